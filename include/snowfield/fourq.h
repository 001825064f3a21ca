/*
 * Snowfield: FourQ.
 *
 *   E: -x^2 + y^2 = 1 + d x^2 y^2  over Fp^2 = Fp[i]/(i^2 + 1),
 *   p = 2^127 - 1, #E = 392 N with N the 246-bit prime
 *   N = 0x0029cbc14e5e0a72f05397829cbc14e5dfbd004dfe0f79992fb2540ec7768ce7,
 *   generator G of order N; endomorphisms psi and phi (4-dimensional
 *   decompositions, Costello-Longa, ASIACRYPT 2015).
 *
 * Byte-compatible with FourQlib: every function below with a counterpart
 * there gives the same bytes for the inputs both accept. The native API is
 * stricter where FourQlib is lax (listed per function); FourQlib's own API,
 * quirks included, is in snowfield/compat/FourQ_api.h.
 *
 * Formats (all little-endian)
 * ---------------------------
 *   scalar      32 bytes, an integer. The multiplications take 0 < k < N.
 *   secret key  32 bytes, any string (ECDH and SchnorrQ, as FourQlib):
 *               read as an integer mod N; a key that is 0 mod N is refused.
 *   Fp^2        32 bytes re || im, each 16 bytes below p (canonical).
 *   point       64 bytes x || y (FourQlib's point_affine), canonical Fp^2
 *               elements, on the curve. Any curve point is accepted, the
 *               identity included; functions that need more say so.
 *   compressed  32 bytes: the canonical y with bit 255 = the sign of x
 *               (bit 126 of x.re, or of x.im when x.re = 0); decoding
 *               refuses y components >= p and the sign bit set with x = 0.
 *   signature   64 bytes: compressed R || S, S < N (SchnorrQ).
 *
 * Conventions (see snowfield/common.h): outputs first; every function
 * returns SF_OK or a negative sf_error; on error every output is zeroed.
 *   SF_ERR_INVALID_ARGUMENT  a NULL pointer (msg may be NULL when msglen = 0)
 *   SF_ERR_INVALID_SCALAR    a scalar out of range, a secret key 0 mod N
 *   SF_ERR_INVALID_ENCODING  a non-canonical point or Fp^2 encoding
 *   SF_ERR_INVALID_POINT     a point off the curve (or no curve point has
 *                            that compressed y), or a peer key of small
 *                            order (its order divides 392)
 *   SF_ERR_INVALID_SIGNATURE a signature that does not verify, or S >= N
 *   SF_ERR_RANDOMNESS        the random number generator failed
 *   SF_ERR_IDENTITY          a shared secret that is the identity
 * When several inputs are bad, the first bad argument (left to right)
 * decides the code. Outputs may alias inputs. Everything is constant time
 * in every secret except verification and the functions named _vartime,
 * which take public data only.
 */
#ifndef SNOWFIELD_FOURQ_H
#define SNOWFIELD_FOURQ_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SF_FOURQ_SCALAR_BYTES 32
#define SF_FOURQ_SECRET_KEY_BYTES 32
#define SF_FOURQ_FP2_BYTES 32
#define SF_FOURQ_POINT_BYTES 64
#define SF_FOURQ_COMPRESSED_BYTES 32
#define SF_FOURQ_SHARED_SECRET_BYTES 32
#define SF_FOURQ_SIGNATURE_BYTES 64
#define SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES 64

/* ---- multiplication ------------------------------------------------------ */

/* r = [k]G. 0 < k < N. */
SF_API SF_MUST_CHECK sf_error sf_fourq_mul_gen(uint8_t r[SF_FOURQ_POINT_BYTES],
                                               const uint8_t k[SF_FOURQ_SCALAR_BYTES]);

/* r = [k]([392]P): the cofactor is cleared first, so the result has order N.
 * 0 < k < N; P a point whose order does not divide 392 (else
 * SF_ERR_INVALID_POINT). FourQlib: ecc_mul(P, k, r, clear_cofactor = true). */
SF_API SF_MUST_CHECK sf_error sf_fourq_mul(uint8_t r[SF_FOURQ_POINT_BYTES],
                                           const uint8_t k[SF_FOURQ_SCALAR_BYTES],
                                           const uint8_t p[SF_FOURQ_POINT_BYTES]);

/* r = [a]G + [b]P. VARIABLE TIME: public a, b, P only (verification).
 * 0 <= a, b < N; P a point (for P outside the order-N subgroup the value is
 * FourQlib's ecc_mul_double, the 4-dimensional sum over P's images). */
SF_API SF_MUST_CHECK sf_error sf_fourq_simul_gen_vartime(uint8_t r[SF_FOURQ_POINT_BYTES],
                                                         const uint8_t a[SF_FOURQ_SCALAR_BYTES],
                                                         const uint8_t b[SF_FOURQ_SCALAR_BYTES],
                                                         const uint8_t p[SF_FOURQ_POINT_BYTES]);

/* ---- co-factor ECDH -------------------------------------------------------- */

/*
 * A new key pair: sk = 32 bytes from rng (the operating system when NULL),
 * drawn again in the 2^-246 case that it is 0 mod N, and pk = [sk]G
 * (64 bytes). FourQlib: KeyGeneration. SF_ERR_RANDOMNESS if the RNG fails.
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_keygen(uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                              uint8_t pk[SF_FOURQ_POINT_BYTES], const sf_rng *rng);

/*
 * Public key pk = [sk]G, 64 bytes or compressed (FourQlib's
 * PublicKeyGeneration / CompressedPublicKeyGeneration, which also accept
 * sk = 0 mod N and return the identity; here that is SF_ERR_INVALID_SCALAR).
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_public_key(uint8_t pk[SF_FOURQ_POINT_BYTES],
                                                  const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_fourq_public_key_compressed(uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                                             const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES]);

/*
 * shared = y([sk]([392]A)), 32 bytes (y.re || y.im), for the peer's key
 * A = peer (64 bytes, or compressed). A whose order divides 392 (the
 * identity and every small-order point) is refused with
 * SF_ERR_INVALID_POINT before any secret is used; sk = 0 mod N with
 * SF_ERR_INVALID_SCALAR. FourQlib: SecretAgreement / CompressedSecretAgreement
 * (which accept a component equal to p and report ECCRYPTO_ERROR_SHARED_KEY
 * for a small-order peer).
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_ecdh(uint8_t shared[SF_FOURQ_SHARED_SECRET_BYTES],
                                            const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                            const uint8_t peer[SF_FOURQ_POINT_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_fourq_ecdh_compressed(uint8_t shared[SF_FOURQ_SHARED_SECRET_BYTES],
                                                       const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                                       const uint8_t peer[SF_FOURQ_COMPRESSED_BYTES]);

/* ---- SchnorrQ (FourQlib's signature, SHA-512) -------------------------------- */

/*
 * pk = encode([s]G), s = the low 32 bytes of SHA-512(sk) mod N
 * (SchnorrQ_KeyGeneration). SF_ERR_INVALID_SCALAR if s = 0 mod N.
 * _keygen draws sk, 32 bytes, from rng (NULL: the operating system), again
 * in the 2^-246 case that s = 0.
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_keygen(uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                                       uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                                       const sf_rng *rng);
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_public_key(uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                                           const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES]);

/*
 * sig = R || S with k = SHA-512(sk), r = SHA-512(k[32..64) || M),
 * R = encode([r]G), h = SHA-512(R || pk || M), S = r - s h mod N (r, s, h
 * their low 32 bytes; SchnorrQ_Sign). Deterministic. pk is derived from sk
 * (one fixed-base multiplication more than FourQlib's SchnorrQ_Sign, which
 * takes it as an argument and reveals s when handed a wrong one).
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_sign(uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                                     const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                                     const uint8_t *msg, size_t msglen);

/*
 * The key pair form, for a signer that signs many messages: kp = sk || pk
 * (64 bytes, secret) from sf_fourq_schnorrq_keypair, computed once, and
 * sf_fourq_schnorrq_sign_keypair, the same signature as sf_fourq_schnorrq_sign
 * without deriving pk. kp must come from sf_fourq_schnorrq_keypair: its pk is
 * hashed, not recomputed, and a signature under a wrong pk reveals s (as
 * with FourQlib and Ed25519). Its pk must be a canonical encoding (y < p),
 * else SF_ERR_INVALID_ENCODING.
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_keypair(uint8_t kp[SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES],
                                                        const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_sign_keypair(uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                                             const uint8_t kp[SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES],
                                                             const uint8_t *msg, size_t msglen);

/*
 * SF_OK if sig is a valid SchnorrQ signature of msg under pk: pk decodes
 * (SF_ERR_INVALID_ENCODING / _POINT otherwise), pk's order does not divide
 * 392 (SF_ERR_INVALID_POINT: under a small-order key one signature would
 * verify for many messages; FourQlib accepts such keys), S < N, and
 * encode([S]G + [h]A) equals R (SF_ERR_INVALID_SIGNATURE otherwise).
 * Stricter than FourQlib's SchnorrQ_Verify, which only checks S < 2^246 and
 * so also accepts S + N. Variable time (everything it sees is public).
 */
SF_API SF_MUST_CHECK sf_error sf_fourq_schnorrq_verify(const uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                                       const uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                                       const uint8_t *msg, size_t msglen);

/* ---- hash to curve --------------------------------------------------------- */

/* r = FourQlib's HashToCurve(u): an Elligator 2 map of the Fp^2 element u
 * (canonical) to E, times 392 (order N or the identity). */
SF_API SF_MUST_CHECK sf_error sf_fourq_hash_to_curve(uint8_t r[SF_FOURQ_POINT_BYTES],
                                                     const uint8_t u[SF_FOURQ_FP2_BYTES]);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_FOURQ_H */

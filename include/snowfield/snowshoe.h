/*
 * Snowfield: the Snowshoe curve.
 *
 *   E: -u x^2 + y^2 = 1 + 109 u x^2 y^2  over Fp^2 = Fp[i]/(i^2 + 1),
 *   p = 2^127 - 1, u = 2 + i, #E = 4q with q the 252-bit prime
 *   q = 0x0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a5,
 *   generator G of order q (x = 15), GLS endomorphism psi(P) = [lambda]P.
 *
 * The curve of catid/snowshoe, byte for byte: every function below with a
 * counterpart in the original (API version 9) gives the same bytes, except
 * where the original is wrong (docs/snowshoe.md lists the differences).
 * The original's API itself, both levels, is in compat/snowshoe.h.
 *
 * Formats (all little-endian)
 * ---------------------------
 *   scalar     32 bytes, an integer; the multiplications take 0 < k < q.
 *   wide       64 bytes, any integer (input of sf_snowshoe_mod_q).
 *   point      64 bytes, x || y, each Fp^2 element as re || im, each Fp
 *              element 16 bytes below p (canonical). A valid point is on the
 *              curve with x != 0: the identity (0, 1) and the order-2 point
 *              (0, -1) are refused. Points of order 2q are accepted; every
 *              multiplication includes the cofactor 4, so its result lies in
 *              the order-q subgroup whatever the input's 2-torsion part.
 *   extended   128 bytes, X || Y || T || Z (four Fp^2 elements), any
 *              projective scaling with T Z = X Y: the original's in-memory
 *              Elligator point E. Outputs here are normalised (Z = 1).
 *
 * Conventions (see snowfield/common.h): outputs first; every function
 * returns SF_OK or a negative sf_error; on error every output is zeroed.
 *   SF_ERR_INVALID_ARGUMENT  a NULL pointer (or only one of k2, V)
 *   SF_ERR_INVALID_SCALAR    a scalar that is 0 or >= q
 *   SF_ERR_INVALID_ENCODING  a point component >= p
 *   SF_ERR_INVALID_POINT     a point off the curve, or with x = 0; an
 *                            Elligator key that maps to no valid point
 *   SF_ERR_INVALID_SIGNATURE a signature that does not verify, or s >= q
 *   SF_ERR_RANDOMNESS        the random number generator failed
 *   SF_ERR_IDENTITY          a double-base result that is the identity
 *                            (it has no valid 64-byte encoding)
 * When several inputs are bad, the first bad argument (left to right)
 * decides the code. Outputs may alias inputs: every input is read before
 * any output is written. Everything is constant time in every secret
 * (scalars, keys, seeds, messages are treated as secret) except
 * verification and the functions named _vartime, which are for public
 * data only.
 */
#ifndef SNOWFIELD_SNOWSHOE_H
#define SNOWFIELD_SNOWSHOE_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SF_SNOWSHOE_SCALAR_BYTES 32
#define SF_SNOWSHOE_WIDE_BYTES 64
#define SF_SNOWSHOE_POINT_BYTES 64
#define SF_SNOWSHOE_EXT_BYTES 128
#define SF_SNOWSHOE_ELLIGATOR_KEY_BYTES 32
#define SF_SNOWSHOE_SECRET_KEY_BYTES 32
#define SF_SNOWSHOE_PUBLIC_KEY_BYTES 64
#define SF_SNOWSHOE_SHARED_SECRET_BYTES 64
#define SF_SNOWSHOE_KEYPAIR_BYTES 96
#define SF_SNOWSHOE_SIGNATURE_BYTES 96

/* ---- scalars mod q ----------------------------------------------------- */

/* k = k AND (2^251 - 1), in place: a 256-bit random string becomes a
 * secret key below q (it may be 0, which the multiplications refuse). */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_secret_gen(uint8_t k[SF_SNOWSHOE_SCALAR_BYTES]);

/* r = x mod q, x any 512-bit integer. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                                                const uint8_t x[SF_SNOWSHOE_WIDE_BYTES]);

/* r = x + y mod q, x and y any 256-bit integers. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_add_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                                                    const uint8_t x[SF_SNOWSHOE_SCALAR_BYTES],
                                                    const uint8_t y[SF_SNOWSHOE_SCALAR_BYTES]);

/* r = x y + z mod q, x, y, z any 256-bit integers; z may be NULL (0). */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_mul_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                                                    const uint8_t x[SF_SNOWSHOE_SCALAR_BYTES],
                                                    const uint8_t y[SF_SNOWSHOE_SCALAR_BYTES],
                                                    const uint8_t *z);

/* ---- points -------------------------------------------------------------- */

/* SF_OK if p is a valid point (see Formats), else the error. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_point_validate(const uint8_t p[SF_SNOWSHOE_POINT_BYTES]);

/* r = -p = (-x, y) for a valid p. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_point_negate(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                       const uint8_t p[SF_SNOWSHOE_POINT_BYTES]);

/* ---- multiplication ------------------------------------------------------- */

/* r = [k]G. 0 < k < q. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_mul_gen(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                  const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES]);

/* r = [4k]G, the cofactor included as in the other multiplications (the
 * signature's R). 0 < k < q. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_mul_gen_cofactor(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                           const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES]);

/* r = [4k]P. 0 < k < q, P valid. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_mul(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                              const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                                              const uint8_t p[SF_SNOWSHOE_POINT_BYTES]);

/* r = [4a]P + [4b]Q, constant time. 0 < a, b < q; P, Q valid. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_simul(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                const uint8_t a[SF_SNOWSHOE_SCALAR_BYTES],
                                                const uint8_t p[SF_SNOWSHOE_POINT_BYTES],
                                                const uint8_t b[SF_SNOWSHOE_SCALAR_BYTES],
                                                const uint8_t q[SF_SNOWSHOE_POINT_BYTES]);

/* r = [4a]G + [4b]P. VARIABLE TIME: public a, b, P only (verification).
 * 0 < a, b < q; P valid. */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_simul_gen_vartime(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                            const uint8_t a[SF_SNOWSHOE_SCALAR_BYTES],
                                                            const uint8_t b[SF_SNOWSHOE_SCALAR_BYTES],
                                                            const uint8_t p[SF_SNOWSHOE_POINT_BYTES]);

/* ---- Elligator (the original's map; docs/snowshoe.md) ---------------------- */

/*
 * E = [4] Elligator(key): the original's deterministic map of a 32-byte
 * key to a point (bit 64 of the key is ignored), times the cofactor.
 * _elligator writes the 128-byte extended form (normalised, Z = 1), the
 * form the original's E has; _elligator_affine the 64-byte point.
 * SF_ERR_INVALID_POINT for the keys whose image is not a valid point.
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator(uint8_t e[SF_SNOWSHOE_EXT_BYTES],
                                                    const uint8_t key[SF_SNOWSHOE_ELLIGATOR_KEY_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator_affine(uint8_t e[SF_SNOWSHOE_POINT_BYTES],
                                                           const uint8_t key[SF_SNOWSHOE_ELLIGATOR_KEY_BYTES]);

/*
 * C = [k]G + E (no cofactor on k). 0 < k < q; E a valid point in the
 * 128-byte extended form (any scaling; one made by the original is
 * accepted) or, with _affine, the 64-byte form.
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator_encrypt(uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                                            const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                                                            const uint8_t e[SF_SNOWSHOE_EXT_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator_encrypt_affine(uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                                                   const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                                                                   const uint8_t e[SF_SNOWSHOE_POINT_BYTES]);

/*
 * R = [4](k1 (C - E) + k2 V), or [4 k1](C - E) when k2 and V are both NULL.
 * Both scalars are range-checked (0 < k < q; the original checks k1 only
 * when k2 is NULL, and k2 never). C, V valid 64-byte points; E as in
 * _encrypt. SF_ERR_INVALID_ARGUMENT if only one of k2, V is NULL;
 * SF_ERR_IDENTITY if R is the identity.
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator_secret(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                           const uint8_t k1[SF_SNOWSHOE_SCALAR_BYTES],
                                                           const uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                                           const uint8_t e[SF_SNOWSHOE_EXT_BYTES],
                                                           const uint8_t *k2, const uint8_t *v);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_elligator_secret_affine(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                                                  const uint8_t k1[SF_SNOWSHOE_SCALAR_BYTES],
                                                                  const uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                                                  const uint8_t e[SF_SNOWSHOE_POINT_BYTES],
                                                                  const uint8_t *k2, const uint8_t *v);

/* ---- ECDH ----------------------------------------------------------------- */

/*
 * Key pair: sk = secret_gen(32 random bytes) (redrawn in the 2^-251 case
 * that it is 0), pk = [sk]G. rng NULL means the operating system.
 * Shared secret: shared = [4 sk]peer as a 64-byte point, the EC-DH of the
 * original's README; both sides get the same bytes. The peer's key must
 * be a valid point (else its error); sk must satisfy 0 < sk < q.
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_keygen(uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                                                 uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                                 const sf_rng *rng);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_public_key(uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                                     const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_ecdh(uint8_t shared[SF_SNOWSHOE_SHARED_SECRET_BYTES],
                                               const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                                               const uint8_t peer[SF_SNOWSHOE_PUBLIC_KEY_BYTES]);

/* ---- signatures (EdDSA-style over BLAKE2b-512; docs/snowshoe-signature.md) -- */

/*
 * Keys: the secret key sk is a 32-byte seed, (lo || hi) = BLAKE2b-512(sk),
 * a = secret_gen(lo), and the public key is pk = A = [a]G (64 bytes).
 * _sign_keygen draws sk from rng (NULL: the operating system);
 * _sign_public_key derives pk. SF_ERR_INVALID_SCALAR in the 2^-251 case
 * a = 0.
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_sign_keygen(uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                                                      uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                                      const sf_rng *rng);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_sign_public_key(uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                                          const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES]);

/*
 * sig = R || s (96 bytes): r = BLAKE2b-512(hi || M) mod q, R = [4r]G,
 * t = BLAKE2b-512(R || A || M) mod q, s = r + t a mod q. Deterministic.
 * msg may be NULL when msglen is 0. sf_snowshoe_sign derives A from sk
 * (one fixed-base multiplication).
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_sign(uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                                               const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                                               const uint8_t *msg, size_t msglen);

/*
 * The key pair form, for a signer that signs many messages: kp = sk || A
 * (96 bytes, secret) from sf_snowshoe_keypair, computed once, and
 * sf_snowshoe_sign_keypair, the same signature as sf_snowshoe_sign without
 * deriving A. kp must come from sf_snowshoe_keypair: its A is hashed, not
 * recomputed, and signing with a wrong A would reveal a (as with Ed25519).
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_keypair(uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES],
                                                  const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_snowshoe_sign_keypair(uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                                                       const uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES],
                                                       const uint8_t *msg, size_t msglen);

/*
 * SF_OK if sig is a valid signature of msg under pk: pk a valid point,
 * s < q, and R equal (as bytes) to [4s]G - [4t]A. SF_ERR_INVALID_SIGNATURE
 * otherwise (SF_ERR_INVALID_ENCODING / _POINT for a bad pk). Variable time
 * (everything it sees is public).
 */
SF_API SF_MUST_CHECK sf_error sf_snowshoe_verify(const uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                                                 const uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                                 const uint8_t *msg, size_t msglen);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_SNOWSHOE_H */

/*
 * Snowfield: secp256k1 -- keys, ECDSA (RFC 6979, low S, DER, recovery),
 * BIP-340 Schnorr signatures, ECDH and the BIP-32 tweaks, with full input
 * validation; outputs byte-compatible with libsecp256k1.
 *
 * Encodings (all integers big-endian)
 * -----------------------------------
 *   secret key       32 bytes, an integer d with 0 < d < n
 *   public key       SEC1, the format told by the LENGTH on input:
 *                      33 bytes  02/03 || X      compressed (the output form)
 *                      65 bytes  04 || X || Y    uncompressed
 *                    Decoding checks the prefix, X (and Y) < p and that the
 *                    point is on the curve (for 33 bytes: that X^3 + 7 has a
 *                    square root). Hybrid 06/07 forms and 00 are refused.
 *   x-only key       32 bytes X of the point with even Y (BIP-340)
 *   tweak            32 bytes, an integer t < n (see each function)
 *   signature        64 bytes r || s ("compact"), each 32 bytes; DER (at
 *                    most 72 bytes) through the conversion functions
 *   message hash     32 bytes for ECDSA (libsecp256k1's convention: used as
 *                    the integer e = hash mod n); any length for BIP-340
 *
 * Errors
 * ------
 * Every function returns SF_OK or:
 *   SF_ERR_INVALID_ARGUMENT   a NULL pointer, a bad length or recovery id
 *   SF_ERR_INVALID_SCALAR     secret key or tweak out of range, or a tweak
 *                             that makes the secret key 0
 *   SF_ERR_INVALID_ENCODING   public key of another length, a bad prefix, a
 *                             coordinate >= p; malformed DER
 *   SF_ERR_INVALID_POINT      public key off the curve / x with no root
 *   SF_ERR_INVALID_SIGNATURE  r or s out of range, high S where refused, or
 *                             verification fails
 *   SF_ERR_RANDOMNESS         the random number generator failed
 *   SF_ERR_IDENTITY           a result at infinity (a public-key tweak that
 *                             cancels the key; ECDH cannot hit it)
 * Secret inputs are checked before public ones. On any error every output
 * buffer is zeroed.
 *
 * Timing
 * ------
 * Everything that takes a secret key, a nonce or a secret tweak is constant
 * time in it. Verification, recovery, public-key tweaks and conversions
 * handle public data only and are variable time (as in libsecp256k1, whose
 * names do not say so; the point API below says it in every name).
 *
 * No function allocates memory or keeps state.
 */
#ifndef SNOWFIELD_SECP256K1_H
#define SNOWFIELD_SECP256K1_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SF_SECP256K1_SECRET_KEY_BYTES 32
#define SF_SECP256K1_PUBLIC_KEY_BYTES 33
#define SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES 65
#define SF_SECP256K1_XONLY_BYTES 32
#define SF_SECP256K1_TWEAK_BYTES 32
#define SF_SECP256K1_HASH_BYTES 32
#define SF_SECP256K1_SHARED_SECRET_BYTES 32
#define SF_SECP256K1_SIGNATURE_BYTES 64
#define SF_SECP256K1_SIGNATURE_DER_MAX_BYTES 72
#define SF_SECP256K1_AUX_BYTES 32
#define SF_SECP256K1_KEYPAIR_BYTES 64

/* ---- keys ----------------------------------------------------------------- */

/*
 * A new key pair: sk uniformly random in [1, n-1] (rejection sampling on
 * 32-byte draws from rng, or from the OS when rng is NULL) and its
 * compressed public key. SF_ERR_RANDOMNESS if the RNG fails or gives 64
 * out-of-range draws in a row (probability 2^-8000 for a working RNG).
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_keygen(uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                                  uint8_t pk[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                                  const sf_rng *rng);

/* SF_OK if sk is a valid secret key (0 < sk < n), else SF_ERR_INVALID_SCALAR. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_secret_key_validate(const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES]);

/* pk = sk G, compressed (the key pair "from bytes"). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key(uint8_t pk[33], const uint8_t sk[32]);

/* pk = sk G, uncompressed (65 bytes). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key_uncompressed(
    uint8_t pk[SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES],
    const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES]);

/*
 * xonly = X(sk G) (BIP-340); *parity (if not NULL) = 1 when Y(sk G) is odd
 * (the key BIP-340 signs with is then n - sk).
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_xonly_public_key(uint8_t xonly[SF_SECP256K1_XONLY_BYTES],
                                                            int *parity,
                                                            const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES]);

/* SF_OK if pk[0 .. pklen) is a valid public key (33 or 65 bytes). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key_validate(const uint8_t *pk, size_t pklen);

/* out = the public key pk re-encoded in outlen bytes (33 or 65). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key_convert(uint8_t *out, size_t outlen,
                                                              const uint8_t *pk, size_t pklen);

/* ---- ECDH ------------------------------------------------------------------ */

/*
 * shared = SHA-256(compressed(sk Q)), Q = peer[0 .. peerlen) (33 or 65
 * bytes): exactly libsecp256k1's secp256k1_ecdh with its default hash
 * function.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdh(uint8_t shared[32], const uint8_t sk[32],
                                                const uint8_t *peer, size_t peerlen);

/* shared = X(sk Q), the raw shared x-coordinate (SEC1 ECDH; hash before use). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdh_raw_x(
    uint8_t shared[SF_SECP256K1_SHARED_SECRET_BYTES],
    const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES], const uint8_t *peer, size_t peerlen);

/* ---- ECDSA ------------------------------------------------------------------ */

/*
 * sig = r || s, the ECDSA signature of the 32-byte hash under sk, with the
 * RFC 6979 nonce (HMAC-SHA-256, no extra data) and low S (s <= (n-1)/2):
 * byte-identical to libsecp256k1's secp256k1_ecdsa_sign with its default
 * nonce function.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_sign(uint8_t sig[64], const uint8_t sk[32],
                                                      const uint8_t hash[32]);

/*
 * SF_OK if sig = r || s is a valid low-S signature of hash under pk (33 or
 * 65 bytes). High S is REFUSED (SF_ERR_INVALID_SIGNATURE), as in
 * libsecp256k1; normalize first to accept it. r and s are checked before
 * the key. Variable time.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_verify(const uint8_t sig[64], const uint8_t *pk,
                                                        size_t pklen, const uint8_t hash[32]);

/*
 * out = sig with s replaced by n - s when s > (n-1)/2. *was_high (if not
 * NULL) = 1 when it was. Errors: SF_ERR_INVALID_SIGNATURE when r or s is
 * not in [1, n-1]; SF_ERR_INVALID_ARGUMENT.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_signature_normalize(uint8_t out[SF_SECP256K1_SIGNATURE_BYTES],
                                                                     int *was_high,
                                                                     const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES]);

/* der[0 .. *derlen) = the strict DER of sig (in: *derlen = capacity). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_signature_to_der(uint8_t *der, size_t *derlen,
                                                                  const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES]);

/* sig = r || s from a STRICT DER signature (src/proto/der.h). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_signature_from_der(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                                                    const uint8_t *der, size_t derlen);

/*
 * sig = r || s from a LAX (BER-tolerant) DER signature, for the historical
 * signatures of the Bitcoin chain: long-form and non-minimal lengths, excess
 * leading zero bytes in the integers, integers read as unsigned magnitudes,
 * and any bytes after the two integers are accepted. The SEQUENCE's length
 * is skipped unread, as libsecp256k1's lax parser does: any value, short or
 * long form, even one past the end of the input. Still refused
 * (SF_ERR_INVALID_ENCODING): a tag other than 30 / 02 / 02, length bytes
 * missing at the end of the input, an INTEGER's length that runs past the
 * input, an empty integer, and an integer whose value does not fit in 32
 * bytes (libsecp256k1 turns that into the all-zero signature instead).
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_signature_from_der_lax(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                                                        const uint8_t *der, size_t derlen);

/*
 * sig as sf_secp256k1_ecdsa_sign, plus *recid in 0..3: bit 0 the parity of
 * Y(R), bit 1 set when X(R) >= n (libsecp256k1's recovery id). The id is
 * found by recovering the key from the public signature (variable time,
 * public data only), so this costs about two verifications more than sign.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_sign_recoverable(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                                                  int *recid,
                                                                  const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                                                  const uint8_t hash[SF_SECP256K1_HASH_BYTES]);

/*
 * pk = the compressed public key Q with sig a signature of hash under Q and
 * R's recovery id recid (0..3). High S is accepted (as libsecp256k1).
 * Errors: SF_ERR_INVALID_ARGUMENT (recid > 3), SF_ERR_INVALID_SIGNATURE
 * (r or s out of range, no point R for this r and id, or Q = O).
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_ecdsa_recover(uint8_t pk[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                                         const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                                         int recid,
                                                         const uint8_t hash[SF_SECP256K1_HASH_BYTES]);

/* ---- BIP-340 Schnorr ---------------------------------------------------------- */

/*
 * sig = the BIP-340 signature of msg[0 .. msglen) (msg may be NULL when
 * msglen = 0) under sk, with the 32 bytes of auxiliary randomness aux
 * (NULL: 32 zero bytes, as BIP-340's deterministic fallback).
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_schnorr_sign(uint8_t sig[64], const uint8_t sk[32],
                                                        const uint8_t *msg, size_t msglen,
                                                        const uint8_t aux[32]);

/*
 * kp = d || x(d G), 64 bytes, big-endian: d is BIP-340's signing key
 * for sk (sk if y(sk G) is even, else n - sk, so y(d G) is always even)
 * and x(d G) = x(sk G) is the x-only public key. Secret (its first half).
 * Computed once, it spares sf_secp256k1_schnorr_sign_keypair the public
 * key's multiplication and inversion. Errors: SF_ERR_INVALID_SCALAR unless
 * 0 < sk < n (kp zeroed). Constant time in sk.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_keypair(uint8_t kp[SF_SECP256K1_KEYPAIR_BYTES],
                                                   const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES]);

/*
 * sig = the BIP-340 signature of msg (as sf_secp256k1_schnorr_sign, same
 * bytes) with a key pair kp from sf_secp256k1_keypair. Checked on use:
 * 0 < d < n (else SF_ERR_INVALID_SCALAR) and x < p (else
 * SF_ERR_INVALID_ENCODING); whether x = x(d G) is not (that would cost the
 * multiplication the keypair saves). A keypair whose x does not match d
 * yields a signature that does not verify and leaks nothing: the nonce
 * hashes d, x and the message together, and the sign of d is fixed in the
 * keypair, not taken from x. Constant time in d, aux and the message.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_schnorr_sign_keypair(
    uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
    const uint8_t kp[SF_SECP256K1_KEYPAIR_BYTES], const uint8_t *msg, size_t msglen,
    const uint8_t aux[SF_SECP256K1_AUX_BYTES]);

/*
 * SF_OK if sig is a valid BIP-340 signature of msg under the x-only key.
 * Errors: SF_ERR_INVALID_ENCODING / _POINT for a bad key (x >= p / no
 * point), SF_ERR_INVALID_SIGNATURE otherwise. Variable time.
 */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_schnorr_verify(const uint8_t sig[64], const uint8_t xonly[32],
                                                          const uint8_t *msg, size_t msglen);

/* ---- tweaks (BIP-32) ------------------------------------------------------------- */

/* out = sk + tweak mod n. tweak < n (0 allowed); the sum must not be 0. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_secret_key_tweak_add(uint8_t out[SF_SECP256K1_SECRET_KEY_BYTES],
                                                                const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                                                const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES]);

/* out = sk * tweak mod n, tweak in [1, n-1]. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_secret_key_tweak_mul(uint8_t out[SF_SECP256K1_SECRET_KEY_BYTES],
                                                                const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                                                const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES]);

/* out = compressed(Q + tweak G), tweak < n; SF_ERR_IDENTITY if that is O. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key_tweak_add(uint8_t out[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                                                const uint8_t *pk, size_t pklen,
                                                                const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES]);

/* out = compressed(tweak Q), tweak in [1, n-1]. Constant time in tweak. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_public_key_tweak_mul(uint8_t out[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                                                const uint8_t *pk, size_t pklen,
                                                                const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES]);

/* ---- the point API (affine and Jacobian points, as the seed's Ekliptic) ------------- */

/*
 * Points as plain bytes, so that callers need no internal type: every
 * coordinate is 32 bytes big-endian and must be canonical (< p) on input.
 *
 *   sf_secp256k1_affine    (x, y), a point on y^2 = x^3 + 7. Cannot hold the
 *                          point at infinity (functions whose result would be
 *                          infinity return SF_ERR_IDENTITY).
 *   sf_secp256k1_jacobian  (X : Y : Z) with x = X / Z^2, y = Y / Z^3; any
 *                          triple with Z = 0 is the point at infinity O
 *                          (outputs write O as (0 : 0 : 0)). Outputs are not
 *                          normalized to Z = 1: to_affine does that.
 *
 * Every function validates every point it is given (canonical coordinates,
 * then the curve equation; O is a valid Jacobian input) and every scalar
 * (32 bytes big-endian, < n; 0 allowed and giving O), and returns
 * SF_ERR_INVALID_ENCODING (a coordinate >= p), SF_ERR_INVALID_POINT (off the
 * curve), SF_ERR_INVALID_SCALAR (k >= n), SF_ERR_IDENTITY (an affine result
 * at infinity) or SF_ERR_INVALID_ARGUMENT (NULL), zeroing the output.
 * Outputs may alias inputs.
 *
 * Timing is part of each name: the functions without _vartime are constant
 * time in the coordinates and the scalar (complete formulas, constant-time
 * inversion and multiplication); the _vartime ones branch on the points and
 * must only see public data.
 */
typedef struct sf_secp256k1_affine {
    uint8_t x[32];
    uint8_t y[32];
} sf_secp256k1_affine;

typedef struct sf_secp256k1_jacobian {
    uint8_t x[32];
    uint8_t y[32];
    uint8_t z[32];
} sf_secp256k1_jacobian;

/* SF_OK if p is on the curve (and canonical). Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_is_on_curve(const sf_secp256k1_affine *p);
/* SF_OK if p is O or on the curve (and canonical). Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_is_on_curve(const sf_secp256k1_jacobian *p);

/* r = (x : y : 1). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_to_jacobian(sf_secp256k1_jacobian *r,
                                                              const sf_secp256k1_affine *p);
/* r = (X / Z^2, Y / Z^3); SF_ERR_IDENTITY for O. Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_to_affine(sf_secp256k1_affine *r,
                                                              const sf_secp256k1_jacobian *p);

/* r = p + q, for every pair (O, p = q and p = -q included). Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_add(sf_secp256k1_jacobian *r,
                                                        const sf_secp256k1_jacobian *p,
                                                        const sf_secp256k1_jacobian *q);
/* r = 2 p. Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_double(sf_secp256k1_jacobian *r,
                                                           const sf_secp256k1_jacobian *p);
/* r = -p. Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_negate(sf_secp256k1_jacobian *r,
                                                           const sf_secp256k1_jacobian *p);
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_negate(sf_secp256k1_affine *r,
                                                         const sf_secp256k1_affine *p);

/* r = p + q and r = 2 p in affine form; SF_ERR_IDENTITY when the result is
 * O. VARIABLE TIME: public points only. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_add_vartime(sf_secp256k1_affine *r,
                                                              const sf_secp256k1_affine *p,
                                                              const sf_secp256k1_affine *q);
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_double_vartime(sf_secp256k1_affine *r,
                                                                 const sf_secp256k1_affine *p);

/* r = k p (k < n; O for k = 0 or p = O). Constant time in k and p (GLV). */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_mul(sf_secp256k1_jacobian *r, const uint8_t k[32],
                                                        const sf_secp256k1_jacobian *p);
/* r = k p in affine form; SF_ERR_IDENTITY for k = 0. Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_mul(sf_secp256k1_affine *r, const uint8_t k[32],
                                                      const sf_secp256k1_affine *p);
/* r = k G from the precomputed base-point table (k < n). Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_jacobian_mul_gen(sf_secp256k1_jacobian *r, const uint8_t k[32]);
/* r = k G in affine form; SF_ERR_IDENTITY for k = 0. Constant time. */
SF_API SF_MUST_CHECK sf_error sf_secp256k1_affine_mul_gen(sf_secp256k1_affine *r, const uint8_t k[32]);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_SECP256K1_H */

/*
 * Snowfield: NIST P-256 (secp256r1, prime256v1) -- key generation, ECDH and
 * ECDSA with full input validation.
 *
 * Encodings (all integers big-endian)
 * -----------------------------------
 *   secret key       32 bytes, an integer d with 0 < d < n
 *   public key       the format is told by the LENGTH, on input and output:
 *                      65 bytes  04 || X || Y      SEC1 uncompressed
 *                      33 bytes  02/03 || X        SEC1 compressed
 *                      64 bytes  X || Y            raw (p256-m's format)
 *                    Decoding checks every byte: the prefix, X, Y < p, and
 *                    that the point is on the curve (for 33 bytes: that X
 *                    has a square root). The point at infinity has no
 *                    accepted encoding. (Hybrid 06/07 forms are refused.)
 *   shared secret    32 bytes: the X coordinate of d * Q (SEC1 ECDH, as
 *                    OpenSSL, p256-m and RFC 5903 output it; hash it
 *                    before use as a key)
 *   signature        64 bytes r || s, each 32 bytes; or DER (at most 72
 *                    bytes) through the two conversion functions
 *   message hash     any length: ECDSA uses its leftmost 256 bits (SEC1
 *                    bits2int); a shorter hash is taken whole
 *
 * Errors
 * ------
 * Every function returns SF_OK or:
 *   SF_ERR_INVALID_ARGUMENT   a NULL pointer, or an output length that is
 *                             none of 33, 64, 65
 *   SF_ERR_INVALID_SCALAR     secret key 0 or >= n
 *   SF_ERR_INVALID_ENCODING   public key of an unknown length, a bad prefix
 *                             byte, a coordinate >= p; malformed DER
 *   SF_ERR_INVALID_POINT      public key not on the curve
 *   SF_ERR_INVALID_SIGNATURE  r or s not in [1, n-1], or verification fails
 *   SF_ERR_RANDOMNESS         the random number generator failed
 *   SF_ERR_IDENTITY           a result at infinity (cannot happen with valid
 *                             inputs on this prime-order curve; checked
 *                             all the same)
 * Each function checks its secret key before its public inputs, so when
 * several inputs are bad the scalar error is the one reported. On any
 * error every output buffer is zeroed.
 *
 * Timing
 * ------
 * Key generation, public-key derivation, ECDH and signing are constant time
 * in the secret key, the nonce and the shared secret. Verification and
 * the public-key helpers only handle public data and may branch on it
 * (verification is variable time).
 *
 * No function allocates memory or keeps state; the peak stack use of each
 * is listed in docs/p256.md.
 */
#ifndef SNOWFIELD_P256_H
#define SNOWFIELD_P256_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SF_P256_SECRET_KEY_BYTES 32
#define SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES 65
#define SF_P256_PUBLIC_KEY_COMPRESSED_BYTES 33
#define SF_P256_PUBLIC_KEY_RAW_BYTES 64
#define SF_P256_SHARED_SECRET_BYTES 32
#define SF_P256_SIGNATURE_BYTES 64
#define SF_P256_SIGNATURE_DER_MAX_BYTES 72

/* ---- keys ----------------------------------------------------------------- */

/*
 * A new key pair: sk uniformly random in [1, n-1] (rejection sampling on
 * 32-byte draws from rng, or from the OS when rng is NULL), and its public
 * key in the format given by pklen (33, 64 or 65).
 * Errors: SF_ERR_INVALID_ARGUMENT; SF_ERR_RANDOMNESS if the RNG fails or
 * gives 64 out-of-range draws in a row (a working RNG does that with
 * probability 2^-2048).
 */
SF_API SF_MUST_CHECK sf_error sf_p256_keygen(uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                                             uint8_t *pk, size_t pklen,
                                             const sf_rng *rng);

/* pk = d G for the given secret key, in the format of pklen. */
SF_API SF_MUST_CHECK sf_error sf_p256_public_key(uint8_t *pk, size_t pklen,
                                                 const uint8_t sk[SF_P256_SECRET_KEY_BYTES]);

/* SF_OK if pk[0 .. pklen) is a valid public key (see Encodings). */
SF_API SF_MUST_CHECK sf_error sf_p256_public_key_validate(const uint8_t *pk, size_t pklen);

/*
 * out = the public key pk[0 .. pklen), validated, re-encoded in the
 * format of outlen (for example 33 -> 65 decompresses).
 */
SF_API SF_MUST_CHECK sf_error sf_p256_public_key_convert(uint8_t *out, size_t outlen,
                                                         const uint8_t *pk, size_t pklen);

/*
 * out = the public key held in the X.509 SubjectPublicKeyInfo
 * spki[0 .. spkilen) (RFC 5480: algorithm id-ecPublicKey with the
 * namedCurve prime256v1, the point in a BIT STRING), validated, in the
 * format of outlen.
 * The parser is strict DER. With the algorithm and curve fixed, DER leaves
 * exactly one encoding for each point length, so the input must be that
 * byte string: 91 bytes around an uncompressed point or 59 around a
 * compressed one. Explicit curve parameters (specifiedCurve), other curves,
 * other algorithms, long-form or indefinite lengths, unused bits in the BIT
 * STRING, trailing bytes: all refused.
 * Errors: SF_ERR_INVALID_ARGUMENT (NULL, or outlen none of 33, 64, 65);
 * SF_ERR_INVALID_ENCODING (not that DER, or a bad point encoding);
 * SF_ERR_INVALID_POINT (not on the curve).
 */
SF_API SF_MUST_CHECK sf_error sf_p256_public_key_from_spki(uint8_t *out, size_t outlen,
                                                           const uint8_t *spki, size_t spkilen);

/* ---- ECDH ------------------------------------------------------------------ */

/*
 * shared = X(d Q) for the secret key d and the peer's public key Q
 * (peer[0 .. peerlen), any of the three formats).
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdh(uint8_t shared[SF_P256_SHARED_SECRET_BYTES],
                                           const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                                           const uint8_t *peer, size_t peerlen);

/* ---- ECDSA ------------------------------------------------------------------ */

/*
 * sig = r || s, the ECDSA signature of the message hash hash[0 .. hashlen)
 * (hash may be NULL when hashlen = 0) under sk, with the deterministic
 * nonce of RFC 6979 (HMAC-SHA-256; byte-exact with RFC 6979 A.2.5 for
 * SHA-256 hashes). The same key and hash always give the same signature.
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdsa_sign(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                                 const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                                                 const uint8_t *hash, size_t hashlen);

/*
 * The same with a hedged nonce: RFC 6979 with 32 fresh random bytes from
 * rng (the OS when NULL) as its additional data k' (RFC 6979 3.6), so
 * signatures differ from call to call, and a fault on the deterministic
 * computation or a broken RNG alone reveals nothing.
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdsa_sign_hedged(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                                        const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                                                        const uint8_t *hash, size_t hashlen,
                                                        const sf_rng *rng);

/*
 * SF_OK if sig = r || s is a valid signature of hash[0 .. hashlen) under
 * the public key pk[0 .. pklen) (any format). High S is accepted (ECDSA
 * as standardised; secp256k1's low-S rule is not P-256's).
 * Errors: SF_ERR_INVALID_SIGNATURE (r or s out of range, or invalid),
 * SF_ERR_INVALID_ENCODING / _POINT (bad public key), _ARGUMENT.
 * r and s are checked before the key. Variable time: public data only.
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdsa_verify(const uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                                   const uint8_t *pk, size_t pklen,
                                                   const uint8_t *hash, size_t hashlen);

/*
 * der[0 .. *derlen) = the DER encoding of sig = r || s. In: *derlen = the
 * capacity of der (SF_P256_SIGNATURE_DER_MAX_BYTES always suffices).
 * Errors: SF_ERR_INVALID_ARGUMENT (NULL, or capacity too small; *derlen = 0).
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdsa_signature_to_der(uint8_t *der, size_t *derlen,
                                                             const uint8_t sig[SF_P256_SIGNATURE_BYTES]);

/*
 * sig = r || s from a STRICT DER signature (src/proto/der.h: minimal
 * lengths, positive minimal INTEGERs, nothing after the SEQUENCE, each value
 * at most 32 bytes). Range checks of r and s are left to verification.
 * Errors: SF_ERR_INVALID_ENCODING, SF_ERR_INVALID_ARGUMENT.
 */
SF_API SF_MUST_CHECK sf_error sf_p256_ecdsa_signature_from_der(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                                               const uint8_t *der, size_t derlen);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_P256_H */

/*
 * Snowfield: one way to use every algorithm.
 *
 *   #include "snowfield/snowfield.h"
 *
 *   sf_skey me;  sf_pkey peer;  uint8_t key[SF_KEX_KEY_BYTES];
 *   if (sf_keygen(&me, SF_ALG_P256, NULL) != SF_OK) ...          // OS randomness
 *   if (sf_pkey_import(&peer, SF_ALG_P256, pem, pemlen) != SF_OK) ... // PEM, DER or JWK
 *   if (sf_kex(key, &me, &peer) != SF_OK) ...                    // a key, safe to use
 *
 * A small layer over the per-curve APIs (snowfield/p256.h, ...), which
 * stay: the same names, argument order and errors for every algorithm,
 * chosen by an sf_alg value at run time. No heap: keys are fixed-size
 * structs, every size is a compile-time constant per algorithm
 * (SF_<ALG>_..._BYTES in the curve headers, and the functions
 * sf_alg_..._bytes), and the SF_MAX_... macros cover every algorithm.
 *
 * Algorithms
 * ----------
 *   SF_ALG_P256       ECDSA over SHA-256 (FIPS 186-5, deterministic as RFC
 *                     6979) and ECDH (SP 800-56A), one key for both
 *   SF_ALG_SECP256K1  the same over secp256k1 (and, in snowfield/secp256k1.h,
 *                     BIP-340 Schnorr)
 *   SF_ALG_FOURQ      SchnorrQ (FourQlib's signature) and co-factor ECDH,
 *                     one key for both (below)
 *   SF_ALG_SNOWSHOE   Snowshoe's signature and ECDH, one key for both
 * The algorithms of Curve25519 and Curve448 join as they land.
 *
 * Keys
 * ----
 *   sf_skey  a key pair: the algorithm, the secret key and its public key
 *            (computed once, when the key is made or imported; signing
 *            never takes a public key from the caller). Secret: wipe it
 *            with sf_skey_wipe when done.
 *   sf_pkey  a public key, validated when it was made.
 * Raw forms (sf_skey_from_raw, sf_skey_raw, sf_pkey_from_raw, sf_pkey_raw):
 *   P-256      sk 32 bytes big-endian, 0 < sk < n; pk the SEC1 point, 65
 *              bytes uncompressed (33 compressed also accepted).
 *   secp256k1  sk as P-256; pk 33 bytes compressed (65 accepted).
 *   FourQ      sk 32 bytes, SchnorrQ's secret (any string whose scalar
 *              s, the low 32 bytes of SHA-512(sk) mod N, is not 0); pk the
 *              32-byte compressed [s]G, FourQlib's SchnorrQ public key.
 *   Snowshoe   sk 32 bytes, the signature seed; pk the 64-byte point [a]G,
 *              a the seed's scalar (snowfield/snowshoe.h).
 * FourQ and Snowshoe have one key for signing and key agreement, as
 * Ed25519 keys do when converted to X25519: the agreement uses the
 * signature's secret scalar (s, a), whose public key is the signature's.
 *
 * Key agreement
 * -------------
 * sf_kex gives SF_KEX_KEY_BYTES bytes that are always safe to use as a key:
 *   key = SHA-256("snowfield kex v1" || name || 0x00 || raw || pk_1 || pk_2)
 * with name the algorithm's (sf_alg_name), raw the standard's shared secret
 * (below), pk_1, pk_2 the two public keys in their raw form, the smaller
 * one (lexicographically) first, so that both sides compute the same key
 * and it is bound to both of them. The raw secret, which some standards
 * need as it is, is sf_kex_raw:
 *   P-256, secp256k1  the x-coordinate of [sk]peer, 32 bytes (what `openssl
 *                     pkeyutl -derive` writes)
 *   FourQ             FourQlib's CompressedSecretAgreement: the y-coordinate
 *                     of [s]([392]peer), 32 bytes
 *   Snowshoe          [4a]peer, the 64-byte point
 * It is not uniformly random: hash it (or use sf_kex) before using it as
 * a key.
 *
 * Signatures
 * ----------
 * sf_sign signs a message (never a hash: the algorithm hashes it):
 *   P-256, secp256k1  ECDSA over SHA-256(msg), r || s, 64 bytes; secp256k1
 *                     signatures are low-S (BIP-62)
 *   FourQ             SchnorrQ, 64 bytes
 *   Snowshoe          96 bytes
 * sf_verify is the ordinary verification of each standard: for secp256k1
 * it accepts a high-S signature (as OpenSSL writes it); sf_strict_verify
 * also applies the library's rules beyond the standard (low-S for
 * secp256k1) and is sf_verify for the others. ECDSA signatures convert to
 * and from DER (X9.62, what OpenSSL writes) with sf_signature_to_der /
 * _from_der.
 *
 * Formats
 * -------
 * P-256 and secp256k1 have standard identifiers; their keys export as
 *   SF_FORMAT_DER / _PEM        PKCS#8 (secret) or SubjectPublicKeyInfo
 *                               (public), byte for byte as OpenSSL 3 writes
 *                               them ("PRIVATE KEY", "PUBLIC KEY")
 *   SF_FORMAT_PKCS8V2_DER / _PEM  OneAsymmetricKey v2 with the public key, for
 *                               the RFC 8410 algorithms; SF_ERR_UNSUPPORTED for
 *                               EC keys, whose PKCS#8 v1 already holds the
 *                               public key (RFC 5915; OpenSSL 3.0 does not read
 *                               a second copy); v2 files are read for all
 *   SF_FORMAT_SEC1_DER / _PEM   ECPrivateKey ("EC PRIVATE KEY")
 *   SF_FORMAT_JWK               RFC 7517/7518 (crv "P-256", "secp256k1")
 * and sf_skey_import / sf_pkey_import take any of them (the kind is told
 * by the first byte: '-' PEM, 0x30 DER, '{' JWK). FourQ and Snowshoe have
 * no standard identifiers: only SF_FORMAT_RAW (SF_ERR_UNSUPPORTED for the
 * others). Import checks everything: the structure (strict DER), the
 * secret's range, the point, and that a public key stored beside a secret
 * key is its own (SF_ERR_KEY_MISMATCH). Secret keys are handled in
 * constant time in every format (docs/formats.md).
 *
 * Errors (snowfield/common.h), the same for every algorithm: a NULL
 * pointer or too small an output is SF_ERR_INVALID_ARGUMENT; an algorithm
 * that does not do the operation, or a key of another algorithm,
 * SF_ERR_UNSUPPORTED; the rest is the curve's. On error every output is
 * zeroed.
 */
#ifndef SNOWFIELD_SNOWFIELD_H
#define SNOWFIELD_SNOWFIELD_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sf_alg {
    SF_ALG_NONE = 0,
    SF_ALG_P256 = 1,
    SF_ALG_SECP256K1 = 2,
    SF_ALG_FOURQ = 3,
    SF_ALG_SNOWSHOE = 4
} sf_alg;

/* Sizes covering every algorithm. */
#define SF_MAX_SECRET_KEY_BYTES 32
#define SF_MAX_PUBLIC_KEY_BYTES 65
#define SF_MAX_SHARED_SECRET_BYTES 64
#define SF_MAX_SIGNATURE_BYTES 96
#define SF_MAX_SIGNATURE_DER_BYTES 72
/* The largest export (a PEM private key with its public key). */
#define SF_MAX_EXPORT_BYTES 512
/* The output of sf_kex. */
#define SF_KEX_KEY_BYTES 32

typedef struct sf_skey {
    sf_alg alg;
    uint8_t sk[SF_MAX_SECRET_KEY_BYTES];
    uint8_t pk[SF_MAX_PUBLIC_KEY_BYTES];
} sf_skey;

typedef struct sf_pkey {
    sf_alg alg;
    uint8_t pk[SF_MAX_PUBLIC_KEY_BYTES];
} sf_pkey;

typedef enum sf_format {
    SF_FORMAT_RAW = 1,
    SF_FORMAT_DER = 2,
    SF_FORMAT_PEM = 3,
    SF_FORMAT_JWK = 4,
    SF_FORMAT_SEC1_DER = 5,
    SF_FORMAT_SEC1_PEM = 6,
    SF_FORMAT_PKCS8V2_DER = 7,
    SF_FORMAT_PKCS8V2_PEM = 8
} sf_format;

/* ---- algorithms ----------------------------------------------------------- */

/* The algorithm's name ("p256", "secp256k1", "fourq", "snowshoe"); "none"
 * for anything else. Never NULL. */
SF_API const char *sf_alg_name(sf_alg alg);
/* The algorithm of a name (as sf_alg_name gives it); SF_ALG_NONE if none. */
SF_API sf_alg sf_alg_from_name(const char *name);
/* Sizes in bytes; 0 for an unknown algorithm or one without the thing. */
SF_API size_t sf_alg_secret_key_bytes(sf_alg alg);
SF_API size_t sf_alg_public_key_bytes(sf_alg alg);
SF_API size_t sf_alg_shared_secret_bytes(sf_alg alg);
SF_API size_t sf_alg_signature_bytes(sf_alg alg);

/* ---- keys ------------------------------------------------------------------ */

/* A new key pair from rng (NULL: the operating system). */
SF_API SF_MUST_CHECK sf_error sf_keygen(sf_skey *key, sf_alg alg, const sf_rng *rng);

/* The key pair of a raw secret key (above), checked. */
SF_API SF_MUST_CHECK sf_error sf_skey_from_raw(sf_skey *key, sf_alg alg, const uint8_t *sk,
                                               size_t sklen);

/* The public key of a key pair. */
SF_API SF_MUST_CHECK sf_error sf_public_key(sf_pkey *pk, const sf_skey *key);

/* A public key from its raw form (above), validated. */
SF_API SF_MUST_CHECK sf_error sf_pkey_from_raw(sf_pkey *pk, sf_alg alg, const uint8_t *raw,
                                               size_t rawlen);

/* The raw forms. In: *outlen the capacity of out; out: the length. */
SF_API SF_MUST_CHECK sf_error sf_skey_raw(uint8_t *out, size_t *outlen, const sf_skey *key);
SF_API SF_MUST_CHECK sf_error sf_pkey_raw(uint8_t *out, size_t *outlen, const sf_pkey *pk);

/* Overwrite a key pair with zeros. */
SF_API void sf_skey_wipe(sf_skey *key);

/* ---- key agreement ------------------------------------------------------------ */

/* key = the KDF above over the agreement of key and peer. The same
 * algorithm on both, else SF_ERR_UNSUPPORTED. */
SF_API SF_MUST_CHECK sf_error sf_kex(uint8_t key[SF_KEX_KEY_BYTES], const sf_skey *me,
                                     const sf_pkey *peer);

/* shared[0 .. *sharedlen) = the standard's raw shared secret (above). */
SF_API SF_MUST_CHECK sf_error sf_kex_raw(uint8_t *shared, size_t *sharedlen, const sf_skey *me,
                                         const sf_pkey *peer);

/* ---- signatures ----------------------------------------------------------------- */

/* sig[0 .. *siglen) = the signature of msg (msg may be NULL when msglen
 * is 0). Deterministic. */
SF_API SF_MUST_CHECK sf_error sf_sign(uint8_t *sig, size_t *siglen, const sf_skey *key,
                                      const uint8_t *msg, size_t msglen);

/* SF_OK if sig is a valid signature of msg under pk, as the standard
 * verifies it; SF_ERR_INVALID_SIGNATURE if not. */
SF_API SF_MUST_CHECK sf_error sf_verify(const uint8_t *sig, size_t siglen, const sf_pkey *pk,
                                        const uint8_t *msg, size_t msglen);

/* sf_verify, and the library's rules beyond the standard (low-S for
 * secp256k1, SF_ERR_INVALID_SIGNATURE for a high S). */
SF_API SF_MUST_CHECK sf_error sf_strict_verify(const uint8_t *sig, size_t siglen,
                                               const sf_pkey *pk, const uint8_t *msg,
                                               size_t msglen);

/* ECDSA (P-256, secp256k1): the DER of a signature, and back (strict
 * DER). SF_ERR_UNSUPPORTED for the other algorithms. */
SF_API SF_MUST_CHECK sf_error sf_signature_to_der(uint8_t *der, size_t *derlen, sf_alg alg,
                                                  const uint8_t *sig, size_t siglen);
SF_API SF_MUST_CHECK sf_error sf_signature_from_der(uint8_t *sig, size_t *siglen, sf_alg alg,
                                                    const uint8_t *der, size_t derlen);

/* ---- formats ---------------------------------------------------------------------- */

/* out[0 .. *outlen) = the key in format fmt (PEM and JWK are text, without
 * a terminating NUL). */
SF_API SF_MUST_CHECK sf_error sf_skey_export(uint8_t *out, size_t *outlen, const sf_skey *key,
                                             sf_format fmt);
SF_API SF_MUST_CHECK sf_error sf_pkey_export(uint8_t *out, size_t *outlen, const sf_pkey *pk,
                                             sf_format fmt);

/*
 * The key in in[0 .. inlen), in any format above but raw (PEM: "PRIVATE
 * KEY" or "EC PRIVATE KEY" for a secret key, "PUBLIC KEY" for a public
 * one; DER: PKCS#8 or SEC1, SPKI; JWK). alg: the algorithm the key must
 * be of (SF_ERR_UNSUPPORTED otherwise), or SF_ALG_NONE for any.
 * sf_pkey_import also takes a secret key's file and keeps its public key.
 */
SF_API SF_MUST_CHECK sf_error sf_skey_import(sf_skey *key, sf_alg alg, const uint8_t *in,
                                             size_t inlen);
SF_API SF_MUST_CHECK sf_error sf_pkey_import(sf_pkey *pk, sf_alg alg, const uint8_t *in,
                                             size_t inlen);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_SNOWFIELD_H */

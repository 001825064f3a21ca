/*
 * The standard key containers in strict DER:
 *
 *   SubjectPublicKeyInfo (RFC 5280 4.1; RFC 5480 for EC, RFC 8410 for the
 *     Curve25519 and Curve448 algorithms),
 *   PKCS#8 PrivateKeyInfo v1 and OneAsymmetricKey v2 with the optional
 *     public key (RFC 5208, RFC 5958),
 *   SEC1 ECPrivateKey (RFC 5915), alone or inside PKCS#8 (RFC 5915 3),
 *
 * for the key types below. Layer: proto; curve-independent: it moves byte
 * strings in and out of the containers and checks their structure, never
 * the keys themselves (a point's validity and a scalar's range are the
 * curve's business, one layer up).
 *
 * Byte-identical with OpenSSL 3 for the same key: EC public keys in SPKI
 * as the uncompressed point; EC PKCS#8 as ECPrivateKey without the
 * parameters, with the public key; SEC1 with both; the RFC 8410 PKCS#8 v1
 * without the public key.
 *
 * Strict DER (X.690 10): definite lengths in their shortest form, no
 * bytes after the outer SEQUENCE, INTEGER versions as the one byte DER
 * writes, BIT STRINGs with no unused bits, the algorithm parameters as the
 * RFCs fix them (the named-curve OID for EC, absent for RFC 8410; an
 * explicit NULL is refused), the private key OCTET STRING of exactly the
 * curve's length (RFC 5915: ceiling(log2(n)/8) bytes). PKCS#8 attributes
 * ([0]) are accepted and ignored, as RFC 5958 allows; anything else
 * unexpected is an error.
 *
 * Errors: SF_ERR_INVALID_ENCODING (not the DER of the container),
 * SF_ERR_UNSUPPORTED (a well-formed container of another algorithm, or of
 * another type than asked), SF_ERR_INVALID_ARGUMENT (NULL pointer, output
 * too small). On error every output is zeroed.
 *
 * Timing: the structure (tags, lengths, OIDs) is public; the private key
 * bytes are only copied, never branched on or used as an index.
 */
#ifndef SF_PROTO_KEYS_KEY_DER_H
#define SF_PROTO_KEYS_KEY_DER_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

/* The key types with standard identifiers. */
typedef enum sf_keytype {
    SF_KT_NONE = 0,
    SF_KT_P256,      /* id-ecPublicKey, prime256v1 (1.2.840.10045.3.1.7) */
    SF_KT_SECP256K1, /* id-ecPublicKey, secp256k1 (1.3.132.0.10) */
    SF_KT_X25519,    /* id-X25519 (1.3.101.110) */
    SF_KT_X448,      /* id-X448 (1.3.101.111) */
    SF_KT_ED25519,   /* id-Ed25519 (1.3.101.112) */
    SF_KT_ED448      /* id-Ed448 (1.3.101.113) */
} sf_keytype;

/* 1 for the EC (SEC1) types, whose public key is a point 04 || X || Y. */
int sf_keytype_is_ec(sf_keytype kt);
/* The private key's length in bytes (32, 56 or 57), 0 for SF_KT_NONE. */
size_t sf_keytype_secret_bytes(sf_keytype kt);
/* The public key's length as SPKI holds it: 65 (EC, uncompressed), or the
 * RFC 8410 key (32, 56, 57). */
size_t sf_keytype_public_bytes(sf_keytype kt);

/* Largest encoding the functions write, with room (EC PKCS#8 v2: 218). */
#define SF_KEY_DER_MAX_BYTES 256

/* out[0 .. *outlen) = the SPKI of pk (sf_keytype_public_bytes(kt) bytes).
 * In: *outlen the capacity; out: the length written. */
sf_error sf_key_der_spki_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *pk);

/*
 * The key of the SPKI der[0 .. derlen): *kt its type, pk[0 .. *pklen) its
 * bytes (EC: the point as written, 33 or 65 bytes, compressed or not).
 * want: SF_KT_NONE for any type, else SF_ERR_UNSUPPORTED for another.
 * In: *pklen the capacity of pk (65 is always enough).
 */
sf_error sf_key_der_spki_decode(sf_keytype *kt, uint8_t *pk, size_t *pklen, sf_keytype want,
                                const uint8_t *der, size_t derlen);

/*
 * out[0 .. *outlen) = the PKCS#8 of sk (sf_keytype_secret_bytes(kt)).
 * pk: the SPKI form of the public key, or NULL. EC: v1, the public key
 * inside ECPrivateKey (OpenSSL's form; pk required); `v2` is
 * SF_ERR_UNSUPPORTED for EC, whose public key already has its place
 * inside ECPrivateKey (RFC 5915 3), and which OpenSSL 3.0 does not read
 * with a second copy outside. RFC 8410 types: v1 without the public key
 * when `v2` is 0 (OpenSSL's form), v2 with it when 1 (pk required).
 */
sf_error sf_key_der_pkcs8_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *sk,
                                 const uint8_t *pk, int v2);

/*
 * The private key of the PKCS#8 der[0 .. derlen), v1 or v2: *kt its type,
 * sk its sf_keytype_secret_bytes(*kt) bytes (sk holds 57), and the public
 * key if the container has one: pk[0 .. *pklen) (EC: the point as written,
 * 33 or 65 bytes; *pklen = 0 when absent; pk holds 65). When both an EC
 * ECPrivateKey public key and a v2 one are present they must be equal.
 */
sf_error sf_key_der_pkcs8_decode(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                 sf_keytype want, const uint8_t *der, size_t derlen);

/* The SEC1 ECPrivateKey of sk with the curve's OID and the public key pk
 * (65 bytes, uncompressed), as `openssl ec` writes it. EC types only. */
sf_error sf_key_der_sec1_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *sk,
                                const uint8_t *pk);

/*
 * The private key of the SEC1 ECPrivateKey der[0 .. derlen): the curve
 * parameters must be present (the named-curve OID: without them the curve
 * is unknown), the public key may be (*pklen = 0 when absent).
 */
sf_error sf_key_der_sec1_decode(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                sf_keytype want, const uint8_t *der, size_t derlen);

#endif /* SF_PROTO_KEYS_KEY_DER_H */

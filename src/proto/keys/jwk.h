/*
 * JSON Web Keys (RFC 7517) for the key types of key_der.h:
 *   EC (RFC 7518 6.2): {"kty":"EC","crv":"P-256"|"secp256k1","x":..,"y":..,"d":..}
 *     (secp256k1's name from RFC 8812),
 *   OKP (RFC 8037 2): {"kty":"OKP","crv":"X25519"|"Ed25519"|"X448"|"Ed448","x":..,"d":..},
 * every value base64url without padding; "d" (the private key) only in a
 * private JWK.
 *
 * Layer: proto; curve-independent like key_der.h (the keys are checked one
 * layer up). The encoder writes the members in the order above, with no
 * blanks. The decoder takes one JSON object (blanks around tokens), the
 * members in any order, ignores members it does not know (RFC 7517 4:
 * "use", "kid", "alg", ... with any JSON value), and refuses a duplicate
 * member, escapes inside the values it reads, padding, and values of the
 * wrong length (the coordinates and "d" are of the curve's fixed size, RFC
 * 7518 6.2.1.2 and 6.2.2.1).
 *
 * Timing: "d" is decoded by the constant-time base64url of base64.h; the
 * parser finds the end of each string by its '"' alone (declassified; no
 * base64url character is one).
 */
#ifndef SF_PROTO_KEYS_JWK_H
#define SF_PROTO_KEYS_JWK_H

#include <stddef.h>
#include <stdint.h>

#include "proto/keys/key_der.h"
#include "snowfield/common.h"

/* The longest JWK the encoder writes (an EC private key). */
#define SF_JWK_MAX_LEN 200

/*
 * out[0 .. *outlen) = the JWK of the public key pk (the SPKI form:
 * 65 bytes 04 || X || Y for EC, the RFC 8410 key otherwise), with "d" = sk
 * when sk is not NULL. No NUL is written.
 */
sf_error sf_jwk_encode(char *out, size_t *outlen, sf_keytype kt, const uint8_t *pk,
                       const uint8_t *sk);

/*
 * The key of the JWK in[0 .. inlen): *kt its type (want: SF_KT_NONE for
 * any, else SF_ERR_UNSUPPORTED for another), pk (65 or the RFC 8410
 * length; pk holds 65) its public key in the SPKI form, and when the JWK
 * has "d", sk (holds 57) and *has_sk = 1. Errors: SF_ERR_INVALID_ENCODING
 * (not JSON of a JWK, a missing member, a bad value), SF_ERR_UNSUPPORTED
 * (another "kty" or "crv"), SF_ERR_INVALID_ARGUMENT.
 */
sf_error sf_jwk_decode(sf_keytype *kt, uint8_t *pk, uint8_t *sk, int *has_sk, sf_keytype want,
                       const char *in, size_t inlen);

#endif /* SF_PROTO_KEYS_JWK_H */

/*
 * FourQlib's public API (microsoft/FourQlib, FourQ.h and FourQ_api.h),
 * served by Snowfield: the same type names (digit_t, felm_t, f2elm_t,
 * point_affine, point_t, ECCRYPTO_STATUS), function names, signatures
 * (inputs first, outputs last) and return values, for the functions below.
 * Add -I<prefix>/include/snowfield/compat and include "fourq.h" where
 * FourQlib code includes "FourQ_api.h"; link with -lsnowfield.
 *
 * Byte formats are FourQlib's (all little-endian; see snowfield/fourq.h).
 * digit_t is the machine word: 64 bits on 64-bit targets (NWORDS_FIELD 2),
 * 32 bits elsewhere (NWORDS_FIELD 4), so a scalar is digit_t[NWORDS_ORDER]
 * and an Fp element felm_t, as in FourQlib's ports; the values are read and
 * written word by word, least significant word first.
 *
 * Behaviour: byte for byte FourQlib's, quirks included:
 *  - scalars and secret keys are any 256-bit value, used mod N (0 and N
 *    give the identity, which the key generators return as FourQlib does);
 *  - SchnorrQ_Verify checks S < 2^246 only, so it accepts S + N when that
 *    is still below 2^246 (the native sf_fourq_schnorrq_verify
 *    refuses S >= N);
 *  - the decoders accept a y component equal to p (as 0) and ignore the
 *    sign bit when x = 0; SecretAgreement checks bit 127 of each component
 *    and the curve equation only;
 *  - a peer key of small order gives ECCRYPTO_ERROR_SHARED_KEY (the result
 *    is the identity).
 * Differences: no heap (FourQlib allocates in SchnorrQ_Sign); on failure
 * every output is zeroed (a bool false from ecc_mul, any status but
 * ECCRYPTO_SUCCESS); NULL pointers give false / ECCRYPTO_ERROR_INVALID_PARAMETER.
 * The functions that draw random keys (KeyGeneration and friends) are not
 * provided. Constant time in every secret; ecc_mul_double and
 * SchnorrQ_Verify are variable time (public inputs), as in FourQlib.
 */
#ifndef SF_COMPAT_FOURQ_H
#define SF_COMPAT_FOURQ_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4 && !defined(_WIN32)
#define SF_FOURQ_COMPAT_API __attribute__((visibility("default")))
#else
#define SF_FOURQ_COMPAT_API
#endif

#if UINTPTR_MAX > 0xffffffffu
typedef uint64_t digit_t;
#define NWORDS_FIELD 2
#define NWORDS_ORDER 4
#else
typedef uint32_t digit_t;
#define NWORDS_FIELD 4
#define NWORDS_ORDER 8
#endif
#define RADIX (8 * sizeof(digit_t))

typedef digit_t felm_t[NWORDS_FIELD]; /* an Fp element, 127 bits */
typedef felm_t f2elm_t[2];            /* re, im */

typedef struct {
    f2elm_t x;
    f2elm_t y;
} point_affine;
typedef point_affine point_t[1];

typedef enum {
    ECCRYPTO_ERROR,                        /* 0x00 */
    ECCRYPTO_SUCCESS,                      /* 0x01 */
    ECCRYPTO_ERROR_DURING_TEST,            /* 0x02 */
    ECCRYPTO_ERROR_UNKNOWN,                /* 0x03 */
    ECCRYPTO_ERROR_NOT_IMPLEMENTED,        /* 0x04 */
    ECCRYPTO_ERROR_NO_MEMORY,              /* 0x05 */
    ECCRYPTO_ERROR_INVALID_PARAMETER,      /* 0x06 */
    ECCRYPTO_ERROR_SHARED_KEY,             /* 0x07 */
    ECCRYPTO_ERROR_SIGNATURE_VERIFICATION, /* 0x08 */
    ECCRYPTO_ERROR_HASH_TO_CURVE,          /* 0x09 */
    ECCRYPTO_ERROR_END_OF_LIST
} ECCRYPTO_STATUS;

#define ECCRYPTO_STATUS_TYPE_SIZE (ECCRYPTO_ERROR_END_OF_LIST)

/* ---- scalar multiplication ------------------------------------------------ */

/* Q = [k mod N]G. Returns true. */
SF_FOURQ_COMPAT_API bool ecc_mul_fixed(digit_t *k, point_t Q);

/* Q = [k]P, or [k]([392]P) with clear_cofactor. false if P is not on the
 * curve. */
SF_FOURQ_COMPAT_API bool ecc_mul(point_t P, digit_t *k, point_t Q, bool clear_cofactor);

/* R = [k]G + [l]Q. false if Q is not on the curve. VARIABLE TIME. */
SF_FOURQ_COMPAT_API bool ecc_mul_double(digit_t *k, point_t Q, digit_t *l, point_t R);

/* ---- co-factor ECDH --------------------------------------------------------- */

/* PublicKey (32 bytes) = encode([SecretKey]G). */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS CompressedPublicKeyGeneration(const unsigned char *SecretKey,
                                                                  unsigned char *PublicKey);

/* SharedSecret (32 bytes) = y([SecretKey]([392]A)), A the 32-byte key. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS CompressedSecretAgreement(const unsigned char *SecretKey,
                                                              const unsigned char *PublicKey,
                                                              unsigned char *SharedSecret);

/* PublicKey (64 bytes, x || y) = [SecretKey]G. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS PublicKeyGeneration(const unsigned char *SecretKey,
                                                        unsigned char *PublicKey);

/* SharedSecret (32 bytes) = y([SecretKey]([392]A)), A the 64-byte key. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SecretAgreement(const unsigned char *SecretKey,
                                                    const unsigned char *PublicKey,
                                                    unsigned char *SharedSecret);

/* ---- SchnorrQ ------------------------------------------------------------------ */

SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_KeyGeneration(const unsigned char *SecretKey,
                                                           unsigned char *PublicKey);

SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_Sign(const unsigned char *SecretKey,
                                                  const unsigned char *PublicKey,
                                                  const unsigned char *Message,
                                                  const unsigned int SizeMessage,
                                                  unsigned char *Signature);

/* *valid = 1 if Signature verifies, else 0. VARIABLE TIME. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_Verify(const unsigned char *PublicKey,
                                                    const unsigned char *Message,
                                                    const unsigned int SizeMessage,
                                                    const unsigned char *Signature,
                                                    unsigned int *valid);

/* ---- hash to curve ------------------------------------------------------------- */

/* P = [392] Elligator(r). Returns ECCRYPTO_SUCCESS. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS HashToCurve(f2elm_t r, point_t P);

#ifdef __cplusplus
}
#endif

#endif /* SF_COMPAT_FOURQ_H */

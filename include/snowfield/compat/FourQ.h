/*
 * FourQlib's types and constants (microsoft/FourQlib, FourQ.h), served by
 * Snowfield: digit_t, felm_t, f2elm_t, point_affine, point_t,
 * ECCRYPTO_STATUS, and the macros RADIX, NWORDS_FIELD and NWORDS_ORDER,
 * all usable in #if as FourQlib's own headers use them. The functions are
 * in FourQ_api.h, which includes this header.
 *
 * digit_t is the machine word: 64 bits on 64-bit targets (RADIX 64,
 * NWORDS_FIELD 2, NWORDS_ORDER 4), 32 bits elsewhere (RADIX 32, 4 and 8),
 * as FourQlib's 64-bit and 32-bit ports define it.
 */
#ifndef SF_COMPAT_FOURQ_TYPES_H
#define SF_COMPAT_FOURQ_TYPES_H

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
#define RADIX 64
typedef uint64_t digit_t;
typedef int64_t sdigit_t;
#define NWORDS_FIELD 2
#define NWORDS_ORDER 4
#else
#define RADIX 32
typedef uint32_t digit_t;
typedef int32_t sdigit_t;
#define NWORDS_FIELD 4
#define NWORDS_ORDER 8
#endif

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

#ifdef __cplusplus
}
#endif

#endif /* SF_COMPAT_FOURQ_TYPES_H */

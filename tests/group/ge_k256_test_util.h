/*
 * Helpers shared by the secp256k1 group, multiplication and API tests:
 * reading the points and scalars of tests/model/gen_ge_k256.py's
 * ge_k256.txt. Header-only (static functions), included by one test file
 * each.
 */
#ifndef SF_TESTS_GROUP_GE_K256_TEST_UTIL_H
#define SF_TESTS_GROUP_GE_K256_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "group/k256/ge_k256.h"
#include "scalar/k256/sc_k256.h"
#include "test.h"

/* The point readers sf_k256t_point, sf_k256t_affine and sf_k256t_is; a model
 * point is "inf" or 33-byte compressed hex. */
#define SF_TJ_NAME(n) sf_k256t_##n
#define SF_TJ_GE(n) sf_ge_k256_##n
#define SF_TJ_FE(n) sf_fk256_##n
#define SF_TJ_FE_T sf_fk256
#define SF_TJ_ENC 33
#include "group/ge_jac_test_util_impl.h"

/* Parse a 64-hex-digit scalar (must be < n). */
static inline int sf_k256t_scalar(sf_sc_k256 *r, const char *hex)
{
    uint8_t b[32];
    return sf_test_unhex(b, sizeof b, hex) == 32 && sf_sc_k256_load(r, b) == 0;
}

/* Open the model file, or NULL (the caller skips). */
static inline FILE *sf_k256t_open_model(void)
{
    return sf_test_open(sf_test_gen_dir(), "ge_k256.txt");
}

#endif /* SF_TESTS_GROUP_GE_K256_TEST_UTIL_H */

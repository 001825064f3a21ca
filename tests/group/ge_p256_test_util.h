/*
 * Helpers shared by the P-256 group and multiplication tests: reading the
 * points and scalars of tests/model/gen_ge_p256.py's ge_p256.txt.
 * Header-only (static functions), included by one test file each.
 */
#ifndef SF_TESTS_GROUP_GE_P256_TEST_UTIL_H
#define SF_TESTS_GROUP_GE_P256_TEST_UTIL_H

#include <string.h>

#include "group/p256/ge_p256.h"
#include "test.h"

/* The point readers sf_p256t_point, sf_p256t_affine and sf_p256t_is; a model
 * point is "inf" or 128 hex digits x || y. */
#define SF_TJ_NAME(n) sf_p256t_##n
#define SF_TJ_GE(n) sf_ge_p256_##n
#define SF_TJ_FE(n) sf_fp256_##n
#define SF_TJ_FE_T sf_fp256
#define SF_TJ_ENC 64
#include "group/ge_jac_test_util_impl.h"

#endif /* SF_TESTS_GROUP_GE_P256_TEST_UTIL_H */

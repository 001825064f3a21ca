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

/* Split a model line into up to max space-separated fields (in place). */
static int sf_p256t_split(char *line, char **f, int max)
{
    int n = 0;
    char *s = strtok(line, " \r\n");
    while (s != NULL && n < max) {
        f[n++] = s;
        s = strtok(NULL, " \r\n");
    }
    return n;
}

/*
 * Parse a model point ("inf" or 128 hex digits x || y) into a Jacobian point
 * scaled by lambda = seed-derived nonzero field element (so Z != 1 is
 * exercised): (lambda^2 x, lambda^3 y, lambda). Returns 1 on success.
 */
static int sf_p256t_point(sf_ge_p256_jac *r, const char *hex, uint32_t scale)
{
    uint8_t raw[64];
    sf_ge_p256_affine a;
    sf_fp256 l, l2;
    if (strcmp(hex, "inf") == 0) {
        sf_ge_p256_jac_set_infinity(r);
        return 1;
    }
    if (sf_test_unhex(raw, sizeof raw, hex) != 64 ||
        sf_ge_p256_decode(&a, raw, 64) != SF_OK)
        return 0;
    sf_ge_p256_jac_from_affine(r, &a);
    if (scale == 0)
        return 1;
    sf_fp256_set_u32(&l, scale);
    sf_fp256_sqr(&l2, &l);
    sf_fp256_mul(&r->X, &r->X, &l2);
    sf_fp256_mul(&l2, &l2, &l);
    sf_fp256_mul(&r->Y, &r->Y, &l2);
    sf_fp256_copy(&r->Z, &l);
    return 1;
}

/* Parse a model point that must be finite, as an affine point. */
static int sf_p256t_affine(sf_ge_p256_affine *r, const char *hex)
{
    uint8_t raw[64];
    return strcmp(hex, "inf") != 0 &&
           sf_test_unhex(raw, sizeof raw, hex) == 64 &&
           sf_ge_p256_decode(r, raw, 64) == SF_OK;
}

/* 1 if the Jacobian point p is the model point hex. */
static int sf_p256t_is(const sf_ge_p256_jac *p, const char *hex)
{
    sf_ge_p256_jac want;
    return sf_p256t_point(&want, hex, 0) && sf_ge_p256_jac_eq(p, &want) &&
           sf_ge_p256_jac_is_valid(p);
}

#endif /* SF_TESTS_GROUP_GE_P256_TEST_UTIL_H */

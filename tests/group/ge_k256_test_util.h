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

/* Split a model line into up to max space-separated fields (in place). */
static inline int sf_k256t_split(char *line, char **f, int max)
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
 * Parse a model point ("inf" or 33-byte compressed hex) into a Jacobian
 * point scaled by the factor `scale` when it is not 0: (l^2 x, l^3 y, l), so
 * that Z != 1 is exercised. Returns 1 on success.
 */
static inline int sf_k256t_point(sf_ge_k256_jac *r, const char *hex, uint32_t scale)
{
    uint8_t raw[33];
    sf_ge_k256_affine a;
    sf_fk256 l, l2;
    if (strcmp(hex, "inf") == 0) {
        sf_ge_k256_jac_set_infinity(r);
        return 1;
    }
    if (sf_test_unhex(raw, sizeof raw, hex) != 33 ||
        sf_ge_k256_decode(&a, raw, 33) != SF_OK)
        return 0;
    sf_ge_k256_jac_from_affine(r, &a);
    if (scale == 0)
        return 1;
    sf_fk256_set_u32(&l, scale);
    sf_fk256_sqr(&l2, &l);
    sf_fk256_mul(&r->X, &r->X, &l2);
    sf_fk256_mul(&l2, &l2, &l);
    sf_fk256_mul(&r->Y, &r->Y, &l2);
    r->Z = l;
    return 1;
}

/* Parse a model point that must be finite, as an affine point. */
static inline int sf_k256t_affine(sf_ge_k256_affine *r, const char *hex)
{
    uint8_t raw[33];
    return strcmp(hex, "inf") != 0 && sf_test_unhex(raw, sizeof raw, hex) == 33 &&
           sf_ge_k256_decode(r, raw, 33) == SF_OK;
}

/* Parse a 64-hex-digit scalar (must be < n). */
static inline int sf_k256t_scalar(sf_sc_k256 *r, const char *hex)
{
    uint8_t b[32];
    return sf_test_unhex(b, sizeof b, hex) == 32 && sf_sc_k256_load(r, b) == 0;
}

/* 1 if the Jacobian point p is the model point hex (and valid). */
static inline int sf_k256t_is(const sf_ge_k256_jac *p, const char *hex)
{
    sf_ge_k256_jac want;
    return sf_k256t_point(&want, hex, 0) && sf_ge_k256_jac_eq(p, &want) &&
           sf_ge_k256_jac_is_valid(p);
}

/* Open the model file, or NULL (the caller skips). */
static inline FILE *sf_k256t_open_model(void)
{
    return sf_test_open(sf_test_gen_dir(), "ge_k256.txt");
}

#endif /* SF_TESTS_GROUP_GE_K256_TEST_UTIL_H */

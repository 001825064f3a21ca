/*
 * Helpers for tests/group/test_ge_snowshoe.c: hex <-> points and field
 * elements, comparisons, and a variable-time double-and-add.
 */
#ifndef SF_TESTS_GROUP_GE_SNOWSHOE_TEST_UTIL_H
#define SF_TESTS_GROUP_GE_SNOWSHOE_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "test.h"

/* ==== helpers ============================================================ */

static inline void sf_tge_hex(uint8_t *out, size_t n, const char *hex)
{
    if (sf_test_unhex(out, n, hex) != (long)n) {
        printf("    bad hex (want %zu bytes): %.40s...\n", n, hex);
        SF_CHECK(0);
        memset(out, 0, n);
    }
}

static inline void sf_tge_fp2(sf_fp2_127 *r, const char *hex_be_re, const char *hex_be_im)
{
    /* big-endian hex (as in snowshoe.json) -> field element */
    uint8_t b[32] = {0};
    uint8_t tmp[16];
    const char *h[2] = {hex_be_re, hex_be_im};
    for (int k = 0; k < 2; k++) {
        char pad[33];
        size_t len = strlen(h[k]);
        memset(pad, '0', 32);
        memcpy(pad + 32 - len, h[k], len);
        pad[32] = '\0';
        sf_tge_hex(tmp, 16, pad);
        for (int j = 0; j < 16; j++)
            b[16 * k + j] = tmp[15 - j];
    }
    SF_CHECK(sf_fp2_127_decode(r, b) == 1);
}

/* Decode a point that must be valid. */
static inline void sf_tge_point(sf_ge_snowshoe_ext *r, const char *hex)
{
    uint8_t b[64];
    sf_tge_hex(b, 64, hex);
    SF_CHECK(sf_ge_snowshoe_decode_vartime(r, b) == SF_OK);
}

static inline int sf_tge_is(const sf_ge_snowshoe_ext *p, const char *hex)
{
    uint8_t got[64], want[64];
    sf_ge_snowshoe_encode(got, p);
    sf_tge_hex(want, 64, hex);
    return memcmp(got, want, 64) == 0;
}

static inline int sf_tge_same(const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *q)
{
    uint8_t a[64], b[64];
    sf_ge_snowshoe_encode(a, p);
    sf_ge_snowshoe_encode(b, q);
    return memcmp(a, b, 64) == 0 && sf_ge_snowshoe_ext_eq(p, q) == 1;
}

static inline void sf_tge_proj_to_ext(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_proj *p)
{
    /* T = XY/Z, for comparisons only */
    sf_fp2_127 zi;
    sf_fp2_127_inv(&zi, &p->Z);
    sf_fp2_127_mul(&r->X, &p->X, &zi);
    sf_fp2_127_mul(&r->Y, &p->Y, &zi);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_mul(&r->T, &r->X, &r->Y);
}

/* [k]P by double-and-add, k given as 32 little-endian bytes (test only, var time). */
static inline void sf_tge_mul_vartime(sf_ge_snowshoe_ext *r, const uint8_t k[32], const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_ext acc;
    sf_ge_snowshoe_ext_identity(&acc);
    for (int i = 255; i >= 0; i--) {
        sf_ge_snowshoe_dbl(&acc, &acc);
        if ((k[i / 8] >> (i % 8)) & 1)
            sf_ge_snowshoe_add(&acc, &acc, p);
    }
    *r = acc;
}

static inline void sf_tge_be32_to_le(uint8_t out[32], const char *hex_be)
{
    uint8_t b[32];
    char pad[65];
    size_t len = strlen(hex_be);
    memset(pad, '0', 64);
    memcpy(pad + 64 - len, hex_be, len);
    pad[64] = '\0';
    sf_tge_hex(b, 32, pad);
    for (int i = 0; i < 32; i++)
        out[i] = b[31 - i];
}

/* Omega+- = (+-delta : 0 : 1 : 0), delta^2 = d/a. */
static inline void sf_tge_omega(sf_ge_snowshoe_ext *r, uint32_t minus)
{
    sf_fp2_127 a, d, t;
    sf_fp2_127_one(&t);
    sf_ge_snowshoe_mul_u(&a, &t);
    sf_fp2_127_neg(&a, &a);
    sf_ge_snowshoe_mul_d(&d, &t);
    sf_fp2_127_inv(&a, &a);
    sf_fp2_127_mul(&t, &d, &a);
    SF_CHECK(sf_fp2_127_sqrt(&r->X, &t) == 1);
    sf_fp2_127_cneg(&r->X, &r->X, minus);
    sf_fp2_127_zero(&r->Y);
    sf_fp2_127_zero(&r->Z);
    sf_fp2_127_one(&r->T);
}

#define SF_TGE_Q "0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a5"
#define SF_TGE_LAMBDA "0ec2108006820e1ab0a9480ccbb42be2a827c49cde94f5cccbf95d17bd8cf58f"

#endif /* SF_TESTS_GROUP_GE_SNOWSHOE_TEST_UTIL_H */

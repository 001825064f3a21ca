/*
 * Tests of the secp256k1 scalars mod n (src/scalar/k256), run unchanged at
 * both limb sizes (sf-tests: 4x64, sf-tests-portable: 8x32).
 *
 * The bulk is the model file DIR/sc_k256.txt written by
 * tests/model/gen_k256.py (format in its docstring): load with overflow,
 * wide reduction, add/sub/neg/mul/sqr/inv, is_high at the n/2 boundary and
 * the exact GLV split. On top, the split is checked structurally
 * (recombination, 128-bit halves), and the window extraction against a
 * bit-by-bit reference.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scalar/k256/sc_k256.h"
#include "test.h"

/* lambda, big-endian (for the recombination check) */
static const uint8_t sf_tsk_lambda[32] = {
    0x53, 0x63, 0xad, 0x4c, 0xc0, 0x5c, 0x30, 0xe0, 0xa5, 0x26, 0x1c,
    0x02, 0x88, 0x12, 0x64, 0x5a, 0x12, 0x2e, 0x22, 0xea, 0x20, 0x81,
    0x66, 0x78, 0xdf, 0x02, 0x96, 0x7c, 0x1b, 0x23, 0xbd, 0x72};

static int sf_tsk_hex(uint8_t *out, size_t n, const char *hex)
{
    return strlen(hex) == 2 * n && sf_test_unhex(out, n, hex) == (long)n;
}

/* Load a canonical scalar from model hex (the model only emits x < n here). */
static int sf_tsk_sc(sf_sc_k256 *r, const char *hex)
{
    uint8_t b[32];
    return sf_tsk_hex(b, 32, hex) && sf_sc_k256_load(r, b) == 0;
}

static int sf_tsk_same(const sf_sc_k256 *a, const char *hex)
{
    uint8_t got[32], want[32];
    if (!sf_tsk_hex(want, 32, hex) || !sf_sc_k256_check(a))
        return 0;
    sf_sc_k256_store(got, a);
    return memcmp(got, want, 32) == 0;
}

/* |a| < 2^128 in the signed sense: min(a, n - a) has its top 128 bits 0. */
static int sf_tsk_short(const sf_sc_k256 *a)
{
    sf_sc_k256 m;
    uint8_t b[32];
    (void)sf_sc_k256_abs(&m, a);
    sf_sc_k256_store(b, &m);
    for (int i = 0; i < 16; i++)
        if (b[i] != 0)
            return 0;
    return 1;
}

static int sf_tsk_line(char *line, unsigned long *count)
{
    char *f[5];
    int nf = sf_test_split(line, f, 5);
    sf_sc_k256 a, b, r, s;
    if (nf < 2)
        return nf == 0;
    (*count)++;

    if (strcmp(f[0], "load") == 0 && nf == 4) {
        uint8_t in[32];
        uint32_t ovf = (uint32_t)strtoul(f[2], NULL, 10);
        if (!sf_tsk_hex(in, 32, f[1]))
            return 0;
        return sf_sc_k256_load(&r, in) == ovf && sf_tsk_same(&r, f[3]);
    }
    if (strcmp(f[0], "wide") == 0 && nf == 3) {
        uint8_t in[64];
        if (!sf_tsk_hex(in, 64, f[1]))
            return 0;
        sf_sc_k256_reduce_wide(&r, in);
        return sf_tsk_same(&r, f[2]);
    }
    if (nf == 4 && (strcmp(f[0], "add") == 0 || strcmp(f[0], "sub") == 0 ||
                    strcmp(f[0], "mul") == 0)) {
        if (!sf_tsk_sc(&a, f[1]) || !sf_tsk_sc(&b, f[2]))
            return 0;
        if (f[0][0] == 'a') {
            sf_sc_k256_add(&r, &a, &b);
            s = a;
            sf_sc_k256_add(&s, &s, &b);
        } else if (f[0][0] == 's') {
            sf_sc_k256_sub(&r, &a, &b);
            sf_sc_k256_neg(&s, &b);
            sf_sc_k256_add(&s, &a, &s);
        } else {
            sf_sc_k256_mul(&r, &a, &b);
            s = b;
            sf_sc_k256_mul(&s, &a, &s);
        }
        return sf_tsk_same(&r, f[3]) && sf_tsk_same(&s, f[3]);
    }
    if (strcmp(f[0], "sqr") == 0 && nf == 3) {
        if (!sf_tsk_sc(&a, f[1]))
            return 0;
        sf_sc_k256_sqr(&r, &a);
        return sf_tsk_same(&r, f[2]);
    }
    if (strcmp(f[0], "neg") == 0 && nf == 3) {
        if (!sf_tsk_sc(&a, f[1]))
            return 0;
        sf_sc_k256_neg(&r, &a);
        sf_sc_k256_cneg(&s, &a, 1);
        sf_sc_k256_cneg(&b, &a, 0);
        return sf_tsk_same(&r, f[2]) && sf_tsk_same(&s, f[2]) &&
               sf_sc_k256_eq(&b, &a);
    }
    if (strcmp(f[0], "inv") == 0 && nf == 3) {
        if (!sf_tsk_sc(&a, f[1]))
            return 0;
        sf_sc_k256_inv(&r, &a);
        sf_sc_k256_inv_vartime(&s, &a);
        return sf_tsk_same(&r, f[2]) && sf_tsk_same(&s, f[2]);
    }
    if (strcmp(f[0], "high") == 0 && nf == 3) {
        uint32_t want = (uint32_t)strtoul(f[2], NULL, 10), neg;
        if (!sf_tsk_sc(&a, f[1]))
            return 0;
        neg = sf_sc_k256_abs(&r, &a);
        return sf_sc_k256_is_high(&a) == want && neg == want &&
               sf_sc_k256_is_high(&r) == 0;
    }
    if (strcmp(f[0], "split") == 0 && nf == 4) {
        sf_sc_k256 k1, k2, lam;
        if (!sf_tsk_sc(&a, f[1]))
            return 0;
        sf_sc_k256_split_lambda(&k1, &k2, &a);
        /* structural: k1 + k2 lambda = k, both halves short */
        (void)sf_sc_k256_load(&lam, sf_tsk_lambda);
        sf_sc_k256_mul(&r, &k2, &lam);
        sf_sc_k256_add(&r, &r, &k1);
        if (!sf_sc_k256_eq(&r, &a) || !sf_tsk_short(&k1) || !sf_tsk_short(&k2))
            return 0;
        /* aliasing the input with an output */
        s = a;
        sf_sc_k256_split_lambda(&s, &b, &s);
        return sf_tsk_same(&k1, f[2]) && sf_tsk_same(&k2, f[3]) &&
               sf_sc_k256_eq(&s, &k1) && sf_sc_k256_eq(&b, &k2);
    }
    return 0;
}

SF_TEST(sc_k256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "sc_k256.txt");
    char line[512];
    unsigned long n = 0, bad = 0, lineno = 0;
    if (fp == NULL)
        SF_SKIP("sc_k256.txt not generated (run tests/model/gen_k256.py)");
    while (fgets(line, sizeof line, fp) != NULL) {
        char copy[512];
        lineno++;
        memcpy(copy, line, sizeof copy);
        if (!sf_tsk_line(line, &n)) {
            if (bad < 5)
                printf("    sc_k256.txt:%lu: %s", lineno, copy);
            bad++;
        }
    }
    fclose(fp);
    printf("    sc_k256 (%d-bit limbs): %lu model cases\n", SF_SC_K256_LIMB_BITS, n);
    SF_CHECK(n >= 10000);
    SF_CHECK(bad == 0);
}

/* get_bits against a bit-by-bit reference over the stored bytes. */
SF_TEST(sc_k256_get_bits)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x5c256);
    for (int iter = 0; iter < 200; iter++) {
        uint8_t b[32];
        sf_sc_k256 a;
        sf_test_rng_bytes(&rng, b, 32);
        (void)sf_sc_k256_load(&a, b);
        sf_sc_k256_store(b, &a);
        for (unsigned count = 1; count <= 32; count++) {
            unsigned off = (unsigned)(sf_test_rng_u64(&rng) % (257 - count));
            uint32_t want = 0;
            for (unsigned i = 0; i < count; i++) {
                unsigned bit = off + i;
                want |= (uint32_t)((b[31 - bit / 8] >> (bit % 8)) & 1) << i;
            }
            SF_CHECK(sf_sc_k256_get_bits(&a, off, count) == want);
        }
    }
}

/* Small identities: 1/1 = 1, -0 = 0, is_one, cmov, inverse products. */
SF_TEST(sc_k256_props)
{
    sf_sc_k256 z, one, r, a;
    sf_test_rng rng;
    uint8_t b[32];
    sf_sc_k256_zero(&z);
    sf_sc_k256_one(&one);
    sf_sc_k256_neg(&r, &z);
    SF_CHECK(sf_sc_k256_is_zero(&r));
    sf_sc_k256_inv(&r, &one);
    SF_CHECK(sf_sc_k256_is_one(&r));
    sf_sc_k256_inv(&r, &z);
    SF_CHECK(sf_sc_k256_is_zero(&r));
    sf_sc_k256_inv_vartime(&r, &z);
    SF_CHECK(sf_sc_k256_is_zero(&r));
    r = z;
    sf_sc_k256_cmov(&r, &one, 0);
    SF_CHECK(sf_sc_k256_is_zero(&r));
    sf_sc_k256_cmov(&r, &one, 1);
    SF_CHECK(sf_sc_k256_is_one(&r));
    sf_sc_k256_set_u32(&r, 0xFFFFFFFFu);
    sf_sc_k256_store(b, &r);
    SF_CHECK(b[31] == 0xFF && b[28] == 0xFF && b[27] == 0);
    sf_test_rng_seed(&rng, 99);
    for (int i = 0; i < 200; i++) {
        sf_test_rng_bytes(&rng, b, 32);
        (void)sf_sc_k256_load(&a, b);
        sf_sc_k256_inv(&r, &a);
        sf_sc_k256_mul(&r, &r, &a);
        SF_CHECK(sf_sc_k256_is_one(&r));
    }
}

const sf_test_case sf_tests_sc_k256[] = {
    SF_CASE(sc_k256_model),
    SF_CASE(sc_k256_get_bits),
    SF_CASE(sc_k256_props),
    SF_CASES_END,
};

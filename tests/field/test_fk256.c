/*
 * Tests of F_p, p = 2^256 - 2^32 - 977 (src/field/k256), run unchanged over
 * both backends (sf-tests: 64-bit, sf-tests-portable: 32-bit).
 *
 * Most cases come from the independent Python model tests/model/gen_k256.py
 * (DIR/fk256.txt, format in its docstring): every operation is compared
 * with the model on random values, edge values (0, 1, p-1, p, p+1, 2^256-1,
 * values near 2^256 - p, all-ones limbs of both radices, squares and
 * non-squares) and inputs at every allowed magnitude. The binary is built
 * with SF_VERIFY, so every call also checks the magnitude contracts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "field/k256/fk256.h"
#include "test.h"

/* 64 hex digits -> 32 bytes; 0 on malformed input. */
static int sf_tk_hex32(uint8_t out[32], const char *hex)
{
    return strlen(hex) == 64 && sf_test_unhex(out, 32, hex) == 32;
}

/* Decode any 256-bit integer (canonical or not) as an element. */
static int sf_tk_elem(sf_fk256 *r, const char *hex)
{
    uint8_t b[32];
    if (!sf_tk_hex32(b, hex))
        return 0;
    (void)sf_fk256_decode(r, b);
    return 1;
}

/* Compare an element (any magnitude) with the model's canonical hex. */
static int sf_tk_same(const sf_fk256 *a, const char *hex)
{
    uint8_t got[32], want[32];
    sf_fk256 t;
    if (!sf_tk_hex32(want, hex))
        return 0;
    sf_fk256_encode(got, a);
    sf_fk256_normalize(&t, a);
    if (!sf_fk256_check_normalized(&t))
        return 0;
    return memcmp(got, want, 32) == 0;
}

/* Build the element whose limbs are all at the magnitude-m maximum. */
static void sf_tk_maxlimb(sf_fk256 *r, uint32_t m)
{
#ifdef SF_FIELD_PORTABLE
    for (int i = 0; i < 9; i++)
        r->n[i] = (uint32_t)((m << 27) - 1);
    r->n[9] = (uint32_t)((m << 23) - 1);
#else
    for (int i = 0; i < 4; i++)
        r->n[i] = ((uint64_t)m << 53) - 1;
    r->n[4] = ((uint64_t)m << 49) - 1;
#endif
}

/* One model line; returns 1 if it passed. */
static int sf_tk_line(char *line, unsigned long *count)
{
    char *f[6];
    int nf = sf_test_split(line, f, 6);
    sf_fk256 a, b, r, s;
    if (nf < 2)
        return nf == 0;
    (*count)++;

    if (strcmp(f[0], "mul") == 0 && nf == 4) {
        if (!sf_tk_elem(&a, f[1]) || !sf_tk_elem(&b, f[2]))
            return 0;
        sf_fk256_mul(&r, &a, &b);
        s = a; /* aliased output */
        sf_fk256_mul(&s, &s, &b);
        return sf_tk_same(&r, f[3]) && sf_tk_same(&s, f[3]);
    }
    if (strcmp(f[0], "add") == 0 && nf == 4) {
        if (!sf_tk_elem(&a, f[1]) || !sf_tk_elem(&b, f[2]))
            return 0;
        sf_fk256_add(&r, &a, &b); /* magnitude 2 */
        return sf_tk_same(&r, f[3]);
    }
    if (strcmp(f[0], "sub") == 0 && nf == 4) {
        if (!sf_tk_elem(&a, f[1]) || !sf_tk_elem(&b, f[2]))
            return 0;
        sf_fk256_sub(&r, &a, &b, 1); /* magnitude 3 */
        s = r;
        sf_fk256_normalize_weak(&s, &s);
        return sf_tk_same(&r, f[3]) && sf_tk_same(&s, f[3]);
    }
    if (strcmp(f[0], "sqr") == 0 && nf == 3) {
        if (!sf_tk_elem(&a, f[1]))
            return 0;
        sf_fk256_sqr(&r, &a);
        sf_fk256_mul(&s, &a, &a);
        return sf_tk_same(&r, f[2]) && sf_tk_same(&s, f[2]);
    }
    if (strcmp(f[0], "neg") == 0 && nf == 3) {
        if (!sf_tk_elem(&a, f[1]))
            return 0;
        sf_fk256_neg(&r, &a, 1);
        sf_fk256_cneg(&s, &a, 1, 1);
        sf_fk256_cneg(&b, &a, 1, 0);
        return sf_tk_same(&r, f[2]) && sf_tk_same(&s, f[2]) &&
               sf_fk256_eq(&b, &a);
    }
    if (strcmp(f[0], "mulk") == 0 && nf == 5) {
        uint32_t k = (uint32_t)strtoul(f[2], NULL, 10);
        if (!sf_tk_elem(&a, f[1]) || !sf_tk_elem(&b, f[3]) || k < 1 || k > 8)
            return 0;
        sf_fk256_mul_int(&a, &a, k); /* magnitude k */
        sf_fk256_mul(&r, &a, &b);
        sf_fk256_mul(&s, &b, &a);
        return sf_tk_same(&r, f[4]) && sf_tk_same(&s, f[4]);
    }
    if (strcmp(f[0], "negk") == 0 && nf == 4) {
        uint32_t k = (uint32_t)strtoul(f[2], NULL, 10);
        if (!sf_tk_elem(&a, f[1]) || k < 1 || k > 31)
            return 0;
        sf_fk256_mul_int(&a, &a, k);
        sf_fk256_neg(&r, &a, k); /* magnitude k + 1 */
        return sf_tk_same(&r, f[3]);
    }
    if (strcmp(f[0], "mulint") == 0 && nf == 4) {
        uint32_t c = (uint32_t)strtoul(f[2], NULL, 10);
        if (!sf_tk_elem(&a, f[1]) || c > 32)
            return 0;
        sf_fk256_mul_int(&r, &a, c);
        return sf_tk_same(&r, f[3]);
    }
    if (strcmp(f[0], "inv") == 0 && nf == 3) {
        if (!sf_tk_elem(&a, f[1]))
            return 0;
        sf_fk256_inv(&r, &a);
        sf_fk256_inv_vartime(&s, &a);
        return sf_tk_same(&r, f[2]) && sf_tk_same(&s, f[2]);
    }
    if (strcmp(f[0], "sqrt") == 0 && nf == 4) {
        uint32_t want = (uint32_t)strtoul(f[2], NULL, 10), got;
        if (!sf_tk_elem(&a, f[1]))
            return 0;
        got = sf_fk256_sqrt(&r, &a);
        return got == want && sf_fk256_is_square(&a) == want &&
               sf_tk_same(&r, f[3]);
    }
    if (strcmp(f[0], "dec") == 0 && nf == 4) {
        uint8_t in[32], want[32], out[32];
        uint32_t ok = (uint32_t)strtoul(f[2], NULL, 10);
        int pass;
        if (!sf_tk_hex32(in, f[1]) || !sf_tk_hex32(want, f[3]))
            return 0;
        pass = sf_fk256_decode(&a, in) == ok && sf_fk256_check_mag(&a, 1);
        sf_fk256_encode(out, &a);
        pass &= memcmp(out, want, 32) == 0;
        /* predicates against the canonical value */
        (void)sf_fk256_decode(&b, want);
        pass &= sf_fk256_eq(&a, &b) == 1;
        pass &= sf_fk256_is_zero(&a) == sf_ct_bytes_eq(want, (const uint8_t[32]){0}, 32);
        pass &= sf_fk256_is_odd(&a) == (uint32_t)(want[31] & 1);
        sf_fk256_one(&s);
        sf_fk256_add(&s, &s, &a);
        pass &= sf_fk256_eq(&s, &a) == 0;
        /* cmov / cswap move exactly when told to */
        r = b;
        sf_fk256_cmov(&r, &s, 0);
        pass &= sf_fk256_eq(&r, &b);
        sf_fk256_cmov(&r, &s, 1);
        pass &= sf_fk256_eq(&r, &s);
        r = b;
        sf_fk256_cswap(&r, &s, 1);
        pass &= sf_fk256_eq(&s, &b) & !sf_fk256_eq(&r, &b);
        sf_fk256_cswap(&r, &s, 0);
        pass &= sf_fk256_eq(&s, &b);
        return pass;
    }
    if (strcmp(f[0], "maxlimb") == 0 && nf == 4) {
        int radix = atoi(f[1]);
        uint32_t m = (uint32_t)strtoul(f[2], NULL, 10);
#ifdef SF_FIELD_PORTABLE
        if (radix != 26)
            return 1;
#else
        if (radix != 52)
            return 1;
#endif
        sf_tk_maxlimb(&a, m);
        sf_fk256_sqr(&r, &a);
        sf_fk256_mul(&s, &a, &a);
        return sf_tk_same(&r, f[3]) && sf_tk_same(&s, f[3]);
    }
    return 0;
}

SF_TEST(fk256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "fk256.txt");
    char line[512];
    unsigned long n = 0, bad = 0, lineno = 0;
    if (fp == NULL)
        SF_SKIP("fk256.txt not generated (run tests/model/gen_k256.py)");
    while (fgets(line, sizeof line, fp) != NULL) {
        char copy[512];
        lineno++;
        memcpy(copy, line, sizeof copy);
        if (!sf_tk_line(line, &n)) {
            if (bad < 5)
                printf("    fk256.txt:%lu: %s", lineno, copy);
            bad++;
        }
    }
    fclose(fp);
    printf("    fk256 (%s backend): %lu model cases\n", SF_FK256_BACKEND_NAME, n);
    SF_CHECK(n >= 100000);
    SF_CHECK(bad == 0);
}

/* Magnitude bookkeeping on a long chain of lazy operations, checked
 * against the same chain done with full normalization at every step. */
SF_TEST(fk256_lazy_chain)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x6b323536);
    for (int iter = 0; iter < 2000; iter++) {
        uint8_t b[4][32], x[32], y[32];
        sf_fk256 v[4], t, u, w, z;
        for (int i = 0; i < 4; i++) {
            sf_test_rng_bytes(&rng, b[i], 32);
            (void)sf_fk256_decode(&v[i], b[i]);
        }
        /* t = 3*(v0 + v1) - v2 (magnitude 6 + 2 = 8), then t*v3 */
        sf_fk256_add(&t, &v[0], &v[1]);
        sf_fk256_mul_int(&t, &t, 3);
        sf_fk256_sub(&t, &t, &v[2], 1);
        sf_fk256_mul(&t, &t, &v[3]);
        /* same with canonical intermediates */
        sf_fk256_add(&u, &v[0], &v[1]);
        sf_fk256_normalize(&u, &u);
        sf_fk256_add(&w, &u, &u);
        sf_fk256_add(&w, &w, &u);
        sf_fk256_normalize(&w, &w);
        sf_fk256_neg(&z, &v[2], 1);
        sf_fk256_add(&w, &w, &z);
        sf_fk256_normalize(&w, &w);
        sf_fk256_mul(&w, &w, &v[3]);
        sf_fk256_encode(x, &t);
        sf_fk256_encode(y, &w);
        SF_CHECK_BYTES(x, y, 32);
    }
}

/* Inversion identities: a * 1/a = 1, both inverses agree, 1/0 = 0. */
SF_TEST(fk256_inverse_props)
{
    sf_test_rng rng;
    sf_fk256 a, r, s, one;
    uint8_t b[32];
    sf_test_rng_seed(&rng, 17);
    sf_fk256_one(&one);
    for (int iter = 0; iter < 300; iter++) {
        sf_test_rng_bytes(&rng, b, 32);
        (void)sf_fk256_decode(&a, b);
        sf_fk256_inv(&r, &a);
        sf_fk256_inv_vartime(&s, &a);
        SF_CHECK(sf_fk256_eq(&r, &s));
        sf_fk256_mul(&r, &r, &a);
        SF_CHECK(sf_fk256_eq(&r, &one) || sf_fk256_is_zero(&a));
    }
    sf_fk256_zero(&a);
    sf_fk256_inv(&r, &a);
    sf_fk256_inv_vartime(&s, &a);
    SF_CHECK(sf_fk256_is_zero(&r) && sf_fk256_is_zero(&s));
}

/*
 * half and is_zero_vartime on every magnitude they take, including limbs
 * near the bound (neg(a, m - 1) = 2 m p - a for a small a) and the
 * representations of 0 that are not all-zero limbs (2 (m + 1) p, a - a).
 */
SF_TEST(fk256_half_and_zero_vartime)
{
    sf_test_rng rng;
    sf_fk256 a, h, t, zero;
    uint8_t b[32];
    unsigned bad = 0;
    sf_test_rng_seed(&rng, 0x68616c66);
    sf_fk256_zero(&zero);
    for (int iter = 0; iter < 600; iter++) {
        uint32_t m = 1 + (uint32_t)iter % 31;
        sf_test_rng_bytes(&rng, b, 32);
        if (iter % 3 == 0)
            memset(b, 0, 31); /* small a: limbs of neg(a) near the bound */
        (void)sf_fk256_decode(&a, b);
        if (m > 1)
            sf_fk256_neg(&a, &a, m - 1);  /* magnitude m */
        sf_fk256_half(&h, &a);
        bad += !sf_fk256_check_mag(&h, m / 2 + 1);
        sf_fk256_add(&t, &h, &h);
        bad += !sf_fk256_eq(&t, &a);
        bad += sf_fk256_is_zero_vartime(&a) != sf_fk256_is_zero(&a);
        if (2 * m + 1 <= 32) {
            sf_fk256_sub(&t, &a, &a, m);
            bad += !sf_fk256_is_zero_vartime(&t);
        }
        sf_fk256_neg(&t, &zero, m > 30 ? 30 : m); /* 2 (m + 1) p */
        bad += !sf_fk256_is_zero_vartime(&t);
        sf_fk256_half(&h, &t);
        bad += !sf_fk256_is_zero_vartime(&h);
        sf_fk256_set_u32(&t, 1);
        sf_fk256_add(&t, &t, &a);          /* a + 1, zero iff a = -1 */
        bad += sf_fk256_is_zero_vartime(&t) != sf_fk256_is_zero(&t);
    }
    /* p - 1 = -1 itself: a + 1 = p exactly */
    sf_fk256_one(&a);
    sf_fk256_neg(&a, &a, 1);
    sf_fk256_normalize(&a, &a);
    sf_fk256_set_u32(&t, 1);
    sf_fk256_add(&t, &t, &a);
    bad += !sf_fk256_is_zero_vartime(&t);
    sf_fk256_half(&h, &a);                 /* (p - 1) / 2 */
    sf_fk256_add(&t, &h, &h);
    bad += !sf_fk256_eq(&t, &a);
    SF_CHECK(bad == 0);
}

const sf_test_case sf_tests_fk256[] = {
    SF_CASE(fk256_model),
    SF_CASE(fk256_lazy_chain),
    SF_CASE(fk256_inverse_props),
    SF_CASE(fk256_half_and_zero_vartime),
    SF_CASES_END,
};

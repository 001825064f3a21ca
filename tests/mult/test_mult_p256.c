/*
 * P-256 scalar multiplications (src/mult/p256/), on both field backends.
 *
 *  - the static table: recomputed with the C group law, and compared number
 *    by number with a fresh run of tools/gen_p256_tables.py;
 *  - the gen/mul/simul records of tests/model/gen_ge_p256.py;
 *  - the scalars at the boundaries of the exactness proof in mult_p256.c
 *    (near n, near the powers 2^(w j), small ones, even ones) against a
 *    plain double-and-add written here with the complete additions;
 *  - agreement of the three multiplications on random scalars.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/ge_p256_test_util.h"
#include "mult/p256/mult_p256.h"
#include "mult/p256/mult_p256_tables.h"
#include "test.h"

/* Reference: r = [k]P by left-to-right double-and-add, complete additions. */
static void sf_mult_p256_ref(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                             const sf_ge_p256_jac *p)
{
    uint8_t kb[32];
    sf_ge_p256_jac_set_infinity(r);
    sf_sc_p256_store(kb, k);
    for (int i = 0; i < 256; i++) {
        sf_ge_p256_jac_dbl(r, r);
        if ((kb[i / 8] >> (7 - i % 8)) & 1)
            sf_ge_p256_jac_add_complete(r, r, p);
    }
}

/* The 32-bit words d0..d7 of a field element's stored (Montgomery) value. */
static void sf_mult_p256_words(uint32_t w[8], const sf_fp256 *a)
{
#ifdef SF_FIELD_PORTABLE
    for (int i = 0; i < 8; i++)
        w[i] = a->v[i];
#else
    for (int i = 0; i < 4; i++) {
        w[2 * i] = (uint32_t)a->v[i];
        w[2 * i + 1] = (uint32_t)(a->v[i] >> 32);
    }
#endif
}

SF_TEST(mult_p256_table)
{
    sf_ge_p256_affine g;
    sf_ge_p256_jac base, two, cur, got;
    size_t mism = 0, total = 0, idx = 0;
    const size_t nwords = (size_t)SF_MULT_P256_GEN_DIGITS * SF_MULT_P256_GEN_TABLE * 16;
    uint32_t *words = malloc(nwords * sizeof *words);
    FILE *f;
    char line[512];

    /* 1. with the C group law: row j = odd multiples of 2^(W j) G */
    sf_ge_p256_generator(&g);
    sf_ge_p256_jac_from_affine(&base, &g);
    for (int j = 0; j < SF_MULT_P256_GEN_DIGITS; j++) {
        sf_ge_p256_jac_dbl(&two, &base);
        cur = base;
        for (int u = 0; u < SF_MULT_P256_GEN_TABLE; u++) {
            sf_ge_p256_jac_from_affine(&got, &sf_mult_p256_gen_table[j][u]);
            mism += !sf_ge_p256_jac_eq(&got, &cur);
            mism += !sf_ge_p256_affine_is_on_curve(&sf_mult_p256_gen_table[j][u]);
            sf_ge_p256_jac_add_vartime(&cur, &cur, &two);
        }
        sf_ge_p256_jac_dbl_n(&base, &base, SF_MULT_P256_GEN_W);
    }
    SF_CHECK(mism == 0);

    /* 2. against the file the tool regenerated at test time */
    SF_CHECK(words != NULL);
    if (words == NULL)
        return;
    for (int j = 0; j < SF_MULT_P256_GEN_DIGITS; j++)
        for (int u = 0; u < SF_MULT_P256_GEN_TABLE; u++) {
            uint32_t w[8];
            /* SF_FP256_CONST lists d7 first */
            sf_mult_p256_words(w, &sf_mult_p256_gen_table[j][u].x);
            for (int i = 0; i < 8; i++)
                words[idx++] = w[7 - i];
            sf_mult_p256_words(w, &sf_mult_p256_gen_table[j][u].y);
            for (int i = 0; i < 8; i++)
                words[idx++] = w[7 - i];
        }
    f = sf_test_open(sf_test_gen_dir(), "mult_p256_tables.c");
    SF_CHECK(f != NULL);
    if (f == NULL) {
        free(words);
        return;
    }
    mism = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        char *p = line;
        if (strstr(line, "SF_FP256_CONST(") == NULL &&
            strncmp(line, "                       0x", 25) != 0)
            continue;
        while ((p = strstr(p, "0x")) != NULL) {
            unsigned long v = strtoul(p, &p, 16);
            mism += total >= nwords || words[total] != (uint32_t)v;
            total++;
        }
    }
    fclose(f);
    free(words);
    SF_CHECK(mism == 0);
    SF_CHECK(total == nwords);
}

SF_TEST(mult_p256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "ge_p256.txt");
    char line[1024], *f[6];
    long n_gen = 0, n_mul = 0, n_simul = 0;
    if (fp == NULL)
        SF_SKIP("ge_p256.txt missing: run tests/model/gen_ge_p256.py --out DIR");
    while (fgets(line, sizeof line, fp) != NULL) {
        int nf = sf_test_split(line, f, 6);
        uint8_t kb[32], bb[32];
        sf_sc_p256 k, b;
        sf_ge_p256_jac r;
        sf_ge_p256_affine p;
        if (nf < 4)
            continue;
        if (strcmp(f[0], "gen") == 0) {
            SF_CHECK(sf_test_unhex(kb, 32, f[1]) == 32);
            (void)sf_sc_p256_load(&k, kb); /* reduced mod n, as the model */
            sf_mult_p256_mul_gen(&r, &k);
            SF_CHECK(sf_p256t_is(&r, f[3]));
            n_gen++;
        } else if (strcmp(f[0], "mul") == 0) {
            SF_CHECK(sf_test_unhex(kb, 32, f[1]) == 32);
            (void)sf_sc_p256_load(&k, kb);
            SF_CHECK(sf_p256t_affine(&p, f[2]));
            sf_mult_p256_mul(&r, &k, &p);
            SF_CHECK(sf_p256t_is(&r, f[3]));
            sf_mult_p256_mul_point_vartime(&r, &k, &p);
            SF_CHECK(sf_p256t_is(&r, f[3]));
            n_mul++;
        } else if (nf >= 5 && strcmp(f[0], "simul") == 0) {
            SF_CHECK(sf_test_unhex(kb, 32, f[1]) == 32);
            SF_CHECK(sf_test_unhex(bb, 32, f[2]) == 32);
            (void)sf_sc_p256_load(&k, kb);
            (void)sf_sc_p256_load(&b, bb);
            SF_CHECK(sf_p256t_affine(&p, f[3]));
            sf_mult_p256_simul_gen_vartime(&r, &k, &b, &p);
            SF_CHECK(sf_p256t_is(&r, f[4]));
            n_simul++;
        }
    }
    fclose(fp);
    SF_CHECK(n_gen >= 400 && n_mul >= 400 && n_simul >= 400);
}

/* k = base + delta (mod n) for small signed deltas. */
static void sf_mult_p256_offset(sf_sc_p256 *k, const sf_sc_p256 *base, int delta)
{
    sf_sc_p256 d;
    sf_sc_p256_set_u32(&d, (uint32_t)(delta < 0 ? -delta : delta));
    if (delta < 0)
        sf_sc_p256_sub(k, base, &d);
    else
        sf_sc_p256_add(k, base, &d);
}

/* mul_gen and mul (on G and on a second point) against the reference. */
static void sf_mult_p256_check_scalar(const sf_sc_p256 *k,
                                      const sf_ge_p256_affine *q)
{
    sf_ge_p256_affine g;
    sf_ge_p256_jac gj, qj, want, got;
    sf_sc_p256 zero;
    sf_ge_p256_generator(&g);
    sf_ge_p256_jac_from_affine(&gj, &g);
    sf_ge_p256_jac_from_affine(&qj, q);
    sf_sc_p256_zero(&zero);
    sf_mult_p256_ref(&want, k, &gj);
    sf_mult_p256_mul_gen(&got, k);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want) && sf_ge_p256_jac_is_valid(&got));
    sf_mult_p256_mul(&got, k, &g);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want) && sf_ge_p256_jac_is_valid(&got));
    sf_mult_p256_mul_point_vartime(&got, k, &g);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want) && sf_ge_p256_jac_is_valid(&got));
    sf_mult_p256_simul_gen_vartime(&got, k, &zero, q);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want));
    sf_mult_p256_ref(&want, k, &qj);
    sf_mult_p256_mul(&got, k, q);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want) && sf_ge_p256_jac_is_valid(&got));
    sf_mult_p256_mul_point_vartime(&got, k, q);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want) && sf_ge_p256_jac_is_valid(&got));
    sf_mult_p256_simul_gen_vartime(&got, &zero, k, q);
    SF_CHECK(sf_ge_p256_jac_eq(&got, &want));
}

SF_TEST(mult_p256_edges)
{
    sf_sc_p256 zero, k, base;
    sf_ge_p256_affine q;
    sf_ge_p256_jac qj;
    uint8_t kb[32];
    sf_sc_p256_zero(&zero);
    /* a second base point: 7G */
    sf_sc_p256_set_u32(&k, 7);
    sf_mult_p256_mul_gen(&qj, &k);
    SF_CHECK(sf_ge_p256_jac_to_affine(&q, &qj));
    /* 0 .. 70 and n - 70 .. n - 1: the last-addition clashes of both
     * chains (K = n + 2 d_0, |d_0| < 2^6) live there */
    for (int d = 0; d <= 70; d++) {
        sf_mult_p256_offset(&k, &zero, d);
        sf_mult_p256_check_scalar(&k, &q);
        sf_mult_p256_offset(&k, &zero, -d);
        sf_mult_p256_check_scalar(&k, &q);
    }
    /* around every power 2^(w j) of both windows, and (n - 1)/2 */
    for (int e = 1; e < 256; e++) {
        if (e % SF_MULT_P256_GEN_W != 0 && e % 5 != 0 && e != 255)
            continue;
        memset(kb, 0, sizeof kb);
        kb[31 - e / 8] = (uint8_t)(1u << (e % 8));
        (void)sf_sc_p256_load(&base, kb);
        for (int d = -2; d <= 2; d++) {
            sf_mult_p256_offset(&k, &base, d);
            sf_mult_p256_check_scalar(&k, &q);
        }
    }
    /* d 2^(W (D-1) + 1) mod n for odd d < 2^W and their negatives: the
     * fixed-base chain's last addition meets its own entry there (for
     * W = 6 and 7, d = 15 gives the odd K = 15 2^253 - n, whose top digit is 15
     * and whose lower digits sum to the same 15 2^252 mod n) */
    for (uint32_t d = 1; d < (1u << SF_MULT_P256_GEN_W); d += 2) {
        int e = SF_MULT_P256_GEN_W * (SF_MULT_P256_GEN_DIGITS - 1) + 1;
        sf_sc_p256 dd;
        memset(kb, 0, sizeof kb);
        kb[31 - e / 8] = (uint8_t)(1u << (e % 8));
        (void)sf_sc_p256_load(&base, kb);
        sf_sc_p256_set_u32(&dd, d);
        sf_sc_p256_mul(&k, &base, &dd);
        sf_mult_p256_check_scalar(&k, &q);
        sf_sc_p256_neg(&k, &k);
        sf_mult_p256_check_scalar(&k, &q);
    }
    memset(kb, 0xFF, sizeof kb);
    (void)sf_sc_p256_load(&base, kb); /* 2^256 - 1 - n */
    sf_mult_p256_check_scalar(&base, &q);
    sf_sc_p256_set_u32(&k, 2);
    sf_sc_p256_neg(&base, &k); /* n - 2 */
    sf_mult_p256_check_scalar(&base, &q);
    sf_sc_p256_inv(&k, &k); /* (n + 1) / 2 */
    sf_mult_p256_check_scalar(&k, &q);
    sf_mult_p256_offset(&k, &k, -1);
    sf_mult_p256_check_scalar(&k, &q);
}

SF_TEST(mult_p256_random)
{
    sf_test_rng rng;
    uint8_t kb[32];
    sf_ge_p256_affine q, g;
    sf_ge_p256_jac a, b, c, qj;
    sf_sc_p256 k, l, zero;
    sf_test_rng_seed(&rng, 0x256a);
    sf_sc_p256_zero(&zero);
    sf_ge_p256_generator(&g);
    for (int i = 0; i < 150; i++) {
        sf_test_rng_bytes(&rng, kb, 32);
        (void)sf_sc_p256_load(&k, kb);
        sf_test_rng_bytes(&rng, kb, 32);
        (void)sf_sc_p256_load(&l, kb);
        /* q = [l]G; then [k]q = [k l]G; [k]G + [l]q = [k + l^2]G */
        sf_mult_p256_mul_gen(&qj, &l);
        SF_CHECK(sf_ge_p256_jac_to_affine(&q, &qj));
        sf_mult_p256_mul(&a, &k, &q);
        sf_sc_p256_mul(&l, &l, &k);
        sf_mult_p256_mul_gen(&b, &l);
        SF_CHECK(sf_ge_p256_jac_eq(&a, &b));
        sf_mult_p256_mul(&c, &l, &g);
        SF_CHECK(sf_ge_p256_jac_eq(&c, &b));
        sf_mult_p256_simul_gen_vartime(&c, &zero, &k, &q);
        SF_CHECK(sf_ge_p256_jac_eq(&c, &b));
        sf_mult_p256_simul_gen_vartime(&c, &l, &zero, &q);
        SF_CHECK(sf_ge_p256_jac_eq(&c, &b));
    }
}

const sf_test_case sf_tests_mult_p256[] = {
    SF_CASE(mult_p256_table),
    SF_CASE(mult_p256_model),
    SF_CASE(mult_p256_edges),
    SF_CASE(mult_p256_random),
    SF_CASES_END,
};

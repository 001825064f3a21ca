/*
 * secp256k1 scalar-multiplication tests (src/mult/k256/), on both field
 * backends:
 *  - the gen/mul/simul lines of tests/model/gen_ge_k256.py (the scalars near
 *    0, n, 2^128, lambda and the powers of 2 the proofs in mult_k256.c
 *    talk about, plus random ones);
 *  - the static tables: recomputed with the C group law, entry by entry, and
 *    the model's verdict that a fresh run of tools/gen_k256_tables.py
 *    reproduces the checked-in file;
 *  - properties tying the three multiplications together.
 */
#include <stdio.h>
#include <string.h>

#include "group/ge_k256_test_util.h"
#include "mult/k256/mult_k256.h"
#include "mult/k256/mult_k256_tables.h"
#include "test.h"

SF_TEST(mult_k256_model)
{
    char line[512];
    char *f[6];
    unsigned gen = 0, mul = 0, simul = 0, tables = 0;
    FILE *fp = sf_k256t_open_model();
    if (fp == NULL)
        SF_SKIP("ge_k256.txt missing (run tests/model/gen_ge_k256.py)");
    while (fgets(line, sizeof line, fp) != NULL) {
        int n = sf_test_split(line, f, 6);
        sf_sc_k256 a, b;
        sf_ge_k256_affine q;
        sf_ge_k256_jac r;
        if (n == 3 && strcmp(f[0], "gen") == 0) {
            SF_CHECK(sf_k256t_scalar(&a, f[1]));
            sf_mult_k256_mul_gen(&r, &a);
            SF_CHECK(sf_k256t_is(&r, f[2]));
            gen++;
        } else if (n == 4 && strcmp(f[0], "mul") == 0) {
            SF_CHECK(sf_k256t_scalar(&a, f[1]));
            SF_CHECK(sf_k256t_affine(&q, f[2]));
            sf_mult_k256_mul(&r, &a, &q);
            SF_CHECK(sf_k256t_is(&r, f[3]));
            mul++;
        } else if (n == 5 && strcmp(f[0], "simul") == 0) {
            SF_CHECK(sf_k256t_scalar(&a, f[1]));
            SF_CHECK(sf_k256t_scalar(&b, f[2]));
            SF_CHECK(sf_k256t_affine(&q, f[3]));
            sf_mult_k256_simul_gen_vartime(&r, &a, &b, &q);
            SF_CHECK(sf_k256t_is(&r, f[4]));
            simul++;
        } else if (n == 2 && strcmp(f[0], "tables") == 0) {
            SF_CHECK(strcmp(f[1], "1") == 0); /* checked-in file is fresh */
            tables++;
        }
    }
    fclose(fp);
    SF_CHECK(gen >= 40 && mul >= 40 && simul >= 30 && tables == 1);
}

SF_TEST(mult_k256_tables)
{
    /* row j, entry u = (2u+1) 2^(6j) G, by doublings and additions */
    sf_ge_k256_affine g;
    sf_ge_k256_jac base, two, e, t;
    unsigned mism = 0;
    sf_ge_k256_generator(&g);
    sf_ge_k256_jac_from_affine(&base, &g);
    for (int j = 0; j < SF_MULT_K256_GEN_DIGITS; j++) {
        sf_ge_k256_jac_dbl(&two, &base);
        e = base;
        for (int u = 0; u < SF_MULT_K256_GEN_TABLE; u++) {
            sf_ge_k256_jac_from_affine(&t, &sf_mult_k256_gen_table[j][u]);
            mism += !sf_ge_k256_jac_eq(&t, &e);
            mism += !sf_ge_k256_affine_is_on_curve(&sf_mult_k256_gen_table[j][u]);
            sf_ge_k256_jac_add_vartime(&e, &e, &two);
        }
        for (int s = 0; s < SF_MULT_K256_GEN_W; s++)
            sf_ge_k256_jac_dbl(&base, &base);
    }
    /* the wNAF tables: entry u = (2u+1) G and lambda (2u+1) G */
    sf_ge_k256_jac_from_affine(&base, &g);
    sf_ge_k256_jac_dbl(&two, &base);
    e = base;
    for (int u = 0; u < SF_MULT_K256_WNAF_TABLE; u++) {
        sf_ge_k256_jac lam;
        sf_ge_k256_jac_from_affine(&t, &sf_mult_k256_wnaf_table[u]);
        mism += !sf_ge_k256_jac_eq(&t, &e);
        mism += !sf_ge_k256_affine_is_on_curve(&sf_mult_k256_wnaf_table[u]);
        sf_ge_k256_jac_endo(&lam, &e);
        sf_ge_k256_jac_from_affine(&t, &sf_mult_k256_wnaf_lambda_table[u]);
        mism += !sf_ge_k256_jac_eq(&t, &lam);
        mism += !sf_ge_k256_affine_is_on_curve(&sf_mult_k256_wnaf_lambda_table[u]);
        sf_ge_k256_jac_add_vartime(&e, &e, &two);
    }
    SF_CHECK(mism == 0);
}

/* Properties over pseudo-random scalars: k G three ways, simul with a zero
 * scalar, and linearity a (b P) = (a b) P. */
SF_TEST(mult_k256_properties)
{
    sf_test_rng rng;
    sf_ge_k256_affine g, p;
    sf_ge_k256_jac r1, r2, r3;
    sf_sc_k256 a, b, ab, zero;
    uint8_t buf[32];
    sf_test_rng_seed(&rng, 0x6b323536);
    sf_ge_k256_generator(&g);
    sf_sc_k256_zero(&zero);
    for (int i = 0; i < 64; i++) {
        sf_test_rng_bytes(&rng, buf, 32);
        (void)sf_sc_k256_load(&a, buf);
        sf_test_rng_bytes(&rng, buf, 32);
        if (i % 8 == 1) /* short halves: a 128-bit scalar */
            memset(buf, 0, 16);
        (void)sf_sc_k256_load(&b, buf);
        sf_mult_k256_mul_gen(&r1, &a);
        sf_mult_k256_mul(&r2, &a, &g);
        sf_mult_k256_simul_gen_vartime(&r3, &a, &zero, &g);
        SF_CHECK(sf_ge_k256_jac_eq(&r1, &r2) && sf_ge_k256_jac_eq(&r1, &r3));
        SF_CHECK(sf_ge_k256_jac_is_valid(&r1) && sf_ge_k256_jac_is_valid(&r2));
        /* p = b G; a p = (a b) G; simul(0, a, p) = a p */
        sf_mult_k256_mul_gen(&r1, &b);
        if (!sf_ge_k256_jac_to_affine(&p, &r1))
            continue;
        sf_mult_k256_mul(&r2, &a, &p);
        sf_sc_k256_mul(&ab, &a, &b);
        sf_mult_k256_mul_gen(&r1, &ab);
        SF_CHECK(sf_ge_k256_jac_eq(&r1, &r2));
        sf_mult_k256_simul_gen_vartime(&r3, &zero, &a, &p);
        SF_CHECK(sf_ge_k256_jac_eq(&r3, &r2));
        /* a G + b P with b = -a b' ... : a G + (-a) G = O through simul */
        sf_sc_k256_neg(&ab, &a);
        sf_mult_k256_simul_gen_vartime(&r3, &a, &ab, &g);
        SF_CHECK(sf_ge_k256_jac_is_infinity(&r3));
    }
    /* k = 0 everywhere gives O */
    sf_mult_k256_mul_gen(&r1, &zero);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r1));
    sf_mult_k256_mul(&r1, &zero, &g);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r1));
    sf_mult_k256_simul_gen_vartime(&r1, &zero, &zero, &g);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r1));
}

/* s = i + j lambda (mod n) for small signed i, j */
static void sf_k256t_small_glv(sf_sc_k256 *s, int i, int j, const sf_sc_k256 *lam)
{
    sf_sc_k256 t;
    sf_sc_k256_set_u32(s, (uint32_t)(i < 0 ? -i : i));
    if (i < 0)
        sf_sc_k256_neg(s, s);
    sf_sc_k256_set_u32(&t, (uint32_t)(j < 0 ? -j : j));
    if (j < 0)
        sf_sc_k256_neg(&t, &t);
    sf_sc_k256_mul(&t, &t, lam);
    sf_sc_k256_add(s, s, &t);
}

/*
 * The lazy chain's branches in a G + b Q: with Q = q G for small q and a, b
 * of GLV halves in [-3, 3] / [-2, 2], partial sums meet +-entry at every
 * turn (doubling inside the addition, O in the middle of the chain and
 * leaving it again, the first addition a static G entry or a Q entry,
 * negated or not). Checked against (a + b q) G.
 */
SF_TEST(mult_k256_simul_corners)
{
    static const uint8_t lam_be[32] = {
        0x53, 0x63, 0xAD, 0x4C, 0xC0, 0x5C, 0x30, 0xE0, 0xA5, 0x26, 0x1C,
        0x02, 0x88, 0x12, 0x64, 0x5A, 0x12, 0x2E, 0x22, 0xEA, 0x20, 0x81,
        0x66, 0x78, 0xDF, 0x02, 0x96, 0x7C, 0x1B, 0x23, 0xBD, 0x72};
    static const int qs[3] = {1, -1, 2};
    sf_sc_k256 lam, a, b, q, e;
    sf_ge_k256_affine qa;
    sf_ge_k256_jac r1, r2;
    unsigned mism = 0, inf = 0;
    (void)sf_sc_k256_load(&lam, lam_be);
    for (int qi = 0; qi < 3; qi++) {
        sf_k256t_small_glv(&q, qs[qi], 0, &lam);
        sf_mult_k256_mul_gen(&r1, &q);
        SF_CHECK(sf_ge_k256_jac_to_affine(&qa, &r1));
        for (int i = -3; i <= 3; i++)
            for (int j = -3; j <= 3; j++)
                for (int k = -2; k <= 2; k++)
                    for (int l = -2; l <= 2; l++) {
                        sf_k256t_small_glv(&a, i, j, &lam);
                        sf_k256t_small_glv(&b, k, l, &lam);
                        sf_sc_k256_mul(&e, &b, &q);
                        sf_sc_k256_add(&e, &e, &a);
                        sf_mult_k256_mul_gen(&r1, &e);
                        sf_mult_k256_simul_gen_vartime(&r2, &a, &b, &qa);
                        mism += !sf_ge_k256_jac_eq(&r1, &r2);
                        mism += !sf_ge_k256_jac_is_valid(&r2);
                        inf += sf_ge_k256_jac_is_infinity(&r2);
                    }
    }
    SF_CHECK(mism == 0);
    SF_CHECK(inf >= 3); /* a = -b q hit */
}

const sf_test_case sf_tests_mult_k256[] = {
    SF_CASE(mult_k256_model),
    SF_CASE(mult_k256_tables),
    SF_CASE(mult_k256_properties),
    SF_CASE(mult_k256_simul_corners),
    SF_CASES_END,
};

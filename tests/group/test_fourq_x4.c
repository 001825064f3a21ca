/*
 * Tests of the four-lane FourQ formulas (src/group/fourq/ge_fourq_x4.h)
 * against the scalar ones of ge_fourq.h: doubling, addition, the
 * conditional negation and the constant-time lookup, on random points of
 * the order-N subgroup, the identity, the 2-torsion point (0, -1), P + P
 * and P + (-P), and a long chain (the SF_VERIFY build checks every limb
 * bound on the way). The cases exist only in builds with SF_FP2X4
 * (sf-tests-x4, sf-tests-ifma); the array is otherwise empty.
 */
#include <string.h>

#include "group/fourq/ge_fourq_x4.h"
#include "ge_fourq_test_util.h"
#include "mult/fourq/mult_fourq.h"

#ifdef SF_FP2X4

/* A pseudo-random point of order N: HashToCurve of a random element. */
static void sf_tfx_random(sf_ge_fourq_ext *r, sf_test_rng *rng)
{
    uint8_t b[32];
    sf_fp2_127 t;
    sf_test_rng_bytes(rng, b, sizeof b);
    b[15] &= 0x7f;
    b[31] &= 0x7f;
    (void)sf_fp2_127_decode(&t, b);
    sf_ge_fourq_hash_map(r, &t);
    sf_mult_fourq_mul_cofactor(r, r);
}

/* The test points: O, (0, -1), G, -G and random ones. */
#define SF_TFX_N 8
static void sf_tfx_points(sf_ge_fourq_ext p[SF_TFX_N], sf_test_rng *rng)
{
    sf_ge_fourq_affine a;
    sf_ge_fourq_ext_identity(&p[0]);
    sf_fp2_127_zero(&a.x);
    sf_fp2_127_one(&a.y);
    sf_fp2_127_neg(&a.y, &a.y);
    sf_ge_fourq_affine_to_ext(&p[1], &a);
    sf_ge_fourq_generator(&p[2]);
    sf_ge_fourq_ext_neg(&p[3], &p[2]);
    for (int i = 4; i < SF_TFX_N; i++)
        sf_tfx_random(&p[i], rng);
}

/* 1 if the lanes of x hold a valid point equal to want. */
static int sf_tfx_is(const sf_ge_fourq_x4 *x, const sf_ge_fourq_ext *want)
{
    sf_ge_fourq_ext e;
    sf_ge_fourq_x4_to_ext(&e, x);
    return (int)(sf_ge_fourq_ext_is_valid(&e) & sf_ge_fourq_ext_eq(&e, want));
}

/* Element level: pack/unpack round trips on edge values (0, 1, p - 1, p
 * itself as the 64-bit backend's alias of 0, 2^126) and random ones, and
 * the lane products against the scalar ones on them. */
SF_TEST(fourq_x4_fp2_pack_mul)
{
    static const uint64_t words[][2] = {
        {0, 0}, {1, 0}, {UINT64_MAX - 1, UINT64_C(0x7FFFFFFFFFFFFFFF)},
        {UINT64_MAX, UINT64_C(0x7FFFFFFFFFFFFFFF)}, {0, UINT64_C(0x4000000000000000)},
    };
    const size_t nw = sizeof words / sizeof words[0];
    sf_test_rng rng;
    sf_fp2_127 e[8], o[4], want;
    sf_fp2x4 a, b, r;
    sf_test_rng_seed(&rng, 0x4f2);
    for (int round = 0; round < 40; round++) {
        for (int k = 0; k < 8; k++) {
            uint64_t w = sf_test_rng_u64(&rng);
            if ((w & 3) == 0) { /* an edge value in each component */
                sf_fp127_from_words(&e[k].re, words[(w >> 2) % nw][0], words[(w >> 2) % nw][1]);
                sf_fp127_from_words(&e[k].im, words[(w >> 8) % nw][0], words[(w >> 8) % nw][1]);
            } else {
                uint8_t b32[32];
                sf_test_rng_bytes(&rng, b32, sizeof b32);
                b32[15] &= 0x7f;
                b32[31] &= 0x7f;
                (void)sf_fp2_127_decode(&e[k], b32);
            }
        }
        sf_fp2x4_pack(&a, &e[0], &e[1], &e[2], &e[3]);
        sf_fp2x4_pack(&b, &e[4], &e[5], &e[6], &e[7]);
        sf_fp2x4_unpack(&o[0], &o[1], &o[2], &o[3], &a);
        for (int k = 0; k < 4; k++)
            SF_CHECK(sf_fp2_127_eq(&o[k], &e[k]));
        sf_fp2x4_mul(&r, &a, &b);
        sf_fp2x4_unpack(&o[0], &o[1], &o[2], &o[3], &r);
        for (int k = 0; k < 4; k++) {
            sf_fp2_127_mul(&want, &e[k], &e[4 + k]);
            SF_CHECK(sf_fp2_127_eq(&o[k], &want));
        }
    }
}

SF_TEST(fourq_x4_pack)
{
    sf_test_rng rng;
    sf_ge_fourq_ext p[SF_TFX_N], e;
    sf_ge_fourq_x4 x;
    sf_test_rng_seed(&rng, 0x4a11);
    sf_tfx_points(p, &rng);
    for (int i = 0; i < SF_TFX_N; i++) {
        sf_ge_fourq_x4_from_ext(&x, &p[i]);
        sf_ge_fourq_x4_to_ext(&e, &x);
        SF_CHECK(sf_ge_fourq_ext_is_valid(&e));
        SF_CHECK(sf_ge_fourq_ext_eq(&e, &p[i]));
    }
    sf_ge_fourq_x4_identity(&x);
    SF_CHECK(sf_tfx_is(&x, &p[0]));
}

SF_TEST(fourq_x4_dbl)
{
    sf_test_rng rng;
    sf_ge_fourq_ext p[SF_TFX_N], want;
    sf_ge_fourq_x4 x;
    sf_test_rng_seed(&rng, 0x4db1);
    sf_tfx_points(p, &rng);
    for (int i = 0; i < SF_TFX_N; i++) {
        sf_ge_fourq_dbl(&want, &p[i]);
        sf_ge_fourq_x4_from_ext(&x, &p[i]);
        sf_ge_fourq_x4_dbl(&x, &x);
        SF_CHECK(sf_tfx_is(&x, &want));
    }
}

/* Every pair of test points, plus P + P and P + (-P) through the cached
 * form, with and without the conditional negation. */
SF_TEST(fourq_x4_add)
{
    sf_test_rng rng;
    sf_ge_fourq_ext p[SF_TFX_N], want, np;
    sf_ge_fourq_cached qc;
    sf_ge_fourq_x4_cached qx;
    sf_ge_fourq_x4 x, r;
    sf_fp2_127 d2;
    sf_test_rng_seed(&rng, 0x4add);
    sf_ge_fourq_load_2d(&d2);
    sf_tfx_points(p, &rng);
    for (int i = 0; i < SF_TFX_N; i++) {
        sf_ge_fourq_x4_from_ext(&x, &p[i]);
        for (int j = 0; j < SF_TFX_N; j++) {
            sf_ge_fourq_ext_to_cached(&qc, &p[j], &d2);
            sf_ge_fourq_x4_cached_from_cached(&qx, &qc);
            sf_ge_fourq_add(&want, &p[i], &p[j], &d2);
            sf_ge_fourq_x4_add_cached(&r, &x, &qx);
            SF_CHECK(sf_tfx_is(&r, &want));
            /* p_i - p_j by the conditional negation */
            sf_ge_fourq_ext_neg(&np, &p[j]);
            sf_ge_fourq_add(&want, &p[i], &np, &d2);
            sf_ge_fourq_x4_cached_cneg(&qx, &qx, 1);
            sf_ge_fourq_x4_add_cached(&r, &x, &qx);
            SF_CHECK(sf_tfx_is(&r, &want));
        }
        /* P - P = O */
        sf_ge_fourq_ext_to_cached(&qc, &p[i], &d2);
        sf_ge_fourq_cached_neg(&qc, &qc);
        sf_ge_fourq_x4_cached_from_cached(&qx, &qc);
        sf_ge_fourq_x4_add_cached(&r, &x, &qx);
        SF_CHECK(sf_tfx_is(&r, &p[0]));
    }
}

/* lookup(table, idx, neg) = (-1)^neg table[idx] for every idx and neg,
 * checked through an addition to a fixed point. */
SF_TEST(fourq_x4_lookup)
{
    sf_test_rng rng;
    sf_ge_fourq_ext p[8], base, want;
    sf_ge_fourq_cached tc[8], e;
    sf_ge_fourq_x4_cached tx[8], ex;
    sf_ge_fourq_x4 x, r;
    sf_fp2_127 d2;
    sf_test_rng_seed(&rng, 0x4100c);
    sf_ge_fourq_load_2d(&d2);
    for (int i = 0; i < 8; i++) {
        sf_tfx_random(&p[i], &rng);
        sf_ge_fourq_ext_to_cached(&tc[i], &p[i], &d2);
        sf_ge_fourq_x4_cached_from_cached(&tx[i], &tc[i]);
    }
    sf_tfx_random(&base, &rng);
    sf_ge_fourq_x4_from_ext(&x, &base);
    for (uint32_t idx = 0; idx < 8; idx++)
        for (uint32_t neg = 0; neg < 2; neg++) {
            sf_ge_fourq_cached_lookup(&e, tc, 8, idx, neg);
            sf_ge_fourq_add_cached(&want, &base, &e);
            sf_ge_fourq_x4_cached_lookup(&ex, tx, 8, idx, neg);
            sf_ge_fourq_x4_add_cached(&r, &x, &ex);
            SF_CHECK(sf_tfx_is(&r, &want));
        }
}

/* 300 steps of r = 2r + (-1)^s t[u] in both forms, compared at the end
 * (and at a few points on the way). */
SF_TEST(fourq_x4_chain)
{
    sf_test_rng rng;
    sf_ge_fourq_ext p[8], acc;
    sf_ge_fourq_cached tc[8], e;
    sf_ge_fourq_x4_cached tx[8], ex;
    sf_ge_fourq_x4 x;
    sf_fp2_127 d2;
    sf_test_rng_seed(&rng, 0x4c4a);
    sf_ge_fourq_load_2d(&d2);
    for (int i = 0; i < 8; i++) {
        sf_tfx_random(&p[i], &rng);
        sf_ge_fourq_ext_to_cached(&tc[i], &p[i], &d2);
        sf_ge_fourq_x4_cached_from_cached(&tx[i], &tc[i]);
    }
    sf_ge_fourq_ext_identity(&acc);
    sf_ge_fourq_x4_identity(&x);
    for (int step = 0; step < 300; step++) {
        uint64_t w = sf_test_rng_u64(&rng);
        uint32_t u = (uint32_t)(w & 7), s = (uint32_t)((w >> 3) & 1);
        sf_ge_fourq_dbl(&acc, &acc);
        sf_ge_fourq_cached_lookup(&e, tc, 8, u, s);
        sf_ge_fourq_add_cached(&acc, &acc, &e);
        sf_ge_fourq_x4_dbl(&x, &x);
        sf_ge_fourq_x4_cached_lookup(&ex, tx, 8, u, s);
        sf_ge_fourq_x4_add_cached(&x, &x, &ex);
        if (step % 100 == 99)
            SF_CHECK(sf_tfx_is(&x, &acc));
    }
}

const sf_test_case sf_tests_fourq_x4[] = {
    SF_CASE(fourq_x4_fp2_pack_mul),
    SF_CASE(fourq_x4_pack),
    SF_CASE(fourq_x4_dbl),
    SF_CASE(fourq_x4_add),
    SF_CASE(fourq_x4_lookup),
    SF_CASE(fourq_x4_chain),
    SF_CASES_END,
};

#else

const sf_test_case sf_tests_fourq_x4[] = {
    SF_CASES_END,
};

#endif

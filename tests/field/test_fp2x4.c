/*
 * Tests for the four-way Fp^2 arithmetic (src/field/p127/fp2x4.h), in the
 * builds that have it: sf-tests-portable (radix 2^26), sf-tests-x4
 * (radix 2^43 over emulated lanes) and sf-tests-ifma (radix 2^43 over
 * AVX-512 IFMA); sf-tests has no cases here.
 *
 * Every lane is checked against the scalar Fp^2 of the same build, which
 * the model vectors test. Inputs are both tight values (from pack) and raw
 * limbs anywhere in the bound class an operation accepts, up to the
 * all-ones limbs, since the carries and the column bounds are what a
 * four-way kernel gets wrong.
 */
#include "field/p127/fp2x4.h"
#include "p127_test_util.h"
#include "test.h"

#ifdef SF_FP2X4

/* The value of one lane's limbs l_0 + 2^R l_1 + ... mod p (l < 2^63),
 * by Horner's rule in the scalar field: a model of the representation
 * that shares none of its code. */
static void sf_x4_ref_fp(sf_fp127 *r, const sf_v4 *l, int k)
{
    sf_fp127 radix, t;
    sf_fp127_from_words(&radix, UINT64_C(1) << SF_FP2X4_R, 0);
    sf_fp127_zero(r);
    for (int j = SF_FP2X4_LIMBS - 1; j >= 0; j--) {
        uint64_t x = sf_v4_lane(l[j], k);
        sf_fp127_mul(r, r, &radix);
        sf_fp127_from_words(&t, x, 0);
        sf_fp127_add(r, r, &t);
    }
}

static void sf_x4_ref(sf_fp2_127 out[4], const sf_fp2x4 *a)
{
    for (int k = 0; k < 4; k++) {
        sf_x4_ref_fp(&out[k].re, a->re, k);
        sf_x4_ref_fp(&out[k].im, a->im, k);
    }
}

/* Random limbs below 2^bits; every eighth lane-limb all ones. */
static sf_v4 sf_x4_rand_limbs(sf_test_rng *rng, int bits)
{
    uint64_t w[4];
    uint64_t m = (UINT64_C(1) << bits) - 1;
    for (int k = 0; k < 4; k++) {
        uint64_t x = sf_test_rng_u64(rng);
        w[k] = (x & 7) == 0 ? m : (x >> 3) & m;
    }
    return sf_v4_set(w[0], w[1], w[2], w[3]);
}

static void sf_x4_rand_loose(sf_fp2x4 *r, sf_test_rng *rng, int bits)
{
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_x4_rand_limbs(rng, bits);
        r->im[j] = sf_x4_rand_limbs(rng, bits);
    }
}

static void sf_x4_rand_tight(sf_fp2x4 *r, sf_fp2_127 e[4], sf_test_rng *rng)
{
    for (int k = 0; k < 4; k++)
        sf_p127_rand2(&e[k], rng);
    sf_fp2x4_pack(r, &e[0], &e[1], &e[2], &e[3]);
}

/* Every limb of both components of a below 2^bits, the top one below
 * 2^top_bits. */
static int sf_x4_limbs_below(const sf_fp2x4 *a, int bits, int top_bits)
{
    for (int k = 0; k < 4; k++)
        for (int c = 0; c < 2; c++) {
            const sf_v4 *l = c ? a->im : a->re;
            for (int j = 0; j < SF_FP2X4_LIMBS; j++)
                if (sf_v4_lane(l[j], k) >> (j == SF_FP2X4_LIMBS - 1 ? top_bits : bits))
                    return 0;
        }
    return 1;
}

/* The classes of fp2x4.h. */
static int sf_x4_is_tight(const sf_fp2x4 *a)
{
    return sf_x4_limbs_below(a, SF_FP2X4_R, SF_FP2X4_R - 1);
}

static int sf_x4_is_carried(const sf_fp2x4 *a)
{
    const uint64_t bound = (UINT64_C(1) << SF_FP2X4_R) + (UINT64_C(1) << (SF_FP2X4_R - 9));
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < SF_FP2X4_LIMBS; j++)
            if (sf_v4_lane(a->re[j], k) >= bound || sf_v4_lane(a->im[j], k) >= bound)
                return 0;
    return 1;
}

/* Each lane of got equals want[k] (as field elements), via unpack too. */
static void sf_x4_check(const sf_fp2x4 *got, const sf_fp2_127 want[4])
{
    sf_fp2_127 ref[4], u[4];
    sf_x4_ref(ref, got);
    sf_fp2x4_unpack(&u[0], &u[1], &u[2], &u[3], got);
    for (int k = 0; k < 4; k++) {
        SF_CHECK(sf_fp2_127_eq(&ref[k], &want[k]));
        SF_CHECK(sf_fp2_127_eq(&u[k], &want[k]));
    }
}

SF_TEST(fp2x4_pack_unpack)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4a11);
    sf_fp2_127 e[4], u[4];
    sf_fp2x4 a;
    /* edges: 0, 1, -1 (p - 1), and p - 1 + (p - 1) i */
    sf_fp2_127_zero(&e[0]);
    sf_fp2_127_one(&e[1]);
    sf_fp2_127_neg(&e[2], &e[1]);
    sf_fp127_neg(&e[3].re, &e[1].re);
    sf_fp127_neg(&e[3].im, &e[1].re);
    for (int it = 0; it < 200; it++) {
        if (it > 0)
            for (int k = 0; k < 4; k++)
                sf_p127_rand2(&e[k], &rng);
        sf_fp2x4_pack(&a, &e[0], &e[1], &e[2], &e[3]);
        SF_CHECK(sf_x4_is_tight(&a));
        sf_fp2x4_unpack(&u[0], &u[1], &u[2], &u[3], &a);
        for (int k = 0; k < 4; k++) {
            uint8_t x[32], y[32];
            sf_fp2_127_encode(x, &e[k]);
            sf_fp2_127_encode(y, &u[k]);
            SF_CHECK_BYTES(y, x, 32);
        }
    }
}

/* mul and sqr on tight inputs and on loose limbs up to 2^(R+7) - 1. */
SF_TEST(fp2x4_mul_sqr)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4a12);
    for (int it = 0; it < 2000; it++) {
        sf_fp2x4 a, b, r;
        sf_fp2_127 ea[4], eb[4], want[4];
        if (it & 1) {
            sf_x4_rand_loose(&a, &rng, SF_FP2X4_R + 7);
            sf_x4_rand_loose(&b, &rng, SF_FP2X4_R + 7);
            sf_x4_ref(ea, &a);
            sf_x4_ref(eb, &b);
        } else {
            sf_x4_rand_tight(&a, ea, &rng);
            sf_x4_rand_tight(&b, eb, &rng);
        }
        sf_fp2x4_mul(&r, &a, &b);
        SF_CHECK(sf_x4_is_carried(&r));
        for (int k = 0; k < 4; k++)
            sf_fp2_127_mul(&want[k], &ea[k], &eb[k]);
        sf_x4_check(&r, want);
        sf_fp2x4_sqr(&r, &a);
        SF_CHECK(sf_x4_is_carried(&r));
        for (int k = 0; k < 4; k++)
            sf_fp2_127_sqr(&want[k], &ea[k]);
        sf_x4_check(&r, want);
        /* aliasing */
        r = a;
        sf_fp2x4_mul(&r, &r, &b);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_mul(&want[k], &ea[k], &eb[k]);
        sf_x4_check(&r, want);
        r = a;
        sf_fp2x4_mul(&r, &r, &r);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_sqr(&want[k], &ea[k]);
        sf_x4_check(&r, want);
    }
}

/* add, sub, neg, carry on loose operands within their bounds. */
SF_TEST(fp2x4_additive)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4a13);
    for (int it = 0; it < 2000; it++) {
        sf_fp2x4 a, b, r, s;
        sf_fp2_127 ea[4], eb[4], want[4];
        sf_x4_rand_loose(&a, &rng, it & 1 ? SF_FP2X4_R + 6 : SF_FP2X4_R);
        sf_x4_rand_loose(&b, &rng, SF_FP2X4_R + 5);
        sf_x4_ref(ea, &a);
        sf_x4_ref(eb, &b);
        sf_fp2x4_add(&r, &a, &b);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_add(&want[k], &ea[k], &eb[k]);
        sf_x4_check(&r, want);
        sf_fp2x4_sub(&r, &a, &b);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_sub(&want[k], &ea[k], &eb[k]);
        sf_x4_check(&r, want);
        /* a - b stays a valid mul operand (limbs < 2^(R+7)) */
        sf_fp2x4_mul(&s, &r, &r);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_sqr(&want[k], &want[k]);
        sf_x4_check(&s, want);
        sf_fp2x4_neg(&r, &b);
        for (int k = 0; k < 4; k++)
            sf_fp2_127_neg(&want[k], &eb[k]);
        sf_x4_check(&r, want);
        sf_fp2x4_carry(&r, &a);
        SF_CHECK(sf_x4_is_tight(&r));
        sf_x4_check(&r, ea);
    }
}

/* permute, blend and cmov move whole lanes (both components, all limbs). */
SF_TEST(fp2x4_lanes)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4a14);
    sf_fp2x4 a, b, r;
    sf_fp2_127 ea[4], eb[4], want[4];
    sf_x4_rand_tight(&a, ea, &rng);
    sf_x4_rand_tight(&b, eb, &rng);
    SF_FP2X4_PERMUTE(&r, &a, 3, 0, 0, 2);
    want[0] = ea[3];
    want[1] = ea[0];
    want[2] = ea[0];
    want[3] = ea[2];
    sf_x4_check(&r, want);
    SF_FP2X4_BLEND(&r, &a, &b, 0, 1, 1, 0);
    want[0] = ea[0];
    want[1] = eb[1];
    want[2] = eb[2];
    want[3] = ea[3];
    sf_x4_check(&r, want);
    r = a;
    sf_fp2x4_cmov(&r, &b, 0);
    sf_x4_check(&r, ea);
    sf_fp2x4_cmov(&r, &b, 1);
    sf_x4_check(&r, eb);
}

const sf_test_case sf_tests_fp2x4[] = {
    SF_CASE(fp2x4_pack_unpack),
    SF_CASE(fp2x4_mul_sqr),
    SF_CASE(fp2x4_additive),
    SF_CASE(fp2x4_lanes),
    SF_CASES_END,
};

#else

/* Builds without the four-way code have nothing to test here. */
const sf_test_case sf_tests_fp2x4[] = {SF_CASES_END};

#endif /* SF_FP2X4 */

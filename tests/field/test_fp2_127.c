/*
 * Tests for Fp^2 over p = 2^127 - 1 (src/field/p127/fp2.h), run unchanged
 * over both Fp backends.
 *
 *  - fp2_127_vec_*: every operation against the Python model's vectors
 *    (tests/model/gen_fp127.py; the model's square root uses a different
 *    algorithm, exponentiation in Fp^2, so roots are compared up to sign);
 *  - fp2_127_prop_*: algebraic properties, batch inversion, selects.
 */
#include <string.h>

#include "field/p127/fp2.h"
#include "p127_test_util.h"
#include "test.h"

/* sf_run_fp2_op(file, nin, f1, f2): a unary (nin = 1) or binary (nin = 2) op
 * over its file, also with the output aliasing each input. */
#define SF_TVOP_NAME sf_run_fp2_op
#define SF_TVOP_T sf_fp2_127
#define SF_TVOP_IN sf_p127_in2
#define SF_TVOP_IS sf_p127_is2
#include "p127_vec_op_impl.h"

static void sf_t2_add(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b) { sf_fp2_127_add(r, a, b); }
static void sf_t2_sub(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b) { sf_fp2_127_sub(r, a, b); }
static void sf_t2_mul(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b) { sf_fp2_127_mul(r, a, b); }
static void sf_t2_neg(sf_fp2_127 *r, const sf_fp2_127 *a) { sf_fp2_127_neg(r, a); }
static void sf_t2_conj(sf_fp2_127 *r, const sf_fp2_127 *a) { sf_fp2_127_conj(r, a); }
static void sf_t2_sqr(sf_fp2_127 *r, const sf_fp2_127 *a) { sf_fp2_127_sqr(r, a); }
static void sf_t2_mul_i(sf_fp2_127 *r, const sf_fp2_127 *a) { sf_fp2_127_mul_i(r, a); }
static void sf_t2_inv(sf_fp2_127 *r, const sf_fp2_127 *a) { sf_fp2_127_inv(r, a); }

SF_TEST(fp2_127_vec_add) { sf_run_fp2_op("fp2_127_add.txt", 2, NULL, sf_t2_add); }
SF_TEST(fp2_127_vec_sub) { sf_run_fp2_op("fp2_127_sub.txt", 2, NULL, sf_t2_sub); }
SF_TEST(fp2_127_vec_mul) { sf_run_fp2_op("fp2_127_mul.txt", 2, NULL, sf_t2_mul); }
SF_TEST(fp2_127_vec_neg) { sf_run_fp2_op("fp2_127_neg.txt", 1, sf_t2_neg, NULL); }
SF_TEST(fp2_127_vec_conj) { sf_run_fp2_op("fp2_127_conj.txt", 1, sf_t2_conj, NULL); }
SF_TEST(fp2_127_vec_sqr) { sf_run_fp2_op("fp2_127_sqr.txt", 1, sf_t2_sqr, NULL); }
SF_TEST(fp2_127_vec_mul_i) { sf_run_fp2_op("fp2_127_mul_i.txt", 1, sf_t2_mul_i, NULL); }
SF_TEST(fp2_127_vec_inv) { sf_run_fp2_op("fp2_127_inv.txt", 1, sf_t2_inv, NULL); }

SF_TEST(fp2_127_vec_mul_fp_small)
{
    sf_p127_vec v;
    sf_fp2_127 a, r;
    sf_fp127 b;
    if (sf_p127_vec_open(&v, "fp2_127_mul_fp.txt"))
        while (sf_p127_vec_next(&v)) {
            sf_p127_in2(&a, v.field[0]);
            sf_p127_in(&b, v.field[1]);
            sf_fp2_127_mul_fp(&r, &a, &b);
            sf_p127_report(&v, "mul_fp", sf_p127_is2(&r, v.field[2]));
        }
    if (sf_p127_vec_open(&v, "fp2_127_mul_small.txt"))
        while (sf_p127_vec_next(&v)) {
            sf_p127_in2(&a, v.field[0]);
            sf_fp2_127_mul_small(&r, &a, (uint32_t)strtoul(v.field[1], NULL, 10));
            sf_p127_report(&v, "mul_small", sf_p127_is2(&r, v.field[2]));
        }
}

static int sf_up_to_sign2(const sf_fp2_127 *r, const char *hex)
{
    sf_fp2_127 n;
    sf_fp2_127_neg(&n, r);
    return sf_p127_is2(r, hex) || sf_p127_is2(&n, hex);
}

/* Shared by sqrt (nin = 1, u = a, v = 1), invsqrt and sqrt_ratio. */
static void sf_run_fp2_root(const char *file, int kind)
{
    sf_p127_vec v;
    sf_fp2_127 u, w, r, s;
    if (!sf_p127_vec_open(&v, file))
        return;
    while (sf_p127_vec_next(&v)) {
        int nin = kind == 2 ? 2 : 1;
        uint32_t want = (uint32_t)(v.field[nin][0] == '1'), ok;
        sf_p127_in2(&u, v.field[0]);
        if (kind == 0) {
            ok = sf_fp2_127_sqrt(&r, &u);
            sf_fp2_127_one(&w);
        } else if (kind == 1) {
            ok = sf_fp2_127_invsqrt(&r, &u);
            w = u;
            sf_fp2_127_one(&u);
        } else {
            sf_p127_in2(&w, v.field[1]);
            ok = sf_fp2_127_sqrt_ratio(&r, &u, &w);
        }
        sf_p127_report(&v, file, ok == want);
        /* the model writes 0 for "no root", which is also our contract */
        sf_p127_report(&v, file, sf_up_to_sign2(&r, v.field[nin + 1]));
        if (want) { /* r^2 w = u */
            sf_fp2_127_sqr(&s, &r);
            sf_fp2_127_mul(&s, &s, &w);
            sf_p127_report(&v, file, sf_fp2_127_eq(&s, &u));
        }
    }
}

SF_TEST(fp2_127_vec_sqrt) { sf_run_fp2_root("fp2_127_sqrt.txt", 0); }
SF_TEST(fp2_127_vec_invsqrt) { sf_run_fp2_root("fp2_127_invsqrt.txt", 1); }
SF_TEST(fp2_127_vec_sqrt_ratio) { sf_run_fp2_root("fp2_127_sqrt_ratio.txt", 2); }

SF_TEST(fp2_127_vec_legendre)
{
    sf_p127_vec v;
    sf_fp2_127 a;
    if (!sf_p127_vec_open(&v, "fp2_127_legendre.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        sf_p127_in2(&a, v.field[0]);
        sf_p127_report(&v, "legendre", sf_fp2_127_legendre(&a) == atoi(v.field[1]));
    }
}

SF_TEST(fp2_127_vec_decode_encode)
{
    sf_p127_vec v;
    sf_fp2_127 r;
    uint8_t in[32], out[32];
    if (!sf_p127_vec_open(&v, "fp2_127_decode.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t want = (uint32_t)(v.field[1][0] == '1');
        SF_CHECK(sf_test_unhex(in, 32, v.field[0]) == 32);
        sf_p127_report(&v, "decode flag", sf_fp2_127_decode(&r, in) == want);
        sf_p127_report(&v, "decode value", sf_p127_is2(&r, v.field[2]));
        sf_fp2_127_encode(out, &r);
        if (want)
            sf_p127_report(&v, "round trip", memcmp(in, out, 32) == 0);
    }
}

/* ---- properties ----------------------------------------------------------- */

SF_TEST(fp2_127_prop_field_axioms)
{
    sf_test_rng rng;
    sf_fp2_127 a, b, c, x, y, z, one;
    sf_fp2_127_one(&one);
    sf_test_rng_seed(&rng, 227);
    for (int i = 0; i < 1000; i++) {
        sf_p127_rand2(&a, &rng);
        sf_p127_rand2(&b, &rng);
        sf_p127_rand2(&c, &rng);
        sf_fp2_127_mul(&x, &a, &b); /* (ab)c = a(bc) */
        sf_fp2_127_mul(&x, &x, &c);
        sf_fp2_127_mul(&y, &b, &c);
        sf_fp2_127_mul(&y, &a, &y);
        SF_CHECK(sf_fp2_127_eq(&x, &y));
        sf_fp2_127_add(&x, &b, &c); /* a(b + c) = ab + ac */
        sf_fp2_127_mul(&x, &a, &x);
        sf_fp2_127_mul(&y, &a, &b);
        sf_fp2_127_mul(&z, &a, &c);
        sf_fp2_127_add(&y, &y, &z);
        SF_CHECK(sf_fp2_127_eq(&x, &y));
        sf_fp2_127_sqr(&x, &a); /* a^2 = a a */
        sf_fp2_127_mul(&y, &a, &a);
        SF_CHECK(sf_fp2_127_eq(&x, &y));
        sf_fp2_127_mul_i(&x, &a); /* (a i) i = -a */
        sf_fp2_127_mul_i(&x, &x);
        sf_fp2_127_neg(&y, &a);
        SF_CHECK(sf_fp2_127_eq(&x, &y));
        if (i < 200) {
            uint32_t zero = sf_fp2_127_is_zero(&a);
            sf_fp2_127_inv(&x, &a); /* a / a = 1 */
            sf_fp2_127_mul(&x, &x, &a);
            SF_CHECK(sf_fp2_127_eq(&x, &one) == (zero ^ 1));
            sf_fp2_127_sqr(&y, &a); /* sqrt(a^2) = +-a */
            SF_CHECK(sf_fp2_127_sqrt(&x, &y) == 1);
            sf_fp2_127_neg(&z, &a);
            SF_CHECK(sf_fp2_127_eq(&x, &a) | sf_fp2_127_eq(&x, &z));
            SF_CHECK(sf_fp2_127_legendre(&y) == (zero ? 0 : 1));
        }
    }
}

/* Edge inputs of the square root: the real line (y = 0) with square and
 * non-square x, where c = (x + s)/2 can be 0; purely imaginary values. */
SF_TEST(fp2_127_prop_sqrt_edges)
{
    sf_fp2_127 a, r, s, z, one;
    for (uint32_t k = 0; k < 40; k++) {
        for (int form = 0; form < 4; form++) {
            sf_fp2_127_zero(&a);
            sf_fp127_set_u32(form < 2 ? &a.re : &a.im, k);
            if (form & 1)
                sf_fp2_127_neg(&a, &a);
            /* every element of Fp is a square in Fp^2, and so is i*Fp */
            SF_CHECK(sf_fp2_127_sqrt(&r, &a) == 1);
            sf_fp2_127_sqr(&s, &r);
            SF_CHECK(sf_fp2_127_eq(&s, &a));
            if (k != 0) {
                SF_CHECK(sf_fp2_127_invsqrt(&r, &a) == 1);
                sf_fp2_127_sqr(&s, &r);
                sf_fp2_127_mul(&s, &s, &a);
                sf_fp2_127_one(&one);
                SF_CHECK(sf_fp2_127_eq(&s, &one));
            }
        }
    }
    /* u = 0: flag 1 and r = 0 even for v = 0; v = 0, u != 0: flag 0 */
    sf_fp2_127_zero(&z);
    sf_fp2_127_one(&one);
    SF_CHECK(sf_fp2_127_sqrt_ratio(&r, &z, &z) == 1 && sf_fp2_127_is_zero(&r));
    SF_CHECK(sf_fp2_127_sqrt_ratio(&r, &one, &z) == 0 && sf_fp2_127_is_zero(&r));
    SF_CHECK(sf_fp2_127_invsqrt(&r, &z) == 0 && sf_fp2_127_is_zero(&r));
    /* 2 + i (the Snowshoe u): a non-square, norm 5 is a non-square mod p */
    sf_fp127_set_u32(&a.re, 2);
    sf_fp127_one(&a.im);
    SF_CHECK(sf_fp2_127_legendre(&a) == -1);
    SF_CHECK(sf_fp2_127_sqrt(&r, &a) == 0 && sf_fp2_127_is_zero(&r));
}

SF_TEST(fp2_127_prop_inv_batch)
{
    sf_test_rng rng;
    sf_fp2_127 a[9], r[9], x;
    sf_test_rng_seed(&rng, 228);
    for (size_t n = 1; n <= 9; n++) {
        for (size_t k = 0; k < n; k++)
            sf_p127_rand2(&a[k], &rng);
        sf_fp2_127_inv_batch(r, a, n);
        for (size_t k = 0; k < n; k++) {
            sf_fp2_127_inv(&x, &a[k]);
            SF_CHECK(sf_fp2_127_eq(&x, &r[k]));
        }
    }
}

SF_TEST(fp2_127_prop_ct_selects)
{
    sf_test_rng rng;
    sf_fp2_127 a, b, x, y;
    sf_test_rng_seed(&rng, 229);
    for (uint32_t i = 0; i < 100; i++) {
        uint32_t c = i & 1;
        sf_p127_rand2(&a, &rng);
        sf_p127_rand2(&b, &rng);
        x = a;
        sf_fp2_127_cmov(&x, &b, c);
        SF_CHECK(sf_fp2_127_eq(&x, c ? &b : &a));
        x = a;
        y = b;
        sf_fp2_127_cswap(&x, &y, c);
        SF_CHECK(sf_fp2_127_eq(&x, c ? &b : &a) && sf_fp2_127_eq(&y, c ? &a : &b));
        sf_fp2_127_cneg(&x, &a, c);
        sf_fp2_127_neg(&y, &a);
        SF_CHECK(sf_fp2_127_eq(&x, c ? &y : &a));
        sf_fp2_127_canon(&x, &a);
        SF_CHECK(sf_fp2_127_eq(&x, &a));
    }
}

/*
 * The Fp^2 product and square (the portable backend's column-level
 * Karatsuba kernels, the fused mul_add form in the 64-bit one) agree with
 * the schoolbook formulas written out over Fp here: random and sparse
 * elements, output aliasing an input, and in the portable build the
 * largest tight limbs (2^27 - 1 everywhere), which no decoding produces and
 * where the column bounds argued in fp127_32.h are tight.
 */
static void sf_fp2_127_schoolbook(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp127 t, u;
    sf_fp2_127 x;
    sf_fp127_mul(&t, &a->re, &b->re);
    sf_fp127_mul(&u, &a->im, &b->im);
    sf_fp127_sub(&x.re, &t, &u);
    sf_fp127_mul(&t, &a->re, &b->im);
    sf_fp127_mul(&u, &a->im, &b->re);
    sf_fp127_add(&x.im, &t, &u);
    *r = x;
}

static void sf_fp2_127_kernels_agree(const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp2_127 x, y, z;
    sf_fp2_127_mul(&x, a, b);
    sf_fp2_127_schoolbook(&y, a, b);
    SF_CHECK(sf_fp2_127_eq(&x, &y));
    z = *a;
    sf_fp2_127_mul(&z, &z, b); /* r aliasing a */
    SF_CHECK(sf_fp2_127_eq(&z, &y));
    z = *b;
    sf_fp2_127_mul(&z, a, &z); /* r aliasing b */
    SF_CHECK(sf_fp2_127_eq(&z, &y));
    sf_fp2_127_sqr(&x, a);
    sf_fp2_127_schoolbook(&y, a, a);
    SF_CHECK(sf_fp2_127_eq(&x, &y));
    z = *a;
    sf_fp2_127_sqr(&z, &z); /* r aliasing a */
    SF_CHECK(sf_fp2_127_eq(&z, &y));
}

SF_TEST(fp2_127_prop_mul_sqr_kernels)
{
    sf_test_rng rng;
    sf_fp2_127 a, b;
    sf_test_rng_seed(&rng, 4);
    for (int i = 0; i < 20000; i++) {
        uint8_t buf[64];
        sf_test_rng_bytes(&rng, buf, sizeof buf);
        /* sparse words (0 or all-ones) push limbs and columns to their
         * extremes; bit 127 may be set (decode folds it) */
        for (int w = 0; w < 16; w++) {
            unsigned sel = buf[w] & 7;
            if (sel == 0)
                memset(buf + 4 * w, 0xFF, 4);
            else if (sel == 1)
                memset(buf + 4 * w, 0, 4);
        }
        (void)sf_fp2_127_decode(&a, buf);
        (void)sf_fp2_127_decode(&b, buf + 32);
        sf_fp2_127_kernels_agree(&a, &b);
    }
#ifdef SF_FIELD_PORTABLE
    /* every limb 2^27 - 1 (the tight maximum), alone and mixed */
    for (int m = 0; m < 16; m++) {
        sf_fp2_127 e;
        sf_fp127 *c[4] = {&a.re, &a.im, &b.re, &b.im};
        sf_fp2_127_zero(&a);
        sf_fp2_127_one(&b);
        for (int j = 0; j < 4; j++)
            if ((m >> j) & 1)
                for (int l = 0; l < 5; l++)
                    c[j]->v[l] = (1u << 27) - 1;
        sf_fp2_127_kernels_agree(&a, &b);
        sf_fp2_127_kernels_agree(&b, &a);
        e = a;
        sf_fp2_127_kernels_agree(&a, &e);
    }
#endif
}

const sf_test_case sf_tests_fp2_127[] = {
    SF_CASE(fp2_127_vec_add),
    SF_CASE(fp2_127_vec_sub),
    SF_CASE(fp2_127_vec_mul),
    SF_CASE(fp2_127_vec_neg),
    SF_CASE(fp2_127_vec_conj),
    SF_CASE(fp2_127_vec_sqr),
    SF_CASE(fp2_127_vec_mul_i),
    SF_CASE(fp2_127_vec_inv),
    SF_CASE(fp2_127_vec_mul_fp_small),
    SF_CASE(fp2_127_vec_sqrt),
    SF_CASE(fp2_127_vec_invsqrt),
    SF_CASE(fp2_127_vec_sqrt_ratio),
    SF_CASE(fp2_127_vec_legendre),
    SF_CASE(fp2_127_vec_decode_encode),
    SF_CASE(fp2_127_prop_field_axioms),
    SF_CASE(fp2_127_prop_sqrt_edges),
    SF_CASE(fp2_127_prop_inv_batch),
    SF_CASE(fp2_127_prop_ct_selects),
    SF_CASE(fp2_127_prop_mul_sqr_kernels),
    SF_CASES_END,
};

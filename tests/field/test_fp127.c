/*
 * Tests for Fp, p = 2^127 - 1 (src/field/p127/fp.h), run unchanged over both
 * backends (sf-tests: 64-bit, sf-tests-portable: 26-bit limbs).
 *
 *  - fp127_vec_*: every operation against the Python model's vectors
 *    (tests/model/gen_fp127.py, generated into the --gen directory);
 *  - fp127_prop_*: algebraic properties over pseudo-random and hand-picked
 *    inputs, chosen to drive every reduction branch (p - 1 times p - 1,
 *    the non-canonical representative p, all-ones limbs);
 *  - fp127_backend_is_the_intended_one: the build picked the backend it says.
 */
#include <string.h>

#include "common/endian.h"
#include "field/p127/fp.h"
#include "p127_test_util.h"
#include "test.h"

SF_TEST(fp127_backend_is_the_intended_one)
{
#ifdef SF_FIELD_PORTABLE
    SF_CHECK(strcmp(SF_FP127_BACKEND_NAME, "portable") == 0);
#else
    SF_CHECK(strcmp(SF_FP127_BACKEND_NAME, "64") == 0);
#endif
    SF_CHECK(strcmp(SF_FP127_BACKEND_NAME, sf_test_backend()) == 0);
}

/* ---- model vectors ------------------------------------------------------ */

/* sf_run_fp_op(file, nin, f1, f2): a unary (nin = 1) or binary (nin = 2) op
 * over its file, also with the output aliasing each input. */
#define SF_TVOP_NAME sf_run_fp_op
#define SF_TVOP_T sf_fp127
#define SF_TVOP_IN sf_p127_in
#define SF_TVOP_IS sf_p127_is
#include "p127_vec_op_impl.h"

static void sf_t_add(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b) { sf_fp127_add(r, a, b); }
static void sf_t_sub(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b) { sf_fp127_sub(r, a, b); }
static void sf_t_mul(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b) { sf_fp127_mul(r, a, b); }
static void sf_t_neg(sf_fp127 *r, const sf_fp127 *a) { sf_fp127_neg(r, a); }
static void sf_t_sqr(sf_fp127 *r, const sf_fp127 *a) { sf_fp127_sqr(r, a); }
static void sf_t_half(sf_fp127 *r, const sf_fp127 *a) { sf_fp127_half(r, a); }
static void sf_t_inv(sf_fp127 *r, const sf_fp127 *a) { sf_fp127_inv(r, a); }

SF_TEST(fp127_vec_add) { sf_run_fp_op("fp127_add.txt", 2, NULL, sf_t_add); }
SF_TEST(fp127_vec_sub) { sf_run_fp_op("fp127_sub.txt", 2, NULL, sf_t_sub); }
SF_TEST(fp127_vec_mul) { sf_run_fp_op("fp127_mul.txt", 2, NULL, sf_t_mul); }
SF_TEST(fp127_vec_neg) { sf_run_fp_op("fp127_neg.txt", 1, sf_t_neg, NULL); }
SF_TEST(fp127_vec_sqr) { sf_run_fp_op("fp127_sqr.txt", 1, sf_t_sqr, NULL); }
SF_TEST(fp127_vec_half) { sf_run_fp_op("fp127_half.txt", 1, sf_t_half, NULL); }
SF_TEST(fp127_vec_inv) { sf_run_fp_op("fp127_inv.txt", 1, sf_t_inv, NULL); }

SF_TEST(fp127_vec_mul_small)
{
    sf_p127_vec v;
    sf_fp127 a, r;
    if (!sf_p127_vec_open(&v, "fp127_mul_small.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t c = (uint32_t)strtoul(v.field[1], NULL, 10);
        sf_p127_in(&a, v.field[0]);
        sf_fp127_mul_small(&r, &a, c);
        sf_p127_report(&v, "mul_small", sf_p127_is(&r, v.field[2]));
    }
}

SF_TEST(fp127_vec_mul_add)
{
    sf_p127_vec v;
    sf_fp127 a, b, c, d, r;
    if (!sf_p127_vec_open(&v, "fp127_mul_add.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        sf_p127_in(&a, v.field[0]);
        sf_p127_in(&b, v.field[1]);
        sf_p127_in(&c, v.field[2]);
        sf_p127_in(&d, v.field[3]);
        sf_fp127_mul_add(&r, &a, &b, &c, &d);
        sf_p127_report(&v, "mul_add", sf_p127_is(&r, v.field[4]));
        sf_fp127_mul_add(&d, &a, &b, &c, &d); /* output aliasing an input */
        sf_p127_report(&v, "mul_add alias", sf_p127_is(&d, v.field[4]));
    }
}

/* The loose class: r = add_loose(a, b) * c, also with r aliasing c. */
SF_TEST(fp127_vec_mul_loose)
{
    sf_p127_vec v;
    sf_fp127 a, b, c, r;
    sf_fp127_loose s;
    if (!sf_p127_vec_open(&v, "fp127_mul_loose.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        sf_p127_in(&a, v.field[0]);
        sf_p127_in(&b, v.field[1]);
        sf_p127_in(&c, v.field[2]);
        sf_fp127_add_loose(&s, &a, &b);
        sf_fp127_mul_loose(&r, &s, &c);
        sf_p127_report(&v, "mul_loose", sf_p127_is(&r, v.field[3]));
        sf_fp127_mul_loose(&c, &s, &c); /* output aliasing the tight input */
        sf_p127_report(&v, "mul_loose alias", sf_p127_is(&c, v.field[3]));
    }
}

/* r equals the expected root up to sign. */
static int sf_up_to_sign(const sf_fp127 *r, const char *hex)
{
    sf_fp127 n;
    sf_fp127_neg(&n, r);
    return sf_p127_is(r, hex) || sf_p127_is(&n, hex);
}

SF_TEST(fp127_vec_sqrt)
{
    sf_p127_vec v;
    sf_fp127 a, r, s, na;
    if (!sf_p127_vec_open(&v, "fp127_sqrt.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t want = (uint32_t)(v.field[1][0] == '1');
        sf_p127_in(&a, v.field[0]);
        uint32_t ok = sf_fp127_sqrt(&r, &a);
        sf_p127_report(&v, "sqrt flag", ok == want);
        sf_p127_report(&v, "sqrt root", sf_up_to_sign(&r, v.field[2]));
        /* the contract: r^2 = a for squares, r^2 = -a otherwise */
        sf_fp127_sqr(&s, &r);
        sf_fp127_neg(&na, &a);
        sf_p127_report(&v, "sqrt r^2", sf_fp127_eq(&s, want ? &a : &na));
    }
}

SF_TEST(fp127_vec_invsqrt)
{
    sf_p127_vec v;
    sf_fp127 a, r;
    if (!sf_p127_vec_open(&v, "fp127_invsqrt.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t want = (uint32_t)(v.field[1][0] == '1');
        sf_p127_in(&a, v.field[0]);
        uint32_t ok = sf_fp127_invsqrt(&r, &a);
        sf_p127_report(&v, "invsqrt flag", ok == want);
        if (want)
            sf_p127_report(&v, "invsqrt root", sf_up_to_sign(&r, v.field[2]));
    }
}

SF_TEST(fp127_vec_legendre)
{
    sf_p127_vec v;
    sf_fp127 a;
    if (!sf_p127_vec_open(&v, "fp127_legendre.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        sf_p127_in(&a, v.field[0]);
        sf_p127_report(&v, "legendre",
                       sf_fp127_legendre(&a) == atoi(v.field[1]));
    }
}

SF_TEST(fp127_vec_sqrt_ratio)
{
    sf_p127_vec v;
    sf_fp127 u, w, r;
    if (!sf_p127_vec_open(&v, "fp127_sqrt_ratio.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t want = (uint32_t)(v.field[2][0] == '1');
        sf_p127_in(&u, v.field[0]);
        sf_p127_in(&w, v.field[1]);
        uint32_t ok = sf_fp127_sqrt_ratio(&r, &u, &w);
        sf_p127_report(&v, "sqrt_ratio flag", ok == want);
        sf_p127_report(&v, "sqrt_ratio root", sf_up_to_sign(&r, v.field[3]));
    }
}

SF_TEST(fp127_vec_decode_encode)
{
    sf_p127_vec v;
    sf_fp127 r;
    uint8_t in[16], out[16];
    if (!sf_p127_vec_open(&v, "fp127_decode.txt"))
        return;
    while (sf_p127_vec_next(&v)) {
        uint32_t want = (uint32_t)(v.field[1][0] == '1');
        SF_CHECK(sf_test_unhex(in, 16, v.field[0]) == 16);
        uint32_t ok = sf_fp127_decode(&r, in);
        sf_p127_report(&v, "decode flag", ok == want);
        sf_p127_report(&v, "decode value", sf_p127_is(&r, v.field[2]));
        /* canonical encodings round-trip byte for byte */
        sf_fp127_encode(out, &r);
        if (want)
            sf_p127_report(&v, "round trip", memcmp(in, out, 16) == 0);
    }
}

/* ---- properties ----------------------------------------------------------- */

/* Hand-picked representatives: each comes from decoding these bytes. */
static void sf_edge(sf_fp127 *r, int k)
{
    uint8_t b[16];
    memset(b, 0, 16);
    switch (k) {
    case 0: break;                                   /* 0 */
    case 1: b[0] = 1; break;                         /* 1 */
    case 2: memset(b, 0xFF, 16); b[15] = 0x7F; b[0] = 0xFE; break; /* p-1 */
    case 3: memset(b, 0xFF, 16); b[15] = 0x7F; break; /* p (non-canonical) */
    case 4: memset(b, 0xFF, 16); break;              /* 2^128-1 = 1 */
    case 5: b[15] = 0x80; break;                     /* 2^127 = 1 */
    case 6: memset(b, 0xFF, 8); break;               /* 2^64-1 */
    case 7: b[15] = 0x40; break;                     /* 2^126 */
    case 8: memset(b, 0xFF, 16); b[15] = 0x3F; break; /* 2^126-1 */
    default: memset(b, 0xFF, 13); b[0] = 0xF0; break; /* ones to 2^104 */
    }
    (void)sf_fp127_decode(r, b);
}
#define SF_N_EDGES 10

/* Elements for property tests: the edges, then pseudo-random ones. */
static void sf_sample(sf_fp127 *r, sf_test_rng *rng, int i)
{
    if (i < SF_N_EDGES)
        sf_edge(r, i);
    else
        sf_p127_rand(r, rng);
}

SF_TEST(fp127_prop_ring_axioms)
{
    sf_test_rng rng;
    sf_fp127 a, b, c, x, y, z;
    sf_test_rng_seed(&rng, 127);
    for (int i = 0; i < 2000; i++) {
        sf_sample(&a, &rng, i % 40 < SF_N_EDGES ? i % 40 : 99);
        sf_sample(&b, &rng, (i / 40) % 40 < SF_N_EDGES ? (i / 40) % 40 : 99);
        sf_p127_rand(&c, &rng);
        /* (ab)c = a(bc) */
        sf_fp127_mul(&x, &a, &b);
        sf_fp127_mul(&x, &x, &c);
        sf_fp127_mul(&y, &b, &c);
        sf_fp127_mul(&y, &a, &y);
        SF_CHECK(sf_fp127_eq(&x, &y));
        /* a(b + c) = ab + ac, also via the fused mul_add */
        sf_fp127_add(&x, &b, &c);
        sf_fp127_mul(&x, &a, &x);
        sf_fp127_mul(&y, &a, &b);
        sf_fp127_mul(&z, &a, &c);
        sf_fp127_add(&y, &y, &z);
        SF_CHECK(sf_fp127_eq(&x, &y));
        sf_fp127_mul_add(&z, &a, &b, &a, &c);
        SF_CHECK(sf_fp127_eq(&x, &z));
        /* a^2 = a*a; (a - b) + b = a; -(-a) = a; 2 (a/2) = a */
        sf_fp127_sqr(&x, &a);
        sf_fp127_mul(&y, &a, &a);
        SF_CHECK(sf_fp127_eq(&x, &y));
        sf_fp127_sub(&x, &a, &b);
        sf_fp127_add(&x, &x, &b);
        SF_CHECK(sf_fp127_eq(&x, &a));
        sf_fp127_neg(&x, &a);
        sf_fp127_neg(&x, &x);
        SF_CHECK(sf_fp127_eq(&x, &a));
        sf_fp127_half(&x, &a);
        sf_fp127_add(&x, &x, &x);
        SF_CHECK(sf_fp127_eq(&x, &a));
        /* a * 3 via mul_small = a + a + a */
        sf_fp127_mul_small(&x, &a, 3);
        sf_fp127_add(&y, &a, &a);
        sf_fp127_add(&y, &y, &a);
        SF_CHECK(sf_fp127_eq(&x, &y));
    }
}

SF_TEST(fp127_prop_inverse_and_roots)
{
    sf_test_rng rng;
    sf_fp127 a, x, y, z, one;
    sf_fp127_one(&one);
    sf_test_rng_seed(&rng, 128);
    for (int i = 0; i < 300; i++) {
        sf_sample(&a, &rng, i);
        uint32_t zero = sf_fp127_is_zero(&a);
        sf_fp127_inv(&x, &a);
        sf_fp127_mul(&y, &x, &a);
        SF_CHECK(sf_fp127_eq(&y, &one) == (zero ^ 1));
        SF_CHECK(sf_fp127_is_zero(&x) == zero);
        /* sqrt(a^2) = +-a; a square's invsqrt times a is a root */
        sf_fp127_sqr(&y, &a);
        SF_CHECK(sf_fp127_sqrt(&x, &y) == 1);
        sf_fp127_neg(&z, &a);
        SF_CHECK(sf_fp127_eq(&x, &a) | sf_fp127_eq(&x, &z));
        if (!zero) {
            SF_CHECK(sf_fp127_invsqrt(&x, &y) == 1);
            sf_fp127_mul(&x, &x, &y);
            sf_fp127_sqr(&x, &x);
            SF_CHECK(sf_fp127_eq(&x, &y));
            SF_CHECK(sf_fp127_legendre(&y) == 1);
            /* -1 is a non-square (p = 3 mod 4), so -a^2 is one */
            sf_fp127_neg(&y, &y);
            SF_CHECK(sf_fp127_legendre(&y) == -1);
            SF_CHECK(sf_fp127_sqrt(&x, &y) == 0);
            SF_CHECK(sf_fp127_invsqrt(&x, &y) == 0);
        }
    }
}

/*
 * Products whose intermediate sums sit on the edges of the bounds argued in
 * the backends: (p-1)^2, p*p (p as the non-canonical zero), (2^127-2)*p,
 * all-ones limbs, and mul_add of two maximal products.
 */
SF_TEST(fp127_prop_reduction_edges)
{
    sf_fp127 e[SF_N_EDGES], x, y, z, w;
    for (int k = 0; k < SF_N_EDGES; k++)
        sf_edge(&e[k], k);
    sf_fp127_mul(&x, &e[2], &e[2]); /* (p-1)^2 = (-1)^2 = 1 */
    sf_fp127_one(&y);
    SF_CHECK(sf_fp127_eq(&x, &y));
    sf_fp127_sqr(&x, &e[2]);
    SF_CHECK(sf_fp127_eq(&x, &y));
    sf_fp127_mul(&x, &e[3], &e[3]); /* p*p = 0 */
    SF_CHECK(sf_fp127_is_zero(&x));
    sf_fp127_mul_add(&x, &e[2], &e[2], &e[2], &e[2]); /* 2 */
    sf_fp127_set_u32(&y, 2);
    SF_CHECK(sf_fp127_eq(&x, &y));
    sf_fp127_mul_add(&x, &e[3], &e[3], &e[3], &e[3]);
    SF_CHECK(sf_fp127_is_zero(&x));
    sf_fp127_add(&x, &e[2], &e[2]); /* -2 */
    sf_fp127_neg(&y, &y);
    SF_CHECK(sf_fp127_eq(&x, &y));
    sf_fp127_add(&x, &e[3], &e[3]);
    SF_CHECK(sf_fp127_is_zero(&x));
    sf_fp127_sub(&x, &e[0], &e[3]);
    SF_CHECK(sf_fp127_is_zero(&x));
    sf_fp127_mul_small(&x, &e[2], 0xFFFFFFFFu); /* -(2^32 - 1) */
    sf_fp127_set_u32(&y, 0xFFFFFFFFu);
    sf_fp127_add(&x, &x, &y);
    SF_CHECK(sf_fp127_is_zero(&x));
    /* every pair of edges, against a slower route: a*b = ((a+b)^2 - (a-b)^2)/4 */
    for (int i = 0; i < SF_N_EDGES; i++)
        for (int j = 0; j < SF_N_EDGES; j++) {
            sf_fp127_mul(&x, &e[i], &e[j]);
            sf_fp127_add(&y, &e[i], &e[j]);
            sf_fp127_sqr(&y, &y);
            sf_fp127_sub(&z, &e[i], &e[j]);
            sf_fp127_sqr(&z, &z);
            sf_fp127_sub(&w, &y, &z);
            sf_fp127_half(&w, &w);
            sf_fp127_half(&w, &w);
            SF_CHECK(sf_fp127_eq(&x, &w));
        }
    /* canonical forms: p and 2^128 - 1 encode as 0 and 1 */
    SF_CHECK(sf_fp127_is_zero(&e[3]) && !sf_fp127_is_odd(&e[3]));
    SF_CHECK(sf_fp127_is_odd(&e[4]) && sf_fp127_is_odd(&e[5]));
    SF_CHECK(!sf_fp127_is_odd(&e[2])); /* p-1 is even */
}

/* from_words on canonical words is the decoder's value (edges: 0, p - 1). */
SF_TEST(fp127_prop_from_words)
{
    sf_test_rng rng;
    sf_fp127 a, c, x;
    uint8_t b[16];
    sf_test_rng_seed(&rng, 131);
    for (int i = 0; i < 1000; i++) {
        if (i < SF_N_EDGES)
            sf_edge(&a, i);
        else
            sf_p127_rand(&a, &rng);
        sf_fp127_canon(&c, &a);
        sf_fp127_encode(b, &c);
        sf_fp127_from_words(&x, sf_load64_le(b), sf_load64_le(b + 8));
        SF_CHECK(sf_fp127_eq(&x, &a));
        sf_fp127_sub(&x, &x, &c); /* x stays usable as an operand */
        SF_CHECK(sf_fp127_is_zero(&x));
    }
}

SF_TEST(fp127_prop_ct_selects)
{
    sf_test_rng rng;
    sf_fp127 a, b, x, y;
    sf_test_rng_seed(&rng, 129);
    for (int i = 0; i < 200; i++) {
        sf_p127_rand(&a, &rng);
        sf_p127_rand(&b, &rng);
        uint32_t c = (uint32_t)(i & 1);
        x = a;
        sf_fp127_cmov(&x, &b, c);
        SF_CHECK(sf_fp127_eq(&x, c ? &b : &a));
        x = a;
        y = b;
        sf_fp127_cswap(&x, &y, c);
        SF_CHECK(sf_fp127_eq(&x, c ? &b : &a) && sf_fp127_eq(&y, c ? &a : &b));
        sf_fp127_cneg(&x, &a, c);
        sf_fp127_neg(&y, &a);
        SF_CHECK(sf_fp127_eq(&x, c ? &y : &a));
        SF_CHECK(sf_fp127_eq(&a, &b) == 0 || sf_fp127_is_zero(&a) == sf_fp127_is_zero(&b));
        SF_CHECK(sf_fp127_eq(&a, &a));
    }
}

const sf_test_case sf_tests_fp127[] = {
    SF_CASE(fp127_backend_is_the_intended_one),
    SF_CASE(fp127_vec_add),
    SF_CASE(fp127_vec_sub),
    SF_CASE(fp127_vec_mul),
    SF_CASE(fp127_vec_neg),
    SF_CASE(fp127_vec_sqr),
    SF_CASE(fp127_vec_half),
    SF_CASE(fp127_vec_inv),
    SF_CASE(fp127_vec_mul_small),
    SF_CASE(fp127_vec_mul_add),
    SF_CASE(fp127_vec_mul_loose),
    SF_CASE(fp127_vec_sqrt),
    SF_CASE(fp127_vec_invsqrt),
    SF_CASE(fp127_vec_legendre),
    SF_CASE(fp127_vec_sqrt_ratio),
    SF_CASE(fp127_vec_decode_encode),
    SF_CASE(fp127_prop_ring_axioms),
    SF_CASE(fp127_prop_inverse_and_roots),
    SF_CASE(fp127_prop_reduction_edges),
    SF_CASE(fp127_prop_from_words),
    SF_CASE(fp127_prop_ct_selects),
    SF_CASES_END,
};

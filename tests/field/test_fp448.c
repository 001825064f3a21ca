/*
 * Tests for Fp, p = 2^448 - 2^224 - 1 (src/field/p448/fp448.h), run
 * unchanged over both backends (sf-tests: 56-bit limbs, sf-tests-portable:
 * 28-bit limbs).
 *
 *  - fp448_vec_*: every operation against the Python model's vectors
 *    (tests/model/gen_fp448.py, generated into the --gen directory), each
 *    binary and unary one also with the output aliasing each input;
 *  - fp448_prop_*: algebraic properties over pseudo-random and hand-picked
 *    inputs (0, 1, p - 1, the non-canonical p and 2^448 - 1, phi
 *    boundaries), long chains that keep feeding outputs back as inputs, and
 *    open-box elements with every limb at the bound of its class;
 *  - fp448_backend_is_the_intended_one: the build picked the backend it says.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "field/p448/fp448.h"
#include "test.h"

SF_TEST(fp448_backend_is_the_intended_one)
{
#ifdef SF_FIELD_PORTABLE
    SF_CHECK(strcmp(SF_FP448_BACKEND_NAME, "portable") == 0);
    SF_CHECK(SF_FP448_NLIMBS == 16 && sizeof(sf_fp448_limb) == 4);
#else
    SF_CHECK(strcmp(SF_FP448_BACKEND_NAME, "64") == 0);
    SF_CHECK(SF_FP448_NLIMBS == 8 && sizeof(sf_fp448_limb) == 8);
#endif
    SF_CHECK(strcmp(SF_FP448_BACKEND_NAME, sf_test_backend()) == 0);
}

/* ---- reading the model's files ------------------------------------------- */

#define SF_T448_FIELDS 6

typedef struct sf_t448_vec {
    FILE *f;
    char line[1024];
    char *field[SF_T448_FIELDS];
    int nfields;
    unsigned long lineno, rows;
} sf_t448_vec;

static int sf_t448_open(sf_t448_vec *v, const char *name)
{
    memset(v, 0, sizeof *v);
    v->f = sf_test_open(sf_test_gen_dir(), name);
    SF_CHECK(v->f != NULL);
    return v->f != NULL;
}

/* Next data line, split; 0 at the end (closes the file, checks it had rows). */
static int sf_t448_next(sf_t448_vec *v)
{
    while (fgets(v->line, sizeof v->line, v->f) != NULL) {
        v->lineno++;
        if (v->line[0] == '#' || v->line[0] == '\n')
            continue;
        v->nfields = sf_test_split(v->line, v->field, SF_T448_FIELDS);
        v->rows++;
        return 1;
    }
    fclose(v->f);
    v->f = NULL;
    SF_CHECK(v->rows > 0);
    return 0;
}

/* Report a mismatch with its line once (the harness caps repeated output). */
static void sf_t448_report(const sf_t448_vec *v, const char *what, int ok)
{
    if (!ok)
        printf("    %s: mismatch at line %lu\n", what, v->lineno);
    SF_CHECK(ok);
}

/* The test's view of an input: decode the 56 raw bytes, ignoring the flag
 * (inputs are non-canonical on purpose). */
static void sf_t448_in(sf_fp448 *r, const char *hex)
{
    uint8_t b[56];
    if (sf_test_unhex(b, 56, hex) != 56) {
        printf("    bad hex field %s\n", hex);
        SF_CHECK(0);
        memset(b, 0, 56);
    }
    sf_fp448_decode_reduce(r, b);
}

/* 1 if a's canonical encoding is the hex field. */
static int sf_t448_is(const sf_fp448 *a, const char *hex)
{
    uint8_t got[56], want[56];
    sf_fp448_encode(got, a);
    if (sf_test_unhex(want, 56, hex) != 56)
        return 0;
    return memcmp(got, want, 56) == 0;
}

typedef void (*sf_t448_op1)(sf_fp448 *, const sf_fp448 *);
typedef void (*sf_t448_op2)(sf_fp448 *, const sf_fp448 *, const sf_fp448 *);

/* A unary op over its file: r = f(a), then in place. */
static void sf_t448_run1(const char *file, sf_t448_op1 f)
{
    sf_t448_vec v;
    sf_fp448 a, r;
    if (!sf_t448_open(&v, file))
        return;
    while (sf_t448_next(&v)) {
        if (v.nfields != 2) {
            sf_t448_report(&v, file, 0);
            continue;
        }
        sf_t448_in(&a, v.field[0]);
        f(&r, &a);
        sf_t448_report(&v, file, sf_t448_is(&r, v.field[1]));
        f(&a, &a);
        sf_t448_report(&v, file, sf_t448_is(&a, v.field[1]));
    }
}

/* A binary op over its file: r = f(a, b), then r aliasing b, then a. */
static void sf_t448_run2(const char *file, sf_t448_op2 f)
{
    sf_t448_vec v;
    sf_fp448 a, b, r;
    if (!sf_t448_open(&v, file))
        return;
    while (sf_t448_next(&v)) {
        if (v.nfields != 3) {
            sf_t448_report(&v, file, 0);
            continue;
        }
        sf_t448_in(&a, v.field[0]);
        sf_t448_in(&b, v.field[1]);
        f(&r, &a, &b);
        sf_t448_report(&v, file, sf_t448_is(&r, v.field[2]));
        r = b;
        f(&r, &a, &r);
        sf_t448_report(&v, file, sf_t448_is(&r, v.field[2]));
        f(&a, &a, &b);
        sf_t448_report(&v, file, sf_t448_is(&a, v.field[2]));
    }
}

/* ---- model vectors ---------------------------------------------------------- */

static void sf_t_add(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b) { sf_fp448_add(r, a, b); }
static void sf_t_sub(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b) { sf_fp448_sub(r, a, b); }
static void sf_t_mul(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b) { sf_fp448_mul(r, a, b); }
static void sf_t_neg(sf_fp448 *r, const sf_fp448 *a) { sf_fp448_neg(r, a); }
static void sf_t_sqr(sf_fp448 *r, const sf_fp448 *a) { sf_fp448_sqr(r, a); }
static void sf_t_inv(sf_fp448 *r, const sf_fp448 *a) { sf_fp448_inv(r, a); }
static void sf_t_pow(sf_fp448 *r, const sf_fp448 *a) { sf_fp448_pow_p34(r, a); }

SF_TEST(fp448_vec_add) { sf_t448_run2("fp448_add.txt", sf_t_add); }
SF_TEST(fp448_vec_sub) { sf_t448_run2("fp448_sub.txt", sf_t_sub); }
SF_TEST(fp448_vec_mul) { sf_t448_run2("fp448_mul.txt", sf_t_mul); }
SF_TEST(fp448_vec_neg) { sf_t448_run1("fp448_neg.txt", sf_t_neg); }
SF_TEST(fp448_vec_sqr) { sf_t448_run1("fp448_sqr.txt", sf_t_sqr); }
SF_TEST(fp448_vec_inv) { sf_t448_run1("fp448_inv.txt", sf_t_inv); }
SF_TEST(fp448_vec_pow_p34) { sf_t448_run1("fp448_pow_p34.txt", sf_t_pow); }

SF_TEST(fp448_vec_mul_small)
{
    sf_t448_vec v;
    sf_fp448 a, r;
    if (!sf_t448_open(&v, "fp448_mul_small.txt"))
        return;
    while (sf_t448_next(&v)) {
        uint32_t c = (uint32_t)strtoul(v.field[1], NULL, 10);
        sf_t448_in(&a, v.field[0]);
        sf_fp448_mul_small(&r, &a, c);
        sf_t448_report(&v, "mul_small", sf_t448_is(&r, v.field[2]));
        sf_fp448_mul_small(&a, &a, c);
        sf_t448_report(&v, "mul_small alias", sf_t448_is(&a, v.field[2]));
    }
}

/* The loose class: (a + b) c, (a + b)(c - d), (a - b)^2 and the carries. */
SF_TEST(fp448_vec_loose)
{
    sf_t448_vec v;
    sf_fp448 a, b, c, d, r;
    sf_fp448_loose s, t;
    if (sf_t448_open(&v, "fp448_mul_loose.txt"))
        while (sf_t448_next(&v)) {
            sf_t448_in(&a, v.field[0]);
            sf_t448_in(&b, v.field[1]);
            sf_t448_in(&c, v.field[2]);
            sf_fp448_add_loose(&s, &a, &b);
            sf_fp448_mul_loose(&r, &s, &c);
            sf_t448_report(&v, "mul_loose", sf_t448_is(&r, v.field[3]));
            sf_fp448_mul_loose(&c, &s, &c); /* aliasing the tight input */
            sf_t448_report(&v, "mul_loose alias", sf_t448_is(&c, v.field[3]));
        }
    if (sf_t448_open(&v, "fp448_mul_loose_loose.txt"))
        while (sf_t448_next(&v)) {
            sf_t448_in(&a, v.field[0]);
            sf_t448_in(&b, v.field[1]);
            sf_t448_in(&c, v.field[2]);
            sf_t448_in(&d, v.field[3]);
            sf_fp448_add_loose(&s, &a, &b);
            sf_fp448_sub_loose(&t, &c, &d);
            sf_fp448_mul_loose_loose(&r, &s, &t);
            sf_t448_report(&v, "mul_loose_loose", sf_t448_is(&r, v.field[4]));
            /* the carried forms agree with the loose ones */
            sf_fp448_carry(&a, &s);
            sf_fp448_carry(&b, &t);
            sf_fp448_mul(&r, &a, &b);
            sf_t448_report(&v, "carry", sf_t448_is(&r, v.field[4]));
        }
    if (sf_t448_open(&v, "fp448_sqr_loose.txt"))
        while (sf_t448_next(&v)) {
            sf_t448_in(&a, v.field[0]);
            sf_t448_in(&b, v.field[1]);
            sf_fp448_sub_loose(&s, &a, &b);
            sf_fp448_sqr_loose(&r, &s);
            sf_t448_report(&v, "sqr_loose", sf_t448_is(&r, v.field[2]));
            sf_fp448_mul_loose_loose(&c, &s, &s);
            sf_t448_report(&v, "sqr vs mul", sf_fp448_eq(&c, &r));
        }
}

static uint32_t sf_t448_flag(const char *f)
{
    return (uint32_t)(f[0] == '1');
}

/* A root function (flag and exact root) over its file, then in place. */
static void sf_t448_run_root(const char *file,
                             uint32_t (*f)(sf_fp448 *, const sf_fp448 *))
{
    sf_t448_vec v;
    sf_fp448 a, r;
    if (!sf_t448_open(&v, file))
        return;
    while (sf_t448_next(&v)) {
        uint32_t want = sf_t448_flag(v.field[1]);
        sf_t448_in(&a, v.field[0]);
        uint32_t ok = f(&r, &a);
        sf_t448_report(&v, file, ok == want && sf_t448_is(&r, v.field[2]));
        ok = f(&a, &a);
        sf_t448_report(&v, file, ok == want && sf_t448_is(&a, v.field[2]));
    }
}

SF_TEST(fp448_vec_sqrt) { sf_t448_run_root("fp448_sqrt.txt", sf_fp448_sqrt); }
SF_TEST(fp448_vec_invsqrt) { sf_t448_run_root("fp448_invsqrt.txt", sf_fp448_invsqrt); }

SF_TEST(fp448_vec_legendre)
{
    sf_t448_vec v;
    sf_fp448 a;
    if (!sf_t448_open(&v, "fp448_legendre.txt"))
        return;
    while (sf_t448_next(&v)) {
        sf_t448_in(&a, v.field[0]);
        sf_t448_report(&v, "legendre", sf_fp448_legendre(&a) == atoi(v.field[1]));
    }
}

SF_TEST(fp448_vec_sqrt_ratio)
{
    sf_t448_vec v;
    sf_fp448 u, w, r;
    if (!sf_t448_open(&v, "fp448_sqrt_ratio.txt"))
        return;
    while (sf_t448_next(&v)) {
        uint32_t want = sf_t448_flag(v.field[2]);
        sf_t448_in(&u, v.field[0]);
        sf_t448_in(&w, v.field[1]);
        uint32_t ok = sf_fp448_sqrt_ratio(&r, &u, &w);
        sf_t448_report(&v, "sqrt_ratio flag", ok == want);
        sf_t448_report(&v, "sqrt_ratio root", sf_t448_is(&r, v.field[3]));
        /* output aliasing each input */
        r = u;
        ok = sf_fp448_sqrt_ratio(&r, &r, &w);
        sf_t448_report(&v, "sqrt_ratio alias u", ok == want && sf_t448_is(&r, v.field[3]));
        r = w;
        ok = sf_fp448_sqrt_ratio(&r, &u, &r);
        sf_t448_report(&v, "sqrt_ratio alias v", ok == want && sf_t448_is(&r, v.field[3]));
    }
}

SF_TEST(fp448_vec_decode_encode)
{
    sf_t448_vec v;
    sf_fp448 r;
    uint8_t in[56], out[56];
    if (!sf_t448_open(&v, "fp448_decode.txt"))
        return;
    while (sf_t448_next(&v)) {
        uint32_t want = sf_t448_flag(v.field[1]);
        SF_CHECK(sf_test_unhex(in, 56, v.field[0]) == 56);
        uint32_t ok = sf_fp448_decode(&r, in);
        sf_t448_report(&v, "decode flag", ok == want);
        sf_t448_report(&v, "decode value", sf_t448_is(&r, v.field[2]));
        sf_fp448_decode_reduce(&r, in);
        sf_t448_report(&v, "decode_reduce value", sf_t448_is(&r, v.field[2]));
        /* canonical encodings round-trip byte for byte */
        sf_fp448_encode(out, &r);
        if (want)
            sf_t448_report(&v, "round trip", memcmp(in, out, 56) == 0);
    }
}

/* ---- properties ----------------------------------------------------------- */

static const uint8_t sf_t448_p[56] = {
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};

/* Hand-picked representatives, each decoded from these bytes. */
static void sf_t448_edge(sf_fp448 *r, int k)
{
    uint8_t b[56];
    memset(b, 0, 56);
    switch (k) {
    case 0: break;                                      /* 0 */
    case 1: b[0] = 1; break;                            /* 1 */
    case 2: memcpy(b, sf_t448_p, 56); b[0] = 0xfe; break; /* p - 1 */
    case 3: memcpy(b, sf_t448_p, 56); break;            /* p (= 0) */
    case 4: memset(b, 0xff, 56); break;                 /* 2^448 - 1 = phi */
    case 5: b[28] = 1; break;                           /* phi */
    case 6: memset(b, 0xff, 28); break;                 /* phi - 1 */
    case 7: b[55] = 0x80; break;                        /* 2^447 */
    case 8: memset(b, 0xff, 28); b[28] = 1; break;      /* 2 phi - 1 */
    case 9: memcpy(b, sf_t448_p, 56); b[0] = 0; b[28] = 0xff; break; /* p + phi - 255 */
    default: memset(b + 7, 0xff, 42); break;            /* ones in the middle */
    }
    (void)sf_fp448_decode(r, b);
}
#define SF_T448_EDGES 11

/* An element from the test rng: mostly uniform 448-bit strings decoded
 * (sometimes non-canonical), sometimes with all-ones or zero 7-byte limbs. */
static void sf_t448_rand(sf_fp448 *r, sf_test_rng *rng)
{
    uint8_t b[56];
    uint64_t k = sf_test_rng_u64(rng);
    sf_test_rng_bytes(rng, b, 56);
    for (int w = 0; w < 8; w++) {
        unsigned sel = (unsigned)(k >> (4 * w)) & 7;
        if (sel == 0)
            memset(b + 7 * w, 0xff, 7);
        else if (sel == 1)
            memset(b + 7 * w, 0, 7);
    }
    sf_fp448_decode_reduce(r, b);
}

static void sf_t448_sample(sf_fp448 *r, sf_test_rng *rng, int i)
{
    if (i < SF_T448_EDGES)
        sf_t448_edge(r, i);
    else
        sf_t448_rand(r, rng);
}

SF_TEST(fp448_prop_ring_axioms)
{
    sf_test_rng rng;
    sf_fp448 a, b, c, x, y, z;
    sf_test_rng_seed(&rng, 448);
    for (int i = 0; i < 1500; i++) {
        sf_t448_sample(&a, &rng, i % 30);
        sf_t448_sample(&b, &rng, (i / 30) % 30);
        sf_t448_rand(&c, &rng);
        /* (ab)c = a(bc); ab = ba */
        sf_fp448_mul(&x, &a, &b);
        sf_fp448_mul(&y, &b, &a);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_mul(&x, &x, &c);
        sf_fp448_mul(&y, &b, &c);
        sf_fp448_mul(&y, &a, &y);
        SF_CHECK(sf_fp448_eq(&x, &y));
        /* a(b + c) = ab + ac; a(b - c) = ab - ac */
        sf_fp448_add(&x, &b, &c);
        sf_fp448_mul(&x, &a, &x);
        sf_fp448_mul(&y, &a, &b);
        sf_fp448_mul(&z, &a, &c);
        sf_fp448_add(&y, &y, &z);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_sub(&x, &b, &c);
        sf_fp448_mul(&x, &a, &x);
        sf_fp448_sub(&y, &y, &z);
        sf_fp448_sub(&y, &y, &z);
        SF_CHECK(sf_fp448_eq(&x, &y));
        /* a^2 = a a; (a - b) + b = a; -(-a) = a; a + (-a) = 0 */
        sf_fp448_sqr(&x, &a);
        sf_fp448_mul(&y, &a, &a);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_sub(&x, &a, &b);
        sf_fp448_add(&x, &x, &b);
        SF_CHECK(sf_fp448_eq(&x, &a));
        sf_fp448_neg(&x, &a);
        sf_fp448_add(&y, &x, &a);
        SF_CHECK(sf_fp448_is_zero(&y));
        sf_fp448_neg(&x, &x);
        SF_CHECK(sf_fp448_eq(&x, &a));
        /* a * 3 via mul_small = a + a + a; a * 39081 = a (39080 + 1) */
        sf_fp448_mul_small(&x, &a, 3);
        sf_fp448_add(&y, &a, &a);
        sf_fp448_add(&y, &y, &a);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_mul_small(&x, &a, 39081);
        sf_fp448_mul_small(&y, &a, 39080);
        sf_fp448_add(&y, &y, &a);
        SF_CHECK(sf_fp448_eq(&x, &y));
        /* sqr_n against repeated sqr */
        sf_fp448_sqr_n(&x, &a, 5);
        sf_fp448_copy(&y, &a);
        for (int k = 0; k < 5; k++)
            sf_fp448_sqr(&y, &y);
        SF_CHECK(sf_fp448_eq(&x, &y));
    }
}

/*
 * Long dependent chains mix every operation's outputs back into every
 * other's inputs (the one-class rule), then compare against the same chain
 * on canonical copies. A bound broken by some op's output would show up as
 * a VERIFY abort or a mismatch.
 */
SF_TEST(fp448_prop_chains)
{
    sf_test_rng rng;
    sf_fp448 x[4], c[4];
    sf_test_rng_seed(&rng, 449);
    for (int k = 0; k < 4; k++)
        sf_t448_rand(&x[k], &rng);
    for (int i = 0; i < 4000; i++) {
        int op = (int)(sf_test_rng_u64(&rng) % 9);
        int d = i & 3, s = (i + 1) & 3, t = (i + 2) & 3;
        for (int k = 0; k < 4; k++)
            sf_fp448_canon(&c[k], &x[k]);
        switch (op) {
        case 0: sf_fp448_add(&x[d], &x[s], &x[t]); sf_fp448_add(&c[d], &c[s], &c[t]); break;
        case 1: sf_fp448_sub(&x[d], &x[s], &x[t]); sf_fp448_sub(&c[d], &c[s], &c[t]); break;
        case 2: sf_fp448_mul(&x[d], &x[s], &x[t]); sf_fp448_mul(&c[d], &c[s], &c[t]); break;
        case 3: sf_fp448_sqr(&x[d], &x[s]); sf_fp448_sqr(&c[d], &c[s]); break;
        case 4: sf_fp448_neg(&x[d], &x[s]); sf_fp448_neg(&c[d], &c[s]); break;
        case 5: sf_fp448_mul_small(&x[d], &x[s], 0xfffffffbu);
                sf_fp448_mul_small(&c[d], &c[s], 0xfffffffbu); break;
        case 6: sf_fp448_add(&x[d], &x[d], &x[d]); sf_fp448_add(&c[d], &c[d], &c[d]); break;
        case 7: sf_fp448_cneg(&x[d], &x[s], (uint32_t)i & 1);
                sf_fp448_cneg(&c[d], &c[s], (uint32_t)i & 1); break;
        default: {
            sf_fp448_loose l, m;
            sf_fp448_sub_loose(&l, &x[s], &x[t]);
            sf_fp448_add_loose(&m, &x[d], &x[s]);
            sf_fp448_mul_loose_loose(&x[d], &l, &m);
            sf_fp448_sub(&c[t], &c[s], &c[t]);
            sf_fp448_add(&c[d], &c[d], &c[s]);
            sf_fp448_mul(&c[d], &c[t], &c[d]);
        }
        }
        SF_CHECK(sf_fp448_eq(&x[d], &c[d]));
        /* re-seed now and then so values do not collapse to 0 */
        if (sf_fp448_is_zero(&x[d]))
            sf_t448_rand(&x[d], &rng);
    }
}

SF_TEST(fp448_prop_inverse_and_roots)
{
    sf_test_rng rng;
    sf_fp448 a, x, y, z, one, arr[5], inv[5];
    sf_fp448_one(&one);
    sf_test_rng_seed(&rng, 450);
    for (int i = 0; i < 60; i++) {
        sf_t448_sample(&a, &rng, i);
        uint32_t zero = sf_fp448_is_zero(&a);
        sf_fp448_inv(&x, &a);
        sf_fp448_mul(&y, &x, &a);
        SF_CHECK(sf_fp448_eq(&y, &one) == (zero ^ 1));
        SF_CHECK(sf_fp448_is_zero(&x) == zero);
        /* sqrt(a^2) = +-a */
        sf_fp448_sqr(&y, &a);
        SF_CHECK(sf_fp448_sqrt(&x, &y) == 1);
        sf_fp448_neg(&z, &a);
        SF_CHECK(sf_fp448_eq(&x, &a) | sf_fp448_eq(&x, &z));
        if (!zero) {
            /* invsqrt(a^2) * a^2 is a root of a^2 */
            SF_CHECK(sf_fp448_invsqrt(&x, &y) == 1);
            sf_fp448_mul(&x, &x, &y);
            sf_fp448_sqr(&x, &x);
            SF_CHECK(sf_fp448_eq(&x, &y));
            SF_CHECK(sf_fp448_legendre(&y) == 1);
            /* -1 is a non-square (p = 3 mod 4), so -a^2 is one */
            sf_fp448_neg(&y, &y);
            SF_CHECK(sf_fp448_legendre(&y) == -1);
            SF_CHECK(sf_fp448_sqrt(&x, &y) == 0);
            SF_CHECK(sf_fp448_invsqrt(&x, &y) == 0);
            /* sqrt_ratio(a^2 v, v) succeeds with r^2 v = u (u = 0 when
             * v = 0, which also succeeds); sqrt_ratio(-a^2 v, v) fails
             * with r^2 = a^2 unless v = 0 */
            uint32_t vz;
            sf_t448_rand(&z, &rng);
            if (i % 4 == 0)
                sf_fp448_zero(&z);
            vz = sf_fp448_is_zero(&z);
            sf_fp448_sqr(&y, &a);
            sf_fp448_mul(&y, &y, &z);
            SF_CHECK(sf_fp448_sqrt_ratio(&x, &y, &z) == 1);
            sf_fp448_sqr(&x, &x);
            sf_fp448_mul(&x, &x, &z);
            SF_CHECK(sf_fp448_eq(&x, &y));
            sf_fp448_neg(&y, &y);
            SF_CHECK(sf_fp448_sqrt_ratio(&x, &y, &z) == vz);
            sf_fp448_sqr(&x, &x);
            sf_fp448_sqr(&y, &a);
            SF_CHECK(vz || sf_fp448_eq(&x, &y));
            /* v = 0 with u != 0: flag 0, r = 0 */
            sf_fp448_zero(&z);
            SF_CHECK(sf_fp448_sqrt_ratio(&x, &y, &z) == 0 && sf_fp448_is_zero(&x));
        }
        /* batch inversion against single inversions */
        for (int k = 0; k < 5; k++)
            sf_t448_rand(&arr[k], &rng);
        sf_fp448_inv_batch(inv, arr, 5);
        for (int k = 0; k < 5; k++) {
            sf_fp448_inv(&x, &arr[k]);
            SF_CHECK(sf_fp448_eq(&x, &inv[k]));
        }
    }
    /* inv_batch with a zero entry zeroes everything, and n = 0 is a no-op */
    for (int k = 0; k < 5; k++)
        sf_t448_rand(&arr[k], &rng);
    sf_fp448_zero(&arr[2]);
    sf_fp448_inv_batch(inv, arr, 5);
    for (int k = 0; k < 5; k++)
        SF_CHECK(sf_fp448_is_zero(&inv[k]));
    sf_fp448_inv_batch(inv, arr, 0);
}

/*
 * Open box: elements with every limb at the top of its bound class, which
 * no sequence of public operations need ever produce, through every
 * operation that takes the class; the results must agree with the same
 * operation on the canonical form. The canonical value itself is the
 * model's (fp448_extremes.txt).
 */
static void sf_t448_fill(sf_fp448_limb *v, unsigned bits)
{
    for (int i = 0; i < SF_FP448_NLIMBS; i++)
        v[i] = (sf_fp448_limb)((((uint64_t)1) << bits) - 1);
}

SF_TEST(fp448_prop_class_extremes)
{
    sf_t448_vec v;
    sf_fp448 t, c, x, y, e[SF_T448_EDGES];
    sf_fp448_loose l, lc;
    char want_t[120] = "", want_l[120] = "";
#ifdef SF_FIELD_PORTABLE
    const char *name_t = "tight28", *name_l = "tight28";
#else
    const char *name_t = "tight56", *name_l = "loose56";
#endif
    if (!sf_t448_open(&v, "fp448_extremes.txt"))
        return;
    while (sf_t448_next(&v)) {
        if (strcmp(v.field[0], name_t) == 0)
            snprintf(want_t, sizeof want_t, "%s", v.field[1]);
        if (strcmp(v.field[0], name_l) == 0)
            snprintf(want_l, sizeof want_l, "%s", v.field[1]);
    }
    SF_CHECK(strlen(want_t) == 112 && strlen(want_l) == 112);

    sf_t448_fill(t.v, SF_FP448_TIGHT_BITS);
    sf_t448_fill(l.v, SF_FP448_LOOSE_BITS);
    SF_CHECK(sf_t448_is(&t, want_t));
    sf_fp448_canon(&c, &t);
    SF_CHECK(sf_t448_is(&c, want_t));
    sf_fp448_carry(&x, &l);
    SF_CHECK(sf_t448_is(&x, want_l));
    sf_fp448_loose_from(&lc, &x);

    for (int k = 0; k < SF_T448_EDGES; k++)
        sf_t448_edge(&e[k], k);
    sf_fp448_copy(&e[0], &t); /* the extreme against itself too */
    for (int k = 0; k < SF_T448_EDGES; k++) {
        sf_fp448 ec;
        sf_fp448_canon(&ec, &e[k]);
        sf_fp448_mul(&x, &t, &e[k]);
        sf_fp448_mul(&y, &c, &ec);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_add(&x, &t, &e[k]);
        sf_fp448_add(&y, &c, &ec);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_sub(&x, &e[k], &t);
        sf_fp448_sub(&y, &ec, &c);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_mul_loose(&x, &l, &e[k]);
        sf_fp448_mul_loose(&y, &lc, &ec);
        SF_CHECK(sf_fp448_eq(&x, &y));
        sf_fp448_mul_loose_loose(&x, &l, &l);
        sf_fp448_mul_loose_loose(&y, &lc, &lc);
        SF_CHECK(sf_fp448_eq(&x, &y));
    }
    sf_fp448_sqr(&x, &t);
    sf_fp448_sqr(&y, &c);
    SF_CHECK(sf_fp448_eq(&x, &y));
    sf_fp448_sqr_loose(&x, &l);
    sf_fp448_sqr_loose(&y, &lc);
    SF_CHECK(sf_fp448_eq(&x, &y));
    sf_fp448_mul_small(&x, &t, 0xffffffffu);
    sf_fp448_mul_small(&y, &c, 0xffffffffu);
    SF_CHECK(sf_fp448_eq(&x, &y));
    sf_fp448_neg(&x, &t);
    sf_fp448_add(&x, &x, &c);
    SF_CHECK(sf_fp448_is_zero(&x));
    SF_CHECK(sf_fp448_is_odd(&t) == sf_fp448_is_odd(&c));
}

/* Edge values through the products, against ((a+b)^2 - (a-b)^2)/4. */
SF_TEST(fp448_prop_reduction_edges)
{
    sf_fp448 e[SF_T448_EDGES], x, y, z, w, one;
    uint8_t b[56];
    for (int k = 0; k < SF_T448_EDGES; k++)
        sf_t448_edge(&e[k], k);
    sf_fp448_one(&one);
    sf_fp448_mul(&x, &e[2], &e[2]); /* (p-1)^2 = 1 */
    SF_CHECK(sf_fp448_eq(&x, &one));
    sf_fp448_sqr(&x, &e[2]);
    SF_CHECK(sf_fp448_eq(&x, &one));
    sf_fp448_mul(&x, &e[3], &e[3]); /* p p = 0 */
    SF_CHECK(sf_fp448_is_zero(&x));
    sf_fp448_mul(&x, &e[5], &e[5]); /* phi^2 = phi + 1 */
    sf_fp448_add(&y, &e[5], &one);
    SF_CHECK(sf_fp448_eq(&x, &y));
    SF_CHECK(sf_fp448_eq(&e[4], &e[5])); /* 2^448 - 1 = phi */
    sf_fp448_sub(&x, &e[0], &e[3]);
    SF_CHECK(sf_fp448_is_zero(&x));
    sf_fp448_mul_small(&x, &e[2], 0xffffffffu); /* -(2^32 - 1) */
    sf_fp448_set_u32(&y, 0xffffffffu);
    sf_fp448_add(&x, &x, &y);
    SF_CHECK(sf_fp448_is_zero(&x));
    sf_fp448_set_u32(&y, 4);
    sf_fp448_inv(&w, &y); /* 1/4, for the check below */
    for (int i = 0; i < SF_T448_EDGES; i++)
        for (int j = 0; j < SF_T448_EDGES; j++) {
            sf_fp448_mul(&x, &e[i], &e[j]);
            sf_fp448_add(&y, &e[i], &e[j]);
            sf_fp448_sqr(&y, &y);
            sf_fp448_sub(&z, &e[i], &e[j]);
            sf_fp448_sqr(&z, &z);
            sf_fp448_sub(&y, &y, &z);
            sf_fp448_mul(&y, &y, &w);
            SF_CHECK(sf_fp448_eq(&x, &y));
        }
    /* canonical forms: p encodes as 0, 2^448 - 1 as phi; is_odd of both */
    sf_fp448_encode(b, &e[3]);
    for (int i = 0; i < 56; i++)
        SF_CHECK(b[i] == 0);
    SF_CHECK(sf_fp448_is_zero(&e[3]) && !sf_fp448_is_odd(&e[3]));
    SF_CHECK(!sf_fp448_is_odd(&e[4]) && !sf_fp448_is_odd(&e[2]));
    SF_CHECK(sf_fp448_is_odd(&e[1]) && sf_fp448_is_odd(&e[6]));
}

/* Decoding: acceptance exactly below p, on both sides of every byte. */
SF_TEST(fp448_prop_decode_boundary)
{
    uint8_t b[56];
    sf_fp448 r, s;
    /* p - 1 accepted, p .. p + phi (= 2^448 - 1) rejected */
    memcpy(b, sf_t448_p, 56);
    b[0] = 0xfe;
    SF_CHECK(sf_fp448_decode(&r, b) == 1);
    memcpy(b, sf_t448_p, 56);
    SF_CHECK(sf_fp448_decode(&r, b) == 0);
    SF_CHECK(sf_fp448_is_zero(&r));
    b[28] = 0xff; /* 2^448 - 1 */
    SF_CHECK(sf_fp448_decode(&r, b) == 0);
    /* zeroing byte i of 2^448 - 1 gives x = 2^448 - 1 - 255 * 2^(8i),
     * which is below p = 2^448 - 1 - phi iff 255 * 2^(8i) > phi, i.e.
     * iff i >= 28: every byte on both sides of the phi boundary */
    for (int i = 0; i < 56; i++) {
        uint8_t c[56];
        memset(c, 0xff, 56);
        c[i] = 0x00;
        SF_CHECK(sf_fp448_decode(&r, c) == (uint32_t)(i >= 28));
        sf_fp448_decode_reduce(&s, c);
        SF_CHECK(sf_fp448_eq(&r, &s));
    }
}

/* from_words and SF_FP448_CONST against the decoder (edges and random). */
SF_TEST(fp448_prop_from_words)
{
    static const sf_fp448 k39081 = SF_FP448_CONST(39081, 0, 0, 0, 0, 0, 0);
    static const sf_fp448 pm1 = SF_FP448_CONST(
        0xfffffffffffffffeULL, 0xffffffffffffffffULL, 0xffffffffffffffffULL,
        0xfffffffeffffffffULL, 0xffffffffffffffffULL, 0xffffffffffffffffULL,
        0xffffffffffffffffULL);
    sf_test_rng rng;
    sf_fp448 a, c, x;
    uint8_t b[56];
    uint64_t w[7];
    sf_test_rng_seed(&rng, 451);
    sf_fp448_set_u32(&x, 39081);
    SF_CHECK(sf_fp448_eq(&x, &k39081));
    sf_t448_edge(&x, 2);
    SF_CHECK(sf_fp448_eq(&x, &pm1));
    for (int i = 0; i < 500; i++) {
        sf_t448_sample(&a, &rng, i);
        sf_fp448_canon(&c, &a);
        sf_fp448_encode(b, &c);
        for (int k = 0; k < 7; k++) {
            w[k] = 0;
            for (int j = 7; j >= 0; j--)
                w[k] = (w[k] << 8) | b[8 * k + j];
        }
        sf_fp448_from_words(&x, w);
        SF_CHECK(sf_fp448_eq(&x, &a));
        sf_fp448_sub(&x, &x, &c); /* usable as an operand */
        SF_CHECK(sf_fp448_is_zero(&x));
    }
}

SF_TEST(fp448_prop_ct_selects)
{
    sf_test_rng rng;
    sf_fp448 a, b, x, y;
    sf_test_rng_seed(&rng, 452);
    for (int i = 0; i < 200; i++) {
        sf_t448_rand(&a, &rng);
        sf_t448_rand(&b, &rng);
        uint32_t c = (uint32_t)(i & 1);
        x = a;
        sf_fp448_cmov(&x, &b, c);
        SF_CHECK(sf_fp448_eq(&x, c ? &b : &a));
        x = a;
        y = b;
        sf_fp448_cswap(&x, &y, c);
        SF_CHECK(sf_fp448_eq(&x, c ? &b : &a) && sf_fp448_eq(&y, c ? &a : &b));
        sf_fp448_cneg(&x, &a, c);
        sf_fp448_neg(&y, &a);
        SF_CHECK(sf_fp448_eq(&x, c ? &y : &a));
        /* CT_ABS: cneg by is_odd gives the even root */
        sf_fp448_cneg(&x, &a, sf_fp448_is_odd(&a));
        SF_CHECK(sf_fp448_is_odd(&x) == 0 || sf_fp448_is_zero(&x));
        SF_CHECK(sf_fp448_eq(&a, &a) && sf_fp448_eq(&a, &b) == 0);
    }
}

const sf_test_case sf_tests_fp448[] = {
    SF_CASE(fp448_backend_is_the_intended_one),
    SF_CASE(fp448_vec_add),
    SF_CASE(fp448_vec_sub),
    SF_CASE(fp448_vec_mul),
    SF_CASE(fp448_vec_neg),
    SF_CASE(fp448_vec_sqr),
    SF_CASE(fp448_vec_inv),
    SF_CASE(fp448_vec_pow_p34),
    SF_CASE(fp448_vec_mul_small),
    SF_CASE(fp448_vec_loose),
    SF_CASE(fp448_vec_sqrt),
    SF_CASE(fp448_vec_invsqrt),
    SF_CASE(fp448_vec_legendre),
    SF_CASE(fp448_vec_sqrt_ratio),
    SF_CASE(fp448_vec_decode_encode),
    SF_CASE(fp448_prop_ring_axioms),
    SF_CASE(fp448_prop_chains),
    SF_CASE(fp448_prop_inverse_and_roots),
    SF_CASE(fp448_prop_class_extremes),
    SF_CASE(fp448_prop_reduction_edges),
    SF_CASE(fp448_prop_decode_boundary),
    SF_CASE(fp448_prop_from_words),
    SF_CASE(fp448_prop_ct_selects),
    SF_CASES_END,
};

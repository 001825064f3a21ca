/*
 * Tests for Fp, p = 2^255 - 19 (src/field/p255/fp255.h), run unchanged over
 * both backends (sf-tests: radix 2^51, sf-tests-portable: radix 2^25.5).
 *
 *  - fp255_vec_*: every operation against the Python model's vectors
 *    (tests/model/gen_fp255.py, generated into the --gen directory), each
 *    also with its output aliasing its inputs;
 *  - fp255_vec_class_edges: operations on elements whose limbs sit at the
 *    top of the tight and loose bound classes (built limb by limb, in this
 *    backend's layout), where the overflow arguments are tightest;
 *  - fp255_prop_*: algebraic properties over pseudo-random and hand-picked
 *    inputs, the RFC 9496 square-root cases, decoding rules, constants;
 *  - fp255_backend_is_the_intended_one: the build picked the backend it says.
 */
#include <stdlib.h>
#include <string.h>

#include "common/endian.h"
#include "field/p255/fp255.h"
#include "test.h"

SF_TEST(fp255_backend_is_the_intended_one)
{
#ifdef SF_FIELD_PORTABLE
    SF_CHECK(strcmp(SF_FP255_BACKEND_NAME, "portable") == 0);
    SF_CHECK(SF_FP255_NLIMBS == 10 && sizeof(((sf_fp255 *)0)->v[0]) == 4);
#else
    SF_CHECK(strcmp(SF_FP255_BACKEND_NAME, "64") == 0);
    SF_CHECK(SF_FP255_NLIMBS == 5 && sizeof(((sf_fp255 *)0)->v[0]) == 8);
#endif
    SF_CHECK(strcmp(SF_FP255_BACKEND_NAME, sf_test_backend()) == 0);
}

/* ---- reading the model's files ------------------------------------------ */

#define SF_T_MAX_FIELDS 12

typedef struct sf_t_vec {
    FILE *f;
    char line[2048];
    char *field[SF_T_MAX_FIELDS];
    int nfields;
    unsigned long lineno, rows;
} sf_t_vec;

static int sf_t_open(sf_t_vec *v, const char *name)
{
    memset(v, 0, sizeof *v);
    v->f = sf_test_open(sf_test_gen_dir(), name);
    SF_CHECK(v->f != NULL);
    return v->f != NULL;
}

/* Next data line split into fields, with exactly `want` of them (a short
 * line is a failed check); 0 at the end (closes the file, checks that it
 * had rows). */
static int sf_t_next(sf_t_vec *v, int want)
{
    while (fgets(v->line, sizeof v->line, v->f) != NULL) {
        v->lineno++;
        if (v->line[0] == '#' || v->line[0] == '\n')
            continue;
        v->nfields = sf_test_split(v->line, v->field, SF_T_MAX_FIELDS);
        if (v->nfields != want) {
            printf("    line %lu: %d fields, want %d\n", v->lineno, v->nfields, want);
            SF_CHECK(0);
            continue;
        }
        v->rows++;
        return 1;
    }
    fclose(v->f);
    v->f = NULL;
    SF_CHECK(v->rows > 0);
    return 0;
}

static void sf_t_report(const sf_t_vec *v, const char *what, int ok)
{
    if (!ok)
        printf("    %s: mismatch at line %lu\n", what, v->lineno);
    SF_CHECK(ok);
}

/* An input: the 32 raw bytes decoded, the canonical flag ignored. */
static void sf_t_in(sf_fp255 *r, const char *hex)
{
    uint8_t b[32];
    if (sf_test_unhex(b, 32, hex) != 32) {
        printf("    bad hex field %s\n", hex);
        SF_CHECK(0);
        memset(b, 0, 32);
    }
    (void)sf_fp255_decode(r, b);
}

/* 1 if a's canonical encoding is the hex field. */
static int sf_t_is(const sf_fp255 *a, const char *hex)
{
    uint8_t got[32], want[32];
    sf_fp255_encode(got, a);
    return sf_test_unhex(want, 32, hex) == 32 && memcmp(got, want, 32) == 0;
}

static int sf_t_flag(const char *s)
{
    return s[0] == '1';
}

/* ---- model vectors ------------------------------------------------------ */

typedef void (*sf_t_op1)(sf_fp255 *, const sf_fp255 *);
typedef void (*sf_t_op2)(sf_fp255 *, const sf_fp255 *, const sf_fp255 *);

/* A unary (f2 NULL) or binary (f1 NULL) op over its file: plain, then with
 * the output aliasing each input. */
static void sf_t_run(const char *file, sf_t_op1 f1, sf_t_op2 f2)
{
    sf_t_vec v;
    sf_fp255 a, b, r;
    int nin = f2 != NULL ? 2 : 1;
    if (!sf_t_open(&v, file))
        return;
    while (sf_t_next(&v, nin + 1)) {
        const char *want = v.field[nin];
        sf_t_in(&a, v.field[0]);
        if (f2 != NULL) {
            sf_t_in(&b, v.field[1]);
            f2(&r, &a, &b);
            sf_t_report(&v, file, sf_t_is(&r, want));
            r = b;
            f2(&r, &a, &r);
            sf_t_report(&v, file, sf_t_is(&r, want));
            f2(&a, &a, &b);
            sf_t_report(&v, file, sf_t_is(&a, want));
        } else {
            f1(&r, &a);
            sf_t_report(&v, file, sf_t_is(&r, want));
            f1(&a, &a);
            sf_t_report(&v, file, sf_t_is(&a, want));
        }
    }
}

static void sf_t_add(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b) { sf_fp255_add(r, a, b); }
static void sf_t_sub(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b) { sf_fp255_sub(r, a, b); }
static void sf_t_mul(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b) { sf_fp255_mul(r, a, b); }
static void sf_t_neg(sf_fp255 *r, const sf_fp255 *a) { sf_fp255_neg(r, a); }
static void sf_t_sqr(sf_fp255 *r, const sf_fp255 *a) { sf_fp255_sqr(r, a); }
static void sf_t_inv(sf_fp255 *r, const sf_fp255 *a) { sf_fp255_inv(r, a); }
static void sf_t_p58(sf_fp255 *r, const sf_fp255 *a) { sf_fp255_pow_p58(r, a); }

SF_TEST(fp255_vec_add) { sf_t_run("fp255_add.txt", NULL, sf_t_add); }
SF_TEST(fp255_vec_sub) { sf_t_run("fp255_sub.txt", NULL, sf_t_sub); }
SF_TEST(fp255_vec_mul) { sf_t_run("fp255_mul.txt", NULL, sf_t_mul); }
SF_TEST(fp255_vec_neg) { sf_t_run("fp255_neg.txt", sf_t_neg, NULL); }
SF_TEST(fp255_vec_sqr) { sf_t_run("fp255_sqr.txt", sf_t_sqr, NULL); }
SF_TEST(fp255_vec_inv) { sf_t_run("fp255_inv.txt", sf_t_inv, NULL); }
SF_TEST(fp255_vec_pow_p58) { sf_t_run("fp255_pow_p58.txt", sf_t_p58, NULL); }

SF_TEST(fp255_vec_mul_small)
{
    sf_t_vec v;
    sf_fp255 a, r;
    if (!sf_t_open(&v, "fp255_mul_small.txt"))
        return;
    while (sf_t_next(&v, 3)) {
        uint32_t c = (uint32_t)strtoul(v.field[1], NULL, 10);
        sf_t_in(&a, v.field[0]);
        sf_fp255_mul_small(&r, &a, c);
        sf_t_report(&v, "mul_small", sf_t_is(&r, v.field[2]));
        sf_fp255_mul_small(&a, &a, c);
        sf_t_report(&v, "mul_small alias", sf_t_is(&a, v.field[2]));
    }
}

/* The loose class: add_loose / sub_loose feeding mul_loose, mul_ll,
 * sqr_loose and carry (also with the output aliasing the tight operand). */
SF_TEST(fp255_vec_loose)
{
    sf_t_vec v;
    sf_fp255 a, b, c, d, r;
    sf_fp255_loose s, t, u;
    if (!sf_t_open(&v, "fp255_loose.txt"))
        return;
    while (sf_t_next(&v, 9)) {
        sf_t_in(&a, v.field[0]);
        sf_t_in(&b, v.field[1]);
        sf_t_in(&c, v.field[2]);
        sf_t_in(&d, v.field[3]);
        sf_fp255_add_loose(&s, &a, &b);
        sf_fp255_sub_loose(&t, &a, &b);
        sf_fp255_sub_loose(&u, &c, &d);
        sf_fp255_mul_loose(&r, &s, &c);
        sf_t_report(&v, "mul_loose", sf_t_is(&r, v.field[4]));
        sf_fp255_mul_ll(&r, &t, &u);
        sf_t_report(&v, "mul_ll", sf_t_is(&r, v.field[5]));
        sf_fp255_mul_ll(&r, &s, &u);
        sf_t_report(&v, "mul_ll sum", sf_t_is(&r, v.field[6]));
        sf_fp255_sqr_loose(&r, &t);
        sf_t_report(&v, "sqr_loose", sf_t_is(&r, v.field[7]));
        sf_fp255_carry(&r, &t);
        sf_t_report(&v, "carry", sf_t_is(&r, v.field[8]));
        sf_fp255_mul_loose(&c, &s, &c);
        sf_t_report(&v, "mul_loose alias", sf_t_is(&c, v.field[4]));
    }
}

SF_TEST(fp255_vec_sqrt_ratio_i)
{
    sf_t_vec v;
    sf_fp255 u, w, r, s, t;
    if (!sf_t_open(&v, "fp255_sqrt_ratio_i.txt"))
        return;
    while (sf_t_next(&v, 4)) {
        uint32_t want = (uint32_t)sf_t_flag(v.field[2]);
        sf_t_in(&u, v.field[0]);
        sf_t_in(&w, v.field[1]);
        uint32_t ok = sf_fp255_sqrt_ratio_i(&r, &u, &w);
        sf_t_report(&v, "sqrt_ratio_i flag", ok == want);
        sf_t_report(&v, "sqrt_ratio_i root", sf_t_is(&r, v.field[3]));
        sf_t_report(&v, "sqrt_ratio_i sign", sf_fp255_is_odd(&r) == 0);
        /* r^2 v = u (square) or sqrt(-1) u (not), unless v = 0 */
        sf_fp255_sqr(&s, &r);
        sf_fp255_mul(&s, &s, &w);
        sf_fp255_mul(&t, &u, &sf_fp255_sqrt_m1);
        if (!sf_fp255_is_zero(&w))
            sf_t_report(&v, "sqrt_ratio_i r^2 v", sf_fp255_eq(&s, want ? &u : &t));
        /* outputs aliasing each input */
        ok = sf_fp255_sqrt_ratio_i(&u, &u, &w);
        sf_t_report(&v, "sqrt_ratio_i alias u", ok == want && sf_t_is(&u, v.field[3]));
        sf_t_in(&u, v.field[0]);
        ok = sf_fp255_sqrt_ratio_i(&w, &u, &w);
        sf_t_report(&v, "sqrt_ratio_i alias v", ok == want && sf_t_is(&w, v.field[3]));
    }
}

/* A (flag, root) operation of one or two inputs over its file. */
static void sf_t_run_root(const char *file, int nin,
                          uint32_t (*f1)(sf_fp255 *, const sf_fp255 *),
                          uint32_t (*f2)(sf_fp255 *, const sf_fp255 *, const sf_fp255 *))
{
    sf_t_vec v;
    sf_fp255 a, b, r;
    if (!sf_t_open(&v, file))
        return;
    while (sf_t_next(&v, nin + 2)) {
        uint32_t want = (uint32_t)sf_t_flag(v.field[nin]), ok;
        sf_t_in(&a, v.field[0]);
        if (nin == 2) {
            sf_t_in(&b, v.field[1]);
            ok = f2(&r, &a, &b);
        } else {
            ok = f1(&r, &a);
        }
        sf_t_report(&v, file, ok == want && sf_t_is(&r, v.field[nin + 1]));
        ok = nin == 2 ? f2(&a, &a, &b) : f1(&a, &a);
        sf_t_report(&v, file, ok == want && sf_t_is(&a, v.field[nin + 1]));
    }
}

SF_TEST(fp255_vec_sqrt_ratio)
{
    sf_t_run_root("fp255_sqrt_ratio.txt", 2, NULL, sf_fp255_sqrt_ratio);
}
SF_TEST(fp255_vec_sqrt) { sf_t_run_root("fp255_sqrt.txt", 1, sf_fp255_sqrt, NULL); }
SF_TEST(fp255_vec_invsqrt) { sf_t_run_root("fp255_invsqrt.txt", 1, sf_fp255_invsqrt, NULL); }

SF_TEST(fp255_vec_legendre)
{
    sf_t_vec v;
    sf_fp255 a;
    if (!sf_t_open(&v, "fp255_legendre.txt"))
        return;
    while (sf_t_next(&v, 2)) {
        sf_t_in(&a, v.field[0]);
        sf_t_report(&v, "legendre", sf_fp255_legendre(&a) == atoi(v.field[1]));
    }
}

SF_TEST(fp255_vec_decode_encode)
{
    sf_t_vec v;
    sf_fp255 r;
    uint8_t in[32], out[32], want[32];
    if (!sf_t_open(&v, "fp255_decode.txt"))
        return;
    while (sf_t_next(&v, 3)) {
        uint32_t canonical = (uint32_t)sf_t_flag(v.field[1]);
        SF_CHECK(sf_test_unhex(in, 32, v.field[0]) == 32);
        SF_CHECK(sf_test_unhex(want, 32, v.field[2]) == 32);
        uint32_t ok = sf_fp255_decode(&r, in);
        sf_t_report(&v, "decode flag", ok == canonical);
        sf_t_report(&v, "decode value", sf_t_is(&r, v.field[2]));
        sf_t_report(&v, "is_odd", sf_fp255_is_odd(&r) == (uint32_t)(want[0] & 1));
        /* canonical encodings round-trip byte for byte */
        sf_fp255_encode(out, &r);
        if (canonical)
            sf_t_report(&v, "round trip", memcmp(in, out, 32) == 0);
    }
}

SF_TEST(fp255_vec_decode_x25519)
{
    sf_t_vec v;
    sf_fp255 r;
    uint8_t in[32];
    if (!sf_t_open(&v, "fp255_decode_x25519.txt"))
        return;
    while (sf_t_next(&v, 2)) {
        SF_CHECK(sf_test_unhex(in, 32, v.field[0]) == 32);
        sf_fp255_decode_x25519(&r, in);
        sf_t_report(&v, "decode_x25519", sf_t_is(&r, v.field[1]));
    }
}

/* ---- the bound classes at their edges ------------------------------------ */

/* Limbs written directly, in this backend's layout (open-box: the only
 * way to reach the class bounds, which no operation's output comes near). */
static int sf_t_limbs(uint64_t out[SF_FP255_NLIMBS], char *list)
{
    int n = 0;
    for (char *s = strtok(list, ","); s != NULL; s = strtok(NULL, ",")) {
        if (n == SF_FP255_NLIMBS)
            return 0;
        out[n++] = strtoull(s, NULL, 16);
    }
    return n == SF_FP255_NLIMBS;
}

static void sf_t_tight_limbs(sf_fp255 *r, char *list)
{
    uint64_t l[SF_FP255_NLIMBS];
    SF_CHECK(sf_t_limbs(l, list));
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] = l[i];
}

static void sf_t_loose_limbs(sf_fp255_loose *r, char *list)
{
    uint64_t l[SF_FP255_NLIMBS];
    SF_CHECK(sf_t_limbs(l, list));
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] = l[i];
}

#ifdef SF_FIELD_PORTABLE
#define SF_T_LAYOUT "32"
#else
#define SF_T_LAYOUT "64"
#endif

SF_TEST(fp255_vec_class_edges)
{
    sf_t_vec v;
    sf_fp255 x, y, r;
    sf_fp255_loose X, Y;
    if (!sf_t_open(&v, "fp255_tight" SF_T_LAYOUT ".txt"))
        return;
    while (sf_t_next(&v, 10)) {
        sf_t_tight_limbs(&x, v.field[0]);
        sf_t_tight_limbs(&y, v.field[1]);
        sf_fp255_canon(&r, &x);
        sf_t_report(&v, "tight canon", sf_t_is(&r, v.field[2]));
        sf_fp255_mul(&r, &x, &y);
        sf_t_report(&v, "tight mul", sf_t_is(&r, v.field[3]));
        sf_fp255_sqr(&r, &x);
        sf_t_report(&v, "tight sqr", sf_t_is(&r, v.field[4]));
        sf_fp255_add(&r, &x, &y);
        sf_t_report(&v, "tight add", sf_t_is(&r, v.field[5]));
        sf_fp255_sub(&r, &x, &y);
        sf_t_report(&v, "tight sub", sf_t_is(&r, v.field[6]));
        sf_fp255_neg(&r, &x);
        sf_t_report(&v, "tight neg", sf_t_is(&r, v.field[7]));
        sf_fp255_mul_small(&r, &x, 0xFFFFFFFFu);
        sf_t_report(&v, "tight mul_small", sf_t_is(&r, v.field[8]));
        sf_fp255_mul_small(&r, &x, 121666);
        sf_t_report(&v, "tight mul_small 121666", sf_t_is(&r, v.field[9]));
        /* the loose ops on tight extremes: sums and differences of them */
        sf_fp255_add_loose(&X, &x, &y);
        sf_fp255_sqr_loose(&r, &X);
        sf_fp255_add(&x, &x, &y);
        sf_fp255_sqr(&x, &x);
        sf_t_report(&v, "tight add_loose", sf_fp255_eq(&r, &x));
    }
    if (!sf_t_open(&v, "fp255_loose" SF_T_LAYOUT ".txt"))
        return;
    while (sf_t_next(&v, 5)) {
        sf_t_loose_limbs(&X, v.field[0]);
        sf_t_loose_limbs(&Y, v.field[1]);
        sf_fp255_carry(&r, &X);
        sf_t_report(&v, "loose carry", sf_t_is(&r, v.field[2]));
        sf_fp255_mul_ll(&r, &X, &Y);
        sf_t_report(&v, "loose mul_ll", sf_t_is(&r, v.field[3]));
        sf_fp255_sqr_loose(&r, &X);
        sf_t_report(&v, "loose sqr", sf_t_is(&r, v.field[4]));
        sf_fp255_carry(&y, &X);
        sf_fp255_mul_loose(&r, &Y, &y);
        sf_t_report(&v, "loose mul_loose", sf_t_is(&r, v.field[3]));
    }
}

/* ---- properties ----------------------------------------------------------- */

/* Hand-picked representatives, each from decoding 32 bytes (bit 255
 * included, so some are reduced on the way in). */
static void sf_edge(sf_fp255 *r, int k)
{
    uint8_t b[32];
    memset(b, 0, 32);
    switch (k) {
    case 0: break;                                          /* 0 */
    case 1: b[0] = 1; break;                                /* 1 */
    case 2: memset(b, 0xFF, 32); b[31] = 0x7F; b[0] = 0xEC; break; /* p-1 */
    case 3: memset(b, 0xFF, 32); b[31] = 0x7F; b[0] = 0xED; break; /* p = 0 */
    case 4: memset(b, 0xFF, 32); b[31] = 0x7F; break;       /* 2^255-1 = 18 */
    case 5: memset(b, 0xFF, 32); break;                     /* 2^256-1 = 37 */
    case 6: b[31] = 0x80; break;                            /* 2^255 = 19 */
    case 7: memset(b, 0xFF, 32); b[31] = 0x3F; break;       /* 2^254-1 */
    case 8: b[31] = 0x40; break;                            /* 2^254 */
    default: memset(b, 0xFF, 19); b[0] = 0xF0; break;       /* ones to 2^152 */
    }
    (void)sf_fp255_decode(r, b);
}
#define SF_N_EDGES 10

/* An element from the test rng: mostly uniform 256-bit strings decoded
 * (so sometimes non-canonical), sometimes with all-ones or zero words. */
static void sf_t_rand(sf_fp255 *r, sf_test_rng *rng)
{
    uint8_t b[32];
    uint64_t k = sf_test_rng_u64(rng);
    sf_test_rng_bytes(rng, b, 32);
    for (int w = 0; w < 8; w++) {
        unsigned sel = (unsigned)(k >> (4 * w)) & 15;
        if (sel == 0)
            memset(b + 4 * w, 0xFF, 4);
        else if (sel == 1)
            memset(b + 4 * w, 0, 4);
    }
    if ((k >> 40) & 1)
        b[31] &= 0x7F;
    (void)sf_fp255_decode(r, b);
}

static void sf_sample(sf_fp255 *r, sf_test_rng *rng, int i)
{
    if (i < SF_N_EDGES)
        sf_edge(r, i);
    else
        sf_t_rand(r, rng);
}

SF_TEST(fp255_prop_ring_axioms)
{
    sf_test_rng rng;
    sf_fp255 a, b, c, x, y, z;
    sf_test_rng_seed(&rng, 255);
    for (int i = 0; i < 2000; i++) {
        sf_sample(&a, &rng, i % 40 < SF_N_EDGES ? i % 40 : 99);
        sf_sample(&b, &rng, (i / 40) % 40 < SF_N_EDGES ? (i / 40) % 40 : 99);
        sf_t_rand(&c, &rng);
        /* (ab)c = a(bc); ab = ba */
        sf_fp255_mul(&x, &a, &b);
        sf_fp255_mul(&y, &b, &a);
        SF_CHECK(sf_fp255_eq(&x, &y));
        sf_fp255_mul(&x, &x, &c);
        sf_fp255_mul(&y, &b, &c);
        sf_fp255_mul(&y, &a, &y);
        SF_CHECK(sf_fp255_eq(&x, &y));
        /* a(b + c) = ab + ac, also through the loose class */
        sf_fp255_add(&x, &b, &c);
        sf_fp255_mul(&x, &a, &x);
        sf_fp255_mul(&y, &a, &b);
        sf_fp255_mul(&z, &a, &c);
        sf_fp255_add(&y, &y, &z);
        SF_CHECK(sf_fp255_eq(&x, &y));
        {
            sf_fp255_loose s;
            sf_fp255_add_loose(&s, &b, &c);
            sf_fp255_mul_loose(&z, &s, &a);
            SF_CHECK(sf_fp255_eq(&x, &z));
        }
        /* a^2 = a*a; (a - b) + b = a; -(-a) = a; a + (-a) = 0 */
        sf_fp255_sqr(&x, &a);
        sf_fp255_mul(&y, &a, &a);
        SF_CHECK(sf_fp255_eq(&x, &y));
        sf_fp255_sub(&x, &a, &b);
        sf_fp255_add(&x, &x, &b);
        SF_CHECK(sf_fp255_eq(&x, &a));
        sf_fp255_neg(&x, &a);
        sf_fp255_neg(&y, &x);
        SF_CHECK(sf_fp255_eq(&y, &a));
        sf_fp255_add(&x, &x, &a);
        SF_CHECK(sf_fp255_is_zero(&x));
        /* a * 3 via mul_small = a + a + a; a^(2^3) via sqr_n */
        sf_fp255_mul_small(&x, &a, 3);
        sf_fp255_add(&y, &a, &a);
        sf_fp255_add(&y, &y, &a);
        SF_CHECK(sf_fp255_eq(&x, &y));
        sf_fp255_sqr_n(&x, &a, 3);
        sf_fp255_sqr(&y, &a);
        sf_fp255_sqr(&y, &y);
        sf_fp255_sqr(&y, &y);
        SF_CHECK(sf_fp255_eq(&x, &y));
        /* canon is idempotent, value-preserving and agrees with encode */
        {
            uint8_t e1[32], e2[32];
            sf_fp255_canon(&x, &a);
            SF_CHECK(sf_fp255_eq(&x, &a));
            sf_fp255_encode(e1, &a);
            sf_fp255_encode(e2, &x);
            SF_CHECK(memcmp(e1, e2, 32) == 0 && (e1[31] >> 7) == 0);
            SF_CHECK(sf_fp255_decode(&y, e1) == 1 && sf_fp255_eq(&y, &a));
        }
    }
}

SF_TEST(fp255_prop_inverse_and_roots)
{
    sf_test_rng rng;
    sf_fp255 a, x, y, z, one;
    sf_fp255_one(&one);
    sf_test_rng_seed(&rng, 256);
    for (int i = 0; i < 200; i++) {
        sf_sample(&a, &rng, i);
        uint32_t zero = sf_fp255_is_zero(&a);
        sf_fp255_inv(&x, &a);
        sf_fp255_mul(&y, &x, &a);
        SF_CHECK(sf_fp255_eq(&y, &one) == (zero ^ 1));
        SF_CHECK(sf_fp255_is_zero(&x) == zero);
        /* sqrt(a^2) = |a|, the even one of +-a */
        sf_fp255_sqr(&y, &a);
        SF_CHECK(sf_fp255_sqrt(&x, &y) == 1);
        sf_fp255_cneg(&z, &a, sf_fp255_is_odd(&a));
        SF_CHECK(sf_fp255_eq(&x, &z) && !sf_fp255_is_odd(&x));
        if (!zero) {
            /* invsqrt(a^2) = 1/|a|, up to sign; legendre(a^2) = 1 */
            SF_CHECK(sf_fp255_invsqrt(&x, &y) == 1);
            sf_fp255_mul(&x, &x, &a);
            sf_fp255_neg(&z, &x);
            SF_CHECK(sf_fp255_eq(&x, &one) | sf_fp255_eq(&z, &one));
            SF_CHECK(sf_fp255_legendre(&y) == 1);
            /* -1 is a square (p = 1 mod 4), sqrt(-1) a non-square
             * (p = 5 mod 8), so sqrt(-1) a^2 is one */
            sf_fp255_neg(&z, &y);
            SF_CHECK(sf_fp255_legendre(&z) == 1);
            sf_fp255_mul(&z, &y, &sf_fp255_sqrt_m1);
            SF_CHECK(sf_fp255_legendre(&z) == -1);
            SF_CHECK(sf_fp255_sqrt(&x, &z) == 0 && sf_fp255_is_zero(&x));
            SF_CHECK(sf_fp255_invsqrt(&x, &z) == 0 && sf_fp255_is_zero(&x));
            /* sqrt_ratio_i(z, 1) for that non-square: sqrt(sqrt(-1) z) */
            SF_CHECK(sf_fp255_sqrt_ratio_i(&x, &z, &one) == 0);
            sf_fp255_sqr(&x, &x);
            sf_fp255_mul(&z, &z, &sf_fp255_sqrt_m1);
            SF_CHECK(sf_fp255_eq(&x, &z));
        }
    }
    /* the RFC 9496 corner cases: (0, 0) -> (1, 0); (1, 0) -> (0, 0) */
    sf_fp255_zero(&a);
    SF_CHECK(sf_fp255_sqrt_ratio_i(&x, &a, &a) == 1 && sf_fp255_is_zero(&x));
    SF_CHECK(sf_fp255_sqrt_ratio_i(&x, &one, &a) == 0 && sf_fp255_is_zero(&x));
    SF_CHECK(sf_fp255_invsqrt(&x, &a) == 0 && sf_fp255_is_zero(&x));
    SF_CHECK(sf_fp255_legendre(&a) == 0);
}

/* sqrt(-1): squares to -1, is even, and equals 2^((p-1)/4). */
SF_TEST(fp255_prop_sqrt_m1)
{
    sf_fp255 x, m1, two;
    sf_fp255_sqr(&x, &sf_fp255_sqrt_m1);
    sf_fp255_one(&m1);
    sf_fp255_neg(&m1, &m1);
    SF_CHECK(sf_fp255_eq(&x, &m1));
    SF_CHECK(!sf_fp255_is_odd(&sf_fp255_sqrt_m1));
    /* (p-1)/4 = 2^253 - 5 = 2 (p-5)/8 + 1 */
    sf_fp255_set_u32(&two, 2);
    sf_fp255_pow_p58(&x, &two);
    sf_fp255_sqr(&x, &x);
    sf_fp255_mul(&x, &x, &two);
    SF_CHECK(sf_fp255_eq(&x, &sf_fp255_sqrt_m1));
}

/*
 * Decoding: exactly the values below p are canonical; p .. 2^255 - 1 and
 * anything with bit 255 set are rejected by decode (and still reduced),
 * accepted by decode_x25519 with bit 255 dropped.
 */
SF_TEST(fp255_prop_decode_rules)
{
    static const struct {
        uint8_t low, top;
        uint32_t ok;
        uint32_t val;  /* the value mod p, if small; else UINT32_MAX */
        uint32_t xval; /* decode_x25519's value, likewise */
    } cases[] = {
        {0xEC, 0x7F, 1, UINT32_MAX, UINT32_MAX}, /* p - 1 */
        {0xED, 0x7F, 0, 0, 0},                   /* p */
        {0xEE, 0x7F, 0, 1, 1},                   /* p + 1 */
        {0xFF, 0x7F, 0, 18, 18},                 /* 2^255 - 1 */
        {0xFF, 0xFF, 0, 37, 18},                 /* 2^256 - 1 */
        {0xEC, 0xFF, 0, 18, UINT32_MAX},         /* 2^255 + p - 1 */
        {0xED, 0xFF, 0, 19, 0},                  /* 2^255 + p */
    };
    uint8_t b[32];
    sf_fp255 r, want;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        memset(b, 0xFF, 32);
        b[0] = cases[k].low;
        b[31] = cases[k].top;
        SF_CHECK(sf_fp255_decode(&r, b) == cases[k].ok);
        if (cases[k].val != UINT32_MAX) {
            sf_fp255_set_u32(&want, cases[k].val);
            SF_CHECK(sf_fp255_eq(&r, &want));
        }
        sf_fp255_decode_x25519(&r, b);
        if (cases[k].xval != UINT32_MAX) {
            sf_fp255_set_u32(&want, cases[k].xval);
            SF_CHECK(sf_fp255_eq(&r, &want));
        }
    }
    /* small values with bit 255 set: rejected, value + 19 */
    memset(b, 0, 32);
    b[0] = 5;
    b[31] = 0x80;
    SF_CHECK(sf_fp255_decode(&r, b) == 0);
    sf_fp255_set_u32(&want, 24);
    SF_CHECK(sf_fp255_eq(&r, &want));
    sf_fp255_decode_x25519(&r, b);
    sf_fp255_set_u32(&want, 5);
    SF_CHECK(sf_fp255_eq(&r, &want));
}

/* from_words and SF_FP255_CONST on canonical words are the decoder's value. */
SF_TEST(fp255_prop_from_words)
{
    static const sf_fp255 k_pm1 =
        SF_FP255_CONST(0xFFFFFFFFFFFFFFECULL, 0xFFFFFFFFFFFFFFFFULL,
                       0xFFFFFFFFFFFFFFFFULL, 0x7FFFFFFFFFFFFFFFULL);
    sf_test_rng rng;
    sf_fp255 a, c, x;
    uint8_t b[32];
    uint64_t w[4];
    sf_edge(&a, 2);
    SF_CHECK(sf_fp255_eq(&k_pm1, &a));
    sf_test_rng_seed(&rng, 257);
    for (int i = 0; i < 1000; i++) {
        sf_sample(&a, &rng, i);
        sf_fp255_canon(&c, &a);
        sf_fp255_encode(b, &c);
        for (int j = 0; j < 4; j++)
            w[j] = sf_load64_le(b + 8 * j);
        sf_fp255_from_words(&x, w);
        SF_CHECK(sf_fp255_eq(&x, &a));
        sf_fp255_sub(&x, &x, &c); /* x stays usable as an operand */
        SF_CHECK(sf_fp255_is_zero(&x));
    }
}

SF_TEST(fp255_prop_ct_selects)
{
    sf_test_rng rng;
    sf_fp255 a, b, x, y;
    sf_test_rng_seed(&rng, 258);
    for (int i = 0; i < 200; i++) {
        sf_t_rand(&a, &rng);
        sf_t_rand(&b, &rng);
        uint32_t c = (uint32_t)(i & 1);
        x = a;
        sf_fp255_cmov(&x, &b, c);
        SF_CHECK(sf_fp255_eq(&x, c ? &b : &a));
        x = a;
        y = b;
        sf_fp255_cswap(&x, &y, c);
        SF_CHECK(sf_fp255_eq(&x, c ? &b : &a) && sf_fp255_eq(&y, c ? &a : &b));
        sf_fp255_cneg(&x, &a, c);
        sf_fp255_neg(&y, &a);
        SF_CHECK(sf_fp255_eq(&x, c ? &y : &a));
        sf_fp255_cneg(&a, &a, c); /* aliased */
        SF_CHECK(sf_fp255_eq(&a, &x));
        SF_CHECK(sf_fp255_eq(&a, &a));
        SF_CHECK(sf_fp255_eq(&a, &b) == 0 || sf_fp255_is_zero(&a) == sf_fp255_is_zero(&b));
    }
}

SF_TEST(fp255_prop_inv_batch)
{
    sf_test_rng rng;
    sf_fp255 a[7], r[7], x;
    sf_test_rng_seed(&rng, 259);
    for (int k = 0; k < 7; k++)
        sf_t_rand(&a[k], &rng);
    for (size_t n = 0; n <= 7; n++) {
        sf_fp255_inv_batch(r, a, n);
        for (size_t k = 0; k < n; k++) {
            sf_fp255_inv(&x, &a[k]);
            SF_CHECK(sf_fp255_eq(&x, &r[k]));
        }
    }
    /* a zero anywhere zeroes everything */
    sf_fp255_zero(&a[3]);
    sf_fp255_inv_batch(r, a, 7);
    for (int k = 0; k < 7; k++)
        SF_CHECK(sf_fp255_is_zero(&r[k]));
}

const sf_test_case sf_tests_fp255[] = {
    SF_CASE(fp255_backend_is_the_intended_one),
    SF_CASE(fp255_vec_add),
    SF_CASE(fp255_vec_sub),
    SF_CASE(fp255_vec_mul),
    SF_CASE(fp255_vec_neg),
    SF_CASE(fp255_vec_sqr),
    SF_CASE(fp255_vec_inv),
    SF_CASE(fp255_vec_pow_p58),
    SF_CASE(fp255_vec_mul_small),
    SF_CASE(fp255_vec_loose),
    SF_CASE(fp255_vec_sqrt_ratio_i),
    SF_CASE(fp255_vec_sqrt_ratio),
    SF_CASE(fp255_vec_sqrt),
    SF_CASE(fp255_vec_invsqrt),
    SF_CASE(fp255_vec_legendre),
    SF_CASE(fp255_vec_decode_encode),
    SF_CASE(fp255_vec_decode_x25519),
    SF_CASE(fp255_vec_class_edges),
    SF_CASE(fp255_prop_ring_axioms),
    SF_CASE(fp255_prop_inverse_and_roots),
    SF_CASE(fp255_prop_sqrt_m1),
    SF_CASE(fp255_prop_decode_rules),
    SF_CASE(fp255_prop_from_words),
    SF_CASE(fp255_prop_ct_selects),
    SF_CASE(fp255_prop_inv_batch),
    SF_CASES_END,
};

/*
 * ristretto255 (RFC 9496 section 4) over the edwards25519 points of
 * ge_ed25519.h; contracts there. Each function follows the RFC's steps
 * line by line (its names are kept), with SQRT_RATIO_M1 =
 * sf_fp255_sqrt_ratio_i, IS_NEGATIVE = sf_fp255_is_odd, CT_ABS = a
 * conditional negation by the sign. All constant time: the flags are only
 * ever masks for cmov/cneg, and the verdict is computed, not branched on.
 */
#include "group/ed25519/ge_ed25519.h"

#include "common/ct.h"

/* The RFC's constants (section 4.1), as the values it gives. */
/* SQRT_AD_MINUS_ONE = sqrt(a d - 1), the odd root the RFC lists */
static const sf_fp255 sf_ristretto_c_sqrt_ad_m1 = SF_FP255_CONST(
    0x7e97f6a0497b2e1bULL, 0xaf9d8e0c1b7854bdULL, 0x0f3cfcc931f5d1fdULL, 0x376931bf2b8348acULL);
/* INVSQRT_A_MINUS_D = 1/sqrt(a - d) */
static const sf_fp255 sf_ristretto_c_invsqrt_a_m_d = SF_FP255_CONST(
    0x99c8fdaa805d40eaULL, 0x9d2f16175a4172beULL, 0x16c27b91fe01d840ULL, 0x786c8905cfaffca2ULL);
/* ONE_MINUS_D_SQ = 1 - d^2 */
static const sf_fp255 sf_ristretto_c_one_m_d_sq = SF_FP255_CONST(
    0xe27c09c1945fc176ULL, 0x2c81a138cd5e350fULL, 0x9994abddbe70dfe4ULL, 0x029072a8b2b3e0d7ULL);
/* D_MINUS_ONE_SQ = (d - 1)^2 */
static const sf_fp255 sf_ristretto_c_d_m_one_sq = SF_FP255_CONST(
    0x31ad5aaa44ed4d20ULL, 0xd29e4a2cb01e1999ULL, 0x4cdcd32f529b4eebULL, 0x5968b37af66c2241ULL);

/* r = |a| (the non-negative one of a and -a), canonical. */
static void sf_ristretto_abs(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255_cneg(r, a, sf_fp255_is_odd(a));
    sf_fp255_canon(r, r);
}

/* ---- 4.3.1 decode ------------------------------------------------------------ */

uint32_t sf_ge_ristretto255_decode(sf_ge_ed25519_ext *r, const uint8_t in[32])
{
    sf_fp255 s, ss, u1, u2, u2_sqr, v, t, invsqrt, den_x, den_y, one, d, x, y;
    uint32_t ok;
    sf_ge_ed25519_ext o;

    /* s canonical and non-negative */
    ok = sf_fp255_decode(&s, in);
    ok &= sf_fp255_is_odd(&s) ^ 1;
    sf_fp255_one(&one);
    sf_ge_ed25519_load_d(&d);
    sf_fp255_sqr(&ss, &s);
    sf_fp255_sub(&u1, &one, &ss);          /* u1 = 1 - ss */
    sf_fp255_add(&u2, &one, &ss);          /* u2 = 1 + ss */
    sf_fp255_sqr(&u2_sqr, &u2);
    sf_fp255_sqr(&t, &u1);
    sf_fp255_mul(&t, &t, &d);
    sf_fp255_neg(&t, &t);
    sf_fp255_sub(&v, &t, &u2_sqr);         /* v = -(D u1^2) - u2_sqr */
    sf_fp255_mul(&t, &v, &u2_sqr);
    ok &= sf_fp255_sqrt_ratio_i(&invsqrt, &one, &t);
    sf_fp255_mul(&den_x, &invsqrt, &u2);
    sf_fp255_mul(&den_y, &invsqrt, &den_x);
    sf_fp255_mul(&den_y, &den_y, &v);
    sf_fp255_mul(&x, &s, &den_x);
    sf_fp255_add(&x, &x, &x);
    sf_ristretto_abs(&x, &x);              /* x = CT_ABS(2 s den_x) */
    sf_fp255_mul(&y, &u1, &den_y);         /* y = u1 den_y */
    sf_fp255_mul(&t, &x, &y);              /* t = x y */
    ok &= sf_fp255_is_odd(&t) ^ 1;
    ok &= sf_fp255_is_zero(&y) ^ 1;

    r->X = x;
    r->Y = y;
    sf_fp255_one(&r->Z);
    r->Ta = t;
    sf_fp255_one(&r->Tb);
    sf_ge_ed25519_ext_identity(&o);
    sf_ge_ed25519_ext_cmov(r, &o, ok ^ 1);
    return ok;
}

/* ---- 4.3.2 encode ------------------------------------------------------------ */

void sf_ge_ristretto255_encode(uint8_t out[32], const sf_ge_ed25519_ext *p)
{
    sf_fp255 t0, u1, u2, t, one, invsqrt, den1, den2, z_inv, ix0, iy0, ench, x, y, den_inv, s;
    uint32_t rotate;

    sf_fp255_one(&one);
    sf_fp255_mul(&t0, &p->Ta, &p->Tb);
    sf_fp255_add(&u1, &p->Z, &p->Y);
    sf_fp255_sub(&t, &p->Z, &p->Y);
    sf_fp255_mul(&u1, &u1, &t);            /* u1 = (z0 + y0)(z0 - y0) */
    sf_fp255_mul(&u2, &p->X, &p->Y);       /* u2 = x0 y0 */
    sf_fp255_sqr(&t, &u2);
    sf_fp255_mul(&t, &t, &u1);
    (void)sf_fp255_sqrt_ratio_i(&invsqrt, &one, &t);
    sf_fp255_mul(&den1, &invsqrt, &u1);
    sf_fp255_mul(&den2, &invsqrt, &u2);
    sf_fp255_mul(&z_inv, &den1, &den2);
    sf_fp255_mul(&z_inv, &z_inv, &t0);     /* z_inv = den1 den2 t0 */
    sf_fp255_mul(&ix0, &p->X, &sf_fp255_sqrt_m1);
    sf_fp255_mul(&iy0, &p->Y, &sf_fp255_sqrt_m1);
    sf_fp255_mul(&ench, &den1, &sf_ristretto_c_invsqrt_a_m_d);
    sf_fp255_mul(&t, &t0, &z_inv);
    rotate = sf_fp255_is_odd(&t);
    x = p->X;
    y = p->Y;
    den_inv = den2;
    sf_fp255_cmov(&x, &iy0, rotate);
    sf_fp255_cmov(&y, &ix0, rotate);
    sf_fp255_cmov(&den_inv, &ench, rotate);
    sf_fp255_mul(&t, &x, &z_inv);
    sf_fp255_cneg(&y, &y, sf_fp255_is_odd(&t));
    sf_fp255_sub(&s, &p->Z, &y);
    sf_fp255_mul(&s, &den_inv, &s);
    sf_ristretto_abs(&s, &s);              /* s = CT_ABS(den_inv (z - y)) */
    sf_fp255_encode(out, &s);
}

/* ---- 4.3.3 equality ------------------------------------------------------------ */

uint32_t sf_ge_ristretto255_eq(const sf_ge_ed25519_ext *p, const sf_ge_ed25519_ext *q)
{
    sf_fp255 a, b;
    uint32_t r;
    sf_fp255_mul(&a, &p->X, &q->Y);
    sf_fp255_mul(&b, &p->Y, &q->X);
    r = sf_fp255_eq(&a, &b);
    sf_fp255_mul(&a, &p->Y, &q->Y);
    sf_fp255_mul(&b, &p->X, &q->X);
    return r | sf_fp255_eq(&a, &b);
}

/* ---- 4.3.4 the one-way map ------------------------------------------------------ */

void sf_ge_ristretto255_map(sf_ge_ed25519_ext *r, const sf_fp255 *t)
{
    sf_fp255 rr, u, v, s, s_prime, c, n, w0, w1, w2, w3, one, d, tmp;
    uint32_t was_square;

    sf_fp255_one(&one);
    sf_ge_ed25519_load_d(&d);
    sf_fp255_sqr(&rr, t);
    sf_fp255_mul(&rr, &rr, &sf_fp255_sqrt_m1);        /* r = SQRT_M1 t^2 */
    sf_fp255_add(&u, &rr, &one);
    sf_fp255_mul(&u, &u, &sf_ristretto_c_one_m_d_sq); /* u = (r + 1) ONE_MINUS_D_SQ */
    sf_fp255_mul(&tmp, &rr, &d);
    sf_fp255_add(&tmp, &tmp, &one);
    sf_fp255_neg(&tmp, &tmp);                         /* -1 - r D */
    sf_fp255_add(&v, &rr, &d);
    sf_fp255_mul(&v, &tmp, &v);                       /* v = (-1 - r D)(r + D) */
    was_square = sf_fp255_sqrt_ratio_i(&s, &u, &v);
    sf_fp255_mul(&s_prime, &s, t);
    sf_ristretto_abs(&s_prime, &s_prime);
    sf_fp255_neg(&s_prime, &s_prime);                 /* s' = -CT_ABS(s t) */
    sf_fp255_cmov(&s, &s_prime, was_square ^ 1);
    sf_fp255_neg(&c, &one);
    sf_fp255_cmov(&c, &rr, was_square ^ 1);           /* c = -1 or r */
    sf_fp255_sub(&n, &rr, &one);
    sf_fp255_mul(&n, &n, &c);
    sf_fp255_mul(&n, &n, &sf_ristretto_c_d_m_one_sq);
    sf_fp255_sub(&n, &n, &v);                         /* N = c (r - 1) D_MINUS_ONE_SQ - v */
    sf_fp255_mul(&w0, &s, &v);
    sf_fp255_add(&w0, &w0, &w0);                      /* w0 = 2 s v */
    sf_fp255_mul(&w1, &n, &sf_ristretto_c_sqrt_ad_m1);
    sf_fp255_sqr(&tmp, &s);
    sf_fp255_sub(&w2, &one, &tmp);
    sf_fp255_add(&w3, &one, &tmp);
    /* (w0 w3, w2 w1, w1 w3, w0 w2), with T = w0 w2 kept as the pair */
    sf_fp255_mul(&r->X, &w0, &w3);
    sf_fp255_mul(&r->Y, &w2, &w1);
    sf_fp255_mul(&r->Z, &w1, &w3);
    r->Ta = w0;
    r->Tb = w2;
    sf_wipe(&s, sizeof s);
    sf_wipe(&s_prime, sizeof s_prime);
    sf_wipe(&rr, sizeof rr);
    sf_wipe(&tmp, sizeof tmp);
}

void sf_ge_ristretto255_from_uniform_bytes(sf_ge_ed25519_ext *r, const uint8_t in[64])
{
    uint8_t b[32];
    sf_fp255 t;
    sf_ge_ed25519_ext p1, p2;
    sf_fp255 d2;

    for (int h = 0; h < 2; h++) {
        for (int i = 0; i < 32; i++)
            b[i] = in[32 * h + i];
        b[31] &= 0x7f;
        (void)sf_fp255_decode(&t, b);
        sf_ge_ristretto255_map(h == 0 ? &p1 : &p2, &t);
    }
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_add(r, &p1, &p2, &d2);
    sf_wipe(b, sizeof b);
    sf_wipe(&t, sizeof t);
    sf_wipe(&p1, sizeof p1);
    sf_wipe(&p2, sizeof p2);
}

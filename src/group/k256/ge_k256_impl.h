/*
 * The inline core of the secp256k1 group (contracts in ge_k256.h).
 *
 * Every coordinate enters with magnitude 1 (fk256.h). Each line's comment
 * gives the magnitude of what it writes as [m]; mul and sqr need inputs of
 * magnitude <= 8 and return 1, add sums magnitudes, sub(a, b, mb) gives
 * ma + mb + 1, mul_int(a, c) gives c ma. Outputs are normalize_weak'ed back
 * to magnitude 1 where a sum or difference produced them. Intermediate names
 * follow the EFD entries (A, B, C, D, E, F; Z1Z1, U1, S1, H, R, HH, HHH, V).
 * Outputs are assembled in locals and stored last, so every output may
 * alias any input.
 */
#ifndef SF_GROUP_K256_GE_K256_IMPL_H
#define SF_GROUP_K256_GE_K256_IMPL_H

#include "group/k256/ge_k256.h"

/* beta (ge_k256.h), the cube root of unity mod p of the endomorphism. A
 * function-local constant, so files that include this header without
 * using it do not get an unused-variable warning. */
static inline const sf_fk256 *sf_ge_k256_beta_ptr_(void)
{
    static const sf_fk256 beta = SF_FK256_CONST(
        0x7AE96A2BU, 0x657C0710U, 0x6E64479EU, 0xAC3434E9U, 0x9CF04975U,
        0x12F58995U, 0xC1396C28U, 0x719501EEU);
    return &beta;
}

/* ---- identities and conversions ------------------------------------------ */

static inline void sf_ge_k256_jac_set_infinity(sf_ge_k256_jac *r)
{
    sf_fk256_one(&r->X);
    sf_fk256_one(&r->Y);
    sf_fk256_zero(&r->Z);
}

static inline uint32_t sf_ge_k256_jac_is_infinity(const sf_ge_k256_jac *p)
{
    return sf_fk256_is_zero(&p->Z);
}

static inline void sf_ge_k256_jac_from_affine(sf_ge_k256_jac *r,
                                              const sf_ge_k256_affine *a)
{
    sf_fk256_copy(&r->X, &a->x);
    sf_fk256_copy(&r->Y, &a->y);
    sf_fk256_one(&r->Z);
}

/* ---- doubling ------------------------------------------------------------- */

static inline void sf_ge_k256_jac_dbl(sf_ge_k256_jac *r, const sf_ge_k256_jac *p)
{
    sf_fk256 a, b, c, d, e, f, t, x3, y3, z3;
    sf_fk256_sqr(&a, &p->X);          /* A = X1^2                [1] */
    sf_fk256_sqr(&b, &p->Y);          /* B = Y1^2                [1] */
    sf_fk256_sqr(&c, &b);             /* C = B^2                 [1] */
    sf_fk256_mul(&d, &p->X, &b);
    sf_fk256_mul_int(&d, &d, 4);      /* D = 4 X1 B              [4] */
    sf_fk256_mul_int(&e, &a, 3);      /* E = 3 A (a = 0)         [3] */
    sf_fk256_sqr(&f, &e);             /* F = E^2                 [1] */
    sf_fk256_mul_int(&t, &d, 2);      /* 2 D                     [8] */
    sf_fk256_sub(&x3, &f, &t, 8);     /* X3 = F - 2D             [10] */
    sf_fk256_normalize_weak(&x3, &x3); /*                        [1] */
    sf_fk256_sub(&t, &d, &x3, 1);     /* D - X3                  [6] */
    sf_fk256_mul(&y3, &e, &t);        /* E (D - X3)              [1] */
    sf_fk256_mul_int(&c, &c, 8);      /* 8 C                     [8] */
    sf_fk256_sub(&y3, &y3, &c, 8);    /* Y3 = E (D - X3) - 8C    [10] */
    sf_fk256_normalize_weak(&y3, &y3); /*                        [1] */
    sf_fk256_mul(&z3, &p->Y, &p->Z);
    sf_fk256_add(&z3, &z3, &z3);      /* Z3 = 2 Y1 Z1            [2] */
    sf_fk256_normalize_weak(&z3, &z3); /*                        [1] */
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

/* ---- addition: the raw formulas ------------------------------------------- */

/*
 * The shared tail of both additions, from U1, S1 (of p), H = U2 - U1 and
 * R = S2 - S1 (each [3]) and the product Zp of the inputs' Z coordinates:
 *   X3 = R^2 - H^3 - 2 U1 H^2,  Y3 = R (U1 H^2 - X3) - S1 H^3,  Z3 = Zp H.
 * 5M + 2S.
 */
static inline void sf_ge_k256_add_tail_(sf_ge_k256_jac *r, const sf_fk256 *u1,
                                        const sf_fk256 *s1, const sf_fk256 *h,
                                        const sf_fk256 *rr, const sf_fk256 *zp)
{
    sf_fk256 hh, hhh, v, t, x3, y3, z3;
    sf_fk256_sqr(&hh, h);               /* HH = H^2              [1] */
    sf_fk256_mul(&hhh, h, &hh);         /* HHH = H^3             [1] */
    sf_fk256_mul(&v, u1, &hh);          /* V = U1 HH             [1] */
    sf_fk256_sqr(&x3, rr);              /* R^2                   [1] */
    sf_fk256_sub(&x3, &x3, &hhh, 1);    /* R^2 - HHH             [3] */
    sf_fk256_add(&t, &v, &v);           /* 2 V                   [2] */
    sf_fk256_sub(&x3, &x3, &t, 2);      /* X3 = R^2 - HHH - 2V   [6] */
    sf_fk256_normalize_weak(&x3, &x3);  /*                       [1] */
    sf_fk256_sub(&y3, &v, &x3, 1);      /* V - X3                [3] */
    sf_fk256_mul(&y3, rr, &y3);         /* R (V - X3)            [1] */
    sf_fk256_mul(&t, s1, &hhh);         /* S1 HHH                [1] */
    sf_fk256_sub(&y3, &y3, &t, 1);      /* Y3                    [3] */
    sf_fk256_normalize_weak(&y3, &y3);  /*                       [1] */
    sf_fk256_mul(&z3, zp, h);           /* Z3 = Zp H             [1] */
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

/*
 * r = p + q with no case handling (add-1998-cmo-2); *h0 = [H = 0] and
 * *r0 = [R = 0] for the callers' case analysis (ge_k256.h: for finite
 * inputs H = 0 means q = +-p, and then R = 0 means q = p).
 */
static inline void sf_ge_k256_jac_add_raw_(sf_ge_k256_jac *r,
                                           const sf_ge_k256_jac *p,
                                           const sf_ge_k256_jac *q,
                                           uint32_t *h0, uint32_t *r0)
{
    sf_fk256 z1z1, z2z2, u1, u2, s1, s2, h, rr, zp;
    sf_fk256_sqr(&z1z1, &p->Z);         /* Z1Z1 = Z1^2           [1] */
    sf_fk256_sqr(&z2z2, &q->Z);         /* Z2Z2 = Z2^2           [1] */
    sf_fk256_mul(&u1, &p->X, &z2z2);    /* U1 = X1 Z2Z2          [1] */
    sf_fk256_mul(&u2, &q->X, &z1z1);    /* U2 = X2 Z1Z1          [1] */
    sf_fk256_mul(&s1, &p->Y, &q->Z);
    sf_fk256_mul(&s1, &s1, &z2z2);      /* S1 = Y1 Z2^3          [1] */
    sf_fk256_mul(&s2, &q->Y, &p->Z);
    sf_fk256_mul(&s2, &s2, &z1z1);      /* S2 = Y2 Z1^3          [1] */
    sf_fk256_sub(&h, &u2, &u1, 1);      /* H = U2 - U1           [3] */
    sf_fk256_sub(&rr, &s2, &s1, 1);     /* R = S2 - S1           [3] */
    *h0 = sf_fk256_is_zero(&h);
    *r0 = sf_fk256_is_zero(&rr);
    sf_fk256_mul(&zp, &p->Z, &q->Z);    /* Z1 Z2                 [1] */
    sf_ge_k256_add_tail_(r, &u1, &s1, &h, &rr, &zp);
}

/*
 * The mixed addition's core: r = p + q (q affine; Z2 = 1: U1 = X1, S1 = Y1)
 * with no case handling, plus H, which is also the z-ratio Z3 / Z1 (the
 * table builder of the multiplication layer collects it), and the flags
 * *h0 = [H = 0], *r0 = [R = 0].
 */
static inline void sf_ge_k256_madd_core_(sf_ge_k256_jac *r, sf_fk256 *zr,
                                         const sf_ge_k256_jac *p,
                                         const sf_ge_k256_affine *q,
                                         uint32_t *h0, uint32_t *r0)
{
    sf_fk256 z1z1, u2, s2, h, rr;
    sf_fk256_sqr(&z1z1, &p->Z);         /* Z1Z1 = Z1^2           [1] */
    sf_fk256_mul(&u2, &q->x, &z1z1);    /* U2 = x2 Z1Z1          [1] */
    sf_fk256_mul(&s2, &q->y, &p->Z);
    sf_fk256_mul(&s2, &s2, &z1z1);      /* S2 = y2 Z1^3          [1] */
    sf_fk256_sub(&h, &u2, &p->X, 1);    /* H = U2 - X1           [3] */
    sf_fk256_sub(&rr, &s2, &p->Y, 1);   /* R = S2 - Y1           [3] */
    *h0 = sf_fk256_is_zero(&h);
    *r0 = sf_fk256_is_zero(&rr);
    sf_ge_k256_add_tail_(r, &p->X, &p->Y, &h, &rr, &p->Z);
    *zr = h;
}

static inline void sf_ge_k256_jac_add_affine_raw_(sf_ge_k256_jac *r,
                                                  const sf_ge_k256_jac *p,
                                                  const sf_ge_k256_affine *q,
                                                  uint32_t *h0, uint32_t *r0)
{
    sf_fk256 zr;
    sf_ge_k256_madd_core_(r, &zr, p, q, h0, r0);
}

static inline void sf_ge_k256_jac_add_affine_zr(sf_ge_k256_jac *r, sf_fk256 *zr,
                                                const sf_ge_k256_jac *p,
                                                const sf_ge_k256_affine *q)
{
    uint32_t h0, r0;
    sf_ge_k256_madd_core_(r, zr, p, q, &h0, &r0);
}

/*
 * The unified (complete) addition, for both complete flavours. With
 * U1, S1, U2, S2 the inputs' x and y on the common denominator Z (x_i =
 * U_i / Z^2, y_i = S_i / Z^3), a = 0 gives for every pair of finite points
 * with y1 + y2 != 0 the slope
 *     lambda = (x1^2 + x1 x2 + x2^2) / (y1 + y2)
 * (equal to the chord slope (y1 - y2)/(x1 - x2) when x1 != x2, since
 * y1^2 - y2^2 = x1^3 - x2^3 on the curve, and to the tangent slope
 * 3 x1^2 / (2 y1) when the points are equal). In the coordinates above,
 * lambda = N / (D Z) with N = T^2 - U1 U2 (T = U1 + U2) and D = M = S1 + S2.
 * The formula fails only for M = 0, i.e. y2 = -y1: then either q = -p
 * (the chord denominator D' = U1 - U2 is 0 too, and Z3 = 0 gives O) or
 * x2 = beta^(+-1) x1 (the other two points with that y), where the chord
 * slope N' / (D' Z), N' = S1 - S2, D' = U1 - U2, is right; a select takes
 * (N', D') for M = 0. Then, with Q = T D^2,
 *     X3 = N^2 - Q,  Y3 = -(N (2 X3 - Q) + M D^3) / 2,  Z3 = D Z,
 * and the halving is avoided by returning the equivalent (4 X3, 8 Y3, 2 Z3)
 * (the Jacobian scaling by 2). Cost: 7M + 3S here (the callers add 2S + 6M
 * or 1S + 2M to form U and S); O inputs are the callers' selects.
 */
static inline void sf_ge_k256_unified_tail_(sf_ge_k256_jac *r, const sf_fk256 *u1,
                                            const sf_fk256 *s1, const sf_fk256 *u2,
                                            const sf_fk256 *s2, const sf_fk256 *z)
{
    sf_fk256 t, m, n, d, alt, q, x3, y3, z3, w, d3;
    uint32_t degen;
    sf_fk256_add(&t, u1, u2);             /* T = U1 + U2            [2] */
    sf_fk256_add(&m, s1, s2);             /* M = S1 + S2            [2] */
    sf_fk256_sqr(&n, &t);
    sf_fk256_mul(&w, u1, u2);
    sf_fk256_sub(&n, &n, &w, 1);          /* N = T^2 - U1 U2        [3] */
    d = m;                                /* D = M                  [2] */
    degen = sf_fk256_is_zero(&m);
    sf_fk256_sub(&alt, s1, s2, 1);        /* N' = S1 - S2           [3] */
    sf_fk256_cmov(&n, &alt, degen);
    sf_fk256_sub(&alt, u1, u2, 1);        /* D' = U1 - U2           [3] */
    sf_fk256_cmov(&d, &alt, degen);       /*                        [3] */
    sf_fk256_sqr(&w, &d);                 /* D^2                    [1] */
    sf_fk256_mul(&q, &t, &w);             /* Q = T D^2              [1] */
    sf_fk256_mul(&d3, &w, &d);            /* D^3                    [1] */
    sf_fk256_mul(&d3, &d3, &m);           /* M D^3                  [1] */
    sf_fk256_sqr(&x3, &n);
    sf_fk256_sub(&x3, &x3, &q, 1);        /* X3 = N^2 - Q           [3] */
    sf_fk256_normalize_weak(&x3, &x3);    /*                        [1] */
    sf_fk256_add(&w, &x3, &x3);
    sf_fk256_sub(&w, &w, &q, 1);          /* 2 X3 - Q               [4] */
    sf_fk256_mul(&y3, &n, &w);            /* N (2 X3 - Q)           [1] */
    sf_fk256_add(&y3, &y3, &d3);          /* 2 (-Y3)                [2] */
    sf_fk256_neg(&y3, &y3, 2);            /* 2 Y3                   [3] */
    sf_fk256_mul_int(&y3, &y3, 4);        /* 8 Y3                   [12] */
    sf_fk256_normalize_weak(&y3, &y3);    /*                        [1] */
    sf_fk256_mul_int(&x3, &x3, 4);        /* 4 X3                   [4] */
    sf_fk256_normalize_weak(&x3, &x3);    /*                        [1] */
    sf_fk256_mul(&z3, &d, z);
    sf_fk256_add(&z3, &z3, &z3);          /* 2 Z3 = 2 D Z           [2] */
    sf_fk256_normalize_weak(&z3, &z3);    /*                        [1] */
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

/* ---- addition: constant-time flavours ------------------------------------ */

static inline void sf_ge_k256_jac_add(sf_ge_k256_jac *r, const sf_ge_k256_jac *p,
                                      const sf_ge_k256_jac *q)
{
    sf_ge_k256_jac s;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_k256_jac_is_infinity(p);
    uint32_t q_inf = sf_ge_k256_jac_is_infinity(q);
    sf_ge_k256_jac_add_raw_(&s, p, q, &h0, &r0);
    sf_ge_k256_jac_cmov(&s, q, p_inf);
    sf_ge_k256_jac_cmov(&s, p, q_inf);
    *r = s;
}

static inline void sf_ge_k256_jac_add_affine(sf_ge_k256_jac *r,
                                             const sf_ge_k256_jac *p,
                                             const sf_ge_k256_affine *q)
{
    sf_ge_k256_jac s, qj;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_k256_jac_is_infinity(p);
    sf_ge_k256_jac_add_affine_raw_(&s, p, q, &h0, &r0);
    sf_ge_k256_jac_from_affine(&qj, q);
    sf_ge_k256_jac_cmov(&s, &qj, p_inf);
    *r = s;
}

static inline void sf_ge_k256_jac_add_complete(sf_ge_k256_jac *r,
                                               const sf_ge_k256_jac *p,
                                               const sf_ge_k256_jac *q)
{
    sf_fk256 z1z1, z2z2, u1, u2, s1, s2, z;
    sf_ge_k256_jac s;
    uint32_t p_inf = sf_ge_k256_jac_is_infinity(p);
    uint32_t q_inf = sf_ge_k256_jac_is_infinity(q);
    sf_fk256_sqr(&z1z1, &p->Z);
    sf_fk256_sqr(&z2z2, &q->Z);
    sf_fk256_mul(&u1, &p->X, &z2z2);      /* U1 = X1 Z2^2           [1] */
    sf_fk256_mul(&u2, &q->X, &z1z1);      /* U2 = X2 Z1^2           [1] */
    sf_fk256_mul(&s1, &p->Y, &q->Z);
    sf_fk256_mul(&s1, &s1, &z2z2);        /* S1 = Y1 Z2^3           [1] */
    sf_fk256_mul(&s2, &q->Y, &p->Z);
    sf_fk256_mul(&s2, &s2, &z1z1);        /* S2 = Y2 Z1^3           [1] */
    sf_fk256_mul(&z, &p->Z, &q->Z);       /* Z = Z1 Z2              [1] */
    sf_ge_k256_unified_tail_(&s, &u1, &s1, &u2, &s2, &z);
    sf_ge_k256_jac_cmov(&s, q, p_inf);
    sf_ge_k256_jac_cmov(&s, p, q_inf);
    *r = s;
}

static inline void sf_ge_k256_jac_add_affine_complete(sf_ge_k256_jac *r,
                                                      const sf_ge_k256_jac *p,
                                                      const sf_ge_k256_affine *q)
{
    sf_fk256 z1z1, u2, s2;
    sf_ge_k256_jac s, qj;
    uint32_t p_inf = sf_ge_k256_jac_is_infinity(p);
    sf_fk256_sqr(&z1z1, &p->Z);
    sf_fk256_mul(&u2, &q->x, &z1z1);      /* U2 = x2 Z1^2           [1] */
    sf_fk256_mul(&s2, &q->y, &p->Z);
    sf_fk256_mul(&s2, &s2, &z1z1);        /* S2 = y2 Z1^3           [1] */
    sf_ge_k256_unified_tail_(&s, &p->X, &p->Y, &u2, &s2, &p->Z);
    sf_ge_k256_jac_from_affine(&qj, q);
    sf_ge_k256_jac_cmov(&s, &qj, p_inf);
    *r = s;
}

/* ---- addition: variable time ---------------------------------------------- */

static inline void sf_ge_k256_jac_add_vartime(sf_ge_k256_jac *r,
                                              const sf_ge_k256_jac *p,
                                              const sf_ge_k256_jac *q)
{
    sf_ge_k256_jac s;
    uint32_t h0, r0;
    if (sf_ge_k256_jac_is_infinity(p)) {
        *r = *q;
        return;
    }
    if (sf_ge_k256_jac_is_infinity(q)) {
        *r = *p;
        return;
    }
    sf_ge_k256_jac_add_raw_(&s, p, q, &h0, &r0);
    if (h0 && r0)
        sf_ge_k256_jac_dbl(&s, p); /* q = p */
    *r = s; /* h0 without r0: q = -p, and s is O already */
}

static inline void sf_ge_k256_jac_add_affine_vartime(sf_ge_k256_jac *r,
                                                     const sf_ge_k256_jac *p,
                                                     const sf_ge_k256_affine *q)
{
    sf_ge_k256_jac s;
    uint32_t h0, r0;
    if (sf_ge_k256_jac_is_infinity(p)) {
        sf_ge_k256_jac_from_affine(r, q);
        return;
    }
    sf_ge_k256_jac_add_affine_raw_(&s, p, q, &h0, &r0);
    if (h0 && r0)
        sf_ge_k256_jac_dbl(&s, p);
    *r = s;
}

/* ---- the lazy variable-time chain (verification) -------------------------- */

/*
 * Doubling on lazily reduced coordinates (ge_k256.h, "lazy chain"), with
 * the halved slope L = 3 X^2 / 2, S = Y^2, T = -X S:
 *   X3 = L^2 + 2T,  Y3 = -(L (X3 + T) + S^2),  Z3 = Y Z,
 * i.e. dbl-2009-l scaled by 1/2 (lambda = L / (Y Z)): x3 = lambda^2 - 2x
 * and y3 = lambda (x - x3) - y over Z3 = Y Z, where x = X S / Z3^2 and
 * y = S^2 / Z3^3. 3M + 4S, one halving and no normalization.
 * In: X [<= 6], Y [<= 3], Z [1]. Out: X [3], Y [3], Z [1]. Complete as
 * sf_ge_k256_jac_dbl (Z = 0 gives Z3 = 0).
 */
static inline void sf_ge_k256_jac_dbl_lazy(sf_ge_k256_jac *r, const sf_ge_k256_jac *p)
{
    sf_fk256 l, s, t, x3, y3, z3;
    sf_fk256_mul(&z3, &p->Y, &p->Z);  /* Z3 = Y Z                [1] */
    sf_fk256_sqr(&s, &p->Y);          /* S = Y^2                 [1] */
    sf_fk256_sqr(&l, &p->X);
    sf_fk256_mul_int(&l, &l, 3);      /* 3 X^2                   [3] */
    sf_fk256_half(&l, &l);            /* L = 3 X^2 / 2           [2] */
    sf_fk256_neg(&t, &s, 1);          /* -S                      [2] */
    sf_fk256_mul(&t, &t, &p->X);      /* T = -X S                [1] */
    sf_fk256_sqr(&x3, &l);
    sf_fk256_add(&x3, &x3, &t);
    sf_fk256_add(&x3, &x3, &t);       /* X3 = L^2 + 2T           [3] */
    sf_fk256_sqr(&s, &s);             /* S^2                     [1] */
    sf_fk256_add(&t, &t, &x3);        /* X3 + T                  [4] */
    sf_fk256_mul(&y3, &t, &l);        /* L (X3 + T)              [1] */
    sf_fk256_add(&y3, &y3, &s);       /*                         [2] */
    sf_fk256_neg(&y3, &y3, 2);        /* Y3                      [3] */
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

/*
 * r = p + s q on lazily reduced coordinates, p FINITE, s = -1 if neg else
 * +1; q affine, taken as the point (x zq^2, y zq^3) when zq is given (a
 * static entry of E joining a chain on the isomorphic curve E_zq, see
 * mult_k256.c): with Z' = Z1 zq, U2 = x Z'^2 and S2 = y Z'^3 are that
 * point's coordinates on p's denominator, and Z3 = Z1 H as in the mixed
 * addition. 8M + 3S, 9M + 3S with zq. Branches on the cases: p = s q
 * doubles p, p = -s q gives O, signalled by the return value 1 (r is then
 * not written); 0 otherwise.
 * In: X [<= 6], Y [<= 3], Z [1]; q's coordinates [<= 2], zq [1].
 * Out: X [6], Y [3], Z [1]. Variable time: public data only.
 */
static inline uint32_t sf_ge_k256_jac_add_affine_lazy_vartime(sf_ge_k256_jac *r,
                                                               const sf_ge_k256_jac *p,
                                                               const sf_ge_k256_affine *q,
                                                               const sf_fk256 *zq,
                                                               int neg)
{
    sf_fk256 z, zz, u2, s2, h, rr, hh, hhh, v, t, x3, y3, z3;
    if (zq != NULL)
        sf_fk256_mul(&z, &p->Z, zq);  /* Z' = Z1 zq              [1] */
    else
        z = p->Z;
    sf_fk256_sqr(&zz, &z);            /* Z'^2                    [1] */
    sf_fk256_mul(&u2, &q->x, &zz);    /* U2 = x Z'^2             [1] */
    sf_fk256_mul(&s2, &q->y, &zz);
    sf_fk256_mul(&s2, &s2, &z);       /* S2 = y Z'^3             [1] */
    sf_fk256_sub(&h, &u2, &p->X, 6);  /* H = U2 - X1             [8] */
    if (neg) {
        sf_fk256_add(&rr, &s2, &p->Y); /* S2 + Y1                [4] */
        sf_fk256_neg(&rr, &rr, 4);    /* R = -S2 - Y1            [5] */
    } else {
        sf_fk256_sub(&rr, &s2, &p->Y, 3); /* R = S2 - Y1         [5] */
    }
    if (sf_fk256_is_zero_vartime(&h)) {
        if (!sf_fk256_is_zero_vartime(&rr))
            return 1;                 /* p = -s q */
        sf_ge_k256_jac_dbl_lazy(r, p); /* p = s q */
        return 0;
    }
    sf_fk256_sqr(&hh, &h);            /* HH = H^2                [1] */
    sf_fk256_mul(&hhh, &h, &hh);      /* HHH = H^3               [1] */
    sf_fk256_mul(&v, &p->X, &hh);     /* V = X1 HH               [1] */
    sf_fk256_sqr(&x3, &rr);           /* R^2                     [1] */
    sf_fk256_sub(&x3, &x3, &hhh, 1);  /* R^2 - HHH               [3] */
    sf_fk256_add(&t, &v, &v);         /* 2V                      [2] */
    sf_fk256_sub(&x3, &x3, &t, 2);    /* X3 = R^2 - HHH - 2V     [6] */
    sf_fk256_sub(&y3, &v, &x3, 6);    /* V - X3                  [8] */
    sf_fk256_mul(&y3, &rr, &y3);      /* R (V - X3)              [1] */
    sf_fk256_mul(&t, &p->Y, &hhh);    /* Y1 HHH                  [1] */
    sf_fk256_sub(&y3, &y3, &t, 1);    /* Y3                      [3] */
    sf_fk256_mul(&z3, &p->Z, &h);     /* Z3 = Z1 H               [1] */
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
    return 0;
}

/* ---- negation, selection, endomorphism ------------------------------------ */

static inline void sf_ge_k256_jac_neg(sf_ge_k256_jac *r, const sf_ge_k256_jac *p)
{
    r->X = p->X;
    sf_fk256_neg(&r->Y, &p->Y, 1);           /* [2] */
    sf_fk256_normalize_weak(&r->Y, &r->Y);   /* [1] */
    r->Z = p->Z;
}

static inline void sf_ge_k256_affine_neg(sf_ge_k256_affine *r,
                                         const sf_ge_k256_affine *p)
{
    r->x = p->x;
    sf_fk256_neg(&r->y, &p->y, 1);
    sf_fk256_normalize_weak(&r->y, &r->y);
}

static inline void sf_ge_k256_jac_cneg(sf_ge_k256_jac *r, const sf_ge_k256_jac *p,
                                       uint32_t ctl)
{
    r->X = p->X;
    sf_fk256_cneg(&r->Y, &p->Y, 1, ctl);     /* [2] either way */
    sf_fk256_normalize_weak(&r->Y, &r->Y);
    r->Z = p->Z;
}

static inline void sf_ge_k256_affine_cneg(sf_ge_k256_affine *r,
                                          const sf_ge_k256_affine *p,
                                          uint32_t ctl)
{
    r->x = p->x;
    sf_fk256_cneg(&r->y, &p->y, 1, ctl);
    sf_fk256_normalize_weak(&r->y, &r->y);
}

static inline void sf_ge_k256_jac_cmov(sf_ge_k256_jac *r, const sf_ge_k256_jac *p,
                                       uint32_t ctl)
{
    sf_fk256_cmov(&r->X, &p->X, ctl);
    sf_fk256_cmov(&r->Y, &p->Y, ctl);
    sf_fk256_cmov(&r->Z, &p->Z, ctl);
}

static inline void sf_ge_k256_affine_cmov(sf_ge_k256_affine *r,
                                          const sf_ge_k256_affine *p,
                                          uint32_t ctl)
{
    sf_fk256_cmov(&r->x, &p->x, ctl);
    sf_fk256_cmov(&r->y, &p->y, ctl);
}

static inline void sf_ge_k256_jac_endo(sf_ge_k256_jac *r, const sf_ge_k256_jac *p)
{
    sf_fk256_mul(&r->X, &p->X, sf_ge_k256_beta_ptr_());
    r->Y = p->Y;
    r->Z = p->Z;
}

static inline void sf_ge_k256_affine_endo(sf_ge_k256_affine *r,
                                          const sf_ge_k256_affine *p)
{
    sf_fk256_mul(&r->x, &p->x, sf_ge_k256_beta_ptr_());
    r->y = p->y;
}

#endif /* SF_GROUP_K256_GE_K256_IMPL_H */

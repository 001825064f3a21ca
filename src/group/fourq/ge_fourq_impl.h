/*
 * The inline core of the FourQ group (contracts in ge_fourq.h).
 *
 * Every line is an Fp^2 operation on tight elements, so the field's bound
 * contract carries through unchanged. Intermediate names follow the EFD
 * entries (A..H).
 */
#ifndef SF_GROUP_FOURQ_GE_FOURQ_IMPL_H
#define SF_GROUP_FOURQ_GE_FOURQ_IMPL_H

#include "group/fourq/ge_fourq.h"

/* ---- identities and conversions ------------------------------------------ */

static inline void sf_ge_fourq_ext_identity(sf_ge_fourq_ext *r)
{
    sf_fp2_127_zero(&r->X);
    sf_fp2_127_one(&r->Y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_zero(&r->Ta);
    sf_fp2_127_one(&r->Tb);
}

/* (x + y, y - x, 2z, 2dt) of (0, 1, 1, 0) */
static inline void sf_ge_fourq_cached_identity(sf_ge_fourq_cached *r)
{
    sf_fp2_127_one(&r->xpy);
    sf_fp2_127_one(&r->ymx);
    sf_fp2_127_one(&r->z2);
    sf_fp2_127_add(&r->z2, &r->z2, &r->z2);
    sf_fp2_127_zero(&r->t2d);
}

static inline void sf_ge_fourq_niels_identity(sf_ge_fourq_niels *r)
{
    sf_fp2_127_one(&r->xpy);
    sf_fp2_127_one(&r->ymx);
    sf_fp2_127_zero(&r->t2d);
}

static inline void sf_ge_fourq_affine_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_affine *a)
{
    sf_fp2_127_copy(&r->X, &a->x);
    sf_fp2_127_copy(&r->Y, &a->y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_copy(&r->Ta, &a->x);
    sf_fp2_127_copy(&r->Tb, &a->y);
}

static inline void sf_ge_fourq_ext_to_cached(sf_ge_fourq_cached *r, const sf_ge_fourq_ext *p,
                                             const sf_fp2_127 *d2)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(&t, &p->Ta, &p->Tb);
    sf_fp2_127_mul(&r->t2d, &t, d2);
    sf_fp2_127_add(&r->xpy, &p->X, &p->Y);
    sf_fp2_127_sub(&r->ymx, &p->Y, &p->X);
    sf_fp2_127_add(&r->z2, &p->Z, &p->Z);
}

static inline void sf_ge_fourq_affine_to_niels(sf_ge_fourq_niels *r, const sf_ge_fourq_affine *a,
                                               const sf_fp2_127 *d2)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(&t, &a->x, &a->y);
    sf_fp2_127_mul(&r->t2d, &t, d2);
    sf_fp2_127_add(&r->xpy, &a->x, &a->y);
    sf_fp2_127_sub(&r->ymx, &a->y, &a->x);
}

/* (X', Y', Z', T') = 2 (X, Y, Z, T) is the same projective point, and
 * X' Y' = 4XY = Z' T' still holds, so Ta Tb = T' = t2d / d. */
static inline void sf_ge_fourq_cached_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_cached *q,
                                             const sf_fp2_127 *dinv)
{
    sf_fp2_127 x2;
    sf_fp2_127_sub(&x2, &q->xpy, &q->ymx);
    sf_fp2_127_add(&r->Y, &q->xpy, &q->ymx);
    sf_fp2_127_copy(&r->X, &x2);
    sf_fp2_127_copy(&r->Z, &q->z2);
    sf_fp2_127_copy(&r->Ta, &q->t2d);
    sf_fp2_127_copy(&r->Tb, dinv);
}

static inline void sf_ge_fourq_niels_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_niels *q,
                                            const sf_fp2_127 *dinv)
{
    sf_fp2_127 x2;
    sf_fp2_127_sub(&x2, &q->xpy, &q->ymx);
    sf_fp2_127_add(&r->Y, &q->xpy, &q->ymx);
    sf_fp2_127_copy(&r->X, &x2);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_add(&r->Z, &r->Z, &r->Z);
    sf_fp2_127_copy(&r->Ta, &q->t2d);
    sf_fp2_127_copy(&r->Tb, dinv);
}

/* ---- doubling ------------------------------------------------------------ */

/*
 * dbl-2008-hwcd with a = -1: A = X^2, B = Y^2, C = 2 Z^2, E = (X+Y)^2 - A - B,
 * G = B - A, F = G - C, H = -A - B; X3 = E F, Y3 = G H, Z3 = F G, T3 = E H.
 * Computed with every output negated, which is the same projective point
 * and saves the negations: Tb = A + B = -H, f = C - G = -F, so
 *   X3' = E f = -X3,  Y3' = Tb G = -Y3,  Z3' = G f = -Z3,  Ta Tb = -T3.
 */
static inline void sf_ge_fourq_dbl(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_fp2_127 a, b, s, z, g, f;
    sf_fp2_127_sqr(&a, &p->X);
    sf_fp2_127_sqr(&b, &p->Y);
    sf_fp2_127_add(&s, &p->X, &p->Y);
    sf_fp2_127_sqr(&s, &s);
    sf_fp2_127_sqr(&z, &p->Z);
    sf_fp2_127_add(&r->Tb, &a, &b);     /* A + B = -H */
    sf_fp2_127_sub(&g, &b, &a);         /* G = B - A */
    sf_fp2_127_sub(&r->Ta, &s, &r->Tb); /* E = 2XY */
    sf_fp2_127_add(&z, &z, &z);
    sf_fp2_127_sub(&f, &z, &g);         /* C - G = -F */
    sf_fp2_127_mul(&r->X, &r->Ta, &f);
    sf_fp2_127_mul(&r->Y, &r->Tb, &g);
    sf_fp2_127_mul(&r->Z, &g, &f);
}

/* ---- addition ------------------------------------------------------------ */

/*
 * add-2008-hwcd-3 (a = -1, k = 2d): A = (Y1-X1)(Y2-X2), B = (Y1+X1)(Y2+X2),
 * C = T1 2d T2, D = Z1 2 Z2, E = B - A, F = D - C, G = D + C, H = B + A;
 * X3 = E F, Y3 = G H, Z3 = F G, T3 = E H (kept as Ta = E, Tb = H).
 * The second operand carries (Y2+X2, Y2-X2, 2 Z2, 2d T2); z2 == NULL means
 * Z2 = 1 (the niels form: D = 2 Z1, one product fewer). The choice is fixed
 * per caller, so the branch on it is not data-dependent.
 */
static inline void sf_ge_fourq_add_body_(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                         const sf_fp2_127 *xpy, const sf_fp2_127 *ymx,
                                         const sf_fp2_127 *z2, const sf_fp2_127 *t2d)
{
    sf_fp2_127 a, b, c, d, t;
    sf_fp2_127_mul(&t, &p->Ta, &p->Tb);
    sf_fp2_127_mul(&c, &t, t2d);
    if (z2 != NULL)
        sf_fp2_127_mul(&d, &p->Z, z2);
    else
        sf_fp2_127_add(&d, &p->Z, &p->Z);
    sf_fp2_127_sub(&t, &p->Y, &p->X);
    sf_fp2_127_mul(&a, &t, ymx);
    sf_fp2_127_add(&t, &p->Y, &p->X);
    sf_fp2_127_mul(&b, &t, xpy);
    sf_fp2_127_sub(&r->Ta, &b, &a);     /* E */
    sf_fp2_127_add(&r->Tb, &b, &a);     /* H */
    sf_fp2_127_sub(&t, &d, &c);         /* F */
    sf_fp2_127_add(&d, &d, &c);         /* G */
    sf_fp2_127_mul(&r->X, &r->Ta, &t);
    sf_fp2_127_mul(&r->Y, &d, &r->Tb);
    sf_fp2_127_mul(&r->Z, &t, &d);
}

static inline void sf_ge_fourq_add_cached(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                          const sf_ge_fourq_cached *q)
{
    sf_ge_fourq_add_body_(r, p, &q->xpy, &q->ymx, &q->z2, &q->t2d);
}

static inline void sf_ge_fourq_add_niels(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                         const sf_ge_fourq_niels *q)
{
    sf_ge_fourq_add_body_(r, p, &q->xpy, &q->ymx, NULL, &q->t2d);
}

static inline void sf_ge_fourq_add(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                   const sf_ge_fourq_ext *q, const sf_fp2_127 *d2)
{
    sf_ge_fourq_cached qc;
    sf_ge_fourq_ext_to_cached(&qc, q, d2);
    sf_ge_fourq_add_cached(r, p, &qc);
}

/* ---- negation, selection -------------------------------------------------- */

static inline void sf_ge_fourq_ext_neg(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_fp2_127_neg(&r->X, &p->X);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_fp2_127_neg(&r->Ta, &p->Ta);
    sf_fp2_127_copy(&r->Tb, &p->Tb);
}

static inline void sf_ge_fourq_cached_neg(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p)
{
    sf_fp2_127 t = p->xpy;
    sf_fp2_127_copy(&r->xpy, &p->ymx);
    sf_fp2_127_copy(&r->ymx, &t);
    sf_fp2_127_copy(&r->z2, &p->z2);
    sf_fp2_127_neg(&r->t2d, &p->t2d);
}

static inline void sf_ge_fourq_niels_neg(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p)
{
    sf_fp2_127 t = p->xpy;
    sf_fp2_127_copy(&r->xpy, &p->ymx);
    sf_fp2_127_copy(&r->ymx, &t);
    sf_fp2_127_neg(&r->t2d, &p->t2d);
}

static inline void sf_ge_fourq_cached_cneg(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p,
                                           uint32_t ctl)
{
    if (r != p)
        *r = *p;
    sf_fp2_127_cswap(&r->xpy, &r->ymx, ctl);
    sf_fp2_127_cneg(&r->t2d, &r->t2d, ctl);
}

static inline void sf_ge_fourq_niels_cneg(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p,
                                          uint32_t ctl)
{
    if (r != p)
        *r = *p;
    sf_fp2_127_cswap(&r->xpy, &r->ymx, ctl);
    sf_fp2_127_cneg(&r->t2d, &r->t2d, ctl);
}

static inline void sf_ge_fourq_ext_cmov(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->X, &p->X, ctl);
    sf_fp2_127_cmov(&r->Y, &p->Y, ctl);
    sf_fp2_127_cmov(&r->Z, &p->Z, ctl);
    sf_fp2_127_cmov(&r->Ta, &p->Ta, ctl);
    sf_fp2_127_cmov(&r->Tb, &p->Tb, ctl);
}

static inline void sf_ge_fourq_cached_cmov(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p,
                                           uint32_t ctl)
{
    sf_fp2_127_cmov(&r->xpy, &p->xpy, ctl);
    sf_fp2_127_cmov(&r->ymx, &p->ymx, ctl);
    sf_fp2_127_cmov(&r->z2, &p->z2, ctl);
    sf_fp2_127_cmov(&r->t2d, &p->t2d, ctl);
}

static inline void sf_ge_fourq_niels_cmov(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p,
                                          uint32_t ctl)
{
    sf_fp2_127_cmov(&r->xpy, &p->xpy, ctl);
    sf_fp2_127_cmov(&r->ymx, &p->ymx, ctl);
    sf_fp2_127_cmov(&r->t2d, &p->t2d, ctl);
}

/*
 * The index comparison goes through sf_ct_eq32, whose result is only ever a
 * cmov control: no branch or address depends on idx or neg.
 */
static inline void sf_ge_fourq_cached_lookup(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *table,
                                             size_t n, uint32_t idx, uint32_t neg)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        sf_ge_fourq_cached_cmov(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
    sf_ge_fourq_cached_cneg(r, r, neg);
}

static inline void sf_ge_fourq_niels_lookup(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *table,
                                            size_t n, uint32_t idx, uint32_t neg)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        sf_ge_fourq_niels_cmov(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
    sf_ge_fourq_niels_cneg(r, r, neg);
}

/* ---- comparison ---------------------------------------------------------- */

static inline uint32_t sf_ge_fourq_ext_eq(const sf_ge_fourq_ext *p, const sf_ge_fourq_ext *q)
{
    sf_fp2_127 a, b;
    uint32_t ok;
    sf_fp2_127_mul(&a, &p->X, &q->Z);
    sf_fp2_127_mul(&b, &q->X, &p->Z);
    ok = sf_fp2_127_eq(&a, &b);
    sf_fp2_127_mul(&a, &p->Y, &q->Z);
    sf_fp2_127_mul(&b, &q->Y, &p->Z);
    return ok & sf_fp2_127_eq(&a, &b);
}

static inline uint32_t sf_ge_fourq_ext_is_identity(const sf_ge_fourq_ext *p)
{
    return sf_fp2_127_is_zero(&p->X) & sf_fp2_127_eq(&p->Y, &p->Z) &
           (1u ^ sf_fp2_127_is_zero(&p->Z));
}

#endif /* SF_GROUP_FOURQ_GE_FOURQ_IMPL_H */

/*
 * The inline core of the Snowshoe group (contracts in ge_snowshoe.h).
 *
 * Every line is an Fp^2 operation on tight elements, so the field's bound
 * contract carries through unchanged: nothing here needs its own bound
 * argument. Intermediate names follow the EFD entries (A..H), with the
 * curve constants written a (= -u) and d (= 109u) in comments to keep the
 * EFD's letters A and D for the intermediates.
 */
#ifndef SF_GROUP_SNOWSHOE_GE_SNOWSHOE_IMPL_H
#define SF_GROUP_SNOWSHOE_GE_SNOWSHOE_IMPL_H

#include "group/snowshoe/ge_snowshoe.h"

/* ---- small constants ------------------------------------------------------ */

static inline void sf_ge_snowshoe_mul_u(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    /* (a0 + a1 i)(2 + i) = (2 a0 - a1) + (a0 + 2 a1) i */
    sf_fp127 t, s;
    sf_fp127_sub(&t, &a->re, &a->im);  /* a0 - a1 */
    sf_fp127_add(&s, &a->re, &a->im);  /* a0 + a1 */
    sf_fp127_add(&r->re, &t, &a->re);  /* 2 a0 - a1 */
    sf_fp127_add(&r->im, &s, &a->im);  /* a0 + 2 a1; a->im read before r->im is written */
}

static inline void sf_ge_snowshoe_mul_d(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_ge_snowshoe_mul_u(r, a);
    sf_fp2_127_mul_small(r, r, 109);
}

/* ---- identities and conversions ------------------------------------------ */

static inline void sf_ge_snowshoe_ext_identity(sf_ge_snowshoe_ext *r)
{
    sf_fp2_127_zero(&r->X);
    sf_fp2_127_one(&r->Y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_zero(&r->T);
}

static inline void sf_ge_snowshoe_proj_identity(sf_ge_snowshoe_proj *r)
{
    sf_fp2_127_zero(&r->X);
    sf_fp2_127_one(&r->Y);
    sf_fp2_127_one(&r->Z);
}

static inline void sf_ge_snowshoe_cached_identity(sf_ge_snowshoe_cached *r)
{
    sf_fp2_127_zero(&r->X);
    sf_fp2_127_one(&r->Y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_zero(&r->Td);
}

static inline void sf_ge_snowshoe_niels_identity(sf_ge_snowshoe_niels *r)
{
    sf_fp2_127_zero(&r->x);
    sf_fp2_127_one(&r->y);
    sf_fp2_127_zero(&r->td);
}

static inline void sf_ge_snowshoe_affine_to_ext(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_affine *a)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(&t, &a->x, &a->y);
    sf_fp2_127_copy(&r->X, &a->x);
    sf_fp2_127_copy(&r->Y, &a->y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_copy(&r->T, &t);
}

static inline void sf_ge_snowshoe_affine_to_niels(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_affine *a)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(&t, &a->x, &a->y);
    sf_fp2_127_copy(&r->x, &a->x);
    sf_fp2_127_copy(&r->y, &a->y);
    sf_ge_snowshoe_mul_d(&r->td, &t);
}

static inline void sf_ge_snowshoe_ext_to_proj(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_ext *p)
{
    sf_fp2_127_copy(&r->X, &p->X);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
}

static inline void sf_ge_snowshoe_ext_to_cached(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_ext *p)
{
    sf_fp2_127_copy(&r->X, &p->X);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_ge_snowshoe_mul_d(&r->Td, &p->T);
}

static inline void sf_ge_snowshoe_niels_to_cached(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_niels *p)
{
    sf_fp2_127_copy(&r->X, &p->x);
    sf_fp2_127_copy(&r->Y, &p->y);
    sf_fp2_127_one(&r->Z);
    sf_fp2_127_copy(&r->Td, &p->td);
}

/* (X : Y : Z) = (E F : G H : F G), see the representation table. */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_completed_to_proj(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_completed *c)
{
    sf_fp2_127_mul(&r->X, &c->E, &c->F);
    sf_fp2_127_mul(&r->Y, &c->G, &c->H);
    sf_fp2_127_mul(&r->Z, &c->F, &c->G);
}

static SF_ALWAYS_INLINE void sf_ge_snowshoe_completed_to_ext(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_completed *c)
{
    sf_fp2_127_mul(&r->X, &c->E, &c->F);
    sf_fp2_127_mul(&r->Y, &c->G, &c->H);
    sf_fp2_127_mul(&r->Z, &c->F, &c->G);
    sf_fp2_127_mul(&r->T, &c->E, &c->H);
}

/* ---- doubling ------------------------------------------------------------ */

/*
 * dbl-2008-hwcd [EFD g1p/auto-twisted-extended], any a:
 *   A = X1^2, B = Y1^2, C = 2 Z1^2, D = a A, E = (X1 + Y1)^2 - A - B,
 *   G = D + B, F = G - C, H = D - B;  X3 = E F, Y3 = G H, T3 = E H, Z3 = F G.
 * With a = -u: D = -u A. (The EFD's D is the intermediate, not the curve's d.)
 * E = 2 X1 Y1 is taken as the product X1 (2 Y1) rather than the square
 * (X1 + Y1)^2 - A - B: one reduced addition instead of three, for four more
 * 64-bit multiplications, which are not the bottleneck (the point code is
 * bound by the additions and carries around them; clang: mul -0.5%).
 * Only X, Y, Z are read, so the proj and ext entry points share this body.
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_dbl_xyz_(sf_ge_snowshoe_completed *r, const sf_fp2_127 *X1,
                                           const sf_fp2_127 *Y1, const sf_fp2_127 *Z1)
{
    sf_fp2_127 A, B, C, D;
    sf_fp2_127_sqr(&A, X1);
    sf_fp2_127_sqr(&B, Y1);
    sf_fp2_127_sqr(&C, Z1);
    sf_fp2_127_add(&C, &C, &C);
    sf_fp2_127_add(&D, Y1, Y1);
    sf_fp2_127_mul(&r->E, X1, &D);      /* E = 2 X1 Y1 */
    sf_ge_snowshoe_mul_u(&D, &A);
    sf_fp2_127_neg(&D, &D);             /* D = a A = -u X1^2 */
    sf_fp2_127_add(&r->G, &D, &B);      /* G = a X1^2 + Y1^2 */
    sf_fp2_127_sub(&r->F, &r->G, &C);   /* F = G - 2 Z1^2 */
    sf_fp2_127_sub(&r->H, &D, &B);      /* H = a X1^2 - Y1^2 */
}

static inline void sf_ge_snowshoe_proj_dbl(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_proj *p)
{
    sf_ge_snowshoe_dbl_xyz_(r, &p->X, &p->Y, &p->Z);
}

static inline void sf_ge_snowshoe_ext_dbl(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_dbl_xyz_(r, &p->X, &p->Y, &p->Z);
}

static inline void sf_ge_snowshoe_dbl(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_completed c;
    sf_ge_snowshoe_ext_dbl(&c, p);
    sf_ge_snowshoe_completed_to_ext(r, &c);
}

/* ---- addition ------------------------------------------------------------ */

/*
 * add-2008-hwcd [EFD g1p/auto-twisted-extended], any a, d:
 *   A = X1 X2, B = Y1 Y2, C = T1 d T2, D = Z1 Z2, E = (X1 + Y1)(X2 + Y2) - A - B,
 *   F = D - C, G = D + C, H = B - a A;  X3 = E F, Y3 = G H, T3 = E H, Z3 = F G.
 * With a = -u: H = B + u A. The cached operand carries d T2 already, and a
 * niels operand has Z2 = 1 (D = Z1: one product fewer). The body takes the
 * second operand's Z as NULL for the niels case.
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_add_body_(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p,
                                            const sf_fp2_127 *X2, const sf_fp2_127 *Y2,
                                            const sf_fp2_127 *Z2, const sf_fp2_127 *Td2)
{
    sf_fp2_127 A, B, C, D, s, t;
    sf_fp2_127_mul(&A, &p->X, X2);
    sf_fp2_127_mul(&B, &p->Y, Y2);
    sf_fp2_127_mul(&C, &p->T, Td2);
    if (Z2 != NULL) /* compile-time: each caller passes a fixed choice */
        sf_fp2_127_mul(&D, &p->Z, Z2);
    else
        sf_fp2_127_copy(&D, &p->Z);
    sf_fp2_127_add(&s, &p->X, &p->Y);
    sf_fp2_127_add(&t, X2, Y2);
    sf_fp2_127_mul(&r->E, &s, &t);
    sf_fp2_127_sub(&r->E, &r->E, &A);
    sf_fp2_127_sub(&r->E, &r->E, &B);   /* E = X1 Y2 + Y1 X2 */
    sf_fp2_127_sub(&r->F, &D, &C);
    sf_fp2_127_add(&r->G, &D, &C);
    sf_ge_snowshoe_mul_u(&A, &A);
    sf_fp2_127_add(&r->H, &B, &A);      /* H = B - a A = Y1 Y2 + u X1 X2 */
}

static inline void sf_ge_snowshoe_add_cached(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p,
                                             const sf_ge_snowshoe_cached *q)
{
    sf_ge_snowshoe_add_body_(r, p, &q->X, &q->Y, &q->Z, &q->Td);
}

static inline void sf_ge_snowshoe_sub_cached(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p,
                                             const sf_ge_snowshoe_cached *q)
{
    sf_fp2_127 nX, nTd;
    sf_fp2_127_neg(&nX, &q->X);
    sf_fp2_127_neg(&nTd, &q->Td);
    sf_ge_snowshoe_add_body_(r, p, &nX, &q->Y, &q->Z, &nTd);
}

static inline void sf_ge_snowshoe_add_niels(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p,
                                            const sf_ge_snowshoe_niels *q)
{
    sf_ge_snowshoe_add_body_(r, p, &q->x, &q->y, NULL, &q->td);
}

static inline void sf_ge_snowshoe_sub_niels(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p,
                                            const sf_ge_snowshoe_niels *q)
{
    sf_fp2_127 nx, ntd;
    sf_fp2_127_neg(&nx, &q->x);
    sf_fp2_127_neg(&ntd, &q->td);
    sf_ge_snowshoe_add_body_(r, p, &nx, &q->y, NULL, &ntd);
}

static inline void sf_ge_snowshoe_add(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p,
                                      const sf_ge_snowshoe_ext *q)
{
    sf_ge_snowshoe_cached qc;
    sf_ge_snowshoe_completed c;
    sf_ge_snowshoe_ext_to_cached(&qc, q);
    sf_ge_snowshoe_add_cached(&c, p, &qc);
    sf_ge_snowshoe_completed_to_ext(r, &c);
}

/* ---- negation, selection ------------------------------------------------- */

static inline void sf_ge_snowshoe_ext_neg(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p)
{
    sf_fp2_127_neg(&r->X, &p->X);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_fp2_127_neg(&r->T, &p->T);
}

static inline void sf_ge_snowshoe_cached_neg(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p)
{
    sf_fp2_127_neg(&r->X, &p->X);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_fp2_127_neg(&r->Td, &p->Td);
}

static inline void sf_ge_snowshoe_niels_neg(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p)
{
    sf_fp2_127_neg(&r->x, &p->x);
    sf_fp2_127_copy(&r->y, &p->y);
    sf_fp2_127_neg(&r->td, &p->td);
}

static inline void sf_ge_snowshoe_affine_neg(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p)
{
    sf_fp2_127_neg(&r->x, &p->x);
    sf_fp2_127_copy(&r->y, &p->y);
}

static inline void sf_ge_snowshoe_ext_cmov(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->X, &p->X, ctl);
    sf_fp2_127_cmov(&r->Y, &p->Y, ctl);
    sf_fp2_127_cmov(&r->Z, &p->Z, ctl);
    sf_fp2_127_cmov(&r->T, &p->T, ctl);
}

static inline void sf_ge_snowshoe_proj_cmov(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_proj *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->X, &p->X, ctl);
    sf_fp2_127_cmov(&r->Y, &p->Y, ctl);
    sf_fp2_127_cmov(&r->Z, &p->Z, ctl);
}

static inline void sf_ge_snowshoe_cached_cmov(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->X, &p->X, ctl);
    sf_fp2_127_cmov(&r->Y, &p->Y, ctl);
    sf_fp2_127_cmov(&r->Z, &p->Z, ctl);
    sf_fp2_127_cmov(&r->Td, &p->Td, ctl);
}

static inline void sf_ge_snowshoe_niels_cmov(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->x, &p->x, ctl);
    sf_fp2_127_cmov(&r->y, &p->y, ctl);
    sf_fp2_127_cmov(&r->td, &p->td, ctl);
}

static inline void sf_ge_snowshoe_affine_cmov(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p, uint32_t ctl)
{
    sf_fp2_127_cmov(&r->x, &p->x, ctl);
    sf_fp2_127_cmov(&r->y, &p->y, ctl);
}

static inline void sf_ge_snowshoe_ext_cneg(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p, uint32_t ctl)
{
    sf_fp2_127_cneg(&r->X, &p->X, ctl);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_fp2_127_cneg(&r->T, &p->T, ctl);
}

static inline void sf_ge_snowshoe_cached_cneg(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p, uint32_t ctl)
{
    sf_fp2_127_cneg(&r->X, &p->X, ctl);
    sf_fp2_127_copy(&r->Y, &p->Y);
    sf_fp2_127_copy(&r->Z, &p->Z);
    sf_fp2_127_cneg(&r->Td, &p->Td, ctl);
}

static inline void sf_ge_snowshoe_niels_cneg(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p, uint32_t ctl)
{
    sf_fp2_127_cneg(&r->x, &p->x, ctl);
    sf_fp2_127_copy(&r->y, &p->y);
    sf_fp2_127_cneg(&r->td, &p->td, ctl);
}

static inline void sf_ge_snowshoe_affine_cneg(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p, uint32_t ctl)
{
    sf_fp2_127_cneg(&r->x, &p->x, ctl);
    sf_fp2_127_copy(&r->y, &p->y);
}

/*
 * The index comparison goes through sf_ct_eq64, whose result is only ever
 * used as a cmov control: no branch or address depends on idx.
 */
static inline void sf_ge_snowshoe_niels_lookup(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *table,
                                               size_t n, size_t idx)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        sf_ge_snowshoe_niels_cmov(r, &table[i], sf_ct_eq64((uint64_t)i, (uint64_t)idx));
}

static inline void sf_ge_snowshoe_cached_lookup(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *table,
                                                size_t n, size_t idx)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        sf_ge_snowshoe_cached_cmov(r, &table[i], sf_ct_eq64((uint64_t)i, (uint64_t)idx));
}

/* ---- comparison ---------------------------------------------------------- */

static inline uint32_t sf_ge_snowshoe_ext_eq(const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *q)
{
    sf_fp2_127 a, b;
    uint32_t ok;
    sf_fp2_127_mul(&a, &p->X, &q->Z);
    sf_fp2_127_mul(&b, &q->X, &p->Z);
    ok = sf_fp2_127_eq(&a, &b);
    sf_fp2_127_mul(&a, &p->Y, &q->Z);
    sf_fp2_127_mul(&b, &q->Y, &p->Z);
    ok &= sf_fp2_127_eq(&a, &b);
    sf_fp2_127_mul(&a, &p->X, &q->T);
    sf_fp2_127_mul(&b, &q->X, &p->T);
    ok &= sf_fp2_127_eq(&a, &b);
    return ok;
}

static inline uint32_t sf_ge_snowshoe_ext_is_identity(const sf_ge_snowshoe_ext *p)
{
    return sf_fp2_127_is_zero(&p->X) & sf_fp2_127_eq(&p->Y, &p->Z) & (1u ^ sf_fp2_127_is_zero(&p->Z));
}

#endif /* SF_GROUP_SNOWSHOE_GE_SNOWSHOE_IMPL_H */

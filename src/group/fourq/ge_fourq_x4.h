/*
 * FourQ points with their four coordinates side by side in the four lanes
 * of one sf_fp2x4 (field/p127/fp2x4.h), and the 4-processor versions of
 * the extended-coordinate formulas of [HWCD08]: each round of four
 * independent Fp^2 products runs as one four-lane product.
 *
 * Layer: group. Exists only when SF_FP2X4 is defined (fp2x4.h); the
 * multiplication layer uses it for its hot loops and keeps the scalar
 * ge_fourq.h path for builds without it.
 *
 * Forms (lane 0, 1, 2, 3):
 *   sf_ge_fourq_x4         (X, Y, Z, T)           extended, T = XY/Z, a
 *                                                 single element (the last
 *                                                 four-lane product yields
 *                                                 T with X, Y, Z for free)
 *   sf_ge_fourq_x4_cached  (Y-X, Y+X, 2Z, 2dT)    ready to be added (R2 of
 *                                                 ge_fourq.h, lanes in the
 *                                                 order the addition's
 *                                                 first product wants)
 * Costs (M4: one four-lane product sf_fp2x4_mul):
 *   doubling  2 M4 (dbl-2008-hwcd's products in two rounds of four);
 *   addition  2 M4 (add-2008-hwcd-3, _x4 + _x4_cached).
 * Both are the complete formulas of ge_fourq.h (a = -1, d non-square), so
 * the identity, P + P, P + (-P) and small-order points need no care.
 *
 * Bounds (limbs, relative to the representation's radix 2^R, fp2x4.h):
 * every _x4 point a function returns is carried (the output of a
 * product); _x4_cached operands may be loose below 2^(R+7) (cneg leaves 2dT
 * below 2^(R+6)). The comments give each intermediate's limb bound.
 *
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *          curves revisited", ASIACRYPT 2008.
 *
 * Everything is constant time; outputs may alias inputs.
 */
#ifndef SF_GROUP_FOURQ_GE_FOURQ_X4_H
#define SF_GROUP_FOURQ_GE_FOURQ_X4_H

#include <stddef.h>
#include <stdint.h>

#include "field/p127/fp2x4.h"
#include "group/fourq/ge_fourq.h"

#ifdef SF_FP2X4

typedef struct sf_ge_fourq_x4 {
    sf_fp2x4 v; /* (X, Y, Z, T) */
} sf_ge_fourq_x4;

typedef struct sf_ge_fourq_x4_cached {
    sf_fp2x4 v; /* (Y-X, Y+X, 2Z, 2dT) */
} sf_ge_fourq_x4_cached;

/* Lane masks as vectors (all-ones in the lanes set). */
static SF_ALWAYS_INLINE sf_v4 sf_ge_fourq_x4_mask_(int m0, int m1, int m2, int m3)
{
    return sf_v4_set(m0 ? UINT64_MAX : 0, m1 ? UINT64_MAX : 0, m2 ? UINT64_MAX : 0,
                     m3 ? UINT64_MAX : 0);
}

/* r = (Y-X, Y+X, Z, T) of a carried p; limbs below 2^(R+7). */
static SF_ALWAYS_INLINE void sf_ge_fourq_x4_diffsum_(sf_fp2x4 *r, const sf_ge_fourq_x4 *p)
{
    sf_fp2x4 w, s, d;
    SF_FP2X4_PERMUTE(&w, &p->v, 1, 0, 3, 2);       /* (Y, X, T, Z): within halves */
    sf_fp2x4_add(&s, &p->v, &w);                   /* (X+Y, X+Y, ., .) */
    sf_fp2x4_sub(&d, &w, &p->v);                   /* (Y-X, ., ., .) */
    SF_FP2X4_BLEND(r, &p->v, &s, 0, 1, 0, 0);
    SF_FP2X4_BLEND(r, r, &d, 1, 0, 0, 0);
}

/* ---- conversions ---------------------------------------------------------- */

/* r = O = (0, 1, 1, 0). */
static inline void sf_ge_fourq_x4_identity(sf_ge_fourq_x4 *r)
{
    sf_fp2_127 z, o;
    sf_fp2_127_zero(&z);
    sf_fp2_127_one(&o);
    sf_fp2x4_pack(&r->v, &z, &o, &o, &z);
}

/* r = p (one scalar product: T = Ta Tb). */
static inline void sf_ge_fourq_x4_from_ext(sf_ge_fourq_x4 *r, const sf_ge_fourq_ext *p)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(&t, &p->Ta, &p->Tb);
    sf_fp2x4_pack(&r->v, &p->X, &p->Y, &p->Z, &t);
    sf_wipe(&t, sizeof t);
}

/* r = p as an _ext point (Ta = T, Tb = 1). */
static inline void sf_ge_fourq_x4_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_x4 *p)
{
    sf_fp2x4_unpack(&r->X, &r->Y, &r->Z, &r->Ta, &p->v);
    sf_fp2_127_one(&r->Tb);
}

/* r = q in lanes (tight). */
static inline void sf_ge_fourq_x4_cached_from_cached(sf_ge_fourq_x4_cached *r,
                                                     const sf_ge_fourq_cached *q)
{
    sf_fp2x4_pack(&r->v, &q->ymx, &q->xpy, &q->z2, &q->t2d);
}

/* k = (1, 1, 2, 2d), the lane factors of sf_ge_fourq_x4_to_cached. */
static inline void sf_ge_fourq_x4_cached_factors(sf_fp2x4 *k)
{
    sf_fp2_127 one, two, d2;
    sf_fp2_127_one(&one);
    sf_fp2_127_add(&two, &one, &one);
    sf_ge_fourq_load_2d(&d2);
    sf_fp2x4_pack(k, &one, &one, &two, &d2);
}

/* r = p ready to be added: (Y-X, Y+X, Z, T) * k, k from
 * sf_ge_fourq_x4_cached_factors (one four-lane product); r carried. */
static inline void sf_ge_fourq_x4_to_cached(sf_ge_fourq_x4_cached *r, const sf_ge_fourq_x4 *p,
                                            const sf_fp2x4 *k)
{
    sf_fp2x4 a;
    sf_ge_fourq_x4_diffsum_(&a, p);
    sf_fp2x4_mul(&r->v, &a, k);
}

/* r = the affine entry q in lanes, Z = 1 (2Z = 2): (y-x, y+x, 2, 2dxy). */
static inline void sf_ge_fourq_x4_cached_from_niels(sf_ge_fourq_x4_cached *r,
                                                    const sf_ge_fourq_niels *q)
{
    sf_fp2_127 two;
    sf_fp2_127_one(&two);
    sf_fp2_127_add(&two, &two, &two);
    sf_fp2x4_pack(&r->v, &q->ymx, &q->xpy, &two, &q->t2d);
}

/* ---- doubling --------------------------------------------------------------- */

/*
 * r = [2]p. dbl-2008-hwcd (a = -1) in two four-lane products:
 *   (A, B, ZZ, XY) = (X, Y, Z, T) * (X, Y, Z, Z)  (TZ = XY),
 *   E = 2XY, G = B - A, h = A + B = -H, f = 2ZZ - G = -F,
 *   (X3, Y3, Z3, T3) = (E, G, G, E) * (f, h, f, h) = -(EF, GH, FG, EH),
 * the negated point being the same projective point. d's bias keeps its
 * limbs in [2^(R+5), 2^(R+6) + 2^R), so f = 2ZZ + (-G) stays below 2^(R+7).
 */
static inline void sf_ge_fourq_x4_dbl(sf_ge_fourq_x4 *r, const sf_ge_fourq_x4 *p)
{
    sf_fp2x4 a, b, v, x, s, d, m;
    SF_FP2X4_PERMUTE(&b, &p->v, 0, 1, 2, 2);
    sf_fp2x4_mul(&v, &p->v, &b);                   /* (A, B, ZZ, TZ = XY) carried */
    SF_FP2X4_PERMUTE(&x, &v, 1, 0, 2, 3);          /* (B, A, ZZ, XY) */
    sf_fp2x4_add(&s, &v, &x);                      /* (h, h, 2ZZ, E) < 2^(R+2) */
    sf_fp2x4_sub(&d, &x, &v);                      /* (G, -G, 0, 0) < 2^(R+7) */
    SF_FP2X4_PERMUTE(&m, &d, 1, 1, 1, 1);
    sf_fp2x4_mask(&m, &m, sf_ge_fourq_x4_mask_(0, 0, 1, 0));
    sf_fp2x4_add(&s, &s, &m);                      /* (h, h, f, E), f < 2^(R+7) */
    SF_FP2X4_BLEND(&m, &s, &d, 1, 0, 0, 0);        /* (G, h, f, E) */
    SF_FP2X4_PERMUTE(&a, &m, 3, 0, 0, 3);          /* (E, G, G, E) < 2^(R+7) */
    SF_FP2X4_PERMUTE(&b, &m, 2, 1, 2, 1);          /* (f, h, f, h) < 2^(R+7) */
    sf_fp2x4_mul(&r->v, &a, &b);
}

/* ---- addition --------------------------------------------------------------- */

/*
 * r = p + q. add-2008-hwcd-3 (a = -1, k = 2d) in two four-lane products:
 *   (A, B, D, C) = (Y1-X1, Y1+X1, Z1, T1) * (Y2-X2, Y2+X2, 2Z2, 2dT2),
 *   E = B - A, H = B + A, F = D - C, G = D + C,
 *   (X3, Y3, Z3, T3) = (E, G, F, E) * (F, H, G, H).
 */
static inline void sf_ge_fourq_x4_add_cached(sf_ge_fourq_x4 *r, const sf_ge_fourq_x4 *p,
                                             const sf_ge_fourq_x4_cached *q)
{
    sf_fp2x4 x, s, d, v, a, b;
    sf_ge_fourq_x4_diffsum_(&a, p);                /* (Y-X, Y+X, Z, T) < 2^(R+7) */
    sf_fp2x4_mul(&v, &a, &q->v);                   /* (A, B, D, C) carried */
    SF_FP2X4_PERMUTE(&x, &v, 1, 0, 3, 2);          /* (B, A, C, D) */
    sf_fp2x4_add(&s, &v, &x);                      /* (H, H, G, G) < 2^(R+2) */
    sf_fp2x4_sub(&d, &x, &v);                      /* (E, -E, -F, F) < 2^(R+7) */
    SF_FP2X4_BLEND(&d, &s, &d, 1, 0, 0, 1);        /* (E, H, G, F) */
    SF_FP2X4_PERMUTE(&a, &d, 0, 2, 3, 0);          /* (E, G, F, E) */
    SF_FP2X4_PERMUTE(&b, &d, 3, 1, 2, 1);          /* (F, H, G, H) */
    sf_fp2x4_mul(&r->v, &a, &b);
}

/* ---- negation and selection ------------------------------------------------ */

/*
 * r = ctl ? -q : q (ctl 0 or 1, may be secret); -q = (Y+X, Y-X, 2Z, -2dT).
 * In: q below 2^(R+5). Out: below 2^(R+6).
 */
static inline void sf_ge_fourq_x4_cached_cneg(sf_ge_fourq_x4_cached *r,
                                              const sf_ge_fourq_x4_cached *q, uint32_t ctl)
{
    sf_fp2x4 sw, n;
    SF_FP2X4_PERMUTE(&sw, &q->v, 1, 0, 2, 3);
    sf_fp2x4_neg(&n, &q->v);
    SF_FP2X4_BLEND(&sw, &sw, &n, 0, 0, 0, 1);
    r->v = q->v;
    sf_fp2x4_cmov(&r->v, &sw, ctl);
}

/*
 * r = (-1)^neg table[idx], reading all n entries with the same access
 * pattern for every idx and neg (the index only builds masks).
 * In: n >= 1, idx < n, neg in {0, 1}, entries below 2^(R+5).
 */
static inline void sf_ge_fourq_x4_cached_lookup(sf_ge_fourq_x4_cached *r,
                                                const sf_ge_fourq_x4_cached *table, size_t n,
                                                uint32_t idx, uint32_t neg)
{
    sf_fp2x4 acc;
    const sf_v4 zero = sf_v4_set1(0);
    for (int j = 0; j < SF_FP2X4_LIMBS; j++)
        acc.re[j] = acc.im[j] = zero;
    for (size_t i = 0; i < n; i++) {
        sf_v4 m = sf_v4_set1((uint64_t)0 - (uint64_t)sf_ct_eq32((uint32_t)i, idx));
        for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
            acc.re[j] = sf_v4_or(acc.re[j], sf_v4_and(m, table[i].v.re[j]));
            acc.im[j] = sf_v4_or(acc.im[j], sf_v4_and(m, table[i].v.im[j]));
        }
    }
    r->v = acc;
    sf_ge_fourq_x4_cached_cneg(r, r, neg);
}

#endif /* SF_FP2X4 */

#endif /* SF_GROUP_FOURQ_GE_FOURQ_X4_H */

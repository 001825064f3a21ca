/*
 * TEMPLATE: the twisted Edwards curve with a = -1,
 *
 *     E:  -x^2 + y^2 = 1 + d x^2 y^2,
 *
 * in extended coordinates, written once over a field interface and
 * instantiated per curve (FourQ over Fp^2 = GF((2^127 - 1)^2), edwards25519
 * over GF(2^255 - 19)). The types and the hot formulas, all static inline so
 * that the multiplication layer gets them inlined.
 *
 * Layer: group. Included by a curve's group header (never on its own) after
 * defining the parameters below; it defines the types and functions of that
 * curve and #undefs every parameter, so several curves can share one
 * translation unit. ge_edw_am1_impl.h is its out-of-line half (validation,
 * normalisation), included by the curve's .c file with the same parameters.
 *
 * ---- parameters -------------------------------------------------------------
 *   SF_EDW(name)      the curve's name for `name`: with
 *                       #define SF_EDW(name) sf_ge_fourq_##name
 *                     the template defines sf_ge_fourq_ext, sf_ge_fourq_dbl, ...
 *   SF_EDW_FE         the field element type (the field's tight class)
 *   SF_EDW_GF(op)     the field operation `op`, libdecaf's gf_ aliasing:
 *                       #define SF_EDW_GF(op) sf_fp2_127_##op
 *                     used: zero, one, copy, add, sub, neg, mul, sqr, cmov,
 *                     cswap, cneg, is_zero, eq (the common field interface:
 *                     tight in, tight out, outputs may alias inputs)
 *   SF_EDW_FE_LOOSE   optional: the field's loose class type, when it has
 *                     one (fp255.h): add_loose, sub_loose (tight -> loose),
 *                     mul_loose (loose x tight), mul_ll (loose x loose),
 *                     sqr_loose. A sum or difference whose only use is a
 *                     product then skips its carry. Without it the tight
 *                     operations stand in and the code is what it would be
 *                     without the parameter.
 * The constants: the formulas that need 2d (to_cached, to_niels, the
 * _ext + _ext addition) or 1/d (the chain starts) take them as arguments,
 * so a loop loads each once; the curve defines how they are loaded
 * (SF_EDW(load_2d), SF_EDW(load_dinv), and SF_EDW(load_d) for the
 * validation in ge_edw_am1_impl.h), declared here, as is its generator
 * (SF_EDW(generator_affine)).
 *
 * ---- representations ([CL15]'s R1, R2, R5, names kept in comments) ---------
 *   _affine  (x, y)                 the point itself.
 *   _ext     R1 (X, Y, Z, Ta, Tb)   extended coordinates [HWCD08] with the T
 *                                   coordinate kept as a product: x = X/Z,
 *                                   y = Y/Z, Ta Tb = T = XY/Z. Both formulas
 *                                   end with T = E H, so leaving it as the
 *                                   pair (E, H) saves the multiplication
 *                                   whenever the next operation is a
 *                                   doubling (which never reads T).
 *   _cached  R2 (Y+X, Y-X, 2Z, 2dT) an _ext point ready to be added
 *                                   (variable-base tables). 2M from _ext.
 *   _niels   R5 (y+x, y-x, 2dxy)    an affine point ready to be added
 *                                   (fixed-base tables): Z = 1 saves a
 *                                   multiplication and a field element.
 * Negation is -(x, y) = (-x, y): in _cached/_niels it swaps the first two
 * coordinates and negates the last. The identity is (0, 1).
 *
 * ---- formulas and costs (M, S: field multiplication, squaring) -------------
 *   doubling  dbl-2008-hwcd with a = -1 [EFD, twisted extended]: 4S + 3M,
 *             _ext -> _ext (reads X, Y, Z only).
 *   addition  add-2008-hwcd-3 (a = -1, k = 2d) [EFD]: _ext + _cached 8M
 *             (7M with the cached T a single element, plus the Ta Tb
 *             product), _ext + _niels 7M, both to _ext.
 * Completeness: if a = -1 is a square and d a non-square in the field, the
 * denominators 1 +- d x1 x2 y1 y2 never vanish for rational points
 * [BBJLP08, Thm 3.3], and these formulas are exact for every pair of
 * points: doubling through the addition, P + (-P), the identity and points
 * of small order included. Both instantiations satisfy it (FourQ: Fp^2,
 * d non-square; edwards25519: p = 1 mod 4, d non-square); each curve's
 * tests check it. The multiplication layer relies on it for points outside
 * the prime-order subgroup too.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015.
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *        curves revisited", ASIACRYPT 2008.
 * [BBJLP08] D. J. Bernstein, P. Birkner, M. Joye, T. Lange, C. Peters,
 *        "Twisted Edwards curves", AFRICACRYPT 2008.
 *
 * Every line is a field operation on tight elements (or, with
 * SF_EDW_FE_LOOSE, a loose sum feeding exactly one product), so the field's
 * bound contract carries through unchanged. Aliasing: outputs may alias
 * inputs of the same type unless stated. Everything is constant time.
 */
#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"

#if !defined(SF_EDW) || !defined(SF_EDW_FE) || !defined(SF_EDW_GF)
#error "ge_edw_am1.h: define SF_EDW, SF_EDW_FE and SF_EDW_GF first"
#endif

/* The loose operations, or the tight ones standing in for them.
 * MUL_LT_(r, l, t) and MUL_TL_(r, t, l) take the loose operand first or
 * second, so that a field without a loose class keeps its operand order. */
#ifdef SF_EDW_FE_LOOSE
#define SF_EDW_L_ SF_EDW_FE_LOOSE
#define SF_EDW_ADD_L_(r, a, b) SF_EDW_GF(add_loose)(r, a, b)
#define SF_EDW_SUB_L_(r, a, b) SF_EDW_GF(sub_loose)(r, a, b)
#define SF_EDW_MUL_LT_(r, l, t) SF_EDW_GF(mul_loose)(r, l, t)
#define SF_EDW_MUL_TL_(r, t, l) SF_EDW_GF(mul_loose)(r, l, t)
#define SF_EDW_MUL_LL_(r, a, b) SF_EDW_GF(mul_ll)(r, a, b)
#define SF_EDW_SQR_L_(r, a) SF_EDW_GF(sqr_loose)(r, a)
#else
#define SF_EDW_L_ SF_EDW_FE
#define SF_EDW_ADD_L_(r, a, b) SF_EDW_GF(add)(r, a, b)
#define SF_EDW_SUB_L_(r, a, b) SF_EDW_GF(sub)(r, a, b)
#define SF_EDW_MUL_LT_(r, l, t) SF_EDW_GF(mul)(r, l, t)
#define SF_EDW_MUL_TL_(r, t, l) SF_EDW_GF(mul)(r, t, l)
#define SF_EDW_MUL_LL_(r, a, b) SF_EDW_GF(mul)(r, a, b)
#define SF_EDW_SQR_L_(r, a) SF_EDW_GF(sqr)(r, a)
#endif

/* ==== types =================================================================== */

typedef struct SF_EDW(affine) {
    SF_EDW_FE x, y;
} SF_EDW(affine);

typedef struct SF_EDW(ext) { /* R1 */
    SF_EDW_FE X, Y, Z, Ta, Tb;
} SF_EDW(ext);

typedef struct SF_EDW(cached) { /* R2 */
    SF_EDW_FE xpy, ymx, z2, t2d;
} SF_EDW(cached);

typedef struct SF_EDW(niels) { /* R5 */
    SF_EDW_FE xpy, ymx, t2d;
} SF_EDW(niels);

/* ==== the curve's constants (defined by the curve) ============================ */

/* r = d, r = 2d, r = 1/d. */
void SF_EDW(load_d)(SF_EDW_FE *r);
void SF_EDW(load_2d)(SF_EDW_FE *r);
void SF_EDW(load_dinv)(SF_EDW_FE *r);
/* r = the curve's generator (the group header says which point). */
void SF_EDW(generator_affine)(SF_EDW(affine) *r);

/* ==== identities and conversions =============================================== */

/* r = O = (0, 1) in the named form. */
static inline void SF_EDW(ext_identity)(SF_EDW(ext) *r)
{
    SF_EDW_GF(zero)(&r->X);
    SF_EDW_GF(one)(&r->Y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(zero)(&r->Ta);
    SF_EDW_GF(one)(&r->Tb);
}

/* (x + y, y - x, 2z, 2dt) of (0, 1, 1, 0) */
static inline void SF_EDW(cached_identity)(SF_EDW(cached) *r)
{
    SF_EDW_GF(one)(&r->xpy);
    SF_EDW_GF(one)(&r->ymx);
    SF_EDW_GF(one)(&r->z2);
    SF_EDW_GF(add)(&r->z2, &r->z2, &r->z2);
    SF_EDW_GF(zero)(&r->t2d);
}

static inline void SF_EDW(niels_identity)(SF_EDW(niels) *r)
{
    SF_EDW_GF(one)(&r->xpy);
    SF_EDW_GF(one)(&r->ymx);
    SF_EDW_GF(zero)(&r->t2d);
}

static inline void SF_EDW(affine_to_ext)(SF_EDW(ext) *r, const SF_EDW(affine) *a)
{
    SF_EDW_GF(copy)(&r->X, &a->x);
    SF_EDW_GF(copy)(&r->Y, &a->y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(copy)(&r->Ta, &a->x);
    SF_EDW_GF(copy)(&r->Tb, &a->y);
}

/* r = p ready to be added (2M). d2 = 2d (SF_EDW(load_2d)). */
static inline void SF_EDW(ext_to_cached)(SF_EDW(cached) *r, const SF_EDW(ext) *p,
                                         const SF_EDW_FE *d2)
{
    SF_EDW_FE t;
    SF_EDW_GF(mul)(&t, &p->Ta, &p->Tb);
    SF_EDW_GF(mul)(&r->t2d, &t, d2);
    SF_EDW_GF(add)(&r->xpy, &p->X, &p->Y);
    SF_EDW_GF(sub)(&r->ymx, &p->Y, &p->X);
    SF_EDW_GF(add)(&r->z2, &p->Z, &p->Z);
}

/* r = the affine point a ready to be added (2M). d2 = 2d. */
static inline void SF_EDW(affine_to_niels)(SF_EDW(niels) *r, const SF_EDW(affine) *a,
                                           const SF_EDW_FE *d2)
{
    SF_EDW_FE t;
    SF_EDW_GF(mul)(&t, &a->x, &a->y);
    SF_EDW_GF(mul)(&r->t2d, &t, d2);
    SF_EDW_GF(add)(&r->xpy, &a->x, &a->y);
    SF_EDW_GF(sub)(&r->ymx, &a->y, &a->x);
}

/*
 * r = the _ext point of an entry, with no multiplication: the point scaled
 * by 2, (X', Y', Z') = (xpy - ymx, xpy + ymx, 2Z) (Z = 1 for _niels). That
 * is the same projective point, and X' Y' = 4XY = Z' T' still holds with
 * T' = 2T = t2d / d, kept as the pair Ta = t2d, Tb = 1/d. dinv = 1/d
 * (SF_EDW(load_dinv)). What the multiplications start their chains with,
 * instead of adding the entry to O (8M or 7M).
 */
static inline void SF_EDW(cached_to_ext)(SF_EDW(ext) *r, const SF_EDW(cached) *q,
                                         const SF_EDW_FE *dinv)
{
    SF_EDW_FE x2;
    SF_EDW_GF(sub)(&x2, &q->xpy, &q->ymx);
    SF_EDW_GF(add)(&r->Y, &q->xpy, &q->ymx);
    SF_EDW_GF(copy)(&r->X, &x2);
    SF_EDW_GF(copy)(&r->Z, &q->z2);
    SF_EDW_GF(copy)(&r->Ta, &q->t2d);
    SF_EDW_GF(copy)(&r->Tb, dinv);
}

static inline void SF_EDW(niels_to_ext)(SF_EDW(ext) *r, const SF_EDW(niels) *q,
                                        const SF_EDW_FE *dinv)
{
    SF_EDW_FE x2;
    SF_EDW_GF(sub)(&x2, &q->xpy, &q->ymx);
    SF_EDW_GF(add)(&r->Y, &q->xpy, &q->ymx);
    SF_EDW_GF(copy)(&r->X, &x2);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(add)(&r->Z, &r->Z, &r->Z);
    SF_EDW_GF(copy)(&r->Ta, &q->t2d);
    SF_EDW_GF(copy)(&r->Tb, dinv);
}

/* ==== doubling ================================================================= */

/*
 * r = [2]p (4S + 3M). dbl-2008-hwcd with a = -1: A = X^2, B = Y^2,
 * C = 2 Z^2, E = (X+Y)^2 - A - B, G = B - A, F = G - C, H = -A - B;
 * X3 = E F, Y3 = G H, Z3 = F G, T3 = E H.
 * Computed with every output negated, which is the same projective point
 * and saves the negations: Tb = A + B = -H, f = C - G = -F, so
 *   X3' = E f = -X3,  Y3' = Tb G = -Y3,  Z3' = G f = -Z3,  Ta Tb = -T3.
 * Loose where the field has the class: X+Y (one square) and f (two
 * products).
 */
static inline void SF_EDW(dbl)(SF_EDW(ext) *r, const SF_EDW(ext) *p)
{
    SF_EDW_L_ sl, f;
    SF_EDW_FE a, b, s, z, g;
    SF_EDW_GF(sqr)(&a, &p->X);
    SF_EDW_GF(sqr)(&b, &p->Y);
    SF_EDW_ADD_L_(&sl, &p->X, &p->Y);
    SF_EDW_SQR_L_(&s, &sl);
    SF_EDW_GF(sqr)(&z, &p->Z);
    SF_EDW_GF(add)(&r->Tb, &a, &b);     /* A + B = -H */
    SF_EDW_GF(sub)(&g, &b, &a);         /* G = B - A */
    SF_EDW_GF(sub)(&r->Ta, &s, &r->Tb); /* E = 2XY */
    SF_EDW_GF(add)(&z, &z, &z);
    SF_EDW_SUB_L_(&f, &z, &g);          /* C - G = -F */
    SF_EDW_MUL_TL_(&r->X, &r->Ta, &f);
    SF_EDW_GF(mul)(&r->Y, &r->Tb, &g);
    SF_EDW_MUL_TL_(&r->Z, &g, &f);
}

/* r = [2^n]p (n doublings; n public): cofactor clearing for a cofactor 2^n.
 * n = 0 copies. */
static inline void SF_EDW(dbl_n)(SF_EDW(ext) *r, const SF_EDW(ext) *p, unsigned n)
{
    if (r != p)
        *r = *p;
    for (unsigned i = 0; i < n; i++)
        SF_EDW(dbl)(r, r);
}

/* ==== addition ================================================================= */

/*
 * add-2008-hwcd-3 (a = -1, k = 2d): A = (Y1-X1)(Y2-X2), B = (Y1+X1)(Y2+X2),
 * C = T1 2d T2, D = Z1 2 Z2, E = B - A, F = D - C, G = D + C, H = B + A;
 * X3 = E F, Y3 = G H, Z3 = F G, T3 = E H (kept as Ta = E, Tb = H).
 * The second operand carries (Y2+X2, Y2-X2, 2 Z2, 2d T2); z2 == NULL means
 * Z2 = 1 (the niels form: D = 2 Z1, one product fewer). The choice is fixed
 * per caller, so the branch on it is not data-dependent.
 * Loose where the field has the class: Y1 -+ X1 (one product each) and
 * F, G (two products each).
 */
static inline void SF_EDW(add_body_)(SF_EDW(ext) *r, const SF_EDW(ext) *p,
                                     const SF_EDW_FE *xpy, const SF_EDW_FE *ymx,
                                     const SF_EDW_FE *z2, const SF_EDW_FE *t2d)
{
    SF_EDW_L_ t, f, g;
    SF_EDW_FE a, b, c, d, tt;
    SF_EDW_GF(mul)(&tt, &p->Ta, &p->Tb);
    SF_EDW_GF(mul)(&c, &tt, t2d);
    if (z2 != NULL)
        SF_EDW_GF(mul)(&d, &p->Z, z2);
    else
        SF_EDW_GF(add)(&d, &p->Z, &p->Z);
    SF_EDW_SUB_L_(&t, &p->Y, &p->X);
    SF_EDW_MUL_LT_(&a, &t, ymx);
    SF_EDW_ADD_L_(&t, &p->Y, &p->X);
    SF_EDW_MUL_LT_(&b, &t, xpy);
    SF_EDW_GF(sub)(&r->Ta, &b, &a);     /* E */
    SF_EDW_GF(add)(&r->Tb, &b, &a);     /* H */
    SF_EDW_SUB_L_(&f, &d, &c);          /* F */
    SF_EDW_ADD_L_(&g, &d, &c);          /* G */
    SF_EDW_MUL_TL_(&r->X, &r->Ta, &f);
    SF_EDW_MUL_LT_(&r->Y, &g, &r->Tb);
    SF_EDW_MUL_LL_(&r->Z, &f, &g);
}

/* r = p + q: _cached 8M, _niels 7M; r may alias p. */
static inline void SF_EDW(add_cached)(SF_EDW(ext) *r, const SF_EDW(ext) *p,
                                      const SF_EDW(cached) *q)
{
    SF_EDW(add_body_)(r, p, &q->xpy, &q->ymx, &q->z2, &q->t2d);
}

static inline void SF_EDW(add_niels)(SF_EDW(ext) *r, const SF_EDW(ext) *p,
                                     const SF_EDW(niels) *q)
{
    SF_EDW(add_body_)(r, p, &q->xpy, &q->ymx, NULL, &q->t2d);
}

/* r = p + q, both _ext (10M); d2 = 2d. */
static inline void SF_EDW(add)(SF_EDW(ext) *r, const SF_EDW(ext) *p, const SF_EDW(ext) *q,
                               const SF_EDW_FE *d2)
{
    SF_EDW(cached) qc;
    SF_EDW(ext_to_cached)(&qc, q, d2);
    SF_EDW(add_cached)(r, p, &qc);
}

/* ==== negation, selection ======================================================= */

/* r = -p; r = ctl ? -p : p (ctl 0 or 1). */
static inline void SF_EDW(ext_neg)(SF_EDW(ext) *r, const SF_EDW(ext) *p)
{
    SF_EDW_GF(neg)(&r->X, &p->X);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW_GF(neg)(&r->Ta, &p->Ta);
    SF_EDW_GF(copy)(&r->Tb, &p->Tb);
}

static inline void SF_EDW(cached_neg)(SF_EDW(cached) *r, const SF_EDW(cached) *p)
{
    SF_EDW_FE t = p->xpy;
    SF_EDW_GF(copy)(&r->xpy, &p->ymx);
    SF_EDW_GF(copy)(&r->ymx, &t);
    SF_EDW_GF(copy)(&r->z2, &p->z2);
    SF_EDW_GF(neg)(&r->t2d, &p->t2d);
}

static inline void SF_EDW(niels_neg)(SF_EDW(niels) *r, const SF_EDW(niels) *p)
{
    SF_EDW_FE t = p->xpy;
    SF_EDW_GF(copy)(&r->xpy, &p->ymx);
    SF_EDW_GF(copy)(&r->ymx, &t);
    SF_EDW_GF(neg)(&r->t2d, &p->t2d);
}

static inline void SF_EDW(ext_cneg)(SF_EDW(ext) *r, const SF_EDW(ext) *p, uint32_t ctl)
{
    if (r != p)
        *r = *p;
    SF_EDW_GF(cneg)(&r->X, &r->X, ctl);
    SF_EDW_GF(cneg)(&r->Ta, &r->Ta, ctl);
}

static inline void SF_EDW(cached_cneg)(SF_EDW(cached) *r, const SF_EDW(cached) *p, uint32_t ctl)
{
    if (r != p)
        *r = *p;
    SF_EDW_GF(cswap)(&r->xpy, &r->ymx, ctl);
    SF_EDW_GF(cneg)(&r->t2d, &r->t2d, ctl);
}

static inline void SF_EDW(niels_cneg)(SF_EDW(niels) *r, const SF_EDW(niels) *p, uint32_t ctl)
{
    if (r != p)
        *r = *p;
    SF_EDW_GF(cswap)(&r->xpy, &r->ymx, ctl);
    SF_EDW_GF(cneg)(&r->t2d, &r->t2d, ctl);
}

/* if ctl (0 or 1): r = p. */
static inline void SF_EDW(ext_cmov)(SF_EDW(ext) *r, const SF_EDW(ext) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->X, &p->X, ctl);
    SF_EDW_GF(cmov)(&r->Y, &p->Y, ctl);
    SF_EDW_GF(cmov)(&r->Z, &p->Z, ctl);
    SF_EDW_GF(cmov)(&r->Ta, &p->Ta, ctl);
    SF_EDW_GF(cmov)(&r->Tb, &p->Tb, ctl);
}

static inline void SF_EDW(cached_cmov)(SF_EDW(cached) *r, const SF_EDW(cached) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->xpy, &p->xpy, ctl);
    SF_EDW_GF(cmov)(&r->ymx, &p->ymx, ctl);
    SF_EDW_GF(cmov)(&r->z2, &p->z2, ctl);
    SF_EDW_GF(cmov)(&r->t2d, &p->t2d, ctl);
}

static inline void SF_EDW(niels_cmov)(SF_EDW(niels) *r, const SF_EDW(niels) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->xpy, &p->xpy, ctl);
    SF_EDW_GF(cmov)(&r->ymx, &p->ymx, ctl);
    SF_EDW_GF(cmov)(&r->t2d, &p->t2d, ctl);
}

/*
 * r = (-1)^neg table[idx], reading all n entries (memory trace independent
 * of idx and neg). In: n >= 1, idx < n, neg in {0, 1}. r must not point
 * into table. The index comparison goes through sf_ct_eq32, whose result
 * is only ever a cmov control: no branch or address depends on idx or neg.
 */
static inline void SF_EDW(cached_lookup)(SF_EDW(cached) *r, const SF_EDW(cached) *table,
                                         size_t n, uint32_t idx, uint32_t neg)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        SF_EDW(cached_cmov)(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
    SF_EDW(cached_cneg)(r, r, neg);
}

static inline void SF_EDW(niels_lookup)(SF_EDW(niels) *r, const SF_EDW(niels) *table,
                                        size_t n, uint32_t idx, uint32_t neg)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        SF_EDW(niels_cmov)(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
    SF_EDW(niels_cneg)(r, r, neg);
}

/* ==== comparison ================================================================ */

/* 1 if p and q are the same point (X1 Z2 = X2 Z1, Y1 Z2 = Y2 Z1), else 0. */
static inline uint32_t SF_EDW(ext_eq)(const SF_EDW(ext) *p, const SF_EDW(ext) *q)
{
    SF_EDW_FE a, b;
    uint32_t ok;
    SF_EDW_GF(mul)(&a, &p->X, &q->Z);
    SF_EDW_GF(mul)(&b, &q->X, &p->Z);
    ok = SF_EDW_GF(eq)(&a, &b);
    SF_EDW_GF(mul)(&a, &p->Y, &q->Z);
    SF_EDW_GF(mul)(&b, &q->Y, &p->Z);
    return ok & SF_EDW_GF(eq)(&a, &b);
}

/* 1 if p = O: X = 0 and Y = Z (Z != 0). */
static inline uint32_t SF_EDW(ext_is_identity)(const SF_EDW(ext) *p)
{
    return SF_EDW_GF(is_zero)(&p->X) & SF_EDW_GF(eq)(&p->Y, &p->Z) &
           (1u ^ SF_EDW_GF(is_zero)(&p->Z));
}

/* ==== out of line (ge_edw_am1_impl.h, compiled by the curve's .c file) ======== */

/*
 * 1 if p is a valid _ext point: -X^2 + Y^2 = Z^2 + d T^2 with T = Ta Tb,
 * X Y = Z T and Z != 0. For SF_VERIFY checks and tests; constant time.
 */
uint32_t SF_EDW(ext_is_valid)(const SF_EDW(ext) *p);
/* 1 if -x^2 + y^2 = 1 + d x^2 y^2. Constant time. */
uint32_t SF_EDW(affine_is_on_curve)(const SF_EDW(affine) *p);
/* r = the generator as an _ext point. */
void SF_EDW(generator)(SF_EDW(ext) *r);
/* r = the affine point of p (one inversion), both coordinates canonical.
 * p must have Z != 0 (every _ext point has). */
void SF_EDW(ext_to_affine)(SF_EDW(affine) *r, const SF_EDW(ext) *p);

#undef SF_EDW_L_
#undef SF_EDW_ADD_L_
#undef SF_EDW_SUB_L_
#undef SF_EDW_MUL_LT_
#undef SF_EDW_MUL_TL_
#undef SF_EDW_MUL_LL_
#undef SF_EDW_SQR_L_
#undef SF_EDW
#undef SF_EDW_FE
#undef SF_EDW_GF
#undef SF_EDW_FE_LOOSE

/*
 * TEMPLATE: the twisted Edwards curve with a general a,
 *
 *     E:  a x^2 + y^2 = 1 + d x^2 y^2,
 *
 * in extended coordinates with the unified formulas of [HWCD08], written
 * once over a field interface and instantiated per curve (Snowshoe over
 * Fp^2 = GF((2^127 - 1)^2) with a = -u, d = 109u; Ed448-Goldilocks over
 * GF(2^448 - 2^224 - 1) with a = 1, d = -39081). The types and the hot
 * formulas, all static inline so that the multiplication layer gets them
 * inlined. For a = -1 use ge_edw_am1.h instead: there the (Y-X, Y+X)
 * entries save a product per addition, which needs a = -1.
 *
 * Layer: group. Included by a curve's group header (never on its own) after
 * defining the parameters and the three constant hooks below; it defines
 * the types and functions of that curve and #undefs every parameter, so
 * several curves can share one translation unit. ge_edw_a_impl.h is its
 * out-of-line half (validation, normalisation, the generator), included by
 * the curve's .c file with the same parameters.
 *
 * ---- how a curve instantiates it ---------------------------------------------
 *   static inline void sf_ge_C_mul_a(FE *r, const FE *x);              r = a x
 *   static inline void sf_ge_C_sub_a(FE *r, const FE *y, const FE *x); r = y - a x
 *   static inline void sf_ge_C_mul_d(FE *r, const FE *x);              r = d x
 *   #define SF_EDW(name) sf_ge_C_##name
 *   #define SF_EDW_FE <the field element type>
 *   #define SF_EDW_GF(op) <the field's operation op>
 *   #define SF_EDW_COMPLETE <0 or 1>
 *   #include "group/edwards/ge_edw_a.h"
 * and in the curve's .c file, with the same four macros again and its
 * generator defined (void sf_ge_C_generator_affine(sf_ge_C_affine *r)):
 *   #include "group/edwards/ge_edw_a_impl.h"
 *
 * ---- parameters -------------------------------------------------------------
 *   SF_EDW(name)      the curve's name for `name` (as in ge_edw_am1.h)
 *   SF_EDW_FE         the field element type (the field's tight class)
 *   SF_EDW_GF(op)     the field operation `op`, libdecaf's gf_ aliasing;
 *                     used: zero, one, copy, add, sub, neg, mul, sqr, cmov,
 *                     cneg, is_zero, eq (the common field interface: tight
 *                     in, tight out, outputs may alias inputs); the impl
 *                     half adds inv and canon
 *   SF_EDW_FE_LOOSE   optional: the field's loose class type, with
 *                     add_loose (tight + tight -> loose), mul_loose
 *                     (loose x tight), mul_ll (loose x loose). The two
 *                     sums that feed exactly one product (2 Y1 in the
 *                     doubling, (X1 + Y1)(X2 + Y2) in the addition) then
 *                     skip their carry. Without it the tight operations
 *                     stand in and the code is what it would be without
 *                     the parameter.
 *   SF_EDW_COMPLETE   1 if a is a square and d a non-square in the field:
 *                     then every formula below is exact for every pair of
 *                     rational points [BBJLP08, Thm 3.3] and no rational
 *                     point has Z = 0 (Ed448). 0 otherwise: the curve's
 *                     header lists its exceptional inputs, and the
 *                     template allows for rational points at infinity
 *                     (Z = 0, which exist when d/a is a square, as for
 *                     Snowshoe): ext_eq also compares X1 T2 with X2 T1,
 *                     and ext_is_valid accepts Z = 0. The value is also
 *                     the constant SF_EDW(formulas_complete), for the
 *                     multiplication layer's static assertions.
 * The constant hooks (static inline, defined by the curve before the
 * include; r may alias x and y): mul_a and sub_a are the only places a
 * enters (the doubling's D = a A, the addition's H = B - a A), mul_d the
 * only place d does (Td = d T of an entry). They are the curve's cheapest
 * forms: for Snowshoe a few additions (u x = (2 x0 - x1) + (x0 + 2 x1) i)
 * and a small constant, for a = 1 a copy and a subtraction the compiler
 * sees through, for a small d the field's mul_small.
 *
 * ---- representations ------------------------------------------------------------
 *   _affine     (x, y)            the point itself.
 *   _proj       (X : Y : Z)       x = X/Z, y = Y/Z, Z != 0 (input of doubling).
 *   _ext        (X : Y : Z : T)   extended coordinates [HWCD08]: x = X/Z,
 *                                 y = Y/Z, T = XY/Z.
 *   _completed  (E, F, G, H)      the output of a doubling or an addition
 *                                 before its last products: the point
 *                                 (X : Y : Z : T) = (EF : GH : FG : EH),
 *                                 x = E/G, y = H/F. _to_proj costs 3M,
 *                                 _to_ext 4M, so a doubling followed by a
 *                                 doubling never forms T (1M saved).
 *   _cached     (X, Y, Z, Td)     an _ext point ready to be added, Td = d T
 *                                 (no product: mul_d). Variable-base tables.
 *   _niels      (x, y, td)        an affine point ready to be added,
 *                                 td = d x y, Z = 1: one product fewer per
 *                                 addition and one element fewer per
 *                                 constant-time scan. Fixed-base tables.
 * Negation is -(x, y) = (-x, y) in every form (X and T, Td, td change
 * sign). The identity is (0, 1).
 *
 * ---- formulas and costs (M, S: field multiplication, squaring) -------------------
 *   doubling  dbl-2008-hwcd [EFD, twisted extended], any a: 3S + 1M to
 *             _completed (E = 2 X1 Y1 as the product X1 (2 Y1)); reads
 *             X, Y, Z only, so _proj and _ext inputs share it.
 *   addition  add-2008-hwcd (the unified one, any a, d) [EFD]:
 *             _ext + _cached 5M to _completed, _ext + _niels 4M;
 *             _ext + _ext 9M to _ext.
 * A chain's accumulator is a _completed point: a doubling takes it through
 * _to_proj (3S + 4M in all), an addition through _to_ext (8M niels, 9M
 * cached).
 *
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *        curves revisited", ASIACRYPT 2008.
 * [BBJLP08] D. J. Bernstein, P. Birkner, M. Joye, T. Lange, C. Peters,
 *        "Twisted Edwards curves", AFRICACRYPT 2008.
 *
 * Every line is a field operation on tight elements (or, with
 * SF_EDW_FE_LOOSE, a loose sum feeding exactly one product), so the field's
 * bound contract carries through unchanged. Intermediate names follow the
 * EFD entries (A..H); the curve constants are written a and d in comments
 * (the EFD's D is an intermediate). Aliasing: outputs may alias inputs of
 * the same type unless stated. Everything is constant time.
 */
#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#if !defined(SF_EDW) || !defined(SF_EDW_FE) || !defined(SF_EDW_GF) || !defined(SF_EDW_COMPLETE)
#error "ge_edw_a.h: define SF_EDW, SF_EDW_FE, SF_EDW_GF and SF_EDW_COMPLETE first"
#endif

/* The loose operations, or the tight ones standing in for them. */
#ifdef SF_EDW_FE_LOOSE
#define SF_EDW_L_ SF_EDW_FE_LOOSE
#define SF_EDW_ADD_L_(r, a, b) SF_EDW_GF(add_loose)(r, a, b)
#define SF_EDW_MUL_TL_(r, t, l) SF_EDW_GF(mul_loose)(r, l, t)
#define SF_EDW_MUL_LL_(r, a, b) SF_EDW_GF(mul_ll)(r, a, b)
#else
#define SF_EDW_L_ SF_EDW_FE
#define SF_EDW_ADD_L_(r, a, b) SF_EDW_GF(add)(r, a, b)
#define SF_EDW_MUL_TL_(r, t, l) SF_EDW_GF(mul)(r, t, l)
#define SF_EDW_MUL_LL_(r, a, b) SF_EDW_GF(mul)(r, a, b)
#endif

/* ==== types =================================================================== */

typedef struct SF_EDW(affine) {
    SF_EDW_FE x, y;
} SF_EDW(affine);

typedef struct SF_EDW(proj) {
    SF_EDW_FE X, Y, Z;
} SF_EDW(proj);

typedef struct SF_EDW(ext) {
    SF_EDW_FE X, Y, Z, T;
} SF_EDW(ext);

typedef struct SF_EDW(completed) {
    SF_EDW_FE E, F, G, H;
} SF_EDW(completed);

typedef struct SF_EDW(cached) {
    SF_EDW_FE X, Y, Z, Td;
} SF_EDW(cached);

typedef struct SF_EDW(niels) {
    SF_EDW_FE x, y, td;
} SF_EDW(niels);

/* 1 if the formulas are complete on the curve (SF_EDW_COMPLETE). */
enum { SF_EDW(formulas_complete) = SF_EDW_COMPLETE };

/* r = the curve's generator (defined by the curve; its header says which). */
void SF_EDW(generator_affine)(SF_EDW(affine) *r);

/* ==== identities and conversions =============================================== */

/* r = O = (0, 1) in the named form; _completed (0, 1, 1, 1) = (0 : 1 : 1 : 0). */
static inline void SF_EDW(ext_identity)(SF_EDW(ext) *r)
{
    SF_EDW_GF(zero)(&r->X);
    SF_EDW_GF(one)(&r->Y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(zero)(&r->T);
}

static inline void SF_EDW(proj_identity)(SF_EDW(proj) *r)
{
    SF_EDW_GF(zero)(&r->X);
    SF_EDW_GF(one)(&r->Y);
    SF_EDW_GF(one)(&r->Z);
}

static inline void SF_EDW(completed_identity)(SF_EDW(completed) *r)
{
    SF_EDW_GF(zero)(&r->E);
    SF_EDW_GF(one)(&r->F);
    SF_EDW_GF(one)(&r->G);
    SF_EDW_GF(one)(&r->H);
}

static inline void SF_EDW(cached_identity)(SF_EDW(cached) *r)
{
    SF_EDW_GF(zero)(&r->X);
    SF_EDW_GF(one)(&r->Y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(zero)(&r->Td);
}

static inline void SF_EDW(niels_identity)(SF_EDW(niels) *r)
{
    SF_EDW_GF(zero)(&r->x);
    SF_EDW_GF(one)(&r->y);
    SF_EDW_GF(zero)(&r->td);
}

/* Conversions. In: a valid point of the source form. */

/* (x, y, 1, x y): 1M. */
static inline void SF_EDW(affine_to_ext)(SF_EDW(ext) *r, const SF_EDW(affine) *a)
{
    SF_EDW_FE t;
    SF_EDW_GF(mul)(&t, &a->x, &a->y);
    SF_EDW_GF(copy)(&r->X, &a->x);
    SF_EDW_GF(copy)(&r->Y, &a->y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(copy)(&r->T, &t);
}

/* (x, y, d x y): 1M. */
static inline void SF_EDW(affine_to_niels)(SF_EDW(niels) *r, const SF_EDW(affine) *a)
{
    SF_EDW_FE t;
    SF_EDW_GF(mul)(&t, &a->x, &a->y);
    SF_EDW_GF(copy)(&r->x, &a->x);
    SF_EDW_GF(copy)(&r->y, &a->y);
    SF_EDW(mul_d)(&r->td, &t);
}

static inline void SF_EDW(ext_to_proj)(SF_EDW(proj) *r, const SF_EDW(ext) *p)
{
    SF_EDW_GF(copy)(&r->X, &p->X);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
}

/* (X, Y, Z, d T): no product. */
static inline void SF_EDW(ext_to_cached)(SF_EDW(cached) *r, const SF_EDW(ext) *p)
{
    SF_EDW_GF(copy)(&r->X, &p->X);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW(mul_d)(&r->Td, &p->T);
}

static inline void SF_EDW(niels_to_cached)(SF_EDW(cached) *r, const SF_EDW(niels) *p)
{
    SF_EDW_GF(copy)(&r->X, &p->x);
    SF_EDW_GF(copy)(&r->Y, &p->y);
    SF_EDW_GF(one)(&r->Z);
    SF_EDW_GF(copy)(&r->Td, &p->td);
}

/* A chain's start from an entry, no product: (x, 1, 1, y) is
 * (x : y : 1 : x y); (X, Z, Z, Y) is (X Z : Y Z : Z^2 : X Y), the cached
 * point scaled by Z (Td is not needed). */
static inline void SF_EDW(niels_to_completed)(SF_EDW(completed) *r, const SF_EDW(niels) *e)
{
    SF_EDW_GF(copy)(&r->E, &e->x);
    SF_EDW_GF(one)(&r->F);
    SF_EDW_GF(one)(&r->G);
    SF_EDW_GF(copy)(&r->H, &e->y);
}

static inline void SF_EDW(cached_to_completed)(SF_EDW(completed) *r, const SF_EDW(cached) *e)
{
    SF_EDW_GF(copy)(&r->E, &e->X);
    SF_EDW_GF(copy)(&r->F, &e->Z);
    SF_EDW_GF(copy)(&r->G, &e->Z);
    SF_EDW_GF(copy)(&r->H, &e->Y);
}

/* (X : Y : Z) = (E F : G H : F G): 3M; with T = E H: 4M. */
static SF_ALWAYS_INLINE void SF_EDW(completed_to_proj)(SF_EDW(proj) *r, const SF_EDW(completed) *c)
{
    SF_EDW_GF(mul)(&r->X, &c->E, &c->F);
    SF_EDW_GF(mul)(&r->Y, &c->G, &c->H);
    SF_EDW_GF(mul)(&r->Z, &c->F, &c->G);
}

static SF_ALWAYS_INLINE void SF_EDW(completed_to_ext)(SF_EDW(ext) *r, const SF_EDW(completed) *c)
{
    SF_EDW_GF(mul)(&r->X, &c->E, &c->F);
    SF_EDW_GF(mul)(&r->Y, &c->G, &c->H);
    SF_EDW_GF(mul)(&r->Z, &c->F, &c->G);
    SF_EDW_GF(mul)(&r->T, &c->E, &c->H);
}

/* ==== doubling ================================================================= */

/*
 * dbl-2008-hwcd [EFD g1p/auto-twisted-extended], any a:
 *   A = X1^2, B = Y1^2, C = 2 Z1^2, D = a A, E = (X1 + Y1)^2 - A - B,
 *   G = D + B, F = G - C, H = D - B;  X3 = E F, Y3 = G H, T3 = E H, Z3 = F G.
 * E = 2 X1 Y1 is taken as the product X1 (2 Y1) rather than the square
 * (X1 + Y1)^2 - A - B: one addition instead of three (the point code is
 * bound by the additions and carries around the products; Snowshoe's
 * measurement is in docs/snowshoe.md). Only X, Y, Z are read, so the proj
 * and ext entry points share this body. r must not alias X1, Y1, Z1.
 */
static SF_ALWAYS_INLINE void SF_EDW(dbl_xyz_)(SF_EDW(completed) *r, const SF_EDW_FE *X1,
                                              const SF_EDW_FE *Y1, const SF_EDW_FE *Z1)
{
    SF_EDW_L_ y2;
    SF_EDW_FE A, B, C, D;
    SF_EDW_GF(sqr)(&A, X1);
    SF_EDW_GF(sqr)(&B, Y1);
    SF_EDW_GF(sqr)(&C, Z1);
    SF_EDW_GF(add)(&C, &C, &C);
    SF_EDW_ADD_L_(&y2, Y1, Y1);
    SF_EDW_MUL_TL_(&r->E, X1, &y2);     /* E = 2 X1 Y1 */
    SF_EDW(mul_a)(&D, &A);              /* D = a X1^2 */
    SF_EDW_GF(add)(&r->G, &D, &B);      /* G = a X1^2 + Y1^2 */
    SF_EDW_GF(sub)(&r->F, &r->G, &C);   /* F = G - 2 Z1^2 */
    SF_EDW_GF(sub)(&r->H, &D, &B);      /* H = a X1^2 - Y1^2 */
}

/* r = [2]p, 3S + 1M to _completed (the _ext form ignores T). */
static inline void SF_EDW(proj_dbl)(SF_EDW(completed) *r, const SF_EDW(proj) *p)
{
    SF_EDW(dbl_xyz_)(r, &p->X, &p->Y, &p->Z);
}

static inline void SF_EDW(ext_dbl)(SF_EDW(completed) *r, const SF_EDW(ext) *p)
{
    SF_EDW(dbl_xyz_)(r, &p->X, &p->Y, &p->Z);
}

/* r = [2]p, _ext to _ext (3S + 5M). */
static inline void SF_EDW(dbl)(SF_EDW(ext) *r, const SF_EDW(ext) *p)
{
    SF_EDW(completed) c;
    SF_EDW(ext_dbl)(&c, p);
    SF_EDW(completed_to_ext)(r, &c);
}

/* r = [2^n]p (n public; n = 0 copies): the cofactor clearing for a
 * cofactor 2^n, every doubling but the last through _proj
 * (n (3S + 4M) + 1M). */
static inline void SF_EDW(dbl_n)(SF_EDW(ext) *r, const SF_EDW(ext) *p, unsigned n)
{
    SF_EDW(completed) c;
    SF_EDW(proj) q;
    if (n == 0) {
        if (r != p)
            *r = *p;
        return;
    }
    SF_EDW(ext_dbl)(&c, p);
    for (unsigned i = 1; i < n; i++) {
        SF_EDW(completed_to_proj)(&q, &c);
        SF_EDW(proj_dbl)(&c, &q);
    }
    SF_EDW(completed_to_ext)(r, &c);
}

/* ==== addition ================================================================= */

/*
 * add-2008-hwcd [EFD g1p/auto-twisted-extended], any a, d:
 *   A = X1 X2, B = Y1 Y2, C = T1 d T2, D = Z1 Z2, E = (X1 + Y1)(X2 + Y2) - A - B,
 *   F = D - C, G = D + C, H = B - a A;  X3 = E F, Y3 = G H, T3 = E H, Z3 = F G.
 * The second operand carries d T2 already (Td2), and Z2 == NULL means
 * Z2 = 1 (the niels form: D = Z1, one product fewer). The choice is fixed
 * per caller, so the branch on it is not data-dependent.
 */
static SF_ALWAYS_INLINE void SF_EDW(add_body_)(SF_EDW(completed) *r, const SF_EDW(ext) *p,
                                               const SF_EDW_FE *X2, const SF_EDW_FE *Y2,
                                               const SF_EDW_FE *Z2, const SF_EDW_FE *Td2)
{
    SF_EDW_FE A, B, C, D;
    SF_EDW_L_ s, t;
    SF_EDW_GF(mul)(&A, &p->X, X2);
    SF_EDW_GF(mul)(&B, &p->Y, Y2);
    SF_EDW_GF(mul)(&C, &p->T, Td2);
    if (Z2 != NULL) /* compile-time: each caller passes a fixed choice */
        SF_EDW_GF(mul)(&D, &p->Z, Z2);
    else
        SF_EDW_GF(copy)(&D, &p->Z);
    SF_EDW_ADD_L_(&s, &p->X, &p->Y);
    SF_EDW_ADD_L_(&t, X2, Y2);
    SF_EDW_MUL_LL_(&r->E, &s, &t);
    SF_EDW_GF(sub)(&r->E, &r->E, &A);
    SF_EDW_GF(sub)(&r->E, &r->E, &B);   /* E = X1 Y2 + Y1 X2 */
    SF_EDW_GF(sub)(&r->F, &D, &C);
    SF_EDW_GF(add)(&r->G, &D, &C);
    SF_EDW(sub_a)(&r->H, &B, &A);       /* H = Y1 Y2 - a X1 X2 */
}

/* r = p + q (p - q for _sub_): _cached 5M, _niels 4M, to _completed. */
static inline void SF_EDW(add_cached)(SF_EDW(completed) *r, const SF_EDW(ext) *p,
                                      const SF_EDW(cached) *q)
{
    SF_EDW(add_body_)(r, p, &q->X, &q->Y, &q->Z, &q->Td);
}

static inline void SF_EDW(sub_cached)(SF_EDW(completed) *r, const SF_EDW(ext) *p,
                                      const SF_EDW(cached) *q)
{
    SF_EDW_FE nX, nTd;
    SF_EDW_GF(neg)(&nX, &q->X);
    SF_EDW_GF(neg)(&nTd, &q->Td);
    SF_EDW(add_body_)(r, p, &nX, &q->Y, &q->Z, &nTd);
}

static inline void SF_EDW(add_niels)(SF_EDW(completed) *r, const SF_EDW(ext) *p,
                                     const SF_EDW(niels) *q)
{
    SF_EDW(add_body_)(r, p, &q->x, &q->y, NULL, &q->td);
}

static inline void SF_EDW(sub_niels)(SF_EDW(completed) *r, const SF_EDW(ext) *p,
                                     const SF_EDW(niels) *q)
{
    SF_EDW_FE nx, ntd;
    SF_EDW_GF(neg)(&nx, &q->x);
    SF_EDW_GF(neg)(&ntd, &q->td);
    SF_EDW(add_body_)(r, p, &nx, &q->y, NULL, &ntd);
}

/* r = p + q, _ext + _ext to _ext (9M). */
static inline void SF_EDW(add)(SF_EDW(ext) *r, const SF_EDW(ext) *p, const SF_EDW(ext) *q)
{
    SF_EDW(cached) qc;
    SF_EDW(completed) c;
    SF_EDW(ext_to_cached)(&qc, q);
    SF_EDW(add_cached)(&c, p, &qc);
    SF_EDW(completed_to_ext)(r, &c);
}

/* ==== negation, selection ======================================================= */

/* r = -p. */
static inline void SF_EDW(ext_neg)(SF_EDW(ext) *r, const SF_EDW(ext) *p)
{
    SF_EDW_GF(neg)(&r->X, &p->X);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW_GF(neg)(&r->T, &p->T);
}

static inline void SF_EDW(cached_neg)(SF_EDW(cached) *r, const SF_EDW(cached) *p)
{
    SF_EDW_GF(neg)(&r->X, &p->X);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW_GF(neg)(&r->Td, &p->Td);
}

static inline void SF_EDW(niels_neg)(SF_EDW(niels) *r, const SF_EDW(niels) *p)
{
    SF_EDW_GF(neg)(&r->x, &p->x);
    SF_EDW_GF(copy)(&r->y, &p->y);
    SF_EDW_GF(neg)(&r->td, &p->td);
}

static inline void SF_EDW(affine_neg)(SF_EDW(affine) *r, const SF_EDW(affine) *p)
{
    SF_EDW_GF(neg)(&r->x, &p->x);
    SF_EDW_GF(copy)(&r->y, &p->y);
}

/* if ctl (0 or 1): r = p; otherwise r unchanged. */
static inline void SF_EDW(ext_cmov)(SF_EDW(ext) *r, const SF_EDW(ext) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->X, &p->X, ctl);
    SF_EDW_GF(cmov)(&r->Y, &p->Y, ctl);
    SF_EDW_GF(cmov)(&r->Z, &p->Z, ctl);
    SF_EDW_GF(cmov)(&r->T, &p->T, ctl);
}

static inline void SF_EDW(proj_cmov)(SF_EDW(proj) *r, const SF_EDW(proj) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->X, &p->X, ctl);
    SF_EDW_GF(cmov)(&r->Y, &p->Y, ctl);
    SF_EDW_GF(cmov)(&r->Z, &p->Z, ctl);
}

static inline void SF_EDW(completed_cmov)(SF_EDW(completed) *r, const SF_EDW(completed) *p,
                                          uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->E, &p->E, ctl);
    SF_EDW_GF(cmov)(&r->F, &p->F, ctl);
    SF_EDW_GF(cmov)(&r->G, &p->G, ctl);
    SF_EDW_GF(cmov)(&r->H, &p->H, ctl);
}

static inline void SF_EDW(cached_cmov)(SF_EDW(cached) *r, const SF_EDW(cached) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->X, &p->X, ctl);
    SF_EDW_GF(cmov)(&r->Y, &p->Y, ctl);
    SF_EDW_GF(cmov)(&r->Z, &p->Z, ctl);
    SF_EDW_GF(cmov)(&r->Td, &p->Td, ctl);
}

static inline void SF_EDW(niels_cmov)(SF_EDW(niels) *r, const SF_EDW(niels) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->x, &p->x, ctl);
    SF_EDW_GF(cmov)(&r->y, &p->y, ctl);
    SF_EDW_GF(cmov)(&r->td, &p->td, ctl);
}

static inline void SF_EDW(affine_cmov)(SF_EDW(affine) *r, const SF_EDW(affine) *p, uint32_t ctl)
{
    SF_EDW_GF(cmov)(&r->x, &p->x, ctl);
    SF_EDW_GF(cmov)(&r->y, &p->y, ctl);
}

/* r = ctl ? -p : p (ctl 0 or 1). */
static inline void SF_EDW(ext_cneg)(SF_EDW(ext) *r, const SF_EDW(ext) *p, uint32_t ctl)
{
    SF_EDW_GF(cneg)(&r->X, &p->X, ctl);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW_GF(cneg)(&r->T, &p->T, ctl);
}

static inline void SF_EDW(cached_cneg)(SF_EDW(cached) *r, const SF_EDW(cached) *p, uint32_t ctl)
{
    SF_EDW_GF(cneg)(&r->X, &p->X, ctl);
    SF_EDW_GF(copy)(&r->Y, &p->Y);
    SF_EDW_GF(copy)(&r->Z, &p->Z);
    SF_EDW_GF(cneg)(&r->Td, &p->Td, ctl);
}

static inline void SF_EDW(niels_cneg)(SF_EDW(niels) *r, const SF_EDW(niels) *p, uint32_t ctl)
{
    SF_EDW_GF(cneg)(&r->x, &p->x, ctl);
    SF_EDW_GF(copy)(&r->y, &p->y);
    SF_EDW_GF(cneg)(&r->td, &p->td, ctl);
}

static inline void SF_EDW(affine_cneg)(SF_EDW(affine) *r, const SF_EDW(affine) *p, uint32_t ctl)
{
    SF_EDW_GF(cneg)(&r->x, &p->x, ctl);
    SF_EDW_GF(copy)(&r->y, &p->y);
}

/*
 * r = (-1)^neg table[idx], reading all n entries (memory trace independent
 * of idx and neg), as ge_edw_am1.h's lookups. In: n >= 1, idx < n, neg in
 * {0, 1}. r must not point into table. The index comparison goes through
 * sf_ct_eq32, whose result is only ever a cmov control.
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

/*
 * 1 if p and q are the same point, else 0: X1 Z2 = X2 Z1 and Y1 Z2 = Y2 Z1,
 * and with SF_EDW_COMPLETE = 0 also X1 T2 = X2 T1 (which separates the
 * points at infinity, Z = 0). In: valid _ext points (not the all-zero
 * garbage of an exceptional addition, which compares equal to everything).
 */
static inline uint32_t SF_EDW(ext_eq)(const SF_EDW(ext) *p, const SF_EDW(ext) *q)
{
    SF_EDW_FE a, b;
    uint32_t ok;
    SF_EDW_GF(mul)(&a, &p->X, &q->Z);
    SF_EDW_GF(mul)(&b, &q->X, &p->Z);
    ok = SF_EDW_GF(eq)(&a, &b);
    SF_EDW_GF(mul)(&a, &p->Y, &q->Z);
    SF_EDW_GF(mul)(&b, &q->Y, &p->Z);
    ok &= SF_EDW_GF(eq)(&a, &b);
#if !SF_EDW_COMPLETE
    SF_EDW_GF(mul)(&a, &p->X, &q->T);
    SF_EDW_GF(mul)(&b, &q->X, &p->T);
    ok &= SF_EDW_GF(eq)(&a, &b);
#endif
    return ok;
}

/* 1 if p = O: X = 0 and Y = Z != 0. */
static inline uint32_t SF_EDW(ext_is_identity)(const SF_EDW(ext) *p)
{
    return SF_EDW_GF(is_zero)(&p->X) & SF_EDW_GF(eq)(&p->Y, &p->Z) &
           (1u ^ SF_EDW_GF(is_zero)(&p->Z));
}

/* ==== out of line (ge_edw_a_impl.h, compiled by the curve's .c file) ========== */

/*
 * 1 if p is a valid _ext point: a X^2 + Y^2 = Z^2 + d T^2 and X Y = Z T, and
 * Z != 0 (SF_EDW_COMPLETE = 1) or (X, Y, Z, T) != 0 (SF_EDW_COMPLETE = 0:
 * the smooth model of [HWCD08], whose rational points include those at
 * infinity; 0 for the garbage an exceptional addition returns). For
 * SF_VERIFY checks and tests; constant time.
 */
uint32_t SF_EDW(ext_is_valid)(const SF_EDW(ext) *p);
/* 1 if a x^2 + y^2 = 1 + d x^2 y^2; 1 if (X : Y : Z) satisfies the curve
 * equation times Z^4, a X^2 Z^2 + Y^2 Z^2 = Z^4 + d X^2 Y^2 (Z is not
 * checked). Constant time. */
uint32_t SF_EDW(affine_is_on_curve)(const SF_EDW(affine) *p);
uint32_t SF_EDW(proj_is_on_curve)(const SF_EDW(proj) *p);
/* r = the generator as an _ext point. */
void SF_EDW(generator)(SF_EDW(ext) *r);
/* r = the affine point of p (one inversion), both coordinates canonical.
 * In: Z != 0 (for Z = 0 the inversion gives 0 and r = (0, 0)). */
void SF_EDW(ext_to_affine)(SF_EDW(affine) *r, const SF_EDW(ext) *p);
/* r = the niels form of p (one inversion). In: Z != 0. */
void SF_EDW(ext_to_niels)(SF_EDW(niels) *r, const SF_EDW(ext) *p);
/*
 * out[i] = the niels form of in[i] for i < n, with ONE inversion in all
 * (Montgomery's trick: 3(n-1) extra M). In: every Z != 0 (one Z = 0 makes
 * every output wrong); out and in must not overlap. n may be 0.
 */
void SF_EDW(ext_batch_to_niels)(SF_EDW(niels) *out, const SF_EDW(ext) *in, size_t n);

#undef SF_EDW_L_
#undef SF_EDW_ADD_L_
#undef SF_EDW_MUL_TL_
#undef SF_EDW_MUL_LL_
#undef SF_EDW
#undef SF_EDW_FE
#undef SF_EDW_GF
#undef SF_EDW_FE_LOOSE
#undef SF_EDW_COMPLETE

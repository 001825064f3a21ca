/*
 * Snowshoe points in four lanes: the four coordinates of one point side by
 * side in one sf_fp2x4 (field/p127/fp2x4.h), so that the four products of
 * each formula step run as one vector product.
 *
 * Layer: group. Available when SF_FP2X4 is defined (the portable backend,
 * IFMA targets and the emulated-lane test builds; see fp2x4.h); the scalar
 * formulas (ge_snowshoe.h, the general-a template) stay the reference and
 * the only path elsewhere. Limb bounds are relative to the representation's radix 2^R.
 *
 * Representations (lane 0, 1, 2, 3):
 *   point  (X, Y, Z, T)    the _ext point, every lane carried (the output
 *                          of sf_fp2x4_mul: limbs < 2^R + 2^(R-9)), or tight.
 *   entry  (X, Y, Z, Td)   the _cached point (Td = D T): carried (from the
 *                          table builds) or tight (packed); limbs < 2^(R+3)
 *                          after a negation.
 *   niels  (x, y, Td, x + y) an affine _niels point (Z = 1) for the
 *                          fixed-base comb: packed (< 2^(R+1)), limbs < 2^(R+4)
 *                          after a negation.
 *
 * Formulas (the scalar ones of ge_snowshoe.h, with the curve's a = -u):
 *   doubling, dbl-2008-hwcd: one squaring of (X, Y, Z, X + Y) gives
 *     (A, B, Z^2, (X + Y)^2); then D = -u A, G = D + B, F = G - 2 Z^2,
 *     H = D - B, E = (X + Y)^2 - A - B, and one product
 *     (E, G, F, E) * (F, H, G, H) = (X3, Y3, Z3, T3).          1S4 + 1M4
 *   addition, add-2008-hwcd: (X1, Y1, Z1, T1) * (X2, Y2, Z2, Td2) =
 *     (A, B, D, C) and, independent of it, (X1 + Y1)(X2 + Y2) in lane 0
 *     of a second product (the other three lanes are spare: H = B + u A
 *     needs A and B apart, so the a = -1 trick that makes E one of four
 *     products does not apply); E = (X1 + Y1)(X2 + Y2) - A - B,
 *     F = D - C, G = D + C, H = B + u A, and the output product as above.
 *                                                                  3M4
 *   mixed addition (niels operand, Z2 = 1): (X1, Y1, T1, X1 + Y1) *
 *     (x2, y2, Td2, x2 + y2) = (A, B, C, E + A + B) in one product, D = Z1,
 *     and the output product.                                     2M4
 * The same completeness statements hold (ge_snowshoe.h): doubling is
 * complete on E(Fp^2), the addition exact on the q-subgroup.
 *
 * Bounds: the linear steps subtract with their own bias B_(R+2) (a
 * multiple of p with every limb in [2^(R+2), 2^(R+3)), see fp2x4.h's B_k)
 * since every subtrahend here is at most three carried limbs
 * (3 (2^R + 2^(R-9)) < 2^(R+2); SF_VERIFY builds check each subtrahend
 * against 2^(R+2)). The bound of each intermediate is in a comment; all
 * product inputs stay below 2^(R+5) (sf_fp2x4_mul and _sqr take
 * < 2^(R+7)).
 *
 * Everything is constant time; outputs may alias inputs.
 */
#ifndef SF_GROUP_SNOWSHOE_GE_SNOWSHOE_X4_H
#define SF_GROUP_SNOWSHOE_GE_SNOWSHOE_X4_H

#include "field/p127/fp2x4.h"
#include "group/snowshoe/ge_snowshoe.h"

#ifdef SF_FP2X4

/* r = a + B_(R+2) - b, limb by limb, for b with limbs < 2^(R+2):
 * r < a + 2^(R+3). */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_subb_(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *b)
{
    sf_fp2x4_sub_biased(r, a, b, SF_FP2X4_R + 2);
}

/*
 * r = u a = (2 a0 - a1) + (a0 + 2 a1) i for carried a (limbs < 2^(R+1)):
 * re = 2 a0 + (B_(R+2) - a1) < 2^(R+2) + 2^(R+3), im < 2^(R+3).
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_mul_u_(sf_fp2x4 *r, const sf_fp2x4 *a)
{
    SF_FP2X4_VERIFY_BELOW(a, SF_FP2X4_R + 1);
    sf_v4 bias[SF_FP2X4_LIMBS];
    sf_fp2x4_bias(bias, SF_FP2X4_R + 2);
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        sf_v4 a0 = a->re[j], a1 = a->im[j];
        r->re[j] = sf_v4_add(sf_v4_add(a0, a0), sf_v4_sub(bias[j], a1));
        r->im[j] = sf_v4_add(a0, sf_v4_add(a1, a1));
    }
}

/*
 * r = -u a = (a1 - 2 a0) - (a0 + 2 a1) i for carried a: the subtrahends
 * 2 a0 and a0 + 2 a1 stay below 3 (2^R + 2^(R-9)) < 2^(R+2), so
 * re = a1 + (B_(R+2) - 2 a0) < 2^(R+1) + 2^(R+3) and
 * im = B_(R+2) - (a0 + 2 a1) < 2^(R+3).
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_mul_negu_(sf_fp2x4 *r, const sf_fp2x4 *a)
{
    sf_fp2x4 m, s;
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        sf_v4 a0 = a->re[j], a1 = a->im[j];
        m.re[j] = a1;
        m.im[j] = sf_v4_set1(0);
        s.re[j] = sf_v4_add(a0, a0);
        s.im[j] = sf_v4_add(a0, sf_v4_add(a1, a1));
    }
    sf_ge_snowshoe_x4_subb_(r, &m, &s);
}

/* ---- conversions ----------------------------------------------------------- */

static inline void sf_ge_snowshoe_x4_from_ext(sf_fp2x4 *r, const sf_ge_snowshoe_ext *p)
{
    sf_fp2x4_pack(r, &p->X, &p->Y, &p->Z, &p->T);
}

static inline void sf_ge_snowshoe_x4_to_ext(sf_ge_snowshoe_ext *r, const sf_fp2x4 *p)
{
    sf_fp2x4_unpack(&r->X, &r->Y, &r->Z, &r->T, p);
}

/* An entry from a _cached point. */
static inline void sf_ge_snowshoe_x4_from_cached(sf_fp2x4 *r, const sf_ge_snowshoe_cached *c)
{
    sf_fp2x4_pack(r, &c->X, &c->Y, &c->Z, &c->Td);
}

/*
 * A niels entry (x, y, td) in lanes as (x, y, td, x + y), the operand of
 * sf_ge_snowshoe_x4_add_niels (packed limbs are tight, < 2^R; the sum
 * < 2^(R+1)).
 */
static inline void sf_ge_snowshoe_x4_from_niels(sf_fp2x4 *r, const sf_ge_snowshoe_niels *n)
{
    sf_fp2x4 s;
    sf_fp2x4_pack(r, &n->x, &n->y, &n->td, &n->x);
    SF_FP2X4_PERMUTE(&s, r, 1, 1, 1, 1);
    sf_fp2x4_add(&s, &s, r);              /* lane 3: x + y */
    SF_FP2X4_BLEND(r, r, &s, 0, 0, 0, 1);
}

/*
 * r = the point of entry e (limbs < 2^(R+3)): (X Z, Y Z, Z^2, X Y), the
 * scaling of (X : Y : Z : XY/Z) by Z; Td is not needed. 1M4.
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_set_entry(sf_fp2x4 *r, const sf_fp2x4 *e)
{
    sf_fp2x4 l, m;
    SF_FP2X4_PERMUTE(&l, e, 0, 1, 2, 0); /* (X, Y, Z, X) */
    SF_FP2X4_PERMUTE(&m, e, 2, 2, 2, 1); /* (Z, Z, Z, Y) */
    sf_fp2x4_mul(r, &l, &m);
}

/*
 * The two constant vectors of the table builds: kd = (1, 1, 1, D), which
 * turns a point (X, Y, Z, T) into its entry (X, Y, Z, D T) with one
 * product, and kpsi = (wx', 1, 1, -conj(wx')), which does the same for
 * psi once the lanes are conjugated (see sf_ge_snowshoe_cached_psi:
 * psi(X, Y, Z, Td) = (wx' conj(X), conj(Y), conj(Z), -conj(wx' Td))).
 */
static inline void sf_ge_snowshoe_x4_consts(sf_fp2x4 *kd, sf_fp2x4 *kpsi)
{
    sf_fp2_127 one, d, w, nw;
    sf_fp2_127_one(&one);
    sf_ge_snowshoe_mul_d(&d, &one);
    sf_ge_snowshoe_psi_constant(&w);
    sf_fp2_127_conj(&nw, &w);
    sf_fp2_127_neg(&nw, &nw);
    sf_fp2x4_pack(kd, &one, &one, &one, &d);
    sf_fp2x4_pack(kpsi, &w, &one, &one, &nw);
}

/* e = the entry (X, Y, Z, D T) of a point p, carried. 1M4. */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_to_entry(sf_fp2x4 *e, const sf_fp2x4 *p, const sf_fp2x4 *kd)
{
    sf_fp2x4_mul(e, p, kd);
}

/* r = psi(e) for an entry e with limbs < 2^(R+2) (carried or tight). 1M4. */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_entry_psi(sf_fp2x4 *r, const sf_fp2x4 *e, const sf_fp2x4 *kpsi)
{
    sf_fp2x4 c, z;
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        z.re[j] = e->re[j];
        z.im[j] = sf_v4_set1(0);
        c.re[j] = sf_v4_set1(0);
        c.im[j] = e->im[j];
    }
    sf_ge_snowshoe_x4_subb_(&c, &z, &c); /* conj(e): re, B_(R+2) - im    < 2^(R+3) */
    sf_fp2x4_mul(r, &c, kpsi);
}

/* ---- doubling and addition ------------------------------------------------- */

/* (E, G, F, E) * (F, H, G, H) = (X3, Y3, Z3, T3), every input < 2^(R+5). */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_finish_(sf_fp2x4 *r, const sf_fp2x4 *E, const sf_fp2x4 *F,
                                                       const sf_fp2x4 *G, const sf_fp2x4 *H)
{
    sf_fp2x4 l, m;
    SF_FP2X4_BLEND(&l, E, G, 0, 1, 0, 0);
    SF_FP2X4_BLEND(&l, &l, F, 0, 0, 1, 0);
    SF_FP2X4_BLEND(&m, F, H, 0, 1, 0, 1);
    SF_FP2X4_BLEND(&m, &m, G, 0, 0, 1, 0);
    sf_fp2x4_mul(r, &l, &m);
}

/* r = 2 p for a point p (T is not read); r's T is computed. */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_dbl(sf_fp2x4 *r, const sf_fp2x4 *p)
{
    sf_fp2x4 q, s, A, B, Z2, E, F, G, H, t;
    SF_FP2X4_VERIFY_BELOW(p, SF_FP2X4_R + 1);
    SF_FP2X4_PERMUTE(&q, p, 0, 1, 2, 0);  /* (X, Y, Z, X) */
    SF_FP2X4_PERMUTE(&t, p, 0, 1, 2, 1);  /* (X, Y, Z, Y) */
    sf_fp2x4_add(&t, &q, &t);
    SF_FP2X4_BLEND(&q, &q, &t, 0, 0, 0, 1); /* (X, Y, Z, X + Y), < 2^(R+2) */
    sf_fp2x4_sqr(&s, &q);                   /* (A, B, Z^2, (X + Y)^2), carried */
    SF_FP2X4_PERMUTE(&A, &s, 0, 0, 0, 0);
    SF_FP2X4_PERMUTE(&B, &s, 1, 1, 1, 1);
    SF_FP2X4_PERMUTE(&Z2, &s, 2, 2, 2, 2);
    SF_FP2X4_PERMUTE(&E, &s, 3, 3, 3, 3);
    sf_ge_snowshoe_x4_mul_negu_(&t, &A); /* D = -u A          < 2^(R+4) */
    sf_fp2x4_add(&G, &t, &B);            /* G = D + B         < 2^(R+4) */
    sf_ge_snowshoe_x4_subb_(&H, &t, &B); /* H = D - B         < 2^(R+5) */
    sf_fp2x4_add(&Z2, &Z2, &Z2);         /* C = 2 Z^2         < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&F, &G, &Z2); /* F = G - C        < 2^(R+5) */
    sf_fp2x4_add(&A, &A, &B);            /* A + B             < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&E, &E, &A); /* E = 2 X Y         < 2^(R+4) */
    sf_ge_snowshoe_x4_finish_(r, &E, &F, &G, &H);
}

/* r = p + e for a point p and an entry e (limbs < 2^(R+3)). */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_add_entry(sf_fp2x4 *r, const sf_fp2x4 *p, const sf_fp2x4 *e)
{
    sf_fp2x4 m, n, sp, se, A, B, C, D, E, F, G, H;
    SF_FP2X4_VERIFY_BELOW(p, SF_FP2X4_R + 1);
    SF_FP2X4_VERIFY_BELOW(e, SF_FP2X4_R + 3);
    sf_fp2x4_mul(&m, p, e);               /* (A, B, D, C), carried */
    SF_FP2X4_PERMUTE(&sp, p, 1, 1, 1, 1);
    sf_fp2x4_add(&sp, &sp, p);            /* lane 0: X1 + Y1  < 2^(R+2) */
    SF_FP2X4_PERMUTE(&se, e, 1, 1, 1, 1);
    sf_fp2x4_add(&se, &se, e);            /* lane 0: X2 + Y2  < 2^(R+4) */
    sf_fp2x4_mul(&n, &sp, &se);           /* lane 0: (X1 + Y1)(X2 + Y2) */
    SF_FP2X4_PERMUTE(&A, &m, 0, 0, 0, 0);
    SF_FP2X4_PERMUTE(&B, &m, 1, 1, 1, 1);
    SF_FP2X4_PERMUTE(&D, &m, 2, 2, 2, 2);
    SF_FP2X4_PERMUTE(&C, &m, 3, 3, 3, 3);
    SF_FP2X4_PERMUTE(&E, &n, 0, 0, 0, 0);
    sf_fp2x4_add(&G, &D, &C);             /* G = D + C        < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&F, &D, &C);  /* F = D - C        < 2^(R+4) */
    sf_ge_snowshoe_x4_mul_u_(&H, &A);     /* u A              < 2^(R+4) */
    sf_fp2x4_add(&H, &H, &B);             /* H = B + u A      < 2^(R+5) */
    sf_fp2x4_add(&A, &A, &B);             /* A + B            < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&E, &E, &A);  /* E = X1 Y2 + Y1 X2 < 2^(R+4) */
    sf_ge_snowshoe_x4_finish_(r, &E, &F, &G, &H);
}

/*
 * r = p + e for a point p and a niels entry e (x2, y2, D x2 y2, x2 + y2)
 * (affine: Z2 = 1; limbs < 2^(R+4), see sf_ge_snowshoe_x4_from_niels and
 * _niels_cneg). With Z2 = 1 the products of add-2008-hwcd are
 *   (X1, Y1, T1, X1 + Y1) * (x2, y2, D x2 y2, x2 + y2) = (A, B, C, E'),
 * D = Z1 needs none, and E' - A - B = X1 y2 + Y1 x2 takes the lane the
 * general addition leaves to Z1 Z2: 2M4 instead of 3M4.
 */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_add_niels(sf_fp2x4 *r, const sf_fp2x4 *p, const sf_fp2x4 *e)
{
    sf_fp2x4 l, s, m, A, B, C, D, E, F, G, H;
    SF_FP2X4_VERIFY_BELOW(p, SF_FP2X4_R + 1);
    SF_FP2X4_VERIFY_BELOW(e, SF_FP2X4_R + 4);
    SF_FP2X4_PERMUTE(&s, p, 1, 1, 1, 1);
    sf_fp2x4_add(&s, &s, p);              /* lane 0: X1 + Y1  < 2^(R+2) */
    SF_FP2X4_PERMUTE(&s, &s, 0, 0, 0, 0);
    SF_FP2X4_PERMUTE(&l, p, 0, 1, 3, 0);
    SF_FP2X4_BLEND(&l, &l, &s, 0, 0, 0, 1); /* (X1, Y1, T1, X1 + Y1) */
    sf_fp2x4_mul(&m, &l, e);              /* (A, B, C, E'), carried */
    SF_FP2X4_PERMUTE(&A, &m, 0, 0, 0, 0);
    SF_FP2X4_PERMUTE(&B, &m, 1, 1, 1, 1);
    SF_FP2X4_PERMUTE(&C, &m, 2, 2, 2, 2);
    SF_FP2X4_PERMUTE(&E, &m, 3, 3, 3, 3);
    SF_FP2X4_PERMUTE(&D, p, 2, 2, 2, 2);  /* D = Z1           < 2^(R+1) */
    sf_fp2x4_add(&G, &D, &C);             /* G = D + C        < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&F, &D, &C);  /* F = D - C        < 2^(R+4) */
    sf_ge_snowshoe_x4_mul_u_(&H, &A);     /* u A              < 2^(R+4) */
    sf_fp2x4_add(&H, &H, &B);             /* H = B + u A      < 2^(R+5) */
    sf_fp2x4_add(&A, &A, &B);             /* A + B            < 2^(R+2) */
    sf_ge_snowshoe_x4_subb_(&E, &E, &A);  /* E = X1 y2 + Y1 x2 < 2^(R+4) */
    sf_ge_snowshoe_x4_finish_(r, &E, &F, &G, &H);
}

/* ---- negation, selection ----------------------------------------------------- */

/* e = -e (X and Td negated) if neg (0 or 1, may be secret), for e with
 * limbs < 2^(R+2) (a packed entry is tight). */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_entry_cneg(sf_fp2x4 *e, uint32_t neg)
{
    sf_fp2x4 n, z;
    for (int j = 0; j < SF_FP2X4_LIMBS; j++)
        z.re[j] = z.im[j] = sf_v4_set1(0);
    sf_ge_snowshoe_x4_subb_(&n, &z, e);   /* -e, < 2^(R+3) */
    SF_FP2X4_BLEND(&n, e, &n, 1, 0, 0, 1);
    sf_fp2x4_cmov(e, &n, neg);
}

/* e = -e if neg (0 or 1, may be secret) for a niels entry e from
 * sf_ge_snowshoe_x4_from_niels (limbs < 2^(R+2)): -(x, y, td, x + y) =
 * (-x, y, -td, y - x), limbs < 2^(R+4). */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_niels_cneg(sf_fp2x4 *e, uint32_t neg)
{
    sf_fp2x4 n, z, t;
    for (int j = 0; j < SF_FP2X4_LIMBS; j++)
        z.re[j] = z.im[j] = sf_v4_set1(0);
    SF_FP2X4_PERMUTE(&t, e, 0, 1, 2, 0);  /* (x, y, td, x) */
    sf_ge_snowshoe_x4_subb_(&n, &z, &t);  /* (-x, -y, -td, -x)  < 2^(R+3) */
    SF_FP2X4_PERMUTE(&t, e, 1, 1, 1, 1);
    SF_FP2X4_BLEND(&t, &z, &t, 0, 0, 0, 1); /* (0, 0, 0, y) */
    sf_fp2x4_add(&n, &n, &t);             /* lane 3: y - x    < 2^(R+4) */
    SF_FP2X4_BLEND(&n, &n, e, 0, 1, 0, 0); /* lane 1: y */
    sf_fp2x4_cmov(e, &n, neg);
}

/* r = table[idx] (idx < n secret): every entry read, kept by mask. */
static SF_ALWAYS_INLINE void sf_ge_snowshoe_x4_lookup(sf_fp2x4 *r, const sf_fp2x4 *table, size_t n, size_t idx)
{
    *r = table[0];
    for (size_t i = 1; i < n; i++)
        sf_fp2x4_cmov(r, &table[i], sf_ct_eq64((uint64_t)i, (uint64_t)idx));
}

#endif /* SF_FP2X4 */

#endif /* SF_GROUP_SNOWSHOE_GE_SNOWSHOE_X4_H */

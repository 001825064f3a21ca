/*
 * The Fp^2 product and square that FourQ's point formulas use:
 *   sf_ge_fourq_fp2_mul(r, a, b): r = a * b,
 *   sf_ge_fourq_fp2_sqr(r, a):    r = a^2,
 * with fp2.h's contracts (tight in, tight out, r may alias a or b,
 * constant time).
 *
 * Layer: group. Includes field/p127 only.
 *
 * Why a FourQ-local name: the portable backend has column-level Fp^2
 * kernels (sf_fp127_cmul / sf_fp127_csqr in fp127_32.h: Karatsuba with no
 * intermediate carries, 75 base products where fp2.h's generic product
 * has 100), and the generic Fp^2 layer (fp2_127_impl.h), which serves both
 * backends through the fused mul_add, does not call them yet. Until it
 * does, FourQ's hot formulas go through these two, which pick the
 * backend's kernel in the portable build and are fp2.h's functions in the
 * 64-bit one. Everything else keeps calling fp2.h directly.
 */
#ifndef SF_GROUP_FOURQ_GE_FOURQ_FP2_H
#define SF_GROUP_FOURQ_GE_FOURQ_FP2_H

#include "field/p127/fp2.h"

#ifdef SF_FIELD_PORTABLE
static SF_ALWAYS_INLINE void sf_ge_fourq_fp2_mul(sf_fp2_127 *r, const sf_fp2_127 *a,
                                                 const sf_fp2_127 *b)
{
    sf_fp127_cmul(&r->re, &r->im, &a->re, &a->im, &b->re, &b->im);
}

static SF_ALWAYS_INLINE void sf_ge_fourq_fp2_sqr(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_csqr(&r->re, &r->im, &a->re, &a->im);
}
#else
static SF_ALWAYS_INLINE void sf_ge_fourq_fp2_mul(sf_fp2_127 *r, const sf_fp2_127 *a,
                                                 const sf_fp2_127 *b)
{
    sf_fp2_127_mul(r, a, b);
}

static SF_ALWAYS_INLINE void sf_ge_fourq_fp2_sqr(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp2_127_sqr(r, a);
}
#endif

#endif /* SF_GROUP_FOURQ_GE_FOURQ_FP2_H */

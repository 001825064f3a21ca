/*
 * Fp^2 = Fp[i]/(i^2 + 1), p = 2^127 - 1: the inline operations declared in
 * fp2.h, written once against the machine layer of fp.h so that both
 * backends (and both curves) share them. Every component keeps the
 * backend's tight bound class, because each line below is a call to an Fp
 * operation that takes and returns tight elements; nothing here touches
 * limbs.
 *
 * Multiplication (64-bit backend; the portable one has its own kernels,
 * see below) uses the schoolbook form with the fused Fp kernel
 * mul_add (a*b + c*d with ONE reduction):
 *     re = a0 b0 + a1 (-b1),   im = a0 b1 + a1 b0.
 * That is 4 base products but only 2 reductions. In both backends a
 * reduction plus the additions Karatsuba needs ((a0 + a1), (b0 + b1) and
 * two subtractions, each reduced) cost more than the extra base product, so
 * the schoolbook form is the faster one here. Measured (rdtsc, dependent
 * chain, -O3 -march=native, AMD EPYC): 64-bit 23 vs 26 cycles (clang) and
 * 29 vs 31 (gcc); portable 68 vs 74 (clang), 99 vs 100 (gcc).
 * Negation is free-ish: a bit complement in the 64-bit backend.
 */
#ifndef SF_FIELD_P127_FP2_127_IMPL_H
#define SF_FIELD_P127_FP2_127_IMPL_H

#include "field/p127/fp2.h"

static inline void sf_fp2_127_zero(sf_fp2_127 *r)
{
    sf_fp127_zero(&r->re);
    sf_fp127_zero(&r->im);
}

static inline void sf_fp2_127_one(sf_fp2_127 *r)
{
    sf_fp127_one(&r->re);
    sf_fp127_zero(&r->im);
}

static inline void sf_fp2_127_copy(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_copy(&r->re, &a->re);
    sf_fp127_copy(&r->im, &a->im);
}

static inline void sf_fp2_127_add(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp127_add(&r->re, &a->re, &b->re);
    sf_fp127_add(&r->im, &a->im, &b->im);
}

static inline void sf_fp2_127_sub(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp127_sub(&r->re, &a->re, &b->re);
    sf_fp127_sub(&r->im, &a->im, &b->im);
}

static inline void sf_fp2_127_neg(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_neg(&r->re, &a->re);
    sf_fp127_neg(&r->im, &a->im);
}

static inline void sf_fp2_127_conj(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_copy(&r->re, &a->re);
    sf_fp127_neg(&r->im, &a->im);
}

#ifdef SF_FIELD_PORTABLE
/*
 * The portable backend has its own Fp^2 kernels (sf_fp127_cmul/_csqr in
 * fp127_32.h): with unsaturated limbs the Karatsuba sums and the column
 * sums need no carries, so a column-level product beats the mul_add form
 * below there (75 base products instead of 100, one carry per component;
 * FourQ's portable mul is about a fifth faster, docs/fourq.md). Same
 * contract: tight in and out, r may alias a or b.
 */
static SF_ALWAYS_INLINE void sf_fp2_127_mul(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp127_cmul(&r->re, &r->im, &a->re, &a->im, &b->re, &b->im);
}

static SF_ALWAYS_INLINE void sf_fp2_127_sqr(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_csqr(&r->re, &r->im, &a->re, &a->im);
}
#else
/* (a0 + a1 i)(b0 + b1 i) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) i */
static SF_ALWAYS_INLINE void sf_fp2_127_mul(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    sf_fp127 nb1, re;
    sf_fp127_neg(&nb1, &b->im);
    sf_fp127_mul_add(&re, &a->re, &b->re, &a->im, &nb1);
    /* b may alias r: every read of b happened above or happens in this
     * call, which reads all its inputs before writing r->im. */
    sf_fp127_mul_add(&r->im, &a->re, &b->im, &a->im, &b->re);
    r->re = re;
}

/*
 * (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i: two Fp products. The
 * sums a0 + a1 and 2 a0 feed one product each, so they stay loose (no
 * reduction, fp.h); a0 - a1 is the tight operand of its product.
 */
static SF_ALWAYS_INLINE void sf_fp2_127_sqr(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_loose s, t;
    sf_fp127 d;
    sf_fp127_add_loose(&s, &a->re, &a->im);
    sf_fp127_sub(&d, &a->re, &a->im);
    sf_fp127_add_loose(&t, &a->re, &a->re);
    sf_fp127_mul_loose(&r->im, &t, &a->im);
    sf_fp127_mul_loose(&r->re, &s, &d);
}
#endif /* SF_FIELD_PORTABLE */

static inline void sf_fp2_127_mul_fp(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp127 *b)
{
    sf_fp127 t = *b; /* b may alias r->re */
    sf_fp127_mul(&r->re, &a->re, &t);
    sf_fp127_mul(&r->im, &a->im, &t);
}

static inline void sf_fp2_127_mul_small(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t c)
{
    sf_fp127_mul_small(&r->re, &a->re, c);
    sf_fp127_mul_small(&r->im, &a->im, c);
}

/* (a0 + a1 i) i = -a1 + a0 i */
static inline void sf_fp2_127_mul_i(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127 t;
    sf_fp127_neg(&t, &a->im);
    sf_fp127_copy(&r->im, &a->re);
    r->re = t;
}

static inline void sf_fp2_127_canon(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127_canon(&r->re, &a->re);
    sf_fp127_canon(&r->im, &a->im);
}

static inline void sf_fp2_127_cmov(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t ctl)
{
    sf_fp127_cmov(&r->re, &a->re, ctl);
    sf_fp127_cmov(&r->im, &a->im, ctl);
}

static inline void sf_fp2_127_cswap(sf_fp2_127 *a, sf_fp2_127 *b, uint32_t ctl)
{
    sf_fp127_cswap(&a->re, &b->re, ctl);
    sf_fp127_cswap(&a->im, &b->im, ctl);
}

static inline void sf_fp2_127_cneg(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t ctl)
{
    sf_fp127_cneg(&r->re, &a->re, ctl);
    sf_fp127_cneg(&r->im, &a->im, ctl);
}

static inline uint32_t sf_fp2_127_is_zero(const sf_fp2_127 *a)
{
    return sf_fp127_is_zero(&a->re) & sf_fp127_is_zero(&a->im);
}

static inline uint32_t sf_fp2_127_eq(const sf_fp2_127 *a, const sf_fp2_127 *b)
{
    return sf_fp127_eq(&a->re, &b->re) & sf_fp127_eq(&a->im, &b->im);
}

static inline void sf_fp2_127_encode(uint8_t out[32], const sf_fp2_127 *a)
{
    sf_fp127_encode(out, &a->re);
    sf_fp127_encode(out + 16, &a->im);
}

/* Both halves are always decoded (constant time); the flags are and-ed. */
static inline uint32_t sf_fp2_127_decode(sf_fp2_127 *r, const uint8_t in[32])
{
    uint32_t ok = sf_fp127_decode(&r->re, in);
    return ok & sf_fp127_decode(&r->im, in + 16);
}

#endif /* SF_FIELD_P127_FP2_127_IMPL_H */

/*
 * Fp, p = 2^127 - 1: the 64-bit backend (two 64-bit limbs, radix 2^64,
 * products through `unsigned __int128`).
 *
 * Included only by fp.h; see there for the contracts. This file holds the
 * "machine" operations, static inline so that the curve layers get them
 * inlined into their hot loops.
 *
 * Representation and bound class
 * ------------------------------
 * An element is v[0] + 2^64 v[1] with v[1] < 2^63, i.e. an integer in
 * [0, 2^127 - 1]. There is exactly one bound class ("tight"): every function
 * takes tight inputs and returns tight outputs, and SF_VERIFY builds check it
 * on entry and exit. The only non-canonical value is p = 2^127 - 1 itself,
 * which stands for 0; canon/encode/is_zero/eq/is_odd resolve it.
 *
 * Why no lazy (< 2^128) class: with this prime the reduction after an
 * addition is a single "fold bit 127 back in" (2^127 = 1 mod p), about as
 * cheap as the carry an unreduced 128-bit sum would need anyway, and keeping
 * v[1] < 2^63 is what lets mul add its two cross products without a carry.
 *
 * The folding identity used everywhere: for an integer x,
 *     x = (x mod 2^127) + 2^127 * (x >> 127) = (x mod 2^127) + (x >> 127)  (mod p).
 * If x <= 2^128 - 2 the fold gives a tight result: either x < 2^127 and
 * nothing changes, or x >> 127 = 1 and x mod 2^127 <= 2^127 - 2, so the sum
 * is <= 2^127 - 1. sf_fp127_fold_ below relies on exactly this.
 */
#ifndef SF_FIELD_P127_FP127_64_H
#define SF_FIELD_P127_FP127_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP127_BACKEND_NAME_IMPL "64"

/* __extension__ keeps -Wpedantic quiet about the non-ISO 128-bit type. */
__extension__ typedef unsigned __int128 sf_u128;

typedef struct sf_fp127 {
    uint64_t v[2]; /* value v[0] + 2^64 v[1], v[1] < 2^63 (tight) */
} sf_fp127;

#define SF_FP127_M63 0x7FFFFFFFFFFFFFFFULL

/* VERIFY: a is tight. */
#define SF_FP127_VERIFY(a) SF_VERIFY_CHECK(((a)->v[1] >> 63) == 0)

static inline sf_u128 sf_fp127_get_(const sf_fp127 *a)
{
    return (sf_u128)a->v[0] | ((sf_u128)a->v[1] << 64);
}

/*
 * r = x mod p folded once: requires x <= 2^128 - 2 (see the file comment),
 * then r is tight.
 */
static inline void sf_fp127_fold_(sf_fp127 *r, sf_u128 x)
{
    x = (x & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX)) + (x >> 127);
    r->v[0] = (uint64_t)x;
    r->v[1] = (uint64_t)(x >> 64);
    SF_FP127_VERIFY(r);
}

/*
 * (carry, *r) = a + b + c for c in {0, 1}: one step of a carry chain.
 * On x86-64 the add-with-carry intrinsic, which GCC and Clang both turn
 * into one adc; elsewhere the 128-bit sum. Why it matters: written as
 * 128-bit column sums of zero-extended words (the portable spelling), the
 * multiplication kernels below compiled to about twice as many
 * instructions with GCC 12 as with this carry-chain spelling (counted:
 * sf_fp127_mul_add 117 -> 60, the Fp^2 product 247 -> ~125), and the
 * Snowshoe scalar multiplications sped up by 30-40% (docs/snowshoe.md).
 */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
static inline unsigned char sf_fp127_adc_(unsigned char c, uint64_t a, uint64_t b, uint64_t *r)
{
    unsigned long long t;
    c = _addcarry_u64(c, a, b, &t);
    *r = (uint64_t)t;
    return c;
}
#else
static inline unsigned char sf_fp127_adc_(unsigned char c, uint64_t a, uint64_t b, uint64_t *r)
{
    sf_u128 t = (sf_u128)a + b + c;
    *r = (uint64_t)t;
    return (unsigned char)(t >> 64);
}
#endif

/*
 * r = S mod p, tight, for the 255-bit S = s0 + 2^64 s1 + 2^128 s2 + 2^192 s3
 * with S <= 2^255 - 2^129 + 2 (a sum of two products of tight values, or
 * one product).
 * Split S = lo + 2^127 hl + 2^254 hh with lo, hl < 2^127 and hh = bit 254
 * of S; then S = lo + hl + hh (mod p), and since hl <= 2^127 - 4 when
 * hh = 1 (S's bound), lo + hl + hh <= 2^128 - 2: it fits two words, and
 * one fold at bit 127 (x = (x mod 2^127) + (x >> 127), see the file
 * comment) makes it tight.
 */
static inline void sf_fp127_reduce_(sf_fp127 *r, uint64_t s0, uint64_t s1,
                                    uint64_t s2, uint64_t s3)
{
    /* The shifted words are formed as 2 w + (bit), which compilers emit as
     * lea rather than shld (on Zen 4 shld issues at one per 1.5 cycles). */
    uint64_t hl0 = (s2 << 1) + (s1 >> 63);
    uint64_t hl1 = ((s3 << 1) + (s2 >> 63)) & SF_FP127_M63;
    uint64_t x0, x1;
    unsigned char c;
    /* bit 254 enters as the carry-in of lo + hl */
    c = sf_fp127_adc_((unsigned char)(s3 >> 62), s0, hl0, &x0);
    (void)sf_fp127_adc_(c, s1 & SF_FP127_M63, hl1, &x1);
    /* fold: x <= 2^128 - 2 */
    c = sf_fp127_adc_(0, x0, x1 >> 63, &x0);
    (void)sf_fp127_adc_(c, x1 & SF_FP127_M63, 0, &x1);
    r->v[0] = x0;
    r->v[1] = x1;
    SF_FP127_VERIFY(r);
}

static inline void sf_fp127_zero(sf_fp127 *r)
{
    r->v[0] = 0;
    r->v[1] = 0;
}

static inline void sf_fp127_one(sf_fp127 *r)
{
    r->v[0] = 1;
    r->v[1] = 0;
}

static inline void sf_fp127_set_u32(sf_fp127 *r, uint32_t a)
{
    r->v[0] = a;
    r->v[1] = 0;
}

static inline void sf_fp127_copy(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    r->v[0] = a->v[0];
    r->v[1] = a->v[1];
}

/* a, b <= 2^127 - 1, so a + b <= 2^128 - 2: one fold suffices. */
static inline void sf_fp127_add(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    sf_fp127_fold_(r, sf_fp127_get_(a) + sf_fp127_get_(b));
}

/*
 * -b = p - b = (2^127 - 1) - b, which for b in [0, 2^127 - 1] is the bitwise
 * complement of b's 127 bits: no borrow chain. p - b is again tight (and is p
 * for b = 0, which is fine: p stands for 0).
 */
static inline void sf_fp127_neg(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    r->v[0] = ~a->v[0];
    r->v[1] = a->v[1] ^ SF_FP127_M63;
}

/* a - b = a + (p - b); both tight, so the same one-fold bound as add. */
static inline void sf_fp127_sub(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    sf_fp127 nb;
    sf_fp127_neg(&nb, b);
    sf_fp127_add(r, a, &nb);
}

/*
 * r = a * b mod p.
 *
 * With a = a0 + 2^64 a1, b = b0 + 2^64 b1 and a1, b1 < 2^63:
 *   a*b = a0b0 + 2^64 (a0b1 + a1b0) + 2^128 a1b1,
 * where a0b1, a1b0 < 2^127, so the middle sum fits in 128 bits without a
 * carry (this is what the tight class buys), and a*b < 2^254 is within the
 * bound of sf_fp127_reduce_ (which then never sees bit 254 set).
 */
static inline void sf_fp127_mul(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    uint64_t a0 = a->v[0], a1 = a->v[1], b0 = b->v[0], b1 = b->v[1];
    sf_u128 p00 = (sf_u128)a0 * b0;
    sf_u128 mid = (sf_u128)a0 * b1 + (sf_u128)a1 * b0; /* < 2^128 */
    sf_u128 p11 = (sf_u128)a1 * b1;                    /* < 2^126 */
    uint64_t s1, s2, s3;
    unsigned char c;
    /* a*b = p00 + 2^64 mid + 2^128 p11 < 2^254, column by column */
    c = sf_fp127_adc_(0, (uint64_t)(p00 >> 64), (uint64_t)mid, &s1);
    c = sf_fp127_adc_(c, (uint64_t)p11, (uint64_t)(mid >> 64), &s2);
    (void)sf_fp127_adc_(c, (uint64_t)(p11 >> 64), 0, &s3);
    sf_fp127_reduce_(r, (uint64_t)p00, s1, s2, s3);
}

/* r = a^2: as mul with the two cross products merged, 2 a0 a1 < 2^128. */
static inline void sf_fp127_sqr(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint64_t a0 = a->v[0], a1 = a->v[1];
    sf_u128 p00 = (sf_u128)a0 * a0;
    sf_u128 mid = (sf_u128)a0 * (a1 << 1); /* a1 < 2^63, so a1 << 1 exact */
    sf_u128 p11 = (sf_u128)a1 * a1;
    uint64_t s1, s2, s3;
    unsigned char c;
    c = sf_fp127_adc_(0, (uint64_t)(p00 >> 64), (uint64_t)mid, &s1);
    c = sf_fp127_adc_(c, (uint64_t)p11, (uint64_t)(mid >> 64), &s2);
    (void)sf_fp127_adc_(c, (uint64_t)(p11 >> 64), 0, &s3);
    sf_fp127_reduce_(r, (uint64_t)p00, s1, s2, s3);
}

/*
 * The loose class: a + b for two tight a, b, kept as the plain 128-bit sum
 * (<= 2^128 - 2, no fold). It is only ever an operand of mul_loose, whose
 * product with a tight value still meets sf_fp127_reduce_'s bound:
 *   (2^128 - 2)(2^127 - 1) = 2^255 - 2^129 + 2.
 * Skipping the fold saves four instructions per sum (shift, mask, add,
 * add-with-carry); mul_loose pays one extra carry step for it, because the
 * loose high word may reach 2^64 - 1 and the two cross products no longer
 * sum without a carry.
 */
typedef struct sf_fp127_loose {
    uint64_t v[2]; /* value v[0] + 2^64 v[1] <= 2^128 - 2 */
} sf_fp127_loose;

static inline void sf_fp127_add_loose(sf_fp127_loose *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    unsigned char c = sf_fp127_adc_(0, a->v[0], b->v[0], &r->v[0]);
    (void)sf_fp127_adc_(c, a->v[1], b->v[1], &r->v[1]); /* < 2^128: no carry out */
}

/*
 * r = a * b mod p for a loose a and a tight b. With a1 < 2^64, b1 < 2^63:
 * a0 b1 < 2^127, a1 b0 < 2^128, a1 b1 < 2^127, summed column by column
 * (the product is below 2^255, so nothing leaves the fourth word).
 */
static inline void sf_fp127_mul_loose(sf_fp127 *r, const sf_fp127_loose *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(b);
    uint64_t a0 = a->v[0], a1 = a->v[1], b0 = b->v[0], b1 = b->v[1];
    sf_u128 p00 = (sf_u128)a0 * b0;
    sf_u128 p01 = (sf_u128)a0 * b1;
    sf_u128 p10 = (sf_u128)a1 * b0;
    sf_u128 p11 = (sf_u128)a1 * b1;
    uint64_t s1, s2, s3;
    unsigned char c;
    c = sf_fp127_adc_(0, (uint64_t)(p00 >> 64), (uint64_t)p10, &s1);
    c = sf_fp127_adc_(c, (uint64_t)(p10 >> 64), (uint64_t)p11, &s2);
    (void)sf_fp127_adc_(c, (uint64_t)(p11 >> 64), 0, &s3);
    c = sf_fp127_adc_(0, s1, (uint64_t)p01, &s1);
    c = sf_fp127_adc_(c, s2, (uint64_t)(p01 >> 64), &s2);
    (void)sf_fp127_adc_(c, s3, 0, &s3);
    sf_fp127_reduce_(r, (uint64_t)p00, s1, s2, s3);
}

/*
 * r = a*b + c*d mod p with a single reduction (the fused kernel of the Fp^2
 * schoolbook product; subtract by passing a negated operand).
 *
 * Each product is <= (2^127 - 1)^2, so the sum S <= 2^255 - 2^129 + 2 is a
 * 255-bit integer s0..s3 (s3 < 2^63). Split S = lo + 2^127 hi with
 * lo < 2^127 and hi = S >> 127 <= 2^128 - 4, then hi = hl + 2^127 hh with
 * hh = bit 254 of S. S = lo + hl + hh (mod p), and
 *   hh = 0:  lo + hl      <= (2^127 - 1) + (2^127 - 1)     = 2^128 - 2,
 *   hh = 1:  lo + hl + 1  <= (2^127 - 1) + (2^127 - 4) + 1 = 2^128 - 4,
 * so the sum fits 128 bits and one final fold makes it tight
 * (sf_fp127_reduce_).
 */
static inline void sf_fp127_mul_add(sf_fp127 *r, const sf_fp127 *a,
                                    const sf_fp127 *b, const sf_fp127 *c,
                                    const sf_fp127 *d)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    SF_FP127_VERIFY(c);
    SF_FP127_VERIFY(d);
    uint64_t a0 = a->v[0], a1 = a->v[1], b0 = b->v[0], b1 = b->v[1];
    uint64_t c0 = c->v[0], c1 = c->v[1], d0 = d->v[0], d1 = d->v[1];
    sf_u128 x00 = (sf_u128)a0 * b0, x11 = (sf_u128)a1 * b1; /* x11 < 2^126 */
    sf_u128 y00 = (sf_u128)c0 * d0, y11 = (sf_u128)c1 * d1; /* y11 < 2^126 */
    sf_u128 xm = (sf_u128)a0 * b1 + (sf_u128)a1 * b0;       /* < 2^128 */
    sf_u128 ym = (sf_u128)c0 * d1 + (sf_u128)c1 * d0;       /* < 2^128 */
    uint64_t s0, s1, s2, s3;
    unsigned char k;
    /* S = x00 + y00 + 2^128 (x11 + y11): no carry out of 256 bits */
    k = sf_fp127_adc_(0, (uint64_t)x00, (uint64_t)y00, &s0);
    k = sf_fp127_adc_(k, (uint64_t)(x00 >> 64), (uint64_t)(y00 >> 64), &s1);
    k = sf_fp127_adc_(k, (uint64_t)x11, (uint64_t)y11, &s2);
    (void)sf_fp127_adc_(k, (uint64_t)(x11 >> 64), (uint64_t)(y11 >> 64), &s3);
    /* S += 2^64 xm, then S += 2^64 ym (S stays < 2^255, see above) */
    k = sf_fp127_adc_(0, s1, (uint64_t)xm, &s1);
    k = sf_fp127_adc_(k, s2, (uint64_t)(xm >> 64), &s2);
    (void)sf_fp127_adc_(k, s3, 0, &s3);
    k = sf_fp127_adc_(0, s1, (uint64_t)ym, &s1);
    k = sf_fp127_adc_(k, s2, (uint64_t)(ym >> 64), &s2);
    (void)sf_fp127_adc_(k, s3, 0, &s3);
    sf_fp127_reduce_(r, s0, s1, s2, s3);
}

/*
 * r = a * c, c < 2^32. a*c < 2^159 = t0 + 2^64 t1 with t1 < 2^96; the first
 * fold gives x < 2^127 + 2^33 <= 2^128 - 2, the second a tight value.
 */
static inline void sf_fp127_mul_small(sf_fp127 *r, const sf_fp127 *a, uint32_t c)
{
    SF_FP127_VERIFY(a);
    sf_u128 t0 = (sf_u128)a->v[0] * c;
    sf_u128 t1 = (sf_u128)a->v[1] * c + (t0 >> 64);
    sf_u128 x = (((sf_u128)((uint64_t)t1 & SF_FP127_M63) << 64) |
                 (uint64_t)t0) + (t1 >> 63);
    sf_fp127_fold_(r, x);
}

/*
 * r = a / 2. Multiplying by 1/2 = 2^126 mod p is a rotation of the 127-bit
 * word right by one: an odd a becomes (a + p) / 2 = (a >> 1) + 2^126.
 */
static inline void sf_fp127_half(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint64_t a0 = a->v[0], a1 = a->v[1];
    r->v[0] = (a0 >> 1) | (a1 << 63);
    r->v[1] = (a1 >> 1) | ((a0 & 1) << 62);
}

/*
 * r = a fully reduced: the only tight non-canonical value is p, and
 * a == p exactly when a + 1 carries into bit 127; then (a + 1) mod 2^127 = 0.
 */
static inline void sf_fp127_canon(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    sf_u128 x = sf_fp127_get_(a);
    sf_u128 q = (x + 1) >> 127;
    x = (x + q) & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX);
    r->v[0] = (uint64_t)x;
    r->v[1] = (uint64_t)(x >> 64);
}

static inline void sf_fp127_cmov(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    r->v[0] ^= m & (r->v[0] ^ a->v[0]);
    r->v[1] ^= m & (r->v[1] ^ a->v[1]);
}

static inline void sf_fp127_cswap(sf_fp127 *a, sf_fp127 *b, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    uint64_t t0 = m & (a->v[0] ^ b->v[0]);
    uint64_t t1 = m & (a->v[1] ^ b->v[1]);
    a->v[0] ^= t0;
    b->v[0] ^= t0;
    a->v[1] ^= t1;
    b->v[1] ^= t1;
}

/* Negation is a complement of the 127 bits (see neg), so cneg is an xor. */
static inline void sf_fp127_cneg(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    SF_FP127_VERIFY(a);
    uint64_t m = sf_ct_mask64(ctl);
    r->v[0] = a->v[0] ^ m;
    r->v[1] = a->v[1] ^ (m & SF_FP127_M63);
}

/* a is 0 mod p iff its tight value is 0 or p = 2^127 - 1. */
static inline uint32_t sf_fp127_is_zero(const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint64_t z = a->v[0] | a->v[1];
    uint64_t o = ~a->v[0] | (a->v[1] ^ SF_FP127_M63);
    return sf_ct_is_zero64(z) | sf_ct_is_zero64(o);
}

static inline uint32_t sf_fp127_eq(const sf_fp127 *a, const sf_fp127 *b)
{
    sf_fp127 d;
    sf_fp127_sub(&d, a, b);
    return sf_fp127_is_zero(&d);
}

static inline uint32_t sf_fp127_is_odd(const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    return (uint32_t)(c.v[0] & 1);
}

static inline void sf_fp127_encode(uint8_t out[16], const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    sf_store64_le(out, c.v[0]);
    sf_store64_le(out + 8, c.v[1]);
}

/* The words are the canonical value itself (< p), so they are the limbs. */
static inline void sf_fp127_from_words(sf_fp127 *r, uint64_t lo, uint64_t hi)
{
    r->v[0] = lo;
    r->v[1] = hi;
    SF_FP127_VERIFY(r);
}

/*
 * x < 2^128 from the bytes; canonical iff bit 127 is clear and x != p.
 * Reduction: the first fold gives x' <= 2^127 (equality only for
 * x = 2^128 - 1), the second makes it tight.
 */
static inline uint32_t sf_fp127_decode(sf_fp127 *r, const uint8_t in[16])
{
    uint64_t x0 = sf_load64_le(in), x1 = sf_load64_le(in + 8);
    uint32_t top = (uint32_t)(x1 >> 63);
    uint32_t is_p = sf_ct_eq64(x0, UINT64_MAX) & sf_ct_eq64(x1, SF_FP127_M63);
    sf_u128 x = (sf_u128)x0 | ((sf_u128)x1 << 64);
    x = (x & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX)) + (x >> 127);
    sf_fp127_fold_(r, x);
    return (top | is_p) ^ 1;
}

#endif /* SF_FIELD_P127_FP127_64_H */

/*
 * Fp256 backend: four 64-bit limbs, products in unsigned __int128.
 * Included only by fp256.h; see there for the contracts.
 *
 * Invariant: every sf_fp256 stores an integer in [0, p), the Montgomery
 * form of its element. SF_VERIFY builds check it on entry and exit.
 *
 * Words of p (little-endian): P0 = 2^64-1, P1 = 2^32-1, P2 = 0,
 * P3 = 2^64-2^32+1.
 */
#ifndef SF_FIELD_P256_FP256_64_H
#define SF_FIELD_P256_FP256_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

#define SF_FP256_BACKEND_NAME_IMPL "64"

/* __extension__ keeps -Wpedantic quiet about the GNU 128-bit type. */
__extension__ typedef unsigned __int128 sf_fp256_u128;

typedef struct sf_fp256 {
    uint64_t v[4]; /* little-endian limbs of aR mod p, < p */
} sf_fp256;

#define SF_FP256_CONST_IMPL(d7, d6, d5, d4, d3, d2, d1, d0)                  \
    {{((uint64_t)(d1) << 32) | (uint64_t)(d0),                                \
      ((uint64_t)(d3) << 32) | (uint64_t)(d2),                                \
      ((uint64_t)(d5) << 32) | (uint64_t)(d4),                                \
      ((uint64_t)(d7) << 32) | (uint64_t)(d6)}}

#define SF_FP256_P0 0xFFFFFFFFFFFFFFFFULL
#define SF_FP256_P1 0x00000000FFFFFFFFULL
#define SF_FP256_P3 0xFFFFFFFF00000001ULL

/*
 * Carry-chain primitives. On x86-64 the add/subtract-with-carry intrinsics
 * make gcc emit one adc/sbb per limb (its code for the equivalent __int128
 * expressions is about twice as long); elsewhere the __int128 form is used.
 * c is a carry/borrow bit (0 or 1) in and out.
 */
static inline uint64_t sf_fp256_adc_(uint64_t *r, uint64_t a, uint64_t b,
                                     uint64_t c)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    unsigned long long o;
    c = _addcarry_u64((unsigned char)c, a, b, &o);
    *r = (uint64_t)o;
    return c;
#else
    sf_fp256_u128 t = (sf_fp256_u128)a + b + c;
    *r = (uint64_t)t;
    return (uint64_t)(t >> 64);
#endif
}

static inline uint64_t sf_fp256_sbb_(uint64_t *r, uint64_t a, uint64_t b,
                                     uint64_t c)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    unsigned long long o;
    c = _subborrow_u64((unsigned char)c, a, b, &o);
    *r = (uint64_t)o;
    return c;
#else
    sf_fp256_u128 t = (sf_fp256_u128)a - b - c;
    *r = (uint64_t)t;
    return (uint64_t)(t >> 64) & 1;
#endif
}

/* lo, *hi = a*b */
static inline uint64_t sf_fp256_mulw_(uint64_t *hi, uint64_t a, uint64_t b)
{
    sf_fp256_u128 t = (sf_fp256_u128)a * b;
    *hi = (uint64_t)(t >> 64);
    return (uint64_t)t;
}

/* 1 if the 4-limb integer a is < p, else 0 (borrow of a - p). */
static inline uint32_t sf_fp256_lt_p_(const uint64_t a[4])
{
    uint64_t d, c;
    c = sf_fp256_sbb_(&d, a[0], SF_FP256_P0, 0);
    c = sf_fp256_sbb_(&d, a[1], SF_FP256_P1, c);
    c = sf_fp256_sbb_(&d, a[2], 0, c);
    c = sf_fp256_sbb_(&d, a[3], SF_FP256_P3, c);
    return (uint32_t)c;
}

#ifdef SF_VERIFY
#define SF_FP256_VERIFY(a) SF_VERIFY_CHECK(sf_fp256_lt_p_((a)->v))
#else
#define SF_FP256_VERIFY(a) ((void)0)
#endif

/*
 * r = hi*2^256 + x - p if that is >= 0, else x; for hi in {0, 1} and
 * hi*2^256 + x < 2p, so r < p. The subtraction is always computed and the
 * result selected with a mask, so the time does not depend on the value.
 */
static inline void sf_fp256_csub_p_(uint64_t r[4], const uint64_t x[4],
                                    uint64_t hi)
{
    uint64_t s[4], c, keep;
    c = sf_fp256_sbb_(&s[0], x[0], SF_FP256_P0, 0);
    c = sf_fp256_sbb_(&s[1], x[1], SF_FP256_P1, c);
    c = sf_fp256_sbb_(&s[2], x[2], 0, c);
    c = sf_fp256_sbb_(&s[3], x[3], SF_FP256_P3, c);
    /* x < p exactly when the 256-bit subtraction borrowed and hi = 0;
     * hi - c is then -1 (keep x), and 0 in the other two cases
     * (hi = 1, c = 1: value >= 2^256 > p; hi = 0, c = 0: x >= p). */
    keep = sf_ct_barrier64(hi - c);
    /* Keeping x means adding p back: s + p = x (mod 2^256). Masking p's
     * words (P0 & keep = keep, P1 & keep = keep >> 32, P2 = 0) costs a
     * carry chain of four instead of a select of twelve logic operations. */
    c = sf_fp256_adc_(&r[0], s[0], keep, 0);
    c = sf_fp256_adc_(&r[1], s[1], keep >> 32, c);
    c = sf_fp256_adc_(&r[2], s[2], 0, c);
    (void)sf_fp256_adc_(&r[3], s[3], SF_FP256_P3 & keep, c);
}

/*
 * Montgomery reduction: r = (t_hi*2^256 + t_lo) / 2^256 mod p, for a
 * 512-bit t with t_hi < p (true for a product of two values < p, or of one
 * value < 2^256 and one < p, since then t_hi <= t/2^256 < p). Out: r < p.
 *
 * Four rounds fold the low half. Round: m = x0 (as -p^-1 = 1 mod 2^64);
 * x + m*p = x - m + m*2^96 + m*P3*2^192 has low word x0 - m = 0, so the
 * division by 2^64 is a shift, and the rest is "add m<<32 at word 0, m>>32 at
 * word 1, m*P3 at words 2..3" of the shifted window.
 * Bound: after k rounds the window holds V = (t_lo + M*p)/2^(64k) with
 * t_lo < 2^256 and M < 2^(64k), so V < p + (2^256 - p)/2^(64k) < 2^256:
 * four words always suffice, so the carry into a fifth word is always 0
 * and is dropped. After four rounds V < p + 1, i.e. V <= p. Adding t_hi
 * (< p) gives < 2p, which one conditional subtraction brings below p.
 */
static inline void sf_fp256_redc_(uint64_t r[4], const uint64_t t[8])
{
    uint64_t x0 = t[0], x1 = t[1], x2 = t[2], x3 = t[3], m, lo, hi, c;
    uint64_t s[4];
    for (int i = 0; i < 4; i++) {
        m = x0;
        lo = sf_fp256_mulw_(&hi, m, SF_FP256_P3);
        c = sf_fp256_adc_(&x0, x1, m << 32, 0);
        c = sf_fp256_adc_(&x1, x2, m >> 32, c);
        c = sf_fp256_adc_(&x2, x3, lo, c);
        x3 = hi + c; /* hi <= 2^64 - 2^33: no wrap */
    }
    c = sf_fp256_adc_(&s[0], x0, t[4], 0);
    c = sf_fp256_adc_(&s[1], x1, t[5], c);
    c = sf_fp256_adc_(&s[2], x2, t[6], c);
    c = sf_fp256_adc_(&s[3], x3, t[7], c);
    sf_fp256_csub_p_(r, s, c);
}

/*
 * t = a*b as 8 limbs, by rows. Row i is a*b[i] < 2^320: its five words are
 * lo0, hi0+lo1, hi1+lo2, hi2+lo3, hi3 with one carry chain (the last
 * addition cannot carry out, since the row fits 320 bits); a second chain
 * adds the row into t. The top word t[i+4] is new, and the sum so far is
 * < 2^(64(i+5)), so its carry-in never wraps it.
 */
static inline void sf_fp256_mul_wide_(uint64_t t[8], const uint64_t a[4],
                                      const uint64_t b[4])
{
    uint64_t l1, l2, l3, h0, h1, h2, h3, c;
    uint64_t r0, r1, r2, r3, r4;
    t[0] = sf_fp256_mulw_(&h0, a[0], b[0]);
    l1 = sf_fp256_mulw_(&h1, a[1], b[0]);
    l2 = sf_fp256_mulw_(&h2, a[2], b[0]);
    l3 = sf_fp256_mulw_(&h3, a[3], b[0]);
    c = sf_fp256_adc_(&t[1], h0, l1, 0);
    c = sf_fp256_adc_(&t[2], h1, l2, c);
    c = sf_fp256_adc_(&t[3], h2, l3, c);
    t[4] = h3 + c;
    for (int i = 1; i < 4; i++) {
        r0 = sf_fp256_mulw_(&h0, a[0], b[i]);
        l1 = sf_fp256_mulw_(&h1, a[1], b[i]);
        l2 = sf_fp256_mulw_(&h2, a[2], b[i]);
        l3 = sf_fp256_mulw_(&h3, a[3], b[i]);
        c = sf_fp256_adc_(&r1, h0, l1, 0);
        c = sf_fp256_adc_(&r2, h1, l2, c);
        c = sf_fp256_adc_(&r3, h2, l3, c);
        r4 = h3 + c;
        c = sf_fp256_adc_(&t[i], t[i], r0, 0);
        c = sf_fp256_adc_(&t[i + 1], t[i + 1], r1, c);
        c = sf_fp256_adc_(&t[i + 2], t[i + 2], r2, c);
        c = sf_fp256_adc_(&t[i + 3], t[i + 3], r3, c);
        t[i + 4] = r4 + c;
    }
}

/*
 * t = a^2 as 8 limbs: the six cross products a[i]*a[j] (i < j) once,
 * doubled by a shift (their sum is at most a^2/2 < 2^511, so the doubled
 * value fits 512 bits), then the four squares added on the diagonal (the
 * total is a^2 < 2^512, so the last carry is 0).
 */
static inline void sf_fp256_sqr_wide_(uint64_t t[8], const uint64_t a[4])
{
    uint64_t l, h, h01, h02, h03, h12, h13, h23, c;
    /* row a0*(a1, a2, a3) at words 1..4 */
    t[1] = sf_fp256_mulw_(&h01, a[0], a[1]);
    l = sf_fp256_mulw_(&h02, a[0], a[2]);
    c = sf_fp256_adc_(&t[2], l, h01, 0);
    l = sf_fp256_mulw_(&h03, a[0], a[3]);
    c = sf_fp256_adc_(&t[3], l, h02, c);
    t[4] = h03 + c; /* row < 2^320 */
    /* row a1*(a2, a3) at words 3..5 */
    l = sf_fp256_mulw_(&h12, a[1], a[2]);
    c = sf_fp256_adc_(&t[3], t[3], l, 0);
    l = sf_fp256_mulw_(&h13, a[1], a[3]);
    c = sf_fp256_adc_(&h, l, h12, c); /* h12 < 2^64-1: at most one carry */
    t[5] = h13 + c;
    c = sf_fp256_adc_(&t[4], t[4], h, 0);
    t[5] += c; /* partial sums stay < 2^384 */
    /* a2*a3 at words 5..6 */
    l = sf_fp256_mulw_(&h23, a[2], a[3]);
    c = sf_fp256_adc_(&t[5], t[5], l, 0);
    t[6] = h23 + c;
    /* double: one add-with-carry per word (shifting pairs of words costs
     * two or three instructions each) */
    c = sf_fp256_adc_(&t[1], t[1], t[1], 0);
    c = sf_fp256_adc_(&t[2], t[2], t[2], c);
    c = sf_fp256_adc_(&t[3], t[3], t[3], c);
    c = sf_fp256_adc_(&t[4], t[4], t[4], c);
    c = sf_fp256_adc_(&t[5], t[5], t[5], c);
    c = sf_fp256_adc_(&t[6], t[6], t[6], c);
    t[7] = c;
    /* diagonal */
    t[0] = sf_fp256_mulw_(&h, a[0], a[0]);
    c = sf_fp256_adc_(&t[1], t[1], h, 0);
    l = sf_fp256_mulw_(&h, a[1], a[1]);
    c = sf_fp256_adc_(&t[2], t[2], l, c);
    c = sf_fp256_adc_(&t[3], t[3], h, c);
    l = sf_fp256_mulw_(&h, a[2], a[2]);
    c = sf_fp256_adc_(&t[4], t[4], l, c);
    c = sf_fp256_adc_(&t[5], t[5], h, c);
    l = sf_fp256_mulw_(&h, a[3], a[3]);
    c = sf_fp256_adc_(&t[6], t[6], l, c);
    t[7] = t[7] + h + c;
}

static inline void sf_fp256_zero(sf_fp256 *r)
{
    r->v[0] = r->v[1] = r->v[2] = r->v[3] = 0;
}

static inline void sf_fp256_one(sf_fp256 *r)
{
    /* R mod p = 2^256 - p */
    r->v[0] = 0x0000000000000001ULL;
    r->v[1] = 0xFFFFFFFF00000000ULL;
    r->v[2] = 0xFFFFFFFFFFFFFFFFULL;
    r->v[3] = 0x00000000FFFFFFFEULL;
}

static inline void sf_fp256_copy(sf_fp256 *r, const sf_fp256 *a)
{
    r->v[0] = a->v[0];
    r->v[1] = a->v[1];
    r->v[2] = a->v[2];
    r->v[3] = a->v[3];
}

static inline void sf_fp256_add(sf_fp256 *r, const sf_fp256 *a,
                                const sf_fp256 *b)
{
    uint64_t s[4], c;
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    /* a + b < 2p < 2^257: four limbs and a carry bit */
    c = sf_fp256_adc_(&s[0], a->v[0], b->v[0], 0);
    c = sf_fp256_adc_(&s[1], a->v[1], b->v[1], c);
    c = sf_fp256_adc_(&s[2], a->v[2], b->v[2], c);
    c = sf_fp256_adc_(&s[3], a->v[3], b->v[3], c);
    sf_fp256_csub_p_(r->v, s, c);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_sub(sf_fp256 *r, const sf_fp256 *a,
                                const sf_fp256 *b)
{
    uint64_t s[4], c, m;
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    c = sf_fp256_sbb_(&s[0], a->v[0], b->v[0], 0);
    c = sf_fp256_sbb_(&s[1], a->v[1], b->v[1], c);
    c = sf_fp256_sbb_(&s[2], a->v[2], b->v[2], c);
    c = sf_fp256_sbb_(&s[3], a->v[3], b->v[3], c);
    /* On borrow, a - b + 2^256 is in (2^256 - p, 2^256): add p and drop
     * the carry out of 2^256 to land in (0, p). */
    m = sf_ct_barrier64(0 - c);
    c = sf_fp256_adc_(&r->v[0], s[0], SF_FP256_P0 & m, 0);
    c = sf_fp256_adc_(&r->v[1], s[1], SF_FP256_P1 & m, c);
    c = sf_fp256_adc_(&r->v[2], s[2], 0, c);
    (void)sf_fp256_adc_(&r->v[3], s[3], SF_FP256_P3 & m, c);
    SF_FP256_VERIFY(r);
}

/*
 * a even: a/2. a odd: (a + p)/2, an integer as p is odd; a + p < 2p < 2^257
 * is four limbs and a carry bit c, shifted back in at the top. The add of
 * p is masked, so the time does not depend on the parity. Both cases give
 * r <= (2p - 1)/2 < p.
 */
static inline void sf_fp256_half(sf_fp256 *r, const sf_fp256 *a)
{
    uint64_t s0, s1, s2, s3, c, m;
    SF_FP256_VERIFY(a);
    m = sf_ct_barrier64(0 - (a->v[0] & 1));
    c = sf_fp256_adc_(&s0, a->v[0], SF_FP256_P0 & m, 0);
    c = sf_fp256_adc_(&s1, a->v[1], SF_FP256_P1 & m, c);
    c = sf_fp256_adc_(&s2, a->v[2], 0, c);
    c = sf_fp256_adc_(&s3, a->v[3], SF_FP256_P3 & m, c);
    r->v[0] = (s0 >> 1) | (s1 << 63);
    r->v[1] = (s1 >> 1) | (s2 << 63);
    r->v[2] = (s2 >> 1) | (s3 << 63);
    r->v[3] = (s3 >> 1) | (c << 63);
    SF_FP256_VERIFY(r);
}

/*
 * Always inlined (mul and sqr): clang 14 otherwise kept one out-of-line copy
 * of each, and every one of the doubling's eight products paid a call, six
 * saved registers and a round trip of its operands through memory. Inlined
 * into the group formulas, ECDH and verification got 13% faster (clang,
 * -O3 -march=native; docs/p256.md).
 */
static SF_ALWAYS_INLINE void sf_fp256_mul(sf_fp256 *r, const sf_fp256 *a,
                                          const sf_fp256 *b)
{
    uint64_t t[8];
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    sf_fp256_mul_wide_(t, a->v, b->v);
    sf_fp256_redc_(r->v, t);
    SF_FP256_VERIFY(r);
}

static SF_ALWAYS_INLINE void sf_fp256_sqr(sf_fp256 *r, const sf_fp256 *a)
{
    uint64_t t[8];
    SF_FP256_VERIFY(a);
    sf_fp256_sqr_wide_(t, a->v);
    sf_fp256_redc_(r->v, t);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_to_mont(sf_fp256 *r, const sf_fp256 *a)
{
    /* R^2 mod p; a < 2^256 times R^2 < p keeps the redc precondition. */
    static const uint64_t sf_fp256_r2[4] = {
        0x0000000000000003ULL, 0xFFFFFFFBFFFFFFFFULL,
        0xFFFFFFFFFFFFFFFEULL, 0x00000004FFFFFFFDULL};
    uint64_t t[8];
    sf_fp256_mul_wide_(t, a->v, sf_fp256_r2);
    sf_fp256_redc_(r->v, t);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_from_mont(sf_fp256 *r, const sf_fp256 *a)
{
    uint64_t t[8] = {a->v[0], a->v[1], a->v[2], a->v[3], 0, 0, 0, 0};
    SF_FP256_VERIFY(a);
    sf_fp256_redc_(r->v, t);
}

static inline void sf_fp256_set_u32(sf_fp256 *r, uint32_t a)
{
    sf_fp256 t;
    t.v[0] = a;
    t.v[1] = t.v[2] = t.v[3] = 0;
    sf_fp256_to_mont(r, &t);
}

static inline void sf_fp256_cmov(sf_fp256 *r, const sf_fp256 *a, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    for (int i = 0; i < 4; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

static inline void sf_fp256_cswap(sf_fp256 *a, sf_fp256 *b, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    for (int i = 0; i < 4; i++) {
        uint64_t t = m & (a->v[i] ^ b->v[i]);
        a->v[i] ^= t;
        b->v[i] ^= t;
    }
}

static inline uint32_t sf_fp256_is_zero(const sf_fp256 *a)
{
    SF_FP256_VERIFY(a);
    return sf_ct_is_zero64(a->v[0] | a->v[1] | a->v[2] | a->v[3]);
}

static inline uint32_t sf_fp256_eq(const sf_fp256 *a, const sf_fp256 *b)
{
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    return sf_ct_is_zero64((a->v[0] ^ b->v[0]) | (a->v[1] ^ b->v[1]) |
                           (a->v[2] ^ b->v[2]) | (a->v[3] ^ b->v[3]));
}

static inline uint32_t sf_fp256_is_odd(const sf_fp256 *a)
{
    sf_fp256 t;
    sf_fp256_from_mont(&t, a);
    return (uint32_t)(t.v[0] & 1);
}

static inline void sf_fp256_encode(uint8_t out[32], const sf_fp256 *a)
{
    sf_fp256 t;
    sf_fp256_from_mont(&t, a);
    for (int i = 0; i < 4; i++)
        sf_store64_be(out + 8 * (3 - i), t.v[i]);
}

static inline uint32_t sf_fp256_decode(sf_fp256 *r, const uint8_t in[32])
{
    sf_fp256 t;
    uint32_t ok;
    for (int i = 0; i < 4; i++)
        t.v[i] = sf_load64_be(in + 8 * (3 - i));
    ok = sf_fp256_lt_p_(t.v);
    /* to_mont reduces any value < 2^256, so r is defined either way */
    sf_fp256_to_mont(r, &t);
    return ok;
}

#endif /* SF_FIELD_P256_FP256_64_H */

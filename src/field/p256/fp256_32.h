/*
 * Fp256 portable backend: eight 32-bit limbs, products in uint64_t, no
 * 128-bit type. Included only by fp256.h; see there for the contracts.
 *
 * Invariant: every sf_fp256 stores an integer in [0, p), the Montgomery
 * form (R = 2^256) of its element. SF_VERIFY builds check it.
 *
 * Words of p (little-endian, 32-bit): 2^32-1 (x3), 0 (x3), 1, 2^32-1.
 */
#ifndef SF_FIELD_P256_FP256_32_H
#define SF_FIELD_P256_FP256_32_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP256_BACKEND_NAME_IMPL "portable"

typedef struct sf_fp256 {
    uint32_t v[8]; /* little-endian limbs of aR mod p, < p */
} sf_fp256;

#define SF_FP256_CONST_IMPL(d7, d6, d5, d4, d3, d2, d1, d0) \
    {{(d0), (d1), (d2), (d3), (d4), (d5), (d6), (d7)}}

static const uint32_t sf_fp256_p32_[8] = {0xFFFFFFFFU, 0xFFFFFFFFU,
                                          0xFFFFFFFFU, 0, 0, 0, 1,
                                          0xFFFFFFFFU};

/* 1 if the 8-limb integer a is < p, else 0 (borrow of a - p). */
static inline uint32_t sf_fp256_lt_p_(const uint32_t a[8])
{
    uint64_t d = 0;
    for (int i = 0; i < 8; i++)
        d = (uint64_t)a[i] - sf_fp256_p32_[i] - (uint32_t)(d >> 63);
    return (uint32_t)(d >> 63);
}

#ifdef SF_VERIFY
#define SF_FP256_VERIFY(a) SF_VERIFY_CHECK(sf_fp256_lt_p_((a)->v))
#else
#define SF_FP256_VERIFY(a) ((void)0)
#endif

/*
 * r = hi*2^256 + x - p if that is >= 0, else x; needs hi in {0, 1} and
 * hi*2^256 + x < 2p, so r < p. Borrows travel in bit 63 of d: a 32-bit
 * difference minus a borrow is in (-2^33, 2^32), whose two's complement has
 * bit 63 set exactly when negative.
 */
static inline void sf_fp256_csub_p_(uint32_t r[8], const uint32_t x[8],
                                    uint32_t hi)
{
    uint32_t s[8], keep;
    uint64_t d = 0;
    for (int i = 0; i < 8; i++) {
        d = (uint64_t)x[i] - sf_fp256_p32_[i] - (uint32_t)(d >> 63);
        s[i] = (uint32_t)d;
    }
    keep = sf_ct_mask32((uint32_t)(d >> 63) & ~hi & 1);
    for (int i = 0; i < 8; i++)
        r[i] = (x[i] & keep) | (s[i] & ~keep);
}

/*
 * Montgomery reduction r = t / 2^256 mod p for a 512-bit t whose high half
 * is < p (as in fp256_64.h). Eight rounds; in each, m = x0 since
 * -p^-1 = 1 mod 2^32, and x + m*p = (x - m) + m*2^96 + m*2^192 +
 * m*(2^32-1)*2^224 with x0 - m = 0: so shift the window by one word and add
 * m at (new) words 2 and 5 and m*(2^32-1) at word 6.
 * Carries: each step adds at most one 32-bit word, one product
 * (2^32-1)^2 and one carry < 2^32 to a 32-bit word: < 2^64. Window bound
 * as in the 64-bit backend: V < p + (2^256 - p)/2^(32k) < 2^256, and after
 * the eighth round V <= p. Adding the high half (< p) and one conditional
 * subtraction give r < p.
 */
static inline void sf_fp256_redc_(uint32_t r[8], const uint32_t t[16])
{
    uint32_t x[8], s[8], m;
    uint64_t acc;
    for (int i = 0; i < 8; i++)
        x[i] = t[i];
    for (int k = 0; k < 8; k++) {
        m = x[0];
        x[0] = x[1];
        x[1] = x[2];
        acc = (uint64_t)x[3] + m;
        x[2] = (uint32_t)acc;
        acc = (acc >> 32) + x[4];
        x[3] = (uint32_t)acc;
        acc = (acc >> 32) + x[5];
        x[4] = (uint32_t)acc;
        acc = (acc >> 32) + x[6] + m;
        x[5] = (uint32_t)acc;
        acc = (acc >> 32) + x[7] + (uint64_t)m * 0xFFFFFFFFU;
        x[6] = (uint32_t)acc;
        x[7] = (uint32_t)(acc >> 32);
    }
    acc = 0;
    for (int i = 0; i < 8; i++) {
        acc = (acc >> 32) + x[i] + t[8 + i];
        s[i] = (uint32_t)acc;
    }
    sf_fp256_csub_p_(r, s, (uint32_t)(acc >> 32));
}

/*
 * t = a*b as 16 limbs, schoolbook by rows. Each step adds one 32x32
 * product, one limb and one carry: (2^32-1)^2 + 2(2^32-1) = 2^64-1.
 */
static inline void sf_fp256_mul_wide_(uint32_t t[16], const uint32_t a[8],
                                      const uint32_t b[8])
{
    uint64_t acc;
    for (int i = 0; i < 16; i++)
        t[i] = 0;
    for (int i = 0; i < 8; i++) {
        acc = 0;
        for (int j = 0; j < 8; j++) {
            acc = (uint64_t)a[i] * b[j] + t[i + j] + (acc >> 32);
            t[i + j] = (uint32_t)acc;
        }
        t[i + 8] = (uint32_t)(acc >> 32);
    }
}

/*
 * t = a^2: cross products a[i]*a[j] (i < j) once, doubled by a shift (their
 * sum is at most a^2/2 < 2^511), then the squares on the diagonal.
 */
static inline void sf_fp256_sqr_wide_(uint32_t t[16], const uint32_t a[8])
{
    uint64_t acc;
    uint32_t c;
    for (int i = 0; i < 16; i++)
        t[i] = 0;
    for (int i = 0; i < 7; i++) {
        acc = 0;
        for (int j = i + 1; j < 8; j++) {
            acc = (uint64_t)a[i] * a[j] + t[i + j] + (acc >> 32);
            t[i + j] = (uint32_t)acc;
        }
        t[i + 8] = (uint32_t)(acc >> 32);
    }
    for (int i = 15; i > 0; i--)
        t[i] = (t[i] << 1) | (t[i - 1] >> 31);
    t[0] <<= 1;
    /* diagonal: a[i]^2 at words 2i, 2i+1; c carries into word 2i+2 and the
     * last carry is 0 because the total is a^2 < 2^512. */
    c = 0;
    for (int i = 0; i < 8; i++) {
        uint64_t sq = (uint64_t)a[i] * a[i];
        acc = (uint64_t)t[2 * i] + (uint32_t)sq + c;
        t[2 * i] = (uint32_t)acc;
        acc = (acc >> 32) + t[2 * i + 1] + (sq >> 32);
        t[2 * i + 1] = (uint32_t)acc;
        c = (uint32_t)(acc >> 32);
    }
}

static inline void sf_fp256_zero(sf_fp256 *r)
{
    for (int i = 0; i < 8; i++)
        r->v[i] = 0;
}

static inline void sf_fp256_one(sf_fp256 *r)
{
    /* R mod p = 2^256 - p */
    static const uint32_t sf_fp256_r32[8] = {1, 0, 0, 0xFFFFFFFFU,
                                             0xFFFFFFFFU, 0xFFFFFFFFU,
                                             0xFFFFFFFEU, 0};
    for (int i = 0; i < 8; i++)
        r->v[i] = sf_fp256_r32[i];
}

static inline void sf_fp256_copy(sf_fp256 *r, const sf_fp256 *a)
{
    for (int i = 0; i < 8; i++)
        r->v[i] = a->v[i];
}

static inline void sf_fp256_add(sf_fp256 *r, const sf_fp256 *a,
                                const sf_fp256 *b)
{
    uint32_t s[8];
    uint64_t acc = 0;
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    /* a + b < 2p < 2^257: eight limbs and a carry bit */
    for (int i = 0; i < 8; i++) {
        acc = (acc >> 32) + a->v[i] + b->v[i];
        s[i] = (uint32_t)acc;
    }
    sf_fp256_csub_p_(r->v, s, (uint32_t)(acc >> 32));
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_sub(sf_fp256 *r, const sf_fp256 *a,
                                const sf_fp256 *b)
{
    uint32_t s[8], m;
    uint64_t d = 0, acc = 0;
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    for (int i = 0; i < 8; i++) {
        d = (uint64_t)a->v[i] - b->v[i] - (uint32_t)(d >> 63);
        s[i] = (uint32_t)d;
    }
    /* On borrow, add p back; the carry out of 2^256 cancels the borrow. */
    m = sf_ct_mask32((uint32_t)(d >> 63));
    for (int i = 0; i < 8; i++) {
        acc = (acc >> 32) + s[i] + (sf_fp256_p32_[i] & m);
        r->v[i] = (uint32_t)acc;
    }
    SF_FP256_VERIFY(r);
}

/* a even: a/2; a odd: (a + p)/2 (< 2^257, the carry shifted back in at
 * the top), with the add of p masked. r < p. */
static inline void sf_fp256_half(sf_fp256 *r, const sf_fp256 *a)
{
    uint32_t s[8], m;
    uint64_t acc = 0;
    SF_FP256_VERIFY(a);
    m = sf_ct_mask32(a->v[0] & 1);
    for (int i = 0; i < 8; i++) {
        acc = (acc >> 32) + a->v[i] + (sf_fp256_p32_[i] & m);
        s[i] = (uint32_t)acc;
    }
    for (int i = 0; i < 7; i++)
        r->v[i] = (s[i] >> 1) | (s[i + 1] << 31);
    r->v[7] = (s[7] >> 1) | ((uint32_t)(acc >> 32) << 31);
    SF_FP256_VERIFY(r);
}

/*
 * The Montgomery multiplication and squaring of this backend are out of
 * line (fp256.c): each is some 400 instructions on 32-bit words, so a call
 * costs nothing measurable, while inlining a dozen of them into one point
 * formula made GCC lay out a 64-byte product buffer per copy and pushed
 * the stack of a scalar multiplication past the 4 KiB budget
 * (docs/p256.md). r = a*b/R and r = a^2/R mod p; a, b < p; r < p; r may
 * alias a or b.
 */
void sf_fp256_mul_32_(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void sf_fp256_sqr_32_(uint32_t r[8], const uint32_t a[8]);

static inline void sf_fp256_mul(sf_fp256 *r, const sf_fp256 *a,
                                const sf_fp256 *b)
{
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    sf_fp256_mul_32_(r->v, a->v, b->v);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_sqr(sf_fp256 *r, const sf_fp256 *a)
{
    SF_FP256_VERIFY(a);
    sf_fp256_sqr_32_(r->v, a->v);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_to_mont(sf_fp256 *r, const sf_fp256 *a)
{
    /* R^2 mod p; a < 2^256 times R^2 < p keeps the redc precondition. */
    static const uint32_t sf_fp256_r2_32[8] = {
        0x00000003U, 0x00000000U, 0xFFFFFFFFU, 0xFFFFFFFBU,
        0xFFFFFFFEU, 0xFFFFFFFFU, 0xFFFFFFFDU, 0x00000004U};
    uint32_t t[16];
    sf_fp256_mul_wide_(t, a->v, sf_fp256_r2_32);
    sf_fp256_redc_(r->v, t);
    SF_FP256_VERIFY(r);
}

static inline void sf_fp256_from_mont(sf_fp256 *r, const sf_fp256 *a)
{
    uint32_t t[16];
    SF_FP256_VERIFY(a);
    for (int i = 0; i < 8; i++) {
        t[i] = a->v[i];
        t[8 + i] = 0;
    }
    sf_fp256_redc_(r->v, t);
}

static inline void sf_fp256_set_u32(sf_fp256 *r, uint32_t a)
{
    sf_fp256 t;
    sf_fp256_zero(&t);
    t.v[0] = a;
    sf_fp256_to_mont(r, &t);
}

static inline void sf_fp256_cmov(sf_fp256 *r, const sf_fp256 *a, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 8; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

static inline void sf_fp256_cswap(sf_fp256 *a, sf_fp256 *b, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 8; i++) {
        uint32_t t = m & (a->v[i] ^ b->v[i]);
        a->v[i] ^= t;
        b->v[i] ^= t;
    }
}

static inline uint32_t sf_fp256_is_zero(const sf_fp256 *a)
{
    uint32_t acc = 0;
    SF_FP256_VERIFY(a);
    for (int i = 0; i < 8; i++)
        acc |= a->v[i];
    return sf_ct_is_zero32(acc);
}

static inline uint32_t sf_fp256_eq(const sf_fp256 *a, const sf_fp256 *b)
{
    uint32_t acc = 0;
    SF_FP256_VERIFY(a);
    SF_FP256_VERIFY(b);
    for (int i = 0; i < 8; i++)
        acc |= a->v[i] ^ b->v[i];
    return sf_ct_is_zero32(acc);
}

static inline uint32_t sf_fp256_is_odd(const sf_fp256 *a)
{
    sf_fp256 t;
    sf_fp256_from_mont(&t, a);
    return t.v[0] & 1;
}

static inline void sf_fp256_encode(uint8_t out[32], const sf_fp256 *a)
{
    sf_fp256 t;
    sf_fp256_from_mont(&t, a);
    for (int i = 0; i < 8; i++)
        sf_store32_be(out + 4 * (7 - i), t.v[i]);
}

static inline uint32_t sf_fp256_decode(sf_fp256 *r, const uint8_t in[32])
{
    sf_fp256 t;
    uint32_t ok;
    for (int i = 0; i < 8; i++)
        t.v[i] = sf_load32_be(in + 4 * (7 - i));
    ok = sf_fp256_lt_p_(t.v);
    /* to_mont reduces any value < 2^256, so r is defined either way */
    sf_fp256_to_mont(r, &t);
    return ok;
}

#endif /* SF_FIELD_P256_FP256_32_H */

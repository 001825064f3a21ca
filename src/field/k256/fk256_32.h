/*
 * F_p, p = 2^256 - 2^32 - 977, portable backend: ten 26-bit limbs.
 *
 * Included only by fk256.h (which holds the contracts). Uses only uint32_t
 * limbs and uint64_t products, so it runs on any C11 compiler; no 128-bit
 * type.
 *
 *   value = sum n[i] 2^(26 i), i = 0..9
 *
 * Nominal widths 26 (limbs 0..8) and 22 (limb 9): 9*26 + 22 = 256.
 * Magnitude m means n[0..8] < m 2^27 and n[9] < m 2^23 (see fk256.h); with
 * m <= 32 every limb fits in 32 bits.
 *
 * Reduction identities, written in this radix:
 *   2^256 = K = 2^32 + 977 = 64 * 2^26 + 977      (mod p)
 *   2^260 = R = 2^36 + 0x3D10 = 2^10 * 2^26 + 0x3D10
 * So a unit at 2^(26(k+10)) folds into 0x3D10 at column k plus 2^10 at
 * column k+1.
 */
#ifndef SF_FIELD_K256_FK256_32_H
#define SF_FIELD_K256_FK256_32_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FK256_BACKEND_NAME_IMPL "portable"

typedef struct sf_fk256 {
    uint32_t n[10];
} sf_fk256;

#define SF_FK256_M26 0x3FFFFFFu /* 2^26 - 1 */
#define SF_FK256_M22 0x3FFFFFu  /* 2^22 - 1 */
/*
 * A constant from its eight 32-bit words, most significant first (d7 is
 * bits 255..224): the integer must be < p. Repacks 8 x 32 into 26-bit limbs
 * (limb i takes bits 26i .. 26i+25), the twin of fk256_64.h's macro, so one
 * table of SF_FK256_CONST values compiles for both backends.
 */
#define SF_FK256_CONST(d7, d6, d5, d4, d3, d2, d1, d0)                         \
    {{(uint32_t)(d0) & 0x3FFFFFFu,                                             \
      (((uint32_t)(d0) >> 26) | ((uint32_t)(d1) << 6)) & 0x3FFFFFFu,           \
      (((uint32_t)(d1) >> 20) | ((uint32_t)(d2) << 12)) & 0x3FFFFFFu,          \
      (((uint32_t)(d2) >> 14) | ((uint32_t)(d3) << 18)) & 0x3FFFFFFu,          \
      (((uint32_t)(d3) >> 8) | ((uint32_t)(d4) << 24)) & 0x3FFFFFFu,           \
      ((uint32_t)(d4) >> 2) & 0x3FFFFFFu,                                      \
      (((uint32_t)(d4) >> 28) | ((uint32_t)(d5) << 4)) & 0x3FFFFFFu,           \
      (((uint32_t)(d5) >> 22) | ((uint32_t)(d6) << 10)) & 0x3FFFFFFu,          \
      (((uint32_t)(d6) >> 16) | ((uint32_t)(d7) << 16)) & 0x3FFFFFFu,          \
      (uint32_t)(d7) >> 10}}

/* p = 2^256 - K in this radix */
#define SF_FK256_P0 0x3FFFC2Fu /* 2^26 - 977 */
#define SF_FK256_P1 0x3FFFFBFu /* 2^26 - 1 - 64 */
#define SF_FK256_PM SF_FK256_M26
#define SF_FK256_P9 SF_FK256_M22

static inline uint32_t sf_fk256_check_mag(const sf_fk256 *a, uint32_t m)
{
    uint32_t ok = (m >= 1) & (m <= 32);
    for (int i = 0; i < 9; i++)
        ok &= ((uint64_t)a->n[i] < ((uint64_t)m << 27));
    ok &= ((uint64_t)a->n[9] < ((uint64_t)m << 23));
    return ok;
}

static inline uint32_t sf_fk256_check_normalized(const sf_fk256 *a)
{
    uint32_t ok = 1, top = 1;
    for (int i = 0; i < 9; i++)
        ok &= (a->n[i] <= SF_FK256_M26);
    ok &= (a->n[9] <= SF_FK256_M22);
    /* value >= p iff limbs 9..2 are all ones and (n1, n0) >= (P1, P0) */
    for (int i = 2; i < 9; i++)
        top &= (a->n[i] == SF_FK256_M26);
    top &= (a->n[9] == SF_FK256_M22);
    top &= (a->n[1] > SF_FK256_P1) |
           ((a->n[1] == SF_FK256_P1) & (a->n[0] >= SF_FK256_P0));
    return ok & !top;
}

static inline void sf_fk256_set_u32(sf_fk256 *r, uint32_t c)
{
    r->n[0] = c & SF_FK256_M26;
    r->n[1] = c >> 26;
    for (int i = 2; i < 10; i++)
        r->n[i] = 0;
}

/* Limbs < 32 * 2^27 = 2^32 for any allowed magnitude: no overflow. */
static inline void sf_fk256_add(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b)
{
    for (int i = 0; i < 10; i++)
        r->n[i] = a->n[i] + b->n[i];
}

/*
 * 2(m+1)p - a. Each limb of 2(m+1)p dominates the magnitude-m limb bound:
 * limb 0: 2(m+1)(2^26 - 977) >= m 2^27 iff 2^27 >= 2(m+1)977; limb 1: the
 * same with 65; limbs 2..8: with 1; limb 9: 2(m+1)(2^22-1) >= m 2^23. All
 * hold for m <= 31. Result limbs <= 2(m+1)p_i < (m+1) 2^(w_i+1) <= 2^32.
 */
static inline void sf_fk256_neg(sf_fk256 *r, const sf_fk256 *a, uint32_t m)
{
    uint32_t k = 2 * (m + 1);
    SF_VERIFY_CHECK(m <= 31 && sf_fk256_check_mag(a, m ? m : 1));
    r->n[0] = k * SF_FK256_P0 - a->n[0];
    r->n[1] = k * SF_FK256_P1 - a->n[1];
    for (int i = 2; i < 9; i++)
        r->n[i] = k * SF_FK256_PM - a->n[i];
    r->n[9] = k * SF_FK256_P9 - a->n[9];
}

/* m * c <= 32, so each limb stays < 2^32. */
static inline void sf_fk256_mul_int(sf_fk256 *r, const sf_fk256 *a, uint32_t c)
{
    for (int i = 0; i < 10; i++)
        r->n[i] = a->n[i] * c;
}

/*
 * Reduce the 19 column sums t[0..18] (column k has weight 2^(26k)) of a
 * product of magnitude <= 8 inputs to magnitude 1.
 *
 * Entry bounds: limbs 0..8 < 2^30, limb 9 < 2^26, so a product is < 2^60 and
 * a column of at most ten products is < 10 2^60 < 2^63.4; columns >= 10 hold
 * at most nine products and at least one of them involves limb 9.
 *
 * Step 1: carry the high columns 10..18 into 26-bit digits h[10..18] plus a
 * final carry h19. Each running sum is < 2^63.4 + 2^38 (no overflow); the
 * last column t[18] = a9 b9 < 2^52, so h19 < 2^27.
 *
 * Step 2: each digit h_j (j = 10..19) is worth h_j R 2^(26(j-10)):
 * column j-10 gets h_j 0x3D10 (< 2^40) and column j-9 gets h_j 2^10
 * (< 2^37). The one landing on column 10 (from j = 19) folds once more:
 * h19 2^10 R = h19 2^10 0x3D10 at column 0 (< 2^51) and h19 2^20 at
 * column 1 (< 2^47). Columns 0..9 stay < 2^63.4 + 2^42 < 2^64.
 *
 * Step 3: carry columns 0..9 into 26-bit limbs (limb 9 keeps 22 bits); the
 * excess c < 2^64 / 2^22 = 2^42 is worth c K: c 977 (< 2^52) into limb 0 and
 * c 2^6 (< 2^48) into limb 1; carry limb 0 into limb 1 and limb 1 into
 * limb 2. Limb 1 ends < 2^26, limb 2 < 2^26 + 2^23 < 2^27: magnitude 1.
 */
static inline void sf_fk256_reduce_cols(sf_fk256 *r, uint64_t t[19])
{
    uint64_t c = 0, h[10];
    int k;

    for (k = 10; k < 19; k++) {
        c += t[k];
        h[k - 10] = c & SF_FK256_M26;
        c >>= 26;
    }
    h[9] = c; /* h19 */
    for (k = 0; k < 10; k++) {
        t[k] += h[k] * 0x3D10u;
        if (k < 9)
            t[k + 1] += h[k] << 10;
    }
    t[0] += (h[9] << 10) * 0x3D10u;
    t[1] += h[9] << 20;

    c = 0;
    for (k = 0; k < 9; k++) {
        c += t[k];
        r->n[k] = (uint32_t)(c & SF_FK256_M26);
        c >>= 26;
    }
    c += t[9];
    r->n[9] = (uint32_t)(c & SF_FK256_M22);
    c >>= 22; /* the excess e < 2^42, worth e K = e 977 + e 2^6 2^26 */
    {
        uint64_t e = c;
        c = (uint64_t)r->n[0] + e * 977u;
        r->n[0] = (uint32_t)(c & SF_FK256_M26);
        c = (c >> 26) + r->n[1] + (e << 6);
        r->n[1] = (uint32_t)(c & SF_FK256_M26);
        r->n[2] += (uint32_t)(c >> 26);
    }
}

static inline void sf_fk256_mul(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b)
{
    uint64_t t[19] = {0};
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 8) && sf_fk256_check_mag(b, 8));
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++)
            t[i + j] += (uint64_t)a->n[i] * b->n[j];
    sf_fk256_reduce_cols(r, t);
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

/*
 * Squaring: the columns of mul with a = b, from 55 products instead of 100.
 * Off-diagonal products use 2 a_i (< 2^31), so each column sum is exactly
 * the one mul would compute and the bounds of reduce_cols hold.
 */
static inline void sf_fk256_sqr(sf_fk256 *r, const sf_fk256 *a)
{
    uint64_t t[19] = {0};
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 8));
    for (int i = 0; i < 10; i++) {
        uint64_t di = 2 * (uint64_t)a->n[i];
        t[2 * i] += (uint64_t)a->n[i] * a->n[i];
        for (int j = i + 1; j < 10; j++)
            t[i + j] += di * a->n[j];
    }
    sf_fk256_reduce_cols(r, t);
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

/*
 * Carry and fold once. Limbs < 2^32 on entry (magnitude <= 32).
 * x = n[9] >> 22 < 2^10 is worth x K: x 977 (< 2^20) into limb 0 and x 2^6
 * into limb 1. Each carry out of a limb is < 2^6 + 1, so limbs 0..8 end
 * < 2^26 and limb 9 < 2^22 + 2^7: magnitude 1, and the value is
 * < 2^256 + 2^241 < 2p (which sf_fk256_normalize relies on).
 */
static inline void sf_fk256_normalize_weak(sf_fk256 *r, const sf_fk256 *a)
{
    uint32_t t[10];
    uint32_t x = a->n[9] >> 22;
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 32));
    for (int i = 0; i < 10; i++)
        t[i] = a->n[i];
    t[9] &= SF_FK256_M22;
    {
        /* limb 0 < 2^32 - ... : do this step in 64 bits to be safe */
        uint64_t c = (uint64_t)t[0] + (uint64_t)x * 977u;
        t[0] = (uint32_t)(c & SF_FK256_M26);
        c = (c >> 26) + t[1] + ((uint64_t)x << 6);
        t[1] = (uint32_t)(c & SF_FK256_M26);
        for (int i = 2; i < 9; i++) {
            c = (c >> 26) + t[i];
            t[i] = (uint32_t)(c & SF_FK256_M26);
        }
        c = (c >> 26) + t[9];
        t[9] = (uint32_t)c;
    }
    for (int i = 0; i < 10; i++)
        r->n[i] = t[i];
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

/*
 * After normalize_weak the value v < 2p. v >= p iff v + K >= 2^256, and
 * v + K < 2^257, so bit 22 of the new top limb says whether to subtract p;
 * v + K - 2^256 = v - p is then selected in constant time.
 */
static inline void sf_fk256_normalize(sf_fk256 *r, const sf_fk256 *a)
{
    sf_fk256 t;
    uint32_t s[10], m;
    uint32_t c;
    sf_fk256_normalize_weak(&t, a);
    c = t.n[0] + 977u;
    s[0] = c & SF_FK256_M26;
    c = (c >> 26) + t.n[1] + 64u;
    s[1] = c & SF_FK256_M26;
    for (int i = 2; i < 9; i++) {
        c = (c >> 26) + t.n[i];
        s[i] = c & SF_FK256_M26;
    }
    c = (c >> 26) + t.n[9];
    m = sf_ct_mask32(c >> 22);
    s[9] = c & SF_FK256_M22;
    for (int i = 0; i < 10; i++)
        r->n[i] = t.n[i] ^ (m & (t.n[i] ^ s[i]));
    SF_VERIFY_CHECK(sf_fk256_check_normalized(r));
}

static inline void sf_fk256_cmov(sf_fk256 *r, const sf_fk256 *a, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 10; i++)
        r->n[i] ^= m & (r->n[i] ^ a->n[i]);
}

static inline void sf_fk256_cswap(sf_fk256 *a, sf_fk256 *b, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 10; i++) {
        uint32_t x = m & (a->n[i] ^ b->n[i]);
        a->n[i] ^= x;
        b->n[i] ^= x;
    }
}

static inline uint32_t sf_fk256_is_zero(const sf_fk256 *a)
{
    sf_fk256 t;
    uint32_t z = 0;
    sf_fk256_normalize(&t, a);
    for (int i = 0; i < 10; i++)
        z |= t.n[i];
    return sf_ct_is_zero32(z);
}

/*
 * Limb i of a + (p & mask) is < m 2^27 + 2^26 <= 31 2^27 + 2^26 < 2^32 (no
 * overflow), so the shifted limb plus the bit 25 brought down from limb
 * i + 1 is < (m + 1) 2^26: magnitude (m + 1) / 2 <= m / 2 + 1 (limb 9 the
 * same with 22). a + (p & mask) is even, and each limb's bit 0 moves to
 * bit 25 of the limb below: no bit is lost.
 */
static inline void sf_fk256_half(sf_fk256 *r, const sf_fk256 *a)
{
    uint32_t m = 0 - (a->n[0] & 1);
    uint32_t t[10];
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 31));
    t[0] = a->n[0] + (SF_FK256_P0 & m);
    t[1] = a->n[1] + (SF_FK256_P1 & m);
    for (int i = 2; i < 9; i++)
        t[i] = a->n[i] + (SF_FK256_PM & m);
    t[9] = a->n[9] + (SF_FK256_P9 & m);
    for (int i = 0; i < 9; i++)
        r->n[i] = (t[i] >> 1) + ((t[i + 1] & 1) << 25);
    r->n[9] = t[9] >> 1;
}

/* After normalize_weak the value is < 2p (see there): 0 mod p iff it is 0
 * or p, limb for limb since both are then in canonical limb form. */
static inline uint32_t sf_fk256_is_zero_vartime(const sf_fk256 *a)
{
    sf_fk256 t;
    uint32_t z = 0, q;
    sf_fk256_normalize_weak(&t, a);
    for (int i = 0; i < 10; i++)
        z |= t.n[i];
    if (z == 0)
        return 1;
    q = (t.n[0] ^ SF_FK256_P0) | (t.n[1] ^ SF_FK256_P1) | (t.n[9] ^ SF_FK256_P9);
    for (int i = 2; i < 9; i++)
        q |= t.n[i] ^ SF_FK256_PM;
    return q == 0;
}

static inline uint32_t sf_fk256_eq(const sf_fk256 *a, const sf_fk256 *b)
{
    sf_fk256 x, y;
    uint32_t z = 0;
    sf_fk256_normalize(&x, a);
    sf_fk256_normalize(&y, b);
    for (int i = 0; i < 10; i++)
        z |= x.n[i] ^ y.n[i];
    return sf_ct_is_zero32(z);
}

static inline uint32_t sf_fk256_is_odd(const sf_fk256 *a)
{
    sf_fk256 t;
    sf_fk256_normalize(&t, a);
    return t.n[0] & 1;
}

/* Bit b of the 256-bit value lives in limb b/26 at position b%26. */
static inline void sf_fk256_encode(uint8_t out[32], const sf_fk256 *a)
{
    sf_fk256 t;
    sf_fk256_normalize(&t, a);
    for (int i = 0; i < 32; i++) {
        /* byte i (big-endian) holds bits 8(31-i) .. 8(31-i)+7 */
        int bit = 8 * (31 - i), limb = bit / 26, off = bit % 26;
        uint32_t v = t.n[limb] >> off;
        if (off > 18 && limb < 9)
            v |= t.n[limb + 1] << (26 - off);
        out[i] = (uint8_t)v;
    }
}

/*
 * The integer v < 2^256 lands in limbs < 2^26 / 2^22: magnitude 1. v < p iff
 * v + K < 2^256 (no carry out of bit 256).
 */
static inline uint32_t sf_fk256_decode(sf_fk256 *r, const uint8_t in[32])
{
    uint32_t c;
    for (int i = 0; i < 10; i++)
        r->n[i] = 0;
    for (int i = 0; i < 32; i++) {
        int bit = 8 * (31 - i), limb = bit / 26, off = bit % 26;
        r->n[limb] |= ((uint32_t)in[i] << off) & SF_FK256_M26;
        if (off > 18 && limb < 9)
            r->n[limb + 1] |= (uint32_t)in[i] >> (26 - off);
    }
    c = (r->n[0] + 977u) >> 26;
    c = (r->n[1] + 64u + c) >> 26;
    for (int i = 2; i < 9; i++)
        c = (r->n[i] + c) >> 26;
    c = (r->n[9] + c) >> 22;
    return c ^ 1;
}

#endif /* SF_FIELD_K256_FK256_32_H */

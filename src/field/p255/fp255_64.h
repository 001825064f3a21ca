/*
 * Fp, p = 2^255 - 19: the 64-bit backend (five 51-bit limbs, radix 2^51,
 * products through `unsigned __int128`).
 *
 * Included only by fp255.h; see there for the contracts and the two bound
 * classes. This file holds the "machine" kernels that depend on the limb
 * layout (products, carries, reduction, encoding), static inline so that the
 * curve layers get them inlined into their hot loops; fp255.h builds the
 * rest of the interface from them once for both backends.
 *
 * Representation
 * --------------
 * An element is v[0] + 2^51 v[1] + 2^102 v[2] + 2^153 v[3] + 2^204 v[4].
 *   tight: every limb < 1.25 * 2^51 = 5 * 2^49   (SF_FP255_TIGHT)
 *   loose: every limb < 3.25 * 2^51 = 13 * 2^49  (SF_FP255_LOOSE)
 * Since 5 * 51 = 255, a partial product a_i b_j with i + j >= 5 lands at
 * 2^255 times column i + j - 5, i.e. 19 times that column: one column
 * product set, 25 products of which 4 operands are pre-multiplied by 19.
 *
 * The two carry chains used everywhere
 * ------------------------------------
 * - sf_fp255_carry_wide_: five 128-bit product columns to a tight element,
 *   by two short sequential chains side by side (0 -> 1 -> 2 -> 3 and
 *   3 -> 4 -> 0 through 19), each finished by one more step.
 * - sf_fp255_carry_: one parallel round on 64-bit limbs, for sums and
 *   differences: limbs < 2^54 carry at most 7 into the next limb
 *   (19 * 7 = 133 into limb 0), so one round lands below 2^51 + 133.
 */
#ifndef SF_FIELD_P255_FP255_64_H
#define SF_FIELD_P255_FP255_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP255_BACKEND_NAME_IMPL "64"

/* __extension__ keeps -Wpedantic quiet about the non-ISO 128-bit type. */
__extension__ typedef unsigned __int128 sf_fp255_u128;

typedef uint64_t sf_fp255_limb;

typedef struct sf_fp255 {
    sf_fp255_limb v[5]; /* radix 2^51, each limb < 1.25 * 2^51 (tight) */
} sf_fp255;

typedef struct sf_fp255_loose {
    sf_fp255_limb v[5]; /* radix 2^51, each limb < 3.25 * 2^51 (loose) */
} sf_fp255_loose;

#define SF_FP255_NLIMBS 5
/* ctl (0 or 1) -> a mask of the limb width, for the selections */
#define SF_FP255_LIMB_MASK(ctl) sf_ct_mask64(ctl)
#define SF_FP255_M51 0x7FFFFFFFFFFFFULL            /* 2^51 - 1 */
#define SF_FP255_TIGHT ((uint64_t)5 << 49)        /* 1.25 * 2^51 */
#define SF_FP255_LOOSE ((uint64_t)13 << 49)       /* 3.25 * 2^51 */
/* 2p = 2^256 - 38 in this radix: limbs 2^52 - 38, then four 2^52 - 2. Each
 * is >= SF_FP255_TIGHT, so a + 2p - b never borrows for tight a, b. */
#define SF_FP255_2P0 0xFFFFFFFFFFFDAULL
#define SF_FP255_2P1 0xFFFFFFFFFFFFEULL

/* Limb i (upper bound, exclusive) of the class `bound`, for VERIFY checks. */
static inline int sf_fp255_within_(const uint64_t v[5], uint64_t bound)
{
    return v[0] < bound && v[1] < bound && v[2] < bound && v[3] < bound &&
           v[4] < bound;
}
#define SF_FP255_VERIFY(a) SF_VERIFY_CHECK(sf_fp255_within_((a)->v, SF_FP255_TIGHT))
#define SF_FP255_VERIFY_LOOSE(a) \
    SF_VERIFY_CHECK(sf_fp255_within_((a)->v, SF_FP255_LOOSE))

/*
 * The limb split of a canonical 256-bit value given as four 64-bit words
 * (bit offsets 0, 51, 102, 153, 204): SF_FP255_CONST for static data, and
 * from_words / decode at run time. Bit 255 is not part of any limb.
 */
#define SF_FP255_CONST(w0, w1, w2, w3)                                        \
    {{(uint64_t)(w0) & SF_FP255_M51,                                          \
      (((uint64_t)(w0) >> 51) | ((uint64_t)(w1) << 13)) & SF_FP255_M51,       \
      (((uint64_t)(w1) >> 38) | ((uint64_t)(w2) << 26)) & SF_FP255_M51,       \
      (((uint64_t)(w2) >> 25) | ((uint64_t)(w3) << 39)) & SF_FP255_M51,       \
      ((uint64_t)(w3) >> 12) & SF_FP255_M51}}

/*
 * One parallel carry round: l_i < 2^54 for every i (a sum or difference of
 * loose-or-tighter values) gives tight limbs. Each carry l_i >> 51 is <= 7,
 * so r_i = (l_i mod 2^51) + carry_{i-1} < 2^51 + 7 and r_0 < 2^51 + 133,
 * both below 1.25 * 2^51. The value changes by a multiple of p only.
 */
static inline void sf_fp255_carry_(sf_fp255 *r, const uint64_t l[5])
{
    uint64_t k0 = l[0] >> 51, k1 = l[1] >> 51, k2 = l[2] >> 51,
             k3 = l[3] >> 51, k4 = l[4] >> 51;
    r->v[0] = (l[0] & SF_FP255_M51) + 19 * k4;
    r->v[1] = (l[1] & SF_FP255_M51) + k0;
    r->v[2] = (l[2] & SF_FP255_M51) + k1;
    r->v[3] = (l[3] & SF_FP255_M51) + k2;
    r->v[4] = (l[4] & SF_FP255_M51) + k3;
    SF_FP255_VERIFY(r);
}

/*
 * The 128-bit columns c_i of a product (or of a * small) to a tight element.
 * Requires c_i < 2^112 and c_4 < 2^108 (the products argue it).
 * Two sequential chains run side by side, 0 -> 1 -> 2 -> 3 and
 * 3 -> 4 -> 0 (through 19), then 0 -> 1 and 3 -> 4 once more:
 *   c_0, c_3 pass their bits from 51 up (< 2^61) to c_1, c_4 (128-bit
 *   adds); then c_1 passes < 2^61.1 to c_2, and c_4 (< 2^108 + 2^61) passes
 *   19 (c_4 >> 51) < 19 * 2^57 < 2^61.3 to limb 0, now a 64-bit word
 *   < 2^51 + 2^61.3; finally c_2 passes < 2^61.1 to limb 3 (< 2^51 + 2^61.1).
 *   The last two steps carry limbs 0 and 3, < 2^61.3, into limbs 1 and 4:
 *   at most 2^10.3 each, so limbs 1 and 4 end < 2^51 + 2^10.3 and the
 *   others < 2^51: tight.
 * Why two chains and not one through all five columns: the latency of a
 * dependent chain of products (inversion, the ladder) is what they shorten
 * (docs/curve25519.md has the measurement).
 */
static inline void sf_fp255_carry_wide_(sf_fp255 *r, sf_fp255_u128 c0,
                                        sf_fp255_u128 c1, sf_fp255_u128 c2,
                                        sf_fp255_u128 c3, sf_fp255_u128 c4)
{
    uint64_t l0, l1, l2, l3, l4;
    c1 += (uint64_t)(c0 >> 51);
    l0 = (uint64_t)c0 & SF_FP255_M51;
    c4 += (uint64_t)(c3 >> 51);
    l3 = (uint64_t)c3 & SF_FP255_M51;
    c2 += (uint64_t)(c1 >> 51);
    l1 = (uint64_t)c1 & SF_FP255_M51;
    l0 += 19 * (uint64_t)(c4 >> 51);
    l4 = (uint64_t)c4 & SF_FP255_M51;
    l3 += (uint64_t)(c2 >> 51);
    l2 = (uint64_t)c2 & SF_FP255_M51;
    l1 += l0 >> 51;
    l0 &= SF_FP255_M51;
    l4 += l3 >> 51;
    l3 &= SF_FP255_M51;
    r->v[0] = l0;
    r->v[1] = l1;
    r->v[2] = l2;
    r->v[3] = l3;
    r->v[4] = l4;
    SF_FP255_VERIFY(r);
}

#define SF_FP255_MUL128(x, y) ((sf_fp255_u128)(x) * (y))

/*
 * r = a * b mod p for limbs a_i, b_j < 3.25 * 2^51 (loose or tight).
 * Column k collects a_i b_j for i + j = k and 19 a_i b_j for i + j = k + 5.
 * Terms: a_i b_j < 10.6 * 2^102 and a_i (19 b_j) < 201 * 2^102 (19 b_j <
 * 2^56: one 64-bit operand), so column 0 (one plain and four 19-terms, the
 * largest) is < 2^111.7 and column 4 (five plain terms) < 2^107.8: within
 * sf_fp255_carry_wide_'s bounds. For tight inputs the bounds shrink by
 * (3.25 / 1.25)^2.
 */
static inline void sf_fp255_mul_(sf_fp255 *r, const uint64_t a[5], const uint64_t b[5])
{
    uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint64_t b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3], b4 = b[4];
    uint64_t b1_19 = 19 * b1, b2_19 = 19 * b2, b3_19 = 19 * b3, b4_19 = 19 * b4;
    sf_fp255_u128 c0 = SF_FP255_MUL128(a0, b0) + SF_FP255_MUL128(a1, b4_19) +
                       SF_FP255_MUL128(a2, b3_19) + SF_FP255_MUL128(a3, b2_19) +
                       SF_FP255_MUL128(a4, b1_19);
    sf_fp255_u128 c1 = SF_FP255_MUL128(a0, b1) + SF_FP255_MUL128(a1, b0) +
                       SF_FP255_MUL128(a2, b4_19) + SF_FP255_MUL128(a3, b3_19) +
                       SF_FP255_MUL128(a4, b2_19);
    sf_fp255_u128 c2 = SF_FP255_MUL128(a0, b2) + SF_FP255_MUL128(a1, b1) +
                       SF_FP255_MUL128(a2, b0) + SF_FP255_MUL128(a3, b4_19) +
                       SF_FP255_MUL128(a4, b3_19);
    sf_fp255_u128 c3 = SF_FP255_MUL128(a0, b3) + SF_FP255_MUL128(a1, b2) +
                       SF_FP255_MUL128(a2, b1) + SF_FP255_MUL128(a3, b0) +
                       SF_FP255_MUL128(a4, b4_19);
    sf_fp255_u128 c4 = SF_FP255_MUL128(a0, b4) + SF_FP255_MUL128(a1, b3) +
                       SF_FP255_MUL128(a2, b2) + SF_FP255_MUL128(a3, b1) +
                       SF_FP255_MUL128(a4, b0);
    sf_fp255_carry_wide_(r, c0, c1, c2, c3, c4);
}

/*
 * r = a^2 mod p for limbs < 3.25 * 2^51: the 15 distinct products, the
 * symmetric ones doubled (2 a_i < 2^53.7) and the wrapped ones times 19 or
 * 38 (38 a_j < 2^57: still one 64-bit operand). Each column sums the same
 * terms as in mul, so the same bounds hold.
 */
static inline void sf_fp255_sqr_(sf_fp255 *r, const uint64_t a[5])
{
    uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint64_t d0 = 2 * a0, d1 = 2 * a1;
    uint64_t a3_19 = 19 * a3, a4_19 = 19 * a4, a3_38 = 38 * a3, a4_38 = 38 * a4;
    sf_fp255_u128 c0 = SF_FP255_MUL128(a0, a0) + SF_FP255_MUL128(a1, a4_38) +
                       SF_FP255_MUL128(a2, a3_38);
    sf_fp255_u128 c1 = SF_FP255_MUL128(d0, a1) + SF_FP255_MUL128(a2, a4_38) +
                       SF_FP255_MUL128(a3, a3_19);
    sf_fp255_u128 c2 = SF_FP255_MUL128(d0, a2) + SF_FP255_MUL128(a1, a1) +
                       SF_FP255_MUL128(a3, a4_38);
    sf_fp255_u128 c3 = SF_FP255_MUL128(d0, a3) + SF_FP255_MUL128(d1, a2) +
                       SF_FP255_MUL128(a4, a4_19);
    sf_fp255_u128 c4 = SF_FP255_MUL128(d0, a4) + SF_FP255_MUL128(d1, a3) +
                       SF_FP255_MUL128(a2, a2);
    sf_fp255_carry_wide_(r, c0, c1, c2, c3, c4);
}

static inline void sf_fp255_set_u32(sf_fp255 *r, uint32_t a)
{
    r->v[0] = a;
    for (int i = 1; i < 5; i++)
        r->v[i] = 0;
}

/*
 * r = a * c: columns a_i c < 1.25 * 2^51 * 2^32 < 2^84, well inside
 * sf_fp255_carry_wide_'s bounds (which a single round would almost meet
 * here, but the shared chain keeps one argued path).
 */
static inline void sf_fp255_mul_small(sf_fp255 *r, const sf_fp255 *a, uint32_t c)
{
    SF_FP255_VERIFY(a);
    sf_fp255_carry_wide_(r, SF_FP255_MUL128(a->v[0], c), SF_FP255_MUL128(a->v[1], c),
                         SF_FP255_MUL128(a->v[2], c), SF_FP255_MUL128(a->v[3], c),
                         SF_FP255_MUL128(a->v[4], c));
}

/* a + 2p - b: limbs in (0, 1.25 * 2^51 + 2^52) = (0, 3.25 * 2^51), no
 * borrow (see SF_FP255_2P0): loose. */
static inline void sf_fp255_sub_loose(sf_fp255_loose *r, const sf_fp255 *a, const sf_fp255 *b)
{
    SF_FP255_VERIFY(a);
    SF_FP255_VERIFY(b);
    r->v[0] = a->v[0] + SF_FP255_2P0 - b->v[0];
    for (int i = 1; i < 5; i++)
        r->v[i] = a->v[i] + SF_FP255_2P1 - b->v[i];
}

/* ---- full reduction and encoding ----------------------------------------- */

/*
 * Full reduction into [0, p) with limbs < 2^51.
 * Pass 1 (a sequential carry, 2^255 folded as 19) leaves limbs 1..4 < 2^51
 * and limb 0 < 2^51 + 19: a tight limb is < 2^52, so each carry is 0 or 1
 * and the fold adds at most 19. The value v is then < 2^255 + 19 < 2p.
 * Then v >= p iff v + 19 >= 2^255: q = (v + 19) >> 255 by a carry-only
 * chain, and the result is v + 19 q - 2^255 q = v - q p, carried without
 * a fold and cut to 255 bits.
 */
static inline void sf_fp255_canon(sf_fp255 *r, const sf_fp255 *a)
{
    SF_FP255_VERIFY(a);
    uint64_t l0 = a->v[0], l1 = a->v[1], l2 = a->v[2], l3 = a->v[3],
             l4 = a->v[4], q;
    l1 += l0 >> 51;
    l0 &= SF_FP255_M51;
    l2 += l1 >> 51;
    l1 &= SF_FP255_M51;
    l3 += l2 >> 51;
    l2 &= SF_FP255_M51;
    l4 += l3 >> 51;
    l3 &= SF_FP255_M51;
    l0 += 19 * (l4 >> 51);
    l4 &= SF_FP255_M51;

    q = (l0 + 19) >> 51;
    q = (l1 + q) >> 51;
    q = (l2 + q) >> 51;
    q = (l3 + q) >> 51;
    q = (l4 + q) >> 51;

    l0 += 19 * q;
    l1 += l0 >> 51;
    l0 &= SF_FP255_M51;
    l2 += l1 >> 51;
    l1 &= SF_FP255_M51;
    l3 += l2 >> 51;
    l2 &= SF_FP255_M51;
    l4 += l3 >> 51;
    l3 &= SF_FP255_M51;
    l4 &= SF_FP255_M51;
    r->v[0] = l0;
    r->v[1] = l1;
    r->v[2] = l2;
    r->v[3] = l3;
    r->v[4] = l4;
}

/* Canonical limbs: 51 bits each, 255 in all, packed into four words. */
static inline void sf_fp255_encode(uint8_t out[32], const sf_fp255 *a)
{
    sf_fp255 c;
    sf_fp255_canon(&c, a);
    sf_store64_le(out, c.v[0] | (c.v[1] << 51));
    sf_store64_le(out + 8, (c.v[1] >> 13) | (c.v[2] << 38));
    sf_store64_le(out + 16, (c.v[2] >> 26) | (c.v[3] << 25));
    sf_store64_le(out + 24, (c.v[3] >> 39) | (c.v[4] << 12));
}

/*
 * The 255 low bits split into limbs < 2^51 (an exact, tight representative
 * of themselves); bit 255 (2^255 = 19 mod p) enters limb 0 as 19 when
 * `fold` is set, giving limb 0 < 2^51 + 19. Returns 1 if the 255 low bits
 * are < p, by the carry-only chain of canon: x >= p iff x + 19 >= 2^255.
 */
static inline uint32_t sf_fp255_load_(sf_fp255 *r, const uint8_t in[32], uint32_t fold)
{
    uint64_t w3 = sf_load64_le(in + 24);
    sf_fp255 t = SF_FP255_CONST(sf_load64_le(in), sf_load64_le(in + 8),
                                sf_load64_le(in + 16), w3);
    uint64_t q;
    q = (t.v[0] + 19) >> 51;
    q = (t.v[1] + q) >> 51;
    q = (t.v[2] + q) >> 51;
    q = (t.v[3] + q) >> 51;
    q = (t.v[4] + q) >> 51;
    t.v[0] += 19 * ((w3 >> 63) & fold);
    *r = t;
    SF_FP255_VERIFY(r);
    return (uint32_t)(q ^ 1);
}

#endif /* SF_FIELD_P255_FP255_64_H */

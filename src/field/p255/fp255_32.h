/*
 * Fp, p = 2^255 - 19: the portable backend. No 128-bit type: only
 * uint32_t x uint32_t -> uint64_t products, which every C11 compiler has and
 * every 32-bit CPU does in one instruction (or a short library call).
 *
 * Included only by fp255.h; see there for the contracts and the two bound
 * classes. This file holds the "machine" kernels that depend on the limb
 * layout (products, carries, reduction, encoding); fp255.h builds the rest
 * of the interface from them once for both backends.
 *
 * Representation: ten limbs, radix 2^25.5
 * ---------------------------------------
 * Limb i has weight 2^e_i, e = 0, 26, 51, 77, 102, 128, 153, 179, 204, 230,
 * and nominal width w_i = 26 for even i, 25 for odd i (255 bits in all).
 *   tight: v[i] < 1.25 * 2^w_i   (5 * 2^24 even, 5 * 2^23 odd)
 *   loose: v[i] < 3.25 * 2^w_i   (13 * 2^24 even, 13 * 2^23 odd)
 * Why the mixed radix: 2^255 = 19 (mod p) must fall on a limb boundary, and
 * 255 = 10 * 25.5. The price is that e_i + e_j exceeds e_{i+j} by one when
 * i and j are both odd, so those partial products are doubled; a product
 * column k collects a_i b_j (i + j = k), 19 a_i b_j (i + j = k + 10) and
 * those doublings. Why not fewer, wider limbs: a 64-bit column must absorb
 * ten 32x32-bit products times 38 without overflow, and 26-bit limbs are
 * what leaves the room (the bounds are argued at the products).
 *
 * Carries: sums and differences take one parallel round (sf_fp255_carry_),
 * products an interleaved pair of sequential chains over 64-bit columns
 * (sf_fp255_carry_wide_); the bounds are argued at each.
 */
#ifndef SF_FIELD_P255_FP255_32_H
#define SF_FIELD_P255_FP255_32_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP255_BACKEND_NAME_IMPL "portable"

typedef uint32_t sf_fp255_limb;

typedef struct sf_fp255 {
    sf_fp255_limb v[10]; /* radix 2^25.5, each limb < 1.25 * 2^w_i (tight) */
} sf_fp255;

typedef struct sf_fp255_loose {
    sf_fp255_limb v[10]; /* radix 2^25.5, each limb < 3.25 * 2^w_i (loose) */
} sf_fp255_loose;

#define SF_FP255_NLIMBS 10
/* ctl (0 or 1) -> a mask of the limb width, for the selections */
#define SF_FP255_LIMB_MASK(ctl) sf_ct_mask32(ctl)
#define SF_FP255_M26 0x3FFFFFFu
#define SF_FP255_M25 0x1FFFFFFu
#define SF_FP255_TIGHT (5u << 24) /* even limbs; odd ones: half of it */
#define SF_FP255_LOOSE (13u << 24)
/* 2p = 2^256 - 38 in this radix: limb 0 is 2^27 - 38, the other even limbs
 * 2^27 - 2, the odd ones 2^26 - 2; each is >= the tight bound of its limb,
 * so a + 2p - b never borrows for tight a, b. */
#define SF_FP255_2P0 0x7FFFFDAu
#define SF_FP255_2PE 0x7FFFFFEu
#define SF_FP255_2PO 0x3FFFFFEu

/* Every even limb < bound and every odd one < bound / 2 (VERIFY checks). */
static inline int sf_fp255_within_(const uint32_t v[10], uint32_t bound)
{
    int ok = 1;
    for (int i = 0; i < 10; i += 2)
        ok &= (v[i] < bound) & (v[i + 1] < bound / 2);
    return ok;
}
#define SF_FP255_VERIFY(a) SF_VERIFY_CHECK(sf_fp255_within_((a)->v, SF_FP255_TIGHT))
#define SF_FP255_VERIFY_LOOSE(a) \
    SF_VERIFY_CHECK(sf_fp255_within_((a)->v, SF_FP255_LOOSE))

/*
 * The limb split of a canonical 256-bit value given as four 64-bit words
 * (the offsets e_i above); see fp255.h. Bit 255 is not part of any limb.
 */
#define SF_FP255_CONST(w0, w1, w2, w3)                                         \
    {{(uint32_t)((uint64_t)(w0) & SF_FP255_M26),                               \
      (uint32_t)(((uint64_t)(w0) >> 26) & SF_FP255_M25),                       \
      (uint32_t)((((uint64_t)(w0) >> 51) | ((uint64_t)(w1) << 13)) & SF_FP255_M26), \
      (uint32_t)(((uint64_t)(w1) >> 13) & SF_FP255_M25),                       \
      (uint32_t)(((uint64_t)(w1) >> 38) & SF_FP255_M26),                       \
      (uint32_t)((uint64_t)(w2) & SF_FP255_M25),                               \
      (uint32_t)(((uint64_t)(w2) >> 25) & SF_FP255_M26),                       \
      (uint32_t)((((uint64_t)(w2) >> 51) | ((uint64_t)(w3) << 13)) & SF_FP255_M25), \
      (uint32_t)(((uint64_t)(w3) >> 12) & SF_FP255_M26),                       \
      (uint32_t)(((uint64_t)(w3) >> 38) & SF_FP255_M25)}}

/*
 * One parallel carry round on 32-bit limbs l_i < 4 * 2^w_i (sums and
 * differences of tight values are < 3.25 * 2^w_i): each carry l_i >> w_i is
 * <= 3, so r_i = (l_i mod 2^w_i) + carry_{i-1} < 2^w_i + 3 and limb 0, which
 * takes 19 times the top carry, < 2^26 + 57: tight.
 */
static inline void sf_fp255_carry_(sf_fp255 *r, const uint32_t l[10])
{
    uint32_t k[10];
    for (int i = 0; i < 10; i += 2) {
        k[i] = l[i] >> 26;
        k[i + 1] = l[i + 1] >> 25;
    }
    r->v[0] = (l[0] & SF_FP255_M26) + 19 * k[9];
    for (int i = 1; i < 10; i += 2) {
        r->v[i] = (l[i] & SF_FP255_M25) + k[i - 1];
        if (i + 1 < 10)
            r->v[i + 1] = (l[i + 1] & SF_FP255_M26) + k[i];
    }
    SF_FP255_VERIFY(r);
}

/*
 * The 64-bit columns c_i of a product (or of a * small) to a tight element.
 * Requires every c_i < 2^63 (the products argue it). Two sequential chains
 * run side by side, 0 -> 5 and 5 -> 0 (through 19 at the top), then each
 * takes one more step:
 *   steps 1-4: c_i keeps w_i bits and passes the rest to c_{i+1}; every
 *     column stays < 2^63 + 2^38 < 2^64;
 *   step 5: c_4's carry (< 2^38) lands on c_5, already cut to 25 bits, and
 *     19 times c_9's carry (19 * 2^38 < 2^43) on c_0, cut to 26 bits;
 *   step 6: c_5 and c_0 pass on their excess once more, which adds at
 *     most 2^13 to c_6 and at most 2^17 to c_1.
 * So limbs 1 and 6 end < 2^w + 2^17 < 1.25 * 2^w and every other limb
 * < 2^w_i: tight.
 */
static inline void sf_fp255_carry_wide_(sf_fp255 *r, uint64_t c[10])
{
    c[1] += c[0] >> 26;
    c[0] &= SF_FP255_M26;
    c[6] += c[5] >> 25;
    c[5] &= SF_FP255_M25;
    c[2] += c[1] >> 25;
    c[1] &= SF_FP255_M25;
    c[7] += c[6] >> 26;
    c[6] &= SF_FP255_M26;
    c[3] += c[2] >> 26;
    c[2] &= SF_FP255_M26;
    c[8] += c[7] >> 25;
    c[7] &= SF_FP255_M25;
    c[4] += c[3] >> 25;
    c[3] &= SF_FP255_M25;
    c[9] += c[8] >> 26;
    c[8] &= SF_FP255_M26;
    c[5] += c[4] >> 26;
    c[4] &= SF_FP255_M26;
    c[0] += 19 * (c[9] >> 25);
    c[9] &= SF_FP255_M25;
    c[6] += c[5] >> 25;
    c[5] &= SF_FP255_M25;
    c[1] += c[0] >> 26;
    c[0] &= SF_FP255_M26;
    for (int i = 0; i < 10; i++)
        r->v[i] = (uint32_t)c[i];
    SF_FP255_VERIFY(r);
}

#define SF_FP255_MUL64(x, y) ((uint64_t)(x) * (uint64_t)(y))

/*
 * r = a * b mod p for limbs below the loose bounds (loose or tight).
 * Operands: b19_j = 19 b_j < 19 * 13 * 2^24 < 2^32 and, for odd i,
 * a2_i = 2 a_i < 13 * 2^24: every factor is a uint32_t. Column 0 (one plain
 * term and nine 19-terms, five of them doubled) is the largest: with loose
 * limbs it is < 2^62.4, every other column below that, and with tight limbs
 * < 2^59.7. Within sf_fp255_carry_wide_'s 2^63.
 */
static inline void sf_fp255_mul_(sf_fp255 *r, const uint32_t a[10], const uint32_t b[10])
{
    uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint32_t a5 = a[5], a6 = a[6], a7 = a[7], a8 = a[8], a9 = a[9];
    uint32_t a2_1 = 2 * a1, a2_3 = 2 * a3, a2_5 = 2 * a5, a2_7 = 2 * a7, a2_9 = 2 * a9;
    uint32_t b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3], b4 = b[4];
    uint32_t b5 = b[5], b6 = b[6], b7 = b[7], b8 = b[8], b9 = b[9];
    uint32_t b19_1 = 19 * b1, b19_2 = 19 * b2, b19_3 = 19 * b3, b19_4 = 19 * b4;
    uint32_t b19_5 = 19 * b5, b19_6 = 19 * b6, b19_7 = 19 * b7, b19_8 = 19 * b8;
    uint32_t b19_9 = 19 * b9;
    uint64_t c[10];
    c[0] = SF_FP255_MUL64(a0, b0) + SF_FP255_MUL64(a2_1, b19_9) +
           SF_FP255_MUL64(a2, b19_8) + SF_FP255_MUL64(a2_3, b19_7) +
           SF_FP255_MUL64(a4, b19_6) + SF_FP255_MUL64(a2_5, b19_5) +
           SF_FP255_MUL64(a6, b19_4) + SF_FP255_MUL64(a2_7, b19_3) +
           SF_FP255_MUL64(a8, b19_2) + SF_FP255_MUL64(a2_9, b19_1);
    c[1] = SF_FP255_MUL64(a0, b1) + SF_FP255_MUL64(a1, b0) +
           SF_FP255_MUL64(a2, b19_9) + SF_FP255_MUL64(a3, b19_8) +
           SF_FP255_MUL64(a4, b19_7) + SF_FP255_MUL64(a5, b19_6) +
           SF_FP255_MUL64(a6, b19_5) + SF_FP255_MUL64(a7, b19_4) +
           SF_FP255_MUL64(a8, b19_3) + SF_FP255_MUL64(a9, b19_2);
    c[2] = SF_FP255_MUL64(a0, b2) + SF_FP255_MUL64(a2_1, b1) +
           SF_FP255_MUL64(a2, b0) + SF_FP255_MUL64(a2_3, b19_9) +
           SF_FP255_MUL64(a4, b19_8) + SF_FP255_MUL64(a2_5, b19_7) +
           SF_FP255_MUL64(a6, b19_6) + SF_FP255_MUL64(a2_7, b19_5) +
           SF_FP255_MUL64(a8, b19_4) + SF_FP255_MUL64(a2_9, b19_3);
    c[3] = SF_FP255_MUL64(a0, b3) + SF_FP255_MUL64(a1, b2) +
           SF_FP255_MUL64(a2, b1) + SF_FP255_MUL64(a3, b0) +
           SF_FP255_MUL64(a4, b19_9) + SF_FP255_MUL64(a5, b19_8) +
           SF_FP255_MUL64(a6, b19_7) + SF_FP255_MUL64(a7, b19_6) +
           SF_FP255_MUL64(a8, b19_5) + SF_FP255_MUL64(a9, b19_4);
    c[4] = SF_FP255_MUL64(a0, b4) + SF_FP255_MUL64(a2_1, b3) +
           SF_FP255_MUL64(a2, b2) + SF_FP255_MUL64(a2_3, b1) +
           SF_FP255_MUL64(a4, b0) + SF_FP255_MUL64(a2_5, b19_9) +
           SF_FP255_MUL64(a6, b19_8) + SF_FP255_MUL64(a2_7, b19_7) +
           SF_FP255_MUL64(a8, b19_6) + SF_FP255_MUL64(a2_9, b19_5);
    c[5] = SF_FP255_MUL64(a0, b5) + SF_FP255_MUL64(a1, b4) +
           SF_FP255_MUL64(a2, b3) + SF_FP255_MUL64(a3, b2) +
           SF_FP255_MUL64(a4, b1) + SF_FP255_MUL64(a5, b0) +
           SF_FP255_MUL64(a6, b19_9) + SF_FP255_MUL64(a7, b19_8) +
           SF_FP255_MUL64(a8, b19_7) + SF_FP255_MUL64(a9, b19_6);
    c[6] = SF_FP255_MUL64(a0, b6) + SF_FP255_MUL64(a2_1, b5) +
           SF_FP255_MUL64(a2, b4) + SF_FP255_MUL64(a2_3, b3) +
           SF_FP255_MUL64(a4, b2) + SF_FP255_MUL64(a2_5, b1) +
           SF_FP255_MUL64(a6, b0) + SF_FP255_MUL64(a2_7, b19_9) +
           SF_FP255_MUL64(a8, b19_8) + SF_FP255_MUL64(a2_9, b19_7);
    c[7] = SF_FP255_MUL64(a0, b7) + SF_FP255_MUL64(a1, b6) +
           SF_FP255_MUL64(a2, b5) + SF_FP255_MUL64(a3, b4) +
           SF_FP255_MUL64(a4, b3) + SF_FP255_MUL64(a5, b2) +
           SF_FP255_MUL64(a6, b1) + SF_FP255_MUL64(a7, b0) +
           SF_FP255_MUL64(a8, b19_9) + SF_FP255_MUL64(a9, b19_8);
    c[8] = SF_FP255_MUL64(a0, b8) + SF_FP255_MUL64(a2_1, b7) +
           SF_FP255_MUL64(a2, b6) + SF_FP255_MUL64(a2_3, b5) +
           SF_FP255_MUL64(a4, b4) + SF_FP255_MUL64(a2_5, b3) +
           SF_FP255_MUL64(a6, b2) + SF_FP255_MUL64(a2_7, b1) +
           SF_FP255_MUL64(a8, b0) + SF_FP255_MUL64(a2_9, b19_9);
    c[9] = SF_FP255_MUL64(a0, b9) + SF_FP255_MUL64(a1, b8) +
           SF_FP255_MUL64(a2, b7) + SF_FP255_MUL64(a3, b6) +
           SF_FP255_MUL64(a4, b5) + SF_FP255_MUL64(a5, b4) +
           SF_FP255_MUL64(a6, b3) + SF_FP255_MUL64(a7, b2) +
           SF_FP255_MUL64(a8, b1) + SF_FP255_MUL64(a9, b0);
    sf_fp255_carry_wide_(r, c);
}

/*
 * r = a^2 mod p: the 55 distinct products. Coefficients 2 (i < j), another
 * 2 when i and j are both odd, 19 when i + j >= 10, spread over uint32_t
 * factors: d_i = 2 a_i < 2^28.7, a19_j = 19 a_j and (odd j only)
 * a38_j = 38 a_j, all < 2^32 for loose limbs. Each column sums the same
 * terms as mul's, so the same bounds (< 2^62.4) hold.
 */
static inline void sf_fp255_sqr_(sf_fp255 *r, const uint32_t a[10])
{
    uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint32_t a5 = a[5], a6 = a[6], a7 = a[7], a8 = a[8], a9 = a[9];
    uint32_t d0 = 2 * a0, d1 = 2 * a1, d2 = 2 * a2, d3 = 2 * a3, d4 = 2 * a4;
    uint32_t d5 = 2 * a5, d6 = 2 * a6, d7 = 2 * a7, d8 = 2 * a8;
    uint32_t a19_6 = 19 * a6, a19_7 = 19 * a7, a19_8 = 19 * a8, a19_9 = 19 * a9;
    uint32_t a38_5 = 38 * a5, a38_7 = 38 * a7, a38_9 = 38 * a9;
    uint64_t c[10];
    c[0] = SF_FP255_MUL64(a0, a0) + SF_FP255_MUL64(d1, a38_9) +
           SF_FP255_MUL64(d2, a19_8) + SF_FP255_MUL64(d3, a38_7) +
           SF_FP255_MUL64(d4, a19_6) + SF_FP255_MUL64(a5, a38_5);
    c[1] = SF_FP255_MUL64(d0, a1) + SF_FP255_MUL64(d2, a19_9) +
           SF_FP255_MUL64(d3, a19_8) + SF_FP255_MUL64(d4, a19_7) +
           SF_FP255_MUL64(d5, a19_6);
    c[2] = SF_FP255_MUL64(d0, a2) + SF_FP255_MUL64(a1, d1) +
           SF_FP255_MUL64(d3, a38_9) + SF_FP255_MUL64(d4, a19_8) +
           SF_FP255_MUL64(d5, a38_7) + SF_FP255_MUL64(a6, a19_6);
    c[3] = SF_FP255_MUL64(d0, a3) + SF_FP255_MUL64(d1, a2) +
           SF_FP255_MUL64(d4, a19_9) + SF_FP255_MUL64(d5, a19_8) +
           SF_FP255_MUL64(d6, a19_7);
    c[4] = SF_FP255_MUL64(d0, a4) + SF_FP255_MUL64(d1, d3) +
           SF_FP255_MUL64(a2, a2) + SF_FP255_MUL64(d5, a38_9) +
           SF_FP255_MUL64(d6, a19_8) + SF_FP255_MUL64(a7, a38_7);
    c[5] = SF_FP255_MUL64(d0, a5) + SF_FP255_MUL64(d1, a4) +
           SF_FP255_MUL64(d2, a3) + SF_FP255_MUL64(d6, a19_9) +
           SF_FP255_MUL64(d7, a19_8);
    c[6] = SF_FP255_MUL64(d0, a6) + SF_FP255_MUL64(d1, d5) +
           SF_FP255_MUL64(d2, a4) + SF_FP255_MUL64(a3, d3) +
           SF_FP255_MUL64(d7, a38_9) + SF_FP255_MUL64(a8, a19_8);
    c[7] = SF_FP255_MUL64(d0, a7) + SF_FP255_MUL64(d1, a6) +
           SF_FP255_MUL64(d2, a5) + SF_FP255_MUL64(d3, a4) +
           SF_FP255_MUL64(d8, a19_9);
    c[8] = SF_FP255_MUL64(d0, a8) + SF_FP255_MUL64(d1, d7) +
           SF_FP255_MUL64(d2, a6) + SF_FP255_MUL64(d3, d5) +
           SF_FP255_MUL64(a4, a4) + SF_FP255_MUL64(a9, a38_9);
    c[9] = SF_FP255_MUL64(d0, a9) + SF_FP255_MUL64(d1, a8) +
           SF_FP255_MUL64(d2, a7) + SF_FP255_MUL64(d3, a6) +
           SF_FP255_MUL64(d4, a5);
    sf_fp255_carry_wide_(r, c);
}

/* a < 2^32 split so that limb 0 keeps 26 bits and limb 1 the other 6. */
static inline void sf_fp255_set_u32(sf_fp255 *r, uint32_t a)
{
    r->v[0] = a & SF_FP255_M26;
    r->v[1] = a >> 26;
    for (int i = 2; i < 10; i++)
        r->v[i] = 0;
}

/* a + 2p - b: limbs in (0, 1.25 * 2^w_i + 2^(w_i + 1)) = (0, 3.25 * 2^w_i),
 * no borrow (see SF_FP255_2P0): loose. */
static inline void sf_fp255_sub_loose(sf_fp255_loose *r, const sf_fp255 *a, const sf_fp255 *b)
{
    SF_FP255_VERIFY(a);
    SF_FP255_VERIFY(b);
    r->v[0] = a->v[0] + SF_FP255_2P0 - b->v[0];
    r->v[1] = a->v[1] + SF_FP255_2PO - b->v[1];
    for (int i = 2; i < 10; i += 2) {
        r->v[i] = a->v[i] + SF_FP255_2PE - b->v[i];
        r->v[i + 1] = a->v[i + 1] + SF_FP255_2PO - b->v[i + 1];
    }
}

/* a_i c < 1.25 * 2^26 * 2^32 < 2^58.4: within sf_fp255_carry_wide_'s 2^63. */
static inline void sf_fp255_mul_small(sf_fp255 *r, const sf_fp255 *a, uint32_t c)
{
    uint64_t col[10];
    SF_FP255_VERIFY(a);
    for (int i = 0; i < 10; i++)
        col[i] = SF_FP255_MUL64(a->v[i], c);
    sf_fp255_carry_wide_(r, col);
}

/* ---- full reduction and encoding ----------------------------------------- */

/*
 * Full reduction into [0, p), limbs < 2^w_i.
 * Pass 1 (a sequential carry, 2^255 folded as 19) leaves limbs 1..9 < 2^w_i
 * and limb 0 < 2^26 + 19: a tight limb is < 2^(w_i + 1), so each carry is
 * 0 or 1. The value v is then < 2^255 + 19 < 2p, and v >= p iff
 * v + 19 >= 2^255: q = (v + 19) >> 255 by a carry-only chain; the result
 * v - q p = v + 19 q - 2^255 q is carried without a fold, cut to 255 bits.
 */
static inline void sf_fp255_canon(sf_fp255 *r, const sf_fp255 *a)
{
    uint32_t l[10], q;
    SF_FP255_VERIFY(a);
    for (int i = 0; i < 10; i++)
        l[i] = a->v[i];
    for (int i = 0; i < 9; i += 2) {
        l[i + 1] += l[i] >> 26;
        l[i] &= SF_FP255_M26;
        if (i + 2 < 10) {
            l[i + 2] += l[i + 1] >> 25;
            l[i + 1] &= SF_FP255_M25;
        }
    }
    l[0] += 19 * (l[9] >> 25);
    l[9] &= SF_FP255_M25;

    q = (l[0] + 19) >> 26;
    for (int i = 1; i < 10; i += 2) {
        q = (l[i] + q) >> 25;
        if (i + 1 < 10)
            q = (l[i + 1] + q) >> 26;
    }

    l[0] += 19 * q;
    for (int i = 0; i < 9; i += 2) {
        l[i + 1] += l[i] >> 26;
        l[i] &= SF_FP255_M26;
        if (i + 2 < 10) {
            l[i + 2] += l[i + 1] >> 25;
            l[i + 1] &= SF_FP255_M25;
        }
    }
    l[9] &= SF_FP255_M25;
    for (int i = 0; i < 10; i++)
        r->v[i] = l[i];
}

/* Canonical limbs (w_i bits each, 255 in all) packed into four words. */
static inline void sf_fp255_encode(uint8_t out[32], const sf_fp255 *a)
{
    sf_fp255 c;
    uint64_t l[10];
    sf_fp255_canon(&c, a);
    for (int i = 0; i < 10; i++)
        l[i] = c.v[i];
    sf_store64_le(out, l[0] | (l[1] << 26) | (l[2] << 51));
    sf_store64_le(out + 8, (l[2] >> 13) | (l[3] << 13) | (l[4] << 38));
    sf_store64_le(out + 16, l[5] | (l[6] << 25) | (l[7] << 51));
    sf_store64_le(out + 24, (l[7] >> 13) | (l[8] << 12) | (l[9] << 38));
}

/*
 * The 255 low bits split into limbs < 2^w_i (an exact, tight representative
 * of themselves); bit 255 (2^255 = 19 mod p) enters limb 0 as 19 when
 * `fold` is set, giving limb 0 < 2^26 + 19. Returns 1 if the 255 low bits
 * are < p, by the carry-only chain of canon: x >= p iff x + 19 >= 2^255.
 */
static inline uint32_t sf_fp255_load_(sf_fp255 *r, const uint8_t in[32], uint32_t fold)
{
    uint64_t w3 = sf_load64_le(in + 24);
    sf_fp255 t = SF_FP255_CONST(sf_load64_le(in), sf_load64_le(in + 8),
                                sf_load64_le(in + 16), w3);
    uint32_t q = (t.v[0] + 19) >> 26;
    for (int i = 1; i < 10; i += 2) {
        q = (t.v[i] + q) >> 25;
        if (i + 1 < 10)
            q = (t.v[i + 1] + q) >> 26;
    }
    t.v[0] += 19 * ((uint32_t)(w3 >> 63) & fold);
    *r = t;
    SF_FP255_VERIFY(r);
    return q ^ 1;
}

#endif /* SF_FIELD_P255_FP255_32_H */

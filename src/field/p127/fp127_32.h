/*
 * Fp, p = 2^127 - 1: the portable backend. No 128-bit type: only
 * uint32_t x uint32_t -> uint64_t products, which every C11 compiler has and
 * every 32-bit CPU does in one instruction (or a short library call).
 *
 * Included only by fp.h; see there for the contracts.
 *
 * Radix choice: five unsaturated 26-bit limbs (radix 2^26, 130 bits)
 * -----------------------------------------------------------------
 * An element is v[0] + 2^26 v[1] + 2^52 v[2] + 2^78 v[3] + 2^104 v[4].
 * Because 5 * 26 = 130 and 2^130 = 2^3 * 2^127 = 8 (mod p), a partial
 * product a_i b_j with i + j >= 5 wraps round to column i + j - 5 times 8,
 * exactly like 19 for 2^255 - 19, and all columns land on limb boundaries
 * (a mixed 26/25-bit radix for exactly 127 bits would need extra doublings).
 * Compared with four saturated 32-bit limbs (16 products but a three-word
 * carry-save accumulator after every product), the 25 products here
 * accumulate in plain uint64_t with no carries until one chain at the end,
 * which is what compilers schedule best on 32-bit targets; the 6 spare bits
 * per limb also make add/sub single short carry chains.
 *
 * Bound class: "tight" means every limb < 2^27 (one bit of headroom over
 * the radix). Every function takes tight inputs and returns tight outputs;
 * SF_VERIFY builds check it. Tight values are not canonical (the value can
 * be up to about 2^131); canon/encode/is_zero/eq/is_odd fully reduce.
 *
 * The carry chain shared by all operations: each column c_i keeps its low
 * 26 bits and passes c_i >> 26 up; what leaves the top column (weight 2^130)
 * re-enters column 0 times 8. The bounds are argued where it is used.
 */
#ifndef SF_FIELD_P127_FP127_32_H
#define SF_FIELD_P127_FP127_32_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP127_BACKEND_NAME_IMPL "portable"

typedef struct sf_fp127 {
    uint32_t v[5]; /* radix 2^26, each limb < 2^27 (tight) */
} sf_fp127;

#define SF_FP127_M26 0x3FFFFFFu
#define SF_FP127_M23 0x7FFFFFu

#define SF_FP127_VERIFY(a)                                                    \
    SF_VERIFY_CHECK((((a)->v[0] | (a)->v[1] | (a)->v[2] | (a)->v[3] |         \
                      (a)->v[4]) >> 27) == 0)

/*
 * r = the columns c[0..4] (each < 2^62) carried into a tight element.
 * After the upward pass c_i < 2^62 + 2^36 keeps 26 bits; the top carry is
 * < 2^37, so column 0 becomes < 2^26 + 2^40 and one more step leaves
 * limb 1 < 2^26 + 2^15 < 2^27 and every other limb < 2^26.
 */
static inline void sf_fp127_carry64_(sf_fp127 *r, uint64_t c0, uint64_t c1,
                                     uint64_t c2, uint64_t c3, uint64_t c4)
{
    c1 += c0 >> 26;
    c0 &= SF_FP127_M26;
    c2 += c1 >> 26;
    c1 &= SF_FP127_M26;
    c3 += c2 >> 26;
    c2 &= SF_FP127_M26;
    c4 += c3 >> 26;
    c3 &= SF_FP127_M26;
    c0 += (c4 >> 26) * 8; /* 2^130 = 8 (mod p) */
    c4 &= SF_FP127_M26;
    c1 += c0 >> 26;
    c0 &= SF_FP127_M26;
    r->v[0] = (uint32_t)c0;
    r->v[1] = (uint32_t)c1;
    r->v[2] = (uint32_t)c2;
    r->v[3] = (uint32_t)c3;
    r->v[4] = (uint32_t)c4;
    SF_FP127_VERIFY(r);
}

/*
 * Same for 32-bit columns c_i < 2^29 (sums of two or three tight limbs):
 * the top carry is < 2^3 + 1, so limb 0 ends < 2^26 + 72 < 2^27 without a
 * second step.
 */
static inline void sf_fp127_carry32_(sf_fp127 *r, uint32_t c0, uint32_t c1,
                                     uint32_t c2, uint32_t c3, uint32_t c4)
{
    c1 += c0 >> 26;
    c0 &= SF_FP127_M26;
    c2 += c1 >> 26;
    c1 &= SF_FP127_M26;
    c3 += c2 >> 26;
    c2 &= SF_FP127_M26;
    c4 += c3 >> 26;
    c3 &= SF_FP127_M26;
    c0 += (c4 >> 26) * 8;
    c4 &= SF_FP127_M26;
    r->v[0] = c0;
    r->v[1] = c1;
    r->v[2] = c2;
    r->v[3] = c3;
    r->v[4] = c4;
    SF_FP127_VERIFY(r);
}

static inline void sf_fp127_zero(sf_fp127 *r)
{
    for (int i = 0; i < 5; i++)
        r->v[i] = 0;
}

static inline void sf_fp127_one(sf_fp127 *r)
{
    sf_fp127_zero(r);
    r->v[0] = 1;
}

/* a < 2^32 is split so that every limb stays < 2^26. */
static inline void sf_fp127_set_u32(sf_fp127 *r, uint32_t a)
{
    sf_fp127_zero(r);
    r->v[0] = a & SF_FP127_M26;
    r->v[1] = a >> 26;
}

static inline void sf_fp127_copy(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    for (int i = 0; i < 5; i++)
        r->v[i] = a->v[i];
}

/* Limb sums < 2^28. */
static inline void sf_fp127_add(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    sf_fp127_carry32_(r, a->v[0] + b->v[0], a->v[1] + b->v[1],
                      a->v[2] + b->v[2], a->v[3] + b->v[3], a->v[4] + b->v[4]);
}

/*
 * 32p = 2^132 - 32 written with limbs (2^28 - 32, 2^28 - 4, 2^28 - 4,
 * 2^28 - 4, 2^28 - 4): check 2^28 - 32 + 4 (2^26 - 1)(2^26 + 2^52 + 2^78 +
 * 2^104) = 2^28 - 32 + 2^132 - 2^28. Every limb is >= 2^27 > any tight limb,
 * so a + 32p - b has non-negative limbs < 2^27 + 2^28 < 2^29.
 */
#define SF_FP127_32P0 (0x10000000u - 32u)
#define SF_FP127_32P1 (0x10000000u - 4u)

static inline void sf_fp127_sub(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    sf_fp127_carry32_(r, a->v[0] + SF_FP127_32P0 - b->v[0],
                      a->v[1] + SF_FP127_32P1 - b->v[1],
                      a->v[2] + SF_FP127_32P1 - b->v[2],
                      a->v[3] + SF_FP127_32P1 - b->v[3],
                      a->v[4] + SF_FP127_32P1 - b->v[4]);
}

static inline void sf_fp127_neg(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    sf_fp127_carry32_(r, SF_FP127_32P0 - a->v[0], SF_FP127_32P1 - a->v[1],
                      SF_FP127_32P1 - a->v[2], SF_FP127_32P1 - a->v[3],
                      SF_FP127_32P1 - a->v[4]);
}

#define SF_FP127_MUL64(x, y) ((uint64_t)(x) * (uint64_t)(y))

/*
 * Columns of a*b: a_i, b_j < 2^27, so 8 b_j < 2^30, each term < 2^57 and a
 * column of five terms < 2^59.4 (< 2^62 as the carry needs; two products,
 * as in mul_add, stay < 2^60.4).
 */
#define SF_FP127_COLUMNS(c, a, b)                                             \
    do {                                                                      \
        uint32_t b1_8 = (b)->v[1] * 8, b2_8 = (b)->v[2] * 8;                  \
        uint32_t b3_8 = (b)->v[3] * 8, b4_8 = (b)->v[4] * 8;                  \
        c[0] += SF_FP127_MUL64((a)->v[0], (b)->v[0]) +                        \
                SF_FP127_MUL64((a)->v[1], b4_8) +                             \
                SF_FP127_MUL64((a)->v[2], b3_8) +                             \
                SF_FP127_MUL64((a)->v[3], b2_8) +                             \
                SF_FP127_MUL64((a)->v[4], b1_8);                              \
        c[1] += SF_FP127_MUL64((a)->v[0], (b)->v[1]) +                        \
                SF_FP127_MUL64((a)->v[1], (b)->v[0]) +                        \
                SF_FP127_MUL64((a)->v[2], b4_8) +                             \
                SF_FP127_MUL64((a)->v[3], b3_8) +                             \
                SF_FP127_MUL64((a)->v[4], b2_8);                              \
        c[2] += SF_FP127_MUL64((a)->v[0], (b)->v[2]) +                        \
                SF_FP127_MUL64((a)->v[1], (b)->v[1]) +                        \
                SF_FP127_MUL64((a)->v[2], (b)->v[0]) +                        \
                SF_FP127_MUL64((a)->v[3], b4_8) +                             \
                SF_FP127_MUL64((a)->v[4], b3_8);                              \
        c[3] += SF_FP127_MUL64((a)->v[0], (b)->v[3]) +                        \
                SF_FP127_MUL64((a)->v[1], (b)->v[2]) +                        \
                SF_FP127_MUL64((a)->v[2], (b)->v[1]) +                        \
                SF_FP127_MUL64((a)->v[3], (b)->v[0]) +                        \
                SF_FP127_MUL64((a)->v[4], b4_8);                              \
        c[4] += SF_FP127_MUL64((a)->v[0], (b)->v[4]) +                        \
                SF_FP127_MUL64((a)->v[1], (b)->v[3]) +                        \
                SF_FP127_MUL64((a)->v[2], (b)->v[2]) +                        \
                SF_FP127_MUL64((a)->v[3], (b)->v[1]) +                        \
                SF_FP127_MUL64((a)->v[4], (b)->v[0]);                         \
    } while (0)

static inline void sf_fp127_mul(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    uint64_t c[5] = {0, 0, 0, 0, 0};
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    SF_FP127_COLUMNS(c, a, b);
    sf_fp127_carry64_(r, c[0], c[1], c[2], c[3], c[4]);
}

/*
 * Squaring: the symmetric pairs doubled, the wrapped ones times 16 (8 * 2).
 * 16 a_i < 2^31 still fits a uint32_t; terms < 2^58, columns < 2^59.6.
 */
static inline void sf_fp127_sqr(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint32_t a0 = a->v[0], a1 = a->v[1], a2 = a->v[2], a3 = a->v[3],
             a4 = a->v[4];
    uint32_t a0_2 = a0 * 2, a1_2 = a1 * 2;
    uint32_t a1_16 = a1 * 16, a2_16 = a2 * 16, a3_16 = a3 * 16;
    uint32_t a3_8 = a3 * 8, a4_8 = a4 * 8;
    uint64_t c0 = SF_FP127_MUL64(a0, a0) + SF_FP127_MUL64(a1_16, a4) +
                  SF_FP127_MUL64(a2_16, a3);
    uint64_t c1 = SF_FP127_MUL64(a0_2, a1) + SF_FP127_MUL64(a2_16, a4) +
                  SF_FP127_MUL64(a3_8, a3);
    uint64_t c2 = SF_FP127_MUL64(a0_2, a2) + SF_FP127_MUL64(a1, a1) +
                  SF_FP127_MUL64(a3_16, a4);
    uint64_t c3 = SF_FP127_MUL64(a0_2, a3) + SF_FP127_MUL64(a1_2, a2) +
                  SF_FP127_MUL64(a4_8, a4);
    uint64_t c4 = SF_FP127_MUL64(a0_2, a4) + SF_FP127_MUL64(a1_2, a3) +
                  SF_FP127_MUL64(a2, a2);
    sf_fp127_carry64_(r, c0, c1, c2, c3, c4);
}

/* a*b + c*d: both products into the same columns (< 2^60.4), one carry. */
static inline void sf_fp127_mul_add(sf_fp127 *r, const sf_fp127 *a,
                                    const sf_fp127 *b, const sf_fp127 *c,
                                    const sf_fp127 *d)
{
    uint64_t col[5] = {0, 0, 0, 0, 0};
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    SF_FP127_VERIFY(c);
    SF_FP127_VERIFY(d);
    SF_FP127_COLUMNS(col, a, b);
    SF_FP127_COLUMNS(col, c, d);
    sf_fp127_carry64_(r, col[0], col[1], col[2], col[3], col[4]);
}

/*
 * The Fp^2 = Fp[i]/(i^2 + 1) kernels of this backend, on component pairs:
 *   cmul: (r0 + r1 i) = (a0 + a1 i)(b0 + b1 i),
 *   csqr: (r0 + r1 i) = (a0 + a1 i)^2.
 * Why here rather than as mul_add calls (fp2.h's generic product): with
 * unsaturated limbs the sums a0 + a1, b0 + b1 and a0 - a1 + 32p need no
 * carry, and column vectors can be added and subtracted before the single
 * carry per component. So cmul is Karatsuba at the column level, 75
 * products where the schoolbook form has 100, and no negation chain; csqr
 * is (a0 + a1)(a0 - a1) + 2 a0 a1 i with none of the three carried
 * additions of the generic square. (The 64-bit backend's carries are not
 * free in this way: there the fused mul_add is the better kernel.)
 * Inputs tight, outputs tight; r0, r1 may alias any input (all inputs are
 * read before the first write).
 */

/* 2^34 * 8p as columns: 8p = 2^130 - 8 has the limbs (2^26 - 8, then four
 * times 2^26 - 1), so K = (2^60 - 2^37, 2^60 - 2^34 x 4) is 0 mod p with
 * every column above any five-term product column of tight values. */
#define SF_FP127_K0 (((uint64_t)1 << 60) - ((uint64_t)1 << 37))
#define SF_FP127_K1 (((uint64_t)1 << 60) - ((uint64_t)1 << 34))

static inline void sf_fp127_cmul(sf_fp127 *r0, sf_fp127 *r1, const sf_fp127 *a0,
                                 const sf_fp127 *a1, const sf_fp127 *b0,
                                 const sf_fp127 *b1)
{
    uint64_t p0[5] = {0, 0, 0, 0, 0}, p1[5] = {0, 0, 0, 0, 0};
    uint64_t p2[5] = {0, 0, 0, 0, 0};
    sf_fp127 s, t; /* limbs < 2^28: not tight, only fed to the columns */
    SF_FP127_VERIFY(a0);
    SF_FP127_VERIFY(a1);
    SF_FP127_VERIFY(b0);
    SF_FP127_VERIFY(b1);
    for (int i = 0; i < 5; i++) {
        s.v[i] = a0->v[i] + a1->v[i];
        t.v[i] = b0->v[i] + b1->v[i];
    }
    /* P0 = a0 b0, P1 = a1 b1: columns < 2^59.4 (as in mul). P2 = s t:
     * s_i < 2^28, 8 t_j < 2^31 (still a uint32_t), terms < 2^59, columns
     * < 2^61.4. */
    SF_FP127_COLUMNS(p0, a0, b0);
    SF_FP127_COLUMNS(p1, a1, b1);
    SF_FP127_COLUMNS(p2, &s, &t);
    /* im: P2 - P0 - P1 column by column is exactly the cross terms
     * a0_j b1_k + a1_j b0_k of each column, so it is >= 0 and < 2^60.4.
     * re: P0 - P1 + K, each column in (0, 2^59.4 + 2^60) < 2^61. */
    sf_fp127_carry64_(r1, p2[0] - p0[0] - p1[0], p2[1] - p0[1] - p1[1],
                      p2[2] - p0[2] - p1[2], p2[3] - p0[3] - p1[3],
                      p2[4] - p0[4] - p1[4]);
    sf_fp127_carry64_(r0, p0[0] + SF_FP127_K0 - p1[0], p0[1] + SF_FP127_K1 - p1[1],
                      p0[2] + SF_FP127_K1 - p1[2], p0[3] + SF_FP127_K1 - p1[3],
                      p0[4] + SF_FP127_K1 - p1[4]);
}

static inline void sf_fp127_csqr(sf_fp127 *r0, sf_fp127 *r1, const sf_fp127 *a0,
                                 const sf_fp127 *a1)
{
    uint64_t c0[5] = {0, 0, 0, 0, 0}, c1[5] = {0, 0, 0, 0, 0};
    sf_fp127 s, d, t; /* not tight, only fed to the columns */
    SF_FP127_VERIFY(a0);
    SF_FP127_VERIFY(a1);
    /* s = a0 + a1 < 2^28; d = a0 + 32p - a1 with sub's 32p limbs, each
     * in [0, 3 * 2^27); t = 2 a0 < 2^28. */
    s.v[0] = a0->v[0] + a1->v[0];
    d.v[0] = a0->v[0] + SF_FP127_32P0 - a1->v[0];
    t.v[0] = a0->v[0] * 2;
    for (int i = 1; i < 5; i++) {
        s.v[i] = a0->v[i] + a1->v[i];
        d.v[i] = a0->v[i] + SF_FP127_32P1 - a1->v[i];
        t.v[i] = a0->v[i] * 2;
    }
    /* re = d s: d_i < 3 * 2^27, 8 s_j < 2^31, five terms < 15 * 2^58 < 2^62.
     * im = t a1: terms < 2^28 * 2^30, columns < 2^60.4. */
    SF_FP127_COLUMNS(c0, &d, &s);
    SF_FP127_COLUMNS(c1, &t, a1);
    sf_fp127_carry64_(r0, c0[0], c0[1], c0[2], c0[3], c0[4]);
    sf_fp127_carry64_(r1, c1[0], c1[1], c1[2], c1[3], c1[4]);
}

/* a_i * c < 2^27 * 2^32 = 2^59. */
static inline void sf_fp127_mul_small(sf_fp127 *r, const sf_fp127 *a, uint32_t c)
{
    SF_FP127_VERIFY(a);
    sf_fp127_carry64_(r, SF_FP127_MUL64(a->v[0], c), SF_FP127_MUL64(a->v[1], c),
                      SF_FP127_MUL64(a->v[2], c), SF_FP127_MUL64(a->v[3], c),
                      SF_FP127_MUL64(a->v[4], c));
}

/*
 * r = a / 2: if the integer a is odd add p (limbs 2^26 - 1 and, on top,
 * 2^23 - 1) to make it even; the parity of the integer is that of limb 0.
 * Carry WITHOUT wrapping (the exact integer must be halved), which leaves
 * limbs 0..3 < 2^26 and limb 4 < 2^27 + 2^23 + 2; then shift the whole
 * integer right by one: limbs 0..3 stay < 2^26, limb 4 < 2^27.
 */
static inline void sf_fp127_half(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint32_t m = sf_ct_mask32(a->v[0] & 1);
    uint32_t l0 = a->v[0] + (m & SF_FP127_M26);
    uint32_t l1 = a->v[1] + (m & SF_FP127_M26) + (l0 >> 26);
    uint32_t l2 = a->v[2] + (m & SF_FP127_M26) + (l1 >> 26);
    uint32_t l3 = a->v[3] + (m & SF_FP127_M26) + (l2 >> 26);
    uint32_t l4 = a->v[4] + (m & SF_FP127_M23) + (l3 >> 26);
    l0 &= SF_FP127_M26;
    l1 &= SF_FP127_M26;
    l2 &= SF_FP127_M26;
    l3 &= SF_FP127_M26;
    r->v[0] = (l0 >> 1) | ((l1 & 1) << 25);
    r->v[1] = (l1 >> 1) | ((l2 & 1) << 25);
    r->v[2] = (l2 >> 1) | ((l3 & 1) << 25);
    r->v[3] = (l3 >> 1) | ((l4 & 1) << 25);
    r->v[4] = l4 >> 1;
    SF_FP127_VERIFY(r);
}

/*
 * Full reduction into [0, p), limbs < 2^26 and limb 4 < 2^23.
 * Pass 1 carries and folds the bits from 127 up (2^127 = 1): they are
 * < 2^4 + 1 for a tight input, so the value is v < 2^127 + 17 < 2p.
 * Then v >= p iff v + 1 >= 2^127: q = (v + 1) >> 127 by a carry-only chain,
 * and the result is (v + q) mod 2^127.
 */
static inline void sf_fp127_canon(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint32_t l0 = a->v[0], l1 = a->v[1], l2 = a->v[2], l3 = a->v[3],
             l4 = a->v[4], q;
    l1 += l0 >> 26;
    l0 &= SF_FP127_M26;
    l2 += l1 >> 26;
    l1 &= SF_FP127_M26;
    l3 += l2 >> 26;
    l2 &= SF_FP127_M26;
    l4 += l3 >> 26;
    l3 &= SF_FP127_M26;
    l0 += l4 >> 23;
    l4 &= SF_FP127_M23;

    q = (l0 + 1) >> 26;
    q = (l1 + q) >> 26;
    q = (l2 + q) >> 26;
    q = (l3 + q) >> 26;
    q = (l4 + q) >> 23;

    l0 += q;
    l1 += l0 >> 26;
    l0 &= SF_FP127_M26;
    l2 += l1 >> 26;
    l1 &= SF_FP127_M26;
    l3 += l2 >> 26;
    l2 &= SF_FP127_M26;
    l4 += l3 >> 26;
    l3 &= SF_FP127_M26;
    l4 &= SF_FP127_M23;
    r->v[0] = l0;
    r->v[1] = l1;
    r->v[2] = l2;
    r->v[3] = l3;
    r->v[4] = l4;
}

static inline void sf_fp127_cmov(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 5; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

static inline void sf_fp127_cswap(sf_fp127 *a, sf_fp127 *b, uint32_t ctl)
{
    uint32_t m = sf_ct_mask32(ctl);
    for (int i = 0; i < 5; i++) {
        uint32_t t = m & (a->v[i] ^ b->v[i]);
        a->v[i] ^= t;
        b->v[i] ^= t;
    }
}

static inline void sf_fp127_cneg(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    sf_fp127 n;
    uint32_t m = sf_ct_mask32(ctl);
    sf_fp127_neg(&n, a);
    for (int i = 0; i < 5; i++)
        r->v[i] = a->v[i] ^ (m & (a->v[i] ^ n.v[i]));
}

static inline uint32_t sf_fp127_is_zero(const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    return sf_ct_is_zero32(c.v[0] | c.v[1] | c.v[2] | c.v[3] | c.v[4]);
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
    return c.v[0] & 1;
}

/* Canonical limbs: 26 bits each and 23 in limb 4, 127 bits in all. */
static inline void sf_fp127_encode(uint8_t out[16], const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    sf_store32_le(out, c.v[0] | (c.v[1] << 26));
    sf_store32_le(out + 4, (c.v[1] >> 6) | (c.v[2] << 20));
    sf_store32_le(out + 8, (c.v[2] >> 12) | (c.v[3] << 14));
    sf_store32_le(out + 12, (c.v[3] >> 18) | (c.v[4] << 8));
}

/*
 * The 128-bit string x is split into limbs (limb 4 gets 24 bits, < 2^27),
 * a tight representative of x mod p even when x >= p. Canonical iff bit 127
 * is clear and x != p = 2^127 - 1.
 */
static inline uint32_t sf_fp127_decode(sf_fp127 *r, const uint8_t in[16])
{
    uint32_t w0 = sf_load32_le(in), w1 = sf_load32_le(in + 4);
    uint32_t w2 = sf_load32_le(in + 8), w3 = sf_load32_le(in + 12);
    uint32_t top = w3 >> 31;
    uint32_t is_p = sf_ct_eq32(w0 & w1 & w2, 0xFFFFFFFFu) &
                    sf_ct_eq32(w3, 0x7FFFFFFFu);
    r->v[0] = w0 & SF_FP127_M26;
    r->v[1] = ((w0 >> 26) | (w1 << 6)) & SF_FP127_M26;
    r->v[2] = ((w1 >> 20) | (w2 << 12)) & SF_FP127_M26;
    r->v[3] = ((w2 >> 14) | (w3 << 18)) & SF_FP127_M26;
    r->v[4] = w3 >> 8;
    SF_FP127_VERIFY(r);
    return (top | is_p) ^ 1;
}

#endif /* SF_FIELD_P127_FP127_32_H */

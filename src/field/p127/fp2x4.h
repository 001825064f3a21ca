/*
 * Four Fp^2 elements side by side (p = 2^127 - 1), one per lane: the field
 * under the four-way point formulas of Snowshoe and FourQ, where the four
 * products of one formula step (X3 = E F, Y3 = G H, Z3 = F G, T3 = E H, or
 * the four squarings of a doubling) run as one vector operation.
 *
 * Layer: field. Available (SF_FP2X4 defined) in these builds:
 *  - the portable backend when the compiler targets AVX2: radix 2^26
 *    (fp2x4_26.h) over the generic-C lanes of lanes4.h, four 32 x 32-bit
 *    products per instruction (a four-lane product 47.5 ticks against
 *    34.3 for one scalar portable product, clang -O3 -march=native, Zen
 *    4; GCC 48.6 against 54.6). Without 256-bit vectors the lanes become
 *    pairs of SSE2 registers or scalar code and measured slower than four
 *    scalar products (GCC -O2, SSE2 only: 420 ticks), so those targets,
 *    and 32-bit CPUs, keep the scalar path;
 *  - the 64-bit backend when the compiler targets AVX-512 IFMA with
 *    AVX-512VL: radix 2^43 (fp2x4_43.h);
 *  - either backend with SF_FP2X4_EMULATE: the same representation over
 *    the generic-C lanes on any target, bit for bit (for tests and the
 *    valgrind check: radix 2^43 is the IFMA code's twin).
 * Curve code keeps its scalar path for the other builds (such as the
 * 64-bit backend without IFMA, whose scalar kernels are as fast as four
 * radix-2^26 lanes).
 *
 * Representation and bounds
 * -------------------------
 * Each Fp component is SF_FP2X4_LIMBS limbs in radix 2^R, R = SF_FP2X4_R,
 * each limb one 64-bit lane of its own vector. The bound classes are
 * stated relative to R, so that every bound the curve code argues holds
 * in both representations:
 *   tight:   every limb < 2^R, the top one < 2^(R-1) (pack and carry);
 *   carried: every limb < 2^R + 2^(R-9) (mul and sqr; tight is carried);
 *   loose:   every limb < 2^(R+7) (what mul and sqr accept).
 * add does not carry: the caller keeps its sums loose. sub and neg take a
 * subtrahend below 2^(R+5) and add B_(R+5) (sf_fp2x4_bias: B_k is a
 * multiple of p with every limb in [2^k, 2^(k+1))), so a - b stays below
 * a + 2^(R+6). SF_VERIFY builds check the bounds on entry. The
 * representation headers give their exact classes, within these.
 *
 * Everything is constant time; outputs may alias inputs.
 */
#ifndef SF_FIELD_P127_FP2X4_H
#define SF_FIELD_P127_FP2X4_H

#include "common/level.h"
#include "field/p127/fp2.h"

#if defined(SF_FIELD_PORTABLE)
#if SF_LEVEL >= SF_CPU_X86_64_V3 || defined(SF_FP2X4_EMULATE)
#define SF_FP2X4 1
#define SF_FP2X4_R 26
#define SF_FP2X4_LIMBS 5
#endif
#elif SF_LEVEL == SF_CPU_IFMA || defined(SF_FP2X4_EMULATE)
#define SF_FP2X4 1
#define SF_FP2X4_R 43
#define SF_FP2X4_LIMBS 3
#endif

#ifdef SF_FP2X4

#include "common/endian.h"
#include "snowfield/common.h"
#include "field/p127/lanes4.h"

typedef struct sf_fp2x4 {
    sf_v4 re[SF_FP2X4_LIMBS]; /* limbs of the real parts, lane k = element k */
    sf_v4 im[SF_FP2X4_LIMBS];
} sf_fp2x4;

#ifdef SF_VERIFY
static inline int sf_fp2x4_limbs_below_(const sf_v4 *l, int bits)
{
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < SF_FP2X4_LIMBS; j++)
            if ((sf_v4_lane(l[j], k) >> bits) != 0)
                return 0;
    return 1;
}
#define SF_FP2X4_VERIFY_BELOW(a, bits) \
    SF_VERIFY_CHECK(sf_fp2x4_limbs_below_((a)->re, (bits)) && sf_fp2x4_limbs_below_((a)->im, (bits)))
#else
#define SF_FP2X4_VERIFY_BELOW(a, bits) ((void)0)
#endif

#if SF_FP2X4_R == 26
#include "field/p127/fp2x4_26.h"
#else
#include "field/p127/fp2x4_43.h"
#endif

/* ---- conversions (the representation's pack_fp_ and unpack_fp_) ----------- */

/* r = (e0, e1, e2, e3), tight. */
static inline void sf_fp2x4_pack(sf_fp2x4 *r, const sf_fp2_127 *e0, const sf_fp2_127 *e1,
                                 const sf_fp2_127 *e2, const sf_fp2_127 *e3)
{
    sf_fp2x4_pack_fp_(r->re, &e0->re, &e1->re, &e2->re, &e3->re);
    sf_fp2x4_pack_fp_(r->im, &e0->im, &e1->im, &e2->im, &e3->im);
}

/* (e0, e1, e2, e3) = the four lanes of a (any bound below 2^63). */
static inline void sf_fp2x4_unpack(sf_fp2_127 *e0, sf_fp2_127 *e1, sf_fp2_127 *e2,
                                   sf_fp2_127 *e3, const sf_fp2x4 *a)
{
    sf_fp127 *re[4] = {&e0->re, &e1->re, &e2->re, &e3->re};
    sf_fp127 *im[4] = {&e0->im, &e1->im, &e2->im, &e3->im};
    sf_fp2x4_unpack_fp_(re, a->re);
    sf_fp2x4_unpack_fp_(im, a->im);
}

/* ---- lanes ----------------------------------------------------------------- */

/* r = (a[i0], a[i1], a[i2], a[i3]), indices compile-time constants. */
#define SF_FP2X4_PERMUTE(r, a, i0, i1, i2, i3)                             \
    do {                                                                   \
        for (int sf_j_ = 0; sf_j_ < SF_FP2X4_LIMBS; sf_j_++) {             \
            (r)->re[sf_j_] = SF_V4_PERMUTE((a)->re[sf_j_], i0, i1, i2, i3); \
            (r)->im[sf_j_] = SF_V4_PERMUTE((a)->im[sf_j_], i0, i1, i2, i3); \
        }                                                                  \
    } while (0)

/* lane k of r = m_k ? b[k] : a[k], m_k compile-time constants. */
#define SF_FP2X4_BLEND(r, a, b, m0, m1, m2, m3)                                   \
    do {                                                                          \
        for (int sf_j_ = 0; sf_j_ < SF_FP2X4_LIMBS; sf_j_++) {                    \
            (r)->re[sf_j_] = SF_V4_BLEND((a)->re[sf_j_], (b)->re[sf_j_], m0, m1, m2, m3); \
            (r)->im[sf_j_] = SF_V4_BLEND((a)->im[sf_j_], (b)->im[sf_j_], m0, m1, m2, m3); \
        }                                                                         \
    } while (0)

/* if ctl (0 or 1, may be secret): r = a. */
static SF_ALWAYS_INLINE void sf_fp2x4_cmov(sf_fp2x4 *r, const sf_fp2x4 *a, uint32_t ctl)
{
    sf_v4 m = sf_v4_set1((uint64_t)0 - (uint64_t)ctl);
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_v4_xor(r->re[j], sf_v4_and(m, sf_v4_xor(r->re[j], a->re[j])));
        r->im[j] = sf_v4_xor(r->im[j], sf_v4_and(m, sf_v4_xor(r->im[j], a->im[j])));
    }
}

/* r = a & m in every limb of both components (m a lane mask). */
static SF_ALWAYS_INLINE void sf_fp2x4_mask(sf_fp2x4 *r, const sf_fp2x4 *a, sf_v4 m)
{
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_v4_and(a->re[j], m);
        r->im[j] = sf_v4_and(a->im[j], m);
    }
}

/* ---- additive operations --------------------------------------------------- */

/* b[j] = limb j of B_k in every lane (R <= k <= 60). */
static SF_ALWAYS_INLINE void sf_fp2x4_bias(sf_v4 b[SF_FP2X4_LIMBS], int k)
{
    for (int j = 0; j < SF_FP2X4_LIMBS; j++)
        b[j] = sf_v4_set1(sf_fp2x4_bias_limb_(j, k));
}

/* r = a + b, limb by limb (no carry). */
static SF_ALWAYS_INLINE void sf_fp2x4_add(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *b)
{
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_v4_add(a->re[j], b->re[j]);
        r->im[j] = sf_v4_add(a->im[j], b->im[j]);
    }
}

/* r = a - b = a + B_k - b for b with every limb < 2^k (R <= k <= 60); r's
 * limbs are below a's plus 2^(k+1). For callers whose subtrahends are
 * known smaller than sub's, so that the difference stays smaller too. */
static SF_ALWAYS_INLINE void sf_fp2x4_sub_biased(sf_fp2x4 *r, const sf_fp2x4 *a,
                                                 const sf_fp2x4 *b, int k)
{
    sf_v4 bias[SF_FP2X4_LIMBS];
    sf_fp2x4_bias(bias, k);
    SF_FP2X4_VERIFY_BELOW(b, k);
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_v4_add(a->re[j], sf_v4_sub(bias[j], b->re[j]));
        r->im[j] = sf_v4_add(a->im[j], sf_v4_sub(bias[j], b->im[j]));
    }
}

/* r = a - b = a + B_(R+5) - b for b with every limb < 2^(R+5); r's limbs
 * are below a's plus 2^(R+6). */
static SF_ALWAYS_INLINE void sf_fp2x4_sub(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *b)
{
    sf_fp2x4_sub_biased(r, a, b, SF_FP2X4_R + 5);
}

/* r = -a = B_(R+5) - a for a with every limb < 2^(R+5) (r's limbs are
 * below 2^(R+6)). */
static SF_ALWAYS_INLINE void sf_fp2x4_neg(sf_fp2x4 *r, const sf_fp2x4 *a)
{
    sf_v4 bias[SF_FP2X4_LIMBS];
    sf_fp2x4_bias(bias, SF_FP2X4_R + 5);
    SF_FP2X4_VERIFY_BELOW(a, SF_FP2X4_R + 5);
    for (int j = 0; j < SF_FP2X4_LIMBS; j++) {
        r->re[j] = sf_v4_sub(bias[j], a->re[j]);
        r->im[j] = sf_v4_sub(bias[j], a->im[j]);
    }
}

/* r = a carried to tight (for a with limbs < 2^63). */
static SF_ALWAYS_INLINE void sf_fp2x4_carry(sf_fp2x4 *r, const sf_fp2x4 *a)
{
    *r = *a;
    sf_fp2x4_carry_(r->re);
    sf_fp2x4_carry_(r->im);
}

#endif /* SF_FP2X4 */

#endif /* SF_FIELD_P127_FP2X4_H */

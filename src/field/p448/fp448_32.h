/*
 * Fp, p = 2^448 - 2^224 - 1: the portable backend (sixteen 28-bit limbs in
 * 32-bit words, products 32 x 32 -> 64 bits only, which every C11 compiler
 * has and every 32-bit CPU does in one instruction or a short call).
 *
 * Included only by fp448.h; see there for the contracts. This file fixes
 * the representation and its bound classes; the machine operations are
 * written once for both backends in fp448_impl.h, included at the end with
 * the parameters defined here.
 *
 * Representation
 * --------------
 * An element is sum v[i] 2^(28 i), i = 0..15. Radix 2^28 puts phi = 2^224
 * on the boundary between v[7] and v[8] (a = a0 + a1 phi, eight limbs
 * each), so the Karatsuba product of fp448_impl.h is the 64-bit backend's
 * with 8 x 8 limb halves instead of 4 x 4. The 4 spare bits per word
 * absorb carries.
 *
 * Bound class (SF_VERIFY builds check it on entry and exit)
 * -----------
 *   tight: every limb < 2^29. What every operation takes and returns
 *          (outputs have limbs < 2^28 + 2^11).
 *   loose: the same bound. Why no wider class: with limbs < 2^29 a
 *          product column already reaches 2^63 + 7 * 2^58 (below), so a
 *          sum of two tight elements fed to a product without its carry
 *          could overflow the 64-bit column. add_loose / sub_loose are
 *          therefore the carried add / sub here, and the loose entry
 *          points are plain products; code written against the loose
 *          interface runs unchanged on both backends.
 * Neither is canonical; canon / encode / is_zero / eq / is_odd fully
 * reduce.
 *
 * Column bound of the product (the number fp448_impl.h's carry needs):
 * limbs < 2^29 give partial products < 2^58, the half sums
 * a_i + a_{i+8} < 2^30 products < 2^60. The largest output column
 * (fp448_impl.h, "Karatsuba", high column 0) is below
 * 7 * 2^58 + 8 * 2^60 = 2^63 + 7 * 2^58 < 2^64 - 2^37, leaving room for
 * the carry of up to 2^36 that the chain adds to it.
 */
#ifndef SF_FIELD_P448_FP448_32_H
#define SF_FIELD_P448_FP448_32_H

#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#define SF_FP448_BACKEND_NAME_IMPL "portable"

typedef uint64_t sf_fp448_wide;
typedef uint32_t sf_fp448_limb;

#define SF_FP448_NLIMBS 16
#define SF_FP448_HALF 8 /* limbs per half: phi = 2^(28 * 8) */
#define SF_FP448_RADIX 28
#define SF_FP448_MASK 0x0FFFFFFFu
#define SF_FP448_TIGHT_BITS 29
#define SF_FP448_LOOSE_BITS 29
#define SF_FP448_LIMB_MASK(ctl) sf_ct_mask32(ctl)

typedef struct sf_fp448 {
    uint32_t v[16]; /* radix 2^28, each limb < 2^29 (tight) */
} sf_fp448;

typedef struct sf_fp448_loose {
    uint32_t v[16]; /* radix 2^28, each limb < 2^29 (as tight) */
} sf_fp448_loose;

/*
 * SF_FP448_CONST(w0, ..., w6): a constant initializer from seven 64-bit
 * words, least significant first, of an integer < p; the twin of
 * fp448_64.h's macro (limb 2k and 2k + 1 are the two halves of the 64-bit
 * backend's limb k), so one table compiles for both backends.
 */
#define SF_FP448_L56_(k, w0, w1, w2, w3, w4, w5, w6)                          \
    ((k) == 0 ? (uint64_t)(w0) :                                              \
     (k) == 1 ? (((uint64_t)(w0) >> 56) | ((uint64_t)(w1) << 8)) :            \
     (k) == 2 ? (((uint64_t)(w1) >> 48) | ((uint64_t)(w2) << 16)) :           \
     (k) == 3 ? (((uint64_t)(w2) >> 40) | ((uint64_t)(w3) << 24)) :           \
     (k) == 4 ? (((uint64_t)(w3) >> 32) | ((uint64_t)(w4) << 32)) :           \
     (k) == 5 ? (((uint64_t)(w4) >> 24) | ((uint64_t)(w5) << 40)) :           \
     (k) == 6 ? (((uint64_t)(w5) >> 16) | ((uint64_t)(w6) << 48)) :           \
                ((uint64_t)(w6) >> 8))
#define SF_FP448_LO_(k, ...) ((uint32_t)(SF_FP448_L56_(k, __VA_ARGS__) & 0x0FFFFFFFu))
#define SF_FP448_HI_(k, ...) \
    ((uint32_t)((SF_FP448_L56_(k, __VA_ARGS__) >> 28) & 0x0FFFFFFFu))
#define SF_FP448_CONST(...)                                                   \
    {{SF_FP448_LO_(0, __VA_ARGS__), SF_FP448_HI_(0, __VA_ARGS__),             \
      SF_FP448_LO_(1, __VA_ARGS__), SF_FP448_HI_(1, __VA_ARGS__),             \
      SF_FP448_LO_(2, __VA_ARGS__), SF_FP448_HI_(2, __VA_ARGS__),             \
      SF_FP448_LO_(3, __VA_ARGS__), SF_FP448_HI_(3, __VA_ARGS__),             \
      SF_FP448_LO_(4, __VA_ARGS__), SF_FP448_HI_(4, __VA_ARGS__),             \
      SF_FP448_LO_(5, __VA_ARGS__), SF_FP448_HI_(5, __VA_ARGS__),             \
      SF_FP448_LO_(6, __VA_ARGS__), SF_FP448_HI_(6, __VA_ARGS__),             \
      SF_FP448_LO_(7, __VA_ARGS__), SF_FP448_HI_(7, __VA_ARGS__)}}

#include "field/p448/fp448_impl.h"

#endif /* SF_FIELD_P448_FP448_32_H */

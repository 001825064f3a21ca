/*
 * Fp, p = 2^448 - 2^224 - 1: the 64-bit backend (eight 56-bit limbs in
 * 64-bit words, products through `unsigned __int128`).
 *
 * Included only by fp448.h; see there for the contracts. This file fixes
 * the representation and its bound classes; the machine operations
 * themselves are written once for both backends in fp448_impl.h, which is
 * included at the end with the parameters defined here.
 *
 * Representation
 * --------------
 * An element is sum v[i] 2^(56 i), i = 0..7. Radix 2^56 puts the "golden
 * ratio" phi = 2^224 exactly on the limb boundary between v[3] and v[4], so
 * an element is a0 + a1 phi with a0 = v[0..3], a1 = v[4..7], and
 * p = phi^2 - phi - 1 makes phi^2 = phi + 1 the whole reduction rule
 * (fp448_impl.h). The 8 spare bits of each word absorb carries.
 *
 * Bound classes (SF_VERIFY builds check them on entry and exit)
 * -------------
 *   tight: every limb < 2^57. What every operation of fp448.h takes and
 *          returns: products, sums and differences come out with limbs
 *          < 2^56 + 2^14, so one bit of headroom is never close.
 *   loose: every limb < 2^59. The result of add_loose (< 2^58) or
 *          sub_loose (a + 4p - b < 2^57 + 2^58) of two tight elements,
 *          skipping the carry; accepted only by the products
 *          (mul_loose, mul_loose_loose, sqr_loose) and by carry. The
 *          product's column bound below is argued for two loose inputs.
 * Neither class is canonical (a tight value may reach about 2^449); only
 * canon / encode / is_zero / eq / is_odd fully reduce.
 *
 * Column bound of the product (the number fp448_impl.h's carry needs):
 * limbs < 2^59 give partial products < 2^118, and the half sums
 * a_i + a_{i+4} < 2^60 products < 2^120. An output column takes at most
 * 19 * 2^118 < 2^123 (fp448_impl.h, "Karatsuba"), far inside 128 bits.
 */
#ifndef SF_FIELD_P448_FP448_64_H
#define SF_FIELD_P448_FP448_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#define SF_FP448_BACKEND_NAME_IMPL "64"

/* __extension__ keeps -Wpedantic quiet about the non-ISO 128-bit type. */
__extension__ typedef unsigned __int128 sf_fp448_wide;
typedef uint64_t sf_fp448_limb;

#define SF_FP448_NLIMBS 8
#define SF_FP448_HALF 4  /* limbs per half: phi = 2^(56 * 4) */
#define SF_FP448_RADIX 56
#define SF_FP448_MASK ((uint64_t)0x00FFFFFFFFFFFFFFULL)
#define SF_FP448_TIGHT_BITS 57
#define SF_FP448_LOOSE_BITS 59
#define SF_FP448_LIMB_MASK(ctl) sf_ct_mask64(ctl)

typedef struct sf_fp448 {
    uint64_t v[8]; /* radix 2^56, each limb < 2^57 (tight) */
} sf_fp448;

typedef struct sf_fp448_loose {
    uint64_t v[8]; /* radix 2^56, each limb < 2^59 */
} sf_fp448_loose;

/*
 * SF_FP448_CONST(w0, ..., w6): a constant initializer from seven 64-bit
 * words, least significant first (w0 holds bits 0..63), of an integer < p.
 * Limb i takes bits 56 i .. 56 i + 55; canonical limbs, so tight.
 */
#define SF_FP448_CONST(w0, w1, w2, w3, w4, w5, w6)                           \
    {{(uint64_t)(w0) & SF_FP448_MASK,                                         \
      (((uint64_t)(w0) >> 56) | ((uint64_t)(w1) << 8)) & SF_FP448_MASK,       \
      (((uint64_t)(w1) >> 48) | ((uint64_t)(w2) << 16)) & SF_FP448_MASK,      \
      (((uint64_t)(w2) >> 40) | ((uint64_t)(w3) << 24)) & SF_FP448_MASK,      \
      (((uint64_t)(w3) >> 32) | ((uint64_t)(w4) << 32)) & SF_FP448_MASK,      \
      (((uint64_t)(w4) >> 24) | ((uint64_t)(w5) << 40)) & SF_FP448_MASK,      \
      (((uint64_t)(w5) >> 16) | ((uint64_t)(w6) << 48)) & SF_FP448_MASK,      \
      (uint64_t)(w6) >> 8}}

#include "field/p448/fp448_impl.h"

#endif /* SF_FIELD_P448_FP448_64_H */

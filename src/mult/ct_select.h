/*
 * Constant-time table selection for the scalar-multiplication templates.
 *
 * Layer: mult. Includes only common/. Curve-independent: an entry is any
 * plain struct whose size is a multiple of 8 bytes (every point type of the
 * library is: Fp elements are arrays of 32- or 64-bit limbs).
 *
 * Why not common/ct.h's sf_ct_lookup: that one works byte by byte, which is
 * right for odd sizes and cold paths. Here the scan sits inside every
 * window of every multiplication (a Snowshoe variable-base multiplication
 * scans 52 tables of 16 entries), so it computes one mask per entry and
 * works on the widest words the compiler offers: with GCC or Clang, 32-byte
 * vectors (the generic vector extension; AVX2 or AVX-512 registers under
 * -march=native, pairs of SSE2 registers otherwise, both inside the same
 * code path the tests and the constant-time check run) whenever the entry
 * size is a multiple of 32, else 64-bit words. When the call is inlined with
 * a constant count and size (the mult instantiations always do that), the
 * loops unroll and the accumulator stays in registers.
 */
#ifndef SF_MULT_CT_SELECT_H
#define SF_MULT_CT_SELECT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct.h"
#include "common/util.h"

/* Largest entry sf_mult_ct_select takes, in bytes. */
#define SF_MULT_CT_SELECT_MAX 512

#if defined(__GNUC__) || defined(__clang__)
#define SF_MULT_CT_SELECT_VEC 1
typedef uint64_t sf_mult_v4u64 __attribute__((vector_size(32)));
#endif

/*
 * out = table[idx]: table holds `count` entries of `size` bytes each.
 * In: size a multiple of 8, size <= SF_MULT_CT_SELECT_MAX; idx < count
 *   (idx >= count gives all-zero bytes). count and size are public, idx may
 *   be secret: every entry is read, and idx only enters through masks.
 * out must not overlap table.
 * Always inlined: the unrolling above needs count and size as constants,
 * and GCC 12 otherwise made one out-of-line clone with a run-time size
 * (rep stos, a memcpy call, a loop over the vectors): 67 ticks for a
 * 16-entry Snowshoe scan against 26 inlined.
 */
static SF_ALWAYS_INLINE void sf_mult_ct_select(void *out, const void *table, size_t count,
                                     size_t size, size_t idx)
{
    const uint8_t *t = (const uint8_t *)table;
#ifdef SF_MULT_CT_SELECT_VEC
    if (size % 32 == 0) { /* public: the entry type's size */
        sf_mult_v4u64 acc[SF_MULT_CT_SELECT_MAX / 32];
        size_t nv = size / 32;
        for (size_t j = 0; j < nv; j++)
            acc[j] = (sf_mult_v4u64){0, 0, 0, 0};
        for (size_t i = 0; i < count; i++) {
            uint64_t m64 = sf_ct_mask64(sf_ct_eq64((uint64_t)i, (uint64_t)idx));
            sf_mult_v4u64 m = {m64, m64, m64, m64};
            for (size_t j = 0; j < nv; j++) {
                sf_mult_v4u64 w;
                memcpy(&w, t + i * size + 32 * j, 32);
                acc[j] |= m & w;
            }
        }
        memcpy(out, acc, size);
        return;
    }
#endif
    {
        uint64_t acc[SF_MULT_CT_SELECT_MAX / 8];
        size_t nw = size / 8;
        for (size_t j = 0; j < nw; j++)
            acc[j] = 0;
        for (size_t i = 0; i < count; i++) {
            uint64_t m = sf_ct_mask64(sf_ct_eq64((uint64_t)i, (uint64_t)idx));
            for (size_t j = 0; j < nw; j++) {
                uint64_t w;
                memcpy(&w, t + i * size + 8 * j, 8);
                acc[j] |= m & w;
            }
        }
        memcpy(out, acc, size);
    }
}

#endif /* SF_MULT_CT_SELECT_H */

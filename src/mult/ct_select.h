/*
 * Constant-time table selection for the scalar-multiplication templates.
 *
 * Layer: mult. Includes only common/. Curve-independent: an entry is any
 * plain struct whose size is a multiple of 8 bytes (every point type of the
 * library is: Fp elements are arrays of 32- or 64-bit limbs).
 *
 * Why not common/ct.h's sf_ct_lookup: that one works byte by byte, which is
 * right for odd sizes and cold paths. Here the scan sits inside every
 * window of every multiplication, so it works on 64-bit words, computes one
 * mask per entry, and keeps the accumulator in registers; when the call is
 * inlined with a constant count and size (the templates always do), the
 * loops unroll and vectorise.
 */
#ifndef SF_MULT_CT_SELECT_H
#define SF_MULT_CT_SELECT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct.h"

/* Largest entry sf_mult_ct_select takes, in bytes. */
#define SF_MULT_CT_SELECT_MAX 256

/*
 * out = table[idx]: table holds `count` entries of `size` bytes each.
 * In: size a multiple of 8, size <= SF_MULT_CT_SELECT_MAX; idx < count
 *   (idx >= count gives all-zero bytes). count and size are public, idx may
 *   be secret: every entry is read, and idx only enters through masks.
 * out must not overlap table.
 */
static inline void sf_mult_ct_select(void *out, const void *table, size_t count,
                                     size_t size, size_t idx)
{
    uint64_t acc[SF_MULT_CT_SELECT_MAX / 8] = {0};
    const uint8_t *t = (const uint8_t *)table;
    size_t nw = size / 8;
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

#endif /* SF_MULT_CT_SELECT_H */

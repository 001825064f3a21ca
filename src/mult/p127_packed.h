/*
 * The packed form of the static point tables over p = 2^127 - 1 (Snowshoe,
 * FourQ): each Fp^2 element as four little-endian 64-bit words re_lo,
 * re_hi, im_lo, im_hi, fully reduced. The words are the canonical encoding,
 * not a limb layout, so one generated table serves both field backends;
 * unpacking after the constant-time lookup costs a few word moves per
 * element (sf_fp127_from_words).
 *
 * Layer: mult. Includes field/p127 and common/ only.
 */
#ifndef SF_MULT_P127_PACKED_H
#define SF_MULT_P127_PACKED_H

#include <stddef.h>
#include <stdint.h>

#include "field/p127/fp2.h"

/* *r[c] = the element of words w[4c .. 4c + 4), c < n. The words are
 * canonical (generated), so they load without decoding: plain moves with
 * the 64-bit field, where the decoder's folds cost ~5% of a comb
 * multiplication, the limb split with the portable one. */
static inline void sf_mult_p127_unpack(sf_fp2_127 *const r[], const uint64_t *w, size_t n)
{
    for (size_t c = 0; c < n; c++) {
        sf_fp127_from_words(&r[c]->re, w[4 * c], w[4 * c + 1]);
        sf_fp127_from_words(&r[c]->im, w[4 * c + 2], w[4 * c + 3]);
    }
}

#endif /* SF_MULT_P127_PACKED_H */

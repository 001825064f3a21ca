/*
 * The packed form of the static point tables over p = 2^127 - 1 (Snowshoe,
 * FourQ): each Fp^2 element as four little-endian 64-bit words re_lo,
 * re_hi, im_lo, im_hi, fully reduced. The words are the canonical encoding,
 * not a limb layout, so one generated table serves both field backends;
 * unpacking after the constant-time lookup costs a few word moves and
 * folds per element.
 *
 * Layer: mult. Includes field/p127 and common/ only.
 */
#ifndef SF_MULT_P127_PACKED_H
#define SF_MULT_P127_PACKED_H

#include <stddef.h>
#include <stdint.h>

#include "common/endian.h"
#include "field/p127/fp2.h"

/* *r[c] = the element of words w[4c .. 4c + 4), c < n. The words are
 * canonical (generated), so the decoder's verdict is not needed. */
static inline void sf_mult_p127_unpack(sf_fp2_127 *const r[], const uint64_t *w, size_t n)
{
    uint8_t b[32];
    for (size_t c = 0; c < n; c++) {
        for (int i = 0; i < 4; i++)
            sf_store64_le(b + 8 * i, w[4 * c + i]);
        (void)sf_fp2_127_decode(r[c], b);
    }
}

#endif /* SF_MULT_P127_PACKED_H */

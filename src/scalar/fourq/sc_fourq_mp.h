/*
 * Private to src/scalar/fourq/: the 64x64 -> 128 product both builds share,
 * and the constants of the order N that two files need.
 *
 * The 64-bit build multiplies through unsigned __int128. The portable build
 * has no 128-bit type (or is asked not to use it, SF_FIELD_PORTABLE) and
 * builds the product from four 32x32 -> 64 products; the scalar code above
 * this header is the same in both builds.
 */
#ifndef SF_SCALAR_FOURQ_SC_FOURQ_MP_H
#define SF_SCALAR_FOURQ_SC_FOURQ_MP_H

#include <stdint.h>

#include "scalar/fourq/sc_fourq.h"

/*
 * (*hi, return) = a * b + c + d, the full 128-bit result.
 * Bound: (2^64 - 1)^2 + 2 (2^64 - 1) = 2^128 - 1, so it never overflows;
 * this is what lets a multiply-accumulate step carry a whole word.
 */
#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
static inline uint64_t sf_scf_mac(uint64_t *hi, uint64_t a, uint64_t b,
                                  uint64_t c, uint64_t d)
{
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    /* mid < 3 * 2^32: the two cross products' low halves and p00's top */
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    uint64_t lo = (mid << 32) | (uint32_t)p00;
    uint64_t h = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    /* add c and d with their carries; h cannot overflow (bound above) */
    lo += c;
    h += lo < c;
    lo += d;
    h += lo < d;
    *hi = h;
    return lo;
}
#else
__extension__ typedef unsigned __int128 sf_scf_u128;
static inline uint64_t sf_scf_mac(uint64_t *hi, uint64_t a, uint64_t b,
                                  uint64_t c, uint64_t d)
{
    sf_scf_u128 t = (sf_scf_u128)a * b + c + d;
    *hi = (uint64_t)(t >> 64);
    return (uint64_t)t;
}
#endif

/* r = a + b + c (c the carry in, 0 or 1); returns the carry out. */
static inline uint64_t sf_scf_adc(uint64_t *r, uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t s = a + c;
    uint64_t c1 = s < c;
    s += b;
    *r = s;
    return c1 | (s < b);
}

/* r = a - b - c (c the borrow in, 0 or 1); returns the borrow out. */
static inline uint64_t sf_scf_sbb(uint64_t *r, uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t d = a - b;
    uint64_t b1 = a < b;
    *r = d - c;
    return b1 | (d < c);
}

/* N, least significant word first. */
extern const uint64_t sf_scf_n[4];

#endif /* SF_SCALAR_FOURQ_SC_FOURQ_MP_H */

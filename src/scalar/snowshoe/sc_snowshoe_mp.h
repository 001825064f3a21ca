/*
 * Private to src/scalar/snowshoe/: multi-precision helpers over the limb
 * type of sc_snowshoe.h, and the exact division by q that both the
 * arithmetic (sc_snowshoe.c) and the GLS decomposition (sc_snowshoe_gls.c)
 * are built on.
 *
 * Everything is written once over `sf_scs_limb` (W = 32 or 64 bits) with a
 * double-width type `sf_scs_dlimb` for products and carries. Sizes are given
 * in bits and converted with SF_SCS_N(bits), so the same code works at both
 * word sizes. Loop bounds are sizes (public); no helper branches on or
 * indexes by limb values.
 */
#ifndef SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_MP_H
#define SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_MP_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "scalar/snowshoe/sc_snowshoe.h"

typedef sf_sc_snowshoe_limb sf_scs_limb;
#define SF_SCS_W SF_SC_SNOWSHOE_LIMB_BITS

#if SF_SCS_W == 64
/* Only reached when the compiler has __int128 (see sc_snowshoe.h). */
__extension__ typedef unsigned __int128 sf_scs_dlimb;
/* A 64-bit constant as limbs. */
#define SF_SCS_W64(x) ((sf_scs_limb)(x))
#else
typedef uint64_t sf_scs_dlimb;
#define SF_SCS_W64(x)                                                       \
    ((sf_scs_limb)((uint64_t)(x)&0xffffffffu)),                             \
        ((sf_scs_limb)((uint64_t)(x) >> 32))
#endif

/* Limbs in `bits` bits (bits a multiple of 64). */
#define SF_SCS_N(bits) ((bits) / SF_SCS_W)

/* Constants (sc_snowshoe.c), least significant limb first. */
extern const sf_scs_limb sf_scs_q[SF_SCS_N(256)];

/* ---- load / store ------------------------------------------------------ */

/* r[0..n) = the n*W/8 little-endian bytes at p. */
static inline void sf_scs_load(sf_scs_limb *r, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
#if SF_SCS_W == 64
        r[i] = sf_load64_le(p + 8 * i);
#else
        r[i] = sf_load32_le(p + 4 * i);
#endif
    }
}

static inline void sf_scs_store(uint8_t *p, const sf_scs_limb *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
#if SF_SCS_W == 64
        sf_store64_le(p + 8 * i, a[i]);
#else
        sf_store32_le(p + 4 * i, a[i]);
#endif
    }
}

/* ---- add, subtract, select ---------------------------------------------- */

/*
 * r = a + b mod 2^(W*n); returns the carry out (0 or 1).
 * Bound: a[i] + b[i] + c <= 2*(2^W - 1) + 1 < 2^(W+1), so the double limb
 * holds each column and its high half is the next carry, 0 or 1.
 */
static inline sf_scs_limb sf_scs_add(sf_scs_limb *r, const sf_scs_limb *a,
                                     const sf_scs_limb *b, size_t n)
{
    sf_scs_limb c = 0;
    for (size_t i = 0; i < n; i++) {
        sf_scs_dlimb t = (sf_scs_dlimb)a[i] + b[i] + c;
        r[i] = (sf_scs_limb)t;
        c = (sf_scs_limb)(t >> SF_SCS_W);
    }
    return c;
}

/*
 * r = a - b mod 2^(W*n); returns the borrow out (1 iff a < b).
 * The double-width difference wraps modulo 2^(2W); it is negative exactly
 * when a column borrows, and then bit W (indeed every high bit) is set.
 */
static inline sf_scs_limb sf_scs_sub(sf_scs_limb *r, const sf_scs_limb *a,
                                     const sf_scs_limb *b, size_t n)
{
    sf_scs_limb c = 0;
    for (size_t i = 0; i < n; i++) {
        sf_scs_dlimb t = (sf_scs_dlimb)a[i] - b[i] - c;
        r[i] = (sf_scs_limb)t;
        c = (sf_scs_limb)(t >> SF_SCS_W) & 1;
    }
    return c;
}

/* if ctl (0 or 1): r = a (n limbs). */
static inline void sf_scs_cmov(sf_scs_limb *r, const sf_scs_limb *a, size_t n,
                               uint32_t ctl)
{
    sf_scs_limb m = (sf_scs_limb)sf_ct_mask64(ctl);
    for (size_t i = 0; i < n; i++)
        r[i] ^= m & (r[i] ^ a[i]);
}

/* 1 if the n limbs of a are all zero. */
static inline uint32_t sf_scs_is_zero(const sf_scs_limb *a, size_t n)
{
    sf_scs_limb acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= a[i];
    return sf_ct_is_zero64((uint64_t)acc);
}

/*
 * if ctl (0 or 1): r = -a mod 2^(W*n) (two's complement), else r = a.
 * -a = (a XOR all-ones) + 1, so XOR with the mask and add ctl at the bottom.
 */
static inline void sf_scs_cneg(sf_scs_limb *r, const sf_scs_limb *a, size_t n,
                               uint32_t ctl)
{
    sf_scs_limb m = (sf_scs_limb)sf_ct_mask64(ctl);
    sf_scs_limb c = (sf_scs_limb)ctl;
    for (size_t i = 0; i < n; i++) {
        sf_scs_dlimb t = (sf_scs_dlimb)(a[i] ^ m) + c;
        r[i] = (sf_scs_limb)t;
        c = (sf_scs_limb)(t >> SF_SCS_W);
    }
}

/* ---- multiply ------------------------------------------------------------- */

/*
 * r[0..nr) = a[0..na) * b[0..nb) mod 2^(W*nr), schoolbook, nr <= na + nb
 * (nr = na + nb gives the full product). r must not overlap a or b.
 * Bound: a[i]*b[j] + r[i+j] + carry <= (2^W-1)^2 + 2*(2^W-1) = 2^(2W) - 1,
 * so each step fits the double limb and the new carry is < 2^W.
 * When row i ends, r[i+nb] has not been written by an earlier row (row i-1
 * reaches r[i-1+nb] at most), so it takes the carry directly.
 */
static inline void sf_scs_mul(sf_scs_limb *r, size_t nr, const sf_scs_limb *a,
                              size_t na, const sf_scs_limb *b, size_t nb)
{
    for (size_t i = 0; i < nr; i++)
        r[i] = 0;
    for (size_t i = 0; i < na && i < nr; i++) {
        sf_scs_limb c = 0;
        for (size_t j = 0; j < nb && i + j < nr; j++) {
            sf_scs_dlimb t = (sf_scs_dlimb)a[i] * b[j] + r[i + j] + c;
            r[i + j] = (sf_scs_limb)t;
            c = (sf_scs_limb)(t >> SF_SCS_W);
        }
        if (i + nb < nr)
            r[i + nb] = c;
    }
}

/* ---- division by q (sc_snowshoe.c) ----------------------------------------- */

/*
 * Exact division of a 512-bit integer by q, constant time:
 *   x = quot * q + rem,  0 <= rem < q.
 * In: x, SF_SCS_N(512) limbs, any value.
 * Out: rem, SF_SCS_N(256) limbs; quot, SF_SCS_N(320) limbs (quot < 2^261),
 *   or NULL if not wanted (a public choice). Neither may overlap x.
 */
void sf_scs_divmod512(sf_scs_limb *quot, sf_scs_limb *rem,
                      const sf_scs_limb *x);

#endif /* SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_MP_H */

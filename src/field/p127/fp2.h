/*
 * Fp^2 = Fp[i]/(i^2 + 1) over p = 2^127 - 1 (p = 3 mod 4, so -1 is a
 * non-square and i exists only in the extension).
 *
 * Layer: field. Written once against the sf_fp127 interface (fp.h) and
 * mirroring its names, so both backends and both curves (Snowshoe, FourQ)
 * share it. An element is a + b*i with `re` = a, `im` = b.
 *
 * Same bound contract as fp.h (each component < 2^127), same aliasing rule
 * (outputs may alias inputs), constant time in all arguments.
 *
 * Encoding: 32 bytes, the real part then the imaginary part, each as the
 * canonical 16-byte little-endian Fp encoding (the layout Snowshoe and
 * FourQlib use).
 */
#ifndef SF_FIELD_P127_FP2_H
#define SF_FIELD_P127_FP2_H

#include <stddef.h>
#include <stdint.h>

#include "field/p127/fp.h"

typedef struct sf_fp2_127 {
    sf_fp127 re;
    sf_fp127 im;
} sf_fp2_127;

/* ---- inline operations (fp2_127_impl.h) --------------------------------- */

/* r = 0, r = 1 */
static inline void sf_fp2_127_zero(sf_fp2_127 *r);
static inline void sf_fp2_127_one(sf_fp2_127 *r);
/* r = a */
static inline void sf_fp2_127_copy(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = a + b, r = a - b, r = -a */
static inline void sf_fp2_127_add(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b);
static inline void sf_fp2_127_sub(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b);
static inline void sf_fp2_127_neg(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = conj(a) = re - im*i */
static inline void sf_fp2_127_conj(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = a * b (3 Fp multiplications, Karatsuba) */
static inline void sf_fp2_127_mul(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp2_127 *b);
/* r = a^2 (2 Fp multiplications: (re+im)(re-im), 2*re*im) */
static inline void sf_fp2_127_sqr(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = a * b where b is in Fp */
static inline void sf_fp2_127_mul_fp(sf_fp2_127 *r, const sf_fp2_127 *a, const sf_fp127 *b);
/* r = a * c for a small constant c < 2^32 in Fp */
static inline void sf_fp2_127_mul_small(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t c);
/* r = a * i */
static inline void sf_fp2_127_mul_i(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = a with both components fully reduced */
static inline void sf_fp2_127_canon(sf_fp2_127 *r, const sf_fp2_127 *a);
/* if ctl: r = a; if ctl: swap; r = ctl ? -a : a */
static inline void sf_fp2_127_cmov(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t ctl);
static inline void sf_fp2_127_cswap(sf_fp2_127 *a, sf_fp2_127 *b, uint32_t ctl);
static inline void sf_fp2_127_cneg(sf_fp2_127 *r, const sf_fp2_127 *a, uint32_t ctl);
/* 1 if a == 0, 1 if a == b (as field elements), else 0 */
static inline uint32_t sf_fp2_127_is_zero(const sf_fp2_127 *a);
static inline uint32_t sf_fp2_127_eq(const sf_fp2_127 *a, const sf_fp2_127 *b);
/* out = re || im, canonical little-endian */
static inline void sf_fp2_127_encode(uint8_t out[32], const sf_fp2_127 *a);
/* r = decoded value; returns 1 iff both halves are canonical (< p) */
static inline uint32_t sf_fp2_127_decode(sf_fp2_127 *r, const uint8_t in[32]);

/* ---- generic operations (fp2_127.c) ------------------------------------- */

/* r = 1/a = conj(a) / (re^2 + im^2), and 0 for a = 0. */
void sf_fp2_127_inv(sf_fp2_127 *r, const sf_fp2_127 *a);

/*
 * r = a square root of a. Returns 1 if a is a square in Fp^2 (including 0),
 * else 0 and r = 0. Which of the two roots is returned is unspecified (both
 * backends return the same one). Cost: two Fp exponentiations (the norm's
 * root, then one inverse square root), no inversion.
 */
uint32_t sf_fp2_127_sqrt(sf_fp2_127 *r, const sf_fp2_127 *a);

/*
 * r = 1/sqrt(a). Returns 1 if a is a non-zero square, else 0 and r = 0.
 * Same cost as sqrt (it is sqrt_ratio(1, a)).
 */
uint32_t sf_fp2_127_invsqrt(sf_fp2_127 *r, const sf_fp2_127 *a);

/*
 * r = sqrt(u / v) without an inversion (for point decompression and
 * Elligator). Returns 1 if r^2 v = u: u/v is a square with v != 0, or u = 0
 * (then r = 0 for any v). Otherwise (v = 0 with u != 0, or u/v a non-square)
 * returns 0 and r = 0. Cost: two Fp exponentiations and a few products.
 */
uint32_t sf_fp2_127_sqrt_ratio(sf_fp2_127 *r, const sf_fp2_127 *u,
                               const sf_fp2_127 *v);

/*
 * r[k] = 1/a[k] for k < n (Montgomery's trick: one inversion and 3(n-1)
 * products). r and a must not overlap. If any a[k] is 0, every r[k] is 0
 * (the shared inverse is of the product). Constant time for a fixed n.
 */
void sf_fp2_127_inv_batch(sf_fp2_127 *r, const sf_fp2_127 *a, size_t n);

/*
 * Quadratic character of a in Fp^2: 1 (non-zero square), 0 (zero) or -1
 * (non-square). Computed as the Legendre symbol of the norm re^2 + im^2 in Fp.
 */
int sf_fp2_127_legendre(const sf_fp2_127 *a);

#include "field/p127/fp2_127_impl.h"

#endif /* SF_FIELD_P127_FP2_H */

/*
 * Fp, p = 2^256 - 2^224 + 2^192 + 2^96 - 1: the base field of NIST P-256.
 *
 * Layer: field. Includes only common/. Used by the P-256 group layer.
 *
 * Representation (Montgomery domain)
 * ----------------------------------
 * An `sf_fp256` holding the field element a stores the integer
 * aR mod p with R = 2^256, fully reduced into [0, p). Every function below
 * takes and returns elements in that form unless its contract says
 * "(plain)"; only sf_fp256_to_mont / sf_fp256_from_mont and the byte
 * encoding cross between the domains. Because the stored integer is
 * canonical, is_zero and eq compare limbs directly and need no reduction.
 *
 * Why Montgomery: p = -1 mod 2^96, so -p^-1 = 1 mod 2^64 (and mod 2^32). A
 * reduction step "m = t mod 2^64; t = (t + m*p) / 2^64" needs no
 * multiplication to find m, and m*p = m*2^96 - m + m*p3*2^192 costs one
 * 64x64 multiplication (p3 = 0xFFFFFFFF00000001) plus a shift. So a
 * Montgomery multiplication costs 16 + 4 word products (10 + 4 for a square).
 *
 * `sf_fp256` is backend-defined: fp256_64.h (four 64-bit limbs, products in
 * unsigned __int128) or fp256_32.h (eight 32-bit limbs, products in
 * uint64_t; no 128-bit type). Limbs are little-endian (v[0] least
 * significant). SF_FIELD_PORTABLE selects the 32-bit backend, as for every
 * field; it is also chosen when the compiler has no __int128.
 *
 * Everything here is constant time in all arguments, except functions whose
 * name ends in _vartime. Aliasing: every output may alias any input.
 *
 * The "machine" operations are static inline in the backend header so the
 * group layer gets them inlined; the few built only from other machine
 * operations (dbl, neg, sqr_n, cneg) are static inline below, written once
 * for both backends; exponentiation chains live in fp256.c.
 */
#ifndef SF_FIELD_P256_FP256_H
#define SF_FIELD_P256_FP256_H

#include <stdint.h>

#include "common/ct.h"

#include "common/backend.h"

#ifdef SF_FIELD_PORTABLE
#include "field/p256/fp256_32.h"
#else
#include "field/p256/fp256_64.h"
#endif

/* Name of the backend compiled in: "64" or "portable". */
#define SF_FP256_BACKEND_NAME SF_FP256_BACKEND_NAME_IMPL

/*
 * SF_FP256_CONST(d7, ..., d0): static initialiser for an sf_fp256 whose
 * stored integer is d7*2^224 + ... + d0 (eight 32-bit words, most
 * significant first). The words must already be the Montgomery form aR mod
 * p of the intended element (and < p); the group layer's constants are
 * generated that way by a script.
 */
#define SF_FP256_CONST(d7, d6, d5, d4, d3, d2, d1, d0) \
    SF_FP256_CONST_IMPL(d7, d6, d5, d4, d3, d2, d1, d0)

/* ---- machine operations (backend, static inline) ----------------------- */

/* r = 0 */
static inline void sf_fp256_zero(sf_fp256 *r);
/* r = 1 (Montgomery domain: stores R mod p) */
static inline void sf_fp256_one(sf_fp256 *r);
/* r = a (a < 2^32), Montgomery domain */
static inline void sf_fp256_set_u32(sf_fp256 *r, uint32_t a);
/* r = a */
static inline void sf_fp256_copy(sf_fp256 *r, const sf_fp256 *a);
/* r = a + b mod p. In: a, b < p. Out: r < p. */
static inline void sf_fp256_add(sf_fp256 *r, const sf_fp256 *a, const sf_fp256 *b);
/* r = a - b mod p. In: a, b < p. Out: r < p. */
static inline void sf_fp256_sub(sf_fp256 *r, const sf_fp256 *a, const sf_fp256 *b);
/* r = -a mod p (0 stays 0). In: a < p. Out: r < p. */
static inline void sf_fp256_neg(sf_fp256 *r, const sf_fp256 *a);
/* r = 2a mod p. In: a < p. Out: r < p. */
static inline void sf_fp256_dbl(sf_fp256 *r, const sf_fp256 *a);
/* r = a/2 mod p (the same in either domain: (a/2)R = (aR)/2). In: a < p.
 * Out: r < p. */
static inline void sf_fp256_half(sf_fp256 *r, const sf_fp256 *a);
/* r = a * b mod p (Montgomery domain: stores aR*bR/R). In: a, b < p. */
static inline void sf_fp256_mul(sf_fp256 *r, const sf_fp256 *a, const sf_fp256 *b);
/* r = a^2 mod p (Montgomery domain). In: a < p. */
static inline void sf_fp256_sqr(sf_fp256 *r, const sf_fp256 *a);
/* r = a^(2^n) mod p: n successive squarings (n public). */
static inline void sf_fp256_sqr_n(sf_fp256 *r, const sf_fp256 *a, unsigned n);
/*
 * r = aR mod p: plain -> Montgomery domain.
 * In: a (plain) any integer < 2^256 (so a >= p is reduced too). Out: r < p.
 */
static inline void sf_fp256_to_mont(sf_fp256 *r, const sf_fp256 *a);
/* r = a/R mod p: Montgomery domain -> plain. In: a < p. Out: r (plain) < p. */
static inline void sf_fp256_from_mont(sf_fp256 *r, const sf_fp256 *a);
/* if ctl (0 or 1): r = a; otherwise r unchanged */
static inline void sf_fp256_cmov(sf_fp256 *r, const sf_fp256 *a, uint32_t ctl);
/* if ctl (0 or 1): swap a and b */
static inline void sf_fp256_cswap(sf_fp256 *a, sf_fp256 *b, uint32_t ctl);
/* if ctl (0 or 1): r = -a; otherwise r = a */
static inline void sf_fp256_cneg(sf_fp256 *r, const sf_fp256 *a, uint32_t ctl);
/* 1 if a == 0, else 0 */
static inline uint32_t sf_fp256_is_zero(const sf_fp256 *a);
/* 1 if a == b, else 0 */
static inline uint32_t sf_fp256_eq(const sf_fp256 *a, const sf_fp256 *b);
/* bit 0 of the canonical plain value of a (the SEC1 compressed "y parity") */
static inline uint32_t sf_fp256_is_odd(const sf_fp256 *a);
/* out = 32-byte big-endian encoding of the canonical plain value of a */
static inline void sf_fp256_encode(uint8_t out[32], const sf_fp256 *a);
/*
 * r = the element whose plain value is encoded in `in` (32 bytes,
 * big-endian), in Montgomery domain. Returns 1 if the value is < p, else 0;
 * in that case r is still set (to the value reduced mod p) so the caller can
 * continue in constant time and fold the flag into its result.
 */
static inline uint32_t sf_fp256_decode(sf_fp256 *r, const uint8_t in[32]);

/* ---- machine operations built from the backend's (static inline) -------- */

/* These use only the operations above, so both backends share them; they
 * stay static inline because the group formulas call them in their hot
 * loops. */

static inline void sf_fp256_dbl(sf_fp256 *r, const sf_fp256 *a)
{
    sf_fp256_add(r, a, a);
}

static inline void sf_fp256_neg(sf_fp256 *r, const sf_fp256 *a)
{
    sf_fp256 z;
    sf_fp256_zero(&z);
    sf_fp256_sub(r, &z, a);
}

static inline void sf_fp256_sqr_n(sf_fp256 *r, const sf_fp256 *a,
                                  unsigned n)
{
    sf_fp256_copy(r, a);
    for (unsigned i = 0; i < n; i++)
        sf_fp256_sqr(r, r);
}

/* Both candidates are computed and one is selected with cmov, so the time
 * does not depend on ctl. */
static inline void sf_fp256_cneg(sf_fp256 *r, const sf_fp256 *a, uint32_t ctl)
{
    sf_fp256 n;
    sf_fp256_neg(&n, a);
    sf_fp256_copy(r, a);
    sf_fp256_cmov(r, &n, ctl);
}

/* ---- generic operations (fp256.c) --------------------------------------- */

/* r = 1/a, and 0 for a = 0 (Montgomery domain in and out). Constant time
 * (safegcd with a fixed number of divsteps). */
void sf_fp256_inv(sf_fp256 *r, const sf_fp256 *a);
/* The same in variable time: public a only (signature verification). */
void sf_fp256_inv_vartime(sf_fp256 *r, const sf_fp256 *a);

/*
 * r = a^((p+1)/4). Since p = 3 mod 4, that is a square root of a whenever
 * one exists. Returns 1 if a is a square (including 0: r = 0), else 0; in
 * that case r is a square root of -a. Constant time.
 */
uint32_t sf_fp256_sqrt(sf_fp256 *r, const sf_fp256 *a);

#endif /* SF_FIELD_P256_FP256_H */

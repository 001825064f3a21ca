/*
 * Fp, p = 2^448 - 2^224 - 1: the base field of Ed448-Goldilocks, X448 and
 * decaf448.
 *
 * Layer: field. Includes only common/. Shared by every curve and protocol
 * over this prime.
 *
 * Representation
 * --------------
 * `sf_fp448` is backend-defined (fp448_64.h: eight 56-bit limbs in 64-bit
 * words, products through `unsigned __int128`; fp448_32.h: sixteen 28-bit
 * limbs in 32-bit words, 32 x 32 -> 64-bit products only). Chosen at build
 * time exactly as for p127: SF_FIELD_PORTABLE selects the 32-bit backend,
 * otherwise the 64-bit one is used where the compiler has `unsigned
 * __int128`. Both split an element at phi = 2^224 and multiply by
 * Karatsuba on that split (p = phi^2 - phi - 1, so phi^2 = phi + 1); the
 * machine operations are written once for both in fp448_impl.h.
 *
 * Bound classes
 * -------------
 * Every function below takes and returns elements of the backend's "tight"
 * class (64-bit: limbs < 2^57; portable: limbs < 2^29), so the output of
 * any operation is a valid input to every other one. Tight values are not
 * canonical (the value may reach about 2^449); only canon / encode /
 * is_zero / eq / is_odd look at the canonical value, and they fully reduce
 * first. SF_VERIFY builds check the class on entry and exit of every
 * arithmetic operation.
 * The "loose" class (sf_fp448_loose) is an optional fast path for
 * hand-tuned formulas: a sum or difference that feeds a product skips its
 * carry (64-bit backend: loose limbs < 2^59; the portable backend has no
 * room for that, so there its loose operations are the tight ones and the
 * same code runs on both).
 *
 * Aliasing: every output may alias any input unless stated. Elements built
 * by hand must come from zero / one / set_u32 / decode / from_words /
 * SF_FP448_CONST or from another operation; the limbs are private to the
 * backend.
 *
 * Everything here is constant time in all arguments.
 *
 * The "machine" operations are static inline (fp448_impl.h), so the curve
 * layers get them inlined into their hot loops; the exponentiation chains
 * built from them (inversion, square roots) live once in fp448.c.
 *
 * Costs (64-bit backend): mul 48 word products, sqr 30, both ending in one
 * carry of two 4-column chains; add / sub 8 limb operations and one
 * parallel carry step; inv / invsqrt / sqrt / sqrt_ratio one chain of
 * 445 squarings and 12 products plus at most 2 squarings and 3 products.
 * Measured figures: docs/ed448.md.
 */
#ifndef SF_FIELD_P448_FP448_H
#define SF_FIELD_P448_FP448_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"

#include "common/backend.h"

#ifdef SF_FIELD_PORTABLE
#include "field/p448/fp448_32.h"
#else
#include "field/p448/fp448_64.h"
#endif

/* Name of the backend compiled in: "64" or "portable" (for tests and bench). */
#define SF_FP448_BACKEND_NAME SF_FP448_BACKEND_NAME_IMPL

/* Bytes of an encoded element (RFC 7748 / RFC 8032 field encoding). */
#define SF_FP448_BYTES 56

/*
 * SF_FP448_CONST(w0, ..., w6): a static initializer of an sf_fp448 from
 * seven 64-bit words, least significant first, of an integer < p (no
 * check, no reduction: the caller guarantees it). Defined by each backend
 * so that one table of constants compiles for both.
 */

/* ---- machine operations (fp448_impl.h, static inline) ------------------ */

/* r = 0;  r = 1;  r = a (a < 2^32);  r = a */
static inline void sf_fp448_zero(sf_fp448 *r);
static inline void sf_fp448_one(sf_fp448 *r);
static inline void sf_fp448_set_u32(sf_fp448 *r, uint32_t a);
static inline void sf_fp448_copy(sf_fp448 *r, const sf_fp448 *a);
/* r = a + b mod p;  r = a - b mod p;  r = -a mod p */
static inline void sf_fp448_add(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b);
static inline void sf_fp448_sub(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b);
static inline void sf_fp448_neg(sf_fp448 *r, const sf_fp448 *a);
/* r = a * b mod p (Karatsuba on phi) */
static inline void sf_fp448_mul(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b);
/* r = a^2 mod p */
static inline void sf_fp448_sqr(sf_fp448 *r, const sf_fp448 *a);
/* r = a^(2^n) mod p, n >= 1 squarings */
static inline void sf_fp448_sqr_n(sf_fp448 *r, const sf_fp448 *a, unsigned n);
/* r = a * c mod p, for a constant c < 2^32 (e.g. 39081 = -d of Ed448) */
static inline void sf_fp448_mul_small(sf_fp448 *r, const sf_fp448 *a, uint32_t c);
/* r = a fully reduced into [0, p) (canonical limbs, still tight) */
static inline void sf_fp448_canon(sf_fp448 *r, const sf_fp448 *a);
/* if ctl (0 or 1): r = a; otherwise r unchanged */
static inline void sf_fp448_cmov(sf_fp448 *r, const sf_fp448 *a, uint32_t ctl);
/* if ctl (0 or 1): swap a and b */
static inline void sf_fp448_cswap(sf_fp448 *a, sf_fp448 *b, uint32_t ctl);
/* if ctl (0 or 1): r = -a; otherwise r = a */
static inline void sf_fp448_cneg(sf_fp448 *r, const sf_fp448 *a, uint32_t ctl);
/* 1 if a == 0 mod p, else 0 */
static inline uint32_t sf_fp448_is_zero(const sf_fp448 *a);
/* 1 if a == b mod p, else 0 */
static inline uint32_t sf_fp448_eq(const sf_fp448 *a, const sf_fp448 *b);
/*
 * Bit 0 of the canonical value of a: the sign of RFC 8032's point encoding
 * and RFC 9496's IS_NEGATIVE. CT_ABS(a) is cneg(r, a, is_odd(a)).
 */
static inline uint32_t sf_fp448_is_odd(const sf_fp448 *a);
/* out = canonical 56-byte little-endian encoding of a */
static inline void sf_fp448_encode(uint8_t out[56], const sf_fp448 *a);
/*
 * r = the element encoded in `in` (56 bytes little-endian, the integer
 * x < 2^448). Returns 1 if the encoding is canonical (x < p), else 0; r is
 * set to x mod p either way (in constant time), so the caller can continue
 * and fold the flag into its error. Ed448 and decaf448 reject on 0.
 */
static inline uint32_t sf_fp448_decode(sf_fp448 *r, const uint8_t in[56]);
/*
 * r = x mod p for the 56-byte little-endian x, every x accepted: RFC 7748's
 * decodeUCoordinate for X448, which takes non-canonical u (p <= x < 2^448)
 * and reduces it (448 is a multiple of 8, so no bit is masked).
 */
static inline void sf_fp448_decode_reduce(sf_fp448 *r, const uint8_t in[56]);
/*
 * r = sum w[i] 2^(64 i) for a value already known to be canonical (< p),
 * such as the words of a generated table: no check, no reduction; the
 * same words give the same element in both backends.
 */
static inline void sf_fp448_from_words(sf_fp448 *r, const uint64_t w[7]);

/*
 * The loose class (sf_fp448_loose): the unreduced sum or difference of two
 * tight elements, usable only as a product operand or carried back.
 *   loose_from:       r = a                          (tight -> loose)
 *   add_loose:        r = a + b       (a, b tight; r loose)
 *   sub_loose:        r = a - b       (a, b tight; r loose)
 *   carry:            r = a           (a loose; r tight)
 *   mul_loose:        r = a * b mod p (a loose, b tight; r tight; r may
 *                                      alias b)
 *   mul_loose_loose:  r = a * b mod p (a, b loose; r tight)
 *   sqr_loose:        r = a^2 mod p   (a loose; r tight)
 * 64-bit backend: add_loose / sub_loose are 8 limb operations and skip the
 * carry step; portable backend: they are add / sub (see fp448_32.h).
 */
static inline void sf_fp448_loose_from(sf_fp448_loose *r, const sf_fp448 *a);
static inline void sf_fp448_add_loose(sf_fp448_loose *r, const sf_fp448 *a,
                                      const sf_fp448 *b);
static inline void sf_fp448_sub_loose(sf_fp448_loose *r, const sf_fp448 *a,
                                      const sf_fp448 *b);
static inline void sf_fp448_carry(sf_fp448 *r, const sf_fp448_loose *a);
static inline void sf_fp448_mul_loose(sf_fp448 *r, const sf_fp448_loose *a,
                                      const sf_fp448 *b);
static inline void sf_fp448_mul_loose_loose(sf_fp448 *r, const sf_fp448_loose *a,
                                            const sf_fp448_loose *b);
static inline void sf_fp448_sqr_loose(sf_fp448 *r, const sf_fp448_loose *a);

/* ---- generic operations (fp448.c) --------------------------------------- */

/*
 * r = a^((p-3)/4) = a^(2^446 - 2^222 - 1): the shared core of inv,
 * invsqrt, sqrt, legendre and sqrt_ratio (445 squarings, 12 products).
 */
void sf_fp448_pow_p34(sf_fp448 *r, const sf_fp448 *a);

/* r = a^(p-2) = 1/a, and 0 for a = 0 (447 squarings, 13 products). */
void sf_fp448_inv(sf_fp448 *r, const sf_fp448 *a);

/*
 * The inverse square root (the seed's trick: one exponentiation gives
 * 1/sqrt(a), and a times it is sqrt(a)). r = a^((p-3)/4), so r^2 a = chi(a):
 * returns 1 if a is a non-zero square, then r = 1/sqrt(a) (one of the two
 * roots, unspecified which); else 0, with r^2 a = -1 for a non-square
 * (r = 1/sqrt(-a)) and r = 0 for a = 0. 1/sqrt(u v) of two factors is
 * invsqrt of their product: still one exponentiation.
 */
uint32_t sf_fp448_invsqrt(sf_fp448 *r, const sf_fp448 *a);

/*
 * r = a^((p+1)/4) = a * a^((p-3)/4). Returns 1 if a is a square (including
 * 0), then r^2 = a; else 0 and r^2 = -a. Which root: unspecified.
 */
uint32_t sf_fp448_sqrt(sf_fp448 *r, const sf_fp448 *a);

/* Legendre symbol of a: 1 (non-zero square), 0 (zero) or -1 (non-square). */
int sf_fp448_legendre(const sf_fp448 *a);

/*
 * r = sqrt(u / v) from one exponentiation, no inversion:
 *     r = u (u v)^((p-3)/4),   so r^2 v = u chi(u v).
 * Returns 1 iff r^2 v = u, that is:
 *   u = 0:                     1, r = 0 (any v);
 *   u != 0, v != 0, u/v square: 1, r^2 = u/v;
 *   u != 0, v != 0, non-square: 0, r^2 = -u/v;
 *   u != 0, v = 0:              0, r = 0.
 * This is RFC 9496's SQRT_RATIO_M1 for decaf448 (same flag, same root up
 * to sign) WITHOUT its final CT_ABS: the root returned is the value
 * u (u v)^((p-3)/4) itself, whose sign is whatever it is. Callers that
 * need the non-negative root (decaf448) apply
 *     sf_fp448_cneg(r, r, sf_fp448_is_odd(r)).
 */
uint32_t sf_fp448_sqrt_ratio(sf_fp448 *r, const sf_fp448 *u, const sf_fp448 *v);

/*
 * r[k] = 1/a[k] for k < n (Montgomery's trick: one inversion and 3(n-1)
 * products). r and a must not overlap. If any a[k] is 0, every r[k] is 0
 * (the shared inverse is of the product). Constant time for a fixed n.
 */
void sf_fp448_inv_batch(sf_fp448 *r, const sf_fp448 *a, size_t n);

#endif /* SF_FIELD_P448_FP448_H */

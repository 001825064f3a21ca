/*
 * Fp, p = 2^127 - 1: the base field of the Snowshoe curve and FourQ.
 *
 * Layer: field. Includes only common/. Shared by every curve over this prime.
 *
 * Representation
 * --------------
 * `sf_fp127` is backend-defined (fp127_64.h: two 64-bit limbs, radix 2^64;
 * fp127_32.h: 32-bit limbs, no 128-bit type). Chosen at build time:
 * SF_FIELD_PORTABLE selects the 32-bit backend, otherwise the 64-bit one is
 * used where the compiler has `unsigned __int128`.
 *
 * Every function below takes and returns elements of the backend's single
 * bound class, "tight" (64-bit: the integer is < 2^127, so p itself may
 * stand for 0; portable: five 26-bit limbs, each < 2^27). Tight values need
 * not be canonical. Only encode / is_zero / eq / is_odd / canon look at the
 * canonical value, and they fully reduce first. SF_VERIFY builds check the
 * bound class on entry and exit of every machine operation.
 * Aliasing: every output may alias any input unless stated.
 * Elements built by hand must come from zero/one/set_u32/decode or from
 * another operation; the limbs are private to the backend.
 *
 * Everything here is constant time in all arguments.
 *
 * The "machine" operations are static inline in the backend header, so the
 * curve layers above get them inlined; the exponentiation chains built from
 * them (inversion, square roots) live once in fp127.c.
 */
#ifndef SF_FIELD_P127_FP_H
#define SF_FIELD_P127_FP_H

#include <stdint.h>

#include "common/ct.h"

#include "common/backend.h"

#ifdef SF_FIELD_PORTABLE
#include "field/p127/fp127_32.h"
/* The portable backend has no separate loose class: a "loose" sum is an
 * ordinary tight sum there (its add is a short carry chain already). */
typedef struct sf_fp127_loose {
    sf_fp127 t;
} sf_fp127_loose;
static inline void sf_fp127_add_loose(sf_fp127_loose *r, const sf_fp127 *a, const sf_fp127 *b)
{
    sf_fp127_add(&r->t, a, b);
}
static inline void sf_fp127_mul_loose(sf_fp127 *r, const sf_fp127_loose *a, const sf_fp127 *b)
{
    sf_fp127_mul(r, &a->t, b);
}
static inline void sf_fp127_from_words(sf_fp127 *r, uint64_t lo, uint64_t hi)
{
    uint8_t b[16];
    sf_store64_le(b, lo);
    sf_store64_le(b + 8, hi);
    (void)sf_fp127_decode(r, b);
}
#else
#include "field/p127/fp127_64.h"
#endif

/* Name of the backend compiled in: "64" or "portable" (for tests and bench). */
#define SF_FP127_BACKEND_NAME SF_FP127_BACKEND_NAME_IMPL

/* ---- machine operations (backend, static inline) ---------------------- */

/* r = 0 */
static inline void sf_fp127_zero(sf_fp127 *r);
/* r = 1 */
static inline void sf_fp127_one(sf_fp127 *r);
/* r = a (a < 2^32) */
static inline void sf_fp127_set_u32(sf_fp127 *r, uint32_t a);
/* r = a */
static inline void sf_fp127_copy(sf_fp127 *r, const sf_fp127 *a);
/* r = a + b mod p */
static inline void sf_fp127_add(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b);
/* r = a - b mod p */
static inline void sf_fp127_sub(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b);
/* r = -a mod p */
static inline void sf_fp127_neg(sf_fp127 *r, const sf_fp127 *a);
/* r = a * b mod p */
static inline void sf_fp127_mul(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b);
/* r = a^2 mod p */
static inline void sf_fp127_sqr(sf_fp127 *r, const sf_fp127 *a);
/*
 * r = a*b + c*d mod p with one reduction (the fused kernel of the Fp^2
 * product; pass a negated operand for a*b - c*d, negation being cheap).
 * r may alias any input: all inputs are read before r is written.
 */
static inline void sf_fp127_mul_add(sf_fp127 *r, const sf_fp127 *a,
                                    const sf_fp127 *b, const sf_fp127 *c,
                                    const sf_fp127 *d);
/*
 * The loose class (sf_fp127_loose): the unreduced sum of two tight
 * elements, usable only as the first operand of mul_loose. It exists so
 * that a sum feeding exactly one product skips its reduction (64-bit
 * backend: the value a + b <= 2^128 - 2; portable backend: an ordinary
 * tight sum).
 *   add_loose:  r = a + b (a, b tight; r loose)
 *   mul_loose:  r = a * b mod p (a loose, b tight; r tight). r may alias b.
 */
static inline void sf_fp127_add_loose(sf_fp127_loose *r, const sf_fp127 *a, const sf_fp127 *b);
static inline void sf_fp127_mul_loose(sf_fp127 *r, const sf_fp127_loose *a, const sf_fp127 *b);
/* r = a * c mod p, for a small constant c < 2^32 */
static inline void sf_fp127_mul_small(sf_fp127 *r, const sf_fp127 *a, uint32_t c);
/* r = a / 2 mod p (no multiplication: 1/2 = 2^126 mod p) */
static inline void sf_fp127_half(sf_fp127 *r, const sf_fp127 *a);
/* r = a fully reduced into [0, p) */
static inline void sf_fp127_canon(sf_fp127 *r, const sf_fp127 *a);
/* if ctl (0 or 1): r = a; otherwise r unchanged */
static inline void sf_fp127_cmov(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl);
/* if ctl (0 or 1): swap a and b */
static inline void sf_fp127_cswap(sf_fp127 *a, sf_fp127 *b, uint32_t ctl);
/* if ctl (0 or 1): r = -a; otherwise r = a */
static inline void sf_fp127_cneg(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl);
/* 1 if a == 0 mod p, else 0 */
static inline uint32_t sf_fp127_is_zero(const sf_fp127 *a);
/* 1 if a == b mod p, else 0 */
static inline uint32_t sf_fp127_eq(const sf_fp127 *a, const sf_fp127 *b);
/* bit 0 of the canonical value of a ("sign" used by encodings) */
static inline uint32_t sf_fp127_is_odd(const sf_fp127 *a);
/* out = canonical 16-byte little-endian encoding of a */
static inline void sf_fp127_encode(uint8_t out[16], const sf_fp127 *a);
/*
 * r = lo + 2^64 hi, for a value already known to be canonical (< p), such
 * as the words of a generated table: no check, no reduction (64-bit
 * backend: two word moves; portable: the decoder's limb split).
 */
static inline void sf_fp127_from_words(sf_fp127 *r, uint64_t lo, uint64_t hi);
/*
 * r = the element encoded in `in` (16 bytes little-endian).
 * Returns 1 if the encoding is canonical (value < p, so bit 127 is clear and
 * the value is not p), else 0; r is then still set to the value reduced mod p
 * so the caller can continue in constant time and fold the flag in.
 */
static inline uint32_t sf_fp127_decode(sf_fp127 *r, const uint8_t in[16]);

/* ---- generic operations (fp127.c) --------------------------------------- */

/* r = a^(p-2) = 1/a (and 0 for a = 0). */
void sf_fp127_inv(sf_fp127 *r, const sf_fp127 *a);

/*
 * r = sqrt(a) = a^((p+1)/4) if a is a square. Returns 1 if a is a square
 * (including 0), else 0, in which case r = sqrt(-a).
 */
uint32_t sf_fp127_sqrt(sf_fp127 *r, const sf_fp127 *a);

/*
 * The inverse-square-root trick: one exponentiation gives both 1/sqrt(a) and,
 * by multiplying back, sqrt(a). r = a^((p-3)/4) so that r^2 * a = +-1.
 * Returns 1 if a is a non-zero square (then r = 1/sqrt(a)), else 0.
 */
uint32_t sf_fp127_invsqrt(sf_fp127 *r, const sf_fp127 *a);

/* Legendre symbol of a as 1 (non-zero square), 0 (zero) or -1 (non-square). */
int sf_fp127_legendre(const sf_fp127 *a);

/*
 * r = sqrt(u / v) from one exponentiation: r = u v (u v^3)^((p-3)/4).
 * Returns 1 if r^2 v = u, i.e. u/v is a square (v != 0) or u = 0 (then r = 0
 * whatever v is); else 0 (v = 0 with u != 0, or u/v a non-square, in which
 * case r^2 = -u/v). No inversion is needed.
 */
uint32_t sf_fp127_sqrt_ratio(sf_fp127 *r, const sf_fp127 *u, const sf_fp127 *v);

/*
 * r = a^(2^125 - 1) = a^((p-3)/4): the shared core of inv, invsqrt,
 * legendre and sqrt_ratio (124 squarings, 9 multiplications).
 */
void sf_fp127_pow_p34(sf_fp127 *r, const sf_fp127 *a);

#endif /* SF_FIELD_P127_FP_H */

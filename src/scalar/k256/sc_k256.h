/*
 * Scalars of secp256k1: integers modulo the prime group order
 *
 *   n = FFFFFFFF FFFFFFFF FFFFFFFF FFFFFFFE BAAEDCE6 AF48A03B BFD25E8C D0364141
 *     = 2^256 - C,  C = 0x1_4551231950B75FC4_402DA1732FC9BEBF (129 bits).
 *
 * Layer: scalar. Includes common/ and field/k256/k256_modinv.h (the shared
 * safegcd inverses). Nothing here knows about points; the endomorphism
 * enters only through lambda and the lattice constants of the GLV split,
 * all re-derived and checked by tests/model/gen_k256.py.
 *
 * Byte format: 32 bytes big-endian (SEC1 / BIP-340 / ECDSA); a wide input
 * (hash output to reduce) is 64 bytes big-endian.
 *
 * Limbs follow the field backend switch: with SF_FIELD_PORTABLE (or without
 * `unsigned __int128`) a scalar is 8 limbs of 32 bits with 32x32->64
 * products, otherwise 4 limbs of 64 bits with 64x64->128 products. The
 * algorithms are written once over the limb type, so sf-tests and
 * sf-tests-portable run the same code at both word sizes.
 *
 * Constant time: every function runs in time independent of its arguments'
 * values, except those ending in _vartime. Aliasing: outputs may alias
 * inputs unless stated.
 */
#ifndef SF_SCALAR_K256_SC_K256_H
#define SF_SCALAR_K256_SC_K256_H

#include <stdint.h>

#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
#define SF_SC_K256_LIMB_BITS 32
typedef uint32_t sf_sc_k256_limb;
#else
#define SF_SC_K256_LIMB_BITS 64
typedef uint64_t sf_sc_k256_limb;
#endif

/* Limbs in 256 bits: 4 (64-bit build) or 8 (portable build). */
#define SF_SC_K256_LIMBS (256 / SF_SC_K256_LIMB_BITS)

/*
 * A scalar mod n, limbs little-endian.
 * Invariant #1: the value sum d[i] 2^(LIMB_BITS i) is < n (fully reduced).
 *   Every function producing an sf_sc_k256 establishes it and every function
 *   taking one relies on it (checked with SF_VERIFY_CHECK in VERIFY builds).
 *   Build values only through the functions below.
 * Invariant #2: none; 0 is a valid value. Whether a scalar may be zero is the
 *   caller's question (sf_sc_k256_is_zero).
 */
typedef struct sf_sc_k256 {
    sf_sc_k256_limb d[SF_SC_K256_LIMBS];
} sf_sc_k256;

/* 1 if a satisfies invariant #1, else 0 (for VERIFY checks and tests). */
uint32_t sf_sc_k256_check(const sf_sc_k256 *a);

/* r = 0, r = 1, r = c (any uint32_t). */
void sf_sc_k256_zero(sf_sc_k256 *r);
void sf_sc_k256_one(sf_sc_k256 *r);
void sf_sc_k256_set_u32(sf_sc_k256 *r, uint32_t c);

/*
 * r = x mod n, x the 32-byte big-endian integer in `in`.
 * Returns the overflow flag: 1 if x >= n (then r = x - n), else 0. Callers
 * that need a canonical scalar (secret keys, signature parts) replace r in
 * constant time and fold !overflow into their result; callers reducing a
 * hash ignore it.
 */
uint32_t sf_sc_k256_load(sf_sc_k256 *r, const uint8_t in[32]);

/* r = x mod n, x the 64-byte big-endian integer in `in` (wide reduction:
 * a uniform 512-bit x gives r within 2^-256 of uniform). */
void sf_sc_k256_reduce_wide(sf_sc_k256 *r, const uint8_t in[64]);

/* out = the 32-byte big-endian encoding of a. */
void sf_sc_k256_store(uint8_t out[32], const sf_sc_k256 *a);

/* r = a + b mod n, r = a - b mod n, r = -a mod n (and -0 = 0). */
void sf_sc_k256_add(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b);
void sf_sc_k256_sub(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b);
void sf_sc_k256_neg(sf_sc_k256 *r, const sf_sc_k256 *a);

/* r = a * b mod n, r = a^2 mod n. */
void sf_sc_k256_mul(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b);
void sf_sc_k256_sqr(sf_sc_k256 *r, const sf_sc_k256 *a);

/*
 * r = 1/a mod n, and 0 for a = 0, by safegcd divsteps with a fixed number
 * of steps (k256_modinv.h). Constant time.
 */
void sf_sc_k256_inv(sf_sc_k256 *r, const sf_sc_k256 *a);

/* The same with a data-dependent number of steps. Public a only. */
void sf_sc_k256_inv_vartime(sf_sc_k256 *r, const sf_sc_k256 *a);

/* 1 if a == 0, 1 if a == 1, 1 if a == b; else 0. */
uint32_t sf_sc_k256_is_zero(const sf_sc_k256 *a);
uint32_t sf_sc_k256_is_one(const sf_sc_k256 *a);
uint32_t sf_sc_k256_eq(const sf_sc_k256 *a, const sf_sc_k256 *b);

/* 1 if a > (n-1)/2 ("high", the form ECDSA low-S normalization rejects). */
uint32_t sf_sc_k256_is_high(const sf_sc_k256 *a);

/* if ctl (0 or 1): r = a; otherwise r unchanged. */
void sf_sc_k256_cmov(sf_sc_k256 *r, const sf_sc_k256 *a, uint32_t ctl);

/* r = ctl ? -a : a (ctl 0 or 1). */
void sf_sc_k256_cneg(sf_sc_k256 *r, const sf_sc_k256 *a, uint32_t ctl);

/*
 * r = a if a <= (n-1)/2, else r = n - a; returns 1 in the second case.
 * So a = (-1)^ret * r with r <= (n-1)/2: the sign-and-magnitude form the
 * GLV split halves are consumed in.
 */
uint32_t sf_sc_k256_abs(sf_sc_k256 *r, const sf_sc_k256 *a);

/*
 * Bits [offset, offset + count) of a as an integer (bit 0 = least
 * significant). In: 1 <= count <= 32, offset + count <= 256; offset and
 * count are public (a window position), a may be secret: constant time in a.
 */
uint32_t sf_sc_k256_get_bits(const sf_sc_k256 *a, unsigned offset, unsigned count);

/*
 * The GLV split: k1, k2 with k = k1 + k2 lambda (mod n), where lambda is the
 * cube root of unity mod n acting on points as lambda (x, y) = (beta x, y):
 *
 *   lambda = 5363AD4C C05C30E0 A5261C02 8812645A 122E22EA 20816678 DF02967C 1B23BD72
 *
 * Babai rounding against the reduced lattice basis
 *   (a1, b1) = ( 0x3086D221A7D46BCDE86C90E49284EB15,
 *               -0xE4437ED6010E88286F547FA90ABFE4C3)
 *   (a2, b2) = (0x114CA50F7A8E2F3F657C1108D9D44CFD8, a1)
 * of { (x, y) : x + y lambda = 0 mod n }:
 *   c1 = round(k b2 / n), c2 = round(-k b1 / n), each computed as
 *        (k g_i + 2^383) >> 384 with g_i = round(2^384 {b2, -b1} / n);
 *   k2 = -(c1 b1 + c2 b2) mod n,  k1 = k - k2 lambda mod n.
 * Out: k1 and k2 as scalars mod n, each "short": min(k_i, n - k_i) < 2^128
 * (so sf_sc_k256_abs gives a 128-bit magnitude and a sign). Constant time.
 * k1 and k2 must not alias each other; either may alias k.
 */
void sf_sc_k256_split_lambda(sf_sc_k256 *k1, sf_sc_k256 *k2, const sf_sc_k256 *k);

#endif /* SF_SCALAR_K256_SC_K256_H */

/*
 * Scalars mod n, the order of the NIST P-256 group:
 *   n = FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
 *
 * Layer: scalar. Includes common/ and the field layer's safegcd inverse
 * (field/k256/k256_modinv.h, generic over the odd modulus). Used by the P-256 multiplication
 * and protocol layers (private keys, ECDSA r, s, nonces, hash values).
 *
 * Type invariant (every sf_sc_p256 the functions below accept or produce):
 *   #1  the stored integer is the scalar itself (plain, NOT Montgomery
 *       form), so bits can be read directly for window recoding;
 *   #2  it is fully reduced: 0 <= value < n.
 * Montgomery form (R = 2^256 mod n) is used only inside sc_p256.c for
 * multiplication and inversion.
 *
 * Backends follow the field switch: without SF_FIELD_PORTABLE and with
 * unsigned __int128, four 64-bit limbs; otherwise eight 32-bit limbs and
 * uint64_t products. Limbs are little-endian. The code in sc_p256.c is
 * written once over a limb type, so both backends run the same algorithm.
 *
 * Everything is constant time in all secret arguments except functions
 * ending in _vartime. Public parameters (lengths, bit offsets, window
 * widths) may affect timing. Aliasing: outputs may alias inputs.
 */
#ifndef SF_SCALAR_P256_SC_P256_H
#define SF_SCALAR_P256_SC_P256_H

#include <stddef.h>
#include <stdint.h>

#include "common/backend.h"

#ifdef SF_FIELD_PORTABLE
#define SF_SC_P256_LIMBS 8
typedef struct sf_sc_p256 {
    uint32_t v[8]; /* little-endian 32-bit limbs, value < n */
} sf_sc_p256;
#else
#define SF_SC_P256_LIMBS 4
typedef struct sf_sc_p256 {
    uint64_t v[4]; /* little-endian 64-bit limbs, value < n */
} sf_sc_p256;
#endif

/* r = 0 */
void sf_sc_p256_zero(sf_sc_p256 *r);
/* r = a (a < 2^32 < n) */
void sf_sc_p256_set_u32(sf_sc_p256 *r, uint32_t a);

/*
 * r = x mod n, where x is the 32-byte big-endian integer in `in`.
 * Returns 1 if x < n (no overflow), else 0. Since x < 2^256 < 2n, x mod n
 * is x or x - n; r is set either way, so a caller can replace an invalid
 * scalar in constant time (cmov) before reporting the error.
 */
uint32_t sf_sc_p256_load(sf_sc_p256 *r, const uint8_t in[32]);

/*
 * The range check for private keys and for ECDSA r and s: like
 * sf_sc_p256_load, but returns 1 only if 0 < x < n, else 0.
 */
uint32_t sf_sc_p256_load_nonzero(sf_sc_p256 *r, const uint8_t in[32]);

/*
 * r = bits2int(h) mod n, the hash-to-scalar conversion of SEC1 4.1.3 step 5
 * and FIPS 186-4 6.4 (and RFC 6979 bits2int followed by one reduction):
 * take the leftmost min(256, 8*hlen) bits of h as a big-endian integer e,
 * then reduce once: e < 2^256 < 2n, so e mod n = e or e - n.
 * hlen may be anything, including 0 (e = 0); h may be NULL if hlen = 0.
 * Time depends on hlen only.
 */
void sf_sc_p256_from_hash(sf_sc_p256 *r, const uint8_t *h, size_t hlen);

/* out = 32-byte big-endian encoding of a */
void sf_sc_p256_store(uint8_t out[32], const sf_sc_p256 *a);

/* r = a + b mod n */
void sf_sc_p256_add(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b);
/* r = a - b mod n */
void sf_sc_p256_sub(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b);
/* r = -a mod n (0 stays 0) */
void sf_sc_p256_neg(sf_sc_p256 *r, const sf_sc_p256 *a);
/* r = a * b mod n (two Montgomery multiplications: a*b/R, then *R^2/R) */
void sf_sc_p256_mul(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b);
/* r = 1/a mod n, and 0 for a = 0. Constant time (safegcd divsteps). */
void sf_sc_p256_inv(sf_sc_p256 *r, const sf_sc_p256 *a);
/* The same in variable time: public a only (ECDSA verification's s). */
void sf_sc_p256_inv_vartime(sf_sc_p256 *r, const sf_sc_p256 *a);

/* 1 if a == 0, else 0 */
uint32_t sf_sc_p256_is_zero(const sf_sc_p256 *a);
/* 1 if a == b, else 0 */
uint32_t sf_sc_p256_eq(const sf_sc_p256 *a, const sf_sc_p256 *b);
/* 1 if a is odd, else 0 */
uint32_t sf_sc_p256_is_odd(const sf_sc_p256 *a);
/* 1 if a > (n-1)/2 (the "high-S" test), else 0 */
uint32_t sf_sc_p256_is_high(const sf_sc_p256 *a);
/* if ctl (0 or 1): r = a; otherwise r unchanged */
void sf_sc_p256_cmov(sf_sc_p256 *r, const sf_sc_p256 *a, uint32_t ctl);
/* r = 0, through sf_wipe (for secrets going out of scope) */
void sf_sc_p256_clear(sf_sc_p256 *r);

/*
 * Bits offset .. offset+count-1 of a, as an integer (bit `offset` is its
 * bit 0). In: 1 <= count <= 32 and offset + count <= 256 (both public).
 */
uint32_t sf_sc_p256_get_bits(const sf_sc_p256 *a, unsigned offset,
                             unsigned count);

/* Number of digits sf_sc_p256_recode_signed writes for width w. */
#define SF_SC_P256_RECODE_LEN(w) (256 / (w) + 1)

/*
 * Signed fixed-window recoding, constant time:
 *   a = sum_i d[i] * 2^(w*i),  -2^(w-1) <= d[i] < 2^(w-1)
 * for i < SF_SC_P256_RECODE_LEN(w). The last digit is >= 0: it holds the
 * top 256 mod w bits plus the final carry, which is < 2^(w-1) because
 * 257 is not a multiple of w (when w divides 256 it is the carry alone). In: 2 <= w <= 7 (public), so every digit fits an int8_t
 * and |d[i]| <= 2^(w-1) indexes a table of 2^(w-1) multiples plus the
 * identity. Digits may be 0. Out: d (secret, wipe it after use).
 */
void sf_sc_p256_recode_signed(int8_t *d, const sf_sc_p256 *a, unsigned w);

#endif /* SF_SCALAR_P256_SC_P256_H */

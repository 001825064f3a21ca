/*
 * Scalars of the Snowshoe curve: integers modulo the prime group order
 *
 *   q = 2^252 - c,  c = 0x59d9ebeb3f23782c3164971c4f61fe5b  (127 bits),
 *   q = 0x0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a5,
 *   2^251 < q < 2^252.
 *
 * Layer: scalar. Includes only common/. Nothing here knows about points; the
 * GLS eigenvalue lambda enters only as the lattice basis (A, B) of the
 * decomposition, which tests/model/gen_sc_snowshoe.py re-checks.
 *
 * Byte format: a scalar is 32 bytes, little-endian; a wide input is 64 bytes,
 * little-endian. These are the byte layouts of the original Snowshoe API, so
 * the _bytes functions below implement its snowshoe_mod_q, snowshoe_add_mod_q,
 * snowshoe_mul_mod_q and snowshoe_secret_gen directly.
 *
 * Limbs. The representation follows the field backend switch: with
 * SF_FIELD_PORTABLE (or without `unsigned __int128`) a scalar is 8 limbs of
 * 32 bits and every product is 32x32->64; otherwise it is 4 limbs of 64 bits
 * with 64x64->128 products. The algorithms are written once over the limb
 * type, so both builds run the same code at two word sizes and the
 * sf-tests / sf-tests-portable binaries exercise both.
 *
 * Constant time: every function here runs in time independent of the values
 * of its arguments (no secret-dependent branch, index or division). The only
 * exceptions are the SF_VERIFY checks, which exist only in test builds.
 * Aliasing: outputs may alias inputs unless a contract says otherwise.
 */
#ifndef SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_H
#define SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_H

#include <stddef.h>
#include <stdint.h>

#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
#define SF_SC_SNOWSHOE_LIMB_BITS 32
typedef uint32_t sf_sc_snowshoe_limb;
#else
#define SF_SC_SNOWSHOE_LIMB_BITS 64
typedef uint64_t sf_sc_snowshoe_limb;
#endif

/* Limbs in 256 bits: 4 (64-bit build) or 8 (portable build). */
#define SF_SC_SNOWSHOE_LIMBS (256 / SF_SC_SNOWSHOE_LIMB_BITS)

#define SF_SC_SNOWSHOE_BYTES 32      /* encoded scalar */
#define SF_SC_SNOWSHOE_WIDE_BYTES 64 /* input of reduce512 */

/*
 * A scalar mod q.
 *
 * Invariant #1: the integer sum v[i] * 2^(LIMB_BITS*i) is < q (fully
 *   reduced). Every function that outputs an sf_sc_snowshoe establishes it;
 *   every function that takes one relies on it (checked by
 *   sf_sc_snowshoe_verify in SF_VERIFY builds). The only ways in are the
 *   decode/reduce functions below, so a value built by hand is not allowed.
 * Invariant #2: none; in particular 0 is a valid value of the type. Whether
 *   a scalar may be 0 is a question for the caller (see sf_sc_snowshoe_decode,
 *   which reports it).
 */
typedef struct sf_sc_snowshoe {
    sf_sc_snowshoe_limb v[SF_SC_SNOWSHOE_LIMBS];
} sf_sc_snowshoe;

/* ---- loading and storing ---------------------------------------------- */

/*
 * r = the scalar encoded in `in` (32 bytes LE), for use as a secret key or
 * multiplier.
 * Returns 1 if 0 < in < q, else 0. When it returns 0, r is set to 1 (by a
 * constant-time move, after the comparison) so that the caller can carry on
 * without a branch and report the error at the end (proto/proto_status.h).
 */
uint32_t sf_sc_snowshoe_decode(sf_sc_snowshoe *r, const uint8_t in[32]);

/* r = in mod q, for any 256-bit `in` (32 bytes LE). */
void sf_sc_snowshoe_decode_reduce(sf_sc_snowshoe *r, const uint8_t in[32]);

/* r = in mod q, for any 512-bit `in` (64 bytes LE). */
void sf_sc_snowshoe_reduce512(sf_sc_snowshoe *r, const uint8_t in[64]);

/* out = a as 32 bytes LE (canonical, since a < q; the top 4 bits are 0). */
void sf_sc_snowshoe_encode(uint8_t out[32], const sf_sc_snowshoe *a);

/* r = n, for n < 2^32. */
void sf_sc_snowshoe_set_u32(sf_sc_snowshoe *r, uint32_t n);

/* ---- arithmetic mod q (all inputs and outputs satisfy Invariant #1) ---- */

/* r = a + b mod q */
void sf_sc_snowshoe_add(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b);

/* r = a - b mod q */
void sf_sc_snowshoe_sub(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b);

/* r = -a mod q (0 stays 0) */
void sf_sc_snowshoe_neg(sf_sc_snowshoe *r, const sf_sc_snowshoe *a);

/* r = a * b mod q */
void sf_sc_snowshoe_mul(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b);

/* r = a * b + c mod q. c may be NULL, meaning 0 (a public choice). */
void sf_sc_snowshoe_muladd(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                           const sf_sc_snowshoe *b, const sf_sc_snowshoe *c);

/* 1 if a == 0, else 0. */
uint32_t sf_sc_snowshoe_is_zero(const sf_sc_snowshoe *a);

/* 1 if a == b, else 0. */
uint32_t sf_sc_snowshoe_eq(const sf_sc_snowshoe *a, const sf_sc_snowshoe *b);

/* if ctl (0 or 1): r = a; otherwise r is unchanged. */
void sf_sc_snowshoe_cmov(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                         uint32_t ctl);

/* Overwrite a with zeros (sf_wipe); use on every secret scalar before return. */
void sf_sc_snowshoe_clear(sf_sc_snowshoe *a);

/* ---- byte-level operations with the original library's semantics -------- */

/* r = x mod q; x any 512-bit LE integer (snowshoe_mod_q). */
void sf_sc_snowshoe_mod_q_bytes(uint8_t r[32], const uint8_t x[64]);

/* r = x + y mod q; x, y any 256-bit LE integers (snowshoe_add_mod_q). */
void sf_sc_snowshoe_add_mod_q_bytes(uint8_t r[32], const uint8_t x[32],
                                    const uint8_t y[32]);

/*
 * r = x * y + z mod q (snowshoe_mul_mod_q); z may be NULL, meaning 0.
 * x, y, z: ANY 256-bit LE integers. (The original assumes y < 2^252 so that
 * x*y + z < 2^512; here each input is reduced mod q first, so nothing is
 * assumed, and the result agrees with the original wherever it is right.)
 * r may alias x, y or z.
 */
void sf_sc_snowshoe_mul_mod_q_bytes(uint8_t r[32], const uint8_t x[32],
                                    const uint8_t y[32], const uint8_t *z);

/*
 * k = k AND (2^251 - 1), in place (snowshoe_secret_gen): clears the top 5
 * bits, so the result is < 2^251 < q. It may be 0, which sf_sc_snowshoe_decode
 * then rejects.
 */
void sf_sc_snowshoe_secret_mask(uint8_t k[32]);

/* ---- GLS decomposition --------------------------------------------------- */

/*
 * The two halves of k = k1 + k2*lambda (mod q), each as a sign and a
 * magnitude: k_i = (neg_i ? -1 : 1) * (mag_i[0] + mag_i[1] * 2^64).
 *
 * Invariants: mag_i < 2^126 (in fact < 2^125 + 2^62, see sc_snowshoe_gls.c);
 *   neg_i is 0 or 1; neg_i = 0 whenever mag_i = 0, so the form of every
 *   integer is unique and k1 = 0 (k a multiple of lambda) is an ordinary
 *   output, not a special case.
 * The fixed 64-bit words are the same in both builds: this is the hand-over
 * format to the multiplication layer, not an arithmetic type.
 */
typedef struct sf_sc_snowshoe_gls {
    uint64_t mag1[2];
    uint64_t mag2[2];
    uint32_t neg1;
    uint32_t neg2;
} sf_sc_snowshoe_gls;

/*
 * The 2-dimensional GLS decomposition (Babai rounding against the reduced
 * basis v1 = (A, -B), v2 = (B, A), A = 2^126 - 1, B = 0x62d2cf00a287a526,
 * A^2 + B^2 = q):
 *   z1 = floor((A*k + qround) / q),   z2 = floor((B*k + qround) / q),
 *   k1 = k - (z1*A + z2*B),           k2 = z1*B - z2*A,
 * with qround = floor(q/2) + 1. The same k1, k2 as the original library's
 * gls_decompose for every k.
 * In: k with Invariant #1 (0 <= k < q; 0 gives k1 = k2 = 0).
 * Out: d with k1 + k2*lambda = k (mod q) and |k1|, |k2| < 2^126.
 */
void sf_sc_snowshoe_gls_decompose(sf_sc_snowshoe_gls *d,
                                  const sf_sc_snowshoe *k);

/* r = k1 + k2*lambda mod q, from the decomposition d (for tests). */
void sf_sc_snowshoe_gls_recombine(sf_sc_snowshoe *r,
                                  const sf_sc_snowshoe_gls *d);

/* ---- regular signed-window recoding of one half -------------------------- */

/* Digits per half for window w (3 <= w <= 7): floor(126 / w) + 1.
 * w = 4: 32 digits; w = 5: 26 digits. */
#define SF_SC_SNOWSHOE_RECODE_DIGITS(w) (126 / (w) + 1)
#define SF_SC_SNOWSHOE_RECODE_MAX_DIGITS SF_SC_SNOWSHOE_RECODE_DIGITS(3)

/*
 * Regular (fixed-length, all digits non-zero) odd signed-digit recoding of a
 * half magnitude, for a constant-time fixed-window multiplication.
 *
 * In: mag < 2^126 (a mag1/mag2 of sf_sc_snowshoe_gls); w in [3, 7], public.
 * Out: digits[0 .. n-1], n = SF_SC_SNOWSHOE_RECODE_DIGITS(w), least
 *   significant first, with
 *     mag + corr = sum_i digits[i] * 2^(w*i),
 *     every digit odd, |digits[i]| <= 2^w - 1, digits[n-1] > 0,
 *   where corr is the return value: 1 if mag was even (it is made odd by
 *   adding 1), else 0.
 *
 * How the multiplication layer uses it: with P' = (neg ? -P : P), evaluate
 * sum_i digits[i] * 2^(w*i) * P' from the top digit down (w doublings, one
 * table lookup of |digit| * P' from the odd multiples {1, 3, ..., 2^w - 1} *
 * P', a constant-time conditional negation, one addition), then subtract
 * corr * P' with a constant-time move. Both halves of one scalar have the
 * same n, so they interleave into one ladder on (P, psi(P)).
 * Branch-free and index-free in mag; w and n are public.
 */
uint32_t sf_sc_snowshoe_recode(int8_t *digits, const uint64_t mag[2],
                               unsigned w);

/* ---- VERIFY build -------------------------------------------------------- */

#ifdef SF_VERIFY
/* Aborts unless a satisfies Invariant #1. */
void sf_sc_snowshoe_verify(const sf_sc_snowshoe *a);
#else
#define sf_sc_snowshoe_verify(a) ((void)(a))
#endif

#endif /* SF_SCALAR_SNOWSHOE_SC_SNOWSHOE_H */

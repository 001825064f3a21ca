/*
 * Scalars of FourQ: integers modulo the prime subgroup order
 *
 *   N = 0x0029cbc14e5e0a72f05397829cbc14e5dfbd004dfe0f79992fb2540ec7768ce7
 *     (246 bits; #E = 392 N),
 *
 * plus the three recodings FourQ's scalar multiplications are built on:
 * the 4-dimensional decomposition with its GLV-SAC recoding (variable
 * base), the mLSB-set comb recoding (fixed base) and the width-w NAF
 * (double base, variable time).
 *
 * Layer: scalar. Includes only common/. The endomorphism eigenvalues
 * lambda_phi, lambda_psi enter only as the lattice basis of the
 * decomposition; tests/model/gen_sc_fourq.py re-checks that basis.
 *
 * Byte format: 32 bytes, little-endian (FourQlib's digit_t[4] on a
 * little-endian machine).
 *
 * Limbs. A scalar is four 64-bit words in both builds. The 64x64 -> 128
 * products go through unsigned __int128 in the 64-bit build and through four
 * 32x32 -> 64 products in the portable build (SF_FIELD_PORTABLE, or no
 * 128-bit type), so both builds run the same algorithm; the decomposition's
 * output is 64-bit words anyway (FourQlib's format).
 *
 * Constant time: every function runs in time independent of the values of
 * its arguments, except those whose name ends in _vartime. SF_VERIFY checks
 * exist only in test builds.
 * Aliasing: outputs may alias inputs unless a contract says otherwise.
 */
#ifndef SF_SCALAR_FOURQ_SC_FOURQ_H
#define SF_SCALAR_FOURQ_SC_FOURQ_H

#include <stddef.h>
#include <stdint.h>

#define SF_SC_FOURQ_BYTES 32

/*
 * A scalar mod N.
 *
 * Invariant #1: v[0] + 2^64 v[1] + 2^128 v[2] + 2^192 v[3] < N (fully
 *   reduced). Established by every function that outputs an sf_sc_fourq,
 *   relied on by every function that takes one (sf_sc_fourq_verify checks it
 *   in SF_VERIFY builds). The only ways in are decode/reduce/set_u32.
 * Invariant #2: none; 0 is a valid value. Whether a scalar may be 0 is the
 *   caller's question (sf_sc_fourq_decode reports it).
 */
typedef struct sf_sc_fourq {
    uint64_t v[4];
} sf_sc_fourq;

/* ---- loading and storing ---------------------------------------------- */

/*
 * r = the scalar encoded in `in` (32 bytes LE).
 * Returns 1 if 0 < in < N, else 0; then r = 1 (a constant-time move after
 * the comparison), so the caller can carry on without a branch and report
 * the error at the end.
 */
uint32_t sf_sc_fourq_decode(sf_sc_fourq *r, const uint8_t in[32]);

/* r = in mod N, for any 256-bit `in` (32 bytes LE). */
void sf_sc_fourq_reduce(sf_sc_fourq *r, const uint8_t in[32]);

/* out = a as 32 bytes LE (canonical: a < N < 2^246). */
void sf_sc_fourq_encode(uint8_t out[32], const sf_sc_fourq *a);

/* r = n, for n < 2^32. */
void sf_sc_fourq_set_u32(sf_sc_fourq *r, uint32_t n);

/* ---- arithmetic mod N (all inputs and outputs satisfy Invariant #1) ---- */

/* r = a + b mod N */
void sf_sc_fourq_add(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b);
/* r = a - b mod N */
void sf_sc_fourq_sub(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b);
/* r = -a mod N (0 stays 0) */
void sf_sc_fourq_neg(sf_sc_fourq *r, const sf_sc_fourq *a);
/* r = a * b mod N (two Montgomery products) */
void sf_sc_fourq_mul(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b);
/* r = a / 392 mod N: the scalar that, applied to [392]P, gives [a] of P's
 * order-N component (see sf_fourq_mul in include/snowfield/fourq.h). */
void sf_sc_fourq_div_cofactor(sf_sc_fourq *r, const sf_sc_fourq *a);

/* 1 if a == 0, else 0. */
uint32_t sf_sc_fourq_is_zero(const sf_sc_fourq *a);
/* 1 if a == b, else 0. */
uint32_t sf_sc_fourq_eq(const sf_sc_fourq *a, const sf_sc_fourq *b);
/* if ctl (0 or 1): r = a; otherwise r is unchanged. */
void sf_sc_fourq_cmov(sf_sc_fourq *r, const sf_sc_fourq *a, uint32_t ctl);
/* Overwrite a with zeros (sf_wipe). */
void sf_sc_fourq_clear(sf_sc_fourq *a);

/* ---- 4-dimensional decomposition (variable base) ------------------------ */

/*
 * (a1, a2, a3, a4) with m = a1 + a2 lambda_phi + a3 lambda_psi
 * + a4 lambda_phi lambda_psi (mod N), so that for P of order N
 *     [m]P = [a1]P + [a2]phi(P) + [a3]psi(P) + [a4]psi(phi(P)).
 * Invariants: 0 <= a_i < 2^64 and a1 is odd.
 */
typedef struct sf_sc_fourq_decomp {
    uint64_t a[4];
} sf_sc_fourq_decomp;

/*
 * Babai rounding against the reduced basis b1..b4 with the offset c of
 * fourq.json, exactly as FourQlib's decompose() (so an input point outside
 * the order-N subgroup gets FourQlib's result too):
 *   alpha_j = floor(ell_j m / 2^256),
 *   a = (m, 0, 0, 0) - sum_j alpha_j b_j + c,
 *   a += b4 if a1 is even,
 * evaluated modulo 2^64, which is exact because every a_i lies in [0, 2^64).
 * In: m, any 256-bit integer as 32 bytes LE (not reduced mod N first).
 */
void sf_sc_fourq_decompose(sf_sc_fourq_decomp *d, const uint8_t m[32]);

/* r = a1 + a2 lambda_phi + a3 lambda_psi + a4 lambda_phi lambda_psi mod N
 * (for tests). */
void sf_sc_fourq_recombine(sf_sc_fourq *r, const sf_sc_fourq_decomp *d);

/* ---- GLV-SAC recoding (variable base, constant time) --------------------- */

#define SF_SC_FOURQ_SAC_DIGITS 65

/*
 * The GLV-SAC recoding of [FLS15] with a1 as the sign-aligned pivot: 65
 * steps, each a table index in [0, 8) and a sign, with
 *     a1 = sum_i s_i 2^i,   a_j = sum_i s_i e_{j,i} 2^i   (j = 2, 3, 4),
 * s_i = +1 or -1 (s_64 = +1), e_{j,i} in {0, 1}, index_i = e_{2,i}
 * + 2 e_{3,i} + 4 e_{4,i}. So [m]P = sum_i 2^i s_i T[index_i] with
 * T[u] = P + (u & 1) phi(P) + (u >> 1 & 1) psi(P) + (u >> 2) psi(phi(P)):
 * 64 doublings, 65 constant-time lookups, 64 additions; no digit is zero,
 * so the sequence of operations is the same for every scalar.
 * Out: idx[i] in [0, 8); neg[i] = 1 if s_i = -1, else 0.
 * In: d with its invariants (a1 odd, a_i < 2^64).
 * [FLS15] A. Faz-Hernandez, P. Longa, A. H. Sanchez, "Efficient and secure
 *         algorithms for GLV-based scalar multiplication and their
 *         implementation on GLV-GLS curves", J. Cryptographic Engineering 2015.
 */
void sf_sc_fourq_recode_sac(uint8_t idx[SF_SC_FOURQ_SAC_DIGITS],
                            uint8_t neg[SF_SC_FOURQ_SAC_DIGITS],
                            const sf_sc_fourq_decomp *d);

/* ---- mLSB-set comb recoding (fixed base, constant time) ------------------ */

/* The comb's shape: w = 6 rows of d = 42 columns, l = w d = 252 digits
 * (l > 247 = bits of 2N; d < 64, so a row of digits fits in one word). How
 * the d columns are split into tables is the multiplication's choice
 * (src/mult/fourq/mult_fourq_tables.h). FourQlib uses w = 5, d = 50: the
 * wider comb needs 41 additions instead of 49 for tables twice as large. */
#define SF_SC_FOURQ_COMB_W 6
#define SF_SC_FOURQ_COMB_D 42

/*
 * The modified LSB-set recoding [FLS15, Alg. 4] of k' = k (k odd) or
 * k + N (k even), which is odd and < 2^247, into l = w d digits b_i with
 * b_i in {+1, -1} for i < d and b_i in {0, b_{i mod d}} for i >= d, so
 *     k' = sum_j b_j 2^j (1 + sum_{t=1}^{w-1} |b_{j + t d}| 2^{t d}).
 * Out, per column j in [0, d): idx[j] = sum_{t=1}^{w-1} |b_{j+td}| 2^{t-1}
 * in [0, 2^(w-1)) and neg[j] = 1 if b_j = -1, else 0. Then for any P of
 * order N,
 *     [k]P = sum_j 2^j (-1)^neg[j] [1 + sum_t idx_t 2^{td}] P,
 * which the comb evaluates with tables of 2^{w-1} points.
 * In: k with Invariant #1 (0 is fine: k' = N).
 */
void sf_sc_fourq_recode_comb(uint8_t idx[SF_SC_FOURQ_COMB_D],
                             uint8_t neg[SF_SC_FOURQ_COMB_D],
                             const sf_sc_fourq *k);

/* ---- fixed-window recoding (no endomorphism, constant time) ------------- */

/* Digits of the regular recoding of a scalar < 2^247 with window w = 5. */
#define SF_SC_FOURQ_WINDOW 5
#define SF_SC_FOURQ_WINDOW_DIGITS 50 /* ceil(247 / 5) + 1 */

/*
 * Regular signed fixed-window recoding of k' = k + 1 - (k & 1) (k made odd
 * by adding 1 when even; the return value is that 1, as a 0/1 flag):
 *     k' = sum_i digits[i] 2^{5 i},  digits odd in [-31, 31],
 * i < 50, digits[49] >= 0. Every digit is non-zero, so the multiplication
 * does the same work for every k. In: k with Invariant #1.
 */
uint32_t sf_sc_fourq_recode_window(int8_t digits[SF_SC_FOURQ_WINDOW_DIGITS],
                                   const sf_sc_fourq *k);

/* ---- VERIFY build -------------------------------------------------------- */

#ifdef SF_VERIFY
/* Aborts unless a satisfies Invariant #1. */
void sf_sc_fourq_verify(const sf_sc_fourq *a);
#else
#define sf_sc_fourq_verify(a) ((void)(a))
#endif

#endif /* SF_SCALAR_FOURQ_SC_FOURQ_H */

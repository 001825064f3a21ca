/*
 * Recodings of a non-negative integer into signed digits, for the
 * scalar-multiplication templates of src/mult/. Curve-independent: the
 * integer is a little-endian byte string (a scalar's encoding, a half or a
 * quarter of a decomposed scalar), its length and every width are public.
 *
 * Layer: scalar. Includes only common/.
 *
 *   recoding                  digits                      used by
 *   ------------------------  --------------------------  -------------------------
 *   sf_recode_wnaf_vartime    width-w NAF: 0 or odd,      mult/straus_vartime_impl.h
 *   (int8_t, w <= 8)          |d| < 2^(w-1), any w
 *   sf_recode_wnaf16_vartime  consecutive hold at most
 *   (int16_t, w <= 16)        one non-zero
 *   sf_recode_regular         regular (fixed-length)      mult/window_ct_impl.h
 *                             signed window: every digit
 *                             odd, |d| <= 2^w - 1
 *   sf_recode_comb            mLSB-set comb columns:      mult/comb_ct_impl.h
 *                             every column odd-signed,
 *                             one table index each
 *
 * The digit format shared by the two constant-time templates: a digit is a
 * signed odd int8_t, d = s * (2u + 1) with s = +-1, and means "add s times
 * entry u of the table" (entry u holds (2u + 1) times the base for a window
 * table, or the u-th comb combination). sf_recode_digit_split turns it into
 * (u, s) without a branch. Instantiations with their own recodings (FourQ's
 * GLV-SAC) emit the same format, so the templates need no other.
 */
#ifndef SF_SCALAR_RECODE_H
#define SF_SCALAR_RECODE_H

#include <stddef.h>
#include <stdint.h>

/* The widest integer the recodings take: 64 bytes (512 bits). */
#define SF_RECODE_MAX_BYTES 64

/* ---- width-w NAF, variable time -------------------------------------------- */

/* Digits a wNAF of a `len`-byte integer may need: one per bit plus a carry. */
#define SF_RECODE_WNAF_DIGITS(len) (8 * (len) + 1)

/*
 * The width-w non-adjacent form of k:
 *   k = sum_i naf[i] * 2^i,  naf[i] = 0 or odd with |naf[i]| <= 2^(w-1) - 1,
 *   and among any w consecutive digits at most one is non-zero.
 * In: k, `len` bytes little-endian (len <= SF_RECODE_MAX_BYTES); 2 <= w <= 8;
 *   naf_len >= SF_RECODE_WNAF_DIGITS(len).
 * Out: naf[0 .. naf_len) (every digit past the last non-zero one is 0).
 * Returns the number of significant digits: 1 + the index of the top
 *   non-zero digit, 0 for k = 0.
 * VARIABLE TIME in k: for public scalars only (signature verification).
 */
size_t sf_recode_wnaf_vartime(int8_t *naf, size_t naf_len, const uint8_t *k,
                              size_t len, unsigned w);

/*
 * The same recoding with int16_t digits, for the wider windows of static
 * generator tables (2^(w-2) odd multiples; w = 10 to 12 in the
 * double-base multiplications of FourQ, Snowshoe and secp256k1).
 * Same contract as sf_recode_wnaf_vartime with 2 <= w <= 16: digits
 * |naf[i]| <= 2^(w-1) - 1 fit int16_t.
 * VARIABLE TIME in k: for public scalars only.
 */
size_t sf_recode_wnaf16_vartime(int16_t *naf, size_t naf_len,
                                const uint8_t *k, size_t len, unsigned w);

/* ---- regular signed window, constant time ----------------------------------- */

/* Digits of a regular recoding of an integer below 2^bits with window w. */
#define SF_RECODE_REGULAR_DIGITS(bits, w) ((bits) / (w) + 1)

/*
 * The regular signed fixed-window recoding (Joye-Tunstall style, all digits
 * odd so that no table entry is the identity):
 *   k + corr = sum_{i<n} digits[i] * 2^(w*i),  n = SF_RECODE_REGULAR_DIGITS(bits, w),
 *   every digit odd, |digits[i]| <= 2^w - 1, digits[n-1] > 0,
 * where corr, the return value, is 1 if k was even (it is made odd by
 * setting bit 0) and 0 if k was odd. The caller subtracts corr times the
 * base in constant time (window_ct_impl.h can do it).
 * In: k, `len` bytes little-endian (len <= SF_RECODE_MAX_BYTES) with
 *   k < 2^bits, bits <= 8*len; 2 <= w <= 7; digits has room for n.
 * Constant time in k (w, bits and len are public): every digit is a bit
 * field of k at a public position.
 */
uint32_t sf_recode_regular(int8_t *digits, const uint8_t *k, size_t len,
                           unsigned bits, unsigned w);

/* ---- mLSB-set comb, constant time --------------------------------------------- */

/*
 * The comb recoding of Feng-Zhu-Xu / Faz-Hernandez-Longa-Sanchez (the
 * "modified LSB-set" comb) for an ODD k: with l = d*w,
 *   k = sum_{i<l} b_i 2^i,  b_i in {1, -1} for i < d (the first row),
 *   b_i in {0, b_(i mod d)} for d <= i < l (the other rows share the sign
 *   of their column's first-row digit),
 * so column j < d is worth s_j * (1 + sum_{r=1}^{w-1} u_(j,r) 2^(r*d))
 * with s_j = b_j and u_(j,r) = [b_(j+r*d) != 0]. Output, one digit per
 * column: digits[j] = s_j * (2 u_j + 1), u_j = sum_r u_(j,r) 2^(r-1), i.e.
 * the shared digit format above with entry u of a 2^(w-1)-entry table.
 * In: k odd, `len` bytes little-endian (len <= SF_RECODE_MAX_BYTES), with
 *   k < 2^(d*w - 1), i.e. l >= bits(k) + 1; 2 <= w <= 7 (so |digit| <= 127);
 *   d >= 1; digits has room for d.
 * Why l >= bits(k) + 1 suffices: the first row takes k mod 2^d (it is odd,
 *   so it is a +-1 sum); the rest c = k >> d < 2^(l-1-d) is written one bit
 *   per row position with the digit 0 or the column's sign s, c <- (c - b)/2,
 *   which keeps c <= (c + 1)/2; after l - 1 - d positions c <= 1, and the
 *   last position (column d - 1, whose sign is +1) clears it.
 * Constant time in k (d, w, len public).
 */
void sf_recode_comb(int8_t *digits, const uint8_t *k, size_t len, unsigned d,
                    unsigned w);

/* ---- the shared digit format ---------------------------------------------------- */

/*
 * d = s (2u + 1), odd, |d| <= 127  ->  *u = (|d| - 1) / 2, *neg = (s < 0).
 * No branch and no table: the sign is the top bit, |d| = (d XOR m) - m.
 */
static inline void sf_recode_digit_split(uint32_t *u, uint32_t *neg, int8_t d)
{
    uint32_t x = (uint32_t)(int32_t)d;   /* sign-extended */
    uint32_t m = 0u - (x >> 31);         /* all-ones if negative */
    *neg = x >> 31;
    *u = (((x ^ m) - m) & 0xff) >> 1;
}

#endif /* SF_SCALAR_RECODE_H */

/*
 * Signed-digit recodings (contracts in recode.h).
 *
 * The integer arrives as little-endian bytes of public length; the
 * constant-time recodings read it only at public bit positions (regular) or
 * run a fixed sequence of word operations over it (comb), so their memory
 * trace and branches depend on the lengths alone.
 */
#include "scalar/recode.h"

#include "common/ct.h"
#include "common/util.h"
#include "snowfield/common.h"

/*
 * Bits pos .. pos+cnt-1 of the len-byte integer k (zero past its end),
 * cnt <= 16: three bytes cover any 16-bit field at any bit offset. pos, cnt
 * and len are public: the bytes read depend on them only, so the
 * constant-time recodings use it as well as the wNAFs.
 */
static uint32_t sf_recode_bits(const uint8_t *k, size_t len, size_t pos,
                               unsigned cnt)
{
    size_t i = pos / 8;
    uint32_t v = 0;
    for (size_t b = 0; b < 3 && i + b < len; b++)
        v |= (uint32_t)k[i + b] << (8 * b);
    return (v >> (pos % 8)) & ((1u << cnt) - 1);
}

/* ============================== wNAF ==================================== */

/*
 * Walk the bits from the bottom with a carry c (the integer still to be
 * written is k + c 2^i, bits below i done). If bit i of k equals c, digit i
 * is 0 and c is unchanged (0 + 0, or 1 + 1 = 0 carry 1). Otherwise the
 * effective bit is 1: take the window x = (w bits of k at i) + c, which is
 * odd and below 2^w (x = 2^w would need bit i = c = 1). If x >= 2^(w-1),
 * the digit is x - 2^w (negative) and the carry becomes 1, else the digit is
 * x and the carry 0; the next w - 1 digits are then 0 (their bits are in x).
 * The carry can reach position 8*len, hence the extra digit. The digits go
 * to an int8_t or an int16_t array (one of n8, n16 is NULL), so both public
 * recodings share this one loop.
 */
static size_t sf_recode_wnaf_any(int8_t *n8, int16_t *n16, size_t naf_len,
                                 const uint8_t *k, size_t len, unsigned w)
{
    size_t nbits = 8 * len, i = 0, top = 0;
    uint32_t carry = 0;

    SF_VERIFY_CHECK(len <= SF_RECODE_MAX_BYTES);
    SF_VERIFY_CHECK(naf_len >= SF_RECODE_WNAF_DIGITS(len));
    for (size_t j = 0; j < naf_len; j++) {
        if (n8 != NULL)
            n8[j] = 0;
        else
            n16[j] = 0;
    }
    while (i <= nbits) {
        uint32_t x;
        int32_t digit;
        if (sf_recode_bits(k, len, i, 1) == carry) {
            i++;
            continue;
        }
        x = sf_recode_bits(k, len, i, w) + carry;
        carry = x >> (w - 1);
        digit = (int32_t)x - (int32_t)(carry << w);
        if (n8 != NULL)
            n8[i] = (int8_t)digit;
        else
            n16[i] = (int16_t)digit;
        top = i + 1;
        i += w;
    }
    return top;
}

size_t sf_recode_wnaf_vartime(int8_t *naf, size_t naf_len, const uint8_t *k,
                              size_t len, unsigned w)
{
    SF_VERIFY_CHECK(w >= 2 && w <= 8);
    return sf_recode_wnaf_any(naf, NULL, naf_len, k, len, w);
}

size_t sf_recode_wnaf16_vartime(int16_t *naf, size_t naf_len,
                                const uint8_t *k, size_t len, unsigned w)
{
    SF_VERIFY_CHECK(w >= 2 && w <= 16);
    return sf_recode_wnaf_any(NULL, naf, naf_len, k, len, w);
}

/* ============================ regular ===================================== */

/*
 * With m = k | 1 (odd; for even k this is k + 1, no carry) the recoding is
 *   for i < n-1:  d_i = (m mod 2^(w+1)) - 2^w,  m <- (m - d_i) / 2^w
 *   d_{n-1} = m.
 * m odd makes m mod 2^(w+1) odd, so d_i is odd with |d_i| <= 2^w - 1, and
 *   (m - d_i) / 2^w = 2 floor(m / 2^(w+1)) + 1 = (m >> w) | 1
 * is odd again. By induction the i-th m is (m_0 >> (w i)) | 1, so digit i is
 * (bits w i .. w i + w of m_0, with bit 0 forced) - 2^w: a bit field at a
 * public position, no arithmetic on the whole integer.
 * Length: m_0 < 2^bits and n - 1 = floor(bits / w), so the last m is
 * (m_0 >> w(n-1)) | 1 < 2^(bits mod w) <= 2^(w-1) (or 1 when w divides bits):
 * positive, odd and below 2^w.
 */
uint32_t sf_recode_regular(int8_t *digits, const uint8_t *k, size_t len,
                           unsigned bits, unsigned w)
{
    unsigned n = SF_RECODE_REGULAR_DIGITS(bits, w);
    uint32_t corr;

    SF_VERIFY_CHECK(w >= 2 && w <= 7);
    SF_VERIFY_CHECK(len >= 1 && len <= SF_RECODE_MAX_BYTES && bits <= 8 * len);
    corr = (k[0] & 1u) ^ 1u;
    for (unsigned i = 0; i + 1 < n; i++) {
        uint32_t x = sf_recode_bits(k, len, (size_t)w * i, w + 1) | 1u;
        digits[i] = (int8_t)((int32_t)x - (int32_t)(1u << w));
    }
    /* Everything above position w(n-1) fits in w bits (k < 2^bits). */
    digits[n - 1] = (int8_t)(sf_recode_bits(k, len, (size_t)w * (n - 1), w) | 1u);
#ifdef SF_VERIFY
    for (size_t pos = bits; pos < 8 * len; pos++)
        SF_VERIFY_CHECK(sf_recode_bits(k, len, pos, 1) == 0);
#endif
    return corr;
}

/* ============================== comb ======================================= */

/*
 * The recoding of recode.h:
 *   first row:  s_(d-1) = +1, and s_i = 2 k_(i+1) - 1 for i < d - 1, which
 *               sums to k mod 2^d for odd k (sum (2k_(i+1) - 1) 2^i + 2^(d-1)
 *               = (k mod 2^d) - k_0 + 1);
 *   other rows: c = k >> d; at position i (column j = i mod d, row r = i / d)
 *               b = c mod 2 (the digit is b s_j), c <- (c - b s_j) / 2, which
 *               is floor(c / 2) plus 1 exactly when b = 1 and s_j = -1.
 * Bit-serially: c always equals (k >> i) + g for a carry g in {0, 1}. With
 * K = k >> i and kb = K mod 2, c mod 2 = kb XOR g, and
 *   floor(c / 2) + [c odd and s = -1]
 *     = floor(K / 2) + [kb = 1 and g = 1] + [(kb XOR g) = 1 and s = -1],
 * where the two brackets are never both 1 (kb = g = 1 makes c even). So
 * the next carry is (kb AND g) OR (b AND neg_j): one bit of k and a few
 * logic operations per position, nothing multi-word. l >= bits(k) + 1
 * brings g back to 0 at the end (recode.h); the VERIFY build checks it.
 */
void sf_recode_comb(int8_t *digits, const uint8_t *k, size_t len, unsigned d,
                    unsigned w)
{
    uint32_t neg[8 * SF_RECODE_MAX_BYTES];
    uint32_t u[8 * SF_RECODE_MAX_BYTES];
    uint32_t g = 0;

    SF_VERIFY_CHECK(w >= 2 && w <= 7 && d >= 1);
    SF_VERIFY_CHECK(len >= 1 && len <= SF_RECODE_MAX_BYTES);
    SF_VERIFY_CHECK(d <= 8 * SF_RECODE_MAX_BYTES);
    SF_VERIFY_CHECK((k[0] & 1) == 1);

    /* first row */
    for (unsigned j = 0; j + 1 < d; j++)
        neg[j] = sf_recode_bits(k, len, j + 1, 1) ^ 1u;
    neg[d - 1] = 0;
    for (unsigned j = 0; j < d; j++)
        u[j] = 0;

    /* the other rows, bit i = r d + j in order; row and column are counted
     * rather than derived as i / d and i % d: two divisions by the run-time
     * d per bit cost about 2% of Snowshoe's mul_gen (docs/snowshoe.md) */
    for (size_t r = 1, i = d; r < w; r++) {
        for (unsigned j = 0; j < d; j++, i++) {
            uint32_t kb = sf_recode_bits(k, len, i, 1);
            uint32_t b = kb ^ g;
            u[j] |= b << (r - 1);
            g = (kb & g) | (b & neg[j]);
        }
    }
    SF_VERIFY_CHECK(g == 0);
#ifdef SF_VERIFY
    for (size_t pos = (size_t)d * w - 1; pos < 8 * len; pos++)
        SF_VERIFY_CHECK(sf_recode_bits(k, len, pos, 1) == 0);
#endif

    for (unsigned j = 0; j < d; j++) {
        int32_t mag = (int32_t)(2 * u[j] + 1);
        int32_t m = -(int32_t)neg[j];
        digits[j] = (int8_t)((mag ^ m) - m);
    }
    /* only the first d entries were written */
    sf_wipe(neg, d * sizeof *neg);
    sf_wipe(u, d * sizeof *u);
    g = 0;
}

/*
 * Fp256 inversion (safegcd) and square root (an exponentiation chain).
 * Written once against the fp256.h interface, so both backends share them.
 * All elements are in the Montgomery domain; the square-root chain only
 * multiplies and squares, which preserves it.
 *
 * Building blocks of the chain: x_k = a^(2^k - 1), a run of k one-bits:
 *   x2  = x1^2 * x1         x3  = x2^2 * x1       x6  = x3^(2^3) * x3
 *   x12 = x6^(2^6) * x6     x15 = x12^(2^3) * x3  x30 = x15^(2^15) * x15
 *   x32 = x30^(2^2) * x2
 * (31 squarings, 7 multiplications.) The exponent below starts with a run
 * of 32 ones, because p's top word is 2^32 - 1.
 */
#include "field/p256/fp256.h"

#include "common/endian.h"
#include "field/k256/k256_modinv.h"
#include "snowfield/common.h"

#ifdef SF_FIELD_PORTABLE
/* The portable backend's out-of-line multiplication and squaring
 * (fp256_32.h says why). */
void sf_fp256_mul_32_(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[16];
    sf_fp256_mul_wide_(t, a, b);
    sf_fp256_redc_(r, t);
}

void sf_fp256_sqr_32_(uint32_t r[8], const uint32_t a[8])
{
    uint32_t t[16];
    sf_fp256_sqr_wide_(t, a);
    sf_fp256_redc_(r, t);
}
#endif

/* x32 = a^(2^32 - 1). */
static void sf_fp256_pow_x32(sf_fp256 *x32, const sf_fp256 *a)
{
    sf_fp256 x2, x3, x6, x12, x15, x30;
    sf_fp256_sqr(&x2, a);
    sf_fp256_mul(&x2, &x2, a);
    sf_fp256_sqr(&x3, &x2);
    sf_fp256_mul(&x3, &x3, a);
    sf_fp256_sqr_n(&x6, &x3, 3);
    sf_fp256_mul(&x6, &x6, &x3);
    sf_fp256_sqr_n(&x12, &x6, 6);
    sf_fp256_mul(&x12, &x12, &x6);
    sf_fp256_sqr_n(&x15, &x12, 3);
    sf_fp256_mul(&x15, &x15, &x3);
    sf_fp256_sqr_n(&x30, &x15, 15);
    sf_fp256_mul(&x30, &x30, &x15);
    sf_fp256_sqr_n(x32, &x30, 2);
    sf_fp256_mul(x32, x32, &x2);
    sf_wipe(&x2, sizeof x2);
    sf_wipe(&x3, sizeof x3);
    sf_wipe(&x6, sizeof x6);
    sf_wipe(&x12, sizeof x12);
    sf_wipe(&x15, sizeof x15);
    sf_wipe(&x30, sizeof x30);
}

/*
 * Inversion by Bernstein-Yang safegcd divsteps, through the modular inverse
 * that field/k256/k256_modinv.h provides for any odd 256-bit modulus: a
 * fixed number of divsteps (constant time) or until done (_vartime). It
 * runs on the plain value, so the Montgomery form is left and re-entered
 * through the canonical byte encoding: aR -> a -> a^-1 -> a^-1 R. That
 * costs two Montgomery multiplications on top of the divsteps, which take
 * about half the time of the 255 squarings and 12 multiplications of the
 * Fermat chain a^(p-2). 0 maps to 0, which the group layer relies on (the
 * point at infinity stays recognisable after normalisation).
 */
static const uint32_t sf_fp256_p_words[8] = {
    0xFFFFFFFFU, 0xFFFFFFFFU, 0xFFFFFFFFU, 0x00000000U,
    0x00000000U, 0x00000000U, 0x00000001U, 0xFFFFFFFFU};

/* w = the 8 little-endian 32-bit words of the plain value of a. */
static void sf_fp256_plain_words(uint32_t w[8], const sf_fp256 *a)
{
    uint8_t b[32];
    sf_fp256_encode(b, a);
    for (int i = 0; i < 8; i++)
        w[i] = sf_load32_be(b + 28 - 4 * i);
    sf_wipe(b, sizeof b);
}

/* r = the element whose plain value is w (w < p). */
static void sf_fp256_from_plain_words(sf_fp256 *r, const uint32_t w[8])
{
    uint8_t b[32];
    for (int i = 0; i < 8; i++)
        sf_store32_be(b + 28 - 4 * i, w[i]);
    (void)sf_fp256_decode(r, b);
    sf_wipe(b, sizeof b);
}

void sf_fp256_inv(sf_fp256 *r, const sf_fp256 *a)
{
    uint32_t w[8];
    sf_fp256_plain_words(w, a);
    sf_k256_modinv(w, w, sf_fp256_p_words);
    sf_fp256_from_plain_words(r, w);
    sf_wipe(w, sizeof w);
}

void sf_fp256_inv_vartime(sf_fp256 *r, const sf_fp256 *a)
{
    uint32_t w[8];
    sf_fp256_plain_words(w, a);
    sf_k256_modinv_vartime(w, w, sf_fp256_p_words);
    sf_fp256_from_plain_words(r, w);
}

/*
 * (p + 1)/4 = 2^254 - 2^222 + 2^190 + 2^94, from the top bit down:
 *   bits 253..222  32 ones                 x32
 *   bits 221..190  31 zeros, then a one    ^(2^32) * a
 *   bits 189..94   95 zeros, then a one    ^(2^96) * a
 *   bits  93..0    94 zeros                ^(2^94)
 * 253 squarings, 9 multiplications. If a is a square, r^2 = a^((p+1)/2)
 * = a * a^((p-1)/2) = a (Euler's criterion); if not, r^2 = -a. So a
 * square check is r^2 == a, compared in constant time.
 */
uint32_t sf_fp256_sqrt(sf_fp256 *r, const sf_fp256 *a)
{
    sf_fp256 x32, t, a_copy;
    uint32_t ok;
    sf_fp256_copy(&a_copy, a); /* r may alias a */
    sf_fp256_pow_x32(&x32, a);
    sf_fp256_sqr_n(&t, &x32, 32);
    sf_fp256_mul(&t, &t, a);
    sf_fp256_sqr_n(&t, &t, 96);
    sf_fp256_mul(&t, &t, a);
    sf_fp256_sqr_n(r, &t, 94);
    sf_fp256_sqr(&t, r);
    ok = sf_fp256_eq(&t, &a_copy);
    sf_wipe(&x32, sizeof x32);
    sf_wipe(&t, sizeof t);
    sf_wipe(&a_copy, sizeof a_copy);
    return ok;
}

/*
 * F_p, p = 2^256 - 2^32 - 977: the operations built from the machine layer
 * (inversion, square root, quadratic character). Backend independent.
 *
 * Inversion is Bernstein-Yang safegcd (k256_modinv.c): about three times
 * faster than Fermat's a^(p-2), which costs 255 squarings and 15
 * multiplications, in both its constant-time and its variable-time form.
 *
 * Square root: an addition chain. Write x_k = a^(2^k - 1) (k ones in
 * binary). From a: x2, x3, x6, x9, x11, x22, x44, x88, x176, x220, x223
 * (x_(j+k) = x_j^(2^k) * x_k), then
 *
 *   u = x223^(2^23) * x22          = a^((2^223 - 1) 2^23 + 2^22 - 1)
 *   (p + 1)/4  = (u 2^6 + 3) 2^2
 *
 * checked by tests/model/gen_k256.py. The chain uses only squarings and
 * multiplications whose sequence is fixed, so it is constant time.
 * Magnitudes: every mul/sqr output has magnitude 1, every input here has
 * magnitude <= 8 by contract, so no normalization is needed in between.
 */
#include "field/k256/fk256.h"

#include "snowfield/common.h"

#include "common/endian.h"
#include "common/util.h"
#include "field/k256/k256_modinv.h"

/* r = a^(2^n) */
static void sf_fk256_sqr_n(sf_fk256 *r, const sf_fk256 *a, int n)
{
    sf_fk256_sqr(r, a);
    for (int i = 1; i < n; i++)
        sf_fk256_sqr(r, r);
}

/* u = a^((2^223 - 1) 2^23 + 2^22 - 1), plus x2 = a^3 for the tails. */
static void sf_fk256_pow_head(sf_fk256 *u, sf_fk256 *x2, const sf_fk256 *a)
{
    sf_fk256 x3, x6, x9, x11, x22, x44, x88, x176, x220, x223, t;

    sf_fk256_sqr(&t, a);
    sf_fk256_mul(x2, &t, a); /* 2^2 - 1 */
    sf_fk256_sqr(&t, x2);
    sf_fk256_mul(&x3, &t, a); /* 2^3 - 1 */
    sf_fk256_sqr_n(&t, &x3, 3);
    sf_fk256_mul(&x6, &t, &x3);
    sf_fk256_sqr_n(&t, &x6, 3);
    sf_fk256_mul(&x9, &t, &x3);
    sf_fk256_sqr_n(&t, &x9, 2);
    sf_fk256_mul(&x11, &t, x2);
    sf_fk256_sqr_n(&t, &x11, 11);
    sf_fk256_mul(&x22, &t, &x11);
    sf_fk256_sqr_n(&t, &x22, 22);
    sf_fk256_mul(&x44, &t, &x22);
    sf_fk256_sqr_n(&t, &x44, 44);
    sf_fk256_mul(&x88, &t, &x44);
    sf_fk256_sqr_n(&t, &x88, 88);
    sf_fk256_mul(&x176, &t, &x88);
    sf_fk256_sqr_n(&t, &x176, 44);
    sf_fk256_mul(&x220, &t, &x44);
    sf_fk256_sqr_n(&t, &x220, 3);
    sf_fk256_mul(&x223, &t, &x3);
    sf_fk256_sqr_n(&t, &x223, 23);
    sf_fk256_mul(u, &t, &x22);

    sf_wipe(&x3, sizeof x3);
    sf_wipe(&x6, sizeof x6);
    sf_wipe(&x9, sizeof x9);
    sf_wipe(&x11, sizeof x11);
    sf_wipe(&x22, sizeof x22);
    sf_wipe(&x44, sizeof x44);
    sf_wipe(&x88, sizeof x88);
    sf_wipe(&x176, sizeof x176);
    sf_wipe(&x220, sizeof x220);
    sf_wipe(&x223, sizeof x223);
    sf_wipe(&t, sizeof t);
}

uint32_t sf_fk256_sqrt(sf_fk256 *r, const sf_fk256 *a)
{
    sf_fk256 u, x2;
    uint32_t ok;
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 8) && r != a);
    sf_fk256_pow_head(&u, &x2, a);
    sf_fk256_sqr_n(&u, &u, 6);
    sf_fk256_mul(&u, &u, &x2);
    sf_fk256_sqr_n(r, &u, 2);
    /* r^2 = a^((p+1)/2) = a * (a | p): a square root exactly when a is a
     * square (or 0). */
    sf_fk256_sqr(&u, r);
    ok = sf_fk256_eq(&u, a);
    sf_wipe(&u, sizeof u);
    sf_wipe(&x2, sizeof x2);
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
    return ok;
}

uint32_t sf_fk256_is_square(const sf_fk256 *a)
{
    /* Same cost as Euler's criterion a^((p-1)/2): both are one chain of
     * ~255 squarings, and sqrt already decides squareness by squaring back. */
    sf_fk256 r;
    uint32_t ok = sf_fk256_sqrt(&r, a);
    sf_wipe(&r, sizeof r);
    return ok;
}

/* Field element <-> the eight little-endian 32-bit words of k256_modinv. */
static void sf_fk256_to_words(uint32_t w[8], const sf_fk256 *a)
{
    uint8_t b[32];
    sf_fk256_encode(b, a); /* canonical, so < p as modinv requires */
    for (int i = 0; i < 8; i++)
        w[i] = sf_load32_be(b + 28 - 4 * i);
    sf_wipe(b, sizeof b);
}

static void sf_fk256_from_words(sf_fk256 *r, const uint32_t w[8])
{
    uint8_t b[32];
    for (int i = 0; i < 8; i++)
        sf_store32_be(b + 28 - 4 * i, w[i]);
    (void)sf_fk256_decode(r, b);
    sf_wipe(b, sizeof b);
}

static const uint32_t sf_fk256_p_words[8] = {
    0xFFFFFC2Fu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
    0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};

void sf_fk256_inv(sf_fk256 *r, const sf_fk256 *a)
{
    uint32_t w[8];
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 32));
    sf_fk256_to_words(w, a);
    sf_k256_modinv(w, w, sf_fk256_p_words);
    sf_fk256_from_words(r, w);
    sf_wipe(w, sizeof w);
    SF_VERIFY_CHECK(sf_fk256_check_normalized(r));
}

void sf_fk256_inv_vartime(sf_fk256 *r, const sf_fk256 *a)
{
    uint32_t w[8];
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 32));
    sf_fk256_to_words(w, a);
    sf_k256_modinv_vartime(w, w, sf_fk256_p_words);
    sf_fk256_from_words(r, w);
    SF_VERIFY_CHECK(sf_fk256_check_normalized(r));
}

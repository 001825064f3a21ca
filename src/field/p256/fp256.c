/*
 * Fp256 exponentiation chains: inversion and square root.
 * Written once against the fp256.h interface, so both backends share them.
 * All elements are in the Montgomery domain; the chains only multiply and
 * square, which preserve it.
 *
 * Building blocks: x_k = a^(2^k - 1), a run of k one-bits:
 *   x2  = x1^2 * x1         x3  = x2^2 * x1       x6  = x3^(2^3) * x3
 *   x12 = x6^(2^6) * x6     x15 = x12^(2^3) * x3  x30 = x15^(2^15) * x15
 *   x32 = x30^(2^2) * x2
 * (31 squarings, 7 multiplications.) Both exponents below start with a run
 * of 32 ones, because p's top word is 2^32 - 1.
 */
#include "field/p256/fp256.h"
#include "snowfield/common.h"

/* r = a^(2^32 - 1), and x2 = a^3, x30 = a^(2^30 - 1) for the callers. */
static void sf_fp256_pow_x32(sf_fp256 *x32, sf_fp256 *x2, sf_fp256 *x30,
                             const sf_fp256 *a)
{
    sf_fp256 x3, x6, x12, x15;
    sf_fp256_sqr(x2, a);
    sf_fp256_mul(x2, x2, a);
    sf_fp256_sqr(&x3, x2);
    sf_fp256_mul(&x3, &x3, a);
    sf_fp256_sqr_n(&x6, &x3, 3);
    sf_fp256_mul(&x6, &x6, &x3);
    sf_fp256_sqr_n(&x12, &x6, 6);
    sf_fp256_mul(&x12, &x12, &x6);
    sf_fp256_sqr_n(&x15, &x12, 3);
    sf_fp256_mul(&x15, &x15, &x3);
    sf_fp256_sqr_n(x30, &x15, 15);
    sf_fp256_mul(x30, x30, &x15);
    sf_fp256_sqr_n(x32, x30, 2);
    sf_fp256_mul(x32, x32, x2);
}

/*
 * p - 2, from the top bit down:
 *   bits 255..224  32 ones                 x32
 *   bits 223..192  31 zeros, then a one    ^(2^32) * a
 *   bits 191..96   96 zeros                ^(2^96)
 *   bits  95..32   64 ones                 ^(2^32) * x32, twice
 *   bits  31..2    30 ones                 ^(2^30) * x30
 *   bits   1..0    "01"                    ^(2^2) * a
 * 255 squarings and 12 multiplications in all. Zero maps to zero since
 * 0^(p-2) = 0, which the group layer relies on (the point at infinity
 * stays recognisable after normalisation).
 */
void sf_fp256_inv(sf_fp256 *r, const sf_fp256 *a)
{
    sf_fp256 x2, x30, x32, t;
    sf_fp256_pow_x32(&x32, &x2, &x30, a);
    sf_fp256_sqr_n(&t, &x32, 32);
    sf_fp256_mul(&t, &t, a);
    sf_fp256_sqr_n(&t, &t, 96);
    sf_fp256_sqr_n(&t, &t, 32);
    sf_fp256_mul(&t, &t, &x32);
    sf_fp256_sqr_n(&t, &t, 32);
    sf_fp256_mul(&t, &t, &x32);
    sf_fp256_sqr_n(&t, &t, 30);
    sf_fp256_mul(&t, &t, &x30);
    sf_fp256_sqr_n(&t, &t, 2);
    sf_fp256_mul(r, &t, a);
    sf_wipe(&x2, sizeof x2);
    sf_wipe(&x30, sizeof x30);
    sf_wipe(&x32, sizeof x32);
    sf_wipe(&t, sizeof t);
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
    sf_fp256 x2, x30, x32, t, a_copy;
    uint32_t ok;
    sf_fp256_copy(&a_copy, a); /* r may alias a */
    sf_fp256_pow_x32(&x32, &x2, &x30, a);
    sf_fp256_sqr_n(&t, &x32, 32);
    sf_fp256_mul(&t, &t, a);
    sf_fp256_sqr_n(&t, &t, 96);
    sf_fp256_mul(&t, &t, a);
    sf_fp256_sqr_n(r, &t, 94);
    sf_fp256_sqr(&t, r);
    ok = sf_fp256_eq(&t, &a_copy);
    sf_wipe(&x2, sizeof x2);
    sf_wipe(&x30, sizeof x30);
    sf_wipe(&x32, sizeof x32);
    sf_wipe(&t, sizeof t);
    sf_wipe(&a_copy, sizeof a_copy);
    return ok;
}

/*
 * Fp, p = 2^448 - 2^224 - 1: the operations built from the machine layer
 * (exponentiation chains for inversion, square roots and the Legendre
 * symbol). Written once against fp448.h, so both backends share it.
 *
 * Every exponent needed here is tied to one power, because p = 3 mod 4:
 *   (p - 3) / 4 = 2^446 - 2^222 - 1                      (inverse sqrt)
 *   p - 2       = 4 (p - 3)/4 + 1                        (inversion)
 *   (p + 1) / 4 = (p - 3)/4 + 1                          (square root)
 *   (p - 1) / 2 = 2 (p - 3)/4 + 1                        (Legendre)
 * so a single chain for a^((p-3)/4) serves all of them.
 *
 * All functions are constant time: the chains are fixed, and the results
 * are classified with the constant-time eq/is_zero of the machine layer.
 * Temporaries derived from secret inputs are wiped before returning.
 */
#include "field/p448/fp448.h"

#include "snowfield/common.h"

/*
 * a^(2^446 - 2^222 - 1). In binary the exponent is 223 ones, a zero, then
 * 222 ones: with xk = a^(2^k - 1) it is x223^(2^223) * x222, and
 * x(j+k) = xj^(2^k) * xk builds x222 along 1, 2, 3, 6, 12, 24, 27, 54, 108,
 * 111, 222, every step on the main line (no squarings spent on a side
 * branch): 445 squarings, the minimum for a 446-bit exponent, and 12
 * products.
 */
void sf_fp448_pow_p34(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448 x3, x27, x111, x222, t;

    sf_fp448_sqr(&t, a);
    sf_fp448_mul(&t, &t, a);           /* x2 */
    sf_fp448_sqr(&t, &t);
    sf_fp448_mul(&x3, &t, a);          /* x3 */
    sf_fp448_sqr_n(&t, &x3, 3);
    sf_fp448_mul(&t, &t, &x3);         /* x6 */
    sf_fp448_sqr_n(&x27, &t, 6);
    sf_fp448_mul(&t, &x27, &t);        /* x12 */
    sf_fp448_sqr_n(&x27, &t, 12);
    sf_fp448_mul(&t, &x27, &t);        /* x24 */
    sf_fp448_sqr_n(&t, &t, 3);
    sf_fp448_mul(&x27, &t, &x3);       /* x27 */
    sf_fp448_sqr_n(&t, &x27, 27);
    sf_fp448_mul(&t, &t, &x27);        /* x54 */
    sf_fp448_sqr_n(&x111, &t, 54);
    sf_fp448_mul(&t, &x111, &t);       /* x108 */
    sf_fp448_sqr_n(&t, &t, 3);
    sf_fp448_mul(&x111, &t, &x3);      /* x111 */
    sf_fp448_sqr_n(&t, &x111, 111);
    sf_fp448_mul(&x222, &t, &x111);    /* x222 */
    sf_fp448_sqr(&t, &x222);
    sf_fp448_mul(&t, &t, a);           /* x223 */
    sf_fp448_sqr_n(&t, &t, 223);
    sf_fp448_mul(r, &t, &x222);

    sf_wipe(&x3, sizeof x3);
    sf_wipe(&x27, sizeof x27);
    sf_wipe(&x111, sizeof x111);
    sf_wipe(&x222, sizeof x222);
    sf_wipe(&t, sizeof t);
}

/* 1/a = a^(p-2) = (a^((p-3)/4))^4 * a; 0 maps to 0. */
void sf_fp448_inv(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448 t;
    sf_fp448_pow_p34(&t, a);
    sf_fp448_sqr_n(&t, &t, 2);
    sf_fp448_mul(r, &t, a);
    sf_wipe(&t, sizeof t);
}

/* r = a^((p-3)/4); r^2 a = a^((p-1)/2) = chi(a), 1 exactly for non-zero
 * squares. */
uint32_t sf_fp448_invsqrt(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448 t, s, one;
    uint32_t ok;
    sf_fp448_pow_p34(&t, a);
    sf_fp448_sqr(&s, &t);
    sf_fp448_mul(&s, &s, a);
    sf_fp448_one(&one);
    ok = sf_fp448_eq(&s, &one);
    sf_fp448_copy(r, &t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

/* r = a a^((p-3)/4); r^2 = a chi(a): a for squares and 0, -a otherwise. */
uint32_t sf_fp448_sqrt(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448 t, s;
    uint32_t ok;
    sf_fp448_pow_p34(&t, a);
    sf_fp448_mul(&t, &t, a);
    sf_fp448_sqr(&s, &t);
    ok = sf_fp448_eq(&s, a);
    sf_fp448_copy(r, &t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

/* chi(a) = (a^((p-3)/4))^2 * a, which is 0, 1 or -1. */
int sf_fp448_legendre(const sf_fp448 *a)
{
    sf_fp448 t, one;
    uint32_t is_one, is_zero;
    sf_fp448_pow_p34(&t, a);
    sf_fp448_sqr(&t, &t);
    sf_fp448_mul(&t, &t, a);
    sf_fp448_one(&one);
    is_one = sf_fp448_eq(&t, &one);
    is_zero = sf_fp448_is_zero(&t);
    sf_wipe(&t, sizeof t);
    /* 1 -> 1, 0 -> 0, otherwise (-1) -> -1, without a branch. */
    return (int)is_one - (int)(1 - is_one - is_zero);
}

/*
 * r = u (u v)^((p-3)/4). Then
 *     r^2 v = u^2 v (u v)^((p-3)/2) = u (u v)^((p-1)/2) = u chi(u v),
 * so r^2 v = u exactly when u = 0 or u/v is a square with v != 0, and
 * r^2 v = -u when u/v is a non-square; v = 0 gives r = 0.
 */
uint32_t sf_fp448_sqrt_ratio(sf_fp448 *r, const sf_fp448 *u, const sf_fp448 *v)
{
    sf_fp448 t, s;
    uint32_t ok;
    sf_fp448_mul(&t, u, v);
    sf_fp448_pow_p34(&t, &t);
    sf_fp448_mul(&t, &t, u);       /* candidate root */
    sf_fp448_sqr(&s, &t);
    sf_fp448_mul(&s, &s, v);
    ok = sf_fp448_eq(&s, u);
    sf_fp448_copy(r, &t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

/*
 * Prefix products r[k] = a[0] ... a[k], one inversion of r[n-1], then walk
 * back: 1/a[k] = (a[0] ... a[k-1]) * (1 / (a[0] ... a[k])).
 */
void sf_fp448_inv_batch(sf_fp448 *r, const sf_fp448 *a, size_t n)
{
    sf_fp448 acc, t;
    if (n == 0)
        return;
    sf_fp448_copy(&r[0], &a[0]);
    for (size_t k = 1; k < n; k++)
        sf_fp448_mul(&r[k], &r[k - 1], &a[k]);
    sf_fp448_inv(&acc, &r[n - 1]);
    for (size_t k = n - 1; k > 0; k--) {
        sf_fp448_mul(&t, &acc, &r[k - 1]); /* 1/a[k] */
        sf_fp448_mul(&acc, &acc, &a[k]);   /* 1/(a[0] ... a[k-1]) */
        sf_fp448_copy(&r[k], &t);
    }
    sf_fp448_copy(&r[0], &acc);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&t, sizeof t);
}

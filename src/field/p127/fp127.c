/*
 * Fp, p = 2^127 - 1: the operations built from the machine layer
 * (exponentiation chains for inversion, square roots and the Legendre
 * symbol). Written once against fp.h, so both backends share it.
 *
 * Every exponent needed here is tied to p = 2^127 - 1 through one power:
 *   p - 2       = 2^127 - 3 = 4 (2^125 - 1) + 1          (inversion)
 *   (p + 1) / 4 = 2^125                                  (square root)
 *   (p - 3) / 4 = 2^125 - 1                              (inverse sqrt)
 *   (p - 1) / 2 = 2^126 - 1 = 2 (2^125 - 1) + 1          (Legendre)
 * so a single chain for a^(2^125 - 1) serves all of them.
 *
 * All functions are constant time: the chains are fixed, and the results are
 * classified with the constant-time eq/is_zero of the machine layer.
 * Temporaries derived from secret inputs are wiped before returning.
 */
#include "field/p127/fp.h"

#include "snowfield/common.h"

/* r = a^(2^n) */
static void sf_fp127_sqr_n(sf_fp127 *r, const sf_fp127 *a, int n)
{
    sf_fp127_sqr(r, a);
    for (int i = 1; i < n; i++)
        sf_fp127_sqr(r, r);
}

/*
 * a^(2^125 - 1). Notation xk = a^(2^k - 1); x(j+k) = xj^(2^k) * xk.
 * Chain 1, 2, 4, 5, 10, 20, 25, 50, 100, 125: 124 squarings and 9
 * multiplications.
 */
void sf_fp127_pow_p34(sf_fp127 *r, const sf_fp127 *a)
{
    sf_fp127 x2, x5, x10, x25, t;

    sf_fp127_sqr(&t, a);
    sf_fp127_mul(&x2, &t, a);        /* x2  = a^(2^2 - 1) */
    sf_fp127_sqr_n(&t, &x2, 2);
    sf_fp127_mul(&t, &t, &x2);       /* x4 */
    sf_fp127_sqr(&t, &t);
    sf_fp127_mul(&x5, &t, a);        /* x5 */
    sf_fp127_sqr_n(&t, &x5, 5);
    sf_fp127_mul(&x10, &t, &x5);     /* x10 */
    sf_fp127_sqr_n(&t, &x10, 10);
    sf_fp127_mul(&t, &t, &x10);      /* x20 */
    sf_fp127_sqr_n(&t, &t, 5);
    sf_fp127_mul(&x25, &t, &x5);     /* x25 */
    sf_fp127_sqr_n(&t, &x25, 25);
    sf_fp127_mul(&t, &t, &x25);      /* x50 */
    sf_fp127_sqr_n(&x10, &t, 50);
    sf_fp127_mul(&t, &x10, &t);      /* x100 */
    sf_fp127_sqr_n(&t, &t, 25);
    sf_fp127_mul(r, &t, &x25);       /* x125 */

    sf_wipe(&x2, sizeof x2);
    sf_wipe(&x5, sizeof x5);
    sf_wipe(&x10, sizeof x10);
    sf_wipe(&x25, sizeof x25);
    sf_wipe(&t, sizeof t);
}

/* 1/a = a^(p-2) = (a^(2^125 - 1))^4 * a; 0 maps to 0. */
void sf_fp127_inv(sf_fp127 *r, const sf_fp127 *a)
{
    sf_fp127 t;
    sf_fp127_pow_p34(&t, a);
    sf_fp127_sqr_n(&t, &t, 2);
    sf_fp127_mul(r, &t, a);
    sf_wipe(&t, sizeof t);
}

/*
 * r = a^((p+1)/4) = a^(2^125): 125 squarings, cheaper than the chain.
 * r^2 = a^((p+1)/2) = a * chi(a), so r^2 = a for squares (and 0) and
 * r^2 = -a otherwise; the test r^2 == a classifies a.
 */
uint32_t sf_fp127_sqrt(sf_fp127 *r, const sf_fp127 *a)
{
    sf_fp127 t, s;
    uint32_t ok;
    sf_fp127_sqr_n(&t, a, 125);
    sf_fp127_sqr(&s, &t);
    ok = sf_fp127_eq(&s, a);
    sf_fp127_copy(r, &t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

/*
 * r = a^((p-3)/4); then r^2 a = a^((p-1)/2) = chi(a), which is 1 exactly for
 * non-zero squares, where r = 1/sqrt(a) (and a r = sqrt(a) for free).
 */
uint32_t sf_fp127_invsqrt(sf_fp127 *r, const sf_fp127 *a)
{
    sf_fp127 t, s, one;
    uint32_t ok;
    sf_fp127_pow_p34(&t, a);
    sf_fp127_sqr(&s, &t);
    sf_fp127_mul(&s, &s, a);
    sf_fp127_one(&one);
    ok = sf_fp127_eq(&s, &one);
    sf_fp127_copy(r, &t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

/* chi(a) = a^((p-1)/2) = (a^(2^125 - 1))^2 * a, which is 0, 1 or -1. */
int sf_fp127_legendre(const sf_fp127 *a)
{
    sf_fp127 t, one;
    uint32_t is_one, is_zero;
    sf_fp127_pow_p34(&t, a);
    sf_fp127_sqr(&t, &t);
    sf_fp127_mul(&t, &t, a);
    sf_fp127_one(&one);
    is_one = sf_fp127_eq(&t, &one);
    is_zero = sf_fp127_is_zero(&t);
    sf_wipe(&t, sizeof t);
    /* 1 -> 1, 0 -> 0, otherwise (-1) -> -1, without a branch. */
    return (int)is_one - (int)(1 - is_one - is_zero);
}

/*
 * r = u v (u v^3)^((p-3)/4). Then
 *   r^2 = u^2 v^2 (u v^3)^((p-1)/2) / (u v^3) = (u / v) chi(u v),
 * so r^2 v = u exactly when u/v is a square (or u = 0), and r^2 v = -u when
 * it is not. v = 0 gives r = 0.
 */
uint32_t sf_fp127_sqrt_ratio(sf_fp127 *r, const sf_fp127 *u, const sf_fp127 *v)
{
    sf_fp127 uv, t, s;
    uint32_t ok;
    sf_fp127_mul(&uv, u, v);
    sf_fp127_sqr(&t, v);
    sf_fp127_mul(&t, &t, &uv);     /* u v^3 */
    sf_fp127_pow_p34(&t, &t);
    sf_fp127_mul(&t, &t, &uv);     /* candidate root */
    sf_fp127_sqr(&s, &t);
    sf_fp127_mul(&s, &s, v);
    ok = sf_fp127_eq(&s, u);
    sf_fp127_copy(r, &t);
    sf_wipe(&uv, sizeof uv);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    return ok;
}

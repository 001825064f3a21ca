/*
 * Fp, p = 2^255 - 19: the operations built from the machine layer
 * (exponentiation chains for inversion, square roots and the Legendre
 * symbol, batch inversion). Written once against fp255.h, so both backends
 * share it.
 *
 * Every exponent needed here is tied to one power, a^(2^250 - 1):
 *   p - 2       = 2^255 - 21 = 2^5 (2^250 - 1) + 11          (inversion)
 *   (p - 5) / 8 = 2^252 - 3  = 2^2 (2^250 - 1) + 1           (square roots)
 *   (p - 1) / 2 = 4 (p - 5) / 8 + 2                          (Legendre)
 * so a single chain serves all of them.
 *
 * Square roots, p = 5 (mod 8): for a square x, c = x^((p+3)/8) satisfies
 * c^4 = x^2 (x^((p-1)/4) is +-1, the quartic character), so c^2 = +-x and
 * either c or c sqrt(-1) is a root. sqrt_ratio_i folds the division into
 * the exponent, as RFC 9496 section 4.2 does: with w = u/v,
 *     w^((p+3)/8) = u v^3 (u v^7)^((p-5)/8),
 * and then classifies v r^2 against u, -u and -u sqrt(-1).
 *
 * All functions are constant time: the chains are fixed, and the results are
 * classified and selected with the constant-time eq/cmov/cneg of the machine
 * layer. Temporaries derived from secret inputs are wiped before returning.
 */
#include "field/p255/fp255.h"

#include "snowfield/common.h"

/* 2^((p-1)/4) mod p: 2 is a non-square for p = 5 (mod 8), so its
 * (p-1)/4-th power squares to 2^((p-1)/2) = -1. The even root. */
const sf_fp255 sf_fp255_sqrt_m1 =
    SF_FP255_CONST(0xc4ee1b274a0ea0b0ULL, 0x2f431806ad2fe478ULL,
                   0x2b4d00993dfbd7a7ULL, 0x2b8324804fc1df0bULL);

void sf_fp255_sqr_n(sf_fp255 *r, const sf_fp255 *a, int n)
{
    SF_VERIFY_CHECK(n >= 1);
    sf_fp255_sqr(r, a);
    for (int i = 1; i < n; i++)
        sf_fp255_sqr(r, r);
}

/*
 * x250 = a^(2^250 - 1) and a11 = a^11. Notation xk = a^(2^k - 1);
 * x(j+k) = xj^(2^k) * xk. Chain 1 (a), 5 (from a^9 and a^22 = (a^11)^2),
 * 10, 20, 40, 50, 100, 200, 250: 249 squarings, 10 multiplications.
 */
static void sf_fp255_pow_x250(sf_fp255 *x250, sf_fp255 *a11, const sf_fp255 *a)
{
    sf_fp255 a9, x5, x10, x50, t;

    sf_fp255_sqr(&t, a);              /* a^2 */
    sf_fp255_sqr_n(&a9, &t, 2);       /* a^8 */
    sf_fp255_mul(&a9, &a9, a);        /* a^9 */
    sf_fp255_mul(a11, &a9, &t);       /* a^11 */
    sf_fp255_sqr(&t, a11);            /* a^22 */
    sf_fp255_mul(&x5, &t, &a9);       /* x5 = a^31 */
    sf_fp255_sqr_n(&t, &x5, 5);
    sf_fp255_mul(&x10, &t, &x5);      /* x10 */
    sf_fp255_sqr_n(&t, &x10, 10);
    sf_fp255_mul(&t, &t, &x10);       /* x20 */
    sf_fp255_sqr_n(&x50, &t, 20);
    sf_fp255_mul(&t, &x50, &t);       /* x40 */
    sf_fp255_sqr_n(&t, &t, 10);
    sf_fp255_mul(&x50, &t, &x10);     /* x50 */
    sf_fp255_sqr_n(&t, &x50, 50);
    sf_fp255_mul(&t, &t, &x50);       /* x100 */
    sf_fp255_sqr_n(&x10, &t, 100);
    sf_fp255_mul(&t, &x10, &t);       /* x200 */
    sf_fp255_sqr_n(&t, &t, 50);
    sf_fp255_mul(x250, &t, &x50);     /* x250 */

    sf_wipe(&a9, sizeof a9);
    sf_wipe(&x5, sizeof x5);
    sf_wipe(&x10, sizeof x10);
    sf_wipe(&x50, sizeof x50);
    sf_wipe(&t, sizeof t);
}

/* a^(2^252 - 3) = x250^4 * a: 251 squarings, 11 multiplications. */
void sf_fp255_pow_p58(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255 t, a11, a1;
    sf_fp255_copy(&a1, a); /* r may alias a */
    sf_fp255_pow_x250(&t, &a11, &a1);
    sf_fp255_sqr_n(&t, &t, 2);
    sf_fp255_mul(r, &t, &a1);
    sf_wipe(&t, sizeof t);
    sf_wipe(&a11, sizeof a11);
    sf_wipe(&a1, sizeof a1);
}

/* 1/a = a^(2^255 - 21) = x250^(2^5) * a^11; 0 maps to 0. */
void sf_fp255_inv(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255 t, a11;
    sf_fp255_pow_x250(&t, &a11, a);
    sf_fp255_sqr_n(&t, &t, 5);
    sf_fp255_mul(r, &t, &a11);
    sf_wipe(&t, sizeof t);
    sf_wipe(&a11, sizeof a11);
}

/*
 * RFC 9496 SQRT_RATIO_M1. r = u v^3 (u v^7)^((p-5)/8), check = v r^2:
 *   check = u              u/v is a square (or u = 0), r is a root;
 *   check = -u             u/v is a square, r sqrt(-1) is a root;
 *   check = -u sqrt(-1)    u/v is not, r sqrt(-1) is a root of sqrt(-1) u/v;
 *   (otherwise check = u sqrt(-1): u/v is not, r is that root.)
 * v = 0 gives r = 0 and check = 0, which is u only for u = 0. Finally the
 * root is made non-negative (even).
 */
uint32_t sf_fp255_sqrt_ratio_i(sf_fp255 *r, const sf_fp255 *u, const sf_fp255 *v)
{
    sf_fp255 v3, uv3, t, check, nu, ri;
    uint32_t correct, flipped, flipped_i;

    sf_fp255_sqr(&v3, v);
    sf_fp255_mul(&v3, &v3, v);               /* v^3 */
    sf_fp255_mul(&uv3, u, &v3);              /* u v^3 */
    sf_fp255_sqr(&t, &v3);
    sf_fp255_mul(&t, &t, v);
    sf_fp255_mul(&t, &t, u);                 /* u v^7 */
    sf_fp255_pow_p58(&t, &t);
    sf_fp255_mul(&t, &t, &uv3);              /* r */

    sf_fp255_sqr(&check, &t);
    sf_fp255_mul(&check, &check, v);         /* v r^2 */
    sf_fp255_neg(&nu, u);
    correct = sf_fp255_eq(&check, u);
    flipped = sf_fp255_eq(&check, &nu);
    sf_fp255_mul(&nu, &nu, &sf_fp255_sqrt_m1);
    flipped_i = sf_fp255_eq(&check, &nu);

    sf_fp255_mul(&ri, &t, &sf_fp255_sqrt_m1);
    sf_fp255_cmov(&t, &ri, flipped | flipped_i);
    sf_fp255_cneg(r, &t, sf_fp255_is_odd(&t));

    sf_wipe(&v3, sizeof v3);
    sf_wipe(&uv3, sizeof uv3);
    sf_wipe(&t, sizeof t);
    sf_wipe(&check, sizeof check);
    sf_wipe(&nu, sizeof nu);
    sf_wipe(&ri, sizeof ri);
    return correct | flipped;
}

uint32_t sf_fp255_sqrt_ratio(sf_fp255 *r, const sf_fp255 *u, const sf_fp255 *v)
{
    sf_fp255 t, zero;
    uint32_t ok = sf_fp255_sqrt_ratio_i(&t, u, v);
    sf_fp255_zero(&zero);
    sf_fp255_cmov(&t, &zero, ok ^ 1);
    sf_fp255_copy(r, &t);
    sf_wipe(&t, sizeof t);
    return ok;
}

uint32_t sf_fp255_sqrt(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255 one;
    sf_fp255_one(&one);
    return sf_fp255_sqrt_ratio(r, a, &one);
}

/* 1/sqrt(a) = sqrt(1/a); a = 0 gives flag 0 (u = 1 != 0 with v = 0). */
uint32_t sf_fp255_invsqrt(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255 one;
    sf_fp255_one(&one);
    return sf_fp255_sqrt_ratio(r, &one, a);
}

/* chi(a) = a^((p-1)/2) = (a^((p-5)/8))^4 * a^2, which is 0, 1 or -1. */
int sf_fp255_legendre(const sf_fp255 *a)
{
    sf_fp255 t, s, one;
    uint32_t is_one, is_zero;
    sf_fp255_pow_p58(&t, a);
    sf_fp255_sqr_n(&t, &t, 2);
    sf_fp255_sqr(&s, a);
    sf_fp255_mul(&t, &t, &s);
    sf_fp255_one(&one);
    is_one = sf_fp255_eq(&t, &one);
    is_zero = sf_fp255_is_zero(&t);
    sf_wipe(&t, sizeof t);
    sf_wipe(&s, sizeof s);
    /* 1 -> 1, 0 -> 0, otherwise (-1) -> -1, without a branch. */
    return (int)is_one - (int)(1 - is_one - is_zero);
}

/*
 * Prefix products r[k] = a[0] ... a[k], one inversion of r[n-1], then walk
 * back: 1/a[k] = (a[0] ... a[k-1]) * (1 / (a[0] ... a[k])).
 */
void sf_fp255_inv_batch(sf_fp255 *r, const sf_fp255 *a, size_t n)
{
    sf_fp255 acc, t;
    if (n == 0)
        return;
    sf_fp255_copy(&r[0], &a[0]);
    for (size_t k = 1; k < n; k++)
        sf_fp255_mul(&r[k], &r[k - 1], &a[k]);
    sf_fp255_inv(&acc, &r[n - 1]);
    for (size_t k = n - 1; k > 0; k--) {
        sf_fp255_mul(&t, &acc, &r[k - 1]); /* 1/a[k] */
        sf_fp255_mul(&acc, &acc, &a[k]);   /* 1/(a[0] ... a[k-1]) */
        sf_fp255_copy(&r[k], &t);
    }
    sf_fp255_copy(&r[0], &acc);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&t, sizeof t);
}

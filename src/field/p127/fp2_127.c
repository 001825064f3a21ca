/*
 * Fp^2 over p = 2^127 - 1: inversion, square roots and the quadratic
 * character, built on fp.h's chains. Constant time: fixed operation
 * sequences, results selected with cmov. Temporaries are wiped.
 *
 * Square roots: the "complex" method for p = 3 mod 4
 * --------------------------------------------------
 * For w = x + y i, write N(w) = x^2 + y^2 (the norm, in Fp). w is a square in
 * Fp^2 iff N(w) is a square in Fp. With s = sqrt(N(w)) and c = (x + s)/2,
 *     (c t + (y t / 2) i)^2 = w          when t = 1/sqrt(c),
 * because c^2 - x c - y^2/4 = 0. If c is a non-square, the other choice
 * c' = (x - s)/2 = -y^2/(4c) is a square, and the root becomes -i times the
 * same expression with t = c^((p-3)/4) (then t^2 c = -1). So one Fp square
 * root (for s) and one Fp inverse-square-root exponentiation (for t) give
 * the answer; the case split is a cmov. If c = 0 then s = -x and (for a
 * square) y = 0, and c is replaced by x, which solves the same quadratic.
 *
 * The ratio u/v is folded in without an inversion: u/v = w / N with
 * w = u conj(v) and N = N(v) in Fp. Taking s = sqrt(N(w)) and c = (x + s)/2
 * (both scaled by N relative to the unscaled problem) and
 *     g = c N,  t = g^((p-3)/4)   (so g t^2 = +-1),
 * the root of w/N is c t + (y t / 2) i (times -i when g t^2 = -1): the N
 * factors cancel because 1/sqrt(c/N) = sqrt(N/c) = N t up to sign.
 *
 * Every function finally checks the candidate (r^2 v == u) and returns that
 * as its flag, so a wrong branch could never produce a wrong "yes".
 */
#include "field/p127/fp2.h"

#include "snowfield/common.h"

static void sf_fp2_127_norm(sf_fp127 *n, const sf_fp2_127 *a)
{
    /* re^2 + im^2 with one reduction */
    sf_fp127_mul_add(n, &a->re, &a->re, &a->im, &a->im);
}

/*
 * r = a root of w / N for N in Fp (N = NULL means N = 1), when one exists;
 * otherwise r is some element. The caller checks.
 */
static void sf_fp2_127_sqrt_core(sf_fp2_127 *r, const sf_fp2_127 *w,
                                 const sf_fp127 *N)
{
    sf_fp127 n, s, c, g, t, e;
    sf_fp2_127 z, zb;
    uint32_t c_zero, minus;

    sf_fp2_127_norm(&n, w);
    (void)sf_fp127_sqrt(&s, &n);           /* s = n^((p+1)/4) */
    sf_fp127_add(&c, &w->re, &s);
    sf_fp127_half(&c, &c);                 /* c = (x + s)/2 */
    c_zero = sf_fp127_is_zero(&c);
    sf_fp127_cmov(&c, &w->re, c_zero);
    if (N != NULL)
        sf_fp127_mul(&g, &c, N);
    else
        sf_fp127_copy(&g, &c);
    sf_fp127_pow_p34(&t, &g);              /* g t^2 = chi(g) */
    sf_fp127_sqr(&e, &t);
    sf_fp127_mul(&e, &e, &g);
    sf_fp127_neg(&e, &e);
    sf_fp127_one(&s);
    minus = sf_fp127_eq(&e, &s);           /* g t^2 == -1 */

    sf_fp127_mul(&z.re, &c, &t);
    sf_fp127_mul(&z.im, &w->im, &t);
    sf_fp127_half(&z.im, &z.im);
    /* -i (a + b i) = b - a i */
    sf_fp127_copy(&zb.re, &z.im);
    sf_fp127_neg(&zb.im, &z.re);
    sf_fp2_127_cmov(&z, &zb, minus);
    sf_fp2_127_copy(r, &z);

    sf_wipe(&n, sizeof n);
    sf_wipe(&s, sizeof s);
    sf_wipe(&c, sizeof c);
    sf_wipe(&g, sizeof g);
    sf_wipe(&t, sizeof t);
    sf_wipe(&e, sizeof e);
    sf_wipe(&z, sizeof z);
    sf_wipe(&zb, sizeof zb);
}

uint32_t sf_fp2_127_sqrt(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp2_127 z, s, zero;
    uint32_t ok;
    sf_fp2_127_sqrt_core(&z, a, NULL);
    sf_fp2_127_sqr(&s, &z);
    ok = sf_fp2_127_eq(&s, a);
    sf_fp2_127_zero(&zero);
    sf_fp2_127_cmov(&z, &zero, ok ^ 1);
    sf_fp2_127_copy(r, &z);
    sf_wipe(&z, sizeof z);
    sf_wipe(&s, sizeof s);
    return ok;
}

uint32_t sf_fp2_127_sqrt_ratio(sf_fp2_127 *r, const sf_fp2_127 *u,
                               const sf_fp2_127 *v)
{
    sf_fp2_127 w, z, s, zero;
    sf_fp127 N;
    uint32_t ok;
    sf_fp2_127_conj(&w, v);
    sf_fp2_127_mul(&w, u, &w);             /* w = u conj(v) */
    sf_fp2_127_norm(&N, v);                /* u/v = w/N */
    sf_fp2_127_sqrt_core(&z, &w, &N);
    sf_fp2_127_sqr(&s, &z);
    sf_fp2_127_mul(&s, &s, v);
    ok = sf_fp2_127_eq(&s, u);
    sf_fp2_127_zero(&zero);
    sf_fp2_127_cmov(&z, &zero, ok ^ 1);
    sf_fp2_127_copy(r, &z);
    sf_wipe(&w, sizeof w);
    sf_wipe(&z, sizeof z);
    sf_wipe(&s, sizeof s);
    sf_wipe(&N, sizeof N);
    return ok;
}

/* 1/sqrt(a) = sqrt(1/a); a = 0 gives flag 0 (r^2 * 0 != 1). */
uint32_t sf_fp2_127_invsqrt(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp2_127 one;
    sf_fp2_127_one(&one);
    return sf_fp2_127_sqrt_ratio(r, &one, a);
}

/* 1/a = conj(a) / N(a); N(a) = 0 only for a = 0, and inv(0) = 0. */
void sf_fp2_127_inv(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127 n;
    sf_fp2_127 c;
    sf_fp2_127_norm(&n, a);
    sf_fp127_inv(&n, &n);
    sf_fp2_127_conj(&c, a);
    sf_fp2_127_mul_fp(r, &c, &n);
    sf_wipe(&n, sizeof n);
    sf_wipe(&c, sizeof c);
}

/* chi_{p^2}(a) = chi_p(N(a)): the norm map is onto Fp and sends squares to
 * squares and non-squares to non-squares. */
int sf_fp2_127_legendre(const sf_fp2_127 *a)
{
    sf_fp127 n;
    int l;
    sf_fp2_127_norm(&n, a);
    l = sf_fp127_legendre(&n);
    sf_wipe(&n, sizeof n);
    return l;
}

/*
 * Prefix products r[k] = a[0] ... a[k], one inversion of r[n-1], then walk
 * back: 1/a[k] = (a[0] ... a[k-1]) * (1 / (a[0] ... a[k])).
 */
void sf_fp2_127_inv_batch(sf_fp2_127 *r, const sf_fp2_127 *a, size_t n)
{
    sf_fp2_127 acc, t;
    if (n == 0)
        return;
    sf_fp2_127_copy(&r[0], &a[0]);
    for (size_t k = 1; k < n; k++)
        sf_fp2_127_mul(&r[k], &r[k - 1], &a[k]);
    sf_fp2_127_inv(&acc, &r[n - 1]);
    for (size_t k = n - 1; k > 0; k--) {
        sf_fp2_127_mul(&t, &acc, &r[k - 1]); /* 1/a[k] */
        sf_fp2_127_mul(&acc, &acc, &a[k]);   /* 1/(a[0] ... a[k-1]) */
        sf_fp2_127_copy(&r[k], &t);
    }
    sf_fp2_127_copy(&r[0], &acc);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&t, sizeof t);
}

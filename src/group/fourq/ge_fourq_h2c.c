/*
 * FourQlib's HashToCurve (contract in ge_fourq.h), written from its maths.
 *
 * E is birationally equivalent to the Montgomery curve
 *     M: B v^2 = w^3 + A w^2 + w,  A = 2(a + d)/(a - d),  B = 4/(a - d),
 * by x = w / v, y = (w - 1)/(w + 1) (a = -1). The map (Elligator 2 with the
 * non-square u = 2 + i, D = 1 + u t^2):
 *     w1 = -A / D,  w2 = -A u t^2 / D = -A - w1,
 *     w  = w1 if g(w1) = w1^3 + A w1^2 + w1 is a square, else w2,
 * then (x, y) from (w, v) with v = sqrt(g(w)/B), and finally [392].
 * Everything is kept as numerator / D to avoid inversions until the end:
 * Wn = w D, and G = D^4 g(w) = (Wn^2 + A D Wn + D^2) D Wn.
 *
 * Byte compatibility depends on which square roots are taken, so the
 * choices are FourQlib's, derived from its operation sequence:
 *  - "g(w1) is a square" means its norm is a non-zero square in Fp
 *    (equivalently g(w1) is a non-zero square in Fp^2); g(w1) = 0 takes w2;
 *  - sqrt(G') for G' = 16 G = g0 + g1 i by the complex method, with the
 *    norm's root n = chi(N(E)) N(G')^((p+1)/4), E = 2 (D + Wn) (the sign
 *    comes from sharing one exponentiation with 1/N(G' E)), then
 *    alpha = (g0 + n)/2, rt = alpha^((p+1)/4) and, writing h = g1 / alpha,
 *        rho = (rt/2)(2 + h i)   if rt^2 = alpha,
 *        rho = (rt/2)(h - 2 i)   otherwise (then rt^2 = -alpha);
 *    in both cases rho^2 = G';
 *  - x = 4 b Wn D / rho with b = sqrt(B) = ctaudual1 (fourq.json h2c_b),
 *    y = (Wn - D)/(Wn + D).
 * The divisions by rho and by Wn + D share one Fp inversion of
 * N(G' E) = N(G') N(E): 1/(G' E) = conj(G' E)/N(G' E), and
 * 1/rho = rho / G' = rho E / (G' E).
 * Degenerate inputs (g(w) = 0, w = -1, alpha = 0) occur with probability
 * about 2^-125 over the inputs and are not singled out; FourQlib does not
 * either.
 */
#include "group/fourq/ge_fourq.h"

/* ==== constants (fourq.json h2c_*, re || im LE) ========================== */

/* hash to curve: A = A0 + A1 i */
static const uint8_t sf_ge_fourq_c_h2c_a[32] = {
    0x09, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x70, 0xfc, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
    0x18, 0x68, 0x13, 0x3c, 0x73, 0xb5, 0xdc, 0xaa, 0x4f, 0xa1, 0x87, 0xf6, 0x5b, 0x83, 0x7a, 0x63,
};

/* hash to curve: con = A^2 */
static const uint8_t sf_ge_fourq_c_h2c_con[32] = {
    0xe3, 0x7c, 0x65, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x3c, 0xb8, 0xff, 0xff, 0xff, 0xff, 0x7f,
    0x72, 0x6a, 0xda, 0x66, 0xe0, 0xce, 0x84, 0x66, 0x5c, 0x06, 0xa0, 0x84, 0xc4, 0x05, 0x27, 0x2a,
};

/* hash to curve: b = sqrt(B) = b0 + b1 i */
static const uint8_t sf_ge_fourq_c_h2c_b[32] = {
    0x34, 0xf0, 0xcd, 0xde, 0xd9, 0xa6, 0xca, 0x9e, 0x52, 0x86, 0x05, 0x23, 0xeb, 0x40, 0xa7, 0x4a,
    0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf4, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
};

/* r = a^((p-3)/4) in Fp (the one exponentiation shape used below). */
static void sf_ge_fourq_pow34_(sf_fp127 *r, const sf_fp127 *a)
{
    sf_fp127_pow_p34(r, a);
}

/* N(a) = re^2 + im^2 */
static void sf_ge_fourq_norm_(sf_fp127 *r, const sf_fp2_127 *a)
{
    sf_fp127 t;
    sf_fp127_sqr(&t, &a->im);
    sf_fp127_sqr(r, &a->re);
    sf_fp127_add(r, r, &t);
}

void sf_ge_fourq_hash_map(sf_ge_fourq_ext *r, const sf_fp2_127 *t)
{
    sf_fp2_127 a, con, b, one, ut2, dd, ad, w, v, wn, g, e, ge, rho, x, y, c;
    sf_fp127 n1, n2, s, e34, inv_n2, nrt, alpha, beta, inv_a, rt, h, two, m2, f;
    sf_ge_fourq_affine pa;
    uint32_t square, sq;

    (void)sf_fp2_127_decode(&a, sf_ge_fourq_c_h2c_a);
    (void)sf_fp2_127_decode(&con, sf_ge_fourq_c_h2c_con);
    (void)sf_fp2_127_decode(&b, sf_ge_fourq_c_h2c_b);
    sf_fp2_127_one(&one);

    /* D = 1 + u t^2, u = 2 + i: u z = (2 z0 - z1) + (z0 + 2 z1) i */
    sf_fp2_127_sqr(&c, t);
    sf_fp127_add(&ut2.re, &c.re, &c.re);
    sf_fp127_sub(&ut2.re, &ut2.re, &c.im);
    sf_fp127_add(&ut2.im, &c.im, &c.im);
    sf_fp127_add(&ut2.im, &ut2.im, &c.re);
    sf_fp2_127_add(&dd, &ut2, &one);

    /* g(w1) D^4 = -A D (D^2 - A^2 u t^2); its quadratic character */
    sf_fp2_127_mul(&ad, &a, &dd);
    sf_fp2_127_sqr(&w, &dd);
    sf_fp2_127_mul(&c, &con, &ut2);
    sf_fp2_127_sub(&w, &w, &c);
    sf_fp2_127_mul(&v, &ad, &w);
    sf_fp2_127_neg(&v, &v);
    sf_ge_fourq_norm_(&n1, &v);
    square = (uint32_t)(sf_fp127_legendre(&n1) == 1);

    /* Wn = -A (w1 D) or A - A D = -A u t^2 (w2 D) */
    sf_fp2_127_neg(&wn, &a);
    sf_fp2_127_sub(&c, &a, &ad);
    sf_fp2_127_cmov(&wn, &c, square ^ 1);

    /* G = (Wn^2 + A D Wn + D^2) D Wn, G' = 16 G, E = 2 (D + Wn) */
    sf_fp2_127_sqr(&g, &wn);
    sf_fp2_127_mul(&c, &ad, &wn);
    sf_fp2_127_add(&g, &g, &c);
    sf_fp2_127_sqr(&c, &dd);
    sf_fp2_127_add(&g, &g, &c);
    sf_fp2_127_mul(&c, &dd, &wn);
    sf_fp2_127_mul(&g, &g, &c);
    sf_fp2_127_mul_small(&g, &g, 16);
    sf_fp2_127_add(&e, &dd, &wn);
    sf_fp2_127_add(&e, &e, &e);
    sf_fp2_127_mul(&ge, &g, &e);

    /*
     * One exponentiation for two results: with N1 = N(G'), N2 = N(G' E) and
     * s = N2^2 N1 (a square: N1 is the norm of a square), e34 = s^((p-3)/4)
     * = 1/s^((p+1)/4), and
     *   1/N2 = e34^4 N1 N2 s,   n = e34^5 s^2 N1 N2 = chi(N2) N1^((p+1)/4)
     * (chi(N2) = chi(N(E)) since N1 is a square).
     */
    sf_ge_fourq_norm_(&n1, &g);
    sf_ge_fourq_norm_(&n2, &ge);
    sf_fp127_sqr(&s, &n2);
    sf_fp127_mul(&s, &s, &n1);
    sf_ge_fourq_pow34_(&e34, &s);
    sf_fp127_mul(&f, &n1, &n2);         /* N1 N2 */
    sf_fp127_sqr(&inv_n2, &e34);
    sf_fp127_sqr(&inv_n2, &inv_n2);     /* e34^4 */
    sf_fp127_mul(&inv_n2, &inv_n2, &f);
    sf_fp127_mul(&inv_n2, &inv_n2, &s); /* 1/N2 */
    sf_fp127_mul(&nrt, &inv_n2, &e34);
    sf_fp127_mul(&nrt, &nrt, &s);       /* e34^5 s^2 N1 N2 */

    /* the complex square root rho of G' (see the file comment) */
    sf_fp127_add(&alpha, &g.re, &nrt);
    sf_fp127_half(&alpha, &alpha);
    sf_ge_fourq_pow34_(&beta, &alpha);
    sf_fp127_sqr(&inv_a, &beta);
    sf_fp127_sqr(&inv_a, &inv_a);
    sf_fp127_mul(&inv_a, &inv_a, &alpha); /* alpha^(p-2) = 1/alpha */
    sf_fp127_mul(&rt, &alpha, &beta);     /* alpha^((p+1)/4) */
    sf_fp127_mul(&h, &inv_a, &g.im);      /* g1 / alpha */
    sf_fp127_sqr(&f, &rt);
    sq = sf_fp127_eq(&f, &alpha);
    sf_fp127_set_u32(&two, 2);
    sf_fp127_neg(&m2, &two);
    /* S = (2, h) or (h, -2); rho = (rt / 2) S */
    rho.re = h;
    rho.im = m2;
    sf_fp127_cmov(&rho.re, &two, sq);
    sf_fp127_cmov(&rho.im, &h, sq);

    /* y = 2 (Wn - D) G' / (G' E) = (Wn - D) / (Wn + D) */
    sf_fp2_127_conj(&ge, &ge);
    sf_fp2_127_mul_fp(&ge, &ge, &inv_n2); /* 1/(G' E) */
    sf_fp2_127_sub(&y, &wn, &dd);
    sf_fp2_127_mul(&y, &y, &g);
    sf_fp2_127_mul(&y, &y, &ge);
    sf_fp2_127_add(&y, &y, &y);           /* 2 (Wn - D)/E = (Wn - D)/(Wn + D) */

    /* x = 2 b Wn D E S rt / (G' E) = 4 b Wn D rho / G' = 4 b Wn D / rho */
    sf_fp2_127_mul(&x, &b, &wn);
    sf_fp2_127_mul(&x, &x, &dd);
    sf_fp2_127_mul(&x, &x, &e);
    sf_fp2_127_mul(&x, &x, &rho);
    sf_fp2_127_mul(&x, &x, &ge);
    sf_fp2_127_mul_fp(&x, &x, &rt);
    sf_fp2_127_add(&x, &x, &x);

    pa.x = x;
    pa.y = y;
    sf_ge_fourq_affine_to_ext(r, &pa);
}

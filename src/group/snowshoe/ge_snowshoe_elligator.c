/*
 * The reference's Elligator map for Snowshoe (snowshoe_elligator), byte
 * compatible: the same key parsing, the same map, the same square root.
 * Contract in ge_snowshoe.h; the map is stated in snowshoe.json "elligator".
 *
 *   key = N0 || N1 || N2 || N3 (64-bit little-endian words)
 *   r = (N0 + 2^64 (N1 >> 1)) + (N2 + 2^64 (N3 >> 1)) i,   sign = N3 & 1
 *   z  = 108u / (1 + u r^2)
 *   e  = chi(z^3 - 108u z^2 - 109u^2 z)
 *   s  = z if e is 0 or 1, else 108u - z
 *   t2 = s^3 - 108u s^2 - 109u^2 s
 *   y  = (t2 + 110u s^2) / (t2 - 110u s^2)
 *   x  = sqrt_ref((y^2 - 1) / ((109 y^2 + 1) u)), negated if sign = 1
 *   P = (x, y) valid iff x != 0 and P is on the curve; output [4]P.
 *
 * Fp^2 inversions are a^(p^2 - 2) in the reference, so 1/0 = 0; the field's
 * sf_fp2_127_inv has the same convention, which matters only for the keys
 * where a denominator vanishes (they then give whatever the reference
 * gives, normally an invalid point).
 *
 * The square root must be the reference's exact root, not just any root:
 * the point is multiplied by 4 afterwards, which does not hide the sign of
 * x ([4](-P) = -[4]P), so the output bytes depend on the choice.
 */
#include "group/snowshoe/ge_snowshoe.h"

#include "common/ct.h"
#include "common/endian.h"

#include <string.h>

/*
 * sqrt_ref: the complex method for w = w0 + w1 i (the reference's fe_sqrt):
 *   alpha = (w0^2 + w1^2)^(2^125)         (a square root of the norm)
 *   delta = (w0 + alpha) / 2, or (w0 - alpha) / 2 if the first is a
 *           non-square in Fp (Legendre symbol -1; 0 counts as square)
 *   x0 = delta^(2^125),  x1 = w1 / (2 x0)  (1/0 = 0)
 * For a square w this is a square root; for a non-square it is some value
 * that the caller's on-curve check then rejects.
 */
static void sf_ge_snowshoe_sqrt_ref_(sf_fp2_127 *r, const sf_fp2_127 *w)
{
    sf_fp127 alpha, delta, delta2, t;
    uint32_t nonsq;

    sf_fp127_sqr(&alpha, &w->re);
    sf_fp127_sqr(&t, &w->im);
    sf_fp127_add(&alpha, &alpha, &t);
    /* sf_fp127_sqrt returns a^(2^125) whatever a is (its flag is unused) */
    (void)sf_fp127_sqrt(&alpha, &alpha);
    sf_fp127_add(&delta, &w->re, &alpha);
    sf_fp127_half(&delta, &delta);
    sf_fp127_sub(&delta2, &w->re, &alpha);
    sf_fp127_half(&delta2, &delta2);
    nonsq = sf_ct_eq32((uint32_t)sf_fp127_legendre(&delta), (uint32_t)-1);
    sf_fp127_cmov(&delta, &delta2, nonsq);
    (void)sf_fp127_sqrt(&r->re, &delta);
    sf_fp127_add(&t, &r->re, &r->re);
    sf_fp127_inv(&t, &t);
    sf_fp127_mul(&r->im, &w->im, &t);

    sf_wipe(&alpha, sizeof alpha);
    sf_wipe(&delta, sizeof delta);
    sf_wipe(&delta2, sizeof delta2);
    sf_wipe(&t, sizeof t);
}

/* r = c * u * s for a small c. */
static void sf_ge_snowshoe_mul_cu_(sf_fp2_127 *r, const sf_fp2_127 *s, uint32_t c)
{
    sf_ge_snowshoe_mul_u(r, s);
    sf_fp2_127_mul_small(r, r, c);
}

/* r = s^3 - 108u s^2 - 109u^2 s, the Montgomery-form right-hand side. */
static void sf_ge_snowshoe_rhs_(sf_fp2_127 *r, const sf_fp2_127 *s, const sf_fp2_127 *s2)
{
    sf_fp2_127 t;
    sf_fp2_127_mul(r, s2, s);
    sf_ge_snowshoe_mul_cu_(&t, s2, 108);
    sf_fp2_127_sub(r, r, &t);
    sf_ge_snowshoe_mul_u(&t, s);
    sf_ge_snowshoe_mul_cu_(&t, &t, 109);
    sf_fp2_127_sub(r, r, &t);
    sf_wipe(&t, sizeof t);
}

uint32_t sf_ge_snowshoe_elligator(sf_ge_snowshoe_ext *out, const uint8_t key[32])
{
    uint8_t half[16];
    sf_fp2_127 r, z, s, s2, t2, e, num, den, y, f, x, c108u;
    sf_ge_snowshoe_affine pt;
    sf_ge_snowshoe_ext P, O;
    uint32_t sign, use_alt, valid;
    uint64_t hi;

    /* ---- key -> r, sign ---- */
    memcpy(half, key, 8);
    hi = sf_load64_le(key + 8) >> 1;
    sf_store64_le(half + 8, hi);
    (void)sf_fp127_decode(&r.re, half);  /* value < 2^127; p reads as 0 */
    memcpy(half, key + 16, 8);
    hi = sf_load64_le(key + 24);
    sign = (uint32_t)(hi & 1);
    sf_store64_le(half + 8, hi >> 1);
    (void)sf_fp127_decode(&r.im, half);

    /* ---- z = 108u / (1 + u r^2) ---- */
    sf_fp2_127_one(&c108u);
    sf_ge_snowshoe_mul_cu_(&c108u, &c108u, 108);
    sf_fp2_127_sqr(&z, &r);
    sf_ge_snowshoe_mul_u(&z, &z);
    sf_fp2_127_one(&t2);
    sf_fp2_127_add(&z, &z, &t2);
    sf_fp2_127_inv(&z, &z);
    sf_fp2_127_mul(&z, &z, &c108u);

    /* ---- e = chi(rhs(z)); s = z unless e = -1, then 108u - z ---- */
    sf_fp2_127_sqr(&s2, &z);
    sf_ge_snowshoe_rhs_(&e, &z, &s2);
    use_alt = sf_ct_eq32((uint32_t)sf_fp2_127_legendre(&e), (uint32_t)-1);
    sf_fp2_127_sub(&s, &c108u, &z);
    sf_fp2_127_cmov(&s, &z, 1u ^ use_alt);

    /* ---- y = (t2 + 110u s^2) / (t2 - 110u s^2) ---- */
    sf_fp2_127_sqr(&s2, &s);
    sf_ge_snowshoe_rhs_(&t2, &s, &s2);
    sf_ge_snowshoe_mul_cu_(&s2, &s2, 110);
    sf_fp2_127_add(&num, &t2, &s2);
    sf_fp2_127_sub(&den, &t2, &s2);
    sf_fp2_127_inv(&den, &den);
    sf_fp2_127_mul(&y, &num, &den);

    /* ---- x = sqrt_ref((y^2 - 1) / ((109 y^2 + 1) u)), sign ---- */
    sf_fp2_127_sqr(&f, &y);
    sf_fp2_127_mul_small(&den, &f, 109);
    sf_fp2_127_one(&t2);
    sf_fp2_127_add(&den, &den, &t2);
    sf_ge_snowshoe_mul_u(&den, &den);
    sf_fp2_127_inv(&den, &den);
    sf_fp2_127_sub(&f, &f, &t2);
    sf_fp2_127_mul(&f, &f, &den);
    sf_ge_snowshoe_sqrt_ref_(&x, &f);
    sf_fp2_127_cneg(&x, &x, sign);

    /* ---- validate as snowshoe_valid does, then [4]P ---- */
    sf_fp2_127_canon(&pt.x, &x);
    sf_fp2_127_canon(&pt.y, &y);
    {
        /* A x^2 + y^2 = 1 + D x^2 y^2 */
        sf_fp2_127 x2, y2, lhs, rhs;
        sf_fp2_127_sqr(&x2, &pt.x);
        sf_fp2_127_sqr(&y2, &pt.y);
        sf_ge_snowshoe_mul_u(&lhs, &x2);
        sf_fp2_127_sub(&lhs, &y2, &lhs);
        sf_fp2_127_mul(&rhs, &x2, &y2);
        sf_ge_snowshoe_mul_d(&rhs, &rhs);
        sf_fp2_127_add(&rhs, &rhs, &t2);
        valid = sf_fp2_127_eq(&lhs, &rhs) & (1u ^ sf_fp2_127_is_zero(&pt.x));
        sf_wipe(&x2, sizeof x2);
        sf_wipe(&y2, sizeof y2);
        sf_wipe(&lhs, sizeof lhs);
        sf_wipe(&rhs, sizeof rhs);
    }
    sf_ge_snowshoe_affine_to_ext(&P, &pt);
    sf_ge_snowshoe_dbl(&P, &P);
    sf_ge_snowshoe_dbl(&P, &P);
    sf_ge_snowshoe_ext_identity(&O);
    sf_ge_snowshoe_ext_cmov(&P, &O, 1u ^ valid);
    *out = P;

    sf_wipe(half, sizeof half);
    sf_wipe(&hi, sizeof hi);
    sf_wipe(&r, sizeof r);
    sf_wipe(&z, sizeof z);
    sf_wipe(&s, sizeof s);
    sf_wipe(&s2, sizeof s2);
    sf_wipe(&t2, sizeof t2);
    sf_wipe(&e, sizeof e);
    sf_wipe(&num, sizeof num);
    sf_wipe(&den, sizeof den);
    sf_wipe(&y, sizeof y);
    sf_wipe(&f, sizeof f);
    sf_wipe(&x, sizeof x);
    sf_wipe(&pt, sizeof pt);
    sf_wipe(&P, sizeof P);
    sign = use_alt = 0;
    return valid;
}

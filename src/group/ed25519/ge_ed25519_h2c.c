/*
 * Elligator 2 and RFC 9380's hash-to-curve for edwards25519 and
 * curve25519; contracts in ge_ed25519.h.
 *
 * map_to_curve is the RFC's straight-line form (appendix G.2.1, then the
 * rational map of G.2.2), with the RFC's intermediate names: a fraction
 * x = xn / xd and no inversion, one pow_p58 for the square root, every
 * choice a cmov. The Python model (tests/model/gen_ge_ed25519.py) computes
 * the map from its generic definition (section 6.7.1, with a square-root
 * function and an explicit Legendre symbol) instead.
 */
#include "group/ed25519/ge_ed25519.h"

#include "common/ct.h"
#include "hash/xmd.h"

/* c1 = sqrt(-486664) with sgn0(c1) = 0 (G.2.2): the rational map's factor */
static const sf_fp255 sf_ge_ed25519_c_sqrt_m486664 = SF_FP255_CONST(
    0xcc6e04aaff457e06ULL, 0xc5a1d3d14b7d1a82ULL, 0xd27b08dc03fc4f7eULL, 0x0f26edf460a006bbULL);
/* c2 = 2^((p + 3) / 8) (G.2.1) */
static const sf_fp255 sf_ge_ed25519_c_2_p38 = SF_FP255_CONST(
    0xc4ee1b274a0ea0b1ULL, 0x2f431806ad2fe478ULL, 0x2b4d00993dfbd7a7ULL, 0x2b8324804fc1df0bULL);

#define SF_GE_ED25519_J 486662u

/*
 * map_to_curve_elligator2_curve25519 (G.2.1): the Montgomery point
 * (xn / xd, y) of u. Z = 2; x1 = -J / (1 + 2 u^2) (the denominator is
 * never 0: -1/2 is a non-square mod p); x2 = 2 u^2 x1; as g(x2) = 2 u^2
 * g(x1) and 2 is a non-square, g(x1) or g(x2) is a square. The candidate
 * root y11 = gx1 gxd^3 (gx1 gxd^7)^((p-5)/8) is a root of gx1 / gxd or of
 * sqrt(-1) times it (p = 5 mod 8), and y21 = y11 u 2^((p+3)/8) likewise
 * for gx2 / gxd.
 */
static void sf_ge_ed25519_ell2_mont_(sf_fp255 *xn, sf_fp255 *xd, sf_fp255 *y,
                                     const sf_fp255 *u)
{
    sf_fp255 tv1, tv2, tv3, x1n, gxd, gx1, gx2, y11, y12, y1, x2n, y21, y22, y2, one, ny;
    uint32_t e1, e2, e3, e4;

    sf_fp255_one(&one);
    sf_fp255_sqr(&tv1, u);                 /* 1. tv1 = u^2 */
    sf_fp255_add(&tv1, &tv1, &tv1);        /* 2. tv1 = 2 tv1 */
    sf_fp255_add(xd, &tv1, &one);          /* 3. xd = tv1 + 1 */
    sf_fp255_set_u32(&x1n, SF_GE_ED25519_J);
    sf_fp255_neg(&x1n, &x1n);              /* 4. x1n = -J */
    sf_fp255_sqr(&tv2, xd);                /* 5. tv2 = xd^2 */
    sf_fp255_mul(&gxd, &tv2, xd);          /* 6. gxd = tv2 xd */
    sf_fp255_mul_small(&gx1, &tv1, SF_GE_ED25519_J); /* 7. gx1 = J tv1 */
    sf_fp255_mul(&gx1, &gx1, &x1n);        /* 8. gx1 = gx1 x1n */
    sf_fp255_add(&gx1, &gx1, &tv2);        /* 9. gx1 = gx1 + tv2 */
    sf_fp255_mul(&gx1, &gx1, &x1n);        /* 10. gx1 = gx1 x1n */
    sf_fp255_sqr(&tv3, &gxd);              /* 11. tv3 = gxd^2 */
    sf_fp255_sqr(&tv2, &tv3);              /* 12. tv2 = tv3^2 */
    sf_fp255_mul(&tv3, &tv3, &gxd);        /* 13. tv3 = tv3 gxd */
    sf_fp255_mul(&tv3, &tv3, &gx1);        /* 14. tv3 = tv3 gx1 */
    sf_fp255_mul(&tv2, &tv2, &tv3);        /* 15. tv2 = tv2 tv3 */
    sf_fp255_pow_p58(&y11, &tv2);          /* 16. y11 = tv2^c4 */
    sf_fp255_mul(&y11, &y11, &tv3);        /* 17. y11 = y11 tv3 */
    sf_fp255_mul(&y12, &y11, &sf_fp255_sqrt_m1); /* 18. y12 = y11 c3 */
    sf_fp255_sqr(&tv2, &y11);              /* 19. tv2 = y11^2 */
    sf_fp255_mul(&tv2, &tv2, &gxd);        /* 20. tv2 = tv2 gxd */
    e1 = sf_fp255_eq(&tv2, &gx1);          /* 21. e1 = tv2 == gx1 */
    y1 = y12;
    sf_fp255_cmov(&y1, &y11, e1);          /* 22. y1 = CMOV(y12, y11, e1) */
    sf_fp255_mul(&x2n, &x1n, &tv1);        /* 23. x2n = x1n tv1 */
    sf_fp255_mul(&y21, &y11, u);           /* 24. y21 = y11 u */
    sf_fp255_mul(&y21, &y21, &sf_ge_ed25519_c_2_p38); /* 25. y21 = y21 c2 */
    sf_fp255_mul(&y22, &y21, &sf_fp255_sqrt_m1); /* 26. y22 = y21 c3 */
    sf_fp255_mul(&gx2, &gx1, &tv1);        /* 27. gx2 = gx1 tv1 */
    sf_fp255_sqr(&tv2, &y21);              /* 28. tv2 = y21^2 */
    sf_fp255_mul(&tv2, &tv2, &gxd);        /* 29. tv2 = tv2 gxd */
    e2 = sf_fp255_eq(&tv2, &gx2);          /* 30. e2 = tv2 == gx2 */
    y2 = y22;
    sf_fp255_cmov(&y2, &y21, e2);          /* 31. y2 = CMOV(y22, y21, e2) */
    sf_fp255_sqr(&tv2, &y1);               /* 32. tv2 = y1^2 */
    sf_fp255_mul(&tv2, &tv2, &gxd);        /* 33. tv2 = tv2 gxd */
    e3 = sf_fp255_eq(&tv2, &gx1);          /* 34. e3 = tv2 == gx1 */
    *xn = x2n;
    sf_fp255_cmov(xn, &x1n, e3);           /* 35. xn = CMOV(x2n, x1n, e3) */
    *y = y2;
    sf_fp255_cmov(y, &y1, e3);             /* 36. y = CMOV(y2, y1, e3) */
    e4 = sf_fp255_is_odd(y);               /* 37. e4 = sgn0(y) == 1 */
    sf_fp255_neg(&ny, y);
    sf_fp255_cmov(y, &ny, e3 ^ e4);        /* 38. y = CMOV(y, -y, e3 XOR e4) */

    sf_wipe(&tv1, sizeof tv1);
    sf_wipe(&tv2, sizeof tv2);
    sf_wipe(&tv3, sizeof tv3);
    sf_wipe(&gx1, sizeof gx1);
    sf_wipe(&gx2, sizeof gx2);
    sf_wipe(&y11, sizeof y11);
    sf_wipe(&y12, sizeof y12);
    sf_wipe(&y1, sizeof y1);
    sf_wipe(&y21, sizeof y21);
    sf_wipe(&y22, sizeof y22);
    sf_wipe(&y2, sizeof y2);
    sf_wipe(&x2n, sizeof x2n);
    sf_wipe(&ny, sizeof ny);
}

/*
 * G.2.2: (xMn / xMd, yM) -> x = c1 xM / yM = xn / xd, y = (xM - 1) /
 * (xM + 1) = yn / yd; where xd yd = 0 (yM = 0 or xM = -1) the result is
 * (0, 1). As an extended point: X = xn yd, Y = yn xd, Z = xd yd and
 * T = xn yn (= XY/Z), kept as the pair (xn, yn).
 */
void sf_ge_ed25519_map_to_curve(sf_ge_ed25519_ext *r, const sf_fp255 *u)
{
    sf_fp255 xmn, xmd, ym, xn, xd, yn, yd, t, zero, one;
    uint32_t e;

    sf_ge_ed25519_ell2_mont_(&xmn, &xmd, &ym, u);
    sf_fp255_mul(&xn, &xmn, &sf_ge_ed25519_c_sqrt_m486664); /* xn = xMn yMd c1 (yMd = 1) */
    sf_fp255_mul(&xd, &xmd, &ym);                           /* xd = xMd yMn */
    sf_fp255_sub(&yn, &xmn, &xmd);                          /* yn = xMn - xMd */
    sf_fp255_add(&yd, &xmn, &xmd);                          /* yd = xMn + xMd */
    sf_fp255_mul(&t, &xd, &yd);
    e = sf_fp255_is_zero(&t);
    sf_fp255_zero(&zero);
    sf_fp255_one(&one);
    sf_fp255_cmov(&xn, &zero, e);
    sf_fp255_cmov(&xd, &one, e);
    sf_fp255_cmov(&yn, &one, e);
    sf_fp255_cmov(&yd, &one, e);
    sf_fp255_mul(&r->X, &xn, &yd);
    sf_fp255_mul(&r->Y, &yn, &xd);
    sf_fp255_mul(&r->Z, &xd, &yd);
    r->Ta = xn;
    r->Tb = yn;
    sf_wipe(&xmn, sizeof xmn);
    sf_wipe(&xmd, sizeof xmd);
    sf_wipe(&ym, sizeof ym);
    sf_wipe(&xn, sizeof xn);
    sf_wipe(&xd, sizeof xd);
    sf_wipe(&yn, sizeof yn);
    sf_wipe(&yd, sizeof yd);
}

/*
 * s = (Z + Y) / (Z - Y), t = c1 s / x = c1 (Z + Y) Z / ((Z - Y) X): one
 * inversion of (Z - Y) X, which is 0 exactly for O and (0, -1) (x = 0 or
 * y = 1); both then give (0, 0) (the inversion maps 0 to 0).
 */
void sf_ge_ed25519_to_montgomery_st(sf_fp255 *s, sf_fp255 *t, const sf_ge_ed25519_ext *p)
{
    sf_fp255 n, d, den, inv;
    sf_fp255_add(&n, &p->Z, &p->Y);
    sf_fp255_sub(&d, &p->Z, &p->Y);
    sf_fp255_mul(&den, &d, &p->X);
    sf_fp255_inv(&inv, &den);
    /* s = n X / den, t = c1 n Z / den */
    sf_fp255_mul(&inv, &inv, &n);
    sf_fp255_mul(s, &inv, &p->X);
    sf_fp255_mul(t, &inv, &p->Z);
    sf_fp255_mul(t, t, &sf_ge_ed25519_c_sqrt_m486664);
    sf_fp255_canon(s, s);
    sf_fp255_canon(t, t);
    sf_wipe(&n, sizeof n);
    sf_wipe(&d, sizeof d);
    sf_wipe(&den, sizeof den);
    sf_wipe(&inv, sizeof inv);
}

/* 2^256 = 38 (mod p): in = hi 2^256 + lo with hi < 2^128. */
void sf_ge_ed25519_field_from_be48(sf_fp255 *r, const uint8_t in[48])
{
    uint8_t lo[32], hi[32];
    sf_fp255 h;
    for (int i = 0; i < 32; i++) {
        lo[i] = in[47 - i];
        hi[i] = i < 16 ? in[15 - i] : 0;
    }
    (void)sf_fp255_decode(r, lo);
    (void)sf_fp255_decode(&h, hi);
    sf_fp255_mul_small(&h, &h, 38);
    sf_fp255_add(r, r, &h);
    sf_wipe(lo, sizeof lo);
    sf_wipe(hi, sizeof hi);
    sf_wipe(&h, sizeof h);
}

/*
 * hash_to_field with count fields of L = 48 bytes, then the maps, their
 * sum, and [8]. The DST length check comes first so that nothing is
 * hashed for a call that fails.
 */
static uint32_t sf_ge_ed25519_h2c_(sf_ge_ed25519_ext *r, int count, const uint8_t *msg,
                                   size_t msg_len, const uint8_t *dst, size_t dst_len)
{
    uint8_t ub[96];
    sf_fp255 u;
    sf_ge_ed25519_ext q;
    sf_fp255 d2;
    uint32_t ok;

    ok = sf_expand_message_xmd_sha512(ub, 48 * (size_t)count, msg, msg_len, dst, dst_len) ==
         SF_OK;
    if (!ok) { /* public: the lengths */
        sf_ge_ed25519_ext_identity(r);
        return 0;
    }
    sf_ge_ed25519_field_from_be48(&u, ub);
    sf_ge_ed25519_map_to_curve(r, &u);
    if (count == 2) {
        sf_ge_ed25519_field_from_be48(&u, ub + 48);
        sf_ge_ed25519_map_to_curve(&q, &u);
        sf_ge_ed25519_load_2d(&d2);
        sf_ge_ed25519_add(r, r, &q, &d2);
    }
    sf_ge_ed25519_mul_cofactor(r, r);
    sf_wipe(ub, sizeof ub);
    sf_wipe(&u, sizeof u);
    sf_wipe(&q, sizeof q);
    return 1;
}

uint32_t sf_ge_ed25519_hash_to_curve(sf_ge_ed25519_ext *r, const uint8_t *msg, size_t msg_len,
                                     const uint8_t *dst, size_t dst_len)
{
    return sf_ge_ed25519_h2c_(r, 2, msg, msg_len, dst, dst_len);
}

uint32_t sf_ge_ed25519_encode_to_curve(sf_ge_ed25519_ext *r, const uint8_t *msg, size_t msg_len,
                                       const uint8_t *dst, size_t dst_len)
{
    return sf_ge_ed25519_h2c_(r, 1, msg, msg_len, dst, dst_len);
}

/*
 * FourQ's endomorphisms psi and phi (contracts in ge_fourq.h), evaluated as
 * in fourq.json "endomorphisms": through the 4-isogeny tau: E -> E^, an
 * endomorphism of E^ (delta_psi_delta or delta_phi_delta), and the dual
 * isogeny tau_dual: E^ -> E. All maps are projective in (X : Y : Z); only
 * tau_dual produces a T (as the pair Ta, Tb), because only its output is
 * added later. Intermediate names follow fourq.json.
 */
#include "group/fourq/ge_fourq.h"

/* ==== constants (fourq.json, re || im LE) ================================ */

/* ctau1 */
static const uint8_t sf_ge_fourq_c_ctau1[32] = {
    0xc3, 0x74, 0xce, 0xeb, 0x7c, 0xd5, 0xdc, 0x74, 0x0c, 0xd2, 0xfa, 0x3a, 0x2c, 0xde, 0x64, 0x19,
    0x12, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};

/* ctaudual1 */
static const uint8_t sf_ge_fourq_c_ctaudual1[32] = {
    0x34, 0xf0, 0xcd, 0xde, 0xd9, 0xa6, 0xca, 0x9e, 0x52, 0x86, 0x05, 0x23, 0xeb, 0x40, 0xa7, 0x4a,
    0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf4, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
};

/* cphi0 */
static const uint8_t sf_ge_fourq_c_cphi0[32] = {
    0xf7, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x1a, 0xf8, 0x66, 0xef, 0x6c, 0x53, 0x65, 0x4f, 0x29, 0xc3, 0x82, 0x91, 0x75, 0xa0, 0x53, 0x25,
};

/* cphi1 */
static const uint8_t sf_ge_fourq_c_cphi1[32] = {
    0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xf9, 0x96, 0x82, 0xe2, 0xe9, 0x90, 0x4d, 0x33, 0xcf, 0x62, 0x0c, 0xc5, 0xa0, 0xca, 0xc8, 0x62,
};

/* cphi2 */
static const uint8_t sf_ge_fourq_c_cphi2[32] = {
    0x15, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x91, 0xf3, 0x1d, 0x4f, 0x15, 0xb7, 0x2c, 0x2c, 0x98, 0x5c, 0x9b, 0x6c, 0x2b, 0x26, 0xdf, 0x78,
};

/* cphi3 */
static const uint8_t sf_ge_fourq_c_cphi3[32] = {
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xa4, 0x2e, 0x96, 0xa7, 0x57, 0x04, 0x44, 0x92, 0x2a, 0x34, 0x76, 0x1d, 0x49, 0xc6, 0x84, 0x50,
};

/* cphi4 */
static const uint8_t sf_ge_fourq_c_cphi4[32] = {
    0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x55, 0x68, 0xec, 0x3a, 0x92, 0x8c, 0x09, 0xa1, 0xa4, 0x2e, 0x96, 0xa7, 0x57, 0x04, 0x44, 0x12,
};

/* cphi5 */
static const uint8_t sf_ge_fourq_c_cphi5[32] = {
    0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xf3, 0x2d, 0x05, 0xc5, 0xd3, 0x21, 0x9b, 0x66, 0x9e, 0xc5, 0x18, 0x8a, 0x41, 0x95, 0x91, 0x45,
};

/* cphi6 */
static const uint8_t sf_ge_fourq_c_cphi6[32] = {
    0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x12, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xe7, 0x5b, 0x0a, 0x8a, 0xa7, 0x43, 0x36, 0xcd, 0x3c, 0x8b, 0x31, 0x14, 0x83, 0x2a, 0x23, 0x0b,
};

/* cphi7 */
static const uint8_t sf_ge_fourq_c_cphi7[32] = {
    0x23, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x1a, 0x78, 0x48, 0x5f, 0x03, 0x83, 0xc1, 0x66, 0x1a, 0xea, 0xe2, 0x99, 0x1c, 0xbc, 0x63, 0x39,
};

/* cphi8 */
static const uint8_t sf_ge_fourq_c_cphi8[32] = {
    0xf0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xaa, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xf0, 0x0e, 0x5d, 0x2b, 0x58, 0x51, 0xe2, 0x44, 0xe5, 0xcb, 0x16, 0x03, 0x86, 0x9f, 0x52, 0x1f,
};

/* cphi9 */
static const uint8_t sf_ge_fourq_c_cphi9[32] = {
    0xef, 0x0b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x70, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x05, 0x25, 0x6e, 0x97, 0x48, 0x3e, 0x4d, 0x01, 0x5b, 0x37, 0x00, 0xfe, 0x9c, 0x2e, 0xd5, 0x0f,
};

/* cpsi1 */
static const uint8_t sf_ge_fourq_c_cpsi1[32] = {
    0xef, 0x46, 0xe3, 0x67, 0x47, 0x7f, 0xf0, 0xed, 0x02, 0x4a, 0xd5, 0x83, 0x9a, 0x9e, 0xf9, 0x2a,
    0x3a, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xde, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};

/* cpsi2 */
static const uint8_t sf_ge_fourq_c_cpsi2[32] = {
    0x43, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xe4, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x72, 0xf3, 0x03, 0x0e, 0x77, 0xeb, 0x7d, 0x4c, 0x03, 0x1f, 0xa8, 0x99, 0x7b, 0xd0, 0xb8, 0x21,
};

/* cpsi3 */
static const uint8_t sf_ge_fourq_c_cpsi3[32] = {
    0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x61, 0x3a, 0xe7, 0x75, 0xbe, 0x6a, 0x6e, 0x3a, 0x06, 0x69, 0x7d, 0x1d, 0x16, 0x6f, 0xb2, 0x4c,
};

/* cpsi4 */
static const uint8_t sf_ge_fourq_c_cpsi4[32] = {
    0xf6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf9, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
    0x9e, 0xc5, 0x18, 0x8a, 0x41, 0x95, 0x91, 0xc5, 0xf9, 0x96, 0x82, 0xe2, 0xe9, 0x90, 0x4d, 0x33,
};

/* A projective point (X : Y : Z) of E^ (no T). */
typedef struct sf_ge_fourq_hat {
    sf_fp2_127 X, Y, Z;
} sf_ge_fourq_hat;

static void sf_ge_fourq_const_(sf_fp2_127 *r, const uint8_t c[32])
{
    (void)sf_fp2_127_decode(r, c);
}

/*
 * tau: X' = ctau1 X Y (Y^2 - X^2), Y' = (2 Z^2 - (Y^2 - X^2)) (X^2 + Y^2),
 * Z' = (Y^2 - X^2)(X^2 + Y^2). 5M + 3S.
 */
static void sf_ge_fourq_tau_(sf_ge_fourq_hat *r, const sf_ge_fourq_ext *p)
{
    sf_fp2_127 x2, y2, z2, xy, d, s, c;
    sf_fp2_127_sqr(&x2, &p->X);
    sf_fp2_127_sqr(&y2, &p->Y);
    sf_fp2_127_sqr(&z2, &p->Z);
    sf_fp2_127_mul(&xy, &p->X, &p->Y);
    sf_fp2_127_sub(&d, &y2, &x2);       /* Y^2 - X^2 */
    sf_fp2_127_add(&s, &x2, &y2);       /* X^2 + Y^2 */
    sf_ge_fourq_const_(&c, sf_ge_fourq_c_ctau1);
    sf_fp2_127_mul(&xy, &xy, &c);
    sf_fp2_127_mul(&r->X, &xy, &d);
    sf_fp2_127_add(&z2, &z2, &z2);
    sf_fp2_127_sub(&z2, &z2, &d);       /* 2 Z^2 - (Y^2 - X^2) */
    sf_fp2_127_mul(&r->Y, &z2, &s);
    sf_fp2_127_mul(&r->Z, &d, &s);
}

/*
 * tau_dual: X' = ctaudual1 X Y (X^2 + Y^2), Y' = (2 Z^2 - (Y^2 - X^2))
 * (Y^2 - X^2), Z' = (2 Z^2 - (Y^2 - X^2))(X^2 + Y^2), Ta = Y^2 - X^2,
 * Tb = ctaudual1 X Y (so Ta Tb = X' Y' / Z'). 5M + 3S.
 */
static void sf_ge_fourq_tau_dual_(sf_ge_fourq_ext *r, const sf_ge_fourq_hat *p)
{
    sf_fp2_127 x2, y2, z2, xy, s, c;
    sf_fp2_127_sqr(&x2, &p->X);
    sf_fp2_127_sqr(&y2, &p->Y);
    sf_fp2_127_sqr(&z2, &p->Z);
    sf_fp2_127_mul(&xy, &p->X, &p->Y);
    sf_fp2_127_sub(&r->Ta, &y2, &x2);   /* Y^2 - X^2 */
    sf_fp2_127_add(&s, &x2, &y2);       /* X^2 + Y^2 */
    sf_ge_fourq_const_(&c, sf_ge_fourq_c_ctaudual1);
    sf_fp2_127_mul(&r->Tb, &xy, &c);
    sf_fp2_127_mul(&r->X, &r->Tb, &s);
    sf_fp2_127_add(&z2, &z2, &z2);
    sf_fp2_127_sub(&z2, &z2, &r->Ta);   /* 2 Z^2 - (Y^2 - X^2) */
    sf_fp2_127_mul(&r->Y, &z2, &r->Ta);
    sf_fp2_127_mul(&r->Z, &z2, &s);
}

/*
 * delta_psi_delta, with X1, Y1, Z1 the conjugates:
 *   X' = -cpsi1 X1 Z1^2 (X1^2 + cpsi4 Z1^2),
 *   Y' = Y1 (X1^2 + cpsi2 Z1^2)(X1^2 + cpsi3 Z1^2),
 *   Z' = -Y1 (X1^2 + cpsi2 Z1^2)(X1^2 + cpsi4 Z1^2).
 * Computed with all three outputs negated (same projective point, one
 * negation instead of two). 9M + 2S.
 */
static void sf_ge_fourq_delpsidel_(sf_ge_fourq_hat *r, const sf_ge_fourq_hat *p)
{
    sf_fp2_127 x1, y1, z1, u, w, a, b, c, k;
    sf_fp2_127_conj(&x1, &p->X);
    sf_fp2_127_conj(&y1, &p->Y);
    sf_fp2_127_conj(&z1, &p->Z);
    sf_fp2_127_sqr(&u, &x1);
    sf_fp2_127_sqr(&w, &z1);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cpsi2);
    sf_fp2_127_mul(&a, &k, &w);
    sf_fp2_127_add(&a, &a, &u);         /* X1^2 + cpsi2 Z1^2 */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cpsi3);
    sf_fp2_127_mul(&b, &k, &w);
    sf_fp2_127_add(&b, &b, &u);         /* X1^2 + cpsi3 Z1^2 */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cpsi4);
    sf_fp2_127_mul(&c, &k, &w);
    sf_fp2_127_add(&c, &c, &u);         /* X1^2 + cpsi4 Z1^2 */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cpsi1);
    sf_fp2_127_mul(&x1, &x1, &k);
    sf_fp2_127_mul(&w, &w, &c);
    sf_fp2_127_mul(&r->X, &x1, &w);     /* -X' */
    sf_fp2_127_mul(&y1, &y1, &a);
    sf_fp2_127_mul(&r->Z, &y1, &c);     /* -Z' */
    sf_fp2_127_mul(&y1, &y1, &b);
    sf_fp2_127_neg(&r->Y, &y1);         /* -Y' */
}

/*
 * delta_phi_delta:
 *   Qp = Y^2 + cphi3 Y Z + cphi4 Z^2,  Qm = Y^2 - cphi3 Y Z + cphi4 Z^2,
 *   U  = (cphi1 Y Z)^2 - (Y^2 + cphi2 Z^2)^2,
 *   Rr = Y^4 + cphi8 Y^2 Z^2 + cphi9 Z^4,  S = Y^4 + cphi6 Y^2 Z^2 + cphi7 Z^4,
 *   X' = conj(cphi0 X U Y Rr), Y' = conj(cphi5 S Z^2 Qp Qm),
 *   Z' = conj(Z Qp Qm Y Rr).
 * 19M + 7S.
 */
static void sf_ge_fourq_delphidel_(sf_ge_fourq_hat *r, const sf_ge_fourq_hat *p)
{
    sf_fp2_127 y2, z2, yz, y4, z4, y2z2, k, t, base, qq, u, rr, s;
    sf_fp2_127_sqr(&y2, &p->Y);
    sf_fp2_127_sqr(&z2, &p->Z);
    sf_fp2_127_mul(&yz, &p->Y, &p->Z);
    sf_fp2_127_sqr(&y4, &y2);
    sf_fp2_127_sqr(&z4, &z2);
    sf_fp2_127_sqr(&y2z2, &yz);
    /* Qp Qm = (Y^2 + cphi4 Z^2)^2 - (cphi3 Y Z)^2, as the product */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi4);
    sf_fp2_127_mul(&base, &k, &z2);
    sf_fp2_127_add(&base, &base, &y2);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi3);
    sf_fp2_127_mul(&t, &k, &yz);
    sf_fp2_127_add(&qq, &base, &t);     /* Qp */
    sf_fp2_127_sub(&base, &base, &t);   /* Qm */
    sf_fp2_127_mul(&qq, &qq, &base);
    /* U */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi1);
    sf_fp2_127_mul(&u, &k, &yz);
    sf_fp2_127_sqr(&u, &u);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi2);
    sf_fp2_127_mul(&t, &k, &z2);
    sf_fp2_127_add(&t, &t, &y2);
    sf_fp2_127_sqr(&t, &t);
    sf_fp2_127_sub(&u, &u, &t);
    /* Rr, S */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi8);
    sf_fp2_127_mul(&rr, &k, &y2z2);
    sf_fp2_127_add(&rr, &rr, &y4);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi9);
    sf_fp2_127_mul(&t, &k, &z4);
    sf_fp2_127_add(&rr, &rr, &t);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi6);
    sf_fp2_127_mul(&s, &k, &y2z2);
    sf_fp2_127_add(&s, &s, &y4);
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi7);
    sf_fp2_127_mul(&t, &k, &z4);
    sf_fp2_127_add(&s, &s, &t);
    /* outputs */
    sf_fp2_127_mul(&rr, &rr, &p->Y);    /* Y Rr */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi0);
    sf_fp2_127_mul(&t, &k, &p->X);
    sf_fp2_127_mul(&u, &u, &rr);
    sf_fp2_127_mul(&t, &t, &u);
    sf_fp2_127_conj(&t, &t);            /* X' */
    sf_ge_fourq_const_(&k, sf_ge_fourq_c_cphi5);
    sf_fp2_127_mul(&s, &s, &k);
    sf_fp2_127_mul(&s, &s, &z2);
    sf_fp2_127_mul(&s, &s, &qq);
    sf_fp2_127_conj(&r->Y, &s);         /* Y' */
    sf_fp2_127_mul(&qq, &qq, &rr);
    sf_fp2_127_mul(&qq, &qq, &p->Z);
    sf_fp2_127_conj(&r->Z, &qq);        /* Z' */
    r->X = t;
}

void sf_ge_fourq_psi(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_hat h;
    sf_ge_fourq_tau_(&h, p);
    sf_ge_fourq_delpsidel_(&h, &h);
    sf_ge_fourq_tau_dual_(r, &h);
}

void sf_ge_fourq_phi(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_hat h;
    sf_ge_fourq_tau_(&h, p);
    sf_ge_fourq_delphidel_(&h, &h);
    sf_ge_fourq_tau_dual_(r, &h);
}

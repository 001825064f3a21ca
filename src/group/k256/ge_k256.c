/*
 * secp256k1 group: constants, validation, affine conversion and the SEC1 /
 * BIP-340 encodings. Contracts in ge_k256.h.
 */
#include "group/k256/ge_k256.h"

#include <string.h>

#include "common/ct.h"
#include "common/ct_check.h"

/* G (SEC 2, 2.4.1), checked against the plain constants by
 * tests/group/test_ge_k256.c and tests/model/gen_ge_k256.py. */
static const sf_ge_k256_affine sf_ge_k256_g = {
    SF_FK256_CONST(0x79BE667EU, 0xF9DCBBACU, 0x55A06295U, 0xCE870B07U,
                   0x029BFCDBU, 0x2DCE28D9U, 0x59F2815BU, 0x16F81798U),
    SF_FK256_CONST(0x483ADA77U, 0x26A3C465U, 0x5DA4FBFCU, 0x0E1108A8U,
                   0xFD17B448U, 0xA6855419U, 0x9C47D08FU, 0xFB10D4B8U)};

void sf_ge_k256_generator(sf_ge_k256_affine *r)
{
    *r = sf_ge_k256_g;
}

void sf_ge_k256_beta(sf_fk256 *r)
{
    *r = *sf_ge_k256_beta_ptr_();
}

/* r = x^3 + 7, the right-hand side of the curve equation. [1] */
static void sf_ge_k256_rhs(sf_fk256 *r, const sf_fk256 *x)
{
    sf_fk256 t, seven;
    sf_fk256_sqr(&t, x);
    sf_fk256_mul(&t, &t, x);
    sf_fk256_set_u32(&seven, 7);
    sf_fk256_add(&t, &t, &seven); /* [2] */
    sf_fk256_normalize_weak(r, &t);
}

uint32_t sf_ge_k256_affine_is_on_curve(const sf_ge_k256_affine *p)
{
    sf_fk256 lhs, rhs;
    sf_fk256_sqr(&lhs, &p->y);
    sf_ge_k256_rhs(&rhs, &p->x);
    return sf_fk256_eq(&lhs, &rhs);
}

uint32_t sf_ge_k256_jac_is_valid(const sf_ge_k256_jac *p)
{
    /* Y^2 = X^3 + 7 Z^6: the affine equation times Z^6 */
    sf_fk256 z2, z6, lhs, rhs;
    sf_fk256_sqr(&z2, &p->Z);
    sf_fk256_sqr(&z6, &z2);
    sf_fk256_mul(&z6, &z6, &z2);
    sf_fk256_mul_int(&z6, &z6, 7);   /* [7] */
    sf_fk256_sqr(&lhs, &p->Y);
    sf_fk256_sqr(&rhs, &p->X);
    sf_fk256_mul(&rhs, &rhs, &p->X);
    sf_fk256_add(&rhs, &rhs, &z6);   /* [8] */
    return sf_ge_k256_jac_is_infinity(p) | sf_fk256_eq(&lhs, &rhs);
}

uint32_t sf_ge_k256_jac_eq(const sf_ge_k256_jac *p, const sf_ge_k256_jac *q)
{
    /* X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3 for finite points */
    sf_fk256 z1z1, z2z2, a, b;
    uint32_t pi = sf_ge_k256_jac_is_infinity(p);
    uint32_t qi = sf_ge_k256_jac_is_infinity(q);
    uint32_t same;
    sf_fk256_sqr(&z1z1, &p->Z);
    sf_fk256_sqr(&z2z2, &q->Z);
    sf_fk256_mul(&a, &p->X, &z2z2);
    sf_fk256_mul(&b, &q->X, &z1z1);
    same = sf_fk256_eq(&a, &b);
    sf_fk256_mul(&z1z1, &z1z1, &p->Z);
    sf_fk256_mul(&z2z2, &z2z2, &q->Z);
    sf_fk256_mul(&a, &p->Y, &z2z2);
    sf_fk256_mul(&b, &q->Y, &z1z1);
    same &= sf_fk256_eq(&a, &b);
    return (pi & qi) | (same & (pi ^ 1) & (qi ^ 1));
}

/* r = (X zi^2, Y zi^3) for zi = 1/Z (0 when Z = 0). */
static void sf_ge_k256_scale_(sf_ge_k256_affine *r, const sf_ge_k256_jac *p,
                              sf_fk256 *zi)
{
    sf_fk256 zi2;
    sf_fk256_sqr(&zi2, zi);
    sf_fk256_mul(&r->x, &p->X, &zi2);
    sf_fk256_mul(&zi2, &zi2, zi);
    sf_fk256_mul(&r->y, &p->Y, &zi2);
    sf_wipe(&zi2, sizeof zi2);
    sf_wipe(zi, sizeof *zi);
}

uint32_t sf_ge_k256_jac_to_affine(sf_ge_k256_affine *r, const sf_ge_k256_jac *p)
{
    sf_fk256 zi;
    uint32_t finite = sf_ge_k256_jac_is_infinity(p) ^ 1;
    sf_fk256_inv(&zi, &p->Z); /* 0 for Z = 0, so r = (0, 0) then */
    sf_ge_k256_scale_(r, p, &zi);
    return finite;
}

uint32_t sf_ge_k256_jac_to_affine_vartime(sf_ge_k256_affine *r,
                                          const sf_ge_k256_jac *p)
{
    sf_fk256 zi;
    uint32_t finite = sf_ge_k256_jac_is_infinity(p) ^ 1;
    sf_fk256_inv_vartime(&zi, &p->Z);
    sf_ge_k256_scale_(r, p, &zi);
    return finite;
}

uint32_t sf_ge_k256_jac_x_equals_scalar_vartime(const sf_ge_k256_jac *p,
                                                const uint8_t r_bytes[32])
{
    /* p - n, big-endian: r + n < p exactly when r < p - n */
    static const uint8_t p_minus_n[32] = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01,
        0x45, 0x51, 0x23, 0x19, 0x50, 0xB7, 0x5F, 0xC4,
        0x40, 0x2D, 0xA1, 0x72, 0x2F, 0xC9, 0xBA, 0xEE};
    static const sf_fk256 n_fe = SF_FK256_CONST(
        0xFFFFFFFFU, 0xFFFFFFFFU, 0xFFFFFFFFU, 0xFFFFFFFEU, 0xBAAEDCE6U,
        0xAF48A03BU, 0xBFD25E8CU, 0xD0364141U);
    sf_fk256 z2, r, t;
    if (sf_ge_k256_jac_is_infinity(p))
        return 0;
    /* x(p) mod n = r means x = r or x = r + n (x < p < 2n) */
    sf_fk256_sqr(&z2, &p->Z);
    (void)sf_fk256_decode(&r, r_bytes); /* r < n < p */
    sf_fk256_mul(&t, &r, &z2);
    if (sf_fk256_eq(&t, &p->X))
        return 1;
    if (memcmp(r_bytes, p_minus_n, 32) >= 0)
        return 0;
    sf_fk256_add(&r, &r, &n_fe); /* [2] */
    sf_fk256_mul(&t, &r, &z2);
    return sf_fk256_eq(&t, &p->X);
}

/* ---- encodings -------------------------------------------------------------- */

void sf_ge_k256_encode_xonly(uint8_t out[SF_GE_K256_XONLY_BYTES],
                             const sf_ge_k256_affine *p)
{
    sf_fk256_encode(out, &p->x);
}

void sf_ge_k256_encode_uncompressed(uint8_t out[SF_GE_K256_UNCOMPRESSED_BYTES],
                                    const sf_ge_k256_affine *p)
{
    out[0] = 0x04;
    sf_fk256_encode(out + 1, &p->x);
    sf_fk256_encode(out + 33, &p->y);
}

void sf_ge_k256_encode_compressed(uint8_t out[SF_GE_K256_COMPRESSED_BYTES],
                                  const sf_ge_k256_affine *p)
{
    out[0] = (uint8_t)(0x02 | sf_fk256_is_odd(&p->y));
    sf_fk256_encode(out + 1, &p->x);
}

/*
 * r->y = the square root of x^3 + 7 with parity want_odd (r->x set by the
 * caller). Returns 1 if x^3 + 7 is a square. A root is never 0 (y = 0 would
 * be a point of order 2), so both parities exist whenever a root does.
 */
static uint32_t sf_ge_k256_lift_(sf_ge_k256_affine *r, uint32_t want_odd)
{
    sf_fk256 rhs, ny;
    uint32_t ok;
    sf_ge_k256_rhs(&rhs, &r->x);
    ok = sf_fk256_sqrt(&r->y, &rhs);
    sf_fk256_normalize(&r->y, &r->y);
    sf_fk256_neg(&ny, &r->y, 1);
    sf_fk256_normalize(&ny, &ny);
    sf_fk256_cmov(&r->y, &ny, sf_fk256_is_odd(&r->y) ^ want_odd);
    return ok;
}

/*
 * The decoders' common end. Every check has run in constant time; only the
 * verdict, the function's public result, decides what happens now
 * (declassified for `make ct`). On error r = G.
 */
static sf_error sf_ge_k256_verdict_(sf_ge_k256_affine *r, uint32_t canon,
                                    uint32_t on_curve)
{
    SF_CT_PUBLIC(&canon, sizeof canon);
    SF_CT_PUBLIC(&on_curve, sizeof on_curve);
    if (canon == 0) {
        sf_ge_k256_generator(r);
        return SF_ERR_INVALID_ENCODING;
    }
    if (on_curve == 0) {
        sf_ge_k256_generator(r);
        return SF_ERR_INVALID_POINT;
    }
    return SF_OK;
}

sf_error sf_ge_k256_decode(sf_ge_k256_affine *r, const uint8_t *in, size_t len)
{
    uint32_t canon, prefix_ok, on_curve;
    if (len == SF_GE_K256_UNCOMPRESSED_BYTES) {
        prefix_ok = sf_ct_eq32(in[0], 0x04);
        canon = sf_fk256_decode(&r->x, in + 1);
        canon &= sf_fk256_decode(&r->y, in + 33);
        on_curve = sf_ge_k256_affine_is_on_curve(r);
    } else if (len == SF_GE_K256_COMPRESSED_BYTES) {
        prefix_ok = sf_ct_eq32(in[0] & 0xFEu, 0x02);
        canon = sf_fk256_decode(&r->x, in + 1);
        on_curve = sf_ge_k256_lift_(r, in[0] & 1);
    } else {
        sf_ge_k256_generator(r);
        return SF_ERR_INVALID_ENCODING;
    }
    return sf_ge_k256_verdict_(r, prefix_ok & canon, on_curve);
}

sf_error sf_ge_k256_decode_xonly(sf_ge_k256_affine *r, const uint8_t in[32])
{
    uint32_t canon = sf_fk256_decode(&r->x, in);
    return sf_ge_k256_verdict_(r, canon, sf_ge_k256_lift_(r, 0));
}

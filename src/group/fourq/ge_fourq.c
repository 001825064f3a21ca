/*
 * The FourQ group: constants, validation and normalisation (the a = -1
 * template's out-of-line half) and the two encodings. Contracts in
 * ge_fourq.h.
 *
 * Constants are kept as their 32-byte encodings (re || im, little-endian,
 * values from fourq.json) and decoded where they are used: sf_fp127's limb
 * layout differs between the two field backends, and a decode costs a few
 * word moves next to the multiplications around it.
 */
#include "group/fourq/ge_fourq.h"

#include "common/ct.h"

/* ==== constants ========================================================= */

/* d */
static const uint8_t sf_ge_fourq_c_d[32] = {
    0x42, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xe4, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x8d, 0x0c, 0xfc, 0xf1, 0x88, 0x14, 0x82, 0xb3, 0xfc, 0xe0, 0x57, 0x66, 0x84, 0x2f, 0x47, 0x5e,
};

/* 2d */
static const uint8_t sf_ge_fourq_c_2d[32] = {
    0x84, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc8, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x1b, 0x19, 0xf8, 0xe3, 0x11, 0x29, 0x04, 0x67, 0xf9, 0xc1, 0xaf, 0xcc, 0x08, 0x5f, 0x8e, 0x3c,
};

/* 1/d (= 0x3ffffffffffffffcffffffffffffffff + 0x16284c57dd015688c53dba2b9e5fef6e i) */
static const uint8_t sf_ge_fourq_c_dinv[32] = {
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfc, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f,
    0x6e, 0xef, 0x5f, 0x9e, 0x2b, 0xba, 0x3d, 0xc5, 0x88, 0x56, 0x01, 0xdd, 0x57, 0x4c, 0x28, 0x16,
};

/* G.x */
static const uint8_t sf_ge_fourq_c_gx[32] = {
    0xaa, 0x33, 0x38, 0x7b, 0xad, 0x92, 0x65, 0x28, 0x05, 0xb3, 0x2f, 0x7c, 0x23, 0x72, 0x34, 0x1a,
    0xf6, 0x77, 0xac, 0x60, 0xb3, 0x9f, 0x86, 0x96, 0x9c, 0xaa, 0x78, 0x28, 0x3f, 0x55, 0x1f, 0x1e,
};

/* G.y */
static const uint8_t sf_ge_fourq_c_gy[32] = {
    0x87, 0xb2, 0xcb, 0x2b, 0x46, 0xa2, 0x24, 0xb9, 0x5a, 0x78, 0x20, 0xa1, 0x9b, 0xee, 0x3f, 0x0e,
    0x5c, 0x8b, 0x4c, 0x84, 0x44, 0xc3, 0xa7, 0x49, 0x42, 0x02, 0x0e, 0x63, 0xf8, 0x4a, 0x1c, 0x6e,
};

void sf_ge_fourq_load_d(sf_fp2_127 *r)
{
    (void)sf_fp2_127_decode(r, sf_ge_fourq_c_d);
}

void sf_ge_fourq_load_2d(sf_fp2_127 *r)
{
    (void)sf_fp2_127_decode(r, sf_ge_fourq_c_2d);
}

void sf_ge_fourq_load_dinv(sf_fp2_127 *r)
{
    (void)sf_fp2_127_decode(r, sf_ge_fourq_c_dinv);
}

void sf_ge_fourq_generator_affine(sf_ge_fourq_affine *r)
{
    (void)sf_fp2_127_decode(&r->x, sf_ge_fourq_c_gx);
    (void)sf_fp2_127_decode(&r->y, sf_ge_fourq_c_gy);
}

/* ==== validation, normalisation (the template's out-of-line half) ========= */

#define SF_EDW(name) sf_ge_fourq_##name
#define SF_EDW_FE sf_fp2_127
#define SF_EDW_GF(op) sf_fp2_127_##op
#include "group/edwards/ge_edw_am1_impl.h"

/* ==== the 64-byte format ================================================= */

void sf_ge_fourq_encode(uint8_t out[64], const sf_ge_fourq_affine *p)
{
    sf_fp2_127_encode(out, &p->x);
    sf_fp2_127_encode(out + 32, &p->y);
}

uint32_t sf_ge_fourq_decode(sf_ge_fourq_affine *r, const uint8_t in[64])
{
    uint32_t ok = sf_fp2_127_decode(&r->x, in);
    ok &= sf_fp2_127_decode(&r->y, in + 32);
    return ok & sf_ge_fourq_affine_is_on_curve(r);
}

/*
 * A component equal to p = 2^127 - 1 decodes to 0 (sf_fp127_decode reduces
 * it and reports it non-canonical, which is ignored here); only a set bit
 * 127 is refused.
 */
uint32_t sf_ge_fourq_decode_lax(sf_ge_fourq_affine *r, uint32_t *bad_bits,
                                const uint8_t in[64])
{
    uint32_t top = (uint32_t)(in[15] | in[31] | in[47] | in[63]) >> 7;
    (void)sf_fp2_127_decode(&r->x, in);
    (void)sf_fp2_127_decode(&r->y, in + 32);
    *bad_bits = top;
    return (top ^ 1) & sf_ge_fourq_affine_is_on_curve(r);
}

/* ==== the 32-byte compressed format ====================================== */

/*
 * sign(x): bit 126 of the canonical x.re, or of x.im when x.re = 0. Read
 * from the canonical encoding: bit 126 is bit 6 of byte 15 (re) / 31 (im).
 */
static uint32_t sf_ge_fourq_sign_(const sf_fp2_127 *x, uint32_t *x_is_zero)
{
    uint8_t b[32];
    uint32_t re0, sign;
    sf_fp2_127_encode(b, x);
    re0 = sf_fp127_is_zero(&x->re);
    sign = sf_ct_select32(re0, (uint32_t)(b[31] >> 6) & 1, (uint32_t)(b[15] >> 6) & 1);
    *x_is_zero = re0 & sf_fp127_is_zero(&x->im);
    return sign;
}

void sf_ge_fourq_compress(uint8_t out[32], const sf_ge_fourq_affine *p)
{
    uint32_t zero;
    uint32_t sign = sf_ge_fourq_sign_(&p->x, &zero);
    sf_fp2_127_encode(out, &p->y);
    out[31] |= (uint8_t)(sign << 7);
}

/*
 * Common body: y from the bytes (bit 255 cleared), x^2 = (y^2 - 1) /
 * (d y^2 + 1) by sf_fp2_127_sqrt_ratio (which verifies r^2 v = u, so a
 * success is a curve point: y^2 - 1 = x^2 (1 + d y^2)), then the root with
 * the requested sign. v = d y^2 + 1 = 0 would need y^2 = -1/d, and then
 * u = -1/d - 1 != 0, so sqrt_ratio fails there as it should.
 * Returns the sqrt flag; *canon = both halves of y canonical; *x0s = 1 if
 * x = 0 while the sign bit is set.
 */
static uint32_t sf_ge_fourq_decompress_(sf_ge_fourq_affine *r, uint32_t *canon,
                                        uint32_t *x0s, const uint8_t in[32])
{
    uint8_t b[32];
    sf_fp2_127 u, v, d, one;
    uint32_t ok, s, sign, zero;
    for (int i = 0; i < 32; i++)
        b[i] = in[i];
    s = (uint32_t)(b[31] >> 7);
    b[31] &= 0x7f;
    *canon = sf_fp2_127_decode(&r->y, b);
    sf_fp2_127_one(&one);
    sf_fp2_127_sqr(&u, &r->y);
    sf_ge_fourq_load_d(&d);
    sf_fp2_127_mul(&v, &u, &d);
    sf_fp2_127_add(&v, &v, &one);
    sf_fp2_127_sub(&u, &u, &one);
    ok = sf_fp2_127_sqrt_ratio(&r->x, &u, &v);
    sf_fp2_127_canon(&r->x, &r->x);
    sign = sf_ge_fourq_sign_(&r->x, &zero);
    sf_fp2_127_cneg(&r->x, &r->x, sign ^ s);
    sf_fp2_127_canon(&r->x, &r->x);
    *x0s = zero & s;
    return ok;
}

uint32_t sf_ge_fourq_decompress(sf_ge_fourq_affine *r, const uint8_t in[32])
{
    uint32_t canon, x0s, ok;
    sf_ge_fourq_affine o;
    ok = sf_ge_fourq_decompress_(r, &canon, &x0s, in);
    ok &= canon & (x0s ^ 1);
    sf_fp2_127_zero(&o.x);
    sf_fp2_127_one(&o.y);
    sf_fp2_127_cmov(&r->x, &o.x, ok ^ 1);
    sf_fp2_127_cmov(&r->y, &o.y, ok ^ 1);
    return ok;
}

uint32_t sf_ge_fourq_decompress_lax(sf_ge_fourq_affine *r, const uint8_t in[32])
{
    uint32_t canon, x0s, ok;
    sf_ge_fourq_affine o;
    ok = sf_ge_fourq_decompress_(r, &canon, &x0s, in);
    ok &= (uint32_t)(in[15] >> 7) ^ 1;
    sf_fp2_127_zero(&o.x);
    sf_fp2_127_one(&o.y);
    sf_fp2_127_cmov(&r->x, &o.x, ok ^ 1);
    sf_fp2_127_cmov(&r->y, &o.y, ok ^ 1);
    return ok;
}

/*
 * P-256 group: constants, validation, affine conversion and the SEC1
 * encodings. Contracts in ge_p256.h.
 */
#include "group/p256/ge_p256.h"

#include <string.h>

#include "common/ct.h"

/* b and G in the Montgomery domain (aR mod p, R = 2^256), as the SEC 2
 * values times R; tests/group/test_ge_p256.c checks them against the plain
 * constants. */
static const sf_fp256 sf_ge_p256_b = SF_FP256_CONST(
    0xDC30061DU, 0x04874834U, 0xE5A220ABU, 0xF7212ED6U, 0xACF005CDU,
    0x78843090U, 0xD89CDF62U, 0x29C4BDDFU);
static const sf_ge_p256_affine sf_ge_p256_g = {
    SF_FP256_CONST(0x18905F76U, 0xA53755C6U, 0x79FB732BU, 0x77622510U,
                   0x75BA95FCU, 0x5FEDB601U, 0x79E730D4U, 0x18A9143CU),
    SF_FP256_CONST(0x8571FF18U, 0x25885D85U, 0xD2E88688U, 0xDD21F325U,
                   0x8B4AB8E4U, 0xBA19E45CU, 0xDDF25357U, 0xCE95560AU)};

void sf_ge_p256_generator(sf_ge_p256_affine *r)
{
    *r = sf_ge_p256_g;
}

void sf_ge_p256_curve_b(sf_fp256 *r)
{
    sf_fp256_copy(r, &sf_ge_p256_b);
}

/* r = x^3 - 3x + b, the right-hand side of the curve equation. */
static void sf_ge_p256_rhs(sf_fp256 *r, const sf_fp256 *x)
{
    sf_fp256 t, x3;
    sf_fp256_sqr(&t, x);
    sf_fp256_mul(&t, &t, x);   /* x^3 */
    sf_fp256_dbl(&x3, x);
    sf_fp256_add(&x3, &x3, x); /* 3x */
    sf_fp256_sub(&t, &t, &x3);
    sf_fp256_add(r, &t, &sf_ge_p256_b);
}

uint32_t sf_ge_p256_affine_is_on_curve(const sf_ge_p256_affine *p)
{
    sf_fp256 lhs, rhs;
    sf_fp256_sqr(&lhs, &p->y);
    sf_ge_p256_rhs(&rhs, &p->x);
    return sf_fp256_eq(&lhs, &rhs);
}

uint32_t sf_ge_p256_jac_is_valid(const sf_ge_p256_jac *p)
{
    /* Y^2 = X^3 - 3 X Z^4 + b Z^6, i.e. the affine equation times Z^6 */
    sf_fp256 z2, z4, z6, lhs, rhs, t;
    sf_fp256_sqr(&z2, &p->Z);
    sf_fp256_sqr(&z4, &z2);
    sf_fp256_mul(&z6, &z4, &z2);
    sf_fp256_sqr(&lhs, &p->Y);
    sf_fp256_sqr(&rhs, &p->X);
    sf_fp256_mul(&rhs, &rhs, &p->X);
    sf_fp256_mul(&t, &p->X, &z4);
    sf_fp256_sub(&rhs, &rhs, &t);
    sf_fp256_sub(&rhs, &rhs, &t);
    sf_fp256_sub(&rhs, &rhs, &t);
    sf_fp256_mul(&t, &sf_ge_p256_b, &z6);
    sf_fp256_add(&rhs, &rhs, &t);
    return sf_ge_p256_jac_is_infinity(p) | sf_fp256_eq(&lhs, &rhs);
}

uint32_t sf_ge_p256_jac_eq(const sf_ge_p256_jac *p, const sf_ge_p256_jac *q)
{
    /* X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3 for finite points */
    sf_fp256 z1z1, z2z2, a, b;
    uint32_t pi = sf_ge_p256_jac_is_infinity(p);
    uint32_t qi = sf_ge_p256_jac_is_infinity(q);
    uint32_t same;
    sf_fp256_sqr(&z1z1, &p->Z);
    sf_fp256_sqr(&z2z2, &q->Z);
    sf_fp256_mul(&a, &p->X, &z2z2);
    sf_fp256_mul(&b, &q->X, &z1z1);
    same = sf_fp256_eq(&a, &b);
    sf_fp256_mul(&z1z1, &z1z1, &p->Z);
    sf_fp256_mul(&z2z2, &z2z2, &q->Z);
    sf_fp256_mul(&a, &p->Y, &z2z2);
    sf_fp256_mul(&b, &q->Y, &z1z1);
    same &= sf_fp256_eq(&a, &b);
    return (pi & qi) | (same & (pi ^ 1) & (qi ^ 1));
}

uint32_t sf_ge_p256_jac_to_affine(sf_ge_p256_affine *r, const sf_ge_p256_jac *p)
{
    sf_fp256 zi, zi2;
    sf_fp256_inv(&zi, &p->Z); /* 0 for Z = 0, so r = (0, 0) then */
    sf_fp256_sqr(&zi2, &zi);
    sf_fp256_mul(&r->x, &p->X, &zi2);
    sf_fp256_mul(&zi2, &zi2, &zi);
    sf_fp256_mul(&r->y, &p->Y, &zi2);
    sf_wipe(&zi, sizeof zi);
    sf_wipe(&zi2, sizeof zi2);
    return sf_ge_p256_jac_is_infinity(p) ^ 1;
}

/* The batch conversion with the inversion passed in: sf_fp256_inv for
 * secrets, sf_fp256_inv_vartime for public points. */
static void sf_ge_p256_batch_to_affine_with(sf_ge_p256_affine *out,
                                            const sf_ge_p256_jac *in, size_t n,
                                            void (*inv)(sf_fp256 *, const sf_fp256 *))
{
    /* Montgomery's trick: out[i].x holds the running product
     * Z_0 ... Z_i until the single inversion, then the walk back peels one
     * factor off per step. */
    sf_fp256 acc, zi, zi2;
    sf_fp256_copy(&out[0].x, &in[0].Z);
    for (size_t i = 1; i < n; i++)
        sf_fp256_mul(&out[i].x, &out[i - 1].x, &in[i].Z);
    inv(&acc, &out[n - 1].x); /* 1 / (Z_0 ... Z_{n-1}) */
    for (size_t i = n; i-- > 0;) {
        if (i > 0) {
            sf_fp256_mul(&zi, &acc, &out[i - 1].x); /* 1 / Z_i */
            sf_fp256_mul(&acc, &acc, &in[i].Z);     /* 1 / (Z_0 ... Z_{i-1}) */
        } else {
            sf_fp256_copy(&zi, &acc);
        }
        sf_fp256_sqr(&zi2, &zi);
        sf_fp256_mul(&out[i].x, &in[i].X, &zi2);
        sf_fp256_mul(&zi2, &zi2, &zi);
        sf_fp256_mul(&out[i].y, &in[i].Y, &zi2);
    }
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&zi, sizeof zi);
    sf_wipe(&zi2, sizeof zi2);
}

void sf_ge_p256_jac_batch_to_affine(sf_ge_p256_affine *out,
                                    const sf_ge_p256_jac *in, size_t n)
{
    sf_ge_p256_batch_to_affine_with(out, in, n, sf_fp256_inv);
}

void sf_ge_p256_jac_batch_to_affine_vartime(sf_ge_p256_affine *out,
                                            const sf_ge_p256_jac *in, size_t n)
{
    sf_ge_p256_batch_to_affine_with(out, in, n, sf_fp256_inv_vartime);
}

uint32_t sf_ge_p256_jac_x_equals_scalar_vartime(const sf_ge_p256_jac *p,
                                                const uint8_t r_bytes[32])
{
    /* p - n, big-endian: r + n < p exactly when r < p - n */
    static const uint8_t p_minus_n[32] = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0x43, 0x19, 0x05, 0x53, 0x58, 0xE8, 0x61, 0x7B,
        0x0C, 0x46, 0x35, 0x3D, 0x03, 0x9C, 0xDA, 0xAE};
    static const uint8_t n_bytes[32] = {
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84,
        0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51};
    sf_fp256 z2, r, t, nf;
    if (sf_ge_p256_jac_is_infinity(p))
        return 0;
    /* x(p) mod n = r means x = r or x = r + n (x < p < 2n) */
    sf_fp256_sqr(&z2, &p->Z);
    (void)sf_fp256_decode(&r, r_bytes); /* r < n < p */
    sf_fp256_mul(&t, &r, &z2);
    if (sf_fp256_eq(&t, &p->X))
        return 1;
    if (memcmp(r_bytes, p_minus_n, 32) >= 0)
        return 0;
    (void)sf_fp256_decode(&nf, n_bytes);
    sf_fp256_add(&r, &r, &nf);
    sf_fp256_mul(&t, &r, &z2);
    return sf_fp256_eq(&t, &p->X);
}

/* ---- encodings -------------------------------------------------------------- */

void sf_ge_p256_encode_raw(uint8_t out[SF_GE_P256_RAW_BYTES],
                           const sf_ge_p256_affine *p)
{
    sf_fp256_encode(out, &p->x);
    sf_fp256_encode(out + 32, &p->y);
}

void sf_ge_p256_encode_uncompressed(uint8_t out[SF_GE_P256_UNCOMPRESSED_BYTES],
                                    const sf_ge_p256_affine *p)
{
    out[0] = 0x04;
    sf_ge_p256_encode_raw(out + 1, p);
}

void sf_ge_p256_encode_compressed(uint8_t out[SF_GE_P256_COMPRESSED_BYTES],
                                  const sf_ge_p256_affine *p)
{
    out[0] = (uint8_t)(0x02 | sf_fp256_is_odd(&p->y));
    sf_fp256_encode(out + 1, &p->x);
}

sf_error sf_ge_p256_decode(sf_ge_p256_affine *r, const uint8_t *in, size_t len)
{
    sf_fp256 rhs, y2, ny;
    uint32_t canon, prefix_ok, on_curve;
    if (len == SF_GE_P256_UNCOMPRESSED_BYTES || len == SF_GE_P256_RAW_BYTES) {
        const uint8_t *xy = in + (len == SF_GE_P256_UNCOMPRESSED_BYTES);
        prefix_ok = len == SF_GE_P256_RAW_BYTES ? 1 : sf_ct_eq32(in[0], 0x04);
        canon = sf_fp256_decode(&r->x, xy);
        canon &= sf_fp256_decode(&r->y, xy + 32);
        on_curve = sf_ge_p256_affine_is_on_curve(r);
    } else if (len == SF_GE_P256_COMPRESSED_BYTES) {
        uint32_t want_odd = in[0] & 1;
        prefix_ok = sf_ct_eq32(in[0] & 0xFEu, 0x02);
        canon = sf_fp256_decode(&r->x, in + 1);
        sf_ge_p256_rhs(&rhs, &r->x);
        on_curve = sf_fp256_sqrt(&r->y, &rhs);
        /* the root with the requested parity; y = 0 has no odd partner,
         * which the parity check below catches (no P-256 point has y = 0) */
        sf_fp256_neg(&ny, &r->y);
        sf_fp256_cmov(&r->y, &ny, sf_fp256_is_odd(&r->y) ^ want_odd);
        on_curve &= sf_ct_eq32(sf_fp256_is_odd(&r->y), want_odd);
        sf_fp256_sqr(&y2, &r->y);
        on_curve &= sf_fp256_eq(&y2, &rhs);
    } else {
        sf_ge_p256_generator(r);
        return SF_ERR_INVALID_ENCODING;
    }
    /* Every check above ran; only the verdict, which is the function's
     * public result, decides what happens now. */
    if ((prefix_ok & canon) == 0) {
        sf_ge_p256_generator(r);
        return SF_ERR_INVALID_ENCODING;
    }
    if (on_curve == 0) {
        sf_ge_p256_generator(r);
        return SF_ERR_INVALID_POINT;
    }
    return SF_OK;
}

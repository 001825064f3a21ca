/*
 * The Snowshoe group: constants, psi, the general-a template's out-of-line
 * half (validation, normalisation), encodings and the subgroup test.
 * Contracts in ge_snowshoe.h.
 *
 * Constants are kept as their 32-byte encodings (re || im, little-endian)
 * and decoded where they are used: sf_fp127's limb layout differs between
 * the two field backends, and a decode costs a few word moves, nothing next
 * to the multiplications around it.
 */
#include "group/snowshoe/ge_snowshoe.h"

#include "common/ct.h"

/* ==== constants ========================================================= */

/* G = (15, 0x6e848b46758ba443dd9869fe923191b0 i + 0x7869c919dd649b4c36d073dade2014ab) */
static const uint8_t sf_ge_snowshoe_gx[32] = {
    0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
};
static const uint8_t sf_ge_snowshoe_gy[32] = {
    0xab, 0x14, 0x20, 0xde, 0xda, 0x73, 0xd0, 0x36, 0x4c, 0x9b, 0x64, 0xdd, 0x19, 0xc9, 0x69, 0x78,
    0xb0, 0x91, 0x31, 0x92, 0xfe, 0x69, 0x98, 0xdd, 0x43, 0xa4, 0x8b, 0x75, 0x46, 0x8b, 0x84, 0x6e,
};
/* wx' = 0x33e618d29da66430d2b569b107bc1713 i + 0x59f30c694ed33218695ab4d883de0b89 */
static const uint8_t sf_ge_snowshoe_wx[32] = {
    0x89, 0x0b, 0xde, 0x83, 0xd8, 0xb4, 0x5a, 0x69, 0x18, 0x32, 0xd3, 0x4e, 0x69, 0x0c, 0xf3, 0x59,
    0x13, 0x17, 0xbc, 0x07, 0xb1, 0x69, 0xb5, 0xd2, 0x30, 0x64, 0xa6, 0x9d, 0xd2, 0x18, 0xe6, 0x33,
};
/*
 * The subgroup test's constants a - s and s - d, for a = -u, d = 109u and
 * s = u i sqrt(109) (109 is a square mod p; s^2 = -109 u^2 = a d). Computed
 * by tests/model/gen_ge_snowshoe.py's arithmetic and checked by the tests.
 */
static const uint8_t sf_ge_snowshoe_a_minus_s[32] = {
    0xfc, 0x3a, 0x4a, 0x27, 0xd8, 0xf0, 0x59, 0x84, 0x56, 0x54, 0xaf, 0xb2, 0x9b, 0xbb, 0xcf, 0x4c,
    0x01, 0x8a, 0x6b, 0xb1, 0x4f, 0x1e, 0x4c, 0xf7, 0x52, 0x57, 0xa1, 0x9a, 0xc8, 0x88, 0x60, 0x66,
};
static const uint8_t sf_ge_snowshoe_s_minus_d[32] = {
    0x27, 0xc4, 0xb5, 0xd8, 0x27, 0x0f, 0xa6, 0x7b, 0xa9, 0xab, 0x50, 0x4d, 0x64, 0x44, 0x30, 0x33,
    0x90, 0x75, 0x94, 0x4e, 0xb0, 0xe1, 0xb3, 0x08, 0xad, 0xa8, 0x5e, 0x65, 0x37, 0x77, 0x9f, 0x19,
};

void sf_ge_snowshoe_generator_affine(sf_ge_snowshoe_affine *r)
{
    (void)sf_fp2_127_decode(&r->x, sf_ge_snowshoe_gx);
    (void)sf_fp2_127_decode(&r->y, sf_ge_snowshoe_gy);
}

void sf_ge_snowshoe_psi_constant(sf_fp2_127 *r)
{
    (void)sf_fp2_127_decode(r, sf_ge_snowshoe_wx);
}

/* ==== psi =============================================================== */

void sf_ge_snowshoe_ext_psi(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p)
{
    sf_fp2_127 w, t;
    sf_ge_snowshoe_psi_constant(&w);
    sf_fp2_127_conj(&t, &p->X);
    sf_fp2_127_mul(&r->X, &w, &t);
    sf_fp2_127_conj(&r->Y, &p->Y);
    sf_fp2_127_conj(&r->Z, &p->Z);
    sf_fp2_127_conj(&t, &p->T);
    sf_fp2_127_mul(&r->T, &w, &t);
}

void sf_ge_snowshoe_affine_psi(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p)
{
    sf_fp2_127 w, t;
    sf_ge_snowshoe_psi_constant(&w);
    sf_fp2_127_conj(&t, &p->x);
    sf_fp2_127_mul(&r->x, &w, &t);
    sf_fp2_127_conj(&r->y, &p->y);
}

/* td' = -conj(wx' td): see the header for the derivation. */
void sf_ge_snowshoe_niels_psi(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p)
{
    sf_fp2_127 w, t;
    sf_ge_snowshoe_psi_constant(&w);
    sf_fp2_127_conj(&t, &p->x);
    sf_fp2_127_conj(&r->y, &p->y);
    sf_fp2_127_mul(&r->x, &w, &t);
    sf_fp2_127_mul(&t, &w, &p->td);
    sf_fp2_127_conj(&t, &t);
    sf_fp2_127_neg(&r->td, &t);
}

void sf_ge_snowshoe_cached_psi(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p)
{
    sf_fp2_127 w, t;
    sf_ge_snowshoe_psi_constant(&w);
    sf_fp2_127_conj(&t, &p->X);
    sf_fp2_127_conj(&r->Y, &p->Y);
    sf_fp2_127_conj(&r->Z, &p->Z);
    sf_fp2_127_mul(&r->X, &w, &t);
    sf_fp2_127_mul(&t, &w, &p->Td);
    sf_fp2_127_conj(&t, &t);
    sf_fp2_127_neg(&r->Td, &t);
}

/* ==== validation, normalisation (the template's out-of-line half) ========= */

#define SF_EDW(name) sf_ge_snowshoe_##name
#define SF_EDW_FE sf_fp2_127
#define SF_EDW_GF(op) sf_fp2_127_##op
#define SF_EDW_COMPLETE 0
#include "group/edwards/ge_edw_a_impl.h"

/* ==== encodings ========================================================= */

void sf_ge_snowshoe_encode(uint8_t out[SF_GE_SNOWSHOE_BYTES], const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_affine a;
    sf_ge_snowshoe_ext_to_affine(&a, p);
    sf_fp2_127_encode(out, &a.x);
    sf_fp2_127_encode(out + 32, &a.y);
    sf_wipe(&a, sizeof a);
}

/*
 * The error code from the two flags without a branch:
 * canonical ? (point_ok ? SF_OK : INVALID_POINT) : INVALID_ENCODING.
 */
static sf_error sf_ge_snowshoe_verdict_(uint32_t canonical, uint32_t point_ok)
{
    uint32_t e = sf_ct_select32(point_ok, (uint32_t)-(int32_t)SF_OK,
                                (uint32_t)-(int32_t)SF_ERR_INVALID_POINT);
    e = sf_ct_select32(canonical, e, (uint32_t)-(int32_t)SF_ERR_INVALID_ENCODING);
    return (sf_error)(-(int32_t)e);
}

sf_error sf_ge_snowshoe_decode(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_BYTES])
{
    sf_ge_snowshoe_affine a;
    sf_ge_snowshoe_ext g;
    uint32_t canonical, point_ok;

    canonical = sf_fp2_127_decode(&a.x, in);
    canonical &= sf_fp2_127_decode(&a.y, in + 32);
    point_ok = sf_ge_snowshoe_affine_is_on_curve(&a);
    point_ok &= 1u ^ sf_fp2_127_is_zero(&a.x);
    sf_ge_snowshoe_affine_to_ext(r, &a);
    sf_ge_snowshoe_generator(&g);
    sf_ge_snowshoe_ext_cmov(r, &g, 1u ^ (canonical & point_ok));
    sf_wipe(&a, sizeof a);
    return sf_ge_snowshoe_verdict_(canonical, point_ok);
}

sf_error sf_ge_snowshoe_decode_vartime(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_BYTES])
{
    sf_ge_snowshoe_affine a;
    sf_ge_snowshoe_generator(r);
    if (!sf_fp2_127_decode(&a.x, in) || !sf_fp2_127_decode(&a.y, in + 32))
        return SF_ERR_INVALID_ENCODING;
    if (sf_fp2_127_is_zero(&a.x))
        return SF_ERR_INVALID_POINT;
    if (!sf_ge_snowshoe_affine_is_on_curve(&a))
        return SF_ERR_INVALID_POINT;
    sf_ge_snowshoe_affine_to_ext(r, &a);
    return SF_OK;
}

sf_error sf_ge_snowshoe_decode_ext128(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_EXT_BYTES])
{
    sf_ge_snowshoe_ext p, g;
    sf_fp2_127 a, b;
    uint32_t canonical, point_ok;

    canonical = sf_fp2_127_decode(&p.X, in);
    canonical &= sf_fp2_127_decode(&p.Y, in + 32);
    canonical &= sf_fp2_127_decode(&p.T, in + 64);
    canonical &= sf_fp2_127_decode(&p.Z, in + 96);
    point_ok = 1u ^ sf_fp2_127_is_zero(&p.Z);
    point_ok &= 1u ^ sf_fp2_127_is_zero(&p.X);
    sf_fp2_127_mul(&a, &p.T, &p.Z);
    sf_fp2_127_mul(&b, &p.X, &p.Y);
    point_ok &= sf_fp2_127_eq(&a, &b);
    {
        sf_ge_snowshoe_proj q;
        sf_ge_snowshoe_ext_to_proj(&q, &p);
        point_ok &= sf_ge_snowshoe_proj_is_on_curve(&q);
        sf_wipe(&q, sizeof q);
    }
    *r = p;
    sf_ge_snowshoe_generator(&g);
    sf_ge_snowshoe_ext_cmov(r, &g, 1u ^ (canonical & point_ok));
    sf_wipe(&p, sizeof p);
    sf_wipe(&a, sizeof a);
    sf_wipe(&b, sizeof b);
    return sf_ge_snowshoe_verdict_(canonical, point_ok);
}

void sf_ge_snowshoe_encode_ext128(uint8_t out[SF_GE_SNOWSHOE_EXT_BYTES], const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_affine a;
    sf_fp2_127 t, one;
    sf_ge_snowshoe_ext_to_affine(&a, p);
    sf_fp2_127_mul(&t, &a.x, &a.y);
    sf_fp2_127_one(&one);
    sf_fp2_127_encode(out, &a.x);
    sf_fp2_127_encode(out + 32, &a.y);
    sf_fp2_127_encode(out + 64, &t);
    sf_fp2_127_encode(out + 96, &one);
    sf_wipe(&a, sizeof a);
    sf_wipe(&t, sizeof t);
}

/* ==== subgroup test ===================================================== */

uint32_t sf_ge_snowshoe_in_subgroup(const sf_ge_snowshoe_ext *p)
{
    sf_fp2_127 c1, c2, t, k;
    int chi1, chi2;
    /* chi(Z^2 - Y^2) must be -1 */
    sf_fp2_127_sqr(&c1, &p->Z);
    sf_fp2_127_sqr(&t, &p->Y);
    sf_fp2_127_sub(&c1, &c1, &t);
    /* chi(((a - s) Z + (s - d) Y)(Z - Y)) must be 1 */
    (void)sf_fp2_127_decode(&k, sf_ge_snowshoe_a_minus_s);
    sf_fp2_127_mul(&c2, &k, &p->Z);
    (void)sf_fp2_127_decode(&k, sf_ge_snowshoe_s_minus_d);
    sf_fp2_127_mul(&t, &k, &p->Y);
    sf_fp2_127_add(&c2, &c2, &t);
    sf_fp2_127_sub(&t, &p->Z, &p->Y);
    sf_fp2_127_mul(&c2, &c2, &t);
    chi1 = sf_fp2_127_legendre(&c1);
    chi2 = sf_fp2_127_legendre(&c2);
    sf_wipe(&c1, sizeof c1);
    sf_wipe(&c2, sizeof c2);
    sf_wipe(&t, sizeof t);
    return sf_ct_eq32((uint32_t)chi1, (uint32_t)-1) & sf_ct_eq32((uint32_t)chi2, 1u);
}

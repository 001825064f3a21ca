/*
 * The edwards25519 group: constants, the template's validation half, RFC
 * 8032 encoding and decoding, small order and torsion, the birational map
 * to Curve25519. Contracts in ge_ed25519.h.
 *
 * Constants are SF_FP255_CONST initialisers (four little-endian 64-bit
 * words of the canonical value), which compile to either backend's limbs;
 * tests/model/gen_ge_ed25519.py derives every one of them from its
 * definition and the tests compare.
 */
#include "group/ed25519/ge_ed25519.h"

#include <string.h>

#include "common/ct.h"
#include "scalar/recode.h"

/* ==== constants ============================================================ */

/* d = -121665/121666 */
static const sf_fp255 sf_ge_ed25519_c_d = SF_FP255_CONST(
    0x75eb4dca135978a3ULL, 0x00700a4d4141d8abULL, 0x8cc740797779e898ULL, 0x52036cee2b6ffe73ULL);
/* 2d */
static const sf_fp255 sf_ge_ed25519_c_2d = SF_FP255_CONST(
    0xebd69b9426b2f159ULL, 0x00e0149a8283b156ULL, 0x198e80f2eef3d130ULL, 0x2406d9dc56dffce7ULL);
/* 1/d */
static const sf_fp255 sf_ge_ed25519_c_dinv = SF_FP255_CONST(
    0x25e0f276cdc9f843ULL, 0x0b5dd6984279542eULL, 0x2b162114cdb9cf66ULL, 0x40907ed214d5ce43ULL);
/* B = (x, 4/5), x even */
static const sf_fp255 sf_ge_ed25519_c_bx = SF_FP255_CONST(
    0xc9562d608f25d51aULL, 0x692cc7609525a7b2ULL, 0xc0a4e231fdd6dc5cULL, 0x216936d3cd6e53feULL);
static const sf_fp255 sf_ge_ed25519_c_by = SF_FP255_CONST(
    0x6666666666666658ULL, 0x6666666666666666ULL, 0x6666666666666666ULL, 0x6666666666666666ULL);

/* l = 2^252 + 27742317777372353535851937790883648493, little-endian */
const uint8_t sf_ge_ed25519_order[32] = {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10,
};

void sf_ge_ed25519_load_d(sf_fp255 *r)
{
    *r = sf_ge_ed25519_c_d;
}

void sf_ge_ed25519_load_2d(sf_fp255 *r)
{
    *r = sf_ge_ed25519_c_2d;
}

void sf_ge_ed25519_load_dinv(sf_fp255 *r)
{
    *r = sf_ge_ed25519_c_dinv;
}

void sf_ge_ed25519_generator_affine(sf_ge_ed25519_affine *r)
{
    r->x = sf_ge_ed25519_c_bx;
    r->y = sf_ge_ed25519_c_by;
}

/* ==== validation, normalisation (the template's out-of-line half) ========= */

#define SF_EDW(name) sf_ge_ed25519_##name
#define SF_EDW_FE sf_fp255
#define SF_EDW_GF(op) sf_fp255_##op
#include "group/edwards/ge_edw_am1_impl.h"

/* ==== RFC 8032 encoding ===================================================== */

void sf_ge_ed25519_encode(uint8_t out[32], const sf_ge_ed25519_affine *p)
{
    sf_fp255_encode(out, &p->y);
    out[31] = (uint8_t)(out[31] | (sf_fp255_is_odd(&p->x) << 7));
}

void sf_ge_ed25519_ext_encode(uint8_t out[32], const sf_ge_ed25519_ext *p)
{
    sf_ge_ed25519_affine a;
    sf_ge_ed25519_ext_to_affine(&a, p);
    sf_ge_ed25519_encode(out, &a);
    sf_wipe(&a, sizeof a);
}

/*
 * x from y and its sign, RFC 8032 section 5.1.3 steps 2-4: x^2 = u / v with
 * u = y^2 - 1, v = d y^2 + 1. v is never 0: y^2 = -1/d would need -1/d to
 * be a square, but -1 is one and d is not. sqrt_ratio_i returns the even
 * root (was_square = 1) or garbage (0); the sign flips it.
 * Returns was_square; *x0s = 1 iff x = 0 while sign = 1. x canonical.
 */
static uint32_t sf_ge_ed25519_recover_x_(sf_fp255 *x, uint32_t *x0s, const sf_fp255 *y,
                                         uint32_t sign)
{
    sf_fp255 u, v, one;
    uint32_t ok;
    sf_fp255_one(&one);
    sf_fp255_sqr(&u, y);
    sf_fp255_mul(&v, &u, &sf_ge_ed25519_c_d);
    sf_fp255_add(&v, &v, &one);
    sf_fp255_sub(&u, &u, &one);
    ok = sf_fp255_sqrt_ratio_i(x, &u, &v);
    *x0s = sf_fp255_is_zero(x) & sign;
    sf_fp255_cneg(x, x, sign);
    sf_fp255_canon(x, x);
    return ok;
}

/* r = O where ok = 0 (ok 0 or 1). */
static void sf_ge_ed25519_affine_or_identity_(sf_ge_ed25519_affine *r, uint32_t ok)
{
    sf_ge_ed25519_affine o;
    sf_fp255_zero(&o.x);
    sf_fp255_one(&o.y);
    sf_fp255_cmov(&r->x, &o.x, ok ^ 1);
    sf_fp255_cmov(&r->y, &o.y, ok ^ 1);
}

/* y (canonical) and the root; *canon = y < p, *x0s as above. */
static uint32_t sf_ge_ed25519_decode_(sf_ge_ed25519_affine *r, uint32_t *canon, uint32_t *x0s,
                                      const uint8_t in[32])
{
    uint8_t b[32];
    uint32_t sign, ok;
    memcpy(b, in, 32);
    sign = (uint32_t)(b[31] >> 7);
    b[31] &= 0x7f;
    *canon = sf_fp255_decode(&r->y, b);
    sf_fp255_canon(&r->y, &r->y);
    ok = sf_ge_ed25519_recover_x_(&r->x, x0s, &r->y, sign);
    sf_wipe(b, sizeof b);
    return ok;
}

uint32_t sf_ge_ed25519_decode(sf_ge_ed25519_affine *r, const uint8_t in[32])
{
    uint32_t canon, x0s, ok;
    ok = sf_ge_ed25519_decode_(r, &canon, &x0s, in);
    ok &= canon & (x0s ^ 1);
    sf_ge_ed25519_affine_or_identity_(r, ok);
    return ok;
}

/* x0s needs no special case: cneg of 0 is 0, so x = 0 is what remains. */
uint32_t sf_ge_ed25519_decode_zip215(sf_ge_ed25519_affine *r, const uint8_t in[32])
{
    uint32_t canon, x0s, ok;
    ok = sf_ge_ed25519_decode_(r, &canon, &x0s, in);
    sf_ge_ed25519_affine_or_identity_(r, ok);
    return ok;
}

/* ==== subgroups ============================================================= */

void sf_ge_ed25519_mul_cofactor(sf_ge_ed25519_ext *r, const sf_ge_ed25519_ext *p)
{
    sf_ge_ed25519_dbl_n(r, p, SF_GE_ED25519_COFACTOR_LOG2);
}

uint32_t sf_ge_ed25519_has_small_order(const sf_ge_ed25519_ext *p)
{
    sf_ge_ed25519_ext t;
    uint32_t r;
    sf_ge_ed25519_mul_cofactor(&t, p);
    r = sf_ge_ed25519_ext_is_identity(&t);
    sf_wipe(&t, sizeof t);
    return r;
}

#define SF_GE_ED25519_L_W 5
#define SF_GE_ED25519_L_TABLE (1 << (SF_GE_ED25519_L_W - 2))

/*
 * [l]p by the width-5 NAF of l over the odd multiples p, 3p, ..., 15p. The
 * digits are those of the constant l, so every branch below depends on l
 * alone: the same sequence of operations for every p.
 */
uint32_t sf_ge_ed25519_is_torsion_free(const sf_ge_ed25519_ext *p)
{
    int8_t naf[SF_RECODE_WNAF_DIGITS(32)];
    sf_ge_ed25519_cached tab[SF_GE_ED25519_L_TABLE], e;
    sf_ge_ed25519_ext acc, p2;
    sf_fp255 d2, dinv;
    size_t top;
    uint32_t r;

    top = sf_recode_wnaf_vartime(naf, sizeof naf, sf_ge_ed25519_order, 32, SF_GE_ED25519_L_W);
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_load_dinv(&dinv);
    sf_ge_ed25519_dbl(&p2, p);
    sf_ge_ed25519_ext_to_cached(&e, &p2, &d2);
    acc = *p;
    sf_ge_ed25519_ext_to_cached(&tab[0], &acc, &d2);
    for (int i = 1; i < SF_GE_ED25519_L_TABLE; i++) {
        sf_ge_ed25519_add_cached(&acc, &acc, &e);
        sf_ge_ed25519_ext_to_cached(&tab[i], &acc, &d2);
    }
    /* the top digit of l's NAF is +1 (l = 2^252 + a 125-bit value) */
    sf_ge_ed25519_cached_to_ext(&acc, &tab[(naf[top - 1] - 1) / 2], &dinv);
    for (size_t i = top - 1; i-- > 0;) {
        sf_ge_ed25519_dbl(&acc, &acc);
        if (naf[i] > 0) {
            sf_ge_ed25519_add_cached(&acc, &acc, &tab[(naf[i] - 1) / 2]);
        } else if (naf[i] < 0) {
            sf_ge_ed25519_cached_neg(&e, &tab[(-naf[i] - 1) / 2]);
            sf_ge_ed25519_add_cached(&acc, &acc, &e);
        }
    }
    r = sf_ge_ed25519_ext_is_identity(&acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(&e, sizeof e);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&p2, sizeof p2);
    return r;
}

/* ==== the birational map to Curve25519 ======================================= */

void sf_ge_ed25519_to_montgomery_u(sf_fp255 *u, const sf_ge_ed25519_ext *p)
{
    sf_fp255 n, d;
    sf_fp255_add(&n, &p->Z, &p->Y);
    sf_fp255_sub(&d, &p->Z, &p->Y);
    sf_fp255_inv(&d, &d);
    sf_fp255_mul(u, &n, &d);
    sf_fp255_canon(u, u);
    sf_wipe(&n, sizeof n);
    sf_wipe(&d, sizeof d);
}

uint32_t sf_ge_ed25519_from_montgomery_u(sf_ge_ed25519_affine *r, const sf_fp255 *u,
                                         uint32_t sign)
{
    sf_fp255 n, d, one;
    uint32_t x0s, ok;
    sf_fp255_one(&one);
    sf_fp255_sub(&n, u, &one);
    sf_fp255_add(&d, u, &one);
    sf_fp255_inv(&d, &d);
    sf_fp255_mul(&r->y, &n, &d);
    sf_fp255_canon(&r->y, &r->y);
    ok = sf_ge_ed25519_recover_x_(&r->x, &x0s, &r->y, sign);
    sf_ge_ed25519_affine_or_identity_(r, ok);
    sf_wipe(&n, sizeof n);
    sf_wipe(&d, sizeof d);
    return ok;
}

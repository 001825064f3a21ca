/*
 * Constant-time cases for edwards25519: the group layer's functions that
 * may see secret inputs (src/group/ed25519/: the formulas, encodings and
 * decodings, the subgroup tests, the maps, ristretto255, Elligator 2 and
 * hash-to-curve, whose message may be secret; expand_message_xmd) and the
 * multiplication layer (src/mult/ed25519/). Points are poisoned as well as
 * scalars (a caller may multiply a secret point). Validity flags are
 * declassified by the sink: they are public by design. The variable-time
 * double-base multiplication is the negative control.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "group/ed25519/ge_ed25519.h"
#include "hash/xmd.h"
#include "mult/ed25519/mult_ed25519.h"

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A point of order l, [k]B for a scalar from seed, computed on public data. */
static void sf_ct_ed_point(sf_ge_ed25519_ext *p, uint64_t seed)
{
    uint8_t k[32];
    sf_ct_fill(k, 32, seed);
    sf_mult_ed25519_mul_gen(p, k);
}

/* ---- group: formulas, selections ------------------------------------------------- */

SF_CT_TEST(ge_ed25519_formulas)
{
    sf_ge_ed25519_ext p, q, r[6];
    sf_ge_ed25519_cached c, tc[4], lc;
    sf_ge_ed25519_niels n, ln;
    sf_ge_ed25519_affine a;
    sf_fp255 d2, dinv;
    uint32_t ctl[2] = {1, 0}, idx = 2;
    sf_ct_ed_point(&p, 2000);
    sf_ct_ed_point(&q, 2001);
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_load_dinv(&dinv);
    SF_CT_SECRET_VAR(p);
    SF_CT_SECRET_VAR(q);
    SF_CT_SECRET_VAR(ctl);
    SF_CT_SECRET_VAR(idx);
    sf_ge_ed25519_dbl(&r[0], &p);
    sf_ge_ed25519_add(&r[1], &p, &q, &d2);
    sf_ge_ed25519_ext_to_cached(&c, &q, &d2);
    sf_ge_ed25519_add_cached(&r[2], &p, &c);
    sf_ge_ed25519_ext_to_affine(&a, &q);
    sf_ge_ed25519_affine_to_niels(&n, &a, &d2);
    sf_ge_ed25519_add_niels(&r[3], &p, &n);
    for (int i = 0; i < 4; i++)
        tc[i] = c;
    sf_ge_ed25519_cached_lookup(&lc, tc, 4, idx, ctl[0]);
    sf_ge_ed25519_niels_lookup(&ln, &n, 1, 0, ctl[1]);
    sf_ge_ed25519_cached_to_ext(&r[4], &lc, &dinv);
    sf_ge_ed25519_niels_to_ext(&r[5], &ln, &dinv);
    sf_ge_ed25519_ext_cmov(&r[4], &r[5], ctl[1]);
    sf_ge_ed25519_ext_cneg(&r[5], &r[5], ctl[0]);
    SF_CT_SINK_VAR(r);
    {
        uint32_t f[4];
        f[0] = sf_ge_ed25519_ext_eq(&p, &q);
        f[1] = sf_ge_ed25519_ext_is_identity(&p);
        f[2] = sf_ge_ed25519_ext_is_valid(&p);
        f[3] = sf_ge_ed25519_affine_is_on_curve(&a);
        SF_CT_SINK_VAR(f);
    }
}

/* ---- group: RFC 8032 encoding, subgroups, the maps -------------------------------- */

SF_CT_TEST(ge_ed25519_encodings)
{
    uint8_t e[5][32], out[32];
    sf_ge_ed25519_affine a[2];
    sf_ge_ed25519_ext p;
    uint32_t f[10];
    sf_ct_ed_point(&p, 2002);
    sf_ge_ed25519_ext_encode(e[0], &p);           /* a valid point */
    memset(e[1], 0xff, 32);                       /* y >= p */
    e[1][31] = 0x7f;
    memset(e[2], 0, 32);                          /* y = 0: x^2 = -1, a point */
    e[2][31] = 0x80;
    memset(e[3], 0, 32);                          /* y = 1, sign 1: negative zero */
    e[3][0] = 1;
    e[3][31] = 0x80;
    memcpy(e[4], e[0], 32);                       /* most y are no point's */
    e[4][0] ^= 1;
    SF_CT_SECRET_VAR(e);
    SF_CT_SECRET_VAR(p);
    for (int i = 0; i < 5; i++) {
        f[2 * i] = sf_ge_ed25519_decode(&a[0], e[i]);
        f[2 * i + 1] = sf_ge_ed25519_decode_zip215(&a[1], e[i]);
        SF_CT_SINK_VAR(a);
    }
    SF_CT_SINK_VAR(f);
    sf_ge_ed25519_ext_encode(out, &p);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(ge_ed25519_subgroups_maps)
{
    static const uint8_t t8[32] = {
        0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef, 0x98, 0xf0,
        0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88, 0x6d, 0x53, 0xfc, 0x05};
    sf_ge_ed25519_ext p[2], r;
    sf_ge_ed25519_affine a;
    sf_fp255 u, s, t;
    uint32_t f[6], sign = 1;
    sf_ct_ed_point(&p[0], 2003);
    (void)sf_ge_ed25519_decode(&a, t8);
    sf_ge_ed25519_affine_to_ext(&p[1], &a);
    SF_CT_SECRET_VAR(p);
    SF_CT_SECRET_VAR(sign);
    for (int i = 0; i < 2; i++) {
        f[3 * i] = sf_ge_ed25519_has_small_order(&p[i]);
        f[3 * i + 1] = sf_ge_ed25519_is_torsion_free(&p[i]);
        sf_ge_ed25519_mul_cofactor(&r, &p[i]);
        SF_CT_SINK_VAR(r);
        sf_ge_ed25519_to_montgomery_u(&u, &p[i]);
        f[3 * i + 2] = sf_ge_ed25519_from_montgomery_u(&a, &u, sign);
        SF_CT_SINK_VAR(a);
        sf_ge_ed25519_to_montgomery_st(&s, &t, &p[i]);
        SF_CT_SINK_VAR(s);
        SF_CT_SINK_VAR(t);
    }
    SF_CT_SINK_VAR(f);
}

/* ---- ristretto255 ------------------------------------------------------------------ */

SF_CT_TEST(ge_ristretto255)
{
    uint8_t e[3][32], uni[64], out[32];
    sf_ge_ed25519_ext p, q, r;
    sf_fp255 t;
    uint32_t f[4];
    sf_ct_ed_point(&p, 2004);
    sf_ge_ristretto255_encode(e[0], &p);           /* valid */
    sf_ct_fill(e[1], 32, 2005);                    /* mostly invalid */
    memset(e[2], 0xff, 32);                        /* non-canonical */
    e[2][31] = 0x7f;
    sf_ct_fill(uni, 64, 2006);
    sf_fp255_set_u32(&t, 12345);
    SF_CT_SECRET_VAR(e);
    SF_CT_SECRET_VAR(uni);
    SF_CT_SECRET_VAR(p);
    SF_CT_SECRET_VAR(t);
    for (int i = 0; i < 3; i++) {
        f[i] = sf_ge_ristretto255_decode(&q, e[i]);
        SF_CT_SINK_VAR(q);
    }
    sf_ge_ristretto255_encode(out, &p);
    SF_CT_SINK_VAR(out);
    f[3] = sf_ge_ristretto255_eq(&p, &q);
    SF_CT_SINK_VAR(f);
    sf_ge_ristretto255_map(&r, &t);
    SF_CT_SINK_VAR(r);
    sf_ge_ristretto255_from_uniform_bytes(&r, uni);
    SF_CT_SINK_VAR(r);
}

/* ---- Elligator 2, hash-to-curve, expand_message_xmd ------------------------------------ */

SF_CT_TEST(ge_ed25519_hash_to_curve)
{
    static const uint8_t dst[] = "QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_";
    uint8_t msg[40], be48[48], ub[96];
    sf_fp255 u[3];
    sf_ge_ed25519_ext r;
    uint32_t f[2];
    sf_ct_fill(msg, sizeof msg, 2007);
    sf_ct_fill(be48, sizeof be48, 2008);
    sf_fp255_zero(&u[0]);                          /* u = 0: the exceptional case */
    sf_fp255_set_u32(&u[1], 7);
    sf_fp255_one(&u[2]);
    SF_CT_SECRET_VAR(msg);
    SF_CT_SECRET_VAR(be48);
    SF_CT_SECRET_VAR(u);
    for (int i = 0; i < 3; i++) {
        sf_ge_ed25519_map_to_curve(&r, &u[i]);
        SF_CT_SINK_VAR(r);
    }
    sf_ge_ed25519_field_from_be48(&u[0], be48);
    SF_CT_SINK_VAR(u[0]);
    (void)sf_expand_message_xmd_sha512(ub, sizeof ub, msg, sizeof msg, dst, sizeof dst - 1);
    SF_CT_SINK_VAR(ub);
    f[0] = sf_ge_ed25519_hash_to_curve(&r, msg, sizeof msg, dst, sizeof dst - 1);
    SF_CT_SINK_VAR(r);
    f[1] = sf_ge_ed25519_encode_to_curve(&r, msg, sizeof msg, dst, sizeof dst - 1);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(f);
}

/* ---- mult layer ------------------------------------------------------------------------- */

SF_CT_TEST(mult_ed25519_mul_gen)
{
    uint8_t k[3][32];
    sf_ge_ed25519_ext r[3];
    sf_ct_fill(k[0], 32, 2009);
    k[0][0] |= 1;            /* odd: k itself */
    sf_ct_fill(k[1], 32, 2010);
    k[1][0] &= 0xfe;         /* even: k + l */
    memset(k[2], 0, 32);     /* 0 */
    SF_CT_SECRET_VAR(k);
    for (int i = 0; i < 3; i++)
        sf_mult_ed25519_mul_gen(&r[i], k[i]);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_ed25519_mul)
{
    uint8_t k[2][32];
    sf_ge_ed25519_ext p, r[2];
    sf_ct_fill(k[0], 32, 2011);
    k[0][0] |= 1;
    sf_ct_fill(k[1], 32, 2012);
    k[1][0] &= 0xfe;         /* even: the correction path */
    sf_ct_ed_point(&p, 2013);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    for (int i = 0; i < 2; i++)
        sf_mult_ed25519_mul(&r[i], k[i], &p);
    SF_CT_SINK_VAR(r);
}

/* Negative control: the double-base multiplication is variable time. */
SF_CT_TEST(mult_ed25519_simul_gen_vartime)
{
    uint8_t a[32], b[32];
    sf_ge_ed25519_ext p, r;
    sf_ct_fill(a, 32, 2014);
    sf_ct_fill(b, 32, 2015);
    sf_ct_ed_point(&p, 2016);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_mult_ed25519_simul_gen_vartime(&r, a, b, &p);
    SF_CT_SINK_VAR(r);
}

const sf_ct_case sf_ct_cases_ed25519[] = {
    SF_CT_CLEAN(ge_ed25519_formulas),
    SF_CT_CLEAN(ge_ed25519_encodings),
    SF_CT_CLEAN(ge_ed25519_subgroups_maps),
    SF_CT_CLEAN(ge_ristretto255),
    SF_CT_CLEAN(ge_ed25519_hash_to_curve),
    SF_CT_CLEAN(mult_ed25519_mul_gen),
    SF_CT_CLEAN(mult_ed25519_mul),
    SF_CT_LEAKY(mult_ed25519_simul_gen_vartime),
    SF_CT_CASES_END,
};

/*
 * Constant-time cases for the field layer over p = 2^127 - 1
 * (src/field/p127/fp.h, fp2.h), run once per backend: sf-ct checks the
 * 64-bit limbs, sf-ct-portable the 32-bit ones.
 *
 * Every field element a curve handles may be secret (scalar-dependent
 * coordinates, decoded secret keys), so every operand here is poisoned,
 * including the control bits of cmov/cswap/cneg. The flags that decode,
 * sqrt and friends return are secret too as far as the field is concerned;
 * the cases only sink them (which declassifies after the fact) and never
 * branch on them.
 *
 * Inputs are built from defined bytes through decode *before* poisoning, so
 * the construction itself is not under test; the decode cases then poison
 * the bytes instead.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "field/p127/fp.h"
#include "field/p127/fp2.h"
#include "field/p127/fp2x4.h"

/* ---- inputs ---------------------------------------------------------------- */

/* A pseudo-random element below 2^127, from seed; defined (public) memory. */
static void sf_ct_fp127_make(sf_fp127 *r, uint64_t seed)
{
    uint8_t b[16];
    sf_ct_fill(b, sizeof b, seed);
    b[15] &= 0x7f;
    (void)sf_fp127_decode(r, b);
}

static void sf_ct_fp2_127_make(sf_fp2_127 *r, uint64_t seed)
{
    sf_ct_fp127_make(&r->re, seed);
    sf_ct_fp127_make(&r->im, seed + 1000);
}

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* ---- Fp: machine operations ------------------------------------------------ */

SF_CT_TEST(fp127_add_sub_neg_half)
{
    sf_fp127 a, b, r[4];
    sf_ct_fp127_make(&a, 200);
    sf_ct_fp127_make(&b, 201);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp127_add(&r[0], &a, &b);
    sf_fp127_sub(&r[1], &a, &b);
    sf_fp127_neg(&r[2], &a);
    sf_fp127_half(&r[3], &b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp127_mul_sqr)
{
    sf_fp127 a, b, c, d, r[5];
    sf_fp127_loose s;
    sf_ct_fp127_make(&a, 210);
    sf_ct_fp127_make(&b, 211);
    sf_ct_fp127_make(&c, 212);
    sf_ct_fp127_make(&d, 213);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    SF_CT_SECRET_VAR(d);
    sf_fp127_mul(&r[0], &a, &b);
    sf_fp127_sqr(&r[1], &a);
    sf_fp127_mul_small(&r[2], &b, 0xfffffffdu);
    sf_fp127_mul_add(&r[3], &a, &b, &c, &d);
    sf_fp127_add_loose(&s, &a, &b);
    sf_fp127_mul_loose(&r[4], &s, &c);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp127_canon_compare)
{
    sf_fp127 a, b, r;
    uint32_t f[5];
    sf_ct_fp127_make(&a, 220);
    sf_ct_fp127_make(&b, 221);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp127_canon(&r, &a);
    f[0] = sf_fp127_is_zero(&a);
    f[1] = sf_fp127_eq(&a, &b);
    f[2] = sf_fp127_eq(&a, &a);
    f[3] = sf_fp127_is_odd(&b);
    f[4] = sf_fp127_is_zero(&r);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(f);
}

SF_CT_TEST(fp127_cmov_cswap_cneg)
{
    sf_fp127 a, b, r;
    uint32_t ctl[3] = {1, 0, 1};
    sf_ct_fp127_make(&a, 230);
    sf_ct_fp127_make(&b, 231);
    r = b;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(r);
    SF_CT_SECRET_VAR(ctl);
    sf_fp127_cmov(&r, &a, ctl[0]);
    sf_fp127_cswap(&a, &b, ctl[1]);
    sf_fp127_cneg(&b, &a, ctl[2]);
    SF_CT_SINK_VAR(a);
    SF_CT_SINK_VAR(b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp127_encode)
{
    sf_fp127 a;
    uint8_t out[16];
    sf_ct_fp127_make(&a, 240);
    SF_CT_SECRET_VAR(a);
    sf_fp127_encode(out, &a);
    SF_CT_SINK_VAR(out);
}

/* A secret encoding, canonical or not: the validity flag must not leak how. */
SF_CT_TEST(fp127_decode)
{
    uint8_t in[2][16];
    sf_fp127 r[2];
    uint32_t ok[2];
    sf_ct_fill(in, sizeof in, 241);
    in[1][15] |= 0x80; /* non-canonical: bit 127 set */
    SF_CT_SECRET_VAR(in);
    ok[0] = sf_fp127_decode(&r[0], in[0]);
    ok[1] = sf_fp127_decode(&r[1], in[1]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/* ---- Fp: exponentiation chains (fp127.c) ------------------------------------ */

SF_CT_TEST(fp127_inv)
{
    sf_fp127 a, r[2];
    sf_ct_fp127_make(&a, 250);
    SF_CT_SECRET_VAR(a);
    sf_fp127_inv(&r[0], &a);
    sf_fp127_pow_p34(&r[1], &a);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp127_sqrt_invsqrt)
{
    sf_fp127 a, sq, r[2];
    uint32_t ok[3];
    int leg[2];
    sf_ct_fp127_make(&a, 260);
    sf_fp127_sqr(&sq, &a); /* one certain square, one likely non-square */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(sq);
    ok[0] = sf_fp127_sqrt(&r[0], &sq);
    ok[1] = sf_fp127_sqrt(&r[1], &a);
    ok[2] = sf_fp127_invsqrt(&r[0], &a);
    leg[0] = sf_fp127_legendre(&a);
    leg[1] = sf_fp127_legendre(&sq);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(leg);
}

SF_CT_TEST(fp127_sqrt_ratio)
{
    sf_fp127 u, v, r;
    uint32_t ok;
    sf_ct_fp127_make(&u, 270);
    sf_ct_fp127_make(&v, 271);
    SF_CT_SECRET_VAR(u);
    SF_CT_SECRET_VAR(v);
    ok = sf_fp127_sqrt_ratio(&r, &u, &v);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/* ---- Fp^2 ------------------------------------------------------------------ */

SF_CT_TEST(fp2_127_add_sub_neg_conj)
{
    sf_fp2_127 a, b, r[4];
    sf_ct_fp2_127_make(&a, 300);
    sf_ct_fp2_127_make(&b, 301);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp2_127_add(&r[0], &a, &b);
    sf_fp2_127_sub(&r[1], &a, &b);
    sf_fp2_127_neg(&r[2], &a);
    sf_fp2_127_conj(&r[3], &b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp2_127_mul_sqr)
{
    sf_fp2_127 a, b, r[5];
    sf_fp127 c;
    sf_ct_fp2_127_make(&a, 310);
    sf_ct_fp2_127_make(&b, 311);
    sf_ct_fp127_make(&c, 312);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    sf_fp2_127_mul(&r[0], &a, &b);
    sf_fp2_127_sqr(&r[1], &a);
    sf_fp2_127_mul_fp(&r[2], &b, &c);
    sf_fp2_127_mul_small(&r[3], &a, 0xfffffffdu);
    sf_fp2_127_mul_i(&r[4], &b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp2_127_canon_compare)
{
    sf_fp2_127 a, b, r;
    uint32_t f[3];
    sf_ct_fp2_127_make(&a, 320);
    sf_ct_fp2_127_make(&b, 321);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp2_127_canon(&r, &a);
    f[0] = sf_fp2_127_is_zero(&a);
    f[1] = sf_fp2_127_eq(&a, &b);
    f[2] = sf_fp2_127_eq(&a, &a);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(f);
}

SF_CT_TEST(fp2_127_cmov_cswap_cneg)
{
    sf_fp2_127 a, b, r;
    uint32_t ctl[3] = {0, 1, 1};
    sf_ct_fp2_127_make(&a, 330);
    sf_ct_fp2_127_make(&b, 331);
    r = b;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(r);
    SF_CT_SECRET_VAR(ctl);
    sf_fp2_127_cmov(&r, &a, ctl[0]);
    sf_fp2_127_cswap(&a, &b, ctl[1]);
    sf_fp2_127_cneg(&b, &a, ctl[2]);
    SF_CT_SINK_VAR(a);
    SF_CT_SINK_VAR(b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp2_127_encode_decode)
{
    sf_fp2_127 a, r[2];
    uint8_t out[32], in[2][32];
    uint32_t ok[2];
    sf_ct_fp2_127_make(&a, 340);
    sf_ct_fill(in, sizeof in, 341);
    in[1][31] |= 0x80; /* imaginary half non-canonical */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(in);
    sf_fp2_127_encode(out, &a);
    ok[0] = sf_fp2_127_decode(&r[0], in[0]);
    ok[1] = sf_fp2_127_decode(&r[1], in[1]);
    SF_CT_SINK_VAR(out);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

SF_CT_TEST(fp2_127_inv)
{
    sf_fp2_127 a[3], r[3], single;
    sf_ct_fp2_127_make(&a[0], 350);
    sf_ct_fp2_127_make(&a[1], 351);
    sf_ct_fp2_127_make(&a[2], 352);
    SF_CT_SECRET_VAR(a);
    sf_fp2_127_inv(&single, &a[0]);
    sf_fp2_127_inv_batch(r, a, 3);
    SF_CT_SINK_VAR(single);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp2_127_sqrt_invsqrt)
{
    sf_fp2_127 a, sq, r[3];
    uint32_t ok[3];
    int leg[2];
    sf_ct_fp2_127_make(&a, 360);
    sf_fp2_127_sqr(&sq, &a); /* one certain square, one likely non-square */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(sq);
    ok[0] = sf_fp2_127_sqrt(&r[0], &sq);
    ok[1] = sf_fp2_127_sqrt(&r[1], &a);
    ok[2] = sf_fp2_127_invsqrt(&r[2], &sq);
    leg[0] = sf_fp2_127_legendre(&a);
    leg[1] = sf_fp2_127_legendre(&sq);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(leg);
}

SF_CT_TEST(fp2_127_sqrt_ratio)
{
    sf_fp2_127 u, v, r[2];
    uint32_t ok[2];
    sf_ct_fp2_127_make(&u, 370);
    sf_ct_fp2_127_make(&v, 371);
    SF_CT_SECRET_VAR(u);
    SF_CT_SECRET_VAR(v);
    ok[0] = sf_fp2_127_sqrt_ratio(&r[0], &u, &v);
    ok[1] = sf_fp2_127_sqrt_ratio(&r[1], &v, &u);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

#ifdef SF_FP2X4
/* ---- four-way Fp^2 (sf-ct-x4: fp2x4.h over the plain-C lanes) --------------- */

SF_CT_TEST(fp2x4_ops)
{
    sf_fp2_127 e[4];
    sf_fp2x4 a, b, r[6];
    uint32_t ctl = 1;
    for (int k = 0; k < 4; k++)
        sf_ct_fp2_127_make(&e[k], 300 + (uint64_t)k);
    SF_CT_SECRET_VAR(e);
    SF_CT_SECRET_VAR(ctl);
    sf_fp2x4_pack(&a, &e[0], &e[1], &e[2], &e[3]);
    sf_fp2x4_pack(&b, &e[3], &e[0], &e[1], &e[2]);
    sf_fp2x4_mul(&r[0], &a, &b);
    sf_fp2x4_sqr(&r[1], &a);
    sf_fp2x4_sub(&r[2], &a, &b);
    sf_fp2x4_add(&r[3], &r[2], &a);
    sf_fp2x4_neg(&r[4], &r[0]);
    SF_FP2X4_PERMUTE(&r[5], &r[4], 1, 0, 3, 2);
    SF_FP2X4_BLEND(&r[5], &r[5], &r[3], 1, 0, 0, 1);
    sf_fp2x4_cmov(&r[5], &r[1], ctl);
    sf_fp2x4_carry(&r[2], &r[5]);
    sf_fp2x4_unpack(&e[0], &e[1], &e[2], &e[3], &r[2]);
    SF_CT_SINK_VAR(e);
    SF_CT_SINK_VAR(r);
}
#endif

const sf_ct_case sf_ct_cases_field_p127[] = {
    SF_CT_CLEAN(fp127_add_sub_neg_half),
    SF_CT_CLEAN(fp127_mul_sqr),
    SF_CT_CLEAN(fp127_canon_compare),
    SF_CT_CLEAN(fp127_cmov_cswap_cneg),
    SF_CT_CLEAN(fp127_encode),
    SF_CT_CLEAN(fp127_decode),
    SF_CT_CLEAN(fp127_inv),
    SF_CT_CLEAN(fp127_sqrt_invsqrt),
    SF_CT_CLEAN(fp127_sqrt_ratio),
    SF_CT_CLEAN(fp2_127_add_sub_neg_conj),
    SF_CT_CLEAN(fp2_127_mul_sqr),
    SF_CT_CLEAN(fp2_127_canon_compare),
    SF_CT_CLEAN(fp2_127_cmov_cswap_cneg),
    SF_CT_CLEAN(fp2_127_encode_decode),
    SF_CT_CLEAN(fp2_127_inv),
    SF_CT_CLEAN(fp2_127_sqrt_invsqrt),
    SF_CT_CLEAN(fp2_127_sqrt_ratio),
#ifdef SF_FP2X4
    SF_CT_CLEAN(fp2x4_ops),
#endif
    SF_CT_CASES_END,
};

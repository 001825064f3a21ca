/*
 * Constant-time cases for secp256k1's two bottom layers: the field
 * (src/field/k256/fk256.h) and the scalars mod n (src/scalar/k256/sc_k256.h).
 * sf-ct checks the 64-bit backends, sf-ct-portable the 32-bit ones.
 *
 * Every field element and scalar may be secret (keys, nonces, coordinates
 * of secret multiples), so every operand is poisoned, control bits
 * included. The validity flags of decode/load/sqrt are secret as far as
 * these layers know; the cases only sink them.
 *
 * The _vartime inverses are listed as leaky: they are the negative controls
 * showing that the check sees their data-dependent loop.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "field/k256/fk256.h"
#include "scalar/k256/sc_k256.h"

extern const sf_ct_case sf_ct_cases_k256[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A pseudo-random element / scalar from defined bytes (not under test). */
static void sf_ct_k256_fe(sf_fk256 *r, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    (void)sf_fk256_decode(r, b);
}

static void sf_ct_k256_sc(sf_sc_k256 *r, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    (void)sf_sc_k256_load(r, b);
}

/* ---- field ---------------------------------------------------------------- */

SF_CT_TEST(fk256_decode_encode)
{
    uint8_t in[2][32], out[2][32];
    sf_fk256 a[2];
    uint32_t ok[2];
    sf_ct_fill(in, sizeof in, 500);
    for (int i = 0; i < 32; i++)
        in[1][i] = 0xFF; /* >= p */
    SF_CT_SECRET_VAR(in);
    for (int i = 0; i < 2; i++) {
        ok[i] = sf_fk256_decode(&a[i], in[i]);
        sf_fk256_encode(out[i], &a[i]);
    }
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(fk256_arith)
{
    sf_fk256 a, b, r[8];
    uint32_t c = 7;
    sf_ct_k256_fe(&a, 510);
    sf_ct_k256_fe(&b, 511);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    sf_fk256_add(&r[0], &a, &b);
    sf_fk256_sub(&r[1], &a, &b, 1);
    sf_fk256_neg(&r[2], &a, 1);
    sf_fk256_mul(&r[3], &a, &b);
    sf_fk256_sqr(&r[4], &a);
    sf_fk256_mul_int(&r[5], &a, c);
    sf_fk256_normalize_weak(&r[6], &r[1]);
    sf_fk256_normalize(&r[7], &r[5]);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fk256_select_predicates)
{
    sf_fk256 a, b, r, s;
    uint32_t ctl = 1, flags[4];
    sf_ct_k256_fe(&a, 520);
    sf_ct_k256_fe(&b, 521);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    r = a;
    sf_fk256_cmov(&r, &b, ctl);
    sf_fk256_cswap(&r, &a, ctl);
    sf_fk256_cneg(&s, &b, 1, ctl);
    flags[0] = sf_fk256_is_zero(&a);
    flags[1] = sf_fk256_eq(&a, &b);
    flags[2] = sf_fk256_is_odd(&s);
    flags[3] = sf_fk256_eq(&r, &s);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(s);
    SF_CT_SINK_VAR(flags);
}

SF_CT_TEST(fk256_inv_sqrt)
{
    sf_fk256 a, b, r[2];
    uint32_t ok[2];
    sf_ct_k256_fe(&a, 530);
    sf_fk256_sqr(&b, &a); /* a square, so sqrt takes its "found" path */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fk256_inv(&r[0], &a);
    ok[0] = sf_fk256_sqrt(&r[1], &b);
    ok[1] = sf_fk256_is_square(&a);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

SF_CT_TEST(fk256_inv_vartime_leaks)
{
    sf_fk256 a, r;
    sf_ct_k256_fe(&a, 540);
    SF_CT_SECRET_VAR(a);
    sf_fk256_inv_vartime(&r, &a);
    SF_CT_SINK_VAR(r);
}

/* ---- scalars ---------------------------------------------------------------- */

SF_CT_TEST(sc_k256_load_store)
{
    uint8_t in[2][32], wide[64], out[3][32];
    sf_sc_k256 s[3];
    uint32_t ovf[2];
    sf_ct_fill(in, sizeof in, 600);
    sf_ct_fill(wide, sizeof wide, 601);
    for (int i = 0; i < 32; i++)
        in[1][i] = 0xFF; /* >= n */
    SF_CT_SECRET_VAR(in);
    SF_CT_SECRET_VAR(wide);
    for (int i = 0; i < 2; i++)
        ovf[i] = sf_sc_k256_load(&s[i], in[i]);
    sf_sc_k256_reduce_wide(&s[2], wide);
    for (int i = 0; i < 3; i++)
        sf_sc_k256_store(out[i], &s[i]);
    SF_CT_SINK_VAR(ovf);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(sc_k256_arith)
{
    sf_sc_k256 a, b, r[6];
    sf_ct_k256_sc(&a, 610);
    sf_ct_k256_sc(&b, 611);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_sc_k256_add(&r[0], &a, &b);
    sf_sc_k256_sub(&r[1], &a, &b);
    sf_sc_k256_neg(&r[2], &a);
    sf_sc_k256_mul(&r[3], &a, &b);
    sf_sc_k256_sqr(&r[4], &a);
    sf_sc_k256_inv(&r[5], &a);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(sc_k256_select_predicates)
{
    sf_sc_k256 a, b, r, s;
    uint32_t ctl = 1, flags[5], bits[3];
    sf_ct_k256_sc(&a, 620);
    sf_ct_k256_sc(&b, 621);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    r = a;
    sf_sc_k256_cmov(&r, &b, ctl);
    sf_sc_k256_cneg(&s, &r, ctl);
    flags[0] = sf_sc_k256_is_zero(&a);
    flags[1] = sf_sc_k256_eq(&a, &b);
    flags[2] = sf_sc_k256_is_high(&a);
    flags[3] = sf_sc_k256_is_one(&b);
    flags[4] = sf_sc_k256_abs(&s, &s);
    /* public window positions, secret scalar */
    bits[0] = sf_sc_k256_get_bits(&a, 0, 5);
    bits[1] = sf_sc_k256_get_bits(&a, 62, 5);
    bits[2] = sf_sc_k256_get_bits(&a, 224, 32);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(s);
    SF_CT_SINK_VAR(flags);
    SF_CT_SINK_VAR(bits);
}

SF_CT_TEST(sc_k256_split_lambda)
{
    sf_sc_k256 k, k1, k2;
    uint32_t neg[2];
    sf_ct_k256_sc(&k, 630);
    SF_CT_SECRET_VAR(k);
    sf_sc_k256_split_lambda(&k1, &k2, &k);
    neg[0] = sf_sc_k256_abs(&k1, &k1);
    neg[1] = sf_sc_k256_abs(&k2, &k2);
    SF_CT_SINK_VAR(k1);
    SF_CT_SINK_VAR(k2);
    SF_CT_SINK_VAR(neg);
}

SF_CT_TEST(sc_k256_inv_vartime_leaks)
{
    sf_sc_k256 a, r;
    sf_ct_k256_sc(&a, 640);
    SF_CT_SECRET_VAR(a);
    sf_sc_k256_inv_vartime(&r, &a);
    SF_CT_SINK_VAR(r);
}

const sf_ct_case sf_ct_cases_k256[] = {
    SF_CT_CLEAN(fk256_decode_encode),
    SF_CT_CLEAN(fk256_arith),
    SF_CT_CLEAN(fk256_select_predicates),
    SF_CT_CLEAN(fk256_inv_sqrt),
    SF_CT_LEAKY(fk256_inv_vartime_leaks),
    SF_CT_CLEAN(sc_k256_load_store),
    SF_CT_CLEAN(sc_k256_arith),
    SF_CT_CLEAN(sc_k256_select_predicates),
    SF_CT_CLEAN(sc_k256_split_lambda),
    SF_CT_LEAKY(sc_k256_inv_vartime_leaks),
    SF_CT_CASES_END,
};

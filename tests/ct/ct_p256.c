/*
 * Constant-time cases for P-256's two bottom layers: the field mod p
 * (src/field/p256/fp256.h, Montgomery domain) and the scalars mod n
 * (src/scalar/p256/sc_p256.h). sf-ct checks the 64-bit backends,
 * sf-ct-portable the 32-bit ones.
 *
 * Every field element and scalar may be secret (private keys, nonces,
 * coordinates of secret multiples), so every operand is poisoned, control
 * bits included. Validity flags (decode, load, sqrt) are secret as far as
 * these layers know; the cases only sink them. Public parameters (hash
 * length, bit offsets, window width) stay defined.
 *
 * sf_sc_p256_inv_vartime is listed as leaky: the negative control showing
 * that the check sees its data-dependent loop.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "field/p256/fp256.h"
#include "scalar/p256/sc_p256.h"

extern const sf_ct_case sf_ct_cases_p256[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

static void sf_ct_p256_fe(sf_fp256 *r, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    (void)sf_fp256_decode(r, b);
}

static void sf_ct_p256_sc(sf_sc_p256 *r, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    (void)sf_sc_p256_load(r, b);
}

/* ---- field ---------------------------------------------------------------- */

SF_CT_TEST(fp256_decode_encode)
{
    uint8_t in[2][32], out[2][32];
    sf_fp256 a[2];
    uint32_t ok[2];
    sf_ct_fill(in, sizeof in, 600);
    for (int i = 0; i < 32; i++)
        in[1][i] = 0xFF; /* >= p: the rejecting path */
    SF_CT_SECRET_VAR(in);
    for (int i = 0; i < 2; i++) {
        ok[i] = sf_fp256_decode(&a[i], in[i]);
        sf_fp256_encode(out[i], &a[i]);
    }
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(fp256_arith)
{
    sf_fp256 a, b, r[10];
    sf_ct_p256_fe(&a, 610);
    sf_ct_p256_fe(&b, 611);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp256_add(&r[0], &a, &b);
    sf_fp256_sub(&r[1], &a, &b);
    sf_fp256_neg(&r[2], &a);
    sf_fp256_mul(&r[3], &a, &b);
    sf_fp256_sqr(&r[4], &a);
    sf_fp256_dbl(&r[5], &a);
    sf_fp256_sqr_n(&r[6], &b, 5);
    sf_fp256_from_mont(&r[7], &a);
    sf_fp256_to_mont(&r[8], &r[7]);
    sf_fp256_half(&r[9], &a);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp256_select_predicates)
{
    sf_fp256 a, b, r[3];
    uint32_t ctl = 1, flags[3];
    sf_ct_p256_fe(&a, 620);
    sf_ct_p256_fe(&b, 621);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    r[0] = a;
    sf_fp256_cmov(&r[0], &b, ctl);
    r[1] = b;
    sf_fp256_cswap(&r[1], &r[0], ctl);
    sf_fp256_cneg(&r[2], &a, ctl);
    flags[0] = sf_fp256_is_zero(&a);
    flags[1] = sf_fp256_eq(&a, &b);
    flags[2] = sf_fp256_is_odd(&a);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(flags);
}

SF_CT_TEST(fp256_inv_sqrt)
{
    sf_fp256 a, r[2];
    uint32_t ok;
    sf_ct_p256_fe(&a, 630);
    SF_CT_SECRET_VAR(a);
    sf_fp256_inv(&r[0], &a);
    ok = sf_fp256_sqrt(&r[1], &a);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/* ---- scalars ------------------------------------------------------------ */

SF_CT_TEST(sc_p256_load_store)
{
    uint8_t in[2][32], h[66], out[3][32];
    sf_sc_p256 s[3];
    uint32_t ok[3];
    sf_ct_fill(in, sizeof in, 640);
    sf_ct_fill(h, sizeof h, 641);
    for (int i = 0; i < 32; i++)
        in[1][i] = 0xFF; /* >= n */
    SF_CT_SECRET_VAR(in);
    SF_CT_SECRET_VAR(h);
    ok[0] = sf_sc_p256_load(&s[0], in[0]);
    ok[1] = sf_sc_p256_load_nonzero(&s[1], in[1]);
    ok[2] = 0;
    sf_sc_p256_from_hash(&s[2], h, sizeof h);
    for (int i = 0; i < 3; i++)
        sf_sc_p256_store(out[i], &s[i]);
    sf_sc_p256_from_hash(&s[2], h, 20);
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(out);
    SF_CT_SINK_VAR(s);
}

SF_CT_TEST(sc_p256_arith)
{
    sf_sc_p256 a, b, r[5];
    sf_ct_p256_sc(&a, 650);
    sf_ct_p256_sc(&b, 651);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_sc_p256_add(&r[0], &a, &b);
    sf_sc_p256_sub(&r[1], &a, &b);
    sf_sc_p256_neg(&r[2], &a);
    sf_sc_p256_mul(&r[3], &a, &b);
    sf_sc_p256_inv(&r[4], &a);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(sc_p256_select_bits)
{
    sf_sc_p256 a, b, r;
    uint32_t ctl = 1, flags[4], bits[3];
    int8_t d[SF_SC_P256_RECODE_LEN(5)];
    sf_ct_p256_sc(&a, 660);
    sf_ct_p256_sc(&b, 661);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    r = a;
    sf_sc_p256_cmov(&r, &b, ctl);
    flags[0] = sf_sc_p256_is_zero(&a);
    flags[1] = sf_sc_p256_eq(&a, &b);
    flags[2] = sf_sc_p256_is_odd(&a);
    flags[3] = sf_sc_p256_is_high(&a);
    bits[0] = sf_sc_p256_get_bits(&a, 0, 5);
    bits[1] = sf_sc_p256_get_bits(&a, 60, 8); /* crosses a limb */
    bits[2] = sf_sc_p256_get_bits(&a, 224, 32);
    sf_sc_p256_recode_signed(d, &a, 5);
    sf_sc_p256_clear(&b);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(flags);
    SF_CT_SINK_VAR(bits);
    SF_CT_SINK_VAR(d);
    SF_CT_SINK_VAR(b);
}

SF_CT_TEST(sc_p256_inv_vartime_leaks)
{
    sf_sc_p256 a, r;
    sf_ct_p256_sc(&a, 670);
    SF_CT_SECRET_VAR(a);
    sf_sc_p256_inv_vartime(&r, &a);
    SF_CT_SINK_VAR(r);
}

const sf_ct_case sf_ct_cases_p256[] = {
    SF_CT_CLEAN(fp256_decode_encode),
    SF_CT_CLEAN(fp256_arith),
    SF_CT_CLEAN(fp256_select_predicates),
    SF_CT_CLEAN(fp256_inv_sqrt),
    SF_CT_CLEAN(sc_p256_load_store),
    SF_CT_CLEAN(sc_p256_arith),
    SF_CT_CLEAN(sc_p256_select_bits),
    SF_CT_LEAKY(sc_p256_inv_vartime_leaks),
    SF_CT_CASES_END,
};

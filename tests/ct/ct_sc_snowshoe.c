/*
 * Constant-time cases for the Snowshoe scalar layer
 * (src/scalar/snowshoe/sc_snowshoe.h), run once per limb size: sf-ct checks
 * the 64-bit limbs, sf-ct-portable the 32-bit ones.
 *
 * Every scalar may be secret (keys, nonces, the halves of a decomposed
 * multiplier), so every operand is poisoned, including cmov's control bit.
 * The range flag of decode is secret as far as this layer is concerned (the
 * caller folds it into its return value); the case only sinks it.
 *
 * Scalars are built from defined bytes by reduce512 *before* poisoning, so
 * the construction is not under test; the decode/reduce cases poison the
 * bytes instead.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "scalar/snowshoe/sc_snowshoe.h"

extern const sf_ct_case sf_ct_cases_sc_snowshoe[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A pseudo-random scalar from seed; defined (public) memory. */
static void sf_ct_sc_snowshoe_make(sf_sc_snowshoe *r, uint64_t seed)
{
    uint8_t b[64];
    sf_ct_fill(b, sizeof b, seed);
    sf_sc_snowshoe_reduce512(r, b);
}

/* ---- loading and storing ------------------------------------------------- */

SF_CT_TEST(sc_snowshoe_decode)
{
    uint8_t in[3][32], out[3][32];
    sf_sc_snowshoe s[3];
    uint32_t ok[3];
    sf_ct_fill(in, sizeof in, 400);
    in[0][31] &= 0x07; /* valid */
    /* in[1]: >= q (invalid); in[2]: zero (invalid) */
    in[1][31] |= 0x10;
    for (int i = 0; i < 32; i++)
        in[2][i] = 0;
    SF_CT_SECRET_VAR(in);
    for (int i = 0; i < 3; i++) {
        ok[i] = sf_sc_snowshoe_decode(&s[i], in[i]);
        sf_sc_snowshoe_encode(out[i], &s[i]);
    }
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(sc_snowshoe_decode_reduce)
{
    uint8_t in[32], out[32];
    sf_sc_snowshoe s;
    sf_ct_fill(in, sizeof in, 401);
    SF_CT_SECRET_VAR(in);
    sf_sc_snowshoe_decode_reduce(&s, in);
    sf_sc_snowshoe_encode(out, &s);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(sc_snowshoe_reduce512)
{
    uint8_t in[64], out[32];
    sf_sc_snowshoe s;
    sf_ct_fill(in, sizeof in, 402);
    SF_CT_SECRET_VAR(in);
    sf_sc_snowshoe_reduce512(&s, in);
    sf_sc_snowshoe_encode(out, &s);
    SF_CT_SINK_VAR(out);
}

/* ---- arithmetic ----------------------------------------------------------------- */

SF_CT_TEST(sc_snowshoe_add_sub_neg)
{
    sf_sc_snowshoe a, b, r[3];
    sf_ct_sc_snowshoe_make(&a, 410);
    sf_ct_sc_snowshoe_make(&b, 411);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_sc_snowshoe_add(&r[0], &a, &b);
    sf_sc_snowshoe_sub(&r[1], &a, &b);
    sf_sc_snowshoe_neg(&r[2], &a);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(sc_snowshoe_mul_muladd)
{
    sf_sc_snowshoe a, b, c, r[2];
    sf_ct_sc_snowshoe_make(&a, 420);
    sf_ct_sc_snowshoe_make(&b, 421);
    sf_ct_sc_snowshoe_make(&c, 422);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    sf_sc_snowshoe_mul(&r[0], &a, &b);
    sf_sc_snowshoe_muladd(&r[1], &a, &b, &c);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(sc_snowshoe_eq_zero_cmov)
{
    sf_sc_snowshoe a, b, r;
    uint32_t ctl[1], f[3];
    sf_ct_sc_snowshoe_make(&a, 430);
    sf_ct_sc_snowshoe_make(&b, 431);
    ctl[0] = 1;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    f[0] = sf_sc_snowshoe_eq(&a, &b);
    f[1] = sf_sc_snowshoe_eq(&a, &a);
    f[2] = sf_sc_snowshoe_is_zero(&a);
    r = a;
    sf_sc_snowshoe_cmov(&r, &b, ctl[0]);
    SF_CT_SINK_VAR(f);
    SF_CT_SINK_VAR(r);
}

/* ---- the original's byte-level operations ----------------------------------- */

SF_CT_TEST(sc_snowshoe_bytes_ops)
{
    uint8_t x[64], y[32], z[32], k[32], r[4][32];
    sf_ct_fill(x, sizeof x, 440);
    sf_ct_fill(y, sizeof y, 441);
    sf_ct_fill(z, sizeof z, 442);
    sf_ct_fill(k, sizeof k, 443);
    SF_CT_SECRET_VAR(x);
    SF_CT_SECRET_VAR(y);
    SF_CT_SECRET_VAR(z);
    SF_CT_SECRET_VAR(k);
    sf_sc_snowshoe_mod_q_bytes(r[0], x);
    sf_sc_snowshoe_add_mod_q_bytes(r[1], x, y);
    sf_sc_snowshoe_mul_mod_q_bytes(r[2], x, y, z);
    sf_sc_snowshoe_mul_mod_q_bytes(r[3], x, y, NULL);
    sf_sc_snowshoe_secret_mask(k);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(k);
}

/* ---- GLS decomposition and recoding ------------------------------------------ */

SF_CT_TEST(sc_snowshoe_gls_decompose)
{
    sf_sc_snowshoe k[2], r[2];
    sf_sc_snowshoe_gls d[2];
    sf_ct_sc_snowshoe_make(&k[0], 450);
    /* k = lambda: the case the original gets wrong (k1 = 0) */
    {
        static const uint8_t lambda[32] = {
            0x8f, 0xf5, 0x8c, 0xbd, 0x17, 0x5d, 0xf9, 0xcb, 0xcc, 0xf5, 0x94,
            0xde, 0x9c, 0xc4, 0x27, 0xa8, 0xe2, 0x2b, 0xb4, 0xcb, 0x0c, 0x48,
            0xa9, 0xb0, 0x1a, 0x0e, 0x82, 0x06, 0x80, 0x10, 0xc2, 0x0e};
        (void)sf_sc_snowshoe_decode(&k[1], lambda);
    }
    SF_CT_SECRET_VAR(k);
    for (int i = 0; i < 2; i++) {
        sf_sc_snowshoe_gls_decompose(&d[i], &k[i]);
        sf_sc_snowshoe_gls_recombine(&r[i], &d[i]);
    }
    SF_CT_SINK_VAR(d);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(sc_snowshoe_recode)
{
    uint64_t mag[2][2];
    int8_t dg[2][SF_SC_SNOWSHOE_RECODE_MAX_DIGITS];
    uint32_t corr[2];
    sf_ct_fill(mag, sizeof mag, 460);
    mag[0][1] &= ((uint64_t)1 << 62) - 1;
    mag[1][1] &= ((uint64_t)1 << 62) - 1;
    mag[1][0] &= ~(uint64_t)1; /* an even one, which needs the correction */
    SF_CT_SECRET_VAR(mag);
    corr[0] = sf_sc_snowshoe_recode(dg[0], mag[0], 5);
    corr[1] = sf_sc_snowshoe_recode(dg[1], mag[1], 4);
    SF_CT_SINK_VAR(corr);
    SF_CT_SINK_VAR(dg);
}

const sf_ct_case sf_ct_cases_sc_snowshoe[] = {
    SF_CT_CLEAN(sc_snowshoe_decode),
    SF_CT_CLEAN(sc_snowshoe_decode_reduce),
    SF_CT_CLEAN(sc_snowshoe_reduce512),
    SF_CT_CLEAN(sc_snowshoe_add_sub_neg),
    SF_CT_CLEAN(sc_snowshoe_mul_muladd),
    SF_CT_CLEAN(sc_snowshoe_eq_zero_cmov),
    SF_CT_CLEAN(sc_snowshoe_bytes_ops),
    SF_CT_CLEAN(sc_snowshoe_gls_decompose),
    SF_CT_CLEAN(sc_snowshoe_recode),
    SF_CT_CASES_END,
};

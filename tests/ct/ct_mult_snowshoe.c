/*
 * Constant-time cases for the Snowshoe multiplication layer
 * (src/mult/snowshoe/), and so for the three mult/ templates as instantiated
 * there. Scalars are secret in every case; the points of mul and simul are
 * secret too (an ECDH peer key is public, but an Elligator or EC-DH-FS
 * operand need not be), so they are poisoned as well. simul_gen is
 * variable time by design: a negative control.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "mult/snowshoe/mult_snowshoe.h"

extern const sf_ct_case sf_ct_cases_mult_snowshoe[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

static void sf_ct_ms_scalar(sf_sc_snowshoe *r, uint64_t seed)
{
    uint8_t b[64];
    sf_ct_fill(b, sizeof b, seed);
    sf_sc_snowshoe_reduce512(r, b);
}

/* A point of the q-subgroup, computed on public data before poisoning. */
static void sf_ct_ms_point(sf_ge_snowshoe_ext *r, uint64_t seed)
{
    sf_sc_snowshoe k;
    sf_ct_ms_scalar(&k, seed);
    sf_mult_snowshoe_mul_gen(r, &k);
}

SF_CT_TEST(mult_snowshoe_mul_gen)
{
    sf_sc_snowshoe k[2];
    sf_ge_snowshoe_ext r[2];
    sf_ct_ms_scalar(&k[0], 800);
    sf_sc_snowshoe_set_u32(&k[1], 0); /* the k = 0 path (q, negation) */
    SF_CT_SECRET_VAR(k);
    sf_mult_snowshoe_mul_gen(&r[0], &k[0]);
    sf_mult_snowshoe_mul_gen(&r[1], &k[1]);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_snowshoe_mul)
{
    sf_sc_snowshoe k;
    sf_ge_snowshoe_ext p, r;
    sf_ct_ms_scalar(&k, 801);
    sf_ct_ms_point(&p, 802);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    sf_mult_snowshoe_mul(&r, &k, &p);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_snowshoe_simul)
{
    sf_sc_snowshoe a, b;
    sf_ge_snowshoe_ext p, q, r;
    sf_ct_ms_scalar(&a, 803);
    sf_ct_ms_scalar(&b, 804);
    sf_ct_ms_point(&p, 805);
    sf_ct_ms_point(&q, 806);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(p);
    SF_CT_SECRET_VAR(q);
    sf_mult_snowshoe_simul(&r, &a, &p, &b, &q);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_snowshoe_simul_gen_vartime_leaks)
{
    sf_sc_snowshoe a, b;
    sf_ge_snowshoe_ext q, r;
    sf_ct_ms_scalar(&a, 807);
    sf_ct_ms_scalar(&b, 808);
    sf_ct_ms_point(&q, 809);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_mult_snowshoe_simul_gen_vartime(&r, &a, &b, &q);
    SF_CT_SINK_VAR(r);
}

const sf_ct_case sf_ct_cases_mult_snowshoe[] = {
    SF_CT_CLEAN(mult_snowshoe_mul_gen),
    SF_CT_CLEAN(mult_snowshoe_mul),
    SF_CT_CLEAN(mult_snowshoe_simul),
    SF_CT_LEAKY(mult_snowshoe_simul_gen_vartime_leaks),
    SF_CT_CASES_END,
};

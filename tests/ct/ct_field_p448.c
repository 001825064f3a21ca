/*
 * Constant-time cases for the field layer over p = 2^448 - 2^224 - 1
 * (src/field/p448/fp448.h), run once per backend: sf-ct checks the 56-bit
 * limbs, sf-ct-portable the 28-bit ones.
 *
 * Every field element a curve handles may be secret (scalar-dependent
 * coordinates, decoded secret keys, X448's u), so every operand here is
 * poisoned, including the control bits of cmov/cswap/cneg. The flags that
 * decode, sqrt and friends return are secret too as far as the field is
 * concerned; the cases only sink them and never branch on them.
 *
 * Inputs are built from defined bytes through decode *before* poisoning,
 * so the construction itself is not under test; the decode cases then
 * poison the bytes instead. The last case is the leaky control: a
 * branch on a secret field element's parity, which the check must flag.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "field/p448/fp448.h"

/* A pseudo-random element from seed (any 448-bit string); defined memory. */
static void sf_ct_fp448_make(sf_fp448 *r, uint64_t seed)
{
    uint8_t b[56];
    sf_ct_fill(b, sizeof b, seed);
    sf_fp448_decode_reduce(r, b);
}

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* ---- machine operations ------------------------------------------------------ */

SF_CT_TEST(fp448_add_sub_neg)
{
    sf_fp448 a, b, r[4];
    sf_ct_fp448_make(&a, 4480);
    sf_ct_fp448_make(&b, 4481);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp448_add(&r[0], &a, &b);
    sf_fp448_sub(&r[1], &a, &b);
    sf_fp448_neg(&r[2], &a);
    sf_fp448_copy(&r[3], &b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp448_mul_sqr)
{
    sf_fp448 a, b, c, r[5];
    sf_fp448_loose s, t;
    sf_ct_fp448_make(&a, 4490);
    sf_ct_fp448_make(&b, 4491);
    sf_ct_fp448_make(&c, 4492);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    sf_fp448_mul(&r[0], &a, &b);
    sf_fp448_sqr(&r[1], &a);
    sf_fp448_mul_small(&r[2], &b, 39081);
    sf_fp448_add_loose(&s, &a, &b);
    sf_fp448_sub_loose(&t, &b, &c);
    sf_fp448_mul_loose(&r[3], &s, &c);
    sf_fp448_mul_loose_loose(&r[4], &s, &t);
    sf_fp448_sqr_loose(&r[0], &t);
    sf_fp448_carry(&r[1], &s);
    sf_fp448_sqr_n(&r[2], &r[2], 3);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp448_canon_compare)
{
    sf_fp448 a, b, r;
    uint32_t f[5];
    sf_ct_fp448_make(&a, 4500);
    sf_ct_fp448_make(&b, 4501);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp448_canon(&r, &a);
    f[0] = sf_fp448_is_zero(&a);
    f[1] = sf_fp448_eq(&a, &b);
    f[2] = sf_fp448_eq(&a, &a);
    f[3] = sf_fp448_is_odd(&b);
    f[4] = sf_fp448_is_zero(&r);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(f);
}

SF_CT_TEST(fp448_cmov_cswap_cneg)
{
    sf_fp448 a, b, r;
    uint32_t ctl[3] = {1, 0, 1};
    sf_ct_fp448_make(&a, 4510);
    sf_ct_fp448_make(&b, 4511);
    r = b;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(r);
    SF_CT_SECRET_VAR(ctl);
    sf_fp448_cmov(&r, &a, ctl[0]);
    sf_fp448_cswap(&a, &b, ctl[1]);
    sf_fp448_cneg(&b, &a, ctl[2]);
    /* CT_ABS, the decaf448 idiom */
    sf_fp448_cneg(&a, &a, sf_fp448_is_odd(&a));
    SF_CT_SINK_VAR(a);
    SF_CT_SINK_VAR(b);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp448_encode_from_words)
{
    sf_fp448 a, r;
    uint8_t out[56];
    uint64_t w[7];
    sf_ct_fp448_make(&a, 4520);
    sf_ct_fill(w, sizeof w, 4521);
    w[6] >>= 1; /* below p */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(w);
    sf_fp448_encode(out, &a);
    sf_fp448_from_words(&r, w);
    SF_CT_SINK_VAR(out);
    SF_CT_SINK_VAR(r);
}

/* A secret encoding, canonical or not: the flag must not leak which. */
SF_CT_TEST(fp448_decode)
{
    uint8_t in[2][56];
    sf_fp448 r[3];
    uint32_t ok[2];
    sf_ct_fill(in, sizeof in, 4530);
    in[0][55] = 0x7f;                 /* canonical */
    for (int i = 0; i < 56; i++)      /* non-canonical: p <= x < 2^448 */
        in[1][i] = 0xff;
    SF_CT_SECRET_VAR(in);
    ok[0] = sf_fp448_decode(&r[0], in[0]);
    ok[1] = sf_fp448_decode(&r[1], in[1]);
    sf_fp448_decode_reduce(&r[2], in[1]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/* ---- exponentiation chains (fp448.c) ---------------------------------------- */

SF_CT_TEST(fp448_inv)
{
    sf_fp448 a[3], r[3], single, pw;
    sf_ct_fp448_make(&a[0], 4540);
    sf_ct_fp448_make(&a[1], 4541);
    sf_ct_fp448_make(&a[2], 4542);
    SF_CT_SECRET_VAR(a);
    sf_fp448_inv(&single, &a[0]);
    sf_fp448_pow_p34(&pw, &a[1]);
    sf_fp448_inv_batch(r, a, 3);
    SF_CT_SINK_VAR(single);
    SF_CT_SINK_VAR(pw);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp448_sqrt_invsqrt)
{
    sf_fp448 a, sq, r[3];
    uint32_t ok[3];
    int leg[2];
    sf_ct_fp448_make(&a, 4550);
    sf_fp448_sqr(&sq, &a); /* one certain square, one likely non-square */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(sq);
    ok[0] = sf_fp448_sqrt(&r[0], &sq);
    ok[1] = sf_fp448_sqrt(&r[1], &a);
    ok[2] = sf_fp448_invsqrt(&r[2], &a);
    leg[0] = sf_fp448_legendre(&a);
    leg[1] = sf_fp448_legendre(&sq);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(leg);
}

SF_CT_TEST(fp448_sqrt_ratio)
{
    sf_fp448 u, v, r[2];
    uint32_t ok[2];
    sf_ct_fp448_make(&u, 4560);
    sf_ct_fp448_make(&v, 4561);
    SF_CT_SECRET_VAR(u);
    SF_CT_SECRET_VAR(v);
    ok[0] = sf_fp448_sqrt_ratio(&r[0], &u, &v);
    ok[1] = sf_fp448_sqrt_ratio(&r[1], &v, &u);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/* Leaky control: a branch on the parity of a secret element. */
SF_CT_TEST(fp448_leaky_branch_on_parity)
{
    sf_fp448 a, r;
    sf_ct_fp448_make(&a, 4570);
    SF_CT_SECRET_VAR(a);
    if (sf_fp448_is_odd(&a))
        sf_fp448_sqr(&r, &a);
    else
        sf_fp448_neg(&r, &a);
    SF_CT_SINK_VAR(r);
}

const sf_ct_case sf_ct_cases_field_p448[] = {
    SF_CT_CLEAN(fp448_add_sub_neg),
    SF_CT_CLEAN(fp448_mul_sqr),
    SF_CT_CLEAN(fp448_canon_compare),
    SF_CT_CLEAN(fp448_cmov_cswap_cneg),
    SF_CT_CLEAN(fp448_encode_from_words),
    SF_CT_CLEAN(fp448_decode),
    SF_CT_CLEAN(fp448_inv),
    SF_CT_CLEAN(fp448_sqrt_invsqrt),
    SF_CT_CLEAN(fp448_sqrt_ratio),
    SF_CT_LEAKY(fp448_leaky_branch_on_parity),
    SF_CT_CASES_END,
};

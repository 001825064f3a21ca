/*
 * Constant-time cases for the field layer over p = 2^255 - 19
 * (src/field/p255/fp255.h), run once per backend: sf-ct checks the 51-bit
 * limbs, sf-ct-portable the 26/25-bit ones.
 *
 * Every field element a curve handles may be secret (ladder coordinates,
 * decoded secret keys), so every operand here is poisoned, including the
 * control bits of cmov/cswap/cneg. The flags that decode, the square roots
 * and friends return are secret too as far as the field is concerned; the
 * cases only sink them (which declassifies after the fact) and never
 * branch on them.
 *
 * Inputs are built from defined bytes through decode *before* poisoning, so
 * the construction itself is not under test; the decode cases then poison
 * the bytes instead.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "field/p255/fp255.h"

/* A pseudo-random element below 2^255, from seed; defined (public) memory. */
static void sf_ct_fp255_make(sf_fp255 *r, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    b[31] &= 0x7f;
    (void)sf_fp255_decode(r, b);
}

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* ---- machine operations ---------------------------------------------------- */

SF_CT_TEST(fp255_add_sub_neg)
{
    sf_fp255 a, b, r[5];
    sf_fp255_loose s[2];
    sf_ct_fp255_make(&a, 500);
    sf_ct_fp255_make(&b, 501);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp255_add(&r[0], &a, &b);
    sf_fp255_sub(&r[1], &a, &b);
    sf_fp255_neg(&r[2], &a);
    sf_fp255_add_loose(&s[0], &a, &b);
    sf_fp255_sub_loose(&s[1], &a, &b);
    sf_fp255_carry(&r[3], &s[0]);
    sf_fp255_carry(&r[4], &s[1]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(s);
}

SF_CT_TEST(fp255_mul_sqr)
{
    sf_fp255 a, b, c, r[7];
    sf_fp255_loose s, t;
    sf_ct_fp255_make(&a, 510);
    sf_ct_fp255_make(&b, 511);
    sf_ct_fp255_make(&c, 512);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(c);
    sf_fp255_mul(&r[0], &a, &b);
    sf_fp255_sqr(&r[1], &a);
    sf_fp255_mul_small(&r[2], &b, 121666);
    sf_fp255_add_loose(&s, &a, &b);
    sf_fp255_sub_loose(&t, &b, &c);
    sf_fp255_mul_loose(&r[3], &s, &c);
    sf_fp255_mul_ll(&r[4], &s, &t);
    sf_fp255_sqr_loose(&r[5], &t);
    sf_fp255_sqr_n(&r[6], &c, 3);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(fp255_canon_compare)
{
    sf_fp255 a, b, r;
    uint32_t f[5];
    sf_ct_fp255_make(&a, 520);
    sf_ct_fp255_make(&b, 521);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    sf_fp255_canon(&r, &a);
    f[0] = sf_fp255_is_zero(&a);
    f[1] = sf_fp255_eq(&a, &b);
    f[2] = sf_fp255_eq(&a, &a);
    f[3] = sf_fp255_is_odd(&b);
    f[4] = sf_fp255_is_zero(&r);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(f);
}

SF_CT_TEST(fp255_cmov_cswap_cneg)
{
    sf_fp255 a, b, r;
    uint32_t ctl[3] = {1, 0, 1};
    sf_ct_fp255_make(&a, 530);
    sf_ct_fp255_make(&b, 531);
    r = b;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(r);
    SF_CT_SECRET_VAR(ctl);
    sf_fp255_cmov(&r, &a, ctl[0]);
    sf_fp255_cswap(&a, &b, ctl[1]);
    sf_fp255_cneg(&b, &a, ctl[2]);
    SF_CT_SINK_VAR(a);
    SF_CT_SINK_VAR(b);
    SF_CT_SINK_VAR(r);
}

/* A secret table entry unpacked after a constant-time lookup. */
SF_CT_TEST(fp255_encode_from_words)
{
    sf_fp255 a, r;
    uint8_t out[32];
    uint64_t w[4];
    sf_ct_fp255_make(&a, 540);
    sf_ct_fill(w, sizeof w, 541);
    w[3] &= 0x7FFFFFFFFFFFFFFFULL;
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(w);
    sf_fp255_encode(out, &a);
    sf_fp255_from_words(&r, w);
    SF_CT_SINK_VAR(out);
    SF_CT_SINK_VAR(r);
}

/* Secret encodings, canonical or not, with and without bit 255: neither
 * the validity flag nor the reduction may leak how. */
SF_CT_TEST(fp255_decode)
{
    uint8_t in[3][32];
    sf_fp255 r[5];
    uint32_t ok[3];
    sf_ct_fill(in, sizeof in, 550);
    in[0][31] &= 0x7f;
    in[1][31] |= 0x80; /* bit 255 set */
    for (int i = 1; i < 31; i++)
        in[2][i] = 0xff; /* in [p, 2^255): non-canonical */
    in[2][0] |= 0xf0;
    in[2][31] = 0x7f;
    SF_CT_SECRET_VAR(in);
    for (int k = 0; k < 3; k++)
        ok[k] = sf_fp255_decode(&r[k], in[k]);
    sf_fp255_decode_x25519(&r[3], in[1]);
    sf_fp255_decode_x25519(&r[4], in[2]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

/*
 * Negative control: a branch on the sign of a poisoned element. It must be
 * reported, which shows that the poisoning reaches through the limbs and
 * canon's carries (a clean verdict above would otherwise prove little).
 */
SF_CT_TEST(fp255_control_branch_on_sign)
{
    sf_fp255 a;
    volatile uint32_t seen = 0;
    sf_ct_fp255_make(&a, 590);
    SF_CT_SECRET_VAR(a);
    if (sf_fp255_is_odd(&a))
        seen = 1;
    (void)seen;
}

/* ---- exponentiation chains (fp255.c) ------------------------------------- */

SF_CT_TEST(fp255_inv)
{
    sf_fp255 a[3], r[3], single[2];
    for (int k = 0; k < 3; k++)
        sf_ct_fp255_make(&a[k], 560 + (uint64_t)k);
    SF_CT_SECRET_VAR(a);
    sf_fp255_inv(&single[0], &a[0]);
    sf_fp255_pow_p58(&single[1], &a[1]);
    sf_fp255_inv_batch(r, a, 3);
    SF_CT_SINK_VAR(single);
    SF_CT_SINK_VAR(r);
}

/* Each branch of SQRT_RATIO_M1: u/v a square, a non-square, u = 0, v = 0. */
SF_CT_TEST(fp255_sqrt_ratio_i)
{
    sf_fp255 u, v, sq, z, r[4];
    uint32_t ok[4];
    sf_ct_fp255_make(&u, 570);
    sf_ct_fp255_make(&v, 571);
    sf_fp255_sqr(&sq, &u);
    sf_fp255_mul(&sq, &sq, &v); /* sq / v = u^2 */
    sf_fp255_zero(&z);
    SF_CT_SECRET_VAR(u);
    SF_CT_SECRET_VAR(v);
    SF_CT_SECRET_VAR(sq);
    SF_CT_SECRET_VAR(z);
    ok[0] = sf_fp255_sqrt_ratio_i(&r[0], &sq, &v);
    ok[1] = sf_fp255_sqrt_ratio_i(&r[1], &u, &v);
    ok[2] = sf_fp255_sqrt_ratio_i(&r[2], &z, &v);
    ok[3] = sf_fp255_sqrt_ratio_i(&r[3], &u, &z);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
}

SF_CT_TEST(fp255_sqrt_invsqrt_legendre)
{
    sf_fp255 a, b, sq, r[4];
    uint32_t ok[4];
    int leg[2];
    sf_ct_fp255_make(&a, 580);
    sf_ct_fp255_make(&b, 581);
    sf_fp255_sqr(&sq, &a); /* one certain square, one likely non-square */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(sq);
    ok[0] = sf_fp255_sqrt(&r[0], &sq);
    ok[1] = sf_fp255_sqrt(&r[1], &a);
    ok[2] = sf_fp255_invsqrt(&r[2], &sq);
    ok[3] = sf_fp255_sqrt_ratio(&r[3], &a, &b);
    leg[0] = sf_fp255_legendre(&a);
    leg[1] = sf_fp255_legendre(&sq);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(ok);
    SF_CT_SINK_VAR(leg);
}

const sf_ct_case sf_ct_cases_field_p255[] = {
    SF_CT_CLEAN(fp255_add_sub_neg),
    SF_CT_CLEAN(fp255_mul_sqr),
    SF_CT_CLEAN(fp255_canon_compare),
    SF_CT_CLEAN(fp255_cmov_cswap_cneg),
    SF_CT_CLEAN(fp255_encode_from_words),
    SF_CT_CLEAN(fp255_decode),
    SF_CT_CLEAN(fp255_inv),
    SF_CT_CLEAN(fp255_sqrt_ratio_i),
    SF_CT_CLEAN(fp255_sqrt_invsqrt_legendre),
    SF_CT_LEAKY(fp255_control_branch_on_sign),
    SF_CT_CASES_END,
};

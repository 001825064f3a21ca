/*
 * Constant-time cases for the curve-independent recodings
 * (src/scalar/recode.h). The integer being recoded is a secret (a scalar or
 * a half of one); lengths, widths and digit counts are public.
 * The wNAF recoding is variable time by design: its case is a negative
 * control (it must be caught).
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "scalar/recode.h"

extern const sf_ct_case sf_ct_cases_recode[];

SF_CT_TEST(recode_regular)
{
    uint8_t k[32];
    int8_t dg[SF_RECODE_REGULAR_DIGITS(256, 5)];
    uint32_t corr[1];
    sf_ct_fill(k, sizeof k, 700);
    SF_CT_SECRET(k, sizeof k);
    corr[0] = sf_recode_regular(dg, k, sizeof k, 256, 5);
    sf_ct_sink(dg, sizeof dg);
    sf_ct_sink(corr, sizeof corr);
}

SF_CT_TEST(recode_comb)
{
    uint8_t k[32];
    int8_t dg[52];
    uint32_t u[52], neg[52];
    sf_ct_fill(k, sizeof k, 701);
    k[0] |= 1;
    SF_CT_SECRET(k, sizeof k);
    sf_recode_comb(dg, k, sizeof k, 52, 5);
    for (int j = 0; j < 52; j++)
        sf_recode_digit_split(&u[j], &neg[j], dg[j]);
    sf_ct_sink(u, sizeof u);
    sf_ct_sink(neg, sizeof neg);
}

SF_CT_TEST(recode_wnaf_vartime_leaks)
{
    uint8_t k[32];
    int8_t naf[SF_RECODE_WNAF_DIGITS(32)];
    size_t top[1];
    sf_ct_fill(k, sizeof k, 702);
    SF_CT_SECRET(k, sizeof k);
    top[0] = sf_recode_wnaf_vartime(naf, sizeof naf, k, sizeof k, 5);
    sf_ct_sink(naf, sizeof naf);
    sf_ct_sink(top, sizeof top);
}

const sf_ct_case sf_ct_cases_recode[] = {
    SF_CT_CLEAN(recode_regular),
    SF_CT_CLEAN(recode_comb),
    SF_CT_LEAKY(recode_wnaf_vartime_leaks),
    SF_CT_CASES_END,
};

/*
 * The Snowshoe group operations of mult_snowshoe_ops.h that stay out of
 * line (the reason is in that header): each is one compact function in
 * which the Fp^2 kernels are inlined, called from the template loops.
 */
/* GCC: no SLP vectorisation in this file (the reason in mult_snowshoe_ops.h). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#include "mult/snowshoe/mult_snowshoe_ops.h"

SF_NOINLINE void sf_mult_snowshoe_acc_dbl(sf_mult_snowshoe_acc *a)
{
    sf_ge_snowshoe_proj p;
    sf_ge_snowshoe_completed_to_proj(&p, a);
    sf_ge_snowshoe_proj_dbl(a, &p);
}

SF_NOINLINE void sf_mult_snowshoe_acc_add_niels(sf_mult_snowshoe_acc *a,
                                                  const sf_ge_snowshoe_niels *e)
{
    sf_ge_snowshoe_ext x;
    sf_ge_snowshoe_completed_to_ext(&x, a);
    sf_ge_snowshoe_add_niels(a, &x, e);
}

SF_NOINLINE void sf_mult_snowshoe_acc_sub_niels(sf_mult_snowshoe_acc *a,
                                                  const sf_ge_snowshoe_niels *e)
{
    sf_ge_snowshoe_ext x;
    sf_ge_snowshoe_completed_to_ext(&x, a);
    sf_ge_snowshoe_sub_niels(a, &x, e);
}

SF_NOINLINE void sf_mult_snowshoe_acc_add_cached(sf_mult_snowshoe_acc *a,
                                                   const sf_ge_snowshoe_cached *e)
{
    sf_ge_snowshoe_ext x;
    sf_ge_snowshoe_completed_to_ext(&x, a);
    sf_ge_snowshoe_add_cached(a, &x, e);
}

SF_NOINLINE void sf_mult_snowshoe_acc_sub_cached(sf_mult_snowshoe_acc *a,
                                                   const sf_ge_snowshoe_cached *e)
{
    sf_ge_snowshoe_ext x;
    sf_ge_snowshoe_completed_to_ext(&x, a);
    sf_ge_snowshoe_sub_cached(a, &x, e);
}

SF_NOINLINE void sf_mult_snowshoe_select_cached16(sf_ge_snowshoe_cached *e,
                                                         const sf_ge_snowshoe_cached *t,
                                                         uint32_t u)
{
    sf_mult_ct_select(e, t, 16, sizeof *e, u);
}

SF_NOINLINE void sf_mult_snowshoe_select_cached8(sf_ge_snowshoe_cached *e,
                                                        const sf_ge_snowshoe_cached *t,
                                                        uint32_t u)
{
    sf_mult_ct_select(e, t, 8, sizeof *e, u);
}

SF_NOINLINE void sf_mult_snowshoe_select_comb(sf_ge_snowshoe_niels *e,
                                                     const sf_mult_snowshoe_packed *t,
                                                     uint32_t u)
{
    sf_mult_snowshoe_packed p;
    sf_mult_ct_select(&p, t, SF_MULT_SNOWSHOE_COMB_TABLE, sizeof p, u);
    sf_mult_snowshoe_unpack(e, &p);
}

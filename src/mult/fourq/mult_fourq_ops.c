/*
 * The FourQ group operations of mult_fourq_ops.h that stay out of line
 * (the reason is in that header).
 */
#include "mult/fourq/mult_fourq_ops.h"

SF_NOINLINE void sf_mult_fourq_acc_dbl(sf_mult_fourq_acc *a)
{
    sf_ge_fourq_dbl(a, a);
}

SF_NOINLINE void sf_mult_fourq_acc_add_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e)
{
    sf_ge_fourq_add_cached(a, a, e);
}

SF_NOINLINE void sf_mult_fourq_acc_sub_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e)
{
    sf_ge_fourq_cached n;
    sf_ge_fourq_cached_neg(&n, e);
    sf_ge_fourq_add_cached(a, a, &n);
}

SF_NOINLINE void sf_mult_fourq_acc_add_niels(sf_mult_fourq_acc *a, const sf_ge_fourq_niels *e)
{
    sf_ge_fourq_add_niels(a, a, e);
}

void sf_mult_fourq_acc_set_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e)
{
    sf_fp2_127 dinv;
    sf_ge_fourq_load_dinv(&dinv);
    sf_ge_fourq_cached_to_ext(a, e, &dinv);
}

void sf_mult_fourq_acc_set_niels(sf_mult_fourq_acc *a, const sf_ge_fourq_niels *e)
{
    sf_fp2_127 dinv;
    sf_ge_fourq_load_dinv(&dinv);
    sf_ge_fourq_niels_to_ext(a, e, &dinv);
}

SF_NOINLINE void sf_mult_fourq_select_cached8(sf_ge_fourq_cached *e, const sf_ge_fourq_cached *t,
                                              uint32_t u)
{
    sf_mult_ct_select(e, t, 8, sizeof *e, u);
}

SF_NOINLINE void sf_mult_fourq_select_cached16(sf_ge_fourq_cached *e, const sf_ge_fourq_cached *t,
                                               uint32_t u)
{
    sf_mult_ct_select(e, t, 16, sizeof *e, u);
}

SF_NOINLINE void sf_mult_fourq_select_comb(sf_ge_fourq_niels *e, const sf_mult_fourq_packed *t,
                                           uint32_t u)
{
    sf_mult_fourq_packed p;
    sf_mult_ct_select(&p, t, SF_MULT_FOURQ_COMB_TABLE, sizeof p, u);
    sf_mult_fourq_unpack(e, &p);
    sf_wipe(&p, sizeof p);
}

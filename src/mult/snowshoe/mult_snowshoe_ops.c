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

#ifdef SF_FP2X4
SF_NOINLINE void sf_mult_snowshoe_x4_dbl(sf_fp2x4 *a)
{
    sf_ge_snowshoe_x4_dbl(a, a);
}

SF_NOINLINE void sf_mult_snowshoe_x4_add(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *e)
{
    sf_ge_snowshoe_x4_add_entry(r, a, e);
}

/*
 * The scalar odd_multiples chain in four lanes (contract in
 * mult_snowshoe_ops.h): one doubling and n - 1 additions of 3M4, each
 * entry's D T one more product (1M4, off the chain) and psi one product
 * each, against 9M per odd multiple and 2M per psi in scalar form.
 */
SF_NOINLINE void sf_mult_snowshoe_x4_odd_multiples(sf_fp2x4 *t, sf_fp2x4 *tp, size_t n,
                                       const sf_ge_snowshoe_ext *p)
{
    sf_fp2x4 kd, kpsi, cur, c2;
    sf_ge_snowshoe_x4_consts(&kd, &kpsi);
    sf_ge_snowshoe_x4_from_ext(&cur, p);
    c2 = cur;
    sf_mult_snowshoe_x4_dbl(&c2);
    sf_ge_snowshoe_x4_to_entry(&c2, &c2, &kd);
    sf_ge_snowshoe_x4_to_entry(&t[0], &cur, &kd);
    for (size_t i = 1; i < n; i++) {
        sf_mult_snowshoe_x4_add(&cur, &cur, &c2);
        sf_ge_snowshoe_x4_to_entry(&t[i], &cur, &kd);
    }
    for (size_t i = 0; i < n; i++)
        sf_ge_snowshoe_x4_entry_psi(&tp[i], &t[i], &kpsi);
    sf_wipe(&cur, sizeof cur);
    sf_wipe(&c2, sizeof c2);
}
#endif /* SF_FP2X4 */

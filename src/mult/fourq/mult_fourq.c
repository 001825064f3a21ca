/*
 * FourQ's multiplications: the dispatch to this process's CPU level
 * (common/level.h). The algorithms are in mult_fourq_impl.h, compiled once
 * per level by mult_fourq_{baseline,v3,ifma}.c. Contracts in mult_fourq.h.
 */
#include "mult/fourq/mult_fourq.h"

#include "common/level.h"

static const sf_mult_fourq_impl *const sf_mult_fourq_levels[SF_CPU_LEVELS] =
    SF_LEVEL_TABLE(sf_mult_fourq_impl);

static const sf_mult_fourq_impl *sf_mult_fourq_here(void)
{
    return sf_mult_fourq_levels[sf_cpu_level_get()];
}

const sf_mult_fourq_impl *sf_mult_fourq_at(sf_cpu_level level)
{
    if (level < 0 || level > sf_cpu_level_supported())
        return NULL;
    return sf_mult_fourq_levels[level];
}

void sf_mult_fourq_mul_gen(sf_ge_fourq_ext *r, const sf_sc_fourq *k)
{
    sf_mult_fourq_here()->mul_gen(r, k);
}

void sf_mult_fourq_mul_endo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_here()->mul_endo(r, k, p);
}

void sf_mult_fourq_mul_noendo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_here()->mul_noendo(r, k, p);
}

void sf_mult_fourq_mul(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
#ifdef SF_FOURQ_NO_ENDO
    sf_mult_fourq_mul_noendo(r, k, p);
#else
    sf_mult_fourq_mul_endo(r, k, p);
#endif
}

int sf_mult_fourq_uses_endo(void)
{
#ifdef SF_FOURQ_NO_ENDO
    return 0;
#else
    return 1;
#endif
}

void sf_mult_fourq_mul_double_vartime(sf_ge_fourq_ext *r, const uint8_t k[32],
                                      const uint8_t l[32], const sf_ge_fourq_ext *q)
{
    sf_mult_fourq_here()->mul_double_vartime(r, k, l, q);
}

void sf_mult_fourq_mul_cofactor(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_here()->mul_cofactor(r, p);
}

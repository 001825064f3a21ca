/*
 * edwards25519's multiplications: the dispatch to this process's CPU level
 * (common/level.h). The algorithms are in mult_ed25519_impl.h, compiled
 * once per level by mult_ed25519_{baseline,v3,ifma}.c. Contracts in
 * mult_ed25519.h.
 */
#include "mult/ed25519/mult_ed25519.h"

#include "common/level.h"

static const sf_mult_ed25519_impl *const sf_mult_ed25519_levels[SF_CPU_LEVELS] =
    SF_LEVEL_TABLE(sf_mult_ed25519_impl);

static const sf_mult_ed25519_impl *sf_mult_ed25519_here(void)
{
    return sf_mult_ed25519_levels[sf_cpu_level_get()];
}

const sf_mult_ed25519_impl *sf_mult_ed25519_at(sf_cpu_level level)
{
    if (level < 0 || level > sf_cpu_level_supported())
        return NULL;
    return sf_mult_ed25519_levels[level];
}

void sf_mult_ed25519_mul_gen(sf_ge_ed25519_ext *r, const uint8_t k[32])
{
    sf_mult_ed25519_here()->mul_gen(r, k);
}

void sf_mult_ed25519_mul(sf_ge_ed25519_ext *r, const uint8_t k[32], const sf_ge_ed25519_ext *p)
{
    sf_mult_ed25519_here()->mul(r, k, p);
}

void sf_mult_ed25519_simul_gen_vartime(sf_ge_ed25519_ext *r, const uint8_t a[32],
                                       const uint8_t b[32], const sf_ge_ed25519_ext *p)
{
    sf_mult_ed25519_here()->simul_gen_vartime(r, a, b, p);
}

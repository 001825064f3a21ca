/*
 * The edwards25519 group operations in the shape the mult/ templates take,
 * in the representation of this level unit (private to
 * mult_ed25519_impl.h, which the level units of src/mult/ed25519/ compile
 * once per CPU level).
 *
 * Every algorithm of mult_ed25519_impl.h is written once against these
 * names; this header maps them onto a point representation:
 *
 *   sf_mult_ed25519_acc     the accumulator
 *   sf_mult_ed25519_entry   an entry of a table built at run time
 *   sf_mult_ed25519_gentry  an entry of the static base-point tables, after
 *                           the constant-time scan and unpacking
 *   sf_mult_ed25519_k       what turning an accumulator into an entry needs
 *
 *   _k_load(k)                 _acc_identity(a)
 *   _acc_from_ext(a, p)        _acc_to_ext(r, a)
 *   _acc_dbl(a)                a = 2a
 *   _acc_add(a, e), _acc_sub(a, e)      a = a +- e (entry)
 *   _acc_add_gentry(a, g), _acc_sub_gentry(a, g)   a = a +- g
 *   _acc_set(a, e), _acc_set_gentry(a, g)          a = e: a chain's start
 *   _acc_cmov(a, b, ctl)       _entry_from_acc(e, a, k)
 *   _entry_cneg(e, ctl), _gentry_cneg(g, ctl)      negate if ctl (0 or 1)
 *   _select16(e, t, u)         e = t[u], constant time
 *   _gentry_select(g, t, u)    g = packed t[u], constant time
 *   _gentry_unpack(g, p)       g = packed *p (public p)
 *
 * The representation, at every level: scalar points over the 64-bit or
 * portable fp255 (whichever the build has; the level's target pragma
 * gives the 64-bit products mulx at x86-64-v3 and up). The accumulator is
 * the extended point (X, Y, Z, Ta, Tb) of the a = -1 template: a run of
 * doublings never forms T, and an addition forms T = Ta Tb once, inside
 * its own 8M (cached) or 7M (niels). Run-time entries are cached, base
 * point entries niels. Starting a chain: entries hold Y+X, Y-X; their sum
 * and difference are 2Y and 2X, so SET takes the point scaled by 2, with T
 * as the pair (2dT, 1/d) (the template's cached_to_ext): two additions
 * instead of O + entry.
 * A level with a four-lane field form would map these names onto
 * four-lane points here (as mult/fourq/mult_fourq_ops.h does), leaving
 * mult_ed25519_impl.h as it is.
 *
 * The doubling, additions and scans are kept out of line, one compact copy
 * each called from the unrolled template loops (FourQ's measurement:
 * inlined into every call site, the register allocation of the whole
 * window body was worse).
 *
 * Completeness: the formulas are complete on E(Fp) (a = -1 square, d
 * non-square), so every template precondition (partial sums equal to
 * +-entry or O) holds for every point, in or outside the order-l subgroup.
 */
#ifndef SF_MULT_ED25519_MULT_ED25519_OPS_H
#define SF_MULT_ED25519_MULT_ED25519_OPS_H

#include <stdint.h>

#include "common/util.h"
#include "group/ed25519/ge_ed25519.h"
#include "mult/ct_select.h"
#include "mult/ed25519/mult_ed25519_tables.h"

typedef sf_ge_ed25519_ext sf_mult_ed25519_acc;
typedef sf_ge_ed25519_cached sf_mult_ed25519_entry;
typedef sf_ge_ed25519_niels sf_mult_ed25519_gentry;
typedef sf_fp255 sf_mult_ed25519_k; /* 2d */

static inline void sf_mult_ed25519_k_load(sf_mult_ed25519_k *k)
{
    sf_ge_ed25519_load_2d(k);
}

static inline void sf_mult_ed25519_acc_identity(sf_mult_ed25519_acc *a)
{
    sf_ge_ed25519_ext_identity(a);
}

static inline void sf_mult_ed25519_acc_from_ext(sf_mult_ed25519_acc *a, const sf_ge_ed25519_ext *p)
{
    *a = *p;
}

static inline void sf_mult_ed25519_acc_to_ext(sf_ge_ed25519_ext *r, const sf_mult_ed25519_acc *a)
{
    *r = *a;
}

static SF_NOINLINE void sf_mult_ed25519_acc_dbl(sf_mult_ed25519_acc *a)
{
    sf_ge_ed25519_dbl(a, a);
}

static SF_NOINLINE void sf_mult_ed25519_acc_add(sf_mult_ed25519_acc *a,
                                                const sf_mult_ed25519_entry *e)
{
    sf_ge_ed25519_add_cached(a, a, e);
}

static SF_NOINLINE void sf_mult_ed25519_acc_sub(sf_mult_ed25519_acc *a,
                                                const sf_mult_ed25519_entry *e)
{
    sf_ge_ed25519_cached n;
    sf_ge_ed25519_cached_neg(&n, e);
    sf_ge_ed25519_add_cached(a, a, &n);
}

static SF_NOINLINE void sf_mult_ed25519_acc_add_gentry(sf_mult_ed25519_acc *a,
                                                       const sf_mult_ed25519_gentry *g)
{
    sf_ge_ed25519_add_niels(a, a, g);
}

static SF_NOINLINE void sf_mult_ed25519_acc_sub_gentry(sf_mult_ed25519_acc *a,
                                                       const sf_mult_ed25519_gentry *g)
{
    sf_ge_ed25519_niels n;
    sf_ge_ed25519_niels_neg(&n, g);
    sf_ge_ed25519_add_niels(a, a, &n);
}

static inline void sf_mult_ed25519_acc_set(sf_mult_ed25519_acc *a, const sf_mult_ed25519_entry *e)
{
    sf_fp255 dinv;
    sf_ge_ed25519_load_dinv(&dinv);
    sf_ge_ed25519_cached_to_ext(a, e, &dinv);
}

static inline void sf_mult_ed25519_acc_set_gentry(sf_mult_ed25519_acc *a,
                                                  const sf_mult_ed25519_gentry *g)
{
    sf_fp255 dinv;
    sf_ge_ed25519_load_dinv(&dinv);
    sf_ge_ed25519_niels_to_ext(a, g, &dinv);
}

static inline void sf_mult_ed25519_acc_cmov(sf_mult_ed25519_acc *a, const sf_mult_ed25519_acc *b,
                                            uint32_t ctl)
{
    sf_ge_ed25519_ext_cmov(a, b, ctl);
}

static inline void sf_mult_ed25519_entry_from_acc(sf_mult_ed25519_entry *e,
                                                  const sf_mult_ed25519_acc *a,
                                                  const sf_mult_ed25519_k *k)
{
    sf_ge_ed25519_ext_to_cached(e, a, k);
}

static inline void sf_mult_ed25519_entry_cneg(sf_mult_ed25519_entry *e, uint32_t ctl)
{
    sf_ge_ed25519_cached_cneg(e, e, ctl);
}

static inline void sf_mult_ed25519_gentry_cneg(sf_mult_ed25519_gentry *g, uint32_t ctl)
{
    sf_ge_ed25519_niels_cneg(g, g, ctl);
}

/* g = the packed comb entry t[u]: the constant-time scan, then the unpack. */
static SF_NOINLINE void sf_mult_ed25519_gentry_select(sf_mult_ed25519_gentry *g,
                                                      const sf_mult_ed25519_packed *t, uint32_t u)
{
    sf_mult_ed25519_packed p;
    sf_mult_ct_select(&p, t, SF_MULT_ED25519_COMB_TABLE, sizeof p, u);
    sf_mult_ed25519_unpack(g, &p);
    sf_wipe(&p, sizeof p);
}

static inline void sf_mult_ed25519_gentry_unpack(sf_mult_ed25519_gentry *g,
                                                 const sf_mult_ed25519_packed *p)
{
    sf_mult_ed25519_unpack(g, p);
}

/* The constant-time scan of the run-time window table (16 entries). */
static SF_NOINLINE void sf_mult_ed25519_select16(sf_mult_ed25519_entry *e,
                                                 const sf_mult_ed25519_entry *t, uint32_t u)
{
    sf_mult_ct_select(e, t, 16, sizeof *e, u);
}

#endif /* SF_MULT_ED25519_MULT_ED25519_OPS_H */

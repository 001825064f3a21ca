/*
 * The FourQ group operations in the shape the mult/ templates take, in the
 * representation of this level unit (private to mult_fourq_impl.h, which
 * the level units of src/mult/fourq/ compile once per CPU level).
 *
 * Every algorithm of mult_fourq_impl.h is written once against these
 * names; this header maps them onto one of two point representations:
 *
 *   sf_mult_fourq_acc     the accumulator
 *   sf_mult_fourq_entry   an entry of a table built at run time
 *   sf_mult_fourq_gentry  an entry of the static generator tables, after
 *                         the constant-time scan and unpacking
 *   sf_mult_fourq_k       what turning an accumulator into an entry needs
 *
 *   _k_load(k)                 _acc_identity(a)
 *   _acc_from_ext(a, p)        _acc_to_ext(r, a)
 *   _acc_dbl(a)                a = 2a
 *   _acc_add(a, e), _acc_sub(a, e)      a = a +- e (entry)
 *   _acc_add_gentry(a, g), _acc_sub_gentry(a, g)   a = a +- g
 *   _acc_set(a, e), _acc_set_gentry(a, g)          a = e: a chain's start
 *   _acc_cmov(a, b, ctl)       _entry_from_acc(e, a, k)
 *   _entry_cneg(e, ctl), _gentry_cneg(g, ctl)      negate if ctl (0 or 1)
 *   _select8(e, t, u), _select16(e, t, u)          e = t[u], constant time
 *   _gentry_select(g, t, u)    g = packed t[u], constant time
 *   _gentry_unpack(g, p)       g = packed *p (public p)
 *
 * Scalar points (no SF_FP2X4): the accumulator is the R1 point (X, Y, Z,
 * Ta, Tb) of ge_fourq.h. The doubling reads only X, Y, Z, so a run of
 * doublings never forms T, and an addition forms T = Ta Tb once, inside its
 * own 8M (cached) or 7M (niels): [CL15]'s R1 accumulator, so the template
 * chains do the work of a hand-written FourQ ladder. Run-time entries are
 * R2 (cached), generator entries R5 (niels). Starting a chain: R2/R5
 * entries hold X+Y, Y-X; their sum and difference are 2Y and 2X, so SET
 * takes the point scaled by 2, with T as the pair (2dT, 1/d)
 * (sf_ge_fourq_cached_to_ext): two additions instead of O + entry.
 *
 * Four-lane points (SF_FP2X4, field/p127/fp2x4.h): (X, Y, Z, T) in the
 * lanes of one sf_fp2x4 (group/fourq/ge_fourq_x4.h), every doubling and
 * addition two four-lane products; entries of both kinds are the lane
 * form of R2 (a generator entry is unpacked, then packed into lanes). A
 * chain starts from O plus the entry (one addition, no scalar 1/d product).
 *
 * The doubling, additions and scans are kept out of line, one compact copy
 * each called from the unrolled template loops: inlined into every call
 * site, GCC's register allocation of the whole window body was worse, and
 * the emulated-lane builds took minutes to compile under ASan.
 *
 * Completeness: the twisted Edwards formulas of ge_fourq.h are complete on
 * E(Fp^2) (a = -1 square, d non-square), so every template precondition
 * (partial sums equal to +-entry or O) holds for every point, in or outside
 * the order-N subgroup.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015.
 */
#ifndef SF_MULT_FOURQ_MULT_FOURQ_OPS_H
#define SF_MULT_FOURQ_MULT_FOURQ_OPS_H

#include <stdint.h>

#include "common/util.h"
#include "group/fourq/ge_fourq.h"
#include "group/fourq/ge_fourq_x4.h"
#include "mult/ct_select.h"
#include "mult/fourq/mult_fourq_tables.h"

/* A scan of the packed generator table: the shared first step. */
static SF_ALWAYS_INLINE void sf_mult_fourq_scan_niels_(sf_ge_fourq_niels *e,
                                                       const sf_mult_fourq_packed *t, uint32_t u)
{
    sf_mult_fourq_packed p;
    sf_mult_ct_select(&p, t, SF_MULT_FOURQ_COMB_TABLE, sizeof p, u);
    sf_mult_fourq_unpack(e, &p);
    sf_wipe(&p, sizeof p);
}

#ifndef SF_FP2X4
/* ---- scalar points ----------------------------------------------------------- */

typedef sf_ge_fourq_ext sf_mult_fourq_acc;
typedef sf_ge_fourq_cached sf_mult_fourq_entry;
typedef sf_ge_fourq_niels sf_mult_fourq_gentry;
typedef sf_fp2_127 sf_mult_fourq_k; /* 2d */

static inline void sf_mult_fourq_k_load(sf_mult_fourq_k *k)
{
    sf_ge_fourq_load_2d(k);
}

static inline void sf_mult_fourq_acc_identity(sf_mult_fourq_acc *a)
{
    sf_ge_fourq_ext_identity(a);
}

static inline void sf_mult_fourq_acc_from_ext(sf_mult_fourq_acc *a, const sf_ge_fourq_ext *p)
{
    *a = *p;
}

static inline void sf_mult_fourq_acc_to_ext(sf_ge_fourq_ext *r, const sf_mult_fourq_acc *a)
{
    *r = *a;
}

static SF_NOINLINE void sf_mult_fourq_acc_dbl(sf_mult_fourq_acc *a)
{
    sf_ge_fourq_dbl(a, a);
}

static SF_NOINLINE void sf_mult_fourq_acc_add(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_ge_fourq_add_cached(a, a, e);
}

static SF_NOINLINE void sf_mult_fourq_acc_sub(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_ge_fourq_cached n;
    sf_ge_fourq_cached_neg(&n, e);
    sf_ge_fourq_add_cached(a, a, &n);
}

static SF_NOINLINE void sf_mult_fourq_acc_add_gentry(sf_mult_fourq_acc *a,
                                                     const sf_mult_fourq_gentry *g)
{
    sf_ge_fourq_add_niels(a, a, g);
}

static SF_NOINLINE void sf_mult_fourq_acc_sub_gentry(sf_mult_fourq_acc *a,
                                                     const sf_mult_fourq_gentry *g)
{
    sf_ge_fourq_niels n;
    sf_ge_fourq_niels_neg(&n, g);
    sf_ge_fourq_add_niels(a, a, &n);
}

static inline void sf_mult_fourq_acc_set(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_fp2_127 dinv;
    sf_ge_fourq_load_dinv(&dinv);
    sf_ge_fourq_cached_to_ext(a, e, &dinv);
}

static inline void sf_mult_fourq_acc_set_gentry(sf_mult_fourq_acc *a, const sf_mult_fourq_gentry *g)
{
    sf_fp2_127 dinv;
    sf_ge_fourq_load_dinv(&dinv);
    sf_ge_fourq_niels_to_ext(a, g, &dinv);
}

static inline void sf_mult_fourq_acc_cmov(sf_mult_fourq_acc *a, const sf_mult_fourq_acc *b,
                                          uint32_t ctl)
{
    sf_ge_fourq_ext_cmov(a, b, ctl);
}

static inline void sf_mult_fourq_entry_from_acc(sf_mult_fourq_entry *e, const sf_mult_fourq_acc *a,
                                                const sf_mult_fourq_k *k)
{
    sf_ge_fourq_ext_to_cached(e, a, k);
}

static inline void sf_mult_fourq_entry_cneg(sf_mult_fourq_entry *e, uint32_t ctl)
{
    sf_ge_fourq_cached_cneg(e, e, ctl);
}

static inline void sf_mult_fourq_gentry_cneg(sf_mult_fourq_gentry *g, uint32_t ctl)
{
    sf_ge_fourq_niels_cneg(g, g, ctl);
}

static SF_NOINLINE void sf_mult_fourq_gentry_select(sf_mult_fourq_gentry *g,
                                                    const sf_mult_fourq_packed *t, uint32_t u)
{
    sf_mult_fourq_scan_niels_(g, t, u);
}

static inline void sf_mult_fourq_gentry_unpack(sf_mult_fourq_gentry *g, const sf_mult_fourq_packed *p)
{
    sf_mult_fourq_unpack(g, p);
}

#else
/* ---- four-lane points -------------------------------------------------------- */

typedef sf_ge_fourq_x4 sf_mult_fourq_acc;
typedef sf_ge_fourq_x4_cached sf_mult_fourq_entry;
typedef sf_ge_fourq_x4_cached sf_mult_fourq_gentry;
typedef sf_fp2x4 sf_mult_fourq_k; /* (1, 1, 2, 2d) */

static inline void sf_mult_fourq_k_load(sf_mult_fourq_k *k)
{
    sf_ge_fourq_x4_cached_factors(k);
}

static inline void sf_mult_fourq_acc_identity(sf_mult_fourq_acc *a)
{
    sf_ge_fourq_x4_identity(a);
}

static inline void sf_mult_fourq_acc_from_ext(sf_mult_fourq_acc *a, const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_x4_from_ext(a, p);
}

static inline void sf_mult_fourq_acc_to_ext(sf_ge_fourq_ext *r, const sf_mult_fourq_acc *a)
{
    sf_ge_fourq_x4_to_ext(r, a);
}

static SF_NOINLINE void sf_mult_fourq_acc_dbl(sf_mult_fourq_acc *a)
{
    sf_ge_fourq_x4_dbl(a, a);
}

static SF_NOINLINE void sf_mult_fourq_acc_add(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_ge_fourq_x4_add_cached(a, a, e);
}

static SF_NOINLINE void sf_mult_fourq_acc_sub(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_ge_fourq_x4_cached n;
    sf_ge_fourq_x4_cached_cneg(&n, e, 1);
    sf_ge_fourq_x4_add_cached(a, a, &n);
}

static inline void sf_mult_fourq_acc_add_gentry(sf_mult_fourq_acc *a, const sf_mult_fourq_gentry *g)
{
    sf_mult_fourq_acc_add(a, g);
}

static inline void sf_mult_fourq_acc_sub_gentry(sf_mult_fourq_acc *a, const sf_mult_fourq_gentry *g)
{
    sf_mult_fourq_acc_sub(a, g);
}

static inline void sf_mult_fourq_acc_set(sf_mult_fourq_acc *a, const sf_mult_fourq_entry *e)
{
    sf_ge_fourq_x4_identity(a);
    sf_mult_fourq_acc_add(a, e);
}

static inline void sf_mult_fourq_acc_set_gentry(sf_mult_fourq_acc *a, const sf_mult_fourq_gentry *g)
{
    sf_mult_fourq_acc_set(a, g);
}

static inline void sf_mult_fourq_acc_cmov(sf_mult_fourq_acc *a, const sf_mult_fourq_acc *b,
                                          uint32_t ctl)
{
    sf_fp2x4_cmov(&a->v, &b->v, ctl);
}

static inline void sf_mult_fourq_entry_from_acc(sf_mult_fourq_entry *e, const sf_mult_fourq_acc *a,
                                                const sf_mult_fourq_k *k)
{
    sf_ge_fourq_x4_to_cached(e, a, k);
}

static inline void sf_mult_fourq_entry_cneg(sf_mult_fourq_entry *e, uint32_t ctl)
{
    sf_ge_fourq_x4_cached_cneg(e, e, ctl);
}

static inline void sf_mult_fourq_gentry_cneg(sf_mult_fourq_gentry *g, uint32_t ctl)
{
    sf_ge_fourq_x4_cached_cneg(g, g, ctl);
}

static SF_NOINLINE void sf_mult_fourq_gentry_select(sf_mult_fourq_gentry *g,
                                                    const sf_mult_fourq_packed *t, uint32_t u)
{
    sf_ge_fourq_niels n;
    sf_mult_fourq_scan_niels_(&n, t, u);
    sf_ge_fourq_x4_cached_from_niels(g, &n);
    sf_wipe(&n, sizeof n);
}

static inline void sf_mult_fourq_gentry_unpack(sf_mult_fourq_gentry *g, const sf_mult_fourq_packed *p)
{
    sf_ge_fourq_niels n;
    sf_mult_fourq_unpack(&n, p);
    sf_ge_fourq_x4_cached_from_niels(g, &n);
}
#endif

/* The constant-time scans of the run-time tables (8 and 16 entries). */
static SF_NOINLINE void sf_mult_fourq_select8(sf_mult_fourq_entry *e, const sf_mult_fourq_entry *t,
                                              uint32_t u)
{
    sf_mult_ct_select(e, t, 8, sizeof *e, u);
}

static SF_NOINLINE void sf_mult_fourq_select16(sf_mult_fourq_entry *e, const sf_mult_fourq_entry *t,
                                               uint32_t u)
{
    sf_mult_ct_select(e, t, 16, sizeof *e, u);
}

#endif /* SF_MULT_FOURQ_MULT_FOURQ_OPS_H */

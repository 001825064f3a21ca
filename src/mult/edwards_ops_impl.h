/*
 * TEMPLATE: the group operations the mult/ templates take (comb_ct_impl.h,
 * window_ct_impl.h, straus_vartime_impl.h), over the scalar points of a
 * twisted Edwards instantiation of group/edwards/ge_edw_am1.h, for a
 * curve's mult_<curve>_ops.h (included once per level unit).
 *
 * Layer: mult. Include it after defining the parameters; it defines the
 * types and static functions below and #undefs every parameter.
 *
 * ---- parameters -------------------------------------------------------------
 *   SF_MULT_EDW(name)         the names to define: sf_mult_ed25519_##name
 *   SF_MULT_EDW_GE(name)      the group's names: sf_ge_ed25519_##name
 *   SF_MULT_EDW_FE            the group's field element type
 *   SF_MULT_EDW_PACKED        the stored entry type of the static tables
 *   SF_MULT_EDW_UNPACK(g, p)  g (a niels point) = the packed entry *p
 *   SF_MULT_EDW_COMB_TABLE    entries per comb table (for gentry_select)
 *
 * ---- what it defines ----------------------------------------------------------
 *   SF_MULT_EDW(acc)     the accumulator: the _ext point (X, Y, Z, Ta, Tb).
 *                        A run of doublings never forms T = Ta Tb; an
 *                        addition forms it once, inside its own 8M (cached)
 *                        or 7M (niels) ([CL15]'s R1 accumulator).
 *   SF_MULT_EDW(entry)   an entry of a run-time table: _cached
 *   SF_MULT_EDW(gentry)  an entry of the static tables, unpacked: _niels
 *   SF_MULT_EDW(k)       what turning an accumulator into an entry needs: 2d
 *   _k_load(k)                 _acc_identity(a)
 *   _acc_from_ext(a, p)        _acc_to_ext(r, a)
 *   _acc_dbl(a)                a = 2a
 *   _acc_add(a, e), _acc_sub(a, e)      a = a +- e (entry)
 *   _acc_add_gentry(a, g), _acc_sub_gentry(a, g)   a = a +- g
 *   _acc_set(a, e), _acc_set_gentry(a, g)          a = e: a chain's start.
 *                        Entries hold Y+X, Y-X, whose sum and difference
 *                        are 2Y and 2X: the point scaled by 2, with T as
 *                        the pair (2dT, 1/d) (the group's cached_to_ext):
 *                        two field additions instead of O + entry.
 *   _acc_cmov(a, b, ctl)       _entry_from_acc(e, a, k)
 *   _entry_cneg(e, ctl), _gentry_cneg(g, ctl)      negate if ctl (0 or 1)
 *   _gentry_select(g, t, u)    g = packed t[u] (comb table), constant time
 *   _gentry_unpack(g, p)       g = packed *p (public p)
 *   _acc_add_packed_vartime(a, p), _acc_sub_packed_vartime(a, p)
 *                              a = a +- packed *p (public p: the
 *                              straus template's static-table kind)
 *   _odd_multiples(t, n, b, k) t[i] = (2i + 1) b for i < n (one doubling,
 *                        n - 1 additions; constant time for public n)
 * The doubling, additions and the comb scan are kept out of line, one
 * compact copy each called from the unrolled template loops (FourQ's
 * measurement: inlined into every call site, the register allocation of
 * the whole window body was worse).
 *
 * Completeness: the group's formulas are complete where the curve has
 * a = -1 square and d non-square, so every template precondition (partial
 * sums equal to +-entry or O) holds for every point of the curve.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015.
 */
#include <stddef.h>
#include <stdint.h>

#include "common/util.h"
#include "mult/ct_select.h"
#include "snowfield/common.h"

#if !defined(SF_MULT_EDW) || !defined(SF_MULT_EDW_GE) || !defined(SF_MULT_EDW_FE) ||        \
    !defined(SF_MULT_EDW_PACKED) || !defined(SF_MULT_EDW_UNPACK) ||                          \
    !defined(SF_MULT_EDW_COMB_TABLE)
#error "edwards_ops_impl.h: a required SF_MULT_EDW* parameter is missing"
#endif

typedef SF_MULT_EDW_GE(ext) SF_MULT_EDW(acc);
typedef SF_MULT_EDW_GE(cached) SF_MULT_EDW(entry);
typedef SF_MULT_EDW_GE(niels) SF_MULT_EDW(gentry);
typedef SF_MULT_EDW_FE SF_MULT_EDW(k); /* 2d */

static inline void SF_MULT_EDW(k_load)(SF_MULT_EDW(k) *k)
{
    SF_MULT_EDW_GE(load_2d)(k);
}

static inline void SF_MULT_EDW(acc_identity)(SF_MULT_EDW(acc) *a)
{
    SF_MULT_EDW_GE(ext_identity)(a);
}

static inline void SF_MULT_EDW(acc_from_ext)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW_GE(ext) *p)
{
    *a = *p;
}

static inline void SF_MULT_EDW(acc_to_ext)(SF_MULT_EDW_GE(ext) *r, const SF_MULT_EDW(acc) *a)
{
    *r = *a;
}

static SF_NOINLINE void SF_MULT_EDW(acc_dbl)(SF_MULT_EDW(acc) *a)
{
    SF_MULT_EDW_GE(dbl)(a, a);
}

static SF_NOINLINE void SF_MULT_EDW(acc_add)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW(entry) *e)
{
    SF_MULT_EDW_GE(add_cached)(a, a, e);
}

static SF_NOINLINE void SF_MULT_EDW(acc_sub)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW(entry) *e)
{
    SF_MULT_EDW(entry) n;
    SF_MULT_EDW_GE(cached_neg)(&n, e);
    SF_MULT_EDW_GE(add_cached)(a, a, &n);
}

static SF_NOINLINE void SF_MULT_EDW(acc_add_gentry)(SF_MULT_EDW(acc) *a,
                                                    const SF_MULT_EDW(gentry) *g)
{
    SF_MULT_EDW_GE(add_niels)(a, a, g);
}

static SF_NOINLINE void SF_MULT_EDW(acc_sub_gentry)(SF_MULT_EDW(acc) *a,
                                                    const SF_MULT_EDW(gentry) *g)
{
    SF_MULT_EDW(gentry) n;
    SF_MULT_EDW_GE(niels_neg)(&n, g);
    SF_MULT_EDW_GE(add_niels)(a, a, &n);
}

static inline void SF_MULT_EDW(acc_set)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW(entry) *e)
{
    SF_MULT_EDW_FE dinv;
    SF_MULT_EDW_GE(load_dinv)(&dinv);
    SF_MULT_EDW_GE(cached_to_ext)(a, e, &dinv);
}

static inline void SF_MULT_EDW(acc_set_gentry)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW(gentry) *g)
{
    SF_MULT_EDW_FE dinv;
    SF_MULT_EDW_GE(load_dinv)(&dinv);
    SF_MULT_EDW_GE(niels_to_ext)(a, g, &dinv);
}

static inline void SF_MULT_EDW(acc_cmov)(SF_MULT_EDW(acc) *a, const SF_MULT_EDW(acc) *b,
                                         uint32_t ctl)
{
    SF_MULT_EDW_GE(ext_cmov)(a, b, ctl);
}

static inline void SF_MULT_EDW(entry_from_acc)(SF_MULT_EDW(entry) *e, const SF_MULT_EDW(acc) *a,
                                               const SF_MULT_EDW(k) *k)
{
    SF_MULT_EDW_GE(ext_to_cached)(e, a, k);
}

static inline void SF_MULT_EDW(entry_cneg)(SF_MULT_EDW(entry) *e, uint32_t ctl)
{
    SF_MULT_EDW_GE(cached_cneg)(e, e, ctl);
}

static inline void SF_MULT_EDW(gentry_cneg)(SF_MULT_EDW(gentry) *g, uint32_t ctl)
{
    SF_MULT_EDW_GE(niels_cneg)(g, g, ctl);
}

/* The constant-time scan of a packed comb table, then the unpack. */
static SF_NOINLINE void SF_MULT_EDW(gentry_select)(SF_MULT_EDW(gentry) *g,
                                                   const SF_MULT_EDW_PACKED *t, uint32_t u)
{
    SF_MULT_EDW_PACKED p;
    sf_mult_ct_select(&p, t, SF_MULT_EDW_COMB_TABLE, sizeof p, u);
    SF_MULT_EDW_UNPACK(g, &p);
    sf_wipe(&p, sizeof p);
}

static inline void SF_MULT_EDW(gentry_unpack)(SF_MULT_EDW(gentry) *g, const SF_MULT_EDW_PACKED *p)
{
    SF_MULT_EDW_UNPACK(g, p);
}

static void SF_MULT_EDW(acc_add_packed_vartime)(SF_MULT_EDW(acc) *a,
                                                const SF_MULT_EDW_PACKED *p)
{
    SF_MULT_EDW(gentry) g;
    SF_MULT_EDW_UNPACK(&g, p);
    SF_MULT_EDW(acc_add_gentry)(a, &g);
}

static void SF_MULT_EDW(acc_sub_packed_vartime)(SF_MULT_EDW(acc) *a,
                                                const SF_MULT_EDW_PACKED *p)
{
    SF_MULT_EDW(gentry) g;
    SF_MULT_EDW_UNPACK(&g, p);
    SF_MULT_EDW(acc_sub_gentry)(a, &g);
}

static void SF_MULT_EDW(odd_multiples)(SF_MULT_EDW(entry) *t, size_t n,
                                       const SF_MULT_EDW_GE(ext) *b, const SF_MULT_EDW(k) *k)
{
    SF_MULT_EDW(acc) cur, b2;
    SF_MULT_EDW(entry) c2;
    SF_MULT_EDW(acc_from_ext)(&cur, b);
    b2 = cur;
    SF_MULT_EDW(acc_dbl)(&b2);
    SF_MULT_EDW(entry_from_acc)(&c2, &b2, k);
    SF_MULT_EDW(entry_from_acc)(&t[0], &cur, k);
    for (size_t i = 1; i < n; i++) {
        SF_MULT_EDW(acc_add)(&cur, &c2);
        SF_MULT_EDW(entry_from_acc)(&t[i], &cur, k);
    }
    sf_wipe(&cur, sizeof cur);
    sf_wipe(&b2, sizeof b2);
    sf_wipe(&c2, sizeof c2);
}

#undef SF_MULT_EDW
#undef SF_MULT_EDW_GE
#undef SF_MULT_EDW_FE
#undef SF_MULT_EDW_PACKED
#undef SF_MULT_EDW_UNPACK
#undef SF_MULT_EDW_COMB_TABLE

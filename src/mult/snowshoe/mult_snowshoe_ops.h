/*
 * The Snowshoe group operations in the shape the mult/ templates take
 * (private to src/mult/snowshoe/).
 *
 * The accumulator is a _completed point (E, F, G, H), the raw output of a
 * doubling or an addition. Each operation converts it to exactly the form
 * it needs, which is the "skip T in doubling chains" rule done once here:
 *
 *   dbl:  completed -> proj (3M), dbl-2008-hwcd (3S + 1M)  = 3S + 4M
 *   add:  completed -> ext  (4M), add-2008-hwcd (niels 4M,  = 8M
 *         cached 5M)                                          / 9M
 *
 * so a doubling followed by a doubling never computes T, and a result
 * feeds an addition with its T in one conversion. A hand-written ladder
 * does exactly the same work; with the ops static inline and the template
 * counts constant, the compiled loops are the same.
 *
 * GCC's SLP vectoriser is off in the .c files of src/mult/snowshoe/ (a
 * guarded "#pragma GCC optimize" at their top, before any include, so that
 * every inlined kernel in the file is compiled alike): it merges pairs of
 * 64-bit limb stores (points copied, selected, converted) into vector
 * stores, and the field kernels' 64-bit loads of those limbs then stall on
 * store forwarding, which costs GCC's build about 2% on every multiplication
 * (docs/snowshoe.md, "Measurements behind the code"); Clang is not
 * affected.
 *
 * Completeness (see ge_snowshoe.h): doubling is complete on E(Fp^2), and
 * the unified addition has no exceptional input on the q-subgroup. Every
 * multiplication here works in the q-subgroup (bases are [4]P, G, psi(G)),
 * so the templates' preconditions hold for all scalars.
 */
#ifndef SF_MULT_SNOWSHOE_MULT_SNOWSHOE_OPS_H
#define SF_MULT_SNOWSHOE_MULT_SNOWSHOE_OPS_H

#include <stdint.h>

#include "common/util.h"
#include "group/snowshoe/ge_snowshoe.h"
#include "group/snowshoe/ge_snowshoe_x4.h"
#include "mult/ct_select.h"
#include "mult/snowshoe/mult_snowshoe_tables.h"

typedef sf_ge_snowshoe_completed sf_mult_snowshoe_acc;

/* a = O: (E, F, G, H) = (0, 1, 1, 1) is (0 : 1 : 1 : 0). */
static inline void sf_mult_snowshoe_acc_identity(sf_mult_snowshoe_acc *a)
{
    sf_fp2_127_zero(&a->E);
    sf_fp2_127_one(&a->F);
    sf_fp2_127_one(&a->G);
    sf_fp2_127_one(&a->H);
}

/* a = e: (E, F, G, H) = (x, 1, 1, y) is (x : y : 1 : x y). */
static inline void sf_mult_snowshoe_acc_set_niels(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_niels *e)
{
    sf_fp2_127_copy(&a->E, &e->x);
    sf_fp2_127_one(&a->F);
    sf_fp2_127_one(&a->G);
    sf_fp2_127_copy(&a->H, &e->y);
}

/* a = e: (E, F, G, H) = (X, Z, Z, Y) is (X Z : Y Z : Z^2 : X Y), a scaling
 * of (X : Y : Z : XY/Z) by Z; Td is not needed. */
static inline void sf_mult_snowshoe_acc_set_cached(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_cached *e)
{
    sf_fp2_127_copy(&a->E, &e->X);
    sf_fp2_127_copy(&a->F, &e->Z);
    sf_fp2_127_copy(&a->G, &e->Z);
    sf_fp2_127_copy(&a->H, &e->Y);
}

/*
 * The doubling and the additions, out of line (mult_snowshoe_ops.c): each
 * is one compact function with the Fp^2 kernels inlined. Inlined into the
 * unrolled template loops instead, GCC's register allocation of the whole
 * window body was measurably worse (the O2/O3 figures in docs/snowshoe.md),
 * while a call costs a few cycles against several hundred of arithmetic.
 */
void sf_mult_snowshoe_acc_dbl(sf_mult_snowshoe_acc *a);

void sf_mult_snowshoe_acc_add_niels(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_niels *e);

void sf_mult_snowshoe_acc_sub_niels(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_niels *e);

void sf_mult_snowshoe_acc_add_cached(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_cached *e);

void sf_mult_snowshoe_acc_sub_cached(sf_mult_snowshoe_acc *a, const sf_ge_snowshoe_cached *e);

static inline void sf_mult_snowshoe_acc_cmov(sf_mult_snowshoe_acc *a, const sf_mult_snowshoe_acc *b,
                                             uint32_t ctl)
{
    sf_fp2_127_cmov(&a->E, &b->E, ctl);
    sf_fp2_127_cmov(&a->F, &b->F, ctl);
    sf_fp2_127_cmov(&a->G, &b->G, ctl);
    sf_fp2_127_cmov(&a->H, &b->H, ctl);
}

/*
 * The lookups of the constant-time templates: one word-wise scan of the
 * whole table (mult/ct_select.h), specialised per table size and kept out
 * of line. Inlined into the unrolled window loops, GCC -O3 vectorised the
 * scan into a form that cost the variable-base multiplication ~15% (the
 * results of the scan are then read back as scalars; docs/snowshoe.md);
 * as a function of its own it is the same code at -O2 and -O3.
 */
void sf_mult_snowshoe_select_cached16(sf_ge_snowshoe_cached *e, const sf_ge_snowshoe_cached *t, uint32_t u);

void sf_mult_snowshoe_select_cached8(sf_ge_snowshoe_cached *e, const sf_ge_snowshoe_cached *t, uint32_t u);

/* A comb entry: scan the packed words, then unpack. */
void sf_mult_snowshoe_select_comb(sf_ge_snowshoe_niels *e, const sf_mult_snowshoe_packed *t, uint32_t u);

#ifdef SF_FP2X4
/*
 * The four-lane doubling (a = 2 a) and addition (r = a + e, e an entry) of
 * ge_snowshoe_x4.h, out of line for the table builds, the correction step
 * and simul_gen: inlined at every call site, the emulated-lane builds
 * (hundreds of 128-bit products per formula) took minutes to compile
 * under ASan. The constant-time window loop inlines its one call site of
 * each instead.
 */
void sf_mult_snowshoe_x4_dbl(sf_fp2x4 *a);

void sf_mult_snowshoe_x4_add(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *e);

/*
 * t[i] = (2i + 1) P and tp[i] = psi((2i + 1) P) for i < n, as four-lane
 * entries (ge_snowshoe_x4.h), P in the q-subgroup; n >= 1. Constant time.
 * The tables of mul, simul (mult_snowshoe.c) and simul_gen's Q.
 */
void sf_mult_snowshoe_x4_odd_multiples(sf_fp2x4 *t, sf_fp2x4 *tp, size_t n,
                                       const sf_ge_snowshoe_ext *p);
#endif

#endif /* SF_MULT_SNOWSHOE_MULT_SNOWSHOE_OPS_H */

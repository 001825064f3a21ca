/*
 * The FourQ group operations in the shape the mult/ templates take
 * (private to src/mult/fourq/).
 *
 * The accumulator is the R1 point (X, Y, Z, Ta, Tb) of ge_fourq.h: the
 * doubling reads only X, Y, Z, so a run of doublings never forms T, and an
 * addition forms T = Ta Tb once, inside its own 8M (cached) or 7M (niels).
 * That is [CL15]'s R1 accumulator, so the template chains do exactly the
 * work of a hand-written FourQ ladder.
 *
 * Starting a chain: the templates' SET turns a table entry into the
 * accumulator. R2/R5 entries hold X+Y, Y-X (not X, Y); their sum and
 * difference are 2Y and 2X, so SET takes the point scaled by 2, with T
 * as the pair (2dT, 1/d) (sf_ge_fourq_cached_to_ext): two additions
 * instead of the 8M (7M) of O + entry.
 *
 * Completeness: the twisted Edwards formulas of ge_fourq.h are complete on
 * E(Fp^2) (a = -1 square, d non-square), so every template precondition
 * (partial sums equal to +-entry or O) holds for every point, in or outside
 * the order-N subgroup.
 */
#ifndef SF_MULT_FOURQ_MULT_FOURQ_OPS_H
#define SF_MULT_FOURQ_MULT_FOURQ_OPS_H

#include <stdint.h>

#include "common/util.h"
#include "group/fourq/ge_fourq.h"
#include "mult/ct_select.h"
#include "mult/fourq/mult_fourq_tables.h"

typedef sf_ge_fourq_ext sf_mult_fourq_acc;

/*
 * The doubling and additions, out of line (mult_fourq_ops.c): one compact
 * function each with the Fp^2 kernels inlined, called from the unrolled
 * template loops (the same trade-off as mult_snowshoe_ops.h: inlining the
 * whole window body made GCC's register allocation worse).
 */
void sf_mult_fourq_acc_dbl(sf_mult_fourq_acc *a);
void sf_mult_fourq_acc_add_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e);
void sf_mult_fourq_acc_sub_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e);
void sf_mult_fourq_acc_add_niels(sf_mult_fourq_acc *a, const sf_ge_fourq_niels *e);
/* a = e as an _ext point (the templates' SET, see above). */
void sf_mult_fourq_acc_set_cached(sf_mult_fourq_acc *a, const sf_ge_fourq_cached *e);
void sf_mult_fourq_acc_set_niels(sf_mult_fourq_acc *a, const sf_ge_fourq_niels *e);

static inline void sf_mult_fourq_acc_cmov(sf_mult_fourq_acc *a, const sf_mult_fourq_acc *b,
                                          uint32_t ctl)
{
    sf_ge_fourq_ext_cmov(a, b, ctl);
}

/*
 * The constant-time lookups: one word-wise scan of the whole table
 * (mult/ct_select.h), specialised per table size and kept out of line.
 * e must not point into t.
 */
void sf_mult_fourq_select_cached8(sf_ge_fourq_cached *e, const sf_ge_fourq_cached *t, uint32_t u);
void sf_mult_fourq_select_cached16(sf_ge_fourq_cached *e, const sf_ge_fourq_cached *t, uint32_t u);
/* A comb entry: scan the packed words, then unpack. */
void sf_mult_fourq_select_comb(sf_ge_fourq_niels *e, const sf_mult_fourq_packed *t, uint32_t u);

#endif /* SF_MULT_FOURQ_MULT_FOURQ_OPS_H */

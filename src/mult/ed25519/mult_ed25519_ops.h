/*
 * The edwards25519 group operations in the shape the mult/ templates take,
 * in the representation of this level unit (private to
 * mult_ed25519_impl.h, which the level units of src/mult/ed25519/ compile
 * once per CPU level).
 *
 * Every algorithm of mult_ed25519_impl.h is written once against the names
 * sf_mult_ed25519_{acc,entry,gentry,k} and their operations (_acc_dbl,
 * _acc_add, _acc_set, _entry_cneg, _gentry_select, _odd_multiples, ...:
 * the list is in mult/edwards_ops_impl.h). This header is the one place
 * that chooses what they are.
 *
 * The representation, at every level: the scalar points of the a = -1
 * template (group/edwards/ge_edw_am1.h) over the 64-bit or portable fp255,
 * whichever the build has (the level's target pragma gives the 64-bit
 * products mulx at x86-64-v3 and up), through mult/edwards_ops_impl.h: the
 * accumulator is the _ext point, run-time entries _cached, base-point
 * entries _niels unpacked from the packed tables. A level with a four-lane
 * field form would map the same names onto four-lane points here (as
 * mult/fourq/mult_fourq_ops.h does under SF_FP2X4), leaving
 * mult_ed25519_impl.h as it is.
 */
#ifndef SF_MULT_ED25519_MULT_ED25519_OPS_H
#define SF_MULT_ED25519_MULT_ED25519_OPS_H

#include <stdint.h>

#include "common/util.h"
#include "group/ed25519/ge_ed25519.h"
#include "mult/ct_select.h"
#include "mult/ed25519/mult_ed25519_tables.h"

#define SF_MULT_EDW(name) sf_mult_ed25519_##name
#define SF_MULT_EDW_GE(name) sf_ge_ed25519_##name
#define SF_MULT_EDW_FE sf_fp255
#define SF_MULT_EDW_PACKED sf_mult_ed25519_packed
#define SF_MULT_EDW_UNPACK(g, p) sf_mult_ed25519_unpack(g, p)
#define SF_MULT_EDW_COMB_TABLE SF_MULT_ED25519_COMB_TABLE
#include "mult/edwards_ops_impl.h"

/* The constant-time scan of the run-time window table (16 entries). */
static SF_NOINLINE void sf_mult_ed25519_select16(sf_mult_ed25519_entry *e,
                                                 const sf_mult_ed25519_entry *t, uint32_t u)
{
    sf_mult_ct_select(e, t, 16, sizeof *e, u);
}

#endif /* SF_MULT_ED25519_MULT_ED25519_OPS_H */

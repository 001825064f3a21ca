/*
 * TEMPLATE: constant-time fixed-base comb (the mLSB-set comb of
 * Faz-Hernandez, Longa and Sanchez, as FourQlib and the original Snowshoe
 * use it) over a precomputed table:
 *
 *   acc = k B  for an ODD k < 2^(d w - 1),  d = V * E,
 *
 * from the d column digits of sf_recode_comb(k, d, w) and V tables of
 * 2^(w-1) entries each:
 *
 *   T_m[u] = 2^(E m) * (1 + sum_{r=1}^{w-1} u_r 2^(r d)) * B,
 *            u = sum_{r >= 1} u_r 2^(r-1),   m < V,  u < 2^(w-1).
 *
 * Column j = E m + c (m < V, c < E) is worth s_j T_m[u_j] 2^c, so
 *   k B = sum_{c = E-1 .. 0} 2^c sum_m s_(Em+c) T_m[u_(Em+c)],
 * evaluated by Horner: E - 1 doublings and V E - 1 additions in all.
 * Even k: multiply by n - k (odd for an odd group order n) and negate the
 * result; k = 0 then gives n B = O, which the chain reaches through
 * additions only (see the preconditions).
 *
 * Layer: mult. Include it from a .c file of the mult layer after defining
 * the parameters; it defines ONE static function and #undefs them.
 *
 * ---- parameters ----------------------------------------------------------
 *   SF_MULT_COMB_NAME       name of the function to define
 *   SF_MULT_COMB_ACC        accumulator type
 *   SF_MULT_COMB_TENTRY     stored table entry type (may be a packed or
 *                           canonical form of the points, e.g. bytes or
 *                           words, so that one table serves every backend)
 *   SF_MULT_COMB_ENTRY      working entry type (what an addition takes)
 *   SF_MULT_COMB_V          number of tables V                 (>= 1)
 *   SF_MULT_COMB_E          columns per table E                (>= 1)
 *   SF_MULT_COMB_TABLE      entries per table, 2^(w-1)         (>= 1)
 *   SF_MULT_COMB_LOOKUP(e, t, u)  *e = the ENTRY form of t[u], constant time
 *                           in u (secret, u < TABLE); t is
 *                           `const TENTRY *` (TABLE entries).
 *   SF_MULT_COMB_CNEG(e, neg)     *e = neg ? -*e : *e, neg in {0, 1}, secret.
 *   SF_MULT_COMB_SET(a, e)        *a = *e.
 *   SF_MULT_COMB_DBL(a)           *a = 2 *a.
 *   SF_MULT_COMB_ADD(a, e)        *a = *a + *e.
 * Same conventions as window_ct_impl.h: the ops are static inline and the
 * counts compile-time constants, so the loops unroll into straight code.
 *
 * ---- preconditions on the group operations -------------------------------
 * The partial sums are multiples of B that depend on k; they can equal the
 * entry being added, its negative or O for some k. ADD must therefore be
 * correct for every pair of multiples of B (complete formulas in an odd-order
 * subgroup, or a complete constant-time addition), and DBL for every multiple
 * including O. The table entries themselves are never O when B has order
 * above 2^(d w).
 *
 * ---- the generated function ---------------------------------------------
 *   static void NAME(ACC *acc, const int8_t digits[V * E],
 *                    const TENTRY tables[V][TABLE]);
 * digits from sf_recode_comb (d = V E columns, shared odd-digit format).
 * acc is written (never read). Constant time in the digits.
 */
#include <stdint.h>

#include "scalar/recode.h"
#include "snowfield/common.h"

#if !defined(SF_MULT_COMB_NAME) || !defined(SF_MULT_COMB_ACC) ||             \
    !defined(SF_MULT_COMB_TENTRY) || !defined(SF_MULT_COMB_ENTRY) ||          \
    !defined(SF_MULT_COMB_V) || !defined(SF_MULT_COMB_E) ||                   \
    !defined(SF_MULT_COMB_TABLE) || !defined(SF_MULT_COMB_LOOKUP) ||          \
    !defined(SF_MULT_COMB_CNEG) || !defined(SF_MULT_COMB_SET) ||              \
    !defined(SF_MULT_COMB_DBL) || !defined(SF_MULT_COMB_ADD)
#error "comb_ct_impl.h: a required SF_MULT_COMB_* parameter is missing"
#endif

static void SF_MULT_COMB_NAME(SF_MULT_COMB_ACC *acc,
                              const int8_t digits[SF_MULT_COMB_V * SF_MULT_COMB_E],
                              const SF_MULT_COMB_TENTRY tables[SF_MULT_COMB_V][SF_MULT_COMB_TABLE])
{
    SF_MULT_COMB_ENTRY e;
    uint32_t u, neg;

    for (int c = SF_MULT_COMB_E - 1; c >= 0; c--) {
        if (c != SF_MULT_COMB_E - 1) /* public: the loop position */
            SF_MULT_COMB_DBL(acc);
        for (int m = 0; m < SF_MULT_COMB_V; m++) {
            sf_recode_digit_split(&u, &neg, digits[SF_MULT_COMB_E * m + c]);
            SF_MULT_COMB_LOOKUP(&e, tables[m], u);
            SF_MULT_COMB_CNEG(&e, neg);
            if (c == SF_MULT_COMB_E - 1 && m == 0) /* public */
                SF_MULT_COMB_SET(acc, &e);
            else
                SF_MULT_COMB_ADD(acc, &e);
        }
    }
    /* The last entry and digit are secret: leave nothing on the stack. */
    sf_wipe(&e, sizeof e);
    sf_wipe(&u, sizeof u);
    sf_wipe(&neg, sizeof neg);
}

#undef SF_MULT_COMB_NAME
#undef SF_MULT_COMB_ACC
#undef SF_MULT_COMB_TENTRY
#undef SF_MULT_COMB_ENTRY
#undef SF_MULT_COMB_V
#undef SF_MULT_COMB_E
#undef SF_MULT_COMB_TABLE
#undef SF_MULT_COMB_LOOKUP
#undef SF_MULT_COMB_CNEG
#undef SF_MULT_COMB_SET
#undef SF_MULT_COMB_DBL
#undef SF_MULT_COMB_ADD

/*
 * TEMPLATE: constant-time signed fixed-window multiplication, one shared
 * doubling chain over DIMS digit strings and DIMS tables:
 *
 *   acc = sum_{j < DIMS} sum_{i < DIGITS} d[j][i] * 2^(DBLS*i) * B_j
 *
 * where table j holds the odd multiples of B_j (entry u = (2u+1) B_j, the
 * classic window) or any other set of points that the digits index (entry u
 * = FourQ's u-th GLV-SAC combination, with DBLS = 1). Used for variable-base
 * multiplication: single base (DIMS = 1), GLV/GLS halves (DIMS = 2 with
 * tables B and psi(B)), double base a P + b Q with halves (DIMS = 4), FourQ's
 * 4-dimensional decomposition (DIMS = 1, one table of 8 combinations).
 *
 * Layer: mult. Include it from a .c file of the mult layer after defining
 * the parameters below; it defines ONE static function and #undefs every
 * parameter, so it can be included again for another instantiation.
 *
 * ---- the digits (shared format of scalar/recode.h) ----------------------
 * d[j][i] is a signed odd int8_t, d = s (2u + 1): it adds s * table_j[u].
 * sf_recode_regular (every digit odd, |d| <= 2^w - 1, fixed length) emits
 * it directly for a window of w bits (table of 2^(w-1) odd multiples,
 * DBLS = w). Digits are secret; DIMS, DIGITS, TABLE, DBLS are public.
 * The top digits d[j][DIGITS-1] start the chain (acc = first entry, no
 * doubling of the identity), so the identity never has to be represented.
 *
 * ---- parameters (all required unless marked optional) -------------------
 *   SF_MULT_FW_NAME        name of the function to define
 *   SF_MULT_FW_ACC         accumulator type (the running point)
 *   SF_MULT_FW_ENTRY       table entry type (what an addition takes)
 *   SF_MULT_FW_DIMS        number of digit strings / tables       (>= 1)
 *   SF_MULT_FW_DIGITS      digits per string                      (>= 1)
 *   SF_MULT_FW_TABLE       entries per table                      (>= 1)
 *   SF_MULT_FW_DBLS        doublings between two digit positions (>= 1)
 *   SF_MULT_FW_LOOKUP(e, t, u)   *e = t[u], constant time in u (secret,
 *                          u < TABLE); t is `const ENTRY *` (TABLE entries).
 *                          mult/ct_select.h's sf_mult_ct_select does it for
 *                          any plain struct.
 *   SF_MULT_FW_CNEG(e, neg)      *e = neg ? -*e : *e, neg in {0, 1}, secret.
 *   SF_MULT_FW_SET(a, e)         *a = *e (converting the entry form).
 *   SF_MULT_FW_DBL(a)            *a = 2 *a.
 *   SF_MULT_FW_ADD(a, e)         *a = *a + *e.
 *   SF_MULT_FW_ADD_LAST(a, e)    optional: the op for the chain's very last
 *                          addition (lowest position, string DIMS-1), in
 *                          place of ADD; defaults to ADD. For incomplete
 *                          formulas whose exceptional inputs provably occur
 *                          at no other addition (P-256's Jacobian addition
 *                          under a window of odd digits: mult_p256.c has the
 *                          proof), so that only this one addition pays for
 *                          the complete, constant-time version.
 *   SF_MULT_FW_CORRECT     optional: if defined, the function takes one
 *                          more argument `const int8_t corr[DIMS]`, each
 *                          -1, 0 or +1 (secret), and ends with
 *                          acc += corr[j] * table_j[0] for every j (the
 *                          even-scalar correction of sf_recode_regular: pass
 *                          -corr, negated again if the base was negated).
 *                          It then also needs
 *   SF_MULT_FW_CMOV(a, b, ctl)   *a = ctl ? *b : *a, ctl in {0, 1}, secret.
 * The op macros may evaluate their arguments more than once; the template
 * passes plain pointers to locals. They are expected to be (or call)
 * static inline functions: with constant DIMS, DIGITS, TABLE and DBLS the
 * loops below have constant trip counts, and the compiler inlines the whole
 * chain into straight-line code per window, as a hand-written loop would be.
 *
 * ---- preconditions on the group operations -------------------------------
 * The template performs, in this order: SET from the top digit of string 0;
 * ADD of the top digits of strings 1..DIMS-1; then per lower position DBLS
 * doublings and DIMS additions; then (CORRECT) DIMS additions of +-table_j[0]
 * into a copy, each kept or dropped with CMOV. With regular odd digits the
 * looked-up entry is never the identity, but the accumulator can equal the
 * entry, its negative or the identity at some scalars (the recoding knows
 * nothing of the group). So ADD must be correct for every pair of points
 * that can occur: either complete (twisted Edwards in a subgroup of odd
 * order: Snowshoe after [4], FourQ after [392]) or, for incomplete
 * formulas (short Weierstrass Jacobian + affine), a constant-time complete
 * addition or a proof for the instantiation that P = +-Q and O cannot arise.
 * DBL must accept every point the chain can hold (O included).
 *
 * ---- the generated function ---------------------------------------------
 *   static void NAME(ACC *acc,
 *                    const int8_t digits[DIMS][DIGITS],
 *                    const ENTRY tables[DIMS][TABLE]
 *                    [, const int8_t corr[DIMS]]);
 * acc is written (never read). Constant time in the digits and corr.
 * Cost: (DIGITS - 1) * DBLS doublings, DIGITS * DIMS - 1 additions,
 * DIGITS * DIMS lookups (+ DIMS additions and copies with CORRECT).
 */
#include <stdint.h>

#include "scalar/recode.h"
#include "snowfield/common.h"

#if !defined(SF_MULT_FW_NAME) || !defined(SF_MULT_FW_ACC) ||                 \
    !defined(SF_MULT_FW_ENTRY) || !defined(SF_MULT_FW_DIMS) ||                \
    !defined(SF_MULT_FW_DIGITS) || !defined(SF_MULT_FW_TABLE) ||             \
    !defined(SF_MULT_FW_DBLS) || !defined(SF_MULT_FW_LOOKUP) ||               \
    !defined(SF_MULT_FW_CNEG) || !defined(SF_MULT_FW_SET) ||                  \
    !defined(SF_MULT_FW_DBL) || !defined(SF_MULT_FW_ADD)
#error "window_ct_impl.h: a required SF_MULT_FW_* parameter is missing"
#endif
#ifndef SF_MULT_FW_ADD_LAST
#define SF_MULT_FW_ADD_LAST SF_MULT_FW_ADD
#endif
#if defined(SF_MULT_FW_CORRECT) && !defined(SF_MULT_FW_CMOV)
#error "window_ct_impl.h: SF_MULT_FW_CORRECT needs SF_MULT_FW_CMOV"
#endif

static void SF_MULT_FW_NAME(SF_MULT_FW_ACC *acc,
                            const int8_t digits[SF_MULT_FW_DIMS][SF_MULT_FW_DIGITS],
                            const SF_MULT_FW_ENTRY tables[SF_MULT_FW_DIMS][SF_MULT_FW_TABLE]
#ifdef SF_MULT_FW_CORRECT
                            , const int8_t corr[SF_MULT_FW_DIMS]
#endif
)
{
    SF_MULT_FW_ENTRY e;
    uint32_t u, neg;

    /* The top position starts the chain. */
    sf_recode_digit_split(&u, &neg, digits[0][SF_MULT_FW_DIGITS - 1]);
    SF_MULT_FW_LOOKUP(&e, tables[0], u);
    SF_MULT_FW_CNEG(&e, neg);
    SF_MULT_FW_SET(acc, &e);
    for (int j = 1; j < SF_MULT_FW_DIMS; j++) {
        sf_recode_digit_split(&u, &neg, digits[j][SF_MULT_FW_DIGITS - 1]);
        SF_MULT_FW_LOOKUP(&e, tables[j], u);
        SF_MULT_FW_CNEG(&e, neg);
        if (SF_MULT_FW_DIGITS == 1 && j == SF_MULT_FW_DIMS - 1) /* public */
            SF_MULT_FW_ADD_LAST(acc, &e);
        else
            SF_MULT_FW_ADD(acc, &e);
    }

    for (int i = SF_MULT_FW_DIGITS - 2; i >= 0; i--) {
        for (int s = 0; s < SF_MULT_FW_DBLS; s++)
            SF_MULT_FW_DBL(acc);
        for (int j = 0; j < SF_MULT_FW_DIMS; j++) {
            sf_recode_digit_split(&u, &neg, digits[j][i]);
            SF_MULT_FW_LOOKUP(&e, tables[j], u);
            SF_MULT_FW_CNEG(&e, neg);
            if (i == 0 && j == SF_MULT_FW_DIMS - 1) /* public: the position */
                SF_MULT_FW_ADD_LAST(acc, &e);
            else
                SF_MULT_FW_ADD(acc, &e);
        }
    }

#ifdef SF_MULT_FW_CORRECT
    /* acc += corr[j] * table_j[0], kept only where corr[j] != 0. */
    for (int j = 0; j < SF_MULT_FW_DIMS; j++) {
        SF_MULT_FW_ACC t = *acc;
        uint32_t c = (uint32_t)(int32_t)corr[j];
        uint32_t cneg = c >> 31;                 /* corr = -1 */
        uint32_t cset = (c | (0u - c)) >> 31;    /* corr != 0 */
        e = tables[j][0];
        SF_MULT_FW_CNEG(&e, cneg);
        SF_MULT_FW_ADD(&t, &e);
        SF_MULT_FW_CMOV(acc, &t, cset);
        sf_wipe(&t, sizeof t);
    }
#endif
    /* The last entry and digit are secret: leave nothing on the stack. */
    sf_wipe(&e, sizeof e);
    sf_wipe(&u, sizeof u);
    sf_wipe(&neg, sizeof neg);
}

#undef SF_MULT_FW_NAME
#undef SF_MULT_FW_ACC
#undef SF_MULT_FW_ENTRY
#undef SF_MULT_FW_DIMS
#undef SF_MULT_FW_DIGITS
#undef SF_MULT_FW_TABLE
#undef SF_MULT_FW_DBLS
#undef SF_MULT_FW_LOOKUP
#undef SF_MULT_FW_CNEG
#undef SF_MULT_FW_SET
#undef SF_MULT_FW_DBL
#undef SF_MULT_FW_ADD
#undef SF_MULT_FW_ADD_LAST
#undef SF_MULT_FW_CORRECT
#undef SF_MULT_FW_CMOV

/*
 * TEMPLATE: VARIABLE-TIME interleaved wNAF multi-scalar multiplication
 * (Straus-Shamir with width-w NAF digits), for public scalars only
 * (signature verification):
 *
 *   acc = sum_{j < na} naf_a[j] * A_j  +  sum_{j < nb} naf_b[j] * B_j
 *
 * over one shared doubling chain. Two kinds of tables are allowed because a
 * verification mixes them: kind A for points known only at run time (the
 * public key and its endomorphism images, built per call), kind B for
 * static precomputed tables (the generator and its images, usually affine
 * and larger). Each table holds the odd multiples of its base:
 *   table[u] = (2u + 1) * base,  u < 2^(w-2) for a width-w NAF.
 * An instantiation with a single kind passes nb = 0 (or defines B = A).
 *
 * Layer: mult. Include it from a .c file of the mult layer after defining
 * the parameters; it defines ONE static function and #undefs them.
 *
 * ---- parameters ----------------------------------------------------------
 *   SF_MULT_ST_NAME          name of the function to define
 *   SF_MULT_ST_ACC           accumulator type
 *   SF_MULT_ST_ENTRY_A       entry type of the kind-A tables
 *   SF_MULT_ST_ENTRY_B       entry type of the kind-B tables
 *   SF_MULT_ST_IDENTITY(a)   *a = O
 *   SF_MULT_ST_DBL(a)        *a = 2 *a
 *   SF_MULT_ST_ADD_A(a, e)   *a = *a + *e   (e: const ENTRY_A *)
 *   SF_MULT_ST_SUB_A(a, e)   *a = *a - *e
 *   SF_MULT_ST_ADD_B(a, e)   *a = *a + *e   (e: const ENTRY_B *)
 *   SF_MULT_ST_SUB_B(a, e)   *a = *a - *e
 *   SF_MULT_ST_DIGIT         optional: the digit type, int8_t by default
 *                            (sf_recode_wnaf_vartime); int16_t for tables
 *                            wider than w = 8 (sf_recode_wnaf16_vartime)
 * Variable time is allowed everywhere (that is the point): the ops may
 * branch on the values, e.g. to handle O or P = +-Q in incomplete formulas.
 *
 * ---- preconditions on the group operations -------------------------------
 * The chain starts from O and skips the doublings until the first non-zero
 * digit, so the first addition is O + entry: ADD_x/SUB_x must accept O as
 * the accumulator. Later partial sums can equal +-entry or O for special
 * scalars (an attacker chooses public inputs), so the additions must be
 * correct for every input pair (complete formulas, or branches to doubling
 * and to O). DBL must accept O.
 *
 * ---- the generated function ---------------------------------------------
 *   static void NAME(ACC *acc, size_t len,
 *                    size_t na, const DIGIT *const naf_a[],
 *                    const ENTRY_A *const tab_a[],
 *                    size_t nb, const DIGIT *const naf_b[],
 *                    const ENTRY_B *const tab_b[]);
 * Every naf_x[j] has `len` digits (sf_recode_wnaf*_vartime, shorter strings
 * padded with zeros; its return value tells how many are significant), with
 * odd digits |d| <= 2 * (entries of tab_x[j]) - 1. acc is written, never
 * read. Cost: (top - 1) doublings and one addition per non-zero digit.
 */
#include <stddef.h>
#include <stdint.h>

#if !defined(SF_MULT_ST_NAME) || !defined(SF_MULT_ST_ACC) ||                 \
    !defined(SF_MULT_ST_ENTRY_A) || !defined(SF_MULT_ST_ENTRY_B) ||           \
    !defined(SF_MULT_ST_IDENTITY) || !defined(SF_MULT_ST_DBL) ||              \
    !defined(SF_MULT_ST_ADD_A) || !defined(SF_MULT_ST_SUB_A) ||               \
    !defined(SF_MULT_ST_ADD_B) || !defined(SF_MULT_ST_SUB_B)
#error "straus_vartime_impl.h: a required SF_MULT_ST_* parameter is missing"
#endif
#ifndef SF_MULT_ST_DIGIT
#define SF_MULT_ST_DIGIT int8_t
#endif

static void SF_MULT_ST_NAME(SF_MULT_ST_ACC *acc, size_t len,
                            size_t na, const SF_MULT_ST_DIGIT *const naf_a[],
                            const SF_MULT_ST_ENTRY_A *const tab_a[],
                            size_t nb, const SF_MULT_ST_DIGIT *const naf_b[],
                            const SF_MULT_ST_ENTRY_B *const tab_b[])
{
    size_t top = len;
    int started = 0;

    /* Find the top non-zero digit of all strings. */
    while (top > 0) {
        int any = 0;
        for (size_t j = 0; j < na; j++)
            any |= naf_a[j][top - 1] != 0;
        for (size_t j = 0; j < nb; j++)
            any |= naf_b[j][top - 1] != 0;
        if (any)
            break;
        top--;
    }
    SF_MULT_ST_IDENTITY(acc);
    for (size_t i = top; i-- > 0;) {
        if (started)
            SF_MULT_ST_DBL(acc);
        for (size_t j = 0; j < na; j++) {
            int d = naf_a[j][i];
            if (d > 0)
                SF_MULT_ST_ADD_A(acc, &tab_a[j][(d - 1) / 2]);
            else if (d < 0)
                SF_MULT_ST_SUB_A(acc, &tab_a[j][(-d - 1) / 2]);
            started |= d != 0;
        }
        for (size_t j = 0; j < nb; j++) {
            int d = naf_b[j][i];
            if (d > 0)
                SF_MULT_ST_ADD_B(acc, &tab_b[j][(d - 1) / 2]);
            else if (d < 0)
                SF_MULT_ST_SUB_B(acc, &tab_b[j][(-d - 1) / 2]);
            started |= d != 0;
        }
    }
}

#undef SF_MULT_ST_NAME
#undef SF_MULT_ST_ACC
#undef SF_MULT_ST_ENTRY_A
#undef SF_MULT_ST_ENTRY_B
#undef SF_MULT_ST_IDENTITY
#undef SF_MULT_ST_DBL
#undef SF_MULT_ST_ADD_A
#undef SF_MULT_ST_SUB_A
#undef SF_MULT_ST_ADD_B
#undef SF_MULT_ST_SUB_B
#undef SF_MULT_ST_DIGIT

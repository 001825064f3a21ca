/*
 * Scalar multiplication on the Snowshoe curve: fixed base, variable base,
 * double base (constant time) and double base with the generator (variable
 * time), each an instantiation of one of the curve-independent templates of
 * src/mult/ over the group operations of src/group/snowshoe/.
 *
 * Layer: mult. Includes scalar/, group/ and mult/.
 *
 *   function                     template             recoding             tables
 *   ---------------------------  -------------------  -------------------  ------------------------------
 *   sf_mult_snowshoe_mul_gen     comb_ct_impl.h       sf_recode_comb       static comb, 4 x 16 niels
 *   sf_mult_snowshoe_mul         window_ct_impl.h     GLS halves,          P, psi(P): 2 x 16 cached
 *                                (2 dimensions)       sf_recode_regular
 *   sf_mult_snowshoe_simul       window_ct_impl.h     GLS halves of a, b   P, psi P, Q, psi Q: 4 x 8 cached
 *                                (4 dimensions)
 *   sf_mult_snowshoe_simul_gen_  straus_vartime_      GLS halves, wNAF     static G, psi G (w 8);
 *   vartime                      impl.h                                    Q, psi Q: 2 x 8 cached (w 5)
 *
 * With SF_FP2X4 (four-way Fp^2, field/p127/fp2x4.h: AVX-512 IFMA builds,
 * portable AVX2 builds, the generic-lane test builds) mul, simul and
 * simul_gen run the same methods on four-lane points (group/snowshoe/ge_snowshoe_x4.h): mul and
 * simul with a loop of their own in mult_snowshoe.c (window_ct_impl.h's
 * order of operations; mul then with w = 4, 2 x 8 tables), simul_gen with
 * a second instantiation of straus_vartime_impl.h. Results are the same
 * points; the representation of the output (Z) may differ.
 *
 * Inputs: scalars as sf_sc_snowshoe (0 <= k < q; 0 is allowed and gives O);
 * points as extended points IN THE q-SUBGROUP (odd order). The public API
 * multiplies its input points by the cofactor 4 before calling here, which
 * is what makes every addition in these chains exact (ge_snowshoe.h,
 * "What this means for scalar multiplication"). Outputs are extended
 * points (Z != 0, since the q-subgroup has no point at infinity).
 * Aliasing: r may alias the input points.
 * Constant time in every argument except the _vartime one, which is for
 * public data (signature verification) only.
 */
#ifndef SF_MULT_SNOWSHOE_MULT_SNOWSHOE_H
#define SF_MULT_SNOWSHOE_MULT_SNOWSHOE_H

#include "group/snowshoe/ge_snowshoe.h"
#include "scalar/snowshoe/sc_snowshoe.h"

/* r = [k]G. */
void sf_mult_snowshoe_mul_gen(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k);

/* r = [k]P, P in the q-subgroup. */
void sf_mult_snowshoe_mul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k,
                          const sf_ge_snowshoe_ext *p);

/* r = [a]P + [b]Q, P and Q in the q-subgroup. */
void sf_mult_snowshoe_simul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *a,
                            const sf_ge_snowshoe_ext *p,
                            const sf_sc_snowshoe *b,
                            const sf_ge_snowshoe_ext *q);

/* r = [a]G + [b]Q, Q in the q-subgroup. VARIABLE TIME in a, b and Q. */
void sf_mult_snowshoe_simul_gen_vartime(sf_ge_snowshoe_ext *r,
                                        const sf_sc_snowshoe *a,
                                        const sf_sc_snowshoe *b,
                                        const sf_ge_snowshoe_ext *q);

#endif /* SF_MULT_SNOWSHOE_MULT_SNOWSHOE_H */

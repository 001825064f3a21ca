/*
 * Scalar multiplication on P-256: fixed base and variable base (constant
 * time) and double base with the generator (variable time), each an
 * instantiation of a curve-independent template of src/mult/ over the
 * group operations of src/group/p256/.
 *
 * Layer: mult. Includes scalar/, group/ and mult/.
 *
 *   function                        template              recoding               tables
 *   ------------------------------  --------------------  ---------------------  -----------------------------
 *   sf_mult_p256_mul_gen            window_ct_impl.h      sf_recode_regular,     static: 37 rows x 64 affine
 *                                   (37 strings of one    w = 7                  (2u+1) 2^(7j) G
 *                                   digit: no doubling)
 *   sf_mult_p256_mul,               window_ct_impl.h      sf_recode_regular,     per call: 8 affine
 *   sf_mult_p256_mul_point_vartime  (one string)          w = 4                  (2u+1) P
 *   sf_mult_p256_simul_gen_vartime  straus_vartime_       sf_recode_wnaf_        row 0 of the static table
 *                                   impl.h                vartime, w = 8 (G),    (wNAF 8 of G); per call 8
 *                                                         w = 5 (Q)              Jacobian (2u+1) Q
 *
 * Inputs: scalars as sf_sc_p256 (0 <= k < n; k = 0 gives O); points as
 * affine points on the curve (the group has prime order, so every one of
 * them is a generator). Outputs are Jacobian; O has Z = 0.
 * Constant time in every argument except the _vartime one, which is for
 * public data (signature verification) only.
 */
#ifndef SF_MULT_P256_MULT_P256_H
#define SF_MULT_P256_MULT_P256_H

#include "group/p256/ge_p256.h"
#include "scalar/p256/sc_p256.h"

/* r = [k]G. */
void sf_mult_p256_mul_gen(sf_ge_p256_jac *r, const sf_sc_p256 *k);

/* r = [k]P. */
void sf_mult_p256_mul(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                      const sf_ge_p256_affine *p);

/*
 * r = [k]P for a PUBLIC P (ECDH's peer key): constant time in k, VARIABLE
 * TIME in P (the table of odd multiples of P is made affine with a
 * variable-time inversion, which only P determines).
 */
void sf_mult_p256_mul_point_vartime(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                                    const sf_ge_p256_affine *p);

/* r = [a]G + [b]Q. VARIABLE TIME in a, b and Q. */
void sf_mult_p256_simul_gen_vartime(sf_ge_p256_jac *r, const sf_sc_p256 *a,
                                    const sf_sc_p256 *b,
                                    const sf_ge_p256_affine *q);

#endif /* SF_MULT_P256_MULT_P256_H */

/*
 * Scalar multiplication on secp256k1: fixed base and variable base
 * (constant time, the latter with the GLV endomorphism) and double base
 * with the generator (variable time, GLV on both scalars), each an
 * instantiation of a curve-independent template of src/mult/ over the
 * group operations of src/group/k256/.
 *
 * Layer: mult. Includes scalar/, group/ and mult/.
 *
 *   function                        template              recoding               tables
 *   ------------------------------  --------------------  ---------------------  ------------------------------
 *   sf_mult_k256_mul_gen            window_ct_impl.h      sf_recode_regular,     static: 43 rows x 32 affine
 *                                   (43 strings of one    w = 6                  (2u+1) 2^(6j) G
 *                                   digit: no doubling)
 *   sf_mult_k256_mul                window_ct_impl.h      GLV split, then        per call: 2 x 16 affine on an
 *                                   (two strings, one     sf_recode_regular      isomorphic curve: (2u+1) (+-P),
 *                                   doubling chain)       w = 5 per half         (2u+1) (+-lambda P)
 *   sf_mult_k256_simul_gen_vartime  straus_vartime_       GLV split of both,     static row 0 and lambda row
 *                                   impl.h                sf_recode_wnaf_        (width 7); per call 2 x 8
 *                                                         vartime                Jacobian (width 5)
 *
 * Inputs: scalars as sf_sc_k256 (0 <= k < n; k = 0 gives O); points affine
 * and on the curve (prime order: every one generates the group). Outputs are
 * Jacobian; O has Z = 0. Constant time in every argument except the
 * _vartime one, for public data (verification, recovery) only.
 */
#ifndef SF_MULT_K256_MULT_K256_H
#define SF_MULT_K256_MULT_K256_H

#include "group/k256/ge_k256.h"
#include "scalar/k256/sc_k256.h"

/* r = [k]G. */
void sf_mult_k256_mul_gen(sf_ge_k256_jac *r, const sf_sc_k256 *k);

/* r = [k]P. */
void sf_mult_k256_mul(sf_ge_k256_jac *r, const sf_sc_k256 *k,
                      const sf_ge_k256_affine *p);

/* r = [a]G + [b]Q. VARIABLE TIME in a, b and Q. */
void sf_mult_k256_simul_gen_vartime(sf_ge_k256_jac *r, const sf_sc_k256 *a,
                                    const sf_sc_k256 *b,
                                    const sf_ge_k256_affine *q);

#endif /* SF_MULT_K256_MULT_K256_H */

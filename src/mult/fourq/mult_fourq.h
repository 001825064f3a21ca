/*
 * Scalar multiplication on FourQ: fixed base, variable base (with the
 * 4-dimensional endomorphism decomposition, or without it) and double base
 * (variable time), each an instantiation of one of the curve-independent
 * templates of src/mult/ over the group operations of src/group/fourq/.
 *
 * Layer: mult. Includes scalar/, group/ and mult/.
 *
 *   function                        template            recoding                 tables
 *   ------------------------------  ------------------  -----------------------  ----------------------------
 *   sf_mult_fourq_mul_gen           comb_ct_impl.h      sf_sc_fourq_recode_comb  static comb, 7 x 32 niels
 *   sf_mult_fourq_mul_endo          window_ct_impl.h    decompose + GLV-SAC      8 cached combinations of
 *                                   (1 dim, 65 digits)  (sf_sc_fourq_recode_sac) P, phi P, psi P, psi phi P
 *   sf_mult_fourq_mul_noendo        window_ct_impl.h    sf_sc_fourq_recode_      16 cached odd multiples
 *                                   (1 dim, w = 5)      window                   of P
 *   sf_mult_fourq_mul_double_       straus_vartime_     decompose both, wNAF     static G side (w 8), 4 x 64;
 *   vartime                         impl.h              of the 8 parts           Q side (w 4), 4 x 4 cached
 *
 * Every function here dispatches to the code of this process's CPU level
 * (common/cpu.h): the algorithms are written once (mult_fourq_impl.h) and
 * compiled per level by the level units mult_fourq_{baseline,v3,ifma}.c,
 * over the scalar points of group/fourq/ge_fourq.h or, at levels that have
 * the four-way field code (field/p127/fp2x4.h: IFMA for the 64-bit
 * backend, x86-64-v3 for the portable one), the four-lane points of
 * group/fourq/ge_fourq_x4.h. Results are identical at every level.
 *
 * sf_mult_fourq_mul is the variable-base multiplication the protocols use:
 * _endo, or _noendo when the library is built with SF_FOURQ_NO_ENDO (CMake
 * option SF_FOURQ_NO_ENDO), FourQlib's USE_ENDO switch. Both functions are
 * always compiled, so the tests check that they agree.
 *
 * Points: extended (R1) points, any point of E(Fp^2): the formulas are
 * complete, so every chain is exact for every input (ge_fourq.h). The
 * scalar's meaning differs only for points OUTSIDE the order-N subgroup:
 *   _endo and _double_vartime compute FourQlib's value
 *     [a1]P + [a2]phi(P) + [a3]psi(P) + [a4]psi(phi(P))
 *   for the decomposition of the unreduced 256-bit k (sf_sc_fourq_decompose),
 *   which is [k]P for P of order N (and what FourQlib returns for any P);
 *   _noendo computes [k mod N]P. Callers that need [k]P for an arbitrary
 *   P clear the cofactor first (the protocols do).
 * Aliasing: r may alias the input point. Constant time in every argument
 * except _double_vartime, which is for public data only.
 */
#ifndef SF_MULT_FOURQ_MULT_FOURQ_H
#define SF_MULT_FOURQ_MULT_FOURQ_H

#include <stdint.h>

#include "common/cpu.h"
#include "group/fourq/ge_fourq.h"
#include "scalar/fourq/sc_fourq.h"

/* r = [k]G, k reduced (Invariant #1; 0 gives O). */
void sf_mult_fourq_mul_gen(sf_ge_fourq_ext *r, const sf_sc_fourq *k);

/* r = [k]P by the 4-dimensional decomposition; k any 256-bit integer
 * (32 bytes LE, not reduced: see above). */
void sf_mult_fourq_mul_endo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p);

/* r = [k mod N]P by a signed 5-bit window, no endomorphism; k any 256-bit
 * integer (32 bytes LE). */
void sf_mult_fourq_mul_noendo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p);

/* The build's variable-base multiplication: _endo, or _noendo under
 * SF_FOURQ_NO_ENDO. Same contract as _endo for P of order N. */
void sf_mult_fourq_mul(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p);

/* 1 if sf_mult_fourq_mul uses the endomorphisms (for the tests and docs). */
int sf_mult_fourq_uses_endo(void);

/* r = [k]G + [l]Q, k and l any 256-bit integers (32 bytes LE), Q any point
 * (FourQlib's ecc_mul_double value; see above). VARIABLE TIME in k, l, Q. */
void sf_mult_fourq_mul_double_vartime(sf_ge_fourq_ext *r, const uint8_t k[32],
                                      const uint8_t l[32], const sf_ge_fourq_ext *q);

/* r = [392]p, FourQlib's cofactor clearing: [3]p = 2p + p,
 * [49]p = 16 [3]p + p, [392]p = 8 [49]p (8 doublings, 2 additions). Any
 * point of E(Fp^2); constant time. */
void sf_mult_fourq_mul_cofactor(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);

/*
 * One level's code: what the level units export and the functions above
 * call through. sf_mult_fourq_at(level) is that level's table, or NULL if
 * the build did not compile it or the CPU cannot run it (for the tests,
 * which compare the levels, and the benchmark).
 */
typedef struct sf_mult_fourq_impl {
    void (*mul_gen)(sf_ge_fourq_ext *r, const sf_sc_fourq *k);
    void (*mul_endo)(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p);
    void (*mul_noendo)(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p);
    void (*mul_double_vartime)(sf_ge_fourq_ext *r, const uint8_t k[32], const uint8_t l[32],
                               const sf_ge_fourq_ext *q);
    void (*mul_cofactor)(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);
} sf_mult_fourq_impl;

const sf_mult_fourq_impl *sf_mult_fourq_at(sf_cpu_level level);

/* The level units' tables (those of levels the build does not compile
 * are declared, never defined nor referred to). */
extern const sf_mult_fourq_impl sf_mult_fourq_impl_baseline;
extern const sf_mult_fourq_impl sf_mult_fourq_impl_v3;
extern const sf_mult_fourq_impl sf_mult_fourq_impl_ifma;

#endif /* SF_MULT_FOURQ_MULT_FOURQ_H */

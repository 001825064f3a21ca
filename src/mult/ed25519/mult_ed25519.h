/*
 * Scalar multiplication on edwards25519: fixed base, variable base and
 * double base (variable time), each an instantiation of one of the
 * curve-independent templates of src/mult/ over the group operations of
 * src/group/ed25519/ (the a = -1 template of group/edwards/).
 *
 * Layer: mult. Includes scalar/, group/ and mult/.
 *
 *   function                           template            recoding              tables
 *   ---------------------------------  ------------------  --------------------  -------------------------
 *   sf_mult_ed25519_mul_gen            comb_ct_impl.h      sf_recode_comb of     static comb, 11 x 32 niels
 *                                                          k or k + l (odd)
 *   sf_mult_ed25519_mul                window_ct_impl.h    sf_recode_regular     16 cached odd multiples
 *                                      (1 dim, w = 5)      (256 bits, w = 5)     of P, built per call
 *   sf_mult_ed25519_simul_gen_vartime  straus_vartime_     wNAF of both          static (w 11): 512 niels;
 *                                      impl.h                                    P side (w 5): 8 cached
 *
 * Every function here dispatches to the code of this process's CPU level
 * (common/cpu.h): the algorithms are written once (mult_ed25519_impl.h)
 * and compiled per level by the level units mult_ed25519_{baseline,v3,
 * ifma}.c over the operations of mult_ed25519_ops.h. Results are identical
 * at every level.
 *
 * Scalars: 32 bytes little-endian, any 256-bit integer (not reduced). Points:
 * extended points, ANY point of E (the formulas are complete):
 *   _mul computes [k]P exactly for the 256-bit k, whatever P's order (for
 *   P of order l that is [k mod l]P; for points with a torsion part the
 *   top bits matter, and they are kept);
 *   _mul_gen computes [k]B = [k mod l]B (B has order l);
 *   _simul_gen_vartime computes [a]B + [b]P exactly, for any P.
 * Aliasing: r may alias the input point. Constant time in every argument
 * except _simul_gen_vartime, which is for public data only (signature
 * verification).
 */
#ifndef SF_MULT_ED25519_MULT_ED25519_H
#define SF_MULT_ED25519_MULT_ED25519_H

#include <stdint.h>

#include "common/cpu.h"
#include "group/ed25519/ge_ed25519.h"

/* r = [k]B (B the RFC 8032 base point); k any 256-bit integer (LE). */
void sf_mult_ed25519_mul_gen(sf_ge_ed25519_ext *r, const uint8_t k[32]);

/* r = [k]P; k any 256-bit integer (LE), P any point. */
void sf_mult_ed25519_mul(sf_ge_ed25519_ext *r, const uint8_t k[32], const sf_ge_ed25519_ext *p);

/* r = [a]B + [b]P; a, b any 256-bit integers (LE), P any point.
 * VARIABLE TIME in a, b and P. */
void sf_mult_ed25519_simul_gen_vartime(sf_ge_ed25519_ext *r, const uint8_t a[32],
                                       const uint8_t b[32], const sf_ge_ed25519_ext *p);

/*
 * One level's code: what the level units export and the functions above
 * call through. sf_mult_ed25519_at(level) is that level's table, or NULL
 * if the build did not compile it or the CPU cannot run it (for the tests,
 * which compare the levels, and the benchmark).
 */
typedef struct sf_mult_ed25519_impl {
    void (*mul_gen)(sf_ge_ed25519_ext *r, const uint8_t k[32]);
    void (*mul)(sf_ge_ed25519_ext *r, const uint8_t k[32], const sf_ge_ed25519_ext *p);
    void (*simul_gen_vartime)(sf_ge_ed25519_ext *r, const uint8_t a[32], const uint8_t b[32],
                              const sf_ge_ed25519_ext *p);
} sf_mult_ed25519_impl;

const sf_mult_ed25519_impl *sf_mult_ed25519_at(sf_cpu_level level);

/* The level units' tables (those of levels the build does not compile
 * are declared, never defined nor referred to). */
extern const sf_mult_ed25519_impl sf_mult_ed25519_impl_baseline;
extern const sf_mult_ed25519_impl sf_mult_ed25519_impl_v3;
extern const sf_mult_ed25519_impl sf_mult_ed25519_impl_ifma;

#endif /* SF_MULT_ED25519_MULT_ED25519_H */

/*
 * The FourQ group: E(Fp^2) for the twisted Edwards curve over p = 2^127 - 1
 *
 *     E:  -x^2 + y^2 = 1 + d x^2 y^2,
 *     d = 0x5e472f846657e0fcb3821488f1fc0c8d i + 0xe40000000000000142,
 *
 * #E = 392 N with N a 246-bit prime (N: src/scalar/fourq/sc_fourq.h).
 * The torsion part of E(Fp^2) has order 392 = 2^3 7^2; its largest element
 * order is 56.
 *
 * Layer: group. Includes field/p127 (and common/) only. The point types and
 * the hot formulas are the a = -1 twisted Edwards template
 * (group/edwards/ge_edw_am1.h: extended, cached and niels forms,
 * dbl-2008-hwcd, add-2008-hwcd-3, negation, selection, comparison),
 * instantiated below over Fp^2 with the names sf_ge_fourq_*; its contracts
 * and costs are stated there. The rest is in ge_fourq.c (constants,
 * encodings, the template's validation half), ge_fourq_endo.c (psi, phi)
 * and ge_fourq_h2c.c (FourQlib's HashToCurve map). ge_fourq_x4.h holds the
 * four-lane forms and formulas that the multiplications use at the levels
 * with four-way field code.
 *
 * Representations: R1 = _ext (X, Y, Z, Ta, Tb), R2 = _cached, R5 = _niels
 * of [CL15] (the template's names); [CL15]'s R3 (X+Y, Y-X, Z, T) and R4
 * (X, Y, Z) are not needed as types: the doubling simply ignores Ta, Tb.
 *
 * Completeness: a = -1 is a square and d a non-square in Fp^2 (checked in
 * fourq.json and by the tests), so the template's formulas are complete on
 * E(Fp^2): no input pair is exceptional, in or outside the order-N
 * subgroup.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015 (eprint 2015/565).
 *
 * Aliasing: outputs may alias inputs of the same type unless stated.
 * Everything is constant time unless the name ends in _vartime.
 */
#ifndef SF_GROUP_FOURQ_GE_FOURQ_H
#define SF_GROUP_FOURQ_GE_FOURQ_H

#include <stddef.h>
#include <stdint.h>

#include "field/p127/fp2.h"
#include "snowfield/common.h"

/* The a = -1 template over Fp^2: sf_ge_fourq_{affine,ext,cached,niels},
 * _identity, _to_cached, _to_niels, _cached_to_ext, _niels_to_ext, _dbl,
 * _dbl_n, _add_cached, _add_niels, _add, _neg, _cneg, _cmov, _lookup,
 * _ext_eq, _ext_is_identity, _ext_is_valid, _affine_is_on_curve,
 * _ext_to_affine, _generator, and the curve's _load_d, _load_2d,
 * _load_dinv, _generator_affine (ge_fourq.c). */
#define SF_EDW(name) sf_ge_fourq_##name
#define SF_EDW_FE sf_fp2_127
#define SF_EDW_GF(op) sf_fp2_127_##op
#include "group/edwards/ge_edw_am1.h"

#define SF_GE_FOURQ_BYTES 64            /* affine x || y */
#define SF_GE_FOURQ_COMPRESSED_BYTES 32 /* y with the sign of x in bit 255 */

/* ---- constants and generic operations (ge_fourq.c) ---------------------- */

/* sf_ge_fourq_generator(_affine) (the template's): G, the generator of the
 * order-N subgroup (fourq.json "G"). */

/* (The cofactor clearing [392]p is a multiplication: the mult layer's
 * sf_mult_fourq_mul_cofactor.) */

/* ---- encodings ------------------------------------------------------------ */

/*
 * The 64-byte affine format x || y (x.re, x.im, y.re, y.im, each 16 bytes
 * LE): FourQlib's point_affine in memory.
 *   encode: canonical coordinates.
 *   decode: returns 1 iff all four components are canonical (< p) and the
 *     point is on the curve; r is set either way (reduced values), so the
 *     caller can continue in constant time.
 *   decode_lax: FourQlib's SecretAgreement/ecc_mul acceptance: bit 127 of
 *     every component clear (a component equal to p is accepted as 0) and
 *     on the curve. Returns 1 if accepted; *bad_bits = 1 if a bit 127 was
 *     set (FourQlib's ECCRYPTO_ERROR_INVALID_PARAMETER), else 0.
 */
void sf_ge_fourq_encode(uint8_t out[64], const sf_ge_fourq_affine *p);
uint32_t sf_ge_fourq_decode(sf_ge_fourq_affine *r, const uint8_t in[64]);
uint32_t sf_ge_fourq_decode_lax(sf_ge_fourq_affine *r, uint32_t *bad_bits,
                                const uint8_t in[64]);

/*
 * The 32-byte compressed format (FourQlib encode/decode): the canonical y
 * (y.re || y.im, LE) with bit 255 replaced by the sign of x, where
 * sign(x) = bit 126 of x.re if x.re != 0, else bit 126 of x.im (x
 * canonical), i.e. 1 iff the first non-zero of (x.re, x.im) exceeds
 * (p - 1)/2.
 *   compress: that encoding.
 *   decompress: the strict inverse. Returns 1 iff y.re, y.im < p (bit 127
 *     of byte 15 clear and not p), y is the ordinate of a curve point, and
 *     the sign bit is 0 when x = 0 (the only other non-canonical form).
 *   decompress_lax: FourQlib's decode() acceptance: bit 127 of byte 15 must
 *     be clear (the public FourQlib functions check it before decoding), a
 *     y component equal to p is taken as 0, and the sign bit is ignored when
 *     x = 0.
 * Both compute x = sqrt((y^2 - 1) / (d y^2 + 1)) with the given sign, in
 * constant time (the square root is an exponentiation), and leave r = O
 * when they return 0.
 */
void sf_ge_fourq_compress(uint8_t out[32], const sf_ge_fourq_affine *p);
uint32_t sf_ge_fourq_decompress(sf_ge_fourq_affine *r, const uint8_t in[32]);
uint32_t sf_ge_fourq_decompress_lax(sf_ge_fourq_affine *r, const uint8_t in[32]);

/* ---- endomorphisms (ge_fourq_endo.c) ------------------------------------ */

/*
 * r = psi(p), r = phi(p): the endomorphisms of fourq.json, as the
 * compositions psi = tau_dual o delta_psi_delta o tau and
 * phi = tau_dual o delta_phi_delta o tau through the 4-isogenous curve
 * E^: -x^2 + y^2 = 1 + d^ x^2 y^2 (tau_dual o tau = [4]). On the order-N
 * subgroup psi = [lambda_psi], phi = [lambda_phi]. These are the exact maps
 * FourQlib evaluates, so points outside the subgroup map the same way too.
 * Costs: psi 19M + 8S, phi 29M + 13S (the conjugations are free).
 */
void sf_ge_fourq_psi(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);
void sf_ge_fourq_phi(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);

/* ---- hash to curve (ge_fourq_h2c.c) -------------------------------------- */

/*
 * The map of FourQlib's HashToCurve: an Elligator 2 map (non-square
 * u = 2 + i) from Fp^2 to the Montgomery model of E, then its birational
 * map to E. r = that point, not yet multiplied by the cofactor (HashToCurve
 * is this map followed by sf_mult_fourq_mul_cofactor). In: any Fp^2
 * element (reduced or not; the map depends on its value mod p). Constant
 * time.
 */
void sf_ge_fourq_hash_map(sf_ge_fourq_ext *r, const sf_fp2_127 *t);


#endif /* SF_GROUP_FOURQ_GE_FOURQ_H */

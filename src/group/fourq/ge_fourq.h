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
 * Layer: group. Includes field/p127 (and common/) only. The hot formulas are
 * static inline in ge_fourq_impl.h so that the multiplication layer gets
 * them inlined; the rest is in ge_fourq.c (constants, encodings,
 * validation), ge_fourq_endo.c (psi, phi) and ge_fourq_h2c.c (FourQlib's
 * HashToCurve map). ge_fourq_x4.h holds the four-lane forms and formulas
 * that the multiplications use at the levels with four-way field code.
 *
 * Representations (the R1..R5 of [CL15], whose names are kept in comments)
 * ---------------------------------------------------------------------
 *   _affine  (x, y)                 the point itself.
 *   _ext     R1 (X, Y, Z, Ta, Tb)   extended coordinates [HWCD08] with the T
 *                                   coordinate kept as a product: x = X/Z,
 *                                   y = Y/Z, Ta Tb = T = XY/Z. Both formulas
 *                                   end with T = E H, so leaving it as the
 *                                   pair (E, H) saves the multiplication
 *                                   whenever the next operation is a
 *                                   doubling (which never reads T).
 *   _cached  R2 (X+Y, Y-X, 2Z, 2dT) an _ext point ready to be added
 *                                   (variable-base tables). 2M from _ext.
 *   _niels   R5 (x+y, y-x, 2dxy)    an affine point ready to be added
 *                                   (fixed-base tables): Z = 1 saves a
 *                                   multiplication and a field element.
 * ([CL15]'s R3 (X+Y, Y-X, Z, T) and R4 (X, Y, Z) are not needed as types:
 * the doubling simply ignores Ta, Tb.)
 * Negation is -(x, y) = (-x, y): in _cached/_niels it swaps the first two
 * coordinates and negates the last. The identity is (0, 1).
 *
 * Formulas and costs (M, S: Fp^2 multiplication, squaring)
 *   doubling  dbl-2008-hwcd with a = -1 [EFD, twisted extended]: 4S + 3M,
 *             _ext -> _ext (reads X, Y, Z only).
 *   addition  add-2008-hwcd-3 (a = -1, k = 2d) [EFD]: _ext + _cached 8M
 *             (7M when the cached T is already a single element, plus the
 *             Ta Tb product), _ext + _niels 7M, both to _ext.
 * Both are complete on E(Fp^2): a = -1 is a square and d a non-square in
 * Fp^2 [BBJLP08, Thm 3.3] (checked in fourq.json and by the tests), so the
 * denominators 1 +- d x1 x2 y1 y2 never vanish for rational points. No
 * input pair is exceptional: doubling through the addition, P + (-P), the
 * identity and points of small order are all fine. The multiplication layer
 * relies on this for points outside the order-N subgroup too.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015 (eprint 2015/565).
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *        curves revisited", ASIACRYPT 2008.
 * [BBJLP08] D. J. Bernstein, P. Birkner, M. Joye, T. Lange, C. Peters,
 *        "Twisted Edwards curves", AFRICACRYPT 2008.
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

typedef struct sf_ge_fourq_affine {
    sf_fp2_127 x, y;
} sf_ge_fourq_affine;

typedef struct sf_ge_fourq_ext { /* R1 */
    sf_fp2_127 X, Y, Z, Ta, Tb;
} sf_ge_fourq_ext;

typedef struct sf_ge_fourq_cached { /* R2 */
    sf_fp2_127 xpy, ymx, z2, t2d;
} sf_ge_fourq_cached;

typedef struct sf_ge_fourq_niels { /* R5 */
    sf_fp2_127 xpy, ymx, t2d;
} sf_ge_fourq_niels;

#define SF_GE_FOURQ_BYTES 64            /* affine x || y */
#define SF_GE_FOURQ_COMPRESSED_BYTES 32 /* y with the sign of x in bit 255 */

/* ---- inline core (ge_fourq_impl.h) ------------------------------------- */

/* r = O = (0, 1) in the named form. */
static inline void sf_ge_fourq_ext_identity(sf_ge_fourq_ext *r);
static inline void sf_ge_fourq_cached_identity(sf_ge_fourq_cached *r);
static inline void sf_ge_fourq_niels_identity(sf_ge_fourq_niels *r);

/* Conversions. d2 is the constant 2d (sf_ge_fourq_load_2d), passed in so
 * that a loop loads it once. */
static inline void sf_ge_fourq_affine_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_affine *a);
static inline void sf_ge_fourq_ext_to_cached(sf_ge_fourq_cached *r, const sf_ge_fourq_ext *p,
                                             const sf_fp2_127 *d2); /* 2M */
static inline void sf_ge_fourq_affine_to_niels(sf_ge_fourq_niels *r, const sf_ge_fourq_affine *a,
                                               const sf_fp2_127 *d2); /* 2M */

/* r = [2]p (4S + 3M). */
static inline void sf_ge_fourq_dbl(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);
/* r = p + q: _cached 8M, _niels 7M; r may alias p. */
static inline void sf_ge_fourq_add_cached(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                          const sf_ge_fourq_cached *q);
static inline void sf_ge_fourq_add_niels(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                         const sf_ge_fourq_niels *q);
/* r = p + q, both _ext (10M); d2 as above. */
static inline void sf_ge_fourq_add(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p,
                                   const sf_ge_fourq_ext *q, const sf_fp2_127 *d2);

/*
 * r = the _ext point of an entry, with no multiplication: the point scaled
 * by 2, (X', Y', Z') = (xpy - ymx, xpy + ymx, 2Z) (Z = 1 for _niels), whose
 * T' = 2T = t2d / d is kept as the pair Ta = t2d, Tb = 1/d. dinv is the
 * constant 1/d (sf_ge_fourq_load_dinv). What the multiplications start
 * their chains with, instead of adding the entry to O (8M or 7M).
 */
static inline void sf_ge_fourq_cached_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_cached *q,
                                             const sf_fp2_127 *dinv);
static inline void sf_ge_fourq_niels_to_ext(sf_ge_fourq_ext *r, const sf_ge_fourq_niels *q,
                                            const sf_fp2_127 *dinv);

/* r = -p; r = ctl ? -p : p (ctl 0 or 1). */
static inline void sf_ge_fourq_ext_neg(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p);
static inline void sf_ge_fourq_cached_neg(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p);
static inline void sf_ge_fourq_niels_neg(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p);
static inline void sf_ge_fourq_cached_cneg(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p, uint32_t ctl);
static inline void sf_ge_fourq_niels_cneg(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p, uint32_t ctl);

/* if ctl (0 or 1): r = p. */
static inline void sf_ge_fourq_ext_cmov(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p, uint32_t ctl);
static inline void sf_ge_fourq_cached_cmov(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *p, uint32_t ctl);
static inline void sf_ge_fourq_niels_cmov(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *p, uint32_t ctl);

/*
 * r = (-1)^neg table[idx], reading all n entries (memory trace independent
 * of idx and neg). In: n >= 1, idx < n, neg in {0, 1}. r must not point
 * into table.
 */
static inline void sf_ge_fourq_cached_lookup(sf_ge_fourq_cached *r, const sf_ge_fourq_cached *table,
                                             size_t n, uint32_t idx, uint32_t neg);
static inline void sf_ge_fourq_niels_lookup(sf_ge_fourq_niels *r, const sf_ge_fourq_niels *table,
                                            size_t n, uint32_t idx, uint32_t neg);

/* 1 if p and q are the same point (X1 Z2 = X2 Z1, Y1 Z2 = Y2 Z1), else 0. */
static inline uint32_t sf_ge_fourq_ext_eq(const sf_ge_fourq_ext *p, const sf_ge_fourq_ext *q);
/* 1 if p = O: X = 0 and Y = Z. */
static inline uint32_t sf_ge_fourq_ext_is_identity(const sf_ge_fourq_ext *p);

/* ---- constants and generic operations (ge_fourq.c) ---------------------- */

/* r = d, r = 2d, r = 1/d. */
void sf_ge_fourq_load_d(sf_fp2_127 *r);
void sf_ge_fourq_load_2d(sf_fp2_127 *r);
void sf_ge_fourq_load_dinv(sf_fp2_127 *r);
/* r = G, the generator of the order-N subgroup (fourq.json "G"). */
void sf_ge_fourq_generator(sf_ge_fourq_ext *r);
void sf_ge_fourq_generator_affine(sf_ge_fourq_affine *r);

/*
 * 1 if p is a valid _ext point: -X^2 + Y^2 = Z^2 + d T^2 with T = Ta Tb,
 * X Y = Z T and Z != 0. For SF_VERIFY checks and tests; constant time.
 */
uint32_t sf_ge_fourq_ext_is_valid(const sf_ge_fourq_ext *p);
/* 1 if -x^2 + y^2 = 1 + d x^2 y^2. */
uint32_t sf_ge_fourq_affine_is_on_curve(const sf_ge_fourq_affine *p);

/* r = the affine point of p (one inversion), both coordinates canonical. */
void sf_ge_fourq_ext_to_affine(sf_ge_fourq_affine *r, const sf_ge_fourq_ext *p);

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

#include "group/fourq/ge_fourq_impl.h"

#endif /* SF_GROUP_FOURQ_GE_FOURQ_H */

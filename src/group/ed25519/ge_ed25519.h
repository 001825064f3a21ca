/*
 * The edwards25519 group: the twisted Edwards curve over p = 2^255 - 19
 *
 *     E:  -x^2 + y^2 = 1 + d x^2 y^2,   d = -121665/121666,
 *
 * birationally equivalent to Curve25519 (v^2 = u^3 + 486662 u^2 + u).
 * #E = 8 l with l = 2^252 + 27742317777372353535851937790883648493 prime;
 * E(Fp) = Z/8 x Z/l, so the torsion part is cyclic of order 8 and a point
 * has small order (divides 8) iff [8]P = O. The base point B of RFC 8032
 * (y = 4/5, x even) generates the order-l subgroup.
 *
 * Layer: group. Includes field/p255, scalar/ (the recoding of l) and hash/
 * (RFC 9380's expand_message_xmd). The point types and hot formulas are the
 * a = -1 twisted Edwards template (group/edwards/ge_edw_am1.h: extended,
 * cached and niels forms, dbl-2008-hwcd, add-2008-hwcd-3, negation,
 * selection, comparison), instantiated below over sf_fp255 with its loose
 * class and the names sf_ge_ed25519_*; contracts and costs are stated
 * there. The rest:
 *   ge_ed25519.c            constants, RFC 8032 encoding and decoding
 *                           (strict and ZIP-215), validation, small order,
 *                           torsion, the birational map to Curve25519
 *   ge_ed25519_ristretto.c  ristretto255 (RFC 9496 section 4)
 *   ge_ed25519_h2c.c        Elligator 2 and RFC 9380's hash_to_curve /
 *                           encode_to_curve for edwards25519 and curve25519
 *
 * Completeness: a = -1 is a square (p = 1 mod 4) and d is a non-square
 * mod p (the tests check both), so the template's formulas are complete on
 * E(Fp): every pair of points, the identity, P + P, P - P and the points of
 * small order included.
 *
 * Bytes: field elements are 32 bytes little-endian; points in RFC 8032's
 * format (the canonical y with the sign of x, its low bit, in bit 255).
 *
 * Aliasing: outputs may alias inputs of the same type unless stated.
 * Everything is constant time in every argument unless the name ends in
 * _vartime.
 */
#ifndef SF_GROUP_ED25519_GE_ED25519_H
#define SF_GROUP_ED25519_GE_ED25519_H

#include <stddef.h>
#include <stdint.h>

#include "field/p255/fp255.h"
#include "snowfield/common.h"

/* The a = -1 template over GF(2^255 - 19): sf_ge_ed25519_{affine,ext,
 * cached,niels}, _identity, _to_cached, _to_niels, _cached_to_ext,
 * _niels_to_ext, _dbl, _dbl_n, _add_cached, _add_niels, _add, _neg, _cneg,
 * _cmov, _lookup, _ext_eq, _ext_is_identity, _ext_is_valid,
 * _affine_is_on_curve, _ext_to_affine, _generator, and the curve's _load_d,
 * _load_2d, _load_dinv, _generator_affine (ge_ed25519.c). */
#define SF_EDW(name) sf_ge_ed25519_##name
#define SF_EDW_FE sf_fp255
#define SF_EDW_GF(op) sf_fp255_##op
#define SF_EDW_FE_LOOSE sf_fp255_loose
#include "group/edwards/ge_edw_am1.h"

#define SF_GE_ED25519_BYTES 32 /* RFC 8032 point encoding */
#define SF_GE_ED25519_COFACTOR_LOG2 3

/* ==== constants (ge_ed25519.c) ============================================ */

/* sf_ge_ed25519_generator(_affine) (the template's): B, the RFC 8032 base
 * point (y = 4/5, x even), of order l. */

/* l, little-endian: the order of B. */
extern const uint8_t sf_ge_ed25519_order[32];

/* ==== RFC 8032 encoding (ge_ed25519.c) ===================================== */

/* out = the RFC 8032 encoding of p (canonical y, bit 255 = x mod 2). */
void sf_ge_ed25519_encode(uint8_t out[32], const sf_ge_ed25519_affine *p);
/* The same from an extended point (one inversion). */
void sf_ge_ed25519_ext_encode(uint8_t out[32], const sf_ge_ed25519_ext *p);

/*
 * RFC 8032 section 5.1.3 decoding, strict: y = the low 255 bits, sign =
 * bit 255; x = the root of x^2 = (y^2 - 1) / (d y^2 + 1) with x mod 2 =
 * sign. Returns 1 iff
 *   - y < p (a y in [p, 2^255) is refused: RFC 8032 "decoding fails"),
 *   - (y^2 - 1) / (d y^2 + 1) is a square (y is the ordinate of a point),
 *   - not (x = 0 and sign = 1) (the "negative zero", RFC 8032 step 4);
 * else returns 0 and r = O. Any point of E is accepted: small-order and
 * mixed-order points included (sf_ge_ed25519_has_small_order and
 * sf_ge_ed25519_is_torsion_free tell). Constant time (the root is an
 * exponentiation; the verdict is only folded in at the end).
 */
uint32_t sf_ge_ed25519_decode(sf_ge_ed25519_affine *r, const uint8_t in[32]);

/*
 * ZIP-215 decoding (Zcash; ed25519-consensus, ed25519-zebra): the same
 * root, but
 *   - y in [p, 2^255) is accepted and reduced mod p (so 19 encodings of
 *     y = 0..18 have a second, non-canonical spelling),
 *   - x = 0 with sign = 1 is accepted as x = 0 (the points (0, 1) and
 *     (0, -1) then have two encodings each).
 * The only rejection is a y that is not the ordinate of a curve point;
 * then returns 0 and r = O. Constant time.
 */
uint32_t sf_ge_ed25519_decode_zip215(sf_ge_ed25519_affine *r, const uint8_t in[32]);

/* ==== subgroups (ge_ed25519.c) ============================================= */

/* r = [8]p (three doublings): the cofactor clearing. */
void sf_ge_ed25519_mul_cofactor(sf_ge_ed25519_ext *r, const sf_ge_ed25519_ext *p);

/* 1 iff p has small order: [8]p = O (p is one of the 8 points of the
 * torsion subgroup, the identity included). */
uint32_t sf_ge_ed25519_has_small_order(const sf_ge_ed25519_ext *p);

/*
 * 1 iff [l]p = O: p lies in the order-l subgroup (O included), i.e. has no
 * torsion component. One fixed chain along the public constant l (252
 * doublings and 22 additions of its width-5 NAF, 8 more for the table), so
 * the time does not depend on p: constant time.
 */
uint32_t sf_ge_ed25519_is_torsion_free(const sf_ge_ed25519_ext *p);

/* ==== the birational map to Curve25519 (ge_ed25519.c) ====================== */

/*
 * u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y): the Montgomery u-coordinate
 * of p (RFC 7748 section 4.1). p = O (y = 1) gives u = 0, as libsodium's
 * key conversion does (the inversion maps 0 to 0). Everything else maps to
 * its point's u; (0, -1) to u = 0 as well. One inversion.
 */
void sf_ge_ed25519_to_montgomery_u(sf_fp255 *u, const sf_ge_ed25519_ext *p);

/*
 * The way back: y = (u - 1) / (u + 1), then the point with that y and
 * x mod 2 = sign (sign 0 or 1), as RFC 8032 decoding computes x. Returns 1
 * and r = that point if it exists; else 0 and r = O (u = -1 gives y = 0,
 * the inversion mapping 0 to 0). With sign = 1 and x = 0 (y = +-1) the
 * point (0, y) is returned (there is no other). Constant time.
 */
uint32_t sf_ge_ed25519_from_montgomery_u(sf_ge_ed25519_affine *r, const sf_fp255 *u,
                                         uint32_t sign);

/* ==== ristretto255, RFC 9496 section 4 (ge_ed25519_ristretto.c) ============ */

/*
 * ristretto255 elements are represented by edwards25519 points in
 * extended coordinates; two points represent the same element iff they
 * differ by a point of the 4-torsion subgroup (sf_ge_ristretto255_eq). The
 * group law is the Edwards one (the template's additions and doublings).
 * Everything is constant time in the points and bytes.
 */

/* out = ENCODE(p) (section 4.3.2): the canonical 32 bytes, the same for
 * every representative of the element. */
void sf_ge_ristretto255_encode(uint8_t out[32], const sf_ge_ed25519_ext *p);

/*
 * r = DECODE(in) (section 4.3.1). Returns 1 iff in is a valid encoding:
 * s canonical (< p) and non-negative (even), v u2^2 a non-zero square, t
 * non-negative and y != 0. Otherwise returns 0 and r = O.
 */
uint32_t sf_ge_ristretto255_decode(sf_ge_ed25519_ext *r, const uint8_t in[32]);

/* 1 iff p and q represent the same element (section 4.3.3):
 * X1 Y2 = Y1 X2 or Y1 Y2 = X1 X2. */
uint32_t sf_ge_ristretto255_eq(const sf_ge_ed25519_ext *p, const sf_ge_ed25519_ext *q);

/* r = MAP(t) (section 4.3.4, the Elligator one-way map), t any element. */
void sf_ge_ristretto255_map(sf_ge_ed25519_ext *r, const sf_fp255 *t);

/*
 * r = FROM_UNIFORM_BYTES(in) (section 4.3.4): each 32-byte half with
 * bit 255 cleared, taken mod p (non-canonical values accepted), mapped by
 * MAP, the two images added.
 */
void sf_ge_ristretto255_from_uniform_bytes(sf_ge_ed25519_ext *r, const uint8_t in[64]);

/* ==== Elligator 2 and RFC 9380 (ge_ed25519_h2c.c) =========================== */

/*
 * r = map_to_curve_elligator2_edwards25519(u) (RFC 9380 section 6.8.2 and
 * appendix G.2.2): Elligator 2 onto Curve25519 with Z = 2, then the
 * rational map (x, y) = (sqrt(-486664) s / t, (s - 1) / (s + 1)), whose
 * exceptional points go to O. Not cofactor-cleared. u any element (its
 * value mod p). No inversion; constant time in u.
 */
void sf_ge_ed25519_map_to_curve(sf_ge_ed25519_ext *r, const sf_fp255 *u);

/*
 * (s, t) = the Curve25519 (Montgomery, K t^2 = s^3 + J s^2 + s, J =
 * 486662, K = 1) point of p under the inverse of the rational map above:
 * s = (1 + y) / (1 - y), t = sqrt(-486664) s / x. The curve25519 suites of
 * RFC 9380 are the edwards25519 ones read through it (the map is a group
 * isomorphism). O (the point at infinity) and (0, -1) (the Montgomery
 * (0, 0)) both give (0, 0). One inversion.
 */
void sf_ge_ed25519_to_montgomery_st(sf_fp255 *s, sf_fp255 *t, const sf_ge_ed25519_ext *p);

/*
 * r = the element of GF(p) that RFC 9380's hash_to_field makes of 48
 * uniform bytes (L = 48 for this prime, k = 128): OS2IP (big-endian) mod p.
 */
void sf_ge_ed25519_field_from_be48(sf_fp255 *r, const uint8_t in[48]);

/*
 * RFC 9380 for edwards25519 with expand_message_xmd over SHA-512 (the
 * suites edwards25519_XMD:SHA-512_ELL2_RO_ and _NU_): hash_to_curve (two
 * field elements, two maps, their sum) and encode_to_curve (one of each),
 * both ending with the cofactor clearing [8]. dst: 1 to 255 bytes (the
 * caller checks; longer DSTs must be pre-hashed by the caller per section
 * 5.3.3). msg may be NULL when msg_len = 0. Constant time in msg's bytes
 * (not its length). Returns 1, or 0 if dst_len is out of range (r = O).
 * The curve25519 suites are these followed by
 * sf_ge_ed25519_to_montgomery_st.
 */
uint32_t sf_ge_ed25519_hash_to_curve(sf_ge_ed25519_ext *r, const uint8_t *msg, size_t msg_len,
                                     const uint8_t *dst, size_t dst_len);
uint32_t sf_ge_ed25519_encode_to_curve(sf_ge_ed25519_ext *r, const uint8_t *msg, size_t msg_len,
                                       const uint8_t *dst, size_t dst_len);

#endif /* SF_GROUP_ED25519_GE_ED25519_H */

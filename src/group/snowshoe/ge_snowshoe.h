/*
 * The Snowshoe group: E(Fp^2) for the GLS curve over p = 2^127 - 1,
 *
 *     E:  A x^2 + y^2 = 1 + D x^2 y^2,   A = -u = -2 - i,   D = 109 u = 218 + 109 i,
 *
 * u = 2 + i (a non-square), #E = 4q with q a 252-bit prime, E(Fp^2) = Z/2 x Z/2 x Z/q.
 *
 * Layer: group. Includes field/p127 (and common/) only. The point types and
 * the hot formulas are the general-a twisted Edwards template
 * (group/edwards/ge_edw_a.h: _affine, _proj, _ext, _completed, _cached,
 * _niels, dbl-2008-hwcd, the unified add-2008-hwcd, negation, selection,
 * comparison; its contracts and costs are stated there), instantiated below
 * over Fp^2 with the names sf_ge_snowshoe_* and the products by a = -u and
 * d = 109u done with additions (mul_u, mul_a, sub_a, mul_d). The rest
 * (psi, encodings, the subgroup test, Elligator) is in ge_snowshoe.c and
 * ge_snowshoe_elligator.c; ge_snowshoe_x4.h holds the four-lane forms and
 * formulas that the multiplications use at the levels with four-way field
 * code.
 *
 * Representations: the template's. Every rational point, including the two
 * points at infinity below, has an _ext representation; (0, -1) has order
 * 2.
 *
 * Why no "(Y+X, Y-X)" Niels form: that trick (add-2008-hwcd-3) needs a = -1,
 * where Y1Y2 - a X1X2 and X1Y2 + Y1X2 come from two products. Here a = -u,
 * so H = B + u*A needs A = X1X2 and B = Y1Y2 separately, and storing x+y
 * would only trade one Fp^2 addition for 32 more bytes per table entry that
 * every constant-time lookup has to read.
 *
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *          curves revisited", ASIACRYPT 2008.
 * [BBJLP08] D. J. Bernstein, P. Birkner, M. Joye, T. Lange, C. Peters,
 *          "Twisted Edwards curves", AFRICACRYPT 2008.
 *
 * Exceptional inputs (SF_EDW_COMPLETE = 0 below)
 * ----------------------------------------------
 * A = -u and D = 109u are both non-squares in Fp^2, so the completeness
 * criterion of [BBJLP08] (A square, D non-square) fails. What holds instead:
 *
 *  - A*D = -109u^2 is a square, so D/A is a square, delta^2 = D/A: the full
 *    2-torsion is rational. It is {(0, 1), (0, -1), Omega+, Omega-} with the
 *    two points at infinity Omega+- = (+-delta : 0 : 1 : 0) in extended
 *    coordinates (Z = 0; they satisfy A X^2 + Y^2 = Z^2 + D T^2, XY = ZT).
 *    No affine point represents them.
 *  - A and D are non-squares, so no rational point has order 4 (the order-4
 *    points are (+-1/sqrt(A), 0) and the two points at infinity with
 *    X = 0, Y/T = +-sqrt(D)). Hence affine points with x != 0 have order q
 *    or 2q, and an affine point of order 2q is R + T2 with R of order q and
 *    T2 one of (0, -1), Omega+, Omega-.
 *
 * Doubling (dbl-2008-hwcd). Its denominators are F*G with
 * G = Z^2 (1 + D x^2 y^2), F = Z^2 (D x^2 y^2 - 1) for an affine input, so it
 * fails only if D x^2 y^2 = +-1, i.e. if 2P is at infinity, i.e. P has order
 * 4: never over Fp^2. For Omega+- it returns (0 : A^2 delta^4 : A^2 delta^4)
 * = (0, 1), correct. So doubling is COMPLETE on E(Fp^2) (all 4q points).
 *
 * Unified addition (add-2008-hwcd: F = Z1Z2 - D T1T2, G = Z1Z2 + D T1T2) on
 * any two rational points P1, P2 in extended coordinates: the result is
 * correct UNLESS P1 + P2 or P1 - P2 is a point at infinity (Omega+-). Then
 * F*G = 0 and the output has Z = 0 and is garbage (possibly all zero).
 * Derivation: for affine inputs F*G = 0 iff D x1 x2 y1 y2 = +-1, and the
 * solutions P2 of that for fixed P1 are exactly P2 = +-P1 + Omega+-
 * ([BBJLP08] section 6; translation by Omega maps (x, y) to
 * (delta/(D x), A delta/(D y)), so x1 x2 y1 y2 = A delta^2 / D^2 = 1/D).
 * With Omega as an input: Omega + (x, y) with xy != 0 is computed correctly;
 * Omega + (0, +-1) gives (0 : 0 : 0 : 0) (and Omega -+ (0, +-1) is at
 * infinity); Omega + Omega' is computed correctly. In particular the
 * identity is a valid input whenever the other input is affine, and
 * P + P, P + (-P) are fine for every affine P. _cached and _niels inputs
 * behave the same (they are the same formula; _niels cannot hold Omega).
 * tests/group/test_ge_snowshoe.c exercises each boundary case listed here.
 *
 * What this means for scalar multiplication. On the q-subgroup the
 * unified addition has NO exceptional input: if P1 and P2 have odd order,
 * so do P1 + P2 and P1 - P2, and the points at infinity have order 2. The
 * reference's results are [4]([k]P) = [k]([4]P), so a multiplication that
 * applies the cofactor FIRST (two complete doublings of each input point,
 * before any table is built) gets the same output with every later
 * addition exact, whatever the scalar, the recoding or psi do. G, psi(G)
 * and all their multiples are in the q-subgroup already (fixed base needs
 * nothing).
 * If instead the [4] is applied last, as the reference does, an input of
 * order 2q can meet an exception: with P = R + T2 (R of order q, T2 in
 * E[2]) an addition of [a]P + [b]psi(P) and [c]P + [e]psi(P) fails when the
 * q-parts agree up to sign, (a -+ c) + (b -+ e) lambda = 0 (mod q), and the
 * 2-torsion parts then differ by Omega+- (psi swaps Omega+ and Omega-, so
 * this is possible as soon as psi is used). Without psi (single base,
 * 0 < |a|, |c| < q/2) it cannot happen, since [a -+ c]P at infinity needs
 * q | a -+ c. So: multiply by 4 first.
 * The subgroup test below is therefore never needed by the multiplication
 * API; it exists for protocols that want to refuse order-2q points.
 *
 * Aliasing: every output may alias any input of the same type unless a
 * function says otherwise. Everything is constant time unless the name ends
 * in _vartime.
 */
#ifndef SF_GROUP_SNOWSHOE_GE_SNOWSHOE_H
#define SF_GROUP_SNOWSHOE_GE_SNOWSHOE_H

#include <stddef.h>
#include <stdint.h>

#include "field/p127/fp2.h"
#include "snowfield/common.h"

/* ---- the constants a = -u, d = 109u (the template's hooks) --------------- */

/* r = a * u = a * (2 + i) = (2 a0 - a1) + (a0 + 2 a1) i: four additions. */
static inline void sf_ge_snowshoe_mul_u(sf_fp2_127 *r, const sf_fp2_127 *a)
{
    sf_fp127 t, s;
    sf_fp127_sub(&t, &a->re, &a->im);  /* a0 - a1 */
    sf_fp127_add(&s, &a->re, &a->im);  /* a0 + a1 */
    sf_fp127_add(&r->re, &t, &a->re);  /* 2 a0 - a1 */
    sf_fp127_add(&r->im, &s, &a->im);  /* a0 + 2 a1; a->im read before r->im is written */
}

/* r = a x = -u x. */
static inline void sf_ge_snowshoe_mul_a(sf_fp2_127 *r, const sf_fp2_127 *x)
{
    sf_ge_snowshoe_mul_u(r, x);
    sf_fp2_127_neg(r, r);
}

/* r = y - a x = y + u x. */
static inline void sf_ge_snowshoe_sub_a(sf_fp2_127 *r, const sf_fp2_127 *y, const sf_fp2_127 *x)
{
    sf_fp2_127 t;
    sf_ge_snowshoe_mul_u(&t, x);
    sf_fp2_127_add(r, y, &t);
}

/* r = d x = 109 u x. */
static inline void sf_ge_snowshoe_mul_d(sf_fp2_127 *r, const sf_fp2_127 *x)
{
    sf_ge_snowshoe_mul_u(r, x);
    sf_fp2_127_mul_small(r, r, 109);
}

/* The general-a template over Fp^2: sf_ge_snowshoe_{affine,proj,ext,
 * completed,cached,niels}, _identity, the conversions, _proj_dbl, _ext_dbl,
 * _dbl, _dbl_n, _add_cached, _sub_cached, _add_niels, _sub_niels, _add,
 * _neg, _cmov, _cneg, _lookup, _ext_eq, _ext_is_identity, and out of line
 * (ge_snowshoe.c) _ext_is_valid, _affine_is_on_curve, _proj_is_on_curve,
 * _generator, _ext_to_affine, _ext_to_niels, _ext_batch_to_niels. Not
 * complete (the exceptional inputs above): the equality compares T too,
 * and validation accepts the points at infinity. */
#define SF_EDW(name) sf_ge_snowshoe_##name
#define SF_EDW_FE sf_fp2_127
#define SF_EDW_GF(op) sf_fp2_127_##op
#define SF_EDW_COMPLETE 0
#include "group/edwards/ge_edw_a.h"

/* Encoded sizes: 64-byte affine x || y (the reference's point format) and
 * the reference's 128-byte in-memory extended point X || Y || T || Z. */
#define SF_GE_SNOWSHOE_BYTES 64
#define SF_GE_SNOWSHOE_EXT_BYTES 128

/* ---- constants, psi (ge_snowshoe.c) ---------------------------------------- */

/* sf_ge_snowshoe_generator(_affine) (the template's): G = (15,
 * 0x6e84...91b0 i + 0x7869...14ab), the generator of order q. */

/* r = wx' = sqrt(conj(u)/u), the psi constant (wx' conj(wx') = -1). */
void sf_ge_snowshoe_psi_constant(sf_fp2_127 *r);

/*
 * r = psi(p): psi(x, y) = (wx' conj(x), conj(y)), an endomorphism with
 * psi(P) = [lambda]P on the q-subgroup and psi(psi(P)) = -P for every point.
 * _ext: (wx' conj X : conj Y : conj Z : wx' conj T), 2M.
 * _niels/_cached: td' = D wx' conj(x y) = -conj(wx' td), since
 * D / conj(D) = u / conj(u) = 1/wx'^2 and 1/wx' = -conj(wx'). 2M.
 */
void sf_ge_snowshoe_ext_psi(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p);
void sf_ge_snowshoe_affine_psi(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p);
void sf_ge_snowshoe_niels_psi(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p);
void sf_ge_snowshoe_cached_psi(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p);

/*
 * out = x || y of p (64 bytes, each Fp^2 element re || im, 16-byte
 * little-endian, fully reduced): the reference's point encoding. One
 * inversion. In: Z != 0 (a point at infinity encodes as all zeros, which
 * no decoder accepts).
 */
void sf_ge_snowshoe_encode(uint8_t out[SF_GE_SNOWSHOE_BYTES], const sf_ge_snowshoe_ext *p);

/*
 * r = the point encoded in `in`, with Z = 1, T = xy. Accepts exactly what
 * the reference's snowshoe_valid accepts: all four 16-byte components
 * canonical (< p; bit 127 set or the value p are rejected), x != 0, and
 * A x^2 + y^2 = 1 + D x^2 y^2. There is no subgroup check: points of order
 * 2q are accepted (every multiplication ends with [4], see
 * sf_ge_snowshoe_in_subgroup).
 * Returns SF_OK, SF_ERR_INVALID_ENCODING (a component >= p) or
 * SF_ERR_INVALID_POINT (off the curve or x = 0); on error r = G, so a caller
 * can go on in constant time and report the error at the end.
 * sf_ge_snowshoe_decode is constant time in `in` (every check is computed,
 * the verdict folded with masks); _vartime stops at the first failure.
 */
sf_error sf_ge_snowshoe_decode(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_BYTES]);
sf_error sf_ge_snowshoe_decode_vartime(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_BYTES]);

/*
 * r = the point in the reference's 128-byte extended form X || Y || T || Z
 * (each Fp^2 element 32 bytes as above, any projective scaling). Checks, in
 * constant time: every component canonical, Z != 0, T Z = X Y,
 * A X^2 Z^2 + Y^2 Z^2 = Z^4 + D X^2 Y^2 (i.e. on the curve), and X != 0
 * (the identity and (0, -1) are refused as snowshoe_valid refuses them).
 * Returns SF_OK, SF_ERR_INVALID_ENCODING or SF_ERR_INVALID_POINT; on error
 * r = G.
 */
sf_error sf_ge_snowshoe_decode_ext128(sf_ge_snowshoe_ext *r, const uint8_t in[SF_GE_SNOWSHOE_EXT_BYTES]);
/* out = X || Y || T || Z of p normalised to Z = 1 (one inversion), so the
 * bytes depend only on the point. In: Z != 0. */
void sf_ge_snowshoe_encode_ext128(uint8_t out[SF_GE_SNOWSHOE_EXT_BYTES], const sf_ge_snowshoe_ext *p);

/*
 * 1 if p lies in the order-q subgroup, else 0, from two quadratic
 * characters instead of [q]P (about 2 x 130 Fp squarings).
 * Why it works: the q-subgroup is 2E (the 2-part is Z/2 x Z/2), and by
 * 2-descent on the Montgomery model B v^2 = w (w - r1)(w - r2),
 * w = (1 + y)/(1 - y), a point lies in 2E iff B w and B (w - r1) are
 * squares. With s = sqrt(A D) (rational since A D is a square) this reads
 *     chi((A - D)(1 - y^2)) = 1  and  chi(((A - s) + (s - D) y)(1 - y)) = 1,
 * evaluated projectively (times Z^2, a square) as chi(Z^2 - Y^2) = -1
 * (chi(A - D) = chi(-110u) = -1) and chi(((A - s) Z + (s - D) Y)(Z - Y)) = 1.
 * In: an affine point with x != 0 (any decoded point); Z != 0. For such
 * points none of the factors is 0.
 * The public API never needs this: every multiplication result is
 * [4]([k]P), and 4E = 2E is the q-subgroup, so a 2-torsion component of an
 * input can neither change nor leak into an output.
 */
uint32_t sf_ge_snowshoe_in_subgroup(const sf_ge_snowshoe_ext *p);

/*
 * The reference's Elligator map (snowshoe_elligator): key -> r, sign; the
 * map of snowshoe.json "elligator" with the reference's square root choice
 * (sqrt_ref, the complex method), then out = [4]P.
 * Returns 1 if P is valid (x != 0 and on the curve, which is what the
 * reference checks), else 0 and out = O. Constant time in key.
 */
uint32_t sf_ge_snowshoe_elligator(sf_ge_snowshoe_ext *out, const uint8_t key[32]);

#endif /* SF_GROUP_SNOWSHOE_GE_SNOWSHOE_H */

/*
 * The Snowshoe group: E(Fp^2) for the GLS curve over p = 2^127 - 1,
 *
 *     E:  A x^2 + y^2 = 1 + D x^2 y^2,   A = -u = -2 - i,   D = 109 u = 218 + 109 i,
 *
 * u = 2 + i (a non-square), #E = 4q with q a 252-bit prime, E(Fp^2) = Z/2 x Z/2 x Z/q.
 *
 * Layer: group. Includes field/p127 (and common/) only. The hot formulas are
 * static inline in ge_snowshoe_impl.h so that the multiplication layer gets
 * them inlined; the rest (encoding, validation, psi, Elligator) is in
 * ge_snowshoe.c and ge_snowshoe_elligator.c.
 *
 * Representations
 * ---------------
 *   _affine     (x, y)            the point itself.
 *   _proj       (X : Y : Z)       x = X/Z, y = Y/Z, Z != 0 (input of doubling).
 *   _ext        (X : Y : Z : T)   extended coordinates [HWCD08]: x = X/Z,
 *                                 y = Y/Z and T = XY/Z. Every rational point,
 *                                 including the two points at infinity below,
 *                                 has such a representation.
 *   _completed  (E, F, G, H)      the output of a doubling or an addition
 *                                 before its last four multiplications:
 *                                 x = E/G, y = H/F, i.e. the point
 *                                 (X : Y : Z : T) = (EF : GH : FG : EH).
 *                                 _to_proj costs 3M, _to_ext 4M; a doubling
 *                                 that is followed by another doubling only
 *                                 needs _to_proj (no T), which saves 1M.
 *   _cached     (X, Y, Z, Td)     an _ext point ready to be added: Td = D*T.
 *                                 Conversion from _ext costs no
 *                                 multiplication (D*T = 109*(u*T), adds and a
 *                                 small constant). 4 Fp^2 = the size of _ext.
 *   _niels      (x, y, td)        an affine point ready to be added ("affine
 *                                 Niels"): td = D*x*y, Z = 1, so a mixed
 *                                 addition saves one multiplication. 3 Fp^2:
 *                                 the cheapest form for constant-time table
 *                                 scans.
 * Negation is -(x, y) = (-x, y) in every form (X and T/Td/td change sign).
 * The identity is (0, 1); (0, -1) has order 2.
 *
 * Why no "(Y+X, Y-X)" Niels form: that trick (add-2008-hwcd-3) needs a = -1,
 * where Y1Y2 - a X1X2 and X1Y2 + Y1X2 come from two products. Here a = -u,
 * so H = B + u*A needs A = X1X2 and B = Y1Y2 separately, and storing x+y
 * would only trade one Fp^2 addition for 32 more bytes per table entry that
 * every constant-time lookup has to read.
 *
 * Formulas and costs (M, S: Fp^2 multiplication, squaring; u*, 109*: adds)
 *   doubling  dbl-2008-hwcd [EFD, twisted extended]: 3S + 1M to _completed
 *             (E = 2 X1 Y1 as one product; see ge_snowshoe_impl.h).
 *   addition  add-2008-hwcd (the unified one, any a, d) [EFD]: 9M _ext+_ext,
 *             _ext+_cached 5M to _completed, _ext+_niels 4M to _completed.
 * [HWCD08] H. Hisil, K. K. Wong, G. Carter, E. Dawson, "Twisted Edwards
 *          curves revisited", ASIACRYPT 2008.
 * [BBJLP08] D. J. Bernstein, P. Birkner, M. Joye, T. Lange, C. Peters,
 *          "Twisted Edwards curves", AFRICACRYPT 2008.
 *
 * Exceptional inputs (STYLE 14)
 * -----------------------------
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

typedef struct sf_ge_snowshoe_affine {
    sf_fp2_127 x, y;
} sf_ge_snowshoe_affine;

typedef struct sf_ge_snowshoe_proj {
    sf_fp2_127 X, Y, Z;
} sf_ge_snowshoe_proj;

typedef struct sf_ge_snowshoe_ext {
    sf_fp2_127 X, Y, Z, T;
} sf_ge_snowshoe_ext;

typedef struct sf_ge_snowshoe_completed {
    sf_fp2_127 E, F, G, H;
} sf_ge_snowshoe_completed;

typedef struct sf_ge_snowshoe_cached {
    sf_fp2_127 X, Y, Z, Td;
} sf_ge_snowshoe_cached;

typedef struct sf_ge_snowshoe_niels {
    sf_fp2_127 x, y, td;
} sf_ge_snowshoe_niels;

/* Encoded sizes: 64-byte affine x || y (the reference's point format) and
 * the reference's 128-byte in-memory extended point X || Y || T || Z. */
#define SF_GE_SNOWSHOE_BYTES 64
#define SF_GE_SNOWSHOE_EXT_BYTES 128

/* ---- inline core (ge_snowshoe_impl.h) ---------------------------------- */

/* r = a * u = a * (2 + i) = (2 a0 - a1) + (a0 + 2 a1) i: four additions. */
static inline void sf_ge_snowshoe_mul_u(sf_fp2_127 *r, const sf_fp2_127 *a);
/* r = a * D = a * 109u. */
static inline void sf_ge_snowshoe_mul_d(sf_fp2_127 *r, const sf_fp2_127 *a);

/* r = O = (0, 1) in the named form. */
static inline void sf_ge_snowshoe_ext_identity(sf_ge_snowshoe_ext *r);
static inline void sf_ge_snowshoe_proj_identity(sf_ge_snowshoe_proj *r);
static inline void sf_ge_snowshoe_cached_identity(sf_ge_snowshoe_cached *r);
static inline void sf_ge_snowshoe_niels_identity(sf_ge_snowshoe_niels *r);

/* Conversions. In: a valid point of the source form. */
static inline void sf_ge_snowshoe_affine_to_ext(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_affine *a); /* 1M */
static inline void sf_ge_snowshoe_affine_to_niels(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_affine *a); /* 1M */
static inline void sf_ge_snowshoe_ext_to_proj(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_ext *p);
static inline void sf_ge_snowshoe_ext_to_cached(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_ext *p);
static inline void sf_ge_snowshoe_niels_to_cached(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_niels *p);
static inline void sf_ge_snowshoe_completed_to_proj(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_completed *c); /* 3M */
static inline void sf_ge_snowshoe_completed_to_ext(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_completed *c); /* 4M */

/*
 * r = [2]p, dbl-2008-hwcd, 3S + 1M. Complete: every rational point, including
 * the points at infinity (see the header comment). The _ext form ignores T.
 * r must not alias p (different types).
 */
static inline void sf_ge_snowshoe_proj_dbl(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_proj *p);
static inline void sf_ge_snowshoe_ext_dbl(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p);
/* r = [2]p with the result in extended form (3S + 5M). */
static inline void sf_ge_snowshoe_dbl(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p);

/*
 * r = p + q (and p - q for _sub_), add-2008-hwcd. Exceptional iff p + q or
 * p - q is a point at infinity (header comment); then r has F*G = 0.
 * _cached: 5M to _completed; _niels: 4M to _completed; sf_ge_snowshoe_add:
 * 9M, _ext + _ext to _ext.
 */
static inline void sf_ge_snowshoe_add_cached(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_cached *q);
static inline void sf_ge_snowshoe_sub_cached(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_cached *q);
static inline void sf_ge_snowshoe_add_niels(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_niels *q);
static inline void sf_ge_snowshoe_sub_niels(sf_ge_snowshoe_completed *r, const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_niels *q);
static inline void sf_ge_snowshoe_add(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *q);

/* r = -p. */
static inline void sf_ge_snowshoe_ext_neg(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p);
static inline void sf_ge_snowshoe_cached_neg(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p);
static inline void sf_ge_snowshoe_niels_neg(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p);
static inline void sf_ge_snowshoe_affine_neg(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p);

/* if ctl (0 or 1): r = p; otherwise r unchanged. */
static inline void sf_ge_snowshoe_ext_cmov(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p, uint32_t ctl);
static inline void sf_ge_snowshoe_proj_cmov(sf_ge_snowshoe_proj *r, const sf_ge_snowshoe_proj *p, uint32_t ctl);
static inline void sf_ge_snowshoe_cached_cmov(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p, uint32_t ctl);
static inline void sf_ge_snowshoe_niels_cmov(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p, uint32_t ctl);
static inline void sf_ge_snowshoe_affine_cmov(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p, uint32_t ctl);

/* r = ctl ? -p : p (ctl 0 or 1). */
static inline void sf_ge_snowshoe_ext_cneg(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p, uint32_t ctl);
static inline void sf_ge_snowshoe_cached_cneg(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *p, uint32_t ctl);
static inline void sf_ge_snowshoe_niels_cneg(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *p, uint32_t ctl);
static inline void sf_ge_snowshoe_affine_cneg(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_affine *p, uint32_t ctl);

/*
 * r = table[idx], reading all n entries (memory trace independent of idx).
 * In: n >= 1, idx < n (idx >= n leaves r = table[0]). r must not point
 * into table.
 */
static inline void sf_ge_snowshoe_niels_lookup(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_niels *table, size_t n, size_t idx);
static inline void sf_ge_snowshoe_cached_lookup(sf_ge_snowshoe_cached *r, const sf_ge_snowshoe_cached *table, size_t n, size_t idx);

/*
 * 1 if p and q are the same point, else 0: X1 Z2 = X2 Z1, Y1 Z2 = Y2 Z1 and
 * X1 T2 = X2 T1 (the last one separates the two points at infinity, for
 * which Z = 0). In: valid extended points (not the all-zero garbage of an
 * exceptional addition, which compares equal to everything).
 */
static inline uint32_t sf_ge_snowshoe_ext_eq(const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *q);
/* 1 if p = O = (0, 1): X = 0 and Y = Z != 0. */
static inline uint32_t sf_ge_snowshoe_ext_is_identity(const sf_ge_snowshoe_ext *p);

/* ---- constants and generic operations (ge_snowshoe.c) ------------------ */

/*
 * 1 if p is a valid extended point: A X^2 + Y^2 = Z^2 + D T^2, X Y = Z T
 * and (X, Y, Z, T) != 0, the smooth model of [HWCD08] whose rational points
 * are exactly E(Fp^2) including Omega+- (Z = 0). 0 for the garbage an
 * exceptional addition returns. For SF_VERIFY checks and tests (STYLE 12);
 * constant time all the same.
 */
uint32_t sf_ge_snowshoe_ext_is_valid(const sf_ge_snowshoe_ext *p);

/* r = G = (15, 0x6e84...91b0 i + 0x7869...14ab), the generator of order q. */
void sf_ge_snowshoe_generator(sf_ge_snowshoe_ext *r);
void sf_ge_snowshoe_generator_affine(sf_ge_snowshoe_affine *r);
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
 * r = the affine point of p (one Fp^2 inversion), fully reduced.
 * In: Z != 0. (For Z = 0 the inversion gives 0 and r = (0, 0).)
 */
void sf_ge_snowshoe_ext_to_affine(sf_ge_snowshoe_affine *r, const sf_ge_snowshoe_ext *p);
/* r = the niels form of p (one inversion). In: Z != 0. */
void sf_ge_snowshoe_ext_to_niels(sf_ge_snowshoe_niels *r, const sf_ge_snowshoe_ext *p);
/*
 * out[i] = niels form of in[i] for i < n, with ONE inversion in all
 * (Montgomery's trick: 3(n-1) extra M). In: every Z != 0 (one Z = 0 makes
 * every output wrong); out and in must not overlap. n may be 0.
 */
void sf_ge_snowshoe_ext_batch_to_niels(sf_ge_snowshoe_niels *out, const sf_ge_snowshoe_ext *in, size_t n);

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

#include "group/snowshoe/ge_snowshoe_impl.h"

#endif /* SF_GROUP_SNOWSHOE_GE_SNOWSHOE_H */

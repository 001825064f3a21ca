/*
 * The NIST P-256 group: E(Fp) for the short Weierstrass curve
 *
 *     E:  y^2 = x^3 - 3x + b   over p = 2^256 - 2^224 + 2^192 + 2^96 - 1,
 *     b = 5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
 *
 * of prime order n (sc_p256.h): the cofactor is 1, so every point other
 * than the point at infinity O generates the whole group, and there is no
 * point of order 2 (that would need a root of x^3 - 3x + b, i.e. 2 | #E).
 *
 * Layer: group. Includes field/p256 (and common/) only. The hot formulas
 * are static inline in ge_p256_impl.h so that the multiplication layer gets
 * them inlined; encodings, validation and conversions are in ge_p256.c.
 *
 * Representations
 * ---------------
 *   _affine  (x, y)        the point itself. Cannot hold O. Table entries
 *                          and decoded public keys.
 *   _jac     (X : Y : Z)   Jacobian: x = X/Z^2, y = Y/Z^3 for Z != 0; every
 *                          triple with Z = 0 stands for O (no function
 *                          below reads X or Y of such a triple except to
 *                          carry it along; sf_ge_p256_jac_set_infinity
 *                          writes (1 : 1 : 0)).
 * Field elements are in the Montgomery domain of fp256.h throughout.
 * Negation is -(x, y) = (x, -y) in both forms (Y changes sign).
 *
 * Formulas and costs (M, S: field multiplication, squaring; [EFD] is the
 * Explicit-Formulas Database, hyperelliptic.org/EFD, "g1p/shortw/jacobian-3")
 *   doubling  dbl-2001-b (a = -3): 4M + 4S, with Z3 = 2 Y1 Z1 computed as
 *             a product instead of (Y1 + Z1)^2 - gamma - delta, and Y1
 *             doubled first (y2 = 2 Y1, g4 = y2^2: 4 beta = X1 g4,
 *             Z3 = y2 Z1, 8 gamma^2 = g4^2 / 2), ten additions,
 *             subtractions, doublings and halvings instead of fourteen.
 *   addition  add-2007-bl without its factors 2 (R = S2 - S1, H^2 in place
 *             of (2H)^2; the same point, scaled): 12M + 4S,
 *             Z3 = Z1 Z2 H (a product; [EFD] writes
 *             ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H, times 2).
 *   mixed     madd-2007-bl (second input affine), likewise without the
 *             factors 2: 8M + 3S, Z3 = Z1 H.
 * (On this field a squaring costs about a multiplication, so trading the
 * squarings of [EFD] for products saves the additions around them; and an
 * addition costs a sixth of a multiplication, so the dropped doublings are
 * worth about 4% of a scalar multiplication.)
 *
 * Exceptional inputs
 * ------------------
 * Doubling is COMPLETE on E(Fp): for Z1 = 0 it returns Z3 = 2 Y1 Z1 = 0 (O),
 * and for a finite point its only failure, Y1 = 0, needs a point of order 2,
 * which P-256 does not have.
 *
 * The addition formulas compute H = U2 - U1 (x-coordinates) and
 * R = S2 - S1 (y-coordinates), scaled. For FINITE inputs p, q:
 *   - p != +-q: H != 0, the result is p + q;
 *   - p = -q:   H = 0, R != 0: Z3 = 0, i.e. O, which is correct;
 *   - p = q:    H = 0, R = 0: X3 = Y3 = Z3 = 0, garbage (the formula would
 *               need a doubling).
 * With O as an input (Z = 0) the formulas return Z3 = 0 (they multiply by
 * that Z), which is wrong unless the other input is O too.
 *
 * Hence three flavours:
 *   sf_ge_p256_jac_add, _add_affine        constant time; O inputs are
 *       handled by selects (the result is the other input); the ONE case
 *       left out is p = q finite. Callers prove it cannot happen (see the
 *       multiplication layer: with |partial sum| < |digit multiple| it
 *       never does, except possibly in the very last addition).
 *   sf_ge_p256_jac_add_complete, _add_affine_complete   constant time and
 *       exact for every input: they also compute [2]p and select it when
 *       H = R = 0 with both inputs finite. About 1.5x the cost; for the last
 *       addition of a multiplication.
 *   sf_ge_p256_jac_add_vartime, _add_affine_vartime   exact for every input,
 *       branching on the cases; public data only (signature verification).
 *
 * Aliasing: every output may alias any input of the same type unless a
 * function says otherwise. Everything is constant time unless the name ends
 * in _vartime.
 */
#ifndef SF_GROUP_P256_GE_P256_H
#define SF_GROUP_P256_GE_P256_H

#include <stddef.h>
#include <stdint.h>

#include "field/p256/fp256.h"
#include "snowfield/common.h"

typedef struct sf_ge_p256_affine {
    sf_fp256 x, y;
} sf_ge_p256_affine;

typedef struct sf_ge_p256_jac {
    sf_fp256 X, Y, Z;
} sf_ge_p256_jac;

/* Encoded sizes: SEC1 uncompressed 04 || X || Y, compressed 02/03 || X,
 * and the raw X || Y of p256-m (big-endian coordinates throughout). */
#define SF_GE_P256_UNCOMPRESSED_BYTES 65
#define SF_GE_P256_COMPRESSED_BYTES 33
#define SF_GE_P256_RAW_BYTES 64

/* ---- inline core (ge_p256_impl.h) ---------------------------------------- */

/* r = O = (1 : 1 : 0). */
static inline void sf_ge_p256_jac_set_infinity(sf_ge_p256_jac *r);
/* 1 if p is O (Z = 0), else 0. */
static inline uint32_t sf_ge_p256_jac_is_infinity(const sf_ge_p256_jac *p);
/* r = (x : y : 1). */
static inline void sf_ge_p256_jac_from_affine(sf_ge_p256_jac *r, const sf_ge_p256_affine *a);

/* r = [2]p, dbl-2001-b, 4M + 4S. Complete (header comment). */
static inline void sf_ge_p256_jac_dbl(sf_ge_p256_jac *r, const sf_ge_p256_jac *p);
/* r = [2^k]p: k doublings (k public). */
static inline void sf_ge_p256_jac_dbl_n(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, unsigned k);

/*
 * r = p + q, add-2007-bl, 12M + 4S plus two selects. Exact for every input
 * EXCEPT p = q finite (then r is garbage with Z = 0). O inputs are fine.
 */
static inline void sf_ge_p256_jac_add(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_jac *q);
/*
 * r = p + q with q affine, madd-2007-bl, 8M + 3S plus one select. Exact
 * EXCEPT p = q (finite; q cannot be O). p = O is fine.
 */
static inline void sf_ge_p256_jac_add_affine(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_affine *q);
/*
 * r = p + q with q affine and p FINITE, madd-2007-bl with no select: exact
 * EXCEPT p = O (r is garbage) and p = q (garbage with Z = 0); p = -q gives
 * O. For the constant-time chains of the multiplication layer, which prove
 * that their accumulator is never O (mult_p256.c); saves add_affine's
 * infinity test and select.
 */
static inline void sf_ge_p256_jac_add_affine_finite(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_affine *q);
/* r = p + q for EVERY p, q: the above plus a doubling and selects. */
static inline void sf_ge_p256_jac_add_complete(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_jac *q);
static inline void sf_ge_p256_jac_add_affine_complete(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_affine *q);

/* r = p + q for every input, variable time (public data only). */
static inline void sf_ge_p256_jac_add_vartime(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_jac *q);
static inline void sf_ge_p256_jac_add_affine_vartime(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, const sf_ge_p256_affine *q);

/* r = -p. */
static inline void sf_ge_p256_jac_neg(sf_ge_p256_jac *r, const sf_ge_p256_jac *p);
static inline void sf_ge_p256_affine_neg(sf_ge_p256_affine *r, const sf_ge_p256_affine *p);
/* r = ctl ? -p : p (ctl 0 or 1). */
static inline void sf_ge_p256_jac_cneg(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, uint32_t ctl);
static inline void sf_ge_p256_affine_cneg(sf_ge_p256_affine *r, const sf_ge_p256_affine *p, uint32_t ctl);
/* if ctl (0 or 1): r = p; otherwise r unchanged. */
static inline void sf_ge_p256_jac_cmov(sf_ge_p256_jac *r, const sf_ge_p256_jac *p, uint32_t ctl);
static inline void sf_ge_p256_affine_cmov(sf_ge_p256_affine *r, const sf_ge_p256_affine *p, uint32_t ctl);

/*
 * r = table[idx], reading all n entries (memory trace independent of idx).
 * In: n >= 1; idx < n (otherwise r is all zero). r must not point into
 * table.
 */
static inline void sf_ge_p256_jac_lookup(sf_ge_p256_jac *r, const sf_ge_p256_jac *table, size_t n, uint32_t idx);
static inline void sf_ge_p256_affine_lookup(sf_ge_p256_affine *r, const sf_ge_p256_affine *table, size_t n, uint32_t idx);

/* ---- constants, validation, conversions (ge_p256.c) ---------------------- */

/* r = G, the standard generator (SEC 2 / FIPS 186-4). */
void sf_ge_p256_generator(sf_ge_p256_affine *r);
/* r = b (Montgomery domain). */
void sf_ge_p256_curve_b(sf_fp256 *r);

/* 1 if y^2 = x^3 - 3x + b, else 0 (coordinates are < p by type). */
uint32_t sf_ge_p256_affine_is_on_curve(const sf_ge_p256_affine *p);
/*
 * 1 if p is O or a finite point on the curve: Z = 0, or
 * Y^2 = X^3 - 3 X Z^4 + b Z^6. For SF_VERIFY checks and tests.
 */
uint32_t sf_ge_p256_jac_is_valid(const sf_ge_p256_jac *p);
/* 1 if p and q are the same point (both O counts as equal), else 0. */
uint32_t sf_ge_p256_jac_eq(const sf_ge_p256_jac *p, const sf_ge_p256_jac *q);

/*
 * r = the affine point of p: x = X/Z^2, y = Y/Z^3 (one inversion).
 * Returns 1, or 0 if p is O; then r = (0, 0), which is not on the curve,
 * so it cannot be mistaken for a point.
 */
uint32_t sf_ge_p256_jac_to_affine(sf_ge_p256_affine *r, const sf_ge_p256_jac *p);
/*
 * out[i] = the affine point of in[i], i < n, with ONE inversion (Montgomery's
 * trick, 3(n - 1) extra M). In: no in[i] is O (one O makes every output
 * wrong); out and in must not overlap; n >= 1.
 */
void sf_ge_p256_jac_batch_to_affine(sf_ge_p256_affine *out, const sf_ge_p256_jac *in, size_t n);
/* The same with a variable-time inversion, which is faster (docs/p256.md):
 * public points only (the odd multiples of ECDH's peer key). */
void sf_ge_p256_jac_batch_to_affine_vartime(sf_ge_p256_affine *out, const sf_ge_p256_jac *in, size_t n);

/*
 * 1 if the x-coordinate of p, reduced mod n, equals the scalar r_bytes
 * (32 bytes big-endian, 0 < r < n), else 0: the ECDSA verification test
 * without an inversion, X == r' Z^2 for r' in {r, r + n} (r + n only when
 * it is < p). O gives 0. Variable time: public data only.
 */
uint32_t sf_ge_p256_jac_x_equals_scalar_vartime(const sf_ge_p256_jac *p, const uint8_t r_bytes[32]);

/* ---- encodings ---------------------------------------------------------- */

/* out = 04 || X || Y (65 bytes). */
void sf_ge_p256_encode_uncompressed(uint8_t out[SF_GE_P256_UNCOMPRESSED_BYTES], const sf_ge_p256_affine *p);
/* out = (02 + parity of y) || X (33 bytes). */
void sf_ge_p256_encode_compressed(uint8_t out[SF_GE_P256_COMPRESSED_BYTES], const sf_ge_p256_affine *p);
/* out = X || Y (64 bytes, p256-m's public key format). */
void sf_ge_p256_encode_raw(uint8_t out[SF_GE_P256_RAW_BYTES], const sf_ge_p256_affine *p);

/*
 * r = the point whose encoding is in[0 .. len), the format chosen by the
 * length (public):
 *   65 bytes  04 || X || Y   (SEC1 uncompressed)
 *   33 bytes  02 || X or 03 || X   (SEC1 compressed; y from a square root,
 *             its parity given by the prefix)
 *   64 bytes  X || Y         (raw, as p256-m)
 * Every check runs in constant time in the bytes (only the length picks the
 * path): coordinates canonical (< p), the prefix byte, and the curve
 * equation (for compressed input: that x^3 - 3x + b is a square). SEC1's
 * hybrid forms (06/07) and the one-byte encoding of O (00) are refused.
 * Returns SF_OK; SF_ERR_INVALID_ENCODING for a length not listed (the
 * one-byte 00 of O included, as secp256k1 reports it), a bad prefix or a
 * coordinate >= p; SF_ERR_INVALID_POINT for a point off the curve (no
 * square root). On error r = G, so a constant-time caller can go on and
 * fold the error in.
 */
sf_error sf_ge_p256_decode(sf_ge_p256_affine *r, const uint8_t *in, size_t len);

#include "group/p256/ge_p256_impl.h"

#endif /* SF_GROUP_P256_GE_P256_H */

/*
 * The secp256k1 group: E(Fp) for the short Weierstrass curve
 *
 *     E:  y^2 = x^3 + 7   over p = 2^256 - 2^32 - 977,
 *
 * of prime order n (sc_k256.h): the cofactor is 1, so every point other
 * than the point at infinity O generates the group, and there is no point of
 * order 2 (x^3 + 7 has no root in Fp, or 2 would divide #E = n).
 *
 * Layer: group. Includes field/k256 (and common/) only. The hot formulas
 * are static inline in ge_k256_impl.h so that the multiplication layer gets
 * them inlined; constants, validation, conversions and the encodings are in
 * ge_k256.c.
 *
 * Representations
 * ---------------
 *   _affine  (x, y)        the point itself; cannot hold O. Table entries
 *                          and decoded public keys.
 *   _jac     (X : Y : Z)   Jacobian: x = X/Z^2, y = Y/Z^3 for Z != 0; every
 *                          triple with Z = 0 stands for O
 *                          (sf_ge_k256_jac_set_infinity writes (1 : 1 : 0)).
 * Coordinates are field elements of MAGNITUDE 1 (fk256.h) in both forms:
 * every function here accepts magnitude-1 coordinates and returns them
 * (the formulas end with sf_fk256_normalize_weak where a sum or difference
 * would otherwise leave a larger magnitude). The magnitude of every
 * intermediate is tracked in the comments of ge_k256_impl.h.
 * Negation is -(x, y) = (x, -y) in both forms.
 *
 * The endomorphism: beta = a cube root of unity mod p,
 *   beta = 7AE96A2B 657C0710 6E64479E AC3434E9 9CF04975 12F58995 C1396C28 719501EE,
 * maps (x, y) to (beta x, y) = [lambda](x, y) for lambda of sc_k256.h; in
 * Jacobian form (beta X : Y : Z). One multiplication.
 *
 * Formulas and costs (M, S: multiplication, squaring in Fp; [EFD] is the
 * Explicit-Formulas Database, "g1p/shortw/jacobian-0")
 *   doubling  dbl-2009-l (a = 0) with D = 4 X1 B as a product instead of
 *             2((X1 + B)^2 - A - C), and Z3 = 2 Y1 Z1: 3M + 4S.
 *   addition  add-1998-cmo-2: 12M + 4S.
 *   mixed     madd-2004-hmv shape (second input affine, Z2 = 1): 8M + 3S.
 *
 * Exceptional inputs
 * ------------------
 * Doubling is COMPLETE on E(Fp): Z1 = 0 gives Z3 = 2 Y1 Z1 = 0 (O), and a
 * finite point has Y1 != 0 (no point of order 2).
 *
 * The addition formulas compute H = U2 - U1 and R = S2 - S1 (x and y
 * compared on a common denominator). For FINITE inputs p, q:
 *   - p != +-q: H != 0 and the result is p + q;
 *   - p = -q:   H = 0, R != 0: Z3 = Z1 Z2 H = 0, i.e. O, which is right;
 *   - p = q:    H = R = 0: all three coordinates 0: garbage.
 * With O as an input the raw formulas return Z3 = 0 (wrong unless both are
 * O), so every flavour below patches O inputs with selects:
 *   sf_ge_k256_jac_add, _add_affine: constant time; exact EXCEPT p = q
 *       finite (the raw garbage above). For callers that prove p != q.
 *   sf_ge_k256_jac_add_complete, _add_affine_complete: constant time and
 *       exact for EVERY input pair, by a different, unified formula (the
 *       slope (x1^2 + x1 x2 + x2^2) / (y1 + y2), which a = 0 makes valid for
 *       p = q as well, with a select for its one exception y1 = -y2;
 *       ge_k256_impl.h has the derivation): 13M + 5S, mixed 9M + 4S, so
 *       about 1.1x the incomplete formulas instead of an extra doubling.
 *   sf_ge_k256_jac_add_vartime, _add_affine_vartime: exact for every input,
 *       branching on the cases; public data only.
 *
 * Aliasing: every output may alias any input of the same type unless a
 * function says otherwise. Everything is constant time unless the name ends
 * in _vartime.
 */
#ifndef SF_GROUP_K256_GE_K256_H
#define SF_GROUP_K256_GE_K256_H

#include <stddef.h>
#include <stdint.h>

#include "field/k256/fk256.h"
#include "snowfield/common.h"

typedef struct sf_ge_k256_affine {
    sf_fk256 x, y;
} sf_ge_k256_affine;

typedef struct sf_ge_k256_jac {
    sf_fk256 X, Y, Z;
} sf_ge_k256_jac;

/* Encoded sizes: SEC1 uncompressed 04 || X || Y, compressed 02/03 || X,
 * and BIP-340's x-only X (big-endian coordinates throughout). */
#define SF_GE_K256_UNCOMPRESSED_BYTES 65
#define SF_GE_K256_COMPRESSED_BYTES 33
#define SF_GE_K256_XONLY_BYTES 32

/* ---- inline core (ge_k256_impl.h) ---------------------------------------- */

/* r = O = (1 : 1 : 0). */
static inline void sf_ge_k256_jac_set_infinity(sf_ge_k256_jac *r);
/* 1 if p is O (Z = 0), else 0. */
static inline uint32_t sf_ge_k256_jac_is_infinity(const sf_ge_k256_jac *p);
/* r = (x : y : 1). */
static inline void sf_ge_k256_jac_from_affine(sf_ge_k256_jac *r, const sf_ge_k256_affine *a);

/* r = [2]p, 3M + 4S. Complete (header comment). */
static inline void sf_ge_k256_jac_dbl(sf_ge_k256_jac *r, const sf_ge_k256_jac *p);

/* r = p + q, 12M + 4S plus two selects. Exact EXCEPT p = q finite. */
static inline void sf_ge_k256_jac_add(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_jac *q);
/* r = p + q, q affine, 8M + 3S plus one select. Exact EXCEPT p = q. */
static inline void sf_ge_k256_jac_add_affine(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_affine *q);
/*
 * r = p + q exactly as sf_ge_k256_jac_add_affine's formula, with NO case
 * handling (p finite, p != +-q), plus the z-ratio zr = Z3 / Z1 (the H of the
 * formula: Z3 = Z1 H). For building tables whose entries are rescaled to a
 * common Z afterwards. zr [3]: magnitude 3, not 1.
 */
static inline void sf_ge_k256_jac_add_affine_zr(sf_ge_k256_jac *r, sf_fk256 *zr, const sf_ge_k256_jac *p, const sf_ge_k256_affine *q);
/* r = p + q for EVERY p, q (constant time; unified formula, 13M + 5S and
 * 9M + 4S). The result's coordinates differ from the other flavours' by a
 * Jacobian scaling (same point). */
static inline void sf_ge_k256_jac_add_complete(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_jac *q);
static inline void sf_ge_k256_jac_add_affine_complete(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_affine *q);
/* r = p + q for every input, variable time (public data only). */
static inline void sf_ge_k256_jac_add_vartime(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_jac *q);
static inline void sf_ge_k256_jac_add_affine_vartime(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_affine *q);

/*
 * The lazy chain: the doubling and mixed addition of the verification's
 * variable-time chain, which skip the normalizations that bring the other
 * formulas' outputs back to magnitude 1. Their Jacobian points carry
 * X [<= 6], Y [<= 3], Z [1] (what each returns, and what each accepts), so
 * they chain with each other only; normalize_weak X and Y to leave the
 * chain. O is the caller's flag: the addition takes a finite p and reports
 * an O result (p = -q) instead of writing it. ge_k256_impl.h has the
 * formulas and the magnitudes.
 */
static inline void sf_ge_k256_jac_dbl_lazy(sf_ge_k256_jac *r, const sf_ge_k256_jac *p);
static inline uint32_t sf_ge_k256_jac_add_affine_lazy_vartime(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, const sf_ge_k256_affine *q, const sf_fk256 *zq, int neg);

/* r = -p. */
static inline void sf_ge_k256_jac_neg(sf_ge_k256_jac *r, const sf_ge_k256_jac *p);
static inline void sf_ge_k256_affine_neg(sf_ge_k256_affine *r, const sf_ge_k256_affine *p);
/* r = ctl ? -p : p (ctl 0 or 1). */
static inline void sf_ge_k256_jac_cneg(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, uint32_t ctl);
static inline void sf_ge_k256_affine_cneg(sf_ge_k256_affine *r, const sf_ge_k256_affine *p, uint32_t ctl);
/* if ctl (0 or 1): r = p; otherwise r unchanged. */
static inline void sf_ge_k256_jac_cmov(sf_ge_k256_jac *r, const sf_ge_k256_jac *p, uint32_t ctl);
static inline void sf_ge_k256_affine_cmov(sf_ge_k256_affine *r, const sf_ge_k256_affine *p, uint32_t ctl);

/* r = [lambda]p = (beta x, y), (beta X : Y : Z). */
static inline void sf_ge_k256_jac_endo(sf_ge_k256_jac *r, const sf_ge_k256_jac *p);
static inline void sf_ge_k256_affine_endo(sf_ge_k256_affine *r, const sf_ge_k256_affine *p);

/* ---- constants, validation, conversions (ge_k256.c) ---------------------- */

/* r = G, the standard generator (SEC 2). */
void sf_ge_k256_generator(sf_ge_k256_affine *r);
/* r = beta. */
void sf_ge_k256_beta(sf_fk256 *r);

/* 1 if y^2 = x^3 + 7, else 0. */
uint32_t sf_ge_k256_affine_is_on_curve(const sf_ge_k256_affine *p);
/* 1 if p is O or a finite point on the curve: Y^2 = X^3 + 7 Z^6. */
uint32_t sf_ge_k256_jac_is_valid(const sf_ge_k256_jac *p);
/* 1 if p and q are the same point (both O counts as equal), else 0. */
uint32_t sf_ge_k256_jac_eq(const sf_ge_k256_jac *p, const sf_ge_k256_jac *q);

/*
 * r = the affine point of p: x = X/Z^2, y = Y/Z^3 (one constant-time
 * inversion). Returns 1, or 0 if p is O; then r = (0, 0), which is not on
 * the curve. The _vartime twin uses the variable-time inversion (public p).
 */
uint32_t sf_ge_k256_jac_to_affine(sf_ge_k256_affine *r, const sf_ge_k256_jac *p);
uint32_t sf_ge_k256_jac_to_affine_vartime(sf_ge_k256_affine *r, const sf_ge_k256_jac *p);

/*
 * 1 if x(p) mod n equals the scalar r_bytes (32 bytes big-endian, 0 < r <
 * n), else 0: the ECDSA test without an inversion, X == r' Z^2 for r' in
 * {r, r + n} (r + n only when it is < p). O gives 0. Variable time.
 */
uint32_t sf_ge_k256_jac_x_equals_scalar_vartime(const sf_ge_k256_jac *p, const uint8_t r_bytes[32]);

/* ---- encodings ------------------------------------------------------------ */

/* out = 04 || X || Y (65 bytes). */
void sf_ge_k256_encode_uncompressed(uint8_t out[SF_GE_K256_UNCOMPRESSED_BYTES], const sf_ge_k256_affine *p);
/* out = (02 + parity of y) || X (33 bytes). */
void sf_ge_k256_encode_compressed(uint8_t out[SF_GE_K256_COMPRESSED_BYTES], const sf_ge_k256_affine *p);
/* out = X (32 bytes, BIP-340). */
void sf_ge_k256_encode_xonly(uint8_t out[SF_GE_K256_XONLY_BYTES], const sf_ge_k256_affine *p);

/*
 * r = the point whose SEC1 encoding is in[0 .. len), the format chosen by
 * the (public) length: 65 bytes 04 || X || Y, or 33 bytes 02/03 || X (y from
 * a square root, its parity given by the prefix). Every check runs in
 * constant time in the bytes: coordinates canonical (< p), the prefix, the
 * curve equation (for 33 bytes: that x^3 + 7 is a square). The hybrid forms
 * 06/07 and the one-byte 00 (O) are refused.
 * Returns SF_OK; SF_ERR_INVALID_ENCODING for another length, a bad prefix
 * or a coordinate >= p; SF_ERR_INVALID_POINT for a point off the curve (or
 * x^3 + 7 not a square). On error r = G, so a constant-time caller can go
 * on and fold the error in.
 */
sf_error sf_ge_k256_decode(sf_ge_k256_affine *r, const uint8_t *in, size_t len);

/*
 * r = the point with x-coordinate in[0 .. 32) and EVEN y (BIP-340 lift_x).
 * Returns SF_OK, SF_ERR_INVALID_ENCODING (x >= p) or SF_ERR_INVALID_POINT
 * (x^3 + 7 not a square). On error r = G. Constant time in the bytes.
 */
sf_error sf_ge_k256_decode_xonly(sf_ge_k256_affine *r, const uint8_t in[32]);

#include "group/k256/ge_k256_impl.h"

#endif /* SF_GROUP_K256_GE_K256_H */

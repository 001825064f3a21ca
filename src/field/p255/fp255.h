/*
 * Fp, p = 2^255 - 19: the base field of Curve25519 and edwards25519.
 *
 * Layer: field. Includes only common/. Shared by every protocol over this
 * prime (X25519, Ed25519, ristretto255, hash-to-curve).
 *
 * Representation
 * --------------
 * `sf_fp255` is backend-defined and unsaturated: limb i has weight 2^e_i
 * and nominal width w_i, the value is sum v[i] 2^e_i, and limbs may hold a
 * little more than w_i bits. Chosen at build time exactly as for p127:
 * SF_FIELD_PORTABLE selects the 32-bit backend, otherwise the 64-bit one is
 * used where the compiler has `unsigned __int128`.
 *   fp255_64.h: five limbs of w = 51 bits (radix 2^51), products through
 *               unsigned __int128;
 *   fp255_32.h: ten limbs alternating w = 26, 25 bits (radix 2^25.5),
 *               uint32_t x uint32_t -> uint64_t products only.
 * In both, 2^255 = 19 (mod p) folds what leaves the top limb back into
 * limb 0 times 19.
 *
 * Bound classes
 * -------------
 *   tight  (sf_fp255):       every limb v[i] < 1.25 * 2^w_i;
 *   loose  (sf_fp255_loose): every limb v[i] < 3.25 * 2^w_i.
 * Every operation of the common field interface takes tight elements and
 * returns tight ones, so any output may be fed to any operation. The loose
 * class is optional: the unreduced sum or difference of two tight elements
 * (add_loose, sub_loose), accepted only by the products that take it
 * (mul_loose, mul_ll, sqr_loose) and by carry. It saves the carry of an
 * addition whose only use is one product. Neither class is canonical (a
 * tight value may exceed p); canon / encode / is_zero / eq / is_odd fully
 * reduce first. SF_VERIFY builds check the class of every argument and
 * result of the machine operations (SF_VERIFY_CHECK).
 *
 * Why these bounds: 1.25 * 2^w leaves room for the few units a carry adds
 * on top of w bits, and lets sub compute a + 2p - b without a borrow (every
 * limb of 2p is at least 1.25 * 2^w_i); 3.25 * 2^w is exactly such a
 * difference (2.5 * 2^w for a sum), and it is the widest class for which 19
 * times a limb still fits a uint32_t in the portable product (19 * 3.25 *
 * 2^26 < 2^32). The backends argue each carry chain against them.
 *
 * Aliasing: every output may alias any input unless stated.
 * Everything here is constant time in all arguments.
 * Elements built by hand must come from zero/one/set_u32/decode/from_words,
 * SF_FP255_CONST or another operation; the limbs are private to the backend.
 *
 * The "machine" operations are static inline, so the curve layers above get
 * them inlined: the kernels that depend on the limb layout (products,
 * carries, reduction, encoding) in the backend header, the operations built
 * only from those once, at the end of this header. The exponentiation
 * chains (inversion, square roots) live once in fp255.c.
 */
#ifndef SF_FIELD_P255_FP255_H
#define SF_FIELD_P255_FP255_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#include "common/backend.h"

#ifdef SF_FIELD_PORTABLE
#include "field/p255/fp255_32.h"
#else
#include "field/p255/fp255_64.h"
#endif

/* Name of the backend compiled in: "64" or "portable" (for tests and bench). */
#define SF_FP255_BACKEND_NAME SF_FP255_BACKEND_NAME_IMPL

/*
 * SF_FP255_CONST(w0, w1, w2, w3): a constant initializer of an sf_fp255 from
 * the four little-endian 64-bit words of a canonical value (< p, so bit 63 of
 * w3 is clear), w0 least significant. Defined by each backend as a constant
 * expression (the limb split), so a static table or a group constant is
 * written once for both backends and costs nothing at run time:
 *     static const sf_fp255 d = SF_FP255_CONST(0x..., 0x..., 0x..., 0x...);
 * No check is made: a non-canonical value gives a meaningless element.
 */

/* ---- machine operations (static inline: backend kernels, and the
 *      operations built from them once, at the end of this header) ------- */

/* r = 0 */
static inline void sf_fp255_zero(sf_fp255 *r);
/* r = 1 */
static inline void sf_fp255_one(sf_fp255 *r);
/* r = a (a < 2^32) */
static inline void sf_fp255_set_u32(sf_fp255 *r, uint32_t a);
/* r = a */
static inline void sf_fp255_copy(sf_fp255 *r, const sf_fp255 *a);
/* r = a + b mod p */
static inline void sf_fp255_add(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b);
/* r = a - b mod p */
static inline void sf_fp255_sub(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b);
/* r = -a mod p */
static inline void sf_fp255_neg(sf_fp255 *r, const sf_fp255 *a);
/* r = a * b mod p */
static inline void sf_fp255_mul(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b);
/* r = a^2 mod p */
static inline void sf_fp255_sqr(sf_fp255 *r, const sf_fp255 *a);
/* r = a * c mod p, for a small constant c < 2^32 (121666 for X25519) */
static inline void sf_fp255_mul_small(sf_fp255 *r, const sf_fp255 *a, uint32_t c);
/* r = a fully reduced: canonical limbs, value in [0, p) (still tight) */
static inline void sf_fp255_canon(sf_fp255 *r, const sf_fp255 *a);
/* if ctl (0 or 1): r = a; otherwise r unchanged */
static inline void sf_fp255_cmov(sf_fp255 *r, const sf_fp255 *a, uint32_t ctl);
/* if ctl (0 or 1): swap a and b */
static inline void sf_fp255_cswap(sf_fp255 *a, sf_fp255 *b, uint32_t ctl);
/* if ctl (0 or 1): r = -a; otherwise r = a */
static inline void sf_fp255_cneg(sf_fp255 *r, const sf_fp255 *a, uint32_t ctl);
/* 1 if a == 0 mod p, else 0 */
static inline uint32_t sf_fp255_is_zero(const sf_fp255 *a);
/* 1 if a == b mod p, else 0 */
static inline uint32_t sf_fp255_eq(const sf_fp255 *a, const sf_fp255 *b);
/*
 * Bit 0 of the canonical value of a: RFC 8032's "sign" of x, RFC 9496's
 * IS_NEGATIVE, RFC 9380's sgn0.
 */
static inline uint32_t sf_fp255_is_odd(const sf_fp255 *a);
/* out = canonical 32-byte little-endian encoding of a (bit 255 clear) */
static inline void sf_fp255_encode(uint8_t out[32], const sf_fp255 *a);
/*
 * r = the 256-bit little-endian integer x in `in`, reduced mod p.
 * Returns 1 if x is canonical (x < p: bit 255 clear and the low 255 bits
 * not in [p, 2^255 - 1]), else 0; r is set either way, so the caller can
 * continue in constant time and fold the flag in.
 * RFC 8032 decoding: copy the 32 bytes, take bit 255 as the sign of x and
 * clear it, then decode; a 0 flag is "y >= p: decoding fails".
 */
static inline uint32_t sf_fp255_decode(sf_fp255 *r, const uint8_t in[32]);
/*
 * r = the u-coordinate of RFC 7748 (decodeUCoordinate): bit 255 of `in` is
 * ignored, and the remaining 255-bit value is accepted whether or not it
 * is canonical (p .. 2^255 - 1 are taken mod p), as the RFC requires.
 */
static inline void sf_fp255_decode_x25519(sf_fp255 *r, const uint8_t in[32]);
/*
 * r = w[0] + 2^64 w[1] + 2^128 w[2] + 2^192 w[3], for a value already known
 * to be canonical (< p), such as the words of a generated table: no check,
 * no reduction (the limb split of SF_FP255_CONST, at run time).
 */
static inline void sf_fp255_from_words(sf_fp255 *r, const uint64_t w[4]);

/*
 * The loose class (sf_fp255_loose, see "Bound classes"):
 *   add_loose:  r = a + b            (a, b tight; r loose, not carried)
 *   sub_loose:  r = a - b + 2p       (a, b tight; r loose, not carried)
 *   carry:      r = a                (a loose; r tight)
 *   mul_loose:  r = a * b mod p      (a loose, b tight; r tight)
 *   mul_ll:     r = a * b mod p      (a, b loose; r tight)
 *   sqr_loose:  r = a^2 mod p        (a loose; r tight)
 * A product costs the same whatever the classes of its operands.
 */
static inline void sf_fp255_add_loose(sf_fp255_loose *r, const sf_fp255 *a, const sf_fp255 *b);
static inline void sf_fp255_sub_loose(sf_fp255_loose *r, const sf_fp255 *a, const sf_fp255 *b);
static inline void sf_fp255_carry(sf_fp255 *r, const sf_fp255_loose *a);
static inline void sf_fp255_mul_loose(sf_fp255 *r, const sf_fp255_loose *a, const sf_fp255 *b);
static inline void sf_fp255_mul_ll(sf_fp255 *r, const sf_fp255_loose *a, const sf_fp255_loose *b);
static inline void sf_fp255_sqr_loose(sf_fp255 *r, const sf_fp255_loose *a);

/* ---- generic operations (fp255.c) --------------------------------------- */

/* sqrt(-1) = 2^((p-1)/4) mod p, the square root of -1 that RFC 8032 and
 * RFC 9496 use (SQRT_M1, the even one of the two). */
extern const sf_fp255 sf_fp255_sqrt_m1;

/* r = a^(2^n) for n >= 1 (n squarings). */
void sf_fp255_sqr_n(sf_fp255 *r, const sf_fp255 *a, int n);

/*
 * r = a^((p-5)/8) = a^(2^252 - 3): the shared core of every chain below
 * (251 squarings, 11 multiplications). Exposed for formulas with their own
 * final step, such as RFC 9380's Elligator 2 for p = 5 mod 8, which wants
 * a^((p+3)/8) = a * a^((p-5)/8).
 */
void sf_fp255_pow_p58(sf_fp255 *r, const sf_fp255 *a);

/* r = a^(p-2) = 1/a (and 0 for a = 0). 254 squarings, 11 multiplications. */
void sf_fp255_inv(sf_fp255 *r, const sf_fp255 *a);

/*
 * RFC 9496 section 4.2, SQRT_RATIO_M1(u, v), exactly: returns was_square and
 *   u = 0                  -> (1, 0)   (whatever v is, v = 0 included)
 *   u != 0, v = 0          -> (0, 0)
 *   u/v a non-zero square  -> (1, +sqrt(u/v))
 *   otherwise              -> (0, +sqrt(sqrt(-1) * u/v))
 * where +x is the non-negative (even) root, sf_fp255_is_odd(r) = 0. One
 * pow_p58, no inversion.
 */
uint32_t sf_fp255_sqrt_ratio_i(sf_fp255 *r, const sf_fp255 *u, const sf_fp255 *v);

/*
 * The sqrt_ratio of the common field interface (the semantics of
 * sf_fp2_127_sqrt_ratio): returns 1 if u/v is a square with v != 0, or
 * u = 0 (then r = 0 whatever v is); r is then the non-negative root, so
 * r^2 v = u. Otherwise returns 0 and r = 0. It is sqrt_ratio_i with the
 * non-square branch's root replaced by 0.
 */
uint32_t sf_fp255_sqrt_ratio(sf_fp255 *r, const sf_fp255 *u, const sf_fp255 *v);

/*
 * r = the non-negative sqrt(a). Returns 1 if a is a square (including 0),
 * else 0 and r = 0. It is sqrt_ratio(a, 1).
 */
uint32_t sf_fp255_sqrt(sf_fp255 *r, const sf_fp255 *a);

/*
 * r = the non-negative 1/sqrt(a). Returns 1 if a is a non-zero square,
 * else 0 and r = 0. It is sqrt_ratio(1, a).
 */
uint32_t sf_fp255_invsqrt(sf_fp255 *r, const sf_fp255 *a);

/* Legendre symbol of a as 1 (non-zero square), 0 (zero) or -1 (non-square). */
int sf_fp255_legendre(const sf_fp255 *a);

/*
 * r[k] = 1/a[k] for k < n (Montgomery's trick: one inversion and 3(n-1)
 * products). r and a must not overlap. If any a[k] is 0, every r[k] is 0
 * (the shared inverse is of the product). Constant time for a fixed n.
 */
void sf_fp255_inv_batch(sf_fp255 *r, const sf_fp255 *a, size_t n);

/* ---- written once for both backends --------------------------------------
 *
 * The operations built from the backend's kernels: sf_fp255_carry_ (one
 * parallel carry round, for limbs below 4 * 2^w_i), sf_fp255_mul_ /
 * sf_fp255_sqr_ (products of loose-or-tighter limbs, tight results),
 * sf_fp255_sub_loose, sf_fp255_canon and sf_fp255_load_ (the limb split of
 * 32 bytes with the canonical test), and from the limb type and count.
 */

static inline void sf_fp255_zero(sf_fp255 *r)
{
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] = 0;
}

static inline void sf_fp255_one(sf_fp255 *r)
{
    sf_fp255_zero(r);
    r->v[0] = 1;
}

static inline void sf_fp255_copy(sf_fp255 *r, const sf_fp255 *a)
{
    SF_FP255_VERIFY(a);
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] = a->v[i];
}

/* Limb sums < 2.5 * 2^w_i: loose. */
static inline void sf_fp255_add_loose(sf_fp255_loose *r, const sf_fp255 *a, const sf_fp255 *b)
{
    SF_FP255_VERIFY(a);
    SF_FP255_VERIFY(b);
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] = a->v[i] + b->v[i];
}

/* Loose limbs < 3.25 * 2^w_i are within one carry round's reach. */
static inline void sf_fp255_carry(sf_fp255 *r, const sf_fp255_loose *a)
{
    SF_FP255_VERIFY_LOOSE(a);
    sf_fp255_carry_(r, a->v);
}

/* The tight add, sub and neg: the loose result, then one carry round. */
static inline void sf_fp255_add(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b)
{
    sf_fp255_loose s;
    sf_fp255_add_loose(&s, a, b);
    sf_fp255_carry_(r, s.v);
}

static inline void sf_fp255_sub(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b)
{
    sf_fp255_loose s;
    sf_fp255_sub_loose(&s, a, b);
    sf_fp255_carry_(r, s.v);
}

static inline void sf_fp255_neg(sf_fp255 *r, const sf_fp255 *a)
{
    sf_fp255 z;
    sf_fp255_zero(&z);
    sf_fp255_sub(r, &z, a);
}

static inline void sf_fp255_mul(sf_fp255 *r, const sf_fp255 *a, const sf_fp255 *b)
{
    SF_FP255_VERIFY(a);
    SF_FP255_VERIFY(b);
    sf_fp255_mul_(r, a->v, b->v);
}

static inline void sf_fp255_sqr(sf_fp255 *r, const sf_fp255 *a)
{
    SF_FP255_VERIFY(a);
    sf_fp255_sqr_(r, a->v);
}

static inline void sf_fp255_mul_loose(sf_fp255 *r, const sf_fp255_loose *a, const sf_fp255 *b)
{
    SF_FP255_VERIFY_LOOSE(a);
    SF_FP255_VERIFY(b);
    sf_fp255_mul_(r, a->v, b->v);
}

static inline void sf_fp255_mul_ll(sf_fp255 *r, const sf_fp255_loose *a, const sf_fp255_loose *b)
{
    SF_FP255_VERIFY_LOOSE(a);
    SF_FP255_VERIFY_LOOSE(b);
    sf_fp255_mul_(r, a->v, b->v);
}

static inline void sf_fp255_sqr_loose(sf_fp255 *r, const sf_fp255_loose *a)
{
    SF_FP255_VERIFY_LOOSE(a);
    sf_fp255_sqr_(r, a->v);
}

static inline void sf_fp255_cmov(sf_fp255 *r, const sf_fp255 *a, uint32_t ctl)
{
    sf_fp255_limb m = SF_FP255_LIMB_MASK(ctl);
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

static inline void sf_fp255_cswap(sf_fp255 *a, sf_fp255 *b, uint32_t ctl)
{
    sf_fp255_limb m = SF_FP255_LIMB_MASK(ctl);
    for (int i = 0; i < SF_FP255_NLIMBS; i++) {
        sf_fp255_limb t = m & (a->v[i] ^ b->v[i]);
        a->v[i] ^= t;
        b->v[i] ^= t;
    }
}

static inline void sf_fp255_cneg(sf_fp255 *r, const sf_fp255 *a, uint32_t ctl)
{
    sf_fp255 n;
    sf_fp255_neg(&n, a);
    sf_fp255_copy(r, a);
    sf_fp255_cmov(r, &n, ctl);
}

/* The canonical limbs are all zero exactly for 0. */
static inline uint32_t sf_fp255_is_zero(const sf_fp255 *a)
{
    sf_fp255 c;
    sf_fp255_limb z = 0;
    sf_fp255_canon(&c, a);
    for (int i = 0; i < SF_FP255_NLIMBS; i++)
        z |= c.v[i];
    return sf_ct_is_zero64(z);
}

static inline uint32_t sf_fp255_eq(const sf_fp255 *a, const sf_fp255 *b)
{
    sf_fp255 d;
    sf_fp255_sub(&d, a, b);
    return sf_fp255_is_zero(&d);
}

/* Limb 0 has weight 1, so its low bit is the value's once canonical. */
static inline uint32_t sf_fp255_is_odd(const sf_fp255 *a)
{
    sf_fp255 c;
    sf_fp255_canon(&c, a);
    return (uint32_t)(c.v[0] & 1);
}

static inline void sf_fp255_from_words(sf_fp255 *r, const uint64_t w[4])
{
    sf_fp255 t = SF_FP255_CONST(w[0], w[1], w[2], w[3]);
    SF_VERIFY_CHECK((w[3] >> 63) == 0);
    *r = t;
}

/* Bit 255 is folded in (2^255 = 19) and makes the encoding non-canonical. */
static inline uint32_t sf_fp255_decode(sf_fp255 *r, const uint8_t in[32])
{
    uint32_t top = (uint32_t)(in[31] >> 7);
    return sf_fp255_load_(r, in, 1) & (top ^ 1);
}

static inline void sf_fp255_decode_x25519(sf_fp255 *r, const uint8_t in[32])
{
    (void)sf_fp255_load_(r, in, 0);
}

#endif /* SF_FIELD_P255_FP255_H */

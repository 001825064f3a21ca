/*
 * Fp, p = 2^448 - 2^224 - 1: the machine operations, written once for both
 * backends over the limb parameters the backend header defines before it
 * includes this file:
 *
 *   sf_fp448_limb, sf_fp448_wide   limb word and product word (64/128 bits
 *                                  or 32/64 bits)
 *   SF_FP448_NLIMBS, SF_FP448_HALF N limbs, H = N/2 (8, 4 or 16, 8)
 *   SF_FP448_RADIX, SF_FP448_MASK  w = 448/N bits per limb (56 or 28)
 *   SF_FP448_TIGHT_BITS            tight limbs are < 2^(w + 1)
 *   SF_FP448_LOOSE_BITS            loose limbs are < 2^this
 *   SF_FP448_LIMB_MASK(ctl)        control bit -> all-ones limb mask
 *   sf_fp448, sf_fp448_loose       structs with a limb array v[N]
 *
 * Included only by fp448_64.h and fp448_32.h; the contracts are in fp448.h.
 * Every loop below has a constant trip count (the compilers unroll them) and
 * no data-dependent branch or index: everything is constant time.
 *
 * The reduction rule
 * ------------------
 * With phi = 2^224 = 2^(w H), p = phi^2 - phi - 1, so
 *     2^448 = phi^2 = phi + 1   (mod p):
 * a carry out of the top limb (weight 2^448) re-enters at limb 0 AND at
 * limb H (weight phi). No multiplication by a constant is ever needed.
 *
 * Karatsuba on phi ("golden-ratio" multiplication)
 * ------------------------------------------------
 * Write a = a0 + a1 phi, b = b0 + b1 phi (halves of H limbs). Then
 *     a b = a0 b0 + (a0 b1 + a1 b0) phi + a1 b1 phi^2
 *         = (a0 b0 + a1 b1) + (a0 b1 + a1 b0 + a1 b1) phi
 *         = (a0 b0 + a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0) phi,
 * three H x H products instead of four (48 instead of 64 word products in
 * the 64-bit backend, 192 instead of 256 in the portable one). Each H x H
 * product X has columns X[0..2H-2]; column H + k has weight phi 2^(w k), so
 * with A = a0 b0, B = a1 b1, S = (a0 + a1)(b0 + b1), L = A + B, M = S - A
 * (phi^2 = phi + 1 again):
 *     a b = (L_lo + M_hi) + (L_hi + M_lo + M_hi) phi,
 * and output column k < H of the low and the high half is
 *     lo[k] = A[k] + B[k] + S[k+H] - A[k+H]
 *     hi[k] = S[k] - A[k] + S[k+H] + B[k+H]      (X[2H-1] = 0).
 * Each word product enters exactly once: A[k], B[k], S[k] and A[k+H],
 * B[k+H], S[k+H] are the same six partial sums for lo[k] and hi[k].
 * Both columns are non-negative (S[j] - A[j] is a sum of a0 b1 + a1 b0 +
 * a1 b1 terms), so the subtraction, done modulo the wide word's size,
 * is exact as long as the true value fits; the backends' column bounds
 * show it does:
 *     hi[k] <= (H-1-k) T + H * 4T   and   lo[k] <= 2(k+1) T + 3(H-1-k) T,
 * with T the bound of one a_i b_j (4T bounds (a0+a1)_i (b0+b1)_j).
 *   64-bit:   T = 2^118 (loose inputs < 2^59): hi <= 3T + 16T, < 2^123.
 *   portable: T = 2^58 (inputs < 2^29): hi <= 7T + 32T = 2^63 + 7 * 2^58.
 * Squaring is the same with a = b: A = a0^2, B = a1^2, S = (a0 + a1)^2
 * and the symmetric products doubled, 3 (H(H+1)/2) word products.
 */
#ifndef SF_FIELD_P448_FP448_IMPL_H
#define SF_FIELD_P448_FP448_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#define SF_FP448_N SF_FP448_NLIMBS
#define SF_FP448_H SF_FP448_HALF
#define SF_FP448_W SF_FP448_RADIX

/*
 * Every loop here runs a constant number of times (at most 16) and is
 * meant to disappear: fully unrolled, the index arithmetic folds and the
 * limbs live in registers. GCC and Clang at -O2/-O3 leave some of these
 * nests rolled without the hint (measured: the product twice as slow).
 */
#if defined(__GNUC__) || defined(__clang__)
#define SF_FP448_UNROLL _Pragma("GCC unroll 16")
#else
#define SF_FP448_UNROLL
#endif

SF_STATIC_ASSERT(SF_FP448_N * SF_FP448_W == 448, "limbs must cover 448 bits");
SF_STATIC_ASSERT(2 * SF_FP448_H == SF_FP448_N, "phi must be a limb boundary");

/* 1 if every limb of v is < 2^bits (VERIFY checks only). */
static inline int sf_fp448_limbs_below_(const sf_fp448_limb *v, unsigned bits)
{
    sf_fp448_limb acc = 0;
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        acc |= v[i] >> bits;
    return acc == 0;
}

#define SF_FP448_VERIFY(a)                                                    \
    SF_VERIFY_CHECK(sf_fp448_limbs_below_((a)->v, SF_FP448_TIGHT_BITS))
#define SF_FP448_VERIFY_LOOSE(a)                                              \
    SF_VERIFY_CHECK(sf_fp448_limbs_below_((a)->v, SF_FP448_LOOSE_BITS))

/* ---- carries ------------------------------------------------------------ */

/*
 * r = s with a single parallel carry step: every limb keeps its low w bits
 * and passes the rest one limb up, the top limb's excess entering limbs 0
 * and H (2^448 = phi + 1). For s_i < 2^(w + 3) each passed carry is < 8,
 * so r_i < 2^w + 8 and r_H < 2^w + 16: tight. One step, no chain: the
 * limbs are independent, which is what lets add/sub vectorise.
 */
static inline void sf_fp448_weak_carry_(sf_fp448_limb *r, const sf_fp448_limb *s)
{
    sf_fp448_limb top = s[SF_FP448_N - 1] >> SF_FP448_W;
    sf_fp448_limb t[SF_FP448_N];
    t[0] = (s[0] & SF_FP448_MASK) + top;
    SF_FP448_UNROLL
    for (int i = 1; i < SF_FP448_N; i++)
        t[i] = (s[i] & SF_FP448_MASK) + (s[i - 1] >> SF_FP448_W);
    t[SF_FP448_H] += top;
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r[i] = t[i];
}

/*
 * r = the columns lo[0..H-1] (weights 2^(w k)) and hi[0..H-1] (weights
 * phi 2^(w k)) carried into limbs, for columns below C = 2^123 (64-bit)
 * or 2^64 - 2^37 (portable), the bounds of the Karatsuba columns above.
 * Two chains of H columns run side by side:
 *   1. the top columns lo[H-1], hi[H-1] give up their excess first
 *      (< C / 2^w: 2^67, 2^36): lo's has weight phi and enters hi[0],
 *      hi's has weight 2^448 = phi + 1 and enters lo[0] and hi[0]; the
 *      columns stay below C + 2^(68 or 37), in range;
 *   2. carry lo[0] -> lo[1] -> ... -> lo[H-1], same for hi: each carry
 *      is < 2^68 (2^37), so lo[H-1], hi[H-1] end below 2^w + 2^68
 *      (2^w + 2^37) after their first mask;
 *   3. their excess, now < 2^13 (2^10), enters lo[0] and hi[0] once more.
 * Out: limbs < 2^w except limbs 0 and H, < 2^w + 2^14 (2^w + 2^11):
 * tight in both backends.
 */
static inline void sf_fp448_carry_cols_(sf_fp448_limb *r, sf_fp448_wide *lo,
                                        sf_fp448_wide *hi)
{
    sf_fp448_wide cl, ch;
    cl = lo[SF_FP448_H - 1] >> SF_FP448_W;
    ch = hi[SF_FP448_H - 1] >> SF_FP448_W;
    lo[SF_FP448_H - 1] &= SF_FP448_MASK;
    hi[SF_FP448_H - 1] &= SF_FP448_MASK;
    lo[0] += ch;
    hi[0] += cl + ch;
    SF_FP448_UNROLL
    for (int k = 0; k < SF_FP448_H - 1; k++) {
        lo[k + 1] += lo[k] >> SF_FP448_W;
        hi[k + 1] += hi[k] >> SF_FP448_W;
        r[k] = (sf_fp448_limb)(lo[k] & SF_FP448_MASK);
        r[k + SF_FP448_H] = (sf_fp448_limb)(hi[k] & SF_FP448_MASK);
    }
    cl = lo[SF_FP448_H - 1] >> SF_FP448_W;
    ch = hi[SF_FP448_H - 1] >> SF_FP448_W;
    r[SF_FP448_H - 1] = (sf_fp448_limb)(lo[SF_FP448_H - 1] & SF_FP448_MASK);
    r[SF_FP448_N - 1] = (sf_fp448_limb)(hi[SF_FP448_H - 1] & SF_FP448_MASK);
    r[0] += (sf_fp448_limb)ch;
    r[SF_FP448_H] += (sf_fp448_limb)(cl + ch);
}

/* ---- products ----------------------------------------------------------- */

#define SF_FP448_MULW(x, y) ((sf_fp448_wide)(x) * (sf_fp448_wide)(y))

/*
 * r = a * b mod p for limbs below the loose bound (so also for tight ones),
 * by the Karatsuba split in the file comment. All inputs are copied before
 * r is written, so r may alias a or b.
 */
static SF_ALWAYS_INLINE void sf_fp448_mul_limbs_(sf_fp448_limb *r, const sf_fp448_limb *a,
                                                 const sf_fp448_limb *b)
{
    sf_fp448_limb x[SF_FP448_N], y[SF_FP448_N];
    sf_fp448_limb xs[SF_FP448_H], ys[SF_FP448_H];
    sf_fp448_wide lo[SF_FP448_H], hi[SF_FP448_H];
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        x[i] = a[i];
        y[i] = b[i];
    }
    /* half sums < 2^60 (64-bit) or 2^30 (portable): no limb overflow */
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_H; i++) {
        xs[i] = x[i] + x[i + SF_FP448_H];
        ys[i] = y[i] + y[i + SF_FP448_H];
    }
    SF_FP448_UNROLL
    for (int k = 0; k < SF_FP448_H; k++) {
        /* pA, pB, pS: column k of A, B, S; qA, qB, qS: column k + H */
        sf_fp448_wide pA = 0, pB = 0, pS = 0, qA = 0, qB = 0, qS = 0;
        SF_FP448_UNROLL
        for (int i = 0; i <= k; i++) {
            int j = k - i;
            pA += SF_FP448_MULW(x[i], y[j]);
            pB += SF_FP448_MULW(x[i + SF_FP448_H], y[j + SF_FP448_H]);
            pS += SF_FP448_MULW(xs[i], ys[j]);
        }
        SF_FP448_UNROLL
        for (int i = k + 1; i < SF_FP448_H; i++) {
            int j = k + SF_FP448_H - i;
            qA += SF_FP448_MULW(x[i], y[j]);
            qB += SF_FP448_MULW(x[i + SF_FP448_H], y[j + SF_FP448_H]);
            qS += SF_FP448_MULW(xs[i], ys[j]);
        }
        lo[k] = pA + pB + qS - qA; /* exact: true value >= 0, < C */
        hi[k] = pS - pA + qS + qB;
    }
    sf_fp448_carry_cols_(r, lo, hi);
}

/*
 * r = a^2 mod p, loose or tight a: the product above with a = b, each
 * symmetric pair x_i x_j (i < j) computed once as (2 x_i) x_j. Doubled
 * limbs stay < 2^61 (64-bit: half sums < 2^60) or 2^31 (portable); the
 * column values, hence their bounds, are those of the product.
 */
static SF_ALWAYS_INLINE void sf_fp448_sqr_limbs_(sf_fp448_limb *r, const sf_fp448_limb *a)
{
    sf_fp448_limb x[SF_FP448_N], x2[SF_FP448_N];
    sf_fp448_limb xs[SF_FP448_H], xs2[SF_FP448_H];
    sf_fp448_wide lo[SF_FP448_H], hi[SF_FP448_H];
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        x[i] = a[i];
        x2[i] = a[i] << 1;
    }
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_H; i++) {
        xs[i] = x[i] + x[i + SF_FP448_H];
        xs2[i] = xs[i] << 1;
    }
    SF_FP448_UNROLL
    for (int k = 0; k < SF_FP448_H; k++) {
        sf_fp448_wide pA = 0, pB = 0, pS = 0, qA = 0, qB = 0, qS = 0;
        /* column k: pairs i <= j = k - i */
        SF_FP448_UNROLL
        for (int i = 0; 2 * i <= k; i++) {
            int j = k - i;
            if (i == j) {
                pA += SF_FP448_MULW(x[i], x[i]);
                pB += SF_FP448_MULW(x[i + SF_FP448_H], x[i + SF_FP448_H]);
                pS += SF_FP448_MULW(xs[i], xs[i]);
            } else {
                pA += SF_FP448_MULW(x2[i], x[j]);
                pB += SF_FP448_MULW(x2[i + SF_FP448_H], x[j + SF_FP448_H]);
                pS += SF_FP448_MULW(xs2[i], xs[j]);
            }
        }
        /* column k + H: pairs i <= j = k + H - i, both < H */
        SF_FP448_UNROLL
        for (int i = k + 1; 2 * i <= k + SF_FP448_H; i++) {
            int j = k + SF_FP448_H - i;
            if (i == j) {
                qA += SF_FP448_MULW(x[i], x[i]);
                qB += SF_FP448_MULW(x[i + SF_FP448_H], x[i + SF_FP448_H]);
                qS += SF_FP448_MULW(xs[i], xs[i]);
            } else {
                qA += SF_FP448_MULW(x2[i], x[j]);
                qB += SF_FP448_MULW(x2[i + SF_FP448_H], x[j + SF_FP448_H]);
                qS += SF_FP448_MULW(xs2[i], xs[j]);
            }
        }
        lo[k] = pA + pB + qS - qA;
        hi[k] = pS - pA + qS + qB;
    }
    sf_fp448_carry_cols_(r, lo, hi);
}

/* ---- the tight interface -------------------------------------------------- */

static inline void sf_fp448_zero(sf_fp448 *r)
{
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r->v[i] = 0;
}

static inline void sf_fp448_one(sf_fp448 *r)
{
    sf_fp448_zero(r);
    r->v[0] = 1;
}

/* a < 2^32 split at the radix: limb 0 < 2^w, limb 1 < 2^4 (portable). */
static inline void sf_fp448_set_u32(sf_fp448 *r, uint32_t a)
{
    uint64_t x = a;
    sf_fp448_zero(r);
    r->v[0] = (sf_fp448_limb)(x & SF_FP448_MASK);
    r->v[1] = (sf_fp448_limb)(x >> SF_FP448_W);
}

static inline void sf_fp448_copy(sf_fp448 *r, const sf_fp448 *a)
{
    SF_FP448_VERIFY(a);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r->v[i] = a->v[i];
}

/* Tight limbs < 2^(w + 1): sums < 2^(w + 2), within weak_carry's bound. */
static inline void sf_fp448_add(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b)
{
    sf_fp448_limb s[SF_FP448_N];
    SF_FP448_VERIFY(a);
    SF_FP448_VERIFY(b);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        s[i] = a->v[i] + b->v[i];
    sf_fp448_weak_carry_(r->v, s);
    SF_FP448_VERIFY(r);
}

/*
 * 4p in this radix: p has all-ones limbs but limb H = 2^w - 2 (p =
 * (2^448 - 1) - 2^224), so 4p has limbs 2^(w+2) - 4 and limb H
 * 2^(w+2) - 8. Both are >= 2^(w+1) > any tight limb, so a + 4p - b has
 * non-negative limbs < 2^(w+1) + 2^(w+2) < 2^(w+3), within weak_carry's
 * bound and the loose bound.
 */
#define SF_FP448_4P ((((sf_fp448_limb)1) << (SF_FP448_W + 2)) - 4)
#define SF_FP448_4P_H ((((sf_fp448_limb)1) << (SF_FP448_W + 2)) - 8)

static inline void sf_fp448_sub_limbs_(sf_fp448_limb *s, const sf_fp448 *a,
                                       const sf_fp448 *b)
{
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        s[i] = a->v[i] + (i == SF_FP448_H ? SF_FP448_4P_H : SF_FP448_4P) - b->v[i];
}

static inline void sf_fp448_sub(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b)
{
    sf_fp448_limb s[SF_FP448_N];
    SF_FP448_VERIFY(a);
    SF_FP448_VERIFY(b);
    sf_fp448_sub_limbs_(s, a, b);
    sf_fp448_weak_carry_(r->v, s);
    SF_FP448_VERIFY(r);
}

static inline void sf_fp448_neg(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448 z;
    sf_fp448_zero(&z);
    sf_fp448_sub(r, &z, a);
}

static inline void sf_fp448_mul(sf_fp448 *r, const sf_fp448 *a, const sf_fp448 *b)
{
    SF_FP448_VERIFY(a);
    SF_FP448_VERIFY(b);
    sf_fp448_mul_limbs_(r->v, a->v, b->v);
    SF_FP448_VERIFY(r);
}

static inline void sf_fp448_sqr(sf_fp448 *r, const sf_fp448 *a)
{
    SF_FP448_VERIFY(a);
    sf_fp448_sqr_limbs_(r->v, a->v);
    SF_FP448_VERIFY(r);
}

/* r = a^(2^n), n >= 1 (n squarings). */
static inline void sf_fp448_sqr_n(sf_fp448 *r, const sf_fp448 *a, unsigned n)
{
    sf_fp448_sqr(r, a);
    SF_FP448_UNROLL
    for (unsigned i = 1; i < n; i++)
        sf_fp448_sqr(r, r);
}

/*
 * r = a c for c < 2^32: limb products < 2^(w + 1 + 32) (2^89 or 2^61),
 * far below the carry's column bound, then the product's carry.
 */
static inline void sf_fp448_mul_small(sf_fp448 *r, const sf_fp448 *a, uint32_t c)
{
    sf_fp448_wide lo[SF_FP448_H], hi[SF_FP448_H];
    SF_FP448_VERIFY(a);
    SF_FP448_UNROLL
    for (int k = 0; k < SF_FP448_H; k++) {
        lo[k] = SF_FP448_MULW(a->v[k], c);
        hi[k] = SF_FP448_MULW(a->v[k + SF_FP448_H], c);
    }
    sf_fp448_carry_cols_(r->v, lo, hi);
    SF_FP448_VERIFY(r);
}

/*
 * r = a fully reduced into [0, p), limbs < 2^w.
 *  1. Carry in sequence (each step's sum < 2^(w+1) + 2 fits a limb). The
 *     value of a tight element is below (2^(w+1) - 1)(2^448 - 1)/(2^w - 1)
 *     < 2^449 + 2^(449 - w), so the carry out c of the top limb is <= 2.
 *  2. Fold it: y = x + c (phi + 1) = limbs 0 and H plus c. y = a (mod p)
 *     and y < 2^448 + 2 phi + 2 < 2p.
 *  3. q = [y >= p] = [y + phi + 1 >= 2^448]: the carry out of that sum,
 *     by a carry-only chain (y + phi + 1 < 2^449, so q is 0 or 1).
 *  4. r = y + q (phi + 1) - q 2^448 = y - q p, computed as the carried sum
 *     with the final carry (which is q) dropped.
 */
static inline void sf_fp448_canon(sf_fp448 *r, const sf_fp448 *a)
{
    sf_fp448_limb y[SF_FP448_N], c = 0, q;
    SF_FP448_VERIFY(a);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        sf_fp448_limb t = a->v[i] + c;
        y[i] = t & SF_FP448_MASK;
        c = t >> SF_FP448_W;
    }
    y[0] += c;
    y[SF_FP448_H] += c;
    q = 1;
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        q = (y[i] + q + (sf_fp448_limb)(i == SF_FP448_H)) >> SF_FP448_W;
    c = q;
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        sf_fp448_limb t = y[i] + c + (i == SF_FP448_H ? q : 0);
        r->v[i] = t & SF_FP448_MASK;
        c = t >> SF_FP448_W;
    }
}

static inline void sf_fp448_cmov(sf_fp448 *r, const sf_fp448 *a, uint32_t ctl)
{
    sf_fp448_limb m = (sf_fp448_limb)SF_FP448_LIMB_MASK(ctl);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

static inline void sf_fp448_cswap(sf_fp448 *a, sf_fp448 *b, uint32_t ctl)
{
    sf_fp448_limb m = (sf_fp448_limb)SF_FP448_LIMB_MASK(ctl);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        sf_fp448_limb t = m & (a->v[i] ^ b->v[i]);
        a->v[i] ^= t;
        b->v[i] ^= t;
    }
}

static inline void sf_fp448_cneg(sf_fp448 *r, const sf_fp448 *a, uint32_t ctl)
{
    sf_fp448 n;
    sf_fp448_neg(&n, a);
    sf_fp448_copy(r, a);
    sf_fp448_cmov(r, &n, ctl);
}

static inline uint32_t sf_fp448_is_zero(const sf_fp448 *a)
{
    sf_fp448 c;
    sf_fp448_limb acc = 0;
    sf_fp448_canon(&c, a);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        acc |= c.v[i];
    return sf_ct_is_zero64((uint64_t)acc);
}

static inline uint32_t sf_fp448_eq(const sf_fp448 *a, const sf_fp448 *b)
{
    sf_fp448 d;
    sf_fp448_sub(&d, a, b);
    return sf_fp448_is_zero(&d);
}

static inline uint32_t sf_fp448_is_odd(const sf_fp448 *a)
{
    sf_fp448 c;
    sf_fp448_canon(&c, a);
    return (uint32_t)(c.v[0] & 1);
}

/* The canonical limbs (w bits each) streamed out as 56 bytes. */
static inline void sf_fp448_encode(uint8_t out[56], const sf_fp448 *a)
{
    sf_fp448 c;
    uint64_t acc = 0;
    unsigned nbits = 0, j = 0;
    sf_fp448_canon(&c, a);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        acc |= (uint64_t)c.v[i] << nbits; /* nbits < 8: fits 64 bits */
        nbits += SF_FP448_W;
        while (nbits >= 8) {
            out[j++] = (uint8_t)acc;
            acc >>= 8;
            nbits -= 8;
        }
    }
}

/*
 * r = the 448-bit little-endian integer x in `in`, split into w-bit limbs
 * (canonical limbs, so tight, and x itself stands for x mod p). Returns
 * [x < p] = 1 - (carry out of x + phi + 1), a carry-only chain.
 */
static inline uint32_t sf_fp448_decode(sf_fp448 *r, const uint8_t in[56])
{
    uint64_t acc = 0;
    unsigned nbits = 0, j = 0;
    sf_fp448_limb q = 1;
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        while (nbits < SF_FP448_W) {
            acc |= (uint64_t)in[j++] << nbits; /* nbits <= w - 1 <= 55 */
            nbits += 8;
        }
        r->v[i] = (sf_fp448_limb)(acc & SF_FP448_MASK);
        acc >>= SF_FP448_W;
        nbits -= SF_FP448_W;
    }
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        q = (r->v[i] + q + (sf_fp448_limb)(i == SF_FP448_H)) >> SF_FP448_W;
    SF_FP448_VERIFY(r);
    return (uint32_t)q ^ 1;
}

/* RFC 7748's decodeUCoordinate for X448: every string accepted, reduced. */
static inline void sf_fp448_decode_reduce(sf_fp448 *r, const uint8_t in[56])
{
    (void)sf_fp448_decode(r, in);
}

/* Limb i is bits w i .. w i + w - 1 of the words (offsets fold at compile
 * time once the loop is unrolled). */
static inline void sf_fp448_from_words(sf_fp448 *r, const uint64_t w[7])
{
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++) {
        unsigned off = (unsigned)(SF_FP448_W * i), k = off / 64, sh = off % 64;
        uint64_t x = w[k] >> sh;
        if (sh + SF_FP448_W > 64)
            x |= w[k + 1] << (64 - sh);
        r->v[i] = (sf_fp448_limb)(x & SF_FP448_MASK);
    }
    SF_FP448_VERIFY(r);
}

/* ---- the loose class ------------------------------------------------------ */

static inline void sf_fp448_loose_from(sf_fp448_loose *r, const sf_fp448 *a)
{
    SF_FP448_VERIFY(a);
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r->v[i] = a->v[i];
}

/*
 * Sums and differences without the carry where the backend's loose bound
 * allows it (64-bit: a + b < 2^58, a + 4p - b < 2^59); the portable
 * backend's loose bound is its tight one, so there they are add and sub.
 */
static inline void sf_fp448_add_loose(sf_fp448_loose *r, const sf_fp448 *a,
                                      const sf_fp448 *b)
{
    SF_FP448_VERIFY(a);
    SF_FP448_VERIFY(b);
#if SF_FP448_LOOSE_BITS > SF_FP448_TIGHT_BITS
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        r->v[i] = a->v[i] + b->v[i];
#else
    sf_fp448_limb s[SF_FP448_N];
    SF_FP448_UNROLL
    for (int i = 0; i < SF_FP448_N; i++)
        s[i] = a->v[i] + b->v[i];
    sf_fp448_weak_carry_(r->v, s);
#endif
    SF_FP448_VERIFY_LOOSE(r);
}

static inline void sf_fp448_sub_loose(sf_fp448_loose *r, const sf_fp448 *a,
                                      const sf_fp448 *b)
{
    SF_FP448_VERIFY(a);
    SF_FP448_VERIFY(b);
#if SF_FP448_LOOSE_BITS > SF_FP448_TIGHT_BITS
    sf_fp448_sub_limbs_(r->v, a, b);
#else
    sf_fp448_limb s[SF_FP448_N];
    sf_fp448_sub_limbs_(s, a, b);
    sf_fp448_weak_carry_(r->v, s);
#endif
    SF_FP448_VERIFY_LOOSE(r);
}

/* Loose limbs < 2^(w + 3): one weak carry step makes them tight. */
static inline void sf_fp448_carry(sf_fp448 *r, const sf_fp448_loose *a)
{
    SF_FP448_VERIFY_LOOSE(a);
    sf_fp448_weak_carry_(r->v, a->v);
    SF_FP448_VERIFY(r);
}

static inline void sf_fp448_mul_loose(sf_fp448 *r, const sf_fp448_loose *a,
                                      const sf_fp448 *b)
{
    SF_FP448_VERIFY_LOOSE(a);
    SF_FP448_VERIFY(b);
    sf_fp448_mul_limbs_(r->v, a->v, b->v);
    SF_FP448_VERIFY(r);
}

static inline void sf_fp448_mul_loose_loose(sf_fp448 *r, const sf_fp448_loose *a,
                                            const sf_fp448_loose *b)
{
    SF_FP448_VERIFY_LOOSE(a);
    SF_FP448_VERIFY_LOOSE(b);
    sf_fp448_mul_limbs_(r->v, a->v, b->v);
    SF_FP448_VERIFY(r);
}

static inline void sf_fp448_sqr_loose(sf_fp448 *r, const sf_fp448_loose *a)
{
    SF_FP448_VERIFY_LOOSE(a);
    sf_fp448_sqr_limbs_(r->v, a->v);
    SF_FP448_VERIFY(r);
}

#undef SF_FP448_MULW

#endif /* SF_FIELD_P448_FP448_IMPL_H */

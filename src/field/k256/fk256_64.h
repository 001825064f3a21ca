/*
 * F_p, p = 2^256 - 2^32 - 977, 64-bit backend: five 52-bit limbs.
 *
 * Included only by fk256.h (which holds the contracts). Needs
 * `unsigned __int128` for the 64x64->128 products.
 *
 *   value = n[0] + n[1] 2^52 + n[2] 2^104 + n[3] 2^156 + n[4] 2^208
 *
 * Nominal widths 52, 52, 52, 52, 48 (52*4 + 48 = 256). Magnitude m means
 * n[0..3] < m 2^53 and n[4] < m 2^49 (see fk256.h).
 *
 * The two reduction identities used below:
 *   2^256 = 2^32 + 977 = 0x1000003D1            (mod p)   "K"
 *   2^260 = 2^4 * K    = 0x1000003D10           (mod p)   "R"
 * A high column of weight 2^(52(k+5)) = 2^(52k) 2^260 therefore folds into
 * column k multiplied by R (< 2^37).
 */
#ifndef SF_FIELD_K256_FK256_64_H
#define SF_FIELD_K256_FK256_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FK256_BACKEND_NAME_IMPL "64"

typedef struct sf_fk256 {
    uint64_t n[5];
} sf_fk256;

/* __extension__ keeps -Wpedantic quiet: __int128 is a GNU extension. */
__extension__ typedef unsigned __int128 sf_fk256_u128;

#define SF_FK256_M52 0xFFFFFFFFFFFFFULL /* 2^52 - 1 */
#define SF_FK256_M48 0xFFFFFFFFFFFFULL  /* 2^48 - 1 */
#define SF_FK256_K 0x1000003D1ULL       /* 2^256 mod p */
#define SF_FK256_R 0x1000003D10ULL      /* 2^260 mod p */

/*
 * A constant from its eight 32-bit words, most significant first (d7 is
 * bits 255..224): the integer must be < p. Repacks 8 x 32 into 52-bit limbs
 * (32 + 20, 12 + 32 + 8, 24 + 28, 4 + 32 + 16, 16 + 32 bits), so one table
 * of SF_FK256_CONST values compiles for both backends (fk256_32.h has the
 * 26-bit twin). Normalized by construction.
 */
#define SF_FK256_CONST(d7, d6, d5, d4, d3, d2, d1, d0)                         \
    {{(uint64_t)(d0) | (((uint64_t)(d1) & 0xFFFFFULL) << 32),                  \
      ((uint64_t)(d1) >> 20) | ((uint64_t)(d2) << 12) |                        \
          (((uint64_t)(d3) & 0xFFULL) << 44),                                  \
      ((uint64_t)(d3) >> 8) | (((uint64_t)(d4) & 0xFFFFFFFULL) << 24),         \
      ((uint64_t)(d4) >> 28) | ((uint64_t)(d5) << 4) |                         \
          (((uint64_t)(d6) & 0xFFFFULL) << 36),                                \
      ((uint64_t)(d6) >> 16) | ((uint64_t)(d7) << 16)}}

/* p in this radix: 2^256 - K with the borrow spread over the limbs. */
#define SF_FK256_P0 0xFFFFEFFFFFC2FULL /* 2^52 - K */
#define SF_FK256_P1 SF_FK256_M52
#define SF_FK256_P4 SF_FK256_M48

static inline uint32_t sf_fk256_check_mag(const sf_fk256 *a, uint32_t m)
{
    uint32_t ok = (m >= 1) & (m <= 32);
    for (int i = 0; i < 4; i++)
        ok &= (a->n[i] < ((uint64_t)m << 53));
    ok &= (a->n[4] < ((uint64_t)m << 49));
    return ok;
}

static inline uint32_t sf_fk256_check_normalized(const sf_fk256 *a)
{
    uint32_t ok = 1;
    for (int i = 0; i < 4; i++)
        ok &= (a->n[i] <= SF_FK256_M52);
    ok &= (a->n[4] <= SF_FK256_M48);
    /* value >= p iff the top four limbs are all ones and n[0] >= P0 */
    ok &= !((a->n[4] == SF_FK256_M48) &
            ((a->n[3] & a->n[2] & a->n[1]) == SF_FK256_M52) &
            (a->n[0] >= SF_FK256_P0));
    return ok;
}

static inline void sf_fk256_set_u32(sf_fk256 *r, uint32_t c)
{
    r->n[0] = c;
    r->n[1] = r->n[2] = r->n[3] = r->n[4] = 0;
}

/* Limbs < 32 * 2^53 = 2^58 for any allowed magnitude: no 64-bit overflow. */
static inline void sf_fk256_add(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b)
{
    for (int i = 0; i < 5; i++)
        r->n[i] = a->n[i] + b->n[i];
}

/*
 * 2(m+1)p - a. Each limb of 2(m+1)p dominates the matching limb bound of
 * magnitude m: for limb 0, 2(m+1)(2^52 - K) >= m 2^53 iff 2^53 >= 2(m+1)K,
 * true for m < 2^19; for limbs 1..3, 2(m+1)(2^52-1) >= m 2^53 iff
 * 2^53 >= 2(m+1); same for limb 4 with 48. So no limb underflows, and each
 * result limb is <= 2(m+1)p_i < (m+1) 2^(w_i+1): magnitude m+1.
 */
static inline void sf_fk256_neg(sf_fk256 *r, const sf_fk256 *a, uint32_t m)
{
    uint64_t k = 2 * ((uint64_t)m + 1);
    SF_VERIFY_CHECK(m <= 31 && sf_fk256_check_mag(a, m ? m : 1));
    r->n[0] = k * SF_FK256_P0 - a->n[0];
    r->n[1] = k * SF_FK256_P1 - a->n[1];
    r->n[2] = k * SF_FK256_P1 - a->n[2];
    r->n[3] = k * SF_FK256_P1 - a->n[3];
    r->n[4] = k * SF_FK256_P4 - a->n[4];
}

/* m * c <= 32, so each limb stays < 2^58. */
static inline void sf_fk256_mul_int(sf_fk256 *r, const sf_fk256 *a, uint32_t c)
{
    for (int i = 0; i < 5; i++)
        r->n[i] = a->n[i] * c;
}

/*
 * The product's nine column sums t0..t8 (column k has weight 2^(52k)) and
 * their reduction to magnitude 1, shared by mul and sqr. SF_FK256_REDUCE
 * takes each column as an expression, T3 ... T7, and evaluates it only at
 * the point where the reduction consumes it: a column computed early would
 * stay live in two registers until then, and with nine of them gcc spills
 * (measured: mul latency 47 -> 33 TSC ticks with gcc 12 from this alone).
 *
 * Entry bounds (inputs of magnitude <= 8: limbs 0..3 < 2^56, limb 4
 * < 2^52): a product of two low limbs is < 2^112, one with a top limb
 * < 2^108, top*top < 2^104. A column holds at most 5 products, so every
 * t_k < 3*2^112 + 2*2^108 < 2^114, t7 < 2^109 and t8 < 2^104. (sqr feeds
 * doubled limbs 2 a_i < 2^57 into products with undoubled ones; its
 * column sums are exactly mul's, so the same bounds hold.)
 *
 * Two 128-bit accumulators walk the columns in an interleaved order so that
 * neither carries a long serial chain: d runs over the high columns
 * 8 -> (3), 4, 5, 6, 7 and c over the low ones 0, 1, 2, 3, 4; a high
 * column of weight 2^(52(k+5)) folds into column k times R = 2^260 mod p.
 * Where d is too wide to multiply by R (< 2^37) directly, it is split at
 * 64 bits and the upper part uses 2^64 R = (R 2^12) 2^52, i.e. it lands one
 * column higher times R 2^12 (< 2^49). The bounds at each step are in the
 * comments; none exceeds 2^116.
 */
#define SF_FK256_REDUCE(r, T0, T1, T2, T3, T4, T5, T6, T7, T8)                  \
    do {                                                                       \
        const uint64_t R12_ = SF_FK256_R << 12;                                \
        sf_fk256_u128 c_, d_, t8_;                                             \
        uint64_t r0_, r1_, r2_, r3_, r4_, tx_, u0_;                            \
        /* column 3, plus the low 64 bits of column 8 (2^416 = 2^156 2^260) */ \
        t8_ = (T8);                                                            \
        d_ = (T3) + (sf_fk256_u128)(uint64_t)t8_ * SF_FK256_R; /* < 2^115 */   \
        c_ = t8_ >> 64; /* < 2^40, at 2^480 */                                 \
        r3_ = (uint64_t)d_ & SF_FK256_M52;                                     \
        d_ >>= 52; /* < 2^63 */                                                \
        /* column 4, plus c (2^480 = 2^208 2^260 2^12) */                      \
        d_ += (T4) + (sf_fk256_u128)(uint64_t)c_ * R12_; /* < 2^115 */         \
        r4_ = (uint64_t)d_ & SF_FK256_M52;                                     \
        d_ >>= 52; /* < 2^63, now at weight 2^260 */                           \
        tx_ = r4_ >> 48; /* bits 256..259 */                                   \
        r4_ &= SF_FK256_M48;                                                   \
        /* column 5 (weight 2^260): its low digit with tx is worth             \
         * ((u0 << 4) | tx) 2^256 = ((u0 << 4) | tx) K at column 0 */          \
        d_ += (T5); /* < 2^115 */                                              \
        u0_ = (uint64_t)d_ & SF_FK256_M52;                                     \
        d_ >>= 52; /* < 2^63, at weight 2^312 (column 6) */                    \
        u0_ = (u0_ << 4) | tx_; /* < 2^56 */                                   \
        c_ = (T0) + (sf_fk256_u128)u0_ * SF_FK256_K; /* < 2^112 + 2^89 */      \
        r0_ = (uint64_t)c_ & SF_FK256_M52;                                     \
        c_ >>= 52; /* < 2^61 */                                                \
        /* column 1, plus the low digit of column 6 */                         \
        c_ += (T1);                                                            \
        d_ += (T6); /* < 2^114 */                                              \
        c_ += (sf_fk256_u128)((uint64_t)d_ & SF_FK256_M52) * SF_FK256_R;       \
        d_ >>= 52; /* < 2^62, column 7; c < 2^115 */                           \
        r1_ = (uint64_t)c_ & SF_FK256_M52;                                     \
        c_ >>= 52; /* < 2^63 */                                                \
        /* column 2, plus the low 64 bits of column 7 */                       \
        c_ += (T2);                                                            \
        d_ += (T7); /* < 2^110 */                                              \
        c_ += (sf_fk256_u128)(uint64_t)d_ * SF_FK256_R; /* < 2^116 */          \
        d_ >>= 64; /* < 2^46, at weight 2^428 = 2^156 2^260 2^12 */            \
        r2_ = (uint64_t)c_ & SF_FK256_M52;                                     \
        c_ >>= 52; /* < 2^64 */                                                \
        /* column 3 again: its first digit r3, the carry, and d */             \
        c_ += r3_ + (sf_fk256_u128)(uint64_t)d_ * R12_; /* < 2^65 + 2^95 */    \
        r3_ = (uint64_t)c_ & SF_FK256_M52;                                     \
        c_ >>= 52; /* < 2^44 */                                                \
        r4_ += (uint64_t)c_; /* < 2^48 + 2^44 < 2^49 */                        \
        (r)->n[0] = r0_;                                                       \
        (r)->n[1] = r1_;                                                       \
        (r)->n[2] = r2_;                                                       \
        (r)->n[3] = r3_;                                                       \
        (r)->n[4] = r4_;                                                       \
    } while (0)

/* x * y as a 128-bit product */
#define SF_FK256_M(x, y) ((sf_fk256_u128)(x) * (y))

static inline void sf_fk256_mul(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b)
{
    const uint64_t a0 = a->n[0], a1 = a->n[1], a2 = a->n[2], a3 = a->n[3],
                   a4 = a->n[4];
    const uint64_t b0 = b->n[0], b1 = b->n[1], b2 = b->n[2], b3 = b->n[3],
                   b4 = b->n[4];
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 8) && sf_fk256_check_mag(b, 8));
    SF_FK256_REDUCE(r,
        SF_FK256_M(a0, b0),
        SF_FK256_M(a0, b1) + SF_FK256_M(a1, b0),
        SF_FK256_M(a0, b2) + SF_FK256_M(a1, b1) + SF_FK256_M(a2, b0),
        SF_FK256_M(a0, b3) + SF_FK256_M(a1, b2) + SF_FK256_M(a2, b1) +
            SF_FK256_M(a3, b0),
        SF_FK256_M(a0, b4) + SF_FK256_M(a1, b3) + SF_FK256_M(a2, b2) +
            SF_FK256_M(a3, b1) + SF_FK256_M(a4, b0),
        SF_FK256_M(a1, b4) + SF_FK256_M(a2, b3) + SF_FK256_M(a3, b2) +
            SF_FK256_M(a4, b1),
        SF_FK256_M(a2, b4) + SF_FK256_M(a3, b3) + SF_FK256_M(a4, b2),
        SF_FK256_M(a3, b4) + SF_FK256_M(a4, b3),
        SF_FK256_M(a4, b4));
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

/*
 * Same columns as mul with a = b, using the symmetry a_i a_j = a_j a_i:
 * 15 products instead of 25 (doubled limbs d_i = 2 a_i < 2^57).
 */
static inline void sf_fk256_sqr(sf_fk256 *r, const sf_fk256 *a)
{
    const uint64_t a0 = a->n[0], a1 = a->n[1], a2 = a->n[2], a3 = a->n[3],
                   a4 = a->n[4];
    const uint64_t d0 = 2 * a0, d1 = 2 * a1, d2 = 2 * a2, d3 = 2 * a3;
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 8));
    SF_FK256_REDUCE(r,
        SF_FK256_M(a0, a0),
        SF_FK256_M(d0, a1),
        SF_FK256_M(d0, a2) + SF_FK256_M(a1, a1),
        SF_FK256_M(d0, a3) + SF_FK256_M(d1, a2),
        SF_FK256_M(d0, a4) + SF_FK256_M(d1, a3) + SF_FK256_M(a2, a2),
        SF_FK256_M(d1, a4) + SF_FK256_M(d2, a3),
        SF_FK256_M(d2, a4) + SF_FK256_M(a3, a3),
        SF_FK256_M(d3, a4),
        SF_FK256_M(a4, a4));
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

#undef SF_FK256_M

/*
 * Carry and fold once. Limbs < 2^58 on entry. x = n[4] >> 48 < 2^10, so
 * x K < 2^43 is added to limb 0; the carries out of limbs 0..3 are < 2^7
 * each, so limbs 0..3 end < 2^52 and limb 4 < 2^48 + 2^7 < 2^49:
 * magnitude 1. The value is now < 2^256 + 2^215 < 2p, which
 * sf_fk256_normalize relies on.
 */
static inline void sf_fk256_normalize_weak(sf_fk256 *r, const sf_fk256 *a)
{
    uint64_t t0 = a->n[0], t1 = a->n[1], t2 = a->n[2], t3 = a->n[3],
             t4 = a->n[4];
    uint64_t x = t4 >> 48;
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 32));
    t4 &= SF_FK256_M48;
    t0 += x * SF_FK256_K;
    t1 += t0 >> 52;
    t0 &= SF_FK256_M52;
    t2 += t1 >> 52;
    t1 &= SF_FK256_M52;
    t3 += t2 >> 52;
    t2 &= SF_FK256_M52;
    t4 += t3 >> 52;
    t3 &= SF_FK256_M52;
    r->n[0] = t0;
    r->n[1] = t1;
    r->n[2] = t2;
    r->n[3] = t3;
    r->n[4] = t4;
    SF_VERIFY_CHECK(sf_fk256_check_mag(r, 1));
}

/*
 * After normalize_weak the value v < 2p with limbs 0..3 < 2^52. v >= p iff
 * v + K >= 2^256, i.e. iff adding K carries out of bit 256; v + K < 2^257,
 * so that carry (bit 48 of the new top limb) is the whole story. When it is
 * set, v + K - 2^256 = v - p is the answer; select it in constant time.
 */
static inline void sf_fk256_normalize(sf_fk256 *r, const sf_fk256 *a)
{
    sf_fk256 t;
    uint64_t s0, s1, s2, s3, s4, m;
    sf_fk256_normalize_weak(&t, a);
    s0 = t.n[0] + SF_FK256_K;
    s1 = t.n[1] + (s0 >> 52);
    s0 &= SF_FK256_M52;
    s2 = t.n[2] + (s1 >> 52);
    s1 &= SF_FK256_M52;
    s3 = t.n[3] + (s2 >> 52);
    s2 &= SF_FK256_M52;
    s4 = t.n[4] + (s3 >> 52);
    s3 &= SF_FK256_M52;
    m = sf_ct_mask64((uint32_t)(s4 >> 48));
    s4 &= SF_FK256_M48;
    r->n[0] = t.n[0] ^ (m & (t.n[0] ^ s0));
    r->n[1] = t.n[1] ^ (m & (t.n[1] ^ s1));
    r->n[2] = t.n[2] ^ (m & (t.n[2] ^ s2));
    r->n[3] = t.n[3] ^ (m & (t.n[3] ^ s3));
    r->n[4] = t.n[4] ^ (m & (t.n[4] ^ s4));
    SF_VERIFY_CHECK(sf_fk256_check_normalized(r));
}

static inline void sf_fk256_cmov(sf_fk256 *r, const sf_fk256 *a, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    for (int i = 0; i < 5; i++)
        r->n[i] ^= m & (r->n[i] ^ a->n[i]);
}

static inline void sf_fk256_cswap(sf_fk256 *a, sf_fk256 *b, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    for (int i = 0; i < 5; i++) {
        uint64_t x = m & (a->n[i] ^ b->n[i]);
        a->n[i] ^= x;
        b->n[i] ^= x;
    }
}

static inline uint32_t sf_fk256_is_zero(const sf_fk256 *a)
{
    sf_fk256 t;
    sf_fk256_normalize(&t, a);
    return sf_ct_is_zero64(t.n[0] | t.n[1] | t.n[2] | t.n[3] | t.n[4]);
}

/*
 * Limb i of a + (p & mask) is < m 2^53 + 2^52 (m <= 31: < 2^59), so the
 * shifted limb, plus the bit 51 brought down from limb i + 1, is
 * < m 2^52 + 2^51 + 2^51 = (m + 1) 2^52: magnitude (m + 1) / 2 <= m / 2 + 1
 * (the same for limb 4 with 48). The shifts drop no bit: a + (p & mask) is
 * even, and each limb's bit 0 moves to bit 51 (47) of the limb below.
 */
static inline void sf_fk256_half(sf_fk256 *r, const sf_fk256 *a)
{
    uint64_t m = 0 - (a->n[0] & 1);
    uint64_t t0 = a->n[0] + (SF_FK256_P0 & m), t1 = a->n[1] + (SF_FK256_P1 & m),
             t2 = a->n[2] + (SF_FK256_P1 & m), t3 = a->n[3] + (SF_FK256_P1 & m),
             t4 = a->n[4] + (SF_FK256_P4 & m);
    SF_VERIFY_CHECK(sf_fk256_check_mag(a, 31));
    r->n[0] = (t0 >> 1) + ((t1 & 1) << 51);
    r->n[1] = (t1 >> 1) + ((t2 & 1) << 51);
    r->n[2] = (t2 >> 1) + ((t3 & 1) << 51);
    r->n[3] = (t3 >> 1) + ((t4 & 1) << 51);
    r->n[4] = t4 >> 1;
}

/* After normalize_weak the value is < 2p (see there): 0 mod p iff it is 0
 * or p, limb for limb since both are then in canonical limb form. */
static inline uint32_t sf_fk256_is_zero_vartime(const sf_fk256 *a)
{
    sf_fk256 t;
    sf_fk256_normalize_weak(&t, a);
    if ((t.n[0] | t.n[1] | t.n[2] | t.n[3] | t.n[4]) == 0)
        return 1;
    return t.n[0] == SF_FK256_P0 && t.n[1] == SF_FK256_P1 &&
           t.n[2] == SF_FK256_P1 && t.n[3] == SF_FK256_P1 &&
           t.n[4] == SF_FK256_P4;
}

static inline uint32_t sf_fk256_eq(const sf_fk256 *a, const sf_fk256 *b)
{
    sf_fk256 x, y;
    sf_fk256_normalize(&x, a);
    sf_fk256_normalize(&y, b);
    return sf_ct_is_zero64((x.n[0] ^ y.n[0]) | (x.n[1] ^ y.n[1]) |
                           (x.n[2] ^ y.n[2]) | (x.n[3] ^ y.n[3]) |
                           (x.n[4] ^ y.n[4]));
}

static inline uint32_t sf_fk256_is_odd(const sf_fk256 *a)
{
    sf_fk256 t;
    sf_fk256_normalize(&t, a);
    return (uint32_t)(t.n[0] & 1);
}

static inline void sf_fk256_encode(uint8_t out[32], const sf_fk256 *a)
{
    sf_fk256 t;
    uint64_t w0, w1, w2, w3;
    sf_fk256_normalize(&t, a);
    /* repack 52,52,52,52,48 into four 64-bit words */
    w0 = t.n[0] | (t.n[1] << 52);
    w1 = (t.n[1] >> 12) | (t.n[2] << 40);
    w2 = (t.n[2] >> 24) | (t.n[3] << 28);
    w3 = (t.n[3] >> 36) | (t.n[4] << 16);
    sf_store64_be(out, w3);
    sf_store64_be(out + 8, w2);
    sf_store64_be(out + 16, w1);
    sf_store64_be(out + 24, w0);
}

/*
 * The integer v < 2^256 has limbs < 2^52 / 2^48: magnitude 1. v < p iff
 * v + K < 2^256: add K with carries (s4 gets bit 48 exactly when v >= p).
 */
static inline uint32_t sf_fk256_decode(sf_fk256 *r, const uint8_t in[32])
{
    uint64_t w3 = sf_load64_be(in), w2 = sf_load64_be(in + 8),
             w1 = sf_load64_be(in + 16), w0 = sf_load64_be(in + 24);
    uint64_t c;
    r->n[0] = w0 & SF_FK256_M52;
    r->n[1] = ((w0 >> 52) | (w1 << 12)) & SF_FK256_M52;
    r->n[2] = ((w1 >> 40) | (w2 << 24)) & SF_FK256_M52;
    r->n[3] = ((w2 >> 28) | (w3 << 36)) & SF_FK256_M52;
    r->n[4] = w3 >> 16;
    c = (r->n[0] + SF_FK256_K) >> 52;
    c = (r->n[1] + c) >> 52;
    c = (r->n[2] + c) >> 52;
    c = (r->n[3] + c) >> 52;
    c = (r->n[4] + c) >> 48;
    return (uint32_t)(c ^ 1);
}

#endif /* SF_FIELD_K256_FK256_64_H */

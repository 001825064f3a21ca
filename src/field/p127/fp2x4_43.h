/*
 * Four-way Fp^2 in radix 2^43 over AVX-512 IFMA (or its plain-C emulation):
 * the representation of fp2x4.h for the 64-bit backend. Included only by
 * fp2x4.h; the contracts and bound classes are there (R = 43).
 *
 * Each Fp component is three limbs l0 + 2^43 l1 + 2^86 l2 (radix 2^43, so
 * 2^129 = 4 mod p folds the high product columns with a shift by two).
 * Tight here means l0, l1 < 2^43 and l2 < 2^42; carried (the output of
 * mul and sqr, one carry pass, see carry1_) means l0, l1 < 2^43 + 2^17 and
 * l2 < 2^41 + 2^15.
 *
 * Why IFMA: one vpmadd52{lo,hi}uq yields a quarter of four 52x52-bit
 * products, so an Fp^2 product in four lanes costs 72 such instructions for
 * four elements (about 7 ticks each, measured 0.38 ticks per instruction on
 * AMD Zen 4) against 16 64-bit multiplications for one element in the
 * scalar kernel (25 ticks, bound by the multiplier).
 *
 * Products: an IFMA multiplies only the low 52 bits of each operand. The
 * second operand is carried once (limbs < 2^44) and scaled by 2^8 first,
 * so that for a limb product x y the low half is (x y mod 2^44) 2^8 and the
 * high half is floor(x y / 2^44): the high halves of a column are summed
 * and land, doubled, one radix-2^43 column up, and the low halves are
 * summed and shifted down once. (Scaling by 2^9 would align the high half
 * without the doubling, but needs the operand strictly below 2^43, which
 * only the longer sequential carry guarantees; the dependent product is
 * faster with the single pass, docs/fourq.md.)
 */
#ifndef SF_FIELD_P127_FP2X4_43_H
#define SF_FIELD_P127_FP2X4_43_H

#define SF_FP2X4_M43 ((UINT64_C(1) << 43) - 1)
#define SF_FP2X4_M41 ((UINT64_C(1) << 41) - 1)

/*
 * Limb j of B_k (42 <= k <= 60): 2^(k-43) (2^44 - 2, 2^44 - 2, 2^42 - 2)
 * = 2^(k-42) p, plus 2^k in l2 and minus 2^(k-41) in l0
 * (2^(k+86) - 2^(k-41) = 2^(k-41) p).
 */
static SF_ALWAYS_INLINE uint64_t sf_fp2x4_bias_limb_(int j, int k)
{
    uint64_t b = (UINT64_C(1) << (k + 1)) - (UINT64_C(1) << (k - 42));
    if (j == 0)
        b -= UINT64_C(1) << (k - 41);
    if (j == 2)
        b = (UINT64_C(1) << k) + (UINT64_C(1) << (k - 1)) - (UINT64_C(1) << (k - 42));
    return b;
}

/*
 * l (limbs < 2^63) to tight, same value mod p: fold the bits of l2 at and
 * above 2^41 (weight 2^127 = 1) into l0, then carry l0 -> l1 -> l2. l2 ends
 * below 2^41 + 2^22 < 2^42.
 */
static SF_ALWAYS_INLINE void sf_fp2x4_carry_(sf_v4 l[3])
{
    const sf_v4 m43 = sf_v4_set1(SF_FP2X4_M43), m41 = sf_v4_set1(SF_FP2X4_M41);
    sf_v4 t = sf_v4_srli(l[2], 41);
    l[2] = sf_v4_and(l[2], m41);
    l[0] = sf_v4_add(l[0], t);
    l[1] = sf_v4_add(l[1], sf_v4_srli(l[0], 43));
    l[0] = sf_v4_and(l[0], m43);
    l[2] = sf_v4_add(l[2], sf_v4_srli(l[1], 43));
    l[1] = sf_v4_and(l[1], m43);
}

/* The 64-bit backend's words (SF_FP2X4 implies it) are the value itself,
 * below 2^127 (p stands for 0, as here), so no canonical encoding is needed:
 * l2 = hi >> 22 < 2^41. */
static inline void sf_fp2x4_pack_fp_(sf_v4 l[3], const sf_fp127 *e0, const sf_fp127 *e1,
                                     const sf_fp127 *e2, const sf_fp127 *e3)
{
    const sf_fp127 *e[4] = {e0, e1, e2, e3};
    uint64_t w[3][4];
    for (int k = 0; k < 4; k++) {
        uint64_t lo = e[k]->v[0], hi = e[k]->v[1];
        w[0][k] = lo & SF_FP2X4_M43;
        w[1][k] = ((lo >> 43) | (hi << 21)) & SF_FP2X4_M43;
        w[2][k] = hi >> 22;
    }
    for (int j = 0; j < 3; j++)
        l[j] = sf_v4_set(w[j][0], w[j][1], w[j][2], w[j][3]);
}

/* out[k] = lane k of in (limbs < 2^63), canonical. */
static inline void sf_fp2x4_unpack_fp_(sf_fp127 *out[4], const sf_v4 in[3])
{
    sf_v4 l[3] = {in[0], in[1], in[2]};
    sf_fp2x4_carry_(l); /* l < 2^127 + 2^97 */
    for (int k = 0; k < 4; k++) {
        uint64_t l0 = sf_v4_lane(l[0], k), l1 = sf_v4_lane(l[1], k), l2 = sf_v4_lane(l[2], k);
        uint64_t lo = l0 | (l1 << 43);
        uint64_t hi = (l1 >> 21) | (l2 << 22);
        /* fold bit 127 back in twice (2^127 = 1): then x <= 2^127 - 1, and
         * x = p stands for 0: adding 1 carries into bit 127 exactly then */
        for (int f = 0; f < 2; f++) {
            uint64_t top = hi >> 63;
            hi &= UINT64_C(0x7FFFFFFFFFFFFFFF);
            lo += top;
            hi += (uint64_t)(lo < top);
        }
        uint64_t is_p = (uint64_t)sf_ct_eq64(lo, UINT64_MAX) & (uint64_t)sf_ct_eq64(hi, UINT64_C(0x7FFFFFFFFFFFFFFF));
        sf_fp127_from_words(out[k], lo & (is_p - 1), hi & (is_p - 1)); /* canonical */
    }
}


/*
 * One carry pass with every limb's carry computed from the old limbs (a
 * shorter dependency chain than carry_): for limbs < 2^58 the result has
 * l0 < 2^43 + 2^17, l1 < 2^43 + 2^15, l2 < 2^41 + 2^15, all below 2^44.
 */
static SF_ALWAYS_INLINE void sf_fp2x4_carry1_(sf_v4 l[3])
{
    const sf_v4 m43 = sf_v4_set1(SF_FP2X4_M43), m41 = sf_v4_set1(SF_FP2X4_M41);
    sf_v4 c0 = l[0], c1 = l[1], c2 = l[2];
    l[0] = sf_v4_add(sf_v4_and(c0, m43), sf_v4_srli(c2, 41));
    l[1] = sf_v4_add(sf_v4_and(c1, m43), sf_v4_srli(c0, 43));
    l[2] = sf_v4_add(sf_v4_and(c2, m41), sf_v4_srli(c1, 43));
}

/* b (loose) carried once (limbs < 2^44) and scaled by 2^8: the second
 * operand of an IFMA product (see the file comment). */
static SF_ALWAYS_INLINE void sf_fp2x4_prep_(sf_v4 r[3], const sf_v4 b[3])
{
    r[0] = b[0];
    r[1] = b[1];
    r[2] = b[2];
    sf_fp2x4_carry1_(r);
    r[0] = sf_v4_slli(r[0], 8);
    r[1] = sf_v4_slli(r[1], 8);
    r[2] = sf_v4_slli(r[2], 8);
}

/* Columns L (low halves, scaled by 2^8) and H (high halves, weight 2^44
 * relative to their column) of a * b for a < 2^52 and b from prep_. */
static SF_ALWAYS_INLINE void sf_fp2x4_cols_(sf_v4 L[5], sf_v4 H[5], const sf_v4 a[3], const sf_v4 b[3])
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            L[i + j] = sf_v4_madd52lo(L[i + j], a[i], b[j]);
            H[i + j] = sf_v4_madd52hi(H[i + j], a[i], b[j]);
        }
}

/*
 * r = the value of the columns mod p, carried. Column k has weight 2^(43 k)
 * and value (L_k >> 8) + 2 H_(k-1); columns 3, 4, 5 weigh 2^129, 2^172,
 * 2^215 = 4, 4 * 2^43, 4 * 2^86 mod p. With at most six terms per column
 * (two products) every L_k, H_k < 6 * 2^52, so each folded column is below
 * 2^58 and one carry1_ pass leaves the result carried.
 */
static SF_ALWAYS_INLINE void sf_fp2x4_reduce_(sf_v4 r[3], const sf_v4 L[5], const sf_v4 H[5])
{
    sf_v4 c3 = sf_v4_add(sf_v4_srli(L[3], 8), sf_v4_slli(H[2], 1));
    sf_v4 c4 = sf_v4_add(sf_v4_srli(L[4], 8), sf_v4_slli(H[3], 1));
    r[0] = sf_v4_add(sf_v4_srli(L[0], 8), sf_v4_slli(c3, 2));
    r[1] = sf_v4_add(sf_v4_add(sf_v4_srli(L[1], 8), sf_v4_slli(H[0], 1)), sf_v4_slli(c4, 2));
    r[2] = sf_v4_add(sf_v4_add(sf_v4_srli(L[2], 8), sf_v4_slli(H[1], 1)), sf_v4_slli(H[4], 3));
    sf_fp2x4_carry1_(r);
}

/*
 * r = a * b, lane by lane, for loose a and b; r is carried. Schoolbook:
 * re = a0 b0 + (-a1) b1, im = a0 b1 + a1 b0, each component two products
 * summed in the columns and reduced once (Karatsuba would need the sum
 * b0 + b1 as a prepared IFMA operand, which the 2^8 scaling leaves no
 * room for).
 */
static SF_ALWAYS_INLINE void sf_fp2x4_mul(sf_fp2x4 *r, const sf_fp2x4 *a, const sf_fp2x4 *b)
{
    const sf_v4 zero = sf_v4_set1(0);
    sf_v4 b0[3], b1[3], na1[3];
    sf_v4 Lr[5], Hr[5], Li[5], Hi[5];
    SF_FP2X4_VERIFY_BELOW(a, 50);
    SF_FP2X4_VERIFY_BELOW(b, 50);
    sf_fp2x4_prep_(b0, b->re);
    sf_fp2x4_prep_(b1, b->im);
    na1[0] = sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(0, 50)), a->im[0]);
    na1[1] = sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(1, 50)), a->im[1]);
    na1[2] = sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(2, 50)), a->im[2]);
    for (int k = 0; k < 5; k++)
        Lr[k] = Hr[k] = Li[k] = Hi[k] = zero;
    sf_fp2x4_cols_(Lr, Hr, a->re, b0);
    sf_fp2x4_cols_(Lr, Hr, na1, b1);
    sf_fp2x4_cols_(Li, Hi, a->re, b1);
    sf_fp2x4_cols_(Li, Hi, a->im, b0);
    sf_fp2x4_reduce_(r->re, Lr, Hr);
    sf_fp2x4_reduce_(r->im, Li, Hi);
}

/* r = a^2 for loose a, carried: (a0 + a1)(a0 - a1) + (2 a0) a1 i. */
static SF_ALWAYS_INLINE void sf_fp2x4_sqr(sf_fp2x4 *r, const sf_fp2x4 *a)
{
    const sf_v4 zero = sf_v4_set1(0);
    sf_v4 s[3], d[3], t[3], dp[3], a1p[3];
    sf_v4 Lr[5], Hr[5], Li[5], Hi[5];
    SF_FP2X4_VERIFY_BELOW(a, 50);
    d[0] = sf_v4_add(a->re[0], sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(0, 50)), a->im[0]));
    d[1] = sf_v4_add(a->re[1], sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(1, 50)), a->im[1]));
    d[2] = sf_v4_add(a->re[2], sf_v4_sub(sf_v4_set1(sf_fp2x4_bias_limb_(2, 50)), a->im[2]));
    for (int j = 0; j < 3; j++) {
        s[j] = sf_v4_add(a->re[j], a->im[j]);
        t[j] = sf_v4_add(a->re[j], a->re[j]);
    }
    sf_fp2x4_prep_(dp, d);
    sf_fp2x4_prep_(a1p, a->im);
    for (int k = 0; k < 5; k++)
        Lr[k] = Hr[k] = Li[k] = Hi[k] = zero;
    sf_fp2x4_cols_(Lr, Hr, s, dp);
    sf_fp2x4_cols_(Li, Hi, t, a1p);
    sf_fp2x4_reduce_(r->re, Lr, Hr);
    sf_fp2x4_reduce_(r->im, Li, Hi);
}

#endif /* SF_FIELD_P127_FP2X4_43_H */

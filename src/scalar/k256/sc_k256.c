/*
 * Scalars mod n for secp256k1 (contracts in sc_k256.h).
 *
 * Everything is written once over sf_sc_k256_limb (64 or 32 bits) with a
 * double-width type for products; W = SF_SC_K256_LIMBS limbs per scalar.
 * All loop bounds are compile-time constants and no branch or index depends
 * on scalar values, so every function here (but *_vartime) is constant time.
 *
 * Reduction. Since n = 2^256 - C with C < 2^129, a number x = L + H 2^256
 * is congruent to L + H C, which is ~127 bits shorter. Three such folds take
 * a 512-bit product below 2^256 + 2^133 < 2n, and one conditional
 * subtraction of n finishes (bounds at sf_sc_k256_reduce_limbs).
 */
#include "scalar/k256/sc_k256.h"

#include "common/ct.h"
#include "common/util.h"
#include "field/k256/k256_modinv.h"
#include "snowfield/common.h"

#define SF_W SF_SC_K256_LIMBS
#define SF_B SF_SC_K256_LIMB_BITS

#if SF_SC_K256_LIMB_BITS == 64
__extension__ typedef unsigned __int128 sf_sc_k256_dlimb;
/* A 64-bit constant given as its two 32-bit halves. */
#define SF_SCW(hi, lo) ((((uint64_t)(hi)) << 32) | (uint64_t)(lo))
#define SF_SC_CLIMBS 3
#define sf_sc_mask(ctl) sf_ct_mask64(ctl)
#else
typedef uint64_t sf_sc_k256_dlimb;
#define SF_SCW(hi, lo) (lo), (hi)
#define SF_SC_CLIMBS 5
#define sf_sc_mask(ctl) sf_ct_mask32(ctl)
#endif

typedef sf_sc_k256_limb sf_limb;
typedef sf_sc_k256_dlimb sf_dlimb;

/* n */
static const sf_limb sf_sc_k256_n[SF_W] = {
    SF_SCW(0xBFD25E8Cu, 0xD0364141u), SF_SCW(0xBAAEDCE6u, 0xAF48A03Bu),
    SF_SCW(0xFFFFFFFFu, 0xFFFFFFFEu), SF_SCW(0xFFFFFFFFu, 0xFFFFFFFFu)};
/* (n - 1) / 2 */
static const sf_limb sf_sc_k256_half[SF_W] = {
    SF_SCW(0xDFE92F46u, 0x681B20A0u), SF_SCW(0x5D576E73u, 0x57A4501Du),
    SF_SCW(0xFFFFFFFFu, 0xFFFFFFFFu), SF_SCW(0x7FFFFFFFu, 0xFFFFFFFFu)};
/* C = 2^256 - n */
static const sf_limb sf_sc_k256_c[SF_SC_CLIMBS] = {
    SF_SCW(0x402DA173u, 0x2FC9BEBFu), SF_SCW(0x45512319u, 0x50B75FC4u), 1};

/* GLV constants (see sc_k256.h; checked by tests/model/gen_k256.py). */
static const sf_sc_k256 sf_sc_k256_lambda = {{
    SF_SCW(0xDF02967Cu, 0x1B23BD72u), SF_SCW(0x122E22EAu, 0x20816678u),
    SF_SCW(0xA5261C02u, 0x8812645Au), SF_SCW(0x5363AD4Cu, 0xC05C30E0u)}};
/* -b1 = 0xE4437ED6010E88286F547FA90ABFE4C3 */
static const sf_sc_k256 sf_sc_k256_minus_b1 = {{
    SF_SCW(0x6F547FA9u, 0x0ABFE4C3u), SF_SCW(0xE4437ED6u, 0x010E8828u),
    SF_SCW(0, 0), SF_SCW(0, 0)}};
/* -b2 mod n = n - 0x3086D221A7D46BCDE86C90E49284EB15 */
static const sf_sc_k256 sf_sc_k256_minus_b2 = {{
    SF_SCW(0xD765CDA8u, 0x3DB1562Cu), SF_SCW(0x8A280AC5u, 0x0774346Du),
    SF_SCW(0xFFFFFFFFu, 0xFFFFFFFEu), SF_SCW(0xFFFFFFFFu, 0xFFFFFFFFu)}};
/* g1 = round(2^384 b2 / n), g2 = round(2^384 (-b1) / n) */
static const sf_limb sf_sc_k256_g1[SF_W] = {
    SF_SCW(0xE893209Au, 0x45DBB031u), SF_SCW(0x3DAA8A14u, 0x71E8CA7Fu),
    SF_SCW(0xE86C90E4u, 0x9284EB15u), SF_SCW(0x3086D221u, 0xA7D46BCDu)};
static const sf_limb sf_sc_k256_g2[SF_W] = {
    SF_SCW(0x1571B4AEu, 0x8AC47F71u), SF_SCW(0x221208ACu, 0x9DF506C6u),
    SF_SCW(0x6F547FA9u, 0x0ABFE4C4u), SF_SCW(0xE4437ED6u, 0x010E8828u)};

/* ---- limb helpers ------------------------------------------------------- */

/* r = a - b over len limbs; returns the borrow (0 or 1). */
static sf_limb sf_sc_sub_limbs(sf_limb *r, const sf_limb *a, const sf_limb *b,
                               int len)
{
    sf_limb borrow = 0;
    for (int i = 0; i < len; i++) {
        sf_dlimb t = (sf_dlimb)a[i] - b[i] - borrow;
        r[i] = (sf_limb)t;
        borrow = (sf_limb)(t >> SF_B) & 1; /* wrapped: top bits all ones */
    }
    return borrow;
}

/* r = ctl ? a : b over len limbs. */
static void sf_sc_select(sf_limb *r, const sf_limb *a, const sf_limb *b, int len,
                         uint32_t ctl)
{
    sf_limb m = sf_sc_mask(ctl);
    for (int i = 0; i < len; i++)
        r[i] = b[i] ^ (m & (a[i] ^ b[i]));
}

/*
 * out[0..outlen) = x[0..W) + x[W..xlen) C. Needs outlen >= xlen - W +
 * SF_SC_CLIMBS and the result to fit in outlen limbs (argued by the caller).
 * Each inner step is a*b + c + d <= (2^B-1)^2 + 2(2^B-1) < 2^2B.
 */
static void sf_sc_fold(sf_limb *out, int outlen, const sf_limb *x, int xlen)
{
    for (int i = 0; i < outlen; i++)
        out[i] = i < SF_W ? x[i] : 0;
    for (int i = 0; i < xlen - SF_W; i++) {
        sf_limb carry = 0;
        for (int j = 0; j < SF_SC_CLIMBS; j++) {
            sf_dlimb t = (sf_dlimb)x[SF_W + i] * sf_sc_k256_c[j] + out[i + j] + carry;
            out[i + j] = (sf_limb)t;
            carry = (sf_limb)(t >> SF_B);
        }
        for (int k = i + SF_SC_CLIMBS; k < outlen; k++) {
            sf_dlimb t = (sf_dlimb)out[k] + carry;
            out[k] = (sf_limb)t;
            carry = (sf_limb)(t >> SF_B);
        }
    }
}

/*
 * r = x mod n for x of 2W limbs (< 2^512).
 *   fold 1: x = L + H 2^256, H < 2^256: L + H C < 2^256 + 2^385 < 2^386,
 *           fits W + CLIMBS limbs (448 or 416 bits);
 *   fold 2: the high part is < 2^130: result < 2^256 + 2^259 < 2^260,
 *           fits W + 1 limbs;
 *   fold 3: the high part is < 2^4: result < 2^256 + 2^133 < 2n.
 * Then subtract n once if the (W+1)-limb value is >= n.
 */
static void sf_sc_k256_reduce_limbs(sf_sc_k256 *r, const sf_limb x[2 * SF_W])
{
    sf_limb t1[SF_W + SF_SC_CLIMBS], t2[SF_W + 1], t3[SF_W + 1], s[SF_W + 1];
    sf_limb nn[SF_W + 1];
    sf_limb borrow;
    sf_sc_fold(t1, SF_W + SF_SC_CLIMBS, x, 2 * SF_W);
    sf_sc_fold(t2, SF_W + 1, t1, SF_W + SF_SC_CLIMBS);
    sf_sc_fold(t3, SF_W + 1, t2, SF_W + 1);
    for (int i = 0; i < SF_W; i++)
        nn[i] = sf_sc_k256_n[i];
    nn[SF_W] = 0;
    borrow = sf_sc_sub_limbs(s, t3, nn, SF_W + 1);
    sf_sc_select(r->d, t3, s, SF_W, (uint32_t)borrow);
    SF_VERIFY_CHECK(sf_sc_k256_check(r));
    sf_wipe(t1, sizeof t1);
    sf_wipe(t2, sizeof t2);
    sf_wipe(t3, sizeof t3);
    sf_wipe(s, sizeof s);
}

/* p = a * b, 2W limbs, schoolbook. */
static void sf_sc_mul_limbs(sf_limb p[2 * SF_W], const sf_limb *a, const sf_limb *b)
{
    for (int i = 0; i < 2 * SF_W; i++)
        p[i] = 0;
    for (int i = 0; i < SF_W; i++) {
        sf_limb carry = 0;
        for (int j = 0; j < SF_W; j++) {
            sf_dlimb t = (sf_dlimb)a[i] * b[j] + p[i + j] + carry;
            p[i + j] = (sf_limb)t;
            carry = (sf_limb)(t >> SF_B);
        }
        p[i + SF_W] = carry;
    }
}

/* Big-endian bytes -> len limbs (little-endian limb order). */
static void sf_sc_from_be(sf_limb *r, const uint8_t *in, int len)
{
    for (int i = 0; i < len; i++) {
        sf_limb v = 0;
        const uint8_t *p = in + (len - 1 - i) * (SF_B / 8);
        for (int j = 0; j < SF_B / 8; j++)
            v = (sf_limb)((v << 8) | p[j]);
        r[i] = v;
    }
}

/* ---- public operations ------------------------------------------------- */

uint32_t sf_sc_k256_check(const sf_sc_k256 *a)
{
    sf_limb t[SF_W];
    return (uint32_t)sf_sc_sub_limbs(t, a->d, sf_sc_k256_n, SF_W);
}

void sf_sc_k256_set_u32(sf_sc_k256 *r, uint32_t c)
{
    for (int i = 0; i < SF_W; i++)
        r->d[i] = 0;
    r->d[0] = c;
}

void sf_sc_k256_zero(sf_sc_k256 *r)
{
    sf_sc_k256_set_u32(r, 0);
}

void sf_sc_k256_one(sf_sc_k256 *r)
{
    sf_sc_k256_set_u32(r, 1);
}

/* x < 2^256 < 2n, so one conditional subtraction reduces it. */
uint32_t sf_sc_k256_load(sf_sc_k256 *r, const uint8_t in[32])
{
    sf_limb x[SF_W], s[SF_W];
    uint32_t ovf;
    sf_sc_from_be(x, in, SF_W);
    ovf = (uint32_t)sf_sc_sub_limbs(s, x, sf_sc_k256_n, SF_W) ^ 1;
    sf_sc_select(r->d, s, x, SF_W, ovf);
    sf_wipe(x, sizeof x);
    sf_wipe(s, sizeof s);
    return ovf;
}

void sf_sc_k256_reduce_wide(sf_sc_k256 *r, const uint8_t in[64])
{
    sf_limb x[2 * SF_W];
    sf_sc_from_be(x, in, 2 * SF_W);
    sf_sc_k256_reduce_limbs(r, x);
    sf_wipe(x, sizeof x);
}

void sf_sc_k256_store(uint8_t out[32], const sf_sc_k256 *a)
{
    SF_VERIFY_CHECK(sf_sc_k256_check(a));
    for (int i = 0; i < SF_W; i++) {
        uint8_t *p = out + (SF_W - 1 - i) * (SF_B / 8);
        for (int j = 0; j < SF_B / 8; j++)
            p[j] = (uint8_t)(a->d[i] >> (SF_B - 8 - 8 * j));
    }
}

/* a + b < 2n: subtract n when the sum carried out or is >= n. */
void sf_sc_k256_add(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b)
{
    sf_limb s[SF_W], t[SF_W], carry = 0, borrow;
    SF_VERIFY_CHECK(sf_sc_k256_check(a) && sf_sc_k256_check(b));
    for (int i = 0; i < SF_W; i++) {
        sf_dlimb x = (sf_dlimb)a->d[i] + b->d[i] + carry;
        s[i] = (sf_limb)x;
        carry = (sf_limb)(x >> SF_B);
    }
    borrow = sf_sc_sub_limbs(t, s, sf_sc_k256_n, SF_W);
    /* s >= n as a 257-bit number iff carry or no borrow */
    sf_sc_select(r->d, t, s, SF_W, (uint32_t)(carry | (borrow ^ 1)));
    SF_VERIFY_CHECK(sf_sc_k256_check(r));
}

/* a - b in (-n, n): add n back when it borrowed. */
void sf_sc_k256_sub(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b)
{
    sf_limb s[SF_W], m, carry = 0, borrow;
    SF_VERIFY_CHECK(sf_sc_k256_check(a) && sf_sc_k256_check(b));
    borrow = sf_sc_sub_limbs(s, a->d, b->d, SF_W);
    m = sf_sc_mask((uint32_t)borrow);
    for (int i = 0; i < SF_W; i++) {
        sf_dlimb x = (sf_dlimb)s[i] + (sf_sc_k256_n[i] & m) + carry;
        r->d[i] = (sf_limb)x;
        carry = (sf_limb)(x >> SF_B);
    }
    SF_VERIFY_CHECK(sf_sc_k256_check(r));
}

void sf_sc_k256_neg(sf_sc_k256 *r, const sf_sc_k256 *a)
{
    sf_limb t[SF_W], m;
    SF_VERIFY_CHECK(sf_sc_k256_check(a));
    m = sf_sc_mask(sf_sc_k256_is_zero(a) ^ 1);
    (void)sf_sc_sub_limbs(t, sf_sc_k256_n, a->d, SF_W); /* a < n: no borrow */
    for (int i = 0; i < SF_W; i++)
        r->d[i] = t[i] & m;
}

void sf_sc_k256_mul(sf_sc_k256 *r, const sf_sc_k256 *a, const sf_sc_k256 *b)
{
    sf_limb p[2 * SF_W];
    SF_VERIFY_CHECK(sf_sc_k256_check(a) && sf_sc_k256_check(b));
    sf_sc_mul_limbs(p, a->d, b->d);
    sf_sc_k256_reduce_limbs(r, p);
    sf_wipe(p, sizeof p);
}

void sf_sc_k256_sqr(sf_sc_k256 *r, const sf_sc_k256 *a)
{
    sf_sc_k256_mul(r, a, a);
}

/* Limbs <-> the eight little-endian 32-bit words of k256_modinv. */
static void sf_sc_to_words(uint32_t w[8], const sf_sc_k256 *a)
{
    for (int i = 0; i < 8; i++)
        w[i] = (uint32_t)(a->d[i / (SF_B / 32)] >> (32 * (i % (SF_B / 32))));
}

static void sf_sc_from_words(sf_sc_k256 *r, const uint32_t w[8])
{
    for (int i = 0; i < SF_W; i++)
        r->d[i] = 0;
    for (int i = 0; i < 8; i++)
        r->d[i / (SF_B / 32)] |= (sf_limb)w[i] << (32 * (i % (SF_B / 32)));
}

static const uint32_t sf_sc_k256_n_words[8] = {
    0xD0364141u, 0xBFD25E8Cu, 0xAF48A03Bu, 0xBAAEDCE6u,
    0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};

void sf_sc_k256_inv(sf_sc_k256 *r, const sf_sc_k256 *a)
{
    uint32_t w[8];
    SF_VERIFY_CHECK(sf_sc_k256_check(a));
    sf_sc_to_words(w, a);
    sf_k256_modinv(w, w, sf_sc_k256_n_words);
    sf_sc_from_words(r, w);
    sf_wipe(w, sizeof w);
    SF_VERIFY_CHECK(sf_sc_k256_check(r));
}

void sf_sc_k256_inv_vartime(sf_sc_k256 *r, const sf_sc_k256 *a)
{
    uint32_t w[8];
    SF_VERIFY_CHECK(sf_sc_k256_check(a));
    sf_sc_to_words(w, a);
    sf_k256_modinv_vartime(w, w, sf_sc_k256_n_words);
    sf_sc_from_words(r, w);
    SF_VERIFY_CHECK(sf_sc_k256_check(r));
}

uint32_t sf_sc_k256_is_zero(const sf_sc_k256 *a)
{
    sf_limb z = 0;
    for (int i = 0; i < SF_W; i++)
        z |= a->d[i];
#if SF_SC_K256_LIMB_BITS == 64
    return sf_ct_is_zero64(z);
#else
    return sf_ct_is_zero32(z);
#endif
}

uint32_t sf_sc_k256_is_one(const sf_sc_k256 *a)
{
    sf_sc_k256 one;
    sf_sc_k256_one(&one);
    return sf_sc_k256_eq(a, &one);
}

uint32_t sf_sc_k256_eq(const sf_sc_k256 *a, const sf_sc_k256 *b)
{
    sf_sc_k256 t;
    for (int i = 0; i < SF_W; i++)
        t.d[i] = a->d[i] ^ b->d[i];
    return sf_sc_k256_is_zero(&t);
}

/* a > half iff half - a borrows. */
uint32_t sf_sc_k256_is_high(const sf_sc_k256 *a)
{
    sf_limb t[SF_W];
    SF_VERIFY_CHECK(sf_sc_k256_check(a));
    return (uint32_t)sf_sc_sub_limbs(t, sf_sc_k256_half, a->d, SF_W);
}

void sf_sc_k256_cmov(sf_sc_k256 *r, const sf_sc_k256 *a, uint32_t ctl)
{
    sf_sc_select(r->d, a->d, r->d, SF_W, ctl);
}

void sf_sc_k256_cneg(sf_sc_k256 *r, const sf_sc_k256 *a, uint32_t ctl)
{
    sf_sc_k256 t;
    sf_sc_k256_neg(&t, a);
    sf_sc_select(r->d, t.d, a->d, SF_W, ctl);
}

uint32_t sf_sc_k256_abs(sf_sc_k256 *r, const sf_sc_k256 *a)
{
    uint32_t high = sf_sc_k256_is_high(a);
    sf_sc_k256_cneg(r, a, high);
    return high;
}

uint32_t sf_sc_k256_get_bits(const sf_sc_k256 *a, unsigned offset, unsigned count)
{
    unsigned limb = offset / SF_B, sh = offset % SF_B;
    sf_limb v;
    SF_VERIFY_CHECK(count >= 1 && count <= 32 && offset + count <= 256);
    v = a->d[limb] >> sh;
    /* offset and count are public: this branch reveals only the window */
    if (sh + count > SF_B)
        v |= a->d[limb + 1] << (SF_B - sh);
    return (uint32_t)v & (uint32_t)(((uint64_t)1 << count) - 1);
}

/*
 * c = round(k g / 2^384) = (k g + 2^383) >> 384, for g < 2^256: the
 * 512-bit product's limbs from bit 384 up, plus its bit 383. The result is
 * < 2^128 + 1 < n, a valid scalar.
 */
static void sf_sc_mul_shift384(sf_sc_k256 *c, const sf_sc_k256 *k, const sf_limb g[SF_W])
{
    sf_limb p[2 * SF_W], carry;
    const int q = 384 / SF_B; /* first limb at or above bit 384 */
    sf_sc_mul_limbs(p, k->d, g);
    carry = (p[q - 1] >> (SF_B - 1)) & 1; /* bit 383 */
    for (int i = 0; i < SF_W; i++) {
        sf_limb x = (q + i < 2 * SF_W) ? p[q + i] : 0;
        sf_dlimb t = (sf_dlimb)x + carry;
        c->d[i] = (sf_limb)t;
        carry = (sf_limb)(t >> SF_B);
    }
    sf_wipe(p, sizeof p);
}

void sf_sc_k256_split_lambda(sf_sc_k256 *k1, sf_sc_k256 *k2, const sf_sc_k256 *k)
{
    sf_sc_k256 c1, c2, kk = *k;
    SF_VERIFY_CHECK(sf_sc_k256_check(k) && k1 != k2);
    sf_sc_mul_shift384(&c1, &kk, sf_sc_k256_g1);
    sf_sc_mul_shift384(&c2, &kk, sf_sc_k256_g2);
    sf_sc_k256_mul(&c1, &c1, &sf_sc_k256_minus_b1);
    sf_sc_k256_mul(&c2, &c2, &sf_sc_k256_minus_b2);
    sf_sc_k256_add(k2, &c1, &c2);
    sf_sc_k256_mul(&c1, k2, &sf_sc_k256_lambda);
    sf_sc_k256_sub(k1, &kk, &c1);
    sf_wipe(&c1, sizeof c1);
    sf_wipe(&c2, sizeof c2);
    sf_wipe(&kk, sizeof kk);
}

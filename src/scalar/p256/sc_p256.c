/*
 * Scalars mod n for P-256; contracts in sc_p256.h.
 *
 * Written once over a limb type `sf_sc_limb` of SF_SC_W bits with a
 * double-width `sf_sc_wide` for products: 64/128 bits (unsigned __int128)
 * or, in the portable build, 32/64 bits. Every carry chain below adds at
 * most a limb product (2^W-1)^2 and two limbs, (2^W-1)^2 + 2(2^W-1) =
 * 2^(2W) - 1, so it never overflows the wide type.
 */
#include "scalar/p256/sc_p256.h"

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"
#include "field/k256/k256_modinv.h"
#include "snowfield/common.h"

#define SF_SC_L SF_SC_P256_LIMBS

#ifdef SF_FIELD_PORTABLE
typedef uint32_t sf_sc_limb;
typedef uint64_t sf_sc_wide;
#define SF_SC_W 32
/* -n^-1 mod 2^32 */
#define SF_SC_N0INV 0xEE00BC4FU
#define SF_SC_K(hi, lo) (sf_sc_limb)(lo), (sf_sc_limb)(hi)
#else
__extension__ typedef unsigned __int128 sf_sc_wide;
typedef uint64_t sf_sc_limb;
#define SF_SC_W 64
/* -n^-1 mod 2^64 */
#define SF_SC_N0INV 0xCCD1C8AAEE00BC4FULL
#define SF_SC_K(hi, lo) (((sf_sc_limb)(hi) << 32) | (sf_sc_limb)(lo))
#endif

/* Constants as 32-bit halves, little-endian pairs (hi, lo) per 64 bits. */
static const sf_sc_limb sf_sc_n[SF_SC_L] = {
    SF_SC_K(0xF3B9CAC2U, 0xFC632551U), SF_SC_K(0xBCE6FAADU, 0xA7179E84U),
    SF_SC_K(0xFFFFFFFFU, 0xFFFFFFFFU), SF_SC_K(0xFFFFFFFFU, 0x00000000U)};
/* R^2 mod n, R = 2^256 */
static const sf_sc_limb sf_sc_r2[SF_SC_L] = {
    SF_SC_K(0x83244C95U, 0xBE79EEA2U), SF_SC_K(0x4699799CU, 0x49BD6FA6U),
    SF_SC_K(0x2845B239U, 0x2B6BEC59U), SF_SC_K(0x66E12D94U, 0xF3D95620U)};
/* (n-1)/2, for the high-S test */
static const sf_sc_limb sf_sc_half_n[SF_SC_L] = {
    SF_SC_K(0x79DCE561U, 0x7E3192A8U), SF_SC_K(0xDE737D56U, 0xD38BCF42U),
    SF_SC_K(0x7FFFFFFFU, 0xFFFFFFFFU), SF_SC_K(0x7FFFFFFFU, 0x80000000U)};

static sf_sc_limb sf_sc_mask(uint32_t ctl)
{
#ifdef SF_FIELD_PORTABLE
    return sf_ct_mask32(ctl);
#else
    return sf_ct_mask64(ctl);
#endif
}

/* r = a - b over SF_SC_L limbs; returns the borrow (0 or 1). */
static uint32_t sf_sc_sub_raw(sf_sc_limb *r, const sf_sc_limb *a,
                              const sf_sc_limb *b)
{
    sf_sc_wide d = 0;
    for (int i = 0; i < SF_SC_L; i++) {
        /* d's top bit is the borrow: a limb difference minus a borrow is
         * in (-2^(W+1), 2^W), negative exactly when it wrapped. */
        d = (sf_sc_wide)a[i] - b[i] - (sf_sc_limb)(d >> (2 * SF_SC_W - 1));
        r[i] = (sf_sc_limb)d;
    }
    return (uint32_t)(d >> (2 * SF_SC_W - 1));
}

/* r = a + b over SF_SC_L limbs; returns the carry (0 or 1). */
static uint32_t sf_sc_add_raw(sf_sc_limb *r, const sf_sc_limb *a,
                              const sf_sc_limb *b)
{
    sf_sc_wide c = 0;
    for (int i = 0; i < SF_SC_L; i++) {
        c = (c >> SF_SC_W) + a[i] + b[i];
        r[i] = (sf_sc_limb)c;
    }
    return (uint32_t)(c >> SF_SC_W);
}

/*
 * r = hi*2^256 + x reduced by one conditional subtraction of n: needs
 * hi in {0, 1} and hi*2^256 + x < 2n; then r < n.
 */
static void sf_sc_csub_n(sf_sc_limb *r, const sf_sc_limb *x, uint32_t hi)
{
    sf_sc_limb s[SF_SC_L], keep;
    uint32_t borrow = sf_sc_sub_raw(s, x, sf_sc_n);
    /* keep x exactly when x < n (borrow) and hi = 0 */
    keep = sf_sc_mask(borrow & ~hi & 1);
    for (int i = 0; i < SF_SC_L; i++)
        r[i] = (x[i] & keep) | (s[i] & ~keep);
}

/*
 * Montgomery multiplication, CIOS: r = a*b/R mod n, for a, b < n (or one
 * of them < R and the other < n: the loop invariant t < 2n only needs
 * a*b < R*n). Each outer step adds a*b[i] < n*2^W and m*n < n*2^W to
 * t < 2n and divides by 2^W, giving < 2n/2^W + 2n, i.e. t < 2n again (t
 * has SF_SC_L limbs and a top bit). One conditional subtraction ends it.
 */
static void sf_sc_mont_mul(sf_sc_limb *r, const sf_sc_limb *a,
                           const sf_sc_limb *b)
{
    sf_sc_limb t[SF_SC_L + 2] = {0}, m;
    sf_sc_wide c;
    for (int i = 0; i < SF_SC_L; i++) {
        c = 0;
        for (int j = 0; j < SF_SC_L; j++) {
            c = (sf_sc_wide)a[j] * b[i] + t[j] + (c >> SF_SC_W);
            t[j] = (sf_sc_limb)c;
        }
        c = (sf_sc_wide)t[SF_SC_L] + (c >> SF_SC_W);
        t[SF_SC_L] = (sf_sc_limb)c;
        t[SF_SC_L + 1] = (sf_sc_limb)(c >> SF_SC_W);
        /* m makes t + m*n divisible by 2^W */
        m = (sf_sc_limb)(t[0] * SF_SC_N0INV);
        c = (sf_sc_wide)m * sf_sc_n[0] + t[0];
        for (int j = 1; j < SF_SC_L; j++) {
            c = (sf_sc_wide)m * sf_sc_n[j] + t[j] + (c >> SF_SC_W);
            t[j - 1] = (sf_sc_limb)c;
        }
        c = (sf_sc_wide)t[SF_SC_L] + (c >> SF_SC_W);
        t[SF_SC_L - 1] = (sf_sc_limb)c;
        t[SF_SC_L] = (sf_sc_limb)(t[SF_SC_L + 1] + (sf_sc_limb)(c >> SF_SC_W));
    }
    sf_sc_csub_n(r, t, (uint32_t)t[SF_SC_L]);
    sf_wipe(t, sizeof t);
}

#ifdef SF_VERIFY
static uint32_t sf_sc_lt_n(const sf_sc_limb *a)
{
    sf_sc_limb s[SF_SC_L];
    return sf_sc_sub_raw(s, a, sf_sc_n);
}
#define SF_SC_VERIFY(a) SF_VERIFY_CHECK(sf_sc_lt_n((a)->v))
#else
#define SF_SC_VERIFY(a) ((void)0)
#endif

/* ---- construction and encoding ------------------------------------------ */

void sf_sc_p256_zero(sf_sc_p256 *r)
{
    for (int i = 0; i < SF_SC_L; i++)
        r->v[i] = 0;
}

void sf_sc_p256_set_u32(sf_sc_p256 *r, uint32_t a)
{
    sf_sc_p256_zero(r);
    r->v[0] = a;
}

static void sf_sc_load_be(sf_sc_limb *x, const uint8_t in[32])
{
    for (int i = 0; i < SF_SC_L; i++) {
#ifdef SF_FIELD_PORTABLE
        x[i] = sf_load32_be(in + 4 * (SF_SC_L - 1 - i));
#else
        x[i] = sf_load64_be(in + 8 * (SF_SC_L - 1 - i));
#endif
    }
}

uint32_t sf_sc_p256_load(sf_sc_p256 *r, const uint8_t in[32])
{
    sf_sc_limb x[SF_SC_L], s[SF_SC_L];
    uint32_t ok;
    sf_sc_load_be(x, in);
    ok = sf_sc_sub_raw(s, x, sf_sc_n); /* borrow: x < n */
    sf_sc_csub_n(r->v, x, 0);          /* x < 2^256 < 2n */
    sf_wipe(x, sizeof x);
    sf_wipe(s, sizeof s);
    return ok;
}

uint32_t sf_sc_p256_load_nonzero(sf_sc_p256 *r, const uint8_t in[32])
{
    uint32_t ok = sf_sc_p256_load(r, in);
    /* x = n reduces to 0 as well, but ok is already 0 for it */
    return ok & (sf_sc_p256_is_zero(r) ^ 1);
}

void sf_sc_p256_from_hash(sf_sc_p256 *r, const uint8_t *h, size_t hlen)
{
    /* Leftmost 256 bits: the first 32 bytes. A shorter hash is the whole
     * integer, i.e. right-aligned in 32 bytes with leading zeros. */
    uint8_t buf[32] = {0};
    size_t take = hlen < 32 ? hlen : 32;
    for (size_t i = 0; i < take; i++)
        buf[32 - take + i] = h[i];
    (void)sf_sc_p256_load(r, buf);
    sf_wipe(buf, sizeof buf);
}

void sf_sc_p256_store(uint8_t out[32], const sf_sc_p256 *a)
{
    SF_SC_VERIFY(a);
    for (int i = 0; i < SF_SC_L; i++) {
#ifdef SF_FIELD_PORTABLE
        sf_store32_be(out + 4 * (SF_SC_L - 1 - i), a->v[i]);
#else
        sf_store64_be(out + 8 * (SF_SC_L - 1 - i), a->v[i]);
#endif
    }
}

/* ---- arithmetic ---------------------------------------------------------- */

void sf_sc_p256_add(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b)
{
    sf_sc_limb s[SF_SC_L];
    uint32_t c;
    SF_SC_VERIFY(a);
    SF_SC_VERIFY(b);
    c = sf_sc_add_raw(s, a->v, b->v); /* a + b < 2n */
    sf_sc_csub_n(r->v, s, c);
    SF_SC_VERIFY(r);
}

void sf_sc_p256_sub(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b)
{
    sf_sc_limb s[SF_SC_L], nm[SF_SC_L], m;
    uint32_t borrow;
    SF_SC_VERIFY(a);
    SF_SC_VERIFY(b);
    borrow = sf_sc_sub_raw(s, a->v, b->v);
    /* on borrow add n back; the carry out of 2^256 cancels the borrow */
    m = sf_sc_mask(borrow);
    for (int i = 0; i < SF_SC_L; i++)
        nm[i] = sf_sc_n[i] & m;
    (void)sf_sc_add_raw(r->v, s, nm);
    SF_SC_VERIFY(r);
}

void sf_sc_p256_neg(sf_sc_p256 *r, const sf_sc_p256 *a)
{
    sf_sc_p256 z;
    sf_sc_p256_zero(&z);
    sf_sc_p256_sub(r, &z, a);
}

void sf_sc_p256_mul(sf_sc_p256 *r, const sf_sc_p256 *a, const sf_sc_p256 *b)
{
    sf_sc_limb t[SF_SC_L];
    SF_SC_VERIFY(a);
    SF_SC_VERIFY(b);
    sf_sc_mont_mul(t, a->v, b->v);   /* a*b/R */
    sf_sc_mont_mul(r->v, t, sf_sc_r2); /* (a*b/R)*R^2/R = a*b */
    sf_wipe(t, sizeof t);
    SF_SC_VERIFY(r);
}

/*
 * Inversion by safegcd divsteps (field/k256/k256_modinv.h, generic over the
 * odd modulus): the constant-time variant runs a fixed number of divsteps,
 * the _vartime one stops when done. Scalars are plain integers (invariant
 * #1), so the inverse needs no Montgomery conversion, only the word order
 * of that module: eight little-endian 32-bit words.
 */
static const uint32_t sf_sc_n_words[8] = {
    0xFC632551U, 0xF3B9CAC2U, 0xA7179E84U, 0xBCE6FAADU,
    0xFFFFFFFFU, 0xFFFFFFFFU, 0x00000000U, 0xFFFFFFFFU};

static void sf_sc_to_words(uint32_t w[8], const sf_sc_p256 *a)
{
    for (int i = 0; i < SF_SC_L; i++) {
#ifdef SF_FIELD_PORTABLE
        w[i] = a->v[i];
#else
        w[2 * i] = (uint32_t)a->v[i];
        w[2 * i + 1] = (uint32_t)(a->v[i] >> 32);
#endif
    }
}

static void sf_sc_from_words(sf_sc_p256 *r, const uint32_t w[8])
{
    for (int i = 0; i < SF_SC_L; i++) {
#ifdef SF_FIELD_PORTABLE
        r->v[i] = w[i];
#else
        r->v[i] = (uint64_t)w[2 * i] | ((uint64_t)w[2 * i + 1] << 32);
#endif
    }
}

void sf_sc_p256_inv(sf_sc_p256 *r, const sf_sc_p256 *a)
{
    uint32_t w[8];
    SF_SC_VERIFY(a);
    sf_sc_to_words(w, a);
    sf_k256_modinv(w, w, sf_sc_n_words);
    sf_sc_from_words(r, w);
    sf_wipe(w, sizeof w);
    SF_SC_VERIFY(r);
}

void sf_sc_p256_inv_vartime(sf_sc_p256 *r, const sf_sc_p256 *a)
{
    uint32_t w[8];
    SF_SC_VERIFY(a);
    sf_sc_to_words(w, a);
    sf_k256_modinv_vartime(w, w, sf_sc_n_words);
    sf_sc_from_words(r, w);
    SF_SC_VERIFY(r);
}

/* ---- predicates, selection, bits ----------------------------------------- */

uint32_t sf_sc_p256_is_zero(const sf_sc_p256 *a)
{
    sf_sc_limb acc = 0;
    for (int i = 0; i < SF_SC_L; i++)
        acc |= a->v[i];
#ifdef SF_FIELD_PORTABLE
    return sf_ct_is_zero32(acc);
#else
    return sf_ct_is_zero64(acc);
#endif
}

uint32_t sf_sc_p256_eq(const sf_sc_p256 *a, const sf_sc_p256 *b)
{
    sf_sc_p256 d;
    for (int i = 0; i < SF_SC_L; i++)
        d.v[i] = a->v[i] ^ b->v[i];
    return sf_sc_p256_is_zero(&d);
}

uint32_t sf_sc_p256_is_odd(const sf_sc_p256 *a)
{
    return (uint32_t)(a->v[0] & 1);
}

uint32_t sf_sc_p256_is_high(const sf_sc_p256 *a)
{
    sf_sc_limb s[SF_SC_L];
    /* a > (n-1)/2  <=>  (n-1)/2 - a borrows */
    uint32_t hi = sf_sc_sub_raw(s, sf_sc_half_n, a->v);
    sf_wipe(s, sizeof s);
    return hi;
}

void sf_sc_p256_cmov(sf_sc_p256 *r, const sf_sc_p256 *a, uint32_t ctl)
{
    sf_sc_limb m = sf_sc_mask(ctl);
    for (int i = 0; i < SF_SC_L; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

void sf_sc_p256_clear(sf_sc_p256 *r)
{
    sf_wipe(r, sizeof *r);
}

uint32_t sf_sc_p256_get_bits(const sf_sc_p256 *a, unsigned offset,
                             unsigned count)
{
    /* Read the (at most two) limbs the window touches; which limbs depends
     * only on the public offset. */
    unsigned li = offset / SF_SC_W, sh = offset % SF_SC_W;
    sf_sc_wide w;
    SF_VERIFY_CHECK(count >= 1 && count <= 32 && offset + count <= 256);
    w = (sf_sc_wide)a->v[li] >> sh;
    if (li + 1 < SF_SC_L && sh + count > SF_SC_W)
        w |= (sf_sc_wide)a->v[li + 1] << (SF_SC_W - sh);
    return (uint32_t)w & (uint32_t)(((uint64_t)1 << count) - 1);
}

void sf_sc_p256_recode_signed(int8_t *d, const sf_sc_p256 *a, unsigned w)
{
    unsigned len = SF_SC_P256_RECODE_LEN(w);
    uint32_t carry = 0;
    SF_VERIFY_CHECK(w >= 2 && w <= 7);
    for (unsigned i = 0; i < len; i++) {
        unsigned off = i * w;
        uint32_t u = carry, c;
        if (off < 256) /* public: the window position */
            u += sf_sc_p256_get_bits(a, off, off + w <= 256 ? w : 256 - off);
        /* u <= 2^w. Carry out when u >= 2^(w-1), so the digit
         * u - carry*2^w lies in [-2^(w-1), 2^(w-1)). */
        c = (u + (1u << (w - 1))) >> w;
        d[i] = (int8_t)((int32_t)u - (int32_t)(c << w));
        carry = c;
    }
}

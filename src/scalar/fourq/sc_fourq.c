/*
 * FourQ scalars mod N: loading, reduction, arithmetic (contracts in
 * sc_fourq.h).
 *
 * /// Why Montgomery ///
 *
 * N has no special form, and every reduction this layer needs starts from
 * at most 512 bits: a 256-bit byte string, or the product of two reduced
 * scalars. Montgomery's REDC with R = 2^256 serves both with one routine,
 * mont(a, b) = a b / R mod N:
 *   - reduce(x)  = mont(x, R mod N)          for any x < 2^256,
 *   - mul(a, b)  = mont(mont(a, b), R^2 mod N),
 * because REDC's input bound is only a*b < R N (then the output is < 2N and
 * one conditional subtraction finishes). With N < 2^246 that bound is far
 * away: x < R and R mod N < N suffice for reduce, a, b < N for mul.
 * Barrett would need a 262-bit mu and two wide products for the same work.
 */
#include "scalar/fourq/sc_fourq.h"

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"
#include "scalar/fourq/sc_fourq_mp.h"
#include "snowfield/common.h"

const uint64_t sf_scf_n[4] = {0x2fb2540ec7768ce7u, 0xdfbd004dfe0f7999u,
                              0xf05397829cbc14e5u, 0x0029cbc14e5e0a72u};

/* -N^-1 mod 2^64 (the low word of FourQlib's Montgomery_rprime). */
#define SF_SCF_N0INV 0xe12fe5f079bc3929u

/* R mod N and R^2 mod N, R = 2^256 (tests/model/gen_sc_fourq.py checks). */
static const uint64_t sf_scf_r1[4] = {0xdbbd257a49e0f920u, 0x9a5e224be13735bbu,
                                      0x0000000000000005u, 0x0000000000000000u};
static const uint64_t sf_scf_r2[4] = {0xc81db8795ff3d621u, 0x173ea5aaea6b387du,
                                      0x3d01b7c72136f61cu, 0x0006a5f16ac8f9d3u};
/* 392^-1 R mod N: mont(a, this) = a / 392 mod N in one product. */
static const uint64_t sf_scf_inv392_r[4] = {
    0x7a209ba63f4b1237u, 0x590333419dcdc904u, 0x2da262bb71204e79u,
    0x001f8f682b807ad4u};

#ifdef SF_VERIFY
/* 1 if the 4-word value a is < N. */
static uint32_t sf_scf_lt_n(const uint64_t a[4]);
void sf_sc_fourq_verify(const sf_sc_fourq *a)
{
    SF_VERIFY_CHECK(sf_scf_lt_n(a->v) == 1);
}
#endif

/* ============================ primitives ============================== */

/* r = a - N if a >= N, else a; a < 2^256. Returns 1 iff it subtracted. */
static uint32_t sf_scf_csub_n(uint64_t r[4], const uint64_t a[4])
{
    uint64_t t[4], b = 0;
    for (int i = 0; i < 4; i++)
        b = sf_scf_sbb(&t[i], a[i], sf_scf_n[i], b);
    /* b = 1 iff a < N: keep a */
    uint64_t m = sf_ct_mask64((uint32_t)b ^ 1);
    for (int i = 0; i < 4; i++)
        r[i] = a[i] ^ (m & (a[i] ^ t[i]));
    return (uint32_t)b ^ 1;
}

#ifdef SF_VERIFY
static uint32_t sf_scf_lt_n(const uint64_t a[4])
{
    uint64_t t[4], b = 0;
    for (int i = 0; i < 4; i++)
        b = sf_scf_sbb(&t[i], a[i], sf_scf_n[i], b);
    return (uint32_t)b;
}
#endif

/*
 * r = a b / 2^256 mod N (CIOS Montgomery product, word by word).
 * In: a < 2^256, b < N (so a b < R N). Out: r < N.
 * Bound, by induction over the four rounds: if t < 2N on entry to a round,
 * the round computes t' = (t + a_i b + m N) / 2^64 with a_i, m < 2^64 and
 * b < N, so t' < (2N + 2 (2^64 - 1) N) / 2^64 < 2N. The sum before the
 * division is < 2^65 N < 2^312: five words (t[0..4]) hold it. After the
 * last round t < 2N < 2^247 fits four words and one conditional
 * subtraction of N gives r < N.
 */
static void sf_scf_mont(uint64_t r[4], const uint64_t a[4], const uint64_t b[4])
{
    uint64_t t[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        uint64_t c = 0, hi, m, carry;
        /* t += a[i] * b */
        for (int j = 0; j < 4; j++) {
            t[j] = sf_scf_mac(&hi, a[i], b[j], t[j], c);
            c = hi;
        }
        carry = sf_scf_adc(&t[4], t[4], c, 0);
        /* t += m N with m chosen so that the low word becomes 0; shift */
        m = t[0] * SF_SCF_N0INV;
        (void)sf_scf_mac(&c, m, sf_scf_n[0], t[0], 0);
        for (int j = 1; j < 4; j++) {
            t[j - 1] = sf_scf_mac(&hi, m, sf_scf_n[j], t[j], c);
            c = hi;
        }
        carry += sf_scf_adc(&t[3], t[4], c, 0);
        t[4] = carry;
    }
    SF_VERIFY_CHECK(t[4] == 0);
    (void)sf_scf_csub_n(r, t);
    sf_wipe(t, sizeof t);
}

/* ============================ loading ================================= */

static void sf_scf_load(uint64_t r[4], const uint8_t in[32])
{
    for (int i = 0; i < 4; i++)
        r[i] = sf_load64_le(in + 8 * i);
}

uint32_t sf_sc_fourq_decode(sf_sc_fourq *r, const uint8_t in[32])
{
    uint64_t x[4], t[4], b = 0;
    uint32_t ok;
    sf_scf_load(x, in);
    for (int i = 0; i < 4; i++)
        b = sf_scf_sbb(&t[i], x[i], sf_scf_n[i], b);
    /* b = 1 iff x < N; also x != 0 */
    ok = (uint32_t)b & (sf_ct_is_zero64(x[0] | x[1] | x[2] | x[3]) ^ 1);
    for (int i = 0; i < 4; i++)
        r->v[i] = sf_ct_select64(ok, x[i], i == 0);
    sf_wipe(x, sizeof x);
    sf_wipe(t, sizeof t);
    return ok;
}

void sf_sc_fourq_reduce(sf_sc_fourq *r, const uint8_t in[32])
{
    uint64_t x[4];
    sf_scf_load(x, in);
    sf_scf_mont(r->v, x, sf_scf_r1);
    sf_wipe(x, sizeof x);
}

void sf_sc_fourq_encode(uint8_t out[32], const sf_sc_fourq *a)
{
    sf_sc_fourq_verify(a);
    for (int i = 0; i < 4; i++)
        sf_store64_le(out + 8 * i, a->v[i]);
}

void sf_sc_fourq_set_u32(sf_sc_fourq *r, uint32_t n)
{
    r->v[0] = n;
    r->v[1] = r->v[2] = r->v[3] = 0;
}

/* ============================ arithmetic ============================== */

/* a + b < 2N < 2^247: no carry out of four words, then one subtraction. */
void sf_sc_fourq_add(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b)
{
    uint64_t t[4], c = 0;
    sf_sc_fourq_verify(a);
    sf_sc_fourq_verify(b);
    for (int i = 0; i < 4; i++)
        c = sf_scf_adc(&t[i], a->v[i], b->v[i], c);
    (void)sf_scf_csub_n(r->v, t);
}

/* a - b, plus N when it borrowed (then a - b + N is in [1, N)). */
void sf_sc_fourq_sub(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b)
{
    uint64_t t[4], nb[4], bw = 0, c = 0, m;
    sf_sc_fourq_verify(a);
    sf_sc_fourq_verify(b);
    for (int i = 0; i < 4; i++)
        bw = sf_scf_sbb(&t[i], a->v[i], b->v[i], bw);
    m = sf_ct_mask64((uint32_t)bw);
    for (int i = 0; i < 4; i++)
        nb[i] = sf_scf_n[i] & m;
    for (int i = 0; i < 4; i++)
        c = sf_scf_adc(&r->v[i], t[i], nb[i], c);
}

void sf_sc_fourq_neg(sf_sc_fourq *r, const sf_sc_fourq *a)
{
    sf_sc_fourq z;
    sf_sc_fourq_set_u32(&z, 0);
    sf_sc_fourq_sub(r, &z, a);
}

void sf_sc_fourq_mul(sf_sc_fourq *r, const sf_sc_fourq *a, const sf_sc_fourq *b)
{
    uint64_t t[4];
    sf_sc_fourq_verify(a);
    sf_sc_fourq_verify(b);
    sf_scf_mont(t, a->v, b->v);   /* a b / R */
    sf_scf_mont(r->v, t, sf_scf_r2); /* a b */
    sf_wipe(t, sizeof t);
}

void sf_sc_fourq_div_cofactor(sf_sc_fourq *r, const sf_sc_fourq *a)
{
    sf_sc_fourq_verify(a);
    sf_scf_mont(r->v, a->v, sf_scf_inv392_r);
}

uint32_t sf_sc_fourq_is_zero(const sf_sc_fourq *a)
{
    return sf_ct_is_zero64(a->v[0] | a->v[1] | a->v[2] | a->v[3]);
}

uint32_t sf_sc_fourq_eq(const sf_sc_fourq *a, const sf_sc_fourq *b)
{
    return sf_ct_is_zero64((a->v[0] ^ b->v[0]) | (a->v[1] ^ b->v[1]) |
                           (a->v[2] ^ b->v[2]) | (a->v[3] ^ b->v[3]));
}

void sf_sc_fourq_cmov(sf_sc_fourq *r, const sf_sc_fourq *a, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    for (int i = 0; i < 4; i++)
        r->v[i] ^= m & (r->v[i] ^ a->v[i]);
}

void sf_sc_fourq_clear(sf_sc_fourq *a)
{
    sf_wipe(a, sizeof *a);
}

/*
 * Snowshoe scalars mod q: loading, reduction, arithmetic.
 * Contracts are in sc_snowshoe.h; helpers in sc_snowshoe_mp.h.
 *
 * /// Why Barrett ///
 *
 * Every reduction here funnels into one exact division of a 512-bit integer
 * by q (sf_scs_divmod512), done with Barrett's method as in the Handbook of
 * Applied Cryptography, algorithm 14.42, with base b = 2^64 and k = 4 (so
 * q < b^k = 2^256 and x < b^(2k) = 2^512):
 *
 *   mu = floor(2^512 / q)                 (261 bits, precomputed)
 *   q1 = floor(x / 2^192),  q3 = floor(q1 * mu / 2^320)
 *   r  = x - q3*q,  then subtract q if r >= q (once is enough for this q,
 *                   see sf_scs_divmod512).
 *
 * The alternatives were considered:
 *  - Granlund-Montgomery division (what the original uses) has the same cost
 *    shape (one wide multiply by a reciprocal) but needs an extra
 *    (n - t)/2 step and a reciprocal per dividend size; Barrett's one mu
 *    serves every input below 2^512, including the GLS dividends.
 *  - Folding with 2^252 = c (mod q): c has 127 bits, so a 512-bit input
 *    needs three folds with 4-bit misaligned shifts and still a final
 *    correction. It is used only for 256-bit inputs (sf_scs_reduce256),
 *    where one fold by a 4-bit multiple of q is enough.
 * Barrett also gives the quotient for free, which the decomposition needs.
 *
 * The shifts 192 and 320 are multiples of 64, so they are whole-limb moves
 * at both limb sizes; the error analysis below is about integers and does
 * not depend on the limb size used to compute them.
 */
#include "scalar/snowshoe/sc_snowshoe.h"

#include "common/ct.h"
#include "common/util.h"
#include "scalar/snowshoe/sc_snowshoe_mp.h"
#include "snowfield/common.h"

#define SF_SCS_L SF_SCS_N(256) /* limbs of a scalar */

/* q, least significant first. */
const sf_scs_limb sf_scs_q[SF_SCS_N(256)] = {
    SF_SCS_W64(0xce9b68e3b09e01a5u), SF_SCS_W64(0xa6261414c0dc87d3u),
    SF_SCS_W64(0xffffffffffffffffu), SF_SCS_W64(0x0fffffffffffffffu)};

/* mu = floor(2^512 / q) = 2^260 + 0x59d9ebeb3f23782c3164971c4f61fe5cf8. */
static const sf_scs_limb sf_scs_mu[SF_SCS_N(320)] = {
    SF_SCS_W64(0x64971c4f61fe5cf8u), SF_SCS_W64(0xd9ebeb3f23782c31u),
    SF_SCS_W64(0x0000000000000059u), SF_SCS_W64(0x0000000000000000u),
    SF_SCS_W64(0x0000000000000010u)};

/* ============================ division by q ============================ */

/*
 * if a >= q: r = a - q, return 1; else r = a, return 0.  a, r: scalar-size
 * limbs; a < 2^256. (The caller's bound a < 2q makes the result < q.)
 */
static uint32_t sf_scs_csub_q(sf_scs_limb *r, const sf_scs_limb *a)
{
    sf_scs_limb t[SF_SCS_L];
    uint32_t ge = (uint32_t)(1 - sf_scs_sub(t, a, sf_scs_q, SF_SCS_L));
    for (size_t i = 0; i < SF_SCS_L; i++)
        r[i] = a[i];
    sf_scs_cmov(r, t, SF_SCS_L, ge);
    return ge;
}

void sf_scs_divmod512(sf_scs_limb *quot, sf_scs_limb *rem,
                      const sf_scs_limb *x)
{
    sf_scs_limb prod[2 * SF_SCS_N(320)];
    sf_scs_limb q3[SF_SCS_N(320)];
    sf_scs_limb t[SF_SCS_N(320)];
    sf_scs_limb r[SF_SCS_N(320)];
    sf_scs_limb one[SF_SCS_N(320)];
    uint32_t c1;

    /*
     * q1 = floor(x / 2^192) is x's top 320 bits: limbs N(192) .. N(512)-1.
     * prod = q1 * mu < 2^320 * 2^261, held in 640 bits.
     * q3 = floor(prod / 2^320) < 2^261.
     *
     * Error bound (HAC 14.42 gives q3 >= Q - 2 in general; for this q it is
     * Q - 1). Write x / 2^192 = q1 + f1 and 2^512 / q = mu + f2 with f1, f2
     * in [0, 1). Then
     *   x/q = (q1 + f1)(mu + f2) / 2^320 = q1*mu/2^320 + delta,
     *   delta = (q1*f2 + f1*mu + f1*f2) / 2^320
     *         < f2 + 2^-59 + 2^-320          (q1 < 2^320, mu < 2^261),
     * and f2 = (2^512 mod q)/q = 0.578... for this q, so 0 <= delta < 1.
     * With Q = floor(x/q): q3 = floor(x/q - delta) is Q or Q - 1, and
     * 0 <= x - q3*q < 2q. (Both cases occur; Q - 1 is the common one.)
     */
    sf_scs_mul(prod, 2 * SF_SCS_N(320), x + SF_SCS_N(192), SF_SCS_N(320),
               sf_scs_mu, SF_SCS_N(320));
    for (size_t i = 0; i < SF_SCS_N(320); i++)
        q3[i] = prod[SF_SCS_N(320) + i];

    /*
     * r = x - q3*q. The true value is in [0, 2q), below 2^320, so computing
     * both terms mod 2^320 (low 320 bits of x, truncated product) gives it
     * exactly; its limbs above bit 256 come out zero.
     */
    sf_scs_mul(t, SF_SCS_N(320), q3, SF_SCS_N(320), sf_scs_q, SF_SCS_L);
    sf_scs_sub(r, x, t, SF_SCS_N(320));
    SF_VERIFY_CHECK(sf_scs_is_zero(r + SF_SCS_L, SF_SCS_N(320) - SF_SCS_L));

    /* r < 2q: one conditional subtraction brings it below q. */
    c1 = sf_scs_csub_q(r, r);
    SF_VERIFY_CHECK(sf_scs_sub(t, r, sf_scs_q, SF_SCS_L) == 1);
    for (size_t i = 0; i < SF_SCS_L; i++)
        rem[i] = r[i];

    if (quot != NULL) {
        /* Q = q3 + c1 < 2^261: no carry out of 320 bits. */
        for (size_t i = 0; i < SF_SCS_N(320); i++)
            one[i] = 0;
        one[0] = (sf_scs_limb)c1;
        sf_scs_add(quot, q3, one, SF_SCS_N(320));
    }
    sf_wipe(prod, sizeof prod);
    sf_wipe(q3, sizeof q3);
    sf_wipe(t, sizeof t);
    sf_wipe(r, sizeof r);
    sf_wipe(one, sizeof one);
}

/*
 * r = x mod q for a 256-bit x (scalar-size limbs), by one fold:
 * write x = h*2^252 + l with h = x >> 252 < 16 and l < 2^252. Then
 * x - h*q = l + h*(2^252 - q) = l + h*c with c < 2^127, so
 * 0 <= x - h*q < 2^252 + 15*2^127 < 2q   (2q > 2^252 + 2^251),
 * and one conditional subtraction finishes. h*q < 16q < 2^256, so the
 * truncated product is exact.
 */
static void sf_scs_reduce256(sf_scs_limb *r, const sf_scs_limb *x)
{
    sf_scs_limb h = x[SF_SCS_L - 1] >> (SF_SCS_W - 4);
    sf_scs_limb hq[SF_SCS_L];
    sf_scs_mul(hq, SF_SCS_L, sf_scs_q, SF_SCS_L, &h, 1);
    sf_scs_sub(r, x, hq, SF_SCS_L);
    sf_scs_csub_q(r, r);
    sf_wipe(hq, sizeof hq);
    sf_wipe(&h, sizeof h);
}

/* ============================ load and store ============================ */

#ifdef SF_VERIFY
void sf_sc_snowshoe_verify(const sf_sc_snowshoe *a)
{
    sf_scs_limb t[SF_SCS_L];
    SF_VERIFY_CHECK(sf_scs_sub(t, a->v, sf_scs_q, SF_SCS_L) == 1);
}
#endif

uint32_t sf_sc_snowshoe_decode(sf_sc_snowshoe *r, const uint8_t in[32])
{
    sf_scs_limb t[SF_SCS_L];
    sf_scs_limb one[SF_SCS_L] = {1};
    uint32_t below_q, nonzero, ok;

    sf_scs_load(r->v, in, SF_SCS_L);
    below_q = (uint32_t)sf_scs_sub(t, r->v, sf_scs_q, SF_SCS_L); /* borrow */
    nonzero = 1 ^ sf_scs_is_zero(r->v, SF_SCS_L);
    ok = below_q & nonzero;
    /* Invalid: replace by 1 so that Invariant #1 holds and later steps
     * (which may need k != 0) run unchanged; the caller reports !ok. */
    sf_scs_cmov(r->v, one, SF_SCS_L, ok ^ 1);
    sf_wipe(t, sizeof t);
    sf_sc_snowshoe_verify(r);
    return ok;
}

void sf_sc_snowshoe_decode_reduce(sf_sc_snowshoe *r, const uint8_t in[32])
{
    sf_scs_limb x[SF_SCS_L];
    sf_scs_load(x, in, SF_SCS_L);
    sf_scs_reduce256(r->v, x);
    sf_wipe(x, sizeof x);
    sf_sc_snowshoe_verify(r);
}

void sf_sc_snowshoe_reduce512(sf_sc_snowshoe *r, const uint8_t in[64])
{
    sf_scs_limb x[SF_SCS_N(512)];
    sf_scs_load(x, in, SF_SCS_N(512));
    sf_scs_divmod512(NULL, r->v, x);
    sf_wipe(x, sizeof x);
    sf_sc_snowshoe_verify(r);
}

void sf_sc_snowshoe_encode(uint8_t out[32], const sf_sc_snowshoe *a)
{
    sf_sc_snowshoe_verify(a);
    sf_scs_store(out, a->v, SF_SCS_L);
}

void sf_sc_snowshoe_set_u32(sf_sc_snowshoe *r, uint32_t n)
{
    for (size_t i = 0; i < SF_SCS_L; i++)
        r->v[i] = 0;
    r->v[0] = (sf_scs_limb)n;
}

/* ============================== arithmetic ============================== */

void sf_sc_snowshoe_add(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b)
{
    /* a + b < 2q < 2^253: no carry out of 256 bits, one subtraction. */
    sf_sc_snowshoe_verify(a);
    sf_sc_snowshoe_verify(b);
    sf_scs_add(r->v, a->v, b->v, SF_SCS_L);
    sf_scs_csub_q(r->v, r->v);
    sf_sc_snowshoe_verify(r);
}

void sf_sc_snowshoe_sub(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b)
{
    /*
     * d = a - b mod 2^256. If it borrowed (a < b), d = a - b + 2^256 and
     * adding q gives a - b + q + 2^256, which is a - b + q in [0, q) after
     * the carry out of 2^256 is dropped.
     */
    sf_scs_limb qm[SF_SCS_L];
    sf_scs_limb m;
    sf_sc_snowshoe_verify(a);
    sf_sc_snowshoe_verify(b);
    m = (sf_scs_limb)sf_ct_mask64(
        (uint32_t)sf_scs_sub(r->v, a->v, b->v, SF_SCS_L));
    for (size_t i = 0; i < SF_SCS_L; i++)
        qm[i] = sf_scs_q[i] & m;
    sf_scs_add(r->v, r->v, qm, SF_SCS_L);
    sf_sc_snowshoe_verify(r);
}

void sf_sc_snowshoe_neg(sf_sc_snowshoe *r, const sf_sc_snowshoe *a)
{
    sf_sc_snowshoe zero;
    sf_sc_snowshoe_set_u32(&zero, 0);
    sf_sc_snowshoe_sub(r, &zero, a);
}

void sf_sc_snowshoe_muladd(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                           const sf_sc_snowshoe *b, const sf_sc_snowshoe *c)
{
    /* a*b + c <= (q-1)^2 + q - 1 < q^2 < 2^504: a valid Barrett input. */
    sf_scs_limb prod[SF_SCS_N(512)];
    sf_scs_limb cc[SF_SCS_N(512)];
    sf_sc_snowshoe_verify(a);
    sf_sc_snowshoe_verify(b);
    sf_scs_mul(prod, SF_SCS_N(512), a->v, SF_SCS_L, b->v, SF_SCS_L);
    if (c != NULL) { /* public: whether there is an addend */
        sf_sc_snowshoe_verify(c);
        for (size_t i = 0; i < SF_SCS_N(512); i++)
            cc[i] = i < SF_SCS_L ? c->v[i] : 0;
        sf_scs_add(prod, prod, cc, SF_SCS_N(512));
        sf_wipe(cc, sizeof cc);
    }
    sf_scs_divmod512(NULL, r->v, prod);
    sf_wipe(prod, sizeof prod);
    sf_sc_snowshoe_verify(r);
}

void sf_sc_snowshoe_mul(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                        const sf_sc_snowshoe *b)
{
    sf_sc_snowshoe_muladd(r, a, b, NULL);
}

uint32_t sf_sc_snowshoe_is_zero(const sf_sc_snowshoe *a)
{
    /* a < q, so 0 has only one representation. */
    sf_sc_snowshoe_verify(a);
    return sf_scs_is_zero(a->v, SF_SCS_L);
}

uint32_t sf_sc_snowshoe_eq(const sf_sc_snowshoe *a, const sf_sc_snowshoe *b)
{
    sf_scs_limb acc = 0;
    sf_sc_snowshoe_verify(a);
    sf_sc_snowshoe_verify(b);
    for (size_t i = 0; i < SF_SCS_L; i++)
        acc |= a->v[i] ^ b->v[i];
    return sf_ct_is_zero64((uint64_t)acc);
}

void sf_sc_snowshoe_cmov(sf_sc_snowshoe *r, const sf_sc_snowshoe *a,
                         uint32_t ctl)
{
    sf_scs_cmov(r->v, a->v, SF_SCS_L, ctl);
}

void sf_sc_snowshoe_clear(sf_sc_snowshoe *a)
{
    sf_wipe(a, sizeof *a);
}

/* ================== byte-level (the original's semantics) ================= */

void sf_sc_snowshoe_mod_q_bytes(uint8_t r[32], const uint8_t x[64])
{
    sf_sc_snowshoe s;
    sf_sc_snowshoe_reduce512(&s, x);
    sf_sc_snowshoe_encode(r, &s);
    sf_sc_snowshoe_clear(&s);
}

void sf_sc_snowshoe_add_mod_q_bytes(uint8_t r[32], const uint8_t x[32],
                                    const uint8_t y[32])
{
    sf_sc_snowshoe a, b;
    sf_sc_snowshoe_decode_reduce(&a, x);
    sf_sc_snowshoe_decode_reduce(&b, y);
    sf_sc_snowshoe_add(&a, &a, &b);
    sf_sc_snowshoe_encode(r, &a);
    sf_sc_snowshoe_clear(&a);
    sf_sc_snowshoe_clear(&b);
}

void sf_sc_snowshoe_mul_mod_q_bytes(uint8_t r[32], const uint8_t x[32],
                                    const uint8_t y[32], const uint8_t *z)
{
    /* All inputs are read before r is written, so r may alias any. */
    sf_sc_snowshoe a, b, c;
    sf_sc_snowshoe_decode_reduce(&a, x);
    sf_sc_snowshoe_decode_reduce(&b, y);
    if (z != NULL) /* public: whether there is an addend */
        sf_sc_snowshoe_decode_reduce(&c, z);
    sf_sc_snowshoe_muladd(&a, &a, &b, z != NULL ? &c : NULL);
    sf_sc_snowshoe_encode(r, &a);
    sf_sc_snowshoe_clear(&a);
    sf_sc_snowshoe_clear(&b);
    sf_sc_snowshoe_clear(&c);
}

void sf_sc_snowshoe_secret_mask(uint8_t k[32])
{
    /* 2^251 - 1: keep bits 0..250, i.e. the low 3 bits of byte 31. */
    k[31] &= 0x07;
}

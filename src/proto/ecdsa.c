/*
 * ECDSA over an sf_ecdsa_curve table; contract and references in ecdsa.h.
 */
#include "proto/ecdsa.h"

#include <string.h>

#include "common/ct.h"
#include "common/ct_check.h"
#include "common/util.h"
#include "snowfield/hash.h"

#define SF_ECDSA_L SF_ECDSA_MAX_SCALAR_BYTES

/* x = bits2int(h) as c->scalar_bytes bytes (not reduced): the leftmost
 * order_bits bits of h, or all of h left-padded when h is shorter. */
static void sf_ecdsa_bits2int(const sf_ecdsa_curve *c, uint8_t *x,
                              const uint8_t *h, size_t hlen)
{
    /* A table never has more than SF_ECDSA_L scalar bytes (ecdsa.h); the
     * clamp only lets the compiler see that x cannot overflow. */
    size_t rlen = c->scalar_bytes < SF_ECDSA_L ? c->scalar_bytes : SF_ECDSA_L;
    unsigned shift = (unsigned)(8 * rlen - c->order_bits); /* 0..7 */
    SF_VERIFY_CHECK(c->scalar_bytes <= SF_ECDSA_L && shift < 8);
    if (hlen < rlen) {
        memset(x, 0, rlen - hlen);
        if (hlen > 0)
            memcpy(x + rlen - hlen, h, hlen);
        return;
    }
    memcpy(x, h, rlen);
    if (shift != 0) { /* qlen not a multiple of 8: drop the low bits */
        uint8_t prev = 0; /* the byte before x[i], as it was */
        for (size_t i = 0; i < rlen; i++) {
            uint8_t cur = x[i];
            x[i] = (uint8_t)((cur >> shift) | (prev << (8 - shift)));
            prev = cur;
        }
    }
}

void sf_ecdsa_bits2int_reduce(const sf_ecdsa_curve *c, uint8_t *e,
                              const uint8_t *h, size_t hlen)
{
    uint8_t x[SF_ECDSA_L];
    sf_ecdsa_bits2int(c, x, h, hlen);
    c->sc_reduce(e, x);
    sf_wipe(x, sizeof x);
}

/* out = HMAC(K, parts...) from a context already keyed with K (copied, so
 * the keyed context can serve several messages). */
static void sf_ecdsa_hmac(uint8_t out[32], const sf_hmac_sha256_ctx *keyed,
                          const uint8_t *const *part, const size_t *len,
                          size_t nparts)
{
    sf_hmac_sha256_ctx ctx = *keyed;
    for (size_t i = 0; i < nparts; i++)
        SF_IGNORE_RESULT(sf_hmac_sha256_update(&ctx, part[i], len[i]));
    SF_IGNORE_RESULT(sf_hmac_sha256_final(&ctx, out)); /* wipes ctx */
}

/*
 * The signing equation for a valid nonce k (0 < k < n) and key d, with
 * e = bits2int(h) mod n. Returns 1 and writes sig, or 0 if r or s is 0.
 */
static uint32_t sf_ecdsa_sign_core(const sf_ecdsa_curve *c, uint8_t *sig,
                                   const uint8_t *d, const uint8_t *e,
                                   const uint8_t *k, unsigned flags)
{
    size_t L = c->scalar_bytes;
    uint8_t r[SF_ECDSA_L], s[SF_ECDSA_L], t[SF_ECDSA_L], kinv[SF_ECDSA_L];
    static const uint8_t zero[SF_ECDSA_L] = {0};
    uint32_t ok, high;
    c->mul_gen_x(r, k);                 /* r = x(kG) mod n */
    c->sc_mul(t, r, d);
    c->sc_add(t, t, e);                 /* e + r d */
    c->sc_inv(kinv, k);
    c->sc_mul(s, kinv, t);              /* s = k^-1 (e + r d) */
    if (flags & SF_ECDSA_LOW_S) {
        high = c->sc_is_high(s);
        c->sc_neg(t, s);
        sf_ct_cmov_bytes(s, t, L, high);
    }
    /* r and s are the (public) signature: the retry they may cause is
     * visible to anyone holding it, so their zero tests are declassified. */
    ok = (sf_ct_bytes_eq(r, zero, L) ^ 1) & (sf_ct_bytes_eq(s, zero, L) ^ 1);
    SF_CT_PUBLIC(&ok, sizeof ok);
    memcpy(sig, r, L);
    memcpy(sig + L, s, L);
    sf_wipe(t, sizeof t);
    sf_wipe(kinv, sizeof kinv);
    return ok;
}

sf_error sf_ecdsa_sign_with_nonce(const sf_ecdsa_curve *c, uint8_t *sig,
                                  const uint8_t *d, const uint8_t *h,
                                  size_t hlen, const uint8_t *k, unsigned flags)
{
    uint8_t e[SF_ECDSA_L];
    uint32_t valid;
    if (c == NULL || sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (d == NULL || k == NULL || (h == NULL && hlen != 0)) {
        memset(sig, 0, 2 * c->scalar_bytes);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* whether the key and nonce are usable is the (public) outcome */
    valid = c->sc_is_valid(d) & c->sc_is_valid(k);
    SF_CT_PUBLIC(&valid, sizeof valid);
    if (!valid) {
        memset(sig, 0, 2 * c->scalar_bytes);
        return SF_ERR_INVALID_SCALAR;
    }
    sf_ecdsa_bits2int_reduce(c, e, h, hlen);
    if (!sf_ecdsa_sign_core(c, sig, d, e, k, flags)) {
        memset(sig, 0, 2 * c->scalar_bytes);
        sf_wipe(e, sizeof e);
        return SF_ERR_INVALID_SIGNATURE;
    }
    sf_wipe(e, sizeof e);
    return SF_OK;
}

/* RFC 6979 3.2 step d/f: K = HMAC_K(V || tag || int2octets(d) ||
 * bits2octets(h) || k'), then V = HMAC_K(V); ctx is re-keyed with K. */
static void sf_ecdsa_rfc6979_update(sf_hmac_sha256_ctx *ctx, uint8_t K[32],
                                    uint8_t V[32], uint8_t tag,
                                    const uint8_t *d, const uint8_t *e,
                                    size_t L, const uint8_t *extra,
                                    size_t extralen)
{
    const uint8_t *part[5] = {V, &tag, d, e, extra};
    size_t len[5] = {32, 1, L, L, extralen};
    sf_ecdsa_hmac(K, ctx, part, len, extralen > 0 ? 5 : 4);
    SF_IGNORE_RESULT(sf_hmac_sha256_init(ctx, K, 32));
    sf_ecdsa_hmac(V, ctx, part, len, 1);
}

sf_error sf_ecdsa_sign(const sf_ecdsa_curve *c, uint8_t *sig,
                       const uint8_t *d, const uint8_t *h, size_t hlen,
                       const uint8_t *extra, size_t extralen, unsigned flags)
{
    size_t L;
    uint8_t e[SF_ECDSA_L], k[SF_ECDSA_L], K[32], V[32];
    sf_hmac_sha256_ctx ctx;
    uint32_t valid, done = 0;
    if (c == NULL || sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    L = c->scalar_bytes;
    if (d == NULL || (h == NULL && hlen != 0) ||
        (extra == NULL && extralen != 0)) {
        memset(sig, 0, 2 * L);
        return SF_ERR_INVALID_ARGUMENT;
    }
    valid = c->sc_is_valid(d);
    SF_CT_PUBLIC(&valid, sizeof valid);
    if (!valid) {
        memset(sig, 0, 2 * L);
        return SF_ERR_INVALID_SCALAR;
    }
    sf_ecdsa_bits2int_reduce(c, e, h, hlen);
    memset(V, 0x01, sizeof V);
    memset(K, 0x00, sizeof K);
    SF_IGNORE_RESULT(sf_hmac_sha256_init(&ctx, K, 32));
    sf_ecdsa_rfc6979_update(&ctx, K, V, 0x00, d, e, L, extra, extralen);
    sf_ecdsa_rfc6979_update(&ctx, K, V, 0x01, d, e, L, extra, extralen);
    /* Step h. One HMAC output covers qlen <= 256 bits. A candidate is
     * rejected with probability about (2^qlen - n) / 2^qlen (2^-32 for
     * P-256, 2^-128 for secp256k1), and r = 0 or s = 0 almost never
     * happens; the bound of 64 rounds only exists so the loop provably
     * ends. */
    for (int round = 0; round < 64 && !done; round++) {
        const uint8_t *part[2] = {V, NULL};
        size_t len[2] = {32, 1};
        uint8_t zero = 0x00;
        sf_ecdsa_hmac(V, &ctx, part, len, 1);
        sf_ecdsa_bits2int(c, k, V, 32);
        /* Whether this candidate is used is what RFC 6979's loop reveals
         * through its running time anyway: declassified. */
        valid = c->sc_is_valid(k);
        SF_CT_PUBLIC(&valid, sizeof valid);
        if (valid)
            done = sf_ecdsa_sign_core(c, sig, d, e, k, flags);
        if (!done) {
            part[1] = &zero;
            sf_ecdsa_hmac(K, &ctx, part, len, 2);
            SF_IGNORE_RESULT(sf_hmac_sha256_init(&ctx, K, 32));
            sf_ecdsa_hmac(V, &ctx, part, len, 1);
        }
    }
    sf_wipe(&ctx, sizeof ctx);
    sf_wipe(K, sizeof K);
    sf_wipe(V, sizeof V);
    sf_wipe(k, sizeof k);
    sf_wipe(e, sizeof e);
    if (!done) {
        memset(sig, 0, 2 * L);
        return SF_ERR_INVALID_SIGNATURE;
    }
    return SF_OK;
}

sf_error sf_ecdsa_verify_vartime(const sf_ecdsa_curve *c, const uint8_t *sig,
                                 const void *pub, const uint8_t *h,
                                 size_t hlen, unsigned flags)
{
    size_t L;
    const uint8_t *r, *s;
    uint8_t e[SF_ECDSA_L], w[SF_ECDSA_L], u1[SF_ECDSA_L], u2[SF_ECDSA_L];
    if (c == NULL || sig == NULL || pub == NULL || (h == NULL && hlen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    L = c->scalar_bytes;
    r = sig;
    s = sig + L;
    if (!c->sc_is_valid(r) || !c->sc_is_valid(s))
        return SF_ERR_INVALID_SIGNATURE;
    if ((flags & SF_ECDSA_LOW_S) && c->sc_is_high(s))
        return SF_ERR_INVALID_SIGNATURE;
    sf_ecdsa_bits2int_reduce(c, e, h, hlen);
    c->sc_inv_vartime(w, s);
    c->sc_mul(u1, e, w);
    c->sc_mul(u2, r, w);
    return c->verify_x_vartime(pub, u1, u2, r) ? SF_OK
                                                : SF_ERR_INVALID_SIGNATURE;
}

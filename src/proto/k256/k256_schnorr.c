/*
 * BIP-340 Schnorr signatures on secp256k1 (include/snowfield/secp256k1.h).
 *
 * The scheme, as BIP-340 specifies it (facts, not code):
 *   hash_tag(x) = SHA-256(SHA-256(tag) || SHA-256(tag) || x)
 *   sign(d', m, a): P = d' G; d = d' if y(P) is even, else n - d';
 *     t = bytes(d) XOR hash_"BIP0340/aux"(a);
 *     k' = int(hash_"BIP0340/nonce"(t || x(P) || m)) mod n, fail if 0;
 *     R = k' G; k = k' if y(R) is even, else n - k';
 *     e = int(hash_"BIP0340/challenge"(x(R) || x(P) || m)) mod n;
 *     sig = x(R) || bytes(k + e d mod n).
 *   verify(x(P), m, sig): P = lift_x (even y), fail if none; r = sig[0:32]
 *     < p, s = sig[32:64] < n; e as above; R = s G - e P; valid iff R != O,
 *     y(R) even and x(R) = r.
 * Signing is constant time in d', the nonce and the message; its public
 * values (P, R, and so their parities) are declassified once computed.
 */
#include "snowfield/secp256k1.h"

#include <string.h>

#include "common/ct_check.h"
#include "mult/k256/mult_k256.h"
#include "proto/k256/k256_internal.h"
#include "snowfield/hash.h"

/* SHA-256 of the three tags, "BIP0340/aux", "BIP0340/nonce" and
 * "BIP0340/challenge" (precomputed: one compression saved per tagged hash;
 * the BIP-340 vectors fail if any byte is wrong). */
static const uint8_t sf_k256_tag_aux[32] = {
    0xf1, 0xef, 0x4e, 0x5e, 0xc0, 0x63, 0xca, 0xda, 0x6d, 0x94, 0xca,
    0xfa, 0x9d, 0x98, 0x7e, 0xa0, 0x69, 0x26, 0x58, 0x39, 0xec, 0xc1,
    0x1f, 0x97, 0x2d, 0x77, 0xa5, 0x2e, 0xd8, 0xc1, 0xcc, 0x90};
static const uint8_t sf_k256_tag_nonce[32] = {
    0x07, 0x49, 0x77, 0x34, 0xa7, 0x9b, 0xcb, 0x35, 0x5b, 0x9b, 0x8c,
    0x7d, 0x03, 0x4f, 0x12, 0x1c, 0xf4, 0x34, 0xd7, 0x3e, 0xf7, 0x2d,
    0xda, 0x19, 0x87, 0x00, 0x61, 0xfb, 0x52, 0xbf, 0xeb, 0x2f};
static const uint8_t sf_k256_tag_challenge[32] = {
    0x7b, 0xb5, 0x2d, 0x7a, 0x9f, 0xef, 0x58, 0x32, 0x3e, 0xb1, 0xbf,
    0x7a, 0x40, 0x7d, 0xb3, 0x82, 0xd2, 0xf3, 0xf2, 0xd8, 0x1b, 0xb1,
    0x22, 0x4f, 0x49, 0xfe, 0x51, 0x8f, 0x6d, 0x48, 0xd3, 0x7c};

/* ctx = SHA-256 already fed th = SHA-256(tag) twice (BIP-340's tagged hash). */
static void sf_k256_tagged_init(sf_sha256_ctx *ctx, const uint8_t th[32])
{
    (void)sf_sha256_init(ctx);
    (void)sf_sha256_update(ctx, th, 32);
    (void)sf_sha256_update(ctx, th, 32);
}

/* e = hash_challenge(rx || px || m) mod n. */
static void sf_k256_challenge(sf_sc_k256 *e, const uint8_t rx[32],
                              const uint8_t px[32], const uint8_t *msg,
                              size_t msglen)
{
    sf_sha256_ctx ctx;
    uint8_t h[32];
    sf_k256_tagged_init(&ctx, sf_k256_tag_challenge);
    (void)sf_sha256_update(&ctx, rx, 32);
    (void)sf_sha256_update(&ctx, px, 32);
    (void)sf_sha256_update(&ctx, msg, msglen);
    (void)sf_sha256_final(&ctx, h);
    (void)sf_sc_k256_load(e, h); /* h < 2^256 < 2n: reduced once */
}

sf_error sf_secp256k1_schnorr_sign(uint8_t sig[64], const uint8_t sec[32],
                                   const uint8_t *msg, size_t msglen,
                                   const uint8_t aux[32])
{
    static const uint8_t zero_aux[32] = {0};
    sf_sc_k256 d, k, e;
    sf_ge_k256_affine p, r;
    sf_sha256_ctx ctx;
    uint8_t px[32], t[32], h[32];
    uint32_t odd, ok;
    if (sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
    if (sec == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    if (aux == NULL)
        aux = zero_aux;
    if (!sf_k256_load_secret(&d, sec))
        return SF_ERR_INVALID_SCALAR;

    sf_k256_mul_gen_affine(&p, &d);
    SF_CT_PUBLIC(&p, sizeof p); /* the public key */
    sf_ge_k256_encode_xonly(px, &p);
    odd = sf_fk256_is_odd(&p.y);
    sf_sc_k256_cneg(&d, &d, odd);

    /* t = bytes(d) XOR hash_aux(a) */
    sf_k256_tagged_init(&ctx, sf_k256_tag_aux);
    (void)sf_sha256_update(&ctx, aux, 32);
    (void)sf_sha256_final(&ctx, h);
    sf_sc_k256_store(t, &d);
    for (int i = 0; i < 32; i++)
        t[i] ^= h[i];

    /* k' = hash_nonce(t || x(P) || m) mod n */
    sf_k256_tagged_init(&ctx, sf_k256_tag_nonce);
    (void)sf_sha256_update(&ctx, t, 32);
    (void)sf_sha256_update(&ctx, px, 32);
    (void)sf_sha256_update(&ctx, msg, msglen);
    (void)sf_sha256_final(&ctx, h);
    (void)sf_sc_k256_load(&k, h);
    ok = sf_sc_k256_is_zero(&k) ^ 1;
    /* k' = 0 happens with probability 2^-256 and would be visible in the
     * (then empty) result anyway: a public verdict. */
    SF_CT_PUBLIC(&ok, sizeof ok);
    if (ok) {
        sf_k256_mul_gen_affine(&r, &k);
        SF_CT_PUBLIC(&r, sizeof r); /* R is half of the signature */
        sf_sc_k256_cneg(&k, &k, sf_fk256_is_odd(&r.y));
        sf_ge_k256_encode_xonly(sig, &r);
        sf_k256_challenge(&e, sig, px, msg, msglen);
        sf_sc_k256_mul(&e, &e, &d);
        sf_sc_k256_add(&e, &e, &k); /* s = k + e d */
        sf_sc_k256_store(sig + 32, &e);
    }
    sf_wipe(&d, sizeof d);
    sf_wipe(&k, sizeof k);
    sf_wipe(&e, sizeof e);
    sf_wipe(t, sizeof t);
    sf_wipe(h, sizeof h);
    sf_wipe(&ctx, sizeof ctx);
    return ok ? SF_OK : SF_ERR_INVALID_SCALAR;
}

sf_error sf_secp256k1_schnorr_verify(const uint8_t sig[64], const uint8_t xonly[32],
                                     const uint8_t *msg, size_t msglen)
{
    sf_ge_k256_affine p, r;
    sf_ge_k256_jac j;
    sf_fk256 rx;
    sf_sc_k256 s, e;
    sf_error rc;
    if (sig == NULL || xonly == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    rc = sf_ge_k256_decode_xonly(&p, xonly);
    if (rc != SF_OK)
        return rc;
    if (!sf_fk256_decode(&rx, sig) || sf_sc_k256_load(&s, sig + 32))
        return SF_ERR_INVALID_SIGNATURE; /* r >= p or s >= n */
    sf_k256_challenge(&e, sig, xonly, msg, msglen);
    sf_sc_k256_neg(&e, &e);
    sf_mult_k256_simul_gen_vartime(&j, &s, &e, &p); /* s G - e P */
    if (!sf_ge_k256_jac_to_affine_vartime(&r, &j) || sf_fk256_is_odd(&r.y) ||
        !sf_fk256_eq(&r.x, &rx))
        return SF_ERR_INVALID_SIGNATURE;
    return SF_OK;
}

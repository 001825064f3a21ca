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
#include "common/util.h"

/* BIP-340's tagged hashes start with SHA-256(tag) || SHA-256(tag), one
 * 64-byte block: these are the SHA-256 chaining values after that block for
 * the tags "BIP0340/aux", "BIP0340/nonce" and "BIP0340/challenge" (computed
 * once offline; the BIP-340 vectors fail if any word is wrong). Starting
 * from them saves one compression per tagged hash. */
static const uint32_t sf_k256_mid_aux[8] = {
    0x24dd3219u, 0x4eba7e70u, 0xca0fabb9u, 0x0fa3166du,
    0x3afbe4b1u, 0x4c44df97u, 0x4aac2739u, 0x249e850au};
static const uint32_t sf_k256_mid_nonce[8] = {
    0x46615b35u, 0xf4bfbff7u, 0x9f8dc671u, 0x83627ab3u,
    0x60217180u, 0x57358661u, 0x21a29e54u, 0x68b07b4cu};
static const uint32_t sf_k256_mid_challenge[8] = {
    0x9cecba11u, 0x23925381u, 0x11679112u, 0xd1627e0fu,
    0x97c87550u, 0x003cc765u, 0x90f61164u, 0x33e9b66au};

/* ctx = SHA-256 that has absorbed SHA-256(tag) twice (BIP-340's tagged
 * hash), from the chaining value mid after that first block: the context is
 * initialised, then given the block's chaining value and byte count (the
 * buffer is empty at a block boundary). */
static void sf_k256_tagged_init(sf_sha256_ctx *ctx, const uint32_t mid[8])
{
    SF_IGNORE_RESULT(sf_sha256_init(ctx));
    memcpy(ctx->h, mid, sizeof ctx->h);
    ctx->count = SF_SHA256_BLOCK_BYTES;
}

/* e = hash_challenge(rx || px || m) mod n. */
static void sf_k256_challenge(sf_sc_k256 *e, const uint8_t rx[32],
                              const uint8_t px[32], const uint8_t *msg,
                              size_t msglen)
{
    sf_sha256_ctx ctx;
    uint8_t h[32];
    sf_k256_tagged_init(&ctx, sf_k256_mid_challenge);
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, rx, 32));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, px, 32));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, msg, msglen));
    SF_IGNORE_RESULT(sf_sha256_final(&ctx, h));
    (void)sf_sc_k256_load(e, h); /* h < 2^256 < 2n: reduced once */
}

/*
 * sig = BIP-340 signature with the signing key d (y(d G) even, 0 < d < n)
 * and x(d G) = px. The nonce commits to d, px, aux and the message, so a px
 * that is not x(d G) only makes the signature invalid: it never reuses a
 * nonce for a different challenge. Returns 1, or 0 in the (2^-256) case
 * k' = 0, sig then untouched. Constant time in d, aux and the message.
 */
static uint32_t sf_k256_schnorr_sign_with(uint8_t sig[64], const sf_sc_k256 *d,
                                          const uint8_t px[32], const uint8_t *msg,
                                          size_t msglen, const uint8_t aux[32])
{
    sf_sc_k256 k, e;
    sf_ge_k256_affine r;
    sf_sha256_ctx ctx;
    uint8_t t[32], h[32];
    uint32_t ok;

    /* t = bytes(d) XOR hash_aux(a) */
    sf_k256_tagged_init(&ctx, sf_k256_mid_aux);
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, aux, 32));
    SF_IGNORE_RESULT(sf_sha256_final(&ctx, h));
    sf_sc_k256_store(t, d);
    for (int i = 0; i < 32; i++)
        t[i] ^= h[i];

    /* k' = hash_nonce(t || x(P) || m) mod n */
    sf_k256_tagged_init(&ctx, sf_k256_mid_nonce);
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, t, 32));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, px, 32));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, msg, msglen));
    SF_IGNORE_RESULT(sf_sha256_final(&ctx, h));
    (void)sf_sc_k256_load(&k, h);
    ok = sf_sc_k256_is_zero(&k) ^ 1;
    /* k' = 0 happens with probability 2^-256 and would be visible in the
     * (then empty) result anyway: a public verdict. */
    SF_CT_PUBLIC(&ok, sizeof ok);
    if (ok) {
        sf_k256_mul_gen_affine(&r, &k); /* the signature's one inversion */
        SF_CT_PUBLIC(&r, sizeof r); /* R is half of the signature */
        sf_sc_k256_cneg(&k, &k, sf_fk256_is_odd(&r.y));
        sf_ge_k256_encode_xonly(sig, &r);
        sf_k256_challenge(&e, sig, px, msg, msglen);
        sf_sc_k256_mul(&e, &e, d);
        sf_sc_k256_add(&e, &e, &k); /* s = k + e d */
        sf_sc_k256_store(sig + 32, &e);
    }
    sf_wipe(&k, sizeof k);
    sf_wipe(&e, sizeof e);
    sf_wipe(t, sizeof t);
    sf_wipe(h, sizeof h);
    sf_wipe(&ctx, sizeof ctx);
    return ok;
}

/* d = sk or n - sk, whichever makes y(d G) even; px = x(d G). sk valid. */
static void sf_k256_signing_key(sf_sc_k256 *d, uint8_t px[32])
{
    sf_ge_k256_affine p;
    sf_k256_mul_gen_affine(&p, d);
    SF_CT_PUBLIC(&p, sizeof p); /* the public key */
    sf_ge_k256_encode_xonly(px, &p);
    sf_sc_k256_cneg(d, d, sf_fk256_is_odd(&p.y));
}

sf_error sf_secp256k1_keypair(uint8_t kp[SF_SECP256K1_KEYPAIR_BYTES],
                              const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES])
{
    sf_sc_k256 d;
    if (kp == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(kp, 0, SF_SECP256K1_KEYPAIR_BYTES);
    if (sk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_k256_load_secret(&d, sk))
        return SF_ERR_INVALID_SCALAR;
    sf_k256_signing_key(&d, kp + 32);
    sf_sc_k256_store(kp, &d);
    sf_wipe(&d, sizeof d);
    return SF_OK;
}

sf_error sf_secp256k1_schnorr_sign_keypair(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                           const uint8_t keypair[SF_SECP256K1_KEYPAIR_BYTES],
                                           const uint8_t *msg, size_t msglen,
                                           const uint8_t aux[32])
{
    static const uint8_t zero_aux[32] = {0};
    sf_sc_k256 d;
    sf_fk256 x;
    uint32_t ok;
    if (sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
    if (keypair == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    if (aux == NULL)
        aux = zero_aux;
    if (!sf_fk256_decode(&x, keypair + 32))
        return SF_ERR_INVALID_ENCODING; /* x(P) >= p: not a keypair */
    if (!sf_k256_load_secret(&d, keypair))
        return SF_ERR_INVALID_SCALAR;
    ok = sf_k256_schnorr_sign_with(sig, &d, keypair + 32, msg, msglen, aux);
    sf_wipe(&d, sizeof d);
    return ok ? SF_OK : SF_ERR_INVALID_SCALAR;
}

sf_error sf_secp256k1_schnorr_sign(uint8_t sig[64], const uint8_t sk[32],
                                   const uint8_t *msg, size_t msglen,
                                   const uint8_t aux[32])
{
    static const uint8_t zero_aux[32] = {0};
    sf_sc_k256 d;
    uint8_t px[32];
    uint32_t ok;
    if (sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
    if (sk == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    if (aux == NULL)
        aux = zero_aux;
    if (!sf_k256_load_secret(&d, sk))
        return SF_ERR_INVALID_SCALAR;
    sf_k256_signing_key(&d, px);
    ok = sf_k256_schnorr_sign_with(sig, &d, px, msg, msglen, aux);
    sf_wipe(&d, sizeof d);
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

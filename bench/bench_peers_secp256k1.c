/*
 * libsecp256k1 rows (curve secp256k1): ECDH (its default: SHA-256 of the
 * compressed shared point), ECDSA sign/verify and BIP-340 Schnorr
 * sign/verify, all on 32-byte message hashes.
 */
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"

typedef struct sf_bench_k256 {
    secp256k1_context *ctx;
    unsigned char sk[32];
    unsigned char msg[32];
    unsigned char out[32];
    unsigned char sig64[64];
    secp256k1_pubkey pk;
    secp256k1_ecdsa_signature sig;
    secp256k1_keypair kp;
    secp256k1_xonly_pubkey xpk;
    size_t ok;
    unsigned long long rng; /* keygen's generator state */
    unsigned char kg[32];   /* keygen's last key */
} sf_bench_k256;

/* A new key pair per call: the next secret key from a small user-space
 * generator (the snowfield row's RNG), checked, and its compressed public
 * key -- what sf_secp256k1_keygen does. */
static void sf_bench_k256_keygen(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    secp256k1_pubkey pk;
    unsigned char pub[33];
    size_t i, j, len;
    for (i = 0; i < n; i++) {
        for (j = 0; j < 32; j++) {
            s->rng ^= s->rng >> 12;
            s->rng ^= s->rng << 25;
            s->rng ^= s->rng >> 27;
            s->kg[j] = (unsigned char)((s->rng * 0x2545F4914F6CDD1DULL) >> 56);
        }
        len = sizeof pub;
        s->ok += secp256k1_ec_seckey_verify(s->ctx, s->kg) &&
                 secp256k1_ec_pubkey_create(s->ctx, &pk, s->kg) &&
                 secp256k1_ec_pubkey_serialize(s->ctx, pub, &len, &pk,
                                               SECP256K1_EC_COMPRESSED);
        s->out[1] ^= pub[1];
    }
}

/* out = H(sk * pk); the peer key stays fixed, the message absorbs out. */
static void sf_bench_k256_ecdh(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    size_t i;
    for (i = 0; i < n; i++) {
        s->ok += secp256k1_ecdh(s->ctx, s->out, &s->pk, s->sk, NULL, NULL);
        s->msg[i % 32] ^= s->out[0];
    }
}

/* Sign, then fold the signature into the next message hash. */
static void sf_bench_k256_sign(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    size_t i, j;
    for (i = 0; i < n; i++) {
        s->ok += secp256k1_ecdsa_sign(s->ctx, &s->sig, s->msg, s->sk, NULL,
                                      NULL);
        for (j = 0; j < 32; j++)
            s->msg[j] ^= s->sig.data[j];
    }
}

static void sf_bench_k256_verify(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        s->ok += secp256k1_ecdsa_verify(s->ctx, &s->sig, s->msg, &s->pk);
}

static void sf_bench_k256_schnorr_sign(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    size_t i, j;
    for (i = 0; i < n; i++) {
        s->ok += secp256k1_schnorrsig_sign32(s->ctx, s->sig64, s->msg, &s->kp,
                                             NULL);
        for (j = 0; j < 32; j++)
            s->msg[j] ^= s->sig64[32 + j];
    }
}

static void sf_bench_k256_schnorr_verify(void *state, size_t n)
{
    sf_bench_k256 *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        s->ok += secp256k1_schnorrsig_verify(s->ctx, s->sig64, s->msg, 32,
                                             &s->xpk);
}

void sf_bench_peers_secp256k1(sf_bench *b)
{
    sf_bench_k256 s;
    size_t before;
    if (!sf_bench_wants(b, "secp256k1"))
        return;
    memset(&s, 0, sizeof s);
    memset(s.sk, 0x3c, sizeof s.sk);
    memset(s.msg, 0x77, sizeof s.msg);
    s.ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    if (s.ctx == NULL || !secp256k1_ec_pubkey_create(s.ctx, &s.pk, s.sk) ||
        !secp256k1_keypair_create(s.ctx, &s.kp, s.sk) ||
        !secp256k1_keypair_xonly_pub(s.ctx, &s.xpk, NULL, &s.kp)) {
        sf_bench_note(b, "libsecp256k1: set-up failed: its rows are skipped");
        if (s.ctx != NULL)
            secp256k1_context_destroy(s.ctx);
        return;
    }
    s.rng = 0x9E3779B97F4A7C15ULL;
    sf_bench_run(b, "secp256k1", "keygen", "libsecp256k1", sf_bench_k256_keygen,
                 &s, 1);
    sf_bench_run(b, "secp256k1", "ecdh", "libsecp256k1", sf_bench_k256_ecdh,
                 &s, 1);
    sf_bench_run(b, "secp256k1", "sign", "libsecp256k1", sf_bench_k256_sign,
                 &s, 1);
    /* Verify a signature on the current message. */
    (void)secp256k1_ecdsa_sign(s.ctx, &s.sig, s.msg, s.sk, NULL, NULL);
    before = s.ok;
    sf_bench_run(b, "secp256k1", "verify", "libsecp256k1",
                 sf_bench_k256_verify, &s, 1);
    if (s.ok == before)
        sf_bench_note(b, "libsecp256k1: ECDSA verify rejected its own signature");
    sf_bench_run(b, "secp256k1", "schnorr_sign", "libsecp256k1",
                 sf_bench_k256_schnorr_sign, &s, 1);
    (void)secp256k1_schnorrsig_sign32(s.ctx, s.sig64, s.msg, &s.kp, NULL);
    before = s.ok;
    sf_bench_run(b, "secp256k1", "schnorr_verify", "libsecp256k1",
                 sf_bench_k256_schnorr_verify, &s, 1);
    if (s.ok == before)
        sf_bench_note(b, "libsecp256k1: Schnorr verify rejected its own "
                      "signature");
    sf_bench_sink(&s, sizeof s);
    secp256k1_context_destroy(s.ctx);
}

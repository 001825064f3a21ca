/*
 * secp256k1 (curve "secp256k1"). Built twice (see bench.h): rows
 * "snowfield" and "snowfield-portable".
 *
 *   keygen          sf_secp256k1_keygen, 33-byte public key, from a caller RNG
 *                   (a small user-space generator, as libsecp256k1's row
 *                   draws its keys)
 *   ecdh            sf_secp256k1_ecdh (SHA-256 of the compressed shared
 *                   point) with a 65-byte peer key: validating the key (an
 *                   on-curve check) is part of the figure; libsecp256k1's
 *                   row takes a key parsed once, outside the loop
 *   sign, verify    ECDSA, RFC 6979 nonce, low S, 32-byte hash, 65-byte key
 *   schnorr_sign    BIP-340 on a 32-byte message with 32 bytes of aux, with
 *                   a keypair made once outside the loop
 *                   (sf_secp256k1_schnorr_sign_keypair): the same kind of
 *                   input as libsecp256k1's row, whose keypair also caches
 *                   the public key (sf_secp256k1_schnorr_sign, from the
 *                   secret key alone, costs one k G and one inversion more)
 *   schnorr_verify  BIP-340 verification, 32-byte x-only key: lifting x (a
 *                   square root) is part of the figure; libsecp256k1's row
 *                   takes an already parsed key
 *   mul_gen, mul, simul_gen   the raw multiplications of src/mult/k256
 *                   (Jacobian results, no conversion to affine)
 *
 * Each call feeds the next (the shared secret becomes the next key, the
 * signature the next hash), so the rows are latencies.
 */
#include <stdint.h>
#include <string.h>

#include "mult/k256/mult_k256.h"
#include "snowfield/secp256k1.h"

#include "bench.h"
#include "common/util.h"

void SF_BENCH_NAME(secp256k1)(sf_bench *b);

typedef struct sf_bench_k256_state {
    uint8_t sec[32], pub[65], peer[65], xonly[32], hash[32], aux[32],
        sig[64], ssig[64], out[32], keypair[64];
    uint64_t rng;
    sf_sc_k256 k, l;
    sf_ge_k256_affine q;
    sf_ge_k256_jac r;
    size_t failures;
} sf_bench_k256_state;

/* xorshift64*: a fast stand-in for a user-space DRBG (benchmark only). */
static int sf_bench_k256_fill(void *ctx, uint8_t *out, size_t len)
{
    uint64_t *s = (uint64_t *)ctx;
    for (size_t i = 0; i < len; i++) {
        *s ^= *s >> 12;
        *s ^= *s << 25;
        *s ^= *s >> 27;
        out[i] = (uint8_t)((*s * 0x2545F4914F6CDD1DULL) >> 56);
    }
    return 0;
}

static void sf_bench_k256_keygen(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    sf_rng rng = {sf_bench_k256_fill, &s->rng};
    uint8_t sec[32], pub[33];
    for (size_t i = 0; i < n; i++)
        s->failures += sf_secp256k1_keygen(sec, pub, &rng) != SF_OK;
    s->out[0] ^= pub[1];
}

static void sf_bench_k256_ecdh(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        s->failures += sf_secp256k1_ecdh(s->out, s->sec, s->peer, 65) != SF_OK;
        memcpy(s->sec, s->out, 32);
        s->sec[0] &= 0x7F; /* keep the next key below n */
    }
}

static void sf_bench_k256_sign(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        s->failures += sf_secp256k1_ecdsa_sign(s->sig, s->sec, s->hash) != SF_OK;
        memcpy(s->hash, s->sig + 32, 32);
    }
}

static void sf_bench_k256_verify(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_error rc = sf_secp256k1_ecdsa_verify(s->sig, s->pub, 65, s->hash);
        s->failures += rc != SF_OK;
        s->hash[0] ^= (uint8_t)rc; /* stays valid: rc is 0 */
    }
}

static void sf_bench_k256_schnorr_sign_keypair(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        s->failures += sf_secp256k1_schnorr_sign_keypair(s->ssig, s->keypair, s->hash,
                                                         32, s->aux) != SF_OK;
        memcpy(s->hash, s->ssig + 32, 32);
    }
}

static void sf_bench_k256_schnorr_verify(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_error rc = sf_secp256k1_schnorr_verify(s->ssig, s->xonly, s->hash, 32);
        s->failures += rc != SF_OK;
        s->hash[0] ^= (uint8_t)rc;
    }
}

/* the next scalar from the previous result's X */
static void sf_bench_k256_next(sf_bench_k256_state *s)
{
    uint8_t x[32];
    sf_fk256_encode(x, &s->r.X);
    (void)sf_sc_k256_load(&s->k, x);
}

static void sf_bench_k256_mul_gen(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_k256_mul_gen(&s->r, &s->k);
        sf_bench_k256_next(s);
    }
}

static void sf_bench_k256_mul(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_k256_mul(&s->r, &s->k, &s->q);
        sf_bench_k256_next(s);
    }
}

static void sf_bench_k256_simul_gen(void *state, size_t n)
{
    sf_bench_k256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_k256_simul_gen_vartime(&s->r, &s->k, &s->l, &s->q);
        sf_bench_k256_next(s);
    }
}

void SF_BENCH_NAME(secp256k1)(sf_bench *b)
{
    sf_bench_k256_state s;
    uint8_t peer_sec[32];
    if (!sf_bench_wants(b, "secp256k1"))
        return;
    memset(&s, 0, sizeof s);
    s.rng = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 32; i++) {
        s.sec[i] = (uint8_t)(0x3C + 7 * i);
        peer_sec[i] = (uint8_t)(0x5A + 11 * i);
        s.hash[i] = (uint8_t)(0x11 * i);
        s.aux[i] = (uint8_t)(0x77 + i);
    }
    if (sf_secp256k1_public_key_uncompressed(s.peer, peer_sec) != SF_OK ||
        sf_ge_k256_decode(&s.q, s.peer, 65) != SF_OK) {
        sf_bench_note(b, "secp256k1: set-up failed: its rows are skipped");
        return;
    }
    (void)sf_sc_k256_load(&s.k, s.sec);
    (void)sf_sc_k256_load(&s.l, peer_sec);

    sf_bench_run(b, "secp256k1", "keygen", SF_BENCH_IMPL, sf_bench_k256_keygen, &s, 1);
    sf_bench_run(b, "secp256k1", "ecdh", SF_BENCH_IMPL, sf_bench_k256_ecdh, &s, 1);
    sf_bench_run(b, "secp256k1", "sign", SF_BENCH_IMPL, sf_bench_k256_sign, &s, 1);
    /* verify needs a signature made with the key it checks against */
    SF_IGNORE_RESULT(sf_secp256k1_public_key_uncompressed(s.pub, s.sec));
    SF_IGNORE_RESULT(sf_secp256k1_ecdsa_sign(s.sig, s.sec, s.hash));
    sf_bench_run(b, "secp256k1", "verify", SF_BENCH_IMPL, sf_bench_k256_verify, &s, 1);
    /* keypair made once, as libsecp256k1's row does (secp256k1_keypair) */
    SF_IGNORE_RESULT(sf_secp256k1_keypair(s.keypair, s.sec));
    sf_bench_run(b, "secp256k1", "schnorr_sign", SF_BENCH_IMPL,
                 sf_bench_k256_schnorr_sign_keypair, &s, 1);
    SF_IGNORE_RESULT(sf_secp256k1_xonly_public_key(s.xonly, NULL, s.sec));
    SF_IGNORE_RESULT(sf_secp256k1_schnorr_sign(s.ssig, s.sec, s.hash, 32, s.aux));
    sf_bench_run(b, "secp256k1", "schnorr_verify", SF_BENCH_IMPL,
                 sf_bench_k256_schnorr_verify, &s, 1);
    sf_bench_run(b, "secp256k1", "mul_gen", SF_BENCH_IMPL, sf_bench_k256_mul_gen, &s, 1);
    sf_bench_run(b, "secp256k1", "mul", SF_BENCH_IMPL, sf_bench_k256_mul, &s, 1);
    sf_bench_run(b, "secp256k1", "simul_gen", SF_BENCH_IMPL, sf_bench_k256_simul_gen,
                 &s, 1);
    if (s.failures != 0)
        sf_bench_note(b, "secp256k1 (%s): %zu calls failed", SF_BENCH_IMPL,
                      s.failures);
    sf_bench_sink(&s, sizeof s);
}

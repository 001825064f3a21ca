/*
 * NIST P-256 (curve "p256"). Built twice (see bench.h): rows "snowfield"
 * and "snowfield-portable".
 *
 *   keygen     sf_p256_keygen, 65-byte public key, from a caller RNG (a
 *              small user-space generator, as OpenSSL draws from its own
 *              DRBG rather than from a system call per key)
 *   ecdh       sf_p256_ecdh with a 65-byte peer key (decoding and
 *              validating the key is part of the figure)
 *   sign       sf_p256_ecdsa_sign, RFC 6979 nonce, 32-byte hash
 *   verify     sf_p256_ecdsa_verify of a valid signature, 65-byte key
 *   mul_gen    k G, mul k P, simul_gen a G + b Q (variable time): the raw
 *              multiplications of src/mult/p256, Jacobian result (no
 *              conversion to affine, as OpenSSL's EC_POINT_mul)
 *
 * Each call feeds the next (the shared secret becomes the next key, the
 * signature the next hash, the output point's X the next scalar), so the
 * rows are latencies.
 */
#include <stdint.h>
#include <string.h>

#include "mult/p256/mult_p256.h"
#include "snowfield/p256.h"

#include "bench.h"
#include "common/util.h"

void SF_BENCH_NAME(p256)(sf_bench *b);

typedef struct sf_bench_p256_state {
    uint8_t priv[32], pub[65], peer[65], hash[32], sig[64], out[32];
    uint64_t rng;
    sf_sc_p256 k, l;
    sf_ge_p256_affine q;
    sf_ge_p256_jac r;
    size_t failures;
} sf_bench_p256_state;

/* xorshift64*: a fast stand-in for a user-space DRBG (benchmark only). */
static int sf_bench_p256_fill(void *ctx, uint8_t *out, size_t len)
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

static void sf_bench_p256_keygen(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    sf_rng rng = {sf_bench_p256_fill, &s->rng};
    for (size_t i = 0; i < n; i++)
        s->failures += sf_p256_keygen(s->priv, s->pub, 65, &rng) != SF_OK;
}

static void sf_bench_p256_ecdh(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        s->failures += sf_p256_ecdh(s->out, s->priv, s->peer, 65) != SF_OK;
        memcpy(s->priv, s->out, 32);
        s->priv[0] &= 0x7F; /* keep the next key below n */
    }
}

static void sf_bench_p256_sign(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        s->failures += sf_p256_ecdsa_sign(s->sig, s->priv, s->hash, 32) != SF_OK;
        memcpy(s->hash, s->sig + 32, 32);
    }
}

static void sf_bench_p256_verify(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_error rc = sf_p256_ecdsa_verify(s->sig, s->pub, 65, s->hash, 32);
        s->failures += rc != SF_OK;
        s->hash[0] ^= (uint8_t)rc; /* stays valid: rc is 0 */
    }
}

/* the next scalar from the previous result's X (reduced mod n) */
static void sf_bench_p256_next(sf_bench_p256_state *s)
{
    uint8_t x[32];
    sf_fp256_encode(x, &s->r.X);
    (void)sf_sc_p256_load(&s->k, x);
}

static void sf_bench_p256_mul_gen(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_p256_mul_gen(&s->r, &s->k);
        sf_bench_p256_next(s);
    }
}

static void sf_bench_p256_mul(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_p256_mul(&s->r, &s->k, &s->q);
        sf_bench_p256_next(s);
    }
}

static void sf_bench_p256_simul_gen(void *state, size_t n)
{
    sf_bench_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        sf_mult_p256_simul_gen_vartime(&s->r, &s->k, &s->l, &s->q);
        sf_bench_p256_next(s);
    }
}

void SF_BENCH_NAME(p256)(sf_bench *b)
{
    sf_bench_p256_state s;
    uint8_t peer_priv[32];
    if (!sf_bench_wants(b, "p256"))
        return;
    memset(&s, 0, sizeof s);
    s.rng = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 32; i++) {
        s.priv[i] = (uint8_t)(0x3C + 7 * i);
        peer_priv[i] = (uint8_t)(0x5A + 11 * i);
        s.hash[i] = (uint8_t)(0x11 * i);
    }
    if (sf_p256_public_key(s.peer, 65, peer_priv) != SF_OK ||
        sf_p256_public_key(s.pub, 65, s.priv) != SF_OK ||
        sf_p256_ecdsa_sign(s.sig, s.priv, s.hash, 32) != SF_OK ||
        sf_ge_p256_decode(&s.q, s.peer, 65) != SF_OK) {
        sf_bench_note(b, "p256: set-up failed: its rows are skipped");
        return;
    }
    (void)sf_sc_p256_load(&s.k, s.priv);
    (void)sf_sc_p256_load(&s.l, peer_priv);

    sf_bench_run(b, "p256", "keygen", SF_BENCH_IMPL, sf_bench_p256_keygen, &s, 1);
    sf_bench_run(b, "p256", "ecdh", SF_BENCH_IMPL, sf_bench_p256_ecdh, &s, 1);
    sf_bench_run(b, "p256", "sign", SF_BENCH_IMPL, sf_bench_p256_sign, &s, 1);
    /* verify needs a signature made with the key it checks against */
    SF_IGNORE_RESULT(sf_p256_public_key(s.pub, 65, s.priv));
    SF_IGNORE_RESULT(sf_p256_ecdsa_sign(s.sig, s.priv, s.hash, 32));
    sf_bench_run(b, "p256", "verify", SF_BENCH_IMPL, sf_bench_p256_verify, &s, 1);
    sf_bench_run(b, "p256", "mul_gen", SF_BENCH_IMPL, sf_bench_p256_mul_gen, &s, 1);
    sf_bench_run(b, "p256", "mul", SF_BENCH_IMPL, sf_bench_p256_mul, &s, 1);
    sf_bench_run(b, "p256", "simul_gen", SF_BENCH_IMPL, sf_bench_p256_simul_gen, &s, 1);
    if (s.failures != 0)
        sf_bench_note(b, "p256 (%s): %zu calls failed", SF_BENCH_IMPL, s.failures);
    sf_bench_sink(&s, sizeof s);
}

/*
 * libsodium rows: X25519 shared secret (the baseline of every ratio) and
 * Ed25519 sign/verify, the figures the curve issues compare against.
 */
#include <sodium.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"

/* ---- x25519 ecdh ------------------------------------------------------- */

typedef struct sf_bench_sodium_x25519 {
    unsigned char sk[crypto_scalarmult_SCALARBYTES];
    unsigned char pk[crypto_scalarmult_BYTES];
    unsigned char ss[crypto_scalarmult_BYTES];
} sf_bench_sodium_x25519;

/* ss = X25519(sk, pk), then sk = ss: the next call depends on this one. The
 * peer key stays a valid public key, so libsodium never takes its
 * all-zero-output error path. */
static void sf_bench_sodium_ecdh(void *state, size_t n)
{
    sf_bench_sodium_x25519 *s = state;
    size_t i;
    for (i = 0; i < n; i++) {
        if (crypto_scalarmult(s->ss, s->sk, s->pk) != 0)
            s->ss[0] ^= 1;
        memcpy(s->sk, s->ss, sizeof s->sk);
    }
}

/* ---- ed25519 sign / verify --------------------------------------------- */

typedef struct sf_bench_sodium_ed25519 {
    unsigned char pk[crypto_sign_PUBLICKEYBYTES];
    unsigned char sk[crypto_sign_SECRETKEYBYTES];
    unsigned char msg[32];
    unsigned char sig[crypto_sign_BYTES];
    unsigned int ok;
} sf_bench_sodium_ed25519;

/* Sign a 32-byte message (a hash, as the protocols sign), then fold the
 * signature into the next message. */
static void sf_bench_sodium_sign(void *state, size_t n)
{
    sf_bench_sodium_ed25519 *s = state;
    size_t i, j;
    for (i = 0; i < n; i++) {
        crypto_sign_detached(s->sig, NULL, s->msg, sizeof s->msg, s->sk);
        for (j = 0; j < sizeof s->msg; j++)
            s->msg[j] ^= s->sig[j];
    }
}

/* Verify one valid signature repeatedly; count the successes. */
static void sf_bench_sodium_verify(void *state, size_t n)
{
    sf_bench_sodium_ed25519 *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        s->ok += crypto_sign_verify_detached(s->sig, s->msg, sizeof s->msg,
                                             s->pk) == 0;
}

/* ---- ed25519 mul_gen / mul (the byte-level point multiplications) ------- */

typedef struct sf_bench_sodium_ed25519_mul {
    unsigned char k[crypto_scalarmult_ed25519_SCALARBYTES];
    unsigned char p[crypto_scalarmult_ed25519_BYTES];
    unsigned int ok;
} sf_bench_sodium_ed25519_mul;

/* [k]B encoded, folded into k (which stays below l: the top byte is kept). */
static void sf_bench_sodium_mul_gen(void *state, size_t n)
{
    sf_bench_sodium_ed25519_mul *s = state;
    size_t i;
    for (i = 0; i < n; i++) {
        s->ok += crypto_scalarmult_ed25519_base_noclamp(s->p, s->k) == 0;
        s->k[0] ^= (unsigned char)(s->p[0] | 1);
    }
}

/* p = [k]p: decode, multiply, encode. */
static void sf_bench_sodium_mul(void *state, size_t n)
{
    sf_bench_sodium_ed25519_mul *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        s->ok += crypto_scalarmult_ed25519_noclamp(s->p, s->k, s->p) == 0;
}

void sf_bench_peers_sodium(sf_bench *b)
{
    if (sodium_init() < 0) {
        sf_bench_note(b, "libsodium: sodium_init failed: its rows are skipped");
        return;
    }
    if (sf_bench_wants(b, "x25519")) {
        sf_bench_sodium_x25519 s;
        unsigned char peer_sk[crypto_scalarmult_SCALARBYTES];
        memset(&s, 0, sizeof s);
        memset(peer_sk, 0x5a, sizeof peer_sk);
        memset(s.sk, 0x3c, sizeof s.sk);
        crypto_scalarmult_base(s.pk, peer_sk);
        sf_bench_run(b, "x25519", "ecdh", "libsodium", sf_bench_sodium_ecdh,
                     &s, 1);
        sf_bench_sink(&s, sizeof s);
    }
    if (sf_bench_wants(b, "ed25519")) {
        sf_bench_sodium_ed25519 s;
        unsigned char seed[crypto_sign_SEEDBYTES];
        memset(&s, 0, sizeof s);
        memset(seed, 0x42, sizeof seed);
        crypto_sign_seed_keypair(s.pk, s.sk, seed);
        sf_bench_run(b, "ed25519", "sign", "libsodium", sf_bench_sodium_sign,
                     &s, 1);
        /* The last signature signs the current message: make it so. */
        crypto_sign_detached(s.sig, NULL, s.msg, sizeof s.msg, s.sk);
        sf_bench_run(b, "ed25519", "verify", "libsodium",
                     sf_bench_sodium_verify, &s, 1);
        if (s.ok == 0)
            sf_bench_note(b, "libsodium ed25519 verify rejected its own "
                          "signature: the verify row is meaningless");
        sf_bench_sink(&s, sizeof s);
    }
    if (sf_bench_wants(b, "ed25519")) {
        sf_bench_sodium_ed25519_mul s;
        size_t i;
        memset(&s, 0, sizeof s);
        for (i = 0; i < sizeof s.k; i++)
            s.k[i] = (unsigned char)(0x3b * i + 0x11);
        s.k[31] &= 0x0f;
        (void)crypto_scalarmult_ed25519_base_noclamp(s.p, s.k);
        sf_bench_run(b, "ed25519", "mul_gen", "libsodium", sf_bench_sodium_mul_gen,
                     &s, 1);
        sf_bench_run(b, "ed25519", "mul", "libsodium", sf_bench_sodium_mul, &s, 1);
        if (s.ok == 0)
            sf_bench_note(b, "libsodium ed25519 mul rows failed: they are meaningless");
        sf_bench_sink(&s, sizeof s);
    }
}

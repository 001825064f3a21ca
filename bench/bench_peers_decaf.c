/*
 * libdecaf rows: X448 shared secret and Ed448 sign/verify (curves x448,
 * ed448), libdecaf being the reference implementation of Ed448-Goldilocks.
 */
#include <decaf.h>
#include <decaf/ed448.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"

typedef struct sf_bench_decaf {
    uint8_t sk[DECAF_X448_PRIVATE_BYTES];
    uint8_t pk[DECAF_X448_PUBLIC_BYTES];
    uint8_t ss[DECAF_X448_PUBLIC_BYTES];
    decaf_eddsa_448_keypair_t kp;
    uint8_t ed_pk[DECAF_EDDSA_448_PUBLIC_BYTES];
    uint8_t msg[32];
    uint8_t sig[DECAF_EDDSA_448_SIGNATURE_BYTES];
    size_t ok;
} sf_bench_decaf;

/* ss = X448(sk, pk), then sk = ss (any 56 bytes are a valid scalar). */
static void sf_bench_decaf_ecdh(void *state, size_t n)
{
    sf_bench_decaf *s = state;
    size_t i;
    for (i = 0; i < n; i++) {
        s->ok += decaf_x448(s->ss, s->pk, s->sk) == DECAF_SUCCESS;
        memcpy(s->sk, s->ss, sizeof s->sk);
    }
}

static void sf_bench_decaf_sign(void *state, size_t n)
{
    sf_bench_decaf *s = state;
    size_t i, j;
    for (i = 0; i < n; i++) {
        decaf_ed448_keypair_sign(s->sig, s->kp, s->msg, sizeof s->msg, 0,
                                 NULL, 0);
        for (j = 0; j < sizeof s->msg; j++)
            s->msg[j] ^= s->sig[j];
    }
}

static void sf_bench_decaf_verify(void *state, size_t n)
{
    sf_bench_decaf *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        s->ok += decaf_ed448_verify(s->sig, s->ed_pk, s->msg, sizeof s->msg,
                                    0, NULL, 0) == DECAF_SUCCESS;
}

void sf_bench_peers_decaf(sf_bench *b)
{
    sf_bench_decaf s;
    memset(&s, 0, sizeof s);
    if (sf_bench_wants(b, "x448")) {
        uint8_t peer_sk[DECAF_X448_PRIVATE_BYTES];
        memset(peer_sk, 0x5a, sizeof peer_sk);
        memset(s.sk, 0x3c, sizeof s.sk);
        decaf_x448_derive_public_key(s.pk, peer_sk);
        sf_bench_run(b, "x448", "ecdh", "libdecaf", sf_bench_decaf_ecdh, &s, 1);
    }
    if (sf_bench_wants(b, "ed448")) {
        uint8_t seed[DECAF_EDDSA_448_PRIVATE_BYTES];
        size_t before;
        memset(seed, 0x42, sizeof seed);
        memset(s.msg, 0x77, sizeof s.msg);
        decaf_ed448_derive_keypair(s.kp, seed);
        decaf_ed448_keypair_extract_public_key(s.ed_pk, s.kp);
        sf_bench_run(b, "ed448", "sign", "libdecaf", sf_bench_decaf_sign, &s,
                     1);
        decaf_ed448_keypair_sign(s.sig, s.kp, s.msg, sizeof s.msg, 0, NULL, 0);
        before = s.ok;
        sf_bench_run(b, "ed448", "verify", "libdecaf", sf_bench_decaf_verify,
                     &s, 1);
        if (s.ok == before)
            sf_bench_note(b, "libdecaf: Ed448 verify rejected its own "
                          "signature");
        decaf_ed448_keypair_destroy(s.kp);
    }
    sf_bench_sink(&s, sizeof s);
}

/*
 * OpenSSL (libcrypto) rows: X25519 shared secret through the EVP interface,
 * the way an application calls it. The figure includes EVP's dispatch, which
 * is part of what a user of OpenSSL pays.
 */
#include <openssl/evp.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"

typedef struct sf_bench_openssl_x25519 {
    EVP_PKEY_CTX *ctx;      /* derive context: our key, peer already set */
    unsigned char ss[32];
    size_t failures;
} sf_bench_openssl_x25519;

/* One derive per call. EVP keeps the private key inside the context, so the
 * output cannot be fed back as the next key without rebuilding the context
 * (which would then dominate); the output goes to the sink instead, and the
 * calls cannot be elided because they go through libcrypto. */
static void sf_bench_openssl_ecdh(void *state, size_t n)
{
    sf_bench_openssl_x25519 *s = state;
    size_t i;
    for (i = 0; i < n; i++) {
        size_t len = sizeof s->ss;
        if (EVP_PKEY_derive(s->ctx, s->ss, &len) != 1 || len != sizeof s->ss)
            s->failures++;
    }
}

void sf_bench_peers_openssl(sf_bench *b)
{
    if (sf_bench_wants(b, "x25519")) {
        unsigned char sk[32], peer_sk[32], peer_pk[32];
        size_t pk_len = sizeof peer_pk;
        EVP_PKEY *key = NULL, *peer_priv = NULL, *peer = NULL;
        sf_bench_openssl_x25519 s;

        memset(&s, 0, sizeof s);
        memset(sk, 0x3c, sizeof sk);
        memset(peer_sk, 0x5a, sizeof peer_sk);
        key = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, sk, sizeof sk);
        peer_priv = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, peer_sk,
                                                 sizeof peer_sk);
        if (key != NULL && peer_priv != NULL &&
            EVP_PKEY_get_raw_public_key(peer_priv, peer_pk, &pk_len) == 1)
            peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, peer_pk,
                                               pk_len);
        if (peer != NULL)
            s.ctx = EVP_PKEY_CTX_new(key, NULL);
        if (s.ctx == NULL || EVP_PKEY_derive_init(s.ctx) != 1 ||
            EVP_PKEY_derive_set_peer(s.ctx, peer) != 1) {
            sf_bench_note(b, "openssl: X25519 set-up failed: its row is skipped");
        } else {
            sf_bench_run(b, "x25519", "ecdh", "openssl", sf_bench_openssl_ecdh,
                         &s, 1);
            if (s.failures != 0)
                sf_bench_note(b, "openssl: %zu X25519 derives failed",
                              s.failures);
            sf_bench_sink(s.ss, sizeof s.ss);
        }
        EVP_PKEY_CTX_free(s.ctx);
        EVP_PKEY_free(peer);
        EVP_PKEY_free(peer_priv);
        EVP_PKEY_free(key);
    }
}

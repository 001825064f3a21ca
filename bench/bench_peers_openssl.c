/*
 * OpenSSL (libcrypto) rows: X25519 shared secret through the EVP interface,
 * the way an application calls it. The figure includes EVP's dispatch, which
 * is part of what a user of OpenSSL pays.
 *
 * P-256: keygen (EVP_PKEY_generate, a fresh EVP_PKEY per call, freed),
 * ecdh (EVP_PKEY_derive, peer set once), sign and verify (EVP_PKEY_sign /
 * EVP_PKEY_verify on a 32-byte hash, DER signatures), all through EVP as
 * above; and the raw multiplications mul_gen (k G), mul (k P), simul_gen
 * (a G + b Q) through EC_POINT_mul, OpenSSL's lowest public level, whose
 * result stays in its internal projective form as Snowfield's rows do.
 */
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
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

static void sf_bench_openssl_p256(sf_bench *b);

void sf_bench_peers_openssl(sf_bench *b)
{
    if (sf_bench_wants(b, "p256"))
        sf_bench_openssl_p256(b);
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

/* ---- P-256 ------------------------------------------------------------------ */

typedef struct sf_bench_openssl_p256_state {
    EVP_PKEY_CTX *gen, *derive, *sign, *verify;
    EC_GROUP *group;
    EC_POINT *r, *q;
    BIGNUM *k, *l;
    BN_CTX *bn;
    unsigned char hash[32], sig[80], ss[32];
    size_t siglen;
    size_t failures;
} sf_bench_openssl_p256_state;

static void sf_bench_openssl_p256_keygen(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        EVP_PKEY *key = NULL;
        if (EVP_PKEY_generate(s->gen, &key) != 1)
            s->failures++;
        EVP_PKEY_free(key);
    }
}

static void sf_bench_openssl_p256_ecdh(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        size_t len = sizeof s->ss;
        if (EVP_PKEY_derive(s->derive, s->ss, &len) != 1 || len != sizeof s->ss)
            s->failures++;
    }
}

static void sf_bench_openssl_p256_sign(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++) {
        size_t len = sizeof s->sig;
        if (EVP_PKEY_sign(s->sign, s->sig, &len, s->hash, sizeof s->hash) != 1)
            s->failures++;
        s->hash[i % 32] ^= s->sig[len - 1]; /* the next hash */
    }
}

static void sf_bench_openssl_p256_verify(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++)
        if (EVP_PKEY_verify(s->verify, s->sig, s->siglen, s->hash,
                            sizeof s->hash) != 1)
            s->failures++;
}

static void sf_bench_openssl_p256_mul_gen(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++)
        if (EC_POINT_mul(s->group, s->r, s->k, NULL, NULL, s->bn) != 1)
            s->failures++;
}

static void sf_bench_openssl_p256_mul(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++)
        if (EC_POINT_mul(s->group, s->r, NULL, s->q, s->k, s->bn) != 1)
            s->failures++;
}

static void sf_bench_openssl_p256_simul_gen(void *state, size_t n)
{
    sf_bench_openssl_p256_state *s = state;
    for (size_t i = 0; i < n; i++)
        if (EC_POINT_mul(s->group, s->r, s->k, s->q, s->l, s->bn) != 1)
            s->failures++;
}

/* A P-256 key generated through EVP, or NULL. */
static EVP_PKEY *sf_bench_openssl_p256_key(EVP_PKEY_CTX *gen)
{
    EVP_PKEY *key = NULL;
    return EVP_PKEY_generate(gen, &key) == 1 ? key : NULL;
}

static void sf_bench_openssl_p256(sf_bench *b)
{
    sf_bench_openssl_p256_state s;
    EVP_PKEY *key = NULL, *peer = NULL;
    int ok;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < 32; i++)
        s.hash[i] = (unsigned char)(0x11 * i);
    s.gen = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    ok = s.gen != NULL && EVP_PKEY_keygen_init(s.gen) == 1 &&
         EVP_PKEY_CTX_set_group_name(s.gen, "P-256") == 1;
    if (ok) {
        key = sf_bench_openssl_p256_key(s.gen);
        peer = sf_bench_openssl_p256_key(s.gen);
    }
    ok = ok && key != NULL && peer != NULL;
    if (ok) {
        s.derive = EVP_PKEY_CTX_new(key, NULL);
        s.sign = EVP_PKEY_CTX_new(key, NULL);
        s.verify = EVP_PKEY_CTX_new(key, NULL);
        ok = s.derive != NULL && s.sign != NULL && s.verify != NULL &&
             EVP_PKEY_derive_init(s.derive) == 1 &&
             EVP_PKEY_derive_set_peer(s.derive, peer) == 1 &&
             EVP_PKEY_sign_init(s.sign) == 1 &&
             EVP_PKEY_verify_init(s.verify) == 1;
    }
    s.group = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
    s.bn = BN_CTX_new();
    s.k = BN_new();
    s.l = BN_new();
    ok = ok && s.group != NULL && s.bn != NULL && s.k != NULL && s.l != NULL &&
         BN_hex2bn(&s.k, "3c434a51585f666d747b828990979ea5acb3bac1c8cfd6dde4ebf2f900070e15") != 0 &&
         BN_hex2bn(&s.l, "5a65707b86919ca7b2bdc8d3dee9f4ff0a15202b36414c57626d78838e99a4af") != 0;
    if (ok) {
        s.r = EC_POINT_new(s.group);
        s.q = EC_POINT_new(s.group);
        ok = s.r != NULL && s.q != NULL &&
             EC_POINT_mul(s.group, s.q, s.l, NULL, NULL, s.bn) == 1;
    }
    if (!ok) {
        sf_bench_note(b, "openssl: P-256 set-up failed: its rows are skipped");
    } else {
        sf_bench_run(b, "p256", "keygen", "openssl", sf_bench_openssl_p256_keygen, &s, 1);
        sf_bench_run(b, "p256", "ecdh", "openssl", sf_bench_openssl_p256_ecdh, &s, 1);
        sf_bench_run(b, "p256", "sign", "openssl", sf_bench_openssl_p256_sign, &s, 1);
        s.siglen = sizeof s.sig;
        if (EVP_PKEY_sign(s.sign, s.sig, &s.siglen, s.hash, sizeof s.hash) != 1)
            s.failures++;
        sf_bench_run(b, "p256", "verify", "openssl", sf_bench_openssl_p256_verify, &s, 1);
        sf_bench_run(b, "p256", "mul_gen", "openssl", sf_bench_openssl_p256_mul_gen, &s, 1);
        sf_bench_run(b, "p256", "mul", "openssl", sf_bench_openssl_p256_mul, &s, 1);
        sf_bench_run(b, "p256", "simul_gen", "openssl", sf_bench_openssl_p256_simul_gen, &s, 1);
        if (s.failures != 0)
            sf_bench_note(b, "openssl: %zu P-256 calls failed", s.failures);
        sf_bench_sink(s.ss, sizeof s.ss);
        sf_bench_sink(s.sig, sizeof s.sig);
    }
    EC_POINT_free(s.r);
    EC_POINT_free(s.q);
    BN_free(s.k);
    BN_free(s.l);
    BN_CTX_free(s.bn);
    EC_GROUP_free(s.group);
    EVP_PKEY_CTX_free(s.derive);
    EVP_PKEY_CTX_free(s.sign);
    EVP_PKEY_CTX_free(s.verify);
    EVP_PKEY_CTX_free(s.gen);
    EVP_PKEY_free(key);
    EVP_PKEY_free(peer);
}

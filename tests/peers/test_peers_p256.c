/*
 * Differential test of P-256 against OpenSSL's libcrypto: 10,000 random
 * private keys and messages (plus a few draws >= n, which Snowfield must
 * refuse).
 * For each:
 *   - the public key d G: Snowfield's encoding equals OpenSSL's;
 *   - ECDH with the previous key's public point: the same shared secret;
 *   - a Snowfield signature (deterministic and hedged in turn) verifies in
 *     OpenSSL, an OpenSSL signature verifies in Snowfield, and each with one
 *     bit flipped (in r, s or the hash, in turn) fails in both;
 *   - hashes of every length from 0 to 64 bytes, so both sides' bits2int
 *     (the leftmost 256 bits) are compared too.
 * The same body runs on both field backends. OpenSSL's EC_KEY / ECDSA_SIG
 * level is used: it is deprecated in OpenSSL 3 but is the shortest way to
 * sign a raw hash with a given key, and is exactly the primitive we compare.
 *
 * Skipped, with the reason, when libcrypto was not found at build time.
 */
#include <stdint.h>
#include <string.h>

#include "proto/p256_test_util.h"
#include "snowfield/hash.h"
#include "snowfield/p256.h"
#include "test.h"

#ifdef SF_HAVE_OPENSSL
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/obj_mac.h>
#endif

#define SF_PEER_P256_KEYS 10000

#ifdef SF_HAVE_OPENSSL
/* The OpenSSL side of one key: its EC_KEY (private and public set) and the
 * public point's uncompressed encoding. */
typedef struct sf_peer_p256 {
    const EC_GROUP *group;
    BN_CTX *bn;
    EC_KEY *key;
    uint8_t pub[65];
} sf_peer_p256;

/* OpenSSL computes the key for priv; returns 1 on success. */
static int sf_peer_p256_key(sf_peer_p256 *s, const uint8_t priv[32])
{
    BIGNUM *d = BN_bin2bn(priv, 32, NULL);
    EC_POINT *q = EC_POINT_new(s->group);
    int ok = d != NULL && q != NULL &&
             EC_POINT_mul(s->group, q, d, NULL, NULL, s->bn) == 1 &&
             EC_KEY_set_private_key(s->key, d) == 1 &&
             EC_KEY_set_public_key(s->key, q) == 1 &&
             EC_POINT_point2oct(s->group, q, POINT_CONVERSION_UNCOMPRESSED,
                                s->pub, 65, s->bn) == 65;
    EC_POINT_free(q);
    BN_clear_free(d);
    return ok;
}

/* secret = X(priv * peer) by OpenSSL; returns 1 on success. */
static int sf_peer_p256_ecdh(sf_peer_p256 *s, uint8_t secret[32],
                             const uint8_t priv[32], const uint8_t peer[65])
{
    BIGNUM *d = BN_bin2bn(priv, 32, NULL), *x = BN_new();
    EC_POINT *q = EC_POINT_new(s->group), *r = EC_POINT_new(s->group);
    int ok = d != NULL && x != NULL && q != NULL && r != NULL &&
             EC_POINT_oct2point(s->group, q, peer, 65, s->bn) == 1 &&
             EC_POINT_mul(s->group, r, NULL, q, d, s->bn) == 1 &&
             EC_POINT_get_affine_coordinates(s->group, r, x, NULL, s->bn) == 1 &&
             BN_bn2binpad(x, secret, 32) == 32;
    EC_POINT_free(q);
    EC_POINT_free(r);
    BN_clear_free(d);
    BN_free(x);
    return ok;
}

/* sig = r || s, OpenSSL's signature of hash under s->key. */
static int sf_peer_p256_sign(sf_peer_p256 *s, uint8_t sig[64],
                             const uint8_t *hash, size_t hlen)
{
    ECDSA_SIG *e = ECDSA_do_sign(hash, (int)hlen, s->key);
    const BIGNUM *r = NULL, *t = NULL;
    int ok;
    if (e == NULL)
        return 0;
    ECDSA_SIG_get0(e, &r, &t);
    ok = BN_bn2binpad(r, sig, 32) == 32 && BN_bn2binpad(t, sig + 32, 32) == 32;
    ECDSA_SIG_free(e);
    return ok;
}

/* 1 if OpenSSL accepts sig = r || s on hash under s->key, 0 if it rejects
 * it, -1 on an internal error. */
static int sf_peer_p256_verify(sf_peer_p256 *s, const uint8_t sig[64],
                               const uint8_t *hash, size_t hlen)
{
    ECDSA_SIG *e = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(sig, 32, NULL), *t = BN_bin2bn(sig + 32, 32, NULL);
    int rc = -1;
    if (e != NULL && r != NULL && t != NULL && ECDSA_SIG_set0(e, r, t) == 1) {
        r = t = NULL; /* owned by e now */
        rc = ECDSA_do_verify(hash, (int)hlen, e, s->key);
    }
    BN_free(r);
    BN_free(t);
    ECDSA_SIG_free(e);
    return rc;
}

/* Flip bit `bit` of sig (0..511) or, for bit >= 512, a bit of the hash
 * that ECDSA reads (its first 32 bytes: the rest is cut off by bits2int,
 * so flipping it must NOT change the verdict). */
static void sf_peer_p256_corrupt(uint8_t sig[64], uint8_t *hash, size_t hlen,
                                 unsigned bit)
{
    if (bit < 512)
        sig[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    else if (hlen > 0)
        hash[(bit - 512) % (hlen < 32 ? hlen : 32)] ^= 0x80;
    else
        sig[0] ^= 0x01; /* an empty hash has no bit to flip: r instead */
}
#endif

SF_TEST(peers_p256_openssl)
{
#ifdef SF_HAVE_OPENSSL
    sf_peer_p256 s;
    sf_test_rng rng;
    uint8_t priv[32], prev_priv[32], prev_pub[65], pub[65], a[32], b[32];
    uint8_t msg[64], hash[64], sig[64], bad[64], badhash[64];
    long n_keys = 0, n_sigs = 0, n_bad = 0;
    s.bn = BN_CTX_new();
    s.key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1);
    s.group = s.key != NULL ? EC_KEY_get0_group(s.key) : NULL;
    if (s.bn == NULL || s.group == NULL) {
        SF_CHECK(!"OpenSSL set-up failed");
        BN_CTX_free(s.bn);
        EC_KEY_free(s.key);
        return;
    }
    sf_test_rng_seed(&rng, 0x9256);
    memset(prev_pub, 0, sizeof prev_pub);
    for (long i = 0; n_keys < SF_PEER_P256_KEYS && i < 2 * SF_PEER_P256_KEYS; i++) {
        size_t hlen = (size_t)(i % 65);
        unsigned bit = (unsigned)(sf_test_rng_u64(&rng) % 768);
        int ours;
        /* a random key; both sides agree on whether it is valid */
        sf_test_rng_bytes(&rng, priv, 32);
        if (i % 1000 == 999)
            memset(priv, 0xFF, 8); /* now and then near 2^256: >= n */
        ours = sf_p256_public_key(pub, 65, priv) == SF_OK;
        if (!ours) {
            /* only d >= n may be refused (d = 0 is not drawn) */
            SF_CHECK(priv[0] == 0xFF && priv[1] == 0xFF);
            continue;
        }
        SF_CHECK(sf_peer_p256_key(&s, priv));
        SF_CHECK_BYTES(pub, s.pub, 65);
        n_keys++;
        /* ECDH with the previous key */
        if (prev_pub[0] == 0x04) {
            SF_CHECK(sf_p256_ecdh(a, priv, prev_pub, 65) == SF_OK);
            SF_CHECK(sf_peer_p256_ecdh(&s, b, priv, prev_pub));
            SF_CHECK_BYTES(a, b, 32);
            /* and the other way round */
            SF_CHECK(sf_p256_ecdh(b, prev_priv, pub, 65) == SF_OK);
            SF_CHECK_BYTES(a, b, 32);
        }
        /* a message hash of length hlen */
        sf_test_rng_bytes(&rng, msg, sizeof msg);
        SF_CHECK(sf_sha256(hash, msg, sizeof msg) == SF_OK);
        SF_CHECK(sf_sha256(hash + 32, hash, 32) == SF_OK);
        /* ours -> OpenSSL */
        if (i % 2 == 0)
            SF_CHECK(sf_p256_ecdsa_sign(sig, priv, hash, hlen) == SF_OK);
        else
            SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, priv, hash, hlen, NULL) == SF_OK);
        SF_CHECK(sf_peer_p256_verify(&s, sig, hash, hlen) == 1);
        if (hlen > 32) {
            /* bytes past the leftmost 256 bits do not count, on both sides */
            memcpy(badhash, hash, sizeof hash);
            badhash[hlen - 1] ^= 1;
            SF_CHECK(sf_peer_p256_verify(&s, sig, badhash, hlen) == 1);
            SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, badhash, hlen) == SF_OK);
        }
        memcpy(bad, sig, 64);
        memcpy(badhash, hash, sizeof hash);
        sf_peer_p256_corrupt(bad, badhash, hlen, bit);
        SF_CHECK(sf_peer_p256_verify(&s, bad, badhash, hlen) != 1);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, badhash, hlen) != SF_OK);
        /* OpenSSL -> ours */
        SF_CHECK(sf_peer_p256_sign(&s, sig, hash, hlen));
        SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, hash, hlen) == SF_OK);
        memcpy(bad, sig, 64);
        memcpy(badhash, hash, sizeof hash);
        sf_peer_p256_corrupt(bad, badhash, hlen, (bit + 256) % 768);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, badhash, hlen) != SF_OK);
        SF_CHECK(sf_peer_p256_verify(&s, bad, badhash, hlen) != 1);
        n_sigs += 2;
        n_bad += 2;
        memcpy(prev_priv, priv, 32);
        memcpy(prev_pub, pub, 65);
    }
    printf("    OpenSSL: %ld keys, %ld ECDH, %ld signatures each way verified, "
           "%ld corrupted rejected by both\n",
           n_keys, n_keys - 1, n_sigs / 2, n_bad);
    SF_CHECK(n_keys == SF_PEER_P256_KEYS);
    sf_wipe(priv, sizeof priv);
    EC_KEY_free(s.key);
    BN_CTX_free(s.bn);
#else
    SF_SKIP("OpenSSL libcrypto not found at build time");
#endif
}

const sf_test_case sf_tests_peers_p256[] = {
    SF_CASE(peers_p256_openssl),
    SF_CASES_END,
};

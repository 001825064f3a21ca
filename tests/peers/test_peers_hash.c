/*
 * Differential tests of the hash layer against the peer libraries: SHA-256,
 * SHA-512, HMAC-SHA-256 and SHAKE256 against OpenSSL's EVP, keyed and
 * unkeyed BLAKE2b against libsodium's crypto_generichash. Random messages of
 * every length up to a few blocks, so every padding boundary is crossed.
 *
 * A peer missing at build time (cmake/peers.cmake) makes its cases skip,
 * with the reason, rather than pass.
 */
#include <stdint.h>
#include <string.h>

#include "snowfield/hash.h"
#include "test.h"

#ifdef SF_HAVE_OPENSSL
#include <openssl/evp.h>
#include <openssl/hmac.h>
#endif
#ifdef SF_HAVE_SODIUM
#include <sodium.h>
#endif

/* Lengths 0..SF_PEER_HASH_MAXLEN cover 0, 1, every block boundary of the
 * 64-, 128- and 136-byte block sizes, and multi-block messages. */
#define SF_PEER_HASH_MAXLEN 600

#ifdef SF_HAVE_OPENSSL
/* out = the EVP digest md of msg; returns 1 on success. */
static int sf_peer_evp_digest(const EVP_MD *md, uint8_t *out, size_t outlen,
                              const uint8_t *msg, size_t len)
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    unsigned int n = 0;
    int ok = ctx != NULL && EVP_DigestInit_ex(ctx, md, NULL) == 1 &&
             EVP_DigestUpdate(ctx, msg, len) == 1;
    if (ok && EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF)
        ok = EVP_DigestFinalXOF(ctx, out, outlen) == 1;
    else if (ok)
        ok = EVP_DigestFinal_ex(ctx, out, &n) == 1 && n == outlen;
    EVP_MD_CTX_free(ctx);
    return ok;
}
#endif

SF_TEST(peers_hash_sha2_openssl)
{
#ifdef SF_HAVE_OPENSSL
    static uint8_t msg[SF_PEER_HASH_MAXLEN];
    uint8_t a[64], b[64];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x5a256);
    for (size_t len = 0; len <= SF_PEER_HASH_MAXLEN; len++) {
        sf_test_rng_bytes(&rng, msg, len);
        SF_CHECK(sf_sha256(a, msg, len) == SF_OK);
        SF_CHECK(sf_peer_evp_digest(EVP_sha256(), b, 32, msg, len));
        SF_CHECK_BYTES(a, b, 32);
        SF_CHECK(sf_sha512(a, msg, len) == SF_OK);
        SF_CHECK(sf_peer_evp_digest(EVP_sha512(), b, 64, msg, len));
        SF_CHECK_BYTES(a, b, 64);
    }
#else
    SF_SKIP("OpenSSL libcrypto not found at build time");
#endif
}

SF_TEST(peers_hash_hmac_openssl)
{
#ifdef SF_HAVE_OPENSSL
    static uint8_t msg[SF_PEER_HASH_MAXLEN];
    uint8_t key[200], a[32], b[32];
    unsigned int n;
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4d4ac);
    /* Key lengths around the 64-byte block (padded vs hashed keys). */
    for (size_t i = 0; i < 400; i++) {
        size_t keylen = i % 131, len = (i * 37) % SF_PEER_HASH_MAXLEN;
        sf_test_rng_bytes(&rng, key, keylen);
        sf_test_rng_bytes(&rng, msg, len);
        SF_CHECK(sf_hmac_sha256(a, key, keylen, msg, len) == SF_OK);
        n = 0;
        SF_CHECK(HMAC(EVP_sha256(), key, (int)keylen, msg, len, b, &n) != NULL);
        SF_CHECK(n == 32);
        SF_CHECK_BYTES(a, b, 32);
    }
#else
    SF_SKIP("OpenSSL libcrypto not found at build time");
#endif
}

SF_TEST(peers_hash_shake256_openssl)
{
#ifdef SF_HAVE_OPENSSL
    static uint8_t msg[SF_PEER_HASH_MAXLEN];
    uint8_t a[300], b[300];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x5ba4e);
    for (size_t len = 0; len <= SF_PEER_HASH_MAXLEN; len += 3) {
        /* Output lengths across the 136-byte rate as well. */
        size_t outlen = 1 + (len * 7) % sizeof a;
        sf_test_rng_bytes(&rng, msg, len);
        SF_CHECK(sf_shake256(a, outlen, msg, len) == SF_OK);
        SF_CHECK(sf_peer_evp_digest(EVP_shake256(), b, outlen, msg, len));
        SF_CHECK_BYTES(a, b, outlen);
    }
#else
    SF_SKIP("OpenSSL libcrypto not found at build time");
#endif
}

SF_TEST(peers_hash_blake2b_sodium)
{
#ifdef SF_HAVE_SODIUM
    static uint8_t msg[SF_PEER_HASH_MAXLEN];
    uint8_t key[64], a[64], b[64];
    sf_test_rng rng;
    SF_CHECK(sodium_init() >= 0);
    sf_test_rng_seed(&rng, 0xb1a2e);
    for (size_t len = 0; len <= SF_PEER_HASH_MAXLEN; len++) {
        /* libsodium's generichash takes digests of 16..64 bytes and keys
         * of 0 or 16..64 bytes. */
        size_t outlen = 16 + len % 49;
        size_t keylen = (len % 3 == 0) ? 0 : 16 + len % 49;
        sf_test_rng_bytes(&rng, msg, len);
        sf_test_rng_bytes(&rng, key, keylen);
        SF_CHECK(sf_blake2b(a, outlen, keylen ? key : NULL, keylen, msg,
                            len) == SF_OK);
        SF_CHECK(crypto_generichash(b, outlen, msg, len,
                                    keylen ? key : NULL, keylen) == 0);
        SF_CHECK_BYTES(a, b, outlen);
    }
#else
    SF_SKIP("libsodium not found at build time");
#endif
}

const sf_test_case sf_tests_peers_hash[] = {
    SF_CASE(peers_hash_sha2_openssl),
    SF_CASE(peers_hash_hmac_openssl),
    SF_CASE(peers_hash_shake256_openssl),
    SF_CASE(peers_hash_blake2b_sodium),
    SF_CASES_END,
};

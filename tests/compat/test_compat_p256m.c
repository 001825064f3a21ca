/*
 * The p256-m API (include/snowfield/compat/p256-m.h), closed-box, on both
 * field backends:
 *  - every vector of tests/vectors/p256/ through the four functions, with
 *    p256-m's exact return codes;
 *  - the program's own p256_generate_random() is the one the library calls
 *    (this file defines it, so the library's weak default is not linked in;
 *    scripts/install_check.sh builds programs with and without one);
 *  - rigged randomness: a failing RNG, out-of-range draws, and the hedged
 *    nonce (the same bytes give the native hedged signature);
 *  - every error path, NULL pointers included, with zeroed outputs.
 */
#include <string.h>

#include "proto/p256_test_util.h"
#include "proto/p256/p256_internal.h"
#include "snowfield/compat/p256-m.h"
#include "snowfield/p256.h"
#include "test.h"

/* ---- the program's RNG --------------------------------------------------------- */

/*
 * p256-m takes its randomness from a function with no context argument, so
 * the rig lives in a file-scope variable of this test program (the library
 * itself keeps no state). Modes: 0 the OS, 1 fail, 2 a fixed sequence of
 * 32-byte blocks (then the OS), 3 all-0xFF (>= n) forever.
 */
static struct {
    int mode;
    unsigned calls;
    const uint8_t *seq;
    unsigned seq_blocks;
} sf_p256mt_rig;

int p256_generate_random(uint8_t *output, unsigned output_size)
{
    sf_p256mt_rig.calls++;
    switch (sf_p256mt_rig.mode) {
    case 1:
        return -1;
    case 2:
        if (output_size == 32 && sf_p256mt_rig.seq_blocks > 0) {
            memcpy(output, sf_p256mt_rig.seq, 32);
            sf_p256mt_rig.seq += 32;
            sf_p256mt_rig.seq_blocks--;
            return 0;
        }
        break;
    case 3:
        memset(output, 0xFF, output_size);
        return 0;
    default:
        break;
    }
    return sf_random_bytes(output, output_size) == SF_OK ? 0 : 1;
}

static void sf_p256mt_rig_set(int mode, const uint8_t *seq, unsigned blocks)
{
    sf_p256mt_rig.mode = mode;
    sf_p256mt_rig.calls = 0;
    sf_p256mt_rig.seq = seq;
    sf_p256mt_rig.seq_blocks = blocks;
}

/* The sequence rig as an sf_rng, to feed the native functions the same
 * bytes. */
static int sf_p256mt_fill(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    return p256_generate_random(out, (unsigned)len);
}

/* p256-m's value for an error name of the vector files. */
static int sf_p256mt_code(const char *name)
{
    if (strcmp(name, "null") == 0)
        return P256_SUCCESS;
    if (strcmp(name, "P256_INVALID_PUBKEY") == 0)
        return P256_INVALID_PUBKEY;
    if (strcmp(name, "P256_INVALID_PRIVKEY") == 0)
        return P256_INVALID_PRIVKEY;
    if (strcmp(name, "P256_INVALID_SIGNATURE") == 0)
        return P256_INVALID_SIGNATURE;
    return 1; /* no such code: the check fails */
}

/* ---- the codes ------------------------------------------------------------------ */

SF_TEST(p256m_codes)
{
    /* p256-m's values, part of its ABI */
    SF_CHECK(P256_SUCCESS == 0);
    SF_CHECK(P256_RANDOM_FAILED == -1);
    SF_CHECK(P256_INVALID_PUBKEY == -2);
    SF_CHECK(P256_INVALID_PRIVKEY == -3);
    SF_CHECK(P256_INVALID_SIGNATURE == -4);
}

/* ---- the vectors ---------------------------------------------------------------- */

SF_TEST(p256m_vectors_ecdh)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdh.jsonl");
    sf_p256t_rec v;
    uint8_t shared[32], pub[64];
    long n = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdh.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        int code = sf_p256mt_code(v.error);
        SF_CHECK(v.priv_len == 32 && v.peer_pub_len == 64);
        memset(shared, 0xAA, sizeof shared);
        SF_CHECK(p256_ecdh_shared_secret(shared, v.priv, v.peer_pub) == code);
        if (code == P256_SUCCESS) {
            SF_CHECK(v.shared_len == 32);
            SF_CHECK_BYTES(shared, v.shared, 32);
            if (v.own_pub_len == 64) {
                /* the own key, through the native API: same bytes */
                SF_CHECK(sf_p256_public_key(pub, 64, v.priv) == SF_OK);
                SF_CHECK_BYTES(pub, v.own_pub, 64);
            }
        } else {
            SF_CHECK(sf_p256t_is_zero(shared, 32));
        }
        n++;
    }
    fclose(f);
    SF_CHECK(n == 19);
}

SF_TEST(p256m_vectors_verify)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_verify.jsonl");
    sf_p256t_rec v;
    long n = 0, nvalid = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_verify.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        int code = sf_p256mt_code(v.error);
        SF_CHECK(v.pub_len == 64 && v.sig_len == 64 && v.hash_len >= 0);
        SF_CHECK(p256_ecdsa_verify(v.sig, v.pub, v.hash, (size_t)v.hash_len) == code);
        nvalid += code == P256_SUCCESS;
        n++;
    }
    fclose(f);
    SF_CHECK(n == 79 && nvalid == 12);
}

/* The signing vectors: p256-m's sign draws its own randomness, so what can
 * be checked is that each signature verifies (both APIs), that the keys
 * match, and that two signatures of one hash differ (hedged nonce). */
SF_TEST(p256m_vectors_sign)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_sign_rfc6979.jsonl");
    sf_p256t_rec v;
    uint8_t sig[64], sig2[64];
    long n = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_sign_rfc6979.jsonl missing");
    sf_p256mt_rig_set(0, NULL, 0);
    while (sf_p256t_next(f, &v)) {
        size_t hlen = (size_t)v.hash_len;
        SF_CHECK(v.priv_len == 32 && v.pub_len == 64 && v.sig_len == 64);
        SF_CHECK(v.hash_len >= 0);
        /* the RFC's own signature verifies through the p256-m API */
        SF_CHECK(p256_ecdsa_verify(v.sig, v.pub, v.hash, hlen) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_sign(sig, v.priv, v.hash, hlen) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_sign(sig2, v.priv, v.hash, hlen) == P256_SUCCESS);
        SF_CHECK(memcmp(sig, sig2, 64) != 0);
        SF_CHECK(p256_ecdsa_verify(sig, v.pub, v.hash, hlen) == P256_SUCCESS);
        SF_CHECK(sf_p256_ecdsa_verify(sig2, v.pub, 64, v.hash, hlen) == SF_OK);
        /* a flipped bit of s fails */
        sig[63] ^= 1;
        SF_CHECK(p256_ecdsa_verify(sig, v.pub, v.hash, hlen) == P256_INVALID_SIGNATURE);
        n++;
    }
    fclose(f);
    SF_CHECK(n == 12);
}

SF_TEST(p256m_vectors_sign_errors)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_sign_errors.jsonl");
    sf_p256t_rec v;
    uint8_t sig[64];
    long n = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_sign_errors.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        SF_CHECK(v.priv_len == 32 && v.hash_len >= 0);
        memset(sig, 0xAA, sizeof sig);
        /* the key is checked before any randomness is drawn */
        sf_p256mt_rig_set(1, NULL, 0);
        SF_CHECK(p256_ecdsa_sign(sig, v.priv, v.hash, (size_t)v.hash_len) ==
                 sf_p256mt_code(v.error));
        SF_CHECK(sf_p256mt_rig.calls == 0);
        SF_CHECK(sf_p256t_is_zero(sig, 64));
        n++;
    }
    sf_p256mt_rig_set(0, NULL, 0);
    fclose(f);
    SF_CHECK(n == 3);
}

/* ---- randomness ------------------------------------------------------------------ */

SF_TEST(p256m_keygen)
{
    /* draws: 0 (invalid), n (invalid), then the key 1...: the first valid
     * draw is the private key, and the program's function made all three */
    static const uint8_t n_be[32] = {
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17,
        0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51};
    uint8_t seq[3][32], priv[32], pub[64], want[64], sig[64], shared[32];
    memset(seq[0], 0, 32);
    memcpy(seq[1], n_be, 32);
    for (int i = 0; i < 32; i++)
        seq[2][i] = (uint8_t)(i + 1);
    sf_p256mt_rig_set(2, seq[0], 3);
    SF_CHECK(p256_gen_keypair(priv, pub) == P256_SUCCESS);
    SF_CHECK(sf_p256mt_rig.calls == 3);
    SF_CHECK_BYTES(priv, seq[2], 32);
    SF_CHECK(sf_p256_public_key(want, 64, priv) == SF_OK);
    SF_CHECK_BYTES(pub, want, 64);

    /* the OS default path of the rig: fresh keys that work */
    sf_p256mt_rig_set(0, NULL, 0);
    SF_CHECK(p256_gen_keypair(priv, pub) == P256_SUCCESS);
    SF_CHECK(sf_p256mt_rig.calls == 1);
    SF_CHECK(p256_ecdsa_sign(sig, priv, (const uint8_t *)"abc", 3) == P256_SUCCESS);
    SF_CHECK(p256_ecdsa_verify(sig, pub, (const uint8_t *)"abc", 3) == P256_SUCCESS);
    SF_CHECK(p256_ecdh_shared_secret(shared, priv, pub) == P256_SUCCESS);
    SF_CHECK(sf_p256_ecdh(want, priv, pub, 64) == SF_OK);
    SF_CHECK_BYTES(shared, want, 32);

    /* a failing RNG, and one that never gives a value below n */
    for (int mode = 1; mode <= 3; mode += 2) {
        memset(priv, 0xAA, sizeof priv);
        memset(pub, 0xAA, sizeof pub);
        sf_p256mt_rig_set(mode, NULL, 0);
        SF_CHECK(p256_gen_keypair(priv, pub) == P256_RANDOM_FAILED);
        SF_CHECK(sf_p256mt_rig.calls >= 1);
        SF_CHECK(sf_p256t_is_zero(priv, 32));
        SF_CHECK(sf_p256t_is_zero(pub, 64));
    }
    sf_p256mt_rig_set(0, NULL, 0);
}

SF_TEST(p256m_sign_randomness)
{
    static const uint8_t priv[32] = {
        0xC9, 0xAF, 0xA9, 0xD8, 0x45, 0xBA, 0x75, 0x16, 0x6B, 0x5C, 0x21,
        0x57, 0x67, 0xB1, 0xD6, 0x93, 0x4E, 0x50, 0xC3, 0xDB, 0x36, 0xE8,
        0x9B, 0x12, 0x7B, 0x8A, 0x62, 0x2B, 0x12, 0x0F, 0x67, 0x21};
    uint8_t extra[32], hash[32], sig[64], want[64];
    const sf_rng rng = {sf_p256mt_fill, NULL};
    for (int i = 0; i < 32; i++) {
        extra[i] = (uint8_t)(7 * i + 3);
        hash[i] = (uint8_t)(255 - i);
    }
    /* the bytes p256_generate_random() returns are the hedged nonce's
     * additional data: the native hedged signature with the same bytes */
    sf_p256mt_rig_set(2, extra, 1);
    SF_CHECK(p256_ecdsa_sign(sig, priv, hash, sizeof hash) == P256_SUCCESS);
    SF_CHECK(sf_p256mt_rig.calls == 1);
    sf_p256mt_rig_set(2, extra, 1);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(want, priv, hash, sizeof hash, &rng) == SF_OK);
    SF_CHECK_BYTES(sig, want, 64);
    /* and they do change the nonce: not the deterministic signature */
    SF_CHECK(sf_p256_ecdsa_sign(want, priv, hash, sizeof hash) == SF_OK);
    SF_CHECK(memcmp(sig, want, 64) != 0);

    /* a failing RNG: P256_RANDOM_FAILED, sig zeroed */
    memset(sig, 0xAA, sizeof sig);
    sf_p256mt_rig_set(1, NULL, 0);
    SF_CHECK(p256_ecdsa_sign(sig, priv, hash, sizeof hash) == P256_RANDOM_FAILED);
    SF_CHECK(sf_p256mt_rig.calls == 1);
    SF_CHECK(sf_p256t_is_zero(sig, 64));
    sf_p256mt_rig_set(0, NULL, 0);
}

/* ---- error paths ------------------------------------------------------------------- */

SF_TEST(p256m_errors)
{
    uint8_t priv[32], pub[64], sig[64], shared[32], bad[64], zero[64];
    uint8_t hash[32] = {1, 2, 3};
    sf_p256mt_rig_set(0, NULL, 0);
    memset(zero, 0, sizeof zero);
    SF_CHECK(p256_gen_keypair(priv, pub) == P256_SUCCESS);
    SF_CHECK(p256_ecdsa_sign(sig, priv, hash, sizeof hash) == P256_SUCCESS);

    /* hashes of any length: empty, short, long (leftmost 256 bits) */
    {
        uint8_t long_hash[64];
        memcpy(long_hash, hash, 32);
        memset(long_hash + 32, 0x5A, 32);
        SF_CHECK(p256_ecdsa_verify(sig, pub, long_hash, sizeof long_hash) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_sign(sig, priv, NULL, 0) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_verify(sig, pub, NULL, 0) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_verify(sig, pub, zero, 32) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_sign(sig, priv, hash, 1) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_verify(sig, pub, hash, 1) == P256_SUCCESS);
        SF_CHECK(p256_ecdsa_verify(sig, pub, hash, 2) == P256_INVALID_SIGNATURE);
        SF_CHECK(p256_ecdsa_sign(sig, priv, hash, sizeof hash) == P256_SUCCESS);
    }

    /* bad private keys: 0 and >= n, before a bad public key */
    memcpy(bad, pub, 64);
    bad[63] ^= 1; /* off the curve */
    memset(shared, 0xAA, sizeof shared);
    SF_CHECK(p256_ecdh_shared_secret(shared, zero, pub) == P256_INVALID_PRIVKEY);
    SF_CHECK(sf_p256t_is_zero(shared, 32));
    SF_CHECK(p256_ecdh_shared_secret(shared, zero, bad) == P256_INVALID_PRIVKEY);
    SF_CHECK(p256_ecdh_shared_secret(shared, priv, bad) == P256_INVALID_PUBKEY);
    SF_CHECK(sf_p256t_is_zero(shared, 32));
    /* a coordinate >= p */
    memcpy(bad, pub, 64);
    memset(bad, 0xFF, 32);
    SF_CHECK(p256_ecdh_shared_secret(shared, priv, bad) == P256_INVALID_PUBKEY);
    SF_CHECK(p256_ecdsa_verify(sig, bad, hash, 32) == P256_INVALID_PUBKEY);
    /* (0, 0), which p256-m uses for the point at infinity */
    memset(bad, 0, 64);
    SF_CHECK(p256_ecdh_shared_secret(shared, priv, bad) == P256_INVALID_PUBKEY);
    SF_CHECK(p256_ecdsa_verify(sig, bad, hash, 32) == P256_INVALID_PUBKEY);

    /* r or s 0: the signature error comes before the key's */
    memcpy(bad, sig, 64);
    memset(bad, 0, 32);
    SF_CHECK(p256_ecdsa_verify(bad, pub, hash, 32) == P256_INVALID_SIGNATURE);
    memset(bad + 32, 0xFF, 32); /* and s >= n, with r = 0 */
    SF_CHECK(p256_ecdsa_verify(bad, zero, hash, 32) == P256_INVALID_SIGNATURE);
    memcpy(bad, sig, 32);
    SF_CHECK(p256_ecdsa_verify(bad, pub, hash, 32) == P256_INVALID_SIGNATURE);

    /* NULL pointers */
    SF_CHECK(p256_gen_keypair(NULL, pub) == P256_RANDOM_FAILED);
    SF_CHECK(sf_p256t_is_zero(pub, 64));
    memset(priv, 0xAA, sizeof priv);
    SF_CHECK(p256_gen_keypair(priv, NULL) == P256_RANDOM_FAILED);
    SF_CHECK(sf_p256t_is_zero(priv, 32));
    SF_CHECK(p256_gen_keypair(priv, pub) == P256_SUCCESS);
    SF_CHECK(p256_ecdsa_sign(NULL, priv, hash, 32) == P256_INVALID_PRIVKEY);
    memset(sig, 0xAA, sizeof sig);
    SF_CHECK(p256_ecdsa_sign(sig, NULL, hash, 32) == P256_INVALID_PRIVKEY);
    SF_CHECK(sf_p256t_is_zero(sig, 64));
    memset(sig, 0xAA, sizeof sig);
    SF_CHECK(p256_ecdsa_sign(sig, priv, NULL, 32) == P256_INVALID_SIGNATURE);
    SF_CHECK(sf_p256t_is_zero(sig, 64));
    SF_CHECK(p256_ecdsa_sign(sig, priv, hash, 32) == P256_SUCCESS);
    SF_CHECK(p256_ecdsa_verify(NULL, pub, hash, 32) == P256_INVALID_SIGNATURE);
    SF_CHECK(p256_ecdsa_verify(sig, NULL, hash, 32) == P256_INVALID_PUBKEY);
    SF_CHECK(p256_ecdsa_verify(sig, pub, NULL, 32) == P256_INVALID_SIGNATURE);
    SF_CHECK(p256_ecdsa_verify(sig, pub, hash, 32) == P256_SUCCESS);
    SF_CHECK(p256_ecdh_shared_secret(NULL, priv, pub) == P256_INVALID_PRIVKEY);
    memset(shared, 0xAA, sizeof shared);
    SF_CHECK(p256_ecdh_shared_secret(shared, NULL, pub) == P256_INVALID_PRIVKEY);
    SF_CHECK(sf_p256t_is_zero(shared, 32));
    memset(shared, 0xAA, sizeof shared);
    SF_CHECK(p256_ecdh_shared_secret(shared, priv, NULL) == P256_INVALID_PUBKEY);
    SF_CHECK(sf_p256t_is_zero(shared, 32));
    SF_CHECK(p256_ecdh_shared_secret(shared, zero, NULL) == P256_INVALID_PRIVKEY);
}

const sf_test_case sf_tests_compat_p256m[] = {
    SF_CASE(p256m_codes),
    SF_CASE(p256m_vectors_ecdh),
    SF_CASE(p256m_vectors_verify),
    SF_CASE(p256m_vectors_sign),
    SF_CASE(p256m_vectors_sign_errors),
    SF_CASE(p256m_keygen),
    SF_CASE(p256m_sign_randomness),
    SF_CASE(p256m_errors),
    SF_CASES_END,
};

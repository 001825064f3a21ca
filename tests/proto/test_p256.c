/*
 * The P-256 public API (include/snowfield/p256.h), closed-box, on both field
 * backends:
 *  - every p256-m vector of tests/vectors/p256/ (NIST CAVP ECDH, RFC 5903,
 *    RFC 6979 A.2.5, RFC 4754, bad keys, bad signatures), through the native
 *    API (the p256-m API runs them again in tests/compat/test_compat_p256m.c);
 *  - the RFC 6979 SHA-256 signatures byte for byte from sf_p256_ecdsa_sign,
 *    and every RFC example with its nonce through the generic ECDSA;
 *  - each error path of each function, key generation with rigged RNGs,
 *    hedged signing, DER conversion, and sign/verify properties.
 */
#include <stdio.h>
#include <string.h>

#include "proto/ecdsa.h"
#include "proto/p256/p256_internal.h"
#include "snowfield/hash.h"
#include "snowfield/p256.h"
#include "p256_test_util.h"
#include "test.h"

/* The native error a p256-m error name maps to (public-key errors have
 * two: a coordinate >= p is an encoding error, an off-curve point is not). */
static int sf_p256t_error_matches(sf_error got, const char *p256m)
{
    if (strcmp(p256m, "P256_INVALID_PRIVKEY") == 0)
        return got == SF_ERR_INVALID_SCALAR;
    if (strcmp(p256m, "P256_INVALID_PUBKEY") == 0)
        return got == SF_ERR_INVALID_ENCODING || got == SF_ERR_INVALID_POINT;
    if (strcmp(p256m, "P256_INVALID_SIGNATURE") == 0)
        return got == SF_ERR_INVALID_SIGNATURE;
    return 0;
}

/* ---- p256-m vectors ---------------------------------------------------------- */

SF_TEST(p256_vectors_ecdh)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdh.jsonl");
    sf_p256t_rec v;
    uint8_t shared[32], got[65], comp[33];
    long n = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdh.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        sf_error rc;
        SF_CHECK(v.priv_len == 32 && v.peer_pub_len == 64);
        rc = sf_p256_ecdh(shared, v.priv, v.peer_pub, 64);
        if (strcmp(v.error, "null") == 0) {
            SF_CHECK(rc == SF_OK && v.shared_len == 32);
            SF_CHECK_BYTES(shared, v.shared, 32);
            /* the same through the SEC1 encodings of the peer key */
            SF_CHECK(sf_p256_public_key_convert(got, 65, v.peer_pub, 64) == SF_OK);
            SF_CHECK(sf_p256_ecdh(shared, v.priv, got, 65) == SF_OK);
            SF_CHECK_BYTES(shared, v.shared, 32);
            SF_CHECK(sf_p256_public_key_convert(comp, 33, got, 65) == SF_OK);
            SF_CHECK(sf_p256_ecdh(shared, v.priv, comp, 33) == SF_OK);
            SF_CHECK_BYTES(shared, v.shared, 32);
            if (v.own_pub_len == 64) {
                SF_CHECK(sf_p256_public_key(got, 64, v.priv) == SF_OK);
                SF_CHECK_BYTES(got, v.own_pub, 64);
            }
        } else {
            SF_CHECK(sf_p256t_error_matches(rc, v.error));
            SF_CHECK(sf_p256t_is_zero(shared, 32));
        }
        n++;
    }
    fclose(f);
    SF_CHECK(n == 19);
}

SF_TEST(p256_vectors_verify)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_verify.jsonl");
    sf_p256t_rec v;
    long n = 0, nvalid = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_verify.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        sf_error rc;
        SF_CHECK(v.pub_len == 64 && v.sig_len == 64 && v.hash_len >= 0);
        rc = sf_p256_ecdsa_verify(v.sig, v.pub, 64, v.hash, (size_t)v.hash_len);
        if (strcmp(v.error, "null") == 0) {
            SF_CHECK(rc == SF_OK);
            nvalid++;
        } else {
            if (!sf_p256t_error_matches(rc, v.error))
                fprintf(stderr, "  verify tc %ld: got %d, want %s\n", n + 1, rc, v.error);
            SF_CHECK(sf_p256t_error_matches(rc, v.error));
        }
        n++;
    }
    fclose(f);
    SF_CHECK(n == 79 && nvalid == 12);
}

SF_TEST(p256_vectors_sign)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_sign_rfc6979.jsonl");
    sf_p256t_rec v;
    uint8_t sig[64], got[64];
    long n = 0, nexact = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_sign_rfc6979.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        size_t hlen = (size_t)v.hash_len;
        SF_CHECK(v.priv_len == 32 && v.pub_len == 64 && v.k_len == 32);
        SF_CHECK(v.sig_len == 64 && v.hash_len >= 0);
        /* the signing equation with the vector's nonce */
        SF_CHECK(sf_ecdsa_sign_with_nonce(&sf_p256_ecdsa_curve, sig, v.priv, v.hash,
                                          hlen, v.k, 0) == SF_OK);
        SF_CHECK_BYTES(sig, v.sig, 64);
        SF_CHECK(sf_p256_ecdsa_verify(v.sig, v.pub, 64, v.hash, hlen) == SF_OK);
        SF_CHECK(sf_p256_public_key(got, 64, v.priv) == SF_OK);
        SF_CHECK_BYTES(got, v.pub, 64);
        /* RFC 6979 proper: the SHA-256 examples come out byte for byte */
        if (strcmp(v.hash_alg, "SHA-256") == 0 && strstr(v.source, "RFC 6979") != NULL) {
            SF_CHECK(sf_p256_ecdsa_sign(sig, v.priv, v.hash, hlen) == SF_OK);
            SF_CHECK_BYTES(sig, v.sig, 64);
            nexact++;
        }
        n++;
    }
    fclose(f);
    SF_CHECK(n == 12 && nexact == 2);
}

SF_TEST(p256_vectors_sign_errors)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "p256/ecdsa_sign_errors.jsonl");
    sf_p256t_rec v;
    uint8_t sig[64];
    long n = 0;
    if (f == NULL)
        SF_SKIP("tests/vectors/p256/ecdsa_sign_errors.jsonl missing");
    while (sf_p256t_next(f, &v)) {
        size_t hlen = (size_t)v.hash_len;
        SF_CHECK(v.priv_len == 32 && v.hash_len >= 0);
        memset(sig, 0xAA, sizeof sig);
        SF_CHECK(sf_p256t_error_matches(sf_p256_ecdsa_sign(sig, v.priv, v.hash, hlen),
                                        v.error));
        SF_CHECK(sf_p256t_is_zero(sig, 64));
        memset(sig, 0xAA, sizeof sig);
        SF_CHECK(sf_p256t_error_matches(
            sf_p256_ecdsa_sign_hedged(sig, v.priv, v.hash, hlen, NULL), v.error));
        SF_CHECK(sf_p256t_is_zero(sig, 64));
        n++;
    }
    fclose(f);
    SF_CHECK(n == 3);
}

/* ---- RNGs for the tests --------------------------------------------------------- */

typedef struct sf_p256t_rng {
    sf_test_rng r;
    int fail_after; /* draws that succeed before the RNG fails; -1: never */
    int bad_first;  /* draws returned as all-0xFF (>= n) before good ones */
    int calls;
} sf_p256t_rng;

static int sf_p256t_fill(void *ctx, uint8_t *out, size_t len)
{
    sf_p256t_rng *s = (sf_p256t_rng *)ctx;
    s->calls++;
    if (s->fail_after >= 0 && s->calls > s->fail_after)
        return -1;
    if (s->bad_first > 0) {
        s->bad_first--;
        memset(out, 0xFF, len);
        return 0;
    }
    sf_test_rng_bytes(&s->r, out, len);
    return 0;
}

static void sf_p256t_rng_init(sf_p256t_rng *s, sf_rng *rng, uint64_t seed,
                              int fail_after, int bad_first)
{
    sf_test_rng_seed(&s->r, seed);
    s->fail_after = fail_after;
    s->bad_first = bad_first;
    s->calls = 0;
    rng->fill = sf_p256t_fill;
    rng->ctx = s;
}

SF_TEST(p256_keygen)
{
    sf_p256t_rng st;
    sf_rng rng;
    uint8_t priv[32], pub[65], again[65], ss1[32], ss2[32], priv2[32], pub2[33];
    static const size_t lens[3] = {65, 33, 64};
    for (int i = 0; i < 3; i++) {
        sf_p256t_rng_init(&st, &rng, 100 + (uint64_t)i, -1, i);
        SF_CHECK(sf_p256_keygen(priv, pub, lens[i], &rng) == SF_OK);
        SF_CHECK(st.calls == 1 + i); /* the all-0xFF draws were rejected */
        SF_CHECK(sf_p256_public_key(again, lens[i], priv) == SF_OK);
        SF_CHECK_BYTES(again, pub, lens[i]);
        SF_CHECK(sf_p256_public_key_validate(pub, lens[i]) == SF_OK);
    }
    /* the OS RNG; two key pairs agree on their shared secret */
    SF_CHECK(sf_p256_keygen(priv, pub, 65, NULL) == SF_OK);
    SF_CHECK(sf_p256_keygen(priv2, pub2, 33, NULL) == SF_OK);
    SF_CHECK(sf_p256_ecdh(ss1, priv, pub2, 33) == SF_OK);
    SF_CHECK(sf_p256_ecdh(ss2, priv2, pub, 65) == SF_OK);
    SF_CHECK_BYTES(ss1, ss2, 32);
    /* RNG failures: at once, or after rejected draws; only bad draws */
    sf_p256t_rng_init(&st, &rng, 7, 0, 0);
    memset(priv, 0xAA, 32);
    memset(pub, 0xAA, 65);
    SF_CHECK(sf_p256_keygen(priv, pub, 65, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_p256t_is_zero(priv, 32) && sf_p256t_is_zero(pub, 65));
    sf_p256t_rng_init(&st, &rng, 7, 3, 10);
    SF_CHECK(sf_p256_keygen(priv, pub, 65, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_p256t_is_zero(priv, 32) && sf_p256t_is_zero(pub, 65));
    sf_p256t_rng_init(&st, &rng, 7, -1, 1000);
    SF_CHECK(sf_p256_keygen(priv, pub, 65, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(st.calls == 64);
    SF_CHECK(sf_p256t_is_zero(priv, 32) && sf_p256t_is_zero(pub, 65));
    /* arguments */
    memset(priv, 0xAA, 32);
    SF_CHECK(sf_p256_keygen(priv, pub, 66, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256t_is_zero(priv, 32));
    SF_CHECK(sf_p256_keygen(NULL, pub, 65, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256t_is_zero(pub, 65));
    SF_CHECK(sf_p256_keygen(priv, NULL, 65, NULL) == SF_ERR_INVALID_ARGUMENT);
}

SF_TEST(p256_keys_errors)
{
    uint8_t priv[32], pub[65], out[65], zero[32] = {0};
    memset(priv, 0, 32);
    priv[31] = 1; /* d = 1: pub = G */
    SF_CHECK(sf_p256_public_key(pub, 65, priv) == SF_OK);
    SF_CHECK(pub[0] == 4 && pub[1] == 0x6b && pub[64] == 0xf5);
    /* bad private keys: 0, n, 2^256 - 1 */
    SF_CHECK(sf_p256_public_key(out, 65, zero) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_p256t_is_zero(out, 65));
    memset(priv, 0xFF, 32);
    SF_CHECK(sf_p256_public_key(out, 33, priv) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_p256t_is_zero(out, 33));
    SF_CHECK(sf_test_unhex(priv, 32,
        "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551") == 32);
    SF_CHECK(sf_p256_public_key(out, 64, priv) == SF_ERR_INVALID_SCALAR);
    /* arguments */
    SF_CHECK(sf_p256_public_key(out, 32, priv) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_public_key(NULL, 65, priv) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xAA, 65);
    SF_CHECK(sf_p256_public_key(out, 65, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256t_is_zero(out, 65));
    /* validate / convert */
    SF_CHECK(sf_p256_public_key_validate(pub, 65) == SF_OK);
    SF_CHECK(sf_p256_public_key_validate(pub, 64) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_p256_public_key_validate(pub, 66) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_public_key_validate(NULL, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_public_key_convert(out, 33, pub, 65) == SF_OK);
    SF_CHECK(out[0] == 2 + (pub[64] & 1));
    SF_CHECK(sf_p256_public_key_convert(out, 64, pub, 65) == SF_OK);
    SF_CHECK(memcmp(out, pub + 1, 64) == 0);
    pub[64] ^= 1;
    memset(out, 0xAA, 65);
    SF_CHECK(sf_p256_public_key_convert(out, 65, pub, 65) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_p256t_is_zero(out, 65));
    pub[64] ^= 1;
    pub[0] = 0x06;
    SF_CHECK(sf_p256_public_key_convert(out, 65, pub, 65) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_public_key_convert(out, 34, pub, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_public_key_convert(NULL, 65, pub, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_public_key_convert(out, 65, NULL, 65) == SF_ERR_INVALID_ARGUMENT);
}

/* An output length none of 33, 64, 65 is an argument error, and the
 * output is zeroed over the length the caller gave (up to 65 bytes, the
 * longest format), as after any error. */
SF_TEST(p256_wrong_output_length_zeroes_output)
{
    static const size_t bad[] = {0, 1, 32, 34, 63, 66};
    uint8_t priv[32], pub[65], out[67], spki[91];
    memset(priv, 0x33, 32);
    SF_CHECK(sf_p256_public_key(pub, 65, priv) == SF_OK);
    spki[0] = 0x30;
    spki[1] = 89;
    SF_CHECK(sf_test_unhex(spki + 2, 24,
        "301306072a8648ce3d020106082a8648ce3d030107034200") == 24);
    memcpy(spki + 26, pub, 65);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_OK);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t n = bad[i];
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_p256_keygen(priv, out, n, NULL) == SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_p256t_is_zero(out, n < 65 ? n : 65) && sf_p256t_is_zero(priv, 32));
        SF_CHECK(out[n < 65 ? n : 65] == 0xAA); /* nothing past it */
        memset(priv, 0x33, 32);
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_p256_public_key(out, n, priv) == SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_p256t_is_zero(out, n < 65 ? n : 65));
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_p256_public_key_convert(out, n, pub, 65) == SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_p256t_is_zero(out, n < 65 ? n : 65));
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_p256_public_key_from_spki(out, n, spki, 91) == SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_p256t_is_zero(out, n < 65 ? n : 65));
    }
}

/* The one-byte SEC1 encoding 00 (the point at infinity) is a length p256.h
 * does not know: an encoding error wherever a public key is read, as on
 * secp256k1. */
SF_TEST(p256_one_byte_infinity_key_is_an_encoding_error)
{
    static const uint8_t inf[1] = {0x00};
    uint8_t priv[32], out[65], sig[64], hash[32];
    memset(priv, 0x33, 32);
    memset(hash, 0x44, 32);
    SF_CHECK(sf_p256_ecdsa_sign(sig, priv, hash, 32) == SF_OK);
    SF_CHECK(sf_p256_public_key_validate(inf, 1) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_public_key_convert(out, 65, inf, 1) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_ecdh(out, priv, inf, 1) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_ecdsa_verify(sig, inf, 1, hash, 32) == SF_ERR_INVALID_ENCODING);
}

/* SPKI: the two strict DER forms, and every way to leave them. */
SF_TEST(p256_spki)
{
    static const char *hdr65 =
        "3059301306072a8648ce3d020106082a8648ce3d030107034200";
    static const char *hdr33 =
        "3039301306072a8648ce3d020106082a8648ce3d030107032200";
    uint8_t priv[32], pub[65], comp[33], spki[96], out[65];
    memset(priv, 0, 32);
    priv[31] = 7;
    SF_CHECK(sf_p256_public_key(pub, 65, priv) == SF_OK);
    SF_CHECK(sf_p256_public_key(comp, 33, priv) == SF_OK);
    SF_CHECK(sf_test_unhex(spki, 26, hdr65) == 26);
    memcpy(spki + 26, pub, 65);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_OK);
    SF_CHECK_BYTES(out, pub, 65);
    SF_CHECK(sf_p256_public_key_from_spki(out, 64, spki, 91) == SF_OK);
    SF_CHECK_BYTES(out, pub + 1, 64);
    /* every header byte matters, and so does the length */
    for (size_t i = 0; i < 26; i++) {
        spki[i] ^= 0x01;
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) ==
                 SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_p256t_is_zero(out, 65));
        spki[i] ^= 0x01;
    }
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 90) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 92) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 0) == SF_ERR_INVALID_ENCODING);
    /* the point inside: hybrid prefix, off the curve, coordinate >= p */
    spki[26] = 0x06;
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_ERR_INVALID_ENCODING);
    spki[26] = 0x04;
    spki[90] ^= 1;
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_ERR_INVALID_POINT);
    spki[90] ^= 1;
    memset(spki + 27, 0xFF, 32);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_ERR_INVALID_ENCODING);
    /* compressed */
    SF_CHECK(sf_test_unhex(spki, 26, hdr33) == 26);
    memcpy(spki + 26, comp, 33);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 59) == SF_OK);
    SF_CHECK_BYTES(out, pub, 65);
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 91) == SF_ERR_INVALID_ENCODING);
    spki[26] = 0x04; /* an uncompressed prefix on 33 bytes */
    SF_CHECK(sf_p256_public_key_from_spki(out, 65, spki, 59) == SF_ERR_INVALID_ENCODING);
    /* arguments */
    SF_CHECK(sf_p256_public_key_from_spki(NULL, 65, spki, 59) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_public_key_from_spki(out, 32, spki, 59) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xAA, sizeof out);
    SF_CHECK(sf_p256_public_key_from_spki(out, 33, NULL, 59) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256t_is_zero(out, 33));
}

SF_TEST(p256_ecdh_errors)
{
    uint8_t priv[32], pub[65], ss[32], zero[32] = {0};
    memset(priv, 0x11, 32);
    SF_CHECK(sf_p256_public_key(pub, 65, priv) == SF_OK);
    SF_CHECK(sf_p256_ecdh(ss, priv, pub, 65) == SF_OK);
    /* the scalar error wins over the key error */
    pub[0] = 0;
    memset(ss, 0xAA, 32);
    SF_CHECK(sf_p256_ecdh(ss, zero, pub, 65) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_p256t_is_zero(ss, 32));
    SF_CHECK(sf_p256_ecdh(ss, priv, pub, 65) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256t_is_zero(ss, 32));
    pub[0] = 4;
    pub[10] ^= 0x40;
    SF_CHECK(sf_p256_ecdh(ss, priv, pub, 65) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_p256_ecdh(ss, priv, pub, 0) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_ecdh(ss, priv, (const uint8_t *)"", 1) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_p256_ecdh(NULL, priv, pub, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdh(ss, NULL, pub, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdh(ss, priv, NULL, 65) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256t_is_zero(ss, 32));
}

SF_TEST(p256_sign_verify)
{
    sf_test_rng rng;
    sf_p256t_rng st;
    sf_rng r;
    uint8_t priv[32], pub[65], hash[80], sig[64], sig2[64], der[72], back[64];
    for (int i = 0; i < 120; i++) {
        size_t hlen = (size_t)i % 80, derlen = sizeof der;
        sf_test_rng_seed(&rng, 0x5160 + (uint64_t)i);
        sf_test_rng_bytes(&rng, priv, 32);
        sf_test_rng_bytes(&rng, hash, hlen);
        if (sf_p256_public_key(pub, 65, priv) != SF_OK)
            continue;
        SF_CHECK(sf_p256_ecdsa_sign(sig, priv, hash, hlen) == SF_OK);
        SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, hash, hlen) == SF_OK);
        /* deterministic */
        SF_CHECK(sf_p256_ecdsa_sign(sig2, priv, hash, hlen) == SF_OK);
        SF_CHECK_BYTES(sig2, sig, 64);
        /* hedged: different, and valid */
        SF_CHECK(sf_p256_ecdsa_sign_hedged(sig2, priv, hash, hlen, NULL) == SF_OK);
        SF_CHECK(memcmp(sig2, sig, 64) != 0);
        SF_CHECK(sf_p256_ecdsa_verify(sig2, pub, 65, hash, hlen) == SF_OK);
        /* DER round trip */
        SF_CHECK(sf_p256_ecdsa_signature_to_der(der, &derlen, sig) == SF_OK);
        SF_CHECK(sf_p256_ecdsa_signature_from_der(back, der, derlen) == SF_OK);
        SF_CHECK_BYTES(back, sig, 64);
        /* any flipped bit of r, s or the hash, or another key, fails */
        memcpy(sig2, sig, 64);
        sig2[i % 64] ^= (uint8_t)(1u << (i % 8));
        SF_CHECK(sf_p256_ecdsa_verify(sig2, pub, 65, hash, hlen) ==
                 SF_ERR_INVALID_SIGNATURE);
        if (hlen > 0) {
            /* a flip past byte 32 is invisible to bits2int */
            sf_error want = (size_t)i % hlen < 32 ? SF_ERR_INVALID_SIGNATURE : SF_OK;
            hash[(size_t)i % hlen] ^= 0x80;
            SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, hash, hlen) == want);
            hash[(size_t)i % hlen] ^= 0x80;
        }
        priv[31] ^= 1;
        if (sf_p256_public_key(pub, 33, priv) == SF_OK)
            SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 33, hash, hlen) ==
                     SF_ERR_INVALID_SIGNATURE);
    }
    /* hash bytes past the 32nd do not matter (bits2int keeps 256 bits) */
    memset(priv, 0x42, 32);
    memset(hash, 0x17, sizeof hash);
    SF_CHECK(sf_p256_ecdsa_sign(sig, priv, hash, 64) == SF_OK);
    SF_CHECK(sf_p256_ecdsa_sign(sig2, priv, hash, 32) == SF_OK);
    SF_CHECK_BYTES(sig, sig2, 64);
    /* hedged with a caller's RNG: the key is checked before the RNG runs */
    sf_p256t_rng_init(&st, &r, 9, 0, 0);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, priv, hash, 32, &r) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_p256t_is_zero(sig, 64));
    memset(back, 0, 32);
    st.calls = 0;
    SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, back, hash, 32, &r) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(st.calls == 0);
    sf_p256t_rng_init(&st, &r, 9, -1, 0);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, priv, hash, 32, &r) == SF_OK);
    SF_CHECK(st.calls == 1);
}

SF_TEST(p256_ecdsa_errors)
{
    uint8_t priv[32], pub[65], hash[32], sig[64], bad[64], der[80], zero[64] = {0};
    size_t derlen;
    static const char n_hex[] =
        "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551";
    memset(priv, 0x24, 32);
    memset(hash, 0x35, 32);
    SF_CHECK(sf_p256_public_key(pub, 65, priv) == SF_OK);
    SF_CHECK(sf_p256_ecdsa_sign(sig, priv, hash, 32) == SF_OK);
    /* r or s = 0, n, 2^256 - 1: out of range, whatever the key */
    for (int part = 0; part < 2; part++) {
        memcpy(bad, sig, 64);
        memset(bad + 32 * part, 0, 32);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, hash, 32) == SF_ERR_INVALID_SIGNATURE);
        SF_CHECK(sf_test_unhex(bad + 32 * part, 32, n_hex) == 32);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, hash, 32) == SF_ERR_INVALID_SIGNATURE);
        memset(bad + 32 * part, 0xFF, 32);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, hash, 32) == SF_ERR_INVALID_SIGNATURE);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 7, hash, 32) == SF_ERR_INVALID_SIGNATURE);
    }
    /* n - s is the other valid signature (no low-S rule on P-256) */
    {
        sf_sc_p256 s;
        SF_CHECK(sf_sc_p256_load(&s, sig + 32));
        sf_sc_p256_neg(&s, &s);
        memcpy(bad, sig, 32);
        sf_sc_p256_store(bad + 32, &s);
        SF_CHECK(sf_p256_ecdsa_verify(bad, pub, 65, hash, 32) == SF_OK);
    }
    /* bad keys after a valid-looking signature */
    SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 64, hash, 32) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 63, hash, 32) == SF_ERR_INVALID_ENCODING);
    /* arguments */
    SF_CHECK(sf_p256_ecdsa_verify(NULL, pub, 65, hash, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_verify(sig, NULL, 65, hash, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, NULL, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_sign(sig, priv, NULL, 0) == SF_OK); /* empty hash */
    SF_CHECK(sf_p256_ecdsa_verify(sig, pub, 65, NULL, 0) == SF_OK);
    SF_CHECK(sf_p256_ecdsa_sign(NULL, priv, hash, 32) == SF_ERR_INVALID_ARGUMENT);
    memset(sig, 0xAA, 64);
    SF_CHECK(sf_p256_ecdsa_sign(sig, NULL, hash, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(memcmp(sig, zero, 64) == 0);
    memset(sig, 0xAA, 64);
    SF_CHECK(sf_p256_ecdsa_sign(sig, priv, NULL, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(memcmp(sig, zero, 64) == 0);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(NULL, priv, hash, 32, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, NULL, hash, 32, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_sign_hedged(sig, priv, NULL, 1, NULL) == SF_ERR_INVALID_ARGUMENT);
    /* DER conversions */
    derlen = 8;
    memset(der, 0xAA, sizeof der);
    SF_CHECK(sf_p256_ecdsa_signature_to_der(der, &derlen, pub) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(derlen == 0 && memcmp(der, zero, 8) == 0);
    derlen = sizeof der;
    SF_CHECK(sf_p256_ecdsa_signature_to_der(der, &derlen, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(derlen == 0);
    SF_CHECK(sf_p256_ecdsa_signature_to_der(der, NULL, pub) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_p256_ecdsa_signature_from_der(NULL, der, 8) == SF_ERR_INVALID_ARGUMENT);
    memset(sig, 0xAA, 64);
    SF_CHECK(sf_p256_ecdsa_signature_from_der(sig, der, 8) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(memcmp(sig, zero, 64) == 0);
}

/* The generic ECDSA layer through P-256's table: bits2int on every hash
 * length and the low-S option (which P-256's own API does not use). */
SF_TEST(p256_ecdsa_generic)
{
    const sf_ecdsa_curve *c = &sf_p256_ecdsa_curve;
    uint8_t h[80], e[32], want[32], priv[32], sig[64], sig2[64], k[32], pub_raw[64];
    sf_ge_p256_affine q;
    memset(h, 0, sizeof h);
    for (size_t len = 0; len <= sizeof h; len++) {
        for (size_t i = 0; i < len; i++)
            h[i] = (uint8_t)(0xF0 + i);
        sf_ecdsa_bits2int_reduce(c, e, h, len);
        memset(want, 0, 32);
        if (len < 32)
            memcpy(want + 32 - len, h, len);
        else
            memcpy(want, h, 32); /* < n: the top byte is 0xF0 < 0xFF... */
        if (len >= 32) {
            sf_sc_p256 t;
            (void)sf_sc_p256_load(&t, want); /* ... and reduce it anyway */
            sf_sc_p256_store(want, &t);
        }
        SF_CHECK_BYTES(e, want, 32);
    }
    memset(priv, 0x5A, 32);
    memset(h, 0x3C, 32);
    SF_CHECK(sf_p256_public_key(pub_raw, 64, priv) == SF_OK);
    SF_CHECK(sf_ge_p256_decode(&q, pub_raw, 64) == SF_OK);
    for (int i = 0; i < 40; i++) {
        h[0] = (uint8_t)i;
        SF_CHECK(sf_ecdsa_sign(c, sig, priv, h, 32, NULL, 0, SF_ECDSA_LOW_S) == SF_OK);
        SF_CHECK(c->sc_is_high(sig + 32) == 0);
        SF_CHECK(sf_ecdsa_verify_vartime(c, sig, &q, h, 32, SF_ECDSA_LOW_S) == SF_OK);
        c->sc_neg(sig + 32, sig + 32); /* the high twin */
        SF_CHECK(sf_ecdsa_verify_vartime(c, sig, &q, h, 32, 0) == SF_OK);
        SF_CHECK(sf_ecdsa_verify_vartime(c, sig, &q, h, 32, SF_ECDSA_LOW_S) ==
                 SF_ERR_INVALID_SIGNATURE);
    }
    /* sign_with_nonce: bad nonces and arguments */
    memset(k, 0, 32);
    SF_CHECK(sf_ecdsa_sign_with_nonce(c, sig, priv, h, 32, k, 0) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_p256t_is_zero(sig, 64));
    SF_CHECK(sf_ecdsa_sign_with_nonce(c, sig, NULL, h, 32, k, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_ecdsa_sign_with_nonce(NULL, sig, priv, h, 32, k, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_ecdsa_sign(c, sig, priv, h, 32, NULL, 5, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_ecdsa_sign(NULL, sig, priv, h, 32, NULL, 0, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_ecdsa_verify_vartime(c, sig, NULL, h, 32, 0) == SF_ERR_INVALID_ARGUMENT);
    /* with extra data the nonce (hence the signature) changes */
    SF_CHECK(sf_ecdsa_sign(c, sig, priv, h, 32, (const uint8_t *)"x", 1, 0) == SF_OK);
    SF_CHECK(sf_ecdsa_sign(c, sig2, priv, h, 32, NULL, 0, 0) == SF_OK);
    SF_CHECK(memcmp(sig, sig2, 32) != 0);
    SF_CHECK(sf_ecdsa_verify_vartime(c, sig, &q, h, 32, 0) == SF_OK);
}

const sf_test_case sf_tests_p256[] = {
    SF_CASE(p256_vectors_ecdh),
    SF_CASE(p256_vectors_verify),
    SF_CASE(p256_vectors_sign),
    SF_CASE(p256_vectors_sign_errors),
    SF_CASE(p256_keygen),
    SF_CASE(p256_keys_errors),
    SF_CASE(p256_wrong_output_length_zeroes_output),
    SF_CASE(p256_one_byte_infinity_key_is_an_encoding_error),
    SF_CASE(p256_spki),
    SF_CASE(p256_ecdh_errors),
    SF_CASE(p256_sign_verify),
    SF_CASE(p256_ecdsa_errors),
    SF_CASE(p256_ecdsa_generic),
    SF_CASES_END,
};

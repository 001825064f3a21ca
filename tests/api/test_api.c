/*
 * Tests of the uniform layer (include/snowfield/snowfield.h): every
 * algorithm through keygen, raw keys, agreement (sf_kex against its
 * definition, sf_kex_raw against the curve's own function), signatures
 * (against the curve's own verifier), every format's round trip, the
 * OpenSSL-written files of tests/vectors/keys/, high-S secp256k1
 * signatures, and every error path with its zeroed outputs.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "snowfield/p256.h"
#include "snowfield/secp256k1.h"
#include "snowfield/snowfield.h"
#include "test.h"

static const sf_alg sf_ta_algs[] = {SF_ALG_P256, SF_ALG_SECP256K1, SF_ALG_FOURQ, SF_ALG_SNOWSHOE};
#define SF_TA_NALGS (sizeof sf_ta_algs / sizeof sf_ta_algs[0])

/* A deterministic caller RNG. */
static int sf_ta_fill(void *ctx, uint8_t *out, size_t len)
{
    sf_test_rng_bytes((sf_test_rng *)ctx, out, len);
    return 0;
}

static int sf_ta_zero(const void *p, size_t n)
{
    const uint8_t *b = p;
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

SF_TEST(api_names_and_sizes)
{
    for (size_t i = 0; i < SF_TA_NALGS; i++) {
        sf_alg a = sf_ta_algs[i];
        SF_CHECK(sf_alg_from_name(sf_alg_name(a)) == a);
        SF_CHECK(sf_alg_secret_key_bytes(a) > 0 && sf_alg_secret_key_bytes(a) <= SF_MAX_SECRET_KEY_BYTES);
        SF_CHECK(sf_alg_public_key_bytes(a) > 0 && sf_alg_public_key_bytes(a) <= SF_MAX_PUBLIC_KEY_BYTES);
        SF_CHECK(sf_alg_signature_bytes(a) > 0 && sf_alg_signature_bytes(a) <= SF_MAX_SIGNATURE_BYTES);
        SF_CHECK(sf_alg_shared_secret_bytes(a) > 0 &&
                 sf_alg_shared_secret_bytes(a) <= SF_MAX_SHARED_SECRET_BYTES);
    }
    SF_CHECK(sf_alg_from_name("p512") == SF_ALG_NONE && sf_alg_from_name(NULL) == SF_ALG_NONE);
    SF_CHECK(strcmp(sf_alg_name((sf_alg)99), "none") == 0);
    SF_CHECK(sf_alg_public_key_bytes((sf_alg)99) == 0);
}

/* Agreement and signatures on every algorithm, with a caller RNG: the
 * same seed gives the same keys. */
SF_TEST(api_every_algorithm)
{
    for (size_t i = 0; i < SF_TA_NALGS; i++) {
        sf_alg a = sf_ta_algs[i];
        sf_test_rng r1, r2;
        sf_rng rng1 = {sf_ta_fill, &r1}, rng2 = {sf_ta_fill, &r2};
        sf_skey k1, k2, k1again;
        sf_pkey p1, p2;
        uint8_t s1[SF_MAX_SHARED_SECRET_BYTES], s2[SF_MAX_SHARED_SECRET_BYTES];
        uint8_t key1[SF_KEX_KEY_BYTES], key2[SF_KEX_KEY_BYTES], want[SF_KEX_KEY_BYTES];
        uint8_t sig[SF_MAX_SIGNATURE_BYTES], msg[40];
        size_t n1 = sizeof s1, n2 = sizeof s2, siglen = sizeof sig;
        sf_test_rng_seed(&r1, 100 + i);
        sf_test_rng_seed(&r2, 200 + i);
        SF_CHECK(sf_keygen(&k1, a, &rng1) == SF_OK && k1.alg == a);
        SF_CHECK(sf_keygen(&k2, a, &rng2) == SF_OK);
        sf_test_rng_seed(&r1, 100 + i);
        SF_CHECK(sf_keygen(&k1again, a, &rng1) == SF_OK);
        SF_CHECK(memcmp(&k1, &k1again, sizeof k1) == 0);
        SF_CHECK(sf_public_key(&p1, &k1) == SF_OK && sf_public_key(&p2, &k2) == SF_OK);
        /* raw agreement: both sides, the algorithm's size */
        SF_CHECK(sf_kex_raw(s1, &n1, &k1, &p2) == SF_OK && sf_kex_raw(s2, &n2, &k2, &p1) == SF_OK);
        SF_CHECK(n1 == sf_alg_shared_secret_bytes(a) && n1 == n2 && memcmp(s1, s2, n1) == 0);
        /* the KDF, recomputed from its definition */
        SF_CHECK(sf_kex(key1, &k1, &p2) == SF_OK && sf_kex(key2, &k2, &p1) == SF_OK);
        SF_CHECK(memcmp(key1, key2, sizeof key1) == 0);
        {
            sf_sha256_ctx h;
            size_t pkn = sf_alg_public_key_bytes(a);
            const uint8_t *lo = memcmp(p1.pk, p2.pk, pkn) < 0 ? p1.pk : p2.pk;
            const uint8_t *hi = lo == p1.pk ? p2.pk : p1.pk;
            uint8_t zero = 0;
            SF_CHECK(sf_sha256_init(&h) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, (const uint8_t *)"snowfield kex v1", 16) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, (const uint8_t *)sf_alg_name(a), strlen(sf_alg_name(a))) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, &zero, 1) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, s1, n1) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, lo, pkn) == SF_OK);
            SF_CHECK(sf_sha256_update(&h, hi, pkn) == SF_OK);
            SF_CHECK(sf_sha256_final(&h, want) == SF_OK);
            SF_CHECK_BYTES(key1, want, sizeof want);
        }
        /* signatures */
        sf_test_rng_bytes(&r1, msg, sizeof msg);
        SF_CHECK(sf_sign(sig, &siglen, &k1, msg, sizeof msg) == SF_OK);
        SF_CHECK(siglen == sf_alg_signature_bytes(a));
        SF_CHECK(sf_verify(sig, siglen, &p1, msg, sizeof msg) == SF_OK);
        SF_CHECK(sf_strict_verify(sig, siglen, &p1, msg, sizeof msg) == SF_OK);
        SF_CHECK(sf_verify(sig, siglen, &p2, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        msg[0] ^= 1;
        SF_CHECK(sf_verify(sig, siglen, &p1, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        SF_CHECK(sf_verify(sig, siglen - 1, &p1, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        SF_CHECK(sf_sign(sig, &siglen, &k1, NULL, 0) == SF_OK);
        SF_CHECK(sf_verify(sig, siglen, &p1, NULL, 0) == SF_OK);
        /* raw round trips */
        {
            uint8_t raw[SF_MAX_PUBLIC_KEY_BYTES];
            size_t rn = sizeof raw;
            sf_skey k3;
            sf_pkey p3;
            SF_CHECK(sf_skey_raw(raw, &rn, &k1) == SF_OK && rn == sf_alg_secret_key_bytes(a));
            SF_CHECK(sf_skey_from_raw(&k3, a, raw, rn) == SF_OK && memcmp(&k3, &k1, sizeof k1) == 0);
            rn = sizeof raw;
            SF_CHECK(sf_pkey_raw(raw, &rn, &p1) == SF_OK && rn == sf_alg_public_key_bytes(a));
            SF_CHECK(sf_pkey_from_raw(&p3, a, raw, rn) == SF_OK && memcmp(&p3, &p1, sizeof p1) == 0);
            raw[rn - 1] ^= 0x55; /* no longer a point (or, rarely, another one) */
            if (sf_pkey_from_raw(&p3, a, raw, rn) != SF_OK)
                SF_CHECK(sf_ta_zero(&p3, sizeof p3));
        }
        sf_skey_wipe(&k1);
        SF_CHECK(sf_ta_zero(&k1, sizeof k1));
    }
}

/* The curve's own functions agree with the layer (ECDSA over SHA-256 of
 * the message, ECDH's x-coordinate). */
SF_TEST(api_matches_curves)
{
    static const uint8_t msg[] = "abc";
    uint8_t hash[32], sig[64], shared[32], raw[64];
    size_t siglen = sizeof sig, n = sizeof raw;
    sf_skey k;
    sf_pkey p;
    SF_CHECK(sf_keygen(&k, SF_ALG_P256, NULL) == SF_OK && sf_public_key(&p, &k) == SF_OK);
    SF_CHECK(sf_sign(sig, &siglen, &k, msg, 3) == SF_OK);
    SF_CHECK(sf_sha256(hash, msg, 3) == SF_OK);
    SF_CHECK(sf_p256_ecdsa_verify(sig, p.pk, 65, hash, 32) == SF_OK);
    SF_CHECK(sf_p256_ecdh(shared, k.sk, p.pk, 65) == SF_OK);
    SF_CHECK(sf_kex_raw(raw, &n, &k, &p) == SF_OK && n == 32 && memcmp(raw, shared, 32) == 0);
    SF_CHECK(sf_keygen(&k, SF_ALG_SECP256K1, NULL) == SF_OK && sf_public_key(&p, &k) == SF_OK);
    siglen = sizeof sig;
    SF_CHECK(sf_sign(sig, &siglen, &k, msg, 3) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdsa_verify(sig, p.pk, 33, hash) == SF_OK);
}

/* A high-S secp256k1 signature (s -> n - s): ordinary ECDSA takes it, the
 * strict check does not. */
SF_TEST(api_secp256k1_high_s)
{
    static const uint8_t n_be[32] = {
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe,
        0xba, 0xae, 0xdc, 0xe6, 0xaf, 0x48, 0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41};
    static const uint8_t msg[] = "high s";
    uint8_t sig[64];
    size_t siglen = sizeof sig;
    unsigned borrow = 0;
    sf_skey k;
    sf_pkey p;
    SF_CHECK(sf_keygen(&k, SF_ALG_SECP256K1, NULL) == SF_OK && sf_public_key(&p, &k) == SF_OK);
    SF_CHECK(sf_sign(sig, &siglen, &k, msg, 6) == SF_OK);
    for (int i = 31; i >= 0; i--) {
        unsigned v = (unsigned)n_be[i] - sig[32 + i] - borrow;
        sig[32 + i] = (uint8_t)v;
        borrow = (v >> 8) & 1;
    }
    SF_CHECK(sf_verify(sig, 64, &p, msg, 6) == SF_OK);
    SF_CHECK(sf_strict_verify(sig, 64, &p, msg, 6) == SF_ERR_INVALID_SIGNATURE);
}

/* Every format: export, import, the same key; the DER of signatures. */
SF_TEST(api_formats_round_trip)
{
    static const sf_format secret_formats[] = {SF_FORMAT_DER, SF_FORMAT_PEM, SF_FORMAT_JWK,
                                               SF_FORMAT_SEC1_DER, SF_FORMAT_SEC1_PEM};
    for (size_t i = 0; i < 2; i++) {
        sf_alg a = sf_ta_algs[i];
        sf_skey k, back;
        sf_pkey p, pback;
        uint8_t out[SF_MAX_EXPORT_BYTES], sig[64], der[SF_MAX_SIGNATURE_DER_BYTES], sig2[64];
        size_t n, siglen = sizeof sig, derlen = sizeof der, sig2len = sizeof sig2;
        SF_CHECK(sf_keygen(&k, a, NULL) == SF_OK && sf_public_key(&p, &k) == SF_OK);
        for (size_t f = 0; f < sizeof secret_formats / sizeof secret_formats[0]; f++) {
            n = sizeof out;
            SF_CHECK(sf_skey_export(out, &n, &k, secret_formats[f]) == SF_OK);
            SF_CHECK(sf_skey_import(&back, SF_ALG_NONE, out, n) == SF_OK);
            SF_CHECK(memcmp(&back, &k, sizeof k) == 0);
            SF_CHECK(sf_pkey_import(&pback, a, out, n) == SF_OK); /* a secret key's file */
            SF_CHECK(memcmp(&pback, &p, sizeof p) == 0);
            SF_CHECK(sf_skey_import(&back, sf_ta_algs[1 - i], out, n) == SF_ERR_UNSUPPORTED);
            SF_CHECK(sf_ta_zero(&back, sizeof back));
        }
        for (int f = SF_FORMAT_DER; f <= SF_FORMAT_JWK; f++) {
            n = sizeof out;
            SF_CHECK(sf_pkey_export(out, &n, &p, (sf_format)f) == SF_OK);
            SF_CHECK(sf_pkey_import(&pback, SF_ALG_NONE, out, n) == SF_OK);
            SF_CHECK(memcmp(&pback, &p, sizeof p) == 0);
            /* a public key is not a secret key */
            SF_CHECK(sf_skey_import(&back, SF_ALG_NONE, out, n) != SF_OK);
        }
        n = sizeof out;
        SF_CHECK(sf_pkey_export(out, &n, &p, SF_FORMAT_SEC1_PEM) == SF_ERR_UNSUPPORTED);
        /* EC keys have their public key inside PKCS#8 v1 already */
        n = sizeof out;
        SF_CHECK(sf_skey_export(out, &n, &k, SF_FORMAT_PKCS8V2_PEM) == SF_ERR_UNSUPPORTED && n == 0);
        SF_CHECK(sf_sign(sig, &siglen, &k, out, 10) == SF_OK);
        SF_CHECK(sf_signature_to_der(der, &derlen, a, sig, siglen) == SF_OK);
        SF_CHECK(sf_signature_from_der(sig2, &sig2len, a, der, derlen) == SF_OK);
        SF_CHECK(sig2len == 64 && memcmp(sig, sig2, 64) == 0);
        SF_CHECK(sf_signature_from_der(sig2, &sig2len, a, der, derlen - 1) == SF_ERR_INVALID_ENCODING);
    }
    /* FourQ and Snowshoe: raw only */
    for (size_t i = 2; i < SF_TA_NALGS; i++) {
        sf_skey k;
        sf_pkey p;
        uint8_t out[SF_MAX_EXPORT_BYTES], der[80];
        size_t n = sizeof out, dn = sizeof der;
        SF_CHECK(sf_keygen(&k, sf_ta_algs[i], NULL) == SF_OK && sf_public_key(&p, &k) == SF_OK);
        SF_CHECK(sf_skey_export(out, &n, &k, SF_FORMAT_PEM) == SF_ERR_UNSUPPORTED && n == 0);
        n = sizeof out;
        SF_CHECK(sf_pkey_export(out, &n, &p, SF_FORMAT_JWK) == SF_ERR_UNSUPPORTED);
        n = sizeof out;
        SF_CHECK(sf_skey_export(out, &n, &k, SF_FORMAT_RAW) == SF_OK && n == 32);
        SF_CHECK(sf_signature_to_der(der, &dn, sf_ta_algs[i], out, 64) == SF_ERR_UNSUPPORTED);
        SF_CHECK(sf_skey_import(&k, sf_ta_algs[i], out, n) == SF_ERR_UNSUPPORTED);
    }
}

/* The files OpenSSL wrote: keys load, the public key derived from the
 * private file is the one of the SPKI file, and the signature verifies. */
SF_TEST(api_openssl_files)
{
    static const char *const names[][3] = {
        {"keys/openssl_p256_pkcs8.pem", "keys/openssl_p256_sec1.pem", "keys/openssl_p256_spki.pem"},
        {"keys/openssl_k256_pkcs8.pem", "keys/openssl_k256_ecparam.pem", "keys/openssl_k256_spki.pem"},
    };
    static uint8_t buf[3][4096];
    size_t len[3];
    for (int c = 0; c < 2; c++) {
        sf_skey k;
        sf_pkey p, spki;
        for (int f = 0; f < 3; f++) {
            FILE *fp = sf_test_open(sf_test_vectors_dir(), names[c][f]);
            SF_CHECK(fp != NULL);
            if (fp == NULL)
                return;
            len[f] = fread(buf[f], 1, sizeof buf[f], fp);
            fclose(fp);
        }
        SF_CHECK(sf_pkey_import(&spki, SF_ALG_NONE, buf[2], len[2]) == SF_OK);
        SF_CHECK(spki.alg == (c == 0 ? SF_ALG_P256 : SF_ALG_SECP256K1));
        if (c == 0) { /* the PKCS#8 and the SEC1 file hold the same key */
            SF_CHECK(sf_skey_import(&k, SF_ALG_P256, buf[0], len[0]) == SF_OK);
            SF_CHECK(sf_public_key(&p, &k) == SF_OK && memcmp(&p, &spki, sizeof p) == 0);
            SF_CHECK(sf_skey_import(&k, SF_ALG_P256, buf[1], len[1]) == SF_OK);
            SF_CHECK(sf_public_key(&p, &k) == SF_OK && memcmp(&p, &spki, sizeof p) == 0);
        } else { /* the ecparam file's key is the SPKI's */
            SF_CHECK(sf_skey_import(&k, SF_ALG_NONE, buf[1], len[1]) == SF_OK);
            SF_CHECK(sf_public_key(&p, &k) == SF_OK && memcmp(&p, &spki, sizeof p) == 0);
            SF_CHECK(sf_skey_import(&k, SF_ALG_SECP256K1, buf[0], len[0]) == SF_OK);
        }
    }
    {
        uint8_t sig[64], msg[128], der[80];
        size_t siglen = sizeof sig, ml, dl;
        sf_pkey p;
        FILE *fm = sf_test_open(sf_test_vectors_dir(), "keys/openssl_message.txt");
        FILE *fs = sf_test_open(sf_test_vectors_dir(), "keys/openssl_p256_message.sig");
        SF_CHECK(fm != NULL && fs != NULL);
        if (fm == NULL || fs == NULL)
            return;
        ml = fread(msg, 1, sizeof msg, fm);
        dl = fread(der, 1, sizeof der, fs);
        fclose(fm);
        fclose(fs);
        SF_CHECK(sf_pkey_import(&p, SF_ALG_P256, buf[2], 0) == SF_ERR_INVALID_ENCODING);
        {
            FILE *fp = sf_test_open(sf_test_vectors_dir(), "keys/openssl_p256_spki.pem");
            len[2] = fp == NULL ? 0 : fread(buf[2], 1, sizeof buf[2], fp);
            if (fp != NULL)
                fclose(fp);
        }
        SF_CHECK(sf_pkey_import(&p, SF_ALG_P256, buf[2], len[2]) == SF_OK);
        SF_CHECK(sf_signature_from_der(sig, &siglen, SF_ALG_P256, der, dl) == SF_OK);
        SF_CHECK(sf_verify(sig, siglen, &p, msg, ml) == SF_OK);
        SF_CHECK(sf_verify(sig, siglen, &p, msg, ml - 1) == SF_ERR_INVALID_SIGNATURE);
    }
}

/* Every refusal, with its code and its zeroed outputs. */
SF_TEST(api_errors)
{
    sf_skey k, kp256, kk256;
    sf_pkey p, pk256;
    uint8_t buf[SF_MAX_EXPORT_BYTES], zero32[32] = {0}, key[SF_KEX_KEY_BYTES];
    size_t n = sizeof buf;
    SF_CHECK(sf_keygen(NULL, SF_ALG_P256, NULL) == SF_ERR_INVALID_ARGUMENT);
    memset(&k, 0xaa, sizeof k);
    SF_CHECK(sf_keygen(&k, SF_ALG_NONE, NULL) == SF_ERR_UNSUPPORTED && sf_ta_zero(&k, sizeof k));
    SF_CHECK(sf_skey_from_raw(&k, SF_ALG_P256, zero32, 32) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_ta_zero(&k, sizeof k));
    SF_CHECK(sf_skey_from_raw(&k, SF_ALG_P256, zero32, 31) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_pkey_from_raw(&p, SF_ALG_P256, zero32, 32) != SF_OK && sf_ta_zero(&p, sizeof p));
    SF_CHECK(sf_keygen(&kp256, SF_ALG_P256, NULL) == SF_OK);
    SF_CHECK(sf_keygen(&kk256, SF_ALG_SECP256K1, NULL) == SF_OK);
    SF_CHECK(sf_public_key(&pk256, &kk256) == SF_OK);
    memset(key, 0xaa, sizeof key);
    SF_CHECK(sf_kex(key, &kp256, &pk256) == SF_ERR_UNSUPPORTED && sf_ta_zero(key, sizeof key));
    n = 10;
    SF_CHECK(sf_kex_raw(buf, &n, &kk256, &pk256) == SF_ERR_INVALID_ARGUMENT && n == 0);
    n = 10;
    SF_CHECK(sf_sign(buf, &n, &kp256, buf, 1) == SF_ERR_INVALID_ARGUMENT && n == 0);
    n = 10;
    SF_CHECK(sf_skey_export(buf, &n, &kp256, SF_FORMAT_PEM) == SF_ERR_INVALID_ARGUMENT && n == 0);
    n = sizeof buf;
    SF_CHECK(sf_skey_export(buf, &n, &kp256, (sf_format)99) == SF_ERR_UNSUPPORTED);
    SF_CHECK(sf_skey_import(&k, SF_ALG_NONE, (const uint8_t *)"hello", 5) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_skey_import(&k, SF_ALG_NONE, NULL, 5) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_verify(buf, 64, NULL, buf, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_verify(NULL, 64, &pk256, buf, 1) == SF_ERR_INVALID_ARGUMENT);
    /* a stored public key that is not the secret's own */
    {
        uint8_t der[SF_MAX_EXPORT_BYTES], other[SF_MAX_EXPORT_BYTES];
        size_t dn = sizeof der, on = sizeof other;
        sf_skey k2;
        SF_CHECK(sf_keygen(&k2, SF_ALG_P256, NULL) == SF_OK);
        SF_CHECK(sf_skey_export(der, &dn, &kp256, SF_FORMAT_SEC1_DER) == SF_OK);
        SF_CHECK(sf_skey_export(other, &on, &k2, SF_FORMAT_SEC1_DER) == SF_OK);
        memcpy(der + 39, other + 39, dn - 39); /* the curve and the public key */
        SF_CHECK(sf_skey_import(&k, SF_ALG_P256, der, dn) == SF_ERR_KEY_MISMATCH);
        SF_CHECK(sf_ta_zero(&k, sizeof k));
    }
}

const sf_test_case sf_tests_api[] = {
    SF_CASE(api_names_and_sizes),
    SF_CASE(api_every_algorithm),
    SF_CASE(api_matches_curves),
    SF_CASE(api_secp256k1_high_s),
    SF_CASE(api_formats_round_trip),
    SF_CASE(api_openssl_files),
    SF_CASE(api_errors),
    SF_CASES_END,
};

/*
 * Tests of the key-format codecs of src/proto/keys/ (base64, PEM, the DER
 * containers, JWK): RFC 4648 vectors, the RFC 8410, 7517 and 8037 examples
 * (tests/vectors/keys/), OpenSSL-written keys (the same folder), round
 * trips, and every refusal. The keys' values are checked one layer up
 * (tests/api/); the openssl command itself is run by tests/peers/.
 */
#include <stdio.h>
#include <string.h>

#include "proto/keys/base64.h"
#include "proto/keys/jwk.h"
#include "proto/keys/key_der.h"
#include "proto/keys/pem.h"
#include "test.h"

/* The file's bytes into buf (cap), its length; -1 if it cannot be read. */
static long sf_tk_read(const char *name, char *buf, size_t cap)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), name);
    size_t n;
    if (f == NULL)
        return -1;
    n = fread(buf, 1, cap, f);
    fclose(f);
    return (long)n;
}

SF_TEST(keys_base64_rfc4648)
{
    static const char *const plain[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
    static const char *const padded[] = {"", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=",
                                         "Zm9vYmFy"};
    char text[16];
    uint8_t back[16];
    for (int i = 0; i < 7; i++) {
        size_t n = strlen(plain[i]), t, m = sizeof back;
        t = sf_b64_encode(text, (const uint8_t *)plain[i], n, SF_B64_STD, 1);
        SF_CHECK(t == strlen(padded[i]) && memcmp(text, padded[i], t) == 0);
        SF_CHECK(sf_b64_decode(back, &m, padded[i], t, SF_B64_STD, 1, 0) == SF_OK);
        SF_CHECK(m == n && memcmp(back, plain[i], n) == 0);
        /* unpadded: the same characters without '=' */
        t = sf_b64_encode(text, (const uint8_t *)plain[i], n, SF_B64_URL, 0);
        SF_CHECK(t == SF_B64_UNPADDED_LEN(n));
        m = sizeof back;
        SF_CHECK(sf_b64_decode(back, &m, text, t, SF_B64_URL, 0, 0) == SF_OK && m == n);
    }
}

SF_TEST(keys_base64_every_byte)
{
    uint8_t all[256], back[256];
    char text[400];
    for (int a = 0; a < 2; a++) {
        size_t t, m = sizeof back;
        for (int i = 0; i < 256; i++)
            all[i] = (uint8_t)i;
        t = sf_b64_encode(text, all, 256, (sf_b64_alphabet)a, 1);
        SF_CHECK(t == SF_B64_PADDED_LEN(256));
        for (size_t i = 0; i < t; i++) /* the other alphabet's two characters never appear */
            SF_CHECK(strchr(a ? "+/" : "-_", text[i]) == NULL);
        SF_CHECK(sf_b64_decode(back, &m, text, t, (sf_b64_alphabet)a, 1, 0) == SF_OK);
        SF_CHECK(m == 256 && memcmp(back, all, 256) == 0);
    }
}

SF_TEST(keys_base64_refusals)
{
    static const struct {
        const char *text;
        int pad, space;
    } bad[] = {
        {"Zg=", 1, 0},   {"Zg", 1, 0},     {"Zg==", 0, 0},   {"Z===", 1, 0},  {"Zh==", 1, 0},
        {"Zm9=", 1, 0},  {"Zm8", 1, 0},    {"Z", 0, 0},      {"Zm9v!A==", 1, 0},
        {"Zm-v", 1, 0},  {"Zm_v", 1, 0},   {"Zg==Zg==", 1, 0}, {"Zm9v\n", 1, 0},
        {"Zm9 v", 0, 0}, {"Zm+v", 0, 0},
    };
    uint8_t out[8];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t m = sizeof out;
        sf_b64_alphabet a = bad[i].pad ? SF_B64_STD : SF_B64_URL;
        memset(out, 0xaa, sizeof out);
        SF_CHECK(sf_b64_decode(out, &m, bad[i].text, strlen(bad[i].text), a, bad[i].pad,
                               bad[i].space) == SF_ERR_INVALID_ENCODING);
        SF_CHECK(m == 0 && out[0] == 0 && out[7] == 0);
    }
    {
        size_t m = 2;
        SF_CHECK(sf_b64_decode(out, &m, "Zm9v", 4, SF_B64_STD, 1, 0) == SF_ERR_INVALID_ARGUMENT);
        m = 3;
        SF_CHECK(sf_b64_decode(out, &m, "Zm\n9v", 5, SF_B64_STD, 1, 1) == SF_OK && m == 3);
        SF_CHECK(sf_b64_decode(NULL, &m, "Zm9v", 4, SF_B64_STD, 1, 0) == SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_b64_decode(out, NULL, "Zm9v", 4, SF_B64_STD, 1, 0) == SF_ERR_INVALID_ARGUMENT);
    }
}

/* The RFC 8410 examples: v1, v2 with an attribute and the public key, SPKI;
 * and byte-identical re-encoding of what we decoded. */
SF_TEST(keys_rfc8410_examples)
{
    char pem[1024], again[1024];
    uint8_t der[256], der2[256], sk[57], pk[65];
    size_t derlen = sizeof der, pklen = sizeof pk, n;
    sf_keytype kt;
    long len = sf_tk_read("keys/rfc8410_ed25519_private.pem", pem, sizeof pem);
    SF_CHECK(len > 0);
    if (len <= 0)
        return;
    SF_CHECK(sf_pem_decode(der, &derlen, "PRIVATE KEY", pem, (size_t)len) == SF_OK);
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, der, derlen) == SF_OK);
    SF_CHECK(kt == SF_KT_ED25519 && pklen == 0);
    SF_CHECK(sk[0] == 0xd4 && sk[31] == 0x42);
    n = sizeof der2;
    SF_CHECK(sf_key_der_pkcs8_encode(der2, &n, kt, sk, NULL, 0) == SF_OK);
    SF_CHECK(n == derlen && memcmp(der2, der, n) == 0);
    n = sizeof again;
    SF_CHECK(sf_pem_encode(again, &n, "PRIVATE KEY", der2, derlen) == SF_OK);
    SF_CHECK(n == (size_t)len && memcmp(again, pem, n) == 0);
    /* another curve asked for */
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_X25519, der, derlen) ==
             SF_ERR_UNSUPPORTED);

    len = sf_tk_read("keys/rfc8410_ed25519_private_v2.pem", pem, sizeof pem);
    derlen = sizeof der;
    SF_CHECK(len > 0 && sf_pem_decode(der, &derlen, "PRIVATE KEY", pem, (size_t)len) == SF_OK);
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_ED25519, der, derlen) == SF_OK);
    SF_CHECK(pklen == 32 && pk[0] == 0x19 && pk[31] == 0xe1 && sk[0] == 0xd4);

    len = sf_tk_read("keys/rfc8410_ed25519_public.pem", pem, sizeof pem);
    derlen = sizeof der;
    SF_CHECK(len > 0 && sf_pem_decode(der, &derlen, "PUBLIC KEY", pem, (size_t)len) == SF_OK);
    pklen = sizeof pk;
    SF_CHECK(sf_key_der_spki_decode(&kt, pk, &pklen, SF_KT_NONE, der, derlen) == SF_OK);
    SF_CHECK(kt == SF_KT_ED25519 && pklen == 32 && pk[0] == 0x19);
    n = sizeof der2;
    SF_CHECK(sf_key_der_spki_encode(der2, &n, kt, pk) == SF_OK);
    SF_CHECK(n == derlen && memcmp(der2, der, n) == 0);
    /* the private-key label is not there */
    derlen = sizeof der;
    SF_CHECK(sf_pem_decode(der, &derlen, "PRIVATE KEY", pem, (size_t)len) == SF_ERR_UNSUPPORTED);
}

/* OpenSSL's EC files: PKCS#8, SEC1 (with and without the EC PARAMETERS
 * block before it), SPKI; each re-encoded byte for byte. */
SF_TEST(keys_openssl_ec_files)
{
    static const struct {
        const char *file, *label;
        int kind; /* 0 PKCS#8, 1 SEC1, 2 SPKI */
        sf_keytype kt;
    } files[] = {
        {"keys/openssl_p256_pkcs8.pem", "PRIVATE KEY", 0, SF_KT_P256},
        {"keys/openssl_p256_sec1.pem", "EC PRIVATE KEY", 1, SF_KT_P256},
        {"keys/openssl_p256_spki.pem", "PUBLIC KEY", 2, SF_KT_P256},
        {"keys/openssl_k256_pkcs8.pem", "PRIVATE KEY", 0, SF_KT_SECP256K1},
        {"keys/openssl_k256_ecparam.pem", "EC PRIVATE KEY", 1, SF_KT_SECP256K1},
        {"keys/openssl_k256_spki.pem", "PUBLIC KEY", 2, SF_KT_SECP256K1},
    };
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char pem[2048];
        uint8_t der[256], der2[256], sk[57], pk[65];
        size_t derlen = sizeof der, pklen = sizeof pk, n = sizeof der2;
        sf_keytype kt = SF_KT_NONE;
        sf_error e;
        long len = sf_tk_read(files[f].file, pem, sizeof pem);
        SF_CHECK(len > 0);
        if (len <= 0)
            continue;
        SF_CHECK(sf_pem_decode(der, &derlen, files[f].label, pem, (size_t)len) == SF_OK);
        if (files[f].kind == 0) {
            SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, der, derlen) == SF_OK);
            e = sf_key_der_pkcs8_encode(der2, &n, kt, sk, pk, 0);
        } else if (files[f].kind == 1) {
            SF_CHECK(sf_key_der_sec1_decode(&kt, sk, pk, &pklen, SF_KT_NONE, der, derlen) == SF_OK);
            e = sf_key_der_sec1_encode(der2, &n, kt, sk, pk);
        } else {
            SF_CHECK(sf_key_der_spki_decode(&kt, pk, &pklen, SF_KT_NONE, der, derlen) == SF_OK);
            e = sf_key_der_spki_encode(der2, &n, kt, pk);
        }
        SF_CHECK(kt == files[f].kt && pklen == 65 && pk[0] == 0x04);
        SF_CHECK(e == SF_OK && n == derlen && memcmp(der, der2, n) == 0);
    }
}

/* Every strict-DER rule, on mutations of an OpenSSL P-256 PKCS#8. */
SF_TEST(keys_der_refusals)
{
    char pem[2048];
    uint8_t der[256], bad[260], sk[57], pk[65];
    size_t derlen = sizeof der, pklen;
    sf_keytype kt;
    long len = sf_tk_read("keys/openssl_p256_pkcs8.pem", pem, sizeof pem);
    SF_CHECK(len > 0 && sf_pem_decode(der, &derlen, "PRIVATE KEY", pem, (size_t)len) == SF_OK);
    if (len <= 0)
        return;
    /* truncation at every length, and a byte after the end */
    for (size_t n = 0; n < derlen; n++)
        SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, der, n) ==
                 SF_ERR_INVALID_ENCODING);
    memcpy(bad, der, derlen);
    bad[derlen] = 0;
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, bad, derlen + 1) ==
             SF_ERR_INVALID_ENCODING);
    /* every single-byte change of the structure is refused, but for the
     * version (5: 0 -> 1 is a v2 key without its optional public key) and
     * the key bytes (the secret at 36..67, the point from 73), which the
     * curve checks one layer up */
    for (size_t i = 0; i < derlen; i++) {
        sf_error e;
        if (i == 5 || (i >= 36 && i < 68) || i >= 73)
            continue;
        memcpy(bad, der, derlen);
        bad[i] ^= 0x01;
        e = sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, bad, derlen);
        SF_CHECK(e == SF_ERR_INVALID_ENCODING || e == SF_ERR_UNSUPPORTED);
        if (e == SF_OK)
            printf("  accepted a change at byte %zu\n", i);
    }
    memcpy(bad, der, derlen);
    bad[5] = 1;
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, bad, derlen) == SF_OK);
    bad[5] = 2;
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, bad, derlen) ==
             SF_ERR_INVALID_ENCODING);
    /* non-minimal length: 30 81 87 -> 30 82 00 87 */
    bad[0] = 0x30, bad[1] = 0x82, bad[2] = 0x00;
    memcpy(bad + 3, der + 2, derlen - 2);
    SF_CHECK(sf_key_der_pkcs8_decode(&kt, sk, pk, &pklen, SF_KT_NONE, bad, derlen + 1) ==
             SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_key_der_pkcs8_decode(NULL, sk, pk, &pklen, SF_KT_NONE, der, derlen) ==
             SF_ERR_INVALID_ARGUMENT);
    /* output too small for the encoder */
    {
        size_t n = 10;
        SF_CHECK(sf_key_der_spki_encode(bad, &n, SF_KT_P256, pk) == SF_ERR_INVALID_ARGUMENT && n == 0);
        n = sizeof bad;
        SF_CHECK(sf_key_der_sec1_encode(bad, &n, SF_KT_ED25519, sk, pk) == SF_ERR_UNSUPPORTED);
    }
}

SF_TEST(keys_pem_forms)
{
    static const char crlf[] = "junk before\r\n-----BEGIN PUBLIC KEY-----\r\n"
                               "MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\r\n"
                               "-----END PUBLIC KEY-----\r\ntrailing text\n";
    static const char mismatch[] = "-----BEGIN PUBLIC KEY-----\nMCow\n-----END PRIVATE KEY-----\n";
    static const char unended[] = "-----BEGIN PUBLIC KEY-----\nMCow\n";
    static const char encrypted[] = "-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n"
                                    "DEK-Info: AES-128-CBC,00\n\nMCow\n-----END EC PRIVATE KEY-----\n";
    uint8_t der[128];
    size_t n = sizeof der;
    SF_CHECK(sf_pem_decode(der, &n, "PUBLIC KEY", crlf, strlen(crlf)) == SF_OK && n == 44);
    n = sizeof der;
    SF_CHECK(sf_pem_decode(der, &n, "PUBLIC KEY", mismatch, strlen(mismatch)) ==
             SF_ERR_INVALID_ENCODING);
    n = sizeof der;
    SF_CHECK(sf_pem_decode(der, &n, "PUBLIC KEY", unended, strlen(unended)) ==
             SF_ERR_INVALID_ENCODING);
    n = sizeof der;
    SF_CHECK(sf_pem_decode(der, &n, "EC PRIVATE KEY", encrypted, strlen(encrypted)) ==
             SF_ERR_UNSUPPORTED);
    n = sizeof der;
    SF_CHECK(sf_pem_decode(der, &n, "PUBLIC KEY", "no pem", 6) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_pem_has_block("PUBLIC KEY", crlf, strlen(crlf)));
    SF_CHECK(!sf_pem_has_block("PRIVATE KEY", crlf, strlen(crlf)));
    n = 20;
    SF_CHECK(sf_pem_encode((char *)der, &n, "PUBLIC KEY", der, 44) == SF_ERR_INVALID_ARGUMENT);
}

/* The RFC 7517 and RFC 8037 examples, decoded and re-encoded (without the
 * members we do not write), and refusals. */
SF_TEST(keys_jwk)
{
    static const char *const files[] = {"keys/rfc7517_a2_p256.jwk", "keys/rfc8037_a1_ed25519.jwk"};
    static const sf_keytype types[] = {SF_KT_P256, SF_KT_ED25519};
    static const char ec_want[] =
        "{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4\","
        "\"y\":\"4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM\","
        "\"d\":\"870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE\"}";
    for (int f = 0; f < 2; f++) {
        char text[512], out[SF_JWK_MAX_LEN];
        uint8_t pk[65], sk[57];
        int has_sk = 0;
        size_t n = sizeof out;
        sf_keytype kt;
        long len = sf_tk_read(files[f], text, sizeof text);
        SF_CHECK(len > 0);
        if (len <= 0)
            continue;
        SF_CHECK(sf_jwk_decode(&kt, pk, sk, &has_sk, SF_KT_NONE, text, (size_t)len) == SF_OK);
        SF_CHECK(kt == types[f] && has_sk == 1);
        SF_CHECK(sf_jwk_encode(out, &n, kt, pk, sk) == SF_OK);
        if (f == 0)
            SF_CHECK(n == strlen(ec_want) && memcmp(out, ec_want, n) == 0);
        else /* our member order: x before d */
            SF_CHECK(n == (size_t)len - 1 - 0 && strstr(out, "\"x\":\"11qYAYKxCrfVS_7TyWQH") != NULL);
        SF_CHECK(sf_jwk_decode(&kt, pk, sk, &has_sk, SF_KT_SECP256K1, text, (size_t)len) ==
                 SF_ERR_UNSUPPORTED);
    }
    {
        static const char *const bad[] = {
            "", "{", "[]", "{\"kty\":\"EC\"}",
            "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo=\"}",
            "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHUR\"}",
            ("{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo\","
             "\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo\"}"),
            "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo\"} x",
            "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"11qYAYKxCrfVS\\u0041TyWQHOg7hcvPapiMlrwIaaPcHURo\"}",
        };
        uint8_t pk[65], sk[57];
        int has_sk;
        sf_keytype kt;
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
            SF_CHECK(sf_jwk_decode(&kt, pk, sk, &has_sk, SF_KT_NONE, bad[i], strlen(bad[i])) ==
                     SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_jwk_decode(&kt, pk, sk, &has_sk, SF_KT_NONE,
                               "{\"kty\":\"RSA\",\"crv\":\"x\",\"x\":\"AA\"}", 32) ==
                 SF_ERR_UNSUPPORTED);
        /* unknown members of every JSON kind are skipped */
        {
            static const char ok[] =
                " { \"use\" : \"sig\", \"n\": [1, 2.5e3, {\"a\": null}], \"t\": true,"
                " \"kty\":\"OKP\",\"crv\":\"Ed25519\","
                "\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo\" }\n";
            SF_CHECK(sf_jwk_decode(&kt, pk, sk, &has_sk, SF_KT_NONE, ok, strlen(ok)) == SF_OK);
            SF_CHECK(has_sk == 0 && kt == SF_KT_ED25519);
        }
    }
}

const sf_test_case sf_tests_keys[] = {
    SF_CASE(keys_base64_rfc4648),
    SF_CASE(keys_base64_every_byte),
    SF_CASE(keys_base64_refusals),
    SF_CASE(keys_rfc8410_examples),
    SF_CASE(keys_openssl_ec_files),
    SF_CASE(keys_der_refusals),
    SF_CASE(keys_pem_forms),
    SF_CASE(keys_jwk),
    SF_CASES_END,
};

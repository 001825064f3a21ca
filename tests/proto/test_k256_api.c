/*
 * secp256k1 public API: every error path, one by one, with the zeroed
 * outputs the header promises; round trips and properties that the vector
 * and differential tests do not cover (keygen with a caller RNG, low S,
 * normalization, lax DER, recovery ids, the x-only parity, the tweaks'
 * corner cases). Both field backends.
 */
#include <string.h>

#include "snowfield/secp256k1.h"
#include "test.h"

static const uint8_t sf_k256a_n[32] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
    0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
static const uint8_t sf_k256a_zero[72];

/* x = n - y (y <= n), big-endian. */
static void sf_k256a_n_minus(uint8_t x[32], const uint8_t y[32])
{
    int borrow = 0;
    for (int i = 31; i >= 0; i--) {
        int d = (int)sf_k256a_n[i] - y[i] - borrow;
        borrow = d < 0;
        x[i] = (uint8_t)(d + (borrow << 8));
    }
}

static void sf_k256a_key(uint8_t sec[32], uint8_t pub[33], uint8_t v)
{
    memset(sec, v, 32);
    sec[0] = 0x11;
    SF_CHECK(sf_secp256k1_public_key(pub, sec) == SF_OK);
}

/* ---- keys --------------------------------------------------------------------- */

static int sf_k256a_rng_fail(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    memset(out, 0xAA, len);
    return -1;
}

static int sf_k256a_rng_const(void *ctx, uint8_t *out, size_t len)
{
    memset(out, *(const uint8_t *)ctx, len);
    return 0;
}

SF_TEST(k256_api_keys)
{
    uint8_t sec[32], pub[33], pub2[33], pub65[65], x[32], out[65], bad[32];
    uint8_t ff = 0xFF, z = 0x00, five = 0x05;
    sf_rng fail = {sf_k256a_rng_fail, NULL};
    sf_rng allff = {sf_k256a_rng_const, &ff};
    sf_rng allzero = {sf_k256a_rng_const, &z};
    sf_rng fives = {sf_k256a_rng_const, &five};
    int parity = -1;

    /* keygen: caller RNG, OS RNG, and the three failures */
    SF_CHECK(sf_secp256k1_keygen(sec, pub, &fives) == SF_OK);
    memset(bad, 5, 32);
    SF_CHECK_BYTES(sec, bad, 32);
    SF_CHECK(sf_secp256k1_public_key(pub2, sec) == SF_OK);
    SF_CHECK_BYTES(pub, pub2, 33);
    SF_CHECK(sf_secp256k1_keygen(sec, pub, NULL) == SF_OK);
    SF_CHECK(sf_secp256k1_secret_key_validate(sec) == SF_OK);
    SF_CHECK(sf_secp256k1_keygen(sec, pub, &fail) == SF_ERR_RANDOMNESS);
    SF_CHECK_BYTES(sec, sf_k256a_zero, 32);
    SF_CHECK_BYTES(pub, sf_k256a_zero, 33);
    SF_CHECK(sf_secp256k1_keygen(sec, pub, &allff) == SF_ERR_RANDOMNESS);
    SF_CHECK_BYTES(pub, sf_k256a_zero, 33);
    SF_CHECK(sf_secp256k1_keygen(sec, pub, &allzero) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_secp256k1_keygen(NULL, pub, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_keygen(sec, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(sec, sf_k256a_zero, 32);

    /* secret-key range: 0, n, 2^256 - 1 refused; 1 and n - 1 accepted */
    SF_CHECK(sf_secp256k1_secret_key_validate(sf_k256a_zero) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_secret_key_validate(sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    memset(bad, 0xFF, 32);
    SF_CHECK(sf_secp256k1_secret_key_validate(bad) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_secret_key_validate(NULL) == SF_ERR_INVALID_ARGUMENT);
    memcpy(bad, sf_k256a_n, 32);
    bad[31] -= 1;
    SF_CHECK(sf_secp256k1_secret_key_validate(bad) == SF_OK);
    /* (n - 1) G = -G: x(G) and odd y (G's y is even) */
    SF_CHECK(sf_secp256k1_xonly_public_key(x, &parity, bad) == SF_OK);
    SF_CHECK(parity == 1);
    memset(sec, 0, 32);
    sec[31] = 1;
    SF_CHECK(sf_secp256k1_public_key(pub, sec) == SF_OK);
    SF_CHECK(pub[0] == 0x02);
    SF_CHECK_BYTES(pub + 1, x, 32);
    SF_CHECK(sf_secp256k1_xonly_public_key(x, &parity, sec) == SF_OK);
    SF_CHECK(parity == 0);

    /* the derivations refuse bad keys and zero their outputs */
    memset(out, 0xAA, sizeof out);
    SF_CHECK(sf_secp256k1_public_key(out, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(out, sf_k256a_zero, 33);
    memset(out, 0xAA, sizeof out);
    SF_CHECK(sf_secp256k1_public_key_uncompressed(out, sf_k256a_zero) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(out, sf_k256a_zero, 65);
    memset(out, 0xAA, sizeof out);
    parity = 7;
    SF_CHECK(sf_secp256k1_xonly_public_key(out, &parity, sf_k256a_zero) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(out, sf_k256a_zero, 32);
    SF_CHECK(parity == 0);
    SF_CHECK(sf_secp256k1_public_key(out, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key(NULL, sec) == SF_ERR_INVALID_ARGUMENT);

    /* validate and convert */
    SF_CHECK(sf_secp256k1_public_key(pub, sec) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_convert(pub65, 65, pub, 33) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_validate(pub65, 65) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_convert(out, 33, pub65, 65) == SF_OK);
    SF_CHECK_BYTES(out, pub, 33);
    SF_CHECK(sf_secp256k1_public_key_validate(pub, 32) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_secp256k1_public_key_validate(pub65, 64) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_secp256k1_public_key_validate(NULL, 33) == SF_ERR_INVALID_ARGUMENT);
    memcpy(out, pub, 33);
    out[0] = 0x05;
    SF_CHECK(sf_secp256k1_public_key_validate(out, 33) == SF_ERR_INVALID_ENCODING);
    memcpy(out, pub65, 65);
    out[0] = 0x06; /* hybrid */
    SF_CHECK(sf_secp256k1_public_key_validate(out, 65) == SF_ERR_INVALID_ENCODING);
    out[0] = 0x04;
    out[64] ^= 1; /* off the curve */
    SF_CHECK(sf_secp256k1_public_key_validate(out, 65) == SF_ERR_INVALID_POINT);
    memset(out + 1, 0xFF, 32); /* x >= p */
    out[0] = 0x02;
    SF_CHECK(sf_secp256k1_public_key_validate(out, 33) == SF_ERR_INVALID_ENCODING);
    memset(out + 1, 0, 32);
    out[32] = 5; /* x = 5: 5^3 + 7 = 132 is not a square mod p */
    SF_CHECK(sf_secp256k1_public_key_validate(out, 33) == SF_ERR_INVALID_POINT);
    memset(out, 0xAA, 65);
    SF_CHECK(sf_secp256k1_public_key_convert(out, 65, pub, 34) == SF_ERR_INVALID_ENCODING);
    SF_CHECK_BYTES(out, sf_k256a_zero, 65);
    SF_CHECK(sf_secp256k1_public_key_convert(out, 64, pub, 33) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key_convert(out, 33, NULL, 33) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key_convert(NULL, 33, pub, 33) == SF_ERR_INVALID_ARGUMENT);
}

/* ---- ECDH ---------------------------------------------------------------------------- */

SF_TEST(k256_api_ecdh)
{
    uint8_t a[32], b[32], apub[33], bpub[33], s1[32], s2[32], bad[65];
    sf_k256a_key(a, apub, 0x21);
    sf_k256a_key(b, bpub, 0x43);
    SF_CHECK(sf_secp256k1_ecdh(s1, a, bpub, 33) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdh(s2, b, apub, 33) == SF_OK);
    SF_CHECK_BYTES(s1, s2, 32);
    SF_CHECK(sf_secp256k1_ecdh_raw_x(s1, a, bpub, 33) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdh_raw_x(s2, b, apub, 33) == SF_OK);
    SF_CHECK_BYTES(s1, s2, 32);
    /* errors, outputs zeroed; the key is checked before the point */
    memset(s1, 0xAA, 32);
    SF_CHECK(sf_secp256k1_ecdh(s1, sf_k256a_n, bpub, 33) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(s1, sf_k256a_zero, 32);
    memset(s1, 0xAA, 32);
    SF_CHECK(sf_secp256k1_ecdh(s1, sf_k256a_zero, bpub, 1) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_ecdh(s1, a, bpub, 32) == SF_ERR_INVALID_ENCODING);
    SF_CHECK_BYTES(s1, sf_k256a_zero, 32);
    memcpy(bad, bpub, 33);
    memset(bad + 1, 0, 32);
    bad[32] = 5;
    memset(s1, 0xAA, 32);
    SF_CHECK(sf_secp256k1_ecdh_raw_x(s1, a, bad, 33) == SF_ERR_INVALID_POINT);
    SF_CHECK_BYTES(s1, sf_k256a_zero, 32);
    SF_CHECK(sf_secp256k1_ecdh(s1, NULL, bpub, 33) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdh(s1, a, NULL, 33) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdh(NULL, a, bpub, 33) == SF_ERR_INVALID_ARGUMENT);
}

/* ---- ECDSA ------------------------------------------------------------------------------ */

SF_TEST(k256_api_ecdsa)
{
    uint8_t sec[32], pub[33], hash[32], sig[64], bad[64], norm[64], half[32];
    int high = -1;
    sf_k256a_key(sec, pub, 0x5a);
    memset(half, 0, 32);
    half[31] = 1;
    /* low S on many signatures, and each verifies */
    for (int i = 0; i < 16; i++) {
        memset(hash, i, 32);
        SF_CHECK(sf_secp256k1_ecdsa_sign(sig, sec, hash) == SF_OK);
        SF_CHECK(sf_secp256k1_ecdsa_signature_normalize(norm, &high, sig) == SF_OK);
        SF_CHECK(high == 0);
        SF_CHECK_BYTES(norm, sig, 64);
        SF_CHECK(sf_secp256k1_ecdsa_verify(sig, pub, 33, hash) == SF_OK);
    }
    /* sign errors */
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_ecdsa_sign(bad, sf_k256a_n, hash) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_ecdsa_sign(bad, sec, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    SF_CHECK(sf_secp256k1_ecdsa_sign(bad, NULL, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_sign(NULL, sec, hash) == SF_ERR_INVALID_ARGUMENT);
    /* verify: r or s = 0 or n, high S, wrong key, bad key encoding */
    memcpy(bad, sig, 64);
    memset(bad, 0, 32);
    SF_CHECK(sf_secp256k1_ecdsa_verify(bad, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    memcpy(bad, sf_k256a_n, 32);
    SF_CHECK(sf_secp256k1_ecdsa_verify(bad, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    memcpy(bad, sig, 32);
    memset(bad + 32, 0, 32);
    SF_CHECK(sf_secp256k1_ecdsa_verify(bad, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    memcpy(bad + 32, sf_k256a_n, 32);
    SF_CHECK(sf_secp256k1_ecdsa_verify(bad, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    sf_k256a_n_minus(bad + 32, sig + 32); /* the high-S twin */
    SF_CHECK(sf_secp256k1_ecdsa_verify(bad, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    SF_CHECK(sf_secp256k1_ecdsa_signature_normalize(norm, &high, bad) == SF_OK);
    SF_CHECK(high == 1);
    SF_CHECK_BYTES(norm, sig, 64);
    SF_CHECK(sf_secp256k1_ecdsa_verify(sig, pub, 32, hash) == SF_ERR_INVALID_ENCODING);
    pub[0] ^= 1; /* the other y: another key */
    SF_CHECK(sf_secp256k1_ecdsa_verify(sig, pub, 33, hash) == SF_ERR_INVALID_SIGNATURE);
    pub[0] ^= 1;
    SF_CHECK(sf_secp256k1_ecdsa_verify(NULL, pub, 33, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_verify(sig, NULL, 33, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_verify(sig, pub, 33, NULL) == SF_ERR_INVALID_ARGUMENT);
    /* normalize errors */
    memset(bad, 0, 64);
    memset(norm, 0xAA, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_normalize(norm, NULL, bad) ==
             SF_ERR_INVALID_SIGNATURE);
    SF_CHECK_BYTES(norm, sf_k256a_zero, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_normalize(norm, NULL, NULL) ==
             SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_signature_normalize(NULL, NULL, sig) ==
             SF_ERR_INVALID_ARGUMENT);
}

/* ---- DER, strict and lax ------------------------------------------------------------------ */

SF_TEST(k256_api_der)
{
    uint8_t sig[64], back[64], der[80], lax[120], want[64];
    size_t len = sizeof der;
    memset(sig, 0, 64);
    sig[0] = 0x80; /* r needs a 00 pad */
    sig[31] = 1;
    sig[63] = 0x7F; /* s = 0x7F: one byte */
    SF_CHECK(sf_secp256k1_ecdsa_signature_to_der(der, &len, sig) == SF_OK);
    SF_CHECK(len == 2 + 35 + 3);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der(back, der, len) == SF_OK);
    SF_CHECK_BYTES(back, sig, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, der, len) == SF_OK);
    SF_CHECK_BYTES(back, sig, 64);
    len = 10;
    SF_CHECK(sf_secp256k1_ecdsa_signature_to_der(der, &len, sig) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(len == 0);
    len = sizeof der;
    SF_CHECK(sf_secp256k1_ecdsa_signature_to_der(der, &len, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der(NULL, der, 8) == SF_ERR_INVALID_ARGUMENT);

    /* lax: long-form lengths with zeros, excess integer zeros, a wrong
     * SEQUENCE length and trailing garbage; strict DER refuses it */
    {
        static const uint8_t in[] = {
            0x30, 0x84, 0x00, 0x00, 0x00, 0x7F,               /* bad length */
            0x02, 0x82, 0x00, 0x03, 0x00, 0x00, 0x05,         /* r = 5 */
            0x02, 0x81, 0x02, 0x80, 0x01,                     /* s = 0x8001 */
            0xDE, 0xAD};                                      /* trailing */
        memset(want, 0, 64);
        want[31] = 5;
        want[62] = 0x80;
        want[63] = 0x01;
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, sizeof in) == SF_OK);
        SF_CHECK_BYTES(back, want, 64);
        memset(back, 0xAA, 64);
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der(back, in, sizeof in) ==
                 SF_ERR_INVALID_ENCODING);
        SF_CHECK_BYTES(back, sf_k256a_zero, 64);
        /* each refusal of the lax parser, output zeroed */
        memcpy(lax, in, sizeof in);
        lax[0] = 0x31; /* wrong SEQUENCE tag */
        memset(back, 0xAA, 64);
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, lax, sizeof in) ==
                 SF_ERR_INVALID_ENCODING);
        SF_CHECK_BYTES(back, sf_k256a_zero, 64);
        memcpy(lax, in, sizeof in);
        lax[6] = 0x03; /* wrong INTEGER tag */
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, lax, sizeof in) ==
                 SF_ERR_INVALID_ENCODING);
        memcpy(lax, in, sizeof in);
        lax[15] = 0x09; /* s runs past the end */
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, lax, sizeof in) ==
                 SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, 12) ==
                 SF_ERR_INVALID_ENCODING); /* truncated inside r */
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, 2) ==
                 SF_ERR_INVALID_ENCODING); /* length bytes missing */
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, 0) ==
                 SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, NULL, 0) ==
                 SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(NULL, in, sizeof in) ==
                 SF_ERR_INVALID_ARGUMENT);
    }
    {
        /* an empty INTEGER, and one of 33 significant bytes */
        uint8_t in[2 + 2 + 33 + 3];
        static const uint8_t empty[] = {0x30, 0x05, 0x02, 0x00, 0x02, 0x01, 0x01};
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, empty, sizeof empty) ==
                 SF_ERR_INVALID_ENCODING);
        in[0] = 0x30;
        in[1] = (uint8_t)(sizeof in - 2);
        in[2] = 0x02;
        in[3] = 33;
        memset(in + 4, 0x11, 33);
        in[37] = 0x02;
        in[38] = 0x01;
        in[39] = 0x01;
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, sizeof in) ==
                 SF_ERR_INVALID_ENCODING);
        in[4] = 0x00; /* 33 bytes with a leading zero: fits */
        SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(back, in, sizeof in) == SF_OK);
    }
}

/* The lax parser reads the SEQUENCE's length bytes and ignores their value
 * (libsecp256k1's lax parser does the same): one that runs past the input,
 * a long form of any size, zero. Only the length bytes must be there. */
SF_TEST(k256_api_der_lax_sequence_length_ignored)
{
    static const uint8_t past[] = {0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01};
    static const uint8_t zero[] = {0x30, 0x00, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01};
    static const uint8_t huge[] = {0x30, 0x88, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                   0xFF, 0xFF, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01};
    static const uint8_t cut[] = {0x30, 0x88, 0xFF, 0xFF};
    uint8_t sig[64], want[64];
    memset(want, 0, 64);
    want[31] = 1;
    want[63] = 1;
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(sig, past, sizeof past) == SF_OK);
    SF_CHECK_BYTES(sig, want, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(sig, zero, sizeof zero) == SF_OK);
    SF_CHECK_BYTES(sig, want, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(sig, huge, sizeof huge) == SF_OK);
    SF_CHECK_BYTES(sig, want, 64);
    memset(sig, 0xAA, 64);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der_lax(sig, cut, sizeof cut) ==
             SF_ERR_INVALID_ENCODING); /* the length bytes themselves run past */
    SF_CHECK_BYTES(sig, sf_k256a_zero, 64);
    /* strict DER refuses all three */
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der(sig, past, sizeof past) ==
             SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_secp256k1_ecdsa_signature_from_der(sig, huge, sizeof huge) ==
             SF_ERR_INVALID_ENCODING);
}

/* A public-key output length other than 33 or 65 is an argument error, and
 * the output is zeroed over the length the caller gave (up to 65 bytes, the
 * longest format). */
SF_TEST(k256_api_convert_wrong_length_zeroes_output)
{
    static const size_t bad[] = {0, 1, 32, 34, 64, 66};
    uint8_t sec[32], pub[33], out[67];
    sf_k256a_key(sec, pub, 0x42);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t n = bad[i] < 65 ? bad[i] : 65;
        memset(out, 0xAA, sizeof out);
        SF_CHECK(sf_secp256k1_public_key_convert(out, bad[i], pub, 33) ==
                 SF_ERR_INVALID_ARGUMENT);
        SF_CHECK(memcmp(out, sf_k256a_zero, n) == 0);
        SF_CHECK(out[n] == 0xAA);
    }
}

/* ---- recovery ----------------------------------------------------------------------------- */

SF_TEST(k256_api_recovery)
{
    uint8_t sec[32], pub[33], hash[32], sig[64], plain[64], got[33], bad[64];
    int recid = -1, seen[4] = {0, 0, 0, 0};
    sf_k256a_key(sec, pub, 0x77);
    for (int i = 0; i < 24; i++) {
        memset(hash, 0x30 + i, 32);
        SF_CHECK(sf_secp256k1_ecdsa_sign_recoverable(sig, &recid, sec, hash) == SF_OK);
        SF_CHECK(recid >= 0 && recid <= 1); /* 2 and 3 need x(R) >= n: 2^-127 */
        seen[recid & 3] = 1;
        SF_CHECK(sf_secp256k1_ecdsa_sign(plain, sec, hash) == SF_OK);
        SF_CHECK_BYTES(sig, plain, 64);
        SF_CHECK(sf_secp256k1_ecdsa_recover(got, sig, recid, hash) == SF_OK);
        SF_CHECK_BYTES(got, pub, 33);
        /* the other parity recovers another key */
        SF_CHECK(sf_secp256k1_ecdsa_recover(got, sig, recid ^ 1, hash) == SF_OK);
        SF_CHECK(memcmp(got, pub, 33) != 0);
    }
    SF_CHECK(seen[0] && seen[1]);
    /* errors */
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, sig, 4, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, sig, -1, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(got, sf_k256a_zero, 33);
    memcpy(bad, sig, 64);
    memset(bad, 0, 32);
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, bad, 0, hash) == SF_ERR_INVALID_SIGNATURE);
    memcpy(bad, sig, 64);
    memset(bad + 32, 0, 32);
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, bad, 0, hash) == SF_ERR_INVALID_SIGNATURE);
    /* recid 2 with r + n >= p: no such R */
    memcpy(bad, sig, 64);
    memset(bad, 0xEE, 16);
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, bad, 2, hash) == SF_ERR_INVALID_SIGNATURE);
    SF_CHECK_BYTES(got, sf_k256a_zero, 33);
    /* r = 5: x = 5 is not on the curve */
    memset(bad, 0, 32);
    bad[31] = 5;
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, bad, 0, hash) == SF_ERR_INVALID_SIGNATURE);
    SF_CHECK(sf_secp256k1_ecdsa_recover(NULL, sig, 0, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_recover(got, NULL, 0, hash) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_ecdsa_sign_recoverable(sig, NULL, sec, hash) ==
             SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(sig, sf_k256a_zero, 64);
    memset(sig, 0xAA, 64);
    SF_CHECK(sf_secp256k1_ecdsa_sign_recoverable(sig, &recid, sf_k256a_n, hash) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(sig, sf_k256a_zero, 64);
}

/* ---- BIP-340 ------------------------------------------------------------------------------------ */

SF_TEST(k256_api_schnorr)
{
    uint8_t sec[32], pub[33], x[32], sig[64], sig2[64], aux[32], msg[3] = {1, 2, 3},
        bad[64];
    sf_k256a_key(sec, pub, 0x39);
    SF_CHECK(sf_secp256k1_xonly_public_key(x, NULL, sec) == SF_OK);
    memset(aux, 0, 32);
    SF_CHECK(sf_secp256k1_schnorr_sign(sig, sec, msg, 3, aux) == SF_OK);
    SF_CHECK(sf_secp256k1_schnorr_sign(sig2, sec, msg, 3, NULL) == SF_OK);
    SF_CHECK_BYTES(sig, sig2, 64); /* NULL aux = zero aux */
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, x, msg, 3) == SF_OK);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, x, msg, 2) == SF_ERR_INVALID_SIGNATURE);
    aux[0] = 1;
    SF_CHECK(sf_secp256k1_schnorr_sign(sig2, sec, msg, 3, aux) == SF_OK);
    SF_CHECK(memcmp(sig, sig2, 64) != 0);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig2, x, msg, 3) == SF_OK);
    /* empty message */
    SF_CHECK(sf_secp256k1_schnorr_sign(sig2, sec, NULL, 0, aux) == SF_OK);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig2, x, NULL, 0) == SF_OK);
    /* sign errors, output zeroed */
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign(bad, sf_k256a_zero, msg, 3, aux) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign(bad, sec, NULL, 3, aux) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign(bad, NULL, msg, 3, aux) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_schnorr_sign(NULL, sec, msg, 3, aux) == SF_ERR_INVALID_ARGUMENT);
    /* verify errors: r >= p, s >= n, key x >= p, key with no point */
    memcpy(bad, sig, 64);
    memset(bad, 0xFF, 32);
    SF_CHECK(sf_secp256k1_schnorr_verify(bad, x, msg, 3) == SF_ERR_INVALID_SIGNATURE);
    memcpy(bad, sig, 64);
    memcpy(bad + 32, sf_k256a_n, 32);
    SF_CHECK(sf_secp256k1_schnorr_verify(bad, x, msg, 3) == SF_ERR_INVALID_SIGNATURE);
    memset(bad, 0xFF, 32);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, bad, msg, 3) == SF_ERR_INVALID_ENCODING);
    memset(bad, 0, 32);
    bad[31] = 5;
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, bad, msg, 3) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, x, NULL, 3) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_schnorr_verify(NULL, x, msg, 3) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_schnorr_verify(sig, NULL, msg, 3) == SF_ERR_INVALID_ARGUMENT);
}

SF_TEST(k256_api_schnorr_keypair)
{
    uint8_t sec[32], pub[33], x[32], kp[64], kp2[64], sig[64], sig2[64], aux[32],
        msg[3] = {1, 2, 3}, bad[64];
    int parity = 0;
    uint32_t seen = 0;
    /* keys of both parities: d = sec for even y, n - sec for odd */
    for (int i = 0; i < 8; i++) {
        sf_k256a_key(sec, pub, 0x40 + i);
        memset(aux, i, 32);
        SF_CHECK(sf_secp256k1_xonly_public_key(x, &parity, sec) == SF_OK);
        seen |= 1u << parity;
        SF_CHECK(sf_secp256k1_keypair(kp, sec) == SF_OK);
        SF_CHECK_BYTES(kp + 32, x, 32);
        if (parity)
            sf_k256a_n_minus(kp2, sec);
        else
            memcpy(kp2, sec, 32);
        SF_CHECK_BYTES(kp, kp2, 32);
        /* the keypair of d is the same keypair */
        SF_CHECK(sf_secp256k1_keypair(kp2, kp) == SF_OK);
        SF_CHECK_BYTES(kp2, kp, 64);
        SF_CHECK(sf_secp256k1_schnorr_sign(sig, sec, msg, 3, aux) == SF_OK);
        SF_CHECK(sf_secp256k1_schnorr_sign_keypair(sig2, kp, msg, 3, aux) == SF_OK);
        SF_CHECK_BYTES(sig, sig2, 64);
        SF_CHECK(sf_secp256k1_schnorr_sign_keypair(sig2, kp, msg, 3, NULL) == SF_OK);
        SF_CHECK(sf_secp256k1_schnorr_verify(sig2, x, msg, 3) == SF_OK);
        SF_CHECK(sf_secp256k1_schnorr_sign_keypair(sig2, kp, NULL, 0, aux) == SF_OK);
        SF_CHECK(sf_secp256k1_schnorr_verify(sig2, x, NULL, 0) == SF_OK);
        /* a public half that does not match: a signature that does not verify */
        memcpy(kp2, kp, 64);
        kp2[63] ^= 1;
        SF_CHECK(sf_secp256k1_schnorr_sign_keypair(sig2, kp2, msg, 3, aux) == SF_OK);
        SF_CHECK(sf_secp256k1_schnorr_verify(sig2, x, msg, 3) == SF_ERR_INVALID_SIGNATURE);
        SF_CHECK(memcmp(sig2, sig, 32) != 0); /* a different nonce */
    }
    SF_CHECK(seen == 3);
    /* create errors, output zeroed */
    memset(kp, 0xAA, 64);
    SF_CHECK(sf_secp256k1_keypair(kp, sf_k256a_zero) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(kp, sf_k256a_zero, 64);
    memset(kp, 0xAA, 64);
    SF_CHECK(sf_secp256k1_keypair(kp, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(kp, sf_k256a_zero, 64);
    memset(kp, 0xAA, 64);
    SF_CHECK(sf_secp256k1_keypair(kp, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(kp, sf_k256a_zero, 64);
    SF_CHECK(sf_secp256k1_keypair(NULL, sec) == SF_ERR_INVALID_ARGUMENT);
    /* sign errors, output zeroed: secret 0 or >= n, x >= p, bad arguments */
    SF_CHECK(sf_secp256k1_keypair(kp, sec) == SF_OK);
    memcpy(kp2, kp, 64);
    memset(kp2, 0, 32);
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(bad, kp2, msg, 3, aux) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    memcpy(kp2, sf_k256a_n, 32);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(bad, kp2, msg, 3, aux) ==
             SF_ERR_INVALID_SCALAR);
    memcpy(kp2, kp, 64);
    memset(kp2 + 32, 0xFF, 32);
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(bad, kp2, msg, 3, aux) ==
             SF_ERR_INVALID_ENCODING);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    memset(bad, 0xAA, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(bad, kp, NULL, 3, aux) ==
             SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(bad, sf_k256a_zero, 64);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(bad, NULL, msg, 3, aux) ==
             SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_schnorr_sign_keypair(NULL, kp, msg, 3, aux) ==
             SF_ERR_INVALID_ARGUMENT);
}

/* ---- tweaks --------------------------------------------------------------------------------------- */

SF_TEST(k256_api_tweaks)
{
    uint8_t sec[32], pub[33], tw[32], out[33], t2[33], sum[32], spub[33], g[33];
    sf_k256a_key(sec, pub, 0x66);
    memset(tw, 0x23, 32);
    /* (sec + t) G = pub + t G; (sec t) G = t pub */
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(sum, sec, tw) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key(spub, sum) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, pub, 33, tw) == SF_OK);
    SF_CHECK_BYTES(out, spub, 33);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(sum, sec, tw) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key(spub, sum) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(out, pub, 33, tw) == SF_OK);
    SF_CHECK_BYTES(out, spub, 33);
    /* tweak 0: add keeps the key, mul refuses */
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(sum, sec, sf_k256a_zero) == SF_OK);
    SF_CHECK_BYTES(sum, sec, 32);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, pub, 33, sf_k256a_zero) == SF_OK);
    SF_CHECK_BYTES(out, pub, 33);
    memset(sum, 0xAA, 32);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(sum, sec, sf_k256a_zero) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(sum, sf_k256a_zero, 32);
    memset(out, 0xAA, 33);
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(out, pub, 33, sf_k256a_zero) ==
             SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(out, sf_k256a_zero, 33);
    /* tweak n: out of range everywhere */
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(sum, sec, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(sum, sec, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, pub, 33, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(out, pub, 33, sf_k256a_n) == SF_ERR_INVALID_SCALAR);
    /* a result of zero: sec + (n - sec) = 0, and G + (n - 1) G = O */
    sf_k256a_n_minus(tw, sec);
    memset(sum, 0xAA, 32);
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(sum, sec, tw) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES(sum, sf_k256a_zero, 32);
    memset(t2, 0, 32);
    t2[31] = 1;
    SF_CHECK(sf_secp256k1_public_key(g, t2) == SF_OK);
    memcpy(tw, sf_k256a_n, 32);
    tw[31] -= 1;
    memset(out, 0xAA, 33);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, g, 33, tw) == SF_ERR_IDENTITY);
    SF_CHECK_BYTES(out, sf_k256a_zero, 33);
    /* bad keys and pointers */
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(sum, sf_k256a_n, tw) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(sum, sf_k256a_zero, tw) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, pub, 32, tw) == SF_ERR_INVALID_ENCODING);
    memcpy(t2, pub, 33);
    memset(t2 + 1, 0, 32);
    t2[32] = 5;
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(out, t2, 33, tw) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(NULL, sec, tw) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(sum, NULL, tw) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key_tweak_add(out, NULL, 33, tw) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(out, pub, 33, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_public_key_tweak_mul(NULL, pub, 33, tw) == SF_ERR_INVALID_ARGUMENT);
}

const sf_test_case sf_tests_k256_api[] = {
    SF_CASE(k256_api_keys),
    SF_CASE(k256_api_ecdh),
    SF_CASE(k256_api_ecdsa),
    SF_CASE(k256_api_der),
    SF_CASE(k256_api_der_lax_sequence_length_ignored),
    SF_CASE(k256_api_convert_wrong_length_zeroes_output),
    SF_CASE(k256_api_recovery),
    SF_CASE(k256_api_schnorr),
    SF_CASE(k256_api_schnorr_keypair),
    SF_CASE(k256_api_tweaks),
    SF_CASES_END,
};

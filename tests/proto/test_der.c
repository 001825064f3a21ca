/*
 * Strict DER for ECDSA signatures (src/proto/der.h): known encodings, round
 * trips over values of every length and top bit, and one negative case per
 * rule of the parser. (The Wycheproof DER files exercise it again through
 * the P-256 API.)
 */
#include <string.h>

#include "proto/der.h"
#include "test.h"

static sf_error sf_der_test_decode_hex(uint8_t r[32], uint8_t s[32],
                                       const char *hex)
{
    uint8_t der[160];
    long n = sf_test_unhex(der, sizeof der, hex);
    if (n < 0)
        return (sf_error)99;
    return sf_der_ecdsa_sig_decode(r, s, 32, der, (size_t)n);
}

SF_TEST(der_known)
{
    uint8_t r[32] = {0}, s[32] = {0}, out[80], want[80], rr[32], ss[32];
    size_t outlen = sizeof out;
    long n;
    /* r = 1, s = 0x80 (needs a pad byte) */
    r[31] = 1;
    s[31] = 0x80;
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, s, 32) == SF_OK);
    n = sf_test_unhex(want, sizeof want, "3007020101020200" "80");
    SF_CHECK(n == 9 && outlen == 9);
    SF_CHECK_BYTES(out, want, 9);
    SF_CHECK(sf_der_ecdsa_sig_decode(rr, ss, 32, out, outlen) == SF_OK);
    SF_CHECK_BYTES(rr, r, 32);
    SF_CHECK_BYTES(ss, s, 32);
    /* zero encodes as 02 01 00 and is valid DER */
    memset(r, 0, 32);
    memset(s, 0, 32);
    outlen = sizeof out;
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, s, 32) == SF_OK);
    n = sf_test_unhex(want, sizeof want, "3006020100020100");
    SF_CHECK(n == 8 && outlen == 8);
    SF_CHECK_BYTES(out, want, 8);
    /* both at full length with the top bit set: the 72-byte maximum */
    memset(r, 0xFF, 32);
    memset(s, 0x80, 32);
    outlen = sizeof out;
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, s, 32) == SF_OK);
    SF_CHECK(outlen == SF_DER_ECDSA_SIG_MAX_BYTES(32) && outlen == 72);
    SF_CHECK(out[0] == 0x30 && out[1] == 70 && out[2] == 2 && out[3] == 33 &&
             out[4] == 0);
    SF_CHECK(sf_der_ecdsa_sig_decode(rr, ss, 32, out, outlen) == SF_OK);
    SF_CHECK_BYTES(rr, r, 32);
    SF_CHECK_BYTES(ss, s, 32);
    SF_CHECK(SF_DER_ECDSA_SIG_MAX_BYTES(66) == 141);
}

SF_TEST(der_round_trip)
{
    uint8_t r[66], s[66], rr[66], ss[66], out[160];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0xde7);
    for (int i = 0; i < 3000; i++) {
        size_t len = i % 5 == 0 ? 66 : 32, outlen = sizeof out;
        size_t zr = (size_t)(sf_test_rng_u64(&rng) % (len + 1));
        size_t zs = (size_t)(sf_test_rng_u64(&rng) % (len + 1));
        sf_test_rng_bytes(&rng, r, len);
        sf_test_rng_bytes(&rng, s, len);
        memset(r, 0, zr); /* leading zero bytes of every count */
        memset(s, 0, zs);
        if (i % 3 == 0 && zr < len)
            r[zr] |= 0x80; /* first non-zero byte with its top bit set */
        SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, s, len) == SF_OK);
        SF_CHECK(outlen <= SF_DER_ECDSA_SIG_MAX_BYTES(len));
        SF_CHECK(sf_der_ecdsa_sig_decode(rr, ss, len, out, outlen) == SF_OK);
        SF_CHECK(memcmp(rr, r, len) == 0 && memcmp(ss, s, len) == 0);
        /* any shorter prefix and any extra byte are refused */
        SF_CHECK(sf_der_ecdsa_sig_decode(rr, ss, len, out, outlen - 1) ==
                 SF_ERR_INVALID_ENCODING);
        out[outlen] = 0;
        SF_CHECK(sf_der_ecdsa_sig_decode(rr, ss, len, out, outlen + 1) ==
                 SF_ERR_INVALID_ENCODING);
    }
}

SF_TEST(der_strict)
{
    uint8_t r[32], s[32], zero[32] = {0}, out[8];
    size_t outlen;
    /* one case per rule; each would be accepted by a lax BER reader */
    static const char *const bad[] = {
        "",                                       /* empty */
        "30",                                     /* no length */
        "3106020101020101",                       /* SET, not SEQUENCE */
        "3007020101020101",                       /* length too long */
        "3005020101020101",                       /* length too short */
        "308106020101020101",                     /* long form for 6 */
        "30820006020101020101",                   /* two length bytes */
        "3080020101020101" "0000",                /* indefinite length */
        "3006020101020101" "00",                  /* trailing byte */
        "3006030101020101",                       /* BIT STRING for r */
        "3006020101030101",                       /* wrong tag for s */
        "3005020100" "0201",                      /* s truncated */
        "30030201010201",                         /* s length missing */
        "3005020002" "0101",                       /* r empty */
        "3006020181020101",                       /* r negative */
        "300702020001020101",                     /* r padded needlessly */
        "3007020101020200" "01",                  /* s padded needlessly */
        "3006020101020181",                       /* s negative */
        "3009020101020101020101",                 /* a third INTEGER */
        "3003020101",                             /* only r */
        "30080201010281020101",                   /* long-form INTEGER length */
        "3007020101020101" "00",                  /* junk inside the SEQUENCE */
        /* r of 33 bytes with no pad reason: too big for 32 */
        "30260221" "010101010101010101010101010101010101010101010101010101010101010101" "020101",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sf_error e = sf_der_test_decode_hex(r, s, bad[i]);
        if (e != SF_ERR_INVALID_ENCODING)
            fprintf(stderr, "  accepted bad DER #%zu: %s\n", i, bad[i]);
        SF_CHECK(e == SF_ERR_INVALID_ENCODING);
        SF_CHECK(memcmp(r, zero, 32) == 0 && memcmp(s, zero, 32) == 0);
    }
    /* the good twin of a few of them */
    SF_CHECK(sf_der_test_decode_hex(r, s, "3006020101020101") == SF_OK);
    SF_CHECK(r[31] == 1 && s[31] == 1);
    SF_CHECK(sf_der_test_decode_hex(r, s, "300702020081020101") == SF_OK);
    SF_CHECK(r[31] == 0x81 && r[30] == 0);
    /* 33-byte INTEGER that is a padded 32-byte value is fine */
    SF_CHECK(sf_der_test_decode_hex(r, s,
        "3026022100" "ff01010101010101010101010101010101010101010101010101010101010101" "020101") == SF_OK);
    SF_CHECK(r[0] == 0xFF);
    /* arguments */
    SF_CHECK(sf_der_ecdsa_sig_decode(NULL, s, 32, out, 8) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_der_ecdsa_sig_decode(r, s, 0, out, 8) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_der_ecdsa_sig_decode(r, s, 67, out, 8) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_der_ecdsa_sig_decode(r, s, 32, NULL, 8) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_der_ecdsa_sig_decode(r, s, 32, NULL, 0) == SF_ERR_INVALID_ENCODING);
    memset(r, 0x7F, 32);
    outlen = sizeof out; /* 8 bytes: too small */
    memset(out, 0xAA, sizeof out);
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, r, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(outlen == 0 && memcmp(out, zero, sizeof out) == 0);
    outlen = sizeof out;
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, NULL, 32) == SF_ERR_INVALID_ARGUMENT);
    outlen = sizeof out;
    SF_CHECK(sf_der_ecdsa_sig_encode(out, &outlen, r, r, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_der_ecdsa_sig_encode(out, NULL, r, r, 32) == SF_ERR_INVALID_ARGUMENT);
    outlen = 8;
    SF_CHECK(sf_der_ecdsa_sig_encode(NULL, &outlen, r, r, 32) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(outlen == 0);
}

const sf_test_case sf_tests_der[] = {
    SF_CASE(der_known),
    SF_CASE(der_round_trip),
    SF_CASE(der_strict),
    SF_CASES_END,
};

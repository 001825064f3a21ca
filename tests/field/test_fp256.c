/*
 * Fp256 (P-256 base field) tests, run on both backends.
 *
 * fp256_model replays the vectors of tests/model/gen_p256.py (Python
 * integers, no Montgomery form) through the public contract: decode, the
 * operation, encode, compare the plain big-endian bytes. The other cases
 * check what the model file cannot: selection helpers, aliasing, the
 * Montgomery conversions and constants, and the documented edge behaviour.
 */
#include <stdio.h>
#include <string.h>

#include "field/p256/fp256.h"
#include "test.h"

static const char sf_fp256_p_hex[] =
    "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff";

/* Decode a 64-hex-digit field into 32 bytes; 0 on malformed input. */
static int sf_fp256_hex32(uint8_t out[32], const char *hex)
{
    return sf_test_unhex(out, 32, hex) == 32;
}

SF_TEST(fp256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "fp256.txt");
    char line[512], *f[5];
    uint8_t ab[32], bb[32], rb[32], got[32];
    sf_fp256 a, b, r, t;
    long count = 0;
    sf_fp256_zero(&a);
    sf_fp256_zero(&b);
    if (fp == NULL)
        SF_SKIP("fp256.txt missing: run tests/model/gen_p256.py --out DIR");
    while (fgets(line, sizeof line, fp) != NULL) {
        int ok = 1;
        if (sf_test_split(line, f, 5) != 5) {
            SF_CHECK(!"malformed fp256.txt line");
            continue;
        }
        count++;
        ok &= sf_fp256_hex32(ab, f[1]);
        if (strcmp(f[1], "-") != 0 && strcmp(f[0], "decode") != 0)
            ok &= (int)sf_fp256_decode(&a, ab);
        if (strcmp(f[2], "-") != 0) {
            ok &= sf_fp256_hex32(bb, f[2]);
            ok &= (int)sf_fp256_decode(&b, bb);
        }
        if (strcmp(f[3], "-") != 0)
            ok &= sf_fp256_hex32(rb, f[3]);
        if (!ok) {
            SF_CHECK(!"bad input in fp256.txt");
            continue;
        }
        if (strcmp(f[0], "add") == 0) {
            sf_fp256_add(&r, &a, &b);
        } else if (strcmp(f[0], "sub") == 0) {
            sf_fp256_sub(&r, &a, &b);
        } else if (strcmp(f[0], "mul") == 0) {
            sf_fp256_mul(&r, &a, &b);
            /* aliasing: r = a, then a *= b in place */
            t = a;
            sf_fp256_mul(&t, &t, &b);
            SF_CHECK(sf_fp256_eq(&t, &r));
        } else if (strcmp(f[0], "sqr") == 0) {
            sf_fp256_sqr(&r, &a);
            sf_fp256_mul(&t, &a, &a);
            SF_CHECK(sf_fp256_eq(&t, &r));
        } else if (strcmp(f[0], "neg") == 0) {
            sf_fp256_neg(&r, &a);
        } else if (strcmp(f[0], "inv") == 0) {
            sf_fp256_inv(&r, &a);
        } else if (strcmp(f[0], "sqrt") == 0) {
            uint32_t sq = sf_fp256_sqrt(&r, &a);
            SF_CHECK(sq == (uint32_t)(f[4][0] - '0'));
        } else if (strcmp(f[0], "decode") == 0) {
            uint32_t dok = sf_fp256_decode(&r, ab);
            SF_CHECK(dok == (uint32_t)(f[4][0] - '0'));
        } else if (strcmp(f[0], "parity") == 0) {
            SF_CHECK(sf_fp256_is_odd(&a) == (uint32_t)(f[4][0] - '0'));
            continue;
        } else {
            SF_CHECK(!"unknown op in fp256.txt");
            continue;
        }
        sf_fp256_encode(got, &r);
        if (!SF_CHECK_BYTES(got, rb, 32))
            fprintf(stderr, "  op %s a=%s b=%s\n", f[0], f[1], f[2]);
    }
    fclose(fp);
    SF_CHECK(count >= 100000);
}

/* A few deterministic pseudo-random field elements. */
static void sf_fp256_rand(sf_fp256 *r, sf_test_rng *rng)
{
    uint8_t b[32];
    sf_test_rng_bytes(rng, b, 32);
    (void)sf_fp256_decode(r, b); /* reduced mod p if >= p */
}

SF_TEST(fp256_select)
{
    sf_test_rng rng;
    sf_fp256 a, b, r, a0, b0, na;
    sf_test_rng_seed(&rng, 0x256);
    for (int i = 0; i < 200; i++) {
        sf_fp256_rand(&a, &rng);
        sf_fp256_rand(&b, &rng);
        a0 = a;
        b0 = b;
        r = a;
        sf_fp256_cmov(&r, &b, 0);
        SF_CHECK(sf_fp256_eq(&r, &a));
        sf_fp256_cmov(&r, &b, 1);
        SF_CHECK(sf_fp256_eq(&r, &b));
        sf_fp256_cswap(&a, &b, 0);
        SF_CHECK(sf_fp256_eq(&a, &a0) && sf_fp256_eq(&b, &b0));
        sf_fp256_cswap(&a, &b, 1);
        SF_CHECK(sf_fp256_eq(&a, &b0) && sf_fp256_eq(&b, &a0));
        sf_fp256_neg(&na, &b0);
        sf_fp256_cneg(&r, &b0, 1);
        SF_CHECK(sf_fp256_eq(&r, &na));
        sf_fp256_cneg(&r, &b0, 0);
        SF_CHECK(sf_fp256_eq(&r, &b0));
        /* a + (-a) = 0, and eq/is_zero agree */
        sf_fp256_add(&r, &b0, &na);
        SF_CHECK(sf_fp256_is_zero(&r));
        SF_CHECK(sf_fp256_eq(&a0, &b0) == (memcmp(&a0, &b0, sizeof a0) == 0));
        /* dbl = add to itself; in-place sub */
        sf_fp256_dbl(&r, &a0);
        sf_fp256_add(&na, &a0, &a0);
        SF_CHECK(sf_fp256_eq(&r, &na));
        sf_fp256_sub(&r, &r, &a0);
        SF_CHECK(sf_fp256_eq(&r, &a0));
    }
}

/* half: r + r = a and half(2a) = a, in place too, for random elements and
 * the stored integers 0, 1, 2, p - 2, p - 1 (both parities at both ends). */
SF_TEST(fp256_half)
{
    static const sf_fp256 edges[5] = {
        SF_FP256_CONST(0, 0, 0, 0, 0, 0, 0, 0),
        SF_FP256_CONST(0, 0, 0, 0, 0, 0, 0, 1),
        SF_FP256_CONST(0, 0, 0, 0, 0, 0, 0, 2),
        SF_FP256_CONST(0xFFFFFFFFU, 0x00000001U, 0, 0, 0, 0xFFFFFFFFU,
                       0xFFFFFFFFU, 0xFFFFFFFDU),
        SF_FP256_CONST(0xFFFFFFFFU, 0x00000001U, 0, 0, 0, 0xFFFFFFFFU,
                       0xFFFFFFFFU, 0xFFFFFFFEU)};
    sf_test_rng rng;
    sf_fp256 a, h, r;
    sf_test_rng_seed(&rng, 0x68616c66u);
    for (int i = 0; i < 205; i++) {
        if (i < 5)
            a = edges[i];
        else
            sf_fp256_rand(&a, &rng);
        sf_fp256_half(&h, &a);
        sf_fp256_add(&r, &h, &h);
        SF_CHECK(sf_fp256_eq(&r, &a));
        sf_fp256_dbl(&r, &a);
        sf_fp256_half(&r, &r);
        SF_CHECK(sf_fp256_eq(&r, &a));
    }
    /* 1/2 * 2 = 1 in the Montgomery domain */
    sf_fp256_one(&a);
    sf_fp256_half(&h, &a);
    sf_fp256_set_u32(&r, 2);
    sf_fp256_mul(&r, &r, &h);
    SF_CHECK(sf_fp256_eq(&r, &a));
}

SF_TEST(fp256_mont_and_constants)
{
    sf_test_rng rng;
    sf_fp256 a, m, back, one, t;
    uint8_t b[32], e[32];
    /* 1 in Montgomery form is R mod p = 2^256 - p, words below */
    static const sf_fp256 one_const = SF_FP256_CONST(
        0x00000000U, 0xFFFFFFFEU, 0xFFFFFFFFU, 0xFFFFFFFFU, 0xFFFFFFFFU,
        0x00000000U, 0x00000000U, 0x00000001U);
    sf_fp256_one(&one);
    SF_CHECK(sf_fp256_eq(&one, &one_const));
    sf_fp256_encode(e, &one);
    SF_CHECK(e[31] == 1 && sf_ct_is_zero32(e[0] | e[15] | e[30]) == 1);
    sf_fp256_set_u32(&t, 1);
    SF_CHECK(sf_fp256_eq(&t, &one));
    sf_fp256_set_u32(&t, 0xDEADBEEFU);
    sf_fp256_encode(e, &t);
    SF_CHECK(e[28] == 0xDE && e[29] == 0xAD && e[30] == 0xBE && e[31] == 0xEF);
    sf_fp256_zero(&t);
    SF_CHECK(sf_fp256_is_zero(&t));
    sf_fp256_inv(&t, &t);
    SF_CHECK(sf_fp256_is_zero(&t)); /* 1/0 = 0 by contract */
    SF_CHECK(sf_fp256_sqrt(&t, &t) == 1 && sf_fp256_is_zero(&t));
    SF_CHECK(strcmp(SF_FP256_BACKEND_NAME, sf_test_backend()) == 0);

    sf_test_rng_seed(&rng, 0x2561);
    for (int i = 0; i < 500; i++) {
        sf_test_rng_bytes(&rng, b, 32);
        /* to_mont accepts any 256-bit value; from_mont undoes it mod p */
        memset(&a, 0, sizeof a);
        (void)sf_fp256_decode(&m, b); /* m = (b mod p) in Montgomery form */
        sf_fp256_from_mont(&back, &m);
        sf_fp256_to_mont(&t, &back);
        SF_CHECK(sf_fp256_eq(&t, &m));
        /* sqr_n(a, k) = a^(2^k) */
        sf_fp256_sqr_n(&t, &m, 3);
        sf_fp256_sqr(&a, &m);
        sf_fp256_sqr(&a, &a);
        sf_fp256_sqr(&a, &a);
        SF_CHECK(sf_fp256_eq(&t, &a));
        /* a * 1/a = 1 for a != 0 */
        sf_fp256_inv(&t, &m);
        sf_fp256_mul(&t, &t, &m);
        SF_CHECK(sf_fp256_is_zero(&m) || sf_fp256_eq(&t, &one));
        /* sqrt: r^2 = a or r^2 = -a */
        {
            uint32_t sq = sf_fp256_sqrt(&t, &m);
            sf_fp256_sqr(&t, &t);
            if (!sq)
                sf_fp256_neg(&t, &t);
            SF_CHECK(sf_fp256_eq(&t, &m));
        }
    }
}

/* Regression cases for the decoder's range check at and around p. */
SF_TEST(fp256_decode_range)
{
    uint8_t b[32], e[32];
    sf_fp256 r;
    SF_CHECK(sf_test_unhex(b, 32, sf_fp256_p_hex) == 32);
    SF_CHECK(sf_fp256_decode(&r, b) == 0); /* p */
    SF_CHECK(sf_fp256_is_zero(&r));
    b[31] = 0xFE; /* p - 1 */
    SF_CHECK(sf_fp256_decode(&r, b) == 1);
    sf_fp256_encode(e, &r);
    SF_CHECK_BYTES(e, b, 32);
    /* p + 1: the low 96 one-bits of p carry into bit 96 */
    SF_CHECK(sf_test_unhex(b, 32,
        "ffffffff00000001000000000000000000000001000000000000000000000000") == 32);
    SF_CHECK(sf_fp256_decode(&r, b) == 0);
    memset(b, 0xFF, 32); /* 2^256 - 1 */
    SF_CHECK(sf_fp256_decode(&r, b) == 0);
    memset(b, 0, 32);
    SF_CHECK(sf_fp256_decode(&r, b) == 1 && sf_fp256_is_zero(&r));
}

const sf_test_case sf_tests_fp256[] = {
    SF_CASE(fp256_model),
    SF_CASE(fp256_select),
    SF_CASE(fp256_half),
    SF_CASE(fp256_mont_and_constants),
    SF_CASE(fp256_decode_range),
    SF_CASES_END,
};

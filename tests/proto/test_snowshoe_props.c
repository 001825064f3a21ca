/*
 * Property tests of the Snowshoe API on random scalars (the deterministic
 * test RNG, seeded per case so a failure reproduces), 10,000 scalars for
 * the decomposition and 10,000 for the multiplications in all, plus the
 * edge scalars of each property:
 *   k = k1 + k2 lambda (mod q), |k1|, |k2| < 2^126        (10,000 k)
 *   mul(k, G) = mul_gen(k, x4)                              (2,500 k)
 *   simul(a, P, b, Q) = mul(a, P) + mul(b, Q)               (1,250 a, b)
 *   simul_gen(a, b, Q) = simul(a, G, b, Q)                  (1,250 a, b)
 *   psi([k]G) = [lambda k]G, psi(P) = [lambda]P             (2,500 k)
 *   sign / verify, and a flipped bit fails                  (  250 keys)
 * Sized to run in a few seconds per backend.
 */
#include <stdio.h>
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "scalar/snowshoe/sc_snowshoe.h"
#include "snowfield/snowshoe.h"
#include "test.h"

/* lambda as 32 LE bytes */
static const uint8_t sf_tpr_lambda[32] = {
    0x8f, 0xf5, 0x8c, 0xbd, 0x17, 0x5d, 0xf9, 0xcb, 0xcc, 0xf5, 0x94,
    0xde, 0x9c, 0xc4, 0x27, 0xa8, 0xe2, 0x2b, 0xb4, 0xcb, 0x0c, 0x48,
    0xa9, 0xb0, 0x1a, 0x0e, 0x82, 0x06, 0x80, 0x10, 0xc2, 0x0e};
static const uint8_t sf_tpr_g[64] = {
    0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xab, 0x14, 0x20, 0xde, 0xda, 0x73, 0xd0,
    0x36, 0x4c, 0x9b, 0x64, 0xdd, 0x19, 0xc9, 0x69, 0x78, 0xb0, 0x91, 0x31, 0x92,
    0xfe, 0x69, 0x98, 0xdd, 0x43, 0xa4, 0x8b, 0x75, 0x46, 0x8b, 0x84, 0x6e};

/* A scalar in [1, q): every 16th one an edge value (small, q - small,
 * a multiple of lambda, 2^251 - 1). */
static void sf_tpr_scalar(uint8_t k[32], sf_test_rng *rng, int i)
{
    uint8_t w[64];
    sf_test_rng_bytes(rng, w, sizeof w);
    SF_CHECK(sf_snowshoe_mod_q(k, w) == SF_OK);
    switch (i % 64) {
    case 16:
        memset(k, 0, 32);
        k[0] = (uint8_t)(1 + i % 7);
        break;
    case 32: { /* q - small */
        static const uint8_t qm1[32] = {
            0xa4, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
            0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};
        memcpy(k, qm1, 32);
        k[0] = (uint8_t)(k[0] - i % 5);
        break;
    }
    case 48: { /* j lambda */
        uint8_t j[32] = {0};
        j[0] = (uint8_t)(1 + i % 4);
        SF_CHECK(sf_snowshoe_mul_mod_q(k, sf_tpr_lambda, j, NULL) == SF_OK);
        break;
    }
    case 63:
        memset(k, 0xff, 32);
        k[31] = 0x07;
        break;
    default:
        break;
    }
    {
        uint8_t acc = 0;
        for (int b = 0; b < 32; b++)
            acc |= k[b];
        if (acc == 0)
            k[0] = 1;
    }
}

static void sf_tpr_add(uint8_t r[64], const uint8_t a[64], const uint8_t b[64])
{
    sf_ge_snowshoe_ext p, q;
    SF_CHECK(sf_ge_snowshoe_decode_vartime(&p, a) == SF_OK);
    SF_CHECK(sf_ge_snowshoe_decode_vartime(&q, b) == SF_OK);
    sf_ge_snowshoe_add(&p, &p, &q);
    sf_ge_snowshoe_encode(r, &p);
}

SF_TEST(snowshoe_prop_decompose)
{
    sf_test_rng rng;
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d01);
    for (int i = 0; i < 10000; i++) {
        uint8_t kb[32];
        sf_sc_snowshoe k, back;
        sf_sc_snowshoe_gls g;
        sf_tpr_scalar(kb, &rng, i);
        SF_CHECK(sf_sc_snowshoe_decode(&k, kb) == 1);
        sf_sc_snowshoe_gls_decompose(&g, &k);
        ok &= (g.mag1[1] >> 62) == 0 && (g.mag2[1] >> 62) == 0; /* < 2^126 */
        sf_sc_snowshoe_gls_recombine(&back, &g);
        ok &= sf_sc_snowshoe_eq(&back, &k) == 1;
    }
    SF_CHECK(ok);
}

SF_TEST(snowshoe_prop_mul_gen)
{
    sf_test_rng rng;
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d02);
    for (int i = 0; i < 2500; i++) {
        uint8_t k[32], a[64], b[64];
        sf_tpr_scalar(k, &rng, i);
        ok &= sf_snowshoe_mul(a, k, sf_tpr_g) == SF_OK;
        ok &= sf_snowshoe_mul_gen_cofactor(b, k) == SF_OK;
        ok &= memcmp(a, b, 64) == 0;
    }
    SF_CHECK(ok);
}

SF_TEST(snowshoe_prop_simul)
{
    sf_test_rng rng;
    uint8_t p[64], q[64], k[32];
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d03);
    sf_tpr_scalar(k, &rng, 1);
    SF_CHECK(sf_snowshoe_mul_gen(p, k) == SF_OK);
    sf_tpr_scalar(k, &rng, 2);
    SF_CHECK(sf_snowshoe_mul_gen(q, k) == SF_OK);
    for (int i = 0; i < 1250; i++) {
        uint8_t a[32], b[32], r[64], ra[64], rb[64], want[64];
        sf_tpr_scalar(a, &rng, i);
        sf_tpr_scalar(b, &rng, i + 7);
        ok &= sf_snowshoe_mul(ra, a, p) == SF_OK;
        ok &= sf_snowshoe_mul(rb, b, q) == SF_OK;
        sf_tpr_add(want, ra, rb);
        ok &= sf_snowshoe_simul(r, a, p, b, q) == SF_OK;
        ok &= memcmp(r, want, 64) == 0;
        /* walk the points so they vary too */
        if (i % 50 == 49) {
            memcpy(p, ra, 64);
            memcpy(q, rb, 64);
        }
    }
    SF_CHECK(ok);
}

SF_TEST(snowshoe_prop_simul_gen)
{
    sf_test_rng rng;
    uint8_t q[64], k[32];
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d04);
    sf_tpr_scalar(k, &rng, 1);
    SF_CHECK(sf_snowshoe_mul_gen(q, k) == SF_OK);
    for (int i = 0; i < 1250; i++) {
        uint8_t a[32], b[32], r1[64], r2[64];
        sf_tpr_scalar(a, &rng, i);
        sf_tpr_scalar(b, &rng, i + 11);
        ok &= sf_snowshoe_simul_gen_vartime(r1, a, b, q) == SF_OK;
        ok &= sf_snowshoe_simul(r2, a, sf_tpr_g, b, q) == SF_OK;
        ok &= memcmp(r1, r2, 64) == 0;
        if (i % 50 == 49)
            memcpy(q, r1, 64);
    }
    SF_CHECK(ok);
}

SF_TEST(snowshoe_prop_psi)
{
    sf_test_rng rng;
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d05);
    for (int i = 0; i < 2500; i++) {
        uint8_t k[32], lk[32], a[64], b[64], c[64];
        sf_ge_snowshoe_ext p;
        sf_tpr_scalar(k, &rng, i);
        ok &= sf_snowshoe_mul_gen(a, k) == SF_OK;
        SF_CHECK(sf_ge_snowshoe_decode_vartime(&p, a) == SF_OK);
        sf_ge_snowshoe_ext_psi(&p, &p);
        sf_ge_snowshoe_encode(b, &p);
        ok &= sf_snowshoe_mul_mod_q(lk, sf_tpr_lambda, k, NULL) == SF_OK;
        ok &= sf_snowshoe_mul_gen(c, lk) == SF_OK; /* [lambda k]G */
        ok &= memcmp(b, c, 64) == 0;
        /* and with the variable base: [4 lambda]P = psi([4]P) for P = [k]G */
        if (i % 10 == 0) {
            ok &= sf_snowshoe_mul(c, sf_tpr_lambda, a) == SF_OK;
            ok &= sf_snowshoe_mul_gen_cofactor(a, lk) == SF_OK;
            ok &= memcmp(a, c, 64) == 0;
        }
    }
    SF_CHECK(ok);
}

SF_TEST(snowshoe_prop_sign)
{
    sf_test_rng rng;
    int ok = 1;
    sf_test_rng_seed(&rng, 0x9d06);
    for (int i = 0; i < 250; i++) {
        uint8_t seed[32], kp[96], pk[64], sig[96], sig2[96], msg[80];
        size_t len = (size_t)(i % 80);
        unsigned bit;
        sf_test_rng_bytes(&rng, seed, sizeof seed);
        sf_test_rng_bytes(&rng, msg, sizeof msg);
        ok &= sf_snowshoe_keypair(kp, seed) == SF_OK;
        ok &= sf_snowshoe_sign_public_key(pk, seed) == SF_OK;
        ok &= sf_snowshoe_sign_keypair(sig, kp, msg, len) == SF_OK;
        ok &= sf_snowshoe_sign(sig2, seed, msg, len) == SF_OK && memcmp(sig, sig2, 96) == 0;
        ok &= sf_snowshoe_verify(sig, pk, msg, len) == SF_OK;
        bit = (unsigned)(sf_test_rng_u64(&rng) % (96 * 8));
        sig[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        ok &= sf_snowshoe_verify(sig, pk, msg, len) == SF_ERR_INVALID_SIGNATURE;
        sig[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        if (len > 0) {
            bit = (unsigned)(sf_test_rng_u64(&rng) % (len * 8));
            msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            ok &= sf_snowshoe_verify(sig, pk, msg, len) == SF_ERR_INVALID_SIGNATURE;
        }
    }
    SF_CHECK(ok);
}

const sf_test_case sf_tests_snowshoe_props[] = {
    SF_CASE(snowshoe_prop_decompose),
    SF_CASE(snowshoe_prop_mul_gen),
    SF_CASE(snowshoe_prop_simul),
    SF_CASE(snowshoe_prop_simul_gen),
    SF_CASE(snowshoe_prop_psi),
    SF_CASE(snowshoe_prop_sign),
    SF_CASES_END,
};

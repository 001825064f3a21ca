/*
 * Tests of the Snowshoe protocols on the native API: the signature
 * (docs/snowshoe-signature.md) and ECDH.
 *  - snowshoe_sign_kat: the checked-in known answers
 *    (tests/vectors/snowshoe/sign_kat.jsonl) and the same records
 *    regenerated at test time by the independent model
 *    (tests/model/gen_snowshoe_sign.py): keys and signatures byte for byte,
 *    and each verifies;
 *  - snowshoe_sign_flips: every bit of a signature, of the public key and
 *    of the message, flipped one at a time, makes verification fail;
 *    s >= q and s = q + s' are refused;
 *  - snowshoe_sign_errors / snowshoe_ecdh_errors: every error path;
 *  - snowshoe_ecdh: both sides agree, for keys from a caller RNG, with an
 *    order-2q peer key too; invalid peer keys are refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "proto/snowshoe_api_test_util.h"
#include "snowfield/snowshoe.h"
#include "test.h"

/* ---- signature known answers ----------------------------------------------- */

static unsigned long sf_tsp_kat_file(FILE *f)
{
    static char line[8192];
    unsigned long n = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        static char hmsg[4096];
        char hs[200], hpk[200], hsk[300], hsig[300];
        uint8_t seed[32], pk[64], sk[96], sig[96], msg[2048], gpk[64], gsk[96], gsig[96];
        long mlen;
        SF_CHECK(sf_test_json_get(line, "seed", hs, sizeof hs) &&
                 sf_test_json_get(line, "msg", hmsg, sizeof hmsg) &&
                 sf_test_json_get(line, "pk", hpk, sizeof hpk) &&
                 sf_test_json_get(line, "sk", hsk, sizeof hsk) &&
                 sf_test_json_get(line, "sig", hsig, sizeof hsig));
        SF_CHECK(sf_test_unhex(seed, 32, hs) == 32 && sf_test_unhex(pk, 64, hpk) == 64 &&
                 sf_test_unhex(sk, 96, hsk) == 96 && sf_test_unhex(sig, 96, hsig) == 96);
        mlen = sf_test_unhex(msg, sizeof msg, hmsg);
        SF_CHECK(mlen >= 0);
        /* the record's sk is the key pair, seed || pk */
        SF_CHECK(sf_snowshoe_keypair(gsk, seed) == SF_OK);
        SF_CHECK_BYTES(gsk, sk, 96);
        SF_CHECK(sf_snowshoe_sign_public_key(gpk, seed) == SF_OK);
        SF_CHECK_BYTES(gpk, pk, 64);
        SF_CHECK(sf_snowshoe_sign_keypair(gsig, sk, mlen > 0 ? msg : NULL, (size_t)mlen) == SF_OK);
        SF_CHECK_BYTES(gsig, sig, 96);
        SF_CHECK(sf_snowshoe_sign(gsig, seed, mlen > 0 ? msg : NULL, (size_t)mlen) == SF_OK);
        SF_CHECK_BYTES(gsig, sig, 96);
        SF_CHECK(sf_snowshoe_verify(sig, pk, msg, (size_t)mlen) == SF_OK);
        n++;
    }
    return n;
}

SF_TEST(snowshoe_sign_kat)
{
    FILE *f = sf_test_open(sf_test_vectors_dir(), "snowshoe/sign_kat.jsonl");
    SF_CHECK(f != NULL);
    if (f != NULL) {
        SF_CHECK(sf_tsp_kat_file(f) == 9);
        fclose(f);
    }
    f = sf_test_open(sf_test_gen_dir(), "snowshoe_sign.jsonl");
    SF_CHECK(f != NULL);
    if (f != NULL) {
        SF_CHECK(sf_tsp_kat_file(f) == 9);
        fclose(f);
    }
}

/* ---- flipped bits -------------------------------------------------------------- */

SF_TEST(snowshoe_sign_flips)
{
    static const uint8_t q_le[32] = {
        0xa5, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
        0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};
    uint8_t seed[32], sk[96], pk[64], sig[96], bad[96], msg[40], pk2[64];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x519f);
    sf_test_rng_bytes(&rng, seed, sizeof seed);
    sf_test_rng_bytes(&rng, msg, sizeof msg);
    SF_CHECK(sf_snowshoe_keypair(sk, seed) == SF_OK);
    memcpy(pk, sk + 32, 64);
    SF_CHECK(sf_snowshoe_sign_keypair(sig, sk, msg, sizeof msg) == SF_OK);
    SF_CHECK(sf_snowshoe_verify(sig, pk, msg, sizeof msg) == SF_OK);
    for (int i = 0; i < 96 * 8; i++) {
        memcpy(bad, sig, 96);
        bad[i / 8] ^= (uint8_t)(1u << (i % 8));
        SF_CHECK(sf_snowshoe_verify(bad, pk, msg, sizeof msg) != SF_OK);
    }
    for (int i = 0; i < 64 * 8; i += 3) {
        sf_error e;
        memcpy(pk2, pk, 64);
        pk2[i / 8] ^= (uint8_t)(1u << (i % 8));
        e = sf_snowshoe_verify(sig, pk2, msg, sizeof msg);
        SF_CHECK(e == SF_ERR_INVALID_POINT || e == SF_ERR_INVALID_ENCODING ||
                 e == SF_ERR_INVALID_SIGNATURE);
    }
    for (int i = 0; i < (int)sizeof msg * 8; i++) {
        msg[i / 8] ^= (uint8_t)(1u << (i % 8));
        SF_CHECK(sf_snowshoe_verify(sig, pk, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        msg[i / 8] ^= (uint8_t)(1u << (i % 8));
    }
    SF_CHECK(sf_snowshoe_verify(sig, pk, msg, sizeof msg - 1) == SF_ERR_INVALID_SIGNATURE);
    /* s + q (still < 2^256) is the same residue but not canonical: refused */
    {
        unsigned c = 0;
        memcpy(bad, sig, 96);
        for (int i = 0; i < 32; i++) {
            c += bad[64 + i] + q_le[i];
            bad[64 + i] = (uint8_t)c;
            c >>= 8;
        }
        SF_CHECK(sf_snowshoe_verify(bad, pk, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        memcpy(bad + 64, q_le, 32);
        SF_CHECK(sf_snowshoe_verify(bad, pk, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
    }
    /* another key, and a public key of order 2q (A + (0, -1)) that signs
     * the same: the cofactor removes the difference */
    {
        sf_ge_snowshoe_ext a, t;
        SF_CHECK(sf_ge_snowshoe_decode_vartime(&a, pk) == SF_OK);
        sf_ge_snowshoe_ext_identity(&t);
        sf_fp2_127_neg(&t.Y, &t.Y);
        sf_ge_snowshoe_add(&a, &a, &t);
        sf_ge_snowshoe_encode(pk2, &a);
        SF_CHECK(sf_snowshoe_point_validate(pk2) == SF_OK);
        /* the signer hashes its own pk, so this pk gives another t: invalid */
        SF_CHECK(sf_snowshoe_verify(sig, pk2, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
        memcpy(sk + 32, pk2, 64); /* a consistent (seed, A + T) pair */
        SF_CHECK(sf_snowshoe_sign_keypair(bad, sk, msg, sizeof msg) == SF_OK);
        SF_CHECK(sf_snowshoe_verify(bad, pk2, msg, sizeof msg) == SF_OK);
    }
    /* the empty message */
    SF_CHECK(sf_snowshoe_sign_keypair(sig, sk, NULL, 0) == SF_OK);
    SF_CHECK(sf_snowshoe_verify(sig, pk2, NULL, 0) == SF_OK);
}

SF_TEST(snowshoe_sign_errors)
{
    uint8_t seed[32] = {1}, kp[96], pk[64], sig[96], buf[200];
    SF_CHECK(sf_snowshoe_keypair(kp, seed) == SF_OK);
    SF_CHECK(sf_snowshoe_sign_public_key(pk, seed) == SF_OK);
    SF_CHECK(memcmp(pk, kp + 32, 64) == 0);
    /* NULLs, with outputs zeroed */
    memset(sig, 0xaa, sizeof sig);
    SF_CHECK(sf_snowshoe_sign_keypair(sig, NULL, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(sig, sizeof sig));
    SF_CHECK(sf_snowshoe_sign_keypair(sig, kp, NULL, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_sign_keypair(NULL, kp, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    memset(sig, 0xaa, sizeof sig);
    SF_CHECK(sf_snowshoe_sign(sig, NULL, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(sig, sizeof sig));
    SF_CHECK(sf_snowshoe_sign(sig, seed, NULL, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_sign(NULL, seed, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_verify(NULL, pk, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_verify(sig, NULL, seed, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_verify(sig, pk, NULL, 1) == SF_ERR_INVALID_ARGUMENT);
    memset(kp, 0xaa, sizeof kp);
    SF_CHECK(sf_snowshoe_keypair(kp, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(kp, sizeof kp));
    SF_CHECK(sf_snowshoe_keypair(NULL, seed) == SF_ERR_INVALID_ARGUMENT);
    memset(pk, 0xaa, sizeof pk);
    SF_CHECK(sf_snowshoe_sign_public_key(pk, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(pk, sizeof pk));
    SF_CHECK(sf_snowshoe_sign_public_key(NULL, seed) == SF_ERR_INVALID_ARGUMENT);
    memset(pk, 0xaa, sizeof pk);
    SF_CHECK(sf_snowshoe_sign_keygen(NULL, pk, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(pk, sizeof pk));
    SF_CHECK(sf_snowshoe_sign_keygen(seed, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    /* overlapping key outputs */
    SF_CHECK(sf_snowshoe_sign_keygen(buf, buf + 20, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_sign_keygen(buf + 10, buf, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_sign_keygen(buf, buf + 32, NULL) == SF_OK);
    SF_CHECK(sf_snowshoe_sign_public_key(pk, buf) == SF_OK && memcmp(pk, buf + 32, 64) == 0);
    /* outputs may alias inputs */
    memcpy(buf, seed, 32);
    SF_CHECK(sf_snowshoe_keypair(buf, buf) == SF_OK);
    SF_CHECK(sf_snowshoe_keypair(kp, seed) == SF_OK && memcmp(buf, kp, 96) == 0);
    /* an invalid public key */
    SF_CHECK(sf_snowshoe_sign(sig, seed, seed, 32) == SF_OK);
    SF_CHECK(sf_snowshoe_verify(sig, kp + 32, seed, 32) == SF_OK);
    memcpy(pk, kp + 32, 64);
    pk[5] ^= 1;
    SF_CHECK(sf_snowshoe_verify(sig, pk, seed, 32) == SF_ERR_INVALID_POINT);
    pk[5] ^= 1;
    pk[15] |= 0x80;
    SF_CHECK(sf_snowshoe_verify(sig, pk, seed, 32) == SF_ERR_INVALID_ENCODING);
}

/* A caller RNG: the deterministic test generator. */
static int sf_tsp_fill(void *ctx, uint8_t *out, size_t len)
{
    sf_test_rng_bytes((sf_test_rng *)ctx, out, len);
    return 0;
}

static int sf_tsp_fail(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    memset(out, 0x5a, len);
    return -1;
}

/* An RNG that returns zeros first (a key that masks to 0), then bytes. */
static int sf_tsp_zero_first(void *ctx, uint8_t *out, size_t len)
{
    int *calls = (int *)ctx;
    memset(out, (*calls)++ == 0 ? 0 : 0x33, len);
    return 0;
}

SF_TEST(snowshoe_ecdh)
{
    sf_test_rng trng;
    sf_rng rng;
    uint8_t ska[32], pka[64], skb[32], pkb[64], ssa[64], ssb[64], sk2[32], pk2[64];
    sf_test_rng_seed(&trng, 0xecd4);
    rng.fill = sf_tsp_fill;
    rng.ctx = &trng;
    for (int i = 0; i < 8; i++) {
        SF_CHECK(sf_snowshoe_keygen(ska, pka, &rng) == SF_OK);
        SF_CHECK(sf_snowshoe_keygen(skb, pkb, i == 0 ? NULL : &rng) == SF_OK);
        SF_CHECK(sf_snowshoe_public_key(pk2, ska) == SF_OK);
        SF_CHECK(memcmp(pk2, pka, 64) == 0);
        SF_CHECK((ska[31] & 0xf8) == 0);
        SF_CHECK(sf_snowshoe_ecdh(ssa, ska, pkb) == SF_OK);
        SF_CHECK(sf_snowshoe_ecdh(ssb, skb, pka) == SF_OK);
        SF_CHECK(memcmp(ssa, ssb, 64) == 0);
        SF_CHECK(sf_snowshoe_point_validate(ssa) == SF_OK);
    }
    /* a peer key of order 2q gives the same secret as its q-part */
    {
        sf_ge_snowshoe_ext b, t;
        SF_CHECK(sf_ge_snowshoe_decode_vartime(&b, pkb) == SF_OK);
        sf_ge_snowshoe_ext_identity(&t);
        sf_fp2_127_neg(&t.Y, &t.Y);
        sf_ge_snowshoe_add(&b, &b, &t);
        sf_ge_snowshoe_encode(pk2, &b);
        SF_CHECK(sf_snowshoe_ecdh(ssb, ska, pk2) == SF_OK);
        SF_CHECK(memcmp(ssa, ssb, 64) == 0);
    }
    /* a key that masks to zero is redrawn */
    {
        int calls = 0;
        rng.fill = sf_tsp_zero_first;
        rng.ctx = &calls;
        SF_CHECK(sf_snowshoe_keygen(ska, pka, &rng) == SF_OK);
        SF_CHECK(calls == 2 && ska[0] == 0x33);
        SF_CHECK(sf_snowshoe_sign_keygen(sk2, pk2, &rng) == SF_OK);
    }
    /* a failing RNG: SF_ERR_RANDOMNESS, outputs zeroed */
    rng.fill = sf_tsp_fail;
    SF_CHECK(sf_snowshoe_keygen(ska, pka, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_tss_all_zero(ska, 32) && sf_tss_all_zero(pka, 64));
    SF_CHECK(sf_snowshoe_sign_keygen(sk2, pk2, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_tss_all_zero(sk2, 32) && sf_tss_all_zero(pk2, 64));
}

SF_TEST(snowshoe_ecdh_errors)
{
    uint8_t sk[32] = {9}, pk[64], ss[64], buf[128], zero[32] = {0};
    SF_CHECK(sf_snowshoe_public_key(pk, sk) == SF_OK);
    /* invalid peer keys: off the curve, non-canonical, identity, (0, -1) */
    memcpy(buf, pk, 64);
    buf[33] ^= 4;
    memset(ss, 0xaa, sizeof ss);
    SF_CHECK(sf_snowshoe_ecdh(ss, sk, buf) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_tss_all_zero(ss, 64));
    memcpy(buf, pk, 64);
    buf[63] |= 0x80;
    SF_CHECK(sf_snowshoe_ecdh(ss, sk, buf) == SF_ERR_INVALID_ENCODING);
    memset(buf, 0, 64);
    buf[32] = 1;
    SF_CHECK(sf_snowshoe_ecdh(ss, sk, buf) == SF_ERR_INVALID_POINT);
    memset(buf + 32, 0xff, 16);
    buf[32] = 0xfe;
    buf[47] = 0x7f;
    SF_CHECK(sf_snowshoe_ecdh(ss, sk, buf) == SF_ERR_INVALID_POINT);
    /* invalid own key */
    SF_CHECK(sf_snowshoe_ecdh(ss, zero, pk) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_snowshoe_public_key(pk, zero) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_tss_all_zero(pk, 64));
    /* NULLs and overlapping outputs */
    SF_CHECK(sf_snowshoe_ecdh(NULL, sk, pk) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_ecdh(ss, NULL, pk) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_ecdh(ss, sk, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_keygen(NULL, pk, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_keygen(sk, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_keygen(buf, buf + 16, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_keygen(buf + 40, buf, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_keygen(buf, buf + 32, NULL) == SF_OK);
}

const sf_test_case sf_tests_snowshoe_proto[] = {
    SF_CASE(snowshoe_sign_kat),
    SF_CASE(snowshoe_sign_flips),
    SF_CASE(snowshoe_sign_errors),
    SF_CASE(snowshoe_ecdh),
    SF_CASE(snowshoe_ecdh_errors),
    SF_CASES_END,
};

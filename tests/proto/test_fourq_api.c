/*
 * Closed-box tests of the native FourQ API (include/snowfield/fourq.h):
 *
 *  - fourq_api_kat_*: every record of FourQlib's vectors
 *    (tests/vectors/fourq/) through the native functions: the same bytes
 *    wherever FourQlib succeeds on an input the native API accepts, and the
 *    specific error (with zeroed output) where it is stricter or FourQlib
 *    fails;
 *  - fourq_api_schnorrq_*: sign/verify round trips, every flipped bit of
 *    the signature, the message and the key fails, S >= N is refused;
 *  - fourq_api_bad_*: each error path: NULL arguments, non-canonical and
 *    off-curve encodings, small-order peers, zero and out-of-range scalars.
 */
#include <string.h>

#include "proto/fourq_api_test_util.h"
#include "scalar/fourq/sc_fourq.h"
#include "snowfield/fourq.h"
#include "test.h"

/* 1 if the 32-byte integer is 0 mod N. */
static int sf_tfn_zero_mod_n(const uint8_t k[32])
{
    sf_sc_fourq t;
    sf_sc_fourq_reduce(&t, k);
    return (int)sf_sc_fourq_is_zero(&t);
}

/* 1 if 0 < k < N. */
static int sf_tfn_in_range(const uint8_t k[32])
{
    sf_sc_fourq t;
    return (int)sf_sc_fourq_decode(&t, k);
}

/* 1 if k < N (0 included). */
static int sf_tfn_below_n(const uint8_t k[32])
{
    static const uint8_t zero[32];
    return sf_tfn_in_range(k) || memcmp(k, zero, 32) == 0;
}

/* ==== the vectors ========================================================== */

static int sf_tfn_rec_mul_gen(const char *line, void *ctx)
{
    uint8_t k[32], want[64], got[64];
    sf_error e;
    (void)ctx;
    if (!sf_tfq_field(line, "k", k, 32) || !sf_tfq_field(line, "Q", want, 64))
        return -1;
    e = sf_fourq_mul_gen(got, k);
    if (sf_tfn_in_range(k))
        return e == SF_OK && memcmp(got, want, 64) == 0;
    return e == SF_ERR_INVALID_SCALAR && sf_tfa_zero(got, 64);
}

/* ecc_mul with the cofactor cleared: sf_fourq_mul */
static int sf_tfn_rec_mul(const char *line, void *ctx)
{
    uint8_t k[32], p[64], want[64], got[64];
    sf_error e;
    (void)ctx;
    if (!sf_tfa_is(line, "clear_cofactor", "true") || !sf_tfq_field(line, "k", k, 32) ||
        !sf_tfq_field(line, "P", p, 64))
        return -1;
    e = sf_fourq_mul(got, k, p);
    if (!sf_tfn_in_range(k))
        return e == SF_ERR_INVALID_SCALAR && sf_tfa_zero(got, 64);
    if (sf_tfa_is(line, "ok", "false") || sf_tfa_cat(line, "small order") ||
        sf_tfa_cat(line, "identity"))
        return e == SF_ERR_INVALID_POINT && sf_tfa_zero(got, 64);
    return sf_tfq_field(line, "Q", want, 64) && e == SF_OK && memcmp(got, want, 64) == 0;
}

/* ecc_mul_double through the native function (k, l < N only) */
static int sf_tfn_rec_double(const char *line, void *ctx)
{
    uint8_t k[32], l[32], q[64], want[64], got[64];
    sf_error e;
    (void)ctx;
    if (!sf_tfq_field(line, "k", k, 32) || !sf_tfq_field(line, "l", l, 32) ||
        !sf_tfq_field(line, "Q", q, 64))
        return -1;
    e = sf_fourq_simul_gen_vartime(got, k, l, q);
    if (!sf_tfn_below_n(k) || !sf_tfn_below_n(l))
        return e == SF_ERR_INVALID_SCALAR && sf_tfa_zero(got, 64);
    if (sf_tfa_is(line, "ok", "false"))
        return e == SF_ERR_INVALID_POINT && sf_tfa_zero(got, 64);
    return sf_tfq_field(line, "R", want, 64) && e == SF_OK && memcmp(got, want, 64) == 0;
}

SF_TEST(fourq_api_kat_mul)
{
    sf_tfq_each("fourq/ecc_mul_fixed.jsonl", sf_tfn_rec_mul_gen, NULL, 283);
    sf_tfq_each("fourq/ecc_mul.jsonl", sf_tfn_rec_mul, NULL, 156);
    sf_tfq_each("fourq/ecc_mul_double.jsonl", sf_tfn_rec_double, NULL, 300);
}

/* Public keys: 0 = compressed ECDH, 1 = 64-byte ECDH, 2 = SchnorrQ. */
static int sf_tfn_rec_keys(const char *line, void *ctx)
{
    int w = *(const int *)ctx;
    size_t len = w == 1 ? 64 : 32;
    uint8_t sk[32], want[64], got[64];
    sf_error e;
    if (!sf_tfq_field(line, "sk", sk, 32) || !sf_tfq_field(line, "pk", want, len))
        return -1;
    if (w == 0)
        e = sf_fourq_public_key_compressed(got, sk);
    else if (w == 1)
        e = sf_fourq_public_key(got, sk);
    else
        e = sf_fourq_schnorrq_public_key(got, sk);
    if (w < 2 && sf_tfn_zero_mod_n(sk)) /* FourQlib returns the identity */
        return e == SF_ERR_INVALID_SCALAR && sf_tfa_zero(got, len);
    return e == SF_OK && memcmp(got, want, len) == 0;
}

SF_TEST(fourq_api_kat_keys)
{
    int w0 = 0, w1 = 1, w2 = 2;
    sf_tfq_each("fourq/compressed_public_key.jsonl", sf_tfn_rec_keys, &w0, 267);
    sf_tfq_each("fourq/public_key.jsonl", sf_tfn_rec_keys, &w1, 256);
    sf_tfq_each("fourq/schnorrq_keygen.jsonl", sf_tfn_rec_keys, &w2, 258);
}

/* The expected native code for a refused ECDH record (by its category). */
static sf_error sf_tfn_ecdh_code(const char *line)
{
    if (sf_tfa_cat(line, "sk = 0") || sf_tfa_cat(line, "sk = N"))
        return SF_ERR_INVALID_SCALAR;
    if (sf_tfa_cat(line, "bit 127"))
        return SF_ERR_INVALID_ENCODING;
    return SF_ERR_INVALID_POINT; /* off the curve, small order, identity */
}

/* Shared secrets; ctx: the peer key's length (32 compressed, 64) and the
 * count of refused records. */
typedef struct sf_tfn_ecdh_ctx {
    size_t len;
    unsigned refused;
} sf_tfn_ecdh_ctx;

static int sf_tfn_rec_ecdh(const char *line, void *ctx)
{
    sf_tfn_ecdh_ctx *c = ctx;
    uint8_t sk[32], pk[64], want[32], got[32];
    sf_error e;
    if (!sf_tfq_field(line, "sk", sk, 32) || !sf_tfq_field(line, "pk", pk, c->len))
        return -1;
    e = c->len == 32 ? sf_fourq_ecdh_compressed(got, sk, pk) : sf_fourq_ecdh(got, sk, pk);
    if (sf_tfa_is(line, "status", "ECCRYPTO_SUCCESS"))
        return sf_tfq_field(line, "ss", want, 32) && e == SF_OK && memcmp(got, want, 32) == 0;
    c->refused++;
    return e == sf_tfn_ecdh_code(line) && sf_tfa_zero(got, 32);
}

SF_TEST(fourq_api_kat_ecdh)
{
    sf_tfn_ecdh_ctx c32 = {32, 0}, c64 = {64, 0};
    sf_tfq_each("fourq/compressed_secret_agreement.jsonl", sf_tfn_rec_ecdh, &c32, 283);
    sf_tfq_each("fourq/secret_agreement.jsonl", sf_tfn_rec_ecdh, &c64, 285);
    SF_CHECK(c32.refused == 19);
    SF_CHECK(c64.refused == 21);
}

static int sf_tfn_rec_sign(const char *line, void *ctx)
{
    static uint8_t msg[1100];
    uint8_t sk[32], pk[32], want[64], got[64], kp[64];
    long len = sf_tfa_sig_record(line, sk, pk, msg, sizeof msg, want);
    (void)ctx;
    if (len < 0)
        return -1;
    return sf_fourq_schnorrq_sign(got, sk, msg, (size_t)len) == SF_OK &&
           memcmp(got, want, 64) == 0 && sf_fourq_schnorrq_keypair(kp, sk) == SF_OK &&
           memcmp(kp, sk, 32) == 0 && memcmp(kp + 32, pk, 32) == 0 &&
           sf_fourq_schnorrq_sign_keypair(got, kp, msg, (size_t)len) == SF_OK &&
           memcmp(got, want, 64) == 0 &&
           sf_fourq_schnorrq_verify(got, pk, msg, (size_t)len) == SF_OK;
}

static int sf_tfn_rec_verify(const char *line, void *ctx)
{
    static uint8_t msg[1100];
    uint8_t pk[32], sig[64];
    long len = sf_tfa_sig_record(line, NULL, pk, msg, sizeof msg, sig);
    unsigned *splus = ctx;
    sf_error e;
    if (len < 0)
        return -1;
    e = sf_fourq_schnorrq_verify(sig, pk, msg, (size_t)len);
    if (sf_tfa_cat(line, "S + N")) {
        /* FourQlib accepts; the native verifier refuses S >= N */
        ++*splus;
        return sf_tfa_is(line, "valid", "1") && e == SF_ERR_INVALID_SIGNATURE;
    }
    if (sf_tfa_is(line, "valid", "1"))
        return e == SF_OK;
    if (sf_tfa_cat(line, "bit 127 of public key"))
        return e == SF_ERR_INVALID_ENCODING;
    if (sf_tfa_cat(line, "public key does not decode"))
        return e == SF_ERR_INVALID_POINT;
    return e == SF_ERR_INVALID_SIGNATURE;
}

SF_TEST(fourq_api_kat_schnorrq)
{
    unsigned splus = 0;
    sf_tfq_each("fourq/schnorrq_sign.jsonl", sf_tfn_rec_sign, NULL, 256);
    sf_tfq_each("fourq/schnorrq_verify.jsonl", sf_tfn_rec_verify, &splus, 516);
    SF_CHECK(splus == 2);
}

static int sf_tfn_rec_h2c(const char *line, void *ctx)
{
    uint8_t r[32], want[64], got[64];
    (void)ctx;
    if (!sf_tfq_field(line, "r", r, 32) || !sf_tfq_field(line, "P", want, 64))
        return -1;
    return sf_fourq_hash_to_curve(got, r) == SF_OK && memcmp(got, want, 64) == 0;
}

SF_TEST(fourq_api_kat_hash_to_curve)
{
    sf_tfq_each("fourq/hash_to_curve.jsonl", sf_tfn_rec_h2c, NULL, 260);
}

/* ==== SchnorrQ properties ===================================================== */

SF_TEST(fourq_api_schnorrq_flips)
{
    sf_test_rng rng;
    unsigned bad = 0;
    sf_test_rng_seed(&rng, 0x5c40);
    for (int t = 0; t < 4; t++) {
        uint8_t sk[32], pk[32], sig[64], msg[40], x[64];
        size_t len = (size_t)t * 13;
        sf_test_rng_bytes(&rng, sk, sizeof sk);
        sf_test_rng_bytes(&rng, msg, sizeof msg);
        SF_CHECK(sf_fourq_schnorrq_public_key(pk, sk) == SF_OK);
        SF_CHECK(sf_fourq_schnorrq_sign(sig, sk, msg, len) == SF_OK);
        SF_CHECK(sf_fourq_schnorrq_verify(sig, pk, msg, len) == SF_OK);
        for (int b = 0; b < 512; b++) {
            memcpy(x, sig, 64);
            x[b / 8] ^= (uint8_t)(1u << (b % 8));
            bad += sf_fourq_schnorrq_verify(x, pk, msg, len) == SF_OK;
        }
        for (size_t b = 0; b < 8 * len; b++) {
            msg[b / 8] ^= (uint8_t)(1u << (b % 8));
            bad += sf_fourq_schnorrq_verify(sig, pk, msg, len) == SF_OK;
            msg[b / 8] ^= (uint8_t)(1u << (b % 8));
        }
        for (int b = 0; b < 256; b++) {
            memcpy(x, pk, 32);
            x[b / 8] ^= (uint8_t)(1u << (b % 8));
            bad += sf_fourq_schnorrq_verify(sig, x, msg, len) == SF_OK;
        }
    }
    SF_CHECK(bad == 0);
}

/* S + N: FourQlib's verifier accepts it (S < 2^246), the native one does not. */
SF_TEST(fourq_api_schnorrq_s_plus_n)
{
    uint8_t sk[32], pk[32], sig[64], msg[3] = {1, 2, 3};
    sf_sc_fourq s;
    unsigned carry = 0;
    static const uint8_t n_le[32] = {
        0xe7, 0x8c, 0x76, 0xc7, 0x0e, 0x54, 0xb2, 0x2f, 0x99, 0x79, 0x0f, 0xfe, 0x4d, 0x00, 0xbd, 0xdf,
        0xe5, 0x14, 0xbc, 0x9c, 0x82, 0x97, 0x53, 0xf0, 0x72, 0x0a, 0x5e, 0x4e, 0xc1, 0xcb, 0x29, 0x00};
    memset(sk, 0x42, sizeof sk);
    SF_CHECK(sf_fourq_schnorrq_public_key(pk, sk) == SF_OK);
    SF_CHECK(sf_fourq_schnorrq_sign(sig, sk, msg, sizeof msg) == SF_OK);
    for (int i = 0; i < 32; i++) {
        unsigned v = sig[32 + i] + n_le[i] + carry;
        sig[32 + i] = (uint8_t)v;
        carry = v >> 8;
    }
    sf_sc_fourq_reduce(&s, sig + 32); /* S + N >= N */
    SF_CHECK(sf_fourq_schnorrq_verify(sig, pk, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
    sig[63] = 0xff; /* S >= 2^248 */
    SF_CHECK(sf_fourq_schnorrq_verify(sig, pk, msg, sizeof msg) == SF_ERR_INVALID_SIGNATURE);
}

/* ==== bad input ================================================================ */

SF_TEST(fourq_api_bad_arguments)
{
    uint8_t k[32] = {5}, p[64], c[32], out[64], sig[64], kp[64];
    SF_CHECK(sf_fourq_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_fourq_public_key_compressed(c, k) == SF_OK);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_mul_gen(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_mul_gen(out, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(out, 64));
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_mul(out, k, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_mul(out, NULL, p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_mul(NULL, k, p) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, k, k, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_simul_gen_vartime(out, NULL, k, p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, k, NULL, p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_simul_gen_vartime(NULL, k, k, p) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_public_key(out, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_public_key(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_public_key_compressed(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_ecdh(out, NULL, p) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(out, 32));
    SF_CHECK(sf_fourq_ecdh(out, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_ecdh(NULL, k, p) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_ecdh_compressed(out, k, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(out, 32));
    SF_CHECK(sf_fourq_ecdh_compressed(out, NULL, c) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_ecdh_compressed(NULL, k, c) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_public_key(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_schnorrq_public_key(out, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(out, 32));
    memset(sig, 0xaa, sizeof sig);
    SF_CHECK(sf_fourq_schnorrq_sign(sig, k, NULL, 1) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(sig, 64));
    SF_CHECK(sf_fourq_schnorrq_sign(sig, NULL, k, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_sign(NULL, k, k, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_keypair(kp, k) == SF_OK);
    memset(sig, 0xaa, sizeof sig);
    SF_CHECK(sf_fourq_schnorrq_sign_keypair(sig, kp, NULL, 1) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(sig, 64));
    SF_CHECK(sf_fourq_schnorrq_sign_keypair(sig, NULL, k, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_sign_keypair(NULL, kp, k, 1) == SF_ERR_INVALID_ARGUMENT);
    memset(kp, 0xaa, sizeof kp);
    SF_CHECK(sf_fourq_schnorrq_keypair(kp, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(kp, 64));
    SF_CHECK(sf_fourq_schnorrq_keypair(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_public_key(c, k) == SF_OK);
    SF_CHECK(sf_fourq_schnorrq_sign(sig, k, NULL, 0) == SF_OK); /* empty message */
    SF_CHECK(sf_fourq_schnorrq_verify(sig, c, NULL, 0) == SF_OK);
    SF_CHECK(sf_fourq_schnorrq_verify(NULL, c, k, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_verify(sig, NULL, k, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_schnorrq_verify(sig, c, NULL, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_fourq_hash_to_curve(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_hash_to_curve(out, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(out, 64));
}

SF_TEST(fourq_api_bad_scalars)
{
    static const uint8_t n_le[32] = {
        0xe7, 0x8c, 0x76, 0xc7, 0x0e, 0x54, 0xb2, 0x2f, 0x99, 0x79, 0x0f, 0xfe, 0x4d, 0x00, 0xbd, 0xdf,
        0xe5, 0x14, 0xbc, 0x9c, 0x82, 0x97, 0x53, 0xf0, 0x72, 0x0a, 0x5e, 0x4e, 0xc1, 0xcb, 0x29, 0x00};
    uint8_t zero[32] = {0}, big[32], one[32] = {1}, p[64], out[64];
    memset(big, 0xff, sizeof big);
    SF_CHECK(sf_fourq_mul_gen(p, one) == SF_OK);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_mul_gen(out, zero) == SF_ERR_INVALID_SCALAR && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_mul_gen(out, n_le) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_fourq_mul_gen(out, big) == SF_ERR_INVALID_SCALAR);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_mul(out, zero, p) == SF_ERR_INVALID_SCALAR && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_mul(out, n_le, p) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, n_le, one, p) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, one, big, p) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, zero, zero, p) == SF_OK); /* 0 allowed: O */
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_public_key(out, n_le) == SF_ERR_INVALID_SCALAR && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_public_key_compressed(out, zero) == SF_ERR_INVALID_SCALAR);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_ecdh(out, zero, p) == SF_ERR_INVALID_SCALAR && sf_tfa_zero(out, 32));
    /* the first bad argument decides: sk before the peer key */
    memset(p, 0xff, sizeof p);
    SF_CHECK(sf_fourq_ecdh(out, n_le, p) == SF_ERR_INVALID_SCALAR);
}

SF_TEST(fourq_api_bad_points)
{
    uint8_t k[32] = {7}, p[64], c[32], x[64], out[64], kp[64];
    static const uint8_t pbytes[16] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f};
    SF_CHECK(sf_fourq_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_fourq_public_key_compressed(c, k) == SF_OK);
    /* off the curve */
    memcpy(x, p, 64);
    x[40] ^= 1;
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_mul(out, k, x) == SF_ERR_INVALID_POINT && sf_tfa_zero(out, 64));
    SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_fourq_simul_gen_vartime(out, k, k, x) == SF_ERR_INVALID_POINT);
    /* bit 127 of a component set, or a component equal to p */
    for (int comp = 0; comp < 4; comp++) {
        memcpy(x, p, 64);
        x[16 * comp + 15] |= 0x80;
        SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_fourq_mul(out, k, x) == SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_fourq_simul_gen_vartime(out, k, k, x) == SF_ERR_INVALID_ENCODING);
    }
    /* the identity with y.re written as p + 1 (= 1 mod p): non-canonical */
    memset(x, 0, sizeof x);
    memcpy(x + 32, pbytes, 16);
    x[32] = 0x00; /* 2^127 - 256 ... not 1: build p + 1 = 2^127 */
    memset(x + 32, 0, 16);
    x[47] = 0x80;
    SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_ENCODING);
    /* y.re = p exactly with x = 0: (0, p) would be (0, 0), off the curve,
     * but the encoding check comes first */
    memset(x, 0, sizeof x);
    memcpy(x + 32, pbytes, 16);
    SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_ENCODING);
    /* the identity and (0, -1): order 1 and 2 */
    memset(x, 0, sizeof x);
    x[32] = 1;
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_POINT && sf_tfa_zero(out, 32));
    SF_CHECK(sf_fourq_mul(out, k, x) == SF_ERR_INVALID_POINT);
    memcpy(x + 32, pbytes, 16);
    x[32] = 0xfe; /* y.re = p - 1 = -1 */
    SF_CHECK(sf_fourq_ecdh(out, k, x) == SF_ERR_INVALID_POINT);
    /* compressed: bit 127 of y.re, y.re = p, the sign bit on x = 0 */
    {
        uint8_t y[32];
        memcpy(y, c, 32);
        y[15] |= 0x80;
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_ENCODING);
        SF_CHECK(sf_fourq_schnorrq_verify(x, y, k, 1) == SF_ERR_INVALID_ENCODING);
        memset(y, 0, 32);
        memcpy(y, pbytes, 16);
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_ENCODING);
        memset(y, 0, 32);
        y[0] = 1;
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_POINT); /* identity */
        y[31] = 0x80; /* identity with the sign bit: x = 0 has no sign */
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_ENCODING);
        memcpy(y, pbytes, 16);
        y[0] = 0xfe; /* y = -1: (0, -1), order 2 */
        y[31] = 0;
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_POINT);
        y[31] = 0x80; /* and with the sign bit */
        SF_CHECK(sf_fourq_ecdh_compressed(out, k, y) == SF_ERR_INVALID_ENCODING);
        memset(y, 0, 32);
        y[0] = 1;
        memcpy(kp, k, 32);
        memcpy(kp + 32, y, 32);
        SF_CHECK(sf_fourq_schnorrq_sign_keypair(x, kp, k, 1) == SF_OK); /* canonical y: signs */
        memset(kp + 32, 0, 32);
        memcpy(kp + 32, pbytes, 16);
        memset(x, 0xaa, 64);
        SF_CHECK(sf_fourq_schnorrq_sign_keypair(x, kp, k, 1) == SF_ERR_INVALID_ENCODING &&
                 sf_tfa_zero(x, 64));
    }
    /* hash to curve: a component >= p */
    memset(x, 0, 32);
    memcpy(x + 16, pbytes, 16);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_fourq_hash_to_curve(out, x) == SF_ERR_INVALID_ENCODING && sf_tfa_zero(out, 64));
}

/* Outputs may alias inputs: every input is read before an output is written. */
SF_TEST(fourq_api_aliasing)
{
    uint8_t k[32] = {9}, sk[32], p[64], q[64], ss[32], buf[128], sig[64], pk[32];
    memset(sk, 0x5a, sizeof sk);
    SF_CHECK(sf_fourq_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_fourq_mul(q, k, p) == SF_OK);
    memcpy(buf, p, 64);
    SF_CHECK(sf_fourq_mul(buf, k, buf) == SF_OK && memcmp(buf, q, 64) == 0);
    SF_CHECK(sf_fourq_simul_gen_vartime(q, k, k, p) == SF_OK);
    memcpy(buf, p, 64);
    SF_CHECK(sf_fourq_simul_gen_vartime(buf, k, k, buf) == SF_OK && memcmp(buf, q, 64) == 0);
    SF_CHECK(sf_fourq_ecdh(ss, sk, p) == SF_OK);
    memcpy(buf, sk, 32);
    SF_CHECK(sf_fourq_ecdh(buf, buf, p) == SF_OK && memcmp(buf, ss, 32) == 0);
    SF_CHECK(sf_fourq_public_key_compressed(pk, k) == SF_OK);
    SF_CHECK(sf_fourq_ecdh_compressed(ss, sk, pk) == SF_OK);
    memcpy(buf, pk, 32);
    SF_CHECK(sf_fourq_ecdh_compressed(buf, sk, buf) == SF_OK && memcmp(buf, ss, 32) == 0);
    SF_CHECK(sf_fourq_schnorrq_public_key(pk, sk) == SF_OK);
    SF_CHECK(sf_fourq_schnorrq_sign(sig, sk, p, 64) == SF_OK);
    memcpy(buf, p, 64); /* sign the message in place */
    SF_CHECK(sf_fourq_schnorrq_sign(buf, sk, buf, 64) == SF_OK && memcmp(buf, sig, 64) == 0);
    memcpy(buf, sk, 32); /* the key pair in place of its key */
    SF_CHECK(sf_fourq_schnorrq_keypair(buf, buf) == SF_OK && memcmp(buf, sk, 32) == 0 &&
             memcmp(buf + 32, pk, 32) == 0);
    memcpy(buf + 64, p, 64); /* the signature in place of the key pair */
    SF_CHECK(sf_fourq_schnorrq_sign_keypair(buf, buf, buf + 64, 64) == SF_OK &&
             memcmp(buf, sig, 64) == 0);
}

/* A caller RNG: the deterministic test generator. */
static int sf_tfa_fill(void *ctx, uint8_t *out, size_t len)
{
    sf_test_rng_bytes((sf_test_rng *)ctx, out, len);
    return 0;
}

static int sf_tfa_fail(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    memset(out, 0x5a, len);
    return -1;
}

/* Zeros first (a key that is 0 mod N), then 0x33 bytes. */
static int sf_tfa_zero_first(void *ctx, uint8_t *out, size_t len)
{
    int *calls = (int *)ctx;
    memset(out, (*calls)++ == 0 ? 0 : 0x33, len);
    return 0;
}

SF_TEST(fourq_api_keygen)
{
    sf_test_rng trng;
    sf_rng rng;
    uint8_t sk[32], pk[64], pk2[64], ssk[32], spk[32], spk2[32];
    int calls = 0;
    sf_test_rng_seed(&trng, 0x4e79);
    rng.fill = sf_tfa_fill;
    rng.ctx = &trng;
    for (int i = 0; i < 4; i++) {
        const sf_rng *r = i == 0 ? NULL : &rng;
        SF_CHECK(sf_fourq_keygen(sk, pk, r) == SF_OK);
        SF_CHECK(sf_fourq_public_key(pk2, sk) == SF_OK && memcmp(pk, pk2, 64) == 0);
        SF_CHECK(sf_fourq_schnorrq_keygen(ssk, spk, r) == SF_OK);
        SF_CHECK(sf_fourq_schnorrq_public_key(spk2, ssk) == SF_OK && memcmp(spk, spk2, 32) == 0);
    }
    /* a draw that is 0 mod N is drawn again */
    rng.fill = sf_tfa_zero_first;
    rng.ctx = &calls;
    SF_CHECK(sf_fourq_keygen(sk, pk, &rng) == SF_OK && calls == 2 && sk[0] == 0x33);
    /* a failing RNG: SF_ERR_RANDOMNESS, outputs zeroed */
    rng.fill = sf_tfa_fail;
    SF_CHECK(sf_fourq_keygen(sk, pk, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_tfa_zero(sk, 32) && sf_tfa_zero(pk, 64));
    SF_CHECK(sf_fourq_schnorrq_keygen(ssk, spk, &rng) == SF_ERR_RANDOMNESS);
    SF_CHECK(sf_tfa_zero(ssk, 32) && sf_tfa_zero(spk, 32));
    /* NULLs */
    memset(pk, 0xaa, sizeof pk);
    SF_CHECK(sf_fourq_keygen(NULL, pk, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(pk, 64));
    memset(sk, 0xaa, sizeof sk);
    SF_CHECK(sf_fourq_keygen(sk, NULL, NULL) == SF_ERR_INVALID_ARGUMENT && sf_tfa_zero(sk, 32));
    memset(spk, 0xaa, sizeof spk);
    SF_CHECK(sf_fourq_schnorrq_keygen(NULL, spk, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(spk, 32));
    memset(ssk, 0xaa, sizeof ssk);
    SF_CHECK(sf_fourq_schnorrq_keygen(ssk, NULL, NULL) == SF_ERR_INVALID_ARGUMENT &&
             sf_tfa_zero(ssk, 32));
}

const sf_test_case sf_tests_fourq_api[] = {
    SF_CASE(fourq_api_kat_mul),
    SF_CASE(fourq_api_kat_keys),
    SF_CASE(fourq_api_kat_ecdh),
    SF_CASE(fourq_api_kat_schnorrq),
    SF_CASE(fourq_api_kat_hash_to_curve),
    SF_CASE(fourq_api_schnorrq_flips),
    SF_CASE(fourq_api_schnorrq_s_plus_n),
    SF_CASE(fourq_api_bad_arguments),
    SF_CASE(fourq_api_bad_scalars),
    SF_CASE(fourq_api_bad_points),
    SF_CASE(fourq_api_aliasing),
    SF_CASE(fourq_api_keygen),
    SF_CASES_END,
};

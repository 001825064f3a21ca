/*
 * Tests of the hash layer's error paths (hash.h "Errors"): every
 * SF_ERR_INVALID_ARGUMENT return, the zeroed output and the wiped context
 * that come with it, and use after final. Listed in sf_tests_hash
 * (test_hash.c).
 */
#include <string.h>

#include "snowfield/hash.h"
#include "test.h"
#include "hash/hash_cases.h"

/* 1 if the n bytes at p all equal v. */
static int sf_th_all(const void *p, size_t n, uint8_t v)
{
    const uint8_t *b = (const uint8_t *)p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != v)
            return 0;
    return 1;
}

/* ---- errors ----------------------------------------------------------- */

#define SF_TH_EINVAL SF_ERR_INVALID_ARGUMENT

/* SHA-256 and SHA-512 share their error paths; one body per hash keeps the
 * types straight. `out` is pre-filled with 0xAA so zeroing is visible. */
void sf_test_hash_sha256_errors(void)
{
    sf_sha256_ctx c;
    uint8_t out[32], m[1] = {0};

    SF_CHECK(sf_sha256_init(NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_sha256_update(NULL, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_sha256_update(NULL, NULL, 0) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha256_final(NULL, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    /* NULL data with nonzero length: error, context wiped and dead. */
    SF_CHECK(sf_sha256_init(&c) == SF_OK);
    SF_CHECK(sf_sha256_update(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_sha256_update(&c, m, 1) == SF_OK);
    SF_CHECK(sf_sha256_update(&c, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_sha256_update(&c, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha256_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    /* NULL output: error, context wiped. */
    SF_CHECK(sf_sha256_init(&c) == SF_OK);
    SF_CHECK(sf_sha256_final(&c, NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));

    /* Use after final: final wiped the context, which is no longer ready. */
    SF_CHECK(sf_sha256_init(&c) == SF_OK);
    SF_CHECK(sf_sha256_final(&c, out) == SF_OK);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_sha256_update(&c, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha256_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
    /* Stray memory is not a ready context. */
    memset(&c, 0xff, sizeof c);
    SF_CHECK(sf_sha256_update(&c, m, 1) == SF_TH_EINVAL);

    /* One-shot. */
    SF_CHECK(sf_sha256(NULL, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha256(out, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
}

void sf_test_hash_sha512_errors(void)
{
    sf_sha512_ctx c;
    uint8_t out[64], m[1] = {0};

    SF_CHECK(sf_sha512_init(NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_sha512_update(NULL, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_sha512_update(NULL, NULL, 0) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha512_final(NULL, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    SF_CHECK(sf_sha512_init(&c) == SF_OK);
    SF_CHECK(sf_sha512_update(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_sha512_update(&c, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_sha512_update(&c, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha512_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    SF_CHECK(sf_sha512_init(&c) == SF_OK);
    SF_CHECK(sf_sha512_final(&c, NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));

    SF_CHECK(sf_sha512_init(&c) == SF_OK);
    SF_CHECK(sf_sha512_final(&c, out) == SF_OK);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_sha512_update(&c, m, 1) == SF_TH_EINVAL);
    memset(&c, 0xff, sizeof c);
    SF_CHECK(sf_sha512_update(&c, m, 1) == SF_TH_EINVAL);

    SF_CHECK(sf_sha512(NULL, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_sha512(out, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
}

void sf_test_hash_hmac_errors(void)
{
    sf_hmac_sha256_ctx c;
    uint8_t out[32], m[1] = {0}, key[3] = {1, 2, 3};

    SF_CHECK(sf_hmac_sha256_init(NULL, key, 3) == SF_TH_EINVAL);
    memset(&c, 0x55, sizeof c);
    SF_CHECK(sf_hmac_sha256_init(&c, NULL, 3) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_hmac_sha256_update(&c, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_hmac_sha256_update(NULL, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_hmac_sha256_final(NULL, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    /* NULL key with length 0 is the empty key. */
    SF_CHECK(sf_hmac_sha256_init(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_hmac_sha256_update(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_hmac_sha256_update(&c, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0)); /* outer (keyed) state too */
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_hmac_sha256_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    SF_CHECK(sf_hmac_sha256_init(&c, key, 3) == SF_OK);
    SF_CHECK(sf_hmac_sha256_final(&c, NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));

    SF_CHECK(sf_hmac_sha256_init(&c, key, 3) == SF_OK);
    SF_CHECK(sf_hmac_sha256_final(&c, out) == SF_OK);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_hmac_sha256_update(&c, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_hmac_sha256_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    SF_CHECK(sf_hmac_sha256(NULL, key, 3, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_hmac_sha256(out, NULL, 3, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_hmac_sha256(out, key, 3, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
    SF_CHECK(sf_hmac_sha256(out, NULL, 0, NULL, 0) == SF_OK);
}

void sf_test_hash_shake256_errors(void)
{
    sf_shake256_ctx c;
    uint8_t out[40], m[1] = {0};

    SF_CHECK(sf_shake256_init(NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_shake256_absorb(NULL, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_shake256_squeeze(NULL, out, sizeof out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
    sf_shake256_clear(NULL); /* accepted */

    SF_CHECK(sf_shake256_init(&c) == SF_OK);
    SF_CHECK(sf_shake256_absorb(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_shake256_absorb(&c, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_shake256_absorb(&c, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_shake256_squeeze(&c, out, sizeof out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));

    /* Squeezing 0 bytes into NULL is fine and ends absorbing; absorbing
     * afterwards is an error that kills the context. */
    SF_CHECK(sf_shake256_init(&c) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, out, 8) == SF_OK);
    SF_CHECK(sf_shake256_absorb(&c, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_shake256_squeeze(&c, out, 8) == SF_TH_EINVAL);

    SF_CHECK(sf_shake256_init(&c) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, NULL, 5) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    /* A corrupted offset is refused rather than used as an index. */
    SF_CHECK(sf_shake256_init(&c) == SF_OK);
    c.pos = 1000;
    SF_CHECK(sf_shake256_absorb(&c, m, 1) == SF_TH_EINVAL);
    memset(&c, 0xff, sizeof c);
    SF_CHECK(sf_shake256_squeeze(&c, out, 8) == SF_TH_EINVAL);

    SF_CHECK(sf_shake256(NULL, 5, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_shake256(out, sizeof out, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0));
    SF_CHECK(sf_shake256(NULL, 0, NULL, 0) == SF_OK);
}

void sf_test_hash_blake2b_errors(void)
{
    sf_blake2b_ctx c;
    uint8_t out[64], m[1] = {0}, key[65] = {0};
    static const size_t bad_outlen[] = {0, 65, 1000};

    SF_CHECK(sf_blake2b_init(NULL, 32, NULL, 0) == SF_TH_EINVAL);
    for (size_t i = 0; i < 3; i++) {
        memset(&c, 0x55, sizeof c);
        SF_CHECK(sf_blake2b_init(&c, bad_outlen[i], NULL, 0) == SF_TH_EINVAL);
        SF_CHECK(sf_th_all(&c, sizeof c, 0));
        memset(out, 0xaa, sizeof out);
        SF_CHECK(sf_blake2b(out, bad_outlen[i], NULL, 0, m, 1) ==
                 SF_TH_EINVAL);
        /* zeroed up to min(outlen, 64) */
        SF_CHECK(sf_th_all(out, bad_outlen[i] < 64 ? bad_outlen[i] : 64, 0));
    }
    SF_CHECK(sf_blake2b_init(&c, 64, key, 65) == SF_TH_EINVAL);
    SF_CHECK(sf_blake2b_init(&c, 64, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_blake2b_update(&c, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_blake2b_update(NULL, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_blake2b_final(NULL, out) == SF_TH_EINVAL);
    /* Edges that are fine: outlen 1 and 64, key 64 bytes, NULL empty key. */
    SF_CHECK(sf_blake2b_init(&c, 1, NULL, 0) == SF_OK);
    SF_CHECK(sf_blake2b_init(&c, 64, key, 64) == SF_OK);

    SF_CHECK(sf_blake2b_init(&c, 20, key, 5) == SF_OK);
    SF_CHECK(sf_blake2b_update(&c, NULL, 0) == SF_OK);
    SF_CHECK(sf_blake2b_update(&c, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_blake2b_update(&c, m, 1) == SF_TH_EINVAL);
    /* Not ready: outlen unknown, so out is left alone. */
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_blake2b_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, sizeof out, 0xaa));

    SF_CHECK(sf_blake2b_init(&c, 20, NULL, 0) == SF_OK);
    SF_CHECK(sf_blake2b_final(&c, NULL) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));

    /* A ready context with a corrupted buffer length: refused, and out
     * zeroed for the context's outlen. */
    SF_CHECK(sf_blake2b_init(&c, 20, NULL, 0) == SF_OK);
    c.buflen = 129;
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_blake2b_final(&c, out) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, 20, 0) && sf_th_all(out + 20, 44, 0xaa));

    SF_CHECK(sf_blake2b_init(&c, 20, NULL, 0) == SF_OK);
    SF_CHECK(sf_blake2b_final(&c, out) == SF_OK);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
    SF_CHECK(sf_blake2b_update(&c, m, 1) == SF_TH_EINVAL);

    SF_CHECK(sf_blake2b(NULL, 32, NULL, 0, m, 1) == SF_TH_EINVAL);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_blake2b(out, 32, key, 65, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, 32, 0));
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_blake2b(out, 32, NULL, 1, m, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, 32, 0));
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_blake2b(out, 32, NULL, 0, NULL, 1) == SF_TH_EINVAL);
    SF_CHECK(sf_th_all(out, 32, 0));
    SF_CHECK(sf_blake2b(out, 32, NULL, 0, NULL, 0) == SF_OK);
}

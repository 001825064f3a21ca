/*
 * Constant-time cases for the hash layer (include/snowfield/hash.h).
 *
 * Keys and message bytes are secret (HMAC keys, hashed nonces and secret
 * keys); lengths are public, as the header says. Message lengths are chosen
 * to cross block boundaries and leave partial blocks, so the buffering code
 * runs on secret bytes too, and updates are split at odd offsets.
 */
#include <stdint.h>

#include "ct/ct_test.h"
#include "snowfield/hash.h"

SF_CT_TEST(hash_sha256)
{
    uint8_t msg[200], out[2][SF_SHA256_BYTES];
    sf_sha256_ctx ctx;
    sf_error e[5];
    sf_ct_fill(msg, sizeof msg, 100);
    SF_CT_SECRET(msg, sizeof msg);
    e[0] = sf_sha256(out[0], msg, sizeof msg);
    e[1] = sf_sha256_init(&ctx);
    e[2] = sf_sha256_update(&ctx, msg, 7);
    e[3] = sf_sha256_update(&ctx, msg + 7, sizeof msg - 7);
    e[4] = sf_sha256_final(&ctx, out[1]);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(e, sizeof e);
}

SF_CT_TEST(hash_sha512)
{
    uint8_t msg[300], out[2][SF_SHA512_BYTES];
    sf_sha512_ctx ctx;
    sf_error e[5];
    sf_ct_fill(msg, sizeof msg, 101);
    SF_CT_SECRET(msg, sizeof msg);
    e[0] = sf_sha512(out[0], msg, sizeof msg);
    e[1] = sf_sha512_init(&ctx);
    e[2] = sf_sha512_update(&ctx, msg, 129);
    e[3] = sf_sha512_update(&ctx, msg + 129, sizeof msg - 129);
    e[4] = sf_sha512_final(&ctx, out[1]);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(e, sizeof e);
}

/* Secret key of block size or less: used padded, as is. */
SF_CT_TEST(hash_hmac_sha256)
{
    uint8_t key[32], msg[150], out[2][SF_HMAC_SHA256_BYTES];
    sf_hmac_sha256_ctx ctx;
    sf_error e[5];
    sf_ct_fill(key, sizeof key, 102);
    sf_ct_fill(msg, sizeof msg, 103);
    SF_CT_SECRET(key, sizeof key);
    SF_CT_SECRET(msg, sizeof msg);
    e[0] = sf_hmac_sha256(out[0], key, sizeof key, msg, sizeof msg);
    e[1] = sf_hmac_sha256_init(&ctx, key, sizeof key);
    e[2] = sf_hmac_sha256_update(&ctx, msg, 65);
    e[3] = sf_hmac_sha256_update(&ctx, msg + 65, sizeof msg - 65);
    e[4] = sf_hmac_sha256_final(&ctx, out[1]);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(e, sizeof e);
}

/* Secret key longer than a block: hashed first (RFC 2104 section 2). */
SF_CT_TEST(hash_hmac_sha256_long_key)
{
    uint8_t key[100], msg[40], out[SF_HMAC_SHA256_BYTES];
    sf_error e;
    sf_ct_fill(key, sizeof key, 104);
    sf_ct_fill(msg, sizeof msg, 105);
    SF_CT_SECRET(key, sizeof key);
    SF_CT_SECRET(msg, sizeof msg);
    e = sf_hmac_sha256(out, key, sizeof key, msg, sizeof msg);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(&e, sizeof e);
}

SF_CT_TEST(hash_shake256)
{
    uint8_t in[300], out[2][300];
    sf_shake256_ctx ctx;
    sf_error e[6];
    sf_ct_fill(in, sizeof in, 106);
    SF_CT_SECRET(in, sizeof in);
    e[0] = sf_shake256(out[0], sizeof out[0], in, sizeof in);
    e[1] = sf_shake256_init(&ctx);
    e[2] = sf_shake256_absorb(&ctx, in, 137);
    e[3] = sf_shake256_absorb(&ctx, in + 137, sizeof in - 137);
    e[4] = sf_shake256_squeeze(&ctx, out[1], 5);
    e[5] = sf_shake256_squeeze(&ctx, out[1] + 5, sizeof out[1] - 5);
    sf_shake256_clear(&ctx);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(e, sizeof e);
}

SF_CT_TEST(hash_blake2b)
{
    uint8_t in[300], out[SF_BLAKE2B_BYTES];
    sf_error e;
    sf_ct_fill(in, sizeof in, 107);
    SF_CT_SECRET(in, sizeof in);
    e = sf_blake2b(out, sizeof out, NULL, 0, in, sizeof in);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(&e, sizeof e);
}

SF_CT_TEST(hash_blake2b_keyed)
{
    uint8_t key[SF_BLAKE2B_KEY_BYTES], in[257], out[2][32];
    sf_blake2b_ctx ctx;
    sf_error e[5];
    sf_ct_fill(key, sizeof key, 108);
    sf_ct_fill(in, sizeof in, 109);
    SF_CT_SECRET(key, sizeof key);
    SF_CT_SECRET(in, sizeof in);
    e[0] = sf_blake2b(out[0], sizeof out[0], key, sizeof key, in, sizeof in);
    e[1] = sf_blake2b_init(&ctx, sizeof out[1], key, 20);
    e[2] = sf_blake2b_update(&ctx, in, 128);
    e[3] = sf_blake2b_update(&ctx, in + 128, sizeof in - 128);
    e[4] = sf_blake2b_final(&ctx, out[1]);
    sf_ct_sink(out, sizeof out);
    sf_ct_sink(e, sizeof e);
}

const sf_ct_case sf_ct_cases_hash[] = {
    SF_CT_CLEAN(hash_sha256),
    SF_CT_CLEAN(hash_sha512),
    SF_CT_CLEAN(hash_hmac_sha256),
    SF_CT_CLEAN(hash_hmac_sha256_long_key),
    SF_CT_CLEAN(hash_shake256),
    SF_CT_CLEAN(hash_blake2b),
    SF_CT_CLEAN(hash_blake2b_keyed),
    SF_CT_CASES_END,
};

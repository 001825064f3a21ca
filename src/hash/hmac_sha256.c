/*
 * HMAC-SHA-256 (RFC 2104, FIPS 198-1), built on the public SHA-256 API.
 *
 * Layer: hash. Includes only common/ and this layer's public header.
 *
 * The key is secret. Its bytes only ever pass through xor and the SHA-256
 * compression function; the one branch (hash the key or not) depends on its
 * length, which is public. The key block, the padded blocks and the inner
 * digest are wiped before return.
 *
 * The context keeps two SHA-256 states: the inner one, which has absorbed
 * K' ^ ipad and then the message, and the outer one, which has absorbed
 * K' ^ opad at init. So final costs two compressions for the outer hash
 * (the 32-byte inner digest plus padding fit one block) and the key is not
 * stored in the context.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "common/util.h"

#define SF_HMAC_IPAD 0x36u
#define SF_HMAC_OPAD 0x5cu

sf_error sf_hmac_sha256_init(sf_hmac_sha256_ctx *ctx, const uint8_t *key,
                             size_t keylen)
{
    uint8_t k0[SF_HMAC_SHA256_BLOCK_BYTES];
    uint8_t pad[SF_HMAC_SHA256_BLOCK_BYTES];

    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (key == NULL && keylen != 0) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }

    /* K' (RFC 2104 section 2): keys longer than the block are replaced by
     * their hash; then zero-padded to the block size. A key of exactly 64
     * bytes is used as is. */
    memset(k0, 0, sizeof k0);
    if (keylen > SF_HMAC_SHA256_BLOCK_BYTES)
        SF_IGNORE_RESULT(sf_sha256(k0, key, keylen)); /* cannot fail: key != NULL */
    else if (keylen > 0)
        memcpy(k0, key, keylen);

    for (size_t i = 0; i < sizeof pad; i++)
        pad[i] = (uint8_t)(k0[i] ^ SF_HMAC_IPAD);
    SF_IGNORE_RESULT(sf_sha256_init(&ctx->inner));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx->inner, pad, sizeof pad));

    for (size_t i = 0; i < sizeof pad; i++)
        pad[i] = (uint8_t)(k0[i] ^ SF_HMAC_OPAD);
    SF_IGNORE_RESULT(sf_sha256_init(&ctx->outer));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx->outer, pad, sizeof pad));

    sf_wipe(k0, sizeof k0);
    sf_wipe(pad, sizeof pad);
    return SF_OK;
}

sf_error sf_hmac_sha256_update(sf_hmac_sha256_ctx *ctx, const uint8_t *msg,
                               size_t len)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (sf_sha256_update(&ctx->inner, msg, len) != SF_OK) {
        /* The inner state is wiped already; the outer one holds key
         * material. */
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    return SF_OK;
}

sf_error sf_hmac_sha256_final(sf_hmac_sha256_ctx *ctx,
                              uint8_t out[SF_HMAC_SHA256_BYTES])
{
    uint8_t ihash[SF_SHA256_BYTES];
    sf_error err;

    if (ctx == NULL || out == NULL) {
        if (out != NULL)
            memset(out, 0, SF_HMAC_SHA256_BYTES);
        if (ctx != NULL)
            sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* Both finals wipe their state whatever happens, and each zeroes its
     * output on failure, so the error paths need nothing more. */
    err = sf_sha256_final(&ctx->inner, ihash);
    if (err == SF_OK)
        err = sf_sha256_update(&ctx->outer, ihash, sizeof ihash);
    if (err == SF_OK)
        err = sf_sha256_final(&ctx->outer, out);
    if (err != SF_OK) {
        memset(out, 0, SF_HMAC_SHA256_BYTES);
        sf_wipe(ctx, sizeof *ctx);
    }
    sf_wipe(ihash, sizeof ihash);
    return err;
}

sf_error sf_hmac_sha256(uint8_t out[SF_HMAC_SHA256_BYTES], const uint8_t *key,
                        size_t keylen, const uint8_t *msg, size_t len)
{
    sf_hmac_sha256_ctx ctx;

    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if ((key == NULL && keylen != 0) || (msg == NULL && len != 0)) {
        memset(out, 0, SF_HMAC_SHA256_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    SF_IGNORE_RESULT(sf_hmac_sha256_init(&ctx, key, keylen));
    SF_IGNORE_RESULT(sf_hmac_sha256_update(&ctx, msg, len));
    return sf_hmac_sha256_final(&ctx, out); /* wipes ctx */
}

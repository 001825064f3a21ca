/*
 * SHAKE256 (FIPS 202 section 6.2): the Keccak[512] sponge, rate 136 bytes,
 * domain suffix 1111 (padding byte 0x1F), arbitrary output length.
 *
 * Layer: hash. Includes common/ and keccak.h, which holds the permutation
 * and sponge plumbing so SHA3 and SHAKE128 can reuse them.
 *
 * Constant time: see keccak.h; the phase checks here look only at the
 * context's public bookkeeping.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "hash/keccak.h"
#include "common/util.h"

#define SF_SHAKE_DS 0x1Fu

/* ctx->phase values. Zero (a wiped context) is "not ready"; the others are
 * arbitrary tags unlikely to occur in stray memory. */
#define SF_SHAKE_ABSORBING 0x4b414253u /* "SBAK" */
#define SF_SHAKE_SQUEEZING 0x5a455153u /* "SQEZ" */

sf_error sf_shake256_init(sf_shake256_ctx *ctx)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(ctx->a, 0, sizeof ctx->a);
    ctx->pos = 0;
    ctx->phase = SF_SHAKE_ABSORBING;
    return SF_OK;
}

sf_error sf_shake256_absorb(sf_shake256_ctx *ctx, const uint8_t *in,
                            size_t inlen)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    /* Absorbing after squeezing is an error, not a silent restart: the
     * caller would otherwise get output unrelated to its whole input. */
    if (ctx->phase != SF_SHAKE_ABSORBING || ctx->pos >= SF_SHAKE256_RATE_BYTES ||
        (in == NULL && inlen != 0)) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    ctx->pos = (uint32_t)sf_keccak_absorb(ctx->a, ctx->pos,
                                          SF_SHAKE256_RATE_BYTES, in, inlen);
    return SF_OK;
}

sf_error sf_shake256_squeeze(sf_shake256_ctx *ctx, uint8_t *out,
                             size_t outlen)
{
    int ok;

    if (ctx == NULL || (out == NULL && outlen != 0)) {
        if (out != NULL)
            memset(out, 0, outlen);
        if (ctx != NULL)
            sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* pos is < rate while absorbing and <= rate while squeezing (keccak.h);
     * check it so a corrupted context cannot index outside the state. */
    ok = (ctx->phase == SF_SHAKE_ABSORBING && ctx->pos < SF_SHAKE256_RATE_BYTES) ||
         (ctx->phase == SF_SHAKE_SQUEEZING && ctx->pos <= SF_SHAKE256_RATE_BYTES);
    if (!ok) {
        if (out != NULL)
            memset(out, 0, outlen);
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (ctx->phase == SF_SHAKE_ABSORBING) {
        ctx->pos = (uint32_t)sf_keccak_pad(ctx->a, ctx->pos,
                                           SF_SHAKE256_RATE_BYTES, SF_SHAKE_DS);
        ctx->phase = SF_SHAKE_SQUEEZING;
    }
    ctx->pos = (uint32_t)sf_keccak_squeeze(ctx->a, ctx->pos,
                                           SF_SHAKE256_RATE_BYTES, out, outlen);
    return SF_OK;
}

void sf_shake256_clear(sf_shake256_ctx *ctx)
{
    if (ctx != NULL)
        sf_wipe(ctx, sizeof *ctx);
}

sf_error sf_shake256(uint8_t *out, size_t outlen, const uint8_t *in,
                     size_t inlen)
{
    sf_shake256_ctx ctx;
    sf_error err;

    if ((out == NULL && outlen != 0) || (in == NULL && inlen != 0)) {
        if (out != NULL)
            memset(out, 0, outlen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    SF_IGNORE_RESULT(sf_shake256_init(&ctx));
    SF_IGNORE_RESULT(sf_shake256_absorb(&ctx, in, inlen));
    err = sf_shake256_squeeze(&ctx, out, outlen);
    sf_shake256_clear(&ctx);
    return err;
}

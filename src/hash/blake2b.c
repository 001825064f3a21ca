/*
 * BLAKE2b (RFC 7693): digest 1..64 bytes, optional key 0..64 bytes, no salt
 * or personalisation.
 *
 * Layer: hash. Includes only common/.
 *
 * Constant time: G is 64-bit add / xor / rotate; the message words are
 * picked by the sigma table, which is indexed by the round number only.
 * Branches depend on lengths alone.
 *
 * Buffering: BLAKE2b flags the *last* block in its compression, and an
 * update cannot know whether more data will follow, so update always keeps
 * the most recent 1..128 bytes in ctx->buf and compresses a block only once
 * at least one more byte has arrived. Whole blocks in the middle of a long
 * update are compressed straight from the caller's buffer.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "common/endian.h"
#include "common/util.h"

/* ctx->ready while usable ("B2B\0"); wiped to zero by final. */
#define SF_BLAKE2B_READY 0x42324200u

/* The IV is SHA-512's H(0) (RFC 7693 section 2.6). */
static const uint64_t sf_blake2b_iv[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
    0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
    0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

/* Message word permutations sigma[r] (RFC 7693 section 2.7); rounds 10 and
 * 11 reuse rows 0 and 1, hence r % 10 below. */
static const uint8_t sf_blake2b_sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

/* ---- compression ------------------------------------------------------ */

/* Rotations 16, 24, 32, 63: no shift by 0 or 64. */
#define SF_B2B_ROTR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* The mixing function G (RFC 7693 section 3.1), R1..R4 = 32, 24, 16, 63. */
#define SF_B2B_G(a, b, c, d, x, y)                \
    do {                                          \
        (a) += (b) + (x);                         \
        (d) = SF_B2B_ROTR64((d) ^ (a), 32);       \
        (c) += (d);                               \
        (b) = SF_B2B_ROTR64((b) ^ (c), 24);       \
        (a) += (b) + (y);                         \
        (d) = SF_B2B_ROTR64((d) ^ (a), 16);       \
        (c) += (d);                               \
        (b) = SF_B2B_ROTR64((b) ^ (c), 63);       \
    } while (0)

/*
 * Compress nblocks 128-byte blocks at p into h. Before each block the byte
 * counter t (128 bits, t[0] low) grows by inc: 128 for full blocks, the real
 * byte count for the final one. last_mask is all-ones for the final block
 * (it becomes the f0 flag, section 3.2) and 0 otherwise; only ever used with
 * nblocks == 1.
 */
static void sf_blake2b_blocks(uint64_t h[8], uint64_t t[2], const uint8_t *p,
                              size_t nblocks, uint64_t inc, uint64_t last_mask)
{
    uint64_t m[16], v[16];

    for (; nblocks > 0; nblocks--, p += SF_BLAKE2B_BLOCK_BYTES) {
        /* 128-bit add; inc <= 128 so the carry into t[1] is 0 or 1. */
        t[0] += inc;
        t[1] += (uint64_t)(t[0] < inc);

        for (int i = 0; i < 16; i++)
            m[i] = sf_load64_le(p + 8 * i);
        for (int i = 0; i < 8; i++) {
            v[i] = h[i];
            v[i + 8] = sf_blake2b_iv[i];
        }
        v[12] ^= t[0];
        v[13] ^= t[1];
        v[14] ^= last_mask;

        for (int r = 0; r < 12; r++) {
            const uint8_t *s = sf_blake2b_sigma[r % 10];
            /* columns */
            SF_B2B_G(v[0], v[4], v[8], v[12], m[s[0]], m[s[1]]);
            SF_B2B_G(v[1], v[5], v[9], v[13], m[s[2]], m[s[3]]);
            SF_B2B_G(v[2], v[6], v[10], v[14], m[s[4]], m[s[5]]);
            SF_B2B_G(v[3], v[7], v[11], v[15], m[s[6]], m[s[7]]);
            /* diagonals */
            SF_B2B_G(v[0], v[5], v[10], v[15], m[s[8]], m[s[9]]);
            SF_B2B_G(v[1], v[6], v[11], v[12], m[s[10]], m[s[11]]);
            SF_B2B_G(v[2], v[7], v[8], v[13], m[s[12]], m[s[13]]);
            SF_B2B_G(v[3], v[4], v[9], v[14], m[s[14]], m[s[15]]);
        }
        for (int i = 0; i < 8; i++)
            h[i] ^= v[i] ^ v[i + 8];
    }
    /* m is message or key material, v derived from it. */
    sf_wipe(m, sizeof m);
    sf_wipe(v, sizeof v);
}

/* ---- incremental API -------------------------------------------------- */

sf_error sf_blake2b_init(sf_blake2b_ctx *ctx, size_t outlen,
                         const uint8_t *key, size_t keylen)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (outlen < SF_BLAKE2B_MIN_BYTES || outlen > SF_BLAKE2B_BYTES ||
        keylen > SF_BLAKE2B_KEY_BYTES || (key == NULL && keylen != 0)) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }

    memcpy(ctx->h, sf_blake2b_iv, sizeof ctx->h);
    /* Parameter block word 0 (section 2.5): digest length in byte 0, key
     * length in byte 1, fanout = depth = 1 in bytes 2 and 3. */
    ctx->h[0] ^= 0x01010000ULL ^ ((uint64_t)keylen << 8) ^ (uint64_t)outlen;
    ctx->t[0] = 0;
    ctx->t[1] = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->buflen = 0;
    ctx->outlen = (uint32_t)outlen;
    ctx->ready = SF_BLAKE2B_READY;

    /* A key is the first data block, zero-padded to 128 bytes (section
     * 3.3). It stays buffered like any data, so a keyed hash of the empty
     * message compresses it as the last block, as the RFC requires. */
    if (keylen > 0) {
        memcpy(ctx->buf, key, keylen);
        ctx->buflen = SF_BLAKE2B_BLOCK_BYTES;
    }
    return SF_OK;
}

sf_error sf_blake2b_update(sf_blake2b_ctx *ctx, const uint8_t *in,
                           size_t inlen)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (ctx->ready != SF_BLAKE2B_READY ||
        ctx->buflen > SF_BLAKE2B_BLOCK_BYTES || (in == NULL && inlen != 0)) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (inlen == 0)
        return SF_OK;

    if (ctx->buflen + inlen > SF_BLAKE2B_BLOCK_BYTES) {
        /* More data follows the buffered bytes, so the buffer, once full,
         * is not the last block: fill it and compress it. */
        size_t take = SF_BLAKE2B_BLOCK_BYTES - ctx->buflen;
        memcpy(ctx->buf + ctx->buflen, in, take);
        in += take;
        inlen -= take; /* >= 1 by the test above */
        sf_blake2b_blocks(ctx->h, ctx->t, ctx->buf, 1,
                          SF_BLAKE2B_BLOCK_BYTES, 0);
        ctx->buflen = 0;
        /* Compress whole blocks in place, holding back at least one byte
         * (strict >), so 1..128 bytes remain for the buffer. */
        if (inlen > SF_BLAKE2B_BLOCK_BYTES) {
            size_t nblocks = (inlen - 1) / SF_BLAKE2B_BLOCK_BYTES;
            sf_blake2b_blocks(ctx->h, ctx->t, in, nblocks,
                              SF_BLAKE2B_BLOCK_BYTES, 0);
            in += nblocks * SF_BLAKE2B_BLOCK_BYTES;
            inlen -= nblocks * SF_BLAKE2B_BLOCK_BYTES;
        }
    }
    memcpy(ctx->buf + ctx->buflen, in, inlen);
    ctx->buflen += (uint32_t)inlen;
    return SF_OK;
}

sf_error sf_blake2b_final(sf_blake2b_ctx *ctx, uint8_t *out)
{
    uint8_t full[SF_BLAKE2B_BYTES];

    if (ctx == NULL || out == NULL || ctx->ready != SF_BLAKE2B_READY ||
        ctx->buflen > SF_BLAKE2B_BLOCK_BYTES ||
        ctx->outlen < SF_BLAKE2B_MIN_BYTES ||
        ctx->outlen > SF_BLAKE2B_BYTES) {
        /* outlen is only trusted from a ready context. */
        if (out != NULL && ctx != NULL && ctx->ready == SF_BLAKE2B_READY &&
            ctx->outlen <= SF_BLAKE2B_BYTES)
            memset(out, 0, ctx->outlen);
        if (ctx != NULL)
            sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }

    /* The last block: buffered bytes, zero padded, counter += real length. */
    memset(ctx->buf + ctx->buflen, 0, SF_BLAKE2B_BLOCK_BYTES - ctx->buflen);
    sf_blake2b_blocks(ctx->h, ctx->t, ctx->buf, 1, ctx->buflen,
                      ~(uint64_t)0);

    /* Digest = the first outlen bytes of h in little-endian order. */
    for (int i = 0; i < 8; i++)
        sf_store64_le(full + 8 * i, ctx->h[i]);
    memcpy(out, full, ctx->outlen);
    sf_wipe(full, sizeof full);
    sf_wipe(ctx, sizeof *ctx);
    return SF_OK;
}

sf_error sf_blake2b(uint8_t *out, size_t outlen, const uint8_t *key,
                    size_t keylen, const uint8_t *in, size_t inlen)
{
    sf_blake2b_ctx ctx;

    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (outlen < SF_BLAKE2B_MIN_BYTES || outlen > SF_BLAKE2B_BYTES ||
        keylen > SF_BLAKE2B_KEY_BYTES || (key == NULL && keylen != 0) ||
        (in == NULL && inlen != 0)) {
        /* outlen may be the very thing that is wrong: zero no more than a
         * digest's worth (hash.h "Errors"). */
        memset(out, 0, outlen < SF_BLAKE2B_BYTES ? outlen : SF_BLAKE2B_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    SF_IGNORE_RESULT(sf_blake2b_init(&ctx, outlen, key, keylen));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, in, inlen));
    return sf_blake2b_final(&ctx, out); /* wipes ctx */
}

/*
 * SHA-512 (FIPS 180-4 section 6.4).
 *
 * Layer: hash. Includes only common/.
 *
 * The same shape as sha256.c with 64-bit words, 80 rounds, 128-byte blocks
 * and a 128-bit length field; see there for the constant-time and speed
 * notes, which apply unchanged.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "common/endian.h"
#include "common/util.h"

/* ctx->ready while usable ("S512"); wiped to zero by final. */
#define SF_SHA512_READY 0x53353132u

/* K[t]: the first 64 bits of the fractional parts of the cube roots of the
 * first 80 primes (FIPS 180-4 section 4.2.3). */
static const uint64_t sf_sha512_k[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
    0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
    0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
    0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
    0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
    0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
    0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
    0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
    0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
    0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
    0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
    0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
    0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
    0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
    0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
    0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
    0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
    0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
    0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
    0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

/* H(0): the first 64 bits of the fractional parts of the square roots of the
 * first 8 primes (section 5.3.5). */
static const uint64_t sf_sha512_iv[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
    0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
    0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

/* ---- compression ------------------------------------------------------ */

/* Rotation amounts are 1..61: no shift by 0 or 64. */
#define SF_ROTR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* Section 4.1.3. */
#define SF_SHA512_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define SF_SHA512_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define SF_SHA512_S0(x) (SF_ROTR64(x, 28) ^ SF_ROTR64(x, 34) ^ SF_ROTR64(x, 39))
#define SF_SHA512_S1(x) (SF_ROTR64(x, 14) ^ SF_ROTR64(x, 18) ^ SF_ROTR64(x, 41))
#define SF_SHA512_s0(x) (SF_ROTR64(x, 1) ^ SF_ROTR64(x, 8) ^ ((x) >> 7))
#define SF_SHA512_s1(x) (SF_ROTR64(x, 19) ^ SF_ROTR64(x, 61) ^ ((x) >> 6))

/* 16-word schedule ring, as in sha256.c. */
#define SF_SHA512_W(t)                                                     \
    ((t) < 16 ? w[(t) & 15]                                                \
              : (w[(t) & 15] += SF_SHA512_s1(w[((t) - 2) & 15]) +          \
                                w[((t) - 7) & 15] +                        \
                                SF_SHA512_s0(w[((t) - 15) & 15])))

#define SF_SHA512_ROUND(a, b, c, d, e, f, g, h, t)                         \
    do {                                                                   \
        uint64_t t1_ = (h) + SF_SHA512_S1(e) + SF_SHA512_CH(e, f, g) +     \
                       sf_sha512_k[t] + SF_SHA512_W(t);                    \
        uint64_t t2_ = SF_SHA512_S0(a) + SF_SHA512_MAJ(a, b, c);           \
        (d) += t1_;                                                        \
        (h) = t1_ + t2_;                                                   \
    } while (0)

/* Compress nblocks consecutive 128-byte blocks at p into h. */
static void sf_sha512_blocks(uint64_t h[8], const uint8_t *p, size_t nblocks)
{
    uint64_t w[16];
    uint64_t a, b, c, d, e, f, g, hh;

    for (; nblocks > 0; nblocks--, p += SF_SHA512_BLOCK_BYTES) {
        for (int i = 0; i < 16; i++)
            w[i] = sf_load64_be(p + 8 * i);
        a = h[0]; b = h[1]; c = h[2]; d = h[3];
        e = h[4]; f = h[5]; g = h[6]; hh = h[7];
        /* 80 = 10 * 8, so the renaming comes back round after each group. */
        for (int t = 0; t < 80; t += 8) {
            SF_SHA512_ROUND(a, b, c, d, e, f, g, hh, t + 0);
            SF_SHA512_ROUND(hh, a, b, c, d, e, f, g, t + 1);
            SF_SHA512_ROUND(g, hh, a, b, c, d, e, f, t + 2);
            SF_SHA512_ROUND(f, g, hh, a, b, c, d, e, t + 3);
            SF_SHA512_ROUND(e, f, g, hh, a, b, c, d, t + 4);
            SF_SHA512_ROUND(d, e, f, g, hh, a, b, c, t + 5);
            SF_SHA512_ROUND(c, d, e, f, g, hh, a, b, t + 6);
            SF_SHA512_ROUND(b, c, d, e, f, g, hh, a, t + 7);
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d;
        h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    sf_wipe(w, sizeof w);
}

/* ---- incremental API -------------------------------------------------- */

sf_error sf_sha512_init(sf_sha512_ctx *ctx)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memcpy(ctx->h, sf_sha512_iv, sizeof ctx->h);
    ctx->count = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->ready = SF_SHA512_READY;
    return SF_OK;
}

sf_error sf_sha512_update(sf_sha512_ctx *ctx, const uint8_t *msg, size_t len)
{
    size_t fill, nblocks;

    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (ctx->ready != SF_SHA512_READY || (msg == NULL && len != 0)) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (len == 0)
        return SF_OK;

    fill = (size_t)(ctx->count % SF_SHA512_BLOCK_BYTES);
    ctx->count += len;
    if (fill != 0) {
        size_t take = SF_SHA512_BLOCK_BYTES - fill;
        if (take > len)
            take = len;
        memcpy(ctx->buf + fill, msg, take);
        msg += take;
        len -= take;
        if (fill + take < SF_SHA512_BLOCK_BYTES)
            return SF_OK;
        sf_sha512_blocks(ctx->h, ctx->buf, 1);
    }
    nblocks = len / SF_SHA512_BLOCK_BYTES;
    if (nblocks > 0) {
        sf_sha512_blocks(ctx->h, msg, nblocks);
        msg += nblocks * SF_SHA512_BLOCK_BYTES;
        len -= nblocks * SF_SHA512_BLOCK_BYTES;
    }
    if (len > 0)
        memcpy(ctx->buf, msg, len);
    return SF_OK;
}

sf_error sf_sha512_final(sf_sha512_ctx *ctx, uint8_t out[SF_SHA512_BYTES])
{
    size_t fill;

    if (ctx == NULL || out == NULL || ctx->ready != SF_SHA512_READY) {
        if (out != NULL)
            memset(out, 0, SF_SHA512_BYTES);
        if (ctx != NULL)
            sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }

    /* Padding (section 5.1.2): 0x80, zeros, then the bit length as a
     * 128-bit big-endian integer. The 0x80 and 16 length bytes fit after
     * fill pending bytes iff fill + 1 <= 112. The byte count is 64 bits, so
     * the bit length is (count >> 61) : (count << 3). */
    fill = (size_t)(ctx->count % SF_SHA512_BLOCK_BYTES);
    ctx->buf[fill++] = 0x80;
    if (fill > SF_SHA512_BLOCK_BYTES - 16) {
        memset(ctx->buf + fill, 0, SF_SHA512_BLOCK_BYTES - fill);
        sf_sha512_blocks(ctx->h, ctx->buf, 1);
        fill = 0;
    }
    memset(ctx->buf + fill, 0, SF_SHA512_BLOCK_BYTES - 16 - fill);
    sf_store64_be(ctx->buf + SF_SHA512_BLOCK_BYTES - 16, ctx->count >> 61);
    sf_store64_be(ctx->buf + SF_SHA512_BLOCK_BYTES - 8, ctx->count << 3);
    sf_sha512_blocks(ctx->h, ctx->buf, 1);

    for (int i = 0; i < 8; i++)
        sf_store64_be(out + 8 * i, ctx->h[i]);
    sf_wipe(ctx, sizeof *ctx);
    return SF_OK;
}

sf_error sf_sha512(uint8_t out[SF_SHA512_BYTES], const uint8_t *msg,
                   size_t len)
{
    sf_sha512_ctx ctx;

    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (msg == NULL && len != 0) {
        memset(out, 0, SF_SHA512_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    SF_IGNORE_RESULT(sf_sha512_init(&ctx));
    SF_IGNORE_RESULT(sf_sha512_update(&ctx, msg, len));
    return sf_sha512_final(&ctx, out); /* wipes ctx */
}

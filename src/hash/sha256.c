/*
 * SHA-256 (FIPS 180-4 section 6.2).
 *
 * Layer: hash. Includes only common/.
 *
 * Constant time: the compression function is straight-line 32-bit
 * arithmetic (add, xor, and, rotate) with table reads indexed only by the
 * round number; the only branches depend on lengths, which are public.
 *
 * Speed: whole 64-byte blocks are compressed straight from the caller's
 * buffer; only a partial block at either end of an update is copied into
 * ctx->buf. Rounds are unrolled by eight with the working variables renamed
 * instead of shifted, so each round is the FIPS round with no moves.
 */
#include <string.h>

#include "snowfield/hash.h"
#include "common/endian.h"
#include "common/util.h"

/* Stored in ctx->ready by init; anything else means "not ready". The value is
 * arbitrary ("S256"); it only has to be unlikely in a wiped context (zero). */
#define SF_SHA256_READY 0x53323536u

/* K[t]: the first 32 bits of the fractional parts of the cube roots of the
 * first 64 primes (FIPS 180-4 section 4.2.2). */
static const uint32_t sf_sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* H(0): the first 32 bits of the fractional parts of the square roots of the
 * first 8 primes (section 5.3.3). */
static const uint32_t sf_sha256_iv[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

/* ---- compression ------------------------------------------------------ */

/* Rotation amounts are 1..31, so neither shift is by 0 or 32 (both UB-free). */
#define SF_ROTR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* The six logical functions of section 4.1.2. Ch and Maj are written in
 * their xor forms, which need one operation fewer than the textbook ones. */
#define SF_SHA256_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define SF_SHA256_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define SF_SHA256_S0(x) (SF_ROTR32(x, 2) ^ SF_ROTR32(x, 13) ^ SF_ROTR32(x, 22))
#define SF_SHA256_S1(x) (SF_ROTR32(x, 6) ^ SF_ROTR32(x, 11) ^ SF_ROTR32(x, 25))
#define SF_SHA256_s0(x) (SF_ROTR32(x, 7) ^ SF_ROTR32(x, 18) ^ ((x) >> 3))
#define SF_SHA256_s1(x) (SF_ROTR32(x, 17) ^ SF_ROTR32(x, 19) ^ ((x) >> 10))

/*
 * The message schedule is kept as a 16-word ring: W[t] for t >= 16 replaces
 * W[t - 16], which is the oldest word still needed
 * (W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]).
 */
#define SF_SHA256_W(t)                                                     \
    ((t) < 16 ? w[(t) & 15]                                                \
              : (w[(t) & 15] += SF_SHA256_s1(w[((t) - 2) & 15]) +          \
                                w[((t) - 7) & 15] +                        \
                                SF_SHA256_s0(w[((t) - 15) & 15])))

/* One round; the caller rotates the roles of a..h instead of the values. */
#define SF_SHA256_ROUND(a, b, c, d, e, f, g, h, t)                         \
    do {                                                                   \
        uint32_t t1_ = (h) + SF_SHA256_S1(e) + SF_SHA256_CH(e, f, g) +     \
                       sf_sha256_k[t] + SF_SHA256_W(t);                    \
        uint32_t t2_ = SF_SHA256_S0(a) + SF_SHA256_MAJ(a, b, c);           \
        (d) += t1_;                                                        \
        (h) = t1_ + t2_;                                                   \
    } while (0)

/* Portable: compress nblocks consecutive 64-byte blocks at p into h. */
static void sf_sha256_blocks_portable(uint32_t h[8], const uint8_t *p,
                                      size_t nblocks)
{
    uint32_t w[16];
    uint32_t a, b, c, d, e, f, g, hh;

    for (; nblocks > 0; nblocks--, p += SF_SHA256_BLOCK_BYTES) {
        for (int i = 0; i < 16; i++)
            w[i] = sf_load32_be(p + 4 * i);
        a = h[0]; b = h[1]; c = h[2]; d = h[3];
        e = h[4]; f = h[5]; g = h[6]; hh = h[7];
        for (int t = 0; t < 64; t += 8) {
            SF_SHA256_ROUND(a, b, c, d, e, f, g, hh, t + 0);
            SF_SHA256_ROUND(hh, a, b, c, d, e, f, g, t + 1);
            SF_SHA256_ROUND(g, hh, a, b, c, d, e, f, t + 2);
            SF_SHA256_ROUND(f, g, hh, a, b, c, d, e, t + 3);
            SF_SHA256_ROUND(e, f, g, hh, a, b, c, d, t + 4);
            SF_SHA256_ROUND(d, e, f, g, hh, a, b, c, t + 5);
            SF_SHA256_ROUND(c, d, e, f, g, hh, a, b, t + 6);
            SF_SHA256_ROUND(b, c, d, e, f, g, hh, a, t + 7);
        }
        /* After 8 renamed rounds every variable is back in its own role. */
        h[0] += a; h[1] += b; h[2] += c; h[3] += d;
        h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    /* The schedule is message material (an HMAC key block, a nonce). */
    sf_wipe(w, sizeof w);
}

/*
 * x86-64 SHA extensions (SHA-NI), gcc only: the CPU is asked through
 * __builtin_cpu_supports("sha"), which reads the feature word that libgcc
 * filled in once at program start (no state of ours, no cpuid per call:
 * cpuid traps to the hypervisor on virtual machines and costs ~20k ticks).
 * clang 14 does not know the "sha" feature name, so clang uses the SHA-NI
 * rounds only when the build targets CPUs that have them (__SHA__, as with
 * -march=native on such a CPU); the portable builds (SF_FIELD_PORTABLE: no
 * platform-specific code) and CPUs without the extension use the portable
 * rounds above. (A -march=native build on a SHA CPU therefore does not run
 * under valgrind 3.19, which lacks the instructions; make ct builds without
 * -march=native.) The SHA-NI path is
 * constant time as well: fixed instruction sequence, no table lookups.
 * Under valgrind (make ct) the CPU reports no SHA extension, so the CT check
 * exercises the portable code; the SHA-NI one is checked by the hash vectors
 * of sf-tests, the portable one by those of sf-tests-portable.
 *
 * Layout: sha256rnds2 takes the state as two vectors, (A, B, E, F) and
 * (C, D, G, H), word A in the top lane; it does two rounds with the two
 * W[t] + K[t] words in the low half of its third argument. sha256msg1 and
 * sha256msg2 compute the message schedule four words at a time:
 * msg1(W[t-16..t-13], W[t-12..t-9]) = W[t-16+i] + s0(W[t-15+i]); adding
 * W[t-7..t-4] and then msg2(., W[t-4..t-1]) adds the s1 terms.
 */
#if defined(__SHA__) && defined(__SSE4_1__) && defined(__SSSE3__)
/* Built for CPUs that have the extension (-msha, -march=native on such a
 * CPU): no question to ask, with any compiler. */
#define SF_SHA256_CPU_HAS_SHANI() 1
#elif defined(__GNUC__) && !defined(__clang__)
#define SF_SHA256_CPU_HAS_SHANI()                                          \
    (__builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1") &&  \
     __builtin_cpu_supports("ssse3"))
#endif

#if defined(__x86_64__) && defined(SF_SHA256_CPU_HAS_SHANI) &&             \
    !defined(SF_FIELD_PORTABLE)
#define SF_SHA256_SHANI 1
#include <immintrin.h>

/* Four rounds t..t+3 with the schedule words in m. */
#define SF_SHA256_NI_4ROUNDS(m, t)                                         \
    do {                                                                   \
        __m128i wk_ = _mm_add_epi32(                                       \
            (m), _mm_loadu_si128((const __m128i *)(const void *)&sf_sha256_k[t])); \
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk_);                     \
        wk_ = _mm_shuffle_epi32(wk_, 0x0E);                                \
        abef = _mm_sha256rnds2_epu32(abef, cdgh, wk_);                     \
    } while (0)

/* m0 = W[t..t+3] from m0 = W[t-16..], m1 = W[t-12..], m2 = W[t-8..],
 * m3 = W[t-4..]. */
#define SF_SHA256_NI_SCHED(m0, m1, m2, m3)                                 \
    (m0) = _mm_sha256msg2_epu32(                                           \
        _mm_add_epi32(_mm_sha256msg1_epu32((m0), (m1)),                    \
                      _mm_alignr_epi8((m3), (m2), 4)),                     \
        (m3))

__attribute__((target("sha,sse4.1,ssse3"))) static void
sf_sha256_blocks_shani(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
    const __m128i bswap =
        _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i abef, cdgh, t0, t1, m0, m1, m2, m3, abef0, cdgh0;

    t0 = _mm_loadu_si128((const __m128i *)(const void *)&h[0]); /* D C B A */
    t1 = _mm_loadu_si128((const __m128i *)(const void *)&h[4]); /* H G F E */
    t0 = _mm_shuffle_epi32(t0, 0xB1);   /* lanes 0..3: B A D C */
    t1 = _mm_shuffle_epi32(t1, 0x1B);   /* lanes 0..3: H G F E */
    abef = _mm_alignr_epi8(t0, t1, 8);  /* F E B A */
    cdgh = _mm_blend_epi16(t1, t0, 0xF0); /* H G D C */

    for (; nblocks > 0; nblocks--, p += SF_SHA256_BLOCK_BYTES) {
        abef0 = abef;
        cdgh0 = cdgh;
        m0 = _mm_shuffle_epi8(
            _mm_loadu_si128((const __m128i *)(const void *)(p + 0)), bswap);
        m1 = _mm_shuffle_epi8(
            _mm_loadu_si128((const __m128i *)(const void *)(p + 16)), bswap);
        m2 = _mm_shuffle_epi8(
            _mm_loadu_si128((const __m128i *)(const void *)(p + 32)), bswap);
        m3 = _mm_shuffle_epi8(
            _mm_loadu_si128((const __m128i *)(const void *)(p + 48)), bswap);
        SF_SHA256_NI_4ROUNDS(m0, 0);
        SF_SHA256_NI_4ROUNDS(m1, 4);
        SF_SHA256_NI_4ROUNDS(m2, 8);
        SF_SHA256_NI_4ROUNDS(m3, 12);
        for (int t = 16; t < 64; t += 16) {
            SF_SHA256_NI_SCHED(m0, m1, m2, m3);
            SF_SHA256_NI_4ROUNDS(m0, t);
            SF_SHA256_NI_SCHED(m1, m2, m3, m0);
            SF_SHA256_NI_4ROUNDS(m1, t + 4);
            SF_SHA256_NI_SCHED(m2, m3, m0, m1);
            SF_SHA256_NI_4ROUNDS(m2, t + 8);
            SF_SHA256_NI_SCHED(m3, m0, m1, m2);
            SF_SHA256_NI_4ROUNDS(m3, t + 12);
        }
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }

    t0 = _mm_shuffle_epi32(abef, 0x1B); /* lanes 0..3: A B E F */
    t1 = _mm_shuffle_epi32(cdgh, 0xB1); /* lanes 0..3: G H C D */
    _mm_storeu_si128((__m128i *)(void *)&h[0], _mm_blend_epi16(t0, t1, 0xF0));
    _mm_storeu_si128((__m128i *)(void *)&h[4], _mm_alignr_epi8(t1, t0, 8));
}
#endif

/* Compress nblocks consecutive 64-byte blocks at p into h. */
static void sf_sha256_blocks(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
#ifdef SF_SHA256_SHANI
    if (SF_SHA256_CPU_HAS_SHANI()) {
        sf_sha256_blocks_shani(h, p, nblocks);
        return;
    }
#endif
    sf_sha256_blocks_portable(h, p, nblocks);
}

/* ---- incremental API -------------------------------------------------- */

sf_error sf_sha256_init(sf_sha256_ctx *ctx)
{
    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memcpy(ctx->h, sf_sha256_iv, sizeof ctx->h);
    ctx->count = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->ready = SF_SHA256_READY;
    return SF_OK;
}

sf_error sf_sha256_update(sf_sha256_ctx *ctx, const uint8_t *msg, size_t len)
{
    size_t fill, nblocks;

    if (ctx == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (ctx->ready != SF_SHA256_READY || (msg == NULL && len != 0)) {
        sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (len == 0)
        return SF_OK;

    fill = (size_t)(ctx->count % SF_SHA256_BLOCK_BYTES);
    ctx->count += len;
    if (fill != 0) {
        /* Top up the pending partial block first. */
        size_t take = SF_SHA256_BLOCK_BYTES - fill;
        if (take > len)
            take = len;
        memcpy(ctx->buf + fill, msg, take);
        msg += take;
        len -= take;
        if (fill + take < SF_SHA256_BLOCK_BYTES)
            return SF_OK;
        sf_sha256_blocks(ctx->h, ctx->buf, 1);
    }
    nblocks = len / SF_SHA256_BLOCK_BYTES;
    if (nblocks > 0) {
        sf_sha256_blocks(ctx->h, msg, nblocks);
        msg += nblocks * SF_SHA256_BLOCK_BYTES;
        len -= nblocks * SF_SHA256_BLOCK_BYTES;
    }
    if (len > 0)
        memcpy(ctx->buf, msg, len);
    return SF_OK;
}

sf_error sf_sha256_final(sf_sha256_ctx *ctx, uint8_t out[SF_SHA256_BYTES])
{
    size_t fill;
    uint64_t bits;

    if (ctx == NULL || out == NULL || ctx->ready != SF_SHA256_READY) {
        if (out != NULL)
            memset(out, 0, SF_SHA256_BYTES);
        if (ctx != NULL)
            sf_wipe(ctx, sizeof *ctx);
        return SF_ERR_INVALID_ARGUMENT;
    }

    /* Padding (section 5.1.1): 0x80, zeros, then the bit length as a 64-bit
     * big-endian integer ending the last block. With fill <= 63 bytes
     * pending, the 0x80 and the 8 length bytes fit in this block iff
     * fill + 1 <= 56; otherwise one more block follows. */
    fill = (size_t)(ctx->count % SF_SHA256_BLOCK_BYTES);
    bits = ctx->count << 3;
    ctx->buf[fill++] = 0x80;
    if (fill > SF_SHA256_BLOCK_BYTES - 8) {
        memset(ctx->buf + fill, 0, SF_SHA256_BLOCK_BYTES - fill);
        sf_sha256_blocks(ctx->h, ctx->buf, 1);
        fill = 0;
    }
    memset(ctx->buf + fill, 0, SF_SHA256_BLOCK_BYTES - 8 - fill);
    sf_store64_be(ctx->buf + SF_SHA256_BLOCK_BYTES - 8, bits);
    sf_sha256_blocks(ctx->h, ctx->buf, 1);

    for (int i = 0; i < 8; i++)
        sf_store32_be(out + 4 * i, ctx->h[i]);
    sf_wipe(ctx, sizeof *ctx);
    return SF_OK;
}

sf_error sf_sha256(uint8_t out[SF_SHA256_BYTES], const uint8_t *msg,
                   size_t len)
{
    sf_sha256_ctx ctx;

    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (msg == NULL && len != 0) {
        memset(out, 0, SF_SHA256_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* Neither call can fail now: ctx is ours and the arguments are valid. */
    SF_IGNORE_RESULT(sf_sha256_init(&ctx));
    SF_IGNORE_RESULT(sf_sha256_update(&ctx, msg, len));
    return sf_sha256_final(&ctx, out); /* wipes ctx */
}

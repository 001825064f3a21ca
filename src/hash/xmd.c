/*
 * expand_message_xmd over SHA-512 (RFC 9380 section 5.3.1); contract in
 * xmd.h. Straight from the RFC's steps; every SHA-512 call runs over
 * public lengths, so the time depends on the lengths only.
 */
#include "hash/xmd.h"

#include <string.h>

#include "snowfield/hash.h"
#include "common/util.h"

/* H(prefix || tail || DST'), where DST' = dst || I2OSP(dst_len, 1). */
static void sf_xmd_block(uint8_t out[SF_SHA512_BYTES], const uint8_t *prefix, size_t prefix_len,
                         const uint8_t *tail, size_t tail_len, const uint8_t *dst, size_t dst_len)
{
    sf_sha512_ctx c;
    uint8_t dl = (uint8_t)dst_len;
    SF_IGNORE_RESULT(sf_sha512_init(&c));
    SF_IGNORE_RESULT(sf_sha512_update(&c, prefix, prefix_len));
    SF_IGNORE_RESULT(sf_sha512_update(&c, tail, tail_len));
    SF_IGNORE_RESULT(sf_sha512_update(&c, dst, dst_len));
    SF_IGNORE_RESULT(sf_sha512_update(&c, &dl, 1));
    SF_IGNORE_RESULT(sf_sha512_final(&c, out));
}

sf_error sf_expand_message_xmd_sha512(uint8_t *out, size_t out_len, const uint8_t *msg,
                                      size_t msg_len, const uint8_t *dst, size_t dst_len)
{
    static const uint8_t zpad[SF_SHA512_BLOCK_BYTES] = {0};
    uint8_t b0[SF_SHA512_BYTES], bi[SF_SHA512_BYTES], x[SF_SHA512_BYTES];
    uint8_t tail[3];
    size_t ell, i, done = 0;
    sf_sha512_ctx c;

    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (out_len == 0 || out_len > SF_XMD_SHA512_MAX_BYTES || dst == NULL || dst_len == 0 ||
        dst_len > SF_XMD_MAX_DST_BYTES || (msg == NULL && msg_len != 0)) {
        if (out_len <= SF_XMD_SHA512_MAX_BYTES)
            memset(out, 0, out_len);
        return SF_ERR_INVALID_ARGUMENT;
    }
    ell = (out_len + SF_SHA512_BYTES - 1) / SF_SHA512_BYTES;

    /* b_0 = H(Z_pad || msg || I2OSP(len, 2) || I2OSP(0, 1) || DST') */
    tail[0] = (uint8_t)(out_len >> 8);
    tail[1] = (uint8_t)out_len;
    tail[2] = 0;
    SF_IGNORE_RESULT(sf_sha512_init(&c));
    SF_IGNORE_RESULT(sf_sha512_update(&c, zpad, sizeof zpad));
    SF_IGNORE_RESULT(sf_sha512_update(&c, msg, msg_len));
    SF_IGNORE_RESULT(sf_sha512_update(&c, tail, 3));
    SF_IGNORE_RESULT(sf_sha512_update(&c, dst, dst_len));
    tail[0] = (uint8_t)dst_len;
    SF_IGNORE_RESULT(sf_sha512_update(&c, tail, 1));
    SF_IGNORE_RESULT(sf_sha512_final(&c, b0));

    /* b_1 = H(b_0 || I2OSP(1, 1) || DST'); b_i = H((b_0 ^ b_(i-1)) || I2OSP(i, 1) || DST') */
    memcpy(x, b0, sizeof x);
    for (i = 1; i <= ell; i++) {
        size_t n = out_len - done < SF_SHA512_BYTES ? out_len - done : SF_SHA512_BYTES;
        tail[0] = (uint8_t)i;
        sf_xmd_block(bi, x, sizeof x, tail, 1, dst, dst_len);
        memcpy(out + done, bi, n);
        done += n;
        for (size_t j = 0; j < sizeof x; j++)
            x[j] = (uint8_t)(b0[j] ^ bi[j]);
    }
    sf_wipe(b0, sizeof b0);
    sf_wipe(bi, sizeof bi);
    sf_wipe(x, sizeof x);
    return SF_OK;
}

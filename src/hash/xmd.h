/*
 * expand_message_xmd of RFC 9380 (section 5.3.1), over SHA-512: the
 * message expansion of the hash-to-curve suites *_XMD:SHA-512_* (Curve25519
 * and edwards25519) and of ristretto255's hash-to-group (RFC 9496).
 *
 * Layer: hash (internal; not part of the public API). Includes only common/
 * and the public hash.h.
 */
#ifndef SF_HASH_XMD_H
#define SF_HASH_XMD_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

/* The largest output RFC 9380 allows with SHA-512: ell = ceil(len / 64)
 * <= 255 blocks, and len <= 65535. */
#define SF_XMD_SHA512_MAX_BYTES (255u * 64u)
/* The longest DST the RFC takes as is (longer ones are pre-hashed by the
 * caller, section 5.3.3). */
#define SF_XMD_MAX_DST_BYTES 255u

/*
 * out[0 .. out_len) = expand_message_xmd(msg, dst, out_len) with H =
 * SHA-512 (b_in_bytes = 64, s_in_bytes = 128):
 *   b_0 = H(Z_pad || msg || I2OSP(out_len, 2) || 0x00 || DST'),
 *   b_1 = H(b_0 || 0x01 || DST'),
 *   b_i = H((b_0 XOR b_(i-1)) || I2OSP(i, 1) || DST'),
 * DST' = dst || I2OSP(dst_len, 1), out = b_1 || b_2 || ... truncated.
 * In: 1 <= out_len <= SF_XMD_SHA512_MAX_BYTES; 1 <= dst_len <= 255 (the
 *   RFC forbids an empty DST); msg may be NULL when msg_len = 0.
 * Returns SF_OK, or SF_ERR_INVALID_ARGUMENT (out zeroed when out is not
 * NULL) for a NULL pointer with a non-zero length or a length out of
 * range. Constant time in the bytes of msg and dst (not their lengths);
 * the intermediate blocks are wiped.
 */
sf_error sf_expand_message_xmd_sha512(uint8_t *out, size_t out_len, const uint8_t *msg,
                                      size_t msg_len, const uint8_t *dst, size_t dst_len);

#endif /* SF_HASH_XMD_H */

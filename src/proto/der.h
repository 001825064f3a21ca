/*
 * DER encoding of ECDSA signatures (SEC 1 v2 C.8, RFC 3279 2.2.3):
 *
 *     ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }
 *
 * Layer: proto. Curve-independent; shared by P-256 and secp256k1 (a lax
 * BER-tolerant parser for the latter may be added beside the strict one).
 *
 * Scalars cross this interface as fixed-length big-endian byte strings of
 * `len` bytes (32 for the 256-bit curves), 1 <= len <= SF_DER_MAX_SCALAR.
 * The parser is STRICT (X.690 DER), and accepts exactly the encodings the
 * encoder produces:
 *   - tag 0x30, then the definite length in its shortest form (one byte
 *     below 128; 0x81 followed by a byte >= 128 otherwise), and the whole
 *     input is the SEQUENCE: no bytes after it;
 *   - inside, exactly two INTEGERs: tag 0x02, a short-form length >= 1
 *     (an INTEGER of at most len + 1 bytes never needs the long form),
 *     content that is positive (top bit of the first byte clear) and
 *     minimal (a leading 0x00 only when the next byte has its top bit set),
 *     and a value that fits in len bytes.
 * Range checks of the values (0 < r, s < n) are the signature scheme's
 * business, not the encoding's: 02 01 00 is a valid DER INTEGER.
 *
 * Timing: signatures are public, so both functions may branch on the
 * values (the length of the encoding depends on them anyway).
 */
#ifndef SF_PROTO_DER_H
#define SF_PROTO_DER_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

/* Largest scalar length supported (P-521's 66 bytes keeps the SEQUENCE
 * below 256 content bytes, so one length byte always suffices). */
#define SF_DER_MAX_SCALAR 66

/* Size of the longest encoding for len-byte scalars: both INTEGERs with a
 * 0x00 pad (2 + len + 1 each), plus the SEQUENCE header (2, or 3 when the
 * content reaches 128 bytes). 72 for len = 32. */
#define SF_DER_ECDSA_SIG_MAX_BYTES(len) \
    (2 * (2 + (len) + 1) + (2 * (2 + (len) + 1) >= 128 ? 3 : 2))

/*
 * out[0 .. *outlen) = DER of (r, s), r and s each `len` bytes big-endian
 * (any value, 0 included).
 * In: *outlen = the capacity of out. Out: *outlen = bytes written.
 * Returns SF_OK, or SF_ERR_INVALID_ARGUMENT (NULL pointer, len out of range,
 * or capacity too small; then out[0 .. capacity) is zeroed and *outlen = 0).
 */
sf_error sf_der_ecdsa_sig_encode(uint8_t *out, size_t *outlen,
                                 const uint8_t *r, const uint8_t *s,
                                 size_t len);

/*
 * r, s = the two INTEGERs of the strict DER signature der[0 .. derlen),
 * each written as `len` bytes big-endian.
 * Returns SF_OK, SF_ERR_INVALID_ENCODING (anything but the exact DER
 * above), or SF_ERR_INVALID_ARGUMENT (NULL pointer, len out of range). On
 * error r and s are zeroed.
 */
sf_error sf_der_ecdsa_sig_decode(uint8_t *r, uint8_t *s, size_t len,
                                 const uint8_t *der, size_t derlen);

/*
 * The two functions above for a compact signature r || s of 2 len bytes
 * (len bytes each, big-endian), as the curve APIs store it. sig may be NULL:
 * SF_ERR_INVALID_ARGUMENT, with the same zeroing of the outputs.
 */
sf_error sf_der_ecdsa_compact_encode(uint8_t *out, size_t *outlen,
                                     const uint8_t *sig, size_t len);
sf_error sf_der_ecdsa_compact_decode(uint8_t *sig, size_t len,
                                     const uint8_t *der, size_t derlen);

#endif /* SF_PROTO_DER_H */

/*
 * PEM armour (RFC 7468) of a DER structure: "-----BEGIN <label>-----",
 * the base64 of the DER in lines of 64 characters, "-----END <label>-----",
 * each line ended by LF, as OpenSSL writes it.
 *
 * Layer: proto. The decoder takes what RFC 7468 section 2 allows and
 * OpenSSL writes: text before the block and after it (ignored), other
 * blocks before it (skipped: `openssl ecparam -genkey` writes an
 * "EC PARAMETERS" block before the key), LF or CRLF line ends, blanks
 * and line breaks anywhere in the body; padding as base64 requires. A body
 * with RFC 1421 headers ("Proc-Type: 4,ENCRYPTED", as an encrypted
 * traditional key has) is SF_ERR_UNSUPPORTED.
 *
 * Timing: the body carries private keys. It is never searched with the C
 * library: each character is classified with arithmetic (base64.h), and
 * only the bits that locate the armour (a '-' or ':' is never a base64
 * character) are declassified.
 */
#ifndef SF_PROTO_KEYS_PEM_H
#define SF_PROTO_KEYS_PEM_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

/* Characters of the PEM of n DER bytes under a label of l characters:
 * the two lines of armour, the base64 and one LF per 64 characters. */
#define SF_PEM_LEN(l, n) \
    (2 * (l) + 32 + 4 * (((n) + 2) / 3) + (4 * (((n) + 2) / 3) + 63) / 64)

/*
 * out[0 .. *outlen) = the PEM of der[0 .. derlen) under `label` (a NUL-
 * terminated string of 1 to 64 printable characters, no '-').
 * In: *outlen the capacity of out; no NUL is written.
 */
sf_error sf_pem_encode(char *out, size_t *outlen, const char *label, const uint8_t *der,
                       size_t derlen);

/*
 * der[0 .. *derlen) = the DER of the first block labelled `label` in
 * in[0 .. inlen). Returns SF_OK, SF_ERR_INVALID_ENCODING (no PEM block, a
 * block without its END line, a body that is not base64),
 * SF_ERR_UNSUPPORTED (PEM blocks, but none with that label; or the block
 * has headers: an encrypted key), SF_ERR_INVALID_ARGUMENT (NULL, der too
 * small). On error der[0 .. capacity) is zeroed and *derlen = 0.
 */
sf_error sf_pem_decode(uint8_t *der, size_t *derlen, const char *label, const char *in,
                       size_t inlen);

/* 1 if in[0 .. inlen) has a block labelled `label` (a cheap test that
 * reads only the armour). */
int sf_pem_has_block(const char *label, const char *in, size_t inlen);

#endif /* SF_PROTO_KEYS_PEM_H */

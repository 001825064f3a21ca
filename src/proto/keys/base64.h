/*
 * Base64 (RFC 4648 section 4) and base64url (section 5), in constant time.
 *
 * Layer: proto. Used by the PEM armour (base64, with '=' padding) and JWK
 * (base64url, no padding). Both carry private keys, so the conversion of
 * every character is branch-free and table-free: a character's value and
 * validity are computed with arithmetic masks, never looked up. The
 * layout of the text (where line breaks and padding are) is public: it
 * depends only on the length of what is encoded, and the decoders treat it
 * as such (in a constant-time check build, the per-character "is this a
 * line break" bit is declassified; a base64 character is never one).
 */
#ifndef SF_PROTO_KEYS_BASE64_H
#define SF_PROTO_KEYS_BASE64_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

/* The two alphabets: '+' '/' (base64) or '-' '_' (base64url). */
typedef enum sf_b64_alphabet {
    SF_B64_STD = 0,
    SF_B64_URL = 1
} sf_b64_alphabet;

/* Characters of the encoding of n bytes: padded (4 per 3 bytes, rounded
 * up) or unpadded (no '='). */
#define SF_B64_PADDED_LEN(n) (4 * (((n) + 2) / 3))
#define SF_B64_UNPADDED_LEN(n) ((4 * (n) + 2) / 3)

/*
 * out[0 .. return value) = the encoding of in[0 .. n), padded with '='
 * when `pad` (base64 as PEM writes it) or not (base64url as JWK writes
 * it). out must hold SF_B64_PADDED_LEN(n) (or _UNPADDED_LEN) characters;
 * nothing else is written (no terminating NUL).
 */
size_t sf_b64_encode(char *out, const uint8_t *in, size_t n, sf_b64_alphabet alphabet, int pad);

/*
 * out[0 .. *outlen) = the bytes of the text in[0 .. inlen).
 * In: *outlen = the capacity of out. Out: *outlen = bytes written.
 * `skip_space`: line breaks and blanks (CR, LF, space, tab) between
 * characters are ignored (PEM bodies); otherwise any is an error (JWK).
 * `pad`: 1 = the text must be padded with '=' to a multiple of 4
 * characters (PEM), 0 = it must not be padded (JWK). Strict: the unused
 * low bits of the last character must be zero (one text per byte string),
 * a final group of a single character is refused.
 * Returns SF_OK, SF_ERR_INVALID_ENCODING (any other character, wrong
 * padding, non-zero unused bits) or SF_ERR_INVALID_ARGUMENT (NULL
 * pointer, out too small). On error out[0 .. capacity) is zeroed and
 * *outlen = 0.
 */
sf_error sf_b64_decode(uint8_t *out, size_t *outlen, const char *in, size_t inlen,
                       sf_b64_alphabet alphabet, int pad, int skip_space);

/*
 * 1 if the character c is `want`, a delimiter that is in neither alphabet
 * ('-', ':', '"', '\\', LF, ...), computed without a branch and then
 * declassified: the text around a secret is located by its delimiters,
 * whose places are public, and asking about a character of the alphabet
 * always answers 0.
 */
int sf_b64_is_delimiter(uint8_t c, uint8_t want);

#endif /* SF_PROTO_KEYS_BASE64_H */

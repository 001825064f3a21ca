/*
 * Constant-time base64 and base64url; contract in base64.h.
 */
#include "proto/keys/base64.h"

#include <string.h>

#include "common/ct_check.h"

/* 1 if a < b, for a, b < 2^31; no branch. */
static uint32_t sf_b64_lt(uint32_t a, uint32_t b)
{
    return (a - b) >> 31;
}

/* 1 if lo <= c <= hi. */
static uint32_t sf_b64_in(uint32_t c, uint32_t lo, uint32_t hi)
{
    return sf_b64_lt(c, hi + 1) & (sf_b64_lt(c, lo) ^ 1);
}

/* The character of the 6-bit value v. */
static char sf_b64_char(uint32_t v, sf_b64_alphabet alphabet)
{
    uint32_t url = (uint32_t)alphabet & 1, c = v + 'A';
    c += (0u - sf_b64_lt(25, v)) & 6;                        /* 'a' - 26 */
    c -= (0u - sf_b64_lt(51, v)) & 75;                       /* '0' - 52 */
    c -= (0u - sf_b64_lt(61, v)) & (url ? 13u : 15u);        /* '-' or '+' */
    c += (0u - sf_b64_lt(62, v)) & (url ? 49u : 3u);         /* '_' or '/' */
    return (char)c;
}

/* The 6-bit value of the character c; *valid = 1 if c is in the alphabet. */
static uint32_t sf_b64_value(uint32_t c, sf_b64_alphabet alphabet, uint32_t *valid)
{
    uint32_t url = (uint32_t)alphabet & 1;
    uint32_t up = sf_b64_in(c, 'A', 'Z'), lo = sf_b64_in(c, 'a', 'z'), dg = sf_b64_in(c, '0', '9');
    uint32_t c62 = sf_b64_in(c, url ? '-' : '+', url ? '-' : '+');
    uint32_t c63 = sf_b64_in(c, url ? '_' : '/', url ? '_' : '/');
    uint32_t v = ((0u - up) & (c - 'A')) | ((0u - lo) & (c - 'a' + 26)) |
                 ((0u - dg) & (c - '0' + 52)) | ((0u - c62) & 62) | ((0u - c63) & 63);
    *valid = up | lo | dg | c62 | c63;
    return v;
}

size_t sf_b64_encode(char *out, const uint8_t *in, size_t n, sf_b64_alphabet alphabet, int pad)
{
    size_t o = 0, i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t w = ((uint32_t)in[i] << 16) | ((uint32_t)in[i + 1] << 8) | in[i + 2];
        out[o++] = sf_b64_char(w >> 18, alphabet);
        out[o++] = sf_b64_char((w >> 12) & 63, alphabet);
        out[o++] = sf_b64_char((w >> 6) & 63, alphabet);
        out[o++] = sf_b64_char(w & 63, alphabet);
    }
    if (n - i == 1) { /* public: the length */
        uint32_t w = (uint32_t)in[i] << 16;
        out[o++] = sf_b64_char(w >> 18, alphabet);
        out[o++] = sf_b64_char((w >> 12) & 63, alphabet);
        if (pad) {
            out[o++] = '=';
            out[o++] = '=';
        }
    } else if (n - i == 2) {
        uint32_t w = ((uint32_t)in[i] << 16) | ((uint32_t)in[i + 1] << 8);
        out[o++] = sf_b64_char(w >> 18, alphabet);
        out[o++] = sf_b64_char((w >> 12) & 63, alphabet);
        out[o++] = sf_b64_char((w >> 6) & 63, alphabet);
        if (pad)
            out[o++] = '=';
    }
    return o;
}

/* 1 if c is CR, LF, space or tab; the answer is declassified: the layout
 * of a text is public, and a character of the alphabet is never one. */
static int sf_b64_is_space(uint8_t c)
{
    uint32_t s = sf_b64_in(c, '\t', '\n') | sf_b64_in(c, '\r', '\r') | sf_b64_in(c, ' ', ' ');
    SF_CT_PUBLIC(&s, sizeof s);
    return (int)*(volatile uint32_t *)&s;
}

/* 1 if c is '='; declassified likewise (padding is where the length puts it). */
static int sf_b64_is_pad(uint8_t c)
{
    uint32_t s = sf_b64_in(c, '=', '=');
    SF_CT_PUBLIC(&s, sizeof s);
    return (int)*(volatile uint32_t *)&s;
}

int sf_b64_is_delimiter(uint8_t c, uint8_t want)
{
    uint32_t d = (uint32_t)(c ^ want), eq = (d - 1) >> 31;
    SF_CT_PUBLIC(&eq, sizeof eq);
    return (int)*(volatile uint32_t *)&eq;
}

sf_error sf_b64_decode(uint8_t *out, size_t *outlen, const char *in, size_t inlen,
                       sf_b64_alphabet alphabet, int pad, int skip_space)
{
    size_t cap, o = 0, chars = 0, pads = 0;
    uint32_t acc = 0, bad = 0, nacc = 0, valid;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL || (in == NULL && inlen != 0)) {
        if (out != NULL)
            memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    for (size_t i = 0; i < inlen; i++) {
        uint8_t c = (uint8_t)in[i];
        if (sf_b64_is_space(c)) {
            if (!skip_space)
                goto bad_text;
            continue;
        }
        if (sf_b64_is_pad(c)) {
            if (!pad)
                goto bad_text;
            pads++;
            continue;
        }
        if (pads != 0)
            goto bad_text; /* a character after the padding */
        acc = (acc << 6) | sf_b64_value(c, alphabet, &valid);
        bad |= valid ^ 1;
        chars++;
        if (++nacc == 4) {
            if (o + 3 > cap)
                goto too_small;
            out[o++] = (uint8_t)(acc >> 16);
            out[o++] = (uint8_t)(acc >> 8);
            out[o++] = (uint8_t)acc;
            acc = 0;
            nacc = 0;
        }
    }
    /* the tail: 2 characters give 1 byte, 3 give 2; 1 is never an encoding */
    if (nacc == 1 || (pad && (chars + pads) % 4 != 0) || (pad && pads != (4 - nacc) % 4))
        goto bad_text;
    if (nacc == 2) {
        if (o + 1 > cap)
            goto too_small;
        bad |= (uint32_t)((acc & 0xf) != 0); /* unused bits must be zero */
        out[o++] = (uint8_t)(acc >> 4);
    } else if (nacc == 3) {
        if (o + 2 > cap)
            goto too_small;
        bad |= (uint32_t)((acc & 0x3) != 0);
        out[o++] = (uint8_t)(acc >> 10);
        out[o++] = (uint8_t)(acc >> 2);
    }
    /* the verdict is the function's public outcome */
    SF_CT_PUBLIC(&bad, sizeof bad);
    acc = 0;
    if (*(volatile uint32_t *)&bad)
        goto bad_text;
    *outlen = o;
    return SF_OK;
bad_text:
    memset(out, 0, cap);
    acc = 0;
    return SF_ERR_INVALID_ENCODING;
too_small:
    memset(out, 0, cap);
    acc = 0;
    return SF_ERR_INVALID_ARGUMENT;
}

/*
 * PEM armour; contract in pem.h.
 */
#include "proto/keys/pem.h"

#include <string.h>

#include "proto/keys/base64.h"

/* 1 if the text at in[pos ..] starts with the NUL-terminated s (public
 * armour text: it is only called where a '-' starts a line). */
static int sf_pem_at(const char *in, size_t inlen, size_t pos, const char *s)
{
    size_t n = strlen(s);
    return inlen - pos >= n && memcmp(in + pos, s, n) == 0;
}

/* The position of the next '-' that starts a line, from pos; inlen if none. */
static size_t sf_pem_next_armour(const char *in, size_t inlen, size_t pos)
{
    for (; pos < inlen; pos++)
        if (sf_b64_is_delimiter((uint8_t)in[pos], '-') &&
            (pos == 0 || sf_b64_is_delimiter((uint8_t)in[pos - 1], '\n')))
            return pos;
    return inlen;
}

/* Past the line end at pos (LF or CRLF); 0 if there is none there. */
static size_t sf_pem_eol(const char *in, size_t inlen, size_t pos)
{
    if (pos < inlen && in[pos] == '\n')
        return pos + 1;
    if (inlen - pos >= 2 && in[pos] == '\r' && in[pos + 1] == '\n')
        return pos + 2;
    return pos == inlen ? pos : 0;
}

/*
 * At an armour line at pos of the form "-----<word> <label>-----" + EOL:
 * *lab, *lablen the label, returns the position after the line, 0 if the
 * line is not of that form.
 */
static size_t sf_pem_armour_line(const char *in, size_t inlen, size_t pos, const char *word,
                                 const char **lab, size_t *lablen)
{
    size_t p, e;
    if (!sf_pem_at(in, inlen, pos, "-----") || !sf_pem_at(in, inlen, pos + 5, word))
        return 0;
    p = pos + 5 + strlen(word);
    if (p >= inlen || in[p] != ' ')
        return 0;
    p++;
    for (e = p; e < inlen && in[e] != '-' && in[e] != '\n' && e - p <= 64; e++)
        ;
    if (e == p || !sf_pem_at(in, inlen, e, "-----"))
        return 0;
    *lab = in + p;
    *lablen = e - p;
    return sf_pem_eol(in, inlen, e + 5);
}

static int sf_pem_label_is(const char *lab, size_t lablen, const char *label)
{
    return lablen == strlen(label) && memcmp(lab, label, lablen) == 0;
}

/*
 * Find the block labelled `label`: *body, *bodylen its body. Returns
 * SF_OK, SF_ERR_UNSUPPORTED (blocks, none of that label), or
 * SF_ERR_INVALID_ENCODING (no block; a block never ended).
 */
static sf_error sf_pem_find(const char *label, const char *in, size_t inlen, size_t *body,
                            size_t *bodylen)
{
    size_t pos = 0;
    int blocks = 0;
    while ((pos = sf_pem_next_armour(in, inlen, pos)) < inlen) {
        const char *lab, *endlab;
        size_t lablen, endlablen, start, end, after;
        start = sf_pem_armour_line(in, inlen, pos, "BEGIN", &lab, &lablen);
        if (start == 0) {
            pos++;
            continue;
        }
        /* the END line of this block */
        end = start;
        after = 0;
        while ((end = sf_pem_next_armour(in, inlen, end)) < inlen) {
            after = sf_pem_armour_line(in, inlen, end, "END", &endlab, &endlablen);
            if (after != 0)
                break;
            end++;
        }
        if (after == 0 || endlablen != lablen || memcmp(lab, endlab, lablen) != 0)
            return SF_ERR_INVALID_ENCODING;
        blocks++;
        if (sf_pem_label_is(lab, lablen, label)) {
            *body = start;
            *bodylen = end - start;
            return SF_OK;
        }
        pos = after;
    }
    return blocks ? SF_ERR_UNSUPPORTED : SF_ERR_INVALID_ENCODING;
}

int sf_pem_has_block(const char *label, const char *in, size_t inlen)
{
    size_t body, bodylen;
    if (label == NULL || in == NULL)
        return 0;
    return sf_pem_find(label, in, inlen, &body, &bodylen) == SF_OK;
}

sf_error sf_pem_encode(char *out, size_t *outlen, const char *label, const uint8_t *der,
                       size_t derlen)
{
    size_t cap, l, need, o = 0;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    l = label == NULL ? 0 : strlen(label);
    need = SF_PEM_LEN(l, derlen);
    if (label == NULL || l == 0 || l > 64 || strchr(label, '-') != NULL ||
        (der == NULL && derlen != 0) || need > cap) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    memcpy(out + o, "-----BEGIN ", 11), o += 11;
    memcpy(out + o, label, l), o += l;
    memcpy(out + o, "-----\n", 6), o += 6;
    for (size_t i = 0; i < derlen; i += 48) {
        size_t n = derlen - i < 48 ? derlen - i : 48;
        o += sf_b64_encode(out + o, der + i, n, SF_B64_STD, 1);
        out[o++] = '\n';
    }
    memcpy(out + o, "-----END ", 9), o += 9;
    memcpy(out + o, label, l), o += l;
    memcpy(out + o, "-----\n", 6), o += 6;
    *outlen = o;
    return SF_OK;
}

sf_error sf_pem_decode(uint8_t *der, size_t *derlen, const char *label, const char *in,
                       size_t inlen)
{
    size_t cap, body = 0, bodylen = 0;
    sf_error err;
    if (derlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *derlen;
    *derlen = 0;
    if (der == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(der, 0, cap);
    if (label == NULL || (in == NULL && inlen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    err = sf_pem_find(label, in, inlen, &body, &bodylen);
    if (err != SF_OK)
        return err;
    for (size_t i = 0; i < bodylen; i++)
        if (sf_b64_is_delimiter((uint8_t)in[body + i], ':'))
            return SF_ERR_UNSUPPORTED; /* RFC 1421 headers: an encrypted key */
    *derlen = cap;
    return sf_b64_decode(der, derlen, in + body, bodylen, SF_B64_STD, 1, 1);
}

/*
 * Strict DER for ECDSA signatures; contract in der.h.
 */
#include "proto/der.h"

#include <string.h>

/* Number of content bytes of the minimal DER INTEGER for the len-byte
 * big-endian value v: drop leading zero bytes (keeping one for 0), then add
 * a 0x00 pad if the top bit of the first remaining byte is set. *skip is
 * the number of leading bytes of v dropped. */
static size_t sf_der_int_len(const uint8_t *v, size_t len, size_t *skip)
{
    size_t i = 0;
    while (i + 1 < len && v[i] == 0)
        i++;
    *skip = i;
    return len - i + (v[i] >> 7);
}

/* Write the INTEGER of v at out; returns the bytes written. */
static size_t sf_der_put_int(uint8_t *out, const uint8_t *v, size_t len)
{
    size_t skip, n = sf_der_int_len(v, len, &skip), o = 0;
    out[o++] = 0x02;
    out[o++] = (uint8_t)n;
    if (n > len - skip)
        out[o++] = 0x00;
    memcpy(out + o, v + skip, len - skip);
    return o + len - skip;
}

sf_error sf_der_ecdsa_sig_encode(uint8_t *out, size_t *outlen,
                                 const uint8_t *r, const uint8_t *s,
                                 size_t len)
{
    size_t skip, cap, content, total, o = 0;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL) {
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (r == NULL || s == NULL || len == 0 || len > SF_DER_MAX_SCALAR) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    content = 2 + sf_der_int_len(r, len, &skip) + 2 + sf_der_int_len(s, len, &skip);
    total = content + (content >= 128 ? 3 : 2);
    if (total > cap) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    out[o++] = 0x30;
    if (content >= 128)
        out[o++] = 0x81;
    out[o++] = (uint8_t)content;
    o += sf_der_put_int(out + o, r, len);
    o += sf_der_put_int(out + o, s, len);
    *outlen = o;
    return SF_OK;
}

/*
 * Parse one strict INTEGER at der[*pos .. end) into v (len bytes).
 * Returns 1 on success (and advances *pos), 0 otherwise.
 */
static int sf_der_get_int(uint8_t *v, size_t len, const uint8_t *der,
                          size_t *pos, size_t end)
{
    size_t p = *pos, n;
    if (end - p < 2 || der[p] != 0x02)
        return 0;
    n = der[p + 1];
    p += 2;
    if (n == 0 || n >= 0x80 || n > end - p)
        return 0; /* empty, long form (never needed), or past the end */
    if (der[p] & 0x80)
        return 0; /* negative */
    if (n >= 2 && der[p] == 0x00 && (der[p + 1] & 0x80) == 0)
        return 0; /* a padding zero that pads nothing: not minimal */
    if (der[p] == 0x00 && n >= 2) {
        p++;
        n--;
    }
    if (n > len)
        return 0; /* does not fit the scalar size */
    memset(v, 0, len - n);
    memcpy(v + len - n, der + p, n);
    *pos = p + n;
    return 1;
}

sf_error sf_der_ecdsa_sig_decode(uint8_t *r, uint8_t *s, size_t len,
                                 const uint8_t *der, size_t derlen)
{
    size_t pos, content;
    if (r == NULL || s == NULL || len == 0 || len > SF_DER_MAX_SCALAR) {
        if (r != NULL && s != NULL && len <= SF_DER_MAX_SCALAR) {
            memset(r, 0, len);
            memset(s, 0, len);
        }
        return SF_ERR_INVALID_ARGUMENT;
    }
    memset(r, 0, len);
    memset(s, 0, len);
    if (der == NULL)
        return derlen == 0 ? SF_ERR_INVALID_ENCODING : SF_ERR_INVALID_ARGUMENT;
    if (derlen < 2 || der[0] != 0x30)
        return SF_ERR_INVALID_ENCODING;
    if (der[1] < 0x80) {
        content = der[1];
        pos = 2;
    } else if (der[1] == 0x81 && derlen >= 3 && der[2] >= 0x80) {
        content = der[2];
        pos = 3;
    } else {
        return SF_ERR_INVALID_ENCODING; /* indefinite, non-minimal or too long */
    }
    if (content != derlen - pos)
        return SF_ERR_INVALID_ENCODING; /* truncated, or bytes after it */
    if (!sf_der_get_int(r, len, der, &pos, derlen) ||
        !sf_der_get_int(s, len, der, &pos, derlen) || pos != derlen) {
        memset(r, 0, len);
        memset(s, 0, len);
        return SF_ERR_INVALID_ENCODING;
    }
    return SF_OK;
}

sf_error sf_der_ecdsa_compact_encode(uint8_t *out, size_t *outlen,
                                     const uint8_t *sig, size_t len)
{
    /* sig + len is only formed for a real sig: arithmetic on NULL is UB */
    return sf_der_ecdsa_sig_encode(out, outlen, sig,
                                   sig == NULL ? NULL : sig + len, len);
}

sf_error sf_der_ecdsa_compact_decode(uint8_t *sig, size_t len,
                                     const uint8_t *der, size_t derlen)
{
    return sf_der_ecdsa_sig_decode(sig, sig == NULL ? NULL : sig + len, len,
                                   der, derlen);
}

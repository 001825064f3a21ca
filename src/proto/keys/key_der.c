/*
 * Strict DER key containers; contract in key_der.h.
 */
#include "proto/keys/key_der.h"

#include <string.h>

/* ---- the algorithms ----------------------------------------------------- */

static const uint8_t sf_oid_ec_public_key[] = {0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01};

typedef struct sf_kt_info {
    const uint8_t *oid; /* the curve's OID (EC) or the algorithm's (RFC 8410) */
    size_t oidlen;
    size_t sk_bytes;
    size_t pk_bytes;
    int ec;
} sf_kt_info;

static const uint8_t sf_oid_p256[] = {0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07};
static const uint8_t sf_oid_k256[] = {0x2b, 0x81, 0x04, 0x00, 0x0a};
static const uint8_t sf_oid_x25519[] = {0x2b, 0x65, 0x6e};
static const uint8_t sf_oid_x448[] = {0x2b, 0x65, 0x6f};
static const uint8_t sf_oid_ed25519[] = {0x2b, 0x65, 0x70};
static const uint8_t sf_oid_ed448[] = {0x2b, 0x65, 0x71};

static const sf_kt_info sf_kt_table[] = {
    {NULL, 0, 0, 0, 0},
    {sf_oid_p256, sizeof sf_oid_p256, 32, 65, 1},
    {sf_oid_k256, sizeof sf_oid_k256, 32, 65, 1},
    {sf_oid_x25519, sizeof sf_oid_x25519, 32, 32, 0},
    {sf_oid_x448, sizeof sf_oid_x448, 56, 56, 0},
    {sf_oid_ed25519, sizeof sf_oid_ed25519, 32, 32, 0},
    {sf_oid_ed448, sizeof sf_oid_ed448, 57, 57, 0},
};
#define SF_KT_COUNT (sizeof sf_kt_table / sizeof sf_kt_table[0])

static const sf_kt_info *sf_kt(sf_keytype kt)
{
    return ((unsigned)kt < SF_KT_COUNT && kt != SF_KT_NONE) ? &sf_kt_table[kt] : NULL;
}

int sf_keytype_is_ec(sf_keytype kt)
{
    const sf_kt_info *i = sf_kt(kt);
    return i != NULL && i->ec;
}

size_t sf_keytype_secret_bytes(sf_keytype kt)
{
    const sf_kt_info *i = sf_kt(kt);
    return i == NULL ? 0 : i->sk_bytes;
}

size_t sf_keytype_public_bytes(sf_keytype kt)
{
    const sf_kt_info *i = sf_kt(kt);
    return i == NULL ? 0 : i->pk_bytes;
}

/* ---- writing ---------------------------------------------------------------- */

/* A DER writer into a fixed buffer; `bad` once anything did not fit. */
typedef struct sf_dw {
    uint8_t *p;
    size_t cap, len;
    int bad;
} sf_dw;

static void sf_dw_bytes(sf_dw *w, const uint8_t *b, size_t n)
{
    if (w->bad || n > w->cap - w->len) {
        w->bad = 1;
        return;
    }
    memcpy(w->p + w->len, b, n);
    w->len += n;
}

/* tag and the shortest definite length of n (< 65536) */
static void sf_dw_header(sf_dw *w, uint8_t tag, size_t n)
{
    uint8_t h[4];
    size_t k = 0;
    h[k++] = tag;
    if (n >= 256)
        h[k++] = 0x82, h[k++] = (uint8_t)(n >> 8), h[k++] = (uint8_t)n;
    else if (n >= 128)
        h[k++] = 0x81, h[k++] = (uint8_t)n;
    else
        h[k++] = (uint8_t)n;
    sf_dw_bytes(w, h, k);
}

static void sf_dw_tlv(sf_dw *w, uint8_t tag, const uint8_t *b, size_t n)
{
    sf_dw_header(w, tag, n);
    sf_dw_bytes(w, b, n);
}

/* a BIT STRING with no unused bits, of n bytes */
static void sf_dw_bits(sf_dw *w, uint8_t tag, const uint8_t *b, size_t n)
{
    static const uint8_t zero = 0;
    sf_dw_header(w, tag, n + 1);
    sf_dw_bytes(w, &zero, 1);
    sf_dw_bytes(w, b, n);
}

static void sf_dw_version(sf_dw *w, uint8_t v)
{
    sf_dw_tlv(w, 0x02, &v, 1);
}

/* AlgorithmIdentifier */
static void sf_dw_algid(sf_dw *w, const sf_kt_info *i)
{
    uint8_t b[32];
    sf_dw a = {b, sizeof b, 0, 0};
    if (i->ec)
        sf_dw_tlv(&a, 0x06, sf_oid_ec_public_key, sizeof sf_oid_ec_public_key);
    sf_dw_tlv(&a, 0x06, i->oid, i->oidlen);
    sf_dw_tlv(w, 0x30, b, a.len);
}

/* the writer's result into the caller's out / *outlen */
static sf_error sf_dw_finish(uint8_t *out, size_t *outlen, size_t cap, sf_dw *w)
{
    if (w->bad) {
        memset(out, 0, cap);
        *outlen = 0;
        return SF_ERR_INVALID_ARGUMENT;
    }
    *outlen = w->len;
    return SF_OK;
}

/* The ECPrivateKey of sk, with the curve's OID when `params`, and the
 * public key pk (65 bytes) when not NULL. */
static void sf_dw_ec_private(sf_dw *w, const sf_kt_info *i, const uint8_t *sk, const uint8_t *pk,
                             int params)
{
    uint8_t b[SF_KEY_DER_MAX_BYTES], t[80];
    sf_dw c = {b, sizeof b, 0, 0};
    sf_dw_version(&c, 1);
    sf_dw_tlv(&c, 0x04, sk, i->sk_bytes);
    if (params) {
        sf_dw o = {t, sizeof t, 0, 0};
        sf_dw_tlv(&o, 0x06, i->oid, i->oidlen);
        sf_dw_tlv(&c, 0xa0, t, o.len);
    }
    if (pk != NULL) {
        sf_dw o = {t, sizeof t, 0, 0};
        sf_dw_bits(&o, 0x03, pk, i->pk_bytes);
        sf_dw_tlv(&c, 0xa1, t, o.len);
    }
    if (c.bad)
        w->bad = 1;
    else
        sf_dw_tlv(w, 0x30, b, c.len);
    sf_wipe(b, sizeof b);
}

sf_error sf_key_der_spki_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *pk)
{
    const sf_kt_info *i = sf_kt(kt);
    uint8_t b[SF_KEY_DER_MAX_BYTES];
    sf_dw c = {b, sizeof b, 0, 0}, w;
    size_t cap;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (i == NULL || pk == NULL) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_dw_algid(&c, i);
    sf_dw_bits(&c, 0x03, pk, i->pk_bytes);
    w = (sf_dw){out, cap, 0, c.bad};
    sf_dw_tlv(&w, 0x30, b, c.len);
    return sf_dw_finish(out, outlen, cap, &w);
}

sf_error sf_key_der_pkcs8_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *sk,
                                 const uint8_t *pk, int v2)
{
    const sf_kt_info *i = sf_kt(kt);
    uint8_t b[SF_KEY_DER_MAX_BYTES], inner[SF_KEY_DER_MAX_BYTES];
    sf_dw c = {b, sizeof b, 0, 0}, in = {inner, sizeof inner, 0, 0}, w;
    size_t cap;
    sf_error err;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (i == NULL || sk == NULL || ((i->ec || v2) && pk == NULL)) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (i->ec && v2) {
        memset(out, 0, cap);
        return SF_ERR_UNSUPPORTED;
    }
    sf_dw_version(&c, v2 ? 1 : 0);
    sf_dw_algid(&c, i);
    if (i->ec)
        sf_dw_ec_private(&in, i, sk, pk, 0);
    else
        sf_dw_tlv(&in, 0x04, sk, i->sk_bytes); /* CurvePrivateKey */
    c.bad |= in.bad;
    sf_dw_tlv(&c, 0x04, inner, in.len);
    if (v2)
        sf_dw_bits(&c, 0x81, pk, i->pk_bytes);
    w = (sf_dw){out, cap, 0, c.bad};
    sf_dw_tlv(&w, 0x30, b, c.len);
    err = sf_dw_finish(out, outlen, cap, &w);
    sf_wipe(b, sizeof b);
    sf_wipe(inner, sizeof inner);
    return err;
}

sf_error sf_key_der_sec1_encode(uint8_t *out, size_t *outlen, sf_keytype kt, const uint8_t *sk,
                                const uint8_t *pk)
{
    const sf_kt_info *i = sf_kt(kt);
    sf_dw w;
    size_t cap;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (i == NULL || sk == NULL || pk == NULL || !i->ec) {
        memset(out, 0, cap);
        return i != NULL && !i->ec ? SF_ERR_UNSUPPORTED : SF_ERR_INVALID_ARGUMENT;
    }
    w = (sf_dw){out, cap, 0, 0};
    sf_dw_ec_private(&w, i, sk, pk, 1);
    return sf_dw_finish(out, outlen, cap, &w);
}

/* ---- reading ------------------------------------------------------------------ */

/* A DER reader over p[0 .. len). */
typedef struct sf_dr {
    const uint8_t *p;
    size_t len, pos;
} sf_dr;

/* The next tag, or -1 at the end. */
static int sf_dr_peek(const sf_dr *r)
{
    return r->pos < r->len ? r->p[r->pos] : -1;
}

/* Read one element with the given tag: its content into *c. 1 on success;
 * 0 for another tag, a length not in its shortest definite form, or
 * content past the end. */
static int sf_dr_get(sf_dr *r, uint8_t tag, sf_dr *c)
{
    size_t p = r->pos, n;
    if (r->len - p < 2 || r->p[p] != tag)
        return 0;
    n = r->p[p + 1];
    p += 2;
    if (n == 0x81) {
        if (r->len - p < 1 || r->p[p] < 0x80)
            return 0;
        n = r->p[p++];
    } else if (n == 0x82) {
        if (r->len - p < 2 || r->p[p] == 0)
            return 0;
        n = ((size_t)r->p[p] << 8) | r->p[p + 1];
        p += 2;
        if (n < 256)
            return 0;
    } else if (n >= 0x80) {
        return 0; /* indefinite, or longer than this format ever needs */
    }
    if (n > r->len - p)
        return 0;
    c->p = r->p + p;
    c->len = n;
    c->pos = 0;
    r->pos = p + n;
    return 1;
}

static int sf_dr_done(const sf_dr *r)
{
    return r->pos == r->len;
}

/* INTEGER v, as the one content byte DER writes for 0 and 1. */
static int sf_dr_version(sf_dr *r, int *v)
{
    sf_dr c;
    if (!sf_dr_get(r, 0x02, &c) || c.len != 1 || c.p[0] > 1)
        return 0;
    *v = c.p[0];
    return 1;
}

/* The content of a BIT STRING with no unused bits. */
static int sf_dr_bits(sf_dr *r, uint8_t tag, sf_dr *c)
{
    if (!sf_dr_get(r, tag, c) || c->len < 1 || c->p[0] != 0)
        return 0;
    c->pos = 1;
    return 1;
}

/* The type of the OID content o (the curve for EC, the algorithm for
 * RFC 8410), SF_KT_NONE when unknown. */
static sf_keytype sf_dr_type_of(const sf_dr *o, int ec)
{
    for (unsigned k = 1; k < SF_KT_COUNT; k++) {
        const sf_kt_info *i = &sf_kt_table[k];
        if (i->ec == ec && i->oidlen == o->len && memcmp(i->oid, o->p, o->len) == 0)
            return (sf_keytype)k;
    }
    return SF_KT_NONE;
}

/*
 * The AlgorithmIdentifier: *kt the type. 0 for bad DER; 1 on success; -1
 * for a well-formed identifier of an algorithm that is not ours.
 */
static int sf_dr_algid(sf_dr *r, sf_keytype *kt)
{
    sf_dr a, o, c;
    if (!sf_dr_get(r, 0x30, &a) || !sf_dr_get(&a, 0x06, &o))
        return 0;
    if (o.len == sizeof sf_oid_ec_public_key &&
        memcmp(o.p, sf_oid_ec_public_key, o.len) == 0) {
        if (sf_dr_peek(&a) != 0x06)
            return sf_dr_peek(&a) == 0x30 ? -1 : 0; /* explicit parameters: not ours */
        if (!sf_dr_get(&a, 0x06, &c) || !sf_dr_done(&a))
            return 0;
        *kt = sf_dr_type_of(&c, 1);
    } else {
        if (!sf_dr_done(&a))
            return 0; /* RFC 8410: the parameters are absent */
        *kt = sf_dr_type_of(&o, 0);
    }
    return *kt == SF_KT_NONE ? -1 : 1;
}

/* The EC public key of a BIT STRING's content (after the 0 byte): 33 or
 * 65 bytes into pk. */
static int sf_dr_ec_point(const sf_dr *bits, uint8_t *pk, size_t *pklen)
{
    size_t n = bits->len - bits->pos;
    if (n != 33 && n != 65)
        return 0;
    memcpy(pk, bits->p + bits->pos, n);
    *pklen = n;
    return 1;
}

/* The public key of a BIT STRING for type kt. */
static int sf_dr_public(const sf_dr *bits, const sf_kt_info *i, uint8_t *pk, size_t *pklen)
{
    if (i->ec)
        return sf_dr_ec_point(bits, pk, pklen);
    if (bits->len - bits->pos != i->pk_bytes)
        return 0;
    memcpy(pk, bits->p + bits->pos, i->pk_bytes);
    *pklen = i->pk_bytes;
    return 1;
}

sf_error sf_key_der_spki_decode(sf_keytype *kt, uint8_t *pk, size_t *pklen, sf_keytype want,
                                const uint8_t *der, size_t derlen)
{
    sf_dr r = {der, derlen, 0}, s, bits;
    sf_keytype t = SF_KT_NONE;
    size_t cap;
    int a;
    if (kt != NULL)
        *kt = SF_KT_NONE;
    if (pklen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *pklen;
    *pklen = 0;
    if (kt == NULL || pk == NULL || (der == NULL && derlen != 0)) {
        if (pk != NULL)
            memset(pk, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    memset(pk, 0, cap);
    if (cap < 65)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_dr_get(&r, 0x30, &s) || !sf_dr_done(&r))
        return SF_ERR_INVALID_ENCODING;
    a = sf_dr_algid(&s, &t);
    if (a == 0)
        return SF_ERR_INVALID_ENCODING;
    if (a < 0 || (want != SF_KT_NONE && t != want))
        return SF_ERR_UNSUPPORTED;
    if (!sf_dr_bits(&s, 0x03, &bits) || !sf_dr_done(&s) ||
        !sf_dr_public(&bits, sf_kt(t), pk, pklen)) {
        memset(pk, 0, cap);
        *pklen = 0;
        return SF_ERR_INVALID_ENCODING;
    }
    *kt = t;
    return SF_OK;
}

/*
 * The ECPrivateKey at r for type kt (SF_KT_NONE: take it from its
 * parameters, which must then be present): sk, and the public key into
 * pk / *pklen (0 when absent). 0 on bad DER, -1 for another curve.
 */
static int sf_dr_ec_private(sf_dr *r, sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen)
{
    sf_dr e, d, x, o, bits;
    int v;
    sf_keytype t = *kt;
    if (!sf_dr_get(r, 0x30, &e) || !sf_dr_version(&e, &v) || v != 1 ||
        !sf_dr_get(&e, 0x04, &d) || d.len != 32)
        return 0;
    if (sf_dr_peek(&e) == 0xa0) {
        sf_keytype pt;
        if (!sf_dr_get(&e, 0xa0, &x))
            return 0;
        if (sf_dr_peek(&x) != 0x06)
            return sf_dr_peek(&x) == 0x30 ? -1 : 0; /* explicit curve: not ours */
        if (!sf_dr_get(&x, 0x06, &o) || !sf_dr_done(&x))
            return 0;
        pt = sf_dr_type_of(&o, 1);
        if (pt == SF_KT_NONE || (t != SF_KT_NONE && pt != t))
            return -1;
        t = pt;
    }
    if (t == SF_KT_NONE)
        return 0; /* no curve anywhere */
    *pklen = 0;
    if (sf_dr_peek(&e) == 0xa1) {
        if (!sf_dr_get(&e, 0xa1, &x) || !sf_dr_bits(&x, 0x03, &bits) || !sf_dr_done(&x) ||
            !sf_dr_ec_point(&bits, pk, pklen))
            return 0;
    }
    if (!sf_dr_done(&e))
        return 0;
    memcpy(sk, d.p, 32);
    *kt = t;
    return 1;
}

/* Common entry checks of the two private-key decoders. */
static sf_error sf_key_der_private_start(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                         const uint8_t *der, size_t derlen)
{
    if (kt != NULL)
        *kt = SF_KT_NONE;
    if (sk != NULL)
        memset(sk, 0, 57);
    if (pk != NULL)
        memset(pk, 0, 65);
    if (pklen != NULL)
        *pklen = 0;
    if (kt == NULL || sk == NULL || pk == NULL || pklen == NULL || (der == NULL && derlen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    return SF_OK;
}

static sf_error sf_key_der_private_fail(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                        sf_error err)
{
    *kt = SF_KT_NONE;
    sf_wipe(sk, 57);
    memset(pk, 0, 65);
    *pklen = 0;
    return err;
}

sf_error sf_key_der_pkcs8_decode(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                 sf_keytype want, const uint8_t *der, size_t derlen)
{
    sf_dr r = {der, derlen, 0}, s, oct, cpk, attrs, bits;
    sf_keytype t = SF_KT_NONE;
    const sf_kt_info *i;
    int v, a;
    sf_error err = sf_key_der_private_start(kt, sk, pk, pklen, der, derlen);
    if (err != SF_OK)
        return err;
    if (!sf_dr_get(&r, 0x30, &s) || !sf_dr_done(&r) || !sf_dr_version(&s, &v))
        return SF_ERR_INVALID_ENCODING;
    a = sf_dr_algid(&s, &t);
    if (a == 0)
        return SF_ERR_INVALID_ENCODING;
    if (a < 0 || (want != SF_KT_NONE && t != want))
        return SF_ERR_UNSUPPORTED;
    i = sf_kt(t);
    if (!sf_dr_get(&s, 0x04, &oct))
        return SF_ERR_INVALID_ENCODING;
    if (i->ec) {
        a = sf_dr_ec_private(&oct, &t, sk, pk, pklen);
        if (a <= 0)
            return sf_key_der_private_fail(kt, sk, pk, pklen,
                                           a < 0 ? SF_ERR_UNSUPPORTED : SF_ERR_INVALID_ENCODING);
    } else {
        if (!sf_dr_get(&oct, 0x04, &cpk) || cpk.len != i->sk_bytes)
            return SF_ERR_INVALID_ENCODING;
        memcpy(sk, cpk.p, i->sk_bytes);
    }
    if (!sf_dr_done(&oct))
        return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_INVALID_ENCODING);
    if (sf_dr_peek(&s) == 0xa0 && !sf_dr_get(&s, 0xa0, &attrs))
        return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_INVALID_ENCODING);
    if (sf_dr_peek(&s) == 0x81) {
        uint8_t pk2[65];
        size_t pk2len = 0;
        if (v != 1 || !sf_dr_bits(&s, 0x81, &bits) || !sf_dr_public(&bits, i, pk2, &pk2len))
            return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_INVALID_ENCODING);
        if (*pklen != 0 && (*pklen != pk2len || memcmp(pk, pk2, pk2len) != 0))
            return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_KEY_MISMATCH);
        memcpy(pk, pk2, pk2len);
        *pklen = pk2len;
    }
    if (!sf_dr_done(&s))
        return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_INVALID_ENCODING);
    *kt = t;
    return SF_OK;
}

sf_error sf_key_der_sec1_decode(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                sf_keytype want, const uint8_t *der, size_t derlen)
{
    sf_dr r = {der, derlen, 0};
    sf_keytype t = want;
    int a;
    sf_error err = sf_key_der_private_start(kt, sk, pk, pklen, der, derlen);
    if (err != SF_OK)
        return err;
    if (want != SF_KT_NONE && !sf_keytype_is_ec(want))
        return SF_ERR_UNSUPPORTED;
    a = sf_dr_ec_private(&r, &t, sk, pk, pklen);
    if (a <= 0 || !sf_dr_done(&r))
        return sf_key_der_private_fail(kt, sk, pk, pklen,
                                       a < 0 ? SF_ERR_UNSUPPORTED : SF_ERR_INVALID_ENCODING);
    if (want != SF_KT_NONE && t != want)
        return sf_key_der_private_fail(kt, sk, pk, pklen, SF_ERR_UNSUPPORTED);
    *kt = t;
    return SF_OK;
}

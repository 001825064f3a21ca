/*
 * JSON Web Keys; contract in jwk.h.
 */
#include "proto/keys/jwk.h"

#include <string.h>

#include "proto/keys/base64.h"

static const struct {
    sf_keytype kt;
    const char *kty, *crv;
} sf_jwk_names[] = {
    {SF_KT_P256, "EC", "P-256"},       {SF_KT_SECP256K1, "EC", "secp256k1"},
    {SF_KT_X25519, "OKP", "X25519"},   {SF_KT_X448, "OKP", "X448"},
    {SF_KT_ED25519, "OKP", "Ed25519"}, {SF_KT_ED448, "OKP", "Ed448"},
};
#define SF_JWK_NAMES (sizeof sf_jwk_names / sizeof sf_jwk_names[0])

/* ---- writing ------------------------------------------------------------ */

typedef struct sf_jw {
    char *p;
    size_t cap, len;
    int bad;
} sf_jw;

static void sf_jw_text(sf_jw *w, const char *s)
{
    size_t n = strlen(s);
    if (w->bad || n > w->cap - w->len) {
        w->bad = 1;
        return;
    }
    memcpy(w->p + w->len, s, n);
    w->len += n;
}

/* ,"name":"<base64url of b>" (no comma for the first member) */
static void sf_jw_b64(sf_jw *w, const char *name, const uint8_t *b, size_t n)
{
    sf_jw_text(w, ",\"");
    sf_jw_text(w, name);
    sf_jw_text(w, "\":\"");
    if (w->bad || SF_B64_UNPADDED_LEN(n) + 1 > w->cap - w->len) {
        w->bad = 1;
        return;
    }
    w->len += sf_b64_encode(w->p + w->len, b, n, SF_B64_URL, 0);
    sf_jw_text(w, "\"");
}

sf_error sf_jwk_encode(char *out, size_t *outlen, sf_keytype kt, const uint8_t *pk,
                       const uint8_t *sk)
{
    size_t cap, k, coord;
    sf_jw w;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    for (k = 0; k < SF_JWK_NAMES && sf_jwk_names[k].kt != kt; k++)
        ;
    if (k == SF_JWK_NAMES || pk == NULL) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    w = (sf_jw){out, cap, 0, 0};
    sf_jw_text(&w, "{\"kty\":\"");
    sf_jw_text(&w, sf_jwk_names[k].kty);
    sf_jw_text(&w, "\",\"crv\":\"");
    sf_jw_text(&w, sf_jwk_names[k].crv);
    sf_jw_text(&w, "\"");
    if (sf_keytype_is_ec(kt)) {
        coord = (sf_keytype_public_bytes(kt) - 1) / 2;
        sf_jw_b64(&w, "x", pk + 1, coord);
        sf_jw_b64(&w, "y", pk + 1 + coord, coord);
    } else {
        sf_jw_b64(&w, "x", pk, sf_keytype_public_bytes(kt));
    }
    if (sk != NULL)
        sf_jw_b64(&w, "d", sk, sf_keytype_secret_bytes(kt));
    sf_jw_text(&w, "}");
    if (w.bad) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    *outlen = w.len;
    return SF_OK;
}

/* ---- reading ------------------------------------------------------------------ */

typedef struct sf_jr {
    const char *p;
    size_t len, pos;
} sf_jr;

static void sf_jr_space(sf_jr *r)
{
    while (r->pos < r->len && (r->p[r->pos] == ' ' || r->p[r->pos] == '\t' ||
                               r->p[r->pos] == '\n' || r->p[r->pos] == '\r'))
        r->pos++;
}

/* Consume the character c (after blanks); 1 if it was there. */
static int sf_jr_char(sf_jr *r, char c)
{
    sf_jr_space(r);
    if (r->pos < r->len && r->p[r->pos] == c) {
        r->pos++;
        return 1;
    }
    return 0;
}

/*
 * A string at r: *s, *n its content (between the quotes). `raw`: escapes
 * are refused and the end is found by '"' alone, through the declassified
 * test (the values we read, "d" among them); else escapes are skipped (the
 * members we ignore, and the names).
 */
static int sf_jr_string(sf_jr *r, const char **s, size_t *n, int raw)
{
    size_t p;
    if (!sf_jr_char(r, '"'))
        return 0;
    p = r->pos;
    for (; p < r->len; p++) {
        uint8_t c = (uint8_t)r->p[p];
        if (raw) {
            if (sf_b64_is_delimiter(c, '"'))
                break;
            if (sf_b64_is_delimiter(c, '\\'))
                return 0;
            continue;
        }
        if (c == '"')
            break;
        if (c < 0x20)
            return 0;
        if (c == '\\' && ++p == r->len)
            return 0;
    }
    if (p == r->len)
        return 0;
    *s = r->p + r->pos;
    *n = p - r->pos;
    r->pos = p + 1;
    return 1;
}

/* Skip any JSON value (depth-limited), for the members we ignore. */
static int sf_jr_skip(sf_jr *r, int depth)
{
    const char *s;
    size_t n;
    char c;
    sf_jr_space(r);
    if (r->pos == r->len || depth > 16)
        return 0;
    c = r->p[r->pos];
    if (c == '"')
        return sf_jr_string(r, &s, &n, 0);
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        r->pos++;
        if (sf_jr_char(r, close))
            return 1;
        do {
            if (c == '{' && (!sf_jr_string(r, &s, &n, 0) || !sf_jr_char(r, ':')))
                return 0;
            if (!sf_jr_skip(r, depth + 1))
                return 0;
        } while (sf_jr_char(r, ','));
        return sf_jr_char(r, close);
    }
    /* a number, true, false or null: its characters */
    n = r->pos;
    while (r->pos < r->len && (strchr("0123456789+-.eEtruefalsn", r->p[r->pos]) != NULL) &&
           r->p[r->pos] != '\0')
        r->pos++;
    return r->pos > n;
}

static int sf_jr_is(const char *s, size_t n, const char *want)
{
    return n == strlen(want) && memcmp(s, want, n) == 0;
}

/* Decode the base64url value s[0 .. n) of exactly `bytes` bytes into out. */
static int sf_jr_b64(uint8_t *out, size_t bytes, const char *s, size_t n)
{
    size_t outlen = bytes;
    if (n != SF_B64_UNPADDED_LEN(bytes))
        return 0;
    return sf_b64_decode(out, &outlen, s, n, SF_B64_URL, 0, 0) == SF_OK && outlen == bytes;
}

sf_error sf_jwk_decode(sf_keytype *kt, uint8_t *pk, uint8_t *sk, int *has_sk, sf_keytype want,
                       const char *in, size_t inlen)
{
    enum { KTY, CRV, X, Y, D, NMEMBERS };
    static const char *const names[NMEMBERS] = {"kty", "crv", "x", "y", "d"};
    const char *val[NMEMBERS] = {NULL};
    size_t vlen[NMEMBERS] = {0}, k, coord, pkb;
    sf_jr r = {in, inlen, 0};
    sf_keytype t;
    int ec;
    if (kt != NULL)
        *kt = SF_KT_NONE;
    if (has_sk != NULL)
        *has_sk = 0;
    if (pk != NULL)
        memset(pk, 0, 65);
    if (sk != NULL)
        memset(sk, 0, 57);
    if (kt == NULL || pk == NULL || sk == NULL || has_sk == NULL || (in == NULL && inlen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_jr_char(&r, '{'))
        return SF_ERR_INVALID_ENCODING;
    if (!sf_jr_char(&r, '}')) {
        do {
            const char *name;
            size_t nlen;
            int m = -1;
            if (!sf_jr_string(&r, &name, &nlen, 0) || !sf_jr_char(&r, ':'))
                return SF_ERR_INVALID_ENCODING;
            for (int i = 0; i < NMEMBERS; i++)
                if (sf_jr_is(name, nlen, names[i]))
                    m = i;
            if (m < 0) {
                if (!sf_jr_skip(&r, 0))
                    return SF_ERR_INVALID_ENCODING;
                continue;
            }
            if (val[m] != NULL || !sf_jr_string(&r, &val[m], &vlen[m], 1))
                return SF_ERR_INVALID_ENCODING; /* a duplicate, or not a plain string */
        } while (sf_jr_char(&r, ','));
        if (!sf_jr_char(&r, '}'))
            return SF_ERR_INVALID_ENCODING;
    }
    sf_jr_space(&r);
    if (r.pos != r.len || val[KTY] == NULL || val[CRV] == NULL || val[X] == NULL)
        return SF_ERR_INVALID_ENCODING;
    for (k = 0; k < SF_JWK_NAMES; k++)
        if (sf_jr_is(val[KTY], vlen[KTY], sf_jwk_names[k].kty) &&
            sf_jr_is(val[CRV], vlen[CRV], sf_jwk_names[k].crv))
            break;
    if (k == SF_JWK_NAMES)
        return SF_ERR_UNSUPPORTED;
    t = sf_jwk_names[k].kt;
    if (want != SF_KT_NONE && t != want)
        return SF_ERR_UNSUPPORTED;
    ec = sf_keytype_is_ec(t);
    pkb = sf_keytype_public_bytes(t);
    if (ec) {
        coord = (pkb - 1) / 2;
        pk[0] = 0x04;
        if (val[Y] == NULL || !sf_jr_b64(pk + 1, coord, val[X], vlen[X]) ||
            !sf_jr_b64(pk + 1 + coord, coord, val[Y], vlen[Y]))
            goto bad;
    } else if (val[Y] != NULL || !sf_jr_b64(pk, pkb, val[X], vlen[X])) {
        goto bad;
    }
    if (val[D] != NULL) {
        if (!sf_jr_b64(sk, sf_keytype_secret_bytes(t), val[D], vlen[D]))
            goto bad;
        *has_sk = 1;
    }
    *kt = t;
    return SF_OK;
bad:
    memset(pk, 0, 65);
    sf_wipe(sk, 57);
    *has_sk = 0;
    return SF_ERR_INVALID_ENCODING;
}

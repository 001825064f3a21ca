/*
 * The uniform layer's key formats (contract in include/snowfield/snowfield.h,
 * "Formats"): the algorithms' raw keys in and out of the codecs of
 * src/proto/keys/, with every check the codecs leave to the curve (the
 * secret's range, the point, a stored public key that must match).
 *
 * Layer: api.
 */
#include <string.h>

#include "api/api_internal.h"
#include "proto/keys/jwk.h"
#include "proto/keys/key_der.h"
#include "proto/keys/pem.h"
#include "snowfield/p256.h"
#include "snowfield/secp256k1.h"
#include "snowfield/snowfield.h"

/* The standard key type of an algorithm; SF_KT_NONE when it has none. */
static sf_keytype sf_api_keytype(sf_alg alg)
{
    switch (alg) {
    case SF_ALG_P256:
        return SF_KT_P256;
    case SF_ALG_SECP256K1:
        return SF_KT_SECP256K1;
    default:
        return SF_KT_NONE;
    }
}

static sf_alg sf_api_alg_of(sf_keytype kt)
{
    switch (kt) {
    case SF_KT_P256:
        return SF_ALG_P256;
    case SF_KT_SECP256K1:
        return SF_ALG_SECP256K1;
    default:
        return SF_ALG_NONE;
    }
}

/* The SPKI form of a raw public key (EC: 65 bytes uncompressed). */
static sf_error sf_api_spki_form(uint8_t out[65], sf_alg alg, const uint8_t *pk)
{
    if (alg == SF_ALG_SECP256K1)
        return sf_secp256k1_public_key_convert(out, 65, pk, SF_SECP256K1_PUBLIC_KEY_BYTES);
    memcpy(out, pk, sf_alg_public_key_bytes(alg));
    return SF_OK;
}

/* Copy n bytes to out under the capacity convention. */
static sf_error sf_api_out(uint8_t *out, size_t *outlen, size_t cap, const uint8_t *b, size_t n)
{
    if (n > cap) {
        memset(out, 0, cap);
        *outlen = 0;
        return SF_ERR_INVALID_ARGUMENT;
    }
    memcpy(out, b, n);
    *outlen = n;
    return SF_OK;
}

/* The DER or PEM of a structure already in der[0 .. derlen). */
static sf_error sf_api_armour(uint8_t *out, size_t *outlen, size_t cap, const uint8_t *der,
                              size_t derlen, const char *label, int pem)
{
    size_t n = cap;
    sf_error err;
    if (!pem)
        return sf_api_out(out, outlen, cap, der, derlen);
    err = sf_pem_encode((char *)out, &n, label, der, derlen);
    *outlen = err == SF_OK ? n : 0;
    return err;
}

sf_error sf_skey_export(uint8_t *out, size_t *outlen, const sf_skey *key, sf_format fmt)
{
    uint8_t der[SF_KEY_DER_MAX_BYTES], pk[65];
    size_t cap, derlen = sizeof der;
    sf_keytype kt;
    sf_error err;
    int pem = fmt == SF_FORMAT_PEM || fmt == SF_FORMAT_SEC1_PEM || fmt == SF_FORMAT_PKCS8V2_PEM;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(out, 0, cap);
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_api_alg_known(key->alg) || fmt < SF_FORMAT_RAW || fmt > SF_FORMAT_PKCS8V2_PEM)
        return SF_ERR_UNSUPPORTED;
    if (fmt == SF_FORMAT_RAW) {
        *outlen = cap;
        return sf_skey_raw(out, outlen, key);
    }
    kt = sf_api_keytype(key->alg);
    if (kt == SF_KT_NONE)
        return SF_ERR_UNSUPPORTED;
    err = sf_api_spki_form(pk, key->alg, key->pk);
    if (err != SF_OK)
        return err;
    if (fmt == SF_FORMAT_JWK) {
        size_t n = cap;
        err = sf_jwk_encode((char *)out, &n, kt, pk, key->sk);
        *outlen = err == SF_OK ? n : 0;
        return err;
    }
    if (fmt == SF_FORMAT_SEC1_DER || fmt == SF_FORMAT_SEC1_PEM)
        err = sf_key_der_sec1_encode(der, &derlen, kt, key->sk, pk);
    else
        err = sf_key_der_pkcs8_encode(der, &derlen, kt, key->sk, pk,
                                      fmt == SF_FORMAT_PKCS8V2_DER || fmt == SF_FORMAT_PKCS8V2_PEM);
    if (err == SF_OK)
        err = sf_api_armour(out, outlen, cap, der, derlen,
                            fmt == SF_FORMAT_SEC1_PEM ? "EC PRIVATE KEY" : "PRIVATE KEY", pem);
    sf_wipe(der, sizeof der);
    return err;
}

sf_error sf_pkey_export(uint8_t *out, size_t *outlen, const sf_pkey *pk, sf_format fmt)
{
    uint8_t der[SF_KEY_DER_MAX_BYTES], p[65];
    size_t cap, derlen = sizeof der, n;
    sf_keytype kt;
    sf_error err;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(out, 0, cap);
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_api_alg_known(pk->alg))
        return SF_ERR_UNSUPPORTED;
    if (fmt == SF_FORMAT_RAW) {
        *outlen = cap;
        return sf_pkey_raw(out, outlen, pk);
    }
    kt = sf_api_keytype(pk->alg);
    if (kt == SF_KT_NONE || (fmt != SF_FORMAT_DER && fmt != SF_FORMAT_PEM && fmt != SF_FORMAT_JWK))
        return SF_ERR_UNSUPPORTED;
    err = sf_api_spki_form(p, pk->alg, pk->pk);
    if (err != SF_OK)
        return err;
    if (fmt == SF_FORMAT_JWK) {
        n = cap;
        err = sf_jwk_encode((char *)out, &n, kt, p, NULL);
        *outlen = err == SF_OK ? n : 0;
        return err;
    }
    err = sf_key_der_spki_encode(der, &derlen, kt, p);
    if (err != SF_OK)
        return err;
    return sf_api_armour(out, outlen, cap, der, derlen, "PUBLIC KEY", fmt == SF_FORMAT_PEM);
}

/* The kinds of input sf_skey_import and sf_pkey_import tell apart. */
typedef enum { SF_IN_PEM, SF_IN_DER, SF_IN_JWK, SF_IN_UNKNOWN } sf_api_input;

static sf_api_input sf_api_input_kind(const uint8_t *in, size_t inlen)
{
    size_t i = 0;
    if (inlen > 0 && in[0] == 0x30)
        return SF_IN_DER;
    while (i < inlen && (in[i] == ' ' || in[i] == '\t' || in[i] == '\n' || in[i] == '\r'))
        i++;
    if (i < inlen && in[i] == '{')
        return SF_IN_JWK;
    return (inlen > 0 && (in[0] == '-' || sf_pem_has_block("PRIVATE KEY", (const char *)in, inlen) ||
                          sf_pem_has_block("EC PRIVATE KEY", (const char *)in, inlen) ||
                          sf_pem_has_block("PUBLIC KEY", (const char *)in, inlen) ||
                          sf_pem_has_block("ENCRYPTED PRIVATE KEY", (const char *)in, inlen)))
               ? SF_IN_PEM
               : SF_IN_UNKNOWN;
}

/* A secret key from what a container gave: kt, sk, and a public key
 * (pklen 0 when none) that must be sk's. */
static sf_error sf_api_key_from(sf_skey *key, sf_keytype kt, const uint8_t *sk, const uint8_t *pk,
                                size_t pklen)
{
    sf_alg alg = sf_api_alg_of(kt);
    sf_pkey given;
    sf_error err;
    if (alg == SF_ALG_NONE)
        return SF_ERR_UNSUPPORTED;
    err = sf_skey_from_raw(key, alg, sk, sf_alg_secret_key_bytes(alg));
    if (err != SF_OK || pklen == 0)
        return err;
    err = sf_pkey_from_raw(&given, alg, pk, pklen);
    if (err == SF_OK && !sf_memeq(given.pk, key->pk, sf_alg_public_key_bytes(alg)))
        err = SF_ERR_KEY_MISMATCH; /* public keys: a public verdict */
    if (err != SF_OK)
        sf_skey_wipe(key);
    return err;
}

/* The private key's DER (PKCS#8, else SEC1) into kt, sk, pk. */
static sf_error sf_api_private_der(sf_keytype *kt, uint8_t *sk, uint8_t *pk, size_t *pklen,
                                   sf_keytype want, const uint8_t *der, size_t derlen)
{
    sf_error err = sf_key_der_pkcs8_decode(kt, sk, pk, pklen, want, der, derlen);
    if (err == SF_ERR_INVALID_ENCODING)
        err = sf_key_der_sec1_decode(kt, sk, pk, pklen, want, der, derlen);
    return err;
}

sf_error sf_skey_import(sf_skey *key, sf_alg alg, const uint8_t *in, size_t inlen)
{
    uint8_t der[1024], sk[57], pk[65];
    size_t derlen = sizeof der, pklen = 0;
    sf_keytype kt = SF_KT_NONE, want;
    sf_error err;
    int has_sk = 0;
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    sf_wipe(key, sizeof *key);
    if (in == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (alg != SF_ALG_NONE && !sf_api_alg_known(alg))
        return SF_ERR_UNSUPPORTED;
    want = sf_api_keytype(alg);
    if (alg != SF_ALG_NONE && want == SF_KT_NONE)
        return SF_ERR_UNSUPPORTED; /* FourQ, Snowshoe: raw keys only */
    switch (sf_api_input_kind(in, inlen)) {
    case SF_IN_DER:
        err = sf_api_private_der(&kt, sk, pk, &pklen, want, in, inlen);
        break;
    case SF_IN_JWK:
        err = sf_jwk_decode(&kt, pk, sk, &has_sk, want, (const char *)in, inlen);
        pklen = sf_keytype_public_bytes(kt);
        if (err == SF_OK && !has_sk)
            err = SF_ERR_UNSUPPORTED; /* a public JWK */
        break;
    case SF_IN_PEM:
        err = sf_pem_decode(der, &derlen, "PRIVATE KEY", (const char *)in, inlen);
        if (err == SF_ERR_UNSUPPORTED) {
            derlen = sizeof der;
            err = sf_pem_decode(der, &derlen, "EC PRIVATE KEY", (const char *)in, inlen);
        }
        if (err == SF_OK)
            err = sf_api_private_der(&kt, sk, pk, &pklen, want, der, derlen);
        break;
    default:
        err = SF_ERR_INVALID_ENCODING;
        break;
    }
    if (err == SF_OK)
        err = sf_api_key_from(key, kt, sk, pk, pklen);
    sf_wipe(der, sizeof der);
    sf_wipe(sk, sizeof sk);
    return err;
}

sf_error sf_pkey_import(sf_pkey *pk, sf_alg alg, const uint8_t *in, size_t inlen)
{
    uint8_t der[1024], p[65], sk[57];
    size_t derlen = sizeof der, plen = sizeof p;
    sf_keytype kt = SF_KT_NONE, want;
    sf_error err;
    int has_sk = 0;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(pk, 0, sizeof *pk);
    if (in == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (alg != SF_ALG_NONE && !sf_api_alg_known(alg))
        return SF_ERR_UNSUPPORTED;
    want = sf_api_keytype(alg);
    if (alg != SF_ALG_NONE && want == SF_KT_NONE)
        return SF_ERR_UNSUPPORTED;
    switch (sf_api_input_kind(in, inlen)) {
    case SF_IN_DER:
        err = sf_key_der_spki_decode(&kt, p, &plen, want, in, inlen);
        if (err == SF_ERR_INVALID_ENCODING) {
            /* a secret key's DER: its public key */
            sf_skey key;
            if (sf_skey_import(&key, alg, in, inlen) == SF_OK) {
                err = sf_public_key(pk, &key);
                sf_skey_wipe(&key);
                return err;
            }
        }
        break;
    case SF_IN_JWK:
        err = sf_jwk_decode(&kt, p, sk, &has_sk, want, (const char *)in, inlen);
        plen = sf_keytype_public_bytes(kt);
        break;
    case SF_IN_PEM:
        err = sf_pem_decode(der, &derlen, "PUBLIC KEY", (const char *)in, inlen);
        if (err == SF_OK) {
            err = sf_key_der_spki_decode(&kt, p, &plen, want, der, derlen);
        } else if (err == SF_ERR_UNSUPPORTED) {
            /* a secret key's file: its public key */
            sf_skey key;
            err = sf_skey_import(&key, alg, in, inlen);
            if (err == SF_OK)
                err = sf_public_key(pk, &key);
            sf_skey_wipe(&key);
            return err;
        }
        break;
    default:
        err = SF_ERR_INVALID_ENCODING;
        break;
    }
    sf_wipe(sk, sizeof sk);
    if (err != SF_OK)
        return err;
    if (sf_api_alg_of(kt) == SF_ALG_NONE)
        return SF_ERR_UNSUPPORTED;
    return sf_pkey_from_raw(pk, sf_api_alg_of(kt), p, plen);
}

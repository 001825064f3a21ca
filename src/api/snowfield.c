/*
 * The uniform layer: keys, agreement and signatures for every algorithm;
 * contract in include/snowfield/snowfield.h. The formats are in
 * api_formats.c.
 *
 * Layer: api (above proto). Each function checks its arguments, then
 * dispatches on the algorithm to the curve's public API; the per-curve
 * errors pass through unchanged. Secrets on the stack are wiped before
 * return.
 */
#include "snowfield/snowfield.h"

#include <string.h>

#include "api/api_internal.h"
#include "common/ct_check.h"
#include "snowfield/fourq.h"
#include "snowfield/hash.h"
#include "snowfield/p256.h"
#include "snowfield/secp256k1.h"
#include "snowfield/snowshoe.h"

typedef struct sf_alg_info {
    const char *name;
    size_t sk, pk, shared, sig;
} sf_alg_info;

static const sf_alg_info sf_algs[] = {
    {"none", 0, 0, 0, 0},
    {"p256", SF_P256_SECRET_KEY_BYTES, SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES,
     SF_P256_SHARED_SECRET_BYTES, SF_P256_SIGNATURE_BYTES},
    {"secp256k1", SF_SECP256K1_SECRET_KEY_BYTES, SF_SECP256K1_PUBLIC_KEY_BYTES,
     SF_SECP256K1_SHARED_SECRET_BYTES, SF_SECP256K1_SIGNATURE_BYTES},
    {"fourq", SF_FOURQ_SECRET_KEY_BYTES, SF_FOURQ_COMPRESSED_BYTES, SF_FOURQ_SHARED_SECRET_BYTES,
     SF_FOURQ_SIGNATURE_BYTES},
    {"snowshoe", SF_SNOWSHOE_SECRET_KEY_BYTES, SF_SNOWSHOE_PUBLIC_KEY_BYTES,
     SF_SNOWSHOE_SHARED_SECRET_BYTES, SF_SNOWSHOE_SIGNATURE_BYTES},
};
#define SF_ALG_COUNT (sizeof sf_algs / sizeof sf_algs[0])

/* The table's sizes fit the SF_MAX_ macros. */
typedef char sf_api_max_sizes_fit[(SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES <= SF_MAX_PUBLIC_KEY_BYTES &&
                                   SF_SNOWSHOE_SIGNATURE_BYTES <= SF_MAX_SIGNATURE_BYTES &&
                                   SF_SNOWSHOE_SHARED_SECRET_BYTES <= SF_MAX_SHARED_SECRET_BYTES)
                                      ? 1
                                      : -1];

static const sf_alg_info *sf_alg_get(sf_alg alg)
{
    return ((unsigned)alg < SF_ALG_COUNT && alg != SF_ALG_NONE) ? &sf_algs[alg] : NULL;
}

int sf_api_alg_known(sf_alg alg)
{
    return sf_alg_get(alg) != NULL;
}

const char *sf_alg_name(sf_alg alg)
{
    const sf_alg_info *i = sf_alg_get(alg);
    return i == NULL ? "none" : i->name;
}

sf_alg sf_alg_from_name(const char *name)
{
    if (name == NULL)
        return SF_ALG_NONE;
    for (unsigned a = 1; a < SF_ALG_COUNT; a++)
        if (strcmp(name, sf_algs[a].name) == 0)
            return (sf_alg)a;
    return SF_ALG_NONE;
}

size_t sf_alg_secret_key_bytes(sf_alg alg)
{
    const sf_alg_info *i = sf_alg_get(alg);
    return i == NULL ? 0 : i->sk;
}

size_t sf_alg_public_key_bytes(sf_alg alg)
{
    const sf_alg_info *i = sf_alg_get(alg);
    return i == NULL ? 0 : i->pk;
}

size_t sf_alg_shared_secret_bytes(sf_alg alg)
{
    const sf_alg_info *i = sf_alg_get(alg);
    return i == NULL ? 0 : i->shared;
}

size_t sf_alg_signature_bytes(sf_alg alg)
{
    const sf_alg_info *i = sf_alg_get(alg);
    return i == NULL ? 0 : i->sig;
}

void sf_skey_wipe(sf_skey *key)
{
    if (key != NULL)
        sf_wipe(key, sizeof *key);
}

/* ---- keys ------------------------------------------------------------------- */

/* The scalar that FourQ's and Snowshoe's agreement use: the one their
 * signature keys hold (snowfield.h, "Keys"). */
static sf_error sf_api_kex_scalar(uint8_t s[32], sf_alg alg, const uint8_t sk[32])
{
    uint8_t h[64];
    sf_error err;
    if (alg == SF_ALG_FOURQ)
        err = sf_sha512(h, sk, 32); /* SchnorrQ: the low 32 bytes, used mod N */
    else
        err = sf_blake2b(h, sizeof h, NULL, 0, sk, 32);
    memcpy(s, h, 32);
    sf_wipe(h, sizeof h);
    if (err == SF_OK && alg == SF_ALG_SNOWSHOE)
        err = sf_snowshoe_secret_gen(s);
    if (err != SF_OK)
        sf_wipe(s, 32);
    return err;
}

sf_error sf_api_public_of(uint8_t *pk, sf_alg alg, const uint8_t *sk)
{
    switch (alg) {
    case SF_ALG_P256:
        return sf_p256_public_key(pk, SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES, sk);
    case SF_ALG_SECP256K1:
        return sf_secp256k1_public_key(pk, sk);
    case SF_ALG_FOURQ:
        return sf_fourq_schnorrq_public_key(pk, sk);
    case SF_ALG_SNOWSHOE:
        return sf_snowshoe_sign_public_key(pk, sk);
    default:
        return SF_ERR_UNSUPPORTED;
    }
}

sf_error sf_skey_from_raw(sf_skey *key, sf_alg alg, const uint8_t *sk, size_t sklen)
{
    const sf_alg_info *i = sf_alg_get(alg);
    sf_error err;
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    sf_wipe(key, sizeof *key);
    if (i == NULL)
        return SF_ERR_UNSUPPORTED;
    if (sk == NULL || sklen != i->sk)
        return SF_ERR_INVALID_ARGUMENT;
    memcpy(key->sk, sk, i->sk);
    err = sf_api_public_of(key->pk, alg, key->sk);
    if (err != SF_OK) {
        sf_wipe(key, sizeof *key);
        return err;
    }
    /* the public key is public by design (sf_kex orders by it) */
    SF_CT_PUBLIC(key->pk, sizeof key->pk);
    key->alg = alg;
    return SF_OK;
}

sf_error sf_keygen(sf_skey *key, sf_alg alg, const sf_rng *rng)
{
    const sf_alg_info *i = sf_alg_get(alg);
    uint8_t sk[SF_MAX_SECRET_KEY_BYTES];
    sf_error err = SF_ERR_INVALID_SCALAR;
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    sf_wipe(key, sizeof *key);
    if (i == NULL)
        return SF_ERR_UNSUPPORTED;
    /* a random string is a valid key except with probability < 2^-128
     * (a scalar of 0 or >= n); draw again then */
    for (int tries = 0; tries < 4 && err == SF_ERR_INVALID_SCALAR; tries++) {
        err = sf_random(rng, sk, i->sk);
        if (err == SF_OK)
            err = sf_skey_from_raw(key, alg, sk, i->sk);
    }
    sf_wipe(sk, sizeof sk);
    return err;
}

sf_error sf_public_key(sf_pkey *pk, const sf_skey *key)
{
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(pk, 0, sizeof *pk);
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_api_alg_known(key->alg))
        return SF_ERR_UNSUPPORTED;
    pk->alg = key->alg;
    memcpy(pk->pk, key->pk, sizeof pk->pk);
    return SF_OK;
}

sf_error sf_pkey_from_raw(sf_pkey *pk, sf_alg alg, const uint8_t *raw, size_t rawlen)
{
    const sf_alg_info *i = sf_alg_get(alg);
    sf_error err;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(pk, 0, sizeof *pk);
    if (i == NULL)
        return SF_ERR_UNSUPPORTED;
    if (raw == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    switch (alg) {
    case SF_ALG_P256:
        err = sf_p256_public_key_convert(pk->pk, i->pk, raw, rawlen);
        break;
    case SF_ALG_SECP256K1:
        err = sf_secp256k1_public_key_convert(pk->pk, i->pk, raw, rawlen);
        break;
    case SF_ALG_FOURQ: {
        /* a valid SchnorrQ key is one the verifier takes: check it by a
         * verification, whose only possible key errors are the key's */
        static const uint8_t zero_sig[SF_FOURQ_SIGNATURE_BYTES] = {0};
        if (rawlen != i->pk)
            return SF_ERR_INVALID_ARGUMENT;
        err = sf_fourq_schnorrq_verify(zero_sig, raw, NULL, 0);
        err = err == SF_ERR_INVALID_SIGNATURE ? SF_OK : err;
        if (err == SF_OK)
            memcpy(pk->pk, raw, i->pk);
        break;
    }
    default: /* SF_ALG_SNOWSHOE */
        if (rawlen != i->pk)
            return SF_ERR_INVALID_ARGUMENT;
        err = sf_snowshoe_point_validate(raw);
        if (err == SF_OK)
            memcpy(pk->pk, raw, i->pk);
        break;
    }
    if (err != SF_OK) {
        memset(pk, 0, sizeof *pk);
        return err;
    }
    pk->alg = alg;
    return SF_OK;
}

/* out[0 .. n) = b, under the capacity convention. */
static sf_error sf_api_put(uint8_t *out, size_t *outlen, const uint8_t *b, size_t n)
{
    size_t cap;
    if (outlen == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    cap = *outlen;
    *outlen = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (b == NULL || n > cap) {
        memset(out, 0, cap);
        return SF_ERR_INVALID_ARGUMENT;
    }
    memcpy(out, b, n);
    *outlen = n;
    return SF_OK;
}

sf_error sf_skey_raw(uint8_t *out, size_t *outlen, const sf_skey *key)
{
    if (key != NULL && !sf_api_alg_known(key->alg)) {
        (void)sf_api_put(out, outlen, NULL, 0);
        return SF_ERR_UNSUPPORTED;
    }
    return sf_api_put(out, outlen, key == NULL ? NULL : key->sk,
                      key == NULL ? 0 : sf_alg_secret_key_bytes(key->alg));
}

sf_error sf_pkey_raw(uint8_t *out, size_t *outlen, const sf_pkey *pk)
{
    if (pk != NULL && !sf_api_alg_known(pk->alg)) {
        (void)sf_api_put(out, outlen, NULL, 0);
        return SF_ERR_UNSUPPORTED;
    }
    return sf_api_put(out, outlen, pk == NULL ? NULL : pk->pk,
                      pk == NULL ? 0 : sf_alg_public_key_bytes(pk->alg));
}

/* ---- key agreement ------------------------------------------------------------ */

/* shared = the raw agreement (fixed size per algorithm). */
static sf_error sf_api_agree(uint8_t *shared, const sf_skey *me, const sf_pkey *peer)
{
    uint8_t s[32];
    sf_error err;
    switch (me->alg) {
    case SF_ALG_P256:
        return sf_p256_ecdh(shared, me->sk, peer->pk, SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES);
    case SF_ALG_SECP256K1:
        return sf_secp256k1_ecdh_raw_x(shared, me->sk, peer->pk, SF_SECP256K1_PUBLIC_KEY_BYTES);
    case SF_ALG_FOURQ:
    case SF_ALG_SNOWSHOE:
        err = sf_api_kex_scalar(s, me->alg, me->sk);
        if (err == SF_OK)
            err = me->alg == SF_ALG_FOURQ ? sf_fourq_ecdh_compressed(shared, s, peer->pk)
                                          : sf_snowshoe_ecdh(shared, s, peer->pk);
        sf_wipe(s, sizeof s);
        return err;
    default:
        return SF_ERR_UNSUPPORTED;
    }
}

/* The common checks of the two agreements. */
static sf_error sf_api_kex_args(const sf_skey *me, const sf_pkey *peer)
{
    if (me == NULL || peer == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_api_alg_known(me->alg) || peer->alg != me->alg)
        return SF_ERR_UNSUPPORTED;
    return SF_OK;
}

sf_error sf_kex_raw(uint8_t *shared, size_t *sharedlen, const sf_skey *me, const sf_pkey *peer)
{
    uint8_t s[SF_MAX_SHARED_SECRET_BYTES];
    size_t n;
    sf_error err = sf_api_kex_args(me, peer);
    if (err != SF_OK) {
        (void)sf_api_put(shared, sharedlen, NULL, 0);
        return err;
    }
    n = sf_alg_shared_secret_bytes(me->alg);
    if (sharedlen == NULL || shared == NULL || *sharedlen < n) {
        (void)sf_api_put(shared, sharedlen, NULL, 0);
        return SF_ERR_INVALID_ARGUMENT;
    }
    err = sf_api_agree(s, me, peer);
    if (err == SF_OK)
        err = sf_api_put(shared, sharedlen, s, n);
    else
        (void)sf_api_put(shared, sharedlen, NULL, 0);
    sf_wipe(s, sizeof s);
    return err;
}

sf_error sf_kex(uint8_t key[SF_KEX_KEY_BYTES], const sf_skey *me, const sf_pkey *peer)
{
    static const uint8_t label[] = "snowfield kex v1";
    uint8_t s[SF_MAX_SHARED_SECRET_BYTES], zero = 0;
    const uint8_t *lo, *hi;
    const char *name;
    size_t n, pkn;
    sf_sha256_ctx h;
    sf_error err;
    if (key == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(key, 0, SF_KEX_KEY_BYTES);
    err = sf_api_kex_args(me, peer);
    if (err != SF_OK)
        return err;
    err = sf_api_agree(s, me, peer);
    if (err != SF_OK) {
        sf_wipe(s, sizeof s);
        return err;
    }
    name = sf_alg_name(me->alg);
    n = sf_alg_shared_secret_bytes(me->alg);
    pkn = sf_alg_public_key_bytes(me->alg);
    lo = memcmp(me->pk, peer->pk, pkn) <= 0 ? me->pk : peer->pk; /* public keys: public order */
    hi = lo == me->pk ? peer->pk : me->pk;
    err = sf_sha256_init(&h);
    if (err == SF_OK)
        err = sf_sha256_update(&h, label, sizeof label - 1);
    if (err == SF_OK)
        err = sf_sha256_update(&h, (const uint8_t *)name, strlen(name));
    if (err == SF_OK)
        err = sf_sha256_update(&h, &zero, 1);
    if (err == SF_OK)
        err = sf_sha256_update(&h, s, n);
    if (err == SF_OK)
        err = sf_sha256_update(&h, lo, pkn);
    if (err == SF_OK)
        err = sf_sha256_update(&h, hi, pkn);
    if (err == SF_OK)
        err = sf_sha256_final(&h, key);
    if (err != SF_OK)
        sf_wipe(key, SF_KEX_KEY_BYTES);
    sf_wipe(s, sizeof s);
    sf_wipe(&h, sizeof h);
    return err;
}

/* ---- signatures --------------------------------------------------------------- */

sf_error sf_sign(uint8_t *sig, size_t *siglen, const sf_skey *key, const uint8_t *msg,
                 size_t msglen)
{
    uint8_t s[SF_MAX_SIGNATURE_BYTES], hash[SF_SHA256_BYTES];
    size_t n;
    sf_error err;
    if (sig == NULL || siglen == NULL || key == NULL || (msg == NULL && msglen != 0)) {
        (void)sf_api_put(sig, siglen, NULL, 0);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (!sf_api_alg_known(key->alg)) {
        (void)sf_api_put(sig, siglen, NULL, 0);
        return SF_ERR_UNSUPPORTED;
    }
    n = sf_alg_signature_bytes(key->alg);
    switch (key->alg) {
    case SF_ALG_P256:
    case SF_ALG_SECP256K1:
        err = sf_sha256(hash, msg, msglen);
        if (err == SF_OK)
            err = key->alg == SF_ALG_P256 ? sf_p256_ecdsa_sign(s, key->sk, hash, sizeof hash)
                                          : sf_secp256k1_ecdsa_sign(s, key->sk, hash);
        break;
    case SF_ALG_FOURQ:
        err = sf_fourq_schnorrq_sign(s, key->sk, msg, msglen);
        break;
    default: /* SF_ALG_SNOWSHOE */
        err = sf_snowshoe_sign(s, key->sk, msg, msglen);
        break;
    }
    if (err == SF_OK)
        err = sf_api_put(sig, siglen, s, n);
    else
        (void)sf_api_put(sig, siglen, NULL, 0);
    sf_wipe(s, sizeof s);
    return err;
}

/* Verification; `strict`: the library's rules beyond the standard. */
static sf_error sf_api_verify(const uint8_t *sig, size_t siglen, const sf_pkey *pk,
                              const uint8_t *msg, size_t msglen, int strict)
{
    uint8_t hash[SF_SHA256_BYTES], norm[SF_SECP256K1_SIGNATURE_BYTES];
    sf_error err;
    int was_high;
    if (sig == NULL || pk == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_api_alg_known(pk->alg))
        return SF_ERR_UNSUPPORTED;
    if (siglen != sf_alg_signature_bytes(pk->alg))
        return SF_ERR_INVALID_SIGNATURE;
    switch (pk->alg) {
    case SF_ALG_P256:
    case SF_ALG_SECP256K1:
        err = sf_sha256(hash, msg, msglen);
        if (err != SF_OK)
            return err;
        if (pk->alg == SF_ALG_P256)
            return sf_p256_ecdsa_verify(sig, pk->pk, SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES, hash,
                                        sizeof hash);
        if (strict)
            return sf_secp256k1_ecdsa_verify(sig, pk->pk, SF_SECP256K1_PUBLIC_KEY_BYTES, hash);
        /* ordinary ECDSA: (r, s) and (r, n - s) are both valid */
        err = sf_secp256k1_ecdsa_signature_normalize(norm, &was_high, sig);
        if (err != SF_OK)
            return SF_ERR_INVALID_SIGNATURE;
        return sf_secp256k1_ecdsa_verify(norm, pk->pk, SF_SECP256K1_PUBLIC_KEY_BYTES, hash);
    case SF_ALG_FOURQ:
        return sf_fourq_schnorrq_verify(sig, pk->pk, msg, msglen);
    default: /* SF_ALG_SNOWSHOE */
        return sf_snowshoe_verify(sig, pk->pk, msg, msglen);
    }
}

sf_error sf_verify(const uint8_t *sig, size_t siglen, const sf_pkey *pk, const uint8_t *msg,
                   size_t msglen)
{
    return sf_api_verify(sig, siglen, pk, msg, msglen, 0);
}

sf_error sf_strict_verify(const uint8_t *sig, size_t siglen, const sf_pkey *pk,
                          const uint8_t *msg, size_t msglen)
{
    return sf_api_verify(sig, siglen, pk, msg, msglen, 1);
}

sf_error sf_signature_to_der(uint8_t *der, size_t *derlen, sf_alg alg, const uint8_t *sig,
                             size_t siglen)
{
    if (alg != SF_ALG_P256 && alg != SF_ALG_SECP256K1) {
        (void)sf_api_put(der, derlen, NULL, 0);
        return SF_ERR_UNSUPPORTED;
    }
    if (sig == NULL || siglen != SF_P256_SIGNATURE_BYTES) {
        (void)sf_api_put(der, derlen, NULL, 0);
        return SF_ERR_INVALID_ARGUMENT;
    }
    return alg == SF_ALG_P256 ? sf_p256_ecdsa_signature_to_der(der, derlen, sig)
                              : sf_secp256k1_ecdsa_signature_to_der(der, derlen, sig);
}

sf_error sf_signature_from_der(uint8_t *sig, size_t *siglen, sf_alg alg, const uint8_t *der,
                               size_t derlen)
{
    uint8_t s[SF_P256_SIGNATURE_BYTES];
    sf_error err;
    if (alg != SF_ALG_P256 && alg != SF_ALG_SECP256K1) {
        (void)sf_api_put(sig, siglen, NULL, 0);
        return SF_ERR_UNSUPPORTED;
    }
    if (sig == NULL || siglen == NULL || *siglen < sizeof s) {
        (void)sf_api_put(sig, siglen, NULL, 0);
        return SF_ERR_INVALID_ARGUMENT;
    }
    err = alg == SF_ALG_P256 ? sf_p256_ecdsa_signature_from_der(s, der, derlen)
                             : sf_secp256k1_ecdsa_signature_from_der(s, der, derlen);
    if (err == SF_OK)
        return sf_api_put(sig, siglen, s, sizeof s);
    (void)sf_api_put(sig, siglen, NULL, 0);
    return err;
}

/*
 * Constant-time cases for the uniform layer (include/snowfield/snowfield.h):
 * on every algorithm, a key pair from a poisoned secret, key agreement
 * (raw and through the KDF) and signing with it, and every export of the
 * secret key. Public: the peer's key, the messages, and the key pair's
 * public key, which the layer declassifies by design.
 *
 * The negative control: sf_verify (variable time, public inputs only) given
 * a poisoned signature must be seen to leak.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "snowfield/snowfield.h"

#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

static const sf_alg sf_ct_api_algs[] = {SF_ALG_P256, SF_ALG_SECP256K1, SF_ALG_FOURQ,
                                        SF_ALG_SNOWSHOE};

/* A key pair of alg from a secret made of seed's bytes, poisoned. */
static sf_error sf_ct_api_key(sf_skey *key, sf_alg alg, uint64_t seed)
{
    uint8_t sk[SF_MAX_SECRET_KEY_BYTES];
    sf_error e;
    sf_ct_fill(sk, sizeof sk, seed);
    sk[0] &= 0x7f; /* below the order of every curve */
    SF_CT_SECRET(sk, sizeof sk);
    e = sf_skey_from_raw(key, alg, sk, sf_alg_secret_key_bytes(alg));
    SF_CT_PUBLIC(&e, sizeof e);
    return e;
}

SF_CT_TEST(api_kex_sign)
{
    static const uint8_t msg[] = "constant time";
    for (size_t i = 0; i < sizeof sf_ct_api_algs / sizeof sf_ct_api_algs[0]; i++) {
        sf_skey me, other;
        sf_pkey peer;
        uint8_t key[SF_KEX_KEY_BYTES], raw[SF_MAX_SHARED_SECRET_BYTES], sig[SF_MAX_SIGNATURE_BYTES];
        size_t rawlen = sizeof raw, siglen = sizeof sig;
        sf_error e[5];
        e[0] = sf_ct_api_key(&me, sf_ct_api_algs[i], 2000 + i);
        e[1] = sf_ct_api_key(&other, sf_ct_api_algs[i], 2100 + i);
        e[2] = sf_public_key(&peer, &other);
        SF_CT_PUBLIC(&peer, sizeof peer);
        e[3] = sf_kex(key, &me, &peer);
        SF_CT_SINK_VAR(key);
        e[3] |= sf_kex_raw(raw, &rawlen, &me, &peer);
        SF_CT_SINK_VAR(raw);
        e[4] = sf_sign(sig, &siglen, &me, msg, sizeof msg);
        SF_CT_SINK_VAR(sig);
        SF_CT_SINK_VAR(e);
        sf_skey_wipe(&me);
        sf_skey_wipe(&other);
    }
}

SF_CT_TEST(api_export)
{
    static const sf_format fmts[] = {SF_FORMAT_RAW, SF_FORMAT_DER, SF_FORMAT_PEM, SF_FORMAT_JWK,
                                     SF_FORMAT_SEC1_DER, SF_FORMAT_SEC1_PEM};
    for (size_t i = 0; i < 2; i++) {
        sf_skey key;
        sf_error e = sf_ct_api_key(&key, sf_ct_api_algs[i], 2200 + i);
        for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
            uint8_t out[SF_MAX_EXPORT_BYTES];
            size_t n = sizeof out;
            e |= sf_skey_export(out, &n, &key, fmts[f]);
            SF_CT_SINK_VAR(out);
        }
        SF_CT_SINK_VAR(e);
        sf_skey_wipe(&key);
    }
}

/* Negative control: verification over a poisoned signature. */
SF_CT_TEST(api_verify_leaks)
{
    static const uint8_t msg[] = "public";
    sf_skey key;
    sf_pkey pk;
    uint8_t sig[SF_MAX_SIGNATURE_BYTES];
    size_t siglen = sizeof sig;
    sf_error e = sf_ct_api_key(&key, SF_ALG_P256, 2300);
    e |= sf_public_key(&pk, &key);
    e |= sf_sign(sig, &siglen, &key, msg, sizeof msg);
    SF_CT_SECRET(sig, siglen);
    e |= sf_verify(sig, siglen, &pk, msg, sizeof msg);
    SF_CT_SINK_VAR(e);
}

const sf_ct_case sf_ct_cases_api[] = {
    SF_CT_CLEAN(api_kex_sign),
    SF_CT_CLEAN(api_export),
    SF_CT_LEAKY(api_verify_leaks),
    SF_CT_CASES_END,
};

/*
 * Constant-time cases for the key formats (src/proto/keys/): base64 both
 * ways, the PEM armour, the DER containers and JWK, each with the private
 * key poisoned. Secret: the key bytes, and every character of a PEM body
 * or a JWK "d" (each carries key bits). Public: the DER structure (tags,
 * lengths, OIDs), which the DER cases leave defined.
 *
 * The negative control poisons a whole DER private key, structure
 * included: the parser must branch on its tags, and be seen to.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "proto/keys/base64.h"
#include "proto/keys/jwk.h"
#include "proto/keys/key_der.h"
#include "proto/keys/pem.h"

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A P-256 key pair's bytes (any values: the codecs do not check keys). */
static void sf_ct_keys_pair(uint8_t sk[32], uint8_t pk[65])
{
    sf_ct_fill(sk, 32, 1900);
    sf_ct_fill(pk, 65, 1901);
    pk[0] = 0x04;
}

SF_CT_TEST(keys_base64)
{
    uint8_t in[57], back[57];
    char text[2][SF_B64_PADDED_LEN(57)];
    size_t t[2], n[2] = {sizeof back, sizeof back};
    sf_error e[2];
    sf_ct_fill(in, sizeof in, 1902);
    SF_CT_SECRET_VAR(in);
    t[0] = sf_b64_encode(text[0], in, sizeof in, SF_B64_STD, 1);
    t[1] = sf_b64_encode(text[1], in, sizeof in, SF_B64_URL, 0);
    e[0] = sf_b64_decode(back, &n[0], text[0], t[0], SF_B64_STD, 1, 1);
    SF_CT_SINK_VAR(back);
    e[1] = sf_b64_decode(back, &n[1], text[1], t[1], SF_B64_URL, 0, 0);
    SF_CT_SINK_VAR(back);
    SF_CT_SINK_VAR(e);
    SF_CT_SINK_VAR(n);
}

/* PKCS#8, SEC1 and JWK written from a secret key, then read back with the
 * key's bytes (DER) or characters (PEM body, JWK "d") poisoned. */
SF_CT_TEST(keys_private_formats)
{
    uint8_t sk[32], pk[65], der[SF_KEY_DER_MAX_BYTES], sec1[SF_KEY_DER_MAX_BYTES];
    uint8_t back[SF_KEY_DER_MAX_BYTES], sk2[57], pk2[65];
    char pem[SF_PEM_LEN(11, SF_KEY_DER_MAX_BYTES)], jwk[SF_JWK_MAX_LEN];
    size_t derlen = sizeof der, sec1len = sizeof sec1, pemlen = sizeof pem, jwklen = sizeof jwk;
    size_t backlen = sizeof back, pklen;
    sf_keytype kt;
    int has_sk;
    sf_error e[8];
    sf_ct_keys_pair(sk, pk);
    SF_CT_SECRET_VAR(sk);
    e[0] = sf_key_der_pkcs8_encode(der, &derlen, SF_KT_P256, sk, pk, 0);
    e[1] = sf_key_der_sec1_encode(sec1, &sec1len, SF_KT_P256, sk, pk);
    e[2] = sf_pem_encode(pem, &pemlen, "PRIVATE KEY", der, derlen);
    e[3] = sf_jwk_encode(jwk, &jwklen, SF_KT_P256, pk, sk);
    SF_CT_SINK_VAR(e);
    /* the outputs carry the key: poison what does */
    SF_CT_PUBLIC(der, derlen);
    SF_CT_SECRET(der + 36, 32); /* the private key inside the PKCS#8 */
    e[4] = sf_key_der_pkcs8_decode(&kt, sk2, pk2, &pklen, SF_KT_P256, der, derlen);
    SF_CT_SINK_VAR(sk2);
    SF_CT_PUBLIC(sec1, sec1len);
    SF_CT_SECRET(sec1 + 7, 32);
    e[5] = sf_key_der_sec1_decode(&kt, sk2, pk2, &pklen, SF_KT_P256, sec1, sec1len);
    SF_CT_SINK_VAR(sk2);
    SF_CT_PUBLIC(pem, pemlen);
    SF_CT_SECRET(pem + 28, pemlen - 28 - 26); /* the body, line breaks included */
    e[6] = sf_pem_decode(back, &backlen, "PRIVATE KEY", pem, pemlen);
    SF_CT_SINK_VAR(back);
    SF_CT_PUBLIC(jwk, jwklen);
    SF_CT_SECRET(jwk + jwklen - 2 - SF_B64_UNPADDED_LEN(32), SF_B64_UNPADDED_LEN(32)); /* "d" */
    e[7] = sf_jwk_decode(&kt, pk2, sk2, &has_sk, SF_KT_P256, jwk, jwklen);
    SF_CT_SINK_VAR(sk2);
    SF_CT_SINK_VAR(e);
}

/* Negative control: a PKCS#8 poisoned whole, its tags and lengths too. */
SF_CT_TEST(keys_der_structure_leaks)
{
    uint8_t sk[32], pk[65], der[SF_KEY_DER_MAX_BYTES], sk2[57], pk2[65];
    size_t derlen = sizeof der, pklen;
    sf_keytype kt;
    sf_error e;
    sf_ct_keys_pair(sk, pk);
    e = sf_key_der_pkcs8_encode(der, &derlen, SF_KT_P256, sk, pk, 0);
    SF_CT_SECRET(der, derlen);
    e = sf_key_der_pkcs8_decode(&kt, sk2, pk2, &pklen, SF_KT_P256, der, derlen);
    SF_CT_SINK_VAR(sk2);
    SF_CT_SINK_VAR(e);
}

const sf_ct_case sf_ct_cases_keys[] = {
    SF_CT_CLEAN(keys_base64),
    SF_CT_CLEAN(keys_private_formats),
    SF_CT_LEAKY(keys_der_structure_leaks),
    SF_CT_CASES_END,
};

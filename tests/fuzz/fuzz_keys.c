/*
 * Fuzz target: the key-file parsers of the uniform API
 * (snowfield/snowfield.h: PEM, DER, JWK; src/proto/keys/).
 *
 * Input: one mode byte, then the file's bytes.
 *   0  a secret key (sf_skey_import, any algorithm). An accepted key
 *      exports in every format it has, and each export imports back to the
 *      same key pair; its public key is the one sf_pkey_import takes from
 *      the same file. A refused input leaves the key zeroed.
 *   1  a public key (sf_pkey_import, any algorithm). An accepted key
 *      exports to PEM, DER and JWK, and each imports back to the same key;
 *      a refused one leaves the key zeroed.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/snowfield.h"

static void sf_fz_secret(const uint8_t *in, size_t n)
{
    static const sf_format fmts[] = {SF_FORMAT_DER, SF_FORMAT_PEM, SF_FORMAT_JWK,
                                     SF_FORMAT_SEC1_DER, SF_FORMAT_SEC1_PEM};
    sf_skey key, back;
    sf_pkey pk, pk2;
    uint8_t out[SF_MAX_EXPORT_BYTES];
    memset(&key, 0xaa, sizeof key);
    if (sf_skey_import(&key, SF_ALG_NONE, in, n) != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero((const uint8_t *)&key, sizeof key));
        return;
    }
    SF_FUZZ_ASSERT(sf_public_key(&pk, &key) == SF_OK);
    SF_FUZZ_ASSERT(sf_pkey_import(&pk2, SF_ALG_NONE, in, n) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(&pk, &pk2, sizeof pk) == 0);
    for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
        size_t len = sizeof out;
        SF_FUZZ_ASSERT(sf_skey_export(out, &len, &key, fmts[f]) == SF_OK);
        SF_FUZZ_ASSERT(sf_skey_import(&back, key.alg, out, len) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(&back, &key, sizeof key) == 0);
    }
    sf_skey_wipe(&key);
}

static void sf_fz_public(const uint8_t *in, size_t n)
{
    sf_pkey pk, back;
    uint8_t out[SF_MAX_EXPORT_BYTES];
    memset(&pk, 0xaa, sizeof pk);
    if (sf_pkey_import(&pk, SF_ALG_NONE, in, n) != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero((const uint8_t *)&pk, sizeof pk));
        return;
    }
    for (int f = SF_FORMAT_DER; f <= SF_FORMAT_JWK; f++) {
        size_t len = sizeof out;
        SF_FUZZ_ASSERT(sf_pkey_export(out, &len, &pk, (sf_format)f) == SF_OK);
        SF_FUZZ_ASSERT(sf_pkey_import(&back, pk.alg, out, len) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(&back, &pk, sizeof pk) == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] & 1)
        sf_fz_public(data + 1, size - 1);
    else
        sf_fz_secret(data + 1, size - 1);
    return 0;
}

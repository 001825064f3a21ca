/*
 * Helpers shared by the P-256 test files (native API, p256-m API,
 * Wycheproof, OpenSSL differential): reading the JSONL vector fields.
 */
#ifndef SF_TESTS_PROTO_P256_TEST_UTIL_H
#define SF_TESTS_PROTO_P256_TEST_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "test.h"

/* Long enough for every line of the P-256 vector files (the Wycheproof
 * lines flattened by tests/model/gen_wycheproof_p256.py included). */
#define SF_P256T_LINE 16384

/* Read the hex string field `key` of a JSONL line into out; returns the
 * byte count, or -1 when missing, null or malformed. */
static inline long sf_p256t_field(const char *line, const char *key,
                                  uint8_t *out, size_t cap)
{
    static char hex[SF_P256T_LINE]; /* static: too big for a comfortable stack */
    if (!sf_test_json_get(line, key, hex, sizeof hex) || strcmp(hex, "null") == 0)
        return -1;
    if (hex[0] == '\0')
        return 0;
    return sf_test_unhex(out, cap, hex);
}

static inline int sf_p256t_is_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/*
 * One record of the p256-m vector files (the .jsonl files of
 * tests/vectors/p256/), with
 * the fields any of them has; a length is -1 when the record lacks the
 * field (or has it null). error is the p256-m error name, or "null".
 */
typedef struct sf_p256t_rec {
    uint8_t priv[32], pub[64], own_pub[64], peer_pub[64], shared[32];
    uint8_t sig[64], k[32], hash[128];
    long priv_len, pub_len, own_pub_len, peer_pub_len, shared_len;
    long sig_len, k_len, hash_len;
    char error[64], hash_alg[32], source[128];
} sf_p256t_rec;

/* Read the next record of f into r. Returns 1, or 0 at the end of f. */
static inline int sf_p256t_next(FILE *f, sf_p256t_rec *r)
{
    static char line[SF_P256T_LINE];
    if (fgets(line, sizeof line, f) == NULL)
        return 0;
    r->priv_len = sf_p256t_field(line, "priv", r->priv, sizeof r->priv);
    r->pub_len = sf_p256t_field(line, "pub", r->pub, sizeof r->pub);
    r->own_pub_len = sf_p256t_field(line, "own_pub", r->own_pub, sizeof r->own_pub);
    r->peer_pub_len = sf_p256t_field(line, "peer_pub", r->peer_pub, sizeof r->peer_pub);
    r->shared_len = sf_p256t_field(line, "shared", r->shared, sizeof r->shared);
    r->sig_len = sf_p256t_field(line, "sig", r->sig, sizeof r->sig);
    r->k_len = sf_p256t_field(line, "k", r->k, sizeof r->k);
    r->hash_len = sf_p256t_field(line, "hash", r->hash, sizeof r->hash);
    if (!sf_test_json_get(line, "error", r->error, sizeof r->error))
        strcpy(r->error, "null");
    if (!sf_test_json_get(line, "hash_alg", r->hash_alg, sizeof r->hash_alg))
        r->hash_alg[0] = '\0';
    if (!sf_test_json_get(line, "source", r->source, sizeof r->source))
        r->source[0] = '\0';
    return 1;
}

#endif /* SF_TESTS_PROTO_P256_TEST_UTIL_H */

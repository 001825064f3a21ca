/*
 * Helpers shared by the P-256 test files (native API, p256-m API,
 * Wycheproof, OpenSSL differential): reading the JSONL vector fields.
 */
#ifndef SF_TESTS_PROTO_P256_TEST_UTIL_H
#define SF_TESTS_PROTO_P256_TEST_UTIL_H

#include <stddef.h>
#include <stdint.h>
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

#endif /* SF_TESTS_PROTO_P256_TEST_UTIL_H */

/*
 * Helpers shared by the FourQ API tests (native: tests/proto/, FourQlib's:
 * tests/compat/): a variable-length hex field and the category test.
 */
#ifndef SF_TESTS_PROTO_FOURQ_API_TEST_UTIL_H
#define SF_TESTS_PROTO_FOURQ_API_TEST_UTIL_H

#include <string.h>

#include "group/ge_fourq_test_util.h"

/* The message field (0..1023 bytes): its length, or -1. */
static inline long sf_tfa_msg(const char *line, uint8_t *out, size_t cap)
{
    char buf[4200];
    if (!sf_test_json_get(line, "msg", buf, sizeof buf))
        return -1;
    if (buf[0] == '\0')
        return 0;
    return sf_test_unhex(out, cap, buf);
}

/* 1 if the record's category contains `what`. */
static inline int sf_tfa_cat(const char *line, const char *what)
{
    char buf[256];
    return sf_test_json_get(line, "category", buf, sizeof buf) && strstr(buf, what) != NULL;
}

/* 1 if the record's field `key` is the text `want` (status names, booleans). */
static inline int sf_tfa_is(const char *line, const char *key, const char *want)
{
    char buf[64];
    return sf_test_json_get(line, key, buf, sizeof buf) && strcmp(buf, want) == 0;
}

/* 1 if n bytes are all zero. */
static inline int sf_tfa_zero(const uint8_t *b, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

#endif /* SF_TESTS_PROTO_FOURQ_API_TEST_UTIL_H */

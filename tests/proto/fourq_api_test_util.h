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

/*
 * The fields of a SchnorrQ record: sk (skipped when sk is NULL), pk, msg
 * (into msg, at most cap bytes) and sig. Returns the message length, or -1
 * if a field is missing.
 */
static inline long sf_tfa_sig_record(const char *line, uint8_t *sk, uint8_t pk[32], uint8_t *msg,
                                     size_t cap, uint8_t sig[64])
{
    long len = sf_tfa_msg(line, msg, cap);
    if (len < 0 || (sk != NULL && !sf_tfq_field(line, "sk", sk, 32)) ||
        !sf_tfq_field(line, "pk", pk, 32) || !sf_tfq_field(line, "sig", sig, 64))
        return -1;
    return len;
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

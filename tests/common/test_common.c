/* Tests for the common layer: constant-time helpers, endian, wipe, RNG,
 * error strings. */
#include <stdlib.h>
#include <string.h>

#include "snowfield/common.h"
#include "common/cpu.h"
#include "common/level.h"
#include "common/ct.h"
#include "common/endian.h"
#include "test.h"

SF_TEST(common_ct_masks)
{
    SF_CHECK(sf_ct_mask32(0) == 0);
    SF_CHECK(sf_ct_mask32(1) == 0xFFFFFFFFu);
    SF_CHECK(sf_ct_mask64(1) == UINT64_MAX);
    SF_CHECK(sf_ct_is_zero32(0) == 1 && sf_ct_is_zero32(1) == 0);
    SF_CHECK(sf_ct_is_zero32(0x80000000u) == 0);
    SF_CHECK(sf_ct_is_zero64(0) == 1 && sf_ct_is_zero64(UINT64_MAX) == 0);
    SF_CHECK(sf_ct_is_zero64(1ULL << 63) == 0);
    SF_CHECK(sf_ct_eq64(5, 5) == 1 && sf_ct_eq64(5, 6) == 0);
    SF_CHECK(sf_ct_eq32(0xFFFFFFFFu, 0xFFFFFFFFu) == 1);
    SF_CHECK(sf_ct_select32(1, 7, 9) == 7 && sf_ct_select32(0, 7, 9) == 9);
    SF_CHECK(sf_ct_select64(1, UINT64_MAX, 0) == UINT64_MAX);
    SF_CHECK(sf_ct_select64(0, UINT64_MAX, 3) == 3);
}

SF_TEST(common_ct_lt_exhaustive_edges)
{
    static const uint64_t v[] = {0, 1, 2, 0x7FFFFFFFFFFFFFFFULL,
                                 0x8000000000000000ULL, 0xFFFFFFFFFFFFFFFEULL,
                                 UINT64_MAX, 0xFFFFFFFFULL, 0x100000000ULL};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        for (size_t j = 0; j < sizeof v / sizeof v[0]; j++) {
            SF_CHECK(sf_ct_lt64(v[i], v[j]) == (uint32_t)(v[i] < v[j]));
            uint32_t a = (uint32_t)v[i], b = (uint32_t)v[j];
            SF_CHECK(sf_ct_lt32(a, b) == (uint32_t)(a < b));
        }
}

SF_TEST(common_ct_lt_random)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 1);
    for (int i = 0; i < 100000; i++) {
        uint64_t a = sf_test_rng_u64(&rng), b = sf_test_rng_u64(&rng);
        if (i & 1)
            b = a + (b & 3) - 1; /* neighbours */
        SF_CHECK(sf_ct_lt64(a, b) == (uint32_t)(a < b));
    }
}

SF_TEST(common_ct_cmov_cswap_lookup)
{
    uint8_t a[33], b[33], a0[33], b0[33];
    uint8_t table[16][40], out[40];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 2);
    sf_test_rng_bytes(&rng, a, sizeof a);
    sf_test_rng_bytes(&rng, b, sizeof b);
    memcpy(a0, a, sizeof a);
    memcpy(b0, b, sizeof b);

    sf_ct_cmov_bytes(a, b, sizeof a, 0);
    SF_CHECK_BYTES(a, a0, sizeof a);
    sf_ct_cmov_bytes(a, b, sizeof a, 1);
    SF_CHECK_BYTES(a, b0, sizeof a);
    memcpy(a, a0, sizeof a);

    sf_ct_cswap_bytes(a, b, sizeof a, 0);
    SF_CHECK_BYTES(a, a0, sizeof a);
    SF_CHECK_BYTES(b, b0, sizeof b);
    sf_ct_cswap_bytes(a, b, sizeof a, 1);
    SF_CHECK_BYTES(a, b0, sizeof a);
    SF_CHECK_BYTES(b, a0, sizeof b);

    sf_test_rng_bytes(&rng, &table[0][0], sizeof table);
    for (size_t i = 0; i < 16; i++) {
        sf_ct_lookup(out, table, 16, sizeof table[0], i);
        SF_CHECK_BYTES(out, table[i], sizeof out);
    }
    /* Out-of-range index: all zero, never a read past the table. */
    sf_ct_lookup(out, table, 16, sizeof table[0], 16);
    memset(a, 0, sizeof a);
    SF_CHECK_BYTES(out, a, 33);
    SF_CHECK(sf_memeq(table[3], table[3], 40) == 1);
    SF_CHECK(sf_memeq(table[3], table[4], 40) == 0);
    SF_CHECK(sf_memeq(table[3], table[4], 0) == 1);
}

SF_TEST(common_endian)
{
    uint8_t buf[8];
    static const uint8_t le[8] = {0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01};
    static const uint8_t be[8] = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08};
    SF_CHECK(sf_load64_le(le) == 0x0102030405060708ULL);
    SF_CHECK(sf_load64_be(be) == 0x0102030405060708ULL);
    SF_CHECK(sf_load32_le(le) == 0x05060708u);
    SF_CHECK(sf_load32_be(be) == 0x01020304u);
    sf_store64_le(buf, 0x0102030405060708ULL);
    SF_CHECK_BYTES(buf, le, 8);
    sf_store64_be(buf, 0x0102030405060708ULL);
    SF_CHECK_BYTES(buf, be, 8);
    sf_store32_le(buf, 0xA1B2C3D4u);
    SF_CHECK(buf[0] == 0xD4 && buf[3] == 0xA1);
    sf_store32_be(buf, 0xA1B2C3D4u);
    SF_CHECK(buf[0] == 0xA1 && buf[3] == 0xD4);
}

SF_TEST(common_wipe)
{
    uint8_t buf[64], zero[64] = {0};
    memset(buf, 0xA5, sizeof buf);
    sf_wipe(buf, sizeof buf);
    SF_CHECK_BYTES(buf, zero, sizeof buf);
    sf_wipe(NULL, 10); /* must not crash */
    sf_wipe(buf, 0);
}

static int failing_rng(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    memset(out, 0x42, len); /* a failing RNG may have written something */
    return -1;
}

static int counting_rng(void *ctx, uint8_t *out, size_t len)
{
    unsigned *n = (unsigned *)ctx;
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(*n + i);
    (*n)++;
    return 0;
}

SF_TEST(common_random)
{
    uint8_t a[64], b[64], zero[64] = {0};
    unsigned calls = 0;
    sf_rng bad = {failing_rng, NULL};
    sf_rng good = {counting_rng, &calls};
    sf_rng nofill = {NULL, NULL};

    SF_CHECK(sf_random_bytes(a, sizeof a) == SF_OK);
    SF_CHECK(sf_random_bytes(b, sizeof b) == SF_OK);
    SF_CHECK(memcmp(a, b, sizeof a) != 0);
    SF_CHECK(sf_random(NULL, a, sizeof a) == SF_OK);
    SF_CHECK(sf_random_bytes(NULL, 1) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_random_bytes(NULL, 0) == SF_OK);

    SF_CHECK(sf_random(&good, a, 4) == SF_OK);
    SF_CHECK(calls == 1 && a[0] == 0 && a[3] == 3);
    SF_CHECK(sf_random(&bad, a, sizeof a) == SF_ERR_RANDOMNESS);
    SF_CHECK_BYTES(a, zero, sizeof a); /* nothing of the failed fill left */
    /* a missing fill function is an error too, and leaves no stale bytes
     * for a caller that ignores the code to take as randomness */
    memset(a, 0x5A, sizeof a);
    SF_CHECK(sf_random(&nofill, a, sizeof a) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK_BYTES(a, zero, sizeof a);
}

SF_TEST(common_error_strings)
{
    static const sf_error all[] = {SF_OK, SF_ERR_INVALID_ARGUMENT,
        SF_ERR_INVALID_SCALAR, SF_ERR_INVALID_POINT, SF_ERR_INVALID_ENCODING,
        SF_ERR_INVALID_SIGNATURE, SF_ERR_RANDOMNESS, SF_ERR_IDENTITY,
        SF_ERR_UNSUPPORTED, SF_ERR_KEY_MISMATCH};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *s = sf_error_string(all[i]);
        SF_CHECK(s != NULL && strlen(s) > 3);
        for (size_t j = 0; j < i; j++)
            SF_CHECK(strcmp(s, sf_error_string(all[j])) != 0);
    }
    SF_CHECK(strcmp(sf_error_string((sf_error)1234), "unknown error") == 0);
}

/*
 * The CPU level: the query names the level this process runs, which is the
 * highest one the CPU supports, lowered (never raised) by SNOWFIELD_CPU.
 * scripts/test.sh runs the suites once per level through that variable, so
 * this case checks the override at every level the machine has.
 */
SF_TEST(common_cpu_level_override_and_query_agree)
{
    const char *env = getenv("SNOWFIELD_CPU");
    sf_cpu_level want = sf_cpu_level_supported(), named;
    const char *got = sf_cpu();
    if (env != NULL && sf_cpu_level_parse(&named, env) && named < want)
        want = named;
    SF_CHECK(got != NULL && strcmp(got, sf_cpu_level_name(want)) == 0);
    SF_CHECK(sf_cpu_level_get() == want);
    /* asked again: the same answer (the choice is made once) */
    SF_CHECK(sf_cpu() == got);
    SF_CHECK(sf_cpu_level_name(SF_CPU_LEVELS) == NULL && sf_cpu_level_name(-1) == NULL);
    SF_CHECK(!sf_cpu_level_parse(&named, "avx2") && !sf_cpu_level_parse(&named, ""));
    SF_CHECK(sf_cpu_level_parse(&named, "x86-64-v3") && named == SF_CPU_X86_64_V3);
    SF_CHECK(sf_cpu_level_supported() <= SF_LEVEL_MAX);
}

const sf_test_case sf_tests_common[] = {
    SF_CASE(common_cpu_level_override_and_query_agree),
    SF_CASE(common_ct_masks),
    SF_CASE(common_ct_lt_exhaustive_edges),
    SF_CASE(common_ct_lt_random),
    SF_CASE(common_ct_cmov_cswap_lookup),
    SF_CASE(common_endian),
    SF_CASE(common_wipe),
    SF_CASE(common_random),
    SF_CASE(common_error_strings),
    SF_CASES_END,
};

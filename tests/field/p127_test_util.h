/*
 * Helpers shared by the p = 2^127 - 1 field tests (test_fp127.c,
 * test_fp2_127.c): reading the model's vector files (format documented in
 * tests/model/gen_fp127.py) and converting between hex and field elements.
 * Everything is static inline so each test file takes what it uses.
 */
#ifndef SF_TESTS_FIELD_P127_TEST_UTIL_H
#define SF_TESTS_FIELD_P127_TEST_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "field/p127/fp2.h"
#include "test.h"

#define SF_P127_MAX_FIELDS 8

/* A vector file being read line by line. */
typedef struct sf_p127_vec {
    FILE *f;
    char line[1024];
    char *field[SF_P127_MAX_FIELDS];
    int nfields;
    unsigned long lineno;
    unsigned long rows;
} sf_p127_vec;

/* Open gen_dir/name; 0 (and a failed check) if it cannot be opened. */
static inline int sf_p127_vec_open(sf_p127_vec *v, const char *name)
{
    memset(v, 0, sizeof *v);
    v->f = sf_test_open(sf_test_gen_dir(), name);
    SF_CHECK(v->f != NULL);
    return v->f != NULL;
}

/* Next data line split into fields; 0 at end of file (also closes it and
 * checks that the file was not empty). */
static inline int sf_p127_vec_next(sf_p127_vec *v)
{
    while (fgets(v->line, sizeof v->line, v->f) != NULL) {
        char *p = v->line;
        v->lineno++;
        if (p[0] == '#' || p[0] == '\n')
            continue;
        v->nfields = 0;
        while (*p != '\0') {
            while (*p == ' ' || *p == '\n')
                *p++ = '\0';
            if (*p == '\0')
                break;
            if (v->nfields < SF_P127_MAX_FIELDS)
                v->field[v->nfields++] = p;
            while (*p != '\0' && *p != ' ' && *p != '\n')
                p++;
        }
        v->rows++;
        return 1;
    }
    fclose(v->f);
    v->f = NULL;
    SF_CHECK(v->rows > 0);
    return 0;
}

/* The test's view of an Fp input: decode the 16 raw bytes, ignoring the
 * canonical flag (inputs may be non-canonical on purpose). */
static inline void sf_p127_in(sf_fp127 *r, const char *hex)
{
    uint8_t b[16];
    if (sf_test_unhex(b, 16, hex) != 16) {
        printf("    bad hex field %s\n", hex);
        SF_CHECK(0);
        memset(b, 0, 16);
    }
    (void)sf_fp127_decode(r, b);
}

static inline void sf_p127_in2(sf_fp2_127 *r, const char *hex)
{
    char half[33];
    if (strlen(hex) != 64) {
        printf("    bad hex field %s\n", hex);
        SF_CHECK(0);
        sf_fp2_127_zero(r);
        return;
    }
    memcpy(half, hex, 32);
    half[32] = '\0';
    sf_p127_in(&r->re, half);
    sf_p127_in(&r->im, hex + 32);
}

/* 1 if a's canonical encoding equals the hex field. */
static inline int sf_p127_is(const sf_fp127 *a, const char *hex)
{
    uint8_t got[16], want[16];
    sf_fp127_encode(got, a);
    if (sf_test_unhex(want, 16, hex) != 16)
        return 0;
    return memcmp(got, want, 16) == 0;
}

static inline int sf_p127_is2(const sf_fp2_127 *a, const char *hex)
{
    uint8_t got[32], want[32];
    sf_fp2_127_encode(got, a);
    if (sf_test_unhex(want, 32, hex) != 32)
        return 0;
    return memcmp(got, want, 32) == 0;
}

/* Report a mismatching vector line once per case (the harness caps output). */
static inline void sf_p127_report(const sf_p127_vec *v, const char *name, int ok)
{
    if (!ok)
        printf("    %s: mismatch at line %lu\n", name, v->lineno);
    SF_CHECK(ok);
}

/* An element from the test rng: mostly uniform 128-bit strings decoded
 * (so sometimes non-canonical), sometimes with all-ones or zero words. */
static inline void sf_p127_rand(sf_fp127 *r, sf_test_rng *rng)
{
    uint8_t b[16];
    uint64_t k = sf_test_rng_u64(rng);
    sf_test_rng_bytes(rng, b, 16);
    for (int w = 0; w < 4; w++) {
        unsigned sel = (unsigned)(k >> (4 * w)) & 15;
        if (sel == 0)
            memset(b + 4 * w, 0xFF, 4);
        else if (sel == 1)
            memset(b + 4 * w, 0, 4);
    }
    if ((k >> 20) & 1)
        b[15] &= 0x7F;
    (void)sf_fp127_decode(r, b);
}

static inline void sf_p127_rand2(sf_fp2_127 *r, sf_test_rng *rng)
{
    sf_p127_rand(&r->re, rng);
    sf_p127_rand(&r->im, rng);
}

#endif /* SF_TESTS_FIELD_P127_TEST_UTIL_H */

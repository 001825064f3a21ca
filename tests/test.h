/*
 * The test harness: a tiny registry of named cases.
 *
 * Each tests/<layer>/test_*.c file defines cases with SF_TEST(name) and lists
 * them in one `const sf_test_case sf_tests_<module>[]` array terminated by
 * {NULL, NULL}, which tests/test_registry.c collects. The same test bodies are
 * linked into one binary per field backend (sf-tests, sf-tests-portable), so
 * both backends see identical tests.
 *
 * A case fails if any SF_CHECK in it fails; it reports the first few failing
 * checks with file:line and keeps going so one run shows every broken case.
 * A case can be skipped (with a reason printed) with SF_SKIP.
 */
#ifndef SF_TESTS_TEST_H
#define SF_TESTS_TEST_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct sf_test_case {
    const char *name;
    void (*fn)(void);
} sf_test_case;

#define SF_TEST(name) static void name(void)
#define SF_CASE(name) {#name, name}
#define SF_CASES_END {NULL, NULL}

/* Record a failed check; prints at most a few per case. */
void sf_test_fail(const char *file, int line, const char *expr);
/* Mark the current case skipped, with a reason. */
void sf_test_skip(const char *reason);
/* Count of checks that passed, for the summary. */
void sf_test_pass_check(void);

#define SF_CHECK(cond)                                       \
    do {                                                     \
        if (cond)                                            \
            sf_test_pass_check();                            \
        else                                                 \
            sf_test_fail(__FILE__, __LINE__, #cond);         \
    } while (0)

/* Compare n bytes; on mismatch print both in hex. */
int sf_test_check_bytes(const char *file, int line, const char *what,
                        const uint8_t *got, const uint8_t *want, size_t n);
#define SF_CHECK_BYTES(got, want, n) \
    sf_test_check_bytes(__FILE__, __LINE__, #got, (got), (want), (n))

#define SF_SKIP(reason)         \
    do {                        \
        sf_test_skip(reason);   \
        return;                 \
    } while (0)

/* ---- helpers for tests ------------------------------------------------- */

/* Decode lowercase/uppercase hex into out (at most cap bytes). Returns the
 * number of bytes, or -1 on malformed input. */
long sf_test_unhex(uint8_t *out, size_t cap, const char *hex);

/* Split line in place into up to max fields separated by spaces (and the
 * line end); f[i] points at field i. Returns the number of fields. */
int sf_test_split(char *line, char **f, int max);

/* A deterministic xorshift-style generator for property tests, seeded per
 * case so failures reproduce. Not for cryptographic use. */
typedef struct sf_test_rng {
    uint64_t s[2];
} sf_test_rng;
void sf_test_rng_seed(sf_test_rng *r, uint64_t seed);
uint64_t sf_test_rng_u64(sf_test_rng *r);
void sf_test_rng_bytes(sf_test_rng *r, uint8_t *out, size_t n);

/* Directories given on the command line: the repository's checked-in vector
 * folder (tests/vectors) and the folder with vectors generated at test time
 * by the Python models (build/.../gen). Tests open files relative to them. */
const char *sf_test_vectors_dir(void);
const char *sf_test_gen_dir(void);
/* fopen(dir/name); prints the error and returns NULL if it fails. */
FILE *sf_test_open(const char *dir, const char *name);

/* Field backend the binary was built with ("64" or "portable"). */
const char *sf_test_backend(void);

/*
 * Minimal JSON-lines access for the vector files: find "key" in a one-line
 * JSON object and copy its string value (without quotes) into out, or the
 * literal (number, true, false, null) as text. Returns 1 if found, 0 if not.
 */
int sf_test_json_get(const char *line, const char *key, char *out, size_t cap);

#endif /* SF_TESTS_TEST_H */

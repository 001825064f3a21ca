/*
 * The constant-time check (`make ct`): a ledger of cases run under valgrind.
 *
 * Technique (ctgrind): a case fills its inputs with ordinary, defined bytes,
 * then marks the secret ones as *undefined* with SF_CT_SECRET. Memcheck
 * tracks undefinedness through arithmetic and reports an error only when an
 * undefined value decides a conditional branch or forms a memory address,
 * which is exactly what "constant time" forbids. So a constant-time function
 * runs clean, and a leaky one makes valgrind exit with --error-exitcode.
 *
 * Each case carries its expected verdict, in the style of a ledger:
 *   SF_CT_EXPECT_CLEAN  valgrind must report nothing
 *   SF_CT_EXPECT_LEAKY  valgrind must report an error (negative controls,
 *                       which prove that the check can see a leak at all)
 * scripts/ct.sh runs every case in its own valgrind process and compares.
 *
 * Layout: one file per layer (ct_common.c, ct_hash.c, ct_field_p127.c, and
 * later ct_<curve>.c), each defining one `const sf_ct_case
 * sf_ct_cases_<layer>[]` ended by SF_CT_CASES_END; ct_main.c lists the
 * arrays. To add a layer: write the file, declare its array below and add it
 * to sf_ct_modules in ct_main.c.
 *
 * Rules for writing a case:
 *  - Poison only what is secret by design (keys, scalars, secret field
 *    elements, control bits derived from secrets). Lengths, table sizes and
 *    other public parameters stay defined.
 *  - A result that is public by design (a validity flag, a public key) must
 *    be declassified with SF_CT_PUBLIC before the test branches on it.
 *  - Pass every output to sf_ct_sink, so the compiler cannot delete the
 *    computation as dead code (most field operations are static inline).
 */
#ifndef SF_TESTS_CT_TEST_H
#define SF_TESTS_CT_TEST_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct_check.h"

typedef enum sf_ct_verdict {
    SF_CT_EXPECT_CLEAN = 0,
    SF_CT_EXPECT_LEAKY = 1
} sf_ct_verdict;

typedef struct sf_ct_case {
    const char *name;
    sf_ct_verdict verdict;
    void (*fn)(void);
} sf_ct_case;

#define SF_CT_TEST(name) static void name(void)
#define SF_CT_CLEAN(name) {#name, SF_CT_EXPECT_CLEAN, name}
#define SF_CT_LEAKY(name) {#name, SF_CT_EXPECT_LEAKY, name}
#define SF_CT_CASES_END {NULL, SF_CT_EXPECT_CLEAN, NULL}

/*
 * Fill n bytes with a deterministic pseudo-random pattern derived from seed
 * (public, defined data; poison it afterwards if it is secret).
 */
void sf_ct_fill(void *p, size_t n, uint64_t seed);

/*
 * Consume a result: declassify it (the check is about how it was computed,
 * not about its value) and fold it into a volatile accumulator, so the
 * computation that produced it must really happen.
 */
void sf_ct_sink(const void *p, size_t n);

/* ---- the layers' case lists, bottom layer first ------------------------ */

extern const sf_ct_case sf_ct_cases_common[];
extern const sf_ct_case sf_ct_cases_hash[];
extern const sf_ct_case sf_ct_cases_field_p127[];
extern const sf_ct_case sf_ct_cases_field_p255[];
extern const sf_ct_case sf_ct_cases_field_p448[];
extern const sf_ct_case sf_ct_cases_sc_snowshoe[];
extern const sf_ct_case sf_ct_cases_k256[];
extern const sf_ct_case sf_ct_cases_p256[];
extern const sf_ct_case sf_ct_cases_recode[];
extern const sf_ct_case sf_ct_cases_mult_snowshoe[];
extern const sf_ct_case sf_ct_cases_snowshoe[];
extern const sf_ct_case sf_ct_cases_fourq[];
extern const sf_ct_case sf_ct_cases_ed25519[];
extern const sf_ct_case sf_ct_cases_p256_proto[];
extern const sf_ct_case sf_ct_cases_k256_api[];
extern const sf_ct_case sf_ct_cases_keys[];
extern const sf_ct_case sf_ct_cases_api[];

#endif /* SF_TESTS_CT_TEST_H */

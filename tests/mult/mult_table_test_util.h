/*
 * The check that a checked-in generated table file cannot drift from its
 * generator: `make test` reruns the tool into the gen folder (a
 * tests/model/gen_mult_*.py script), and the test compares every number of
 * that fresh file with the tables compiled into the library.
 */
#ifndef SF_TESTS_MULT_MULT_TABLE_TEST_UTIL_H
#define SF_TESTS_MULT_MULT_TABLE_TEST_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"

/*
 * Every "0x..." number of gen/<name>, in file order, against ntabs compiled
 * tables (tabs[t]: lens[t] words); a line containing markers[t] (t >= 1)
 * starts table t. Checks that all numbers match and that there are exactly
 * as many as the tables hold.
 */
static inline void sf_tmt_check_file(const char *name, size_t ntabs, const uint64_t *const tabs[],
                                     const size_t lens[], const char *const markers[])
{
    FILE *f = sf_test_open(sf_test_gen_dir(), name);
    size_t tab = 0, idx = 0, total = 0, want = 0, mism = 0;
    char line[512];
    SF_CHECK(f != NULL);
    if (f == NULL)
        return;
    for (size_t t = 0; t < ntabs; t++)
        want += lens[t];
    while (fgets(line, sizeof line, f) != NULL) {
        char *p = line;
        for (size_t t = 1; t < ntabs; t++)
            if (strstr(line, markers[t]) != NULL) {
                tab = t;
                idx = 0;
            }
        while ((p = strstr(p, "0x")) != NULL) {
            uint64_t v = strtoull(p, &p, 16);
            if (idx < lens[tab])
                mism += tabs[tab][idx] != v;
            else
                mism++;
            idx++;
            total++;
        }
    }
    fclose(f);
    SF_CHECK(mism == 0);
    SF_CHECK(total == want);
}

#endif /* SF_TESTS_MULT_MULT_TABLE_TEST_UTIL_H */

/*
 * Driver of the constant-time check; see ct_test.h for the technique.
 *
 *   sf-ct --list     one line per case: "NAME clean" or "NAME leaky"
 *   sf-ct NAME       run that one case (meant to run under valgrind)
 *
 * Each case runs in its own process because a leaky verdict is a valgrind
 * error count, which is per process: scripts/ct.sh runs
 * `valgrind --error-exitcode=42 sf-ct NAME` for every listed case and checks
 * the exit status against the ledger.
 */
#include <stdio.h>
#include <string.h>

#include "ct/ct_test.h"

#ifdef SF_CT_CHECK
#include <valgrind/valgrind.h>
#endif

/* The registry: every layer's case list, bottom layer first. */
static const sf_ct_case *const sf_ct_modules[] = {
    sf_ct_cases_common,
    sf_ct_cases_hash,
    sf_ct_cases_field_p127,
    sf_ct_cases_field_p255,
    sf_ct_cases_field_p448,
    sf_ct_cases_sc_snowshoe,
    sf_ct_cases_k256,
    sf_ct_cases_p256,
    sf_ct_cases_recode,
    sf_ct_cases_mult_snowshoe,
    sf_ct_cases_snowshoe,
    sf_ct_cases_fourq,
    sf_ct_cases_ed25519,
    sf_ct_cases_p256_proto,
    sf_ct_cases_k256_api,
    sf_ct_cases_keys,
    sf_ct_cases_api,
    NULL,
};

static volatile uint8_t sf_ct_sink_acc;

void sf_ct_fill(void *p, size_t n, uint64_t seed)
{
    uint8_t *b = (uint8_t *)p;
    uint64_t s = seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;
    for (size_t i = 0; i < n; i++) {
        /* splitmix64 step per byte: cheap, and every byte looks random */
        uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        b[i] = (uint8_t)(z ^ (z >> 31));
    }
}

void sf_ct_sink(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;
    SF_CT_PUBLIC(p, n);
    for (size_t i = 0; i < n; i++)
        acc ^= b[i];
    sf_ct_sink_acc ^= acc;
}

/* How many registered cases carry this name (must be exactly one). */
static size_t sf_ct_count(const char *name)
{
    size_t n = 0;
    for (size_t m = 0; sf_ct_modules[m] != NULL; m++)
        for (const sf_ct_case *c = sf_ct_modules[m]; c->name != NULL; c++)
            n += strcmp(c->name, name) == 0;
    return n;
}

static const sf_ct_case *sf_ct_find(const char *name)
{
    for (size_t m = 0; sf_ct_modules[m] != NULL; m++)
        for (const sf_ct_case *c = sf_ct_modules[m]; c->name != NULL; c++)
            if (strcmp(c->name, name) == 0)
                return c;
    return NULL;
}

int main(int argc, char **argv)
{
    const sf_ct_case *c;

    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        int dup = 0;
        for (size_t m = 0; sf_ct_modules[m] != NULL; m++)
            for (c = sf_ct_modules[m]; c->name != NULL; c++) {
                /* A name listed twice (a module registered twice, or two
                 * layers picking the same name) would run one case twice
                 * and hide the other: refuse the whole list. */
                if (sf_ct_count(c->name) != 1) {
                    fprintf(stderr, "duplicate case name: %s\n", c->name);
                    dup = 1;
                }
                printf("%s %s\n", c->name,
                       c->verdict == SF_CT_EXPECT_LEAKY ? "leaky" : "clean");
            }
        return dup;
    }
    if (argc != 2 || argv[1][0] == '-') {
        fprintf(stderr, "usage: %s --list | %s NAME\n", argv[0], argv[0]);
        return 2;
    }
    c = sf_ct_find(argv[1]);
    if (c == NULL) {
        fprintf(stderr, "%s: no case named %s\n", argv[0], argv[1]);
        return 2;
    }
#ifdef SF_CT_CHECK
    /* Outside valgrind the poisoning is a no-op and the run proves nothing. */
    if (!RUNNING_ON_VALGRIND)
        fprintf(stderr, "note: not running under valgrind; "
                        "this run checks nothing\n");
#else
    fprintf(stderr, "note: built without SF_CT_CHECK; this run checks nothing\n");
#endif
    c->fn();
    return 0;
}

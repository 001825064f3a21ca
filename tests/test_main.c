/*
 * Test runner: runs every registered case (or those whose name contains one
 * of the filters given) and ends with the line "N passed, N failed, N skipped".
 *
 * usage: sf-tests [--vectors DIR] [--gen DIR] [filter...]
 *        sf-tests --cpu-levels   (the CPU levels this machine runs, highest
 *                                 first, as SNOWFIELD_CPU names them)
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/cpu.h"
#include "snowfield/common.h"
#include "test.h"
#include "test_registry.h"

static const char *g_vectors_dir = "tests/vectors";
static const char *g_gen_dir = "build/gen";
static const char *g_case;
static int g_case_failures;
static int g_case_skipped;
static unsigned long g_checks;

void sf_test_fail(const char *file, int line, const char *expr)
{
    if (g_case_failures < 5)
        printf("    %s:%d: check failed: %s\n", file, line, expr);
    else if (g_case_failures == 5)
        printf("    (further failures in %s not shown)\n", g_case);
    g_case_failures++;
}

void sf_test_skip(const char *reason)
{
    printf("SKIP %s: %s\n", g_case, reason);
    g_case_skipped = 1;
}

void sf_test_pass_check(void)
{
    g_checks++;
}

int sf_test_check_bytes(const char *file, int line, const char *what,
                        const uint8_t *got, const uint8_t *want, size_t n)
{
    if (memcmp(got, want, n) == 0) {
        g_checks++;
        return 1;
    }
    if (g_case_failures < 5) {
        printf("    %s:%d: %s differs\n      got  ", file, line, what);
        for (size_t i = 0; i < n; i++)
            printf("%02x", got[i]);
        printf("\n      want ");
        for (size_t i = 0; i < n; i++)
            printf("%02x", want[i]);
        printf("\n");
    }
    g_case_failures++;
    return 0;
}

static int sf_hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

long sf_test_unhex(uint8_t *out, size_t cap, const char *hex)
{
    size_t len = strlen(hex);
    if (len % 2 != 0 || len / 2 > cap)
        return -1;
    for (size_t i = 0; i < len / 2; i++) {
        int hi = sf_hexval(hex[2 * i]);
        int lo = sf_hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return (long)(len / 2);
}

int sf_test_split(char *line, char **f, int max)
{
    int n = 0;
    char *s = strtok(line, " \r\n");
    while (s != NULL && n < max) {
        f[n++] = s;
        s = strtok(NULL, " \r\n");
    }
    return n;
}

void sf_test_rng_seed(sf_test_rng *r, uint64_t seed)
{
    /* splitmix64 to spread the seed over both words */
    for (int i = 0; i < 2; i++) {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        r->s[i] = z ^ (z >> 31);
    }
}

uint64_t sf_test_rng_u64(sf_test_rng *r)
{
    /* xorshift128+ */
    uint64_t s1 = r->s[0];
    const uint64_t s0 = r->s[1];
    r->s[0] = s0;
    s1 ^= s1 << 23;
    r->s[1] = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26);
    return r->s[1] + s0;
}

void sf_test_rng_bytes(sf_test_rng *r, uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i % 8 == 0) {
            uint64_t v = sf_test_rng_u64(r);
            for (size_t j = 0; j < 8 && i + j < n; j++)
                out[i + j] = (uint8_t)(v >> (8 * j));
        }
    }
}

const char *sf_test_vectors_dir(void)
{
    return g_vectors_dir;
}

const char *sf_test_gen_dir(void)
{
    return g_gen_dir;
}

FILE *sf_test_open(const char *dir, const char *name)
{
    char path[1024];
    FILE *f;
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) {
        printf("    path too long: %s/%s\n", dir, name);
        return NULL;
    }
    f = fopen(path, "r");
    if (f == NULL)
        printf("    cannot open %s\n", path);
    return f;
}

int sf_test_json_get(const char *line, const char *key, char *out, size_t cap)
{
    char pat[128];
    const char *p;
    size_t n = 0;
    if (snprintf(pat, sizeof pat, "\"%s\":", key) >= (int)sizeof pat)
        return 0;
    p = strstr(line, pat);
    if (p == NULL)
        return 0;
    p += strlen(pat);
    while (*p == ' ')
        p++;
    if (*p == '"') {
        p++;
        while (*p != '\0' && *p != '"') {
            if (n + 1 >= cap)
                return 0;
            out[n++] = *p++;
        }
    } else {
        while (*p != '\0' && *p != ',' && *p != '}' && *p != ' ') {
            if (n + 1 >= cap)
                return 0;
            out[n++] = *p++;
        }
    }
    out[n] = '\0';
    return 1;
}

static int sf_matches(const char *name, int nfilters, char **filters)
{
    if (nfilters == 0)
        return 1;
    for (int i = 0; i < nfilters; i++)
        if (strstr(name, filters[i]) != NULL)
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    int passed = 0, failed = 0, skipped = 0;
    char *filters[64];
    int nfilters = 0;

    if (argc == 2 && strcmp(argv[1], "--cpu-levels") == 0) {
        for (int l = sf_cpu_level_supported(); l >= 0; l--)
            printf("%s%s", sf_cpu_level_name(l), l > 0 ? " " : "\n");
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--vectors") == 0 && i + 1 < argc)
            g_vectors_dir = argv[++i];
        else if (strcmp(argv[i], "--gen") == 0 && i + 1 < argc)
            g_gen_dir = argv[++i];
        else if (nfilters < 64)
            filters[nfilters++] = argv[i];
    }

    printf("snowfield tests, field backend %s, CPU level %s\n", sf_test_backend(), sf_cpu());
    for (size_t m = 0; sf_test_modules[m] != NULL; m++) {
        for (const sf_test_case *c = sf_test_modules[m]; c->name != NULL; c++) {
            if (!sf_matches(c->name, nfilters, filters))
                continue;
            g_case = c->name;
            g_case_failures = 0;
            g_case_skipped = 0;
            c->fn();
            if (g_case_failures > 0) {
                printf("FAIL %s (%d failed checks)\n", c->name, g_case_failures);
                failed++;
            } else if (g_case_skipped) {
                skipped++;
            } else {
                printf("ok   %s\n", c->name);
                passed++;
            }
            fflush(stdout);
        }
    }
    printf("%lu checks\n", g_checks);
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    return failed == 0 ? 0 : 1;
}

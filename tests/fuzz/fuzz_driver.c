/*
 * Regression driver for the fuzz targets, run by `make test` (normal and
 * ASan+UBSan builds) without libFuzzer.
 *
 * For each target it reads every file of its seed corpus
 * (CORPUS/<name>/, in name order), runs the target on the seed, then on
 * MUTATIONS deterministic mutations of it: 1 to 4 edits each (bit flips,
 * random bytes, 0x00/0xff bytes, truncation, extension, insertion,
 * deletion, a byte +-1) drawn from a xorshift generator seeded with the
 * target, the seed's name and the mutation index, so every run is the same
 * and a failing input can be rebuilt. A broken property aborts inside the
 * target; the driver's SIGABRT handler first prints which seed and mutation
 * it was on, and the run then has no summary line, which scripts/lib.sh
 * counts as a failure.
 *
 * usage: sf-fuzz-driver [CORPUS_DIR [MUTATIONS]]
 *        (defaults tests/fuzz/corpus and 1500)
 * Ends with "fuzz: N passed, N failed" (one per target).
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sf_fuzz_p256(const uint8_t *data, size_t size);
int sf_fuzz_k256(const uint8_t *data, size_t size);
int sf_fuzz_snowshoe(const uint8_t *data, size_t size);
int sf_fuzz_fourq(const uint8_t *data, size_t size);
int sf_fuzz_compat(const uint8_t *data, size_t size);
int sf_fuzz_keys(const uint8_t *data, size_t size);

typedef struct {
    const char *name;
    int (*fn)(const uint8_t *, size_t);
} sf_fd_target;

static const sf_fd_target sf_fd_targets[] = {
    {"p256", sf_fuzz_p256},
    {"k256", sf_fuzz_k256},
    {"snowshoe", sf_fuzz_snowshoe},
    {"fourq", sf_fuzz_fourq},
    {"compat", sf_fuzz_compat},
    {"keys", sf_fuzz_keys},
};

#define SF_FD_MAX_FILES 256
#define SF_FD_MAX_INPUT 1024

/* Where the run is, for the abort message (read only by the handler). */
static char sf_fd_where[1024];

static void sf_fd_on_abort(int sig)
{
    (void)sig;
    fputs("fuzz: property failed on ", stderr);
    fputs(sf_fd_where, stderr);
    fputs("\n", stderr);
    fflush(stderr);
    signal(SIGABRT, SIG_DFL);
    raise(SIGABRT);
}

typedef struct {
    uint64_t s;
} sf_fd_rng;

static uint64_t sf_fd_next(sf_fd_rng *r)
{
    /* xorshift64* */
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * 0x2545f4914f6cdd1dULL;
}

static uint64_t sf_fd_hash(const char *s, uint64_t h)
{
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 0x100000001b3ULL; /* FNV-1a */
    return h;
}

/* Apply 1 to 4 random edits to buf[0 .. *len), capacity cap. */
static void sf_fd_mutate(sf_fd_rng *r, uint8_t *buf, size_t *len, size_t cap)
{
    int edits = 1 + (int)(sf_fd_next(r) % 4);
    for (int i = 0; i < edits; i++) {
        uint64_t v = sf_fd_next(r);
        size_t n = *len;
        size_t pos = n ? (size_t)(sf_fd_next(r) % n) : 0;
        switch (v % 9) {
        case 0: /* flip a bit */
        case 1:
            if (n)
                buf[pos] ^= (uint8_t)(1u << ((v >> 8) % 8));
            break;
        case 2: /* random byte */
            if (n)
                buf[pos] = (uint8_t)(v >> 16);
            break;
        case 3: /* 0x00 or 0xff */
            if (n)
                buf[pos] = (v >> 8) & 1 ? 0xff : 0x00;
            break;
        case 4: /* a byte +- 1 (one off a bound) */
            if (n)
                buf[pos] = (uint8_t)(buf[pos] + ((v >> 8) & 1 ? 1 : 0xff));
            break;
        case 5: /* truncate */
            *len = pos;
            break;
        case 6: /* extend with random bytes */
            for (size_t k = (v >> 8) % 8 + 1; k > 0 && *len < cap; k--)
                buf[(*len)++] = (uint8_t)sf_fd_next(r);
            break;
        case 7: /* insert a byte */
            if (n < cap) {
                memmove(buf + pos + 1, buf + pos, n - pos);
                buf[pos] = (uint8_t)(v >> 16);
                (*len)++;
            }
            break;
        default: /* delete a byte */
            if (n) {
                memmove(buf + pos, buf + pos + 1, n - pos - 1);
                (*len)--;
            }
            break;
        }
    }
}

static int sf_fd_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run one target over its corpus; returns 0 on success, -1 if the corpus
 * cannot be read (a target that fails a property aborts). */
static int sf_fd_run(const sf_fd_target *t, const char *corpus, long mutations,
                     unsigned long *runs)
{
    char dirname[384], path[768];
    char *names[SF_FD_MAX_FILES];
    size_t count = 0;
    static uint8_t seed[SF_FD_MAX_INPUT], buf[SF_FD_MAX_INPUT];

    snprintf(dirname, sizeof dirname, "%s/%s", corpus, t->name);
    DIR *d = opendir(dirname);
    if (d == NULL) {
        printf("fuzz %s: cannot open %s\n", t->name, dirname);
        return -1;
    }
    struct dirent *de;
    while ((de = readdir(d)) != NULL && count < SF_FD_MAX_FILES) {
        if (de->d_name[0] == '.')
            continue;
        names[count] = malloc(strlen(de->d_name) + 1);
        if (names[count] == NULL)
            break;
        strcpy(names[count++], de->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof names[0], sf_fd_cmp);

    int rc = count ? 0 : -1;
    if (!count)
        printf("fuzz %s: empty corpus %s\n", t->name, dirname);
    for (size_t f = 0; f < count && rc == 0; f++) {
        snprintf(path, sizeof path, "%s/%s", dirname, names[f]);
        FILE *fp = fopen(path, "rb");
        if (fp == NULL) {
            printf("fuzz %s: cannot read %s\n", t->name, path);
            rc = -1;
            break;
        }
        size_t seedlen = fread(seed, 1, sizeof seed, fp);
        fclose(fp);

        snprintf(sf_fd_where, sizeof sf_fd_where, "%s (the seed itself)", path);
        t->fn(seed, seedlen);
        (*runs)++;
        sf_fd_rng r;
        for (long m = 0; m < mutations; m++) {
            r.s = sf_fd_hash(names[f], sf_fd_hash(t->name, 0xcbf29ce484222325ULL)) ^
                  ((uint64_t)m * 0x9e3779b97f4a7c15ULL);
            if (r.s == 0)
                r.s = 1;
            size_t len = seedlen;
            memcpy(buf, seed, seedlen);
            sf_fd_mutate(&r, buf, &len, sizeof buf);
            snprintf(sf_fd_where, sizeof sf_fd_where, "%s mutation %ld", path, m);
            t->fn(buf, len);
            (*runs)++;
        }
    }
    for (size_t f = 0; f < count; f++)
        free(names[f]);
    return rc;
}

int main(int argc, char **argv)
{
    const char *corpus = argc > 1 ? argv[1] : "tests/fuzz/corpus";
    long mutations = argc > 2 ? strtol(argv[2], NULL, 10) : 1500;
    int passed = 0, failed = 0;

    signal(SIGABRT, sf_fd_on_abort);
    for (size_t i = 0; i < sizeof sf_fd_targets / sizeof sf_fd_targets[0]; i++) {
        unsigned long runs = 0;
        if (sf_fd_run(&sf_fd_targets[i], corpus, mutations, &runs) == 0) {
            printf("PASS fuzz_%s (%lu inputs)\n", sf_fd_targets[i].name, runs);
            passed++;
        } else {
            printf("FAIL fuzz_%s\n", sf_fd_targets[i].name);
            failed++;
        }
        fflush(stdout);
    }
    printf("fuzz: %d passed, %d failed, 0 skipped\n", passed, failed);
    return failed ? 1 : 0;
}

/*
 * snowfield-bench: times every registered operation and prints a table (or
 * JSON lines) of medians, with each row's ratio to a named baseline.
 *
 *   snowfield-bench [--json] [--runs N] [--warmup N] [--curve NAME]...
 *
 * Method (docs/benchmark.md has the long version): for each row, `warmup`
 * untimed calls, then `runs` timed calls, each timed on its own between
 * fenced counter reads (timing.h); the figure reported is the median sample,
 * minus the median cost of an empty timed region, divided by the row's
 * batch size. ns figures are ticks times a rate calibrated once at start-up.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"
#include "timing.h"

#define SF_BENCH_DEFAULT_RUNS 2000
#define SF_BENCH_MIN_RUNS 1000
#define SF_BENCH_MAX_CURVES 16

/* The vocabulary: see bench.h. Kept here, once, and enforced on every row. */
static const char *const sf_bench_curves[] = {
    "fp127", "snowshoe", "fourq", "p256", "secp256k1",
    "x25519", "ed25519", "x448", "ed448", NULL};
static const char *const sf_bench_impls[] = {
    "snowfield", "snowfield-portable", "openssl", "libsodium",
    "libsecp256k1", "libdecaf", NULL};
static const char *const sf_bench_ops[] = {
    "fp_mul", "fp2_mul", "fp2_sqr", "fp2_inv", "mul_gen", "mul", "simul",
    "simul_gen", "ecdh_keygen", "ecdh", "keygen", "sign", "verify",
    "schnorr_sign", "schnorr_verify", NULL};

struct sf_bench {
    int json;
    size_t runs;
    size_t warmup;
    const char *curves[SF_BENCH_MAX_CURVES];
    size_t n_curves;
    uint64_t *samples;          /* runs entries */
    double ns_per_tick;
    uint64_t overhead;          /* median empty-region cost, ticks */
    /* Baseline: measured in a first pass, reused when its row comes up. */
    int baseline_pass;
    int have_baseline;
    double baseline_ticks;
    int rows;
};

/* The sink: volatile, so every write to it is observable behaviour. */
static volatile uint8_t sf_bench_sink_byte;

void sf_bench_sink(const void *p, size_t len)
{
    const uint8_t *q = p;
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < len; i++)
        acc ^= q[i];
    sf_bench_sink_byte ^= acc;
}

static int sf_bench_in(const char *const *list, const char *s)
{
    for (; *list != NULL; list++)
        if (strcmp(*list, s) == 0)
            return 1;
    return 0;
}

int sf_bench_wants(const sf_bench *b, const char *curve)
{
    size_t i;
    if (b->baseline_pass)
        return strcmp(curve, SF_BENCH_BASELINE_CURVE) == 0;
    if (b->n_curves == 0)
        return 1;
    for (i = 0; i < b->n_curves; i++)
        if (strcmp(b->curves[i], curve) == 0)
            return 1;
    return 0;
}

void sf_bench_note(sf_bench *b, const char *fmt, ...)
{
    FILE *out = b->json ? stderr : stdout;
    va_list ap;
    fputs("note: ", out);
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
    fflush(out);
}

static int sf_bench_is_baseline(const char *curve, const char *op,
                                const char *impl)
{
    return strcmp(curve, SF_BENCH_BASELINE_CURVE) == 0 &&
           strcmp(op, SF_BENCH_BASELINE_OP) == 0 &&
           strcmp(impl, SF_BENCH_BASELINE_IMPL) == 0;
}

/* Figures: one decimal below 1000 (field ops are a few ticks), none above. */
static void sf_bench_fmt(char *buf, size_t len, double v)
{
    snprintf(buf, len, v < 1000.0 ? "%.1f" : "%.0f", v);
}

static void sf_bench_header(const sf_bench *b)
{
    if (b->json)
        return;
    printf("%-10s %-15s %-19s %14s %12s %6s  %s\n", "curve", "op", "impl",
           "median ticks", "median ns", "runs",
           "ratio to " SF_BENCH_BASELINE_IMPL " " SF_BENCH_BASELINE_CURVE
           " " SF_BENCH_BASELINE_OP);
}

static void sf_bench_print(sf_bench *b, const char *curve, const char *op,
                           const char *impl, double ticks)
{
    char t[32], n[32], r[32];
    double ns = ticks * b->ns_per_tick;
    sf_bench_fmt(t, sizeof t, ticks);
    sf_bench_fmt(n, sizeof n, ns);
    if (b->json) {
        printf("{\"curve\":\"%s\",\"op\":\"%s\",\"impl\":\"%s\","
               "\"median_ticks\":%s,\"median_ns\":%s,\"runs\":%zu}\n",
               curve, op, impl, t, n, b->runs);
    } else {
        if (b->have_baseline && b->baseline_ticks > 0)
            snprintf(r, sizeof r, "%#.3g", ticks / b->baseline_ticks);
        else
            snprintf(r, sizeof r, "-");
        printf("%-10s %-15s %-19s %14s %12s %6zu  %s\n", curve, op, impl, t,
               n, b->runs, r);
    }
    fflush(stdout);
    b->rows++;
}

void sf_bench_run(sf_bench *b, const char *curve, const char *op,
                  const char *impl, sf_bench_fn fn, void *state, size_t batch)
{
    size_t i;
    uint64_t med;
    double ticks;
    int is_base = sf_bench_is_baseline(curve, op, impl);

    if (!sf_bench_in(sf_bench_curves, curve) ||
        !sf_bench_in(sf_bench_ops, op) || !sf_bench_in(sf_bench_impls, impl)) {
        fprintf(stderr, "snowfield-bench: row (%s, %s, %s) is outside the "
                "vocabulary in bench.h\n", curve, op, impl);
        abort();
    }
    if (!sf_bench_wants(b, curve))
        return;
    if (b->baseline_pass && !is_base)
        return;
    if (batch == 0)
        batch = 1;
    if (is_base && b->have_baseline && !b->baseline_pass) {
        /* Already measured in the first pass: print that figure (ratio 1). */
        sf_bench_print(b, curve, op, impl, b->baseline_ticks);
        return;
    }

    for (i = 0; i < b->warmup; i++)
        fn(state, batch);
    for (i = 0; i < b->runs; i++) {
        uint64_t t0 = sf_bench_tick_start();
        fn(state, batch);
        b->samples[i] = sf_bench_tick_stop() - t0;
    }
    med = sf_bench_median(b->samples, b->runs);
    med = med > b->overhead ? med - b->overhead : 0;
    ticks = (double)med / (double)batch;

    if (is_base) {
        b->have_baseline = 1;
        b->baseline_ticks = ticks;
    }
    if (!b->baseline_pass)
        sf_bench_print(b, curve, op, impl, ticks);
}

static void sf_bench_usage(FILE *out)
{
    size_t i;
    fprintf(out,
            "usage: snowfield-bench [--json] [--runs N] [--warmup N] "
            "[--curve NAME]...\n"
            "  --json        one JSON object per line instead of the table\n"
            "  --runs N      timed runs per row (default %d, at least %d)\n"
            "  --warmup N    untimed runs before each row (default runs/10)\n"
            "  --curve NAME  only this curve (repeatable); one of:",
            SF_BENCH_DEFAULT_RUNS, SF_BENCH_MIN_RUNS);
    for (i = 0; sf_bench_curves[i] != NULL; i++)
        fprintf(out, " %s", sf_bench_curves[i]);
    fputc('\n', out);
}

static int sf_bench_parse_size(const char *s, size_t *out)
{
    char *end;
    unsigned long long v;
    if (s == NULL || *s < '0' || *s > '9')
        return 0;
    v = strtoull(s, &end, 10);
    if (*end != '\0' || v > 100000000ull)
        return 0;
    *out = (size_t)v;
    return 1;
}

int main(int argc, char **argv)
{
    sf_bench b;
    int i, warmup_set = 0;
    const sf_bench_group *g;

    memset(&b, 0, sizeof b);
    b.runs = SF_BENCH_DEFAULT_RUNS;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--json") == 0) {
            b.json = 1;
        } else if (strcmp(a, "--runs") == 0) {
            if (!sf_bench_parse_size(v, &b.runs) || b.runs < SF_BENCH_MIN_RUNS) {
                fprintf(stderr, "snowfield-bench: --runs needs a number >= %d\n",
                        SF_BENCH_MIN_RUNS);
                return 2;
            }
            i++;
        } else if (strcmp(a, "--warmup") == 0) {
            if (!sf_bench_parse_size(v, &b.warmup)) {
                fprintf(stderr, "snowfield-bench: --warmup needs a number\n");
                return 2;
            }
            warmup_set = 1;
            i++;
        } else if (strcmp(a, "--curve") == 0) {
            if (v == NULL || !sf_bench_in(sf_bench_curves, v)) {
                fprintf(stderr, "snowfield-bench: unknown curve '%s'\n",
                        v ? v : "");
                sf_bench_usage(stderr);
                return 2;
            }
            if (b.n_curves == SF_BENCH_MAX_CURVES) {
                fprintf(stderr, "snowfield-bench: too many --curve options\n");
                return 2;
            }
            b.curves[b.n_curves++] = v;
            i++;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            sf_bench_usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "snowfield-bench: unknown option '%s'\n", a);
            sf_bench_usage(stderr);
            return 2;
        }
    }
    if (!warmup_set)
        b.warmup = b.runs / 10;
    b.samples = malloc(b.runs * sizeof *b.samples);
    if (b.samples == NULL) {
        fprintf(stderr, "snowfield-bench: out of memory\n");
        return 1;
    }

    /* The calibration's busy wait doubles as a global warm-up that lets the
     * core leave its idle frequency before anything is timed. */
    b.ns_per_tick = sf_bench_calibrate_ns_per_tick(200);
    b.overhead = sf_bench_timer_overhead(10000);

    /* The run's parameters; on stderr with --json so stdout stays JSON. */
    {
        FILE *out = b.json ? stderr : stdout;
        fprintf(out, "# snowfield-bench: %s\n", sf_bench_counter_name());
        fprintf(out, "# 1 tick = %.4f ns (calibrated against CLOCK_MONOTONIC);"
                " empty-region overhead %llu ticks subtracted\n",
                b.ns_per_tick, (unsigned long long)b.overhead);
        fprintf(out, "# per row: %zu warm-up runs, then the median of %zu "
                "timed runs; field ops run in batches, figures are per call\n",
                b.warmup, b.runs);
        fflush(out);
    }

    /* Pass 1: the baseline alone, so every row can print its ratio. */
    for (g = sf_bench_groups; g->name != NULL; g++) {
        if (g->has_baseline && g->fn != NULL) {
            b.baseline_pass = 1;
            g->fn(&b);
            b.baseline_pass = 0;
        }
    }
    if (!b.have_baseline)
        sf_bench_note(&b, "baseline %s %s %s not available: no ratios",
                      SF_BENCH_BASELINE_IMPL, SF_BENCH_BASELINE_CURVE,
                      SF_BENCH_BASELINE_OP);

    /* Groups that were not built say so, never silently; before the table
     * so the table stays one block. */
    for (g = sf_bench_groups; g->name != NULL; g++)
        if (g->fn == NULL)
            sf_bench_note(&b, "%s", g->missing);

    /* Pass 2: everything. */
    sf_bench_header(&b);
    for (g = sf_bench_groups; g->name != NULL; g++)
        if (g->fn != NULL)
            g->fn(&b);
    if (b.rows == 0)
        sf_bench_note(&b, "no rows matched the selected curves");
    free(b.samples);
    return 0;
}

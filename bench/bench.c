/*
 * snowfield-bench: times every registered operation and prints a table (or
 * JSON lines) of medians, with each row's ratio to a named baseline and,
 * for Snowfield rows, to the peer library doing the same job.
 *
 *   snowfield-bench [--json] [--runs N] [--rounds N] [--warmup N] [--curve NAME]...
 *                   [--cpu LEVEL]
 *
 * Method (docs/benchmark.md has the long version): for each row and round,
 * `warmup` untimed calls, then `runs` timed calls, each timed on its own
 * between fenced counter reads (timing.h); the round's figure is the median
 * sample, minus the median cost of an empty timed region, divided by the
 * row's batch size. The table gives the median over the rounds, and each
 * ratio as the median of the ratios taken within a round. ns figures are
 * ticks times a rate calibrated once at start-up.
 */
#define _POSIX_C_SOURCE 200112L /* setenv */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_registry.h"
#include "common/cpu.h"
#include "timing.h"

#define SF_BENCH_DEFAULT_RUNS 2000
#define SF_BENCH_MIN_RUNS 1000
#define SF_BENCH_MAX_CURVES 16
#define SF_BENCH_MAX_ROWS 256
#define SF_BENCH_DEFAULT_ROUNDS 5
#define SF_BENCH_MAX_ROUNDS 25

/* The vocabulary: see bench.h. Kept here, once, and enforced on every row. */
static const char *const sf_bench_curves[] = {
    "fp127", "fp255", "fp448", "snowshoe", "fourq", "p256", "secp256k1",
    "x25519", "ed25519", "x448", "ed448", NULL};
static const char *const sf_bench_impls[] = {
    "snowfield", "snowfield-portable", "openssl", "libsodium",
    "libsecp256k1", "libdecaf", NULL};
static const char *const sf_bench_ops[] = {
    "fp_mul", "fp_sqr", "fp_inv", "fp2_mul", "fp2_sqr", "fp2x4_mul", "fp2_inv",
    "mul_gen", "mul", "simul",
    "simul_gen", "ecdh_keygen", "ecdh", "keygen", "sign", "verify",
    "schnorr_sign", "schnorr_verify", NULL};

/*
 * The peer each Snowfield row is compared with: the same job done by the
 * library a user would otherwise reach for, as the curve issues ask. First
 * match wins; a NULL op matches every op, a NULL peer curve or op means the
 * row's own. A row whose peer was not measured shows "-".
 */
static const struct sf_bench_peer_rule {
    const char *curve, *op;
    const char *peer_curve, *peer_op, *peer_impl;
} sf_bench_peer_rules[] = {
    {"snowshoe", "sign", "ed25519", "sign", "libsodium"},
    {"snowshoe", "verify", "ed25519", "verify", "libsodium"},
    {"snowshoe", NULL, "x25519", "ecdh", "libsodium"},
    {"fourq", "sign", "ed25519", "sign", "libsodium"},
    {"fourq", "verify", "ed25519", "verify", "libsodium"},
    {"fourq", NULL, "x25519", "ecdh", "libsodium"},
    {"p256", NULL, NULL, NULL, "openssl"},
    {"secp256k1", NULL, NULL, NULL, "libsecp256k1"},
    {"x25519", NULL, NULL, NULL, "libsodium"},
    {"ed25519", NULL, NULL, NULL, "libsodium"},
    {"x448", NULL, NULL, NULL, "libdecaf"},
    {"ed448", NULL, NULL, NULL, "libdecaf"},
};

/*
 * A row: its name, the group that measures it, and its figure in each
 * round (-1 where it was not measured). Ratios are taken per round, between
 * figures of the same round, and the median of those per-round ratios is
 * reported: a load spike then skews one round's ratio, not the result.
 */
struct sf_bench_row {
    const char *curve, *op, *impl;
    const char *cpu; /* Snowfield rows: the CPU level that ran them */
    double ticks[SF_BENCH_MAX_ROUNDS];
    size_t group;
};

struct sf_bench {
    int json;
    size_t runs;
    size_t warmup;
    const char *curves[SF_BENCH_MAX_CURVES];
    size_t n_curves;
    uint64_t *samples;          /* runs entries */
    double ns_per_tick;
    uint64_t overhead;          /* median empty-region cost, ticks */
    size_t rounds;
    size_t round;               /* the round being run */
    /* Each round has a pass over the peer groups (the baseline among them)
     * and one over the Snowfield groups, in alternating order; the table
     * is printed after the last round, in registry order. */
    int peer_pass;
    size_t group;               /* the group being run */
    const char *cpu;            /* its CPU level (Snowfield groups), or NULL */
    struct sf_bench_row table[SF_BENCH_MAX_ROWS];
    size_t n_rows;
    int printed;                /* rows printed */
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

/* 1 if the user asked for rows of `curve` (--curve; all by default). */
static int sf_bench_selected(const sf_bench *b, const char *curve)
{
    size_t i;
    if (b->n_curves == 0)
        return 1;
    for (i = 0; i < b->n_curves; i++)
        if (strcmp(b->curves[i], curve) == 0)
            return 1;
    return 0;
}

/* 1 if some selected curve is compared with rows of `curve`. */
static int sf_bench_is_peer_curve(const sf_bench *b, const char *curve)
{
    size_t i;
    if (strcmp(curve, SF_BENCH_BASELINE_CURVE) == 0)
        return 1;
    for (i = 0; i < sizeof sf_bench_peer_rules / sizeof *sf_bench_peer_rules;
         i++) {
        const struct sf_bench_peer_rule *r = &sf_bench_peer_rules[i];
        const char *pc = r->peer_curve != NULL ? r->peer_curve : r->curve;
        if (strcmp(pc, curve) == 0 && sf_bench_selected(b, r->curve))
            return 1;
    }
    return 0;
}

int sf_bench_wants(const sf_bench *b, const char *curve)
{
    if (b->peer_pass)
        return sf_bench_is_peer_curve(b, curve);
    return sf_bench_selected(b, curve);
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

static int sf_bench_is_snowfield(const char *impl)
{
    return strncmp(impl, "snowfield", 9) == 0;
}

/* The peer row measured for (curve, op, impl), or NULL. */
static size_t sf_bench_row_index(const sf_bench *b, const char *curve,
                                 const char *op, const char *impl)
{
    size_t i;
    for (i = 0; i < b->n_rows; i++)
        if (strcmp(b->table[i].curve, curve) == 0 &&
            strcmp(b->table[i].op, op) == 0 &&
            strcmp(b->table[i].impl, impl) == 0)
            break;
    return i;
}

static const struct sf_bench_row *sf_bench_find_row(const sf_bench *b,
                                                   const char *curve,
                                                   const char *op,
                                                   const char *impl)
{
    size_t i = sf_bench_row_index(b, curve, op, impl);
    return i < b->n_rows ? &b->table[i] : NULL;
}

/* The peer a Snowfield row is compared with (see sf_bench_peer_rules), or
 * NULL for a peer row or a row with no rule or no measured peer. */
static const struct sf_bench_row *sf_bench_peer_of(const sf_bench *b,
                                                  const char *curve,
                                                  const char *op,
                                                  const char *impl)
{
    size_t i;
    if (!sf_bench_is_snowfield(impl))
        return NULL;
    for (i = 0; i < sizeof sf_bench_peer_rules / sizeof *sf_bench_peer_rules;
         i++) {
        const struct sf_bench_peer_rule *r = &sf_bench_peer_rules[i];
        if (strcmp(r->curve, curve) != 0 ||
            (r->op != NULL && strcmp(r->op, op) != 0))
            continue;
        return sf_bench_find_row(b, r->peer_curve ? r->peer_curve : curve,
                                 r->peer_op ? r->peer_op : op, r->peer_impl);
    }
    return NULL;
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
    printf("%-10s %-15s %-19s %-10s %14s %12s %6s %10s  %s\n", "curve", "op",
           "impl", "cpu", "median ticks", "median ns", "runs",
           "vs " SF_BENCH_BASELINE_CURVE, "vs peer (same run)");
}

static int sf_bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of v[0..n) (the lower middle one for even n, as the samples),
 * or -1 for n = 0. Sorts v. */
static double sf_bench_median_d(double *v, size_t n)
{
    if (n == 0)
        return -1;
    qsort(v, n, sizeof *v, sf_bench_cmp_double);
    return v[(n - 1) / 2];
}

/* The row's median over the rounds it was measured in. */
static double sf_bench_row_ticks(const sf_bench *b, const struct sf_bench_row *row)
{
    double v[SF_BENCH_MAX_ROUNDS];
    size_t r, n = 0;
    for (r = 0; r < b->rounds; r++)
        if (row->ticks[r] >= 0)
            v[n++] = row->ticks[r];
    return sf_bench_median_d(v, n);
}

/* The median over the rounds of row / ref, each ratio within one round;
 * -1 when no round measured both. */
static double sf_bench_row_ratio(const sf_bench *b, const struct sf_bench_row *row,
                                 const struct sf_bench_row *ref)
{
    double v[SF_BENCH_MAX_ROUNDS];
    size_t r, n = 0;
    if (ref == NULL)
        return -1;
    for (r = 0; r < b->rounds; r++)
        if (row->ticks[r] >= 0 && ref->ticks[r] > 0)
            v[n++] = row->ticks[r] / ref->ticks[r];
    return sf_bench_median_d(v, n);
}

/* "0.736", or "-" when there is nothing to divide by. */
static void sf_bench_ratio(char *buf, size_t len, double ratio)
{
    if (ratio >= 0)
        snprintf(buf, len, "%#.3g", ratio);
    else
        snprintf(buf, len, "-");
}

static void sf_bench_print(sf_bench *b, const struct sf_bench_row *row)
{
    char t[32], n[32], rb[32], rp[32];
    const char *curve = row->curve, *op = row->op, *impl = row->impl;
    const char *cpu = row->cpu != NULL ? row->cpu : "-";
    double ticks = sf_bench_row_ticks(b, row);
    double ns = ticks * b->ns_per_tick;
    const struct sf_bench_row *base =
        sf_bench_find_row(b, SF_BENCH_BASELINE_CURVE, SF_BENCH_BASELINE_OP,
                          SF_BENCH_BASELINE_IMPL);
    const struct sf_bench_row *peer = sf_bench_peer_of(b, curve, op, impl);

    sf_bench_fmt(t, sizeof t, ticks);
    sf_bench_fmt(n, sizeof n, ns);
    sf_bench_ratio(rb, sizeof rb, sf_bench_row_ratio(b, row, base));
    sf_bench_ratio(rp, sizeof rp, sf_bench_row_ratio(b, row, peer));
    if (b->json) {
        printf("{\"curve\":\"%s\",\"op\":\"%s\",\"impl\":\"%s\","
               "\"median_ticks\":%s,\"median_ns\":%s,\"runs\":%zu,"
               "\"rounds\":%zu",
               curve, op, impl, t, n, b->runs, b->rounds);
        if (row->cpu != NULL)
            printf(",\"cpu\":\"%s\"", row->cpu);
        if (base != NULL)
            printf(",\"baseline_ratio\":%s", rb);
        if (peer != NULL)
            printf(",\"peer\":\"%s %s %s\",\"peer_ratio\":%s", peer->impl,
                   peer->curve, peer->op, rp);
        printf("}\n");
    } else if (peer != NULL) {
        printf("%-10s %-15s %-19s %-10s %14s %12s %6zu %10s  %s (%s %s %s)\n",
               curve, op, impl, cpu, t, n, b->runs, rb, rp, peer->impl,
               peer->curve, peer->op);
    } else {
        printf("%-10s %-15s %-19s %-10s %14s %12s %6zu %10s  -\n", curve, op, impl,
               cpu, t, n, b->runs, rb);
    }
    fflush(stdout);
    b->printed++;
}

void sf_bench_run(sf_bench *b, const char *curve, const char *op,
                  const char *impl, sf_bench_fn fn, void *state, size_t batch)
{
    size_t i;
    uint64_t med;
    struct sf_bench_row *row;

    if (!sf_bench_in(sf_bench_curves, curve) ||
        !sf_bench_in(sf_bench_ops, op) || !sf_bench_in(sf_bench_impls, impl)) {
        fprintf(stderr, "snowfield-bench: row (%s, %s, %s) is outside the "
                "vocabulary in bench.h\n", curve, op, impl);
        abort();
    }
    if (!sf_bench_wants(b, curve))
        return;
    /* The peer pass measures the peer rows only, the other pass the rest
     * (a peer row of a curve that is also selected is not measured twice in
     * a round). */
    i = sf_bench_row_index(b, curve, op, impl);
    row = i < b->n_rows ? &b->table[i] : NULL;
    if (b->peer_pass && sf_bench_is_snowfield(impl))
        return;
    if (row != NULL && row->ticks[b->round] >= 0)
        return;
    if (batch == 0)
        batch = 1;

    for (i = 0; i < b->warmup; i++)
        fn(state, batch);
    for (i = 0; i < b->runs; i++) {
        uint64_t t0 = sf_bench_tick_start();
        fn(state, batch);
        b->samples[i] = sf_bench_tick_stop() - t0;
    }
    med = sf_bench_median(b->samples, b->runs);
    med = med > b->overhead ? med - b->overhead : 0;

    if (row == NULL) {
        if (b->n_rows == SF_BENCH_MAX_ROWS) {
            fprintf(stderr, "snowfield-bench: more than %d rows\n",
                    SF_BENCH_MAX_ROWS);
            abort();
        }
        row = &b->table[b->n_rows++];
        row->curve = curve;
        row->op = op;
        row->impl = impl;
        row->cpu = b->cpu;
        row->group = b->group;
        for (i = 0; i < SF_BENCH_MAX_ROUNDS; i++)
            row->ticks[i] = -1;
    }
    row->ticks[b->round] = (double)med / (double)batch;
}

static void sf_bench_usage(FILE *out)
{
    size_t i;
    fprintf(out,
            "usage: snowfield-bench [--json] [--runs N] [--rounds N] "
            "[--warmup N] [--curve NAME]... [--cpu LEVEL]\n"
            "  --json        one JSON object per line instead of the table\n"
            "  --runs N      timed runs per row and round (default %d, at "
            "least %d)\n"
            "  --rounds N    rounds over every row (default %d, at most %d)\n"
            "  --warmup N    untimed runs before each row (default runs/10)\n"
            "  --cpu LEVEL   run Snowfield at this CPU level or lower:"
            " baseline, x86-64-v3 or ifma\n"
            "                (sets SNOWFIELD_CPU; the default is the best level"
            " this CPU has)\n"
            "  --cpu-levels  print the levels this CPU and build have, and exit\n"
            "  --curve NAME  only this curve (repeatable); one of:",
            SF_BENCH_DEFAULT_RUNS, SF_BENCH_MIN_RUNS, SF_BENCH_DEFAULT_ROUNDS,
            SF_BENCH_MAX_ROUNDS);
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

    if (argc == 2 && strcmp(argv[1], "--cpu-levels") == 0) {
        /* the levels this CPU and build have, highest first (make bench) */
        for (int l = sf_cpu_level_supported(); l >= 0; l--)
            printf("%s%s", sf_cpu_level_name(l), l > 0 ? " " : "\n");
        return 0;
    }
    memset(&b, 0, sizeof b);
    b.runs = SF_BENCH_DEFAULT_RUNS;
    b.rounds = SF_BENCH_DEFAULT_ROUNDS;
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
        } else if (strcmp(a, "--rounds") == 0) {
            if (!sf_bench_parse_size(v, &b.rounds) || b.rounds < 1 ||
                b.rounds > SF_BENCH_MAX_ROUNDS) {
                fprintf(stderr, "snowfield-bench: --rounds needs a number "
                        "from 1 to %d\n", SF_BENCH_MAX_ROUNDS);
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
        } else if (strcmp(a, "--cpu") == 0) {
            /* Before any call into the library, which reads it once. */
            if (v == NULL || (strcmp(v, "baseline") != 0 && strcmp(v, "x86-64-v3") != 0 &&
                              strcmp(v, "ifma") != 0)) {
                fprintf(stderr, "snowfield-bench: --cpu needs baseline, x86-64-v3 or ifma\n");
                return 2;
            }
            if (setenv("SNOWFIELD_CPU", v, 1) != 0) {
                fprintf(stderr, "snowfield-bench: cannot set SNOWFIELD_CPU\n");
                return 1;
            }
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
        fprintf(out, "# per row and round: %zu warm-up runs, then the median "
                "of %zu timed runs; field ops run in batches, figures are per "
                "call\n", b.warmup, b.runs);
        fprintf(out, "# %zu rounds: each figure is the median over the rounds, "
                "each ratio the median of the ratios within a round\n",
                b.rounds);
        fflush(out);
    }

    /* The rounds. Each measures every wanted row once, peer groups and
     * Snowfield groups in two passes whose order alternates between rounds,
     * so that neither side is always the one timed after the other. */
    for (b.round = 0; b.round < b.rounds; b.round++) {
        int pass;
        if (b.rounds > 1)
            fprintf(stderr, "# round %zu/%zu\n", b.round + 1, b.rounds);
        for (pass = 0; pass < 2; pass++) {
            b.peer_pass = (pass == 0) == (b.round % 2 == 0);
            for (g = sf_bench_groups; g->name != NULL; g++) {
                b.group = (size_t)(g - sf_bench_groups);
                b.cpu = g->cpu != NULL ? g->cpu() : NULL;
                if (g->fn != NULL && g->is_peer == b.peer_pass)
                    g->fn(&b);
            }
        }
    }
    b.peer_pass = 0;
    if (sf_bench_find_row(&b, SF_BENCH_BASELINE_CURVE, SF_BENCH_BASELINE_OP,
                          SF_BENCH_BASELINE_IMPL) == NULL)
        sf_bench_note(&b, "baseline %s %s %s not available: no ratios",
                      SF_BENCH_BASELINE_IMPL, SF_BENCH_BASELINE_CURVE,
                      SF_BENCH_BASELINE_OP);

    /* Groups that were not built say so, never silently; before the table
     * so the table stays one block. */
    for (g = sf_bench_groups; g->name != NULL; g++)
        if (g->fn == NULL)
            sf_bench_note(&b, "%s", g->missing);

    /* The table, in registry order; peer rows of curves that were not
     * selected served the ratios only. */
    sf_bench_header(&b);
    for (g = sf_bench_groups; g->name != NULL; g++) {
        size_t r, idx = (size_t)(g - sf_bench_groups);
        for (r = 0; r < b.n_rows; r++)
            if (b.table[r].group == idx && sf_bench_selected(&b, b.table[r].curve))
                sf_bench_print(&b, &b.table[r]);
    }
    if (b.printed == 0)
        sf_bench_note(&b, "no rows matched the selected curves");
    free(b.samples);
    return 0;
}

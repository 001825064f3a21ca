/* Benchmark timing: see timing.h. */
#define _POSIX_C_SOURCE 200809L

#include "timing.h"

#include <stdlib.h>
#include <time.h>

uint64_t sf_bench_monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

const char *sf_bench_counter_name(void)
{
#ifdef SF_BENCH_TSC
    return "TSC ticks (lfence;rdtsc;lfence .. rdtscp;lfence)";
#else
    return "ticks = ns of CLOCK_MONOTONIC (no TSC on this target)";
#endif
}

double sf_bench_calibrate_ns_per_tick(unsigned ms)
{
#ifdef SF_BENCH_TSC
    /* Read both clocks at both ends of a busy wait. Each pair is read back to
     * back, so the error is a few hundred ns over `ms` ms: well under 0.1%
     * for ms >= 50. */
    uint64_t n0 = sf_bench_monotonic_ns();
    uint64_t t0 = sf_bench_tick_start();
    uint64_t n1, t1;
    do {
        n1 = sf_bench_monotonic_ns();
    } while (n1 - n0 < (uint64_t)ms * 1000000u);
    t1 = sf_bench_tick_stop();
    if (t1 <= t0)
        return 1.0;
    return (double)(n1 - n0) / (double)(t1 - t0);
#else
    (void)ms;
    return 1.0;
#endif
}

uint64_t sf_bench_timer_overhead(size_t runs)
{
    uint64_t *v = malloc(runs * sizeof *v);
    uint64_t m;
    size_t i;
    if (v == NULL)
        return 0;
    for (i = 0; i < runs; i++) {
        uint64_t t0 = sf_bench_tick_start();
        uint64_t t1 = sf_bench_tick_stop();
        v[i] = t1 - t0;
    }
    m = sf_bench_median(v, runs);
    free(v);
    return m;
}

static int sf_bench_cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

uint64_t sf_bench_median(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof *v, sf_bench_cmp_u64);
    return v[(n - 1) / 2];
}

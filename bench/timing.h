/*
 * Benchmark timing: a cycle-ish counter, its overhead, its rate, and medians.
 *
 * Counter
 * -------
 * On x86-64 a "tick" is one step of the time-stamp counter (TSC). On every
 * CPU of the last fifteen years the TSC runs at a constant rate (the nominal
 * frequency, not the boosted core clock: flags constant_tsc/nonstop_tsc), so a
 * tick is a fixed unit of wall time and comparable across runs on one
 * machine, though not across machines.
 *
 * rdtsc alone is not ordered with the surrounding instructions: the CPU may
 * read the counter before earlier work has finished or after later work has
 * started. The fences used here:
 *   start: lfence; rdtsc; lfence   -- wait for everything before, then keep
 *                                     the measured code from starting early;
 *   stop:  rdtscp; lfence          -- rdtscp waits for the measured code to
 *                                     retire; the lfence keeps what follows
 *                                     from sliding in before the read.
 * Everywhere else a tick is one nanosecond of CLOCK_MONOTONIC.
 */
#ifndef SF_BENCH_TIMING_H
#define SF_BENCH_TIMING_H

#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
#define SF_BENCH_TSC 1
#endif

/* CLOCK_MONOTONIC in nanoseconds. */
uint64_t sf_bench_monotonic_ns(void);

/* Counter value at the start of a timed region. */
static inline uint64_t sf_bench_tick_start(void)
{
#ifdef SF_BENCH_TSC
    uint64_t t;
    _mm_lfence();
    t = __rdtsc();
    _mm_lfence();
    return t;
#else
    return sf_bench_monotonic_ns();
#endif
}

/* Counter value at the end of a timed region. */
static inline uint64_t sf_bench_tick_stop(void)
{
#ifdef SF_BENCH_TSC
    unsigned int aux;
    uint64_t t = __rdtscp(&aux);
    _mm_lfence();
    return t;
#else
    return sf_bench_monotonic_ns();
#endif
}

/* Short description of the counter, for the table header. */
const char *sf_bench_counter_name(void);

/*
 * Nanoseconds per tick. With the TSC this is calibrated once against
 * CLOCK_MONOTONIC over `ms` milliseconds of busy waiting; every ns figure in
 * the output is ticks * this rate (we do not call clock_gettime around the
 * timed runs: at 20-30 ns per call it would swamp a 5 ns field
 * multiplication). Without the TSC it is exactly 1.
 */
double sf_bench_calibrate_ns_per_tick(unsigned ms);

/*
 * Median cost of an empty timed region (start immediately followed by stop)
 * over `runs` tries; subtracted from every sample so that batched field
 * operations are not inflated by the fences themselves.
 */
uint64_t sf_bench_timer_overhead(size_t runs);

/*
 * Median of v[0..n-1] (n >= 1); sorts v in place. For even n it returns the
 * lower of the two middle values, so the result is always a real sample.
 */
uint64_t sf_bench_median(uint64_t *v, size_t n);

#endif /* SF_BENCH_TIMING_H */

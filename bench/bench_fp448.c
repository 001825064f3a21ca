/*
 * Fp over p = 2^448 - 2^224 - 1 (curve "fp448"): the field under Ed448,
 * X448 and decaf448. Built twice (see bench.h): rows "snowfield" and
 * "snowfield-portable".
 *
 * Every operation is chained (x = f(x, y)), so a row is the latency of one
 * call; the products run in batches of SF_BENCH_FP448_BATCH.
 */
#include <stdint.h>

#include "field/p448/fp448.h"

#include "bench.h"

/* Products per timed run: 256 x ~80 ticks keeps the fence overhead
 * (subtracted anyway) well under 1% of the sample. */
#define SF_BENCH_FP448_BATCH 256

typedef struct sf_bench_fp448_state {
    sf_fp448 x, y;
} sf_bench_fp448_state;

/* Group entry points, one per variant: declared here because the registry
 * header declares both names and this file defines only one of them. */
void SF_BENCH_NAME(fp448)(sf_bench *b);

static void sf_bench_fp448_mul(void *state, size_t n)
{
    sf_bench_fp448_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp448_mul(&s->x, &s->x, &s->y);
}

static void sf_bench_fp448_sqr(void *state, size_t n)
{
    sf_bench_fp448_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp448_sqr(&s->x, &s->x);
}

/* x = 1/x: never degenerates from a non-zero start, and the cost does not
 * depend on the value anyway. */
static void sf_bench_fp448_inv(void *state, size_t n)
{
    sf_bench_fp448_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp448_inv(&s->x, &s->x);
}

/* Start from fixed non-zero elements with all limbs busy. */
static void sf_bench_fp448_init(sf_bench_fp448_state *s)
{
    uint8_t buf[112];
    size_t i;
    for (i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(0x9b * i + 0x17);
    sf_fp448_decode_reduce(&s->x, buf);
    sf_fp448_decode_reduce(&s->y, buf + 56);
}

void SF_BENCH_NAME(fp448)(sf_bench *b)
{
    sf_bench_fp448_state s;
    if (!sf_bench_wants(b, "fp448"))
        return;
    sf_bench_fp448_init(&s);
    sf_bench_run(b, "fp448", "fp_mul", SF_BENCH_IMPL, sf_bench_fp448_mul, &s,
                 SF_BENCH_FP448_BATCH);
    sf_bench_run(b, "fp448", "fp_sqr", SF_BENCH_IMPL, sf_bench_fp448_sqr, &s,
                 SF_BENCH_FP448_BATCH);
    sf_bench_run(b, "fp448", "fp_inv", SF_BENCH_IMPL, sf_bench_fp448_inv, &s, 1);
    sf_bench_sink(&s, sizeof s);
}

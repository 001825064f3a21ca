/*
 * Fp over p = 2^255 - 19 (curve "fp255"): the field under X25519 and
 * Ed25519. Built twice (see bench.h): rows "snowfield" and
 * "snowfield-portable".
 *
 * Every operation is chained (x = f(x, y)), so a row is the latency of one
 * call; at a few ns per call they run in batches of SF_BENCH_FP255_BATCH.
 */
#include <stdint.h>

#include "field/p255/fp255.h"

#include "bench.h"

/* Multiplications per timed run: 256 x ~40 ticks keeps the ~40-tick fence
 * overhead (subtracted anyway) well under 1% of the sample. */
#define SF_BENCH_FP255_BATCH 256
/* An inversion is 254 squarings and 11 products: a few per run. */
#define SF_BENCH_FP255_INV_BATCH 4

typedef struct sf_bench_fp255_state {
    sf_fp255 x, y;
} sf_bench_fp255_state;

/* Group entry points, one per variant: declared here because the registry
 * header declares both names and this file defines only one of them. */
void SF_BENCH_NAME(fp255)(sf_bench *b);

static void sf_bench_fp255_mul(void *state, size_t n)
{
    sf_bench_fp255_state *s = state;
    for (size_t i = 0; i < n; i++)
        sf_fp255_mul(&s->x, &s->x, &s->y);
}

static void sf_bench_fp255_sqr(void *state, size_t n)
{
    sf_bench_fp255_state *s = state;
    for (size_t i = 0; i < n; i++)
        sf_fp255_sqr(&s->x, &s->x);
}

/* x = 1/x: the inverse of a non-zero element is non-zero, so the chain
 * never degenerates (and the cost does not depend on the value anyway). */
static void sf_bench_fp255_inv(void *state, size_t n)
{
    sf_bench_fp255_state *s = state;
    for (size_t i = 0; i < n; i++)
        sf_fp255_inv(&s->x, &s->x);
}

void SF_BENCH_NAME(fp255)(sf_bench *b)
{
    sf_bench_fp255_state s;
    uint8_t buf[32];
    if (!sf_bench_wants(b, "fp255"))
        return;
    /* fixed non-zero elements with all limbs busy */
    for (size_t i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(0x9b * i + 0x17);
    buf[31] &= 0x7f;
    (void)sf_fp255_decode(&s.x, buf);
    buf[0] ^= 0x55;
    (void)sf_fp255_decode(&s.y, buf);
    sf_bench_run(b, "fp255", "fp_mul", SF_BENCH_IMPL, sf_bench_fp255_mul, &s,
                 SF_BENCH_FP255_BATCH);
    sf_bench_run(b, "fp255", "fp_sqr", SF_BENCH_IMPL, sf_bench_fp255_sqr, &s,
                 SF_BENCH_FP255_BATCH);
    sf_bench_run(b, "fp255", "fp_inv", SF_BENCH_IMPL, sf_bench_fp255_inv, &s,
                 SF_BENCH_FP255_INV_BATCH);
    sf_bench_sink(&s, sizeof s);
}

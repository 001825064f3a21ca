/*
 * Fp and Fp^2 over p = 2^127 - 1 (curve "fp127"): the field under Snowshoe
 * and FourQ. Built twice (see bench.h): rows "snowfield" and
 * "snowfield-portable".
 *
 * Every operation is chained (x = f(x, y)), so a row is the latency of one
 * call; at a few ns per call they run in batches of SF_BENCH_FP127_BATCH.
 */
#include <stdint.h>
#include <string.h>

#include "field/p127/fp.h"
#include "field/p127/fp2.h"
#include "field/p127/fp2x4.h"

#include "bench.h"

/* Multiplications per timed run: 256 x ~10 ticks keeps the ~40-tick fence
 * overhead (subtracted anyway) under 2% of the sample. */
#define SF_BENCH_FP127_BATCH 256
/* An inversion is ~130 squarings: a few per run is enough. */
#define SF_BENCH_FP127_INV_BATCH 4

typedef struct sf_bench_fp127_state {
    sf_fp127 x, y;
    sf_fp2_127 u, v;
#ifdef SF_FP2X4
    sf_fp2x4 a, b;
#endif
} sf_bench_fp127_state;

/* Group entry points, one per variant: declared here because the registry
 * header declares both names and this file defines only one of them. */
void SF_BENCH_NAME(fp127)(sf_bench *b);

static void sf_bench_fp127_mul(void *state, size_t n)
{
    sf_bench_fp127_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp127_mul(&s->x, &s->x, &s->y);
}

static void sf_bench_fp2_127_mul(void *state, size_t n)
{
    sf_bench_fp127_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp2_127_mul(&s->u, &s->u, &s->v);
}

static void sf_bench_fp2_127_sqr(void *state, size_t n)
{
    sf_bench_fp127_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp2_127_sqr(&s->u, &s->u);
}

/* u = 1/u: the inverse of a non-zero element is non-zero, so the chain
 * never degenerates (and the cost does not depend on the value anyway). */
static void sf_bench_fp2_127_inv(void *state, size_t n)
{
    sf_bench_fp127_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp2_127_inv(&s->u, &s->u);
}

#ifdef SF_FP2X4
/* Four products in one call (fp2x4.h), where the build has the four-way
 * code: the row to set against four fp2_mul rows. */
static void sf_bench_fp2x4_mul(void *state, size_t n)
{
    sf_bench_fp127_state *s = state;
    size_t i;
    for (i = 0; i < n; i++)
        sf_fp2x4_mul(&s->a, &s->a, &s->b);
}
#endif

/* Start from fixed non-zero elements with all limbs busy. */
static void sf_bench_fp127_init(sf_bench_fp127_state *s)
{
    uint8_t buf[32];
    size_t i;
    for (i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(0x9b * i + 0x17);
    buf[15] &= 0x7f;
    buf[31] &= 0x7f;
    (void)sf_fp127_decode(&s->x, buf);
    (void)sf_fp127_decode(&s->y, buf + 16);
    (void)sf_fp2_127_decode(&s->u, buf);
    buf[0] ^= 0x55;
    buf[16] ^= 0xaa;
    (void)sf_fp2_127_decode(&s->v, buf);
#ifdef SF_FP2X4
    sf_fp2x4_pack(&s->a, &s->u, &s->v, &s->u, &s->v);
    sf_fp2x4_pack(&s->b, &s->v, &s->u, &s->v, &s->u);
#endif
}

void SF_BENCH_NAME(fp127)(sf_bench *b)
{
    sf_bench_fp127_state s;
    if (!sf_bench_wants(b, "fp127"))
        return;
    sf_bench_fp127_init(&s);
    sf_bench_run(b, "fp127", "fp_mul", SF_BENCH_IMPL, sf_bench_fp127_mul, &s,
                 SF_BENCH_FP127_BATCH);
    sf_bench_run(b, "fp127", "fp2_mul", SF_BENCH_IMPL, sf_bench_fp2_127_mul,
                 &s, SF_BENCH_FP127_BATCH);
    sf_bench_run(b, "fp127", "fp2_sqr", SF_BENCH_IMPL, sf_bench_fp2_127_sqr,
                 &s, SF_BENCH_FP127_BATCH);
#ifdef SF_FP2X4
    sf_bench_run(b, "fp127", "fp2x4_mul", SF_BENCH_IMPL, sf_bench_fp2x4_mul,
                 &s, SF_BENCH_FP127_BATCH);
#endif
    sf_bench_run(b, "fp127", "fp2_inv", SF_BENCH_IMPL, sf_bench_fp2_127_inv,
                 &s, SF_BENCH_FP127_INV_BATCH);
    sf_bench_sink(&s, sizeof s);
}

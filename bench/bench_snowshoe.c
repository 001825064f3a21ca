/*
 * Snowshoe (curve "snowshoe"): the public API's multiplications and
 * protocols, one call per timed run. Built twice (see bench.h): rows
 * "snowfield" and "snowfield-portable".
 *
 * Each call feeds the next: a result point becomes the next input point, a
 * signature is folded into the next message; scalars stay fixed valid
 * values (the cost does not depend on them).
 */
#include <stdint.h>
#include <string.h>

#include "snowfield/snowshoe.h"

#include "bench.h"
#include "common/util.h"

void SF_BENCH_NAME(snowshoe)(sf_bench *b);

typedef struct sf_bench_snowshoe_state {
    uint8_t a[32], k[32];
    uint8_t p[64], q[64], r[64];
    uint8_t kp[96], pk[64], sig[96], msg[32];
    unsigned ok;
} sf_bench_snowshoe_state;

static void sf_bench_snowshoe_mul_gen(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_snowshoe_mul_gen(s->r, s->k));
        s->k[0] ^= (uint8_t)(s->r[0] | 1); /* stays in (0, q) */
    }
}

static void sf_bench_snowshoe_mul(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_snowshoe_mul(s->p, s->k, s->p));
    }
}

static void sf_bench_snowshoe_simul(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++)
        SF_IGNORE_RESULT(sf_snowshoe_simul(s->p, s->k, s->p, s->a, s->q));
}

static void sf_bench_snowshoe_simul_gen(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++)
        SF_IGNORE_RESULT(sf_snowshoe_simul_gen_vartime(s->q, s->k, s->a, s->q));
}

static void sf_bench_snowshoe_ecdh(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++)
        SF_IGNORE_RESULT(sf_snowshoe_ecdh(s->p, s->k, s->p));
}

static void sf_bench_snowshoe_sign(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_snowshoe_sign_keypair(s->sig, s->kp, s->msg, sizeof s->msg));
        for (size_t j = 0; j < sizeof s->msg; j++)
            s->msg[j] ^= s->sig[j];
    }
}

static void sf_bench_snowshoe_verify(void *state, size_t n)
{
    sf_bench_snowshoe_state *s = state;
    for (size_t i = 0; i < n; i++)
        s->ok += sf_snowshoe_verify(s->sig, s->pk, s->msg, sizeof s->msg) == SF_OK;
}

void SF_BENCH_NAME(snowshoe)(sf_bench *b)
{
    sf_bench_snowshoe_state s;
    uint8_t seed[32];
    if (!sf_bench_wants(b, "snowshoe"))
        return;
    memset(&s, 0, sizeof s);
    for (size_t i = 0; i < 32; i++) {
        s.k[i] = (uint8_t)(0x3b * i + 0x11);
        s.a[i] = (uint8_t)(0x5d * i + 0x07);
        seed[i] = (uint8_t)(0x29 * i + 0x42);
    }
    s.k[31] &= 0x07;
    s.a[31] &= 0x07;
    SF_IGNORE_RESULT(sf_snowshoe_mul_gen(s.p, s.a));
    SF_IGNORE_RESULT(sf_snowshoe_mul_gen(s.q, s.k));
    SF_IGNORE_RESULT(sf_snowshoe_keypair(s.kp, seed));
    memcpy(s.pk, s.kp + 32, sizeof s.pk);

    sf_bench_run(b, "snowshoe", "mul_gen", SF_BENCH_IMPL, sf_bench_snowshoe_mul_gen, &s, 1);
    sf_bench_run(b, "snowshoe", "mul", SF_BENCH_IMPL, sf_bench_snowshoe_mul, &s, 1);
    sf_bench_run(b, "snowshoe", "simul", SF_BENCH_IMPL, sf_bench_snowshoe_simul, &s, 1);
    sf_bench_run(b, "snowshoe", "simul_gen", SF_BENCH_IMPL, sf_bench_snowshoe_simul_gen, &s, 1);
    sf_bench_run(b, "snowshoe", "ecdh", SF_BENCH_IMPL, sf_bench_snowshoe_ecdh, &s, 1);
    sf_bench_run(b, "snowshoe", "sign", SF_BENCH_IMPL, sf_bench_snowshoe_sign, &s, 1);
    /* The last signature signs the current message: make it so. */
    SF_IGNORE_RESULT(sf_snowshoe_sign_keypair(s.sig, s.kp, s.msg, sizeof s.msg));
    sf_bench_run(b, "snowshoe", "verify", SF_BENCH_IMPL, sf_bench_snowshoe_verify, &s, 1);
    if (s.ok == 0)
        sf_bench_note(b, "snowshoe verify rejected its own signature: the verify row is meaningless");
    sf_bench_sink(&s, sizeof s);
}

/*
 * FourQ (curve "fourq"): the native API's multiplications and protocols,
 * one call per timed run. Built twice (see bench.h): rows "snowfield" and
 * "snowfield-portable".
 *
 *   mul_gen    sf_fourq_mul_gen (fixed-base comb)
 *   mul        sf_fourq_mul (cofactor clearing + 4-D variable base)
 *   simul_gen  sf_fourq_simul_gen_vartime ([k]G + [l]Q)
 *   ecdh       sf_fourq_ecdh_compressed (decompression, small-order check,
 *              cofactor, variable base, affine y)
 *   sign       sf_fourq_schnorrq_sign_keypair (FourQlib's SchnorrQ_Sign also takes pk)
 *   verify     sf_fourq_schnorrq_verify
 *
 * Each call feeds the next where that is free: a result point becomes the
 * next input, a signature is folded into the next message; scalars stay
 * fixed valid values (the cost does not depend on them).
 */
#include <stdint.h>
#include <string.h>

#include "snowfield/fourq.h"

#include "bench.h"
#include "common/util.h"

void SF_BENCH_NAME(fourq)(sf_bench *b);

typedef struct sf_bench_fourq_state {
    uint8_t k[32], l[32], sk[32], ssk[32]; /* ssk: the signing key (sk drifts) */
    uint8_t p[64], r[64], pkc[32], ss[32];
    uint8_t spk[32], skp[64], sig[64], msg[32]; /* skp: the key pair ssk || spk */
    unsigned ok;
} sf_bench_fourq_state;

static void sf_bench_fourq_mul_gen(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_fourq_mul_gen(s->r, s->k));
        s->k[0] ^= (uint8_t)(s->r[0] | 1); /* stays in (0, N) */
    }
}

static void sf_bench_fourq_mul(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++)
        SF_IGNORE_RESULT(sf_fourq_mul(s->p, s->k, s->p));
}

static void sf_bench_fourq_simul_gen(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++)
        SF_IGNORE_RESULT(sf_fourq_simul_gen_vartime(s->p, s->k, s->l, s->p));
}

static void sf_bench_fourq_ecdh(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_fourq_ecdh_compressed(s->ss, s->sk, s->pkc));
        s->sk[1] ^= s->ss[0];
    }
}

static void sf_bench_fourq_sign(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++) {
        SF_IGNORE_RESULT(sf_fourq_schnorrq_sign_keypair(s->sig, s->skp, s->msg, sizeof s->msg));
        for (size_t j = 0; j < sizeof s->msg; j++)
            s->msg[j] ^= s->sig[j];
    }
}

static void sf_bench_fourq_verify(void *state, size_t n)
{
    sf_bench_fourq_state *s = state;
    for (size_t i = 0; i < n; i++)
        s->ok += sf_fourq_schnorrq_verify(s->sig, s->spk, s->msg, sizeof s->msg) == SF_OK;
}

void SF_BENCH_NAME(fourq)(sf_bench *b)
{
    sf_bench_fourq_state s;
    if (!sf_bench_wants(b, "fourq"))
        return;
    memset(&s, 0, sizeof s);
    for (size_t i = 0; i < 32; i++) {
        s.k[i] = (uint8_t)(0x3b * i + 0x11);
        s.l[i] = (uint8_t)(0x5d * i + 0x07);
        s.sk[i] = (uint8_t)(0x29 * i + 0x42);
        s.ssk[i] = (uint8_t)(0x17 * i + 0x35);
    }
    s.k[31] = s.l[31] = 0;
    s.k[30] &= 0x1f;
    s.l[30] &= 0x1f;
    SF_IGNORE_RESULT(sf_fourq_mul_gen(s.p, s.l));
    SF_IGNORE_RESULT(sf_fourq_public_key_compressed(s.pkc, s.k));
    SF_IGNORE_RESULT(sf_fourq_schnorrq_public_key(s.spk, s.ssk));
    SF_IGNORE_RESULT(sf_fourq_schnorrq_keypair(s.skp, s.ssk));

    sf_bench_run(b, "fourq", "mul_gen", SF_BENCH_IMPL, sf_bench_fourq_mul_gen, &s, 1);
    sf_bench_run(b, "fourq", "mul", SF_BENCH_IMPL, sf_bench_fourq_mul, &s, 1);
    sf_bench_run(b, "fourq", "simul_gen", SF_BENCH_IMPL, sf_bench_fourq_simul_gen, &s, 1);
    sf_bench_run(b, "fourq", "ecdh", SF_BENCH_IMPL, sf_bench_fourq_ecdh, &s, 1);
    sf_bench_run(b, "fourq", "sign", SF_BENCH_IMPL, sf_bench_fourq_sign, &s, 1);
    /* The last signature signs the current message: make it so. */
    SF_IGNORE_RESULT(sf_fourq_schnorrq_sign_keypair(s.sig, s.skp, s.msg, sizeof s.msg));
    sf_bench_run(b, "fourq", "verify", SF_BENCH_IMPL, sf_bench_fourq_verify, &s, 1);
    if (s.ok == 0)
        sf_bench_note(b, "fourq verify rejected its own signature: the verify row is meaningless");
    sf_bench_sink(&s, sizeof s);
}

/*
 * edwards25519's multiplications (curve "ed25519", rows mul_gen, mul and
 * simul_gen), through the group and multiplication layers until the
 * protocol layer has its API. Built twice (see bench.h): rows "snowfield"
 * and "snowfield-portable".
 *
 * Each row does the byte-level job its libsodium peer does, so the ratio
 * compares like with like:
 *   mul_gen    [k]B from 32 bytes to the 32-byte encoding (the comb and one
 *              inversion); libsodium: crypto_scalarmult_ed25519_base_noclamp
 *   mul        decode P, [k]P, encode (a square root, the constant-time
 *              window, an inversion); libsodium:
 *              crypto_scalarmult_ed25519_noclamp (which also rejects
 *              small-order inputs and outputs)
 *   simul_gen  decode P, [a]B + [b]P (variable time), encode: the core of a
 *              verification (no libsodium peer)
 * Each call feeds the next: the output encoding becomes the next input
 * point or is folded into the scalar.
 */
#include <stdint.h>
#include <string.h>

#include "group/ed25519/ge_ed25519.h"
#include "mult/ed25519/mult_ed25519.h"

#include "bench.h"

void SF_BENCH_NAME(ed25519_mult)(sf_bench *b);

typedef struct sf_bench_ed25519_state {
    uint8_t k[32], l[32], p[32];
    unsigned ok;
} sf_bench_ed25519_state;

static void sf_bench_ed25519_mul_gen(void *state, size_t n)
{
    sf_bench_ed25519_state *s = state;
    sf_ge_ed25519_ext r;
    for (size_t i = 0; i < n; i++) {
        sf_mult_ed25519_mul_gen(&r, s->k);
        sf_ge_ed25519_ext_encode(s->p, &r);
        s->k[0] ^= (uint8_t)(s->p[0] | 1);
    }
}

static void sf_bench_ed25519_mul(void *state, size_t n)
{
    sf_bench_ed25519_state *s = state;
    sf_ge_ed25519_affine a;
    sf_ge_ed25519_ext p;
    for (size_t i = 0; i < n; i++) {
        s->ok += sf_ge_ed25519_decode(&a, s->p);
        sf_ge_ed25519_affine_to_ext(&p, &a);
        sf_mult_ed25519_mul(&p, s->k, &p);
        sf_ge_ed25519_ext_encode(s->p, &p);
    }
}

static void sf_bench_ed25519_simul_gen(void *state, size_t n)
{
    sf_bench_ed25519_state *s = state;
    sf_ge_ed25519_affine a;
    sf_ge_ed25519_ext p;
    for (size_t i = 0; i < n; i++) {
        s->ok += sf_ge_ed25519_decode(&a, s->p);
        sf_ge_ed25519_affine_to_ext(&p, &a);
        sf_mult_ed25519_simul_gen_vartime(&p, s->k, s->l, &p);
        sf_ge_ed25519_ext_encode(s->p, &p);
    }
}

void SF_BENCH_NAME(ed25519_mult)(sf_bench *b)
{
    sf_bench_ed25519_state s;
    sf_ge_ed25519_ext p;
    if (!sf_bench_wants(b, "ed25519"))
        return;
    memset(&s, 0, sizeof s);
    for (size_t i = 0; i < 32; i++) {
        s.k[i] = (uint8_t)(0x3b * i + 0x11);
        s.l[i] = (uint8_t)(0x5d * i + 0x07);
    }
    s.k[31] &= 0x0f; /* below l, as the protocols pass them */
    s.l[31] &= 0x0f;
    sf_mult_ed25519_mul_gen(&p, s.l);
    sf_ge_ed25519_ext_encode(s.p, &p);

    sf_bench_run(b, "ed25519", "mul_gen", SF_BENCH_IMPL, sf_bench_ed25519_mul_gen, &s, 1);
    sf_bench_run(b, "ed25519", "mul", SF_BENCH_IMPL, sf_bench_ed25519_mul, &s, 1);
    sf_bench_run(b, "ed25519", "simul_gen", SF_BENCH_IMPL, sf_bench_ed25519_simul_gen, &s, 1);
    if (s.ok == 0)
        sf_bench_note(b, "ed25519 mult rows: a point failed to decode; the rows are meaningless");
    sf_bench_sink(&s, sizeof s);
}

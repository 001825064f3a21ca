/*
 * The list of benchmark groups (bench_registry.c).
 *
 * To benchmark a new curve: write bench/bench_<curve>.c defining
 * `void SF_BENCH_NAME(<curve>)(sf_bench *b)`, add it to SF_BENCH_DUAL_SOURCES
 * in bench/CMakeLists.txt (it is then built for both field backends), and add
 * one SF_BENCH_DUAL(<curve>) line to the table. A peer library gets a
 * bench_peers_<lib>.c, a find block in CMakeLists.txt and an SF_BENCH_PEER
 * line.
 */
#ifndef SF_BENCH_REGISTRY_H
#define SF_BENCH_REGISTRY_H

#include "bench.h"

typedef struct sf_bench_group {
    /* Short name, used in notes. NULL ends the table. */
    const char *name;
    /* The group, or NULL when it was not built. */
    sf_bench_group_fn fn;
    /* When fn is NULL: the note explaining which rows are missing. */
    const char *missing;
    /* 1 for a peer library's group: its rows are measured first, so that
     * Snowfield rows can print their ratios to them. */
    int is_peer;
    /* Snowfield groups: the CPU level their library copy runs
     * (bench_cpu.c); NULL for peers. */
    const char *(*cpu)(void);
} sf_bench_group;

extern const sf_bench_group sf_bench_groups[];

/* The baseline of the "vs x25519" column, common to every row. */
#define SF_BENCH_BASELINE_CURVE "x25519"
#define SF_BENCH_BASELINE_OP "ecdh"
#define SF_BENCH_BASELINE_IMPL "libsodium"

/* Groups defined by the bench files (declared whether built or not). */
const char *sf_bench_cpu(void);
const char *sf_bench_cpu_portable(void);
void sf_bench_fp127(sf_bench *b);
void sf_bench_fp127_portable(sf_bench *b);
void sf_bench_fp255(sf_bench *b);
void sf_bench_fp255_portable(sf_bench *b);
void sf_bench_fp448(sf_bench *b);
void sf_bench_fp448_portable(sf_bench *b);
void sf_bench_snowshoe(sf_bench *b);
void sf_bench_snowshoe_portable(sf_bench *b);
void sf_bench_p256(sf_bench *b);
void sf_bench_p256_portable(sf_bench *b);
void sf_bench_fourq(sf_bench *b);
void sf_bench_fourq_portable(sf_bench *b);
void sf_bench_ed25519_mult(sf_bench *b);
void sf_bench_ed25519_mult_portable(sf_bench *b);
void sf_bench_secp256k1(sf_bench *b);
void sf_bench_secp256k1_portable(sf_bench *b);
void sf_bench_peers_sodium(sf_bench *b);
void sf_bench_peers_openssl(sf_bench *b);
void sf_bench_peers_secp256k1(sf_bench *b);
void sf_bench_peers_decaf(sf_bench *b);

#endif /* SF_BENCH_REGISTRY_H */

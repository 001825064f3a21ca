/*
 * The benchmark harness as seen by the per-curve and per-peer bench files.
 *
 * A bench file defines one *group* function, `void sf_bench_<name>(sf_bench *b)`,
 * that sets up its inputs and calls sf_bench_run() once per (curve, op, impl)
 * row; bench_registry.c lists the groups. The harness does the rest: warm-up,
 * timing, medians, the baseline ratio, the --curve filter and the output.
 *
 * Vocabulary (stable: other tools parse the JSON; use exactly these strings)
 *   curve: fp127 fp255 fp448 snowshoe fourq p256 secp256k1 x25519 ed25519 x448 ed448
 *   impl:  snowfield snowfield-portable openssl libsodium libsecp256k1 libdecaf
 *   op:    fp_mul fp_sqr fp_inv fp2_mul fp2_sqr fp2x4_mul fp2_inv mul_gen mul simul simul_gen
 *          ecdh_keygen ecdh keygen sign verify schnorr_sign schnorr_verify
 * sf_bench_run() rejects (aborts on) any other string, so a typo is caught
 * the first time the row runs rather than by a downstream script.
 *
 * Both field backends in one binary
 * ---------------------------------
 * A Snowfield bench file (bench_fp127.c, later bench_snowshoe.c, ...) is
 * compiled twice: once against the library as built, and once with
 * SF_FIELD_PORTABLE and SF_BENCH_VARIANT_PORTABLE against a portable copy of
 * the library. bench/CMakeLists.txt explains how the two copies of the
 * library coexist. In the source, name the group with SF_BENCH_NAME(x) and
 * label rows with SF_BENCH_IMPL; both expand per variant.
 */
#ifndef SF_BENCH_BENCH_H
#define SF_BENCH_BENCH_H

#include <stddef.h>
#include <stdint.h>

/* The run: options, calibration, baseline, output state (bench.c). */
typedef struct sf_bench sf_bench;

/*
 * One timed unit of work: perform the operation `n` times on `state`. Make
 * each call depend on the previous one (feed outputs back into inputs) so
 * the compiler cannot drop or overlap the calls; what is measured is then
 * the latency of the operation, which is what a scalar multiplication built
 * on it pays.
 */
typedef void (*sf_bench_fn)(void *state, size_t n);

/* A group: runs its rows (see above). */
typedef void (*sf_bench_group_fn)(sf_bench *b);

/* 1 if rows of `curve` are wanted in this run (--curve), else 0. Groups may
 * use it to skip expensive set-up; sf_bench_run() checks it anyway. */
int sf_bench_wants(const sf_bench *b, const char *curve);

/*
 * Time one row: warm up, then time `runs` calls of fn(state, batch) and
 * report the median divided by `batch`. Use batch = 1 for anything above a
 * microsecond; a larger batch for operations of a few ns, where the fences
 * and the call would otherwise dominate (the measured empty-region overhead
 * is subtracted from every sample as well).
 */
void sf_bench_run(sf_bench *b, const char *curve, const char *op,
                  const char *impl, sf_bench_fn fn, void *state, size_t batch);

/* Print a one-line note ("note: ...") that is never lost in --json mode
 * (it goes to stderr there). printf-style. */
void sf_bench_note(sf_bench *b, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Fold `len` bytes into a sink the compiler must assume is read: call it on
 * each row's final state so no computation is provably dead. */
void sf_bench_sink(const void *p, size_t len);

/* ---- the two Snowfield variants --------------------------------------- */

#ifdef SF_BENCH_VARIANT_PORTABLE
#define SF_BENCH_NAME(x) sf_bench_##x##_portable
#else
#define SF_BENCH_NAME(x) sf_bench_##x
#endif

/* The impl label follows the backend actually compiled in, with the same
 * rule as the field headers (no 128-bit type: portable), so a target without
 * __int128 shows two "snowfield-portable" rows rather than a false label. */
#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
#define SF_BENCH_IMPL "snowfield-portable"
#else
#define SF_BENCH_IMPL "snowfield"
#endif

#endif /* SF_BENCH_BENCH_H */

/* The table of benchmark groups; see bench_registry.h for how to add one. */
#include "bench_registry.h"

#include <stddef.h>

/* A Snowfield group: the build's own backend, then the portable one. */
#ifdef SF_BENCH_HAVE_PORTABLE
#define SF_BENCH_DUAL(x)                                                \
    {#x, sf_bench_##x, NULL, 0, sf_bench_cpu},                          \
    {#x " (portable)", sf_bench_##x##_portable, NULL, 0, sf_bench_cpu_portable}
#else
#define SF_BENCH_DUAL(x)                                                \
    {#x, sf_bench_##x, NULL, 0, sf_bench_cpu},                          \
    {#x " (portable)", NULL,                                            \
     "the portable-backend copy was not built (no objcopy/ld -r for this " \
     "toolchain): snowfield-portable rows for " #x " are skipped", 0, NULL}
#endif

/* A field group: its kernels are inlined into the bench file and compiled
 * with the bench's own flags, not per CPU level, so its rows have no
 * "cpu" (the curve groups call the library, which dispatches). */
#ifdef SF_BENCH_HAVE_PORTABLE
#define SF_BENCH_DUAL_FIELD(x)                                          \
    {#x, sf_bench_##x, NULL, 0, NULL},                                  \
    {#x " (portable)", sf_bench_##x##_portable, NULL, 0, NULL}
#else
#define SF_BENCH_DUAL_FIELD(x)                                          \
    {#x, sf_bench_##x, NULL, 0, NULL},                                  \
    {#x " (portable)", NULL,                                            \
     "the portable-backend copy was not built (no objcopy/ld -r for this " \
     "toolchain): snowfield-portable rows for " #x " are skipped", 0, NULL}
#endif

#define SF_BENCH_PEER_MISSING(lib) \
    lib " not found at build time: its rows are skipped"

const sf_bench_group sf_bench_groups[] = {
    /* The baseline's group first. */
#ifdef SF_HAVE_SODIUM
    {"libsodium", sf_bench_peers_sodium, NULL, 1, NULL},
#else
    {"libsodium", NULL, SF_BENCH_PEER_MISSING("libsodium"), 1, NULL},
#endif

    /* Snowfield, bottom layer first. */
    SF_BENCH_DUAL_FIELD(fp127),
    SF_BENCH_DUAL_FIELD(fp255),
    SF_BENCH_DUAL_FIELD(fp448),
    SF_BENCH_DUAL(snowshoe),
    SF_BENCH_DUAL(p256),
    SF_BENCH_DUAL(fourq),
    SF_BENCH_DUAL(ed25519_mult),
    SF_BENCH_DUAL(secp256k1),

    /* The other peers. */
#ifdef SF_HAVE_OPENSSL
    {"openssl", sf_bench_peers_openssl, NULL, 1, NULL},
#else
    {"openssl", NULL, SF_BENCH_PEER_MISSING("openssl"), 1, NULL},
#endif
#ifdef SF_HAVE_SECP256K1
    {"libsecp256k1", sf_bench_peers_secp256k1, NULL, 1, NULL},
#else
    {"libsecp256k1", NULL, SF_BENCH_PEER_MISSING("libsecp256k1"), 1, NULL},
#endif
#ifdef SF_HAVE_DECAF
    {"libdecaf", sf_bench_peers_decaf, NULL, 1, NULL},
#else
    {"libdecaf", NULL, SF_BENCH_PEER_MISSING("libdecaf"), 1, NULL},
#endif
    {NULL, NULL, NULL, 0, NULL},
};

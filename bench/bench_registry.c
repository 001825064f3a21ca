/* The table of benchmark groups; see bench_registry.h for how to add one. */
#include "bench_registry.h"

#include <stddef.h>

/* A Snowfield group: the build's own backend, then the portable one. */
#ifdef SF_BENCH_HAVE_PORTABLE
#define SF_BENCH_DUAL(x)                                                \
    {#x, sf_bench_##x, NULL, 0},                                        \
    {#x " (portable)", sf_bench_##x##_portable, NULL, 0}
#else
#define SF_BENCH_DUAL(x)                                                \
    {#x, sf_bench_##x, NULL, 0},                                        \
    {#x " (portable)", NULL,                                            \
     "the portable-backend copy was not built (no objcopy/ld -r for this " \
     "toolchain): snowfield-portable rows for " #x " are skipped", 0}
#endif

#define SF_BENCH_PEER_MISSING(lib) \
    lib " not found at build time: its rows are skipped"

const sf_bench_group sf_bench_groups[] = {
    /* The baseline's group first. */
#ifdef SF_HAVE_SODIUM
    {"libsodium", sf_bench_peers_sodium, NULL, 1},
#else
    {"libsodium", NULL, SF_BENCH_PEER_MISSING("libsodium"), 1},
#endif

    /* Snowfield, bottom layer first. */
    SF_BENCH_DUAL(fp127),
    SF_BENCH_DUAL(fp255),
    SF_BENCH_DUAL(fp448),
    SF_BENCH_DUAL(snowshoe),
    SF_BENCH_DUAL(p256),
    SF_BENCH_DUAL(fourq),
    SF_BENCH_DUAL(secp256k1),

    /* The other peers. */
#ifdef SF_HAVE_OPENSSL
    {"openssl", sf_bench_peers_openssl, NULL, 1},
#else
    {"openssl", NULL, SF_BENCH_PEER_MISSING("openssl"), 1},
#endif
#ifdef SF_HAVE_SECP256K1
    {"libsecp256k1", sf_bench_peers_secp256k1, NULL, 1},
#else
    {"libsecp256k1", NULL, SF_BENCH_PEER_MISSING("libsecp256k1"), 1},
#endif
#ifdef SF_HAVE_DECAF
    {"libdecaf", sf_bench_peers_decaf, NULL, 1},
#else
    {"libdecaf", NULL, SF_BENCH_PEER_MISSING("libdecaf"), 1},
#endif
    {NULL, NULL, NULL, 0},
};

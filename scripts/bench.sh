#!/bin/sh
# The benchmark (`make bench`): the build users install (Release, no
# -march=native) with the benchmark compiler BENCH_CC (default cc), run once
# per CPU level this machine has (common/cpu.h), highest first, each run
# with the peer libraries in the same process so that every ratio is taken
# within one run. `make bench-native` runs the -march=native build instead.
#
# usage: scripts/bench.sh BUILD_DIR [native] -- [snowfield-bench options]
#   BENCH_CC    the compiler (the build directory remembers its first one)
#   BENCH_LEVELS  the levels to run (default: every level the CPU has)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
. "$ROOT/scripts/lib.sh"

BUILD=${1:-build-bench}
shift
NATIVE=OFF
if [ "${1:-}" = native ]; then
    NATIVE=ON
    shift
fi
[ "${1:-}" = "--" ] && shift

CC_ARG=""
if [ -n "${BENCH_CC:-}" ]; then
    CC_ARG="-DCMAKE_C_COMPILER=$BENCH_CC"
fi
# shellcheck disable=SC2086
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DSF_NATIVE=$NATIVE \
      -DSF_BUILD_TESTS=OFF $CC_ARG >"$BUILD.configure.log" 2>&1 &&
    cmake --build "$BUILD" -j "$(sf_jobs)" --target snowfield-bench >"$BUILD.build.log" 2>&1 || {
    tail -40 "$BUILD.configure.log" "$BUILD.build.log"
    echo "bench: build failed"
    exit 1
}
compiler=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$BUILD/CMakeCache.txt")
levels=${BENCH_LEVELS:-$("$BUILD/snowfield-bench" --cpu-levels)}
for level in $levels; do
    echo "## snowfield-bench, CPU level $level ($compiler, -march=native: $NATIVE)"
    "$BUILD/snowfield-bench" --cpu "$level" "$@" || exit 1
done

#!/bin/sh
# The whole test run (`make test`): build, generate model vectors, run the
# suite over both field backends, the install check, the layer-include
# check, the constant-time check and the ASan+UBSan build, then print one
# summary line "N passed, N failed, N skipped".
#
# usage: scripts/test.sh [BUILD_DIR]
set -u
BUILD=${1:-build}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
. "$ROOT/scripts/lib.sh"

sf_summary_init

echo "== build ($BUILD)"
mkdir -p "$BUILD"
if cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >"$BUILD/configure.log" 2>&1 &&
   cmake --build "$BUILD" -j "$(sf_jobs)" >"$BUILD/build.log" 2>&1; then
    echo "build ok"
else
    cat "$BUILD/configure.log" "$BUILD/build.log" 2>/dev/null | tail -50
    sf_record_failure "build"
    sf_summary_print
    exit 1
fi

echo "== model vectors"
if ! sf_generate_vectors "$BUILD/gen"; then
    sf_record_failure "model vector generation"
fi

# sf-tests-portable-x4: the portable backend's four-way Fp^2 code (what an
# AVX2 target compiles; generic-C lanes, every machine);
# sf-tests-x4: the 64-bit four-way code over emulated lanes (every machine);
# sf-tests-ifma: the same over AVX-512 IFMA, where the CPU has it.
TEST_BINS="sf-tests sf-tests-portable sf-tests-portable-x4 sf-tests-x4"
if [ -x "$BUILD/sf-tests-ifma" ] && sf_cpu_has_ifma; then
    TEST_BINS="$TEST_BINS sf-tests-ifma"
else
    echo "(sf-tests-ifma not run: no AVX-512 IFMA here or not built)"
fi
for t in $TEST_BINS; do
    echo "== $t"
    sf_run_counted "$t" "$BUILD/$t" --vectors tests/vectors --gen "$BUILD/gen"
done

echo "== fuzz targets over their seed corpus (docs/fuzzing.md)"
sf_run_counted "fuzz" "$BUILD/sf-fuzz-driver" tests/fuzz/corpus

echo "== install, find_package, pkg-config, embedding"
sf_run_counted "install" sh scripts/install_check.sh build-install

echo "== layer includes"
sf_run_counted "layers" sh scripts/check_layers.sh

echo "== constant-time check"
sf_run_counted "ct" sh scripts/ct.sh "$BUILD" --no-build

echo "== ASan+UBSan"
sf_run_counted "asan" sh scripts/asan.sh build-asan --gen "$BUILD/gen"

sf_summary_print
sf_summary_exit

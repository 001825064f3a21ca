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

# sf-tests, sf-tests-portable: each backend with every CPU level compiled
# in; the top level this CPU has runs every suite, and each lower level
# runs again through SNOWFIELD_CPU (common/cpu.h).
# sf-tests-portable-x4, sf-tests-x4: the four-way Fp^2 code of each backend
# over generic-C lanes (every machine; bit for bit the vector code).
for t in sf-tests sf-tests-portable sf-tests-portable-x4 sf-tests-x4; do
    for level in $(sf_cpu_levels "$BUILD/$t"); do
        echo "== $t (SNOWFIELD_CPU=$level)"
        sf_run_counted "$t@$level" env SNOWFIELD_CPU="$level" "$BUILD/$t" \
            --vectors tests/vectors --gen "$BUILD/gen"
        # the emulated lanes are the same code at every level
        case "$t" in *-x4) break ;; esac
    done
done

echo "== fuzz targets over their seed corpus (docs/fuzzing.md)"
sf_run_counted "fuzz" "$BUILD/sf-fuzz-driver" tests/fuzz/corpus

echo "== the snowfield tool end to end, with openssl (tests/cli/test_cli.sh)"
sf_run_counted "cli" sh tests/cli/test_cli.sh "$BUILD"

echo "== examples (examples/run_examples.sh)"
sf_run_counted "examples" sh examples/run_examples.sh "$BUILD"

echo "== install, find_package, pkg-config, embedding"
sf_run_counted "install" sh scripts/install_check.sh build-install

echo "== layer includes, public API names"
sf_run_counted "layers" sh scripts/check_layers.sh
sf_run_counted "api" sh scripts/check_api.sh "$BUILD"

echo "== constant-time check"
sf_run_counted "ct" sh scripts/ct.sh "$BUILD" --no-build

echo "== ASan+UBSan"
sf_run_counted "asan" sh scripts/asan.sh build-asan --gen "$BUILD/gen"

sf_summary_print
sf_summary_exit

#!/bin/sh
# The sanitizer run (`make asan`): build the test suites with AddressSanitizer
# and UndefinedBehaviorSanitizer (-DSF_SANITIZE=ON, which also makes every
# finding fatal: -fno-sanitize-recover=all) and run them over both field
# backends and the four-way Fp^2 code.
#
# sf-tests and sf-tests-portable run at the highest CPU level this machine
# has (the four-way code natively where the CPU has AVX-512 IFMA). The
# emulated lanes (sf-tests-x4, sf-tests-portable-x4) run only their own
# cases (filter "x4"): under ASan the plain-C lanes take minutes for the
# Snowshoe and FourQ suites, and they are test scaffolding, not library
# code users run.
#
# usage: scripts/asan.sh [BUILD_DIR [--gen DIR]]     (default: build-asan)
#   --gen DIR reuses model vectors already generated into DIR (scripts/test.sh
#   passes its own, saving a second run of the Python models); without it
#   they are generated into BUILD_DIR/gen.
#
# Compiler: clang when installed (its UBSan checks more, and it is the second
# compiler the library must stay warning-free under), else the default cc.
# The choice is made when BUILD_DIR is first configured; delete the folder to
# change it. Build type RelWithDebInfo (-O2 -g): optimised code is what users
# run and keeps the run short, and -g gives readable sanitizer reports.
# Ends with "N passed, N failed, N skipped"; exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
. "$ROOT/scripts/lib.sh"

BUILD=${1:-build-asan}
GEN=""
if [ "${2:-}" = "--gen" ] && [ -n "${3:-}" ]; then
    GEN=$3
fi

if [ ! -f "$BUILD/CMakeCache.txt" ] && [ -z "${CC:-}" ] &&
   command -v clang >/dev/null 2>&1; then
    CC=clang
    export CC
fi

mkdir -p "$BUILD"
echo "asan: building sf-tests, sf-tests-portable, sf-tests-portable-x4, sf-tests-x4, sf-fuzz-driver in $BUILD (${CC:-default cc})"
if ! { cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
             -DSF_SANITIZE=ON -DSF_BUILD_BENCH=OFF >"$BUILD/asan-configure.log" 2>&1 &&
       cmake --build "$BUILD" -j "$(sf_jobs)" \
             --target sf-tests sf-tests-portable sf-tests-portable-x4 sf-tests-x4 sf-fuzz-driver >"$BUILD/asan-build.log" 2>&1; }; then
    tail -50 "$BUILD/asan-configure.log" "$BUILD/asan-build.log" 2>/dev/null
    echo "asan: build failed"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi

# The library never allocates, so LeakSanitizer has nothing to find; it also
# refuses to run under ptrace (some CI containers), so it is turned off.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0:strict_string_checks=1}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS UBSAN_OPTIONS

sf_summary_init
if [ -n "$GEN" ] && [ -d "$GEN" ]; then
    echo "== model vectors: reusing $GEN"
else
    GEN=$BUILD/gen
    echo "== model vectors"
    if ! sf_generate_vectors "$GEN"; then
        sf_record_failure "asan model vector generation"
    fi
fi
for t in sf-tests sf-tests-portable; do
    echo "== $t (ASan+UBSan)"
    sf_run_counted "asan $t" "$BUILD/$t" --vectors tests/vectors --gen "$GEN"
done
echo "== sf-tests-x4, four-way cases only (ASan+UBSan)"
sf_run_counted "asan sf-tests-x4" "$BUILD/sf-tests-x4" --vectors tests/vectors --gen "$GEN" x4
echo "== sf-tests-portable-x4, four-way cases only (ASan+UBSan)"
sf_run_counted "asan sf-tests-portable-x4" "$BUILD/sf-tests-portable-x4" --vectors tests/vectors --gen "$GEN" x4
echo "== fuzz targets over their seed corpus (ASan+UBSan)"
sf_run_counted "asan fuzz" "$BUILD/sf-fuzz-driver" tests/fuzz/corpus
sf_summary_print
sf_summary_exit

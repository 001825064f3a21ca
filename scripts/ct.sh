#!/bin/sh
# The constant-time check (`make ct`): run every case of sf-ct,
# sf-ct-portable, sf-ct-portable-x4 and sf-ct-x4 (the four-way Fp^2 code of
# each backend over generic-C lanes, src/field/p127/lanes4.h) under
# valgrind memcheck and compare with the ledger.
#
# Each binary lists its cases with `--list` as "NAME clean|leaky" (see
# tests/ct/ct_test.h). A case runs alone in its own valgrind process, and
# passes when valgrind's verdict matches the ledger:
#   clean  exit 0: no use of a secret in a branch or an address
#   leaky  exit 42 (--error-exitcode): the leak was seen. These are the
#          negative controls; if one runs clean the check proves nothing.
# Any other exit status (crash, usage error) is a failure either way.
#
# usage: scripts/ct.sh BUILD_DIR [--no-build]
#   Without --no-build, BUILD_DIR is configured (Release, the flags users get)
#   and the two ct binaries are built first.
# Ends with "N passed, N failed, N skipped"; exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
. "$ROOT/scripts/lib.sh"

BUILD=${1:-build}
BUILD_FIRST=1
if [ "${2:-}" = "--no-build" ]; then
    BUILD_FIRST=0
fi

if ! command -v valgrind >/dev/null 2>&1; then
    echo "ct: valgrind not found; constant-time check skipped"
    echo "0 passed, 0 failed, 1 skipped"
    exit 0
fi

if [ "$BUILD_FIRST" -eq 1 ]; then
    echo "ct: building sf-ct, sf-ct-portable, sf-ct-portable-x4, sf-ct-x4 in $BUILD"
    if ! { cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null &&
           cmake --build "$BUILD" -j "$(sf_jobs)" \
                 --target sf-ct sf-ct-portable sf-ct-portable-x4 sf-ct-x4 >/dev/null; }; then
        echo "ct: build failed"
        echo "0 passed, 1 failed, 0 skipped"
        exit 1
    fi
fi

# --track-origins=no: we only need the verdict, and origin tracking doubles
# the run time. --error-exitcode is how a leak becomes visible to us.
# --vgdb=no: no gdbserver set-up per process (each case is its own process).
VG="valgrind --tool=memcheck --error-exitcode=42 -q --track-origins=no --vgdb=no"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# sf_ct_run_bin BIN@LEVEL: run every case of BIN at CPU level LEVEL
# (SNOWFIELD_CPU; under valgrind the CPU reports no AVX-512, so x86-64-v3 is
# the highest level valgrind runs); print the verdicts, then a last line
# "counts P F S".
sf_ct_run_bin() {
    tag=$1
    bin=${tag%@*}
    level=${tag#*@}
    exe="$BUILD/$bin"
    list="$tmp/$tag.list"
    log="$tmp/$tag.case"
    p=0
    f=0
    if [ ! -x "$exe" ]; then
        # CMake builds the suites only where valgrind/memcheck.h exists.
        echo "SKIP $bin: not built (valgrind/memcheck.h missing at configure time?)"
        echo "counts 0 0 1"
        return
    fi
    if ! "$exe" --list >"$list" 2>&1 || [ ! -s "$list" ]; then
        echo "FAIL $bin --list"
        cat "$list"
        echo "counts 0 1 0"
        return
    fi
    while read -r name verdict; do
        SNOWFIELD_CPU=$level $VG "$exe" "$name" >"$log" 2>&1 </dev/null
        rc=$?
        case "$verdict:$rc" in
            clean:0)
                echo "ok   $bin@$level $name (clean)"
                p=$((p + 1)) ;;
            leaky:42)
                echo "ok   $bin@$level $name (leak caught, as expected)"
                p=$((p + 1)) ;;
            clean:42)
                echo "FAIL $bin@$level $name: secret-dependent branch or index"
                sed 's/^/    /' "$log" | head -40
                f=$((f + 1)) ;;
            leaky:0)
                echo "FAIL $bin@$level $name: negative control ran clean;" \
                     "the check cannot see leaks"
                f=$((f + 1)) ;;
            *)
                echo "FAIL $bin@$level $name: exit status $rc (expected $verdict)"
                sed 's/^/    /' "$log" | head -40
                f=$((f + 1)) ;;
        esac
    done <"$list"
    echo "counts $p $f 0"
}

# The two backends are independent: check them side by side when there are
# two cores, then print their reports one after the other.
# Each backend at both levels valgrind runs; the emulated lanes once (the
# same code at every level).
BINS="sf-ct@x86-64-v3 sf-ct@baseline sf-ct-portable@x86-64-v3 sf-ct-portable@baseline
sf-ct-portable-x4@baseline sf-ct-x4@baseline"
if [ "$(sf_jobs)" -ge 2 ]; then
    for bin in $BINS; do
        sf_ct_run_bin "$bin" >"$tmp/$bin.out" 2>&1 &
    done
    wait
else
    for bin in $BINS; do
        sf_ct_run_bin "$bin" >"$tmp/$bin.out" 2>&1
    done
fi

passed=0
failed=0
skipped=0
for bin in $BINS; do
    grep -v '^counts ' "$tmp/$bin.out"
    set -- $(grep '^counts ' "$tmp/$bin.out" | tail -n 1) counts 0 1 0
    passed=$((passed + $2))
    failed=$((failed + $3))
    skipped=$((skipped + $4))
done

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]

#!/bin/sh
# The constant-time check (`make ct`): run every case of sf-ct and
# sf-ct-portable under valgrind memcheck and compare with the ledger.
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
    echo "ct: building sf-ct, sf-ct-portable in $BUILD"
    if ! { cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null &&
           cmake --build "$BUILD" -j "$(sf_jobs)" \
                 --target sf-ct sf-ct-portable >/dev/null; }; then
        echo "ct: build failed"
        echo "0 passed, 1 failed, 0 skipped"
        exit 1
    fi
fi

# --track-origins=no: we only need the verdict, and origin tracking doubles
# the run time. --error-exitcode is how a leak becomes visible to us.
VG="valgrind --tool=memcheck --error-exitcode=42 -q --track-origins=no"

passed=0
failed=0
skipped=0
log=$(mktemp)
list=$(mktemp)
trap 'rm -f "$log" "$list"' EXIT

for bin in sf-ct sf-ct-portable; do
    exe="$BUILD/$bin"
    if [ ! -x "$exe" ]; then
        # CMake builds the suites only where valgrind/memcheck.h exists.
        echo "SKIP $bin: not built (valgrind/memcheck.h missing at configure time?)"
        skipped=$((skipped + 1))
        continue
    fi
    if ! "$exe" --list >"$list" 2>&1 || [ ! -s "$list" ]; then
        echo "FAIL $bin --list"
        cat "$list"
        failed=$((failed + 1))
        continue
    fi
    while read -r name verdict; do
        $VG "$exe" "$name" >"$log" 2>&1 </dev/null
        rc=$?
        case "$verdict:$rc" in
            clean:0)
                echo "ok   $bin $name (clean)"
                passed=$((passed + 1)) ;;
            leaky:42)
                echo "ok   $bin $name (leak caught, as expected)"
                passed=$((passed + 1)) ;;
            clean:42)
                echo "FAIL $bin $name: secret-dependent branch or index"
                sed 's/^/    /' "$log" | head -40
                failed=$((failed + 1)) ;;
            leaky:0)
                echo "FAIL $bin $name: negative control ran clean;" \
                     "the check cannot see leaks"
                failed=$((failed + 1)) ;;
            *)
                echo "FAIL $bin $name: exit status $rc (expected $verdict)"
                sed 's/^/    /' "$log" | head -40
                failed=$((failed + 1)) ;;
        esac
    done <"$list"
done

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]

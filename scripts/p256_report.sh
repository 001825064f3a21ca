#!/bin/sh
# The P-256 resource report behind docs/p256.md: peak stack of every public
# function and the code size of the P-256 module.
#
#   stack  tools/stack_p256.c, compiled with the library's sources (the
#          Release flags: -O3 -DNDEBUG), once per field backend and compiler
#          (gcc, and clang when installed); it runs each function on a
#          painted thread stack and reports the deepest byte touched.
#   size   every source file of the P-256 module compiled alone with the
#          same flags; `size` gives text (code and constants) and data per
#          object. The fixed-base table has its own line: it is data, and
#          a build that does not need speed could shrink it.
#
# usage: scripts/p256_report.sh [WORK_DIR]      (default: build-p256-report)
# Ends with "N passed, N failed": a failure is a function over the 4 KiB
# budget, or a tool that did not build or run.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1

WORK=${1:-build-p256-report}
mkdir -p "$WORK"
BUDGET=4096
FLAGS="-std=c11 -O3 -DNDEBUG"
passed=0
failed=0

compilers=cc
command -v clang >/dev/null 2>&1 && compilers="cc clang"

echo "== peak stack per call (bytes; budget $BUDGET)"
for c in $compilers; do
    for backend in "" "-DSF_FIELD_PORTABLE"; do
        name="$c ${backend:+portable}"
        name=${name% }
        [ -z "$backend" ] && name="$c 64-bit"
        exe="$WORK/stack_p256"
        # shellcheck disable=SC2046  (one word per source file)
        if ! $c $FLAGS $backend -Isrc -Iinclude -Iinclude/snowfield/compat \
                tools/stack_p256.c $(find src -name '*.c' | sort) -lpthread \
                -Wl,-z,now -o "$exe" >"$WORK/stack.log" 2>&1 ||
           ! "$exe" >"$WORK/stack.out" 2>>"$WORK/stack.log"; then
            cat "$WORK/stack.log"
            echo "FAIL stack measurement ($name)"
            failed=$((failed + 1))
            continue
        fi
        echo "-- $name"
        # one line per function: "name... bytes"
        awk '{ n = $NF; $NF = ""; printf "   %-44s %6d\n", $0, n }' "$WORK/stack.out"
        over=$(awk -v b=$BUDGET '$NF > b { printf " %s", $1 }' "$WORK/stack.out")
        if [ -z "$over" ]; then
            passed=$((passed + 1))
        else
            echo "FAIL over $BUDGET bytes ($name):$over"
            failed=$((failed + 1))
        fi
    done
done

echo "== code size of the P-256 module (cc $FLAGS, bytes)"
total_text=0
total_data=0
for f in src/field/p256/fp256.c src/scalar/p256/sc_p256.c src/group/p256/ge_p256.c \
         src/mult/p256/mult_p256.c src/proto/p256/p256.c src/proto/p256/p256_ecdsa.c \
         src/proto/ecdsa.c src/proto/der.c src/compat/p256m/compat_p256m.c \
         src/compat/p256m/p256m_random.c src/mult/p256/mult_p256_tables.c; do
    o="$WORK/$(basename "$f" .c).o"
    if ! cc $FLAGS -Isrc -Iinclude -c "$f" -o "$o" 2>>"$WORK/size.log"; then
        echo "FAIL compiling $f"
        failed=$((failed + 1))
        continue
    fi
    set -- $(size "$o" | awk 'NR == 2 {print $1, $2 + $3}')
    printf "   %-40s text %7d  data+bss %5d\n" "$f" "$1" "$2"
    case "$f" in
        *tables.c) table=$1 ;;
        *) total_text=$((total_text + $1)); total_data=$((total_data + $2)) ;;
    esac
done
printf "   %-40s text %7d  data+bss %5d\n" "code (all but the table)" "$total_text" "$total_data"
printf "   %-40s text %7d\n" "fixed-base table" "${table:-0}"
echo "   (shared with other curves, not counted: src/common, src/hash, the"
echo "    safegcd of src/field/k256/k256_modinv.c, src/scalar/recode.c)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# The install check: build Snowfield the way a packager does and use it the
# three ways README.md promises a user can.
#
#   1. configure, build and install the libraries alone, with clang when it
#      is installed (so the whole library, not just the tests, is held to
#      -Werror under the second compiler), into a private prefix;
#   2. the shared library carries the SONAME libsnowfield.so.<major>;
#   3. it exports only what the public headers declare: sf_* names declared
#      in include/snowfield/*.h, and the compatibility APIs' own names
#      declared in include/snowfield/compat/*.h; everything else is hidden;
#   4. a user's CMake project finds it with find_package(snowfield) and
#      links it statically and dynamically (tests/install/);
#   5. pkg-config gives working flags;
#   6. compiling every src/**/*.c straight into a program works, with each
#      field backend (the "no build system" way of embedding).
#
# usage: scripts/install_check.sh [WORK_DIR]     (default: build-install)
# Ends with "N passed, N failed"; exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
. "$ROOT/scripts/lib.sh"

WORK=${1:-build-install}
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
PREFIX=$WORK/prefix
CC=${CC:-}
if [ -z "$CC" ]; then
    if command -v clang >/dev/null 2>&1; then CC=clang; else CC=cc; fi
fi
STRICT="-std=c11 -Wall -Wextra -Wpedantic -Werror"

passed=0
failed=0
pass() { echo "ok   install: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL install: $1"; failed=$((failed + 1)); }
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit $?
}

# 1. Build and install.
if CC=$CC cmake -S . -B "$WORK/lib" -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_INSTALL_PREFIX="$PREFIX" -DSF_BUILD_TESTS=OFF \
       -DSF_BUILD_BENCH=OFF >"$WORK/configure.log" 2>&1 &&
   cmake --build "$WORK/lib" -j "$(sf_jobs)" >"$WORK/build.log" 2>&1 &&
   cmake --install "$WORK/lib" >"$WORK/install.log" 2>&1; then
    pass "library built with $CC -Werror and installed"
else
    tail -30 "$WORK/configure.log" "$WORK/build.log" "$WORK/install.log"
    fail "library build or install with $CC"
    finish
fi

so=$(find "$PREFIX" -name 'libsnowfield.so.*.*.*' | head -n 1)
major=$(sed -n 's/^project(snowfield VERSION \([0-9]*\)\..*/\1/p' CMakeLists.txt)

# 2. SONAME.
soname=$(objdump -p "$so" 2>/dev/null | awk '$1 == "SONAME" {print $2}')
if [ "$soname" = "libsnowfield.so.$major" ]; then
    pass "SONAME $soname"
else
    fail "SONAME is '$soname', want libsnowfield.so.$major"
fi

# 3. Exported symbols.
bad=""
nsyms=0
for sym in $(nm -D --defined-only "$so" | awk '$2 ~ /^[TDBR]$/ {print $3}'); do
    nsyms=$((nsyms + 1))
    case "$sym" in
        sf_*) hdrs=$(ls include/snowfield/*.h) ;;
        *) hdrs=$(ls include/snowfield/compat/*.h 2>/dev/null) ;;
    esac
    if [ -z "$hdrs" ] || ! grep -qw -- "$sym" $hdrs; then
        bad="$bad $sym"
    fi
done
if [ "$nsyms" -gt 0 ] && [ -z "$bad" ]; then
    pass "all $nsyms exported symbols are declared in the public headers"
else
    fail "exported but not declared in a public header (or not sf_):$bad"
fi

# 4. find_package, static and shared.
if cmake -S tests/install -B "$WORK/consumer" -DCMAKE_C_COMPILER="$CC" \
         -DCMAKE_C_FLAGS="$STRICT" -DCMAKE_PREFIX_PATH="$PREFIX" \
         >"$WORK/consumer.log" 2>&1 &&
   cmake --build "$WORK/consumer" >>"$WORK/consumer.log" 2>&1 &&
   [ "$("$WORK/consumer/consumer_static")" = "consumer ok" ] &&
   [ "$("$WORK/consumer/consumer_shared")" = "consumer ok" ]; then
    pass "find_package(snowfield): static and shared consumers run"
else
    tail -30 "$WORK/consumer.log"
    fail "find_package(snowfield) consumer"
fi

# 4b. A p256-m program: the library calls the program's
# p256_generate_random() when it has one, and links without one.
for exe in consumer_p256m_own_static consumer_p256m_own_shared \
           consumer_p256m_default_static consumer_p256m_default_shared; do
    if [ -x "$WORK/consumer/$exe" ] &&
       [ "$("$WORK/consumer/$exe")" = "consumer ok" ]; then
        pass "p256-m program: $exe"
    else
        [ -x "$WORK/consumer/$exe" ] && "$WORK/consumer/$exe"
        fail "p256-m program: $exe"
    fi
done

# 5. pkg-config.
pc=$(find "$PREFIX" -name snowfield.pc | head -n 1)
if command -v pkg-config >/dev/null 2>&1 && [ -n "$pc" ]; then
    flags=$(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --cflags --libs snowfield)
    libdir=$(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --variable=libdir snowfield)
    # shellcheck disable=SC2086  (flags are words on purpose)
    if $CC $STRICT tests/install/consumer.c $flags -o "$WORK/consumer_pc" \
           >"$WORK/pc.log" 2>&1 &&
       [ "$(LD_LIBRARY_PATH=$libdir "$WORK/consumer_pc")" = "consumer ok" ]; then
        pass "pkg-config snowfield: $flags"
    else
        cat "$WORK/pc.log"
        fail "pkg-config consumer"
    fi
else
    fail "pkg-config or snowfield.pc missing"
fi

# 6. The sources compiled straight into a program, each backend.
for backend in "" "-DSF_FIELD_PORTABLE"; do
    name=${backend:-default backend}
    # shellcheck disable=SC2046  (one word per source file)
    if $CC $STRICT -O1 $backend -Isrc -Iinclude tests/install/consumer.c \
           $(find src -name '*.c' | sort) -o "$WORK/consumer_src" \
           >"$WORK/src.log" 2>&1 &&
       [ "$("$WORK/consumer_src")" = "consumer ok" ]; then
        pass "sources compiled into the program ($name)"
    else
        tail -30 "$WORK/src.log"
        fail "sources compiled into the program ($name)"
    fi
done

# 6b. The same for a p256-m program, with and without its own RNG.
for rng in "-DSF_CONSUMER_OWN_RNG" ""; do
    name=${rng:+own p256_generate_random}
    name=${name:-default p256_generate_random}
    # shellcheck disable=SC2046  (one word per source file)
    if $CC $STRICT -O1 $rng -Isrc -Iinclude -Iinclude/snowfield/compat \
           tests/install/consumer_p256m.c $(find src -name '*.c' | sort) \
           -o "$WORK/consumer_p256m_src" >"$WORK/src_p256m.log" 2>&1 &&
       [ "$("$WORK/consumer_p256m_src")" = "consumer ok" ]; then
        pass "sources compiled into a p256-m program ($name)"
    else
        tail -30 "$WORK/src_p256m.log"
        fail "sources compiled into a p256-m program ($name)"
    fi
done

finish

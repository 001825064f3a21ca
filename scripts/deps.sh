#!/bin/sh
# Install what Snowfield's build, tests and benchmark need, when we can.
#
# Needed: a C compiler, cmake, make, python3. Wanted: valgrind (constant-time
# check), clang (second compiler, sanitizers), and the peer libraries the
# differential tests and the benchmark compare against: OpenSSL libcrypto,
# libsodium, libsecp256k1, libdecaf. As root on a Debian-like system the
# missing ones are installed with apt-get; otherwise this only reports what is
# missing, and the test run and the benchmark say what they skip because of it.
set -u

PKGS="build-essential cmake pkg-config python3 valgrind clang \
libssl-dev libsodium-dev libsecp256k1-dev libdecaf-dev"

missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    echo "deps: everything is installed"
    exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: installing:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq $missing >/dev/null || {
        echo "deps: apt-get failed; continuing with what is installed" >&2
        exit 0
    }
    echo "deps: done"
else
    echo "deps: missing (not root or no apt-get, not installed):$missing" >&2
    echo "deps: tests and benchmark will report what they skip" >&2
fi
exit 0

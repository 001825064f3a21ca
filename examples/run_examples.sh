#!/bin/sh
# Run every example program (built by CMake as example_*), as `make test`
# does, so that they cannot rot. Ends with "N passed, N failed, N skipped".
#
# usage: examples/run_examples.sh BUILD_DIR
set -u
BUILD=${1:-build}
V=tests/vectors/keys
pass=0
fail=0
run() { # run NAME ARGS...
    name=$1; shift
    echo "-- $name $*"
    if "$BUILD/example_$name" "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: example $name"; fi
}
run key_exchange
run sign_verify
run openssl_verify "$V/openssl_p256_spki.pem" "$V/openssl_message.txt" "$V/openssl_p256_message.sig"
run bip340
# and the OpenSSL signature must fail on another message
echo "-- openssl_verify, another message (must fail)"
if "$BUILD/example_openssl_verify" "$V/openssl_p256_spki.pem" "$V/LICENSE" "$V/openssl_p256_message.sig"; then
    fail=$((fail + 1)); echo "FAIL: a signature verified on another message"
else
    pass=$((pass + 1))
fi
echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" -eq 0 ]

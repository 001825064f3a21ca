#!/bin/sh
# End-to-end tests of the snowfield tool (cli/), run by `make test`: every
# command on every curve, the exit codes and messages, and the round trips
# with the openssl command in both directions for the curves OpenSSL has
# (P-256 and secp256k1): `openssl pkey` (PKCS#8, SEC1, SPKI, PEM and DER,
# byte for byte), `openssl pkeyutl -derive`, `openssl dgst -sha256
# -sign/-verify` (high-S secp256k1 signatures included). The openssl
# checks are skipped, with the reason, when openssl is missing.
#
# usage: tests/cli/test_cli.sh BUILD_DIR
# Ends with "N passed, N failed, N skipped".
set -u
BUILD=${1:-build}
SF="$BUILD/snowfield"
PASS=0
FAIL=0
SKIP=0
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

ok() { PASS=$((PASS + 1)); }
bad() { FAIL=$((FAIL + 1)); echo "FAIL: $*"; }
check() { # check DESCRIPTION CMD...: CMD must succeed
    d=$1; shift
    if "$@" >"$T/out" 2>"$T/err"; then ok; else bad "$d"; cat "$T/err"; fi
}
expect_exit() { # expect_exit CODE DESCRIPTION CMD...
    want=$1; d=$2; shift 2
    "$@" >"$T/out" 2>"$T/err"
    got=$?
    if [ "$got" -eq "$want" ]; then ok; else bad "$d (exit $got, want $want)"; cat "$T/err"; fi
}
expect_message() { # expect_message TEXT DESCRIPTION: the last command's stderr says TEXT
    if grep -q "$1" "$T/err"; then ok; else bad "$2: message lacks '$1'"; cat "$T/err"; fi
}
same() { # same DESCRIPTION FILE1 FILE2
    if cmp -s "$2" "$3"; then ok; else bad "$1: $2 and $3 differ"; fi
}

if [ ! -x "$SF" ]; then
    echo "test_cli: $SF not built"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi

printf 'a message to sign\n' >"$T/msg"
printf 'another message\n' >"$T/msg2"

# ---- every command on every curve -------------------------------------------------
for c in p256 secp256k1 fourq snowshoe; do
    check "$c keygen" "$SF" keygen "$c" --out "$T/$c.key"
    check "$c keygen (peer)" "$SF" keygen "$c" --out "$T/$c.peer"
    case $c in fourq|snowshoe) opt="--curve $c" ;; *) opt="" ;; esac
    check "$c pubkey" "$SF" pubkey --key "$T/$c.key" --out "$T/$c.pub" $opt
    check "$c pubkey (peer)" "$SF" pubkey --key "$T/$c.peer" --out "$T/$c.peer.pub" $opt
    check "$c derive" "$SF" derive --key "$T/$c.key" --peer "$T/$c.peer.pub" --out "$T/$c.s1" $opt
    check "$c derive (peer)" "$SF" derive --key "$T/$c.peer" --peer "$T/$c.pub" --out "$T/$c.s2" $opt
    same "$c derive agrees" "$T/$c.s1" "$T/$c.s2"
    check "$c derive --kdf" "$SF" derive --kdf --key "$T/$c.key" --peer "$T/$c.peer.pub" --out "$T/$c.k1" $opt
    check "$c derive --kdf (peer)" "$SF" derive --kdf --key "$T/$c.peer" --peer "$T/$c.pub" --out "$T/$c.k2" $opt
    same "$c kdf agrees" "$T/$c.k1" "$T/$c.k2"
    check "$c sign" "$SF" sign --key "$T/$c.key" --in "$T/msg" --out "$T/$c.sig" $opt
    expect_exit 0 "$c verify" "$SF" verify --pub "$T/$c.pub" --in "$T/msg" --sig "$T/$c.sig" $opt
    expect_exit 1 "$c verify, another message" "$SF" verify --pub "$T/$c.pub" --in "$T/msg2" --sig "$T/$c.sig" $opt
    expect_exit 1 "$c verify, another key" "$SF" verify --pub "$T/$c.peer.pub" --in "$T/msg" --sig "$T/$c.sig" $opt
    expect_exit 0 "$c verify from stdin" sh -c "'$SF' verify --pub '$T/$c.pub' --sig '$T/$c.sig' $opt <'$T/msg'"
    # sign from stdin to stdout: deterministic, the same bytes
    check "$c sign via pipes" sh -c "'$SF' sign --key '$T/$c.key' $opt <'$T/msg' >'$T/$c.sig2'"
    same "$c signatures are deterministic" "$T/$c.sig" "$T/$c.sig2"
    # raw and hex round trips
    check "$c convert to raw" "$SF" convert --in "$T/$c.key" --format raw --out "$T/$c.raw" $opt
    check "$c convert raw to hex" "$SF" convert --in "$T/$c.raw" --curve "$c" --format hex --out "$T/$c.hex"
    check "$c convert hex back" "$SF" convert --in "$T/$c.hex" --curve "$c" --format raw --out "$T/$c.raw2"
    same "$c raw/hex round trip" "$T/$c.raw" "$T/$c.raw2"
    check "$c pubkey of the raw key" "$SF" pubkey --key "$T/$c.raw" --curve "$c" --format raw --out "$T/$c.pub.raw"
    check "$c public key to raw" "$SF" convert --public --in "$T/$c.pub" --format raw --out "$T/$c.pub.raw2" $opt
    same "$c public key raw" "$T/$c.pub.raw" "$T/$c.pub.raw2"
done

# ---- the standard formats (P-256, secp256k1) -------------------------------------
for c in p256 secp256k1; do
    for f in pem der sec1 sec1-der jwk; do
        check "$c convert to $f" "$SF" convert --in "$T/$c.key" --format "$f" --out "$T/$c.$f"
        check "$c convert $f back" "$SF" convert --in "$T/$c.$f" --format pem --out "$T/$c.$f.pem"
        same "$c $f round trip" "$T/$c.key" "$T/$c.$f.pem"
    done
    for f in der jwk raw hex; do
        check "$c public to $f" "$SF" convert --public --in "$T/$c.pub" --format "$f" --out "$T/$c.pub.$f"
        if [ "$f" = raw ] || [ "$f" = hex ]; then o="--curve $c"; else o=""; fi
        check "$c public $f back" "$SF" convert --public --in "$T/$c.pub.$f" --format pem --out "$T/$c.pub.$f.pem" $o
        same "$c public $f round trip" "$T/$c.pub" "$T/$c.pub.$f.pem"
    done
    check "$c pubkey from the private key's file" "$SF" convert --public --in "$T/$c.key" --format pem --out "$T/$c.pub.fromkey"
    same "$c public key of a private file" "$T/$c.pub" "$T/$c.pub.fromkey"
done
expect_exit 2 "EC keys have no PKCS#8 v2 form" "$SF" convert --in "$T/p256.key" --format pkcs8v2
expect_message "inside PKCS#8 v1" "EC keys have no PKCS#8 v2 form"
expect_exit 2 "fourq has no PEM" "$SF" convert --in "$T/fourq.key" --curve fourq --format pem
expect_message "no standard identifiers" "fourq has no PEM"

# ---- exit codes and messages ---------------------------------------------------------
expect_exit 2 "no command" "$SF"
expect_exit 0 "--help" "$SF" --help
for cmd in keygen pubkey derive sign verify convert; do
    expect_exit 0 "$cmd --help" "$SF" "$cmd" --help
    grep -q "usage: snowfield $cmd" "$T/out" && ok || bad "$cmd --help prints its usage"
done
expect_exit 2 "unknown command" "$SF" frobnicate
expect_exit 2 "unknown curve" "$SF" keygen p512
expect_message "unknown curve 'p512'" "unknown curve"
expect_exit 2 "unknown option" "$SF" sign --kye x
expect_message "unknown option '--kye'" "unknown option"
expect_exit 2 "missing key file" "$SF" pubkey --key "$T/none"
expect_message "cannot open" "missing key file"
printf 'not a key\n' >"$T/junk"
expect_exit 2 "junk key" "$SF" pubkey --key "$T/junk"
expect_message "needs --curve" "junk key"
expect_exit 2 "a public key where a private one is needed" "$SF" sign --key "$T/p256.pub" --in "$T/msg"
expect_message "public key where a private one" "public key as private"
expect_exit 2 "garbage signature" "$SF" verify --pub "$T/p256.pub" --in "$T/msg" --sig "$T/junk"
expect_message "not an ECDSA signature" "garbage signature"
expect_exit 2 "verify, peer of another curve" "$SF" verify --pub "$T/secp256k1.pub" --in "$T/msg" --sig "$T/fourq.sig" --curve p256
expect_exit 2 "derive across curves" "$SF" derive --key "$T/p256.key" --peer "$T/secp256k1.pub"
# a key whose stored public key is not its own (two SEC1 keys spliced)
# (SEC1 DER: 7 bytes of header, the 32-byte secret, then the curve and the
# public key)
"$SF" convert --in "$T/p256.peer" --format sec1-der --out "$T/peer.sec1-der" >/dev/null 2>&1
{ head -c 39 "$T/p256.sec1-der"; tail -c +40 "$T/peer.sec1-der"; } >"$T/mix.der"
expect_exit 2 "mismatched public key" "$SF" pubkey --key "$T/mix.der"
expect_message "not the private key's own" "mismatched public key"

# ---- openssl, both directions ---------------------------------------------------------
if ! command -v openssl >/dev/null 2>&1; then
    echo "test_cli: openssl not found: the interoperability checks are skipped"
    SKIP=$((SKIP + 1))
else
    for c in p256 secp256k1; do
        case $c in p256) oc=prime256v1 ;; *) oc=secp256k1 ;; esac
        # our keys, read and rewritten by openssl: the same bytes
        check "$c openssl pkey reads ours" openssl pkey -in "$T/$c.key" -out "$T/$c.o.key"
        same "$c PKCS#8 PEM as openssl writes it" "$T/$c.key" "$T/$c.o.key"
        check "$c openssl pkey -pubout" openssl pkey -in "$T/$c.key" -pubout -out "$T/$c.o.pub"
        same "$c SPKI PEM as openssl writes it" "$T/$c.pub" "$T/$c.o.pub"
        check "$c openssl SPKI DER" openssl pkey -in "$T/$c.key" -pubout -outform DER -out "$T/$c.o.pub.der"
        same "$c SPKI DER as openssl writes it" "$T/$c.pub.der" "$T/$c.o.pub.der"
        check "$c openssl SEC1" openssl ec -in "$T/$c.key" -out "$T/$c.o.sec1"
        same "$c SEC1 PEM as openssl writes it" "$T/$c.sec1" "$T/$c.o.sec1"
        check "$c openssl SEC1 DER" openssl ec -in "$T/$c.key" -outform DER -out "$T/$c.o.sec1-der"
        same "$c SEC1 DER as openssl writes it" "$T/$c.sec1-der" "$T/$c.o.sec1-der"
        check "$c openssl PKCS#8 DER" openssl pkcs8 -topk8 -nocrypt -in "$T/$c.key" -outform DER -out "$T/$c.o.der"
        same "$c PKCS#8 DER as openssl writes it" "$T/$c.der" "$T/$c.o.der"
        check "$c openssl reads our SEC1 DER" openssl pkey -inform DER -in "$T/$c.sec1-der" -out "$T/$c.o.fromder"
        same "$c SEC1 DER holds the same key" "$T/$c.key" "$T/$c.o.fromder"
        # openssl's keys, read by us, in every form openssl writes
        check "$c openssl genpkey" openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:$oc -out "$T/$c.ok"
        check "$c openssl ecparam -genkey" openssl ecparam -name $oc -genkey -out "$T/$c.oparam"
        check "$c openssl pubout" openssl pkey -in "$T/$c.ok" -pubout -out "$T/$c.okpub"
        check "$c openssl compressed pubout" openssl ec -in "$T/$c.ok" -pubout -conv_form compressed -out "$T/$c.okpubc"
        check "$c we read openssl's PKCS#8" "$SF" pubkey --key "$T/$c.ok" --out "$T/$c.okpub.ours"
        same "$c our public key of openssl's key" "$T/$c.okpub" "$T/$c.okpub.ours"
        check "$c we read openssl's compressed SPKI" "$SF" convert --public --in "$T/$c.okpubc" --format pem --out "$T/$c.okpubc.ours"
        same "$c compressed SPKI is the same key" "$T/$c.okpub" "$T/$c.okpubc.ours"
        check "$c we read ecparam's file (EC PARAMETERS first)" "$SF" convert --in "$T/$c.oparam" --format pem --out "$T/$c.oparam.ours"
        check "$c openssl's PKCS#8 of it" openssl pkey -in "$T/$c.oparam" -out "$T/$c.oparam.o"
        same "$c ecparam key, PKCS#8 like openssl" "$T/$c.oparam.o" "$T/$c.oparam.ours"
        check "$c openssl DER private" openssl pkey -in "$T/$c.ok" -outform DER -out "$T/$c.ok.der"
        check "$c we read openssl's DER" "$SF" convert --in "$T/$c.ok.der" --format pem --out "$T/$c.ok.der.pem"
        same "$c openssl DER is the same key" "$T/$c.ok" "$T/$c.ok.der.pem"
        check "$c openssl encrypted key" openssl pkey -in "$T/$c.ok" -aes128 -passout pass:x -out "$T/$c.enc"
        expect_exit 2 "$c encrypted key refused" "$SF" pubkey --key "$T/$c.enc"
        expect_message "encrypted" "$c encrypted key"
        # derive: each side's key with the other's tool
        check "$c openssl derive (its key, our peer)" openssl pkeyutl -derive -inkey "$T/$c.ok" -peerkey "$T/$c.pub" -out "$T/$c.od1"
        check "$c our derive (our key, its peer)" "$SF" derive --key "$T/$c.key" --peer "$T/$c.okpub" --out "$T/$c.sd1"
        same "$c derive agrees with openssl" "$T/$c.od1" "$T/$c.sd1"
        check "$c openssl derive (our key)" openssl pkeyutl -derive -inkey "$T/$c.key" -peerkey "$T/$c.peer.pub" -out "$T/$c.od2"
        same "$c openssl derives our raw secret" "$T/$c.od2" "$T/$c.s1"
        # signatures, both ways
        expect_exit 0 "$c openssl verifies ours" openssl dgst -sha256 -verify "$T/$c.pub" -signature "$T/$c.sig" "$T/msg"
        high=0
        for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
            printf 'message %s\n' "$i" >"$T/m$i"
            openssl dgst -sha256 -sign "$T/$c.ok" -out "$T/osig$i" "$T/m$i" || bad "$c openssl sign"
            expect_exit 0 "$c we verify openssl's signature $i" "$SF" verify --pub "$T/$c.okpub" --in "$T/m$i" --sig "$T/osig$i"
            expect_exit 1 "$c openssl's signature $i, another message" "$SF" verify --pub "$T/$c.okpub" --in "$T/msg" --sig "$T/osig$i"
            "$SF" verify --strict --pub "$T/$c.okpub" --in "$T/m$i" --sig "$T/osig$i" 2>/dev/null
            [ $? -eq 1 ] && high=$((high + 1))
            check "$c we sign $i" "$SF" sign --key "$T/$c.ok" --in "$T/m$i" --out "$T/ssig$i"
            expect_exit 0 "$c openssl verifies our signature $i" openssl dgst -sha256 -verify "$T/$c.okpub" -signature "$T/ssig$i" "$T/m$i"
        done
        if [ "$c" = secp256k1 ]; then
            # about half of OpenSSL's signatures are high-S: --strict refuses those
            if [ "$high" -gt 0 ]; then ok; else bad "secp256k1: no high-S signature among 16 of openssl's"; fi
        else
            if [ "$high" -eq 0 ]; then ok; else bad "p256: --strict refused $high signatures"; fi
        fi
    done
fi

echo "$PASS passed, $FAIL failed, $SKIP skipped"
[ "$FAIL" -eq 0 ]

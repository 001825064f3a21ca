#!/bin/sh
# The public API's naming rules (include/snowfield/common.h), checked on the
# headers and on the shared library:
#
#  1. every symbol libsnowfield.so exports starts with sf_, except the names
#     the compatibility headers (include/snowfield/compat/) declare, which
#     keep the original libraries' names; they are listed below one by one,
#     so a new unprefixed export fails until it is listed here on purpose;
#  2. verification and recovery take public data only, so their names end
#     in _verify / _recover: a public function named ..._verify_X or
#     ..._recover_X (for example _verify_vartime) fails;
#  3. every public function returning sf_error is declared SF_MUST_CHECK.
#
# usage: scripts/check_api.sh [BUILD_DIR]    (default: build; needs the
#        shared library built there, as `make test` does)
# One check per exported symbol and per public declaration; ends with
# "N passed, N failed"; exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
BUILD=${1:-build}

# The compatibility APIs' exports (compat/FourQ_api.h and FourQ.h,
# compat/p256-m.h, compat/snowshoe.h).
SF_COMPAT_NAMES="
CompressedKeyGeneration CompressedPublicKeyGeneration CompressedSecretAgreement
HashToCurve KeyGeneration PublicKeyGeneration SchnorrQ_FullKeyGeneration
SchnorrQ_KeyGeneration SchnorrQ_Sign SchnorrQ_Verify SecretAgreement
Montgomery_inversion_mod_order Montgomery_multiply_mod_order add_mod_order
eccset ecc_mul ecc_mul_double ecc_mul_fixed from_Montgomery modulo_order
subtract_mod_order to_Montgomery
p256_ecdh_shared_secret p256_ecdsa_sign p256_ecdsa_verify p256_gen_keypair
p256_generate_random
_snowshoe_init snowshoe_add_mod_q snowshoe_elligator
snowshoe_elligator_encrypt snowshoe_elligator_secret snowshoe_equals4
snowshoe_mod_q snowshoe_mul snowshoe_mul_gen snowshoe_mul_mod_q snowshoe_neg
snowshoe_secret_gen snowshoe_simul snowshoe_simul_gen snowshoe_v6_mul_gen
snowshoe_valid
"

passed=0
failed=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# ---- 1. exported symbols ------------------------------------------------------
lib=$(ls "$BUILD"/libsnowfield.so 2>/dev/null)
if [ -z "$lib" ]; then
    echo "FAIL $BUILD/libsnowfield.so: not built (build the snowfield_shared target)"
    failed=$((failed + 1))
else
    nm -D --defined-only "$lib" | awk '{print $NF}' | sort -u >"$tmp"
    while read -r sym; do
        case "$sym" in
            sf_*) passed=$((passed + 1)); continue ;;
        esac
        found=0
        for n in $SF_COMPAT_NAMES; do
            if [ "$n" = "$sym" ]; then
                found=1
                break
            fi
        done
        if [ "$found" = 1 ] && grep -qw -- "$sym" include/snowfield/compat/*.h; then
            passed=$((passed + 1))
        else
            echo "FAIL $lib exports '$sym': not sf_-prefixed, and not a listed compatibility name"
            failed=$((failed + 1))
        fi
    done <"$tmp"
fi

# ---- 2 and 3. the public declarations -------------------------------------------
# Each declaration of the public headers on one line, comments removed:
# "file<TAB>return-type-and-attributes<TAB>name".
perl -0777 -ne '
    s{/\*.*?\*/}{}gs;
    s{//[^\n]*}{}g;
    s{^[ \t]*#[^\n]*}{}mg;
    while (/\bSF_API\s+([^;{(]*?)\b(\w+)\s*\(/g) {
        my ($ret, $name) = ($1, $2);
        $ret =~ s/\s+/ /g;
        print "$ARGV\t$ret\t$name\n";
    }
' include/snowfield/*.h include/snowfield/compat/*.h >"$tmp"

while IFS="$(printf '\t')" read -r file ret name; do
    ok=1
    case "$name" in
        *_verify_* | *_recover_*)
            echo "FAIL $file: $name: verification and recovery end in _verify / _recover (no suffix)"
            ok=0 ;;
    esac
    case " $ret " in
        *" sf_error "*)
            case " $ret " in
                *" SF_MUST_CHECK "*) ;;
                *) echo "FAIL $file: $name returns sf_error without SF_MUST_CHECK"
                   ok=0 ;;
            esac ;;
    esac
    if [ "$ok" = 1 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
done <"$tmp"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

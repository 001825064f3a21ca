#!/bin/sh
# Includes only point downward: check every file under src/ against the layer
# order, bottom up:
#
#   common  hash  field  scalar  group  mult  proto  api  compat
#
# The layer of a file is its first folder under src/. A file may include its
# own layer and the ones below it; the public headers (include/snowfield/,
# spelled "snowfield/...") are allowed everywhere; <system> headers are not
# looked at. An include that names no layer ("fp127_64.h") is resolved next
# to the including file. A folder under src/ that is not in the list above
# fails too, so a new layer cannot slip in without a place in the order.
#
# usage: scripts/check_layers.sh       (from anywhere; checks this checkout)
# One check per file; ends with "N passed, N failed"; exits non-zero on any
# failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1

# sf_layer_rank LAYER: print its position (0 = bottom), or nothing if unknown.
sf_layer_rank() {
    case "$1" in
        common) echo 0 ;;
        hash) echo 1 ;;
        field) echo 2 ;;
        scalar) echo 3 ;;
        group) echo 4 ;;
        mult) echo 5 ;;
        proto) echo 6 ;;
        api) echo 7 ;;
        compat) echo 8 ;;
    esac
}

passed=0
failed=0
files=$(mktemp)
trap 'rm -f "$files"' EXIT
find src -type f \( -name '*.c' -o -name '*.h' -o -name '*.inc' \) | sort >"$files"

while read -r f; do
    rel=${f#src/}
    layer=${rel%%/*}
    if [ "$layer" = "$rel" ]; then
        echo "FAIL $f: file directly in src/, outside every layer"
        failed=$((failed + 1))
        continue
    fi
    rank=$(sf_layer_rank "$layer")
    if [ -z "$rank" ]; then
        echo "FAIL $f: unknown layer '$layer' (add it to the order in scripts/check_layers.sh)"
        failed=$((failed + 1))
        continue
    fi
    dir=$(dirname "$f")
    bad=""
    # The quoted includes of this file, one target per line.
    for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
        case "$inc" in
            snowfield/*) continue ;;
        esac
        target=""
        first=${inc%%/*}
        if [ "$first" != "$inc" ] && [ -n "$(sf_layer_rank "$first")" ]; then
            target=$first
        elif [ -e "$dir/$inc" ]; then
            # Relative to the including file: find which folder it is in.
            abs=$(cd "$(dirname "$dir/$inc")" && pwd)
            case "$abs/" in
                "$ROOT/include/snowfield/"*) continue ;;
                "$ROOT/src/"*)
                    sub=${abs#"$ROOT/src/"}
                    target=${sub%%/*} ;;
                *) bad="$bad\n    includes \"$inc\", which is outside src/ and include/snowfield/"
                   continue ;;
            esac
        else
            bad="$bad\n    includes \"$inc\", which names no layer and is not next to the file"
            continue
        fi
        trank=$(sf_layer_rank "$target")
        if [ -z "$trank" ]; then
            bad="$bad\n    includes \"$inc\" from unknown layer '$target'"
        elif [ "$trank" -gt "$rank" ]; then
            bad="$bad\n    includes \"$inc\": layer '$target' is above '$layer'"
        fi
    done
    if [ -n "$bad" ]; then
        echo "FAIL $f:"
        printf '%b\n' "${bad#\\n}"
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
done <"$files"

echo "layers: checked the #include lines of $((passed + failed)) files under src/"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

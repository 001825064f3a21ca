# Shared shell helpers for scripts/*.sh (sourced, not run).
#
# Every step prints its own "N passed, N failed[, N skipped]" line last;
# sf_run_counted adds it to the totals, and a step that crashes or prints no
# such line counts as one failure, so nothing fails silently.

sf_jobs() {
    nproc 2>/dev/null || echo 2
}

# sf_cpu_levels TEST_BIN: the CPU levels (common/cpu.h) this machine runs
# and the build compiled, highest first, as SNOWFIELD_CPU names them; asks
# the test binary (--cpu-levels).
sf_cpu_levels() {
    "$1" --cpu-levels 2>/dev/null || echo baseline
}

sf_summary_init() {
    SF_PASSED=0
    SF_FAILED=0
    SF_SKIPPED=0
    SF_FAILED_STEPS=""
}

sf_record_failure() {
    SF_FAILED=$((SF_FAILED + 1))
    SF_FAILED_STEPS="$SF_FAILED_STEPS $1"
}

# sf_run_counted NAME CMD...: run CMD, echo its output, add its counts.
sf_run_counted() {
    name=$1
    shift
    log=$(mktemp)
    "$@" >"$log" 2>&1
    rc=$?
    cat "$log"
    line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    rm -f "$log"
    if [ -z "$line" ]; then
        echo "$name: exited $rc without a summary line"
        sf_record_failure "$name"
        return
    fi
    line=${line#*: }
    p=$(echo "$line" | sed -E 's/^([0-9]+) passed.*/\1/')
    f=$(echo "$line" | sed -E 's/^[0-9]+ passed, ([0-9]+) failed.*/\1/')
    s=0
    case "$line" in
        *skipped*) s=$(echo "$line" | sed -E 's/.*, ([0-9]+) skipped.*/\1/') ;;
    esac
    SF_PASSED=$((SF_PASSED + p))
    SF_FAILED=$((SF_FAILED + f))
    SF_SKIPPED=$((SF_SKIPPED + s))
    if [ "$f" -gt 0 ]; then
        SF_FAILED_STEPS="$SF_FAILED_STEPS $name"
    elif [ "$rc" -ne 0 ]; then
        echo "$name: exited $rc although it reported no failure"
        sf_record_failure "$name"
    fi
}

# sf_generate_vectors DIR: run every tests/model/gen_*.py into DIR.
sf_generate_vectors() {
    dir=$1
    mkdir -p "$dir"
    if ! command -v python3 >/dev/null 2>&1; then
        echo "python3 not found: cannot generate model vectors" >&2
        return 1
    fi
    ok=0
    for g in tests/model/gen_*.py; do
        [ -e "$g" ] || continue
        echo "python3 $g --out $dir"
        python3 "$g" --out "$dir" || ok=1
    done
    return $ok
}

sf_summary_print() {
    if [ -n "$SF_FAILED_STEPS" ]; then
        echo "failing steps:$SF_FAILED_STEPS"
    fi
    echo "$SF_PASSED passed, $SF_FAILED failed, $SF_SKIPPED skipped"
}

sf_summary_exit() {
    [ "$SF_FAILED" -eq 0 ]
    exit $?
}

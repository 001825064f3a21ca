/*
 * The CPU level the benchmarked library copy runs (common/cpu.h), for the
 * "cpu" column. Compiled once per field backend like the curve benches, so
 * sf_bench_cpu_portable asks the portable copy, whose top level may be
 * lower than the native one's.
 */
#include "bench.h"
#include "snowfield/common.h"

const char *SF_BENCH_NAME(cpu)(void);

const char *SF_BENCH_NAME(cpu)(void)
{
    return sf_cpu();
}

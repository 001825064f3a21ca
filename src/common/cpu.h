/*
 * The CPU level: which compiled form of the hot code this process runs.
 *
 * Layer: common. The library compiles its hot code (the field kernels and
 * the multiplication loops that inline them) once per level that the
 * compiler can target, in the level units of src/mult/<curve>/ (see
 * common/level.h), and every dispatching function asks sf_cpu_level_get()
 * which one to call:
 *
 *   SF_CPU_BASELINE   what every CPU of the architecture runs (x86-64:
 *                     SSE2; AArch64: its base ISA; any other target).
 *   SF_CPU_X86_64_V3  x86-64-v3: AVX2, BMI1/2, FMA, MOVBE, LZCNT (with the
 *                     OS saving the YMM state).
 *   SF_CPU_IFMA       x86-64-v3 plus AVX-512F, AVX-512VL and AVX-512 IFMA
 *                     (with the OS saving the ZMM and mask state).
 *
 * The level is chosen once per process: the highest one that the CPU
 * supports and the library was compiled with, lowered (never raised) by
 * the environment variable SNOWFIELD_CPU = baseline | x86-64-v3 | ifma, read
 * at the first call. That choice is the library's one piece of global
 * state: written once, by whichever thread gets there first, with the same
 * value every thread would compute, and never changed afterwards; so it
 * needs no lock, and no caller can observe it changing.
 */
#ifndef SF_COMMON_CPU_H
#define SF_COMMON_CPU_H

/* Levels are macros (not an enum) so that #if can compare them. */
typedef int sf_cpu_level;
#define SF_CPU_BASELINE 0
#define SF_CPU_X86_64_V3 1
#define SF_CPU_IFMA 2

#define SF_CPU_LEVELS 3

/* The level this process runs (see above). Cheap after the first call. */
sf_cpu_level sf_cpu_level_get(void);

/*
 * The highest level this CPU supports and this build compiled, ignoring
 * SNOWFIELD_CPU (asks the CPU every time: for tests and the benchmark).
 */
sf_cpu_level sf_cpu_level_supported(void);

/* "baseline", "x86-64-v3" or "ifma"; NULL for anything else. */
const char *sf_cpu_level_name(sf_cpu_level level);

/*
 * The level named by s (a SNOWFIELD_CPU value). Returns 1 and sets *level,
 * or 0 if s names no level.
 */
int sf_cpu_level_parse(sf_cpu_level *level, const char *s);

/*
 * 1 if the CPU has the SHA-256 extensions (SHA-NI with SSSE3 and SSE4.1),
 * whatever the level, and the build can use them; else 0. Cached with the
 * level (the same write-once word).
 */
int sf_cpu_has_sha_ni(void);

#endif /* SF_COMMON_CPU_H */

/*
 * Level units: one source compiled once per CPU level (common/cpu.h).
 *
 * Layer: common. A level unit is a three-line .c file of the mult layer,
 *
 *     #define SF_LEVEL SF_CPU_X86_64_V3
 *     #include "common/level_begin.h"
 *     #include "mult/<curve>/mult_<curve>_impl.h"
 *
 * that compiles the curve's hot code (all of it static: the templates,
 * the group formulas, the field kernels they inline) for that level and
 * exports one constant table of entry points named SF_LEVEL_NAME(...).
 * The level is set in the source, not by build flags: level_begin.h turns
 * on the instruction sets with a target pragma, so that the library builds
 * the same way from CMake, from a bare `cc $(find src -name '*.c')`, from cgo or from a
 * Python build, and a dispatching function (the curve's mult_<curve>.c)
 * picks the table of sf_cpu_level_get().
 *
 * This header says which levels the build compiles (SF_LEVEL_MAX) and
 * gives the unit its names; it is included by level_begin.h and by the
 * dispatchers.
 *
 * What a level unit may assume: SF_LEVEL_IS(SF_CPU_IFMA) means the unit
 * runs only on CPUs with AVX-512 IFMA and VL (and x86-64-v3); the field
 * code keys its vector representations on SF_LEVEL, never on the
 * compiler's __AVX2__ / __AVX512IFMA__ macros (a target pragma does not
 * define them under clang).
 */
#ifndef SF_COMMON_LEVEL_H
#define SF_COMMON_LEVEL_H

#include "common/cpu.h"

/* The unit's level; plain library files are baseline code. */
#ifndef SF_LEVEL
#define SF_LEVEL SF_CPU_BASELINE
#endif
#define SF_LEVEL_IS(l) (SF_LEVEL == (l))

/*
 * SF_LEVEL_MAX: the highest level this build compiles. The vector levels
 * need x86-64 and a compiler with target pragmas (GCC >= 8, clang >= 7 for
 * IFMA). The portable field backend has no IFMA code: its top level is
 * x86-64-v3 (the radix-2^26 four-lane code over AVX2). SF_NO_DISPATCH
 * builds baseline code only (for targets whose assembler lacks the
 * instructions).
 */
#if defined(__x86_64__) && !defined(SF_NO_DISPATCH) &&                     \
    ((defined(__clang__) && __clang_major__ >= 7) ||                       \
     (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 8))
#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
#define SF_LEVEL_MAX SF_CPU_X86_64_V3
#else
#define SF_LEVEL_MAX SF_CPU_IFMA
#endif
#else
#define SF_LEVEL_MAX SF_CPU_BASELINE
#endif

/* 1 if level l is compiled (usable in #if). */
#define SF_LEVEL_COMPILED(l) ((l) <= SF_LEVEL_MAX)

/* name_baseline, name_v3, name_ifma: the unit's exported names. */
#define SF_LEVEL_CAT_(a, b) a##b
#define SF_LEVEL_CAT(a, b) SF_LEVEL_CAT_(a, b)
#if SF_LEVEL == SF_CPU_BASELINE
#define SF_LEVEL_SUFFIX _baseline
#elif SF_LEVEL == SF_CPU_X86_64_V3
#define SF_LEVEL_SUFFIX _v3
#elif SF_LEVEL == SF_CPU_IFMA
#define SF_LEVEL_SUFFIX _ifma
#else
#error "SF_LEVEL must be one of the sf_cpu_level values"
#endif
#define SF_LEVEL_NAME(name) SF_LEVEL_CAT(name, SF_LEVEL_SUFFIX)

/*
 * The dispatch. A dispatcher declares the three tables, builds an array
 * indexed by level with SF_LEVEL_TABLE (NULL where a level is not
 * compiled) and indexes it with sf_cpu_level_get(), which never returns a
 * level above SF_LEVEL_MAX:
 *
 *     extern const sf_x sf_x_baseline, sf_x_v3, sf_x_ifma;
 *     static const sf_x *const sf_x_levels[SF_CPU_LEVELS] = SF_LEVEL_TABLE(sf_x);
 *     ... sf_x_levels[sf_cpu_level_get()]->mul(...) ...
 */
#if SF_LEVEL_COMPILED(SF_CPU_X86_64_V3)
#define SF_LEVEL_REF_V3_(name) &name##_v3
#else
#define SF_LEVEL_REF_V3_(name) 0
#endif
#if SF_LEVEL_COMPILED(SF_CPU_IFMA)
#define SF_LEVEL_REF_IFMA_(name) &name##_ifma
#else
#define SF_LEVEL_REF_IFMA_(name) 0
#endif
#define SF_LEVEL_TABLE(name) \
    { &name##_baseline, SF_LEVEL_REF_V3_(name), SF_LEVEL_REF_IFMA_(name) }

#endif /* SF_COMMON_LEVEL_H */

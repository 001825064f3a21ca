/*
 * The first include of a level unit (common/level.h says what that is),
 * after `#define SF_LEVEL ...`: turns on the level's instruction sets for
 * every function the unit defines, including the static inline field and
 * group code it includes afterwards. level_end.h closes the region.
 *
 * The standard headers (and the intrinsics header) are included before the
 * region opens, so that their own functions keep their own targets.
 */
#ifndef SF_COMMON_LEVEL_BEGIN_H
#define SF_COMMON_LEVEL_BEGIN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/level.h"

#if SF_LEVEL > SF_LEVEL_MAX
/* A level this build does not compile: the unit is empty (the dispatcher
 * does not refer to it). */
#define SF_LEVEL_UNIT_EMPTY 1
typedef int sf_level_unit_empty_; /* ISO C wants a declaration per unit */
#elif SF_LEVEL == SF_CPU_X86_64_V3 || SF_LEVEL == SF_CPU_IFMA
#include <immintrin.h>
#if defined(__clang__)
#if SF_LEVEL == SF_CPU_X86_64_V3
#pragma clang attribute push(__attribute__((target("arch=x86-64-v3"))), apply_to = function)
#else
#pragma clang attribute push(__attribute__((target("arch=x86-64-v3,avx512f,avx512vl,avx512ifma"))), apply_to = function)
#endif
#else
#pragma GCC push_options
#if SF_LEVEL == SF_CPU_X86_64_V3
#pragma GCC target("arch=x86-64-v3")
#else
#pragma GCC target("arch=x86-64-v3,avx512f,avx512vl,avx512ifma")
#endif
#endif
#define SF_LEVEL_REGION_OPEN_ 1
#endif

#endif /* SF_COMMON_LEVEL_BEGIN_H */

/*
 * Internal utilities: compile-time checks and the VERIFY build.
 *
 * SF_VERIFY_CHECK(cond) checks an invariant that the comments claim (limb
 * bounds, ranges). It exists only in test builds (-DSF_VERIFY), where a
 * failure aborts with the location; in release builds it compiles to nothing
 * and `cond` is not evaluated, so it must have no side effects.
 */
#ifndef SF_COMMON_UTIL_H
#define SF_COMMON_UTIL_H

#ifdef SF_VERIFY
#include <stdio.h>
#include <stdlib.h>
#define SF_VERIFY_CHECK(cond)                                                 \
    do {                                                                      \
        if (!(cond)) {                                                        \
            fprintf(stderr, "%s:%d: SF_VERIFY_CHECK(%s) failed\n", __FILE__, \
                    __LINE__, #cond);                                         \
            abort();                                                          \
        }                                                                     \
    } while (0)
#else
#define SF_VERIFY_CHECK(cond) ((void)0)
#endif

#define SF_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)

/*
 * SF_IGNORE_RESULT(call): run a call of the public API whose sf_error the
 * caller has no use for: every error case is ruled out by the caller
 * (valid pointers, lengths in range), or the caller has no way to report
 * it (an API that returns void). Spelled out because the public functions
 * are SF_MUST_CHECK and GCC does not let a (void) cast silence that.
 */
#define SF_IGNORE_RESULT(call)                                                \
    do {                                                                      \
        int sf_ignored_result_ = (int)(call);                                 \
        (void)sf_ignored_result_;                                             \
    } while (0)

#define SF_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/*
 * Inlining control for hot code whose speed depends on the compiler's
 * inlining choices (see src/mult/snowshoe/mult_snowshoe_ops.h for the
 * measured case): SF_ALWAYS_INLINE on a small kernel that must be inlined
 * into every caller, SF_NOINLINE on a large block that must stay one
 * compact function. Both are hints only where the compiler has no
 * attribute.
 */
#if defined(__GNUC__) || defined(__clang__)
#define SF_ALWAYS_INLINE inline __attribute__((always_inline))
#define SF_NOINLINE __attribute__((noinline))
#else
#define SF_ALWAYS_INLINE inline
#define SF_NOINLINE
#endif

/*
 * SF_UNROLL: unroll the short constant-count loop that follows completely.
 * For the vector kernels (field/p127/fp2x4_26.h), where GCC at -O2 keeps
 * the loops and their array indexing and runs 3x slower (measured).
 */
#if defined(__GNUC__) || defined(__clang__)
#define SF_UNROLL _Pragma("GCC unroll 8")
#else
#define SF_UNROLL
#endif

#endif /* SF_COMMON_UTIL_H */

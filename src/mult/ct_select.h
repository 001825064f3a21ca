/*
 * Constant-time table selection for the scalar-multiplication templates.
 *
 * Layer: mult. Includes only common/. Curve-independent: an entry is any
 * plain struct whose size is a multiple of 8 bytes (every point type of the
 * library is: Fp elements are arrays of 32- or 64-bit limbs).
 *
 * Why not common/ct.h's sf_ct_lookup: that one works byte by byte, which is
 * right for odd sizes and cold paths. Here the scan sits inside every
 * window of every multiplication (a fixed-base comb scans 30-50 tables of
 * 16-32 entries), so it computes one mask per entry and works on the widest
 * registers the unit's CPU level has (common/level.h): 32-byte AVX2 vectors
 * at x86-64-v3 and above, 16-byte SSE2 vectors at the x86-64 baseline,
 * the compilers' generic 16-byte vectors elsewhere (NEON on AArch64), and
 * 64-bit words for other compilers or odd sizes. x86 uses intrinsics:
 * GCC 12 lowers the generic 32-byte vectors to SSE2 through the stack at
 * the baseline, 9 times slower than these loads, ands and ors. With a
 * constant count and size (the mult instantiations always inline it so)
 * the vector loop unrolls and the accumulators stay in registers.
 */
#ifndef SF_MULT_CT_SELECT_H
#define SF_MULT_CT_SELECT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct.h"
#include "common/level.h"
#include "common/util.h"

/* Largest entry sf_mult_ct_select takes, in bytes. */
#define SF_MULT_CT_SELECT_MAX 512

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#if SF_LEVEL >= SF_CPU_X86_64_V3
#define SF_MULT_CT_VB 32
typedef __m256i sf_mult_ct_vec;
#define SF_MULT_CT_LOAD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SF_MULT_CT_STORE(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))
#define SF_MULT_CT_SET1(x) _mm256_set1_epi64x((long long)(x))
#define SF_MULT_CT_ANDOR(acc, m, w) _mm256_or_si256((acc), _mm256_and_si256((m), (w)))
#define SF_MULT_CT_ZERO() _mm256_setzero_si256()
#else
#define SF_MULT_CT_VB 16
typedef __m128i sf_mult_ct_vec;
#define SF_MULT_CT_LOAD(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define SF_MULT_CT_STORE(p, v) _mm_storeu_si128((__m128i *)(void *)(p), (v))
#define SF_MULT_CT_SET1(x) _mm_set1_epi64x((long long)(x))
#define SF_MULT_CT_ANDOR(acc, m, w) _mm_or_si128((acc), _mm_and_si128((m), (w)))
#define SF_MULT_CT_ZERO() _mm_setzero_si128()
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define SF_MULT_CT_VB 16
typedef uint64_t sf_mult_ct_vec __attribute__((vector_size(16)));
static SF_ALWAYS_INLINE sf_mult_ct_vec sf_mult_ct_load_(const void *p)
{
    sf_mult_ct_vec v;
    memcpy(&v, p, sizeof v);
    return v;
}
#define SF_MULT_CT_LOAD(p) sf_mult_ct_load_(p)
#define SF_MULT_CT_STORE(p, v)                  \
    do {                                        \
        sf_mult_ct_vec sf_v_ = (v);             \
        memcpy((p), &sf_v_, sizeof sf_v_);      \
    } while (0)
#define SF_MULT_CT_SET1(x) ((sf_mult_ct_vec){(x), (x)})
#define SF_MULT_CT_ANDOR(acc, m, w) ((acc) | ((m) & (w)))
#define SF_MULT_CT_ZERO() ((sf_mult_ct_vec){0, 0})
#endif

/*
 * out = table[idx]: table holds `count` entries of `size` bytes each.
 * In: size a multiple of 8, size <= SF_MULT_CT_SELECT_MAX; idx < count
 *   (idx >= count gives all-zero bytes). count and size are public, idx may
 *   be secret: every entry is read, and idx only enters through masks.
 * out must not overlap table.
 * Always inlined: the unrolling above needs count and size as constants,
 * and GCC 12 otherwise made one out-of-line clone with a run-time size
 * (rep stos, a memcpy call, a loop over the vectors).
 */
static SF_ALWAYS_INLINE void sf_mult_ct_select(void *out, const void *table, size_t count,
                                               size_t size, size_t idx)
{
    const uint8_t *t = (const uint8_t *)table;
#ifdef SF_MULT_CT_VB
    if (size % SF_MULT_CT_VB == 0) { /* public: the entry type's size */
        sf_mult_ct_vec acc[SF_MULT_CT_SELECT_MAX / SF_MULT_CT_VB];
        const size_t nv = size / SF_MULT_CT_VB;
        for (size_t j = 0; j < nv; j++)
            acc[j] = SF_MULT_CT_ZERO();
        for (size_t i = 0; i < count; i++) {
            const sf_mult_ct_vec m =
                SF_MULT_CT_SET1(sf_ct_mask64(sf_ct_eq64((uint64_t)i, (uint64_t)idx)));
            SF_UNROLL
            for (size_t j = 0; j < nv; j++)
                acc[j] = SF_MULT_CT_ANDOR(acc[j], m, SF_MULT_CT_LOAD(t + i * size + SF_MULT_CT_VB * j));
        }
        for (size_t j = 0; j < nv; j++)
            SF_MULT_CT_STORE((uint8_t *)out + SF_MULT_CT_VB * j, acc[j]);
        return;
    }
#endif
    {
        uint64_t acc[SF_MULT_CT_SELECT_MAX / 8];
        size_t nw = size / 8;
        for (size_t j = 0; j < nw; j++)
            acc[j] = 0;
        for (size_t i = 0; i < count; i++) {
            uint64_t m = sf_ct_mask64(sf_ct_eq64((uint64_t)i, (uint64_t)idx));
            for (size_t j = 0; j < nw; j++) {
                uint64_t w;
                memcpy(&w, t + i * size + 8 * j, 8);
                acc[j] |= m & w;
            }
        }
        memcpy(out, acc, size);
    }
}

#endif /* SF_MULT_CT_SELECT_H */

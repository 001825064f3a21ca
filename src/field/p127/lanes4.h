/*
 * Four 64-bit lanes side by side: the handful of vector operations the
 * four-way Fp^2 arithmetic (fp2x4.h) is written against.
 *
 * Layer: field (private to fp2x4.h). Two implementations of one contract:
 *  - AVX-512 IFMA on 256-bit registers (AVX-512VL), chosen for the 64-bit
 *    backend when the compiler targets it (-march=native on a CPU that has
 *    it, or -mavx512ifma -mavx512vl): the 52-bit multiply-accumulate is
 *    what makes four lanes of radix-2^43 products cheaper than the 64-bit
 *    scalar kernels;
 *  - generic C: the compiler's generic vector type (GCC and Clang's
 *    vector_size, lowered to SSE2, AVX2, NEON or plain registers, whatever
 *    the target has) or, for other compilers, a uint64_t[4] array worked
 *    lane by lane. It serves the portable backend (sf_v4_mul32, radix-2^26
 *    products) and SF_FP2X4_EMULATE (sf_v4_madd52lo/hi, the IFMA code's
 *    results bit for bit, so that it is tested on every machine and
 *    checked under valgrind, which has no AVX-512). Both implementations
 *    are straight-line, so the control flow and memory accesses valgrind
 *    sees in the emulation are the ones the vector code has.
 *
 * Lane-position arguments (permute, blend) must be compile-time constants.
 * Everything is constant time: the lane operations are additions, logic,
 * shifts by constants and 32 x 32-bit products.
 */
#ifndef SF_FIELD_P127_LANES4_H
#define SF_FIELD_P127_LANES4_H

#include <stdint.h>

#include "common/util.h"

#include "common/level.h"

#if defined(SF_FIELD_PORTABLE) || defined(SF_FP2X4_EMULATE) || SF_LEVEL != SF_CPU_IFMA

#if defined(__GNUC__)
/* A value, not an array: the compiler keeps it in vector registers (on
 * x86-64 two SSE2 registers, or one AVX register when targeted). Every
 * function taking or returning one is static inline, so no vector crosses
 * a call between separately compiled code: GCC's and Clang's -Wpsabi note
 * (passing one by value without AVX differs from the AVX convention) does
 * not apply, and CMakeLists.txt turns it off. */
typedef uint64_t sf_v4 __attribute__((vector_size(32)));
#define SF_V4_AT(a, k) ((a)[k])
#define SF_V4_OP2_(name, op)                                    \
    static SF_ALWAYS_INLINE sf_v4 name(sf_v4 a, sf_v4 b) { return a op b; }
static SF_ALWAYS_INLINE sf_v4 sf_v4_srli(sf_v4 a, int n) { return a >> n; }
static SF_ALWAYS_INLINE sf_v4 sf_v4_slli(sf_v4 a, int n) { return a << n; }
#else
typedef struct sf_v4 {
    uint64_t l[4];
} sf_v4;
#define SF_V4_AT(a, k) ((a).l[k])
#define SF_V4_OP2_(name, op)                                    \
    static SF_ALWAYS_INLINE sf_v4 name(sf_v4 a, sf_v4 b)        \
    {                                                           \
        for (int k = 0; k < 4; k++)                             \
            a.l[k] = a.l[k] op b.l[k];                          \
        return a;                                               \
    }
static SF_ALWAYS_INLINE sf_v4 sf_v4_srli(sf_v4 a, int n)
{
    for (int k = 0; k < 4; k++)
        a.l[k] >>= n;
    return a;
}
static SF_ALWAYS_INLINE sf_v4 sf_v4_slli(sf_v4 a, int n)
{
    for (int k = 0; k < 4; k++)
        a.l[k] <<= n;
    return a;
}
#endif

static SF_ALWAYS_INLINE sf_v4 sf_v4_set(uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3)
{
#if defined(__GNUC__)
    return (sf_v4){x0, x1, x2, x3};
#else
    sf_v4 r = {{x0, x1, x2, x3}};
    return r;
#endif
}

static SF_ALWAYS_INLINE sf_v4 sf_v4_set1(uint64_t x)
{
    return sf_v4_set(x, x, x, x);
}

static SF_ALWAYS_INLINE uint64_t sf_v4_lane(sf_v4 a, int k)
{
    return SF_V4_AT(a, k);
}

SF_V4_OP2_(sf_v4_add, +)
SF_V4_OP2_(sf_v4_sub, -)
SF_V4_OP2_(sf_v4_and, &)
SF_V4_OP2_(sf_v4_or, |)
SF_V4_OP2_(sf_v4_xor, ^)
SF_V4_OP2_(sf_v4_mul_, *) /* low 64 bits; see sf_v4_mul32 */
#undef SF_V4_OP2_

/* The 64-bit products of the low 32 bits of a and b (pmuludq): the one
 * multiplication the portable representation needs. Clang finds pmuludq
 * in the masked product; GCC multiplies all 64 bits (three pmuludq each),
 * so with AVX2 the instruction is named. */
#if defined(__GNUC__) && defined(__x86_64__) && SF_LEVEL >= SF_CPU_X86_64_V3
#include <immintrin.h>
static SF_ALWAYS_INLINE sf_v4 sf_v4_mul32(sf_v4 a, sf_v4 b)
{
    return (sf_v4)_mm256_mul_epu32((__m256i)a, (__m256i)b);
}
#else
static SF_ALWAYS_INLINE sf_v4 sf_v4_mul32(sf_v4 a, sf_v4 b)
{
    const sf_v4 m32 = sf_v4_set1(UINT32_MAX);
    return sf_v4_mul_(sf_v4_and(a, m32), sf_v4_and(b, m32));
}
#endif

#if defined(SF_FP2X4_EMULATE) && !defined(SF_FIELD_PORTABLE)
__extension__ typedef unsigned __int128 sf_v4_u128;

/* acc + low / high 52 bits of the 104-bit product of the low 52 bits of
 * a and b (vpmadd52luq / vpmadd52huq). */
static SF_ALWAYS_INLINE sf_v4 sf_v4_madd52lo(sf_v4 acc, sf_v4 a, sf_v4 b)
{
    const uint64_t m52 = (UINT64_C(1) << 52) - 1;
    for (int k = 0; k < 4; k++)
        SF_V4_AT(acc, k) += (uint64_t)((sf_v4_u128)(SF_V4_AT(a, k) & m52) * (SF_V4_AT(b, k) & m52)) & m52;
    return acc;
}

static SF_ALWAYS_INLINE sf_v4 sf_v4_madd52hi(sf_v4 acc, sf_v4 a, sf_v4 b)
{
    const uint64_t m52 = (UINT64_C(1) << 52) - 1;
    for (int k = 0; k < 4; k++)
        SF_V4_AT(acc, k) += (uint64_t)(((sf_v4_u128)(SF_V4_AT(a, k) & m52) * (SF_V4_AT(b, k) & m52)) >> 52);
    return acc;
}
#endif

/* r[k] = a[i_k] */
#define SF_V4_PERMUTE(a, i0, i1, i2, i3) \
    sf_v4_set(SF_V4_AT(a, i0), SF_V4_AT(a, i1), SF_V4_AT(a, i2), SF_V4_AT(a, i3))
/* r[k] = m_k ? b[k] : a[k] */
#define SF_V4_BLEND(a, b, m0, m1, m2, m3)                                         \
    sf_v4_set((m0) ? SF_V4_AT(b, 0) : SF_V4_AT(a, 0), (m1) ? SF_V4_AT(b, 1) : SF_V4_AT(a, 1), \
              (m2) ? SF_V4_AT(b, 2) : SF_V4_AT(a, 2), (m3) ? SF_V4_AT(b, 3) : SF_V4_AT(a, 3))

#else /* AVX-512 IFMA */

#include <immintrin.h>

typedef __m256i sf_v4;

static SF_ALWAYS_INLINE sf_v4 sf_v4_set(uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3)
{
    return _mm256_set_epi64x((long long)x3, (long long)x2, (long long)x1, (long long)x0);
}

static SF_ALWAYS_INLINE sf_v4 sf_v4_set1(uint64_t x)
{
    return _mm256_set1_epi64x((long long)x);
}

static SF_ALWAYS_INLINE uint64_t sf_v4_lane(sf_v4 a, int k)
{
    uint64_t t[4];
    _mm256_storeu_si256((__m256i *)t, a);
    return t[k];
}

static SF_ALWAYS_INLINE sf_v4 sf_v4_add(sf_v4 a, sf_v4 b) { return _mm256_add_epi64(a, b); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_sub(sf_v4 a, sf_v4 b) { return _mm256_sub_epi64(a, b); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_and(sf_v4 a, sf_v4 b) { return _mm256_and_si256(a, b); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_or(sf_v4 a, sf_v4 b) { return _mm256_or_si256(a, b); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_xor(sf_v4 a, sf_v4 b) { return _mm256_xor_si256(a, b); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_srli(sf_v4 a, int n) { return _mm256_srli_epi64(a, n); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_slli(sf_v4 a, int n) { return _mm256_slli_epi64(a, n); }
static SF_ALWAYS_INLINE sf_v4 sf_v4_madd52lo(sf_v4 acc, sf_v4 a, sf_v4 b)
{
    return _mm256_madd52lo_epu64(acc, a, b);
}
static SF_ALWAYS_INLINE sf_v4 sf_v4_madd52hi(sf_v4 acc, sf_v4 a, sf_v4 b)
{
    return _mm256_madd52hi_epu64(acc, a, b);
}

#define SF_V4_PERMUTE(a, i0, i1, i2, i3) \
    _mm256_permute4x64_epi64((a), (i0) | ((i1) << 2) | ((i2) << 4) | ((i3) << 6))
/* 32-bit blend: lane k is dwords 2k, 2k + 1 */
#define SF_V4_BLEND(a, b, m0, m1, m2, m3) \
    _mm256_blend_epi32((a), (b), ((m0) ? 0x03 : 0) | ((m1) ? 0x0C : 0) | ((m2) ? 0x30 : 0) | ((m3) ? 0xC0 : 0))

#endif

#endif /* SF_FIELD_P127_LANES4_H */

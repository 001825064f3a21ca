/*
 * The CPU level (cpu.h): what the CPU has, asked once per process.
 *
 * x86-64 with GCC or clang: CPUID for the instruction sets and XGETBV for
 * the register state the OS saves (a CPU with AVX-512 under an OS that does
 * not save the ZMM registers must not run it). Everything else is baseline.
 * The answer is cached in one word (see cpu.h for why that is safe): CPUID
 * traps to the hypervisor on virtual machines, so it is asked only once.
 */
#include "common/cpu.h"

#include <stdlib.h>
#include <string.h>

#include "common/level.h"
#include "snowfield/common.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SF_CPU_X86 1
#include <cpuid.h>
#endif

/* The cached word: 0 = not asked yet; else 1 | level << 1 | sha << 4. */
static int sf_cpu_word_;

#if defined(__GNUC__) || defined(__clang__)
#define SF_CPU_LOAD_(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#define SF_CPU_STORE_(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#else
/* Every thread computes the same value; a torn word cannot occur for an
 * aligned int on the targets such compilers serve. */
#define SF_CPU_LOAD_(p) (*(volatile int *)(p))
#define SF_CPU_STORE_(p, v) (*(volatile int *)(p) = (v))
#endif

#ifdef SF_CPU_X86
static uint64_t sf_cpu_xcr0_(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

#define SF_BIT_(x, n) (((x) >> (n)) & 1u)

/* The level and SHA-NI support of this CPU, as the bits of the word. */
static int sf_cpu_ask_(void)
{
    unsigned a, b, d, c1, b7 = 0, c7 = 0, cx = 0;
    int level = SF_CPU_BASELINE, sha = 0;

    if (!__get_cpuid(1, &a, &b, &c1, &d))
        return 1;
    if ((unsigned)__get_cpuid_max(0, NULL) >= 7u)
        __get_cpuid_count(7, 0, &a, &b7, &c7, &d);
    if ((unsigned)__get_cpuid_max(0x80000000u, NULL) >= 0x80000001u)
        __get_cpuid(0x80000001u, &a, &b, &cx, &d);

    /* SSSE3 (c1 9), SSE4.1 (c1 19), SHA (b7 29). */
    sha = SF_BIT_(c1, 9) & SF_BIT_(c1, 19) & SF_BIT_(b7, 29);

    /* x86-64-v3: v2's SSE3, SSSE3, SSE4.1, SSE4.2, POPCNT, CX16 (c1 0, 9,
     * 19, 20, 23, 13), then FMA, MOVBE, OSXSAVE, AVX, F16C (c1 12, 22, 27,
     * 28, 29), BMI1, AVX2, BMI2 (b7 3, 5, 8), LZCNT (cx 5), and the OS
     * saving the SSE and AVX state (XCR0 bits 1, 2). Not ADX, which
     * x86-64-v3 does not include, compilers do not emit, and valgrind
     * does not emulate: the constant-time check then runs this level. */
    if (SF_BIT_(c1, 0) & SF_BIT_(c1, 9) & SF_BIT_(c1, 19) & SF_BIT_(c1, 20) &
        SF_BIT_(c1, 23) & SF_BIT_(c1, 13) & SF_BIT_(c1, 12) & SF_BIT_(c1, 22) &
        SF_BIT_(c1, 27) & SF_BIT_(c1, 28) & SF_BIT_(c1, 29) & SF_BIT_(b7, 3) &
        SF_BIT_(b7, 5) & SF_BIT_(b7, 8) & SF_BIT_(cx, 5)) {
        uint64_t xcr0 = sf_cpu_xcr0_();
        if ((xcr0 & 0x6u) == 0x6u) {
            level = SF_CPU_X86_64_V3;
            /* AVX-512F, IFMA, VL (b7 16, 21, 31) and the opmask, ZMM_Hi256
             * and Hi16_ZMM state (XCR0 bits 5, 6, 7). */
            if (SF_BIT_(b7, 16) & SF_BIT_(b7, 21) & SF_BIT_(b7, 31) &&
                (xcr0 & 0xe0u) == 0xe0u)
                level = SF_CPU_IFMA;
        }
    }
    (void)c7;
    return 1 | level << 1 | sha << 4;
}
#else
static int sf_cpu_ask_(void)
{
    return 1;
}
#endif

static int sf_cpu_clamp_(int level)
{
    return level > SF_LEVEL_MAX ? SF_LEVEL_MAX : level;
}

sf_cpu_level sf_cpu_level_supported(void)
{
    return sf_cpu_clamp_((sf_cpu_ask_() >> 1) & 7);
}

static int sf_cpu_word_get_(void)
{
    int w = SF_CPU_LOAD_(&sf_cpu_word_);
    if (w == 0) {
        int level;
        const char *env = getenv("SNOWFIELD_CPU");
        sf_cpu_level want;
        w = sf_cpu_ask_();
        level = sf_cpu_clamp_((w >> 1) & 7);
        /* Only lowering: a name above what the CPU has, or no valid
         * name, leaves the level as it is. */
        if (env != NULL && sf_cpu_level_parse(&want, env) && want < level)
            level = want;
        w = (w & ~(7 << 1)) | level << 1;
        SF_CPU_STORE_(&sf_cpu_word_, w);
    }
    return w;
}

sf_cpu_level sf_cpu_level_get(void)
{
    return (sf_cpu_word_get_() >> 1) & 7;
}

int sf_cpu_has_sha_ni(void)
{
    return (sf_cpu_word_get_() >> 4) & 1;
}

static const char *const sf_cpu_names_[SF_CPU_LEVELS] = {"baseline", "x86-64-v3", "ifma"};

const char *sf_cpu_level_name(sf_cpu_level level)
{
    if (level < 0 || level >= SF_CPU_LEVELS)
        return NULL;
    return sf_cpu_names_[level];
}

int sf_cpu_level_parse(sf_cpu_level *level, const char *s)
{
    for (int l = 0; l < SF_CPU_LEVELS; l++) {
        if (strcmp(s, sf_cpu_names_[l]) == 0) {
            *level = l;
            return 1;
        }
    }
    return 0;
}

const char *sf_cpu(void)
{
    return sf_cpu_names_[sf_cpu_level_get()];
}

/*
 * Fp, p = 2^127 - 1: the 64-bit backend (two 64-bit limbs, radix 2^64,
 * products through `unsigned __int128`).
 *
 * Included only by fp.h; see there for the contracts. This file holds the
 * "machine" operations, static inline so that the curve layers get them
 * inlined into their hot loops.
 *
 * Representation and bound class
 * ------------------------------
 * An element is v[0] + 2^64 v[1] with v[1] < 2^63, i.e. an integer in
 * [0, 2^127 - 1]. There is exactly one bound class ("tight"): every function
 * takes tight inputs and returns tight outputs, and SF_VERIFY builds check it
 * on entry and exit. The only non-canonical value is p = 2^127 - 1 itself,
 * which stands for 0; canon/encode/is_zero/eq/is_odd resolve it.
 *
 * Why no lazy (< 2^128) class: with this prime the reduction after an
 * addition is a single "fold bit 127 back in" (2^127 = 1 mod p), about as
 * cheap as the carry an unreduced 128-bit sum would need anyway, and keeping
 * v[1] < 2^63 is what lets mul add its two cross products without a carry.
 *
 * The folding identity used everywhere: for an integer x,
 *     x = (x mod 2^127) + 2^127 * (x >> 127) = (x mod 2^127) + (x >> 127)  (mod p).
 * If x <= 2^128 - 2 the fold gives a tight result: either x < 2^127 and
 * nothing changes, or x >> 127 = 1 and x mod 2^127 <= 2^127 - 2, so the sum
 * is <= 2^127 - 1. sf_fp127_fold_ below relies on exactly this.
 */
#ifndef SF_FIELD_P127_FP127_64_H
#define SF_FIELD_P127_FP127_64_H

#include <stdint.h>

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"

#define SF_FP127_BACKEND_NAME_IMPL "64"

/* __extension__ keeps -Wpedantic quiet about the non-ISO 128-bit type. */
__extension__ typedef unsigned __int128 sf_u128;

typedef struct sf_fp127 {
    uint64_t v[2]; /* value v[0] + 2^64 v[1], v[1] < 2^63 (tight) */
} sf_fp127;

#define SF_FP127_M63 0x7FFFFFFFFFFFFFFFULL

/* VERIFY: a is tight. */
#define SF_FP127_VERIFY(a) SF_VERIFY_CHECK(((a)->v[1] >> 63) == 0)

static inline sf_u128 sf_fp127_get_(const sf_fp127 *a)
{
    return (sf_u128)a->v[0] | ((sf_u128)a->v[1] << 64);
}

/*
 * r = x mod p folded once: requires x <= 2^128 - 2 (see the file comment),
 * then r is tight.
 */
static inline void sf_fp127_fold_(sf_fp127 *r, sf_u128 x)
{
    x = (x & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX)) + (x >> 127);
    r->v[0] = (uint64_t)x;
    r->v[1] = (uint64_t)(x >> 64);
    SF_FP127_VERIFY(r);
}

/*
 * (carry, *r) = a + b + c for c in {0, 1}: one step of a carry chain.
 * On x86-64 the add-with-carry intrinsic, which GCC and Clang both turn
 * into one adc; elsewhere the 128-bit sum. Why it matters: written as
 * 128-bit column sums of zero-extended words (the portable spelling), the
 * multiplication kernels below compiled to about twice as many
 * instructions with GCC 12 as with this carry-chain spelling (counted:
 * sf_fp127_mul_add 117 -> 60, the Fp^2 product 247 -> ~125), and the
 * Snowshoe scalar multiplications sped up by 30-40% (docs/snowshoe.md).
 */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
static inline unsigned char sf_fp127_adc_(unsigned char c, uint64_t a, uint64_t b, uint64_t *r)
{
    unsigned long long t;
    c = _addcarry_u64(c, a, b, &t);
    *r = (uint64_t)t;
    return c;
}
#else
static inline unsigned char sf_fp127_adc_(unsigned char c, uint64_t a, uint64_t b, uint64_t *r)
{
    sf_u128 t = (sf_u128)a + b + c;
    *r = (uint64_t)t;
    return (unsigned char)(t >> 64);
}
#endif

/*
 * x86-64 kernels in GNU inline assembly (GCC and Clang), for the hot
 * operations: add (and sub through it), mul, sqr, mul_add, the Fp^2
 * product and square (sf_fp127_fp2_mul_ / _sqr_, used by fp2.h) and the
 * squaring loop of the exponentiation chains (sf_fp127_sqr_n_). Measured
 * (TSC ticks, -O3 -march=native, AMD EPYC, dependent chains): Fp^2 product
 * 34.6 -> 26.1 (GCC), square 33.3 -> 24.0, inversion 1885 -> 1540; Clang
 * 14 builds the Snowshoe multiplications 20% faster than with its own
 * code for the C kernels (docs/snowshoe.md). Why assembly: written in C
 * with the carry intrinsics, GCC 12 breaks every carry chain that a shift
 * or a mask interrupts into setc / "addb $-1" pairs and spills through
 * vector registers (the Fp^2 product came to 196 instructions, an Fp
 * addition to 18); these blocks are 5 (add) and about 45 (mul_add)
 * instructions, the same under every compiler. They use only baseline
 * x86-64 (mulq, adc, shr, lea: no BMI2/ADX), so the default build, which
 * the tests run, executes exactly the code the -march=native benchmark
 * does. SF_FP127_NO_ASM selects the C code below instead (the kernel for
 * every other 64-bit target); both are the same arithmetic, step by step.
 * Unoptimised and sanitizer builds (no __OPTIMIZE__, or AddressSanitizer /
 * MemorySanitizer) take the C code too: there the compiler may give every
 * memory operand its own address register, and the Fp^2 blocks asked for
 * more registers than x86-64 has (Clang 14, -fsanitize=address -O2); a
 * sanitizer cannot look inside assembly anyway. The sanitizer run checks
 * the C code, the default and constant-time builds the assembly.
 * Constant time: no branch, no memory access depends on a value; mulq,
 * add/adc, shifts, lea and logic ops have data-independent latency.
 */
#if defined(__SANITIZE_ADDRESS__)
#define SF_FP127_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define SF_FP127_SANITIZED 1
#endif
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && \
    defined(__OPTIMIZE__) && \
    !defined(SF_FP127_SANITIZED) && !defined(SF_FP127_NO_ASM)
#define SF_FP127_ASM 1

/*
 * The blocks below are string macros over named asm operands, so that one
 * block can use several accumulators: SF_FP127_R(x) is operand %[x].
 */
#define SF_FP127_R(x) "%[" #x "]"

/*
 * 2^63 - 1 as a memory operand (%[m] in the blocks): in a register it
 * would cost the Fp^2 blocks one more of the few free registers.
 */
static const uint64_t sf_fp127_m63_ = SF_FP127_M63;

/*
 * The reduction of sf_fp127_reduce_ (argued there) on the registers
 * (s0..s3), leaving r = (s0, s1) tight; rax and rdx are scratch (free once
 * the products are formed) and %[m] is 2^63 - 1 (sf_fp127_m63_). The split
 * S = lo + 2^127 hl + 2^254 hh is formed with shr / lea / and: on the AMD
 * Zen 4 this was tuned on, shld and btr (a shorter, 9-instruction form)
 * issue at one per 1.5 and one per cycle, while these are single-cycle
 * ops on two to four ports (about 30 shld and 70 btr per point doubling:
 * doubling 203 -> 196 ticks).
 */
#define SF_FP127_ASM_REDUCE(s0, s1, s2, s3)                                   \
    "movq " SF_FP127_R(s3) ", %%rdx\n\t"                                       \
    "shrq $62, %%rdx\n\t"                   /* hh = bit 254 (S < 2^255) */     \
    "movq " SF_FP127_R(s2) ", %%rax\n\t"                                       \
    "shrq $63, %%rax\n\t"                                                      \
    "leaq (%%rax, " SF_FP127_R(s3) ", 2), " SF_FP127_R(s3) "\n\t" /* 191..254 */ \
    "movq " SF_FP127_R(s1) ", %%rax\n\t"                                       \
    "shrq $63, %%rax\n\t"                                                      \
    "leaq (%%rax, " SF_FP127_R(s2) ", 2), " SF_FP127_R(s2) "\n\t" /* 127..190 */ \
    "andq %[m], " SF_FP127_R(s3) "\n\t"     /* (s2, s3) = hl */                \
    "andq %[m], " SF_FP127_R(s1) "\n\t"     /* (s0, s1) = lo */                \
    "addq %%rdx, " SF_FP127_R(s0) "\n\t"                                       \
    "adcq $0, " SF_FP127_R(s1) "\n\t"       /* lo + hh <= 2^127 */             \
    "addq " SF_FP127_R(s2) ", " SF_FP127_R(s0) "\n\t"                          \
    "adcq " SF_FP127_R(s3) ", " SF_FP127_R(s1) "\n\t" /* x <= 2^128 - 2 */     \
    SF_FP127_ASM_FOLD(s0, s1, "%%rax")

/*
 * (x0, x1) = x mod 2^127 + bit 127 of x, tight for x <= 2^128 - 2 (the
 * file comment); t names a scratch register (an asm operand string),
 * %[m] = 2^63 - 1.
 */
#define SF_FP127_ASM_FOLD(x0, x1, t)                                           \
    "movq " SF_FP127_R(x1) ", " t "\n\t"                                       \
    "shrq $63, " t "\n\t"                                                      \
    "andq %[m], " SF_FP127_R(x1) "\n\t"                                        \
    "addq " t ", " SF_FP127_R(x0) "\n\t"                                       \
    "adcq $0, " SF_FP127_R(x1) "\n\t"

/*
 * (s0..s3) = X * Y (_SET) or (s0..s3) += X * Y (_ACC) for X = x0 + 2^64 x1,
 * Y = y0 + 2^64 y1 with x1, y1 < 2^63 (tight operands, any asm operand
 * form mulq takes), as four mulq partial products added at their columns.
 * The callers keep every sum below 2^255, so no carry ever leaves s3 (the
 * partial sums only grow towards the final one).
 */
#define SF_FP127_ASM_MUL_SET(x0, x1, y0, y1, s0, s1, s2, s3)                   \
    "movq " SF_FP127_R(x0) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y0) "\n\t"                                              \
    "movq %%rax, " SF_FP127_R(s0) "\n\t"                                       \
    "movq %%rdx, " SF_FP127_R(s1) "\n\t"                                       \
    "movq " SF_FP127_R(x1) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y1) "\n\t"                                              \
    "movq %%rax, " SF_FP127_R(s2) "\n\t"                                       \
    "movq %%rdx, " SF_FP127_R(s3) "\n\t"                                       \
    SF_FP127_ASM_MUL_MID(x0, x1, y0, y1, s1, s2, s3)

#define SF_FP127_ASM_MUL_ACC(x0, x1, y0, y1, s0, s1, s2, s3)                   \
    "movq " SF_FP127_R(x0) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y0) "\n\t"                                              \
    "addq %%rax, " SF_FP127_R(s0) "\n\t"                                       \
    "adcq %%rdx, " SF_FP127_R(s1) "\n\t"                                       \
    "adcq $0, " SF_FP127_R(s2) "\n\t"                                          \
    "adcq $0, " SF_FP127_R(s3) "\n\t"                                          \
    "movq " SF_FP127_R(x1) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y1) "\n\t"                                              \
    "addq %%rax, " SF_FP127_R(s2) "\n\t"                                       \
    "adcq %%rdx, " SF_FP127_R(s3) "\n\t"                                       \
    SF_FP127_ASM_MUL_MID(x0, x1, y0, y1, s1, s2, s3)

/* (s1, s2, s3) += x0 y1 + x1 y0: the two cross products, at column 1. */
#define SF_FP127_ASM_MUL_MID(x0, x1, y0, y1, s1, s2, s3)                       \
    "movq " SF_FP127_R(x0) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y1) "\n\t"                                              \
    "addq %%rax, " SF_FP127_R(s1) "\n\t"                                       \
    "adcq %%rdx, " SF_FP127_R(s2) "\n\t"                                       \
    "adcq $0, " SF_FP127_R(s3) "\n\t"                                          \
    "movq " SF_FP127_R(x1) ", %%rax\n\t"                                       \
    "mulq " SF_FP127_R(y0) "\n\t"                                              \
    "addq %%rax, " SF_FP127_R(s1) "\n\t"                                       \
    "adcq %%rdx, " SF_FP127_R(s2) "\n\t"                                       \
    "adcq $0, " SF_FP127_R(s3) "\n\t"

/*
 * The results go to memory from inside the blocks: as C stores of register
 * outputs, GCC merged them into vector stores (vmovq/vpinsrq), which the
 * next kernel's 64-bit loads could not forward from (measured: the
 * dependent Fp product 20 -> 11 ticks). The stores come last, after every
 * input was read, so outputs may alias any input.
 */
#define SF_FP127_ASM_STORE(s0, s1, r0, r1)                                     \
    "movq " SF_FP127_R(s0) ", " SF_FP127_R(r0) "\n\t"                          \
    "movq " SF_FP127_R(s1) ", " SF_FP127_R(r1) "\n\t"
#endif

/*
 * r = S mod p, tight, for the 255-bit S = s0 + 2^64 s1 + 2^128 s2 + 2^192 s3
 * with S <= 2^255 - 2^129 + 2 (a sum of two products of tight values, or
 * one product).
 * Split S = lo + 2^127 hl + 2^254 hh with lo, hl < 2^127 and hh = bit 254
 * of S; then S = lo + hl + hh (mod p), and since hl <= 2^127 - 4 when
 * hh = 1 (S's bound), lo + hl + hh <= 2^128 - 2: it fits two words, and
 * one fold at bit 127 (x = (x mod 2^127) + (x >> 127), see the file
 * comment) makes it tight.
 */
static inline void sf_fp127_reduce_(sf_fp127 *r, uint64_t s0, uint64_t s1,
                                    uint64_t s2, uint64_t s3)
{
    uint64_t hl0 = (s1 >> 63) | (s2 << 1);
    uint64_t hl1 = ((s2 >> 63) | (s3 << 1)) & SF_FP127_M63;
    uint64_t x0, x1;
    unsigned char c;
    c = sf_fp127_adc_(0, s0, hl0, &x0);
    (void)sf_fp127_adc_(c, s1 & SF_FP127_M63, hl1, &x1);
    c = sf_fp127_adc_(0, x0, s3 >> 62, &x0);
    (void)sf_fp127_adc_(c, x1, 0, &x1);
    /* fold: x <= 2^128 - 2 */
    c = sf_fp127_adc_(0, x0, x1 >> 63, &x0);
    (void)sf_fp127_adc_(c, x1 & SF_FP127_M63, 0, &x1);
    r->v[0] = x0;
    r->v[1] = x1;
    SF_FP127_VERIFY(r);
}

static inline void sf_fp127_zero(sf_fp127 *r)
{
    r->v[0] = 0;
    r->v[1] = 0;
}

static inline void sf_fp127_one(sf_fp127 *r)
{
    r->v[0] = 1;
    r->v[1] = 0;
}

static inline void sf_fp127_set_u32(sf_fp127 *r, uint32_t a)
{
    r->v[0] = a;
    r->v[1] = 0;
}

static inline void sf_fp127_copy(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    r->v[0] = a->v[0];
    r->v[1] = a->v[1];
}

/* a, b <= 2^127 - 1, so a + b <= 2^128 - 2: one fold suffices. */
static inline void sf_fp127_add(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
#ifdef SF_FP127_ASM
    uint64_t x0, x1, t;
    __asm__("movq %[a0], %[x0]\n\t"
            "movq %[a1], %[x1]\n\t"
            "addq %[b0], %[x0]\n\t"
            "adcq %[b1], %[x1]\n\t"  /* x = a + b <= 2^128 - 2 */
            SF_FP127_ASM_FOLD(x0, x1, "%[t]")
            "movq %[x0], %[r0]\n\t"
            "movq %[x1], %[r1]"
            : [x0] "=&r"(x0), [x1] "=&r"(x1), [t] "=&r"(t),
              [r0] "=m"(r->v[0]), [r1] "=m"(r->v[1])
            : [a0] "m"(a->v[0]), [a1] "m"(a->v[1]),
              [b0] "m"(b->v[0]), [b1] "m"(b->v[1]), [m] "m"(sf_fp127_m63_)
            : "cc");
    SF_FP127_VERIFY(r);
#else
    sf_fp127_fold_(r, sf_fp127_get_(a) + sf_fp127_get_(b));
#endif
}

/*
 * -b = p - b = (2^127 - 1) - b, which for b in [0, 2^127 - 1] is the bitwise
 * complement of b's 127 bits: no borrow chain. p - b is again tight (and is p
 * for b = 0, which is fine: p stands for 0).
 */
static inline void sf_fp127_neg(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    r->v[0] = ~a->v[0];
    r->v[1] = a->v[1] ^ SF_FP127_M63;
}

/* a - b = a + (p - b); both tight, so the same one-fold bound as add. */
static inline void sf_fp127_sub(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    sf_fp127 nb;
    sf_fp127_neg(&nb, b);
    sf_fp127_add(r, a, &nb);
}

/*
 * r = a * b mod p.
 *
 * With a = a0 + 2^64 a1, b = b0 + 2^64 b1 and a1, b1 < 2^63:
 *   a*b = a0b0 + 2^64 (a0b1 + a1b0) + 2^128 a1b1,
 * where a0b1, a1b0 < 2^127, so the middle sum fits in 128 bits without a
 * carry (this is what the tight class buys), and a*b < 2^254 is within the
 * bound of sf_fp127_reduce_ (which then never sees bit 254 set).
 */
static inline void sf_fp127_mul(sf_fp127 *r, const sf_fp127 *a, const sf_fp127 *b)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
#ifdef SF_FP127_ASM
    uint64_t s0, s1, s2, s3, ra, rd;
    __asm__(SF_FP127_ASM_MUL_SET(a0, a1, b0, b1, s0, s1, s2, s3)
            SF_FP127_ASM_REDUCE(s0, s1, s2, s3)
            SF_FP127_ASM_STORE(s0, s1, r0, r1)
            : [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3),
              "=&a"(ra), "=&d"(rd), [r0] "=m"(r->v[0]), [r1] "=m"(r->v[1])
            : [m] "m"(sf_fp127_m63_), [a0] "m"(a->v[0]), [a1] "m"(a->v[1]),
              [b0] "m"(b->v[0]), [b1] "m"(b->v[1])
            : "cc");
    SF_FP127_VERIFY(r);
#else
    uint64_t a0 = a->v[0], a1 = a->v[1], b0 = b->v[0], b1 = b->v[1];
    sf_u128 p00 = (sf_u128)a0 * b0;
    sf_u128 mid = (sf_u128)a0 * b1 + (sf_u128)a1 * b0; /* < 2^128 */
    sf_u128 p11 = (sf_u128)a1 * b1;                    /* < 2^126 */
    uint64_t s1, s2, s3;
    unsigned char c;
    /* a*b = p00 + 2^64 mid + 2^128 p11 < 2^254, column by column */
    c = sf_fp127_adc_(0, (uint64_t)(p00 >> 64), (uint64_t)mid, &s1);
    c = sf_fp127_adc_(c, (uint64_t)p11, (uint64_t)(mid >> 64), &s2);
    (void)sf_fp127_adc_(c, (uint64_t)(p11 >> 64), 0, &s3);
    sf_fp127_reduce_(r, (uint64_t)p00, s1, s2, s3);
#endif
}

/* r = a^2: as mul with the two cross products merged, 2 a0 a1 < 2^128. */
static inline void sf_fp127_sqr(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
#ifdef SF_FP127_ASM
    uint64_t s0, s1, s2, s3, ra, rd;
    __asm__("movq %[a0], %%rax\n\t"
            "mulq %%rax\n\t"
            "movq %%rax, %[s0]\n\t"
            "movq %%rdx, %[s1]\n\t"
            "movq %[a1], %%rax\n\t"
            "mulq %%rax\n\t"
            "movq %%rax, %[s2]\n\t"
            "movq %%rdx, %[s3]\n\t"
            "movq %[a0], %%rax\n\t"
            "mulq %[a1]\n\t"
            "addq %%rax, %%rax\n\t"   /* 2 a0 a1 < 2^128: no carry out */
            "adcq %%rdx, %%rdx\n\t"
            "addq %%rax, %[s1]\n\t"
            "adcq %%rdx, %[s2]\n\t"
            "adcq $0, %[s3]\n\t"
            SF_FP127_ASM_REDUCE(s0, s1, s2, s3)
            SF_FP127_ASM_STORE(s0, s1, r0, r1)
            : [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3),
              "=&a"(ra), "=&d"(rd), [r0] "=m"(r->v[0]), [r1] "=m"(r->v[1])
            : [m] "m"(sf_fp127_m63_), [a0] "m"(a->v[0]), [a1] "m"(a->v[1])
            : "cc");
    SF_FP127_VERIFY(r);
#else
    uint64_t a0 = a->v[0], a1 = a->v[1];
    sf_u128 p00 = (sf_u128)a0 * a0;
    sf_u128 mid = (sf_u128)a0 * (a1 << 1); /* a1 < 2^63, so a1 << 1 exact */
    sf_u128 p11 = (sf_u128)a1 * a1;
    uint64_t s1, s2, s3;
    unsigned char c;
    c = sf_fp127_adc_(0, (uint64_t)(p00 >> 64), (uint64_t)mid, &s1);
    c = sf_fp127_adc_(c, (uint64_t)p11, (uint64_t)(mid >> 64), &s2);
    (void)sf_fp127_adc_(c, (uint64_t)(p11 >> 64), 0, &s3);
    sf_fp127_reduce_(r, (uint64_t)p00, s1, s2, s3);
#endif
}

#ifdef SF_FP127_ASM
/*
 * r = a^(2^n), n >= 1 (public): n squarings in one loop with the value in
 * registers, for the exponentiation chains of fp127.c (inversion and square
 * roots are ~125 squarings in a row, so their cost is this loop's latency).
 * Per step the cross product a0 a1 is started first, since it feeds the
 * longest carry chain. The loop count is the only branch and is public.
 */
#define SF_FP127_HAS_SQR_N 1
static inline void sf_fp127_sqr_n_(sf_fp127 *r, const sf_fp127 *a, unsigned n)
{
    uint64_t x0, x1, m0, m1, s2, s3, ra, rd;
    SF_FP127_VERIFY(a);
    SF_VERIFY_CHECK(n >= 1);
    __asm__("movq %[a0], %[x0]\n\t"
            "movq %[a1], %[x1]\n\t"
            "1:\n\t"
            "movq %[x0], %%rax\n\t"
            "mulq %[x1]\n\t"
            "movq %%rax, %[m0]\n\t"
            "movq %%rdx, %[m1]\n\t"        /* m = x0 x1 < 2^127 */
            "movq %[x1], %%rax\n\t"
            "mulq %%rax\n\t"
            "movq %%rax, %[s2]\n\t"
            "movq %%rdx, %[s3]\n\t"        /* x1^2 at 2^128 */
            "movq %[x0], %%rax\n\t"
            "mulq %%rax\n\t"
            "movq %%rax, %[x0]\n\t"
            "movq %%rdx, %[x1]\n\t"        /* x0^2 */
            "addq %[m0], %[m0]\n\t"
            "adcq %[m1], %[m1]\n\t"        /* 2m < 2^128 */
            "addq %[m0], %[x1]\n\t"
            "adcq %[m1], %[s2]\n\t"
            "adcq $0, %[s3]\n\t"           /* S = x^2 < 2^254 in (x0, x1, s2, s3) */
            SF_FP127_ASM_REDUCE(x0, x1, s2, s3)
            "decl %[n]\n\t"
            "jnz 1b\n\t"
            SF_FP127_ASM_STORE(x0, x1, r0, r1)
            : [x0] "=&r"(x0), [x1] "=&r"(x1), [m0] "=&r"(m0), [m1] "=&r"(m1),
              [s2] "=&r"(s2), [s3] "=&r"(s3), "=&a"(ra), "=&d"(rd),
              [n] "+&r"(n), [r0] "=m"(r->v[0]), [r1] "=m"(r->v[1])
            : [m] "m"(sf_fp127_m63_), [a0] "m"(a->v[0]), [a1] "m"(a->v[1])
            : "cc");
    SF_FP127_VERIFY(r);
}
#endif

/*
 * r = a*b + c*d mod p with a single reduction (the fused kernel of the Fp^2
 * schoolbook product; subtract by passing a negated operand).
 *
 * Each product is <= (2^127 - 1)^2, so the sum S <= 2^255 - 2^129 + 2 is a
 * 255-bit integer s0..s3 (s3 < 2^63). Split S = lo + 2^127 hi with
 * lo < 2^127 and hi = S >> 127 <= 2^128 - 4, then hi = hl + 2^127 hh with
 * hh = bit 254 of S. S = lo + hl + hh (mod p), and
 *   hh = 0:  lo + hl      <= (2^127 - 1) + (2^127 - 1)     = 2^128 - 2,
 *   hh = 1:  lo + hl + 1  <= (2^127 - 1) + (2^127 - 4) + 1 = 2^128 - 4,
 * so the sum fits 128 bits and one final fold makes it tight
 * (sf_fp127_reduce_).
 */
static inline void sf_fp127_mul_add(sf_fp127 *r, const sf_fp127 *a,
                                    const sf_fp127 *b, const sf_fp127 *c,
                                    const sf_fp127 *d)
{
    SF_FP127_VERIFY(a);
    SF_FP127_VERIFY(b);
    SF_FP127_VERIFY(c);
    SF_FP127_VERIFY(d);
#ifdef SF_FP127_ASM
    uint64_t s0, s1, s2, s3, ra, rd;
    __asm__(SF_FP127_ASM_MUL_SET(a0, a1, b0, b1, s0, s1, s2, s3)
            SF_FP127_ASM_MUL_ACC(c0, c1, d0, d1, s0, s1, s2, s3)
            SF_FP127_ASM_REDUCE(s0, s1, s2, s3)
            SF_FP127_ASM_STORE(s0, s1, r0, r1)
            : [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3),
              "=&a"(ra), "=&d"(rd), [r0] "=m"(r->v[0]), [r1] "=m"(r->v[1])
            : [m] "m"(sf_fp127_m63_), [a0] "m"(a->v[0]), [a1] "m"(a->v[1]),
              [b0] "m"(b->v[0]), [b1] "m"(b->v[1]),
              [c0] "m"(c->v[0]), [c1] "m"(c->v[1]),
              [d0] "m"(d->v[0]), [d1] "m"(d->v[1])
            : "cc");
    SF_FP127_VERIFY(r);
#else
    uint64_t a0 = a->v[0], a1 = a->v[1], b0 = b->v[0], b1 = b->v[1];
    uint64_t c0 = c->v[0], c1 = c->v[1], d0 = d->v[0], d1 = d->v[1];
    sf_u128 x00 = (sf_u128)a0 * b0, x11 = (sf_u128)a1 * b1; /* x11 < 2^126 */
    sf_u128 y00 = (sf_u128)c0 * d0, y11 = (sf_u128)c1 * d1; /* y11 < 2^126 */
    sf_u128 xm = (sf_u128)a0 * b1 + (sf_u128)a1 * b0;       /* < 2^128 */
    sf_u128 ym = (sf_u128)c0 * d1 + (sf_u128)c1 * d0;       /* < 2^128 */
    uint64_t s0, s1, s2, s3;
    unsigned char k;
    /* S = x00 + y00 + 2^128 (x11 + y11): no carry out of 256 bits */
    k = sf_fp127_adc_(0, (uint64_t)x00, (uint64_t)y00, &s0);
    k = sf_fp127_adc_(k, (uint64_t)(x00 >> 64), (uint64_t)(y00 >> 64), &s1);
    k = sf_fp127_adc_(k, (uint64_t)x11, (uint64_t)y11, &s2);
    (void)sf_fp127_adc_(k, (uint64_t)(x11 >> 64), (uint64_t)(y11 >> 64), &s3);
    /* S += 2^64 xm, then S += 2^64 ym (S stays < 2^255, see above) */
    k = sf_fp127_adc_(0, s1, (uint64_t)xm, &s1);
    k = sf_fp127_adc_(k, s2, (uint64_t)(xm >> 64), &s2);
    (void)sf_fp127_adc_(k, s3, 0, &s3);
    k = sf_fp127_adc_(0, s1, (uint64_t)ym, &s1);
    k = sf_fp127_adc_(k, s2, (uint64_t)(ym >> 64), &s2);
    (void)sf_fp127_adc_(k, s3, 0, &s3);
    sf_fp127_reduce_(r, s0, s1, s2, s3);
#endif
}

#ifdef SF_FP127_ASM
/*
 * The Fp^2 = Fp[i]/(i^2 + 1) product and square as machine kernels (fp2.h
 * uses them when SF_FP127_HAS_FP2_KERNELS is defined): one block per
 * operation, so both coefficients stay in registers, no temporary is copied
 * through memory, and all four output words are stored at the end (outputs
 * may alias any input). Inputs and outputs are tight Fp values:
 * (a_re + a_im i), (b_re + b_im i) -> (r_re + r_im i).
 */
#define SF_FP127_HAS_FP2_KERNELS 1

/*
 * r = a * b: re = a_re b_re + a_im (p - b_im), im = a_re b_im + a_im b_re,
 * each a sum of two products of tight values (< 2^255, the bound of the
 * reduction), reduced once. p - b_im is the complement of b_im's 127 bits
 * (see sf_fp127_neg): a not and an xor with 2^63 - 1.
 */
static inline void sf_fp127_fp2_mul_(sf_fp127 *r_re, sf_fp127 *r_im,
                                     const sf_fp127 *a_re, const sf_fp127 *a_im,
                                     const sf_fp127 *b_re, const sf_fp127 *b_im)
{
    uint64_t s0, s1, s2, s3, n0, n1, ra, rd;
    SF_FP127_VERIFY(a_re);
    SF_FP127_VERIFY(a_im);
    SF_FP127_VERIFY(b_re);
    SF_FP127_VERIFY(b_im);
    __asm__("movq %[b2], %[n0]\n\t"
            "notq %[n0]\n\t"
            "movq %[b3], %[n1]\n\t"
            "xorq %[m], %[n1]\n\t"          /* (n0, n1) = p - b_im */
            SF_FP127_ASM_MUL_SET(a0, a1, b0, b1, s0, s1, s2, s3)
            SF_FP127_ASM_MUL_ACC(a2, a3, n0, n1, s0, s1, s2, s3)
            SF_FP127_ASM_REDUCE(s0, s1, s2, s3)  /* re = (s0, s1) */
            SF_FP127_ASM_MUL_SET(a0, a1, b2, b3, n0, n1, s2, s3)
            SF_FP127_ASM_MUL_ACC(a2, a3, b0, b1, n0, n1, s2, s3)
            SF_FP127_ASM_REDUCE(n0, n1, s2, s3)  /* im = (n0, n1) */
            SF_FP127_ASM_STORE(s0, s1, r0, r1)
            SF_FP127_ASM_STORE(n0, n1, r2, r3)
            : [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3),
              [n0] "=&r"(n0), [n1] "=&r"(n1), "=&a"(ra), "=&d"(rd),
              [r0] "=m"(r_re->v[0]), [r1] "=m"(r_re->v[1]),
              [r2] "=m"(r_im->v[0]), [r3] "=m"(r_im->v[1])
            : [m] "m"(sf_fp127_m63_), [a0] "m"(a_re->v[0]), [a1] "m"(a_re->v[1]),
              [a2] "m"(a_im->v[0]), [a3] "m"(a_im->v[1]),
              [b0] "m"(b_re->v[0]), [b1] "m"(b_re->v[1]),
              [b2] "m"(b_im->v[0]), [b3] "m"(b_im->v[1])
            : "cc");
    SF_FP127_VERIFY(r_re);
    SF_FP127_VERIFY(r_im);
}

/*
 * r = a^2: re = (a_re + a_im)(a_re - a_im) (both factors folded to tight
 * first, as in sf_fp127_add / _sub), im = 2 a_re a_im (the product doubled
 * as a 256-bit number: 2 (2^127 - 1)^2 is within the reduction's bound).
 */
static inline void sf_fp127_fp2_sqr_(sf_fp127 *r_re, sf_fp127 *r_im,
                                     const sf_fp127 *a_re, const sf_fp127 *a_im)
{
    uint64_t s0, s1, s2, s3, u0, u1, v0, v1, ra, rd;
    SF_FP127_VERIFY(a_re);
    SF_FP127_VERIFY(a_im);
    __asm__("movq %[x0], %[u0]\n\t"
            "movq %[x1], %[u1]\n\t"
            "addq %[y0], %[u0]\n\t"
            "adcq %[y1], %[u1]\n\t"
            SF_FP127_ASM_FOLD(u0, u1, "%%rax") /* u = a_re + a_im, tight */
            "movq %[y0], %[v0]\n\t"
            "notq %[v0]\n\t"
            "movq %[y1], %[v1]\n\t"
            "xorq %[m], %[v1]\n\t"          /* v = p - a_im */
            "addq %[x0], %[v0]\n\t"
            "adcq %[x1], %[v1]\n\t"
            SF_FP127_ASM_FOLD(v0, v1, "%%rdx") /* v = a_re - a_im, tight */
            SF_FP127_ASM_MUL_SET(u0, u1, v0, v1, s0, s1, s2, s3)
            SF_FP127_ASM_REDUCE(s0, s1, s2, s3)  /* re = (s0, s1) */
            SF_FP127_ASM_MUL_SET(x0, x1, y0, y1, u0, u1, s2, s3)
            "addq %[u0], %[u0]\n\t"
            "adcq %[u1], %[u1]\n\t"
            "adcq %[s2], %[s2]\n\t"
            "adcq %[s3], %[s3]\n\t"         /* 2 a_re a_im < 2^255 */
            SF_FP127_ASM_REDUCE(u0, u1, s2, s3)  /* im = (u0, u1) */
            SF_FP127_ASM_STORE(s0, s1, r0, r1)
            SF_FP127_ASM_STORE(u0, u1, r2, r3)
            : [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3),
              [u0] "=&r"(u0), [u1] "=&r"(u1), [v0] "=&r"(v0), [v1] "=&r"(v1),
              "=&a"(ra), "=&d"(rd),
              [r0] "=m"(r_re->v[0]), [r1] "=m"(r_re->v[1]),
              [r2] "=m"(r_im->v[0]), [r3] "=m"(r_im->v[1])
            : [m] "m"(sf_fp127_m63_), [x0] "m"(a_re->v[0]), [x1] "m"(a_re->v[1]),
              [y0] "m"(a_im->v[0]), [y1] "m"(a_im->v[1])
            : "cc");
    SF_FP127_VERIFY(r_re);
    SF_FP127_VERIFY(r_im);
}
#endif

/*
 * r = a * c, c < 2^32. a*c < 2^159 = t0 + 2^64 t1 with t1 < 2^96; the first
 * fold gives x < 2^127 + 2^33 <= 2^128 - 2, the second a tight value.
 */
static inline void sf_fp127_mul_small(sf_fp127 *r, const sf_fp127 *a, uint32_t c)
{
    SF_FP127_VERIFY(a);
    sf_u128 t0 = (sf_u128)a->v[0] * c;
    sf_u128 t1 = (sf_u128)a->v[1] * c + (t0 >> 64);
    sf_u128 x = (((sf_u128)((uint64_t)t1 & SF_FP127_M63) << 64) |
                 (uint64_t)t0) + (t1 >> 63);
    sf_fp127_fold_(r, x);
}

/*
 * r = a / 2. Multiplying by 1/2 = 2^126 mod p is a rotation of the 127-bit
 * word right by one: an odd a becomes (a + p) / 2 = (a >> 1) + 2^126.
 */
static inline void sf_fp127_half(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint64_t a0 = a->v[0], a1 = a->v[1];
    r->v[0] = (a0 >> 1) | (a1 << 63);
    r->v[1] = (a1 >> 1) | ((a0 & 1) << 62);
}

/*
 * r = a fully reduced: the only tight non-canonical value is p, and
 * a == p exactly when a + 1 carries into bit 127; then (a + 1) mod 2^127 = 0.
 */
static inline void sf_fp127_canon(sf_fp127 *r, const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    sf_u128 x = sf_fp127_get_(a);
    sf_u128 q = (x + 1) >> 127;
    x = (x + q) & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX);
    r->v[0] = (uint64_t)x;
    r->v[1] = (uint64_t)(x >> 64);
}

static inline void sf_fp127_cmov(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    r->v[0] ^= m & (r->v[0] ^ a->v[0]);
    r->v[1] ^= m & (r->v[1] ^ a->v[1]);
}

static inline void sf_fp127_cswap(sf_fp127 *a, sf_fp127 *b, uint32_t ctl)
{
    uint64_t m = sf_ct_mask64(ctl);
    uint64_t t0 = m & (a->v[0] ^ b->v[0]);
    uint64_t t1 = m & (a->v[1] ^ b->v[1]);
    a->v[0] ^= t0;
    b->v[0] ^= t0;
    a->v[1] ^= t1;
    b->v[1] ^= t1;
}

/* Negation is a complement of the 127 bits (see neg), so cneg is an xor. */
static inline void sf_fp127_cneg(sf_fp127 *r, const sf_fp127 *a, uint32_t ctl)
{
    SF_FP127_VERIFY(a);
    uint64_t m = sf_ct_mask64(ctl);
    r->v[0] = a->v[0] ^ m;
    r->v[1] = a->v[1] ^ (m & SF_FP127_M63);
}

/* a is 0 mod p iff its tight value is 0 or p = 2^127 - 1. */
static inline uint32_t sf_fp127_is_zero(const sf_fp127 *a)
{
    SF_FP127_VERIFY(a);
    uint64_t z = a->v[0] | a->v[1];
    uint64_t o = ~a->v[0] | (a->v[1] ^ SF_FP127_M63);
    return sf_ct_is_zero64(z) | sf_ct_is_zero64(o);
}

static inline uint32_t sf_fp127_eq(const sf_fp127 *a, const sf_fp127 *b)
{
    sf_fp127 d;
    sf_fp127_sub(&d, a, b);
    return sf_fp127_is_zero(&d);
}

static inline uint32_t sf_fp127_is_odd(const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    return (uint32_t)(c.v[0] & 1);
}

static inline void sf_fp127_encode(uint8_t out[16], const sf_fp127 *a)
{
    sf_fp127 c;
    sf_fp127_canon(&c, a);
    sf_store64_le(out, c.v[0]);
    sf_store64_le(out + 8, c.v[1]);
}

/*
 * x < 2^128 from the bytes; canonical iff bit 127 is clear and x != p.
 * Reduction: the first fold gives x' <= 2^127 (equality only for
 * x = 2^128 - 1), the second makes it tight.
 */
static inline uint32_t sf_fp127_decode(sf_fp127 *r, const uint8_t in[16])
{
    uint64_t x0 = sf_load64_le(in), x1 = sf_load64_le(in + 8);
    uint32_t top = (uint32_t)(x1 >> 63);
    uint32_t is_p = sf_ct_eq64(x0, UINT64_MAX) & sf_ct_eq64(x1, SF_FP127_M63);
    sf_u128 x = (sf_u128)x0 | ((sf_u128)x1 << 64);
    x = (x & (((sf_u128)SF_FP127_M63 << 64) | UINT64_MAX)) + (x >> 127);
    sf_fp127_fold_(r, x);
    return (top | is_p) ^ 1;
}

#endif /* SF_FIELD_P127_FP127_64_H */

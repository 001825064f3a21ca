/*
 * Constant-time helpers.
 *
 * Convention: a *control bit* (`ctl`) is a uint32_t that MUST be 0 or 1; a
 * *mask* is 0 or all-ones of its width. Functions that take one say which.
 * Nothing here branches on or indexes memory by its arguments' values.
 *
 * Why the value barrier: a compiler that can prove a value is 0 or 1 may turn
 * `mask & a | ~mask & b` back into a branch (this has happened, for example
 * with clang and x86 cmov elimination). Passing the mask through an empty asm
 * statement (or a volatile read where asm is unavailable) hides its range from
 * the optimiser, so the arithmetic stays arithmetic.
 */
#ifndef SF_COMMON_CT_H
#define SF_COMMON_CT_H

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
static inline uint32_t sf_ct_barrier32(uint32_t x)
{
    __asm__("" : "+r"(x));
    return x;
}
static inline uint64_t sf_ct_barrier64(uint64_t x)
{
    __asm__("" : "+r"(x));
    return x;
}
#else
static inline uint32_t sf_ct_barrier32(uint32_t x)
{
    volatile uint32_t v = x;
    return v;
}
static inline uint64_t sf_ct_barrier64(uint64_t x)
{
    volatile uint64_t v = x;
    return v;
}
#endif

/* ctl in {0,1} -> mask in {0, 0xFFFFFFFF}. */
static inline uint32_t sf_ct_mask32(uint32_t ctl)
{
    return sf_ct_barrier32(-ctl);
}

/* ctl in {0,1} -> mask in {0, 0xFFFF...FF}. */
static inline uint64_t sf_ct_mask64(uint32_t ctl)
{
    return sf_ct_barrier64(-(uint64_t)ctl);
}

/* 1 if x == 0, else 0. */
static inline uint32_t sf_ct_is_zero32(uint32_t x)
{
    return (uint32_t)(((uint64_t)x - 1) >> 63);
}

static inline uint32_t sf_ct_is_zero64(uint64_t x)
{
    /* (x | -x) has its top bit set iff x != 0. */
    return (uint32_t)(((x | (0 - x)) >> 63) ^ 1);
}

/* 1 if a == b, else 0. */
static inline uint32_t sf_ct_eq32(uint32_t a, uint32_t b)
{
    return sf_ct_is_zero32(a ^ b);
}

static inline uint32_t sf_ct_eq64(uint64_t a, uint64_t b)
{
    return sf_ct_is_zero64(a ^ b);
}

/* 1 if a < b (unsigned), else 0. */
static inline uint32_t sf_ct_lt32(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)a - (uint64_t)b) >> 63);
}

static inline uint32_t sf_ct_lt64(uint64_t a, uint64_t b)
{
    /* Borrow of a - b, computed without a 128-bit type:
     * the borrow bit is set where b has a 1 over a's 0, or where they agree
     * and the lower difference borrowed. */
    uint64_t d = a - b;
    return (uint32_t)(((~a & b) | (~(a ^ b) & d)) >> 63);
}

/* ctl ? a : b */
static inline uint32_t sf_ct_select32(uint32_t ctl, uint32_t a, uint32_t b)
{
    uint32_t m = sf_ct_mask32(ctl);
    return b ^ (m & (a ^ b));
}

static inline uint64_t sf_ct_select64(uint32_t ctl, uint64_t a, uint64_t b)
{
    uint64_t m = sf_ct_mask64(ctl);
    return b ^ (m & (a ^ b));
}

/* if ctl: dst = src (len bytes). */
static inline void sf_ct_cmov_bytes(void *dst, const void *src, size_t len,
                                    uint32_t ctl)
{
    uint8_t *d = (uint8_t *)dst;
    const uint8_t *s = (const uint8_t *)src;
    uint8_t m = (uint8_t)sf_ct_mask32(ctl);
    for (size_t i = 0; i < len; i++)
        d[i] ^= m & (d[i] ^ s[i]);
}

/* if ctl: swap a and b (len bytes each). */
static inline void sf_ct_cswap_bytes(void *a, void *b, size_t len,
                                     uint32_t ctl)
{
    uint8_t *x = (uint8_t *)a;
    uint8_t *y = (uint8_t *)b;
    uint8_t m = (uint8_t)sf_ct_mask32(ctl);
    for (size_t i = 0; i < len; i++) {
        uint8_t t = m & (x[i] ^ y[i]);
        x[i] ^= t;
        y[i] ^= t;
    }
}

/* if ctl: dst[i] = -src[i] style negation is field-specific; see each field. */

/* 1 if the len bytes at a and b are equal, else 0; time depends on len only. */
static inline uint32_t sf_ct_bytes_eq(const void *a, const void *b, size_t len)
{
    const uint8_t *x = (const uint8_t *)a;
    const uint8_t *y = (const uint8_t *)b;
    uint32_t acc = 0;
    for (size_t i = 0; i < len; i++)
        acc |= (uint32_t)(x[i] ^ y[i]);
    return sf_ct_is_zero32(acc);
}

/*
 * out = table[index], where table holds `count` entries of `size` bytes.
 * Reads every entry, so the memory trace does not depend on `index`.
 * index must be < count; otherwise out is left all zero.
 */
static inline void sf_ct_lookup(void *out, const void *table, size_t count,
                                size_t size, size_t index)
{
    uint8_t *o = (uint8_t *)out;
    const uint8_t *t = (const uint8_t *)table;
    for (size_t j = 0; j < size; j++)
        o[j] = 0;
    for (size_t i = 0; i < count; i++) {
        uint8_t m = (uint8_t)sf_ct_mask64(sf_ct_eq64((uint64_t)i,
                                                      (uint64_t)index));
        for (size_t j = 0; j < size; j++)
            o[j] |= m & t[i * size + j];
    }
}

#endif /* SF_COMMON_CT_H */

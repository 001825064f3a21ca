/*
 * Shared helpers of the fuzz targets (tests/fuzz/fuzz_*.c).
 *
 * Each target defines LLVMFuzzerTestOneInput over the public API only and
 * checks properties that must hold for every input; a broken property calls
 * abort() (after saying which), so libFuzzer and the regression driver
 * (fuzz_driver.c) both see it as a crash. The driver links every target
 * into one program, each compiled with LLVMFuzzerTestOneInput renamed to
 * sf_fuzz_<name> (see CMakeLists.txt).
 */
#ifndef SF_TESTS_FUZZ_FUZZ_H
#define SF_TESTS_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define SF_FUZZ_ASSERT(cond)                                              \
    do {                                                                  \
        if (!(cond)) {                                                    \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__,     \
                    __LINE__, #cond);                                     \
            abort();                                                      \
        }                                                                 \
    } while (0)

/* 1 if b[0 .. n) is all zero. */
static inline int sf_fuzz_is_zero(const uint8_t *b, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

/* Copy n bytes from the input at *off into out, zero-filling past its end. */
static inline void sf_fuzz_take(uint8_t *out, size_t n, const uint8_t *data,
                                size_t size, size_t *off)
{
    for (size_t i = 0; i < n; i++)
        out[i] = *off + i < size ? data[*off + i] : 0;
    *off = *off + n < size ? *off + n : size;
}

/* m2 = msg[0 .. len) cut to 64 bytes with its first bit flipped, or one
 * zero byte when len = 0: a message different from msg. Returns its length. */
static inline size_t sf_fuzz_other_msg(uint8_t m2[64], const uint8_t *msg,
                                       size_t len)
{
    if (len == 0) {
        m2[0] = 0;
        return 1;
    }
    size_t n = len < 64 ? len : 64;
    for (size_t i = 0; i < n; i++)
        m2[i] = msg[i];
    m2[0] ^= 0x01;
    return n;
}

#endif /* SF_TESTS_FUZZ_FUZZ_H */

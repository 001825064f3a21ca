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

#endif /* SF_TESTS_FUZZ_FUZZ_H */

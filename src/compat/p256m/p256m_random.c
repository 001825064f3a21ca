/*
 * The default p256_generate_random() of the p256-m API: the operating
 * system's generator (sf_random_bytes).
 *
 * Layer: compat. p256-m leaves this function to the program. A program
 * written for p256-m defines it and its definition wins; every other
 * program (including one that never uses the p256-m API, but links the
 * shared library, whose compat code refers to the function) gets this one.
 * That is what the weak symbol buys: a strong definition anywhere in the
 * link (or, for the shared library, in the executable, which the dynamic
 * linker prefers) replaces it, and none is needed.
 *
 * It lives in its own file so that a static link takes it from the archive
 * only when nothing else defines the function.
 */
#include "snowfield/compat/p256-m.h"

#include "snowfield/common.h"

#if defined(__GNUC__) || defined(__clang__)

__attribute__((weak)) int p256_generate_random(uint8_t *output,
                                               unsigned output_size)
{
    if (output == NULL)
        return output_size == 0 ? 0 : -1;
    return sf_random_bytes(output, output_size) == SF_OK ? 0 : -1;
}

#else

/* No weak symbols: the program has to define p256_generate_random(). ISO C
 * wants at least one declaration in a translation unit. */
typedef int sf_p256m_no_default_rng;

#endif

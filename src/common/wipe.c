/* Secure wipe and constant-time comparison (public helpers). */
#include <string.h>

#include "snowfield/common.h"
#include "common/ct.h"

/*
 * A plain memset before a buffer goes out of scope is a dead store the
 * compiler may delete. Calling memset through a volatile function pointer
 * stops it from knowing what is called; the empty asm with a memory clobber
 * then tells it the zeros are observed.
 */
static void *(*const volatile sf_memset_fn)(void *, int, size_t) = memset;

void sf_wipe(void *p, size_t len)
{
    if (p == NULL || len == 0)
        return;
    sf_memset_fn(p, 0, len);
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#endif
}

int sf_memeq(const void *a, const void *b, size_t len)
{
    return (int)sf_ct_bytes_eq(a, b, len);
}

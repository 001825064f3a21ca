/*
 * Operating-system randomness: getrandom(2) where the C library offers it,
 * /dev/urandom otherwise. Errors are reported, never turned into an abort:
 * the caller decides what a missing RNG means for it.
 */
#if !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1 /* getrandom() and O_CLOEXEC */
#endif

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#if defined(__linux__) && defined(__has_include)
#if __has_include(<sys/random.h>)
#include <sys/random.h>
#define SF_HAVE_GETRANDOM 1
#endif
#endif

#include "snowfield/common.h"

#ifdef SF_HAVE_GETRANDOM
/* Returns 0 on success, -1 if getrandom is unusable (then try the device). */
static int sf_random_getrandom(uint8_t *out, size_t len)
{
    while (len > 0) {
        /* Linux returns at most 32 MiB per call; ask for 256 bytes at a time
         * so a signal interrupts little work. */
        size_t chunk = len < 256 ? len : 256;
        ssize_t n = getrandom(out, chunk, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        out += (size_t)n;
        len -= (size_t)n;
    }
    return 0;
}
#endif

static int sf_random_urandom(uint8_t *out, size_t len)
{
    int fd;
    do {
        fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return -1;
    while (len > 0) {
        ssize_t n = read(fd, out, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            (void)close(fd);
            return -1;
        }
        out += (size_t)n;
        len -= (size_t)n;
    }
    (void)close(fd);
    return 0;
}

sf_error sf_random_bytes(uint8_t *out, size_t len)
{
    if (len == 0)
        return SF_OK;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
#ifdef SF_HAVE_GETRANDOM
    if (sf_random_getrandom(out, len) == 0)
        return SF_OK;
#endif
    if (sf_random_urandom(out, len) == 0)
        return SF_OK;
    sf_wipe(out, len);
    return SF_ERR_RANDOMNESS;
}

sf_error sf_random(const sf_rng *rng, uint8_t *out, size_t len)
{
    if (rng == NULL)
        return sf_random_bytes(out, len);
    if (len == 0)
        return SF_OK;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (rng->fill == NULL) {
        /* zeroed all the same: a caller that ignores the code must not
         * take the buffer's old bytes for randomness */
        sf_wipe(out, len);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (rng->fill(rng->ctx, out, len) != 0) {
        sf_wipe(out, len);
        return SF_ERR_RANDOMNESS;
    }
    return SF_OK;
}

/*
 * Little- and big-endian loads and stores, byte by byte, so they are correct
 * on any host and on unaligned buffers. Compilers turn them into single moves.
 */
#ifndef SF_COMMON_ENDIAN_H
#define SF_COMMON_ENDIAN_H

#include <stdint.h>

static inline uint32_t sf_load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static inline uint64_t sf_load64_le(const uint8_t *p)
{
    return (uint64_t)sf_load32_le(p) | ((uint64_t)sf_load32_le(p + 4) << 32);
}

static inline void sf_store32_le(uint8_t *p, uint32_t x)
{
    p[0] = (uint8_t)x;
    p[1] = (uint8_t)(x >> 8);
    p[2] = (uint8_t)(x >> 16);
    p[3] = (uint8_t)(x >> 24);
}

static inline void sf_store64_le(uint8_t *p, uint64_t x)
{
    sf_store32_le(p, (uint32_t)x);
    sf_store32_le(p + 4, (uint32_t)(x >> 32));
}

static inline uint32_t sf_load32_be(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) |
           ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static inline uint64_t sf_load64_be(const uint8_t *p)
{
    return ((uint64_t)sf_load32_be(p) << 32) | (uint64_t)sf_load32_be(p + 4);
}

static inline void sf_store32_be(uint8_t *p, uint32_t x)
{
    p[0] = (uint8_t)(x >> 24);
    p[1] = (uint8_t)(x >> 16);
    p[2] = (uint8_t)(x >> 8);
    p[3] = (uint8_t)x;
}

static inline void sf_store64_be(uint8_t *p, uint64_t x)
{
    sf_store32_be(p, (uint32_t)(x >> 32));
    sf_store32_be(p + 4, (uint32_t)x);
}

#endif /* SF_COMMON_ENDIAN_H */

/*
 * Snowfield: the hash functions the protocols are built on.
 *
 *   SHA-256, SHA-512      FIPS 180-4
 *   HMAC-SHA-256          RFC 2104 / FIPS 198-1
 *   SHAKE256              FIPS 202 (Keccak-f[1600] sponge, rate 136 bytes)
 *   BLAKE2b               RFC 7693 (digest 1..64 bytes, key 0..64 bytes)
 *
 * Every hash has an incremental API (init / update / final; SHAKE256 has
 * init / absorb / squeeze) and a one-shot function.
 *
 * Contexts
 * --------
 * Contexts are plain structs the caller allocates (on the stack is fine);
 * their fields are private. `init` must be called first. `final` writes the
 * digest and wipes the context, after which the context is "not ready":
 * update/final on it return SF_ERR_INVALID_ARGUMENT until `init` is called
 * again. SHAKE256 never finishes by itself, so it has sf_shake256_clear.
 * The readiness check is a best-effort guard against use after final, not a
 * promise about uninitialised memory.
 *
 * Errors
 * ------
 * Every function returns SF_OK or SF_ERR_INVALID_ARGUMENT. The latter means:
 * a NULL context or output, a NULL input with a nonzero length, a length out
 * of range (BLAKE2b), or a context that is not ready. On error:
 *   - the output buffer, when not NULL, is zeroed (for BLAKE2b, the first
 *     min(outlen, 64) bytes, since a bad outlen says nothing reliable about
 *     the real buffer size);
 *   - a context passed to init or update is wiped and left not ready, so a
 *     caller who ignores the error cannot go on to produce the digest of a
 *     message other than the one it meant.
 * A NULL input with length 0 is always accepted and means the empty string.
 *
 * Secrets and timing
 * ------------------
 * Everything here runs in time that depends only on the lengths involved,
 * never on the bytes of keys or messages: no data-dependent branch, table
 * index or division (HMAC keys and hashed nonces are secret). Lengths are
 * treated as public. Working copies of secret data are wiped before return.
 *
 * Aliasing: outputs may not overlap inputs unless stated.
 */
#ifndef SNOWFIELD_HASH_H
#define SNOWFIELD_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- sizes ------------------------------------------------------------ */

#define SF_SHA256_BYTES 32
#define SF_SHA256_BLOCK_BYTES 64
#define SF_SHA512_BYTES 64
#define SF_SHA512_BLOCK_BYTES 128
#define SF_HMAC_SHA256_BYTES 32
#define SF_HMAC_SHA256_BLOCK_BYTES SF_SHA256_BLOCK_BYTES
/* SHAKE256: rate = (1600 - 2*256) / 8 bytes; output length is the caller's. */
#define SF_SHAKE256_RATE_BYTES 136
/* BLAKE2b: largest (and default) digest, largest key, block size. */
#define SF_BLAKE2B_BYTES 64
#define SF_BLAKE2B_MIN_BYTES 1
#define SF_BLAKE2B_KEY_BYTES 64
#define SF_BLAKE2B_BLOCK_BYTES 128

/* ---- contexts (fields are private) ------------------------------------ */

typedef struct sf_sha256_ctx {
    uint32_t h[8];                      /* chaining value */
    uint64_t count;                     /* message bytes absorbed so far */
    uint8_t buf[SF_SHA256_BLOCK_BYTES]; /* count % 64 pending bytes */
    uint32_t ready;                     /* set by init, cleared by final */
} sf_sha256_ctx;

typedef struct sf_sha512_ctx {
    uint64_t h[8];
    uint64_t count; /* bytes; 2^64 bytes is more than anyone will hash */
    uint8_t buf[SF_SHA512_BLOCK_BYTES];
    uint32_t ready;
} sf_sha512_ctx;

typedef struct sf_hmac_sha256_ctx {
    sf_sha256_ctx inner; /* H(K ^ ipad || ...) in progress */
    sf_sha256_ctx outer; /* H(K ^ opad || ...) with the key block absorbed */
} sf_hmac_sha256_ctx;

typedef struct sf_shake256_ctx {
    uint64_t a[25];  /* Keccak state, lane (x, y) at a[x + 5y] */
    uint32_t pos;    /* byte offset into the rate part, 0..136 */
    uint32_t phase;  /* not ready / absorbing / squeezing */
} sf_shake256_ctx;

typedef struct sf_blake2b_ctx {
    uint64_t h[8];
    uint64_t t[2];                       /* byte counter, 128 bits */
    uint8_t buf[SF_BLAKE2B_BLOCK_BYTES]; /* last block is held back */
    uint32_t buflen;                     /* 0..128 */
    uint32_t outlen;                     /* 1..64 */
    uint32_t ready;
} sf_blake2b_ctx;

/* ---- SHA-256 ---------------------------------------------------------- */

/* Start a SHA-256 computation. */
SF_API SF_MUST_CHECK sf_error sf_sha256_init(sf_sha256_ctx *ctx);
/* Absorb len bytes of msg (msg may be NULL when len == 0). */
SF_API SF_MUST_CHECK sf_error sf_sha256_update(sf_sha256_ctx *ctx, const uint8_t *msg,
                                               size_t len);
/* out[0..32) = SHA-256 of everything absorbed; wipes ctx. */
SF_API SF_MUST_CHECK sf_error sf_sha256_final(sf_sha256_ctx *ctx,
                                              uint8_t out[SF_SHA256_BYTES]);
/* out = SHA-256(msg[0..len)). */
SF_API SF_MUST_CHECK sf_error sf_sha256(uint8_t out[SF_SHA256_BYTES], const uint8_t *msg,
                                        size_t len);

/* ---- SHA-512 ---------------------------------------------------------- */

SF_API SF_MUST_CHECK sf_error sf_sha512_init(sf_sha512_ctx *ctx);
SF_API SF_MUST_CHECK sf_error sf_sha512_update(sf_sha512_ctx *ctx, const uint8_t *msg,
                                               size_t len);
/* out[0..64) = SHA-512 of everything absorbed; wipes ctx. */
SF_API SF_MUST_CHECK sf_error sf_sha512_final(sf_sha512_ctx *ctx,
                                              uint8_t out[SF_SHA512_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_sha512(uint8_t out[SF_SHA512_BYTES], const uint8_t *msg,
                                        size_t len);

/* ---- HMAC-SHA-256 ----------------------------------------------------- */

/*
 * HMAC(K, m) = H((K' ^ opad) || H((K' ^ ipad) || m)), where K' is K padded
 * with zeros to 64 bytes, or SHA-256(K) padded when K is longer than 64
 * bytes (RFC 2104 section 2). key may be NULL when keylen == 0.
 */
SF_API SF_MUST_CHECK sf_error sf_hmac_sha256_init(sf_hmac_sha256_ctx *ctx,
                                                  const uint8_t *key, size_t keylen);
SF_API SF_MUST_CHECK sf_error sf_hmac_sha256_update(sf_hmac_sha256_ctx *ctx,
                                                    const uint8_t *msg, size_t len);
/* out[0..32) = the MAC; wipes ctx. Truncate by copying a prefix. */
SF_API SF_MUST_CHECK sf_error sf_hmac_sha256_final(sf_hmac_sha256_ctx *ctx,
                                                   uint8_t out[SF_HMAC_SHA256_BYTES]);
SF_API SF_MUST_CHECK sf_error sf_hmac_sha256(uint8_t out[SF_HMAC_SHA256_BYTES],
                                             const uint8_t *key, size_t keylen,
                                             const uint8_t *msg, size_t len);

/* ---- SHAKE256 --------------------------------------------------------- */

/* Start absorbing. */
SF_API SF_MUST_CHECK sf_error sf_shake256_init(sf_shake256_ctx *ctx);
/* Absorb inlen bytes; only before the first squeeze (else an error). */
SF_API SF_MUST_CHECK sf_error sf_shake256_absorb(sf_shake256_ctx *ctx, const uint8_t *in,
                                                 size_t inlen);
/*
 * Write the next outlen bytes of the output stream. The first call pads and
 * ends absorbing. Calls may be repeated with any lengths: squeezing a then b
 * bytes gives the same a + b bytes as squeezing a + b at once. out may be
 * NULL when outlen == 0.
 */
SF_API SF_MUST_CHECK sf_error sf_shake256_squeeze(sf_shake256_ctx *ctx, uint8_t *out,
                                                  size_t outlen);
/* Wipe ctx (it is then not ready). Accepts NULL. */
SF_API void sf_shake256_clear(sf_shake256_ctx *ctx);
/* out[0..outlen) = SHAKE256(in[0..inlen), outlen). */
SF_API SF_MUST_CHECK sf_error sf_shake256(uint8_t *out, size_t outlen, const uint8_t *in,
                                          size_t inlen);

/* ---- BLAKE2b ---------------------------------------------------------- */

/*
 * Start BLAKE2b with a digest of outlen bytes (1..64) and an optional key of
 * keylen bytes (0..64; key may be NULL when keylen == 0). No salt or
 * personalisation (parameter block fanout = depth = 1, everything else 0).
 */
SF_API SF_MUST_CHECK sf_error sf_blake2b_init(sf_blake2b_ctx *ctx, size_t outlen,
                                              const uint8_t *key, size_t keylen);
SF_API SF_MUST_CHECK sf_error sf_blake2b_update(sf_blake2b_ctx *ctx, const uint8_t *in,
                                                size_t inlen);
/* out[0..outlen) = the digest, outlen as given to init; wipes ctx.
 * On error out is zeroed only when ctx is a ready context (whose outlen says
 * how big out is); otherwise it is left as is. */
SF_API SF_MUST_CHECK sf_error sf_blake2b_final(sf_blake2b_ctx *ctx, uint8_t *out);
SF_API SF_MUST_CHECK sf_error sf_blake2b(uint8_t *out, size_t outlen, const uint8_t *key,
                                         size_t keylen, const uint8_t *in, size_t inlen);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_HASH_H */

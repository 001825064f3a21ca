/*
 * Snowfield: definitions shared by every curve.
 *
 * Conventions every public header follows
 * ---------------------------------------
 *  - Every public symbol starts with `sf_` (types, functions) or `SF_` (macros,
 *    enum values).
 *  - Functions return an `sf_error`: SF_OK (0) on success, a negative code that
 *    names what was wrong otherwise.
 *  - Outputs come first, then inputs: `sf_<curve>_<verb>(out..., in...)`.
 *  - Buffers are `uint8_t` with their size in a constant
 *    `SF_<CURVE>_<THING>_BYTES`.
 *  - On any error every output buffer is zeroed, so no partial secret escapes.
 *  - Functions whose running time depends on their inputs carry `_vartime` in
 *    their name and must only be given public data.
 *  - No function allocates memory or touches global mutable state.
 */
#ifndef SNOWFIELD_COMMON_H
#define SNOWFIELD_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SF_VERSION_MAJOR 0
#define SF_VERSION_MINOR 1
#define SF_VERSION_PATCH 0

/* Symbol visibility for the shared library. */
#if defined(_WIN32)
#define SF_API
#elif defined(__GNUC__) && __GNUC__ >= 4
#define SF_API __attribute__((visibility("default")))
#else
#define SF_API
#endif

/*
 * SF_MUST_CHECK: on every public function that returns an sf_error, so that
 * a caller who ignores the verdict (of a verification, a decoding, a key
 * check) gets a compiler warning. scripts/check_api.sh checks that no
 * public declaration lacks it.
 */
#if defined(__GNUC__) && (__GNUC__ >= 4 || defined(__clang__))
#define SF_MUST_CHECK __attribute__((warn_unused_result))
#else
#define SF_MUST_CHECK
#endif

/*
 * The one error type of the library. Values are stable: they are part of the
 * ABI and may be stored or compared by callers.
 */
typedef enum sf_error {
    SF_OK = 0,
    /* A pointer was NULL, a length was wrong, or buffers overlap where the
     * function does not allow it. */
    SF_ERR_INVALID_ARGUMENT = -1,
    /* A scalar (secret key, nonce, tweak) is zero or not below the group
     * order, or an operation on it gave zero where that is not allowed. */
    SF_ERR_INVALID_SCALAR = -2,
    /* A point is not on the curve, is the identity, or lies outside the
     * subgroup the operation requires. */
    SF_ERR_INVALID_POINT = -3,
    /* A byte string is not a canonical encoding of what it should hold
     * (field element >= p, bad prefix byte, malformed DER, ...). */
    SF_ERR_INVALID_ENCODING = -4,
    /* A signature is well formed but does not verify, or is out of range. */
    SF_ERR_INVALID_SIGNATURE = -5,
    /* The random number generator failed. */
    SF_ERR_RANDOMNESS = -6,
    /* A computation produced the identity where a shared secret or public
     * value was expected (for example ECDH with a small-order peer). */
    SF_ERR_IDENTITY = -7,
    /* Well formed, but not something this function takes: a key of another
     * algorithm or curve, an encrypted key, a format the algorithm does not
     * have, an operation the algorithm does not do. */
    SF_ERR_UNSUPPORTED = -8,
    /* The public key stored beside a private key is not the one it gives. */
    SF_ERR_KEY_MISMATCH = -9
} sf_error;

/* A short English description of an error code; never NULL. */
SF_API const char *sf_error_string(sf_error err);

/*
 * Caller-supplied randomness. `fill` writes `len` uniformly random bytes to
 * `out` and returns 0 on success, non-zero on failure. `ctx` is passed through
 * unchanged. Every function that needs randomness takes a `const sf_rng *`;
 * NULL selects the operating system's generator (sf_random_bytes).
 */
typedef struct sf_rng {
    int (*fill)(void *ctx, uint8_t *out, size_t len);
    void *ctx;
} sf_rng;

/*
 * Fill `out` with `len` bytes from the operating system (getrandom(2), falling
 * back to /dev/urandom). Returns SF_OK, or SF_ERR_RANDOMNESS when no source
 * works; then `out` is zeroed. Never aborts.
 */
SF_API SF_MUST_CHECK sf_error sf_random_bytes(uint8_t *out, size_t len);

/*
 * Fill `out` from `rng`, or from the OS when `rng` is NULL. Errors:
 * SF_ERR_RANDOMNESS when the generator fails, SF_ERR_INVALID_ARGUMENT when
 * `out` is NULL (and `len` > 0) or `rng->fill` is NULL. On every error
 * `out` (when not NULL) is zeroed.
 */
SF_API SF_MUST_CHECK sf_error sf_random(const sf_rng *rng, uint8_t *out, size_t len);

/* Overwrite `len` bytes at `p` with zeros in a way the compiler cannot elide. */
SF_API void sf_wipe(void *p, size_t len);

/* Compare two byte strings in time that depends only on `len`.
 * Returns 1 if equal, 0 otherwise. */
SF_API int sf_memeq(const void *a, const void *b, size_t len);

/*
 * The name of the CPU level whose code this process runs: "baseline",
 * "x86-64-v3" (AVX2, BMI2, ADX) or "ifma" (AVX-512 IFMA). The library holds
 * every level its compiler can emit and picks, at the first call into it,
 * the highest one the CPU supports. The environment variable SNOWFIELD_CPU
 * (one of the three names) lowers the choice, never raises it, as
 * OPENSSL_ia32cap does for OpenSSL; any other value is ignored. The choice
 * is made once per process and never changes.
 */
SF_API const char *sf_cpu(void);

#ifdef __cplusplus
}
#endif

#endif /* SNOWFIELD_COMMON_H */

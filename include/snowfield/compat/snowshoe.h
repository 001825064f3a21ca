/*
 * The original Snowshoe API (catid/snowshoe, include/snowshoe.h), served by
 * Snowfield: the same function names, signatures (char buffers, inputs
 * first, output last) and return values (0 on success, non-zero on
 * failure). Add -I<prefix>/include/snowfield/compat and keep
 * `#include "snowshoe.h"`.
 *
 * Two API levels, both in use:
 *
 *   SNOWSHOE_VERSION 9 (default): the original's last release. mul_gen takes
 *     a mul4 flag; add_mod_q; the three Elligator functions; no equals4.
 *   SNOWSHOE_VERSION 6: the level of the original README (the seed of this
 *     project): mul_gen(k, R) computes [k]G; snowshoe_equals4(R, P) tests
 *     R == [4]P; no add_mod_q, no Elligator.
 *
 * To get level 6, define SF_SNOWSHOE_COMPAT_VERSION to 6 before the include:
 *
 *     #define SF_SNOWSHOE_COMPAT_VERSION 6
 *     #include "snowshoe.h"
 *
 * Both levels link against the same library: the one function whose
 * signature differs, snowshoe_mul_gen, is mapped at level 6 onto its own
 * symbol (snowshoe_v6_mul_gen); everything else is shared, and
 * snowshoe_init() accepts either level.
 *
 * Behaviour: byte for byte the original's, except where the original is
 * wrong or lax (docs/snowshoe.md "Compatibility"): multiplications by a
 * scalar whose GLS half k1 is 0 (small multiples of lambda) give the
 * correct point; snowshoe_elligator_secret range-checks k2 and, with k2,
 * k1; a result with no valid encoding (the identity, from a double-base
 * product that cancels) is reported as a failure instead of being
 * written; NULL pointers make the int functions fail and the void ones do
 * nothing. On failure every output is zeroed.
 * Constant time in every secret; snowshoe_simul_gen is variable time, for
 * public inputs only, as in the original.
 */
#ifndef SF_COMPAT_SNOWSHOE_H
#define SF_COMPAT_SNOWSHOE_H

#ifndef SF_SNOWSHOE_COMPAT_VERSION
#define SF_SNOWSHOE_COMPAT_VERSION 9
#endif

#if SF_SNOWSHOE_COMPAT_VERSION != 9 && SF_SNOWSHOE_COMPAT_VERSION != 6
#error "SF_SNOWSHOE_COMPAT_VERSION must be 9 (default) or 6"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4 && !defined(_WIN32)
#define SF_SNOWSHOE_COMPAT_API __attribute__((visibility("default")))
#else
#define SF_SNOWSHOE_COMPAT_API
#endif

#define SNOWSHOE_VERSION SF_SNOWSHOE_COMPAT_VERSION

/*
 * Returns 0 if the library serves API level expected_version (6 or 9) and
 * its self-test passes; non-zero otherwise.
 */
SF_SNOWSHOE_COMPAT_API int _snowshoe_init(int expected_version);
#define snowshoe_init() _snowshoe_init(SNOWSHOE_VERSION)

/* k = k AND (2^251 - 1): a random 256-bit string becomes a secret key. */
SF_SNOWSHOE_COMPAT_API void snowshoe_secret_gen(char k[32]);

/* r = (x * y + z) mod q; z may be NULL. Any 256-bit x, y, z. */
SF_SNOWSHOE_COMPAT_API void snowshoe_mul_mod_q(const char x[32], const char y[32],
                                               const char z[32], char r[32]);

#if SF_SNOWSHOE_COMPAT_VERSION == 9
/* r = (x + y) mod q. */
SF_SNOWSHOE_COMPAT_API void snowshoe_add_mod_q(const char x[32], const char y[32], char r[32]);
#endif

/* r = x mod q, x a 512-bit integer. */
SF_SNOWSHOE_COMPAT_API void snowshoe_mod_q(const char x[64], char r[32]);

/* R = -P = (-x, y), no validation (R may be P). */
SF_SNOWSHOE_COMPAT_API void snowshoe_neg(const char P[64], char R[64]);

/* 0 if P is a valid point (canonical, on the curve, x != 0). */
SF_SNOWSHOE_COMPAT_API int snowshoe_valid(const char P[64]);

#if SF_SNOWSHOE_COMPAT_VERSION == 6
/* 0 if P is valid and R == [4]P (compared as bytes). */
SF_SNOWSHOE_COMPAT_API int snowshoe_equals4(const char R[64], const char P4[64]);

/* R = [k]G, 0 < k < q. */
#define snowshoe_mul_gen snowshoe_v6_mul_gen
SF_SNOWSHOE_COMPAT_API int snowshoe_mul_gen(const char k[32], char R[64]);
#else
/* R = [k]G, or [4k]G when mul4 != 0; 0 < k < q. */
SF_SNOWSHOE_COMPAT_API int snowshoe_mul_gen(const char k[32], char R[64], char mul4);
#endif

/* R = [4k]P; 0 < k < q, P valid. */
SF_SNOWSHOE_COMPAT_API int snowshoe_mul(const char k[32], const char P[64], char R[64]);

/* R = [4a]G + [4b]Q; 0 < a, b < q, Q valid. NOT constant time. */
SF_SNOWSHOE_COMPAT_API int snowshoe_simul_gen(const char a[32], const char b[32],
                                              const char Q[64], char R[64]);

/* R = [4a]P + [4b]Q; 0 < a, b < q, P and Q valid. */
SF_SNOWSHOE_COMPAT_API int snowshoe_simul(const char a[32], const char P[64], const char b[32],
                                          const char Q[64], char R[64]);

#if SF_SNOWSHOE_COMPAT_VERSION == 9
/* E = [4] Elligator(key), 128-byte extended form. */
SF_SNOWSHOE_COMPAT_API int snowshoe_elligator(const char key[32], char E[128]);

/* C = [k]G + E; 0 < k < q, E a valid 128-byte extended point. */
SF_SNOWSHOE_COMPAT_API int snowshoe_elligator_encrypt(const char k[32], const char E[128],
                                                      char C[64]);

/* R = [4](k1 (C - E) + k2 V), or [4 k1](C - E) when k2 and V are NULL. */
SF_SNOWSHOE_COMPAT_API int snowshoe_elligator_secret(const char k1[32], const char C[64],
                                                     const char E[128], const char k2[32],
                                                     const char V[64], char R[64]);
#endif

#ifdef __cplusplus
}
#endif

#endif /* SF_COMPAT_SNOWSHOE_H */

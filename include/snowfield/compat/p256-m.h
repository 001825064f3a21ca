/*
 * The p256-m API (github.com/mpg/p256-m, p256-m.h), served by Snowfield:
 * the same four functions with the same signatures, the same P256_* return
 * codes with the same values, and the same externally provided RNG
 * function. A program written for p256-m compiles against this header
 * unchanged (add -I<prefix>/include/snowfield/compat and keep
 * `#include "p256-m.h"`) and links against libsnowfield.
 *
 * Byte formats (all big-endian, as p256-m):
 *   priv    32 bytes, an integer d with 0 < d < n
 *   pub     64 bytes X || Y (no 04 prefix); checked: X, Y < p, on the curve
 *   secret  32 bytes, the X coordinate of the shared point d * Q
 *   sig     64 bytes r || s
 *   hash    the message hash, any length (its leftmost 256 bits are used)
 *
 * Randomness: p256_gen_keypair and p256_ecdsa_sign call
 * p256_generate_random(), which the PROGRAM defines, as with p256-m. A
 * program that does not define it still links: the library carries a weak
 * default that reads the operating system's generator (getrandom(2) or
 * /dev/urandom), so programs that never use this API need not know about
 * it. (The default is a weak symbol, which GCC and Clang provide on ELF and
 * Mach-O targets; elsewhere the program must define the function.)
 *
 * Deliberate differences from p256-m (docs/p256.md "The p256-m API"):
 *   - p256_ecdsa_sign hedges its nonce: the 32 random bytes it draws feed
 *     RFC 6979 as additional data (RFC 6979 3.6) instead of being the
 *     nonce, so a weak or repeating p256_generate_random() does not reveal
 *     the private key. Signatures still differ from call to call, verify
 *     anywhere, and a failing RNG still gives P256_RANDOM_FAILED.
 *   - NULL pointers, which p256-m does not check, make a function fail
 *     instead of crashing: a NULL hash with hlen > 0 or a NULL sig in
 *     p256_ecdsa_verify gives P256_INVALID_SIGNATURE; a NULL pub
 *     P256_INVALID_PUBKEY; a NULL priv or a NULL output buffer
 *     P256_INVALID_PRIVKEY (p256_gen_keypair: P256_RANDOM_FAILED).
 *   - On any error every output buffer is zeroed.
 * Everything else -- which input is checked first, which code each bad
 * input gets -- is p256-m's.
 *
 * Timing: key generation, ECDH and signing are constant time in the
 * private key, the nonce and the shared secret; verification handles
 * public data only.
 */
#ifndef SF_COMPAT_P256M_H
#define SF_COMPAT_P256M_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4 && !defined(_WIN32)
#define SF_P256M_COMPAT_API __attribute__((visibility("default")))
#else
#define SF_P256M_COMPAT_API
#endif

/* Return codes (p256-m's values). */
#define P256_SUCCESS 0
#define P256_RANDOM_FAILED -1
#define P256_INVALID_PUBKEY -2
#define P256_INVALID_PRIVKEY -3
#define P256_INVALID_SIGNATURE -4

/*
 * Provided by the program (or the library's weak default): fill
 * output[0 .. output_size) with cryptographically secure random bytes.
 * Returns 0 on success, non-zero on failure.
 */
SF_P256M_COMPAT_API int p256_generate_random(uint8_t *output,
                                             unsigned output_size);

/*
 * A new key pair: priv uniformly random in [1, n-1], pub = priv * G.
 * Returns P256_SUCCESS, or P256_RANDOM_FAILED if p256_generate_random()
 * fails (or keeps giving values >= n, which a working RNG does not).
 */
SF_P256M_COMPAT_API int p256_gen_keypair(uint8_t priv[32], uint8_t pub[64]);

/*
 * ECDSA signature of hash[0 .. hlen) under priv (nonce: see "Deliberate
 * differences" above).
 * Returns P256_SUCCESS, P256_INVALID_PRIVKEY (priv 0 or >= n) or
 * P256_RANDOM_FAILED.
 */
SF_P256M_COMPAT_API int p256_ecdsa_sign(uint8_t sig[64], const uint8_t priv[32],
                                        const uint8_t *hash, size_t hlen);

/*
 * P256_SUCCESS if sig is a valid signature of hash[0 .. hlen) under pub.
 * Returns P256_INVALID_SIGNATURE (r or s not in [1, n-1], or the signature
 * does not verify; r and s are checked before the key) or
 * P256_INVALID_PUBKEY.
 */
SF_P256M_COMPAT_API int p256_ecdsa_verify(const uint8_t sig[64], const uint8_t pub[64],
                                          const uint8_t *hash, size_t hlen);

/*
 * secret = X(priv * pub), the ECDH shared secret.
 * Returns P256_SUCCESS, P256_INVALID_PRIVKEY (checked first) or
 * P256_INVALID_PUBKEY.
 */
SF_P256M_COMPAT_API int p256_ecdh_shared_secret(uint8_t secret[32],
                                                const uint8_t priv[32],
                                                const uint8_t pub[64]);

#ifdef __cplusplus
}
#endif

#endif /* SF_COMPAT_P256M_H */

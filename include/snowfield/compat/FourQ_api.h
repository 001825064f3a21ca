/*
 * FourQlib's public API (microsoft/FourQlib, FourQ_api.h), served by
 * Snowfield: every public function of FourQlib, with the same names,
 * signatures (inputs first, outputs last) and return values; the types are
 * in FourQ.h beside this file. A drop-in: build FourQlib code with
 * -I<prefix>/include/snowfield/compat (so that its #include "FourQ_api.h"
 * finds this header) and link with -lsnowfield-compat-fourq (pkg-config
 * snowfield-compat-fourq) instead of FourQlib.
 *
 * Byte formats are FourQlib's (all little-endian; see snowfield/fourq.h).
 * A scalar is digit_t[NWORDS_ORDER] and an Fp element felm_t, as in
 * FourQlib's ports; the values are read and written word by word, least
 * significant word first.
 *
 * Behaviour: byte for byte FourQlib's, quirks included:
 *  - scalars and secret keys are any 256-bit value, used mod N (0 and N
 *    give the identity, which the key generators return as FourQlib does);
 *  - SchnorrQ_Verify checks S < 2^246 only, so it accepts S + N when that
 *    is still below 2^246 (the native sf_fourq_schnorrq_verify
 *    refuses S >= N);
 *  - the decoders accept a y component equal to p (as 0) and ignore the
 *    sign bit when x = 0; SecretAgreement checks bit 127 of each component
 *    and the curve equation only;
 *  - a peer key of small order gives ECCRYPTO_ERROR_SHARED_KEY (the result
 *    is the identity).
 * Differences: no heap (FourQlib allocates in SchnorrQ_Sign); on failure
 * every output is zeroed (a bool false from ecc_mul, any status but
 * ECCRYPTO_SUCCESS); NULL pointers give false / ECCRYPTO_ERROR_INVALID_PARAMETER
 * (the void functions then write nothing, or zeros where the output is not
 * NULL). The arithmetic mod N takes its inputs below N, as FourQlib
 * assumes; where FourQlib's result for a larger input is not reduced, this
 * one is (the same value mod N). The random key generators draw from the
 * OS (sf_random_bytes) where FourQlib calls its random_bytes. Constant
 * time in every secret (Montgomery_inversion_mod_order included, which is
 * variable time in FourQlib); ecc_mul_double and SchnorrQ_Verify are
 * variable time (public inputs), as in FourQlib.
 */
#ifndef SF_COMPAT_FOURQ_API_H
#define SF_COMPAT_FOURQ_API_H

#include "FourQ.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the curve ------------------------------------------------------------- */

/* G = the generator (x, y), as FourQlib's GENERATOR_x, GENERATOR_y. */
SF_FOURQ_COMPAT_API void eccset(point_t G);

/* ---- scalar multiplication ------------------------------------------------ */

/* Q = [k mod N]G. Returns true. */
SF_FOURQ_COMPAT_API bool ecc_mul_fixed(digit_t *k, point_t Q);

/* Q = [k]P, or [k]([392]P) with clear_cofactor. false if P is not on the
 * curve. */
SF_FOURQ_COMPAT_API bool ecc_mul(point_t P, digit_t *k, point_t Q, bool clear_cofactor);

/* R = [k]G + [l]Q. false if Q is not on the curve. VARIABLE TIME. */
SF_FOURQ_COMPAT_API bool ecc_mul_double(digit_t *k, point_t Q, digit_t *l, point_t R);

/* ---- arithmetic mod the order N (Montgomery form: a R mod N, R = 2^256) ---- */

/* c = ma R mod N (to Montgomery form). */
SF_FOURQ_COMPAT_API void to_Montgomery(const digit_t *ma, digit_t *c);

/* mc = a / R mod N (from Montgomery form). */
SF_FOURQ_COMPAT_API void from_Montgomery(const digit_t *a, digit_t *mc);

/* mc = ma mb / R mod N (Montgomery product). */
SF_FOURQ_COMPAT_API void Montgomery_multiply_mod_order(const digit_t *ma, const digit_t *mb,
                                                       digit_t *mc);

/* mc = the Montgomery form of a^-1 for ma = a R, i.e. R^2 / ma mod N
 * (0 for 0): ma^(N-2) in Montgomery arithmetic. */
SF_FOURQ_COMPAT_API void Montgomery_inversion_mod_order(const digit_t *ma, digit_t *mc);

/* c = a + b mod N. */
SF_FOURQ_COMPAT_API void add_mod_order(const digit_t *a, const digit_t *b, digit_t *c);

/* c = a - b mod N. */
SF_FOURQ_COMPAT_API void subtract_mod_order(const digit_t *a, const digit_t *b, digit_t *c);

/* c = a mod N, for any 256-bit a. */
SF_FOURQ_COMPAT_API void modulo_order(digit_t *a, digit_t *c);

/* ---- co-factor ECDH --------------------------------------------------------- */

/* PublicKey (32 bytes) = encode([SecretKey]G). */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS CompressedPublicKeyGeneration(const unsigned char *SecretKey,
                                                                  unsigned char *PublicKey);

/* SecretKey = 32 random bytes (the OS), PublicKey its 32-byte key.
 * ECCRYPTO_ERROR, both outputs zeroed, if the OS has no randomness. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS CompressedKeyGeneration(unsigned char *SecretKey,
                                                            unsigned char *PublicKey);

/* SharedSecret (32 bytes) = y([SecretKey]([392]A)), A the 32-byte key. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS CompressedSecretAgreement(const unsigned char *SecretKey,
                                                              const unsigned char *PublicKey,
                                                              unsigned char *SharedSecret);

/* PublicKey (64 bytes, x || y) = [SecretKey]G. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS PublicKeyGeneration(const unsigned char *SecretKey,
                                                        unsigned char *PublicKey);

/* SecretKey = 32 random bytes (the OS), PublicKey its 64-byte key.
 * ECCRYPTO_ERROR, both outputs zeroed, if the OS has no randomness. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS KeyGeneration(unsigned char *SecretKey,
                                                  unsigned char *PublicKey);

/* SharedSecret (32 bytes) = y([SecretKey]([392]A)), A the 64-byte key. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SecretAgreement(const unsigned char *SecretKey,
                                                    const unsigned char *PublicKey,
                                                    unsigned char *SharedSecret);

/* ---- SchnorrQ ------------------------------------------------------------------ */

SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_KeyGeneration(const unsigned char *SecretKey,
                                                           unsigned char *PublicKey);

/* SecretKey = 32 random bytes (the OS), PublicKey its SchnorrQ key.
 * ECCRYPTO_ERROR, both outputs zeroed, if the OS has no randomness. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_FullKeyGeneration(unsigned char *SecretKey,
                                                               unsigned char *PublicKey);

SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_Sign(const unsigned char *SecretKey,
                                                  const unsigned char *PublicKey,
                                                  const unsigned char *Message,
                                                  const unsigned int SizeMessage,
                                                  unsigned char *Signature);

/* *valid = 1 if Signature verifies, else 0. VARIABLE TIME. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS SchnorrQ_Verify(const unsigned char *PublicKey,
                                                    const unsigned char *Message,
                                                    const unsigned int SizeMessage,
                                                    const unsigned char *Signature,
                                                    unsigned int *valid);

/* ---- hash to curve ------------------------------------------------------------- */

/* P = [392] Elligator(r). Returns ECCRYPTO_SUCCESS. */
SF_FOURQ_COMPAT_API ECCRYPTO_STATUS HashToCurve(f2elm_t r, point_t P);

#ifdef __cplusplus
}
#endif

#endif /* SF_COMPAT_FOURQ_API_H */

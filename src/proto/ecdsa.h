/*
 * ECDSA, written once over a `const` table of curve operations (in the
 * style of BearSSL's br_ec_impl), for the prime-order curves P-256 and
 * secp256k1.
 *
 * Layer: proto. Curve-independent: everything curve-specific is behind
 * sf_ecdsa_curve. Uses HMAC-SHA-256 (src/hash) for the nonces.
 *
 * The scheme (SEC 1 v2 4.1, FIPS 186-4 6.4)
 * ----------------------------------------
 * Keys: d in [1, n-1], Q = dG. For a message hash h (any length):
 *   e = bits2int(h) mod n       bits2int: the leftmost qlen bits of h
 *                               (qlen = bit length of n), as an integer;
 *                               shorter hashes are taken whole.
 *   sign:   k in [1, n-1] secret; r = x(kG) mod n; s = k^-1 (e + r d) mod n;
 *           retry with the next k if r = 0 or s = 0. Optional low-S: s is
 *           replaced by n - s when s > (n-1)/2 (secp256k1's convention).
 *   verify: 0 < r, s < n (and s <= (n-1)/2 when low-S is required);
 *           w = s^-1, R = (e w) G + (r w) Q; valid iff R != O and
 *           x(R) mod n = r.
 *
 * Nonces (RFC 6979 section 3.2)
 * -----------------------------
 * k is derived by HMAC_DRBG with HMAC-SHA-256 from int2octets(d) and
 * bits2octets(h) = int2octets(bits2int(h) mod n), plus optional extra data
 * k' appended to both K updates (RFC 6979 3.6). With no extra data this is
 * RFC 6979 exactly when h is a SHA-256 digest (for other hashes RFC 6979
 * would use HMAC with that hash; we always use SHA-256, which keeps the
 * nonce deterministic and uniform all the same). "Hedged" signing passes
 * fresh random bytes as k': a broken RNG then degrades to RFC 6979 instead
 * of leaking the key, and a fault or side-channel attack on the
 * deterministic computation no longer sees the same k twice.
 *
 * Scalars cross the table as big-endian byte strings of
 * curve->scalar_bytes bytes (<= SF_ECDSA_MAX_SCALAR_BYTES); each operation
 * decodes them, computes with the curve's own scalar type and encodes the
 * result, so this file needs no scalar type of its own. Byte strings that
 * hold secrets (d, k, k^-1) are wiped before return.
 *
 * Timing: signing is constant time in d, k and the hash; its only branches
 * are on public lengths and on the (public) r = 0 / s = 0 retry.
 * Verification is variable time and must only see public data (all of its
 * inputs are).
 */
#ifndef SF_PROTO_ECDSA_H
#define SF_PROTO_ECDSA_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#define SF_ECDSA_MAX_SCALAR_BYTES 32

/* Flags for sign and verify. */
#define SF_ECDSA_LOW_S 1u /* sign: output low S; verify: require low S */

/*
 * One curve. Every scalar argument is scalar_bytes bytes, big-endian; the
 * operations accept reduced inputs (< n) unless they say otherwise and
 * produce reduced outputs. Outputs may alias inputs. The functions without
 * _vartime are constant time.
 */
typedef struct sf_ecdsa_curve {
    /* Byte length of n and of every scalar; bit length of n (qlen). */
    size_t scalar_bytes;
    unsigned order_bits;
    /* 1 if 0 < x < n for the (unreduced) integer x, else 0. */
    uint32_t (*sc_is_valid)(const uint8_t *x);
    /* r = x mod n, for any x < 2^order_bits (one subtraction suffices, as
     * n > 2^(order_bits - 1)). */
    void (*sc_reduce)(uint8_t *r, const uint8_t *x);
    /* r = a + b, a * b, 1/a (a != 0; constant time), -a (mod n). */
    void (*sc_add)(uint8_t *r, const uint8_t *a, const uint8_t *b);
    void (*sc_mul)(uint8_t *r, const uint8_t *a, const uint8_t *b);
    void (*sc_inv)(uint8_t *r, const uint8_t *a);
    void (*sc_neg)(uint8_t *r, const uint8_t *a);
    /* r = 1/a mod n (a != 0), variable time (public a only). */
    void (*sc_inv_vartime)(uint8_t *r, const uint8_t *a);
    /* 1 if a > (n-1)/2, else 0. */
    uint32_t (*sc_is_high)(const uint8_t *a);
    /* r = x(kG) mod n, for 0 < k < n (so kG != O). Constant time in k. */
    void (*mul_gen_x)(uint8_t *r, const uint8_t *k);
    /*
     * 1 if R = u1 G + u2 Q is not O and x(R) mod n = r, else 0.
     * pub is the curve's own decoded, validated public point (passed
     * through this layer untouched). Variable time.
     */
    uint32_t (*verify_x_vartime)(const void *pub, const uint8_t *u1,
                                 const uint8_t *u2, const uint8_t *r);
} sf_ecdsa_curve;

/*
 * e = bits2int(h) mod n (see above) as scalar_bytes bytes. h may be NULL
 * when hlen = 0 (e = 0). Time depends on hlen only.
 */
void sf_ecdsa_bits2int_reduce(const sf_ecdsa_curve *c, uint8_t *e,
                              const uint8_t *h, size_t hlen);

/*
 * sig = r || s (2 * scalar_bytes bytes) for the private key d and the
 * message hash h, with the RFC 6979 nonce (plus extra[0 .. extralen) as k'
 * when extralen > 0; extra may be NULL when extralen = 0).
 * flags: SF_ECDSA_LOW_S or 0.
 * Returns SF_OK, SF_ERR_INVALID_SCALAR (d not in [1, n-1]) or
 * SF_ERR_INVALID_ARGUMENT (NULL pointer). On error sig is zeroed.
 */
sf_error sf_ecdsa_sign(const sf_ecdsa_curve *c, uint8_t *sig,
                       const uint8_t *d, const uint8_t *h, size_t hlen,
                       const uint8_t *extra, size_t extralen, unsigned flags);

/*
 * The signing equation with a caller-chosen nonce k (for known-answer tests
 * of the RFC examples, and for p256-m's API, whose nonce comes from its
 * RNG). Returns SF_OK; SF_ERR_INVALID_SCALAR if d or k is not in [1, n-1];
 * SF_ERR_INVALID_SIGNATURE if r or s came out 0 (the caller picks another
 * k); SF_ERR_INVALID_ARGUMENT for a NULL pointer. On error sig is zeroed.
 */
sf_error sf_ecdsa_sign_with_nonce(const sf_ecdsa_curve *c, uint8_t *sig,
                                  const uint8_t *d, const uint8_t *h,
                                  size_t hlen, const uint8_t *k, unsigned flags);

/*
 * Verify sig = r || s on the hash h against pub (the curve's decoded public
 * point). flags: SF_ECDSA_LOW_S to refuse s > (n-1)/2.
 * Returns SF_OK or SF_ERR_INVALID_SIGNATURE (r or s out of range, high S
 * when refused, or the equation fails); SF_ERR_INVALID_ARGUMENT for a NULL
 * pointer. Variable time.
 */
sf_error sf_ecdsa_verify_vartime(const sf_ecdsa_curve *c, const uint8_t *sig,
                                 const void *pub, const uint8_t *h,
                                 size_t hlen, unsigned flags);

#endif /* SF_PROTO_ECDSA_H */

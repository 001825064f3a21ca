/*
 * P-256 ECDSA: the curve table for proto/ecdsa.h and the public functions
 * of include/snowfield/p256.h built on it.
 *
 * The table's scalar operations take and give 32-byte big-endian strings
 * (proto/ecdsa.h) and work in sf_sc_p256 in between; every temporary that
 * may hold a secret (key, nonce, its inverse) is cleared before return.
 */
#include "snowfield/p256.h"

#include <string.h>

#include "mult/p256/mult_p256.h"
#include "proto/der.h"
#include "proto/p256/p256_internal.h"

/* ---- the curve table -------------------------------------------------------- */

static uint32_t sf_p256_sc_is_valid(const uint8_t *x)
{
    sf_sc_p256 t;
    uint32_t ok = sf_sc_p256_load_nonzero(&t, x);
    sf_sc_p256_clear(&t);
    return ok;
}

static void sf_p256_sc_reduce(uint8_t *r, const uint8_t *x)
{
    sf_sc_p256 t;
    (void)sf_sc_p256_load(&t, x); /* x < 2^256 < 2n: one subtraction */
    sf_sc_p256_store(r, &t);
    sf_sc_p256_clear(&t);
}

static void sf_p256_sc_add(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    sf_sc_p256 x, y;
    (void)sf_sc_p256_load(&x, a);
    (void)sf_sc_p256_load(&y, b);
    sf_sc_p256_add(&x, &x, &y);
    sf_sc_p256_store(r, &x);
    sf_sc_p256_clear(&x);
    sf_sc_p256_clear(&y);
}

static void sf_p256_sc_mul(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    sf_sc_p256 x, y;
    (void)sf_sc_p256_load(&x, a);
    (void)sf_sc_p256_load(&y, b);
    sf_sc_p256_mul(&x, &x, &y);
    sf_sc_p256_store(r, &x);
    sf_sc_p256_clear(&x);
    sf_sc_p256_clear(&y);
}

static void sf_p256_sc_inv(uint8_t *r, const uint8_t *a)
{
    sf_sc_p256 x;
    (void)sf_sc_p256_load(&x, a);
    sf_sc_p256_inv(&x, &x);
    sf_sc_p256_store(r, &x);
    sf_sc_p256_clear(&x);
}

static void sf_p256_sc_neg(uint8_t *r, const uint8_t *a)
{
    sf_sc_p256 x;
    (void)sf_sc_p256_load(&x, a);
    sf_sc_p256_neg(&x, &x);
    sf_sc_p256_store(r, &x);
    sf_sc_p256_clear(&x);
}

static void sf_p256_sc_inv_vartime(uint8_t *r, const uint8_t *a)
{
    sf_sc_p256 x;
    (void)sf_sc_p256_load(&x, a);
    sf_sc_p256_inv_vartime(&x, &x);
    sf_sc_p256_store(r, &x);
}

static uint32_t sf_p256_sc_is_high(const uint8_t *a)
{
    sf_sc_p256 x;
    uint32_t high;
    (void)sf_sc_p256_load(&x, a);
    high = sf_sc_p256_is_high(&x);
    sf_sc_p256_clear(&x);
    return high;
}

/* r = x(kG) mod n: x < p < 2n, so reducing its encoding once is enough. */
static void sf_p256_mul_gen_x(uint8_t *r, const uint8_t *k)
{
    sf_sc_p256 kk;
    sf_ge_p256_affine a;
    uint8_t x[32];
    (void)sf_sc_p256_load(&kk, k);
    sf_p256_derive_public(&a, &kk);
    sf_fp256_encode(x, &a.x);
    (void)sf_sc_p256_load(&kk, x);
    sf_sc_p256_store(r, &kk);
    sf_sc_p256_clear(&kk);
    sf_wipe(&a, sizeof a);
    sf_wipe(x, sizeof x);
}

static uint32_t sf_p256_verify_x_vartime(const void *pk, const uint8_t *u1,
                                         const uint8_t *u2, const uint8_t *r)
{
    const sf_ge_p256_affine *q = (const sf_ge_p256_affine *)pk;
    sf_sc_p256 a, b;
    sf_ge_p256_jac R;
    (void)sf_sc_p256_load(&a, u1);
    (void)sf_sc_p256_load(&b, u2);
    sf_mult_p256_simul_gen_vartime(&R, &a, &b, q);
    return sf_ge_p256_jac_x_equals_scalar_vartime(&R, r);
}

const sf_ecdsa_curve sf_p256_ecdsa_curve = {
    32,
    256,
    sf_p256_sc_is_valid,
    sf_p256_sc_reduce,
    sf_p256_sc_add,
    sf_p256_sc_mul,
    sf_p256_sc_inv,
    sf_p256_sc_neg,
    sf_p256_sc_inv_vartime,
    sf_p256_sc_is_high,
    sf_p256_mul_gen_x,
    sf_p256_verify_x_vartime,
};

/* ---- public functions ---------------------------------------------------------- */

sf_error sf_p256_ecdsa_sign(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                            const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                            const uint8_t *hash, size_t hashlen)
{
    return sf_ecdsa_sign(&sf_p256_ecdsa_curve, sig, sk, hash, hashlen, NULL,
                         0, 0);
}

sf_error sf_p256_ecdsa_sign_hedged(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                   const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                                   const uint8_t *hash, size_t hashlen,
                                   const sf_rng *rng)
{
    uint8_t extra[32], out[SF_P256_SIGNATURE_BYTES];
    sf_sc_p256 d;
    uint32_t err = 0;
    if (sig == NULL || sk == NULL || (hash == NULL && hashlen != 0)) {
        sf_proto_zero(sig, SF_P256_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* the key first: a bad key is reported as such without drawing from
     * the RNG (the verdict is the function's public outcome) */
    sf_p256_load_secret(&d, sk, &err);
    sf_sc_p256_clear(&d);
    if (sf_proto_result(err) != SF_OK) {
        sf_wipe(sig, SF_P256_SIGNATURE_BYTES);
        return sf_proto_result(err);
    }
    sf_proto_check(&err, sf_random(rng, extra, sizeof extra) == SF_OK, SF_ERR_RANDOMNESS);
    sf_proto_fold(&err, sf_ecdsa_sign(&sf_p256_ecdsa_curve, out, sk, hash, hashlen, extra,
                                      sizeof extra, 0));
    sf_proto_emit(sig, out, sizeof out, err);
    sf_wipe(extra, sizeof extra);
    return sf_proto_result(err);
}

sf_error sf_p256_ecdsa_verify(const uint8_t sig[SF_P256_SIGNATURE_BYTES],
                              const uint8_t *pk, size_t pklen,
                              const uint8_t *hash, size_t hashlen)
{
    sf_ge_p256_affine q;
    sf_error rc;
    if (sig == NULL || pk == NULL || (hash == NULL && hashlen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    /* r and s before the key (p256-m's order) */
    if (!sf_p256_sc_is_valid(sig) || !sf_p256_sc_is_valid(sig + 32))
        return SF_ERR_INVALID_SIGNATURE;
    rc = sf_ge_p256_decode(&q, pk, pklen);
    if (rc != SF_OK)
        return rc;
    return sf_ecdsa_verify_vartime(&sf_p256_ecdsa_curve, sig, &q, hash,
                                   hashlen, 0);
}

sf_error sf_p256_ecdsa_signature_to_der(uint8_t *der, size_t *derlen,
                                        const uint8_t sig[SF_P256_SIGNATURE_BYTES])
{
    return sf_der_ecdsa_compact_encode(der, derlen, sig, 32);
}

sf_error sf_p256_ecdsa_signature_from_der(uint8_t sig[SF_P256_SIGNATURE_BYTES],
                                          const uint8_t *der, size_t derlen)
{
    return sf_der_ecdsa_compact_decode(sig, 32, der, derlen);
}

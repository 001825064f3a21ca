/*
 * secp256k1 public API: keys, ECDH and the BIP-32 tweaks
 * (include/snowfield/secp256k1.h). ECDSA is in k256_ecdsa.c, BIP-340 in
 * k256_schnorr.c.
 */
#include "snowfield/secp256k1.h"

#include <string.h>

#include "common/ct_check.h"
#include "mult/k256/mult_k256.h"
#include "proto/k256/k256_internal.h"
#include "snowfield/hash.h"
#include "common/util.h"

/* Draws keygen makes before giving up: one draw is out of range with
 * probability (2^256 - n + 1) / 2^256 < 2^-127. */
#define SF_K256_KEYGEN_TRIES 64

uint32_t sf_k256_load_secret(sf_sc_k256 *d, const uint8_t sk[32])
{
    uint32_t ok = sf_sc_k256_load(d, sk) ^ 1;
    sf_sc_k256 zero;
    ok &= sf_sc_k256_is_zero(d) ^ 1;
    sf_sc_k256_zero(&zero);
    sf_sc_k256_cmov(d, &zero, ok ^ 1);
    SF_CT_PUBLIC(&ok, sizeof ok);
    return ok;
}

void sf_k256_fold_secret(sf_sc_k256 *d, const uint8_t sk[32], uint32_t *err)
{
    sf_sc_k256 one;
    uint32_t ok = sf_sc_k256_load(d, sk) ^ 1;
    ok &= sf_sc_k256_is_zero(d) ^ 1;
    sf_sc_k256_set_u32(&one, 1);
    sf_sc_k256_cmov(d, &one, ok ^ 1);
    sf_proto_check(err, ok, SF_ERR_INVALID_SCALAR);
}

void sf_k256_mul_gen_affine(sf_ge_k256_affine *r, const sf_sc_k256 *k)
{
    sf_ge_k256_jac j;
    sf_mult_k256_mul_gen(&j, k);
    (void)sf_ge_k256_jac_to_affine(r, &j); /* k != 0: never O */
    sf_wipe(&j, sizeof j);
}

/* ---- keys -------------------------------------------------------------------- */

sf_error sf_secp256k1_secret_key_validate(const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES])
{
    sf_sc_k256 d;
    uint32_t ok;
    if (sk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    ok = sf_k256_load_secret(&d, sk);
    sf_wipe(&d, sizeof d);
    return ok ? SF_OK : SF_ERR_INVALID_SCALAR;
}

/* pk = sk G in len (33 or 65) bytes; the shared body of the key functions. */
static sf_error sf_k256_public(uint8_t *pk, size_t len, int *parity,
                               const uint8_t sk[32])
{
    sf_sc_k256 d;
    sf_ge_k256_affine p;
    uint8_t out[SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES];
    uint32_t err = 0;
    sf_error e;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (parity != NULL)
        *parity = 0;
    if (sk == NULL) {
        memset(pk, 0, len);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_k256_fold_secret(&d, sk, &err);
    sf_k256_mul_gen_affine(&p, &d);
    SF_CT_PUBLIC(&p, sizeof p); /* the public key, or G's for a bad key */
    if (len == SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES)
        sf_ge_k256_encode_uncompressed(out, &p);
    else if (len == SF_SECP256K1_PUBLIC_KEY_BYTES)
        sf_ge_k256_encode_compressed(out, &p);
    else
        sf_ge_k256_encode_xonly(out, &p);
    sf_proto_emit(pk, out, len, err);
    e = sf_proto_result(err);
    if (parity != NULL && e == SF_OK)
        *parity = (int)sf_fk256_is_odd(&p.y);
    sf_wipe(&d, sizeof d);
    return e;
}

sf_error sf_secp256k1_public_key(uint8_t pk[33], const uint8_t sk[32])
{
    return sf_k256_public(pk, SF_SECP256K1_PUBLIC_KEY_BYTES, NULL, sk);
}

sf_error sf_secp256k1_public_key_uncompressed(
    uint8_t pk[SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES],
    const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES])
{
    return sf_k256_public(pk, SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES, NULL,
                          sk);
}

sf_error sf_secp256k1_xonly_public_key(uint8_t xonly[SF_SECP256K1_XONLY_BYTES],
                                       int *parity,
                                       const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES])
{
    return sf_k256_public(xonly, SF_SECP256K1_XONLY_BYTES, parity, sk);
}

sf_error sf_secp256k1_keygen(uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                             uint8_t pk[SF_SECP256K1_PUBLIC_KEY_BYTES],
                             const sf_rng *rng)
{
    sf_sc_k256 d;
    uint32_t ok = 0;
    if (sk == NULL || pk == NULL) {
        if (sk != NULL)
            memset(sk, 0, SF_SECP256K1_SECRET_KEY_BYTES);
        if (pk != NULL)
            memset(pk, 0, SF_SECP256K1_PUBLIC_KEY_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    for (int i = 0; i < SF_K256_KEYGEN_TRIES && !ok; i++) {
        if (sf_random(rng, sk, SF_SECP256K1_SECRET_KEY_BYTES) != SF_OK)
            break;
        ok = sf_k256_load_secret(&d, sk);
    }
    sf_wipe(&d, sizeof d);
    if (!ok) {
        memset(sk, 0, SF_SECP256K1_SECRET_KEY_BYTES);
        memset(pk, 0, SF_SECP256K1_PUBLIC_KEY_BYTES);
        return SF_ERR_RANDOMNESS;
    }
    return sf_secp256k1_public_key(pk, sk);
}

/* 1 if len is one of the two SEC1 public-key lengths. */
static int sf_k256_public_length_ok(size_t len)
{
    return len == SF_SECP256K1_PUBLIC_KEY_BYTES ||
           len == SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES;
}

sf_error sf_secp256k1_public_key_validate(const uint8_t *pk, size_t pklen)
{
    sf_ge_k256_affine p;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    return sf_ge_k256_decode(&p, pk, pklen);
}

sf_error sf_secp256k1_public_key_convert(uint8_t *out, size_t outlen,
                                         const uint8_t *pk, size_t pklen)
{
    sf_ge_k256_affine p;
    sf_error rc;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    /* the caller's stated length, accepted or not (every error leaves the
     * output zeroed), but no more than the longest format, so that a slip
     * (66 for a 65-byte buffer) cannot write past the buffer */
    memset(out, 0, outlen < SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES
                       ? outlen : SF_SECP256K1_PUBLIC_KEY_UNCOMPRESSED_BYTES);
    if (!sf_k256_public_length_ok(outlen) || pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    rc = sf_ge_k256_decode(&p, pk, pklen);
    if (rc != SF_OK)
        return rc;
    if (outlen == SF_SECP256K1_PUBLIC_KEY_BYTES)
        sf_ge_k256_encode_compressed(out, &p);
    else
        sf_ge_k256_encode_uncompressed(out, &p);
    return SF_OK;
}

/* ---- ECDH ------------------------------------------------------------------------ */

/*
 * The shared body: S = [sk]Q, then out = SHA-256(compressed S) (hashed) or
 * X(S). S is never O: sk in [1, n-1] and Q of prime order n.
 */
static sf_error sf_k256_ecdh(uint8_t shared[32], const uint8_t sk[32],
                             const uint8_t *peer, size_t peerlen, int hashed)
{
    sf_sc_k256 d;
    sf_ge_k256_affine q, g, s;
    sf_ge_k256_jac j;
    uint8_t comp[SF_GE_K256_COMPRESSED_BYTES], out[32];
    uint32_t err = 0;
    sf_error e;
    if (shared == NULL || sk == NULL || peer == NULL) {
        sf_proto_zero(shared, 32);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_k256_fold_secret(&d, sk, &err);
    /* the peer's key is public: one that does not decode is replaced by G
     * (a branch on public data), so the multiplication runs unchanged */
    e = sf_ge_k256_decode(&q, peer, peerlen);
    sf_proto_fold(&err, e);
    sf_ge_k256_generator(&g);
    sf_ge_k256_affine_cmov(&q, &g, e != SF_OK);
    sf_mult_k256_mul(&j, &d, &q);
    (void)sf_ge_k256_jac_to_affine(&s, &j);
    sf_ge_k256_encode_compressed(comp, &s);
    if (hashed) /* public: which function was called */
        SF_IGNORE_RESULT(sf_sha256(out, comp, sizeof comp));
    else
        memcpy(out, comp + 1, 32);
    sf_proto_emit(shared, out, sizeof out, err);
    sf_wipe(&d, sizeof d);
    sf_wipe(&j, sizeof j);
    sf_wipe(&s, sizeof s);
    sf_wipe(comp, sizeof comp);
    return sf_proto_result(err);
}

sf_error sf_secp256k1_ecdh(uint8_t shared[32], const uint8_t sk[32], const uint8_t *peer,
                           size_t peerlen)
{
    return sf_k256_ecdh(shared, sk, peer, peerlen, 1);
}

sf_error sf_secp256k1_ecdh_raw_x(uint8_t shared[SF_SECP256K1_SHARED_SECRET_BYTES],
                                 const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                 const uint8_t *peer, size_t peerlen)
{
    return sf_k256_ecdh(shared, sk, peer, peerlen, 0);
}

/* ---- tweaks ------------------------------------------------------------------------ */

/*
 * out = sk (+ or *) tweak mod n. The tweak's range (mul: [1, n-1]; add:
 * [0, n-1]) and the result's non-zeroness are the public verdict; the
 * arithmetic is constant time in both.
 */
static sf_error sf_k256_secret_key_tweak(uint8_t out[32], const uint8_t sk[32],
                                         const uint8_t tweak[32], int mul)
{
    sf_sc_k256 d, t;
    uint32_t ok;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(out, 0, 32);
    if (sk == NULL || tweak == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_k256_load_secret(&d, sk))
        return SF_ERR_INVALID_SCALAR;
    ok = sf_sc_k256_load(&t, tweak) ^ 1;
    if (mul) {
        ok &= sf_sc_k256_is_zero(&t) ^ 1;
        sf_sc_k256_mul(&d, &d, &t);
    } else {
        sf_sc_k256_add(&d, &d, &t);
        ok &= sf_sc_k256_is_zero(&d) ^ 1;
    }
    SF_CT_PUBLIC(&ok, sizeof ok);
    if (ok)
        sf_sc_k256_store(out, &d);
    sf_wipe(&d, sizeof d);
    sf_wipe(&t, sizeof t);
    return ok ? SF_OK : SF_ERR_INVALID_SCALAR;
}

sf_error sf_secp256k1_secret_key_tweak_add(uint8_t out[SF_SECP256K1_SECRET_KEY_BYTES],
                                           const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                           const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES])
{
    return sf_k256_secret_key_tweak(out, sk, tweak, 0);
}

sf_error sf_secp256k1_secret_key_tweak_mul(uint8_t out[SF_SECP256K1_SECRET_KEY_BYTES],
                                           const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                           const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES])
{
    return sf_k256_secret_key_tweak(out, sk, tweak, 1);
}

/*
 * out = compressed(Q + tG) (add) or compressed(tQ) (mul). The key is public;
 * the tweak is treated as secret in the multiplication (BIP-32's private
 * derivation feeds secret tweaks) and as public in the addition, which uses
 * the variable-time double-base multiplication like libsecp256k1.
 */
static sf_error sf_k256_public_key_tweak(uint8_t out[33], const uint8_t *pk,
                                         size_t pklen, const uint8_t tweak[32],
                                         int mul)
{
    sf_sc_k256 t, one;
    sf_ge_k256_affine q, a;
    sf_ge_k256_jac j;
    uint32_t ok;
    sf_error rc;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(out, 0, 33);
    if (pk == NULL || tweak == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    ok = sf_sc_k256_load(&t, tweak) ^ 1;
    if (mul)
        ok &= sf_sc_k256_is_zero(&t) ^ 1;
    SF_CT_PUBLIC(&ok, sizeof ok);
    if (!ok) {
        sf_wipe(&t, sizeof t);
        return SF_ERR_INVALID_SCALAR;
    }
    rc = sf_ge_k256_decode(&q, pk, pklen);
    if (rc != SF_OK) {
        sf_wipe(&t, sizeof t);
        return rc;
    }
    if (mul) {
        sf_mult_k256_mul(&j, &t, &q);
    } else {
        sf_sc_k256_one(&one);
        sf_mult_k256_simul_gen_vartime(&j, &t, &one, &q);
    }
    sf_wipe(&t, sizeof t);
    /* constant-time conversion: the Jacobian form of tQ says more than the
     * point; the affine point is the (public) new key */
    ok = sf_ge_k256_jac_to_affine(&a, &j);
    sf_wipe(&j, sizeof j);
    SF_CT_PUBLIC(&ok, sizeof ok);
    SF_CT_PUBLIC(&a, sizeof a);
    if (!ok)
        return SF_ERR_IDENTITY; /* add: Q = -tG (mul cannot get here) */
    sf_ge_k256_encode_compressed(out, &a);
    return SF_OK;
}

sf_error sf_secp256k1_public_key_tweak_add(uint8_t out[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                           const uint8_t *pk, size_t pklen,
                                           const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES])
{
    return sf_k256_public_key_tweak(out, pk, pklen, tweak, 0);
}

sf_error sf_secp256k1_public_key_tweak_mul(uint8_t out[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                           const uint8_t *pk, size_t pklen,
                                           const uint8_t tweak[SF_SECP256K1_TWEAK_BYTES])
{
    return sf_k256_public_key_tweak(out, pk, pklen, tweak, 1);
}

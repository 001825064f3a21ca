/*
 * secp256k1 ECDSA: the curve table for proto/ecdsa.h and the public
 * functions of include/snowfield/secp256k1.h built on it (low-S signing and
 * verification, normalization, strict and lax DER, recovery).
 *
 * The table's scalar operations take and give 32-byte big-endian strings
 * (proto/ecdsa.h) and work in sf_sc_k256 in between; every temporary that
 * may hold a secret (key, nonce, its inverse) is wiped before return.
 */
#include "snowfield/secp256k1.h"

#include <string.h>

#include "common/ct_check.h"
#include "mult/k256/mult_k256.h"
#include "proto/der.h"
#include "proto/ecdsa.h"
#include "proto/k256/k256_internal.h"
#include "common/util.h"

/* ---- the curve table -------------------------------------------------------- */

static uint32_t sf_k256_sc_is_valid(const uint8_t *x)
{
    sf_sc_k256 t;
    uint32_t ok = sf_sc_k256_load(&t, x) ^ 1;
    ok &= sf_sc_k256_is_zero(&t) ^ 1;
    sf_wipe(&t, sizeof t);
    return ok;
}

static void sf_k256_sc_reduce(uint8_t *r, const uint8_t *x)
{
    sf_sc_k256 t;
    (void)sf_sc_k256_load(&t, x); /* x < 2^256 < 2n: one subtraction */
    sf_sc_k256_store(r, &t);
    sf_wipe(&t, sizeof t);
}

/* r = op(a, b) for the binary scalar operations of the table. */
static void sf_k256_sc_binop(uint8_t *r, const uint8_t *a, const uint8_t *b,
                             void (*op)(sf_sc_k256 *, const sf_sc_k256 *,
                                        const sf_sc_k256 *))
{
    sf_sc_k256 x, y;
    (void)sf_sc_k256_load(&x, a);
    (void)sf_sc_k256_load(&y, b);
    op(&x, &x, &y);
    sf_sc_k256_store(r, &x);
    sf_wipe(&x, sizeof x);
    sf_wipe(&y, sizeof y);
}

/* r = op(a) for the unary ones. */
static void sf_k256_sc_unop(uint8_t *r, const uint8_t *a,
                            void (*op)(sf_sc_k256 *, const sf_sc_k256 *))
{
    sf_sc_k256 x;
    (void)sf_sc_k256_load(&x, a);
    op(&x, &x);
    sf_sc_k256_store(r, &x);
    sf_wipe(&x, sizeof x);
}

static void sf_k256_sc_add(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    sf_k256_sc_binop(r, a, b, sf_sc_k256_add);
}

static void sf_k256_sc_mul(uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    sf_k256_sc_binop(r, a, b, sf_sc_k256_mul);
}

static void sf_k256_sc_inv(uint8_t *r, const uint8_t *a)
{
    sf_k256_sc_unop(r, a, sf_sc_k256_inv);
}

static void sf_k256_sc_neg(uint8_t *r, const uint8_t *a)
{
    sf_k256_sc_unop(r, a, sf_sc_k256_neg);
}

static void sf_k256_sc_inv_vartime(uint8_t *r, const uint8_t *a)
{
    sf_k256_sc_unop(r, a, sf_sc_k256_inv_vartime);
}

static uint32_t sf_k256_sc_is_high(const uint8_t *a)
{
    sf_sc_k256 x;
    uint32_t high;
    (void)sf_sc_k256_load(&x, a);
    high = sf_sc_k256_is_high(&x);
    sf_wipe(&x, sizeof x);
    return high;
}

/* r = x(kG) mod n: x < p < 2n, so reducing its encoding once is enough. */
static void sf_k256_mul_gen_x(uint8_t *r, const uint8_t *k)
{
    sf_sc_k256 kk;
    sf_ge_k256_affine a;
    uint8_t x[32];
    (void)sf_sc_k256_load(&kk, k);
    sf_k256_mul_gen_affine(&a, &kk);
    sf_fk256_encode(x, &a.x);
    sf_k256_sc_reduce(r, x);
    sf_wipe(&kk, sizeof kk);
    sf_wipe(&a, sizeof a);
    sf_wipe(x, sizeof x);
}

static uint32_t sf_k256_verify_x_vartime(const void *pk, const uint8_t *u1,
                                         const uint8_t *u2, const uint8_t *r)
{
    const sf_ge_k256_affine *q = (const sf_ge_k256_affine *)pk;
    sf_sc_k256 a, b;
    sf_ge_k256_jac R;
    (void)sf_sc_k256_load(&a, u1);
    (void)sf_sc_k256_load(&b, u2);
    sf_mult_k256_simul_gen_vartime(&R, &a, &b, q);
    return sf_ge_k256_jac_x_equals_scalar_vartime(&R, r);
}

static const sf_ecdsa_curve sf_k256_ecdsa_curve = {
    32,
    256,
    sf_k256_sc_is_valid,
    sf_k256_sc_reduce,
    sf_k256_sc_add,
    sf_k256_sc_mul,
    sf_k256_sc_inv,
    sf_k256_sc_neg,
    sf_k256_sc_inv_vartime,
    sf_k256_sc_is_high,
    sf_k256_mul_gen_x,
    sf_k256_verify_x_vartime,
};

/* ---- sign, verify, normalize ---------------------------------------------------- */

sf_error sf_secp256k1_ecdsa_sign(uint8_t sig[64], const uint8_t sk[32],
                                 const uint8_t hash[32])
{
    if (sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (sk == NULL || hash == NULL) {
        memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    return sf_ecdsa_sign(&sf_k256_ecdsa_curve, sig, sk, hash,
                         SF_SECP256K1_HASH_BYTES, NULL, 0, SF_ECDSA_LOW_S);
}

sf_error sf_secp256k1_ecdsa_verify(const uint8_t sig[64], const uint8_t *pk,
                                   size_t pklen, const uint8_t hash[32])
{
    sf_ge_k256_affine q;
    sf_error rc;
    if (sig == NULL || pk == NULL || hash == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    /* r and s before the key */
    if (!sf_k256_sc_is_valid(sig) || !sf_k256_sc_is_valid(sig + 32) ||
        sf_k256_sc_is_high(sig + 32))
        return SF_ERR_INVALID_SIGNATURE;
    rc = sf_ge_k256_decode(&q, pk, pklen);
    if (rc != SF_OK)
        return rc;
    return sf_ecdsa_verify_vartime(&sf_k256_ecdsa_curve, sig, &q, hash,
                                   SF_SECP256K1_HASH_BYTES, SF_ECDSA_LOW_S);
}

sf_error sf_secp256k1_ecdsa_signature_normalize(uint8_t out[SF_SECP256K1_SIGNATURE_BYTES],
                                                int *was_high,
                                                const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES])
{
    uint32_t high;
    if (was_high != NULL)
        *was_high = 0;
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (sig == NULL) {
        memset(out, 0, SF_SECP256K1_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (!sf_k256_sc_is_valid(sig) || !sf_k256_sc_is_valid(sig + 32)) {
        memset(out, 0, SF_SECP256K1_SIGNATURE_BYTES);
        return SF_ERR_INVALID_SIGNATURE;
    }
    high = sf_k256_sc_is_high(sig + 32);
    memmove(out, sig, SF_SECP256K1_SIGNATURE_BYTES);
    if (high)
        sf_k256_sc_neg(out + 32, out + 32);
    if (was_high != NULL)
        *was_high = (int)high;
    return SF_OK;
}

/* ---- DER ------------------------------------------------------------------------ */

sf_error sf_secp256k1_ecdsa_signature_to_der(uint8_t *der, size_t *derlen,
                                             const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES])
{
    return sf_der_ecdsa_compact_encode(der, derlen, sig, 32);
}

sf_error sf_secp256k1_ecdsa_signature_from_der(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                               const uint8_t *der, size_t derlen)
{
    return sf_der_ecdsa_compact_decode(sig, 32, der, derlen);
}

/*
 * *len = the BER length at der[*pos] (short form, or long form with any
 * number of length bytes, leading zeros allowed); *pos moves past it.
 * Returns 0 when the length bytes run past the input or the value exceeds
 * the input's size (nothing that long can follow).
 */
static int sf_k256_lax_length(size_t *len, const uint8_t *der, size_t derlen,
                              size_t *pos)
{
    size_t n, v = 0;
    if (*pos >= derlen)
        return 0;
    if (der[*pos] < 0x80) {
        *len = der[(*pos)++];
        return 1;
    }
    n = der[(*pos)++] & 0x7Fu;
    if (n > derlen - *pos)
        return 0;
    for (size_t i = 0; i < n; i++) {
        if (v > derlen) /* already too long: and no overflow below */
            return 0;
        v = (v << 8) | der[(*pos)++];
    }
    *len = v;
    return 1;
}

/* out = the INTEGER at der[*pos] as 32 bytes big-endian (lax rules). */
static int sf_k256_lax_integer(uint8_t out[32], const uint8_t *der,
                               size_t derlen, size_t *pos)
{
    size_t len;
    if (*pos >= derlen || der[(*pos)++] != 0x02)
        return 0;
    if (!sf_k256_lax_length(&len, der, derlen, pos) || len == 0 ||
        len > derlen - *pos)
        return 0;
    while (len > 0 && der[*pos] == 0x00) { /* excess zeros; sign ignored */
        (*pos)++;
        len--;
    }
    if (len > 32)
        return 0;
    memset(out, 0, 32);
    memcpy(out + 32 - len, der + *pos, len);
    *pos += len;
    return 1;
}

/*
 * *pos moves past the BER length at der[*pos] without reading its value:
 * the SEQUENCE's length, which BER-era signers got wrong in every way
 * (libsecp256k1's lax parser skips it the same way). Returns 0 only when
 * the length bytes themselves run past the input.
 */
static int sf_k256_lax_skip_length(const uint8_t *der, size_t derlen, size_t *pos)
{
    size_t n;
    if (*pos >= derlen)
        return 0;
    n = der[(*pos)++];
    if (n < 0x80)
        return 1;
    n &= 0x7Fu;
    if (n > derlen - *pos)
        return 0;
    *pos += n;
    return 1;
}

sf_error sf_secp256k1_ecdsa_signature_from_der_lax(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                                   const uint8_t *der, size_t derlen)
{
    size_t pos = 0;
    if (sig == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
    if (der == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    /* the SEQUENCE's length is skipped; the integers must be complete */
    if (derlen < 1 || der[pos++] != 0x30 ||
        !sf_k256_lax_skip_length(der, derlen, &pos) ||
        !sf_k256_lax_integer(sig, der, derlen, &pos) ||
        !sf_k256_lax_integer(sig + 32, der, derlen, &pos)) {
        memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ENCODING;
    }
    return SF_OK;
}

/* ---- recovery ---------------------------------------------------------------------- */

/*
 * q = the key recovered from (r, s), recid and the hash:
 *   R = the point with x = r + n (recid & 2) and y of parity recid & 1,
 *   Q = r^-1 (s R - e G) = (-e / r) G + (s / r) R.
 * All public: variable time.
 */
static sf_error sf_k256_recover(sf_ge_k256_affine *q, const uint8_t sig[64],
                                int recid, const uint8_t hash[32])
{
    static const uint8_t n_bytes[32] = {
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE,
        0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48, 0xA0, 0x3B,
        0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
    uint8_t comp[33];
    sf_sc_k256 r, s, e, rinv, u1, u2;
    sf_ge_k256_affine R;
    sf_ge_k256_jac j;
    if (!sf_k256_sc_is_valid(sig) || !sf_k256_sc_is_valid(sig + 32))
        return SF_ERR_INVALID_SIGNATURE;
    comp[0] = (uint8_t)(0x02 | (recid & 1));
    memcpy(comp + 1, sig, 32);
    if (recid & 2) {
        /* x = r + n as a 256-bit integer; it must not carry out (and then
         * decoding checks x < p) */
        unsigned carry = 0;
        for (int i = 31; i >= 0; i--) {
            carry += (unsigned)comp[1 + i] + n_bytes[i];
            comp[1 + i] = (uint8_t)carry;
            carry >>= 8;
        }
        if (carry)
            return SF_ERR_INVALID_SIGNATURE;
    }
    if (sf_ge_k256_decode(&R, comp, sizeof comp) != SF_OK)
        return SF_ERR_INVALID_SIGNATURE;
    (void)sf_sc_k256_load(&r, sig);
    (void)sf_sc_k256_load(&s, sig + 32);
    (void)sf_sc_k256_load(&e, hash);
    sf_sc_k256_inv_vartime(&rinv, &r);
    sf_sc_k256_mul(&u1, &e, &rinv);
    sf_sc_k256_neg(&u1, &u1);
    sf_sc_k256_mul(&u2, &s, &rinv);
    sf_mult_k256_simul_gen_vartime(&j, &u1, &u2, &R);
    if (!sf_ge_k256_jac_to_affine_vartime(q, &j))
        return SF_ERR_INVALID_SIGNATURE;
    return SF_OK;
}

sf_error sf_secp256k1_ecdsa_recover(uint8_t pk[SF_SECP256K1_PUBLIC_KEY_BYTES],
                                    const uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                    int recid,
                                    const uint8_t hash[SF_SECP256K1_HASH_BYTES])
{
    sf_ge_k256_affine q;
    sf_error rc;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(pk, 0, SF_SECP256K1_PUBLIC_KEY_BYTES);
    if (sig == NULL || hash == NULL || recid < 0 || recid > 3)
        return SF_ERR_INVALID_ARGUMENT;
    rc = sf_k256_recover(&q, sig, recid, hash);
    if (rc == SF_OK)
        sf_ge_k256_encode_compressed(pk, &q);
    return rc;
}

sf_error sf_secp256k1_ecdsa_sign_recoverable(uint8_t sig[SF_SECP256K1_SIGNATURE_BYTES],
                                             int *recid,
                                             const uint8_t sk[SF_SECP256K1_SECRET_KEY_BYTES],
                                             const uint8_t hash[SF_SECP256K1_HASH_BYTES])
{
    uint8_t pk[33], got[33];
    sf_error rc;
    if (recid != NULL)
        *recid = 0;
    if (recid == NULL) {
        if (sig != NULL)
            memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    rc = sf_secp256k1_ecdsa_sign(sig, sk, hash);
    if (rc != SF_OK)
        return rc;
    SF_IGNORE_RESULT(sf_secp256k1_public_key(pk, sk)); /* sk is valid: sign checked */
    SF_CT_PUBLIC(sig, SF_SECP256K1_SIGNATURE_BYTES); /* the output */
    SF_CT_PUBLIC(pk, sizeof pk);
    /* The signature and the key are public: find the id that recovers the
     * key. One of the four does (R itself has one of them). */
    for (int id = 0; id < 4; id++) {
        if (sf_secp256k1_ecdsa_recover(got, sig, id, hash) == SF_OK &&
            memcmp(got, pk, sizeof pk) == 0) {
            *recid = id;
            return SF_OK;
        }
    }
    memset(sig, 0, SF_SECP256K1_SIGNATURE_BYTES);
    return SF_ERR_INVALID_SIGNATURE;
}

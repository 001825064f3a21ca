/*
 * Fuzz target: the byte-parsing entry points of the compat APIs
 * (snowfield/compat/p256-m.h and snowfield/compat/FourQ_api.h), each checked
 * against the native function it wraps.
 *
 * Input: one mode byte, then the mode's bytes (zero-filled when short).
 *   0  p256_ecdsa_verify: sig (64) || pub (64) || hash (the rest): the
 *      result is sf_p256_ecdsa_verify's, error for error.
 *   1  p256_ecdh_shared_secret: priv (32) || pub (64): the native result,
 *      error for error, the same secret, a zeroed secret on error.
 *   2  SecretAgreement: sk (32) || 64-byte key; 3  CompressedSecretAgreement:
 *      sk (32) || 32-byte key. FourQlib's decoders are laxer than the native
 *      ones (y = p accepted), never stricter: whatever the native ECDH
 *      accepts, FourQlib's accepts with the same secret; a failure leaves
 *      the secret zeroed.
 *   4  SchnorrQ_Verify: sig (64) || pk (32) || msg (the rest): a signature
 *      the native verifier accepts is valid here; one valid here and refused
 *      natively has a non-canonical key or S >= N.
 *   5  ecc_mul_double with k = 0, l = 1 on a 64-byte point: a point the
 *      native decoder accepts comes back unchanged; any point returned is
 *      canonical and on the curve (the native decoder accepts it).
 *   6  Snowshoe's original API: a || b (32 each) || Q (64): snowshoe_valid,
 *      snowshoe_mul (a, Q) and snowshoe_simul_gen (a, b, Q) succeed exactly
 *      when the native functions do, with the same bytes, and zero their
 *      output on failure.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/compat/FourQ_api.h"
#include "snowfield/compat/p256-m.h"
#include "snowfield/compat/snowshoe.h"
#include "snowfield/fourq.h"
#include "snowfield/p256.h"
#include "snowfield/snowshoe.h"

static int sf_fz_p256m_code(sf_error e)
{
    switch (e) {
    case SF_OK:
        return P256_SUCCESS;
    case SF_ERR_INVALID_SIGNATURE:
        return P256_INVALID_SIGNATURE;
    case SF_ERR_INVALID_SCALAR:
        return P256_INVALID_PRIVKEY;
    case SF_ERR_INVALID_ENCODING:
    case SF_ERR_INVALID_POINT:
        return P256_INVALID_PUBKEY;
    default:
        return 1; /* matches no p256-m code */
    }
}

static void sf_fz_words(digit_t *w, const uint8_t *b)
{
    for (size_t i = 0; i < NWORDS_FIELD; i++) {
        w[i] = 0;
        for (size_t j = 0; j < sizeof(digit_t); j++)
            w[i] |= (digit_t)b[i * sizeof(digit_t) + j] << (8 * j);
    }
}

static void sf_fz_bytes(uint8_t *b, const digit_t *w)
{
    for (size_t i = 0; i < NWORDS_FIELD; i++)
        for (size_t j = 0; j < sizeof(digit_t); j++)
            b[i * sizeof(digit_t) + j] = (uint8_t)(w[i] >> (8 * j));
}

static void sf_fz_p256m_verify(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sig[64], pub[64];
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(pub, 64, data, size, &off);
    int rc = p256_ecdsa_verify(sig, pub, data + off, size - off);
    sf_error e = sf_p256_ecdsa_verify(sig, pub, 64, data + off, size - off);
    SF_FUZZ_ASSERT(rc == sf_fz_p256m_code(e));
}

static void sf_fz_p256m_ecdh(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t priv[32], pub[64], s1[32], s2[32];
    sf_fuzz_take(priv, 32, data, size, &off);
    sf_fuzz_take(pub, 64, data, size, &off);
    memset(s1, 0xaa, sizeof s1);
    int rc = p256_ecdh_shared_secret(s1, priv, pub);
    sf_error e = sf_p256_ecdh(s2, priv, pub, 64);
    SF_FUZZ_ASSERT(rc == sf_fz_p256m_code(e));
    if (rc == P256_SUCCESS)
        SF_FUZZ_ASSERT(memcmp(s1, s2, 32) == 0);
    else
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(s1, sizeof s1));
}

static void sf_fz_fourq_ecdh(const uint8_t *data, size_t size, int compressed)
{
    size_t off = 0;
    uint8_t sk[32], pk[64], s1[32], s2[32];
    size_t pklen = compressed ? 32 : 64;
    sf_fuzz_take(sk, 32, data, size, &off);
    sf_fuzz_take(pk, pklen, data, size, &off);
    memset(s1, 0xaa, sizeof s1);
    ECCRYPTO_STATUS st = compressed ? CompressedSecretAgreement(sk, pk, s1)
                                    : SecretAgreement(sk, pk, s1);
    sf_error e = compressed ? sf_fourq_ecdh_compressed(s2, sk, pk)
                            : sf_fourq_ecdh(s2, sk, pk);
    if (st != ECCRYPTO_SUCCESS)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(s1, sizeof s1));
    if (e == SF_OK) {
        SF_FUZZ_ASSERT(st == ECCRYPTO_SUCCESS);
        SF_FUZZ_ASSERT(memcmp(s1, s2, 32) == 0);
    }
    if (st != ECCRYPTO_SUCCESS)
        SF_FUZZ_ASSERT(e != SF_OK);
}

static void sf_fz_fourq_schnorrq(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sig[64], pk[32], r[64];
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(pk, 32, data, size, &off);
    const uint8_t *msg = data + off;
    size_t len = size - off;
    if (len > 0xffffffffu)
        return;
    unsigned int valid = 7;
    ECCRYPTO_STATUS st = SchnorrQ_Verify(pk, len ? msg : NULL,
                                         (unsigned int)len, sig, &valid);
    sf_error e = sf_fourq_schnorrq_verify(sig, pk, msg, len);
    SF_FUZZ_ASSERT(valid == 0 || valid == 1);
    if (e == SF_OK)
        SF_FUZZ_ASSERT(st == ECCRYPTO_SUCCESS && valid == 1);
    if (st == ECCRYPTO_SUCCESS && valid == 1 && e != SF_OK) {
        int s_out_of_range =
            sf_fuzz_is_zero(sig + 32, 32) ||
            sf_fourq_mul_gen(r, sig + 32) == SF_ERR_INVALID_SCALAR;
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_ENCODING || e == SF_ERR_INVALID_POINT ||
                       (e == SF_ERR_INVALID_SIGNATURE && s_out_of_range));
    }
}

static void sf_fz_fourq_decode(const uint8_t *data, size_t size)
{
    static const uint8_t zero[32], one[32] = {1};
    size_t off = 0;
    uint8_t q[64], out[64], r[64];
    digit_t k[NWORDS_ORDER] = {0}, l[NWORDS_ORDER] = {1};
    point_t qp, rp;
    sf_fuzz_take(q, 64, data, size, &off);
    sf_fz_words(qp->x[0], q);
    sf_fz_words(qp->x[1], q + 16);
    sf_fz_words(qp->y[0], q + 32);
    sf_fz_words(qp->y[1], q + 48);
    bool ok = ecc_mul_double(k, qp, l, rp);
    sf_fz_bytes(out, rp->x[0]);
    sf_fz_bytes(out + 16, rp->x[1]);
    sf_fz_bytes(out + 32, rp->y[0]);
    sf_fz_bytes(out + 48, rp->y[1]);
    sf_error e = sf_fourq_simul_gen_vartime(r, zero, one, q);
    if (e == SF_OK) {
        SF_FUZZ_ASSERT(ok);
        SF_FUZZ_ASSERT(memcmp(out, q, 64) == 0);
    }
    if (ok) {
        SF_FUZZ_ASSERT(sf_fourq_simul_gen_vartime(r, zero, one, out) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(r, out, 64) == 0);
    } else {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(out, sizeof out));
    }
}

static void sf_fz_snowshoe(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t a[32], b[32], q[64], r1[64], r2[64];
    sf_fuzz_take(a, 32, data, size, &off);
    sf_fuzz_take(b, 32, data, size, &off);
    sf_fuzz_take(q, 64, data, size, &off);
    const char *ca = (const char *)a, *cb = (const char *)b, *cq = (const char *)q;

    SF_FUZZ_ASSERT((snowshoe_valid(cq) == 0) == (sf_snowshoe_point_validate(q) == SF_OK));

    memset(r1, 0xaa, sizeof r1);
    int rc = snowshoe_mul(ca, cq, (char *)r1);
    sf_error e = sf_snowshoe_mul(r2, a, q);
    SF_FUZZ_ASSERT((rc == 0) == (e == SF_OK));
    SF_FUZZ_ASSERT(memcmp(r1, r2, 64) == 0);

    memset(r1, 0xaa, sizeof r1);
    rc = snowshoe_simul_gen(ca, cb, cq, (char *)r1);
    e = sf_snowshoe_simul_gen_vartime(r2, a, b, q);
    SF_FUZZ_ASSERT((rc == 0) == (e == SF_OK));
    SF_FUZZ_ASSERT(memcmp(r1, r2, 64) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    switch (data[0] % 7) {
    case 0:
        sf_fz_p256m_verify(data + 1, size - 1);
        break;
    case 1:
        sf_fz_p256m_ecdh(data + 1, size - 1);
        break;
    case 2:
        sf_fz_fourq_ecdh(data + 1, size - 1, 0);
        break;
    case 3:
        sf_fz_fourq_ecdh(data + 1, size - 1, 1);
        break;
    case 4:
        sf_fz_fourq_schnorrq(data + 1, size - 1);
        break;
    case 5:
        sf_fz_fourq_decode(data + 1, size - 1);
        break;
    default:
        sf_fz_snowshoe(data + 1, size - 1);
        break;
    }
    return 0;
}

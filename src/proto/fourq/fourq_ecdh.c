/*
 * FourQ co-factor ECDH (contracts in include/snowfield/fourq.h), FourQlib's
 * scheme on the native API:
 *
 *   public key      pk = [sk]G (64 bytes or compressed), sk mod N != 0
 *   shared secret   shared = y([sk]([392]A)), 32 bytes
 *
 * The peer's key A is validated (canonical, on the curve) and its cofactor
 * cleared first: [392]A = O exactly when A's order divides 392, and those
 * keys (the identity and every small-order point) are refused before the
 * secret is touched. Otherwise [392]A has order N and [sk]([392]A) is never
 * O for sk != 0 mod N; the result check stays as a second line.
 */
#include "snowfield/fourq.h"

#include "proto/fourq/fourq_proto.h"

/* pk = [sk]G: compressed (32 bytes) or not (64). */
static sf_error sf_pfq_ecdh_public(uint8_t *pk, size_t n, const uint8_t sk[32])
{
    sf_sc_fourq k;
    uint32_t err = 0;
    if (pk == NULL || sk == NULL) {
        sf_proto_zero(pk, n);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_secret(&k, sk, &err);
    return sf_pfq_mul_gen_out(pk, n, &k, err);
}

sf_error sf_fourq_public_key(uint8_t pk[SF_FOURQ_POINT_BYTES],
                             const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    return sf_pfq_ecdh_public(pk, SF_FOURQ_POINT_BYTES, sk);
}

sf_error sf_fourq_public_key_compressed(uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                        const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    return sf_pfq_ecdh_public(pk, SF_FOURQ_COMPRESSED_BYTES, sk);
}

/* Draws per key before giving up: a draw is 0 mod N with probability
 * 2^-246. */
#define SF_PFQ_KEYGEN_TRIES 8

sf_error sf_fourq_keygen(uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES], uint8_t pk[SF_FOURQ_POINT_BYTES],
                         const sf_rng *rng)
{
    uint8_t k[SF_FOURQ_SECRET_KEY_BYTES];
    sf_sc_fourq s;
    uint32_t err = sf_proto_code(SF_ERR_RANDOMNESS);
    if (sk == NULL || pk == NULL) {
        sf_proto_zero(sk, SF_FOURQ_SECRET_KEY_BYTES);
        sf_proto_zero(pk, SF_FOURQ_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    for (int i = 0; i < SF_PFQ_KEYGEN_TRIES; i++) {
        uint32_t zero;
        if (sf_random(rng, k, sizeof k) != SF_OK)
            break;
        /* Whether the draw was 0 mod N is public (it is thrown away): the
         * only branch on the key, on the declassified copy. */
        sf_sc_fourq_reduce(&s, k);
        zero = sf_sc_fourq_is_zero(&s);
        SF_CT_PUBLIC(&zero, sizeof zero);
        if (*(volatile uint32_t *)&zero == 0) {
            err = 0;
            break;
        }
    }
    sf_sc_fourq_clear(&s);
    sf_proto_emit(sk, k, sizeof k, err);
    if (err != 0) {
        sf_wipe(pk, SF_FOURQ_POINT_BYTES);
        return sf_proto_result(err);
    }
    return sf_pfq_ecdh_public(pk, SF_FOURQ_POINT_BYTES, sk);
}

/* shared = y([sk]([392]A)) for the peer key in n bytes: 64, or compressed (32). */
static sf_error sf_pfq_ecdh_shared(uint8_t shared[32], const uint8_t sk[32], const uint8_t *peer,
                                   size_t n)
{
    sf_sc_fourq k;
    sf_ge_fourq_ext a, c, r;
    sf_ge_fourq_affine ra;
    uint8_t kb[32], out[32];
    uint32_t err = 0;
    if (shared == NULL || sk == NULL || peer == NULL) {
        sf_proto_zero(shared, SF_FOURQ_SHARED_SECRET_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_secret(&k, sk, &err);
    if (n == SF_FOURQ_COMPRESSED_BYTES) /* public: the format */
        sf_pfq_load_compressed(&a, peer, &err);
    else
        sf_pfq_load_point(&a, peer, &err);
    sf_pfq_clear_cofactor(&c, &a, &err);
    sf_sc_fourq_encode(kb, &k);
    sf_mult_fourq_mul(&r, kb, &c);
    sf_proto_check(&err, sf_ge_fourq_ext_is_identity(&r) ^ 1u, SF_ERR_IDENTITY);
    sf_ge_fourq_ext_to_affine(&ra, &r);
    sf_fp2_127_encode(out, &ra.y);
    sf_proto_emit(shared, out, sizeof out, err);
    sf_sc_fourq_clear(&k);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&r, sizeof r);
    sf_wipe(&ra, sizeof ra);
    sf_wipe(&c, sizeof c);
    return sf_proto_result(err);
}

sf_error sf_fourq_ecdh(uint8_t shared[SF_FOURQ_SHARED_SECRET_BYTES],
                       const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                       const uint8_t peer[SF_FOURQ_POINT_BYTES])
{
    return sf_pfq_ecdh_shared(shared, sk, peer, SF_FOURQ_POINT_BYTES);
}

sf_error sf_fourq_ecdh_compressed(uint8_t shared[SF_FOURQ_SHARED_SECRET_BYTES],
                                  const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                  const uint8_t peer[SF_FOURQ_COMPRESSED_BYTES])
{
    return sf_pfq_ecdh_shared(shared, sk, peer, SF_FOURQ_COMPRESSED_BYTES);
}

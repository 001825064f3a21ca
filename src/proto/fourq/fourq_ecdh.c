/*
 * FourQ co-factor ECDH (contracts in include/snowfield/fourq.h), FourQlib's
 * scheme on the native API:
 *
 *   public key      pk = [sk]G (64 bytes or compressed), sk mod N != 0
 *   shared secret   ss = y([sk]([392]A)), 32 bytes
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

sf_error sf_fourq_ecdh_public_key(uint8_t pk[SF_FOURQ_POINT_BYTES],
                                  const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    return sf_pfq_ecdh_public(pk, SF_FOURQ_POINT_BYTES, sk);
}

sf_error sf_fourq_ecdh_public_key_compressed(uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                             const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    return sf_pfq_ecdh_public(pk, SF_FOURQ_COMPRESSED_BYTES, sk);
}

/* ss = y([sk]([392]A)) for the peer key in n bytes: 64, or compressed (32). */
static sf_error sf_pfq_ecdh_shared(uint8_t ss[32], const uint8_t sk[32], const uint8_t *peer,
                                   size_t n)
{
    sf_sc_fourq k;
    sf_ge_fourq_ext a, c, r;
    sf_ge_fourq_affine ra;
    uint8_t kb[32], out[32];
    uint32_t err = 0;
    if (ss == NULL || sk == NULL || peer == NULL) {
        sf_proto_zero(ss, SF_FOURQ_SHARED_BYTES);
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
    sf_proto_emit(ss, out, sizeof out, err);
    sf_sc_fourq_clear(&k);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&r, sizeof r);
    sf_wipe(&ra, sizeof ra);
    sf_wipe(&c, sizeof c);
    return sf_proto_result(err);
}

sf_error sf_fourq_ecdh(uint8_t ss[SF_FOURQ_SHARED_BYTES], const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                       const uint8_t peer_pk[SF_FOURQ_POINT_BYTES])
{
    return sf_pfq_ecdh_shared(ss, sk, peer_pk, SF_FOURQ_POINT_BYTES);
}

sf_error sf_fourq_ecdh_compressed(uint8_t ss[SF_FOURQ_SHARED_BYTES],
                                  const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                  const uint8_t peer_pk[SF_FOURQ_COMPRESSED_BYTES])
{
    return sf_pfq_ecdh_shared(ss, sk, peer_pk, SF_FOURQ_COMPRESSED_BYTES);
}

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
    sf_ge_fourq_ext p;
    uint32_t err = 0;
    if (pk == NULL || sk == NULL) {
        sf_proto_zero(pk, n);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_secret(&k, sk, &err);
    sf_mult_fourq_mul_gen(&p, &k);
    if (n == SF_FOURQ_COMPRESSED_BYTES) /* public: the format */
        sf_pfq_emit_compressed(pk, &p, err);
    else
        sf_pfq_emit_point(pk, &p, err);
    sf_sc_fourq_clear(&k);
    sf_wipe(&p, sizeof p);
    return sf_proto_result(err);
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

/* ss = y([k]([392]a)), with the verdict so far (k and a already loaded). */
static sf_error sf_pfq_ecdh_finish(uint8_t ss[32], const sf_sc_fourq *k,
                                   const sf_ge_fourq_ext *a, uint32_t err)
{
    sf_ge_fourq_ext c, r;
    sf_ge_fourq_affine ra;
    uint8_t kb[32], out[32];
    sf_pfq_clear_cofactor(&c, a, &err);
    sf_sc_fourq_encode(kb, k);
    sf_mult_fourq_mul(&r, kb, &c);
    sf_proto_check(&err, sf_ge_fourq_ext_is_identity(&r) ^ 1u, SF_ERR_IDENTITY);
    sf_ge_fourq_ext_to_affine(&ra, &r);
    sf_fp2_127_encode(out, &ra.y);
    sf_proto_emit(ss, out, sizeof out, err);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&r, sizeof r);
    sf_wipe(&ra, sizeof ra);
    sf_wipe(&c, sizeof c);
    return sf_proto_result(err);
}

sf_error sf_fourq_ecdh(uint8_t ss[SF_FOURQ_SHARED_BYTES], const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                       const uint8_t peer_pk[SF_FOURQ_POINT_BYTES])
{
    sf_sc_fourq k;
    sf_ge_fourq_ext a;
    uint32_t err = 0;
    sf_error e;
    if (ss == NULL || sk == NULL || peer_pk == NULL) {
        sf_proto_zero(ss, SF_FOURQ_SHARED_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_secret(&k, sk, &err);
    sf_pfq_load_point(&a, peer_pk, &err);
    e = sf_pfq_ecdh_finish(ss, &k, &a, err);
    sf_sc_fourq_clear(&k);
    return e;
}

sf_error sf_fourq_ecdh_compressed(uint8_t ss[SF_FOURQ_SHARED_BYTES],
                                  const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                  const uint8_t peer_pk[SF_FOURQ_COMPRESSED_BYTES])
{
    sf_sc_fourq k;
    sf_ge_fourq_ext a;
    uint32_t err = 0;
    sf_error e;
    if (ss == NULL || sk == NULL || peer_pk == NULL) {
        sf_proto_zero(ss, SF_FOURQ_SHARED_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_secret(&k, sk, &err);
    sf_pfq_load_compressed(&a, peer_pk, &err);
    e = sf_pfq_ecdh_finish(ss, &k, &a, err);
    sf_sc_fourq_clear(&k);
    return e;
}

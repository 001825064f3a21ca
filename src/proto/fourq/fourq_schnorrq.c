/*
 * SchnorrQ, FourQlib's signature (contracts in include/snowfield/fourq.h):
 *
 *   keys     k = SHA-512(sk), s = k[0..32) mod N, pk = encode([s]G)
 *   sign     r = SHA-512(k[32..64) || M), R = encode([r]G),
 *            h = SHA-512(R || pk || M), S = r - s h mod N, sig = R || S
 *   verify   encode([S]G + [h]A) == R
 * where r, s, h mean the low 32 bytes of each hash as little-endian
 * integers (reduced mod N where a scalar is needed; the verifier feeds h
 * unreduced to the 4-dimensional decomposition, as FourQlib does, which
 * gives the same point for A of order N and FourQlib's point otherwise).
 * Since [S]G + [h]A = [r - s h + h s]G = [r]G, honest signatures verify.
 *
 * No heap (FourQlib allocates the hash input of the signature): the
 * hashes stream the message through an incremental SHA-512.
 */
#include "snowfield/fourq.h"

#include <string.h>

#include "proto/fourq/fourq_proto.h"
#include "snowfield/hash.h"
#include "common/util.h"

/* out = SHA-512(a || b || msg); b may be NULL (then blen is 0). */
static void sf_pfq_sha512_3(uint8_t out[64], const uint8_t *a, size_t alen, const uint8_t *b,
                            size_t blen, const uint8_t *msg, size_t len)
{
    sf_sha512_ctx ctx;
    SF_IGNORE_RESULT(sf_sha512_init(&ctx));
    SF_IGNORE_RESULT(sf_sha512_update(&ctx, a, alen));
    if (b != NULL)
        SF_IGNORE_RESULT(sf_sha512_update(&ctx, b, blen));
    SF_IGNORE_RESULT(sf_sha512_update(&ctx, msg, len));
    SF_IGNORE_RESULT(sf_sha512_final(&ctx, out));
}

uint32_t sf_pfq_schnorrq_public(uint8_t pk[32], const uint8_t sk[32])
{
    uint8_t k[64];
    sf_sc_fourq s;
    sf_ge_fourq_ext a;
    sf_ge_fourq_affine aa;
    uint32_t ok;
    SF_IGNORE_RESULT(sf_sha512(k, sk, 32));
    sf_sc_fourq_reduce(&s, k);
    ok = sf_sc_fourq_is_zero(&s) ^ 1u;
    sf_mult_fourq_mul_gen(&a, &s);
    sf_ge_fourq_ext_to_affine(&aa, &a);
    sf_ge_fourq_compress(pk, &aa);
    sf_wipe(k, sizeof k);
    sf_sc_fourq_clear(&s);
    sf_wipe(&a, sizeof a);
    sf_wipe(&aa, sizeof aa);
    return ok;
}

uint32_t sf_pfq_schnorrq_sign(uint8_t sig[64], const uint8_t sk[32], const uint8_t pk[32],
                              const uint8_t *msg, size_t len)
{
    uint8_t k[64], r[64], h[64];
    sf_sc_fourq s, rs, hs;
    sf_ge_fourq_ext rp;
    sf_ge_fourq_affine ra;
    uint32_t ok;

    SF_IGNORE_RESULT(sf_sha512(k, sk, 32));
    sf_pfq_sha512_3(r, k + 32, 32, NULL, 0, msg, len);
    sf_sc_fourq_reduce(&rs, r);
    sf_mult_fourq_mul_gen(&rp, &rs);
    sf_ge_fourq_ext_to_affine(&ra, &rp);
    sf_ge_fourq_compress(sig, &ra);
    sf_pfq_sha512_3(h, sig, 32, pk, 32, msg, len);
    sf_sc_fourq_reduce(&hs, h);
    sf_sc_fourq_reduce(&s, k);
    ok = sf_sc_fourq_is_zero(&s) ^ 1u;
    sf_sc_fourq_mul(&hs, &hs, &s);
    sf_sc_fourq_sub(&rs, &rs, &hs);
    sf_sc_fourq_encode(sig + 32, &rs);

    sf_wipe(k, sizeof k);
    sf_wipe(r, sizeof r);
    sf_sc_fourq_clear(&s);
    sf_sc_fourq_clear(&rs);
    sf_sc_fourq_clear(&hs);
    sf_wipe(&rp, sizeof rp);
    sf_wipe(&ra, sizeof ra);
    return ok;
}

int sf_pfq_schnorrq_equation_vartime(const uint8_t sig[64], const uint8_t pk[32],
                                     const sf_ge_fourq_ext *a, const uint8_t *msg, size_t len)
{
    uint8_t h[64], enc[32];
    sf_ge_fourq_ext r;
    sf_ge_fourq_affine ra;
    sf_pfq_sha512_3(h, sig, 32, pk, 32, msg, len);
    sf_mult_fourq_mul_double_vartime(&r, sig + 32, h, a);
    sf_ge_fourq_ext_to_affine(&ra, &r);
    sf_ge_fourq_compress(enc, &ra);
    return memcmp(enc, sig, 32) == 0;
}

/* ==== the native API ======================================================== */

sf_error sf_fourq_schnorrq_public_key(uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                      const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    uint8_t out[32];
    uint32_t err = 0;
    if (pk == NULL || sk == NULL) {
        sf_proto_zero(pk, SF_FOURQ_COMPRESSED_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_proto_check(&err, sf_pfq_schnorrq_public(out, sk), SF_ERR_INVALID_SCALAR);
    sf_proto_emit(pk, out, sizeof out, err);
    return sf_proto_result(err);
}

/* Draws per key before giving up: s = 0 mod N with probability 2^-246. */
#define SF_PFQ_KEYGEN_TRIES 8

sf_error sf_fourq_schnorrq_keygen(uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                  uint8_t pk[SF_FOURQ_COMPRESSED_BYTES], const sf_rng *rng)
{
    uint8_t k[SF_FOURQ_SECRET_KEY_BYTES], out[SF_FOURQ_COMPRESSED_BYTES];
    uint32_t err = sf_proto_code(SF_ERR_RANDOMNESS);
    if (sk == NULL || pk == NULL) {
        sf_proto_zero(sk, SF_FOURQ_SECRET_KEY_BYTES);
        sf_proto_zero(pk, SF_FOURQ_COMPRESSED_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    memset(out, 0, sizeof out);
    for (int i = 0; i < SF_PFQ_KEYGEN_TRIES; i++) {
        uint32_t ok;
        if (sf_random(rng, k, sizeof k) != SF_OK)
            break;
        /* Whether s was 0 is public (the draw is thrown away): the only
         * branch on the key, on the declassified copy. */
        ok = sf_pfq_schnorrq_public(out, k);
        SF_CT_PUBLIC(&ok, sizeof ok);
        if (*(volatile uint32_t *)&ok) {
            err = 0;
            break;
        }
    }
    sf_proto_emit(pk, out, sizeof out, err);
    sf_proto_emit(sk, k, sizeof k, err);
    return sf_proto_result(err);
}

/* The signature of msg under sk with the public key pk (from the caller, or
 * derived); the checks of both native signers. */
static sf_error sf_pfq_schnorrq_sign_checked(uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                             const uint8_t sk[32], const uint8_t pk[32],
                                             const uint8_t *msg, size_t msglen, uint32_t err)
{
    uint8_t out[64], y[32];
    sf_fp2_127 t;
    uint32_t ok = sf_pfq_schnorrq_sign(out, sk, pk, msg, msglen);
    /* the secret scalar must not be 0 mod N (probability 2^-246) */
    sf_proto_check(&err, ok, SF_ERR_INVALID_SCALAR);
    /* pk is hashed as given: check only that it is a canonical encoding */
    memcpy(y, pk, sizeof y);
    y[31] &= 0x7f;
    sf_proto_check(&err, sf_fp2_127_decode(&t, y), SF_ERR_INVALID_ENCODING);
    sf_proto_emit(sig, out, sizeof out, err);
    return sf_proto_result(err);
}

sf_error sf_fourq_schnorrq_sign(uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES],
                                const uint8_t *msg, size_t msglen)
{
    uint8_t pk[SF_FOURQ_COMPRESSED_BYTES];
    uint32_t err = 0;
    if (sig == NULL || sk == NULL || (msg == NULL && msglen != 0)) {
        sf_proto_zero(sig, SF_FOURQ_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* s = 0 is caught here and again by the signer: the first code wins */
    sf_proto_check(&err, sf_pfq_schnorrq_public(pk, sk), SF_ERR_INVALID_SCALAR);
    return sf_pfq_schnorrq_sign_checked(sig, sk, pk, msg, msglen, err);
}

sf_error sf_fourq_schnorrq_keypair(uint8_t kp[SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES],
                                   const uint8_t sk[SF_FOURQ_SECRET_KEY_BYTES])
{
    uint8_t out[SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES];
    uint32_t err = 0;
    if (kp == NULL || sk == NULL) {
        sf_proto_zero(kp, SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    memcpy(out, sk, SF_FOURQ_SECRET_KEY_BYTES);
    sf_proto_check(&err, sf_pfq_schnorrq_public(out + SF_FOURQ_SECRET_KEY_BYTES, sk),
                   SF_ERR_INVALID_SCALAR);
    sf_proto_emit(kp, out, sizeof out, err);
    return sf_proto_result(err);
}

sf_error sf_fourq_schnorrq_sign_keypair(uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                        const uint8_t kp[SF_FOURQ_SCHNORRQ_KEYPAIR_BYTES],
                                        const uint8_t *msg, size_t msglen)
{
    if (sig == NULL || kp == NULL || (msg == NULL && msglen != 0)) {
        sf_proto_zero(sig, SF_FOURQ_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    return sf_pfq_schnorrq_sign_checked(sig, kp, kp + SF_FOURQ_SECRET_KEY_BYTES, msg, msglen, 0);
}

sf_error sf_fourq_schnorrq_verify(const uint8_t sig[SF_FOURQ_SIGNATURE_BYTES],
                                  const uint8_t pk[SF_FOURQ_COMPRESSED_BYTES],
                                  const uint8_t *msg, size_t msglen)
{
    sf_ge_fourq_ext a, c;
    sf_sc_fourq s;
    uint8_t sb[32];
    uint32_t err = 0;
    if (sig == NULL || pk == NULL || (msg == NULL && msglen != 0))
        return SF_ERR_INVALID_ARGUMENT;
    sf_pfq_load_compressed(&a, pk, &err);
    if (err != 0)
        return sf_proto_result(err);
    /* Refuse keys of order dividing 392, as ECDH does: under such a key one
     * signature verifies for every message whose h is right mod the key's
     * order (32 zero bytes, a point of order 4, with R = S = 0 takes a
     * quarter of all messages). No honest key has small order, and for any
     * other key a signature pins h mod N. FourQlib accepts them; its
     * SchnorrQ_Verify in compat/ keeps that. */
    sf_pfq_clear_cofactor(&c, &a, &err);
    if (err != 0)
        return sf_proto_result(err);
    /* S < N: reducing S changes nothing */
    sf_sc_fourq_reduce(&s, sig + 32);
    sf_sc_fourq_encode(sb, &s);
    if (memcmp(sb, sig + 32, 32) != 0)
        return SF_ERR_INVALID_SIGNATURE;
    if (!sf_pfq_schnorrq_equation_vartime(sig, pk, &a, msg, msglen))
        return SF_ERR_INVALID_SIGNATURE;
    return SF_OK;
}

/*
 * The Snowshoe signature: the EdDSA-style scheme the original's README
 * sketches, made concrete with BLAKE2b-512. The byte-exact specification is
 * docs/snowshoe-signature.md; contracts in include/snowfield/snowshoe.h.
 *
 *   keys     (lo || hi) = H(seed), a = secret_gen(lo), A = [a]G
 *            sk = seed || A (96 bytes), pk = A (64 bytes)
 *   sign     r = H(hi || M) mod q, R = [4r]G, t = H(R || A || M) mod q,
 *            s = r + t a mod q, sig = R || s
 *   verify   A valid, s < q, R == [4s]G + [4t](-A)   (as 64-byte strings)
 * with H = BLAKE2b-512 (unkeyed) and every integer 32 or 64 bytes
 * little-endian. Since A is in the q-subgroup up to 2-torsion and the
 * verifier multiplies it by 4, [4s]G - [4t]A = [4](r + t a)G - [4t a]G = R.
 */
#include "snowfield/snowshoe.h"

#include <string.h>

#include "mult/snowshoe/mult_snowshoe.h"
#include "proto/snowshoe/snowshoe_proto.h"
#include "snowfield/hash.h"

/* a from the seed: lo = first half of H(seed), a = lo & (2^251 - 1);
 * hi (may be NULL) = second half. Returns the 0 < a verdict. */
static uint32_t sf_pss_sign_scalar(sf_sc_snowshoe *a, uint8_t *hi, const uint8_t seed[32])
{
    uint8_t h[64];
    uint32_t ok;
    (void)sf_blake2b(h, sizeof h, NULL, 0, seed, SF_SNOWSHOE_SEED_BYTES);
    sf_sc_snowshoe_secret_mask(h);
    ok = sf_sc_snowshoe_decode(a, h); /* a < 2^251 < q: only 0 fails */
    if (hi != NULL)
        memcpy(hi, h + 32, 32);
    sf_wipe(h, sizeof h);
    return ok;
}

sf_error sf_snowshoe_sign_keypair_from_seed(uint8_t sk[SF_SNOWSHOE_SIGN_SECRET_BYTES],
                                            uint8_t pk[SF_SNOWSHOE_POINT_BYTES],
                                            const uint8_t seed[SF_SNOWSHOE_SEED_BYTES])
{
    sf_sc_snowshoe a;
    sf_ge_snowshoe_ext A;
    uint8_t out[SF_SNOWSHOE_SIGN_SECRET_BYTES];
    uint32_t err = 0;
    if (sk == NULL || pk == NULL || seed == NULL ||
        sf_pss_overlap(sk, SF_SNOWSHOE_SIGN_SECRET_BYTES, pk, SF_SNOWSHOE_POINT_BYTES)) {
        sf_pss_zero(sk, SF_SNOWSHOE_SIGN_SECRET_BYTES);
        sf_pss_zero(pk, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_fold_flag(&err, sf_pss_sign_scalar(&a, NULL, seed), SF_ERR_INVALID_SCALAR);
    sf_mult_snowshoe_mul_gen(&A, &a);
    memcpy(out, seed, SF_SNOWSHOE_SEED_BYTES);
    sf_ge_snowshoe_encode(out + SF_SNOWSHOE_SEED_BYTES, &A);
    sf_pss_emit(sk, out, sizeof out, err);
    memcpy(pk, sk + SF_SNOWSHOE_SEED_BYTES, SF_SNOWSHOE_POINT_BYTES); /* no overlap */
    sf_sc_snowshoe_clear(&a);
    sf_wipe(&A, sizeof A);
    return sf_pss_result(err);
}

sf_error sf_snowshoe_sign_keypair(uint8_t sk[SF_SNOWSHOE_SIGN_SECRET_BYTES],
                                  uint8_t pk[SF_SNOWSHOE_POINT_BYTES], const sf_rng *rng)
{
    uint8_t seed[SF_SNOWSHOE_SEED_BYTES];
    sf_error e;
    if (sk == NULL || pk == NULL) {
        sf_pss_zero(sk, SF_SNOWSHOE_SIGN_SECRET_BYTES);
        sf_pss_zero(pk, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    e = sf_random(rng, seed, sizeof seed);
    if (e == SF_OK)
        e = sf_snowshoe_sign_keypair_from_seed(sk, pk, seed);
    else {
        sf_wipe(sk, SF_SNOWSHOE_SIGN_SECRET_BYTES);
        sf_wipe(pk, SF_SNOWSHOE_POINT_BYTES);
    }
    sf_wipe(seed, sizeof seed);
    return e;
}

/* t = H(R || A || M) mod q. */
static void sf_pss_challenge(sf_sc_snowshoe *t, const uint8_t R[64], const uint8_t A[64],
                             const uint8_t *msg, size_t len)
{
    sf_blake2b_ctx ctx;
    uint8_t h[64];
    (void)sf_blake2b_init(&ctx, sizeof h, NULL, 0);
    (void)sf_blake2b_update(&ctx, R, 64);
    (void)sf_blake2b_update(&ctx, A, 64);
    (void)sf_blake2b_update(&ctx, msg, len);
    (void)sf_blake2b_final(&ctx, h);
    sf_sc_snowshoe_reduce512(t, h);
    sf_wipe(h, sizeof h);
}

sf_error sf_snowshoe_sign(uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                          const uint8_t sk[SF_SNOWSHOE_SIGN_SECRET_BYTES],
                          const uint8_t *msg, size_t len)
{
    sf_sc_snowshoe a, r, t;
    sf_ge_snowshoe_ext R;
    sf_blake2b_ctx ctx;
    uint8_t hi[32], h[64], out[SF_SNOWSHOE_SIGNATURE_BYTES];
    const uint8_t *A;
    uint32_t err = 0;
    if (sig == NULL || sk == NULL || (msg == NULL && len != 0)) {
        sf_pss_zero(sig, SF_SNOWSHOE_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    A = sk + SF_SNOWSHOE_SEED_BYTES;
    sf_pss_fold_flag(&err, sf_pss_sign_scalar(&a, hi, sk), SF_ERR_INVALID_SCALAR);

    /* r = H(hi || M) mod q, R = [4r]G */
    (void)sf_blake2b_init(&ctx, sizeof h, NULL, 0);
    (void)sf_blake2b_update(&ctx, hi, sizeof hi);
    (void)sf_blake2b_update(&ctx, msg, len);
    (void)sf_blake2b_final(&ctx, h);
    sf_sc_snowshoe_reduce512(&r, h);
    sf_sc_snowshoe_add(&t, &r, &r);
    sf_sc_snowshoe_add(&t, &t, &t);
    sf_mult_snowshoe_mul_gen(&R, &t);
    sf_ge_snowshoe_encode(out, &R);

    /* t = H(R || A || M) mod q, s = r + t a */
    sf_pss_challenge(&t, out, A, msg, len);
    sf_sc_snowshoe_muladd(&t, &t, &a, &r);
    sf_sc_snowshoe_encode(out + 64, &t);

    sf_pss_emit(sig, out, sizeof out, err);
    sf_sc_snowshoe_clear(&a);
    sf_sc_snowshoe_clear(&r);
    sf_sc_snowshoe_clear(&t);
    sf_wipe(&R, sizeof R);
    sf_wipe(hi, sizeof hi);
    sf_wipe(h, sizeof h);
    return sf_pss_result(err);
}

sf_error sf_snowshoe_verify_vartime(const uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                                    const uint8_t pk[SF_SNOWSHOE_POINT_BYTES],
                                    const uint8_t *msg, size_t len)
{
    static const uint8_t zero[32] = {0};
    sf_sc_snowshoe s, t;
    sf_ge_snowshoe_ext A;
    sf_fp2_127 x, y;
    sf_error e;
    if (sig == NULL || pk == NULL || (msg == NULL && len != 0))
        return SF_ERR_INVALID_ARGUMENT;
    e = sf_ge_snowshoe_decode_vartime(&A, pk);
    if (e != SF_OK)
        return e;
    /* s < q (0 included: a valid signature has s = 0 with probability 1/q) */
    if (!sf_sc_snowshoe_decode(&s, sig + 64)) {
        if (memcmp(sig + 64, zero, 32) != 0)
            return SF_ERR_INVALID_SIGNATURE;
        sf_sc_snowshoe_set_u32(&s, 0);
    }
    sf_pss_challenge(&t, sig, pk, msg, len);
    /* [4s]G + [t](-[4]A) */
    sf_sc_snowshoe_add(&s, &s, &s);
    sf_sc_snowshoe_add(&s, &s, &s);
    sf_pss_times4(&A, &A);
    sf_ge_snowshoe_ext_neg(&A, &A);
    sf_mult_snowshoe_simul_gen_vartime(&A, &s, &t, &A);
    /* enc(R') == sig[0..64) without the inversion of an encoding: R' is
     * (X : Y : Z) with Z != 0, and the 64 bytes are equal exactly when
     * they are canonical and x Z = X, y Z = Y. */
    if (!sf_fp2_127_decode(&x, sig) || !sf_fp2_127_decode(&y, sig + 32))
        return SF_ERR_INVALID_SIGNATURE;
    sf_fp2_127_mul(&x, &x, &A.Z);
    sf_fp2_127_mul(&y, &y, &A.Z);
    return sf_fp2_127_eq(&x, &A.X) && sf_fp2_127_eq(&y, &A.Y) ? SF_OK
                                                              : SF_ERR_INVALID_SIGNATURE;
}

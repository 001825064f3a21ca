/*
 * The Snowshoe signature: the EdDSA-style scheme the original's README
 * sketches, made concrete with BLAKE2b-512. The byte-exact specification is
 * docs/snowshoe-signature.md; contracts in include/snowfield/snowshoe.h.
 *
 *   keys     sk a 32-byte seed, (lo || hi) = H(sk), a = secret_gen(lo),
 *            A = [a]G; pk = A (64 bytes), kp = sk || A (96 bytes)
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
#include "common/util.h"

/* a from the seed: lo = first half of H(seed), a = lo & (2^251 - 1);
 * hi (may be NULL) = second half. Returns the 0 < a verdict. */
static uint32_t sf_pss_sign_scalar(sf_sc_snowshoe *a, uint8_t *hi, const uint8_t seed[32])
{
    uint8_t h[64];
    uint32_t ok;
    SF_IGNORE_RESULT(sf_blake2b(h, sizeof h, NULL, 0, seed, SF_SNOWSHOE_SECRET_KEY_BYTES));
    sf_sc_snowshoe_secret_mask(h);
    ok = sf_sc_snowshoe_decode(a, h); /* a < 2^251 < q: only 0 fails */
    if (hi != NULL)
        memcpy(hi, h + 32, 32);
    sf_wipe(h, sizeof h);
    return ok;
}

/* kp = sk || A; the verdict is 0 < a. */
static void sf_pss_keypair(uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES],
                           const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES], uint32_t *err)
{
    sf_sc_snowshoe a;
    sf_ge_snowshoe_ext A;
    sf_proto_check(err, sf_pss_sign_scalar(&a, NULL, sk), SF_ERR_INVALID_SCALAR);
    sf_mult_snowshoe_mul_gen(&A, &a);
    memcpy(kp, sk, SF_SNOWSHOE_SECRET_KEY_BYTES);
    sf_ge_snowshoe_encode(kp + SF_SNOWSHOE_SECRET_KEY_BYTES, &A);
    sf_sc_snowshoe_clear(&a);
    sf_wipe(&A, sizeof A);
}

sf_error sf_snowshoe_keypair(uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES],
                             const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES])
{
    uint8_t out[SF_SNOWSHOE_KEYPAIR_BYTES];
    uint32_t err = 0;
    if (kp == NULL || sk == NULL) {
        sf_proto_zero(kp, SF_SNOWSHOE_KEYPAIR_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_keypair(out, sk, &err);
    sf_proto_emit(kp, out, sizeof out, err);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_sign_public_key(uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                     const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES])
{
    uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES];
    uint32_t err = 0;
    if (pk == NULL || sk == NULL) {
        sf_proto_zero(pk, SF_SNOWSHOE_PUBLIC_KEY_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_keypair(kp, sk, &err);
    sf_proto_emit(pk, kp + SF_SNOWSHOE_SECRET_KEY_BYTES, SF_SNOWSHOE_PUBLIC_KEY_BYTES, err);
    sf_wipe(kp, sizeof kp);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_sign_keygen(uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                                 uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES], const sf_rng *rng)
{
    uint8_t seed[SF_SNOWSHOE_SECRET_KEY_BYTES], kp[SF_SNOWSHOE_KEYPAIR_BYTES];
    uint32_t err = 0;
    if (sk == NULL || pk == NULL ||
        sf_proto_overlap(sk, SF_SNOWSHOE_SECRET_KEY_BYTES, pk, SF_SNOWSHOE_PUBLIC_KEY_BYTES)) {
        sf_proto_zero(sk, SF_SNOWSHOE_SECRET_KEY_BYTES);
        sf_proto_zero(pk, SF_SNOWSHOE_PUBLIC_KEY_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (sf_random(rng, seed, sizeof seed) != SF_OK) {
        sf_wipe(sk, SF_SNOWSHOE_SECRET_KEY_BYTES);
        sf_wipe(pk, SF_SNOWSHOE_PUBLIC_KEY_BYTES);
        return SF_ERR_RANDOMNESS;
    }
    sf_pss_keypair(kp, seed, &err);
    sf_wipe(seed, sizeof seed);
    sf_proto_emit(pk, kp + SF_SNOWSHOE_SECRET_KEY_BYTES, SF_SNOWSHOE_PUBLIC_KEY_BYTES, err);
    sf_proto_emit(sk, kp, SF_SNOWSHOE_SECRET_KEY_BYTES, err);
    sf_wipe(kp, sizeof kp);
    return sf_proto_result(err);
}

/* t = H(R || A || M) mod q. */
static void sf_pss_challenge(sf_sc_snowshoe *t, const uint8_t R[64], const uint8_t A[64],
                             const uint8_t *msg, size_t len)
{
    sf_blake2b_ctx ctx;
    uint8_t h[64];
    SF_IGNORE_RESULT(sf_blake2b_init(&ctx, sizeof h, NULL, 0));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, R, 64));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, A, 64));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, msg, len));
    SF_IGNORE_RESULT(sf_blake2b_final(&ctx, h));
    sf_sc_snowshoe_reduce512(t, h);
    sf_wipe(h, sizeof h);
}

sf_error sf_snowshoe_sign_keypair(uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                                  const uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES],
                                  const uint8_t *msg, size_t msglen)
{
    sf_sc_snowshoe a, r, t;
    sf_ge_snowshoe_ext R;
    sf_blake2b_ctx ctx;
    uint8_t hi[32], h[64], out[SF_SNOWSHOE_SIGNATURE_BYTES];
    const uint8_t *A;
    uint32_t err = 0;
    if (sig == NULL || kp == NULL || (msg == NULL && msglen != 0)) {
        sf_proto_zero(sig, SF_SNOWSHOE_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    A = kp + SF_SNOWSHOE_SECRET_KEY_BYTES;
    sf_proto_check(&err, sf_pss_sign_scalar(&a, hi, kp), SF_ERR_INVALID_SCALAR);

    /* r = H(hi || M) mod q, R = [4r]G */
    SF_IGNORE_RESULT(sf_blake2b_init(&ctx, sizeof h, NULL, 0));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, hi, sizeof hi));
    SF_IGNORE_RESULT(sf_blake2b_update(&ctx, msg, msglen));
    SF_IGNORE_RESULT(sf_blake2b_final(&ctx, h));
    sf_sc_snowshoe_reduce512(&r, h);
    sf_sc_snowshoe_add(&t, &r, &r);
    sf_sc_snowshoe_add(&t, &t, &t);
    sf_mult_snowshoe_mul_gen(&R, &t);
    sf_ge_snowshoe_encode(out, &R);

    /* t = H(R || A || M) mod q, s = r + t a */
    sf_pss_challenge(&t, out, A, msg, msglen);
    sf_sc_snowshoe_muladd(&t, &t, &a, &r);
    sf_sc_snowshoe_encode(out + 64, &t);

    sf_proto_emit(sig, out, sizeof out, err);
    sf_sc_snowshoe_clear(&a);
    sf_sc_snowshoe_clear(&r);
    sf_sc_snowshoe_clear(&t);
    sf_wipe(&R, sizeof R);
    sf_wipe(hi, sizeof hi);
    sf_wipe(h, sizeof h);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_sign(uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                          const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES], const uint8_t *msg,
                          size_t msglen)
{
    uint8_t kp[SF_SNOWSHOE_KEYPAIR_BYTES];
    uint32_t unused = 0; /* a = 0: the signer derives a again and says so */
    sf_error e;
    if (sig == NULL || sk == NULL || (msg == NULL && msglen != 0)) {
        sf_proto_zero(sig, SF_SNOWSHOE_SIGNATURE_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_keypair(kp, sk, &unused);
    e = sf_snowshoe_sign_keypair(sig, kp, msg, msglen);
    sf_wipe(kp, sizeof kp);
    return e;
}

sf_error sf_snowshoe_verify(const uint8_t sig[SF_SNOWSHOE_SIGNATURE_BYTES],
                            const uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES], const uint8_t *msg,
                            size_t msglen)
{
    static const uint8_t zero[32] = {0};
    sf_sc_snowshoe s, t;
    sf_ge_snowshoe_ext A;
    sf_fp2_127 x, y;
    sf_error e;
    if (sig == NULL || pk == NULL || (msg == NULL && msglen != 0))
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
    sf_pss_challenge(&t, sig, pk, msg, msglen);
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

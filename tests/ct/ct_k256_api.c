/*
 * Constant-time cases for secp256k1's upper layers: the group formulas
 * (src/group/k256), the multiplications (src/mult/k256) and every public
 * function of include/snowfield/secp256k1.h that takes a secret: key
 * generation and derivation, ECDH (both forms), ECDSA signing (plain and
 * recoverable), BIP-340 signing, the tweaks and the constant-time point
 * functions. sf-ct checks the 64-bit
 * backend, sf-ct-portable the 32-bit one.
 *
 * Secret keys, nonces, tweaks and secret points are poisoned; public keys,
 * messages and hashes stay defined (poisoning them too where the function
 * must not care, e.g. the message of a signature). The library declassifies
 * only what the protocol publishes (validity verdicts, public keys, the
 * signature's R).
 *
 * sf_mult_k256_simul_gen_vartime is listed as leaky: the negative control
 * showing that the check sees its wNAF branches.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "group/k256/ge_k256.h"
#include "mult/k256/mult_k256.h"
#include "snowfield/secp256k1.h"
#include "common/util.h"

extern const sf_ct_case sf_ct_cases_k256_api[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A valid secret key from defined bytes (top byte kept below n's). */
static void sf_ct_k256_key(uint8_t sec[32], uint64_t seed)
{
    sf_ct_fill(sec, 32, seed);
    sec[0] = 0x7F;
}

/* A public key (defined) from a seed. */
static void sf_ct_k256_pub(uint8_t pub[33], uint64_t seed)
{
    uint8_t sec[32];
    sf_ct_k256_key(sec, seed);
    SF_IGNORE_RESULT(sf_secp256k1_public_key(pub, sec));
}

/* A random point, as affine and Jacobian (defined). */
static void sf_ct_k256_point(sf_ge_k256_affine *a, uint64_t seed)
{
    uint8_t pub[33];
    sf_ct_k256_pub(pub, seed);
    (void)sf_ge_k256_decode(a, pub, 33);
}

/* ---- group and mult ----------------------------------------------------------- */

SF_CT_TEST(ge_k256_formulas)
{
    sf_ge_k256_affine a, b;
    sf_ge_k256_jac p, q, r[8];
    uint32_t ctl = 1;
    uint8_t enc[33];
    sf_ct_k256_point(&a, 700);
    sf_ct_k256_point(&b, 701);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(ctl);
    sf_ge_k256_jac_from_affine(&p, &a);
    sf_ge_k256_jac_from_affine(&q, &b);
    sf_ge_k256_jac_dbl(&r[0], &p);
    sf_ge_k256_jac_add(&r[1], &r[0], &q);
    sf_ge_k256_jac_add_affine(&r[2], &r[1], &a);
    sf_ge_k256_jac_add_complete(&r[3], &r[2], &r[2]);
    sf_ge_k256_jac_add_affine_complete(&r[4], &r[3], &b);
    sf_ge_k256_jac_cneg(&r[5], &r[4], ctl);
    sf_ge_k256_jac_endo(&r[6], &r[5]);
    r[7] = r[6];
    sf_ge_k256_jac_cmov(&r[7], &p, ctl);
    (void)sf_ge_k256_jac_to_affine(&a, &r[7]);
    sf_ge_k256_encode_compressed(enc, &a);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(enc);
}

SF_CT_TEST(ge_k256_decode)
{
    uint8_t pub[33];
    sf_ge_k256_affine a;
    sf_error rc;
    sf_ct_k256_pub(pub, 702);
    /* decoding runs in constant time in the bytes; only the verdict may
     * steer a branch (the function declassifies nothing: sink it) */
    SF_CT_SECRET_VAR(pub);
    rc = sf_ge_k256_decode_xonly(&a, pub + 1);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(a);
}

SF_CT_TEST(mult_k256_mul_gen)
{
    sf_sc_k256 k;
    sf_ge_k256_jac r;
    uint8_t b[32];
    sf_ct_fill(b, 32, 710);
    (void)sf_sc_k256_load(&k, b);
    SF_CT_SECRET_VAR(k);
    sf_mult_k256_mul_gen(&r, &k);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_k256_mul)
{
    sf_sc_k256 k;
    sf_ge_k256_affine p;
    sf_ge_k256_jac r;
    uint8_t b[32];
    sf_ct_fill(b, 32, 711);
    (void)sf_sc_k256_load(&k, b);
    sf_ct_k256_point(&p, 712);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    sf_mult_k256_mul(&r, &k, &p);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_k256_simul_vartime_leaks)
{
    sf_sc_k256 a, b;
    sf_ge_k256_affine p;
    sf_ge_k256_jac r;
    uint8_t x[32];
    sf_ct_fill(x, 32, 713);
    (void)sf_sc_k256_load(&a, x);
    sf_ct_fill(x, 32, 714);
    (void)sf_sc_k256_load(&b, x);
    sf_ct_k256_point(&p, 715);
    SF_CT_SECRET_VAR(a);
    sf_mult_k256_simul_gen_vartime(&r, &a, &b, &p);
    SF_CT_SINK_VAR(r);
}

/* ---- the public API ----------------------------------------------------------------- */

/* An RNG whose output is secret (poisoned as it is produced). */
static int sf_ct_k256_rng(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    sf_ct_fill(out, len, 720);
    out[0] = 0x7F;
    SF_CT_SECRET(out, len);
    return 0;
}

SF_CT_TEST(k256_keygen)
{
    uint8_t sec[32], pub[33];
    sf_rng rng = {sf_ct_k256_rng, NULL};
    sf_error rc = sf_secp256k1_keygen(sec, pub, &rng);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sec);
    SF_CT_SINK_VAR(pub);
}

SF_CT_TEST(k256_public_keys)
{
    uint8_t sec[32], pub[33], pub65[65], x[32];
    int parity;
    sf_error rc[4];
    sf_ct_k256_key(sec, 721);
    SF_CT_SECRET_VAR(sec);
    rc[0] = sf_secp256k1_secret_key_validate(sec);
    rc[1] = sf_secp256k1_public_key(pub, sec);
    rc[2] = sf_secp256k1_public_key_uncompressed(pub65, sec);
    rc[3] = sf_secp256k1_xonly_public_key(x, &parity, sec);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(pub);
    SF_CT_SINK_VAR(pub65);
    SF_CT_SINK_VAR(x);
    SF_CT_SINK_VAR(parity);
}

SF_CT_TEST(k256_ecdh)
{
    uint8_t sec[32], pub[33], out[2][32];
    sf_error rc[2];
    sf_ct_k256_key(sec, 722);
    sf_ct_k256_pub(pub, 723);
    SF_CT_SECRET_VAR(sec);
    rc[0] = sf_secp256k1_ecdh(out[0], sec, pub, 33);
    rc[1] = sf_secp256k1_ecdh_raw_x(out[1], sec, pub, 33);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(k256_ecdsa_sign)
{
    uint8_t sec[32], hash[32], sig[2][64];
    int recid;
    sf_error rc[2];
    sf_ct_k256_key(sec, 724);
    sf_ct_fill(hash, 32, 725);
    SF_CT_SECRET_VAR(sec);
    SF_CT_SECRET_VAR(hash);
    rc[0] = sf_secp256k1_ecdsa_sign(sig[0], sec, hash);
    /* The recoverable form finds its id by recovering the key from the
     * signature and the hash, which travel together and are public: only
     * the key stays poisoned for it. */
    SF_CT_PUBLIC(hash, sizeof hash);
    rc[1] = sf_secp256k1_ecdsa_sign_recoverable(sig[1], &recid, sec, hash);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sig);
    SF_CT_SINK_VAR(recid);
}

SF_CT_TEST(k256_schnorr_sign)
{
    uint8_t sec[32], aux[32], msg[40], sig[64];
    sf_error rc;
    sf_ct_k256_key(sec, 726);
    sf_ct_fill(aux, 32, 727);
    sf_ct_fill(msg, sizeof msg, 728);
    SF_CT_SECRET_VAR(sec);
    SF_CT_SECRET_VAR(aux);
    SF_CT_SECRET_VAR(msg);
    rc = sf_secp256k1_schnorr_sign(sig, sec, msg, sizeof msg, aux);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sig);
}

SF_CT_TEST(k256_schnorr_keypair)
{
    uint8_t sec[32], kp[64], aux[32], msg[40], sig[64];
    sf_error rc[2];
    sf_ct_k256_key(sec, 734);
    sf_ct_fill(aux, 32, 735);
    sf_ct_fill(msg, sizeof msg, 736);
    SF_CT_SECRET_VAR(sec);
    rc[0] = sf_secp256k1_keypair(kp, sec);
    /* the keypair's second half, x(P), is public; its first is not */
    SF_CT_PUBLIC(kp + 32, 32);
    SF_CT_SECRET(kp, 32);
    SF_CT_SECRET_VAR(aux);
    SF_CT_SECRET_VAR(msg);
    rc[1] = sf_secp256k1_schnorr_sign_keypair(sig, kp, msg, sizeof msg, aux);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sig);
}

SF_CT_TEST(k256_tweaks)
{
    uint8_t sec[32], tw[32], pub[33], out[4][33];
    sf_error rc[3];
    sf_ct_k256_key(sec, 729);
    sf_ct_k256_key(tw, 730);
    sf_ct_k256_pub(pub, 731);
    SF_CT_SECRET_VAR(sec);
    SF_CT_SECRET_VAR(tw);
    rc[0] = sf_secp256k1_secret_key_tweak_add(out[0], sec, tw);
    rc[1] = sf_secp256k1_secret_key_tweak_mul(out[1], sec, tw);
    rc[2] = sf_secp256k1_public_key_tweak_mul(out[2], pub, 33, tw);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(out);
}

SF_CT_TEST(k256_point_api)
{
    uint8_t k[32];
    sf_secp256k1_affine a, out;
    sf_secp256k1_jacobian j, r[4];
    sf_error rc[6];
    sf_ct_k256_key(k, 732);
    SF_IGNORE_RESULT(sf_secp256k1_affine_mul_gen(&a, k));
    SF_IGNORE_RESULT(sf_secp256k1_affine_to_jacobian(&j, &a));
    sf_ct_k256_key(k, 733);
    /* a secret point and a secret scalar */
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(j);
    SF_CT_SECRET_VAR(k);
    rc[0] = sf_secp256k1_jacobian_mul_gen(&r[0], k);
    rc[1] = sf_secp256k1_jacobian_mul(&r[1], k, &j);
    rc[2] = sf_secp256k1_jacobian_add(&r[2], &r[0], &r[1]);
    rc[3] = sf_secp256k1_jacobian_double(&r[3], &r[2]);
    rc[4] = sf_secp256k1_affine_mul(&out, k, &a);
    rc[5] = sf_secp256k1_jacobian_to_affine(&a, &r[3]);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(out);
    SF_CT_SINK_VAR(a);
}

const sf_ct_case sf_ct_cases_k256_api[] = {
    SF_CT_CLEAN(ge_k256_formulas),
    SF_CT_CLEAN(ge_k256_decode),
    SF_CT_CLEAN(mult_k256_mul_gen),
    SF_CT_CLEAN(mult_k256_mul),
    SF_CT_LEAKY(mult_k256_simul_vartime_leaks),
    SF_CT_CLEAN(k256_keygen),
    SF_CT_CLEAN(k256_public_keys),
    SF_CT_CLEAN(k256_ecdh),
    SF_CT_CLEAN(k256_ecdsa_sign),
    SF_CT_CLEAN(k256_schnorr_sign),
    SF_CT_CLEAN(k256_schnorr_keypair),
    SF_CT_CLEAN(k256_tweaks),
    SF_CT_CLEAN(k256_point_api),
    SF_CT_CASES_END,
};

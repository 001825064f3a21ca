/*
 * Constant-time cases for P-256 above the field and scalars: the group
 * formulas, the three scalar multiplications, and every secret-handling
 * public function (native and p256-m API). sf-ct checks the 64-bit field
 * backend, sf-ct-portable the 32-bit one.
 *
 * Secret: private keys, scalars, RNG output that becomes a key or hedges a
 * nonce, message hashes given to signing (RFC 6979 mixes them with the
 * key), and the points of secret multiples. Public: the peer's key, the
 * lengths, and what the functions declassify by design (a key's validity,
 * the public key they output, r = 0 / s = 0 retries).
 *
 * sf_mult_p256_simul_gen_vartime, fed a secret scalar, is the negative
 * control: it must be seen to leak.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "mult/p256/mult_p256.h"
#include "snowfield/compat/p256-m.h"
#include "snowfield/p256.h"

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* An RNG whose output is secret: deterministic bytes, poisoned. */
static int sf_ct_p256_fill(void *ctx, uint8_t *out, size_t len)
{
    uint64_t *seed = (uint64_t *)ctx;
    sf_ct_fill(out, len, (*seed)++);
    SF_CT_SECRET(out, len);
    return 0;
}

/* A valid scalar k (0 < k < n) from a seed, defined (poison it after). */
static void sf_ct_p256_scalar(sf_sc_p256 *k, uint64_t seed)
{
    uint8_t b[32];
    sf_ct_fill(b, sizeof b, seed);
    b[0] &= 0x7F; /* < 2^255 < n */
    b[31] |= 1;   /* != 0 */
    (void)sf_sc_p256_load(k, b);
}

/* A public point: [seed] G, computed before anything is poisoned. */
static void sf_ct_p256_point(sf_ge_p256_affine *p, uint64_t seed)
{
    sf_sc_p256 k;
    sf_ge_p256_jac r;
    sf_ct_p256_scalar(&k, seed);
    sf_mult_p256_mul_gen(&r, &k);
    (void)sf_ge_p256_jac_to_affine(p, &r);
}

/* ---- group and mult --------------------------------------------------------- */

SF_CT_TEST(ge_p256_formulas)
{
    sf_ge_p256_affine a, b;
    sf_ge_p256_jac p, q, r[6];
    uint32_t ctl = 1;
    sf_ct_p256_point(&a, 700);
    sf_ct_p256_point(&b, 701);
    sf_ge_p256_jac_from_affine(&p, &a);
    sf_ge_p256_jac_from_affine(&q, &b);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(p);
    SF_CT_SECRET_VAR(q);
    SF_CT_SECRET_VAR(ctl);
    sf_ge_p256_jac_dbl(&r[0], &p);
    sf_ge_p256_jac_add(&r[1], &p, &q);
    sf_ge_p256_jac_add_affine(&r[2], &p, &b);
    sf_ge_p256_jac_add_complete(&r[3], &p, &p);
    sf_ge_p256_jac_add_affine_complete(&r[4], &q, &b);
    sf_ge_p256_jac_cneg(&r[5], &r[4], ctl);
    sf_ge_p256_jac_cmov(&r[5], &r[0], ctl);
    (void)sf_ge_p256_jac_to_affine(&a, &r[1]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(a);
}

SF_CT_TEST(mult_p256_mul_gen)
{
    sf_sc_p256 k[2];
    sf_ge_p256_jac r[2];
    sf_ct_p256_scalar(&k[0], 710);
    sf_sc_p256_zero(&k[1]); /* the k = 0 patch too */
    SF_CT_SECRET_VAR(k);
    for (int i = 0; i < 2; i++)
        sf_mult_p256_mul_gen(&r[i], &k[i]);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_p256_mul)
{
    sf_sc_p256 k[2];
    sf_ge_p256_affine p;
    sf_ge_p256_jac r[2];
    sf_ct_p256_point(&p, 720);
    sf_ct_p256_scalar(&k[0], 721);
    sf_sc_p256_neg(&k[1], &k[0]); /* even or odd: both sides of the flip */
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p); /* the point too: ECDH's is public, but need not be */
    for (int i = 0; i < 2; i++)
        sf_mult_p256_mul(&r[i], &k[i], &p);
    SF_CT_SINK_VAR(r);
}

/* ECDH's multiplication: the scalar secret, the (public) point not. */
SF_CT_TEST(mult_p256_mul_point_vartime)
{
    sf_sc_p256 k[2];
    sf_ge_p256_affine p;
    sf_ge_p256_jac r[2];
    sf_ct_p256_point(&p, 725);
    sf_ct_p256_scalar(&k[0], 726);
    sf_sc_p256_neg(&k[1], &k[0]);
    SF_CT_SECRET_VAR(k);
    for (int i = 0; i < 2; i++)
        sf_mult_p256_mul_point_vartime(&r[i], &k[i], &p);
    SF_CT_SINK_VAR(r);
}

/* ... and it does leak the point, which the plain one must not. */
SF_CT_TEST(mult_p256_mul_point_vartime_leaks)
{
    sf_sc_p256 k;
    sf_ge_p256_affine p;
    sf_ge_p256_jac r;
    sf_ct_p256_point(&p, 727);
    sf_ct_p256_scalar(&k, 728);
    SF_CT_SECRET_VAR(p);
    sf_mult_p256_mul_point_vartime(&r, &k, &p);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_p256_simul_gen_vartime_leaks)
{
    sf_sc_p256 a, b;
    sf_ge_p256_affine q;
    sf_ge_p256_jac r;
    sf_ct_p256_point(&q, 730);
    sf_ct_p256_scalar(&a, 731);
    sf_ct_p256_scalar(&b, 732);
    SF_CT_SECRET_VAR(a);
    sf_mult_p256_simul_gen_vartime(&r, &a, &b, &q);
    SF_CT_SINK_VAR(r);
}

/* ---- the native API ------------------------------------------------------------ */

SF_CT_TEST(p256_api_keygen)
{
    uint64_t seed = 740;
    const sf_rng rng = {sf_ct_p256_fill, &seed};
    uint8_t priv[32], pub[65], comp[33];
    sf_error rc[2];
    rc[0] = sf_p256_keygen(priv, pub, sizeof pub, &rng);
    rc[1] = sf_p256_keygen(priv, comp, sizeof comp, &rng);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(priv);
    SF_CT_SINK_VAR(pub);
    SF_CT_SINK_VAR(comp);
}

SF_CT_TEST(p256_api_public_key)
{
    uint8_t priv[2][32], pub[2][64];
    sf_error rc[2];
    sf_ct_fill(priv, sizeof priv, 750);
    memset(priv[1], 0xFF, 32); /* >= n: the rejecting path */
    SF_CT_SECRET_VAR(priv);
    for (int i = 0; i < 2; i++)
        rc[i] = sf_p256_public_key(pub[i], 64, priv[i]);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(pub);
}

SF_CT_TEST(p256_api_ecdh)
{
    uint8_t priv[32], peer[65], ss[2][32];
    sf_ge_p256_affine q;
    sf_error rc[2];
    sf_ct_p256_point(&q, 760);
    sf_ge_p256_encode_uncompressed(peer, &q);
    sf_ct_fill(priv, sizeof priv, 761);
    SF_CT_SECRET_VAR(priv);
    rc[0] = sf_p256_ecdh(ss[0], priv, peer, 65);
    rc[1] = sf_p256_ecdh(ss[1], priv, peer + 1, 64);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(ss);
}

SF_CT_TEST(p256_api_sign)
{
    uint8_t priv[32], hash[48], sig[3][64];
    sf_error rc[3];
    sf_ct_fill(priv, sizeof priv, 770);
    sf_ct_fill(hash, sizeof hash, 771);
    SF_CT_SECRET_VAR(priv);
    SF_CT_SECRET_VAR(hash);
    rc[0] = sf_p256_ecdsa_sign(sig[0], priv, hash, 32);
    rc[1] = sf_p256_ecdsa_sign(sig[1], priv, hash, sizeof hash); /* > 256 bits */
    rc[2] = sf_p256_ecdsa_sign(sig[2], priv, hash, 20);          /* < 256 bits */
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sig);
}

SF_CT_TEST(p256_api_sign_hedged)
{
    uint64_t seed = 780;
    const sf_rng rng = {sf_ct_p256_fill, &seed};
    uint8_t priv[32], hash[32], sig[64];
    sf_error rc;
    sf_ct_fill(priv, sizeof priv, 781);
    sf_ct_fill(hash, sizeof hash, 782);
    SF_CT_SECRET_VAR(priv);
    SF_CT_SECRET_VAR(hash);
    rc = sf_p256_ecdsa_sign_hedged(sig, priv, hash, sizeof hash, &rng);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(sig);
}

/* ---- the p256-m API (its randomness: the library's default, the OS) ---------- */

SF_CT_TEST(p256m_api)
{
    uint8_t priv[32], priv2[32], pub[64], peer[64], ss[32], sig[64], hash[32];
    int rc[3];
    sf_ge_p256_affine q;
    sf_ct_p256_point(&q, 790);
    sf_ge_p256_encode_raw(peer, &q);
    sf_ct_fill(priv2, sizeof priv2, 791);
    sf_ct_fill(hash, sizeof hash, 792);
    rc[0] = p256_gen_keypair(priv, pub);
    SF_CT_SECRET_VAR(priv);
    SF_CT_SECRET_VAR(priv2);
    SF_CT_SECRET_VAR(hash);
    rc[1] = p256_ecdh_shared_secret(ss, priv2, peer);
    rc[2] = p256_ecdsa_sign(sig, priv, hash, sizeof hash);
    SF_CT_SINK_VAR(rc);
    SF_CT_SINK_VAR(pub);
    SF_CT_SINK_VAR(ss);
    SF_CT_SINK_VAR(sig);
}

const sf_ct_case sf_ct_cases_p256_proto[] = {
    SF_CT_CLEAN(ge_p256_formulas),
    SF_CT_CLEAN(mult_p256_mul_gen),
    SF_CT_CLEAN(mult_p256_mul),
    SF_CT_CLEAN(mult_p256_mul_point_vartime),
    SF_CT_LEAKY(mult_p256_mul_point_vartime_leaks),
    SF_CT_LEAKY(mult_p256_simul_gen_vartime_leaks),
    SF_CT_CLEAN(p256_api_keygen),
    SF_CT_CLEAN(p256_api_public_key),
    SF_CT_CLEAN(p256_api_ecdh),
    SF_CT_CLEAN(p256_api_sign),
    SF_CT_CLEAN(p256_api_sign_hedged),
    SF_CT_CLEAN(p256m_api),
    SF_CT_CASES_END,
};

/*
 * Constant-time cases for the Snowshoe public API
 * (include/snowfield/snowshoe.h): every function that takes a secret, run
 * with its secrets poisoned. Scalars, seeds, signing keys, Elligator keys
 * and messages are secret; public keys and peer points are public except
 * where a protocol hides them (the Elligator E is derived from a secret
 * key, so it is poisoned too). The returned error code is declassified by
 * the sink: it is public by design.
 * The variable-time functions are negative controls.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "snowfield/snowshoe.h"
#include "common/util.h"

extern const sf_ct_case sf_ct_cases_snowshoe[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A scalar in (0, q) from seed, as public bytes. */
static void sf_ct_ss_scalar(uint8_t k[32], uint64_t seed)
{
    sf_ct_fill(k, 32, seed);
    k[31] &= 0x07;
    k[0] |= 1;
}

static void sf_ct_ss_point(uint8_t p[64], uint64_t seed)
{
    uint8_t k[32];
    sf_ct_ss_scalar(k, seed);
    SF_IGNORE_RESULT(sf_snowshoe_mul_gen(p, k));
}

SF_CT_TEST(snowshoe_scalar_helpers)
{
    uint8_t x[64], y[32], z[32], r[4][32];
    sf_error e[4];
    sf_ct_fill(x, sizeof x, 900);
    sf_ct_fill(y, sizeof y, 901);
    sf_ct_fill(z, sizeof z, 902);
    SF_CT_SECRET_VAR(x);
    SF_CT_SECRET_VAR(y);
    SF_CT_SECRET_VAR(z);
    e[0] = sf_snowshoe_mod_q(r[0], x);
    e[1] = sf_snowshoe_add_mod_q(r[1], x, y);
    e[2] = sf_snowshoe_mul_mod_q(r[2], x, y, z);
    memcpy(r[3], y, 32);
    e[3] = sf_snowshoe_secret_gen(r[3]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_mul_gen)
{
    uint8_t k[3][32], r[3][64];
    sf_error e[3];
    sf_ct_ss_scalar(k[0], 903);
    sf_ct_ss_scalar(k[1], 904);
    memset(k[2], 0, 32); /* invalid: the error path is constant time too */
    SF_CT_SECRET_VAR(k);
    e[0] = sf_snowshoe_mul_gen(r[0], k[0]);
    e[1] = sf_snowshoe_mul_gen_cofactor(r[1], k[1]);
    e[2] = sf_snowshoe_mul_gen(r[2], k[2]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_mul_ecdh)
{
    uint8_t k[32], p[64], r[3][64];
    sf_error e[3];
    sf_ct_ss_scalar(k, 905);
    sf_ct_ss_point(p, 906);
    SF_CT_SECRET_VAR(k);
    e[0] = sf_snowshoe_mul(r[0], k, p);
    e[1] = sf_snowshoe_ecdh(r[1], k, p);
    e[2] = sf_snowshoe_public_key(r[2], k);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_mul_secret_point)
{
    uint8_t k[32], p[64], r[64];
    sf_error e;
    sf_ct_ss_scalar(k, 907);
    sf_ct_ss_point(p, 908);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    e = sf_snowshoe_mul(r, k, p);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_simul)
{
    uint8_t a[32], b[32], p[64], q[64], r[64];
    sf_error e;
    sf_ct_ss_scalar(a, 909);
    sf_ct_ss_scalar(b, 910);
    sf_ct_ss_point(p, 911);
    sf_ct_ss_point(q, 912);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    SF_CT_SECRET_VAR(p);
    e = sf_snowshoe_simul(r, a, p, b, q);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

/* An RNG whose output is secret (poisoned as it is produced). */
static int sf_ct_ss_rng_fill(void *ctx, uint8_t *out, size_t len)
{
    uint64_t *seed = (uint64_t *)ctx;
    sf_ct_fill(out, len, (*seed)++);
    SF_CT_SECRET(out, len);
    return 0;
}

SF_CT_TEST(snowshoe_keypairs)
{
    uint64_t seed = 928;
    sf_rng rng;
    uint8_t sk[32], pk[64], ssk[32], spk[64];
    sf_error e[2];
    rng.fill = sf_ct_ss_rng_fill;
    rng.ctx = &seed;
    e[0] = sf_snowshoe_keygen(sk, pk, &rng);
    e[1] = sf_snowshoe_sign_keygen(ssk, spk, &rng);
    SF_CT_SINK_VAR(sk);
    SF_CT_SINK_VAR(pk);
    SF_CT_SINK_VAR(ssk);
    SF_CT_SINK_VAR(spk);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_elligator)
{
    uint8_t key[32], e128[128], e64[64];
    sf_error e[2];
    sf_ct_fill(key, sizeof key, 913);
    SF_CT_SECRET_VAR(key);
    e[0] = sf_snowshoe_elligator(e128, key);
    e[1] = sf_snowshoe_elligator_affine(e64, key);
    SF_CT_SINK_VAR(e128);
    SF_CT_SINK_VAR(e64);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_elligator_encrypt)
{
    uint8_t key[32], k[32], e128[128], e64[64], c[2][64];
    sf_error e[2];
    sf_ct_fill(key, sizeof key, 914);
    sf_ct_ss_scalar(k, 915);
    SF_IGNORE_RESULT(sf_snowshoe_elligator(e128, key));
    SF_IGNORE_RESULT(sf_snowshoe_elligator_affine(e64, key));
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(e128);
    SF_CT_SECRET_VAR(e64);
    e[0] = sf_snowshoe_elligator_encrypt(c[0], k, e128);
    e[1] = sf_snowshoe_elligator_encrypt_affine(c[1], k, e64);
    SF_CT_SINK_VAR(c);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_elligator_secret)
{
    uint8_t key[32], k1[32], k2[32], e128[128], e64[64], c[64], v[64], r[3][64];
    sf_error e[3];
    sf_ct_fill(key, sizeof key, 916);
    sf_ct_ss_scalar(k1, 917);
    sf_ct_ss_scalar(k2, 918);
    SF_IGNORE_RESULT(sf_snowshoe_elligator(e128, key));
    SF_IGNORE_RESULT(sf_snowshoe_elligator_affine(e64, key));
    sf_ct_ss_point(c, 919);
    sf_ct_ss_point(v, 920);
    SF_CT_SECRET_VAR(k1);
    SF_CT_SECRET_VAR(k2);
    SF_CT_SECRET_VAR(e128);
    SF_CT_SECRET_VAR(e64);
    e[0] = sf_snowshoe_elligator_secret(r[0], k1, c, e128, NULL, NULL);
    e[1] = sf_snowshoe_elligator_secret(r[1], k1, c, e128, k2, v);
    e[2] = sf_snowshoe_elligator_secret_affine(r[2], k1, c, e64, k2, v);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_sign)
{
    uint8_t seed[32], kp[96], pk[64], sig[96], sig2[96], msg[100];
    sf_error e[4];
    sf_ct_fill(seed, sizeof seed, 921);
    sf_ct_fill(msg, sizeof msg, 922);
    SF_CT_SECRET_VAR(seed);
    SF_CT_SECRET_VAR(msg);
    e[0] = sf_snowshoe_keypair(kp, seed);
    e[1] = sf_snowshoe_sign_keypair(sig, kp, msg, sizeof msg);
    e[2] = sf_snowshoe_sign_public_key(pk, seed);
    e[3] = sf_snowshoe_sign(sig2, seed, msg, sizeof msg);
    SF_CT_SINK_VAR(kp);
    SF_CT_SINK_VAR(sig);
    SF_CT_SINK_VAR(sig2);
    SF_CT_SINK_VAR(pk);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_simul_gen_vartime_leaks)
{
    uint8_t a[32], b[32], q[64], r[64];
    sf_error e;
    sf_ct_ss_scalar(a, 923);
    sf_ct_ss_scalar(b, 924);
    sf_ct_ss_point(q, 925);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    e = sf_snowshoe_simul_gen_vartime(r, a, b, q);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(snowshoe_verify_leaks)
{
    uint8_t seed[32], pk[64], sig[96], msg[16];
    sf_error e;
    sf_ct_fill(seed, sizeof seed, 926);
    sf_ct_fill(msg, sizeof msg, 927);
    SF_IGNORE_RESULT(sf_snowshoe_sign_public_key(pk, seed));
    SF_IGNORE_RESULT(sf_snowshoe_sign(sig, seed, msg, sizeof msg));
    SF_CT_SECRET_VAR(sig);
    e = sf_snowshoe_verify(sig, pk, msg, sizeof msg);
    SF_CT_SINK_VAR(e);
}

const sf_ct_case sf_ct_cases_snowshoe[] = {
    SF_CT_CLEAN(snowshoe_scalar_helpers),
    SF_CT_CLEAN(snowshoe_mul_gen),
    SF_CT_CLEAN(snowshoe_mul_ecdh),
    SF_CT_CLEAN(snowshoe_mul_secret_point),
    SF_CT_CLEAN(snowshoe_simul),
    SF_CT_CLEAN(snowshoe_keypairs),
    SF_CT_CLEAN(snowshoe_elligator),
    SF_CT_CLEAN(snowshoe_elligator_encrypt),
    SF_CT_CLEAN(snowshoe_elligator_secret),
    SF_CT_CLEAN(snowshoe_sign),
    SF_CT_LEAKY(snowshoe_simul_gen_vartime_leaks),
    SF_CT_LEAKY(snowshoe_verify_leaks),
    SF_CT_CASES_END,
};

/*
 * Constant-time cases for FourQ: the multiplication layer
 * (src/mult/fourq/) and every public function that takes a secret
 * (include/snowfield/fourq.h). Scalars, secret keys and messages are
 * secret; public keys and peer points are public, except in the
 * mult-layer cases, where the points are poisoned too (a caller may
 * multiply a secret point). The returned error codes are declassified by
 * the sink: they are public by design. The variable-time double-base
 * multiplication and verification are negative controls.
 */
#include <stdint.h>
#include <string.h>

#include "ct/ct_test.h"
#include "mult/fourq/mult_fourq.h"
#include "snowfield/compat/FourQ_api.h"
#include "snowfield/fourq.h"
#include "common/util.h"

extern const sf_ct_case sf_ct_cases_fourq[];

#define SF_CT_SECRET_VAR(x) SF_CT_SECRET(&(x), sizeof(x))
#define SF_CT_SINK_VAR(x) sf_ct_sink(&(x), sizeof(x))

/* A scalar in (0, N) from seed, as public bytes. */
static void sf_ct_fq_scalar(uint8_t k[32], uint64_t seed)
{
    sf_ct_fill(k, 32, seed);
    k[31] = 0;
    k[30] &= 0x1f;
    k[0] |= 1;
}

/* A point of order N, computed on public data before poisoning. */
static void sf_ct_fq_point(sf_ge_fourq_ext *p, uint64_t seed)
{
    uint8_t k[32];
    sf_sc_fourq s;
    sf_ct_fq_scalar(k, seed);
    sf_sc_fourq_reduce(&s, k);
    sf_mult_fourq_mul_gen(p, &s);
}

/* ---- mult layer ---------------------------------------------------------------- */

SF_CT_TEST(mult_fourq_mul_gen)
{
    uint8_t kb[32];
    sf_sc_fourq k[2];
    sf_ge_fourq_ext r[2];
    sf_ct_fq_scalar(kb, 1000);
    sf_sc_fourq_reduce(&k[0], kb);
    sf_sc_fourq_set_u32(&k[1], 0); /* even: the k + N path */
    SF_CT_SECRET_VAR(k);
    sf_mult_fourq_mul_gen(&r[0], &k[0]);
    sf_mult_fourq_mul_gen(&r[1], &k[1]);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_fourq_mul_endo)
{
    uint8_t k[2][32];
    sf_ge_fourq_ext p, r[2];
    sf_ct_fill(k[0], 32, 1001); /* full 256 bits */
    memset(k[1], 0, 32);
    sf_ct_fq_point(&p, 1002);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    sf_mult_fourq_mul_endo(&r[0], k[0], &p);
    sf_mult_fourq_mul_endo(&r[1], k[1], &p);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_fourq_mul_noendo)
{
    uint8_t k[2][32];
    sf_ge_fourq_ext p, r[2];
    sf_ct_fill(k[0], 32, 1003);
    sf_ct_fq_scalar(k[1], 1004);
    k[1][0] &= 0xfe; /* even: the correction path */
    sf_ct_fq_point(&p, 1005);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(p);
    sf_mult_fourq_mul_noendo(&r[0], k[0], &p);
    sf_mult_fourq_mul_noendo(&r[1], k[1], &p);
    SF_CT_SINK_VAR(r);
}

SF_CT_TEST(mult_fourq_mul_double_vartime_leaks)
{
    uint8_t k[32], l[32];
    sf_ge_fourq_ext q, r;
    sf_ct_fill(k, 32, 1006);
    sf_ct_fill(l, 32, 1007);
    sf_ct_fq_point(&q, 1008);
    SF_CT_SECRET_VAR(k);
    SF_CT_SECRET_VAR(l);
    sf_mult_fourq_mul_double_vartime(&r, k, l, &q);
    SF_CT_SINK_VAR(r);
}

/* ---- public API ----------------------------------------------------------------- */

SF_CT_TEST(fourq_mul_gen_mul)
{
    uint8_t k[3][32], p[64], r[3][64];
    sf_error e[3];
    sf_ct_fq_scalar(k[0], 1010);
    sf_ct_fq_scalar(k[1], 1011);
    memset(k[2], 0, 32); /* invalid: the error path is constant time too */
    SF_IGNORE_RESULT(sf_fourq_mul_gen(p, k[1]));
    SF_CT_SECRET_VAR(k);
    e[0] = sf_fourq_mul_gen(r[0], k[0]);
    e[1] = sf_fourq_mul(r[1], k[1], p);
    e[2] = sf_fourq_mul_gen(r[2], k[2]);
    SF_CT_SINK_VAR(r);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(fourq_ecdh_keys)
{
    uint8_t sk[2][32], pk[64], pkc[32], pkz[32];
    sf_error e[3];
    sf_ct_fill(sk[0], 32, 1012);
    memset(sk[1], 0, 32); /* 0 mod N: refused in constant time */
    SF_CT_SECRET_VAR(sk);
    e[0] = sf_fourq_public_key(pk, sk[0]);
    e[1] = sf_fourq_public_key_compressed(pkc, sk[0]);
    e[2] = sf_fourq_public_key_compressed(pkz, sk[1]);
    SF_CT_SINK_VAR(pk);
    SF_CT_SINK_VAR(pkc);
    SF_CT_SINK_VAR(pkz);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(fourq_ecdh_shared)
{
    uint8_t sk[32], peer_sk[32], pk[64], pkc[32], ss[2][32];
    sf_error e[2];
    sf_ct_fill(sk, 32, 1013);
    sf_ct_fill(peer_sk, 32, 1014);
    SF_IGNORE_RESULT(sf_fourq_public_key(pk, peer_sk));
    SF_IGNORE_RESULT(sf_fourq_public_key_compressed(pkc, peer_sk));
    SF_CT_SECRET_VAR(sk);
    e[0] = sf_fourq_ecdh(ss[0], sk, pk);
    e[1] = sf_fourq_ecdh_compressed(ss[1], sk, pkc);
    SF_CT_SINK_VAR(ss);
    SF_CT_SINK_VAR(e);
}

/* An RNG whose output is secret (poisoned as it is produced). */
static int sf_ct_fq_rng_fill(void *ctx, uint8_t *out, size_t len)
{
    uint64_t *seed = (uint64_t *)ctx;
    sf_ct_fill(out, len, (*seed)++);
    SF_CT_SECRET(out, len);
    return 0;
}

SF_CT_TEST(fourq_schnorrq_keygen_sign)
{
    uint64_t seed = 1020;
    sf_rng rng;
    uint8_t sk[32], pk[32], msg[48], sig[64], kp[64], sig2[64], sk2[32], pk2[32], pk3[64];
    sf_error e[6];
    rng.fill = sf_ct_fq_rng_fill;
    rng.ctx = &seed;
    sf_ct_fill(sk, 32, 1015);
    sf_ct_fill(msg, sizeof msg, 1016);
    SF_CT_SECRET_VAR(sk);
    SF_CT_SECRET_VAR(msg);
    e[0] = sf_fourq_schnorrq_public_key(pk, sk);
    SF_CT_PUBLIC(pk, sizeof pk); /* the public key is public */
    e[1] = sf_fourq_schnorrq_sign(sig, sk, msg, sizeof msg);
    e[2] = sf_fourq_schnorrq_keypair(kp, sk);
    e[3] = sf_fourq_schnorrq_sign_keypair(sig2, kp, msg, sizeof msg);
    e[4] = sf_fourq_schnorrq_keygen(sk2, pk2, &rng);
    e[5] = sf_fourq_keygen(sk2, pk3, &rng);
    SF_CT_SINK_VAR(sig);
    SF_CT_SINK_VAR(sig2);
    SF_CT_SINK_VAR(kp);
    SF_CT_SINK_VAR(sk2);
    SF_CT_SINK_VAR(pk2);
    SF_CT_SINK_VAR(pk3);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(fourq_hash_to_curve)
{
    uint8_t r[32], p[64];
    sf_error e;
    sf_ct_fill(r, 32, 1017);
    r[15] &= 0x3f;
    r[31] &= 0x3f;
    SF_CT_SECRET_VAR(r);
    e = sf_fourq_hash_to_curve(p, r);
    SF_CT_SINK_VAR(p);
    SF_CT_SINK_VAR(e);
}

SF_CT_TEST(fourq_schnorrq_verify_leaks)
{
    uint8_t sk[32], pk[32], msg[16], sig[64];
    sf_error e;
    sf_ct_fill(sk, 32, 1018);
    sf_ct_fill(msg, sizeof msg, 1019);
    SF_IGNORE_RESULT(sf_fourq_schnorrq_public_key(pk, sk));
    SF_IGNORE_RESULT(sf_fourq_schnorrq_sign(sig, sk, msg, sizeof msg));
    SF_CT_SECRET_VAR(sig);
    e = sf_fourq_schnorrq_verify(sig, pk, msg, sizeof msg);
    SF_CT_SINK_VAR(e);
}

/* ---- FourQlib's API (compat) ---------------------------------------------------- */

SF_CT_TEST(compat_fourq_mul)
{
    uint8_t kb[32];
    digit_t k[NWORDS_ORDER];
    point_t p, q[2];
    bool ok[2];
    sf_ct_fill(kb, sizeof kb, 1020);
    for (int i = 0; i < NWORDS_ORDER; i++) {
        k[i] = 0;
        for (size_t j = 0; j < sizeof(digit_t); j++)
            k[i] |= (digit_t)kb[i * sizeof(digit_t) + j] << (8 * j);
    }
    (void)ecc_mul_fixed(k, p); /* a public point */
    SF_CT_SECRET_VAR(k);
    ok[0] = ecc_mul_fixed(k, q[0]);
    ok[1] = ecc_mul(p, k, q[1], true);
    SF_CT_SINK_VAR(q);
    SF_CT_SINK_VAR(ok);
}

SF_CT_TEST(compat_fourq_ecdh_schnorrq)
{
    uint8_t sk[32], peer[32], pkc[32], pk[64], ss[2][32], spk[32], msg[20], sig[64];
    ECCRYPTO_STATUS st[6];
    sf_ct_fill(sk, 32, 1021);
    sf_ct_fill(peer, 32, 1022);
    sf_ct_fill(msg, sizeof msg, 1023);
    (void)CompressedPublicKeyGeneration(peer, pkc);
    (void)PublicKeyGeneration(peer, pk);
    SF_CT_SECRET_VAR(sk);
    SF_CT_SECRET_VAR(msg);
    st[0] = CompressedSecretAgreement(sk, pkc, ss[0]);
    st[1] = SecretAgreement(sk, pk, ss[1]);
    st[2] = CompressedPublicKeyGeneration(sk, pkc);
    st[3] = PublicKeyGeneration(sk, pk);
    st[4] = SchnorrQ_KeyGeneration(sk, spk);
    SF_CT_PUBLIC(spk, sizeof spk);
    st[5] = SchnorrQ_Sign(sk, spk, msg, sizeof msg, sig);
    SF_CT_SINK_VAR(ss);
    SF_CT_SINK_VAR(pkc);
    SF_CT_SINK_VAR(pk);
    SF_CT_SINK_VAR(sig);
    SF_CT_SINK_VAR(st);
}

/* The arithmetic mod N on secret scalars (nonces, keys), and the random key
 * generators. */
SF_CT_TEST(compat_fourq_order_keygen)
{
    uint8_t ab[64], sk[3][32], pk[64], pkc[2][32];
    digit_t a[NWORDS_ORDER], b[NWORDS_ORDER], c[7][NWORDS_ORDER];
    ECCRYPTO_STATUS st[3];
    sf_ct_fill(ab, sizeof ab, 1024);
    memcpy(a, ab, 32);
    memcpy(b, ab + 32, 32);
    a[NWORDS_ORDER - 1] &= (digit_t)0x0f << (RADIX - 8); /* below N */
    b[NWORDS_ORDER - 1] &= (digit_t)0x0f << (RADIX - 8);
    SF_CT_SECRET_VAR(a);
    SF_CT_SECRET_VAR(b);
    to_Montgomery(a, c[0]);
    from_Montgomery(a, c[1]);
    Montgomery_multiply_mod_order(a, b, c[2]);
    Montgomery_inversion_mod_order(a, c[3]);
    add_mod_order(a, b, c[4]);
    subtract_mod_order(a, b, c[5]);
    modulo_order(b, c[6]);
    SF_CT_SINK_VAR(c);
    st[0] = KeyGeneration(sk[0], pk);
    st[1] = CompressedKeyGeneration(sk[1], pkc[0]);
    st[2] = SchnorrQ_FullKeyGeneration(sk[2], pkc[1]);
    SF_CT_SINK_VAR(sk);
    SF_CT_SINK_VAR(pk);
    SF_CT_SINK_VAR(pkc);
    SF_CT_SINK_VAR(st);
}

const sf_ct_case sf_ct_cases_fourq[] = {
    SF_CT_CLEAN(mult_fourq_mul_gen),
    SF_CT_CLEAN(mult_fourq_mul_endo),
    SF_CT_CLEAN(mult_fourq_mul_noendo),
    SF_CT_LEAKY(mult_fourq_mul_double_vartime_leaks),
    SF_CT_CLEAN(fourq_mul_gen_mul),
    SF_CT_CLEAN(fourq_ecdh_keys),
    SF_CT_CLEAN(fourq_ecdh_shared),
    SF_CT_CLEAN(fourq_schnorrq_keygen_sign),
    SF_CT_CLEAN(fourq_hash_to_curve),
    SF_CT_LEAKY(fourq_schnorrq_verify_leaks),
    SF_CT_CLEAN(compat_fourq_mul),
    SF_CT_CLEAN(compat_fourq_ecdh_schnorrq),
    SF_CT_CLEAN(compat_fourq_order_keygen),
    SF_CT_CASES_END,
};

/*
 * Tests of the original Snowshoe API at level 9 (the default of
 * include/snowfield/compat/snowshoe.h), as a user of the original writes
 * it: char buffers, outputs last, 0 / non-zero returns.
 *  - compat_snowshoe_vectors: every known answer of the original through
 *    these functions (the shared body in proto/snowshoe_api_test_util.h);
 *  - compat_snowshoe_examples_v9: the README's three examples (EC-DH,
 *    EC-DH-FS, EdDSA) rewritten for level 9 (mul_gen with its mul4 flag,
 *    no equals4), run to completion; the seed's own text, unchanged, runs
 *    at level 6 in test_compat_snowshoe_v6.c against the same library;
 *  - compat_snowshoe_init: the version check and the NULL handling.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "snowfield/compat/snowshoe.h"

#include "group/snowshoe/ge_snowshoe.h"
#include "proto/snowshoe_api_test_util.h"
#include "test.h"

#define SF_TCS_C(p) ((const char *)(const void *)(p))
#define SF_TCS_M(p) ((char *)(void *)(p))

static int sf_tcs_mul_gen(uint8_t r[64], const uint8_t k[32], int mul4)
{
    return snowshoe_mul_gen(SF_TCS_C(k), SF_TCS_M(r), (char)mul4);
}
static int sf_tcs_mul(uint8_t r[64], const uint8_t k[32], const uint8_t p[64])
{
    return snowshoe_mul(SF_TCS_C(k), SF_TCS_C(p), SF_TCS_M(r));
}
static int sf_tcs_simul(uint8_t r[64], const uint8_t a[32], const uint8_t p[64],
                        const uint8_t b[32], const uint8_t q[64])
{
    return snowshoe_simul(SF_TCS_C(a), SF_TCS_C(p), SF_TCS_C(b), SF_TCS_C(q), SF_TCS_M(r));
}
static int sf_tcs_simul_gen(uint8_t r[64], const uint8_t a[32], const uint8_t b[32],
                            const uint8_t q[64])
{
    return snowshoe_simul_gen(SF_TCS_C(a), SF_TCS_C(b), SF_TCS_C(q), SF_TCS_M(r));
}
static void sf_tcs_mod_q(uint8_t r[32], const uint8_t x[64])
{
    snowshoe_mod_q(SF_TCS_C(x), SF_TCS_M(r));
}
static void sf_tcs_mul_mod_q(uint8_t r[32], const uint8_t x[32], const uint8_t y[32],
                             const uint8_t *z)
{
    snowshoe_mul_mod_q(SF_TCS_C(x), SF_TCS_C(y), SF_TCS_C(z), SF_TCS_M(r));
}
static void sf_tcs_add_mod_q(uint8_t r[32], const uint8_t x[32], const uint8_t y[32])
{
    snowshoe_add_mod_q(SF_TCS_C(x), SF_TCS_C(y), SF_TCS_M(r));
}
static void sf_tcs_secret_gen(uint8_t k[32])
{
    snowshoe_secret_gen(SF_TCS_M(k));
}
static void sf_tcs_neg(uint8_t r[64], const uint8_t p[64])
{
    snowshoe_neg(SF_TCS_C(p), SF_TCS_M(r));
}
static int sf_tcs_valid(const uint8_t p[64])
{
    return snowshoe_valid(SF_TCS_C(p));
}
static int sf_tcs_elligator(uint8_t e[128], const uint8_t key[32])
{
    return snowshoe_elligator(SF_TCS_C(key), SF_TCS_M(e));
}
static int sf_tcs_elligator_encrypt(uint8_t c[64], const uint8_t k[32], const uint8_t e[128])
{
    return snowshoe_elligator_encrypt(SF_TCS_C(k), SF_TCS_C(e), SF_TCS_M(c));
}
static int sf_tcs_elligator_secret(uint8_t r[64], const uint8_t k1[32], const uint8_t c[64],
                                   const uint8_t e[128], const uint8_t *k2, const uint8_t *v)
{
    return snowshoe_elligator_secret(SF_TCS_C(k1), SF_TCS_C(c), SF_TCS_C(e), SF_TCS_C(k2),
                                     SF_TCS_C(v), SF_TCS_M(r));
}
/* The original returns -1 for every failure. */
static void sf_tcs_check_code(const char *cat, int rc)
{
    (void)cat;
    SF_CHECK(rc == -1);
}
static int sf_tcs_ext_to_affine(uint8_t a[64], const uint8_t e[128])
{
    sf_ge_snowshoe_ext p;
    if (sf_ge_snowshoe_decode_ext128(&p, e) != SF_OK)
        return -1;
    sf_ge_snowshoe_encode(a, &p);
    return 0;
}

static const sf_tss_api sf_tcs_api = {
    "compat-v9",
    sf_tcs_mul_gen,
    sf_tcs_mul,
    sf_tcs_simul,
    sf_tcs_simul_gen,
    sf_tcs_mod_q,
    sf_tcs_mul_mod_q,
    sf_tcs_add_mod_q,
    sf_tcs_secret_gen,
    sf_tcs_neg,
    sf_tcs_valid,
    sf_tcs_elligator,
    sf_tcs_elligator_encrypt,
    sf_tcs_elligator_secret,
    sf_tcs_check_code,
    sf_tcs_ext_to_affine,
};

SF_TEST(compat_snowshoe_vectors)
{
    sf_tss_run_vectors(&sf_tcs_api);
}

/* ---- the README's examples, written for level 9 ------------------------------- */

static sf_test_rng sf_tcs_rng;

/* The examples' random source: 32 bytes from the deterministic test RNG. */
static void generate_k(char k[32])
{
    sf_test_rng_bytes(&sf_tcs_rng, (uint8_t *)k, 32);
}

static bool sf_tcs_example_ecdh(void)
{
    char sk_c[32], sk_s[32];
    char pp_s[64], pp_c[64], sp_c[64], sp_s[64];
    if (snowshoe_init())
        return false;
    generate_k(sk_c);
    generate_k(sk_s);
    snowshoe_secret_gen(sk_s);
    if (snowshoe_mul_gen(sk_s, pp_s, 0))
        return false;
    snowshoe_secret_gen(sk_c);
    if (snowshoe_mul_gen(sk_c, pp_c, 0))
        return false;
    if (snowshoe_mul(sk_c, pp_s, sp_c))
        return false;
    if (snowshoe_mul(sk_s, pp_c, sp_s))
        return false;
    return memcmp(sp_c, sp_s, 64) == 0;
}

static bool sf_tcs_example_ecdh_fs(void)
{
    char h[32], d[32], a[32];
    char sk_c[32], sk_s[32], sk_e[32];
    char pp_c[64], pp_s[64], pp_e[64];
    char sp_c[64], sp_s[64];
    generate_k(sk_s);
    snowshoe_secret_gen(sk_s);
    if (snowshoe_mul_gen(sk_s, pp_s, 0))
        return false;
    generate_k(sk_e);
    snowshoe_secret_gen(sk_e);
    if (snowshoe_mul_gen(sk_e, pp_e, 0))
        return false;
    generate_k(sk_c);
    snowshoe_secret_gen(sk_c);
    if (snowshoe_mul_gen(sk_c, pp_c, 0))
        return false;
    generate_k(h);
    snowshoe_mul_mod_q(h, sk_s, sk_e, d); /* d = sk_e + h * sk_s */
    if (snowshoe_mul(d, pp_c, sp_s))
        return false;
    snowshoe_mul_mod_q(h, sk_c, 0, a); /* a = h * sk_c */
    if (snowshoe_simul(sk_c, pp_e, a, pp_s, sp_c))
        return false;
    return memcmp(sp_c, sp_s, 64) == 0;
}

/* Level 9 signs with R = [4r]G (mul4) and compares bytes: no equals4. */
static bool sf_tcs_example_eddsa(int corrupt)
{
    char a[32], h_hi_m[64], h_r_a_m[64], r[32], t[32], s[32], u[32];
    char pp_A[64], pp_R[64], pp_Rtest[64];
    generate_k(a);
    generate_k(h_hi_m);
    generate_k(h_hi_m + 32);
    generate_k(h_r_a_m);
    generate_k(h_r_a_m + 32);
    snowshoe_secret_gen(a);
    if (snowshoe_mul_gen(a, pp_A, 0))
        return false;
    snowshoe_mod_q(h_hi_m, r);
    snowshoe_mod_q(h_r_a_m, t);
    if (snowshoe_mul_gen(r, pp_R, 1))
        return false;
    snowshoe_mul_mod_q(a, t, r, s); /* s = a * t + r */
    s[0] ^= (char)corrupt;
    snowshoe_mod_q(h_r_a_m, u);
    snowshoe_neg(pp_A, pp_A);
    if (snowshoe_simul_gen(s, u, pp_A, pp_Rtest))
        return false;
    return memcmp(pp_Rtest, pp_R, 64) == 0;
}

SF_TEST(compat_snowshoe_examples_v9)
{
    sf_test_rng_seed(&sf_tcs_rng, 0xc09a7);
    for (int i = 0; i < 4; i++) {
        SF_CHECK(sf_tcs_example_ecdh());
        SF_CHECK(sf_tcs_example_ecdh_fs());
        SF_CHECK(sf_tcs_example_eddsa(0));
        SF_CHECK(!sf_tcs_example_eddsa(1));
    }
}

SF_TEST(compat_snowshoe_init)
{
    char k[32] = {1}, r[64];
    SF_CHECK(SNOWSHOE_VERSION == 9);
    SF_CHECK(snowshoe_init() == 0);
    SF_CHECK(_snowshoe_init(9) == 0);
    SF_CHECK(_snowshoe_init(6) == 0);
    SF_CHECK(_snowshoe_init(7) != 0);
    SF_CHECK(_snowshoe_init(8) != 0);
    SF_CHECK(_snowshoe_init(0) != 0);
    /* NULLs: the int functions fail, the void ones do nothing */
    SF_CHECK(snowshoe_mul_gen(NULL, r, 0) != 0);
    SF_CHECK(snowshoe_mul_gen(k, NULL, 0) != 0);
    SF_CHECK(snowshoe_valid(NULL) != 0);
    SF_CHECK(snowshoe_mul(k, NULL, r) != 0);
    SF_CHECK(snowshoe_elligator_secret(k, r, NULL, NULL, NULL, r) != 0);
    snowshoe_secret_gen(NULL);
    snowshoe_neg(NULL, r);
    snowshoe_mod_q(NULL, k);
    snowshoe_mul_mod_q(k, NULL, NULL, k);
}

const sf_test_case sf_tests_compat_snowshoe[] = {
    SF_CASE(compat_snowshoe_vectors),
    SF_CASE(compat_snowshoe_examples_v9),
    SF_CASE(compat_snowshoe_init),
    SF_CASES_END,
};

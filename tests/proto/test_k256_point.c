/*
 * The secp256k1 point API (affine and Jacobian points as bytes): the seed's
 * base-point example, the group law checked across the constant-time and
 * variable-time functions and against the key functions, the point at
 * infinity, and every error (non-canonical coordinate, off-curve point,
 * scalar >= n, NULL, an affine result at infinity). Both field backends.
 */
#include <string.h>

#include "snowfield/secp256k1.h"
#include "test.h"

static const uint8_t sf_k256pt_n[32] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
    0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};

/* Byte comparison of two point structs of the same type. */
#define SF_K256PT_CHECK_SAME(a, b) \
    SF_CHECK_BYTES((const uint8_t *)(a), (const uint8_t *)(b), sizeof *(a))

/* 1 if the two Jacobian points are the same point (via the affine API). */
static int sf_k256pt_same(const sf_secp256k1_jacobian *a,
                          const sf_secp256k1_jacobian *b)
{
    sf_secp256k1_affine x, y;
    sf_error ra = sf_secp256k1_jacobian_to_affine(&x, a);
    sf_error rb = sf_secp256k1_jacobian_to_affine(&y, b);
    return ra == rb && (ra != SF_OK || memcmp(&x, &y, sizeof x) == 0);
}

static void sf_k256pt_scalar(uint8_t k[32], uint8_t v)
{
    memset(k, v, 32);
    k[0] = 0x2F;
}

SF_TEST(k256_point_seed_example)
{
    uint8_t k[32];
    sf_secp256k1_affine p, want;
    sf_secp256k1_jacobian j;
    SF_CHECK(sf_test_unhex(k, 32, "c370af8c091812ef7f6bfaffb494b104"
                                  "6fb25486c9873243b80826daef3ec583") == 32);
    SF_CHECK(sf_test_unhex(want.x, 32, "76cd66c6cca75278ff408ce672905373"
                                       "67719154ae2b96448327fe4033ddcfc7") == 32);
    SF_CHECK(sf_test_unhex(want.y, 32, "35663ecbb64397bb9bd79155a1e6b138"
                                       "c2fb8fa1f11355f8e9e97ddd88a78e49") == 32);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&p, k) == SF_OK);
    SF_CHECK_BYTES(p.x, want.x, 32);
    SF_CHECK_BYTES(p.y, want.y, 32);
    SF_CHECK(sf_secp256k1_jacobian_mul_gen(&j, k) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&p, &j) == SF_OK);
    SF_CHECK_BYTES(p.x, want.x, 32);
    SF_CHECK(sf_secp256k1_affine_is_on_curve(&want) == SF_OK);
}

SF_TEST(k256_point_group_law)
{
    uint8_t a[32], b[32], ab[32], pub[65];
    sf_secp256k1_affine pa, pb, s, t, g;
    sf_secp256k1_jacobian ja, jb, js, jt, inf;
    sf_k256pt_scalar(a, 0x31);
    sf_k256pt_scalar(b, 0x52);
    memset(&inf, 0, sizeof inf);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&pa, a) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&pb, b) == SF_OK);
    /* agrees with the key API */
    SF_CHECK(sf_secp256k1_public_key_uncompressed(pub, a) == SF_OK);
    SF_CHECK_BYTES(pub + 1, pa.x, 32);
    SF_CHECK_BYTES(pub + 33, pa.y, 32);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&ja, &pa) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&jb, &pb) == SF_OK);
    /* a G + b G = (a + b) G, both ways */
    SF_CHECK(sf_secp256k1_jacobian_add(&js, &ja, &jb) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_is_on_curve(&js) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_add_vartime(&s, &pa, &pb) == SF_OK);
    SF_CHECK(sf_secp256k1_secret_key_tweak_add(ab, a, b) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&t, ab) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&t, &js) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
    /* doubling: P + P = 2P (the complete add's tangent case) */
    SF_CHECK(sf_secp256k1_jacobian_add(&js, &js, &js) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&jt, &t) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_double(&jt, &jt) == SF_OK);
    SF_CHECK(sf_k256pt_same(&js, &jt));
    SF_CHECK(sf_secp256k1_affine_double_vartime(&s, &t) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&t, &jt) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
    /* b (a G) = (a b) G */
    SF_CHECK(sf_secp256k1_affine_mul(&s, b, &pa) == SF_OK);
    SF_CHECK(sf_secp256k1_secret_key_tweak_mul(ab, a, b) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&t, ab) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
    SF_CHECK(sf_secp256k1_jacobian_mul(&js, b, &ja) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&t, &js) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
    /* negation: P + (-P) = O */
    SF_CHECK(sf_secp256k1_affine_negate(&t, &pa) == SF_OK);
    SF_CHECK(memcmp(t.y, pa.y, 32) != 0);
    SF_CHECK(sf_secp256k1_affine_add_vartime(&s, &pa, &t) == SF_ERR_IDENTITY);
    SF_CHECK(sf_secp256k1_jacobian_negate(&jt, &ja) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_add(&js, &ja, &jt) == SF_OK);
    SF_K256PT_CHECK_SAME(&js, &inf);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&s, &js) == SF_ERR_IDENTITY);
    /* O: neutral for add, fixed by double/negate/mul, valid on its own */
    SF_CHECK(sf_secp256k1_jacobian_is_on_curve(&inf) == SF_OK);
    SF_CHECK(sf_secp256k1_jacobian_add(&js, &inf, &ja) == SF_OK);
    SF_CHECK(sf_k256pt_same(&js, &ja));
    SF_CHECK(sf_secp256k1_jacobian_double(&js, &inf) == SF_OK);
    SF_K256PT_CHECK_SAME(&js, &inf);
    SF_CHECK(sf_secp256k1_jacobian_mul(&js, a, &inf) == SF_OK);
    SF_K256PT_CHECK_SAME(&js, &inf);
    /* k = 0 */
    memset(ab, 0, 32);
    SF_CHECK(sf_secp256k1_jacobian_mul_gen(&js, ab) == SF_OK);
    SF_K256PT_CHECK_SAME(&js, &inf);
    SF_CHECK(sf_secp256k1_jacobian_mul(&js, ab, &ja) == SF_OK);
    SF_K256PT_CHECK_SAME(&js, &inf);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&s, ab) == SF_ERR_IDENTITY);
    SF_CHECK(sf_secp256k1_affine_mul(&s, ab, &pa) == SF_ERR_IDENTITY);
    /* (n - 1) G = -G */
    memcpy(ab, sf_k256pt_n, 32);
    ab[31] -= 1;
    SF_CHECK(sf_secp256k1_affine_mul_gen(&s, ab) == SF_OK);
    memset(ab, 0, 32);
    ab[31] = 1;
    SF_CHECK(sf_secp256k1_affine_mul_gen(&g, ab) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_negate(&t, &g) == SF_OK);
    SF_K256PT_CHECK_SAME(&s, &t);
}

SF_TEST(k256_point_errors)
{
    uint8_t k[32];
    sf_secp256k1_affine p, bad, out;
    sf_secp256k1_jacobian j, jbad, jout, zero;
    memset(&zero, 0, sizeof zero);
    sf_k256pt_scalar(k, 0x44);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&p, k) == SF_OK);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&j, &p) == SF_OK);
    /* off the curve, and a coordinate >= p */
    bad = p;
    bad.y[31] ^= 1;
    SF_CHECK(sf_secp256k1_affine_is_on_curve(&bad) == SF_ERR_INVALID_POINT);
    memset(&out, 0xAA, sizeof out);
    SF_CHECK(sf_secp256k1_affine_add_vartime(&out, &p, &bad) == SF_ERR_INVALID_POINT);
    SF_CHECK_BYTES((const uint8_t *)&out, (const uint8_t *)&zero, sizeof out);
    SF_CHECK(sf_secp256k1_affine_mul(&out, k, &bad) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_affine_negate(&out, &bad) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_affine_double_vartime(&out, &bad) == SF_ERR_INVALID_POINT);
    memset(&jout, 0xAA, sizeof jout);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&jout, &bad) == SF_ERR_INVALID_POINT);
    SF_CHECK_BYTES((const uint8_t *)&jout, (const uint8_t *)&zero, sizeof jout);
    memset(bad.x, 0xFF, 32);
    SF_CHECK(sf_secp256k1_affine_is_on_curve(&bad) == SF_ERR_INVALID_ENCODING);
    jbad = j;
    jbad.z[31] ^= 2; /* another Z for the same X, Y: off the curve */
    SF_CHECK(sf_secp256k1_jacobian_is_on_curve(&jbad) == SF_ERR_INVALID_POINT);
    memset(&jout, 0xAA, sizeof jout);
    SF_CHECK(sf_secp256k1_jacobian_add(&jout, &j, &jbad) == SF_ERR_INVALID_POINT);
    SF_CHECK_BYTES((const uint8_t *)&jout, (const uint8_t *)&zero, sizeof jout);
    SF_CHECK(sf_secp256k1_jacobian_double(&jout, &jbad) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_jacobian_negate(&jout, &jbad) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_jacobian_mul(&jout, k, &jbad) == SF_ERR_INVALID_POINT);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&out, &jbad) == SF_ERR_INVALID_POINT);
    memset(jbad.z, 0xFF, 32);
    SF_CHECK(sf_secp256k1_jacobian_is_on_curve(&jbad) == SF_ERR_INVALID_ENCODING);
    /* scalar >= n */
    SF_CHECK(sf_secp256k1_jacobian_mul_gen(&jout, sf_k256pt_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK_BYTES((const uint8_t *)&jout, (const uint8_t *)&zero, sizeof jout);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&out, sf_k256pt_n) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_affine_mul(&out, sf_k256pt_n, &p) == SF_ERR_INVALID_SCALAR);
    SF_CHECK(sf_secp256k1_jacobian_mul(&jout, sf_k256pt_n, &j) == SF_ERR_INVALID_SCALAR);
    /* NULL */
    SF_CHECK(sf_secp256k1_affine_is_on_curve(NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_is_on_curve(NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(NULL, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_to_jacobian(&jout, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(&out, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_to_affine(NULL, &j) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_add(&jout, &j, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_add(NULL, &j, &j) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_double(&jout, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_negate(NULL, &j) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_negate(&out, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_negate(NULL, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_add_vartime(&out, NULL, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_add_vartime(NULL, &p, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_mul(&out, NULL, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_mul(NULL, k, &p) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_mul(&jout, k, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_mul(NULL, k, &j) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_mul_gen(&jout, NULL) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_jacobian_mul_gen(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_mul_gen(NULL, k) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_secp256k1_affine_mul_gen(&out, NULL) == SF_ERR_INVALID_ARGUMENT);
}

const sf_test_case sf_tests_k256_point[] = {
    SF_CASE(k256_point_seed_example),
    SF_CASE(k256_point_group_law),
    SF_CASE(k256_point_errors),
    SF_CASES_END,
};

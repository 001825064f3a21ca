/*
 * secp256k1 group tests (src/group/k256/), on both field backends.
 *
 * ge_k256_model replays the add/dbl/endo/dec/xonly lines of
 * tests/model/gen_ge_k256.py through every addition flavour, with Jacobian
 * inputs scaled by a nonzero factor so that Z != 1 is exercised. The other
 * cases check what the model file cannot: constants, the documented
 * exceptional outputs of the raw formulas, encoding round trips and the
 * error outputs.
 */
#include <stdio.h>
#include <string.h>

#include "group/ge_k256_test_util.h"
#include "test.h"

/* G and 2G (SEC 2; 2G as published with many test suites). */
static const char sf_ge_k256_g_hex[] =
    "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
static const char sf_ge_k256_g_unc_hex[] =
    "0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8";
static const char sf_ge_k256_2g_hex[] =
    "02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5";

SF_TEST(ge_k256_constants)
{
    uint8_t raw[65], want[65], b[32], wantb[32];
    sf_ge_k256_affine g;
    sf_ge_k256_jac gj, d;
    sf_fk256 beta, t;
    sf_ge_k256_generator(&g);
    sf_ge_k256_encode_uncompressed(raw, &g);
    SF_CHECK(sf_test_unhex(want, 65, sf_ge_k256_g_unc_hex) == 65);
    SF_CHECK_BYTES(raw, want, 65);
    sf_ge_k256_encode_compressed(raw, &g);
    SF_CHECK(sf_test_unhex(want, 33, sf_ge_k256_g_hex) == 33);
    SF_CHECK_BYTES(raw, want, 33);
    SF_CHECK(sf_ge_k256_affine_is_on_curve(&g));
    sf_ge_k256_jac_from_affine(&gj, &g);
    sf_ge_k256_jac_dbl(&d, &gj);
    SF_CHECK(sf_k256t_is(&d, sf_ge_k256_2g_hex));
    /* beta^3 = 1, beta != 1 */
    sf_ge_k256_beta(&beta);
    sf_fk256_encode(b, &beta);
    SF_CHECK(sf_test_unhex(wantb, 32, "7ae96a2b657c07106e64479eac3434e9"
                                      "9cf0497512f58995c1396c28719501ee") == 32);
    SF_CHECK_BYTES(b, wantb, 32);
    sf_fk256_sqr(&t, &beta);
    sf_fk256_mul(&t, &t, &beta);
    sf_fk256_set_u32(&beta, 1);
    SF_CHECK(sf_fk256_eq(&t, &beta));
}

/* Run one "add P Q R" line through every flavour that applies. */
static void sf_ge_k256_check_add(const char *ph, const char *qh, const char *rh,
                                 uint32_t scale)
{
    sf_ge_k256_jac p, q, r;
    sf_ge_k256_affine qa;
    int same = strcmp(ph, qh) == 0 && strcmp(ph, "inf") != 0;
    int q_finite = strcmp(qh, "inf") != 0;
    if (!sf_k256t_point(&p, ph, scale) || !sf_k256t_point(&q, qh, scale + 7)) {
        SF_CHECK(!"bad point in ge_k256.txt");
        return;
    }
    sf_ge_k256_jac_add_complete(&r, &p, &q);
    SF_CHECK(sf_k256t_is(&r, rh));
    sf_ge_k256_jac_add_vartime(&r, &p, &q);
    SF_CHECK(sf_k256t_is(&r, rh));
    if (!same) { /* the plain flavour excludes exactly p = q finite */
        sf_ge_k256_jac_add(&r, &p, &q);
        SF_CHECK(sf_k256t_is(&r, rh));
    }
    if (q_finite) {
        SF_CHECK(sf_k256t_affine(&qa, qh));
        sf_ge_k256_jac_add_affine_complete(&r, &p, &qa);
        SF_CHECK(sf_k256t_is(&r, rh));
        sf_ge_k256_jac_add_affine_vartime(&r, &p, &qa);
        SF_CHECK(sf_k256t_is(&r, rh));
        if (!same) {
            sf_ge_k256_jac_add_affine(&r, &p, &qa);
            SF_CHECK(sf_k256t_is(&r, rh));
        }
    }
    /* aliasing: r = p */
    sf_ge_k256_jac_add_complete(&p, &p, &q);
    SF_CHECK(sf_k256t_is(&p, rh));
}

/* One "dec ENC rc" line: the decoder's verdict and, when valid, a round trip. */
static void sf_ge_k256_check_dec(const char *hex, const char *rc)
{
    uint8_t raw[80], out[65], g[33];
    sf_ge_k256_affine a;
    long len = strcmp(hex, "-") == 0 ? 0 : sf_test_unhex(raw, sizeof raw, hex);
    sf_error want = rc[0] == '0' ? SF_OK
                    : rc[0] == '1' ? SF_ERR_INVALID_ENCODING
                                   : SF_ERR_INVALID_POINT;
    sf_error got;
    SF_CHECK(len >= 0);
    got = sf_ge_k256_decode(&a, raw, (size_t)len);
    SF_CHECK(got == want);
    if (got == SF_OK) {
        SF_CHECK(sf_ge_k256_affine_is_on_curve(&a));
        if (len == 33) {
            sf_ge_k256_encode_compressed(out, &a);
            SF_CHECK_BYTES(out, raw, 33);
        } else {
            sf_ge_k256_encode_uncompressed(out, &a);
            SF_CHECK_BYTES(out, raw, 65);
        }
    } else { /* documented error output: G */
        sf_ge_k256_encode_compressed(out, &a);
        SF_CHECK(sf_test_unhex(g, 33, sf_ge_k256_g_hex) == 33);
        SF_CHECK_BYTES(out, g, 33);
    }
}

SF_TEST(ge_k256_model)
{
    char line[512];
    char *f[6];
    unsigned lines = 0, scale = 3;
    FILE *fp = sf_k256t_open_model();
    if (fp == NULL)
        SF_SKIP("ge_k256.txt missing (run tests/model/gen_ge_k256.py)");
    while (fgets(line, sizeof line, fp) != NULL) {
        int n = sf_test_split(line, f, 6);
        sf_ge_k256_jac p, r;
        sf_ge_k256_affine a;
        if (n == 4 && strcmp(f[0], "add") == 0) {
            sf_ge_k256_check_add(f[1], f[2], f[3], scale++);
        } else if (n == 3 && strcmp(f[0], "dbl") == 0) {
            SF_CHECK(sf_k256t_point(&p, f[1], scale++));
            sf_ge_k256_jac_dbl(&r, &p);
            SF_CHECK(sf_k256t_is(&r, f[2]));
            sf_ge_k256_jac_dbl(&p, &p); /* aliasing */
            SF_CHECK(sf_k256t_is(&p, f[2]));
        } else if (n == 3 && strcmp(f[0], "endo") == 0) {
            SF_CHECK(sf_k256t_point(&p, f[1], scale++));
            sf_ge_k256_jac_endo(&r, &p);
            SF_CHECK(sf_k256t_is(&r, f[2]));
            SF_CHECK(sf_k256t_affine(&a, f[1]));
            sf_ge_k256_affine_endo(&a, &a);
            sf_ge_k256_jac_from_affine(&r, &a);
            SF_CHECK(sf_k256t_is(&r, f[2]));
        } else if (n == 3 && strcmp(f[0], "dec") == 0) {
            sf_ge_k256_check_dec(f[1], f[2]);
        } else if (n == 4 && strcmp(f[0], "xonly") == 0) {
            uint8_t x[32];
            sf_error want = f[2][0] == '0' ? SF_OK
                            : f[2][0] == '1' ? SF_ERR_INVALID_ENCODING
                                             : SF_ERR_INVALID_POINT;
            SF_CHECK(sf_test_unhex(x, 32, f[1]) == 32);
            SF_CHECK(sf_ge_k256_decode_xonly(&a, x) == want);
            if (want == SF_OK) {
                sf_ge_k256_jac_from_affine(&r, &a);
                SF_CHECK(sf_k256t_is(&r, f[3]));
            }
        } else {
            continue; /* mul/gen/simul/tables: the multiplication tests */
        }
        lines++;
    }
    fclose(fp);
    SF_CHECK(lines > 100);
}

SF_TEST(ge_k256_exceptional)
{
    sf_ge_k256_affine g, ng;
    sf_ge_k256_jac gj, ngj, r, inf;
    uint32_t h0, r0;
    sf_ge_k256_generator(&g);
    sf_ge_k256_affine_neg(&ng, &g);
    sf_ge_k256_jac_from_affine(&gj, &g);
    sf_ge_k256_jac_from_affine(&ngj, &ng);
    sf_ge_k256_jac_set_infinity(&inf);
    /* raw formula on P = P: all zero (documented garbage), flags set */
    sf_ge_k256_jac_add_raw_(&r, &gj, &gj, &h0, &r0);
    SF_CHECK(h0 == 1 && r0 == 1);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    /* P = -P: O, flags h0 only */
    sf_ge_k256_jac_add_raw_(&r, &gj, &ngj, &h0, &r0);
    SF_CHECK(h0 == 1 && r0 == 0);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    sf_ge_k256_jac_add(&r, &gj, &ngj);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    sf_ge_k256_jac_add_affine(&r, &gj, &ng);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    /* O + O, O + P, dbl(O) */
    sf_ge_k256_jac_add(&r, &inf, &inf);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    sf_ge_k256_jac_add_affine(&r, &inf, &g);
    SF_CHECK(sf_ge_k256_jac_eq(&r, &gj));
    sf_ge_k256_jac_dbl(&r, &inf);
    SF_CHECK(sf_ge_k256_jac_is_infinity(&r));
    SF_CHECK(sf_ge_k256_jac_is_valid(&inf));
    SF_CHECK(!sf_ge_k256_jac_eq(&inf, &gj));
    SF_CHECK(!sf_ge_k256_jac_eq(&gj, &ngj));
    /* to_affine of O: (0, 0) and 0 */
    SF_CHECK(sf_ge_k256_jac_to_affine(&ng, &inf) == 0);
    SF_CHECK(sf_fk256_is_zero(&ng.x) && sf_fk256_is_zero(&ng.y));
    SF_CHECK(!sf_ge_k256_affine_is_on_curve(&ng));
    SF_CHECK(sf_ge_k256_jac_to_affine_vartime(&ng, &inf) == 0);
    SF_CHECK(sf_ge_k256_jac_to_affine_vartime(&ng, &gj) == 1);
    SF_CHECK(sf_ge_k256_jac_to_affine(&g, &gj) == 1);
    /* an off-curve triple is not valid */
    r = gj;
    sf_fk256_add(&r.Y, &r.Y, &r.Z);
    sf_fk256_normalize_weak(&r.Y, &r.Y);
    SF_CHECK(!sf_ge_k256_jac_is_valid(&r));
}

SF_TEST(ge_k256_x_mod_n)
{
    /* x(G) mod n = x(G) (x < n); a wrong r fails; O fails */
    uint8_t gx[33], r[32];
    sf_ge_k256_affine g;
    sf_ge_k256_jac gj, inf;
    sf_ge_k256_generator(&g);
    sf_ge_k256_jac_from_affine(&gj, &g);
    sf_ge_k256_encode_compressed(gx, &g);
    memcpy(r, gx + 1, 32);
    SF_CHECK(sf_ge_k256_jac_x_equals_scalar_vartime(&gj, r));
    r[31] ^= 1;
    SF_CHECK(!sf_ge_k256_jac_x_equals_scalar_vartime(&gj, r));
    sf_ge_k256_jac_set_infinity(&inf);
    SF_CHECK(!sf_ge_k256_jac_x_equals_scalar_vartime(&inf, gx + 1));
}

const sf_test_case sf_tests_ge_k256[] = {
    SF_CASE(ge_k256_constants),
    SF_CASE(ge_k256_model),
    SF_CASE(ge_k256_exceptional),
    SF_CASE(ge_k256_x_mod_n),
    SF_CASES_END,
};

/*
 * P-256 group tests (src/group/p256/), on both field backends.
 *
 * ge_p256_model replays the add/dbl/decode/xmodn lines of
 * tests/model/gen_ge_p256.py (the mul/gen/simul lines belong to the
 * multiplication tests) through every addition flavour, with the inputs in
 * Jacobian form scaled by a nonzero factor so that Z != 1 is exercised. The
 * other cases check what the model file cannot: constants, the documented
 * exceptional outputs of the raw formulas, encodings round trips, batch
 * normalisation and lookups.
 */
#include <stdio.h>
#include <string.h>

#include "group/ge_p256_test_util.h"
#include "test.h"

static const char sf_ge_p256_g_hex[] =
    "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
    "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5";
static const char sf_ge_p256_b_hex[] =
    "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b";
/* 2G, from SEC 2 / many independent sources */
static const char sf_ge_p256_2g_hex[] =
    "7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978"
    "07775510db8ed040293d9ac69f7430dbba7dade63ce982299e04b79d227873d1";

SF_TEST(ge_p256_constants)
{
    uint8_t raw[64], want[64], bb[32];
    sf_ge_p256_affine g;
    sf_ge_p256_jac gj, d;
    sf_fp256 b;
    sf_ge_p256_generator(&g);
    sf_ge_p256_encode_raw(raw, &g);
    SF_CHECK(sf_test_unhex(want, 64, sf_ge_p256_g_hex) == 64);
    SF_CHECK_BYTES(raw, want, 64);
    SF_CHECK(sf_ge_p256_affine_is_on_curve(&g));
    sf_ge_p256_curve_b(&b);
    sf_fp256_encode(bb, &b);
    SF_CHECK(sf_test_unhex(want, 32, sf_ge_p256_b_hex) == 32);
    SF_CHECK_BYTES(bb, want, 32);
    sf_ge_p256_jac_from_affine(&gj, &g);
    sf_ge_p256_jac_dbl(&d, &gj);
    SF_CHECK(sf_p256t_is(&d, sf_ge_p256_2g_hex));
}

/* Run one "add P Q R" line through every flavour that applies. */
static void sf_ge_p256_check_add(const char *ph, const char *qh, const char *rh,
                                 uint32_t scale)
{
    sf_ge_p256_jac p, q, r;
    sf_ge_p256_affine qa;
    int same = strcmp(ph, qh) == 0 && strcmp(ph, "inf") != 0;
    int q_finite = strcmp(qh, "inf") != 0;
    if (!sf_p256t_point(&p, ph, scale) || !sf_p256t_point(&q, qh, scale + 7)) {
        SF_CHECK(!"bad point in ge_p256.txt");
        return;
    }
    sf_ge_p256_jac_add_complete(&r, &p, &q);
    SF_CHECK(sf_p256t_is(&r, rh));
    sf_ge_p256_jac_add_vartime(&r, &p, &q);
    SF_CHECK(sf_p256t_is(&r, rh));
    if (!same) {
        sf_ge_p256_jac_add(&r, &p, &q);
        SF_CHECK(sf_p256t_is(&r, rh));
        /* aliasing: r = p */
        r = p;
        sf_ge_p256_jac_add(&r, &r, &q);
        SF_CHECK(sf_p256t_is(&r, rh));
    }
    if (q_finite) {
        SF_CHECK(sf_p256t_affine(&qa, qh));
        sf_ge_p256_jac_add_affine_complete(&r, &p, &qa);
        SF_CHECK(sf_p256t_is(&r, rh));
        sf_ge_p256_jac_add_affine_vartime(&r, &p, &qa);
        SF_CHECK(sf_p256t_is(&r, rh));
        if (!same) {
            r = p;
            sf_ge_p256_jac_add_affine(&r, &r, &qa);
            SF_CHECK(sf_p256t_is(&r, rh));
            if (!sf_ge_p256_jac_is_infinity(&p)) { /* its contract */
                sf_ge_p256_jac_add_affine_finite(&r, &p, &qa);
                SF_CHECK(sf_p256t_is(&r, rh));
                r = p;
                sf_ge_p256_jac_add_affine_finite(&r, &r, &qa);
                SF_CHECK(sf_p256t_is(&r, rh));
            }
        }
    }
}

static void sf_ge_p256_check_decode(const char *eh, const char *code,
                                    const char *rh)
{
    uint8_t enc[80], out[65], raw[64];
    long len = strcmp(eh, "-") == 0 ? 0 : sf_test_unhex(enc, sizeof enc, eh);
    sf_ge_p256_affine a, g;
    sf_ge_p256_jac aj;
    sf_error want = strcmp(code, "ok") == 0         ? SF_OK
                    : strcmp(code, "encoding") == 0 ? SF_ERR_INVALID_ENCODING
                                                    : SF_ERR_INVALID_POINT;
    sf_error got;
    if (len < 0) {
        SF_CHECK(!"bad encoding in ge_p256.txt");
        return;
    }
    got = sf_ge_p256_decode(&a, enc, (size_t)len);
    if (got != want)
        fprintf(stderr, "  decode %s: got %d want %d\n", eh, got, want);
    SF_CHECK(got == want);
    if (got != SF_OK) {
        /* the documented fallback: r = G */
        sf_ge_p256_generator(&g);
        sf_ge_p256_encode_raw(out, &a);
        sf_ge_p256_encode_raw(raw, &g);
        SF_CHECK_BYTES(out, raw, 64);
        return;
    }
    sf_ge_p256_jac_from_affine(&aj, &a);
    SF_CHECK(sf_p256t_is(&aj, rh));
    /* the canonical encodings round trip, and re-encode the input exactly */
    sf_ge_p256_encode_uncompressed(out, &a);
    SF_CHECK(sf_ge_p256_decode(&g, out, 65) == SF_OK);
    SF_CHECK(memcmp(&g, &a, sizeof a) == 0);
    if (len == 65)
        SF_CHECK_BYTES(out, enc, 65);
    sf_ge_p256_encode_raw(raw, &a);
    if (len == 64)
        SF_CHECK_BYTES(raw, enc, 64);
    sf_ge_p256_encode_compressed(out, &a);
    SF_CHECK(sf_ge_p256_decode(&g, out, 33) == SF_OK);
    SF_CHECK(memcmp(&g, &a, sizeof a) == 0);
    if (len == 33)
        SF_CHECK_BYTES(out, enc, 33);
}

SF_TEST(ge_p256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "ge_p256.txt");
    char line[1024], *f[5];
    long n_add = 0, n_dbl = 0, n_dec = 0, n_x = 0;
    uint32_t scale = 2;
    if (fp == NULL)
        SF_SKIP("ge_p256.txt missing: run tests/model/gen_ge_p256.py --out DIR");
    while (fgets(line, sizeof line, fp) != NULL) {
        int nf = sf_test_split(line, f, 5);
        scale = scale * 1103515245u + 12345u;
        if (scale == 0)
            scale = 1;
        if (nf >= 4 && strcmp(f[0], "add") == 0) {
            sf_ge_p256_check_add(f[1], f[2], f[3], scale);
            n_add++;
        } else if (nf >= 4 && strcmp(f[0], "dbl") == 0) {
            sf_ge_p256_jac p, r;
            SF_CHECK(sf_p256t_point(&p, f[1], scale));
            sf_ge_p256_jac_dbl(&r, &p);
            SF_CHECK(sf_p256t_is(&r, f[3]));
            sf_ge_p256_jac_dbl(&p, &p); /* in place */
            SF_CHECK(sf_p256t_is(&p, f[3]));
            n_dbl++;
        } else if (nf >= 4 && strcmp(f[0], "decode") == 0) {
            sf_ge_p256_check_decode(f[1], f[2], f[3]);
            n_dec++;
        } else if (nf >= 4 && strcmp(f[0], "xmodn") == 0) {
            sf_ge_p256_jac p;
            uint8_t k[32];
            SF_CHECK(sf_p256t_point(&p, f[1], scale));
            SF_CHECK(sf_test_unhex(k, 32, f[2]) == 32);
            SF_CHECK(sf_ge_p256_jac_x_equals_scalar_vartime(&p, k) ==
                     (uint32_t)(f[3][0] - '0'));
            n_x++;
        } else if (nf >= 1 && (strcmp(f[0], "mul") == 0 || strcmp(f[0], "gen") == 0 ||
                               strcmp(f[0], "simul") == 0)) {
            continue; /* multiplication tests */
        } else {
            SF_CHECK(!"unknown line in ge_p256.txt");
        }
    }
    fclose(fp);
    SF_CHECK(n_add >= 400 && n_dbl >= 20 && n_dec >= 500 && n_x >= 40);
}

/* The raw formulas' documented garbage on p = q, so the header stays true. */
SF_TEST(ge_p256_exceptional)
{
    sf_ge_p256_affine g;
    sf_ge_p256_jac gj, r, inf;
    sf_ge_p256_generator(&g);
    sf_ge_p256_jac_from_affine(&gj, &g);
    sf_ge_p256_jac_set_infinity(&inf);
    /* p = q: the ct add leaves Z = 0 garbage, the complete one doubles */
    sf_ge_p256_jac_add(&r, &gj, &gj);
    SF_CHECK(sf_ge_p256_jac_is_infinity(&r));
    sf_ge_p256_jac_add_affine(&r, &gj, &g);
    SF_CHECK(sf_ge_p256_jac_is_infinity(&r));
    sf_ge_p256_jac_add_affine_finite(&r, &gj, &g);
    SF_CHECK(sf_ge_p256_jac_is_infinity(&r));
    sf_ge_p256_jac_add_complete(&r, &gj, &gj);
    SF_CHECK(sf_p256t_is(&r, sf_ge_p256_2g_hex));
    /* O is handled by every flavour */
    sf_ge_p256_jac_add(&r, &inf, &gj);
    SF_CHECK(sf_ge_p256_jac_eq(&r, &gj));
    sf_ge_p256_jac_add(&r, &gj, &inf);
    SF_CHECK(sf_ge_p256_jac_eq(&r, &gj));
    sf_ge_p256_jac_add_affine(&r, &inf, &g);
    SF_CHECK(sf_ge_p256_jac_eq(&r, &gj));
    sf_ge_p256_jac_dbl(&r, &inf);
    SF_CHECK(sf_ge_p256_jac_is_infinity(&r));
    /* dbl_n */
    sf_ge_p256_jac_dbl_n(&r, &gj, 1);
    SF_CHECK(sf_p256t_is(&r, sf_ge_p256_2g_hex));
    /* to_affine of O reports it and gives (0, 0) */
    SF_CHECK(sf_ge_p256_jac_to_affine(&g, &inf) == 0);
    SF_CHECK(sf_fp256_is_zero(&g.x) && sf_fp256_is_zero(&g.y));
    SF_CHECK(!sf_ge_p256_affine_is_on_curve(&g));
    SF_CHECK(sf_ge_p256_jac_x_equals_scalar_vartime(&inf, (const uint8_t *)
                                                    "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"
                                                    "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\1") == 0);
}

SF_TEST(ge_p256_conversions)
{
    sf_ge_p256_affine g, out[9], one;
    sf_ge_p256_jac in[9], t, neg;
    sf_ge_p256_generator(&g);
    sf_ge_p256_jac_from_affine(&in[0], &g);
    sf_ge_p256_jac_dbl(&in[1], &in[0]);
    for (int i = 2; i < 9; i++) {
        sf_ge_p256_jac_add_affine(&in[i], &in[i - 1], &g); /* (i+1) G */
        SF_CHECK(sf_ge_p256_jac_is_valid(&in[i]));
    }
    sf_ge_p256_jac_batch_to_affine(out, in, 9);
    for (int i = 0; i < 9; i++) {
        SF_CHECK(sf_ge_p256_jac_to_affine(&one, &in[i]) == 1);
        SF_CHECK(memcmp(&one, &out[i], sizeof one) == 0);
        SF_CHECK(sf_ge_p256_affine_is_on_curve(&out[i]));
    }
    sf_ge_p256_jac_batch_to_affine(out, in + 3, 1);
    SF_CHECK(sf_ge_p256_jac_to_affine(&one, &in[3]) == 1);
    SF_CHECK(memcmp(&one, &out[0], sizeof one) == 0);
    /* lookups read the right entry, and all-zero past the end */
    for (uint32_t i = 0; i < 9; i++) {
        sf_ge_p256_jac_lookup(&t, in, 9, i);
        SF_CHECK(memcmp(&t, &in[i], sizeof t) == 0);
        sf_ge_p256_affine_lookup(&one, out, 9, i);
        SF_CHECK(memcmp(&one, &out[i], sizeof one) == 0);
    }
    sf_ge_p256_affine_lookup(&one, out, 9, 9);
    SF_CHECK(sf_fp256_is_zero(&one.x) && sf_fp256_is_zero(&one.y));
    /* negation and conditional negation */
    sf_ge_p256_jac_neg(&neg, &in[4]);
    sf_ge_p256_jac_add_vartime(&t, &neg, &in[4]);
    SF_CHECK(sf_ge_p256_jac_is_infinity(&t));
    sf_ge_p256_jac_cneg(&t, &in[4], 1);
    SF_CHECK(memcmp(&t, &neg, sizeof t) == 0);
    sf_ge_p256_jac_cneg(&t, &in[4], 0);
    SF_CHECK(memcmp(&t, &in[4], sizeof t) == 0);
    sf_ge_p256_affine_neg(&one, &out[4]);
    sf_ge_p256_affine_cneg(&g, &out[4], 1);
    SF_CHECK(memcmp(&one, &g, sizeof g) == 0);
    sf_ge_p256_affine_cneg(&g, &out[4], 0);
    SF_CHECK(memcmp(&out[4], &g, sizeof g) == 0);
    SF_CHECK(!sf_ge_p256_jac_eq(&in[4], &neg));
}

const sf_test_case sf_tests_ge_p256[] = {
    SF_CASE(ge_p256_constants),
    SF_CASE(ge_p256_model),
    SF_CASE(ge_p256_exceptional),
    SF_CASE(ge_p256_conversions),
    SF_CASES_END,
};

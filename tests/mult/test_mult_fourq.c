/*
 * Tests of the FourQ multiplication layer (src/mult/fourq/).
 *
 *  - mult_fourq_tables: the compiled generator tables equal a fresh C
 *    computation with the group law and psi/phi, AND the file
 *    tools/gen_fourq_tables.py regenerates at test time
 *    (gen/mult_fourq_tables.c, tests/model/gen_mult_fourq.py), number for
 *    number.
 *  - mult_fourq_kat_*: FourQlib's ecc_mul_fixed, ecc_mul and ecc_mul_double
 *    vectors (tests/vectors/fourq/), every valid record, through the mult
 *    layer (the native and compat APIs run them again on top).
 *  - mult_fourq_props_0..3: 4 x 2,500 random scalars: _endo, _noendo and
 *    the double-and-add model agree on random points of order N; mul_gen
 *    agrees with _endo on G; mul_double_vartime agrees with the two single
 *    multiplications; the cofactor: [392 k]P by the model equals [k]([392]P)
 *    for points with a torsion part.
 *  - mult_fourq_edges: scalars 0, 1, 2, N-1, N, N+1, 2^256-1 and the
 *    eigenvalues, where the decomposition has zero or extreme parts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/ge_fourq_test_util.h"
#include "mult/mult_table_test_util.h"
#include "mult/fourq/mult_fourq.h"
#include "mult/fourq/mult_fourq_tables.h"
#include "scalar/fourq/sc_fourq.h"
#include "test.h"

/* N, little-endian */
static const uint8_t sf_tmf_n[32] = {
    0xe7, 0x8c, 0x76, 0xc7, 0x0e, 0x54, 0xb2, 0x2f, 0x99, 0x79, 0x0f, 0xfe, 0x4d, 0x00, 0xbd, 0xdf,
    0xe5, 0x14, 0xbc, 0x9c, 0x82, 0x97, 0x53, 0xf0, 0x72, 0x0a, 0x5e, 0x4e, 0xc1, 0xcb, 0x29, 0x00};

/* ---- the generated tables ------------------------------------------------------ */

static int sf_tmf_packed_is(const sf_mult_fourq_packed *e, const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_affine a;
    sf_ge_fourq_niels n, u;
    sf_fp2_127 d2;
    sf_ge_fourq_load_2d(&d2);
    sf_ge_fourq_ext_to_affine(&a, p);
    sf_ge_fourq_affine_to_niels(&n, &a, &d2);
    sf_mult_fourq_unpack(&u, e);
    return sf_fp2_127_eq(&n.xpy, &u.xpy) && sf_fp2_127_eq(&n.ymx, &u.ymx) &&
           sf_fp2_127_eq(&n.t2d, &u.t2d);
}

SF_TEST(mult_fourq_tables)
{
    sf_ge_fourq_ext g, rows[SF_MULT_FOURQ_COMB_W], pt, base[4], two;
    sf_fp2_127 d2;
    int ok = 1;

    sf_ge_fourq_load_2d(&d2);
    sf_ge_fourq_generator(&g);
    rows[0] = g;
    for (int r = 1; r < SF_MULT_FOURQ_COMB_W; r++) {
        rows[r] = rows[r - 1];
        for (int i = 0; i < SF_MULT_FOURQ_COMB_D; i++)
            sf_ge_fourq_dbl(&rows[r], &rows[r]);
    }
    for (int u = 0; u < SF_MULT_FOURQ_COMB_TABLE; u++) {
        pt = g;
        for (int r = 1; r < SF_MULT_FOURQ_COMB_W; r++)
            if ((u >> (r - 1)) & 1)
                sf_ge_fourq_add(&pt, &pt, &rows[r], &d2);
        for (int m = 0; m < SF_MULT_FOURQ_COMB_V; m++) {
            ok &= sf_tmf_packed_is(&sf_mult_fourq_comb[m][u], &pt);
            for (int i = 0; i < SF_MULT_FOURQ_COMB_E; i++)
                sf_ge_fourq_dbl(&pt, &pt);
        }
    }
    SF_CHECK(ok);

    /* the double-base side: odd multiples of G, phi G, psi G, psi phi G,
     * with the C endomorphisms (the tool used the eigenvalues) */
    base[0] = g;
    sf_ge_fourq_phi(&base[1], &g);
    sf_ge_fourq_psi(&base[2], &g);
    sf_ge_fourq_psi(&base[3], &base[1]);
    for (int j = 0; j < 4; j++) {
        sf_ge_fourq_dbl(&two, &base[j]);
        pt = base[j];
        for (int u = 0; u < SF_MULT_FOURQ_DBL_TABLE; u++) {
            ok &= sf_tmf_packed_is(&sf_mult_fourq_dbl_g[j][u], &pt);
            sf_ge_fourq_add(&pt, &pt, &two, &d2);
        }
    }
    SF_CHECK(ok);

    /* against the file the tool regenerated at test time */
    {
        const uint64_t *const tabs[2] = {&sf_mult_fourq_comb[0][0].w[0],
                                         &sf_mult_fourq_dbl_g[0][0].w[0]};
        const size_t lens[2] = {sizeof sf_mult_fourq_comb / 8, sizeof sf_mult_fourq_dbl_g / 8};
        const char *const markers[2] = {"", "sf_mult_fourq_dbl_g["};
        sf_tmt_check_file("mult_fourq_tables.c", 2, tabs, lens, markers);
    }
}

/* ---- FourQlib's vectors ----------------------------------------------------------- */

static int sf_tmf_rec_fixed(const char *line, void *ctx)
{
    uint8_t k[32], want[64];
    sf_sc_fourq ks;
    sf_ge_fourq_ext r;
    (void)ctx;
    if (!sf_tfq_field(line, "k", k, 32) || !sf_tfq_field(line, "Q", want, 64))
        return -1;
    sf_sc_fourq_reduce(&ks, k);
    sf_mult_fourq_mul_gen(&r, &ks);
    return sf_tfq_is(&r, want);
}

SF_TEST(mult_fourq_kat_fixed)
{
    sf_tfq_each("fourq/ecc_mul_fixed.jsonl", sf_tmf_rec_fixed, NULL, 283);
}

/* With and without the endomorphisms: every P here is of order N once the
 * cofactor is applied (when the record asks for it). */
static int sf_tmf_rec_mul(const char *line, void *ctx)
{
    uint8_t k[32], pb[64], want[64];
    char cof[8], ok[8];
    sf_ge_fourq_ext p, r, r2;
    (void)ctx;
    if (!sf_tfq_text(line, "ok", ok, sizeof ok) || strcmp(ok, "true") != 0 ||
        !sf_tfq_field(line, "k", k, 32) || !sf_tfq_field(line, "P", pb, 64) ||
        !sf_tfq_field(line, "Q", want, 64) || !sf_tfq_text(line, "clear_cofactor", cof, sizeof cof))
        return -1;
    if (!sf_tfq_point(&p, pb))
        return 0;
    if (strcmp(cof, "true") == 0)
        sf_mult_fourq_mul_cofactor(&p, &p);
    sf_mult_fourq_mul_endo(&r, k, &p);
    sf_mult_fourq_mul_noendo(&r2, k, &p);
    return sf_tfq_is(&r, want) && sf_tfq_is(&r2, want);
}

SF_TEST(mult_fourq_kat_mul)
{
    sf_tfq_each("fourq/ecc_mul.jsonl", sf_tmf_rec_mul, NULL, 300);
}

static int sf_tmf_rec_double(const char *line, void *ctx)
{
    uint8_t k[32], l[32], qb[64], want[64];
    char ok[8];
    sf_ge_fourq_ext q, r;
    (void)ctx;
    if (!sf_tfq_text(line, "ok", ok, sizeof ok) || strcmp(ok, "true") != 0 ||
        !sf_tfq_field(line, "k", k, 32) || !sf_tfq_field(line, "l", l, 32) ||
        !sf_tfq_field(line, "Q", qb, 64) || !sf_tfq_field(line, "R", want, 64))
        return -1;
    if (!sf_tfq_point(&q, qb))
        return 0;
    sf_mult_fourq_mul_double_vartime(&r, k, l, &q);
    return sf_tfq_is(&r, want);
}

SF_TEST(mult_fourq_kat_double)
{
    sf_tfq_each("fourq/ecc_mul_double.jsonl", sf_tmf_rec_double, NULL, 296);
}

/* ---- properties ---------------------------------------------------------------------- */

/* A random point of order N: the model's [k]G for a random k. */
static void sf_tmf_random_point(sf_ge_fourq_ext *r, sf_test_rng *rng)
{
    uint8_t k[32];
    sf_ge_fourq_ext g;
    sf_test_rng_bytes(rng, k, 32);
    sf_ge_fourq_generator(&g);
    sf_tfq_mul_model(r, k, &g);
}

#define SF_TMF_PROPS_PER_CASE 2500

static void sf_tmf_props(uint64_t seed)
{
    sf_test_rng rng;
    sf_ge_fourq_ext g, pts[4], e, ne, m, fg, gl, dbl, sum;
    sf_fp2_127 d2;
    unsigned bad_endo = 0, bad_noendo = 0, bad_gen = 0, bad_dbl = 0;
    sf_test_rng_seed(&rng, seed);
    sf_ge_fourq_load_2d(&d2);
    sf_ge_fourq_generator(&g);
    for (int i = 0; i < 4; i++)
        sf_tmf_random_point(&pts[i], &rng);
    for (int i = 0; i < SF_TMF_PROPS_PER_CASE; i++) {
        uint8_t k[32], l[32];
        sf_sc_fourq ks;
        const sf_ge_fourq_ext *p = &pts[i & 3];
        sf_test_rng_bytes(&rng, k, 32);
        sf_test_rng_bytes(&rng, l, 32);
        if (i & 1) /* half the scalars below N, half full 256-bit */
            k[31] &= 0x1f;
        sf_mult_fourq_mul_endo(&e, k, p);
        sf_mult_fourq_mul_noendo(&ne, k, p);
        sf_tfq_mul_model(&m, k, p);
        bad_endo += !sf_ge_fourq_ext_eq(&e, &m) || !sf_ge_fourq_ext_is_valid(&e);
        bad_noendo += !sf_ge_fourq_ext_eq(&ne, &m) || !sf_ge_fourq_ext_is_valid(&ne);
        /* fixed base against variable base on G */
        sf_sc_fourq_reduce(&ks, k);
        sf_mult_fourq_mul_gen(&fg, &ks);
        sf_mult_fourq_mul_endo(&gl, k, &g);
        bad_gen += !sf_ge_fourq_ext_eq(&fg, &gl) || !sf_ge_fourq_ext_is_valid(&fg);
        /* double base against the two singles: [k]G + [l]P */
        sf_mult_fourq_mul_double_vartime(&dbl, k, l, p);
        sf_mult_fourq_mul_endo(&e, l, p);
        sf_ge_fourq_add(&sum, &fg, &e, &d2);
        bad_dbl += !sf_ge_fourq_ext_eq(&dbl, &sum) || !sf_ge_fourq_ext_is_valid(&dbl);
    }
    SF_CHECK(bad_endo == 0);
    SF_CHECK(bad_noendo == 0);
    SF_CHECK(bad_gen == 0);
    SF_CHECK(bad_dbl == 0);
}

SF_TEST(mult_fourq_props_0) { sf_tmf_props(0x4f51); }
SF_TEST(mult_fourq_props_1) { sf_tmf_props(0x4f52); }
SF_TEST(mult_fourq_props_2) { sf_tmf_props(0x4f53); }
SF_TEST(mult_fourq_props_3) { sf_tmf_props(0x4f54); }

/*
 * Cofactor clearing: for R = T + S with T of small order (a point [N]X) and
 * S of order N, [392]R = [392]S, so [k]([392]R) by every algorithm equals the
 * model's [392 k]R; and [392]T = O.
 */
SF_TEST(mult_fourq_cofactor)
{
    sf_test_rng rng;
    sf_ge_fourq_affine ga;
    sf_ge_fourq_ext x, t, s, rpt, c, e, ne, m, o;
    sf_fp2_127 d2;
    unsigned bad = 0, found = 0;
    sf_test_rng_seed(&rng, 392);
    sf_ge_fourq_load_2d(&d2);
    sf_ge_fourq_generator_affine(&ga);
    for (int i = 0; i < 64 && found < 16; i++) {
        /* a random curve point from a random y: x^2 = (y^2 - 1)/(d y^2 + 1) */
        uint8_t enc[32];
        sf_ge_fourq_affine a;
        sf_test_rng_bytes(&rng, enc, 32);
        enc[15] &= 0x7f;
        enc[31] &= 0x7f;
        if (!sf_ge_fourq_decompress(&a, enc))
            continue;
        sf_ge_fourq_affine_to_ext(&x, &a);
        sf_tfq_mul_model(&t, sf_tmf_n, &x); /* the torsion part of x */
        if (sf_ge_fourq_ext_is_identity(&t))
            continue;
        found++;
        {
            uint8_t k[32], k392[32];
            uint32_t carry = 0;
            sf_test_rng_bytes(&rng, k, 32);
            k[31] = 0;
            k[30] &= 0x1f;
            /* k392 = 392 k (k < 2^245, so 392 k < 2^254) */
            for (int b = 0; b < 32; b++) {
                uint32_t v = (uint32_t)k[b] * 392u + carry;
                k392[b] = (uint8_t)v;
                carry = v >> 8;
            }
            sf_tfq_mul_model(&s, k, &x); /* any point; then R = T + [k]X */
            sf_ge_fourq_add(&rpt, &t, &s, &d2);
            sf_mult_fourq_mul_cofactor(&o, &t);
            bad += !sf_ge_fourq_ext_is_identity(&o);
            sf_mult_fourq_mul_cofactor(&c, &rpt);
            sf_mult_fourq_mul_endo(&e, k, &c);
            sf_mult_fourq_mul_noendo(&ne, k, &c);
            sf_tfq_mul_model(&m, k392, &rpt);
            bad += !sf_ge_fourq_ext_eq(&e, &m);
            bad += !sf_ge_fourq_ext_eq(&ne, &m);
        }
    }
    SF_CHECK(found >= 8);
    SF_CHECK(bad == 0);
}

SF_TEST(mult_fourq_edges)
{
    static const char *const ks[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "0200000000000000000000000000000000000000000000000000000000000000",
        "e68c76c70e54b22f99790ffe4d00bddfe514bc9c829753f0720a5e4ec1cb2900", /* N-1 */
        "e78c76c70e54b22f99790ffe4d00bddfe514bc9c829753f0720a5e4ec1cb2900", /* N */
        "e88c76c70e54b22f99790ffe4d00bddfe514bc9c829753f0720a5e4ec1cb2900", /* N+1 */
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "647899e83ce6f0cd9baa4d5e0b4f872476733dc1038fc183c876c89d06d90600", /* lambda_phi */
        "882afdcdb7f2c75d880eef09ca8836cb1eb553ab10254c8c2619353575c41800", /* lambda_psi */
        "0000000000000000000000000000000000000000000000000000000000000080", /* 2^255 */
    };
    sf_ge_fourq_ext g, p, e, ne, m, fg;
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 7);
    sf_ge_fourq_generator(&g);
    sf_tmf_random_point(&p, &rng);
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        uint8_t k[32];
        sf_sc_fourq kr;
        SF_CHECK(sf_tfq_hex(k, 32, ks[i]));
        sf_tfq_mul_model(&m, k, &p);
        sf_mult_fourq_mul_endo(&e, k, &p);
        sf_mult_fourq_mul_noendo(&ne, k, &p);
        SF_CHECK(sf_ge_fourq_ext_eq(&e, &m));
        SF_CHECK(sf_ge_fourq_ext_eq(&ne, &m));
        sf_tfq_mul_model(&m, k, &g);
        sf_sc_fourq_reduce(&kr, k);
        sf_mult_fourq_mul_gen(&fg, &kr);
        SF_CHECK(sf_ge_fourq_ext_eq(&fg, &m));
        sf_mult_fourq_mul_double_vartime(&e, k, k, &p);
        sf_mult_fourq_mul_endo(&ne, k, &p);
        {
            sf_fp2_127 d2;
            sf_ge_fourq_load_2d(&d2);
            sf_ge_fourq_add(&ne, &ne, &fg, &d2);
        }
        SF_CHECK(sf_ge_fourq_ext_eq(&e, &ne));
    }
    /* the build's choice is one of the two */
    SF_CHECK(sf_mult_fourq_uses_endo() == 0 || sf_mult_fourq_uses_endo() == 1);
}

const sf_test_case sf_tests_mult_fourq[] = {
    SF_CASE(mult_fourq_tables),
    SF_CASE(mult_fourq_kat_fixed),
    SF_CASE(mult_fourq_kat_mul),
    SF_CASE(mult_fourq_kat_double),
    SF_CASE(mult_fourq_props_0),
    SF_CASE(mult_fourq_props_1),
    SF_CASE(mult_fourq_props_2),
    SF_CASE(mult_fourq_props_3),
    SF_CASE(mult_fourq_cofactor),
    SF_CASE(mult_fourq_edges),
    SF_CASES_END,
};

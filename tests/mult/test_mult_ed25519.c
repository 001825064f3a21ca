/*
 * Tests of the edwards25519 multiplication layer (src/mult/ed25519/), each
 * run over every CPU level the build compiled and the machine runs
 * (sf_mult_ed25519_at), so the levels are checked to agree bit for bit.
 *
 *  - mult_ed25519_tables: the compiled base-point tables equal a fresh C
 *    computation with the group law, AND the file
 *    tools/gen_ed25519_tables.py regenerates at test time
 *    (gen/mult_ed25519_tables.c, tests/model/gen_mult_ed25519.py), number
 *    for number.
 *  - mult_ed25519_model: the Python model's records (gen, mul, dbl), edge
 *    scalars and points with a torsion part included.
 *  - mult_ed25519_props_0..1: random scalars and points (prime order,
 *    mixed, small order): mul_gen, mul on B, mul, simul_gen_vartime and
 *    the double-and-add model agree.
 *  - mult_ed25519_edges: scalars 0, 1, 2, l - 1, l, l + 1, 2^256 - 1,
 *    every parity, on O, the small-order points and B.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/ge_ed25519_test_util.h"
#include "mult/mult_table_test_util.h"
#include "mult/ed25519/mult_ed25519.h"
#include "mult/ed25519/mult_ed25519_tables.h"
#include "test.h"

/* The levels this machine runs, highest first; returns how many. */
static int sf_tme_levels(const sf_mult_ed25519_impl *impl[SF_CPU_LEVELS])
{
    int n = 0;
    for (int l = SF_CPU_LEVELS - 1; l >= 0; l--) {
        const sf_mult_ed25519_impl *t = sf_mult_ed25519_at((sf_cpu_level)l);
        if (t != NULL)
            impl[n++] = t;
    }
    return n;
}

/* ---- the generated tables ------------------------------------------------------ */

static int sf_tme_packed_is(const sf_mult_ed25519_packed *e, const sf_ge_ed25519_ext *p)
{
    sf_ge_ed25519_affine a;
    sf_ge_ed25519_niels n, u;
    sf_fp255 d2;
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_ext_to_affine(&a, p);
    sf_ge_ed25519_affine_to_niels(&n, &a, &d2);
    sf_mult_ed25519_unpack(&u, e);
    return sf_fp255_eq(&n.xpy, &u.xpy) && sf_fp255_eq(&n.ymx, &u.ymx) &&
           sf_fp255_eq(&n.t2d, &u.t2d);
}

SF_TEST(mult_ed25519_tables)
{
    sf_ge_ed25519_ext g, rows[SF_MULT_ED25519_COMB_W], pt, two;
    sf_fp255 d2;
    int ok = 1;

    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_generator(&g);
    rows[0] = g;
    for (int r = 1; r < SF_MULT_ED25519_COMB_W; r++)
        sf_ge_ed25519_dbl_n(&rows[r], &rows[r - 1], SF_MULT_ED25519_COMB_D);
    for (int u = 0; u < SF_MULT_ED25519_COMB_TABLE; u++) {
        pt = g;
        for (int r = 1; r < SF_MULT_ED25519_COMB_W; r++)
            if ((u >> (r - 1)) & 1)
                sf_ge_ed25519_add(&pt, &pt, &rows[r], &d2);
        for (int m = 0; m < SF_MULT_ED25519_COMB_V; m++) {
            ok &= sf_tme_packed_is(&sf_mult_ed25519_comb[m][u], &pt);
            sf_ge_ed25519_dbl_n(&pt, &pt, SF_MULT_ED25519_COMB_E);
        }
    }
    SF_CHECK(ok);
    sf_ge_ed25519_dbl(&two, &g);
    pt = g;
    for (int u = 0; u < SF_MULT_ED25519_DBL_TABLE; u++) {
        ok &= sf_tme_packed_is(&sf_mult_ed25519_dbl_g[u], &pt);
        sf_ge_ed25519_add(&pt, &pt, &two, &d2);
    }
    SF_CHECK(ok);
    {
        const uint64_t *const tabs[2] = {&sf_mult_ed25519_comb[0][0].w[0],
                                         &sf_mult_ed25519_dbl_g[0].w[0]};
        const size_t lens[2] = {sizeof sf_mult_ed25519_comb / 8, sizeof sf_mult_ed25519_dbl_g / 8};
        const char *const markers[2] = {"", "sf_mult_ed25519_dbl_g["};
        sf_tmt_check_file("mult_ed25519_tables.c", 2, tabs, lens, markers);
    }
}

/* ---- the model ---------------------------------------------------------------------- */

SF_TEST(mult_ed25519_model)
{
    const sf_mult_ed25519_impl *impl[SF_CPU_LEVELS];
    int nl = sf_tme_levels(impl);
    FILE *f = sf_test_open(sf_test_gen_dir(), "mult_ed25519.txt");
    static char line[1024];
    unsigned long counts[3] = {0};
    if (f == NULL)
        SF_SKIP("gen/mult_ed25519.txt missing: run tests/model/gen_mult_ed25519.py");
    SF_CHECK(nl >= 1);
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[6] = {NULL};
        uint8_t k[32], l[32], a[32], want[32];
        sf_ge_ed25519_ext p, r;
        int nt;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nt = sf_test_split(line, tok, 6);
        if (strcmp(tok[0], "gen") == 0 && nt == 3 && sf_te_hex(k, 32, tok[1]) &&
            sf_te_hex(want, 32, tok[2])) {
            for (int i = 0; i < nl; i++) {
                impl[i]->mul_gen(&r, k);
                SF_CHECK(sf_te_is(&r, want));
            }
            counts[0]++;
        } else if (strcmp(tok[0], "mul") == 0 && nt == 4 && sf_te_hex(k, 32, tok[1]) &&
                   sf_te_hex(a, 32, tok[2]) && sf_te_hex(want, 32, tok[3])) {
            SF_CHECK(sf_te_point(&p, a));
            for (int i = 0; i < nl; i++) {
                impl[i]->mul(&r, k, &p);
                SF_CHECK(sf_te_is(&r, want));
            }
            r = p; /* r aliasing the point */
            sf_mult_ed25519_mul(&r, k, &r);
            SF_CHECK(sf_te_is(&r, want));
            counts[1]++;
        } else if (strcmp(tok[0], "dbl") == 0 && nt == 5 && sf_te_hex(k, 32, tok[1]) &&
                   sf_te_hex(l, 32, tok[2]) && sf_te_hex(a, 32, tok[3]) &&
                   sf_te_hex(want, 32, tok[4])) {
            SF_CHECK(sf_te_point(&p, a));
            for (int i = 0; i < nl; i++) {
                impl[i]->simul_gen_vartime(&r, k, l, &p);
                SF_CHECK(sf_te_is(&r, want));
            }
            r = p;
            sf_mult_ed25519_simul_gen_vartime(&r, k, l, &r);
            SF_CHECK(sf_te_is(&r, want));
            counts[2]++;
        } else {
            SF_CHECK(!"malformed model line");
        }
    }
    fclose(f);
    SF_CHECK(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
}

/* ---- properties ------------------------------------------------------------------------ */

/* 1 if a and b encode identically (both valid). */
static int sf_tme_same(const sf_ge_ed25519_ext *a, const sf_ge_ed25519_ext *b)
{
    uint8_t ea[32];
    sf_ge_ed25519_ext_encode(ea, b);
    return sf_te_is(a, ea);
}

/* P: B times a random scalar, plus a torsion point when mixed. */
static void sf_tme_point(sf_ge_ed25519_ext *p, sf_test_rng *rng, int mixed)
{
    static const char t8[] = "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";
    uint8_t k[32], b[32];
    sf_ge_ed25519_ext t;
    sf_fp255 d2;
    sf_test_rng_bytes(rng, k, 32);
    sf_mult_ed25519_mul_gen(p, k);
    if (mixed) {
        SF_CHECK(sf_te_hex(b, 32, t8) && sf_te_point(&t, b));
        sf_ge_ed25519_load_2d(&d2);
        for (int i = (int)(k[0] & 7); i > 0; i--)
            sf_ge_ed25519_add(p, p, &t, &d2);
    }
}

static void sf_tme_props(uint64_t seed, int rounds)
{
    const sf_mult_ed25519_impl *impl[SF_CPU_LEVELS];
    int nl = sf_tme_levels(impl);
    sf_test_rng rng;
    sf_ge_ed25519_ext g, p, r, s, t, u;
    sf_fp255 d2;
    int ok = 1;
    sf_test_rng_seed(&rng, seed);
    sf_ge_ed25519_generator(&g);
    sf_ge_ed25519_load_2d(&d2);
    for (int i = 0; i < rounds; i++) {
        uint8_t a[32], b[32];
        sf_test_rng_bytes(&rng, a, 32);
        sf_test_rng_bytes(&rng, b, 32);
        if (i % 3 == 0) /* scalars below l, as the protocols pass them */
            a[31] &= 0x0f, b[31] &= 0x0f;
        sf_tme_point(&p, &rng, i & 1);
        sf_te_mul_model(&s, b, &p);
        for (int v = 0; v < nl; v++) {
            impl[v]->mul_gen(&r, a);
            impl[v]->mul(&t, a, &g);
            ok &= sf_tme_same(&r, &t);
            impl[v]->mul(&t, b, &p);
            ok &= sf_tme_same(&t, &s);
            impl[v]->simul_gen_vartime(&u, a, b, &p);
            sf_ge_ed25519_add(&t, &r, &s, &d2);
            ok &= sf_tme_same(&u, &t);
        }
    }
    SF_CHECK(ok);
}

SF_TEST(mult_ed25519_props_0) { sf_tme_props(0x2551901, 300); }
SF_TEST(mult_ed25519_props_1) { sf_tme_props(0x2551902, 300); }

/* ---- edges ------------------------------------------------------------------------------ */

SF_TEST(mult_ed25519_edges)
{
    const sf_mult_ed25519_impl *impl[SF_CPU_LEVELS];
    int nl = sf_tme_levels(impl);
    uint8_t ks[12][32];
    sf_ge_ed25519_ext pts[4], r, s, g;
    sf_fp255 d2;
    uint8_t b[32];
    int nk = 0;

    memset(ks, 0, sizeof ks);
    ks[nk++][0] = 0;
    ks[nk++][0] = 1;
    ks[nk++][0] = 2;
    memcpy(ks[nk], sf_ge_ed25519_order, 32);
    ks[nk++][0]--; /* l - 1 */
    memcpy(ks[nk++], sf_ge_ed25519_order, 32);
    memcpy(ks[nk], sf_ge_ed25519_order, 32);
    ks[nk++][0]++; /* l + 1 */
    memset(ks[nk++], 0xff, 32); /* 2^256 - 1 */
    memset(ks[nk], 0xff, 32);
    ks[nk++][0] = 0xfe; /* 2^256 - 2 */
    ks[nk++][31] = 0x80; /* 2^255 */
    ks[nk][31] = 0x80;
    ks[nk++][0] = 1; /* 2^255 + 1 */
    ks[nk++][31] = 0x10; /* 2^252 */

    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_generator(&g);
    sf_ge_ed25519_ext_identity(&pts[0]);
    pts[1] = g;
    SF_CHECK(sf_te_hex(b, 32, "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"));
    SF_CHECK(sf_te_point(&pts[2], b));
    sf_ge_ed25519_add(&pts[3], &g, &pts[2], &d2);
    for (int i = 0; i < nk; i++) {
        sf_te_mul_model(&s, ks[i], &g);
        for (int v = 0; v < nl; v++) {
            impl[v]->mul_gen(&r, ks[i]);
            SF_CHECK(sf_tme_same(&r, &s));
        }
        for (int j = 0; j < 4; j++) {
            sf_ge_ed25519_ext want, want2;
            sf_te_mul_model(&want, ks[i], &pts[j]);
            /* [k]B + [k']P with k' the next edge */
            sf_te_mul_model(&want2, ks[(i + 1) % nk], &pts[j]);
            sf_ge_ed25519_add(&want2, &want2, &s, &d2);
            for (int v = 0; v < nl; v++) {
                impl[v]->mul(&r, ks[i], &pts[j]);
                SF_CHECK(sf_tme_same(&r, &want));
                impl[v]->simul_gen_vartime(&r, ks[i], ks[(i + 1) % nk], &pts[j]);
                SF_CHECK(sf_tme_same(&r, &want2));
            }
        }
    }
}

const sf_test_case sf_tests_mult_ed25519[] = {
    SF_CASE(mult_ed25519_tables),
    SF_CASE(mult_ed25519_model),
    SF_CASE(mult_ed25519_props_0),
    SF_CASE(mult_ed25519_props_1),
    SF_CASE(mult_ed25519_edges),
    SF_CASES_END,
};

/*
 * Tests of the Snowshoe multiplication layer (src/mult/snowshoe/) and,
 * through it, of the three curve-independent templates of src/mult/.
 *
 *  - mult_snowshoe_tables: the compiled generator tables equal a fresh C
 *    computation with the group law AND the file tools/gen_snowshoe_tables.py
 *    regenerates at test time (gen/mult_snowshoe_tables.c, written by
 *    tests/model/gen_mult_snowshoe.py), number for number.
 *  - mult_snowshoe_model: the independent Python model's [k]G, [k]P,
 *    [a]P + [b]Q records (gen/mult_snowshoe.txt).
 *  - mult_snowshoe_edges / _random: every function against a variable-time
 *    double-and-add reference on edge scalars (0, 1, 2, q-1, halves of the
 *    decomposition equal to 0 or even, multiples of lambda, all-ones
 *    digits) and random ones.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "group/ge_snowshoe_test_util.h"
#include "mult/mult_table_test_util.h"
#include "mult/snowshoe/mult_snowshoe.h"
#include "mult/snowshoe/mult_snowshoe_tables.h"
#include "scalar/snowshoe/sc_snowshoe.h"
#include "test.h"

/* ---- helpers ---------------------------------------------------------------- */

static void sf_tms_scalar_from_hex_be(sf_sc_snowshoe *k, const char *hex_be)
{
    uint8_t b[32];
    sf_tge_be32_to_le(b, hex_be);
    sf_sc_snowshoe_decode_reduce(k, b);
}

/* [k]P by the reference double-and-add. */
static void sf_tms_ref(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k,
                       const sf_ge_snowshoe_ext *p)
{
    uint8_t b[32];
    sf_sc_snowshoe_encode(b, k);
    sf_tge_mul_vartime(r, b, p);
}

/* A random point of the q-subgroup: [4 * random]G. */
static void sf_tms_random_point(sf_ge_snowshoe_ext *r, sf_test_rng *rng)
{
    uint8_t b[32];
    sf_ge_snowshoe_ext g;
    sf_test_rng_bytes(rng, b, 32);
    b[31] &= 0x0f;
    sf_ge_snowshoe_generator(&g);
    sf_tge_mul_vartime(r, b, &g);
}

static void sf_tms_random_scalar(sf_sc_snowshoe *k, sf_test_rng *rng)
{
    uint8_t b[64];
    sf_test_rng_bytes(rng, b, sizeof b);
    sf_sc_snowshoe_reduce512(k, b);
}

/* Check every function for the scalars a, b and points p, q. */
static void sf_tms_check_all(const sf_sc_snowshoe *a, const sf_sc_snowshoe *b,
                             const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *q)
{
    sf_ge_snowshoe_ext g, r, w1, w2, want;
    sf_ge_snowshoe_generator(&g);

    sf_tms_ref(&w1, a, &g);
    sf_mult_snowshoe_mul_gen(&r, a);
    SF_CHECK(sf_ge_snowshoe_ext_is_valid(&r) == 1);
    SF_CHECK(sf_tge_same(&r, &w1));

    sf_tms_ref(&w1, a, p);
    sf_mult_snowshoe_mul(&r, a, p);
    SF_CHECK(sf_ge_snowshoe_ext_is_valid(&r) == 1);
    SF_CHECK(sf_tge_same(&r, &w1));

    sf_tms_ref(&w2, b, q);
    sf_ge_snowshoe_add(&want, &w1, &w2);
    sf_mult_snowshoe_simul(&r, a, p, b, q);
    SF_CHECK(sf_ge_snowshoe_ext_is_valid(&r) == 1);
    SF_CHECK(sf_tge_same(&r, &want));

    sf_tms_ref(&w1, a, &g);
    sf_ge_snowshoe_add(&want, &w1, &w2);
    sf_mult_snowshoe_simul_gen_vartime(&r, a, b, q);
    SF_CHECK(sf_ge_snowshoe_ext_is_valid(&r) == 1);
    SF_CHECK(sf_tge_same(&r, &want));
}

/* ---- the generated tables -------------------------------------------------------- */

/* n = the niels form of an affine point. */
static int sf_tms_packed_is(const sf_mult_snowshoe_packed *e, const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_niels n, u;
    sf_ge_snowshoe_ext_to_niels(&n, p);
    sf_mult_snowshoe_unpack(&u, e);
    return sf_fp2_127_eq(&n.x, &u.x) && sf_fp2_127_eq(&n.y, &u.y) &&
           sf_fp2_127_eq(&n.td, &u.td);
}

SF_TEST(mult_snowshoe_tables)
{
    sf_ge_snowshoe_ext g, rows[SF_MULT_SNOWSHOE_COMB_W], pt, t2, psi;
    const int d = SF_MULT_SNOWSHOE_COMB_D;
    int ok = 1;

    /* 1. against the group law: T_m[u] = 2^(E m)(G + sum u_r 2^(r d) G) */
    sf_ge_snowshoe_generator(&g);
    rows[0] = g;
    for (int r = 1; r < SF_MULT_SNOWSHOE_COMB_W; r++) {
        rows[r] = rows[r - 1];
        for (int i = 0; i < d; i++)
            sf_ge_snowshoe_dbl(&rows[r], &rows[r]);
    }
    for (int u = 0; u < SF_MULT_SNOWSHOE_COMB_TABLE; u++) {
        pt = g;
        for (int r = 1; r < SF_MULT_SNOWSHOE_COMB_W; r++)
            if ((u >> (r - 1)) & 1)
                sf_ge_snowshoe_add(&pt, &pt, &rows[r]);
        for (int m = 0; m < SF_MULT_SNOWSHOE_COMB_V; m++) {
            ok &= sf_tms_packed_is(&sf_mult_snowshoe_comb[m][u], &pt);
            for (int i = 0; i < SF_MULT_SNOWSHOE_COMB_E; i++)
                sf_ge_snowshoe_dbl(&pt, &pt);
        }
    }
    SF_CHECK(ok);
    sf_ge_snowshoe_dbl(&t2, &g);
    pt = g;
    for (int u = 0; u < SF_MULT_SNOWSHOE_WNAF_TABLE; u++) {
        sf_ge_snowshoe_ext_psi(&psi, &pt);
        ok &= sf_tms_packed_is(&sf_mult_snowshoe_g_odd[u], &pt);
        ok &= sf_tms_packed_is(&sf_mult_snowshoe_psig_odd[u], &psi);
        sf_ge_snowshoe_add(&pt, &pt, &t2);
    }
    SF_CHECK(ok);

    /* 2. against the file the tool regenerated at test time: the same
     * numbers in the same order */
    {
        const uint64_t *const tabs[3] = {&sf_mult_snowshoe_comb[0][0].w[0],
                                         &sf_mult_snowshoe_g_odd[0].w[0],
                                         &sf_mult_snowshoe_psig_odd[0].w[0]};
        const size_t lens[3] = {sizeof sf_mult_snowshoe_comb / 8,
                                sizeof sf_mult_snowshoe_g_odd / 8,
                                sizeof sf_mult_snowshoe_psig_odd / 8};
        const char *const markers[3] = {"", "sf_mult_snowshoe_g_odd[", "sf_mult_snowshoe_psig_odd["};
        sf_tmt_check_file("mult_snowshoe_tables.c", 3, tabs, lens, markers);
    }
}

/* ---- the Python model's records ----------------------------------------------------- */

SF_TEST(mult_snowshoe_model)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "mult_snowshoe.txt");
    static char line[1024];
    unsigned long n = 0;
    SF_CHECK(f != NULL);
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[6] = {NULL};
        int nt = 0;
        uint8_t kb[32];
        sf_sc_snowshoe k, b;
        sf_ge_snowshoe_ext p, q, r;
        if (line[0] == '#')
            continue;
        for (char *s = strtok(line, " \n"); s != NULL && nt < 6; s = strtok(NULL, " \n"))
            tok[nt++] = s;
        if (nt < 3)
            continue;
        sf_tge_hex(kb, 32, tok[1]);
        SF_CHECK(sf_sc_snowshoe_decode(&k, kb) == 1);
        if (strcmp(tok[0], "mulgen") == 0 && nt == 3) {
            sf_mult_snowshoe_mul_gen(&r, &k);
            SF_CHECK(sf_tge_is(&r, tok[2]));
        } else if (strcmp(tok[0], "mul") == 0 && nt == 4) {
            sf_tge_point(&p, tok[2]);
            sf_mult_snowshoe_mul(&r, &k, &p);
            SF_CHECK(sf_tge_is(&r, tok[3]));
        } else if (strcmp(tok[0], "simul") == 0 && nt == 6) {
            sf_tge_point(&p, tok[2]);
            sf_tge_hex(kb, 32, tok[3]);
            SF_CHECK(sf_sc_snowshoe_decode(&b, kb) == 1);
            sf_tge_point(&q, tok[4]);
            sf_mult_snowshoe_simul(&r, &k, &p, &b, &q);
            SF_CHECK(sf_tge_is(&r, tok[5]));
        } else {
            printf("    unknown record %s\n", tok[0]);
            SF_CHECK(0);
        }
        n++;
    }
    fclose(f);
    SF_CHECK(n >= 60);
}

/* ---- cases --------------------------------------------------------------------- */

SF_TEST(mult_snowshoe_edges)
{
    static const char *const hex[] = {
        "0", "1", "2", "3", "4", "10", "ffffffffffffffff", "10000000000000000",
        "3fffffffffffffffffffffffffffffff", "40000000000000000000000000000000",
        "7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a4", /* q-1 */
        "0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a3", /* q-2 */
        "07ffffffffffffffffffffffffffffffd3130a0a606e43e9e74db471d84f00d2", /* (q-1)/2 */
        SF_TGE_LAMBDA,
        "0ec2108006820e1ab0a9480ccbb42be2a827c49cde94f5cccbf95d17bd8cf58e",
    };
    sf_test_rng rng;
    sf_ge_snowshoe_ext p, q;
    sf_sc_snowshoe a, b, lam, t;
    sf_test_rng_seed(&rng, 0x6d01);
    sf_tms_random_point(&p, &rng);
    sf_tms_random_point(&q, &rng);
    for (size_t i = 0; i < sizeof hex / sizeof hex[0]; i++) {
        sf_tms_scalar_from_hex_be(&a, hex[i]);
        sf_tms_scalar_from_hex_be(&b, hex[(i * 7 + 3) % (sizeof hex / sizeof hex[0])]);
        sf_tms_check_all(&a, &b, &p, &q);
    }
    /* multiples of lambda: k1 = 0 (the original's bug), and -j lambda */
    sf_tms_scalar_from_hex_be(&lam, SF_TGE_LAMBDA);
    t = lam;
    for (int j = 1; j <= 4; j++) {
        sf_sc_snowshoe nt;
        sf_sc_snowshoe_neg(&nt, &t);
        sf_tms_check_all(&t, &nt, &p, &q);
        sf_tms_check_all(&nt, &t, &q, &p);
        sf_sc_snowshoe_add(&t, &t, &lam);
    }
    /* P = Q, Q = -P */
    sf_tms_random_scalar(&a, &rng);
    sf_tms_random_scalar(&b, &rng);
    sf_tms_check_all(&a, &b, &p, &p);
    sf_sc_snowshoe_neg(&b, &a);
    sf_tms_check_all(&a, &a, &p, &p);
    sf_tms_check_all(&a, &b, &p, &p);
    sf_ge_snowshoe_ext_neg(&q, &p);
    sf_tms_check_all(&a, &a, &p, &q);
}

SF_TEST(mult_snowshoe_random)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x6d02);
    for (int i = 0; i < 40; i++) {
        sf_ge_snowshoe_ext p, q;
        sf_sc_snowshoe a, b;
        sf_tms_random_point(&p, &rng);
        sf_tms_random_point(&q, &rng);
        sf_tms_random_scalar(&a, &rng);
        sf_tms_random_scalar(&b, &rng);
        sf_tms_check_all(&a, &b, &p, &q);
    }
}

const sf_test_case sf_tests_mult_snowshoe[] = {
    SF_CASE(mult_snowshoe_tables),
    SF_CASE(mult_snowshoe_model),
    SF_CASE(mult_snowshoe_edges),
    SF_CASE(mult_snowshoe_random),
    SF_CASES_END,
};

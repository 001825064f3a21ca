/*
 * Tests of the edwards25519 group layer (src/group/ed25519/) and of
 * expand_message_xmd (src/hash/xmd.c):
 *  - the constants against their definitions (the model derives them) and
 *    the completeness premise (d non-square, -1 square);
 *  - every record of the Python model (tests/model/gen_ge_ed25519.py): the
 *    addition law in all three entry forms on prime-order, mixed and
 *    small-order points, doubling, encoding, both decoders' verdicts,
 *    small order, torsion, the maps to and from Curve25519, ristretto255,
 *    Elligator 2, the 48-byte reduction;
 *  - completeness on the 8-torsion: every pair, every form;
 *  - RFC 9496's ristretto255 vectors (A.1 - A.4);
 *  - RFC 9380's expand_message_xmd (SHA-512) and the four Curve25519 /
 *    edwards25519 suites (u, Q0, Q1 and P of every vector);
 *  - error paths of expand_message_xmd and the hash-to-curve entry points.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ge_ed25519_test_util.h"
#include "hash/xmd.h"

/* ==== constants ========================================================== */

static int sf_tge_fe_is(const sf_fp255 *a, const uint8_t want[32])
{
    uint8_t got[32];
    sf_fp255_encode(got, a);
    return memcmp(got, want, 32) == 0;
}

/* The model's `const` records, checked against what the C code holds. */
static void sf_tge_check_const(const char *name, const uint8_t v[32])
{
    sf_fp255 a;
    sf_ge_ed25519_affine b;
    sf_ge_ed25519_ext t;
    if (strcmp(name, "d") == 0) {
        sf_ge_ed25519_load_d(&a);
        SF_CHECK(sf_tge_fe_is(&a, v));
    } else if (strcmp(name, "2d") == 0) {
        sf_ge_ed25519_load_2d(&a);
        SF_CHECK(sf_tge_fe_is(&a, v));
    } else if (strcmp(name, "dinv") == 0) {
        sf_ge_ed25519_load_dinv(&a);
        SF_CHECK(sf_tge_fe_is(&a, v));
    } else if (strcmp(name, "sqrt_m1") == 0) {
        SF_CHECK(sf_tge_fe_is(&sf_fp255_sqrt_m1, v));
    } else if (strcmp(name, "bx") == 0 || strcmp(name, "by") == 0) {
        sf_ge_ed25519_generator_affine(&b);
        SF_CHECK(sf_tge_fe_is(name[1] == 'x' ? &b.x : &b.y, v));
        sf_ge_ed25519_generator(&t);
        SF_CHECK(sf_ge_ed25519_ext_is_valid(&t));
    } else if (strcmp(name, "order") == 0) {
        SF_CHECK(memcmp(sf_ge_ed25519_order, v, 32) == 0);
    } else {
        /* ristretto255 and hash-to-curve constants: checked through their
         * functions (the vectors); only the names are known here */
        SF_CHECK(strcmp(name, "sqrt_ad_m1") == 0 || strcmp(name, "invsqrt_a_m_d") == 0 ||
                 strcmp(name, "one_m_d_sq") == 0 || strcmp(name, "d_m_one_sq") == 0 ||
                 strcmp(name, "sqrt_m486664") == 0 || strcmp(name, "c2_p38") == 0);
    }
}

SF_TEST(ge_ed25519_constants)
{
    static const uint8_t b_enc[32] = {
        0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
        0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
        0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66};
    sf_ge_ed25519_ext g, t;
    sf_ge_ed25519_affine ga;
    sf_fp255 d, m1;
    uint8_t e[32];
    sf_ge_ed25519_generator(&g);
    sf_ge_ed25519_generator_affine(&ga);
    SF_CHECK(sf_ge_ed25519_affine_is_on_curve(&ga));
    SF_CHECK(sf_ge_ed25519_ext_is_valid(&g));
    /* RFC 8032 5.1: B's encoding; x even */
    sf_ge_ed25519_encode(e, &ga);
    SF_CHECK_BYTES(e, b_enc, 32);
    SF_CHECK(sf_fp255_is_odd(&ga.x) == 0);
    /* completeness premise */
    sf_ge_ed25519_load_d(&d);
    SF_CHECK(sf_fp255_legendre(&d) == -1);
    sf_fp255_one(&m1);
    sf_fp255_neg(&m1, &m1);
    SF_CHECK(sf_fp255_legendre(&m1) == 1);
    /* [l]B = O, [l - 1]B = -B */
    sf_te_mul_model(&t, sf_ge_ed25519_order, &g);
    SF_CHECK(sf_ge_ed25519_ext_is_identity(&t));
    SF_CHECK(sf_ge_ed25519_is_torsion_free(&g));
    SF_CHECK(!sf_ge_ed25519_has_small_order(&g));
    {
        uint8_t lm1[32];
        sf_ge_ed25519_ext ng;
        memcpy(lm1, sf_ge_ed25519_order, 32);
        lm1[0]--;
        sf_te_mul_model(&t, lm1, &g);
        sf_ge_ed25519_ext_neg(&ng, &g);
        SF_CHECK(sf_ge_ed25519_ext_eq(&t, &ng));
    }
    /* 2d = d + d, d (1/d) = 1 */
    {
        sf_fp255 a, b;
        sf_ge_ed25519_load_2d(&a);
        sf_fp255_add(&b, &d, &d);
        SF_CHECK(sf_fp255_eq(&a, &b));
        sf_ge_ed25519_load_dinv(&a);
        sf_fp255_mul(&b, &a, &d);
        sf_fp255_one(&a);
        SF_CHECK(sf_fp255_eq(&a, &b));
    }
}

/* ==== the Python model ===================================================== */

static void sf_tge_check_add(const sf_ge_ed25519_ext *p, const sf_ge_ed25519_ext *q,
                             const uint8_t want[32])
{
    sf_ge_ed25519_ext r;
    sf_ge_ed25519_cached qc, tc[2], lc;
    sf_ge_ed25519_niels qn, tn[2], ln;
    sf_ge_ed25519_affine qa;
    sf_fp255 d2, dinv;
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_load_dinv(&dinv);
    sf_ge_ed25519_add(&r, p, q, &d2);
    SF_CHECK(sf_te_is(&r, want));
    sf_ge_ed25519_ext_to_cached(&qc, q, &d2);
    sf_ge_ed25519_add_cached(&r, p, &qc);
    SF_CHECK(sf_te_is(&r, want));
    sf_ge_ed25519_ext_to_affine(&qa, q);
    sf_ge_ed25519_affine_to_niels(&qn, &qa, &d2);
    sf_ge_ed25519_add_niels(&r, p, &qn);
    SF_CHECK(sf_te_is(&r, want));
    /* r = p; r += q in place */
    r = *p;
    sf_ge_ed25519_add_cached(&r, &r, &qc);
    SF_CHECK(sf_te_is(&r, want));
    /* the same through a signed lookup of -q from a table of two */
    sf_ge_ed25519_cached_neg(&tc[1], &qc);
    sf_ge_ed25519_cached_identity(&tc[0]);
    sf_ge_ed25519_niels_neg(&tn[1], &qn);
    sf_ge_ed25519_niels_identity(&tn[0]);
    sf_ge_ed25519_cached_lookup(&lc, tc, 2, 1, 1);
    sf_ge_ed25519_add_cached(&r, p, &lc);
    SF_CHECK(sf_te_is(&r, want));
    sf_ge_ed25519_niels_lookup(&ln, tn, 2, 1, 1);
    sf_ge_ed25519_add_niels(&r, p, &ln);
    SF_CHECK(sf_te_is(&r, want));
    /* the chain starts: q from its entries, then + p */
    sf_ge_ed25519_cached_to_ext(&r, &qc, &dinv);
    SF_CHECK(sf_ge_ed25519_ext_is_valid(&r) && sf_ge_ed25519_ext_eq(&r, q));
    sf_ge_ed25519_ext_to_cached(&lc, p, &d2);
    sf_ge_ed25519_add_cached(&r, &r, &lc);
    SF_CHECK(sf_te_is(&r, want));
    sf_ge_ed25519_niels_to_ext(&r, &qn, &dinv);
    SF_CHECK(sf_ge_ed25519_ext_is_valid(&r) && sf_ge_ed25519_ext_eq(&r, q));
    sf_ge_ed25519_add_cached(&r, &r, &lc);
    SF_CHECK(sf_te_is(&r, want));
}

/* One model record; returns the index of its kind, or -1 if malformed. */
static int sf_tge_record(char **tok, int nt)
{
    uint8_t a[64], b[32], c[32], k[32];
    sf_ge_ed25519_ext p, q, r;
    sf_ge_ed25519_affine pa;
    sf_fp255 u, s, t;
    uint8_t got[32];

    if (strcmp(tok[0], "const") == 0 && nt == 3 && sf_te_hex(b, 32, tok[2])) {
        sf_tge_check_const(tok[1], b);
        return 0;
    }
    if (strcmp(tok[0], "add") == 0 && nt == 4 && sf_te_hex(a, 32, tok[1]) &&
        sf_te_hex(b, 32, tok[2]) && sf_te_hex(c, 32, tok[3])) {
        SF_CHECK(sf_te_point(&p, a) && sf_te_point(&q, b));
        sf_tge_check_add(&p, &q, c);
        return 1;
    }
    if (strcmp(tok[0], "dbl") == 0 && nt == 3 && sf_te_hex(a, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        SF_CHECK(sf_te_point(&p, a));
        sf_ge_ed25519_dbl(&r, &p);
        SF_CHECK(sf_te_is(&r, c));
        sf_ge_ed25519_dbl(&p, &p); /* in place */
        SF_CHECK(sf_te_is(&p, c));
        return 2;
    }
    if (strcmp(tok[0], "mul") == 0 && nt == 4 && sf_te_hex(k, 32, tok[1]) &&
        sf_te_hex(a, 32, tok[2]) && sf_te_hex(c, 32, tok[3])) {
        SF_CHECK(sf_te_point(&p, a));
        sf_te_mul_model(&r, k, &p);
        SF_CHECK(sf_te_is(&r, c));
        return 3;
    }
    if (strcmp(tok[0], "dec") == 0 && nt == 5 && sf_te_hex(b, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[4])) {
        uint32_t st = sf_ge_ed25519_decode(&pa, b), zp;
        SF_CHECK(st == (uint32_t)atoi(tok[2]));
        SF_CHECK(sf_ge_ed25519_affine_is_on_curve(&pa));
        sf_ge_ed25519_encode(got, &pa);
        if (st) {
            SF_CHECK_BYTES(got, c, 32);
            SF_CHECK_BYTES(got, b, 32); /* strict: the encoding is canonical */
        } else {
            static const uint8_t o[32] = {1};
            SF_CHECK_BYTES(got, o, 32);
        }
        zp = sf_ge_ed25519_decode_zip215(&pa, b);
        SF_CHECK(zp == (uint32_t)atoi(tok[3]));
        sf_ge_ed25519_encode(got, &pa);
        SF_CHECK_BYTES(got, c, 32); /* O when rejected */
        return 4;
    }
    if ((strcmp(tok[0], "small") == 0 || strcmp(tok[0], "torsion") == 0) && nt == 3 &&
        sf_te_hex(a, 32, tok[1])) {
        SF_CHECK(sf_te_point(&p, a));
        if (tok[0][0] == 's')
            SF_CHECK(sf_ge_ed25519_has_small_order(&p) == (uint32_t)atoi(tok[2]));
        else
            SF_CHECK(sf_ge_ed25519_is_torsion_free(&p) == (uint32_t)atoi(tok[2]));
        return 5;
    }
    if (strcmp(tok[0], "mont") == 0 && nt == 3 && sf_te_hex(a, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        SF_CHECK(sf_te_point(&p, a));
        sf_ge_ed25519_to_montgomery_u(&u, &p);
        SF_CHECK(sf_tge_fe_is(&u, c));
        return 6;
    }
    if (strcmp(tok[0], "montinv") == 0 && nt == 5 && sf_te_hex(b, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[4])) {
        sf_te_fe(&u, b);
        SF_CHECK(sf_ge_ed25519_from_montgomery_u(&pa, &u, (uint32_t)atoi(tok[2])) ==
                 (uint32_t)atoi(tok[3]));
        sf_ge_ed25519_encode(got, &pa);
        SF_CHECK_BYTES(got, c, 32);
        return 7;
    }
    if (strcmp(tok[0], "mst") == 0 && nt == 4 && sf_te_hex(a, 32, tok[1]) &&
        sf_te_hex(b, 32, tok[2]) && sf_te_hex(c, 32, tok[3])) {
        SF_CHECK(sf_te_point(&p, a));
        sf_ge_ed25519_to_montgomery_st(&s, &t, &p);
        SF_CHECK(sf_tge_fe_is(&s, b) && sf_tge_fe_is(&t, c));
        return 8;
    }
    if (strcmp(tok[0], "rst") == 0 && nt == 3 && sf_te_hex(a, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        SF_CHECK(sf_te_point(&p, a));
        sf_ge_ristretto255_encode(got, &p);
        SF_CHECK_BYTES(got, c, 32);
        /* the same element from the encoding */
        SF_CHECK(sf_ge_ristretto255_decode(&q, c));
        SF_CHECK(sf_ge_ristretto255_eq(&p, &q) && sf_ge_ed25519_ext_is_valid(&q));
        return 9;
    }
    if (strcmp(tok[0], "rdec") == 0 && nt == 4 && sf_te_hex(b, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[3])) {
        uint32_t v = sf_ge_ristretto255_decode(&q, b);
        SF_CHECK(v == (uint32_t)atoi(tok[2]));
        SF_CHECK(sf_te_point(&p, c));
        SF_CHECK(sf_ge_ed25519_ext_eq(&p, &q)); /* the model's representative, or O */
        if (v) {
            sf_ge_ristretto255_encode(got, &q);
            SF_CHECK_BYTES(got, b, 32);
        }
        return 10;
    }
    if (strcmp(tok[0], "rmap") == 0 && nt == 3 && sf_te_hex(b, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        sf_te_fe(&t, b);
        sf_ge_ristretto255_map(&r, &t);
        SF_CHECK(sf_ge_ed25519_ext_is_valid(&r));
        sf_ge_ristretto255_encode(got, &r);
        SF_CHECK_BYTES(got, c, 32);
        return 11;
    }
    if (strcmp(tok[0], "runi") == 0 && nt == 3 && sf_te_hex(a, 64, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        sf_ge_ristretto255_from_uniform_bytes(&r, a);
        sf_ge_ristretto255_encode(got, &r);
        SF_CHECK_BYTES(got, c, 32);
        return 12;
    }
    if (strcmp(tok[0], "ell2") == 0 && nt == 3 && sf_te_hex(b, 32, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        sf_te_fe(&u, b);
        sf_ge_ed25519_map_to_curve(&r, &u);
        SF_CHECK(sf_te_is(&r, c));
        return 13;
    }
    if (strcmp(tok[0], "h2f") == 0 && nt == 3 && sf_te_hex(a, 48, tok[1]) &&
        sf_te_hex(c, 32, tok[2])) {
        sf_ge_ed25519_field_from_be48(&u, a);
        SF_CHECK(sf_tge_fe_is(&u, c));
        return 14;
    }
    return -1;
}

SF_TEST(ge_ed25519_model)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "ge_ed25519.txt");
    static char line[1024];
    unsigned long counts[15] = {0};
    if (f == NULL)
        SF_SKIP("gen/ge_ed25519.txt missing: run tests/model/gen_ge_ed25519.py");
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[6] = {NULL};
        int nt, kind;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nt = sf_test_split(line, tok, 6);
        kind = nt >= 3 ? sf_tge_record(tok, nt) : -1;
        if (kind < 0)
            SF_CHECK(!"malformed model line");
        else
            counts[kind]++;
    }
    fclose(f);
    for (int i = 0; i < 15; i++)
        SF_CHECK(counts[i] > 0);
}

/* ==== completeness on the 8-torsion ============================================ */

/* A point of order 8 (x even; the "Taming the many EdDSAs" list). */
static const char sf_tge_t8_hex[] = "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";

SF_TEST(ge_ed25519_torsion_complete)
{
    sf_ge_ed25519_ext t[8], r, g, gt;
    sf_ge_ed25519_cached c;
    sf_ge_ed25519_niels n;
    sf_ge_ed25519_affine a;
    sf_fp255 d2;
    uint8_t b[32], e[8][32];
    sf_ge_ed25519_load_2d(&d2);
    SF_CHECK(sf_te_hex(b, 32, sf_tge_t8_hex) && sf_te_point(&t[1], b));
    sf_ge_ed25519_ext_identity(&t[0]);
    for (int i = 2; i < 8; i++)
        sf_ge_ed25519_add(&t[i], &t[i - 1], &t[1], &d2);
    sf_ge_ed25519_add(&r, &t[7], &t[1], &d2);
    SF_CHECK(sf_ge_ed25519_ext_is_identity(&r));
    for (int i = 0; i < 8; i++) {
        sf_ge_ed25519_ext_encode(e[i], &t[i]);
        SF_CHECK(sf_ge_ed25519_has_small_order(&t[i]));
        SF_CHECK(sf_ge_ed25519_is_torsion_free(&t[i]) == (i == 0));
        for (int j = 0; j < i; j++)
            SF_CHECK(memcmp(e[i], e[j], 32) != 0);
    }
    /* every pair, every form, and the mixed points B + T_i */
    sf_ge_ed25519_generator(&g);
    for (int i = 0; i < 8; i++) {
        sf_ge_ed25519_add(&gt, &g, &t[i], &d2);
        SF_CHECK(!sf_ge_ed25519_has_small_order(&gt));
        SF_CHECK(sf_ge_ed25519_is_torsion_free(&gt) == (i == 0));
        for (int j = 0; j < 8; j++) {
            sf_ge_ed25519_ext_to_cached(&c, &t[j], &d2);
            sf_ge_ed25519_add_cached(&r, &t[i], &c);
            SF_CHECK(sf_te_is(&r, e[(i + j) % 8]));
            sf_ge_ed25519_ext_to_affine(&a, &t[j]);
            sf_ge_ed25519_affine_to_niels(&n, &a, &d2);
            sf_ge_ed25519_add_niels(&r, &t[i], &n);
            SF_CHECK(sf_te_is(&r, e[(i + j) % 8]));
        }
        sf_ge_ed25519_dbl(&r, &t[i]);
        SF_CHECK(sf_te_is(&r, e[(2 * i) % 8]));
        sf_ge_ed25519_dbl_n(&r, &t[i], 3);
        SF_CHECK(sf_ge_ed25519_ext_is_identity(&r));
        sf_ge_ed25519_mul_cofactor(&r, &t[i]);
        SF_CHECK(sf_ge_ed25519_ext_is_identity(&r));
    }
    /* selections */
    r = t[3];
    sf_ge_ed25519_ext_cmov(&r, &t[5], 0);
    SF_CHECK(sf_te_is(&r, e[3]));
    sf_ge_ed25519_ext_cmov(&r, &t[5], 1);
    SF_CHECK(sf_te_is(&r, e[5]));
    sf_ge_ed25519_ext_cneg(&r, &t[5], 1);
    SF_CHECK(sf_te_is(&r, e[3]));
    sf_ge_ed25519_ext_cneg(&r, &t[5], 0);
    SF_CHECK(sf_te_is(&r, e[5]));
}

/* ==== RFC 9496 ============================================================= */

SF_TEST(ge_ed25519_ristretto_rfc9496)
{
    static char line[512];
    unsigned long n[4] = {0};
    sf_ge_ed25519_ext acc, g, p;
    sf_fp255 d2;
    FILE *f = sf_test_open(sf_test_vectors_dir(), "curve25519/rfc9496_ristretto255.txt");
    if (f == NULL)
        SF_SKIP("tests/vectors/curve25519/rfc9496_ristretto255.txt missing");
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_generator(&g);
    sf_ge_ed25519_ext_identity(&acc);
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[6] = {NULL};
        uint8_t a[64], b[32], got[32];
        int nt;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nt = sf_test_split(line, tok, 6);
        if (strcmp(tok[0], "mul") == 0 && nt == 3 && sf_te_hex(b, 32, tok[2])) {
            /* B[i] = B[i-1] + B: encode, decode, re-encode */
            SF_CHECK((unsigned long)atoi(tok[1]) == n[0]);
            sf_ge_ristretto255_encode(got, &acc);
            SF_CHECK_BYTES(got, b, 32);
            SF_CHECK(sf_ge_ristretto255_decode(&p, b));
            SF_CHECK(sf_ge_ristretto255_eq(&p, &acc));
            sf_ge_ristretto255_encode(got, &p);
            SF_CHECK_BYTES(got, b, 32);
            sf_ge_ed25519_add(&acc, &acc, &g, &d2);
            n[0]++;
        } else if (strcmp(tok[0], "bad") == 0 && nt == 2 && sf_te_hex(b, 32, tok[1])) {
            SF_CHECK(sf_ge_ristretto255_decode(&p, b) == 0);
            SF_CHECK(sf_ge_ed25519_ext_is_identity(&p));
            n[1]++;
        } else if (strcmp(tok[0], "uni") == 0 && nt == 3 && sf_te_hex(a, 64, tok[1]) &&
                   sf_te_hex(b, 32, tok[2])) {
            sf_ge_ristretto255_from_uniform_bytes(&p, a);
            sf_ge_ristretto255_encode(got, &p);
            SF_CHECK_BYTES(got, b, 32);
            n[2]++;
        } else if (strcmp(tok[0], "sqrt") == 0 && nt == 5 && sf_te_hex(a, 32, tok[1]) &&
                   sf_te_hex(a + 32, 32, tok[2]) && sf_te_hex(b, 32, tok[4])) {
            sf_fp255 u, v, r;
            sf_te_fe(&u, a);
            sf_te_fe(&v, a + 32);
            SF_CHECK(sf_fp255_sqrt_ratio_i(&r, &u, &v) == (uint32_t)atoi(tok[3]));
            SF_CHECK(sf_tge_fe_is(&r, b));
            n[3]++;
        } else {
            SF_CHECK(!"malformed vector line");
        }
    }
    fclose(f);
    SF_CHECK(n[0] == 16 && n[1] == 29 && n[2] == 11 && n[3] == 6);
}

/* ==== RFC 9380 ============================================================= */

/* expand_message_xmd(SHA-512), appendix K.3 */
static int sf_tge_xmd_record(const char *line, void *ctx)
{
    char dst[256], msg[1024], len[16], want_hex[600];
    uint8_t want[256], got[256];
    size_t n;
    (void)ctx;
    if (!sf_test_json_get(line, "dst", dst, sizeof dst) ||
        !sf_test_json_get(line, "msg", msg, sizeof msg) ||
        !sf_test_json_get(line, "len", len, sizeof len) ||
        !sf_test_json_get(line, "uniform_bytes", want_hex, sizeof want_hex))
        return 0;
    n = (size_t)atoi(len);
    if (n == 0 || n > sizeof want || !sf_te_hex(want, n, want_hex))
        return 0;
    if (sf_expand_message_xmd_sha512(got, n, (const uint8_t *)msg, strlen(msg),
                                     (const uint8_t *)dst, strlen(dst)) != SF_OK)
        return 0;
    return memcmp(got, want, n) == 0;
}

/* 1 if p's affine coordinates (Edwards, or Montgomery for curve25519
 * suites) are (x, y), given as big-endian hex. */
static int sf_tge_h2c_is(const sf_ge_ed25519_ext *p, int mont, const char *line, const char *kx,
                         const char *ky)
{
    char hx[80], hy[80];
    uint8_t x[32], y[32];
    sf_fp255 s, t;
    sf_ge_ed25519_affine a;
    if (!sf_test_json_get(line, kx, hx, sizeof hx) || !sf_test_json_get(line, ky, hy, sizeof hy) ||
        !sf_te_be_hex(x, hx) || !sf_te_be_hex(y, hy))
        return 0;
    if (mont) {
        sf_ge_ed25519_to_montgomery_st(&s, &t, p);
        return sf_tge_fe_is(&s, x) && sf_tge_fe_is(&t, y);
    }
    sf_ge_ed25519_ext_to_affine(&a, p);
    return sf_tge_fe_is(&a.x, x) && sf_tge_fe_is(&a.y, y) && sf_ge_ed25519_ext_is_valid(p);
}

/* The four suites, appendix J.4 and J.5: u by hash_to_field, the maps, P. */
static int sf_tge_h2c_record(const char *line, void *ctx)
{
    char suite[64], dst[128], msg[1024], hu[80];
    uint8_t ub[96], u8[32];
    sf_fp255 u;
    sf_ge_ed25519_ext q, p;
    int mont, ro, ok = 1;
    (void)ctx;
    if (!sf_test_json_get(line, "suite", suite, sizeof suite) ||
        !sf_test_json_get(line, "dst", dst, sizeof dst) ||
        !sf_test_json_get(line, "msg", msg, sizeof msg))
        return 0;
    mont = strncmp(suite, "curve25519", 10) == 0;
    ro = strstr(suite, "_RO_") != NULL;
    /* hash_to_field: count = 2 (RO) or 1 (NU), L = 48 */
    if (sf_expand_message_xmd_sha512(ub, ro ? 96 : 48, (const uint8_t *)msg, strlen(msg),
                                     (const uint8_t *)dst, strlen(dst)) != SF_OK)
        return 0;
    for (int i = 0; i < (ro ? 2 : 1); i++) {
        char key[4] = {'u', (char)('0' + i), '\0', '\0'};
        sf_ge_ed25519_field_from_be48(&u, ub + 48 * i);
        ok &= sf_test_json_get(line, key, hu, sizeof hu) && sf_te_be_hex(u8, hu) &&
              sf_tge_fe_is(&u, u8);
        sf_ge_ed25519_map_to_curve(&q, &u);
        if (ro) {
            char kx[4] = {'Q', (char)('0' + i), 'x', '\0'}, ky[4] = {'Q', (char)('0' + i), 'y', '\0'};
            ok &= sf_tge_h2c_is(&q, mont, line, kx, ky);
        } else {
            /* the NU vectors' Q is the map's output before [8] */
            ok &= sf_tge_h2c_is(&q, mont, line, "Qx", "Qy");
        }
    }
    if (ro)
        ok &= (int)sf_ge_ed25519_hash_to_curve(&p, (const uint8_t *)msg, strlen(msg),
                                               (const uint8_t *)dst, strlen(dst));
    else
        ok &= (int)sf_ge_ed25519_encode_to_curve(&p, (const uint8_t *)msg, strlen(msg),
                                                 (const uint8_t *)dst, strlen(dst));
    ok &= sf_tge_h2c_is(&p, mont, line, "Px", "Py");
    return ok;
}

SF_TEST(ge_ed25519_rfc9380)
{
    sf_te_each("curve25519/rfc9380_xmd_sha512.jsonl", sf_tge_xmd_record, NULL, 10);
    sf_te_each("curve25519/rfc9380_h2c.jsonl", sf_tge_h2c_record, NULL, 20);
}

/* ==== error paths ============================================================ */

SF_TEST(ge_ed25519_xmd_errors)
{
    static const uint8_t dst[256] = {0x41};
    uint8_t out[64], big[SF_XMD_SHA512_MAX_BYTES];
    sf_ge_ed25519_ext r;
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 32, NULL, 0, dst, 0) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(out[0] == 0 && out[31] == 0);
    memset(out, 0xaa, sizeof out);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 32, NULL, 0, dst, 256) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(out[0] == 0 && out[31] == 0);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 32, NULL, 0, NULL, 4) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 32, NULL, 1, dst, 4) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 0, NULL, 0, dst, 4) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_expand_message_xmd_sha512(NULL, 32, NULL, 0, dst, 4) == SF_ERR_INVALID_ARGUMENT);
    SF_CHECK(sf_expand_message_xmd_sha512(big, sizeof big + 1, NULL, 0, dst, 4) ==
             SF_ERR_INVALID_ARGUMENT);
    /* the longest output and DST are accepted; the last byte differs from
     * a shorter call's (the length is hashed in) */
    SF_CHECK(sf_expand_message_xmd_sha512(big, sizeof big, NULL, 0, dst, 255) == SF_OK);
    SF_CHECK(sf_expand_message_xmd_sha512(out, 64, NULL, 0, dst, 255) == SF_OK);
    SF_CHECK(memcmp(out, big, 64) != 0);
    /* hash-to-curve refuses the same DSTs and leaves O */
    sf_ge_ed25519_generator(&r);
    SF_CHECK(sf_ge_ed25519_hash_to_curve(&r, NULL, 0, dst, 0) == 0);
    SF_CHECK(sf_ge_ed25519_ext_is_identity(&r));
    sf_ge_ed25519_generator(&r);
    SF_CHECK(sf_ge_ed25519_encode_to_curve(&r, NULL, 0, dst, 256) == 0);
    SF_CHECK(sf_ge_ed25519_ext_is_identity(&r));
    SF_CHECK(sf_ge_ed25519_hash_to_curve(&r, NULL, 0, dst, 255) == 1);
    SF_CHECK(sf_ge_ed25519_is_torsion_free(&r) && !sf_ge_ed25519_ext_is_identity(&r));
}

const sf_test_case sf_tests_ge_ed25519[] = {
    SF_CASE(ge_ed25519_constants),
    SF_CASE(ge_ed25519_model),
    SF_CASE(ge_ed25519_torsion_complete),
    SF_CASE(ge_ed25519_ristretto_rfc9496),
    SF_CASE(ge_ed25519_rfc9380),
    SF_CASE(ge_ed25519_xmd_errors),
    SF_CASES_END,
};

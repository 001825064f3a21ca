/*
 * Tests of the FourQ scalar layer (src/scalar/fourq/):
 *  - every record of the Python model (tests/model/gen_sc_fourq.py):
 *    reduction, range check, add/sub/mul/div392, the decomposition;
 *  - the decomposition's claims on 10,000 random scalars (a_i < 2^64,
 *    a1 odd, recombination = m mod N);
 *  - each recoding reconstructs its scalar exactly (GLV-SAC, mLSB-set comb,
 *    fixed window), on random and edge scalars.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scalar/fourq/sc_fourq.h"
#include "test.h"

static int sf_tsf_hex(uint8_t *out, size_t n, const char *hex)
{
    return sf_test_unhex(out, n, hex) == (long)n;
}

/* N as bytes (LE) */
static const uint8_t sf_tsf_n[32] = {
    0xe7, 0x8c, 0x76, 0xc7, 0x0e, 0x54, 0xb2, 0x2f, 0x99, 0x79, 0x0f,
    0xfe, 0x4d, 0x00, 0xbd, 0xdf, 0xe5, 0x14, 0xbc, 0x9c, 0x82, 0x97,
    0x53, 0xf0, 0x72, 0x0a, 0x5e, 0x4e, 0xc1, 0xcb, 0x29, 0x00};

/* ---- multi-word helpers for the reconstructions ------------------------- */

/* acc (5 words) += v << shift, v < 2^64, shift < 256 */
static void sf_tsf_addsh(uint64_t acc[5], uint64_t v, unsigned shift)
{
    uint64_t w[6] = {0, 0, 0, 0, 0, 0}, c = 0;
    w[shift / 64] = v << (shift % 64);
    if (shift % 64)
        w[shift / 64 + 1] = v >> (64 - shift % 64);
    for (int i = 0; i < 5; i++) {
        uint64_t s = acc[i] + w[i];
        uint64_t c1 = s < w[i];
        acc[i] = s + c;
        c = c1 | (acc[i] < s);
    }
}

/* 1 if pos - neg == want (want: 32 bytes LE), all 5-word values */
static int sf_tsf_diff_is(const uint64_t pos[5], const uint64_t neg[5],
                          const uint8_t want[32])
{
    uint64_t d[5], b = 0;
    for (int i = 0; i < 5; i++) {
        uint64_t t = pos[i] - neg[i];
        uint64_t b1 = pos[i] < neg[i];
        d[i] = t - b;
        b = b1 | (t < b);
    }
    for (int i = 0; i < 4; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w |= (uint64_t)want[8 * i + j] << (8 * j);
        if (d[i] != w)
            return 0;
    }
    return d[4] == 0 && b == 0;
}

static void sf_tsf_rand_lt_n(sf_test_rng *rng, uint8_t out[32])
{
    sf_sc_fourq s;
    sf_test_rng_bytes(rng, out, 32);
    sf_sc_fourq_reduce(&s, out);
    sf_sc_fourq_encode(out, &s);
}

/* ---- recoding checks ------------------------------------------------------ */

static void sf_tsf_check_sac(const sf_sc_fourq_decomp *d)
{
    uint8_t idx[SF_SC_FOURQ_SAC_DIGITS], neg[SF_SC_FOURQ_SAC_DIGITS];
    sf_sc_fourq_recode_sac(idx, neg, d);
    for (int j = 0; j < 4; j++) {
        uint64_t pos[5] = {0}, ng[5] = {0};
        uint8_t want[32] = {0};
        for (int i = 0; i < SF_SC_FOURQ_SAC_DIGITS; i++) {
            int take = j == 0 ? 1 : (idx[i] >> (j - 1)) & 1;
            if (take)
                sf_tsf_addsh(neg[i] ? ng : pos, 1, (unsigned)i);
        }
        for (int b = 0; b < 8; b++)
            want[b] = (uint8_t)(d->a[j] >> (8 * b));
        SF_CHECK(sf_tsf_diff_is(pos, ng, want));
    }
    for (int i = 0; i < SF_SC_FOURQ_SAC_DIGITS; i++)
        SF_CHECK(idx[i] < 8 && neg[i] <= 1);
    SF_CHECK(neg[SF_SC_FOURQ_SAC_DIGITS - 1] == 0);
}

static void sf_tsf_check_comb(const uint8_t k[32])
{
    enum { D = SF_SC_FOURQ_COMB_D, W = SF_SC_FOURQ_COMB_W };
    uint8_t idx[D], neg[D], want[32];
    uint64_t pos[5] = {0}, ng[5] = {0};
    sf_sc_fourq s;
    uint32_t ok = sf_sc_fourq_decode(&s, k);
    if (!ok)
        sf_sc_fourq_set_u32(&s, 0); /* only k = 0 reaches here */
    sf_sc_fourq_recode_comb(idx, neg, &s);
    for (int j = 0; j < D; j++) {
        SF_CHECK(idx[j] < (1u << (W - 1)) && neg[j] <= 1);
        sf_tsf_addsh(neg[j] ? ng : pos, 1, (unsigned)j);
        for (int t = 1; t < W; t++)
            if ((idx[j] >> (t - 1)) & 1)
                sf_tsf_addsh(neg[j] ? ng : pos, 1, (unsigned)(j + t * D));
    }
    /* want = k if odd, k + N if even */
    sf_sc_fourq_encode(want, &s);
    if ((want[0] & 1) == 0) {
        unsigned c = 0;
        for (int i = 0; i < 32; i++) {
            c += (unsigned)want[i] + sf_tsf_n[i];
            want[i] = (uint8_t)c;
            c >>= 8;
        }
    }
    SF_CHECK(sf_tsf_diff_is(pos, ng, want));
}

static void sf_tsf_check_window(const uint8_t k[32])
{
    int8_t dg[SF_SC_FOURQ_WINDOW_DIGITS];
    uint64_t pos[5] = {0}, ng[5] = {0};
    uint8_t want[32];
    sf_sc_fourq s;
    uint32_t corr;
    if (!sf_sc_fourq_decode(&s, k))
        sf_sc_fourq_set_u32(&s, 0);
    corr = sf_sc_fourq_recode_window(dg, &s);
    for (int i = 0; i < SF_SC_FOURQ_WINDOW_DIGITS; i++) {
        int d = dg[i];
        SF_CHECK((d & 1) != 0 && d < 32 && d > -32);
        if (d > 0)
            sf_tsf_addsh(pos, (uint64_t)d, (unsigned)(5 * i));
        else
            sf_tsf_addsh(ng, (uint64_t)-d, (unsigned)(5 * i));
    }
    SF_CHECK(dg[SF_SC_FOURQ_WINDOW_DIGITS - 1] > 0);
    sf_sc_fourq_encode(want, &s);
    SF_CHECK(corr == (uint32_t)(1 - (want[0] & 1)));
    want[0] |= 1; /* k + corr */
    SF_CHECK(sf_tsf_diff_is(pos, ng, want));
}

/* ---- the model ------------------------------------------------------------ */

SF_TEST(sc_fourq_model)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "sc_fourq.txt");
    static char line[1024];
    unsigned long counts[8] = {0};
    if (f == NULL)
        SF_SKIP("gen/sc_fourq.txt missing: run tests/model/gen_sc_fourq.py");
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[8] = {NULL};
        int nt = 0;
        uint8_t x[32], y[32], want[32], got[32];
        sf_sc_fourq a, b, r;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nt = sf_test_split(line, tok, 8);
        if (nt < 2) {
            SF_CHECK(!"malformed model line");
            continue;
        }
        if (strcmp(tok[0], "reduce") == 0 && nt == 3 && sf_tsf_hex(x, 32, tok[1]) &&
            sf_tsf_hex(want, 32, tok[2])) {
            sf_sc_fourq_reduce(&r, x);
            sf_sc_fourq_encode(got, &r);
            SF_CHECK_BYTES(got, want, 32);
            counts[0]++;
        } else if (strcmp(tok[0], "range") == 0 && nt == 3 && sf_tsf_hex(x, 32, tok[1])) {
            uint32_t ok = sf_sc_fourq_decode(&r, x);
            SF_CHECK(ok == (uint32_t)atoi(tok[2]));
            sf_sc_fourq_encode(got, &r);
            memset(want, 0, 32);
            want[0] = 1;
            SF_CHECK_BYTES(got, ok ? x : want, 32);
            counts[1]++;
        } else if (nt == 4 && sf_tsf_hex(x, 32, tok[1]) && sf_tsf_hex(y, 32, tok[2]) &&
                   sf_tsf_hex(want, 32, tok[3]) &&
                   (strcmp(tok[0], "add") == 0 || strcmp(tok[0], "sub") == 0 ||
                    strcmp(tok[0], "mul") == 0)) {
            sf_sc_fourq_reduce(&a, x);
            sf_sc_fourq_reduce(&b, y);
            if (tok[0][0] == 'a')
                sf_sc_fourq_add(&r, &a, &b);
            else if (tok[0][0] == 's')
                sf_sc_fourq_sub(&r, &a, &b);
            else
                sf_sc_fourq_mul(&r, &a, &b);
            sf_sc_fourq_encode(got, &r);
            SF_CHECK_BYTES(got, want, 32);
            counts[2]++;
        } else if (strcmp(tok[0], "div392") == 0 && nt == 3 && sf_tsf_hex(x, 32, tok[1]) &&
                   sf_tsf_hex(want, 32, tok[2])) {
            sf_sc_fourq_reduce(&a, x);
            sf_sc_fourq_div_cofactor(&r, &a);
            sf_sc_fourq_encode(got, &r);
            SF_CHECK_BYTES(got, want, 32);
            counts[3]++;
        } else if (strcmp(tok[0], "decomp") == 0 && nt == 6 && sf_tsf_hex(x, 32, tok[1])) {
            sf_sc_fourq_decomp d;
            sf_sc_fourq_decompose(&d, x);
            for (int i = 0; i < 4; i++) {
                uint8_t w8[8], g8[8];
                SF_CHECK(sf_tsf_hex(w8, 8, tok[2 + i]));
                for (int j = 0; j < 8; j++)
                    g8[j] = (uint8_t)(d.a[i] >> (8 * j));
                SF_CHECK_BYTES(g8, w8, 8);
            }
            sf_tsf_check_sac(&d);
            counts[4]++;
        } else {
            SF_CHECK(!"malformed model line");
        }
    }
    fclose(f);
    for (int i = 0; i < 5; i++)
        SF_CHECK(counts[i] > 0);
}

/* ---- properties ------------------------------------------------------------ */

/* 10,000 random m < 2^256: the decomposition's invariants, recombination,
 * and the GLV-SAC digits. */
SF_TEST(sc_fourq_decomposition_random)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0xf0a4d3c0u);
    for (int it = 0; it < 10000; it++) {
        uint8_t m[32], got[32], want[32];
        sf_sc_fourq_decomp d;
        sf_sc_fourq r, mr;
        sf_test_rng_bytes(&rng, m, 32);
        if (it & 1)
            sf_tsf_rand_lt_n(&rng, m);
        sf_sc_fourq_decompose(&d, m);
        SF_CHECK(d.a[0] & 1);
        sf_sc_fourq_recombine(&r, &d);
        sf_sc_fourq_reduce(&mr, m);
        sf_sc_fourq_encode(got, &r);
        sf_sc_fourq_encode(want, &mr);
        SF_CHECK_BYTES(got, want, 32);
        if (it % 8 == 0)
            sf_tsf_check_sac(&d);
    }
}

SF_TEST(sc_fourq_recodings)
{
    sf_test_rng rng;
    uint8_t k[32];
    sf_test_rng_seed(&rng, 0x7ec0de5u);
    /* edges: 0, 1, 2, N-1, N-2, small even/odd */
    for (int e = 0; e < 6; e++) {
        static const uint8_t smalls[4] = {0, 1, 2, 3};
        memset(k, 0, 32);
        if (e < 4) {
            k[0] = smalls[e];
        } else {
            memcpy(k, sf_tsf_n, 32);
            k[0] = (uint8_t)(k[0] - (e - 3)); /* N-1, N-2 (no borrow: 0xe7) */
        }
        sf_tsf_check_comb(k);
        sf_tsf_check_window(k);
    }
    for (int it = 0; it < 2000; it++) {
        sf_tsf_rand_lt_n(&rng, k);
        sf_tsf_check_comb(k);
        sf_tsf_check_window(k);
    }
}

/* Arithmetic identities and the edge values of the range check. */
SF_TEST(sc_fourq_arith_edges)
{
    uint8_t b[32], got[32];
    sf_sc_fourq a, one, r, z;
    /* decode: 0, N rejected (replaced by 1); N-1 accepted */
    memset(b, 0, 32);
    SF_CHECK(sf_sc_fourq_decode(&a, b) == 0);
    SF_CHECK(sf_sc_fourq_decode(&a, sf_tsf_n) == 0);
    memcpy(b, sf_tsf_n, 32);
    b[0]--;
    SF_CHECK(sf_sc_fourq_decode(&a, b) == 1);
    /* (N-1) + 1 = 0; 0 - 1 = N - 1; -(N-1) = 1; (N-1)^2 = 1 */
    sf_sc_fourq_set_u32(&one, 1);
    sf_sc_fourq_add(&r, &a, &one);
    SF_CHECK(sf_sc_fourq_is_zero(&r));
    sf_sc_fourq_sub(&r, &r, &one);
    SF_CHECK(sf_sc_fourq_eq(&r, &a));
    sf_sc_fourq_neg(&r, &a);
    SF_CHECK(sf_sc_fourq_eq(&r, &one));
    sf_sc_fourq_mul(&r, &a, &a);
    SF_CHECK(sf_sc_fourq_eq(&r, &one));
    sf_sc_fourq_set_u32(&z, 0);
    sf_sc_fourq_neg(&r, &z);
    SF_CHECK(sf_sc_fourq_is_zero(&r));
    /* 392 / 392 = 1 */
    sf_sc_fourq_set_u32(&r, 392);
    sf_sc_fourq_div_cofactor(&r, &r);
    SF_CHECK(sf_sc_fourq_eq(&r, &one));
    /* reduce(2^256 - 1) and cmov/clear */
    memset(b, 0xff, 32);
    sf_sc_fourq_reduce(&r, b);
    sf_sc_fourq_cmov(&r, &one, 0);
    SF_CHECK(!sf_sc_fourq_eq(&r, &one));
    sf_sc_fourq_cmov(&r, &one, 1);
    SF_CHECK(sf_sc_fourq_eq(&r, &one));
    sf_sc_fourq_clear(&r);
    sf_sc_fourq_encode(got, &r);
    memset(b, 0, 32);
    SF_CHECK_BYTES(got, b, 32);
}

const sf_test_case sf_tests_sc_fourq[] = {
    SF_CASE(sc_fourq_model),
    SF_CASE(sc_fourq_decomposition_random),
    SF_CASE(sc_fourq_recodings),
    SF_CASE(sc_fourq_arith_edges),
    SF_CASES_END,
};

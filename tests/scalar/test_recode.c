/*
 * Tests of the curve-independent recodings (src/scalar/recode.h).
 *
 *  - recode_model: every record of gen/recode.txt, written by the
 *    independent Python model tests/model/gen_recode.py (format there):
 *    the digits must match exactly.
 *  - recode_*_props: the defining properties on random integers of the
 *    deterministic test RNG, checked here with a small multi-precision
 *    evaluator (value, digit ranges, non-adjacency, length), including the
 *    edge values 0, 1, 2^bits - 1.
 *  - recode_digit_split: the shared digit format, every odd int8_t.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scalar/recode.h"
#include "test.h"

/* ---- a tiny signed multi-precision evaluator ------------------------------ */

/* Little-endian 32-bit words, two's complement over SF_TR_WORDS words. */
#define SF_TR_WORDS 20

typedef struct sf_tr_int {
    uint32_t w[SF_TR_WORDS];
} sf_tr_int;

static void sf_tr_from_bytes(sf_tr_int *r, const uint8_t *k, size_t len)
{
    memset(r, 0, sizeof *r);
    for (size_t i = 0; i < len; i++)
        r->w[i / 4] |= (uint32_t)k[i] << (8 * (i % 4));
}

/* r += d * 2^pos, d a small signed digit. */
static void sf_tr_add_digit(sf_tr_int *r, int32_t d, size_t pos)
{
    sf_tr_int t;
    uint64_t carry = 0;
    int64_t v = d;
    memset(&t, 0, sizeof t);
    /* t = |d| << pos, then negate if d < 0 */
    uint64_t mag = (uint64_t)(v < 0 ? -v : v) << (pos % 32);
    t.w[pos / 32] = (uint32_t)mag;
    if (pos / 32 + 1 < SF_TR_WORDS)
        t.w[pos / 32 + 1] = (uint32_t)(mag >> 32);
    if (d < 0) {
        for (int i = 0; i < SF_TR_WORDS; i++)
            t.w[i] = ~t.w[i];
        carry = 1;
        for (int i = 0; i < SF_TR_WORDS; i++) {
            uint64_t s = (uint64_t)t.w[i] + carry;
            t.w[i] = (uint32_t)s;
            carry = s >> 32;
        }
    }
    carry = 0;
    for (int i = 0; i < SF_TR_WORDS; i++) {
        uint64_t s = (uint64_t)r->w[i] + t.w[i] + carry;
        r->w[i] = (uint32_t)s;
        carry = s >> 32;
    }
}

static int sf_tr_eq(const sf_tr_int *a, const sf_tr_int *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* ---- the model's records ---------------------------------------------------- */

static size_t sf_tr_parse_digits(int8_t *out, size_t cap, char *list)
{
    size_t n = 0;
    for (char *p = strtok(list, ","); p != NULL; p = strtok(NULL, ",")) {
        if (n == cap)
            return cap + 1;
        out[n++] = (int8_t)atoi(p);
    }
    return n;
}

SF_TEST(recode_model)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "recode.txt");
    static char line[8192];
    unsigned long counts[3] = {0, 0, 0};
    SF_CHECK(f != NULL);
    if (f == NULL)
        return;
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[8] = {NULL};
        int nt = 0;
        uint8_t k[SF_RECODE_MAX_BYTES];
        long klen;
        int8_t want[8 * SF_RECODE_MAX_BYTES + 8], got[8 * SF_RECODE_MAX_BYTES + 8];
        size_t nwant;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nt = sf_test_split(line, tok, 8);
        if (nt == 0)
            continue;
        if (strcmp(tok[0], "wnaf") == 0 && nt == 5) {
            unsigned w = (unsigned)atoi(tok[1]);
            size_t top;
            klen = sf_test_unhex(k, sizeof k, tok[2]);
            nwant = sf_tr_parse_digits(want, sizeof want, tok[4]);
            SF_CHECK(klen > 0 && nwant == SF_RECODE_WNAF_DIGITS((size_t)klen));
            memset(got, 0x55, sizeof got);
            top = sf_recode_wnaf_vartime(got, nwant, k, (size_t)klen, w);
            SF_CHECK(top == (size_t)atol(tok[3]));
            SF_CHECK(memcmp(got, want, nwant) == 0);
            counts[0]++;
        } else if (strcmp(tok[0], "regular") == 0 && nt == 6) {
            unsigned bits = (unsigned)atoi(tok[1]), w = (unsigned)atoi(tok[2]);
            uint32_t corr;
            klen = sf_test_unhex(k, sizeof k, tok[3]);
            nwant = sf_tr_parse_digits(want, sizeof want, tok[5]);
            SF_CHECK(klen > 0 && nwant == SF_RECODE_REGULAR_DIGITS(bits, w));
            corr = sf_recode_regular(got, k, (size_t)klen, bits, w);
            SF_CHECK(corr == (uint32_t)atoi(tok[4]));
            SF_CHECK(memcmp(got, want, nwant) == 0);
            counts[1]++;
        } else if (strcmp(tok[0], "comb") == 0 && nt == 5) {
            unsigned d = (unsigned)atoi(tok[1]), w = (unsigned)atoi(tok[2]);
            klen = sf_test_unhex(k, sizeof k, tok[3]);
            nwant = sf_tr_parse_digits(want, sizeof want, tok[4]);
            SF_CHECK(klen > 0 && nwant == d);
            sf_recode_comb(got, k, (size_t)klen, d, w);
            SF_CHECK(memcmp(got, want, nwant) == 0);
            counts[2]++;
        } else {
            printf("    unknown record %s\n", tok[0]);
            SF_CHECK(0);
        }
    }
    fclose(f);
    SF_CHECK(counts[0] > 100 && counts[1] > 100 && counts[2] > 100);
}

/* ---- properties ------------------------------------------------------------------ */

/* Random k of `bits` bits (the rest of the len bytes zero). */
static void sf_tr_random(uint8_t *k, size_t len, unsigned bits, sf_test_rng *rng)
{
    memset(k, 0, len);
    sf_test_rng_bytes(rng, k, (bits + 7) / 8);
    if (bits % 8 != 0)
        k[bits / 8] &= (uint8_t)((1u << (bits % 8)) - 1);
}

/*
 * 1 if naf[0..n) is a wNAF of width w (odd digits below 2^(w-1), w - 1
 * zeros after each non-zero) whose last non-zero digit is at top - 1, as
 * the recoding's return value says. *got = the value the digits make.
 */
static int sf_tr_wnaf_ok(sf_tr_int *got, const int16_t *naf, size_t n,
                         unsigned w, size_t top)
{
    size_t last = 0;
    int ok = 1;
    memset(got, 0, sizeof *got);
    for (size_t i = 0; i < n; i++) {
        int d = naf[i];
        if (d != 0) {
            ok &= (d & 1) != 0 && abs(d) < (1 << (w - 1));
            ok &= last == 0 || i >= last - 1 + w; /* w-1 zeros after a non-zero */
            last = i + 1;
            sf_tr_add_digit(got, d, i);
        }
    }
    return ok & (top == last);
}

SF_TEST(recode_wnaf_props)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x3a7f);
    for (int it = 0; it < 600; it++) {
        size_t len = (size_t[]){1, 8, 16, 32, 33, 64}[it % 6];
        unsigned w = 2 + (unsigned)(it / 6) % 7;
        uint8_t k[SF_RECODE_MAX_BYTES];
        int8_t naf[SF_RECODE_WNAF_DIGITS(SF_RECODE_MAX_BYTES)];
        int16_t wide[SF_RECODE_WNAF_DIGITS(SF_RECODE_MAX_BYTES)];
        size_t n = SF_RECODE_WNAF_DIGITS(len), top;
        sf_tr_int want, got;
        sf_tr_random(k, len, (unsigned)(8 * len), &rng);
        if (it % 50 == 0)
            memset(k, 0xff, len); /* all ones: the carry reaches the extra digit */
        if (it % 50 == 1)
            memset(k, 0, len);
        top = sf_recode_wnaf_vartime(naf, n, k, len, w);
        for (size_t i = 0; i < n; i++)
            wide[i] = naf[i];
        sf_tr_from_bytes(&want, k, len);
        SF_CHECK(sf_tr_wnaf_ok(&got, wide, n, w, top));
        SF_CHECK(sf_tr_eq(&got, &want));
    }
}

/* The int16_t wNAF against the model: the digits reconstruct k, are odd and
 * below 2^(w-1), and any w consecutive hold at most one non-zero; for
 * w <= 8 they equal the int8_t recoding's. Widths up to 16. */
SF_TEST(recode_wnaf16_props)
{
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x3a81);
    for (int it = 0; it < 900; it++) {
        size_t len = (size_t[]){1, 2, 8, 16, 17, 32, 33, 64}[it % 8];
        unsigned w = 2 + (unsigned)(it / 8) % 15;
        uint8_t k[SF_RECODE_MAX_BYTES];
        int16_t naf[SF_RECODE_WNAF_DIGITS(SF_RECODE_MAX_BYTES)];
        int8_t naf8[SF_RECODE_WNAF_DIGITS(SF_RECODE_MAX_BYTES)];
        size_t n = SF_RECODE_WNAF_DIGITS(len), top;
        sf_tr_int want, got;
        int ok = 1;
        sf_tr_random(k, len, (unsigned)(8 * len), &rng);
        if (it % 50 == 0)
            memset(k, 0xff, len); /* all ones: the carry reaches the extra digit */
        if (it % 50 == 1)
            memset(k, 0, len);
        if (it % 50 == 2) /* a window straddling the top byte */
            memset(k, 0x80, len);
        memset(naf, 0x55, sizeof naf);
        top = sf_recode_wnaf16_vartime(naf, n, k, len, w);
        sf_tr_from_bytes(&want, k, len);
        ok &= sf_tr_wnaf_ok(&got, naf, n, w, top);
        if (w <= 8) {
            ok &= sf_recode_wnaf_vartime(naf8, n, k, len, w) == top;
            for (size_t i = 0; i < n; i++)
                ok &= naf8[i] == naf[i];
        }
        SF_CHECK(ok);
        SF_CHECK(sf_tr_eq(&got, &want));
    }
}

SF_TEST(recode_regular_props)
{
    sf_test_rng rng;
    static const unsigned shapes[][2] = {{126, 16}, {64, 8}, {256, 32}, {127, 16},
                                         {250, 32}, {2, 1}, {500, 64}};
    sf_test_rng_seed(&rng, 0x3a80);
    for (int it = 0; it < 700; it++) {
        unsigned bits = shapes[it % 7][0];
        size_t len = shapes[it % 7][1];
        unsigned w = 2 + (unsigned)(it / 7) % 6;
        uint8_t k[SF_RECODE_MAX_BYTES];
        int8_t dg[SF_RECODE_REGULAR_DIGITS(512, 2)];
        unsigned n = SF_RECODE_REGULAR_DIGITS(bits, w);
        uint32_t corr;
        sf_tr_int want, got;
        int ok = 1;
        sf_tr_random(k, len, bits, &rng);
        if (it % 70 == 0) { /* 2^bits - 1 */
            memset(k, 0, len);
            for (unsigned b = 0; b < bits; b++)
                k[b / 8] |= (uint8_t)(1u << (b % 8));
        }
        if (it % 70 == 1)
            memset(k, 0, len); /* 0: digits of 1, corr 1 */
        corr = sf_recode_regular(dg, k, len, bits, w);
        SF_CHECK(corr == ((k[0] & 1u) ^ 1u));
        sf_tr_from_bytes(&want, k, len);
        sf_tr_add_digit(&want, (int32_t)corr, 0);
        memset(&got, 0, sizeof got);
        for (unsigned i = 0; i < n; i++) {
            ok &= (dg[i] & 1) != 0 && abs(dg[i]) <= (1 << w) - 1;
            sf_tr_add_digit(&got, dg[i], (size_t)w * i);
        }
        ok &= dg[n - 1] > 0;
        SF_CHECK(ok);
        SF_CHECK(sf_tr_eq(&got, &want));
    }
}

SF_TEST(recode_comb_props)
{
    sf_test_rng rng;
    static const unsigned shapes[][3] = {{52, 5, 32}, {44, 6, 32}, {39, 7, 32},
                                         {50, 5, 32}, {128, 2, 32}, {1, 2, 1},
                                         {90, 5, 64}};
    sf_test_rng_seed(&rng, 0x3a81);
    for (int it = 0; it < 490; it++) {
        unsigned d = shapes[it % 7][0], w = shapes[it % 7][1];
        size_t len = shapes[it % 7][2];
        unsigned kbits = d * w - 1 < 8 * len ? d * w - 1 : (unsigned)(8 * len);
        uint8_t k[SF_RECODE_MAX_BYTES];
        int8_t dg[8 * SF_RECODE_MAX_BYTES];
        sf_tr_int want, got;
        int ok = 1;
        sf_tr_random(k, len, kbits, &rng);
        if (it % 49 == 0) {
            memset(k, 0, len);
            for (unsigned b = 0; b < kbits; b++)
                k[b / 8] |= (uint8_t)(1u << (b % 8));
        }
        k[0] |= 1;
        sf_recode_comb(dg, k, len, d, w);
        sf_tr_from_bytes(&want, k, len);
        memset(&got, 0, sizeof got);
        for (unsigned j = 0; j < d; j++) {
            uint32_t u, neg;
            int32_t s;
            ok &= (dg[j] & 1) != 0 && abs(dg[j]) < (1 << w);
            sf_recode_digit_split(&u, &neg, dg[j]);
            s = neg ? -1 : 1;
            sf_tr_add_digit(&got, s, j);
            for (unsigned r = 1; r < w; r++)
                if ((u >> (r - 1)) & 1)
                    sf_tr_add_digit(&got, s, (size_t)j + (size_t)r * d);
        }
        ok &= dg[d - 1] > 0;
        SF_CHECK(ok);
        SF_CHECK(sf_tr_eq(&got, &want));
    }
}

SF_TEST(recode_digit_split)
{
    for (int d = -127; d <= 127; d += 2) {
        uint32_t u, neg;
        sf_recode_digit_split(&u, &neg, (int8_t)d);
        SF_CHECK(neg == (d < 0 ? 1u : 0u));
        SF_CHECK((int)(2 * u + 1) == abs(d));
    }
}

const sf_test_case sf_tests_recode[] = {
    SF_CASE(recode_model),
    SF_CASE(recode_wnaf_props),
    SF_CASE(recode_wnaf16_props),
    SF_CASE(recode_regular_props),
    SF_CASE(recode_comb_props),
    SF_CASE(recode_digit_split),
    SF_CASES_END,
};

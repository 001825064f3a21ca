/*
 * Tests of the Snowshoe scalar layer (src/scalar/snowshoe/sc_snowshoe.h).
 *
 * Open-box tests of an internal layer, run over both limb sizes (sf-tests:
 * 64-bit limbs, sf-tests-portable: 32-bit limbs, same bodies).
 *  - sc_snowshoe_model: every record of gen/sc_snowshoe.txt, written by the
 *    independent Python model tests/model/gen_sc_snowshoe.py (format at the
 *    top of that file).
 *  - sc_snowshoe_kat_*: the original library's answers
 *    (tests/vectors/snowshoe/{mod_q,add_mod_q,mul_mod_q,secret_gen}.jsonl,
 *    and its gls_decompose test scalars), byte for byte.
 *  - range-check negatives, multiples of lambda, algebraic properties on the
 *    deterministic test RNG, aliasing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scalar/snowshoe/sc_snowshoe.h"
#include "test.h"

/* ---- helpers -------------------------------------------------------------- */

/* Parse exactly n bytes of hex; 1 on success. */
static int sf_t_hex(uint8_t *out, size_t n, const char *hex)
{
    return hex != NULL && strlen(hex) == 2 * n &&
           sf_test_unhex(out, n, hex) == (long)n;
}

/* Big-endian hex number ("0x..." or "-0x...") -> sign and 32 LE bytes. */
static int sf_t_bignum(uint8_t out[32], int *neg, const char *s)
{
    char buf[70];
    size_t len;
    uint8_t be[32];
    *neg = 0;
    if (*s == '-') {
        *neg = 1;
        s++;
    }
    if (s[0] != '0' || s[1] != 'x')
        return 0;
    s += 2;
    len = strlen(s);
    if (len > 64)
        return 0;
    memset(buf, '0', 64);
    memcpy(buf + 64 - len, s, len);
    buf[64] = '\0';
    if (sf_test_unhex(be, 32, buf) != 32)
        return 0;
    for (int i = 0; i < 32; i++)
        out[i] = be[31 - i];
    return 1;
}

static void sf_t_mag_bytes(uint8_t out[16], const uint64_t mag[2])
{
    for (int i = 0; i < 8; i++) {
        out[i] = (uint8_t)(mag[0] >> (8 * i));
        out[8 + i] = (uint8_t)(mag[1] >> (8 * i));
    }
}

static void sf_t_random_scalar(sf_sc_snowshoe *r, sf_test_rng *rng)
{
    uint8_t b[64];
    sf_test_rng_bytes(rng, b, sizeof b);
    sf_sc_snowshoe_reduce512(r, b);
}

/* q and lambda as 32 LE bytes. */
static const uint8_t sf_t_q[32] = {
    0xa5, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
    0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};
static const char sf_t_lambda_hex[] =
    "0xec2108006820e1ab0a9480ccbb42be2a827c49cde94f5cccbf95d17bd8cf58f";

/* r = a + b mod 2^256, 32 LE bytes each. */
static void sf_t_add_le(uint8_t r[32], const uint8_t a[32], const uint8_t b[32])
{
    unsigned c = 0;
    for (int i = 0; i < 32; i++) {
        c += (unsigned)a[i] + b[i];
        r[i] = (uint8_t)c;
        c >>= 8;
    }
}

/* Check recode output against the contract (odd digits in range, value). */
static void sf_t_check_recode(const int8_t *dg, uint32_t corr,
                              const uint64_t mag[2], unsigned w)
{
    unsigned n = SF_SC_SNOWSHOE_RECODE_DIGITS(w);
    uint64_t lo = 0, hi = 0; /* sum as a signed 128-bit value, wrapping */
    for (unsigned i = n; i-- > 0;) {
        int d = dg[i];
        uint64_t dl = (uint64_t)(int64_t)d;
        uint64_t dh = d < 0 ? ~(uint64_t)0 : 0;
        SF_CHECK((d & 1) != 0 && d < (1 << w) && d > -(1 << w));
        /* (hi:lo) = (hi:lo) * 2^w + d */
        hi = (hi << w) | (lo >> (64 - w));
        lo <<= w;
        lo += dl;
        hi += dh + (lo < dl);
    }
    SF_CHECK(dg[n - 1] > 0);
    SF_CHECK(corr == (uint32_t)(1 - (mag[0] & 1)));
    SF_CHECK(lo == mag[0] + corr && hi == mag[1]);
}

/* ---- the Python model's records ------------------------------------------ */

SF_TEST(sc_snowshoe_model)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "sc_snowshoe.txt");
    static char line[4096];
    unsigned long counts[8] = {0};
    unsigned long bad_lines = 0;
    if (f == NULL)
        SF_SKIP("gen/sc_snowshoe.txt missing: run tests/model/gen_sc_snowshoe.py");
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[8];
        int nt = 0;
        uint8_t x[64], y[32], z[32], want[32], got[32];
        sf_sc_snowshoe a, b, r;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        for (char *p = strtok(line, " \n"); p != NULL && nt < 8;
             p = strtok(NULL, " \n"))
            tok[nt++] = p;
        if (nt < 2) {
            bad_lines++;
            continue;
        }
        if (strcmp(tok[0], "reduce512") == 0 && nt == 3 &&
            sf_t_hex(x, 64, tok[1]) && sf_t_hex(want, 32, tok[2])) {
            sf_sc_snowshoe_mod_q_bytes(got, x);
            SF_CHECK_BYTES(got, want, 32);
            counts[0]++;
        } else if ((strcmp(tok[0], "add") == 0 || strcmp(tok[0], "sub") == 0) &&
                   nt == 4 && sf_t_hex(x, 32, tok[1]) &&
                   sf_t_hex(y, 32, tok[2]) && sf_t_hex(want, 32, tok[3])) {
            if (tok[0][0] == 'a') {
                sf_sc_snowshoe_add_mod_q_bytes(got, x, y);
            } else {
                sf_sc_snowshoe_decode_reduce(&a, x);
                sf_sc_snowshoe_decode_reduce(&b, y);
                sf_sc_snowshoe_sub(&r, &a, &b);
                sf_sc_snowshoe_encode(got, &r);
            }
            SF_CHECK_BYTES(got, want, 32);
            counts[1]++;
        } else if (strcmp(tok[0], "neg") == 0 && nt == 3 &&
                   sf_t_hex(x, 32, tok[1]) && sf_t_hex(want, 32, tok[2])) {
            sf_sc_snowshoe_decode_reduce(&a, x);
            sf_sc_snowshoe_neg(&r, &a);
            sf_sc_snowshoe_encode(got, &r);
            SF_CHECK_BYTES(got, want, 32);
            counts[2]++;
        } else if (strcmp(tok[0], "muladd") == 0 && nt == 5 &&
                   sf_t_hex(x, 32, tok[1]) && sf_t_hex(y, 32, tok[2]) &&
                   (strcmp(tok[3], "-") == 0 || sf_t_hex(z, 32, tok[3])) &&
                   sf_t_hex(want, 32, tok[4])) {
            int has_z = strcmp(tok[3], "-") != 0;
            sf_sc_snowshoe_mul_mod_q_bytes(got, x, y, has_z ? z : NULL);
            SF_CHECK_BYTES(got, want, 32);
            counts[3]++;
        } else if (strcmp(tok[0], "range") == 0 && nt == 3 &&
                   sf_t_hex(x, 32, tok[1])) {
            uint32_t ok = sf_sc_snowshoe_decode(&a, x);
            SF_CHECK(ok == (uint32_t)atoi(tok[2]));
            sf_sc_snowshoe_encode(got, &a);
            if (ok) {
                SF_CHECK_BYTES(got, x, 32);
            } else {
                /* replaced by 1 */
                memset(want, 0, 32);
                want[0] = 1;
                SF_CHECK_BYTES(got, want, 32);
            }
            counts[4]++;
        } else if (strcmp(tok[0], "mask") == 0 && nt == 3 &&
                   sf_t_hex(x, 32, tok[1]) && sf_t_hex(want, 32, tok[2])) {
            sf_sc_snowshoe_secret_mask(x);
            SF_CHECK_BYTES(x, want, 32);
            counts[5]++;
        } else if (strcmp(tok[0], "decomp") == 0 && nt == 6 &&
                   sf_t_hex(x, 32, tok[1]) && sf_t_hex(y, 16, tok[3]) &&
                   sf_t_hex(z, 16, tok[5])) {
            sf_sc_snowshoe_gls d;
            uint8_t m[16];
            uint32_t ok = sf_sc_snowshoe_decode(&a, x);
            /* the model's k is < q; 0 is decoded as "invalid" -> load 0 */
            if (!ok)
                sf_sc_snowshoe_set_u32(&a, 0);
            sf_sc_snowshoe_gls_decompose(&d, &a);
            SF_CHECK(d.neg1 == (uint32_t)atoi(tok[2]));
            SF_CHECK(d.neg2 == (uint32_t)atoi(tok[4]));
            sf_t_mag_bytes(m, d.mag1);
            SF_CHECK_BYTES(m, y, 16);
            sf_t_mag_bytes(m, d.mag2);
            SF_CHECK_BYTES(m, z, 16);
            sf_sc_snowshoe_gls_recombine(&r, &d);
            SF_CHECK(sf_sc_snowshoe_eq(&r, &a));
            counts[6]++;
        } else if (strcmp(tok[0], "recode") == 0 && nt == 7 &&
                   sf_t_hex(x, 32, tok[2])) {
            unsigned w = (unsigned)atoi(tok[1]);
            sf_sc_snowshoe_gls d;
            int8_t dg[SF_SC_SNOWSHOE_RECODE_MAX_DIGITS];
            unsigned n = SF_SC_SNOWSHOE_RECODE_DIGITS(w);
            if (!sf_sc_snowshoe_decode(&a, x))
                sf_sc_snowshoe_set_u32(&a, 0);
            sf_sc_snowshoe_gls_decompose(&d, &a);
            for (int half = 0; half < 2; half++) {
                const uint64_t *mag = half == 0 ? d.mag1 : d.mag2;
                uint32_t corr = sf_sc_snowshoe_recode(dg, mag, w);
                char *list = tok[4 + 2 * half];
                unsigned i = 0;
                SF_CHECK(corr == (uint32_t)atoi(tok[3 + 2 * half]));
                for (char *p = list; i < n; i++) {
                    long v = strtol(p, &p, 10);
                    SF_CHECK(dg[i] == v);
                    if (*p == ',')
                        p++;
                    else
                        break;
                }
                SF_CHECK(i == n - 1);
                sf_t_check_recode(dg, corr, mag, w);
            }
            counts[7]++;
        } else {
            bad_lines++;
        }
    }
    fclose(f);
    SF_CHECK(bad_lines == 0);
    /* every kind of record is present, with the counts the model promises */
    SF_CHECK(counts[0] >= 10000 && counts[1] >= 10000 && counts[3] >= 10000);
    SF_CHECK(counts[4] >= 10000 && counts[5] >= 10000 && counts[6] >= 10000);
    SF_CHECK(counts[2] > 0 && counts[7] > 0);
    printf("    model records: reduce512 %lu, add/sub %lu, neg %lu, muladd %lu,"
           " range %lu, mask %lu, decomp %lu, recode %lu\n",
           counts[0], counts[1], counts[2], counts[3], counts[4], counts[5],
           counts[6], counts[7]);
}

/* ---- the original library's known answers --------------------------------- */

/* Run fn over every line of vectors/snowshoe/<name>; returns records seen. */
static unsigned long sf_t_kat_file(const char *name,
                                   void (*fn)(const char *line))
{
    static char line[4096];
    unsigned long n = 0;
    char path[128];
    FILE *f;
    snprintf(path, sizeof path, "snowshoe/%s", name);
    f = sf_test_open(sf_test_vectors_dir(), path);
    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL) {
        if (line[0] != '{')
            continue;
        fn(line);
        n++;
    }
    fclose(f);
    return n;
}

static void sf_t_kat_mod_q_line(const char *line)
{
    char hx[200], hr[100];
    uint8_t x[64], want[32], got[32];
    SF_CHECK(sf_test_json_get(line, "x", hx, sizeof hx) &&
             sf_test_json_get(line, "r", hr, sizeof hr));
    SF_CHECK(sf_t_hex(x, 64, hx) && sf_t_hex(want, 32, hr));
    sf_sc_snowshoe_mod_q_bytes(got, x);
    SF_CHECK_BYTES(got, want, 32);
}

static void sf_t_kat_add_line(const char *line)
{
    char hx[100], hy[100], hr[100];
    uint8_t x[32], y[32], want[32], got[32];
    SF_CHECK(sf_test_json_get(line, "x", hx, sizeof hx) &&
             sf_test_json_get(line, "y", hy, sizeof hy) &&
             sf_test_json_get(line, "r", hr, sizeof hr));
    SF_CHECK(sf_t_hex(x, 32, hx) && sf_t_hex(y, 32, hy) &&
             sf_t_hex(want, 32, hr));
    sf_sc_snowshoe_add_mod_q_bytes(got, x, y);
    SF_CHECK_BYTES(got, want, 32);
    /* in place, as the original's callers do */
    sf_sc_snowshoe_add_mod_q_bytes(x, x, y);
    SF_CHECK_BYTES(x, want, 32);
}

static void sf_t_kat_mul_line(const char *line)
{
    char hx[100], hy[100], hz[100], hr[100];
    uint8_t x[32], y[32], z[32], want[32], got[32];
    int has_z;
    SF_CHECK(sf_test_json_get(line, "x", hx, sizeof hx) &&
             sf_test_json_get(line, "y", hy, sizeof hy) &&
             sf_test_json_get(line, "z", hz, sizeof hz) &&
             sf_test_json_get(line, "r", hr, sizeof hr));
    has_z = strcmp(hz, "null") != 0;
    SF_CHECK(sf_t_hex(x, 32, hx) && sf_t_hex(y, 32, hy) &&
             (!has_z || sf_t_hex(z, 32, hz)) && sf_t_hex(want, 32, hr));
    sf_sc_snowshoe_mul_mod_q_bytes(got, x, y, has_z ? z : NULL);
    SF_CHECK_BYTES(got, want, 32);
    /* the output may alias any input */
    memcpy(got, y, 32);
    sf_sc_snowshoe_mul_mod_q_bytes(got, x, got, has_z ? z : NULL);
    SF_CHECK_BYTES(got, want, 32);
    if (has_z) {
        memcpy(got, z, 32);
        sf_sc_snowshoe_mul_mod_q_bytes(got, x, y, got);
        SF_CHECK_BYTES(got, want, 32);
    }
}

static void sf_t_kat_secret_gen_line(const char *line)
{
    char hi[100], ho[100];
    uint8_t k[32], want[32];
    SF_CHECK(sf_test_json_get(line, "k_in", hi, sizeof hi) &&
             sf_test_json_get(line, "k_out", ho, sizeof ho));
    SF_CHECK(sf_t_hex(k, 32, hi) && sf_t_hex(want, 32, ho));
    sf_sc_snowshoe_secret_mask(k);
    SF_CHECK_BYTES(k, want, 32);
}

SF_TEST(sc_snowshoe_kat_mod_q)
{
    SF_CHECK(sf_t_kat_file("mod_q.jsonl", sf_t_kat_mod_q_line) == 268);
}

SF_TEST(sc_snowshoe_kat_add_mod_q)
{
    SF_CHECK(sf_t_kat_file("add_mod_q.jsonl", sf_t_kat_add_line) == 277);
}

SF_TEST(sc_snowshoe_kat_mul_mod_q)
{
    SF_CHECK(sf_t_kat_file("mul_mod_q.jsonl", sf_t_kat_mul_line) == 294);
}

SF_TEST(sc_snowshoe_kat_secret_gen)
{
    SF_CHECK(sf_t_kat_file("secret_gen.jsonl", sf_t_kat_secret_gen_line) == 260);
}

/*
 * The reference's gls_decompose answers (its tests/endo_test.cpp and the
 * TEST_K2 self-test).
 */
SF_TEST(sc_snowshoe_kat_decompose)
{
    static const char *const v[5][3] = {
        {"0xfffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a4",
         "-0x1", "0x0"},
        {"0x399805098d7d56fa058974ad3c6f3cd186a2f1f33217f7291bb95b26470b944",
         "0x1e3b0e8ce06c74e5c14aabe9e079d148",
         "-0x170475967d197366680445984e433d40"},
        {"0x985ee47c6f67e9ea8a8d98edb18e41043f1c74edc9dc196679dfe17d6ac412f",
         "0x1354c079d167c5bcc7620b2b8c69b128",
         "-0x12bcb74af1b58892132501035cc11f8e"},
        {"0xb4ad868cd1641ac2519edb7b96f26b15f6cd48a0affa60fce3469c57a30173e",
         "-0xe546bb9d4d29156d8236d4762c9cd88",
         "0xa1d93a9f379601e6809f829e581646"},
        {"0x7edb73657b6b7f9a99381bdda6f7ee6b00daff41576987fc338c2c3e11432f1",
         "-0x322e4da2acb9e836efaf5ff7e48af30",
         "0x80e34a8b3bd7fa5c2064a0e2f72ca6c"}};
    for (int i = 0; i < 5; i++) {
        uint8_t k[32], k1[32], k2[32], m[16];
        int n0 = 0, n1 = 0, n2 = 0;
        sf_sc_snowshoe s, r;
        sf_sc_snowshoe_gls d;
        SF_CHECK(sf_t_bignum(k, &n0, v[i][0]) && sf_t_bignum(k1, &n1, v[i][1]) &&
                 sf_t_bignum(k2, &n2, v[i][2]));
        SF_CHECK(sf_sc_snowshoe_decode(&s, k) == 1);
        sf_sc_snowshoe_gls_decompose(&d, &s);
        SF_CHECK(d.neg1 == (uint32_t)n1 && d.neg2 == (uint32_t)n2);
        sf_t_mag_bytes(m, d.mag1);
        SF_CHECK_BYTES(m, k1, 16);
        sf_t_mag_bytes(m, d.mag2);
        SF_CHECK_BYTES(m, k2, 16);
        sf_sc_snowshoe_gls_recombine(&r, &d);
        SF_CHECK(sf_sc_snowshoe_eq(&r, &s));
    }
}

/* ---- range check ----------------------------------------------------------- */

SF_TEST(sc_snowshoe_range_negative)
{
    /* 0, q, q+1, 2q, 2^252, 2^255, 2^256-1, q + 2^128: all rejected and
     * replaced by 1. */
    uint8_t bad[8][32];
    uint8_t one[32] = {1}, got[32];
    sf_sc_snowshoe s;
    uint8_t two128[32] = {0};
    memset(bad, 0, sizeof bad);
    memcpy(bad[1], sf_t_q, 32);
    sf_t_add_le(bad[2], sf_t_q, one);     /* q + 1 */
    sf_t_add_le(bad[3], sf_t_q, sf_t_q);  /* 2q */
    bad[4][31] = 0x10;                    /* 2^252 */
    bad[5][31] = 0x80;                    /* 2^255 */
    memset(bad[6], 0xff, 32);             /* 2^256 - 1 */
    two128[16] = 1;
    sf_t_add_le(bad[7], sf_t_q, two128);  /* q + 2^128 */
    for (int i = 0; i < 8; i++) {
        memset(&s, 0xa5, sizeof s);
        SF_CHECK(sf_sc_snowshoe_decode(&s, bad[i]) == 0);
        sf_sc_snowshoe_encode(got, &s);
        SF_CHECK_BYTES(got, one, 32);
    }
    /* accepted: 1, q-1, 2^251 - 1, 2^251 */
    {
        uint8_t good[4][32];
        memset(good, 0, sizeof good);
        good[0][0] = 1;
        memcpy(good[1], sf_t_q, 32);
        good[1][0]--;
        memset(good[2], 0xff, 31);
        good[2][31] = 0x07;
        good[3][31] = 0x08;
        for (int i = 0; i < 4; i++) {
            SF_CHECK(sf_sc_snowshoe_decode(&s, good[i]) == 1);
            sf_sc_snowshoe_encode(got, &s);
            SF_CHECK_BYTES(got, good[i], 32);
        }
    }
}

/* ---- multiples of lambda: k1 = 0 must be an ordinary output ------------- */

SF_TEST(sc_snowshoe_lambda_multiples)
{
    uint8_t lb[32];
    int neg;
    sf_sc_snowshoe lam, j, k, r;
    sf_sc_snowshoe_gls d;
    SF_CHECK(sf_t_bignum(lb, &neg, sf_t_lambda_hex));
    SF_CHECK(sf_sc_snowshoe_decode(&lam, lb) == 1);
    for (int i = -7; i <= 7; i++) {
        sf_sc_snowshoe_set_u32(&j, (uint32_t)(i < 0 ? -i : i));
        if (i < 0)
            sf_sc_snowshoe_neg(&j, &j);
        sf_sc_snowshoe_mul(&k, &j, &lam); /* k = i * lambda */
        sf_sc_snowshoe_gls_decompose(&d, &k);
        /* i*lambda = 0 + i*lambda, and |i| is tiny, so that is the answer */
        SF_CHECK(d.mag1[0] == 0 && d.mag1[1] == 0 && d.neg1 == 0);
        SF_CHECK(d.mag2[0] == (uint64_t)(i < 0 ? -i : i) && d.mag2[1] == 0);
        SF_CHECK(d.neg2 == (uint32_t)(i < 0));
        sf_sc_snowshoe_gls_recombine(&r, &d);
        SF_CHECK(sf_sc_snowshoe_eq(&r, &k));
        /* and i + lambda*0 for small i: k2 = 0 with sign "+" */
        sf_sc_snowshoe_gls_decompose(&d, &j);
        SF_CHECK(d.mag2[0] == 0 && d.mag2[1] == 0 && d.neg2 == 0);
        SF_CHECK(d.mag1[0] == (uint64_t)(i < 0 ? -i : i) && d.neg1 == (uint32_t)(i < 0));
    }
}

/* ---- algebraic properties on random scalars --------------------------------- */

SF_TEST(sc_snowshoe_properties)
{
    sf_test_rng rng;
    sf_sc_snowshoe a, b, c, r1, r2, zero, one;
    sf_test_rng_seed(&rng, 0x5c5ca1a5);
    sf_sc_snowshoe_set_u32(&zero, 0);
    sf_sc_snowshoe_set_u32(&one, 1);
    SF_CHECK(sf_sc_snowshoe_is_zero(&zero) && !sf_sc_snowshoe_is_zero(&one));
    for (int i = 0; i < 2000; i++) {
        sf_sc_snowshoe_gls d;
        int8_t dg[SF_SC_SNOWSHOE_RECODE_MAX_DIGITS];
        sf_t_random_scalar(&a, &rng);
        sf_t_random_scalar(&b, &rng);
        sf_t_random_scalar(&c, &rng);
        /* (a + b) - b = a; a + (-a) = 0; a - a = 0 */
        sf_sc_snowshoe_add(&r1, &a, &b);
        sf_sc_snowshoe_sub(&r1, &r1, &b);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &a));
        sf_sc_snowshoe_neg(&r1, &a);
        sf_sc_snowshoe_add(&r1, &r1, &a);
        SF_CHECK(sf_sc_snowshoe_is_zero(&r1));
        /* a*b = b*a; a*b + c = muladd; a*(b + c) = a*b + a*c; a*1 = a */
        sf_sc_snowshoe_mul(&r1, &a, &b);
        sf_sc_snowshoe_mul(&r2, &b, &a);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &r2));
        sf_sc_snowshoe_add(&r1, &r1, &c);
        sf_sc_snowshoe_muladd(&r2, &a, &b, &c);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &r2));
        sf_sc_snowshoe_add(&r1, &b, &c);
        sf_sc_snowshoe_mul(&r1, &a, &r1);
        sf_sc_snowshoe_mul(&r2, &a, &c);
        sf_sc_snowshoe_muladd(&r2, &a, &b, &r2);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &r2));
        sf_sc_snowshoe_mul(&r1, &a, &one);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &a));
        /* cmov */
        r1 = a;
        sf_sc_snowshoe_cmov(&r1, &b, 0);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &a));
        sf_sc_snowshoe_cmov(&r1, &b, 1);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &b));
        SF_CHECK(sf_sc_snowshoe_eq(&a, &b) == 0);
        /* decomposition: in range and recombines; recoding of both halves */
        sf_sc_snowshoe_gls_decompose(&d, &a);
        SF_CHECK((d.mag1[1] >> 62) == 0 && (d.mag2[1] >> 62) == 0);
        sf_sc_snowshoe_gls_recombine(&r1, &d);
        SF_CHECK(sf_sc_snowshoe_eq(&r1, &a));
        for (unsigned w = 3; w <= 7; w++) {
            uint32_t corr = sf_sc_snowshoe_recode(dg, d.mag1, w);
            sf_t_check_recode(dg, corr, d.mag1, w);
            corr = sf_sc_snowshoe_recode(dg, d.mag2, w);
            sf_t_check_recode(dg, corr, d.mag2, w);
        }
    }
    /* recoding extremes: 0, 1, 2^126 - 1, 2^126 - 2 */
    {
        static const uint64_t mags[4][2] = {
            {0, 0}, {1, 0}, {~(uint64_t)0, ((uint64_t)1 << 62) - 1},
            {~(uint64_t)0 - 1, ((uint64_t)1 << 62) - 1}};
        int8_t dg[SF_SC_SNOWSHOE_RECODE_MAX_DIGITS];
        for (int i = 0; i < 4; i++)
            for (unsigned w = 3; w <= 7; w++)
                sf_t_check_recode(dg, sf_sc_snowshoe_recode(dg, mags[i], w),
                                  mags[i], w);
    }
}

/* The build uses the limb size it claims (the portable binary must not
 * quietly fall back to 64-bit limbs, or its half of the tests is void). */
SF_TEST(sc_snowshoe_backend)
{
#ifdef SF_FIELD_PORTABLE
    SF_CHECK(SF_SC_SNOWSHOE_LIMB_BITS == 32);
#else
#ifdef __SIZEOF_INT128__
    SF_CHECK(SF_SC_SNOWSHOE_LIMB_BITS == 64);
#endif
#endif
    SF_CHECK(SF_SC_SNOWSHOE_LIMBS * SF_SC_SNOWSHOE_LIMB_BITS == 256);
    SF_CHECK(SF_SC_SNOWSHOE_RECODE_DIGITS(4) == 32);
    SF_CHECK(SF_SC_SNOWSHOE_RECODE_DIGITS(5) == 26);
}

const sf_test_case sf_tests_sc_snowshoe[] = {
    SF_CASE(sc_snowshoe_backend),
    SF_CASE(sc_snowshoe_kat_mod_q),
    SF_CASE(sc_snowshoe_kat_add_mod_q),
    SF_CASE(sc_snowshoe_kat_mul_mod_q),
    SF_CASE(sc_snowshoe_kat_secret_gen),
    SF_CASE(sc_snowshoe_kat_decompose),
    SF_CASE(sc_snowshoe_range_negative),
    SF_CASE(sc_snowshoe_lambda_multiples),
    SF_CASE(sc_snowshoe_properties),
    SF_CASE(sc_snowshoe_model),
    SF_CASES_END,
};

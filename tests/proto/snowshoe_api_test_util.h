/*
 * One body of known-answer tests for both Snowshoe APIs: the native one
 * (tests/proto/test_snowshoe_api.c) and the original's, served by the
 * compatibility layer (tests/compat/test_compat_snowshoe.c). Each test file
 * fills an sf_tss_api table with adapters to its API, and
 * sf_tss_run_vectors runs every file of tests/vectors/snowshoe/ (copied
 * from the shared vector set, LICENSE beside them) through it, byte for
 * byte, including the failing cases (a failure must be reported and its
 * output zeroed) and reference_discrepancies.jsonl (the correct answers,
 * not the original's).
 */
#ifndef SF_TESTS_PROTO_SNOWSHOE_API_TEST_UTIL_H
#define SF_TESTS_PROTO_SNOWSHOE_API_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "test.h"

/* Adapters return 0 on success, non-zero on failure (native: the sf_error). */
typedef struct sf_tss_api {
    const char *name;
    int (*mul_gen)(uint8_t r[64], const uint8_t k[32], int mul4);
    int (*mul)(uint8_t r[64], const uint8_t k[32], const uint8_t p[64]);
    int (*simul)(uint8_t r[64], const uint8_t a[32], const uint8_t p[64],
                 const uint8_t b[32], const uint8_t q[64]);
    int (*simul_gen)(uint8_t r[64], const uint8_t a[32], const uint8_t b[32],
                     const uint8_t q[64]);
    void (*mod_q)(uint8_t r[32], const uint8_t x[64]);
    void (*mul_mod_q)(uint8_t r[32], const uint8_t x[32], const uint8_t y[32],
                      const uint8_t *z);
    void (*add_mod_q)(uint8_t r[32], const uint8_t x[32], const uint8_t y[32]);
    void (*secret_gen)(uint8_t k[32]);
    void (*neg)(uint8_t r[64], const uint8_t p[64]);
    int (*valid)(const uint8_t p[64]);
    int (*elligator)(uint8_t e[128], const uint8_t key[32]);
    int (*elligator_encrypt)(uint8_t c[64], const uint8_t k[32], const uint8_t e[128]);
    int (*elligator_secret)(uint8_t r[64], const uint8_t k1[32], const uint8_t c[64],
                            const uint8_t e[128], const uint8_t *k2, const uint8_t *v);
    /* Optional: checks the specific failure code for a case's category. */
    void (*check_code)(const char *category, int rc);
    /* Optional: E (128 bytes) -> its affine 64-byte point, 0 on success. */
    int (*ext_to_affine)(uint8_t a[64], const uint8_t e[128]);
} sf_tss_api;

/* ---- reading records ------------------------------------------------------ */

typedef struct sf_tss_rec {
    char line[4096];
    char cat[256];
} sf_tss_rec;

/* Field `key` as exactly n bytes of hex. 1 if present and well formed; 0
 * if the field is null or missing (out untouched). */
static inline int sf_tss_bytes(const sf_tss_rec *r, const char *key, uint8_t *out, size_t n)
{
    char buf[600];
    if (!sf_test_json_get(r->line, key, buf, sizeof buf) || strcmp(buf, "null") == 0)
        return 0;
    if (strlen(buf) != 2 * n || sf_test_unhex(out, n, buf) != (long)n) {
        printf("    bad field %s: %.40s\n", key, buf);
        SF_CHECK(0);
        return 0;
    }
    return 1;
}

static inline int sf_tss_int(const sf_tss_rec *r, const char *key)
{
    char buf[32];
    if (!sf_test_json_get(r->line, key, buf, sizeof buf))
        return 0x7fff;
    return atoi(buf);
}

static inline FILE *sf_tss_open(const char *name)
{
    char path[128];
    FILE *f;
    snprintf(path, sizeof path, "snowshoe/%s", name);
    f = sf_test_open(sf_test_vectors_dir(), path);
    SF_CHECK(f != NULL);
    return f;
}

static inline int sf_tss_next(FILE *f, sf_tss_rec *r)
{
    if (fgets(r->line, sizeof r->line, f) == NULL)
        return 0;
    if (!sf_test_json_get(r->line, "category", r->cat, sizeof r->cat))
        r->cat[0] = '\0';
    return 1;
}

static inline int sf_tss_all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* Compare a point result with the record: rc, and R (or zeros on failure). */
static inline void sf_tss_expect(const sf_tss_api *api, const sf_tss_rec *rec, int rc,
                                 const uint8_t *got, size_t n, const char *rkey,
                                 unsigned long *fails)
{
    uint8_t want[128];
    int want_rc = sf_tss_int(rec, "rc");
    int ok = (rc == 0) == (want_rc == 0);
    if (want_rc == 0) {
        ok &= sf_tss_bytes(rec, rkey, want, n) && memcmp(got, want, n) == 0;
    } else {
        ok &= sf_tss_all_zero(got, n);
        if (api->check_code != NULL)
            api->check_code(rec->cat, rc);
    }
    if (!ok) {
        if (*fails < 3)
            printf("    %s: mismatch in case '%s' [%.30s] (rc %d, want %d)\n", api->name, rec->cat, rec->line, rc,
                   want_rc);
        (*fails)++;
    }
    SF_CHECK(ok);
}

/* ---- one runner per file ---------------------------------------------------- */

static inline unsigned long sf_tss_run_mul_gen(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("mul_gen.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t k[32], r[64];
        memset(r, 0xaa, sizeof r);
        SF_CHECK(sf_tss_bytes(&rec, "k", k, 32));
        sf_tss_expect(api, &rec, api->mul_gen(r, k, sf_tss_int(&rec, "mul4")), r, 64, "R",
                      &fails);
        n++;
    }
    fclose(f);
    return n;
}

static inline unsigned long sf_tss_run_mul(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("mul.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t k[32], p[64], r[64];
        memset(r, 0xaa, sizeof r);
        SF_CHECK(sf_tss_bytes(&rec, "k", k, 32) && sf_tss_bytes(&rec, "P", p, 64));
        sf_tss_expect(api, &rec, api->mul(r, k, p), r, 64, "R", &fails);
        n++;
    }
    fclose(f);
    return n;
}

static inline unsigned long sf_tss_run_simul(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("simul.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t a[32], b[32], p[64], q[64], r[64];
        memset(r, 0xaa, sizeof r);
        SF_CHECK(sf_tss_bytes(&rec, "a", a, 32) && sf_tss_bytes(&rec, "b", b, 32) &&
                 sf_tss_bytes(&rec, "P", p, 64) && sf_tss_bytes(&rec, "Q", q, 64));
        sf_tss_expect(api, &rec, api->simul(r, a, p, b, q), r, 64, "R", &fails);
        n++;
    }
    fclose(f);
    return n;
}

static inline unsigned long sf_tss_run_simul_gen(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("simul_gen.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t a[32], b[32], q[64], r[64];
        memset(r, 0xaa, sizeof r);
        SF_CHECK(sf_tss_bytes(&rec, "a", a, 32) && sf_tss_bytes(&rec, "b", b, 32) &&
                 sf_tss_bytes(&rec, "Q", q, 64));
        sf_tss_expect(api, &rec, api->simul_gen(r, a, b, q), r, 64, "R", &fails);
        n++;
    }
    fclose(f);
    return n;
}

static inline unsigned long sf_tss_run_scalars(const sf_tss_api *api)
{
    static const char *const files[4] = {"mod_q.jsonl", "mul_mod_q.jsonl", "add_mod_q.jsonl",
                                         "secret_gen.jsonl"};
    unsigned long n = 0;
    for (int i = 0; i < 4; i++) {
        FILE *f = sf_tss_open(files[i]);
        sf_tss_rec rec;
        if (f == NULL)
            continue;
        while (sf_tss_next(f, &rec)) {
            uint8_t x[64], y[32], z[32], r[32], want[32];
            int has_z;
            int ok = 1;
            switch (i) {
            case 0:
                ok &= sf_tss_bytes(&rec, "x", x, 64) && sf_tss_bytes(&rec, "r", want, 32);
                api->mod_q(r, x);
                break;
            case 1:
                ok &= sf_tss_bytes(&rec, "x", x, 32) && sf_tss_bytes(&rec, "y", y, 32) &&
                      sf_tss_bytes(&rec, "r", want, 32);
                has_z = sf_tss_bytes(&rec, "z", z, 32);
                api->mul_mod_q(r, x, y, has_z ? z : NULL);
                break;
            case 2:
                ok &= sf_tss_bytes(&rec, "x", x, 32) && sf_tss_bytes(&rec, "y", y, 32) &&
                      sf_tss_bytes(&rec, "r", want, 32);
                api->add_mod_q(r, x, y);
                break;
            default:
                ok &= sf_tss_bytes(&rec, "k_in", r, 32) && sf_tss_bytes(&rec, "k_out", want, 32);
                api->secret_gen(r);
                break;
            }
            ok &= memcmp(r, want, 32) == 0;
            if (!ok)
                printf("    %s: %s mismatch in '%s'\n", api->name, files[i], rec.cat);
            SF_CHECK(ok);
            n++;
        }
        fclose(f);
    }
    return n;
}

static inline unsigned long sf_tss_run_points(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("neg.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t p[64], r[64], want[64];
        SF_CHECK(sf_tss_bytes(&rec, "P", p, 64) && sf_tss_bytes(&rec, "R", want, 64));
        api->neg(r, p);
        SF_CHECK(memcmp(r, want, 64) == 0);
        api->neg(p, p); /* in place, as the README's EdDSA example does */
        SF_CHECK(memcmp(p, want, 64) == 0);
        n++;
    }
    fclose(f);
    f = sf_tss_open("valid.jsonl");
    if (f == NULL)
        return n;
    while (sf_tss_next(f, &rec)) {
        uint8_t p[64];
        int rc, want_rc = sf_tss_int(&rec, "rc");
        SF_CHECK(sf_tss_bytes(&rec, "P", p, 64));
        rc = api->valid(p);
        if ((rc == 0) != (want_rc == 0)) {
            if (fails++ < 3)
                printf("    %s: valid mismatch in '%s'\n", api->name, rec.cat);
            SF_CHECK(0);
        }
        if (rc != 0 && api->check_code != NULL)
            api->check_code(rec.cat, rc);
        n++;
    }
    fclose(f);
    return n;
}

static inline unsigned long sf_tss_run_elligator(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("elligator.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0, fails = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        uint8_t key[32], e[128], aff[64], want[64];
        int rc, want_rc = sf_tss_int(&rec, "rc");
        SF_CHECK(sf_tss_bytes(&rec, "key", key, 32));
        memset(e, 0xaa, sizeof e);
        rc = api->elligator(e, key);
        if (want_rc == 0) {
            /* E is the original's unnormalised point; compare its affine value */
            SF_CHECK(rc == 0 && sf_tss_bytes(&rec, "E_affine", want, 64));
            SF_CHECK(api->ext_to_affine(aff, e) == 0 && memcmp(aff, want, 64) == 0);
        } else {
            SF_CHECK(rc != 0 && sf_tss_all_zero(e, sizeof e));
            if (rc == 0)
                fails++;
        }
        n++;
    }
    fclose(f);
    SF_CHECK(fails == 0);

    f = sf_tss_open("elligator_encrypt.jsonl");
    if (f == NULL)
        return n;
    while (sf_tss_next(f, &rec)) {
        uint8_t k[32], e[128], c[64];
        memset(c, 0xaa, sizeof c);
        SF_CHECK(sf_tss_bytes(&rec, "k", k, 32) && sf_tss_bytes(&rec, "E", e, 128));
        sf_tss_expect(api, &rec, api->elligator_encrypt(c, k, e), c, 64, "C", &fails);
        n++;
    }
    fclose(f);

    f = sf_tss_open("elligator_secret.jsonl");
    if (f == NULL)
        return n;
    while (sf_tss_next(f, &rec)) {
        uint8_t k1[32], k2[32], c[64], v[64], e[128], r[64];
        int has_k2, has_v;
        memset(r, 0xaa, sizeof r);
        SF_CHECK(sf_tss_bytes(&rec, "k1", k1, 32) && sf_tss_bytes(&rec, "C", c, 64) &&
                 sf_tss_bytes(&rec, "E", e, 128));
        has_k2 = sf_tss_bytes(&rec, "k2", k2, 32);
        has_v = sf_tss_bytes(&rec, "V", v, 64);
        SF_CHECK(has_k2 == has_v);
        sf_tss_expect(api, &rec,
                      api->elligator_secret(r, k1, c, e, has_k2 ? k2 : NULL, has_v ? v : NULL), r,
                      64, "R", &fails);
        n++;
    }
    fclose(f);
    return n;
}

/* The original's wrong answers: Snowfield must give expected_output. */
static inline unsigned long sf_tss_run_discrepancies(const sf_tss_api *api)
{
    FILE *f = sf_tss_open("reference_discrepancies.jsonl");
    sf_tss_rec rec;
    unsigned long n = 0;
    if (f == NULL)
        return 0;
    while (sf_tss_next(f, &rec)) {
        char fn[64];
        uint8_t a[32], b[32], p[64], q[64], r[64], want[64], ref[64];
        int rc = -1;
        SF_CHECK(sf_test_json_get(rec.line, "function", fn, sizeof fn));
        SF_CHECK(sf_tss_bytes(&rec, "expected_output", want, 64));
        SF_CHECK(sf_tss_bytes(&rec, "reference_output", ref, 64));
        if (strcmp(fn, "snowshoe_mul") == 0) {
            SF_CHECK(sf_tss_bytes(&rec, "k", a, 32) && sf_tss_bytes(&rec, "P", p, 64));
            rc = api->mul(r, a, p);
        } else if (strcmp(fn, "snowshoe_simul_gen") == 0) {
            SF_CHECK(sf_tss_bytes(&rec, "a", a, 32) && sf_tss_bytes(&rec, "b", b, 32) &&
                     sf_tss_bytes(&rec, "Q", q, 64));
            rc = api->simul_gen(r, a, b, q);
        } else if (strcmp(fn, "snowshoe_simul") == 0) {
            SF_CHECK(sf_tss_bytes(&rec, "a", a, 32) && sf_tss_bytes(&rec, "b", b, 32) &&
                     sf_tss_bytes(&rec, "P", p, 64) && sf_tss_bytes(&rec, "Q", q, 64));
            rc = api->simul(r, a, p, b, q);
        } else {
            printf("    unknown function %s\n", fn);
        }
        SF_CHECK(rc == 0);
        SF_CHECK(memcmp(r, want, 64) == 0);
        SF_CHECK(memcmp(r, ref, 64) != 0); /* the record is a real discrepancy */
        n++;
    }
    fclose(f);
    return n;
}

/* Every file; the counts are those of the shared set's README. */
static inline void sf_tss_run_vectors(const sf_tss_api *api)
{
    SF_CHECK(sf_tss_run_mul_gen(api) == 558);
    SF_CHECK(sf_tss_run_mul(api) == 305);
    SF_CHECK(sf_tss_run_simul(api) == 289);
    SF_CHECK(sf_tss_run_simul_gen(api) == 295);
    SF_CHECK(sf_tss_run_scalars(api) == 268 + 294 + 277 + 260);
    SF_CHECK(sf_tss_run_points(api) == 258 + 529);
    SF_CHECK(sf_tss_run_elligator(api) == 260 + 259 + 523);
    SF_CHECK(sf_tss_run_discrepancies(api) == 16);
}

#endif /* SF_TESTS_PROTO_SNOWSHOE_API_TEST_UTIL_H */

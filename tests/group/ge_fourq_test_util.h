/*
 * Helpers shared by the FourQ tests (group, mult, proto): hex <-> points,
 * comparisons, a JSON-lines reader, and the plain double-and-add model of
 * scalar multiplication that the fast algorithms are checked against.
 */
#ifndef SF_TESTS_GROUP_GE_FOURQ_TEST_UTIL_H
#define SF_TESTS_GROUP_GE_FOURQ_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "group/fourq/ge_fourq.h"
#include "test.h"

static inline int sf_tfq_hex(uint8_t *out, size_t n, const char *hex)
{
    return sf_test_unhex(out, n, hex) == (long)n;
}

/* p from its 64-byte encoding; the point must be on the curve (lax: a
 * component equal to p is allowed, as in FourQlib's outputs). */
static inline int sf_tfq_point(sf_ge_fourq_ext *r, const uint8_t b[64])
{
    sf_ge_fourq_affine a;
    uint32_t bad;
    int ok = (int)sf_ge_fourq_decode_lax(&a, &bad, b);
    sf_ge_fourq_affine_to_ext(r, &a);
    return ok;
}

/* The canonical 64-byte encoding of p. */
static inline void sf_tfq_enc(uint8_t out[64], const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_affine a;
    sf_ge_fourq_ext_to_affine(&a, p);
    sf_ge_fourq_encode(out, &a);
}

/* 1 if p encodes to want (64 bytes, compared after reducing want mod p). */
static inline int sf_tfq_is(const sf_ge_fourq_ext *p, const uint8_t want[64])
{
    sf_ge_fourq_ext w;
    if (!sf_tfq_point(&w, want))
        return 0;
    return (int)sf_ge_fourq_ext_eq(p, &w);
}

/*
 * The model: r = [k]p by plain left-to-right double-and-add over the 256
 * bits of k (32 bytes LE), with the complete formulas. Variable time; any
 * point, any k (not reduced).
 */
static inline void sf_tfq_mul_model(sf_ge_fourq_ext *r, const uint8_t k[32],
                                    const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_cached pc;
    sf_ge_fourq_ext q;
    sf_fp2_127 d2;
    int top = 255;
    sf_ge_fourq_load_2d(&d2);
    sf_ge_fourq_ext_to_cached(&pc, p, &d2);
    sf_ge_fourq_ext_identity(&q);
    while (top >= 0 && ((k[top / 8] >> (top % 8)) & 1) == 0)
        top--;
    for (int i = top; i >= 0; i--) {
        sf_ge_fourq_dbl(&q, &q);
        if ((k[i / 8] >> (i % 8)) & 1)
            sf_ge_fourq_add_cached(&q, &q, &pc);
    }
    *r = q;
}

/* One JSON-lines vector file: next record into line (returns 0 at EOF). */
static inline int sf_tfq_next(FILE *f, char *line, size_t cap)
{
    return fgets(line, (int)cap, f) != NULL;
}

/* Field `key` of a JSON line as bytes (hex string of exactly n bytes). */
static inline int sf_tfq_field(const char *line, const char *key, uint8_t *out, size_t n)
{
    char buf[4200];
    if (!sf_test_json_get(line, key, buf, sizeof buf))
        return 0;
    return sf_tfq_hex(out, n, buf);
}

/* Field `key` as text (status names, booleans). */
static inline int sf_tfq_text(const char *line, const char *key, char *out, size_t cap)
{
    return sf_test_json_get(line, key, out, cap);
}

/*
 * Run fn over every record of the vector file `name` (under tests/vectors):
 * fn returns 1 (the record passes), 0 (it fails) or -1 (not for this
 * test: skipped and not counted). Checks that `want` records were counted
 * and that every one passed.
 */
typedef int (*sf_tfq_record_fn)(const char *line, void *ctx);

static inline void sf_tfq_each(const char *name, sf_tfq_record_fn fn, void *ctx, unsigned want)
{
    static char line[8192];
    unsigned n = 0, good = 0;
    FILE *f = sf_test_open(sf_test_vectors_dir(), name);
    SF_CHECK(f != NULL);
    if (f == NULL)
        return;
    while (sf_tfq_next(f, line, sizeof line)) {
        int r = fn(line, ctx);
        if (r < 0)
            continue;
        n++;
        good += (unsigned)r;
    }
    fclose(f);
    SF_CHECK(n == want);
    SF_CHECK(good == n);
}

#endif /* SF_TESTS_GROUP_GE_FOURQ_TEST_UTIL_H */

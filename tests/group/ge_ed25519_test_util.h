/*
 * Helpers shared by the edwards25519 tests (group, mult): hex <-> points,
 * comparisons, and the plain double-and-add model of scalar multiplication
 * the fast algorithms are checked against.
 */
#ifndef SF_TESTS_GROUP_GE_ED25519_TEST_UTIL_H
#define SF_TESTS_GROUP_GE_ED25519_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "group/ed25519/ge_ed25519.h"
#include "test.h"

static inline int sf_te_hex(uint8_t *out, size_t n, const char *hex)
{
    return sf_test_unhex(out, n, hex) == (long)n;
}

/* p from its RFC 8032 encoding (strict: the model writes canonical ones). */
static inline int sf_te_point(sf_ge_ed25519_ext *r, const uint8_t b[32])
{
    sf_ge_ed25519_affine a;
    int ok = (int)sf_ge_ed25519_decode(&a, b);
    sf_ge_ed25519_affine_to_ext(r, &a);
    return ok;
}

/* 1 if p encodes to want (and is a valid extended point). */
static inline int sf_te_is(const sf_ge_ed25519_ext *p, const uint8_t want[32])
{
    uint8_t got[32];
    sf_ge_ed25519_ext_encode(got, p);
    return (int)sf_ge_ed25519_ext_is_valid(p) && memcmp(got, want, 32) == 0;
}

/* A field element from 32 bytes LE (any value; reduced). */
static inline void sf_te_fe(sf_fp255 *r, const uint8_t b[32])
{
    (void)sf_fp255_decode(r, b);
}

/*
 * The model: r = [k]p by plain left-to-right double-and-add over the 256
 * bits of k (32 bytes LE), with the complete formulas. Variable time; any
 * point, any k (not reduced).
 */
static inline void sf_te_mul_model(sf_ge_ed25519_ext *r, const uint8_t k[32],
                                   const sf_ge_ed25519_ext *p)
{
    sf_ge_ed25519_cached pc;
    sf_ge_ed25519_ext q;
    sf_fp255 d2;
    sf_ge_ed25519_load_2d(&d2);
    sf_ge_ed25519_ext_to_cached(&pc, p, &d2);
    sf_ge_ed25519_ext_identity(&q);
    for (int i = 255; i >= 0; i--) {
        sf_ge_ed25519_dbl(&q, &q);
        if ((k[i / 8] >> (i % 8)) & 1)
            sf_ge_ed25519_add_cached(&q, &q, &pc);
    }
    *r = q;
}

/* Big-endian hex "0x..." of up to 64 digits (RFC 9380's JSON) -> 32 bytes LE. */
static inline int sf_te_be_hex(uint8_t out[32], const char *hex)
{
    char pad[65];
    uint8_t t[32];
    size_t len;
    if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X'))
        hex += 2;
    len = strlen(hex);
    if (len > 64)
        return 0;
    memset(pad, '0', 64);
    memcpy(pad + 64 - len, hex, len);
    pad[64] = '\0';
    if (!sf_te_hex(t, 32, pad))
        return 0;
    for (int i = 0; i < 32; i++)
        out[i] = t[31 - i];
    return 1;
}

/*
 * Run fn over every line of the vector file `name` (under tests/vectors):
 * fn returns 1 (the record passes), 0 (it fails) or -1 (not for this test:
 * skipped and not counted). Checks that `want` records were counted and
 * that every one passed.
 */
typedef int (*sf_te_record_fn)(const char *line, void *ctx);

static inline void sf_te_each(const char *name, sf_te_record_fn fn, void *ctx, unsigned want)
{
    static char line[8192];
    unsigned n = 0, good = 0;
    FILE *f = sf_test_open(sf_test_vectors_dir(), name);
    SF_CHECK(f != NULL);
    if (f == NULL)
        return;
    while (fgets(line, (int)sizeof line, f) != NULL) {
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

#endif /* SF_TESTS_GROUP_GE_ED25519_TEST_UTIL_H */

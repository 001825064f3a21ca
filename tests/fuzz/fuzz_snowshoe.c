/*
 * Fuzz target: the Snowshoe functions that take encoded points and scalars
 * (snowfield/snowshoe.h).
 *
 * Input: one mode byte, then the mode's bytes (zero-filled when short).
 *   0  point (64): valid and neg agree; a valid point's negation is valid
 *      and negates back to the input bytes (canonical re-encoding); a
 *      refused point leaves the output zeroed.
 *   1  mul: k (32) || P (64): the error is the first bad argument's (k
 *      checked against q through mod_q, then valid(P)); a result is valid;
 *      a refused input leaves the output zeroed.
 *   2  simul_gen_vartime: a || b (32 each) || Q (64): same error and same
 *      bytes as the constant-time simul with P = G.
 *   3  elligator key (32): the extended and affine forms agree (same error,
 *      same x, y, Z = 1), a result is valid; then elligator_encrypt on the
 *      next 32 + 128 bytes as k || E in extended form (arbitrary X, Y, T, Z):
 *      a result is valid, a refusal leaves the output zeroed.
 *   4  verify_vartime: sig (96) || pk (64) || msg (the rest): an accepted
 *      signature has a valid key and fails on a changed message.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/snowshoe.h"

/* 1 if 0 < k < q, via the public mod_q. */
static int sf_fz_scalar_ok(const uint8_t k[32])
{
    uint8_t wide[64] = {0}, r[32];
    memcpy(wide, k, 32);
    SF_FUZZ_ASSERT(sf_snowshoe_mod_q(r, wide) == SF_OK);
    return memcmp(r, k, 32) == 0 && !sf_fuzz_is_zero(k, 32);
}

static void sf_fz_point(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t p[64], r[64], back[64];
    sf_fuzz_take(p, 64, data, size, &off);
    sf_error v = sf_snowshoe_point_validate(p);
    memset(r, 0xaa, sizeof r);
    SF_FUZZ_ASSERT(sf_snowshoe_point_negate(r, p) == v);
    if (v != SF_OK) {
        SF_FUZZ_ASSERT(v == SF_ERR_INVALID_ENCODING || v == SF_ERR_INVALID_POINT);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(r, sizeof r));
        return;
    }
    SF_FUZZ_ASSERT(sf_snowshoe_point_validate(r) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(r + 32, p + 32, 32) == 0); /* -(x, y) = (-x, y) */
    SF_FUZZ_ASSERT(sf_snowshoe_point_negate(back, r) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(back, p, 64) == 0);
}

static void sf_fz_mul(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t k[32], p[64], r[64];
    sf_fuzz_take(k, 32, data, size, &off);
    sf_fuzz_take(p, 64, data, size, &off);
    sf_error want = sf_fz_scalar_ok(k) ? sf_snowshoe_point_validate(p) : SF_ERR_INVALID_SCALAR;
    memset(r, 0xaa, sizeof r);
    sf_error e = sf_snowshoe_mul(r, k, p);
    SF_FUZZ_ASSERT(e == want);
    if (e != SF_OK)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(r, sizeof r));
    else
        SF_FUZZ_ASSERT(sf_snowshoe_point_validate(r) == SF_OK);
}

static void sf_fz_simul(const uint8_t *data, size_t size)
{
    static const uint8_t one[32] = {1};
    size_t off = 0;
    uint8_t a[32], b[32], q[64], g[64], r1[64], r2[64];
    sf_fuzz_take(a, 32, data, size, &off);
    sf_fuzz_take(b, 32, data, size, &off);
    sf_fuzz_take(q, 64, data, size, &off);
    SF_FUZZ_ASSERT(sf_snowshoe_mul_gen(g, one) == SF_OK);
    memset(r1, 0xaa, sizeof r1);
    memset(r2, 0x55, sizeof r2);
    sf_error e1 = sf_snowshoe_simul_gen_vartime(r1, a, b, q);
    sf_error e2 = sf_snowshoe_simul(r2, a, g, b, q);
    SF_FUZZ_ASSERT(e1 == e2);
    SF_FUZZ_ASSERT(memcmp(r1, r2, 64) == 0);
    if (e1 == SF_OK)
        SF_FUZZ_ASSERT(sf_snowshoe_point_validate(r1) == SF_OK);
    else
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(r1, sizeof r1));
}

static void sf_fz_elligator(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t key[32], ext[128], aff[64], k[32], e[128], c[64];
    sf_fuzz_take(key, 32, data, size, &off);
    memset(ext, 0xaa, sizeof ext);
    memset(aff, 0xaa, sizeof aff);
    sf_error e1 = sf_snowshoe_elligator(ext, key);
    sf_error e2 = sf_snowshoe_elligator_affine(aff, key);
    SF_FUZZ_ASSERT(e1 == e2);
    if (e1 != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ext, sizeof ext));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(aff, sizeof aff));
    } else {
        static const uint8_t one_fp2[32] = {1};
        SF_FUZZ_ASSERT(sf_snowshoe_point_validate(aff) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(ext, aff, 64) == 0);
        SF_FUZZ_ASSERT(memcmp(ext + 96, one_fp2, 32) == 0);
    }

    sf_fuzz_take(k, 32, data, size, &off);
    sf_fuzz_take(e, 128, data, size, &off);
    memset(c, 0xaa, sizeof c);
    sf_error ee = sf_snowshoe_elligator_encrypt(c, k, e);
    if (ee != SF_OK)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(c, sizeof c));
    else
        SF_FUZZ_ASSERT(sf_snowshoe_point_validate(c) == SF_OK);
    if (!sf_fz_scalar_ok(k))
        SF_FUZZ_ASSERT(ee == SF_ERR_INVALID_SCALAR);
}

static void sf_fz_verify(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sig[96], pk[64];
    sf_fuzz_take(sig, 96, data, size, &off);
    sf_fuzz_take(pk, 64, data, size, &off);
    const uint8_t *msg = data + off;
    size_t len = size - off;
    sf_error e = sf_snowshoe_verify(sig, pk, msg, len);
    sf_error v = sf_snowshoe_point_validate(pk);
    if (v != SF_OK)
        SF_FUZZ_ASSERT(e == v);
    if (e == SF_OK) {
        uint8_t m2[64];
        size_t n = sf_fuzz_other_msg(m2, msg, len);
        SF_FUZZ_ASSERT(sf_snowshoe_verify(sig, pk, m2, n) ==
                       SF_ERR_INVALID_SIGNATURE);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    switch (data[0] % 5) {
    case 0:
        sf_fz_point(data + 1, size - 1);
        break;
    case 1:
        sf_fz_mul(data + 1, size - 1);
        break;
    case 2:
        sf_fz_simul(data + 1, size - 1);
        break;
    case 3:
        sf_fz_elligator(data + 1, size - 1);
        break;
    default:
        sf_fz_verify(data + 1, size - 1);
        break;
    }
    return 0;
}

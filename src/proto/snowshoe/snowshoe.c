/*
 * The Snowshoe public API: scalars mod q, point validation and negation,
 * and the four multiplications. Contracts in include/snowfield/snowshoe.h;
 * the shared error discipline in snowshoe_proto.h.
 *
 * Every multiplication applies the cofactor to its input points first
 * ([4]P by two complete doublings), so everything after that works in the
 * q-subgroup, where the mult layer's additions are exact for all inputs:
 * [4k]P = [k]([4]P), and the result is the same as the original's [4]([k]P).
 */
#include "snowfield/snowshoe.h"

#include "mult/snowshoe/mult_snowshoe.h"
#include "proto/snowshoe/snowshoe_proto.h"

#include <string.h>

/* ==== scalars ============================================================= */

sf_error sf_snowshoe_secret_gen(uint8_t k[SF_SNOWSHOE_SCALAR_BYTES])
{
    if (k == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    sf_sc_snowshoe_secret_mask(k);
    return SF_OK;
}

sf_error sf_snowshoe_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                           const uint8_t x[SF_SNOWSHOE_WIDE_BYTES])
{
    if (r == NULL || x == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_SCALAR_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_sc_snowshoe_mod_q_bytes(r, x);
    return SF_OK;
}

sf_error sf_snowshoe_add_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                               const uint8_t x[SF_SNOWSHOE_SCALAR_BYTES],
                               const uint8_t y[SF_SNOWSHOE_SCALAR_BYTES])
{
    if (r == NULL || x == NULL || y == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_SCALAR_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_sc_snowshoe_add_mod_q_bytes(r, x, y);
    return SF_OK;
}

sf_error sf_snowshoe_mul_mod_q(uint8_t r[SF_SNOWSHOE_SCALAR_BYTES],
                               const uint8_t x[SF_SNOWSHOE_SCALAR_BYTES],
                               const uint8_t y[SF_SNOWSHOE_SCALAR_BYTES],
                               const uint8_t *z)
{
    if (r == NULL || x == NULL || y == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_SCALAR_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_sc_snowshoe_mul_mod_q_bytes(r, x, y, z);
    return SF_OK;
}

/* ==== points ================================================================= */

sf_error sf_snowshoe_point_validate(const uint8_t p[SF_SNOWSHOE_POINT_BYTES])
{
    sf_ge_snowshoe_ext t;
    sf_error e;
    if (p == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    e = sf_ge_snowshoe_decode(&t, p);
    sf_wipe(&t, sizeof t);
    return e;
}

sf_error sf_snowshoe_point_negate(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                  const uint8_t p[SF_SNOWSHOE_POINT_BYTES])
{
    sf_ge_snowshoe_ext t;
    uint32_t err = 0;
    if (r == NULL || p == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_point(&t, p, &err);
    sf_ge_snowshoe_ext_neg(&t, &t);
    sf_pss_emit_point(r, &t, err);
    sf_wipe(&t, sizeof t);
    return sf_proto_result(err);
}

/* ==== multiplications ========================================================= */

/* r = [k]G, or [4k]G when mul4 (public: which function was called). */
static sf_error sf_pss_mul_gen(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                               const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES], int mul4)
{
    sf_sc_snowshoe kk;
    sf_ge_snowshoe_ext p;
    uint32_t err = 0;
    if (r == NULL || k == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_scalar(&kk, k, &err);
    if (mul4) { /* [4k]G = [4k mod q]G */
        sf_sc_snowshoe_add(&kk, &kk, &kk);
        sf_sc_snowshoe_add(&kk, &kk, &kk);
    }
    sf_mult_snowshoe_mul_gen(&p, &kk);
    sf_pss_emit_point(r, &p, err);
    sf_sc_snowshoe_clear(&kk);
    sf_wipe(&p, sizeof p);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_mul_gen(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                             const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES])
{
    return sf_pss_mul_gen(r, k, 0);
}

sf_error sf_snowshoe_mul_gen_cofactor(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                      const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES])
{
    return sf_pss_mul_gen(r, k, 1);
}

sf_error sf_snowshoe_mul(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                         const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                         const uint8_t p[SF_SNOWSHOE_POINT_BYTES])
{
    sf_sc_snowshoe kk;
    sf_ge_snowshoe_ext pt;
    uint32_t err = 0;
    if (r == NULL || k == NULL || p == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_scalar(&kk, k, &err);
    sf_pss_load_point(&pt, p, &err);
    sf_pss_times4(&pt, &pt);
    sf_mult_snowshoe_mul(&pt, &kk, &pt);
    sf_pss_emit_point(r, &pt, err);
    sf_sc_snowshoe_clear(&kk);
    sf_wipe(&pt, sizeof pt);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_simul(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                           const uint8_t a[SF_SNOWSHOE_SCALAR_BYTES],
                           const uint8_t p[SF_SNOWSHOE_POINT_BYTES],
                           const uint8_t b[SF_SNOWSHOE_SCALAR_BYTES],
                           const uint8_t q[SF_SNOWSHOE_POINT_BYTES])
{
    sf_sc_snowshoe aa, bb;
    sf_ge_snowshoe_ext pp, qq;
    uint32_t err = 0;
    if (r == NULL || a == NULL || p == NULL || b == NULL || q == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_scalar(&aa, a, &err);
    sf_pss_load_point(&pp, p, &err);
    sf_pss_load_scalar(&bb, b, &err);
    sf_pss_load_point(&qq, q, &err);
    sf_pss_times4(&pp, &pp);
    sf_pss_times4(&qq, &qq);
    sf_mult_snowshoe_simul(&pp, &aa, &pp, &bb, &qq);
    sf_proto_check(&err, sf_pss_encodable(&pp), SF_ERR_IDENTITY);
    sf_pss_emit_point(r, &pp, err);
    sf_sc_snowshoe_clear(&aa);
    sf_sc_snowshoe_clear(&bb);
    sf_wipe(&pp, sizeof pp);
    sf_wipe(&qq, sizeof qq);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_simul_gen_vartime(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                       const uint8_t a[SF_SNOWSHOE_SCALAR_BYTES],
                                       const uint8_t b[SF_SNOWSHOE_SCALAR_BYTES],
                                       const uint8_t p[SF_SNOWSHOE_POINT_BYTES])
{
    sf_sc_snowshoe aa, bb;
    sf_ge_snowshoe_ext qq;
    sf_error e;
    if (r == NULL || a == NULL || b == NULL || p == NULL) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    /* public inputs: stop at the first bad argument */
    if (!sf_sc_snowshoe_decode(&aa, a) || !sf_sc_snowshoe_decode(&bb, b)) {
        e = SF_ERR_INVALID_SCALAR;
    } else if ((e = sf_ge_snowshoe_decode_vartime(&qq, p)) == SF_OK) {
        /* [4a]G + [4b]P = [4a mod q]G + [b]([4]P) */
        sf_sc_snowshoe_add(&aa, &aa, &aa);
        sf_sc_snowshoe_add(&aa, &aa, &aa);
        sf_pss_times4(&qq, &qq);
        sf_mult_snowshoe_simul_gen_vartime(&qq, &aa, &bb, &qq);
        if (sf_pss_encodable(&qq))
            sf_ge_snowshoe_encode(r, &qq);
        else
            e = SF_ERR_IDENTITY;
    }
    if (e != SF_OK)
        sf_wipe(r, SF_SNOWSHOE_POINT_BYTES);
    return e;
}

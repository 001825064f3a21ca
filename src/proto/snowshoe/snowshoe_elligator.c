/*
 * The Snowshoe Elligator functions of the public API (contracts in
 * include/snowfield/snowshoe.h): the map, encryption C = [k]G + E and the
 * shared secret [4](k1 (C - E) + k2 V), each with the 128-byte extended E
 * of the original and with the 64-byte affine E.
 *
 * Exceptional inputs. The secret applies the cofactor to C, E and V before
 * any addition, so its additions are in the q-subgroup and exact. The
 * encryption cannot (C = [k]G + E has no cofactor): an E of order 2q,
 * E = R + T with T of order 2, meets an exceptional addition exactly when
 * [k]G - R or [k]G + R is O and T is a point at infinity, i.e. E = -+[k]G
 * + Omega; then either C is itself a point at infinity or the unified
 * formula cannot compute it. That is detected (the formula's Z is 0) and
 * refused with SF_ERR_INVALID_POINT. An E made by Elligator is [4]P, of
 * order q, and never meets it.
 */
#include "snowfield/snowshoe.h"

#include <string.h>

#include "mult/snowshoe/mult_snowshoe.h"
#include "proto/snowshoe/snowshoe_proto.h"

/* ==== the map ================================================================ */

/* E = [4] Elligator(key) with the verdict folded into err. */
static void sf_pss_elligator(sf_ge_snowshoe_ext *e, const uint8_t key[32], uint32_t *err)
{
    sf_proto_check(err, sf_ge_snowshoe_elligator(e, key), SF_ERR_INVALID_POINT);
}

sf_error sf_snowshoe_elligator(uint8_t e[SF_SNOWSHOE_EXT_BYTES],
                               const uint8_t key[SF_SNOWSHOE_ELLIGATOR_KEY_BYTES])
{
    sf_ge_snowshoe_ext p;
    uint8_t out[SF_SNOWSHOE_EXT_BYTES];
    uint32_t err = 0;
    if (e == NULL || key == NULL) {
        sf_proto_zero(e, SF_SNOWSHOE_EXT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_elligator(&p, key, &err);
    sf_ge_snowshoe_encode_ext128(out, &p);
    sf_proto_emit(e, out, sizeof out, err);
    sf_wipe(&p, sizeof p);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_elligator_affine(uint8_t e[SF_SNOWSHOE_POINT_BYTES],
                                      const uint8_t key[SF_SNOWSHOE_ELLIGATOR_KEY_BYTES])
{
    sf_ge_snowshoe_ext p;
    uint32_t err = 0;
    if (e == NULL || key == NULL) {
        sf_proto_zero(e, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_elligator(&p, key, &err);
    sf_pss_emit_point(e, &p, err);
    sf_wipe(&p, sizeof p);
    return sf_proto_result(err);
}

/* ==== encryption ================================================================ */

/* c = [k]G + E for loaded k, E; out is the encoding (masked by the caller). */
static void sf_pss_encrypt(uint8_t out[64], const sf_sc_snowshoe *k,
                           const sf_ge_snowshoe_ext *e, uint32_t *err)
{
    sf_ge_snowshoe_ext c;
    sf_mult_snowshoe_mul_gen(&c, k);
    sf_ge_snowshoe_add(&c, &c, e);
    sf_proto_check(err, 1u ^ sf_fp2_127_is_zero(&c.Z), SF_ERR_INVALID_POINT);
    sf_proto_check(err, sf_pss_encodable(&c), SF_ERR_IDENTITY);
    sf_ge_snowshoe_encode(out, &c);
    sf_wipe(&c, sizeof c);
}

/* The two entry points differ only in how E is decoded. */
static sf_error sf_pss_encrypt_api(uint8_t c[64], const uint8_t k[32],
                                   const uint8_t *e, int ext)
{
    sf_sc_snowshoe kk;
    sf_ge_snowshoe_ext ep;
    uint8_t out[SF_SNOWSHOE_POINT_BYTES];
    uint32_t err = 0;
    if (c == NULL || k == NULL || e == NULL) {
        sf_proto_zero(c, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_scalar(&kk, k, &err);
    if (ext) /* public: which entry point */
        sf_proto_fold(&err, sf_ge_snowshoe_decode_ext128(&ep, e));
    else
        sf_pss_load_point(&ep, e, &err);
    sf_pss_encrypt(out, &kk, &ep, &err);
    sf_proto_emit(c, out, sizeof out, err);
    sf_sc_snowshoe_clear(&kk);
    sf_wipe(&ep, sizeof ep);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_elligator_encrypt(uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                       const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                                       const uint8_t e[SF_SNOWSHOE_EXT_BYTES])
{
    return sf_pss_encrypt_api(c, k, e, 1);
}

sf_error sf_snowshoe_elligator_encrypt_affine(uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                              const uint8_t k[SF_SNOWSHOE_SCALAR_BYTES],
                                              const uint8_t e[SF_SNOWSHOE_POINT_BYTES])
{
    return sf_pss_encrypt_api(c, k, e, 0);
}

/* ==== the shared secret =========================================================== */

static sf_error sf_pss_secret_api(uint8_t r[64], const uint8_t k1[32], const uint8_t c[64],
                                  const uint8_t *e, int ext, const uint8_t *k2,
                                  const uint8_t *v)
{
    sf_sc_snowshoe a, b;
    sf_ge_snowshoe_ext cp, ep, vp;
    uint32_t err = 0;
    int two = k2 != NULL; /* public: which form */
    if (r == NULL || k1 == NULL || c == NULL || e == NULL || (k2 == NULL) != (v == NULL)) {
        sf_proto_zero(r, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pss_load_scalar(&a, k1, &err);
    sf_pss_load_point(&cp, c, &err);
    if (ext)
        sf_proto_fold(&err, sf_ge_snowshoe_decode_ext128(&ep, e));
    else
        sf_pss_load_point(&ep, e, &err);
    if (two) {
        sf_pss_load_scalar(&b, k2, &err);
        sf_pss_load_point(&vp, v, &err);
    }
    /* D = [4]C - [4]E = [4](C - E), exact in the q-subgroup */
    sf_pss_times4(&cp, &cp);
    sf_pss_times4(&ep, &ep);
    sf_ge_snowshoe_ext_neg(&ep, &ep);
    sf_ge_snowshoe_add(&cp, &cp, &ep);
    if (two) {
        sf_pss_times4(&vp, &vp);
        sf_mult_snowshoe_simul(&cp, &a, &cp, &b, &vp);
    } else {
        sf_mult_snowshoe_mul(&cp, &a, &cp);
    }
    sf_proto_check(&err, sf_pss_encodable(&cp), SF_ERR_IDENTITY);
    sf_pss_emit_point(r, &cp, err);
    sf_sc_snowshoe_clear(&a);
    if (two) {
        sf_sc_snowshoe_clear(&b);
        sf_wipe(&vp, sizeof vp);
    }
    sf_wipe(&cp, sizeof cp);
    sf_wipe(&ep, sizeof ep);
    return sf_proto_result(err);
}

sf_error sf_snowshoe_elligator_secret(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                      const uint8_t k1[SF_SNOWSHOE_SCALAR_BYTES],
                                      const uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                      const uint8_t e[SF_SNOWSHOE_EXT_BYTES],
                                      const uint8_t *k2, const uint8_t *v)
{
    return sf_pss_secret_api(r, k1, c, e, 1, k2, v);
}

sf_error sf_snowshoe_elligator_secret_affine(uint8_t r[SF_SNOWSHOE_POINT_BYTES],
                                             const uint8_t k1[SF_SNOWSHOE_SCALAR_BYTES],
                                             const uint8_t c[SF_SNOWSHOE_POINT_BYTES],
                                             const uint8_t e[SF_SNOWSHOE_POINT_BYTES],
                                             const uint8_t *k2, const uint8_t *v)
{
    return sf_pss_secret_api(r, k1, c, e, 0, k2, v);
}

/*
 * The FourQ public API: the loaders and writers of fourq_proto.h, the three
 * multiplications and hash-to-curve. Contracts in include/snowfield/fourq.h;
 * the error discipline in proto/proto_status.h.
 */
#include "snowfield/fourq.h"

#include <string.h>

#include "proto/fourq/fourq_proto.h"

/* ==== loading and writing ================================================ */

void sf_pfq_load_scalar(sf_sc_fourq *k, const uint8_t in[32], uint32_t *err)
{
    sf_proto_check(err, sf_sc_fourq_decode(k, in), SF_ERR_INVALID_SCALAR);
}

void sf_pfq_load_secret(sf_sc_fourq *k, const uint8_t sk[32], uint32_t *err)
{
    sf_sc_fourq one;
    uint32_t zero;
    sf_sc_fourq_reduce(k, sk);
    zero = sf_sc_fourq_is_zero(k);
    sf_sc_fourq_set_u32(&one, 1);
    sf_sc_fourq_cmov(k, &one, zero);
    sf_proto_check(err, zero ^ 1u, SF_ERR_INVALID_SCALAR);
}

/* p = G if bad (0 or 1), else unchanged. */
static void sf_pfq_replace_by_g(sf_ge_fourq_ext *p, uint32_t bad)
{
    sf_ge_fourq_ext g;
    sf_ge_fourq_generator(&g);
    sf_ge_fourq_ext_cmov(p, &g, bad);
}

void sf_pfq_load_point(sf_ge_fourq_ext *p, const uint8_t in[64], uint32_t *err)
{
    sf_ge_fourq_affine a;
    sf_fp2_127 t;
    uint32_t canon, ok;
    canon = sf_fp2_127_decode(&t, in) & sf_fp2_127_decode(&t, in + 32);
    ok = sf_ge_fourq_decode(&a, in); /* canonical and on the curve */
    sf_proto_check(err, canon, SF_ERR_INVALID_ENCODING);
    sf_proto_check(err, ok, SF_ERR_INVALID_POINT);
    sf_ge_fourq_affine_to_ext(p, &a);
    sf_pfq_replace_by_g(p, ok ^ 1u);
}

void sf_pfq_load_compressed(sf_ge_fourq_ext *p, const uint8_t in[32], uint32_t *err)
{
    sf_ge_fourq_affine a;
    sf_fp2_127 y, one, m1;
    uint8_t yb[32];
    uint32_t canon, strict, x_zero;
    memcpy(yb, in, sizeof yb);
    yb[31] &= 0x7f;
    canon = sf_fp2_127_decode(&y, yb); /* both y components < p */
    strict = sf_ge_fourq_decompress(&a, in);
    /* The one other form the strict decoder refuses while FourQlib's takes
     * it: the sign bit set with x = 0, i.e. y^2 = 1, y = 1 or -1. Checked
     * directly rather than by a second (square-root) decompression. */
    sf_fp2_127_one(&one);
    sf_fp2_127_neg(&m1, &one);
    x_zero = sf_fp2_127_eq(&y, &one) | sf_fp2_127_eq(&y, &m1);
    sf_proto_check(err, canon & ((x_zero & (uint32_t)(in[31] >> 7)) ^ 1u), SF_ERR_INVALID_ENCODING);
    sf_proto_check(err, strict, SF_ERR_INVALID_POINT);
    sf_ge_fourq_affine_to_ext(p, &a);
    sf_pfq_replace_by_g(p, strict ^ 1u);
}

void sf_pfq_clear_cofactor(sf_ge_fourq_ext *c, const sf_ge_fourq_ext *p, uint32_t *err)
{
    uint32_t small;
    sf_mult_fourq_mul_cofactor(c, p);
    small = sf_ge_fourq_ext_is_identity(c);
    sf_proto_check(err, small ^ 1u, SF_ERR_INVALID_POINT);
    sf_pfq_replace_by_g(c, small);
}

void sf_pfq_emit(uint8_t *out, size_t n, const sf_ge_fourq_ext *p, uint32_t err)
{
    sf_ge_fourq_affine a;
    uint8_t buf[SF_FOURQ_POINT_BYTES];
    sf_ge_fourq_ext_to_affine(&a, p);
    if (n == SF_FOURQ_COMPRESSED_BYTES) /* public: the format */
        sf_ge_fourq_compress(buf, &a);
    else
        sf_ge_fourq_encode(buf, &a);
    sf_proto_emit(out, buf, n, err);
    sf_wipe(buf, sizeof buf);
    sf_wipe(&a, sizeof a);
}

sf_error sf_pfq_mul_gen_out(uint8_t *out, size_t n, sf_sc_fourq *k, uint32_t err)
{
    sf_ge_fourq_ext p;
    sf_mult_fourq_mul_gen(&p, k);
    sf_pfq_emit(out, n, &p, err);
    sf_sc_fourq_clear(k);
    sf_wipe(&p, sizeof p);
    return sf_proto_result(err);
}

/* ==== multiplication ====================================================== */

sf_error sf_fourq_mul_gen(uint8_t r[SF_FOURQ_POINT_BYTES], const uint8_t k[SF_FOURQ_SCALAR_BYTES])
{
    sf_sc_fourq ks;
    uint32_t err = 0;
    if (r == NULL || k == NULL) {
        sf_proto_zero(r, SF_FOURQ_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_scalar(&ks, k, &err);
    return sf_pfq_mul_gen_out(r, SF_FOURQ_POINT_BYTES, &ks, err);
}

sf_error sf_fourq_mul(uint8_t r[SF_FOURQ_POINT_BYTES], const uint8_t k[SF_FOURQ_SCALAR_BYTES],
                      const uint8_t p[SF_FOURQ_POINT_BYTES])
{
    sf_sc_fourq ks;
    sf_ge_fourq_ext pt, c;
    uint8_t kb[32];
    uint32_t err = 0;
    if (r == NULL || k == NULL || p == NULL) {
        sf_proto_zero(r, SF_FOURQ_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_pfq_load_scalar(&ks, k, &err);
    sf_pfq_load_point(&pt, p, &err);
    sf_pfq_clear_cofactor(&c, &pt, &err);
    sf_sc_fourq_encode(kb, &ks);
    sf_mult_fourq_mul(&pt, kb, &c);
    sf_pfq_emit(r, SF_FOURQ_POINT_BYTES, &pt, err);
    sf_sc_fourq_clear(&ks);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&pt, sizeof pt);
    sf_wipe(&c, sizeof c);
    return sf_proto_result(err);
}

/* 1 if the 32-byte integer is below N (variable time: public data). */
static int sf_pfq_below_n_vartime(const uint8_t in[32])
{
    sf_sc_fourq t;
    uint8_t b[32];
    sf_sc_fourq_reduce(&t, in);
    sf_sc_fourq_encode(b, &t);
    return memcmp(b, in, sizeof b) == 0;
}

sf_error sf_fourq_simul_gen_vartime(uint8_t r[SF_FOURQ_POINT_BYTES],
                                    const uint8_t a[SF_FOURQ_SCALAR_BYTES],
                                    const uint8_t b[SF_FOURQ_SCALAR_BYTES],
                                    const uint8_t p[SF_FOURQ_POINT_BYTES])
{
    sf_ge_fourq_ext pt;
    uint32_t err = 0;
    if (r == NULL || a == NULL || b == NULL || p == NULL) {
        sf_proto_zero(r, SF_FOURQ_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_proto_check(&err, (uint32_t)sf_pfq_below_n_vartime(a), SF_ERR_INVALID_SCALAR);
    sf_proto_check(&err, (uint32_t)sf_pfq_below_n_vartime(b), SF_ERR_INVALID_SCALAR);
    sf_pfq_load_point(&pt, p, &err);
    if (err == 0)
        sf_mult_fourq_mul_double_vartime(&pt, a, b, &pt);
    sf_pfq_emit(r, SF_FOURQ_POINT_BYTES, &pt, err);
    return sf_proto_result(err);
}

/* ==== hash to curve ========================================================= */

sf_error sf_fourq_hash_to_curve(uint8_t r[SF_FOURQ_POINT_BYTES], const uint8_t u[SF_FOURQ_FP2_BYTES])
{
    sf_fp2_127 t;
    sf_ge_fourq_ext pt;
    uint32_t err = 0;
    if (r == NULL || u == NULL) {
        sf_proto_zero(r, SF_FOURQ_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    sf_proto_check(&err, sf_fp2_127_decode(&t, u), SF_ERR_INVALID_ENCODING);
    sf_ge_fourq_hash_map(&pt, &t);
    sf_mult_fourq_mul_cofactor(&pt, &pt);
    sf_pfq_emit(r, SF_FOURQ_POINT_BYTES, &pt, err);
    sf_wipe(&t, sizeof t);
    sf_wipe(&pt, sizeof pt);
    return sf_proto_result(err);
}

/*
 * The secp256k1 point API of include/snowfield/secp256k1.h: affine and
 * Jacobian points as bytes, over the group and multiplication layers.
 *
 * Every input point is decoded (canonical coordinates) and checked against
 * the curve equation in constant time; only the verdict, which is the
 * function's public outcome, is declassified and branched on. Results at
 * infinity are reported for affine outputs (SF_ERR_IDENTITY) and encoded
 * as (0 : 0 : 0) for Jacobian ones.
 */
#include "snowfield/secp256k1.h"

#include <string.h>

#include "common/ct.h"
#include "common/ct_check.h"
#include "mult/k256/mult_k256.h"
#include "proto/k256/k256_internal.h"

/* ---- conversions between the byte forms and the group types --------------- */

/*
 * The verdict of a point decoder: canon (all coordinates canonical) and
 * valid (on the curve) are the function's public outcome, so they are
 * declassified and branched on.
 */
static sf_error sf_k256p_verdict(uint32_t canon, uint32_t valid)
{
    SF_CT_PUBLIC(&canon, sizeof canon);
    SF_CT_PUBLIC(&valid, sizeof valid);
    if (!canon)
        return SF_ERR_INVALID_ENCODING;
    return valid ? SF_OK : SF_ERR_INVALID_POINT;
}

/*
 * The loaders take void pointers so that one input helper (sf_k256p_in)
 * serves all of them; their contracts name the real types, and only the
 * typed sf_k256p_in_* below call them.
 */
typedef sf_error (*sf_k256p_loader)(void *dst, const void *src);

/* *(sf_ge_k256_affine *)dst = *(const sf_secp256k1_affine *)src, validated:
 * SF_OK, SF_ERR_INVALID_ENCODING or SF_ERR_INVALID_POINT. */
static sf_error sf_k256p_load_affine(void *dst, const void *src)
{
    sf_ge_k256_affine *a = dst;
    const sf_secp256k1_affine *p = src;
    uint32_t canon = sf_fk256_decode(&a->x, p->x);
    canon &= sf_fk256_decode(&a->y, p->y);
    return sf_k256p_verdict(canon, sf_ge_k256_affine_is_on_curve(a));
}

/* *(sf_ge_k256_jac *)dst = *(const sf_secp256k1_jacobian *)src, validated
 * (O, any triple with Z = 0, is valid). */
static sf_error sf_k256p_load_jac(void *dst, const void *src)
{
    sf_ge_k256_jac *j = dst;
    const sf_secp256k1_jacobian *p = src;
    uint32_t canon = sf_fk256_decode(&j->X, p->x);
    canon &= sf_fk256_decode(&j->Y, p->y);
    canon &= sf_fk256_decode(&j->Z, p->z);
    return sf_k256p_verdict(canon, sf_ge_k256_jac_is_valid(j));
}

/* out = j, with O written as (0 : 0 : 0) (a select, not a branch). */
static void sf_k256p_store_jac(sf_secp256k1_jacobian *out, const sf_ge_k256_jac *j)
{
    static const sf_secp256k1_jacobian zero;
    sf_secp256k1_jacobian t;
    sf_fk256_encode(t.x, &j->X);
    sf_fk256_encode(t.y, &j->Y);
    sf_fk256_encode(t.z, &j->Z);
    sf_ct_cmov_bytes(&t, &zero, sizeof t, sf_ge_k256_jac_is_infinity(j));
    *out = t;
    sf_wipe(&t, sizeof t);
}

static void sf_k256p_store_affine(sf_secp256k1_affine *out, const sf_ge_k256_affine *a)
{
    sf_fk256_encode(out->x, &a->x);
    sf_fk256_encode(out->y, &a->y);
}

/* out = the affine form of j, or SF_ERR_IDENTITY (out zeroed) for O. */
static sf_error sf_k256p_finish_affine(sf_secp256k1_affine *out,
                                       const sf_ge_k256_jac *j)
{
    sf_ge_k256_affine a;
    uint32_t finite = sf_ge_k256_jac_to_affine(&a, j);
    SF_CT_PUBLIC(&finite, sizeof finite);
    if (!finite) {
        memset(out, 0, sizeof *out);
        return SF_ERR_IDENTITY;
    }
    sf_k256p_store_affine(out, &a);
    sf_wipe(&a, sizeof a);
    return SF_OK;
}

/* *(sf_sc_k256 *)dst = the 32 bytes at src if < n (SF_ERR_INVALID_SCALAR
 * otherwise). */
static sf_error sf_k256p_load_scalar(void *dst, const void *src)
{
    uint32_t ok = sf_sc_k256_load(dst, src) ^ 1;
    SF_CT_PUBLIC(&ok, sizeof ok);
    return ok ? SF_OK : SF_ERR_INVALID_SCALAR;
}

/*
 * One input of a call, loaded into dst from src: the inputs are validated
 * in order, and on the first failure the output (out, outlen bytes) is
 * zeroed and the error returned. A NULL out is SF_ERR_INVALID_ARGUMENT
 * with nothing loaded or written, so the calls check their output pointer
 * here; a NULL src is SF_ERR_INVALID_ARGUMENT too. rc is the outcome of
 * the earlier inputs: an error passes through without loading, so a
 * function chains the calls and checks once.
 */
static sf_error sf_k256p_in(sf_error rc, sf_k256p_loader load, void *dst,
                            const void *src, void *out, size_t outlen)
{
    if (out == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (rc == SF_OK)
        rc = src == NULL ? SF_ERR_INVALID_ARGUMENT : load(dst, src);
    if (rc != SF_OK)
        memset(out, 0, outlen);
    return rc;
}

/* The typed doors to sf_k256p_in: every call site names the kind of input
 * it loads, so a mismatched destination type fails to compile. */
static sf_error sf_k256p_in_affine(sf_error rc, sf_ge_k256_affine *a,
                                   const sf_secp256k1_affine *p, void *out, size_t outlen)
{
    return sf_k256p_in(rc, sf_k256p_load_affine, a, p, out, outlen);
}

static sf_error sf_k256p_in_jac(sf_error rc, sf_ge_k256_jac *j,
                                const sf_secp256k1_jacobian *p, void *out, size_t outlen)
{
    return sf_k256p_in(rc, sf_k256p_load_jac, j, p, out, outlen);
}

static sf_error sf_k256p_in_scalar(sf_error rc, sf_sc_k256 *k, const uint8_t *in,
                                   void *out, size_t outlen)
{
    return sf_k256p_in(rc, sf_k256p_load_scalar, k, in, out, outlen);
}

/* ---- validation and conversion ------------------------------------------------ */

sf_error sf_secp256k1_affine_is_on_curve(const sf_secp256k1_affine *p)
{
    sf_ge_k256_affine a;
    if (p == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    return sf_k256p_load_affine(&a, p);
}

sf_error sf_secp256k1_jacobian_is_on_curve(const sf_secp256k1_jacobian *p)
{
    sf_ge_k256_jac j;
    if (p == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    return sf_k256p_load_jac(&j, p);
}

sf_error sf_secp256k1_affine_to_jacobian(sf_secp256k1_jacobian *r,
                                         const sf_secp256k1_affine *p)
{
    sf_ge_k256_affine a;
    sf_ge_k256_jac j;
    sf_error rc = sf_k256p_in_affine(SF_OK, &a, p, r, sizeof *r);
    if (rc != SF_OK)
        return rc;
    sf_ge_k256_jac_from_affine(&j, &a);
    sf_k256p_store_jac(r, &j);
    sf_wipe(&a, sizeof a);
    sf_wipe(&j, sizeof j);
    return SF_OK;
}

sf_error sf_secp256k1_jacobian_to_affine(sf_secp256k1_affine *r,
                                         const sf_secp256k1_jacobian *p)
{
    sf_ge_k256_jac j;
    sf_error rc = sf_k256p_in_jac(SF_OK, &j, p, r, sizeof *r);
    if (rc == SF_OK)
        rc = sf_k256p_finish_affine(r, &j);
    sf_wipe(&j, sizeof j);
    return rc;
}

/* ---- group law, constant time --------------------------------------------------- */

/* The Jacobian operations: r = p + q (q != NULL), 2p or -p. */
enum { SF_K256P_ADD, SF_K256P_DOUBLE, SF_K256P_NEGATE };

static sf_error sf_k256p_jac_op(sf_secp256k1_jacobian *r,
                                const sf_secp256k1_jacobian *p,
                                const sf_secp256k1_jacobian *q, int op)
{
    sf_ge_k256_jac a, b;
    sf_error rc = sf_k256p_in_jac(SF_OK, &a, p, r, sizeof *r);
    if (op == SF_K256P_ADD)
        rc = sf_k256p_in_jac(rc, &b, q, r, sizeof *r);
    if (rc != SF_OK)
        return rc;
    if (op == SF_K256P_ADD)
        sf_ge_k256_jac_add_complete(&a, &a, &b);
    else if (op == SF_K256P_DOUBLE)
        sf_ge_k256_jac_dbl(&a, &a);
    else
        sf_ge_k256_jac_neg(&a, &a);
    sf_k256p_store_jac(r, &a);
    sf_wipe(&a, sizeof a);
    sf_wipe(&b, sizeof b);
    return SF_OK;
}

sf_error sf_secp256k1_jacobian_add(sf_secp256k1_jacobian *r,
                                   const sf_secp256k1_jacobian *p,
                                   const sf_secp256k1_jacobian *q)
{
    return sf_k256p_jac_op(r, p, q, SF_K256P_ADD);
}

sf_error sf_secp256k1_jacobian_double(sf_secp256k1_jacobian *r,
                                      const sf_secp256k1_jacobian *p)
{
    return sf_k256p_jac_op(r, p, NULL, SF_K256P_DOUBLE);
}

sf_error sf_secp256k1_jacobian_negate(sf_secp256k1_jacobian *r,
                                      const sf_secp256k1_jacobian *p)
{
    return sf_k256p_jac_op(r, p, NULL, SF_K256P_NEGATE);
}

sf_error sf_secp256k1_affine_negate(sf_secp256k1_affine *r,
                                    const sf_secp256k1_affine *p)
{
    sf_ge_k256_affine a;
    sf_error rc = sf_k256p_in_affine(SF_OK, &a, p, r, sizeof *r);
    if (rc != SF_OK)
        return rc;
    sf_ge_k256_affine_neg(&a, &a);
    sf_k256p_store_affine(r, &a);
    sf_wipe(&a, sizeof a);
    return SF_OK;
}

/* ---- group law, variable time ------------------------------------------------------ */

sf_error sf_secp256k1_affine_add_vartime(sf_secp256k1_affine *r,
                                         const sf_secp256k1_affine *p,
                                         const sf_secp256k1_affine *q)
{
    sf_ge_k256_affine a, b;
    sf_ge_k256_jac j;
    sf_error rc = sf_k256p_in_affine(SF_OK, &a, p, r, sizeof *r);
    rc = sf_k256p_in_affine(rc, &b, q, r, sizeof *r);
    if (rc != SF_OK)
        return rc;
    sf_ge_k256_jac_from_affine(&j, &a);
    sf_ge_k256_jac_add_affine_vartime(&j, &j, &b);
    if (!sf_ge_k256_jac_to_affine_vartime(&a, &j)) {
        memset(r, 0, sizeof *r);
        return SF_ERR_IDENTITY; /* q = -p */
    }
    sf_k256p_store_affine(r, &a);
    return SF_OK;
}

sf_error sf_secp256k1_affine_double_vartime(sf_secp256k1_affine *r,
                                            const sf_secp256k1_affine *p)
{
    return sf_secp256k1_affine_add_vartime(r, p, p);
}

/* ---- scalar multiplication, constant time ------------------------------------------ */

sf_error sf_secp256k1_jacobian_mul(sf_secp256k1_jacobian *r, const uint8_t k[32],
                                   const sf_secp256k1_jacobian *p)
{
    sf_sc_k256 s;
    sf_ge_k256_jac j, inf;
    sf_ge_k256_affine a, g;
    uint32_t finite;
    sf_error rc = sf_k256p_in_scalar(SF_OK, &s, k, r, sizeof *r);
    rc = sf_k256p_in_jac(rc, &j, p, r, sizeof *r);
    if (rc != SF_OK) {
        sf_wipe(&s, sizeof s);
        return rc;
    }
    /* O in: multiply G instead (selected in constant time) and select O
     * out, so that whether p is O does not show either */
    finite = sf_ge_k256_jac_to_affine(&a, &j);
    sf_ge_k256_generator(&g);
    sf_ge_k256_affine_cmov(&a, &g, finite ^ 1);
    sf_mult_k256_mul(&j, &s, &a);
    sf_ge_k256_jac_set_infinity(&inf);
    sf_ge_k256_jac_cmov(&j, &inf, finite ^ 1);
    sf_k256p_store_jac(r, &j);
    sf_wipe(&s, sizeof s);
    sf_wipe(&j, sizeof j);
    sf_wipe(&a, sizeof a);
    return SF_OK;
}

sf_error sf_secp256k1_affine_mul(sf_secp256k1_affine *r, const uint8_t k[32],
                                 const sf_secp256k1_affine *p)
{
    sf_sc_k256 s;
    sf_ge_k256_affine a;
    sf_ge_k256_jac j;
    sf_error rc = sf_k256p_in_scalar(SF_OK, &s, k, r, sizeof *r);
    rc = sf_k256p_in_affine(rc, &a, p, r, sizeof *r);
    if (rc == SF_OK) {
        sf_mult_k256_mul(&j, &s, &a);
        rc = sf_k256p_finish_affine(r, &j);
        sf_wipe(&j, sizeof j);
    }
    sf_wipe(&s, sizeof s);
    return rc;
}

/* r = k G, in Jacobian form (affine == 0) or affine. */
static sf_error sf_k256p_mul_gen(void *r, size_t rlen, const uint8_t *k,
                                 int affine)
{
    sf_sc_k256 s;
    sf_ge_k256_jac j;
    sf_error rc = sf_k256p_in_scalar(SF_OK, &s, k, r, rlen);
    if (rc != SF_OK)
        return rc;
    sf_mult_k256_mul_gen(&j, &s);
    if (affine)
        rc = sf_k256p_finish_affine((sf_secp256k1_affine *)r, &j);
    else
        sf_k256p_store_jac((sf_secp256k1_jacobian *)r, &j);
    sf_wipe(&s, sizeof s);
    sf_wipe(&j, sizeof j);
    return rc;
}

sf_error sf_secp256k1_jacobian_mul_gen(sf_secp256k1_jacobian *r, const uint8_t k[32])
{
    return sf_k256p_mul_gen(r, sizeof *r, k, 0);
}

sf_error sf_secp256k1_affine_mul_gen(sf_secp256k1_affine *r, const uint8_t k[32])
{
    return sf_k256p_mul_gen(r, sizeof *r, k, 1);
}

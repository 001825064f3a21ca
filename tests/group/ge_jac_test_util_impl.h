/*
 * TEMPLATE: the model-point readers shared by the Jacobian short-Weierstrass
 * group tests (secp256k1 and P-256, each model file written by its
 * tests/model/gen_ge_*.py). The curves differ only in names and in the
 * length of the point encoding, so the three readers are written once here.
 *
 * Include it from a curve's test utility header after defining the
 * parameters below; it defines three static inline functions and #undefs
 * every parameter, so it can be included again for another curve.
 *
 *   SF_TJ_NAME(n)   the name of helper n (point, affine, is): sf_k256t_##n
 *   SF_TJ_GE(n)     the group layer's name n: sf_ge_k256_##n (the types
 *                   jac and affine, and decode, jac_set_infinity,
 *                   jac_from_affine, jac_eq, jac_is_valid)
 *   SF_TJ_FE(n)     the field's name n: sf_fk256_##n (the field element
 *                   type itself is SF_TJ_FE_T; set_u32, sqr, mul, copy)
 *   SF_TJ_FE_T      the field element type
 *   SF_TJ_ENC       bytes of a model point's encoding as the group's decode
 *                   takes it (the model writes it in hex, or "inf" for O)
 */
#if !defined(SF_TJ_NAME) || !defined(SF_TJ_GE) || !defined(SF_TJ_FE) || \
    !defined(SF_TJ_FE_T) || !defined(SF_TJ_ENC)
#error "ge_jac_test_util_impl.h: define every SF_TJ_ parameter first"
#endif

#include <string.h>

#include "test.h"

/*
 * Parse a model point (hex or "inf") into a Jacobian point scaled by the
 * factor `scale` when it is not 0: (l^2 x, l^3 y, l), so that Z != 1 is
 * exercised. Returns 1 on success.
 */
static inline int SF_TJ_NAME(point)(SF_TJ_GE(jac) *r, const char *hex, uint32_t scale)
{
    uint8_t raw[SF_TJ_ENC];
    SF_TJ_GE(affine) a;
    SF_TJ_FE_T l, l2;
    if (strcmp(hex, "inf") == 0) {
        SF_TJ_GE(jac_set_infinity)(r);
        return 1;
    }
    if (sf_test_unhex(raw, sizeof raw, hex) != SF_TJ_ENC ||
        SF_TJ_GE(decode)(&a, raw, SF_TJ_ENC) != SF_OK)
        return 0;
    SF_TJ_GE(jac_from_affine)(r, &a);
    if (scale == 0)
        return 1;
    SF_TJ_FE(set_u32)(&l, scale);
    SF_TJ_FE(sqr)(&l2, &l);
    SF_TJ_FE(mul)(&r->X, &r->X, &l2);
    SF_TJ_FE(mul)(&l2, &l2, &l);
    SF_TJ_FE(mul)(&r->Y, &r->Y, &l2);
    SF_TJ_FE(copy)(&r->Z, &l);
    return 1;
}

/* Parse a model point that must be finite, as an affine point. */
static inline int SF_TJ_NAME(affine)(SF_TJ_GE(affine) *r, const char *hex)
{
    uint8_t raw[SF_TJ_ENC];
    return strcmp(hex, "inf") != 0 && sf_test_unhex(raw, sizeof raw, hex) == SF_TJ_ENC &&
           SF_TJ_GE(decode)(r, raw, SF_TJ_ENC) == SF_OK;
}

/* 1 if the Jacobian point p is the model point hex (and valid). */
static inline int SF_TJ_NAME(is)(const SF_TJ_GE(jac) *p, const char *hex)
{
    SF_TJ_GE(jac) want;
    return SF_TJ_NAME(point)(&want, hex, 0) && SF_TJ_GE(jac_eq)(p, &want) &&
           SF_TJ_GE(jac_is_valid)(p);
}

#undef SF_TJ_NAME
#undef SF_TJ_GE
#undef SF_TJ_FE
#undef SF_TJ_FE_T
#undef SF_TJ_ENC

/*
 * TEMPLATE: the out-of-line half of ge_edw_am1.h (contracts there):
 * validation and normalisation of a = -1 twisted Edwards points, and the
 * generator in extended coordinates.
 *
 * Layer: group. Included once by the curve's group .c file, after the
 * curve's header, with the same parameters (SF_EDW, SF_EDW_FE, SF_EDW_GF)
 * defined again; the field must also offer inv and the curve
 * SF_EDW(load_d). Defines non-static functions and #undefs the parameters.
 */
#include <stdint.h>

#include "snowfield/common.h"

#if !defined(SF_EDW) || !defined(SF_EDW_FE) || !defined(SF_EDW_GF)
#error "ge_edw_am1_impl.h: define SF_EDW, SF_EDW_FE and SF_EDW_GF first"
#endif

/* r = -X^2 + Y^2 - Z^2 - d T^2, zero exactly on the curve (Z = 1 for affine). */
static void SF_EDW(curve_eq_)(SF_EDW_FE *r, const SF_EDW_FE *x, const SF_EDW_FE *y,
                              const SF_EDW_FE *z, const SF_EDW_FE *t)
{
    SF_EDW_FE a, b, d;
    SF_EDW_GF(sqr)(&a, y);
    SF_EDW_GF(sqr)(&b, x);
    SF_EDW_GF(sub)(&a, &a, &b);
    SF_EDW_GF(sqr)(&b, z);
    SF_EDW_GF(sub)(&a, &a, &b);
    SF_EDW_GF(sqr)(&b, t);
    SF_EDW(load_d)(&d);
    SF_EDW_GF(mul)(&b, &b, &d);
    SF_EDW_GF(sub)(r, &a, &b);
}

uint32_t SF_EDW(ext_is_valid)(const SF_EDW(ext) *p)
{
    SF_EDW_FE t, l, r;
    uint32_t ok;
    SF_EDW_GF(mul)(&t, &p->Ta, &p->Tb);
    SF_EDW(curve_eq_)(&l, &p->X, &p->Y, &p->Z, &t);
    ok = SF_EDW_GF(is_zero)(&l);
    SF_EDW_GF(mul)(&l, &p->X, &p->Y);
    SF_EDW_GF(mul)(&r, &p->Z, &t);
    ok &= SF_EDW_GF(eq)(&l, &r);
    return ok & (1u ^ SF_EDW_GF(is_zero)(&p->Z));
}

uint32_t SF_EDW(affine_is_on_curve)(const SF_EDW(affine) *p)
{
    SF_EDW_FE one, t, e;
    SF_EDW_GF(one)(&one);
    SF_EDW_GF(mul)(&t, &p->x, &p->y);
    SF_EDW(curve_eq_)(&e, &p->x, &p->y, &one, &t);
    return SF_EDW_GF(is_zero)(&e);
}

void SF_EDW(generator)(SF_EDW(ext) *r)
{
    SF_EDW(affine) g;
    SF_EDW(generator_affine)(&g);
    SF_EDW(affine_to_ext)(r, &g);
}

void SF_EDW(ext_to_affine)(SF_EDW(affine) *r, const SF_EDW(ext) *p)
{
    SF_EDW_FE zi;
    SF_EDW_GF(inv)(&zi, &p->Z);
    SF_EDW_GF(mul)(&r->x, &p->X, &zi);
    SF_EDW_GF(mul)(&r->y, &p->Y, &zi);
    SF_EDW_GF(canon)(&r->x, &r->x);
    SF_EDW_GF(canon)(&r->y, &r->y);
    sf_wipe(&zi, sizeof zi);
}

#undef SF_EDW
#undef SF_EDW_FE
#undef SF_EDW_GF
#undef SF_EDW_FE_LOOSE

/*
 * TEMPLATE: the out-of-line half of ge_edw_a.h (contracts there):
 * validation and normalisation of general-a twisted Edwards points, and the
 * generator in extended coordinates.
 *
 * Layer: group. Included once by the curve's group .c file, after the
 * curve's header, with the same parameters (SF_EDW, SF_EDW_FE, SF_EDW_GF,
 * SF_EDW_COMPLETE) defined again; the field must also offer inv and canon.
 * Defines non-static functions and #undefs the parameters.
 */
#include <stddef.h>
#include <stdint.h>

#include "snowfield/common.h"

#if !defined(SF_EDW) || !defined(SF_EDW_FE) || !defined(SF_EDW_GF) || !defined(SF_EDW_COMPLETE)
#error "ge_edw_a_impl.h: define SF_EDW, SF_EDW_FE, SF_EDW_GF and SF_EDW_COMPLETE first"
#endif

uint32_t SF_EDW(ext_is_valid)(const SF_EDW(ext) *p)
{
    SF_EDW_FE l, r, t;
    uint32_t ok, nonzero;
    SF_EDW_GF(sqr)(&t, &p->X);
    SF_EDW(mul_a)(&t, &t);
    SF_EDW_GF(sqr)(&l, &p->Y);
    SF_EDW_GF(add)(&l, &l, &t);         /* a X^2 + Y^2 */
    SF_EDW_GF(sqr)(&t, &p->T);
    SF_EDW(mul_d)(&t, &t);
    SF_EDW_GF(sqr)(&r, &p->Z);
    SF_EDW_GF(add)(&r, &r, &t);         /* Z^2 + d T^2 */
    ok = SF_EDW_GF(eq)(&l, &r);
    SF_EDW_GF(mul)(&l, &p->X, &p->Y);
    SF_EDW_GF(mul)(&r, &p->Z, &p->T);
    ok &= SF_EDW_GF(eq)(&l, &r);
#if SF_EDW_COMPLETE
    nonzero = 1u ^ SF_EDW_GF(is_zero)(&p->Z);
#else
    nonzero = 1u ^ (SF_EDW_GF(is_zero)(&p->X) & SF_EDW_GF(is_zero)(&p->Y) &
                    SF_EDW_GF(is_zero)(&p->Z) & SF_EDW_GF(is_zero)(&p->T));
#endif
    sf_wipe(&l, sizeof l);
    sf_wipe(&r, sizeof r);
    sf_wipe(&t, sizeof t);
    return ok & nonzero;
}

uint32_t SF_EDW(proj_is_on_curve)(const SF_EDW(proj) *p)
{
    SF_EDW_FE x2, y2, z2, l, r;
    uint32_t ok;
    SF_EDW_GF(sqr)(&x2, &p->X);
    SF_EDW_GF(sqr)(&y2, &p->Y);
    SF_EDW_GF(sqr)(&z2, &p->Z);
    SF_EDW(mul_a)(&l, &x2);
    SF_EDW_GF(add)(&l, &l, &y2);        /* a X^2 + Y^2 */
    SF_EDW_GF(mul)(&l, &l, &z2);
    SF_EDW_GF(mul)(&r, &x2, &y2);
    SF_EDW(mul_d)(&r, &r);
    SF_EDW_GF(sqr)(&z2, &z2);
    SF_EDW_GF(add)(&r, &r, &z2);        /* Z^4 + d X^2 Y^2 */
    ok = SF_EDW_GF(eq)(&l, &r);
    sf_wipe(&x2, sizeof x2);
    sf_wipe(&y2, sizeof y2);
    sf_wipe(&z2, sizeof z2);
    sf_wipe(&l, sizeof l);
    sf_wipe(&r, sizeof r);
    return ok;
}

uint32_t SF_EDW(affine_is_on_curve)(const SF_EDW(affine) *p)
{
    SF_EDW(proj) q;
    uint32_t ok;
    SF_EDW_GF(copy)(&q.X, &p->x);
    SF_EDW_GF(copy)(&q.Y, &p->y);
    SF_EDW_GF(one)(&q.Z);
    ok = SF_EDW(proj_is_on_curve)(&q);
    sf_wipe(&q, sizeof q);
    return ok;
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

void SF_EDW(ext_to_niels)(SF_EDW(niels) *r, const SF_EDW(ext) *p)
{
    SF_EDW(affine) a;
    SF_EDW(ext_to_affine)(&a, p);
    SF_EDW(affine_to_niels)(r, &a);
    sf_wipe(&a, sizeof a);
}

/*
 * Montgomery's trick. Pass 1 stores the prefix products Z0 Z1 ... Zi in
 * out[i].td; one inversion of the full product; pass 2 walks back:
 * 1/Zi = (1/(Z0..Zi)) (Z0..Z(i-1)), then 1/(Z0..Z(i-1)) = (1/(Z0..Zi)) Zi.
 */
void SF_EDW(ext_batch_to_niels)(SF_EDW(niels) *out, const SF_EDW(ext) *in, size_t n)
{
    SF_EDW_FE acc, zi;
    SF_EDW(affine) a;
    if (n == 0)
        return;
    SF_EDW_GF(copy)(&out[0].td, &in[0].Z);
    for (size_t i = 1; i < n; i++)
        SF_EDW_GF(mul)(&out[i].td, &out[i - 1].td, &in[i].Z);
    SF_EDW_GF(inv)(&acc, &out[n - 1].td);
    for (size_t i = n; i-- > 0;) {
        if (i > 0) {
            SF_EDW_GF(mul)(&zi, &acc, &out[i - 1].td);
            SF_EDW_GF(mul)(&acc, &acc, &in[i].Z);
        } else {
            SF_EDW_GF(copy)(&zi, &acc);
        }
        SF_EDW_GF(mul)(&a.x, &in[i].X, &zi);
        SF_EDW_GF(mul)(&a.y, &in[i].Y, &zi);
        SF_EDW(affine_to_niels)(&out[i], &a);
    }
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&zi, sizeof zi);
    sf_wipe(&a, sizeof a);
}

#undef SF_EDW
#undef SF_EDW_FE
#undef SF_EDW_GF
#undef SF_EDW_COMPLETE

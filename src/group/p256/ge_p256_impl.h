/*
 * The inline core of the P-256 group (contracts in ge_p256.h).
 *
 * Every line is an Fp256 operation on fully reduced elements (fp256.h), so
 * the field's contract carries through unchanged and nothing here needs a
 * bound argument of its own. Intermediate names follow the EFD entries
 * (delta, gamma, beta, alpha; Z1Z1, U1, S1, H, I, J, r, V), except that the
 * EFD's "r" is written rr to keep r for the output. Outputs are assembled in
 * locals and stored last, so every output may alias any input.
 */
#ifndef SF_GROUP_P256_GE_P256_IMPL_H
#define SF_GROUP_P256_GE_P256_IMPL_H

#include "group/p256/ge_p256.h"

/* ---- identities and conversions ------------------------------------------ */

static inline void sf_ge_p256_jac_set_infinity(sf_ge_p256_jac *r)
{
    sf_fp256_one(&r->X);
    sf_fp256_one(&r->Y);
    sf_fp256_zero(&r->Z);
}

static inline uint32_t sf_ge_p256_jac_is_infinity(const sf_ge_p256_jac *p)
{
    return sf_fp256_is_zero(&p->Z);
}

static inline void sf_ge_p256_jac_from_affine(sf_ge_p256_jac *r,
                                              const sf_ge_p256_affine *a)
{
    sf_fp256_copy(&r->X, &a->x);
    sf_fp256_copy(&r->Y, &a->y);
    sf_fp256_one(&r->Z);
}

/* ---- doubling ------------------------------------------------------------- */

/*
 * dbl-2001-b with Y doubled first: with y2 = 2 Y1 and g4 = y2^2 = 4 gamma,
 * 4 beta = X1 g4 and Z3 = y2 Z1 need no doublings, and
 * 8 gamma^2 = g4^2 / 2 one halving, so the formula costs 4M + 4S and ten
 * additions, subtractions, doublings and halvings instead of fourteen.
 */
static inline void sf_ge_p256_jac_dbl(sf_ge_p256_jac *r, const sf_ge_p256_jac *p)
{
    sf_fp256 delta, y2, g4, beta4, alpha, t, x3, y3, z3;
    sf_fp256_dbl(&y2, &p->Y);                /* y2 = 2 Y1 */
    sf_fp256_sqr(&delta, &p->Z);             /* delta = Z1^2 */
    sf_fp256_sqr(&g4, &y2);                  /* g4 = 4 Y1^2 = 4 gamma */
    sf_fp256_mul(&beta4, &p->X, &g4);        /* 4 beta = 4 X1 Y1^2 */
    sf_fp256_sub(&t, &p->X, &delta);
    sf_fp256_add(&alpha, &p->X, &delta);
    sf_fp256_mul(&t, &t, &alpha);            /* X1^2 - Z1^4 */
    sf_fp256_dbl(&alpha, &t);
    sf_fp256_add(&alpha, &alpha, &t);        /* alpha = 3 (X1^2 - Z1^4): a = -3 */
    sf_fp256_mul(&z3, &y2, &p->Z);           /* Z3 = 2 Y1 Z1 */
    sf_fp256_sqr(&x3, &alpha);
    sf_fp256_sub(&x3, &x3, &beta4);
    sf_fp256_sub(&x3, &x3, &beta4);          /* X3 = alpha^2 - 8 beta */
    sf_fp256_sub(&y3, &beta4, &x3);
    sf_fp256_mul(&y3, &y3, &alpha);          /* alpha (4 beta - X3) */
    sf_fp256_sqr(&g4, &g4);
    sf_fp256_half(&g4, &g4);                 /* 16 Y1^4 / 2 = 8 gamma^2 */
    sf_fp256_sub(&r->Y, &y3, &g4);           /* Y3 = alpha (4 beta - X3) - 8 gamma^2 */
    sf_fp256_copy(&r->X, &x3);
    sf_fp256_copy(&r->Z, &z3);
}

static inline void sf_ge_p256_jac_dbl_n(sf_ge_p256_jac *r,
                                        const sf_ge_p256_jac *p, unsigned k)
{
    if (r != p)
        *r = *p;
    for (unsigned i = 0; i < k; i++)
        sf_ge_p256_jac_dbl(r, r);
}

/* ---- addition: the raw formulas ------------------------------------------- */

/*
 * r = p + q by add-2007-bl without its factors 2 (rr = S2 - S1, HH = H^2
 * in place of I = (2H)^2: the result is the same point with Z3 = Z1 Z2 H
 * instead of 2 Z1 Z2 H; 12M + 4S and seven additions instead of eleven),
 * with no case handling; *h0 = [H = 0] and
 * *r0 = [rr = 0] for the callers' case analysis (header comment: for finite
 * inputs, H = 0 means q = +-p and then rr = 0 means q = p).
 */
static inline void sf_ge_p256_jac_add_raw_(sf_ge_p256_jac *r,
                                           const sf_ge_p256_jac *p,
                                           const sf_ge_p256_jac *q,
                                           uint32_t *h0, uint32_t *r0)
{
    sf_fp256 z1z1, z2z2, u1, u2, s1, s2, h, hh, hhh, rr, v, x3, y3, z3;
    sf_fp256_sqr(&z1z1, &p->Z);              /* Z1Z1 = Z1^2 */
    sf_fp256_sqr(&z2z2, &q->Z);              /* Z2Z2 = Z2^2 */
    sf_fp256_mul(&u1, &p->X, &z2z2);         /* U1 = X1 Z2Z2 */
    sf_fp256_mul(&u2, &q->X, &z1z1);         /* U2 = X2 Z1Z1 */
    sf_fp256_mul(&s1, &p->Y, &q->Z);
    sf_fp256_mul(&s1, &s1, &z2z2);           /* S1 = Y1 Z2 Z2Z2 */
    sf_fp256_mul(&s2, &q->Y, &p->Z);
    sf_fp256_mul(&s2, &s2, &z1z1);           /* S2 = Y2 Z1 Z1Z1 */
    sf_fp256_sub(&h, &u2, &u1);              /* H = U2 - U1 */
    sf_fp256_sub(&rr, &s2, &s1);             /* rr = S2 - S1 */
    *h0 = sf_fp256_is_zero(&h);
    *r0 = sf_fp256_is_zero(&rr);
    sf_fp256_sqr(&hh, &h);                   /* HH = H^2 */
    sf_fp256_mul(&hhh, &h, &hh);             /* HHH = H^3 */
    sf_fp256_mul(&v, &u1, &hh);              /* V = U1 HH */
    sf_fp256_sqr(&x3, &rr);
    sf_fp256_sub(&x3, &x3, &hhh);
    sf_fp256_sub(&x3, &x3, &v);
    sf_fp256_sub(&x3, &x3, &v);              /* X3 = rr^2 - HHH - 2V */
    sf_fp256_sub(&y3, &v, &x3);
    sf_fp256_mul(&y3, &y3, &rr);
    sf_fp256_mul(&s1, &s1, &hhh);
    sf_fp256_sub(&y3, &y3, &s1);             /* Y3 = rr (V - X3) - S1 HHH */
    sf_fp256_mul(&z3, &p->Z, &q->Z);
    sf_fp256_mul(&r->Z, &z3, &h);            /* Z3 = Z1 Z2 H */
    sf_fp256_copy(&r->X, &x3);
    sf_fp256_copy(&r->Y, &y3);
}

/* The same with q affine (Z2 = 1): madd-2007-bl without its factors 2,
 * 8M + 3S and seven additions instead of twelve. */
static inline void sf_ge_p256_jac_add_affine_raw_(sf_ge_p256_jac *r,
                                                  const sf_ge_p256_jac *p,
                                                  const sf_ge_p256_affine *q,
                                                  uint32_t *h0, uint32_t *r0)
{
    sf_fp256 z1z1, u2, s2, h, hh, hhh, rr, v, x3, y3, t;
    sf_fp256_sqr(&z1z1, &p->Z);              /* Z1Z1 = Z1^2 */
    sf_fp256_mul(&u2, &q->x, &z1z1);         /* U2 = X2 Z1Z1 */
    sf_fp256_mul(&s2, &q->y, &p->Z);
    sf_fp256_mul(&s2, &s2, &z1z1);           /* S2 = Y2 Z1 Z1Z1 */
    sf_fp256_sub(&h, &u2, &p->X);            /* H = U2 - X1 */
    sf_fp256_sub(&rr, &s2, &p->Y);           /* rr = S2 - Y1 */
    *h0 = sf_fp256_is_zero(&h);
    *r0 = sf_fp256_is_zero(&rr);
    sf_fp256_sqr(&hh, &h);                   /* HH = H^2 */
    sf_fp256_mul(&hhh, &h, &hh);             /* HHH = H^3 */
    sf_fp256_mul(&v, &p->X, &hh);            /* V = X1 HH */
    sf_fp256_sqr(&x3, &rr);
    sf_fp256_sub(&x3, &x3, &hhh);
    sf_fp256_sub(&x3, &x3, &v);
    sf_fp256_sub(&x3, &x3, &v);              /* X3 = rr^2 - HHH - 2V */
    sf_fp256_sub(&y3, &v, &x3);
    sf_fp256_mul(&y3, &y3, &rr);
    sf_fp256_mul(&t, &p->Y, &hhh);
    sf_fp256_sub(&y3, &y3, &t);              /* Y3 = rr (V - X3) - Y1 HHH */
    sf_fp256_mul(&r->Z, &p->Z, &h);          /* Z3 = Z1 H */
    sf_fp256_copy(&r->X, &x3);
    sf_fp256_copy(&r->Y, &y3);
}

/* ---- addition: constant-time flavours ------------------------------------ */

static inline void sf_ge_p256_jac_add(sf_ge_p256_jac *r, const sf_ge_p256_jac *p,
                                      const sf_ge_p256_jac *q)
{
    sf_ge_p256_jac s;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_p256_jac_is_infinity(p);
    uint32_t q_inf = sf_ge_p256_jac_is_infinity(q);
    sf_ge_p256_jac_add_raw_(&s, p, q, &h0, &r0);
    (void)h0;
    (void)r0;
    sf_ge_p256_jac_cmov(&s, q, p_inf);
    sf_ge_p256_jac_cmov(&s, p, q_inf);
    *r = s;
}

static inline void sf_ge_p256_jac_add_affine(sf_ge_p256_jac *r,
                                             const sf_ge_p256_jac *p,
                                             const sf_ge_p256_affine *q)
{
    sf_ge_p256_jac s, qj;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_p256_jac_is_infinity(p);
    sf_ge_p256_jac_add_affine_raw_(&s, p, q, &h0, &r0);
    (void)h0;
    (void)r0;
    sf_ge_p256_jac_from_affine(&qj, q);
    sf_ge_p256_jac_cmov(&s, &qj, p_inf);
    *r = s;
}

static inline void sf_ge_p256_jac_add_affine_finite(sf_ge_p256_jac *r,
                                                    const sf_ge_p256_jac *p,
                                                    const sf_ge_p256_affine *q)
{
    uint32_t h0, r0;
    sf_ge_p256_jac_add_affine_raw_(r, p, q, &h0, &r0);
    (void)h0;
    (void)r0;
}

static inline void sf_ge_p256_jac_add_complete(sf_ge_p256_jac *r,
                                               const sf_ge_p256_jac *p,
                                               const sf_ge_p256_jac *q)
{
    sf_ge_p256_jac s, d;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_p256_jac_is_infinity(p);
    uint32_t q_inf = sf_ge_p256_jac_is_infinity(q);
    sf_ge_p256_jac_add_raw_(&s, p, q, &h0, &r0);
    sf_ge_p256_jac_dbl(&d, p);
    /* H = rr = 0 with both finite: q = p, so p + q = [2]p */
    sf_ge_p256_jac_cmov(&s, &d, h0 & r0 & (p_inf ^ 1) & (q_inf ^ 1));
    sf_ge_p256_jac_cmov(&s, q, p_inf);
    sf_ge_p256_jac_cmov(&s, p, q_inf);
    *r = s;
}

static inline void sf_ge_p256_jac_add_affine_complete(sf_ge_p256_jac *r,
                                                      const sf_ge_p256_jac *p,
                                                      const sf_ge_p256_affine *q)
{
    sf_ge_p256_jac s, d, qj;
    uint32_t h0, r0;
    uint32_t p_inf = sf_ge_p256_jac_is_infinity(p);
    sf_ge_p256_jac_add_affine_raw_(&s, p, q, &h0, &r0);
    sf_ge_p256_jac_dbl(&d, p);
    sf_ge_p256_jac_cmov(&s, &d, h0 & r0 & (p_inf ^ 1));
    sf_ge_p256_jac_from_affine(&qj, q);
    sf_ge_p256_jac_cmov(&s, &qj, p_inf);
    *r = s;
}

/* ---- addition: variable time ------------------------------------------------ */

static inline void sf_ge_p256_jac_add_vartime(sf_ge_p256_jac *r,
                                              const sf_ge_p256_jac *p,
                                              const sf_ge_p256_jac *q)
{
    sf_ge_p256_jac s;
    uint32_t h0, r0;
    if (sf_ge_p256_jac_is_infinity(p)) {
        *r = *q;
        return;
    }
    if (sf_ge_p256_jac_is_infinity(q)) {
        *r = *p;
        return;
    }
    sf_ge_p256_jac_add_raw_(&s, p, q, &h0, &r0);
    if (h0 && r0)
        sf_ge_p256_jac_dbl(&s, p); /* q = p */
    *r = s; /* h0 without r0: q = -p, and s is O already */
}

static inline void sf_ge_p256_jac_add_affine_vartime(sf_ge_p256_jac *r,
                                                     const sf_ge_p256_jac *p,
                                                     const sf_ge_p256_affine *q)
{
    sf_ge_p256_jac s;
    uint32_t h0, r0;
    if (sf_ge_p256_jac_is_infinity(p)) {
        sf_ge_p256_jac_from_affine(r, q);
        return;
    }
    sf_ge_p256_jac_add_affine_raw_(&s, p, q, &h0, &r0);
    if (h0 && r0)
        sf_ge_p256_jac_dbl(&s, p);
    *r = s;
}

/* ---- negation, selection, lookup ------------------------------------------ */

static inline void sf_ge_p256_jac_neg(sf_ge_p256_jac *r, const sf_ge_p256_jac *p)
{
    sf_fp256_copy(&r->X, &p->X);
    sf_fp256_neg(&r->Y, &p->Y);
    sf_fp256_copy(&r->Z, &p->Z);
}

static inline void sf_ge_p256_affine_neg(sf_ge_p256_affine *r,
                                         const sf_ge_p256_affine *p)
{
    sf_fp256_copy(&r->x, &p->x);
    sf_fp256_neg(&r->y, &p->y);
}

static inline void sf_ge_p256_jac_cneg(sf_ge_p256_jac *r, const sf_ge_p256_jac *p,
                                       uint32_t ctl)
{
    sf_fp256_copy(&r->X, &p->X);
    sf_fp256_cneg(&r->Y, &p->Y, ctl);
    sf_fp256_copy(&r->Z, &p->Z);
}

static inline void sf_ge_p256_affine_cneg(sf_ge_p256_affine *r,
                                          const sf_ge_p256_affine *p,
                                          uint32_t ctl)
{
    sf_fp256_copy(&r->x, &p->x);
    sf_fp256_cneg(&r->y, &p->y, ctl);
}

static inline void sf_ge_p256_jac_cmov(sf_ge_p256_jac *r, const sf_ge_p256_jac *p,
                                       uint32_t ctl)
{
    sf_fp256_cmov(&r->X, &p->X, ctl);
    sf_fp256_cmov(&r->Y, &p->Y, ctl);
    sf_fp256_cmov(&r->Z, &p->Z, ctl);
}

static inline void sf_ge_p256_affine_cmov(sf_ge_p256_affine *r,
                                          const sf_ge_p256_affine *p,
                                          uint32_t ctl)
{
    sf_fp256_cmov(&r->x, &p->x, ctl);
    sf_fp256_cmov(&r->y, &p->y, ctl);
}

static inline void sf_ge_p256_jac_lookup(sf_ge_p256_jac *r,
                                         const sf_ge_p256_jac *table, size_t n,
                                         uint32_t idx)
{
    sf_fp256_zero(&r->X);
    sf_fp256_zero(&r->Y);
    sf_fp256_zero(&r->Z);
    for (size_t i = 0; i < n; i++)
        sf_ge_p256_jac_cmov(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
}

static inline void sf_ge_p256_affine_lookup(sf_ge_p256_affine *r,
                                            const sf_ge_p256_affine *table,
                                            size_t n, uint32_t idx)
{
    sf_fp256_zero(&r->x);
    sf_fp256_zero(&r->y);
    for (size_t i = 0; i < n; i++)
        sf_ge_p256_affine_cmov(r, &table[i], sf_ct_eq32((uint32_t)i, idx));
}

#endif /* SF_GROUP_P256_GE_P256_IMPL_H */

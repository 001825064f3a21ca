/*
 * secp256k1 scalar multiplications; contracts in mult_k256.h.
 *
 * /// Fixed base: k G ///
 *
 * Exactly the method (and the proof) of mult_p256.c: the constant-time
 * multiplication computes [K]G for the odd one K of k and n - k (negating
 * the result back), with sf_recode_regular's odd digits d_j, |d_j| <= 63,
 * one digit per 2^(6j) row of the static table: 42 mixed additions, no
 * doubling. The incomplete mixed addition is exact at every step but the
 * last because the partial sum S and the entry T are multiples of G with
 * 0 < |S| < |T| and |S| + |T| < 2^(6(j+1)) <= 2^255 < n for every j < D - 1
 * (6 does not divide 256, so 6 (D - 1) = 252 <= 255): neither S = +-T nor
 * S = 0 can hold mod n. secp256k1's n > 2^255 as P-256's is, which is all
 * that argument uses. The last addition is the complete one.
 *
 * /// Variable base: k P with GLV ///
 *
 * k = k1 + k2 lambda (mod n) with |k1|, |k2| < 2^128 (sc_k256.h); with the
 * signs moved into the bases, k P = |k1| (s1 P) + |k2| (s2 lambda P). Both
 * magnitudes are recoded with sf_recode_regular (w = 5: 26 odd digits each,
 * and a correction of -B_j when a magnitude was even) and run through one
 * doubling chain of 125 doublings and 52 additions (window_ct_impl.h with
 * DIMS = 2 and SF_MULT_FW_CORRECT). The tables hold (2u+1) B_j, u < 16, as
 * affine points of an isomorphic curve (sf_mult_k256_odd_multiples_iso: no
 * inversion), so every addition is a mixed one; the lambda table is the
 * first with x multiplied by beta (one M per entry) and negated when
 * s1 != s2.
 * Why every addition here is the complete one: with two interleaved strings
 * the partial sums are [a + b lambda] P for ~130-bit a, b, and the lattice of
 * (a, b) with a + b lambda = 0 mod n has vectors of that size, so no simple
 * size argument excludes a partial sum equal to +-entry (unlike the
 * one-dimensional chains above). The complete addition also makes k = 0,
 * zero halves (then the chain meets O and B - B) and every other corner
 * case exact without a proof; on this curve the complete formula is the
 * unified one of ge_k256_impl.h (mixed: 9M + 4S against 8M + 3S), so that
 * safety costs about 10% of the additions.
 *
 * /// Verification: a G + b Q ///
 *
 * Both scalars are split the same way, and the four ~128-bit halves run as
 * wNAFs through one interleaved (Straus) chain of ~128 doublings: G and
 * lambda G from the static tables (1024 odd multiples each: width 12, so
 * the digits are sf_recode_wnaf16_vartime's int16_t; the chain is
 * straus_vartime_impl.h with that digit type), Q and lambda Q from 8 odd
 * multiples built per call (width 5), affine on an isomorphic curve as in
 * k P, so that every addition of the chain is a mixed one (G's entries
 * join that curve through the accumulator's Z, 1M each). The chain is the
 * group layer's lazy one (no normalization between steps). A negative
 * half negates its digits instead of its table, so the static tables serve
 * every sign. The variable-time additions branch to a doubling or to O.
 */
#include "mult/k256/mult_k256.h"

#include "mult/ct_select.h"
#include "mult/k256/mult_k256_tables.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

_Static_assert(256 % SF_MULT_K256_GEN_W != 0,
               "the fixed-base proof needs W (D - 1) <= 255");

/* Variable base: window 5 over 128-bit halves. */
#define SF_MULT_K256_MUL_W 5
#define SF_MULT_K256_HALF_BITS 128
#define SF_MULT_K256_MUL_DIGITS \
    SF_RECODE_REGULAR_DIGITS(SF_MULT_K256_HALF_BITS, SF_MULT_K256_MUL_W)
#define SF_MULT_K256_MUL_TABLE (1 << (SF_MULT_K256_MUL_W - 1))

/* Verification: wNAF widths of the static (G) and per-call (Q) tables. */
#define SF_MULT_K256_WNAF_G SF_MULT_K256_WNAF_W
#define SF_MULT_K256_WNAF_Q 5
#define SF_MULT_K256_WNAF_Q_TABLE (1 << (SF_MULT_K256_WNAF_Q - 2))
#define SF_MULT_K256_HALF_BYTES (SF_MULT_K256_HALF_BITS / 8)
#define SF_MULT_K256_WNAF_LEN SF_RECODE_WNAF_DIGITS(SF_MULT_K256_HALF_BYTES)

/* ---- group-op adapters for the templates -------------------------------------- */

static inline void sf_mult_k256_set_affine(sf_ge_k256_jac *a,
                                           const sf_ge_k256_affine *e)
{
    sf_ge_k256_jac_from_affine(a, e);
}

static inline void sf_mult_k256_dbl(sf_ge_k256_jac *a)
{
    sf_ge_k256_jac_dbl(a, a);
}

static inline void sf_mult_k256_add_affine(sf_ge_k256_jac *a,
                                           const sf_ge_k256_affine *e)
{
    sf_ge_k256_jac_add_affine(a, a, e);
}

static inline void sf_mult_k256_add_affine_complete(sf_ge_k256_jac *a,
                                                    const sf_ge_k256_affine *e)
{
    sf_ge_k256_jac_add_affine_complete(a, a, e);
}

/* ---- the two constant-time instantiations ---------------------------------------- */

#define SF_MULT_FW_NAME sf_mult_k256_window_gen
#define SF_MULT_FW_ACC sf_ge_k256_jac
#define SF_MULT_FW_ENTRY sf_ge_k256_affine
#define SF_MULT_FW_DIMS SF_MULT_K256_GEN_DIGITS
#define SF_MULT_FW_DIGITS 1
#define SF_MULT_FW_TABLE SF_MULT_K256_GEN_TABLE
#define SF_MULT_FW_DBLS 1 /* unused: one digit per string */
#define SF_MULT_FW_LOOKUP(e, t, u) \
    sf_mult_ct_select((e), (t), SF_MULT_K256_GEN_TABLE, sizeof(sf_ge_k256_affine), (u))
#define SF_MULT_FW_CNEG(e, neg) sf_ge_k256_affine_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_k256_set_affine
#define SF_MULT_FW_DBL sf_mult_k256_dbl
#define SF_MULT_FW_ADD sf_mult_k256_add_affine
#define SF_MULT_FW_ADD_LAST sf_mult_k256_add_affine_complete
#include "mult/window_ct_impl.h"

#define SF_MULT_FW_NAME sf_mult_k256_window_glv
#define SF_MULT_FW_ACC sf_ge_k256_jac
#define SF_MULT_FW_ENTRY sf_ge_k256_affine
#define SF_MULT_FW_DIMS 2
#define SF_MULT_FW_DIGITS SF_MULT_K256_MUL_DIGITS
#define SF_MULT_FW_TABLE SF_MULT_K256_MUL_TABLE
#define SF_MULT_FW_DBLS SF_MULT_K256_MUL_W
#define SF_MULT_FW_LOOKUP(e, t, u) \
    sf_mult_ct_select((e), (t), SF_MULT_K256_MUL_TABLE, sizeof(sf_ge_k256_affine), (u))
#define SF_MULT_FW_CNEG(e, neg) sf_ge_k256_affine_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_k256_set_affine
#define SF_MULT_FW_DBL sf_mult_k256_dbl
#define SF_MULT_FW_ADD sf_mult_k256_add_affine_complete
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_ge_k256_jac_cmov
#include "mult/window_ct_impl.h"

/* ---- helpers ------------------------------------------------------------------------ */

/* out = k as 32 little-endian bytes (the order scalar/recode.h reads). */
static void sf_mult_k256_scalar_le(uint8_t out[32], const sf_sc_k256 *k)
{
    uint8_t be[32];
    sf_sc_k256_store(be, k);
    for (int i = 0; i < 32; i++)
        out[i] = be[31 - i];
    sf_wipe(be, sizeof be);
}

/*
 * kodd = the odd one of k and n - k, as little-endian bytes; returns 1 if
 * that is n - k (the caller negates its result). For k = 0 both are 0 and
 * kodd = 0; the caller patches that case.
 */
static uint32_t sf_mult_k256_make_odd(uint8_t kodd[32], const sf_sc_k256 *k)
{
    sf_sc_k256 t;
    uint32_t flip = sf_sc_k256_get_bits(k, 0, 1) ^ 1;
    sf_sc_k256_cneg(&t, k, flip);
    sf_mult_k256_scalar_le(kodd, &t);
    sf_wipe(&t, sizeof t);
    return flip;
}

/*
 * The GLV halves of k as magnitudes (16 little-endian bytes each, < 2^128)
 * and signs: k = (-1)^neg[0] m[0] + (-1)^neg[1] m[1] lambda (mod n).
 */
static void sf_mult_k256_split(uint8_t m[2][32], uint32_t neg[2],
                               const sf_sc_k256 *k)
{
    sf_sc_k256 h[2];
    sf_sc_k256_split_lambda(&h[0], &h[1], k);
    for (int j = 0; j < 2; j++) {
        neg[j] = sf_sc_k256_abs(&h[j], &h[j]);
        sf_mult_k256_scalar_le(m[j], &h[j]);
    }
    sf_wipe(h, sizeof h);
}

/* ---- fixed base ------------------------------------------------------------------- */

void sf_mult_k256_mul_gen(sf_ge_k256_jac *r, const sf_sc_k256 *k)
{
    int8_t dig[SF_MULT_K256_GEN_DIGITS][1];
    int8_t flat[SF_MULT_K256_GEN_DIGITS];
    uint8_t kb[32];
    sf_ge_k256_jac acc, inf;
    uint32_t flip = sf_mult_k256_make_odd(kb, k);
    (void)sf_recode_regular(flat, kb, sizeof kb, 256, SF_MULT_K256_GEN_W);
    for (int j = 0; j < SF_MULT_K256_GEN_DIGITS; j++)
        dig[j][0] = flat[j];
    sf_mult_k256_window_gen(&acc, (const int8_t(*)[1])dig,
                            sf_mult_k256_gen_table);
    sf_ge_k256_jac_cneg(r, &acc, flip);
    sf_ge_k256_jac_set_infinity(&inf);
    sf_ge_k256_jac_cmov(r, &inf, sf_sc_k256_is_zero(k));
    sf_wipe(dig, sizeof dig);
    sf_wipe(flat, sizeof flat);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&acc, sizeof acc);
}

/* ---- variable base ---------------------------------------------------------------- */

/*
 * t[u] = (2u + 1) P for u < n, as AFFINE points of an isomorphic curve,
 * without an inversion ("effective affine"): *zc is set so that the entry
 * (x, y) stands for the point (x / zc^2, y / zc^3) of E.
 *
 * Why it works: for any u != 0 the map (x, y) -> (u^2 x, u^3 y) takes E to
 * E_u: y^2 = x^3 + 7 u^6, and the a = 0 doubling and every addition formula
 * of ge_k256.h never read b, so they compute on E_u as on E. With
 * D = [2]P = (Xd : Yd : Zd), u = Zd makes D' = (Xd, Yd) and
 * P' = (x Zd^2, y Zd^3) affine on E_u; the odd multiples P' + i D' come out
 * Jacobian with Z_i = Z_(i-1) H_i (the mixed addition's z-ratio), and
 * rescaling entry i by Z_(n-1) / Z_i (a running product of the later H)
 * gives them all the Z coordinate Z_(n-1): affine points of E_v with
 * v = Zd Z_(n-1) = *zc. A chain run on these entries computes on E_v; its
 * Jacobian result (X : Y : Z) is the point (X : Y : Z zc) of E.
 * The additions are exact: P' + i D' = +-D' would need 2i + 1 = +-2 mod n.
 * Cost: 1 doubling, 15 mixed additions, 15 (4M + 1S) rescalings; the
 * entries are then affine, so the chain uses mixed additions and scans
 * 80-byte instead of 120-byte entries.
 */
static void sf_mult_k256_odd_multiples_iso(sf_ge_k256_affine *t, size_t n,
                                           sf_fk256 *zc,
                                           const sf_ge_k256_affine *p)
{
    sf_ge_k256_jac acc, d;
    sf_ge_k256_affine dp;
    sf_fk256 zr[SF_MULT_K256_MUL_TABLE], z2, z3, run;
    sf_ge_k256_jac_from_affine(&acc, p);
    sf_ge_k256_jac_dbl(&d, &acc);
    dp.x = d.X;
    dp.y = d.Y;
    sf_fk256_sqr(&z2, &d.Z);
    sf_fk256_mul(&z3, &z2, &d.Z);
    sf_fk256_mul(&acc.X, &p->x, &z2);  /* P' = (x Zd^2, y Zd^3), Z = 1 */
    sf_fk256_mul(&acc.Y, &p->y, &z3);
    t[0].x = acc.X;
    t[0].y = acc.Y;
    for (size_t i = 1; i < n; i++) {
        sf_ge_k256_jac_add_affine_zr(&acc, &zr[i], &acc, &dp);
        t[i].x = acc.X;
        t[i].y = acc.Y;
    }
    /* entry i times Z_(n-1) / Z_i = zr[i+1] ... zr[n-1] */
    sf_fk256_one(&run);
    for (size_t i = n - 1; i-- > 0;) {
        sf_fk256_mul(&run, &run, &zr[i + 1]);
        sf_fk256_sqr(&z2, &run);
        sf_fk256_mul(&z3, &z2, &run);
        sf_fk256_mul(&t[i].x, &t[i].x, &z2);
        sf_fk256_mul(&t[i].y, &t[i].y, &z3);
    }
    sf_fk256_mul(zc, &acc.Z, &d.Z);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&d, sizeof d);
    sf_wipe(&dp, sizeof dp);
    sf_wipe(zr, sizeof zr);
    sf_wipe(&z2, sizeof z2);
    sf_wipe(&z3, sizeof z3);
    sf_wipe(&run, sizeof run);
}

void sf_mult_k256_mul(sf_ge_k256_jac *r, const sf_sc_k256 *k,
                      const sf_ge_k256_affine *p)
{
    sf_ge_k256_affine tab[2][SF_MULT_K256_MUL_TABLE];
    int8_t dig[2][SF_MULT_K256_MUL_DIGITS];
    int8_t corr[2];
    uint8_t m[2][32];
    uint32_t neg[2];
    sf_ge_k256_affine b;
    sf_fk256 zc;

    sf_mult_k256_split(m, neg, k);
    /* table 0: (2u+1) s1 P; table 1: lambda (2u+1) s2 P (on E_zc) */
    sf_ge_k256_affine_cneg(&b, p, neg[0]);
    sf_mult_k256_odd_multiples_iso(tab[0], SF_MULT_K256_MUL_TABLE, &zc, &b);
    for (int u = 0; u < SF_MULT_K256_MUL_TABLE; u++) {
        sf_ge_k256_affine_endo(&tab[1][u], &tab[0][u]);
        sf_ge_k256_affine_cneg(&tab[1][u], &tab[1][u], neg[0] ^ neg[1]);
    }
    for (int j = 0; j < 2; j++) {
        uint32_t c = sf_recode_regular(dig[j], m[j], SF_MULT_K256_HALF_BYTES,
                                       SF_MULT_K256_HALF_BITS,
                                       SF_MULT_K256_MUL_W);
        corr[j] = (int8_t)(0 - (int32_t)c); /* subtract B_j if made odd */
    }
    sf_mult_k256_window_glv(
        r, (const int8_t(*)[SF_MULT_K256_MUL_DIGITS])dig,
        (const sf_ge_k256_affine(*)[SF_MULT_K256_MUL_TABLE])tab, corr);
    sf_fk256_mul(&r->Z, &r->Z, &zc); /* back from E_zc to E */
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_wipe(m, sizeof m);
    sf_wipe(neg, sizeof neg);
    sf_wipe(&b, sizeof b);
    sf_wipe(&zc, sizeof zc);
}

/* ---- double base, variable time ---------------------------------------------------- */

/*
 * The chain runs on E_zc, the isomorphic curve on which Q's odd multiples
 * are affine (sf_mult_k256_odd_multiples_iso): Q's entries join with mixed
 * additions (8M + 3S), and the static G entries, affine on E, are the
 * points (x zc^2, y zc^3) of E_zc, which the lazy addition reaches through
 * Z1 zc without mapping them (9M + 3S). The accumulator is a point of the
 * lazy chain (ge_k256.h: no normalization between the steps) with O as a
 * flag, exact because the additions report an O result and a doubling
 * never makes one (no point of order 2).
 */
typedef struct sf_mult_k256_st_acc {
    sf_ge_k256_jac p;
    int inf;     /* p is O (its coordinates are then meaningless) */
    sf_fk256 zc; /* the chain's curve E_zc */
} sf_mult_k256_st_acc;

/* a += (-1)^neg e, e a point of E_zc (zq = NULL) or of E (zq = zc) */
static inline void sf_mult_k256_st_add(sf_mult_k256_st_acc *a,
                                       const sf_ge_k256_affine *e,
                                       const sf_fk256 *zq, int neg)
{
    if (a->inf) {
        sf_fk256 z2;
        a->p.X = e->x;
        a->p.Y = e->y;
        if (zq != NULL) { /* (x zc^2, y zc^3) */
            sf_fk256_sqr(&z2, zq);
            sf_fk256_mul(&a->p.X, &a->p.X, &z2);
            sf_fk256_mul(&z2, &z2, zq);
            sf_fk256_mul(&a->p.Y, &a->p.Y, &z2);
        }
        if (neg) {
            sf_fk256_neg(&a->p.Y, &a->p.Y, 1);
            sf_fk256_normalize_weak(&a->p.Y, &a->p.Y);
        }
        sf_fk256_one(&a->p.Z);
        a->inf = 0;
        return;
    }
    a->inf = (int)sf_ge_k256_jac_add_affine_lazy_vartime(&a->p, &a->p, e, zq,
                                                         neg);
}

/* naf[j] = the wNAF (width w) of the j-th GLV half of k, sign folded into
 * the digits. Returns the longer significant length. */
static size_t sf_mult_k256_wnaf_halves_vartime(int16_t naf[2][SF_MULT_K256_WNAF_LEN],
                                               const sf_sc_k256 *k, unsigned w)
{
    uint8_t m[2][32];
    uint32_t neg[2];
    size_t len = 0;
    sf_mult_k256_split(m, neg, k);
    for (int j = 0; j < 2; j++) {
        size_t l = sf_recode_wnaf16_vartime(naf[j], SF_MULT_K256_WNAF_LEN, m[j],
                                            SF_MULT_K256_HALF_BYTES, w);
        if (neg[j])
            for (size_t i = 0; i < l; i++)
                naf[j][i] = (int16_t)-naf[j][i];
        if (l > len)
            len = l;
    }
    return len;
}

static inline void sf_mult_k256_st_identity(sf_mult_k256_st_acc *a)
{
    a->inf = 1;
}

/* a doubling of O is O: skipped (the flag says it) */
static inline void sf_mult_k256_st_dbl(sf_mult_k256_st_acc *a)
{
    if (!a->inf)
        sf_ge_k256_jac_dbl_lazy(&a->p, &a->p);
}

/* Q's entries are points of the chain's curve E_zc, G's of E (zq = zc) */
static inline void sf_mult_k256_st_add_q(sf_mult_k256_st_acc *a, const sf_ge_k256_affine *e)
{
    sf_mult_k256_st_add(a, e, NULL, 0);
}

static inline void sf_mult_k256_st_sub_q(sf_mult_k256_st_acc *a, const sf_ge_k256_affine *e)
{
    sf_mult_k256_st_add(a, e, NULL, 1);
}

static inline void sf_mult_k256_st_add_g(sf_mult_k256_st_acc *a, const sf_ge_k256_affine *e)
{
    sf_mult_k256_st_add(a, e, &a->zc, 0);
}

static inline void sf_mult_k256_st_sub_g(sf_mult_k256_st_acc *a, const sf_ge_k256_affine *e)
{
    sf_mult_k256_st_add(a, e, &a->zc, 1);
}

#define SF_MULT_ST_NAME sf_mult_k256_straus_vartime
#define SF_MULT_ST_ACC sf_mult_k256_st_acc
#define SF_MULT_ST_ENTRY_A sf_ge_k256_affine
#define SF_MULT_ST_ENTRY_B sf_ge_k256_affine
#define SF_MULT_ST_DIGIT int16_t
#define SF_MULT_ST_IDENTITY sf_mult_k256_st_identity
#define SF_MULT_ST_DBL sf_mult_k256_st_dbl
#define SF_MULT_ST_ADD_A sf_mult_k256_st_add_q
#define SF_MULT_ST_SUB_A sf_mult_k256_st_sub_q
#define SF_MULT_ST_ADD_B sf_mult_k256_st_add_g
#define SF_MULT_ST_SUB_B sf_mult_k256_st_sub_g
#include "mult/straus_vartime_impl.h"

void sf_mult_k256_simul_gen_vartime(sf_ge_k256_jac *r, const sf_sc_k256 *a,
                                    const sf_sc_k256 *b,
                                    const sf_ge_k256_affine *q)
{
    int16_t naf_g[2][SF_MULT_K256_WNAF_LEN], naf_q[2][SF_MULT_K256_WNAF_LEN];
    sf_ge_k256_affine tq[2][SF_MULT_K256_WNAF_Q_TABLE];
    sf_mult_k256_st_acc acc;
    sf_fk256 zc;
    size_t lg, lq;

    lg = sf_mult_k256_wnaf_halves_vartime(naf_g, a, SF_MULT_K256_WNAF_G);
    lq = sf_mult_k256_wnaf_halves_vartime(naf_q, b, SF_MULT_K256_WNAF_Q);
    /* Q's odd multiples, affine on E_zc; lambda (x, y) = (beta x, y) is an
     * automorphism of every y^2 = x^3 + b', so it serves E_zc too */
    sf_mult_k256_odd_multiples_iso(tq[0], SF_MULT_K256_WNAF_Q_TABLE, &zc, q);
    for (int u = 0; u < SF_MULT_K256_WNAF_Q_TABLE; u++)
        sf_ge_k256_affine_endo(&tq[1][u], &tq[0][u]);
    /* the interleaved chain (Straus): Q, lambda Q, then G, lambda G */
    acc.zc = zc;
    {
        const int16_t *const naf_a[2] = {naf_q[0], naf_q[1]};
        const sf_ge_k256_affine *const tab_a[2] = {tq[0], tq[1]};
        const int16_t *const naf_b[2] = {naf_g[0], naf_g[1]};
        const sf_ge_k256_affine *const tab_b[2] = {sf_mult_k256_wnaf_table,
                                                   sf_mult_k256_wnaf_lambda_table};
        sf_mult_k256_straus_vartime(&acc, lg > lq ? lg : lq, 2, naf_a, tab_a, 2,
                                    naf_b, tab_b);
    }
    if (acc.inf) {
        sf_ge_k256_jac_set_infinity(r);
        return;
    }
    /* leave the lazy chain (magnitude 1) and E_zc (Z times zc) */
    sf_fk256_normalize_weak(&r->X, &acc.p.X);
    sf_fk256_normalize_weak(&r->Y, &acc.p.Y);
    sf_fk256_mul(&r->Z, &acc.p.Z, &zc);
}

/*
 * Snowshoe variable-base multiplications, constant time: mul (2 GLS
 * dimensions) and simul (4). Contracts in mult_snowshoe.h.
 *
 * /// The method ///
 *
 * k = k1 + k2 lambda (mod q) with |k1|, |k2| < 2^126 (the original's
 * gls_decompose), so [k]P = [k1]P + [k2]psi(P). Each half's magnitude is
 * recoded by sf_recode_regular into n = floor(126/w) + 1 odd digits of w
 * bits, and the sign of the half is folded into its digits (d -> -d), so
 * the tables only ever hold the odd multiples of P and psi(P) themselves.
 * One doubling chain serves both halves (window_ct_impl.h with DIMS = 2):
 * (n - 1) w doublings, 2n - 1 additions, 2n lookups. An even magnitude was
 * recoded as mag + 1; the template's correction step then adds
 * -sign * P_j (constant time, both halves).
 *
 * psi(table) instead of a second table build: psi on a cached point is 2M
 * (conjugations and two products by wx'), against 9M per odd multiple.
 *
 * Window widths (operation counts in docs/snowshoe.md): mul uses w = 5
 * (26 digits, 16 entries per table), simul w = 4 (32 digits, 8 entries per
 * table: with four tables the table builds weigh more).
 *
 * /// Four lanes (SF_FP2X4: IFMA and portable AVX2 builds, lane tests) ///
 *
 * The same method with each point's four coordinates in the four lanes of
 * one sf_fp2x4 (group/snowshoe/ge_snowshoe_x4.h): a doubling is one
 * four-way squaring and one four-way product, an addition three four-way
 * products, and the tables are built in that form too (one product more
 * per entry for D T, one for psi). The window loop is written out here
 * (sf_mult_snowshoe_x4_window: window_ct_impl.h's order of operations and
 * correction step) since its accumulator and entries are vectors rather
 * than the template's structs; mul then uses w = 4, see below.
 */
/* GCC: no SLP vectorisation in this file (the reason in mult_snowshoe_ops.h). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#include "mult/snowshoe/mult_snowshoe.h"

#include "mult/snowshoe/mult_snowshoe_ops.h"
#include "common/util.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

#define SF_MULT_SNOWSHOE_HALF_BITS 126

#ifdef SF_FP2X4
/* In four lanes an addition (3M4) costs about a doubling (1S4 + 1M4), so
 * the smaller table wins (docs/snowshoe.md has the figures for w = 5). */
#define SF_MULT_SNOWSHOE_MUL_W 4
#else
#define SF_MULT_SNOWSHOE_MUL_W 5
#endif
#define SF_MULT_SNOWSHOE_MUL_DIGITS SF_RECODE_REGULAR_DIGITS(SF_MULT_SNOWSHOE_HALF_BITS, SF_MULT_SNOWSHOE_MUL_W)
#define SF_MULT_SNOWSHOE_MUL_TABLE (1 << (SF_MULT_SNOWSHOE_MUL_W - 1))

#define SF_MULT_SNOWSHOE_SIMUL_W 4
#define SF_MULT_SNOWSHOE_SIMUL_DIGITS SF_RECODE_REGULAR_DIGITS(SF_MULT_SNOWSHOE_HALF_BITS, SF_MULT_SNOWSHOE_SIMUL_W)
#define SF_MULT_SNOWSHOE_SIMUL_TABLE (1 << (SF_MULT_SNOWSHOE_SIMUL_W - 1))

/* The scalar lookups are specialised per table size (mult_snowshoe_ops.h). */
#ifndef SF_FP2X4
SF_STATIC_ASSERT(SF_MULT_SNOWSHOE_MUL_TABLE == 16, "select_cached16");
SF_STATIC_ASSERT(SF_MULT_SNOWSHOE_SIMUL_TABLE == 8, "select_cached8");
#endif

/* ---- the two instantiations ------------------------------------------------ */

/* With four-way Fp^2 the window loop is sf_mult_snowshoe_x4_window below. */
#ifndef SF_FP2X4

#define SF_MULT_FW_NAME sf_mult_snowshoe_window_mul
#define SF_MULT_FW_ACC sf_mult_snowshoe_acc
#define SF_MULT_FW_ENTRY sf_ge_snowshoe_cached
#define SF_MULT_FW_DIMS 2
#define SF_MULT_FW_DIGITS SF_MULT_SNOWSHOE_MUL_DIGITS
#define SF_MULT_FW_TABLE SF_MULT_SNOWSHOE_MUL_TABLE
#define SF_MULT_FW_DBLS SF_MULT_SNOWSHOE_MUL_W
#define SF_MULT_FW_LOOKUP sf_mult_snowshoe_select_cached16
#define SF_MULT_FW_CNEG(e, neg) sf_ge_snowshoe_cached_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_snowshoe_acc_set_cached
#define SF_MULT_FW_DBL sf_mult_snowshoe_acc_dbl
#define SF_MULT_FW_ADD sf_mult_snowshoe_acc_add_cached
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_mult_snowshoe_acc_cmov
#include "mult/window_ct_impl.h"

#define SF_MULT_FW_NAME sf_mult_snowshoe_window_simul
#define SF_MULT_FW_ACC sf_mult_snowshoe_acc
#define SF_MULT_FW_ENTRY sf_ge_snowshoe_cached
#define SF_MULT_FW_DIMS 4
#define SF_MULT_FW_DIGITS SF_MULT_SNOWSHOE_SIMUL_DIGITS
#define SF_MULT_FW_TABLE SF_MULT_SNOWSHOE_SIMUL_TABLE
#define SF_MULT_FW_DBLS SF_MULT_SNOWSHOE_SIMUL_W
#define SF_MULT_FW_LOOKUP sf_mult_snowshoe_select_cached8
#define SF_MULT_FW_CNEG(e, neg) sf_ge_snowshoe_cached_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_snowshoe_acc_set_cached
#define SF_MULT_FW_DBL sf_mult_snowshoe_acc_dbl
#define SF_MULT_FW_ADD sf_mult_snowshoe_acc_add_cached
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_mult_snowshoe_acc_cmov
#include "mult/window_ct_impl.h"
#endif /* !SF_FP2X4 */

/* ---- helpers ------------------------------------------------------------------- */

#ifndef SF_FP2X4 /* the four-lane build has its own (further down) */
/*
 * t[i] = (2i + 1) P for i < n (cached), P in the q-subgroup: one doubling,
 * then n - 1 additions of 2P, each 9M (the running sum needs T for the
 * next addition and the table needs Td = D T).
 */
static void sf_mult_snowshoe_odd_multiples(sf_ge_snowshoe_cached *t, size_t n,
                                           const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_ext cur, p2;
    sf_ge_snowshoe_cached c2;
    sf_ge_snowshoe_completed c;
    sf_ge_snowshoe_dbl(&p2, p);
    sf_ge_snowshoe_ext_to_cached(&c2, &p2);
    cur = *p;
    sf_ge_snowshoe_ext_to_cached(&t[0], &cur);
    for (size_t i = 1; i < n; i++) {
        sf_ge_snowshoe_add_cached(&c, &cur, &c2);
        sf_ge_snowshoe_completed_to_ext(&cur, &c);
        sf_ge_snowshoe_ext_to_cached(&t[i], &cur);
    }
    sf_wipe(&cur, sizeof cur);
    sf_wipe(&p2, sizeof p2);
    sf_wipe(&c2, sizeof c2);
    sf_wipe(&c, sizeof c);
}
#endif

/* One half's magnitude as the 16 little-endian bytes recode.h takes. */
static void sf_mult_snowshoe_mag_bytes(uint8_t out[16], const uint64_t mag[2])
{
    sf_store64_le(out, mag[0]);
    sf_store64_le(out + 8, mag[1]);
}

/*
 * The digits of both halves of k for window w (n digits each, written to
 * d1, d2) and the two correction digits: half j contributes
 * sign_j (|k_j| + corr_j) with the signs folded into the digits, so the
 * correction to add is -sign_j corr_j times the base.
 */
static void sf_mult_snowshoe_digits(int8_t *d1, int8_t *d2, int8_t corr[2],
                                    const sf_sc_snowshoe *k, unsigned w)
{
    sf_sc_snowshoe_gls g;
    uint8_t mag[16];
    unsigned n = SF_RECODE_REGULAR_DIGITS(SF_MULT_SNOWSHOE_HALF_BITS, w);
    int8_t *dig[2] = {d1, d2};
    uint32_t negs[2];

    sf_sc_snowshoe_gls_decompose(&g, k);
    negs[0] = g.neg1;
    negs[1] = g.neg2;
    for (int j = 0; j < 2; j++) {
        uint32_t c;
        int32_t m = -(int32_t)negs[j]; /* 0 or -1 */
        sf_mult_snowshoe_mag_bytes(mag, j == 0 ? g.mag1 : g.mag2);
        c = sf_recode_regular(dig[j], mag, sizeof mag,
                              SF_MULT_SNOWSHOE_HALF_BITS, w);
        for (unsigned i = 0; i < n; i++)
            dig[j][i] = (int8_t)((dig[j][i] ^ m) - m);
        /* -sign_j * c = (neg ? +c : -c) */
        corr[j] = (int8_t)(((-(int32_t)c) ^ m) - m);
    }
    sf_wipe(&g, sizeof g);
    sf_wipe(mag, sizeof mag);
    sf_wipe(negs, sizeof negs);
}

#ifdef SF_FP2X4
/*
 * The window loop of window_ct_impl.h (same digit format, order of
 * operations and correction step) with the accumulator as one four-lane
 * point of ge_snowshoe_x4.h: r = sum_j sum_i d[j][i] 2^(w i) xt[j][0..],
 * digits d[j * ndig + i], entries xt[j * tsize + u], corr[j] the
 * correction digits. Every doubling is 1S4 + 1M4 and every addition 3M4
 * in place of 3S + 4M and 9M of the scalar chain. Constant time in the
 * digits and corr: each lookup reads the whole table, each negation and
 * correction is a mask.
 */
static void sf_mult_snowshoe_x4_window(sf_ge_snowshoe_ext *r, const int8_t *d,
                                       const sf_fp2x4 *xt, const int8_t *corr,
                                       unsigned dims, unsigned ndig, unsigned tsize, unsigned w)
{
    sf_fp2x4 acc, e, t;
    uint32_t u, neg;

    /*
     * One pass per digit position, top first; the top position starts the
     * chain (no doublings, its first entry set rather than added). The
     * doubling and the addition each have this one call site, inlined
     * (the out-of-line versions cost mul 2.5%).
     */
    for (unsigned i = ndig; i-- > 0;) {
        if (i != ndig - 1) /* public: the position */
            for (unsigned s = 0; s < w; s++)
                sf_ge_snowshoe_x4_dbl(&acc, &acc);
        for (unsigned j = 0; j < dims; j++) {
            sf_recode_digit_split(&u, &neg, d[j * ndig + i]);
            sf_ge_snowshoe_x4_lookup(&e, xt + j * tsize, tsize, u);
            sf_ge_snowshoe_x4_entry_cneg(&e, neg);
            if (i == ndig - 1 && j == 0) /* public */
                sf_ge_snowshoe_x4_set_entry(&acc, &e);
            else
                sf_ge_snowshoe_x4_add_entry(&acc, &acc, &e);
        }
    }
    /* acc += corr[j] * xt[j][0], kept only where corr[j] != 0. */
    for (unsigned j = 0; j < dims; j++) {
        uint32_t c = (uint32_t)(int32_t)corr[j];
        e = xt[j * tsize];
        sf_ge_snowshoe_x4_entry_cneg(&e, c >> 31);
        sf_mult_snowshoe_x4_add(&t, &acc, &e);
        sf_fp2x4_cmov(&acc, &t, (c | (0u - c)) >> 31);
    }
    sf_ge_snowshoe_x4_to_ext(r, &acc);
    sf_wipe(&acc, sizeof acc);
    sf_wipe(&e, sizeof e);
    sf_wipe(&t, sizeof t);
    sf_wipe(&u, sizeof u);
    sf_wipe(&neg, sizeof neg);
}

void sf_mult_snowshoe_mul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k,
                          const sf_ge_snowshoe_ext *p)
{
    sf_fp2x4 xt[2][SF_MULT_SNOWSHOE_MUL_TABLE];
    int8_t dig[2][SF_MULT_SNOWSHOE_MUL_DIGITS];
    int8_t corr[2];

    sf_mult_snowshoe_x4_odd_multiples(xt[0], xt[1], SF_MULT_SNOWSHOE_MUL_TABLE, p);
    sf_mult_snowshoe_digits(dig[0], dig[1], corr, k, SF_MULT_SNOWSHOE_MUL_W);
    sf_mult_snowshoe_x4_window(r, &dig[0][0], &xt[0][0], corr, 2, SF_MULT_SNOWSHOE_MUL_DIGITS,
                               SF_MULT_SNOWSHOE_MUL_TABLE, SF_MULT_SNOWSHOE_MUL_W);
    sf_wipe(xt, sizeof xt);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
}

void sf_mult_snowshoe_simul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *a,
                            const sf_ge_snowshoe_ext *p,
                            const sf_sc_snowshoe *b,
                            const sf_ge_snowshoe_ext *q)
{
    sf_fp2x4 xt[4][SF_MULT_SNOWSHOE_SIMUL_TABLE];
    int8_t dig[4][SF_MULT_SNOWSHOE_SIMUL_DIGITS];
    int8_t corr[4];

    sf_mult_snowshoe_x4_odd_multiples(xt[0], xt[1], SF_MULT_SNOWSHOE_SIMUL_TABLE, p);
    sf_mult_snowshoe_x4_odd_multiples(xt[2], xt[3], SF_MULT_SNOWSHOE_SIMUL_TABLE, q);
    sf_mult_snowshoe_digits(dig[0], dig[1], corr, a, SF_MULT_SNOWSHOE_SIMUL_W);
    sf_mult_snowshoe_digits(dig[2], dig[3], corr + 2, b, SF_MULT_SNOWSHOE_SIMUL_W);
    sf_mult_snowshoe_x4_window(r, &dig[0][0], &xt[0][0], corr, 4, SF_MULT_SNOWSHOE_SIMUL_DIGITS,
                               SF_MULT_SNOWSHOE_SIMUL_TABLE, SF_MULT_SNOWSHOE_SIMUL_W);
    sf_wipe(xt, sizeof xt);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
}

#else /* !SF_FP2X4 */

/* ---- mul ------------------------------------------------------------------------- */

void sf_mult_snowshoe_mul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k,
                          const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_cached tab[2][SF_MULT_SNOWSHOE_MUL_TABLE];
    int8_t dig[2][SF_MULT_SNOWSHOE_MUL_DIGITS];
    int8_t corr[2];
    sf_mult_snowshoe_acc acc;

    sf_mult_snowshoe_odd_multiples(tab[0], SF_MULT_SNOWSHOE_MUL_TABLE, p);
    for (int i = 0; i < SF_MULT_SNOWSHOE_MUL_TABLE; i++)
        sf_ge_snowshoe_cached_psi(&tab[1][i], &tab[0][i]);
    sf_mult_snowshoe_digits(dig[0], dig[1], corr, k, SF_MULT_SNOWSHOE_MUL_W);
    sf_mult_snowshoe_window_mul(&acc, (const int8_t(*)[SF_MULT_SNOWSHOE_MUL_DIGITS])dig,
                                (const sf_ge_snowshoe_cached(*)[SF_MULT_SNOWSHOE_MUL_TABLE])tab,
                                corr);
    sf_ge_snowshoe_completed_to_ext(r, &acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_wipe(&acc, sizeof acc);
}

/* ---- simul ------------------------------------------------------------------------ */

void sf_mult_snowshoe_simul(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *a,
                            const sf_ge_snowshoe_ext *p,
                            const sf_sc_snowshoe *b,
                            const sf_ge_snowshoe_ext *q)
{
    sf_ge_snowshoe_cached tab[4][SF_MULT_SNOWSHOE_SIMUL_TABLE];
    int8_t dig[4][SF_MULT_SNOWSHOE_SIMUL_DIGITS];
    int8_t corr[4];
    sf_mult_snowshoe_acc acc;

    sf_mult_snowshoe_odd_multiples(tab[0], SF_MULT_SNOWSHOE_SIMUL_TABLE, p);
    sf_mult_snowshoe_odd_multiples(tab[2], SF_MULT_SNOWSHOE_SIMUL_TABLE, q);
    for (int i = 0; i < SF_MULT_SNOWSHOE_SIMUL_TABLE; i++) {
        sf_ge_snowshoe_cached_psi(&tab[1][i], &tab[0][i]);
        sf_ge_snowshoe_cached_psi(&tab[3][i], &tab[2][i]);
    }
    sf_mult_snowshoe_digits(dig[0], dig[1], corr, a, SF_MULT_SNOWSHOE_SIMUL_W);
    sf_mult_snowshoe_digits(dig[2], dig[3], corr + 2, b, SF_MULT_SNOWSHOE_SIMUL_W);
    sf_mult_snowshoe_window_simul(&acc, (const int8_t(*)[SF_MULT_SNOWSHOE_SIMUL_DIGITS])dig,
                                  (const sf_ge_snowshoe_cached(*)[SF_MULT_SNOWSHOE_SIMUL_TABLE])tab,
                                  corr);
    sf_ge_snowshoe_completed_to_ext(r, &acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_wipe(&acc, sizeof acc);
}

#endif /* SF_FP2X4 */

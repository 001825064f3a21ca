/*
 * FourQ's scalar multiplications, written once over the operations of
 * mult_fourq_ops.h and compiled once per CPU level by the level units
 * mult_fourq_{baseline,v3,ifma}.c (common/level.h), each of which exports
 * its sf_mult_fourq_impl table; mult_fourq.c dispatches. Contracts in
 * mult_fourq.h, tables in mult_fourq_tables.h.
 *
 * /// mul_gen: the comb ///
 *
 * The mLSB-set comb of [FLS15] (w = 6, d = 42 columns) over the static
 * tables, V = 7 tables of E = 6 columns (mult_fourq_tables.h).
 * sf_sc_fourq_recode_comb writes k' = k (odd k) or k + N (even k, so k = 0
 * gives N), which is odd and < 2^247 and satisfies [k']G = [k]G; its column
 * digits become the shared digit format of comb_ct_impl.h: 5 doublings and
 * 41 additions of generator entries.
 *
 * /// mul_endo: [CL15, Alg. 2] on the window template ///
 *
 * k -> (a1, a2, a3, a4), each < 2^64 with a1 odd (sf_sc_fourq_decompose),
 * recoded by GLV-SAC into 65 digits s_i T[u_i], s_i = +-1, u_i < 8
 * (sf_sc_fourq_recode_sac), where T[u] = P + u_0 phi(P) + u_1 psi(P)
 * + u_2 psi(phi(P)). In the shared digit format (scalar/recode.h) a digit is
 * s (2u + 1): "add s times entry u", which is what window_ct_impl.h does
 * with DIMS = 1, TABLE = 8 and DBLS = 1: 64 doublings, 64 additions and 65
 * scans of the 8-entry table, the same sequence for every k. Table: phi(P),
 * psi(P), psi(phi(P)) (one phi, two psi, scalar), then the 8 combinations
 * by 7 additions.
 *
 * /// mul_noendo: the plain signed window ///
 *
 * k mod N, made odd (k + 1 when even; sf_sc_fourq_recode_window) and recoded
 * into 50 odd digits |d| <= 31 of 5 bits: 245 doublings, 50 additions over
 * 16 odd multiples of P, and the template's correction subtracts P again
 * when k was even.
 *
 * /// mul_double_vartime: interleaved wNAF ///
 *
 * [k]G + [l]Q = sum_j [k_j] B_j + sum_j [l_j] C_j with the decompositions of
 * k and l, B = (G, phi G, psi G, psi phi G) and C the same images of Q: eight
 * 64-bit parts over one chain of at most 65 doublings. The generator's parts
 * use width-12 NAFs over the static tables (1024 odd multiples each, int16_t
 * digits from sf_recode_wnaf16_vartime), Q's parts width-4 NAFs over 4 odd
 * multiples of each C_j built per call (FourQlib's WQ = 4: with w = 5 the
 * four tables cost more than the additions saved).
 *
 * /// mul_cofactor ///
 *
 * [392]P = 8 (16 (2P + P) + P): 8 doublings and 2 additions.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015.
 * [FLS15] A. Faz-Hernandez, P. Longa, A. H. Sanchez, "Efficient and secure
 *         algorithms for GLV-based scalar multiplication and their
 *         implementation on GLV-GLS curves", J. Cryptographic Engineering 2015.
 */
#ifndef SF_LEVEL_UNIT_EMPTY

#include "common/endian.h"
#include "mult/fourq/mult_fourq.h"
#include "mult/fourq/mult_fourq_ops.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

SF_STATIC_ASSERT(SF_SC_FOURQ_SAC_DIGITS == 65, "GLV-SAC length");
SF_STATIC_ASSERT(SF_SC_FOURQ_WINDOW == 5, "select16 serves w = 5");
/* The recoding fixes w and the column count d; how the d columns are split
 * into tables (V x E) is the tables' business. */
SF_STATIC_ASSERT(SF_MULT_FOURQ_COMB_W == SF_SC_FOURQ_COMB_W &&
                     SF_MULT_FOURQ_COMB_D == SF_SC_FOURQ_COMB_D,
                 "the tables and the recoding must have the same shape");

/* Digits s (2u + 1) from (u, s = -1 where neg), without a branch. */
static void sf_mult_fourq_digits(int8_t *dig, const uint8_t *idx, const uint8_t *neg, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t v = 2u * idx[i] + 1u, m = 0u - (uint32_t)neg[i]; /* m: 0 or all-ones */
        dig[i] = (int8_t)(int32_t)((v ^ m) - m);
    }
}

/* ---- mul_gen ------------------------------------------------------------------ */

#define SF_MULT_COMB_NAME sf_mult_fourq_comb_eval
#define SF_MULT_COMB_ACC sf_mult_fourq_acc
#define SF_MULT_COMB_TENTRY sf_mult_fourq_packed
#define SF_MULT_COMB_ENTRY sf_mult_fourq_gentry
#define SF_MULT_COMB_V SF_MULT_FOURQ_COMB_V
#define SF_MULT_COMB_E SF_MULT_FOURQ_COMB_E
#define SF_MULT_COMB_TABLE SF_MULT_FOURQ_COMB_TABLE
#define SF_MULT_COMB_LOOKUP sf_mult_fourq_gentry_select
#define SF_MULT_COMB_CNEG sf_mult_fourq_gentry_cneg
#define SF_MULT_COMB_SET sf_mult_fourq_acc_set_gentry
#define SF_MULT_COMB_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_COMB_ADD sf_mult_fourq_acc_add_gentry
#include "mult/comb_ct_impl.h"

static void sf_mult_fourq_mul_gen_impl(sf_ge_fourq_ext *r, const sf_sc_fourq *k)
{
    uint8_t idx[SF_MULT_FOURQ_COMB_D], neg[SF_MULT_FOURQ_COMB_D];
    int8_t dig[SF_MULT_FOURQ_COMB_D];
    sf_mult_fourq_acc acc;

    sf_sc_fourq_recode_comb(idx, neg, k);
    sf_mult_fourq_digits(dig, idx, neg, SF_MULT_FOURQ_COMB_D);
    sf_mult_fourq_comb_eval(&acc, dig, sf_mult_fourq_comb);
    sf_mult_fourq_acc_to_ext(r, &acc);
    sf_wipe(idx, sizeof idx);
    sf_wipe(neg, sizeof neg);
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
}

/* ---- mul_endo --------------------------------------------------------------------- */

#define SF_MULT_FW_NAME sf_mult_fourq_window_endo
#define SF_MULT_FW_ACC sf_mult_fourq_acc
#define SF_MULT_FW_ENTRY sf_mult_fourq_entry
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_SC_FOURQ_SAC_DIGITS
#define SF_MULT_FW_TABLE 8
#define SF_MULT_FW_DBLS 1
#define SF_MULT_FW_LOOKUP sf_mult_fourq_select8
#define SF_MULT_FW_CNEG sf_mult_fourq_entry_cneg
#define SF_MULT_FW_SET sf_mult_fourq_acc_set
#define SF_MULT_FW_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_FW_ADD sf_mult_fourq_acc_add
#include "mult/window_ct_impl.h"

/*
 * t[u] = P + u_0 phi(P) + u_1 psi(P) + u_2 psi(phi(P)), u < 8, by
 * t[u] = t[u - 2^j] + B_j for the top set bit j of u (7 additions).
 */
static void sf_mult_fourq_endo_table(sf_mult_fourq_entry t[8], const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_ext b[4];
    sf_mult_fourq_acc cur[8];
    sf_mult_fourq_entry bj;
    sf_mult_fourq_k k;

    sf_mult_fourq_k_load(&k);
    b[0] = *p;
    sf_ge_fourq_phi(&b[1], p);
    sf_ge_fourq_psi(&b[2], p);
    sf_ge_fourq_psi(&b[3], &b[1]);
    sf_mult_fourq_acc_from_ext(&cur[0], &b[0]);
    for (int j = 0; j < 3; j++) {
        int step = 1 << j;
        sf_mult_fourq_acc_from_ext(&cur[step], &b[j + 1]);
        sf_mult_fourq_entry_from_acc(&bj, &cur[step], &k);
        for (int u = 0; u < step; u++) {
            cur[step + u] = cur[u];
            sf_mult_fourq_acc_add(&cur[step + u], &bj);
        }
    }
    for (int u = 0; u < 8; u++)
        sf_mult_fourq_entry_from_acc(&t[u], &cur[u], &k);
    sf_wipe(b, sizeof b);
    sf_wipe(cur, sizeof cur);
    sf_wipe(&bj, sizeof bj);
}

static void sf_mult_fourq_mul_endo_impl(sf_ge_fourq_ext *r, const uint8_t k[32],
                                        const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_entry tab[1][8];
    sf_sc_fourq_decomp dec;
    uint8_t idx[SF_SC_FOURQ_SAC_DIGITS], neg[SF_SC_FOURQ_SAC_DIGITS];
    int8_t dig[1][SF_SC_FOURQ_SAC_DIGITS];
    sf_mult_fourq_acc acc;

    sf_mult_fourq_endo_table(tab[0], p);
    sf_sc_fourq_decompose(&dec, k);
    sf_sc_fourq_recode_sac(idx, neg, &dec);
    sf_mult_fourq_digits(dig[0], idx, neg, SF_SC_FOURQ_SAC_DIGITS);
    sf_mult_fourq_window_endo(&acc, (const int8_t(*)[SF_SC_FOURQ_SAC_DIGITS])dig,
                              (const sf_mult_fourq_entry(*)[8])tab);
    sf_mult_fourq_acc_to_ext(r, &acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(&dec, sizeof dec);
    sf_wipe(idx, sizeof idx);
    sf_wipe(neg, sizeof neg);
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
}

/* ---- mul_noendo --------------------------------------------------------------- */

#define SF_MULT_FW_NAME sf_mult_fourq_window_noendo
#define SF_MULT_FW_ACC sf_mult_fourq_acc
#define SF_MULT_FW_ENTRY sf_mult_fourq_entry
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_SC_FOURQ_WINDOW_DIGITS
#define SF_MULT_FW_TABLE 16
#define SF_MULT_FW_DBLS SF_SC_FOURQ_WINDOW
#define SF_MULT_FW_LOOKUP sf_mult_fourq_select16
#define SF_MULT_FW_CNEG sf_mult_fourq_entry_cneg
#define SF_MULT_FW_SET sf_mult_fourq_acc_set
#define SF_MULT_FW_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_FW_ADD sf_mult_fourq_acc_add
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_mult_fourq_acc_cmov
#include "mult/window_ct_impl.h"

/* t[i] = (2i + 1) B for i < n: one doubling, then n - 1 additions of 2B.
 * Constant time (n public). */
static void sf_mult_fourq_odd_multiples(sf_mult_fourq_entry *t, size_t n, const sf_ge_fourq_ext *b,
                                        const sf_mult_fourq_k *k)
{
    sf_mult_fourq_acc cur, b2;
    sf_mult_fourq_entry c2;
    sf_mult_fourq_acc_from_ext(&cur, b);
    b2 = cur;
    sf_mult_fourq_acc_dbl(&b2);
    sf_mult_fourq_entry_from_acc(&c2, &b2, k);
    sf_mult_fourq_entry_from_acc(&t[0], &cur, k);
    for (size_t i = 1; i < n; i++) {
        sf_mult_fourq_acc_add(&cur, &c2);
        sf_mult_fourq_entry_from_acc(&t[i], &cur, k);
    }
    sf_wipe(&cur, sizeof cur);
    sf_wipe(&b2, sizeof b2);
    sf_wipe(&c2, sizeof c2);
}

static void sf_mult_fourq_mul_noendo_impl(sf_ge_fourq_ext *r, const uint8_t k[32],
                                          const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_entry tab[1][16];
    int8_t dig[1][SF_SC_FOURQ_WINDOW_DIGITS];
    int8_t corr[1];
    sf_sc_fourq kr;
    sf_mult_fourq_acc acc;
    sf_mult_fourq_k kc;

    sf_mult_fourq_k_load(&kc);
    sf_mult_fourq_odd_multiples(tab[0], 16, p, &kc);
    sf_sc_fourq_reduce(&kr, k);
    /* the recoding wrote k + flag: subtract flag P again */
    corr[0] = (int8_t)(0 - (int32_t)sf_sc_fourq_recode_window(dig[0], &kr));
    sf_mult_fourq_window_noendo(&acc, (const int8_t(*)[SF_SC_FOURQ_WINDOW_DIGITS])dig,
                                (const sf_mult_fourq_entry(*)[16])tab, corr);
    sf_mult_fourq_acc_to_ext(r, &acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_sc_fourq_clear(&kr);
    sf_wipe(&acc, sizeof acc);
}

/* ---- mul_double_vartime ----------------------------------------------------------- */

#define SF_MULT_FOURQ_Q_W 4
#define SF_MULT_FOURQ_Q_TABLE (1 << (SF_MULT_FOURQ_Q_W - 2))
#define SF_MULT_FOURQ_NAF_LEN SF_RECODE_WNAF_DIGITS(8)

static void sf_mult_fourq_add_packed_vartime(sf_mult_fourq_acc *a, const sf_mult_fourq_packed *p)
{
    sf_mult_fourq_gentry g;
    sf_mult_fourq_gentry_unpack(&g, p);
    sf_mult_fourq_acc_add_gentry(a, &g);
}

static void sf_mult_fourq_sub_packed_vartime(sf_mult_fourq_acc *a, const sf_mult_fourq_packed *p)
{
    sf_mult_fourq_gentry g;
    sf_mult_fourq_gentry_unpack(&g, p);
    sf_mult_fourq_acc_sub_gentry(a, &g);
}

#define SF_MULT_ST_NAME sf_mult_fourq_straus_vartime
#define SF_MULT_ST_ACC sf_mult_fourq_acc
#define SF_MULT_ST_ENTRY_A sf_mult_fourq_entry
#define SF_MULT_ST_ENTRY_B sf_mult_fourq_packed
#define SF_MULT_ST_DIGIT int16_t
#define SF_MULT_ST_IDENTITY sf_mult_fourq_acc_identity
#define SF_MULT_ST_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_ST_ADD_A sf_mult_fourq_acc_add
#define SF_MULT_ST_SUB_A sf_mult_fourq_acc_sub
#define SF_MULT_ST_ADD_B sf_mult_fourq_add_packed_vartime
#define SF_MULT_ST_SUB_B sf_mult_fourq_sub_packed_vartime
#include "mult/straus_vartime_impl.h"

/* The wNAF of a 64-bit decomposition part (int16_t digits: the generator's
 * width exceeds 8). Returns its significant length. Variable time. */
static size_t sf_mult_fourq_part_naf_vartime(int16_t naf[SF_MULT_FOURQ_NAF_LEN],
                                             uint64_t a, unsigned w)
{
    uint8_t b[8];
    sf_store64_le(b, a);
    return sf_recode_wnaf16_vartime(naf, SF_MULT_FOURQ_NAF_LEN, b, sizeof b, w);
}

static void sf_mult_fourq_mul_double_vartime_impl(sf_ge_fourq_ext *r, const uint8_t k[32],
                                                  const uint8_t l[32], const sf_ge_fourq_ext *q)
{
    sf_mult_fourq_entry tq[4][SF_MULT_FOURQ_Q_TABLE];
    sf_ge_fourq_ext base[4];
    int16_t naf[8][SF_MULT_FOURQ_NAF_LEN];
    sf_sc_fourq_decomp dk, dl;
    sf_mult_fourq_acc acc;
    sf_mult_fourq_k kc;
    size_t len = 0;

    sf_mult_fourq_k_load(&kc);
    base[0] = *q;
    sf_ge_fourq_phi(&base[1], q);
    sf_ge_fourq_psi(&base[2], q);
    sf_ge_fourq_psi(&base[3], &base[1]);
    for (int j = 0; j < 4; j++)
        sf_mult_fourq_odd_multiples(tq[j], SF_MULT_FOURQ_Q_TABLE, &base[j], &kc);

    sf_sc_fourq_decompose(&dl, l);
    sf_sc_fourq_decompose(&dk, k);
    for (int j = 0; j < 4; j++) {
        size_t t = sf_mult_fourq_part_naf_vartime(naf[j], dl.a[j], SF_MULT_FOURQ_Q_W);
        len = t > len ? t : len;
        t = sf_mult_fourq_part_naf_vartime(naf[4 + j], dk.a[j], SF_MULT_FOURQ_DBL_W);
        len = t > len ? t : len;
    }
    {
        const int16_t *const naf_a[4] = {naf[0], naf[1], naf[2], naf[3]};
        const sf_mult_fourq_entry *const tab_a[4] = {tq[0], tq[1], tq[2], tq[3]};
        const int16_t *const naf_b[4] = {naf[4], naf[5], naf[6], naf[7]};
        const sf_mult_fourq_packed *const tab_b[4] = {sf_mult_fourq_dbl_g[0], sf_mult_fourq_dbl_g[1],
                                                      sf_mult_fourq_dbl_g[2], sf_mult_fourq_dbl_g[3]};
        sf_mult_fourq_straus_vartime(&acc, len, 4, naf_a, tab_a, 4, naf_b, tab_b);
    }
    sf_mult_fourq_acc_to_ext(r, &acc);
}

/* ---- mul_cofactor ------------------------------------------------------------------ */

static void sf_mult_fourq_mul_cofactor_impl(sf_ge_fourq_ext *r, const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_entry pc;
    sf_mult_fourq_acc q;
    sf_mult_fourq_k k;

    sf_mult_fourq_k_load(&k);
    sf_mult_fourq_acc_from_ext(&q, p);
    sf_mult_fourq_entry_from_acc(&pc, &q, &k);
    sf_mult_fourq_acc_dbl(&q);
    sf_mult_fourq_acc_add(&q, &pc); /* [3]P */
    for (int i = 0; i < 4; i++)
        sf_mult_fourq_acc_dbl(&q);  /* [48]P */
    sf_mult_fourq_acc_add(&q, &pc); /* [49]P */
    for (int i = 0; i < 3; i++)
        sf_mult_fourq_acc_dbl(&q);  /* [392]P */
    sf_mult_fourq_acc_to_ext(r, &q);
    sf_wipe(&q, sizeof q);
    sf_wipe(&pc, sizeof pc);
}

/* ---- the level's table ------------------------------------------------------------- */

const sf_mult_fourq_impl SF_LEVEL_NAME(sf_mult_fourq_impl) = {
    sf_mult_fourq_mul_gen_impl,
    sf_mult_fourq_mul_endo_impl,
    sf_mult_fourq_mul_noendo_impl,
    sf_mult_fourq_mul_double_vartime_impl,
    sf_mult_fourq_mul_cofactor_impl,
};

#endif /* SF_LEVEL_UNIT_EMPTY */

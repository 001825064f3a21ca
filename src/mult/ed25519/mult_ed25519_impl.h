/*
 * edwards25519's scalar multiplications, written once over the operations
 * of mult_ed25519_ops.h and compiled once per CPU level by the level units
 * mult_ed25519_{baseline,v3,ifma}.c (common/level.h), each of which exports
 * its sf_mult_ed25519_impl table; mult_ed25519.c dispatches. Contracts in
 * mult_ed25519.h, tables in mult_ed25519_tables.h.
 *
 * /// mul_gen: the comb ///
 *
 * The mLSB-set comb of [FLS15] (w = 6, d = 44 columns) over the static
 * tables, V = 11 tables of E = 4 columns. The recoding needs an odd
 * integer: k' = k (odd k) or k + l (even k), which is odd (l is) and
 * satisfies [k']B = [k]B; it is below 2^256 + 2^253 < 2^(d w - 1) for any
 * 256-bit k, so no reduction mod l comes first. sf_recode_comb writes its
 * column digits in the shared digit format of comb_ct_impl.h: 3 doublings
 * and 43 additions of base-point entries.
 *
 * /// mul: the signed window ///
 *
 * k (all 256 bits) made odd (k + 1 when even) and recoded into 52 odd
 * digits |d| <= 31 of 5 bits (sf_recode_regular): 255 doublings, 51
 * additions over the 16 odd multiples of P, and the template's correction
 * subtracts P again when k was even. Exact for every P (the formulas are
 * complete and no bit of k is dropped).
 *
 * /// simul_gen_vartime: interleaved wNAF ///
 *
 * [a]B + [b]P over one chain of at most 257 doublings: a's width-11 NAF
 * over the 512 static odd multiples of B (niels), b's width-5 NAF over
 * 8 odd multiples of P built per call (cached).
 *
 * [FLS15] A. Faz-Hernandez, P. Longa, A. H. Sanchez, "Efficient and secure
 *         algorithms for GLV-based scalar multiplication and their
 *         implementation on GLV-GLS curves", J. Cryptographic Engineering 2015.
 */
#ifndef SF_LEVEL_UNIT_EMPTY

#include "mult/ed25519/mult_ed25519.h"
#include "mult/ed25519/mult_ed25519_ops.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

/* ---- mul_gen ------------------------------------------------------------------ */

#define SF_MULT_COMB_NAME sf_mult_ed25519_comb_eval
#define SF_MULT_COMB_ACC sf_mult_ed25519_acc
#define SF_MULT_COMB_TENTRY sf_mult_ed25519_packed
#define SF_MULT_COMB_ENTRY sf_mult_ed25519_gentry
#define SF_MULT_COMB_V SF_MULT_ED25519_COMB_V
#define SF_MULT_COMB_E SF_MULT_ED25519_COMB_E
#define SF_MULT_COMB_TABLE SF_MULT_ED25519_COMB_TABLE
#define SF_MULT_COMB_LOOKUP sf_mult_ed25519_gentry_select
#define SF_MULT_COMB_CNEG sf_mult_ed25519_gentry_cneg
#define SF_MULT_COMB_SET sf_mult_ed25519_acc_set_gentry
#define SF_MULT_COMB_DBL sf_mult_ed25519_acc_dbl
#define SF_MULT_COMB_ADD sf_mult_ed25519_acc_add_gentry
#include "mult/comb_ct_impl.h"

/*
 * kp = k + l (1 - k mod 2), 33 bytes LE: the odd representative the comb
 * takes. The addend is l masked by the (secret) parity: no branch.
 */
static void sf_mult_ed25519_make_odd(uint8_t kp[33], const uint8_t k[32])
{
    uint32_t m = 0u - ((uint32_t)(k[0] & 1) ^ 1u), c = 0;
    for (int i = 0; i < 32; i++) {
        c += (uint32_t)k[i] + (sf_ge_ed25519_order[i] & m);
        kp[i] = (uint8_t)c;
        c >>= 8;
    }
    kp[32] = (uint8_t)c;
}

static void sf_mult_ed25519_mul_gen_impl(sf_ge_ed25519_ext *r, const uint8_t k[32])
{
    uint8_t kp[33];
    int8_t dig[SF_MULT_ED25519_COMB_D];
    sf_mult_ed25519_acc acc;

    sf_mult_ed25519_make_odd(kp, k);
    sf_recode_comb(dig, kp, sizeof kp, SF_MULT_ED25519_COMB_D, SF_MULT_ED25519_COMB_W);
    sf_mult_ed25519_comb_eval(&acc, dig, sf_mult_ed25519_comb);
    sf_mult_ed25519_acc_to_ext(r, &acc);
    sf_wipe(kp, sizeof kp);
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
}

/* ---- mul ---------------------------------------------------------------------- */

#define SF_MULT_ED25519_WIN 5
#define SF_MULT_ED25519_WIN_DIGITS SF_RECODE_REGULAR_DIGITS(256, SF_MULT_ED25519_WIN)

#define SF_MULT_FW_NAME sf_mult_ed25519_window
#define SF_MULT_FW_ACC sf_mult_ed25519_acc
#define SF_MULT_FW_ENTRY sf_mult_ed25519_entry
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_MULT_ED25519_WIN_DIGITS
#define SF_MULT_FW_TABLE 16
#define SF_MULT_FW_DBLS SF_MULT_ED25519_WIN
#define SF_MULT_FW_LOOKUP sf_mult_ed25519_select16
#define SF_MULT_FW_CNEG sf_mult_ed25519_entry_cneg
#define SF_MULT_FW_SET sf_mult_ed25519_acc_set
#define SF_MULT_FW_DBL sf_mult_ed25519_acc_dbl
#define SF_MULT_FW_ADD sf_mult_ed25519_acc_add
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_mult_ed25519_acc_cmov
#include "mult/window_ct_impl.h"

static void sf_mult_ed25519_mul_impl(sf_ge_ed25519_ext *r, const uint8_t k[32],
                                     const sf_ge_ed25519_ext *p)
{
    sf_mult_ed25519_entry tab[1][16];
    int8_t dig[1][SF_MULT_ED25519_WIN_DIGITS];
    int8_t corr[1];
    sf_mult_ed25519_acc acc;
    sf_mult_ed25519_k kc;

    sf_mult_ed25519_k_load(&kc);
    sf_mult_ed25519_odd_multiples(tab[0], 16, p, &kc);
    /* the recoding wrote k + flag: subtract flag P again */
    corr[0] = (int8_t)(0 - (int32_t)sf_recode_regular(dig[0], k, 32, 256, SF_MULT_ED25519_WIN));
    sf_mult_ed25519_window(&acc, (const int8_t(*)[SF_MULT_ED25519_WIN_DIGITS])dig,
                           (const sf_mult_ed25519_entry(*)[16])tab, corr);
    sf_mult_ed25519_acc_to_ext(r, &acc);
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_wipe(&acc, sizeof acc);
}

/* ---- simul_gen_vartime -------------------------------------------------------------- */

#define SF_MULT_ED25519_P_W 5
#define SF_MULT_ED25519_P_TABLE (1 << (SF_MULT_ED25519_P_W - 2))
#define SF_MULT_ED25519_NAF_LEN SF_RECODE_WNAF_DIGITS(32)

#define SF_MULT_ST_NAME sf_mult_ed25519_straus_vartime
#define SF_MULT_ST_ACC sf_mult_ed25519_acc
#define SF_MULT_ST_ENTRY_A sf_mult_ed25519_entry
#define SF_MULT_ST_ENTRY_B sf_mult_ed25519_packed
#define SF_MULT_ST_DIGIT int16_t
#define SF_MULT_ST_IDENTITY sf_mult_ed25519_acc_identity
#define SF_MULT_ST_DBL sf_mult_ed25519_acc_dbl
#define SF_MULT_ST_ADD_A sf_mult_ed25519_acc_add
#define SF_MULT_ST_SUB_A sf_mult_ed25519_acc_sub
#define SF_MULT_ST_ADD_B sf_mult_ed25519_acc_add_packed_vartime
#define SF_MULT_ST_SUB_B sf_mult_ed25519_acc_sub_packed_vartime
#include "mult/straus_vartime_impl.h"

static void sf_mult_ed25519_simul_gen_vartime_impl(sf_ge_ed25519_ext *r, const uint8_t a[32],
                                                   const uint8_t b[32],
                                                   const sf_ge_ed25519_ext *p)
{
    sf_mult_ed25519_entry tp[SF_MULT_ED25519_P_TABLE];
    int16_t naf_p[SF_MULT_ED25519_NAF_LEN], naf_g[SF_MULT_ED25519_NAF_LEN];
    sf_mult_ed25519_acc acc;
    sf_mult_ed25519_k kc;
    size_t len, t;

    sf_mult_ed25519_k_load(&kc);
    sf_mult_ed25519_odd_multiples(tp, SF_MULT_ED25519_P_TABLE, p, &kc);
    len = sf_recode_wnaf16_vartime(naf_p, SF_MULT_ED25519_NAF_LEN, b, 32, SF_MULT_ED25519_P_W);
    t = sf_recode_wnaf16_vartime(naf_g, SF_MULT_ED25519_NAF_LEN, a, 32, SF_MULT_ED25519_DBL_W);
    len = t > len ? t : len;
    {
        const int16_t *const naf_a[1] = {naf_p};
        const sf_mult_ed25519_entry *const tab_a[1] = {tp};
        const int16_t *const naf_b[1] = {naf_g};
        const sf_mult_ed25519_packed *const tab_b[1] = {sf_mult_ed25519_dbl_g};
        sf_mult_ed25519_straus_vartime(&acc, len, 1, naf_a, tab_a, 1, naf_b, tab_b);
    }
    sf_mult_ed25519_acc_to_ext(r, &acc);
}

/* ---- the level's table ------------------------------------------------------------- */

const sf_mult_ed25519_impl SF_LEVEL_NAME(sf_mult_ed25519_impl) = {
    sf_mult_ed25519_mul_gen_impl,
    sf_mult_ed25519_mul_impl,
    sf_mult_ed25519_simul_gen_vartime_impl,
};

#endif /* SF_LEVEL_UNIT_EMPTY */

/*
 * FourQ variable-base multiplication, constant time: with the
 * 4-dimensional decomposition (_endo) and without it (_noendo).
 * Contracts in mult_fourq.h.
 *
 * /// _endo: [CL15, Alg. 2] on the shared window template ///
 *
 * k -> (a1, a2, a3, a4), each < 2^64 with a1 odd (sf_sc_fourq_decompose),
 * recoded by GLV-SAC into 65 digits s_i T[u_i], s_i = +-1, u_i < 8
 * (sf_sc_fourq_recode_sac), where T[u] = P + u_0 phi(P) + u_1 psi(P)
 * + u_2 psi(phi(P)). In the shared digit format (scalar/recode.h) a digit is
 * s (2u + 1): "add s times entry u", which is what window_ct_impl.h does
 * with DIMS = 1, TABLE = 8 and DBLS = 1: 64 doublings, 64 additions and 65
 * scans of the 8-entry table, the same sequence for every k.
 * Table: phi(P), psi(P), psi(phi(P)) (one phi, two psi), then the 8
 * combinations by 7 additions (each a cached operand built once), every
 * entry stored as R2 (cached) for the 8M addition.
 *
 * /// _noendo: the plain signed window ///
 *
 * k mod N, made odd (k + 1 when even; sf_sc_fourq_recode_window) and recoded
 * into 50 odd digits |d| <= 31 of 5 bits: 245 doublings, 50 additions over
 * 16 odd multiples of P, and the template's correction subtracts P again
 * when k was even.
 *
 * [CL15] C. Costello, P. Longa, "FourQ: four-dimensional decompositions on
 *        a Q-curve over the Mersenne prime", ASIACRYPT 2015.
 */
#include "mult/fourq/mult_fourq.h"

#include "group/fourq/ge_fourq_x4.h"
#include "mult/fourq/mult_fourq_ops.h"
#include "snowfield/common.h"

SF_STATIC_ASSERT(SF_SC_FOURQ_SAC_DIGITS == 65, "GLV-SAC length");
SF_STATIC_ASSERT(SF_SC_FOURQ_WINDOW == 5, "select_cached16 serves w = 5");

#ifndef SF_FP2X4
#define SF_MULT_FW_NAME sf_mult_fourq_window_endo
#define SF_MULT_FW_ACC sf_mult_fourq_acc
#define SF_MULT_FW_ENTRY sf_ge_fourq_cached
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_SC_FOURQ_SAC_DIGITS
#define SF_MULT_FW_TABLE 8
#define SF_MULT_FW_DBLS 1
#define SF_MULT_FW_LOOKUP sf_mult_fourq_select_cached8
#define SF_MULT_FW_CNEG(e, neg) sf_ge_fourq_cached_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_fourq_acc_set_cached
#define SF_MULT_FW_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_FW_ADD sf_mult_fourq_acc_add_cached
#include "mult/window_ct_impl.h"
#endif

#define SF_MULT_FW_NAME sf_mult_fourq_window_noendo
#define SF_MULT_FW_ACC sf_mult_fourq_acc
#define SF_MULT_FW_ENTRY sf_ge_fourq_cached
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_SC_FOURQ_WINDOW_DIGITS
#define SF_MULT_FW_TABLE 16
#define SF_MULT_FW_DBLS SF_SC_FOURQ_WINDOW
#define SF_MULT_FW_LOOKUP sf_mult_fourq_select_cached16
#define SF_MULT_FW_CNEG(e, neg) sf_ge_fourq_cached_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_fourq_acc_set_cached
#define SF_MULT_FW_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_FW_ADD sf_mult_fourq_acc_add_cached
#define SF_MULT_FW_CORRECT 1
#define SF_MULT_FW_CMOV sf_mult_fourq_acc_cmov
#include "mult/window_ct_impl.h"

/* ---- _endo ----------------------------------------------------------------- */

/*
 * The table: t[u] = P + u_0 phi(P) + u_1 psi(P) + u_2 psi(phi(P)) as R2,
 * u < 8, by t[u] = t[u - 2^j] + B_j for the top set bit j of u (7
 * additions). phi and psi are scalar in both builds.
 */
static void sf_mult_fourq_endo_bases(sf_ge_fourq_ext b[4], const sf_ge_fourq_ext *p)
{
    b[0] = *p;
    sf_ge_fourq_phi(&b[1], p);
    sf_ge_fourq_psi(&b[2], p);
    sf_ge_fourq_psi(&b[3], &b[1]);
}

#ifdef SF_FP2X4
/*
 * Four lanes (group/fourq/ge_fourq_x4.h): the table built and kept in
 * lanes (an R2 conversion is one four-lane product by (1, 1, 2, 2d)), every
 * doubling and addition of the chain two four-lane products, the lookup a
 * scan of the lane entries. The chain starts from O plus the top entry (one
 * addition more than the scalar SET, but no scalar 1/d product), and the
 * result is unpacked once.
 */
typedef sf_ge_fourq_x4_cached sf_mult_fourq_endo_entry;

static void sf_mult_fourq_endo_table(sf_ge_fourq_x4_cached t[8], const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_ext b[4];
    sf_ge_fourq_x4 cur[8], bj;
    sf_ge_fourq_x4_cached bc;
    sf_fp2x4 k;
    sf_ge_fourq_x4_cached_factors(&k);
    sf_mult_fourq_endo_bases(b, p);
    sf_ge_fourq_x4_from_ext(&cur[0], &b[0]);
    for (int j = 0; j < 3; j++) {
        int step = 1 << j;
        sf_ge_fourq_x4_from_ext(&bj, &b[j + 1]);
        sf_ge_fourq_x4_to_cached(&bc, &bj, &k);
        for (int u = 0; u < step; u++)
            sf_ge_fourq_x4_add_cached(&cur[step + u], &cur[u], &bc);
    }
    for (int u = 0; u < 8; u++)
        sf_ge_fourq_x4_to_cached(&t[u], &cur[u], &k);
    sf_wipe(b, sizeof b);
    sf_wipe(cur, sizeof cur);
    sf_wipe(&bj, sizeof bj);
    sf_wipe(&bc, sizeof bc);
}

static void sf_mult_fourq_endo_chain(sf_ge_fourq_ext *r, const sf_ge_fourq_x4_cached t[8],
                                     const uint8_t idx[SF_SC_FOURQ_SAC_DIGITS],
                                     const uint8_t neg[SF_SC_FOURQ_SAC_DIGITS])
{
    sf_ge_fourq_x4_cached e;
    sf_ge_fourq_x4 acc;

    sf_ge_fourq_x4_identity(&acc);
    sf_ge_fourq_x4_cached_lookup(&e, t, 8, idx[SF_SC_FOURQ_SAC_DIGITS - 1],
                                 neg[SF_SC_FOURQ_SAC_DIGITS - 1]);
    sf_ge_fourq_x4_add_cached(&acc, &acc, &e);
    for (int i = SF_SC_FOURQ_SAC_DIGITS - 2; i >= 0; i--) {
        sf_ge_fourq_x4_dbl(&acc, &acc);
        sf_ge_fourq_x4_cached_lookup(&e, t, 8, idx[i], neg[i]);
        sf_ge_fourq_x4_add_cached(&acc, &acc, &e);
    }
    sf_ge_fourq_x4_to_ext(r, &acc);
    sf_wipe(&e, sizeof e);
    sf_wipe(&acc, sizeof acc);
}
#else
typedef sf_ge_fourq_cached sf_mult_fourq_endo_entry;

static void sf_mult_fourq_endo_table(sf_ge_fourq_cached t[8], const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_ext b[4], cur[8];
    sf_ge_fourq_cached bc;
    sf_fp2_127 d2;
    sf_ge_fourq_load_2d(&d2);
    sf_mult_fourq_endo_bases(b, p);
    cur[0] = b[0];
    for (int j = 0; j < 3; j++) {
        int step = 1 << j;
        sf_ge_fourq_ext_to_cached(&bc, &b[j + 1], &d2);
        for (int u = 0; u < step; u++)
            sf_ge_fourq_add_cached(&cur[step + u], &cur[u], &bc);
    }
    for (int u = 0; u < 8; u++)
        sf_ge_fourq_ext_to_cached(&t[u], &cur[u], &d2);
    sf_wipe(b, sizeof b);
    sf_wipe(cur, sizeof cur);
    sf_wipe(&bc, sizeof bc);
}

/* r = the chain of the digits s_i T[u_i] (u = idx, s = -1 where neg) over
 * the shared window template. */
static void sf_mult_fourq_endo_chain(sf_ge_fourq_ext *r, sf_ge_fourq_cached t[8],
                                     const uint8_t idx[SF_SC_FOURQ_SAC_DIGITS],
                                     const uint8_t neg[SF_SC_FOURQ_SAC_DIGITS])
{
    int8_t dig[1][SF_SC_FOURQ_SAC_DIGITS];
    sf_mult_fourq_acc acc;

    for (int i = 0; i < SF_SC_FOURQ_SAC_DIGITS; i++) {
        /* s (2u + 1) without a branch: m = -neg is 0 or all-ones */
        uint32_t v = 2u * idx[i] + 1u, m = 0u - (uint32_t)neg[i];
        dig[0][i] = (int8_t)(int32_t)((v ^ m) - m);
    }
    sf_mult_fourq_window_endo(&acc, (const int8_t(*)[SF_SC_FOURQ_SAC_DIGITS])dig,
                              (const sf_ge_fourq_cached(*)[8])t);
    *r = acc;
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
}
#endif

void sf_mult_fourq_mul_endo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
    sf_mult_fourq_endo_entry tab[8];
    sf_sc_fourq_decomp dec;
    uint8_t idx[SF_SC_FOURQ_SAC_DIGITS], neg[SF_SC_FOURQ_SAC_DIGITS];

    sf_mult_fourq_endo_table(tab, p);
    sf_sc_fourq_decompose(&dec, k);
    sf_sc_fourq_recode_sac(idx, neg, &dec);
    sf_mult_fourq_endo_chain(r, tab, idx, neg);
    sf_wipe(tab, sizeof tab);
    sf_wipe(&dec, sizeof dec);
    sf_wipe(idx, sizeof idx);
    sf_wipe(neg, sizeof neg);
}

/* ---- _noendo --------------------------------------------------------------- */

/* t[i] = (2i + 1) P as R2 for i < 16: one doubling, then 15 additions of 2P. */
static void sf_mult_fourq_odd_multiples(sf_ge_fourq_cached t[16], const sf_ge_fourq_ext *p,
                                        const sf_fp2_127 *d2)
{
    sf_ge_fourq_ext cur, p2;
    sf_ge_fourq_cached c2;
    sf_ge_fourq_dbl(&p2, p);
    sf_ge_fourq_ext_to_cached(&c2, &p2, d2);
    cur = *p;
    sf_ge_fourq_ext_to_cached(&t[0], &cur, d2);
    for (int i = 1; i < 16; i++) {
        sf_ge_fourq_add_cached(&cur, &cur, &c2);
        sf_ge_fourq_ext_to_cached(&t[i], &cur, d2);
    }
    sf_wipe(&cur, sizeof cur);
    sf_wipe(&p2, sizeof p2);
    sf_wipe(&c2, sizeof c2);
}

void sf_mult_fourq_mul_noendo(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
    sf_ge_fourq_cached tab[1][16];
    int8_t dig[1][SF_SC_FOURQ_WINDOW_DIGITS];
    int8_t corr[1];
    sf_sc_fourq kr;
    sf_mult_fourq_acc acc;
    sf_fp2_127 d2;

    sf_ge_fourq_load_2d(&d2);
    sf_mult_fourq_odd_multiples(tab[0], p, &d2);
    sf_sc_fourq_reduce(&kr, k);
    /* the recoding wrote k + flag: subtract flag P again */
    corr[0] = (int8_t)(0 - (int32_t)sf_sc_fourq_recode_window(dig[0], &kr));
    sf_mult_fourq_window_noendo(&acc, (const int8_t(*)[SF_SC_FOURQ_WINDOW_DIGITS])dig,
                                (const sf_ge_fourq_cached(*)[16])tab, corr);
    *r = acc;
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(corr, sizeof corr);
    sf_sc_fourq_clear(&kr);
    sf_wipe(&acc, sizeof acc);
}

/* ---- the build's choice ------------------------------------------------------ */

void sf_mult_fourq_mul(sf_ge_fourq_ext *r, const uint8_t k[32], const sf_ge_fourq_ext *p)
{
#ifdef SF_FOURQ_NO_ENDO
    sf_mult_fourq_mul_noendo(r, k, p);
#else
    sf_mult_fourq_mul_endo(r, k, p);
#endif
}

int sf_mult_fourq_uses_endo(void)
{
#ifdef SF_FOURQ_NO_ENDO
    return 0;
#else
    return 1;
#endif
}

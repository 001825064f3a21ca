/*
 * FourQ multiplications involving the generator: mul_gen (fixed-base comb,
 * constant time) and mul_double_vartime (interleaved wNAF). Contracts in
 * mult_fourq.h; tables in mult_fourq_tables.h.
 *
 * /// mul_gen ///
 *
 * The mLSB-set comb of [FLS15] (w = 6, d = 42 columns) over the static
 * tables, V = 7 tables of E = 6 columns (mult_fourq_tables.h). sf_sc_fourq_recode_comb writes k' = k (odd k) or
 * k + N (even k, so k = 0 gives N), which is odd and < 2^247 and satisfies
 * [k']G = [k]G; its column digits become the shared digit format of
 * comb_ct_impl.h: 5 doublings and 41 niels additions (7M each).
 *
 * /// mul_double_vartime ///
 *
 * [k]G + [l]Q = sum_j [k_j] B_j + sum_j [l_j] C_j with the decompositions of
 * k and l, B = (G, phi G, psi G, psi phi G) and C the same images of Q: eight
 * 64-bit parts over one chain of at most 65 doublings. The generator's parts
 * use width-12 NAFs over the static tables (1024 odd multiples each, int16_t
 * digits from sf_recode_wnaf16_vartime: ~64/13 additions a part against
 * ~64/9 at width 8), Q's parts width-4 NAFs over 4 odd multiples of each
 * C_j built per call (FourQlib's WQ = 4: with w = 5 the four tables cost
 * more than the additions saved).
 *
 * [FLS15] A. Faz-Hernandez, P. Longa, A. H. Sanchez, "Efficient and secure
 *         algorithms for GLV-based scalar multiplication and their
 *         implementation on GLV-GLS curves", J. Cryptographic Engineering 2015.
 */
#include "mult/fourq/mult_fourq.h"

#include "common/endian.h"
#include "group/fourq/ge_fourq_x4.h"
#include "mult/fourq/mult_fourq_ops.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

#ifdef SF_FP2X4
/* The four-lane group operations (group/fourq/ge_fourq_x4.h) both
 * multiplications below run on when SF_FP2X4 is defined; out of line, one
 * copy each, called from the templates' loops. */
static SF_NOINLINE void sf_mult_fourq_dbl_x4(sf_ge_fourq_x4 *a)
{
    sf_ge_fourq_x4_dbl(a, a);
}

static SF_NOINLINE void sf_mult_fourq_add_x4(sf_ge_fourq_x4 *a, const sf_ge_fourq_x4_cached *e)
{
    sf_ge_fourq_x4_add_cached(a, a, e);
}

static SF_NOINLINE void sf_mult_fourq_sub_x4(sf_ge_fourq_x4 *a, const sf_ge_fourq_x4_cached *e)
{
    sf_ge_fourq_x4_cached n;
    sf_ge_fourq_x4_cached_cneg(&n, e, 1);
    sf_ge_fourq_x4_add_cached(a, a, &n);
}
#endif

/* ---- mul_gen ------------------------------------------------------------------ */

/* The recoding fixes w and the column count d; how the d columns are split
 * into tables (V x E) is the tables' business. */
SF_STATIC_ASSERT(SF_MULT_FOURQ_COMB_W == SF_SC_FOURQ_COMB_W &&
                     SF_MULT_FOURQ_COMB_D == SF_SC_FOURQ_COMB_D,
                 "the tables and the recoding must have the same shape");

#ifdef SF_FP2X4
/* A comb entry in lanes: the scan and unpack of the scalar path, then pack. */
static SF_NOINLINE void sf_mult_fourq_select_comb_x4(sf_ge_fourq_x4_cached *e,
                                                     const sf_mult_fourq_packed *t, uint32_t u)
{
    sf_ge_fourq_niels n;
    sf_mult_fourq_select_comb(&n, t, u);
    sf_ge_fourq_x4_cached_from_niels(e, &n);
    sf_wipe(&n, sizeof n);
}

/* The chain start: O + e (one addition; no scalar 1/d product). */
static void sf_mult_fourq_set_x4(sf_ge_fourq_x4 *a, const sf_ge_fourq_x4_cached *e)
{
    sf_ge_fourq_x4_identity(a);
    sf_mult_fourq_add_x4(a, e);
}

typedef sf_ge_fourq_x4 sf_mult_fourq_cacc;
#define SF_MULT_COMB_ENTRY sf_ge_fourq_x4_cached
#define SF_MULT_COMB_LOOKUP sf_mult_fourq_select_comb_x4
#define SF_MULT_COMB_CNEG(e, neg) sf_ge_fourq_x4_cached_cneg((e), (e), (neg))
#define SF_MULT_COMB_SET sf_mult_fourq_set_x4
#define SF_MULT_COMB_DBL sf_mult_fourq_dbl_x4
#define SF_MULT_COMB_ADD sf_mult_fourq_add_x4
#else
typedef sf_mult_fourq_acc sf_mult_fourq_cacc;
#define SF_MULT_COMB_ENTRY sf_ge_fourq_niels
#define SF_MULT_COMB_LOOKUP sf_mult_fourq_select_comb
#define SF_MULT_COMB_CNEG(e, neg) sf_ge_fourq_niels_cneg((e), (e), (neg))
#define SF_MULT_COMB_SET sf_mult_fourq_acc_set_niels
#define SF_MULT_COMB_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_COMB_ADD sf_mult_fourq_acc_add_niels
#endif
#define SF_MULT_COMB_NAME sf_mult_fourq_comb_eval
#define SF_MULT_COMB_ACC sf_mult_fourq_cacc
#define SF_MULT_COMB_TENTRY sf_mult_fourq_packed
#define SF_MULT_COMB_V SF_MULT_FOURQ_COMB_V
#define SF_MULT_COMB_E SF_MULT_FOURQ_COMB_E
#define SF_MULT_COMB_TABLE SF_MULT_FOURQ_COMB_TABLE
#include "mult/comb_ct_impl.h"

void sf_mult_fourq_mul_gen(sf_ge_fourq_ext *r, const sf_sc_fourq *k)
{
    uint8_t idx[SF_MULT_FOURQ_COMB_D], neg[SF_MULT_FOURQ_COMB_D];
    int8_t dig[SF_MULT_FOURQ_COMB_D];
    sf_mult_fourq_cacc acc;

    sf_sc_fourq_recode_comb(idx, neg, k);
    for (int j = 0; j < SF_MULT_FOURQ_COMB_D; j++) {
        /* s (2u + 1) without a branch: m = -neg is 0 or all-ones */
        uint32_t v = 2u * idx[j] + 1u, m = 0u - (uint32_t)neg[j];
        dig[j] = (int8_t)(int32_t)((v ^ m) - m);
    }
    sf_mult_fourq_comb_eval(&acc, dig, sf_mult_fourq_comb);
#ifdef SF_FP2X4
    sf_ge_fourq_x4_to_ext(r, &acc);
#else
    *r = acc;
#endif
    sf_wipe(idx, sizeof idx);
    sf_wipe(neg, sizeof neg);
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
}

/* ---- mul_double_vartime ----------------------------------------------------------- */

#define SF_MULT_FOURQ_Q_W 4
#define SF_MULT_FOURQ_Q_TABLE (1 << (SF_MULT_FOURQ_Q_W - 2))
#define SF_MULT_FOURQ_NAF_LEN SF_RECODE_WNAF_DIGITS(8)

#ifdef SF_FP2X4
/*
 * Four-lane chain (group/fourq/ge_fourq_x4.h): the accumulator and Q's
 * tables in lanes, the generator's static entries unpacked and packed into
 * lanes as they are used (about 20 per call).
 */
typedef sf_ge_fourq_x4 sf_mult_fourq_dacc;
typedef sf_ge_fourq_x4_cached sf_mult_fourq_dentry;

static void sf_mult_fourq_add_packed_vartime(sf_mult_fourq_dacc *a, const sf_mult_fourq_packed *p)
{
    sf_ge_fourq_niels e;
    sf_ge_fourq_x4_cached x;
    sf_mult_fourq_unpack(&e, p);
    sf_ge_fourq_x4_cached_from_niels(&x, &e);
    sf_mult_fourq_add_x4(a, &x);
}

static void sf_mult_fourq_sub_packed_vartime(sf_mult_fourq_dacc *a, const sf_mult_fourq_packed *p)
{
    sf_ge_fourq_niels e;
    sf_ge_fourq_x4_cached x;
    sf_mult_fourq_unpack(&e, p);
    sf_ge_fourq_x4_cached_from_niels(&x, &e);
    sf_mult_fourq_sub_x4(a, &x);
}

#define SF_MULT_ST_IDENTITY sf_ge_fourq_x4_identity
#define SF_MULT_ST_DBL sf_mult_fourq_dbl_x4
#define SF_MULT_ST_ADD_A sf_mult_fourq_add_x4
#define SF_MULT_ST_SUB_A sf_mult_fourq_sub_x4

/* t[i] = (2i + 1) B in lanes, i < SF_MULT_FOURQ_Q_TABLE. */
static void sf_mult_fourq_q_table(sf_mult_fourq_dentry *t, const sf_ge_fourq_ext *b,
                                  const sf_fp2x4 *k)
{
    sf_ge_fourq_x4 cur, b2;
    sf_ge_fourq_x4_cached c2;
    sf_ge_fourq_x4_from_ext(&cur, b);
    sf_ge_fourq_x4_dbl(&b2, &cur);
    sf_ge_fourq_x4_to_cached(&c2, &b2, k);
    sf_ge_fourq_x4_to_cached(&t[0], &cur, k);
    for (int i = 1; i < SF_MULT_FOURQ_Q_TABLE; i++) {
        sf_ge_fourq_x4_add_cached(&cur, &cur, &c2);
        sf_ge_fourq_x4_to_cached(&t[i], &cur, k);
    }
}
#else
typedef sf_mult_fourq_acc sf_mult_fourq_dacc;
typedef sf_ge_fourq_cached sf_mult_fourq_dentry;

static void sf_mult_fourq_add_packed_vartime(sf_mult_fourq_acc *a, const sf_mult_fourq_packed *p)
{
    sf_ge_fourq_niels e;
    sf_mult_fourq_unpack(&e, p);
    sf_ge_fourq_add_niels(a, a, &e);
}

static void sf_mult_fourq_sub_packed_vartime(sf_mult_fourq_acc *a, const sf_mult_fourq_packed *p)
{
    sf_ge_fourq_niels e;
    sf_mult_fourq_unpack(&e, p);
    sf_ge_fourq_niels_neg(&e, &e);
    sf_ge_fourq_add_niels(a, a, &e);
}

#define SF_MULT_ST_IDENTITY sf_ge_fourq_ext_identity
#define SF_MULT_ST_DBL sf_mult_fourq_acc_dbl
#define SF_MULT_ST_ADD_A sf_mult_fourq_acc_add_cached
#define SF_MULT_ST_SUB_A sf_mult_fourq_acc_sub_cached

/* t[i] = (2i + 1) B as R2, i < SF_MULT_FOURQ_Q_TABLE. */
static void sf_mult_fourq_q_table(sf_ge_fourq_cached *t, const sf_ge_fourq_ext *b,
                                  const sf_fp2_127 *d2)
{
    sf_ge_fourq_ext cur, b2;
    sf_ge_fourq_cached c2;
    sf_ge_fourq_dbl(&b2, b);
    sf_ge_fourq_ext_to_cached(&c2, &b2, d2);
    cur = *b;
    sf_ge_fourq_ext_to_cached(&t[0], &cur, d2);
    for (int i = 1; i < SF_MULT_FOURQ_Q_TABLE; i++) {
        sf_ge_fourq_add_cached(&cur, &cur, &c2);
        sf_ge_fourq_ext_to_cached(&t[i], &cur, d2);
    }
}
#endif

#define SF_MULT_ST_NAME sf_mult_fourq_straus_vartime
#define SF_MULT_ST_ACC sf_mult_fourq_dacc
#define SF_MULT_ST_ENTRY_A sf_mult_fourq_dentry
#define SF_MULT_ST_ENTRY_B sf_mult_fourq_packed
#define SF_MULT_ST_DIGIT int16_t
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

void sf_mult_fourq_mul_double_vartime(sf_ge_fourq_ext *r, const uint8_t k[32],
                                      const uint8_t l[32], const sf_ge_fourq_ext *q)
{
    sf_mult_fourq_dentry tq[4][SF_MULT_FOURQ_Q_TABLE];
    sf_ge_fourq_ext base[4];
    int16_t naf[8][SF_MULT_FOURQ_NAF_LEN];
    sf_sc_fourq_decomp dk, dl;
    sf_mult_fourq_dacc acc;
    size_t len = 0;
#ifdef SF_FP2X4
    sf_fp2x4 kc;
    sf_ge_fourq_x4_cached_factors(&kc);
#else
    sf_fp2_127 kc;
    sf_ge_fourq_load_2d(&kc);
#endif

    base[0] = *q;
    sf_ge_fourq_phi(&base[1], q);
    sf_ge_fourq_psi(&base[2], q);
    sf_ge_fourq_psi(&base[3], &base[1]);
    for (int j = 0; j < 4; j++)
        sf_mult_fourq_q_table(tq[j], &base[j], &kc);

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
        const sf_mult_fourq_dentry *const tab_a[4] = {tq[0], tq[1], tq[2], tq[3]};
        const int16_t *const naf_b[4] = {naf[4], naf[5], naf[6], naf[7]};
        const sf_mult_fourq_packed *const tab_b[4] = {sf_mult_fourq_dbl_g[0], sf_mult_fourq_dbl_g[1],
                                                      sf_mult_fourq_dbl_g[2], sf_mult_fourq_dbl_g[3]};
        sf_mult_fourq_straus_vartime(&acc, len, 4, naf_a, tab_a, 4, naf_b, tab_b);
    }
#ifdef SF_FP2X4
    sf_ge_fourq_x4_to_ext(r, &acc);
#else
    *r = acc;
#endif
}

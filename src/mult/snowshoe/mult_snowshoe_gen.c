/*
 * Snowshoe multiplications involving the generator: mul_gen (fixed-base
 * comb, constant time) and simul_gen_vartime (interleaved wNAF).
 * Contracts in mult_snowshoe.h; tables in mult_snowshoe_tables.h.
 *
 * /// mul_gen ///
 *
 * The comb needs an odd multiplier: k' = k if k is odd, else q - k (odd,
 * since q is odd), and the result is negated back when k was even. k = 0
 * gives k' = q and [q]G = O; every partial sum is a multiple of G, where
 * the unified addition is exact, so O comes out as O. The recoding bound:
 * k' <= q < 2^252 < 2^(d w - 1) = 2^259.
 *
 * /// simul_gen_vartime ///
 *
 * [a]G + [b]Q = [a1]G + [a2]psi(G) + [b1]Q + [b2]psi(Q) with the GLS halves
 * of a and b (|halves| < 2^126). The generator's halves use width-12 NAFs
 * (int16_t digits, sf_recode_wnaf16_vartime) over the static tables (1024
 * odd multiples of G and of psi(G)); Q's halves
 * width-5 NAFs over 8 odd multiples of Q and psi(Q) built per call. A
 * negative half negates its digits. One shared doubling chain of at most
 * 127 doublings; about 126/13 + 126/6 additions per pair of halves.
 * With SF_FP2X4 the same chain runs on four-lane points (the straus
 * template instantiated over ge_snowshoe_x4.h's doubling and addition).
 */
/* GCC: no SLP vectorisation in this file (the reason in mult_snowshoe_ops.h). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#include "mult/snowshoe/mult_snowshoe.h"

#include "mult/snowshoe/mult_snowshoe_ops.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

/* ---- mul_gen ------------------------------------------------------------------ */

#ifdef SF_FP2X4
/* The lanes' identity (0, 1, 1, 0); also simul_gen's chain start. */
static inline void sf_mult_snowshoe_x4_identity(sf_fp2x4 *a)
{
    sf_fp2_127 zero, one;
    sf_fp2_127_zero(&zero);
    sf_fp2_127_one(&one);
    sf_fp2x4_pack(a, &zero, &one, &one, &zero);
}

/*
 * The comb on a four-lane accumulator (ge_snowshoe_x4.h): each entry is
 * scanned and unpacked as in the scalar path, put in lanes as
 * (x, y, D x y, x + y), negated in lanes, and added with the mixed
 * addition (2M4). The mixed addition is expanded once, in this wrapper
 * (the emulated-lane builds' compile time, see mult_snowshoe_ops.h); the
 * doubling is ops.c's.
 */
static SF_NOINLINE void sf_mult_snowshoe_x4_add_niels(sf_fp2x4 *a, const sf_fp2x4 *e)
{
    sf_ge_snowshoe_x4_add_niels(a, a, e);
}

static SF_NOINLINE void sf_mult_snowshoe_select_comb_x4(sf_fp2x4 *e, const sf_mult_snowshoe_packed *t,
                                                        uint32_t u)
{
    sf_ge_snowshoe_niels n;
    sf_mult_snowshoe_select_comb(&n, t, u);
    sf_ge_snowshoe_x4_from_niels(e, &n);
    sf_wipe(&n, sizeof n);
}

/* The chain start: O + e (one addition, once per call). */
static void sf_mult_snowshoe_x4_set_niels(sf_fp2x4 *a, const sf_fp2x4 *e)
{
    sf_mult_snowshoe_x4_identity(a);
    sf_mult_snowshoe_x4_add_niels(a, e);
}

typedef sf_fp2x4 sf_mult_snowshoe_cacc;
#define SF_MULT_COMB_ENTRY sf_fp2x4
#define SF_MULT_COMB_LOOKUP sf_mult_snowshoe_select_comb_x4
#define SF_MULT_COMB_CNEG(e, neg) sf_ge_snowshoe_x4_niels_cneg((e), (neg))
#define SF_MULT_COMB_SET sf_mult_snowshoe_x4_set_niels
#define SF_MULT_COMB_DBL sf_mult_snowshoe_x4_dbl
#define SF_MULT_COMB_ADD sf_mult_snowshoe_x4_add_niels
#else
typedef sf_mult_snowshoe_acc sf_mult_snowshoe_cacc;
#define SF_MULT_COMB_ENTRY sf_ge_snowshoe_niels
#define SF_MULT_COMB_LOOKUP sf_mult_snowshoe_select_comb
#define SF_MULT_COMB_CNEG(e, neg) sf_ge_snowshoe_niels_cneg((e), (e), (neg))
#define SF_MULT_COMB_SET sf_mult_snowshoe_acc_set_niels
#define SF_MULT_COMB_DBL sf_mult_snowshoe_acc_dbl
#define SF_MULT_COMB_ADD sf_mult_snowshoe_acc_add_niels
#endif
#define SF_MULT_COMB_NAME sf_mult_snowshoe_comb_eval
#define SF_MULT_COMB_ACC sf_mult_snowshoe_cacc
#define SF_MULT_COMB_TENTRY sf_mult_snowshoe_packed
#define SF_MULT_COMB_V SF_MULT_SNOWSHOE_COMB_V
#define SF_MULT_COMB_E SF_MULT_SNOWSHOE_COMB_E
#define SF_MULT_COMB_TABLE SF_MULT_SNOWSHOE_COMB_TABLE
#include "mult/comb_ct_impl.h"

void sf_mult_snowshoe_mul_gen(sf_ge_snowshoe_ext *r, const sf_sc_snowshoe *k)
{
    sf_sc_snowshoe kk, nk;
    uint8_t kb[32];
    int8_t dig[SF_MULT_SNOWSHOE_COMB_D];
    sf_mult_snowshoe_cacc acc;
    uint32_t even;

    sf_sc_snowshoe_encode(kb, k);
    even = (kb[0] & 1u) ^ 1u;
    /* q - k = -k mod q for k != 0, but q itself for k = 0 (which the
     * reduced type cannot hold): take it in bytes from -k, then fix k = 0. */
    sf_sc_snowshoe_neg(&nk, k);
    kk = *k;
    sf_sc_snowshoe_cmov(&kk, &nk, even);
    sf_sc_snowshoe_encode(kb, &kk);
    {
        /* k = 0: kk = 0 is even, but the comb needs an odd input; q is odd
         * and q G = O. Replace 0 by q in constant time. */
        static const uint8_t qb[32] = {
            0xa5, 0x01, 0x9e, 0xb0, 0xe3, 0x68, 0x9b, 0xce, 0xd3, 0x87, 0xdc,
            0xc0, 0x14, 0x14, 0x26, 0xa6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f};
        sf_ct_cmov_bytes(kb, qb, sizeof kb, sf_sc_snowshoe_is_zero(k));
    }
    sf_recode_comb(dig, kb, sizeof kb, SF_MULT_SNOWSHOE_COMB_D, SF_MULT_SNOWSHOE_COMB_W);
    sf_mult_snowshoe_comb_eval(&acc, dig, sf_mult_snowshoe_comb);
#ifdef SF_FP2X4
    sf_ge_snowshoe_x4_to_ext(r, &acc);
#else
    sf_ge_snowshoe_completed_to_ext(r, &acc);
#endif
    sf_ge_snowshoe_ext_cneg(r, r, even);

    sf_sc_snowshoe_clear(&kk);
    sf_sc_snowshoe_clear(&nk);
    sf_wipe(kb, sizeof kb);
    sf_wipe(dig, sizeof dig);
    sf_wipe(&acc, sizeof acc);
    even = 0;
}

/* ---- simul_gen_vartime -------------------------------------------------------------- */

/* sf_recode_wnaf16_vartime emits int16_t digits, |d| < 2^(w-1): w <= 16. */
SF_STATIC_ASSERT(SF_MULT_SNOWSHOE_WNAF_W <= 16, "wNAF digits must fit int16_t");

#define SF_MULT_SNOWSHOE_Q_W 5
#define SF_MULT_SNOWSHOE_Q_TABLE (1 << (SF_MULT_SNOWSHOE_Q_W - 2))
#define SF_MULT_SNOWSHOE_NAF_LEN SF_RECODE_WNAF_DIGITS(16)

#ifdef SF_FP2X4
/*
 * Four lanes: the accumulator is a four-lane point and the entries
 * four-lane entries (ge_snowshoe_x4.h); Q's tables are built in that form,
 * a generator entry is unpacked and put in lanes as (x, y, 1, D x y) when
 * it is used (variable time: only the entries the digits pick).
 */
static inline void sf_mult_snowshoe_x4_add_vartime(sf_fp2x4 *a, const sf_fp2x4 *e)
{
    sf_mult_snowshoe_x4_add(a, a, e);
}

static inline void sf_mult_snowshoe_x4_sub_vartime(sf_fp2x4 *a, const sf_fp2x4 *e)
{
    sf_fp2x4 n = *e;
    sf_ge_snowshoe_x4_entry_cneg(&n, 1);
    sf_mult_snowshoe_x4_add(a, a, &n);
}

static inline void sf_mult_snowshoe_x4_from_packed(sf_fp2x4 *e, const sf_mult_snowshoe_packed *p)
{
    sf_ge_snowshoe_niels n;
    sf_fp2_127 one;
    sf_mult_snowshoe_unpack(&n, p);
    sf_fp2_127_one(&one);
    sf_fp2x4_pack(e, &n.x, &n.y, &one, &n.td);
}

static inline void sf_mult_snowshoe_x4_add_packed_vartime(sf_fp2x4 *a, const sf_mult_snowshoe_packed *p)
{
    sf_fp2x4 e;
    sf_mult_snowshoe_x4_from_packed(&e, p);
    sf_mult_snowshoe_x4_add(a, a, &e);
}

static inline void sf_mult_snowshoe_x4_sub_packed_vartime(sf_fp2x4 *a, const sf_mult_snowshoe_packed *p)
{
    sf_fp2x4 e;
    sf_mult_snowshoe_x4_from_packed(&e, p);
    sf_ge_snowshoe_x4_entry_cneg(&e, 1);
    sf_mult_snowshoe_x4_add(a, a, &e);
}

#define SF_MULT_ST_NAME sf_mult_snowshoe_straus_vartime
#define SF_MULT_ST_ACC sf_fp2x4
#define SF_MULT_ST_ENTRY_A sf_fp2x4
#define SF_MULT_ST_ENTRY_B sf_mult_snowshoe_packed
#define SF_MULT_ST_DIGIT int16_t
#define SF_MULT_ST_IDENTITY sf_mult_snowshoe_x4_identity
#define SF_MULT_ST_DBL sf_mult_snowshoe_x4_dbl
#define SF_MULT_ST_ADD_A sf_mult_snowshoe_x4_add_vartime
#define SF_MULT_ST_SUB_A sf_mult_snowshoe_x4_sub_vartime
#define SF_MULT_ST_ADD_B sf_mult_snowshoe_x4_add_packed_vartime
#define SF_MULT_ST_SUB_B sf_mult_snowshoe_x4_sub_packed_vartime
#include "mult/straus_vartime_impl.h"

#else /* !SF_FP2X4 */

static inline void sf_mult_snowshoe_add_packed_vartime(sf_mult_snowshoe_acc *a,
                                                       const sf_mult_snowshoe_packed *p)
{
    sf_ge_snowshoe_niels e;
    sf_mult_snowshoe_unpack(&e, p);
    sf_mult_snowshoe_acc_add_niels(a, &e);
}

static inline void sf_mult_snowshoe_sub_packed_vartime(sf_mult_snowshoe_acc *a,
                                                       const sf_mult_snowshoe_packed *p)
{
    sf_ge_snowshoe_niels e;
    sf_mult_snowshoe_unpack(&e, p);
    sf_mult_snowshoe_acc_sub_niels(a, &e);
}

#define SF_MULT_ST_NAME sf_mult_snowshoe_straus_vartime
#define SF_MULT_ST_ACC sf_mult_snowshoe_acc
#define SF_MULT_ST_ENTRY_A sf_ge_snowshoe_cached
#define SF_MULT_ST_ENTRY_B sf_mult_snowshoe_packed
#define SF_MULT_ST_DIGIT int16_t
#define SF_MULT_ST_IDENTITY sf_mult_snowshoe_acc_identity
#define SF_MULT_ST_DBL sf_mult_snowshoe_acc_dbl
#define SF_MULT_ST_ADD_A sf_mult_snowshoe_acc_add_cached
#define SF_MULT_ST_SUB_A sf_mult_snowshoe_acc_sub_cached
#define SF_MULT_ST_ADD_B sf_mult_snowshoe_add_packed_vartime
#define SF_MULT_ST_SUB_B sf_mult_snowshoe_sub_packed_vartime
#include "mult/straus_vartime_impl.h"

#endif /* SF_FP2X4 */

/* The wNAF of a signed half (negative: every digit negated). Returns its
 * significant length. Variable time. */
static size_t sf_mult_snowshoe_half_naf_vartime(int16_t *naf, const uint64_t mag[2],
                                                uint32_t neg, unsigned w)
{
    uint8_t b[16];
    size_t top;
    sf_store64_le(b, mag[0]);
    sf_store64_le(b + 8, mag[1]);
    top = sf_recode_wnaf16_vartime(naf, SF_MULT_SNOWSHOE_NAF_LEN, b, sizeof b, w);
    if (neg)
        for (size_t i = 0; i < top; i++)
            naf[i] = (int16_t)-naf[i];
    return top;
}

void sf_mult_snowshoe_simul_gen_vartime(sf_ge_snowshoe_ext *r,
                                        const sf_sc_snowshoe *a,
                                        const sf_sc_snowshoe *b,
                                        const sf_ge_snowshoe_ext *q)
{
#ifdef SF_FP2X4
    sf_fp2x4 tq[2][SF_MULT_SNOWSHOE_Q_TABLE];
    sf_fp2x4 acc;
#else
    sf_ge_snowshoe_cached tq[2][SF_MULT_SNOWSHOE_Q_TABLE];
    sf_ge_snowshoe_ext cur, q2;
    sf_ge_snowshoe_cached c2;
    sf_ge_snowshoe_completed c;
    sf_mult_snowshoe_acc acc;
#endif
    int16_t naf[4][SF_MULT_SNOWSHOE_NAF_LEN];
    sf_sc_snowshoe_gls ga, gb;
    size_t len = 0, t;

    /* odd multiples of Q and psi(Q) */
#ifdef SF_FP2X4
    sf_mult_snowshoe_x4_odd_multiples(tq[0], tq[1], SF_MULT_SNOWSHOE_Q_TABLE, q);
#else
    sf_ge_snowshoe_dbl(&q2, q);
    sf_ge_snowshoe_ext_to_cached(&c2, &q2);
    cur = *q;
    sf_ge_snowshoe_ext_to_cached(&tq[0][0], &cur);
    for (int i = 1; i < SF_MULT_SNOWSHOE_Q_TABLE; i++) {
        sf_ge_snowshoe_add_cached(&c, &cur, &c2);
        sf_ge_snowshoe_completed_to_ext(&cur, &c);
        sf_ge_snowshoe_ext_to_cached(&tq[0][i], &cur);
    }
    for (int i = 0; i < SF_MULT_SNOWSHOE_Q_TABLE; i++)
        sf_ge_snowshoe_cached_psi(&tq[1][i], &tq[0][i]);
#endif

    sf_sc_snowshoe_gls_decompose(&ga, a);
    sf_sc_snowshoe_gls_decompose(&gb, b);
    t = sf_mult_snowshoe_half_naf_vartime(naf[0], gb.mag1, gb.neg1, SF_MULT_SNOWSHOE_Q_W);
    len = t > len ? t : len;
    t = sf_mult_snowshoe_half_naf_vartime(naf[1], gb.mag2, gb.neg2, SF_MULT_SNOWSHOE_Q_W);
    len = t > len ? t : len;
    t = sf_mult_snowshoe_half_naf_vartime(naf[2], ga.mag1, ga.neg1, SF_MULT_SNOWSHOE_WNAF_W);
    len = t > len ? t : len;
    t = sf_mult_snowshoe_half_naf_vartime(naf[3], ga.mag2, ga.neg2, SF_MULT_SNOWSHOE_WNAF_W);
    len = t > len ? t : len;

    {
        const int16_t *const naf_a[2] = {naf[0], naf[1]};
#ifdef SF_FP2X4
        const sf_fp2x4 *const tab_a[2] = {tq[0], tq[1]};
#else
        const sf_ge_snowshoe_cached *const tab_a[2] = {tq[0], tq[1]};
#endif
        const int16_t *const naf_b[2] = {naf[2], naf[3]};
        const sf_mult_snowshoe_packed *const tab_b[2] = {sf_mult_snowshoe_g_odd,
                                                         sf_mult_snowshoe_psig_odd};
        sf_mult_snowshoe_straus_vartime(&acc, len, 2, naf_a, tab_a, 2, naf_b, tab_b);
    }
#ifdef SF_FP2X4
    sf_ge_snowshoe_x4_to_ext(r, &acc);
#else
    sf_ge_snowshoe_completed_to_ext(r, &acc);
#endif
}

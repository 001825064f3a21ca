/*
 * P-256 scalar multiplications; contracts in mult_p256.h.
 *
 * /// The method ///
 *
 * Both constant-time multiplications compute [K]B for an ODD K in
 * [1, n - 1]: K = k when k is odd, else K = n - k (odd, since n is), and
 * the result is negated back in the second case (constant time; k = 0 is
 * patched to O at the end). sf_recode_regular writes K as
 *     K = sum_{i < D} d_i 2^(w i),  every d_i odd, |d_i| <= 2^w - 1,
 * so no table entry is ever O and no correction step is needed.
 *   fixed base, w = 7:  D = 37 strings of ONE digit each over the static
 *     rows (2u+1) 2^(7j) G: no doubling at all, 36 mixed additions, one of
 *     them complete (below), 37 scans of 64 affine entries.
 *   variable base, w = 4: one string of 65 digits over the 8 odd
 *     multiples of P: 256 doublings, 64 mixed additions (one complete),
 *     the table built from one doubling and 7 Jacobian additions and made
 *     affine with one batch inversion (constant time, or variable time
 *     for a public P: sf_mult_p256_mul_point_vartime), which costs less
 *     than the 64 mixed additions save over Jacobian ones. (w = 5 saves 3%
 *     of the time but its 16-entry Jacobian table, 1.5 KiB, takes ECDH past
 *     the 4 KiB stack budget of docs/p256.md on the portable backend.)
 *
 * /// Why the incomplete additions are exact (the ADD / ADD_LAST split) ///
 *
 * Every point the chains hold is [S]B for an integer S, and B has prime
 * order n: [S]B = +-[T]B iff S = +-T (mod n), and [S]B = O iff n | S. The
 * Jacobian and mixed additions are wrong only for equal finite inputs
 * (ge_p256.h).
 *
 * Fixed base (digits added in ascending j): before digit j the accumulator
 * is S = sum_{i<j} d_i 2^(w i), which is odd and has |S| <= 2^(w j) - 1;
 * the entry is T = d_j 2^(w j) with 2^(w j) <= |T| <= (2^w - 1) 2^(w j).
 * So S != 0, |S| < |T|, and |S| + |T| < 2^(w (j+1)) <= 2^255 < n whenever
 * w (j+1) <= 255: then neither S = +-T nor S = 0 holds mod n. Since w = 7
 * does not divide 256, w (D - 1) = 252 <= 255 and that covers every j
 * except the last one, j = D - 1.
 * Variable base (digits from the top, w doublings between): before adding
 * d_i the accumulator is 2^w M with M = sum_{j>i} d_j 2^(w (j-i-1)) =
 * (K - sum_{j<=i} d_j 2^(w j)) / 2^(w (i+1)), so |M| < K / 2^(w (i+1)) + 1
 * and |2^w M| + |d_i| < K / 2^(w i) + 2^(w+1). For i >= 1 that is below n,
 * so a clash 2^w M = +-d_i (mod n) would be one of integers, even against
 * odd; and M is odd (its lowest digit is), so 2^w M != 0. Only i = 0
 * remains: 2^w M = +-d_0 means K = 2 d_0 or K = 0 (mod n), i.e. K = n + 2 d_0
 * for a negative d_0 -- scalars within 2^(w+1) of n.
 * The chains' last addition therefore uses the complete (add + double +
 * select) formula, every other one the mixed addition for a finite
 * accumulator (sf_ge_p256_jac_add_affine_finite: S != 0 and 2^w M != 0
 * above, so the accumulator is never O; window_ct_impl.h's
 * SF_MULT_FW_ADD_LAST). Doubling is complete on P-256.
 * The last fixed-base addition really does meet its own entry: for
 * K = 15 2^253 - n (w = 6 and w = 7 alike) the top digit is 15 and the lower ones sum to
 * 15 2^252 (mod n) as well. For the variable base, sf_recode_regular's
 * d_0 = (K mod 2^(w+1)) - 2^w turns K = n + 2 d_0 into
 * K mod 2^(w+1) = (n + 2 d_0) mod 2^(w+1); with w = 4 and n mod 32 = 17
 * that has the solution d_0 = -1, K = n - 2 (k = 2 or k = n - 2): the
 * last addition does meet its own entry there, and the complete formula
 * is what makes [2]P come out right. tests/mult/test_mult_p256.c runs the
 * scalars near 0 and n, near the powers 2^(w j) and the K above.
 *
 * /// Verification ///
 *
 * a G + b Q by interleaved wNAF (straus_vartime_impl.h): G from row 0 of
 * the static table (its 64 odd multiples: wNAF width 8), Q from 8 odd
 * multiples built per call (width 5); the variable-time additions branch to
 * a doubling or to O where needed.
 */
#include "mult/p256/mult_p256.h"

#include "mult/ct_select.h"
#include "mult/p256/mult_p256_tables.h"
#include "scalar/recode.h"
#include "snowfield/common.h"

_Static_assert(256 % SF_MULT_P256_GEN_W != 0,
               "the fixed-base proof needs W (D - 1) <= 255");

#define SF_MULT_P256_MUL_W 4
#define SF_MULT_P256_MUL_DIGITS SF_RECODE_REGULAR_DIGITS(256, SF_MULT_P256_MUL_W)
#define SF_MULT_P256_MUL_TABLE (1 << (SF_MULT_P256_MUL_W - 1))

#define SF_MULT_P256_WNAF_G (SF_MULT_P256_GEN_W + 1)
#define SF_MULT_P256_WNAF_Q 5
#define SF_MULT_P256_WNAF_Q_TABLE (1 << (SF_MULT_P256_WNAF_Q - 2))

/* ---- group-op adapters for the templates -------------------------------------- */

static inline void sf_mult_p256_set_affine(sf_ge_p256_jac *a,
                                           const sf_ge_p256_affine *e)
{
    sf_ge_p256_jac_from_affine(a, e);
}

/* Out of line: inlined into the window loops (unrolled by -O3), the
 * doubling's temporaries were laid out once per copy, and the portable
 * backend's variable-base frame grew past 3 KiB. A call per doubling
 * costs nothing measurable next to its eight multiplications. */
static SF_NOINLINE void sf_mult_p256_dbl(sf_ge_p256_jac *a)
{
    sf_ge_p256_jac_dbl(a, a);
}

/* Out of line, as the doubling below: keeps the fixed-base frame small.
 * The finite flavour (no infinity test, no select): the proof above shows
 * that the accumulator of either chain is never O before its last
 * addition, which is the complete one. */
static SF_NOINLINE void sf_mult_p256_add_affine(sf_ge_p256_jac *a,
                                           const sf_ge_p256_affine *e)
{
    sf_ge_p256_jac_add_affine_finite(a, a, e);
}

static SF_NOINLINE void sf_mult_p256_add_affine_complete(sf_ge_p256_jac *a,
                                                         const sf_ge_p256_affine *e)
{
    sf_ge_p256_jac_add_affine_complete(a, a, e);
}

/* Out of line for the same reason as the doubling: inlined, the addition's
 * temporaries joined the frame that holds the table. */
static SF_NOINLINE void sf_mult_p256_add(sf_ge_p256_jac *a, const sf_ge_p256_jac *e)
{
    sf_ge_p256_jac_add(a, a, e);
}

/* ---- the two constant-time instantiations ---------------------------------------- */

#define SF_MULT_FW_NAME sf_mult_p256_window_gen
#define SF_MULT_FW_ACC sf_ge_p256_jac
#define SF_MULT_FW_ENTRY sf_ge_p256_affine
#define SF_MULT_FW_DIMS SF_MULT_P256_GEN_DIGITS
#define SF_MULT_FW_DIGITS 1
#define SF_MULT_FW_TABLE SF_MULT_P256_GEN_TABLE
#define SF_MULT_FW_DBLS 1 /* unused: one digit per string */
#define SF_MULT_FW_LOOKUP(e, t, u) \
    sf_mult_ct_select((e), (t), SF_MULT_P256_GEN_TABLE, sizeof(sf_ge_p256_affine), (u))
#define SF_MULT_FW_CNEG(e, neg) sf_ge_p256_affine_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_p256_set_affine
#define SF_MULT_FW_DBL sf_mult_p256_dbl
#define SF_MULT_FW_ADD sf_mult_p256_add_affine
#define SF_MULT_FW_ADD_LAST sf_mult_p256_add_affine_complete
#include "mult/window_ct_impl.h"

#define SF_MULT_FW_NAME sf_mult_p256_window_mul
#define SF_MULT_FW_ACC sf_ge_p256_jac
#define SF_MULT_FW_ENTRY sf_ge_p256_affine
#define SF_MULT_FW_DIMS 1
#define SF_MULT_FW_DIGITS SF_MULT_P256_MUL_DIGITS
#define SF_MULT_FW_TABLE SF_MULT_P256_MUL_TABLE
#define SF_MULT_FW_DBLS SF_MULT_P256_MUL_W
#define SF_MULT_FW_LOOKUP(e, t, u) \
    sf_mult_ct_select((e), (t), SF_MULT_P256_MUL_TABLE, sizeof(sf_ge_p256_affine), (u))
#define SF_MULT_FW_CNEG(e, neg) sf_ge_p256_affine_cneg((e), (e), (neg))
#define SF_MULT_FW_SET sf_mult_p256_set_affine
#define SF_MULT_FW_DBL sf_mult_p256_dbl
#define SF_MULT_FW_ADD sf_mult_p256_add_affine
#define SF_MULT_FW_ADD_LAST sf_mult_p256_add_affine_complete
#include "mult/window_ct_impl.h"

/* ---- helpers ------------------------------------------------------------------------ */

/* out = k as 32 little-endian bytes (the order scalar/recode.h reads). */
static void sf_mult_p256_scalar_le(uint8_t out[32], const sf_sc_p256 *k)
{
    uint8_t be[32];
    sf_sc_p256_store(be, k);
    for (int i = 0; i < 32; i++)
        out[i] = be[31 - i];
    sf_wipe(be, sizeof be);
}

/*
 * kodd = the odd one of k and n - k, as little-endian bytes; returns 1 if
 * that is n - k (the caller negates its result). For k = 0 both are 0 and
 * kodd = 0; the caller patches that case.
 */
static uint32_t sf_mult_p256_make_odd(uint8_t kodd[32], const sf_sc_p256 *k)
{
    sf_sc_p256 t;
    uint32_t flip = sf_sc_p256_is_odd(k) ^ 1;
    sf_sc_p256_neg(&t, k);
    sf_sc_p256_cmov(&t, k, flip ^ 1);
    sf_mult_p256_scalar_le(kodd, &t);
    sf_sc_p256_clear(&t);
    return flip;
}

/* The common tail: r = flip ? -acc : acc, and O when k = 0. */
static void sf_mult_p256_finish(sf_ge_p256_jac *r, const sf_ge_p256_jac *acc,
                                uint32_t flip, const sf_sc_p256 *k)
{
    sf_ge_p256_jac inf;
    sf_ge_p256_jac_cneg(r, acc, flip);
    sf_ge_p256_jac_set_infinity(&inf);
    sf_ge_p256_jac_cmov(r, &inf, sf_sc_p256_is_zero(k));
}

/* ---- fixed base ------------------------------------------------------------------- */

void sf_mult_p256_mul_gen(sf_ge_p256_jac *r, const sf_sc_p256 *k)
{
    int8_t dig[SF_MULT_P256_GEN_DIGITS][1];
    uint8_t kb[32];
    sf_ge_p256_jac acc;
    uint32_t flip = sf_mult_p256_make_odd(kb, k);
    int8_t flat[SF_MULT_P256_GEN_DIGITS];
    (void)sf_recode_regular(flat, kb, sizeof kb, 256, SF_MULT_P256_GEN_W);
    for (int j = 0; j < SF_MULT_P256_GEN_DIGITS; j++)
        dig[j][0] = flat[j];
    sf_mult_p256_window_gen(&acc, (const int8_t(*)[1])dig,
                            sf_mult_p256_gen_table);
    sf_mult_p256_finish(r, &acc, flip, k);
    sf_wipe(dig, sizeof dig);
    sf_wipe(flat, sizeof flat);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&acc, sizeof acc);
}

/* ---- variable base -------------------------------------------------------------- */

/* t[u] = (2u + 1) P for u < n (Jacobian): [2]P, then n - 1 additions of it.
 * (2u+1) P = +-2P never holds for 2u + 1 < n, so the plain addition is
 * exact. */
static SF_NOINLINE void sf_mult_p256_odd_multiples(sf_ge_p256_jac *t, size_t n,
                                       const sf_ge_p256_affine *p)
{
    sf_ge_p256_jac p2;
    sf_ge_p256_jac_from_affine(&t[0], p);
    p2 = t[0];
    sf_mult_p256_dbl(&p2);
    for (size_t i = 1; i < n; i++) {
        t[i] = t[i - 1];
        sf_mult_p256_add(&t[i], &p2);
    }
    sf_wipe(&p2, sizeof p2);
}

/*
 * t[u] = (2u + 1) P for u < n, affine: the Jacobian odd multiples, then one
 * batch inversion (constant time: the multiples of a secret-dependent P in
 * ECDH are as secret as P). No entry is O ((2u + 1) < n), so every Z is
 * invertible. Out of line, so the Jacobian table lives only in this frame,
 * not in the one of the multiplication loop.
 */
static SF_NOINLINE void sf_mult_p256_odd_multiples_affine(sf_ge_p256_affine *t,
                                                          size_t n,
                                                          const sf_ge_p256_affine *p)
{
    sf_ge_p256_jac tj[SF_MULT_P256_MUL_TABLE];
    sf_mult_p256_odd_multiples(tj, n, p);
    sf_ge_p256_jac_batch_to_affine(t, tj, n);
    sf_wipe(tj, sizeof tj);
}

/* The same for a public P: the batch inversion in variable time. */
static SF_NOINLINE void sf_mult_p256_odd_multiples_affine_vartime(
    sf_ge_p256_affine *t, size_t n, const sf_ge_p256_affine *p)
{
    sf_ge_p256_jac tj[SF_MULT_P256_MUL_TABLE];
    sf_mult_p256_odd_multiples(tj, n, p);
    sf_ge_p256_jac_batch_to_affine_vartime(t, tj, n);
}

/* The window loop out of line: its frame (selects, temporaries) is then
 * not stacked on top of the table construction's. */
static SF_NOINLINE void sf_mult_p256_window_mul_call(
    sf_ge_p256_jac *acc, const int8_t (*dig)[SF_MULT_P256_MUL_DIGITS],
    const sf_ge_p256_affine (*tab)[SF_MULT_P256_MUL_TABLE])
{
    sf_mult_p256_window_mul(acc, dig, tab);
}

/* [k]P with the table builder passed in (constant time in k either way). */
static void sf_mult_p256_mul_with(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                                  const sf_ge_p256_affine *p,
                                  void (*build)(sf_ge_p256_affine *, size_t,
                                                const sf_ge_p256_affine *))
{
    sf_ge_p256_affine tab[1][SF_MULT_P256_MUL_TABLE];
    int8_t dig[1][SF_MULT_P256_MUL_DIGITS];
    uint8_t kb[32];
    sf_ge_p256_jac acc;
    uint32_t flip = sf_mult_p256_make_odd(kb, k);
    (void)sf_recode_regular(dig[0], kb, sizeof kb, 256, SF_MULT_P256_MUL_W);
    build(tab[0], SF_MULT_P256_MUL_TABLE, p);
    sf_mult_p256_window_mul_call(
        &acc, (const int8_t(*)[SF_MULT_P256_MUL_DIGITS])dig,
        (const sf_ge_p256_affine(*)[SF_MULT_P256_MUL_TABLE])tab);
    sf_mult_p256_finish(r, &acc, flip, k);
    sf_wipe(tab, sizeof tab);
    sf_wipe(dig, sizeof dig);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&acc, sizeof acc);
}

void sf_mult_p256_mul(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                      const sf_ge_p256_affine *p)
{
    sf_mult_p256_mul_with(r, k, p, sf_mult_p256_odd_multiples_affine);
}

void sf_mult_p256_mul_point_vartime(sf_ge_p256_jac *r, const sf_sc_p256 *k,
                                    const sf_ge_p256_affine *p)
{
    sf_mult_p256_mul_with(r, k, p, sf_mult_p256_odd_multiples_affine_vartime);
}

/* ---- double base, variable time ---------------------------------------------------- */

/* The adapters are out of line: inlined, each of the four copies of an
 * addition laid out its own temporaries in the Straus frame (the stack
 * budget of docs/p256.md, portable backend). */

static SF_NOINLINE void sf_mult_p256_st_add_a(sf_ge_p256_jac *a, const sf_ge_p256_jac *e)
{
    sf_ge_p256_jac_add_vartime(a, a, e);
}

static SF_NOINLINE void sf_mult_p256_st_sub_a(sf_ge_p256_jac *a, const sf_ge_p256_jac *e)
{
    sf_ge_p256_jac n;
    sf_ge_p256_jac_neg(&n, e);
    sf_ge_p256_jac_add_vartime(a, a, &n);
}

static SF_NOINLINE void sf_mult_p256_st_add_b(sf_ge_p256_jac *a, const sf_ge_p256_affine *e)
{
    sf_ge_p256_jac_add_affine_vartime(a, a, e);
}

static SF_NOINLINE void sf_mult_p256_st_sub_b(sf_ge_p256_jac *a, const sf_ge_p256_affine *e)
{
    sf_ge_p256_affine n;
    sf_ge_p256_affine_neg(&n, e);
    sf_ge_p256_jac_add_affine_vartime(a, a, &n);
}

#define SF_MULT_ST_NAME sf_mult_p256_straus
#define SF_MULT_ST_ACC sf_ge_p256_jac
#define SF_MULT_ST_ENTRY_A sf_ge_p256_jac
#define SF_MULT_ST_ENTRY_B sf_ge_p256_affine
#define SF_MULT_ST_IDENTITY sf_ge_p256_jac_set_infinity
#define SF_MULT_ST_DBL sf_mult_p256_dbl
#define SF_MULT_ST_ADD_A sf_mult_p256_st_add_a
#define SF_MULT_ST_SUB_A sf_mult_p256_st_sub_a
#define SF_MULT_ST_ADD_B sf_mult_p256_st_add_b
#define SF_MULT_ST_SUB_B sf_mult_p256_st_sub_b
#include "mult/straus_vartime_impl.h"

void sf_mult_p256_simul_gen_vartime(sf_ge_p256_jac *r, const sf_sc_p256 *a,
                                    const sf_sc_p256 *b,
                                    const sf_ge_p256_affine *q)
{
    int8_t naf_g[SF_RECODE_WNAF_DIGITS(32)], naf_q[SF_RECODE_WNAF_DIGITS(32)];
    sf_ge_p256_jac tq[SF_MULT_P256_WNAF_Q_TABLE];
    uint8_t ab[32], bb[32];
    size_t lg, lq;
    const int8_t *const nafs_a[1] = {naf_q};
    const int8_t *const nafs_b[1] = {naf_g};
    const sf_ge_p256_jac *const tabs_a[1] = {tq};
    const sf_ge_p256_affine *const tabs_b[1] = {sf_mult_p256_gen_table[0]};

    sf_mult_p256_scalar_le(ab, a);
    sf_mult_p256_scalar_le(bb, b);
    lg = sf_recode_wnaf_vartime(naf_g, sizeof naf_g, ab, 32, SF_MULT_P256_WNAF_G);
    lq = sf_recode_wnaf_vartime(naf_q, sizeof naf_q, bb, 32, SF_MULT_P256_WNAF_Q);
    sf_mult_p256_odd_multiples(tq, SF_MULT_P256_WNAF_Q_TABLE, q);
    sf_mult_p256_straus(r, lg > lq ? lg : lq, 1, nafs_a, tabs_a, 1, nafs_b,
                        tabs_b);
}

/*
 * FourQ scalars: the 4-dimensional decomposition and the recodings of the
 * three scalar multiplications (contracts in sc_fourq.h).
 *
 * Everything here is word arithmetic on uint64_t; products modulo 2^64 are
 * plain C multiplications, and the one place that needs the high half of a
 * product (alpha_j in the decomposition) goes through sf_scf_mac.
 */
#include "scalar/fourq/sc_fourq.h"

#include "common/ct.h"
#include "common/endian.h"
#include "common/util.h"
#include "scalar/fourq/sc_fourq_mp.h"
#include "snowfield/common.h"

/* ======================= 4-dimensional decomposition ==================== */

/*
 * The constants of fourq.json "decomposition": ell_j (four words each, low
 * word first), the magnitudes b_ij of the reduced basis (signs are applied
 * in the formulas below, as in fourq.json "basis") and the offset c.
 */
static const uint64_t sf_scf_ell[4][4] = {
    {0x259686e09d1a7d4fu, 0xf75682ace6a6bd66u, 0xfc5bb5c5ea2be5dfu, 0x07u},
    {0xd1ba1d84dd627afbu, 0x2bd235580f468d8du, 0x8fd4b04caa6c0f8au, 0x03u},
    {0x9b291a33678c203cu, 0xc42bd6c965dca902u, 0xd038bf8d0bffbaf6u, 0x00u},
    {0x12e5666b77e7fdc0u, 0x81cbdc3714983d82u, 0x1b073877a22d8410u, 0x03u}};

#define SF_SCF_B11 0x0906ff27e0a0a196u
#define SF_SCF_B12 0x1363e862c22a2da0u
#define SF_SCF_B13 0x07426031ecc8030fu
#define SF_SCF_B14 0x084f739986b9e651u
#define SF_SCF_B21 0x1d495bea84fcc2d4u
#define SF_SCF_B24 0x25dbc5bc8dd167d0u
#define SF_SCF_B31 0x17abad1d231f0302u
#define SF_SCF_B32 0x02c4211ae388da51u
#define SF_SCF_B33 0x2e4d21c98927c49fu
#define SF_SCF_B34 0x0a9e6f44c02ecd97u
#define SF_SCF_B41 0x136e340a9108c83fu
#define SF_SCF_B42 0x3122df2dc3e0ff32u
#define SF_SCF_B43 0x068a49f02aa8a9b5u
#define SF_SCF_B44 0x18d5087896de0aeau
#define SF_SCF_C1 0x72482c5251a4559cu
#define SF_SCF_C2 0x59f95b0add276f6cu
#define SF_SCF_C3 0x7dd2d17c4625fa78u
#define SF_SCF_C4 0x6bc57def56ce8877u

/*
 * Word 4 of ell * m (bits 256..319 of the 512-bit product), i.e.
 * floor(ell m / 2^256) mod 2^64. The whole schoolbook product is formed
 * (16 word products, fixed schedule) because the carries of the lower
 * columns reach word 4.
 */
static uint64_t sf_scf_mulhi256(const uint64_t ell[4], const uint64_t m[4])
{
    uint64_t t[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        uint64_t c = 0, hi;
        for (int j = 0; j < 4; j++) {
            t[i + j] = sf_scf_mac(&hi, ell[i], m[j], t[i + j], c);
            c = hi;
        }
        t[i + 4] = c;
    }
    return t[4];
}

void sf_sc_fourq_decompose(sf_sc_fourq_decomp *d, const uint8_t m[32])
{
    uint64_t mw[4], al[4], a1, a2, a3, a4, even;
    for (int i = 0; i < 4; i++)
        mw[i] = sf_load64_le(m + 8 * i);
    for (int j = 0; j < 4; j++)
        al[j] = sf_scf_mulhi256(sf_scf_ell[j], mw);
    /*
     * a = (m, 0, 0, 0) - sum_j alpha_j b_j + c with
     *   b1 = ( b11, -b12,  b13, -b14),   b2 = ( b21, -1,    1,    b24),
     *   b3 = ( b31,  b32, -b33,  b34),   b4 = ( b41,  b42, -b43, -b44),
     * all modulo 2^64 (the exact values lie in [0, 2^64)).
     */
    a1 = mw[0] - al[0] * SF_SCF_B11 - al[1] * SF_SCF_B21 -
         al[2] * SF_SCF_B31 - al[3] * SF_SCF_B41 + SF_SCF_C1;
    a2 = al[0] * SF_SCF_B12 + al[1] - al[2] * SF_SCF_B32 -
         al[3] * SF_SCF_B42 + SF_SCF_C2;
    a3 = -al[0] * SF_SCF_B13 - al[1] + al[2] * SF_SCF_B33 +
         al[3] * SF_SCF_B43 + SF_SCF_C3;
    a4 = al[0] * SF_SCF_B14 - al[1] * SF_SCF_B24 - al[2] * SF_SCF_B34 +
         al[3] * SF_SCF_B44 + SF_SCF_C4;
    /* a1 even: add b4 (a lattice vector), which makes a1 odd */
    even = sf_ct_mask64((uint32_t)(a1 & 1) ^ 1);
    d->a[0] = a1 + (even & SF_SCF_B41);
    d->a[1] = a2 + (even & SF_SCF_B42);
    d->a[2] = a3 - (even & SF_SCF_B43);
    d->a[3] = a4 - (even & SF_SCF_B44);
    SF_VERIFY_CHECK((d->a[0] & 1) == 1);
    sf_wipe(mw, sizeof mw);
    sf_wipe(al, sizeof al);
}

/* lambda_phi, lambda_psi and their product mod N, as reduced scalars. */
static const sf_sc_fourq sf_scf_lphi = {{0xcdf0e63ce8997864u, 0x24874f0b5e4daa9bu,
                                         0x83c18f03c13d7376u, 0x0006d9069dc876c8u}};
static const sf_sc_fourq sf_scf_lpsi = {{0x5dc7f2b7cdfd2a88u, 0xcb3688ca09ef0e88u,
                                         0x8c4c2510ab53b51eu, 0x0018c47535351926u}};

void sf_sc_fourq_recombine(sf_sc_fourq *r, const sf_sc_fourq_decomp *d)
{
    sf_sc_fourq a[4], t, lpp;
    uint8_t buf[32] = {0};
    for (int i = 0; i < 4; i++) {
        sf_store64_le(buf, d->a[i]);
        sf_sc_fourq_reduce(&a[i], buf);
    }
    sf_sc_fourq_mul(&lpp, &sf_scf_lphi, &sf_scf_lpsi);
    sf_sc_fourq_mul(&t, &a[1], &sf_scf_lphi);
    sf_sc_fourq_add(r, &a[0], &t);
    sf_sc_fourq_mul(&t, &a[2], &sf_scf_lpsi);
    sf_sc_fourq_add(r, r, &t);
    sf_sc_fourq_mul(&t, &a[3], &lpp);
    sf_sc_fourq_add(r, r, &t);
}

/* ============================ GLV-SAC ================================== */

/*
 * Signs from the pivot: for odd a1 < 2^64, with s_64 = +1 and
 * s_i = 2 bit_{i+1}(a1) - 1 for i < 64,
 *   sum_i s_i 2^i = sum_{i<64} bit_{i+1} 2^{i+1} - (2^64 - 1) + 2^64
 *                 = (a1 - 1) + 1 = a1.
 * Each other a_j is then written with digits in {0, s_i}: take the digit
 * when the running value c is odd, c <- (c - e s_i) / 2, i.e. (c >> 1) plus
 * 1 when e = 1 and s_i = -1. c never exceeds 2^63 after the first step,
 * falls to at most 1 after 64 steps and to 0 at the last (s_64 = +1), so 65
 * steps always suffice (SF_VERIFY checks c = 0).
 */
void sf_sc_fourq_recode_sac(uint8_t idx[SF_SC_FOURQ_SAC_DIGITS],
                            uint8_t neg[SF_SC_FOURQ_SAC_DIGITS],
                            const sf_sc_fourq_decomp *d)
{
    uint64_t c2 = d->a[1], c3 = d->a[2], c4 = d->a[3], a1 = d->a[0];
    SF_VERIFY_CHECK((a1 & 1) == 1);
    for (int i = 0; i < SF_SC_FOURQ_SAC_DIGITS; i++) {
        /* n = 1 iff s_i = -1: bit i+1 of a1 clear (bit 64 is 1 by fiat) */
        uint64_t n = i < 64 ? ((i < 63 ? (a1 >> (i + 1)) : 0) & 1) ^ 1 : 0;
        uint64_t e2 = c2 & 1, e3 = c3 & 1, e4 = c4 & 1;
        c2 = (c2 >> 1) + (e2 & n);
        c3 = (c3 >> 1) + (e3 & n);
        c4 = (c4 >> 1) + (e4 & n);
        idx[i] = (uint8_t)(e2 | (e3 << 1) | (e4 << 2));
        neg[i] = (uint8_t)n;
    }
    SF_VERIFY_CHECK((c2 | c3 | c4) == 0);
}

/* =========================== mLSB-set comb ============================= */

/*
 * [FLS15, Alg. 4] with l = w d: the low d digits are the signs of
 * k' mod 2^d written as above (b_{d-1} = +1, b_i = 2 bit_{i+1} - 1), which
 * represents k' mod 2^d exactly; the high part c = k' >> d is then written
 * row by row with digits b_i in {0, b_{i mod d}}, i = d .. l-1, by the
 * "take the sign when odd" rule c <- (c - e_j s_j) / 2, e_j = c mod 2.
 *
 * A row in closed form. Let m be the d-bit mask of the negative columns
 * (bit j = neg[j]) and x the row's d digits e_j as a bit string. The row
 * takes away sum_j e_j s_j 2^j = (x & ~m) - (x & m) = (x ^ m) - m, and the
 * rule forces that to be c mod 2^d (each e_j is fixed by parity, and
 * x -> (x ^ m) - m is a bijection mod 2^d). So
 *     x = ((c + m) mod 2^d) ^ m,   and the next row starts from (c + m) >> d,
 * which is the serial rule's result after d steps. c < 2^(247-42) = 2^205
 * shrinks by d bits a row (c + m < 2^(bits(c)) + 2^d), so after the
 * w - 1 = 5 rows it is 0 (SF_VERIFY checks it). A handful of word operations per row instead of d serial
 * steps over the whole of c.
 */
SF_STATIC_ASSERT(SF_SC_FOURQ_COMB_D < 64, "a row of comb digits fits in one word");

void sf_sc_fourq_recode_comb(uint8_t idx[SF_SC_FOURQ_COMB_D],
                             uint8_t neg[SF_SC_FOURQ_COMB_D],
                             const sf_sc_fourq *k)
{
    enum { D = SF_SC_FOURQ_COMB_D, W = SF_SC_FOURQ_COMB_W };
    const uint64_t dmask = ((uint64_t)1 << D) - 1;
    uint64_t kp[4], c[4], addn, m = 0, x, carry = 0;
    sf_sc_fourq_verify(k);
    /* k' = k + N when k is even: odd, < 2N < 2^247 */
    addn = sf_ct_mask64((uint32_t)(k->v[0] & 1) ^ 1);
    for (int i = 0; i < 4; i++)
        carry = sf_scf_adc(&kp[i], k->v[i], sf_scf_n[i] & addn, carry);
    /* signs: neg[j] = 1 iff b_j = -1 */
    for (int j = 0; j < D; j++) {
        uint64_t bit = j < D - 1 ? (kp[(j + 1) >> 6] >> ((j + 1) & 63)) & 1 : 1;
        neg[j] = (uint8_t)(bit ^ 1);
        idx[j] = 0;
        m |= (bit ^ 1) << j;
    }
    /* c = k' >> d (k' < 2^247: four words, shifted by a public amount) */
    for (int i = 0; i < 4; i++)
        c[i] = (kp[i] >> D) | (i < 3 ? kp[i + 1] << (64 - D) : 0);
    for (int t = 1; t < W; t++) {
        /* c += m, x = (c mod 2^d) ^ m, c >>= d */
        carry = sf_scf_adc(&c[0], c[0], m, 0);
        for (int i = 1; i < 4; i++)
            carry = sf_scf_adc(&c[i], c[i], 0, carry);
        x = (c[0] & dmask) ^ m;
        for (int i = 0; i < 4; i++)
            c[i] = (c[i] >> D) | (i < 3 ? c[i + 1] << (64 - D) : 0);
        for (int j = 0; j < D; j++)
            idx[j] |= (uint8_t)(((x >> j) & 1) << (t - 1));
    }
    SF_VERIFY_CHECK((c[0] | c[1] | c[2] | c[3]) == 0);
    sf_wipe(kp, sizeof kp);
    sf_wipe(c, sizeof c);
    m = x = 0;
}

/* ========================= fixed window (no endo) ====================== */

/*
 * Each step takes the low w+1 bits of the odd running value k: the digit is
 * (k mod 2^(w+1)) - 2^w, odd, in [1 - 2^w, 2^w - 1], and
 * (k - digit) / 2^w = 2 floor(k / 2^(w+1)) + 1 is odd again. With
 * k' < N + 1 < 2^246, 49 steps leave k < 2^246 / 2^245 + 1, so the last
 * digit is 1 or 3.
 */
uint32_t sf_sc_fourq_recode_window(int8_t digits[SF_SC_FOURQ_WINDOW_DIGITS],
                                   const sf_sc_fourq *k)
{
    enum { W = SF_SC_FOURQ_WINDOW };
    uint64_t kp[4];
    uint32_t corr;
    sf_sc_fourq_verify(k);
    corr = (uint32_t)(k->v[0] & 1) ^ 1;
    /* k + corr: k < N is at most N - 1, so no carry out of 246 bits */
    kp[0] = k->v[0] | corr; /* k even: k + 1 sets bit 0 */
    for (int i = 1; i < 4; i++)
        kp[i] = k->v[i];
    for (int i = 0; i < SF_SC_FOURQ_WINDOW_DIGITS - 1; i++) {
        digits[i] = (int8_t)((int)(kp[0] & ((1u << (W + 1)) - 1)) - (1 << W));
        /* kp = 2 floor(kp / 2^(w+1)) + 1 */
        for (int j = 0; j < 4; j++)
            kp[j] = (kp[j] >> (W + 1)) | (j < 3 ? kp[j + 1] << (64 - (W + 1)) : 0);
        for (int j = 3; j >= 0; j--)
            kp[j] = (kp[j] << 1) | (j > 0 ? kp[j - 1] >> 63 : 1);
    }
    SF_VERIFY_CHECK(kp[1] == 0 && kp[2] == 0 && kp[3] == 0 && kp[0] < (1u << W));
    digits[SF_SC_FOURQ_WINDOW_DIGITS - 1] = (int8_t)kp[0];
    sf_wipe(kp, sizeof kp);
    return corr;
}

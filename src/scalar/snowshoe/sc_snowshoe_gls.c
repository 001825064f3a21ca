/*
 * Snowshoe GLS scalar decomposition and regular signed-window recoding.
 * Contracts are in sc_snowshoe.h.
 *
 * /// The lattice ///
 *
 * psi acts on the q-subgroup as multiplication by lambda, lambda^2 = -1
 * (mod q). The pairs (x, y) with x + y*lambda = 0 (mod q) form a lattice of
 * determinant q with the short orthogonal basis
 *   v1 = (A, -B),  v2 = (B, A),   A = 2^126 - 1,  B = 0x62d2cf00a287a526,
 * A^2 + B^2 = q (checked in tests/model/gen_sc_snowshoe.py). Babai
 * rounding writes
 * (k, 0) = z1*v1 + z2*v2 + (k1, k2) with z1, z2 the rounded coordinates of
 * (k, 0) in that basis: (k, 0) = (k*A/q) v1 + (k*B/q) v2, so
 *   z1 = round(A*k/q) = floor((A*k + qround)/q),
 *   z2 = round(B*k/q) = floor((B*k + qround)/q),   qround = floor(q/2) + 1,
 *   k1 = k - z1*A - z2*B,   k2 = z1*B - z2*A,
 * and k1 + k2*lambda = k - z1*(A - B*lambda) - z2*(B + A*lambda) = k (mod q).
 *
 * Bound: (k1, k2) = e1*v1 + e2*v2 with |e1|, |e2| <= 1/2 (rounding errors;
 * qround = q/2 + 1/2 shifts them by 1/(2q) at most), so
 *   |k1|, |k2| <= (A + B)/2 + 1 < 2^125 + 2^62 < 2^126.
 * This is exactly the original library's formula, so k1, k2 match its
 * gls_decompose; what differs is the sign convention at 0 (see the type).
 *
 * Sizes: k < q < 2^252; A*k + qround < 2^378 + 2^251 and
 * B*k + qround < 2^315 + 2^251, both far below the 2^512 that the division
 * accepts. z1 <= A < 2^126 (since k <= q - 1 and qround < q) and z2 <= B.
 * All intermediate signed values are below 2^255 in absolute value, so they
 * are computed exactly mod 2^256 in two's complement.
 */
#include "common/ct.h"
#include "common/util.h"
#include "scalar/snowshoe/sc_snowshoe.h"
#include "scalar/snowshoe/sc_snowshoe_mp.h"
#include "snowfield/common.h"

#define SF_SCS_L SF_SCS_N(256)

static const sf_scs_limb sf_scs_decomp_a[SF_SCS_N(128)] = {
    SF_SCS_W64(0xffffffffffffffffu), SF_SCS_W64(0x3fffffffffffffffu)};
static const sf_scs_limb sf_scs_decomp_b[SF_SCS_N(64)] = {
    SF_SCS_W64(0x62d2cf00a287a526u)};
/* qround = floor(q/2) + 1 */
static const sf_scs_limb sf_scs_qround[SF_SCS_N(256)] = {
    SF_SCS_W64(0xe74db471d84f00d3u), SF_SCS_W64(0xd3130a0a606e43e9u),
    SF_SCS_W64(0xffffffffffffffffu), SF_SCS_W64(0x07ffffffffffffffu)};
/* lambda, the eigenvalue of psi on the q-subgroup. */
static const sf_sc_snowshoe sf_scs_lambda = {
    {SF_SCS_W64(0xcbf95d17bd8cf58fu), SF_SCS_W64(0xa827c49cde94f5ccu),
     SF_SCS_W64(0xb0a9480ccbb42be2u), SF_SCS_W64(0x0ec2108006820e1au)}};

/*
 * z = floor((k*c + qround) / q) for a constant c of nc limbs.
 * k: scalar limbs (k < q). z: SF_SCS_N(320) limbs.
 */
static void sf_scs_round_quot(sf_scs_limb *z, const sf_scs_limb *k,
                              const sf_scs_limb *c, size_t nc)
{
    sf_scs_limb n[SF_SCS_N(512)];
    sf_scs_limb qr[SF_SCS_N(512)];
    sf_scs_limb rem[SF_SCS_L];
    sf_scs_mul(n, SF_SCS_N(512), k, SF_SCS_L, c, nc);
    for (size_t i = 0; i < SF_SCS_N(512); i++)
        qr[i] = i < SF_SCS_L ? sf_scs_qround[i] : 0;
    sf_scs_add(n, n, qr, SF_SCS_N(512)); /* < 2^379: no carry out */
    sf_scs_divmod512(z, rem, n);
    sf_wipe(n, sizeof n);
    sf_wipe(rem, sizeof rem);
}

/*
 * Split a two's-complement value x (scalar limbs, |x| < 2^126) into a sign
 * (1 = negative) and a 128-bit magnitude as two 64-bit words.
 */
static uint32_t sf_scs_sign_mag(uint64_t mag[2], const sf_scs_limb *x)
{
    sf_scs_limb a[SF_SCS_L];
    uint32_t neg = (uint32_t)(x[SF_SCS_L - 1] >> (SF_SCS_W - 1));
    sf_scs_cneg(a, x, SF_SCS_L, neg);
    /* |x| < 2^126: everything above bit 126 is zero. */
    SF_VERIFY_CHECK(sf_scs_is_zero(a + SF_SCS_N(128), SF_SCS_L - SF_SCS_N(128)));
#if SF_SCS_W == 64
    mag[0] = a[0];
    mag[1] = a[1];
#else
    mag[0] = (uint64_t)a[0] | ((uint64_t)a[1] << 32);
    mag[1] = (uint64_t)a[2] | ((uint64_t)a[3] << 32);
#endif
    SF_VERIFY_CHECK((mag[1] >> 62) == 0);
    /* x = 0 gives a = 0 and neg = 0: the sign of zero is always "+". */
    sf_wipe(a, sizeof a);
    return neg;
}

void sf_sc_snowshoe_gls_decompose(sf_sc_snowshoe_gls *d,
                                  const sf_sc_snowshoe *k)
{
    sf_scs_limb z1[SF_SCS_N(320)], z2[SF_SCS_N(320)];
    sf_scs_limb t[SF_SCS_L], u[SF_SCS_L];
    sf_scs_limb k1[SF_SCS_L], k2[SF_SCS_L];

    sf_sc_snowshoe_verify(k);
    sf_scs_round_quot(z1, k->v, sf_scs_decomp_a, SF_SCS_N(128));
    sf_scs_round_quot(z2, k->v, sf_scs_decomp_b, SF_SCS_N(64));
    /* z1 <= A < 2^126, z2 <= B < 2^63: the 128-bit low parts are exact. */
    SF_VERIFY_CHECK(sf_scs_is_zero(z1 + SF_SCS_N(128),
                                   SF_SCS_N(320) - SF_SCS_N(128)));
    SF_VERIFY_CHECK(sf_scs_is_zero(z2 + SF_SCS_N(64),
                                   SF_SCS_N(320) - SF_SCS_N(64)));

    /* k1 = k - z1*A - z2*B  (mod 2^256, exact as |k1| < 2^126) */
    sf_scs_mul(t, SF_SCS_L, z1, SF_SCS_N(128), sf_scs_decomp_a, SF_SCS_N(128));
    sf_scs_mul(u, SF_SCS_L, z2, SF_SCS_N(64), sf_scs_decomp_b, SF_SCS_N(64));
    sf_scs_sub(k1, k->v, t, SF_SCS_L);
    sf_scs_sub(k1, k1, u, SF_SCS_L);

    /* k2 = z1*B - z2*A  (mod 2^256, exact as |k2| < 2^126) */
    sf_scs_mul(t, SF_SCS_L, z1, SF_SCS_N(128), sf_scs_decomp_b, SF_SCS_N(64));
    sf_scs_mul(u, SF_SCS_L, z2, SF_SCS_N(64), sf_scs_decomp_a, SF_SCS_N(128));
    sf_scs_sub(k2, t, u, SF_SCS_L);

    d->neg1 = sf_scs_sign_mag(d->mag1, k1);
    d->neg2 = sf_scs_sign_mag(d->mag2, k2);

    sf_wipe(z1, sizeof z1);
    sf_wipe(z2, sizeof z2);
    sf_wipe(t, sizeof t);
    sf_wipe(u, sizeof u);
    sf_wipe(k1, sizeof k1);
    sf_wipe(k2, sizeof k2);
}

/* r = (neg ? -1 : 1) * mag mod q, for mag < 2^128 < q. */
static void sf_scs_from_sign_mag(sf_sc_snowshoe *r, const uint64_t mag[2],
                                 uint32_t neg)
{
    sf_sc_snowshoe n;
    sf_sc_snowshoe_set_u32(r, 0);
#if SF_SCS_W == 64
    r->v[0] = mag[0];
    r->v[1] = mag[1];
#else
    r->v[0] = (sf_scs_limb)mag[0];
    r->v[1] = (sf_scs_limb)(mag[0] >> 32);
    r->v[2] = (sf_scs_limb)mag[1];
    r->v[3] = (sf_scs_limb)(mag[1] >> 32);
#endif
    sf_sc_snowshoe_neg(&n, r);
    sf_sc_snowshoe_cmov(r, &n, neg);
    sf_sc_snowshoe_clear(&n);
}

void sf_sc_snowshoe_gls_recombine(sf_sc_snowshoe *r,
                                  const sf_sc_snowshoe_gls *d)
{
    sf_sc_snowshoe a, b;
    sf_scs_from_sign_mag(&a, d->mag1, d->neg1);
    sf_scs_from_sign_mag(&b, d->mag2, d->neg2);
    sf_sc_snowshoe_muladd(r, &b, &sf_scs_lambda, &a);
    sf_sc_snowshoe_clear(&a);
    sf_sc_snowshoe_clear(&b);
}

/* =========================== regular recoding =========================== */

/*
 * The recoding, with m = mag | 1 (odd; for even mag this is mag + 1 since
 * bit 0 was clear, so no carry):
 *   for i < n-1:  d_i = (m mod 2^(w+1)) - 2^w,   m <- (m - d_i) / 2^w
 *   d_{n-1} = m.
 * m odd makes m mod 2^(w+1) odd, so d_i is odd with |d_i| <= 2^w - 1; and
 *   (m - d_i) / 2^w = (m - (m mod 2^(w+1)) + 2^w) / 2^w
 *                   = 2*floor(m / 2^(w+1)) + 1 = (m >> w) | 1,
 * which is odd again and is how the update is computed (a shift and an OR,
 * no subtraction of a signed digit).
 * Length: m_{j} <= m_{j-1}/2^w + 1, and m_0 < 2^126, so after
 * j = floor(126/w) steps m_j < 2^(126 mod w) + 1 + 1/(2^w - 1) <= 2^(w-1) + 2,
 * which is < 2^w for w >= 3: the last digit is positive, odd and < 2^w.
 */
uint32_t sf_sc_snowshoe_recode(int8_t *digits, const uint64_t mag[2],
                               unsigned w)
{
    uint64_t m0 = mag[0] | 1, m1 = mag[1];
    uint32_t corr = (uint32_t)(~mag[0] & 1);
    unsigned n = SF_SC_SNOWSHOE_RECODE_DIGITS(w);
    uint64_t low = ((uint64_t)1 << (w + 1)) - 1;
    int32_t half = (int32_t)1 << w;

    SF_VERIFY_CHECK(w >= 3 && w <= 7);
    SF_VERIFY_CHECK((mag[1] >> 62) == 0);
    for (unsigned i = 0; i + 1 < n; i++) {
        digits[i] = (int8_t)((int32_t)(m0 & low) - half);
        m0 = (m0 >> w) | (m1 << (64 - w)) | 1;
        m1 >>= w;
    }
    SF_VERIFY_CHECK(m1 == 0 && m0 < ((uint64_t)1 << w));
    digits[n - 1] = (int8_t)m0;
    return corr;
}

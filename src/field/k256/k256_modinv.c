/*
 * Variable-time safegcd inversion (see k256_modinv.h for the algorithm).
 *
 * Numbers are held as nine signed 30-bit limbs in int64_t:
 *     x = sum v[i] 2^(30 i), i = 0..8,
 * "normal" when v[0..7] are in [0, 2^30) and v[8] carries the sign (so
 * 270 bits of room for values of up to 2^257 in absolute value). 30-bit
 * limbs keep every product of a limb by a transition-matrix entry
 * (|entry| <= 2^30) below 2^60, so only int64_t is needed and the same code
 * serves both field backends.
 *
 * The inversion runs divsteps in batches of 30 on the low 30 bits of f and
 * g, which decide all 30 branches, accumulating the 2x2 transition matrix
 *     T = [u v; q r],  2^30 f' = u f + v g,  2^30 g' = q f + r g,
 * then applies T to the full-size f, g and to the Bezout-like d, e that
 * satisfy f = d a and g = e a (mod m) throughout.
 */
#include "field/k256/k256_modinv.h"

#include "common/util.h"

#define SF_MI_M30 ((int64_t)0x3FFFFFFF)

typedef struct sf_mi_s30 {
    int64_t v[9];
} sf_mi_s30;

/* floor(x / 2^30): C leaves >> of a negative value implementation-defined,
 * so take it apart; -x - 1 cannot overflow. */
static int64_t sf_mi_asr30(int64_t x)
{
    return x >= 0 ? x >> 30 : -((-x - 1) >> 30) - 1;
}

/* Bring limbs 0..7 into [0, 2^30), pushing carries (signed) upwards. */
static void sf_mi_carry(sf_mi_s30 *x)
{
    for (int i = 0; i < 8; i++) {
        int64_t c = sf_mi_asr30(x->v[i]);
        x->v[i] -= c * ((int64_t)1 << 30);
        x->v[i + 1] += c;
    }
}

/* For a normal x: -1, 0 or 1 as x < 0, x = 0, x > 0. */
static int sf_mi_sign(const sf_mi_s30 *x)
{
    int64_t any = 0;
    if (x->v[8] < 0)
        return -1;
    for (int i = 0; i < 9; i++)
        any |= x->v[i];
    return any != 0;
}

static void sf_mi_from_words(sf_mi_s30 *r, const uint32_t a[8])
{
    uint64_t acc = 0;
    int nbits = 0, w = 0;
    for (int i = 0; i < 9; i++) {
        while (nbits < 30 && w < 8) {
            acc |= (uint64_t)a[w++] << nbits;
            nbits += 32;
        }
        r->v[i] = (int64_t)(acc & (uint64_t)SF_MI_M30);
        acc >>= 30;
        nbits -= 30;
    }
}

/* x normal and in [0, 2^256). */
static void sf_mi_to_words(uint32_t r[8], const sf_mi_s30 *x)
{
    uint64_t acc = 0;
    int nbits = 0, i = 0;
    for (int w = 0; w < 8; w++) {
        while (nbits < 32 && i < 9) {
            acc |= (uint64_t)x->v[i++] << nbits;
            nbits += 30;
        }
        r[w] = (uint32_t)acc;
        acc >>= 32;
        nbits -= 32;
    }
}

/* Trailing zeros of a non-zero x, portable fallback included. */
static int sf_mi_ctz32(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(x);
#else
    int n = 0;
    while ((x & 1) == 0) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/*
 * 30 divsteps on the low 30 bits of f and g (f odd). Returns the new zeta
 * and the transition matrix t = {u, v, q, r} with 2^30 f_30 = u f + v g and
 * 2^30 g_30 = q f + r g.
 *
 * Invariant after i steps: 2^i f_i = u f + v g, 2^i g_i = q f + r g, with
 * |u| + |v| <= 2^i and |q| + |r| <= 2^i (each step doubles one row, or
 * replaces it by twice the other, and the new second row is a sum or
 * difference of the two old rows). So every entry ends within 2^30.
 * Only bit 0 of f_i, g_i is ever inspected, and after i steps the low
 * 30 - i bits are still exact (each halving loses the top bit), which
 * suffices for the remaining 30 - i steps.
 */
static int64_t sf_mi_divsteps30(int64_t zeta, uint32_t f, uint32_t g,
                                int64_t t[4])
{
    int64_t u = 1, v = 0, q = 0, r = 1;
    int i = 30;
    while (i > 0) {
        if ((g & 1) == 0) {
            /* Several even steps at once: g /= 2^z, (u, v) *= 2^z. */
            int z = sf_mi_ctz32(g | ((uint32_t)1 << i));
            g >>= z;
            u *= (int64_t)1 << z;
            v *= (int64_t)1 << z;
            zeta += z;
            i -= z;
            continue;
        }
        if (zeta >= 0) {
            /* (f, g) = (g, (g - f)/2) */
            int64_t nu = 2 * q, nv = 2 * r;
            uint32_t nf = g;
            q -= u;
            r -= v;
            u = nu;
            v = nv;
            g = (g - f) >> 1;
            f = nf;
            zeta = -zeta;
        } else {
            /* g = (g + f)/2 */
            q += u;
            r += v;
            u *= 2;
            v *= 2;
            g = (g + f) >> 1;
            zeta += 1;
        }
        i--;
    }
    t[0] = u;
    t[1] = v;
    t[2] = q;
    t[3] = r;
    return zeta;
}

/*
 * (f, g) = (u f + v g, q f + r g) / 2^30, exactly. The low 30 bits of both
 * numerators are zero by construction of t. Limb products are < 2^60 in
 * absolute value, two of them plus a carry < 2^62: no overflow.
 */
static void sf_mi_update_fg(sf_mi_s30 *f, sf_mi_s30 *g, const int64_t t[4])
{
    int64_t cf = t[0] * f->v[0] + t[1] * g->v[0];
    int64_t cg = t[2] * f->v[0] + t[3] * g->v[0];
    SF_VERIFY_CHECK((cf & SF_MI_M30) == 0 && (cg & SF_MI_M30) == 0);
    cf = sf_mi_asr30(cf);
    cg = sf_mi_asr30(cg);
    for (int i = 1; i < 9; i++) {
        cf += t[0] * f->v[i] + t[1] * g->v[i];
        cg += t[2] * f->v[i] + t[3] * g->v[i];
        f->v[i - 1] = cf & SF_MI_M30;
        g->v[i - 1] = cg & SF_MI_M30;
        cf = sf_mi_asr30(cf);
        cg = sf_mi_asr30(cg);
    }
    f->v[8] = cf;
    g->v[8] = cg;
}

/*
 * One row of the (d, e) update: x = (a d + b e + k m) / 2^30 where
 * k in [0, 2^30) makes the numerator divisible by 2^30
 * (k = -(a d + b e) m^-1 mod 2^30). With |d|, |e| <= m and |a| + |b| <=
 * 2^30 the result has |x| < (2^30 m + 2^30 m) / 2^30 = 2m; one conditional
 * add or subtract of m brings it back to |x| <= m.
 */
static void sf_mi_update_row(sf_mi_s30 *x, const sf_mi_s30 *d, const sf_mi_s30 *e,
                             int64_t a, int64_t b, const sf_mi_s30 *m,
                             uint64_t minv)
{
    sf_mi_s30 t;
    int64_t c = a * d->v[0] + b * e->v[0];
    int64_t k = (int64_t)((0 - (uint64_t)c * minv) & (uint64_t)SF_MI_M30);
    c += k * m->v[0];
    SF_VERIFY_CHECK((c & SF_MI_M30) == 0);
    c = sf_mi_asr30(c);
    for (int i = 1; i < 9; i++) {
        c += a * d->v[i] + b * e->v[i] + k * m->v[i];
        t.v[i - 1] = c & SF_MI_M30;
        c = sf_mi_asr30(c);
    }
    t.v[8] = c;
    *x = t;
    /* |x| < 2m: fold into [-m, m] */
    for (int i = 0; i < 9; i++)
        t.v[i] = x->v[i] - m->v[i];
    sf_mi_carry(&t);
    if (sf_mi_sign(&t) >= 0) {
        *x = t;
        return;
    }
    for (int i = 0; i < 9; i++)
        t.v[i] = x->v[i] + m->v[i];
    sf_mi_carry(&t);
    if (sf_mi_sign(&t) < 0)
        *x = t;
}

void sf_k256_modinv_vartime(uint32_t r[8], const uint32_t a[8], const uint32_t m[8])
{
    sf_mi_s30 f, g, d, e, md;
    uint64_t minv, m0;
    int64_t zeta = 0, t[4];

    sf_mi_from_words(&md, m);
    sf_mi_from_words(&g, a);
    f = md;
    for (int i = 0; i < 9; i++)
        d.v[i] = e.v[i] = 0;
    e.v[0] = 1;

    /* m0^-1 mod 2^30 by Newton: m0 m0 = 1 mod 8 for odd m0, and each step
     * y = y (2 - m0 y) doubles the number of correct low bits (3, 6, 12,
     * 24, 48). */
    m0 = (uint64_t)md.v[0];
    minv = m0;
    for (int i = 0; i < 4; i++)
        minv *= 2 - m0 * minv;
    minv &= (uint64_t)SF_MI_M30;

    while (sf_mi_sign(&g) != 0) {
        sf_mi_s30 nd, ne;
        zeta = sf_mi_divsteps30(zeta, (uint32_t)f.v[0], (uint32_t)g.v[0], t);
        sf_mi_update_row(&nd, &d, &e, t[0], t[1], &md, minv);
        sf_mi_update_row(&ne, &d, &e, t[2], t[3], &md, minv);
        d = nd;
        e = ne;
        sf_mi_update_fg(&f, &g, t);
    }

    /* Now f = +-1 (or f = m when a = 0, with d = 0) and f = d a mod m. */
    if (f.v[8] < 0) {
        for (int i = 0; i < 9; i++)
            d.v[i] = -d.v[i];
        sf_mi_carry(&d);
    }
    if (sf_mi_sign(&d) < 0) {
        for (int i = 0; i < 9; i++)
            d.v[i] += md.v[i];
        sf_mi_carry(&d);
    }
    sf_mi_to_words(r, &d);
}

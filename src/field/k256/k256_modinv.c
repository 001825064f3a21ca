/*
 * Safegcd inversion, constant-time and variable-time (see k256_modinv.h for
 * the algorithm and the 590-step bound).
 *
 * Signed limbs
 * ------------
 * Numbers are held as L signed limbs of B bits in int64_t,
 *     x = sum v[i] 2^(B i),
 * "normal" when v[0..L-2] are in [0, 2^B) and v[L-1] carries the sign.
 * The width follows the field backend: B = 62, L = 5 with an
 * `__int128` accumulator on the 64-bit backend (10 batches of 62 divsteps),
 * B = 30, L = 9 with an int64_t accumulator on the portable one (20
 * batches of 30). Either way L*B >= 270 bits: room for the +-2^257 the
 * values below can reach.
 *
 * One batch
 * ---------
 * B divsteps on the low bits of f and g (f odd) decide all B branches;
 * they are recorded in the 2x2 transition matrix
 *     T = [u v; q r]:   2^B f' = u f + v g,   2^B g' = q f + r g.
 * With s_f = |u| + |v| and s_g = |q| + |r|, every step gives
 * max(s_f', s_g') <= 2 max(s_f, s_g) (a row is doubled, or becomes the sum
 * or difference of the two rows), so after B steps every entry, and every
 * row sum, is <= 2^B (which fits int64_t for B = 62).
 * T is then applied to the full f, g (exactly divisible by 2^B) and to d, e,
 * the numbers with f = d a and g = e a (mod m), which are kept in (-m, m):
 *     d' = (u d + v e + k m) / 2^B,  k in [0, 2^B) chosen so the numerator
 * is divisible by 2^B (k = -(u d + v e) m^-1 mod 2^B). Then
 * |u d + v e| <= 2^B m gives d' in (-m, 2m), and one conditional
 * subtraction of m restores (-m, m).
 *
 * Accumulator bounds: a limb is < 2^B, a matrix entry <= 2^B, so each
 * product is < 2^(2B) and three of them plus a carry stay below
 * 2^(2B+2) <= 2^126 (B = 62, __int128) or 2^62 (B = 30, int64_t).
 */
#include "field/k256/k256_modinv.h"

#include "common/util.h"
#include "snowfield/common.h"

#if defined(SF_FIELD_PORTABLE) || !defined(__SIZEOF_INT128__)
#define SF_MI_B 30
#define SF_MI_L 9
#define SF_MI_BATCHES 20 /* 600 >= 590 divsteps */
typedef int64_t sf_mi_wide;
typedef uint64_t sf_mi_uwide;
#else
#define SF_MI_B 62
#define SF_MI_L 5
#define SF_MI_BATCHES 10 /* 620 >= 590 divsteps */
__extension__ typedef __int128 sf_mi_wide;
__extension__ typedef unsigned __int128 sf_mi_uwide;
#endif

#define SF_MI_MASK ((uint64_t)(((uint64_t)1 << SF_MI_B) - 1))
#define SF_MI_WIDE_BITS ((int)(8 * sizeof(sf_mi_wide)))

typedef struct sf_mi_num {
    int64_t v[SF_MI_L];
} sf_mi_num;

/* The transition matrix of one batch. */
typedef struct sf_mi_trans {
    int64_t u, v, q, r;
} sf_mi_trans;

/*
 * floor(x / 2^B) for a signed accumulator, without relying on >> of a
 * negative value (implementation-defined in C) and without a branch: shift
 * the two's-complement bits as unsigned, then put the sign bits back.
 */
static inline sf_mi_wide sf_mi_asr(sf_mi_wide x)
{
    sf_mi_uwide ux = (sf_mi_uwide)x;
    sf_mi_uwide sign = (sf_mi_uwide)0 - (ux >> (SF_MI_WIDE_BITS - 1));
    return (sf_mi_wide)((ux >> SF_MI_B) | (sign << (SF_MI_WIDE_BITS - SF_MI_B)));
}

/* The low B bits of an accumulator, as a limb. */
static inline int64_t sf_mi_low(sf_mi_wide x)
{
    return (int64_t)((uint64_t)x & SF_MI_MASK);
}

/* All-ones if the normal number x is negative, else 0. */
static inline uint64_t sf_mi_sign_mask(const sf_mi_num *x)
{
    return (uint64_t)0 - ((uint64_t)x->v[SF_MI_L - 1] >> 63);
}

/* Bring limbs 0..L-2 into [0, 2^B), pushing signed carries upwards. */
static void sf_mi_carry(sf_mi_num *x)
{
    for (int i = 0; i < SF_MI_L - 1; i++) {
        sf_mi_wide c = sf_mi_asr(x->v[i]);
        x->v[i] = sf_mi_low(x->v[i]);
        x->v[i + 1] += (int64_t)c;
    }
}

/* x = x + (m & mask), x = x - (m & mask), limb-wise then carried. */
static void sf_mi_add_masked(sf_mi_num *x, const sf_mi_num *m, uint64_t mask)
{
    for (int i = 0; i < SF_MI_L; i++)
        x->v[i] += (int64_t)((uint64_t)m->v[i] & mask);
    sf_mi_carry(x);
}

static void sf_mi_sub_masked(sf_mi_num *x, const sf_mi_num *m, uint64_t mask)
{
    for (int i = 0; i < SF_MI_L; i++)
        x->v[i] -= (int64_t)((uint64_t)m->v[i] & mask);
    sf_mi_carry(x);
}

/* x = -x if mask is all-ones (x normal in, normal out). */
static void sf_mi_cneg(sf_mi_num *x, uint64_t mask)
{
    for (int i = 0; i < SF_MI_L; i++)
        x->v[i] = (int64_t)(((uint64_t)x->v[i] ^ mask) - mask);
    sf_mi_carry(x);
}

static void sf_mi_from_words(sf_mi_num *r, const uint32_t a[8])
{
    sf_mi_uwide acc = 0;
    int nbits = 0, w = 0;
    for (int i = 0; i < SF_MI_L; i++) {
        /* acc holds nbits < B valid bits; top it up to >= B (<= B + 31,
         * which the double-width accumulator holds) */
        while (nbits < SF_MI_B && w < 8) {
            acc |= (sf_mi_uwide)a[w++] << nbits;
            nbits += 32;
        }
        r->v[i] = (int64_t)((uint64_t)acc & SF_MI_MASK);
        acc >>= SF_MI_B;
        nbits = nbits > SF_MI_B ? nbits - SF_MI_B : 0;
    }
}

/* x normal and in [0, 2^256). */
static void sf_mi_to_words(uint32_t r[8], const sf_mi_num *x)
{
    sf_mi_uwide acc = 0;
    int nbits = 0, i = 0;
    for (int w = 0; w < 8; w++) {
        while (nbits < 32 && i < SF_MI_L) {
            acc |= (sf_mi_uwide)(uint64_t)x->v[i++] << nbits;
            nbits += SF_MI_B;
        }
        r[w] = (uint32_t)acc;
        acc >>= 32;
        nbits -= 32;
    }
}

/*
 * B divsteps on the low bits of f and g, branch-free. Returns the new zeta.
 *
 * With c2 = all-ones when g is odd and sw = all-ones when, in addition,
 * zeta >= 0, each step is
 *   g += (sw ? -f : f) & c2      g - f (swap case), g + f, or g
 *   f += g & sw                  f + (g - f) = the old g (swap case)
 *   g /= 2,  zeta = (zeta ^ sw) + 1
 * with the same row operations on the matrix ((q, r) for g, (u, v) for f)
 * and (u, v) doubled where g is halved. zeta ^ sw + 1 is zeta + 1, or
 * ~zeta + 1 = -zeta in the swap case. Arithmetic is done on uint64_t, where
 * it wraps, so no signed overflow can occur; the entries stay within 2^B
 * anyway. After i steps the low 64 - i bits of f and g are still exact,
 * and only bit 0 is ever looked at.
 */
static int64_t sf_mi_divsteps_ct(int64_t zeta, uint64_t f, uint64_t g,
                                 sf_mi_trans *t)
{
    uint64_t u = 1, v = 0, q = 0, r = 1, z = (uint64_t)zeta;
    for (int i = 0; i < SF_MI_B; i++) {
        uint64_t c2 = (uint64_t)0 - (g & 1);
        uint64_t sw = ((z >> 63) - 1) & c2; /* zeta >= 0 and g odd */
        g += ((f ^ sw) - sw) & c2;
        q += ((u ^ sw) - sw) & c2;
        r += ((v ^ sw) - sw) & c2;
        f += g & sw;
        u += q & sw;
        v += r & sw;
        g >>= 1;
        u <<= 1;
        v <<= 1;
        z = (z ^ sw) + 1;
    }
    t->u = (int64_t)u;
    t->v = (int64_t)v;
    t->q = (int64_t)q;
    t->r = (int64_t)r;
    return (int64_t)z;
}

/* Trailing zeros of a non-zero x. */
static int sf_mi_ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
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
 * The same B divsteps with branches, skipping runs of even g in one go
 * (g /= 2^z, (u, v) *= 2^z). Variable time.
 */
static int64_t sf_mi_divsteps_vartime(int64_t zeta, uint64_t f, uint64_t g,
                                      sf_mi_trans *t)
{
    uint64_t u = 1, v = 0, q = 0, r = 1;
    int i = SF_MI_B;
    while (i > 0) {
        if ((g & 1) == 0) {
            /* the sentinel bit i stops the count at the batch end */
            int z = sf_mi_ctz64(g | ((uint64_t)1 << i));
            g >>= z;
            u <<= z;
            v <<= z;
            zeta += z;
            i -= z;
            continue;
        }
        if (zeta >= 0) {
            /* (f, g) = (g, (g - f)/2) */
            uint64_t nf = g, nu = q << 1, nv = r << 1;
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
            u <<= 1;
            v <<= 1;
            g = (g + f) >> 1;
            zeta += 1;
        }
        i--;
    }
    t->u = (int64_t)u;
    t->v = (int64_t)v;
    t->q = (int64_t)q;
    t->r = (int64_t)r;
    return zeta;
}

/* (f, g) = (u f + v g, q f + r g) / 2^B, exactly (the low B bits of both
 * numerators are zero by construction of t). */
static void sf_mi_update_fg(sf_mi_num *f, sf_mi_num *g, const sf_mi_trans *t)
{
    sf_mi_wide cf = (sf_mi_wide)t->u * f->v[0] + (sf_mi_wide)t->v * g->v[0];
    sf_mi_wide cg = (sf_mi_wide)t->q * f->v[0] + (sf_mi_wide)t->r * g->v[0];
    SF_VERIFY_CHECK(sf_mi_low(cf) == 0 && sf_mi_low(cg) == 0);
    cf = sf_mi_asr(cf);
    cg = sf_mi_asr(cg);
    for (int i = 1; i < SF_MI_L; i++) {
        cf += (sf_mi_wide)t->u * f->v[i] + (sf_mi_wide)t->v * g->v[i];
        cg += (sf_mi_wide)t->q * f->v[i] + (sf_mi_wide)t->r * g->v[i];
        f->v[i - 1] = sf_mi_low(cf);
        g->v[i - 1] = sf_mi_low(cg);
        cf = sf_mi_asr(cf);
        cg = sf_mi_asr(cg);
    }
    f->v[SF_MI_L - 1] = (int64_t)cf;
    g->v[SF_MI_L - 1] = (int64_t)cg;
}

/* One row of the (d, e) update, x = (a d + b e + k m) / 2^B, folded back
 * into (-m, m) by one constant-time conditional subtraction. */
static void sf_mi_update_row(sf_mi_num *x, const sf_mi_num *d, const sf_mi_num *e,
                             int64_t a, int64_t b, const sf_mi_num *m,
                             uint64_t minv)
{
    sf_mi_num t;
    sf_mi_wide c = (sf_mi_wide)a * d->v[0] + (sf_mi_wide)b * e->v[0];
    int64_t k = (int64_t)(((uint64_t)0 - (uint64_t)c * minv) & SF_MI_MASK);
    c += (sf_mi_wide)k * m->v[0];
    SF_VERIFY_CHECK(sf_mi_low(c) == 0);
    c = sf_mi_asr(c);
    for (int i = 1; i < SF_MI_L; i++) {
        c += (sf_mi_wide)a * d->v[i] + (sf_mi_wide)b * e->v[i] +
             (sf_mi_wide)k * m->v[i];
        t.v[i - 1] = sf_mi_low(c);
        c = sf_mi_asr(c);
    }
    t.v[SF_MI_L - 1] = (int64_t)c;
    /* t in (-m, 2m): subtract m unless that goes negative */
    *x = t;
    sf_mi_sub_masked(&t, m, ~(uint64_t)0);
    {
        uint64_t keep = sf_mi_sign_mask(&t); /* t - m < 0: keep t */
        for (int i = 0; i < SF_MI_L; i++)
            x->v[i] = (int64_t)(((uint64_t)x->v[i] & keep) |
                                ((uint64_t)t.v[i] & ~keep));
    }
}

/* The state shared by both inverses. */
typedef struct sf_mi_state {
    sf_mi_num f, g, d, e, m;
    uint64_t minv; /* m^-1 mod 2^B */
    int64_t zeta;
} sf_mi_state;

static void sf_mi_init(sf_mi_state *s, const uint32_t a[8], const uint32_t m[8])
{
    uint64_t m0;
    sf_mi_from_words(&s->m, m);
    sf_mi_from_words(&s->g, a);
    s->f = s->m;
    for (int i = 0; i < SF_MI_L; i++)
        s->d.v[i] = s->e.v[i] = 0;
    s->e.v[0] = 1;
    s->zeta = 0;
    /* m0^-1 mod 2^64 by Newton: m0 m0 = 1 mod 8 for odd m0, and each step
     * y = y (2 - m0 y) doubles the number of correct low bits
     * (3, 6, 12, 24, 48, 96). */
    m0 = (uint64_t)s->m.v[0];
    s->minv = m0;
    for (int i = 0; i < 5; i++)
        s->minv *= 2 - m0 * s->minv;
    s->minv &= SF_MI_MASK;
}

static void sf_mi_apply(sf_mi_state *s, const sf_mi_trans *t)
{
    sf_mi_num nd, ne;
    sf_mi_update_row(&nd, &s->d, &s->e, t->u, t->v, &s->m, s->minv);
    sf_mi_update_row(&ne, &s->d, &s->e, t->q, t->r, &s->m, s->minv);
    s->d = nd;
    s->e = ne;
    sf_mi_update_fg(&s->f, &s->g, t);
}

/* Now g = 0, f = +-1 (or f = m, d = 0 when a = 0), f = d a mod m, and
 * d in (-m, m): r = sign(f) d mod m. */
static void sf_mi_finish(uint32_t r[8], sf_mi_state *s)
{
    sf_mi_cneg(&s->d, sf_mi_sign_mask(&s->f));
    sf_mi_add_masked(&s->d, &s->m, sf_mi_sign_mask(&s->d));
    sf_mi_to_words(r, &s->d);
}

void sf_k256_modinv(uint32_t r[8], const uint32_t a[8], const uint32_t m[8])
{
    sf_mi_state s;
    sf_mi_trans t;
    sf_mi_init(&s, a, m);
    for (int i = 0; i < SF_MI_BATCHES; i++) {
        s.zeta = sf_mi_divsteps_ct(s.zeta, (uint64_t)s.f.v[0],
                                   (uint64_t)s.g.v[0], &t);
        sf_mi_apply(&s, &t);
    }
    sf_mi_finish(r, &s);
    sf_wipe(&s, sizeof s);
    sf_wipe(&t, sizeof t);
}

void sf_k256_modinv_vartime(uint32_t r[8], const uint32_t a[8], const uint32_t m[8])
{
    sf_mi_state s;
    sf_mi_trans t;
    sf_mi_init(&s, a, m);
    for (;;) {
        int64_t any = 0;
        for (int i = 0; i < SF_MI_L; i++)
            any |= s.g.v[i];
        if (any == 0)
            break;
        s.zeta = sf_mi_divsteps_vartime(s.zeta, (uint64_t)s.f.v[0],
                                        (uint64_t)s.g.v[0], &t);
        sf_mi_apply(&s, &t);
    }
    sf_mi_finish(r, &s);
}

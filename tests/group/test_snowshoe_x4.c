/*
 * Tests of the four-lane Snowshoe formulas (src/group/snowshoe/
 * ge_snowshoe_x4.h) against the scalar ones (ge_snowshoe.h, the general-a
 * template), on random q-subgroup points with random projective scalings (so Z != 1),
 * the identity, P + P and P + (-P), including the table builds' entry
 * conversion and psi, and the comb's mixed addition with niels entries.
 * Each result is also checked to be a consistent extended point
 * (T Z = X Y). Skipped where SF_FP2X4 is not defined (the scalar builds,
 * which never run this code).
 */
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "group/snowshoe/ge_snowshoe_x4.h"
#include "common/util.h"
#include "test.h"

#ifdef SF_FP2X4

/*
 * The formulas under test, each expanded once here and called through
 * these wrappers: inlined at every call site, the emulated-lane build took
 * minutes to compile under ASan.
 */
static SF_NOINLINE void sf_tx4_dbl(sf_fp2x4 *r, const sf_fp2x4 *p)
{
    sf_ge_snowshoe_x4_dbl(r, p);
}

static SF_NOINLINE void sf_tx4_add(sf_fp2x4 *r, const sf_fp2x4 *p, const sf_fp2x4 *e)
{
    sf_ge_snowshoe_x4_add_entry(r, p, e);
}

static SF_NOINLINE void sf_tx4_add_niels(sf_fp2x4 *r, const sf_fp2x4 *p, const sf_fp2x4 *e)
{
    sf_ge_snowshoe_x4_add_niels(r, p, e);
}

static SF_NOINLINE void sf_tx4_niels_cneg(sf_fp2x4 *e, uint32_t neg)
{
    sf_ge_snowshoe_x4_niels_cneg(e, neg);
}

static SF_NOINLINE void sf_tx4_set(sf_fp2x4 *r, const sf_fp2x4 *e)
{
    sf_ge_snowshoe_x4_set_entry(r, e);
}

static SF_NOINLINE void sf_tx4_to_entry(sf_fp2x4 *e, const sf_fp2x4 *p, const sf_fp2x4 *kd)
{
    sf_ge_snowshoe_x4_to_entry(e, p, kd);
}

static SF_NOINLINE void sf_tx4_psi(sf_fp2x4 *r, const sf_fp2x4 *e, const sf_fp2x4 *kpsi)
{
    sf_ge_snowshoe_x4_entry_psi(r, e, kpsi);
}

static void sf_tx4_rand_fp2(sf_fp2_127 *r, sf_test_rng *rng)
{
    uint8_t b[32];
    sf_test_rng_bytes(rng, b, sizeof b);
    b[15] &= 0x7f;
    b[31] &= 0x7f;
    if (sf_fp2_127_decode(r, b) != 1) /* only 2^127 - 1 itself fails */
        sf_fp2_127_one(r);
}

/* A random point of the q-subgroup: [k] G for a random 64-bit k, with
 * every coordinate scaled by a random lambda. */
static void sf_tx4_rand_point(sf_ge_snowshoe_ext *r, sf_test_rng *rng)
{
    sf_ge_snowshoe_ext g, acc;
    sf_fp2_127 l;
    uint64_t k = sf_test_rng_u64(rng);
    sf_ge_snowshoe_generator(&g);
    sf_ge_snowshoe_ext_identity(&acc);
    for (int i = 63; i >= 0; i--) {
        sf_ge_snowshoe_dbl(&acc, &acc);
        if ((k >> i) & 1)
            sf_ge_snowshoe_add(&acc, &acc, &g);
    }
    sf_tx4_rand_fp2(&l, rng);
    sf_fp2_127_mul(&r->X, &acc.X, &l);
    sf_fp2_127_mul(&r->Y, &acc.Y, &l);
    sf_fp2_127_mul(&r->Z, &acc.Z, &l);
    sf_fp2_127_mul(&r->T, &acc.T, &l);
}

/* p is a consistent extended point (Z != 0, T Z = X Y) equal to want. */
static int sf_tx4_ok(const sf_ge_snowshoe_ext *p, const sf_ge_snowshoe_ext *want)
{
    sf_fp2_127 a, b;
    sf_fp2_127_mul(&a, &p->T, &p->Z);
    sf_fp2_127_mul(&b, &p->X, &p->Y);
    return sf_fp2_127_eq(&a, &b) == 1 && sf_fp2_127_is_zero(&p->Z) == 0 &&
           sf_ge_snowshoe_ext_eq(p, want) == 1;
}

SF_TEST(snowshoe_x4_dbl)
{
    sf_test_rng rng;
    sf_ge_snowshoe_ext p, want, got;
    sf_fp2x4 x;
    sf_test_rng_seed(&rng, 0x5e4a02);
    for (int it = 0; it < 65; it++) {
        if (it == 0)
            sf_ge_snowshoe_ext_identity(&p);
        else
            sf_tx4_rand_point(&p, &rng);
        sf_ge_snowshoe_dbl(&want, &p);
        sf_ge_snowshoe_x4_from_ext(&x, &p);
        sf_tx4_dbl(&x, &x);
        sf_ge_snowshoe_x4_to_ext(&got, &x);
        SF_CHECK(sf_tx4_ok(&got, &want));
        /* a chain: the output feeds the next doubling without unpacking */
        sf_ge_snowshoe_dbl(&want, &want);
        sf_tx4_dbl(&x, &x);
        sf_ge_snowshoe_x4_to_ext(&got, &x);
        SF_CHECK(sf_tx4_ok(&got, &want));
    }
}

/*
 * The two four-lane additions, each with its entry form and the scalar
 * formula it is checked against: the table entries (_cached, the variable-
 * base chains) and the comb's niels entries (mixed addition, Z2 = 1). One
 * body (sf_tx4_check_add) checks both, one case each.
 */
typedef struct sf_tx4_add_kind {
    uint64_t seed;
    /* e = the entry of q, negated in lanes when neg = 1 */
    void (*entry)(sf_fp2x4 *e, const sf_ge_snowshoe_ext *q, uint32_t neg);
    /* r = a + (-1)^neg q by the scalar formula of this entry form */
    void (*ref)(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *a,
                const sf_ge_snowshoe_ext *q, uint32_t neg);
    /* r = p + e, the four-lane formula under test */
    void (*add)(sf_fp2x4 *r, const sf_fp2x4 *p, const sf_fp2x4 *e);
    /* r = e as a starting point (the window chains' start), or NULL */
    void (*set)(sf_fp2x4 *r, const sf_fp2x4 *e);
} sf_tx4_add_kind;

static void sf_tx4_cached_entry(sf_fp2x4 *e, const sf_ge_snowshoe_ext *q, uint32_t neg)
{
    sf_ge_snowshoe_cached qc;
    sf_ge_snowshoe_ext_to_cached(&qc, q);
    sf_ge_snowshoe_x4_from_cached(e, &qc);
    sf_ge_snowshoe_x4_entry_cneg(e, neg);
}

static void sf_tx4_cached_ref(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *a,
                              const sf_ge_snowshoe_ext *q, uint32_t neg)
{
    sf_ge_snowshoe_ext nq;
    sf_ge_snowshoe_ext_cneg(&nq, q, neg);
    sf_ge_snowshoe_add(r, a, &nq);
}

static void sf_tx4_niels_entry(sf_fp2x4 *e, const sf_ge_snowshoe_ext *q, uint32_t neg)
{
    sf_ge_snowshoe_niels qn;
    sf_ge_snowshoe_ext_to_niels(&qn, q);
    sf_ge_snowshoe_x4_from_niels(e, &qn);
    sf_tx4_niels_cneg(e, neg);
}

static void sf_tx4_niels_ref(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *a,
                             const sf_ge_snowshoe_ext *q, uint32_t neg)
{
    sf_ge_snowshoe_niels qn, nqn;
    sf_ge_snowshoe_completed c;
    sf_ge_snowshoe_ext_to_niels(&qn, q);
    sf_ge_snowshoe_niels_cneg(&nqn, &qn, neg);
    sf_ge_snowshoe_add_niels(&c, a, &nqn);
    sf_ge_snowshoe_completed_to_ext(r, &c);
}

static const sf_tx4_add_kind sf_tx4_kind_cached = {
    0x5e4a03, sf_tx4_cached_entry, sf_tx4_cached_ref, sf_tx4_add, sf_tx4_set,
};

static const sf_tx4_add_kind sf_tx4_kind_niels = {
    0x5e4a06, sf_tx4_niels_entry, sf_tx4_niels_ref, sf_tx4_add_niels, NULL,
};

/*
 * P + e against the scalar formula with the entry negated in lanes, on
 * random points and the special cases; then as a chain (the accumulator
 * fed back without unpacking, and after a doubling, the chains' order),
 * the entry as a starting point where the form has one, and from the
 * identity (the comb's start).
 */
static void sf_tx4_check_add(const sf_tx4_add_kind *k)
{
    sf_test_rng rng;
    sf_ge_snowshoe_ext p, q, want, got, o;
    sf_fp2x4 x, e, r;
    sf_test_rng_seed(&rng, k->seed);
    sf_ge_snowshoe_ext_identity(&o);
    for (int it = 0; it < 70; it++) {
        sf_tx4_rand_point(&p, &rng);
        sf_tx4_rand_point(&q, &rng);
        switch (it) {
        case 0: sf_ge_snowshoe_ext_identity(&p); break;      /* O + Q */
        case 1: sf_ge_snowshoe_ext_identity(&q); break;      /* P + O */
        case 2: q = p; break;                                /* P + P */
        case 3: sf_ge_snowshoe_ext_neg(&q, &p); break;       /* P + (-P) = O */
        case 4: sf_ge_snowshoe_ext_identity(&p); q = p; break; /* O + O */
        default: break;
        }
        for (uint32_t neg = 0; neg < 2; neg++) {
            k->ref(&want, &p, &q, neg);
            k->entry(&e, &q, neg);
            sf_ge_snowshoe_x4_from_ext(&x, &p);
            k->add(&r, &x, &e);
            sf_ge_snowshoe_x4_to_ext(&got, &r);
            SF_CHECK(sf_tx4_ok(&got, &want));
            /* P + (-P), by either route */
            if ((it == 3 && neg == 0) || (it == 2 && neg == 1))
                SF_CHECK(sf_ge_snowshoe_ext_is_identity(&got) == 1);
            /* fed back: (P + e) + e */
            k->ref(&want, &want, &q, neg);
            k->add(&r, &r, &e);
            sf_ge_snowshoe_x4_to_ext(&got, &r);
            SF_CHECK(sf_tx4_ok(&got, &want));
            /* the entry as a starting point */
            if (k->set != NULL) {
                sf_ge_snowshoe_ext_cneg(&want, &q, neg);
                k->set(&r, &e);
                sf_ge_snowshoe_x4_to_ext(&got, &r);
                SF_CHECK(sf_tx4_ok(&got, &want));
            }
            /* an addition after a doubling (the chains' order) */
            sf_ge_snowshoe_dbl(&want, &p);
            k->ref(&want, &want, &q, neg);
            sf_tx4_dbl(&x, &x);
            k->add(&r, &x, &e);
            sf_ge_snowshoe_x4_to_ext(&got, &r);
            SF_CHECK(sf_tx4_ok(&got, &want));
            /* from the identity: O + e = +-Q */
            sf_ge_snowshoe_ext_cneg(&want, &q, neg);
            sf_ge_snowshoe_x4_from_ext(&x, &o);
            k->add(&r, &x, &e);
            sf_ge_snowshoe_x4_to_ext(&got, &r);
            SF_CHECK(sf_tx4_ok(&got, &want));
        }
    }
}

SF_TEST(snowshoe_x4_add)
{
    sf_tx4_check_add(&sf_tx4_kind_cached);
}

SF_TEST(snowshoe_x4_add_niels)
{
    sf_tx4_check_add(&sf_tx4_kind_niels);
}

SF_TEST(snowshoe_x4_lookup)
{
    sf_test_rng rng;
    sf_ge_snowshoe_ext p[8];
    sf_ge_snowshoe_cached c;
    sf_fp2x4 t[8], e, want;
    sf_test_rng_seed(&rng, 0x5e4a04);
    for (int i = 0; i < 8; i++) {
        sf_tx4_rand_point(&p[i], &rng);
        sf_ge_snowshoe_ext_to_cached(&c, &p[i]);
        sf_ge_snowshoe_x4_from_cached(&t[i], &c);
    }
    for (size_t idx = 0; idx < 8; idx++) {
        sf_ge_snowshoe_x4_lookup(&e, t, 8, idx);
        want = t[idx];
        SF_CHECK(memcmp(&e, &want, sizeof e) == 0);
    }
}


/* lane k of a equals want[k] (mod p) */
static int sf_tx4_lanes_eq(const sf_fp2x4 *a, const sf_fp2_127 want[4])
{
    sf_fp2_127 got[4];
    sf_fp2x4_unpack(&got[0], &got[1], &got[2], &got[3], a);
    return sf_fp2_127_eq(&got[0], &want[0]) == 1 && sf_fp2_127_eq(&got[1], &want[1]) == 1 &&
           sf_fp2_127_eq(&got[2], &want[2]) == 1 && sf_fp2_127_eq(&got[3], &want[3]) == 1;
}

SF_TEST(snowshoe_x4_entry_psi)
{
    sf_test_rng rng;
    sf_ge_snowshoe_ext p, q, want, got;
    sf_ge_snowshoe_cached c, cp;
    sf_fp2x4 kd, kpsi, x, e, ep;
    sf_test_rng_seed(&rng, 0x5e4a05);
    sf_ge_snowshoe_x4_consts(&kd, &kpsi);
    for (int it = 0; it < 33; it++) {
        if (it == 0)
            sf_ge_snowshoe_ext_identity(&p);
        else
            sf_tx4_rand_point(&p, &rng);
        /* from a point (a product output, as in the table chain) */
        sf_ge_snowshoe_x4_from_ext(&x, &p);
        sf_tx4_dbl(&x, &x);
        sf_ge_snowshoe_x4_to_ext(&p, &x);
        sf_ge_snowshoe_ext_to_cached(&c, &p);
        sf_ge_snowshoe_cached_psi(&cp, &c);
        sf_tx4_to_entry(&e, &x, &kd);
        {
            sf_fp2_127 lanes[4] = {c.X, c.Y, c.Z, c.Td};
            SF_CHECK(sf_tx4_lanes_eq(&e, lanes));
        }
        sf_tx4_psi(&ep, &e, &kpsi);
        {
            sf_fp2_127 lanes[4] = {cp.X, cp.Y, cp.Z, cp.Td};
            SF_CHECK(sf_tx4_lanes_eq(&ep, lanes));
        }
        /* a carried entry goes through negation and addition */
        sf_ge_snowshoe_x4_entry_cneg(&ep, 1);
        sf_tx4_add(&x, &x, &ep);
        sf_ge_snowshoe_x4_to_ext(&got, &x);
        sf_ge_snowshoe_ext_psi(&q, &p);
        sf_ge_snowshoe_ext_neg(&q, &q);
        sf_ge_snowshoe_add(&want, &p, &q);
        SF_CHECK(sf_tx4_ok(&got, &want));
    }
}

#endif /* SF_FP2X4 */

const sf_test_case sf_tests_snowshoe_x4[] = {
#ifdef SF_FP2X4
    SF_CASE(snowshoe_x4_dbl),
    SF_CASE(snowshoe_x4_add),
    SF_CASE(snowshoe_x4_add_niels),
    SF_CASE(snowshoe_x4_lookup),
    SF_CASE(snowshoe_x4_entry_psi),
#endif
    /* builds without the four-way code (sf-tests, sf-tests-portable) have
     * nothing to test here; sf-tests-x4 and sf-tests-ifma run the cases */
    SF_CASES_END,
};

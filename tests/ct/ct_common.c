/*
 * Constant-time cases for the common layer (src/common/ct.h, sf_memeq,
 * sf_wipe), and the negative controls that prove the check sees leaks.
 */
#include <stdint.h>

#include "common/ct.h"
#include "ct/ct_test.h"
#include "snowfield/common.h"

/* ---- negative controls --------------------------------------------------- */

/*
 * Branches on a secret bit. The store is volatile so the compiler cannot turn
 * the branch into a conditional move (which memcheck would not see): if this
 * case ever runs clean, the check itself is broken.
 */
SF_CT_TEST(leaky_branch_on_secret)
{
    uint8_t s[4];
    volatile uint8_t hit = 0;
    sf_ct_fill(s, sizeof s, 1);
    SF_CT_SECRET(s, sizeof s);
    if (s[0] & 1)
        hit = 1;
    s[1] = hit;
    sf_ct_sink(&s[1], 1);
}

/* Reads a table at a secret index: the address itself is secret. */
SF_CT_TEST(leaky_index_by_secret)
{
    uint8_t table[256];
    uint8_t s[1];
    uint8_t v;
    sf_ct_fill(table, sizeof table, 2);
    sf_ct_fill(s, sizeof s, 3);
    SF_CT_SECRET(s, sizeof s);
    v = table[s[0]];
    sf_ct_sink(&v, sizeof v);
}

/* ---- comparisons and masks ------------------------------------------------ */

SF_CT_TEST(common_cmp32)
{
    uint32_t a[2], r[5];
    sf_ct_fill(a, sizeof a, 10);
    SF_CT_SECRET(a, sizeof a);
    r[0] = sf_ct_is_zero32(a[0]);
    r[1] = sf_ct_eq32(a[0], a[1]);
    r[2] = sf_ct_lt32(a[0], a[1]);
    r[3] = sf_ct_mask32(r[2]);
    r[4] = sf_ct_eq32(a[0], a[0]);
    sf_ct_sink(r, sizeof r);
}

SF_CT_TEST(common_cmp64)
{
    uint64_t a[2], r[4];
    uint32_t c[4];
    sf_ct_fill(a, sizeof a, 11);
    SF_CT_SECRET(a, sizeof a);
    c[0] = sf_ct_is_zero64(a[0]);
    c[1] = sf_ct_eq64(a[0], a[1]);
    c[2] = sf_ct_lt64(a[0], a[1]);
    c[3] = sf_ct_lt64(a[1], a[0]);
    r[0] = sf_ct_mask64(c[2]);
    r[1] = sf_ct_mask64(c[3]);
    r[2] = sf_ct_barrier64(a[0]);
    r[3] = sf_ct_barrier32((uint32_t)a[1]);
    sf_ct_sink(c, sizeof c);
    sf_ct_sink(r, sizeof r);
}

/* ---- select, cmov, cswap ------------------------------------------------- */

SF_CT_TEST(common_select)
{
    uint32_t a[2], ctl;
    uint64_t b[2];
    uint32_t r32;
    uint64_t r64;
    sf_ct_fill(a, sizeof a, 20);
    sf_ct_fill(b, sizeof b, 21);
    ctl = 1;
    SF_CT_SECRET(a, sizeof a);
    SF_CT_SECRET(b, sizeof b);
    SF_CT_SECRET(&ctl, sizeof ctl);
    r32 = sf_ct_select32(ctl, a[0], a[1]);
    r64 = sf_ct_select64(ctl, b[0], b[1]);
    sf_ct_sink(&r32, sizeof r32);
    sf_ct_sink(&r64, sizeof r64);
}

SF_CT_TEST(common_cmov_bytes)
{
    uint8_t d[64], s[64];
    uint32_t ctl = 1;
    sf_ct_fill(d, sizeof d, 22);
    sf_ct_fill(s, sizeof s, 23);
    SF_CT_SECRET(d, sizeof d);
    SF_CT_SECRET(s, sizeof s);
    SF_CT_SECRET(&ctl, sizeof ctl);
    sf_ct_cmov_bytes(d, s, sizeof d, ctl);
    sf_ct_sink(d, sizeof d);
}

SF_CT_TEST(common_cswap_bytes)
{
    uint8_t a[64], b[64];
    uint32_t ctl = 0;
    sf_ct_fill(a, sizeof a, 24);
    sf_ct_fill(b, sizeof b, 25);
    SF_CT_SECRET(a, sizeof a);
    SF_CT_SECRET(b, sizeof b);
    SF_CT_SECRET(&ctl, sizeof ctl);
    sf_ct_cswap_bytes(a, b, sizeof a, ctl);
    sf_ct_sink(a, sizeof a);
    sf_ct_sink(b, sizeof b);
}

/* ---- table lookup at a secret index -------------------------------------- */

/* The same access as leaky_index_by_secret, done the constant-time way. */
SF_CT_TEST(common_lookup)
{
    uint8_t table[16 * 40];
    uint8_t out[40];
    size_t index = 11;
    sf_ct_fill(table, sizeof table, 30);
    SF_CT_SECRET(table, sizeof table);
    SF_CT_SECRET(&index, sizeof index);
    sf_ct_lookup(out, table, 16, 40, index);
    sf_ct_sink(out, sizeof out);
}

/* ---- byte-string equality and wiping ------------------------------------- */

SF_CT_TEST(common_bytes_eq)
{
    uint8_t a[48], b[48];
    uint32_t r[2];
    sf_ct_fill(a, sizeof a, 40);
    sf_ct_fill(b, sizeof b, 40);
    b[47] ^= 1; /* equal except in the last byte: an early exit would show */
    SF_CT_SECRET(a, sizeof a);
    SF_CT_SECRET(b, sizeof b);
    r[0] = sf_ct_bytes_eq(a, b, sizeof a);
    r[1] = sf_ct_bytes_eq(a, a, sizeof a);
    sf_ct_sink(r, sizeof r);
}

SF_CT_TEST(common_memeq)
{
    uint8_t a[32], b[32];
    int r[2];
    sf_ct_fill(a, sizeof a, 41);
    sf_ct_fill(b, sizeof b, 41);
    b[0] ^= 0x80;
    SF_CT_SECRET(a, sizeof a);
    SF_CT_SECRET(b, sizeof b);
    r[0] = sf_memeq(a, b, sizeof a);
    r[1] = sf_memeq(a, a, sizeof a);
    sf_ct_sink(r, sizeof r);
}

SF_CT_TEST(common_wipe)
{
    uint8_t s[100];
    sf_ct_fill(s, sizeof s, 42);
    SF_CT_SECRET(s, sizeof s);
    sf_wipe(s, sizeof s);
    sf_ct_sink(s, sizeof s);
}

const sf_ct_case sf_ct_cases_common[] = {
    SF_CT_LEAKY(leaky_branch_on_secret),
    SF_CT_LEAKY(leaky_index_by_secret),
    SF_CT_CLEAN(common_cmp32),
    SF_CT_CLEAN(common_cmp64),
    SF_CT_CLEAN(common_select),
    SF_CT_CLEAN(common_cmov_bytes),
    SF_CT_CLEAN(common_cswap_bytes),
    SF_CT_CLEAN(common_lookup),
    SF_CT_CLEAN(common_bytes_eq),
    SF_CT_CLEAN(common_memeq),
    SF_CT_CLEAN(common_wipe),
    SF_CT_CASES_END,
};

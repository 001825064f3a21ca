/*
 * Scalars mod n (P-256) tests, run on both backends.
 *
 * sc_p256_model replays tests/model/gen_p256.py's scalar vectors (Python
 * integers): arithmetic, both inversions, the load range checks at 0, n-1,
 * n, n+1, 2^256-1, bits2int for hash lengths 0..66 bytes, and the high-S
 * test. The other cases check bit extraction and signed recoding by
 * rebuilding the scalar from the pieces, and the selection helpers.
 */
#include <stdio.h>
#include <string.h>

#include "scalar/p256/sc_p256.h"
#include "test.h"

static uint32_t sf_sc_p256_flag(const char *s)
{
    return (uint32_t)(s[0] - '0');
}

SF_TEST(sc_p256_model)
{
    FILE *fp = sf_test_open(sf_test_gen_dir(), "sc_p256.txt");
    char line[512], *f[5];
    uint8_t ab[66], bb[32], rb[32], got[32];
    sf_sc_p256 a, b, r, t;
    long count = 0;
    sf_sc_p256_zero(&a);
    sf_sc_p256_zero(&b);
    if (fp == NULL)
        SF_SKIP("sc_p256.txt missing: run tests/model/gen_p256.py --out DIR");
    while (fgets(line, sizeof line, fp) != NULL) {
        long alen = 0;
        int ok = 1;
        if (sf_test_split(line, f, 5) != 5) {
            SF_CHECK(!"malformed sc_p256.txt line");
            continue;
        }
        count++;
        if (strcmp(f[1], "-") != 0) {
            alen = sf_test_unhex(ab, sizeof ab, f[1]);
            ok &= alen >= 0;
        }
        if (strcmp(f[0], "hash") != 0 && strcmp(f[0], "load") != 0)
            ok &= alen == 32 && sf_sc_p256_load(&a, ab);
        if (strcmp(f[0], "load") != 0 && strcmp(f[2], "-") != 0)
            ok &= sf_test_unhex(bb, 32, f[2]) == 32 && sf_sc_p256_load(&b, bb);
        if (strcmp(f[3], "-") != 0)
            ok &= sf_test_unhex(rb, 32, f[3]) == 32;
        if (!ok) {
            SF_CHECK(!"bad input in sc_p256.txt");
            continue;
        }
        if (strcmp(f[0], "add") == 0) {
            sf_sc_p256_add(&r, &a, &b);
        } else if (strcmp(f[0], "sub") == 0) {
            sf_sc_p256_sub(&r, &a, &b);
        } else if (strcmp(f[0], "mul") == 0) {
            sf_sc_p256_mul(&r, &a, &b);
            t = a; /* in place */
            sf_sc_p256_mul(&t, &t, &b);
            SF_CHECK(sf_sc_p256_eq(&t, &r));
        } else if (strcmp(f[0], "neg") == 0) {
            sf_sc_p256_neg(&r, &a);
        } else if (strcmp(f[0], "inv") == 0) {
            sf_sc_p256_inv_vartime(&t, &a);
            sf_sc_p256_store(got, &t);
            SF_CHECK_BYTES(got, rb, 32);
            sf_sc_p256_inv(&r, &a);
        } else if (strcmp(f[0], "load") == 0) {
            SF_CHECK(alen == 32);
            SF_CHECK(sf_sc_p256_load(&r, ab) == sf_sc_p256_flag(f[4]));
            SF_CHECK(sf_sc_p256_load_nonzero(&t, ab) ==
                     sf_sc_p256_flag(f[2]));
            SF_CHECK(sf_sc_p256_eq(&t, &r));
        } else if (strcmp(f[0], "hash") == 0) {
            sf_sc_p256_from_hash(&r, alen > 0 ? ab : NULL, (size_t)alen);
        } else if (strcmp(f[0], "high") == 0) {
            SF_CHECK(sf_sc_p256_is_high(&a) == sf_sc_p256_flag(f[4]));
            continue;
        } else {
            SF_CHECK(!"unknown op in sc_p256.txt");
            continue;
        }
        sf_sc_p256_store(got, &r);
        if (!SF_CHECK_BYTES(got, rb, 32))
            fprintf(stderr, "  op %s a=%s b=%s\n", f[0], f[1], f[2]);
    }
    fclose(fp);
    SF_CHECK(count >= 10000);
}

static void sf_sc_p256_rand(sf_sc_p256 *r, sf_test_rng *rng)
{
    uint8_t b[32];
    sf_test_rng_bytes(rng, b, 32);
    (void)sf_sc_p256_load(r, b);
}

SF_TEST(sc_p256_bits_and_recoding)
{
    sf_test_rng rng;
    sf_sc_p256 a, acc, t, two_w, dig;
    uint8_t enc[32];
    int8_t d[SF_SC_P256_RECODE_LEN(2)];
    sf_test_rng_seed(&rng, 0x5c256);
    for (int i = 0; i < 100; i++) {
        sf_sc_p256_rand(&a, &rng);
        if (i == 0) { /* n - 1: all-ones top words, carries everywhere */
            sf_sc_p256_set_u32(&t, 1);
            sf_sc_p256_neg(&a, &t);
        }
        sf_sc_p256_store(enc, &a);
        /* get_bits against the big-endian bytes, every offset and width */
        for (unsigned off = 0; off < 256; off += 7) {
            for (unsigned cnt = 1; cnt <= 32 && off + cnt <= 256; cnt += 5) {
                uint32_t want = 0;
                for (unsigned k = 0; k < cnt; k++) {
                    unsigned bit = off + k;
                    want |= (uint32_t)((enc[31 - bit / 8] >> (bit % 8)) & 1)
                            << k;
                }
                SF_CHECK(sf_sc_p256_get_bits(&a, off, cnt) == want);
            }
        }
        /* recoding: Horner from the top digit gives a back (mod n) */
        for (unsigned w = 2; w <= 7; w++) {
            unsigned len = SF_SC_P256_RECODE_LEN(w);
            int ok = 1;
            sf_sc_p256_recode_signed(d, &a, w);
            sf_sc_p256_set_u32(&two_w, 1u << w);
            sf_sc_p256_zero(&acc);
            for (unsigned k = len; k-- > 0;) {
                ok &= d[k] >= -(1 << (w - 1)) && d[k] < (1 << (w - 1));
                sf_sc_p256_mul(&acc, &acc, &two_w);
                sf_sc_p256_set_u32(&dig, (uint32_t)(d[k] < 0 ? -d[k] : d[k]));
                if (d[k] < 0)
                    sf_sc_p256_sub(&acc, &acc, &dig);
                else
                    sf_sc_p256_add(&acc, &acc, &dig);
            }
            ok &= d[len - 1] >= 0; /* the top digit never borrows */
            SF_CHECK(ok);
            SF_CHECK(sf_sc_p256_eq(&acc, &a));
        }
    }
}

SF_TEST(sc_p256_helpers)
{
    sf_test_rng rng;
    sf_sc_p256 a, b, r, one;
    uint8_t buf[32];
    sf_test_rng_seed(&rng, 0x5c2561);
    sf_sc_p256_set_u32(&one, 1);
    for (int i = 0; i < 200; i++) {
        sf_sc_p256_rand(&a, &rng);
        sf_sc_p256_rand(&b, &rng);
        r = a;
        sf_sc_p256_cmov(&r, &b, 0);
        SF_CHECK(sf_sc_p256_eq(&r, &a));
        sf_sc_p256_cmov(&r, &b, 1);
        SF_CHECK(sf_sc_p256_eq(&r, &b));
        SF_CHECK(sf_sc_p256_eq(&a, &b) == (memcmp(&a, &b, sizeof a) == 0));
        sf_sc_p256_store(buf, &a);
        SF_CHECK(sf_sc_p256_is_odd(&a) == (uint32_t)(buf[31] & 1));
        /* exactly one of a, -a is high, unless a = 0 */
        sf_sc_p256_neg(&r, &a);
        SF_CHECK(sf_sc_p256_is_zero(&a) ||
                 (sf_sc_p256_is_high(&a) ^ sf_sc_p256_is_high(&r)) == 1);
        /* a * a^-1 = 1, through both inversions */
        sf_sc_p256_inv(&r, &a);
        sf_sc_p256_mul(&r, &r, &a);
        SF_CHECK(sf_sc_p256_eq(&r, &one));
        sf_sc_p256_inv_vartime(&r, &a);
        sf_sc_p256_mul(&r, &r, &a);
        SF_CHECK(sf_sc_p256_eq(&r, &one));
    }
    sf_sc_p256_zero(&a);
    sf_sc_p256_inv(&r, &a);
    SF_CHECK(sf_sc_p256_is_zero(&r));
    sf_sc_p256_inv_vartime(&r, &a);
    SF_CHECK(sf_sc_p256_is_zero(&r));
    sf_sc_p256_from_hash(&r, NULL, 0);
    SF_CHECK(sf_sc_p256_is_zero(&r));
    sf_sc_p256_clear(&b);
    SF_CHECK(sf_sc_p256_is_zero(&b));
    memset(buf, 0, sizeof buf);
    SF_CHECK(sf_sc_p256_load_nonzero(&r, buf) == 0);
}

const sf_test_case sf_tests_sc_p256[] = {
    SF_CASE(sc_p256_model),
    SF_CASE(sc_p256_bits_and_recoding),
    SF_CASE(sc_p256_helpers),
    SF_CASES_END,
};

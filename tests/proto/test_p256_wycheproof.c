/*
 * Wycheproof for P-256 (tests/vectors/wycheproof/, flattened to JSON lines
 * at test time by tests/model/gen_wycheproof_p256.py), on both field
 * backends, through the native API and the p256-m API:
 *  - ecdh_secp256r1_test.json: the peer key is an X.509 SPKI, read with
 *    sf_p256_public_key_from_spki, then sf_p256_ecdh;
 *  - ecdsa_secp256r1_sha256_test.json: DER signatures, read with
 *    sf_p256_ecdsa_signature_from_der, then sf_p256_ecdsa_verify;
 *  - ecdsa_secp256r1_sha256_p1363_test.json: raw r || s signatures.
 * Every "valid" case must be accepted (with the expected shared secret),
 * every "invalid" one rejected. The "acceptable" ones follow the decisions
 * of docs/p256.md ("Wycheproof"): a compressed peer key is accepted (with
 * the right secret), an SPKI that is not the strict DER of a named-curve
 * key is rejected; the test checks each case against that rule. Each file
 * prints its counts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "p256_test_util.h"
#include "snowfield/compat/p256-m.h"
#include "snowfield/hash.h"
#include "snowfield/p256.h"
#include "test.h"

/* The decision for an "acceptable" ECDH case, by its flags: 1 accept. */
static int sf_p256w_ecdh_accept(const char *flags)
{
    return strstr(flags, "CompressedPublic") != NULL;
}

/* The count line the generator writes last; returns the count or -1. */
static long sf_p256w_count(const char *line)
{
    char v[32];
    if (!sf_test_json_get(line, "count", v, sizeof v))
        return -1;
    return strtol(v, NULL, 10);
}

/* priv = the big-endian integer of in[0 .. len) as 32 bytes; 0 if it does
 * not fit (then the API cannot even be called: counted as a rejection). */
static int sf_p256w_priv32(uint8_t priv[32], const uint8_t *in, long len)
{
    while (len > 0 && in[0] == 0) {
        in++;
        len--;
    }
    if (len > 32)
        return 0;
    memset(priv, 0, 32);
    memcpy(priv + 32 - len, in, (size_t)len);
    return 1;
}

SF_TEST(p256_wycheproof_ecdh)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), "wycheproof_p256_ecdh.jsonl");
    char line[SF_P256T_LINE], result[16], flags[256];
    static uint8_t spki[SF_P256T_LINE / 2];
    uint8_t privb[64], priv[32], want[32], shared[32], pub[65];
    long n = 0, total = -1, nvalid = 0, ninvalid = 0, acc_yes = 0, acc_no = 0;
    if (f == NULL)
        SF_SKIP("wycheproof_p256_ecdh.jsonl missing: run tests/model/gen_wycheproof_p256.py");
    while (fgets(line, sizeof line, f) != NULL) {
        long spkilen, privlen;
        int accepted = 0, expect;
        if ((total = sf_p256w_count(line)) >= 0)
            break;
        SF_CHECK(sf_test_json_get(line, "result", result, sizeof result));
        SF_CHECK(sf_test_json_get(line, "flags", flags, sizeof flags));
        spkilen = sf_p256t_field(line, "public", spki, sizeof spki);
        privlen = sf_p256t_field(line, "private", privb, sizeof privb);
        SF_CHECK(spkilen >= 0 && privlen >= 0);
        SF_CHECK(sf_p256t_field(line, "shared", want, sizeof want) >= 0);
        if (sf_p256w_priv32(priv, privb, privlen) &&
            sf_p256_public_key_from_spki(pub, 65, spki, (size_t)spkilen) == SF_OK) {
            memset(shared, 0xAA, sizeof shared);
            if (sf_p256_ecdh(shared, priv, pub, 65) == SF_OK) {
                uint8_t compat[32];
                accepted = 1;
                SF_CHECK_BYTES(shared, want, 32);
                /* the p256-m API on the same key agrees */
                SF_CHECK(p256_ecdh_shared_secret(compat, priv, pub + 1) == P256_SUCCESS);
                SF_CHECK_BYTES(compat, want, 32);
            } else {
                SF_CHECK(sf_p256t_is_zero(shared, 32));
            }
        }
        if (strcmp(result, "valid") == 0) {
            expect = 1;
            nvalid++;
        } else if (strcmp(result, "invalid") == 0) {
            expect = 0;
            ninvalid++;
        } else {
            expect = sf_p256w_ecdh_accept(flags);
            if (expect)
                acc_yes++;
            else
                acc_no++;
        }
        if (accepted != expect)
            printf("    ecdh tc %ld (%s, %s): %s\n", n + 1, result, flags,
                   accepted ? "accepted" : "rejected");
        SF_CHECK(accepted == expect);
        n++;
    }
    fclose(f);
    printf("    wycheproof ecdh_secp256r1: %ld cases: %ld valid accepted, %ld "
           "invalid rejected, acceptable: %ld accepted, %ld rejected\n",
           n, nvalid, ninvalid, acc_yes, acc_no);
    SF_CHECK(n == total && n == 612);
}

/* One ECDSA file: der = 1 for DER signatures, 0 for r || s. */
static void sf_p256w_ecdsa(const char *name, int der, long want_total)
{
    FILE *f = sf_test_open(sf_test_gen_dir(), name);
    char line[SF_P256T_LINE], result[16], flags[256];
    static uint8_t msg[SF_P256T_LINE / 2], sigb[SF_P256T_LINE / 2];
    uint8_t pub[65], spki[128], fromspki[65], sig[64], hash[32];
    long n = 0, total = -1, nvalid = 0, ninvalid = 0;
    if (f == NULL) {
        SF_SKIP("Wycheproof ECDSA vectors missing: run tests/model/gen_wycheproof_p256.py");
    }
    while (fgets(line, sizeof line, f) != NULL) {
        long msglen, siglen, spkilen;
        int accepted = 0, parsed;
        if ((total = sf_p256w_count(line)) >= 0)
            break;
        SF_CHECK(sf_test_json_get(line, "result", result, sizeof result));
        SF_CHECK(sf_test_json_get(line, "flags", flags, sizeof flags));
        SF_CHECK(sf_p256t_field(line, "pub", pub, sizeof pub) == 65);
        spkilen = sf_p256t_field(line, "spki", spki, sizeof spki);
        msglen = sf_p256t_field(line, "msg", msg, sizeof msg);
        siglen = sf_p256t_field(line, "sig", sigb, sizeof sigb);
        SF_CHECK(msglen >= 0 && siglen >= 0 && spkilen > 0);
        /* the group's key in SPKI form is the same key */
        SF_CHECK(sf_p256_public_key_from_spki(fromspki, 65, spki, (size_t)spkilen) == SF_OK);
        SF_CHECK_BYTES(fromspki, pub, 65);
        SF_CHECK(sf_sha256(hash, msg, (size_t)msglen) == SF_OK);
        if (der)
            parsed = sf_p256_ecdsa_signature_from_der(sig, sigb, (size_t)siglen) == SF_OK;
        else if ((parsed = siglen == 64) != 0)
            memcpy(sig, sigb, 64);
        if (parsed) {
            accepted = sf_p256_ecdsa_verify(sig, pub, 65, hash, 32) == SF_OK;
            /* the p256-m API decides the same */
            SF_CHECK((p256_ecdsa_verify(sig, pub + 1, hash, 32) == P256_SUCCESS) ==
                     accepted);
        }
        if (accepted && der) {
            /* strict DER: what was accepted is what the encoder writes */
            uint8_t again[SF_P256_SIGNATURE_DER_MAX_BYTES];
            size_t len = sizeof again;
            SF_CHECK(sf_p256_ecdsa_signature_to_der(again, &len, sig) == SF_OK);
            SF_CHECK(len == (size_t)siglen && memcmp(again, sigb, len) == 0);
        }
        /* these two files have no "acceptable" cases */
        SF_CHECK(strcmp(result, "valid") == 0 || strcmp(result, "invalid") == 0);
        if (strcmp(result, "valid") == 0)
            nvalid++;
        else
            ninvalid++;
        if (accepted != (strcmp(result, "valid") == 0))
            printf("    %s tc %ld (%s, %s): %s\n", name, n + 1, result, flags,
                   accepted ? "accepted" : "rejected");
        SF_CHECK(accepted == (strcmp(result, "valid") == 0));
        n++;
    }
    fclose(f);
    printf("    wycheproof %s: %ld cases: %ld valid accepted, %ld invalid rejected\n",
           name, n, nvalid, ninvalid);
    SF_CHECK(n == total && n == want_total);
}

SF_TEST(p256_wycheproof_ecdsa_der)
{
    sf_p256w_ecdsa("wycheproof_p256_ecdsa_der.jsonl", 1, 484);
}

SF_TEST(p256_wycheproof_ecdsa_p1363)
{
    sf_p256w_ecdsa("wycheproof_p256_ecdsa_p1363.jsonl", 0, 262);
}

const sf_test_case sf_tests_p256_wycheproof[] = {
    SF_CASE(p256_wycheproof_ecdh),
    SF_CASE(p256_wycheproof_ecdsa_der),
    SF_CASE(p256_wycheproof_ecdsa_p1363),
    SF_CASES_END,
};

/*
 * secp256k1 public API against published vectors, on both field backends:
 *  - Wycheproof ECDH secp256k1 and ECDSA secp256k1 SHA-256 (DER, P1363 and
 *    the Bitcoin variant): every case, counted (tests/vectors/k256/,
 *    flattened at test time by tests/model/gen_k256_wycheproof.py);
 *  - BIP-340: every vector, signing and verification;
 *  - the seed's examples (Ekliptic's README): a public key and an ECDH
 *    shared secret.
 */
#include <stdio.h>
#include <string.h>

#include "snowfield/hash.h"
#include "snowfield/secp256k1.h"
#include "test.h"

#define SF_K256V_LINE 16384

static char sf_k256v_line[SF_K256V_LINE];
static char sf_k256v_hex[SF_K256V_LINE];

/* out = the hex field `key` of the current line; returns its byte length or
 * -1. */
static long sf_k256v_bytes(uint8_t *out, size_t cap, const char *key)
{
    if (!sf_test_json_get(sf_k256v_line, key, sf_k256v_hex, sizeof sf_k256v_hex))
        return -1;
    if (sf_k256v_hex[0] == '\0')
        return 0;
    return sf_test_unhex(out, cap, sf_k256v_hex);
}

static int sf_k256v_field_is(const char *key, const char *want)
{
    return sf_test_json_get(sf_k256v_line, key, sf_k256v_hex, sizeof sf_k256v_hex) &&
           strcmp(sf_k256v_hex, want) == 0;
}

/* ---- Wycheproof ECDH ------------------------------------------------------- */

/*
 * The point inside a secp256k1 SubjectPublicKeyInfo, parsed strictly: DER is
 * unique, so a valid SPKI for a 65- or 33-byte point is exactly this header
 * followed by the point. Anything else (another curve or algorithm, a bad
 * length, trailing bytes) is refused here, before the library sees it.
 */
static long sf_k256v_spki_point(const uint8_t *spki, long len, const uint8_t **pt)
{
    static const uint8_t hdr65[] = {0x30, 0x56, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86,
                                    0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b,
                                    0x81, 0x04, 0x00, 0x0a, 0x03, 0x42, 0x00};
    static const uint8_t hdr33[] = {0x30, 0x36, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86,
                                    0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b,
                                    0x81, 0x04, 0x00, 0x0a, 0x03, 0x22, 0x00};
    if (len == (long)sizeof hdr65 + 65 && memcmp(spki, hdr65, sizeof hdr65) == 0) {
        *pt = spki + sizeof hdr65;
        return 65;
    }
    if (len == (long)sizeof hdr33 + 33 && memcmp(spki, hdr33, sizeof hdr33) == 0) {
        *pt = spki + sizeof hdr33;
        return 33;
    }
    return -1;
}

SF_TEST(k256_wycheproof_ecdh)
{
    static uint8_t spki[8192];
    uint8_t priv[64], sec[32], shared[32], out[32];
    unsigned cases = 0, valid = 0, invalid = 0, acceptable = 0, wrapper = 0;
    FILE *f = sf_test_open(sf_test_gen_dir(), "k256_wp_ecdh.jsonl");
    if (f == NULL)
        SF_SKIP("k256_wp_ecdh.jsonl missing (run tests/model/gen_k256_wycheproof.py)");
    while (fgets(sf_k256v_line, sizeof sf_k256v_line, f) != NULL) {
        long sl = sf_k256v_bytes(spki, sizeof spki, "public");
        long pl = sf_k256v_bytes(priv, sizeof priv, "private");
        long shl = sf_k256v_bytes(shared, sizeof shared, "shared");
        int want_ok = sf_k256v_field_is("result", "valid");
        int maybe = sf_k256v_field_is("result", "acceptable");
        const uint8_t *pt = NULL;
        long ptl;
        long off = 0;
        sf_error rc;
        cases++;
        SF_CHECK(sl >= 0 && pl > 0);
        /* the private key as a 32-byte integer (Wycheproof may pad a 00) */
        while (pl - off > 32 && priv[off] == 0)
            off++;
        SF_CHECK(pl - off <= 32);
        memset(sec, 0, 32);
        memcpy(sec + 32 - (pl - off), priv + off, (size_t)(pl - off));
        ptl = sf_k256v_spki_point(spki, sl, &pt);
        if (ptl < 0) {
            wrapper++;
            SF_CHECK(!want_ok); /* our strict SPKI reading refused it */
            invalid += !want_ok && !maybe;
            acceptable += maybe;
            continue;
        }
        rc = sf_secp256k1_ecdh_raw_x(out, sec, pt, (size_t)ptl);
        if (want_ok) {
            valid++;
            SF_CHECK(rc == SF_OK && shl == 32);
            SF_CHECK_BYTES(out, shared, 32);
        } else if (maybe) {
            acceptable++;
            if (rc == SF_OK)
                SF_CHECK_BYTES(out, shared, 32);
        } else {
            invalid++;
            SF_CHECK(rc != SF_OK);
        }
    }
    fclose(f);
    printf("     wycheproof ecdh secp256k1: %u cases (%u valid, %u acceptable, "
           "%u invalid; %u refused at the SPKI wrapper)\n",
           cases, valid, acceptable, invalid, wrapper);
    SF_CHECK(cases == 752 && valid + acceptable + invalid == cases);
}

/* ---- Wycheproof ECDSA -------------------------------------------------------- */

enum { SF_K256V_DER, SF_K256V_P1363, SF_K256V_BITCOIN };

static void sf_k256v_ecdsa(const char *file, int kind, unsigned expect)
{
    static uint8_t msg[8192], sigb[8192];
    uint8_t pub[65], hash[32], sig[64], norm[64];
    unsigned cases = 0, valid = 0, invalid = 0;
    FILE *f = sf_test_open(sf_test_gen_dir(), file);
    if (f == NULL)
        SF_SKIP("Wycheproof ECDSA file missing (run tests/model/gen_k256_wycheproof.py)");
    while (fgets(sf_k256v_line, sizeof sf_k256v_line, f) != NULL) {
        long pl = sf_k256v_bytes(pub, sizeof pub, "pub");
        long ml = sf_k256v_bytes(msg, sizeof msg, "msg");
        long sl = sf_k256v_bytes(sigb, sizeof sigb, "sig");
        int want_ok = sf_k256v_field_is("result", "valid");
        int ok;
        cases++;
        SF_CHECK(pl == 65 && ml >= 0 && sl >= 0);
        SF_CHECK(sf_k256v_field_is("sha", "SHA-256"));
        SF_CHECK(sf_sha256(hash, msg, (size_t)ml) == SF_OK);
        if (kind == SF_K256V_P1363) {
            ok = sl == 64;
            if (ok)
                memcpy(sig, sigb, 64);
        } else {
            ok = sf_secp256k1_ecdsa_signature_from_der(sig, sigb, (size_t)sl) == SF_OK;
        }
        if (ok && kind != SF_K256V_BITCOIN) {
            /* plain ECDSA accepts high S: normalize, as libsecp256k1 users do */
            ok = sf_secp256k1_ecdsa_signature_normalize(norm, NULL, sig) == SF_OK;
            memcpy(sig, norm, 64);
        }
        if (ok)
            ok = sf_secp256k1_ecdsa_verify(sig, pub, 65, hash) == SF_OK;
        SF_CHECK(ok == want_ok);
        valid += want_ok;
        invalid += !want_ok;
    }
    fclose(f);
    printf("     wycheproof %s: %u cases (%u valid, %u invalid)\n", file, cases,
           valid, invalid);
    SF_CHECK(cases == expect);
}

SF_TEST(k256_wycheproof_ecdsa_der)
{
    sf_k256v_ecdsa("k256_wp_ecdsa_der.jsonl", SF_K256V_DER, 476);
}

SF_TEST(k256_wycheproof_ecdsa_p1363)
{
    sf_k256v_ecdsa("k256_wp_ecdsa_p1363.jsonl", SF_K256V_P1363, 252);
}

SF_TEST(k256_wycheproof_ecdsa_bitcoin)
{
    sf_k256v_ecdsa("k256_wp_ecdsa_bitcoin.jsonl", SF_K256V_BITCOIN, 463);
}

/* ---- BIP-340 --------------------------------------------------------------------- */

SF_TEST(k256_bip340_vectors)
{
    uint8_t sec[32], pub[32], aux[32], msg[256], sig[64], got[64], x[32], kp[64];
    unsigned cases = 0, signed_ = 0;
    FILE *f = sf_test_open(sf_test_vectors_dir(), "k256/bip340.jsonl");
    if (f == NULL)
        SF_SKIP("tests/vectors/k256/bip340.jsonl missing");
    while (fgets(sf_k256v_line, sizeof sf_k256v_line, f) != NULL) {
        long ml = sf_k256v_bytes(msg, sizeof msg, "message");
        int want_ok = sf_k256v_field_is("result", "valid");
        SF_CHECK(ml >= 0);
        SF_CHECK(sf_k256v_bytes(pub, 32, "public_key") == 32);
        SF_CHECK(sf_k256v_bytes(sig, 64, "signature") == 64);
        cases++;
        if (sf_k256v_bytes(sec, 32, "secret_key") == 32) {
            SF_CHECK(sf_k256v_bytes(aux, 32, "aux_rand") == 32);
            SF_CHECK(sf_secp256k1_xonly_public_key(x, NULL, sec) == SF_OK);
            SF_CHECK_BYTES(x, pub, 32);
            SF_CHECK(sf_secp256k1_schnorr_sign(got, sec, ml ? msg : NULL,
                                               (size_t)ml, aux) == SF_OK);
            SF_CHECK_BYTES(got, sig, 64);
            /* the keypair path gives the same bytes */
            SF_CHECK(sf_secp256k1_keypair(kp, sec) == SF_OK);
            SF_CHECK_BYTES(kp + 32, pub, 32);
            SF_CHECK(sf_secp256k1_schnorr_sign_keypair(got, kp, ml ? msg : NULL,
                                                       (size_t)ml, aux) == SF_OK);
            SF_CHECK_BYTES(got, sig, 64);
            signed_++;
        }
        SF_CHECK((sf_secp256k1_schnorr_verify(sig, pub, ml ? msg : NULL,
                                              (size_t)ml) == SF_OK) == want_ok);
    }
    fclose(f);
    printf("     bip340: %u vectors verified, %u signed\n", cases, signed_);
    SF_CHECK(cases == 19 && signed_ >= 4);
}

/* ---- the seed's examples ------------------------------------------------------------ */

SF_TEST(k256_seed_examples)
{
    uint8_t sec[32], pub[65], want[65], a[32], b[32], apub[65], bpub[65],
        s1[32], s2[32], shared[32];
    SF_CHECK(sf_test_unhex(sec, 32, "c370af8c091812ef7f6bfaffb494b104"
                                    "6fb25486c9873243b80826daef3ec583") == 32);
    SF_CHECK(sf_secp256k1_public_key_uncompressed(pub, sec) == SF_OK);
    want[0] = 0x04;
    SF_CHECK(sf_test_unhex(want + 1, 64,
                           "76cd66c6cca75278ff408ce67290537367719154ae2b96448327fe4033ddcfc7"
                           "35663ecbb64397bb9bd79155a1e6b138c2fb8fa1f11355f8e9e97ddd88a78e49") == 64);
    SF_CHECK_BYTES(pub, want, 65);

    SF_CHECK(sf_test_unhex(a, 32, "94a22a406a6977c1a323f23b9d7678ad"
                                  "08e822834d1df8adece84e30f0c25b6b") == 32);
    SF_CHECK(sf_test_unhex(b, 32, "55ba19100104cbd2842999826e99e478"
                                  "efe6883ac3f3a0c7571034321e0595cf") == 32);
    SF_CHECK(sf_test_unhex(shared, 32, "375a5d26649704863562930ded2193a0"
                                       "569f90f4eb4e63f0fee72c4c05268feb") == 32);
    SF_CHECK(sf_secp256k1_public_key_uncompressed(apub, a) == SF_OK);
    SF_CHECK(sf_secp256k1_public_key_uncompressed(bpub, b) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdh_raw_x(s1, b, apub, 65) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdh_raw_x(s2, a, bpub, 65) == SF_OK);
    SF_CHECK_BYTES(s1, shared, 32);
    SF_CHECK_BYTES(s2, shared, 32);
    /* the hashed form agrees both ways too */
    SF_CHECK(sf_secp256k1_ecdh(s1, b, apub, 65) == SF_OK);
    SF_CHECK(sf_secp256k1_ecdh(s2, a, bpub, 65) == SF_OK);
    SF_CHECK_BYTES(s1, s2, 32);
}

const sf_test_case sf_tests_k256_vectors[] = {
    SF_CASE(k256_wycheproof_ecdh),
    SF_CASE(k256_wycheproof_ecdsa_der),
    SF_CASE(k256_wycheproof_ecdsa_p1363),
    SF_CASE(k256_wycheproof_ecdsa_bitcoin),
    SF_CASE(k256_bip340_vectors),
    SF_CASE(k256_seed_examples),
    SF_CASES_END,
};

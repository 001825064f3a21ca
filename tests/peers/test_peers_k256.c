/*
 * Differential tests of the secp256k1 API against libsecp256k1 (Debian's
 * libsecp256k1-dev, with its ecdh, extrakeys, schnorrsig and recovery
 * modules), on SF_PEERS_K256_ROUNDS random keys and messages: identical
 * public keys (compressed, uncompressed, x-only), RFC 6979 ECDSA signatures
 * (compact and DER), recoverable signatures and recovered keys, BIP-340
 * signatures with the same auxiliary randomness, ECDH outputs and the four
 * tweaks; verification agreeing on valid signatures, on signatures with one
 * bit flipped (in r, s or the message) and on high-S twins.
 *
 * A peer missing at build time (cmake/peers.cmake) makes the case skip,
 * with the reason, rather than pass.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "snowfield/secp256k1.h"
#include "test.h"

#ifdef SF_HAVE_SECP256K1
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>
#endif

#define SF_PEERS_K256_ROUNDS 10000

#ifdef SF_HAVE_SECP256K1
/* A peer public key, serialized in len (33 or 65) bytes. */
static void sf_peers_k256_ser(const secp256k1_context *ctx, uint8_t *out,
                              size_t len, const secp256k1_pubkey *pk)
{
    size_t n = len;
    (void)secp256k1_ec_pubkey_serialize(ctx, out, &n, pk,
                                        len == 33 ? SECP256K1_EC_COMPRESSED
                                                  : SECP256K1_EC_UNCOMPRESSED);
}

/* Both verifiers on (sig, pub, hash); 1 if they agree. */
static int sf_peers_k256_ecdsa_agree(const secp256k1_context *ctx,
                                     const uint8_t sig[64], const uint8_t pub[33],
                                     const uint8_t hash[32], int *valid)
{
    secp256k1_ecdsa_signature ps;
    secp256k1_pubkey pk;
    int theirs = secp256k1_ecdsa_signature_parse_compact(ctx, &ps, sig) &&
                 secp256k1_ec_pubkey_parse(ctx, &pk, pub, 33) &&
                 secp256k1_ecdsa_verify(ctx, &ps, hash, &pk);
    int ours = sf_secp256k1_ecdsa_verify(sig, pub, 33, hash) == SF_OK;
    *valid = ours;
    return ours == theirs;
}

static int sf_peers_k256_schnorr_agree(const secp256k1_context *ctx,
                                       const uint8_t sig[64], const uint8_t x[32],
                                       const uint8_t *msg, size_t len, int *valid)
{
    secp256k1_xonly_pubkey xp;
    int theirs = secp256k1_xonly_pubkey_parse(ctx, &xp, x) &&
                 secp256k1_schnorrsig_verify(ctx, sig, msg, len, &xp);
    int ours = sf_secp256k1_schnorr_verify(sig, x, msg, len) == SF_OK;
    *valid = ours;
    return ours == theirs;
}
#endif

SF_TEST(peers_k256_libsecp256k1)
{
#ifdef SF_HAVE_SECP256K1
    secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    sf_test_rng rng;
    unsigned mism = 0, valid_seen = 0, invalid_seen = 0, rounds = 0;
    sf_test_rng_seed(&rng, 0x736563703235366bULL);
    SF_CHECK(ctx != NULL);
    if (ctx == NULL)
        return;
    for (int i = 0; i < SF_PEERS_K256_ROUNDS; i++) {
        uint8_t sec[32], hash[32], aux[32], msg[80], tw[32];
        uint8_t a[72], b[72], sig[64], sig2[64], pub[33], pub65[65], x[32];
        uint8_t peer_sec[32], peer_pub[33];
        size_t msglen = (size_t)(sf_test_rng_u64(&rng) % sizeof msg);
        size_t la, lb;
        secp256k1_pubkey pk, ppk;
        secp256k1_ecdsa_signature ps;
        secp256k1_ecdsa_recoverable_signature rs;
        secp256k1_keypair kp;
        secp256k1_xonly_pubkey xp;
        int recid, precid, v;
        sf_test_rng_bytes(&rng, sec, 32);
        sf_test_rng_bytes(&rng, hash, 32);
        sf_test_rng_bytes(&rng, aux, 32);
        sf_test_rng_bytes(&rng, msg, msglen);
        sf_test_rng_bytes(&rng, peer_sec, 32);
        sf_test_rng_bytes(&rng, tw, 32);
        if (!secp256k1_ec_seckey_verify(ctx, sec) ||
            !secp256k1_ec_seckey_verify(ctx, peer_sec)) {
            mism += sf_secp256k1_secret_key_validate(sec) == SF_OK &&
                    sf_secp256k1_secret_key_validate(peer_sec) == SF_OK;
            continue; /* probability 2^-127: never, in practice */
        }
        rounds++;
        /* public keys */
        mism += !secp256k1_ec_pubkey_create(ctx, &pk, sec);
        sf_peers_k256_ser(ctx, a, 33, &pk);
        mism += sf_secp256k1_public_key(pub, sec) != SF_OK || memcmp(a, pub, 33);
        sf_peers_k256_ser(ctx, a, 65, &pk);
        mism += sf_secp256k1_public_key_uncompressed(pub65, sec) != SF_OK ||
                memcmp(a, pub65, 65);
        mism += !secp256k1_keypair_create(ctx, &kp, sec) ||
                !secp256k1_keypair_xonly_pub(ctx, &xp, NULL, &kp);
        (void)secp256k1_xonly_pubkey_serialize(ctx, a, &xp);
        mism += sf_secp256k1_xonly_public_key(x, NULL, sec) != SF_OK ||
                memcmp(a, x, 32);

        /* ECDSA: compact and DER, then verification of valid, flipped and
         * high-S signatures */
        mism += !secp256k1_ecdsa_sign(ctx, &ps, hash, sec, NULL, NULL);
        (void)secp256k1_ecdsa_signature_serialize_compact(ctx, a, &ps);
        mism += sf_secp256k1_ecdsa_sign(sig, sec, hash) != SF_OK ||
                memcmp(a, sig, 64);
        la = sizeof a;
        lb = sizeof b;
        (void)secp256k1_ecdsa_signature_serialize_der(ctx, a, &la, &ps);
        mism += sf_secp256k1_ecdsa_signature_to_der(b, &lb, sig) != SF_OK ||
                la != lb || memcmp(a, b, la);
        mism += !sf_peers_k256_ecdsa_agree(ctx, sig, pub, hash, &v);
        valid_seen += v;
        memcpy(sig2, sig, 64);
        sig2[sf_test_rng_u64(&rng) % 64] ^= (uint8_t)(1u << (i % 8));
        mism += !sf_peers_k256_ecdsa_agree(ctx, sig2, pub, hash, &v);
        invalid_seen += !v;
        hash[i % 32] ^= 0x10;
        mism += !sf_peers_k256_ecdsa_agree(ctx, sig, pub, hash, &v);
        invalid_seen += !v;
        hash[i % 32] ^= 0x10;
        {
            /* the high-S twin (r, n - s): refused by both verifiers, and
             * normalized back to sig */
            static const uint8_t n_minus_1[32] = {
                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x40};
            int high = 0;
            memcpy(sig2, sig, 32);
            mism += sf_secp256k1_secret_key_tweak_mul(sig2 + 32, sig + 32, n_minus_1) != SF_OK;
            mism += !sf_peers_k256_ecdsa_agree(ctx, sig2, pub, hash, &v);
            invalid_seen += !v;
            mism += sf_secp256k1_ecdsa_signature_normalize(b, &high, sig2) != SF_OK ||
                    high != 1 || memcmp(b, sig, 64);
        }

        /* recoverable signatures and recovery */
        mism += !secp256k1_ecdsa_sign_recoverable(ctx, &rs, hash, sec, NULL, NULL);
        (void)secp256k1_ecdsa_recoverable_signature_serialize_compact(ctx, a,
                                                                      &precid, &rs);
        mism += sf_secp256k1_ecdsa_sign_recoverable(sig2, &recid, sec, hash) != SF_OK ||
                memcmp(a, sig2, 64) || recid != precid;
        mism += !secp256k1_ecdsa_recover(ctx, &ppk, &rs, hash);
        sf_peers_k256_ser(ctx, a, 33, &ppk);
        mism += sf_secp256k1_ecdsa_recover(b, sig2, recid, hash) != SF_OK ||
                memcmp(a, b, 33) || memcmp(b, pub, 33);

        /* BIP-340 with the same aux; verification of valid and flipped */
        mism += !secp256k1_schnorrsig_sign_custom(ctx, a, msg, msglen, &kp,
                                                   &(secp256k1_schnorrsig_extraparams){
                                                       SECP256K1_SCHNORRSIG_EXTRAPARAMS_MAGIC,
                                                       NULL, aux});
        mism += sf_secp256k1_schnorr_sign(sig, sec, msglen ? msg : NULL, msglen,
                                          aux) != SF_OK ||
                memcmp(a, sig, 64);
        mism += !sf_peers_k256_schnorr_agree(ctx, sig, x, msg, msglen, &v);
        valid_seen += v;
        memcpy(sig2, sig, 64);
        sig2[sf_test_rng_u64(&rng) % 64] ^= (uint8_t)(1u << (i % 8));
        mism += !sf_peers_k256_schnorr_agree(ctx, sig2, x, msg, msglen, &v);
        invalid_seen += !v;

        /* ECDH (libsecp256k1's default hash) */
        mism += !secp256k1_ec_pubkey_create(ctx, &ppk, peer_sec);
        sf_peers_k256_ser(ctx, peer_pub, 33, &ppk);
        if (i & 1) {
            mism += !secp256k1_ecdh(ctx, a, &ppk, sec, NULL, NULL);
            mism += sf_secp256k1_ecdh(b, sec, peer_pub, 33) != SF_OK ||
                    memcmp(a, b, 32);
        } else {
            uint8_t p65[65];
            sf_peers_k256_ser(ctx, p65, 65, &ppk);
            mism += !secp256k1_ecdh(ctx, a, &ppk, sec, NULL, NULL);
            mism += sf_secp256k1_ecdh(b, sec, p65, 65) != SF_OK || memcmp(a, b, 32);
        }

        /* tweaks (a random 256-bit tweak is < n but for 2^-127) */
        if (i % 4 == 0) {
            memcpy(a, sec, 32);
            v = secp256k1_ec_seckey_tweak_add(ctx, a, tw);
            mism += (sf_secp256k1_secret_key_tweak_add(b, sec, tw) == SF_OK) != v ||
                    (v && memcmp(a, b, 32));
            memcpy(a, sec, 32);
            v = secp256k1_ec_seckey_tweak_mul(ctx, a, tw);
            mism += (sf_secp256k1_secret_key_tweak_mul(b, sec, tw) == SF_OK) != v ||
                    (v && memcmp(a, b, 32));
            ppk = pk;
            v = secp256k1_ec_pubkey_tweak_add(ctx, &ppk, tw);
            sf_peers_k256_ser(ctx, a, 33, &ppk);
            mism += (sf_secp256k1_public_key_tweak_add(b, pub, 33, tw) == SF_OK) != v ||
                    (v && memcmp(a, b, 33));
            ppk = pk;
            v = secp256k1_ec_pubkey_tweak_mul(ctx, &ppk, tw);
            sf_peers_k256_ser(ctx, a, 33, &ppk);
            mism += (sf_secp256k1_public_key_tweak_mul(b, pub65, 65, tw) == SF_OK) != v ||
                    (v && memcmp(a, b, 33));
        }
    }
    secp256k1_context_destroy(ctx);
    printf("     libsecp256k1: %u rounds, %u valid and %u invalid signatures "
           "agreed on\n", rounds, valid_seen, invalid_seen);
    SF_CHECK(mism == 0);
    SF_CHECK(rounds == SF_PEERS_K256_ROUNDS);
    SF_CHECK(valid_seen == 2 * rounds && invalid_seen == 4 * rounds);
#else
    SF_SKIP("libsecp256k1 not found at build time");
#endif
}

const sf_test_case sf_tests_peers_k256[] = {
    SF_CASE(peers_k256_libsecp256k1),
    SF_CASES_END,
};

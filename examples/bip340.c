/*
 * BIP-340 Schnorr signatures on secp256k1 (snowfield/secp256k1.h): sign
 * the first test vector of BIP-340, check the signature against the one
 * the BIP publishes, verify it, and verify that a changed message fails.
 *
 *   cc bip340.c $(pkg-config --cflags --libs snowfield)
 */
#include <stdio.h>
#include <string.h>

#include "snowfield/secp256k1.h"

static void unhex(uint8_t *out, const char *hex, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        out[i] = (uint8_t)v;
    }
}

int main(void)
{
    /* BIP-340, test vector 0 */
    uint8_t sk[32], aux[32], msg[32], want_pub[32], want_sig[64], pub[32], sig[64];
    int parity;
    unhex(sk, "0000000000000000000000000000000000000000000000000000000000000003", 32);
    unhex(aux, "0000000000000000000000000000000000000000000000000000000000000000", 32);
    unhex(msg, "0000000000000000000000000000000000000000000000000000000000000000", 32);
    unhex(want_pub, "F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9", 32);
    unhex(want_sig,
          "E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA8215"
          "25F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0",
          64);
    if (sf_secp256k1_xonly_public_key(pub, &parity, sk) != SF_OK ||
        sf_secp256k1_schnorr_sign(sig, sk, msg, sizeof msg, aux) != SF_OK)
        return 1;
    printf("public key as BIP-340's: %s\n", memcmp(pub, want_pub, 32) == 0 ? "yes" : "NO");
    printf("signature as BIP-340's:  %s\n", memcmp(sig, want_sig, 64) == 0 ? "yes" : "NO");
    if (memcmp(pub, want_pub, 32) != 0 || memcmp(sig, want_sig, 64) != 0)
        return 1;
    if (sf_secp256k1_schnorr_verify(sig, pub, msg, sizeof msg) != SF_OK)
        return 1;
    msg[0] ^= 1;
    if (sf_secp256k1_schnorr_verify(sig, pub, msg, sizeof msg) != SF_ERR_INVALID_SIGNATURE)
        return 1;
    printf("verifies, and fails on a changed message: yes\n");
    return 0;
}

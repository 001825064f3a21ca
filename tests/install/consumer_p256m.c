/*
 * A program written for p256-m, built unchanged against an installed
 * Snowfield (scripts/install_check.sh, statically and dynamically):
 * `#include "p256-m.h"` with -I<prefix>/include/snowfield/compat.
 *
 * Built twice:
 *   -DSF_CONSUMER_OWN_RNG  defines p256_generate_random() itself, as every
 *                          p256-m program does; the library must call this
 *                          one (its draws become the private key);
 *   (without)              defines none; the library's default (the OS
 *                          generator) must be linked in and work.
 * Prints "consumer ok" when every check holds.
 */
#include <stdio.h>
#include <string.h>

#include "p256-m.h"

#ifdef SF_CONSUMER_OWN_RNG
static unsigned consumer_calls;

/* Deterministic bytes 1, 2, 3, ...: a valid private key on the first draw. */
int p256_generate_random(uint8_t *output, unsigned output_size)
{
    consumer_calls++;
    for (unsigned i = 0; i < output_size; i++)
        output[i] = (uint8_t)(i + 1);
    return 0;
}
#endif

int main(void)
{
    static const uint8_t hash[32] = {0x61, 0x62, 0x63};
    uint8_t priv[32], pub[64], sig[64], secret[32], secret2[32];

    if (p256_gen_keypair(priv, pub) != P256_SUCCESS) {
        printf("consumer_p256m: p256_gen_keypair failed\n");
        return 1;
    }
#ifdef SF_CONSUMER_OWN_RNG
    for (unsigned i = 0; i < 32; i++) {
        if (priv[i] != (uint8_t)(i + 1)) {
            printf("consumer_p256m: the program's p256_generate_random was not used\n");
            return 1;
        }
    }
    if (consumer_calls != 1) {
        printf("consumer_p256m: %u calls to p256_generate_random, want 1\n",
               consumer_calls);
        return 1;
    }
#endif
    if (p256_ecdsa_sign(sig, priv, hash, sizeof hash) != P256_SUCCESS ||
        p256_ecdsa_verify(sig, pub, hash, sizeof hash) != P256_SUCCESS) {
        printf("consumer_p256m: sign/verify failed\n");
        return 1;
    }
    sig[0] ^= 1;
    if (p256_ecdsa_verify(sig, pub, hash, sizeof hash) != P256_INVALID_SIGNATURE) {
        printf("consumer_p256m: a corrupted signature verified\n");
        return 1;
    }
    if (p256_ecdh_shared_secret(secret, priv, pub) != P256_SUCCESS ||
        p256_ecdh_shared_secret(secret2, priv, pub) != P256_SUCCESS ||
        memcmp(secret, secret2, sizeof secret) != 0) {
        printf("consumer_p256m: ECDH failed\n");
        return 1;
    }
    pub[63] ^= 1;
    if (p256_ecdh_shared_secret(secret, priv, pub) != P256_INVALID_PUBKEY) {
        printf("consumer_p256m: an off-curve key was accepted\n");
        return 1;
    }
    printf("consumer ok\n");
    return 0;
}

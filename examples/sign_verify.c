/*
 * Sign a message and verify the signature, on every curve, through the one
 * API of snowfield/snowfield.h; then show that a changed message fails.
 *
 *   cc sign_verify.c $(pkg-config --cflags --libs snowfield)
 */
#include <stdio.h>
#include <string.h>

#include "snowfield/snowfield.h"

int main(void)
{
    static const sf_alg algs[] = {SF_ALG_P256, SF_ALG_SECP256K1, SF_ALG_FOURQ, SF_ALG_SNOWSHOE};
    static const uint8_t msg[] = "pay 10 to bob";
    int ok = 1;
    for (size_t i = 0; i < sizeof algs / sizeof algs[0]; i++) {
        sf_skey key;
        sf_pkey pub;
        uint8_t sig[SF_MAX_SIGNATURE_BYTES], changed[sizeof msg];
        size_t siglen = sizeof sig;
        int good, forged;
        if (sf_keygen(&key, algs[i], NULL) != SF_OK || sf_public_key(&pub, &key) != SF_OK ||
            sf_sign(sig, &siglen, &key, msg, sizeof msg - 1) != SF_OK)
            return 1;
        good = sf_verify(sig, siglen, &pub, msg, sizeof msg - 1) == SF_OK;
        memcpy(changed, msg, sizeof msg);
        changed[4] = '9';
        forged = sf_verify(sig, siglen, &pub, changed, sizeof msg - 1) == SF_OK;
        printf("%-10s %zu-byte signature verifies: %s; on a changed message: %s\n",
               sf_alg_name(algs[i]), siglen, good ? "yes" : "NO", forged ? "YES" : "no");
        ok &= good && !forged;
        sf_skey_wipe(&key);
    }
    return ok ? 0 : 1;
}

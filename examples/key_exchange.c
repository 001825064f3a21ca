/*
 * Key exchange on every curve, X25519-style: each side makes a key pair,
 * sends its public key (here as text: PEM where the curve has a standard
 * format, hex otherwise), and derives the same 32-byte key from its own
 * secret and the other's public key.
 *
 *   cc key_exchange.c $(pkg-config --cflags --libs snowfield)
 */
#include <stdio.h>
#include <string.h>

#include "snowfield/snowfield.h"

static int exchange(sf_alg alg)
{
    sf_skey alice, bob;
    sf_pkey alice_pub, bob_pub, received;
    uint8_t wire[SF_MAX_EXPORT_BYTES], k1[SF_KEX_KEY_BYTES], k2[SF_KEX_KEY_BYTES];
    size_t n = sizeof wire;
    sf_format fmt = (alg == SF_ALG_P256 || alg == SF_ALG_SECP256K1) ? SF_FORMAT_PEM : SF_FORMAT_RAW;
    int ok;

    if (sf_keygen(&alice, alg, NULL) != SF_OK || sf_keygen(&bob, alg, NULL) != SF_OK ||
        sf_public_key(&alice_pub, &alice) != SF_OK || sf_public_key(&bob_pub, &bob) != SF_OK)
        return 0;
    /* Bob's public key travels to Alice and is checked on arrival */
    if (sf_pkey_export(wire, &n, &bob_pub, fmt) != SF_OK)
        return 0;
    if (fmt == SF_FORMAT_RAW ? sf_pkey_from_raw(&received, alg, wire, n) != SF_OK
                             : sf_pkey_import(&received, alg, wire, n) != SF_OK)
        return 0;
    if (sf_kex(k1, &alice, &received) != SF_OK || sf_kex(k2, &bob, &alice_pub) != SF_OK)
        return 0;
    ok = memcmp(k1, k2, sizeof k1) == 0;
    printf("%-10s both sides derived the same key: %s\n", sf_alg_name(alg), ok ? "yes" : "NO");
    sf_skey_wipe(&alice);
    sf_skey_wipe(&bob);
    sf_wipe(k1, sizeof k1);
    sf_wipe(k2, sizeof k2);
    return ok;
}

int main(void)
{
    static const sf_alg algs[] = {SF_ALG_P256, SF_ALG_SECP256K1, SF_ALG_FOURQ, SF_ALG_SNOWSHOE};
    int ok = 1;
    for (size_t i = 0; i < sizeof algs / sizeof algs[0]; i++)
        ok &= exchange(algs[i]);
    return ok ? 0 : 1;
}

/*
 * Snowshoe ECDH (contracts in include/snowfield/snowshoe.h): the EC-DH of
 * the original's README on the native API.
 *
 *   key pair        sk = secret_gen(32 random bytes), pk = [sk]G
 *   shared secret   shared = [4 sk]peer, 64 bytes
 *
 * The peer's key is validated (canonical, on the curve, x != 0); its
 * 2-torsion part, if any, is removed by the cofactor, so a valid peer key
 * always gives a point of order q and never the identity. The shared
 * secret is the point itself, as in the original; a protocol should hash
 * it together with the transcript.
 */
#include "snowfield/snowshoe.h"

#include <string.h>

#include "common/ct_check.h"
#include "mult/snowshoe/mult_snowshoe.h"
#include "proto/snowshoe/snowshoe_proto.h"

/* Draws per key before giving up: a draw fails with probability 2^-251. */
#define SF_PSS_KEYGEN_TRIES 8

sf_error sf_snowshoe_public_key(uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES],
                                const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES])
{
    return sf_snowshoe_mul_gen(pk, sk);
}

sf_error sf_snowshoe_keygen(uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                            uint8_t pk[SF_SNOWSHOE_PUBLIC_KEY_BYTES], const sf_rng *rng)
{
    uint8_t k[SF_SNOWSHOE_SCALAR_BYTES];
    sf_sc_snowshoe t;
    sf_error e = SF_ERR_RANDOMNESS;
    if (sk == NULL || pk == NULL || sf_proto_overlap(sk, SF_SNOWSHOE_SCALAR_BYTES, pk, SF_SNOWSHOE_POINT_BYTES)) {
        sf_proto_zero(sk, SF_SNOWSHOE_SCALAR_BYTES);
        sf_proto_zero(pk, SF_SNOWSHOE_POINT_BYTES);
        return SF_ERR_INVALID_ARGUMENT;
    }
    for (int i = 0; i < SF_PSS_KEYGEN_TRIES; i++) {
        uint32_t ok;
        e = sf_random(rng, k, sizeof k);
        if (e != SF_OK)
            break;
        sf_sc_snowshoe_secret_mask(k);
        /* Whether the draw was 0 is public (it is thrown away): the only
         * branch on the key. The flag goes through memory (volatile) so
         * that the branch reads the declassified copy. */
        ok = sf_sc_snowshoe_decode(&t, k);
        SF_CT_PUBLIC(&ok, sizeof ok);
        if (*(volatile uint32_t *)&ok) {
            e = sf_snowshoe_mul_gen(pk, k);
            break;
        }
        e = SF_ERR_RANDOMNESS;
    }
    if (e == SF_OK)
        memcpy(sk, k, sizeof k);
    else {
        sf_wipe(sk, SF_SNOWSHOE_SCALAR_BYTES);
        sf_wipe(pk, SF_SNOWSHOE_POINT_BYTES);
    }
    sf_wipe(k, sizeof k);
    sf_sc_snowshoe_clear(&t);
    return e;
}

sf_error sf_snowshoe_ecdh(uint8_t shared[SF_SNOWSHOE_SHARED_SECRET_BYTES],
                          const uint8_t sk[SF_SNOWSHOE_SECRET_KEY_BYTES],
                          const uint8_t peer[SF_SNOWSHOE_PUBLIC_KEY_BYTES])
{
    return sf_snowshoe_mul(shared, sk, peer);
}

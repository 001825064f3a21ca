/*
 * The p256-m API on top of the native P-256 API (contracts and the list of
 * deliberate differences in include/snowfield/compat/p256-m.h).
 *
 * Layer: compat. Each function checks the pointers p256-m leaves unchecked,
 * calls the native function with the 64-byte raw key format and maps its
 * sf_error onto p256-m's codes. The randomness p256-m takes from
 * p256_generate_random() reaches the native functions through an sf_rng
 * whose fill calls it.
 */
#include "snowfield/compat/p256-m.h"

#include <limits.h>
#include <string.h>

#include "proto/p256/p256_internal.h"
#include "snowfield/common.h"
#include "snowfield/p256.h"

/* sf_rng.fill over the program's p256_generate_random(). The native
 * functions ask for at most 32 bytes at a time, so the length always fits
 * p256-m's `unsigned`; the check only keeps the conversion honest. */
static int sf_p256m_fill(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    if (len > UINT_MAX)
        return -1;
    return p256_generate_random(out, (unsigned)len) == 0 ? 0 : -1;
}

static const sf_rng sf_p256m_rng = {sf_p256m_fill, NULL};

/* p256_ecdsa_verify's code for a native verification error: the key's
 * errors are P256_INVALID_PUBKEY, everything else a bad signature. */
static int sf_p256m_verify_error(sf_error e)
{
    return (e == SF_ERR_INVALID_ENCODING || e == SF_ERR_INVALID_POINT ||
            e == SF_ERR_IDENTITY || e == SF_ERR_INVALID_ARGUMENT)
               ? P256_INVALID_PUBKEY
               : P256_INVALID_SIGNATURE;
}

int p256_gen_keypair(uint8_t priv[32], uint8_t pub[64])
{
    if (priv == NULL || pub == NULL) {
        if (priv != NULL)
            memset(priv, 0, 32);
        if (pub != NULL)
            memset(pub, 0, 64);
        return P256_RANDOM_FAILED;
    }
    /* the native keygen zeroes both outputs when it fails */
    if (sf_p256_keygen(priv, pub, SF_P256_PUBLIC_KEY_RAW_BYTES, &sf_p256m_rng) != SF_OK)
        return P256_RANDOM_FAILED;
    return P256_SUCCESS;
}

int p256_ecdsa_sign(uint8_t sig[64], const uint8_t priv[32],
                    const uint8_t *hash, size_t hlen)
{
    sf_error rc;
    if (sig == NULL)
        return P256_INVALID_PRIVKEY;
    if (priv == NULL) {
        memset(sig, 0, 64);
        return P256_INVALID_PRIVKEY;
    }
    if (hash == NULL && hlen != 0) {
        memset(sig, 0, 64);
        return P256_INVALID_SIGNATURE;
    }
    /* checks the key before drawing randomness, as p256-m does */
    rc = sf_p256_ecdsa_sign_hedged(sig, priv, hash, hlen, &sf_p256m_rng);
    if (rc == SF_OK)
        return P256_SUCCESS;
    /* the native function zeroed sig; besides a bad key, only the RNG can
     * make it fail (r = 0 or s = 0 64 times in a row is not a thing) */
    return rc == SF_ERR_INVALID_SCALAR ? P256_INVALID_PRIVKEY
                                       : P256_RANDOM_FAILED;
}

int p256_ecdsa_verify(const uint8_t sig[64], const uint8_t pub[64],
                      const uint8_t *hash, size_t hlen)
{
    sf_error rc;
    if (sig == NULL || (hash == NULL && hlen != 0))
        return P256_INVALID_SIGNATURE;
    if (pub == NULL)
        return P256_INVALID_PUBKEY;
    /* r and s are checked before the key, by the native function too */
    rc = sf_p256_ecdsa_verify(sig, pub, SF_P256_PUBLIC_KEY_RAW_BYTES, hash, hlen);
    if (rc == SF_OK)
        return P256_SUCCESS;
    return sf_p256m_verify_error(rc);
}

int p256_ecdh_shared_secret(uint8_t secret[32], const uint8_t priv[32],
                            const uint8_t pub[64])
{
    sf_error rc;
    if (secret == NULL)
        return P256_INVALID_PRIVKEY;
    if (priv == NULL || pub == NULL) {
        int code = P256_INVALID_PRIVKEY;
        memset(secret, 0, 32);
        if (priv != NULL) {
            /* the private key is checked first, as p256-m does */
            sf_sc_p256 d;
            if (sf_p256_load_private(&d, priv))
                code = P256_INVALID_PUBKEY;
            sf_sc_p256_clear(&d);
        }
        return code;
    }
    rc = sf_p256_ecdh(secret, priv, pub, SF_P256_PUBLIC_KEY_RAW_BYTES);
    if (rc == SF_OK)
        return P256_SUCCESS;
    return rc == SF_ERR_INVALID_SCALAR ? P256_INVALID_PRIVKEY
                                       : P256_INVALID_PUBKEY;
}

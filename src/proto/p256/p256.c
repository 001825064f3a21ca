/*
 * P-256 public API: keys and ECDH (include/snowfield/p256.h). ECDSA is in
 * p256_ecdsa.c.
 */
#include "snowfield/p256.h"

#include <string.h>

#include "common/ct_check.h"
#include "mult/p256/mult_p256.h"
#include "proto/p256/p256_internal.h"
#include "common/util.h"

/* The number of 32-byte draws keygen makes before it gives up: a working
 * RNG fails one draw with probability (2^256 - n + 1) / 2^256 < 2^-32. */
#define SF_P256_KEYGEN_TRIES 64

uint32_t sf_p256_load_private(sf_sc_p256 *d, const uint8_t sk[32])
{
    uint32_t ok = sf_sc_p256_load_nonzero(d, sk);
    sf_sc_p256 zero;
    sf_sc_p256_zero(&zero);
    sf_sc_p256_cmov(d, &zero, ok ^ 1);
    SF_CT_PUBLIC(&ok, sizeof ok);
    return ok;
}

void sf_p256_derive_public(sf_ge_p256_affine *pk, const sf_sc_p256 *d)
{
    sf_ge_p256_jac r;
    sf_mult_p256_mul_gen(&r, d);
    (void)sf_ge_p256_jac_to_affine(pk, &r); /* d != 0: never O */
    sf_wipe(&r, sizeof r);
}

sf_error sf_p256_encode_public(uint8_t *out, size_t outlen,
                               const sf_ge_p256_affine *p)
{
    switch (outlen) {
    case SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES:
        sf_ge_p256_encode_uncompressed(out, p);
        return SF_OK;
    case SF_P256_PUBLIC_KEY_COMPRESSED_BYTES:
        sf_ge_p256_encode_compressed(out, p);
        return SF_OK;
    case SF_P256_PUBLIC_KEY_RAW_BYTES:
        sf_ge_p256_encode_raw(out, p);
        return SF_OK;
    default:
        return SF_ERR_INVALID_ARGUMENT;
    }
}

/*
 * Zero an output buffer of the caller's stated length, even when that length
 * is not one the function accepts (every error leaves every output zeroed),
 * but no more than the longest format: a length past every format is as
 * likely a caller's slip (66 for a 65-byte buffer) as a buffer that long,
 * so the write stays bounded.
 */
static void sf_p256_zero_output(uint8_t *out, size_t len)
{
    if (out != NULL)
        memset(out, 0, len < SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES
                           ? len : SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES);
}

/* 1 if len is one of the three public-key lengths. */
static int sf_p256_public_length_ok(size_t len)
{
    return len == SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES ||
           len == SF_P256_PUBLIC_KEY_COMPRESSED_BYTES ||
           len == SF_P256_PUBLIC_KEY_RAW_BYTES;
}

sf_error sf_p256_keygen(uint8_t sk[SF_P256_SECRET_KEY_BYTES], uint8_t *pk,
                        size_t pklen, const sf_rng *rng)
{
    sf_sc_p256 d;
    sf_ge_p256_affine p;
    uint32_t ok = 0;
    if (sk == NULL || pk == NULL || !sf_p256_public_length_ok(pklen)) {
        if (sk != NULL)
            memset(sk, 0, SF_P256_SECRET_KEY_BYTES);
        sf_p256_zero_output(pk, pklen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    for (int i = 0; i < SF_P256_KEYGEN_TRIES && !ok; i++) {
        if (sf_random(rng, sk, SF_P256_SECRET_KEY_BYTES) != SF_OK)
            break;
        ok = sf_p256_load_private(&d, sk);
    }
    if (!ok) {
        memset(sk, 0, SF_P256_SECRET_KEY_BYTES);
        memset(pk, 0, pklen);
        sf_sc_p256_clear(&d);
        return SF_ERR_RANDOMNESS;
    }
    sf_p256_derive_public(&p, &d);
    SF_CT_PUBLIC(&p, sizeof p);
    SF_IGNORE_RESULT(sf_p256_encode_public(pk, pklen, &p));
    sf_sc_p256_clear(&d);
    return SF_OK;
}

sf_error sf_p256_public_key(uint8_t *pk, size_t pklen,
                            const uint8_t sk[SF_P256_SECRET_KEY_BYTES])
{
    sf_sc_p256 d;
    sf_ge_p256_affine p;
    if (pk == NULL || !sf_p256_public_length_ok(pklen)) {
        sf_p256_zero_output(pk, pklen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (sk == NULL) {
        memset(pk, 0, pklen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (!sf_p256_load_private(&d, sk)) {
        memset(pk, 0, pklen);
        return SF_ERR_INVALID_SCALAR;
    }
    sf_p256_derive_public(&p, &d);
    SF_CT_PUBLIC(&p, sizeof p);
    SF_IGNORE_RESULT(sf_p256_encode_public(pk, pklen, &p));
    sf_sc_p256_clear(&d);
    return SF_OK;
}

sf_error sf_p256_public_key_validate(const uint8_t *pk, size_t pklen)
{
    sf_ge_p256_affine p;
    if (pk == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    return sf_ge_p256_decode(&p, pk, pklen);
}

sf_error sf_p256_public_key_convert(uint8_t *out, size_t outlen,
                                    const uint8_t *pk, size_t pklen)
{
    sf_ge_p256_affine p;
    sf_error rc;
    if (out == NULL || !sf_p256_public_length_ok(outlen)) {
        sf_p256_zero_output(out, outlen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    if (pk == NULL) {
        memset(out, 0, outlen);
        return SF_ERR_INVALID_ARGUMENT;
    }
    rc = sf_ge_p256_decode(&p, pk, pklen);
    if (rc != SF_OK) {
        memset(out, 0, outlen);
        return rc;
    }
    return sf_p256_encode_public(out, outlen, &p);
}

/*
 * The DER of a P-256 SubjectPublicKeyInfo up to the point (RFC 5480):
 *   30 L                              SEQUENCE, L = 21 + 3 + point length
 *     30 13                           AlgorithmIdentifier
 *       06 07 2A 86 48 CE 3D 02 01      id-ecPublicKey (1.2.840.10045.2.1)
 *       06 08 2A 86 48 CE 3D 03 01 07   prime256v1 (1.2.840.10045.3.1.7)
 *     03 P+1 00                       BIT STRING, no unused bits, P bytes
 * The lengths are below 128, so DER writes each in one byte: for a given
 * point length the whole header is fixed.
 */
static const uint8_t sf_p256_spki_algid[21] = {
    0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
    0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07};
#define SF_P256_SPKI_HEADER 26 /* 2 + 21 + 3 */

sf_error sf_p256_public_key_from_spki(uint8_t *out, size_t outlen,
                                      const uint8_t *spki, size_t spkilen)
{
    size_t plen;
    sf_p256_zero_output(out, outlen);
    if (out == NULL || !sf_p256_public_length_ok(outlen))
        return SF_ERR_INVALID_ARGUMENT;
    if (spki == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (spkilen != SF_P256_SPKI_HEADER + SF_P256_PUBLIC_KEY_UNCOMPRESSED_BYTES &&
        spkilen != SF_P256_SPKI_HEADER + SF_P256_PUBLIC_KEY_COMPRESSED_BYTES)
        return SF_ERR_INVALID_ENCODING;
    plen = spkilen - SF_P256_SPKI_HEADER;
    if (spki[0] != 0x30 || spki[1] != spkilen - 2 ||
        memcmp(spki + 2, sf_p256_spki_algid, sizeof sf_p256_spki_algid) != 0 ||
        spki[23] != 0x03 || spki[24] != plen + 1 || spki[25] != 0x00)
        return SF_ERR_INVALID_ENCODING;
    /* the SEC1 prefix byte (04 for 65 bytes, 02/03 for 33) is checked by
     * the point decoder, which tells the format by the length */
    return sf_p256_public_key_convert(out, outlen, spki + SF_P256_SPKI_HEADER, plen);
}

sf_error sf_p256_ecdh_point(uint8_t shared[32], const sf_sc_p256 *d,
                            const sf_ge_p256_affine *q)
{
    sf_ge_p256_jac r;
    sf_ge_p256_affine a;
    uint32_t finite;
    /* q is the peer's public key: only the scalar needs constant time */
    sf_mult_p256_mul_point_vartime(&r, d, q);
    finite = sf_ge_p256_jac_to_affine(&a, &r);
    SF_CT_PUBLIC(&finite, sizeof finite);
    if (finite)
        sf_fp256_encode(shared, &a.x);
    else
        memset(shared, 0, 32);
    sf_wipe(&r, sizeof r);
    sf_wipe(&a, sizeof a);
    return finite ? SF_OK : SF_ERR_IDENTITY;
}

sf_error sf_p256_ecdh(uint8_t shared[SF_P256_SHARED_SECRET_BYTES],
                      const uint8_t sk[SF_P256_SECRET_KEY_BYTES],
                      const uint8_t *peer, size_t peerlen)
{
    sf_sc_p256 d;
    sf_ge_p256_affine q;
    sf_error rc;
    if (shared == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    memset(shared, 0, SF_P256_SHARED_SECRET_BYTES);
    if (sk == NULL || peer == NULL)
        return SF_ERR_INVALID_ARGUMENT;
    if (!sf_p256_load_private(&d, sk))
        return SF_ERR_INVALID_SCALAR;
    rc = sf_ge_p256_decode(&q, peer, peerlen);
    if (rc == SF_OK)
        rc = sf_p256_ecdh_point(shared, &d, &q);
    sf_sc_p256_clear(&d);
    return rc;
}

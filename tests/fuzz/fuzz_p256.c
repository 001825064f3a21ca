/*
 * Fuzz target: the P-256 parsers of untrusted input (snowfield/p256.h).
 *
 * Input: one mode byte, then the mode's bytes.
 *   0  public key, any length: validate and convert to all three formats.
 *      A key that decodes converts back to its own bytes (canonical), the
 *      three formats agree, and a refused key leaves every output zeroed.
 *   1  SubjectPublicKeyInfo, any length: an accepted SPKI holds a valid
 *      key, and wrapping that key again gives back exactly the input (DER
 *      leaves one encoding: 91 or 59 bytes); a refused one leaves the
 *      output zeroed.
 *   2  DER signature, any length: an accepted one re-encodes to exactly the
 *      input (strict DER); a refused one leaves the signature zeroed.
 *   3  ECDSA verify: a length byte (33, 64 or 65 chosen from it), the key,
 *      64 bytes r || s, the rest the hash (any length). The result does not
 *      depend on the key's format or on hash bytes past the 32nd; r || s
 *      round-trips through DER; a verifying signature fails on a changed hash.
 *   4  ECDH: 32 bytes of private key, the rest the peer key (any length).
 *      A refused peer leaves the secret zeroed; an accepted one gives the
 *      same secret in all three formats.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/p256.h"

static const size_t sf_fz_lens[3] = {33, 64, 65};

/* The 59- or 91-byte SPKI around a 33- or 65-byte key (RFC 5480). */
static size_t sf_fz_spki(uint8_t *out, const uint8_t *pub, size_t publen)
{
    static const uint8_t alg[] = {
        0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01,
        0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07};
    size_t n = 0;
    out[n++] = 0x30;
    out[n++] = (uint8_t)(sizeof alg + 3 + publen);
    memcpy(out + n, alg, sizeof alg);
    n += sizeof alg;
    out[n++] = 0x03;
    out[n++] = (uint8_t)(publen + 1);
    out[n++] = 0x00;
    memcpy(out + n, pub, publen);
    return n + publen;
}

static void sf_fz_pubkey(const uint8_t *pub, size_t len)
{
    uint8_t conv[3][65], back[65];
    sf_error v = sf_p256_public_key_validate(pub, len);
    for (int i = 0; i < 3; i++) {
        memset(conv[i], 0xaa, sizeof conv[i]);
        sf_error c = sf_p256_public_key_convert(conv[i], sf_fz_lens[i], pub, len);
        SF_FUZZ_ASSERT(c == v);
        if (c != SF_OK) {
            SF_FUZZ_ASSERT(sf_fuzz_is_zero(conv[i], sf_fz_lens[i]));
            continue;
        }
        SF_FUZZ_ASSERT(sf_p256_public_key_validate(conv[i], sf_fz_lens[i]) == SF_OK);
        SF_FUZZ_ASSERT(sf_p256_public_key_convert(back, len, conv[i],
                                                  sf_fz_lens[i]) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(back, pub, len) == 0);
    }
    if (v == SF_OK) {
        /* X agrees across formats; the 33-byte prefix is Y's parity. */
        SF_FUZZ_ASSERT(memcmp(conv[0] + 1, conv[1], 32) == 0);
        SF_FUZZ_ASSERT(memcmp(conv[2] + 1, conv[1], 64) == 0);
        SF_FUZZ_ASSERT(conv[2][0] == 0x04);
        SF_FUZZ_ASSERT(conv[0][0] == (uint8_t)(0x02 | (conv[1][63] & 1)));
    }
}

static void sf_fz_spki_parse(const uint8_t *spki, size_t len)
{
    uint8_t out[65], wrap[91];
    memset(out, 0xaa, sizeof out);
    sf_error e = sf_p256_public_key_from_spki(out, 65, spki, len);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(out, 65));
        return;
    }
    SF_FUZZ_ASSERT(sf_p256_public_key_validate(out, 65) == SF_OK);
    /* The input held a 65- or a 33-byte point; its DER is the input. */
    SF_FUZZ_ASSERT(len == 91 || len == 59);
    uint8_t pt[65];
    size_t ptlen = len == 91 ? 65 : 33;
    SF_FUZZ_ASSERT(sf_p256_public_key_convert(pt, ptlen, out, 65) == SF_OK);
    SF_FUZZ_ASSERT(sf_fz_spki(wrap, pt, ptlen) == len);
    SF_FUZZ_ASSERT(memcmp(wrap, spki, len) == 0);
}

static void sf_fz_der(const uint8_t *der, size_t len)
{
    uint8_t sig[64], again[SF_P256_SIGNATURE_DER_MAX_BYTES];
    size_t againlen = sizeof again;
    memset(sig, 0xaa, sizeof sig);
    sf_error e = sf_p256_ecdsa_signature_from_der(sig, der, len);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig));
        return;
    }
    SF_FUZZ_ASSERT(sf_p256_ecdsa_signature_to_der(again, &againlen, sig) == SF_OK);
    SF_FUZZ_ASSERT(againlen == len && memcmp(again, der, len) == 0);
}

static void sf_fz_verify(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sel = 0, pub[65], sig[64], der[SF_P256_SIGNATURE_DER_MAX_BYTES];
    uint8_t back[64];
    sf_fuzz_take(&sel, 1, data, size, &off);
    size_t publen = sf_fz_lens[sel % 3];
    sf_fuzz_take(pub, publen, data, size, &off);
    sf_fuzz_take(sig, 64, data, size, &off);
    const uint8_t *hash = data + off;
    size_t hashlen = size - off;

    sf_error e = sf_p256_ecdsa_verify(sig, pub, publen, hash, hashlen);
    if (hashlen > 32)
        SF_FUZZ_ASSERT(sf_p256_ecdsa_verify(sig, pub, publen, hash, 32) == e);
    if (e == SF_OK) {
        uint8_t conv[65], h2[32];
        SF_FUZZ_ASSERT(sf_p256_public_key_validate(pub, publen) == SF_OK);
        for (int i = 0; i < 3; i++) {
            SF_FUZZ_ASSERT(sf_p256_public_key_convert(conv, sf_fz_lens[i], pub,
                                                      publen) == SF_OK);
            SF_FUZZ_ASSERT(sf_p256_ecdsa_verify(sig, conv, sf_fz_lens[i], hash,
                                                hashlen) == SF_OK);
        }
        size_t n = hashlen < 32 ? hashlen : 32;
        if (n > 0) {
            memcpy(h2, hash, n);
            h2[n - 1] ^= 0x01;
            SF_FUZZ_ASSERT(sf_p256_ecdsa_verify(sig, pub, publen, h2, n) ==
                           SF_ERR_INVALID_SIGNATURE);
        }
    }
    size_t derlen = sizeof der;
    SF_FUZZ_ASSERT(sf_p256_ecdsa_signature_to_der(der, &derlen, sig) == SF_OK);
    SF_FUZZ_ASSERT(sf_p256_ecdsa_signature_from_der(back, der, derlen) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(back, sig, 64) == 0);
}

static void sf_fz_ecdh(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t priv[32], ss[32];
    sf_fuzz_take(priv, 32, data, size, &off);
    const uint8_t *peer = data + off;
    size_t peerlen = size - off;
    memset(ss, 0xaa, sizeof ss);
    sf_error e = sf_p256_ecdh(ss, priv, peer, peerlen);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ss, sizeof ss));
        return;
    }
    SF_FUZZ_ASSERT(sf_p256_public_key_validate(peer, peerlen) == SF_OK);
    for (int i = 0; i < 3; i++) {
        uint8_t conv[65], ss2[32];
        if (sf_fz_lens[i] == peerlen)
            continue;
        SF_FUZZ_ASSERT(sf_p256_public_key_convert(conv, sf_fz_lens[i], peer,
                                                  peerlen) == SF_OK);
        SF_FUZZ_ASSERT(sf_p256_ecdh(ss2, priv, conv, sf_fz_lens[i]) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(ss, ss2, 32) == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    switch (data[0] % 5) {
    case 0:
        sf_fz_pubkey(data + 1, size - 1);
        break;
    case 1:
        sf_fz_spki_parse(data + 1, size - 1);
        break;
    case 2:
        sf_fz_der(data + 1, size - 1);
        break;
    case 3:
        sf_fz_verify(data + 1, size - 1);
        break;
    default:
        sf_fz_ecdh(data + 1, size - 1);
        break;
    }
    return 0;
}

/*
 * Fuzz target: the secp256k1 parsers and verifiers of untrusted input
 * (snowfield/secp256k1.h).
 *
 * Input: one mode byte, then the mode's bytes (zero-filled when short).
 *   0  public key, any length: validate and convert to 33 and 65 bytes
 *      agree; a key that decodes converts back to exactly its own bytes,
 *      both formats hold the same X and the prefix is Y's parity; a
 *      refused key leaves every output zeroed. A 33-byte key is valid with
 *      both prefixes or neither (the two roots), and they give Y and p - Y;
 *      a 65-byte 04 key is valid exactly when the point API's
 *      affine_is_on_curve says so, error for error.
 *   1  DER signature, any length: strict from_der accepts at most 72 bytes
 *      that re-encode to exactly the input; lax from_der_lax accepts all
 *      that and gives the same r || s, and whatever it accepts re-encodes
 *      to strict DER that parses back to the same r || s and stays accepted
 *      with bytes appended; a refused input leaves r || s zeroed.
 *   2  ECDSA verify: a format byte (bit 0: 33 or 65), the key, r || s (64),
 *      the hash (32). r and s are judged before the key (an out-of-range or
 *      high s is SF_ERR_INVALID_SIGNATURE with any key, as normalize
 *      says); a valid key gives the same result in both formats; a
 *      verifying signature is low S, fails on a changed hash, a changed s
 *      and its high-S twin (which normalizes back to it), and one of the
 *      four recovery ids recovers its key. r || s round-trips through DER.
 *   3  recovery: a recid byte (-1 .. 4), r || s, hash. A key is recovered
 *      exactly when the id names a point R (X = r or r + n, Y's parity) and
 *      Q is not O, and then s R = e G + r Q (checked through the point
 *      API); the key is valid and verifies the normalized signature in both
 *      formats; r || n-s with the other parity recovers the same key (or
 *      fails the same way); a refused input leaves the key zeroed.
 *   4  BIP-340 verify: signature (64), x-only key (32), message (the rest).
 *      A bad key gives the error validate gives its 02 form; a verifying
 *      signature fails on a changed message and on a changed r or s.
 *   5  ECDH: secret key (32), peer key (any length). A bad secret is
 *      SF_ERR_INVALID_SCALAR before the peer is looked at; then the error
 *      is validate's; every refusal leaves the secret zeroed. An accepted
 *      peer gives the same secret in both formats, ecdh_raw_x is the X of
 *      public_key_tweak_mul(peer, sk), and ecdh is SHA-256 of that point.
 *   6  signing round trip: secret key (32), hash (32), message (the rest).
 *      A bad key is refused by every signer with zeroed outputs. Otherwise
 *      the ECDSA signature is low S, verifies in both key formats, is the
 *      recoverable signer's, and its recovery id recovers the key and
 *      names R (s R = e G + r Q); the BIP-340 signature verifies under the
 *      x-only key (the X of the compressed key, parity from its prefix),
 *      the keypair signer gives the same bytes, and it fails on a changed
 *      message; ECDH agrees both ways when the hash is a valid second
 *      secret key.
 *   7  keypair signing: keypair (64), aux (32), message (the rest). A
 *      keypair with d out of [1, n-1] or x >= p is refused with a zeroed
 *      signature; otherwise the signature verifies under x exactly when
 *      the keypair is keypair(d)'s (a mismatched x signs uselessly,
 *      as the header says), and then fails on a changed message.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/hash.h"
#include "snowfield/secp256k1.h"

static const size_t sf_fz_lens[2] = {33, 65};

/* The group order n and the field prime p, big-endian. */
static const uint8_t sf_fz_n[32] = {
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xfe, 0xba, 0xae, 0xdc, 0xe6, 0xaf, 0x48,
    0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41};
static const uint8_t sf_fz_p[32] = {
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xfc, 0x2f};

/* out = a - b (32 bytes big-endian, mod 2^256): an independent
 * computation of n - s and p - y to check the library's against. */
static void sf_fz_sub(uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
    int borrow = 0;
    for (int i = 31; i >= 0; i--) {
        int d = (int)a[i] - (int)b[i] - borrow;
        borrow = d < 0;
        out[i] = (uint8_t)(d + (borrow ? 256 : 0));
    }
}

/* The key of either format in the other one (which must succeed). */
static size_t sf_fz_other_format(uint8_t out[65], const uint8_t *pub, size_t len)
{
    size_t olen = len == 33 ? 65 : 33;
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(out, olen, pub, len) == SF_OK);
    return olen;
}

/*
 * out = the candidate R of a recovery id: X = r + n (recid & 2), Y's parity
 * recid & 1, as a compressed key. Returns 0 when r + n overflows 256 bits
 * (no such point).
 */
static int sf_fz_candidate(uint8_t out[33], const uint8_t r[32], int recid)
{
    unsigned carry = 0;
    out[0] = (uint8_t)(0x02 | (recid & 1));
    for (int i = 31; i >= 0; i--) {
        carry += (unsigned)r[i] + ((recid & 2) ? sf_fz_n[i] : 0u);
        out[1 + i] = (uint8_t)carry;
        carry >>= 8;
    }
    return carry == 0;
}

/*
 * 1 if s R = e G + r Q (e = hash mod n; Q = O when pub is NULL), computed
 * with the point API's constant-time multiplications: the equation that
 * defines the key recovered from (r, s, R), checked on another code path
 * than recovery's double-base multiplication. R (33 bytes) must be valid.
 */
static int sf_fz_recovery_equation(const uint8_t R33[33], const uint8_t sig[64],
                                   const uint8_t hash[32], const uint8_t *pub33)
{
    uint8_t u[65], e[32];
    sf_secp256k1_affine ra, sr, eg, q, rq, sum;
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(u, 65, R33, 33) == SF_OK);
    memcpy(ra.x, u + 1, 32);
    memcpy(ra.y, u + 33, 32);
    SF_FUZZ_ASSERT(sf_secp256k1_affine_mul(&sr, sig + 32, &ra) == SF_OK);
    memcpy(e, hash, 32);
    if (memcmp(e, sf_fz_n, 32) >= 0)
        sf_fz_sub(e, e, sf_fz_n); /* hash < 2^256 < 2n */
    sf_error ge = sf_secp256k1_affine_mul_gen(&eg, e);
    SF_FUZZ_ASSERT(ge == SF_OK || (ge == SF_ERR_IDENTITY && sf_fuzz_is_zero(e, 32)));
    if (pub33 == NULL)
        return ge == SF_OK && memcmp(&eg, &sr, sizeof sr) == 0;
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(u, 65, pub33, 33) == SF_OK);
    memcpy(q.x, u + 1, 32);
    memcpy(q.y, u + 33, 32);
    SF_FUZZ_ASSERT(sf_secp256k1_affine_mul(&rq, sig, &q) == SF_OK);
    if (ge != SF_OK) {
        sum = rq;
    } else {
        sf_error ae = sf_secp256k1_affine_add_vartime(&sum, &eg, &rq);
        if (ae == SF_ERR_IDENTITY)
            return 0; /* s R is never O */
        SF_FUZZ_ASSERT(ae == SF_OK);
    }
    return memcmp(&sum, &sr, sizeof sr) == 0;
}

/* r || s round-trips through strict DER, and lax DER reads it the same. */
static void sf_fz_der_roundtrip(const uint8_t sig[64])
{
    uint8_t der[SF_SECP256K1_SIGNATURE_DER_MAX_BYTES], back[64];
    size_t derlen = sizeof der;
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_to_der(der, &derlen, sig) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_from_der(back, der, derlen) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(back, sig, 64) == 0);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_from_der_lax(back, der, derlen) ==
                   SF_OK);
    SF_FUZZ_ASSERT(memcmp(back, sig, 64) == 0);
}

static void sf_fz_pubkey(const uint8_t *pub, size_t len)
{
    uint8_t conv[2][65], back[65];
    sf_error v = sf_secp256k1_public_key_validate(pub, len);
    if (len != 33 && len != 65)
        SF_FUZZ_ASSERT(v == SF_ERR_INVALID_ENCODING);
    if ((len == 33 && (pub[0] & 0xfe) != 0x02) || (len == 65 && pub[0] != 0x04))
        SF_FUZZ_ASSERT(v == SF_ERR_INVALID_ENCODING); /* hybrid 06/07, 00 */
    for (int i = 0; i < 2; i++) {
        memset(conv[i], 0xaa, sizeof conv[i]);
        sf_error c = sf_secp256k1_public_key_convert(conv[i], sf_fz_lens[i], pub, len);
        SF_FUZZ_ASSERT(c == v);
        if (c != SF_OK) {
            SF_FUZZ_ASSERT(sf_fuzz_is_zero(conv[i], sf_fz_lens[i]));
            continue;
        }
        SF_FUZZ_ASSERT(sf_secp256k1_public_key_validate(conv[i], sf_fz_lens[i]) ==
                       SF_OK);
        memset(back, 0xaa, sizeof back);
        SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(back, len, conv[i],
                                                       sf_fz_lens[i]) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(back, pub, len) == 0);
    }
    if (v == SF_OK) {
        SF_FUZZ_ASSERT(conv[1][0] == 0x04);
        SF_FUZZ_ASSERT(memcmp(conv[0] + 1, conv[1] + 1, 32) == 0);
        SF_FUZZ_ASSERT(conv[0][0] == (uint8_t)(0x02 | (conv[1][64] & 1)));
    }
    if (len == 33 && (pub[0] & 0xfe) == 0x02) {
        /* X^3 + 7 has both roots or none, and they are Y and p - Y */
        uint8_t other[33], o65[65], neg[32];
        memcpy(other, pub, 33);
        other[0] ^= 1;
        SF_FUZZ_ASSERT(sf_secp256k1_public_key_validate(other, 33) == v);
        if (v == SF_OK) {
            SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(o65, 65, other, 33) == SF_OK);
            SF_FUZZ_ASSERT(memcmp(o65 + 1, conv[1] + 1, 32) == 0);
            sf_fz_sub(neg, sf_fz_p, conv[1] + 33);
            SF_FUZZ_ASSERT(memcmp(o65 + 33, neg, 32) == 0);
        }
    }
    if (len == 65 && pub[0] == 0x04) {
        sf_secp256k1_affine a;
        memcpy(a.x, pub + 1, 32);
        memcpy(a.y, pub + 33, 32);
        SF_FUZZ_ASSERT(sf_secp256k1_affine_is_on_curve(&a) == v);
    }
}

static void sf_fz_der(const uint8_t *der, size_t len)
{
    uint8_t sig[64], lax[64], back[64], again[SF_SECP256K1_SIGNATURE_DER_MAX_BYTES];
    static uint8_t ext[4096];
    size_t againlen = sizeof again;
    memset(sig, 0xaa, sizeof sig);
    memset(lax, 0x55, sizeof lax);
    sf_error e = sf_secp256k1_ecdsa_signature_from_der(sig, der, len);
    sf_error l = sf_secp256k1_ecdsa_signature_from_der_lax(lax, der, len);
    SF_FUZZ_ASSERT(e == SF_OK || e == SF_ERR_INVALID_ENCODING);
    SF_FUZZ_ASSERT(l == SF_OK || l == SF_ERR_INVALID_ENCODING);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig));
    } else {
        SF_FUZZ_ASSERT(len <= SF_SECP256K1_SIGNATURE_DER_MAX_BYTES);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_to_der(again, &againlen, sig) ==
                       SF_OK);
        SF_FUZZ_ASSERT(againlen == len && memcmp(again, der, len) == 0);
        /* lax is laxer, never stricter, and reads DER the same */
        SF_FUZZ_ASSERT(l == SF_OK && memcmp(lax, sig, 64) == 0);
    }
    if (l != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(lax, sizeof lax));
        return;
    }
    SF_FUZZ_ASSERT(len > 0 && der[0] == 0x30);
    sf_fz_der_roundtrip(lax);
    /* bytes after the two integers are ignored */
    if (len < sizeof ext) {
        memcpy(ext, der, len);
        ext[len] = len > 1 ? der[1] : 0x30;
        memset(back, 0xaa, sizeof back);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_from_der_lax(back, ext, len + 1) ==
                       SF_OK);
        SF_FUZZ_ASSERT(memcmp(back, lax, 64) == 0);
    }
}

static void sf_fz_verify(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sel = 0, pub[65], sig[64], hash[32], nrm[64], t[64], h2[32];
    sf_fuzz_take(&sel, 1, data, size, &off);
    size_t publen = sf_fz_lens[sel & 1];
    sf_fuzz_take(pub, publen, data, size, &off);
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(hash, 32, data, size, &off);

    sf_error e = sf_secp256k1_ecdsa_verify(sig, pub, publen, hash);
    sf_error v = sf_secp256k1_public_key_validate(pub, publen);
    int high = -1;
    memset(nrm, 0xaa, sizeof nrm);
    sf_error ne = sf_secp256k1_ecdsa_signature_normalize(nrm, &high, sig);
    if (ne != SF_OK) {
        /* r or s out of [1, n-1]: refused before the key is read */
        SF_FUZZ_ASSERT(ne == SF_ERR_INVALID_SIGNATURE && high == 0);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(nrm, sizeof nrm));
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_SIGNATURE);
    } else if (high) {
        /* high S is refused, and normalize gives r || n - s, low */
        SF_FUZZ_ASSERT(high == 1 && e == SF_ERR_INVALID_SIGNATURE);
        SF_FUZZ_ASSERT(memcmp(nrm, sig, 32) == 0);
        sf_fz_sub(t, sf_fz_n, sig + 32);
        SF_FUZZ_ASSERT(memcmp(nrm + 32, t, 32) == 0);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_normalize(t, &high, nrm) == SF_OK);
        SF_FUZZ_ASSERT(high == 0 && memcmp(t, nrm, 64) == 0);
    } else {
        SF_FUZZ_ASSERT(memcmp(nrm, sig, 64) == 0);
        if (v != SF_OK)
            SF_FUZZ_ASSERT(e == v);
        else
            SF_FUZZ_ASSERT(e == SF_OK || e == SF_ERR_INVALID_SIGNATURE);
    }
    if (v == SF_OK) {
        uint8_t conv[65];
        size_t clen = sf_fz_other_format(conv, pub, publen);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(sig, conv, clen, hash) == e);
    }
    if (e == SF_OK) {
        uint8_t comp[33], got[33];
        int found = 0;
        memcpy(h2, hash, 32);
        h2[31] ^= 0x01;
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(sig, pub, publen, h2) ==
                       SF_ERR_INVALID_SIGNATURE);
        memcpy(t, sig, 64);
        t[63] ^= 0x01;
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(t, pub, publen, hash) ==
                       SF_ERR_INVALID_SIGNATURE);
        /* its high-S twin: refused, and normalized back to sig */
        memcpy(t, sig, 32);
        sf_fz_sub(t + 32, sf_fz_n, sig + 32);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(t, pub, publen, hash) ==
                       SF_ERR_INVALID_SIGNATURE);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_normalize(nrm, &high, t) == SF_OK);
        SF_FUZZ_ASSERT(high == 1 && memcmp(nrm, sig, 64) == 0);
        /* R is one of the four candidates, and it gives the key back */
        SF_FUZZ_ASSERT(sf_secp256k1_public_key_convert(comp, 33, pub, publen) == SF_OK);
        for (int id = 0; id < 4 && !found; id++)
            found = sf_secp256k1_ecdsa_recover(got, sig, id, hash) == SF_OK &&
                    memcmp(got, comp, 33) == 0;
        SF_FUZZ_ASSERT(found);
    }
    sf_fz_der_roundtrip(sig);
}

static void sf_fz_recover(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sel = 0, sig[64], hash[32], pub[33], nrm[64], twin[64], pub2[33];
    sf_fuzz_take(&sel, 1, data, size, &off);
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(hash, 32, data, size, &off);
    int recid = (int)(sel % 6) - 1; /* -1 and 4 are out of range */

    memset(pub, 0xaa, sizeof pub);
    sf_error e = sf_secp256k1_ecdsa_recover(pub, sig, recid, hash);
    if (recid < 0 || recid > 3) {
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_ARGUMENT);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(pub, sizeof pub));
        return;
    }
    int high = -1;
    sf_error ne = sf_secp256k1_ecdsa_signature_normalize(nrm, &high, sig);
    if (ne != SF_OK) {
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_SIGNATURE);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(pub, sizeof pub));
        return;
    }
    /* r || n - s with the other parity: -R and the same key (or neither) */
    memcpy(twin, sig, 32);
    sf_fz_sub(twin + 32, sf_fz_n, sig + 32);
    memset(pub2, 0x55, sizeof pub2);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_recover(pub2, twin, recid ^ 1, hash) == e);
    /* R from r and the id, and s R = e G + r Q; refused only when there is
     * no such R or Q would be O (s R = e G) */
    uint8_t r33[33];
    int cand = sf_fz_candidate(r33, sig, recid) &&
               sf_secp256k1_public_key_validate(r33, 33) == SF_OK;
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_SIGNATURE);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(pub, sizeof pub));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(pub2, sizeof pub2));
        if (cand)
            SF_FUZZ_ASSERT(sf_fz_recovery_equation(r33, sig, hash, NULL));
        return;
    }
    SF_FUZZ_ASSERT(cand && sf_fz_recovery_equation(r33, sig, hash, pub));
    SF_FUZZ_ASSERT(memcmp(pub, pub2, 33) == 0);
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_validate(pub, 33) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(nrm, pub, 33, hash) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(sig, pub, 33, hash) ==
                   (high ? SF_ERR_INVALID_SIGNATURE : SF_OK));
    uint8_t unc[65];
    SF_FUZZ_ASSERT(sf_fz_other_format(unc, pub, 33) == 65);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(nrm, unc, 65, hash) == SF_OK);
}

static void sf_fz_schnorr(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sig[64], x[32], comp[33], t[64], m2[64];
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(x, 32, data, size, &off);
    const uint8_t *msg = data + off;
    size_t msglen = size - off;

    sf_error e = sf_secp256k1_schnorr_verify(sig, x, msg, msglen);
    comp[0] = 0x02;
    memcpy(comp + 1, x, 32);
    sf_error v = sf_secp256k1_public_key_validate(comp, 33);
    if (v != SF_OK) {
        SF_FUZZ_ASSERT(e == v);
        return;
    }
    SF_FUZZ_ASSERT(e == SF_OK || e == SF_ERR_INVALID_SIGNATURE);
    if (e != SF_OK)
        return;
    size_t m2len = sf_fuzz_other_msg(m2, msg, msglen);
    SF_FUZZ_ASSERT(sf_secp256k1_schnorr_verify(sig, x, m2, m2len) ==
                   SF_ERR_INVALID_SIGNATURE);
    for (int i = 0; i < 2; i++) {
        memcpy(t, sig, 64);
        t[31 + 32 * i] ^= 0x01; /* the last bit of r, then of s */
        SF_FUZZ_ASSERT(sf_secp256k1_schnorr_verify(t, x, msg, msglen) ==
                       SF_ERR_INVALID_SIGNATURE);
    }
}

static void sf_fz_ecdh(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sec[32], ss[32], raw[32], tm[33], h[32];
    sf_fuzz_take(sec, 32, data, size, &off);
    const uint8_t *peer = data + off;
    size_t peerlen = size - off;

    memset(ss, 0xaa, sizeof ss);
    memset(raw, 0x55, sizeof raw);
    sf_error e = sf_secp256k1_ecdh(ss, sec, peer, peerlen);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdh_raw_x(raw, sec, peer, peerlen) == e);
    sf_error want = sf_secp256k1_secret_key_validate(sec);
    if (want == SF_OK)
        want = sf_secp256k1_public_key_validate(peer, peerlen);
    SF_FUZZ_ASSERT(e == want);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ss, sizeof ss));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(raw, sizeof raw));
        return;
    }
    /* the shared point is sec Q, found again by the tweak multiplication */
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_tweak_mul(tm, peer, peerlen, sec) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(tm + 1, raw, 32) == 0);
    SF_FUZZ_ASSERT(sf_sha256(h, tm, sizeof tm) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(h, ss, 32) == 0);
    uint8_t conv[65], ss2[32];
    size_t clen = sf_fz_other_format(conv, peer, peerlen);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdh(ss2, sec, conv, clen) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(ss, ss2, 32) == 0);
}

static void sf_fz_keypair(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t kp[64], aux[32], sig[64], own[64], m2[64];
    sf_fuzz_take(kp, 64, data, size, &off);
    sf_fuzz_take(aux, 32, data, size, &off);
    const uint8_t *msg = data + off;
    size_t msglen = size - off;

    memset(sig, 0xaa, sizeof sig);
    sf_error e = sf_secp256k1_schnorr_sign_keypair(sig, kp, msg, msglen, aux);
    int bad_d = sf_secp256k1_secret_key_validate(kp) != SF_OK;
    int bad_x = memcmp(kp + 32, sf_fz_p, 32) >= 0;
    if (bad_d || bad_x) {
        SF_FUZZ_ASSERT((bad_d && e == SF_ERR_INVALID_SCALAR) ||
                       (bad_x && e == SF_ERR_INVALID_ENCODING));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig));
        return;
    }
    SF_FUZZ_ASSERT(e == SF_OK);
    /* it verifies exactly when the keypair is sf_secp256k1_keypair's (d with
     * even Y and its X): a mismatched one signs uselessly */
    SF_FUZZ_ASSERT(sf_secp256k1_keypair(own, kp) == SF_OK);
    sf_error v = sf_secp256k1_schnorr_verify(sig, kp + 32, msg, msglen);
    SF_FUZZ_ASSERT((v == SF_OK) == (memcmp(own, kp, 64) == 0));
    if (v == SF_OK) {
        size_t m2len = sf_fuzz_other_msg(m2, msg, msglen);
        SF_FUZZ_ASSERT(sf_secp256k1_schnorr_verify(sig, kp + 32, m2, m2len) ==
                       SF_ERR_INVALID_SIGNATURE);
    }
}

static void sf_fz_sign(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sec[32], hash[32], pub[33], unc[65], conv[65], sig[64], sig2[64];
    uint8_t got[33], x[32], kp[64], m2[64];
    sf_fuzz_take(sec, 32, data, size, &off);
    sf_fuzz_take(hash, 32, data, size, &off);
    const uint8_t *msg = data + off;
    size_t msglen = size - off;
    int recid = -1, parity = -1, high = -1;

    memset(sig, 0xaa, sizeof sig);
    memset(pub, 0xaa, sizeof pub);
    memset(x, 0xaa, sizeof x);
    memset(kp, 0xaa, sizeof kp);
    sf_error e = sf_secp256k1_secret_key_validate(sec);
    SF_FUZZ_ASSERT(sf_secp256k1_public_key(pub, sec) == e);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_sign(sig, sec, hash) == e);
    SF_FUZZ_ASSERT(sf_secp256k1_xonly_public_key(x, &parity, sec) == e);
    SF_FUZZ_ASSERT(sf_secp256k1_keypair(kp, sec) == e);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_SCALAR);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(pub, sizeof pub));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig));
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(x, sizeof x) && parity == 0);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(kp, sizeof kp));
        memset(sig, 0xaa, sizeof sig);
        SF_FUZZ_ASSERT(sf_secp256k1_schnorr_sign(sig, sec, msg, msglen, hash) ==
                       SF_ERR_INVALID_SCALAR);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig));
        memset(sig, 0xaa, sizeof sig);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_sign_recoverable(sig, &recid, sec, hash) ==
                       SF_ERR_INVALID_SCALAR);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(sig, sizeof sig) && recid == 0);
        return;
    }
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_uncompressed(unc, sec) == SF_OK);
    SF_FUZZ_ASSERT(sf_fz_other_format(conv, pub, 33) == 65);
    SF_FUZZ_ASSERT(memcmp(conv, unc, 65) == 0);

    /* ECDSA: low S, verifies, recoverable */
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_signature_normalize(sig2, &high, sig) == SF_OK);
    SF_FUZZ_ASSERT(high == 0 && memcmp(sig2, sig, 64) == 0);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(sig, pub, 33, hash) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_verify(sig, unc, 65, hash) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_sign_recoverable(sig2, &recid, sec, hash) ==
                   SF_OK);
    SF_FUZZ_ASSERT(memcmp(sig2, sig, 64) == 0 && recid >= 0 && recid <= 3);
    SF_FUZZ_ASSERT(sf_secp256k1_ecdsa_recover(got, sig, recid, hash) == SF_OK);
    SF_FUZZ_ASSERT(memcmp(got, pub, 33) == 0);
    SF_FUZZ_ASSERT(sf_fz_candidate(got, sig, recid)); /* got: now R */
    SF_FUZZ_ASSERT(sf_secp256k1_public_key_validate(got, 33) == SF_OK);
    SF_FUZZ_ASSERT(sf_fz_recovery_equation(got, sig, hash, pub));
    sf_fz_der_roundtrip(sig);

    /* BIP-340 */
    SF_FUZZ_ASSERT(memcmp(x, pub + 1, 32) == 0 && parity == (pub[0] & 1));
    SF_FUZZ_ASSERT(memcmp(kp + 32, x, 32) == 0);
    SF_FUZZ_ASSERT(sf_secp256k1_schnorr_sign(sig, sec, msg, msglen, hash) == SF_OK);
    SF_FUZZ_ASSERT(sf_secp256k1_schnorr_sign_keypair(sig2, kp, msg, msglen, hash) ==
                   SF_OK);
    SF_FUZZ_ASSERT(memcmp(sig, sig2, 64) == 0);
    SF_FUZZ_ASSERT(sf_secp256k1_schnorr_verify(sig, x, msg, msglen) == SF_OK);
    size_t m2len = sf_fuzz_other_msg(m2, msg, msglen);
    SF_FUZZ_ASSERT(sf_secp256k1_schnorr_verify(sig, x, m2, m2len) ==
                   SF_ERR_INVALID_SIGNATURE);

    /* ECDH both ways, the hash as the second secret key */
    if (sf_secp256k1_secret_key_validate(hash) == SF_OK) {
        uint8_t pub2[33], s1[32], s2[32];
        SF_FUZZ_ASSERT(sf_secp256k1_public_key(pub2, hash) == SF_OK);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdh(s1, sec, pub2, 33) == SF_OK);
        SF_FUZZ_ASSERT(sf_secp256k1_ecdh(s2, hash, pub, 33) == SF_OK);
        SF_FUZZ_ASSERT(memcmp(s1, s2, 32) == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const uint8_t *d = data + 1;
    size_t n = size - 1;
    switch (data[0] % 8) {
    case 0:
        sf_fz_pubkey(d, n);
        break;
    case 1:
        sf_fz_der(d, n);
        break;
    case 2:
        sf_fz_verify(d, n);
        break;
    case 3:
        sf_fz_recover(d, n);
        break;
    case 4:
        sf_fz_schnorr(d, n);
        break;
    case 5:
        sf_fz_ecdh(d, n);
        break;
    case 6:
        sf_fz_sign(d, n);
        break;
    default:
        sf_fz_keypair(d, n);
        break;
    }
    return 0;
}

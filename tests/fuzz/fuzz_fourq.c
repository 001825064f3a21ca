/*
 * Fuzz target: the FourQ point decoders behind the native API
 * (snowfield/fourq.h).
 *
 * Input: one mode byte, then the mode's bytes (zero-filled when short).
 *   0  64-byte point P: simul_gen_vartime with a = 0, b = 1 gives P back,
 *      byte for byte, when Q decodes (so a decoded point re-encodes to the
 *      canonical input), and a zeroed output when it does not.
 *   1  ECDH: sk (32) || 64-byte peer key: a refused key leaves the secret
 *      zeroed, and is refused before the secret key is looked at (the same
 *      error with any sk that is not 0 mod N); an accepted key decodes
 *      (mode 0) and is outside the small-order points (mul accepts it).
 *   2  ECDH: sk (32) || 32-byte compressed peer key: the same error with
 *      two different secret keys, a zeroed secret on error, and a
 *      compressed key with the sign bit flipped is refused or gives a
 *      different secret only through x's sign (its y is the same, so ECDH
 *      succeeds for both or for neither).
 *   3  SchnorrQ verify: sig (64) || pk (32) || msg (the rest): an accepted
 *      signature fails on S + 1 and on a changed message; a key that
 *      ECDH refuses as of small order is refused by verification too.
 */
#include <string.h>

#include "fuzz.h"
#include "snowfield/fourq.h"

static const uint8_t sf_fz_zero[32];
static const uint8_t sf_fz_one[32] = {1};
static const uint8_t sf_fz_two[32] = {2};

/* The peer's error does not depend on the (valid) secret key; only the
 * identity result could, and it cannot occur for a key nonzero mod N. */
static int sf_fz_same_peer_error(sf_error a, sf_error b)
{
    return a == b || (a == SF_ERR_IDENTITY && b == SF_OK) ||
           (a == SF_OK && b == SF_ERR_IDENTITY);
}

static void sf_fz_point(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t q[64], r[64];
    sf_fuzz_take(q, 64, data, size, &off);
    memset(r, 0xaa, sizeof r);
    sf_error e = sf_fourq_simul_gen_vartime(r, sf_fz_zero, sf_fz_one, q);
    if (e != SF_OK) {
        SF_FUZZ_ASSERT(e == SF_ERR_INVALID_ENCODING || e == SF_ERR_INVALID_POINT);
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(r, sizeof r));
        return;
    }
    SF_FUZZ_ASSERT(memcmp(r, q, 64) == 0);
}

static void sf_fz_ecdh(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sk[32], pk[64], ss[32], r[64];
    sf_fuzz_take(sk, 32, data, size, &off);
    sf_fuzz_take(pk, 64, data, size, &off);
    memset(ss, 0xaa, sizeof ss);
    sf_error e = sf_fourq_ecdh(ss, sk, pk);
    if (e != SF_OK)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ss, sizeof ss));
    sf_error ek = sf_fourq_ecdh(ss, sf_fz_two, pk); /* 2 is a valid key */
    if (e != SF_ERR_INVALID_SCALAR)
        SF_FUZZ_ASSERT(sf_fz_same_peer_error(e, ek));
    sf_error d = sf_fourq_simul_gen_vartime(r, sf_fz_zero, sf_fz_one, pk);
    if (ek == SF_OK) {
        SF_FUZZ_ASSERT(d == SF_OK);
        SF_FUZZ_ASSERT(sf_fourq_mul(r, sf_fz_one, pk) == SF_OK);
    } else if (d != SF_OK) {
        SF_FUZZ_ASSERT(ek == d);
    }
}

static void sf_fz_ecdh_compressed(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sk[32], pk[32], pk2[32], ss[32], ss2[32];
    sf_fuzz_take(sk, 32, data, size, &off);
    sf_fuzz_take(pk, 32, data, size, &off);
    memset(ss, 0xaa, sizeof ss);
    sf_error e = sf_fourq_ecdh_compressed(ss, sk, pk);
    if (e != SF_OK)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ss, sizeof ss));
    if (e == SF_ERR_INVALID_SCALAR)
        return;
    sf_error e2 = sf_fourq_ecdh_compressed(ss2, sf_fz_two, pk);
    SF_FUZZ_ASSERT(sf_fz_same_peer_error(e, e2));
    /* -A has the same y and order as A: the secret y([k]A) is the same. */
    memcpy(pk2, pk, 32);
    pk2[31] ^= 0x80;
    memset(ss2, 0xaa, sizeof ss2);
    sf_error f = sf_fourq_ecdh_compressed(ss2, sk, pk2);
    if (e == SF_OK && f == SF_OK)
        SF_FUZZ_ASSERT(memcmp(ss, ss2, 32) == 0);
    if (f != SF_OK)
        SF_FUZZ_ASSERT(sf_fuzz_is_zero(ss2, sizeof ss2));
}

static void sf_fz_schnorrq(const uint8_t *data, size_t size)
{
    size_t off = 0;
    uint8_t sig[64], pk[32];
    sf_fuzz_take(sig, 64, data, size, &off);
    sf_fuzz_take(pk, 32, data, size, &off);
    const uint8_t *msg = data + off;
    size_t len = size - off;
    sf_error e = sf_fourq_schnorrq_verify(sig, pk, msg, len);
    SF_FUZZ_ASSERT(e == SF_OK || e == SF_ERR_INVALID_SIGNATURE ||
                   e == SF_ERR_INVALID_ENCODING || e == SF_ERR_INVALID_POINT);
    if (e != SF_OK)
        return;
    uint8_t m2[64], s2[64];
    size_t n = sf_fuzz_other_msg(m2, msg, len);
    sf_error e2 = sf_fourq_schnorrq_verify(sig, pk, m2, n);
    /* One signature for two messages takes a key of small order, and
     * verification refuses those (the first finding, docs/fuzzing.md). */
    SF_FUZZ_ASSERT(e2 == SF_ERR_INVALID_SIGNATURE);
    uint8_t ss[32];
    SF_FUZZ_ASSERT(sf_fourq_ecdh_compressed(ss, sf_fz_two, pk) == SF_OK);
    memcpy(s2, sig, 64);
    for (int i = 32; i < 64 && ++s2[i] == 0; i++)
        ;
    SF_FUZZ_ASSERT(sf_fourq_schnorrq_verify(s2, pk, msg, len) ==
                   SF_ERR_INVALID_SIGNATURE);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    switch (data[0] % 4) {
    case 0:
        sf_fz_point(data + 1, size - 1);
        break;
    case 1:
        sf_fz_ecdh(data + 1, size - 1);
        break;
    case 2:
        sf_fz_ecdh_compressed(data + 1, size - 1);
        break;
    default:
        sf_fz_schnorrq(data + 1, size - 1);
        break;
    }
    return 0;
}

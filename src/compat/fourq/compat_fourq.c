/*
 * FourQlib's public API on Snowfield (contracts and the list of behaviours
 * in include/snowfield/compat/FourQ_api.h).
 *
 * Layer: compat. Each function converts FourQlib's word arrays and byte
 * buffers, applies FourQlib's own acceptance rules (which are laxer than
 * the native API's: secret keys of 0 mod N, a component equal to p, S up
 * to 2^246), and calls the same mult/proto code as the native API. The
 * returned status is public by contract: where it depends on a secret
 * (the shared secret being the identity) it is declassified once, for the
 * constant-time check, before the branch that picks it.
 */
#include "snowfield/compat/FourQ_api.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct_check.h"
#include "common/endian.h"
#include "group/fourq/ge_fourq.h"
#include "mult/fourq/mult_fourq.h"
#include "proto/fourq/fourq_proto.h"
#include "scalar/fourq/sc_fourq.h"
#include "snowfield/common.h"

#define SF_CFQ_WORD_BYTES (sizeof(digit_t))

/* ==== word arrays <-> bytes ================================================== */

/* out[0..8n) = n words, least significant first, each little-endian. */
static void sf_cfq_words_out(uint8_t *out, const digit_t *w, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (size_t b = 0; b < SF_CFQ_WORD_BYTES; b++)
            out[i * SF_CFQ_WORD_BYTES + b] = (uint8_t)(w[i] >> (8 * b));
}

static void sf_cfq_words_in(digit_t *w, const uint8_t *in, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        digit_t v = 0;
        for (size_t b = 0; b < SF_CFQ_WORD_BYTES; b++)
            v |= (digit_t)in[i * SF_CFQ_WORD_BYTES + b] << (8 * b);
        w[i] = v;
    }
}

/* The four Fp components of a point in memory order: x.re, x.im, y.re, y.im. */
static void sf_cfq_point_out(uint8_t out[64], const point_affine *p)
{
    sf_cfq_words_out(out, p->x[0], NWORDS_FIELD);
    sf_cfq_words_out(out + 16, p->x[1], NWORDS_FIELD);
    sf_cfq_words_out(out + 32, p->y[0], NWORDS_FIELD);
    sf_cfq_words_out(out + 48, p->y[1], NWORDS_FIELD);
}

static void sf_cfq_point_in(point_affine *p, const uint8_t in[64])
{
    sf_cfq_words_in(p->x[0], in, NWORDS_FIELD);
    sf_cfq_words_in(p->x[1], in + 16, NWORDS_FIELD);
    sf_cfq_words_in(p->y[0], in + 32, NWORDS_FIELD);
    sf_cfq_words_in(p->y[1], in + 48, NWORDS_FIELD);
}

/* Q = the affine point of r (canonical coordinates, as FourQlib's eccnorm). */
static void sf_cfq_store(point_affine *q, const sf_ge_fourq_ext *r)
{
    sf_ge_fourq_affine a;
    uint8_t b[64];
    sf_ge_fourq_ext_to_affine(&a, r);
    sf_ge_fourq_encode(b, &a);
    sf_cfq_point_in(q, b);
    sf_wipe(&a, sizeof a);
    sf_wipe(b, sizeof b);
}

/*
 * p = the point of the 64 bytes under FourQlib's rule (bit 127 of every
 * component clear, a component equal to p taken as 0, on the curve).
 * Returns 1 if accepted; *bad_bits as sf_ge_fourq_decode_lax.
 */
static int sf_cfq_load(sf_ge_fourq_ext *p, uint32_t *bad_bits, const uint8_t in[64])
{
    sf_ge_fourq_affine a;
    uint32_t ok = sf_ge_fourq_decode_lax(&a, bad_bits, in);
    sf_ge_fourq_affine_to_ext(p, &a);
    return (int)ok;
}

/* ==== the curve ================================================================== */

void eccset(point_t G)
{
    sf_ge_fourq_affine g;
    uint8_t b[64];
    if (G == NULL)
        return;
    sf_ge_fourq_generator_affine(&g);
    sf_ge_fourq_encode(b, &g);
    sf_cfq_point_in(G, b);
}

/* ==== scalar multiplication ==================================================== */

bool ecc_mul_fixed(digit_t *k, point_t Q)
{
    uint8_t kb[32];
    sf_sc_fourq s;
    sf_ge_fourq_ext r;
    if (k == NULL || Q == NULL) {
        if (Q != NULL)
            sf_wipe(Q, sizeof(point_t));
        return false;
    }
    sf_cfq_words_out(kb, k, NWORDS_ORDER);
    sf_sc_fourq_reduce(&s, kb);
    sf_mult_fourq_mul_gen(&r, &s);
    sf_cfq_store(Q, &r);
    sf_wipe(kb, sizeof kb);
    sf_sc_fourq_clear(&s);
    sf_wipe(&r, sizeof r);
    return true;
}

bool ecc_mul(point_t P, digit_t *k, point_t Q, bool clear_cofactor)
{
    uint8_t pb[64], kb[32];
    sf_ge_fourq_ext p, r;
    uint32_t bad_bits;
    if (P == NULL || k == NULL || Q == NULL) {
        if (Q != NULL)
            sf_wipe(Q, sizeof(point_t));
        return false;
    }
    sf_cfq_point_out(pb, P);
    if (!sf_cfq_load(&p, &bad_bits, pb) || bad_bits) { /* public: the point */
        sf_wipe(Q, sizeof(point_t));
        return false;
    }
    if (clear_cofactor)
        sf_mult_fourq_mul_cofactor(&p, &p);
    sf_cfq_words_out(kb, k, NWORDS_ORDER);
    sf_mult_fourq_mul(&r, kb, &p);
    sf_cfq_store(Q, &r);
    sf_wipe(kb, sizeof kb);
    sf_wipe(&p, sizeof p);
    sf_wipe(&r, sizeof r);
    return true;
}

bool ecc_mul_double(digit_t *k, point_t Q, digit_t *l, point_t R)
{
    uint8_t qb[64], kb[32], lb[32];
    sf_ge_fourq_ext q, r;
    uint32_t bad_bits;
    if (k == NULL || Q == NULL || l == NULL || R == NULL) {
        if (R != NULL)
            sf_wipe(R, sizeof(point_t));
        return false;
    }
    sf_cfq_point_out(qb, Q);
    if (!sf_cfq_load(&q, &bad_bits, qb) || bad_bits) {
        sf_wipe(R, sizeof(point_t));
        return false;
    }
    sf_cfq_words_out(kb, k, NWORDS_ORDER);
    sf_cfq_words_out(lb, l, NWORDS_ORDER);
    sf_mult_fourq_mul_double_vartime(&r, kb, lb, &q);
    sf_cfq_store(R, &r);
    return true;
}

/* ==== arithmetic mod N ============================================================ */

/* R mod N and 1/R mod N (R = 2^256), little-endian. */
static const uint8_t sf_cfq_r_mod_n[32] = {
    0x20, 0xf9, 0xe0, 0x49, 0x7a, 0x25, 0xbd, 0xdb, 0xbb, 0x35, 0x37, 0xe1, 0x4b, 0x22, 0x5e, 0x9a,
    0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
static const uint8_t sf_cfq_rinv_mod_n[32] = {
    0x77, 0x44, 0xc4, 0x0f, 0x34, 0xfa, 0xc9, 0x01, 0xc0, 0xd9, 0xb3, 0xb9, 0x35, 0xfa, 0x78, 0x5d,
    0x77, 0x18, 0x81, 0xc3, 0x4a, 0xb2, 0xd5, 0x0d, 0xd1, 0xc6, 0xd8, 0x04, 0xc7, 0xb2, 0x27, 0x00};

/* s = the word array a (any 256-bit value) mod N. */
static void sf_cfq_order_in(sf_sc_fourq *s, const digit_t *a)
{
    uint8_t b[32];
    sf_cfq_words_out(b, a, NWORDS_ORDER);
    sf_sc_fourq_reduce(s, b);
    sf_wipe(b, sizeof b);
}

static void sf_cfq_order_out(digit_t *c, const sf_sc_fourq *s)
{
    uint8_t b[32];
    sf_sc_fourq_encode(b, s);
    sf_cfq_words_in(c, b, NWORDS_ORDER);
    sf_wipe(b, sizeof b);
}

static void sf_cfq_const(sf_sc_fourq *s, const uint8_t b[32])
{
    sf_sc_fourq_reduce(s, b);
}

/* c = a * (the constant k) mod N: the Montgomery conversions. */
static void sf_cfq_mul_const(digit_t *c, const digit_t *a, const uint8_t k[32])
{
    sf_sc_fourq x, y;
    if (a == NULL || c == NULL)
        return;
    sf_cfq_order_in(&x, a);
    sf_cfq_const(&y, k);
    sf_sc_fourq_mul(&x, &x, &y);
    sf_cfq_order_out(c, &x);
    sf_sc_fourq_clear(&x);
}

void to_Montgomery(const digit_t *ma, digit_t *c)
{
    sf_cfq_mul_const(c, ma, sf_cfq_r_mod_n);
}

void from_Montgomery(const digit_t *a, digit_t *mc)
{
    sf_cfq_mul_const(mc, a, sf_cfq_rinv_mod_n);
}

void Montgomery_multiply_mod_order(const digit_t *ma, const digit_t *mb, digit_t *mc)
{
    sf_sc_fourq x, y, rinv;
    if (ma == NULL || mb == NULL || mc == NULL)
        return;
    sf_cfq_order_in(&x, ma);
    sf_cfq_order_in(&y, mb);
    sf_cfq_const(&rinv, sf_cfq_rinv_mod_n);
    sf_sc_fourq_mul(&x, &x, &y);
    sf_sc_fourq_mul(&x, &x, &rinv);
    sf_cfq_order_out(mc, &x);
    sf_sc_fourq_clear(&x);
    sf_sc_fourq_clear(&y);
}

void Montgomery_inversion_mod_order(const digit_t *ma, digit_t *mc)
{
    /* N - 2, little-endian: the exponent (public) of Fermat's inverse */
    static const uint8_t n_minus_2[32] = {
        0xe5, 0x8c, 0x76, 0xc7, 0x0e, 0x54, 0xb2, 0x2f, 0x99, 0x79, 0x0f, 0xfe, 0x4d, 0x00, 0xbd, 0xdf,
        0xe5, 0x14, 0xbc, 0x9c, 0x82, 0x97, 0x53, 0xf0, 0x72, 0x0a, 0x5e, 0x4e, 0xc1, 0xcb, 0x29, 0x00};
    sf_sc_fourq x, acc, r;
    if (ma == NULL || mc == NULL)
        return;
    sf_cfq_order_in(&x, ma);
    sf_sc_fourq_set_u32(&acc, 1);
    for (int i = 255; i >= 0; i--) {
        sf_sc_fourq_mul(&acc, &acc, &acc);
        if ((n_minus_2[i / 8] >> (i % 8)) & 1) /* public: the exponent */
            sf_sc_fourq_mul(&acc, &acc, &x);
    }
    /* acc = 1/ma; the Montgomery form of 1/a = (aR)^-1 R^2 */
    sf_cfq_const(&r, sf_cfq_r_mod_n);
    sf_sc_fourq_mul(&acc, &acc, &r);
    sf_sc_fourq_mul(&acc, &acc, &r);
    sf_cfq_order_out(mc, &acc);
    sf_sc_fourq_clear(&x);
    sf_sc_fourq_clear(&acc);
}

void add_mod_order(const digit_t *a, const digit_t *b, digit_t *c)
{
    sf_sc_fourq x, y;
    if (a == NULL || b == NULL || c == NULL)
        return;
    sf_cfq_order_in(&x, a);
    sf_cfq_order_in(&y, b);
    sf_sc_fourq_add(&x, &x, &y);
    sf_cfq_order_out(c, &x);
    sf_sc_fourq_clear(&x);
    sf_sc_fourq_clear(&y);
}

void subtract_mod_order(const digit_t *a, const digit_t *b, digit_t *c)
{
    sf_sc_fourq x, y;
    if (a == NULL || b == NULL || c == NULL)
        return;
    sf_cfq_order_in(&x, a);
    sf_cfq_order_in(&y, b);
    sf_sc_fourq_sub(&x, &x, &y);
    sf_cfq_order_out(c, &x);
    sf_sc_fourq_clear(&x);
    sf_sc_fourq_clear(&y);
}

void modulo_order(digit_t *a, digit_t *c)
{
    sf_sc_fourq x;
    if (a == NULL || c == NULL)
        return;
    sf_cfq_order_in(&x, a);
    sf_cfq_order_out(c, &x);
    sf_sc_fourq_clear(&x);
}

/* ==== co-factor ECDH ============================================================ */

/* [sk mod N]G into pk, compressed (32 bytes) or not (64). */
static ECCRYPTO_STATUS sf_cfq_public(unsigned char *pk, size_t n, const unsigned char *sk)
{
    sf_sc_fourq s;
    sf_ge_fourq_ext r;
    sf_ge_fourq_affine a;
    if (sk == NULL || pk == NULL) {
        if (pk != NULL)
            sf_wipe(pk, n);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    sf_sc_fourq_reduce(&s, sk);
    sf_mult_fourq_mul_gen(&r, &s);
    sf_ge_fourq_ext_to_affine(&a, &r);
    if (n == 32) /* public: the format */
        sf_ge_fourq_compress(pk, &a);
    else
        sf_ge_fourq_encode(pk, &a);
    sf_sc_fourq_clear(&s);
    sf_wipe(&r, sizeof r);
    sf_wipe(&a, sizeof a);
    return ECCRYPTO_SUCCESS;
}

ECCRYPTO_STATUS CompressedPublicKeyGeneration(const unsigned char *SecretKey, unsigned char *PublicKey)
{
    return sf_cfq_public(PublicKey, 32, SecretKey);
}

ECCRYPTO_STATUS PublicKeyGeneration(const unsigned char *SecretKey, unsigned char *PublicKey)
{
    return sf_cfq_public(PublicKey, 64, SecretKey);
}

/* sk = 32 bytes from the OS, then pk = its key by gen (FourQlib's
 * KeyGeneration and friends: a random-byte failure is ECCRYPTO_ERROR). */
static ECCRYPTO_STATUS sf_cfq_keygen(unsigned char *sk, unsigned char *pk, size_t pklen,
                                     ECCRYPTO_STATUS (*gen)(const unsigned char *, unsigned char *))
{
    ECCRYPTO_STATUS st;
    if (sk == NULL || pk == NULL) {
        if (sk != NULL)
            sf_wipe(sk, 32);
        if (pk != NULL)
            sf_wipe(pk, pklen);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    if (sf_random_bytes(sk, 32) != SF_OK) {
        sf_wipe(pk, pklen);
        return ECCRYPTO_ERROR;
    }
    st = gen(sk, pk);
    if (st != ECCRYPTO_SUCCESS) {
        sf_wipe(sk, 32);
        sf_wipe(pk, pklen);
    }
    return st;
}

ECCRYPTO_STATUS CompressedKeyGeneration(unsigned char *SecretKey, unsigned char *PublicKey)
{
    return sf_cfq_keygen(SecretKey, PublicKey, 32, CompressedPublicKeyGeneration);
}

ECCRYPTO_STATUS KeyGeneration(unsigned char *SecretKey, unsigned char *PublicKey)
{
    return sf_cfq_keygen(SecretKey, PublicKey, 64, PublicKeyGeneration);
}

/* ss = y([sk]([392]a)); ECCRYPTO_ERROR_SHARED_KEY if that is the identity. */
static ECCRYPTO_STATUS sf_cfq_agree(unsigned char *ss, const unsigned char *sk,
                                    const sf_ge_fourq_ext *a)
{
    sf_ge_fourq_ext c, r;
    sf_ge_fourq_affine ra;
    uint8_t out[32];
    uint32_t id, is_id;
    sf_mult_fourq_mul_cofactor(&c, a);
    sf_mult_fourq_mul(&r, sk, &c);
    id = sf_ge_fourq_ext_is_identity(&r);
    sf_ge_fourq_ext_to_affine(&ra, &r);
    sf_fp2_127_encode(out, &ra.y);
    /* the status is the function's public outcome: declassify it, and read
     * it back through memory so that the branches see the declassified copy */
    SF_CT_PUBLIC(&id, sizeof id);
    is_id = *(volatile uint32_t *)&id;
    if (is_id)
        memset(out, 0, sizeof out);
    memcpy(ss, out, sizeof out);
    sf_wipe(out, sizeof out);
    sf_wipe(&c, sizeof c);
    sf_wipe(&r, sizeof r);
    sf_wipe(&ra, sizeof ra);
    return is_id ? ECCRYPTO_ERROR_SHARED_KEY : ECCRYPTO_SUCCESS;
}

ECCRYPTO_STATUS CompressedSecretAgreement(const unsigned char *SecretKey, const unsigned char *PublicKey,
                                          unsigned char *SharedSecret)
{
    sf_ge_fourq_affine a;
    sf_ge_fourq_ext p;
    if (SecretKey == NULL || PublicKey == NULL || SharedSecret == NULL) {
        if (SharedSecret != NULL)
            sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    if (PublicKey[15] & 0x80) {
        sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    if (!sf_ge_fourq_decompress_lax(&a, PublicKey)) {
        sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR;
    }
    sf_ge_fourq_affine_to_ext(&p, &a);
    return sf_cfq_agree(SharedSecret, SecretKey, &p);
}

ECCRYPTO_STATUS SecretAgreement(const unsigned char *SecretKey, const unsigned char *PublicKey,
                                unsigned char *SharedSecret)
{
    sf_ge_fourq_ext p;
    uint32_t bad_bits;
    int ok;
    if (SecretKey == NULL || PublicKey == NULL || SharedSecret == NULL) {
        if (SharedSecret != NULL)
            sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    ok = sf_cfq_load(&p, &bad_bits, PublicKey);
    if (bad_bits) {
        sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    if (!ok) {
        sf_wipe(SharedSecret, 32);
        return ECCRYPTO_ERROR;
    }
    return sf_cfq_agree(SharedSecret, SecretKey, &p);
}

/* ==== SchnorrQ ====================================================================== */

ECCRYPTO_STATUS SchnorrQ_KeyGeneration(const unsigned char *SecretKey, unsigned char *PublicKey)
{
    if (SecretKey == NULL || PublicKey == NULL) {
        if (PublicKey != NULL)
            sf_wipe(PublicKey, 32);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    (void)sf_pfq_schnorrq_public(PublicKey, SecretKey); /* s = 0 mod N: FourQlib goes on */
    return ECCRYPTO_SUCCESS;
}

ECCRYPTO_STATUS SchnorrQ_FullKeyGeneration(unsigned char *SecretKey, unsigned char *PublicKey)
{
    return sf_cfq_keygen(SecretKey, PublicKey, 32, SchnorrQ_KeyGeneration);
}

ECCRYPTO_STATUS SchnorrQ_Sign(const unsigned char *SecretKey, const unsigned char *PublicKey,
                              const unsigned char *Message, const unsigned int SizeMessage,
                              unsigned char *Signature)
{
    uint8_t sig[64];
    if (SecretKey == NULL || PublicKey == NULL || Signature == NULL ||
        (Message == NULL && SizeMessage != 0)) {
        if (Signature != NULL)
            sf_wipe(Signature, 64);
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    (void)sf_pfq_schnorrq_sign(sig, SecretKey, PublicKey, Message, SizeMessage);
    memcpy(Signature, sig, sizeof sig);
    sf_wipe(sig, sizeof sig);
    return ECCRYPTO_SUCCESS;
}

ECCRYPTO_STATUS SchnorrQ_Verify(const unsigned char *PublicKey, const unsigned char *Message,
                                const unsigned int SizeMessage, const unsigned char *Signature,
                                unsigned int *valid)
{
    sf_ge_fourq_affine a;
    sf_ge_fourq_ext p;
    if (valid != NULL)
        *valid = 0;
    if (PublicKey == NULL || Signature == NULL || valid == NULL ||
        (Message == NULL && SizeMessage != 0))
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    /* FourQlib's checks: bit 127 of the key and of R, and S < 2^246 only */
    if ((PublicKey[15] & 0x80) || (Signature[15] & 0x80) || (Signature[62] & 0xc0) ||
        Signature[63] != 0)
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    if (!sf_ge_fourq_decompress_lax(&a, PublicKey))
        return ECCRYPTO_ERROR;
    sf_ge_fourq_affine_to_ext(&p, &a);
    *valid = (unsigned int)sf_pfq_schnorrq_equation_vartime(Signature, PublicKey, &p, Message,
                                                            SizeMessage);
    return ECCRYPTO_SUCCESS;
}

/* ==== hash to curve ===================================================================== */

ECCRYPTO_STATUS HashToCurve(f2elm_t r, point_t P)
{
    uint8_t b[32];
    sf_fp2_127 t;
    sf_ge_fourq_ext p;
    if (r == NULL || P == NULL) {
        if (P != NULL)
            sf_wipe(P, sizeof(point_t));
        return ECCRYPTO_ERROR_INVALID_PARAMETER;
    }
    sf_cfq_words_out(b, r[0], NWORDS_FIELD);
    sf_cfq_words_out(b + 16, r[1], NWORDS_FIELD);
    (void)sf_fp2_127_decode(&t, b); /* any value, used mod p */
    sf_ge_fourq_hash_map(&p, &t);
    sf_mult_fourq_mul_cofactor(&p, &p);
    sf_cfq_store(P, &p);
    sf_wipe(b, sizeof b);
    sf_wipe(&t, sizeof t);
    sf_wipe(&p, sizeof p);
    return ECCRYPTO_SUCCESS;
}

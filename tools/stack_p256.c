/*
 * Peak stack use of every public P-256 function (native and p256-m API),
 * measured by painting: each call runs on a fresh thread whose stack is a
 * buffer filled with a pattern beforehand; after the call, the lowest byte
 * that no longer holds the pattern marks the deepest point the stack
 * reached. The same measurement of an empty function is subtracted, which
 * removes the thread's own set-up (glibc keeps the thread descriptor and
 * TLS at the top of a caller-provided stack).
 *
 * Built and run by scripts/p256_report.sh (with the library's sources
 * compiled in, so the figures are those of the flags it uses). Prints one
 * line per function: "name bytes". A byte that happens to be written with
 * the pattern value itself could hide a few bytes at the very bottom; two
 * patterns are used and the deeper result kept.
 *
 * Not part of the library or the tests: a measuring tool, POSIX threads.
 */
#define _POSIX_C_SOURCE 200809L /* pthread_attr_setstack */

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "p256-m.h"
#include "snowfield/p256.h"
#include "common/util.h"

#define STACK_BYTES (256 * 1024)

static _Alignas(64) uint8_t stack_area[STACK_BYTES];

/* Inputs prepared once, outside the measured calls. */
static uint8_t g_priv[32], g_pub65[65], g_pub64[64], g_pub33[33], g_hash[32];
static uint8_t g_sig[64], g_der[72], g_spki[91];
static size_t g_derlen;

static void f_empty(void) {}
static void f_keygen(void)
{
    uint8_t priv[32], pub[65];
    SF_IGNORE_RESULT(sf_p256_keygen(priv, pub, 65, NULL));
}
static void f_public_key(void)
{
    uint8_t pub[65];
    SF_IGNORE_RESULT(sf_p256_public_key(pub, 65, g_priv));
}
static void f_validate(void) { SF_IGNORE_RESULT(sf_p256_public_key_validate(g_pub65, 65)); }
static void f_convert(void)
{
    uint8_t out[65];
    SF_IGNORE_RESULT(sf_p256_public_key_convert(out, 65, g_pub33, 33)); /* decompress */
}
static void f_from_spki(void)
{
    uint8_t out[65];
    SF_IGNORE_RESULT(sf_p256_public_key_from_spki(out, 65, g_spki, sizeof g_spki));
}
static void f_ecdh(void)
{
    uint8_t ss[32];
    SF_IGNORE_RESULT(sf_p256_ecdh(ss, g_priv, g_pub65, 65));
}
static void f_sign(void)
{
    uint8_t sig[64];
    SF_IGNORE_RESULT(sf_p256_ecdsa_sign(sig, g_priv, g_hash, 32));
}
static void f_sign_hedged(void)
{
    uint8_t sig[64];
    SF_IGNORE_RESULT(sf_p256_ecdsa_sign_hedged(sig, g_priv, g_hash, 32, NULL));
}
static void f_verify(void) { SF_IGNORE_RESULT(sf_p256_ecdsa_verify(g_sig, g_pub65, 65, g_hash, 32)); }
static void f_to_der(void)
{
    uint8_t der[72];
    size_t len = sizeof der;
    SF_IGNORE_RESULT(sf_p256_ecdsa_signature_to_der(der, &len, g_sig));
}
static void f_from_der(void)
{
    uint8_t sig[64];
    SF_IGNORE_RESULT(sf_p256_ecdsa_signature_from_der(sig, g_der, g_derlen));
}
static void f_m_keypair(void)
{
    uint8_t priv[32], pub[64];
    (void)p256_gen_keypair(priv, pub);
}
static void f_m_ecdh(void)
{
    uint8_t ss[32];
    (void)p256_ecdh_shared_secret(ss, g_priv, g_pub64);
}
static void f_m_sign(void)
{
    uint8_t sig[64];
    (void)p256_ecdsa_sign(sig, g_priv, g_hash, 32);
}
static void f_m_verify(void) { (void)p256_ecdsa_verify(g_sig, g_pub64, g_hash, 32); }

static void *run(void *arg)
{
    void (*volatile fn)(void) = *(void (**)(void))arg;
    fn();
    return NULL;
}

/* The depth in bytes that fn's thread reached, for one paint pattern. */
static size_t depth(void (*fn)(void), uint8_t pattern)
{
    pthread_attr_t attr;
    pthread_t t;
    size_t i = 0;
    memset(stack_area, pattern, sizeof stack_area);
    if (pthread_attr_init(&attr) != 0 ||
        pthread_attr_setstack(&attr, stack_area, sizeof stack_area) != 0 ||
        pthread_create(&t, &attr, run, &fn) != 0 || pthread_join(t, NULL) != 0) {
        fprintf(stderr, "stack_p256: thread set-up failed\n");
        return 0;
    }
    pthread_attr_destroy(&attr);
    while (i < sizeof stack_area && stack_area[i] == pattern)
        i++;
    return sizeof stack_area - i;
}

static size_t peak(void (*fn)(void))
{
    size_t a = depth(fn, 0xA5), b = depth(fn, 0x5A);
    return a > b ? a : b;
}

int main(void)
{
    static const struct {
        const char *name;
        void (*fn)(void);
    } fns[] = {
        {"sf_p256_keygen", f_keygen},
        {"sf_p256_public_key", f_public_key},
        {"sf_p256_public_key_validate", f_validate},
        {"sf_p256_public_key_convert (33 -> 65)", f_convert},
        {"sf_p256_public_key_from_spki", f_from_spki},
        {"sf_p256_ecdh", f_ecdh},
        {"sf_p256_ecdsa_sign", f_sign},
        {"sf_p256_ecdsa_sign_hedged", f_sign_hedged},
        {"sf_p256_ecdsa_verify", f_verify},
        {"sf_p256_ecdsa_signature_to_der", f_to_der},
        {"sf_p256_ecdsa_signature_from_der", f_from_der},
        {"p256_gen_keypair", f_m_keypair},
        {"p256_ecdh_shared_secret", f_m_ecdh},
        {"p256_ecdsa_sign", f_m_sign},
        {"p256_ecdsa_verify", f_m_verify},
    };
    static const uint8_t hdr[26] = {
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
        0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00};
    size_t base;
    memset(g_priv, 0x42, sizeof g_priv);
    memset(g_hash, 0x17, sizeof g_hash);
    g_derlen = sizeof g_der;
    if (sf_p256_public_key(g_pub65, 65, g_priv) != SF_OK ||
        sf_p256_public_key(g_pub33, 33, g_priv) != SF_OK ||
        sf_p256_public_key(g_pub64, 64, g_priv) != SF_OK ||
        sf_p256_ecdsa_sign(g_sig, g_priv, g_hash, 32) != SF_OK ||
        sf_p256_ecdsa_signature_to_der(g_der, &g_derlen, g_sig) != SF_OK) {
        fprintf(stderr, "stack_p256: set-up failed\n");
        return 1;
    }
    memcpy(g_spki, hdr, sizeof hdr);
    memcpy(g_spki + sizeof hdr, g_pub65, 65);
    base = peak(f_empty);
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        printf("%s %zu\n", fns[i].name, peak(fns[i].fn) - base);
    return 0;
}

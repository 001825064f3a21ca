/*
 * Load a public key that OpenSSL wrote (PEM) and verify a signature that
 * OpenSSL made (`openssl dgst -sha256 -sign key.pem -out sig msg`, DER):
 *
 *   openssl_verify PUB.pem MSG SIG
 *
 * prints "Verified OK" and exits 0, or says why not and exits 1.
 *
 *   cc openssl_verify.c $(pkg-config --cflags --libs snowfield)
 */
#include <stdio.h>

#include "snowfield/snowfield.h"

/* The whole file into buf; its length, or -1. */
static long slurp(const char *path, uint8_t *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    size_t n;
    if (f == NULL)
        return -1;
    n = fread(buf, 1, cap, f);
    fclose(f);
    return (long)n;
}

int main(int argc, char **argv)
{
    static uint8_t pem[4096], msg[1 << 16], der[256];
    uint8_t sig[SF_MAX_SIGNATURE_BYTES];
    size_t siglen = sizeof sig;
    long pemlen, msglen, derlen;
    sf_pkey pub;
    sf_error err;
    if (argc != 4) {
        fprintf(stderr, "usage: openssl_verify PUB.pem MSG SIG\n");
        return 2;
    }
    pemlen = slurp(argv[1], pem, sizeof pem);
    msglen = slurp(argv[2], msg, sizeof msg);
    derlen = slurp(argv[3], der, sizeof der);
    if (pemlen < 0 || msglen < 0 || derlen < 0) {
        fprintf(stderr, "cannot read the files\n");
        return 2;
    }
    /* any algorithm: the PEM says which */
    err = sf_pkey_import(&pub, SF_ALG_NONE, pem, (size_t)pemlen);
    if (err != SF_OK) {
        fprintf(stderr, "%s: %s\n", argv[1], sf_error_string(err));
        return 1;
    }
    err = sf_signature_from_der(sig, &siglen, pub.alg, der, (size_t)derlen);
    if (err == SF_OK)
        err = sf_verify(sig, siglen, &pub, msg, (size_t)msglen);
    if (err != SF_OK) {
        fprintf(stderr, "%s key: %s\n", sf_alg_name(pub.alg), sf_error_string(err));
        return 1;
    }
    printf("Verified OK (%s)\n", sf_alg_name(pub.alg));
    return 0;
}

/*
 * A program that uses an installed Snowfield the way a user does: it
 * includes every public header and calls into the library. Built by
 * scripts/install_check.sh through find_package(snowfield) (static and
 * shared) and through pkg-config; it must compile warning-free under the
 * strictest flags and print "consumer ok".
 */
#include <stdio.h>
#include <string.h>

#include <snowfield/common.h>
#include <snowfield/hash.h>

int main(void)
{
    /* SHA-256("abc"), FIPS 180-2 appendix B.1. */
    static const uint8_t want[32] = {
        0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
        0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
        0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};
    uint8_t got[32], rnd[16];

    if (sf_sha256(got, (const uint8_t *)"abc", 3) != SF_OK ||
        memcmp(got, want, sizeof want) != 0) {
        printf("consumer: wrong SHA-256\n");
        return 1;
    }
    if (sf_random(NULL, rnd, sizeof rnd) != SF_OK) {
        printf("consumer: %s\n", sf_error_string(SF_ERR_RANDOMNESS));
        return 1;
    }
    printf("consumer ok\n");
    return 0;
}

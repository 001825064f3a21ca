/*
 * Tests for the hash layer (include/snowfield/hash.h).
 *
 *  - Known answers, copied in as literals with their source cited: FIPS 180
 *    examples for SHA-256/SHA-512, RFC 4231 for HMAC-SHA-256, NIST's SHAKE256
 *    examples, RFC 7693 and the BLAKE2 reference KATs for BLAKE2b.
 *  - Property: the incremental API over random chunkings (0-length chunks
 *    with NULL data included, chunk sizes around the block size) gives the
 *    one-shot digest; SHAKE256 squeezed in random pieces gives the same
 *    stream as one long squeeze.
 *  - Model: every case of gen/hash.txt, written by tests/model/gen_hash.py
 *    from Python's hashlib/hmac, one-shot and chunked.
 *  - Errors: every SF_ERR_INVALID_ARGUMENT path, with the promised zeroed
 *    output and wiped context (test_hash_errors.c, listed below).
 */
#include <stdlib.h>
#include <string.h>

#include "snowfield/hash.h"
#include "test.h"
#include "hash/hash_cases.h"

/* ---- helpers ---------------------------------------------------------- */

static int sf_th_all(const void *p, size_t n, uint8_t v)
{
    const uint8_t *b = (const uint8_t *)p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != v)
            return 0;
    return 1;
}

/* Check that `got` (n bytes) equals the hex string `want`. */
static void sf_th_check_hex(const uint8_t *got, size_t n, const char *want)
{
    uint8_t w[512];
    long wl = sf_test_unhex(w, sizeof w, want);
    SF_CHECK(wl == (long)n);
    if (wl == (long)n)
        SF_CHECK_BYTES(got, w, n);
}

/* The five hashes behind one interface, for the property and model tests.
 * outlen is used by SHAKE256 and BLAKE2b, key/keylen by HMAC and BLAKE2b. */
typedef enum {
    SF_TH_SHA256,
    SF_TH_SHA512,
    SF_TH_HMAC,
    SF_TH_SHAKE,
    SF_TH_BLAKE2B,
    SF_TH_KINDS
} sf_th_kind;

static const char *const sf_th_names[SF_TH_KINDS] = {
    "sha256", "sha512", "hmac_sha256", "shake256", "blake2b"};
static const size_t sf_th_block[SF_TH_KINDS] = {64, 128, 64, 136, 128};

typedef union {
    sf_sha256_ctx s256;
    sf_sha512_ctx s512;
    sf_hmac_sha256_ctx hmac;
    sf_shake256_ctx shake;
    sf_blake2b_ctx b2;
} sf_th_ctx;

static size_t sf_th_outlen(sf_th_kind k, size_t outlen)
{
    return k == SF_TH_SHA256 || k == SF_TH_HMAC ? 32
           : k == SF_TH_SHA512                  ? 64
                                                : outlen;
}

static sf_error sf_th_oneshot(sf_th_kind k, uint8_t *out, size_t outlen,
                              const uint8_t *key, size_t keylen,
                              const uint8_t *msg, size_t len)
{
    switch (k) {
    case SF_TH_SHA256: return sf_sha256(out, msg, len);
    case SF_TH_SHA512: return sf_sha512(out, msg, len);
    case SF_TH_HMAC: return sf_hmac_sha256(out, key, keylen, msg, len);
    case SF_TH_SHAKE: return sf_shake256(out, outlen, msg, len);
    default: return sf_blake2b(out, outlen, key, keylen, msg, len);
    }
}

/* A chunk size: often 0, mostly around one block, sometimes large. */
static size_t sf_th_chunk(sf_test_rng *rng, size_t block, size_t left)
{
    uint64_t r = sf_test_rng_u64(rng);
    size_t n;
    switch (r % 8) {
    case 0: n = 0; break;
    case 6: n = (size_t)((r >> 3) % (3 * block + 1)); break;
    case 7: n = left; break;
    default: n = (size_t)((r >> 3) % (block + 2)); break;
    }
    return n < left ? n : left;
}

static sf_error sf_th_update(sf_th_kind k, sf_th_ctx *c, const uint8_t *p,
                             size_t n)
{
    switch (k) {
    case SF_TH_SHA256: return sf_sha256_update(&c->s256, p, n);
    case SF_TH_SHA512: return sf_sha512_update(&c->s512, p, n);
    case SF_TH_HMAC: return sf_hmac_sha256_update(&c->hmac, p, n);
    case SF_TH_SHAKE: return sf_shake256_absorb(&c->shake, p, n);
    default: return sf_blake2b_update(&c->b2, p, n);
    }
}

/* The incremental API fed in random chunks; a zero-length chunk passes NULL
 * half of the time. SHAKE output is squeezed in random pieces too. Returns
 * the first error seen. */
static sf_error sf_th_chunked(sf_th_kind k, uint8_t *out, size_t outlen,
                              const uint8_t *key, size_t keylen,
                              const uint8_t *msg, size_t len,
                              sf_test_rng *rng)
{
    sf_th_ctx c;
    sf_error err, e;
    size_t off = 0;

    switch (k) {
    case SF_TH_SHA256: err = sf_sha256_init(&c.s256); break;
    case SF_TH_SHA512: err = sf_sha512_init(&c.s512); break;
    case SF_TH_HMAC: err = sf_hmac_sha256_init(&c.hmac, key, keylen); break;
    case SF_TH_SHAKE: err = sf_shake256_init(&c.shake); break;
    default: err = sf_blake2b_init(&c.b2, outlen, key, keylen); break;
    }
    while (err == SF_OK) {
        size_t n = sf_th_chunk(rng, sf_th_block[k], len - off);
        const uint8_t *p = msg + off;
        if (n == 0 && (sf_test_rng_u64(rng) & 1))
            p = NULL;
        err = sf_th_update(k, &c, p, n);
        off += n;
        if (off == len)
            break;
    }
    if (err != SF_OK)
        return err;
    switch (k) {
    case SF_TH_SHA256: return sf_sha256_final(&c.s256, out);
    case SF_TH_SHA512: return sf_sha512_final(&c.s512, out);
    case SF_TH_HMAC: return sf_hmac_sha256_final(&c.hmac, out);
    case SF_TH_BLAKE2B: return sf_blake2b_final(&c.b2, out);
    default: break;
    }
    for (off = 0; err == SF_OK && off < outlen;) {
        size_t n = sf_th_chunk(rng, sf_th_block[k], outlen - off);
        err = sf_shake256_squeeze(&c.shake, n == 0 ? NULL : out + off, n);
        off += n;
    }
    /* One more empty squeeze after the end must be harmless. */
    e = sf_shake256_squeeze(&c.shake, NULL, 0);
    sf_shake256_clear(&c.shake);
    SF_CHECK(sf_th_all(&c.shake, sizeof c.shake, 0));
    return err != SF_OK ? err : e;
}

/* ---- known answers: SHA-256 / SHA-512 --------------------------------- */

/* FIPS 180-2 Appendices B and C (and NIST's "Example Algorithms" pages):
 * "abc", the 448-bit and 896-bit messages; the empty-message digests are
 * from the same NIST examples page. */
static const char sf_th_m448[] =
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
static const char sf_th_m896[] =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
    "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

static const struct {
    const char *msg;
    const char *sha256;
    const char *sha512;
} sf_th_fips180[] = {
    {"",
     "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
     "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
     "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"},
    {"abc",
     "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
     "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
     "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"},
    {sf_th_m448,
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
     "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
     "96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445"},
    {sf_th_m896,
     "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
     "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
     "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"},
};

SF_TEST(hash_sha2_fips180_kat)
{
    for (size_t i = 0; i < sizeof sf_th_fips180 / sizeof sf_th_fips180[0];
         i++) {
        const uint8_t *m = (const uint8_t *)sf_th_fips180[i].msg;
        size_t n = strlen(sf_th_fips180[i].msg);
        uint8_t d[64];
        SF_CHECK(sf_sha256(d, m, n) == SF_OK);
        sf_th_check_hex(d, 32, sf_th_fips180[i].sha256);
        SF_CHECK(sf_sha512(d, m, n) == SF_OK);
        sf_th_check_hex(d, 64, sf_th_fips180[i].sha512);
    }
    /* The empty message as NULL pointer. */
    {
        uint8_t d[64];
        SF_CHECK(sf_sha256(d, NULL, 0) == SF_OK);
        sf_th_check_hex(d, 32, sf_th_fips180[0].sha256);
        SF_CHECK(sf_sha512(d, NULL, 0) == SF_OK);
        sf_th_check_hex(d, 64, sf_th_fips180[0].sha512);
    }
}

/* FIPS 180-2 Appendices B.3 / C.3: one million repetitions of 'a', fed as
 * 1000-byte updates (neither 64 nor 128 divides 1000, so the buffered path
 * runs on every update). */
SF_TEST(hash_sha2_million_a)
{
    uint8_t a[1000], d[64];
    sf_sha256_ctx c256;
    sf_sha512_ctx c512;
    memset(a, 'a', sizeof a);
    SF_CHECK(sf_sha256_init(&c256) == SF_OK);
    SF_CHECK(sf_sha512_init(&c512) == SF_OK);
    for (int i = 0; i < 1000; i++) {
        SF_CHECK(sf_sha256_update(&c256, a, sizeof a) == SF_OK);
        SF_CHECK(sf_sha512_update(&c512, a, sizeof a) == SF_OK);
    }
    SF_CHECK(sf_sha256_final(&c256, d) == SF_OK);
    sf_th_check_hex(d, 32,
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    SF_CHECK(sf_sha512_final(&c512, d) == SF_OK);
    sf_th_check_hex(d, 64,
        "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
        "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
}

/* ---- known answers: HMAC-SHA-256, RFC 4231 section 4 ------------------ */

SF_TEST(hash_hmac_rfc4231)
{
    static const char t7[] =
        "This is a test using a larger than block-size key and a larger "
        "than block-size data. The key needs to be hashed before being "
        "used by the HMAC algorithm.";
    static const struct {
        uint8_t key_byte; /* key = key_byte repeated keylen times ... */
        size_t keylen;
        const char *key_str; /* ... unless given as a string */
        uint8_t data_byte;   /* data = data_byte * datalen ... */
        size_t datalen;
        const char *data_str; /* ... unless given as a string */
        size_t maclen;        /* 16 for the truncated case 5 */
        const char *mac;
    } tc[] = {
        {0x0b, 20, NULL, 0, 0, "Hi There", 32,
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"},
        {0, 0, "Jefe", 0, 0, "what do ya want for nothing?", 32,
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"},
        {0xaa, 20, NULL, 0xdd, 50, NULL, 32,
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"},
        {0, 25, NULL, 0xcd, 50, NULL, 32, /* key 0x01..0x19, set below */
         "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"},
        {0x0c, 20, NULL, 0, 0, "Test With Truncation", 16,
         "a3b6167473100ee06e0c796c2955552b"},
        {0xaa, 131, NULL, 0, 0,
         "Test Using Larger Than Block-Size Key - Hash Key First", 32,
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"},
        {0xaa, 131, NULL, 0, 0, t7, 32,
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"},
    };
    for (size_t i = 0; i < sizeof tc / sizeof tc[0]; i++) {
        uint8_t key[131], data[200], mac[32];
        size_t keylen, datalen;
        sf_hmac_sha256_ctx c;
        if (tc[i].key_str != NULL) {
            keylen = strlen(tc[i].key_str);
            memcpy(key, tc[i].key_str, keylen);
        } else {
            keylen = tc[i].keylen;
            memset(key, tc[i].key_byte, keylen);
            if (i == 3)
                for (size_t j = 0; j < keylen; j++)
                    key[j] = (uint8_t)(j + 1);
        }
        if (tc[i].data_str != NULL) {
            datalen = strlen(tc[i].data_str);
            memcpy(data, tc[i].data_str, datalen);
        } else {
            datalen = tc[i].datalen;
            memset(data, tc[i].data_byte, datalen);
        }
        SF_CHECK(sf_hmac_sha256(mac, key, keylen, data, datalen) == SF_OK);
        sf_th_check_hex(mac, tc[i].maclen, tc[i].mac);

        /* Incremental, split in the middle. */
        memset(mac, 0, sizeof mac);
        SF_CHECK(sf_hmac_sha256_init(&c, key, keylen) == SF_OK);
        SF_CHECK(sf_hmac_sha256_update(&c, data, datalen / 2) == SF_OK);
        SF_CHECK(sf_hmac_sha256_update(&c, data + datalen / 2,
                                       datalen - datalen / 2) == SF_OK);
        SF_CHECK(sf_hmac_sha256_final(&c, mac) == SF_OK);
        sf_th_check_hex(mac, tc[i].maclen, tc[i].mac);
        SF_CHECK(sf_th_all(&c, sizeof c, 0)); /* final wiped it */
    }
}

/* ---- known answers: SHAKE256 ------------------------------------------ */

/* NIST's SHAKE256 examples (csrc.nist.gov, "Example Values", SHAKE256_Msg0
 * and SHAKE256_Msg1600): 4096 bits of output for the empty message and for
 * 1600 bits of 0xA3. 512 bytes span four squeeze blocks of 136 bytes. */
static const char sf_th_shake_empty[] =
    "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
    "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be"
    "141e96616fb13957692cc7edd0b45ae3dc07223c8e92937bef84bc0eab862853"
    "349ec75546f58fb7c2775c38462c5010d846c185c15111e595522a6bcd16cf86"
    "f3d122109e3b1fdd943b6aec468a2d621a7c06c6a957c62b54dafc3be87567d6"
    "77231395f6147293b68ceab7a9e0c58d864e8efde4e1b9a46cbe854713672f5c"
    "aaae314ed9083dab4b099f8e300f01b8650f1f4b1d8fcf3f3cb53fb8e9eb2ea2"
    "03bdc970f50ae55428a91f7f53ac266b28419c3778a15fd248d339ede785fb7f"
    "5a1aaa96d313eacc890936c173cdcd0fab882c45755feb3aed96d477ff96390b"
    "f9a66d1368b208e21f7c10d04a3dbd4e360633e5db4b602601c14cea737db3dc"
    "f722632cc77851cbdde2aaf0a33a07b373445df490cc8fc1e4160ff118378f11"
    "f0477de055a81a9eda57a4a2cfb0c83929d310912f729ec6cfa36c6ac6a75837"
    "143045d791cc85eff5b21932f23861bcf23a52b5da67eaf7baae0f5fb1369db7"
    "8f3ac45f8c4ac5671d85735cdddb09d2b1e34a1fc066ff4a162cb263d6541274"
    "ae2fcc865f618abe27c124cd8b074ccd516301b91875824d09958f341ef274bd"
    "ab0bae316339894304e35877b0c28a9b1fd166c796b9cc258a064a8f57e27f2a";
static const char sf_th_shake_a3[] =
    "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
    "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b"
    "1048a7f64e1074cd629e85ad7566048efc4fb500b486a3309a8f26724c0ed628"
    "001a1099422468de726f1061d99eb9e93604d5aa7467d4b1bd6484582a384317"
    "d7f47d750b8f5499512bb85a226c4243556e696f6bd072c5aa2d9b69730244b5"
    "6853d16970ad817e213e470618178001c9fb56c54fefa5fee67d2da524bb3b0b"
    "61ef0e9114a92cdbb6cccb98615cfe76e3510dd88d1cc28ff99287512f24bfaf"
    "a1a76877b6f37198e3a641c68a7c42d45fa7acc10dae5f3cefb7b735f12d4e58"
    "9f7a456e78c0f5e4c4471fffa5e4fa0514ae974d8c2648513b5db494cea84715"
    "6d277ad0e141c24c7839064cd08851bc2e7ca109fd4e251c35bb0a04fb05b364"
    "ff8c4d8b59bc303e25328c09a882e952518e1a8ae0ff265d61c465896973d749"
    "0499dc639fb8502b39456791b1b6ec5bcc5d9ac36a6df622a070d43fed781f5f"
    "149f7b62675e7d1a4d6dec48c1c7164586eae06a51208c0b791244d307726505"
    "c3ad4b26b6822377257aa152037560a739714a3ca79bd605547c9b78dd1f596f"
    "2d4f1791bc689a0e9b799a37339c04275733740143ef5d2b58b96a363d4e0807"
    "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb";

SF_TEST(hash_shake256_nist)
{
    static uint8_t want[512], got[512], in[200];
    sf_shake256_ctx c;
    SF_CHECK(sf_test_unhex(want, sizeof want, sf_th_shake_empty) == 512);
    SF_CHECK(sf_shake256(got, sizeof got, NULL, 0) == SF_OK);
    SF_CHECK_BYTES(got, want, sizeof got);
    /* Every prefix length is a prefix of the stream (here: a few). */
    SF_CHECK(sf_shake256(got, 1, NULL, 0) == SF_OK && got[0] == want[0]);
    SF_CHECK(sf_shake256(got, 137, NULL, 0) == SF_OK);
    SF_CHECK_BYTES(got, want, 137);

    SF_CHECK(sf_test_unhex(want, sizeof want, sf_th_shake_a3) == 512);
    memset(in, 0xa3, sizeof in);
    SF_CHECK(sf_shake256(got, sizeof got, in, sizeof in) == SF_OK);
    SF_CHECK_BYTES(got, want, sizeof got);
    /* The NIST example absorbs the 200 bytes across the 136-byte rate
     * boundary; absorb them in two pieces that do the same, then squeeze in
     * pieces that straddle output blocks: 135, 2, 272, 103. */
    memset(got, 0, sizeof got);
    SF_CHECK(sf_shake256_init(&c) == SF_OK);
    SF_CHECK(sf_shake256_absorb(&c, in, 135) == SF_OK);
    SF_CHECK(sf_shake256_absorb(&c, in + 135, 65) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, got, 135) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, got + 135, 2) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, got + 137, 272) == SF_OK);
    SF_CHECK(sf_shake256_squeeze(&c, got + 409, 103) == SF_OK);
    SF_CHECK_BYTES(got, want, sizeof got);
    sf_shake256_clear(&c);
    SF_CHECK(sf_th_all(&c, sizeof c, 0));
}

/* ---- known answers: BLAKE2b ------------------------------------------- */

SF_TEST(hash_blake2b_kat)
{
    uint8_t key[64], in[255], d[64];
    sf_blake2b_ctx c;
    /* keyed vectors: key = 00 01 .. 3f, message = 00 01 .. (n-1) */
    static const struct {
        size_t n;
        const char *digest;
    } kat[] = {
        {0, "10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786"
            "b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568"},
        {1, "961f6dd1e4dd30f63901690c512e78e4b45e4742ed197c3c5e45c549fd25f2e4"
            "187b0bc9fe30492b16b0d0bc4ef9b0f34c7003fac09a5ef1532e69430234cebd"},
        {128,
         "72065ee4dd91c2d8509fa1fc28a37c7fc9fa7d5b3f8ad3d0d7a25626b57b1b44"
         "788d4caf806290425f9890a3a2a35a905ab4b37acfd0da6e4517b2525c9651e4"},
        {255,
         "142709d62e28fcccd0af97fad0f8465b971e82201dc51070faa0372aa43e9248"
         "4be1c1e73ba10906d5d1853db6a4106e0a7bf9800d373d6dee2d46d62ef2a461"},
    };

    /* RFC 7693 Appendix A: BLAKE2b-512("abc"). */
    SF_CHECK(sf_blake2b(d, 64, NULL, 0, (const uint8_t *)"abc", 3) == SF_OK);
    sf_th_check_hex(d, 64,
        "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
        "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923");

    /* Keyed: the BLAKE2 reference package's blake2b-kat.txt (entries for
     * in lengths 0, 1, 128 and 255). 0 checks the key block alone as the
     * last block; 128 a message ending exactly on a block boundary. */
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)i;
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)i;
    for (size_t i = 0; i < sizeof kat / sizeof kat[0]; i++) {
        SF_CHECK(sf_blake2b(d, 64, key, 64, in, kat[i].n) == SF_OK);
        sf_th_check_hex(d, 64, kat[i].digest);
        /* Incremental, one byte at a time. */
        memset(d, 0, sizeof d);
        SF_CHECK(sf_blake2b_init(&c, 64, key, 64) == SF_OK);
        for (size_t j = 0; j < kat[i].n; j++)
            SF_CHECK(sf_blake2b_update(&c, in + j, 1) == SF_OK);
        SF_CHECK(sf_blake2b_final(&c, d) == SF_OK);
        sf_th_check_hex(d, 64, kat[i].digest);
        SF_CHECK(sf_th_all(&c, sizeof c, 0));
    }
}

/* ---- property: chunked == one-shot ------------------------------------ */

SF_TEST(hash_chunked_matches_oneshot)
{
    static uint8_t msg[1200], key[200], want[300], got[300];
    sf_test_rng rng;
    sf_test_rng_seed(&rng, 0x4a5348);
    for (int k = 0; k < SF_TH_KINDS; k++) {
        for (int iter = 0; iter < 150; iter++) {
            size_t len = (size_t)(sf_test_rng_u64(&rng) % sizeof msg);
            size_t keylen = (size_t)(sf_test_rng_u64(&rng) %
                                     (k == SF_TH_HMAC ? 201 : 65));
            size_t outlen = k == SF_TH_SHAKE
                                ? 1 + (size_t)(sf_test_rng_u64(&rng) % 300)
                                : 1 + (size_t)(sf_test_rng_u64(&rng) % 64);
            size_t dl = sf_th_outlen((sf_th_kind)k, outlen);
            sf_error e1, e2;
            if (iter < 4) /* the short cases, always */
                len = (size_t)iter;
            sf_test_rng_bytes(&rng, msg, len);
            sf_test_rng_bytes(&rng, key, keylen);
            e1 = sf_th_oneshot((sf_th_kind)k, want, outlen, key, keylen, msg,
                               len);
            e2 = sf_th_chunked((sf_th_kind)k, got, outlen, key, keylen, msg,
                               len, &rng);
            SF_CHECK(e1 == SF_OK && e2 == SF_OK);
            if (!SF_CHECK_BYTES(got, want, dl))
                printf("    %s len %zu keylen %zu outlen %zu\n",
                       sf_th_names[k], len, keylen, outlen);
        }
    }
}

/* ---- model: gen/hash.txt from tests/model/gen_hash.py ----------------- */

/* Decode a hex field, "-" being empty. Returns the length or -1. */
static long sf_th_field(uint8_t *out, size_t cap, const char *tok)
{
    if (tok == NULL)
        return -1;
    if (strcmp(tok, "-") == 0)
        return 0;
    return sf_test_unhex(out, cap, tok);
}

SF_TEST(hash_model_hashlib)
{
    static char line[8192];
    static uint8_t key[256], msg[1100], want[512], got[512];
    unsigned long count[SF_TH_KINDS] = {0}, total = 0, end = 0;
    unsigned long bad = 0;
    int seen_end = 0;
    sf_test_rng rng;
    FILE *f = sf_test_open(sf_test_gen_dir(), "hash.txt");

    if (f == NULL) {
        printf("    (generate it: python3 tests/model/gen_hash.py --out "
               "DIR, then run with --gen DIR)\n");
        SF_CHECK(f != NULL);
        return;
    }
    sf_test_rng_seed(&rng, 7693);
    while (fgets(line, sizeof line, f) != NULL) {
        char *tok[6] = {NULL};
        int nt = 0, k;
        long keylen = 0, len, wl, outlen = 0;
        if (strchr(line, '\n') == NULL) { /* longer than the buffer */
            bad++;
            break;
        }
        if (line[0] == '#')
            continue;
        nt = sf_test_split(line, tok, 6);
        if (nt == 0)
            continue;
        if (strcmp(tok[0], "end") == 0 && nt == 2) {
            end = strtoul(tok[1], NULL, 10);
            seen_end = 1;
            continue;
        }
        for (k = 0; k < SF_TH_KINDS; k++)
            if (strcmp(tok[0], sf_th_names[k]) == 0)
                break;
        /* Fields: [outlen] [key] msg digest, per the header of gen_hash.py */
        if (k == SF_TH_KINDS) {
            bad++;
            continue;
        }
        {
            int i = 1;
            if (k == SF_TH_SHAKE || k == SF_TH_BLAKE2B)
                outlen = tok[i] ? strtol(tok[i++], NULL, 10) : -1;
            if (k == SF_TH_HMAC || k == SF_TH_BLAKE2B)
                keylen = sf_th_field(key, sizeof key, tok[i++]);
            len = sf_th_field(msg, sizeof msg, tok[i++]);
            wl = sf_th_field(want, sizeof want, tok[i++]);
        }
        if (keylen < 0 || len < 0 || wl <= 0 || outlen < 0 ||
            (size_t)wl != sf_th_outlen((sf_th_kind)k, (size_t)outlen)) {
            bad++;
            continue;
        }
        count[k]++;
        total++;
        memset(got, 0, sizeof got);
        SF_CHECK(sf_th_oneshot((sf_th_kind)k, got, (size_t)outlen, key,
                               (size_t)keylen, msg, (size_t)len) == SF_OK);
        if (!SF_CHECK_BYTES(got, want, (size_t)wl))
            printf("    %s case %lu (len %ld)\n", sf_th_names[k], count[k],
                   len);
        memset(got, 0, sizeof got);
        SF_CHECK(sf_th_chunked((sf_th_kind)k, got, (size_t)outlen, key,
                               (size_t)keylen, msg, (size_t)len,
                               &rng) == SF_OK);
        SF_CHECK_BYTES(got, want, (size_t)wl);
    }
    fclose(f);
    printf("    model cases: %lu (", total);
    for (int k = 0; k < SF_TH_KINDS; k++)
        printf("%s%s %lu", k ? ", " : "", sf_th_names[k], count[k]);
    printf(")\n");
    SF_CHECK(bad == 0);
    SF_CHECK(seen_end && end == total); /* not truncated */
    for (int k = 0; k < SF_TH_KINDS; k++)
        SF_CHECK(count[k] >= 100);
}

const sf_test_case sf_tests_hash[] = {
    SF_CASE(hash_sha2_fips180_kat),
    SF_CASE(hash_sha2_million_a),
    SF_CASE(hash_hmac_rfc4231),
    SF_CASE(hash_shake256_nist),
    SF_CASE(hash_blake2b_kat),
    SF_CASE(hash_chunked_matches_oneshot),
    SF_CASE(hash_model_hashlib),
    {"hash_sha256_errors", sf_test_hash_sha256_errors},
    {"hash_sha512_errors", sf_test_hash_sha512_errors},
    {"hash_hmac_errors", sf_test_hash_hmac_errors},
    {"hash_shake256_errors", sf_test_hash_shake256_errors},
    {"hash_blake2b_errors", sf_test_hash_blake2b_errors},
    SF_CASES_END,
};

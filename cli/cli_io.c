/*
 * The snowfield tool's files, hex and keys; contract in cli.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

void sf_cli_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "snowfield %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static const char *sf_cli_name(const char *path)
{
    return (path == NULL || strcmp(path, "-") == 0) ? "standard input" : path;
}

uint8_t *sf_cli_read(const char *cmd, const char *path, size_t max, size_t *len, int slot)
{
    static uint8_t small[3][16384];
    static uint8_t big[SF_CLI_MAX_INPUT + 1];
    uint8_t *buf = slot == 3 ? big : small[slot];
    size_t cap = slot == 3 ? sizeof big : sizeof small[0], n = 0;
    FILE *f = (path == NULL || strcmp(path, "-") == 0) ? stdin : fopen(path, "rb");
    if (max + 1 < cap)
        cap = max + 1;
    if (f == NULL) {
        sf_cli_error(cmd, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    for (;;) {
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (r == 0 || n == cap)
            break;
    }
    if (ferror(f)) {
        sf_cli_error(cmd, "%s: cannot read: %s", sf_cli_name(path), strerror(errno));
        n = cap + 1;
    }
    if (f != stdin)
        fclose(f);
    if (n > max) {
        if (n == cap)
            sf_cli_error(cmd, "%s: larger than the %zu bytes this command reads", sf_cli_name(path),
                         max);
        return NULL;
    }
    *len = n;
    return buf;
}

int sf_cli_write(const char *cmd, const char *path, const uint8_t *b, size_t n, int secret)
{
    int fd;
    size_t done = 0;
    if (path == NULL || strcmp(path, "-") == 0) {
        if (fwrite(b, 1, n, stdout) != n || fflush(stdout) != 0) {
            sf_cli_error(cmd, "cannot write to standard output: %s", strerror(errno));
            return -1;
        }
        return 0;
    }
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, secret ? 0600 : 0644);
    if (fd < 0) {
        sf_cli_error(cmd, "%s: cannot create: %s", path, strerror(errno));
        return -1;
    }
    while (done < n) {
        ssize_t w = write(fd, b + done, n - done);
        if (w <= 0) {
            sf_cli_error(cmd, "%s: cannot write: %s", path, strerror(errno));
            close(fd);
            return -1;
        }
        done += (size_t)w;
    }
    if (close(fd) != 0) {
        sf_cli_error(cmd, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

int sf_cli_format_of(const char *s)
{
    static const char *const names[] = {"pem", "der", "sec1", "sec1-der",
                                        "pkcs8v2", "jwk", "raw", "hex"};
    for (int i = 0; i < 8; i++)
        if (s != NULL && strcmp(s, names[i]) == 0)
            return i;
    return -1;
}

const char *sf_cli_key_problem(sf_error err)
{
    switch (err) {
    case SF_ERR_INVALID_ENCODING:
        return "not a key in a format snowfield reads (PEM, DER, JWK, or raw / hex with "
               "--curve), or a malformed one";
    case SF_ERR_UNSUPPORTED:
        return "a key snowfield does not take here (another curve or algorithm than asked, "
               "an encrypted key, or a public key where a private one is needed)";
    case SF_ERR_INVALID_SCALAR:
        return "the private key is out of range for its curve (zero, or not below the order)";
    case SF_ERR_INVALID_POINT:
        return "the public key is not a valid point of its curve";
    case SF_ERR_KEY_MISMATCH:
        return "the public key stored in the file is not the private key's own";
    default:
        return sf_error_string(err);
    }
}

/* 1 if c is a hex digit; its value in *v. */
static int sf_cli_hexval(uint8_t c, unsigned *v)
{
    if (c >= '0' && c <= '9')
        *v = c - '0';
    else if (c >= 'a' && c <= 'f')
        *v = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
        *v = c - 'A' + 10;
    else
        return 0;
    return 1;
}

/*
 * A raw key of `want` bytes in in[0 .. n): the bytes themselves (n =
 * want), or their hex (2 want digits, blanks around). 1 on success.
 * (The tool's hex of a secret key is not constant time: a command-line
 * tool's file handling is outside the library's guarantee.)
 */
static int sf_cli_raw_key(uint8_t *out, size_t want, const uint8_t *in, size_t n)
{
    size_t i = 0, o = 0;
    if (n == want) {
        memcpy(out, in, want);
        return 1;
    }
    while (i < n && (in[i] == ' ' || in[i] == '\n' || in[i] == '\r' || in[i] == '\t'))
        i++;
    while (o < want && i + 1 < n) {
        unsigned hi, lo;
        if (!sf_cli_hexval(in[i], &hi) || !sf_cli_hexval(in[i + 1], &lo))
            return 0;
        out[o++] = (uint8_t)(hi << 4 | lo);
        i += 2;
    }
    while (i < n && (in[i] == ' ' || in[i] == '\n' || in[i] == '\r' || in[i] == '\t'))
        i++;
    return o == want && i == n;
}

/* 1 if the file is a raw or hex key of `want` bytes (a curve was named)
 * or, with no curve, looks like one rather than PEM, DER or JWK. */
static int sf_cli_looks_raw(const uint8_t *in, size_t n, size_t want)
{
    size_t i = 0, digits = 0;
    unsigned v;
    if (want != 0 && n == want)
        return 1;
    for (size_t j = 0; j < n; j++)
        digits += sf_cli_hexval(in[j], &v);
    if (want != 0 && digits == 2 * want)
        return 1;
    while (i < n && (in[i] == ' ' || in[i] == '\n' || in[i] == '\r' || in[i] == '\t'))
        i++;
    return !(n > 0 && in[0] == 0x30) && !(i < n && (in[i] == '{' || in[i] == '-'));
}

int sf_cli_load_secret(const char *cmd, const char *path, sf_alg alg, sf_skey *key)
{
    size_t n = 0;
    uint8_t raw[SF_MAX_SECRET_KEY_BYTES];
    sf_error err;
    uint8_t *in = sf_cli_read(cmd, path, 16000, &n, 0);
    if (in == NULL)
        return -1;
    if (sf_cli_looks_raw(in, n, sf_alg_secret_key_bytes(alg))) {
        if (alg == SF_ALG_NONE) {
            sf_cli_error(cmd, "%s: not a PEM, DER or JWK key; a raw or hex key needs --curve",
                         sf_cli_name(path));
            return -1;
        }
        if (!sf_cli_raw_key(raw, sf_alg_secret_key_bytes(alg), in, n)) {
            sf_cli_error(cmd, "%s: not a %s private key: expected %zu raw bytes or %zu hex digits",
                         sf_cli_name(path), sf_alg_name(alg), sf_alg_secret_key_bytes(alg),
                         2 * sf_alg_secret_key_bytes(alg));
            return -1;
        }
        err = sf_skey_from_raw(key, alg, raw, sf_alg_secret_key_bytes(alg));
        sf_wipe(raw, sizeof raw);
    } else {
        err = sf_skey_import(key, alg, in, n);
    }
    sf_wipe(in, n);
    if (err != SF_OK) {
        sf_cli_error(cmd, "%s: %s", sf_cli_name(path), sf_cli_key_problem(err));
        return -1;
    }
    return 0;
}

int sf_cli_load_public(const char *cmd, const char *path, sf_alg alg, sf_pkey *pk)
{
    size_t n = 0;
    uint8_t raw[SF_MAX_PUBLIC_KEY_BYTES];
    sf_error err;
    const uint8_t *in = sf_cli_read(cmd, path, 16000, &n, 1);
    if (in == NULL)
        return -1;
    if (sf_cli_looks_raw(in, n, sf_alg_public_key_bytes(alg))) {
        size_t want = sf_alg_public_key_bytes(alg);
        if (alg == SF_ALG_NONE) {
            sf_cli_error(cmd, "%s: not a PEM, DER or JWK key; a raw or hex key needs --curve",
                         sf_cli_name(path));
            return -1;
        }
        if (!sf_cli_raw_key(raw, want, in, n)) {
            sf_cli_error(cmd, "%s: not a %s public key: expected %zu raw bytes or %zu hex digits",
                         sf_cli_name(path), sf_alg_name(alg), want, 2 * want);
            return -1;
        }
        err = sf_pkey_from_raw(pk, alg, raw, want);
    } else {
        err = sf_pkey_import(pk, alg, in, n);
    }
    if (err != SF_OK) {
        sf_cli_error(cmd, "%s: %s", sf_cli_name(path), sf_cli_key_problem(err));
        return -1;
    }
    return 0;
}

/* The library format of a tool format, for a secret (1) or public key. */
static int sf_cli_lib_format(sf_cli_format fmt, int secret, sf_format *out)
{
    switch (fmt) {
    case SF_CLI_PEM:
        *out = SF_FORMAT_PEM;
        return 1;
    case SF_CLI_DER:
        *out = SF_FORMAT_DER;
        return 1;
    case SF_CLI_JWK:
        *out = SF_FORMAT_JWK;
        return 1;
    case SF_CLI_SEC1:
        *out = SF_FORMAT_SEC1_PEM;
        return secret;
    case SF_CLI_SEC1_DER:
        *out = SF_FORMAT_SEC1_DER;
        return secret;
    case SF_CLI_PKCS8V2:
        *out = SF_FORMAT_PKCS8V2_PEM;
        return secret;
    default:
        *out = SF_FORMAT_RAW;
        return 1;
    }
}

/* Write the key's bytes b[0 .. n) in fmt (hex: digits and a newline). */
static int sf_cli_save(const char *cmd, const char *path, const uint8_t *b, size_t n,
                       sf_cli_format fmt, int secret)
{
    static const char digits[] = "0123456789abcdef";
    uint8_t hex[2 * SF_MAX_EXPORT_BYTES + 1];
    int r;
    if (fmt != SF_CLI_HEX)
        return sf_cli_write(cmd, path, b, n, secret);
    for (size_t i = 0; i < n; i++) {
        hex[2 * i] = (uint8_t)digits[b[i] >> 4];
        hex[2 * i + 1] = (uint8_t)digits[b[i] & 15];
    }
    hex[2 * n] = '\n';
    r = sf_cli_write(cmd, path, hex, 2 * n + 1, secret);
    sf_wipe(hex, sizeof hex);
    return r;
}

/* The default format of an algorithm: PEM where it has one, else hex. */
static sf_cli_format sf_cli_default(sf_alg alg, sf_cli_format fmt)
{
    if (fmt != SF_CLI_DEFAULT)
        return fmt;
    return (alg == SF_ALG_FOURQ || alg == SF_ALG_SNOWSHOE) ? SF_CLI_HEX : SF_CLI_PEM;
}

int sf_cli_save_secret(const char *cmd, const char *path, const sf_skey *key, sf_cli_format fmt)
{
    uint8_t out[SF_MAX_EXPORT_BYTES];
    size_t n = sizeof out;
    sf_format lf;
    sf_error err;
    int r;
    fmt = sf_cli_default(key->alg, fmt);
    if (!sf_cli_lib_format(fmt, 1, &lf)) {
        sf_cli_error(cmd, "that format is not one of a private key");
        return -1;
    }
    err = sf_skey_export(out, &n, key, lf);
    if (err == SF_ERR_UNSUPPORTED && fmt == SF_CLI_PKCS8V2 &&
        (key->alg == SF_ALG_P256 || key->alg == SF_ALG_SECP256K1)) {
        sf_cli_error(cmd, "pkcs8v2 is for the RFC 8410 algorithms: an EC key's public key is "
                          "already inside PKCS#8 v1 (pem, der), as RFC 5915 puts it");
        return -1;
    }
    if (err != SF_OK) {
        sf_cli_error(cmd, "%s keys have no such format (%s): their formats are %s",
                     sf_alg_name(key->alg), sf_error_string(err),
                     (key->alg == SF_ALG_FOURQ || key->alg == SF_ALG_SNOWSHOE)
                         ? "raw and hex (no standard identifiers exist)"
                         : "pem, der, sec1, sec1-der, pkcs8v2, jwk, raw and hex");
        return -1;
    }
    r = sf_cli_save(cmd, path, out, n, fmt, 1);
    sf_wipe(out, sizeof out);
    return r;
}

int sf_cli_save_public(const char *cmd, const char *path, const sf_pkey *pk, sf_cli_format fmt)
{
    uint8_t out[SF_MAX_EXPORT_BYTES];
    size_t n = sizeof out;
    sf_format lf;
    sf_error err;
    fmt = sf_cli_default(pk->alg, fmt);
    if (!sf_cli_lib_format(fmt, 0, &lf)) {
        sf_cli_error(cmd, "sec1, sec1-der and pkcs8v2 are formats of private keys; a public key "
                          "is pem, der, jwk, raw or hex");
        return -1;
    }
    err = sf_pkey_export(out, &n, pk, lf);
    if (err != SF_OK) {
        sf_cli_error(cmd, "%s public keys have no such format (%s)", sf_alg_name(pk->alg),
                     sf_error_string(err));
        return -1;
    }
    return sf_cli_save(cmd, path, out, n, fmt, 0);
}

/*
 * The snowfield command-line tool: what its commands share (cli_io.c):
 * reading and writing files or stdin/stdout, hex, loading and saving keys
 * in every format, and the messages and exit codes.
 *
 * The tool is a user of the installed API (snowfield/snowfield.h and the
 * curve headers) and nothing else.
 */
#ifndef SF_CLI_CLI_H
#define SF_CLI_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "snowfield/snowfield.h"

/* Exit codes: scripts test them. */
#define SF_CLI_OK 0
#define SF_CLI_INVALID 1 /* verify: the signature does not verify */
#define SF_CLI_BAD 2     /* bad usage or bad input; the message says which */

/* The largest input the tool reads (a message to sign or verify). */
#define SF_CLI_MAX_INPUT (64u << 20)

/* Print "snowfield CMD: " and the formatted message to stderr. */
void sf_cli_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Read the whole of path ("-" or NULL: stdin) into a buffer of at most
 * max bytes (static storage of the tool, one per slot 0..3). NULL, with a
 * message, if it cannot be read or is larger. */
uint8_t *sf_cli_read(const char *cmd, const char *path, size_t max, size_t *len, int slot);

/* Write b[0 .. n) to path ("-" or NULL: stdout), with mode 0600 when
 * `secret`. 0 on success; else a message and -1. */
int sf_cli_write(const char *cmd, const char *path, const uint8_t *b, size_t n, int secret);

/* The output formats of keys. */
typedef enum sf_cli_format {
    SF_CLI_PEM,      /* PKCS#8 / SPKI PEM (the default where the curve has one) */
    SF_CLI_DER,      /* PKCS#8 / SPKI DER */
    SF_CLI_SEC1,     /* SEC1 ECPrivateKey PEM */
    SF_CLI_SEC1_DER, /* SEC1 ECPrivateKey DER */
    SF_CLI_PKCS8V2,  /* PKCS#8 v2 PEM, with the public key */
    SF_CLI_JWK,      /* JSON Web Key */
    SF_CLI_RAW,      /* the raw bytes */
    SF_CLI_HEX,      /* the raw bytes in hex and a newline (the default for FourQ, Snowshoe) */
    SF_CLI_DEFAULT   /* PEM where the curve has it, else hex */
} sf_cli_format;

/* The format named by s ("pem", "der", "sec1", "sec1-der", "pkcs8v2",
 * "jwk", "raw", "hex"); -1 if none. */
int sf_cli_format_of(const char *s);

/*
 * Load a key file: a secret key (PEM, DER, JWK, or raw / hex with `alg`
 * given) or, for sf_cli_load_public, a public key or a secret key's file.
 * alg SF_ALG_NONE: any algorithm (a raw or hex key then needs --curve).
 * 0 on success; else a message that says what was wrong, and -1.
 */
int sf_cli_load_secret(const char *cmd, const char *path, sf_alg alg, sf_skey *key);
int sf_cli_load_public(const char *cmd, const char *path, sf_alg alg, sf_pkey *pk);

/* Save a key in format fmt. 0 on success; else a message and -1. */
int sf_cli_save_secret(const char *cmd, const char *path, const sf_skey *key, sf_cli_format fmt);
int sf_cli_save_public(const char *cmd, const char *path, const sf_pkey *pk, sf_cli_format fmt);

/* What an import error means, for a message. */
const char *sf_cli_key_problem(sf_error err);

#endif /* SF_CLI_CLI_H */

/*
 * snowfield: keys, key agreement and signatures from the command line, for
 * every curve of the library (man/snowfield.1).
 *
 *   snowfield keygen CURVE [--out KEY] [--format F]
 *   snowfield pubkey --key KEY [--out PUB] [--format F]
 *   snowfield derive --key KEY --peer PUB [--out SECRET] [--kdf]
 *   snowfield sign   --key KEY [--in MSG] [--out SIG] [--raw]
 *   snowfield verify --pub PUB [--in MSG] --sig SIG [--strict]
 *   snowfield convert --in KEY [--out OUT] --format F [--public]
 *
 * Exit codes: 0 success (verify: valid), 1 verify: not valid, 2 bad usage
 * or bad input, with a message that says what was wrong.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct sf_cli_args {
    const char *key, *peer, *pub, *in, *out, *sig, *curve, *format;
    const char *positional;
    int strict, kdf, raw, public_only, help;
} sf_cli_args;

typedef struct sf_cli_command {
    const char *name;
    int (*run)(const sf_cli_args *a);
    const char *usage;
} sf_cli_command;

static const char sf_cli_curves[] = "p256, secp256k1, fourq, snowshoe";

/* ---- the commands ------------------------------------------------------------- */

/* The --curve option (SF_ALG_NONE when absent); -1 with a message if unknown. */
static int sf_cli_curve(const char *cmd, const sf_cli_args *a, sf_alg *alg)
{
    *alg = SF_ALG_NONE;
    if (a->curve == NULL)
        return 0;
    *alg = sf_alg_from_name(a->curve);
    if (*alg == SF_ALG_NONE) {
        sf_cli_error(cmd, "unknown curve '%s' (the curves: %s)", a->curve, sf_cli_curves);
        return -1;
    }
    return 0;
}

static int sf_cli_out_format(const char *cmd, const sf_cli_args *a, sf_cli_format *fmt)
{
    int f;
    *fmt = SF_CLI_DEFAULT;
    if (a->format == NULL)
        return 0;
    f = sf_cli_format_of(a->format);
    if (f < 0) {
        sf_cli_error(cmd, "unknown format '%s' (pem, der, sec1, sec1-der, pkcs8v2, jwk, raw, hex)",
                     a->format);
        return -1;
    }
    *fmt = (sf_cli_format)f;
    return 0;
}

static int sf_cli_keygen(const sf_cli_args *a)
{
    sf_skey key;
    sf_cli_format fmt;
    sf_alg alg = sf_alg_from_name(a->positional);
    sf_error err;
    int r;
    if (a->positional == NULL) {
        sf_cli_error("keygen", "which curve? (%s)", sf_cli_curves);
        return SF_CLI_BAD;
    }
    if (alg == SF_ALG_NONE) {
        sf_cli_error("keygen", "unknown curve '%s' (the curves: %s)", a->positional, sf_cli_curves);
        return SF_CLI_BAD;
    }
    if (sf_cli_out_format("keygen", a, &fmt) != 0)
        return SF_CLI_BAD;
    err = sf_keygen(&key, alg, NULL);
    if (err != SF_OK) {
        sf_cli_error("keygen", "%s", sf_error_string(err));
        return SF_CLI_BAD;
    }
    r = sf_cli_save_secret("keygen", a->out, &key, fmt);
    sf_skey_wipe(&key);
    return r == 0 ? SF_CLI_OK : SF_CLI_BAD;
}

static int sf_cli_pubkey(const sf_cli_args *a)
{
    sf_skey key;
    sf_pkey pk;
    sf_cli_format fmt;
    sf_alg alg;
    int r;
    if (a->key == NULL) {
        sf_cli_error("pubkey", "--key KEY is required");
        return SF_CLI_BAD;
    }
    if (sf_cli_curve("pubkey", a, &alg) != 0 || sf_cli_out_format("pubkey", a, &fmt) != 0 ||
        sf_cli_load_secret("pubkey", a->key, alg, &key) != 0)
        return SF_CLI_BAD;
    r = sf_public_key(&pk, &key) == SF_OK ? sf_cli_save_public("pubkey", a->out, &pk, fmt) : -1;
    sf_skey_wipe(&key);
    return r == 0 ? SF_CLI_OK : SF_CLI_BAD;
}

static int sf_cli_derive(const sf_cli_args *a)
{
    sf_skey key;
    sf_pkey peer;
    uint8_t out[SF_MAX_SHARED_SECRET_BYTES];
    size_t n = sizeof out;
    sf_alg alg;
    sf_error err;
    int r = -1;
    if (a->key == NULL || a->peer == NULL) {
        sf_cli_error("derive", "--key KEY and --peer PUB are required");
        return SF_CLI_BAD;
    }
    if (sf_cli_curve("derive", a, &alg) != 0 || sf_cli_load_secret("derive", a->key, alg, &key) != 0)
        return SF_CLI_BAD;
    if (sf_cli_load_public("derive", a->peer, key.alg, &peer) != 0) {
        sf_skey_wipe(&key);
        return SF_CLI_BAD;
    }
    if (a->kdf) {
        n = SF_KEX_KEY_BYTES;
        err = sf_kex(out, &key, &peer);
    } else {
        err = sf_kex_raw(out, &n, &key, &peer);
    }
    if (err == SF_OK)
        r = sf_cli_write("derive", a->out, out, n, 1);
    else
        sf_cli_error("derive", "%s: %s", a->peer,
                     err == SF_ERR_UNSUPPORTED ? "the peer's key is of another curve than the key"
                                               : sf_error_string(err));
    sf_wipe(out, sizeof out);
    sf_skey_wipe(&key);
    return r == 0 ? SF_CLI_OK : SF_CLI_BAD;
}

static int sf_cli_sign(const sf_cli_args *a)
{
    sf_skey key;
    uint8_t sig[SF_MAX_SIGNATURE_BYTES], der[SF_MAX_SIGNATURE_DER_BYTES];
    size_t siglen = sizeof sig, derlen = sizeof der, msglen = 0;
    const uint8_t *msg;
    sf_alg alg;
    sf_error err;
    int r = -1, ecdsa;
    if (a->key == NULL) {
        sf_cli_error("sign", "--key KEY is required");
        return SF_CLI_BAD;
    }
    if (sf_cli_curve("sign", a, &alg) != 0 || sf_cli_load_secret("sign", a->key, alg, &key) != 0)
        return SF_CLI_BAD;
    msg = sf_cli_read("sign", a->in, SF_CLI_MAX_INPUT, &msglen, 3);
    if (msg == NULL) {
        sf_skey_wipe(&key);
        return SF_CLI_BAD;
    }
    ecdsa = key.alg == SF_ALG_P256 || key.alg == SF_ALG_SECP256K1;
    err = sf_sign(sig, &siglen, &key, msg, msglen);
    if (err == SF_OK && ecdsa && !a->raw)
        err = sf_signature_to_der(der, &derlen, key.alg, sig, siglen);
    if (err == SF_OK)
        r = (ecdsa && !a->raw) ? sf_cli_write("sign", a->out, der, derlen, 0)
                               : sf_cli_write("sign", a->out, sig, siglen, 0);
    else
        sf_cli_error("sign", "%s", sf_error_string(err));
    sf_skey_wipe(&key);
    return r == 0 ? SF_CLI_OK : SF_CLI_BAD;
}

static int sf_cli_verify(const sf_cli_args *a)
{
    sf_pkey pk;
    uint8_t sig[SF_MAX_SIGNATURE_BYTES];
    const uint8_t *sigin, *msg;
    size_t siglen = sizeof sig, sigin_len = 0, msglen = 0;
    sf_alg alg;
    sf_error err;
    if (a->pub == NULL || a->sig == NULL) {
        sf_cli_error("verify", "--pub PUB and --sig SIG are required");
        return SF_CLI_BAD;
    }
    if (sf_cli_curve("verify", a, &alg) != 0 || sf_cli_load_public("verify", a->pub, alg, &pk) != 0)
        return SF_CLI_BAD;
    sigin = sf_cli_read("verify", a->sig, 1024, &sigin_len, 2);
    if (sigin == NULL)
        return SF_CLI_BAD;
    if (pk.alg == SF_ALG_P256 || pk.alg == SF_ALG_SECP256K1) {
        /* DER as openssl writes it, or the raw r || s */
        err = sf_signature_from_der(sig, &siglen, pk.alg, sigin, sigin_len);
        if (err != SF_OK && sigin_len == sf_alg_signature_bytes(pk.alg)) {
            memcpy(sig, sigin, sigin_len);
            siglen = sigin_len;
            err = SF_OK;
        }
        if (err != SF_OK) {
            sf_cli_error("verify", "%s: not an ECDSA signature (DER, or %zu raw bytes)", a->sig,
                         sf_alg_signature_bytes(pk.alg));
            return SF_CLI_BAD;
        }
    } else {
        if (sigin_len != sf_alg_signature_bytes(pk.alg)) {
            sf_cli_error("verify", "%s: a %s signature is %zu bytes, this is %zu", a->sig,
                         sf_alg_name(pk.alg), sf_alg_signature_bytes(pk.alg), sigin_len);
            return SF_CLI_BAD;
        }
        memcpy(sig, sigin, sigin_len);
        siglen = sigin_len;
    }
    msg = sf_cli_read("verify", a->in, SF_CLI_MAX_INPUT, &msglen, 3);
    if (msg == NULL)
        return SF_CLI_BAD;
    err = a->strict ? sf_strict_verify(sig, siglen, &pk, msg, msglen)
                    : sf_verify(sig, siglen, &pk, msg, msglen);
    if (err == SF_OK) {
        fprintf(stderr, "Verified OK\n");
        return SF_CLI_OK;
    }
    if (err == SF_ERR_INVALID_SIGNATURE) {
        fprintf(stderr, "Verification failure\n");
        return SF_CLI_INVALID;
    }
    sf_cli_error("verify", "%s", sf_error_string(err));
    return SF_CLI_BAD;
}

static int sf_cli_convert(const sf_cli_args *a)
{
    sf_skey key;
    sf_pkey pk;
    sf_cli_format fmt;
    sf_alg alg;
    int r;
    if (a->in == NULL || a->format == NULL) {
        sf_cli_error("convert", "--in KEY and --format F are required");
        return SF_CLI_BAD;
    }
    if (sf_cli_curve("convert", a, &alg) != 0 || sf_cli_out_format("convert", a, &fmt) != 0)
        return SF_CLI_BAD;
    if (a->public_only) {
        if (sf_cli_load_public("convert", a->in, alg, &pk) != 0)
            return SF_CLI_BAD;
        return sf_cli_save_public("convert", a->out, &pk, fmt) == 0 ? SF_CLI_OK : SF_CLI_BAD;
    }
    if (sf_cli_load_secret("convert", a->in, alg, &key) != 0)
        return SF_CLI_BAD;
    r = sf_cli_save_secret("convert", a->out, &key, fmt);
    sf_skey_wipe(&key);
    return r == 0 ? SF_CLI_OK : SF_CLI_BAD;
}

static const sf_cli_command sf_cli_commands[] = {
    {"keygen", sf_cli_keygen,
     "usage: snowfield keygen CURVE [--out KEY] [--format F]\n"
     "  A new private key of CURVE (p256, secp256k1, fourq, snowshoe) from the\n"
     "  OS's randomness, written to KEY (default: standard output, mode 0600 for\n"
     "  a file). F: pem (PKCS#8, the default where the curve has standard\n"
     "  identifiers), der, sec1, sec1-der, pkcs8v2 (with the public key), jwk,\n"
     "  raw, hex (the default for fourq and snowshoe, which have no standard\n"
     "  formats).\n"},
    {"pubkey", sf_cli_pubkey,
     "usage: snowfield pubkey --key KEY [--out PUB] [--format F] [--curve C]\n"
     "  The public key of the private key KEY (PEM, DER, JWK, or raw / hex with\n"
     "  --curve), as a SubjectPublicKeyInfo PEM by default (F: pem, der, jwk, raw,\n"
     "  hex; hex by default for fourq and snowshoe).\n"},
    {"derive", sf_cli_derive,
     "usage: snowfield derive --key KEY --peer PUB [--out SECRET] [--kdf] [--curve C]\n"
     "  The raw shared secret of KEY and the peer's public key PUB, as\n"
     "  `openssl pkeyutl -derive` writes it (the x-coordinate for p256 and\n"
     "  secp256k1). --kdf: a 32-byte key safe to use as one instead (SHA-256 over\n"
     "  the secret and both public keys; snowfield/snowfield.h).\n"},
    {"sign", sf_cli_sign,
     "usage: snowfield sign --key KEY [--in MSG] [--out SIG] [--raw] [--curve C]\n"
     "  The signature of the message MSG (default: standard input): ECDSA over\n"
     "  SHA-256 in DER for p256 and secp256k1, as `openssl dgst -sha256 -sign`\n"
     "  writes it (--raw: r || s, 64 bytes); SchnorrQ (fourq) and Snowshoe's\n"
     "  signature raw.\n"},
    {"verify", sf_cli_verify,
     "usage: snowfield verify --pub PUB [--in MSG] --sig SIG [--strict] [--curve C]\n"
     "  Exit 0 if SIG is a valid signature of MSG under PUB, 1 if it is not, 2 on\n"
     "  bad input. ECDSA signatures in DER or raw r || s; the check is ordinary\n"
     "  ECDSA, as `openssl dgst -verify`: a high-S secp256k1 signature verifies.\n"
     "  --strict also applies the library's low-S rule.\n"},
    {"convert", sf_cli_convert,
     "usage: snowfield convert --in KEY [--out OUT] --format F [--public] [--curve C]\n"
     "  The key KEY rewritten in format F (pem, der, sec1, sec1-der, pkcs8v2, jwk,\n"
     "  raw, hex). --public: KEY is (or is read as) a public key.\n"},
};
#define SF_CLI_NCOMMANDS (sizeof sf_cli_commands / sizeof sf_cli_commands[0])

static void sf_cli_usage(FILE *f)
{
    fprintf(f, "usage: snowfield COMMAND [OPTIONS]   (snowfield COMMAND --help)\n"
               "commands: keygen, pubkey, derive, sign, verify, convert\n"
               "curves: %s\n"
               "exit: 0 success (verify: valid), 1 verify: invalid, 2 bad usage or input\n",
               sf_cli_curves);
}

/* Parse the options of one command; -1 with a message on a bad one. */
static int sf_cli_parse(const char *cmd, int argc, char **argv, sf_cli_args *a)
{
    static const struct {
        const char *name;
        size_t offset;
    } values[] = {
        {"--key", offsetof(sf_cli_args, key)},     {"--peer", offsetof(sf_cli_args, peer)},
        {"--pub", offsetof(sf_cli_args, pub)},     {"--in", offsetof(sf_cli_args, in)},
        {"--out", offsetof(sf_cli_args, out)},     {"--sig", offsetof(sf_cli_args, sig)},
        {"--curve", offsetof(sf_cli_args, curve)}, {"--format", offsetof(sf_cli_args, format)},
    };
    memset(a, 0, sizeof *a);
    for (int i = 0; i < argc; i++) {
        const char *o = argv[i];
        size_t v;
        for (v = 0; v < sizeof values / sizeof values[0]; v++)
            if (strcmp(o, values[v].name) == 0)
                break;
        if (v < sizeof values / sizeof values[0]) {
            if (i + 1 == argc) {
                sf_cli_error(cmd, "%s needs a value", o);
                return -1;
            }
            *(const char **)((char *)a + values[v].offset) = argv[++i];
        } else if (strcmp(o, "--strict") == 0) {
            a->strict = 1;
        } else if (strcmp(o, "--kdf") == 0) {
            a->kdf = 1;
        } else if (strcmp(o, "--raw") == 0) {
            a->raw = 1;
        } else if (strcmp(o, "--public") == 0) {
            a->public_only = 1;
        } else if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            a->help = 1;
        } else if (o[0] != '-' && a->positional == NULL && strcmp(cmd, "keygen") == 0) {
            a->positional = o;
        } else {
            sf_cli_error(cmd, "unknown option '%s' (snowfield %s --help)", o, cmd);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    sf_cli_args a;
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        sf_cli_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? SF_CLI_BAD : SF_CLI_OK;
    }
    for (size_t c = 0; c < SF_CLI_NCOMMANDS; c++) {
        const sf_cli_command *cmd = &sf_cli_commands[c];
        if (strcmp(argv[1], cmd->name) != 0)
            continue;
        if (sf_cli_parse(cmd->name, argc - 2, argv + 2, &a) != 0)
            return SF_CLI_BAD;
        if (a.help) {
            fputs(cmd->usage, stdout);
            return SF_CLI_OK;
        }
        return cmd->run(&a);
    }
    fprintf(stderr, "snowfield: unknown command '%s'\n", argv[1]);
    sf_cli_usage(stderr);
    return SF_CLI_BAD;
}

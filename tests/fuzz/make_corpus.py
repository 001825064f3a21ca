#!/usr/bin/env python3
"""Write the seed corpus of the fuzz targets (tests/fuzz/corpus/<target>/).

Each seed is one mode byte (the target's dispatch, see tests/fuzz/fuzz_*.c)
and the mode's bytes: valid encodings taken from the checked-in vectors in
tests/vectors (and one Snowshoe signature from the model
tests/model/gen_snowshoe_sign.py) plus edge cases: empty, truncated,
all-0xff, and one off a canonical bound (a coordinate equal to p, a scalar
equal to the group order, a non-minimal DER length).

usage: python3 tests/fuzz/make_corpus.py   (from the repository root)
"""
import hashlib
import json
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "fuzz", "corpus")
P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
P127 = 2**127 - 1
SNOW_Q = 0x0fffffffffffffffffffffffffffffffa6261414c0dc87d3ce9b68e3b09e01a5
FOURQ_N = 0x0029cbc14e5e0a72f05397829cbc14e5dfbd004dfe0f79992fb2540ec7768ce7
K256_P = 2**256 - 2**32 - 977
K256_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141


def records(path, pred=lambda r: True, n=1):
    out = []
    with open(os.path.join(ROOT, "tests", "vectors", path)) as f:
        for line in f:
            r = json.loads(line)
            if pred(r):
                out.append(r)
                if len(out) == n:
                    break
    return out


def der_int(b):
    b = b.lstrip(b"\0") or b"\0"
    if b[0] & 0x80:
        b = b"\0" + b
    return b"\x02" + bytes([len(b)]) + b


def der_sig(sig):
    body = der_int(sig[:32]) + der_int(sig[32:])
    return b"\x30" + bytes([len(body)]) + body


SPKI_ALG = bytes.fromhex("301306072a8648ce3d020106082a8648ce3d030107")


def spki(pub):
    bits = b"\x03" + bytes([len(pub) + 1]) + b"\0" + pub
    body = SPKI_ALG + bits
    return b"\x30" + bytes([len(body)]) + body


def compress(raw):
    return bytes([2 | (raw[63] & 1)]) + raw[:32]


def wycheproof(name, pred):
    """The first test of tests/vectors/k256/<name> that pred accepts, with its
    group (Wycheproof's multi-line JSON)."""
    with open(os.path.join(ROOT, "tests", "vectors", "k256", name)) as f:
        doc = json.load(f)
    for g in doc["testGroups"]:
        for t in g["tests"]:
            if pred(t):
                return g, t
    raise LookupError(name)


def der_parse(der):
    """r || s from a strict DER signature (the checked-in vectors' form)."""
    assert der[0] == 0x30 and der[1] == len(der) - 2
    pos, out = 2, b""
    for _ in range(2):
        assert der[pos] == 0x02
        n = der[pos + 1]
        out += int.from_bytes(der[pos + 2:pos + 2 + n], "big").to_bytes(32, "big")
        pos += 2 + n
    return out


def write(target, name, data):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def key_seeds(t, raw):
    """The public-key seeds (mode 0) shared by the Weierstrass targets:
    raw is X || Y of a valid key."""
    unc = b"\x04" + raw
    write(t, "empty", b"")
    write(t, "key-65", b"\0" + unc)
    write(t, "key-33", b"\0" + compress(raw))
    write(t, "key-64", b"\0" + raw)
    write(t, "key-65-truncated", b"\0" + unc[:64])
    write(t, "key-65-all-ff", b"\0" + b"\xff" * 65)


def p256():
    v = records("p256/ecdsa_verify.jsonl", lambda r: r["result"] == "valid", 2)
    e = records("p256/ecdh.jsonl", lambda r: r["result"] == "valid")[0]
    raw = bytes.fromhex(v[0]["pub"])
    sig = bytes.fromhex(v[0]["sig"])
    h = bytes.fromhex(v[0]["hash"])
    unc, cmp_ = b"\x04" + raw, compress(raw)
    t = "p256"
    key_seeds(t, raw)
    write(t, "key-33-x-is-p", b"\0\x02" + P256_P.to_bytes(32, "big"))
    write(t, "key-33-x-is-p-minus-1", b"\0\x03" + (P256_P - 1).to_bytes(32, "big"))
    write(t, "spki-65", b"\x01" + spki(unc))
    write(t, "spki-33", b"\x01" + spki(cmp_))
    write(t, "spki-65-truncated", b"\x01" + spki(unc)[:-1])
    write(t, "der", b"\x02" + der_sig(sig))
    hi = b"\xff" * 32 + b"\0" * 31 + b"\x01"
    write(t, "der-high-bits", b"\x02" + der_sig(hi))
    d = der_sig(sig)
    write(t, "der-long-form-length", b"\x02\x30\x81" + d[1:2] + d[2:])
    write(t, "verify-33", b"\x03\x00" + cmp_ + sig + h)
    write(t, "verify-64", b"\x03\x01" + raw + sig + h)
    write(t, "verify-65", b"\x03\x02\x04" + bytes.fromhex(v[1]["pub"]) +
          bytes.fromhex(v[1]["sig"]) + bytes.fromhex(v[1]["hash"]))
    write(t, "verify-long-hash", b"\x03\x01" + raw + sig + h + b"\x5a" * 40)
    write(t, "verify-s-is-n", b"\x03\x01" + raw + sig[:32] +
          (0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551).to_bytes(32, "big") + h)
    peer = bytes.fromhex(e["peer_pub"])
    write(t, "ecdh-64", b"\x04" + bytes.fromhex(e["priv"]) + peer)
    write(t, "ecdh-33", b"\x04" + bytes.fromhex(e["priv"]) + compress(peer))
    write(t, "ecdh-priv-ff", b"\x04" + b"\xff" * 32 + peer)


def snowshoe():
    m = records("snowshoe/mul.jsonl", lambda r: r["rc"] == 0, 2)
    el = records("snowshoe/elligator.jsonl", lambda r: r["rc"] == 0)[0]
    k1, P1 = bytes.fromhex(m[0]["k"]), bytes.fromhex(m[0]["P"])
    k2, P2 = bytes.fromhex(m[1]["k"]), bytes.fromhex(m[1]["P"])
    t = "snowshoe"
    write(t, "empty", b"")
    write(t, "point", b"\0" + P1)
    write(t, "point-all-ff", b"\0" + b"\xff" * 64)
    ident = b"\0" * 32 + b"\x01" + b"\0" * 31
    write(t, "point-identity", b"\0" + ident)
    write(t, "point-x-re-is-p", b"\0" + P127.to_bytes(16, "little") + P1[16:])
    write(t, "point-truncated", b"\0" + P1[:63])
    write(t, "mul", b"\x01" + k1 + P1)
    write(t, "mul-k-is-q", b"\x01" + SNOW_Q.to_bytes(32, "little") + P1)
    write(t, "mul-k-is-q-minus-1", b"\x01" + (SNOW_Q - 1).to_bytes(32, "little") + P1)
    write(t, "simul", b"\x02" + k1 + k2 + P2)
    write(t, "simul-b-zero", b"\x02" + k1 + b"\0" * 32 + P2)
    write(t, "elligator", b"\x03" + bytes.fromhex(el["key"]) + k1 + bytes.fromhex(el["E"]))
    write(t, "elligator-key-ff", b"\x03" + b"\xff" * 32 + k1 + bytes.fromhex(el["E"]))
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["python3", os.path.join(ROOT, "tests", "model", "gen_snowshoe_sign.py"),
                        "--out", tmp], check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(tmp, "snowshoe_sign.jsonl")) as f:
            recs = [json.loads(line) for line in f]
    s = [r for r in recs if r["msg"]][0]
    write(t, "verify", b"\x04" + bytes.fromhex(s["sig"]) + bytes.fromhex(s["pk"]) +
          bytes.fromhex(s["msg"]))
    write(t, "verify-empty-msg", b"\x04" + bytes.fromhex(recs[0]["sig"]) +
          bytes.fromhex(recs[0]["pk"]))


def fourq_seeds(t, base):
    sa = records("fourq/secret_agreement.jsonl", lambda r: r["status"] == "ECCRYPTO_SUCCESS")[0]
    ca = records("fourq/compressed_secret_agreement.jsonl",
                 lambda r: r["status"] == "ECCRYPTO_SUCCESS")[0]
    sv = records("fourq/schnorrq_verify.jsonl", lambda r: r["valid"] == 1 and r["msg"])[0]
    pk = bytes.fromhex(sa["pk"])
    ident = b"\0" * 32 + b"\x01" + b"\0" * 31
    ecdh, cecdh, schnorr, point = base
    write(t, "empty", b"")
    write(t, "point", bytes([point]) + pk)
    write(t, "point-identity", bytes([point]) + ident)
    write(t, "point-all-ff", bytes([point]) + b"\xff" * 64)
    write(t, "point-y-re-is-p", bytes([point]) + pk[:32] + P127.to_bytes(16, "little") + pk[48:])
    write(t, "ecdh", bytes([ecdh]) + bytes.fromhex(sa["sk"]) + pk)
    write(t, "ecdh-identity", bytes([ecdh]) + bytes.fromhex(sa["sk"]) + ident)
    write(t, "ecdh-sk-is-n", bytes([ecdh]) + FOURQ_N.to_bytes(32, "little") + pk)
    cpk = bytes.fromhex(ca["pk"])
    write(t, "ecdh-compressed", bytes([cecdh]) + bytes.fromhex(ca["sk"]) + cpk)
    write(t, "ecdh-compressed-y-is-p", bytes([cecdh]) + bytes.fromhex(ca["sk"]) +
          P127.to_bytes(16, "little") + cpk[16:])
    write(t, "ecdh-compressed-truncated", bytes([cecdh]) + bytes.fromhex(ca["sk"]) + cpk[:31])
    sig = bytes.fromhex(sv["sig"])
    write(t, "schnorrq", bytes([schnorr]) + sig + bytes.fromhex(sv["pk"]) + bytes.fromhex(sv["msg"]))
    s = int.from_bytes(sig[32:], "little") + FOURQ_N
    write(t, "schnorrq-s-plus-n", bytes([schnorr]) + sig[:32] + s.to_bytes(32, "little") +
          bytes.fromhex(sv["pk"]) + bytes.fromhex(sv["msg"]))


def compat():
    t = "compat"
    v = records("p256/ecdsa_verify.jsonl", lambda r: r["result"] == "valid")[0]
    e = records("p256/ecdh.jsonl", lambda r: r["result"] == "valid")[0]
    raw = bytes.fromhex(v["pub"])
    write(t, "p256m-verify", b"\0" + bytes.fromhex(v["sig"]) + raw + bytes.fromhex(v["hash"]))
    write(t, "p256m-verify-all-ff", b"\0" + b"\xff" * 128)
    write(t, "p256m-ecdh", b"\x01" + bytes.fromhex(e["priv"]) + bytes.fromhex(e["peer_pub"]))
    write(t, "p256m-ecdh-x-is-p", b"\x01" + bytes.fromhex(e["priv"]) +
          P256_P.to_bytes(32, "big") + bytes.fromhex(e["peer_pub"])[32:])
    fourq_seeds(t, (2, 3, 4, 5))
    m = records("snowshoe/mul.jsonl", lambda r: r["rc"] == 0, 2)
    k1, k2, P = bytes.fromhex(m[0]["k"]), bytes.fromhex(m[1]["k"]), bytes.fromhex(m[1]["P"])
    write(t, "snowshoe", b"\x06" + k1 + k2 + P)
    write(t, "snowshoe-b-is-q", b"\x06" + k1 + SNOW_Q.to_bytes(32, "little") + P)


def k256():
    t = "k256"
    be = lambda v: v.to_bytes(32, "big")
    g, v = wycheproof("ecdsa_secp256k1_sha256_bitcoin_test.json",
                      lambda r: r["result"] == "valid")
    unc = bytes.fromhex(g["publicKey"]["uncompressed"])
    raw = unc[1:]
    cmp_ = compress(raw)
    der = bytes.fromhex(v["sig"])
    sig = der_parse(der)
    h = hashlib.sha256(bytes.fromhex(v["msg"])).digest()
    high = sig[:32] + be(K256_N - int.from_bytes(sig[32:], "big"))
    # keys
    key_seeds(t, raw)
    write(t, "key-65-hybrid", b"\0" + bytes([6 | (raw[63] & 1)]) + raw)
    write(t, "key-65-y-negated", b"\0\x04" + raw[:32] +
          be(K256_P - int.from_bytes(raw[32:], "big")))
    write(t, "key-65-y-plus-1", b"\0\x04" + raw[:32] + be(int.from_bytes(raw[32:], "big") + 1))
    write(t, "key-33-x-is-p", b"\0\x02" + be(K256_P))
    write(t, "key-33-x-is-p-minus-1", b"\0\x03" + be(K256_P - 1))
    nonsq = next(x for x in range(1, 100)
                 if pow(x ** 3 + 7, (K256_P - 1) // 2, K256_P) != 1)
    write(t, "key-33-no-root", b"\0\x02" + be(nonsq))
    # DER, strict and lax
    write(t, "der", b"\x01" + der)
    write(t, "der-high-s", b"\x01" + der_sig(high))
    write(t, "der-long-form-length", b"\x01\x30\x81" + der[1:2] + der[2:])
    write(t, "der-trailing-byte", b"\x01" + der + b"\x00")
    body = der_int(sig[:32])[:1] + bytes([der_int(sig[:32])[1] + 2]) + b"\0\0" + \
        der_int(sig[:32])[2:] + der_int(sig[32:])
    write(t, "der-excess-zeros", b"\x01\x30" + bytes([len(body)]) + body)
    neg = b"\x02\x01\x81" + b"\x02\x01\x01"
    write(t, "der-negative", b"\x01\x30" + bytes([len(neg)]) + neg)
    big = b"\x02\x21\x01" + b"\0" * 32 + b"\x02\x01\x01"
    write(t, "der-33-byte-r", b"\x01\x30" + bytes([len(big)]) + big)
    write(t, "der-indefinite", b"\x01\x30\x80" + der[2:])
    # ECDSA verify: format byte (bit 0: 65 bytes), key, r || s, hash
    write(t, "verify-33", b"\x02\x00" + cmp_ + sig + h)
    write(t, "verify-65", b"\x02\x01" + unc + sig + h)
    write(t, "verify-high-s", b"\x02\x00" + cmp_ + high + h)
    write(t, "verify-s-is-n", b"\x02\x00" + cmp_ + sig[:32] + be(K256_N) + h)
    write(t, "verify-r-zero", b"\x02\x01" + unc + be(0) + sig[32:] + h)
    # recovery: recid byte (recid = byte % 6 - 1), r || s, hash
    for rid in range(4):
        write(t, "recover-%d" % rid, b"\x03" + bytes([rid + 1]) + sig + h)
    write(t, "recover-high-s", b"\x03\x02" + high + h)
    write(t, "recover-recid-4", b"\x03\x05" + sig + h)
    gl, vl = wycheproof("ecdsa_secp256k1_sha256_bitcoin_test.json",
                        lambda r: r["comment"] == "k*G has a large x-coordinate")
    hl = hashlib.sha256(bytes.fromhex(vl["msg"])).digest()
    for rid in (2, 3):
        write(t, "recover-large-x-%d" % rid, b"\x03" + bytes([rid + 1]) +
              der_parse(bytes.fromhex(vl["sig"])) + hl)
    write(t, "verify-large-x", b"\x02\x01" + bytes.fromhex(gl["publicKey"]["uncompressed"]) +
          der_parse(bytes.fromhex(vl["sig"])) + hl)
    # BIP-340 verify: sig, x-only key, message
    b = records("k256/bip340.jsonl", n=19)
    for r in b:
        if r["index"] in (0, 1, 5, 9, 12, 13, 14, 15, 16):
            write(t, "schnorr-%02d" % r["index"], b"\x04" + bytes.fromhex(r["signature"]) +
                  bytes.fromhex(r["public_key"]) + bytes.fromhex(r["message"]))
    # ECDH: secret key, peer key
    _, e = wycheproof("ecdh_secp256k1_test.json", lambda r: r["result"] == "valid")
    priv = int(e["private"], 16).to_bytes(32, "big")
    peer = bytes.fromhex(e["public"])[-65:]
    write(t, "ecdh-65", b"\x05" + priv + peer)
    write(t, "ecdh-33", b"\x05" + priv + compress(peer[1:]))
    write(t, "ecdh-priv-is-n", b"\x05" + be(K256_N) + peer)
    write(t, "ecdh-priv-zero", b"\x05" + be(0) + compress(peer[1:]))
    write(t, "ecdh-x-is-p", b"\x05" + priv + b"\x02" + be(K256_P))
    # signing round trip: secret key, hash, message
    s2 = b[1]
    write(t, "sign", b"\x06" + bytes.fromhex(s2["secret_key"]) + h +
          bytes.fromhex(s2["message"]))
    # (one off the bound: the mutations that lower it reach n - 1 and
    # below, and the hash n - 1 is the largest second key for ECDH)
    write(t, "sign-is-n", b"\x06" + be(K256_N) + be(K256_N - 1))
    # keypair signing: d || x, aux, message
    write(t, "keypair", b"\x07" + bytes.fromhex(s2["secret_key"]) +
          bytes.fromhex(s2["public_key"]) + bytes.fromhex(s2["aux_rand"]) +
          bytes.fromhex(s2["message"]))
    write(t, "keypair-x-is-p", b"\x07" + bytes.fromhex(s2["secret_key"]) + be(K256_P) +
          bytes.fromhex(s2["aux_rand"]))
    write(t, "keypair-d-zero", b"\x07" + be(0) + bytes.fromhex(s2["public_key"]))


def keys():
    """Seeds of fuzz_keys.c: the key files of tests/vectors/keys (mode 0
    for secret keys, 1 for public ones), and a few broken ones."""
    t = "keys"
    d = os.path.join(ROOT, "tests", "vectors", "keys")
    for name in sorted(os.listdir(d)):
        if name == "LICENSE" or name.endswith((".txt", ".sig")):
            continue
        with open(os.path.join(d, name), "rb") as f:
            data = f.read()
        public = b"PUBLIC KEY" in data or b'"d"' not in data and data.startswith(b"{")
        stem = name.rsplit(".", 1)[0]
        write(t, stem, (b"\x01" if public else b"\x00") + data)
        write(t, stem + "-truncated", (b"\x01" if public else b"\x00") + data[: len(data) // 2])
    write(t, "empty", b"")
    write(t, "jwk-empty", b"\x01{}")


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    p256()
    k256()
    snowshoe()
    fourq_seeds("fourq", (1, 2, 3, 0))
    # the input of the finding in docs/fuzzing.md (a small-order SchnorrQ
    # key), written here so that rerunning the script keeps it
    write("fourq", "schnorrq-small-order-key", b"\x6b" + b"\0" * 115 + b"\x03")
    compat()
    keys()


if __name__ == "__main__":
    main()

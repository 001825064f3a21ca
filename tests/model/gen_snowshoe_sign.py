#!/usr/bin/env python3
"""Independent model of the Snowshoe signature (docs/snowshoe-signature.md).

Writes DIR/snowshoe_sign.jsonl (and, with --kat FILE, the same records to
FILE: that is how tests/vectors/snowshoe/sign_kat.jsonl, the checked-in
known answers, was made). tests/proto/test_snowshoe_proto.c checks the C
implementation against both, so the checked-in file cannot drift from the
specification either.

usage: gen_snowshoe_sign.py --out DIR [--kat FILE]

Python integers and hashlib.blake2b only; the curve arithmetic is the
affine model of tools/gen_snowshoe_tables.py (written from the curve
equation). Each record (JSON Lines, lowercase hex, little-endian):
  {"tc": n, "seed": 32 bytes, "msg": bytes, "pk": 64 bytes,
   "sk": 96 bytes (seed || pk), "sig": 96 bytes (R || s)}
"""
import argparse
import hashlib
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "..", "tools", "gen_snowshoe_tables.py")


def load_curve():
    # the tool imports its shared arithmetic (tools/edwards127.py)
    if os.path.dirname(TOOL) not in sys.path:
        sys.path.insert(0, os.path.dirname(TOOL))
    spec = importlib.util.spec_from_file_location("gen_snowshoe_tables", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


C = load_curve()
from edwards127 import f_mul, f_sub  # noqa: E402 (on sys.path after load_curve)
Q = C.Q
G = (C.GX, C.GY)


def H(data):
    return hashlib.blake2b(data, digest_size=64).digest()


def le(b):
    return int.from_bytes(b, "little")


def enc(pt):
    return b"".join(c[0].to_bytes(16, "little") + c[1].to_bytes(16, "little") for c in pt)


def mask(b):
    return b[:31] + bytes([b[31] & 0x07])


def keypair(seed):
    h = H(seed)
    a = le(mask(h[:32]))
    assert a != 0
    pk = enc(C.mul(a, G))
    return seed + pk, pk


def sign(sk, msg):
    seed, pk = sk[:32], sk[32:]
    h = H(seed)
    a = le(mask(h[:32]))
    r = le(H(h[32:] + msg)) % Q
    rb = enc(C.mul((4 * r) % Q, G))
    t = le(H(rb + pk + msg)) % Q
    s = (r + t * a) % Q
    return rb + s.to_bytes(32, "little")


def verify(sig, pk, msg, A):
    s = le(sig[64:])
    if s >= Q:
        return False
    t = le(H(sig[:64] + pk + msg)) % Q
    four_a = C.add(C.add(A, A), C.add(A, A))
    neg = (f_sub((0, 0), four_a[0]), four_a[1])
    r2 = C.add(C.mul(4 * s % Q, G), C.mul(t, neg))
    return enc(r2) == sig[:64]


def records():
    out = []
    msgs = [b"", b"\x00", b"abc", bytes(range(32)), bytes(range(64)), bytes(127),
            bytes(range(128)), bytes([0xff]) * 129, b"Snowfield" * 100]
    for i, msg in enumerate(msgs):
        seed = hashlib.sha256(b"snowfield-snowshoe-sign-kat/" + bytes([i])).digest()
        sk, pk = keypair(seed)
        sig = sign(sk, msg)
        x = f_mul((1, 0), (int.from_bytes(pk[0:16], "little"), int.from_bytes(pk[16:32], "little")))
        A = (x, (int.from_bytes(pk[32:48], "little"), int.from_bytes(pk[48:64], "little")))
        assert verify(sig, pk, msg, A)
        bad = bytearray(sig)
        bad[i % 96] ^= 1
        assert not verify(bytes(bad), pk, msg, A)
        out.append({"tc": i + 1, "seed": seed.hex(), "msg": msg.hex(), "pk": pk.hex(),
                    "sk": sk.hex(), "sig": sig.hex()})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--kat")
    a = ap.parse_args()
    text = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records())
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "snowshoe_sign.jsonl"), "w") as f:
        f.write(text)
    if a.kat:
        with open(a.kat, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Flatten the P-256 Wycheproof files into JSON lines for the C tests.

No model and no decisions here: the Wycheproof JSON files
(tests/vectors/wycheproof/, unmodified copies) are pretty-printed, nested
JSON, and the C test harness reads one flat object per line. This script
copies every test case, with the fields of its test group that it needs,
onto one line; tests/proto/test_p256_wycheproof.c does all the checking.

usage: gen_wycheproof_p256.py --out DIR

Writes into DIR:
  wycheproof_p256_ecdh.jsonl     tc, result, flags, public (SPKI DER),
                                 private (big-endian integer), shared
  wycheproof_p256_ecdsa_der.jsonl    tc, result, flags, pub (04||X||Y),
                                 spki (the key as SPKI DER), msg, sig (DER)
  wycheproof_p256_ecdsa_p1363.jsonl  the same with sig = r||s
flags are joined with "|". A last line {"count": N} lets the C test check
that it read every case.
"""
import argparse
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "vectors", "wycheproof")

FILES = [
    ("ecdh_secp256r1_test.json", "wycheproof_p256_ecdh.jsonl", "ecdh"),
    ("ecdsa_secp256r1_sha256_test.json", "wycheproof_p256_ecdsa_der.jsonl", "ecdsa"),
    ("ecdsa_secp256r1_sha256_p1363_test.json", "wycheproof_p256_ecdsa_p1363.jsonl", "ecdsa"),
]


def flatten(src, kind):
    with open(src) as f:
        data = json.load(f)
    rows = []
    for group in data["testGroups"]:
        for t in group["tests"]:
            row = {"tc": t["tcId"], "result": t["result"],
                   "flags": "|".join(t["flags"])}
            if kind == "ecdh":
                if group.get("curve") != "secp256r1" or group.get("encoding") != "asn":
                    raise SystemExit("unexpected ECDH group in " + src)
                row.update(public=t["public"], private=t["private"], shared=t["shared"])
            else:
                if group["sha"] != "SHA-256" or group["publicKey"]["curve"] != "secp256r1":
                    raise SystemExit("unexpected ECDSA group in " + src)
                row.update(pub=group["publicKey"]["uncompressed"],
                           spki=group["publicKeyDer"], msg=t["msg"], sig=t["sig"])
            rows.append(row)
    if len(rows) != data["numberOfTests"]:
        raise SystemExit("%s: %d cases, header says %d" % (src, len(rows), data["numberOfTests"]))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for src, dst, kind in FILES:
        rows = flatten(os.path.join(SRC, src), kind)
        with open(os.path.join(args.out, dst), "w") as f:
            for row in rows:
                f.write(json.dumps(row, separators=(",", ":")) + "\n")
            f.write(json.dumps({"count": len(rows)}) + "\n")
        print("gen_wycheproof_p256: %s: %d cases" % (dst, len(rows)))


if __name__ == "__main__":
    main()

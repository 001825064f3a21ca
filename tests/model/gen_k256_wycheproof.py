#!/usr/bin/env python3
"""Flatten the secp256k1 Wycheproof files of tests/vectors/k256/ into JSON
lines for tests/proto/test_k256_vectors.c (whose harness reads one object
per line). Values are copied, never changed or filtered: every test case of
every group becomes one line, with the group's public key (and, for ECDSA,
the hash name) repeated on it.

usage: gen_k256_wycheproof.py --out DIR

Writes DIR/k256_wp_ecdh.jsonl     tc, public (SPKI DER), private, shared, result, flags
       DIR/k256_wp_ecdsa_der.jsonl / _p1363.jsonl / _bitcoin.jsonl
                                   tc, pub (uncompressed), sha, msg, sig, result
and checks each file's numberOfTests against the lines written.
"""
import argparse
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
VEC = os.path.join(HERE, "..", "vectors", "k256")

FILES = {
    "k256_wp_ecdh.jsonl": "ecdh_secp256k1_test.json",
    "k256_wp_ecdsa_der.jsonl": "ecdsa_secp256k1_sha256_test.json",
    "k256_wp_ecdsa_p1363.jsonl": "ecdsa_secp256k1_sha256_p1363_test.json",
    "k256_wp_ecdsa_bitcoin.jsonl": "ecdsa_secp256k1_sha256_bitcoin_test.json",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    for out, src in FILES.items():
        with open(os.path.join(VEC, src)) as f:
            d = json.load(f)
        lines = []
        for g in d["testGroups"]:
            for t in g["tests"]:
                o = {"tc": t["tcId"], "result": t["result"],
                     "flags": ",".join(t.get("flags", []))}
                if "ecdh" in out:
                    o.update(public=t["public"], private=t["private"],
                             shared=t["shared"])
                else:
                    o.update(pub=g["publicKey"]["uncompressed"], sha=g["sha"],
                             msg=t["msg"], sig=t["sig"])
                lines.append(json.dumps(o, separators=(",", ":")))
        assert len(lines) == d["numberOfTests"], src
        with open(os.path.join(args.out, out), "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

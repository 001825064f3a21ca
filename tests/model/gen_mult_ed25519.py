#!/usr/bin/env python3
"""Model vectors for edwards25519's multiplications, and its regenerated
base-point tables.

Writes DIR/mult_ed25519.txt (read by tests/mult/test_mult_ed25519.c) and
DIR/mult_ed25519_tables.c, made by running tools/gen_ed25519_tables.py
afresh; the C test compares every number in it with the tables compiled
into the library, so the checked-in generated file cannot drift from its
generator.

usage: gen_mult_ed25519.py --out DIR [--seed S] [--count N]

The arithmetic is the group model's (gen_ge_ed25519.py: the affine law
over Python integers). Records (hex: scalars 32 bytes LE, points their
RFC 8032 encoding):
  gen K R          R = [K]B
  mul K P R        R = [K]P
  dbl A B P R      R = [A]B + [B]P
Scalars include the edges (0, 1, 2, l - 1, l, l + 1, 2^255, 2^256 - 1) and
points with a torsion part, for which [K]P depends on all 256 bits of K.
"""
import argparse
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_ge_ed25519 as m  # noqa: E402

TOOL = os.path.join(HERE, "..", "..", "tools", "gen_ed25519_tables.py")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=2552)
    ap.add_argument("--count", type=int, default=12)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    subprocess.run([sys.executable, TOOL, "--out", os.path.join(a.out, "mult_ed25519_tables.c")],
                   check=True)
    rng = random.Random(a.seed)
    tors = m.torsion_points()
    edges = [0, 1, 2, 3, m.L - 1, m.L, m.L + 1, 2 * m.L, 8 * m.L, 2**252, 2**255, 2**256 - 1,
             2**256 - m.L]
    scalars = edges + [rng.getrandbits(256) for _ in range(a.count)]
    prime = [m.mul(8, m.random_point(rng)) for _ in range(3)]
    points = [m.BASE, m.ZERO, tors[1], tors[4], m.add(prime[0], tors[3]),
              m.random_point(rng)] + prime
    out = ["# edwards25519 multiplications (tests/model/gen_mult_ed25519.py)"]
    for k in scalars:
        out.append("gen %s %s" % (m.le(k), m.encode(m.mul(k % m.L, m.BASE))))
    for i, k in enumerate(scalars):
        p = points[i % len(points)]
        out.append("mul %s %s %s" % (m.le(k), m.encode(p), m.encode(m.mul(k, p))))
        q = points[(i * 7 + 3) % len(points)]
        out.append("mul %s %s %s" % (m.le(k), m.encode(q), m.encode(m.mul(k, q))))
    for i, x in enumerate(scalars):
        y = scalars[(i * 5 + 2) % len(scalars)]
        p = points[i % len(points)]
        r = m.add(m.mul(x % m.L, m.BASE), m.mul(y, p))
        out.append("dbl %s %s %s %s" % (m.le(x), m.le(y), m.encode(p), m.encode(r)))
    with open(os.path.join(a.out, "mult_ed25519.txt"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("gen_mult_ed25519: wrote %d records to %s" % (len(out) - 1, a.out))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Independent model of the secp256k1 group (affine, Python integers) for
tests/group/test_ge_k256.c and tests/mult/test_mult_k256.c.

Nothing here is taken from the C code: the group law is the chord-and-tangent
rule on y^2 = x^3 + 7, scalar multiplication is plain double-and-add, and the
endomorphism is checked from its definition (beta^3 = 1, lambda^3 = 1,
lambda G = (beta x, y)).

usage: gen_ge_k256.py --out DIR [--seed S] [--count N]

Writes DIR/ge_k256.txt, one case per line, points as SEC1 compressed hex
(33 bytes) or "inf", scalars as 64 hex digits (big-endian):
  gen k R            R = k G
  mul k P R          R = k P
  simul a b Q R      R = a G + b Q
  add P Q R          R = P + Q   (P = Q, P = -Q included)
  dbl P R            R = 2 P
  endo P R           R = lambda P
  dec ENC rc         rc = 0 (valid), 1 (bad encoding: prefix, length,
                     coordinate >= p), 2 (not on the curve / no root);
                     ENC any hex string
  xonly X rc Y       lift_x with even y (rc as dec; Y the compressed point)
  tables ok          1 if tools/gen_k256_tables.py, run afresh, reproduces
                     src/mult/k256/mult_k256_tables.c byte for byte
"""
import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
# The curve constants and the affine chord-and-tangent law are shared with
# the table generator (one Python model of the curve, never the C code).
sys.path.insert(0, os.path.join(ROOT, "tools"))
from gen_k256_tables import BETA, GX, GY, N, P, add  # noqa: E402

G = (GX, GY)
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72


def neg(p):
    return None if p is None else (p[0], (-p[1]) % P)


def mul(k, p):
    r = None
    for bit in bin(k % N)[2:] if k % N else "":
        r = add(r, r)
        if bit == "1":
            r = add(r, p)
    return r


def enc(p):
    if p is None:
        return "inf"
    return "%02x%064x" % (2 + (p[1] & 1), p[0])


def lift(x, odd):
    """The point with this x and y parity, or None if x^3 + 7 is no square."""
    rhs = (x ** 3 + 7) % P
    y = pow(rhs, (P + 1) // 4, P)
    if y * y % P != rhs:
        return None
    if y & 1 != odd:
        y = P - y
    return (x, y)


def decode(h):
    """The model's SEC1 decoder: (rc, point)."""
    b = bytes.fromhex(h)
    if len(b) == 33 and b[0] in (2, 3):
        x = int.from_bytes(b[1:], "big")
        if x >= P:
            return 1, None
        pt = lift(x, b[0] & 1)
        return (2, None) if pt is None else (0, pt)
    if len(b) == 65 and b[0] == 4:
        x = int.from_bytes(b[1:33], "big")
        y = int.from_bytes(b[33:], "big")
        if x >= P or y >= P:
            return 1, None
        if (y * y - x ** 3 - 7) % P:
            return 2, None
        return 0, (x, y)
    return 1, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=25610)
    ap.add_argument("--count", type=int, default=24)
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    # the constants, from their definitions
    assert (G[1] ** 2 - G[0] ** 3 - 7) % P == 0
    assert pow(BETA, 3, P) == 1 and BETA != 1
    assert pow(LAMBDA, 3, N) == 1 and LAMBDA != 1
    assert mul(LAMBDA, G) == (BETA * G[0] % P, G[1])
    assert mul(N, G) is None and mul(N - 1, G) == neg(G)

    out = []
    special = [0, 1, 2, 3, N - 1, N - 2, (N - 1) // 2, (N + 1) // 2, 2**128,
               2**128 - 1, LAMBDA, N - LAMBDA, 63, 64, 2**252, 15 * 2**253 % N,
               (15 * 2**253 - N) % N, 2**255, N - 2**128]
    scalars = special + [rnd.randrange(N) for _ in range(args.count)]
    for k in scalars:
        out.append("gen %064x %s" % (k, enc(mul(k, G))))
    pts = [mul(rnd.randrange(1, N), G) for _ in range(6)] + [G, neg(G)]
    for k in scalars:
        p = rnd.choice(pts)
        out.append("mul %064x %s %s" % (k, enc(p), enc(mul(k, p))))
    for i in range(args.count + 8):
        a = rnd.choice(scalars) if i < 8 else rnd.randrange(N)
        b = rnd.choice(scalars) if i % 2 else rnd.randrange(N)
        q = rnd.choice(pts)
        out.append("simul %064x %064x %s %s" % (a, b, enc(q),
                                                enc(add(mul(a, G), mul(b, q)))))
    for p1 in pts:
        # p1 = p2, p1 = -p2, random, O, and -lambda p1 = (beta x, -y): the
        # pair with y1 + y2 = 0 but x1 != x2 (the unified formula's exception)
        for p2 in [p1, neg(p1), rnd.choice(pts), None, neg(mul(LAMBDA, p1))]:
            out.append("add %s %s %s" % (enc(p1), enc(p2), enc(add(p1, p2))))
        out.append("dbl %s %s" % (enc(p1), enc(add(p1, p1))))
        out.append("endo %s %s" % (enc(p1), enc(mul(LAMBDA, p1))))
    # decoding: valid, off-curve, no root, x >= p, bad prefixes and lengths
    for _ in range(args.count):
        x = rnd.randrange(P)
        for pre in ("02", "03"):
            h = pre + "%064x" % x
            rc, pt = decode(h)
            out.append("dec %s %d" % (h, rc))
        pt = rnd.choice(pts)
        h = "04%064x%064x" % pt
        out.append("dec %s %d" % (h, decode(h)[0]))
        h = "04%064x%064x" % (pt[0], (pt[1] + 1) % P)
        out.append("dec %s %d" % (h, decode(h)[0]))
        xo = "%064x" % x
        pt = lift(x, 0)
        out.append("xonly %s %d %s" % (xo, 0 if pt else 2, enc(pt)))
    for h in ["02" + "ff" * 32, "03%064x" % P, "04%064x%064x" % (P, G[1]),
              "05%064x" % G[0],
              "06%064x%064x" % G, "07%064x%064x" % G, "00", "",
              "02%064x" % G[0] + "00", "04%064x" % G[0],
              "02%064x" % 0, "%064x" % G[0]]:
        out.append("dec %s %d" % (h if h else "-", decode(h)[0]))
    out.append("xonly %064x 1 inf" % P)
    out.append("xonly %s 1 inf" % ("ff" * 32))
    # the checked-in generator table, regenerated
    tool = os.path.join(ROOT, "tools", "gen_k256_tables.py")
    fresh = subprocess.run([sys.executable, tool], check=True,
                           capture_output=True).stdout
    with open(os.path.join(ROOT, "src", "mult", "k256",
                           "mult_k256_tables.c"), "rb") as f:
        ok = f.read() == fresh
    out.append("tables %d" % ok)
    with open(os.path.join(args.out, "ge_k256.txt"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Model vectors for the P-256 group and scalar multiplications.

An independent model in plain Python integers: the curve from its equation
y^2 = x^3 - 3x + b over p, the affine chord-and-tangent law with Python's
pow() for inverses, double-and-add for multiples. Nothing here follows the
C code's coordinates, windows or tables.

usage: gen_ge_p256.py --out DIR [--seed S] [--count N]

Writes DIR/ge_p256.txt, one case per line, fields separated by spaces.
Points are 128 hex digits x || y (big-endian, the raw 64-byte encoding) or
"inf" for the point at infinity; scalars 64 hex digits.

  add    P Q R        R = P + Q (P, Q, R may be inf)
  dbl    P - R        R = 2P
  mul    K P R        R = K*P, K any 256-bit value (reduced mod n)
  gen    K - R        R = K*G
  simul  A B P R      R = A*G + B*P
  decode E C R        E = encoding bytes in hex ("-" if empty); C = ok,
                      encoding (bad length, the one-byte 00 of the point
                      at infinity included; prefix; coordinate >= p) or
                      point (off the curve, no square root);
                      R = the decoded point when C = ok, else "-"
  xmodn  P K F        F = 1 if x(P) mod n == K (P finite), else 0
N (--count, default 400) sets the number of random cases per kind.

Also writes DIR/mult_p256_tables.c: tools/gen_p256_tables.py run afresh with
its defaults; tests/mult/test_mult_p256.c compares every number in it with
the table compiled into the library, so the checked-in generated file
cannot drift from its generator.
"""
import argparse
import os
import random
import subprocess
import sys

TOOL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                    "tools", "gen_p256_tables.py")

P = 2**256 - 2**224 + 2**192 + 2**96 - 1
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
GX = 0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296
GY = 0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5
G = (GX, GY)
INF = None


def on_curve(pt):
    x, y = pt
    return (y * y - (x * x * x - 3 * x + B)) % P == 0


def add(p1, p2):
    if p1 is INF:
        return p2
    if p2 is INF:
        return p1
    x1, y1 = p1
    x2, y2 = p2
    if x1 == x2:
        if (y1 + y2) % P == 0:
            return INF
        lam = (3 * x1 * x1 - 3) * pow(2 * y1, P - 2, P) % P
    else:
        lam = (y2 - y1) * pow(x2 - x1, P - 2, P) % P
    x3 = (lam * lam - x1 - x2) % P
    return (x3, (lam * (x1 - x3) - y1) % P)


def neg(pt):
    return INF if pt is INF else (pt[0], -pt[1] % P)


def jac_dbl(pt):
    # textbook Jacobian doubling for y^2 = x^3 + a x + b, a = -3:
    # M = 3 X^2 + a Z^4, S = 4 X Y^2, X' = M^2 - 2S,
    # Y' = M (S - X') - 8 Y^4, Z' = 2 Y Z
    x, y, z = pt
    if z == 0 or y == 0:
        return (1, 1, 0)
    m = (3 * x * x - 3 * pow(z, 4, P)) % P
    s = 4 * x * y * y % P
    x3 = (m * m - 2 * s) % P
    return (x3, (m * (s - x3) - 8 * pow(y, 4, P)) % P, 2 * y * z % P)


def jac_add_affine(pt, q):
    # textbook mixed addition: U2 = x2 Z^2, S2 = y2 Z^3, H = U2 - X,
    # R = S2 - Y, X' = R^2 - H^3 - 2 X H^2, Y' = R (X H^2 - X') - Y H^3,
    # Z' = Z H
    x, y, z = pt
    if z == 0:
        return (q[0], q[1], 1)
    zz = z * z % P
    h = (q[0] * zz - x) % P
    r = (q[1] * zz * z - y) % P
    if h == 0:
        return jac_dbl(pt) if r == 0 else (1, 1, 0)
    hh = h * h % P
    hhh = hh * h % P
    v = x * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return (x3, (r * (v - x3) - y * hhh) % P, z * h % P)


def mul(k, pt):
    """k * pt by left-to-right double-and-add in Jacobian coordinates."""
    k %= N
    if pt is INF or k == 0:
        return INF
    acc = (1, 1, 0)
    for i in range(k.bit_length() - 1, -1, -1):
        acc = jac_dbl(acc)
        if (k >> i) & 1:
            acc = jac_add_affine(acc, pt)
    x, y, z = acc
    if z == 0:
        return INF
    zi = pow(z, P - 2, P)
    return (x * zi * zi % P, y * zi * zi * zi % P)


def hx(v):
    return "%064x" % v


def pt_hex(pt):
    return "inf" if pt is INF else hx(pt[0]) + hx(pt[1])


def sqrt_mod_p(a):
    r = pow(a, (P + 1) // 4, P)
    return r if r * r % P == a % P else None


def scalar_edges():
    return [1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 33, 63, 64, 65, N - 1, N - 2,
            N - 3, N - 16, N - 17, N - 32, N - 33, (N - 1) // 2, (N + 1) // 2,
            2**255, 2**128, 2**64 - 1, 2**224, N + 1, 2**256 - 1, N, 0,
            2 * N - 2**256 + 5 if 2 * N > 2**256 else 7]


def gen(rng, count, out):
    lines = []
    pts = [G, mul(2, G), mul(N - 1, G), mul(3, G)]
    pts += [mul(rng.randrange(1, N), G) for _ in range(24)]

    def rpt():
        return rng.choice(pts)

    # group law, including every exceptional combination
    for p1 in pts[:8]:
        for p2 in pts[:8]:
            lines.append("add %s %s %s" % (pt_hex(p1), pt_hex(p2), pt_hex(add(p1, p2))))
        lines.append("add %s %s %s" % (pt_hex(p1), pt_hex(p1), pt_hex(add(p1, p1))))
        lines.append("add %s %s inf" % (pt_hex(p1), pt_hex(neg(p1))))
        lines.append("add inf %s %s" % (pt_hex(p1), pt_hex(p1)))
        lines.append("add %s inf %s" % (pt_hex(p1), pt_hex(p1)))
    lines.append("add inf inf inf")
    for _ in range(count):
        p1, p2 = rpt(), rpt()
        lines.append("add %s %s %s" % (pt_hex(p1), pt_hex(p2), pt_hex(add(p1, p2))))
    for p1 in pts:
        lines.append("dbl %s - %s" % (pt_hex(p1), pt_hex(add(p1, p1))))
    lines.append("dbl inf - inf")

    # multiplications
    for k in scalar_edges():
        lines.append("gen %s - %s" % (hx(k), pt_hex(mul(k, G))))
        q = rpt()
        lines.append("mul %s %s %s" % (hx(k), pt_hex(q), pt_hex(mul(k, q))))
    for _ in range(count):
        k = rng.randrange(2**256)
        lines.append("gen %s - %s" % (hx(k), pt_hex(mul(k, G))))
        q = rpt()
        lines.append("mul %s %s %s" % (hx(k), pt_hex(q), pt_hex(mul(k, q))))
    # double-base, with the cancelling cases a*G + b*Q = inf and a*G = b*Q
    for _ in range(count):
        a, b, q = rng.randrange(N), rng.randrange(N), rpt()
        lines.append("simul %s %s %s %s" % (hx(a), hx(b), pt_hex(q),
                                             pt_hex(add(mul(a, G), mul(b, q)))))
    for a in scalar_edges()[:12]:
        for b in (0, 1, N - 1, a % N, (N - a) % N):
            for q in (G, neg(G), mul(5, G)):
                lines.append("simul %s %s %s %s" % (hx(a % N), hx(b), pt_hex(q),
                                                     pt_hex(add(mul(a, G), mul(b, q)))))
    d = rng.randrange(1, N)
    q = mul(d, G)
    for _ in range(8):
        b = rng.randrange(1, N)
        a = (-b * d) % N                        # a G + b Q = inf
        lines.append("simul %s %s %s inf" % (hx(a), hx(b), pt_hex(q)))
        a = b * d % N                           # a G = b Q: a doubling
        lines.append("simul %s %s %s %s" % (hx(a), hx(b), pt_hex(q),
                                             pt_hex(mul(2 * a, G))))

    # encodings
    def dec(enc, code, pt):
        lines.append("decode %s %s %s" % (enc.hex() if enc else "-", code,
                                          pt_hex(pt) if code == "ok" else "-"))

    def be(v):
        return v.to_bytes(32, "big")

    for pt in pts:
        x, y = pt
        dec(b"\x04" + be(x) + be(y), "ok", pt)
        dec(be(x) + be(y), "ok", pt)
        dec(bytes([2 + (y & 1)]) + be(x), "ok", pt)
        dec(bytes([3 - (y & 1)]) + be(x), "ok", neg(pt))
        dec(b"\x04" + be(x) + be((y + 1) % P), "point", None)
        dec(be(x) + be((y + 1) % P), "point", None)
        dec(b"\x04" + be(x + P if x + P < 2**256 else x) + be(y),
            "encoding" if x + P < 2**256 else "ok", pt)
        dec(b"\x04" + be(x) + be(y + P) if y + P < 2**256 else b"\x04" + be(x) + be(y),
            "encoding" if y + P < 2**256 else "ok", pt)
        for pre in (0x00, 0x01, 0x05, 0x06, 0x07, 0xFF):
            dec(bytes([pre]) + be(x) + be(y), "encoding", None)
        for pre in (0x00, 0x01, 0x04, 0x06, 0x07):
            dec(bytes([pre]) + be(x), "encoding", None)
        # 64 bytes are the raw X || Y format, whatever the first byte says
        t = b"\x04" + be(x) + be(y)[:31]
        tx, ty = int.from_bytes(t[:32], "big"), int.from_bytes(t[32:], "big")
        dec(t, "encoding" if max(tx, ty) >= P else
            "ok" if on_curve((tx, ty)) else "point", (tx, ty))
        dec(b"\x04" + be(x) + be(y) + b"\x00", "encoding", None)
        dec(be(x), "encoding", None)
    for enc in (b"", b"\x04", b"\x02", b"\x00" * 2, b"\x00" * 65, b"\xff" * 64,
                b"\xff" * 33, b"\x02" + b"\xff" * 32, b"\x03" + be(P)):
        dec(enc, "encoding", None)
    # SEC1's one-byte 00 (the point at infinity) is just a length p256.h
    # does not know
    dec(b"\x00", "encoding", None)
    dec(b"\x04" + bytes(64), "point", None)
    dec(bytes(64), "point", None)
    # small x (so x + p still fits 32 bytes: a non-canonical encoding of a
    # valid point) and x near p; compressed x with no square root
    nonsq = 0
    for x in list(range(0, 40)) + [P - 1 - i for i in range(40)]:
        y = sqrt_mod_p((x * x * x - 3 * x + B) % P)
        if y is None:
            if nonsq < 24:
                dec(b"\x02" + be(x), "point", None)
                dec(b"\x03" + be(x), "point", None)
                nonsq += 1
            continue
        for par in (0, 1):
            yy = y if (y & 1) == par else P - y
            dec(bytes([2 + par]) + be(x), "ok", (x, yy))
        dec(b"\x04" + be(x) + be(y), "ok", (x, y))
        if x + P < 2**256:
            dec(b"\x04" + be(x + P) + be(y), "encoding", None)
            dec(be(x + P) + be(y), "encoding", None)
            dec(b"\x02" + be(x + P), "encoding", None)
        if y + P < 2**256:
            dec(b"\x04" + be(x) + be(y + P), "encoding", None)
    dec(b"\x04" + be(P) + be(GY), "encoding", None)
    dec(b"\x04" + be(GX) + be(P), "encoding", None)

    # the x(P) mod n test of ECDSA verification, including x >= n
    for pt in pts:
        lines.append("xmodn %s %s 1" % (pt_hex(pt), hx(pt[0] % N)))
        lines.append("xmodn %s %s 0" % (pt_hex(pt), hx((pt[0] + 1) % N)))
    found = 0
    while found < 4:
        # points whose x lies in [n, p): x mod n = x - n
        x = rng.randrange(N, P)
        y = sqrt_mod_p((x * x * x - 3 * x + B) % P)
        if y is None:
            continue
        found += 1
        lines.append("xmodn %s %s 1" % (pt_hex((x, y)), hx(x - N)))
        lines.append("xmodn %s %s 0" % (pt_hex((x, y)), hx(x - N + 1)))
    # and the extremes of that range: the largest x < p and the smallest
    # x >= n on the curve, so r = x - n reaches up to p - n - 1 (a wrong
    # constant for p - n once rejected r within 2^96 of it: Wycheproof
    # ecdsa_secp256r1_sha256 tc 350, "k*G has a large x-coordinate")
    for start, step in ((P - 1, -1), (N, 1)):
        x, found = start, 0
        while found < 2:
            y = sqrt_mod_p((x * x * x - 3 * x + B) % P)
            if y is not None:
                found += 1
                lines.append("xmodn %s %s 1" % (pt_hex((x, y)), hx(x - N)))
                lines.append("xmodn %s %s 0" % (pt_hex((x, y)), hx(x - N - 1)))
            x += step
    with open(os.path.join(out, "ge_p256.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=2560)
    ap.add_argument("--count", type=int, default=400)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    assert on_curve(G) and mul(N - 1, G) == neg(G)
    assert add(mul(N - 1, G), G) is INF and mul(2, G) == add(G, G)
    n = gen(random.Random(args.seed), args.count, args.out)
    subprocess.run([sys.executable, TOOL, "--out",
                    os.path.join(args.out, "mult_p256_tables.c")], check=True)
    print("gen_ge_p256: %d cases in %s" % (n, args.out))


if __name__ == "__main__":
    main()

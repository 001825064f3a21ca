#!/usr/bin/env python3
"""Independent model of the Snowshoe scalar layer (arithmetic mod q).

Writes DIR/sc_snowshoe.txt, read by tests/scalar/test_sc_snowshoe.c.

usage: gen_sc_snowshoe.py --out DIR [--seed S] [--count N]

Python integers only, standard library only. Nothing here is derived from C
code: every expected value is the plain mathematical definition.

File format (one record per line, fields separated by one space)
----------------------------------------------------------------
Lines starting with '#' are comments. Byte strings are lowercase hex, no
prefix, little-endian integers (the byte layout of the Snowshoe API). A
scalar is 32 bytes, a wide input 64 bytes, a half magnitude 16 bytes.

  reduce512 X64 R          R = X mod q                       (any 512-bit X)
  add X Y R                R = X + Y mod q                   (any 256-bit X, Y)
  sub X Y R                R = X - Y mod q                   (any 256-bit X, Y)
  neg X R                  R = -X mod q                      (any 256-bit X)
  muladd X Y Z R           R = X*Y + Z mod q; Z is '-' for "no addend"
                                                             (any 256-bit X, Y, Z)
  range K F                F = 1 if 0 < K < q else 0         (any 256-bit K)
  mask K R                 R = K AND (2^251 - 1)             (snowshoe_secret_gen)
  decomp K S1 M1 S2 M2     for 0 <= K < q: k1 = (-1)^S1 * M1, k2 = (-1)^S2 * M2
                           with z1 = floor((A*K + qround)/q),
                                z2 = floor((B*K + qround)/q),
                                k1 = K - (z1*A + z2*B),  k2 = z1*B - z2*A,
                           S = 1 iff the half is negative (so S = 0 when it
                           is 0), M = |k| as 16 bytes. Also k1 + k2*lambda = K
                           (mod q) and |k1|, |k2| < 2^126.
  recode W K C1 D1 C2 D2   the regular signed-window recoding of both halves
                           of decomp(K) with window W: for each half,
                           m' = M + C where C = 1 if M is even else 0, and
                           D = d_0,d_1,...,d_{n-1} (comma-separated decimal,
                           least significant first), n = floor(126/W) + 1,
                           every d_i odd, |d_i| < 2^W, d_{n-1} > 0, and
                           m' = sum d_i * 2^(W*i). Digits: for i < n-1,
                           d_i = (m mod 2^(W+1)) - 2^W, m = (m - d_i) / 2^W;
                           d_{n-1} = m.
"""
import argparse
import os
import random

Q = 0x0FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA6261414C0DC87D3CE9B68E3B09E01A5
LAMBDA = 0xEC2108006820E1AB0A9480CCBB42BE2A827C49CDE94F5CCCBF95D17BD8CF58F
DECOMP_A = (1 << 126) - 1
DECOMP_B = 0x62D2CF00A287A526
QROUND = Q // 2 + 1
MASK = (1 << 251) - 1
M256 = (1 << 256) - 1


def check_constants():
    assert DECOMP_A * DECOMP_A + DECOMP_B * DECOMP_B == Q
    assert (LAMBDA * LAMBDA + 1) % Q == 0
    assert (DECOMP_A - DECOMP_B * LAMBDA) % Q == 0  # v1 = (A, -B)
    assert (DECOMP_B + DECOMP_A * LAMBDA) % Q == 0  # v2 = (B, A)
    assert QROUND == 0x7ffffffffffffffffffffffffffffffd3130a0a606e43e9e74db471d84f00d3
    assert 2**251 < Q < 2**252


def le(x, n):
    return x.to_bytes(n, "little").hex()


def decomp(k):
    assert 0 <= k < Q
    z1 = (DECOMP_A * k + QROUND) // Q
    z2 = (DECOMP_B * k + QROUND) // Q
    k1 = k - (z1 * DECOMP_A + z2 * DECOMP_B)
    k2 = z1 * DECOMP_B - z2 * DECOMP_A
    assert (k1 + k2 * LAMBDA - k) % Q == 0
    assert abs(k1) < 2**126 and abs(k2) < 2**126
    return k1, k2


def recode(mag, w):
    n = 126 // w + 1
    corr = 1 if mag % 2 == 0 else 0
    m = mag + corr
    digits = []
    for _ in range(n - 1):
        d = (m % (1 << (w + 1))) - (1 << w)
        digits.append(d)
        m = (m - d) >> w
    digits.append(m)
    assert sum(d << (w * i) for i, d in enumerate(digits)) == mag + corr
    assert all(d % 2 == 1 and abs(d) < (1 << w) for d in digits)
    assert digits[-1] > 0
    return corr, digits


def edge_scalars():
    """Hand-picked 256-bit values (not all below q)."""
    vals = [0, 1, 2, 3, Q - 2, Q - 1, Q, Q + 1, Q + 2, MASK, MASK + 1, 1 << 252,
            (1 << 252) - 1, (1 << 255), M256, M256 - 1, (Q - 1) // 2,
            (Q + 1) // 2, 1 << 64, (1 << 64) - 1, 1 << 126, (1 << 126) - 1,
            1 << 127, (1 << 127) - 1, 1 << 128, QROUND, DECOMP_A, DECOMP_B,
            DECOMP_B * DECOMP_A, Q - DECOMP_A]
    for j in (1, 2, 3, 4, 5, 7):
        vals.append(j * LAMBDA % Q)
        vals.append(-j * LAMBDA % Q)
    vals.append((1 + LAMBDA) % Q)
    vals.append((1 - LAMBDA) % Q)
    vals.append(((1 << 125) + (1 << 125) * LAMBDA) % Q)
    vals.append((-(1 << 125) - (1 << 125) * LAMBDA) % Q)
    # rounding boundaries of the decomposition: A*k + qround + e (or with B)
    # an exact multiple of q for e = -1, 0, 1, so an off-by-one in qround or
    # in the floor changes z1 (or z2) there.
    for c in (DECOMP_A, DECOMP_B):
        for e in (-1, 0, 1):
            vals.append(-(QROUND + e) * pow(c, -1, Q) % Q)
    # around multiples of q that still fit in 256 bits
    j = 2
    while j * Q + 1 <= M256:
        vals += [j * Q - 1, j * Q, j * Q + 1]
        j += 1
    return [v for v in dict.fromkeys(vals) if 0 <= v <= M256]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20240607)
    ap.add_argument("--count", type=int, default=10000)
    args = ap.parse_args()
    check_constants()
    rng = random.Random(args.seed)
    edges = edge_scalars()
    n = max(args.count, 1)

    def rand256():
        # mix of uniform < q, uniform 256-bit and sparse values
        c = rng.randrange(8)
        if c < 4:
            return rng.randrange(Q)
        if c < 7:
            return rng.getrandbits(256)
        return rng.choice(edges) ^ (1 << rng.randrange(256))

    out = []
    out.append("# generated by tests/model/gen_sc_snowshoe.py --seed %d --count %d"
               % (args.seed, args.count))

    # ---- reduce512 --------------------------------------------------------
    wide = [0, 1, Q, Q + 1, Q * Q, Q * Q - 1, Q * Q + 1, (1 << 512) - 1,
            1 << 511, (1 << 504), ((1 << 512) - 1) // Q * Q,
            ((1 << 512) - 1) // Q * Q - 1, (Q - 1) * (M256), M256 * M256]
    wide += [e << 256 | e2 for e in edges[:12] for e2 in edges[:12]]
    for _ in range(n):
        wide.append(rng.getrandbits(512) >> rng.choice((0, 0, 0, 1, 4, 8, 64, 200)))
    for x in wide:
        x &= (1 << 512) - 1
        out.append("reduce512 %s %s" % (le(x, 64), le(x % Q, 32)))

    # ---- add, sub, neg ----------------------------------------------------
    pairs = [(a, b) for a in edges for b in edges[::3]]
    pairs += [(rand256(), rand256()) for _ in range(n)]
    for a, b in pairs:
        out.append("add %s %s %s" % (le(a, 32), le(b, 32), le((a + b) % Q, 32)))
    for a, b in pairs[::2]:
        out.append("sub %s %s %s" % (le(a, 32), le(b, 32), le((a - b) % Q, 32)))
    for a in edges + [rand256() for _ in range(n // 4)]:
        out.append("neg %s %s" % (le(a, 32), le(-a % Q, 32)))

    # ---- muladd -----------------------------------------------------------
    triples = [(a, b, c) for a in edges[::2] for b in edges[::2]
               for c in (None, 0, Q - 1, M256)]
    triples += [(rand256(), rand256(), rand256() if rng.randrange(4) else None)
                for _ in range(n)]
    for a, b, c in triples:
        r = (a * b + (c or 0)) % Q
        out.append("muladd %s %s %s %s" % (le(a, 32), le(b, 32),
                                           "-" if c is None else le(c, 32),
                                           le(r, 32)))

    # ---- range check and secret mask -------------------------------------
    ks = edges + [rand256() for _ in range(n)]
    for k in ks:
        out.append("range %s %d" % (le(k, 32), 1 if 0 < k < Q else 0))
    for k in ks:
        out.append("mask %s %s" % (le(k, 32), le(k & MASK, 32)))

    # ---- GLS decomposition and recoding ----------------------------------
    dks = [e % Q for e in edges] + [rng.randrange(Q) for _ in range(n)]
    dks += [rng.randrange(1 << rng.randrange(1, 252)) for _ in range(n // 10)]
    for k in dks:
        k1, k2 = decomp(k)
        out.append("decomp %s %d %s %d %s" % (le(k, 32), int(k1 < 0), le(abs(k1), 16),
                                              int(k2 < 0), le(abs(k2), 16)))
    for i, k in enumerate(dks[: len(edges) + n // 5]):
        k1, k2 = decomp(k)
        for w in (4, 5) if i % 2 == 0 else (5,):
            c1, d1 = recode(abs(k1), w)
            c2, d2 = recode(abs(k2), w)
            out.append("recode %d %s %d %s %d %s" % (
                w, le(k, 32), c1, ",".join(map(str, d1)), c2, ",".join(map(str, d2))))

    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "sc_snowshoe.txt")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %s (%d records)" % (path, len(out) - 1))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Model vectors for the P-256 field (mod p) and scalars (mod n).

An independent model in plain Python integers: every expected value is
computed with Python's arbitrary-precision arithmetic and pow(), never with
the C code's algorithms (no Montgomery form, no addition chains).

usage: gen_p256.py --out DIR [--seed S] [--count N]

Writes two files into DIR, one case per line, fields separated by spaces,
integers as 64 lowercase hex digits (plain values, big-endian as encoded):

  fp256.txt   OP A B R F
    add/sub/mul   A, B < p; R = A op B mod p
    sqr/neg/inv   A < p; R = A^2, -A, A^(p-2) mod p (B = "-")
    sqrt          A < p; R = A^((p+1)/4) mod p; F = 1 if A is a square
    decode        A any 256-bit value; R = A mod p; F = 1 if A < p
    parity        A < p; F = A mod 2 (R = "-")
  sc_p256.txt  OP A B R F
    add/sub/mul   A, B < n; R = A op B mod n
    neg/inv       A < n; R = -A, A^(n-2) mod n
    load          A any 256-bit value; R = A mod n; F = 1 if A < n and
                  B = 1 if 0 < A < n (the nonzero range check)
    hash          A = the hash bytes in hex, any length ("-" if empty);
                  R = bits2int(A) mod n
    high          A < n; F = 1 if A > (n-1)/2
Unused fields are "-". N (--count, default 12000) is the number of random
cases per field op; scalar ops get N/5 each, so the defaults give more than
100,000 field cases and 10,000 scalar cases in total.
"""
import argparse
import os
import random

P = 2**256 - 2**224 + 2**192 + 2**96 - 1
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
M256 = 2**256 - 1


def hx(x):
    return "%064x" % x


def edge_values(m):
    """Values < m that stress carries and reductions for modulus m."""
    vals = {0, 1, 2, 3, m - 1, m - 2, m - 3, (m - 1) // 2, (m + 1) // 2,
            2**256 - m, 2**256 - m - 1, 2**256 - m + 1,
            2**224, 2**224 - 1, 2**224 + 1, 2**192, 2**192 - 1, 2**96,
            2**96 - 1, 2**64 - 1, 2**64, 2**128 - 1, 2**255, 2**255 - 1,
            2**32 - 1, m - 2**224, m - 2**192, m - 2**96}
    # all-ones and all-zero 32- and 64-bit limbs in each position
    for w in (32, 64):
        for i in range(256 // w):
            vals.add(((1 << w) - 1) << (w * i))
            vals.add(M256 ^ (((1 << w) - 1) << (w * i)))
    return sorted(v % m for v in vals)


def raw_edges(m):
    """256-bit encodings around the modulus, for decode/load checks."""
    return sorted({0, 1, m - 1, m, m + 1, m + 2, 2 * m - 1 if 2 * m - 1 <= M256
                   else M256, M256, M256 - 1, 2**255, 2**224, 2**256 - m,
                   m - 2**32, m + 2**32, (m | 0xFFFFFFFF)})


def is_square(a):
    return a == 0 or pow(a, (P - 1) // 2, P) == 1


def gen_field(rng, count, out):
    lines = []
    edges = edge_values(P)

    def rnd():
        # mostly uniform, sometimes sparse or all-ones-heavy
        k = rng.randrange(8)
        if k == 0:
            return rng.choice(edges)
        if k == 1:
            return (M256 ^ (1 << rng.randrange(256))) % P
        if k == 2:
            return (1 << rng.randrange(256)) % P
        return rng.randrange(P)

    def binop(op, a, b):
        if op == "add":
            r = (a + b) % P
        elif op == "sub":
            r = (a - b) % P
        else:
            r = (a * b) % P
        lines.append("%s %s %s %s -" % (op, hx(a), hx(b), hx(r)))

    def unop(op, a):
        if op == "sqr":
            r = a * a % P
        elif op == "neg":
            r = -a % P
        else:
            r = pow(a, P - 2, P)
        lines.append("%s %s - %s -" % (op, hx(a), hx(r)))

    def sqrt(a):
        r = pow(a, (P + 1) // 4, P)
        lines.append("sqrt %s - %s %d" % (hx(a), hx(r), is_square(a)))

    for op in ("add", "sub", "mul"):
        for a in edges:
            for b in edges:
                binop(op, a, b)
        for _ in range(count):
            binop(op, rnd(), rnd())
    for op in ("sqr", "neg", "inv"):
        for a in edges:
            unop(op, a)
        for _ in range(count):
            unop(op, rnd())
    for a in edges:
        sqrt(a)
    for i in range(count):
        x = rnd()
        # half squares by construction, the rest random (about half squares)
        sqrt(x * x % P if i % 2 == 0 else x)
    for x in raw_edges(P) + [rng.randrange(P, 2**256) for _ in range(count // 4)] \
            + [rng.randrange(2**256) for _ in range(count // 4)]:
        lines.append("decode %s - %s %d" % (hx(x), hx(x % P), int(x < P)))
    for a in edges + [rnd() for _ in range(count // 3)]:
        lines.append("parity %s - - %d" % (hx(a), a & 1))
    with open(os.path.join(out, "fp256.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


def bits2int_mod_n(h):
    """SEC1 / FIPS 186-4: leftmost min(256, 8*len) bits, then mod n."""
    e = int.from_bytes(h[:32], "big") if h else 0
    return e % N


def gen_scalar(rng, count, out):
    lines = []
    edges = edge_values(N)

    def rnd():
        return rng.choice(edges) if rng.randrange(6) == 0 else rng.randrange(N)

    for op in ("add", "sub", "mul"):
        for a in edges[::2]:
            for b in edges[::2]:
                r = (a + b if op == "add" else a - b if op == "sub" else a * b) % N
                lines.append("%s %s %s %s -" % (op, hx(a), hx(b), hx(r)))
        for _ in range(count):
            a, b = rnd(), rnd()
            r = (a + b if op == "add" else a - b if op == "sub" else a * b) % N
            lines.append("%s %s %s %s -" % (op, hx(a), hx(b), hx(r)))
    for a in edges + [rnd() for _ in range(count)]:
        lines.append("neg %s - %s -" % (hx(a), hx(-a % N)))
    for a in edges + [rnd() for _ in range(count)]:
        lines.append("inv %s - %s -" % (hx(a), hx(pow(a, N - 2, N))))
    for x in raw_edges(N) + [rng.randrange(2**256) for _ in range(count // 4)] \
            + [rng.randrange(N, 2**256) for _ in range(count // 8)]:
        lines.append("load %s %d %s %d" % (hx(x), int(0 < x < N), hx(x % N),
                                           int(x < N)))
    for hlen in (0, 1, 20, 28, 31, 32, 33, 48, 64, 66):
        samples = [bytes([0xFF] * hlen), bytes(hlen)]
        samples += [bytes(rng.randrange(256) for _ in range(hlen))
                    for _ in range(max(8, count // 40))]
        for h in samples:
            lines.append("hash %s - %s -" % (h.hex() if h else "-",
                                             hx(bits2int_mod_n(h))))
    for a in edges + [(N - 1) // 2 + d for d in (-1, 0, 1, 2)] + \
            [rnd() for _ in range(count // 4)]:
        lines.append("high %s - - %d" % (hx(a), int(a > (N - 1) // 2)))
    with open(os.path.join(out, "sc_p256.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=256)
    ap.add_argument("--count", type=int, default=12000)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    nf = gen_field(rng, args.count, args.out)
    ns = gen_scalar(rng, max(1, args.count // 5), args.out)
    print("gen_p256: %d field cases, %d scalar cases in %s" % (nf, ns, args.out))


if __name__ == "__main__":
    main()

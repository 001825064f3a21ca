#!/usr/bin/env python3
"""Independent model of secp256k1's base field and scalar field (Python ints).

Checks every constant the C code relies on (reduction identities, addition
chains, the GLV endomorphism and its lattice), then writes random and edge
test cases for tests/field/test_fk256.c and tests/scalar/test_sc_k256.c.

usage: gen_k256.py --out DIR [--seed S] [--count N]

Output files (one case per line, space-separated, big-endian hex, 64 digits
per 256-bit value unless noted):
  DIR/fk256.txt    field cases, op names:
      add a b r | sub a b r | mul a b r | sqr a r | neg a r
      mulk a k b r      r = (a*k)*b, k in 1..8 (tests magnitude-k inputs)
      negk a k r        r = -(a*k), k in 1..31 (neg at magnitude k)
      mulint a c r      r = a*c, c in 0..32
      inv a r           r = 1/a (0 for 0)
      sqrt a f r        f = 1 if a is a square, r = a^((p+1)/4)
      dec x ok r        ok = 1 iff x < p; r = x mod p
      maxlimb radix m r r = v^2 where v has every limb at its magnitude-m
                        maximum in that radix (52 or 26)
  DIR/sc_k256.txt  scalar cases:
      load x ovf r      ovf = 1 iff x >= n; r = x mod n
      wide x r          x 128 hex digits (512 bits); r = x mod n
      add a b r | sub a b r | mul a b r | sqr a r | neg a r | inv a r
      high a f          f = 1 iff a > (n-1)/2
      split k k1 k2     the GLV decomposition as the C code computes it
"""
import argparse
import os
import random

P = 2**256 - 2**32 - 977
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
K = 2**256 - P  # 0x1000003D1
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
GY = 0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8

# GLV constants (published with the curve's endomorphism; verified below).
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72
BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE
A1 = 0x3086D221A7D46BCDE86C90E49284EB15
B1 = -0xE4437ED6010E88286F547FA90ABFE4C3
A2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8
B2 = A1
G1 = 0x3086D221A7D46BCDE86C90E49284EB153DAA8A1471E8CA7FE893209A45DBB031
G2 = 0xE4437ED6010E88286F547FA90ABFE4C4221208AC9DF506C61571B4AE8AC47F71
MINUS_B1 = -B1 % N
MINUS_B2 = -B2 % N


# ---- a tiny affine curve model, only to check lambda*G = (beta*x, y) ------

def ec_add(p1, p2):
    if p1 is None:
        return p2
    if p2 is None:
        return p1
    (x1, y1), (x2, y2) = p1, p2
    if x1 == x2 and (y1 + y2) % P == 0:
        return None
    if p1 == p2:
        lam = 3 * x1 * x1 * pow(2 * y1, P - 2, P) % P
    else:
        lam = (y2 - y1) * pow(x2 - x1, P - 2, P) % P
    x3 = (lam * lam - x1 - x2) % P
    return (x3, (lam * (x1 - x3) - y1) % P)


def ec_mul(k, pt):
    acc = None
    while k:
        if k & 1:
            acc = ec_add(acc, pt)
        pt = ec_add(pt, pt)
        k >>= 1
    return acc


def check_constants():
    assert P == 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
    assert K == 0x1000003D1 and (2**260) % P == 0x1000003D10
    assert P % 4 == 3
    # the square-root addition chain of fk256.c
    u = (2**223 - 1) * 2**23 + 2**22 - 1
    assert (u * 2**6 + 3) * 2**2 == (P + 1) // 4
    # the curve and its order
    assert (GY * GY - GX**3 - 7) % P == 0
    assert ec_mul(N, (GX, GY)) is None
    # the endomorphism
    assert pow(LAMBDA, 3, N) == 1 and LAMBDA != 1
    assert pow(BETA, 3, P) == 1 and BETA != 1
    assert ec_mul(LAMBDA, (GX, GY)) == (BETA * GX % P, GY)
    # the lattice: (a_i, b_i) are short vectors with a_i + b_i*lambda = 0
    assert (A1 + B1 * LAMBDA) % N == 0 and (A2 + B2 * LAMBDA) % N == 0
    assert A1 * B2 - A2 * B1 == N
    assert max(abs(A1), abs(B1), abs(A2), abs(B2)) < 2**129
    # Babai rounding constants g_i = round(2^384 * {b2, -b1} / n)
    assert G1 == (2**384 * B2 + N // 2) // N
    assert G2 == (2**384 * -B1 + N // 2) // N
    # scalar reduction constant used by the C code: 2^256 - n < 2^129
    assert 2**256 - N == 0x14551231950B75FC4402DA1732FC9BEBF


def split(k):
    """GLV split exactly as sc_k256.c does it."""
    c1 = (k * G1 + 2**383) >> 384
    c2 = (k * G2 + 2**383) >> 384
    k2 = (c1 * MINUS_B1 + c2 * MINUS_B2) % N
    k1 = (k - LAMBDA * k2) % N
    assert (k1 + k2 * LAMBDA) % N == k % N
    for x in (k1, k2):
        assert min(x, N - x) < 2**128, hex(k)
    return k1, k2


def h(x, digits=64):
    return format(x, "0%dx" % digits)


def field_edges():
    e = [0, 1, 2, 3, 7, P - 1, P - 2, P, P + 1, P + 2, 2**256 - 1,
         2**256 - 2, K - 1, K, K + 1, 2**255, 2**255 - 1, 2**32, 2**32 + 977,
         P - 2**32, 2**52 - 1, 2**104 - 1, 2**208 - 1, 2**128 - 1,
         (P - 1) // 2, (P + 1) // 2, BETA, GX, GY]
    # all-ones limbs of each radix (within 256 bits)
    for w in (52, 26):
        e.append(sum((2**w - 1) << (w * i) for i in range(256 // w + 1)) % 2**256)
    return e


def scalar_edges():
    return [0, 1, 2, N - 1, N - 2, N, N + 1, 2**256 - 1, (N - 1) // 2,
            (N - 1) // 2 + 1, (N - 1) // 2 - 1, N // 2, LAMBDA, 2**128,
            2**128 - 1, 2**255, N - 2**128, 2**256 - N, 2**256 - N - 1]


def rand_elem(rng, edges):
    r = rng.random()
    if r < 0.05:
        return rng.choice(edges)
    if r < 0.10:  # near an edge
        return (rng.choice(edges) + rng.randint(-3, 3)) % 2**256
    if r < 0.15:  # sparse or dense bit patterns
        x = 0
        for _ in range(rng.randint(1, 6)):
            x |= 1 << rng.randrange(256)
        return x if rng.random() < 0.5 else 2**256 - 1 - x
    return rng.getrandbits(256)


def gen_field(f, rng, count):
    ed = field_edges()
    n = 0

    def out(*fields):
        nonlocal n
        f.write(" ".join(fields) + "\n")
        n += 1

    # every pair of edge values through the binary ops
    for a in ed:
        for b in ed:
            out("mul", h(a), h(b), h(a * b % P))
            out("add", h(a), h(b), h((a + b) % P))
            out("sub", h(a), h(b), h((a - b) % P))
    for a in ed:
        out("sqr", h(a), h(a * a % P))
        out("neg", h(a), h(-a % P))
        out("inv", h(a), h(pow(a, P - 2, P)))
        out("sqrt", h(a), str(int(pow(a, (P - 1) // 2, P) in (0, 1))),
            h(pow(a, (P + 1) // 4, P)))
        out("dec", h(a), str(int(a < P)), h(a % P))
    for w in (52, 26):
        limbs = 256 // w + 1
        top = 256 - w * (limbs - 1)
        for m in range(1, 9):
            v = sum((m * 2**((top if i == limbs - 1 else w) + 1) - 1) << (w * i)
                    for i in range(limbs))
            out("maxlimb", str(w), str(m), h(v * v % P))

    weights = [("mul", 20), ("sqr", 10), ("add", 8), ("sub", 8), ("neg", 4),
               ("mulk", 8), ("negk", 5), ("mulint", 5), ("inv", 8),
               ("sqrt", 10), ("dec", 8)]
    total = sum(w for _, w in weights)
    for op, w in weights:
        for _ in range(count * w // total):
            a = rand_elem(rng, ed)
            b = rand_elem(rng, ed)
            if op == "mul":
                out(op, h(a), h(b), h(a * b % P))
            elif op == "sqr":
                out(op, h(a), h(a * a % P))
            elif op == "add":
                out(op, h(a), h(b), h((a + b) % P))
            elif op == "sub":
                out(op, h(a), h(b), h((a - b) % P))
            elif op == "neg":
                out(op, h(a), h(-a % P))
            elif op == "mulk":
                k = rng.randint(1, 8)
                out(op, h(a), str(k), h(b), h(a * k * b % P))
            elif op == "negk":
                k = rng.randint(1, 31)
                out(op, h(a), str(k), h(-a * k % P))
            elif op == "mulint":
                c = rng.randint(0, 32)
                out(op, h(a), str(c), h(a * c % P))
            elif op == "inv":
                out(op, h(a), h(pow(a, P - 2, P)))
            elif op == "sqrt":
                if rng.random() < 0.5:  # a known square
                    a = a * a % P
                out(op, h(a), str(int(pow(a, (P - 1) // 2, P) in (0, 1))),
                    h(pow(a, (P + 1) // 4, P)))
            elif op == "dec":
                if rng.random() < 0.3:  # land in [p, 2^256)
                    a = P + rng.randrange(K)
                out(op, h(a), str(int(a < P)), h(a % P))
    return n


def gen_scalar(f, rng, count):
    ed = scalar_edges()
    n = 0

    def out(*fields):
        nonlocal n
        f.write(" ".join(fields) + "\n")
        n += 1

    half = (N - 1) // 2
    for a in ed:
        out("load", h(a), str(int(a >= N)), h(a % N))
        out("high", h(a % N), str(int(a % N > half)))
        am = a % N
        out("inv", h(am), h(pow(am, N - 2, N)))
        out("neg", h(am), h(-am % N))
        out("split", h(am), *map(h, split(am)))
        for b in ed:
            bm = b % N
            out("mul", h(am), h(bm), h(am * bm % N))
            out("add", h(am), h(bm), h((am + bm) % N))
            out("sub", h(am), h(bm), h((am - bm) % N))
    for x in (0, 2**512 - 1, N, N * N, N * 2**256, 2**256, N * (2**256 - 1)):
        out("wide", h(x, 128), h(x % N))
    # split near the rounding boundaries of c1, c2 and at multiples of n/2^k
    for j in range(1, 64):
        for d in (-1, 0, 1):
            k = (N * j // 64 + d) % N
            out("split", h(k), *map(h, split(k)))

    weights = [("load", 3), ("wide", 2), ("add", 2), ("sub", 2), ("mul", 4),
               ("sqr", 2), ("neg", 1), ("inv", 2), ("high", 1), ("split", 4)]
    total = sum(w for _, w in weights)
    for op, w in weights:
        for _ in range(count * w // total):
            x = rand_elem(rng, ed)
            a = x % N
            b = rand_elem(rng, ed) % N
            if op == "load":
                if rng.random() < 0.3:
                    x = N + rng.randrange(2**256 - N)
                out(op, h(x), str(int(x >= N)), h(x % N))
            elif op == "wide":
                x = rng.getrandbits(512)
                out(op, h(x, 128), h(x % N))
            elif op == "add":
                out(op, h(a), h(b), h((a + b) % N))
            elif op == "sub":
                out(op, h(a), h(b), h((a - b) % N))
            elif op == "mul":
                out(op, h(a), h(b), h(a * b % N))
            elif op == "sqr":
                out(op, h(a), h(a * a % N))
            elif op == "neg":
                out(op, h(a), h(-a % N))
            elif op == "inv":
                out(op, h(a), h(pow(a, N - 2, N)))
            elif op == "high":
                if rng.random() < 0.3:
                    a = half + rng.randint(-2, 2)
                out(op, h(a), str(int(a > half)))
            elif op == "split":
                out(op, h(a), *map(h, split(a)))
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=0x6b323536)
    ap.add_argument("--count", type=int, default=100000,
                    help="random field cases (scalar cases: count/5)")
    args = ap.parse_args()
    check_constants()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    with open(os.path.join(args.out, "fk256.txt"), "w") as f:
        nf = gen_field(f, rng, args.count)
    with open(os.path.join(args.out, "sc_k256.txt"), "w") as f:
        ns = gen_scalar(f, rng, max(args.count // 5, 1))
    print("gen_k256: %d field cases, %d scalar cases" % (nf, ns))


if __name__ == "__main__":
    main()

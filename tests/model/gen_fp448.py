#!/usr/bin/env python3
"""Independent model of Fp over p = 2^448 - 2^224 - 1, writing test vectors.

usage: python3 tests/model/gen_fp448.py --out DIR [--seed S] [--count N]

Python integers only (standard library). The C tests (tests/field/
test_fp448.c) read the files and compare every operation on both field
backends.

File format
-----------
One file per operation, DIR/fp448_<op>.txt. Lines starting with '#' are
comments. Every other line is a list of fields separated by single spaces:

  * an Fp value is 112 hex digits: 56 bytes, little-endian. As an INPUT it
    is any 448-bit string; the test decodes it (ignoring the canonical
    flag) and so feeds the operation the value mod p in whatever
    representation the backend's decode produces (p <= x < 2^448 stays
    non-canonical, for example). As an OUTPUT it is always the canonical
    encoding (< p).
  * a flag is "0" or "1"; a Legendre symbol is "-1", "0" or "1"; a small
    multiplier is a decimal integer < 2^32.

Files (inputs -> outputs):
  add, sub, mul:      a b -> r           neg, sqr, inv, pow_p34:  a -> r
  mul_small:          a c -> r
  mul_loose:          a b c -> (a + b) c        (a + b through add_loose)
  mul_loose_loose:    a b c d -> (a + b)(c - d) (add_loose, sub_loose)
  sqr_loose:          a b -> (a - b)^2          (sub_loose)
  sqrt:               a -> flag r    (flag: a is a square, 0 included;
                                      r = a^((p+1)/4) exactly, so r^2 = a
                                      if flag else -a)
  invsqrt:            a -> flag r    (flag: a is a non-zero square;
                                      r = a^((p-3)/4) exactly)
  sqrt_ratio:         u v -> flag r  (flag: u = 0, or v != 0 and u/v a
                                      square; r = u (u v)^((p-3)/4) exactly:
                                      sqrt(u/v), sqrt(-u/v) or 0)
  legendre:           a -> l
  decode:             bytes -> flag r  (flag: the 56 bytes are < p; r =
                                        value mod p, canonical)
  extremes:           name r         (r = the value mod p of the largest
                                      element of a bound class, all limbs
                                      at the bound: tight56 (limbs 2^57-1),
                                      loose56 (2^59-1), tight28 (2^29-1))

The roots are compared exactly, not up to sign: the C functions are
specified by these exact exponentiations, and the model checks that each is
a root of the right thing.

Inputs mix uniform values mod p, uniform 448-bit strings (so some are
non-canonical, p <= x < 2^448), values whose 56- or 28-bit limbs (the two
backends' radixes) or 64-bit words are all-ones, zero or random, and a fixed
list of edge cases: 0, 1, p-1, p, p+1, 2^448-1, values around
phi = 2^224 and its multiples, around 2^447 and 2^446.
"""

import argparse
import os
import random

PHI = 1 << 224
P = PHI * PHI - PHI - 1
M448 = (1 << 448) - 1

EDGES = sorted(set([
    0, 1, 2, 3, 7, P - 2, P - 1, P, P + 1, P + 2, P + PHI - 1, P + PHI,
    M448, M448 - 1, PHI - 2, PHI - 1, PHI, PHI + 1, 2 * PHI, PHI * (PHI - 1),
    PHI * (PHI - 2), PHI * (PHI - 2) + PHI - 2, PHI * PHI - 1 - PHI,
    (PHI - 1) * PHI + (PHI - 1), 1 << 447, (1 << 447) - 1, (1 << 447) + 1,
    1 << 446, (1 << 446) - 1, (1 << 56) - 1, 1 << 56, (1 << 28) - 1, 1 << 28,
    (1 << 64) - 1, 1 << 112, (1 << 336) - 1, 1 << 336, P >> 1, (P >> 1) + 1,
    (P + 1) // 2, 39081, P - 39081, 0x5555 * ((1 << 448) // 0xFFFF),
    PHI + PHI // 2, PHI - 1 + (PHI - 1) * PHI,
]))


def limb_pattern(rng):
    """A 448-bit value built from limbs that are all-ones, zero or random in
    one of the radixes 2^56, 2^28 (the two backends) or 2^64."""
    width = rng.choice((56, 28, 64))
    x = 0
    pos = 0
    while pos < 448:
        w = min(width, 448 - pos)
        kind = rng.randrange(4)
        if kind == 0:
            limb = (1 << w) - 1
        elif kind == 1:
            limb = 0
        elif kind == 2:
            limb = (1 << w) - 1 - rng.randrange(4)
        else:
            limb = rng.getrandbits(w)
        x |= limb << pos
        pos += w
    return x


def near_p(rng):
    """A value just below or above p (the non-canonical band p..2^448-1
    is phi + 1 values wide)."""
    return (P + rng.randrange(-(1 << 20), 1 << 20)) & M448


def rand_in(rng):
    """A raw 448-bit input string (the value the C side decodes)."""
    k = rng.randrange(16)
    if k < 9:
        return rng.randrange(P)
    if k < 11:
        return rng.getrandbits(448)
    if k < 14:
        return limb_pattern(rng)
    if k < 15:
        return near_p(rng)
    return rng.choice(EDGES)


def h(x):
    return (x & M448).to_bytes(56, "little").hex()


def hc(x):
    return h(x % P)


def legendre(a):
    a %= P
    if a == 0:
        return 0
    return 1 if pow(a, (P - 1) // 2, P) == 1 else -1


def pow_p34(a):
    return pow(a % P, (P - 3) // 4, P)


def class_max(w, bits):
    """The value of the element with every limb (radix 2^w) = 2^bits - 1."""
    n = 448 // w
    return sum(((1 << bits) - 1) << (w * i) for i in range(n))


class Out:
    def __init__(self, d):
        self.d = d
        self.total = 0

    def write(self, name, header, rows):
        with open(os.path.join(self.d, name + ".txt"), "w") as f:
            f.write("# %s (generated by tests/model/gen_fp448.py)\n" % name)
            f.write("# %s\n" % header)
            for r in rows:
                f.write(" ".join(r) + "\n")
                self.total += 1


def gen(out, seed, count):
    rng = random.Random(seed)
    o = Out(out)
    cheap = max(count // 20, 1)
    dear = max(count // 500, 1)

    def ins(n):
        return EDGES + [rand_in(rng) for _ in range(n)]

    def pairs(n):
        ps = [(x, y) for x in EDGES for y in EDGES]
        return ps + [(rand_in(rng), rand_in(rng)) for _ in range(n)]

    o.write("fp448_add", "a b -> a+b", [(h(a), h(b), hc(a + b)) for a, b in pairs(cheap)])
    o.write("fp448_sub", "a b -> a-b", [(h(a), h(b), hc(a - b)) for a, b in pairs(cheap)])
    o.write("fp448_mul", "a b -> a*b", [(h(a), h(b), hc(a * b)) for a, b in pairs(cheap)])
    o.write("fp448_neg", "a -> -a", [(h(a), hc(-a)) for a in ins(cheap)])
    o.write("fp448_sqr", "a -> a^2", [(h(a), hc(a * a)) for a in ins(cheap)])
    smalls = [0, 1, 2, 3, 39081, 39082, 0xFFFFFFFF, 0x80000000, 1 << 31 | 1]
    rows = [(h(a), str(c), hc(a * c)) for a in EDGES for c in smalls]
    for _ in range(cheap):
        a = rand_in(rng)
        c = rng.choice(smalls) if rng.randrange(4) == 0 else rng.getrandbits(32)
        rows.append((h(a), str(c), hc(a * c)))
    o.write("fp448_mul_small", "a c -> a*c", rows)

    # The loose class: sums and differences of extreme inputs feed products.
    ext = [0, 1, P - 1, P, M448, PHI - 1, PHI, P + PHI - 1]
    rows = [(h(x), h(x), h(y), hc((x + x) * y)) for x in ext for y in EDGES]
    for _ in range(cheap):
        a, b, c = (rand_in(rng) for _ in range(3))
        rows.append((h(a), h(b), h(c), hc((a + b) * c)))
    o.write("fp448_mul_loose", "a b c -> (a+b)*c", rows)
    rows = [(h(x), h(x), h(y), h(z), hc((x + x) * (y - z)))
            for x in ext for y in ext for z in ext]
    for _ in range(cheap):
        a, b, c, d = (rand_in(rng) for _ in range(4))
        rows.append((h(a), h(b), h(c), h(d), hc((a + b) * (c - d))))
    o.write("fp448_mul_loose_loose", "a b c d -> (a+b)*(c-d)", rows)
    rows = [(h(x), h(y), hc((x - y) ** 2)) for x in ext for y in ext]
    for _ in range(cheap):
        a, b = rand_in(rng), rand_in(rng)
        rows.append((h(a), h(b), hc((a - b) ** 2)))
    o.write("fp448_sqr_loose", "a b -> (a-b)^2", rows)

    o.write("fp448_inv", "a -> 1/a (0 -> 0)", [(h(a), hc(pow(a % P, P - 2, P))) for a in ins(dear)])
    o.write("fp448_pow_p34", "a -> a^((p-3)/4)", [(h(a), hc(pow_p34(a))) for a in ins(dear)])

    # Half the random root inputs are squares by construction.
    def root_ins():
        xs = ins(dear)
        return [x if k % 2 or k < len(EDGES) else x * x % P for k, x in enumerate(xs)]

    rows = []
    for a in root_ins():
        r = pow(a % P, (P + 1) // 4, P)
        sq = legendre(a) >= 0
        assert r * r % P == (a if sq else -a) % P
        rows.append((h(a), "1" if sq else "0", hc(r)))
    o.write("fp448_sqrt", "a -> is_square a^((p+1)/4)", rows)
    rows = []
    for a in root_ins():
        r = pow_p34(a)
        ok = legendre(a) == 1
        if ok:
            assert r * r * a % P == 1
        rows.append((h(a), "1" if ok else "0", hc(r)))
    o.write("fp448_invsqrt", "a -> is_nonzero_square a^((p-3)/4)", rows)
    o.write("fp448_legendre", "a -> chi(a)", [(h(a), str(legendre(a))) for a in ins(dear)])

    rows = []
    vs = [0, 1, P, P - 1, 2, PHI, M448]
    cand = [(u, v) for u in EDGES for v in vs]
    for k in range(dear):
        u, v = rand_in(rng), rand_in(rng)
        if k % 2:
            w = rng.randrange(P)
            u = w * w * v % P  # u/v = w^2: a square
        cand.append((u, v))
    for u, v in cand:
        um, vm = u % P, v % P
        r = um * pow_p34(um * vm) % P
        if um == 0:
            ok = True
            assert r == 0
        elif vm == 0:
            ok = False
            assert r == 0
        else:
            q = um * pow(vm, P - 2, P) % P
            ok = legendre(q) == 1
            assert r * r % P == (q if ok else -q) % P
        rows.append((h(u), h(v), "1" if ok else "0", hc(r)))
    o.write("fp448_sqrt_ratio", "u v -> flag u(uv)^((p-3)/4)", rows)

    rows = []
    band = [P + k for k in (0, 1, 2, PHI - 1, PHI)]  # the whole band is P..P+PHI
    for a in ins(cheap) + band + [near_p(rng) for _ in range(200)]:
        rows.append((h(a), "1" if a < P else "0", hc(a)))
    o.write("fp448_decode", "bytes -> canonical value_mod_p", rows)

    rows = [("tight56", hc(class_max(56, 57))), ("loose56", hc(class_max(56, 59))),
            ("tight28", hc(class_max(28, 29)))]
    o.write("fp448_extremes", "class -> value of all-limbs-at-bound", rows)
    return o.total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=448)
    ap.add_argument("--count", type=int, default=100000)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    n = gen(args.out, args.seed, args.count)
    print("gen_fp448: wrote %d vectors to %s" % (n, args.out))


if __name__ == "__main__":
    main()

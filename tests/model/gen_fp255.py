#!/usr/bin/env python3
"""Independent model of Fp over p = 2^255 - 19, writing test vectors.

usage: python3 tests/model/gen_fp255.py --out DIR [--seed S] [--count N]

Python integers only (standard library). The C tests (tests/field/
test_fp255.c) read the files and compare every operation on both field
backends.

File format
-----------
One file per operation, DIR/fp255_<op>.txt. Lines starting with '#' are
comments. Every other line is a list of fields separated by single spaces:

  * an Fp value is 64 hex digits: 32 bytes, little-endian. As an INPUT it is
    any 256-bit string; the test decodes it with sf_fp255_decode (ignoring
    the canonical flag), which takes the whole 256-bit value mod p. As an
    OUTPUT it is always the canonical encoding (< p).
  * a flag is "0" or "1"; a Legendre symbol is "-1", "0" or "1"; a small
    multiplier is a decimal integer < 2^32.
  * a limb list (the limb files only) is the backend's limbs in hex,
    comma-separated, limb 0 first.

Files (inputs -> outputs):
  add, sub, mul:   a b -> r          neg, sqr, inv, pow_p58:   a -> r
  mul_small:       a c -> r
  loose:           a b c d -> (a+b)c (a-b)(c-d) (a+b)(c-d) (a-b)^2 (a-b)
                   (the loose class: add_loose / sub_loose, then mul_loose,
                   mul_ll, sqr_loose and carry)
  sqrt_ratio_i:    u v -> flag r     (RFC 9496 SQRT_RATIO_M1: u = 0 -> 1 0;
                                      v = 0 -> 0 0; u/v square -> 1 and the
                                      even root; otherwise 0 and the even
                                      root of SQRT_M1 u/v)
  sqrt_ratio:      u v -> flag r     (as sqrt_ratio_i with r = 0 when the
                                      flag is 0)
  sqrt:            a -> flag r       (even root, 0 if not a square)
  invsqrt:         a -> flag r       (flag: non-zero square; r the even
                                      root of 1/a, else 0)
  legendre:        a -> l
  decode:          bytes -> flag r   (flag: the 256-bit value is < p; r =
                                      value mod p)
  decode_x25519:   bytes -> r        (bit 255 ignored, the rest mod p)
  tight64, tight32:  x y -> x, x*y, x^2, x+y, x-y, -x, x*(2^32-1), x*121666
                   x, y are limb lists at the edges of the tight class of
                   the 64-bit backend (5 limbs < 1.25 * 2^51) or of the
                   portable one (10 limbs < 1.25 * 2^26 / 2^25)
  loose64, loose32:  X Y -> X, X*Y, X^2   (limb lists in the loose class,
                   limbs < 3.25 * 2^w)

Inputs mix uniform values mod p, uniform 256-bit strings (bit 255 set or
not: about half are non-canonical), values whose 64-, 51-, 32- or
26/25-bit limbs (the radixes of the backends) are all-ones, zero or random,
and a fixed list of edge cases: 0, 1, 2, 19, p - 1 = 2^255 - 20, p, p + 1,
2^255 - 1, 2^255, 2^256 - 1, the non-canonical range p .. 2^255 - 1,
sqrt(-1), (p +- 1)/2, powers of two at the limb boundaries.
"""

import argparse
import os
import random

P = (1 << 255) - 19
M256 = (1 << 256) - 1
# RFC 9496 section 4.1 SQRT_M1 (= 2^((p-1)/4) mod p, the even root of -1)
SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752
assert SQRT_M1 * SQRT_M1 % P == P - 1

EDGES = sorted(set([
    0, 1, 2, 3, 19, 38, 121666, P - 2, P - 1, P, P + 1, P + 2, P + 18,
    (1 << 255) - 1, 1 << 255, (1 << 255) + 1, (1 << 255) + 18, (1 << 255) + 19,
    M256, M256 - 1, M256 - 18, M256 - 19, P + (1 << 255), 2 * P, 2 * P - 1,
    (1 << 254), (1 << 254) - 1, (1 << 254) + 1, P >> 1, (P >> 1) + 1,
    SQRT_M1, P - SQRT_M1, (1 << 51) - 1, 1 << 51, (1 << 102) - 1, 1 << 204,
    (1 << 204) - 1, (1 << 26) - 1, 1 << 26, (1 << 51) + (1 << 26),
    (1 << 64) - 1, 1 << 64, (1 << 128) - 1, 1 << 128, (1 << 192) - 1,
    P - (1 << 64), P - (1 << 204), 0x5555555555555555 << 128,
]))

RADIX51 = [51] * 5 + [1]
RADIX25 = [26, 25] * 5 + [1]


def limb_pattern(rng):
    """A 256-bit value built from limbs that are all-ones, zero, nearly
    all-ones or random in one of the layouts 64 x 4, 32 x 8, 51 x 5 (+1) or
    26/25 x 10 (+1), the last two being the backends' radixes."""
    widths = rng.choice(([64] * 4, [32] * 8, RADIX51, RADIX25))
    x = 0
    pos = 0
    for w in widths:
        kind = rng.randrange(4)
        if kind == 0:
            limb = (1 << w) - 1
        elif kind == 1:
            limb = 0
        elif kind == 2:
            limb = max((1 << w) - 1 - rng.randrange(20), 0)
        else:
            limb = rng.getrandbits(w)
        x |= limb << pos
        pos += w
    if rng.randrange(2):
        x &= (1 << 255) - 1
    return x


def rand_in(rng):
    """A raw 256-bit input string (the value the C side decodes)."""
    k = rng.randrange(16)
    if k < 8:
        return rng.randrange(P)
    if k < 10:
        return rng.getrandbits(256)
    if k < 11:
        return P + rng.randrange((1 << 255) - P)  # non-canonical, bit 255 clear
    if k < 15:
        return limb_pattern(rng)
    return rng.choice(EDGES)


def h(x):
    return (x & M256).to_bytes(32, "little").hex()


def hc(x):
    return h(x % P)


def inv(a):
    return pow(a % P, P - 2, P)


def legendre(a):
    a %= P
    if a == 0:
        return 0
    return 1 if pow(a, (P - 1) // 2, P) == 1 else -1


def sqrt_ts(a):
    """A square root of a by Tonelli-Shanks (a method the C code does not
    use), or None for a non-square."""
    a %= P
    if a == 0:
        return 0
    if legendre(a) != 1:
        return None
    q, s = P - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    z = 2
    while legendre(z) != -1:
        z += 1
    m, c, t, r = s, pow(z, q, P), pow(a, q, P), pow(a, (q + 1) // 2, P)
    while t != 1:
        i, t2 = 0, t
        while t2 != 1:
            t2 = t2 * t2 % P
            i += 1
        b = pow(c, 1 << (m - i - 1), P)
        m, c, t, r = i, b * b % P, t * b * b % P, r * b % P
    assert r * r % P == a
    return r


def even(r):
    """The non-negative root of RFC 8032 / RFC 9496: the even one."""
    return r if r % 2 == 0 else P - r


def sqrt_ratio_i(u, v):
    u, v = u % P, v % P
    if u == 0:
        return 1, 0
    if v == 0:
        return 0, 0
    w = u * inv(v) % P
    r = sqrt_ts(w)
    if r is not None:
        return 1, even(r)
    r = sqrt_ts(SQRT_M1 * w)
    return 0, even(r)


# ---- the backends' limb layouts (for the class-edge files) ----------------

LAYOUT64 = [(51 * i, 51) for i in range(5)]
LAYOUT32 = [(e, 26 if i % 2 == 0 else 25) for i, e in
            enumerate([0, 26, 51, 77, 102, 128, 153, 179, 204, 230])]


def edge_limbs(rng, layout, scale4):
    """Limbs in [0, scale4/4 * 2^w): mostly at the top of the range (the
    class bound minus a little), sometimes 2^w - 1, 2^w, 0 or random."""
    out = []
    for _, w in layout:
        bound = (scale4 << w) // 4
        k = rng.randrange(8)
        if k < 4:
            limb = bound - 1 - rng.randrange(4)
        elif k == 4:
            limb = (1 << w) - 1
        elif k == 5:
            limb = 1 << w
        elif k == 6:
            limb = 0
        else:
            limb = rng.randrange(bound)
        out.append(limb)
    return out


def limbs_value(limbs, layout):
    return sum(l << e for l, (e, _) in zip(limbs, layout))


def hl(limbs):
    return ",".join("%x" % l for l in limbs)


class Out:
    def __init__(self, d):
        self.d = d
        self.total = 0

    def write(self, name, header, rows):
        with open(os.path.join(self.d, name + ".txt"), "w") as f:
            f.write("# %s (generated by tests/model/gen_fp255.py)\n" % name)
            f.write("# %s\n" % header)
            for r in rows:
                f.write(" ".join(r) + "\n")
                self.total += 1


def gen(out, seed, count):
    rng = random.Random(seed)
    o = Out(out)
    cheap = max(count // 16, 1)
    dear = max(count // 50, 1)

    def ins(n):
        return EDGES + [rand_in(rng) for _ in range(n)]

    def pairs(n):
        ps = [(x, y) for x in EDGES for y in EDGES]
        return ps + [(rand_in(rng), rand_in(rng)) for _ in range(n)]

    o.write("fp255_add", "a b -> a+b", [(h(a), h(b), hc(a + b)) for a, b in pairs(cheap)])
    o.write("fp255_sub", "a b -> a-b", [(h(a), h(b), hc(a - b)) for a, b in pairs(cheap)])
    o.write("fp255_mul", "a b -> a*b", [(h(a), h(b), hc(a * b)) for a, b in pairs(cheap)])
    o.write("fp255_neg", "a -> -a", [(h(a), hc(-a)) for a in ins(cheap)])
    o.write("fp255_sqr", "a -> a^2", [(h(a), hc(a * a)) for a in ins(cheap)])
    smalls = [0, 1, 2, 19, 121665, 121666, 0xFFFFFFFF, 0x80000000]
    rows = [(h(a), str(c), hc(a * c)) for a in EDGES for c in smalls]
    for _ in range(cheap):
        a = rand_in(rng)
        c = rng.choice(smalls) if rng.randrange(4) == 0 else rng.getrandbits(32)
        rows.append((h(a), str(c), hc(a * c)))
    o.write("fp255_mul_small", "a c -> a*c", rows)

    rows = []
    quads = [(x, x, x, x) for x in EDGES] + [(x, 0, x, 0) for x in EDGES] + \
        [(0, x, 0, x) for x in EDGES] + [(x, P - 1, x, P - 1) for x in EDGES]
    quads += [tuple(rand_in(rng) for _ in range(4)) for _ in range(cheap)]
    for a, b, c, d in quads:
        rows.append((h(a), h(b), h(c), h(d), hc((a + b) * c), hc((a - b) * (c - d)),
                     hc((a + b) * (c - d)), hc((a - b) * (a - b)), hc(a - b)))
    o.write("fp255_loose", "a b c d -> (a+b)c (a-b)(c-d) (a+b)(c-d) (a-b)^2 (a-b)", rows)

    o.write("fp255_inv", "a -> 1/a (0 -> 0)", [(h(a), hc(inv(a))) for a in ins(dear)])
    o.write("fp255_pow_p58", "a -> a^((p-5)/8)",
            [(h(a), hc(pow(a % P, (P - 5) // 8, P))) for a in ins(dear)])

    # u/v: the edges against a few v, random pairs, and random pairs made
    # square on purpose (u = w^2 v) so both branches are well covered.
    vs = [0, 1, P, P - 1, 2, 1 << 255, SQRT_M1]
    cand = [(u, v) for u in EDGES for v in vs]
    for k in range(dear):
        u, v = rand_in(rng), rand_in(rng)
        if k % 2:
            w = rand_in(rng)
            u = w * w * v % P
        cand.append((u, v))
    rows_i, rows = [], []
    for u, v in cand:
        f, r = sqrt_ratio_i(u, v)
        rows_i.append((h(u), h(v), str(f), hc(r)))
        rows.append((h(u), h(v), str(f), hc(r if f else 0)))
    o.write("fp255_sqrt_ratio_i", "u v -> was_square r (RFC 9496 SQRT_RATIO_M1)", rows_i)
    o.write("fp255_sqrt_ratio", "u v -> flag sqrt(u/v) or 0", rows)

    rows_s, rows_is, rows_l = [], [], []
    for k, a in enumerate(ins(dear)):
        if k % 2 and k > len(EDGES):
            a = a * a % P
        r = sqrt_ts(a)
        rows_s.append((h(a), "0" if r is None else "1", hc(0 if r is None else even(r))))
        if r is None or a % P == 0:
            rows_is.append((h(a), "0", hc(0)))
        else:
            rows_is.append((h(a), "1", hc(even(inv(r)))))
        rows_l.append((h(a), str(legendre(a))))
    o.write("fp255_sqrt", "a -> is_square even_sqrt(a)", rows_s)
    o.write("fp255_invsqrt", "a -> is_nonzero_square even(1/sqrt(a))", rows_is)
    o.write("fp255_legendre", "a -> chi(a)", rows_l)

    o.write("fp255_decode", "bytes -> canonical value_mod_p",
            [(h(a), "1" if a < P else "0", hc(a)) for a in ins(cheap)])
    o.write("fp255_decode_x25519", "bytes -> (bytes mod 2^255) mod p",
            [(h(a), hc(a & ((1 << 255) - 1))) for a in ins(cheap)])

    # Class edges, per backend layout.
    for name, layout in (("64", LAYOUT64), ("32", LAYOUT32)):
        rows = []
        for _ in range(cheap):
            xl, yl = edge_limbs(rng, layout, 5), edge_limbs(rng, layout, 5)
            x, y = limbs_value(xl, layout), limbs_value(yl, layout)
            rows.append((hl(xl), hl(yl), hc(x), hc(x * y), hc(x * x), hc(x + y),
                         hc(x - y), hc(-x), hc(x * 0xFFFFFFFF), hc(x * 121666)))
        o.write("fp255_tight" + name,
                "x y (limbs) -> x x*y x^2 x+y x-y -x x*(2^32-1) x*121666", rows)
        rows = []
        for _ in range(cheap):
            xl, yl = edge_limbs(rng, layout, 13), edge_limbs(rng, layout, 13)
            x, y = limbs_value(xl, layout), limbs_value(yl, layout)
            rows.append((hl(xl), hl(yl), hc(x), hc(x * y), hc(x * x)))
        o.write("fp255_loose" + name, "X Y (limbs) -> X X*Y X^2", rows)
    return o.total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=255)
    ap.add_argument("--count", type=int, default=100000)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    n = gen(args.out, args.seed, args.count)
    print("gen_fp255: wrote %d vectors to %s" % (n, args.out))


if __name__ == "__main__":
    main()

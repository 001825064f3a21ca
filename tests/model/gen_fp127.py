#!/usr/bin/env python3
"""Independent model of Fp and Fp^2 over p = 2^127 - 1, writing test vectors.

usage: python3 tests/model/gen_fp127.py --out DIR [--seed S] [--count N]

Python integers only (standard library). The C tests (tests/field/
test_fp127.c, test_fp2_127.c) read the files and compare every operation on
both field backends.

File format
-----------
One file per operation, DIR/fp127_<op>.txt and DIR/fp2_127_<op>.txt. Lines
starting with '#' are comments. Every other line is a list of fields
separated by single spaces:

  * an Fp value is 32 hex digits: 16 bytes, little-endian. As an INPUT it is
    any 128-bit string; the test decodes it (ignoring the canonical flag) and
    so feeds the operation the value mod p in whatever representation the
    backend's decode produces (p itself stays p in the 64-bit backend, for
    example). As an OUTPUT it is always the canonical encoding (< p).
  * an Fp^2 value is 64 hex digits: the real part then the imaginary part,
    each as above.
  * a flag is "0" or "1"; a Legendre symbol is "-1", "0" or "1"; a small
    multiplier is a decimal integer < 2^32.

Fp files (inputs -> outputs):
  add, sub, mul:   a b -> r          neg, sqr, half, inv:   a -> r
  mul_small:       a c -> r          mul_add:     a b c d -> a*b + c*d
  mul_loose:       a b c -> (a + b)*c   (a + b through add_loose)
  sqrt:            a -> flag r       (flag: a is a square; r = a^((p+1)/4),
                                      so r^2 = a if flag else -a; compare up
                                      to sign)
  invsqrt:         a -> flag r       (flag: a is a non-zero square; then
                                      r = 1/sqrt(a) up to sign, else r = 0)
  sqrt_ratio:      u v -> flag r     (flag: u = 0, or v != 0 and u/v square;
                                      r = sqrt(u/v) up to sign; if flag = 0
                                      and v != 0, r = sqrt(-u/v); v = 0, u != 0:
                                      r = 0)
  legendre:        a -> l
  decode:          bytes -> flag r   (flag: the 16 bytes are < p; r = value
                                      mod p, canonical)
Fp^2 files:
  add, sub, mul:   a b -> r          neg, conj, sqr, mul_i, inv:   a -> r
  mul_fp:          a(Fp^2) b(Fp) -> r
  mul_small:       a c -> r
  sqrt:            a -> flag r       (flag: a is a square; r up to sign,
                                      0 when flag = 0)
  invsqrt:         a -> flag r       (flag: non-zero square; r up to sign)
  sqrt_ratio:      u v -> flag r     (flag: u = 0 or (v != 0 and u/v a
                                      square); r = sqrt(u/v) up to sign, 0
                                      when flag = 0)
  legendre:        a -> l
  decode:          bytes -> flag r   (flag: both halves < p; r canonical)

Inputs mix uniform values mod p, uniform 128-bit strings (so about half are
non-canonical), values whose 64-, 32- or 26-bit limbs (the radixes of the two
backends) are all-ones, zero or random, and a fixed list of edge cases: 0, 1,
2, p-1, p, p+1, 2^127, 2^128-1, 2^64 +- 1, 2^126, values just below/above p.
"""

import argparse
import os
import random

P = (1 << 127) - 1
M128 = (1 << 128) - 1

EDGES = sorted(set([
    0, 1, 2, 3, P - 2, P - 1, P, P + 1, P + 2, 1 << 127, (1 << 127) + 5,
    M128, M128 - 1, (1 << 64) - 1, 1 << 64, (1 << 64) + 1, 1 << 126,
    (1 << 126) - 1, (1 << 126) + 1, (1 << 63), (1 << 32) - 1, 1 << 32,
    (1 << 26) - 1, 1 << 26, (1 << 52) - 1, (1 << 104), (1 << 104) - 1,
    P - (1 << 64), (P >> 1), (P >> 1) + 1, 0x5555555555555555 << 64,
    (1 << 127) - (1 << 64), 7, 109,
]))


def limb_pattern(rng):
    """A 128-bit value built from limbs that are all-ones, zero or random in
    one of the radixes 2^64, 2^32, 2^26 (the last covers the portable
    backend's 26-bit limbs, including the 24-bit top one)."""
    width = rng.choice((64, 32, 26))
    x = 0
    pos = 0
    while pos < 128:
        w = min(width, 128 - pos)
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
    if rng.randrange(2):
        x &= (1 << 127) - 1
    return x


def rand_in(rng):
    """A raw 128-bit input string (the value the C side decodes)."""
    k = rng.randrange(16)
    if k < 9:
        return rng.randrange(P)
    if k < 11:
        return rng.getrandbits(128)
    if k < 15:
        return limb_pattern(rng)
    return rng.choice(EDGES)


def h(x):
    return (x & M128).to_bytes(16, "little").hex()


def hc(x):
    return h(x % P)


# ---- Fp -----------------------------------------------------------------

def fp_sqrt_candidate(a):
    return pow(a % P, (P + 1) // 4, P)


def legendre(a):
    a %= P
    if a == 0:
        return 0
    return 1 if pow(a, (P - 1) // 2, P) == 1 else -1


# ---- Fp^2 (pairs (re, im), i^2 = -1) --------------------------------------

def f2(x):
    return (x[0] % P, x[1] % P)


def f2_add(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def f2_mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def f2_pow(a, e):
    r = (1, 0)
    base = a
    while e:
        if e & 1:
            r = f2_mul(r, base)
        base = f2_mul(base, base)
        e >>= 1
    return r


def f2_norm(a):
    return (a[0] * a[0] + a[1] * a[1]) % P


def f2_inv(a):
    n = f2_norm(a)
    if n == 0:
        return (0, 0)
    ni = pow(n, P - 2, P)
    return (a[0] * ni % P, (-a[1]) * ni % P)


def f2_sqrt(a):
    """Square root by exponentiation in Fp^2 (Adj and Rodriguez-Henriquez,
    Algorithm 9 for p = 3 mod 4), a different method from the C code.
    Returns a root or None."""
    a = f2(a)
    a1 = f2_pow(a, (P - 3) // 4)
    alpha = f2_mul(a1, f2_mul(a1, a))
    a0 = f2_mul((alpha[0], (-alpha[1]) % P), alpha)  # alpha^(p+1)
    if a0 == (P - 1, 0):
        return None
    x0 = f2_mul(a1, a)
    if alpha == (P - 1, 0):
        x = f2_mul((0, 1), x0)
    else:
        b = f2_pow(((1 + alpha[0]) % P, alpha[1]), (P - 1) // 2)
        x = f2_mul(b, x0)
    assert f2_mul(x, x) == a
    return x


def h2(x):
    return h(x[0]) + h(x[1])


def hc2(x):
    return hc(x[0]) + hc(x[1])


def rand2(rng):
    if rng.randrange(10) == 0:
        return (rand_in(rng), 0) if rng.randrange(2) else (0, rand_in(rng))
    return (rand_in(rng), rand_in(rng))


def edge_pairs():
    for x in EDGES:
        yield (x, rand_in.edge_rng.randrange(P))
        yield (rand_in.edge_rng.randrange(P), x)
        yield (x, x)
        yield (x, 0)
        yield (0, x)


# ---- writers -------------------------------------------------------------

class Out:
    def __init__(self, d):
        self.d = d
        self.total = 0

    def write(self, name, header, rows):
        with open(os.path.join(self.d, name + ".txt"), "w") as f:
            f.write("# %s (generated by tests/model/gen_fp127.py)\n" % name)
            f.write("# %s\n" % header)
            for r in rows:
                f.write(" ".join(r) + "\n")
                self.total += 1


def gen(out, seed, count):
    rng = random.Random(seed)
    rand_in.edge_rng = random.Random(seed + 1)
    o = Out(out)
    cheap = max(count // 16, 1)
    dear = max(count // 50, 1)
    cheap2 = max(count // 25, 1)
    dear2 = max(count // 200, 1)

    def ins(n):
        return EDGES + [rand_in(rng) for _ in range(n)]

    def pairs(n):
        ps = [(x, y) for x in EDGES for y in EDGES]
        return ps + [(rand_in(rng), rand_in(rng)) for _ in range(n)]

    o.write("fp127_add", "a b -> a+b", [(h(a), h(b), hc(a + b)) for a, b in pairs(cheap)])
    o.write("fp127_sub", "a b -> a-b", [(h(a), h(b), hc(a - b)) for a, b in pairs(cheap)])
    o.write("fp127_mul", "a b -> a*b", [(h(a), h(b), hc(a * b)) for a, b in pairs(cheap)])
    o.write("fp127_neg", "a -> -a", [(h(a), hc(-a)) for a in ins(cheap)])
    o.write("fp127_sqr", "a -> a^2", [(h(a), hc(a * a)) for a in ins(cheap)])
    o.write("fp127_half", "a -> a/2", [(h(a), hc(a * ((P + 1) // 2))) for a in ins(cheap)])
    smalls = [0, 1, 2, 3, 109, 0xFFFFFFFF, 0x80000000, 1 << 31 | 1]
    rows = [(h(a), str(c), hc(a * c)) for a in EDGES for c in smalls]
    for _ in range(cheap):
        a = rand_in(rng)
        c = rng.choice(smalls) if rng.randrange(4) == 0 else rng.getrandbits(32)
        rows.append((h(a), str(c), hc(a * c)))
    o.write("fp127_mul_small", "a c -> a*c", rows)
    rows = []
    for x in EDGES:
        rows.append((h(x), h(x), h(x), h(x), hc(2 * x * x)))
        rows.append((h(x), h(x), h(P - 1), h(P - 1), hc(x * x + 1)))
    for _ in range(cheap):
        a, b, c, d = (rand_in(rng) for _ in range(4))
        rows.append((h(a), h(b), h(c), h(d), hc(a * b + c * d)))
    o.write("fp127_mul_add", "a b c d -> a*b+c*d", rows)
    # the loose class: (a + b) unreduced, times c (P + P times P is the
    # largest product the 64-bit kernel's bound allows)
    rows = [(h(x), h(x), h(y), hc((x + x) * y)) for x in EDGES for y in EDGES]
    for _ in range(cheap):
        a, b, c = (rand_in(rng) for _ in range(3))
        rows.append((h(a), h(b), h(c), hc((a + b) * c)))
    o.write("fp127_mul_loose", "a b c -> (a+b)*c", rows)
    o.write("fp127_inv", "a -> 1/a (0 -> 0)", [(h(a), hc(pow(a % P, P - 2, P))) for a in ins(dear)])
    rows = []
    for a in ins(dear):
        r = fp_sqrt_candidate(a)
        rows.append((h(a), "1" if r * r % P == a % P else "0", hc(r)))
    o.write("fp127_sqrt", "a -> is_square a^((p+1)/4)", rows)
    rows = []
    for a in ins(dear):
        if legendre(a) == 1:
            rows.append((h(a), "1", hc(pow(fp_sqrt_candidate(a), P - 2, P))))
        else:
            rows.append((h(a), "0", hc(0)))
    o.write("fp127_invsqrt", "a -> is_nonzero_square 1/sqrt(a)", rows)
    o.write("fp127_legendre", "a -> chi(a)", [(h(a), str(legendre(a))) for a in ins(dear)])
    rows = []
    vs = [0, 1, P, P - 1, 2, 1 << 127]
    cand = [(u, v) for u in EDGES for v in vs] + [(rand_in(rng), rand_in(rng)) for _ in range(dear)]
    for u, v in cand:
        um, vm = u % P, v % P
        if um == 0:
            rows.append((h(u), h(v), "1", hc(0)))
        elif vm == 0:
            rows.append((h(u), h(v), "0", hc(0)))
        else:
            q = um * pow(vm, P - 2, P) % P
            r = fp_sqrt_candidate(q)
            rows.append((h(u), h(v), "1" if legendre(q) == 1 else "0", hc(r)))
    o.write("fp127_sqrt_ratio", "u v -> flag sqrt(+-u/v)", rows)
    rows = []
    for a in ins(cheap):
        rows.append((h(a), "1" if a < P else "0", hc(a)))
    o.write("fp127_decode", "bytes -> canonical value_mod_p", rows)

    # ---- Fp^2 ----
    def ins2(n):
        return list(edge_pairs()) + [rand2(rng) for _ in range(n)]

    def pairs2(n):
        e = list(edge_pairs())
        return [(e[i], e[(7 * i + 3) % len(e)]) for i in range(len(e))] + \
            [(rand2(rng), rand2(rng)) for _ in range(n)]

    o.write("fp2_127_add", "a b -> a+b", [(h2(a), h2(b), hc2(f2_add(a, b))) for a, b in pairs2(cheap2)])
    o.write("fp2_127_sub", "a b -> a-b",
            [(h2(a), h2(b), hc2((a[0] - b[0], a[1] - b[1]))) for a, b in pairs2(cheap2)])
    o.write("fp2_127_mul", "a b -> a*b", [(h2(a), h2(b), hc2(f2_mul(f2(a), f2(b)))) for a, b in pairs2(cheap2)])
    o.write("fp2_127_neg", "a -> -a", [(h2(a), hc2((-a[0], -a[1]))) for a in ins2(cheap2)])
    o.write("fp2_127_conj", "a -> conj(a)", [(h2(a), hc2((a[0], -a[1]))) for a in ins2(cheap2)])
    o.write("fp2_127_sqr", "a -> a^2", [(h2(a), hc2(f2_mul(f2(a), f2(a)))) for a in ins2(cheap2)])
    o.write("fp2_127_mul_i", "a -> a*i", [(h2(a), hc2((-a[1], a[0]))) for a in ins2(cheap2)])
    rows = []
    for a in ins2(cheap2):
        b = rand_in(rng)
        rows.append((h2(a), h(b), hc2((a[0] * b, a[1] * b))))
    o.write("fp2_127_mul_fp", "a b -> a*b (b in Fp)", rows)
    rows = []
    for a in ins2(cheap2):
        c = rng.choice(smalls) if rng.randrange(4) == 0 else rng.getrandbits(32)
        rows.append((h2(a), str(c), hc2((a[0] * c, a[1] * c))))
    o.write("fp2_127_mul_small", "a c -> a*c", rows)
    o.write("fp2_127_inv", "a -> 1/a (0 -> 0)", [(h2(a), hc2(f2_inv(f2(a)))) for a in ins2(dear2)])

    # Half the random sqrt/invsqrt inputs are squares by construction.
    rows = []
    for k, a in enumerate(ins2(dear2)):
        if k % 2 and k > 200:
            a = f2_mul(f2(a), f2(a))
        r = f2_sqrt(a)
        rows.append((h2(a), "0" if r is None else "1", hc2(r or (0, 0))))
    o.write("fp2_127_sqrt", "a -> is_square sqrt(a)", rows)
    rows = []
    for k, a in enumerate(ins2(dear2)):
        if k % 2 and k > 200:
            a = f2_mul(f2(a), f2(a))
        r = f2_sqrt(a)
        if r is None or f2(a) == (0, 0):
            rows.append((h2(a), "0", hc2((0, 0))))
        else:
            rows.append((h2(a), "1", hc2(f2_inv(r))))
    o.write("fp2_127_invsqrt", "a -> is_nonzero_square 1/sqrt(a)", rows)
    rows = []
    cand = [((1, 0), (0, 0)), ((0, 0), (0, 0)), ((0, 0), (5, 7)), ((P, P), (1, 0)),
            ((1, 0), (P - 1, 0)), ((3, 0), (0, 1))]
    cand += [(u, (1, 0)) for u in list(edge_pairs())[:40]]
    for k in range(dear2):
        u, v = rand2(rng), rand2(rng)
        if k % 2:
            w = f2_mul(f2(rand2(rng)), f2(rand2(rng)))
            u = f2_mul(f2_mul(w, w), f2(v))  # u/v = w^2: a square
        cand.append((u, v))
    for u, v in cand:
        uu, vv = f2(u), f2(v)
        if uu == (0, 0):
            rows.append((h2(u), h2(v), "1", hc2((0, 0))))
            continue
        if vv == (0, 0):
            rows.append((h2(u), h2(v), "0", hc2((0, 0))))
            continue
        r = f2_sqrt(f2_mul(uu, f2_inv(vv)))
        rows.append((h2(u), h2(v), "0" if r is None else "1", hc2(r or (0, 0))))
    o.write("fp2_127_sqrt_ratio", "u v -> flag sqrt(u/v)", rows)
    o.write("fp2_127_legendre", "a -> chi(a)",
            [(h2(a), str(legendre(f2_norm(f2(a))))) for a in ins2(dear2 * 4)])
    rows = []
    for a in ins2(cheap2):
        ok = a[0] < P and a[1] < P
        rows.append((h2(a), "1" if ok else "0", hc2(a)))
    o.write("fp2_127_decode", "bytes -> canonical value_mod_p", rows)
    return o.total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=127)
    ap.add_argument("--count", type=int, default=100000)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    n = gen(args.out, args.seed, args.count)
    print("gen_fp127: wrote %d vectors to %s" % (n, args.out))


if __name__ == "__main__":
    main()

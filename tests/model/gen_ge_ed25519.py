#!/usr/bin/env python3
"""Independent model of the edwards25519 group layer (src/group/ed25519/).

Writes DIR/ge_ed25519.txt, read by tests/group/test_ge_ed25519.c.

usage: gen_ge_ed25519.py --out DIR [--seed S] [--count N]

Standard library only, Python integers only. Everything is written from
the definitions: the curve -x^2 + y^2 = 1 + d x^2 y^2 over p = 2^255 - 19
with the affine addition law; RFC 8032's encoding; square roots by
Tonelli-Shanks (the field model's, gen_fp255.py; the C code uses one
exponentiation p = 5 mod 8 allows);
ristretto255 from RFC 9496's pseudocode; Elligator 2 from RFC 9380's
GENERIC definition (section 6.7.1, with an explicit square test), not the
straight-line form the C code follows; the rational maps from their
formulas. Every constant the C code hard-codes is derived here from its
definition and written out as a `const` record. Nothing is derived from
C code.

E(Fp) = Z/8 x Z/l: points of order l are [8]R for random R, points of
small order [l]R, and mixed points their sums.

File format (one record per line, fields separated by one space)
----------------------------------------------------------------
Lines starting with '#' are comments. A point is its RFC 8032 encoding (32
bytes, hex); a field element 32 bytes little-endian; a scalar 32 bytes
little-endian; a flag 0 or 1.

  const NAME V         a constant of the C code (field element or bytes)
  add P Q R            R = P + Q
  dbl P R              R = [2]P
  mul K P R            R = [K]P
  dec E S Z P          decoding of 32 bytes E: S = strict verdict, Z = ZIP-215
                       verdict, P = the point (identity's encoding when Z = 0)
  small P F            F = 1 iff P has small order ([8]P = O)
  torsion P F          F = 1 iff [l]P = O
  mont P U             U = (1 + y) / (1 - y) (0 for the identity)
  montinv U S F P      the point with y = (U - 1)/(U + 1) and x mod 2 = S:
                       F = 1 if it exists (P), else 0 (P = identity)
  rst P E              E = ristretto255 ENCODE of P
  rdec E V P           ristretto255 DECODE of E: V = verdict, P the point
                       (any representative; the C test compares with eq)
  rmap T E             E = ENCODE(MAP(T)) for the field element T
  runi B E             E = ENCODE(FROM_UNIFORM_BYTES(B)), B 64 bytes
  ell2 U P             P = map_to_curve_elligator2_edwards25519(U)
  mst P S T            (S, T) = the Curve25519 point of P (0, 0 for O, (0,-1))
  h2f B U              U = OS2IP(B) mod p, B 48 bytes
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_fp255 import P, SQRT_M1, even, inv, legendre, sqrt_ratio_i, sqrt_ts  # noqa: E402

L = 2**252 + 27742317777372353535851937790883648493
D = (-121665 * pow(121666, -1, P)) % P
J = 486662
ZERO = (0, 1)


# ---- the field: the field model's (gen_fp255.py) ----------------------------
def is_square(a):
    return legendre(a) >= 0


def nonneg(x):
    """The even one of x, -x (RFC 9496's CT_ABS)."""
    return even(x % P)


def sqrt_ratio_m1(u, v):
    ok, r = sqrt_ratio_i(u, v)
    return bool(ok), r


def le(v, n=32):
    return v.to_bytes(n, "little").hex()


# ---- the curve ---------------------------------------------------------------
def on_curve(pt):
    x, y = pt
    return (-x * x + y * y - 1 - D * x * x * y * y) % P == 0


def add(p1, p2):
    x1, y1 = p1
    x2, y2 = p2
    t = D * x1 * x2 * y1 * y2 % P
    x3 = (x1 * y2 + y1 * x2) * inv(1 + t) % P
    y3 = (y1 * y2 + x1 * x2) * inv(1 - t) % P
    return (x3, y3)


def neg(pt):
    return ((-pt[0]) % P, pt[1])


def mul(k, pt):
    r, a = ZERO, pt
    while k:
        if k & 1:
            r = add(r, a)
        a = add(a, a)
        k >>= 1
    return r


def x_from_y(y, sign):
    """RFC 8032's x for y and sign, or None."""
    u = (y * y - 1) % P
    v = (D * y * y + 1) % P
    x = sqrt_ts(u * inv(v))
    if x is None:
        return None
    if x & 1 != sign:
        x = (-x) % P
    return x


def encode(pt):
    x, y = pt
    return (y | ((x & 1) << 255)).to_bytes(32, "little").hex()


def decode(b):
    """(strict verdict, zip215 verdict, point or None)."""
    v = int.from_bytes(b, "little")
    sign, y = v >> 255, v & ((1 << 255) - 1)
    canon = y < P
    y %= P
    x = x_from_y(y, sign)
    if x is None:
        return 0, 0, None
    strict = canon and not (x == 0 and sign == 1)
    return int(strict), 1, (x, y)


def random_point(rng):
    while True:
        y = rng.randrange(P)
        x = x_from_y(y, rng.randrange(2))
        if x is not None:
            return (x, y)


BASE = (x_from_y(4 * inv(5) % P, 0), 4 * inv(5) % P)


def torsion_points():
    """The 8 points of small order, as multiples of one of order 8."""
    rng = random.Random(8)
    while True:
        t = mul(L, random_point(rng))
        if mul(4, t) != ZERO:
            break
    return [mul(i, t) for i in range(8)]


# ---- the birational maps -----------------------------------------------------
def to_mont_u(pt):
    x, y = pt
    return (1 + y) * inv(1 - y) % P


C_SQRT_M486664 = nonneg(sqrt_ts(P - 486664))


def to_mont_st(pt):
    x, y = pt
    if x == 0:
        return 0, 0
    s = (1 + y) * inv(1 - y) % P
    t = C_SQRT_M486664 * s * inv(x) % P
    return s, t


# ---- ristretto255 (RFC 9496 section 4) --------------------------------------
SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
ONE_MINUS_D_SQ = 1159843021668779879193775521855586647937357759715417654439879720876111806838
D_MINUS_ONE_SQ = 40440834346308536858101042469323190826248399146238708352240133220865137265952


def r_decode(b):
    s = int.from_bytes(b, "little")
    if s >= P or s & 1:
        return None
    ss = s * s % P
    u1 = (1 - ss) % P
    u2 = (1 + ss) % P
    u2s = u2 * u2 % P
    v = (-(D * u1 * u1) - u2s) % P
    ok, isq = sqrt_ratio_m1(1, v * u2s)
    dx = isq * u2 % P
    dy = isq * dx * v % P
    x = nonneg(2 * s * dx)
    y = u1 * dy % P
    t = x * y % P
    if not ok or t & 1 or y == 0:
        return None
    return (x, y)


def r_encode(pt):
    x0, y0 = pt
    z0, t0 = 1, x0 * y0 % P
    u1 = (z0 + y0) * (z0 - y0) % P
    u2 = x0 * y0 % P
    _, isq = sqrt_ratio_m1(1, u1 * u2 * u2)
    den1 = isq * u1 % P
    den2 = isq * u2 % P
    z_inv = den1 * den2 * t0 % P
    ix0 = x0 * SQRT_M1 % P
    iy0 = y0 * SQRT_M1 % P
    ench = den1 * INVSQRT_A_MINUS_D % P
    rotate = (t0 * z_inv % P) & 1
    x, y, dinv = (iy0, ix0, ench) if rotate else (x0, y0, den2)
    if (x * z_inv % P) & 1:
        y = (-y) % P
    s = nonneg(dinv * (z0 - y))
    return le(s)


def r_map(t):
    r = SQRT_M1 * t * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (-1 - r * D) * (r + D) % P
    ok, s = sqrt_ratio_m1(u, v)
    if not ok:
        s = (-nonneg(s * t)) % P
        c = r
    else:
        c = P - 1
    n = (c * (r - 1) * D_MINUS_ONE_SQ - v) % P
    w0 = 2 * s * v % P
    w1 = n * SQRT_AD_MINUS_ONE % P
    w2 = (1 - s * s) % P
    w3 = (1 + s * s) % P
    X, Y, Z = w0 * w3 % P, w2 * w1 % P, w1 * w3 % P
    return (X * inv(Z) % P, Y * inv(Z) % P)


def r_uniform(b):
    t1 = int.from_bytes(b[:32], "little") & ((1 << 255) - 1)
    t2 = int.from_bytes(b[32:], "little") & ((1 << 255) - 1)
    return add(r_map(t1 % P), r_map(t2 % P))


# ---- Elligator 2 (RFC 9380 6.7.1) and the rational map (6.8.2) -----------------
def ell2_mont(u):
    """Generic map_to_curve_elligator2 for K t^2 = s^3 + J s^2 + s, Z = 2."""
    z, k = 2, 1
    x1 = (-J * inv(k)) * inv(1 + z * u * u) % P
    if x1 == 0:
        x1 = (-J * inv(k)) % P
    gx1 = (x1**3 + J * inv(k) * x1 * x1 + x1 * inv(k * k)) % P
    x2 = (-x1 - J * inv(k)) % P
    gx2 = (x2**3 + J * inv(k) * x2 * x2 + x2 * inv(k * k)) % P
    if is_square(gx1):
        x, y = x1, sqrt_ts(gx1)
        if y & 1 != 1:
            y = (-y) % P
    else:
        x, y = x2, sqrt_ts(gx2)
        if y & 1 != 0:
            y = (-y) % P
    return x * k % P, y * k % P


def ell2_edwards(u):
    s, t = ell2_mont(u)
    if t == 0 or (s + 1) % P == 0:
        return ZERO
    return (C_SQRT_M486664 * s * inv(t) % P, (s - 1) * inv(s + 1) % P)


# ---- records -------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=25519)
    ap.add_argument("--count", type=int, default=24)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    tors = torsion_points()
    out = []
    w = out.append

    w("# edwards25519 group model (tests/model/gen_ge_ed25519.py)")
    for name, v in (("d", D), ("2d", 2 * D % P), ("dinv", inv(D)), ("sqrt_m1", SQRT_M1),
                    ("bx", BASE[0]), ("by", BASE[1]), ("sqrt_ad_m1", SQRT_AD_MINUS_ONE),
                    ("invsqrt_a_m_d", INVSQRT_A_MINUS_D), ("one_m_d_sq", ONE_MINUS_D_SQ),
                    ("d_m_one_sq", D_MINUS_ONE_SQ), ("sqrt_m486664", C_SQRT_M486664),
                    ("c2_p38", pow(2, (P + 3) // 8, P)), ("order", L)):
        w("const %s %s" % (name, le(v)))
    assert pow(D, (P - 1) // 2, P) == P - 1  # d non-square: complete formulas
    assert mul(L, BASE) == ZERO and BASE[0] & 1 == 0
    assert C_SQRT_M486664 & 1 == 0

    prime = [mul(8, random_point(rng)) for _ in range(a.count)]
    mixed = [add(p, tors[rng.randrange(1, 8)]) for p in prime[: a.count // 2]]
    pts = [BASE, ZERO] + prime + mixed + tors
    # group law, including the identity, P + P, P - P and small-order points
    for i in range(len(pts)):
        p = pts[i]
        q = pts[rng.randrange(len(pts))]
        w("add %s %s %s" % (encode(p), encode(q), encode(add(p, q))))
        w("add %s %s %s" % (encode(p), encode(p), encode(add(p, p))))
        w("add %s %s %s" % (encode(p), encode(neg(p)), encode(ZERO)))
        w("dbl %s %s" % (encode(p), encode(add(p, p))))
        k = rng.getrandbits(256)
        w("mul %s %s %s" % (le(k), encode(p), encode(mul(k, p))))
        w("small %s %d" % (encode(p), int(mul(8, p) == ZERO)))
        w("torsion %s %d" % (encode(p), int(mul(L, p) == ZERO)))
        w("mont %s %s" % (encode(p), le(0 if p[1] == 1 else to_mont_u(p))))
        s, t = to_mont_st(p)
        w("mst %s %s %s" % (encode(p), le(s), le(t)))
    for t in tors:
        w("small %s 1" % encode(t))

    # decoding: valid points, non-canonical y, negative zero, off-curve y, all edges
    encs = []
    for p in pts:
        e = bytearray.fromhex(encode(p))
        encs.append(bytes(e))
        y = p[1]
        if y < 19:  # its non-canonical twin y + p < 2^255
            v = y + P
            encs.append((v | ((p[0] & 1) << 255)).to_bytes(32, "little"))
    for y in (0, 1, P - 1, 2, 3, 4, 18):
        for s in (0, 1):
            encs.append((y | (s << 255)).to_bytes(32, "little"))
            if y < 19:
                encs.append(((y + P) | (s << 255)).to_bytes(32, "little"))
    for v in (P, P + 1, 2**255 - 1):
        for s in (0, 1):
            encs.append((v | (s << 255)).to_bytes(32, "little"))
    for _ in range(a.count):
        encs.append(bytes(rng.getrandbits(8) for _ in range(32)))
    for e in encs:
        st, zp, pt = decode(e)
        w("dec %s %d %d %s" % (e.hex(), st, zp, encode(pt if pt else ZERO)))

    # the way back from Curve25519
    for p in pts[:10]:
        u = to_mont_u(p) if p[1] != 1 else 0
        for s in (0, 1):
            y = (u - 1) * inv(u + 1) % P
            x = x_from_y(y, s)
            w("montinv %s %d %d %s" % (le(u), s, int(x is not None),
                                      encode((x, y) if x is not None else ZERO)))
    for _ in range(a.count):
        u = rng.randrange(P)
        y = (u - 1) * inv(u + 1) % P
        s = rng.randrange(2)
        x = x_from_y(y, s)
        w("montinv %s %d %d %s" % (le(u), s, int(x is not None),
                                  encode((x, y) if x is not None else ZERO)))
    u = P - 1  # u = -1: y = 0 by 1/0 = 0
    x = x_from_y(0, 0)
    w("montinv %s 0 %d %s" % (le(u), int(x is not None), encode((x, 0) if x is not None else ZERO)))

    # ristretto255: encode every representative P + T, T in the 4-torsion
    for p in [BASE, ZERO] + prime:
        p2 = add(p, p)  # ristretto points are the even ones ([2]E)
        e = r_encode(p2)
        for t in tors[::2]:
            w("rst %s %s" % (encode(add(p2, t)), e))
        d = r_decode(bytes.fromhex(e))
        w("rdec %s 1 %s" % (e, encode(d)))
    for _ in range(4 * a.count):
        b = bytes(rng.getrandbits(8) for _ in range(32))
        d = r_decode(b)
        w("rdec %s %d %s" % (b.hex(), int(d is not None), encode(d if d else ZERO)))
    for _ in range(a.count):
        t = rng.randrange(P)
        w("rmap %s %s" % (le(t), r_encode(r_map(t))))
        b = bytes(rng.getrandbits(8) for _ in range(64))
        w("runi %s %s" % (b.hex(), r_encode(r_uniform(b))))

    # Elligator 2 and the 48-byte reduction
    for u in [0, 1, P - 1, 2, SQRT_M1] + [rng.randrange(P) for _ in range(2 * a.count)]:
        w("ell2 %s %s" % (le(u), encode(ell2_edwards(u))))
    for _ in range(a.count):
        b = bytes(rng.getrandbits(8) for _ in range(48))
        w("h2f %s %s" % (b.hex(), le(int.from_bytes(b, "big") % P)))
    w("h2f %s %s" % ("ff" * 48, le((2**384 - 1) % P)))

    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "ge_ed25519.txt"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("gen_ge_ed25519: wrote %d records to %s" % (len(out), a.out))


if __name__ == "__main__":
    main()

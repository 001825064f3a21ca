#!/usr/bin/env python3
"""Independent model of the Snowshoe group layer (src/group/snowshoe/).

Writes DIR/ge_snowshoe.txt, read by tests/group/test_ge_snowshoe.c.

usage: gen_ge_snowshoe.py --out DIR [--seed S] [--count N]

Standard library only, Python integers only. Everything is written from the
curve equation
    E: A x^2 + y^2 = 1 + D x^2 y^2 over Fp^2 = Fp[i]/(i^2 + 1),
    p = 2^127 - 1, u = 2 + i, A = -u, D = 109 u,
with the affine twisted-Edwards addition law; nothing is derived from C code
(neither Snowfield's nor the reference's). The group is Z/2 x Z/2 x Z/q: the
q-subgroup is exactly 2E, so [2]R of a random point R has order q (or 1).

File format (one record per line, fields separated by one space)
----------------------------------------------------------------
Lines starting with '#' are comments. A point is its 64-byte encoding
x.re || x.im || y.re || y.im, each 16 bytes little-endian, lowercase hex.
A scalar is 32 bytes little-endian hex.

  add P Q R        R = P + Q     (P, Q affine, P +- Q not at infinity)
  dbl P R          R = [2]P
  neg P R          R = -P = (-x, y)
  psi P R          R = psi(P) = (wx' conj(x), conj(y))
  mul K P R        R = [K]P       (K < 2^64 here, for a cheap cross-check)
  sub P F          F = 1 iff P lies in the order-q subgroup (P is affine,
                   on the curve, x != 0); 0 for the points of order 2q
  dec ENC V        decoding verdict: V = ok, enc (a 16-byte component >= p)
                   or point (off the curve, or x = 0)
  ext E128 P       E128 = X || Y || T || Z (4 x 32 bytes) a random
                   projective scaling (Z != 0, T = XY/Z) of the point P
"""
import argparse
import os
import random

P = (1 << 127) - 1
Q = 0x0FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA6261414C0DC87D3CE9B68E3B09E01A5
U = (2, 1)
A = ((-2) % P, (-1) % P)
D = (218, 109)
WX = (0x59F30C694ED33218695AB4D883DE0B89, 0x33E618D29DA66430D2B569B107BC1713)
GX = (15, 0)
GY = (0x7869C919DD649B4C36D073DADE2014AB, 0x6E848B46758BA443DD9869FE923191B0)


# ---- Fp^2 -------------------------------------------------------------------
def f_add(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def f_sub(a, b):
    return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)


def f_neg(a):
    return ((-a[0]) % P, (-a[1]) % P)


def f_mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def f_conj(a):
    return (a[0], (-a[1]) % P)


def f_inv(a):
    n = (a[0] * a[0] + a[1] * a[1]) % P
    assert n != 0
    ni = pow(n, P - 2, P)
    return (a[0] * ni % P, (-a[1]) * ni % P)


def f_is_square(a):
    n = (a[0] * a[0] + a[1] * a[1]) % P
    return n == 0 or pow(n, (P - 1) // 2, P) == 1


def fp_sqrt(a):
    r = pow(a, (P + 1) // 4, P)
    return r if r * r % P == a % P else None


def f_sqrt(a):
    """Any square root of a in Fp^2 (complex method), or None."""
    if a == (0, 0):
        return (0, 0)
    n = (a[0] * a[0] + a[1] * a[1]) % P
    al = fp_sqrt(n)
    if al is None:
        return None
    for s in (al, (-al) % P):
        delta = (a[0] + s) * pow(2, P - 2, P) % P
        x0 = fp_sqrt(delta)
        if x0 is not None and x0 != 0:
            x1 = a[1] * pow(2 * x0, P - 2, P) % P
            r = (x0, x1)
            assert f_mul(r, r) == a
            return r
    # a in Fp with -a a square: a = -(c^2) -> sqrt = c i
    if a[1] == 0:
        c = fp_sqrt((-a[0]) % P)
        if c is not None:
            return (0, c)
    return None


ONE = (1, 0)
ZERO = (0, 0)


# ---- the curve --------------------------------------------------------------
def on_curve(pt):
    x, y = pt
    x2, y2 = f_mul(x, x), f_mul(y, y)
    lhs = f_add(f_mul(A, x2), y2)
    rhs = f_add(ONE, f_mul(D, f_mul(x2, y2)))
    return lhs == rhs


def add(p1, p2):
    (x1, y1), (x2, y2) = p1, p2
    k = f_mul(D, f_mul(f_mul(x1, x2), f_mul(y1, y2)))
    x3 = f_mul(f_add(f_mul(x1, y2), f_mul(y1, x2)), f_inv(f_add(ONE, k)))
    y3 = f_mul(f_sub(f_mul(y1, y2), f_mul(A, f_mul(x1, x2))), f_inv(f_sub(ONE, k)))
    return (x3, y3)


def neg(pt):
    return (f_neg(pt[0]), pt[1])


def psi(pt):
    return (f_mul(WX, f_conj(pt[0])), f_conj(pt[1]))


IDENT = (ZERO, ONE)


def mul(k, pt):
    r = IDENT
    for bit in bin(k)[2:]:
        r = add(r, r)
        if bit == "1":
            r = add(r, pt)
    return r


def random_point(rng):
    """A uniformly random-ish affine point with x != 0 (any order)."""
    while True:
        x = (rng.randrange(P), rng.randrange(P))
        if x == ZERO:
            continue
        x2 = f_mul(x, x)
        num = f_sub(ONE, f_mul(A, x2))
        den = f_sub(ONE, f_mul(D, x2))
        if den == ZERO:
            continue
        y = f_sqrt(f_mul(num, f_inv(den)))
        if y is None:
            continue
        if rng.randrange(2):
            y = f_neg(y)
        pt = (x, y)
        assert on_curve(pt)
        return pt


def in_subgroup_slow(pt):
    """P is in the q-subgroup iff [q+1]P = P; computed as [(q+1)/2]([2]P) so
    that every intermediate stays in the q-subgroup (no point at infinity)."""
    return mul((Q + 1) // 2, add(pt, pt)) == pt


def plus_omega(pt, delta):
    """P + Omega for the point at infinity Omega = (delta : 0 : 1 : 0) of the
    extended model (delta^2 = D/A): (delta/(D x), A delta/(D y)). Derived from
    the extended-coordinate addition law; checked below (on the curve, and
    twice the result equals [2]P)."""
    x, y = pt
    r = (f_mul(delta, f_inv(f_mul(D, x))), f_mul(f_mul(A, delta), f_inv(f_mul(D, y))))
    assert on_curve(r) and add(r, r) == add(pt, pt) and r != pt
    return r


def enc_fp2(a):
    return a[0].to_bytes(16, "little") + a[1].to_bytes(16, "little")


def enc(pt):
    return (enc_fp2(pt[0]) + enc_fp2(pt[1])).hex()


def check_constants():
    assert on_curve((GX, GY))
    assert not f_is_square(A) and not f_is_square(D)
    assert f_mul(WX, f_conj(WX)) == f_neg(ONE)
    assert f_mul(f_mul(WX, WX), U) == f_conj(U)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20240611)
    ap.add_argument("--count", type=int, default=400)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    check_constants()
    G = (GX, GY)
    n = args.count
    lines = ["# generated by tests/model/gen_ge_snowshoe.py --seed %d --count %d"
             % (args.seed, n)]

    # Points of order q: [2]R for random R, and multiples of G by a walk.
    pts_q = []
    for _ in range(n // 2):
        pts_q.append(add(*(2 * [random_point(rng)])))
    walk = G
    for _ in range(n // 2):
        walk = add(walk, mul(rng.randrange(1, 1 << 16), G)) if len(pts_q) % 17 == 0 else add(walk, G)
        pts_q.append(walk)
    # Points of order 2q: a q-point plus (0, -1), or a random point outside 2E.
    pts_2q = []
    for pt in pts_q[: n // 4]:
        pts_2q.append(add(pt, (ZERO, f_neg(ONE))))
    delta = f_sqrt(f_mul(D, f_inv(A)))
    assert delta is not None and f_mul(delta, delta) == f_mul(D, f_inv(A))
    for i, pt in enumerate(pts_q[n // 4: n // 2]):
        pts_2q.append(plus_omega(pt, delta if i % 2 else f_neg(delta)))
    allpts = pts_q + pts_2q

    # The subgroup verdicts: check the slow definition on a few points.
    for pt in pts_q[:3]:
        assert in_subgroup_slow(pt)
    for pt in pts_2q[:3] + pts_2q[-3:]:
        assert not in_subgroup_slow(pt)
    for pt in pts_q:
        lines.append("sub %s 1" % enc(pt))
    for pt in pts_2q:
        lines.append("sub %s 0" % enc(pt))

    for _ in range(4 * n):
        p1, p2 = rng.choice(allpts), rng.choice(allpts)
        if rng.randrange(8) == 0:
            p2 = neg(p1) if rng.randrange(2) else p1
        lines.append("add %s %s %s" % (enc(p1), enc(p2), enc(add(p1, p2))))
    for pt in allpts:
        lines.append("dbl %s %s" % (enc(pt), enc(add(pt, pt))))
        lines.append("neg %s %s" % (enc(pt), enc(neg(pt))))
        lines.append("psi %s %s" % (enc(pt), enc(psi(pt))))
    for pt in allpts[:: max(1, len(allpts) // 40)]:
        k = rng.randrange(1 << 64)
        lines.append("mul %s %s %s" % (k.to_bytes(32, "little").hex(), enc(pt), enc(mul(k, pt))))

    # Decoding verdicts.
    for pt in allpts[: n // 2]:
        lines.append("dec %s ok" % enc(pt))
        b = bytearray(bytes.fromhex(enc(pt)))
        j = rng.randrange(64)
        b[j] ^= 1 << rng.randrange(8)
        if j % 16 == 15 and b[j] & 0x80:
            v = "enc"
        else:
            comps = [int.from_bytes(b[16 * k:16 * k + 16], "little") for k in range(4)]
            v = "ok" if on_curve(((comps[0], comps[1]), (comps[2], comps[3]))) and \
                (comps[0], comps[1]) != ZERO else "point"
        lines.append("dec %s %s" % (b.hex(), v))
        # a component replaced by itself + p (non-canonical, same value)
        comps = [int.from_bytes(b2, "little") for b2 in
                 (bytes.fromhex(enc(pt))[16 * k:16 * k + 16] for k in range(4))]
        k = rng.randrange(4)
        if comps[k] <= 1:
            comps[k] += P
            ncb = b"".join(c.to_bytes(16, "little") for c in comps)
            lines.append("dec %s enc" % ncb.hex())
        elif comps[k] < (1 << 128) - P:
            comps[k] += P
            ncb = b"".join(c.to_bytes(16, "little") for c in comps)
            lines.append("dec %s enc" % ncb.hex())
    # x = 0 points: identity and (0, -1), plus the component-equal-to-p forms.
    lines.append("dec %s point" % enc(IDENT))
    lines.append("dec %s point" % enc((ZERO, f_neg(ONE))))
    lines.append("dec %s enc" % (enc_fp2((0, 0)) + P.to_bytes(16, "little") + (0).to_bytes(16, "little")).hex()
                 if False else "dec %s enc" % ((P.to_bytes(16, "little") + bytes(16) + enc_fp2(ONE)).hex()))
    # A random 64-byte string below p in each component is almost never a point.
    for _ in range(n // 8):
        comps = [rng.randrange(P) for _ in range(4)]
        pt = ((comps[0], comps[1]), (comps[2], comps[3]))
        lines.append("dec %s %s" % (enc(pt), "ok" if on_curve(pt) else "point"))

    # Extended 128-byte forms with random Z.
    for pt in allpts[: n // 2]:
        z = (rng.randrange(1, P), rng.randrange(P))
        X, Y = f_mul(pt[0], z), f_mul(pt[1], z)
        T = f_mul(f_mul(pt[0], pt[1]), z)
        e128 = enc_fp2(X) + enc_fp2(Y) + enc_fp2(T) + enc_fp2(z)
        lines.append("ext %s %s" % (e128.hex(), enc(pt)))

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "ge_snowshoe.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

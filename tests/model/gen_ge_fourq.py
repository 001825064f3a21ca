#!/usr/bin/env python3
"""Independent model of the FourQ group layer (src/group/fourq/).

Writes DIR/ge_fourq.txt, read by tests/group/test_ge_fourq.c.

usage: gen_ge_fourq.py --out DIR [--seed S] [--count N]

Standard library only, Python integers only. Everything is written from the
curve equation  E: -x^2 + y^2 = 1 + d x^2 y^2  over Fp^2 = Fp[i]/(i^2 + 1),
p = 2^127 - 1, with the affine twisted-Edwards addition law, and from the
AFFINE forms of the isogenies and endomorphisms in fourq.json (the C code
uses the projective ones). Nothing is derived from C code.

The group is E(Fp^2) = (torsion of order 392) x Z/N; random points of order
N are [392]R for a random point R, points of small order are [N]R.

File format (one record per line, fields separated by one space)
----------------------------------------------------------------
Lines starting with '#' are comments. A point is its 64-byte encoding
x.re || x.im || y.re || y.im, each 16 bytes little-endian, lowercase hex;
a compressed point 32 bytes; a scalar 32 bytes little-endian.

  add P Q R        R = P + Q
  dbl P R          R = [2]P
  psi P R          R = psi(P)   (P of order N, or any point: same formula)
  phi P R          R = phi(P)
  mul K P R        R = [K]P      (K < 2^64)
  cof P R          R = [392]P
  comp P C         C = the compressed encoding of P
  dec C S L P      decompression of the 32 bytes C: S = 1 if the strict
                   decoder accepts, L = 1 if FourQlib's lax one does, P the
                   point (0,1 encoding when neither accepts)
  chk E S L B      64-byte decoding of E: S = strict verdict (canonical and
                   on the curve), L = lax verdict (bit 127 of each component
                   clear and on the curve), B = 1 if some bit 127 is set
"""
import argparse
import os
import random

P = (1 << 127) - 1
N = 0x0029CBC14E5E0A72F05397829CBC14E5DFBD004DFE0F79992FB2540EC7768CE7
D = (0xE40000000000000142, 0x5E472F846657E0FCB3821488F1FC0C8D)
GX = (0x1A3472237C2FB305286592AD7B3833AA, 0x1E1F553F2878AA9C96869FB360AC77F6)
GY = (0x0E3FEE9BA120785AB924A2462BCBB287, 0x6E1C4AF8630E024249A7C344844C8B5C)
CTAU1 = (0x1964DE2C3AFAD20C74DCD57CEBCE74C3, 0xC0000000000000012)
CTAUD = (0x4AA740EB230586529ECAA6D9DECDF034, 0x7FFFFFFFFFFFFFF40000000000000011)
CPHI = [(0x5FFFFFFFFFFFFFFF7, 0x2553A0759182C3294F65536CEF66F81A),
        (0x50000000000000007, 0x62C8CAA0C50C62CF334D90E9E28296F9),
        (0xF0000000000000015, 0x78DF262B6C9B5C982C2CB7154F1DF391),
        (0x20000000000000003, 0x5084C6491D76342A92440457A7962EA4),
        (0x30000000000000003, 0x12440457A7962EA4A1098C923AEC6855),
        (0xA000000000000000F, 0x459195418A18C59E669B21D3C5052DF3),
        (0x120000000000000018, 0x0B232A8314318B3CCD3643A78A0A5BE7),
        (0x180000000000000023, 0x3963BC1C99E2EA1A66C183035F48781A),
        (0xAA00000000000000F0, 0x1F529F860316CBE544E251582B5D0EF0),
        (0x8700000000000000BEF, 0x0FD52E9CFE00375B014D3E48976E2505)]
CPSI = [None,
        (0x2AF99E9A83D54A02EDF07F4767E346EF, 0xDE000000000000013A),
        (0xE40000000000000143, 0x21B8D07B99A81F034C7DEB770E03F372),
        (0x60000000000000009, 0x4CB26F161D7D69063A6E6ABE75E73A61),
        (0x7FFFFFFFFFFFFFF9FFFFFFFFFFFFFFF6, 0x334D90E9E28296F9C59195418A18C59E)]
LPSI = 0x0018C475353519268C4C2510AB53B51ECB3688CA09EF0E885DC7F2B7CDFD2A88
LPHI = 0x0006D9069DC876C883C18F03C13D737624874F0B5E4DAA9BCDF0E63CE8997864
ZERO, ONE = (0, 0), (1, 0)


# ---- Fp and Fp^2 -------------------------------------------------------------
def add(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def sub(a, b):
    return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)


def neg(a):
    return ((-a[0]) % P, (-a[1]) % P)


def mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def conj(a):
    return (a[0], (-a[1]) % P)


def inv(a):
    n = (a[0] * a[0] + a[1] * a[1]) % P
    ni = pow(n, P - 2, P)
    return (a[0] * ni % P, (-a[1]) * ni % P)


def div(a, b):
    return mul(a, inv(b))


def fp_sqrt(a):
    """A square root in Fp (p = 3 mod 4) or None."""
    r = pow(a, (P + 1) // 4, P)
    return r if r * r % P == a % P else None


def sqrt2(a):
    """A square root in Fp^2 (complex method) or None."""
    if a == ZERO:
        return ZERO
    n = fp_sqrt((a[0] * a[0] + a[1] * a[1]) % P)
    if n is None:
        return None
    for nn in (n, (-n) % P):
        x0 = fp_sqrt((a[0] + nn) * pow(2, P - 2, P) % P)
        if x0 is None or x0 == 0:
            continue
        x1 = a[1] * pow(2 * x0, P - 2, P) % P
        r = (x0, x1)
        if mul(r, r) == a:
            return r
    # a = -c^2 with c in Fp: the root is purely imaginary
    c = fp_sqrt((-a[0]) % P)
    if c is not None and a[1] == 0:
        return (0, c)
    return None


def sign(x):
    """FourQlib's sign: bit 126 of x.re, or of x.im when x.re = 0."""
    return (x[0] >> 126) & 1 if x[0] != 0 else (x[1] >> 126) & 1


# ---- the curve (affine, -x^2 + y^2 = 1 + d x^2 y^2) ---------------------------
def on_curve(pt):
    x, y = pt
    x2, y2 = mul(x, x), mul(y, y)
    return sub(y2, x2) == add(ONE, mul(D, mul(x2, y2)))


def padd(p1, p2):
    x1, y1 = p1
    x2, y2 = p2
    t = mul(D, mul(mul(x1, x2), mul(y1, y2)))
    x3 = div(add(mul(x1, y2), mul(y1, x2)), add(ONE, t))
    y3 = div(add(mul(y1, y2), mul(x1, x2)), sub(ONE, t))
    return (x3, y3)


def pmul(k, pt):
    r, q = (ZERO, ONE), pt
    while k:
        if k & 1:
            r = padd(r, q)
        q = padd(q, q)
        k >>= 1
    return r


def tau(pt):
    x, y = pt
    x2, y2 = mul(x, x), mul(y, y)
    return (div(mul(CTAU1, mul(x, y)), add(x2, y2)),
            div(add(sub(x2, y2), (2, 0)), sub(y2, x2)))


def tau_dual(pt):
    x, y = pt
    x2, y2 = mul(x, x), mul(y, y)
    return (div(mul(CTAUD, mul(x, y)), add(sub(x2, y2), (2, 0))),
            div(sub(y2, x2), add(y2, x2)))


def delpsidel(pt):
    x1, y1 = conj(pt[0]), conj(pt[1])
    u = mul(x1, x1)
    return (div(mul(CPSI[1], x1), mul(y1, add(u, CPSI[2]))),
            neg(div(add(u, CPSI[3]), add(u, CPSI[4]))))


def delphidel(pt):
    x, y = pt
    y2 = mul(y, y)
    qp = add(add(y2, mul(CPHI[3], y)), CPHI[4])
    qm = add(sub(y2, mul(CPHI[3], y)), CPHI[4])
    u = sub(mul(mul(CPHI[1], y), mul(CPHI[1], y)), mul(add(y2, CPHI[2]), add(y2, CPHI[2])))
    y4 = mul(y2, y2)
    rr = add(add(y4, mul(CPHI[8], y2)), CPHI[9])
    s = add(add(y4, mul(CPHI[6], y2)), CPHI[7])
    return (conj(div(mul(mul(CPHI[0], x), u), mul(qp, qm))),
            conj(div(mul(CPHI[5], s), mul(y, rr))))


def psi(pt):
    return tau_dual(delpsidel(tau(pt)))


def phi(pt):
    return tau_dual(delphidel(tau(pt)))


def enc(pt):
    b = b""
    for c in pt:
        b += c[0].to_bytes(16, "little") + c[1].to_bytes(16, "little")
    return b.hex()


def compress(pt):
    b = bytearray(pt[1][0].to_bytes(16, "little") + pt[1][1].to_bytes(16, "little"))
    b[31] |= sign(pt[0]) << 7
    return bytes(b).hex()


def decompress(cb):
    """(strict, lax, point) for 32 bytes cb."""
    s = cb[31] >> 7
    y0 = int.from_bytes(cb[:16], "little")
    y1 = int.from_bytes(cb[16:32], "little") & ((1 << 127) - 1)
    bit127 = y0 >> 127
    canon = y0 < P and y1 < P
    y = (y0 % P, y1 % P)
    y2 = mul(y, y)
    x = sqrt2(div(sub(y2, ONE), add(mul(D, y2), ONE))) if add(mul(D, y2), ONE) != ZERO else None
    if x is None or bit127:
        return 0, 0, (ZERO, ONE)
    if sign(x) != s:
        x = neg(x)
    strict = 1 if canon and not (x == ZERO and s) else 0
    return strict, 1, (x, y)


def random_point(rng):
    while True:
        y = (rng.randrange(P), rng.randrange(P))
        y2 = mul(y, y)
        x = sqrt2(div(sub(y2, ONE), add(mul(D, y2), ONE)))
        if x is not None:
            if rng.randrange(2):
                x = neg(x)
            pt = (x, y)
            assert on_curve(pt)
            return pt


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=4004)
    ap.add_argument("--count", type=int, default=40)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    g = (GX, GY)
    assert on_curve(g) and pmul(N, g) == (ZERO, ONE)
    assert psi(g) == pmul(LPSI, g) and phi(g) == pmul(LPHI, g)

    out = ["# generated by tests/model/gen_ge_fourq.py --seed %d --count %d"
           % (args.seed, args.count)]
    sub_pts = [g, pmul(2, g)]
    any_pts = []
    small = []
    for _ in range(args.count):
        r = random_point(rng)
        any_pts.append(r)
        sub_pts.append(pmul(392, r))
    for r in any_pts[:8]:
        s_ = pmul(N, r)
        if s_ != (ZERO, ONE):
            small.append(s_)
    small += [(ZERO, ONE), (ZERO, (P - 1, 0))]
    pts = sub_pts + any_pts + small
    for i, a in enumerate(pts):
        b = pts[(i * 7 + 3) % len(pts)]
        out.append("add %s %s %s" % (enc(a), enc(b), enc(padd(a, b))))
        out.append("add %s %s %s" % (enc(a), enc(a), enc(padd(a, a))))
        out.append("add %s %s %s" % (enc(a), enc((neg(a[0]), a[1])), enc((ZERO, ONE))))
        out.append("dbl %s %s" % (enc(a), enc(padd(a, a))))
        out.append("cof %s %s" % (enc(a), enc(pmul(392, a))))
        out.append("comp %s %s" % (enc(a), compress(a)))
        k = rng.getrandbits(64)
        out.append("mul %s %s %s" % (le32(k), enc(a), enc(pmul(k, a))))
    for a in sub_pts + any_pts:
        out.append("psi %s %s" % (enc(a), enc(psi(a))))
        out.append("phi %s %s" % (enc(a), enc(phi(a))))
    # decompression verdicts: valid encodings, flipped bits, non-canonical y
    cands = []
    for a in pts:
        c = bytes.fromhex(compress(a))
        cands.append(c)
        cands.append(c[:31] + bytes([c[31] ^ 0x80]))
        cands.append(bytes([c[0] ^ 1]) + c[1:])
    cands.append(P.to_bytes(16, "little") + bytes(16))                    # y.re = p
    cands.append(bytes(16) + P.to_bytes(16, "little"))                    # y.im = p
    cands.append(P.to_bytes(16, "little") + (1).to_bytes(16, "little"))   # (p, 1)
    cands.append((1).to_bytes(16, "little") + bytes(15) + b"\x80")        # y = 1, sign 1
    cands.append(bytes(16) + bytes(15) + b"\x80")                        # y = 0, sign 1
    cands.append(bytes(15) + b"\x80" + bytes(16))                        # bit 127 of y.re
    cands.append(bytes(32))
    cands.append(bytes([0xff] * 32))
    for _ in range(args.count):
        cands.append(bytes(rng.getrandbits(8) for _ in range(32)))
    for c in cands:
        st, lx, pt = decompress(c)
        out.append("dec %s %d %d %s" % (c.hex(), st, lx, enc(pt)))
    # 64-byte decoding verdicts
    for a in pts[:10] + small:
        e = bytes.fromhex(enc(a))
        variants = [e, bytes([e[0] ^ 1]) + e[1:]]
        for comp in range(4):
            v = bytearray(e)
            v[16 * comp + 15] |= 0x80
            variants.append(bytes(v))
        for comp in range(4):
            val = int.from_bytes(e[16 * comp:16 * comp + 16], "little")
            if val == 0:
                v = bytearray(e)
                v[16 * comp:16 * comp + 16] = P.to_bytes(16, "little")
                variants.append(bytes(v))
        for v in variants:
            comps = [int.from_bytes(v[16 * j:16 * j + 16], "little") for j in range(4)]
            badb = 1 if any(c >> 127 for c in comps) else 0
            pt = ((comps[0] % P, comps[1] % P), (comps[2] % P, comps[3] % P))
            oc = on_curve(pt)
            strict = 1 if oc and all(c < P for c in comps) else 0
            lax = 1 if oc and not badb else 0
            out.append("chk %s %d %d %d" % (v.hex(), strict, lax, badb))
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "ge_fourq.txt"), "w") as f:
        f.write("\n".join(out) + "\n")


def le32(k):
    return k.to_bytes(32, "little").hex()


if __name__ == "__main__":
    main()

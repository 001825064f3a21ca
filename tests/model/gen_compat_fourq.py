#!/usr/bin/env python3
"""Independent model of FourQlib's arithmetic mod the order N, as its public
API exposes it (to_Montgomery, from_Montgomery, Montgomery_multiply_mod_order,
Montgomery_inversion_mod_order, add_mod_order, subtract_mod_order,
modulo_order), with R = 2^256 the Montgomery radix.

Writes DIR/compat_fourq_order.txt, read by tests/compat/test_compat_fourq.c.

usage: gen_compat_fourq.py --out DIR [--seed S] [--count N]

File format (one record per line, fields separated by one space)
----------------------------------------------------------------
Lines starting with '#' are comments. Every value is 32 bytes of lowercase
hex, a little-endian integer (FourQlib's digit_t words on a little-endian
machine). Inputs are below N, as FourQlib requires, except for modulo.

  to_mont A R       R = A R mod N
  from_mont A R     R = A / R mod N
  mont_mul A B R    R = A B / R mod N
  mont_inv A R      R = R^2 / A mod N (0 for A = 0)
  add A B R         R = A + B mod N
  sub A B R         R = A - B mod N
  modulo A R        R = A mod N          (any 256-bit A)
"""
import argparse
import os
import random

N = 0x0029CBC14E5E0A72F05397829CBC14E5DFBD004DFE0F79992FB2540EC7768CE7
R = 1 << 256


def h(v):
    return v.to_bytes(32, "little").hex()


def below_n(rnd):
    edges = [0, 1, 2, N - 1, N - 2, R % N]
    return rnd.choice(edges) if rnd.random() < 0.1 else rnd.randrange(N)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--count", type=int, default=200)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    rinv = pow(R, -1, N)
    lines = ["# FourQlib's arithmetic mod N; see gen_compat_fourq.py"]
    for _ in range(a.count):
        x, y = below_n(rnd), below_n(rnd)
        lines.append("to_mont %s %s" % (h(x), h(x * R % N)))
        lines.append("from_mont %s %s" % (h(x), h(x * rinv % N)))
        lines.append("mont_mul %s %s %s" % (h(x), h(y), h(x * y * rinv % N)))
        inv = 0 if x == 0 else R * R * pow(x, -1, N) % N
        lines.append("mont_inv %s %s" % (h(x), h(inv)))
        lines.append("add %s %s %s" % (h(x), h(y), h((x + y) % N)))
        lines.append("sub %s %s %s" % (h(x), h(y), h((x - y) % N)))
        z = rnd.choice([R - 1, N, 2 * N, R - N]) if rnd.random() < 0.1 else rnd.randrange(R)
        lines.append("modulo %s %s" % (h(z), h(z % N)))
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "compat_fourq_order.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

"""Affine short-Weierstrass arithmetic (y^2 = x^3 + a x + b mod p) and the
fixed-base window table, shared by tools/gen_p256_tables.py and
tools/gen_k256_tables.py. Python integers only, written from the curve
equation; nothing is taken from C code."""


def affine_add(p, a, p1, p2):
    """Chord-and-tangent addition mod p; None is the point at infinity."""
    if p1 is None:
        return p2
    if p2 is None:
        return p1
    (x1, y1), (x2, y2) = p1, p2
    if x1 == x2:
        if (y1 + y2) % p == 0:
            return None
        lam = (3 * x1 * x1 + a) * pow(2 * y1, p - 2, p) % p
    else:
        lam = (y2 - y1) * pow(x2 - x1, p - 2, p) % p
    x3 = (lam * lam - x1 - x2) % p
    return (x3, (lam * (x1 - x3) - y1) % p)


def window_table(add, g, w):
    """rows[j][u] = (2u + 1) 2^(w j) g for j < floor(256 / w) + 1 (the digits
    of sf_recode_regular) and u < 2^(w-1), with `add` the curve's addition."""
    rows = []
    base = g
    for _ in range(256 // w + 1):
        two = add(base, base)
        row = [base]
        for _ in range((1 << (w - 1)) - 1):
            row.append(add(row[-1], two))
        rows.append(row)
        for _ in range(w):
            base = add(base, base)
    return rows

"""Affine twisted-Edwards arithmetic over Fp^2 = Fp[i]/(i^2 + 1),
p = 2^127 - 1 (a x^2 + y^2 = 1 + d x^2 y^2), and the packed table entries,
shared by tools/gen_snowshoe_tables.py and tools/gen_fourq_tables.py.
Python integers only, written from the curve equation; nothing is taken
from C code."""

P = (1 << 127) - 1
ONE = (1, 0)
IDENT = ((0, 0), ONE)


def f_add(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def f_sub(a, b):
    return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)


def f_mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def f_inv(a):
    n = (a[0] * a[0] + a[1] * a[1]) % P
    assert n != 0
    ni = pow(n, P - 2, P)
    return (a[0] * ni % P, (-a[1]) * ni % P)


def f_conj(a):
    return (a[0], (-a[1]) % P)


def edwards_add(a, d, p1, p2):
    """The complete affine law of a x^2 + y^2 = 1 + d x^2 y^2."""
    (x1, y1), (x2, y2) = p1, p2
    k = f_mul(d, f_mul(f_mul(x1, x2), f_mul(y1, y2)))
    x3 = f_mul(f_add(f_mul(x1, y2), f_mul(y1, x2)), f_inv(f_add(ONE, k)))
    y3 = f_mul(f_sub(f_mul(y1, y2), f_mul(a, f_mul(x1, x2))), f_inv(f_sub(ONE, k)))
    return (x3, y3)


def edwards_on_curve(a, d, pt):
    x, y = pt
    x2, y2 = f_mul(x, x), f_mul(y, y)
    return f_add(f_mul(a, x2), y2) == f_add(ONE, f_mul(d, f_mul(x2, y2)))


def scalar_mul(add, k, pt):
    """[k] pt by double-and-add with the curve's addition `add`."""
    r = IDENT
    for bit in bin(k)[2:]:
        r = add(r, r)
        if bit == "1":
            r = add(r, pt)
    return r


def odd_multiples(add, base, n):
    """[(2u + 1) base for u < n]: the static wNAF tables."""
    two = add(base, base)
    t = [base]
    for _ in range(1, n):
        t.append(add(t[-1], two))
    return t


def fmt_entry(coords, indent):
    """One packed entry, three Fp^2 elements (each as the four 64-bit words
    re_lo, re_hi, im_lo, im_hi), as three lines of four words."""
    ws = []
    for c in coords:
        for v in c:
            ws += [v & ((1 << 64) - 1), v >> 64]
    rows = [", ".join("0x%016x" % x for x in ws[i:i + 4]) for i in (0, 4, 8)]
    pad = " " * indent
    return (pad + "{{" + rows[0] + ",\n" + pad + "  " + rows[1] + ",\n" +
            pad + "  " + rows[2] + "}},")

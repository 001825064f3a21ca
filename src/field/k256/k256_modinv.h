/*
 * Modular inversion for secp256k1's two moduli (p and n), by Bernstein-Yang
 * "safegcd" divsteps: a constant-time variant for secrets and a
 * variable-time one for public values.
 *
 * Layer: field (shared with the scalar layer above it, which inverts mod n
 * with the same code). Includes only common/.
 *
 * Reference for the algorithm (facts, not code): D. J. Bernstein and B.-Y.
 * Yang, "Fast constant-time gcd computation and modular inversion", TCHES
 * 2019, with the "half-delta" variant of divstep:
 *
 *   divstep(zeta, f, g) = (-zeta,   g, (g - f)/2)   if zeta >= 0 and g odd
 *                         (zeta+1,  f, (g + f)/2)   if zeta <  0 and g odd
 *                         (zeta+1,  f,  g/2)        if g even
 *
 * (zeta = delta - 1/2 for the paper's delta, started at delta = 1/2), run
 * from zeta = 0, f = M (odd), g = a. g reaches 0 after a bounded number of
 * steps, and then f = +-gcd(M, a). For 256-bit inputs this variant needs at
 * most 590 divsteps: the bound computed by the convex-hull method of
 * P. Wuille's "safegcd-bounds" analysis (the paper's own, looser bound for
 * its delta = 1 variant is 724). The constant-time inverse runs a fixed
 * number of steps >= 590; the variable-time one stops when g = 0.
 */
#ifndef SF_FIELD_K256_K256_MODINV_H
#define SF_FIELD_K256_K256_MODINV_H

#include <stdint.h>

/*
 * r = a^-1 mod m, as eight little-endian 32-bit words each.
 * In: m odd, 3 <= m < 2^256; a < m; gcd(a, m) = 1 or a = 0.
 * Out: r < m; r = 0 when a = 0. r may alias a.
 * Constant time in a (m is public: the loop count and every branch depend
 * only on it).
 */
void sf_k256_modinv(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);

/* The same, in variable time: public a (and m) only. */
void sf_k256_modinv_vartime(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);

#endif /* SF_FIELD_K256_K256_MODINV_H */

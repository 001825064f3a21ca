/*
 * Variable-time modular inversion for secp256k1's two moduli (p and n), by
 * Bernstein-Yang "safegcd" divsteps.
 *
 * Layer: field (shared with the scalar layer above it, which inverts mod n
 * with the same code). Includes only common/.
 *
 * Reference for the algorithm (facts, not code): D. J. Bernstein and B.-Y.
 * Yang, "Fast constant-time gcd computation and modular inversion", TCHES
 * 2019, in particular the "half-delta" variant of divstep:
 *
 *   divstep(zeta, f, g) = (-zeta,   g, (g - f)/2)   if zeta >= 0 and g odd
 *                         (zeta+1,  f, (g + f)/2)   if zeta <  0 and g odd
 *                         (zeta+1,  f,  g/2)        if g even
 *
 * started from zeta = 0, f = M (odd), g = a. g reaches 0 after a bounded
 * number of steps, and then f = +-gcd(M, a).
 *
 * This module is variable time (the number of steps and every branch depend
 * on a): use it only on public values, e.g. to convert a public point to
 * affine coordinates in signature verification.
 */
#ifndef SF_FIELD_K256_K256_MODINV_H
#define SF_FIELD_K256_K256_MODINV_H

#include <stdint.h>

/*
 * r = a^-1 mod m, as eight little-endian 32-bit words each.
 * In: m odd, 3 <= m < 2^256; a < m; gcd(a, m) = 1 or a = 0.
 * Out: r < m; r = 0 when a = 0. r may alias a.
 * Variable time in a (and m).
 */
void sf_k256_modinv_vartime(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);

#endif /* SF_FIELD_K256_K256_MODINV_H */

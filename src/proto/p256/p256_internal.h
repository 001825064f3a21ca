/*
 * Internals shared by the P-256 public API (p256.c, p256_ecdsa.c) and the
 * p256-m compatibility layer (src/compat/p256m.c). Not installed.
 *
 * Layer: proto.
 */
#ifndef SF_PROTO_P256_P256_INTERNAL_H
#define SF_PROTO_P256_P256_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "group/p256/ge_p256.h"
#include "proto/ecdsa.h"
#include "proto/proto_status.h"
#include "scalar/p256/sc_p256.h"
#include "snowfield/common.h"

/* P-256's operations for the generic ECDSA of proto/ecdsa.h. */
extern const sf_ecdsa_curve sf_p256_ecdsa_curve;

/*
 * d = the secret key sk if 0 < sk < n. Returns 1 if valid, else 0 (and
 * d = 0). The verdict is declassified for the constant-time check: whether
 * a key is valid is the function's public outcome.
 */
uint32_t sf_p256_load_private(sf_sc_p256 *d, const uint8_t sk[32]);

/*
 * d = the secret key sk if 0 < sk < n; otherwise d = 1, so the computation
 * runs unchanged, and the running verdict err takes SF_ERR_INVALID_SCALAR
 * (proto/proto_status.h). Constant time: nothing is declassified.
 */
void sf_p256_load_secret(sf_sc_p256 *d, const uint8_t sk[32], uint32_t *err);

/* pk = d G as an affine point (d != 0). Constant time in d. */
void sf_p256_derive_public(sf_ge_p256_affine *pk, const sf_sc_p256 *d);

/*
 * out = p in the format given by outlen (33, 64 or 65 bytes; ge_p256.h).
 * Returns SF_OK, or SF_ERR_INVALID_ARGUMENT for another length.
 */
sf_error sf_p256_encode_public(uint8_t *out, size_t outlen,
                               const sf_ge_p256_affine *p);

/*
 * shared = X([d]Q) (32 bytes), for a valid d and a decoded Q. Returns SF_OK
 * or SF_ERR_IDENTITY (never, for d in [1, n-1] on this prime-order group).
 */
sf_error sf_p256_ecdh_point(uint8_t shared[32], const sf_sc_p256 *d,
                            const sf_ge_p256_affine *q);

#endif /* SF_PROTO_P256_P256_INTERNAL_H */

/*
 * Internals shared by the files of the secp256k1 public API (k256.c,
 * k256_ecdsa.c, k256_schnorr.c). Not installed.
 *
 * Layer: proto.
 */
#ifndef SF_PROTO_K256_K256_INTERNAL_H
#define SF_PROTO_K256_K256_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "group/k256/ge_k256.h"
#include "proto/proto_status.h"
#include "scalar/k256/sc_k256.h"
#include "snowfield/common.h"

/*
 * d = the secret key sk if 0 < sk < n. Returns 1 if valid, else 0 (and
 * d = 0). The verdict is declassified for the constant-time check: whether
 * a key is valid is the function's public outcome.
 */
uint32_t sf_k256_load_secret(sf_sc_k256 *d, const uint8_t sk[32]);

/*
 * d = the secret key sk if 0 < sk < n; otherwise d = 1, so the computation
 * runs unchanged, and the running verdict err takes SF_ERR_INVALID_SCALAR
 * (proto/proto_status.h). Constant time: nothing is declassified.
 */
void sf_k256_fold_secret(sf_sc_k256 *d, const uint8_t sk[32], uint32_t *err);

/*
 * r = [k]G as an affine point (k != 0, so never O). Constant time in k.
 * The caller declassifies r if it is public.
 */
void sf_k256_mul_gen_affine(sf_ge_k256_affine *r, const sf_sc_k256 *k);

#endif /* SF_PROTO_K256_K256_INTERNAL_H */

/*
 * Private helpers of the FourQ public API (src/proto/fourq/) and of the
 * FourQlib compatibility layer (src/compat/fourq/): loading scalars, secret
 * keys and points with their error codes, writing points, and the SchnorrQ
 * hashes. The error discipline is proto_status.h's.
 *
 * Layer: proto. The public contracts are in include/snowfield/fourq.h.
 */
#ifndef SF_PROTO_FOURQ_FOURQ_PROTO_H
#define SF_PROTO_FOURQ_FOURQ_PROTO_H

#include <stddef.h>
#include <stdint.h>

#include "group/fourq/ge_fourq.h"
#include "mult/fourq/mult_fourq.h"
#include "proto/proto_status.h"
#include "scalar/fourq/sc_fourq.h"
#include "snowfield/fourq.h"

/* k = the scalar in `in` if 0 < in < N; else k = 1 and the verdict takes
 * SF_ERR_INVALID_SCALAR. */
void sf_pfq_load_scalar(sf_sc_fourq *k, const uint8_t in[32], uint32_t *err);

/* k = sk mod N (a 32-byte secret key); SF_ERR_INVALID_SCALAR if that is 0
 * (then k = 1). Constant time. */
void sf_pfq_load_secret(sf_sc_fourq *k, const uint8_t sk[32], uint32_t *err);

/*
 * p = the 64-byte point: SF_ERR_INVALID_ENCODING if a component is >= p,
 * SF_ERR_INVALID_POINT if it is off the curve; on error p = G.
 */
void sf_pfq_load_point(sf_ge_fourq_ext *p, const uint8_t in[64], uint32_t *err);

/*
 * p = the compressed point: SF_ERR_INVALID_ENCODING if a y component is
 * >= p or the sign bit is set with x = 0, SF_ERR_INVALID_POINT if no curve
 * point has that y; on error p = G.
 */
void sf_pfq_load_compressed(sf_ge_fourq_ext *p, const uint8_t in[32], uint32_t *err);

/* c = [392]p; the verdict takes SF_ERR_INVALID_POINT if that is O (p of
 * small order), and then c = G. */
void sf_pfq_clear_cofactor(sf_ge_fourq_ext *c, const sf_ge_fourq_ext *p, uint32_t *err);

/* out = the encoding of p, n = 64 bytes or compressed (n = 32), or zeros
 * on error. */
void sf_pfq_emit(uint8_t *out, size_t n, const sf_ge_fourq_ext *p, uint32_t err);

/* out = [k]G encoded in n bytes (as sf_pfq_emit) under the verdict err;
 * k is wiped. Returns the function's result. */
sf_error sf_pfq_mul_gen_out(uint8_t *out, size_t n, sf_sc_fourq *k, uint32_t err);

/* ---- SchnorrQ (fourq_schnorrq.c), shared with the compat layer ---------- */

/* pk = encode([s]G), s = SHA-512(sk)[0..32) mod N. Returns 1 if s != 0. */
uint32_t sf_pfq_schnorrq_public(uint8_t pk[32], const uint8_t sk[32]);

/* sig = R || S as in fourq.h, every input taken as it is. Returns 1 if
 * s = SHA-512(sk)[0..32) mod N is not 0 (the signature is then sound). */
uint32_t sf_pfq_schnorrq_sign(uint8_t sig[64], const uint8_t sk[32], const uint8_t pk[32],
                              const uint8_t *msg, size_t len);

/*
 * 1 if encode([S]G + [h]A) = R for sig = R || S, with S the 32 bytes as an
 * integer (not reduced: FourQlib's check) and h = SHA-512(R || pk || M)
 * mod 2^256; A decoded from pk by the caller. Variable time.
 */
int sf_pfq_schnorrq_equation_vartime(const uint8_t sig[64], const uint8_t pk[32],
                                     const sf_ge_fourq_ext *a, const uint8_t *msg, size_t len);

#endif /* SF_PROTO_FOURQ_FOURQ_PROTO_H */

/*
 * What the uniform layer's two sources share (snowfield.c: keys, agreement,
 * signatures; api_formats.c: the formats).
 *
 * Layer: api.
 */
#ifndef SF_API_API_INTERNAL_H
#define SF_API_API_INTERNAL_H

#include <stdint.h>

#include "snowfield/snowfield.h"

/* 1 if alg is one of the library's algorithms. */
int sf_api_alg_known(sf_alg alg);

/* pk = the raw public key (snowfield.h) of the raw secret key sk; the
 * curve's errors (SF_ERR_INVALID_SCALAR for a key out of range). */
sf_error sf_api_public_of(uint8_t *pk, sf_alg alg, const uint8_t *sk);

#endif /* SF_API_API_INTERNAL_H */

/*
 * Private helpers of the Snowshoe public API (src/proto/snowshoe/): loading
 * scalars and points with their error codes, the cofactor and result
 * checks. The error discipline is proto_status.h's: secret inputs are
 * validated in constant time (invalid scalars are replaced by 1 and invalid
 * points by G, so the computation runs unchanged), the verdicts are folded
 * into one error code without a branch, and the outputs are masked to zero
 * on error at the end.
 *
 * Layer: proto. The public contracts are in include/snowfield/snowshoe.h.
 */
#ifndef SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H
#define SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "proto/proto_status.h"
#include "scalar/snowshoe/sc_snowshoe.h"
#include "snowfield/common.h"
#include "snowfield/snowshoe.h"

/* r = the 64-byte encoding of p, or zeros on error (sf_proto_emit). */
static inline void sf_pss_emit_point(uint8_t r[64], const sf_ge_snowshoe_ext *p, uint32_t err)
{
    uint8_t out[64];
    sf_ge_snowshoe_encode(out, p);
    sf_proto_emit(r, out, sizeof out, err);
}

/* k = the scalar in `in` with 0 < k < q; otherwise k = 1 and the verdict
 * takes SF_ERR_INVALID_SCALAR. */
static inline void sf_pss_load_scalar(sf_sc_snowshoe *k, const uint8_t in[32],
                                      uint32_t *err)
{
    sf_proto_check(err, sf_sc_snowshoe_decode(k, in), SF_ERR_INVALID_SCALAR);
}

/* p = the point in `in` (on error p = G and the verdict takes the code). */
static inline void sf_pss_load_point(sf_ge_snowshoe_ext *p, const uint8_t in[64],
                                     uint32_t *err)
{
    sf_proto_fold(err, sf_ge_snowshoe_decode(p, in));
}

/* r = [4]p: two complete doublings; the result is in the q-subgroup. */
static inline void sf_pss_times4(sf_ge_snowshoe_ext *r, const sf_ge_snowshoe_ext *p)
{
    sf_ge_snowshoe_dbl(r, p);
    sf_ge_snowshoe_dbl(r, r);
}

/*
 * 1 if p has a valid 64-byte encoding: Z != 0 (not a point at infinity,
 * nor the all-zero output of an exceptional addition) and X != 0 (not the
 * identity or (0, -1)).
 */
static inline uint32_t sf_pss_encodable(const sf_ge_snowshoe_ext *p)
{
    return (1u ^ sf_fp2_127_is_zero(&p->Z)) & (1u ^ sf_fp2_127_is_zero(&p->X));
}

#endif /* SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H */

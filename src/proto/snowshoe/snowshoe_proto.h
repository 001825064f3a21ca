/*
 * Private helpers of the Snowshoe public API (src/proto/snowshoe/): loading
 * scalars and points with their error codes, the cofactor, result checks,
 * and the constant-time error bookkeeping every function shares.
 *
 * Layer: proto. The public contracts are in include/snowfield/snowshoe.h.
 *
 * The error discipline: secret inputs are validated in constant time
 * (invalid scalars are replaced by 1 and invalid points by G, so the
 * computation runs unchanged), the verdicts are folded into one error code
 * without a branch, and the outputs are masked to zero on error at the end.
 * The code returned is the only thing that depends on the verdicts.
 */
#ifndef SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H
#define SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct.h"
#include "common/ct_check.h"
#include "group/snowshoe/ge_snowshoe.h"
#include "scalar/snowshoe/sc_snowshoe.h"
#include "snowfield/common.h"
#include "snowfield/snowshoe.h"

/* An error code as a small positive integer and back (codes are <= 0). */
static inline uint32_t sf_pss_code(sf_error e)
{
    return (uint32_t)-(int32_t)e;
}

static inline sf_error sf_pss_error(uint32_t c)
{
    return (sf_error)(-(int32_t)c);
}

/*
 * The function's return value from the verdict. The code is public by
 * contract (the caller learns it anyway), so it is declassified for the
 * constant-time check here, once, for every caller inside the library that
 * branches on it. It is read back through memory so that the branch sees
 * the declassified copy, not a register the check never marked.
 */
static inline sf_error sf_pss_result(uint32_t err)
{
    SF_CT_PUBLIC(&err, sizeof err);
    return sf_pss_error(*(volatile uint32_t *)&err);
}

/*
 * The running verdict: keep *err if it already holds an error (an earlier
 * argument was bad), else take `e`. Constant time in both.
 */
static inline void sf_pss_fold(uint32_t *err, sf_error e)
{
    uint32_t is_ok = sf_ct_eq32(*err, 0);
    *err = sf_ct_select32(is_ok, sf_pss_code(e), *err);
}

/* The same for a flag: ok = 0 means `code`. */
static inline void sf_pss_fold_flag(uint32_t *err, uint32_t ok, sf_error code)
{
    sf_pss_fold(err, sf_pss_error(sf_ct_select32(ok, 0, sf_pss_code(code))));
}

/* out[0..n) = 0 unless err is 0 (constant time). */
static inline void sf_pss_mask(uint8_t *out, size_t n, uint32_t err)
{
    uint8_t m = (uint8_t)sf_ct_mask32(sf_ct_eq32(err, 0));
    for (size_t i = 0; i < n; i++)
        out[i] &= m;
}

/*
 * dst[0..n) = tmp, or zeros if err holds an error; then tmp is wiped.
 * The last step of every function: dst may alias the inputs because it is
 * written only here, after everything has been read.
 */
static inline void sf_pss_emit(uint8_t *dst, uint8_t *tmp, size_t n, uint32_t err)
{
    sf_pss_mask(tmp, n, err);
    memcpy(dst, tmp, n);
    sf_wipe(tmp, n);
}

/* r = the 64-byte encoding of p, or zeros on error (sf_pss_emit). */
static inline void sf_pss_emit_point(uint8_t r[64], const sf_ge_snowshoe_ext *p, uint32_t err)
{
    uint8_t out[64];
    sf_ge_snowshoe_encode(out, p);
    sf_pss_emit(r, out, sizeof out, err);
}

/* k = the scalar in `in` with 0 < k < q; otherwise k = 1 and the verdict
 * takes SF_ERR_INVALID_SCALAR. */
static inline void sf_pss_load_scalar(sf_sc_snowshoe *k, const uint8_t in[32],
                                      uint32_t *err)
{
    sf_pss_fold_flag(err, sf_sc_snowshoe_decode(k, in), SF_ERR_INVALID_SCALAR);
}

/* p = the point in `in` (on error p = G and the verdict takes the code). */
static inline void sf_pss_load_point(sf_ge_snowshoe_ext *p, const uint8_t in[64],
                                     uint32_t *err)
{
    sf_pss_fold(err, sf_ge_snowshoe_decode(p, in));
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

/* 1 if the byte ranges [a, a + na) and [b, b + nb) overlap (compared as
 * integers: relational comparison of unrelated pointers is undefined). */
static inline int sf_pss_overlap(const void *a, size_t na, const void *b, size_t nb)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return x < y + nb && y < x + na;
}

/* Zero n bytes at out unless out is NULL (the error path of a function
 * whose arguments were refused before any work). */
static inline void sf_pss_zero(void *out, size_t n)
{
    if (out != NULL)
        sf_wipe(out, n);
}

#endif /* SF_PROTO_SNOWSHOE_SNOWSHOE_PROTO_H */

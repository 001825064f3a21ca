/*
 * The constant-time error bookkeeping of the protocol layer, curve
 * independent: a running verdict folded without branches, outputs masked
 * to zero on error, and the one place where the verdict becomes public.
 *
 * Layer: proto. Includes only common/ and the public common.h.
 *
 * The discipline: secret inputs are validated in constant time (an invalid
 * scalar or point is replaced by a valid one, so the computation runs
 * unchanged), each check is folded into one running code (the first bad
 * argument wins), the outputs are built in a local buffer and emitted or
 * zeroed at the end, and the returned code is the only thing that depends
 * on the verdicts. Codes are kept as small non-negative integers (-sf_error)
 * so they can be selected with the word-wise masks of common/ct.h.
 */
#ifndef SF_PROTO_PROTO_STATUS_H
#define SF_PROTO_PROTO_STATUS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/ct.h"
#include "common/ct_check.h"
#include "snowfield/common.h"

/* An error code as a small non-negative integer (codes are <= 0). */
static inline uint32_t sf_proto_code(sf_error e)
{
    return (uint32_t)-(int32_t)e;
}

/*
 * The function's return value from the verdict. The code is public by
 * contract, so it is declassified here for the constant-time check, once;
 * it is read back through memory so that the caller's branch sees the
 * declassified copy.
 */
static inline sf_error sf_proto_result(uint32_t err)
{
    SF_CT_PUBLIC(&err, sizeof err);
    return (sf_error)(-(int32_t)(*(volatile uint32_t *)&err));
}

/* *err = *err if it already holds an error, else (ok ? 0 : code). */
static inline void sf_proto_check(uint32_t *err, uint32_t ok, sf_error code)
{
    uint32_t c = sf_ct_select32(ok, 0, sf_proto_code(code));
    *err = sf_ct_select32(sf_ct_eq32(*err, 0), c, *err);
}

/* *err = *err if it already holds an error, else e's code (SF_OK: 0). For
 * the verdict of a lower layer that reports an sf_error, computed in
 * constant time. */
static inline void sf_proto_fold(uint32_t *err, sf_error e)
{
    *err = sf_ct_select32(sf_ct_eq32(*err, 0), sf_proto_code(e), *err);
}

/*
 * dst[0..n) = tmp, or zeros if err holds an error; tmp is wiped. The last
 * step of a function: dst may alias the inputs because it is written only
 * after everything has been read.
 */
static inline void sf_proto_emit(uint8_t *dst, uint8_t *tmp, size_t n, uint32_t err)
{
    uint8_t m = (uint8_t)sf_ct_mask32(sf_ct_eq32(err, 0));
    for (size_t i = 0; i < n; i++)
        tmp[i] &= m;
    memcpy(dst, tmp, n);
    sf_wipe(tmp, n);
}

/* Zero n bytes at out unless out is NULL (argument errors). */
static inline void sf_proto_zero(void *out, size_t n)
{
    if (out != NULL)
        sf_wipe(out, n);
}

/* 1 if the byte ranges [a, a + na) and [b, b + nb) overlap (compared as
 * integers: relational comparison of unrelated pointers is undefined). For
 * functions with two outputs, which cannot both be written last. */
static inline int sf_proto_overlap(const void *a, size_t na, const void *b, size_t nb)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return x < y + nb && y < x + na;
}

#endif /* SF_PROTO_PROTO_STATUS_H */

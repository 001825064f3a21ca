/*
 * F_p, p = 2^256 - 2^32 - 977: the base field of secp256k1.
 *
 * Layer: field. Includes only common/. Used by the secp256k1 group layer.
 *
 * Representation
 * --------------
 * `sf_fk256` is backend-defined, chosen at build time exactly as for p127:
 * SF_FIELD_PORTABLE selects the 32-bit backend (fk256_32.h: ten 26-bit limbs
 * in uint32_t, products in uint64_t, no 128-bit type), otherwise the 64-bit
 * one (fk256_64.h: five 52-bit limbs in uint64_t, products in
 * unsigned __int128) is used where the compiler has `unsigned __int128`.
 *
 * Both are *unsaturated*: limb i has weight 2^(w*i) (w = 52 or 26) and the
 * top limb nominally holds the last 48 (resp. 22) bits, but limbs may carry
 * extra headroom bits. That lets add, sub, neg and mul_int run without any
 * carry propagation; the multiplications absorb the slack. Why not 4x64:
 * saturated limbs need a carry chain (and a conditional subtraction) in every
 * addition, and portable C has no access to the carry flag, so each add
 * becomes 4 compare/add pairs; with 52-bit limbs the 25 column products of a
 * multiplication are summed in 128-bit accumulators with room to spare and
 * the reduction 2^260 = 0x1000003D10 (mod p) needs only one multiply per
 * high column. This is also libsecp256k1's choice, and it is what the group
 * formulas above (many additions between multiplications) want.
 *
 * Magnitude (the bound class of every argument)
 * ---------------------------------------------
 * Let w_i be the nominal width of limb i (52/48 or 26/22). An element has
 * *magnitude m* (an integer 1 <= m <= 32) when every limb satisfies
 *
 *     n[i] < m * 2^(w_i + 1).
 *
 * So magnitude 1 allows one bit of slack per limb, and magnitudes add under
 * addition. The value of an element is sum n[i] 2^(w*i), which may exceed p
 * (even 2^256); it stands for that value mod p. An element is *normalized*
 * when it is canonical: every limb < 2^w_i and the value < p (this implies
 * magnitude 1).
 *
 * Each function states the magnitudes it accepts and returns. In a VERIFY
 * build (-DSF_VERIFY) every function checks the magnitude of its inputs and
 * outputs against its contract with SF_VERIFY_CHECK; in release builds those
 * checks vanish. Callers (the group layer) must track magnitudes statically,
 * in comments, exactly as they track formulas.
 *
 * Aliasing: every output may alias any input unless stated.
 * Everything here is constant time in all arguments, except functions whose
 * name ends in _vartime.
 *
 * The "machine" operations are static inline in the backend header so the
 * group layer gets them inlined; the few built only from other machine
 * operations (zero, one, copy, sub, cneg) are static inline below, written
 * once for both backends; the square-root chain and the two inverses live
 * once in fk256.c (over k256_modinv.c).
 */
#ifndef SF_FIELD_K256_FK256_H
#define SF_FIELD_K256_FK256_H

#include <stdint.h>

#include "common/ct.h"
#include "common/util.h"

#include "common/backend.h"

/* The largest magnitude any function accepts. */
#define SF_FK256_MAX_MAG 32u
/* The largest input magnitude of mul and sqr. */
#define SF_FK256_MAX_MUL_MAG 8u

#ifdef SF_FIELD_PORTABLE
#include "field/k256/fk256_32.h"
#else
#include "field/k256/fk256_64.h"
#endif

/*
 * SF_FK256_CONST(d7, ..., d0): a constant initializer from eight 32-bit
 * words, most significant first, for an integer < p (normalized). Defined
 * by each backend, so static tables (the generator's precomputation) are
 * written once for both.
 */

/* Name of the backend compiled in: "64" or "portable" (for tests and bench). */
#define SF_FK256_BACKEND_NAME SF_FK256_BACKEND_NAME_IMPL

/* ---- machine operations (backend, static inline) ----------------------- */

/*
 * 1 if every limb of a is within the bound of magnitude m, else 0.
 * Used by the VERIFY checks; constant time but not meant for secret control.
 */
static inline uint32_t sf_fk256_check_mag(const sf_fk256 *a, uint32_t m);
/* 1 if a is normalized (limbs < 2^w_i and value < p), else 0. */
static inline uint32_t sf_fk256_check_normalized(const sf_fk256 *a);

/* r = 0, r = 1, r = c (c < 2^32). Out: normalized. */
static inline void sf_fk256_zero(sf_fk256 *r);
static inline void sf_fk256_one(sf_fk256 *r);
static inline void sf_fk256_set_u32(sf_fk256 *r, uint32_t c);
/* r = a (same magnitude). */
static inline void sf_fk256_copy(sf_fk256 *r, const sf_fk256 *a);

/*
 * r = a + b mod p (limb-wise, no carry).
 * In: a of magnitude ma, b of magnitude mb, ma + mb <= 32.
 * Out: magnitude ma + mb (the caller knows both and adds them).
 */
static inline void sf_fk256_add(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b);

/*
 * r = -a mod p, computed as 2(m+1)p - a limb by limb.
 * In: a of magnitude <= m, 1 <= m <= 31. Out: magnitude m + 1.
 * m must be a compile-time-known, public value (it is a bound, not data).
 */
static inline void sf_fk256_neg(sf_fk256 *r, const sf_fk256 *a, uint32_t m);

/*
 * r = a - b mod p = a + neg(b, mb).
 * In: a of magnitude ma, b of magnitude <= mb, ma + mb + 1 <= 32.
 * Out: magnitude ma + mb + 1.
 */
static inline void sf_fk256_sub(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b,
                                uint32_t mb);

/*
 * r = a * c mod p for a small public or secret c, limb-wise.
 * In: a of magnitude m, c >= 0 with m * c <= 32. Out: magnitude m * c.
 */
static inline void sf_fk256_mul_int(sf_fk256 *r, const sf_fk256 *a, uint32_t c);

/*
 * r = a * b mod p. In: a, b of magnitude <= 8. Out: magnitude 1.
 * r may alias a and/or b.
 */
static inline void sf_fk256_mul(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b);

/* r = a^2 mod p. In: a of magnitude <= 8. Out: magnitude 1. */
static inline void sf_fk256_sqr(sf_fk256 *r, const sf_fk256 *a);

/*
 * r = a with the carries propagated and the top folded once (same value mod
 * p, not necessarily < p). In: magnitude <= 32. Out: magnitude 1.
 */
static inline void sf_fk256_normalize_weak(sf_fk256 *r, const sf_fk256 *a);

/* r = a mod p, canonical. In: magnitude <= 32. Out: normalized. */
static inline void sf_fk256_normalize(sf_fk256 *r, const sf_fk256 *a);

/* if ctl (0 or 1): r = a; otherwise r unchanged. Magnitudes: r takes the
 * larger of the two. */
static inline void sf_fk256_cmov(sf_fk256 *r, const sf_fk256 *a, uint32_t ctl);
/* if ctl (0 or 1): swap a and b. */
static inline void sf_fk256_cswap(sf_fk256 *a, sf_fk256 *b, uint32_t ctl);
/*
 * r = ctl ? -a : a (ctl 0 or 1). In: a of magnitude <= m, m <= 31.
 * Out: magnitude m + 1 (in both cases, so callers need not branch).
 */
static inline void sf_fk256_cneg(sf_fk256 *r, const sf_fk256 *a, uint32_t m,
                                 uint32_t ctl);

/*
 * r = a / 2 mod p: a + p when a is odd (the parity of the represented
 * integer is bit 0 of limb 0, every other limb weight being even), then a
 * one-bit shift across the limbs. In: magnitude m <= 31. Out: magnitude
 * m / 2 + 1 (rounded down), e.g. 3 -> 2, 6 -> 4. Constant time.
 */
static inline void sf_fk256_half(sf_fk256 *r, const sf_fk256 *a);

/* 1 if a == 0 mod p, else 0. In: magnitude <= 32. */
static inline uint32_t sf_fk256_is_zero(const sf_fk256 *a);
/*
 * The same verdict, variable time (public a only): one weak normalization
 * (value < 2p), then a compare against 0 and p instead of the full
 * normalization. In: magnitude <= 32.
 */
static inline uint32_t sf_fk256_is_zero_vartime(const sf_fk256 *a);
/* 1 if a == b mod p, else 0. In: magnitudes <= 32 (both are normalized). */
static inline uint32_t sf_fk256_eq(const sf_fk256 *a, const sf_fk256 *b);
/* Bit 0 of the canonical value of a. In: magnitude <= 32. */
static inline uint32_t sf_fk256_is_odd(const sf_fk256 *a);

/* out = canonical 32-byte big-endian encoding of a. In: magnitude <= 32. */
static inline void sf_fk256_encode(uint8_t out[32], const sf_fk256 *a);

/*
 * r = the 256-bit big-endian integer in `in`.
 * Returns 1 if it is canonical (< p), else 0. In both cases r holds the
 * integer (which stands for its value mod p) with magnitude 1, so the caller
 * can continue in constant time and fold the flag into its result.
 */
static inline uint32_t sf_fk256_decode(sf_fk256 *r, const uint8_t in[32]);

/* ---- machine operations built from the backend's (static inline) -------- */

/* These use only the operations above, so both backends share them; they
 * stay static inline because the group formulas call them in their hot
 * loops. */

static inline void sf_fk256_zero(sf_fk256 *r)
{
    sf_fk256_set_u32(r, 0);
}

static inline void sf_fk256_one(sf_fk256 *r)
{
    sf_fk256_set_u32(r, 1);
}

static inline void sf_fk256_copy(sf_fk256 *r, const sf_fk256 *a)
{
    *r = *a;
}

static inline void sf_fk256_sub(sf_fk256 *r, const sf_fk256 *a, const sf_fk256 *b,
                                uint32_t mb)
{
    sf_fk256 t;
    sf_fk256_neg(&t, b, mb);
    sf_fk256_add(r, a, &t);
}

/* Both candidates are computed and one is selected with cmov, so the time
 * does not depend on ctl. */
static inline void sf_fk256_cneg(sf_fk256 *r, const sf_fk256 *a, uint32_t m,
                                 uint32_t ctl)
{
    sf_fk256 t;
    sf_fk256_neg(&t, a, m);
    sf_fk256_copy(r, a);
    sf_fk256_cmov(r, &t, ctl);
}

/* ---- generic operations (fk256.c) -------------------------------------- */

/*
 * r = 1/a mod p, and 0 for a = 0, by Bernstein-Yang divsteps (safegcd)
 * with a fixed number of steps. In: magnitude <= 32. Out: normalized.
 * Constant time.
 */
void sf_fk256_inv(sf_fk256 *r, const sf_fk256 *a);

/*
 * The same with a data-dependent number of steps. In: magnitude <= 32.
 * Out: normalized. Variable time: public a only.
 */
void sf_fk256_inv_vartime(sf_fk256 *r, const sf_fk256 *a);

/*
 * r = a^((p+1)/4). Since p = 3 mod 4, r is a square root of a when a is a
 * square. Returns 1 if r^2 == a (a is a square, 0 included), else 0; then r
 * is a square root of -a. In: magnitude <= 8. Out: magnitude 1.
 * r must not alias a. Constant time.
 */
uint32_t sf_fk256_sqrt(sf_fk256 *r, const sf_fk256 *a);

/*
 * 1 if a is a square mod p (0 included), else 0 (the flag of sf_fk256_sqrt).
 * In: magnitude <= 8. Constant time.
 */
uint32_t sf_fk256_is_square(const sf_fk256 *a);

#endif /* SF_FIELD_K256_FK256_H */

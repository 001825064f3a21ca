/*
 * The original Snowshoe API on top of the native one (contracts and the
 * list of deliberate differences in include/snowfield/compat/snowshoe.h).
 *
 * Layer: compat. Each function converts the char buffers, reorders the
 * arguments (the original puts outputs last) and maps sf_error to the
 * original's 0 / -1. The only two functions with no native counterpart
 * work on the group directly: snowshoe_neg (which, like the original,
 * validates nothing) and snowshoe_equals4 (level 6).
 */
#include "snowfield/compat/snowshoe.h"

#include <stdint.h>
#include <string.h>

#include "group/snowshoe/ge_snowshoe.h"
#include "snowfield/common.h"
#include "snowfield/snowshoe.h"
#include "common/util.h"

/* The level-6 functions, which the header (included here at level 9)
 * declares only at level 6. */
SF_SNOWSHOE_COMPAT_API int snowshoe_v6_mul_gen(const char k[32], char R[64]);
SF_SNOWSHOE_COMPAT_API int snowshoe_equals4(const char R[64], const char P4[64]);

#define SF_CSS_U8(p) ((uint8_t *)(void *)(p))
#define SF_CSS_CU8(p) ((const uint8_t *)(const void *)(p))

static int sf_css_rc(sf_error e)
{
    return e == SF_OK ? 0 : -1;
}

/* ==== version and self-test ================================================= */

int _snowshoe_init(int expected_version)
{
    /* [1]G must be the generator (catches a broken build, as the original's
     * self-test does). */
    static const uint8_t g[64] = {
        0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xab, 0x14, 0x20, 0xde, 0xda, 0x73, 0xd0,
        0x36, 0x4c, 0x9b, 0x64, 0xdd, 0x19, 0xc9, 0x69, 0x78, 0xb0, 0x91, 0x31, 0x92,
        0xfe, 0x69, 0x98, 0xdd, 0x43, 0xa4, 0x8b, 0x75, 0x46, 0x8b, 0x84, 0x6e};
    uint8_t one[32] = {1}, r[64];
    if (expected_version != 9 && expected_version != 6)
        return -1;
    if (sf_snowshoe_mul_gen(r, one) != SF_OK || memcmp(r, g, sizeof g) != 0)
        return -1;
    return 0;
}

/* ==== scalars ==================================================================== */

void snowshoe_secret_gen(char k[32])
{
    SF_IGNORE_RESULT(sf_snowshoe_secret_gen(SF_CSS_U8(k)));
}

void snowshoe_mul_mod_q(const char x[32], const char y[32], const char z[32], char r[32])
{
    SF_IGNORE_RESULT(sf_snowshoe_mul_mod_q(SF_CSS_U8(r), SF_CSS_CU8(x), SF_CSS_CU8(y), SF_CSS_CU8(z)));
}

void snowshoe_add_mod_q(const char x[32], const char y[32], char r[32])
{
    SF_IGNORE_RESULT(sf_snowshoe_add_mod_q(SF_CSS_U8(r), SF_CSS_CU8(x), SF_CSS_CU8(y)));
}

void snowshoe_mod_q(const char x[64], char r[32])
{
    SF_IGNORE_RESULT(sf_snowshoe_mod_q(SF_CSS_U8(r), SF_CSS_CU8(x)));
}

/* ==== points ======================================================================== */

/*
 * (-x, y) with no validation: each 16-byte component is read as an integer
 * and reduced mod p (the field's decoder does that whatever the flag says),
 * then the result written canonically. For a valid P that is exactly the
 * original's output; an invalid P gives its components' negation mod p.
 */
void snowshoe_neg(const char P[64], char R[64])
{
    sf_fp2_127 x, y;
    if (P == NULL || R == NULL)
        return;
    (void)sf_fp2_127_decode(&x, SF_CSS_CU8(P));
    (void)sf_fp2_127_decode(&y, SF_CSS_CU8(P) + 32);
    sf_fp2_127_neg(&x, &x);
    sf_fp2_127_encode(SF_CSS_U8(R), &x);
    sf_fp2_127_encode(SF_CSS_U8(R) + 32, &y);
}

int snowshoe_valid(const char P[64])
{
    return sf_css_rc(sf_snowshoe_point_validate(SF_CSS_CU8(P)));
}

/* Level 6: 0 if P4 is valid and R == [4]P4 as 64-byte strings. */
int snowshoe_equals4(const char R[64], const char P4[64])
{
    sf_ge_snowshoe_ext p;
    uint8_t enc[64];
    int ok;
    if (R == NULL || P4 == NULL || sf_ge_snowshoe_decode_vartime(&p, SF_CSS_CU8(P4)) != SF_OK)
        return -1;
    sf_ge_snowshoe_dbl(&p, &p);
    sf_ge_snowshoe_dbl(&p, &p);
    sf_ge_snowshoe_encode(enc, &p);
    ok = sf_memeq(enc, R, sizeof enc);
    return ok ? 0 : -1;
}

/* ==== multiplications ===================================================================== */

int snowshoe_mul_gen(const char k[32], char R[64], char mul4)
{
    if (mul4 != 0)
        return sf_css_rc(sf_snowshoe_mul_gen_cofactor(SF_CSS_U8(R), SF_CSS_CU8(k)));
    return sf_css_rc(sf_snowshoe_mul_gen(SF_CSS_U8(R), SF_CSS_CU8(k)));
}

int snowshoe_v6_mul_gen(const char k[32], char R[64])
{
    return sf_css_rc(sf_snowshoe_mul_gen(SF_CSS_U8(R), SF_CSS_CU8(k)));
}

int snowshoe_mul(const char k[32], const char P[64], char R[64])
{
    return sf_css_rc(sf_snowshoe_mul(SF_CSS_U8(R), SF_CSS_CU8(k), SF_CSS_CU8(P)));
}

int snowshoe_simul_gen(const char a[32], const char b[32], const char Q[64], char R[64])
{
    return sf_css_rc(sf_snowshoe_simul_gen_vartime(SF_CSS_U8(R), SF_CSS_CU8(a),
                                                   SF_CSS_CU8(b), SF_CSS_CU8(Q)));
}

int snowshoe_simul(const char a[32], const char P[64], const char b[32], const char Q[64],
                   char R[64])
{
    return sf_css_rc(sf_snowshoe_simul(SF_CSS_U8(R), SF_CSS_CU8(a), SF_CSS_CU8(P),
                                       SF_CSS_CU8(b), SF_CSS_CU8(Q)));
}

/* ==== Elligator =================================================================================== */

int snowshoe_elligator(const char key[32], char E[128])
{
    return sf_css_rc(sf_snowshoe_elligator(SF_CSS_U8(E), SF_CSS_CU8(key)));
}

int snowshoe_elligator_encrypt(const char k[32], const char E[128], char C[64])
{
    return sf_css_rc(sf_snowshoe_elligator_encrypt(SF_CSS_U8(C), SF_CSS_CU8(k), SF_CSS_CU8(E)));
}

int snowshoe_elligator_secret(const char k1[32], const char C[64], const char E[128],
                              const char k2[32], const char V[64], char R[64])
{
    return sf_css_rc(sf_snowshoe_elligator_secret(SF_CSS_U8(R), SF_CSS_CU8(k1), SF_CSS_CU8(C),
                                                  SF_CSS_CU8(E), SF_CSS_CU8(k2),
                                                  SF_CSS_CU8(V)));
}

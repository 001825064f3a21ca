/*
 * The seed README's three examples (EC-DH, EC-DH-FS, EdDSA), compiled
 * UNCHANGED against the original API at level 6 (the README's level:
 * snowshoe_mul_gen(k, R), snowshoe_equals4) and run to completion, against
 * the same library that serves level 9 to test_compat_snowshoe.c.
 *
 * Every block between "seed README ... (verbatim)" and "end of block" is
 * the README's code block, character for character (tabs included), in
 * the README's order. The harness around them supplies what the README
 * leaves to the reader: a function body returning bool, generate_k() (32
 * random bytes, here from the deterministic test RNG), the random fill of
 * the EC-DH keys ("Fill sk_c and sk_s with random bytes here"), the final
 * comparison of the EC-DH shared secrets, and `throw`, which in C becomes
 * a failed return (`return 0 && "message";` returns false).
 */
#define SF_SNOWSHOE_COMPAT_VERSION 6
#include "snowfield/compat/snowshoe.h"

#include <stdbool.h>
#include <string.h>

#include "test.h"

/* The README's C++ `throw "message";`, as a C statement. */
#define throw return 0 &&

static sf_test_rng sf_tcs6_rng;

static void generate_k(char k[32])
{
    sf_test_rng_bytes(&sf_tcs6_rng, (uint8_t *)k, 32);
}

/* ---- EC-DH ---------------------------------------------------------------- */

static bool sf_tcs6_ecdh(void)
{
    /* ---- seed README EC-DH, block 1 (verbatim) ---- */
	if (snowshoe_init()) {
		throw "Buildtime failure: Wrong snowshoe static library";
	}
    /* ---- end of block ---- */
    /* ---- seed README EC-DH, block 2 (verbatim) ---- */
	char sk_c[32], sk_s[32];
    /* ---- end of block ---- */
    /* "Fill sk_c and sk_s with random bytes here." */
    generate_k(sk_c);
    generate_k(sk_s);
    /* ---- seed README EC-DH, block 3 (verbatim) ---- */
	char pp_s[64];
	snowshoe_secret_gen(sk_s);
	if (snowshoe_mul_gen(sk_s, pp_s)) {
		throw "Secret key was generated wrong (developer error)";
	}
    /* ---- end of block ---- */
    /* ---- seed README EC-DH, block 4 (verbatim) ---- */
	char pp_c[64];
	snowshoe_secret_gen(sk_c);
	if (snowshoe_mul_gen(sk_c, pp_c)) {
		throw "Secret key was generated wrong (developer error)";
	}
    /* ---- end of block ---- */
    /* ---- seed README EC-DH, block 5 (verbatim) ---- */
	char sp_c[64];
	if (snowshoe_mul(sk_c, pp_s, sp_c)) {
		// Reject server input pp_s that is invalid
		return false;
	}
    /* ---- end of block ---- */
    /* ---- seed README EC-DH, block 6 (verbatim) ---- */
	char sp_s[64];
	if (snowshoe_mul(sk_s, pp_c, sp_s)) {
		// Reject client input pp_c that is invalid
		return false;
	}
    /* ---- end of block ---- */
    /* "Server and client both arrive at sp_c == sp_s" */
    return memcmp(sp_c, sp_s, 64) == 0;
}

/* ---- EC-DH-FS --------------------------------------------------------------- */

static bool sf_tcs6_ecdh_fs(void)
{
    /* ---- seed README EC-DH-FS (verbatim) ---- */
	char h[32], d[32], a[32];
	char sk_c[32], sk_s[32], sk_e[32];
	char pp_c[64], pp_s[64], pp_e[64];
	char sp_c[64], sp_s[64];

	// Offline: Server long-term public key generation

	generate_k(sk_s);
	snowshoe_secret_gen(sk_s);
	if (snowshoe_mul_gen(sk_s, pp_s)) {
		return false;
	}

	// Online: Server ephemeral public key (changes periodically)

	generate_k(sk_e);
	snowshoe_secret_gen(sk_e);
	if (snowshoe_mul_gen(sk_e, pp_e)) {
		return false;
	}

	// Online: Client ephemeral public key (changes periodically)

	generate_k(sk_c);
	snowshoe_secret_gen(sk_c);
	if (snowshoe_mul_gen(sk_c, pp_c)) {
		return false;
	}

	// h = H(pp_s, pp_e, pp_c, client_nonce, server_nonce)
	generate_k(h);

	// Online: Server handles client request

	// d = sk_e + h * sk_s (mod q)
	snowshoe_mul_mod_q(h, sk_s, sk_e, d);
	if (snowshoe_mul(d, pp_c, sp_s)) {
		return false;
	}

	// Online: Client handles server response

	// a = h * sk_c (mod q)
	snowshoe_mul_mod_q(h, sk_c, 0, a);
	if (snowshoe_simul(sk_c, pp_e, a, pp_s, sp_c)) {
		return false;
	}

	for (int ii = 0; ii < 64; ++ii) {
		if (sp_c[ii] != sp_s[ii]) {
			return false;
		}
	}
    /* ---- end of block ---- */
    return true;
}

/* ---- EdDSA ------------------------------------------------------------------- */

static bool sf_tcs6_eddsa(void)
{
    /* ---- seed README EdDSA (verbatim) ---- */
	char a[32], h_hi_m[64], h_r_a_m[64], r[32], t[32], s[32], u[32];
	char pp_A[64], pp_R[64], pp_Rtest[64];

	// Fake hashes to avoid implementing Skein-512 and Skein-256 just for testing
	generate_k(a);
	generate_k(h_hi_m);
	generate_k(h_hi_m+32);
	generate_k(h_r_a_m);
	generate_k(h_r_a_m+32);

	// Offline precomputation:

	snowshoe_secret_gen(a);
	if (snowshoe_mul_gen(a, pp_A)) {
		return false;
	}

	// Sign:

	snowshoe_mod_q(h_hi_m, r);
	snowshoe_mod_q(h_r_a_m, t);
	if (snowshoe_mul_gen(r, pp_R)) {
		return false;
	}
	snowshoe_mul_mod_q(a, t, r, s); // s = a * t + r (mod q)

	// Verify:

	snowshoe_mod_q(h_r_a_m, u);
	snowshoe_neg(pp_A, pp_A);
	if (snowshoe_simul_gen(s, u, pp_A, pp_Rtest)) {
		return false;
	}

	// Test if 4 * pp_R == pp_Rtest
	if (snowshoe_equals4(pp_Rtest, pp_R)) {
		return false;
	}
    /* ---- end of block ---- */
    return true;
}

/* The same with the signature broken: the example must then refuse it. */
static bool sf_tcs6_eddsa_forged(void)
{
    char a[32], r[32], s[32], pp_A[64], pp_R[64], pp_Rtest[64];
    generate_k(a);
    generate_k(r);
    generate_k(s);
    snowshoe_secret_gen(a);
    snowshoe_secret_gen(r);
    snowshoe_secret_gen(s);
    if (snowshoe_mul_gen(a, pp_A) || snowshoe_mul_gen(r, pp_R))
        return false;
    snowshoe_neg(pp_A, pp_A);
    if (snowshoe_simul_gen(s, r, pp_A, pp_Rtest))
        return false;
    return snowshoe_equals4(pp_Rtest, pp_R) == 0;
}

SF_TEST(compat_snowshoe_seed_examples_v6)
{
    sf_test_rng_seed(&sf_tcs6_rng, 0x5eed6);
    SF_CHECK(SNOWSHOE_VERSION == 6);
    for (int i = 0; i < 4; i++) {
        SF_CHECK(sf_tcs6_ecdh());
        SF_CHECK(sf_tcs6_ecdh_fs());
        SF_CHECK(sf_tcs6_eddsa());
        SF_CHECK(!sf_tcs6_eddsa_forged());
    }
}

/* equals4 itself: R == [4]P, P validated, R compared as bytes. */
SF_TEST(compat_snowshoe_equals4_v6)
{
    char k[32] = {7}, P[64], R4[64], bad[64];
    char four[32] = {28}; /* 4 * 7 */
    SF_CHECK(snowshoe_mul_gen(k, P) == 0);
    SF_CHECK(snowshoe_mul_gen(four, R4) == 0);
    SF_CHECK(snowshoe_equals4(R4, P) == 0);
    SF_CHECK(snowshoe_equals4(P, P) != 0);
    memcpy(bad, P, 64);
    bad[40] ^= 1; /* P off the curve */
    SF_CHECK(snowshoe_equals4(R4, bad) != 0);
    SF_CHECK(snowshoe_equals4(NULL, P) != 0);
    SF_CHECK(snowshoe_equals4(R4, NULL) != 0);
    /* level 6 mul_gen refuses what level 9 refuses */
    memset(k, 0, sizeof k);
    SF_CHECK(snowshoe_mul_gen(k, P) != 0);
}

const sf_test_case sf_tests_compat_snowshoe_v6[] = {
    SF_CASE(compat_snowshoe_seed_examples_v6),
    SF_CASE(compat_snowshoe_equals4_v6),
    SF_CASES_END,
};

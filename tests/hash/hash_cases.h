/* Test cases of the hash module defined outside test_hash.c, which lists
 * them in sf_tests_hash. */
#ifndef SF_TESTS_HASH_CASES_H
#define SF_TESTS_HASH_CASES_H

void sf_test_hash_sha256_errors(void);
void sf_test_hash_sha512_errors(void);
void sf_test_hash_hmac_errors(void);
void sf_test_hash_shake256_errors(void);
void sf_test_hash_blake2b_errors(void);

#endif

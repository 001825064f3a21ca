/* Every test module's case list; one line per module, in layer order. */
#ifndef SF_TESTS_TEST_REGISTRY_H
#define SF_TESTS_TEST_REGISTRY_H

#include "test.h"

extern const sf_test_case sf_tests_common[];
extern const sf_test_case sf_tests_hash[];
extern const sf_test_case sf_tests_peers_hash[];
extern const sf_test_case sf_tests_fp127[];
extern const sf_test_case sf_tests_fp2_127[];
extern const sf_test_case sf_tests_fp2x4[];
extern const sf_test_case sf_tests_fp448[];
extern const sf_test_case sf_tests_ge_snowshoe[];
extern const sf_test_case sf_tests_snowshoe_x4[];
extern const sf_test_case sf_tests_sc_snowshoe[];
extern const sf_test_case sf_tests_fk256[];
extern const sf_test_case sf_tests_sc_k256[];
extern const sf_test_case sf_tests_fp256[];
extern const sf_test_case sf_tests_fp255[];
extern const sf_test_case sf_tests_sc_p256[];
extern const sf_test_case sf_tests_ge_p256[];
extern const sf_test_case sf_tests_der[];
extern const sf_test_case sf_tests_keys[];
extern const sf_test_case sf_tests_mult_p256[];
extern const sf_test_case sf_tests_p256[];
extern const sf_test_case sf_tests_recode[];
extern const sf_test_case sf_tests_mult_snowshoe[];
extern const sf_test_case sf_tests_snowshoe_api[];
extern const sf_test_case sf_tests_snowshoe_proto[];
extern const sf_test_case sf_tests_snowshoe_props[];
extern const sf_test_case sf_tests_compat_snowshoe[];
extern const sf_test_case sf_tests_compat_snowshoe_v6[];
extern const sf_test_case sf_tests_sc_fourq[];
extern const sf_test_case sf_tests_ge_fourq[];
extern const sf_test_case sf_tests_fourq_x4[];
extern const sf_test_case sf_tests_ge_ed25519[];
extern const sf_test_case sf_tests_mult_ed25519[];
extern const sf_test_case sf_tests_mult_fourq[];
extern const sf_test_case sf_tests_fourq_api[];
extern const sf_test_case sf_tests_compat_fourq[];
extern const sf_test_case sf_tests_compat_p256m[];
extern const sf_test_case sf_tests_p256_wycheproof[];
extern const sf_test_case sf_tests_peers_p256[];
extern const sf_test_case sf_tests_ge_k256[];
extern const sf_test_case sf_tests_mult_k256[];
extern const sf_test_case sf_tests_k256_vectors[];
extern const sf_test_case sf_tests_k256_api[];
extern const sf_test_case sf_tests_k256_point[];
extern const sf_test_case sf_tests_peers_k256[];
extern const sf_test_case sf_tests_api[];

/* NULL-terminated, in layer order (bottom up). Defined in test_registry.c. */
extern const sf_test_case *const sf_test_modules[];

#endif

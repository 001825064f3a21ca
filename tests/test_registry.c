/* The list of test modules, bottom layer first. Add a module here and to
 * test_registry.h when you add a tests/<layer>/test_*.c file. */
#include "common/backend.h"
#include "test_registry.h"

const sf_test_case *const sf_test_modules[] = {
    sf_tests_common,
    sf_tests_hash,
    sf_tests_peers_hash,
    sf_tests_fp127,
    sf_tests_fp2_127,
    sf_tests_fp2x4,
    sf_tests_fp448,
    sf_tests_ge_snowshoe,
    sf_tests_snowshoe_x4,
    sf_tests_sc_snowshoe,
    sf_tests_fk256,
    sf_tests_sc_k256,
    sf_tests_fp256,
    sf_tests_fp255,
    sf_tests_sc_p256,
    sf_tests_ge_p256,
    sf_tests_der,
    sf_tests_keys,
    sf_tests_mult_p256,
    sf_tests_p256,
    sf_tests_recode,
    sf_tests_mult_snowshoe,
    sf_tests_snowshoe_api,
    sf_tests_snowshoe_proto,
    sf_tests_snowshoe_props,
    sf_tests_compat_snowshoe,
    sf_tests_compat_snowshoe_v6,
    sf_tests_sc_fourq,
    sf_tests_ge_fourq,
    sf_tests_fourq_x4,
    sf_tests_ge_ed25519,
    sf_tests_mult_ed25519,
    sf_tests_mult_fourq,
    sf_tests_fourq_api,
    sf_tests_compat_fourq,
    sf_tests_compat_p256m,
    sf_tests_p256_wycheproof,
    sf_tests_peers_p256,
    sf_tests_ge_k256,
    sf_tests_mult_k256,
    sf_tests_k256_vectors,
    sf_tests_k256_api,
    sf_tests_k256_point,
    sf_tests_peers_k256,
    sf_tests_api,
    NULL,
};

const char *sf_test_backend(void)
{
#ifdef SF_FIELD_PORTABLE
    return "portable";
#else
    return "64";
#endif
}

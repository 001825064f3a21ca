/* Filled in by the hash module work; cases listed here. */
#include "test.h"

const sf_test_case sf_tests_hash[] = {
    SF_CASES_END,
};

/* Filled in by the fp127 module work; cases listed here. */
#include "test.h"

const sf_test_case sf_tests_fp127[] = {
    SF_CASES_END,
};

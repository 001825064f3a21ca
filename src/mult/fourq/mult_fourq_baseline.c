/* FourQ's multiplications compiled for the CPU level baseline (common/level.h). */
#define SF_LEVEL SF_CPU_BASELINE
#include "common/level_begin.h"
#include "mult/fourq/mult_fourq_impl.h"
#include "common/level_end.h"

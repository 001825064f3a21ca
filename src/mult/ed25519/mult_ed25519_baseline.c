/* edwards25519's multiplications compiled for the CPU level baseline (common/level.h). */
#define SF_LEVEL SF_CPU_BASELINE
#include "common/level_begin.h"
#include "mult/ed25519/mult_ed25519_impl.h"
#include "common/level_end.h"

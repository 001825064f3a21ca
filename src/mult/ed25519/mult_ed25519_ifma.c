/* edwards25519's multiplications compiled for the CPU level ifma (common/level.h). */
#define SF_LEVEL SF_CPU_IFMA
#include "common/level_begin.h"
#include "mult/ed25519/mult_ed25519_impl.h"
#include "common/level_end.h"

/* edwards25519's multiplications compiled for the CPU level v3 (common/level.h). */
#define SF_LEVEL SF_CPU_X86_64_V3
#include "common/level_begin.h"
#include "mult/ed25519/mult_ed25519_impl.h"
#include "common/level_end.h"

/* The last include of a level unit: closes level_begin.h's region. */
#ifdef SF_LEVEL_REGION_OPEN_
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#undef SF_LEVEL_REGION_OPEN_
#endif

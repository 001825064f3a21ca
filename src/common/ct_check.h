/*
 * Hooks for the constant-time check (`make ct`).
 *
 * In a build with -DSF_CT_CHECK, SF_CT_SECRET marks memory as undefined for
 * valgrind's memcheck (the ctgrind technique): every conditional branch or
 * memory address computed from it is then reported as a use of an
 * uninitialised value. SF_CT_PUBLIC declassifies a value that the protocol
 * makes public (a public key, a signature, a validity bit). In every other
 * build both are no-ops.
 *
 * The library itself only uses SF_CT_PUBLIC, and only on values that are
 * outputs anyway; tests/ct/ poisons the secret inputs.
 */
#ifndef SF_COMMON_CT_CHECK_H
#define SF_COMMON_CT_CHECK_H

#ifdef SF_CT_CHECK
#include <valgrind/memcheck.h>
#define SF_CT_SECRET(p, n) ((void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n)))
#define SF_CT_PUBLIC(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define SF_CT_SECRET(p, n) ((void)(p), (void)(n))
#define SF_CT_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#endif /* SF_COMMON_CT_CHECK_H */

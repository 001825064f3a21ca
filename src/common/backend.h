/*
 * Which field backend this build compiles: the 64-bit one (limbs multiplied
 * with unsigned __int128) or the portable 32-bit one. SF_FIELD_PORTABLE is
 * defined when the build asks for it (-DSF_FIELD_PORTABLE) or when the
 * compiler has no 128-bit integer type (32-bit targets such as i386, and
 * compilers without the extension).
 *
 * Layer: common. Every field header includes it, and so does any code that
 * asks which backend it runs (the tests' backend name): testing
 * SF_FIELD_PORTABLE without this header gives the wrong answer on a target
 * that picks the portable backend by itself.
 */
#ifndef SF_COMMON_BACKEND_H
#define SF_COMMON_BACKEND_H

#if !defined(SF_FIELD_PORTABLE) && !defined(__SIZEOF_INT128__)
#define SF_FIELD_PORTABLE 1
#endif

#endif /* SF_COMMON_BACKEND_H */

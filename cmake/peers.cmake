# Finding the peer libraries (OpenSSL libcrypto, libsodium, libsecp256k1,
# libdecaf) once, for the benchmark and the differential tests alike.
#
# sf_find_peer(<ID> <pkg-config name> <header> <library name> <symbol>
#              [SUFFIX <dir>])
# sets, in the caller's scope:
#   SF_PEER_<ID>_FOUND        TRUE or FALSE
#   SF_PEER_<ID>_INCLUDE_DIR  where <header> is
#   SF_PEER_<ID>_LIBRARY      the library to link
# and prints one status line either way, so a missing peer is never silent.
# A library that is found is also linked into a small program that takes
# the address of <symbol>, with the build's compiler and flags: on a 32-bit
# (-m32) or cross build the host's 64-bit peers are found too (pkg-config
# and the usual paths point at them), and this refuses them, so the tests
# and the benchmark skip the peer instead of failing to link.
#
# sf_use_peer(<target> <ID>) then adds the peer's include directory (as a
# SYSTEM directory: the peers' headers are not held to our warning flags),
# its library, and the definition SF_HAVE_<ID>=1 to <target>. The sources
# test `#ifdef SF_HAVE_<ID>` and, when it is absent, skip with a one-line
# reason instead of failing.
find_package(PkgConfig QUIET)
include(CheckCSourceCompiles)

function(sf_find_peer id pcname header libname symbol)
  cmake_parse_arguments(A "" "SUFFIX" "" ${ARGN})
  if(PKG_CONFIG_FOUND)
    pkg_check_modules(SF_PC_${id} QUIET ${pcname})
  endif()
  find_path(SF_PEER_${id}_INCLUDE_DIR ${header}
    HINTS ${SF_PC_${id}_INCLUDE_DIRS} PATH_SUFFIXES ${A_SUFFIX})
  find_library(SF_PEER_${id}_LIBRARY NAMES ${libname}
    HINTS ${SF_PC_${id}_LIBRARY_DIRS})
  if(NOT (SF_PEER_${id}_INCLUDE_DIR AND SF_PEER_${id}_LIBRARY))
    message(STATUS "peer ${pcname} not found: its bench rows and "
                   "differential tests will be skipped")
    set(SF_PEER_${id}_FOUND FALSE PARENT_SCOPE)
    return()
  endif()
  set(CMAKE_REQUIRED_INCLUDES ${SF_PEER_${id}_INCLUDE_DIR})
  set(CMAKE_REQUIRED_LIBRARIES ${SF_PEER_${id}_LIBRARY})
  set(CMAKE_REQUIRED_QUIET ON)
  check_c_source_compiles("
    #include <${header}>
    int main(void) { return (int)(0 * sizeof(&${symbol})); }
    " SF_PEER_${id}_LINKS)
  if(NOT SF_PEER_${id}_LINKS)
    message(STATUS "peer ${pcname}: ${SF_PEER_${id}_LIBRARY} does not link "
                   "for this target (another architecture?): its bench rows "
                   "and differential tests will be skipped")
    set(SF_PEER_${id}_FOUND FALSE PARENT_SCOPE)
    return()
  endif()
  message(STATUS "peer ${pcname}: ${SF_PEER_${id}_LIBRARY}")
  set(SF_PEER_${id}_FOUND TRUE PARENT_SCOPE)
endfunction()

function(sf_use_peer target id)
  if(SF_PEER_${id}_FOUND)
    target_include_directories(${target} SYSTEM PRIVATE
      ${SF_PEER_${id}_INCLUDE_DIR})
    target_link_libraries(${target} PRIVATE ${SF_PEER_${id}_LIBRARY})
    target_compile_definitions(${target} PRIVATE SF_HAVE_${id}=1)
  endif()
endfunction()

# The four peers. OpenSSL >= 1.1.1 (raw X25519 keys through EVP; EC keys
# through EVP_PKEY); libsecp256k1 >= 0.2 with the ecdh, extrakeys, recovery
# and schnorrsig modules, as Debian ships it; libdecaf ships no .pc file and
# keeps its headers in <prefix>/include/decaf.
sf_find_peer(SODIUM libsodium sodium.h sodium sodium_init)
sf_find_peer(OPENSSL libcrypto openssl/evp.h crypto EVP_PKEY_new)
sf_find_peer(SECP256K1 libsecp256k1 secp256k1_schnorrsig.h secp256k1
             secp256k1_schnorrsig_verify)
sf_find_peer(DECAF libdecaf decaf.h decaf decaf_x448 SUFFIX decaf)

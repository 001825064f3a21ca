# Thin wrapper over CMake so the usual verbs just work.
#
#   make          build the library, tests and benchmark in build/
#   make deps     install missing tools and peer libraries (root + apt only)
#   make test     all tests: both field backends, constant-time check,
#                 ASan+UBSan build; ends with "N passed, N failed, N skipped"
#   make ct       the constant-time check alone (valgrind)
#   make asan     the ASan+UBSan test run alone
#   make install-check  install into a private prefix and use it as a user would
#   make bench    benchmark table against the peer libraries: the build users
#                 install (Release, no -march=native), once per CPU level the
#                 machine has, in build-bench/ (BENCH_CC=clang for clang)
#   make bench-native  the same with -march=native, in build-bench-native/
#   make install  build the library and the tool alone and install them into
#                 PREFIX (default /usr/local)

BUILD ?= build
PREFIX ?= /usr/local
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE ?= cmake
# The benchmark's compiler (BENCH_CC, default the system cc) and the
# arguments passed to snowfield-bench (BENCH_ARGS, e.g. "--curve fourq").
BENCH_CC ?=
BENCH_ARGS ?=

.PHONY: all build deps test ct asan install-check bench bench-native install clean

all: build

build:
	$(CMAKE) -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=$(PREFIX)
	$(CMAKE) --build $(BUILD) -j $(JOBS)

deps:
	sh scripts/deps.sh

test: deps
	sh scripts/test.sh $(BUILD)

ct:
	sh scripts/ct.sh $(BUILD)

asan:
	sh scripts/asan.sh

install-check:
	sh scripts/install_check.sh

bench: deps
	BENCH_CC=$(BENCH_CC) sh scripts/bench.sh build-bench -- $(BENCH_ARGS)

bench-native: deps
	BENCH_CC=$(BENCH_CC) sh scripts/bench.sh build-bench-native native -- $(BENCH_ARGS)

# install: the library and the tool alone (no tests, no benchmark), in their
# own build directory so that a test build's cache does not leak in.
install:
	$(CMAKE) -S . -B build-release -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=$(PREFIX) \
		-DSF_BUILD_TESTS=OFF -DSF_BUILD_BENCH=OFF
	$(CMAKE) --build build-release -j $(JOBS)
	$(CMAKE) --install build-release

clean:
	rm -rf $(BUILD) build-bench build-bench-native build-asan build-clang build-install build-release

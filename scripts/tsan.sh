#!/usr/bin/env bash
# The runtime's thread-safety contract under ThreadSanitizer (edge/runtime/Model.h, "Threads"): builds runtime-min
# and its tests with -fsanitize=thread in build-tsan/ (no compiler) and runs the threaded tests on the CPU.
# Exits non-zero on any report. (The Vulkan case stays out: the driver's own threads are not instrumented.)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEDGEC_BUILD_COMPILER=OFF \
  -DCMAKE_CXX_FLAGS=-fsanitize=thread -DCMAKE_C_FLAGS=-fsanitize=thread \
  -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread > /dev/null
cmake --build build-tsan --target runtime-tests
TSAN_OPTIONS=halt_on_error=1 build-tsan/bin/runtime-tests "[threads]~[vulkan]"

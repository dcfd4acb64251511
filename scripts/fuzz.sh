#!/usr/bin/env bash
# Builds every libFuzzer target with clang in build-fuzz/ (AddressSanitizer and coverage on all of edgec and
# runtime-min; the Debian LLVM/MLIR libraries stay as they are) and runs each for a bounded time. Exits
# non-zero if a target crashed (or aborted: fuzz-edgec-compile aborts on a .pte the runtime rejects).
#
#   scripts/fuzz.sh [SECONDS]     seconds per target (default 60); CC/CXX override clang-14/clang++-14
#
# Targets: every `fuzz-*` target of the build (edgec_add_fuzzer in CMakeLists.txt). A target's seeds are the
# files of any */fuzz/corpus/<target>/ directory of the tree, its dictionary any */fuzz/<target>.dict.
# What it learns goes to build-fuzz/corpus/<target>/ (kept between runs), crashes to build-fuzz/crashes/<target>/;
# replay one with `build-fuzz/bin/<target> FILE`. Slow inputs (-timeout) and memory hogs are skipped, not failed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
cc=${CC:-clang-14}
cxx=${CXX:-clang++-14}

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  -DEDGEC_BUILD_FUZZERS=ON -DEDGEC_BUILD_TESTS=OFF
mapfile -t targets < <(ninja -C build-fuzz -t targets all | sed -n 's/^\(fuzz-[A-Za-z0-9_-]*\): phony$/\1/p' | sort -u)
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz: no fuzz targets in build-fuzz" >&2
  exit 1
fi
cmake --build build-fuzz --target "${targets[@]}"

status=0
for t in "${targets[@]}"; do
  mkdir -p "build-fuzz/corpus/$t" "build-fuzz/crashes/$t"
  args=("build-fuzz/corpus/$t")
  while IFS= read -r dir; do args+=("$dir"); done < <(find compiler runtime-min test -type d -path "*/fuzz/corpus/$t")
  while IFS= read -r dict; do args+=("-dict=$dict"); done < <(find compiler runtime-min test -path "*/fuzz/$t.dict")
  echo "fuzz: $t for ${seconds}s: ${args[*]}"
  # -fork=1: a child process fuzzes, so that timeouts and out-of-memory inputs are skipped; a crash ends the run.
  if ! "build-fuzz/bin/$t" "${args[@]}" -max_total_time="$seconds" -fork=1 -ignore_timeouts=1 -ignore_ooms=1 \
      -timeout=20 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix="build-fuzz/crashes/$t/" -print_final_stats=1; then
    echo "fuzz: $t FAILED; reproducers in build-fuzz/crashes/$t/" >&2
    status=1
  fi
done
exit $status

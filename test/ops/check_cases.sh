#!/usr/bin/env bash
# Compiles every case of test/ops (hand-written cases and, in opinfo/, PyTorch's OpInfo samples) for Vulkan and
# for the CPU, runs it with edge-run (Vulkan with the validation layer) and checks it against PyTorch's
# output: fp32, max |out - ref| <= 1e-4 * max |ref|.
# Usage: check_cases.sh OUTDIR (edgec and edge-run on PATH). Prints one line per run, then
# "N passed, M failed"; fails if any fails.
set -u
dir=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"
status=0
passed=0
failed=0
for mlir in "$dir"/*.mlir "$dir"/opinfo/*.mlir; do
  [ -e "$mlir" ] || continue
  name=$(basename "$mlir" .mlir)
  case_dir=$(dirname "$mlir")
  inputs=()
  for i in "$case_dir/$name".input*.npy; do [ -e "$i" ] && inputs+=(-i "$i"); done
  for target in vulkan cpu; do
    flags=()
    [ "$target" = vulkan ] && flags=(--validation)
    if edgec compile "$mlir" -o "$out/$name.$target.pte" --target=$target &&
       edge-run "$out/$name.$target.pte" "${inputs[@]}" --check "$case_dir/$name.output0.npy" "${flags[@]}" \
         > "$out/$name.$target.log" 2>&1; then
      echo "$name $target: ok"
      passed=$((passed + 1))
    else
      echo "$name $target: FAILED"
      failed=$((failed + 1))
      cat "$out/$name.$target.log"
      status=1
    fi
  done
done
echo "$passed passed, $failed failed"
exit $status

#!/usr/bin/env bash
# Compiles every case of test/ops for Vulkan and for the CPU, runs it with edge-run (Vulkan with the
# validation layer) and checks it against PyTorch's output: fp32, max |out - ref| <= 1e-4 * max |ref|.
# Usage: check_cases.sh OUTDIR (edgec and edge-run on PATH). Prints one line per run; fails if any fails.
set -u
dir=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"
status=0
for mlir in "$dir"/*.mlir; do
  name=$(basename "$mlir" .mlir)
  inputs=()
  for i in "$dir/$name".input*.npy; do inputs+=(-i "$i"); done
  for target in vulkan cpu; do
    flags=()
    [ "$target" = vulkan ] && flags=(--validation)
    if edgec compile "$mlir" -o "$out/$name.$target.pte" --target=$target &&
       edge-run "$out/$name.$target.pte" "${inputs[@]}" --check "$dir/$name.output0.npy" "${flags[@]}" \
         > "$out/$name.$target.log" 2>&1; then
      echo "$name $target: ok"
    else
      echo "$name $target: FAILED"
      cat "$out/$name.$target.log"
      status=1
    fi
  done
done
exit $status

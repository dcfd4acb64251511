#!/usr/bin/env bash
# Compiles every case of test/ops (hand-written cases and, in opinfo/, PyTorch's OpInfo samples) for Vulkan and
# for the CPU, runs it with edge-run (Vulkan with the validation layer) and checks it against PyTorch's
# outputs: floats within 1e-4 * max |ref| (f16 and bf16 within two units in the last place), integers and
# bools exactly. Cases with int64 tensors run a third time, compiled for a Vulkan device without shaderInt64
# (target "vulkan-no-int64": int64 as pairs of 32-bit words). Cases run in parallel, one per core. A Vulkan run where an op falls back to the CPU kernels
# says so, with edgec's reason.
# Usage: check_cases.sh OUTDIR (edgec and edge-run on PATH). Prints one line per run, then
# "N passed, M failed"; fails if any fails.
set -u
dir=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"

check_case() {
  local mlir=$1 out=$2
  local name case_dir target
  name=$(basename "$mlir" .mlir)
  case_dir=$(dirname "$mlir")
  local inputs=()
  local checks=() k=0
  while [ -e "$case_dir/$name.input$k.npy" ]; do inputs+=(-i "$case_dir/$name.input$k.npy"); k=$((k + 1)); done
  k=0  # in numeric order: output10 after output9
  while [ -e "$case_dir/$name.output$k.npy" ]; do checks+=(--check "$case_dir/$name.output$k.npy"); k=$((k + 1)); done
  local targets=(vulkan cpu)
  # A case with int64 tensors also runs as compiled for a device without shaderInt64 (int64 as word pairs).
  grep -q 'si64>' "$mlir" && targets+=(vulkan-no-int64)
  for target in "${targets[@]}"; do
    local flags=() compile_flags=(--target=$target)
    [ "$target" != cpu ] && flags=(--validation)
    [ "$target" = vulkan-no-int64 ] && compile_flags=(--target=vulkan "--vulkan-features=$NO_INT64_FEATURES")
    if edgec compile "$mlir" -o "$out/$name.$target.pte" "${compile_flags[@]}" > "$out/$name.$target.log" 2>&1 &&
       edge-run "$out/$name.$target.pte" "${inputs[@]}" "${checks[@]}" "${flags[@]}" \
         >> "$out/$name.$target.log" 2>&1; then
      # Say why an op of a Vulkan program runs on the CPU kernels instead (edgec's remark), if one does.
      local why
      why=$(sed -n 's/.*runs on the CPU kernels, not on Vulkan: //p' "$out/$name.$target.log" | sort -u | paste -sd ';')
      echo "$name $target: ok${why:+ (falls back: $why)}"
    else
      echo "$name $target: FAILED"
      cat "$out/$name.$target.log"
    fi
  done
}
export -f check_case
export NO_INT64_FEATURES=all,-shaderInt64

ls "$dir"/*.mlir "$dir"/opinfo/*.mlir 2>/dev/null |
  xargs -P "$(nproc)" -I{} bash -c 'check_case "$1" "$2"' _ {} "$out" > "$out/results.txt"
cat "$out/results.txt"
passed=$(grep -c ': ok' "$out/results.txt")
failed=$(grep -c ': FAILED$' "$out/results.txt")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]

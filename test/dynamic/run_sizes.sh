#!/usr/bin/env bash
# Compiles test/dynamic/NAME.mlir (exported with a dynamic dimension) once per target and runs each program
# on every stored sample: the export's own inputs and NAME_SUFFIX.* (other sizes, or other counts of a size
# found in the data), against every one of PyTorch's outputs (Vulkan with the validation layer on). With
# VULKAN_FEATURES set, the Vulkan program is compiled for a device with only those optional features.
# Usage: run_sizes.sh DYNAMIC_DIR NAME TMP_PREFIX
set -euo pipefail
dir=$1 name=$2 tmp=$3
edgec compile "$dir/$name.mlir" -o "$tmp.$name.vulkan.pte" ${VULKAN_FEATURES+"--vulkan-features=$VULKAN_FEATURES"}
edgec compile "$dir/$name.mlir" -o "$tmp.$name.cpu.pte" --target=cpu
edgec inspect "$tmp.$name.vulkan.pte" | grep -E 'dynamic size|input|output'
for sample in "$dir/$name".output0.npy "$dir/$name"_*.output0.npy; do
  prefix=${sample%.output0.npy}
  inputs=() checks=()
  for i in "$prefix".input*.npy; do inputs+=(-i "$i"); done
  for o in "$prefix".output*.npy; do checks+=(--check "$o"); done
  echo "sample ${prefix##*/}"
  edge-run "$tmp.$name.vulkan.pte" --validation "${inputs[@]}" "${checks[@]}"
  edge-run "$tmp.$name.cpu.pte" --cpu-only "${inputs[@]}" "${checks[@]}"
done

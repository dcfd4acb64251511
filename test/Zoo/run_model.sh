#!/usr/bin/env bash
# Compiles MODELS_DIR/NAME.mlir.gz (gzipped, as the zoo is stored; NAME may be torch-mlir/MODEL, whose inputs
# and references are MODEL's) for Vulkan and for the CPU, prints `edgec inspect` of the Vulkan program, then
# runs both against the model's PyTorch reference (Vulkan with the validation layer on). With VULKAN_FEATURES
# set, the Vulkan program is compiled for a device with only those optional features (--vulkan-features).
# Usage: run_model.sh MODELS_DIR NAME TMP_PREFIX [edge-run options]
set -euo pipefail
models=$1 name=$2 tmp=$3.${2//\//.}
shift 3
model=$(basename "$name")
inputs=()
for i in "$models/$model".input*.npy; do inputs+=(-i "$i"); done
gunzip -c "$models/$name.mlir.gz" > "$tmp.mlir"
edgec compile "$tmp.mlir" -o "$tmp.vulkan.pte" ${VULKAN_FEATURES+"--vulkan-features=$VULKAN_FEATURES"}
edgec inspect "$tmp.vulkan.pte"
edge-run "$tmp.vulkan.pte" --validation "${inputs[@]}" --check "$models/$model.output0.npy" "$@"
edgec compile "$tmp.mlir" -o "$tmp.cpu.pte" --target=cpu
edge-run "$tmp.cpu.pte" --cpu-only "${inputs[@]}" --check "$models/$model.output0.npy" "$@"

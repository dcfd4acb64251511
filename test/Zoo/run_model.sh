#!/usr/bin/env bash
# Compiles test/models/NAME.mlir for Vulkan and for the CPU, prints `edgec inspect` of the Vulkan program,
# then runs both against the model's PyTorch reference (Vulkan with the validation layer on).
# Usage: run_model.sh MODELS_DIR NAME TMP_PREFIX
set -euo pipefail
models=$1 name=$2 tmp=$3
inputs=()
for i in "$models/$name".input*.npy; do inputs+=(-i "$i"); done
edgec compile "$models/$name.mlir" -o "$tmp.$name.vulkan.pte"
edgec inspect "$tmp.$name.vulkan.pte"
edge-run "$tmp.$name.vulkan.pte" --validation "${inputs[@]}" --check "$models/$name.output0.npy"
edgec compile "$models/$name.mlir" -o "$tmp.$name.cpu.pte" --target=cpu
edge-run "$tmp.$name.cpu.pte" --cpu-only "${inputs[@]}" --check "$models/$name.output0.npy"

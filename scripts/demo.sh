#!/usr/bin/env bash
# Installs what is missing, builds, then compiles examples/mlp.mlir and runs it on the default Vulkan device,
# checking the output against PyTorch's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
mkdir -p build/demo
build/bin/edgec compile examples/mlp.mlir -o build/demo/mlp.pte
build/bin/edgec inspect build/demo/mlp.pte
build/bin/edge-run build/demo/mlp.pte --input examples/mlp.input0.npy --output build/demo/mlp.output0.npy \
  --check examples/mlp.output0.npy

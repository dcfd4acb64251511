#!/usr/bin/env bash
# Runs the example models and the zoo's MobileNetV2 and ResNet-18 on the GPU machine's Vulkan driver with edge-run (checked against PyTorch's
# references) and times edge-run and PyTorch side by side in one session.
#
# Here:   bench/gpu_examples.sh prepare    (compiles build/bench/*.pte; needs a build)
# There:  bench/gpu_examples.sh run        (carry .gl build/bin/edge-run build/bench; see gpu-machine.md)
set -euo pipefail
cd "$(dirname "$0")/.."
iters=${ITERS:-500}
models="examples/mlp examples/small_cnn test/models/mobilenet_v2 test/models/resnet18"
case "${1:-}" in
  prepare)
    mkdir -p build/bench
    for p in $models; do
      m=$(basename "$p") src="$p.mlir"
      # the zoo is stored gzipped
      [ -e "$src" ] || { gunzip -c "$p.mlir.gz" > "build/bench/$m.mlir"; src="build/bench/$m.mlir"; }
      build/bin/edgec compile "$src" -o "build/bench/$m.pte"
      build/bin/edgec compile "$src" -o "build/bench/$m.cpu.pte" --target=cpu
    done ;;
  run)
    . bench/gpu_vulkan.sh
    # A cold start: the driver's pipeline cache starts empty in a fresh directory.
    export __GL_SHADER_DISK_CACHE_PATH=$(mktemp -d)
    vulkaninfo --summary 2>/dev/null | grep -E "deviceName|driverVersion|apiVersion" | head -3 || true
    for p in $models; do
      m=$(basename "$p")
      echo "== $m (vulkan)"
      build/bin/edge-run "build/bench/$m.pte" -i "$p.input0.npy" --check "$p.output0.npy" --iters "$iters" | grep -E "device|load|check|latency"
      echo "== $m (cpu kernels)"
      build/bin/edge-run "build/bench/$m.cpu.pte" -i "$p.input0.npy" --check "$p.output0.npy" --iters "$iters" | grep -E "check|latency"
    done
    python3 bench/torch_examples.py ;;
  *) echo "usage: $0 prepare|run" >&2; exit 2 ;;
esac

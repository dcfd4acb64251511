#!/usr/bin/env bash
# The cost of robustBufferAccess (on by default where the device has it; edge-run --no-robust-buffer-access
# opts out): the same programs run by one edge-run with it on and off, alternately, median of 200 executes,
# two rounds. The programs: kernel_ab.py's synthetic GEMMs and adaptive pooling, and zoo models (checked
# against PyTorch's references).
#
# Here:   bench/robust_ab.sh prepare      (writes .bench/robust: the .pte files gzipped, the zoo's inputs)
# There:  bench/robust_ab.sh run          (carry .gl .bench/robust build/bin/edge-run; see gpu-machine.md)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.bench/robust
zoo="resnet18 mobilenet_v2 efficientnet_b0 vit swin_t bert gpt2"
case "${1:-}" in
  prepare)
    rm -rf "$dir" && mkdir -p "$dir"
    for set in matmul adaptive_pool; do python3 bench/kernel_ab.py write "$set" "$dir"; done
    for m in $zoo; do
      gunzip -c test/models/$m.mlir.gz > "$dir/$m.mlir"
      cp test/models/$m.input*.npy test/models/$m.output0.npy "$dir/"
    done
    for p in "$dir"/*.mlir; do build/bin/edgec compile "$p" -o "${p%.mlir}.pte"; done
    rm -f "$dir"/*.mlir && gzip -9f "$dir"/*.pte ;;
  run)
    . bench/gpu_vulkan.sh
    gunzip -f "$dir"/*.pte.gz
    for set in matmul adaptive_pool; do python3 bench/kernel_ab.py inputs "$set" "$dir"; done
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    build/bin/edge-run --device-info | tail -1
    for round in 1 2; do
      for p in "$dir"/*.pte; do
        n=$(basename "$p" .pte) ins=() chk=()
        for i in "$dir/$n".input*.npy; do ins+=(-i "$i"); done
        [ -e "$dir/$n.output0.npy" ] && chk=(--check "$dir/$n.output0.npy")
        for side in on off; do
          flag=()
          [ "$side" = off ] && flag=(--no-robust-buffer-access)
          echo "round $round $n robust-$side: $(build/bin/edge-run "$p" "${ins[@]}" "${chk[@]}" "${flag[@]}" --iters 200 2>&1 |
            grep -E "latency|error|: ok" | tr '\n' ' ')"
        done
      done
    done ;;
  *) sed -n 2,8p "$0"; exit 2 ;;
esac

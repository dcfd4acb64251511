#!/usr/bin/env bash
# int64 as 32-bit word pairs (devices without shaderInt64) against native int64, side by side: the programs of
# bench/int64_pairs.py compiled twice (--vulkan-features=all and all,-shaderInt64), each timed with edge-run on the
# same device in one session; the pairs program's outputs are checked against the native one's.
#
#   bench/int64_pairs.sh prepare      (here: writes and compiles build/bench/int64/; needs a build)
#   bench/int64_pairs.sh run          (here on lavapipe, or on the GPU machine carrying .gl, build/bin/edge-run
#                                      and build/bench/int64/pte: see shared/reference/gpu-machine.md; the
#                                      inputs, 77 MB, are written again there)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build/bench/int64
iters=${ITERS:-100}
cases="add_mul floor_div sum_rows to_float embedding"
case "${1:-}" in
  prepare)
    python3 bench/int64_pairs.py "$dir"
    mkdir -p "$dir/pte"
    for c in $cases; do
      build/bin/edgec compile "$dir/$c.mlir" -o "$dir/pte/$c.native.pte"
      build/bin/edgec compile "$dir/$c.mlir" -o "$dir/pte/$c.pairs.pte" --vulkan-features=all,-shaderInt64
    done ;;
  run)
    if [ -d .gl ] && [ -e /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then  # the GPU machine
      . bench/gpu_vulkan.sh
    fi
    [ -e "$dir/add_mul.input0.npy" ] || python3 bench/int64_pairs.py "$dir"
    for c in $cases; do
      inputs=()
      for i in "$dir/$c".input*.npy; do inputs+=(-i "$i"); done
      native=$(build/bin/edge-run "$dir/pte/$c.native.pte" "${inputs[@]}" -o "$dir/$c.native.out.npy" --iters "$iters")
      pairs=$(build/bin/edge-run "$dir/pte/$c.pairs.pte" "${inputs[@]}" --check "$dir/$c.native.out.npy" --tolerance 0 \
        --iters "$iters")
      [ "$c" = add_mul ] && { echo "$native" | grep -m1 '^device' || true; }
      echo "$c: native $(echo "$native" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p') ms," \
        "pairs $(echo "$pairs" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p') ms;" \
        "$(echo "$pairs" | grep -m1 '^check' | sed 's/:.*: /: /')"
    done ;;
  *) echo "usage: $0 prepare|run" >&2; exit 2 ;;
esac

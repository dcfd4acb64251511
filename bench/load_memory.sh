#!/usr/bin/env bash
# Peak memory and start-up time of full-size programs (the embeddable-runtime issue's targets: peak RSS at most
# weights + planned arenas + 20 MB; opening and checking a program under 30 ms), read and mapped.
#
# There:  bench/load_memory.sh export          (GPU machine, PyTorch: ResNet-50 and ViT-B/16 with weights that
#                                               compress, bench/models.py TILED; writes $OUT/NAME.mlir.gz etc.)
# Here:   bench/load_memory.sh compile DIR     (the exported files copied to DIR; writes DIR/NAME.pte.gz)
# Any:    bench/load_memory.sh run DIR [EDGE_RUN] (gunzips, runs bench/load_memory.py; on the GPU machine set
#                                               VK_DRIVER_FILES for NVIDIA or lavapipe)
set -euo pipefail
cd "$(dirname "$0")/.."
names=${NAMES:-"resnet50_tiled vit_b_16_tiled"}
case "${1:-}" in
  export)
    export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}" PYTHONWARNINGS=ignore
    for n in $names; do
      python3 -m edgec_export "bench/models.py:$n" -o "$OUT/$n.mlir" --save-io "$OUT/$n"
      gzip -9f "$OUT/$n.mlir"
    done ;;
  compile)
    # The baseline (bench/load_memory.py): a one-layer program.
    build/bin/edgec compile examples/mlp.mlir -o "$2/baseline_mlp.pte"
    cp examples/mlp.input0.npy "$2/baseline_mlp.input0.npy" && cp examples/mlp.output0.npy "$2/baseline_mlp.output0.npy"
    for n in $names; do
      gunzip -c "$2/$n.mlir.gz" > "$2/$n.mlir"
      build/bin/edgec compile "$2/$n.mlir" -o "$2/$n.pte"
      rm "$2/$n.mlir" && gzip -9kf "$2/$n.pte"
    done ;;
  run)
    for n in $names; do [ -e "$2/$n.pte" ] || gunzip -k "$2/$n.pte.gz"; done
    python3 bench/load_memory.py "${3:-build/bin/edge-run}" "${ITERS:-20}" "$2/baseline_mlp" \
      $(for n in $names; do echo "$2/$n"; done) ;;
  *) echo "usage: $0 export | compile DIR | run DIR [EDGE_RUN]" >&2; exit 2 ;;
esac

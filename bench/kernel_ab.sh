#!/usr/bin/env bash
# Old against new kernels on the GPU machine: a set of programs (synthetic ones written here, zoo models), each
# compiled by two edgecs and run by one edge-run (median of 200 runs, old and new alternately, two rounds); zoo
# models are checked against PyTorch's references. Where the .pte format changed between the two, the old
# programs run on the old build's edge-run (OLD_EDGE_RUN: prepare copies it beside them), timed the same way.
#
# Here:   bench/kernel_ab.sh prepare SET OLD_EDGEC [OLD_EDGE_RUN]   (writes .bench/SET: the .pte files, gzipped)
# There:  bench/kernel_ab.sh run SET                 (carry .gl .bench build/bin/edge-run; see gpu-machine.md)
# SET: matmul (GEMMs, transformers, ResNet-18), adaptive_pool (adaptive average pooling, CNNs), upsample
# (bilinear resizing), batched_b (zoo models with products over one B broadcast over a batch), split_k (zoo
# models whose convolutions and products split K) or attention (transformers of the zoo, and the dynamic
# programs of test/dynamic, each compiled once and run at every size stored beside it, checked against
# PyTorch's outputs there)
set -euo pipefail
cd "$(dirname "$0")/.."
set_name=${2:?usage: $0 prepare SET OLD_EDGEC | run SET}
dir=.bench/$set_name
# Each synthetic program: name, then "op|argument shapes|result shape|extra operands" for bench/kernel_ab.py.
case "$set_name" in
  matmul) zoo="vit bert gpt2 swin_t transformer_encoder gpt_block resnet18" ;;
  adaptive_pool) zoo="resnet18 mobilenet_v2 efficientnet_b0 r3d_18" ;;
  upsample) zoo="" ;;
  batched_b) zoo="bert transformer transformer_encoder lstm gru gpt_block gpt2 vit" ;;
  split_k) zoo="resnet18 resnet50 wide_resnet50_2 mobilenet_v2 efficientnet_b0 densenet121 vit bert gpt2" ;;
  attention) zoo="bert gpt2 gru lstm swin_t transformer transformer_encoder"
             dynamic="bert gpt cached_decoder cache_window lstm" ;;
  *) echo "unknown set $set_name" >&2; exit 2 ;;
esac
case "${1:-}" in
  prepare)
    mkdir -p "$dir" && rm -f "$dir"/*.pte* "$dir"/*.mlir "$dir"/old-edge-run
    if [ -n "${4:-}" ]; then cp "$4" "$dir/old-edge-run"; fi
    python3 bench/kernel_ab.py write "$set_name" "$dir"
    for m in $zoo; do gunzip -c test/models/$m.mlir.gz > "$dir/$m.mlir"; done
    for m in ${dynamic:-}; do cp test/dynamic/$m.mlir "$dir/dynamic_$m.mlir"; done
    for p in "$dir"/*.mlir; do
      "$3" compile "$p" -o "${p%.mlir}.old.pte"
      build/bin/edgec compile "$p" -o "${p%.mlir}.new.pte"
    done
    rm -f "$dir"/*.mlir && gzip -9f "$dir"/*.pte ;;
  run)
    . bench/gpu_vulkan.sh
    gunzip -f "$dir"/*.pte.gz
    python3 bench/kernel_ab.py inputs "$set_name" "$dir"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    for round in $(seq "${ROUNDS:-2}"); do
      for p in "$dir"/*.old.pte; do
        n=$(basename "$p" .old.pte) ins=() chk=()
        # a dynamic program: each sample stored beside it (its inputs and PyTorch's outputs)
        samples=("")
        if [[ $n == dynamic_* ]]; then
          samples=()
          for o in test/dynamic/${n#dynamic_}.output0.npy test/dynamic/${n#dynamic_}_*.output0.npy; do
            [ -e "$o" ] && samples+=("${o%.output0.npy}")
          done
        fi
        for sample in "${samples[@]}"; do
          ins=() chk=()
          if [ -n "$sample" ]; then for i in "$sample".input*.npy; do ins+=(-i "$i"); done
            for o in "$sample".output*.npy; do chk+=(--check "$o"); done
          elif [ -e "$dir/$n.input0.npy" ]; then for i in "$dir/$n".input*.npy; do ins+=(-i "$i"); done
          else for i in test/models/$n.input*.npy; do ins+=(-i "$i"); done; chk=(--check test/models/$n.output0.npy); fi
          for side in old new; do
            run=build/bin/edge-run
            [ "$side" = old ] && [ -x "$dir/old-edge-run" ] && run=$dir/old-edge-run
            echo "round $round $n${sample:+ ${sample##*/}} $side: $("$run" "$dir/$n.$side.pte" "${ins[@]}" "${chk[@]}" --iters 200 2>&1 |
              grep -E "latency|error|: ok" | tr '\n' ' ')"
          done
        done
      done
    done ;;
  *) echo "usage: $0 prepare SET OLD_EDGEC [OLD_EDGE_RUN] | run SET" >&2; exit 2 ;;
esac

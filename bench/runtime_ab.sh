#!/usr/bin/env bash
# Old against new runtime: the same programs (compiled once, by this build's edgec, for the device class given)
# run by two edge-runs, alternately, median of 200 executes, ROUNDS rounds (default 3). For changes to the runtime alone
# (its structure, its submission): zoo models (checked against PyTorch's references), dynamic programs at their
# bounds (test/dynamic, checked against their references), a masked-rows program whose CPU kernel finds a size
# in the data (two submission chains), and bench/submission_chain.sh's program of 8 Vulkan/CPU step pairs.
#
# Here:   bench/runtime_ab.sh prepare OLD_EDGE_RUN [EDGEC_OPTIONS...]  (writes .bench/runtime: programs gzipped,
#                                                                        inputs, both edge-runs, stripped)
#         With OLD_FORMAT=previous, the old edge-run reads the programs marked with the previous format version
#         (pte-craft previous-version: for a format change whose older reader ignores what was added).
# There:  bench/runtime_ab.sh run    (carry .gl .bench/runtime; see gpu-machine.md)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.bench/runtime
zoo="resnet18 mobilenet_v2 bert gpt2 lstm"
dynamic="cached_decoder masked_rows segnet"
case "${1:-}" in
  prepare)
    old=${2:?usage: $0 prepare OLD_EDGE_RUN [EDGEC_OPTIONS...]}
    shift 2
    rm -rf "$dir" && mkdir -p "$dir"
    strip -o "$dir/old-edge-run" "$old" && strip -o "$dir/new-edge-run" build/bin/edge-run
    for m in $zoo; do
      gunzip -c test/models/$m.mlir.gz > "$dir/$m.mlir"
      cp test/models/$m.input*.npy "$dir/" && cp test/models/$m.output0.npy "$dir/$m.ref0.npy"
    done
    for m in $dynamic; do
      cp test/dynamic/$m.mlir "$dir/"
      cp test/dynamic/$m.input*.npy "$dir/" && cp test/dynamic/$m.output0.npy "$dir/$m.ref0.npy"
    done
    for p in "$dir"/*.mlir; do build/bin/edgec compile "$p" "$@" -o "${p%.mlir}.pte"; done
    bash bench/submission_chain.sh prepare build 8 "$dir/chain" > /dev/null
    mv "$dir/chain/chain.pte" "$dir/chain.pte" && mv "$dir/chain/x.npy" "$dir/chain.input0.npy" &&
      mv "$dir/chain/ref.npy" "$dir/chain.ref0.npy" && rm -rf "$dir/chain"
    if [ "${OLD_FORMAT:-}" = previous ]; then strip -o "$dir/pte-craft" build/bin/pte-craft; fi
    rm -f "$dir"/*.mlir && gzip -9f "$dir"/*.pte ;;
  run)
    . bench/gpu_vulkan.sh
    gunzip -f "$dir"/*.pte.gz
    if [ -x "$dir/pte-craft" ]; then
      for p in "$dir"/*.pte; do
        [ "${p%.old-format.pte}" = "$p" ] && "$dir/pte-craft" previous-version "$p" "${p%.pte}.old-format.pte"
      done
    fi
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || true
    for round in $(seq "${ROUNDS:-3}"); do
      for p in "$dir"/*.pte; do
        [ "${p%.old-format.pte}" = "$p" ] || continue
        n=$(basename "$p" .pte) ins=()
        for i in "$dir/$n".input*.npy; do ins+=(-i "$i"); done
        for side in old new; do
          program=$p
          [ "$side" = old ] && [ -e "$dir/$n.old-format.pte" ] && program=$dir/$n.old-format.pte
          echo "round $round $n $side: $("$dir/$side-edge-run" "$program" "${ins[@]}" --check "$dir/$n.ref0.npy" \
            --tolerance 1e-3 --iters 200 2>&1 | grep -E "latency|error|execution|: ok" | tr '\n' ' ')"
        done
      done
    done ;;
  *) sed -n 2,10p "$0"; exit 2 ;;
esac

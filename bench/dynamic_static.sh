#!/usr/bin/env bash
# Dynamic vs static (issue 21): each model of test/dynamic/export_values.sh compiled once with its dynamic
# dimensions, run at its smallest and largest sizes, beside the same model exported statically at that size;
# edge-run median of ITERS executes (default 50), Vulkan (the default device: lavapipe here) and the CPU.
#
# There (PyTorch):  bench/dynamic_static.sh export    writes .bench/dynamic/NAME_SIZE.{mlir,input*.npy}
# Here:             bench/dynamic_static.sh run       prints the table (edgec, edge-run on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.bench/dynamic
# name | dynamic dims (as export_values.sh) | smallest | largest
models=(
  "bert|0:0:1:4:batch 0:1:2:32:seq|batch=1,seq=2|batch=4,seq=32"
  "gpt|0:1:1:48:tokens|tokens=1|tokens=48"
  "audio|0:2:200:1600:samples|samples=200|samples=1600"
  "lstm|0:0:1:8:batch|batch=1|batch=8"
  "segnet|0:2:16:96:height 0:3:16:96:width|height=16,width=16|height=96,width=96"
)
case "${1:-}" in
  export)
    mkdir -p $out
    for m in "${models[@]}"; do
      IFS='|' read -r name specs small large <<<"$m"
      flags=()
      for s in $specs; do flags+=(--dynamic-dim "$s"); done
      python3 bench/dynamic_static.py "$name" "$out/$name" "${flags[@]}" --at "$small" --at "$large"
    done ;;
  run)
    iters=${ITERS:-50}
    median() { edge-run "$@" --iters "$iters" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
    echo "| model | size | target | dynamic ms | static ms | dynamic / static |"
    echo "|---|---|---|---|---|---|"
    for m in "${models[@]}"; do
      IFS='|' read -r name specs small large <<<"$m"
      for target in vulkan cpu; do
        edgec compile test/dynamic/$name.mlir --target=$target -o $out/$name.dynamic.$target.pte
        for at in "$small" "$large"; do
          suffix=$(echo "$at" | sed 's/=//g; s/,/_/g')
          edgec compile $out/${name}_$suffix.mlir --target=$target -o $out/${name}_$suffix.static.$target.pte
          inputs=()
          for i in $out/${name}_$suffix.input*.npy; do inputs+=(-i "$i"); done
          d=$(median $out/$name.dynamic.$target.pte "${inputs[@]}")
          s=$(median $out/${name}_$suffix.static.$target.pte "${inputs[@]}")
          echo "| $name | $at | $target | $d | $s | $(python3 -c "print('%.2f' % ($d / $s))") |"
        done
      done
    done ;;
  *) sed -n 2,8p "$0"; exit 2 ;;
esac

#!/usr/bin/env bash
# Dynamic vs static (issue 21): each model of test/dynamic/export_values.sh compiled once with its dynamic
# dimensions, run at its smallest and largest sizes, beside the same model exported statically at that size;
# edge-run median of ITERS executes (default 50), ROUNDS times each in turn (default 5), Vulkan (the default
# device, lavapipe here, its programs compiled with the options `edge-run --device-info` prints) and the CPU.
#
# There (PyTorch):  bench/dynamic_static.sh export    writes .bench/dynamic/NAME_SIZE.{mlir,input*.npy}
# Here:             bench/dynamic_static.sh run       prints the table (edgec, edge-run on PATH)
# For a device without edgec (the GPU machine): here `bench/dynamic_static.sh prepare EDGEC_OPTION...` compiles
# the Vulkan programs for that device into .bench/dynamic/prepared; there `bench/dynamic_static.sh time`
# prints the same table for them (edge-run on PATH; carry .bench/dynamic).
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
  "cached_decoder|0:1:1:16:tokens 1:1:1:40:cache|tokens=1,cache=1|tokens=16,cache=40"
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
  prepare)
    shift
    mkdir -p $out/prepared
    for m in "${models[@]}"; do
      IFS='|' read -r name specs small large <<<"$m"
      edgec compile test/dynamic/$name.mlir "$@" -o $out/prepared/$name.dynamic.pte
      for at in "$small" "$large"; do
        suffix=$(echo "$at" | sed 's/=//g; s/,/_/g')
        edgec compile $out/${name}_$suffix.mlir "$@" -o $out/prepared/${name}_$suffix.static.pte
      done
    done ;;
  run | time)
    iters=${ITERS:-50} rounds=${ROUNDS:-5} mode=$1
    if [ "$mode" = time ]; then . bench/gpu_vulkan.sh; fi
    # Vulkan programs for the device at hand (its class, limits and features), as bench/models.sh compiles them
    read -r -a device_flags <<<"$(edge-run --device-info 2>/dev/null | sed -n 's/^edgec options: //p')"
    median() { edge-run "$@" --iters "$iters" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
    echo "| model | size | target | dynamic ms | static ms | dynamic / static (pairs' median, range) |"
    echo "|---|---|---|---|---|---|"
    for m in "${models[@]}"; do
      IFS='|' read -r name specs small large <<<"$m"
      targets="vulkan cpu"
      [ "$mode" = time ] && targets=prepared
      for target in $targets; do
        flags=()
        [ "$target" = vulkan ] && flags=("${device_flags[@]}")
        dynamic=$out/$name.dynamic.$target.pte
        [ "$target" = prepared ] && dynamic=$out/prepared/$name.dynamic.pte
        [ "$target" = prepared ] || edgec compile test/dynamic/$name.mlir --target=$target "${flags[@]}" -o "$dynamic"
        for at in "$small" "$large"; do
          suffix=$(echo "$at" | sed 's/=//g; s/,/_/g')
          static=$out/${name}_$suffix.static.$target.pte
          [ "$target" = prepared ] && static=$out/prepared/${name}_$suffix.static.pte
          [ "$target" = prepared ] || edgec compile $out/${name}_$suffix.mlir --target=$target "${flags[@]}" -o "$static"
          inputs=()
          for i in $out/${name}_$suffix.input*.npy; do inputs+=(-i "$i"); done
          # ROUNDS pairs, dynamic and static in turn (the machine's speed drifts): the median of each side's
          # medians and of the pairs' ratios.
          ds=() ss=()
          for ((r = 0; r < rounds; r++)); do
            ds+=("$(median "$dynamic" "${inputs[@]}")")
            ss+=("$(median "$static" "${inputs[@]}")")
          done
          python3 - "$name" "$at" "$target" "${ds[*]}" "${ss[*]}" <<'PY'
import statistics, sys
name, at, target, ds, ss = sys.argv[1:]
d, s = [float(x) for x in ds.split()], [float(x) for x in ss.split()]
ratios = [a / b for a, b in zip(d, s)]
print("| %s | %s | %s | %.4f | %.4f | %.2f (%.2f-%.2f) |" % (name, at, target, statistics.median(d), statistics.median(s),
                                                      statistics.median(ratios), min(ratios), max(ratios)))
PY
        done
      done
    done ;;
  *) sed -n 2,8p "$0"; exit 2 ;;
esac

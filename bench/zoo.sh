#!/usr/bin/env bash
# The zoo table: per model of test/models (stored gzipped), `edgec compile` wall time, the Vulkan program's
# dispatches and shader modules (`edgec inspect`), the largest error against PyTorch's reference on Vulkan
# and with --target=cpu (edge-run --check), and the median latency of N runs (edge-run --iters) on the
# default Vulkan device (lavapipe where no GPU is present). Prints a Markdown table. With VULKAN_FEATURES set,
# the Vulkan programs are compiled for target devices with only those features (--vulkan-features).
# Usage: bench/zoo.sh [BUILD_DIR] [N] [MODEL...]   (default: build, 20, every model)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
iters=${2:-20}
shift $(( $# > 2 ? 2 : $# ))
models=${*:-$(ls test/models/*.mlir.gz | xargs -n1 basename | sed 's/\.mlir\.gz$//')}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| model | compile (s) | dispatches | shader modules | max error Vulkan | max error CPU | latency (ms) |"
echo "|---|---|---|---|---|---|---|"
for m in $models; do
  gunzip -c "test/models/$m.mlir.gz" > "$tmp/$m.mlir"
  inputs=()
  for i in test/models/"$m".input*.npy; do inputs+=(-i "$i"); done
  s=$(date +%s%N)
  "$build/bin/edgec" compile "$tmp/$m.mlir" -o "$tmp/$m.pte" ${VULKAN_FEATURES+"--vulkan-features=$VULKAN_FEATURES"}
  e=$(date +%s%N)
  "$build/bin/edgec" compile "$tmp/$m.mlir" -o "$tmp/$m.cpu.pte" --target=cpu
  inspect=$("$build/bin/edgec" inspect "$tmp/$m.pte")
  dispatches=$(echo "$inspect" | grep -o "[0-9]* dispatch(es)" | awk '{s += $1} END {print s}')
  shaders=$(echo "$inspect" | awk '$1 == "shaders:" {print $2}')
  vk=$("$build/bin/edge-run" "$tmp/$m.pte" "${inputs[@]}" --check "test/models/$m.output0.npy" --iters "$iters")
  cpu=$("$build/bin/edge-run" "$tmp/$m.cpu.pte" "${inputs[@]}" --check "test/models/$m.output0.npy")
  err() { sed -n 's/.*max abs error \([^,]*\),.*/\1/p' | head -1; }
  latency=$(echo "$vk" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p' | head -1)
  awk -v m="$m" -v t=$(( (e - s) / 1000000 )) -v d="$dispatches" -v sh="$shaders" -v ev="$(echo "$vk" | err)" \
    -v ec="$(echo "$cpu" | err)" -v l="$latency" 'BEGIN { printf "| %s | %.2f | %s | %s | %s | %s | %s |\n", m, t / 1000, d, sh, ev, ec, l }'
done

#!/usr/bin/env bash
# What an execute with CPU fallbacks between Vulkan partitions costs: a program of K steps of
# (Vulkan add, CPU relu on a rank-7 view, which no shader takes), compiled once and timed with edge-run
# --iters N (median) by each edge-run given, so two builds (one submission chain on a timeline semaphore
# against a submission and fence wait per partition) run the same .pte side by side on the same device.
# Usage: bench/submission_chain.sh prepare BUILD_DIR K DIR   writes DIR/chain.pte, its input and reference
#        bench/submission_chain.sh run DIR N EDGE_RUN...      times each edge-run (a GPU machine needs no compiler)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = run ]; then
  dir=$2 iters=$3
  shift 3
  for r in "$@"; do
    out=$("$r" "$dir/chain.pte" -i "$dir/x.npy" --check "$dir/ref.npy" --tolerance 1e-6 --iters "$iters")
    echo "$r: $(echo "$out" | grep -o 'device: .*'); $(echo "$out" | grep -o 'latency: .*'); $(echo "$out" | grep -o 'check output 0: .*' | sed 's/.*: //')"
  done
  exit 0
fi
[ "${1:-}" = prepare ] || { sed -n 2,9p "$0"; exit 2; }
build=$2 steps=$3 tmp=$4
mkdir -p "$tmp"
t='!torch.vtensor<[64,256],f32>'
t7='!torch.vtensor<[1,1,1,4,16,1,256],f32>'
{
  echo "func.func @main(%x0: $t) -> $t {"
  echo "  %int1 = torch.constant.int 1"
  echo "  %int4 = torch.constant.int 4"
  echo "  %int16 = torch.constant.int 16"
  echo "  %int64 = torch.constant.int 64"
  echo "  %int256 = torch.constant.int 256"
  echo "  %s7 = torch.prim.ListConstruct %int1, %int1, %int1, %int4, %int16, %int1, %int256 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>"
  echo "  %s2 = torch.prim.ListConstruct %int64, %int256 : (!torch.int, !torch.int) -> !torch.list<int>"
  for k in $(seq 0 $((steps - 1))); do
    echo "  %a$k = torch.aten.add.Tensor %x$k, %x$k, %int1 : $t, $t, !torch.int -> $t"
    echo "  %v$k = torch.aten.view %a$k, %s7 : $t, !torch.list<int> -> $t7"
    echo "  %r$k = torch.aten.relu %v$k : $t7 -> $t7"
    echo "  %x$((k + 1)) = torch.aten.view %r$k, %s2 : $t7, !torch.list<int> -> $t"
  done
  echo "  %out = torch.aten.mul.Tensor %x$steps, %x$steps : $t, $t -> $t"
  echo "  return %out : $t"
  echo "}"
} > "$tmp/chain.mlir"
"$build/bin/edgec" compile "$tmp/chain.mlir" -o "$tmp/chain.pte" 2> /dev/null
"$build/bin/edgec" inspect "$tmp/chain.pte" | grep "^partitions:"
"$build/bin/edgec" compile "$tmp/chain.mlir" -o "$tmp/chain.cpu.pte" --target=cpu 2> /dev/null
python3 - "$tmp/x.npy" <<'PY'
import struct, sys
header = "{'descr': '<f4', 'fortran_order': False, 'shape': (64, 256), }".ljust(117) + "\n"
values = [((i * 37) % 101 - 50) / 50.0 for i in range(64 * 256)]
with open(sys.argv[1], "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + struct.pack("<%df" % len(values), *values))
PY
"$build/bin/edge-run" "$tmp/chain.cpu.pte" -i "$tmp/x.npy" -o "$tmp/ref.npy" > /dev/null

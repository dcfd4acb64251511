#!/usr/bin/env bash
# Old against new matmul shaders on the GPU machine: three GEMM programs and the zoo's transformer models and
# ResNet-18, each compiled by two edgecs, run by one edge-run (medians of --iters runs, alternately, two rounds).
#
# Here:   bench/matmul_family.sh prepare OLD_EDGEC   (writes .bench/mm: programs, .pte.gz; needs a build)
# There:  bench/matmul_family.sh run                 (carry .gl .bench build/bin/edge-run; see gpu-machine.md)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.bench/mm
zoo="vit bert gpt2 swin_t transformer_encoder gpt_block resnet18"
gemm="mm_2048 addmm_2048 bmm_attn"
case "${1:-}" in
  prepare)
    mkdir -p $dir && rm -f $dir/*.pte*
    python3 - "$dir" <<'PY'
import sys
progs = {
 "mm_2048": ("%a: !torch.vtensor<[2048,2048],f32>, %b: !torch.vtensor<[2048,2048],f32>", "[2048,2048]",
   "%0 = torch.aten.mm %a, %b : !torch.vtensor<[2048,2048],f32>, !torch.vtensor<[2048,2048],f32> -> !torch.vtensor<[2048,2048],f32>"),
 "addmm_2048": ("%bias: !torch.vtensor<[2048],f32>, %a: !torch.vtensor<[2048,2048],f32>, %b: !torch.vtensor<[2048,2048],f32>", "[2048,2048]",
   "%one = torch.constant.int 1\n    %0 = torch.aten.addmm %bias, %a, %b, %one, %one : !torch.vtensor<[2048],f32>, !torch.vtensor<[2048,2048],f32>, !torch.vtensor<[2048,2048],f32>, !torch.int, !torch.int -> !torch.vtensor<[2048,2048],f32>"),
 "bmm_attn": ("%a: !torch.vtensor<[48,256,64],f32>, %b: !torch.vtensor<[48,64,256],f32>", "[48,256,256]",
   "%0 = torch.aten.bmm %a, %b : !torch.vtensor<[48,256,64],f32>, !torch.vtensor<[48,64,256],f32> -> !torch.vtensor<[48,256,256],f32>"),
}
for n, (args, out, body) in progs.items():
    open("%s/%s.mlir" % (sys.argv[1], n), "w").write("module {\n  func.func @main(%s) -> !torch.vtensor<%s,f32> {\n    %s\n    return %%0 : !torch.vtensor<%s,f32>\n  }\n}\n" % (args, out, body, out))
PY
    for m in $zoo; do gunzip -c test/models/$m.mlir.gz > $dir/$m.mlir; done
    for m in $gemm $zoo; do
      "$2" compile $dir/$m.mlir -o $dir/$m.old.pte
      build/bin/edgec compile $dir/$m.mlir -o $dir/$m.new.pte
    done
    rm -f $dir/*.mlir && gzip -9f $dir/*.pte ;;
  run)
    for f in .gl/*.deb; do dpkg -x "$f" /; done
    ldconfig
    export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
    gunzip -f $dir/*.pte.gz
    python3 - "$dir" <<'PY'
import sys
import numpy as np
r = np.random.default_rng(0)
for name, shapes in {"mm_2048": [(2048, 2048), (2048, 2048)], "addmm_2048": [(2048,), (2048, 2048), (2048, 2048)],
                     "bmm_attn": [(48, 256, 64), (48, 64, 256)]}.items():
    for i, s in enumerate(shapes):
        np.save("%s/%s.input%d.npy" % (sys.argv[1], name, i), r.standard_normal(s).astype(np.float32))
PY
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    for round in 1 2; do
      for n in $gemm $zoo; do
        ins=() chk=()
        if [ -e $dir/$n.input0.npy ]; then for i in $dir/$n.input*.npy; do ins+=(-i $i); done
        else for i in test/models/$n.input*.npy; do ins+=(-i $i); done; chk=(--check test/models/$n.output0.npy); fi
        for side in old new; do
          echo "round $round $n $side: $(build/bin/edge-run $dir/$n.$side.pte "${ins[@]}" "${chk[@]}" --iters 200 2>&1 |
            grep -E "latency|error|: ok" | tr '\n' ' ')"
        done
      done
    done ;;
  *) echo "usage: $0 prepare OLD_EDGEC | run" >&2; exit 2 ;;
esac

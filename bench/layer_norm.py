"""Layer-norm microbenchmarks: writes, for each shape, a program holding one aten.native_layer_norm (as
torch-mlir's importer prints it; weight and bias are inputs), its inputs and PyTorch's output.
Usage (where PyTorch is): python3 bench/layer_norm.py OUTDIR; then, per shape,
  edgec compile OUTDIR/NAME.mlir -o NAME.pte
  edge-run NAME.pte -i OUTDIR/NAME.input0.npy -i ...input1.npy -i ...input2.npy --check OUTDIR/NAME.ref.npy --iters 200
(bench/RESULTS.md, "Layer norm as one kernel", compares two edgec builds this way.)"""
import sys

import numpy as np
import torch

SHAPES = [("ln_vit", 197, 768), ("ln_bert", 128, 768), ("ln_wide", 64, 4096), ("ln_many", 16384, 96)]

PROGRAM = """module {{
  func.func @main(%x: !torch.vtensor<[{r},{c}],f32>, %w: !torch.vtensor<[{c}],f32>, %b: !torch.vtensor<[{c}],f32>) -> !torch.vtensor<[{r},{c}],f32> {{
    %int = torch.constant.int {c}
    %list = torch.prim.ListConstruct %int : (!torch.int) -> !torch.list<int>
    %eps = torch.constant.float 1.000000e-05
    %0, %1, %2 = torch.aten.native_layer_norm %x, %list, %w, %b, %eps : !torch.vtensor<[{r},{c}],f32>, !torch.list<int>, !torch.vtensor<[{c}],f32>, !torch.vtensor<[{c}],f32>, !torch.float -> !torch.vtensor<[{r},{c}],f32>, !torch.vtensor<[{r},1],f32>, !torch.vtensor<[{r},1],f32>
    return %0 : !torch.vtensor<[{r},{c}],f32>
  }}
}}
"""


def main(out):
    torch.manual_seed(0)
    for name, rows, cols in SHAPES:
        with open("%s/%s.mlir" % (out, name), "w") as f:
            f.write(PROGRAM.format(r=rows, c=cols))
        x, w, b = torch.randn(rows, cols) * 2 + 1, torch.rand(cols) + 0.5, torch.randn(cols)
        for i, t in enumerate((x, w, b)):
            np.save("%s/%s.input%d.npy" % (out, name, i), t.numpy())
        np.save("%s/%s.ref.npy" % (out, name), torch.nn.functional.layer_norm(x, [cols], w, b, 1e-5).numpy())


if __name__ == "__main__":
    main(sys.argv[1])

"""Group-norm microbenchmarks: writes, for each shape, a program holding one aten.native_group_norm (as
torch-mlir's importer prints it; weight and bias are inputs), its inputs and PyTorch's output.
Usage (where PyTorch is): python3 bench/group_norm.py OUTDIR; then compile and run each as bench/layer_norm.py
says (bench/RESULTS.md, "Norms as one kernel")."""
import sys

import numpy as np
import torch

SHAPES = [("gn_unet", 1, 256, 64, 64, 32), ("gn_small", 8, 64, 16, 16, 8)]

PROGRAM = """module {{
  func.func @main(%x: {t}, %w: !torch.vtensor<[{c}],f32>, %b: !torch.vtensor<[{c}],f32>) -> {t} {{
    %n = torch.constant.int {n}
    %c = torch.constant.int {c}
    %hw = torch.constant.int {hw}
    %g = torch.constant.int {g}
    %eps = torch.constant.float 1.000000e-05
    %0, %1, %2 = torch.aten.native_group_norm %x, %w, %b, %n, %c, %hw, %g, %eps : {t}, !torch.vtensor<[{c}],f32>, !torch.vtensor<[{c}],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> {t}, !torch.vtensor<[{n},{g}],f32>, !torch.vtensor<[{n},{g}],f32>
    return %0 : {t}
  }}
}}
"""


def main(out):
    torch.manual_seed(0)
    for name, n, c, h, w, g in SHAPES:
        t = "!torch.vtensor<[%d,%d,%d,%d],f32>" % (n, c, h, w)
        with open("%s/%s.mlir" % (out, name), "w") as f:
            f.write(PROGRAM.format(t=t, n=n, c=c, hw=h * w, g=g))
        x, wt, b = torch.randn(n, c, h, w) * 2 + 1, torch.rand(c) + 0.5, torch.randn(c)
        for i, v in enumerate((x, wt, b)):
            np.save("%s/%s.input%d.npy" % (out, name, i), v.numpy())
        np.save("%s/%s.ref.npy" % (out, name), torch.nn.functional.group_norm(x, g, wt, b, 1e-5).numpy())


if __name__ == "__main__":
    main(sys.argv[1])

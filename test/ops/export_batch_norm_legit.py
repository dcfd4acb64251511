"""Writes cases for aten._native_batch_norm_legit.default (with running statistics), which torch.export never
emits (its running statistics are mutable: exports hold _native_batch_norm_legit_functional or, outside
training, _native_batch_norm_legit_no_training): the program text as torch-mlir's importer prints the op
(torch.operator), with PyTorch's own kernel as the reference. Outside training the running statistics
normalize and the saved statistics are empty; in training the batch's statistics normalize and are returned
(mean and inverse standard deviation), and the running statistics' update, a side effect, is not part of the
program.

  python3 test/ops/export_batch_norm_legit.py OUTDIR   (needs PyTorch; run by test/ops/export_cases.sh)
"""

import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

from edgec_export.export import save_io  # noqa: E402
from edgec_export.printer import DTYPES  # noqa: E402

TEXT = """module {
  func.func @main(%%arg0: %(x)s, %%arg1: %(c)s, %%arg2: %(c)s, %%arg3: %(c)s, %%arg4: %(c)s) -> (%(results)s) {
    %%training = torch.constant.bool %(training)s
    %%momentum = torch.constant.float 1.000000e-01
    %%eps = torch.constant.float 1.000000e-03
    %%0:3 = torch.operator "torch.aten._native_batch_norm_legit"(%%arg0, %%arg1, %%arg2, %%arg3, %%arg4, %%training, %%momentum, %%eps) : (%(x)s, %(c)s, %(c)s, %(c)s, %(c)s, !torch.bool, !torch.float, !torch.float) -> (%(x)s, %(s)s, %(s)s)
    return %(returned)s : %(results)s
  }
}
"""


def vtensor(shape, dtype):
    return "!torch.vtensor<[%s],%s>" % (",".join(str(d) for d in shape), DTYPES[dtype][0])


def main(outdir):
    count = 0
    for training in (False, True):
        for dtype in ((torch.float32, torch.float16, torch.bfloat16) if not training else (torch.float32,)):
            torch.manual_seed(140 + count)
            shape = (2, 3, 5, 4)
            x = (torch.randn(shape) * 2 + 0.5).to(dtype)
            weight, bias = torch.randn(3).to(dtype), torch.randn(3).to(dtype)
            mean, var = torch.randn(3).to(dtype), (torch.rand(3) + 0.5).to(dtype)
            out = torch.ops.aten._native_batch_norm_legit.default(x, weight, bias, mean.clone(), var.clone(), training,
                                                                   0.1, 1e-3)
            refs = list(out) if training else [out[0]]
            stats = [3] if training else [0]
            result_types = [vtensor(r.shape, r.dtype) for r in refs]
            name = "native_batch_norm_legit_%s_%s" % ("train" if training else "eval", DTYPES[dtype][0])
            with open(os.path.join(outdir, name + ".mlir"), "w") as f:
                f.write(TEXT % {"x": vtensor(shape, dtype), "c": vtensor([3], dtype), "s": vtensor(stats, dtype),
                                "training": "true" if training else "false",
                                "results": ", ".join(result_types),
                                "returned": ", ".join("%%0#%d" % i for i in range(len(refs)))})
            save_io(os.path.join(outdir, name), [x, weight, bias, mean, var], refs)
            count += 1
    print("wrote %d _native_batch_norm_legit cases" % count)


if __name__ == "__main__":
    main(sys.argv[1])

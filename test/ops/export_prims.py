"""Writes cases for prims.convert_element_type, which torch.export never emits (it is what torch-mlir's
decompositions leave, e.g. in test/models/torch-mlir/cnn_bn_pool.mlir): the program text as torch-mlir's
importer prints it, with PyTorch's own prims implementation as the reference.

  python3 test/ops/export_prims.py OUTDIR   (needs PyTorch; run by test/ops/export_cases.sh)
"""

import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import cases  # noqa: E402
from edgec_export.export import save_io  # noqa: E402
from edgec_export.printer import DTYPES  # noqa: E402

TEXT = """module {
  func.func @main(%%arg0: !torch.vtensor<[5,7],%(src)s>) -> !torch.vtensor<[5,7],%(dst)s> {
    %%int%(code)d = torch.constant.int %(code)d
    %%0 = torch.prims.convert_element_type %%arg0, %%int%(code)d : !torch.vtensor<[5,7],%(src)s>, !torch.int -> !torch.vtensor<[5,7],%(dst)s>
    return %%0 : !torch.vtensor<[5,7],%(dst)s>
  }
}
"""


def main(outdir):
    for src, dst in cases._CONVERSIONS.items():
        x = cases._conversion(src, dst)()[1][0]
        target = cases._DTYPES[dst]
        ref = torch.ops.prims.convert_element_type(x, target)
        name = "prims_convert_%s_to_%s" % (src, dst)
        with open(os.path.join(outdir, name + ".mlir"), "w") as f:
            f.write(TEXT % {"src": DTYPES[x.dtype][0], "dst": DTYPES[target][0], "code": DTYPES[target][1]})
        save_io(os.path.join(outdir, name), [x], [ref])
    print("wrote %d prims.convert_element_type cases" % len(cases._CONVERSIONS))


if __name__ == "__main__":
    main(sys.argv[1])

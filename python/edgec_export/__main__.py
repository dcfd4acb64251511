"""python3 -m edgec_export FILE.py:FACTORY -o OUT.mlir [--save-io PREFIX] [--keep aten.linear.default]

FACTORY is a function in FILE.py returning (module, example_inputs).
"""

import argparse
import importlib.util
import sys

import torch

from .export import export_module, write_outputs


def main(argv=None):
    parser = argparse.ArgumentParser(prog="edgec_export", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("factory", help="FILE.py:FUNCTION returning (module, example_inputs)")
    parser.add_argument("-o", "--output", required=True, help="MLIR file to write")
    parser.add_argument("--save-io", metavar="PREFIX",
                        help="also write PREFIX.inputN.npy and PyTorch's PREFIX.outputN.npy")
    parser.add_argument("--decompositions", choices=["core", "none"], default="core")
    parser.add_argument("--keep", action="append", default=[],
                        help="op overload kept undecomposed, e.g. aten.linear.default")
    args = parser.parse_args(argv)
    path, _, func = args.factory.rpartition(":")
    spec = importlib.util.spec_from_file_location("edgec_user_models", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    module, inputs = getattr(mod, func)()
    keep = []
    for name in args.keep:
        ns, op, overload = name.split(".")
        keep.append(getattr(getattr(getattr(torch.ops, ns), op), overload))
    program = export_module(module, inputs, args.decompositions, keep)
    write_outputs(program, module, inputs, args.output, args.save_io)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Exports a model of test/dynamic/models.py statically at given sizes of its named dynamic dimensions, for
bench/dynamic_static.sh (on a machine with PyTorch):

  python3 bench/dynamic_static.py NAME OUT_PREFIX --dynamic-dim SPEC... --at NAME=SIZE[,NAME=SIZE...]...

writes OUT_PREFIX_SUFFIX.mlir (no dynamic dims) and OUT_PREFIX_SUFFIX.input*.npy per --at."""

import argparse
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "python"))

from edgec_export.__main__ import load_model  # noqa: E402
from edgec_export.dynamic import DynamicDims  # noqa: E402
from edgec_export.export import export_module, resized_inputs, save_io, reference_outputs  # noqa: E402
from edgec_export.printer import print_program  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("name")
    parser.add_argument("prefix")
    parser.add_argument("--dynamic-dim", action="append", default=[])
    parser.add_argument("--at", action="append", default=[])
    args = parser.parse_args()
    module, inputs = load_model(os.path.join(here, "..", "test", "dynamic", "models.py") + ":" + args.name, None, [])
    dims = DynamicDims(args.dynamic_dim, len(inputs))
    for text in args.at:
        sizes, suffix = dims.sample(text)
        sample = resized_inputs(inputs, dims, sizes)
        prefix = "%s_%s" % (args.prefix, suffix)
        with open(prefix + ".mlir", "w") as f:
            f.write(print_program(export_module(module, sample)))
        save_io(prefix, sample, reference_outputs(module, sample))


if __name__ == "__main__":
    main()

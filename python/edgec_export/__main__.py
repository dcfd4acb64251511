"""Exports a PyTorch model as torch-mlir ATen MLIR for edgec.

  python3 -m edgec_export FILE.py:FACTORY -o OUT.mlir [--save-io PREFIX]
  python3 -m edgec_export FILE.py:FACTORY --dynamic-dim 0:0:1:32:batch -o OUT.mlir [--save-io PREFIX --dynamic-sample batch=5]
  python3 -m edgec_export torchvision:NAME [--input-shape 1,3,224,224] [--model-arg num_classes=10] -o OUT.mlir

FACTORY is a function in FILE.py returning (module, example_inputs). torchvision:NAME builds
torchvision.models.get_model(NAME, weights=None, **model args) with a random input (seed 0).
"""

import argparse
import importlib.util
import sys

import torch

from .dynamic import DynamicDims
from .export import DECOMPOSITIONS, aten_op, export_module, reference_outputs, resized_inputs, save_io
from .printer import ExportError, print_program


def _model_arg(text):
    key, _, value = text.partition("=")
    for conv in (int, float):
        try:
            return key, conv(value)
        except ValueError:
            pass
    return key, value


def load_model(source, input_shape, model_args):
    if source.startswith("torchvision:"):
        import torchvision

        torch.manual_seed(0)
        module = torchvision.models.get_model(source.split(":", 1)[1], weights=None, **dict(model_args))
        return module, [torch.randn(*input_shape)]
    path, _, func = source.rpartition(":")
    if not path:
        raise SystemExit("edgec_export: expected FILE.py:FACTORY or torchvision:NAME, got %r" % source)
    spec = importlib.util.spec_from_file_location("edgec_user_models", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    module, inputs = getattr(mod, func)()
    return module, list(inputs)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m edgec_export", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", help="FILE.py:FACTORY or torchvision:NAME")
    parser.add_argument("-o", "--output", required=True, help="MLIR file to write")
    parser.add_argument("--save-io", metavar="PREFIX",
                        help="also write the inputs as PREFIX.inputN.npy and PyTorch's outputs as PREFIX.outputN.npy")
    parser.add_argument("--reference-device", default="cpu", metavar="DEVICE",
                        help="with --save-io: compute the outputs with PyTorch's kernels for DEVICE (e.g. cuda, "
                             "for a dtype its CPU kernel does not take); default cpu")
    parser.add_argument("--decompositions", choices=DECOMPOSITIONS, default="core",
                        help="core: to the Core ATen opset (default); torch-mlir: torch-mlir's narrower default "
                             "set, as its FX importer does; none: as exported")
    parser.add_argument("--keep", action="append", default=[], metavar="OP",
                        help="op overload left undecomposed, e.g. linear.default (repeatable)")
    parser.add_argument("--dynamic-dim", action="append", default=[], metavar="INPUT:DIM:MIN:MAX[:NAME]",
                        help="export dimension DIM of input INPUT (0-based) as dynamic, MIN <= size <= MAX "
                             "(repeatable; specs with the same NAME share one size; NAME names the size in edgec's "
                             "messages and inspection)")
    parser.add_argument("--dynamic-sample", action="append", default=[], metavar="NAME=SIZE[,NAME=SIZE...]",
                        help="with --save-io: also write inputs with those dynamic dimensions resized (the others "
                             "as the example) and PyTorch's outputs for them, as PREFIX_NAMESIZE[_...].inputN.npy / "
                             ".outputN.npy; a plain SIZE sets every dynamic dimension, as PREFIX_SIZE.*; sizes "
                             "outside the bounds are refused (repeatable)")
    parser.add_argument("--input-shape", default="1,3,224,224", help="torchvision models: the input's shape")
    parser.add_argument("--model-arg", action="append", default=[], type=_model_arg, metavar="KEY=VALUE",
                        help="torchvision models: a keyword argument of the model builder (repeatable)")
    args = parser.parse_args(argv)
    module, inputs = load_model(args.source, [int(d) for d in args.input_shape.split(",")], args.model_arg)
    keep = []
    for name in args.keep:
        op = aten_op(name[len("aten."):] if name.startswith("aten.") else name)
        if op is None:
            parser.error("no op aten.%s in this PyTorch" % name)
        keep.append(op)
    try:
        dims = DynamicDims(args.dynamic_dim, len(inputs)) if args.dynamic_dim else None
        if args.dynamic_sample and not dims:
            raise ValueError("--dynamic-sample needs --dynamic-dim")
        samples = [dims.sample(text) for text in args.dynamic_sample]
    except ValueError as e:
        parser.error(str(e))
    program = export_module(module, inputs, args.decompositions, keep, dims.shapes if dims else None)
    try:
        text = print_program(program, symbol_names=dims.symbol_names(program) if dims else None)
    except ExportError as e:
        print("edgec_export: error: %s" % e, file=sys.stderr)
        return 1
    with open(args.output, "w") as f:
        f.write(text)
    if args.save_io:
        save_io(args.save_io, inputs, reference_outputs(module, inputs, args.reference_device))
        for sizes, suffix in samples:
            sample = resized_inputs(inputs, dims, sizes)
            save_io("%s_%s" % (args.save_io, suffix), sample, reference_outputs(module, sample, args.reference_device))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Runs torch.export plus decompositions and writes the MLIR text and reference tensors."""

import os

import numpy as np
import torch

from .printer import print_program


def export_module(module, inputs, decompositions="core", keep=()):
    """torch.export `module` on `inputs`; returns the ExportedProgram after decompositions.

    decompositions: "core" decomposes to the Core ATen opset; "none" keeps the exported ops.
    keep: op overloads (e.g. torch.ops.aten.linear.default) to keep undecomposed with "core".
    """
    module = module.eval()
    program = torch.export.export(module, tuple(inputs))
    if decompositions == "core":
        table = torch.export.default_decompositions()
        for op in keep:
            table.pop(op, None)
        program = program.run_decompositions(table)
    elif decompositions != "none":
        raise ValueError("unknown decompositions %r" % decompositions)
    return program


def write_outputs(program, module, inputs, mlir_path, io_prefix=None):
    with open(mlir_path, "w") as f:
        f.write(print_program(program))
    if io_prefix:
        with torch.no_grad():
            outs = module(*inputs)
        outs = list(outs) if isinstance(outs, (list, tuple)) else [outs]
        os.makedirs(os.path.dirname(io_prefix) or ".", exist_ok=True)
        for i, t in enumerate(inputs):
            np.save("%s.input%d.npy" % (io_prefix, i), t.detach().cpu().numpy())
        for i, t in enumerate(outs):
            np.save("%s.output%d.npy" % (io_prefix, i), t.detach().cpu().numpy())

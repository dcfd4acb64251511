"""Exports the data-dependent models of models.py (on the machine with PyTorch): NAME.mlir with PyTorch's
references for the example inputs (NAME.inputN.npy / .outputN.npy) and for inputs whose row counts differ,
NAME_none.* (no element selected) and NAME_all.* (every element). run_sizes.sh runs every sample.
Usage: python3 export_data_dependent.py [NAME...]"""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
sys.path.insert(0, HERE)

import models  # noqa: E402
from edgec_export.export import export_module, parse_dynamic_dims, reference_outputs, save_io  # noqa: E402
from edgec_export.printer import print_program  # noqa: E402

# name -> (the inputs selecting nothing, the inputs selecting everything), from the example inputs
SAMPLES = {
    "coordinates": lambda x: ([torch.zeros_like(x)], [x.sign() + (x == 0).float()]),
    "masked_rows": lambda s, t: ([-s.abs() - 1, t], [s.abs() + 1, t]),
    "pooled_selection": lambda s, t: ([-s.abs() - 1, t], [s.abs() + 1, t]),
    "chained_masks": lambda x: ([-x.abs() - 1], [x.abs() + 1]),
    # none at the dynamic batch's bound, all at its minimum
    "dynamic_coordinates": lambda x: ([torch.zeros(8, 4)], [torch.ones(1, 4)]),
}
# --dynamic-dim specs (edgec_export's INPUT:DIM:MIN:MAX) of the models with dynamic inputs
DYNAMIC = {"dynamic_coordinates": ["0:0:1:8"]}


def main(names):
    for name in names or sorted(SAMPLES):
        module, inputs = getattr(models, name)()
        dynamic = parse_dynamic_dims(DYNAMIC[name], len(inputs)) if name in DYNAMIC else None
        text = print_program(export_module(module, inputs, dynamic_shapes=dynamic))
        with open(os.path.join(HERE, name + ".mlir"), "w") as f:
            f.write(text)
        save_io(os.path.join(HERE, name), inputs, reference_outputs(module, inputs))
        none, every = SAMPLES[name](*inputs)
        for suffix, sample in (("none", none), ("all", every)):
            save_io(os.path.join(HERE, "%s_%s" % (name, suffix)), sample, reference_outputs(module, sample))


if __name__ == "__main__":
    main(sys.argv[1:])

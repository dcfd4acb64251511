"""edgec's ATen op table (compiler/dialects/aten_ops.tsv), as the exporter needs it."""

import os

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compiler", "dialects", "aten_ops.tsv")


class OpTable:
    def __init__(self, path=TABLE):
        # aten name.overload -> True when torch-mlir registers the op (its importer prints it by name)
        self.torch_mlir_named = {}
        with open(path) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                fields = line.rstrip("\n").split("\t")
                self.torch_mlir_named[fields[0]] = fields[2] == "yes"

    def known(self, name):
        return name in self.torch_mlir_named

    def printed_by_name(self, name):
        """Whether the op prints as `torch.NAME ...` (else as `torch.operator "torch.NAME"(...)`)."""
        return self.torch_mlir_named.get(name, False)

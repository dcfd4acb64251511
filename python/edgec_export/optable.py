"""edgec's ATen op table (compiler/registry/aten_ops.tsv), as the exporter needs it."""

import os

_REGISTRY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compiler", "registry")
TABLE = os.path.join(_REGISTRY, "aten_ops.tsv")
# the ops torch-mlir registers (torch_mlir_ops.tsv): its importer prints these by name, any other generically
TORCH_MLIR_OPS = os.path.join(_REGISTRY, "torch_mlir_ops.tsv")


class OpTable:
    def __init__(self, path=TABLE, torch_mlir_ops=TORCH_MLIR_OPS):
        self.rows = set()  # aten name.overload of every row
        with open(path) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                self.rows.add(line.split("\t", 1)[0])
        self.torch_mlir = set()  # torch-mlir's mnemonics: aten.add.Tensor, aten.relu (no `.default`)
        with open(torch_mlir_ops) as f:
            for line in f:
                if not line.startswith("#") and line.strip():
                    self.torch_mlir.add(line.split("\t", 1)[0])

    def known(self, name):
        return name in self.rows

    def printed_by_name(self, name):
        """Whether torch-mlir's importer prints the op as `torch.NAME ...` (else `torch.operator "torch.NAME"(...)`)."""
        return (name[:-len(".default")] if name.endswith(".default") else name) in self.torch_mlir

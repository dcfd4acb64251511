"""edgec's exporter: torch.export a module and print it as torch-mlir ATen MLIR."""

from .export import export_module  # noqa: F401
from .printer import print_program  # noqa: F401

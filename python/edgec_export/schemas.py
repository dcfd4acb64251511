"""Prints op table rows from the PyTorch registry: python3 -m edgec_export.schemas aten.linear.default ...

Each line is `name<TAB>schema<TAB>core|registry`; compiler/registry/aten_ops.tsv takes the first two columns
verbatim (the torch-mlir and support columns are edgec's own).
"""

import sys

import torch


def schema_row(name):
    ns, op, overload = name.split(".")
    overload_packet = getattr(getattr(torch.ops, ns), op)
    ovl = getattr(overload_packet, overload)
    origin = "core" if torch.Tag.core in ovl.tags else "registry"
    return "%s\t%s\t%s" % (name, ovl._schema, origin)


def main(argv):
    for name in argv:
        print(schema_row(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Generates ODS and C++ tables from aten_ops.tsv (the one ATen op table of edgec).

  gen_ops.py TABLE torch-td OUT     ATen ops of the torch dialect (TableGen)
  gen_ops.py TABLE edge-td OUT      kernel ops of the edge dialect (TableGen)
  gen_ops.py TABLE lowering-inc OUT the 1:1 torch-to-edge lowerings (C++)
  gen_ops.py TABLE support-inc OUT  X-macro rows: EDGEC_OP(name, lowering, cpu, vulkan, origin)

Only the standard library is used: this runs at build time on machines with a bare python3.
"""

import re
import sys


class Arg:
    def __init__(self, text):
        text = text.strip()
        default = None
        if "=" in text:
            text, default = text.split("=", 1)
        self.type, self.name = text.rsplit(" ", 1)
        self.default = default
        # strip alias annotations: Tensor(a) / Tensor(a!)
        self.base = re.sub(r"\([a-z]!?\)", "", self.type)

    @property
    def is_tensor(self):
        return self.base in ("Tensor", "Tensor?")


class Row:
    def __init__(self, fields, lineno):
        if len(fields) != 6:
            raise SystemExit("aten_ops.tsv:%d: expected 6 tab-separated columns" % lineno)
        self.name, self.schema, self.lowering, self.cpu, self.vulkan, self.origin = fields
        m = re.match(r"^(\w+)::(\w+)(?:\.(\w+))?\((.*)\) -> (.*)$", self.schema)
        if not m:
            raise SystemExit("aten_ops.tsv:%d: cannot parse schema %r" % (lineno, self.schema))
        self.ns, self.base_name, overload, args, rets = m.groups()
        self.overload = overload or "default"
        self.args = []
        for a in _split_args(args):
            if a.strip() == "*":
                continue
            self.args.append(Arg(a))
        rets = rets.strip()
        if rets.startswith("("):
            rets = rets[1:-1]
        self.num_results = len(_split_args(rets))
        # torch-mlir spelling: the overload is omitted when it is `default`
        self.op_name = "%s.%s%s" % (self.ns, self.base_name,
                                    "" if self.overload == "default" else "." + self.overload)
        self.cpp = _camel(self.ns) + "_" * self.base_name.startswith("_") + _camel(self.base_name).lstrip("_") + ("" if self.overload == "default" else _camel(self.overload))
        self.edge_name = self.base_name + ("" if self.overload == "default" else "." + self.overload)
        self.edge_cpp = _camel(self.base_name) + ("" if self.overload == "default" else _camel(self.overload))


def _split_args(text):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


def _camel(name):
    # a leading underscore is kept so that aten._softmax and a future aten.softmax stay apart
    lead = "_" if name.startswith("_") else ""
    return lead + "".join(p[:1].upper() + p[1:] for p in name.split("_") if p)


def read_table(path):
    rows = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            rows.append(Row(line.split("\t"), lineno))
    return rows


# schema type -> torch dialect ODS constraint
_TORCH_TYPES = {
    "Tensor": "AnyTorchTensorType",
    "Tensor?": "AnyTorchOptionalTensorType",
    "Scalar": "AnyTorchScalarType",
    "Scalar?": "AnyTorchOptionalScalarType",
    "int": "Torch_IntType",
    "SymInt": "Torch_IntType",
    "int?": "AnyTorchOptionalIntType",
    "SymInt?": "AnyTorchOptionalIntType",
    "int[]": "AnyTorchListOfTorchIntType",
    "int[]?": "AnyTorchOptionalListOfTorchIntType",
    "float": "Torch_FloatType",
    "float?": "AnyTorchOptionalFloatType",
    "bool": "Torch_BoolType",
    "bool?": "AnyTorchOptionalBoolType",
    "ScalarType": "Torch_IntType",
    "ScalarType?": "AnyTorchOptionalIntType",
    "Layout?": "AnyTorchOptionalIntType",
    "MemoryFormat?": "AnyTorchOptionalIntType",
    "Device?": "AnyTorchOptionalDeviceType",
    "str": "Torch_StringType",
    "str?": "AnyTorchOptionalStringType",
}

# schema type -> edge dialect attribute (scalars and lists become attributes)
_EDGE_ATTRS = {
    "Scalar": "F64Attr",
    "int": "I64Attr",
    "SymInt": "I64Attr",
    "int?": "OptionalAttr<I64Attr>",
    "int[]": "DenseI64ArrayAttr",
    "int[]?": "OptionalAttr<DenseI64ArrayAttr>",
    "float": "F64Attr",
    "float?": "OptionalAttr<F64Attr>",
    "bool": "BoolAttr",
    "ScalarType?": "OptionalAttr<I64Attr>",
}


def _norm(t):
    # int[2] / SymInt[] / SymInt[1]? -> int[] / int[]?
    t = re.sub(r"\[\d*\]", "[]", t)
    return t.replace("SymInt[]", "int[]")


def torch_type(arg):
    t = _norm(arg.base)
    if t not in _TORCH_TYPES:
        raise SystemExit("gen_ops.py: no torch type for schema type %r" % arg.type)
    return _TORCH_TYPES[t]


def _doc(row):
    return row.schema.replace("[{", "[ {").replace("}]", "} ]")


def gen_torch_td(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    for r in rows:
        args = ", ".join("%s:$%s" % (torch_type(a), a.name) for a in r.args)
        if r.num_results == 1:
            results = "AnyTorchTensorType:$result"
            rtypes = "type($result)"
        else:
            results = ", ".join("AnyTorchTensorType:$result%d" % i for i in range(r.num_results))
            rtypes = " `,` ".join("type($result%d)" % i for i in range(r.num_results))
        operands = " `,` ".join("$%s" % a.name for a in r.args)
        types = " `,` ".join("type($%s)" % a.name for a in r.args)
        out.append('def Torch_%sOp : Torch_Op<"%s", [Pure]> {' % (r.cpp, r.op_name))
        out.append('  let summary = "`%s`";' % r.schema.split("(")[0])
        out.append("  let description = [{")
        out.append("    The ATen op `%s`, as torch-mlir's FX importer prints it: every schema argument is" % r.name)
        out.append("    an operand. Schema (PyTorch 2.11 registry, %s):" % r.origin)
        out.append("    `%s`" % _doc(r))
        out.append("")
        out.append("    Example:")
        out.append("    ```mlir")
        out.append("    %%r = torch.%s %s : ... -> ..." % (r.op_name, ", ".join("%" + a.name for a in r.args)))
        out.append("    ```")
        out.append("  }];")
        out.append("  let arguments = (ins %s);" % args)
        out.append("  let results = (outs %s);" % results)
        out.append("  let assemblyFormat = \"%s attr-dict `:` %s `->` %s\";" % (operands, types, rtypes))
        out.append("}")
        out.append("")
    return "\n".join(out)


def gen_edge_td(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    for r in rows:
        if r.lowering not in ("edge", "view"):
            continue
        ins, operands, has_optional = [], [], False
        for a in r.args:
            if a.is_tensor:
                if a.base == "Tensor?":
                    ins.append("Optional<Edge_Buffer>:$%s" % a.name)
                    operands.append("(`,` $%s^)?" % a.name)
                    has_optional = True
                else:
                    ins.append("Edge_Buffer:$%s" % a.name)
                    operands.append(("`,` " if operands else "") + "$" + a.name)
            else:
                t = _norm(a.base)
                if t not in _EDGE_ATTRS:
                    raise SystemExit("gen_ops.py: no edge attribute for schema type %r of %s" % (a.type, r.name))
                ins.append("%s:$%s" % (_EDGE_ATTRS[t], a.name))
        # the first operand must not be optional for the format below
        if operands and operands[0].startswith("("):
            raise SystemExit("gen_ops.py: %s: a leading optional tensor is not supported" % r.name)
        traits = ["Edge_AtenOpInterface"]
        if has_optional:
            traits.append("AttrSizedOperandSegments")
        if r.lowering == "view":
            traits.append("Edge_ViewOpTrait")
        ins.append("Variadic<AnyStaticShapeMemRef>:$outs")
        out.append('def Edge_%sOp : Edge_Op<"%s", [%s]> {' % (r.edge_cpp, r.edge_name, ", ".join(traits)))
        out.append('  let summary = "`%s` on builtin tensors or, in out-variant form, buffers";' % r.name)
        out.append("  let description = [{")
        out.append("    Core ATen `%s` (schema `%s`)." % (r.name, _doc(r)))
        out.append("    Tensor arguments are operands; scalars and lists are attributes.")
        out.append("    The op has two forms: on tensors it returns its result; in out-variant form")
        out.append("    (after `edge-out-variants`) its operands are memrefs and it writes into `outs`.")
        out.append("    The result shape is inferred from the operands and attributes, and verified.")
        out.append("  }];")
        out.append("  let arguments = (ins %s);" % ", ".join(ins))
        out.append("  let results = (outs Variadic<AnyStaticShapeTensor>:$results);")
        out.append("  let assemblyFormat = \"%s (`outs` `(` $outs^ `)`)? attr-dict `:` functional-type(operands, results)\";"
                   % " ".join(operands))
        out.append("  let hasVerifier = 1;")
        out.append("  let extraClassDeclaration = [{")
        out.append("    /// The result shape for these operands and attributes (hand-written, EdgeShapes.cpp).")
        out.append("    ::mlir::FailureOr<::llvm::SmallVector<int64_t>> inferShape();")
        out.append("    ::llvm::StringRef getAtenName();")
        out.append("  }];")
        out.append("  let extraClassDefinition = [{")
        out.append("    ::mlir::LogicalResult $cppClass::verify() {")
        out.append("      return ::edgec::edge::verifyAtenOp(getOperation(), inferShape());")
        out.append("    }")
        out.append("    ::llvm::StringRef $cppClass::getAtenName() { return \"%s\"; }" % r.name)
        out.append("  }];")
        out.append("}")
        out.append("")
    return "\n".join(out)


# schema type -> the EdgeOpBuilder method that turns a torch operand into an edge operand or attribute
_LOWER_KIND = {
    "Tensor": "tensor", "Tensor?": "optionalTensor", "Scalar": "scalarAttr", "int": "intAttr",
    "SymInt": "intAttr", "int?": "optionalIntAttr", "int[]": "intListAttr", "int[]?": "optionalIntListAttr",
    "float": "floatAttr", "float?": "optionalFloatAttr", "bool": "boolAttr", "ScalarType?": "optionalIntAttr",
}


def _getter(name):
    return "get" + "".join(p[:1].upper() + p[1:] for p in name.split("_") if p)


def gen_lowering_inc(rows):
    """The 1:1 torch -> edge lowerings: which operand becomes which edge operand or attribute."""
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    names = []
    for r in rows:
        if r.lowering not in ("edge", "view"):
            continue
        torch_op, edge_op = "torch::%sOp" % r.cpp, "edge::%sOp" % r.edge_cpp
        out.append("template <>")
        out.append("LogicalResult LowerToEdge<%s, %s>::collect(%s::Adaptor a, EdgeOpBuilder &b) const {"
                   % (torch_op, edge_op, torch_op))
        calls = []
        for arg in r.args:
            kind = _LOWER_KIND[_norm(arg.base)]
            if kind in ("tensor", "optionalTensor"):
                calls.append("b.%s(a.%s())" % (kind, _getter(arg.name)))
            else:
                calls.append('b.%s("%s", a.%s())' % (kind, arg.name, _getter(arg.name)))
        out.append("  return success(%s);" % " && ".join("succeeded(%s)" % c for c in calls))
        out.append("}")
        out.append("")
        names.append("LowerToEdge<%s, %s>" % (torch_op, edge_op))
    out.append("static void populateGeneratedLowerings(RewritePatternSet &patterns, TypeConverter &converter) {")
    for n in names:
        out.append("  patterns.add<%s>(converter, patterns.getContext());" % n)
    out.append("}")
    return "\n".join(out) + "\n"


def gen_support_inc(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.",
           "// EDGEC_OP(aten name, edge op name, lowering, has cpu kernel, vulkan shader template, origin)"]
    for r in rows:
        out.append('EDGEC_OP("%s", "%s", "%s", %s, "%s", "%s")' % (
            r.name, r.edge_name, r.lowering, "true" if r.cpu == "yes" else "false",
            "" if r.vulkan == "-" else r.vulkan, r.origin))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 4:
        raise SystemExit(__doc__)
    table, what, path = argv[1:]
    rows = read_table(table)
    gen = {"torch-td": gen_torch_td, "edge-td": gen_edge_td, "support-inc": gen_support_inc,
           "lowering-inc": gen_lowering_inc}[what]
    text = gen(rows)
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv)

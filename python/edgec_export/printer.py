"""Prints a torch.export ExportedProgram in the text format of torch-mlir's FX importer.

The text is what `torch_mlir.fx.export_and_import` prints: `torch.aten.*` ops on `!torch.vtensor` with every
schema argument as an operand, constants as `torch.constant.*`, parameters and buffers as
`torch.vtensor.literal` at first use (one-element ones inline, the others `dense_resource` blobs), ops that
torch-mlir does not register as `torch.operator "..."`. It is also exactly what MLIR prints for that module
(value names, float spellings; see mlirtext.py), so `edgec-opt` reproduces an exported file unchanged.

An op edgec's table does not know is printed as `torch.operator` as well (torch-mlir would print it by name if
it registers it), so that edgec can still parse the program and name the op when it cannot compile it.
"""

import operator
import struct
import sys

import torch

from .mlirtext import SsaNames, format_float
from .optable import OpTable

# torch dtype -> (MLIR element type, c10 ScalarType code)
DTYPES = {
    torch.float32: ("f32", 6),
    torch.float16: ("f16", 5),
    torch.bfloat16: ("bf16", 15),
    torch.float64: ("f64", 7),
    torch.int64: ("si64", 4),
    torch.int32: ("si32", 3),
    torch.int16: ("si16", 2),
    torch.int8: ("si8", 1),
    torch.uint8: ("ui8", 0),
    torch.bool: ("i1", 11),
    torch.complex64: ("complex<f32>", 9),
    torch.complex128: ("complex<f64>", 10),
}
_MEMORY_FORMAT = {torch.contiguous_format: 0, torch.preserve_format: 1, torch.channels_last: 2,
                  torch.channels_last_3d: 3}
_LAYOUT = {torch.strided: 0, torch.sparse_coo: 1}
# torch-mlir's importer turns these into their `.Scalar` overload when a Python number is passed for a tensor
_TENSOR_TO_SCALAR = {"aten.mul.Tensor": "aten.mul.Scalar", "aten.div.Tensor": "aten.div.Scalar",
                     "aten.add.Tensor": "aten.add.Scalar", "aten.sub.Tensor": "aten.sub.Scalar",
                     "aten.floor_divide.default": "aten.floor_divide.Scalar"}
# The same with the number first: number * tensor, and number - alpha * tensor (rsub).
_SCALAR_FIRST = {"aten.mul.Tensor": "aten.mul.Scalar", "aten.sub.Tensor": "aten.rsub.Scalar"}
# ops that only assert and return nothing, left out here (torch-mlir's importer prints them; edgec drops them
# with their constant conditions checked). _assert_tensor_metadata (every .to() and .float()) is printed, as
# torch-mlir prints it.
_DROPPED = {"aten._assert_async.msg", "aten._assert_scalar.default", "aten.sym_constrain_range_for_size.default"}



def _number_dtype(value):
    """The dtype torch.tensor(number) gives a Python number, or a size (an FX node of a SymInt, SymFloat or
    SymBool): int64, the default float, or bool."""
    if isinstance(value, torch.fx.Node):
        value = value.meta.get("val")
    if isinstance(value, (bool, torch.SymBool)):
        return torch.bool
    if isinstance(value, (int, torch.SymInt)):
        return torch.int64
    return torch.get_default_dtype()

class ExportError(Exception):
    pass


def vtensor_type(shape, dtype):
    dims = []
    for d in shape:
        if isinstance(d, int):
            dims.append(str(d))
        elif isinstance(d, torch.SymInt):
            dims.append("?")  # the size is a torch.bind_symbolic_shape expression
        else:
            raise ExportError("cannot print dimension %r" % (d,))
    if dtype not in DTYPES:
        raise ExportError("dtype %s has no torch-mlir element type" % dtype)
    return "!torch.vtensor<[%s],%s>" % (",".join(dims), DTYPES[dtype][0])


def op_key(overload):
    """aten.add.Tensor / aten.relu.default: the op table's name of an OpOverload."""
    ns, name = overload._schema.name.split("::")
    return "%s.%s.%s" % (ns, name, overload._schema.overload_name or "default")


def mlir_op_name(key):
    """torch-mlir's op name for an op table name: the `default` overload is left out."""
    return "torch." + (key[:-len(".default")] if key.endswith(".default") else key)


def _list_inner(schema_type):
    """The element type name of a list argument, from its schema type (`List[int]`, `Optional[List[Tensor]]`)."""
    text = str(schema_type)
    if text.startswith("Optional[") and text.endswith("]"):
        text = text[len("Optional["):-1]
    if text.startswith("List[") and text.endswith("]"):
        text = text[len("List["):-1]
    return {"int": "int", "SymInt": "int", "float": "float", "bool": "bool", "Tensor": "vtensor",
            "Optional[Tensor]": "optional<vtensor>"}.get(text)


def _sym_expr(expr, names):
    """A sympy size expression as MLIR prints the affine expression (`names`: sympy symbol -> "s0", ...)."""
    import sympy

    kind = type(expr).__name__
    if expr.is_Integer:
        return str(int(expr))
    if expr.is_Symbol:
        return names[expr]
    if isinstance(expr, sympy.Add):
        terms = sorted(expr.args, key=lambda t: t.is_Integer)  # the constant last, as MLIR orders sums
        text = _sym_expr(terms[0], names)
        for t in terms[1:]:
            if t.is_Integer and t < 0:
                text += " - %d" % -int(t)
            elif isinstance(t, sympy.Mul) and t.as_coeff_Mul()[0] == -1:
                text += " - " + _sym_expr(-t, names)
            else:
                text += " + " + _sym_expr(t, names)
        return text
    if isinstance(expr, sympy.Mul):
        coeff, rest = expr.as_coeff_Mul()
        if not coeff.is_Integer:
            raise ExportError("size expression %s has a fractional coefficient" % expr)
        factors = [_sym_expr(f, names) for f in sympy.Mul.make_args(rest)]
        factors = ["(%s)" % f if " " in f else f for f in factors]
        return " * ".join(factors + ([] if coeff == 1 else [str(int(coeff))]))
    if kind in ("FloorDiv", "CleanDiv") or kind in ("Mod", "PythonMod"):
        a, b = (_sym_expr(x, names) for x in expr.args)
        a = "(%s)" % a if " " in a else a
        b = "(%s)" % b if " " in b else b
        return "%s %s %s" % (a, "floordiv" if "Div" in kind else "mod", b)
    raise ExportError("size expression %s has no affine form" % expr)


# symbolic integer arithmetic in the graph: the torch op torch-mlir's importer prints for it
_SYM_INT_OPS = {operator.add: "torch.aten.add.int", operator.sub: "torch.aten.sub.int",
                operator.mul: "torch.aten.mul.int", operator.floordiv: "torch.aten.floordiv.int",
                operator.mod: "torch.aten.remainder.int", torch.sym_max: "torch.prim.max.int",
                torch.sym_min: "torch.prim.min.int"}


class _Printer:
    def __init__(self, program, table, symbol_names=None):
        self.program = program
        self.symbol_names = symbol_names or {}  # sympy symbol -> the name given at export
        self.table = table
        self.names = SsaNames()
        self.lines = []
        self.values = {}  # fx node -> SSA value; for ops with several results, a list of them
        self.constants = {}  # (op, printed value) -> SSA name
        self.resources = []  # (key, hex blob)
        self.unknown = {}  # op -> count, ops edgec's table does not have
        self.symbols = {}  # sympy symbol -> SSA name of its torch.symbolic_int
        self.maps = {}  # affine map text -> its alias (#map, #map1, ...), as MLIR's printer names them

    def emit(self, text):
        self.lines.append("    " + text)

    # -- constants -------------------------------------------------------------------------------------------

    def constant(self, op, text, hint, type_name):
        key = (op, text)
        if key not in self.constants:
            name = self.names.named(hint)
            self.emit("%s = torch.constant.%s%s" % (name, op, " " + text if text else ""))
            self.constants[key] = name
        return self.constants[key], type_name

    def scalar(self, value, schema_type):
        """An operand for a non-tensor argument: (SSA name, type)."""
        if value is None:
            return self.constant("none", "", "none", "!torch.none")
        if isinstance(value, bool):
            text = "true" if value else "false"
            return self.constant("bool", text, text, "!torch.bool")
        if isinstance(value, torch.dtype):
            value = DTYPES[value][1]
        elif isinstance(value, torch.memory_format):
            value = _MEMORY_FORMAT[value]
        elif isinstance(value, torch.layout):
            value = _LAYOUT[value]
        if isinstance(value, torch.device):
            return self.constant("device", '"%s"' % value, str(value), "!torch.Device")
        if isinstance(value, int):
            return self.constant("int", str(value), "int%d" % value, "!torch.int")
        if isinstance(value, float):
            text = format_float(value)
            return self.constant("float", text, "float" + text, "!torch.float")
        if isinstance(value, str):
            return self.constant("str", '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"'), "str",
                                 "!torch.str")
        if isinstance(value, (list, tuple)):
            return self.list_construct(value, schema_type)
        raise ExportError("cannot print argument %r of type %s" % (value, type(value).__name__))

    def list_construct(self, values, schema_type):
        inner = _list_inner(schema_type)
        elems = [self.operand(v, None) for v in values]
        if inner is None:
            raise ExportError("cannot print a list for schema type %s" % schema_type)
        name = self.names.numbered()
        self.emit("%s = torch.prim.ListConstruct %s : (%s) -> !torch.list<%s>" % (
            name, ", ".join(e[0] for e in elems), ", ".join(e[1] for e in elems), inner))
        return name, "!torch.list<%s>" % inner

    def operand(self, value, schema_type):
        if isinstance(value, torch.fx.Node):
            return self.values[value], self.node_type(value)
        return self.scalar(value, schema_type)

    def value_type(self, val):
        if isinstance(val, torch.Tensor):
            return vtensor_type(val.shape, val.dtype)
        if isinstance(val, (torch.SymInt, int)) and not isinstance(val, bool):
            return "!torch.int"
        if isinstance(val, (torch.SymFloat, float)):
            return "!torch.float"
        if isinstance(val, (torch.SymBool, bool)):
            return "!torch.bool"
        if isinstance(val, (list, tuple)) and all(isinstance(v, torch.Tensor) for v in val):
            return "!torch.list<vtensor>"
        raise ExportError("unsupported value %r" % (val,))

    def node_type(self, node):
        return self.value_type(node.meta["val"])

    # -- parameters, buffers, literals -----------------------------------------------------------------------

    def literal(self, node, tensor):
        tensor = tensor.detach().cpu().contiguous()
        elem = DTYPES[tensor.dtype][0]
        builtin = "tensor<%s%s>" % ("".join("%dx" % d for d in tensor.shape), elem)
        if tensor.numel() == 1:
            item = tensor.reshape(()).item()
            if isinstance(item, bool):
                text = "true" if item else "false"
            elif isinstance(item, float):
                text = format_float(item, elem)
            else:
                text = str(item)
            attr = "dense<%s>" % text
        else:
            base = "torch_tensor_%s_%s" % ("_".join(str(d) for d in tensor.shape), tensor.dtype)
            used = set(k for k, _ in self.resources)
            key, n = base, 0
            while key in used:  # MLIR's blob manager uniques names the same way
                n += 1
                key = "%s_%d" % (base, n)
            data = tensor.view(torch.uint8).numpy().tobytes() if tensor.dtype == torch.bfloat16 \
                else tensor.numpy().tobytes()
            blob = struct.pack("<I", tensor.element_size()) + data
            self.resources.append((key, "0x" + blob.hex().upper()))
            attr = "dense_resource<%s>" % key
        name = self.names.numbered()
        self.values[node] = name
        self.emit("%s = torch.vtensor.literal(%s : %s) : %s" % (
            name, attr, builtin, vtensor_type(tensor.shape, tensor.dtype)))

    # -- ops -------------------------------------------------------------------------------------------------

    def bind_shape(self, node):
        """torch.bind_symbolic_shape for a value whose shape has symbolic sizes, as torch-mlir's importer
        writes it: the symbols it uses, sorted by name, numbered s0, s1, ... in the affine map."""
        val = node.meta.get("val")
        if not isinstance(val, torch.Tensor) or all(isinstance(d, int) for d in val.shape):
            return
        exprs = [d.node.expr if isinstance(d, torch.SymInt) else d for d in val.shape]
        used = set()
        for e in exprs:
            if not isinstance(e, int):
                used |= e.free_symbols
        used = sorted(used, key=lambda x: x.name)
        names = {sym: "s%d" % i for i, sym in enumerate(used)}
        for sym in used:
            if sym not in self.symbols:
                raise ExportError("size symbol %s has no range constraint" % sym)
        shape = ", ".join(str(e) if isinstance(e, int) else _sym_expr(e, names) for e in exprs)
        text = "affine_map<()[%s] -> (%s)>" % (", ".join(names[s] for s in used), shape)
        alias = self.maps.setdefault(text, "#map" + (str(len(self.maps)) if self.maps else ""))
        self.emit("torch.bind_symbolic_shape %s, [%s], %s : %s" % (
            self.values[node], ", ".join(self.symbols[s] for s in used), alias, self.node_type(node)))

    def sym_int(self, node):
        """A SymInt node: the size of a dimension, or arithmetic on sizes."""
        target = node.target
        if target is torch.ops.aten.sym_size.int:
            self_, dim = node.args
            d, dt = self.scalar(dim, None)
            name = self.names.numbered()
            self.emit("%s = torch.aten.size.int %s, %s : %s, %s -> !torch.int" % (
                name, self.values[self_], d, self.node_type(self_), dt))
        else:
            a, b = (self.operand(x, None) for x in node.args)
            name = self.names.numbered()
            self.emit("%s = %s %s, %s : %s, %s -> !torch.int" % (name, _SYM_INT_OPS[target], a[0], b[0], a[1], b[1]))
        self.values[node] = name

    def call(self, node):
        target = node.target
        if target is operator.getitem:
            return self.getitem(node)
        if target is torch.ops.aten.sym_size.int or target in _SYM_INT_OPS:
            return self.sym_int(node)
        if not isinstance(target, torch._ops.OpOverload):
            raise ExportError("unsupported call target %s (node %s)" % (target, node.name))
        key = op_key(target)
        if key in _DROPPED:
            return
        if key == "aten.lift_fresh_copy.default":  # as torch-mlir's importer does
            target, key = torch.ops.aten.clone.default, "aten.clone.default"
            node.args, node.kwargs = node.args[:1], {"memory_format": None}
        schema = target._schema
        operands = []
        for i, arg in enumerate(schema.arguments):
            if not arg.kwarg_only and i < len(node.args):
                value = node.args[i]
            elif arg.name in node.kwargs:
                value = node.kwargs[arg.name]
            elif arg.has_default_value():
                value = arg.default_value
            else:
                raise ExportError("%s: argument %s missing" % (key, arg.name))
            operands.append(self.operand(value, arg.type))
        if key in _TENSOR_TO_SCALAR and any(
                str(a.type) == "Tensor" and not t.startswith("!torch.vtensor")
                for a, (_, t) in zip(schema.arguments, operands)):
            if not operands[0][1].startswith("!torch.vtensor"):
                # A number as `self` (rsub decomposes to sub(number, tensor)): the .Scalar overloads take the
                # number second, so write the equivalent op with the tensor first.
                if key in _SCALAR_FIRST:
                    key, operands[0], operands[1] = _SCALAR_FIRST[key], operands[1], operands[0]
                else:
                    raise ExportError("%s with a number as its first operand is not supported" % key)
            else:
                key = _TENSOR_TO_SCALAR[key]
        else:
            # A number for any other Tensor argument: torch-mlir's importer wraps it in a zero-dim tensor
            # (torch.tensor(number): int64, the default float dtype, or bool).
            for i, (arg, (name, typ)) in enumerate(zip(schema.arguments, operands)):
                if str(arg.type) == "Tensor" and not typ.startswith("!torch.vtensor"):
                    value = node.args[i] if i < len(node.args) else node.kwargs[arg.name]
                    tensor_type = vtensor_type((), _number_dtype(value))
                    wrapped = self.names.numbered()
                    self.emit("%s = torch.prim.NumToTensor.Scalar %s : %s -> %s" % (wrapped, name, typ, tensor_type))
                    operands[i] = (wrapped, tensor_type)
        op_name = mlir_op_name(key)
        if not self.table.known(key):
            self.unknown[key] = self.unknown.get(key, 0) + 1
        args = ", ".join(o[0] for o in operands)
        arg_types = ", ".join(o[1] for o in operands)
        if not schema.returns:  # _assert_tensor_metadata: `torch.aten.X %a, ... : Ta, ...` without results
            if self.table.printed_by_name(key):
                self.emit("%s %s : %s" % (op_name, args, arg_types))
            else:
                self.emit('torch.operator "%s"(%s) : (%s) -> ()' % (op_name, args, arg_types))
            return
        vals = node.meta["val"]
        multi = len(schema.returns) > 1
        results = list(vals) if multi else [vals]
        result_types = [self.value_type(v) for v in results]
        if self.table.printed_by_name(key):
            if multi:  # ODS names the results of multi-result ops
                names = [self.names.named("result%d" % i) for i in range(len(results))]
                lhs, self.values[node] = ", ".join(names), names
            else:
                lhs = self.values[node] = self.names.numbered()
            self.emit("%s = %s %s : %s -> %s" % (lhs, op_name, args, arg_types, ", ".join(result_types)))
        else:
            name = self.names.numbered()
            if multi:
                lhs = "%s:%d" % (name, len(results))
                self.values[node] = ["%s#%d" % (name, i) for i in range(len(results))]
                rtypes = "(%s)" % ", ".join(result_types)
            else:
                lhs = self.values[node] = name
                rtypes = result_types[0]
            self.emit('%s = torch.operator "%s"(%s) : (%s) -> %s' % (lhs, op_name, args, arg_types, rtypes))

    def getitem(self, node):
        source, index = node.args
        value = self.values[source]
        if isinstance(value, str):  # a list result: unpack it once, as torch-mlir's importer does
            elems = source.meta["val"]
            name = self.names.numbered()
            types = [self.value_type(v) for v in elems]
            lhs = name if len(elems) == 1 else "%s:%d" % (name, len(elems))
            self.emit("%s = torch.prim.ListUnpack %s : !torch.list<vtensor> -> %s" % (lhs, value, ", ".join(types)))
            value = [name] if len(elems) == 1 else ["%s#%d" % (name, i) for i in range(len(elems))]
            self.values[source] = value
        self.values[node] = value[index]

    @staticmethod
    def dropped_nodes(graph):
        """Nodes the importer leaves out: asserts, and what only they use (the size comparisons they check)."""
        dropped = set()
        for node in reversed(list(graph.nodes)):
            if node.op != "call_function":
                continue
            is_assert = isinstance(node.target, torch._ops.OpOverload) and op_key(node.target) in _DROPPED
            if is_assert or (node.users and all(u in dropped for u in node.users)
                             and not isinstance(node.meta.get("val"), torch.Tensor)):
                dropped.add(node)
        return dropped

    def run(self):
        ep = self.program
        sig = ep.graph_signature
        if getattr(sig, "buffers_to_mutate", None) or getattr(sig, "user_inputs_to_mutate", None):
            raise ExportError("the program mutates buffers or inputs (training-mode batch norm?); export in eval mode")
        lifted = {}
        lifted.update({k: ep.state_dict[v] for k, v in sig.inputs_to_parameters.items()})
        lifted.update({k: (ep.state_dict[v] if v in ep.state_dict else ep.constants[v])
                       for k, v in sig.inputs_to_buffers.items()})
        lifted.update({k: ep.constants[v] for k, v in sig.inputs_to_lifted_tensor_constants.items()})
        args, arg_types, outputs = [], [], []
        for node in ep.graph.nodes:
            if node.op == "placeholder" and node.name not in lifted:
                self.values[node] = "%%arg%d" % len(args)
                args.append(self.values[node])
                arg_types.append(self.node_type(node))
        # Dynamic dimensions: their symbols first, with the bounds torch.export proved (torch-mlir's order).
        # Only sizes: the inputs' dynamic dims and data-dependent sizes (the row count of a nonzero, an
        # unbacked symbol in a tensor's shape); an item()'s value that sizes no tensor is no dimension.
        sizes = set()
        for node in ep.graph.nodes:
            val = node.meta.get("val")
            if isinstance(val, torch.Tensor):
                for d in val.shape:
                    if isinstance(d, torch.SymInt):
                        sizes |= d.node.expr.free_symbols
        for sym, bounds in getattr(ep, "range_constraints", {}).items():
            if sym not in sizes:
                continue
            name = self.names.numbered()
            lower, upper = bounds.lower, bounds.upper
            upper = 9223372036854775806 if not upper.is_finite else int(upper)  # int_oo, as torch-mlir writes it
            self.emit('%s = torch.symbolic_int "%s" {min_val = %d, max_val = %d} : !torch.int' % (
                name, self.symbol_names.get(sym, sym), int(lower), upper))
            self.symbols[sym] = name
        dropped = self.dropped_nodes(ep.graph)
        for node in ep.graph.nodes:
            if node in dropped:
                continue
            if node.op == "placeholder":
                if node.name in lifted:
                    self.literal(node, lifted[node.name])
                else:
                    self.bind_shape(node)
            elif node.op == "call_function":
                self.call(node)
                if node in self.values and isinstance(self.values[node], str):
                    self.bind_shape(node)
            elif node.op == "output":
                outputs = list(node.args[0])
        for n in outputs:
            if not isinstance(n, torch.fx.Node):
                raise ExportError("output %r is not a value of the graph" % (n,))
        out_types = [self.node_type(n) for n in outputs]
        ret = "(%s)" % ", ".join(out_types) if len(out_types) != 1 else out_types[0]
        text = ["%s = %s" % (alias, m) for m, alias in self.maps.items()]
        text.append("module {")
        text.append("  func.func @main(%s) -> %s {" % (", ".join("%s: %s" % a for a in zip(args, arg_types)), ret))
        text.extend(self.lines)
        text.append("    return %s : %s" % (", ".join(self.values[n] for n in outputs), ", ".join(out_types)))
        text.append("  }")
        text.append("}")
        if self.resources:
            text.append("")
            text.append("{-#")
            text.append("  dialect_resources: {")
            text.append("    builtin: {")
            text.append(",\n".join('      %s: "%s"' % r for r in self.resources))
            text.append("    }")
            text.append("  }")
            text.append("#-}")
        # edgec-opt (MlirOptMain) ends its output with an empty line: so does the exported file
        return "\n".join(text) + "\n\n"


def print_program(program, table=None, warn=sys.stderr, symbol_names=None):
    """The torch-mlir text of an ExportedProgram. Ops edgec's op table lacks are reported on `warn`.
    `symbol_names`: names for size symbols (sympy symbol -> name given at export), written in their
    torch.symbolic_int instead of torch.export's s0, s1, ..."""
    printer = _Printer(program, table or OpTable(), symbol_names)
    text = printer.run()
    if printer.unknown and warn is not None:
        for name, count in sorted(printer.unknown.items()):
            warn.write("edgec_export: warning: %s (%d use%s) is not in edgec's op table: edgec parses it, drops it "
                       "if it computes nothing at inference and names it as unsupported otherwise\n"
                       % (name, count, "" if count == 1 else "s"))
    return text

"""Prints a torch.export ExportedProgram in the torch-mlir FX importer's text format.

The format is the one `torch_mlir.fx.export_and_import` prints (`torch.aten.*` ops on `!torch.vtensor`,
every schema argument as an operand, weights as `dense_resource` blobs); edgec reads it.
"""

import re
import struct

import torch

# torch dtype -> (MLIR element type, torch-mlir resource suffix, c10 ScalarType code)
_DTYPES = {
    torch.float32: ("f32", "torch.float32", 6),
    torch.float16: ("f16", "torch.float16", 5),
    torch.bfloat16: ("bf16", "torch.bfloat16", 15),
    torch.float64: ("f64", "torch.float64", 7),
    torch.int64: ("si64", "torch.int64", 4),
    torch.int32: ("si32", "torch.int32", 3),
    torch.int16: ("si16", "torch.int16", 2),
    torch.int8: ("si8", "torch.int8", 1),
    torch.uint8: ("ui8", "torch.uint8", 0),
    torch.bool: ("i1", "torch.bool", 11),
}
# builtin tensor element types for literals (signless integers, as MLIR's dense attributes use)
_BUILTIN_ELEM = {"si64": "i64", "si32": "i32", "si16": "i16", "si8": "i8", "ui8": "i8"}
_MEMORY_FORMAT = {torch.contiguous_format: 0, torch.preserve_format: 1, torch.channels_last: 2}


def vtensor_type(shape, dtype):
    dims = ",".join(str(d) if isinstance(d, int) else "?" for d in shape)
    return "!torch.vtensor<[%s],%s>" % (dims, _DTYPES[dtype][0])


def format_float(value):
    text = "%e" % value
    if float(text) != value:
        text = repr(float(value))
    if "inf" in text or "nan" in text:
        raise ValueError("non-finite float constant %r" % value)
    return text


class _Printer:
    def __init__(self, program):
        self.program = program
        self.lines = []
        self.names = {}  # fx node -> SSA name
        self.constants = {}  # (kind, printed value) -> SSA name
        self.used_names = set()
        self.resources = []  # (key, hex blob)

    def fresh(self, hint):
        # SSA names take letters, digits and `$._-`; MLIR's printer turns anything else into `_`
        # (%float2.500000e+00 prints as %float2.500000e_00).
        hint = re.sub(r"[^A-Za-z0-9$._-]", "_", hint)
        name, n = hint, 0
        while name in self.used_names:
            name = "%s_%d" % (hint, n)
            n += 1
        self.used_names.add(name)
        return "%" + name

    def constant(self, kind, text, type_name):
        key = (kind, text)
        if key not in self.constants:
            if kind == "none":
                hint = "none"
            elif kind == "bool":
                hint = text
            elif kind == "str":
                hint = "str"
            elif kind == "device":
                hint = text
            else:
                hint = kind + text
            name = self.fresh(hint)
            value = "" if kind == "none" else " " + text
            self.lines.append("    %s = torch.constant.%s%s" % (name, kind, value))
            self.constants[key] = name
        return self.constants[key], type_name

    def scalar(self, value, schema_type):
        """An operand for a non-tensor argument: returns (SSA name, type)."""
        if value is None:
            return self.constant("none", "", "!torch.none")
        if isinstance(value, bool):
            return self.constant("bool", "true" if value else "false", "!torch.bool")
        if isinstance(value, torch.dtype):
            return self.constant("int", str(_DTYPES[value][2]), "!torch.int")
        if isinstance(value, torch.memory_format):
            return self.constant("int", str(_MEMORY_FORMAT[value]), "!torch.int")
        if isinstance(value, torch.layout):
            return self.constant("int", "0", "!torch.int")
        if isinstance(value, torch.device):
            return self.constant("device", '"%s"' % value, "!torch.Device")
        if isinstance(value, int):
            return self.constant("int", str(value), "!torch.int")
        if isinstance(value, float):
            return self.constant("float", format_float(value), "!torch.float")
        if isinstance(value, str):
            return self.constant("str", '"%s"' % value, "!torch.str")
        if isinstance(value, (list, tuple)):
            elems = [self.operand(v, None) for v in value]
            inner = "int"
            if elems and elems[0][1] == "!torch.float":
                inner = "float"
            elif elems and elems[0][1] == "!torch.bool":
                inner = "bool"
            elif elems and elems[0][1].startswith("!torch.vtensor"):
                inner = "vtensor"
            if schema_type is not None and "Tensor?" in str(schema_type):
                inner = "optional<vtensor>"
            name = self.fresh("list")
            self.lines.append("    %s = torch.prim.ListConstruct %s : (%s) -> !torch.list<%s>" % (
                name, ", ".join(e[0] for e in elems), ", ".join(e[1] for e in elems), inner))
            return name, "!torch.list<%s>" % inner
        raise NotImplementedError("cannot print argument %r of type %s" % (value, type(value)))

    def operand(self, value, schema_type):
        if isinstance(value, torch.fx.Node):
            return self.names[value], self.node_type(value)
        return self.scalar(value, schema_type)

    def node_type(self, node):
        val = node.meta["val"]
        if isinstance(val, torch.Tensor):
            return vtensor_type(val.shape, val.dtype)
        if isinstance(val, torch.SymInt) or isinstance(val, int):
            return "!torch.int"
        raise NotImplementedError("unsupported value %r of node %s" % (val, node))

    def literal(self, node, tensor):
        tensor = tensor.detach().cpu().contiguous()
        elem = _DTYPES[tensor.dtype][0]
        builtin = "tensor<%s%s>" % ("".join("%dx" % d for d in tensor.shape), _BUILTIN_ELEM.get(elem, elem))
        if tensor.numel() == 1:
            item = tensor.reshape(()).item()
            if isinstance(item, bool):
                text = "true" if item else "false"
            elif isinstance(item, float):
                text = format_float(item)
            else:
                text = str(item)
            attr = "dense<%s>" % text
        else:
            key = "torch_tensor_%s_%s" % ("_".join(str(d) for d in tensor.shape), _DTYPES[tensor.dtype][1])
            base, n = key, 0
            while key in (k for k, _ in self.resources):
                n += 1
                key = "%s_%d" % (base, n)
            blob = struct.pack("<I", tensor.element_size()) + tensor.numpy().tobytes()
            self.resources.append((key, "0x" + blob.hex().upper()))
            attr = "dense_resource<%s>" % key
        name = self.fresh(node.name)
        self.names[node] = name
        self.lines.append("    %s = torch.vtensor.literal(%s : %s) : %s" % (
            name, attr, builtin, vtensor_type(tensor.shape, tensor.dtype)))

    def call(self, node):
        op = node.target
        if not isinstance(op, torch._ops.OpOverload):
            raise NotImplementedError("unsupported call target %s" % op)
        schema = op._schema
        operands = []
        for i, arg in enumerate(schema.arguments):
            if arg.kwarg_only:
                value = node.kwargs.get(arg.name, arg.default_value if arg.has_default_value() else None)
            elif i < len(node.args):
                value = node.args[i]
            else:
                value = node.kwargs.get(arg.name, arg.default_value if arg.has_default_value() else None)
            operands.append(self.operand(value, arg.type))
        ns, name = schema.name.split("::")
        overload = schema.overload_name
        # As torch-mlir's importer does: a Python number passed for a Tensor argument makes the op the
        # `.Scalar` overload (aten.mul.Tensor(x, 0.5) -> torch.aten.mul.Scalar).
        if overload == "Tensor" and any(
                str(a.type) == "Tensor" and not o[1].startswith("!torch.vtensor")
                for a, o in zip(schema.arguments, operands)):
            overload = "Scalar"
        op_name = "torch.%s.%s%s" % (ns, name, "" if overload in ("", "default") else "." + overload)
        vals = node.meta["val"]
        results = list(vals) if isinstance(vals, (list, tuple)) else [vals]
        result_types = [vtensor_type(v.shape, v.dtype) for v in results]
        result = self.fresh(node.name)
        self.names[node] = result
        lhs = result if len(results) == 1 else "%s:%d" % (result, len(results))
        self.lines.append("    %s = %s %s : %s -> %s" % (
            lhs, op_name, ", ".join(o[0] for o in operands), ", ".join(o[1] for o in operands),
            ", ".join(result_types)))
        if len(results) > 1:
            for user in node.users:
                if user.target is __import__("operator").getitem:
                    self.names[user] = "%s#%d" % (result, user.args[1])

    def run(self):
        ep = self.program
        sig = ep.graph_signature
        lifted = {}
        lifted.update({k: ep.state_dict[v] for k, v in sig.inputs_to_parameters.items()})
        lifted.update({k: (ep.state_dict[v] if v in ep.state_dict else ep.constants[v])
                       for k, v in sig.inputs_to_buffers.items()})
        lifted.update({k: ep.constants[v] for k, v in sig.inputs_to_lifted_tensor_constants.items()})
        args, arg_types, outputs = [], [], []
        for node in ep.graph.nodes:
            if node.op == "placeholder":
                if node.name in lifted:
                    continue
                name = "%%arg%d" % len(args)
                self.names[node] = name
                args.append(name)
                arg_types.append(self.node_type(node))
        for node in ep.graph.nodes:
            if node.op == "placeholder":
                if node.name in lifted:
                    self.literal(node, lifted[node.name])
            elif node.op == "call_function":
                if node in self.names:  # getitem of a multi-result op
                    continue
                self.call(node)
            elif node.op == "output":
                outputs = [n for n in node.args[0]]
        out_types = [self.node_type(n) for n in outputs]
        ret = "(%s)" % ", ".join(out_types) if len(out_types) != 1 else out_types[0]
        text = ["module {"]
        text.append("  func.func @main(%s) -> %s {" % (
            ", ".join("%s: %s" % a for a in zip(args, arg_types)), ret))
        text.extend(self.lines)
        text.append("    return %s : %s" % (", ".join(self.names[n] for n in outputs), ", ".join(out_types)))
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
        return "\n".join(text) + "\n"


def print_program(program):
    """Returns the torch-mlir text of an ExportedProgram."""
    return _Printer(program).run()

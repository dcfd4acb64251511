#!/usr/bin/env python3
"""Generates ODS and C++ tables from aten_ops.tsv (the one ATen op table of edgec).

  gen_ops.py TABLE torch-td OUT     ATen ops of the torch dialect (TableGen)
  gen_ops.py TABLE edge-td OUT      kernel ops of the edge dialect (TableGen)
  gen_ops.py TABLE lowering-inc OUT the 1:1 torch-to-edge lowerings (C++)
  gen_ops.py TABLE support-inc OUT  X-macro rows: EDGEC_OP(name, lowering, cpu, vulkan, origin, ...),
                                    EDGEC_KERNEL_PARAM(name, param, kind), EDGEC_ELEMENTWISE(name, ...)
  gen_ops.py TABLE kernel-params OUT runtime-min's kernel parameter structs (C++11)
  gen_ops.py TABLE elementwise OUT  runtime-min's elementwise kernels (C++11), from edge_ops.py
  gen_ops.py TABLE kernel-table OUT runtime-min's table of the other CPU kernels, by ATen name (C++11)
  gen_ops.py TABLE kernel-families OUT runtime-min's family members and the ops of each CPU family (C++11)
  gen_ops.py TABLE vulkan-families OUT  the compiler's map from ops to their Vulkan kernel family's selector
  gen_ops.py TABLE edge-families OUT the compiler's family members (FamilyMember<Op>) and shared shape rules
  gen_ops.py TABLE consistency ROOT checks the source tree ROOT against the registry: every op with a CPU
                                    kernel or a shader at a dtype has one, and a test case at that dtype
  gen_ops.py TABLE lit-parse OUT    lit test: every op parses, verifies and prints back
  gen_ops.py TABLE lit-invalid OUT  lit test: wrong operand counts and types are verifier errors
  gen_ops.py TABLE docs OUT         docs/ops.md: per op, what edgec can do with it
  gen_ops.py TABLE push-glsl OUT    each kernel family's push-constant block in GLSL (kernel_families.py)
  gen_ops.py TABLE push-cpp OUT     the same blocks as the C++ structs the kernel selectors fill
OUT may be - for standard output.

Only the standard library is used: this runs at build time on machines with a bare python3.
The kernel facts (shape and dtype rules, targets, elementwise expressions) come from edge_ops.py beside it.
"""

import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import edge_ops  # noqa: E402
import kernel_families  # noqa: E402


class Arg:
    def __init__(self, text):
        text = text.strip()
        default = None
        if "=" in text:
            text, default = text.split("=", 1)
        self.type, self.name = text.rsplit(" ", 1)
        self.default = default
        # strip alias annotations: Tensor(a) / Tensor(a!) / Tensor(a -> *)
        self.base = re.sub(r"Tensor\([^)]*\)", "Tensor", self.type)

    @property
    def is_tensor(self):
        return self.base in ("Tensor", "Tensor?", "Tensor[]")


class Row:
    def __init__(self, fields, lineno):
        if len(fields) != 4:
            raise SystemExit("aten_ops.tsv:%d: expected 4 tab-separated columns" % lineno)
        self.name, self.schema, self.lowering, self.origin = fields
        self.lineno = lineno
        self.reg = None  # its edge_ops.py entry, for ops that lower to an edge op
        self.torch_mlir = "no"  # "yes" where torch-mlir registers it (read_table, from torch_mlir_ops.tsv)
        # `lowering` here is the table's column: decompose or -; _attach_registry makes it edge (or view, an
        # entry with no kernel of either target) for the ops edge_ops.py compiles
        for column, value, allowed in (("lowering", self.lowering, ("decompose", "-")),
                                       ("origin", self.origin, ("core", "registry"))):
            if value not in allowed:
                raise SystemExit("aten_ops.tsv:%d: %s must be one of %s, not %r" % (lineno, column, allowed, value))
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
        # result schema types, names and alias annotations dropped: Tensor(a)[] values -> Tensor[]
        self.results = [re.sub(r"Tensor\([^)]*\)", "Tensor", r.strip()).split(" ")[0] for r in _split_args(rets)]
        self.num_results = len(self.results)
        # torch-mlir spelling: the overload is omitted when it is `default`
        self.op_name = "%s.%s%s" % (self.ns, self.base_name,
                                    "" if self.overload == "default" else "." + self.overload)
        self.cpp = _camel(self.ns) + "_" * self.base_name.startswith("_") + _camel(self.base_name).lstrip("_") + ("" if self.overload == "default" else _camel(self.overload))
        self.edge_name = self.base_name + ("" if self.overload == "default" else "." + self.overload)
        self.edge_cpp = _camel(self.base_name) + ("" if self.overload == "default" else _camel(self.overload))

    @property
    def cpu(self):
        return self.reg is not None and self.reg.cpu

    @property
    def vulkan(self):
        return self.reg.vulkan if self.reg is not None and self.reg.vulkan else "-"

    @property
    def params(self):
        """The kernel parameters: the schema's non-tensor arguments in schema order, as (name, kind)."""
        out = []
        for a in self.args:
            if a.is_tensor:
                continue
            t = _norm(a.base)
            if self.reg is not None and a.name in self.reg.ignore:
                continue
            if t not in _PARAM_KINDS:
                raise SystemExit("gen_ops.py: %s: no kernel parameter kind for %r" % (self.name, a.type))
            if self.reg is not None and a.name in self.reg.ignore:
                continue
            out.append((a.name, _PARAM_KINDS[t]))
        return out

    @property
    def kernel_params(self):
        """What a CPU kernel reads, in schema order, as (name, kind, operand): the kernel parameters, and for
        each optional tensor (`Tensor?`) whether it is given (kind "present", its index among the op's
        tensor operands; the kernel's tensors hold only those given)."""
        out, operand, kinds = [], 0, dict(self.params)
        for a in self.args:
            if self.reg is not None and a.name in self.reg.ignore:
                continue
            if a.is_tensor:
                if a.base == "Tensor?":
                    out.append((a.name, "present", operand))
                operand += 1
            else:
                out.append((a.name, kinds[a.name], -1))
        return out

    @property
    def tensor_args(self):
        return [a for a in self.args if a.is_tensor]


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


# schema type -> kernel parameter kind (program.fbs KernelCall encoding)
_PARAM_KINDS = {
    "Scalar": "scalar", "Scalar?": "scalar?", "ScalarType": "i64", "float": "f64", "float?": "f64?", "int": "i64", "int?": "i64?", "bool": "bool",
    "int[]": "i64[]", "int[]?": "i64[]?", "ScalarType?": "i64?", "MemoryFormat?": "i64?",
    "float[]": "f64[]", "float[]?": "f64[]?",
}

# the rules the generator implements; `custom` and a shared rule's name are bound in Shapes*.cpp
_SHAPE_RULES = ("same", "broadcast", "custom")
_DTYPE_RULES = {"same": "Same", "first": "First", "promote": "Promote", "float": "PromoteToFloat", "bool": "Bool",
                "explicit": "Explicit", "index": "Index", "sum": "Sum"}
# dtype rules whose elementwise kernels compute in the operands' promoted type rather than the result's
_COMPUTE_ON_INPUTS = ("bool", "explicit")
_DTYPES = ("f32", "f16", "bf16", "i64", "i32", "i16", "i8", "u8", "bool")
# Functions an elementwise expression may call: spelled alike in C++ (runtime-min's ElementwiseMath.h)
# and GLSL.
_EXPR_FUNCTIONS = ("exp", "log", "tanh", "sqrt", "abs", "min", "max", "sin", "cos", "erf", "tan", "asin", "acos",
                   "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "log2", "log10", "expm1", "log1p", "atan2",
                   "floor", "ceil", "trunc", "roundEven", "isNan", "isInf", "power", "fmod", "remainder",
                   "floorDivide", "shiftLeft", "shiftRight")


def read_table(path):
    rows = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            rows.append(Row(line.split("\t"), lineno))
    # torch-mlir's importer prints the ops it registers by name, the others as `torch.operator`
    registered = {mnemonic for mnemonic, _, _, _ in read_torch_mlir_ops(path)}
    for r in rows:
        r.torch_mlir = "yes" if r.op_name in registered else "no"
    _attach_registry(rows)
    return rows


def _attach_registry(rows):
    """Joins edge_ops.py to the table and checks that the two agree."""
    by_name = {r.name: r for r in rows}
    _check_families()
    for op in edge_ops.OPS:
        row = by_name.get(op.aten)
        where = "edge_ops.py: %s" % op.aten
        if row is None:
            raise SystemExit("%s: not in aten_ops.tsv" % where)
        if row.reg is not None:
            raise SystemExit("%s: listed twice" % where)
        if row.lowering != "-":
            raise SystemExit("%s: aten_ops.tsv says lowering %r; an op edge_ops.py compiles says -"
                             % (where, row.lowering))
        if op.view == bool(op.cpu or op.vulkan):
            raise SystemExit("%s: an entry has a kernel (cpu or vulkan) or is a view (view=True), not both or neither"
                             % where)
        row.lowering = "view" if op.view else "edge"
        if len(op.extra_results) != row.num_results - 1:
            raise SystemExit("%s: ATen gives %d results; extra_results names %d" % (
                where, row.num_results, len(op.extra_results)))
        if not re.match(r"^[a-z_]+$", op.shape) or op.dtype not in _DTYPE_RULES:
            raise SystemExit("%s: unknown shape rule %r or dtype rule %r" % (where, op.shape, op.dtype))
        if any(d not in _DTYPES for d in op.dtypes):
            raise SystemExit("%s: unknown dtype in %r" % (where, op.dtypes))
        for name in op.ignore:
            if name not in [a.name for a in row.args]:
                raise SystemExit("%s: ignores %r, which the schema does not have" % (where, name))
        for name in op.run_time_params:
            kinds = dict(row.params) if op.cpu else {}
            if kinds.get(name) not in ("i64", "i64?", "i64[]", "i64[]?", "scalar") or op.lowered_by:
                raise SystemExit("%s: run-time parameter %r must be an int, int list or Scalar of the CPU kernel, "
                                 "lowered 1:1"
                                 % (where, name))
        if op.data_rows and (op.vulkan or not op.cpu):
            raise SystemExit("%s: data_rows ops run as CPU kernels only (the host reads the row count)" % where)
        _check_member(op, where)
        row.reg = op
        _check_roles(row, where)
        if op.expr is not None:
            _check_expr(row)
    for table in ("EXCLUDED", "UNSUPPORTED"):
        for name in getattr(edge_ops, table):
            row = by_name.get(name)
            if row is None or row.lowering != "-" or row.origin != "core":
                raise SystemExit("edge_ops.py: %s names %s, which is no Core ATen op left unlowered" % (table, name))
    for name in edge_ops.LIMITS:
        row = by_name.get(name)
        if row is None or row.lowering == "-":
            raise SystemExit("edge_ops.py: LIMITS names %s, which does not lower" % name)


_FAMILIES = {f.name: f for f in kernel_families.FAMILIES}


def _check_families():
    """Member and role names become C++ names on both sides: an Enum member's type must be unique across
    families, and no member or role may take the name of what every FamilyMember carries (op, results,
    gives_indices)."""
    enums = [n for f in kernel_families.FAMILIES for n, t in f.members.items() if isinstance(t, kernel_families.Enum)]
    for f in kernel_families.FAMILIES:
        for kind in set(f.roles.values()) - set(_ROLE_KINDS):
            raise SystemExit("kernel_families.py: %s: role kind %r is none of %s" % (f.name, kind, sorted(_ROLE_KINDS)))
        for n in list(f.members) + list(f.roles):
            if n in ("op", "results", "gives_indices") or enums.count(n) > 1:
                raise SystemExit("kernel_families.py: %s: member %r is reserved or an Enum of another family too"
                                 % (f.name, n))


def _check_member(op, where):
    """An op of a family with members gives each of them, of its type; other ops give none."""
    fields = _FAMILIES[op.vulkan].members if op.vulkan in _FAMILIES else {}
    if set(op.member) != set(fields):
        raise SystemExit("%s: member gives %s; family %r has %s" % (
            where, sorted(op.member) or "none", op.vulkan, sorted(fields) or "none"))
    for name, t in fields.items():
        v = op.member[name]
        ok = isinstance(v, bool) if t == "bool" else (isinstance(v, int) and not isinstance(v, bool)) if t == "int" \
            else isinstance(v, str) and re.match(r"^[a-z][a-z0-9_]*$", v)
        if not ok:
            raise SystemExit("%s: member %s = %r is not a %s" % (where, name, v, t if isinstance(t, str) else "name"))


def _role_args(row):
    """Each role of the row's family as the schema argument playing it, or None where the op has none."""
    fam = _FAMILIES.get(row.reg.vulkan)
    names = {a.name: a for a in row.args if a.name not in row.reg.ignore}
    return {role: names.get(row.reg.roles.get(role, role)) for role in (fam.roles if fam else {})}


# role kind -> the schema types (normalized) an argument playing it may have; runtime-min's accessor type and
# value where the op has none (tensors: an index, -1); the compiler's accessor type, that value, and getter
_ROLE_KINDS = {
    "tensor": (("Tensor",), "int", "-1", "::mlir::Value", "{}", "op.get%s()"),
    "tensor?": (("Tensor", "Tensor?"), "int", "-1", "::mlir::Value", "{}", "op.get%s()"),
    "scalar?": (("Scalar",), "const Scalar *", "0", "::mlir::Attribute", "{}", "op.get%sAttr()"),
    "int?": (("int",), "int64_t", "0", "int64_t", "0", "int64_t(op.get%s())"),
    "ints?": (("int[]",), "IntList", "IntList()", "::llvm::ArrayRef<int64_t>", "{}", "op.get%s()"),
    "float": (("float",), "double", "0.0", "double", "0.0", "op.get%s().convertToDouble()"),
    "bool?": (("bool",), "bool", "false", "bool", "false", "bool(op.get%s())"),
}


def _check_roles(row, where):
    """An op names, for each role of its family, an argument of the schema of the role's kind; a required
    role must be played. runtime-min finds a tensor role by its index among the kernel's tensors, which
    optional tensors before it move: no tensor list may come before it."""
    op, fam = row.reg, _FAMILIES.get(row.reg.vulkan)
    roles = fam.roles if fam else {}
    if set(op.roles) - set(roles):
        raise SystemExit("%s: roles %s; family %r has %s" % (where, sorted(op.roles), op.vulkan, sorted(roles) or "none"))
    for role, arg in _role_args(row).items():
        kind = roles[role]
        if role in op.roles and arg is None:
            raise SystemExit("%s: role %s is %r, which the schema does not have" % (where, role, op.roles[role]))
        if arg is None:
            if not kind.endswith("?"):
                raise SystemExit("%s: plays no %s, which every op of family %r has" % (where, role, op.vulkan))
            continue
        if _norm(arg.base) not in _ROLE_KINDS[kind][0]:
            raise SystemExit("%s: role %s (%s) is %s %s" % (where, role, kind, arg.type, arg.name))
        if kind.startswith("tensor"):
            before = row.args[:row.args.index(arg)]
            if any(a.base == "Tensor[]" and a.name not in op.ignore for a in before):
                raise SystemExit("%s: role %s comes after a tensor list" % (where, role))


def _role_accessors(row, runtime):
    """The FamilyMember lines giving each role of the row's family (kernel_families.py `roles`): compile-time
    accessors of the op in the compiler, of the parameter struct in runtime-min."""
    out, fam = [], _FAMILIES[row.reg.vulkan]
    cls = row.edge_cpp + ("Params" if runtime else "Op")
    tensors = [a for a in row.args if a.is_tensor and a.name not in row.reg.ignore]
    for role, arg in _role_args(row).items():
        kind = fam.roles[role]
        _, rtype, rabsent, ctype, cabsent, get = _ROLE_KINDS[kind]
        if not runtime:
            value = cabsent if arg is None else get % _camel(arg.name)
            out.append("  static %s %s(%s%s) { return %s; }" % (ctype, role, cls, " op" if arg else "", value))
            continue
        if arg is None:
            value = rabsent
        elif kind.startswith("tensor"):  # its index among the kernel's tensors: the optional ones given count
            before = tensors[:tensors.index(arg)]
            value = " + ".join([str(sum(a.base != "Tensor?" for a in before))] +
                               ["int(p.has_%s)" % a.name for a in before if a.base == "Tensor?"])
            if arg.base == "Tensor?":
                value = "p.has_%s ? %s : -1" % (arg.name, value)
        else:
            value = ("&p." if kind == "scalar?" else "p.") + arg.name
        out.append("  static %s%s%s(const %s &%s) { return %s; }" % (
            rtype, "" if rtype.endswith("*") else " ", role, cls, "p" if "p." in value else "", value))
    return out


def _family_enums(fam, rows):
    """The values of each Enum member of `fam`, in the order the registry first uses them."""
    enums = {}
    for name, t in fam.members.items():
        if isinstance(t, kernel_families.Enum):
            values = []
            for r in rows:
                if r.reg is not None and r.reg.vulkan == fam.name and r.reg.member[name] not in values:
                    values.append(r.reg.member[name])
            enums[name] = values
    return enums


def _member_literal(fam, name, value):
    t = fam.members[name]
    if t == "bool":
        return "true" if value else "false"
    if t == "int":
        return str(value)
    return "%s::%s" % (_camel(name), _camel(value))


def _gen_members(rows, class_of, const, runtime):
    """Enums and FamilyMember specializations of every family with members; `class_of(row)` names the type a
    specialization is for, `const` declares a constant ("static constexpr" or C++11's "static const")."""
    out = ["template <typename T> struct FamilyMember;", ""]
    for fam in kernel_families.FAMILIES:
        for name, values in _family_enums(fam, rows).items():
            out.append("/// %s's `%s` (kernel_families.py)." % (fam.name, name))
            out.append("enum class %s { %s };" % (_camel(name), ", ".join(_camel(v) for v in values)))
            out.append("/// The shader variant's define of each %s." % name)
            out.append("inline const char *defineOf(%s v) {" % _camel(name))
            out.append("  switch (v) {")
            for v in values:
                out.append('  case %s::%s: return "%s%s";' % (_camel(name), _camel(v),
                                                          fam.members[name].define_prefix, v.upper()))
            out.append("  }")
            out.append('  return "";')
            out.append("}")
            out.append("")
    for r in rows:
        if r.reg is None or r.reg.vulkan not in _FAMILIES or (runtime and not r.reg.cpu):  # no XParams without a CPU kernel
            continue
        fam = _FAMILIES[r.reg.vulkan]
        if not fam.members and not fam.roles:
            continue
        out.append("template <> struct FamilyMember<%s> {" % class_of(r))
        if runtime:  # what runtime-min's family kernels name in errors and count outputs by
            out.append('  static const char *op() { return "%s"; }' % r.name)
            out.append("  %s int results = %d;" % (const, r.num_results))
        for name, t in fam.members.items():
            ctype = {"bool": "bool", "int": "int"}.get(t) if isinstance(t, str) else _camel(name)
            out.append("  %s %s %s = %s;" % (const, ctype, name, _member_literal(fam, name, r.reg.member[name])))
        # Read from the op's dtype rule, not stated again: its (first) result holds indices (argmax, argmin).
        out.append("  %s bool gives_indices = %s;" % (const, "true" if r.reg.dtype == "index" else "false"))
        out += _role_accessors(r, runtime)
        out.append("};")
    out.append("")
    return out


def _list_macro(name, items, args=("A",)):
    """`#define NAME(X, A) X(item, A) ...`: a list a family's file expands with its own X."""
    tail = "".join(", " + a for a in args)
    return "#define %s(X%s)%s" % (name, tail, "".join(" \\\n  X(%s%s)" % (i, tail) for i in items) or " /* none */")


def gen_edge_families(rows):
    """The compiler's side of the families: each member as constants of its op (FamilyMember<Op>), and the
    ops of each shared shape rule (EDGE_SHAPE_RULE_FOR in ShapeRules.h binds the rule to each)."""
    out = ["// Generated by compiler/registry/gen_ops.py from edge_ops.py and kernel_families.py: do not edit.",
           "// Included by EdgeDialect.h after the op classes, inside namespace edgec::edge.", ""]
    out += _gen_members(rows, lambda r: r.edge_cpp + "Op", "static constexpr", False)
    for rule in sorted({r.reg.shape for r in rows if r.reg is not None} - set(_SHAPE_RULES)):
        out.append(_list_macro("EDGE_SHAPE_RULE_OPS_" + rule,
                               [r.edge_cpp + "Op" for r in rows if r.reg is not None and r.reg.shape == rule]))
    return "\n".join(out) + "\n"


def gen_kernel_families(rows):
    """runtime-min's side of the families: each member as constants of its parameter struct
    (FamilyMember<XParams>), and the ops of each family with a CPU kernel (EDGE_FAMILY_KERNELS in
    KernelSupport.h defines the kernel of each from the family's check and run templates)."""
    out = _generated_cpp_header("Included by KernelSupport.h, inside namespace edge::kernels.")
    out += _gen_members(rows, lambda r: r.edge_cpp + "Params", "static const", True)
    for fam in kernel_families.FAMILIES:
        ops = [r for r in rows if r.reg is not None and r.reg.vulkan == fam.name and r.reg.cpu and r.reg.expr is None]
        out.append(_list_macro("EDGE_CPU_FAMILY_OPS_" + fam.name,
                               ["%s, %sParams" % (r.edge_cpp, r.edge_cpp) for r in ops], ("CHECK", "RUN")))
    return "\n".join(out) + "\n"


def _check_expr(row):
    names = set(a.name for a in row.tensor_args) | set(n for n, _ in row.params)
    for ident in re.findall(r"[A-Za-z_]\w*", row.reg.expr):
        if ident not in names and ident not in _EXPR_FUNCTIONS:
            raise SystemExit("edge_ops.py: %s: expression uses %r, neither an argument nor one of %s" % (
                row.name, ident, ", ".join(_EXPR_FUNCTIONS)))
    if len(row.tensor_args) > 3 or any(a.base == "Tensor?" for a in row.tensor_args):
        raise SystemExit("edge_ops.py: %s: elementwise ops take 1 to 3 tensors" % row.name)
    scalars = [n for n, k in row.params]
    if len(scalars) > 2 or any(k not in ("f64", "scalar") and not (k == "scalar?" and n in row.reg.absent)
                               for n, k in row.params):
        raise SystemExit("edge_ops.py: %s: elementwise ops take at most 2 Scalar or float parameters (optional ones "
                         "with an `absent` value)" % row.name)
    if any(v not in ("lowest", "highest") for v in row.reg.absent.values()):
        raise SystemExit("edge_ops.py: %s: absent values are lowest or highest" % row.name)


def _rename(expr, mapping):
    return re.sub(r"[A-Za-z_]\w*", lambda m: mapping.get(m.group(0), m.group(0)), expr)


def glsl_expr(row):
    """The expression over the elementwise template's x0..x2 (inputs) and s0, s1 (scalars)."""
    mapping = {a.name: "x%d" % i for i, a in enumerate(row.tensor_args)}
    mapping.update({n: "s%d" % i for i, (n, _) in enumerate(row.params)})
    return _rename(row.reg.expr, mapping)


# The int64 emulation (shaders/int64_pairs.glsl) spells the expressions' operators as functions of its I64.
_PAIR_OPERATORS = {"+": "i64Add", "-": "i64Sub", "*": "i64Mul", "/": "i64Div", "&": "i64And", "|": "i64Or",
                   "^": "i64Xor", "==": "i64Eq", "!=": "i64Ne", "<": "i64Lt", "<=": "i64Le", ">": "i64Gt",
                   ">=": "i64Ge"}
# Functions int64_pairs.glsl overloads for I64, and those of them that give a bool.
_PAIR_FUNCTIONS = ("abs", "min", "max", "floor", "ceil", "trunc", "roundEven", "isNan", "isInf", "power", "fmod",
                   "remainder", "floorDivide", "shiftLeft", "shiftRight")
_PAIR_BOOL_FUNCTIONS = ("isNan", "isInf")
# Binary operators by precedence, loosest first (C's).
_BINARY_LEVELS = (("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", "<=", ">", ">="), ("+", "-"),
                  ("*", "/", "%"))


class _ExprParser:
    """A parser of the expressions' C subset (edge_ops.py `expr`) into tuples."""

    def __init__(self, text):
        self.tokens = re.findall(r"\d+\.\d*|\d+|[A-Za-z_]\w*|\|\||&&|==|!=|<=|>=|[-+*/%<>!~&|^?:(),]", text)
        if "".join(self.tokens) != re.sub(r"\s+", "", text):
            raise ValueError("unexpected characters in %r" % text)
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError("expected %r at token %d" % (expected, self.pos))
        self.pos += 1
        return token

    def parse(self):
        node = self.conditional()
        if self.peek() is not None:
            raise ValueError("trailing %r" % self.peek())
        return node

    def conditional(self):
        cond = self.binary(0)
        if self.peek() != "?":
            return cond
        self.take("?")
        then = self.conditional()
        self.take(":")
        return ("?:", cond, then, self.conditional())

    def binary(self, level):
        if level == len(_BINARY_LEVELS):
            return self.unary()
        node = self.binary(level + 1)
        while self.peek() in _BINARY_LEVELS[level]:
            node = ("bin", self.take(), node, self.binary(level + 1))
        return node

    def unary(self):
        if self.peek() in ("-", "!", "~", "+"):
            op = self.take()
            return ("un", op, self.unary())
        token = self.take()
        if token == "(":
            node = self.conditional()
            self.take(")")
            return node
        if re.match(r"\d", token):
            return ("num", token)
        if not re.match(r"[A-Za-z_]\w*$", token):
            raise ValueError("unexpected %r at token %d" % (token, self.pos - 1))
        if self.peek() == "(":
            self.take("(")
            args = [self.conditional()]
            while self.peek() == ",":
                self.take(",")
                args.append(self.conditional())
            self.take(")")
            return ("call", token, args)
        return ("name", token)


def _pairs_literal(v):
    """An integer literal as an I64: beyond int's range (or INT_MIN, which GLSL cannot spell) as its two words."""
    if -2**31 < v < 2**31:
        return "i64(%d)" % v
    bits = v & (2**64 - 1)
    return "I64(%du, %du)" % (bits & 0xffffffff, bits >> 32)


def _pairs(node):
    """(GLSL over I64, "bool" or "value") for a parsed expression; ValueError if it has no int64 form."""
    def value(t):
        return t[0] if t[1] == "value" else "i64(%s)" % t[0]

    def boolean(t):
        return t[0] if t[1] == "bool" else "truthy(%s)" % t[0]

    tag = node[0]
    if tag == "num":
        if not node[1].isdigit():
            raise ValueError("a floating literal")
        return _pairs_literal(int(node[1])), "value"
    if tag == "name":
        return node[1], "value"
    if tag == "call":
        if node[1] not in _PAIR_FUNCTIONS:
            raise ValueError("%s has no int64 form" % node[1])
        text = "%s(%s)" % (node[1], ", ".join(value(_pairs(a)) for a in node[2]))
        return text, "bool" if node[1] in _PAIR_BOOL_FUNCTIONS else "value"
    if tag == "un":
        op, operand = node[1], node[2]
        if op == "-" and operand[0] == "num" and operand[1].isdigit():
            return _pairs_literal(-int(operand[1])), "value"
        inner = _pairs(operand)
        if op == "!":
            return "!%s" % boolean(inner), "bool"
        if op == "+":
            return inner
        return "%s(%s)" % ("i64Neg" if op == "-" else "i64Not", value(inner)), "value"
    if tag == "?:":
        cond, then, other = _pairs(node[1]), _pairs(node[2]), _pairs(node[3])
        if then[1] == other[1]:
            return "(%s ? %s : %s)" % (boolean(cond), then[0], other[0]), then[1]
        return "(%s ? %s : %s)" % (boolean(cond), value(then), value(other)), "value"
    op, left, right = node[1], _pairs(node[2]), _pairs(node[3])
    if op in ("&&", "||") or (op in ("==", "!=") and left[1] == right[1] == "bool"):
        return "(%s %s %s)" % (boolean(left), op, boolean(right)), "bool"
    if op not in _PAIR_OPERATORS:
        raise ValueError("operator %s has no int64 form" % op)
    kind = "bool" if op in ("==", "!=", "<", "<=", ">", ">=") else "value"
    return "%s(%s, %s)" % (_PAIR_OPERATORS[op], value(left), value(right)), kind


def glsl_pairs_expr(row):
    """glsl_expr over int64 as word pairs (the I64 of shaders/int64_pairs.glsl), or "" for an op that never
    computes in int64."""
    if "i64" not in row.reg.dtypes or row.reg.dtype == "float":  # "float" ops compute in float
        return ""
    try:
        return _pairs(_ExprParser(glsl_expr(row)).parse())[0]
    except ValueError as e:
        raise SystemExit("edge_ops.py: %s: expression has no int64 form: %s" % (row.name, e))


# schema type -> torch dialect ODS constraint (torch-mlir's mapping)
_TORCH_TYPES = {
    "Tensor": "AnyTorchTensorType",
    "Tensor?": "AnyTorchOptionalTensorType",
    "Tensor[]": "AnyTorchListOfTensorType",
    "Tensor?[]": "AnyTorchListOfOptionalTensorType",
    "Scalar": "AnyTorchScalarType",
    "Scalar?": "AnyTorchOptionalScalarType",
    "int": "TorchIntValue",
    "int?": "AnyTorchOptionalIntType",
    "int[]": "AnyTorchListOfTorchIntType",
    "int[]?": "AnyTorchOptionalListOfTorchIntType",
    "float": "TorchFloatValue",
    "float?": "AnyTorchOptionalFloatType",
    "float[]": "AnyTorchListOfTorchFloatType",
    "float[]?": "AnyTorchOptionalListOfTorchFloatType",
    "bool": "TorchBoolValue",
    "bool?": "AnyTorchOptionalBoolType",
    "bool[]": "AnyTorchListOfTorchBoolType",
    "ScalarType": "TorchIntValue",
    "ScalarType?": "AnyTorchOptionalIntType",
    "Layout": "TorchIntValue",
    "Layout?": "AnyTorchOptionalIntType",
    "MemoryFormat": "TorchIntValue",
    "MemoryFormat?": "AnyTorchOptionalIntType",
    "Device": "TorchDeviceValue",
    "Device?": "AnyTorchOptionalDeviceType",
    "str": "TorchStringValue",
    "str?": "AnyTorchOptionalStringType",
}

# result schema type -> torch dialect ODS constraint
_TORCH_RESULT_TYPES = {
    "Tensor": "AnyTorchTensorType",
    "Tensor[]": "AnyTorchListOfTensorType",
    "Scalar": "AnyTorchScalarType",
    "int": "TorchIntValue",
    "float": "TorchFloatValue",
    "bool": "TorchBoolValue",
}

# an example value type per constraint, for the generated lit tests: (well-formed, a wrong one)
_EXAMPLE_TYPES = {
    "AnyTorchTensorType": "!torch.vtensor<[2,3],f32>",
    "AnyTorchOptionalTensorType": "!torch.none",
    "AnyTorchListOfTensorType": "!torch.list<vtensor>",
    "AnyTorchListOfOptionalTensorType": "!torch.list<optional<vtensor>>",
    "AnyTorchScalarType": "!torch.float",
    "AnyTorchOptionalScalarType": "!torch.int",
    "TorchIntValue": "!torch.int",
    "AnyTorchOptionalIntType": "!torch.none",
    "AnyTorchListOfTorchIntType": "!torch.list<int>",
    "AnyTorchOptionalListOfTorchIntType": "!torch.list<int>",
    "TorchFloatValue": "!torch.float",
    "AnyTorchOptionalFloatType": "!torch.float",
    "AnyTorchListOfTorchFloatType": "!torch.list<float>",
    "AnyTorchOptionalListOfTorchFloatType": "!torch.none",
    "TorchBoolValue": "!torch.bool",
    "AnyTorchOptionalBoolType": "!torch.bool",
    "AnyTorchListOfTorchBoolType": "!torch.list<bool>",
    "TorchDeviceValue": "!torch.Device",
    "AnyTorchOptionalDeviceType": "!torch.Device",
    "TorchStringValue": "!torch.str",
    "AnyTorchOptionalStringType": "!torch.str",
}


# schema type -> edge dialect attribute (scalars and lists become attributes)
_EDGE_ATTRS = {
    "Scalar": "Edge_ScalarAttr",
    "Scalar?": "OptionalAttr<Edge_ScalarAttr>",
    "ScalarType": "I64Attr",
    "int": "I64Attr",
    "SymInt": "I64Attr",
    "int?": "OptionalAttr<I64Attr>",
    "int[]": "DenseI64ArrayAttr",
    "int[]?": "OptionalAttr<DenseI64ArrayAttr>",
    "float": "F64Attr",
    "float?": "OptionalAttr<F64Attr>",
    "float[]": "DenseF64ArrayAttr",
    "float[]?": "OptionalAttr<DenseF64ArrayAttr>",
    "bool": "BoolAttr",
    "ScalarType?": "OptionalAttr<I64Attr>",
    "MemoryFormat?": "OptionalAttr<I64Attr>",
}


def _norm(t):
    # int[2] / SymInt[] / SymInt[1]? / SymInt -> int[] / int[]? / int; SymBool -> bool
    t = re.sub(r"\[\d*\]", "[]", t)
    return t.replace("SymInt", "int").replace("SymBool", "bool")


def torch_type(arg):
    t = _norm(arg.base)
    if t not in _TORCH_TYPES:
        raise SystemExit("gen_ops.py: no torch type for schema type %r" % arg.type)
    return _TORCH_TYPES[t]


def torch_result_types(row):
    out = []
    for r in row.results:
        t = _norm(r)
        if t not in _TORCH_RESULT_TYPES:
            raise SystemExit("gen_ops.py: %s: no torch type for result type %r" % (row.name, r))
        out.append(_TORCH_RESULT_TYPES[t])
    return out


def _result_names(row):
    return ["result"] if row.num_results == 1 else ["result%d" % i for i in range(row.num_results)]


def _doc(row):
    return row.schema.replace("[{", "[ {").replace("}]", "} ]")


def _example(row):
    """A well-formed use of the op in its printed form: (argument types, result types, the op's line)."""
    arg_types = [_EXAMPLE_TYPES[torch_type(a)] for a in row.args]
    result_types = [_EXAMPLE_TYPES[t] for t in torch_result_types(row)]
    lhs = "%0" if row.num_results == 1 else "%%0:%d" % row.num_results
    line = "%s = torch.%s %s : %s -> %s" % (lhs, row.op_name, ", ".join("%%arg%d" % i for i in range(len(row.args))),
                                           ", ".join(arg_types), ", ".join(result_types))
    return arg_types, result_types, line


def gen_torch_td(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    seen = {}
    for r in rows:
        if r.cpp in seen:
            raise SystemExit("gen_ops.py: %s and %s both map to Torch_%sOp" % (seen[r.cpp], r.name, r.cpp))
        seen[r.cpp] = r.name
        args = ", ".join("%s:$%s" % (torch_type(a), a.name) for a in r.args)
        names = _result_names(r)
        results = ", ".join("%s:$%s" % (t, n) for t, n in zip(torch_result_types(r), names))
        rtypes = " `,` ".join("type($%s)" % n for n in names)
        operands = " `,` ".join("$%s" % a.name for a in r.args)
        types = " `,` ".join("type($%s)" % a.name for a in r.args)
        source = "the Core ATen opset" if r.origin == "core" else "not in the Core ATen opset"
        printed = ("a named op" if r.torch_mlir == "yes" else
                   "`torch.operator \"torch.%s\"` (it does not register it; edgec reads both forms)" % r.op_name)
        out.append('def Torch_%sOp : Torch_Op<"%s", [Pure]> {' % (r.cpp, r.op_name))
        out.append('  let summary = "`%s`";' % r.schema.split("(")[0])
        out.append("  let description = [{")
        out.append("    The ATen op `%s` (%s) as torch-mlir's FX importer prints it: every schema argument" % (
            r.name, source))
        out.append("    is an operand, defaults included. torch-mlir's importer prints it as %s." % printed)
        out.append("    Schema, from the PyTorch 2.11 registry:")
        out.append("    `%s`" % _doc(r))
        out.append("")
        out.append("    Example:")
        out.append("    ```mlir")
        out.append("    " + _example(r)[2])
        out.append("    ```")
        out.append("  }];")
        out.append("  let arguments = (ins %s);" % args)
        out.append("  let results = (outs %s);" % results)
        out.append("  let assemblyFormat = \"%s attr-dict `:` %s `->` %s\";" % (operands, types, rtypes))
        out.append("}")
        out.append("")
    return "\n".join(out)


def _func_name(row):
    return row.name.replace(".default", "")


def _lit_header(what, run):
    return ["// Generated by gen_ops.py from aten_ops.tsv: do not edit (test/Dialect/Torch/generated.test",
            "// checks that it is current). " + what, "// RUN: " + run, ""]


def gen_lit_parse(rows):
    """A lit test: every op of the table, well-formed, parses, verifies and prints back the same."""
    out = _lit_header("Every op of the table parses, verifies and prints back unchanged.",
                      "edgec-opt %s | edgec-opt | FileCheck %s")
    for r in rows:
        arg_types, result_types, line = _example(r)
        params = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(arg_types))
        ret_values = ["%0"] if r.num_results == 1 else ["%%0#%d" % i for i in range(r.num_results)]
        ret_type = result_types[0] if r.num_results == 1 else "(%s)" % ", ".join(result_types)
        out.append("// CHECK-LABEL: func.func @%s(" % _func_name(r))
        # ODS names the results of multi-result ops (%result0, %result1, ...), as torch-mlir's do
        lhs = "%{{.*}}" if r.num_results == 1 else ", ".join(["%{{.*}}"] * r.num_results)
        out.append("// CHECK: %s" % (lhs + line[line.index(" = "):]))
        out.append("func.func @%s(%s) -> %s {" % (_func_name(r), params, ret_type))
        out.append("  " + line)
        out.append("  return %s : %s" % (", ".join(ret_values), ", ".join(result_types)))
        out.append("}")
        out.append("")
    return "\n".join(out)


def gen_lit_invalid(rows):
    """A lit test: per op, an extra operand (generic form) and a wrong operand type each get a verifier error."""
    out = _lit_header("Per op: a wrong operand count and a wrong operand type are errors.",
                      "edgec-opt %s -split-input-file -verify-diagnostics")
    for r in rows:
        arg_types, result_types, _ = _example(r)
        n = len(arg_types)
        extra_types = arg_types + ["!torch.int"]
        params = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(extra_types))
        results = ", ".join(result_types)
        out.append("func.func @%s_operand_count(%s) {" % (_func_name(r), params))
        expected = "requires a single operand" if n == 1 else "expected %d operands, but found %d" % (n, n + 1)
        out.append("  // expected-error @+1 {{'torch.%s' op %s}}" % (r.op_name, expected))
        out.append('  %%0%s = "torch.%s"(%s) : (%s) -> %s' % (
            "" if r.num_results == 1 else ":%d" % r.num_results, r.op_name,
            ", ".join("%%arg%d" % i for i in range(n + 1)), ", ".join(extra_types),
            results if r.num_results == 1 else "(%s)" % results))
        out.append("  return")
        out.append("}")
        out.append("")
        out.append("// -----")
        out.append("")
        first = torch_type(r.args[0])
        # a type the first operand does not accept: a list for a tensor, a tensor for anything else
        wrong = "!torch.list<int>" if first == "AnyTorchTensorType" else "!torch.vtensor<[2,3],f32>"
        types = [wrong] + arg_types[1:]
        params = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(types))
        out.append("func.func @%s_operand_type(%s) {" % (_func_name(r), params))
        out.append("  // expected-error @+1 {{'torch.%s' op operand #0 must be}}" % r.op_name)
        out.append("  %%0%s = torch.%s %s : %s -> %s" % (
            "" if r.num_results == 1 else ":%d" % r.num_results, r.op_name,
            ", ".join("%%arg%d" % i for i in range(n)), ", ".join(types), results))
        out.append("  return")
        out.append("}")
        out.append("")
        if r is not rows[-1]:
            out.append("// -----")
            out.append("")
    return "\n".join(out)


def gen_edge_td(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    by_name = {r.name: r for r in rows}
    for r in rows:
        if r.lowering not in ("edge", "view"):
            continue
        ins, operands, has_optional = [], [], False
        for a in r.args:
            if a.name in r.reg.ignore:
                continue
            if a.is_tensor:
                if a.base == "Tensor[]":  # a list of tensors: one variadic operand group
                    if operands:
                        raise SystemExit("gen_ops.py: %s: a Tensor[] must be the first operand" % r.name)
                    ins.append("Variadic<Edge_Buffer>:$%s" % a.name)
                    operands.append("$%s" % a.name)
                    has_optional = True
                elif a.base == "Tensor?":
                    ins.append("Optional<Edge_Buffer>:$%s" % a.name)
                    # several optional tensors print by name (`weight(%w)`): positions would not say which
                    # one a lone operand is
                    several = sum(1 for b in r.args if b.base == "Tensor?" and b.name not in r.reg.ignore) > 1
                    operands.append(("(`%s` `(` $%s^ `)`)?" % (a.name, a.name)) if several
                                    else "(`,` $%s^)?" % a.name)
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
        # Pure in tensor form; in out-variant form it reads its inputs and writes its outs (getAtenOpEffects).
        traits = ["Edge_AtenOpInterface", "DeclareOpInterfaceMethods<MemoryEffectsOpInterface>"]
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
        first_only = None
        if r.reg.first_result_only:
            first_only = by_name.get(r.reg.first_result_only)
            if first_only is None or first_only.lowering != "edge" or r.num_results < 2:
                raise SystemExit("gen_ops.py: %s: first_result_only names %r, not an edge op"
                                 % (r.name, r.reg.first_result_only))
            out.append("  let hasCanonicalizer = 1;")
        if r.reg.same_type_is_identity:
            out.append("  let hasFolder = 1;")
        out.append("  let extraClassDeclaration = [{")
        out.append("    /// Each result's shape, over static and over symbolic sizes (rule: %s%s)." % (
            r.reg.shape, "" if r.reg.shape in ("same", "broadcast") else ", compiler/dialects/edge/Shapes*.cpp"))
        out.append("    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<int64_t>>> inferShapes();")
        out.append("    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::AffineExpr>>> "
                   "inferResultDims();")
        out.append("    ::llvm::StringRef getAtenName();")
        out.append("    ::llvm::StringRef getShapeRule();")
        out.append("  }];")
        out.append("  let extraClassDefinition = [{")
        out.append("    ::mlir::LogicalResult $cppClass::verify() {")
        # Scalars take part in type promotion as wrapped numbers, except alpha (ATen refuses a float alpha
        # with integer tensors rather than promoting).
        promoted = [n for n, k in r.params if k.startswith("scalar") and n != "alpha"]
        out.append("      return ::edgec::edge::verifyAtenOp(getOperation(), inferShapes(), "
                   "::edgec::edge::DtypeRule::%s, {%s}, {%s});" % (
                       _DTYPE_RULES[r.reg.dtype], ", ".join('"%s"' % n for n in promoted),
                       ", ".join('"%s"' % t for t in r.reg.extra_results)))
        out.append("    }")
        if r.reg.shape in ("same", "broadcast"):  # the others are bound in a Shapes*.cpp file
            out.append("    EDGE_SHAPE_RULE($cppClass, [](auto op, const auto &cx) {"
                       " return ::edgec::edge::%sRule(op.getOperation(), cx); })" % r.reg.shape)
        out.append("    ::llvm::StringRef $cppClass::getAtenName() { return \"%s\"; }" % r.name)
        out.append("    ::llvm::StringRef $cppClass::getShapeRule() { return \"%s\"; }" % r.reg.shape)
        if r.reg.same_type_is_identity:
            out.append("    ::mlir::LogicalResult $cppClass::fold(FoldAdaptor, "
                       "::llvm::SmallVectorImpl<::mlir::OpFoldResult> &results) {")
            out.append("      return ::edgec::edge::foldToSameTypeOperand(getOperation(), results);")
            out.append("    }")
        if first_only is not None:
            out.append("    void $cppClass::getCanonicalizationPatterns(::mlir::RewritePatternSet &patterns, "
                       "::mlir::MLIRContext *context) {")
            out.append("      patterns.add<::edgec::edge::FirstResultOnly<$cppClass, %sOp>>(context);" % first_only.edge_cpp)
            out.append("    }")
        out.append("    void $cppClass::getEffects(::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<"
                   "::mlir::MemoryEffects::Effect>> &effects) {")
        out.append("      ::edgec::edge::getAtenOpEffects(getOperation(), effects);")
        out.append("    }")
        out.append("  }];")
        out.append("}")
        out.append("")
    return "\n".join(out)


# schema type -> the EdgeOpBuilder method that turns a torch operand into an edge operand or attribute
_LOWER_KIND = {
    "Tensor": "tensor", "Tensor?": "optionalTensor", "Tensor[]": "tensorList", "Scalar": "scalarAttr",
    "Scalar?": "optionalScalarAttr",
    "ScalarType": "intAttr", "int": "intAttr",
    "SymInt": "intAttr", "int?": "optionalIntAttr", "int[]": "intListAttr", "int[]?": "optionalIntListAttr",
    "float": "floatAttr", "float?": "optionalFloatAttr", "float[]": "floatListAttr",
    "float[]?": "optionalFloatListAttr", "bool": "boolAttr", "ScalarType?": "optionalIntAttr",
    "MemoryFormat?": "optionalIntAttr",
}


def _getter(name):
    return "get" + "".join(p[:1].upper() + p[1:] for p in name.split("_") if p)


def gen_lowering_inc(rows):
    """The 1:1 torch -> edge lowerings: which operand becomes which edge operand or attribute."""
    out = ["// Generated by gen_ops.py from aten_ops.tsv: do not edit.", ""]
    names = []
    for r in rows:
        if r.lowering not in ("edge", "view") or r.reg.lowered_by:  # a hand-written pattern
            continue
        torch_op, edge_op = "torch::%sOp" % r.cpp, "edge::%sOp" % r.edge_cpp
        out.append("template <>")
        out.append("LogicalResult LowerToEdge<%s, %s>::collect(%s::Adaptor a, EdgeOpBuilder &b) const {"
                   % (torch_op, edge_op, torch_op))
        calls = []
        for arg in r.args:
            if arg.name in r.reg.ignore:
                continue
            kind = _LOWER_KIND[_norm(arg.base)]
            if kind in ("tensor", "optionalTensor", "tensorList"):
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


def gen_docs(rows):
    yes = lambda b: "yes" if b else "-"
    parts = read_vulkan_parts(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    out = ["<!-- Generated by compiler/registry/gen_ops.py from compiler/registry/aten_ops.tsv: do not edit.",
           "     test/Dialect/Torch/generated.test checks that it is current. -->",
           "# ATen ops: what edgec does with each", "",
           "One row per op of the op table (`compiler/registry/aten_ops.tsv`). Columns:", "",
           "- **parses**: the torch dialect defines the op (every op of the table does), so a program using it parses",
           "  and verifies; `printed as` is how torch-mlir's FX importer prints it (`torch.operator` for ops torch-mlir",
           "  does not register; edgec reads both).",
           "- **lowers**: `torch-to-edge` turns it into edge ops (`edge`: an edge kernel op, `view`: an aliasing view,",
           "  `decompose`: rewritten into other edge ops; `excluded`: not compiled by design, with the reason;",
           "  `not supported`: an inference op edgec cannot compile, with what it would take; `-`: not yet).",
           "- **CPU kernel**: the element types runtime-min's portable kernel takes.",
           "- **Vulkan**: the shader template in `shaders/` that runs it on the GPU, and the element types.",
           "  i64 needs no device feature: without shaderInt64 (`--vulkan-features=all,-shaderInt64`) every",
           "  template reads, writes and computes it as 32-bit word pairs (`shaders/int64_pairs.glsl`); 8- and",
           "  16-bit types need the device's 8- and 16-bit storage and arithmetic.",
           "  A decomposed op runs on the kernels (CPU) and shaders (Vulkan) of the edge ops it becomes",
           "  (`parts`: the shader templates its test cases dispatch on Vulkan, `docs/vulkan-parts.tsv`, written by",
           "  `scripts/vulkan_parts.py` and checked by test/e2e/vulkan-parts.test); the test cases (test/ops, OpInfo",
           "  samples) show which element types compile.",
           "",
           "Shape and dtype rules, targets and elementwise expressions come from `compiler/registry/edge_ops.py`.", "",
           "`edgec compile --list-unsupported model.mlir` lists the ops of one program that cannot be compiled yet.", ""]
    for title, origin in (("Core ATen ops (PyTorch 2.11)", "core"), ("Non-core ops found in exports", "registry")):
        sel = [r for r in rows if r.origin == origin]
        lowered = [r for r in sel if r.lowering != "-"]
        excluded = [r for r in sel if r.name in edge_ops.EXCLUDED]
        unsupported = [r for r in sel if r.name in edge_ops.UNSUPPORTED]
        own = [r for r in sel if r.vulkan != "-"]
        cpu_only = [r for r in sel if r.lowering == "edge" and r.vulkan == "-"]
        decomposed = [r for r in sel if r.lowering == "decompose"]
        dispatching = [r for r in decomposed if parts.get(r.name, "-").split("+")[0] != "-"]
        out.append("## %s: %d ops, %d lower to edge (%d with a shader of their own, %d CPU kernel only, %d views, "
                   "%d decomposed, %d of them dispatching Vulkan shaders in their test cases)%s" % (
            title, len(sel), len(lowered), len(own), len(cpu_only), len([r for r in sel if r.lowering == "view"]),
            len(decomposed), len(dispatching),
            ", %d excluded (reasons in the lowers column)" % len(excluded) if excluded else "") +
            (", %d not supported (reasons in the lowers column)" % len(unsupported) if unsupported else ""))
        out.append("")
        out.append("| op | printed as | parses | lowers | CPU kernel | Vulkan |")
        out.append("|---|---|---|---|---|---|")
        for r in sel:
            printed = "`torch.%s`" % r.op_name if r.torch_mlir == "yes" else "`torch.operator`"
            out.append("| `%s` | %s | yes | %s | %s | %s |" % (
                r.name, printed, r.lowering + (": " + edge_ops.LIMITS[r.name] if r.name in edge_ops.LIMITS else "")
                if r.lowering != "-" else (
                    "excluded: " + edge_ops.EXCLUDED[r.name] if r.name in edge_ops.EXCLUDED else
                    "not supported: " + edge_ops.UNSUPPORTED[r.name] if r.name in edge_ops.UNSUPPORTED else "-"),
                " ".join(r.reg.dtypes) if r.cpu else "parts" if r.lowering == "decompose" else "-",
                "`%s`: %s" % (r.vulkan, " ".join(r.reg.dtypes)) if r.vulkan != "-"
                else _vulkan_parts(parts.get(r.name)) if r.lowering == "decompose" else "-"))
        out.append("")
    return "\n".join(out)


def read_vulkan_parts(root):
    """docs/vulkan-parts.tsv (scripts/vulkan_parts.py): per decomposed op, the shader templates its test cases
    dispatch on Vulkan."""
    parts = {}
    path = os.path.join(root, "docs", "vulkan-parts.tsv")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if not line.startswith("#") and line.strip():
                    name, templates = line.split("\t")[:2]
                    parts[name] = templates
    return parts


def _vulkan_parts(templates):
    if templates is None:
        return "parts"
    cpu = templates.endswith("+cpu")
    names = templates[:-len("+cpu")] if cpu else templates
    if names == "-":
        return "none: its cases fold to constants or views"
    return "parts: %s%s" % (", ".join("`%s`" % n for n in names.split(",")), " (and nonzero on the CPU)" if cpu else "")


def gen_support_inc(rows):
    out = ["// Generated by gen_ops.py from aten_ops.tsv and edge_ops.py: do not edit.",
           "#ifdef EDGEC_OP",
           "// EDGEC_OP(aten name, edge op name, lowering, has cpu kernel, vulkan shader template, origin,",
           "//          element types its kernels take, those its first tensor operand takes,",
           "//          why it is not compiled (excluded or not supported), for ops that do not lower,",
           "//          whether its kernel finds its result's row count in the data,",
           "//          the bool attribute where whose true value no kernel takes the op, and why,",
           "//          its run-time parameters as NAME:OPERAND (the torch op's operand), space-separated)"]
    for r in rows:
        why = edge_ops.EXCLUDED.get(r.name) or edge_ops.UNSUPPORTED.get(r.name) or ""
        limit_attr, limit_why = (r.reg.no_kernel_when if r.reg and r.reg.no_kernel_when else ("", ""))
        run_time = " ".join("%s:%d" % (a.name, i) for i, a in enumerate(r.args)
                            if r.reg and a.name in r.reg.run_time_params)
        out.append('EDGEC_OP("%s", "%s", "%s", %s, "%s", "%s", "%s", "%s", "%s", %s, "%s", "%s", "%s")' % (
            r.name, r.edge_name, r.lowering, "true" if r.cpu else "false",
            "" if r.vulkan == "-" else r.vulkan, r.origin, " ".join(r.reg.dtypes) if r.reg else "",
            " ".join(r.reg.data_dtypes) if r.reg else "", why.replace('"', '\\"'),
            "true" if r.reg and r.reg.data_rows else "false", limit_attr, limit_why.replace('"', '\\"'), run_time))
    out += ["#endif", "#ifdef EDGEC_KERNEL_PARAM",
            "// EDGEC_KERNEL_PARAM(aten name, attribute, kind, operand): a CPU kernel's parameters in the order it",
            "// reads them; kind `present`: whether the optional tensor operand `operand` (its index) is given"]
    for r in rows:
        if r.cpu:
            for name, kind, operand in r.kernel_params:
                out.append('EDGEC_KERNEL_PARAM("%s", "%s", "%s", %d)' % (r.name, name, kind, operand))
    out += ["#endif", "#ifdef EDGEC_ELEMENTWISE",
            "// EDGEC_ELEMENTWISE(aten name, short name, GLSL expression over x0..x2 and s0 s1, the same over int64 as",
            "//                   word pairs (\"\" where the op never computes in int64), attribute of s0, of s1,",
            "//                   computes in the operands' promoted type rather than the result's,",
            "//                   value of an absent s0, of s1: \"lowest\", \"highest\" or \"\",",
            "//                   the same with x0 and x1 swapped where s0 and s1 are 1 (edge_ops.py `commutative`))"]
    for r in rows:
        if r.reg is not None and r.reg.expr is not None:
            names = [n for n, _ in r.params] + ["", ""]
            out.append('EDGEC_ELEMENTWISE("%s", "%s", "%s", "%s", "%s", "%s", %s, "%s", "%s", %s)' % (
                r.name, r.edge_name.replace(".", "_").lower(), glsl_expr(r), glsl_pairs_expr(r), names[0], names[1],
                "true" if r.reg.dtype in _COMPUTE_ON_INPUTS else "false", r.reg.absent.get(names[0], ""),
                r.reg.absent.get(names[1], ""), "true" if r.reg.commutative else "false"))
    out.append("#endif")
    return "\n".join(out) + "\n"


_CPP_PARAM_TYPES = {"f64": "double", "i64": "int64_t", "bool": "bool", "i64[]": "IntList", "i64?": "OptionalInt",
                    "f64?": "OptionalFloat", "i64[]?": "OptionalIntList", "f64[]": "FloatList",
                    "f64[]?": "OptionalFloatList", "scalar": "Scalar",
                    "scalar?": "OptionalScalar", "present": "bool"}
_CPP_PARAM_READ = {"f64": "r.f64()", "i64": "r.i64()", "bool": "r.i64() != 0", "i64[]": "r.list()",
                   "i64?": "r.optionalInt()", "f64?": "r.optionalFloat()", "i64[]?": "r.optionalList()",
                   "f64[]": "r.floatList()", "f64[]?": "r.optionalFloatList()",
                   "scalar": "r.scalar()", "scalar?": "r.optionalScalar()", "present": "r.i64() != 0"}


def _generated_cpp_header(what):
    return ["// Generated by compiler/registry/gen_ops.py from aten_ops.tsv and edge_ops.py: do not edit.",
            "// test/Dialect/Torch/generated.test checks that it is current. " + what, ""]


def gen_kernel_params(rows):
    """runtime-min's parameter structs: one per CPU kernel, read in schema order (program.fbs KernelCall)."""
    out = _generated_cpp_header("Included by KernelParams.h.")
    for r in rows:
        if not r.cpu:
            continue
        out.append("/// %s: `%s`" % (r.name, r.schema))
        out.append("struct %sParams {" % r.edge_cpp)
        member = lambda name, kind: "has_" + name if kind == "present" else name  # noqa: E731
        for name, kind, _ in r.kernel_params:
            out.append("  %s %s;%s" % (_CPP_PARAM_TYPES[kind], member(name, kind),
                                       " // the optional tensor is given (and among the call's tensors)"
                                       if kind == "present" else ""))
        out.append("};")
        out.append("inline bool decodeParams(ParamReader &r, %sParams *p) {" % r.edge_cpp)
        if not r.kernel_params:
            out.append("  (void)p;")
        for name, kind, _ in r.kernel_params:
            out.append("  p->%s = %s;" % (member(name, kind), _CPP_PARAM_READ[kind]))
        out.append("  return r.done();")
        out.append("}")
        out.append("inline const char *paramNames(const %sParams *) { return \"%s\"; }" % (
            r.edge_cpp, ", ".join(member(n, k) for n, k, _ in r.kernel_params) or "none"))
        if r.reg is not None and r.reg.expr is None:
            # the registry's dtypes (elementwise functors carry theirs as `takes`)
            out.append("/// The element types its kernels take (edge_ops.py `dtypes`; `data_dtypes` for the first tensor).")
            for fn, dtypes in (("takesDType", r.reg.dtypes), ("takesDataDType", r.reg.data_dtypes)):
                out.append("inline bool %s(const %sParams *, DType d) { return %s; }" % (
                    fn, r.edge_cpp, " || ".join("d == DType::%s" % ("bool_" if d == "bool" else d)
                                                for d in dtypes) or "false"))
        if r.reg is not None and r.reg.no_kernel_when:
            attr, why = r.reg.no_kernel_when
            if (attr, "bool") not in r.params:
                raise SystemExit("gen_ops.py: %s: no_kernel_when names %r, not a bool parameter" % (r.name, attr))
            out.append("/// The form no kernel takes (edge_ops.py `no_kernel_when`): why, or null.")
            out.append("inline const char *noKernelFor(const %sParams &p) { return p.%s ? \"%s\" : nullptr; }"
                       % (r.edge_cpp, attr, why.replace('"', '\\"')))
        out.append("")
    return "\n".join(out)


def gen_kernel_table(rows):
    """runtime-min's CPU kernels, one line each, sorted by ATen name: EDGE_KERNEL(name, check, run, findsRows).
    KernelTable.cpp makes the runtime's table of it; a selective build (edgec_select_kernels) keeps the lines
    of the kernels its models call. An op with a hand-written kernel names what its family file defines with
    EDGE_KERNEL or EDGE_FAMILY_KERNELS (KernelSupport.h: registeredCheck_Op); an elementwise op, what
    KernelsElementwise.cpp defines from its expression (elementwiseCheck_Op). A kernel the registry claims and no
    file defines fails to link."""
    out = _generated_cpp_header("The runtime's CPU kernels (KernelTable.cpp; installed for edgec_select_kernels).")
    entries = []
    for r in rows:
        if r.reg is None or (r.reg.expr is None and not r.reg.cpu):
            continue
        prefix = "elementwise" if r.reg.expr is not None else "registered"
        entries.append('EDGE_KERNEL("%s", %sCheck_%s, %sRun_%s, %s)' % (
            r.name, prefix, r.edge_cpp, prefix, r.edge_cpp, "true" if r.reg.data_rows else "false"))
    out.extend(sorted(entries))
    return "\n".join(out) + "\n"


def gen_vulkan_families(rows):
    """The compiler's map from each op with a Vulkan kernel to its family's selector: the registry's `vulkan`
    field names the family. Elementwise expressions share one selector (selectExpression); every other op
    has an overload select<Family>(edge::XOp, folded), which its family's Select<Family>.cpp defines, by hand
    or for the whole family from one template (EDGE_SELECT_FAMILY in KernelSelect.h); an op without one
    fails to link."""
    out = ["// Generated by compiler/registry/gen_ops.py from edge_ops.py: do not edit. Included by KernelSelect.h.",
           ""]
    typed = [r for r in rows if r.reg is not None and r.reg.vulkan and r.reg.expr is None]
    for r in typed:
        out.append("Dispatches select%s(edge::%sOp op, const FoldedViews &folded);" % (_camel(r.reg.vulkan), r.edge_cpp))
    out.append("")
    for fam in sorted({r.reg.vulkan for r in typed}):
        out.append(_list_macro("EDGE_VULKAN_FAMILY_OPS_" + fam, ["edge::%sOp" % r.edge_cpp for r in typed
                                                                if r.reg.vulkan == fam], ("A", "B")))
    out.append("")
    out.append("/// The selector of the family whose kernels run `atenName` on Vulkan, or null.")
    out.append("inline FamilySelector vulkanFamilyOf(StringRef atenName) {")
    out.append("  return llvm::StringSwitch<FamilySelector>(atenName)")
    for r in sorted((r for r in rows if r.reg is not None and r.reg.vulkan), key=lambda r: r.name):
        if r.reg.expr is not None:
            out.append('      .Case("%s", selectExpression)' % r.name)
        else:
            out.append('      .Case("%s", typedSelector<edge::%sOp, select%s>)' % (r.name, r.edge_cpp, _camel(r.reg.vulkan)))
    out.append("      .Default(nullptr);")
    out.append("}")
    return "\n".join(out) + "\n"


def gen_elementwise(rows):
    """runtime-min's elementwise kernels: one functor per op from its expression, computed in type C."""
    out = _generated_cpp_header("Included by KernelsElementwise.cpp, after ElementwiseMath.h and KernelParams.h.")
    table = []
    for r in rows:
        if r.reg is None or r.reg.expr is None:
            continue
        tensors = [a.name for a in r.tensor_args]
        params = [n for n, _ in r.params]
        kinds = dict(r.params)
        def value(n, c):
            if kinds[n] == "scalar?":  # absent: the compute type's lowest or highest value
                return "p.%s.present ? scalarAs<%s>(p.%s.value) : std::numeric_limits<%s>::%s()" % (
                    n, c, n, c, {"lowest": "lowest", "highest": "max"}[r.reg.absent[n]])
            return ("scalarAs<%s>(p.%s)" % (c, n)) if kinds[n] == "scalar" else "%s(p.%s)" % (c, n)
        out.append("/// %s: %s" % (r.name, r.reg.expr))
        out.append("template <typename C> struct %sFn {" % r.edge_cpp)
        out.append("  static const int kArity = %d;" % len(tensors))
        out.append("  typedef C Compute;")
        out.append("  static const bool kComputeOnInputs = %s;" % (
            "true" if r.reg.dtype in _COMPUTE_ON_INPUTS else "false"))
        out.append("  static const bool kFloatResult = %s;" % ("true" if r.reg.dtype == "float" else "false"))
        # integer-only ops (bitwise) never compute in float: their expression need not compile for it
        out.append("  static const bool kFloatCompute = %s;" % (
            "true" if any(d in edge_ops.FLOAT for d in r.reg.dtypes) else "false"))
        out.append("  static bool takes(DType d) { return %s; }" % " || ".join(
            "d == DType::%s" % ("bool_" if d == "bool" else d) for d in r.reg.dtypes))
        for n in params:
            out.append("  C %s;" % n)
        init = ", ".join("%s(%s)" % (n, value(n, "C")) for n in params)
        out.append("  explicit %sFn(const %sParams &p)%s {%s}" % (
            r.edge_cpp, r.edge_cpp, " : " + init if init else "", "" if params else " (void)p; "))
        # NaN parameters fail the condition too, as the comparison is false.
        out.append("  static bool valid(const %sParams &p) { return %s; }" % (
            r.edge_cpp, _rename(r.reg.requires, {n: value(n, "double") for n in params}) if r.reg.requires
            else "(void)p, true"))
        args = ", ".join("C %s" % t for t in tensors)
        out.append("  C operator()(%s) const { return C(%s); }" % (args, r.reg.expr))
        out.append("};")
        out.append("")
        table.append('EDGE_ELEMENTWISE_KERNEL("%s", %s)' % (r.name, r.edge_cpp))
    out.append("#define EDGE_ELEMENTWISE_KERNELS %s" % " \\\n  ".join(table))
    out.append("")
    return "\n".join(out)


# torch-mlir's op list (torch_mlir_ops.tsv, beside aten_ops.tsv): the ops edgec parses in torch-mlir's form
# without defining them (the torch dialect's parse hook, TorchMlirOps.cpp).
def read_torch_mlir_ops(table_path):
    path = os.path.join(os.path.dirname(os.path.abspath(table_path)), "torch_mlir_ops.tsv")
    ops = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            mnemonic, operands, results, _, fmt, _ = line.rstrip("\n").split("\t")
            split = lambda text: [tuple(v.split(":", 1)) for v in text.split()]
            ops.append((mnemonic, split(operands), split(results), fmt))
    return ops


def gen_torch_mlir_inc(rows, table_path):
    """The parse hook's table: each op of torch-mlir's default form with its operand and result constraints,
    and the names of the others (TorchScript-era ops, in forms edgec does not read)."""
    out = ["// Generated by gen_ops.py from torch_mlir_ops.tsv: do not edit.", "#ifdef EDGEC_TORCH_MLIR_OP"]
    others = []
    for mnemonic, operands, results, fmt in read_torch_mlir_ops(table_path):
        if fmt != "default":
            others.append(mnemonic)
            continue
        out.append('EDGEC_TORCH_MLIR_OP("torch.%s", "%s", "%s")' % (
            mnemonic, " ".join(c for _, c in operands), " ".join(c for _, c in results)))
    out += ["#endif", "#ifdef EDGEC_TORCH_MLIR_OTHER_OP"]
    out += ['EDGEC_TORCH_MLIR_OTHER_OP("torch.%s")' % m for m in others]
    out += ["#endif", ""]
    return "\n".join(out)


# an example value per torch-mlir type constraint, for the generated lit test
_TORCH_MLIR_EXAMPLES = {
    "AnyTorchTensorType": "!torch.vtensor<[2,3],f32>",
    "AnyTorchOptionalTensorType": "!torch.vtensor<[2,3],f32>",
    "Torch_NonValueTensorType": "!torch.tensor<[2,3],f32>",
    "AnyTorchOptionalNonValueTensorType": "!torch.tensor<[2,3],f32>",
    "Torch_IntType": "!torch.int",
    "AnyTorchOptionalIntType": "!torch.none",
    "Torch_BoolType": "!torch.bool",
    "AnyTorchOptionalBoolType": "!torch.none",
    "Torch_FloatType": "!torch.float",
    "AnyTorchOptionalFloatType": "!torch.none",
    "AnyTorchScalarType": "!torch.float",
    "AnyTorchOptionalScalarType": "!torch.none",
    "Torch_StringType": "!torch.str",
    "AnyTorchOptionalStringType": "!torch.none",
    "Torch_DeviceType": "!torch.Device",
    "AnyTorchOptionalDeviceType": "!torch.none",
    "AnyTorchOptionalGeneratorType": "!torch.Generator",
    "Torch_LinearParamsType": "!torch.LinearParams",
    "Torch_DictType": "!torch.dict<str,int>",
    "AnyTorchType": "!torch.int",
    "AnyTorchListType": "!torch.list<int>",
    "AnyTorchListOfTorchIntType": "!torch.list<int>",
    "AnyTorchOptionalListOfTorchIntType": "!torch.none",
    "AnyTorchListOfTorchBoolType": "!torch.list<bool>",
    "AnyTorchListOfTorchStringType": "!torch.list<str>",
    "AnyTorchOptionalListOfTorchFloatType": "!torch.none",
    "AnyTorchListOfTensorType": "!torch.list<vtensor>",
    "AnyTorchListOfOptionalTensorType": "!torch.list<optional<vtensor>>",
    "AnyTorchListOfNonValueTensorType": "!torch.list<tensor>",
    "AnyTorchListOfOptionalNonValueTensorType": "!torch.list<optional<tensor>>",
}


def gen_lit_torch_mlir(rows, table_path):
    """A lit test: every op torch-mlir registers in its default form parses and prints back, as the named op
    where aten_ops.tsv defines it and as torch.operator otherwise."""
    out = ["// Generated by gen_ops.py from torch_mlir_ops.tsv: do not edit (test/Dialect/Torch/generated.test",
           "// checks that it is current). Every op torch-mlir registers in its default form parses, verifies and",
           "// prints back: as the named op where aten_ops.tsv defines it, else as torch.operator.",
           "// RUN: edgec-opt %s | edgec-opt | FileCheck %s", ""]
    defined = {"torch." + r.op_name for r in rows}
    for mnemonic, operands, results, fmt in read_torch_mlir_ops(table_path):
        if fmt != "default":
            continue
        name = "torch." + mnemonic
        for _, c in operands + results:
            if c not in _TORCH_MLIR_EXAMPLES:
                raise SystemExit("gen_ops.py: %s: no example type for torch-mlir's constraint %s" % (name, c))
        arg_types = [_TORCH_MLIR_EXAMPLES[c] for _, c in operands]
        result_types = [_TORCH_MLIR_EXAMPLES[c] for _, c in results]
        args = ", ".join("%%arg%d" % j for j in range(len(operands)))
        lhs = "" if not results else "%0 = " if len(results) == 1 else "%%0:%d = " % len(results)
        form = (" " + args if args else "") + " : " + ", ".join(arg_types) + \
            (" -> " if arg_types and result_types else "") + ", ".join(result_types)
        func = name  # an MLIR identifier as it is: printed without quotes
        out.append("// CHECK-LABEL: func.func @%s(" % func)
        if name in defined:
            out.append("// CHECK: %s%s" % (name, form.replace("[", "{{\\[}}")))
        else:
            out.append('// CHECK: torch.operator "%s"(%s) : (%s) -> %s' % (
                name, args, ", ".join(arg_types).replace("[", "{{\\[}}"),
                (result_types[0] if len(result_types) == 1 else "(%s)" % ", ".join(result_types)).replace(
                    "[", "{{\\[}}")))
        rets = ["%0"] if len(results) == 1 else ["%%0#%d" % j for j in range(len(results))]
        out.append("func.func @%s(%s)%s {" % (func, ", ".join("%%arg%d: %s" % (j, t) for j, t in enumerate(arg_types)),
                                            "" if not results else " -> (%s)" % ", ".join(result_types)))
        out.append("  %s%s%s" % (lhs, name, form))
        out.append("  return%s" % ("" if not results else " %s : %s" % (", ".join(rets), ", ".join(result_types))))
        out.append("}")
        out.append("")
    return "\n".join(out)


# .pte dtype names -> the element types torch-mlir prints in !torch.vtensor
_TORCH_DTYPES = {"f32": "f32", "f16": "f16", "bf16": "bf16", "i64": "si64", "i32": "si32", "i16": "si16",
                 "i8": "si8", "u8": "ui8", "bool": "i1"}


def check_consistency(rows, root):
    """The registry's claims against the tree: kernels, shader templates and test cases exist."""
    problems = []
    src = os.path.join(root, "runtime-min", "src")
    kernels_cpp = "".join(open(os.path.join(src, f)).read() for f in sorted(os.listdir(src))
                          if f.startswith("Kernels") and f.endswith(".cpp"))
    # A shared shape rule an entry names is bound in the edge dialect (a typo would fail only at link time).
    edge_dir = os.path.join(root, "compiler", "dialects", "edge")
    shapes_cpp = "".join(open(os.path.join(edge_dir, f)).read() for f in sorted(os.listdir(edge_dir))
                         if f.endswith(".cpp"))
    for rule in sorted({r.reg.shape for r in rows if r.reg is not None} - set(_SHAPE_RULES)):
        if "EDGE_SHAPE_RULE_FOR(%s," % rule not in shapes_cpp:
            problems.append("shape rule %r: no EDGE_SHAPE_RULE_FOR(%s, ...) in compiler/dialects/edge" % (rule, rule))
    # The end-to-end cases: test/ops (every one runs on both targets, test/e2e/ops.test) and the zoo
    # models the tests of test/Zoo run.
    cases = []
    for sub in (("test", "ops"), ("test", "ops", "opinfo")):
        d = os.path.join(root, *sub)
        if os.path.isdir(d):
            cases += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".mlir")]
    zoo_dir = os.path.join(root, "test", "Zoo")
    run_tests = "".join(open(os.path.join(zoo_dir, f)).read() for f in sorted(os.listdir(zoo_dir)) if f.endswith(".test"))
    models = set(re.findall(r"run_model\.sh %models ([\w/-]+)", run_tests))
    cases += [os.path.join(root, "test", "models", m + ".mlir.gz") for m in sorted(models)]
    uses = {}  # op printed name -> the dtypes of its tensor operands and results in the cases
    for path in cases:
        for line in (gzip.open(path, "rt") if path.endswith(".gz") else open(path)):
            # `torch.aten.NAME %a, ... : types`, or torch-mlir's generic `torch.operator "torch.aten.NAME"(%a, ...) : ...`
            m = re.search(r"torch\.((?:aten|prims)\.[\w.]+)(?: |\"\()[^:]*: (.*)$", line)
            if m:
                uses.setdefault(m.group(1), set()).update(re.findall(r"!torch\.vtensor<\[[^\]]*\],(\w+)>", m.group(2)))
    for r in rows:
        if r.reg is None:
            continue
        if r.reg.vulkan and not os.path.exists(os.path.join(root, "shaders", r.reg.vulkan + ".comp")):
            problems.append("%s: no shader template shaders/%s.comp" % (r.name, r.reg.vulkan))
        if r.reg.cpu and r.reg.expr is None and ("EDGE_KERNEL(%s," % r.edge_cpp) not in kernels_cpp and (
                "EDGE_FAMILY_KERNELS(%s," % r.reg.vulkan) not in kernels_cpp:
            problems.append("%s: claims a CPU kernel, no runtime-min/src/Kernels*.cpp has it" % r.name)
        if not (r.reg.cpu or r.reg.vulkan) or r.lowering == "view":
            continue
        for dtype in r.reg.dtypes:
            if _TORCH_DTYPES[dtype] not in uses.get(r.op_name, set()):
                problems.append("%s: no end-to-end test case at %s (test/ops or a zoo model a test of test/Zoo runs)"
                                % (r.name, dtype))
    return problems


_GLSL_WHEN = re.compile(r"^([A-Z_][A-Z0-9_]*)(?: > (\d+))?$")


def _when(field):
    """(define, threshold): present where the variant defines `define` (threshold None) or defines it above it."""
    m = _GLSL_WHEN.match(field.when)
    if not m:
        raise SystemExit("kernel_families.py: %s: `when` is DEFINE or 'DEFINE > N', not %r" % (field.name, field.when))
    return m.group(1), None if m.group(2) is None else int(m.group(2))


def gen_push_glsl(rows):
    """One C string per family: its `Params` block, which compileShader puts before the template."""
    out = ["// Generated by gen_ops.py from compiler/registry/kernel_families.py. Do not edit.",
           "// {family, GLSL push-constant block}"]
    for fam in kernel_families.FAMILIES:
        lines = ["layout(push_constant) uniform Params {"]
        for f in fam.push:
            glsl = {"uint": "uint", "int": "int", "float": "float", "scalar": fam.scalar, "ct": "CT"}[f.type]
            dims = "" if f.count is None else "".join("[%s]" % c for c in (f.count if isinstance(f.count, tuple) else (f.count,)))
            decl = "  %s %s%s;%s" % (glsl, f.name, dims, "  // " + f.doc if f.doc else "")
            if f.when:
                define, above = _when(f)
                cond = "defined(%s)" % define if above is None else "%s > %d" % (define, above)
                lines += ["#if " + cond, decl, "#endif"]
            else:
                lines.append(decl)
        lines.append("} p;")
        text = "".join(line.replace("\\", "\\\\").replace('"', '\\"') + "\\n" for line in lines)
        out.append('{"%s", "%s"},' % (fam.name, text))
    return "\n".join(out) + "\n"


def _struct_name(family):
    return "".join(part[:1].upper() + part[1:] for part in family.split("_")) + "Push"


def gen_push_cpp(rows):
    """Per family a struct `<Family>Push` whose `write` emits its block's words in order, after checking that
    every field is set and that the conditional and counted ones agree with the variant's defines."""
    scalar = {"uint": "Size", "int": "int64_t", "float": "double", "scalar": "PushScalar", "ct": "PushScalar"}
    write_one = {"uint": "push.u32(%s);", "int": "push.i32(%s);", "float": "push.f32(%s);",
                 "scalar": "push.scalar(%s);", "ct": "push.scalar(%s);"}
    out = ["// Generated by gen_ops.py from compiler/registry/kernel_families.py. Do not edit.",
           "// Needs Size, Sizes, PushScalar, PushConstants and VariantDefines in scope (KernelSelect.cpp)."]
    for fam in kernel_families.FAMILIES:
        out += ["", "/// The push constants of shaders/%s.comp%s." % (fam.name, ": " + fam.doc if fam.doc else ""),
                "struct %s {" % _struct_name(fam.name), '  static constexpr const char *kFamily = "%s";' % fam.name]
        checks, writes = [], []
        for f in fam.push:
            fail = '      return "%s";' % f.name
            if f.count is None:
                value_type, value = scalar[f.type], "v"
                write = write_one[f.type] % "v"
            elif isinstance(f.count, tuple):
                value_type = "SmallVector<Sizes>"
                write = "for (const Sizes &list : v)\n      push.u32Array(list, edge::kMaxVulkanRank, %d);" % f.pad
            elif f.count == "MAX_RANK":
                value_type = "Sizes"
                write = "push.u32Array(v, edge::kMaxVulkanRank, %d);" % f.pad
            elif f.type in ("scalar", "ct"):
                value_type = "std::vector<PushScalar>"
                write = "for (const PushScalar &s : v)\n      push.scalar(s);"
            else:
                value_type = "Sizes"
                write = "for (Size e : v)\n      push.u32(e);"
            # Sizes are null until set; other single values, and whatever is conditional, are optional.
            optional = f.when is not None or (f.count is None and f.type != "uint")
            out.append("  %s %s;%s" % ("std::optional<%s>" % value_type if optional else value_type, f.name,
                                       " // " + f.doc if f.doc else ""))
            if f.when:
                define, above = _when(f)
                wanted = 'defines.has("%s")' % define if above is None else '(defines.value("%s") > %d)' % (define, above)
                checks.append("    if (bool(%s) != %s)\n%s" % (f.name, wanted, fail))
            elif f.count is None:
                checks.append("    if (!%s)\n%s" % (f.name, fail))
            ref = "(*%s)" % f.name if optional else f.name
            counted = f.count[0] if isinstance(f.count, tuple) else f.count
            if counted == "MAX_RANK":
                cond = "%s.size() > size_t(edge::kMaxVulkanRank)" % ref
                checks.append("    if (%s%s)\n%s" % ("%s && " % f.name if optional else "", cond, fail))
            elif counted is not None:
                cond = '%s.size() != size_t(defines.value("%s"))' % (ref, counted)
                checks.append("    if (%s%s)\n%s" % ("%s && " % f.name if optional else "", cond, fail))
            if isinstance(f.count, tuple):
                cond = "llvm::any_of(%s, [](const Sizes &l) { return l.size() > size_t(edge::kMaxVulkanRank); })" % ref
                checks.append("    if (%s%s)\n%s" % ("%s && " % f.name if optional else "", cond, fail))
            body = write.replace("\n", "\n  ")
            if optional:
                writes.append("    if (%s) {\n      const auto &v = *%s;\n      %s\n    }" % (f.name, f.name, body))
            else:
                writes.append("    {\n      const auto &v = %s;\n      %s\n    }" % (f.name, body))
        out += ["  /// Appends the block to `push`; or, where a field is missing or does not fit the variant's",
                "  /// `defines`, appends nothing and returns the field's name.",
                "  const char *write(PushConstants &push, const VariantDefines &defines) const {"]
        out += checks + writes + ["    return nullptr;", "  }", "};"]
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 4:
        raise SystemExit(__doc__)
    table, what, path = argv[1:]
    rows = read_table(table)
    if what == "consistency":
        problems = check_consistency(rows, path)
        for p in problems:
            print("gen_ops.py: " + p)
        if problems:
            raise SystemExit(1)
        print("consistent: %d registry ops" % sum(1 for r in rows if r.reg is not None))
        return
    gen = {"torch-td": gen_torch_td, "edge-td": gen_edge_td, "support-inc": gen_support_inc,
           "kernel-params": gen_kernel_params, "elementwise": gen_elementwise, "kernel-table": gen_kernel_table,
           "vulkan-families": gen_vulkan_families, "edge-families": gen_edge_families,
           "kernel-families": gen_kernel_families,
           "lowering-inc": gen_lowering_inc, "lit-parse": gen_lit_parse, "lit-invalid": gen_lit_invalid,
           "docs": gen_docs, "torch-mlir-inc": gen_torch_mlir_inc, "lit-torch-mlir": gen_lit_torch_mlir,
           "push-glsl": gen_push_glsl, "push-cpp": gen_push_cpp}[what]
    text = gen(rows, table) if what in ("torch-mlir-inc", "lit-torch-mlir") else gen(rows)
    if path == "-":
        sys.stdout.write(text)
        return
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv)

#!/usr/bin/env python3
"""Extracts the ops torch-mlir's torch dialect registers into compiler/registry/torch_mlir_ops.tsv.

Usage: torch_mlir_ops.py GIT_DIR [COMMIT] > compiler/registry/torch_mlir_ops.tsv
GIT_DIR is a clone of github.com/llvm/torch-mlir (a bare one will do); COMMIT defaults to HEAD. It reads the
op definitions (GeneratedTorchOps.td, TorchOps.td) as text: each op's mnemonic, its operands and results with
their type constraints, and its assembly form. edgec's torch dialect parses every op of the list that
aten_ops.tsv does not define in that form (gen_ops.py generates the table it checks operands against).
"""
import re
import subprocess
import sys

_FILES = ("include/torch-mlir/Dialect/Torch/IR/GeneratedTorchOps.td",
          "include/torch-mlir/Dialect/Torch/IR/TorchOps.td")


def _git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir] + list(args), check=True, capture_output=True,
                          text=True).stdout


def _body(text, start):
    """The text of the `{ ... }` block that opens at or after `start`."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j]
    raise SystemExit("torch_mlir_ops.py: unbalanced braces after offset %d" % start)


def _values(body, kind):
    """[(name, constraint)] of `let arguments = (ins ...)` (kind "ins") or `let results = (outs ...)`."""
    m = re.search(r"let\s+%s\s*=\s*\(%s\b(.*?)\);" % ("arguments" if kind == "ins" else "results", kind), body,
                  re.S)
    if not m:
        return []
    out = []
    for item in re.findall(r"([\w<>:, ]+?)\s*:\s*\$(\w+)", m.group(1)):
        out.append((item[1], item[0].strip().lstrip(",").strip()))
    return out


def _format(body, operands, results):
    """`default`: `%r = NAME %a, %b : Ta, Tb -> R` as torch-mlir's parseDefaultTorchOp and the equivalent
    declarative formats read it; else the declarative format, or `custom` (a C++ parser)."""
    if re.search(r"parseDefaultTorchOp\(parser, result, \d+, \d+\)", body):
        return "default"
    m = re.search(r'let\s+assemblyFormat\s*=\s*(?:"((?:[^"\\]|\\.)*)"|\[\{(.*?)\}\])', body, re.S)
    if not m:
        return "custom"
    fmt = " ".join((m.group(1) if m.group(1) is not None else m.group(2)).split())
    if any(c.startswith("Variadic<") for _, c in operands + results):
        return fmt
    plain = re.sub(r"qualified\((type\(\$\w+\))\)", r"\1", fmt)
    default = " `,` ".join("$" + n for n, _ in operands)
    default = (default + " attr-dict `:` " if operands else "attr-dict `:` ") + \
        " `,` ".join("type($%s)" % n for n, _ in operands)
    if operands and results:
        default += " `->` "
    default += " `,` ".join("type($%s)" % n for n, _ in results)
    return "default" if " ".join(plain.split()) == " ".join(default.split()) else fmt


def extract(git_dir, commit):
    rows = []
    for path in _FILES:
        text = _git(git_dir, "show", "%s:%s" % (commit, path))
        for m in re.finditer(r'^def\s+\w+\s*:\s*Torch_Op<\s*"([^"]+)"', text, re.M):
            body = _body(text, m.end())
            args, results = _values(body, "ins"), _values(body, "outs")
            # Attributes (StrAttr, OptionalAttr<BoolAttr>, ...) are printed in the attr-dict, not as operands.
            attrs = [(n, c) for n, c in args if re.search(r"Attr\b", c)]
            operands = [(n, c) for n, c in args if (n, c) not in attrs]
            rows.append((m.group(1), " ".join("%s:%s" % v for v in operands),
                         " ".join("%s:%s" % v for v in results), " ".join("%s:%s" % v for v in attrs),
                         _format(body, operands, results), path.rsplit("/", 1)[1]))
    return rows


def main(argv):
    if len(argv) not in (2, 3):
        raise SystemExit(__doc__)
    git_dir = argv[1]
    commit = _git(git_dir, "rev-parse", argv[2] if len(argv) == 3 else "HEAD").strip()
    rows = extract(git_dir, commit)
    print("# The ops torch-mlir's torch dialect registers, extracted by torch_mlir_ops.py (do not edit) from")
    print("# llvm/torch-mlir %s (%s)." % (commit, ", ".join(_FILES)))
    print("# columns: mnemonic (the op is torch.MNEMONIC); operands, results and attributes as NAME:CONSTRAINT")
    print("# (torch-mlir's ODS constraints), space-separated; format: `default` (operands, attr-dict, `:`, operand types, `->`,")
    print("# result types: torch-mlir's parseDefaultTorchOp), else the declarative format or `custom`; source file")
    for r in sorted(rows):
        print("\t".join(r))


if __name__ == "__main__":
    main(sys.argv)

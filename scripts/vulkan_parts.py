"""Which Vulkan shader templates each decomposed op runs on: the ops aten_ops.tsv marks `decompose` become other
edge ops, so they have no shader of their own; this compiles their test cases (PyTorch's OpInfo samples in
test/ops/opinfo and hand-written cases in test/ops that use the op) for Vulkan and records the templates
the dispatches use, and any CPU kernel call. docs/vulkan-parts.tsv holds the result, which gen_ops.py prints in
docs/ops.md's Vulkan column; test/e2e/vulkan-parts.test checks that it is current.
Usage: vulkan_parts.py EDGEC OUT.tsv | --check EDGEC FILE.tsv"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "compiler", "registry"))
import gen_ops  # noqa: E402

MAX_CASES = 4  # per op: its first OpInfo samples at f32 (else any dtype), and hand-written cases that use it


def cases(row, opinfo, hand):
    prefix = row.edge_name.replace(".", "_") + "_"
    found = sorted(f for f in opinfo if re.match(re.escape(prefix) + r"f32_\d+\.mlir$", f))
    found = found or sorted(f for f in opinfo if re.match(re.escape(prefix) + r"[a-z0-9]+_\d+\.mlir$", f))
    used = re.compile(r'torch\.%s[ "(]' % re.escape(row.op_name))
    written = [os.path.join("test", "ops", f) for f, text in sorted(hand.items()) if used.search(text)]
    return [os.path.join("test", "ops", "opinfo", f) for f in found][:MAX_CASES] + written[:MAX_CASES]


def compile_all(edgec, paths, tmp):
    """Compiles `paths` for Vulkan into `tmp`, in one `edgec compile --batch` per core (starting edgec costs
    more than compiling a small program); returns each one's .pte."""
    ptes = [os.path.join(tmp, "case%d.pte" % i) for i in range(len(paths))]
    lines = ["%s -o %s" % (os.path.join(ROOT, p), pte) for p, pte in zip(paths, ptes)]
    workers = os.cpu_count() or 2
    batches = []
    for w in range(workers):
        batch = os.path.join(tmp, "batch%d" % w)
        with open(batch, "w") as f:
            f.write("\n".join(lines[w::workers]) + "\n")
        batches.append(batch)
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        for result in pool.map(lambda b: subprocess.run([edgec, "compile", "--batch", b], capture_output=True,
                                                         text=True), batches):
            if result.returncode != 0:
                raise SystemExit("vulkan_parts.py: a case does not compile:\n" + result.stderr)
    return ptes


def templates(edgec, pte):
    """The shader templates of the Vulkan dispatches of the program `pte`, and whether it calls CPU kernels."""
    text = subprocess.run([edgec, "inspect", pte], check=True, capture_output=True, text=True).stdout
    families = set(re.findall(r"^ {6}[\w.]+: (\w+) #\d+", text, re.M))
    cpu = bool(re.search(r"^  \d+: cpu ", text, re.M))
    return families, cpu


def table(edgec):
    rows = gen_ops.read_table(os.path.join(ROOT, "compiler", "registry", "aten_ops.tsv"))
    opinfo = os.listdir(os.path.join(ROOT, "test", "ops", "opinfo"))
    hand = {}
    for f in os.listdir(os.path.join(ROOT, "test", "ops")):
        if f.endswith(".mlir"):
            with open(os.path.join(ROOT, "test", "ops", f)) as fh:
                hand[f] = fh.read()
    work = [(r, c) for r in rows if r.lowering == "decompose" for c in cases(r, opinfo, hand)]
    with tempfile.TemporaryDirectory() as tmp:
        ptes = compile_all(edgec, [c for _, c in work], tmp)
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            results = list(pool.map(lambda pte: templates(edgec, pte), ptes))
    per_op = {}
    for (r, c), (families, cpu) in zip(work, results):
        entry = per_op.setdefault(r.name, [set(), False, []])
        entry[0] |= families
        entry[1] |= cpu
        entry[2].append(c)
    lines = ["# op\tVulkan shader templates its cases dispatch (+cpu: a CPU kernel call too)\tcases"]
    for r in rows:
        if r.name in per_op:
            families, cpu, paths = per_op[r.name]
            lines.append("%s\t%s%s\t%s" % (r.name, ",".join(sorted(families)) or "-", "+cpu" if cpu else "",
                                           " ".join(paths)))
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) == 3 and argv[0] == "--check":
        with open(argv[2]) as f:
            current = f.read()
        fresh = table(argv[1])
        if fresh != current:
            sys.stdout.write(fresh)
            print("vulkan_parts.py: %s is stale: run scripts/vulkan_parts.py EDGEC %s" % (argv[2], argv[2]),
                  file=sys.stderr)
            return 1
        return 0
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], "w") as f:
        f.write(table(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The table of bench/models.sh from what it wrote to RESULTS_DIR: NAME.edge-run.txt, NAME.profile.json,
NAME.inspect.txt and torch.jsonl.

  python3 bench/report.py RESULTS_DIR NAME...

Ratios are edge-run's median execute() over PyTorch's median CUDA-graph replay; FLOP counts are the profile's
(matrix products and convolutions), so TFLOP/s is given where those dominate.
"""
import json
import math
import os
import re
import sys


def read(path):
    return open(path).read() if os.path.exists(path) else ""


def main():
    out, names = sys.argv[1], sys.argv[2:]
    torch = {}
    for line in read(os.path.join(out, "torch.jsonl")).splitlines():
        r = json.loads(line)
        torch[r["name"]] = r
    device = "; ".join(" ".join(line.split()) for line in read(os.path.join(out, "device.txt")).splitlines())
    any_torch = next(iter(torch.values()), {})
    print("Device: %s; PyTorch %s on %s.\n" % (device or "?", any_torch.get("torch", "?"), any_torch.get("device", "?")))
    print("| program | edge-run (ms) | dispatches | eager strict | CUDA graph strict | CUDA graph default "
          "| edge / graph strict | edge / graph default | edge TFLOP/s | graph strict TFLOP/s | check (max error / max ref) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    ratios = []
    for n in names:
        run = read(os.path.join(out, n + ".edge-run.txt"))
        m = re.search(r"latency: median ([0-9.]+) ms", run)
        edge = float(m.group(1)) if m else None
        c = re.search(r"check output 0: max abs error ([^,]+), allowed ([^ ]+) \(.* max\|ref\| ([^)]+)\): (\w+)", run)
        check = "%s (%.1e)" % (c.group(4), float(c.group(1)) / max(float(c.group(3)), 1e-30)) if c else "FAILED"
        inspect = read(os.path.join(out, n + ".inspect.txt"))
        dispatches = sum(int(d) for d in re.findall(r"([0-9]+) dispatch\(es\)", inspect))
        profile = json.loads(read(os.path.join(out, n + ".profile.json")) or "{}")
        flops = sum(d["flops"] for d in profile.get("dispatches", []))
        t = torch.get(n, {})
        strict, default, eager = t.get("graph_strict"), t.get("graph_default"), t.get("eager_strict")

        def ms(v):
            return "%.3f" % v if v else "-"

        def ratio(a, b):
            return "%.2fx" % (a / b) if a and b else "-"

        def rate(v):
            return "%.1f" % (flops / (v * 1e-3) * 1e-12) if v and flops else "-"

        if edge and strict:
            ratios.append(edge / strict)
        print("| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            n, ms(edge), dispatches, ms(eager), ms(strict), ms(default), ratio(edge, strict), ratio(edge, default),
            rate(edge), rate(strict), check))
    if ratios:
        print("\nGeometric mean of edge / CUDA graph strict over %d programs: %.2fx" % (
            len(ratios), math.exp(sum(math.log(r) for r in ratios) / len(ratios))))


if __name__ == "__main__":
    main()

"""Peak memory and start-up time of edge-run on full-size programs (bench/load_memory.sh).

Runs `edge-run PROGRAM -i ... --check ... --iters N [--map]` for each program and way of loading, and reports
per run: the peak resident set (the child's ru_maxrss), the program's weights and planned arenas (edge-run
prints them), the bound the embeddable-runtime issue sets (weights + arenas + 20 MB), and the time to open and
check the program before any Vulkan call ("open") and the model's load (device, pipelines, weights).

The first prefix is a baseline: a one-layer program (examples/mlp) run by the same edge-run on the same device.
Its peak is what the process takes whatever the model (the binary, the Vulkan driver and its device); "above
baseline" is a program's peak less that, the part the bound is about. Part of it is still the driver's: the
pipelines it compiles (lavapipe JIT-compiles each into host memory, about 1 MB apiece).
"""

import os
import re
import subprocess
import sys


def run(edge_run, pte, inputs, reference, mapped, iters):
    cmd = [edge_run, pte] + [a for i in inputs for a in ("-i", i)] + ["--check", reference, "--iters", str(iters)]
    if mapped:
        cmd.append("--map")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    if status != 0:
        sys.exit("%s failed:\n%s" % (" ".join(cmd), out))
    get = lambda key: float(re.search(r"^%s: ([0-9.]+)" % key, out, re.M).group(1))
    planned = re.search(r"^planned: weights (\d+) bytes, host arena (\d+) bytes, device arena (\d+) bytes", out, re.M)
    weights, host, device = (int(x) for x in planned.groups())
    return {
        "device": re.search(r"^device: (.*)$", out, re.M).group(1),
        "rss_mb": usage.ru_maxrss / 1024.0,  # Linux: kilobytes
        "weights_mb": weights / 2**20,
        "arenas_mb": (host + device) / 2**20,
        "open_ms": get("open"),
        "load_ms": get("load"),
        "median_ms": float(re.search(r"median ([0-9.]+) ms", out).group(1)),
    }


def main():
    edge_run, iters = sys.argv[1], int(sys.argv[2])
    print("| program | device | load | peak RSS MB | above baseline MB | weights MB | arenas MB | bound MB | within "
          "(above baseline) | open ms | load ms | median ms |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    baseline = None
    for prefix in sys.argv[3:]:
        name = os.path.basename(prefix)
        inputs = sorted(p for p in (prefix + ".input%d.npy" % i for i in range(8)) if os.path.exists(p))
        for mapped in (False, True):
            # A first run fills the driver's shader cache (NVIDIA's is on disk): the first run of a program
            # compiles its pipelines, later ones (what an installed app sees) read them.
            run(edge_run, prefix + ".pte", inputs, prefix + ".output0.npy", mapped, 1)
            r = run(edge_run, prefix + ".pte", inputs, prefix + ".output0.npy", mapped, iters)
            if prefix == sys.argv[3]:
                baseline = r["rss_mb"] if baseline is None else min(baseline, r["rss_mb"])
            bound = r["weights_mb"] + r["arenas_mb"] + 20
            above = r["rss_mb"] - baseline
            print("| %s | %s | %s | %.1f | %.1f | %.1f | %.1f | %.1f | %s | %.1f | %.1f | %.3f |" % (
                name, r["device"], "map" if mapped else "read", r["rss_mb"], above, r["weights_mb"], r["arenas_mb"],
                bound, "yes" if above <= bound else "NO", r["open_ms"], r["load_ms"], r["median_ms"]))
            sys.stdout.flush()


if __name__ == "__main__":
    main()

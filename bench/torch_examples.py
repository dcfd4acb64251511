"""Times PyTorch on the example models, on the GPU, with the inputs stored in examples/.

Prints one line per model: eager and CUDA-graph median latency (ms), batch as exported. Used by
bench/gpu_examples.sh, which runs edge-run on the same models in the same session.
"""
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
import models  # noqa: E402


def median_ms(fn, iters=200, warmup=20):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return float(np.median(times))


def main():
    root = os.path.join(os.path.dirname(__file__), "..", "examples")
    for name in ["mlp", "small_cnn"]:
        module, _ = getattr(models, name)()
        module = module.eval().cuda()
        x = torch.from_numpy(np.load(os.path.join(root, name + ".input0.npy"))).cuda()
        with torch.no_grad():
            eager = median_ms(lambda: module(x))
            static_x = x.clone()
            graph = torch.cuda.CUDAGraph()
            stream = torch.cuda.Stream()
            stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(stream):
                for _ in range(3):
                    module(static_x)
            torch.cuda.current_stream().wait_stream(stream)
            with torch.cuda.graph(graph):
                module(static_x)
            graphed = median_ms(lambda: graph.replay())
        print("torch %-10s eager %.4f ms  cuda-graph %.4f ms  (%s)" % (name, eager, graphed, torch.cuda.get_device_name()))


if __name__ == "__main__":
    main()

"""Times PyTorch on the example models and the zoo's MobileNetV2 and ResNet-18, on the GPU, with the stored inputs.

Prints one line per model: eager and CUDA-graph median latency (ms), batch as exported. Used by
bench/gpu_examples.sh, which runs edge-run on the same models in the same session.
"""
import os
import sys

import numpy as np
import torch

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "examples"))
sys.path.insert(0, os.path.join(ROOT, "test", "models"))
import models  # noqa: E402
import zoo  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cuda_timing import median_ms  # noqa: E402

# name -> (factory, directory of its .input0.npy)
MODELS = {"mlp": (models.mlp, "examples"), "small_cnn": (models.small_cnn, "examples"),
          "mobilenet_v2": (zoo.mobilenet_v2, "test/models"), "resnet18": (zoo.resnet18, "test/models")}


def main():
    for name, (factory, where) in MODELS.items():
        module, _ = factory()
        module = module.eval().cuda()
        x = torch.from_numpy(np.load(os.path.join(ROOT, where, name + ".input0.npy"))).cuda()
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
        print("torch %-12s eager %.4f ms  cuda-graph %.4f ms  (%s)" % (name, eager, graphed, torch.cuda.get_device_name()))


if __name__ == "__main__":
    main()

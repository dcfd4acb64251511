"""PyTorch's side of bench/models.sh: times each benchmark program of bench/models.py on the GPU.

  python3 bench/torch_time.py WORKDIR NAME...

For each NAME, with WORKDIR/NAME.inputN.npy (edgec_export --save-io): median latency (CUDA events, median of
ITERS=200 after 20 warm-up runs) of eager execution and of a CUDA graph, each "strict" (TF32 off for matmuls and
cuDNN convolutions, like-for-like with fp32 Vulkan shaders) and "default" (PyTorch's defaults: TF32 cuDNN
convolutions). Prints one JSON object per line.
"""
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402
from cuda_timing import median_ms  # noqa: E402


def time_model(name, workdir, iters):
    module, _ = models.ALL[name]()
    module = module.eval().cuda()
    inputs, i = [], 0
    while os.path.exists(os.path.join(workdir, "%s.input%d.npy" % (name, i))):
        inputs.append(torch.from_numpy(np.load(os.path.join(workdir, "%s.input%d.npy" % (name, i)))).cuda())
        i += 1
    result = {"name": name, "device": torch.cuda.get_device_name(), "torch": torch.__version__}
    matmul_default = torch.backends.cuda.matmul.allow_tf32
    with torch.no_grad():
        for precision in ("strict", "default"):
            torch.backends.cuda.matmul.allow_tf32 = matmul_default and precision == "default"
            torch.backends.cudnn.allow_tf32 = precision == "default"
            result["eager_" + precision] = median_ms(lambda: module(*inputs), iters)
            static = [x.clone() for x in inputs]
            stream = torch.cuda.Stream()
            stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(stream):
                for _ in range(3):
                    module(*static)
            torch.cuda.current_stream().wait_stream(stream)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                out = module(*static)
            result["graph_" + precision] = median_ms(graph.replay, iters)
            if precision == "strict":  # PyTorch's own CUDA result against its CPU reference
                ref = torch.from_numpy(np.load(os.path.join(workdir, "%s.output0.npy" % name)))
                got = (out[0] if isinstance(out, (tuple, list)) else out).float().cpu()
                result["torch_cuda_error"] = float((got - ref).abs().max() / ref.abs().max().clamp_min(1e-30))
            del graph
    torch.backends.cuda.matmul.allow_tf32 = matmul_default
    torch.backends.cudnn.allow_tf32 = True
    return result


def main():
    workdir, names = sys.argv[1], sys.argv[2:]
    iters = int(os.environ.get("ITERS", "200"))
    for name in names:
        print(json.dumps(time_model(name, workdir, iters)), flush=True)


if __name__ == "__main__":
    main()

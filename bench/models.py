"""The speed benchmark's programs (bench/models.sh): full-size models at batch 1 and single-op microbenchmarks.

Each factory returns (module, example_inputs), as edgec_export and bench/torch_time.py take them. Weights are
PyTorch's default initialization with seed 0 (no download): the speed of a dense kernel does not depend on the
values, and the reference outputs are PyTorch's for the same weights.
"""

import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "models"))
from zoo import BertEncoder  # noqa: E402


def _vision(name):
    def factory():
        import torchvision

        torch.manual_seed(0)
        module = torchvision.models.get_model(name, weights=None).eval()
        with torch.no_grad():  # ViT's head starts at zero: outputs all 0 would check nothing
            for m in module.modules():
                if isinstance(m, nn.Linear) and not m.weight.any():
                    nn.init.normal_(m.weight, std=0.02)
        return module, [torch.randn(1, 3, 224, 224)]

    factory.__doc__ = "torchvision's %s, batch 1, 3x224x224" % name
    return factory


class Gpt2(nn.Module):
    """GPT-2 small: token and learned position embeddings, 12 pre-norm blocks (causal
    scaled_dot_product_attention, tanh-GELU MLP), a final layer norm and the tied language-model head."""

    def __init__(self, vocab=50257, context=1024, d=768, heads=12, layers=12):
        super().__init__()
        self.heads = heads
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(context, d)
        self.blocks = nn.ModuleList(nn.ModuleDict({
            "ln1": nn.LayerNorm(d), "attn": nn.Linear(d, 3 * d), "proj": nn.Linear(d, d),
            "ln2": nn.LayerNorm(d), "fc": nn.Linear(d, 4 * d), "out": nn.Linear(4 * d, d)}) for _ in range(layers))
        self.ln_f = nn.LayerNorm(d)

    def forward(self, ids):
        b, t = ids.shape
        x = self.wte(ids) + self.wpe(torch.arange(t, device=ids.device))
        for blk in self.blocks:
            q, k, v = (z.view(b, t, self.heads, -1).transpose(1, 2)
                       for z in blk["attn"](blk["ln1"](x)).split(x.shape[-1], 2))
            y = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + blk["proj"](y.transpose(1, 2).reshape(b, t, -1))
            x = x + blk["out"](nn.functional.gelu(blk["fc"](blk["ln2"](x)), approximate="tanh"))
        return self.ln_f(x) @ self.wte.weight.t()


def gpt2_prefill():
    """GPT-2 small (124M) prefill of 128 tokens: logits [1, 128, 50257]."""
    torch.manual_seed(0)
    return Gpt2().eval(), [torch.randint(0, 50257, (1, 128), dtype=torch.int64)]


def bert_base():
    """A BERT-base encoder (12 layers, 768 wide, 12 heads, feed-forward 3072) on 128 tokens."""
    torch.manual_seed(0)
    module = BertEncoder(vocab=30522, d=768, heads=12, ff=3072, layers=12, max_positions=512).eval()
    return module, [torch.randint(0, 30522, (1, 128), dtype=torch.int64), torch.ones(1, 128, dtype=torch.int64)]


class _Op(nn.Module):
    def __init__(self, fn, *params):
        super().__init__()
        self.fn = fn
        self.params = nn.ParameterList(nn.Parameter(p, requires_grad=False) for p in params)

    def forward(self, *xs):
        return self.fn(*xs, *self.params)


def mm_4096():
    """fp32 GEMM 4096 x 4096 x 4096 (137 GFLOP)."""
    torch.manual_seed(0)
    return _Op(torch.mm, torch.randn(4096, 4096) / 64), [torch.randn(4096, 4096)]


def _conv(cin, cout, size, kernel, stride=1, groups=1):
    def factory():
        torch.manual_seed(0)
        conv = nn.Conv2d(cin, cout, kernel, stride=stride, padding=kernel // 2, groups=groups, bias=True)
        return conv.eval(), [torch.randn(1, cin, size, size)]

    factory.__doc__ = "convolution %d -> %d channels, %dx%d kernel, stride %d, groups %d, on %dx%d" % (
        cin, cout, kernel, kernel, stride, groups, size, size)
    return factory


def mean_rows_197x768():
    """mean over the last dim of [197, 768] (a ViT-B/16 layer norm's statistics)."""
    return _Op(lambda x: x.mean(dim=-1, keepdim=True)), [torch.randn(1, 197, 768)]


def mean_spatial_32x112x112():
    """mean over 112x112 per channel of [1, 32, 112, 112] (EfficientNet-B0's first squeeze)."""
    return _Op(lambda x: x.mean(dim=(2, 3), keepdim=True)), [torch.randn(1, 32, 112, 112)]


def layer_norm_197x768():
    """nn.LayerNorm(768) on [1, 197, 768]."""
    torch.manual_seed(0)
    return nn.LayerNorm(768).eval(), [torch.randn(1, 197, 768)]


def softmax_12x197x197():
    """softmax over the last dim of [1, 12, 197, 197] (ViT-B/16's attention weights)."""
    return _Op(lambda x: x.softmax(dim=-1)), [torch.randn(1, 12, 197, 197)]


def sort_65536():
    """torch.sort of one row of 65536 values (values and indices)."""
    return _Op(lambda x: torch.sort(x, dim=-1)), [torch.randn(1, 65536)]


def sort_rows_1024x200():
    """torch.sort of 1024 rows of 200 values, descending."""
    return _Op(lambda x: torch.sort(x, dim=-1, descending=True)), [torch.randn(1024, 200)]


def topk_32x8192():
    """torch.topk(k=10) over the last dim of [32, 8192] (a batch of score rows)."""
    return _Op(lambda x: torch.topk(x, 10, dim=-1)), [torch.randn(32, 8192)]


# name -> factory, in the table's order; the names are bench/models.sh's arguments.
MODELS = {n: _vision(n) for n in ["mobilenet_v2", "resnet18", "resnet50", "resnext50_32x4d", "mnasnet1_0",
                                   "efficientnet_b0", "mobilenet_v3_large", "vit_b_16", "convnext_tiny",
                                   "regnet_y_400mf", "swin_t"]}
MODELS.update({"bert_base": bert_base, "gpt2_prefill": gpt2_prefill})
MICRO = {
    "mm_4096": mm_4096,
    "conv3x3_256_56": _conv(256, 256, 56, 3),
    "conv1x1_960_160_7": _conv(960, 160, 7, 1),
    "conv1x1_96_24_56": _conv(96, 24, 56, 1),
    "conv1x1_64_256_56": _conv(64, 256, 56, 1),
    "dwconv3x3_144_56": _conv(144, 144, 56, 3, groups=144),
    "conv7x7s2_3_64_224": _conv(3, 64, 224, 7, stride=2),
    "mean_rows_197x768": mean_rows_197x768,
    "mean_spatial_32x112x112": mean_spatial_32x112x112,
    "layer_norm_197x768": layer_norm_197x768,
    "softmax_12x197x197": softmax_12x197x197,
    "sort_65536": sort_65536,
    "sort_rows_1024x200": sort_rows_1024x200,
    "topk_32x8192": topk_32x8192,
}
ALL = dict(MODELS, **MICRO)


def _tiled(name):
    """A full-size model whose weights compress about 100x (bench/load_memory.sh), also once edgec has folded
    each batch norm into its convolution: one fixed random vector of 2039 values tiled over each weight, scaled
    by 1/sqrt(fan-in); vectors (biases, means) the same vector times 0.1; the norms' scales and variances 1, so
    every folded scale is the same and the tiling survives. Its .mlir.gz and .pte travel to and from the GPU
    machine, where full-size random weights do not fit; memory and load time do not depend on the values."""
    plain = _vision(name)

    def factory():
        import math

        module, inputs = plain()
        base = torch.randn(2039, generator=torch.Generator().manual_seed(0))
        with torch.no_grad():
            for key, t in list(module.named_parameters()) + list(module.named_buffers()):
                if not t.is_floating_point():
                    continue
                v = base.repeat(t.numel() // base.numel() + 1)[: t.numel()].view_as(t)
                if key.endswith("running_var") or (t.dim() == 1 and key.endswith("weight")):
                    v = torch.ones_like(t)
                elif t.dim() > 1:
                    v = v / math.sqrt(t[0].numel())
                else:
                    v = v * 0.1
                t.copy_(v)
        return module, inputs

    factory.__doc__ = plain.__doc__ + ", weights tiled to compress"
    return factory


TILED = {n + "_tiled": _tiled(n) for n in ["resnet50", "vit_b_16", "mobilenet_v2", "resnext50_32x4d", "efficientnet_b0"]}
# Each name is also a factory of this file, for `python3 -m edgec_export bench/models.py:NAME`.
globals().update(ALL)
globals().update(TILED)

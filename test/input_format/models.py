"""A LLaMA-style decoder block with causal attention, as a new user writes it: `.float()` / `.to()` around
RMSNorm and the softmax (each records aten._assert_tensor_metadata in a PyTorch 2.11 export: six in
decoder.mlir) and a size test turned into a number (`int(T > 1)`, which torch.export folds for a static T;
aten.Int.bool, which torch-mlir's importer prints for a dynamic one, is covered by
test/edgec/importer-format.mlir and test/Passes/torch-simplify-scalars.mlir). export.sh exports it;
test/e2e/input-format.test checks it."""

import torch
from torch import nn


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.rand(dim) + 0.5)

    def forward(self, x):
        h = x.float()
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)
        return (h * self.weight).to(x.dtype)


class DecoderBlock(nn.Module):
    def __init__(self, dim=32, heads=4, hidden=64):
        super().__init__()
        self.heads, self.head_dim = heads, dim // heads
        self.norm1, self.norm2 = RMSNorm(dim), RMSNorm(dim)
        self.wq, self.wk, self.wv, self.wo = (nn.Linear(dim, dim, bias=False) for _ in range(4))
        self.w1, self.w3 = nn.Linear(dim, hidden, bias=False), nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        B, T, D = x.shape
        h = self.norm1(x)
        q, k, v = (w(h).view(B, T, self.heads, self.head_dim).transpose(1, 2) for w in (self.wq, self.wk, self.wv))
        scores = (q @ k.transpose(-2, -1)) / self.head_dim ** 0.5
        # Causal mask; the diagonal offset is a size comparison turned into a number.
        causal = torch.ones(T, T, dtype=torch.bool).tril(int(T > 1) - 1)
        scores = scores.masked_fill(~causal, float("-inf"))
        attn = torch.softmax(scores.float(), dim=-1).to(q.dtype)
        out = (attn @ v).transpose(1, 2).reshape(B, T, D)
        x = x + self.wo(out)
        h = self.norm2(x)
        return x + self.w2(nn.functional.silu(self.w1(h)) * self.w3(h))


def decoder():
    torch.manual_seed(0)
    return DecoderBlock().eval(), [torch.randn(2, 8, 32)]

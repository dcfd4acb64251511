"""Models exported with dynamic dimensions (test/dynamic/export.sh): each factory returns (module, example
inputs); export.sh names the dynamic dims and the sizes the references are taken at."""

import torch
from torch import nn


def mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 8)), [torch.randn(4, 16)]


class SmallCnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Linear(8 * 8 * 8, 10)

    def forward(self, x):
        x = torch.max_pool2d(torch.relu(self.bn(self.conv(x))), 2)
        return self.fc(torch.flatten(x, 1))


def cnn():
    torch.manual_seed(0)
    m = SmallCnn()
    with torch.no_grad():  # non-trivial batch-norm statistics
        m.bn.running_mean.uniform_(-0.5, 0.5)
        m.bn.running_var.uniform_(0.5, 1.5)
    return m, [torch.randn(2, 3, 16, 16)]


class Attention(nn.Module):
    """Pre-norm self-attention and an MLP over a sequence of dynamic length."""

    def __init__(self, dim=32, heads=4):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(c, dim=2)
        q, k, v = (y.view(b, t, self.heads, c // self.heads).transpose(1, 2) for y in (q, k, v))
        att = torch.softmax(q @ k.transpose(-2, -1) * (c // self.heads) ** -0.5, dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, c)
        x = x + self.proj(y)
        return x + self.mlp(self.norm2(x))


def attention():
    torch.manual_seed(0)
    return Attention(), [torch.randn(1, 6, 32)]


class Tokens(nn.Module):
    """Token ids of dynamic count: embedding, mean over the tokens, a classifier."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(50, 16)
        self.fc = nn.Linear(16, 4)

    def forward(self, ids):
        return self.fc(self.emb(ids).mean(dim=1))


def tokens():
    torch.manual_seed(0)
    return Tokens(), [torch.randint(0, 50, (2, 7))]


# Data-dependent sizes: a row count found in the values (nonzero, a boolean mask computed at run time).
# export_data_dependent.py exports each with samples whose counts differ: some, none and every element.

class Coordinates(nn.Module):
    """torch.argwhere of a feature map's strong responses, shifted (nonzero's rows, then elementwise)."""

    def forward(self, x):
        return torch.nonzero(x.abs() > 0.5) + 1


class MaskedRows(nn.Module):
    """The rows of a table picked by a mask computed from another input (x[mask]: index.Tensor of a bool
    tensor), then a linear layer and a ReLU over the picked rows."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 4)

    def forward(self, scores, table):
        return torch.relu(self.fc(table[scores > 0]))


class PooledSelection(nn.Module):
    """Sum and mean of the selected rows (nonzero, then index_select: reductions over the data-dependent dim
    to static shapes; the mean of no rows is NaN, as in PyTorch)."""

    def forward(self, scores, table):
        picked = table.index_select(0, torch.nonzero(scores > 0)[:, 0])
        return picked.sum(0), picked.mean(0)


class ChainedMasks(nn.Module):
    """Rows picked by one mask, then by a mask over the picked rows: a count of a count (its bound is the first
    count's)."""

    def forward(self, x):
        rows = x[x[:, 0] > 0]
        return rows[rows[:, 1] > 0] * 2


class DynamicCoordinates(nn.Module):
    """nonzero over an input of dynamic batch: the count's bound is the batch's bound times the row."""

    def forward(self, x):
        return torch.nonzero(x > 0.5) + 1


def chained_masks():
    torch.manual_seed(0)
    return ChainedMasks(), [torch.randn(10, 3)]


def dynamic_coordinates():
    torch.manual_seed(0)
    return DynamicCoordinates(), [torch.randn(3, 4)]


def coordinates():
    torch.manual_seed(0)
    return Coordinates(), [torch.randn(3, 4, 5)]


def masked_rows():
    torch.manual_seed(0)
    return MaskedRows(), [torch.randn(12), torch.randn(12, 8)]


def pooled_selection():
    torch.manual_seed(0)
    return PooledSelection(), [torch.randn(10), torch.randn(10, 6)]

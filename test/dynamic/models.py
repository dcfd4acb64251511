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

    def attend(self, q, k, v):
        return torch.softmax(q @ k.transpose(-2, -1) * q.shape[-1] ** -0.5, dim=-1) @ v

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(c, dim=2)
        q, k, v = (y.view(b, t, self.heads, c // self.heads).transpose(1, 2) for y in (q, k, v))
        y = self.attend(q, k, v).transpose(1, 2).reshape(b, t, c)
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


# Models whose sizes are also values (issue 21): position ids and masks built with arange over a dynamic
# length, normalization over a dynamic axis, a resize to the input's own size, a dynamic batch before a Linear.

class EncoderBlock(Attention):
    """Attention's block with PyTorch's scaled_dot_product_attention (optionally causal)."""

    def __init__(self, dim, heads, causal):
        super().__init__(dim, heads)
        self.causal = causal

    def attend(self, q, k, v):
        return nn.functional.scaled_dot_product_attention(q, k, v, is_causal=self.causal)


class BertEncoder(nn.Module):
    """A BERT-style encoder over token ids of dynamic batch and length: token and position embeddings (position
    ids arange(T)), a key-padding mask from the ids (token 0 is padding) added to the attention scores, two
    blocks, and the first token's pooled state."""

    def __init__(self, vocab=100, dim=32, heads=4, max_len=64):
        super().__init__()
        self.heads = heads
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(max_len, dim)
        self.norm = nn.LayerNorm(dim)
        self.blocks = nn.ModuleList(EncoderBlock(dim, heads, causal=False) for _ in range(2))
        self.pool = nn.Linear(dim, dim)

    def forward(self, ids):
        b, t = ids.shape
        x = self.norm(self.tok(ids) + self.pos(torch.arange(t, device=ids.device)))
        for block in self.blocks:
            x = block(x)
        return x, torch.tanh(self.pool(x[:, 0]))


def bert():
    torch.manual_seed(0)
    return BertEncoder(), [torch.randint(1, 100, (2, 9))]


class GptDecoder(nn.Module):
    """A GPT-style decoder over a dynamic number of tokens: position ids arange(T), causal attention (the mask
    PyTorch's scaled_dot_product_attention decomposition builds), the logits of every position and of the
    last one (index T - 1)."""

    def __init__(self, vocab=64, dim=32, heads=4, max_len=64):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(max_len, dim)
        self.blocks = nn.ModuleList(EncoderBlock(dim, heads, causal=True) for _ in range(2))
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, vocab, bias=False)

    def forward(self, ids):
        t = ids.shape[1]
        x = self.tok(ids) + self.pos(torch.arange(t, device=ids.device))
        for block in self.blocks:
            x = block(x)
        logits = self.head(self.norm(x))
        return logits, logits[:, t - 1]


def gpt():
    torch.manual_seed(0)
    return GptDecoder(), [torch.randint(0, 64, (1, 11))]


class AudioFrontEnd(nn.Module):
    """A wav2vec2-style front end over a dynamic number of samples: a strided Conv1d, GroupNorm over time (its
    element count is the dynamic length), GELU, a second conv, the mean over time and a classifier."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv1d(1, 16, 10, stride=5, bias=False)
        self.norm = nn.GroupNorm(16, 16)
        self.conv2 = nn.Conv1d(16, 16, 3, stride=2, bias=False)
        self.norm2 = nn.GroupNorm(4, 16)
        self.fc = nn.Linear(16, 6)

    def forward(self, wave):
        x = nn.functional.gelu(self.norm(self.conv1(wave)))
        x = nn.functional.gelu(self.norm2(self.conv2(x)))
        return self.fc(x.mean(dim=2))


def audio():
    torch.manual_seed(0)
    m = AudioFrontEnd()
    with torch.no_grad():  # non-trivial affine parameters
        for norm in (m.norm, m.norm2):
            norm.weight.uniform_(0.5, 1.5)
            norm.bias.uniform_(-0.5, 0.5)
    return m, [torch.randn(2, 1, 400)]


class SegNet(nn.Module):
    """A small segmentation net over images of independent dynamic height and width: strided convolutions down,
    a 1x1 classifier, and a bilinear upsample back to the input's own size."""

    def __init__(self, classes=5):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.ReLU(),
                                  nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.ReLU())
        self.classifier = nn.Conv2d(16, classes, 1)

    def forward(self, x):
        y = self.classifier(self.body(x))
        return nn.functional.interpolate(y, size=x.shape[-2:], mode="bilinear", align_corners=False)


def segnet():
    torch.manual_seed(0)
    return SegNet(), [torch.randn(1, 3, 40, 56)]


class LstmTagger(nn.Module):
    """A sequence tagger over a dynamic batch: embedding, a one-layer LSTM over 12 steps, a Linear per token."""

    def __init__(self, vocab=40, dim=16, hidden=64, tags=9):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.lstm = nn.LSTM(dim, hidden, batch_first=True)
        self.fc = nn.Linear(hidden, tags)

    def forward(self, ids):
        y, _ = self.lstm(self.emb(ids))
        return self.fc(y)


def lstm():
    torch.manual_seed(0)
    return LstmTagger(), [torch.randint(0, 40, (3, 12))]


class CachedDecoder(nn.Module):
    """A decoder step over a key/value cache: new tokens (dynamic count) after a cache of dynamic length, so
    sizes are values throughout: position ids arange(cache, cache + tokens) (an arange starting at a size), the
    causal mask from positions compared as values, the sequence mean as a sum divided by a size, a size compared
    with a tensor and one added to a tensor (each attended count plus the cache length)."""

    def __init__(self, vocab=50, dim=32, max_len=64):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(max_len, dim)
        self.q, self.kv = nn.Linear(dim, dim), nn.Linear(dim, 2 * dim)
        self.out = nn.Linear(dim, vocab)
        self.scale = dim ** -0.5

    def forward(self, ids, cache):
        t, p = ids.shape[1], cache.shape[1]
        pos = torch.arange(p, p + t, device=ids.device)
        x = self.tok(ids) + self.pos(pos)
        k, v = self.kv(torch.cat([cache, x], 1)).chunk(2, dim=-1)
        scores = (self.q(x) @ k.transpose(1, 2)) * self.scale
        keys = torch.arange(p + t, device=ids.device)
        future = keys[None, None, :] > pos[None, :, None]
        y = scores.masked_fill(future, float("-inf")).softmax(-1) @ v
        y = y - y.sum(1, keepdim=True) / t
        late = (pos >= (p + t) // 2).to(y.dtype)
        y = y * (1 + late[None, :, None])
        attended = (~future).sum(-1) + p
        return self.out(y), attended


def cached_decoder():
    torch.manual_seed(0)
    return CachedDecoder(), [torch.randint(0, 50, (1, 5)), torch.randn(1, 7, 32)]


class CacheWindow(nn.Module):
    """Reads a preallocated buffer at positions that are sizes, not counted from its end (issue 21: select
    and slice positions): the row at the cache's length, the three rows after it, and every row from it on
    (a count of 24 - cache), each from a projection of the buffer."""

    def __init__(self, dim=16):
        super().__init__()
        self.proj = nn.Linear(dim, dim)

    def forward(self, buffer, past):
        p = past.shape[1]
        h = self.proj(buffer)
        row = h[:, p]
        window = h[:, p:p + 3]
        rest = h[:, p:]
        return row + window.sum(1), rest * past.mean()


def cache_window():
    torch.manual_seed(0)
    return CacheWindow(), [torch.randn(1, 24, 16), torch.randn(1, 5, 16)]


class ClampedPositions(nn.Module):
    """Positions and values clamped to bounds that are sizes (issue 21: clamp's bounds): positions 3i - 2
    clamped to [0, T - 1] (a constant lower bound, a size upper one) then embedded, and a float tensor clamped
    from below at T // 2."""

    def __init__(self, dim=8, max_len=48):
        super().__init__()
        self.emb = nn.Embedding(max_len, dim)

    def forward(self, x):
        t = x.shape[1]
        pos = torch.arange(t, device=x.device) * 3 - 2
        idx = pos.clamp(min=0, max=t - 1)
        w = (x.sum(-1) * 4).clamp(min=t // 2)
        return self.emb(idx)[None] + x, w


def clamped_positions():
    torch.manual_seed(0)
    return ClampedPositions(), [torch.randn(1, 6, 8)]


class EosPositions(nn.Module):
    """Each row's first end-of-sequence token (id 0) over a dynamic number of tokens (issue 21: a size as a
    `where` operand): where(ids == 0, positions, T).min(), T where a row has none; the tokens before it are
    averaged."""

    def __init__(self, vocab=6, dim=8):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)

    def forward(self, ids):
        t = ids.shape[1]
        pos = torch.arange(t, device=ids.device)
        first = torch.where(ids == 0, pos, t).min(-1).values
        keep = pos[None, :] < first[:, None]
        h = self.emb(ids) * keep[..., None]
        return h.sum(1) / first.clamp(min=1)[:, None], first


def eos_positions():
    torch.manual_seed(0)
    return EosPositions(), [torch.randint(0, 6, (3, 10))]



class PaddedSequences(nn.Module):
    """Sizes as pad amounts (issue 21) over a dynamic length t: padded to a fixed length 32 with -1
    (F.pad(x, (0, 32 - t)): nothing to pad at t = 32), centred in 40 (d // 2 before, d - d // 2 after, d = 40 - t)
    and padded by its own length."""

    def forward(self, x):
        t = x.shape[2]
        d = 40 - t
        fixed = nn.functional.pad(x, (0, 32 - t), value=-1.0) * 2
        centred = nn.functional.pad(x, (d // 2, d - d // 2))
        return fixed, centred, nn.functional.pad(x, (0, t)) + 1


def padded_sequences():
    torch.manual_seed(0)
    return PaddedSequences(), [torch.randn(1, 3, 9)]

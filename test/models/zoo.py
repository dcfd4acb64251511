"""The model zoo: real architectures, shrunk (narrower, fewer classes, smaller inputs) to keep the files small.

Each factory returns (module, example_inputs); scripts/export_zoo.sh exports them with edgec_export.
Batch-norm statistics and affine parameters are randomized so that they matter in the reference outputs.
"""

import torch
from torch import nn


def _seed():
    torch.manual_seed(0)


def _randomize_norms(module):
    with torch.no_grad():
        for m in module.modules():
            if isinstance(m, (nn.BatchNorm2d, nn.LayerNorm)):
                if m.weight is not None:
                    m.weight.uniform_(0.5, 1.5)
                    m.bias.uniform_(-0.5, 0.5)
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.uniform_(-0.5, 0.5)
                m.running_var.uniform_(0.5, 2.0)
    return module.eval()


def mobilenet_v2():
    """torchvision's MobileNetV2 at width 0.35, 10 classes, on 96x96 images."""
    import torchvision

    _seed()
    model = torchvision.models.mobilenet_v2(weights=None, width_mult=0.35, num_classes=10)
    return _randomize_norms(model), [torch.randn(1, 3, 96, 96)]


def resnet18():
    """torchvision's ResNet-18 (BasicBlock, [2, 2, 2, 2]) with every width divided by 8, 10 classes, 64x64."""
    from torchvision.models.resnet import BasicBlock, ResNet

    class NarrowResNet18(ResNet):
        def __init__(self, base=8, num_classes=10):
            super().__init__(BasicBlock, [2, 2, 2, 2], num_classes=num_classes)
            self.inplanes = base
            self.conv1 = nn.Conv2d(3, base, kernel_size=7, stride=2, padding=3, bias=False)
            self.bn1 = nn.BatchNorm2d(base)
            self.layer1 = self._make_layer(BasicBlock, base, 2)
            self.layer2 = self._make_layer(BasicBlock, base * 2, 2, stride=2)
            self.layer3 = self._make_layer(BasicBlock, base * 4, 2, stride=2)
            self.layer4 = self._make_layer(BasicBlock, base * 8, 2, stride=2)
            self.fc = nn.Linear(base * 8, num_classes)

    _seed()
    return _randomize_norms(NarrowResNet18()), [torch.randn(1, 3, 64, 64)]


class BnPoolCnn(nn.Module):
    """conv-BN-ReLU-maxpool twice, adaptive average pooling to 2x2, a linear classifier."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(3, stride=2, padding=1))
        self.pool = nn.AdaptiveAvgPool2d((2, 2))
        self.fc = nn.Linear(16 * 4, 10)

    def forward(self, x):
        return self.fc(torch.flatten(self.pool(self.features(x)), 1))


def cnn_bn_pool():
    _seed()
    return _randomize_norms(BnPoolCnn()), [torch.randn(2, 3, 20, 20)]


def transformer_encoder():
    """nn.TransformerEncoderLayer: d_model 32, 4 heads, feed-forward 64, batch-first, on [2, 8, 32]."""
    _seed()
    layer = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
    return _randomize_norms(layer), [torch.randn(2, 8, 32)]


class GptBlock(nn.Module):
    """A GPT-2 style pre-norm decoder block: causal self-attention with a lower-triangular mask buffer,
    then an MLP with tanh-approximated GELU, each with a residual connection."""

    def __init__(self, d=32, heads=4, context=8):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.gelu = nn.GELU(approximate="tanh")
        self.out = nn.Linear(4 * d, d)
        self.register_buffer("causal", torch.tril(torch.ones(context, context, dtype=torch.bool)))

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / (d // self.heads) ** 0.5)
        att = att.masked_fill(~self.causal[:t, :t], float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
        return x + self.out(self.gelu(self.fc(self.ln2(x))))


def gpt_block():
    _seed()
    return _randomize_norms(GptBlock()), [torch.randn(1, 8, 32)]


class EmbeddingBag(nn.Module):
    """int64 token ids -> embedding -> mean over the sequence -> linear."""

    def __init__(self, vocab=50, dim=16, classes=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.fc = nn.Linear(dim, classes)

    def forward(self, ids):
        return self.fc(self.embed(ids).mean(dim=1))


def embedding():
    _seed()
    return EmbeddingBag().eval(), [torch.randint(0, 50, (2, 6), dtype=torch.int64)]


# name -> (factory, also exported with torch-mlir's decomposition set)
ZOO = {
    "mobilenet_v2": (mobilenet_v2, False),
    "resnet18": (resnet18, False),
    "cnn_bn_pool": (cnn_bn_pool, True),
    "transformer_encoder": (transformer_encoder, True),
    "gpt_block": (gpt_block, True),
    "embedding": (embedding, True),
}

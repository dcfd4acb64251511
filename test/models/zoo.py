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


# ---------------------------------------------------------------------------------------------------------------
# Every torchvision classification architecture, its segmentation heads, a 3-D video network, and the sequence
# models users deploy. Architectures whose builders take widths are built narrow; the others are built as
# torchvision defines them and then narrowed by `_narrowed` (every channel count divided by one factor), which
# keeps each layer, kernel, stride, dilation, group structure and connection.


def _randomized(module):
    """Eval mode, with normalization statistics and affine parameters and the parameters that start at zero or
    tiny (layer scales, class tokens, position embeddings, zero biases and heads) drawn so that they matter."""
    norms = (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, nn.LayerNorm, nn.GroupNorm)
    with torch.no_grad():
        for m in module.modules():
            if isinstance(m, norms) and getattr(m, "weight", None) is not None:
                m.weight.uniform_(0.5, 1.5)
                m.bias.uniform_(-0.5, 0.5)
            if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d)):
                m.running_mean.uniform_(-0.5, 0.5)
                m.running_var.uniform_(0.5, 2.0)
        for name, p in module.named_parameters():
            leaf = name.rsplit(".", 1)[-1]
            if leaf in ("layer_scale", "class_token", "pos_embedding", "relative_position_bias_table",
                        "logit_scale"):
                p.uniform_(0.5, 1.5) if leaf == "layer_scale" else p.normal_(0.0, 0.5)
            elif not p.any():  # zero-initialized biases and heads (ViT's) would hide what they multiply
                p.uniform_(-0.2, 0.2)
    return module.eval()


def _narrowed(model, factor, hidden_factor=None, keep=(3, 10)):
    """`model` with every convolution's, batch norm's and linear layer's channel count divided by `factor`
    (hidden linear widths by `hidden_factor`), except the counts in `keep` (image channels, classes). Grouped
    convolutions keep their structure: depthwise stays depthwise, other group counts are divided too."""
    hidden_factor = hidden_factor or factor
    hidden = set()

    def narrow(c, by=factor):
        if c in keep:
            return c
        assert c % by == 0, "%d channels do not divide by %d" % (c, by)
        return c // by

    for name, m in list(model.named_modules()):
        parent, _, leaf = name.rpartition(".")
        new = None
        if isinstance(m, (nn.Conv1d, nn.Conv2d, nn.Conv3d)):
            cin, cout = narrow(m.in_channels), narrow(m.out_channels)
            if m.groups == 1:
                groups = 1
            elif m.groups == m.in_channels:
                groups = cin
            else:
                groups = m.groups // factor
            torch_class = next(c for c in type(m).__mro__ if c.__module__.startswith("torch.nn"))  # r3d's Conv3DSimple
            new = torch_class(cin, cout, m.kernel_size, m.stride, m.padding, m.dilation, groups, m.bias is not None,
                              m.padding_mode)
        elif isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d)):
            new = type(m)(narrow(m.num_features), m.eps, m.momentum, m.affine, m.track_running_stats)
        elif isinstance(m, nn.Linear):
            cin = narrow(m.in_features, hidden_factor if m.in_features in hidden else factor)
            cout = narrow(m.out_features, hidden_factor)
            hidden.add(m.out_features)
            new = nn.Linear(cin, cout, m.bias is not None)
        if new is not None:
            setattr(model.get_submodule(parent) if parent else model, leaf, new)
    return model


def _tv(builder, *args, **kwargs):
    import torchvision

    _seed()
    return getattr(torchvision.models, builder)(*args, weights=None, **kwargs)


def _image(size, batch=1):
    return [torch.randn(batch, 3, size, size)]


def alexnet():
    """AlexNet, channels / 16, hidden linear widths 4096 / 64, on 96x96 (adaptive pooling 2x2 -> 6x6)."""
    return _randomized(_narrowed(_tv("alexnet", num_classes=10), 16, 64)), _image(96)


def vgg11_bn():
    """VGG-11 with batch norm, channels / 16, hidden linear widths / 64, on 64x64 (adaptive pooling 2x2 -> 7x7)."""
    return _randomized(_narrowed(_tv("vgg11_bn", num_classes=10), 16, 64)), _image(64)


def resnet50():
    """ResNet-50 (Bottleneck, [3, 4, 6, 3]), channels / 16, on 64x64."""
    return _randomized(_narrowed(_tv("resnet50", num_classes=10), 16)), _image(64)


def resnext50_32x4d():
    """ResNeXt-50 32x4d, channels and groups / 16 (2 groups of 4 channels in layer1), on 64x64."""
    return _randomized(_narrowed(_tv("resnext50_32x4d", num_classes=10), 16)), _image(64)


def wide_resnet50_2():
    """Wide ResNet-50-2 (bottlenecks twice as wide), channels / 32, on 64x64."""
    return _randomized(_narrowed(_tv("wide_resnet50_2", num_classes=10), 32)), _image(64)


def densenet121():
    """DenseNet-121's blocks (6, 12, 24, 16) with growth rate 4 and 8 initial features, on 64x64."""
    from torchvision.models import DenseNet

    _seed()
    model = DenseNet(growth_rate=4, block_config=(6, 12, 24, 16), num_init_features=8, bn_size=4, num_classes=10)
    return _randomized(model), _image(64)


def squeezenet1_0():
    """SqueezeNet 1.0 (ceil-mode max pooling, fire modules), channels / 4, on 64x64."""
    return _randomized(_narrowed(_tv("squeezenet1_0", num_classes=10), 4)), _image(64)


def squeezenet1_1():
    """SqueezeNet 1.1, channels / 4, on 64x64."""
    return _randomized(_narrowed(_tv("squeezenet1_1", num_classes=10), 4)), _image(64)


def googlenet():
    """GoogLeNet (Inception v1, input transform on, no auxiliary heads), channels / 8, on 64x64."""
    model = _tv("googlenet", num_classes=10, aux_logits=False, transform_input=True, init_weights=True)
    return _randomized(_narrowed(model, 8)), _image(64)


def inception_v3():
    """Inception-v3 (input transform on, no auxiliary head), channels / 16, on 80x80 (it needs >= 75)."""
    model = _tv("inception_v3", num_classes=10, aux_logits=False, transform_input=True, init_weights=True)
    return _randomized(_narrowed(model, 16)), _image(80)


def mobilenet_v3_large():
    """MobileNetV3-Large at width 0.25 (hardswish, squeeze-excitation with hardsigmoid), on 64x64."""
    return _randomized(_tv("mobilenet_v3_large", width_mult=0.25, num_classes=10)), _image(64)


def mobilenet_v3_small():
    """MobileNetV3-Small at width 0.25, on 64x64."""
    return _randomized(_tv("mobilenet_v3_small", width_mult=0.25, num_classes=10)), _image(64)


def mnasnet():
    """MNASNet at depth multiplier 0.35, on 64x64."""
    from torchvision.models import MNASNet

    _seed()
    return _randomized(MNASNet(alpha=0.35, num_classes=10)), _image(64)


def shufflenet_v2():
    """ShuffleNet v2's stages (4, 8, 4) with output channels 8, 16, 32, 64, 128 (channel shuffle, split
    branches), on 64x64."""
    from torchvision.models import ShuffleNetV2

    _seed()
    return _randomized(ShuffleNetV2([4, 8, 4], [8, 16, 32, 64, 128], num_classes=10)), _image(64)


def efficientnet_b0():
    """EfficientNet-B0 at width 0.25 (MBConv, squeeze-excitation, SiLU), on 64x64."""
    from torchvision.models.efficientnet import EfficientNet, _efficientnet_conf

    _seed()
    setting, last_channel = _efficientnet_conf("efficientnet_b0", width_mult=0.25, depth_mult=1.0)
    return _randomized(EfficientNet(setting, 0.2, num_classes=10, last_channel=last_channel)), _image(64)


def efficientnet_v2_s():
    """EfficientNetV2-S (fused and plain MBConv stages), channels / 8, on 64x64."""
    return _randomized(_narrowed(_tv("efficientnet_v2_s", num_classes=10), 8)), _image(64)


def regnet_y():
    """A RegNetY (grouped bottlenecks with squeeze-excitation) of RegNetY-400MF's depth 16, narrower, on 64x64."""
    from torchvision.models.regnet import BlockParams, RegNet

    _seed()
    params = BlockParams.from_init_params(depth=16, w_0=16, w_a=8.0, w_m=2.0, group_width=8, se_ratio=0.25)
    return _randomized(RegNet(params, num_classes=10, stem_width=16)), _image(64)


def convnext():
    """ConvNeXt-Tiny's stages (3, 3, 9, 3) at widths 8, 16, 32, 64 (7x7 depthwise, channels-last layer norm,
    GELU, layer scale), on 64x64."""
    from torchvision.models.convnext import CNBlockConfig, ConvNeXt

    _seed()
    setting = [CNBlockConfig(8, 16, 3), CNBlockConfig(16, 32, 3), CNBlockConfig(32, 64, 9),
               CNBlockConfig(64, None, 3)]
    return _randomized(ConvNeXt(setting, stochastic_depth_prob=0.0, num_classes=10)), _image(64)


def vit():
    """ViT-B/16's 12 encoder layers at hidden size 32, 4 heads, MLP 64, patch 8, on 32x32 (16 patches and the
    class token)."""
    from torchvision.models.vision_transformer import VisionTransformer

    _seed()
    model = VisionTransformer(image_size=32, patch_size=8, num_layers=12, num_heads=4, hidden_dim=32, mlp_dim=64,
                              num_classes=10)
    return _randomized(model), _image(32)


def swin_t():
    """Swin-T's stages (2, 2, 6, 2) at embedding width 8, heads (1, 2, 4, 8), 4x4 windows (shifted windows,
    relative position bias, patch merging), on 64x64."""
    from torchvision.models.swin_transformer import SwinTransformer

    _seed()
    model = SwinTransformer([4, 4], 8, [2, 2, 6, 2], [1, 2, 4, 8], [4, 4], stochastic_depth_prob=0.0,
                            num_classes=10)
    return _randomized(model), _image(64)


def swin_v2_t():
    """Swin-V2-T's blocks (cosine attention, log-spaced continuous position bias) in the shape of swin_t."""
    from torchvision.models.swin_transformer import PatchMergingV2, SwinTransformer, SwinTransformerBlockV2

    _seed()
    model = SwinTransformer([4, 4], 8, [2, 2, 6, 2], [1, 2, 4, 8], [4, 4], stochastic_depth_prob=0.0,
                            num_classes=10, block=SwinTransformerBlockV2, downsample_layer=PatchMergingV2)
    return _randomized(model), _image(64)


def maxvit():
    """MaxViT-T's stages (2, 2, 5, 2) at widths 8, 16, 32, 64, head size 8, 2x2 block and grid partitions
    (MBConv, block and grid attention with relative position bias), on 64x64."""
    from torchvision.models.maxvit import MaxVit

    _seed()
    model = MaxVit(input_size=(64, 64), stem_channels=8, partition_size=2, block_channels=[8, 16, 32, 64],
                   block_layers=[2, 2, 5, 2], head_dim=8, stochastic_depth_prob=0.0, num_classes=10)
    return _randomized(model), _image(64)


class _SegmentationOut(nn.Module):
    """torchvision's segmentation models return {"out": ...}; this returns the tensor."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        return self.model(x)["out"]


def _segmentation(builder, factor):
    import torchvision

    _seed()
    model = getattr(torchvision.models.segmentation, builder)(weights=None, weights_backbone=None, num_classes=10)
    return _randomized(_SegmentationOut(_narrowed(model, factor))), _image(64)


def fcn_resnet50():
    """FCN on a dilated ResNet-50, channels / 16: bilinear upsampling of the 8x8 head back to 64x64."""
    return _segmentation("fcn_resnet50", 16)


def deeplabv3_resnet50():
    """DeepLabV3 on a dilated ResNet-50, channels / 16: ASPP (dilations 12, 24, 36 and image pooling), bilinear
    upsampling."""
    return _segmentation("deeplabv3_resnet50", 16)


def lraspp_mobilenet_v3_large():
    """LR-ASPP on MobileNetV3-Large, channels / 8: a sigmoid-gated head and two bilinear upsamplings."""
    return _segmentation("lraspp_mobilenet_v3_large", 8)


def r3d_18():
    """The 3-D ResNet-18 video network (Conv3d, BatchNorm3d, adaptive 3-D average pooling), channels / 16, on 8
    frames of 32x32."""
    import torchvision

    _seed()
    model = torchvision.models.video.r3d_18(weights=None, num_classes=10)
    return _randomized(_narrowed(model, 16)), [torch.randn(1, 3, 8, 32, 32)]


class BertEncoder(nn.Module):
    """A BERT-style encoder: word, position and token-type embeddings, layer norm, then post-norm layers of
    self-attention (scaled_dot_product_attention with the additive mask BERT builds from the attention mask)
    and a GELU feed-forward; returns the last hidden states."""

    def __init__(self, vocab=100, d=32, heads=4, ff=64, layers=2, max_positions=16):
        super().__init__()
        self.heads = heads
        self.word = nn.Embedding(vocab, d)
        self.position = nn.Embedding(max_positions, d)
        self.token_type = nn.Embedding(2, d)
        self.norm = nn.LayerNorm(d, eps=1e-12)
        self.layers = nn.ModuleList(nn.ModuleDict({
            "qkv": nn.Linear(d, 3 * d), "out": nn.Linear(d, d), "norm1": nn.LayerNorm(d, eps=1e-12),
            "ff1": nn.Linear(d, ff), "ff2": nn.Linear(ff, d), "norm2": nn.LayerNorm(d, eps=1e-12)})
            for _ in range(layers))

    def forward(self, ids, attention_mask):
        b, s = ids.shape
        positions = torch.arange(s, device=ids.device).unsqueeze(0)
        x = self.norm(self.word(ids) + self.position(positions) + self.token_type(torch.zeros_like(ids)))
        mask = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * torch.finfo(x.dtype).min
        for layer in self.layers:
            q, k, v = (t.view(b, s, self.heads, -1).transpose(1, 2) for t in layer["qkv"](x).chunk(3, dim=-1))
            y = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)
            x = layer["norm1"](x + layer["out"](y.transpose(1, 2).reshape(b, s, -1)))
            x = layer["norm2"](x + layer["ff2"](nn.functional.gelu(layer["ff1"](x))))
        return x


def bert():
    _seed()
    ids = torch.randint(0, 100, (2, 12), dtype=torch.int64)
    attention_mask = torch.ones(2, 12, dtype=torch.int64)
    attention_mask[1, 9:] = 0
    return _randomized(BertEncoder()), [ids, attention_mask]


class Gpt2Block(nn.Module):
    """A GPT-2 decoder block as written today: scaled_dot_product_attention with is_causal=True, pre-norm,
    tanh GELU MLP; token and learned position embeddings in front, a tied-weight language-model head after."""

    def __init__(self, vocab=64, d=32, heads=4, context=16):
        super().__init__()
        self.heads = heads
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(context, d)
        self.ln1 = nn.LayerNorm(d)
        self.attn = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.out = nn.Linear(4 * d, d)
        self.ln_f = nn.LayerNorm(d)

    def forward(self, ids):
        b, t = ids.shape
        x = self.wte(ids) + self.wpe(torch.arange(t, device=ids.device))
        q, k, v = (z.view(b, t, self.heads, -1).transpose(1, 2) for z in self.attn(self.ln1(x)).split(x.shape[-1], 2))
        y = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, -1))
        x = x + self.out(nn.functional.gelu(self.fc(self.ln2(x)), approximate="tanh"))
        return self.ln_f(x) @ self.wte.weight.t()


def gpt2():
    _seed()
    return _randomized(Gpt2Block()), [torch.randint(0, 64, (1, 10), dtype=torch.int64)]


class Seq2SeqTransformer(nn.Module):
    """nn.Transformer (nn.TransformerEncoder and nn.TransformerDecoder, 2 layers each, final layer norms) with
    a causal target mask."""

    def __init__(self, d=32):
        super().__init__()
        self.transformer = nn.Transformer(d, nhead=4, num_encoder_layers=2, num_decoder_layers=2,
                                          dim_feedforward=64, dropout=0.0, batch_first=True)

    def forward(self, src, tgt):
        mask = nn.Transformer.generate_square_subsequent_mask(tgt.shape[1])
        return self.transformer(src, tgt, tgt_mask=mask, tgt_is_causal=True)


def transformer():
    _seed()
    return _randomized(Seq2SeqTransformer()), [torch.randn(2, 8, 32), torch.randn(2, 6, 32)]


class Recurrent(nn.Module):
    """An nn.GRU or nn.LSTM over a batch-first sequence; returns the output sequence."""

    def __init__(self, rnn):
        super().__init__()
        self.rnn = rnn

    def forward(self, x):
        return self.rnn(x)[0]


def gru():
    """nn.GRU: 2 layers, input 16, hidden 32, batch-first, on [2, 7, 16]."""
    _seed()
    return Recurrent(nn.GRU(16, 32, num_layers=2, batch_first=True)).eval(), [torch.randn(2, 7, 16)]


def lstm():
    """nn.LSTM: 2 bidirectional layers, input 16, hidden 24, batch-first, on [2, 7, 16]."""
    _seed()
    rnn = nn.LSTM(16, 24, num_layers=2, batch_first=True, bidirectional=True)
    return Recurrent(rnn).eval(), [torch.randn(2, 7, 16)]


class AudioFrontEnd(nn.Module):
    """wav2vec 2.0's convolutional feature encoder (Conv1d strides 5, 2, 2, 2, 2, 2, 2 with group norm after
    the first, GELU), then layer norm and the feature projection; widths 32."""

    def __init__(self, width=32, dim=48):
        super().__init__()
        layers = [nn.Conv1d(1, width, 10, 5, bias=False), nn.GroupNorm(width, width), nn.GELU()]
        for k in (3, 3, 3, 3, 2, 2):
            layers += [nn.Conv1d(width, width, k, 2, bias=False), nn.GELU()]
        self.conv = nn.Sequential(*layers)
        self.norm = nn.LayerNorm(width)
        self.project = nn.Linear(width, dim)

    def forward(self, waveform):
        return self.project(self.norm(self.conv(waveform).transpose(1, 2)))


def audio_frontend():
    _seed()
    return _randomized(AudioFrontEnd()), [torch.randn(1, 1, 4000)]


def _mel_filterbank(bins, mels, sample_rate):
    """Triangular filters on the HTK mel scale, as torchaudio's melscale_fbanks: [mels, bins]."""
    hz = torch.linspace(0, sample_rate / 2, bins)
    to_mel = lambda f: 2595.0 * torch.log10(1.0 + f / 700.0)
    points = torch.linspace(float(to_mel(torch.tensor(0.0))), float(to_mel(torch.tensor(sample_rate / 2))), mels + 2)
    points = 700.0 * (10.0 ** (points / 2595.0) - 1.0)
    lower, center, upper = points[:-2, None], points[1:-1, None], points[2:, None]
    return torch.clamp(torch.minimum((hz - lower) / (center - lower), (upper - hz) / (upper - center)), min=0.0)


class LogMelClassifier(nn.Module):
    """A keyword-spotting classifier on log-mel features, as torchaudio's MelSpectrogram computes them:
    torch.stft (Hann window, reflect padding, onesided: _fft_r2c on complex values), power, a mel filterbank,
    log; then two Conv2d/BatchNorm2d/ReLU blocks, global average pooling and a linear classifier."""

    def __init__(self, n_fft=128, hop=32, mels=20, width=16, classes=12, sample_rate=8000):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.register_buffer("window", torch.hann_window(n_fft))
        self.register_buffer("mel", _mel_filterbank(n_fft // 2 + 1, mels, sample_rate))
        self.features = nn.Sequential(nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
                                      nn.MaxPool2d(2), nn.Conv2d(width, 2 * width, 3, padding=1),
                                      nn.BatchNorm2d(2 * width), nn.ReLU())
        self.fc = nn.Linear(2 * width, classes)

    def forward(self, waveform):
        spec = torch.stft(waveform, self.n_fft, self.hop, window=self.window, return_complex=True).abs().pow(2)
        x = torch.log(torch.matmul(self.mel, spec) + 1e-6).unsqueeze(1)
        return self.fc(self.features(x).mean(dim=(2, 3)))


def audio_spectrogram():
    _seed()
    return _randomized(LogMelClassifier()), [torch.randn(2, 8000)]


class M5(nn.Module):
    """M5, the raw-waveform audio classifier: Conv1d, BatchNorm1d, ReLU, MaxPool1d four times, global average
    pooling, a linear classifier."""

    def __init__(self, width=16, classes=10):
        super().__init__()
        blocks, cin = [], 1
        for i, cout in enumerate((width, width, 2 * width, 2 * width)):
            blocks += [nn.Conv1d(cin, cout, 80 if i == 0 else 3, 16 if i == 0 else 1, padding=0 if i == 0 else 1),
                       nn.BatchNorm1d(cout), nn.ReLU(), nn.MaxPool1d(4)]
            cin = cout
        self.features = nn.Sequential(*blocks)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x):
        return self.fc(nn.functional.adaptive_avg_pool1d(self.features(x), 1).squeeze(-1))


def m5():
    _seed()
    return _randomized(M5()), [torch.randn(2, 1, 8000)]


# name -> (factory, also exported with torch-mlir's decomposition set)
ZOO = {
    "mobilenet_v2": (mobilenet_v2, False),
    "resnet18": (resnet18, False),
    "cnn_bn_pool": (cnn_bn_pool, True),
    "transformer_encoder": (transformer_encoder, True),
    "gpt_block": (gpt_block, True),
    "embedding": (embedding, True),
    "alexnet": (alexnet, False),
    "vgg11_bn": (vgg11_bn, False),
    "resnet50": (resnet50, False),
    "resnext50_32x4d": (resnext50_32x4d, False),
    "wide_resnet50_2": (wide_resnet50_2, False),
    "densenet121": (densenet121, False),
    "squeezenet1_0": (squeezenet1_0, False),
    "squeezenet1_1": (squeezenet1_1, False),
    "googlenet": (googlenet, False),
    "inception_v3": (inception_v3, False),
    "mobilenet_v3_large": (mobilenet_v3_large, False),
    "mobilenet_v3_small": (mobilenet_v3_small, False),
    "mnasnet": (mnasnet, False),
    "shufflenet_v2": (shufflenet_v2, False),
    "efficientnet_b0": (efficientnet_b0, False),
    "efficientnet_v2_s": (efficientnet_v2_s, False),
    "regnet_y": (regnet_y, False),
    "convnext": (convnext, False),
    "vit": (vit, True),
    "swin_t": (swin_t, False),
    "swin_v2_t": (swin_v2_t, False),
    "maxvit": (maxvit, False),
    "fcn_resnet50": (fcn_resnet50, False),
    "deeplabv3_resnet50": (deeplabv3_resnet50, False),
    "lraspp_mobilenet_v3_large": (lraspp_mobilenet_v3_large, False),
    "r3d_18": (r3d_18, False),
    "bert": (bert, True),
    "gpt2": (gpt2, True),
    "transformer": (transformer, True),
    "gru": (gru, False),
    "lstm": (lstm, False),
    "audio_frontend": (audio_frontend, True),
    "m5": (m5, False),
    "audio_spectrogram": (audio_spectrogram, False),
}

"""Op-level test cases: small PyTorch modules whose exports and references live beside this file.

Each factory returns (module, example_inputs). Shapes are odd on purpose (not multiples of shader tiles
or workgroups) and arguments are non-default (alpha, beta, stride, dilation, groups, keepdim, dims).
Regenerate with test/ops/export_cases.sh on a machine with PyTorch.
"""

import torch
import torch.nn as nn


class Fn(nn.Module):
    def __init__(self, fn, params=()):
        super().__init__()
        self.fn = fn
        self.params = nn.ParameterList([nn.Parameter(p) for p in params])

    def forward(self, *xs):
        return self.fn(*xs, *self.params)


def _seed(n):
    torch.manual_seed(n)


def add_alpha_broadcast():
    _seed(1)
    return Fn(lambda x, b: torch.add(x, b, alpha=2.5), [torch.randn(5, 1, 1)]), (torch.randn(2, 5, 3, 7),)


def sub_alpha_two_sided_broadcast():
    _seed(2)
    return Fn(lambda x, y: torch.sub(x, y, alpha=0.5)), (torch.randn(3, 1), torch.randn(1, 4))


def mul_broadcast_rank4():
    _seed(3)
    return Fn(lambda x, s: x * s, [torch.rand(1, 6, 1, 9)]), (torch.randn(3, 6, 5, 9),)


def relu_odd():
    _seed(4)
    return Fn(torch.relu), (torch.randn(1001),)


def mm_odd():
    _seed(5)
    return Fn(torch.mm), (torch.randn(33, 17), torch.randn(17, 45))


def addmm_alpha_beta():
    _seed(6)
    return (Fn(lambda x, w, b: torch.addmm(b, x, w, beta=0.5, alpha=2.0), [torch.randn(19, 23), torch.randn(7, 23)]),
            (torch.randn(7, 19),))


def linear_3d():
    _seed(7)
    return nn.Linear(20, 11), (torch.randn(2, 3, 20),)


def permute_4d():
    _seed(8)
    return Fn(lambda x: x.permute(0, 2, 3, 1)), (torch.randn(2, 3, 4, 5),)


def conv_stride_dilation_groups():
    _seed(9)
    return (nn.Conv2d(8, 12, (3, 2), stride=(2, 1), padding=(0, 2), dilation=(1, 2), groups=4, bias=False),
            (torch.randn(2, 8, 11, 9),))


def conv_1x1_bias():
    _seed(10)
    return nn.Conv2d(5, 7, 1), (torch.randn(1, 5, 6, 6),)


def mean_keepdim_middle():
    _seed(11)
    return Fn(lambda x: x.mean(dim=1, keepdim=True)), (torch.randn(3, 13, 4),)


def mean_all_dims():
    _seed(12)
    return Fn(lambda x: x.mean(dim=(0, 1, 2))), (torch.randn(3, 5, 7),)


def softmax_dim0():
    _seed(13)
    return Fn(lambda x: torch.softmax(x, 0)), (torch.randn(9, 4, 3) * 4,)


def softmax_middle():
    _seed(14)
    return Fn(lambda x: torch.softmax(x, 1)), (torch.randn(2, 37, 3) * 4,)


def max_pool2d_ceil_dilation():
    _seed(15)
    return (Fn(lambda x: torch.nn.functional.max_pool2d(x, (3, 2), stride=(2, 1), padding=1, dilation=(1, 2),
                                                        ceil_mode=True)), (torch.randn(2, 3, 9, 8),))


def hardtanh_bounds():
    _seed(16)
    return Fn(lambda x: torch.nn.functional.hardtanh(x, -0.5, 2.0)), (torch.randn(7, 13) * 2,)


def scalar_arithmetic():
    _seed(17)
    return (Fn(lambda x: torch.rsub(torch.sub(torch.add(x, 1.5, alpha=2), 0.25, alpha=3), 2.0, alpha=0.5) * 1.5 / 4),
            (torch.randn(5, 11),))


def div_tensor_broadcast():
    _seed(18)
    return Fn(lambda x, y: x / y), (torch.randn(4, 1, 7), torch.rand(3, 1) + 0.5)


def activations():
    _seed(19)
    f = torch.nn.functional
    return Fn(lambda x: torch.sigmoid(x) + torch.tanh(x) + f.leaky_relu(x, 0.2)), (torch.randn(3, 33) * 4,)


def unary_math():
    _seed(20)
    return (Fn(lambda x: torch.neg(x) + torch.abs(x).sqrt() + torch.exp(x) + torch.log(x.abs() + 0.1) +
               torch.rsqrt(x.abs() + 0.5) + torch.reciprocal(x.abs() + 1) + torch.sin(x) + torch.cos(x)),
            (torch.randn(6, 19),))


def sum_amax_dims():
    _seed(21)
    return (Fn(lambda x: x.sum(dim=(0, 2), keepdim=True) + x.amax(dim=-1, keepdim=True).sum(0, keepdim=True)),
            (torch.randn(3, 7, 5),))


def log_softmax_middle():
    _seed(22)
    return Fn(lambda x: torch.log_softmax(x, 1)), (torch.randn(2, 29, 3) * 4,)


# ---- element types ---------------------------------------------------------------------------------
_DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "i64": torch.int64,
           "i32": torch.int32, "i16": torch.int16, "i8": torch.int8, "u8": torch.uint8, "bool": torch.bool}


def _values(dtype, *shape):
    """Values that exercise `dtype`: both signs, fractions, and integers past narrower types' ranges."""
    x = torch.randn(*shape) * 150
    if dtype == torch.bool:
        return x > 0
    if not dtype.is_floating_point:  # in range: out-of-range float to integer conversion is undefined
        info = torch.iinfo(dtype)
        x = x.clamp(info.min, info.max)
    return x.to(dtype)


# One conversion (aten._to_copy) from each element type to another: floats truncate toward zero into
# integers, integers wrap into narrower ones, anything non-zero becomes true.
_CONVERSIONS = {"f32": "i32", "f16": "f32", "bf16": "f16", "i64": "f16", "i32": "i8", "i16": "u8", "i8": "bf16",
                "u8": "i64", "bool": "f32"}


def _per_dtype(prefix, names=tuple(_DTYPES)):
    """Registers `make(name)` as the case PREFIX_NAME for each element type name."""
    def register(make):
        for name in names:
            globals()["%s_%s" % (prefix, name)] = make(name)
        return make
    return register


def _conversion(src, dst):
    def case():
        _seed(30)
        x = _values(_DTYPES[src], 5, 7)
        if x.is_floating_point() and not _DTYPES[dst].is_floating_point and _DTYPES[dst] != torch.bool:
            info = torch.iinfo(_DTYPES[dst])  # out-of-range float to integer conversion is undefined
            x = x.clamp(info.min, info.max)
        return Fn(lambda t: t.to(_DTYPES[dst])), (x,)
    return case


for _src, _dst in _CONVERSIONS.items():
    globals()["to_copy_%s_to_%s" % (_src, _dst)] = _conversion(_src, _dst)


@_per_dtype("scalar_ops")
def _scalar_ops(name):
    """Every Scalar overload on one element type; the result widened to f32 so that one output covers all."""
    dtype = _DTYPES[name]

    def case():
        _seed(36)
        x = _values(dtype, 3, 11)
        if dtype == torch.bool:
            arith = lambda t: (t + True) * True  # noqa: E731  (PyTorch does not subtract bools)
        elif dtype == torch.uint8:
            arith = lambda t: torch.rsub((t + 2) * 3 - 1, 200)  # noqa: E731
        else:
            arith = lambda t: torch.rsub((t + 2) * 3 - 1, 5, alpha=2)  # noqa: E731
        lor, land = torch.logical_or, torch.logical_and
        cmp = lambda t: lor(lor(t == 3, land(t != 0, t < 2)), lor(land(t <= -1, t > -50), t >= 100))  # noqa: E731
        return Fn(lambda t: arith(t).float() + (t / 2).float() + cmp(t).float()), (x,)
    return case



@_per_dtype("movement")
def _movement(name):
    """Strided data movement on one element type: permute, slices (with a step), select, unsqueeze, expand."""
    dtype = _DTYPES[name]

    def case():
        _seed(37)
        x = _values(dtype, 4, 5, 6)
        return Fn(lambda t: t.permute(2, 0, 1)[1:, :, ::2].select(1, -1).unsqueeze(0).expand(3, -1, -1)), (x,)
    return case



@_per_dtype("cat")
def _concatenation(name):
    """cat of three tensors on one element type, the middle one a view, along a negative dim."""
    dtype = _DTYPES[name]

    def case():
        _seed(44)
        return (Fn(lambda a, b, c: torch.cat([a, b[:, 1:], c], dim=-1)),
                (_values(dtype, 3, 2), _values(dtype, 3, 4), _values(dtype, 3, 1)))
    return case


@_per_dtype("clamp", [n for n in _DTYPES if n != "bool"])
def _clamp(name):
    dtype = _DTYPES[name]

    def case():
        _seed(45)
        lo, hi, a, b = (20, 200, 50, 60) if dtype == torch.uint8 else (-20, 30, -5, 5)
        return (Fn(lambda x: torch.clamp(x, min=lo) + torch.clamp(x, max=hi) + torch.clamp(x, a, b)),
                (_values(dtype, 4, 9),))
    return case



_NUMERIC = [n for n in _DTYPES if n != "bool"]
_FLOATS = ["f32", "f16", "bf16"]


@_per_dtype("sum_dims")
def _sum_dims(name):
    """sum over two dims: floats stay floats, integers and bools sum into int64 (which wraps as PyTorch's)."""
    dtype = _DTYPES[name]

    def case():
        _seed(49)
        return Fn(lambda x: x.sum(dim=(0, 2))), (_values(dtype, 3, 5, 4),)
    return case


@_per_dtype("amax_dims")
def _amax_dims(name):
    dtype = _DTYPES[name]

    def case():
        _seed(50)
        return Fn(lambda x: torch.amax(x, dim=(-1, 0), keepdim=True)), (_values(dtype, 3, 5, 4),)
    return case


# Rows of 128 elements or more are reduced by a workgroup each, as a tree in shared memory (reduce.comp's TREE):
# rows whose length is no multiple of the workgroup, several and non-contiguous reduced dims, ties and NaN.
@_per_dtype("tree_sum")
def _tree_sum(name):
    dtype = _DTYPES[name]

    def case():
        _seed(70)
        return Fn(lambda x: x.sum(dim=1)), (_values(dtype, 5, 700),)
    return case


@_per_dtype("tree_mean", _FLOATS)
def _tree_mean(name):
    dtype = _DTYPES[name]

    def case():
        _seed(71)
        return Fn(lambda x: x.mean(dim=(0, 2))), (_values(dtype, 40, 3, 30),)
    return case


@_per_dtype("tree_amax", _NUMERIC)
def _tree_amax(name):
    dtype = _DTYPES[name]

    def case():
        _seed(72)
        return Fn(lambda x: torch.amax(x, dim=0) + torch.amin(x, dim=0)), (_values(dtype, 600, 3),)
    return case


@_per_dtype("tree_argmax", _NUMERIC)
def _tree_argmax(name):
    """The first index of the extremum: equal maxima (and minima) at indices 123 and 777 of row 0, NaN at 300
    and 555 of row 1 (floats; it wins either way), a row of one repeated value."""
    dtype = _DTYPES[name]

    def case():
        _seed(73)
        x = _values(dtype, 3, 1000)
        hi, lo = x.max(), x.min()
        x[0, 777] = x[0, 123] = hi
        x[0, 900] = x[0, 200] = lo
        if dtype.is_floating_point:
            x[1, 555] = x[1, 300] = float("nan")
        x[2] = x[2, 0]
        return Fn(lambda x: torch.argmax(x, dim=1) * 1000 + torch.argmin(x, dim=1)), (x,)
    return case


def tree_prod():
    """prod over rows of 300 values near 1."""
    _seed(74)
    return Fn(lambda x: torch.prod(x, dim=1)), (1 + torch.randn(2, 300) * 0.02,)


@_per_dtype("argmax_rows", _NUMERIC)
def _argmax_rows(name):
    dtype = _DTYPES[name]

    def case():
        _seed(51)
        return Fn(lambda x: torch.argmax(x, dim=1) * 10 + torch.argmax(x)), (_values(dtype, 4, 9),)
    return case


@_per_dtype("max_pool2d_indices", _NUMERIC)
def _max_pool2d_indices(name):
    """max_pool2d_with_indices: the maxima and their int64 indices, in one output."""
    dtype = _DTYPES[name]

    def case():
        _seed(52)

        def fn(x):
            v, i = torch.nn.functional.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)
            return v.to(torch.float32) * 1000 + i
        return Fn(fn), (_values(dtype, 2, 3, 9, 7),)
    return case


@_per_dtype("max_pool2d_values", _NUMERIC)
def _max_pool2d_values(name):
    """max_pool2d itself (exported keeping aten.max_pool2d, as torch-mlir's importer leaves it)."""
    dtype = _DTYPES[name]

    def case():
        _seed(57)
        return Fn(lambda x: torch.nn.functional.max_pool2d(x, 2, stride=2, ceil_mode=True)), (_values(dtype, 1, 2, 7, 5),)
    return case


@_per_dtype("conv_groups", _NUMERIC)
def _conv_groups(name):
    """A grouped, strided, padded convolution with bias on one element type (integers wrap)."""
    dtype = _DTYPES[name]

    def case():
        _seed(58)
        small = lambda *shape: (torch.randn(*shape) * 3).to(dtype) if dtype.is_floating_point else torch.randint(  # noqa: E731
            0 if dtype == torch.uint8 else -5, 6, shape).to(dtype)
        # weights as inputs: integer parameters cannot exist
        return (Fn(lambda x, w, b: torch.nn.functional.conv2d(x, w, b, stride=2, padding=1, groups=2)),
                (small(2, 4, 7, 6), small(6, 2, 3, 3), small(6)))
    return case


@_per_dtype("conv_gemm", _NUMERIC)
def _conv_gemm(name):
    """Convolutions wide enough for the implicit-GEMM kernel (8 or more output channels per group): 2 samples,
    2 groups of 10 output channels, a 3x2 kernel with stride, padding and dilation (not for i32, i16, i8 and u8:
    PyTorch's CPU has no dilated convolution of them), and a 1x1 convolution over more pixels and channels than
    one tile; integers wrap."""
    dtype = _DTYPES[name]
    dilation = (1, 2) if dtype in (torch.float32, torch.float16, torch.bfloat16, torch.int64) else (1, 1)

    def case():
        _seed(75)
        small = lambda *shape: (torch.randn(*shape) * 3).to(dtype) if dtype.is_floating_point else torch.randint(  # noqa: E731
            0 if dtype == torch.uint8 else -5, 6, shape).to(dtype)

        def fn(x, w, b, x1, w1):
            y = torch.nn.functional.conv2d(x, w, b, stride=(2, 1), padding=(1, 2), dilation=dilation, groups=2)
            return y, torch.nn.functional.conv2d(x1, w1)
        return Fn(fn), (small(2, 6, 9, 11), small(20, 3, 3, 2), small(20), small(1, 40, 13, 13), small(36, 40, 1, 1))
    return case


@_per_dtype("epilogue", _NUMERIC)
def _epilogue(name):
    """Elementwise chains that the Vulkan dispatch of the convolution or matrix product before them applies to
    its result (epilogues): an implicit-GEMM convolution's residual add (alpha 2) and clamp, a depthwise
    (direct) convolution's relu, a matrix product's add, scale and SiLU (floats) or one-sided clamp (integers).
    Each step rounds to the element type, as the unfused ops do; integers wrap."""
    dtype = _DTYPES[name]

    def case():
        _seed(91)
        small = lambda *shape: (torch.randn(*shape) * 3).to(dtype) if dtype.is_floating_point else torch.randint(  # noqa: E731
            0 if dtype == torch.uint8 else -5, 6, shape).to(dtype)

        def fn(x, w, b, r, dw, a, m, c):
            y = torch.nn.functional.conv2d(x, w, b, padding=1)
            y = torch.clamp(torch.add(y, r, alpha=2), 1, 25)
            d = torch.relu(torch.nn.functional.conv2d(x, dw, groups=4, padding=1))
            z = torch.add(torch.mm(a, m), c) * 3
            z = torch.nn.functional.silu(z) if dtype.is_floating_point else torch.clamp(z, min=2)
            return y, d, z
        return Fn(fn), (small(2, 4, 7, 6), small(12, 4, 3, 3), small(12), small(2, 12, 7, 6), small(4, 1, 3, 3),
                        small(5, 9), small(9, 7), small(5, 7))
    return case


@_per_dtype("conv_split_k", _NUMERIC)
def _conv_split_k(name):
    """Convolutions of few output pixels summing many products, whose implicit GEMM splits along K (partial sums
    added by a second dispatch): with bias and a fused relu, and without bias with a residual add; integers
    wrap."""
    dtype = _DTYPES[name]

    def case():
        _seed(92)
        small = lambda *shape: (torch.randn(*shape) * 3).to(dtype) if dtype.is_floating_point else torch.randint(  # noqa: E731
            0 if dtype == torch.uint8 else -5, 6, shape).to(dtype)

        def fn(x, w, b, w1, r):
            y = torch.relu(torch.nn.functional.conv2d(x, w, b, padding=1))
            return y, torch.nn.functional.conv2d(x, w1) + r
        return Fn(fn), (small(2, 64, 5, 4), small(24, 64, 3, 3), small(24), small(16, 64, 5, 2), small(2, 16, 1, 3))
    return case


@_per_dtype("matmul_split_k", _NUMERIC)
def _matmul_split_k(name):
    """Products of few output tiles summing many products, which split K (partial sums added by a second
    dispatch): mm, addmm with alpha, beta and a row bias and a fused relu, baddbmm with a bias broadcast over
    rows; integers wrap."""
    dtype = _DTYPES[name]

    def case():
        _seed(93)
        ints = not dtype.is_floating_point
        alpha, beta = (2, 3) if ints else (0.5, 1.5)

        def fn(a, b, bias, ba, bb, bbias):
            y = torch.relu(torch.addmm(bias, a, b, beta=beta, alpha=alpha))
            return torch.mm(a, b), y, torch.baddbmm(bbias, ba, bb, beta=beta, alpha=alpha)
        # floats of unit scale: sums of 520 products stay within f16's range
        operand = (lambda *shape: torch.randn(*shape).to(dtype)) if not ints else (  # noqa: E731
            lambda *shape: _product_operand(dtype, *shape))
        return Fn(fn), (operand(20, 520), operand(520, 36), operand(36), operand(2, 9, 300), operand(2, 300, 7),
                        operand(2, 1, 7))
    return case


@_per_dtype("embedding_weight")
def _embedding_weight(name):
    """Rows of a weight of any element type."""
    dtype = _DTYPES[name]

    def case():
        _seed(53)
        # the weight an input: parameters of integer types cannot exist (they would require grad)
        return (Fn(lambda ids, w: torch.nn.functional.embedding(ids, w)),
                (torch.randint(0, 11, (3, 4)), _values(dtype, 11, 5)))
    return case


def _product_operand(dtype, *shape):
    """Operands of a product: `_values` for floating types, small integers (which products keep in range)."""
    if dtype.is_floating_point:
        return _values(dtype, *shape)
    return torch.randint(0 if dtype == torch.uint8 else -7, 8, shape).to(dtype)


def _alpha_beta(dtype):
    """A product's alpha and beta: integer Scalars for integer tensors (ATen refuses floating ones)."""
    return (0.5, 2.0) if dtype.is_floating_point else (3, 2)


@_per_dtype("matmuls", _NUMERIC)
def _matmuls(name):
    """mm, bmm and addmm (integer alpha and beta for integer tensors) on one element type."""
    dtype = _DTYPES[name]

    def case():
        _seed(54)
        small = lambda *shape: _product_operand(dtype, *shape)  # noqa: E731
        alpha, beta = _alpha_beta(dtype)
        return (Fn(lambda a, b, c, bias: torch.addmm(bias, a, b, beta=beta, alpha=alpha) +
                   torch.bmm(c, b.unsqueeze(0).expand(2, -1, -1)).sum(0).to(dtype)),
                (small(5, 6), small(6, 3), small(2, 5, 6), small(3)))
    return case


@_per_dtype("baddbmm", _NUMERIC)
def _baddbmm(name):
    """baddbmm (kept from decomposition): a bias broadcast along the batch and the rows, and a full one with the
    default beta and alpha (integer alpha and beta for integer tensors)."""
    dtype = _DTYPES[name]

    def case():
        _seed(56)
        small = lambda *shape: _product_operand(dtype, *shape)  # noqa: E731
        alpha, beta = _alpha_beta(dtype)
        return (Fn(lambda bias, x, y, full: torch.baddbmm(bias, x, y, beta=beta, alpha=alpha) +
                   torch.baddbmm(full, x, y)),
                (small(1, 4), small(3, 5, 6), small(3, 6, 4), small(3, 5, 4)))
    return case


def baddbmm_bias_broadcast():
    """baddbmm's bias per matrix of the batch: [B, 1, N] (rows broadcast) and [B, M, 1] (columns broadcast)."""
    _seed(58)
    return (Fn(lambda rows, cols, x, y: torch.baddbmm(rows, x, y, beta=0.5) + torch.baddbmm(cols, x, y, alpha=2.0)),
            (torch.randn(3, 1, 4), torch.randn(3, 5, 1), torch.randn(3, 5, 6), torch.randn(3, 6, 4)))


def matmul_beta_zero_nan():
    """beta 0 ignores the bias: its NaN and inf do not reach the result (addmm, baddbmm kept)."""
    _seed(57)
    bias = torch.full((5, 4), float("nan"))
    bias[0, 0] = float("inf")
    return (Fn(lambda b, x, y, bb, xb, yb: torch.addmm(b, x, y, beta=0.0) + torch.baddbmm(bb, xb, yb, beta=0).sum(0)),
            (bias, torch.randn(5, 6), torch.randn(6, 4), bias.expand(2, 5, 4).clone(), torch.randn(2, 5, 6),
             torch.randn(2, 6, 4)))


@_per_dtype("softmax_pool", _FLOATS)
def _softmax_pool(name):
    """softmax, log-softmax, mean and adaptive average pooling on one floating type."""
    dtype = _DTYPES[name]

    def case():
        _seed(55)
        f = torch.nn.functional
        return (Fn(lambda x: torch.softmax(x, -1) + torch.log_softmax(x, 1) +
                   f.adaptive_avg_pool2d(x, (3, 5)).mean(dim=(2, 3), keepdim=True)),
                ((torch.randn(2, 3, 6, 5) * 3).to(dtype),))
    return case


@_per_dtype("gelu", ["f16", "bf16"])
def _gelu(name):
    dtype = _DTYPES[name]

    def case():
        _seed(59)
        f = torch.nn.functional
        return Fn(lambda x: f.gelu(x) + f.gelu(x, approximate="tanh")), ((torch.randn(5, 9) * 3).to(dtype),)
    return case


@_per_dtype("batch_norm", ["f16", "bf16"])
def _batch_norm(name):
    dtype = _DTYPES[name]

    def case():
        _seed(60)
        bn = nn.BatchNorm2d(3).eval()
        with torch.no_grad():
            bn.running_mean.uniform_(-1, 1)
            bn.running_var.uniform_(0.5, 2)
            bn.weight.uniform_(0.5, 1.5)
            bn.bias.uniform_(-1, 1)
        return bn.to(dtype), ((torch.randn(2, 3, 5, 4) * 2).to(dtype),)
    return case


@_per_dtype("layer_norm", _FLOATS)
def _layer_norm(name):
    dtype = _DTYPES[name]

    def case():
        _seed(56)
        return nn.LayerNorm([7]).to(dtype), ((torch.randn(3, 5, 7) * 2 + 1).to(dtype),)
    return case


def cat_promotes():
    _seed(46)
    return (Fn(lambda a, b: torch.cat([a, b], dim=0)),
            (torch.randint(-9, 9, (2, 5), dtype=torch.int32), torch.randn(3, 5)))


def argmax_dims():
    _seed(47)
    return (Fn(lambda x: torch.argmax(x, dim=1) * 100 + torch.argmax(x) + torch.argmax(x, dim=-1, keepdim=True)[:, 2]),
            (torch.randn(4, 7, 3),))


def max_pool2d_indices():
    _seed(48)
    return (Fn(lambda x: torch.nn.functional.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)[1]),
            (torch.randn(2, 3, 9, 7),))


def embedding_i32_indices():
    _seed(38)
    return (Fn(lambda ids, w: torch.nn.functional.embedding(ids, w), [torch.randn(11, 5)]),
            (torch.randint(0, 11, (3, 4), dtype=torch.int32),))


def gelu_both():
    _seed(39)
    f = torch.nn.functional
    return Fn(lambda x: f.gelu(x) + f.gelu(x * 0.5, approximate="tanh")), (torch.randn(6, 17) * 3,)


def layer_norm_affine():
    _seed(40)
    return nn.LayerNorm([5, 7]), (torch.randn(3, 5, 7) * 2 + 1,)


def split_any_full_like():
    _seed(41)

    def fn(x):
        a, b, c = x.split([2, 3, 1], dim=1)
        mask = (b > 0.5).any(dim=-1, keepdim=True)
        return torch.where(mask, a.sum(1, keepdim=True), torch.full_like(c, 7.0)) + c

    return Fn(fn), (torch.randn(4, 6, 5),)


def bmm_batched():
    _seed(42)
    return Fn(torch.bmm), (torch.randn(3, 7, 9), torch.randn(3, 9, 4))


def adaptive_avg_pool_overlapping():
    _seed(43)
    return Fn(lambda x: torch.nn.functional.adaptive_avg_pool2d(x, (3, 2))), (torch.randn(2, 3, 7, 5),)


def promote_int_tensor_float_scalar():
    _seed(31)
    return Fn(lambda x: x * 2.5 + 1), (torch.randint(-50, 50, (4, 9), dtype=torch.int32),)


def promote_mixed_tensors():
    _seed(32)
    # i32 with f16 -> f16; u8 with i8 -> i16; bool with i64 -> i64
    return (Fn(lambda a, b, c, d, e: (a + b).float() + (c * d).float() + (e + d.to(torch.int64)).float()),
            (torch.randint(-9, 9, (3, 4), dtype=torch.int32), torch.randn(3, 4).half(),
             torch.randint(0, 255, (3, 4), dtype=torch.uint8), torch.randint(-100, 100, (3, 4), dtype=torch.int8),
             torch.randn(3, 4) > 0))


def compare_broadcast_where():
    _seed(33)
    return (Fn(lambda x, y: torch.where(torch.logical_and(x > y, x != 0.5), x, y * 2) + (x <= 0.25).float()),
            (torch.randn(5, 1, 6), torch.randn(4, 1)))


def integer_wraparound():
    _seed(34)
    big = torch.tensor([2147483647, -2147483648, 123456789, -1], dtype=torch.int32)
    return Fn(lambda x: x * 3 + 7), (big,)


def bool_arithmetic():
    _seed(35)
    return (Fn(lambda a, b: torch.logical_or(torch.logical_xor(a + b, a * b), torch.logical_not(a))),
            (torch.randn(17) > 0, torch.randn(17) > 0.3))


# ---- Scalar overloads of the arithmetic ops (OpInfo samples mostly pass tensors), one family a case ----
def _small(dtype, *shape):
    """Values of `dtype` small enough that a float case keeps its tolerance (1e-4 x max |ref|) tight."""
    return (torch.randn(*shape) * 4).to(dtype) if dtype.is_floating_point else _values(dtype, *shape)


@_per_dtype("scalar_modulo", _NUMERIC)
def _scalar_modulo(name):
    """fmod.Scalar, remainder.Scalar (the divisor's sign) and floor_divide.Scalar, stacked."""
    dtype = _DTYPES[name]

    def case():
        _seed(60)
        d = 5 if dtype == torch.uint8 else -3
        return (Fn(lambda x: torch.stack([torch.fmod(x, 3), torch.remainder(x, d), torch.floor_divide(x, d)])),
                (_small(dtype, 4, 7),))
    return case


@_per_dtype("scalar_power", _NUMERIC)
def _scalar_power(name):
    """pow.Tensor_Scalar and pow.Scalar (a Scalar base), stacked."""
    dtype = _DTYPES[name]

    def case():
        _seed(61)
        if dtype.is_floating_point:
            fn = lambda x: torch.stack([torch.pow(x.abs(), 1.5), torch.pow(x, 2), torch.pow(2.0, x)])  # noqa: E731
            return Fn(fn), ((torch.randn(4, 7) * 3).to(dtype),)
        fn = lambda x: torch.stack([torch.pow(x, 2), torch.pow(2, torch.remainder(x, 5))])  # noqa: E731
        return Fn(fn), (_values(dtype, 4, 7),)
    return case


@_per_dtype("scalar_bitwise", ["i64", "i32", "i16", "i8", "u8", "bool"])
def _scalar_bitwise(name):
    """bitwise_and, _or and _xor with a Scalar, stacked."""
    dtype = _DTYPES[name]

    def case():
        _seed(62)
        a, b, c = (True, False, True) if dtype == torch.bool else (6, 3, 5)
        return Fn(lambda x: torch.stack([x & a, x | b, x ^ c])), (_values(dtype, 4, 7),)
    return case


@_per_dtype("fill_scalar")
def _fill_scalar(name):
    """masked_fill with a Scalar and with a zero-dim tensor, and where with a Scalar self, stacked."""
    dtype = _DTYPES[name]

    def case():
        _seed(63)
        v = True if dtype == torch.bool else 7 if not dtype.is_floating_point else 2.5
        t = torch.tensor(v, dtype=dtype)
        return (Fn(lambda x, m: torch.stack([x.masked_fill(m, v), x.masked_fill(m, t), torch.where(m, v, x)])),
                (_values(dtype, 3, 1, 5), torch.randn(4, 5) > 0))
    return case


@_per_dtype("div_modes", _NUMERIC)
def _div_modes(name):
    """div with rounding_mode trunc and floor, of tensors (broadcast, both signs) and by a Scalar, stacked."""
    dtype = _DTYPES[name]

    def case():
        _seed(66)
        x = _small(dtype, 4, 6)
        y = _small(dtype, 6)
        y = torch.where(y == 0, torch.ones_like(y), y)  # integer division by zero raises
        d = 4 if dtype == torch.uint8 else -4
        return (Fn(lambda x, y: torch.stack([torch.div(x, y, rounding_mode="trunc"),
                                             torch.div(x, y, rounding_mode="floor"),
                                             torch.div(x, d, rounding_mode="trunc"),
                                             torch.div(x, d, rounding_mode="floor")])), (x, y))
    return case


def clamp_tensor_bounds():
    """clamp.Tensor: broadcast tensor bounds, min > max somewhere (max wins), and a NaN."""
    _seed(64)
    x = torch.randn(3, 4, 5)
    x[0, 0, 0] = float("nan")
    return Fn(lambda x, lo, hi: torch.clamp(x, lo, hi)), (x, torch.randn(4, 1) - 0.5, torch.randn(5) + 0.5)


def clamp_tensor_promotes():
    """clamp.Tensor of an int32 tensor with an f32 max and no min: the result is f32."""
    _seed(65)
    return (Fn(lambda x, hi: torch.clamp(x, max=hi)),
            (torch.randint(-50, 50, (6, 3), dtype=torch.int32), torch.randn(6, 1) * 20))


def rounding_halves():
    """floor, ceil, trunc and round (half to even) at halves and negative values."""
    x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.7, 0.7, 3.49, -3.51, 1e7 + 0.5, 0.0])
    return Fn(lambda x: torch.stack([torch.floor(x), torch.ceil(x), torch.trunc(x), torch.round(x)])), (x,)


# ---- reductions: extrema with indices, products, any, mean of all, variance -------------------------
@_per_dtype("extrema_dims")
def _extrema_dims(name):
    """amin over two dims, argmin (numeric), max.dim and min.dim (values and first indices), as f32."""
    dtype = _DTYPES[name]

    def case():
        _seed(80)

        def fn(x):
            parts = [torch.amin(x, (0, 2)), torch.max(x, 1).values, torch.max(x, 1).indices,
                     torch.min(x, -1, keepdim=True).values.flatten(), torch.min(x, -1).indices.flatten()]
            if dtype != torch.bool:
                parts.append(torch.argmin(x, 1).flatten())
            return torch.cat([p.flatten().float() for p in parts])
        return Fn(fn), (_values(dtype, 3, 5, 4),)
    return case


@_per_dtype("prod_dims")
def _prod_dims(name):
    """prod over one dim (keepdim) and over all (integers and bools multiply into int64), as f32."""
    dtype = _DTYPES[name]

    def case():
        _seed(81)
        # Floats: small integers, whose products are exact, so that the order of rounding (PyTorch rounds
        # f16 and bf16 products at each step; edgec in f32, once) does not matter.
        x = torch.randint(-3, 4, (3, 4)).to(dtype) if dtype.is_floating_point else _values(dtype, 3, 4)
        return Fn(lambda x: torch.cat([torch.prod(x, 1, keepdim=True).flatten().float(),
                                       torch.prod(x).reshape(1).float()])), (x,)
    return case


@_per_dtype("any_mean")
def _any_mean(name):
    """any of everything and over two dims (bool), and for floats the mean of everything, as f32."""
    dtype = _DTYPES[name]

    def case():
        _seed(82)
        x = _values(dtype, 3, 5, 4)
        x[1] = 0

        def fn(x):
            parts = [torch.any(x).reshape(1), torch.any(x, dim=(0, 2)), torch.any(x[1])]
            if dtype.is_floating_point:
                parts.append(torch.mean(x).reshape(1))
            return torch.cat([p.flatten().float() for p in parts])
        return Fn(fn), (x,)
    return case


@_per_dtype("variance", _FLOATS)
def _variance(name):
    """var with the default correction over everything, and with correction 0 over one dim (keepdim)."""
    dtype = _DTYPES[name]

    def case():
        _seed(83)
        return (Fn(lambda x: torch.cat([torch.var(x).reshape(1).float(),
                                        torch.var(x, 1, correction=0, keepdim=True).flatten().float()])),
                ((torch.randn(4, 6) * 3 + 1).to(dtype),))
    return case


@_per_dtype("avg_pool", _FLOATS + ["i64"])
def _avg_pool(name):
    """avg_pool2d: padding counted or not, ceil mode (a last window past the padding), divisor_override."""
    dtype = _DTYPES[name]

    def case():
        _seed(91)
        F = torch.nn.functional

        def fn(x):
            return torch.cat([F.avg_pool2d(x, 3, stride=2, padding=1).flatten(),
                              F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False).flatten(),
                              F.avg_pool2d(x, (2, 3), stride=(3, 2), ceil_mode=True).flatten(),
                              F.avg_pool2d(x, 2, divisor_override=3).flatten()])
        x = _small(dtype, 2, 3, 8, 7) if dtype.is_floating_point else torch.randint(-50, 50, (2, 3, 8, 7))
        return Fn(fn), (x,)
    return case


@_per_dtype("constant_pad")
def _constant_pad(name):
    """constant_pad_nd over three dims: padding on both sides, a crop (negative amount), a fill value."""
    dtype = _DTYPES[name]

    def case():
        _seed(92)
        v = True if dtype == torch.bool else 7 if not dtype.is_floating_point else -1.5
        return (Fn(lambda x: torch.nn.functional.pad(x, (1, 2, -1, 3, 0, 1), value=v)), (_values(dtype, 2, 3, 4),))
    return case


def tm_pad_constant():
    """F.pad as torch-mlir's decomposition set leaves it."""
    _seed(93)
    return Fn(lambda x: torch.nn.functional.pad(x, (2, 0, 1, 1), value=0.25)), (torch.randn(2, 3, 4),)


def upsample_nearest():
    """nearest upsampling by a scale factor and to an output size (whole factors 2 and 3)."""
    _seed(94)
    F = torch.nn.functional
    return (Fn(lambda x: F.interpolate(x, scale_factor=2, mode="nearest")[:, :, :4, :6] +
               F.interpolate(x, size=(4, 9), mode="nearest")[:, :, :, :6]), (torch.randn(2, 3, 2, 3),))


# ---- tensors made from constants: arange, full, zeros/ones and their _like / new_ forms, empty + fill ----
def _constants(x, t):
    a = x + torch.arange(4, dtype=torch.float32) * 0.5 + torch.arange(1, 9, 2)
    b = torch.full((3, 4), 2.5) * torch.ones(3, 4) + torch.zeros_like(x) + x.new_ones(3, 4) + x.new_zeros(4)
    c = torch.empty(3, 4).fill_(1.5) + torch.ones_like(x) * torch.arange(0.5, 2.5, 0.5)
    i = t * torch.arange(0, 8, 2) - torch.arange(4)  # int64 throughout
    return torch.cat([a, b, c, i.float().reshape(1, 4)])


def constants_core():
    _seed(90)
    return Fn(_constants), (torch.randn(3, 4), torch.randint(-9, 9, (4,)))


def tm_constants():
    _seed(90)
    return Fn(_constants), (torch.randn(3, 4), torch.randint(-9, 9, (4,)))


# ---- ops torch-mlir's decomposition set keeps (exported with it: test/ops/export_cases.sh) -------------
def tm_matmul_ranks():
    """matmul of every rank combination: batch broadcast, matrix-vector, vector-batch, a batch times a matrix."""
    _seed(70)

    def fn(a, b, c, d, m):
        r1 = torch.matmul(b, c)           # [3,5,4] @ [2,1,4,6] -> [2,3,5,6]
        r2 = torch.matmul(r1, d)          # [2,3,5,6] @ [6] -> [2,3,5]
        r3 = torch.matmul(a, r1)          # [5] @ [2,3,5,6] -> [2,3,6]
        r4 = torch.matmul(r1, m)          # [2,3,5,6] @ [6,2] -> [2,3,5,2]
        return torch.cat([r2, r3, r4.flatten(2)], -1)
    return Fn(fn), (torch.randn(5), torch.randn(3, 5, 4), torch.randn(2, 1, 4, 6), torch.randn(6), torch.randn(6, 2))


def tm_transpose_reshape():
    """transpose.int, t, reshape of a non-contiguous value, flatten and unflatten."""
    _seed(71)
    return (Fn(lambda x, m: (x.transpose(0, 2).reshape(4, 6) @ m.t()).flatten().unflatten(0, (2, 10))),
            (torch.randn(2, 3, 4), torch.randn(5, 6)))


def tm_softmax_int():
    """softmax.int with a dtype (f16 in, f32 out) and log_softmax.int."""
    _seed(72)
    return (Fn(lambda x: torch.softmax(x, 1, dtype=torch.float32) + torch.log_softmax(x.float(), -1)),
            ((torch.randn(3, 7, 5) * 3).half(),))


def tm_conv_pool_norm():
    """conv2d (stride, padding, groups), adaptive_avg_pool2d and layer_norm over three dims."""
    _seed(73)
    return (nn.Sequential(nn.Conv2d(4, 6, 3, stride=2, padding=1, groups=2), nn.AdaptiveAvgPool2d((3, 2)),
                          nn.LayerNorm([6, 3, 2])), (torch.randn(2, 4, 9, 11),))


def tm_sdpa():
    """scaled_dot_product_attention: causal (L != S), a bool mask, a float mask with a scale."""
    _seed(74)
    F = torch.nn.functional

    def fn(q, k, v, keep, bias):
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        b = F.scaled_dot_product_attention(q, k, v, attn_mask=keep)
        c = F.scaled_dot_product_attention(q, k, v, attn_mask=bias, scale=0.3)
        return torch.cat([a, b, c], -1)
    keep = torch.randn(5, 7) > -0.5
    keep[:, 0] = True  # no row fully masked
    return Fn(fn), (torch.randn(2, 3, 5, 8), torch.randn(2, 3, 7, 8), torch.randn(2, 3, 7, 4), keep,
                    torch.randn(2, 1, 5, 7))


# ---- indexing: gathers by tensors of positions, reorderings, scatters into slices ----
@_per_dtype("index_gather")
def _index_gather(name):
    """index_select, index.Tensor (negative positions; indexed dims apart, adjacent, leading) and gather, with
    the positions as run-time inputs."""
    dtype = _DTYPES[name]

    def case():
        _seed(95)

        def fn(x, i, j, g):
            return torch.cat([torch.index_select(x, 1, i).flatten(), x[j, :, i].flatten(), x[:, j, i].flatten(),
                              x[i - 4].flatten(), torch.gather(x, 2, g).flatten(), x[j].flatten()])
        i = torch.tensor([4, 0, 2])
        j = torch.tensor([[0, -1, 3], [2, 1, -2]])
        g = torch.randint(0, 6, (4, 5, 2))
        return Fn(fn), (_values(dtype, 4, 5, 6), i, j, g)
    return case


@_per_dtype("reorder")
def _reorder(name):
    """flip, repeat, diagonal (both offsets), slice_scatter (steps 1 and 2), select_scatter, copy with
    broadcasting."""
    dtype = _DTYPES[name]

    def case():
        _seed(96)

        def fn(x):
            y = torch.zeros(2, 4, 5, dtype=x.dtype)
            y.copy_(x[1])
            return torch.cat([x.flip(0, 2).flatten(), x.repeat(2, 1, 1, 2).flatten(),
                              torch.diagonal(x, 1, 0, 2).flatten(), torch.diagonal(x, -1, 2, 1).flatten(),
                              torch.slice_scatter(x, x.flip(0)[:, ::2], dim=1, step=2).flatten(),
                              torch.slice_scatter(x, x[:, :, 1:3].flip(1), dim=2, start=-4, end=-2).flatten(),
                              torch.select_scatter(x, x[1].flip(1), 0, -1).flatten(), y.flatten()])
        return Fn(fn), (_values(dtype, 3, 4, 5),)
    return case


@_per_dtype("index_pad", _NUMERIC)
def _index_pad(name):
    """reflection padding of 1, 2 and 3 dims and replication padding of 2 and 3."""
    dtype = _DTYPES[name]

    def case():
        _seed(97)
        F = torch.nn.functional

        def fn(x3, x4, x5):
            return torch.cat([F.pad(x3, (2, 3), mode="reflect").flatten(),
                              F.pad(x4, (1, 2, 3, 0), mode="reflect").flatten(),
                              F.pad(x4, (2, 1, 0, 3), mode="replicate").flatten(),
                              F.pad(x5, (1, 1, 1, 0, 0, 1), mode="reflect").flatten(),
                              F.pad(x5, (0, 2, 1, 0, 2, 0), mode="replicate").flatten(),
                              F.pad(x4, (2, 1, 1, 2), mode="circular").flatten()])
        return Fn(fn), (_values(dtype, 2, 3, 5), _values(dtype, 1, 2, 4, 5), _values(dtype, 1, 2, 3, 4, 2))
    return case


@_per_dtype("upsample", _FLOATS)
def _upsample(name):
    """bilinear upsampling (to a size; by a factor, with and without align_corners; downsampling) and
    nearest upsampling by fractional factors."""
    dtype = _DTYPES[name]

    def case():
        _seed(98)
        F = torch.nn.functional

        def fn(x):
            return torch.cat([F.interpolate(x, size=(7, 5), mode="bilinear").flatten(),
                              F.interpolate(x, scale_factor=2.5, mode="bilinear", align_corners=True).flatten(),
                              F.interpolate(x, scale_factor=(1.5, 0.75), mode="bilinear").flatten(),
                              F.interpolate(x, size=(2, 3), mode="bilinear", align_corners=True).flatten(),
                              F.interpolate(x, size=(5, 7), mode="nearest").flatten(),
                              F.interpolate(x, scale_factor=1.7, mode="nearest").flatten()])
        return Fn(fn), (_small(dtype, 2, 3, 3, 4),)
    return case


@_per_dtype("group_norm", _FLOATS)
def _group_norm(name):
    """native_group_norm's three results (with an affine, and without one), instance norm and batch norm in
    training mode (_native_batch_norm_legit.no_stats)."""
    dtype = _DTYPES[name]

    def case():
        _seed(99)
        F = torch.nn.functional

        def fn(x, w, b):
            out, mean, rstd = torch.ops.aten.native_group_norm(x, w, b, 2, 6, 15, 3, 1e-3)
            return torch.cat([out.flatten(), mean.flatten().to(x.dtype), rstd.flatten().to(x.dtype),
                              F.group_norm(x, 2).flatten(), F.instance_norm(x, weight=w, bias=b).flatten(),
                              F.batch_norm(x, None, None, w, b, training=True, eps=1e-4).flatten()])
        return Fn(fn), (_small(dtype, 2, 6, 5, 3), _small(dtype, 6), _small(dtype, 6))
    return case


@_per_dtype("native_layer_norm_stats", _FLOATS)
def _native_layer_norm_stats(name):
    """native_layer_norm's three results (mean and rstd as their own outputs): over two trailing dims with an
    affine, over one without, and over rows longer than a workgroup (the kernel's tree reduction)."""
    dtype = _DTYPES[name]

    def case():
        _seed(101)

        def fn(x, w, b, y):
            out, mean, rstd = torch.ops.aten.native_layer_norm(x, [5, 7], w, b, 1e-5)
            out2, mean2, rstd2 = torch.ops.aten.native_layer_norm(x, [7], None, None, 1e-3)
            out3, mean3, rstd3 = torch.ops.aten.native_layer_norm(y, [1000], None, None, 1e-5)
            return out, mean, rstd, out2, mean2, rstd2, out3, mean3, rstd3
        return Fn(fn), ((torch.randn(3, 5, 7) * 2 + 1).to(dtype), _small(dtype, 5, 7), _small(dtype, 5, 7),
                        (torch.randn(4, 1000) * 3 - 2).to(dtype))
    return case


@_per_dtype("conv_nd", _FLOATS)
def _conv_nd(name):
    """1-D convolution (strided, dilated, grouped; transposed; unbatched) and 3-D convolution (strided,
    padded, dilated, grouped)."""
    dtype = _DTYPES[name]

    def case():
        _seed(100)
        c1 = nn.Conv1d(4, 6, 3, stride=2, padding=1, dilation=2, groups=2)
        t1 = nn.ConvTranspose1d(4, 3, 3, stride=2, padding=1, output_padding=1)
        c3 = nn.Conv3d(4, 6, (3, 2, 3), stride=(2, 1, 2), padding=(1, 0, 1), dilation=(1, 2, 1), groups=2)
        for m in (c1, t1, c3):
            m.to(dtype)

        def fn(x1, x3):
            return torch.cat([c1(x1).flatten(), t1(x1).flatten(), c1(x1[0]).flatten(), c3(x3).flatten()])

        class Convs(nn.Module):
            def __init__(self):
                super().__init__()
                self.c1, self.t1, self.c3 = c1, t1, c3

            def forward(self, x1, x3):
                return fn(x1, x3)
        return Convs(), (_small(dtype, 2, 4, 11), _small(dtype, 1, 4, 5, 6, 7))
    return case


def tm_conv_nd():
    """conv1d and conv3d as torch-mlir's decomposition set leaves them, and group_norm."""
    _seed(101)
    return (Fn(lambda x1, x3, w1, w3, g: torch.cat([
        torch.nn.functional.conv1d(x1, w1, stride=2, padding=1).flatten(),
        torch.nn.functional.conv3d(x3, w3, padding=1, groups=2).flatten(),
        torch.nn.functional.group_norm(x1, 2, g).flatten()]),
        [torch.randn(5, 4, 3), torch.randn(6, 2, 2, 3, 2), torch.randn(4)]),
        (torch.randn(2, 4, 9), torch.randn(1, 4, 4, 5, 3)))


@_per_dtype("pool1d", _FLOATS)
def _pool1d(name):
    """avg_pool1d (ceil mode, padding not counted), adaptive_avg_pool1d (overlapping windows), max_pool1d."""
    dtype = _DTYPES[name]

    def case():
        _seed(102)
        F = torch.nn.functional
        return (Fn(lambda x: torch.cat([F.avg_pool1d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False).flatten(),
                                        F.adaptive_avg_pool1d(x, 4).flatten(), F.max_pool1d(x, 2).flatten()])),
                (_small(dtype, 2, 3, 11),))
    return case


@_per_dtype("vector_norm", _FLOATS)
def _vector_norm(name):
    """linalg.vector_norm at ord 2, 1, inf, -inf, 0, 3 and 0.5, over all dims and over some (keepdim)."""
    dtype = _DTYPES[name]

    def case():
        _seed(103)
        n = torch.linalg.vector_norm

        def fn(x):
            return torch.cat([n(x).reshape(1), n(x, 1, dim=1).flatten(), n(x, float("inf"), dim=(0, 2)).flatten(),
                              n(x, float("-inf"), dim=-1, keepdim=True).flatten(), n(x, 0, dim=0).flatten(),
                              n(x, 3, dim=2).flatten(), n(x, 0.5, dim=(1, 2), keepdim=True).flatten()])
        x = _small(dtype, 3, 4, 5)
        x[0, 1, 2] = 0
        return Fn(fn), (x,)
    return case


@_per_dtype("elu", _FLOATS)
def _elu(name):
    """elu with alpha, selu (scale), celu (input scale)."""
    dtype = _DTYPES[name]

    def case():
        _seed(104)
        F = torch.nn.functional
        return (Fn(lambda x: torch.cat([F.elu(x, 0.7).flatten(), F.selu(x).flatten(), F.celu(x, 1.5).flatten()])),
                (_small(dtype, 4, 9),))
    return case


@_per_dtype("kept_pad", _NUMERIC)
def _kept_pad(name):
    """F.pad as aten.pad with its modes (exported with --keep: torch.export's Core ATen decompositions
    otherwise rewrite reflection and replication into index.Tensor, as index_pad_* shows)."""
    return _index_pad(name)


@_per_dtype("kept_padnd", _NUMERIC)
def _kept_padnd(name):
    """The reflection_pad1d/2d/3d and replication_pad2d/3d ops themselves (exported with --keep)."""
    return _index_pad(name)


@_per_dtype("cumsum", _NUMERIC + ["bool"])
def _cumsum(name):
    """cumsum along the first and last dims (integers and bools into int64, wrapping), and with a dtype."""
    dtype = _DTYPES[name]

    def case():
        _seed(105)
        x = _small(dtype, 3, 37) if dtype.is_floating_point else _values(dtype, 3, 37)
        return (Fn(lambda x: torch.cat([x.cumsum(1).flatten().to(torch.float32),
                                        x.cumsum(0).flatten().to(torch.float32),
                                        torch.cumsum(x, -1, dtype=torch.float32).flatten()])), (x,))
    return case


@_per_dtype("pool3d", ["f32"])  # PyTorch's CPU avg_pool3d takes no f16 or bf16
def _pool3d(name):
    """avg_pool3d (padding counted or not, ceil mode, divisor_override), adaptive 3-D average pooling
    (overlapping windows) and max_pool3d (padding, dilation, ceil mode)."""
    dtype = _DTYPES[name]

    def case():
        _seed(106)
        F = torch.nn.functional

        def fn(x):
            return torch.cat([F.avg_pool3d(x, 3, 2, 1).flatten(),
                              F.avg_pool3d(x, (2, 3, 2), (1, 2, 2), (1, 1, 0), ceil_mode=True,
                                           count_include_pad=False).flatten(),
                              F.avg_pool3d(x, 2, divisor_override=3).flatten(),
                              F.adaptive_avg_pool3d(x, (3, 2, 4)).flatten(),
                              F.max_pool3d(x, 3, 2, 1).flatten(),
                              F.max_pool3d(x, (2, 2, 3), (1, 2, 1), (0, 1, 1), dilation=(2, 1, 1), ceil_mode=True).flatten()])
        return Fn(fn), (_small(dtype, 2, 3, 5, 6, 7),)
    return case


@_per_dtype("max_pool3d_indices", _NUMERIC)
def _max_pool3d_indices(name):
    """max_pool3d with its indices (first maximum; NaN wins): padding, dilation and ceil mode, batched and
    unbatched (C, D, H, W); and max_pool2d of an unbatched (C, H, W) input."""
    dtype = _DTYPES[name]

    def case():
        _seed(113)
        F = torch.nn.functional
        x = _values(dtype, 2, 3, 5, 6, 7)
        if dtype.is_floating_point:
            x[0, 1, 2, 3, 4], x[1, 2, 0, 0, 0] = float("nan"), float("nan")

        def fn(x):
            v, i = F.max_pool3d(x, 3, 2, 1, return_indices=True)
            w, j = F.max_pool3d(x[0], (2, 2, 3), (1, 2, 1), (0, 1, 1), dilation=(2, 1, 1), ceil_mode=True,
                                return_indices=True)
            u, k = F.max_pool2d(x[1, 0], 2, 2, 1, return_indices=True)
            return v, i, w, j, u, k
        return Fn(fn), (x,)
    return case


@_per_dtype("max_pool3d_values", _NUMERIC)
def _max_pool3d_values(name):
    """max_pool3d itself (exported keeping aten.max_pool3d, as torch-mlir's importer leaves it), batched and
    unbatched."""
    dtype = _DTYPES[name]

    def case():
        _seed(116)
        F = torch.nn.functional
        return (Fn(lambda x: (F.max_pool3d(x, 2, stride=2, ceil_mode=True), F.max_pool3d(x[0], 3, 1, 1, dilation=(1, 2, 1)))),
                (_values(dtype, 2, 2, 5, 7, 5),))
    return case


@_per_dtype("avg_pool3d", _FLOATS + ["i64"])  # f16, bf16: references from PyTorch's CUDA kernel (export_cases.sh)
def _avg_pool3d(name):
    """avg_pool3d (padding counted or not, ceil mode, divisor_override; integers divide truncating), batched
    and unbatched; avg_pool2d of an unbatched input."""
    dtype = _DTYPES[name]

    def case():
        _seed(114)
        F = torch.nn.functional
        x = _small(dtype, 2, 3, 5, 6, 7)

        def fn(x):
            return (F.avg_pool3d(x, 3, 2, 1), F.avg_pool3d(x, (2, 3, 2), (1, 2, 2), (1, 1, 0), ceil_mode=True,
                                                             count_include_pad=False),
                    F.avg_pool3d(x[0], 2, divisor_override=3), F.avg_pool2d(x[1, 0], 3, 2, 1, count_include_pad=False))
        return Fn(fn), (x,)
    return case


@_per_dtype("topk_rows", ["f32", "i32"])
def _topk_rows(name):
    """topk of long rows (a classifier's top 5 of 1000, the smallest 7 along dim 0) of distinct values."""
    dtype = _DTYPES[name]

    def case():
        _seed(115)
        x = torch.stack([torch.randperm(1000) for _ in range(3)]).to(dtype)
        if dtype.is_floating_point:
            x = x / 7

        def fn(x):
            return torch.topk(x, 5) + torch.topk(x.t(), 7, 0, largest=False)
        return Fn(fn), (x,)
    return case


@_per_dtype("norm_partial_affine", _FLOATS)
def _norm_partial_affine(name):
    """layer_norm and group_norm with a weight and no bias, and with a bias and no weight (each kernel reads
    which it has)."""
    dtype = _DTYPES[name]

    def case():
        _seed(117)
        F = torch.nn.functional
        x, w, b = torch.randn(2, 6, 3, 5).to(dtype), torch.rand(5).to(dtype) + 0.5, torch.randn(5).to(dtype)
        wc, bc = torch.rand(6).to(dtype) + 0.5, torch.randn(6).to(dtype)

        def fn(x, w, b, wc, bc):
            return (F.layer_norm(x, [5], weight=w), F.layer_norm(x, [5], bias=b),
                    F.group_norm(x, 3, weight=wc), F.group_norm(x, 2, bias=bc))
        return Fn(fn, [w, b, wc, bc]), (x,)
    return case


@_per_dtype("distances", ["f32"])  # PyTorch's CPU cdist takes no f16 or bf16
def _distances(name):
    """cdist at p 2, 1, inf, 0.5 and 0 (batched), pdist at p 2 and 3."""
    dtype = _DTYPES[name]

    def case():
        _seed(107)

        def fn(a, b, x):
            return torch.cat([torch.cdist(a, b).flatten(), torch.cdist(a, b, 1).flatten(),
                              torch.cdist(a, b, float("inf")).flatten(), torch.cdist(a, b, 0.5).flatten(),
                              torch.cdist(a, b, 0).flatten(), torch.pdist(x).flatten(), torch.pdist(x, 3).flatten()])
        return Fn(fn), (_small(dtype, 2, 5, 3), _small(dtype, 2, 4, 3), _small(dtype, 6, 4))
    return case


def _integral_floats(dtype, *shape):
    """Small whole numbers of `dtype`: sums and products of a few stay exact in every float type, so that
    an order of accumulation other than PyTorch's gives the same result."""
    return torch.randint(-2, 3, shape).to(dtype) if dtype.is_floating_point else _values(dtype, *shape)


@_per_dtype("scatters")
def _scatters(name):
    """scatter (src, value), scatter_add and scatter_reduce (sum, prod, mean, amax, amin, with and without
    self) along dim 1, an index smaller than self in dim 0 and repeated positions (not for replacing)."""
    dtype = _DTYPES[name]

    def case():
        _seed(108)
        unique = torch.stack([torch.randperm(6)[:4] for _ in range(3)])  # [3, 4], no repeats in a row
        repeated = torch.randint(0, 6, (3, 5))
        value = True if dtype == torch.bool else 3

        def fn(x, src, unique, repeated):
            parts = [torch.scatter(x, 1, unique, src[:, :4]), torch.scatter(x, 1, unique, value)]
            if dtype != torch.bool:
                parts.append(torch.scatter_add(x, 1, repeated, src))
                for reduce in ("sum", "prod", "mean", "amax", "amin"):
                    for include_self in (True, False):
                        parts.append(torch.scatter_reduce(x, 1, repeated, src, reduce, include_self=include_self))
            return torch.cat([p.flatten() for p in parts])
        return Fn(fn), (_integral_floats(dtype, 4, 6), _integral_floats(dtype, 3, 5), unique, repeated)
    return case


@_per_dtype("index_put")
def _index_put(name):
    """index_put: rows by position (negative ones too), elements by two index tensors, a column broadcast
    from a scalar tensor, and accumulation over repeated positions."""
    dtype = _DTYPES[name]

    def case():
        _seed(109)

        def fn(x, rows, cols, v):
            a = torch.index_put(x, (torch.tensor([2, -1]),), v[:2])
            b = torch.index_put(x, (rows, cols), v[0, :3])
            c = x.clone()
            c[:, torch.tensor([1])] = v[0, 0]
            parts = [a, b, c]
            if dtype != torch.bool:
                parts.append(torch.index_put(x, (torch.tensor([0, 3, 0, 0]),), v[:4], accumulate=True))
            return torch.cat([p.flatten() for p in parts])
        return (Fn(fn), (_integral_floats(dtype, 5, 4), torch.tensor([0, 4, 2]), torch.tensor([1, -1, 3]),
                         _integral_floats(dtype, 4, 4)))
    return case


@_per_dtype("masked_scatter")
def _masked_scatter(name):
    """masked_scatter with a mask broadcast over rows, and a source larger than needed."""
    dtype = _DTYPES[name]

    def case():
        _seed(110)
        return (Fn(lambda x, m, s: torch.cat([x.masked_scatter(m, s).flatten(), x.masked_scatter(m[0], s).flatten()])),
                (_values(dtype, 3, 7), torch.rand(3, 7) > 0.5, _values(dtype, 30)))
    return case


@_per_dtype("sorting")
def _sorting(name):
    """sort both ways (ties keep their order; NaN last, or first descending) and topk (largest and smallest,
    of distinct values), values and indices."""
    dtype = _DTYPES[name]

    def case():
        _seed(111)
        x = _values(dtype, 3, 9)
        if dtype.is_floating_point:
            x[0, 2], x[1, 5], x[2, 0], x[2, 4] = float("nan"), 0.0, -0.0, 0.0
        x[1, 1] = x[1, 3]  # a tie
        distinct = torch.stack([torch.randperm(9) for _ in range(4)])
        distinct = (distinct - 4).to(dtype) if dtype not in (torch.bool, torch.uint8) else distinct.to(dtype)

        def fn(x, d):
            parts = list(torch.sort(x, 1)) + list(torch.sort(x, 0, descending=True))
            if dtype != torch.bool:
                parts += list(torch.topk(d, 3, 1)) + list(torch.topk(d.t(), 2, 0, largest=False))  # distinct: no ties
            return torch.cat([p.flatten().to(torch.float32) for p in parts])
        return Fn(fn), (x, distinct)
    return case



@_per_dtype("grid_sample", _FLOATS)
def _grid_sample(name):
    """grid_sampler_2d at every interpolation (bilinear, nearest, bicubic) x padding (zeros, border,
    reflection) x align_corners, with grid points beyond the borders."""
    dtype = _DTYPES[name]

    def case():
        _seed(112)
        F = torch.nn.functional

        def fn(x, grid):
            return torch.cat([F.grid_sample(x, grid, mode, padding, align_corners=align).flatten()
                              for mode in ("bilinear", "nearest", "bicubic")
                              for padding in ("zeros", "border", "reflection") for align in (False, True)])
        return Fn(fn), (_small(dtype, 2, 3, 5, 7), (torch.rand(2, 4, 6, 2) * 2.8 - 1.4).to(dtype))
    return case


@_per_dtype("fold", _FLOATS)
def _fold(name):
    """col2im (F.fold): overlapping blocks with padding; stride and dilation per dim; unbatched."""
    dtype = _DTYPES[name]

    def case():
        _seed(113)
        F = torch.nn.functional

        def fn(a, b, c):
            return torch.cat([F.fold(a, (7, 8), 3, padding=1, stride=2).flatten(),
                              F.fold(b, (6, 9), (2, 3), dilation=(2, 1), padding=(0, 1), stride=(1, 2)).flatten(),
                              F.fold(c, (4, 5), 2, padding=2, stride=3).flatten()])
        a = _small(dtype, 2, 3 * 9, 16)   # 4 x 4 blocks
        b = _small(dtype, 2, 2 * 6, 20)   # 4 x 5 blocks
        c = _small(dtype, 3 * 4, 9)       # 3 x 3 blocks
        return Fn(fn), (a, b, c)
    return case


# The same with col2im kept from decomposition (test/ops/export_cases.sh), as exporters other than Core ATen's
# decomposition table leave it: edgec's own lowering of col2im.
_per_dtype("kept_col2im", _FLOATS)(_fold)


def kept_var_dim():
    """aten.var.dim (unbiased, over two dims, keepdim; biased over one) as called directly: exports of
    torch.var give var.correction, other exporters this overload."""
    _seed(115)
    aten = torch.ops.aten
    return (Fn(lambda x: torch.cat([aten.var.dim(x, [1, 2], True, True).flatten(),
                                     aten.var.dim(x, [0], False, False).flatten()])),
            (torch.randn(3, 4, 5),))


def kept_div_scalar_mode():
    """aten.div.Scalar_mode, floor and trunc rounding of a float and an integer tensor by a Scalar."""
    _seed(116)
    aten = torch.ops.aten
    return (Fn(lambda x, n: torch.cat([aten.div.Scalar_mode(x, -2.5, rounding_mode="floor"),
                                       aten.div.Scalar_mode(x, 3, rounding_mode="trunc"),
                                       aten.div.Scalar_mode(n, 3, rounding_mode="floor").float(),
                                       aten.div.Scalar_mode(n, -4, rounding_mode="trunc").float()])),
            (torch.randn(13) * 10, torch.randint(-20, 20, (13,))))


def kept_embedding_bag():
    """aten._embedding_bag (the overload training graphs hold; inference ones hold _forward_only): sum and
    mean bags with an empty one, and its offsets of bags."""
    _seed(117)
    aten = torch.ops.aten

    def fn(w, idx, off):
        s = aten._embedding_bag.default(w, idx, off, False, 0)[0]
        m = aten._embedding_bag.default(w, idx, off, False, 1)[0]
        return torch.cat([s.flatten(), m.flatten()])
    return Fn(fn), (torch.randn(12, 5), torch.tensor([3, 1, 7, 3, 3, 11, 0, 5]), torch.tensor([0, 4, 4]))


@_per_dtype("embedding_bag", _FLOATS)
def _embedding_bag(name):
    """F.embedding_bag: sum, mean and max over bags of offsets (an empty bag, include_last_offset,
    padding_idx, per_sample_weights), 2-D indices without offsets, int32 indices."""
    dtype = _DTYPES[name]

    def case():
        _seed(114)
        F = torch.nn.functional

        def fn(w, idx, off, psw, idx2d):
            return torch.cat([F.embedding_bag(idx, w, off, mode="sum").flatten(),
                              F.embedding_bag(idx, w, off, mode="mean", padding_idx=3).flatten(),
                              F.embedding_bag(idx, w, off, mode="max").flatten(),
                              F.embedding_bag(idx, w, off, mode="sum", per_sample_weights=psw).flatten(),
                              F.embedding_bag(idx, w, off, mode="mean", include_last_offset=True).flatten(),
                              F.embedding_bag(idx2d, w, mode="max", padding_idx=0).flatten(),
                              F.embedding_bag(idx.int(), w, off.int(), mode="mean").flatten()])
        w = _small(dtype, 12, 5)
        idx = torch.tensor([3, 1, 7, 3, 3, 11, 0, 5, 9, 2, 3])
        off = torch.tensor([0, 4, 4, 8])  # bag 1 is empty
        idx2d = torch.tensor([[0, 4, 6], [0, 0, 0], [8, 1, 0]])
        return Fn(fn), (w, idx, off, torch.rand(11).to(dtype), idx2d)
    return case

# FFTs: _fft_r2c and _fft_c2r, and the ops that take their complex values.
def fft_rfft_complex_out():
    _seed(120)
    return Fn(lambda x: torch.fft.rfft(x)), (torch.randn(3, 10),)


def fft_rfft_dim0_ortho_view_as_real():
    _seed(121)
    return Fn(lambda x: torch.view_as_real(torch.fft.rfft(x, dim=0, norm="ortho"))), (torch.randn(9, 4),)


def fft_rfft2_abs():
    _seed(122)
    return Fn(lambda x: torch.fft.rfft2(x).abs()), (torch.randn(2, 6, 7),)


def fft_fft_of_real_forward():
    _seed(123)
    return Fn(lambda x: torch.fft.fft(x, norm="forward")), (torch.randn(5, 12),)


def fft_filter_real_gain():
    """rfft, a real per-frequency gain, irfft: a complex times a real tensor."""
    _seed(124)
    return Fn(lambda x, w: torch.fft.irfft(torch.fft.rfft(x) * w, n=16), [torch.rand(9)]), (torch.randn(4, 16),)


def fft_irfft_complex_in_odd():
    _seed(125)
    return Fn(lambda z: torch.fft.irfft(z, n=11, norm="forward")), (torch.randn(3, 6, dtype=torch.complex64),)


def fft_irfft2_roundtrip():
    _seed(126)
    return Fn(lambda x: torch.fft.irfft2(torch.fft.rfft2(x) * 0.5, s=(5, 8))), (torch.randn(2, 5, 8),)


def fft_convolution_complex_mul():
    """Circular convolution through the FFT: complex times complex, plus and minus."""
    _seed(127)

    def fn(x, y):
        fx, fy = torch.fft.rfft(x), torch.fft.rfft(y)
        return torch.fft.irfft(fx * fy + fx - fy, n=x.shape[-1])
    return Fn(fn), (torch.randn(2, 15), torch.randn(2, 15))


def fft_stft_power_spectrogram():
    """A power spectrogram as torchaudio computes it: framed, windowed, onesided STFT, |X|^2."""
    _seed(128)
    window = torch.hann_window(32)
    return (Fn(lambda x: torch.stft(x, n_fft=32, hop_length=8, window=window, return_complex=True).abs().pow(2)),
            (torch.randn(2, 200),))


# Tensor.item() (_local_scalar_dense) whose value is an operand: the scalar stays on the device.
def item_scales_float():
    _seed(130)
    return Fn(lambda x, t: x * t.item() + t.item()), (torch.randn(3, 5), torch.randn(1))


def item_int_on_int_tensor():
    _seed(131)
    return Fn(lambda x, n: (x - n.item()) * n.item()), (torch.randint(-9, 9, (4, 3), dtype=torch.int32),
                                                         torch.tensor(3))


def item_float_on_int_tensor():
    """An int32 tensor times the item of an f16 tensor: a Python float, so the result is f32, not f16."""
    _seed(132)
    return Fn(lambda x, t: x * t.item()), (torch.randint(-9, 9, (6,), dtype=torch.int32),
                                           torch.tensor([[0.37]], dtype=torch.float16))


def item_compare_and_fill():
    _seed(133)

    def fn(x, t):
        threshold = t.item()
        return torch.where(x > threshold, x, torch.zeros_like(x)), x.masked_fill(x <= threshold, threshold)
    return Fn(fn), (torch.randn(4, 6), torch.tensor(0.25))


def item_f16_tensor_f32_item():
    """An f16 tensor plus an item of an f32 tensor: computed at the item's precision, rounded to f16 once."""
    _seed(134)
    return Fn(lambda x, t: x + t.sum().item()), (torch.randn(7).half(), torch.randn(3))


def fft_ifft_of_fft_real():
    """fft of a real signal (full spectrum), a real gain, ifft (_fft_c2c inverse), the real part."""
    _seed(135)
    return (Fn(lambda x, g: torch.fft.ifft(torch.fft.fft(x) * g).real, [torch.rand(10)]),
            (torch.randn(3, 10),))


def fft_fft2_complex_in_ortho():
    _seed(136)
    return Fn(lambda z: torch.fft.fft2(z, norm="ortho")), (torch.randn(2, 5, 6, dtype=torch.complex64),)


def fft_conj_power():
    """z times its conjugate, |z|^2 as a complex number, and the angle of z."""
    _seed(137)

    def fn(x):
        z = torch.fft.rfft(x)
        return z * z.conj(), torch.angle(z)
    return Fn(fn), (torch.randn(4, 12),)


def complex_abs_extremes_views_bool():
    """|z| without overflow or underflow (hypot), with infinite and NaN parts; complex to bool; reshape and t."""
    inf, nan = float("inf"), float("nan")
    z = torch.tensor([3e20 + 4e20j, 1e-30 + 0j, complex(inf, nan), 0j, complex(nan, 1.0), 1j, -2 + 0j,
                      complex(-inf, 2.0)], dtype=torch.complex64)
    return Fn(lambda z: (z.abs(), z.to(torch.bool), z.reshape(4, 2).t())), (z,)



@_per_dtype("shifts", ["i64", "i32", "i16", "i8", "u8"])
def _shifts(name):
    """<< and >> (__lshift__, __rshift__, as exports give them) and bitwise_left_shift / bitwise_right_shift by
    counts from negative to past the type's width (ATen: 0 for a left shift, the sign for a right one)."""
    dtype = _DTYPES[name]
    bits = torch.iinfo(dtype).bits

    def case():
        _seed(80)
        x = _values(dtype, 4, 9)
        low = 0 if dtype == torch.uint8 else -3
        counts = torch.arange(low, low + 36).reshape(4, 9).remainder(bits + 6) + low
        counts = counts.to(dtype)
        return (Fn(lambda x, n: (x << n, x >> n, x << 3, x >> 2, torch.bitwise_left_shift(x, n),
                                 torch.bitwise_right_shift(x, n), torch.bitwise_right_shift(x, 5),
                                 torch.bitwise_left_shift(x, 4))), (x, counts))
    return case

# ---- int64 across its whole range -----------------------------------------------------------------------
# Values whose high words matter: carries and borrows between the 32-bit halves, products that wrap, the
# extremes, and values just past int32's range. Devices without shaderInt64 compute them as word pairs
# (shaders/int64_pairs.glsl); the OpInfo samples of int64 stay within a few hundred.
def _wide_int64(n, *shape):
    _seed(n)
    special = torch.tensor([0, 1, -1, 2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32 - 1, 2**32, -2**32,
                            2**62 + 12345, -2**62 - 7, 2**63 - 1, -2**63, 3, -5], dtype=torch.int64)
    x = torch.randint(-2**62, 2**62, shape, dtype=torch.int64) * torch.randint(1, 3, shape, dtype=torch.int64)
    flat = x.flatten()
    flat[:special.numel()] = special
    return flat.reshape(shape)


def int64_wide_arithmetic():
    """+, -, * (wrapping), negation, abs, bitwise ops and comparisons over the whole int64 range."""
    a, b = _wide_int64(90, 4, 8), _wide_int64(91, 4, 8).flip(1)
    return (Fn(lambda a, b: (a + b, a - b, a * b, -a, a.abs(), a & b, a | b, a ^ b, ~a, torch.maximum(a, b),
                             torch.minimum(a, b), a < b, a >= b, a == b, torch.where(a > b, a, b),
                             a.clamp(-2**40, 2**40 + 3), torch.sub(a, b, alpha=3))), (a, b))


def int64_wide_division():
    """floor_divide, fmod and remainder of wide values (divisors non-zero and not -1, which ATen traps)."""
    a = _wide_int64(92, 5, 6)
    b = _wide_int64(93, 5, 6) >> torch.randint(0, 62, (5, 6))
    b = torch.where((b == 0) | (b == -1), torch.full_like(b, 7), b)
    return Fn(lambda a, b: (torch.floor_divide(a, b), torch.fmod(a, b), torch.remainder(a, b), a // 1000003)), (a, b)


def int64_wide_conversions():
    """int64 to f32 (rounded to nearest even), f16, int32 and int8 (wrapping) and bool; f32 and int32 to
    int64; int64 mixed with a float tensor."""
    a = _wide_int64(94, 4, 7)
    _seed(95)
    f = torch.randn(4, 7) * torch.logspace(0, 18, 28).reshape(4, 7)  # within int64's range
    i = torch.randint(-2**31, 2**31 - 1, (4, 7), dtype=torch.int32)
    return (Fn(lambda a, f, i: (a.float(), (a % 60013).half(), a.to(torch.int32), a.to(torch.int8), a.bool(), f.long(),
                                i.long(), a + f, a + i)), (a, f, i))


def int64_wide_reductions():
    """sum (carries), prod (wrapping), amax, amin, argmax and cumsum of wide values; mean of their float."""
    a = _wide_int64(96, 6, 9) >> 4
    return (Fn(lambda a: (a.sum(1), a.prod(0), a.amax(1), a.amin(0), a.argmax(1), a.cumsum(1),
                          a.float().mean(1))), (a,))


def int64_wide_matmul_pool():
    """Integer mm (wrapping), conv2d and avg_pool2d (truncating) of wide int64 values."""
    a, b = _wide_int64(97, 5, 7) >> 8, _wide_int64(98, 7, 3) >> 30
    x, w = _wide_int64(99, 1, 2, 5, 5) >> 20, _wide_int64(100, 3, 2, 2, 2) >> 40
    return (Fn(lambda a, b, x, w: (a @ b, torch.nn.functional.conv2d(x, w),
                                   torch.nn.functional.avg_pool2d(x, 2, ceil_mode=True))), (a, b, x, w))

CASES = [name for name, f in list(globals().items()) if callable(f) and not name.startswith("_") and name != "Fn"]

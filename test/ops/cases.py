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


CASES = [name for name, f in list(globals().items()) if callable(f) and not name.startswith("_") and name != "Fn"]

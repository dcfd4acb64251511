"""Exports PyTorch's OpInfo sample inputs (torch.testing._internal.common_methods_invocations) for every op of
edgec's registry (compiler/registry/edge_ops.py) that has an OpInfo, at each dtype the registry claims, and for
the ops edgec decomposes, at each dtype PyTorch's CPU kernels take, with PyTorch's outputs as references: OUTDIR/NAME.mlir, NAME.input*.npy, NAME.output*.npy.

  python3 test/ops/export_opinfo.py OUTDIR [OP...]   (needs PyTorch; run by test/ops/export_cases.sh)

With OPs (aten names), only their samples are exported.

A sample is kept when its export holds only ops edgec lowers and only the claimed dtype, and it returns
tensors (several for sort, topk, max.dim, split_with_sizes); the others are counted and the reasons printed. Large samples are skipped to keep the repo small.
"""

import os
import re
import sys

import torch

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "compiler", "registry"))
sys.path.insert(0, os.path.join(ROOT, "python"))

import gen_ops  # noqa: E402
from edgec_export.export import aten_op, export_module, reference_outputs, save_io  # noqa: E402
from edgec_export.printer import ExportError, print_program  # noqa: E402

# registry op -> OpInfo name (variant_test_name after a colon)
OPINFO = {
    "aten.add.Tensor": "add", "aten.sub.Tensor": "sub", "aten.mul.Tensor": "mul",
    "aten.div.Tensor": "div:no_rounding_mode", "aten.rsub.Scalar": "rsub",
    "aten.relu.default": "nn.functional.relu", "aten.hardtanh.default": "nn.functional.hardtanh",
    "aten.neg.default": "neg", "aten.abs.default": "abs", "aten.exp.default": "exp", "aten.log.default": "log",
    "aten.sqrt.default": "sqrt", "aten.rsqrt.default": "rsqrt", "aten.reciprocal.default": "reciprocal",
    "aten.sin.default": "sin", "aten.cos.default": "cos", "aten.tanh.default": "tanh",
    "aten.tan.default": "tan", "aten.asin.default": "asin", "aten.acos.default": "acos", "aten.atan.default": "atan",
    "aten.sinh.default": "sinh", "aten.cosh.default": "cosh", "aten.asinh.default": "asinh",
    "aten.acosh.default": "acosh", "aten.atanh.default": "atanh", "aten.log2.default": "log2",
    "aten.log10.default": "log10",
    "aten.sigmoid.default": "sigmoid", "aten.silu.default": "nn.functional.silu",
    "aten.hardswish.default": "nn.functional.hardswish", "aten.hardsigmoid.default": "nn.functional.hardsigmoid",
    "aten.leaky_relu.default": "nn.functional.leaky_relu", "aten.mm.default": "mm", "aten.addmm.default": "addmm",
    "aten.permute.default": "permute", "aten.mean.dim": "mean", "aten._softmax.default": "softmax",
    "aten.sum.dim_IntList": "sum", "aten.amax.default": "amax", "aten._log_softmax.default": "log_softmax",
    "aten.convolution.default": "nn.functional.conv2d", "aten.max_pool2d.default": "nn.functional.max_pool2d",
    "aten.eq.Tensor": "eq", "aten.ne.Tensor": "ne", "aten.lt.Tensor": "lt", "aten.le.Tensor": "le",
    "aten.gt.Tensor": "gt", "aten.ge.Tensor": "ge", "aten.eq.Scalar": "eq", "aten.ne.Scalar": "ne",
    "aten.lt.Scalar": "lt", "aten.le.Scalar": "le", "aten.gt.Scalar": "gt", "aten.ge.Scalar": "ge",
    "aten.logical_not.default": "logical_not", "aten.logical_and.default": "logical_and",
    "aten.logical_or.default": "logical_or", "aten.logical_xor.default": "logical_xor",
    "aten.where.self": "where", "aten.add.Scalar": "add", "aten.sub.Scalar": "sub", "aten.mul.Scalar": "mul",
    "aten.div.Scalar": "div:no_rounding_mode", "aten.erf.default": "erf", "aten.bitwise_not.default": "bitwise_not",
    "aten.bmm.default": "bmm", "aten.baddbmm.default": "baddbmm", "aten.embedding.default": "nn.functional.embedding",
    "aten._adaptive_avg_pool2d.default": "nn.functional.adaptive_avg_pool2d", "aten.expand.default": "expand",
    "aten.select.int": "select", "aten.slice.Tensor": "narrow", "aten.cat.default": "cat",
    "aten.clamp.default": "clamp", "aten.nonzero.default": "nonzero", "aten.masked_select.default": "masked_select", "aten.argmax.default": "argmax", "aten.silu.default": "nn.functional.silu",
    "aten.hardswish.default": "nn.functional.hardswish", "aten.hardsigmoid.default": "nn.functional.hardsigmoid",
    "aten.expm1.default": "expm1", "aten.log1p.default": "log1p", "aten.floor.default": "floor",
    "aten.ceil.default": "ceil", "aten.trunc.default": "trunc", "aten.round.default": "round",
    "aten.sign.default": "sign", "aten.isnan.default": "isnan", "aten.isinf.default": "isinf",
    "aten.maximum.default": "maximum", "aten.minimum.default": "minimum", "aten.atan2.default": "atan2",
    "aten.pow.Tensor_Tensor": "pow", "aten.pow.Tensor_Scalar": "pow", "aten.pow.Scalar": "__rpow__",
    "aten.fmod.Tensor": "fmod", "aten.fmod.Scalar": "fmod", "aten.remainder.Tensor": "remainder",
    "aten.remainder.Scalar": "remainder", "aten.floor_divide.default": "floor_divide",
    "aten.bitwise_and.Tensor": "bitwise_and",
    "aten.bitwise_or.Tensor": "bitwise_or", "aten.bitwise_xor.Tensor": "bitwise_xor",
    "aten.bitwise_and.Scalar": "__rand__", "aten.bitwise_or.Scalar": "__ror__", "aten.bitwise_xor.Scalar": "__rxor__",
    "aten.bitwise_left_shift.Tensor": "bitwise_left_shift", "aten.bitwise_right_shift.Tensor": "bitwise_right_shift",
    "aten.masked_fill.Scalar": "masked_fill", "aten.masked_fill.Tensor": "masked_fill",
    "aten.relu6.default": "nn.functional.relu6", "aten.mish.default": "nn.functional.mish",
    "aten.as_strided.default": "as_strided", "aten.amin.default": "amin", "aten.argmin.default": "argmin",
    "aten.prod.dim_int": "prod", "aten.avg_pool2d.default": "nn.functional.avg_pool2d",
    # decomposed into edge ops: every dtype PyTorch's CPU kernels take
    "aten.index_select.default": "index_select", "aten.index.Tensor": "__getitem__", "aten.gather.default": "gather",
    "aten.flip.default": "flip", "aten.repeat.default": "repeat", "aten.diagonal.default": "diagonal",
    "aten.slice_scatter.default": "slice_scatter", "aten.select_scatter.default": "select_scatter",
    "aten.reflection_pad1d.default": "nn.functional.pad:reflect",
    "aten.reflection_pad2d.default": "nn.functional.pad:reflect",
    "aten.reflection_pad3d.default": "nn.functional.pad:reflect",
    "aten.replication_pad2d.default": "nn.functional.pad:replicate",
    "aten.replication_pad3d.default": "nn.functional.pad:replicate",
    "aten.avg_pool1d.default": "nn.functional.avg_pool1d",
    "aten.adaptive_avg_pool1d.default": "nn.functional.adaptive_avg_pool1d",
    "aten.upsample_bilinear2d.vec": "nn.functional.interpolate:bilinear",
    "aten.upsample_nearest2d.vec": "nn.functional.interpolate:nearest",
    "aten.native_group_norm.default": "nn.functional.group_norm",
    "aten._native_batch_norm_legit.no_stats": "nn.functional.instance_norm",
    "aten.elu.default": "nn.functional.elu", "aten.linalg_vector_norm.default": "linalg.vector_norm",
    "aten.conv1d.default": "nn.functional.conv1d", "aten.conv3d.default": "nn.functional.conv3d",
    "aten.group_norm.default": "nn.functional.group_norm", "aten.cumsum.default": "cumsum",
    "aten.avg_pool3d.default": "nn.functional.avg_pool3d",
    "aten._adaptive_avg_pool3d.default": "nn.functional.adaptive_avg_pool3d",
    "aten.max_pool3d_with_indices.default": "nn.functional.max_pool3d",
    "aten._cdist_forward.default": "cdist", "aten._pdist_forward.default": "nn.functional.pdist",
    "aten.scatter.src": "scatter", "aten.scatter.value": "scatter", "aten.scatter_add.default": "scatter_add",
    "aten.scatter_reduce.two": ("scatter_reduce:sum", "scatter_reduce:prod", "scatter_reduce:mean",
                                "scatter_reduce:amax", "scatter_reduce:amin"),
    "aten.index_put.default": "index_put", "aten.masked_scatter.default": "masked_scatter",
    "aten.sort.default": "sort", "aten.topk.default": "topk",
    "aten.grid_sampler_2d.default": "grid_sampler_2d", "aten._embedding_bag.default": "nn.functional.embedding_bag",
    "aten._embedding_bag_forward_only.default": "nn.functional.embedding_bag",
    "aten.view.default": "view", "aten.unsqueeze.default": "unsqueeze", "aten.squeeze.dim": "squeeze",
    "aten.squeeze.dims": "squeeze:multiple", "aten.clone.default": "clone",
    "aten.max.dim": "max:reduction_with_dim", "aten.min.dim": "min:reduction_with_dim",
    "aten.max_pool2d_with_indices.default": "nn.functional.max_pool2d",
    "aten.split_with_sizes.default": "split_with_sizes",
    "aten.gelu.default": "nn.functional.gelu", "aten.native_layer_norm.default": "nn.functional.layer_norm",
    "aten.var.correction": "var", "aten.var.dim": "var", "aten.constant_pad_nd.default": "nn.functional.pad:constant",
    "aten.any.default": "any", "aten.any.dim": "any", "aten.any.dims": "any", "aten.prod.default": "prod",
    "aten.mean.default": "mean", "aten.clamp.Tensor": "clamp", "aten.fill.Scalar": "fill",
    "aten.full_like.default": "full_like",
    "aten.div.Tensor_mode": ("div:floor_rounding", "div:trunc_rounding"),
    "aten._native_batch_norm_legit_no_training.default": "nn.functional.batch_norm",
    "aten._native_batch_norm_legit.default": "nn.functional.batch_norm",
    "aten._fft_r2c.default": ("fft.rfft", "fft.rfft2", "fft.rfftn", "fft.fft"),
    "aten._fft_c2r.default": ("fft.irfft", "fft.irfft2", "fft.irfftn"),
    "aten._fft_c2c.default": ("fft.fft", "fft.ifft", "fft.fft2", "fft.ifft2", "fft.fftn", "fft.ifftn"),
    "aten.angle.default": "angle", "aten.conj_physical.default": "conj_physical", "aten._conj.default": "conj",
    "aten.resolve_conj.default": "resolve_conj",
    "aten.unfold.default": "unfold",
    # ops torch-mlir's decomposition set and other exporters keep (the op under test is kept from decomposition)
    "aten.linear.default": "nn.functional.linear", "aten.matmul.default": "matmul",
    "aten.layer_norm.default": "nn.functional.layer_norm", "aten.conv2d.default": "nn.functional.conv2d",
    "aten.scaled_dot_product_attention.default": "nn.functional.scaled_dot_product_attention",
    "aten.softmax.int": "softmax", "aten.log_softmax.int": "log_softmax", "aten.t.default": "t",
    "aten.transpose.int": "transpose", "aten.flatten.using_ints": "flatten", "aten.unflatten.int": "unflatten",
    "aten.reshape.default": "reshape", "aten.view_as.default": "view_as",
    "aten.adaptive_avg_pool2d.default": "nn.functional.adaptive_avg_pool2d",
    "aten.pad.default": ("nn.functional.pad:constant", "nn.functional.pad:reflect", "nn.functional.pad:replicate",
                         "nn.functional.pad:circular"),
    "aten.zeros_like.default": "zeros_like", "aten.ones_like.default": "ones_like",
    "aten.new_zeros.default": "new_zeros", "aten.new_ones.default": "new_ones", "aten.view_as_real.default": "view_as_real",
    "aten.view_as_complex.default": "view_as_complex", "aten.real.default": "real", "aten.imag.default": "imag",
}
# Decomposed ops whose decomposition takes fewer dtypes than PyTorch (the compiler names the reason).
DECOMPOSED_DTYPES = {"aten.upsample_bilinear2d.vec": ("f32", "f16", "bf16"), "aten.avg_pool3d.default": ("f32", "f16", "bf16"),
                     "aten._adaptive_avg_pool3d.default": ("f32", "f16", "bf16"),
                     # real inputs (integers are promoted to f32 first); complex inputs (c2r)
                     "aten._fft_r2c.default": ("f32", "i32", "u8"), "aten._fft_c2r.default": ("f32", "c64"),
                     "aten.view_as_real.default": ("c64",), "aten.view_as_complex.default": ("f32",),
                     "aten.real.default": ("c64",), "aten.imag.default": ("c64",), "aten._fft_c2c.default": ("c64",),
                     "aten.angle.default": ("f32", "f16", "i64", "i32", "u8", "bool", "c64"),
                     "aten.conj_physical.default": ("f32", "c64"), "aten._conj.default": ("c64",),
                     "aten.resolve_conj.default": ("c64",)}
# Ops Core ATen decomposes but torch-mlir's decomposition set keeps: their samples are exported with it.
TORCH_MLIR_KEPT = {"aten.silu.default", "aten.hardswish.default", "aten.hardsigmoid.default", "aten.relu6.default",
                   "aten.mish.default", "aten.masked_fill.Scalar", "aten.masked_fill.Tensor",
                   "aten.floor_divide.default", "aten.conv1d.default", "aten.conv3d.default",
                   "aten.group_norm.default"}
INDEX_ARGS = {"index", "indices", "offsets"}
TIES_UNSPECIFIED = {"aten.topk.default"}
# ops whose result's size is a count found in the data (exported with an unbacked size symbol)
DATA_DEPENDENT = {"aten.nonzero.default", "aten.masked_select.default"}
TORCH_DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "i64": torch.int64,
                "i32": torch.int32, "i16": torch.int16, "i8": torch.int8, "u8": torch.uint8, "bool": torch.bool}
TORCH_DTYPE_NAMES = {v: k for k, v in TORCH_DTYPES.items()}
# complex64 only where an op takes it (DECOMPOSED_DTYPES): edgec computes complex values in few ops
COMPLEX_DTYPES = {"c64": torch.complex64}
ALL_DTYPES = dict(TORCH_DTYPES, **COMPLEX_DTYPES)
MAX_SAMPLES = 6       # per op at f32
MAX_SAMPLES_OTHER = 2  # per op at each other dtype: keeps the suite within CI's time
MAX_ELEMENTS = 4096   # per tensor: keeps the stored references small


class Sample(torch.nn.Module):
    """Calls `fn` with the sample's arguments; the tensors among them, and those in tensor lists (cat's), are
    the module's inputs: `positions` holds (argument, index in its list or None) per input."""

    def __init__(self, fn, args, kwargs, positions):
        super().__init__()
        self.fn, self.args, self.kwargs, self.positions = fn, list(args), dict(kwargs), positions

    def forward(self, *tensors):
        args = [list(a) if isinstance(a, (list, tuple)) else a for a in self.args]
        for (p, j), t in zip(self.positions, tensors):
            if j is None:
                args[p] = t
            else:
                args[p][j] = t
        return self.fn(*args, **self.kwargs)


def find_opinfo(name):
    # PyTorch's test utilities import expecttest (a test-only package) for assertExpected, which sample
    # inputs never use: stand in for it where it is not installed.
    try:
        import expecttest  # noqa: F401
    except ImportError:
        import types
        import unittest

        sys.modules["expecttest"] = types.SimpleNamespace(TestCase=unittest.TestCase)
    from torch.testing._internal.common_methods_invocations import op_db

    base, _, variant = name.partition(":")
    for op in op_db:
        if op.name == base and op.variant_test_name == variant:
            return op
    return None


def main(outdir, only=()):
    rows = gen_ops.read_table(os.path.join(ROOT, "compiler", "registry", "aten_ops.tsv"))
    lowered = set(r.op_name for r in rows if r.lowering != "-")
    os.makedirs(outdir, exist_ok=True)
    kept, skipped = 0, {}
    for r in rows:
        if r.lowering == "-" or r.name not in OPINFO or (only and r.name not in only):
            continue
        # one OpInfo name, or a tuple of them (an op's variants): up to the sample limit from each
        names = OPINFO[r.name] if isinstance(OPINFO[r.name], tuple) else (OPINFO[r.name],)
        ops = [find_opinfo(name) for name in names]
        for name, op in zip(names, ops):
            if op is None:
                print("no OpInfo %s for %s" % (name, r.name))
        # A decomposed op runs on the kernels of the ops it becomes: its samples at every dtype PyTorch takes.
        dtypes = r.reg.dtypes if r.reg is not None else DECOMPOSED_DTYPES.get(r.name, list(TORCH_DTYPES))
        for dtype in dtypes:
            n = 0  # numbers the samples of every variant
            for op in (op for op in ops if op is not None):
                if ALL_DTYPES[dtype] not in op.supported_dtypes("cpu"):
                    print("%s: PyTorch's CPU kernels do not take %s" % (r.name, dtype))
                    continue
                taken = 0
                for sample in op.sample_inputs("cpu", ALL_DTYPES[dtype], requires_grad=False):
                    if taken >= (MAX_SAMPLES if dtype == "f32" else MAX_SAMPLES_OTHER):
                        break
                    why = export_sample(op, sample, r, dtype, lowered, outdir, n)
                    if why:
                        skipped[why] = skipped.get(why, 0) + 1
                    else:
                        n += 1
                        taken += 1
                        kept += 1
    print("kept %d samples; skipped: %s" % (kept, ", ".join("%s %d" % kv for kv in sorted(skipped.items()))))


def kept_op(row):
    """The op of `row` as an overload to keep from decomposition (none for prims and unknown ops)."""
    op = aten_op(row.name[len("aten."):]) if row.name.startswith("aten.") else None
    return (op,) if op is not None else ()


def export_sample(op, sample, row, dtype, lowered, outdir, n):
    """Exports one sample; returns why it was skipped, or None."""
    def tensors(a):
        return isinstance(a, (list, tuple)) and a and all(isinstance(t, torch.Tensor) for t in a)

    if not isinstance(sample.input, torch.Tensor) and not tensors(sample.input):
        return "non-tensor input"
    args = [sample.input] + list(sample.args)
    if any(isinstance(v, torch.Tensor) for v in sample.kwargs.values()):
        return "tensor keyword argument"
    if sample.kwargs.get("dropout_p", 0):  # random: no reference a kernel can be held to (and not inference)
        return "dropout"
    positions = []
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor):
            positions.append((i, None))
        elif tensors(a):
            positions += [(i, j) for j in range(len(a))]
    inputs = [(args[i] if j is None else args[i][j]).clone() for i, j in positions]
    if any(t.numel() > MAX_ELEMENTS for t in inputs):
        return "too large"
    # topk's indices of equal values are unspecified (ATen's CPU kernel picks them by its partial sort):
    # only inputs without repeated values give references a kernel can be held to.
    if row.name in TIES_UNSPECIFIED and inputs[0].unique().numel() < inputs[0].numel():
        return "repeated values (indices of ties unspecified)"
    module = Sample(op.op, args, sample.kwargs, positions)
    try:
        outputs = reference_outputs(module, inputs)
        if not outputs or not all(isinstance(o, torch.Tensor) for o in outputs):
            return "not tensor results"
        decompositions = "torch-mlir" if row.name in TORCH_MLIR_KEPT else "core"
        # The op under test is kept: Core ATen lists ops its own decomposition table rewrites (the paddings,
        # slice_scatter), which other exporters leave in programs.
        text = print_program(export_module(module, inputs, decompositions, keep=kept_op(row)))
    except (ExportError, Exception) as e:  # torch.export rejects some samples (data-dependent shapes, ...)
        return "export failed (%s)" % type(e).__name__
    # A row count found in the data is a size edgec takes from the op that finds it (nonzero's)
    if re.search(r"!torch\.vtensor<\[[^\]]*\?", text) and row.name not in DATA_DEPENDENT:
        return "data-dependent shape"
    used = set(re.findall(r"torch\.(aten\.[\w.]+) ", text)) | set(re.findall(r'torch\.operator "torch\.([\w.]+)"', text))
    if not used or not used <= lowered:
        return "needs ops edgec does not lower"
    if row.op_name not in used:
        return "exports without the op"
    # The inputs at the sample's dtype; the result may differ (comparisons give bool, division float) and
    # so may a condition (where).
    if any(o.dtype not in TORCH_DTYPE_NAMES and o.dtype not in COMPLEX_DTYPES.values() for o in outputs):
        return "result dtype edgec does not take"
    allowed = {gen_ops._TORCH_DTYPES.get(dtype, dtype), gen_ops._TORCH_DTYPES["bool"]}
    allowed |= {gen_ops._TORCH_DTYPES[TORCH_DTYPE_NAMES[o.dtype]] for o in outputs if o.dtype in TORCH_DTYPE_NAMES}
    if any(o.dtype in COMPLEX_DTYPES.values() for o in outputs):  # FFTs of integers compute in f32
        allowed.add("f32")
    # Index operands (gather's index, embedding's indices, embedding_bag's offsets) are int64 or int32 at
    # every dtype of the data.
    if any(a.name in INDEX_ARGS and a.base.startswith("Tensor") for a in row.args):
        allowed |= {gen_ops._TORCH_DTYPES["i64"], gen_ops._TORCH_DTYPES["i32"]}
    if not set(re.findall(r"!torch\.vtensor<\[[^\]]*\],(\w+)>", text)) <= allowed:
        return "other dtypes"
    name = "%s_%s_%d" % (row.edge_name.replace(".", "_"), dtype, n)
    with open(os.path.join(outdir, name + ".mlir"), "w") as f:
        f.write(text)
    save_io(os.path.join(outdir, name), inputs, outputs)
    return None


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])

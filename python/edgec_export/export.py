"""torch.export plus decompositions, and the reference tensors that go with an exported program."""

import copy
import os

import torch

# torch-mlir's narrower decomposition set (torch_mlir.extras.fx_decomp_util.DEFAULT_DECOMPOSITIONS): what its
# FX importer decomposes by default; everything else stays as exported (aten.linear, aten.layer_norm, ...).
TORCH_MLIR_DECOMPOSITIONS = [
    "embedding_dense_backward", "native_layer_norm_backward", "slice_backward", "select_backward",
    "norm.ScalarOpt_dim", "native_group_norm", "upsample_bilinear2d.vec", "split.Tensor", "split_with_sizes",
    "native_layer_norm", "masked_fill.Tensor", "masked_fill.Scalar", "t", "addmm",
    "_native_batch_norm_legit_functional", "_native_batch_norm_legit_no_training", "_native_batch_norm_legit",
    "_native_batch_norm_legit.no_stats", "squeeze.dims", "soft_margin_loss", "im2col", "_euclidean_dist",
    "index_copy", "index_copy_", "grid_sampler_2d", "log_sigmoid_forward", "unsafe_split.Tensor",
    "binary_cross_entropy", "dot", "_adaptive_avg_pool2d", "_prelu_kernel", "full", "_log_softmax",
    "nll_loss_forward", "nll_loss_backward", "_to_copy", "_log_softmax_backward_data", "lift_fresh_copy.default",
    "_unsafe_index.Tensor", "_scaled_dot_product_flash_attention_for_cpu",
]

DECOMPOSITIONS = ("core", "torch-mlir", "none")


def aten_op(name):
    """torch.ops.aten.<name> (a packet or, with `.overload`, an overload), or None if this PyTorch lacks it."""
    base, _, overload = name.partition(".")
    packet = getattr(torch.ops.aten, base, None)
    if packet is None or not overload:
        return packet
    return getattr(packet, overload, None)


def decomposition_table(decompositions, keep=()):
    if decompositions == "core":
        table = torch.export.default_decompositions()
        for op in keep:
            table.pop(op, None)
        return table
    if decompositions == "torch-mlir":
        from torch._decomp import get_decompositions

        ops = [op for op in (aten_op(n) for n in TORCH_MLIR_DECOMPOSITIONS) if op is not None]
        return get_decompositions([op for op in ops if op not in keep])
    raise ValueError("unknown decompositions %r (one of %s)" % (decompositions, ", ".join(DECOMPOSITIONS)))


def resized_inputs(inputs, dims, sizes, seed=0):
    """`inputs` with the dynamic dimensions named in `sizes` ({name: size}) resized: random values like the
    examples' (floats from a normal distribution, integers within the examples' range)."""
    gen = torch.Generator().manual_seed(seed)
    out = []
    for index, x in enumerate(inputs):
        shape = list(x.shape)
        for name, size in sizes.items():
            for i, d in dims.positions[name]:
                if i == index:
                    shape[d] = size
        if shape == list(x.shape):
            out.append(x)
        elif x.dtype.is_floating_point:
            out.append(torch.randn(shape, generator=gen).to(x.dtype))
        elif x.dtype == torch.bool:
            out.append(torch.randint(0, 2, shape, generator=gen).bool())
        else:
            high = int(x.max()) + 1 if x.numel() else 2
            out.append(torch.randint(int(x.min()) if x.numel() else 0, high, shape, generator=gen).to(x.dtype))
    return out


def export_module(module, inputs, decompositions="core", keep=(), dynamic_shapes=None):
    """torch.export `module` (in eval mode) on `inputs` and decompose: "core" to the Core ATen opset,
    "torch-mlir" with torch-mlir's narrower default set, "none" not at all. `keep`: op overloads left alone.
    `dynamic_shapes`: torch.export's, for dimensions whose size varies within bounds."""
    module = module.eval()
    program = torch.export.export(module, tuple(inputs), dynamic_shapes=dynamic_shapes)
    if decompositions != "none":
        program = program.run_decompositions(decomposition_table(decompositions, keep))
    return program


def reference_outputs(module, inputs, device="cpu"):
    """PyTorch's outputs for `inputs`, as a list of tensors (on the CPU), computed by its kernels for `device`:
    its CUDA kernels take dtypes some CPU kernels do not (avg_pool3d at f16 and bf16)."""
    with torch.no_grad():
        if device == "cpu":
            outs = module.eval()(*inputs)
        else:
            moved = copy.deepcopy(module).eval().to(device)
            outs = moved(*[t.to(device) if isinstance(t, torch.Tensor) else t for t in inputs])
    outs = list(outs) if isinstance(outs, (list, tuple)) else [outs]
    return [o.cpu() if isinstance(o, torch.Tensor) else o for o in outs]


def save_io(prefix, inputs, outputs):
    """Writes PREFIX.inputN.npy and PREFIX.outputN.npy. NumPy has no bfloat16: bf16 tensors are written as
    f32, exactly (edge-run converts them back)."""
    import numpy as np

    os.makedirs(os.path.dirname(prefix) or ".", exist_ok=True)
    for kind, tensors in (("input", inputs), ("output", outputs)):
        for i, t in enumerate(tensors):
            # row-major: strided results (as_strided) would save in Fortran order; conj views hold their values
            # in a bit NumPy cannot read
            t = t.detach().cpu().resolve_conj().resolve_neg().contiguous()
            np.save("%s.%s%d.npy" % (prefix, kind, i), (t.float() if t.dtype == torch.bfloat16 else t).numpy())

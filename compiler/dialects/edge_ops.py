"""The edge op registry: every fact edgec keeps about an op it compiles, beyond its ATen schema.

aten_ops.tsv holds each ATen op's schema (its operands, parameters and results); this file says, for the
ops that lower to an edge kernel op (`lowering` = edge or view in the table), how to compile them. gen_ops.py
generates from the two together: the edge ODS (operands, attributes, results, traits, the shape and dtype
rules its verifier checks), the CPU kernels' parameter structs (runtime-min/src/generated), the elementwise
kernels of both targets (C++ and GLSL from one expression), the compiler's kernel tables, docs/ops.md and the
consistency test. docs/adding-an-op.md shows which files adding an op touches.

Fields of an entry:
  aten     the ATen `name.overload`, a row of aten_ops.tsv
  shape    how the result shape follows from the operands:
             same       the first tensor operand's
             broadcast  the tensor operands broadcast together (PyTorch's rules)
             custom     hand-written: `XOp::inferShape()` in compiler/dialects/edge/EdgeShapes.cpp
  dtype    how the result element type follows (ATen's type promotion, c10 `result_type`):
             same       the first tensor operand's; every tensor operand has it
             promote    the tensor operands promoted together (categories bool < integer < float;
                        dimensioned tensors over zero-dim ones)
             float      promoted, then integers and bool become the default float (f32): division,
                        transcendental functions
  dtypes   element types the kernels take (.pte names: f32 f16 bf16 i64 i32 i16 i8 u8 bool)
  cpu      runtime-min has a portable kernel (elementwise ops: generated from `expr`)
  vulkan   the shader template (shaders/NAME.comp) that runs it, or None
  expr     elementwise ops only: the scalar expression over the schema's tensor and scalar argument names,
           in the common subset of C++ and GLSL (?:, arithmetic, comparisons, calls of functions both have)
  requires a condition on the scalar parameters that PyTorch enforces; the CPU kernel checks it at load
"""


class Op:
    def __init__(self, aten, shape, dtype, dtypes=("f32",), cpu=True, vulkan=None, expr=None, requires=None):
        self.aten, self.shape, self.dtype = aten, shape, dtype
        self.dtypes, self.cpu, self.vulkan, self.expr = tuple(dtypes), cpu, vulkan, expr
        self.requires = requires


def elementwise(aten, expr, shape="broadcast", dtype="promote", **kw):
    return Op(aten, shape, dtype, vulkan="elementwise", expr=expr, **kw)


OPS = [
    # elementwise
    elementwise("aten.add.Tensor", "self + alpha * other"),
    elementwise("aten.sub.Tensor", "self - alpha * other"),
    elementwise("aten.mul.Tensor", "self * other"),
    elementwise("aten.div.Tensor", "self / other", dtype="float"),
    elementwise("aten.add.Scalar", "self + alpha * other", shape="same"),
    elementwise("aten.sub.Scalar", "self - alpha * other", shape="same"),
    elementwise("aten.rsub.Scalar", "other - alpha * self", shape="same"),
    elementwise("aten.mul.Scalar", "self * other", shape="same"),
    elementwise("aten.div.Scalar", "self / other", shape="same", dtype="float"),
    elementwise("aten.neg.default", "-self", shape="same", dtype="same"),
    elementwise("aten.abs.default", "abs(self)", shape="same", dtype="same"),
    elementwise("aten.exp.default", "exp(self)", shape="same", dtype="float"),
    elementwise("aten.log.default", "log(self)", shape="same", dtype="float"),
    elementwise("aten.sqrt.default", "sqrt(self)", shape="same", dtype="float"),
    elementwise("aten.rsqrt.default", "1 / sqrt(self)", shape="same", dtype="float"),
    elementwise("aten.reciprocal.default", "1 / self", shape="same", dtype="float"),
    elementwise("aten.sin.default", "sin(self)", shape="same", dtype="float"),
    elementwise("aten.cos.default", "cos(self)", shape="same", dtype="float"),
    elementwise("aten.tanh.default", "tanh(self)", shape="same", dtype="float"),
    elementwise("aten.sigmoid.default", "1 / (1 + exp(-self))", shape="same", dtype="float"),
    elementwise("aten.leaky_relu.default", "self > 0 ? self : self * negative_slope", shape="same", dtype="same"),
    elementwise("aten.relu.default", "self < 0 ? 0 : self", shape="same", dtype="same"),  # NaN stays NaN
    # custom shape: its inferShape also rejects min_val > max_val, as PyTorch does
    elementwise("aten.hardtanh.default", "self < min_val ? min_val : (self > max_val ? max_val : self)",
                shape="custom", dtype="same", requires="min_val <= max_val"),
    # data movement
    Op("aten.permute.default", "custom", "same", vulkan="elementwise"),
    Op("aten.view.default", "custom", "same", cpu=False),
    Op("aten.clone.default", "same", "same", cpu=False),
    # linear algebra, convolution, pooling, reductions
    Op("aten.mm.default", "custom", "same", vulkan="matmul"),
    Op("aten.addmm.default", "custom", "same", vulkan="matmul"),
    Op("aten.convolution.default", "custom", "same", vulkan="conv2d"),
    Op("aten.max_pool2d.default", "custom", "same", vulkan="pool2d"),
    Op("aten.mean.dim", "custom", "same", vulkan="reduce"),
    Op("aten.sum.dim_IntList", "custom", "same", vulkan="reduce"),
    Op("aten.amax.default", "custom", "same", vulkan="reduce"),
    Op("aten._softmax.default", "custom", "same", vulkan="softmax"),
    Op("aten._log_softmax.default", "custom", "same", vulkan="softmax"),
]

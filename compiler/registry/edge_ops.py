"""The edge op registry: every fact edgec keeps about an op it compiles, beyond its ATen schema.

aten_ops.tsv holds each ATen op's schema (its operands, parameters and results); this file says which ops
lower to an edge op of their own (an entry here: a kernel op, or a view) and how to compile them. gen_ops.py
generates from the two together: the edge ODS (operands, attributes, results, traits, the shape and dtype
rules its verifier checks), the CPU kernels' parameter structs (runtime-min/src/generated), the elementwise
kernels of both targets (C++ and GLSL from one expression), the compiler's kernel tables, docs/ops.md and the
consistency test. docs/adding-an-op.md shows which files adding an op touches.

Fields of an entry:
  aten     the ATen `name.overload`, a row of aten_ops.tsv
  shape    how the result shape follows from the operands:
             same       the first tensor operand's
             broadcast  the tensor operands broadcast together (PyTorch's rules)
             custom     hand-written: one rule for this op, `EDGE_SHAPE_RULE(XOp, ...)` in compiler/dialects/edge/
                        (EdgeShapes.cpp or a Shapes*.cpp file by family), evaluated over static and over symbolic sizes (docs/adding-an-op.md,
                        "Shape rules")
             NAME       a rule shared by a family of ops (pool, reduce, softmax, sort, strided_read, squeeze), bound
                        to every op that names it by one `EDGE_SHAPE_RULE_FOR(NAME, rule)` line; it tells the ops
                        apart by their `member` fields (an op naming a rule no file binds fails to link)
  dtype    how the result element type follows (ATen's type promotion, c10 `result_type`):
             same       the first tensor operand's; every tensor operand has it
             first      the first tensor operand's; the others may differ (embedding's indices)
             promote    the tensor operands and Scalar parameters promoted together (categories
                        bool < integer < float; dimensioned tensors over zero-dim ones and Scalars,
                        which only lift the category: an i32 tensor plus 2.5 is f32, plus 2 is i32)
             float      promoted, then integers and bool become the default float (f32): division,
                        transcendental functions
             bool       bool (comparisons, logical ops); the operands are compared in their promoted type
             index      i64 (argmax)
             sum        the first tensor operand's if floating, else i64 (ATen sums integers and bools
                        into int64)
             explicit   the program's own result type (a conversion: _to_copy, convert_element_type)
           Elementwise kernels compute in the result's type (widened: f16 and bf16 in f32, integers in
           64 bits), except for `bool` and `explicit`, which compute in the operands' promoted type.
  dtypes   element types the kernels take (.pte names: f32 f16 bf16 i64 i32 i16 i8 u8 bool): every tensor
           operand and result of a call must have one of them
  data_dtypes  where the first tensor operand (the data) takes fewer: argmax's input, embedding's weight
  extra_results  the element types of the results after the first, for ops ATen gives several
           (max_pool2d_with_indices's i64 indices; "same": the first result's type); each result's shape is
           its shape rule's
  cpu      runtime-min has a portable kernel (elementwise ops: generated from `expr`)
  view     the op aliases its operand (a reshape of a contiguous buffer): no kernel of either target
           (cpu=False, no vulkan); edge-out-variants makes it a memref.reinterpret_cast
  vulkan   the kernel family (shaders/NAME.comp, compiler/codegen/Select<Family>.cpp) that runs it, or None
  member   what tells the op apart within its family (kernel_families.py `members`: pool's spatial rank, the
           reduction): compile-time constants of both targets' family code
  expr     elementwise ops only: the scalar expression over the schema's tensor and scalar argument names,
           in the common subset of C++ and GLSL (?:, arithmetic, comparisons, calls of functions both have)
  requires a condition on the scalar parameters that PyTorch enforces; the CPU kernel checks it at load
  commutative  elementwise ops of two tensors: the expression gives the same bits with `self` and `other`
           swapped, where its Scalars are 1 (add's alpha). A fused epilogue (compiler/codegen) reads the
           producer's result as `self` whichever operand it is, so that `x + conv(y)` and `conv(y) + x` compile
           to one shader and one pipeline, not two alike
  absent   elementwise ops with optional Scalars: the value an absent one takes, "lowest" or "highest"
           (of the compute type), which makes the expression ignore it
  data_rows  the first result's dim 0 is a count the kernel finds in its input's values (nonzero's rows): a
           size symbol of the program that runtime-min takes from the CPU kernel at run time (the result is
           planned at the bound torch.export proves, the input's element count); CPU only
  first_result_only  ops with extra results: the op (same operands and attributes) that computes only the
           first, which the canonicalizer substitutes where the others are unused (max_pool2d for
           max_pool2d_with_indices: its kernels write no indices)
  no_kernel_when  (bool attribute, reason): the form of the op that no kernel of either target takes, where
           that attribute is true; the partitioner names it as unsupported and runtime-min's kernel refuses
           it at load (both generated from this one statement)
  same_type_is_identity  the op's result equals its first operand wherever their types agree (an expand or
           a slice to the same shape, a conversion to the same type): the op folds to that operand, in
           functions without size symbols, and in those with symbols where both sizes are stated (edge-infer-dims)
           as the same expressions (there equal upper bounds need not mean equal sizes)
  run_time_params  int, int-list or integer Scalar parameters a dynamic program may give as symbolic sizes
           (the sizes of its result, which its binding states: a resize to a dynamic input's own size; a size
           used as a value, add.Scalar's `other`): torch-bound-shapes
           writes their upper bounds and records the sizes (`edge.run_time_params`); runtime-min evaluates them
           at each execute into the CPU kernel's parameters, and the Vulkan selector takes them from the sizes
           it pushes. Lowered 1:1 (no `lowered_by`)
  lowered_by  where torch-to-edge's pattern for the op is written by hand instead of generated 1:1 (the
           torch op takes forms the edge op does not: convolution's 1-D, 3-D and transposed ones)
"""


# Element type sets, in PyTorch's terms.
FLOAT = ("f32", "f16", "bf16")
INTEGER = ("i64", "i32", "i16", "i8", "u8")
NUMERIC = FLOAT + INTEGER
ALL = NUMERIC + ("bool",)


class Op:
    def __init__(self, aten, shape, dtype, dtypes=("f32",), cpu=True, vulkan=None, expr=None, requires=None,
                 ignore=(), absent=None, data_dtypes=None, extra_results=(), lowered_by=None, data_rows=False,
                 first_result_only=None, no_kernel_when=None, member=None, roles=None, view=False,
                 same_type_is_identity=False, run_time_params=(), commutative=False):
        self.aten, self.shape, self.dtype = aten, shape, dtype
        self.dtypes, self.cpu, self.vulkan, self.expr = tuple(dtypes), cpu, vulkan, expr
        self.requires = requires
        # schema arguments that do not change the values computed (layout, device, memory format): the
        # lowering accepts and drops them
        self.ignore = tuple(ignore)
        self.absent = dict(absent or {})
        self.data_dtypes = tuple(data_dtypes) if data_dtypes else self.dtypes
        self.extra_results = tuple(extra_results)
        self.lowered_by = lowered_by
        self.data_rows = data_rows
        self.first_result_only = first_result_only
        self.no_kernel_when = no_kernel_when
        self.member = dict(member or {})
        # the schema argument that plays each of its family's roles (kernel_families.py), where the names differ
        self.roles = dict(roles or {})
        self.view = view
        self.same_type_is_identity = same_type_is_identity
        self.run_time_params = tuple(run_time_params)
        self.commutative = commutative


def elementwise(aten, expr, shape="broadcast", dtype="promote", **kw):
    return Op(aten, shape, dtype, vulkan="elementwise", expr=expr, **kw)


def unary(aten, expr, dtype="float", dtypes=ALL, **kw):
    return elementwise(aten, expr, shape="same", dtype=dtype, dtypes=dtypes, **kw)


OPS = [
    # elementwise arithmetic (bool tensors add as logical or, multiply as logical and; PyTorch refuses to
    # subtract or negate them)
    elementwise("aten.add.Tensor", "self + alpha * other", dtypes=ALL, commutative=True),
    elementwise("aten.sub.Tensor", "self - alpha * other", dtypes=NUMERIC),
    elementwise("aten.mul.Tensor", "self * other", dtypes=ALL, commutative=True),
    elementwise("aten.div.Tensor", "self / other", dtype="float", dtypes=ALL),
    # `other` may be a size known at run time: torch-bound-shapes makes a size used as a value a zero-dim
    # int64 tensor, a constant plus the size (an integer push constant or CPU parameter)
    elementwise("aten.add.Scalar", "self + alpha * other", shape="same", dtypes=ALL, run_time_params=("other",)),
    elementwise("aten.sub.Scalar", "self - alpha * other", shape="same", dtypes=NUMERIC, run_time_params=("other",)),
    elementwise("aten.rsub.Scalar", "other - alpha * self", shape="same", dtypes=NUMERIC),
    elementwise("aten.mul.Scalar", "self * other", shape="same", dtypes=ALL, run_time_params=("other",)),
    elementwise("aten.div.Scalar", "self / other", shape="same", dtype="float", dtypes=ALL,
                run_time_params=("other",)),
    unary("aten.neg.default", "-self", dtype="same", dtypes=NUMERIC),
    unary("aten.abs.default", "abs(self)", dtype="same", dtypes=NUMERIC),
    unary("aten.exp.default", "exp(self)"),
    unary("aten.log.default", "log(self)"),
    unary("aten.sqrt.default", "sqrt(self)"),
    unary("aten.rsqrt.default", "1 / sqrt(self)"),
    unary("aten.reciprocal.default", "1 / self"),
    unary("aten.sin.default", "sin(self)"),
    unary("aten.cos.default", "cos(self)"),
    unary("aten.tanh.default", "tanh(self)"),
    unary("aten.tan.default", "tan(self)"),
    # asin through atan: Mesa's asin is off by 4e-4 on lavapipe; this form is exact to float rounding
    unary("aten.asin.default", "atan(self / sqrt((1 - self) * (1 + self)))"),
    unary("aten.acos.default", "acos(self)"),
    unary("aten.atan.default", "atan(self)"),
    unary("aten.sinh.default", "sinh(self)"),
    unary("aten.cosh.default", "cosh(self)"),
    unary("aten.asinh.default", "asinh(self)"),
    unary("aten.acosh.default", "acosh(self)"),
    unary("aten.atanh.default", "atanh(self)"),
    unary("aten.log2.default", "log2(self)"),
    unary("aten.log10.default", "log10(self)"),
    unary("aten.sigmoid.default", "1 / (1 + exp(-self))"),
    unary("aten.leaky_relu.default", "self > 0 ? self : self * negative_slope", dtype="same", dtypes=FLOAT),
    unary("aten.relu.default", "self < 0 ? 0 : self", dtype="same", dtypes=NUMERIC),  # NaN stays NaN
    # custom shape: its rule also rejects min_val > max_val, as PyTorch does
    elementwise("aten.hardtanh.default", "self < min_val ? min_val : (self > max_val ? max_val : self)",
                shape="custom", dtype="same", dtypes=FLOAT + ("i64", "i32", "i16", "i8"), requires="min_val <= max_val"),
    # clamp: min(max(self, min), max) as PyTorch computes it (max wins when min > max; NaN stays NaN)
    unary("aten.clamp.default", "(self < min ? min : self) > max ? max : (self < min ? min : self)",
          dtype="promote", dtypes=NUMERIC, absent={"min": "lowest", "max": "highest"}),
    # activations torch-mlir's decomposition set keeps (Core ATen decomposes them)
    unary("aten.silu.default", "self / (1 + exp(-self))", dtype="same", dtypes=FLOAT),
    unary("aten.hardswish.default", "self <= -3 ? 0 : (self >= 3 ? self : self * (self + 3) / 6)", dtype="same",
          dtypes=FLOAT),
    unary("aten.hardsigmoid.default", "self <= -3 ? 0 : (self >= 3 ? 1 : self / 6 + 0.5)", dtype="same",
          dtypes=FLOAT),
    unary("aten.relu6.default", "self < 0 ? 0 : (self > 6 ? 6 : self)", dtype="same",
          dtypes=FLOAT + ("i64", "i32", "i16", "i8")),
    # softplus overflows to inf for large inputs, where tanh gives 1: x, as PyTorch's threshold does
    unary("aten.mish.default", "self * tanh(log1p(exp(self)))", dtype="same", dtypes=FLOAT),
    unary("aten.expm1.default", "expm1(self)"),
    unary("aten.log1p.default", "log1p(self)"),
    # rounding: integers are returned as they are; round is to nearest even, as PyTorch's
    unary("aten.floor.default", "floor(self)", dtype="same", dtypes=NUMERIC),
    unary("aten.ceil.default", "ceil(self)", dtype="same", dtypes=NUMERIC),
    unary("aten.trunc.default", "trunc(self)", dtype="same", dtypes=NUMERIC),
    unary("aten.round.default", "roundEven(self)", dtype="same", dtypes=NUMERIC),
    unary("aten.sign.default", "self > 0 ? 1 : (self < 0 ? -1 : 0)", dtype="same", dtypes=ALL),  # NaN: 0
    unary("aten.isnan.default", "isNan(self)", dtype="bool"),
    unary("aten.isinf.default", "isInf(self)", dtype="bool"),
    # maximum and minimum propagate NaN
    elementwise("aten.maximum.default", "isNan(self) ? self : (isNan(other) ? other : max(self, other))", dtypes=ALL),
    elementwise("aten.minimum.default", "isNan(self) ? self : (isNan(other) ? other : min(self, other))", dtypes=ALL),
    elementwise("aten.atan2.default", "atan2(self, other)", dtype="float", dtypes=ALL),
    # C's pow for floats; integer powers wrap, and a negative exponent gives 1/b toward zero (PyTorch raises
    # for a Scalar one)
    elementwise("aten.pow.Tensor_Tensor", "power(self, exponent)", dtypes=NUMERIC),
    elementwise("aten.pow.Tensor_Scalar", "power(self, exponent)", shape="same", dtypes=NUMERIC),
    elementwise("aten.pow.Scalar", "power(self, exponent)", shape="same", dtypes=NUMERIC),
    # C's fmod (the dividend's sign), Python's % (the divisor's) and floor division; integer division by zero
    # gives 0 where PyTorch raises
    elementwise("aten.fmod.Tensor", "fmod(self, other)", dtypes=NUMERIC),
    elementwise("aten.fmod.Scalar", "fmod(self, other)", shape="same", dtypes=NUMERIC),
    elementwise("aten.remainder.Tensor", "remainder(self, other)", dtypes=NUMERIC),
    elementwise("aten.remainder.Scalar", "remainder(self, other)", shape="same", dtypes=NUMERIC),
    elementwise("aten.floor_divide.default", "floorDivide(self, other)", dtypes=NUMERIC),
    # bitwise ops: integers and bools only (never computed in float)
    elementwise("aten.bitwise_and.Tensor", "self & other", dtypes=INTEGER + ("bool",), commutative=True),
    elementwise("aten.bitwise_or.Tensor", "self | other", dtypes=INTEGER + ("bool",), commutative=True),
    elementwise("aten.bitwise_xor.Tensor", "self ^ other", dtypes=INTEGER + ("bool",), commutative=True),
    elementwise("aten.bitwise_and.Scalar", "self & other", shape="same", dtypes=INTEGER + ("bool",)),
    elementwise("aten.bitwise_or.Scalar", "self | other", shape="same", dtypes=INTEGER + ("bool",)),
    elementwise("aten.bitwise_xor.Scalar", "self ^ other", shape="same", dtypes=INTEGER + ("bool",)),
    # of bools it is logical_not, which torch-to-edge lowers it to
    unary("aten.bitwise_not.default", "~self", dtype="same", dtypes=INTEGER),
    # shifts, as ATen's: by a negative count or by the type's width or more, 0 (left) or the sign (right);
    # the `<<` and `>>` of exports (__lshift__, __rshift__) are the same ops
    elementwise("aten.bitwise_left_shift.Tensor", "shiftLeft(self, other)", dtypes=INTEGER),
    elementwise("aten.bitwise_left_shift.Tensor_Scalar", "shiftLeft(self, other)", shape="same", dtypes=INTEGER),
    elementwise("aten.__lshift__.Tensor", "shiftLeft(self, other)", dtypes=INTEGER),
    elementwise("aten.__lshift__.Scalar", "shiftLeft(self, other)", shape="same", dtypes=INTEGER),
    elementwise("aten.bitwise_right_shift.Tensor", "shiftRight(self, other)", dtypes=INTEGER),
    elementwise("aten.bitwise_right_shift.Tensor_Scalar", "shiftRight(self, other)", shape="same", dtypes=INTEGER),
    elementwise("aten.__rshift__.Tensor", "shiftRight(self, other)", dtypes=INTEGER),
    elementwise("aten.__rshift__.Scalar", "shiftRight(self, other)", shape="same", dtypes=INTEGER),
    # comparisons and logical ops: bool results, compared in the operands' promoted type
    elementwise("aten.eq.Tensor", "self == other", dtype="bool", dtypes=ALL, commutative=True),
    elementwise("aten.ne.Tensor", "self != other", dtype="bool", dtypes=ALL, commutative=True),
    elementwise("aten.lt.Tensor", "self < other", dtype="bool", dtypes=ALL),
    elementwise("aten.le.Tensor", "self <= other", dtype="bool", dtypes=ALL),
    elementwise("aten.gt.Tensor", "self > other", dtype="bool", dtypes=ALL),
    elementwise("aten.ge.Tensor", "self >= other", dtype="bool", dtypes=ALL),
    unary("aten.eq.Scalar", "self == other", dtype="bool", run_time_params=("other",)),
    unary("aten.ne.Scalar", "self != other", dtype="bool", run_time_params=("other",)),
    unary("aten.lt.Scalar", "self < other", dtype="bool", run_time_params=("other",)),
    unary("aten.le.Scalar", "self <= other", dtype="bool", run_time_params=("other",)),
    unary("aten.gt.Scalar", "self > other", dtype="bool", run_time_params=("other",)),
    unary("aten.ge.Scalar", "self >= other", dtype="bool", run_time_params=("other",)),
    unary("aten.logical_not.default", "self == 0", dtype="bool"),
    unary("aten.erf.default", "erf(self)"),
    elementwise("aten.logical_and.default", "self != 0 && other != 0", dtype="bool", dtypes=ALL, commutative=True),
    elementwise("aten.logical_or.default", "self != 0 || other != 0", dtype="bool", dtypes=ALL, commutative=True),
    elementwise("aten.logical_xor.default", "(self != 0) != (other != 0)", dtype="bool", dtypes=ALL, commutative=True),
    elementwise("aten.where.self", "condition != 0 ? self : other", dtypes=ALL),
    elementwise("aten.where.ScalarSelf", "condition != 0 ? self : other", dtypes=ALL),
    # the result has self's type, the fill value converted to it
    elementwise("aten.masked_fill.Scalar", "mask != 0 ? value : self", dtype="first", dtypes=ALL),
    elementwise("aten.masked_fill.Tensor", "mask != 0 ? value : self", dtype="first", dtypes=ALL),
    # conversions: computed in the source type, rounded or truncated (toward zero) into the result's
    # (the target dtype is the result type's; the rest does not change values)
    unary("aten._to_copy.default", "self", dtype="explicit", same_type_is_identity=True,
          ignore=("dtype", "layout", "device", "pin_memory", "non_blocking", "memory_format")),
    unary("prims.convert_element_type.default", "a", dtype="explicit", ignore=("dtype",)),
    # data movement. Reshapes of a contiguous buffer are views (aliases, no kernel); the others are strided
    # reads of their operand (one layout rule each, ShapesDataMovement.cpp), run as strided copies.
    Op("aten.view.default", "custom", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.clone.default", "same", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.alias.default", "same", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.unsqueeze.default", "custom", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.squeeze.dim", "squeeze", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.squeeze.dims", "squeeze", "same", dtypes=ALL, cpu=False, view=True),
    Op("aten.permute.default", "strided_read", "same", dtypes=ALL, vulkan="elementwise"),
    Op("aten.slice.Tensor", "strided_read", "same", dtypes=ALL, vulkan="elementwise", same_type_is_identity=True),
    Op("aten.select.int", "strided_read", "same", dtypes=ALL, vulkan="elementwise"),
    Op("aten.expand.default", "strided_read", "same", dtypes=ALL, vulkan="elementwise", ignore=("implicit",),
       same_type_is_identity=True),
    # any strided read of the operand, taken as contiguous (as exports of split and chunk give it)
    Op("aten.as_strided.default", "strided_read", "same", dtypes=ALL, vulkan="elementwise"),
    # each input copied (and converted to the promoted type) into its slice of the output
    Op("aten.cat.default", "custom", "promote", dtypes=ALL, vulkan="elementwise"),
    # linear algebra, convolution, pooling, reductions
    # integer matmuls wrap as PyTorch's do; floating ones accumulate in f32
    Op("aten.mm.default", "matmul", "same", dtypes=NUMERIC, vulkan="matmul", member=dict(batched=False),
       roles=dict(a="self", b="mat2")),
    Op("aten.bmm.default", "matmul", "same", dtypes=NUMERIC, vulkan="matmul", member=dict(batched=True),
       roles=dict(a="self", b="mat2")),
    Op("aten.addmm.default", "matmul", "same", dtypes=NUMERIC, vulkan="matmul", member=dict(batched=False),
       roles=dict(a="mat1", b="mat2", bias="self")),
    Op("aten.baddbmm.default", "matmul", "same", dtypes=NUMERIC, vulkan="matmul", member=dict(batched=True),
       roles=dict(a="batch1", b="batch2", bias="self")),
    Op("aten.convolution.default", "convolution", "same", dtypes=NUMERIC, vulkan="conv2d",
       lowered_by="compiler/passes/TorchToEdgeConvolution.cpp",
       no_kernel_when=("transposed", "transposed convolution has no kernel yet (torch-to-edge lowers it as the "
                                     "plain convolution it equals)")),
    # max and average pooling over 1, 2 or 3 spatial dims of an input with one or two leading dims ((N,) C):
    # one template, a 2-D window being a 3-D one of depth 1
    Op("aten.max_pool2d.default", "pool", "same", dtypes=NUMERIC, vulkan="pool",
       member=dict(spatial_rank=2, average=False)),
    # indices into each input plane (h * W + w; for 3-D (d * H + h) * W + w), of the first maximum (or NaN)
    Op("aten.max_pool2d_with_indices.default", "pool", "same", dtypes=NUMERIC, vulkan="pool",
       member=dict(spatial_rank=2, average=False),
       extra_results=("i64",), first_result_only="aten.max_pool2d.default"),
    Op("aten.max_pool3d.default", "pool", "same", dtypes=NUMERIC, vulkan="pool",
       member=dict(spatial_rank=3, average=False)),
    Op("aten.max_pool3d_with_indices.default", "pool", "same", dtypes=NUMERIC, vulkan="pool",
       member=dict(spatial_rank=3, average=False),
       extra_results=("i64",), first_result_only="aten.max_pool3d.default"),
    # the window's sum over its divisor (divisor_override, else the window clipped to the padded input with
    # count_include_pad, else its elements inside the input); integers divide truncating, as ATen's
    Op("aten.avg_pool1d.default", "pool", "same", dtypes=FLOAT + ("i64",), vulkan="pool",
       member=dict(spatial_rank=1, average=True)),
    Op("aten.avg_pool2d.default", "pool", "same", dtypes=FLOAT + ("i64",), vulkan="pool",
       member=dict(spatial_rank=2, average=True)),
    Op("aten.avg_pool3d.default", "pool", "same", dtypes=FLOAT + ("i64",), vulkan="pool",
       member=dict(spatial_rank=3, average=True)),
    Op("aten.adaptive_avg_pool1d.default", "adaptive_pool", "same", dtypes=FLOAT, vulkan="adaptive_pool",
       member=dict(spatial_rank=1)),
    Op("aten._adaptive_avg_pool2d.default", "adaptive_pool", "same", dtypes=FLOAT, vulkan="adaptive_pool",
       member=dict(spatial_rank=2)),
    Op("aten._adaptive_avg_pool3d.default", "adaptive_pool", "same", dtypes=FLOAT, vulkan="adaptive_pool",
       member=dict(spatial_rank=3)),
    # bilinear resizing (ATen's CPU kernel, in f32): the sample positions follow from the input's and output's
    # sizes at run time, so one program resizes to sizes only known then (a dynamic input's own size)
    Op("aten.upsample_bilinear2d.vec", "custom", "same", dtypes=FLOAT, vulkan="upsample",
       run_time_params=("output_size",)),
    # rows of the weight (any dtype) gathered by i64 or i32 indices; the result has the weight's type
    Op("aten.embedding.default", "embedding", "first", dtypes=ALL, vulkan="embedding"),
    Op("aten.mean.dim", "reduce", "same", dtypes=FLOAT, vulkan="reduce", member=dict(reduction="mean", identity=True)),
    Op("aten.sum.dim_IntList", "reduce", "sum", dtypes=ALL, vulkan="reduce", member=dict(reduction="sum", identity=True)),
    Op("aten.amax.default", "reduce", "same", dtypes=ALL, vulkan="reduce", member=dict(reduction="max", identity=False)),
    Op("aten.argmax.default", "reduce", "index", dtypes=NUMERIC, vulkan="reduce", member=dict(reduction="argmax", identity=False)),
    Op("aten.amin.default", "reduce", "same", dtypes=ALL, vulkan="reduce", member=dict(reduction="min", identity=False)),
    Op("aten.argmin.default", "reduce", "index", dtypes=NUMERIC, vulkan="reduce", member=dict(reduction="argmin", identity=False)),
    # integers and bools multiply into int64, wrapping, as ATen's
    Op("aten.prod.dim_int", "reduce", "sum", dtypes=ALL, vulkan="reduce", member=dict(reduction="prod", identity=True)),
    # normalization over the trailing normalized_shape dims with the biased variance, computed in f32 (f16 and
    # bf16 rounded once); mean and rstd keep the normalized dims as 1 and have the input's type. Weight and bias
    # are each optional (the kernels read whether each is given: kernel parameters has_weight, has_bias). The
    # lowering is hand-written for layer_norm, which becomes it too.
    Op("aten.native_layer_norm.default", "norm", "same", dtypes=FLOAT, vulkan="norm", member=dict(grouped=False),
       extra_results=("same", "same"), lowered_by="compiler/passes/TorchToEdgeNorms.cpp"),
    # the same over each sample's groups of channels ([N, C, *] as [N, group, C / group * HxW]), the weight and
    # bias per channel; mean and rstd are [N, group]. The lowering takes N and HxW from the input's (upper-bound)
    # shape, where torch.export gives symbolic sizes.
    Op("aten.native_group_norm.default", "norm", "same", dtypes=FLOAT, vulkan="norm", member=dict(grouped=True),
       extra_results=("same", "same"), lowered_by="compiler/passes/TorchToEdgeNorms.cpp"),
    Op("aten._softmax.default", "softmax", "same", dtypes=FLOAT, vulkan="softmax", member=dict(log=False)),
    Op("aten._log_softmax.default", "softmax", "same", dtypes=FLOAT, vulkan="softmax", member=dict(log=True)),
    # each row along `dim` in order, stable (equal values keep their order; NaN after every number, or before
    # them descending or largest, as PyTorch's), with the i64 indices of the values along dim: all of it
    # (sort) or the first k places (topk; sorted=False orders them the same way)
    Op("aten.sort.default", "sort", "same", dtypes=ALL, vulkan="sort", extra_results=("i64",),
       member=dict(top_k=False)),
    Op("aten.topk.default", "sort", "same", dtypes=NUMERIC, vulkan="sort", extra_results=("i64",),
       member=dict(top_k=True)),
    # the coordinates of the non-zero elements in row-major order: [count, rank] int64, count found at run time
    Op("aten.nonzero.default", "custom", "index", dtypes=ALL, data_rows=True),
]


# Core ATen ops edgec does not compile, by design, each with its reason (docs/ops.md prints them). Every other
# op that does not lower yet is work still to do.
_BACKWARD = "a gradient (training only)"
_RANDOM = "random numbers (training-time noise; inference exports contain none)"
_SYMBOLIC = "a symbolic size query, not a tensor op (torch-mlir's importer prints sym_size.int as aten.size.int)"
EXCLUDED = {
    "aten._adaptive_avg_pool2d_backward.default": _BACKWARD,
    "aten.avg_pool2d_backward.default": _BACKWARD,
    "aten.convolution_backward.default": _BACKWARD,
    "aten.embedding_dense_backward.default": _BACKWARD,
    "aten.max_pool2d_with_indices_backward.default": _BACKWARD,
    "aten.native_group_norm_backward.default": _BACKWARD,
    "aten.native_layer_norm_backward.default": _BACKWARD,
    "aten.rand.default": _RANDOM,
    "aten.randn.default": _RANDOM,
    "aten.randperm.default": _RANDOM,
    "aten.native_dropout.default": _RANDOM + "; eval-mode dropout is exported as nothing",
    "aten.resize_.default": "in place only (resizes its operand's storage); functional exports contain none",
    "aten.atan2.out": "an out= overload (writes a given tensor); exports use the functional aten.atan2.default",
    "aten.sym_size.int": _SYMBOLIC,
    "aten.sym_numel.default": _SYMBOLIC,
    "aten.sym_stride.int": _SYMBOLIC,
    "aten.sym_storage_offset.default": _SYMBOLIC,
    "aten.sym_is_contiguous.default": _SYMBOLIC,
}

# Core ATen ops that inference exports can contain but edgec cannot compile yet, each with what it would take
# (docs/ops.md and edgec's "unsupported op" error print the reason).
UNSUPPORTED = {
}

# Ops that lower only in part: what they take and what not (docs/ops.md prints it beside the lowering;
# edgec's error names the rest).
LIMITS = {
    "aten.nonzero.default": "its row count is read by the host mid-program: it runs in the CPU kernels (the "
                            "Vulkan partitions before it finish first, those after it are recorded for the "
                            "count); its bound is the input's element count (at the input's upper bounds)",
    "aten._local_scalar_dense.default": "only where its value is the Scalar operand of add, sub, rsub, mul, div, "
                                        "pow, fmod, remainder, a comparison or masked_fill, or the value of "
                                        "scalar_tensor, full, full_like or fill, or an arange's start with a constant "
                                        "step (it stays on the device as a zero-dim "
                                        "operand); a value that steers a size or other argument would "
                                        "need a device-to-host read mid-program and is named as unsupported",
    "aten._fft_r2c.default": "complex64 results; DFT matrix products, O(n^2) per transformed dim, matrices up to "
                             "64 MiB each",
    "aten._fft_c2r.default": "complex64 operands; DFT matrix products, O(n^2) per transformed dim, matrices up to "
                             "64 MiB each",
    "aten._fft_c2c.default": "complex64; DFT matrix products, O(n^2) per transformed dim, matrices up to 64 MiB each",
}

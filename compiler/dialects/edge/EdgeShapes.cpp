//===- EdgeShapes.cpp - the shape rule of every edge op -------------------===//
//
// One rule per op, a template over the size type (ShapeRules.h): evaluated over static sizes it is the
// verifier's (with PyTorch's checks, so torch-to-edge reports a shape mismatch in the input at the op's
// location), over symbolic sizes edge-infer-dims' (what the runtime evaluates for dynamic shapes). Where an
// op takes a form over static sizes that it cannot over dynamic ones, its rule says so, once.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRules.h"

using namespace mlir;

namespace edgec::edge {
namespace {
template <typename S> using Shape = FailureOr<Dims<S>>;
template <typename S> using Results = FailureOr<ResultDims<S>>;

template <typename S> std::string format(ArrayRef<S> dims) { return formatDims(dims); }

/// `dim` counted from the front, or an error if it is out of range for `rank`.
template <typename S> FailureOr<int64_t> checkedDim(const ShapeContext<S> &cx, int64_t dim, int64_t rank) {
  int64_t r = std::max<int64_t>(rank, 1);
  if (dim < -r || dim >= r)
    return cx.error("dimension ") << dim << " is out of range for rank " << rank;
  return normalizeDim(dim, rank);
}

/// Row-major strides of a contiguous tensor of sizes `shape`.
template <typename S> Dims<S> stridesOf(const ShapeContext<S> &cx, ArrayRef<S> shape) {
  Dims<S> strides(shape.size(), cx.c(1));
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// PyTorch's (numpy's) broadcasting: a size 1 repeats. Two symbolic sizes must be the same expression (what
/// torch.export proved equal it prints as one); a symbolic size against a static one must equal it.
template <typename S> Shape<S> broadcast(const ShapeContext<S> &cx, ArrayRef<S> a, ArrayRef<S> b) {
  size_t rank = std::max(a.size(), b.size());
  Dims<S> out(rank, cx.c(1));
  for (size_t i = 0; i < rank; ++i) {
    S da = i < rank - a.size() ? cx.c(1) : a[i - (rank - a.size())];
    S db = i < rank - b.size() ? cx.c(1) : b[i - (rank - b.size())];
    if (cx.is(da, 1))
      out[i] = db;
    else if (cx.is(db, 1) || da == db)
      out[i] = da;
    else if (!cx.kStatic && da.constant().has_value() != db.constant().has_value())
      out[i] = da.constant() ? da : db;
    else if (cx.kStatic)
      return cx.error("cannot broadcast shapes [") << format<S>(a) << "] and [" << format<S>(b) << "]";
    else
      return cx.error("cannot broadcast dynamic sizes ") << format<S>(da) << " and " << format<S>(db);
  }
  return out;
}

template <typename S> Shape<S> matmulShape(const ShapeContext<S> &cx, ArrayRef<S> a, ArrayRef<S> b) {
  if (a.size() != 2 || b.size() != 2)
    return cx.error("expects 2-D matrices, got ranks ") << a.size() << " and " << b.size();
  if (cx.differ(a[1], b[0]))
    return cx.error("inner dimensions differ: [") << format<S>(a) << "] x [" << format<S>(b) << "]";
  return Dims<S>{a[0], b[1]};
}

/// The sizes a reduction over `dims` leaves (no dims or an empty list: every dim), reduced dims kept as 1
/// with `keepdim`.
template <typename S>
Shape<S> reduced(const ShapeContext<S> &cx, ArrayRef<S> in, std::optional<ArrayRef<int64_t>> dims, bool keepdim) {
  SmallVector<bool> gone(in.size(), !dims || dims->empty());
  if (dims)
    for (int64_t d : *dims) {
      FailureOr<int64_t> n = checkedDim(cx, d, in.size());
      if (failed(n))
        return failure();
      gone[*n] = true;
    }
  Dims<S> out;
  for (size_t i = 0; i < in.size(); ++i) {
    if (!gone[i])
      out.push_back(in[i]);
    else if (keepdim)
      out.push_back(cx.c(1));
  }
  return out;
}
} // namespace

/// The output extent of a sliding window over input size `n`: PyTorch's pooling_output_shape,
/// floor((n + 2 pad - dil (k - 1) - 1) / stride) + 1, rounded up instead with `ceilMode` where the last window
/// starts inside the input or its left padding. Attributes come from the input: every step is checked.
template <typename S>
static FailureOr<S> windowOutput(const ShapeContext<S> &cx, S n, int64_t kernel, int64_t stride, int64_t padding,
                                 int64_t dilation, bool ceilMode = false) {
  std::optional<int64_t> span = llvm::checkedMul<int64_t>(dilation, kernel - 1);
  std::optional<int64_t> twoPad = llvm::checkedMul<int64_t>(2, padding);
  std::optional<int64_t> shift = span && twoPad ? llvm::checkedSub(*twoPad, *span) : std::nullopt;
  shift = shift ? llvm::checkedSub<int64_t>(*shift, 1) : shift;
  if (!shift || stride < 1)
    return cx.error("output shape overflows int64");
  S num = n + *shift;
  if (!ceilMode)
    return num.floorDiv(stride) + 1;
  std::optional<int64_t> in = n.constant(), v = num.constant();
  if (!in)
    return cx.unsupported("ceil_mode pooling of a dynamic spatial size");
  if (!v)
    return cx.error("output shape overflows int64");
  std::optional<int64_t> up = llvm::checkedAdd<int64_t>(*v, stride - 1);
  if (!up)
    return cx.error("output shape overflows int64");
  if (*up < 0)
    return cx.c(0); // the window is larger than the padded input
  int64_t out = *up / stride + 1;
  std::optional<int64_t> last = llvm::checkedAdd(*in, padding);
  if (last && (out - 1) * stride >= *last) // the last window would start in the right padding
    --out;
  return cx.c(out);
}

template <typename S> FailureOr<ResultDims<S>> sameRule(Operation *op, const ShapeContext<S> &cx) {
  return cx.every(cx.dims(cast<AtenOpInterface>(op).getInputs()[0]));
}

template <typename S> FailureOr<ResultDims<S>> broadcastRule(Operation *op, const ShapeContext<S> &cx) {
  Shape<S> shape = Dims<S>();
  for (Value in : cast<AtenOpInterface>(op).getInputs())
    if (failed(shape = broadcast<S>(cx, *shape, cx.dims(in))))
      return failure();
  return cx.every(shape);
}
template FailureOr<ResultDims<StaticSize>> sameRule(Operation *, const ShapeContext<StaticSize> &);
template FailureOr<ResultDims<SymbolicSize>> sameRule(Operation *, const ShapeContext<SymbolicSize> &);
template FailureOr<ResultDims<StaticSize>> broadcastRule(Operation *, const ShapeContext<StaticSize> &);
template FailureOr<ResultDims<SymbolicSize>> broadcastRule(Operation *, const ShapeContext<SymbolicSize> &);

std::string formatDims(ArrayRef<StaticSize> dims) {
  std::string s;
  for (auto [i, d] : llvm::enumerate(dims))
    s += (i ? "," : "") + (d.constant() ? std::to_string(*d.constant()) : std::string("?"));
  return s;
}

std::string formatDims(ArrayRef<SymbolicSize> dims) {
  std::string s;
  for (auto [i, d] : llvm::enumerate(dims))
    s += (i ? "," : "") + formatSize(d.expr());
  return s;
}

FailureOr<SmallVector<SmallVector<int64_t>>> staticShapes(Operation *op, FailureOr<ResultDims<StaticSize>> r) {
  if (failed(r))
    return failure();
  SmallVector<SmallVector<int64_t>> out;
  for (const Dims<StaticSize> &dims : *r) {
    SmallVector<int64_t> &shape = out.emplace_back();
    for (StaticSize d : dims) {
      if (d.overflowed())
        return op->emitOpError("output shape overflows int64");
      shape.push_back(*d.constant());
    }
  }
  return out;
}

FailureOr<SmallVector<SmallVector<AffineExpr>>> symbolicShapes(FailureOr<ResultDims<SymbolicSize>> r) {
  if (failed(r))
    return failure();
  SmallVector<SmallVector<AffineExpr>> out;
  for (const Dims<SymbolicSize> &dims : *r)
    out.emplace_back(llvm::map_range(dims, [](SymbolicSize d) { return d.expr(); }));
  return out;
}

//===----------------------------------------------------------------------===//
// Elementwise ops with a custom rule
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> hardtanhRule(HardtanhOp op, const ShapeContext<S> &cx) {
  // PyTorch refuses this too ("min_val cannot be greater than max_val"), and so does the CPU kernel.
  double lo = scalarValue(op.getMinValAttr()), hi = scalarValue(op.getMaxValAttr());
  if (lo > hi)
    return cx.error("min_val ") << lo << " is greater than max_val " << hi;
  return cx.every(cx.dims(op.getSelf()));
}
EDGE_SHAPE_RULE(HardtanhOp, hardtanhRule)

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> mmRule(MmOp op, const ShapeContext<S> &cx) {
  return cx.every(matmulShape<S>(cx, cx.dims(op.getSelf()), cx.dims(op.getMat2())));
}
EDGE_SHAPE_RULE(MmOp, mmRule)

template <typename S> static Results<S> bmmRule(BmmOp op, const ShapeContext<S> &cx) {
  Dims<S> a = cx.dims(op.getSelf()), b = cx.dims(op.getMat2());
  if (a.size() != 3 || b.size() != 3)
    return cx.error("expects 3-D batches of matrices, got ranks ") << a.size() << " and " << b.size();
  if (cx.differ(a[0], b[0]))
    return cx.error("batch sizes differ: ") << format<S>(a[0]) << " and " << format<S>(b[0]);
  Shape<S> m = matmulShape<S>(cx, ArrayRef<S>(a).drop_front(), ArrayRef<S>(b).drop_front());
  if (failed(m))
    return failure();
  return cx.every(Dims<S>{a[0], (*m)[0], (*m)[1]});
}
EDGE_SHAPE_RULE(BmmOp, bmmRule)

template <typename S> static Results<S> addmmRule(AddmmOp op, const ShapeContext<S> &cx) {
  Shape<S> mm = matmulShape<S>(cx, cx.dims(op.getMat1()), cx.dims(op.getMat2()));
  if (failed(mm))
    return failure();
  Dims<S> bias = cx.dims(op.getSelf());
  Shape<S> b = broadcast<S>(cx, bias, *mm);
  if (failed(b))
    return failure();
  for (auto [x, y] : llvm::zip(*b, *mm))
    if (b->size() != mm->size() || cx.differ(x, y))
      return cx.error("bias of shape [") << format<S>(bias) << "] does not broadcast to [" << format<S>(*mm) << "]";
  return cx.every(mm);
}
EDGE_SHAPE_RULE(AddmmOp, addmmRule)

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> convolutionRule(ConvolutionOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput());
  ArrayRef<int64_t> w = cx.bound(op.getWeight());
  if (in.size() != 4 || w.size() != 4)
    return cx.error("supports 2-D convolution (4-D input and weight), got ranks ") << in.size() << " and " << w.size();
  // PyTorch expands one value to both spatial dims; torch-mlir writes an empty output_padding when it is
  // unused (not transposed).
  auto two = [&](ArrayRef<int64_t> v, StringRef name, bool emptyOk = false) -> LogicalResult {
    if (v.size() != 1 && v.size() != 2 && !(emptyOk && v.empty()))
      return cx.error(name) << " must have 1 or 2 elements, has " << v.size();
    return success();
  };
  bool transposed = op.getTransposed();
  if (failed(two(op.getStride(), "stride")) || failed(two(op.getPadding(), "padding")) ||
      failed(two(op.getDilation(), "dilation")) || failed(two(op.getOutputPadding(), "output_padding", !transposed)))
    return failure();
  std::optional<int64_t> inChannels = in[1].constant();
  if (!inChannels)
    return cx.unsupported("dynamic input channels");
  int64_t groups = op.getGroups();
  if (groups < 1 || *inChannels % groups)
    return cx.error("groups ") << groups << " does not divide " << *inChannels << " input channels";
  Dims<S> out{in[0], cx.c(0), cx.c(0), cx.c(0)};
  if (!transposed) {
    S want = cx.c(w[1]) * groups;
    if (cx.overflowed(want))
      return cx.error("output shape overflows int64");
    if (cx.differ(want, in[1]))
      return cx.error("weight of shape [") << formatShape(w) << "] expects " << format<S>(want)
                                           << " input channels, input has " << *inChannels;
    if (w[0] % groups)
      return cx.error("groups ") << groups << " does not divide " << w[0] << " output channels";
    out[1] = cx.c(w[0]);
  } else {
    if (w[0] != *inChannels)
      return cx.error("transposed weight of shape [")
             << formatShape(w) << "] expects " << w[0] << " input channels, input has " << *inChannels;
    out[1] = cx.c(w[1]) * groups;
  }
  for (int i = 0; i < 2; ++i) {
    int64_t s = spatial(op.getStride(), i), p = spatial(op.getPadding(), i), d = spatial(op.getDilation(), i);
    if (s < 1 || d < 1 || p < 0)
      return cx.error("stride and dilation must be >= 1 and padding >= 0");
    FailureOr<S> size = failure();
    if (transposed) { // (in - 1) * s - 2 * p + d * (k - 1) + output_padding + 1
      size = (in[2 + i] - 1) * s - cx.c(p) * 2 + cx.c(d) * (w[2 + i] - 1) +
             (spatial(op.getOutputPadding(), i, 0) + 1);
    } else if (failed(size = windowOutput<S>(cx, in[2 + i], w[2 + i], s, p, d))) {
      return failure();
    }
    if (cx.overflowed(*size))
      return cx.error("output shape overflows int64");
    if (std::optional<int64_t> v = size->constant(); v && *v < 1)
      return cx.error("output spatial size ") << *v << " is empty";
    out[2 + i] = *size;
  }
  if (Value bias = op.getBias())
    if (cx.bound(bias).size() != 1 || cx.differ(cx.c(cx.bound(bias)[0]), out[1]))
      return cx.error("bias of shape [") << formatShape(cx.bound(bias)) << "] for " << format<S>(out[1])
                                         << " output channels";
  return cx.every(out);
}
EDGE_SHAPE_RULE(ConvolutionOp, convolutionRule)

FailureOr<PoolWindow> poolWindow(int spatialRank, ArrayRef<int64_t> kernel, ArrayRef<int64_t> stride,
                                 ArrayRef<int64_t> padding, ArrayRef<int64_t> dilation) {
  // One value stands for every spatial dim; the leading (depth) dims a 2-D op lacks are a window of one.
  auto fill = [&](ArrayRef<int64_t> v, int64_t *out, int64_t lead) {
    if (v.size() != 1 && v.size() != size_t(spatialRank))
      return false;
    for (int i = 0; i < 3; ++i) {
      int j = i - (3 - spatialRank);
      out[i] = j < 0 ? lead : v.size() == 1 ? v[0] : v[j];
    }
    return true;
  };
  PoolWindow w;
  if ((spatialRank != 2 && spatialRank != 3) || !fill(kernel, w.kernel, 1) || !fill(padding, w.padding, 0) ||
      !fill(dilation, w.dilation, 1) || !fill(stride.empty() ? kernel : stride, w.stride, 1))
    return failure();
  for (int i = 0; i < 3; ++i)
    if (w.kernel[i] < 1 || w.stride[i] < 1 || w.dilation[i] < 1 || w.padding[i] < 0 || w.padding[i] > w.kernel[i] / 2)
      return failure();
  return w;
}

/// The window of a max or average pooling op (average pooling has no dilation).
template <typename PoolOp> FailureOr<PoolWindow> poolWindowOf(PoolOp op) {
  SmallVector<int64_t> dilation = {1};
  if constexpr (!isAvgPool<PoolOp>())
    dilation.assign(op.getDilation().begin(), op.getDilation().end());
  return poolWindow(poolSpatialRank<PoolOp>(), op.getKernelSize(), op.getStride(), op.getPadding(), dilation);
}
template FailureOr<PoolWindow> poolWindowOf(MaxPool2dOp);
template FailureOr<PoolWindow> poolWindowOf(MaxPool2dWithIndicesOp);
template FailureOr<PoolWindow> poolWindowOf(AvgPool2dOp);
template FailureOr<PoolWindow> poolWindowOf(MaxPool3dOp);
template FailureOr<PoolWindow> poolWindowOf(MaxPool3dWithIndicesOp);
template FailureOr<PoolWindow> poolWindowOf(AvgPool3dOp);

/// Max pooling (with indices: both results have this shape) and average pooling over the trailing 2 or 3
/// dims of an input with one or two leading dims ((N,) C), as PyTorch takes them.
template <typename PoolOp, typename S> static Results<S> poolRule(PoolOp op, const ShapeContext<S> &cx) {
  constexpr int k = poolSpatialRank<PoolOp>();
  if constexpr (isAvgPool<PoolOp>())
    if (op.getDivisorOverride() && *op.getDivisorOverride() == 0)
      return cx.error("divisor_override must not be 0");
  Dims<S> in = cx.dims(op.getSelf());
  if (in.size() != k + 1 && in.size() != k + 2)
    return cx.error("expects a ") << k + 1 << "-D or " << k + 2 << "-D input ((N,) C and " << k
                                  << " spatial dims), got [" << format<S>(in) << "]";
  FailureOr<PoolWindow> w = poolWindowOf(op);
  if (failed(w))
    return cx.error("kernel_size, stride, padding and dilation must hold one or ")
           << k << " values: kernel, stride and dilation positive, padding from 0 to half the kernel";
  Dims<S> out(in.begin(), in.end() - k);
  for (int i = 3 - k; i < 3; ++i) {
    FailureOr<S> size = windowOutput<S>(cx, in[in.size() - 3 + i], w->kernel[i], w->stride[i], w->padding[i],
                                        w->dilation[i], op.getCeilMode());
    if (failed(size))
      return failure();
    if (cx.overflowed(*size))
      return cx.error("output shape overflows int64");
    if (std::optional<int64_t> v = size->constant(); v && *v < 1)
      return cx.error("the window does not fit the input [") << format<S>(in) << "]";
    out.push_back(*size);
  }
  return cx.every(out);
}
EDGE_SHAPE_RULE(MaxPool2dOp, poolRule)
EDGE_SHAPE_RULE(MaxPool2dWithIndicesOp, poolRule)
EDGE_SHAPE_RULE(AvgPool2dOp, poolRule)
EDGE_SHAPE_RULE(MaxPool3dOp, poolRule)
EDGE_SHAPE_RULE(MaxPool3dWithIndicesOp, poolRule)
EDGE_SHAPE_RULE(AvgPool3dOp, poolRule)

template <typename S> static Results<S> adaptiveAvgPool2dRule(_AdaptiveAvgPool2dOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  ArrayRef<int64_t> size = op.getOutputSize();
  if (in.size() != 3 && in.size() != 4)
    return cx.error("expects a 3-D (CHW) or 4-D (NCHW) input, got rank ") << in.size();
  if (size.size() != 2 || size[0] < 1 || size[1] < 1)
    return cx.error("output_size must be two positive sizes");
  Dims<S> out(in.begin(), in.end() - 2);
  out.append({cx.c(size[0]), cx.c(size[1])});
  return cx.every(out);
}
EDGE_SHAPE_RULE(_AdaptiveAvgPool2dOp, adaptiveAvgPool2dRule)

//===----------------------------------------------------------------------===//
// Reductions and softmax
//===----------------------------------------------------------------------===//

template <typename Op, typename S> static Results<S> reduceRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  std::optional<ArrayRef<int64_t>> dims;
  int64_t one;
  if constexpr (std::is_same_v<Op, ProdDimIntOp>) {
    one = op.getDim();
    dims = ArrayRef<int64_t>(one);
  } else {
    dims = op.getDim();
  }
  if constexpr (std::is_same_v<Op, AmaxOp> || std::is_same_v<Op, AminOp>) {
    // PyTorch rejects the extremum of no elements.
    if (llvm::any_of(in, [&](const S &d) { return cx.is(d, 0); }))
      return cx.error("over a zero-element tensor has no identity");
  } else {
    if (op.getDtype())
      return cx.error("with an explicit dtype is not supported");
  }
  return cx.every(reduced<S>(cx, in, dims, op.getKeepdim()));
}
EDGE_SHAPE_RULE(MeanDimOp, reduceRule)
EDGE_SHAPE_RULE(SumDimIntListOp, reduceRule)
EDGE_SHAPE_RULE(ProdDimIntOp, reduceRule)
EDGE_SHAPE_RULE(AmaxOp, reduceRule)
EDGE_SHAPE_RULE(AminOp, reduceRule)

/// argmax and argmin: over `dim`, or over the flattened input (keepdim keeps every dim as 1).
template <typename Op, typename S> static Results<S> argExtremumRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (llvm::any_of(in, [&](const S &d) { return cx.is(d, 0); }))
    return cx.error("of a zero-element tensor is undefined");
  if (std::optional<int64_t> dim = op.getDim())
    return cx.every(reduced<S>(cx, in, ArrayRef<int64_t>{*dim}, op.getKeepdim()));
  return cx.every(op.getKeepdim() ? Dims<S>(in.size(), cx.c(1)) : Dims<S>());
}
EDGE_SHAPE_RULE(ArgmaxOp, argExtremumRule)
EDGE_SHAPE_RULE(ArgminOp, argExtremumRule)

/// native_layer_norm: the normalized values have the input's shape; mean and rstd its leading dims, with
/// the normalized ones kept as 1. The weight and bias (each optional) have the normalized shape.
template <typename S> static Results<S> layerNormRule(NativeLayerNormOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput());
  ArrayRef<int64_t> normalized = op.getNormalizedShape();
  size_t n = normalized.size();
  if (n < 1 || n > in.size())
    return cx.error("normalized_shape of ") << n << " dims for an input of rank " << in.size();
  for (size_t i = 0; i < n; ++i)
    if (cx.differ(in[in.size() - n + i], cx.c(normalized[i])) || !in[in.size() - n + i].constant())
      return cx.error("normalized_shape [") << formatShape(normalized) << "] is not the trailing shape of the input ["
                                            << format<S>(in) << "]";
  for (Value v : {op.getWeight(), op.getBias()})
    if (v && cx.bound(v) != normalized)
      return cx.error("weight and bias must have the normalized shape [") << formatShape(normalized) << "]";
  Dims<S> stats(in.begin(), in.end() - n);
  stats.append(n, cx.c(1));
  return ResultDims<S>{in, stats, stats};
}
EDGE_SHAPE_RULE(NativeLayerNormOp, layerNormRule)

/// native_group_norm: the normalized values have the input's shape [N, C, *]; mean and rstd are [N, group].
/// The weight and bias (each optional) are [C]. N and HxW are the sizes at the upper bounds of a dynamic
/// program: the input's sizes are the ones that count.
template <typename S> static Results<S> groupNormRule(NativeGroupNormOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput());
  int64_t C = op.getC(), group = op.getGroup();
  if (in.size() < 2)
    return cx.error("expects an input [N, C, ...], got rank ") << in.size();
  if (cx.differ(in[1], cx.c(C)) || cx.differ(in[0], cx.c(op.getN())))
    return cx.error("N ") << op.getN() << " and C " << C << " differ from the input's [" << format<S>(in) << "]";
  if (group < 1 || C % group)
    return cx.error("") << C << " channels do not divide into " << group << " groups";
  S spatial = cx.c(1);
  for (size_t d = 2; d < in.size(); ++d)
    spatial = spatial * in[d];
  if (cx.differ(spatial, cx.c(op.getHxW())))
    return cx.error("HxW ") << op.getHxW() << " differs from the input's spatial size " << format<S>(spatial);
  for (Value v : {op.getWeight(), op.getBias()})
    if (v && cx.bound(v) != ArrayRef<int64_t>{C})
      return cx.error("weight and bias must have the shape [") << C << "]";
  Dims<S> stats = {in[0], cx.c(group)};
  return ResultDims<S>{in, stats, stats};
}
EDGE_SHAPE_RULE(NativeGroupNormOp, groupNormRule)

/// sort: values and indices have the input's shape; `dim` must be in range (a 0-D input sorts as one element).
template <typename S> static Results<S> sortRule(SortOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (failed(checkedDim(cx, op.getDim(), in.size())))
    return failure();
  return cx.every(in);
}
EDGE_SHAPE_RULE(SortOp, sortRule)

/// topk: values and indices have the input's shape with `dim` k long; k from 0 to the dim's size.
template <typename S> static Results<S> topkRule(TopkOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  FailureOr<int64_t> dim = checkedDim(cx, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  int64_t k = op.getK();
  if (in.empty())
    return k == 1 ? cx.every(in) : cx.error("k = ") << k << " is out of range for a 0-D input";
  std::optional<int64_t> n = in[*dim].constant();
  if (k < 0 || (n && k > *n))
    return cx.error("k = ") << k << " is out of range for a dim of size " << format<S>(in[*dim]);
  if (!n)
    return cx.unsupported("topk along a dim of dynamic size");
  in[*dim] = cx.c(k);
  return cx.every(in);
}
EDGE_SHAPE_RULE(TopkOp, topkRule)

/// Softmax and log-softmax keep their input's shape; `dim` must be in range.
template <typename Op, typename S> static Results<S> softmaxRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (failed(checkedDim(cx, op.getDim(), in.size())))
    return failure();
  if (op.getHalfToFloat())
    return cx.error("with half_to_float is not supported");
  return cx.every(in);
}
EDGE_SHAPE_RULE(_SoftmaxOp, softmaxRule)
EDGE_SHAPE_RULE(_LogSoftmaxOp, softmaxRule)

//===----------------------------------------------------------------------===//
// Data movement: reshapes (views of a contiguous buffer) and strided reads
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> viewRule(ViewOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> inS = cx.bound(op.getSelf());
  if constexpr (ShapeContext<S>::kStatic) {
    std::optional<int64_t> numel = 1;
    for (int64_t d : inS)
      numel = numel ? llvm::checkedMul(*numel, d) : numel;
    if (llvm::is_contained(inS, 0))
      numel = 0;
    if (!numel)
      return cx.error("input of shape [") << formatShape(inS) << "] has more than 2^63 elements";
    SmallVector<int64_t> out(op.getSize());
    int64_t inferred = -1;
    std::optional<int64_t> known = 1;
    bool zero = false;
    for (auto [i, d] : llvm::enumerate(out)) {
      if (d == -1) {
        if (inferred >= 0)
          return cx.error("only one dimension can be -1");
        inferred = i;
        continue;
      }
      if (d < 0)
        return cx.error("invalid size ") << d;
      zero |= d == 0;
      known = known ? llvm::checkedMul(*known, d) : known;
    }
    if (zero)
      known = 0;
    if (!known)
      return cx.error("size [") << formatShape(op.getSize()) << "] has more than 2^63 elements";
    if (inferred >= 0) {
      if (*known == 0 || *numel % *known)
        return cx.error("cannot view ") << *numel << " elements as [" << formatShape(op.getSize()) << "]";
      out[inferred] = *numel / *known;
    } else if (*known != *numel) {
      return cx.error("cannot view ") << *numel << " elements as [" << formatShape(op.getSize()) << "]";
    }
    return cx.every(Dims<S>(llvm::map_range(out, [&](int64_t d) { return cx.c(d); })));
  } else {
    // Over dynamic sizes: groups of input dims and output dims with equal products at the upper bounds; a
    // group with one output dim takes the product of its input sizes.
    Dims<S> in = cx.dims(op.getSelf());
    ArrayRef<int64_t> outS = cx.bound(op->getNumResults() ? op->getResult(0) : op.getOuts()[0]);
    size_t i = 0, j = 0, nin = inS.size(), nout = outS.size();
    auto one = [&](size_t k) { return cx.is(in[k], 1); };
    auto needsBinding = [&]() { return cx.unsupported("a view whose dynamic sizes need a torch.bind_symbolic_shape"); };
    Dims<S> d;
    while (i < nin || j < nout) {
      if (j < nout && outS[j] == 1) { // a size-1 output dim, with a size-1 input dim if there is one
        d.push_back(cx.c(1));
        i += i < nin && one(i);
        ++j;
        continue;
      }
      if (i < nin && one(i)) {
        ++i;
        continue;
      }
      if (i >= nin || j >= nout)
        return needsBinding();
      int64_t pin = inS[i], pout = outS[j];
      S product = in[i++];
      size_t firstOut = j++;
      while (pin != pout) {
        if (pin < pout && i < nin) {
          pin *= inS[i];
          product = product * in[i++];
        } else if (pout < pin && j < nout) {
          pout *= outS[j++];
        } else {
          return needsBinding();
        }
      }
      if (j - firstOut == 1)
        d.push_back(product);
      else if (product.constant())
        for (size_t k = firstOut; k < j; ++k)
          d.push_back(cx.c(outS[k]));
      else
        return cx.unsupported("a view that splits a dynamic size needs a torch.bind_symbolic_shape");
    }
    return cx.every(d);
  }
}
EDGE_SHAPE_RULE(ViewOp, viewRule)

template <typename S> static Results<S> unsqueezeRule(UnsqueezeOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  int64_t rank = in.size() + 1, dim = op.getDim();
  if (dim < -rank || dim >= rank)
    return cx.error("dimension ") << dim << " is out of range for rank " << rank;
  in.insert(in.begin() + (dim < 0 ? dim + rank : dim), cx.c(1));
  return cx.every(in);
}
EDGE_SHAPE_RULE(UnsqueezeOp, unsqueezeRule)

/// squeeze.dim and squeeze.dims: the listed dims of size 1 go; others stay, as PyTorch squeezes only dims of
/// size 1 (a dynamic dim is never squeezed: its size may be above 1).
template <typename Op, typename S> static Results<S> squeezeRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  SmallVector<int64_t> listed;
  if constexpr (std::is_same_v<Op, SqueezeDimOp>)
    listed.push_back(op.getDim());
  else
    listed.assign(op.getDim().begin(), op.getDim().end());
  SmallVector<int64_t> dims;
  for (int64_t d : listed) {
    FailureOr<int64_t> n = checkedDim(cx, d, in.size());
    if (failed(n))
      return failure();
    dims.push_back(*n);
  }
  Dims<S> out;
  for (auto [i, d] : llvm::enumerate(in))
    if (!cx.is(d, 1) || !llvm::is_contained(dims, int64_t(i)))
      out.push_back(d);
  return cx.every(out);
}
EDGE_SHAPE_RULE(SqueezeDimOp, squeezeRule)
EDGE_SHAPE_RULE(SqueezeDimsOp, squeezeRule)

namespace {
template <typename S> FailureOr<Layout<S>> permuteLayout(PermuteOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf()), strides = stridesOf<S>(cx, in);
  ArrayRef<int64_t> dims = op.getDims();
  if (dims.size() != in.size())
    return cx.error("permutation of length ") << dims.size() << " for rank " << in.size();
  Layout<S> l{{}, {}, cx.c(0)};
  SmallVector<bool> seen(in.size(), false);
  for (int64_t d : dims) {
    FailureOr<int64_t> n = checkedDim(cx, d, in.size());
    if (failed(n))
      return failure();
    if (seen[*n])
      return cx.error("dimension ") << d << " repeats in the permutation";
    seen[*n] = true;
    l.shape.push_back(in[*n]);
    l.strides.push_back(strides[*n]);
  }
  return l;
}

template <typename S> FailureOr<Layout<S>> sliceLayout(SliceTensorOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (in.empty())
    return cx.error("cannot slice a zero-dim tensor");
  FailureOr<int64_t> dim = checkedDim(cx, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  int64_t step = op.getStep();
  if (step < 1)
    return cx.error("slice step must be positive, got ") << step;
  Layout<S> l{in, stridesOf<S>(cx, in), cx.c(0)};
  S stride = l.strides[*dim];
  l.strides[*dim] = stride * step;
  if (std::optional<int64_t> size = in[*dim].constant()) {
    // PyTorch: negative bounds count from the end; both are clamped to [0, size]; empty if end <= start.
    auto bound = [&](std::optional<int64_t> v, int64_t absent) {
      int64_t b = v ? *v : absent;
      if (b < 0)
        b = b < -*size ? 0 : b + *size;
      return std::min(b, *size);
    };
    int64_t start = bound(op.getStart(), 0), end = bound(op.getEnd(), *size);
    int64_t length = end > start ? (end - start - 1) / step + 1 : 0;
    l.shape[*dim] = cx.c(length);
    if (length)
      l.offset = stride * start;
    return l;
  }
  // A dynamic dim: the slice must take it to its end or end below its least size.
  std::optional<std::pair<int64_t, int64_t>> range = cx.range(in[*dim]);
  int64_t start = op.getStart().value_or(0), end = op.getEnd().value_or(INT64_MAX);
  if (start < 0 || end < 0 || !range)
    return cx.unsupported("negative bounds on a dynamic dimension");
  if (end >= range->second)
    l.shape[*dim] = (in[*dim] - start).ceilDiv(step);
  else if (end <= range->first)
    l.shape[*dim] = cx.c(end > start ? (end - start - 1) / step + 1 : 0);
  else if (Value result = op->getNumResults() ? op->getResult(0) : op.getOuts()[0]; isDynamic(result))
    l.shape[*dim] = cx.dims(result)[*dim]; // the program's binding gives the length
  else
    return cx.unsupported("the slice's end lies within the dynamic dimension's range");
  l.offset = stride * start;
  return l;
}

template <typename S> FailureOr<Layout<S>> selectLayout(SelectIntOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (in.empty())
    return cx.error("cannot select from a zero-dim tensor");
  FailureOr<int64_t> dim = checkedDim(cx, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  int64_t i = op.getIndex();
  std::optional<std::pair<int64_t, int64_t>> range = cx.range(in[*dim]);
  if (std::optional<int64_t> size = in[*dim].constant()) {
    if (i < -*size || i >= *size)
      return cx.error("index ") << i << " is out of range for dimension " << *dim << " of size " << *size;
  } else if (!range || (i >= 0 ? i >= range->first : -i > range->first)) {
    // The index must lie inside the dim at every size it can take (the kernels cannot check it).
    return cx.unsupported("selects index ") << i << " of a dynamic dimension that can be smaller";
  }
  Dims<S> strides = stridesOf<S>(cx, in);
  Layout<S> l{{}, {}, (i < 0 ? in[*dim] + i : cx.c(i)) * strides[*dim]};
  for (size_t d = 0; d < in.size(); ++d)
    if (int64_t(d) != *dim) {
      l.shape.push_back(in[d]);
      l.strides.push_back(strides[d]);
    }
  return l;
}

template <typename S> FailureOr<Layout<S>> expandLayout(ExpandOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf()), strides = stridesOf<S>(cx, in);
  ArrayRef<int64_t> size = op.getSize();
  if (size.size() < in.size())
    return cx.error("expands rank ") << in.size() << " to fewer dims, " << size.size();
  Layout<S> l{{}, {}, cx.c(0)};
  size_t lead = size.size() - in.size();
  for (size_t d = 0; d < size.size(); ++d) {
    int64_t want = size[d];
    if (d < lead) { // a new leading dim: repeated
      if (want < 0)
        return cx.error("size ") << want << " for a new leading dimension";
      l.shape.push_back(cx.c(want));
      l.strides.push_back(cx.c(0));
      continue;
    }
    const S &have = in[d - lead];
    // A dynamic size is kept (torch.export proved the expanded size equal to it).
    if (want == -1 || !have.constant() || *have.constant() == want) {
      l.shape.push_back(have);
      l.strides.push_back(strides[d - lead]);
    } else if (cx.is(have, 1) && want >= 0) {
      l.shape.push_back(cx.c(want));
      l.strides.push_back(cx.c(0));
    } else {
      return cx.error("cannot expand dimension ") << d << " of size " << format<S>(have) << " to " << want;
    }
  }
  return l;
}

/// as_strided: sizes and strides as given, from storage_offset; every element read must lie inside the
/// operand (PyTorch checks the storage; edgec's operand is its contiguous value, at its upper bound).
template <typename S> FailureOr<Layout<S>> asStridedLayout(AsStridedOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> size = op.getSize(), stride = op.getStride();
  if (size.size() != stride.size())
    return cx.error("gives ") << size.size() << " sizes and " << stride.size() << " strides";
  int64_t offset = op.getStorageOffset().value_or(0);
  if (offset < 0)
    return cx.error("negative storage_offset ") << offset;
  int64_t last = offset;
  bool empty = false;
  Layout<S> l{{}, {}, cx.c(offset)};
  for (auto [n, s] : llvm::zip(size, stride)) {
    if (n < 0 || s < 0)
      return cx.error("negative size or stride");
    empty |= n == 0;
    int64_t reach = 0;
    if (n > 0 && (llvm::MulOverflow(n - 1, s, reach) || llvm::AddOverflow(last, reach, last)))
      return cx.error("strides overflow");
    l.shape.push_back(cx.c(n));
    l.strides.push_back(cx.c(s));
  }
  int64_t numel = cast<ShapedType>(op.getSelf().getType()).getNumElements();
  if (!empty && last >= numel)
    return cx.error("reads element ") << last << " of an operand of " << numel << " elements";
  return l;
}

template <typename S> FailureOr<Layout<S>> layoutOf(Operation *op, const ShapeContext<S> &cx) {
  if (auto o = dyn_cast<SliceTensorOp>(op))
    return sliceLayout<S>(o, cx);
  if (auto o = dyn_cast<SelectIntOp>(op))
    return selectLayout<S>(o, cx);
  if (auto o = dyn_cast<ExpandOp>(op))
    return expandLayout<S>(o, cx);
  if (auto o = dyn_cast<PermuteOp>(op))
    return permuteLayout<S>(o, cx);
  if (auto o = dyn_cast<AsStridedOp>(op))
    return asStridedLayout<S>(o, cx);
  return failure();
}

/// The result shape of a strided read is its layout's.
template <typename Op, typename S> Results<S> stridedReadRule(Op op, const ShapeContext<S> &cx) {
  FailureOr<Layout<S>> l = layoutOf<S>(op, cx);
  if (failed(l))
    return failure();
  return cx.every(l->shape);
}
} // namespace

EDGE_SHAPE_RULE(PermuteOp, stridedReadRule)
EDGE_SHAPE_RULE(SliceTensorOp, stridedReadRule)
EDGE_SHAPE_RULE(SelectIntOp, stridedReadRule)
EDGE_SHAPE_RULE(ExpandOp, stridedReadRule)
EDGE_SHAPE_RULE(AsStridedOp, stridedReadRule)

FailureOr<Layout<StaticSize>> staticLayout(Operation *op) { return layoutOf(op, ShapeContext<StaticSize>(op)); }
FailureOr<Layout<SymbolicSize>> symbolicLayout(Operation *op) { return layoutOf(op, ShapeContext<SymbolicSize>(op)); }

FailureOr<StridedLayout> viewLayout(Operation *op) {
  FailureOr<Layout<StaticSize>> l = staticLayout(op);
  if (failed(l))
    return failure();
  StridedLayout out;
  auto value = [&](StaticSize s, int64_t &v) {
    if (s.overflowed())
      return false;
    v = *s.constant();
    return true;
  };
  out.shape.resize(l->shape.size());
  out.strides.resize(l->strides.size());
  bool ok = value(l->offset, out.offset);
  for (size_t i = 0; i < l->shape.size(); ++i)
    ok = value(l->shape[i], out.shape[i]) && value(l->strides[i], out.strides[i]) && ok;
  if (!ok)
    return op->emitOpError("strides overflow");
  return out;
}

FailureOr<SymbolicLayout> symbolicViewLayout(Operation *op) {
  FailureOr<Layout<SymbolicSize>> l = symbolicLayout(op);
  if (failed(l))
    return failure();
  SymbolicLayout out;
  auto expr = [](SymbolicSize s) { return s.expr(); };
  out.shape = llvm::to_vector(llvm::map_range(l->shape, expr));
  out.strides = llvm::to_vector(llvm::map_range(l->strides, expr));
  out.offset = l->offset.expr();
  return out;
}

//===----------------------------------------------------------------------===//
// Concatenation, gathers, counts
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> catRule(CatOp op, const ShapeContext<S> &cx) {
  // PyTorch skips 1-D empty tensors (a legacy placeholder); every other input has the result's rank and
  // its sizes except along `dim`.
  Dims<S> out;
  bool first = true;
  int64_t dim = 0;
  for (Value t : op.getTensors()) {
    Dims<S> s = cx.dims(t);
    if (s.size() == 1 && cx.is(s[0], 0))
      continue;
    if (first) {
      if (s.empty())
        return cx.error("cannot concatenate zero-dim tensors");
      FailureOr<int64_t> d = checkedDim(cx, op.getDim(), s.size());
      if (failed(d))
        return failure();
      dim = *d;
      out = s;
      first = false;
      continue;
    }
    if (s.size() != out.size())
      return cx.error("inputs of ranks ") << out.size() << " and " << s.size();
    for (size_t i = 0; i < s.size(); ++i)
      if (int64_t(i) != dim && cx.differ(s[i], out[i]))
        return cx.error("input of shape [") << format<S>(s) << "] does not match [" << format<S>(out)
                                            << "] outside dimension " << dim;
    out[dim] = out[dim] + s[dim];
    if (cx.overflowed(out[dim]))
      return cx.error("concatenated size overflows int64");
  }
  if (first)
    return cx.every(Dims<S>{cx.c(0)});
  return cx.every(out);
}
EDGE_SHAPE_RULE(CatOp, catRule)

template <typename S> static Results<S> embeddingRule(EmbeddingOp op, const ShapeContext<S> &cx) {
  Dims<S> weight = cx.dims(op.getWeight()), out = cx.dims(op.getIndices());
  if (weight.size() != 2)
    return cx.error("expects a 2-D weight, got rank ") << weight.size();
  Type indexType = cast<ShapedType>(op.getIndices().getType()).getElementType();
  if (!indexType.isInteger(64) && !indexType.isInteger(32))
    return cx.error("indices must be i64 or i32, got ") << indexType;
  out.push_back(weight[1]);
  return cx.every(out);
}
EDGE_SHAPE_RULE(EmbeddingOp, embeddingRule)

/// [count, rank]: the run finds the count. The type holds its bound, the count's size symbol's maximum, at
/// most the input's element count (a run that finds more than the bound fails); over symbolic sizes the
/// count is that symbol, which the result's binding gives.
template <typename S> static Results<S> nonzeroRule(NonzeroOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> in = cx.bound(op.getSelf());
  int64_t numel = 1;
  for (int64_t d : in)
    if (llvm::MulOverflow(numel, d, numel))
      return cx.error("input has more elements than int64 counts");
  Value result = op->getNumResults() ? op->getResult(0) : op.getOuts().empty() ? Value() : op.getOuts()[0];
  ArrayRef<int64_t> bound = result ? cx.bound(result) : ArrayRef<int64_t>();
  S rows = cx.c(bound.size() == 2 && bound[0] >= 0 && bound[0] <= numel ? bound[0] : numel);
  if (!cx.kStatic && result && bound.size() == 2)
    rows = cx.dims(result)[0];
  return cx.every(Dims<S>{rows, cx.c(in.size())});
}
EDGE_SHAPE_RULE(NonzeroOp, nonzeroRule)
} // namespace edgec::edge

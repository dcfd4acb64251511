//===- EdgeShapes.cpp - result shapes of the edge ops ---------------------===//
//
// One shape function per ATen op: the verifier checks results against it, and torch-to-edge relies on it
// to report a shape mismatch in the input at the op's location.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/EdgeDialect.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

namespace edgec::edge {
namespace {
ArrayRef<int64_t> shapeOf(Value v) { return cast<ShapedType>(v.getType()).getShape(); }

/// Broadcasts two shapes with PyTorch's (numpy's) rules.
FailureOr<SmallVector<int64_t>> broadcast(Operation *op, ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  SmallVector<int64_t> out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1)
      return op->emitOpError("cannot broadcast shapes [") << formatShape(a) << "] and [" << formatShape(b) << "]";
    out[i] = da == 1 ? db : da;
  }
  return out;
}

/// `dim` counted from the front, or an error if it is out of range for `rank`.
FailureOr<int64_t> checkedDim(Operation *op, int64_t dim, int64_t rank) {
  int64_t r = std::max<int64_t>(rank, 1);
  if (dim < -r || dim >= r)
    return op->emitOpError("dimension ") << dim << " is out of range for rank " << rank;
  return normalizeDim(dim, rank);
}

/// The number of elements of `shape`, or nullopt if it does not fit in int64 (a shape read from the input
/// can have any int64 dimensions).
std::optional<int64_t> numElements(ArrayRef<int64_t> shape) {
  if (llvm::is_contained(shape, 0))
    return 0;
  std::optional<int64_t> numel = 1;
  for (int64_t d : shape)
    if (!(numel = llvm::checkedMul(*numel, d)))
      return std::nullopt;
  return numel;
}

FailureOr<SmallVector<int64_t>> matmulShape(Operation *op, ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != 2 || b.size() != 2)
    return op->emitOpError("expects 2-D matrices, got ranks ") << a.size() << " and " << b.size();
  if (a[1] != b[0])
    return op->emitOpError("inner dimensions differ: [") << formatShape(a) << "] x [" << formatShape(b) << "]";
  return SmallVector<int64_t>{a[0], b[1]};
}
} // namespace

FailureOr<SmallVector<int64_t>> sameShape(Operation *op) {
  return SmallVector<int64_t>(shapeOf(cast<AtenOpInterface>(op).getInputs()[0]));
}

FailureOr<SmallVector<int64_t>> broadcastShape(Operation *op) {
  SmallVector<int64_t> shape;
  for (Value in : cast<AtenOpInterface>(op).getInputs()) {
    FailureOr<SmallVector<int64_t>> b = broadcast(op, shape, shapeOf(in));
    if (failed(b))
      return failure();
    shape = std::move(*b);
  }
  return shape;
}

FailureOr<SmallVector<int64_t>> HardtanhOp::inferShape() {
  // PyTorch refuses this too ("min_val cannot be greater than max_val"), and so does the CPU kernel.
  double lo = scalarValue(getMinValAttr()), hi = scalarValue(getMaxValAttr());
  if (lo > hi)
    return emitOpError("min_val ") << lo << " is greater than max_val " << hi;
  return SmallVector<int64_t>(shapeOf(getSelf()));
}

FailureOr<SmallVector<int64_t>> MmOp::inferShape() {
  return matmulShape(*this, shapeOf(getSelf()), shapeOf(getMat2()));
}

FailureOr<SmallVector<int64_t>> BmmOp::inferShape() {
  ArrayRef<int64_t> a = shapeOf(getSelf()), b = shapeOf(getMat2());
  if (a.size() != 3 || b.size() != 3)
    return emitOpError("expects 3-D batches of matrices, got ranks ") << a.size() << " and " << b.size();
  if (a[0] != b[0])
    return emitOpError("batch sizes differ: ") << a[0] << " and " << b[0];
  FailureOr<SmallVector<int64_t>> m = matmulShape(*this, a.drop_front(), b.drop_front());
  if (failed(m))
    return failure();
  return SmallVector<int64_t>{a[0], (*m)[0], (*m)[1]};
}

FailureOr<SmallVector<int64_t>> AddmmOp::inferShape() {
  FailureOr<SmallVector<int64_t>> mm = matmulShape(*this, shapeOf(getMat1()), shapeOf(getMat2()));
  if (failed(mm))
    return failure();
  FailureOr<SmallVector<int64_t>> b = broadcast(*this, shapeOf(getSelf()), *mm);
  if (failed(b))
    return failure();
  if (*b != *mm)
    return emitOpError("bias of shape [")
           << formatShape(shapeOf(getSelf())) << "] does not broadcast to [" << formatShape(*mm) << "]";
  return mm;
}

FailureOr<SmallVector<int64_t>> PermuteOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf());
  ArrayRef<int64_t> dims = getDims();
  if (dims.size() != in.size())
    return emitOpError("permutation of length ") << dims.size() << " for rank " << in.size();
  SmallVector<int64_t> out;
  SmallVector<bool> seen(in.size(), false);
  for (int64_t d : dims) {
    FailureOr<int64_t> n = checkedDim(*this, d, in.size());
    if (failed(n))
      return failure();
    if (seen[*n])
      return emitOpError("dimension ") << d << " repeats in the permutation";
    seen[*n] = true;
    out.push_back(in[*n]);
  }
  return out;
}

FailureOr<SmallVector<int64_t>> ViewOp::inferShape() {
  std::optional<int64_t> numel = numElements(shapeOf(getSelf()));
  if (!numel)
    return emitOpError("input of shape [") << formatShape(shapeOf(getSelf())) << "] has more than 2^63 elements";
  SmallVector<int64_t> out(getSize());
  int64_t inferred = -1;
  for (auto [i, d] : llvm::enumerate(out)) {
    if (d == -1) {
      if (inferred >= 0)
        return emitOpError("only one dimension can be -1");
      inferred = i;
    } else if (d < 0) {
      return emitOpError("invalid size ") << d;
    }
  }
  SmallVector<int64_t> knownDims(out);
  if (inferred >= 0)
    knownDims.erase(knownDims.begin() + inferred);
  std::optional<int64_t> known = numElements(knownDims);
  if (!known)
    return emitOpError("size [") << formatShape(getSize()) << "] has more than 2^63 elements";
  if (inferred >= 0) {
    if (*known == 0 || *numel % *known)
      return emitOpError("cannot view ") << *numel << " elements as [" << formatShape(getSize()) << "]";
    out[inferred] = *numel / *known;
  } else if (*known != *numel) {
    return emitOpError("cannot view ") << *numel << " elements as [" << formatShape(getSize()) << "]";
  }
  return out;
}

FailureOr<SmallVector<int64_t>> ConvolutionOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getInput()), w = shapeOf(getWeight());
  if (in.size() != 4 || w.size() != 4)
    return emitOpError("supports 2-D convolution (4-D input and weight), got ranks ")
           << in.size() << " and " << w.size();
  // PyTorch expands one value to both spatial dims; torch-mlir writes an empty output_padding when it is
  // unused (not transposed).
  auto two = [&](ArrayRef<int64_t> v, StringRef name, bool emptyOk = false) -> LogicalResult {
    if (v.size() != 1 && v.size() != 2 && !(emptyOk && v.empty()))
      return emitOpError(name) << " must have 1 or 2 elements, has " << v.size();
    return success();
  };
  if (failed(two(getStride(), "stride")) || failed(two(getPadding(), "padding")) ||
      failed(two(getDilation(), "dilation")) || failed(two(getOutputPadding(), "output_padding", !getTransposed())))
    return failure();
  int64_t groups = getGroups();
  if (groups < 1 || in[1] % groups)
    return emitOpError("groups ") << groups << " does not divide " << in[1] << " input channels";
  SmallVector<int64_t> out{in[0], 0, 0, 0};
  // Dimensions and attributes come from the input and can be anything: every step is checked for overflow.
  auto overflow = [&]() { return emitOpError("output shape overflows int64"); };
  if (!getTransposed()) {
    std::optional<int64_t> inChannels = llvm::checkedMul(w[1], groups);
    if (!inChannels)
      return overflow();
    if (*inChannels != in[1])
      return emitOpError("weight of shape [")
             << formatShape(w) << "] expects " << *inChannels << " input channels, input has " << in[1];
    if (w[0] % groups)
      return emitOpError("groups ") << groups << " does not divide " << w[0] << " output channels";
    out[1] = w[0];
  } else {
    if (w[0] != in[1])
      return emitOpError("transposed weight of shape [")
             << formatShape(w) << "] expects " << w[0] << " input channels, input has " << in[1];
    std::optional<int64_t> outChannels = llvm::checkedMul(w[1], groups);
    if (!outChannels)
      return overflow();
    out[1] = *outChannels;
  }
  for (int i = 0; i < 2; ++i) {
    int64_t s = spatial(getStride(), i), p = spatial(getPadding(), i), d = spatial(getDilation(), i), k = w[2 + i];
    if (s < 1 || d < 1 || p < 0)
      return emitOpError("stride and dilation must be >= 1 and padding >= 0");
    // transposed: (in - 1) * s - 2 * p + d * (k - 1) + output_padding + 1; else (in + 2 * p - d * (k - 1) - 1) / s + 1
    std::optional<int64_t> twoP = llvm::checkedMul<int64_t>(2, p), span = llvm::checkedMul<int64_t>(d, k - 1), size;
    if (twoP && span && getTransposed()) {
      std::optional<int64_t> v = llvm::checkedMul<int64_t>(in[2 + i] - 1, s);
      v = v ? llvm::checkedSub(*v, *twoP) : v;
      v = v ? llvm::checkedAdd(*v, *span) : v;
      v = v ? llvm::checkedAdd(*v, spatial(getOutputPadding(), i, 0)) : v;
      size = v ? llvm::checkedAdd<int64_t>(*v, 1) : v;
    } else if (twoP && span) {
      std::optional<int64_t> v = llvm::checkedAdd(in[2 + i], *twoP);
      v = v ? llvm::checkedSub(*v, *span) : v;
      v = v ? llvm::checkedSub<int64_t>(*v, 1) : v;
      size = v ? llvm::checkedAdd<int64_t>(*v / s, 1) : v;
    }
    if (!size)
      return overflow();
    if (*size < 1)
      return emitOpError("output spatial size ") << *size << " is empty";
    out[2 + i] = *size;
  }
  if (Value bias = getBias())
    if (shapeOf(bias) != ArrayRef<int64_t>{out[1]})
      return emitOpError("bias of shape [") << formatShape(shapeOf(bias)) << "] for " << out[1] << " output channels";
  return out;
}

FailureOr<Pool2dWindow> poolWindow(ArrayRef<int64_t> kernel, ArrayRef<int64_t> stride, ArrayRef<int64_t> padding,
                                   ArrayRef<int64_t> dilation) {
  auto pair = [](ArrayRef<int64_t> v, int64_t *a, int64_t *b) {
    if (v.size() == 1)
      *a = *b = v[0];
    else if (v.size() == 2)
      *a = v[0], *b = v[1];
    else
      return false;
    return true;
  };
  Pool2dWindow w;
  if (!pair(kernel, &w.kh, &w.kw) || !pair(padding, &w.ph, &w.pw) || !pair(dilation, &w.dh, &w.dw))
    return failure();
  if (stride.empty())
    w.sh = w.kh, w.sw = w.kw;
  else if (!pair(stride, &w.sh, &w.sw))
    return failure();
  return w;
}

/// The dilation of a pooling op: avg_pool2d has none.
template <typename PoolOp> static SmallVector<int64_t> poolDilation(PoolOp op) {
  if constexpr (std::is_same_v<PoolOp, AvgPool2dOp>)
    return {1};
  else
    return SmallVector<int64_t>(op.getDilation());
}

/// max_pool2d, max_pool2d_with_indices (whose values and indices both have this shape) and avg_pool2d.
template <typename PoolOp> static FailureOr<SmallVector<int64_t>> maxPoolShape(PoolOp op) {
  auto emitOpError = [&](const Twine &message) { return op.emitOpError(message); };
  auto getCeilMode = [&]() { return op.getCeilMode(); };
  ArrayRef<int64_t> in = shapeOf(op.getSelf());
  FailureOr<Pool2dWindow> w = poolWindow(op.getKernelSize(), op.getStride(), op.getPadding(), poolDilation(op));
  if (in.size() != 4)
    return emitOpError("expects a 4-D input (N, C, H, W), got [") << formatShape(in) << "]";
  if (failed(w) || w->kh < 1 || w->kw < 1 || w->sh < 1 || w->sw < 1 || w->dh < 1 || w->dw < 1 || w->ph < 0 || w->pw < 0)
    return emitOpError("kernel_size, stride, padding and dilation must hold one or two positive values");
  if (w->ph > w->kh / 2 || w->pw > w->kw / 2) // 2 * padding could overflow
    return emitOpError("padding must be at most half the kernel size");
  // PyTorch's pooling_output_shape, checked for overflow (2 * p <= k cannot overflow); nullopt if it does.
  auto size = [&](int64_t n, int64_t k, int64_t s, int64_t p, int64_t d) -> std::optional<int64_t> {
    std::optional<int64_t> num = llvm::checkedMul<int64_t>(d, k - 1);
    num = num ? llvm::checkedSub(n, *num) : num;
    num = num ? llvm::checkedAdd<int64_t>(*num, 2 * p - 1) : num;
    num = num ? llvm::checkedAdd<int64_t>(*num, getCeilMode() ? s - 1 : 0) : num;
    if (!num)
      return std::nullopt;
    if (*num < 0)
      return 0; // the window is larger than the padded input
    int64_t out = *num / s + 1;
    std::optional<int64_t> last = llvm::checkedAdd(n, p);
    if (getCeilMode() && last && (out - 1) * s >= *last)
      --out;
    return out;
  };
  std::optional<int64_t> h = size(in[2], w->kh, w->sh, w->ph, w->dh), wd = size(in[3], w->kw, w->sw, w->pw, w->dw);
  if (!h || !wd)
    return emitOpError("output shape overflows int64");
  SmallVector<int64_t> out = {in[0], in[1], *h, *wd};
  if (out[2] < 1 || out[3] < 1)
    return emitOpError("the window does not fit the input [") << formatShape(in) << "]";
  return out;
}

FailureOr<SmallVector<int64_t>> MaxPool2dOp::inferShape() { return maxPoolShape(*this); }
FailureOr<SmallVector<int64_t>> MaxPool2dWithIndicesOp::inferShape() { return maxPoolShape(*this); }
FailureOr<SmallVector<int64_t>> AvgPool2dOp::inferShape() {
  if (getDivisorOverride() && *getDivisorOverride() == 0)
    return emitOpError("divisor_override must not be 0");
  return maxPoolShape(*this);
}

/// The shape a reduction over `dims` leaves (no dims or an empty list: every dim), keeping reduced dims as 1
/// with `keepdim`.
static FailureOr<SmallVector<int64_t>> reducedShape(Operation *op, ArrayRef<int64_t> in,
                                                    std::optional<ArrayRef<int64_t>> dims, bool keepdim) {
  SmallVector<bool> reduced(in.size(), !dims || dims->empty());
  if (dims)
    for (int64_t d : *dims) {
      FailureOr<int64_t> n = checkedDim(op, d, in.size());
      if (failed(n))
        return failure();
      reduced[*n] = true;
    }
  SmallVector<int64_t> out;
  for (size_t i = 0; i < in.size(); ++i) {
    if (!reduced[i])
      out.push_back(in[i]);
    else if (keepdim)
      out.push_back(1);
  }
  return out;
}

FailureOr<SmallVector<int64_t>> MeanDimOp::inferShape() {
  if (getDtype())
    return emitOpError("with an explicit dtype is not supported");
  return reducedShape(*this, shapeOf(getSelf()), getDim(), getKeepdim());
}

FailureOr<SmallVector<int64_t>> SumDimIntListOp::inferShape() {
  if (getDtype())
    return emitOpError("with an explicit dtype is not supported");
  return reducedShape(*this, shapeOf(getSelf()), getDim(), getKeepdim());
}

/// amax and amin: PyTorch rejects the extremum of no elements.
static FailureOr<SmallVector<int64_t>> extremumShape(Operation *op, Value self, ArrayRef<int64_t> dims, bool keepdim) {
  ArrayRef<int64_t> in = shapeOf(self);
  for (int64_t d : in)
    if (d == 0)
      return op->emitOpError("over a zero-element tensor has no identity");
  return reducedShape(op, in, dims, keepdim);
}
FailureOr<SmallVector<int64_t>> AmaxOp::inferShape() { return extremumShape(*this, getSelf(), getDim(), getKeepdim()); }
FailureOr<SmallVector<int64_t>> AminOp::inferShape() { return extremumShape(*this, getSelf(), getDim(), getKeepdim()); }

FailureOr<SmallVector<int64_t>> ProdDimIntOp::inferShape() {
  if (getDtype())
    return emitOpError("with an explicit dtype is not supported");
  int64_t dim = getDim();
  return reducedShape(*this, shapeOf(getSelf()), ArrayRef<int64_t>(dim), getKeepdim());
}

/// argmax and argmin: over `dim`, or over the flattened input (keepdim keeps every dim as 1).
static FailureOr<SmallVector<int64_t>> indexShape(Operation *op, Value self, std::optional<int64_t> dim,
                                                  bool keepdim) {
  ArrayRef<int64_t> in = shapeOf(self);
  if (llvm::is_contained(in, 0))
    return op->emitOpError("of a zero-element tensor is undefined");
  if (dim)
    return reducedShape(op, in, ArrayRef<int64_t>{*dim}, keepdim);
  return keepdim ? SmallVector<int64_t>(in.size(), 1) : SmallVector<int64_t>{};
}
FailureOr<SmallVector<int64_t>> ArgmaxOp::inferShape() { return indexShape(*this, getSelf(), getDim(), getKeepdim()); }
FailureOr<SmallVector<int64_t>> ArgminOp::inferShape() { return indexShape(*this, getSelf(), getDim(), getKeepdim()); }

/// Softmax and log-softmax keep their input's shape; `dim` must be in range.
static FailureOr<SmallVector<int64_t>> softmaxShape(Operation *op, Value self, int64_t dim, bool halfToFloat) {
  ArrayRef<int64_t> in = shapeOf(self);
  if (failed(checkedDim(op, dim, in.size())))
    return failure();
  if (halfToFloat)
    return op->emitOpError("with half_to_float is not supported");
  return SmallVector<int64_t>(in);
}

FailureOr<SmallVector<int64_t>> _SoftmaxOp::inferShape() {
  return softmaxShape(*this, getSelf(), getDim(), getHalfToFloat());
}

FailureOr<SmallVector<int64_t>> _LogSoftmaxOp::inferShape() {
  return softmaxShape(*this, getSelf(), getDim(), getHalfToFloat());
}

} // namespace edgec::edge

//===----------------------------------------------------------------------===//
// Data movement: reshapes (views of a contiguous buffer) and strided reads
//===----------------------------------------------------------------------===//

namespace edgec::edge {
namespace {
/// `shape` with the size-1 dims in `dims` (normalized, any order) removed; others are kept, as PyTorch
/// squeezes only dims of size 1.
SmallVector<int64_t> squeezed(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  SmallVector<int64_t> out;
  for (auto [i, d] : llvm::enumerate(shape))
    if (d != 1 || !llvm::is_contained(dims, int64_t(i)))
      out.push_back(d);
  return out;
}

FailureOr<StridedLayout> sliceLayout(SliceTensorOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getSelf());
  if (in.empty())
    return op.emitOpError("cannot slice a zero-dim tensor");
  FailureOr<int64_t> dim = checkedDim(op, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  int64_t size = in[*dim], step = op.getStep();
  if (step < 1)
    return op.emitOpError("slice step must be positive, got ") << step;
  // PyTorch: negative bounds count from the end; both are clamped to [0, size]; an empty slice if end <= start.
  auto bound = [&](std::optional<int64_t> v, int64_t absent) {
    int64_t b = v ? *v : absent;
    if (b < 0)
      b = b < -size ? 0 : b + size;
    return std::min(b, size);
  };
  int64_t start = bound(op.getStart(), 0), end = bound(op.getEnd(), size);
  int64_t length = end > start ? (end - start - 1) / step + 1 : 0;
  StridedLayout l;
  l.shape.assign(in.begin(), in.end());
  l.strides = contiguousStrides(in);
  l.shape[*dim] = length;
  l.offset = length ? start * l.strides[*dim] : 0;
  l.strides[*dim] *= step;
  return l;
}

FailureOr<StridedLayout> selectLayout(SelectIntOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getSelf());
  if (in.empty())
    return op.emitOpError("cannot select from a zero-dim tensor");
  FailureOr<int64_t> dim = checkedDim(op, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  int64_t index = op.getIndex();
  if (index < -in[*dim] || index >= in[*dim])
    return op.emitOpError("index ") << index << " is out of range for dimension " << *dim << " of size " << in[*dim];
  if (index < 0)
    index += in[*dim];
  SmallVector<int64_t> strides = contiguousStrides(in);
  StridedLayout l;
  l.offset = index * strides[*dim];
  for (size_t d = 0; d < in.size(); ++d)
    if (int64_t(d) != *dim) {
      l.shape.push_back(in[d]);
      l.strides.push_back(strides[d]);
    }
  return l;
}

FailureOr<StridedLayout> expandLayout(ExpandOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getSelf()), size = op.getSize();
  if (size.size() < in.size())
    return op.emitOpError("expands rank ") << in.size() << " to fewer dims, " << size.size();
  SmallVector<int64_t> strides = contiguousStrides(in);
  StridedLayout l;
  size_t lead = size.size() - in.size();
  for (size_t d = 0; d < size.size(); ++d) {
    int64_t want = size[d];
    if (d < lead) { // a new leading dim: repeated
      if (want < 0)
        return op.emitOpError("size ") << want << " for a new leading dimension";
      l.shape.push_back(want);
      l.strides.push_back(0);
      continue;
    }
    int64_t have = in[d - lead];
    if (want == -1 || want == have) {
      l.shape.push_back(have);
      l.strides.push_back(strides[d - lead]);
    } else if (have == 1 && want >= 0) {
      l.shape.push_back(want);
      l.strides.push_back(0);
    } else {
      return op.emitOpError("cannot expand dimension ") << d << " of size " << have << " to " << want;
    }
  }
  return l;
}

/// as_strided: sizes and strides as given, from storage_offset; every element read must lie inside the
/// operand (PyTorch checks the storage; edgec's operand is its contiguous value).
FailureOr<StridedLayout> asStridedLayout(AsStridedOp op) {
  ArrayRef<int64_t> size = op.getSize(), stride = op.getStride();
  if (size.size() != stride.size())
    return op.emitOpError("gives ") << size.size() << " sizes and " << stride.size() << " strides";
  StridedLayout l;
  l.shape.assign(size.begin(), size.end());
  l.strides.assign(stride.begin(), stride.end());
  l.offset = op.getStorageOffset().value_or(0);
  if (l.offset < 0)
    return op.emitOpError("negative storage_offset ") << l.offset;
  int64_t last = l.offset;
  bool empty = false;
  for (auto [n, s] : llvm::zip(size, stride)) {
    if (n < 0 || s < 0)
      return op.emitOpError("negative size or stride");
    empty |= n == 0;
    int64_t reach = 0;
    if (n > 0 && (llvm::MulOverflow(n - 1, s, reach) || llvm::AddOverflow(last, reach, last)))
      return op.emitOpError("strides overflow");
  }
  int64_t numel = cast<ShapedType>(op.getSelf().getType()).getNumElements();
  if (!empty && last >= numel)
    return op.emitOpError("reads element ") << last << " of an operand of " << numel << " elements";
  return l;
}

FailureOr<StridedLayout> permuteLayout(PermuteOp op) {
  FailureOr<SmallVector<int64_t>> shape = op.inferShape();
  if (failed(shape))
    return failure();
  ArrayRef<int64_t> in = shapeOf(op.getSelf());
  SmallVector<int64_t> inStrides = contiguousStrides(in);
  StridedLayout l;
  l.shape = *shape;
  for (int64_t d : op.getDims())
    l.strides.push_back(inStrides[normalizeDim(d, in.size())]);
  return l;
}
} // namespace

FailureOr<StridedLayout> viewLayout(Operation *op) {
  if (auto o = dyn_cast<SliceTensorOp>(op))
    return sliceLayout(o);
  if (auto o = dyn_cast<SelectIntOp>(op))
    return selectLayout(o);
  if (auto o = dyn_cast<ExpandOp>(op))
    return expandLayout(o);
  if (auto o = dyn_cast<PermuteOp>(op))
    return permuteLayout(o);
  if (auto o = dyn_cast<AsStridedOp>(op))
    return asStridedLayout(o);
  return failure();
}

/// The result shape of a strided read is its layout's.
static FailureOr<SmallVector<int64_t>> shapeOf(FailureOr<StridedLayout> layout) {
  if (failed(layout))
    return failure();
  return layout->shape;
}
FailureOr<SmallVector<int64_t>> SliceTensorOp::inferShape() { return shapeOf(sliceLayout(*this)); }
FailureOr<SmallVector<int64_t>> SelectIntOp::inferShape() { return shapeOf(selectLayout(*this)); }
FailureOr<SmallVector<int64_t>> ExpandOp::inferShape() { return shapeOf(expandLayout(*this)); }
FailureOr<SmallVector<int64_t>> AsStridedOp::inferShape() { return shapeOf(asStridedLayout(*this)); }

FailureOr<SmallVector<int64_t>> UnsqueezeOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf());
  int64_t rank = in.size() + 1, dim = getDim();
  if (dim < -rank || dim >= rank)
    return emitOpError("dimension ") << dim << " is out of range for rank " << rank;
  if (dim < 0)
    dim += rank;
  SmallVector<int64_t> out(in.begin(), in.end());
  out.insert(out.begin() + dim, 1);
  return out;
}

FailureOr<SmallVector<int64_t>> SqueezeDimOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf());
  FailureOr<int64_t> dim = checkedDim(*this, getDim(), in.size());
  if (failed(dim))
    return failure();
  return squeezed(in, {*dim});
}

FailureOr<SmallVector<int64_t>> SqueezeDimsOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf());
  SmallVector<int64_t> dims;
  for (int64_t d : getDim()) {
    FailureOr<int64_t> n = checkedDim(*this, d, in.size());
    if (failed(n))
      return failure();
    dims.push_back(*n);
  }
  return squeezed(in, dims);
}
} // namespace edgec::edge

namespace edgec::edge {
FailureOr<SmallVector<int64_t>> _AdaptiveAvgPool2dOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf()), size = getOutputSize();
  if (in.size() != 3 && in.size() != 4)
    return emitOpError("expects a 3-D (CHW) or 4-D (NCHW) input, got rank ") << in.size();
  if (size.size() != 2 || size[0] < 1 || size[1] < 1)
    return emitOpError("output_size must be two positive sizes");
  SmallVector<int64_t> out(in.drop_back(2));
  out.append({size[0], size[1]});
  return out;
}

FailureOr<SmallVector<int64_t>> EmbeddingOp::inferShape() {
  ArrayRef<int64_t> weight = shapeOf(getWeight()), indices = shapeOf(getIndices());
  if (weight.size() != 2)
    return emitOpError("expects a 2-D weight, got rank ") << weight.size();
  Type indexType = cast<ShapedType>(getIndices().getType()).getElementType();
  if (!indexType.isInteger(64) && !indexType.isInteger(32))
    return emitOpError("indices must be i64 or i32, got ") << indexType;
  SmallVector<int64_t> out(indices.begin(), indices.end());
  out.push_back(weight[1]);
  return out;
}

/// [count, rank]: the run finds the count; the type holds its bound, the count's size symbol's maximum,
/// which is at most the input's element count (a run that finds more than the bound fails).
FailureOr<SmallVector<int64_t>> NonzeroOp::inferShape() {
  ArrayRef<int64_t> in = shapeOf(getSelf());
  int64_t numel = 1;
  for (int64_t d : in)
    if (llvm::MulOverflow(numel, d, numel))
      return emitOpError("input has more elements than int64 counts");
  Value result = getOperation()->getNumResults() ? getResult(0) : getOuts().empty() ? Value() : getOuts()[0];
  ArrayRef<int64_t> out = result ? shapeOf(result) : ArrayRef<int64_t>();
  int64_t rows = out.size() == 2 && out[0] >= 0 && out[0] <= numel ? out[0] : numel;
  return SmallVector<int64_t>{rows, int64_t(in.size())};
}
} // namespace edgec::edge

namespace edgec::edge {
FailureOr<SmallVector<int64_t>> CatOp::inferShape() {
  // PyTorch skips 1-D empty tensors (a legacy placeholder); every other input has the result's rank and
  // its sizes except along `dim`.
  SmallVector<int64_t> out;
  int64_t dim = 0;
  for (Value t : getTensors()) {
    ArrayRef<int64_t> s = shapeOf(t);
    if (s.size() == 1 && s[0] == 0)
      continue;
    if (out.empty()) {
      if (s.empty())
        return emitOpError("cannot concatenate zero-dim tensors");
      FailureOr<int64_t> d = checkedDim(*this, getDim(), s.size());
      if (failed(d))
        return failure();
      dim = *d;
      out.assign(s.begin(), s.end());
      continue;
    }
    if (s.size() != out.size())
      return emitOpError("inputs of ranks ") << out.size() << " and " << s.size();
    for (size_t i = 0; i < s.size(); ++i)
      if (int64_t(i) != dim && s[i] != out[i])
        return emitOpError("input of shape [") << formatShape(s) << "] does not match [" << formatShape(out)
                                               << "] outside dimension " << dim;
    std::optional<int64_t> sum = llvm::checkedAdd(out[dim], s[dim]);
    if (!sum)
      return emitOpError("concatenated size overflows int64");
    out[dim] = *sum;
  }
  if (out.empty())
    return SmallVector<int64_t>{0};
  return out;
}
} // namespace edgec::edge

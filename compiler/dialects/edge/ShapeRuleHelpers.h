//===- ShapeRuleHelpers.h - pieces the shape rules share ------*- C++ -*-===//
//
// Templates over the size type (ShapeRules.h) that several families' rules use: dims, strides,
// broadcasting, reductions and the sliding window. Included by the Shapes*.cpp files only.
//
//===----------------------------------------------------------------------===//
#ifndef EDGEC_DIALECTS_EDGE_SHAPERULEHELPERS_H
#define EDGEC_DIALECTS_EDGE_SHAPERULEHELPERS_H

#include "dialects/edge/ShapeRules.h"

namespace edgec::edge::rules {
using namespace mlir;
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

/// The output extent of a sliding window over input size `n`: PyTorch's pooling_output_shape,
/// floor((n + 2 pad - dil (k - 1) - 1) / stride) + 1, rounded up instead with `ceilMode` where the last window
/// starts inside the input or its left padding. Attributes come from the input: every step is checked.
template <typename S>
FailureOr<S> windowOutput(const ShapeContext<S> &cx, S n, int64_t kernel, int64_t stride, int64_t padding,
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
} // namespace edgec::edge::rules

#endif

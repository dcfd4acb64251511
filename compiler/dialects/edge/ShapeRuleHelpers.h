//===- ShapeRuleHelpers.h - pieces the shape rules share ------*- C++ -*-===//
//
// Templates over the size type (ShapeRules.h) that several families' rules use: dims, strides,
// broadcasting, and the compiler's side of the rules runtime-min shares (rules/SharedShapeRules.h). Included
// by the Shapes*.cpp files only.
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
  int64_t n;
  if (!::edge_shapes::checkedDim(cx, dim, rank, &n))
    return failure();
  return n;
}

/// A list attribute as the shared rules (rules/SharedShapeRules.h) read it.
inline ::edge_shapes::Ints ints(ArrayRef<int64_t> v) { return {v.data(), v.size()}; }
inline ::edge_shapes::Floats floats(ArrayRef<double> v) { return {v.data(), v.size()}; }

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

/// The output extent of a sliding window over input size `n` (runtime-min's shared rule).
template <typename S>
FailureOr<S> windowOutput(const ShapeContext<S> &cx, S n, int64_t kernel, int64_t stride, int64_t padding,
                          int64_t dilation, bool ceilMode = false) {
  S out = cx.c(0);
  if (!::edge_shapes::windowOutput(cx, n, kernel, stride, padding, dilation, ceilMode, &out))
    return failure();
  return out;
}
} // namespace edgec::edge::rules

#endif

//===- ShapesPooling.cpp - pooling -------------------------------------===//
//
// The pool family's window and shared rule, adaptive average pooling, and resizing.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

FailureOr<PoolWindow> poolWindow(int spatialRank, ArrayRef<int64_t> kernel, ArrayRef<int64_t> stride,
                                 ArrayRef<int64_t> padding, ArrayRef<int64_t> dilation) {
  PoolWindow w;
  if (!::edge_shapes::poolWindow(spatialRank, ints(kernel), ints(stride), ints(padding), ints(dilation), &w))
    return failure();
  return w;
}

/// The window of a max or average pooling op (average pooling has no dilation).
template <typename PoolOp> FailureOr<PoolWindow> poolWindowOf(PoolOp op) {
  SmallVector<int64_t> dilation = {1};
  if constexpr (!FamilyMember<PoolOp>::average)
    dilation.assign(op.getDilation().begin(), op.getDilation().end());
  return poolWindow(FamilyMember<PoolOp>::spatial_rank, op.getKernelSize(), op.getStride(), op.getPadding(), dilation);
}
#define EDGE_INSTANTIATE_POOL_WINDOW(OP, _) template FailureOr<PoolWindow> poolWindowOf(OP);
EDGE_SHAPE_RULE_OPS_pool(EDGE_INSTANTIATE_POOL_WINDOW, _)

/// Max pooling (with indices: both results have this shape) and average pooling over the trailing 1, 2 or 3
/// dims of an input with one or two leading dims ((N,) C), as PyTorch takes them (runtime-min's shared rule).
template <typename PoolOp, typename S> static Results<S> poolRule(PoolOp op, const ShapeContext<S> &cx) {
  constexpr int k = FamilyMember<PoolOp>::spatial_rank;
  if constexpr (FamilyMember<PoolOp>::average)
    if (divisorOverrideOf(op) == 0)
      return cx.error("divisor_override must not be 0");
  FailureOr<PoolWindow> w = poolWindowOf(op);
  if (failed(w))
    return cx.error("kernel_size, stride, padding and dilation must hold one or ")
           << k << " values: kernel, stride and dilation positive, padding from 0 to half the kernel";
  Dims<S> out;
  if (!::edge_shapes::poolShape(cx, cx.dims(op.getSelf()), k, *w, op.getCeilMode(), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(pool, poolRule)

/// Adaptive average pooling over the trailing 1, 2 or 3 dims (runtime-min's shared rule).
template <typename PoolOp, typename S> static Results<S> adaptivePoolRule(PoolOp op, const ShapeContext<S> &cx) {
  Dims<S> out;
  if (!::edge_shapes::adaptivePoolShape(cx, cx.dims(op.getSelf()), ints(op.getOutputSize()),
                                        FamilyMember<PoolOp>::spatial_rank, &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(adaptive_pool, adaptivePoolRule)

/// upsample_bilinear2d.vec (runtime-min's shared rule). A dynamic program's resize to sizes its result's
/// binding states (torch-bound-shapes) has output_size at their upper bounds: the binding gives the sizes.
template <typename S> static Results<S> upsampleRule(UpsampleBilinear2dVecOp op, const ShapeContext<S> &cx) {
  Dims<S> out;
  std::optional<ArrayRef<int64_t>> size = op.getOutputSize();
  std::optional<ArrayRef<double>> scales = op.getScaleFactors();
  if (!::edge_shapes::upsampleShape(cx, cx.dims(op.getInput()), size.has_value(), ints(size.value_or(ArrayRef<int64_t>())),
                                    scales.has_value(), floats(scales.value_or(ArrayRef<double>())), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE(UpsampleBilinear2dVecOp, upsampleRule)
} // namespace edgec::edge

//===- ShapesLinalg.cpp - matrix products and convolution --------------===//
//
// The shape rules of the matmul and conv2d families.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

// The rules are runtime-min's shared ones (rules/SharedShapeRules.h).
template <typename S> static Results<S> mmRule(MmOp op, const ShapeContext<S> &cx) {
  Dims<S> out;
  if (!::edge_shapes::matmulShape(cx, cx.dims(op.getSelf()), cx.dims(op.getMat2()), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE(MmOp, mmRule)

template <typename S> static Results<S> bmmRule(BmmOp op, const ShapeContext<S> &cx) {
  Dims<S> out;
  if (!::edge_shapes::bmmShape(cx, cx.dims(op.getSelf()), cx.dims(op.getMat2()), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE(BmmOp, bmmRule)

template <typename S> static Results<S> addmmRule(AddmmOp op, const ShapeContext<S> &cx) {
  Dims<S> out;
  if (!::edge_shapes::addmmShape(cx, cx.dims(op.getSelf()), cx.dims(op.getMat1()), cx.dims(op.getMat2()), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE(AddmmOp, addmmRule)

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> convolutionRule(ConvolutionOp op, const ShapeContext<S> &cx) {
  Dims<S> out, bias;
  if (Value b = op.getBias())
    bias = cx.dims(b);
  ::edge_shapes::Convolution attrs = {ints(op.getStride()), ints(op.getPadding()), ints(op.getDilation()),
                                      ints(op.getOutputPadding()), int64_t(op.getGroups()), op.getTransposed()};
  if (!::edge_shapes::convolutionShape(cx, cx.dims(op.getInput()), cx.dims(op.getWeight()),
                                       op.getBias() ? &bias : nullptr, attrs, &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE(ConvolutionOp, convolutionRule)
} // namespace edgec::edge

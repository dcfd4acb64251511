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

/// mm, bmm, addmm, baddbmm: runtime-min's shared rule over the operands playing the family's roles.
template <typename ProductOp, typename S> static Results<S> matmulRule(ProductOp op, const ShapeContext<S> &cx) {
  using Member = FamilyMember<ProductOp>;
  Dims<S> out, bias;
  if (Value b = Member::bias(op))
    bias = cx.dims(b);
  if (!::edge_shapes::productShape(cx, Member::batched, cx.dims(Member::a(op)), cx.dims(Member::b(op)),
                                   Member::bias(op) ? &bias : nullptr, &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(matmul, matmulRule)

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

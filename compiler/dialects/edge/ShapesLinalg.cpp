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
  // ATen refuses a floating alpha or beta for integer tensors rather than truncate it
  if (!isa<FloatType>(cast<ShapedType>(Member::a(op).getType()).getElementType()))
    for (Attribute scalar : {Member::alpha(op), Member::beta(op)})
      if (isa_and_nonnull<FloatAttr>(scalar))
        return cx.error("alpha and beta must be integers for integer tensors, got ") << scalar;
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

/// The conv2d family, by its roles (runtime-min's shared rule).
template <typename ConvOp, typename S> static Results<S> convolutionRule(ConvOp op, const ShapeContext<S> &cx) {
  using Member = FamilyMember<ConvOp>;
  Dims<S> out, bias;
  if (Value b = Member::bias(op))
    bias = cx.dims(b);
  ::edge_shapes::Convolution attrs = {ints(Member::stride(op)),         ints(Member::padding(op)),
                                      ints(Member::dilation(op)),       ints(Member::output_padding(op)),
                                      Member::groups(op),               Member::transposed(op)};
  if (!::edge_shapes::convolutionShape(cx, cx.dims(Member::input(op)), cx.dims(Member::weight(op)),
                                       Member::bias(op) ? &bias : nullptr, attrs, &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(convolution, convolutionRule)
} // namespace edgec::edge

//===- ShapesAlongDims.cpp - reductions, softmax, norms, sort ----------===//
//
// Rules of the families that work along dims of their input: reduce, softmax, norm, sort.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

//===----------------------------------------------------------------------===//
// Reductions and softmax
//===----------------------------------------------------------------------===//

/// The reduce family: over the dims the op names (reducedDims: none, or an empty list, is every dim), kept as
/// 1 with keepdim (runtime-min's shared rule). PyTorch rejects an extremum or its index over no elements;
/// the others take no explicit dtype here.
template <typename Op, typename S> static Results<S> reduceRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf()), out;
  if (givesDtype(op))
    return cx.error("with an explicit dtype is not supported");
  std::optional<SmallVector<int64_t>> dims = reducedDims(op);
  SmallVector<bool> reduced(in.size());
  if (!::edge_shapes::markReduced(cx, in.size(), !dims, ints(dims ? ArrayRef<int64_t>(*dims) : ArrayRef<int64_t>()),
                                   reduced) ||
      !::edge_shapes::reducedShape(cx, in, reduced, op.getKeepdim(), FamilyMember<Op>::identity, &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(reduce, reduceRule)

/// native_layer_norm: the normalized values have the input's shape; mean and rstd its leading dims, with
/// the normalized ones kept as 1. The weight and bias (each optional) have the normalized shape.
template <typename S> static Results<S> layerNormRule(NativeLayerNormOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput()), stats;
  ArrayRef<int64_t> normalized = op.getNormalizedShape();
  if (!::edge_shapes::layerNormStats(cx, in, ints(normalized), &stats))
    return failure();
  for (Value v : {op.getWeight(), op.getBias()})
    if (v && cx.bound(v) != normalized)
      return cx.error("weight and bias must have the normalized shape [") << formatShape(normalized) << "]";
  return ResultDims<S>{in, stats, stats};
}
EDGE_SHAPE_RULE(NativeLayerNormOp, layerNormRule)

/// native_group_norm: the normalized values have the input's shape [N, C, *]; mean and rstd are [N, group].
/// The weight and bias (each optional) are [C]. N and HxW are the sizes at the upper bounds of a dynamic
/// program: the input's sizes are the ones that count.
template <typename S> static Results<S> groupNormRule(NativeGroupNormOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput()), stats;
  int64_t C = op.getC();
  if (!::edge_shapes::groupNormStats(cx, in, C, op.getGroup(), &stats))
    return failure();
  // N and HxW restate the input's sizes (runtime-min reads the input's own).
  S spatial = cx.c(1);
  for (size_t d = 2; d < in.size(); ++d)
    spatial = spatial * in[d];
  if (cx.differ(in[0], cx.c(op.getN())) || cx.differ(spatial, cx.c(op.getHxW())))
    return cx.error("N ") << op.getN() << " and HxW " << op.getHxW() << " differ from the input's ["
                          << format<S>(in) << "]";
  for (Value v : {op.getWeight(), op.getBias()})
    if (v && cx.bound(v) != ArrayRef<int64_t>{C})
      return cx.error("weight and bias must have the shape [") << C << "]";
  return ResultDims<S>{in, stats, stats};
}
EDGE_SHAPE_RULE(NativeGroupNormOp, groupNormRule)

/// sort: values and indices have the input's shape; `dim` must be in range (a 0-D input sorts as one
/// element). topk: the same with `dim` k long; k from 0 to the dim's size.
template <typename Op, typename S> static Results<S> sortRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> out;
  int64_t dim = 0, k = 0;
  if constexpr (FamilyMember<Op>::top_k)
    k = op.getK();
  if (!::edge_shapes::sortShape(cx, cx.dims(op.getSelf()), op.getDim(), FamilyMember<Op>::top_k, k, &out, &dim))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(sort, sortRule)

/// Softmax and log-softmax keep their input's shape; `dim` must be in range.
template <typename Op, typename S> static Results<S> softmaxRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> out;
  if (!::edge_shapes::softmaxShape(cx, cx.dims(op.getSelf()), op.getDim(), op.getHalfToFloat(), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(softmax, softmaxRule)
} // namespace edgec::edge

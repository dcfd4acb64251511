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

/// The norm family (runtime-min's shared normRows): the normalized values have the input's shape; mean and
/// rstd the statistics' (layer norm: the leading dims, the normalized ones kept as 1; group norm: [N, group]).
/// The weight and bias (each optional) have the affine's shape. A group norm's N and HxW restate the input's
/// sizes at the upper bounds of a dynamic program: the input's sizes are the ones that count (runtime-min reads
/// those), and they must agree.
template <typename NormOp, typename S> static Results<S> normRule(NormOp op, const ShapeContext<S> &cx) {
  using Member = FamilyMember<NormOp>;
  Dims<S> in = cx.dims(Member::input(op)), stats, affine;
  ::edge_shapes::NormRows<S> rows;
  if (!::edge_shapes::normRows(cx, Member::grouped, in, ints(Member::normalized_shape(op)), Member::C(op),
                               Member::group(op), &rows, &stats, &affine))
    return failure();
  if (Member::grouped && (cx.differ(in[0], cx.c(Member::N(op))) || cx.differ(rows.spatial, cx.c(Member::HxW(op)))))
    return cx.error("N ") << Member::N(op) << " and HxW " << Member::HxW(op) << " differ from the input's ["
                          << format<S>(in) << "]";
  for (Value v : {Member::weight(op), Member::bias(op)}) {
    if (!v)
      continue;
    Dims<S> have = cx.dims(v);
    bool same = have.size() == affine.size();
    for (size_t d = 0; same && d < have.size(); ++d)
      same = !cx.differ(have[d], affine[d]);
    if (!same)
      return cx.error("weight and bias must have the shape [") << format<S>(affine) << "]";
  }
  return ResultDims<S>{in, stats, stats};
}
EDGE_SHAPE_RULE_FOR(norm, normRule)

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

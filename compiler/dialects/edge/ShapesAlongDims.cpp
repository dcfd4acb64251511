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
/// 1 with keepdim. PyTorch rejects an extremum or its index over no elements; the others take no explicit
/// dtype here.
template <typename Op, typename S> static Results<S> reduceRule(Op op, const ShapeContext<S> &cx) {
  constexpr Reduction reduction = FamilyMember<Op>::reduction;
  Dims<S> in = cx.dims(op.getSelf());
  if constexpr (reduction == Reduction::Max || reduction == Reduction::Min || reduction == Reduction::Argmax ||
                reduction == Reduction::Argmin) {
    if (llvm::any_of(in, [&](const S &d) { return cx.is(d, 0); }))
      return cx.error("over a zero-element tensor has no identity");
  }
  if (givesDtype(op))
    return cx.error("with an explicit dtype is not supported");
  std::optional<SmallVector<int64_t>> dims = reducedDims(op);
  return cx.every(reduced<S>(cx, in, dims ? std::optional<ArrayRef<int64_t>>(*dims) : std::nullopt, op.getKeepdim()));
}
EDGE_SHAPE_RULE_FOR(reduce, reduceRule)

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

/// sort: values and indices have the input's shape; `dim` must be in range (a 0-D input sorts as one
/// element). topk: the same with `dim` k long; k from 0 to the dim's size.
template <typename Op, typename S> static Results<S> sortRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  FailureOr<int64_t> dim = checkedDim(cx, op.getDim(), in.size());
  if (failed(dim))
    return failure();
  if constexpr (FamilyMember<Op>::top_k) {
    int64_t k = op.getK();
    if (in.empty())
      return k == 1 ? cx.every(in) : cx.error("k = ") << k << " is out of range for a 0-D input";
    std::optional<int64_t> n = in[*dim].constant();
    if (k < 0 || (n && k > *n))
      return cx.error("k = ") << k << " is out of range for a dim of size " << format<S>(in[*dim]);
    if (!n)
      return cx.unsupported("topk along a dim of dynamic size");
    in[*dim] = cx.c(k);
  }
  return cx.every(in);
}
EDGE_SHAPE_RULE_FOR(sort, sortRule)

/// Softmax and log-softmax keep their input's shape; `dim` must be in range.
template <typename Op, typename S> static Results<S> softmaxRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  if (failed(checkedDim(cx, op.getDim(), in.size())))
    return failure();
  if (op.getHalfToFloat())
    return cx.error("with half_to_float is not supported");
  return cx.every(in);
}
EDGE_SHAPE_RULE_FOR(softmax, softmaxRule)
} // namespace edgec::edge

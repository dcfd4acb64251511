//===- SelectSort.cpp - the sort family (sort, topk) -----------------------===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// The sort template over `self` as [outer, n, inner] along `dim`, writing the first `k` places of each row
/// (every place: sort).
DispatchRequest sortAlong(StringRef name, Value self, int64_t dimAttr, std::optional<int64_t> k, bool descending,
                          ValueRange outs) {
  MLIRContext *ctx = self.getContext();
  AroundDim a = aroundDim(dimsOf(self), dimAttr, ctx);
  DispatchRequest r = windowed("sort", outs[0], a.outer * a.along * a.inner);
  r.name = name.str();
  r.inputs = {self};
  r.outputs.push_back(outs[1]);
  typeBuffers(r, elementType(self), elementType(outs[0]), computeType({elementType(self)}));
  SortPush push;
  push.outer = a.outer, push.n = a.along, push.inner = a.inner, push.k = k ? constant(*k, ctx) : a.along;
  push.descending = constant(descending ? 1 : 0, ctx);
  r.setPush(push);
  return r;
}
/// sort writes every place of each row (`descending`); topk the first k (`largest`).
template <typename Op> Dispatches sortOf(Op o, const FoldedViews &) {
  if constexpr (edge::FamilyMember<Op>::top_k)
    return one(sortAlong("topk", o.getSelf(), o.getDim(), o.getK(), o.getLargest(), o.getOuts()));
  else
    return one(sortAlong("sort", o.getSelf(), o.getDim(), std::nullopt, o.getDescending(), o.getOuts()));
}
} // namespace

EDGE_SELECT_FAMILY(sort, selectSort, sortOf)
} // namespace edgec::select

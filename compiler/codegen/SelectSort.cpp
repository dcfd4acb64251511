//===- SelectSort.cpp - the sort family (sort, topk) -----------------------===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// The sort template over `self` as [outer, n, inner] along `dim`, writing the first `k` places of each row.
DispatchRequest sortAlong(StringRef name, Value self, int64_t dimAttr, Size k, bool descending, ValueRange outs) {
  MLIRContext *ctx = self.getContext();
  Sizes in = dimsOf(self);
  int64_t rank = in.size(), dim = edge::normalizeDim(dimAttr, rank);
  Size outer = constant(1, ctx), inner = constant(1, ctx), n = rank ? in[dim] : constant(1, ctx);
  for (int64_t i = 0; i < rank; ++i) {
    if (i < dim)
      outer = outer * in[i];
    else if (i > dim)
      inner = inner * in[i];
  }
  DispatchRequest r = windowed("sort", outs[0], outer * n * inner);
  r.name = name.str();
  r.inputs = {self};
  r.outputs.push_back(outs[1]);
  typeBuffers(r, elementType(self), elementType(outs[0]), computeType({elementType(self)}));
  SortPush push;
  push.outer = outer, push.n = n, push.inner = inner, push.k = k;
  push.descending = constant(descending ? 1 : 0, ctx);
  r.setPush(push);
  return r;
}

DispatchRequest sort(edge::SortOp o) {
  Sizes in = dimsOf(o.getSelf());
  Size n = in.empty() ? constant(1, o.getContext()) : in[edge::normalizeDim(o.getDim(), in.size())];
  return sortAlong("sort", o.getSelf(), o.getDim(), n, o.getDescending(), o.getOuts());
}

DispatchRequest topk(edge::TopkOp o) {
  return sortAlong("topk", o.getSelf(), o.getDim(), constant(o.getK(), o.getContext()), o.getLargest(), o.getOuts());
}
} // namespace

Dispatches selectSort(edge::AtenOpInterface op, const FoldedViews &) {
  return llvm::TypeSwitch<Operation *, Dispatches>(op)
      .Case([](edge::SortOp o) { return one(sort(o)); })
      .Case([](edge::TopkOp o) { return one(topk(o)); })
      .Default(noKernel);
}

} // namespace edgec::select

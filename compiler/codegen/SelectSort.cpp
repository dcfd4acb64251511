//===- SelectSort.cpp - the sort family (sort, topk) -----------------------===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// Rows up to kSortBlock elements (at their upper bound) sort in one RANK dispatch (n^2 per row, every
/// comparison in parallel); longer ones rank blocks of kSortBlock, then merge runs in ceil(log2(n / block))
/// passes (shaders/sort.comp). A multiple of kSortChunk, the outputs of one MERGE invocation: no chunk
/// straddles two pairs of runs.
constexpr int64_t kSortBlock = 128, kSortChunk = 8;
static_assert(kSortBlock % kSortChunk == 0, "a merge chunk must not straddle two pairs of runs");

/// The sort template over `self` as [outer, n, inner] along `dim`, writing the first `k` places of each row
/// (every place: sort) to `outs` (values, indices).
std::vector<DispatchRequest> sortAlong(Operation *op, StringRef name, Value self, int64_t dimAttr,
                                       std::optional<int64_t> k, bool descending, ValueRange outs) {
  MLIRContext *ctx = self.getContext();
  AroundDim a = aroundDim(dimsOf(self), dimAttr, ctx);
  int64_t n = upperBound(a.along), rows = upperBound(a.outer * a.inner);
  SortPush push;
  push.outer = a.outer, push.n = a.along, push.inner = a.inner, push.k = k ? constant(*k, ctx) : a.along;
  push.descending = constant(descending ? 1 : 0, ctx);
  Type type = elementType(self);
  auto step = [&](bool merge, bool final, Value inValues, Value inIndices, Value outValues, Value outIndices,
                  int64_t width) {
    Size invocations = merge ? a.outer * a.inner * a.along.ceilDiv(kSortChunk) : a.outer * a.along * a.inner;
    DispatchRequest r = windowed("sort", final ? outs[0] : outValues, invocations);
    r.name = name.str() + (merge ? "_merge" : "") + (final ? "" : "_run");
    r.defines = {std::string("MERGE=") + (merge ? "1" : "0"), std::string("FINAL=") + (final ? "1" : "0"),
                 "SORT_CHUNK=" + std::to_string(kSortChunk) + "u"};
    r.inputs = {inValues};
    if (merge)
      r.inputs.push_back(inIndices);
    r.outputs.push_back(final ? outs[1] : outIndices);
    typeBuffers(r, type, elementType(outs[0]), computeType({type}));
    SortPush p = push;
    p.width = width < 0 ? a.along : constant(width, ctx);
    r.setPush(p);
    return r;
  };
  if (n <= kSortBlock)
    return {step(false, true, self, Value(), Value(), Value(), -1)};
  // Two scratch pairs (values, indices as i32) of rows x n at the bounds, passed back and forth.
  auto scratch = [&](Type t) { return scratchBuffer(op, {rows, n}, t); };
  Type i32 = IntegerType::get(ctx, 32);
  Value values[2] = {scratch(type), scratch(type)}, indices[2] = {scratch(i32), scratch(i32)};
  std::vector<DispatchRequest> steps = {step(false, false, self, Value(), values[0], indices[0], kSortBlock)};
  int current = 0;
  for (int64_t width = kSortBlock; width < n; width *= 2, current ^= 1) {
    bool final = 2 * width >= n;
    steps.push_back(step(true, final, values[current], indices[current], values[current ^ 1], indices[current ^ 1],
                         width));
  }
  return steps;
}
/// sort writes every place of each row (`descending`); topk the first k (`largest`).
template <typename Op> Dispatches sortOf(Op o, const FoldedViews &) {
  if constexpr (edge::FamilyMember<Op>::top_k)
    return sortAlong(o, "topk", o.getSelf(), o.getDim(), o.getK(), o.getLargest(), o.getOuts());
  else
    return sortAlong(o, "sort", o.getSelf(), o.getDim(), std::nullopt, o.getDescending(), o.getOuts());
}
} // namespace

EDGE_SELECT_FAMILY(sort, selectSort, sortOf)
} // namespace edgec::select

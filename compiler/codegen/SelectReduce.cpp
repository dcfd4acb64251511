//===- SelectReduce.cpp - the reduce family ===//
#include "codegen/KernelSelect.h"
#include "dialects/edge/ShapeRules.h"

namespace edgec::select {
namespace {
// Rows of at least kTreeRow elements (at their upper bound) are reduced by a workgroup of kTreeGroupSize
// invocations each (TREE); shorter ones by one invocation per output element, which keeps every invocation
// busy when there are many short rows.
constexpr int64_t kTreeRow = 128;
constexpr int32_t kTreeGroupSize = 256; // a power of two, for the shader's tree (fewer where the target allows fewer)

/// A reduction of `self` over `dims` (none or empty: all) into `out` by verified op `op`; `index`: out holds
/// the extremum's index.
DispatchRequest reduction(Operation *op, Value self, std::optional<SmallVector<int64_t>> dims, Value out,
                          edge::Reduction kind, bool index) {
  StringRef define = edge::defineOf(kind);
  MLIRContext *ctx = out.getContext();
  Sizes in = dimsOf(self);
  Sizes strides = edge::contiguousStrides(in, ctx);
  SmallVector<bool> reduced(in.size());
  ArrayRef<int64_t> listed = dims ? ArrayRef<int64_t>(*dims) : ArrayRef<int64_t>();
  // The shape rule's own marking (the op is verified: it cannot fail).
  (void)::edge_shapes::markReduced(edge::ShapeContext<edge::StaticSize>(op), in.size(), !dims,
                                   ::edge_shapes::Ints{listed.data(), listed.size()}, reduced);
  Sizes keptShape, keptStrides, redShape, redStrides;
  for (size_t i = 0; i < in.size(); ++i) {
    (reduced[i] ? redShape : keptShape).push_back(in[i]);
    (reduced[i] ? redStrides : keptStrides).push_back(strides[i]);
  }
  Size outNumel = edge::sizeProduct(keptShape, ctx);
  DispatchRequest r = windowed("reduce", out, outNumel);
  r.name = ("reduce_" + define.drop_front(3).lower());
  r.defines = {define.str()};
  // argmax writes i64 as two words, whatever the compute type; sum accumulates integers in int64
  Type outType = index ? elementType(self) : elementType(out);
  typeBuffers(r, elementType(self), outType, computeType({elementType(self), outType}));
  r.inputs = {self};
  ReducePush push;
  push.outNumel = outNumel;
  push.keptRank = constant(keptShape.size(), ctx), push.redRank = constant(redShape.size(), ctx);
  push.redCount = edge::sizeProduct(redShape, ctx);
  push.keptShape = keptShape, push.keptStrides = keptStrides, push.redShape = redShape, push.redStrides = redStrides;
  if (upperBound(push.redCount) >= kTreeRow) {
    r.name += "_tree";
    r.defines.push_back("TREE");
    r.spec = {rowTreeGroupSize(push.redCount, outNumel, kTreeGroupSize), 1, 1};
    r.groups = grid1d(outNumel, 1); // a workgroup per output element
  }
  r.setPush(push);
  return r;
}
template <typename Op> Dispatches reductionOf(Op o, const FoldedViews &) {
  return one(reduction(o.getOperation(), o.getSelf(), edge::reducedDims(o), o.getOuts()[0], edge::FamilyMember<Op>::reduction,
                       edge::FamilyMember<Op>::gives_indices));
}
} // namespace

EDGE_SELECT_FAMILY(reduce, selectReduce, reductionOf)
} // namespace edgec::select

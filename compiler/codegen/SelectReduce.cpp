//===- SelectReduce.cpp - the reduce family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
/// A reduction of `self` over `dims` (none or empty: all) into `out`; `op` selects the variant (OP_MEAN, ...).
DispatchRequest reduction(Value self, std::optional<ArrayRef<int64_t>> dims, Value out, StringRef op) {
  MLIRContext *ctx = out.getContext();
  Sizes in = dimsOf(self);
  Sizes strides = edge::contiguousStrides(in, ctx);
  SmallVector<bool> reduced(in.size(), !dims || dims->empty());
  if (dims)
    for (int64_t d : *dims)
      reduced[edge::normalizeDim(d, in.size())] = true;
  Sizes keptShape, keptStrides, redShape, redStrides;
  for (size_t i = 0; i < in.size(); ++i) {
    (reduced[i] ? redShape : keptShape).push_back(in[i]);
    (reduced[i] ? redStrides : keptStrides).push_back(strides[i]);
  }
  Size outNumel = product(keptShape, ctx);
  DispatchRequest r = windowed("reduce", out, outNumel);
  r.name = ("reduce_" + op.drop_front(3).lower());
  r.defines = {op.str()};
  // argmax writes i64 as two words, whatever the compute type; sum accumulates integers in int64
  Type outType = op == "OP_ARGMAX" || op == "OP_ARGMIN" ? elementType(self) : elementType(out);
  typeBuffers(r, elementType(self), outType, computeType({elementType(self), outType}));
  r.inputs = {self};
  ReducePush push;
  push.outNumel = outNumel;
  push.keptRank = constant(keptShape.size(), ctx), push.redRank = constant(redShape.size(), ctx);
  push.redCount = product(redShape, ctx);
  push.keptShape = keptShape, push.keptStrides = keptStrides, push.redShape = redShape, push.redStrides = redStrides;
  r.setPush(push);
  return r;
}


} // namespace edgec::select

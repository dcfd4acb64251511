//===- SelectReduce.cpp - the reduce family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
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
} // namespace

Dispatches selectReduce(edge::AtenOpInterface op, const FoldedViews &) {
  return llvm::TypeSwitch<Operation *, Dispatches>(op)
      .Case([](edge::MeanDimOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MEAN")); })
      .Case([](edge::SumDimIntListOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_SUM")); })
      .Case([](edge::AmaxOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MAX")); })
      .Case([](edge::AminOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MIN")); })
      .Case([](edge::ProdDimIntOp o) {
        int64_t dim = o.getDim();
        return one(reduction(o.getSelf(), ArrayRef<int64_t>(dim), o.getOuts()[0], "OP_PROD"));
      })
      .Case<edge::ArgmaxOp, edge::ArgminOp>([](auto o) {
        std::optional<int64_t> dim = o.getDim();
        std::optional<ArrayRef<int64_t>> dims;
        if (dim)
          dims = ArrayRef<int64_t>(*dim);
        bool max = std::is_same_v<decltype(o), edge::ArgmaxOp>;
        return one(reduction(o.getSelf(), dims, o.getOuts()[0], max ? "OP_ARGMAX" : "OP_ARGMIN"));
      })
      .Default(noKernel);
}

} // namespace edgec::select

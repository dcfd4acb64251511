//===- SelectSoftmax.cpp - the softmax family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// Softmax (or log-softmax) of `self` along `dim`.
DispatchRequest softmax(Value self, int64_t dimAttr, Value out, bool log) {
  MLIRContext *ctx = out.getContext();
  Sizes in = dimsOf(self);
  int64_t rank = in.size(), dim = edge::normalizeDim(dimAttr, rank);
  Size outer = constant(1, ctx), inner = constant(1, ctx), d = rank ? in[dim] : constant(1, ctx);
  for (int64_t i = 0; i < rank; ++i) {
    if (i < dim)
      outer = outer * in[i];
    else if (i > dim)
      inner = inner * in[i];
  }
  DispatchRequest r = windowed("softmax", out, outer * inner);
  r.name = log ? "log_softmax" : "softmax";
  if (log)
    r.defines = {"LOG"};
  typeBuffers(r, elementType(self), elementType(out), ComputeType::Float);
  r.inputs = {self};
  SoftmaxPush push;
  push.outer = outer, push.D = d, push.inner = inner;
  r.setPush(push);
  return r;
}
} // namespace

Dispatches selectSoftmax(edge::AtenOpInterface op, const FoldedViews &) {
  return llvm::TypeSwitch<Operation *, Dispatches>(op)
      .Case([](edge::_SoftmaxOp o) { return one(softmax(o.getSelf(), o.getDim(), o.getOuts()[0], false)); })
      .Case([](edge::_LogSoftmaxOp o) { return one(softmax(o.getSelf(), o.getDim(), o.getOuts()[0], true)); })
      .Default(noKernel);
}

} // namespace edgec::select

//===- SelectSoftmax.cpp - the softmax family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// Softmax (or log-softmax) of `self` along `dim`.
DispatchRequest softmax(Value self, int64_t dimAttr, Value out, bool log) {
  AroundDim a = aroundDim(dimsOf(self), dimAttr, out.getContext());
  DispatchRequest r = windowed("softmax", out, a.outer * a.inner);
  r.name = log ? "log_softmax" : "softmax";
  if (log)
    r.defines = {"LOG"};
  typeBuffers(r, elementType(self), elementType(out), ComputeType::Float);
  r.inputs = {self};
  SoftmaxPush push;
  push.outer = a.outer, push.D = a.along, push.inner = a.inner;
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

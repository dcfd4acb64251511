//===- SelectSoftmax.cpp - the softmax family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
// Rows of at least kTreeMinRow elements run one workgroup of kTreeGroupSize each (TREE), as the long reductions
// do (SelectReduce.cpp); shorter ones one invocation per row.
constexpr int64_t kTreeMinRow = 128;
constexpr int32_t kTreeGroupSize = 128; // a power of two, for the shader's tree

/// Softmax (or log-softmax) of `self` along `dim`.
DispatchRequest softmax(Value self, int64_t dimAttr, Value out, bool log) {
  AroundDim a = aroundDim(dimsOf(self), dimAttr, out.getContext());
  DispatchRequest r = windowed("softmax", out, a.outer * a.inner);
  r.name = log ? "log_softmax" : "softmax";
  if (log)
    r.defines = {"LOG"};
  if (upperBound(a.along) >= kTreeMinRow) {
    r.name += "_tree";
    r.defines.push_back("TREE");
    r.spec = {rowTreeGroupSize(a.along, a.outer * a.inner, kTreeGroupSize), 1, 1};
    r.groups = grid1d(a.outer * a.inner, 1);
  }
  typeBuffers(r, elementType(self), elementType(out), ComputeType::Float);
  r.inputs = {self};
  SoftmaxPush push;
  push.outer = a.outer, push.D = a.along, push.inner = a.inner;
  r.setPush(push);
  return r;
}
template <typename Op> Dispatches softmaxOf(Op o, const FoldedViews &) {
  bool log = edge::FamilyMember<Op>::log;
  bool safe = currentEpilogue && currentEpilogue->safeSoftmax && !log; // it writes the where's output
  DispatchRequest r = softmax(o.getSelf(), o.getDim(), safe ? currentEpilogue->out : o.getOuts()[0], log);
  if (safe) {
    r.name += "_safe";
    r.defines.push_back("SAFE");
    currentEpilogue->taken = true;
  }
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(softmax, selectSoftmax, softmaxOf)
} // namespace edgec::select

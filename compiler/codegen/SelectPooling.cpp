//===- SelectPooling.cpp - the pool2d and adaptive_pool2d families ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// max_pool2d, or max_pool2d_with_indices (its second out: the indices).
template <typename PoolOp> FailureOr<DispatchRequest> maxPool2dOf(PoolOp o) {
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  FailureOr<edge::Pool2dWindow> w = edge::poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), o.getDilation());
  if (failed(w))
    return o.emitOpError("malformed pooling window");
  DispatchRequest r = windowed("pool2d", o.getOuts()[0], product(out, o.getContext()));
  r.name = "max_pool2d";
  r.inputs = {o.getSelf()};
  if (o.getOuts().size() == 2) {
    r.name = "max_pool2d_with_indices";
    r.defines = {"WITH_INDICES"};
    r.outputs.push_back(o.getOuts()[1]);
  }
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), computeType({elementType(o.getSelf())}));
  Pool2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3], push.OH = out[2], push.OW = out[3];
  r.setPush(push);
  specializeWindow(r, {w->kh, w->kw, w->sh, w->sw, w->ph, w->pw, w->dh, w->dw});
  return r;
}

} // namespace

FailureOr<DispatchRequest> maxPool2d(edge::MaxPool2dOp o) { return maxPool2dOf(o); }
FailureOr<DispatchRequest> maxPool2d(edge::MaxPool2dWithIndicesOp o) { return maxPool2dOf(o); }

/// avg_pool2d: the pool2d template's AVG variant; the divisor rule is pushed (divisor_override, 0 for none;
/// count_include_pad).
FailureOr<DispatchRequest> avgPool2d(edge::AvgPool2dOp o) {
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  FailureOr<edge::Pool2dWindow> w = edge::poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), {1});
  if (failed(w))
    return o.emitOpError("malformed pooling window");
  DispatchRequest r = windowed("pool2d", o.getOuts()[0], product(out, o.getContext()));
  r.name = "avg_pool2d";
  r.defines = {"AVG"};
  r.inputs = {o.getSelf()};
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), computeType({elementType(o.getSelf())}));
  Pool2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3], push.OH = out[2], push.OW = out[3];
  push.divisorOverride = o.getDivisorOverride().value_or(0);
  push.countIncludePad = constant(o.getCountIncludePad() ? 1 : 0, o.getContext());
  r.setPush(push);
  specializeWindow(r, {w->kh, w->kw, w->sh, w->sw, w->ph, w->pw, 1, 1});
  return r;
}

DispatchRequest adaptiveAvgPool2d(edge::_AdaptiveAvgPool2dOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  DispatchRequest r = windowed("adaptive_pool2d", o.getOuts()[0], product(out, ctx));
  r.name = "adaptive_avg_pool2d";
  r.inputs = {o.getSelf()};
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), ComputeType::Float);
  size_t r4 = in.size() == 4; // NCHW, or CHW as one image
  AdaptivePool2dPush push;
  push.N = r4 ? in[0] : constant(1, ctx), push.C = in[r4], push.H = in[r4 + 1], push.W = in[r4 + 2];
  push.OH = out[r4 + 1], push.OW = out[r4 + 2];
  r.setPush(push);
  return r;
}


} // namespace edgec::select

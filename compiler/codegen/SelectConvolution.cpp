//===- SelectConvolution.cpp - the conv2d family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
DispatchRequest convolution(edge::ConvolutionOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput()), out = dimsOf(o.getOuts()[0]);
  ArrayRef<int64_t> w = cast<ShapedType>(o.getWeight().getType()).getShape();
  DispatchRequest r = windowed("conv2d", o.getOuts()[0], product(out, ctx));
  r.name = o.getBias() ? "conv2d_bias" : "conv2d";
  r.defines = {std::string("HAS_BIAS=") + (o.getBias() ? "1" : "0")};
  typeBuffers(r, elementType(o.getInput()), elementType(o.getOuts()[0]), computeType({elementType(o.getOuts()[0])}));
  r.inputs = {o.getInput(), o.getWeight()};
  if (Value bias = o.getBias())
    r.inputs.push_back(bias);
  int64_t groups = o.getGroups();
  Conv2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3];
  push.OC = out[1], push.OH = out[2], push.OW = out[3];
  push.inPerGroup = in[1].floorDiv(groups), push.outPerGroup = out[1].floorDiv(groups);
  r.setPush(push);
  auto at = [](ArrayRef<int64_t> list, int i) { return edge::spatial(list, i); };
  specializeWindow(r, {w[2], w[3], at(o.getStride(), 0), at(o.getStride(), 1), at(o.getPadding(), 0),
                       at(o.getPadding(), 1), at(o.getDilation(), 0), at(o.getDilation(), 1)});
  return r;
}
} // namespace

Dispatches selectConv2d(edge::ConvolutionOp op, const FoldedViews &) { return one(convolution(op)); }
} // namespace edgec::select

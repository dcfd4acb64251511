//===- SelectConvolution.cpp - the conv2d family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// Any op of the family, by its roles (kernel_families.py).
template <typename ConvOp> Dispatches convolution(ConvOp o, const FoldedViews &) {
  using Member = edge::FamilyMember<ConvOp>;
  MLIRContext *ctx = o.getContext();
  Value input = Member::input(o), weight = Member::weight(o), bias = Member::bias(o);
  Sizes in = dimsOf(input), out = dimsOf(o.getOuts()[0]);
  ArrayRef<int64_t> w = cast<ShapedType>(weight.getType()).getShape();
  DispatchRequest r = windowed("conv2d", o.getOuts()[0], product(out, ctx));
  r.name = bias ? "conv2d_bias" : "conv2d";
  r.defines = {std::string("HAS_BIAS=") + (bias ? "1" : "0")};
  typeBuffers(r, elementType(input), elementType(o.getOuts()[0]), computeType({elementType(o.getOuts()[0])}));
  r.inputs = {input, weight};
  if (bias)
    r.inputs.push_back(bias);
  int64_t groups = Member::groups(o);
  Conv2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3];
  push.OC = out[1], push.OH = out[2], push.OW = out[3];
  push.inPerGroup = in[1].floorDiv(groups), push.outPerGroup = out[1].floorDiv(groups);
  r.setPush(push);
  auto at = [](ArrayRef<int64_t> list, int i) { return edge::spatial(list, i); };
  ArrayRef<int64_t> stride = Member::stride(o), padding = Member::padding(o), dilation = Member::dilation(o);
  specializeWindow(r, {w[2], w[3], at(stride, 0), at(stride, 1), at(padding, 0), at(padding, 1), at(dilation, 0),
                       at(dilation, 1)});
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(conv2d, selectConv2d, convolution)
} // namespace edgec::select

//===- SelectConvolution.cpp - the conv2d family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
// Which convolutions run as an implicit GEMM, as measured on an H100 (bench/RESULTS.md): ungrouped ones of at
// least 8 output channels, grouped ones of at least 32 per group, each summing at least one BK step (16) of
// products. The others (depthwise convolutions, ResNeXt's 8 per group, squeeze-excitation convolutions of 4 to
// 8 input channels) run one invocation per output element: a GEMM tile would leave most of its rows or its K
// step empty, and was slower for them.
constexpr int64_t kGemmMinOutChannels = 8;
constexpr int64_t kGemmMinOutPerGroup = 32;
constexpr int64_t kGemmMinSum = 16;

/// Any op of the family, by its roles (kernel_families.py).
template <typename ConvOp> Dispatches convolution(ConvOp o, const FoldedViews &) {
  using Member = edge::FamilyMember<ConvOp>;
  MLIRContext *ctx = o.getContext();
  Value input = Member::input(o), weight = Member::weight(o), bias = Member::bias(o);
  Sizes in = dimsOf(input), out = dimsOf(o.getOuts()[0]);
  ArrayRef<int64_t> w = cast<ShapedType>(weight.getType()).getShape();
  DispatchRequest r = windowed("conv2d", o.getOuts()[0], product(out, ctx));
  Size outPerGroup = out[1].floorDiv(Member::groups(o));
  // The GEMM grid is (pixel tiles, channel tiles, samples x groups), each within the guaranteed 65535 groups
  // even at the smallest tile; a larger convolution runs directly, its grid folded.
  bool gemm = upperBound(outPerGroup) >= (Member::groups(o) == 1 ? kGemmMinOutChannels : kGemmMinOutPerGroup) &&
              upperBound(in[1].floorDiv(Member::groups(o))) * w[2] * w[3] >= kGemmMinSum &&
              upperBound((out[2] * out[3]).ceilDiv(kGemmSmallestTile)) <= kMaxGroupsPerDim &&
              upperBound(outPerGroup.ceilDiv(kGemmSmallestTile)) <= kMaxGroupsPerDim &&
              upperBound(in[0] * Member::groups(o)) <= kMaxGroupsPerDim;
  r.name = std::string(gemm ? "conv2d_gemm" : "conv2d") + (bias ? "_bias" : "");
  r.defines = {std::string("HAS_BIAS=") + (bias ? "1" : "0"), std::string("GEMM=") + (gemm ? "1" : "0")};
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
  if (gemm) // per sample and group: out[oc, pixel] = w[oc, window] @ input[window, pixel]
    specializeGemm(r, outPerGroup, out[2] * out[3], in[0] * constant(groups, ctx));
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(conv2d, selectConv2d, convolution)
} // namespace edgec::select

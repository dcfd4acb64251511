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
  DispatchRequest r = windowed("conv2d", o.getOuts()[0], edge::sizeProduct(out, ctx));
  Size outPerGroup = out[1].floorDiv(Member::groups(o));
  // The GEMM grid is (pixel tiles, channel tiles, samples x groups), each within the guaranteed 65535 groups
  // even at the smallest tile; a larger convolution runs directly, its grid folded.
  bool gemm = upperBound(outPerGroup) >= (Member::groups(o) == 1 ? kGemmMinOutChannels : kGemmMinOutPerGroup) &&
              upperBound(in[1].floorDiv(Member::groups(o))) * w[2] * w[3] >= kGemmMinSum &&
              upperBound((out[2] * out[3]).ceilDiv(kGemmSmallestTile)) <= kMaxGroupsPerDim &&
              upperBound(outPerGroup.ceilDiv(kGemmSmallestTile)) <= kMaxGroupsPerDim &&
              upperBound(in[0] * Member::groups(o)) <= kMaxGroupsPerDim;
  int64_t groups = Member::groups(o);
  Size k = in[1].floorDiv(groups) * constant(w[2] * w[3], ctx);
  Type outType = elementType(o.getOuts()[0]);
  ComputeType ct = computeType({outType});
  auto at = [](ArrayRef<int64_t> list, int i) { return edge::spatial(list, i); };
  ArrayRef<int64_t> stride = Member::stride(o), padding = Member::padding(o), dilation = Member::dilation(o);
  auto configure = [&](DispatchRequest &d, bool gemmTiles, bool split, Value withBias) {
    d.name = std::string(gemmTiles ? "conv2d_gemm" : "conv2d") + (split ? "_split" : "") + (withBias ? "_bias" : "");
    d.defines = {std::string("HAS_BIAS=") + (withBias ? "1" : "0"), std::string("GEMM=") + (gemmTiles ? "1" : "0"),
                 std::string("SPLIT_K=") + (split ? "1" : "0")};
    typeBuffers(d, elementType(input), outType, ct);
    d.inputs = {input, weight};
    if (withBias)
      d.inputs.push_back(withBias);
    specializeWindow(d, {w[2], w[3]});
  };
  Conv2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3];
  push.OC = out[1], push.OH = out[2], push.OW = out[3];
  push.inPerGroup = in[1].floorDiv(groups), push.outPerGroup = outPerGroup;
  push.SH = constant(at(stride, 0), ctx), push.SW = constant(at(stride, 1), ctx);
  push.PH = at(padding, 0), push.PW = at(padding, 1);
  push.DH = constant(at(dilation, 0), ctx), push.DW = constant(at(dilation, 1), ctx);
  if (gemm) { // per sample and group: out[oc, pixel] = w[oc, window] @ input[window, pixel]
    DispatchRequest probe = r;
    configure(probe, true, false, bias);
    const GemmTile &tile = specializeGemm(probe, outPerGroup, out[2] * out[3], in[0] * constant(groups, ctx), ct);
    int64_t workgroups = workgroupCount(probe.groups), chunk = 0, slices = 1;
    auto kConstant = dyn_cast<AffineConstantExpr>(k);
    int64_t outNumel = upperBound(edge::sizeProduct(out, ctx));
    if (kConstant && ct != ComputeType::Int64Pairs)
      slices = splitKSlices(workgroups, kConstant.getValue(), tile.bk, outNumel, chunk);
    if (slices > 1 && upperBound(in[0] * constant(groups * slices, ctx)) <= kMaxGroupsPerDim) {
      // The partial sums of each slice, [slices, N, OC, OH, OW] in the compute type; then their sum.
      Value partials = partialSums(o, slices, out, ct);
      DispatchRequest slicesRequest = r;
      configure(slicesRequest, true, true, Value());
      slicesRequest.outputs = {partials};
      specializeGemm(slicesRequest, outPerGroup, out[2] * out[3], in[0] * constant(groups * slices, ctx), ct);
      Conv2dPush slicesPush = push;
      slicesPush.slices = constant(slices, ctx), slicesPush.kChunk = constant(chunk, ctx);
      slicesRequest.setPush(slicesPush);
      DispatchRequest sum = splitKSum(partials, bias, o.getOuts()[0], elementType(input), ct, slices, 1.0, 1.0,
                                      {BiasTerm{out[2] * out[3], out[1], constant(1, ctx)}});
      return two(std::move(slicesRequest), std::move(sum));
    }
    r = std::move(probe);
  } else {
    configure(r, false, false, bias);
  }
  takeEpilogue(r, push, outType);
  r.setPush(push);
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(conv2d, selectConv2d, convolution)
} // namespace edgec::select

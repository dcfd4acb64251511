//===- SelectPooling.cpp - the pool, adaptive_pool and upsample families ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// The pooling templates' view of 1 to 3 spatial dims: the input's leading dims ((N,) C) as one count of
/// planes, and input and output sizes as (D, H, W), the spatial dims right-aligned and the missing leading ones
/// of size 1.
template <typename Push>
void setPlanesAndSpatial(Push &push, ArrayRef<Size> in, ArrayRef<Size> out, size_t spatial, MLIRContext *ctx) {
  size_t lead = in.size() - spatial;
  push.planes = edge::sizeProduct(in.take_front(lead), ctx);
  Size *pin[3] = {&push.D, &push.H, &push.W}, *pout[3] = {&push.OD, &push.OH, &push.OW};
  for (size_t i = 0; i < 3; ++i) {
    bool present = i >= 3 - spatial;
    *pin[i] = present ? in[lead + i - (3 - spatial)] : constant(1, ctx);
    *pout[i] = present ? out[lead + i - (3 - spatial)] : constant(1, ctx);
  }
}

/// Max pooling (with indices: the second out) and average pooling over 1 to 3 spatial dims, as the pool
/// template's 3-D window (a 2-D op's depth is 1); the dims before the spatial ones are one count of planes.
/// The average's divisor rule is pushed (divisor_override, 0 for none; count_include_pad).
template <typename PoolOp> Dispatches pool(PoolOp o, const FoldedViews &) {
  using Member = edge::FamilyMember<PoolOp>;
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  FailureOr<edge::PoolWindow> w = edge::poolWindowOf(o);
  if (failed(w))
    return o.emitOpError("malformed pooling window");
  constexpr size_t spatial = Member::spatial_rank;
  DispatchRequest r = windowed("pool", o.getOuts()[0], edge::sizeProduct(out, ctx));
  StringRef aten = cast<edge::AtenOpInterface>(o.getOperation()).getAtenName(); // aten.max_pool2d.default
  r.name = aten.drop_front(strlen("aten.")).split('.').first.str();
  r.inputs = {o.getSelf()};
  if constexpr (Member::average) {
    r.defines = {"AVG"};
  } else if (o.getOuts().size() == 2) {
    r.defines = {"WITH_INDICES"};
    r.outputs.push_back(o.getOuts()[1]);
  }
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), computeType({elementType(o.getSelf())}));
  PoolPush push;
  setPlanesAndSpatial(push, in, out, spatial, ctx);
  if constexpr (Member::average) {
    push.divisorOverride = edge::divisorOverrideOf(o).value_or(0);
    push.countIncludePad = constant(o.getCountIncludePad() ? 1 : 0, ctx);
  }
  r.setPush(push);
  SmallVector<int64_t> window;
  for (const int64_t *v : {w->kernel, w->stride, w->padding, w->dilation})
    window.append(v, v + 3);
  specializeWindow(r, window);
  return one(r);
}

/// Adaptive average pooling over 1 to 3 spatial dims, as the template's 3-D windows (the missing leading
/// spatial dims of size 1); the dims before the spatial ones are one count of planes.
template <typename PoolOp> Dispatches adaptivePool(PoolOp o, const FoldedViews &) {
  MLIRContext *ctx = o.getContext();
  constexpr size_t spatial = edge::FamilyMember<PoolOp>::spatial_rank;
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  DispatchRequest r = windowed("adaptive_pool", o.getOuts()[0], edge::sizeProduct(out, ctx));
  StringRef aten = cast<edge::AtenOpInterface>(o.getOperation()).getAtenName(); // aten._adaptive_avg_pool2d.default
  r.name = aten.drop_front(strlen("aten.")).split('.').first.ltrim('_').str();
  r.inputs = {o.getSelf()};
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), ComputeType::Float);
  // The template's window bounds, (o + 1) * in + o, are 32-bit: larger sizes would wrap into wrong windows.
  ArrayRef<int64_t> inBound = cast<ShapedType>(o.getSelf().getType()).getShape(),
                    outBound = cast<ShapedType>(o.getOuts()[0].getType()).getShape();
  for (size_t d = in.size() - spatial; d < in.size(); ++d)
    if ((outBound[d] + 1) * inBound[d] + outBound[d] > int64_t(UINT32_MAX))
      return o.emitOpError("pools a size of ") << inBound[d] << " to " << outBound[d]
                                               << ": past the shader's 32-bit window arithmetic";
  AdaptivePoolPush push;
  setPlanesAndSpatial(push, in, out, spatial, ctx);
  r.setPush(push);
  return one(r);
}

/// Bilinear resizing: a pixel per invocation over (N * C) planes. Each dim's scale is pushed as ATen computes
/// it where the compiler knows it (static sizes, or a scale factor without align_corners), so the kernel
/// samples exactly where PyTorch does; with a dynamic size the shader divides the run-time sizes (-1 pushed).
Dispatches upsample(edge::UpsampleBilinear2dVecOp o, const FoldedViews &) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput()), out = dimsOf(o.getOuts()[0]);
  DispatchRequest r = windowed("upsample", o.getOuts()[0], edge::sizeProduct(out, ctx));
  r.name = "upsample_bilinear2d";
  r.inputs = {o.getInput()};
  if (o.getAlignCorners())
    r.defines = {"ALIGN_CORNERS"};
  typeBuffers(r, elementType(o.getInput()), elementType(o.getOuts()[0]), ComputeType::Float);
  UpsamplePush push;
  push.planes = in[0] * in[1];
  push.H = in[2], push.W = in[3], push.OH = out[2], push.OW = out[3];
  std::optional<ArrayRef<double>> factors = o.getScaleFactors();
  std::optional<double> *scales[2] = {&push.scaleH, &push.scaleW};
  for (size_t d = 0; d < 2; ++d) {
    auto size = dyn_cast<AffineConstantExpr>(in[2 + d]), outSize = dyn_cast<AffineConstantExpr>(out[2 + d]);
    bool given = factors && !o.getAlignCorners() && (*factors)[d] > 0;
    *scales[d] = size && outSize ? double(::edge_shapes::upsampleScale(size.getValue(), outSize.getValue(),
                                                                         o.getAlignCorners(), factors.has_value(),
                                                                         factors ? (*factors)[d] : 0.0))
                 : given ? double(float(1.0 / (*factors)[d]))
                         : -1.0;
  }
  r.setPush(push);
  return one(r);
}
} // namespace

EDGE_SELECT_FAMILY(pool, selectPool, pool)

EDGE_SELECT_FAMILY(adaptive_pool, selectAdaptivePool, adaptivePool)

EDGE_SELECT_FAMILY(upsample, selectUpsample, upsample)
} // namespace edgec::select

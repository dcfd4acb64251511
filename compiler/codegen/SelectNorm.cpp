//===- SelectNorm.cpp - the norm family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
constexpr int32_t kNormGroupSize = 256; // a row per workgroup: rows are long (hundreds to thousands)

/// The norm family (norm.comp): one workgroup per row of `cols` contiguous elements, the affine's element
/// (row % groups) * (cols / spatial) + col / spatial.
DispatchRequest norm(Value input, Value weight, Value bias, ValueRange outs, Size rows, Size cols, int64_t groups,
                     Size spatial, double eps) {
  DispatchRequest r;
  r.family = "norm";
  r.name = std::string("norm") + (weight ? "_weight" : "") + (bias ? "_bias" : "");
  r.inputs = {input};
  if (weight) {
    r.defines.push_back("WEIGHT");
    r.inputs.push_back(weight);
  }
  if (bias) {
    r.defines.push_back("BIAS");
    r.inputs.push_back(bias);
  }
  typeBuffers(r, elementType(input), elementType(outs[0]), ComputeType::Float);
  r.outputs.append(outs.begin(), outs.end());
  r.spec = {kNormGroupSize, 1, 1};
  r.groups = grid1d(rows, 1);
  NormPush push;
  push.rows = rows, push.cols = cols, push.groups = constant(groups, rows.getContext()), push.spatial = spatial;
  push.eps = eps;
  r.setPush(push);
  return r;
}

/// native_layer_norm: a row per position of the leading dims.
DispatchRequest layerNorm(edge::NativeLayerNormOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput());
  size_t n = o.getNormalizedShape().size();
  return norm(o.getInput(), o.getWeight(), o.getBias(), o.getOuts(), product(ArrayRef<Size>(in).drop_back(n), ctx),
              product(ArrayRef<Size>(in).take_back(n), ctx), 1, constant(1, ctx), o.getEps().convertToDouble());
}

/// native_group_norm: a row per (sample, group), of the group's channels.
DispatchRequest groupNorm(edge::NativeGroupNormOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput());
  int64_t groups = o.getGroup();
  Size spatial = product(ArrayRef<Size>(in).drop_front(2), ctx);
  return norm(o.getInput(), o.getWeight(), o.getBias(), o.getOuts(), in[0] * groups, spatial * (o.getC() / groups), groups,
              spatial, o.getEps().convertToDouble());
}
} // namespace

Dispatches selectNorm(edge::NativeLayerNormOp op, const FoldedViews &) { return one(layerNorm(op)); }
Dispatches selectNorm(edge::NativeGroupNormOp op, const FoldedViews &) { return one(groupNorm(op)); }
} // namespace edgec::select

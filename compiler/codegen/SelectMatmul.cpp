//===- SelectMatmul.cpp - the matmul family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
constexpr int32_t kMatmulTile = 16;

/// A matmul, or a batch of them (rank-3 operands: bmm).
DispatchRequest matmul(Value bias, Value a, Value b, Value out, double beta, double alpha) {
  MLIRContext *ctx = out.getContext();
  Sizes as = dimsOf(a), bs = dimsOf(b);
  Size batch = as.size() == 3 ? as[0] : constant(1, ctx);
  Size m = as[as.size() - 2], k = as.back(), n = bs.back();
  DispatchRequest r;
  r.family = "matmul";
  r.name = bias ? "matmul_bias" : "matmul";
  r.defines = {std::string("HAS_BIAS=") + (bias ? "1" : "0")};
  ComputeType ct = computeType({elementType(out)});
  typeBuffers(r, elementType(a), elementType(out), ct);
  r.defines.push_back(std::string("SCALAR_TYPE=") + (ct == ComputeType::Float ? "float" : "int"));
  if (bias)
    r.inputs.push_back(bias);
  r.inputs.append({a, b});
  r.outputs.push_back(out);
  MatmulPush push;
  push.M = m;
  push.N = n;
  push.K = k;
  // alpha and beta in the compute type's kind: integer tensors take integer Scalars (ATen refuses others)
  PushScalar::Kind kind = ct == ComputeType::Float ? PushScalar::F32 : PushScalar::I32;
  push.alpha = PushScalar{kind, alpha, int64_t(alpha)};
  push.beta = PushScalar{kind, beta, int64_t(beta)};
  Sizes biasStrides = bias ? broadcastStrides(dimsOf(bias), {m, n}, ctx) : Sizes{constant(0, ctx), constant(0, ctx)};
  push.biasStrideM = biasStrides[0];
  push.biasStrideN = biasStrides[1];
  push.strideA = m * k;
  push.strideB = k * n;
  r.setPush(push);
  r.spec = {kMatmulTile, kMatmulTile, 1, kMatmulTile};
  r.groups = {n.ceilDiv(kMatmulTile), m.ceilDiv(kMatmulTile), batch};
  return r;
}
} // namespace

Dispatches selectMatmul(edge::MmOp o, const FoldedViews &) {
  return one(matmul(Value(), o.getSelf(), o.getMat2(), o.getOuts()[0], 0.0, 1.0));
}
Dispatches selectMatmul(edge::BmmOp o, const FoldedViews &) {
  return one(matmul(Value(), o.getSelf(), o.getMat2(), o.getOuts()[0], 0.0, 1.0));
}
Dispatches selectMatmul(edge::AddmmOp o, const FoldedViews &) {
  return one(matmul(o.getSelf(), o.getMat1(), o.getMat2(), o.getOuts()[0], edge::scalarValue(o.getBetaAttr()),
                    edge::scalarValue(o.getAlphaAttr())));
}
} // namespace edgec::select

//===- SelectMatmul.cpp - the matmul family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
constexpr int32_t kMatmulTile = 16;

/// out = beta * bias + alpha * (a @ b), a batch of products where `batched` (bmm, baddbmm); no bias where the
/// op has none (mm, bmm).
DispatchRequest matmul(Value bias, Value a, Value b, Value out, bool batched, double beta, double alpha) {
  MLIRContext *ctx = out.getContext();
  Sizes as = dimsOf(a), bs = dimsOf(b);
  Size batch = batched ? as[0] : constant(1, ctx);
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
  takeEpilogue(r, push, elementType(out));
  push.M = m;
  push.N = n;
  push.K = k;
  // alpha and beta in the compute type's kind: integer tensors take integer Scalars (ATen refuses others)
  PushScalar::Kind kind = ct == ComputeType::Float ? PushScalar::F32 : PushScalar::I32;
  push.alpha = PushScalar{kind, alpha, int64_t(alpha)};
  push.beta = PushScalar{kind, beta, int64_t(beta)};
  // the bias's strides along the product's [batch,] M, N
  Sizes product = batched ? Sizes{batch, m, n} : Sizes{m, n};
  Sizes biasStrides = bias ? broadcastStrides(dimsOf(bias), product, ctx) : Sizes(product.size(), constant(0, ctx));
  push.biasStrideBatch = batched ? biasStrides[0] : constant(0, ctx);
  push.biasStrideM = biasStrides[batched ? 1 : 0];
  push.biasStrideN = biasStrides[batched ? 2 : 1];
  push.strideA = m * k;
  push.strideB = k * n;
  r.setPush(push);
  r.spec = {kMatmulTile, kMatmulTile, 1, kMatmulTile};
  r.groups = {n.ceilDiv(kMatmulTile), m.ceilDiv(kMatmulTile), batch};
  return r;
}

/// Any op of the family, by the operands playing its roles (kernel_families.py): alpha and beta 1 where the op
/// has no such Scalar (ATen's defaults). With beta 0 the bias is not read (ATen: its NaN and inf do not
/// propagate): the variant without it.
template <typename ProductOp> Dispatches productOf(ProductOp op, const FoldedViews &) {
  using Member = edge::FamilyMember<ProductOp>;
  Attribute alpha = Member::alpha(op), beta = Member::beta(op);
  double betaValue = beta ? edge::scalarValue(beta) : 1.0;
  Value bias = betaValue != 0.0 ? Member::bias(op) : Value();
  return one(matmul(bias, Member::a(op), Member::b(op), op.getOuts()[0], Member::batched, bias ? betaValue : 0.0,
                    alpha ? edge::scalarValue(alpha) : 1.0));
}
} // namespace

EDGE_SELECT_FAMILY(matmul, selectMatmul, productOf)
} // namespace edgec::select

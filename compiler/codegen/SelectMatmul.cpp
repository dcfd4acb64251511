//===- SelectMatmul.cpp - the matmul family ===//
#include "codegen/KernelSelect.h"

namespace edgec::select {
namespace {
/// The simple kernel's square tile: 16 x 16 invocations, or 8 x 8 on devices that allow fewer than 256.
inline int32_t matmulTile() { return targetDevice().maxInvocations >= 256 ? 16 : 8; }

/// Products summing at least kGemmMinSum products run on the register-tiled core of gemm.glsl (a tile large
/// enough to reuse what it loads, counting the slices K could split into as workgroups), and where that grid
/// is small, over slices of K added up by split_k.comp. Shorter products keep the simple kernel, which was
/// measured faster than the core for the attention products of transformers (bench/RESULTS.md).
constexpr int64_t kGemmMinSum = 2 * kSplitKMinChunk;

/// out = beta * bias + alpha * (a @ b), a batch of products where `batched` (bmm, baddbmm); no bias where the
/// op has none (mm, bmm).
Dispatches matmul(Operation *op, Value bias, Value a, Value b, Value out, bool batched, double beta, double alpha,
                  const FoldedViews &folded) {
  MLIRContext *ctx = out.getContext();
  Sizes as = dimsOf(a), bs = dimsOf(b);
  FoldedView readA = stridedOperand(a, folded), readB = stridedOperand(b, folded);
  alpha *= readA.scale * readB.scale; // scaled operands (float types only) scale the product
  Size batch = batched ? as[0] : constant(1, ctx);
  Size m = as[as.size() - 2], k = as.back(), n = bs.back();
  Size zero = constant(0, ctx);
  // A batch over one B (its batch stride 0: a matrix broadcast over the batch, as torch.export writes a 3-D
  // tensor times a 2-D one where the batch is dynamic) and a bias along N alone, each element of at most half a
  // tile of rows: one product over all the batch's rows (matmul.comp, ROWS_ACROSS_BATCH), whose tiles are full
  // where a grid per batch element leaves most of every tile idle (the LSTM's steps: 12 products of 1 row on
  // lavapipe took 1.2x the static export's one product of 12). Unless that one grid is too small to occupy the
  // device's compute units and the grid per element is larger: a large GPU runs the small products side by
  // side (measured faster on the H200, bench/RESULTS.md).
  Sizes productShape = batched ? Sizes{batch, m, n} : Sizes{m, n};
  // The bias broadcast to the product, read through its folded view if it is one (from its first element:
  // foldIntoReaders).
  Sizes biasStrides(productShape.size(), zero);
  if (bias) {
    FoldedView readBias = stridedOperand(bias, folded);
    assert(edge::isConstantSize(readBias.layout.offset, 0) && readBias.scale == 1.0 && !readBias.batchInner &&
           "a bias is read from its first element");
    const edge::SymbolicLayout &l = readBias.layout;
    size_t lead = productShape.size() - l.shape.size();
    for (size_t d = 0; d < l.shape.size(); ++d)
      if (!(edge::isConstantSize(l.shape[d], 1) && !edge::isConstantSize(productShape[lead + d], 1)))
        biasStrides[lead + d] = l.strides[d];
    bias = readBias.source;
  }
  bool rowsAcrossBatch = batched && !edge::isConstantSize(batch, 1) && !readA.batchInner && !readB.batchInner &&
                         readB.layout.strides[0] == zero && biasStrides[0] == zero && biasStrides[1] == zero;
  if (rowsAcrossBatch) {
    int64_t tile = matmulTile(); // the grids' relative sizes, whichever kernel runs
    rowsAcrossBatch = upperBound(m) * 2 <= tile;
    int64_t across = workgroupCount({n.ceilDiv(tile), (batch * m).ceilDiv(tile)}),
            perElement = workgroupCount({n.ceilDiv(tile), m.ceilDiv(tile), batch});
    rowsAcrossBatch = rowsAcrossBatch && (across >= targetDevice().computeUnits || across >= perElement);
  }
  Size rowsPerBatch = m;
  if (rowsAcrossBatch) {
    m = batch * m;
    batch = constant(1, ctx);
  }
  ComputeType ct = computeType({elementType(out)});
  auto kConstant = dyn_cast<AffineConstantExpr>(k);
  bool gemm = kConstant && kConstant.getValue() >= kGemmMinSum && ct != ComputeType::Int64Pairs;
  DispatchRequest r;
  r.family = "matmul";
  int64_t slices = 1, chunk = 0;
  if (gemm) {
    const GemmTile &tile = specializeGemm(r, m, n, batch, ct, kConstant.getValue() / kGemmMinSum);
    slices = splitKSlices(workgroupCount(r.groups), kConstant.getValue(), tile.bk,
                          upperBound(edge::sizeProduct(dimsOf(out), ctx)), chunk);
    if (upperBound(batch * constant(slices, ctx)) > kMaxGroupsPerDim)
      slices = 1;
  } else {
    int32_t tile = matmulTile();
    r.spec = {tile, tile, 1, tile};
    r.groups = {n.ceilDiv(tile), m.ceilDiv(tile), batch};
  }
  bool split = slices > 1;
  Value ownBias = split ? Value() : bias; // a split's bias is added by the sum
  r.name = std::string(gemm ? "matmul_gemm" : "matmul") + (split ? "_split" : "") + (ownBias ? "_bias" : "");
  // An operand read whole in order (no folded view) is indexed as contiguous (matmul.comp).
  auto contiguous = [](const FoldedView &v, Size columns) {
    ArrayRef<Size> s = v.layout.strides;
    return edge::isConstantSize(v.layout.offset, 0) && edge::isConstantSize(s.back(), 1) && s[s.size() - 2] == columns
               ? "1"
               : "0";
  };
  r.defines.insert(r.defines.begin(), {std::string("HAS_BIAS=") + (ownBias ? "1" : "0"),
                                       std::string("GEMM=") + (gemm ? "1" : "0"),
                                       std::string("SPLIT_K=") + (split ? "1" : "0"),
                                       std::string("A_CONTIGUOUS=") + contiguous(readA, k),
                                       std::string("B_CONTIGUOUS=") + contiguous(readB, n)});
  if (rowsAcrossBatch) {
    r.defines.push_back("ROWS_ACROSS_BATCH");
    r.name += "_rows";
  }
  // An operand whose batch is two dims merged (FoldedView::batchInner): its batch offset in two terms.
  if (readA.batchInner) {
    r.defines.push_back("A_BATCH_SPLIT");
    r.name += "_asplit";
  }
  if (readB.batchInner) {
    r.defines.push_back("B_BATCH_SPLIT");
    r.name += "_bsplit";
  }
  typeBuffers(r, elementType(a), elementType(out), ct);
  r.defines.push_back(std::string("SCALAR_TYPE=") + (ct == ComputeType::Float ? "float" : "int"));
  if (ownBias)
    r.inputs.push_back(ownBias);
  r.inputs.append({readA.source, readB.source});
  Value partials;
  if (split) {
    r.groups[2] = batch * constant(slices, ctx);
    partials = partialSums(op, slices, dimsOf(out), ct);
    r.outputs = {partials};
  } else {
    r.outputs = {out};
  }
  MatmulPush push;
  if (!split)
    takeEpilogue(r, push, elementType(out));
  push.M = m, push.N = n, push.K = k;
  // alpha and beta in the compute type's kind: integer tensors take integer Scalars (ATen refuses others); a
  // split's are the sum's
  PushScalar::Kind kind = ct == ComputeType::Float ? PushScalar::F32 : PushScalar::I32;
  push.alpha = PushScalar{kind, split ? 1.0 : alpha, split ? 1 : int64_t(alpha)};
  push.beta = PushScalar{kind, split ? 0.0 : beta, split ? 0 : int64_t(beta)};
  // the bias's strides along the product's [batch,] M, N
  push.biasStrideBatch = ownBias && batched ? biasStrides[0] : zero;
  push.biasStrideM = ownBias ? biasStrides[batched ? 1 : 0] : zero;
  push.biasStrideN = ownBias ? biasStrides.back() : zero;
  auto strides = [&](const FoldedView &v, Size &offset, Size &batchStride, Size &rowStride, Size &columnStride) {
    ArrayRef<Size> s = v.layout.strides;
    offset = v.layout.offset;
    batchStride = batched ? s[0] : zero;
    rowStride = s[s.size() - 2];
    columnStride = s.back();
  };
  strides(readA, push.offsetA, push.strideA, push.aStrideM, push.aStrideK);
  strides(readB, push.offsetB, push.strideB, push.bStrideK, push.bStrideN);
  if (readA.batchInner)
    push.aBatchInner = readA.batchInner, push.aStrideOuter = readA.batchOuterStride;
  if (readB.batchInner)
    push.bBatchInner = readB.batchInner, push.bStrideOuter = readB.batchOuterStride;
  if (rowsAcrossBatch)
    push.rowsPerBatch = rowsPerBatch;
  if (split)
    push.slices = constant(slices, ctx), push.kChunk = constant(chunk, ctx);
  r.setPush(push);
  if (!split)
    return one(r);
  // The bias's strides as terms of the output element's index.
  SmallVector<BiasTerm> terms;
  if (bias) {
    terms = {BiasTerm{constant(1, ctx), n, biasStrides.back()}, BiasTerm{n, m, biasStrides[batched ? 1 : 0]}};
    if (batched && !rowsAcrossBatch)
      terms.push_back(BiasTerm{m * n, batch, biasStrides[0]});
  }
  return two(std::move(r), splitKSum(partials, bias, out, elementType(a), ct, slices, alpha, beta, terms));
}

/// Any op of the family, by the operands playing its roles (kernel_families.py): alpha and beta 1 where the op
/// has no such Scalar (ATen's defaults). With beta 0 the bias is not read (ATen: its NaN and inf do not
/// propagate): the variant without it.
template <typename ProductOp> Dispatches productOf(ProductOp op, const FoldedViews &folded) {
  using Member = edge::FamilyMember<ProductOp>;
  Attribute alpha = Member::alpha(op), beta = Member::beta(op);
  double betaValue = beta ? edge::scalarValue(beta) : 1.0;
  Value bias = betaValue != 0.0 ? Member::bias(op) : Value();
  return matmul(op, bias, Member::a(op), Member::b(op), op.getOuts()[0], Member::batched, bias ? betaValue : 0.0,
                alpha ? edge::scalarValue(alpha) : 1.0, folded);
}
} // namespace

namespace {
/// What `v` is to `op`, if `op` is of the matmul family: one of its matrices, or its bias; and whether `op` is
/// a batched product.
struct ProductRole {
  bool matrix = false, bias = false, batched = false;
};
ProductRole productRole(edge::AtenOpInterface op, Value v) {
  ProductRole role;
#define EDGE_PRODUCT_ROLE(OP, _1, _2)                                                                                 \
  if (auto o = dyn_cast<OP>(op.getOperation())) {                                                                      \
    using Member = edge::FamilyMember<OP>;                                                                             \
    role.matrix = Member::a(o) == v || Member::b(o) == v;                                                              \
    role.bias = v && Member::bias(o) == v && !role.matrix;                                                             \
    role.matrix = role.matrix && Member::bias(o) != v;                                                                 \
    role.batched = Member::batched;                                                                                    \
  }
  EDGE_VULKAN_FAMILY_OPS_matmul(EDGE_PRODUCT_ROLE, _, _)
#undef EDGE_PRODUCT_ROLE
  return role;
}
} // namespace

bool isMatrixOperand(edge::AtenOpInterface op, Value v) { return productRole(op, v).matrix; }

bool isBatchedMatrixOperand(edge::AtenOpInterface op, Value v) {
  ProductRole role = productRole(op, v);
  return role.matrix && role.batched;
}

bool isProductBias(edge::AtenOpInterface op, Value v) { return productRole(op, v).bias; }

EDGE_SELECT_FAMILY(matmul, selectMatmul, productOf)
} // namespace edgec::select

//===- TorchToEdgeReductions.cpp - reductions and scans into edge ops -----===//
//
// Reductions that are not one edge reduction: any, mean and prod over everything, var, max.dim and min.dim
// (values and indices), softmax.int and log_softmax.int, vector norms and the distances built on them (cdist,
// pdist), and cumsum as prefix sums.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include <cmath>

using namespace mlir;
using namespace edgec;

namespace {

/// The dims a reduction's `dim` operand names: an int, an int list, or none (every dim: an empty list).
std::optional<SmallVector<int64_t>> reductionDims(Value dim) {
  if (!dim || torch::isNone(dim))
    return SmallVector<int64_t>();
  if (std::optional<int64_t> d = torch::matchConstantInt(dim))
    return SmallVector<int64_t>{*d};
  return torch::matchConstantIntList(dim);
}
template <typename OpT> Value dimOperand(OpT op) {
  if constexpr (std::is_same_v<OpT, torch::AtenAnyOp>)
    return Value();
  else
    return op.getDim();
}
template <typename OpT> Value keepdimOperand(OpT op) {
  if constexpr (std::is_same_v<OpT, torch::AtenAnyOp>)
    return Value();
  else
    return op.getKeepdim();
}

/// The number of elements a reduction over `dims` (empty: all) combines.
int64_t reducedCount(RankedTensorType t, ArrayRef<int64_t> dims) {
  if (dims.empty())
    return t.getNumElements();
  int64_t n = 1;
  for (int64_t d : dims)
    n *= t.getRank() ? t.getDimSize(edge::normalizeDim(d, t.getRank())) : 1;
  return n;
}

/// any (.default, .dim, .dims): whether any element over the dims is non-zero, as the count of non-zero
/// elements (an f32 sum, exact below 2^24 elements) compared with 0.
template <typename OpT> struct DecomposeAny : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> dims = reductionDims(dimOperand(op));
    Value keepdimValue = keepdimOperand(op);
    std::optional<bool> keepdim = keepdimValue ? torch::matchConstantBool(keepdimValue) : std::optional<bool>(false);
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    if (!dims || !keepdim)
      return op.emitError("any: dim and keepdim must be constants");
    if (reducedCount(xType, *dims) >= (int64_t(1) << 24))
      return op.emitError("any: more than 2^24 elements to reduce");
    Value nonZero = c.notZero(adaptor.getSelf(), xType.clone(rewriter.getI1Type()));
    Value count = c.reduce<edge::SumDimIntListOp>(c.convert(nonZero, xType.clone(rewriter.getF32Type())), *dims,
                                                  *keepdim, resultType.clone(rewriter.getF32Type()));
    // The result is bool, except of uint8 input, where ATen's any gives uint8.
    Value any = c.notZero(count, resultType.clone(rewriter.getI1Type()));
    if (!resultType.getElementType().isInteger(1))
      any = c.convert(any, resultType);
    return SmallVector<Value>{any};
  }
};

/// mean.default: mean.dim over every dim; with a dtype, the input converted to it first.
struct DecomposeMeanAll : ChainDecomposition<torch::AtenMeanOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMeanOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    if (xType.getElementType() != resultType.getElementType())
      x = c.convert(x, xType.clone(resultType.getElementType()));
    Value result = c.reduce<edge::MeanDimOp>(x, {}, false, resultType);
    return SmallVector<Value>{result};
  }
};

/// prod.default: prod.dim_int of the flattened input (integers and bools into int64); with a dtype, the
/// input converted to it first.
struct DecomposeProdAll : ChainDecomposition<torch::AtenProdOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenProdOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    if (!torch::isNone(op.getDtype()) && xType.getElementType() != resultType.getElementType())
      x = c.convert(x, xType.clone(resultType.getElementType()));
    Value flat = c.view(x, {std::max<int64_t>(xType.getNumElements(), 0)});
    Value result = c.make<edge::ProdDimIntOp>(resultType, flat, rewriter.getI64IntegerAttr(0), rewriter.getBoolAttr(false),
                                              IntegerAttr());
    return SmallVector<Value>{result};
  }
};

/// var.correction and var.dim: sum((x - mean)^2) / max(N - correction, 0) over the dims (a zero divisor
/// gives inf or NaN, as PyTorch's); f16 and bf16 in f32, rounded once.
template <typename OpT> struct DecomposeVar : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  static std::optional<double> correction(torch::AtenVarCorrectionOp op) {
    return torch::isNone(op.getCorrection()) ? std::optional<double>(1.0) : torch::matchConstantScalar(op.getCorrection());
  }
  static std::optional<double> correction(torch::AtenVarDimOp op) {
    std::optional<bool> unbiased = torch::matchConstantBool(op.getUnbiased());
    return unbiased ? std::optional<double>(*unbiased ? 1.0 : 0.0) : std::nullopt;
  }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> dims = reductionDims(op.getDim());
    std::optional<bool> keepdim = torch::matchConstantBool(op.getKeepdim());
    std::optional<double> corr = correction(op);
    if (!dims || !keepdim || !corr)
      return op.emitError("var: dim, correction and keepdim must be constants");
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    Type elem = xType.getElementType(), compute = elem;
    if (!isa<FloatType>(elem))
      return op.emitError("var: expects a floating-point tensor");
    if (elem.isF16() || elem.isBF16())
      compute = rewriter.getF32Type();
    auto wideType = xType.clone(compute);
    Value wide = compute == elem ? x : c.convert(x, wideType);
    SmallVector<int64_t> statShape(xType.getShape());
    for (int64_t d : *dims)
      statShape[edge::normalizeDim(d, xType.getRank())] = 1;
    if (dims->empty())
      statShape.assign(xType.getRank(), 1);
    Value mean = c.mean(wide, *dims, RankedTensorType::get(statShape, compute));
    Value centered = c.sub(wide, mean, wideType);
    Value squares = c.mul(centered, centered, wideType);
    Value sum = c.reduce<edge::SumDimIntListOp>(squares, *dims, *keepdim, resultType.clone(compute));
    double divisor = std::max(double(reducedCount(xType, *dims)) - *corr, 0.0);
    Value result = c.mulScalar(sum, 1.0 / divisor);
    if (compute != elem)
      result = c.convert(result, resultType);
    return SmallVector<Value>{result};
  }
};

/// max.dim and min.dim: the values (amax / amin over the dim) and the indices of their first occurrence
/// (argmax / argmin), as ATen's.
template <typename OpT, typename ValuesOp, typename IndicesOp> struct DecomposeExtremumDim : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType valuesType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    RankedTensorType indicesType = convertedResult(*this, op, 1);
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    std::optional<bool> keepdim = torch::matchConstantBool(op.getKeepdim());
    if (!indicesType)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    if (!dim || !keepdim)
      return op.emitError("max.dim / min.dim: dim and keepdim must be constants");
    Value values = c.make<ValuesOp>(valuesType, adaptor.getSelf(), rewriter.getDenseI64ArrayAttr({*dim}),
                                    rewriter.getBoolAttr(*keepdim));
    // argmax and argmin take no bools (as ATen's); their indices are those of the bools as u8.
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    if (xType.getElementType().isInteger(1))
      x = c.convert(x, xType.clone(IntegerType::get(rewriter.getContext(), 8, IntegerType::Unsigned)));
    Value indices =
        c.make<IndicesOp>(indicesType, x, rewriter.getI64IntegerAttr(*dim), rewriter.getBoolAttr(*keepdim));
    return SmallVector<Value>{values, indices};
  }
};

/// softmax.int and log_softmax.int (self, dim, dtype?): the input converted to the result's dtype, then
/// _softmax / _log_softmax.
template <typename OpT, typename EdgeOpT> struct DecomposeSoftmaxInt : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    if (!dim)
      return op.emitError("softmax: dim must be a constant");
    Value x = adaptor.getSelf();
    if (cast<RankedTensorType>(x.getType()).getElementType() != resultType.getElementType())
      x = c.convert(x, resultType);
    Value result = c.make<EdgeOpT>(resultType, x, rewriter.getI64IntegerAttr(*dim), rewriter.getBoolAttr(false));
    return SmallVector<Value>{result};
  }
};

/// The `ord` vector norm of x (floating point) over `dims`, keeping them (size 1): ord 2 sqrt(sum x^2), 1
/// sum |x|, inf max |x|, -inf min |x|, 0 the count of non-zeros, other p (sum |x|^p)^(1/p).
Value vectorNorm(ChainBuilder &c, Value x, ArrayRef<int64_t> dims, double ord) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> kept(t.getShape());
  for (int64_t d : dims)
    kept[d] = 1;
  auto keptType = t.clone(kept);
  auto dimsAttr = rewriter.getDenseI64ArrayAttr(dims);
  auto sum = [&](Value v) { return c.reduce<edge::SumDimIntListOp>(v, dims, true, keptType); };
  Value abs = c.unary<edge::AbsOp>(x);
  if (ord == 2)
    return c.unary<edge::SqrtOp>(sum(c.mul(x, x, t)));
  if (ord == 1)
    return sum(abs);
  if (std::isinf(ord))
    return ord > 0 ? c.make<edge::AmaxOp>(keptType, abs, dimsAttr, rewriter.getBoolAttr(true))
                   : c.make<edge::AminOp>(keptType, abs, dimsAttr, rewriter.getBoolAttr(true));
  if (ord == 0)
    return sum(c.convert(c.notZero(x, t.clone(rewriter.getI1Type())), t));
  return c.make<edge::PowTensorScalarOp>(keptType,
                                         sum(c.make<edge::PowTensorScalarOp>(t, abs, rewriter.getF64FloatAttr(ord))),
                                         rewriter.getF64FloatAttr(1.0 / ord));
}

/// linalg_vector_norm(x, ord, dim, keepdim, dtype): vectorNorm over the dims (all where none), in the
/// result's float type.
struct DecomposeVectorNorm : ChainDecomposition<torch::AtenLinalgVectorNormOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenLinalgVectorNormOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<double> ord = torch::matchConstantScalar(op.getOrd());
    std::optional<bool> keepdim = torch::matchConstantBool(op.getKeepdim());
    std::optional<SmallVector<int64_t>> dims =
        torch::isNone(op.getDim()) ? SmallVector<int64_t>() : torch::matchConstantIntList(op.getDim());
    if (!ord || !keepdim || !dims || !isa<FloatType>(resultType.getElementType()))
      return op.emitError("linalg_vector_norm: ord, dim and keepdim must be constants, the result floating-point");
    int64_t rank = cast<RankedTensorType>(adaptor.getSelf().getType()).getRank();
    SmallVector<int64_t> reduced;
    for (int64_t d : *dims)
      reduced.push_back(d < 0 ? d + rank : d);
    if (reduced.empty())
      reduced = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    Value x = c.convertElements(adaptor.getSelf(), resultType.getElementType());
    return SmallVector<Value>{c.view(vectorNorm(c, x, reduced, *ord), resultType.getShape())};
  }
};

/// _cdist_forward(x1 [.., P, M], x2 [.., R, M], p): the p-norm distance of every pair of rows, computed
/// directly as vectorNorm of the broadcast differences [.., P, R, M] (PyTorch switches to a matrix-product
/// formula for p = 2 on large inputs; the direct one is the more accurate).
struct DecomposeCdist : ChainDecomposition<torch::Aten_CdistForwardOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::Aten_CdistForwardOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> p = torch::matchConstantScalar(op.getP());
    auto aType = cast<RankedTensorType>(adaptor.getX1().getType());
    auto bType = cast<RankedTensorType>(adaptor.getX2().getType());
    int64_t rank = aType.getRank();
    if (!p || *p < 0 || rank < 2 || bType.getRank() != rank || !isa<FloatType>(aType.getElementType()) ||
        aType.getElementType() != bType.getElementType())
      return op.emitError("cdist: expects two floating-point tensors of one rank >= 2 and a constant p >= 0");
    Widened a = widen(c, adaptor.getX1()), b = widen(c, adaptor.getX2());
    SmallVector<int64_t> aShape(aType.getShape()), bShape(bType.getShape());
    aShape.insert(aShape.end() - 1, 1); // [.., P, 1, M]
    bShape.insert(bShape.end() - 2, 1); // [.., 1, R, M]
    SmallVector<int64_t> diffShape(resultType.getShape());
    diffShape.push_back(aType.getShape().back());
    Value diff = c.sub(c.view(a.x, aShape), c.view(b.x, bShape), a.wide.clone(diffShape));
    Value norm = vectorNorm(c, diff, {int64_t(diffShape.size()) - 1}, *p);
    return SmallVector<Value>{c.convertElements(c.view(norm, resultType.getShape()), resultType.getElementType())};
  }
};

/// _pdist_forward(x [N, M], p): the p-norm distance of rows i < j, in row-major order of the pairs: both
/// rows of every pair gathered (constant positions), then vectorNorm of their difference.
struct DecomposePdist : ChainDecomposition<torch::Aten_PdistForwardOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::Aten_PdistForwardOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> p = torch::matchConstantScalar(op.getP());
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    if (!p || *p < 0 || xType.getRank() != 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("pdist: expects a 2-D floating-point input and a constant p >= 0");
    int64_t n = xType.getDimSize(0), m = xType.getDimSize(1);
    SmallVector<int64_t> first, second;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = i + 1; j < n; ++j) {
        first.push_back(i);
        second.push_back(j);
      }
    int64_t pairs = first.size();
    if (pairs == 0)
      return SmallVector<Value>{splatValue(rewriter, op, resultType, 0.0, 0)};
    Widened w = widen(c, adaptor.getSelf());
    Value diff = c.sub(c.takeRows(w.x, c.indexConstant({pairs}, first)),
                       c.takeRows(w.x, c.indexConstant({pairs}, second)), w.wide.clone({pairs, m}));
    Value norm = vectorNorm(c, diff, {1}, *p);
    return SmallVector<Value>{c.convertElements(c.view(norm, {pairs}), resultType.getElementType())};
  }
};

/// cumsum(x, dim, dtype): prefixSum in the result's type (integers and bools sum into int64 unless a dtype
/// is given, wrapping as PyTorch's; f16 and bf16 in f32, rounded once).
struct DecomposeCumsum : ChainDecomposition<torch::AtenCumsumOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenCumsumOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    int64_t rank = std::max<int64_t>(xType.getRank(), 1);
    if (!dim || *dim < -rank || *dim >= rank)
      return op.emitError("cumsum: dim must be a constant within the input's rank");
    Type elem = resultType.getElementType();
    Type compute = elem.isF16() || elem.isBF16() ? rewriter.getF32Type() : elem;
    Value x = c.convertElements(c.view(adaptor.getSelf(), xType.getRank() ? xType.getShape() : ArrayRef<int64_t>{1}),
                                compute);
    FailureOr<Value> sums = prefixSum(c, op, x, *dim < 0 ? *dim + rank : *dim);
    if (failed(sums))
      return failure();
    return SmallVector<Value>{c.view(c.convertElements(*sums, elem), resultType.getShape())};
  }
};

} // namespace

void edgec::populateTorchToEdgeReductionPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns
      .add<DecomposeAny<torch::AtenAnyDimOp>, DecomposeAny<torch::AtenAnyDimsOp>, DecomposeAny<torch::AtenAnyOp>,
           DecomposeMeanAll, DecomposeProdAll, DecomposeVar<torch::AtenVarCorrectionOp>,
           DecomposeVar<torch::AtenVarDimOp>, DecomposeExtremumDim<torch::AtenMaxDimOp, edge::AmaxOp, edge::ArgmaxOp>,
           DecomposeExtremumDim<torch::AtenMinDimOp, edge::AminOp, edge::ArgminOp>,
           DecomposeSoftmaxInt<torch::AtenSoftmaxIntOp, edge::_SoftmaxOp>,
           DecomposeSoftmaxInt<torch::AtenLogSoftmaxIntOp, edge::_LogSoftmaxOp>, DecomposeVectorNorm, DecomposeCdist,
           DecomposePdist, DecomposeCumsum>(converter, patterns.getContext());
}

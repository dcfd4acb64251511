//===- TorchToEdgeNorms.cpp - normalization layers into edge ops ----------===//
//
// Normalization layers: layer_norm and native_layer_norm as the norm family's kernel (edge.native_layer_norm);
// inference batch norm with constant statistics folded into a per-channel scale and shift; group norm and
// batch norm with batch (or run-time running) statistics through reductions. Each follows the formula (and,
// where it decides the rounding, the order of operations) of PyTorch's CPU kernel.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include <cmath>

using namespace mlir;
using namespace edgec;

namespace {

/// native_layer_norm and layer_norm: the norm family's kernel (edge.native_layer_norm), which normalizes
/// over the trailing normalized_shape dims in f32. It takes a weight and a bias or neither: where only one
/// is given, the other is a ones weight or a zeros bias. layer_norm uses the normalized values only.
template <typename OpT> struct LowerLayerNorm : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getInput();
    auto xType = cast<RankedTensorType>(x.getType());
    std::optional<SmallVector<int64_t>> normalized = torch::matchConstantIntList(op.getNormalizedShape());
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    if (!normalized || !eps)
      return op.emitError("layer_norm: normalized_shape and eps must be constants");
    int64_t rank = xType.getRank(), n = normalized->size();
    if (n < 1 || n > rank || xType.getShape().take_back(n) != ArrayRef<int64_t>(*normalized))
      return op.emitError("layer_norm: normalized_shape [")
             << edge::formatShape(*normalized) << "] is not the trailing shape of the input";
    Value weight = torch::isNone(op.getWeight()) ? Value() : adaptor.getWeight();
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    SmallVector<int64_t> statShape(xType.getShape());
    for (int64_t d = rank - n; d < rank; ++d)
      statShape[d] = 1;
    auto statType = RankedTensorType::get(statShape, xType.getElementType());
    SmallVector<Type> types = {xType, statType, statType};
    for (auto [result, type] : llvm::zip(op->getResults(), types))
      if (this->getTypeConverter()->convertType(result.getType()) != type)
        return op.emitError("layer_norm: result type ") << result.getType() << " differs from the computed " << type;
    auto norm = rewriter.create<edge::NativeLayerNormOp>(op.getLoc(), types, x,
                                                         rewriter.getDenseI64ArrayAttr(*normalized), weight, bias,
                                                         rewriter.getF64FloatAttr(*eps), ValueRange{});
    rewriter.replaceOp(op, norm->getResults().take_front(op->getNumResults()));
    return success();
  }
};

/// Inference batch norm with constant statistics, y = x * scale + shift per channel (dim 1), where
/// scale = weight / sqrt(running_var + eps) and shift = bias - running_mean * scale are folded at compile
/// time into two constants of shape [C, 1, ...] that broadcast against x: an edge mul and an edge add.
/// Registered before the run-time form (DecomposeBatchNormLegit), which takes tensors that are not constants.
struct DecomposeBatchNormNoTraining : OpConversionPattern<torch::Aten_NativeBatchNormLegitNoTrainingOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::Aten_NativeBatchNormLegitNoTrainingOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto xType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    if (!xType || xType.getRank() < 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("batch norm: expects a floating-point input of rank >= 2 with a static shape");
    if (!op.getResult1().use_empty() || !op.getResult2().use_empty())
      return op.emitError("batch norm: the saved mean and inverse std results are not supported (inference only)");
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    std::optional<SmallVector<double>> mean = torch::matchFloatLiteral(op.getRunningMean());
    std::optional<SmallVector<double>> var = torch::matchFloatLiteral(op.getRunningVar());
    std::optional<SmallVector<double>> weight, bias;
    if (!torch::isNone(op.getWeight()))
      weight = torch::matchFloatLiteral(op.getWeight());
    if (!torch::isNone(op.getBias()))
      bias = torch::matchFloatLiteral(op.getBias());
    if (!eps || !mean || !var || (!torch::isNone(op.getWeight()) && !weight) ||
        (!torch::isNone(op.getBias()) && !bias)) // DecomposeBatchNormLegit computes them at run time
      return rewriter.notifyMatchFailure(op, "weight, bias, running statistics or eps are not constants");
    int64_t channels = xType.getDimSize(1);
    auto sized = [&](const std::optional<SmallVector<double>> &v) { return !v || int64_t(v->size()) == channels; };
    if (!sized(mean) || !sized(var) || !sized(weight) || !sized(bias))
      return op.emitError("batch norm: parameters do not have ") << channels << " channels";
    SmallVector<float> scale(channels), shift(channels);
    for (int64_t c = 0; c < channels; ++c) {
      double s = (weight ? (*weight)[c] : 1.0) / std::sqrt((*var)[c] + *eps);
      scale[c] = float(s);
      shift[c] = float((bias ? (*bias)[c] : 0.0) - (*mean)[c] * s);
    }
    SmallVector<int64_t> paramShape(xType.getRank() - 1, 1);
    paramShape[0] = channels;
    auto paramType = RankedTensorType::get(paramShape, rewriter.getF32Type());
    Location loc = op.getLoc();
    auto scaleOp = rewriter.create<edge::ConstantOp>(loc, paramType, DenseElementsAttr::get(paramType, ArrayRef(scale)));
    auto shiftOp = rewriter.create<edge::ConstantOp>(loc, paramType, DenseElementsAttr::get(paramType, ArrayRef(shift)));
    // f16 and bf16 inputs promote to f32 against the f32 scale and shift, and round once at the end, as
    // PyTorch's kernel computes them.
    auto wideType = RankedTensorType::get(xType.getShape(), rewriter.getF32Type());
    auto mul = rewriter.create<edge::MulTensorOp>(loc, TypeRange{wideType}, adaptor.getInput(), scaleOp.getResult(),
                                                  ValueRange{});
    auto add = rewriter.create<edge::AddTensorOp>(loc, TypeRange{wideType}, mul.getResult(0), shiftOp.getResult(),
                                                  rewriter.getF64FloatAttr(1.0), ValueRange{});
    SmallVector<Operation *> created = {mul, add};
    Value result = add.getResult(0);
    if (wideType != xType) {
      created.push_back(rewriter.create<edge::_ToCopyOp>(loc, TypeRange{xType}, result, ValueRange{}));
      result = created.back()->getResult(0);
    }
    for (Operation *c : created)
      if (failed(verify(c)))
        return failure();
    rewriter.replaceOp(op, ValueRange{result, Value(), Value()});
    return success();
  }
};

/// (x - mean) * rsqrt(var + eps) over `dims` (biased variance), in f32 for f16 and bf16; returns the
/// normalized values and the mean and rstd (keeping the reduced dims).
struct Normalized {
  Value out, mean, rstd;
};
Normalized normalize(ChainBuilder &c, Value x, ArrayRef<int64_t> dims, double eps) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> statShape(t.getShape());
  for (int64_t d : dims)
    statShape[d] = 1;
  auto statType = t.clone(statShape);
  Value mean = c.mean(x, dims, statType);
  Value centered = c.sub(x, mean, t);
  Value var = c.mean(c.mul(centered, centered, t), dims, statType);
  Value rstd = c.unary<edge::RsqrtOp>(c.addScalar(var, eps));
  return {c.mul(centered, rstd, t), mean, rstd};
}

/// `values` (of shape [C]) times / plus x [N, C, ...] per channel.
Value perChannel(ChainBuilder &c, Value x, Value weight, Value bias) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape(t.getRank() - 1, 1);
  shape[0] = t.getDimSize(1);
  if (weight)
    x = c.mul(x, c.view(weight, shape), t);
  if (bias)
    x = c.plus(x, c.view(bias, shape), t);
  return x;
}

/// Results converted to the program's result types (f16 and bf16 computed in f32, statistics viewed).
FailureOr<SmallVector<Value>> asResults(ChainBuilder &c, Operation *op, const TypeConverter &converter,
                                        ArrayRef<Value> values) {
  SmallVector<Value> results;
  for (auto [result, value] : llvm::zip(op->getResults(), values)) {
    auto want = dyn_cast_or_null<RankedTensorType>(converter.convertType(result.getType()));
    if (!want)
      return op->emitError("a result has no static shape");
    if (result.use_empty()) {
      results.push_back(Value());
      continue;
    }
    if (!value)
      return op->emitError("this result is not computed (an empty statistic outside training)");
    auto have = cast<RankedTensorType>(value.getType());
    if (have.getNumElements() != want.getNumElements())
      return op->emitError("result type ") << want << " differs from the computed " << have;
    Value v = c.convertElements(c.view(value, want.getShape()), want.getElementType());
    results.push_back(v);
  }
  return results;
}

/// group_norm and native_group_norm: the norm family's kernel (edge.native_group_norm), normalizing each
/// sample's groups of channels in f32, with the per-channel affine; native_group_norm also gives mean and
/// rstd as [N, G]. The kernel takes a weight and a bias or neither: where only one is given, the other is a
/// ones weight or a zeros bias.
template <typename OpT> struct LowerGroupNorm : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  static Value groups(torch::AtenGroupNormOp op) { return op.getNumGroups(); }
  static Value groups(torch::AtenNativeGroupNormOp op) { return op.getGroup(); }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<int64_t> g = torch::matchConstantInt(groups(op));
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    if (!g || !eps || xType.getRank() < 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("group_norm: expects a floating-point input [N, C, ...] and constant groups and eps");
    int64_t N = xType.getDimSize(0), C = xType.getDimSize(1);
    if (*g < 1 || C % *g)
      return op.emitError("group_norm: ") << C << " channels do not divide into " << *g << " groups";
    int64_t spatial = 1;
    for (int64_t d = 2; d < xType.getRank(); ++d)
      spatial *= xType.getDimSize(d);
    Value weight = torch::isNone(op.getWeight()) ? Value() : adaptor.getWeight();
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    auto statType = RankedTensorType::get({N, *g}, xType.getElementType());
    SmallVector<Type> types = {xType, statType, statType};
    for (auto [result, type] : llvm::zip(op->getResults(), types))
      if (this->getTypeConverter()->convertType(result.getType()) != type)
        return op.emitError("group_norm: result type ") << result.getType() << " differs from the computed " << type;
    auto norm = rewriter.create<edge::NativeGroupNormOp>(
        op.getLoc(), types, adaptor.getInput(), weight, bias, rewriter.getI64IntegerAttr(N),
        rewriter.getI64IntegerAttr(C), rewriter.getI64IntegerAttr(spatial), rewriter.getI64IntegerAttr(*g),
        rewriter.getF64FloatAttr(*eps), ValueRange{});
    rewriter.replaceOp(op, norm->getResults().take_front(op->getNumResults()));
    return success();
  }
};

/// _native_batch_norm_legit (.default, .no_stats) in training mode: normalized with the batch's statistics
/// over every dim but the channels (dim 1), which it also gives as save_mean and save_rstd [C]. The
/// running statistics' update (a side effect) is not part of an inference program. Outside training, the
/// running statistics (of .default, and of _no_training where they are not constants to fold) normalize
/// instead.
template <typename OpT> struct DecomposeBatchNormLegit : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitOp::Adaptor a) {
    return {a.getRunningMean(), a.getRunningVar()};
  }
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitNoTrainingOp::Adaptor a) {
    return {a.getRunningMean(), a.getRunningVar()};
  }
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitNoStatsOp::Adaptor) { return {}; }
  static std::optional<bool> training(torch::Aten_NativeBatchNormLegitNoTrainingOp) { return false; }
  template <typename T> static std::optional<bool> training(T op) { return torch::matchConstantBool(op.getTraining()); }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<bool> training = DecomposeBatchNormLegit::training(op);
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    if (!training || !eps || xType.getRank() < 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("batch norm: expects a floating-point input [N, C, ...] and constant training and eps");
    Widened w = widen(c, adaptor.getInput());
    Value weight = torch::isNone(op.getWeight()) ? Value() : adaptor.getWeight();
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    if (*training) {
      SmallVector<int64_t> dims = {0};
      for (int64_t d = 2; d < xType.getRank(); ++d)
        dims.push_back(d);
      Normalized n = normalize(c, w.x, dims, *eps);
      return asResults(c, op, *this->getTypeConverter(), {perChannel(c, n.out, weight, bias), n.mean, n.rstd});
    }
    auto [rm, rv] = running(adaptor);
    if (!rm)
      return op.emitError("batch norm: without running statistics it must be in training mode");
    auto shape = SmallVector<int64_t>(xType.getRank() - 1, 1);
    shape[0] = xType.getDimSize(1);
    Value centered = c.sub(w.x, c.view(c.convertElements(rm, w.wide.getElementType()), shape), w.wide);
    Value rstd =
        c.unary<edge::RsqrtOp>(c.addScalar(c.view(c.convertElements(rv, w.wide.getElementType()), shape), *eps));
    Value out = perChannel(c, c.mul(centered, rstd, w.wide), weight, bias);
    return asResults(c, op, *this->getTypeConverter(), {out, Value(), Value()});
  }
};

} // namespace

void edgec::populateTorchToEdgeNormPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<DecomposeBatchNormNoTraining>(converter, ctx, /*benefit=*/2);
  patterns.add<LowerLayerNorm<torch::AtenNativeLayerNormOp>, LowerLayerNorm<torch::AtenLayerNormOp>,
               LowerGroupNorm<torch::AtenGroupNormOp>, LowerGroupNorm<torch::AtenNativeGroupNormOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitNoStatsOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitNoTrainingOp>>(converter, ctx);
}

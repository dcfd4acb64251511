//===- TorchToEdgeElementwise.cpp - elementwise compositions into edge ops ===//
//
// Elementwise ops without a registry expression of their own, composed from ones that have one: gelu and elu
// (in f32 for f16 and bf16, as PyTorch's kernels), clamp with tensor bounds, div with a rounding mode, and
// bitwise_not of bools.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Traits.h"

#include <cmath>

using namespace mlir;
using namespace edgec;

namespace {

/// gelu: x/2 (1 + erf(x / sqrt 2)), or with approximate="tanh" x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
/// as ATen defines them.
struct DecomposeGelu : OpConversionPattern<torch::AtenGeluOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenGeluOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto approximate = op.getApproximate().getDefiningOp<torch::ConstantStrOp>();
    if (!approximate || (approximate.getValue() != "none" && approximate.getValue() != "tanh"))
      return op.emitError("gelu: approximate must be the constant \"none\" or \"tanh\"");
    Value x = adaptor.getSelf();
    if (!isa<FloatType>(cast<ShapedType>(x.getType()).getElementType()))
      return op.emitError("gelu: expects a floating-point tensor");
    ChainBuilder c(rewriter, op.getLoc());
    // f16 and bf16 in f32, rounded once at the end, as PyTorch's kernels compute them.
    Type narrow = x.getType(), t = narrow;
    if (!cast<ShapedType>(narrow).getElementType().isF32()) {
      t = RankedTensorType::get(cast<ShapedType>(narrow).getShape(), rewriter.getF32Type());
      x = c.convert(x, t);
    }
    Value inner;
    if (approximate.getValue() == "none") {
      inner = c.unary<edge::ErfOp>(c.mulScalar(x, M_SQRT1_2));
    } else {
      Value cube = c.mul(c.mul(x, x, t), x, t);
      inner = c.unary<edge::TanhOp>(c.mulScalar(c.plus(x, c.mulScalar(cube, 0.044715), t), std::sqrt(2.0 / M_PI)));
    }
    Value result = c.mul(x, c.mulScalar(c.addScalar(inner, 1.0), 0.5), t);
    if (t != narrow)
      result = c.convert(result, narrow);
    if (failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// elu(x, alpha, scale, input_scale) = x > 0 ? x * scale : expm1(x * input_scale) * alpha * scale, in f32
/// for f16 and bf16, as ATen's vectorized kernel.
struct DecomposeElu : ChainDecomposition<torch::AtenEluOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenEluOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> alpha = torch::matchConstantScalar(op.getAlpha()),
                          scale = torch::matchConstantScalar(op.getScale()),
                          inputScale = torch::matchConstantScalar(op.getInputScale());
    if (!alpha || !scale || !inputScale || !isa<FloatType>(resultType.getElementType()))
      return op.emitError("elu: expects a floating-point input and constant alpha, scale and input_scale");
    Widened w = widen(c, adaptor.getSelf());
    Value scaledIn = *inputScale == 1.0 ? w.x : c.mulScalar(w.x, *inputScale);
    Value negative = c.mulScalar(c.unary<edge::Expm1Op>(scaledIn), *alpha * *scale);
    Value positive = *scale == 1.0 ? w.x : c.mulScalar(w.x, *scale);
    Value positiveMask =
        c.make<edge::GtScalarOp>(w.wide.clone(rewriter.getI1Type()), w.x, rewriter.getI64IntegerAttr(0));
    Value y = c.make<edge::WhereSelfOp>(w.wide, positiveMask, positive, negative);
    return SmallVector<Value>{c.convertElements(y, resultType.getElementType())};
  }
};

/// bitwise_not of bools is logical_not: the registry's bitwise_not (~x) takes integers, and ~1 is not false.
struct LowerBoolBitwiseNot : ChainDecomposition<torch::AtenBitwiseNotOp> {
  // Tried before the registry's 1:1 lowering, which then takes the integers.
  LowerBoolBitwiseNot(TypeConverter &converter, MLIRContext *ctx) : ChainDecomposition(converter, ctx, /*benefit=*/2) {}
  FailureOr<SmallVector<Value>> decompose(torch::AtenBitwiseNotOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    if (!resultType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "not of bools");
    return SmallVector<Value>{c.logicalNot(adaptor.getSelf(), resultType)};
  }
};

/// clamp.Tensor(x, min, max) = minimum(maximum(x, min), max), each operand first converted to the result's
/// element type (the promoted type of all three): NaN in any operand gives NaN, and max wins where
/// min > max, as ATen's clamp. An absent bound is skipped.
struct DecomposeClampTensor : ChainDecomposition<torch::AtenClampTensorOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenClampTensorOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    bool hasMin = !torch::isNone(op.getMin()), hasMax = !torch::isNone(op.getMax());
    if (!hasMin && !hasMax)
      return op.emitError("clamp: at least one of min and max must be given");
    Type element = resultType.getElementType();
    auto asResultElement = [&](Value v) {
      auto t = cast<RankedTensorType>(v.getType());
      return t.getElementType() == element ? v : c.convert(v, t.clone(element));
    };
    auto combine = [&](Value a, Value b, bool maximum) {
      SmallVector<int64_t> shape;
      if (!OpTrait::util::getBroadcastedShape(cast<RankedTensorType>(a.getType()).getShape(),
                                              cast<RankedTensorType>(b.getType()).getShape(), shape))
        return Value();
      Type t = RankedTensorType::get(shape, element);
      return maximum ? c.binary<edge::MaximumOp>(a, b, t) : c.binary<edge::MinimumOp>(a, b, t);
    };
    Value result = asResultElement(adaptor.getSelf());
    if (hasMin && result)
      result = combine(result, asResultElement(adaptor.getMin()), true);
    if (hasMax && result)
      result = combine(result, asResultElement(adaptor.getMax()), false);
    if (!result)
      return op.emitError("clamp: the operands do not broadcast together");
    return SmallVector<Value>{result};
  }
};

/// div.Tensor_mode and div.Scalar_mode (a Scalar divisor becomes a zero-dim constant): rounding_mode none is
/// div.Tensor; "floor" is floor_divide; "trunc" of floats is trunc(x / y), computed in f32 for f16 and bf16
/// (rounded once, as PyTorch's kernels); of integers it is the exact (x - fmod(x, y)) floor-divided by y.
template <typename OpT> struct DecomposeDivMode : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  static Value divisor(torch::AtenDivTensorModeOp, typename OpT::Adaptor adaptor) { return adaptor.getOther(); }
  static Value divisor(torch::AtenDivScalarModeOp, typename OpT::Adaptor) { return Value(); }

  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    StringRef mode = "none";
    if (!torch::isNone(op.getRoundingMode())) {
      auto str = op.getRoundingMode().template getDefiningOp<torch::ConstantStrOp>();
      if (!str || (str.getValue() != "trunc" && str.getValue() != "floor"))
        return op.emitError("div: rounding_mode must be None or the constant \"trunc\" or \"floor\"");
      mode = str.getValue();
    }
    Type element = resultType.getElementType();
    bool isFloat = isa<FloatType>(element);
    Value x = adaptor.getSelf(), y = divisor(op, adaptor);
    if (!y) { // a Scalar: zero-dim, so it only lifts the category (f32 keeps its digits for f16 and bf16)
      FailureOr<Value> c = splatConstant(rewriter, op, RankedTensorType::get({}, isFloat ? rewriter.getF32Type() : element),
                                         op->getOperand(1));
      if (failed(c))
        return failure();
      y = *c;
    }
    Value result;
    if (mode == "none") {
      result = c.binary<edge::DivTensorOp>(x, y, resultType);
    } else if (mode == "floor") {
      result = c.binary<edge::FloorDivideOp>(x, y, resultType);
    } else if (isFloat) {
      Type f32 = rewriter.getF32Type();
      auto widen = [&](Value v) {
        auto t = cast<RankedTensorType>(v.getType());
        return t.getElementType() == f32 || !isa<FloatType>(t.getElementType()) ? v : c.convert(v, t.clone(f32));
      };
      Type wide = resultType.clone(f32);
      result = c.unary<edge::TruncOp>(c.binary<edge::DivTensorOp>(widen(x), widen(y), wide));
      if (!element.isF32())
        result = c.convert(result, resultType);
    } else {
      Value exact = c.sub(x, c.binary<edge::FmodTensorOp>(x, y, resultType), resultType);
      result = c.binary<edge::FloorDivideOp>(exact, y, resultType);
    }
    return SmallVector<Value>{result};
  }
};

} // namespace

void edgec::populateTorchToEdgeElementwisePatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeGelu, LowerBoolBitwiseNot, DecomposeClampTensor, DecomposeDivMode<torch::AtenDivTensorModeOp>,
               DecomposeDivMode<torch::AtenDivScalarModeOp>, DecomposeElu>(converter, patterns.getContext());
}

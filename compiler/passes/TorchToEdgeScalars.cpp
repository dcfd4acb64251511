//===- TorchToEdgeScalars.cpp - scalars and constants into edge ops -------===//
//
// Scalars and constants. _local_scalar_dense (Tensor.item()) reads one element back to the host as a Python
// number. Where that number is only the Scalar operand of an elementwise op (x * t.item(), x.masked_fill(m,
// t.item())), the value never has to leave the device: the op becomes its Tensor overload with the one-element
// tensor as a zero-dim operand, converted so that type promotion comes out as it does for a Python number (a
// "wrapped number" promotes only by category: an int32 tensor times an f16 tensor's item() is f32, the
// default float, not f16). Where the number steers anything else (a size, a list, scalar arithmetic), it
// would need a device-to-host read mid-program: findUnsupportedOps names the op and that use.
//
// Literals, the ops whose result is one value everywhere (full, zeros, ones, scalar_tensor, ...) and arange
// become edge constants computed at compile time.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Transforms/DialectConversion.h"

#include <array>
#include <cmath>

using namespace mlir;
using namespace edgec;

namespace {

/// The item()'s tensor as the zero-dim operand that stands for its Python number next to `others` (the op's
/// other tensor operands, converted).
FailureOr<Value> itemOperand(ChainBuilder &c, Operation *op, torch::Aten_LocalScalarDenseOp item, ValueRange others) {
  ConversionPatternRewriter &rewriter = c.builder();
  Value t = rewriter.getRemappedValue(item.getSelf());
  auto tType = dyn_cast_or_null<RankedTensorType>(t ? t.getType() : Type());
  if (!tType)
    return op->emitError("item(): its tensor has no static shape");
  if (tType.getNumElements() != 1)
    return item.emitError("item() of a tensor of ") << tType.getNumElements() << " elements (it needs one)";
  Value scalar = c.view(t, {});
  Type element = tType.getElementType();
  if (others.empty()) // a tensor made from the number: the op converts it to its declared dtype
    return scalar;
  // The Python number as ATen wraps it (bool, i64 or the default float), promoted with the op's tensors by
  // the verifiers' own rule. Where it lifts the category, the operand takes the promoted type; where it
  // does not, the item keeps its precision beside dimensioned tensors (the kernel widens it), and takes
  // their type beside zero-dim ones only (with which a zero-dim tensor would promote).
  Type number = isa<FloatType>(element) ? Type(rewriter.getF32Type())
                : element.isInteger(1)  ? element
                                        : Type(rewriter.getIntegerType(64));
  Type without = edge::promoteTypes(others.getTypes()), with = edge::promoteTypes(others.getTypes(), {number});
  if (!without || !with)
    return op->emitError("item(): the op's tensor operands have no promoted type");
  bool dimensioned = llvm::any_of(others, [](Value v) { return cast<RankedTensorType>(v.getType()).getRank() > 0; });
  return c.convertElements(scalar, with != without ? with : dimensioned ? element : without);
}

/// The alpha of add.Scalar, sub.Scalar and rsub.Scalar as the edge attribute (an integer or a float).
FailureOr<Attribute> alphaAttr(OpBuilder &b, Operation *op, Value alpha) {
  if (std::optional<int64_t> i = torch::matchConstantInt(alpha))
    return Attribute(b.getI64IntegerAttr(*i));
  if (std::optional<double> f = torch::matchConstantScalar(alpha))
    return Attribute(b.getF64FloatAttr(*f));
  return op->emitError("argument 'alpha' must be a constant");
}

} // namespace

/// Its Scalar (never alpha, which must be a constant), for the ops the patterns below lower.
std::optional<unsigned> edgec::itemOperandIndex(Operation *op) {
  if (isa<torch::AtenAddScalarOp, torch::AtenSubScalarOp, torch::AtenRsubScalarOp, torch::AtenMulScalarOp,
          torch::AtenDivScalarOp, torch::AtenPowTensorScalarOp, torch::AtenFmodScalarOp, torch::AtenRemainderScalarOp,
          torch::AtenEqScalarOp, torch::AtenNeScalarOp, torch::AtenLtScalarOp, torch::AtenLeScalarOp,
          torch::AtenGtScalarOp, torch::AtenGeScalarOp, torch::AtenFullLikeOp, torch::AtenFullOp,
          torch::AtenFillScalarOp>(op))
    return 1;
  if (isa<torch::AtenMaskedFillScalarOp>(op))
    return 2;
  if (isa<torch::AtenScalarTensorOp, torch::PrimNumToTensorScalarOp,
          torch::AtenArangeStartStepOp>(op))
    return 0;
  return std::nullopt;
}

namespace {

/// Ops whose Scalar operand may be an item(): how the Tensor overload is built.
template <typename OpT> struct ItemScalarPattern : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  virtual FailureOr<Value> build(OpT op, typename OpT::Adaptor a, Value item, RankedTensorType resultType,
                                 ChainBuilder &c) const = 0;
  /// The op's tensor operands besides the Scalar, converted.
  virtual SmallVector<Value> tensors(typename OpT::Adaptor a) const = 0;

  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const final {
    auto item = op->getOperand(*itemOperandIndex(op)).template getDefiningOp<torch::Aten_LocalScalarDenseOp>();
    if (!item)
      return failure(); // a constant Scalar: the generated lowering
    auto resultType = dyn_cast_or_null<RankedTensorType>(this->getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    ChainBuilder c(rewriter, op.getLoc());
    FailureOr<Value> value = itemOperand(c, op, item, tensors(adaptor));
    if (failed(value))
      return failure();
    FailureOr<Value> result = build(op, adaptor, *value, resultType, c);
    if (failed(result) || failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, *result);
    return success();
  }
};

/// add.Scalar and sub.Scalar: x + alpha * item.
template <typename OpT, typename EdgeOpT> struct ItemAddSub : ItemScalarPattern<OpT> {
  using ItemScalarPattern<OpT>::ItemScalarPattern;
  SmallVector<Value> tensors(typename OpT::Adaptor a) const override { return {a.getSelf()}; }
  FailureOr<Value> build(OpT op, typename OpT::Adaptor a, Value item, RankedTensorType t,
                         ChainBuilder &c) const override {
    FailureOr<Attribute> alpha = alphaAttr(c.builder(), op, op.getAlpha());
    if (failed(alpha))
      return failure();
    return c.make<EdgeOpT>(t, a.getSelf(), item, *alpha);
  }
};

/// rsub.Scalar: item - alpha * x.
struct ItemRsub : ItemScalarPattern<torch::AtenRsubScalarOp> {
  using ItemScalarPattern::ItemScalarPattern;
  SmallVector<Value> tensors(OpAdaptor a) const override { return {a.getSelf()}; }
  FailureOr<Value> build(torch::AtenRsubScalarOp op, OpAdaptor a, Value item, RankedTensorType t,
                         ChainBuilder &c) const override {
    FailureOr<Attribute> alpha = alphaAttr(c.builder(), op, op.getAlpha());
    if (failed(alpha))
      return failure();
    return c.make<edge::SubTensorOp>(t, item, a.getSelf(), *alpha);
  }
};

/// Binary ops of a tensor and a Scalar `other` (or pow's exponent): their Tensor overload.
template <typename OpT, typename EdgeOpT> struct ItemBinary : ItemScalarPattern<OpT> {
  using ItemScalarPattern<OpT>::ItemScalarPattern;
  SmallVector<Value> tensors(typename OpT::Adaptor a) const override { return {a.getSelf()}; }
  FailureOr<Value> build(OpT, typename OpT::Adaptor a, Value item, RankedTensorType t, ChainBuilder &c) const override {
    return c.binary<EdgeOpT>(a.getSelf(), item, t);
  }
};

/// masked_fill.Scalar: masked_fill.Tensor with the item as the zero-dim value, cast to x's dtype by the op
/// directly (no promotion: an f64 item fills an int64 tensor without passing through f32).
struct ItemMaskedFill : ItemScalarPattern<torch::AtenMaskedFillScalarOp> {
  using ItemScalarPattern::ItemScalarPattern;
  SmallVector<Value> tensors(OpAdaptor) const override { return {}; }
  FailureOr<Value> build(torch::AtenMaskedFillScalarOp, OpAdaptor a, Value item, RankedTensorType t,
                         ChainBuilder &c) const override {
    return c.make<edge::MaskedFillTensorOp>(t, a.getSelf(), a.getMask(), item);
  }
};

/// Tensors filled with an item() (scalar_tensor, full, full_like, fill.Scalar, prim.NumToTensor): the
/// value converted to the declared dtype, broadcast to the declared shape.
template <typename OpT> struct ItemSplat : ItemScalarPattern<OpT> {
  using ItemScalarPattern<OpT>::ItemScalarPattern;
  SmallVector<Value> tensors(typename OpT::Adaptor) const override { return {}; }
  FailureOr<Value> build(OpT op, typename OpT::Adaptor, Value item, RankedTensorType t,
                         ChainBuilder &c) const override {
    // Of a dynamic shape: the expand at the bounds, bound to the result's sizes (a broadcast view).
    return bindShapeOf(c.builder(), c.expand(c.convertElements(item, t.getElementType()), t.getShape()),
                       op.getResult());
  }
};

void populateItemPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns
      .add<ItemAddSub<torch::AtenAddScalarOp, edge::AddTensorOp>, ItemAddSub<torch::AtenSubScalarOp, edge::SubTensorOp>,
           ItemRsub, ItemBinary<torch::AtenMulScalarOp, edge::MulTensorOp>,
           ItemBinary<torch::AtenDivScalarOp, edge::DivTensorOp>,
           ItemBinary<torch::AtenPowTensorScalarOp, edge::PowTensorTensorOp>,
           ItemBinary<torch::AtenFmodScalarOp, edge::FmodTensorOp>,
           ItemBinary<torch::AtenRemainderScalarOp, edge::RemainderTensorOp>,
           ItemBinary<torch::AtenEqScalarOp, edge::EqTensorOp>, ItemBinary<torch::AtenNeScalarOp, edge::NeTensorOp>,
           ItemBinary<torch::AtenLtScalarOp, edge::LtTensorOp>, ItemBinary<torch::AtenLeScalarOp, edge::LeTensorOp>,
           ItemBinary<torch::AtenGtScalarOp, edge::GtTensorOp>, ItemBinary<torch::AtenGeScalarOp, edge::GeTensorOp>,
           ItemMaskedFill, ItemSplat<torch::AtenScalarTensorOp>, ItemSplat<torch::AtenFullOp>,
           ItemSplat<torch::AtenFullLikeOp>, ItemSplat<torch::AtenFillScalarOp>,
           ItemSplat<torch::PrimNumToTensorScalarOp>>(converter, patterns.getContext(), /*benefit=*/5);
}

struct LowerLiteral : OpConversionPattern<torch::ValueTensorLiteralOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::ValueTensorLiteralOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    ElementsAttr value = op.getValue();
    // torch-mlir writes integer literals with signed element types (tensor<3xsi64>); edge uses signless
    // ones. The bytes are the same: only the type is rewritten.
    if (type && value.getShapedType() != type && value.getShapedType().getShape() == type.getShape() &&
        value.getElementType().isSignedInteger() && type.getElementType().isSignlessInteger() &&
        value.getElementType().getIntOrFloatBitWidth() == type.getElementType().getIntOrFloatBitWidth()) {
      if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
        value = DenseResourceElementsAttr::get(type, resource.getRawHandle());
      else if (auto dense = dyn_cast<DenseIntElementsAttr>(value))
        value = dense.bitcast(type.getElementType());
    }
    if (!type || value.getShapedType() != type)
      return op.emitError("literal of type ") << value.getShapedType() << " cannot become a constant of type " << type;
    rewriter.replaceOpWithNewOp<edge::ConstantOp>(op, type, value);
    return success();
  }
};

/// Ops whose result is one value everywhere: scalar_tensor and prim.NumToTensor.Scalar (zero-dim), full,
/// full_like, fill.Scalar (the input's values are not read), zeros, ones and their _like and new_
/// forms, and empty (whose contents PyTorch leaves undefined: zeros): a constant of the result's type.
template <typename OpT> struct DecomposeToSplat : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  static Value fill(torch::AtenScalarTensorOp op) { return op.getS(); }
  static Value fill(torch::AtenFullLikeOp op) { return op.getFillValue(); }
  static Value fill(torch::PrimNumToTensorScalarOp op) { return op.getA(); }
  static Value fill(torch::AtenFullOp op) { return op.getFillValue(); }
  static Value fill(torch::AtenFillScalarOp op) { return op.getValue(); }
  static Value fill(Operation *) { return Value(); } // zeros, ones, empty: constantFill
  static double constantFill(Operation *op) {
    return isa<torch::AtenOnesOp, torch::AtenOnesLikeOp, torch::AtenNewOnesOp>(op) ? 1.0 : 0.0;
  }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(this->getTypeConverter()->convertType(op.getResult().getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    Value result;
    if (Value scalar = fill(op)) {
      FailureOr<Value> c = splatConstant(rewriter, op, type, scalar);
      if (failed(c))
        return failure();
      result = *c;
    } else {
      double v = constantFill(op);
      result = splatValue(rewriter, op, type, v, int64_t(v));
    }
    rewriter.replaceOp(op, dynamicConstant(rewriter, op, op.getResult(), result));
    return success();
  }
};

/// arange (end, or start, end, step): the constant start + i * step, i < the result's length, computed in
/// double (exactly in int64 for an integer result and integer arguments), as ATen's.
template <typename OpT> struct DecomposeArange : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  /// Its start an item(), the step constant: the arange from 0 (its length the result's, at the bound, read as
  /// a view of the dynamic length) plus the item as a zero-dim operand, which the result's dtype takes as it
  /// would a Python number. (An arange that starts at a size torch-bound-shapes made the arange from 0 plus the
  /// size already.)
  static LogicalResult itemStart(ConversionPatternRewriter &rewriter, OpT op, torch::Aten_LocalScalarDenseOp item,
                                 RankedTensorType type, std::optional<double> step, std::optional<int64_t> stepInt) {
    Type elem = type.getElementType();
    if (!step || *step == 0 || !std::isfinite(*step) || (!isa<FloatType>(elem) && !stepInt))
      return op.emitError("arange: a start known only at run time needs a constant non-zero step (an integer one "
                          "for an integer result)");
    SmallVector<Attribute> values;
    for (int64_t i = 0; i < type.getDimSize(0); ++i)
      values.push_back(isa<FloatType>(elem) ? Attribute(FloatAttr::get(elem, double(i) * *step))
                                            : Attribute(IntegerAttr::get(elem, i * *stepInt)));
    ChainBuilder c(rewriter, op.getLoc());
    Value steps = dynamicConstant(rewriter, op, op.getResult(), c.constant(type, values));
    FailureOr<Value> first = itemOperand(c, op, item, {steps});
    if (failed(first))
      return failure();
    Value result = c.plus(steps, *first, type);
    if (failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
  static std::array<Value, 3> bounds(torch::AtenArangeOp op) { return {Value(), op.getEnd(), Value()}; }
  static std::array<Value, 3> bounds(torch::AtenArangeStartStepOp op) {
    return {op.getStart(), op.getEnd(), op.getStep()};
  }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(this->getTypeConverter()->convertType(op.getResult().getType()));
    if (!type || type.getRank() != 1)
      return rewriter.notifyMatchFailure(op, "result type is no static 1-D shape");
    std::array<Value, 3> b = bounds(op);
    std::optional<double> start = b[0] ? torch::matchConstantScalar(b[0]) : 0.0,
                          step = b[2] ? torch::matchConstantScalar(b[2]) : 1.0;
    std::optional<int64_t> startInt = b[0] ? torch::matchConstantInt(b[0]) : 0,
                           stepInt = b[2] ? torch::matchConstantInt(b[2]) : 1;
    std::optional<double> end = torch::matchConstantScalar(b[1]);
    std::optional<int64_t> endInt = torch::matchConstantInt(b[1]);
    if (auto item = b[0] ? b[0].template getDefiningOp<torch::Aten_LocalScalarDenseOp>() : nullptr)
      return itemStart(rewriter, op, item, type, step, stepInt);
    if (!start || !step || !end)
      return op.emitError("arange: start, end and step must be constants");
    Type elem = type.getElementType();
    // The length follows from the arguments, as ATen computes it; the declared result type only has to agree
    // (trusting it would give extra values, or exhaust memory on a huge one).
    if (*step == 0 || !std::isfinite(*start) || !std::isfinite(*end) || !std::isfinite(*step))
      return op.emitError("arange: step must be non-zero and start, end and step finite");
    if ((*step > 0 && *end < *start) || (*step < 0 && *end > *start))
      return op.emitError("arange: the step's sign is inconsistent with start and end");
    double length;
    if (startInt && endInt && stepInt) { // exact, as ATen's int64 path: ceil((end - start) / step)
      __int128 sign = *stepInt > 0 ? 1 : -1;
      length = double((__int128(*endInt) - *startInt + *stepInt - sign) / *stepInt);
    } else {
      length = std::ceil((*end - *start) / *step);
    }
    if (!type.hasStaticShape() || length != double(type.getDimSize(0))) {
      auto number = [](double v) {
        char text[32];
        snprintf(text, sizeof(text), "%.17g", v);
        return std::string(text);
      };
      return op.emitError("arange: the result type ")
             << type << " disagrees with arange(" << number(*start) << ", " << number(*end) << ", " << number(*step)
             << "), which has " << number(length) << " elements";
    }
    int64_t n = type.getDimSize(0);
    SmallVector<Attribute> values;
    for (int64_t i = 0; i < n; ++i) {
      if (isa<FloatType>(elem))
        values.push_back(FloatAttr::get(elem, *start + double(i) * *step));
      else if (startInt && stepInt)
        values.push_back(IntegerAttr::get(elem, *startInt + i * *stepInt));
      else
        values.push_back(IntegerAttr::get(elem, int64_t(*start + double(i) * *step)));
    }
    Value constant = rewriter.create<edge::ConstantOp>(op.getLoc(), type, DenseElementsAttr::get(type, values));
    // With a dynamic end: the first elements of the arange at the bound.
    rewriter.replaceOp(op, dynamicConstant(rewriter, op, op.getResult(), constant));
    return success();
  }
};

} // namespace

std::optional<std::string> edgec::unsupportedItemUse(Operation *item) {
  for (OpOperand &use : item->getUses()) {
    Operation *user = use.getOwner();
    if (itemOperandIndex(user) != use.getOperandNumber())
      return (Twine("its value is used by ") + user->getName().getStringRef() + " (operand " +
              Twine(use.getOperandNumber()) +
              "), which needs it on the host mid-program; edgec keeps an item() on the device only as the "
              "Scalar operand of add, sub, rsub, mul, div, pow, fmod, remainder, comparisons and masked_fill, "
              "the value of scalar_tensor, full, full_like and fill, or an arange's start")
          .str();
  }
  return std::nullopt;
}

void edgec::populateTorchToEdgeScalarPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  populateItemPatterns(patterns, converter);
  patterns.add<LowerLiteral, DecomposeToSplat<torch::AtenScalarTensorOp>, DecomposeToSplat<torch::AtenFullLikeOp>,
               DecomposeToSplat<torch::PrimNumToTensorScalarOp>, DecomposeToSplat<torch::AtenFullOp>,
               DecomposeToSplat<torch::AtenFillScalarOp>, DecomposeToSplat<torch::AtenZerosOp>,
               DecomposeToSplat<torch::AtenOnesOp>, DecomposeToSplat<torch::AtenZerosLikeOp>,
               DecomposeToSplat<torch::AtenOnesLikeOp>, DecomposeToSplat<torch::AtenNewZerosOp>,
               DecomposeToSplat<torch::AtenNewOnesOp>, DecomposeToSplat<torch::AtenEmptyMemoryFormatOp>,
               DecomposeToSplat<torch::AtenEmptyStridedOp>, DecomposeArange<torch::AtenArangeOp>,
               DecomposeArange<torch::AtenArangeStartStepOp>>(converter, patterns.getContext());
}

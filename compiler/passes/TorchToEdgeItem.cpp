//===- TorchToEdgeItem.cpp - Tensor.item() values as device operands ------===//
//
// _local_scalar_dense (Tensor.item()) reads one element back to the host as a Python number. Where that
// number is only the Scalar operand of an elementwise op (x * t.item(), x.masked_fill(m, t.item())), the
// value never has to leave the device: the op becomes its Tensor overload with the one-element tensor as
// a zero-dim operand, converted so that type promotion comes out as it does for a Python number (a
// "wrapped number" promotes only by category: an int32 tensor times an f16 tensor's item() is f32, the
// default float, not f16). Where the number steers anything else (a size, a list, scalar arithmetic), it
// would need a device-to-host read mid-program: findUnsupportedOps names the op and that use.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/DialectConversion.h"

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

/// The operand of `op` that may be an item(): its Scalar (never alpha, which must be a constant), for the ops
/// the patterns below lower; nullopt for any other op.
std::optional<unsigned> itemOperandIndex(Operation *op) {
  if (isa<torch::AtenAddScalarOp, torch::AtenSubScalarOp, torch::AtenRsubScalarOp, torch::AtenMulScalarOp,
          torch::AtenDivScalarOp, torch::AtenPowTensorScalarOp, torch::AtenFmodScalarOp, torch::AtenRemainderScalarOp,
          torch::AtenEqScalarOp, torch::AtenNeScalarOp, torch::AtenLtScalarOp, torch::AtenLeScalarOp,
          torch::AtenGtScalarOp, torch::AtenGeScalarOp, torch::AtenFullLikeOp, torch::AtenFullOp,
          torch::AtenFillScalarOp>(op))
    return 1;
  if (isa<torch::AtenMaskedFillScalarOp>(op))
    return 2;
  if (isa<torch::AtenScalarTensorOp, torch::PrimNumToTensorScalarOp>(op))
    return 0;
  return std::nullopt;
}

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
    auto func = op->template getParentOfType<func::FuncOp>();
    if (func && !func.getBody().template getOps<torch::SymbolicIntOp>().empty())
      return op->emitError("a tensor filled with an item() in a program with dynamic shapes is not supported yet");
    return c.expand(c.convertElements(item, t.getElementType()), t.getShape());
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

} // namespace

void edgec::populateTorchToEdgeItemPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  populateItemPatterns(patterns, converter);
}

std::optional<std::string> edgec::unsupportedItemUse(Operation *item) {
  for (OpOperand &use : item->getUses()) {
    Operation *user = use.getOwner();
    if (itemOperandIndex(user) != use.getOperandNumber())
      return (Twine("its value is used by ") + user->getName().getStringRef() + " (operand " +
              Twine(use.getOperandNumber()) +
              "), which needs it on the host mid-program; edgec keeps an item() on the device only as the "
              "Scalar operand of add, sub, rsub, mul, div, pow, fmod, remainder, comparisons and masked_fill, "
              "or the value of scalar_tensor, full, full_like and fill")
          .str();
  }
  return std::nullopt;
}

//===- TorchToEdge.cpp - torch dialect to edge dialect --------------------===//
#include "dialects/OpTable.h"
#include "passes/Passes.h"
#include "passes/TorchToEdgeChains.h"

#include <array>
#include <cmath>
#include <limits>

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Traits.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/DialectConversion.h"

namespace edgec {
#define GEN_PASS_DEF_TORCHTOEDGE
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {

/// Collects the operands and attributes of an edge op from a torch op's operands, then creates and verifies
/// it. Scalars and lists must be constants: the error names the argument otherwise.
class EdgeOpBuilder {
public:
  EdgeOpBuilder(Operation *torchOp, ConversionPatternRewriter *rewriter = nullptr)
      : torchOp(torchOp), rewriter(rewriter) {}

  LogicalResult tensor(Value v) {
    operands.push_back(v);
    segments.push_back(1);
    return success();
  }
  /// A Tensor[]: the elements of a torch.prim.ListConstruct, converted, as one operand group.
  LogicalResult tensorList(Value list) {
    auto construct = list.getDefiningOp<torch::PrimListConstructOp>();
    if (!construct || !rewriter)
      return torchOp->emitError("a Tensor[] operand must be a torch.prim.ListConstruct");
    for (Value element : construct.getElements()) {
      Value converted = rewriter->getRemappedValue(element);
      if (!converted || !isa<RankedTensorType>(converted.getType()))
        return torchOp->emitError("an element of the tensor list has no static shape");
      operands.push_back(converted);
    }
    segments.push_back(construct.getElements().size());
    return success();
  }
  LogicalResult optionalTensor(Value v) {
    if (torch::isNone(v)) {
      segments.push_back(0);
      return success();
    }
    return tensor(v);
  }
  /// An ATen Scalar keeps its kind (bool, integer, float): it decides type promotion.
  LogicalResult scalarAttr(StringRef name, Value v) {
    Attribute a;
    if (std::optional<bool> b = torch::matchConstantBool(v))
      a = BoolAttr::get(ctx(), *b);
    else if (std::optional<int64_t> i = torch::matchConstantInt(v))
      a = IntegerAttr::get(IntegerType::get(ctx(), 64), *i);
    else if (std::optional<double> f = torch::matchConstantScalar(v))
      a = FloatAttr::get(Float64Type::get(ctx()), *f);
    else if (v.getDefiningOp<torch::Aten_LocalScalarDenseOp>())
      return failure(); // an item(): its pattern (TorchToEdgeItem.cpp) was tried first and said why not
    else
      return notConstant(name);
    attrs.emplace_back(attrName(name), a);
    return success();
  }
  LogicalResult optionalScalarAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : scalarAttr(name, v);
  }
  LogicalResult floatAttr(StringRef name, Value v) {
    std::optional<double> s = torch::matchConstantScalar(v);
    if (!s)
      return notConstant(name);
    attrs.emplace_back(attrName(name), FloatAttr::get(Float64Type::get(ctx()), *s));
    return success();
  }
  LogicalResult optionalFloatAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : floatAttr(name, v);
  }
  LogicalResult intAttr(StringRef name, Value v) {
    std::optional<int64_t> i = torch::matchConstantInt(v);
    if (!i)
      return notConstant(name);
    attrs.emplace_back(attrName(name), IntegerAttr::get(IntegerType::get(ctx(), 64), *i));
    return success();
  }
  LogicalResult optionalIntAttr(StringRef name, Value v) { return torch::isNone(v) ? success() : intAttr(name, v); }
  LogicalResult boolAttr(StringRef name, Value v) {
    std::optional<bool> b = torch::matchConstantBool(v);
    if (!b)
      return notConstant(name);
    attrs.emplace_back(attrName(name), BoolAttr::get(ctx(), *b));
    return success();
  }
  LogicalResult intListAttr(StringRef name, Value v) {
    std::optional<SmallVector<int64_t>> list = torch::matchConstantIntList(v);
    if (!list)
      return notConstant(name);
    attrs.emplace_back(attrName(name), DenseI64ArrayAttr::get(ctx(), *list));
    return success();
  }
  LogicalResult optionalIntListAttr(StringRef name, Value v) {
    return torch::isNone(v) ? success() : intListAttr(name, v);
  }

  /// Creates the edge op `name` with `resultType`, verifies it detached and inserts it only if valid; on
  /// failure the verifier's error stands at the torch op's location.
  FailureOr<Operation *> create(OpBuilder &b, StringRef name, TypeRange resultTypes) {
    OperationState state(torchOp->getLoc(), name);
    state.addOperands(operands);
    state.addTypes(resultTypes);
    state.addAttributes(attrs);
    if (state.name.hasTrait<OpTrait::AttrSizedOperandSegments>()) {
      SmallVector<int32_t> sizes(segments.begin(), segments.end());
      sizes.push_back(0); // outs
      state.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr(sizes));
    }
    Operation *op = Operation::create(state);
    // The op is not in a block yet: printing it in the diagnostic would show unknown operands, and the
    // error already points at the torch op's source line.
    MLIRContext *context = op->getContext();
    bool printOp = context->shouldPrintOpOnDiagnostic();
    context->printOpOnDiagnostic(false);
    LogicalResult verified = verify(op);
    context->printOpOnDiagnostic(printOp);
    if (failed(verified)) {
      op->destroy();
      return failure();
    }
    return b.insert(op);
  }

private:
  MLIRContext *ctx() { return torchOp->getContext(); }
  StringAttr attrName(StringRef name) { return StringAttr::get(ctx(), name); }
  LogicalResult notConstant(StringRef name) {
    return torchOp->emitError("argument '")
           << name << "' of " << torchOp->getName()
           << " must be a constant; non-constant scalars and lists are not supported yet";
  }

  Operation *torchOp;
  ConversionPatternRewriter *rewriter;
  SmallVector<Value> operands;
  SmallVector<int> segments;
  SmallVector<NamedAttribute> attrs;
};

/// A torch ATen op that maps 1:1 onto an edge op; `collect` is generated from the op table.
template <typename TorchOp, typename EdgeOp> struct LowerToEdge : OpConversionPattern<TorchOp> {
  using OpConversionPattern<TorchOp>::OpConversionPattern;
  LogicalResult collect(typename TorchOp::Adaptor adaptor, EdgeOpBuilder &builder) const;

  LogicalResult matchAndRewrite(TorchOp op, typename TorchOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type resultType = this->getTypeConverter()->convertType(op.getResult().getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    EdgeOpBuilder builder(op, &rewriter);
    if (failed(collect(adaptor, builder)))
      return failure();
    FailureOr<Operation *> created = builder.create(rewriter, EdgeOp::getOperationName(), resultType);
    if (failed(created))
      return failure();
    rewriter.replaceOp(op, (*created)->getResults());
    return success();
  }
};

#include "passes/TorchToEdgeLowerings.inc"

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

/// aten.linear(x, w, b) = x @ w^T + b: permute(w) then addmm (or mm without bias). Inputs of rank > 2 are
/// viewed as 2-D matrices and the result viewed back.
struct DecomposeLinear : OpConversionPattern<torch::AtenLinearOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenLinearOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast_or_null<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    auto xType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    auto wType = dyn_cast<RankedTensorType>(adaptor.getWeight().getType());
    if (!resultType || !xType || !wType)
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    if (wType.getRank() != 2 || xType.getRank() < 1)
      return op.emitError("aten.linear expects a 2-D weight and an input of rank >= 1");
    Location loc = op.getLoc();
    Type elem = resultType.getElementType();
    int64_t inFeatures = xType.getShape().back(), outFeatures = wType.getDimSize(0);
    if (wType.getDimSize(1) != inFeatures)
      return op.emitError("aten.linear: weight [")
             << edge::formatShape(wType.getShape()) << "] does not take " << inFeatures << " input features";
    SmallVector<Operation *> created;
    Value x = adaptor.getInput();
    int64_t rows = xType.getNumElements() / std::max<int64_t>(inFeatures, 1);
    if (xType.getRank() != 2) {
      auto view = rewriter.create<edge::ViewOp>(loc, TypeRange{RankedTensorType::get({rows, inFeatures}, elem)}, x,
                                                rewriter.getDenseI64ArrayAttr({rows, inFeatures}), ValueRange{});
      created.push_back(view);
      x = view.getResult(0);
    }
    auto wT =
        rewriter.create<edge::PermuteOp>(loc, TypeRange{RankedTensorType::get({inFeatures, outFeatures}, elem)},
                                         adaptor.getWeight(), rewriter.getDenseI64ArrayAttr({1, 0}), ValueRange{});
    auto mmType = RankedTensorType::get({rows, outFeatures}, elem);
    Operation *mm;
    if (torch::isNone(adaptor.getBias())) {
      mm = rewriter.create<edge::MmOp>(loc, TypeRange{mmType}, x, wT.getResult(0), ValueRange{});
    } else {
      mm = rewriter.create<edge::AddmmOp>(loc, TypeRange{mmType}, adaptor.getBias(), x, wT.getResult(0),
                                          rewriter.getF64FloatAttr(1.0), rewriter.getF64FloatAttr(1.0), ValueRange{});
    }
    created.append({wT, mm});
    Value result = mm->getResult(0);
    if (resultType != mmType) {
      auto view = rewriter.create<edge::ViewOp>(loc, TypeRange{resultType}, result,
                                                rewriter.getDenseI64ArrayAttr(resultType.getShape()), ValueRange{});
      created.push_back(view);
      result = view.getResult(0);
    }
    for (Operation *c : created)
      if (failed(verify(c)))
        return failure(); // the rewriter rolls the created ops back
    rewriter.replaceOp(op, result);
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

/// max_pool2d_with_indices: the edge op of that name (two results); max_pool2d where the indices are unused.
struct DecomposeMaxPoolWithIndices : OpConversionPattern<torch::AtenMaxPool2dWithIndicesOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenMaxPool2dWithIndicesOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type resultType = getTypeConverter()->convertType(op.getResult0().getType());
    Type indicesType = getTypeConverter()->convertType(op.getResult1().getType());
    if (!resultType || !indicesType)
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    EdgeOpBuilder b(op);
    if (failed(b.tensor(adaptor.getSelf())) || failed(b.intListAttr("kernel_size", op.getKernelSize())) ||
        failed(b.intListAttr("stride", op.getStride())) || failed(b.intListAttr("padding", op.getPadding())) ||
        failed(b.intListAttr("dilation", op.getDilation())) || failed(b.boolAttr("ceil_mode", op.getCeilMode())))
      return failure();
    // Without a use of its indices it is max_pool2d, whose kernels compute none.
    bool indices = !op.getResult1().use_empty();
    FailureOr<Operation *> pool =
        indices ? b.create(rewriter, edge::MaxPool2dWithIndicesOp::getOperationName(), {resultType, indicesType})
                : b.create(rewriter, edge::MaxPool2dOp::getOperationName(), resultType);
    if (failed(pool))
      return failure();
    rewriter.replaceOp(op, ValueRange{(*pool)->getResult(0), indices ? (*pool)->getResult(1) : Value()});
    return success();
  }
};

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
    completeAffine(rewriter, op, RankedTensorType::get(*normalized, xType.getElementType()), weight, bias);
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

} // namespace

Value edgec::splatValue(ConversionPatternRewriter &rewriter, Operation *op, RankedTensorType type, double value,
                        std::optional<int64_t> exact) {
  Type elem = type.getElementType();
  Attribute element;
  if (isa<FloatType>(elem))
    element = FloatAttr::get(elem, value);
  else if (elem.isInteger(1))
    element = IntegerAttr::get(elem, value != 0);
  else
    element = IntegerAttr::get(elem, exact ? *exact : int64_t(value));
  return rewriter.create<edge::ConstantOp>(op->getLoc(), type, DenseElementsAttr::get(type, element)).getResult();
}

FailureOr<Value> edgec::splatConstant(ConversionPatternRewriter &rewriter, Operation *op, Type resultType,
                                      Value scalar) {
  auto type = dyn_cast_or_null<RankedTensorType>(resultType);
  std::optional<double> value = torch::matchConstantScalar(scalar);
  if (!type || !value)
    return op->emitError("expects a constant fill value and a typed result");
  return splatValue(rewriter, op, type, *value, torch::matchConstantInt(scalar));
}

namespace {

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
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// arange (end, or start, end, step): the constant start + i * step, i < the result's length, computed in
/// double (exactly in int64 for an integer result and integer arguments), as ATen's.
template <typename OpT> struct DecomposeArange : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
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
    rewriter.replaceOpWithNewOp<edge::ConstantOp>(op, type, DenseElementsAttr::get(type, values));
    return success();
  }
};

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

/// Reshapes that exports and torch-mlir's importer leave (_unsafe_view, reshape, flatten, unflatten,
/// view_as): an edge view to the result's shape (a copy first where the operand is not contiguous, which
/// edge-out-variants arranges as for every view).
template <typename OpT> struct LowerAsView : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value result = c.view(adaptor.getSelf(), resultType.getShape());
    if (result.getType() != resultType)
      return op.emitError("the result type ") << resultType << " is not a reshape of " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// transpose.int (two dims swapped) and t (of a matrix; vectors stay as they are): an edge permute.
template <typename OpT> struct LowerTranspose : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  static std::optional<std::pair<int64_t, int64_t>> dims(torch::AtenTransposeIntOp op) {
    std::optional<int64_t> a = torch::matchConstantInt(op.getDim0()), b = torch::matchConstantInt(op.getDim1());
    if (!a || !b)
      return std::nullopt;
    return std::make_pair(*a, *b);
  }
  static std::optional<std::pair<int64_t, int64_t>> dims(torch::AtenTOp) { return std::make_pair(0, -1); }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
    std::optional<std::pair<int64_t, int64_t>> d = dims(op);
    if (!d)
      return op.emitError("transpose: dims must be constants");
    if (rank < 2) {
      rewriter.replaceOp(op, x);
      return success();
    }
    if (d->first < -rank || d->first >= rank || d->second < -rank || d->second >= rank)
      return op.emitError("transpose: dim out of range for rank ") << rank;
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[edge::normalizeDim(d->first, rank)], perm[edge::normalizeDim(d->second, rank)]);
    ChainBuilder c(rewriter, op.getLoc());
    Value result = c.permute(x, perm);
    if (failed(c.verified()))
      return failure();
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

/// torch.matmul, as ATen defines it by rank: vectors are made matrices (and the added dim dropped again);
/// two matrices are an mm; a batch of matrices times a matrix is one mm over the batch's rows; otherwise
/// the batch dims broadcast and the operands, expanded and viewed as [batch, n, k] and [batch, k, m], meet
/// in one bmm. The result is viewed to the program's result shape.
FailureOr<Value> edgec::matmul(ChainBuilder &c, Operation *op, Value a, Value b, RankedTensorType resultType) {
  auto at = cast<RankedTensorType>(a.getType()), bt = cast<RankedTensorType>(b.getType());
  if (at.getRank() < 1 || bt.getRank() < 1)
    return op->emitError("matmul: operands must have rank >= 1");
  if (at.getElementType() != bt.getElementType())
    return op->emitError("matmul: operands of different dtypes");
  SmallVector<int64_t> as(at.getShape()), bs(bt.getShape());
  if (as.size() == 1)
    as.insert(as.begin(), 1);
  if (bs.size() == 1)
    bs.push_back(1);
  int64_t n = as[as.size() - 2], k = as.back(), m = bs.back();
  if (bs[bs.size() - 2] != k)
    return op->emitError("matmul: [") << edge::formatShape(at.getShape()) << "] and ["
                                      << edge::formatShape(bt.getShape()) << "] do not multiply";
  Type elem = at.getElementType();
  a = c.view(a, as);
  b = c.view(b, bs);
  Value product;
  if (bs.size() == 2) { // the batch of a (if any) folds into its rows
    int64_t rows = n;
    for (size_t d = 0; d + 2 < as.size(); ++d)
      rows *= as[d];
    product = c.binary<edge::MmOp>(c.view(a, {rows, k}), b, RankedTensorType::get({rows, m}, elem));
  } else {
    SmallVector<int64_t> batch;
    if (!OpTrait::util::getBroadcastedShape(ArrayRef<int64_t>(as).drop_back(2), ArrayRef<int64_t>(bs).drop_back(2),
                                            batch))
      return op->emitError("matmul: batch dims do not broadcast");
    int64_t count = 1;
    for (int64_t d : batch)
      count *= d;
    auto expanded = [&](Value v, int64_t rows, int64_t cols) {
      SmallVector<int64_t> shape(batch);
      shape.append({rows, cols});
      return c.view(c.expand(v, shape), {count, rows, cols});
    };
    product = c.binary<edge::BmmOp>(expanded(a, n, k), expanded(b, k, m), RankedTensorType::get({count, n, m}, elem));
  }
  Value result = c.view(product, resultType.getShape());
  if (result.getType() != resultType)
    return op->emitError("matmul: result type ") << resultType << " differs from the computed " << result.getType();
  return result;
}

namespace {

struct DecomposeMatmul : ChainDecomposition<torch::AtenMatmulOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMatmulOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    FailureOr<Value> result = matmul(c, op, adaptor.getSelf(), adaptor.getOther(), resultType);
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }
};

/// scaled_dot_product_attention at inference (dropout_p 0), as ATen's math reference computes it:
/// softmax(q k^T * scale + bias) v, with scale 1/sqrt(E) unless given; a causal mask or a bool mask adds
/// -inf where attention is not allowed (where(mask, scores, -inf)), a float mask is added. Batch dims of
/// q, k and v broadcast (matmul's rules). enable_gqa (grouped heads) is not supported.
struct DecomposeScaledDotProductAttention : ChainDecomposition<torch::AtenScaledDotProductAttentionOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenScaledDotProductAttentionOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<double> dropout = torch::matchConstantScalar(op.getDropoutP());
    std::optional<bool> causal = torch::matchConstantBool(op.getIsCausal()),
                        gqa = torch::matchConstantBool(op.getEnableGqa());
    if (!dropout || *dropout != 0.0)
      return op.emitError("scaled_dot_product_attention: dropout_p must be the constant 0 (inference)");
    if (!causal || !gqa || *gqa)
      return op.emitError("scaled_dot_product_attention: is_causal must be a constant and enable_gqa false");
    Value q = adaptor.getQuery(), k = adaptor.getKey(), v = adaptor.getValue();
    auto qt = cast<RankedTensorType>(q.getType()), kt = cast<RankedTensorType>(k.getType());
    if (qt.getRank() < 2 || kt.getRank() < 2 || cast<RankedTensorType>(v.getType()).getRank() < 2)
      return op.emitError("scaled_dot_product_attention: query, key and value must have rank >= 2");
    int64_t L = qt.getShape().end()[-2], S = kt.getShape().end()[-2], E = qt.getShape().back();
    double scale = 1.0 / std::sqrt(double(E));
    if (!torch::isNone(op.getScale())) {
      std::optional<double> given = torch::matchConstantScalar(op.getScale());
      if (!given)
        return op.emitError("scaled_dot_product_attention: scale must be a constant");
      scale = *given;
    }
    SmallVector<int64_t> batch;
    if (!OpTrait::util::getBroadcastedShape(qt.getShape().drop_back(2), kt.getShape().drop_back(2), batch))
      return op.emitError("scaled_dot_product_attention: batch dims of query and key do not broadcast");
    Type elem = qt.getElementType();
    SmallVector<int64_t> scoreShape(batch);
    scoreShape.append({L, S});
    auto scoreType = RankedTensorType::get(scoreShape, elem);
    FailureOr<Value> scores = matmul(c, op, q, c.transposeLast(k), scoreType);
    if (failed(scores))
      return failure();
    Value x = c.mulScalar(*scores, scale);
    auto minusInf = [&]() {
      auto t = RankedTensorType::get({}, elem);
      return rewriter
          .create<edge::ConstantOp>(op.getLoc(), t,
                                    DenseElementsAttr::get(t, FloatAttr::get(elem, -std::numeric_limits<double>::infinity())))
          .getResult();
    };
    if (*causal) { // position i attends to j <= i
      auto maskType = RankedTensorType::get({L, S}, rewriter.getI1Type());
      SmallVector<bool> allowed;
      for (int64_t i = 0; i < L; ++i)
        for (int64_t j = 0; j < S; ++j)
          allowed.push_back(j <= i);
      Value mask = rewriter.create<edge::ConstantOp>(op.getLoc(), maskType, DenseElementsAttr::get(maskType, allowed));
      x = c.make<edge::WhereSelfOp>(scoreType, mask, x, minusInf());
    }
    if (!torch::isNone(op.getAttnMask())) {
      Value mask = adaptor.getAttnMask();
      if (cast<RankedTensorType>(mask.getType()).getElementType().isInteger(1))
        x = c.make<edge::WhereSelfOp>(scoreType, mask, x, minusInf());
      else
        x = c.plus(x, mask, scoreType);
    }
    Value weights = c.make<edge::_SoftmaxOp>(scoreType, x, rewriter.getI64IntegerAttr(-1), rewriter.getBoolAttr(false));
    FailureOr<Value> result = matmul(c, op, weights, v, resultType);
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }
};

} // namespace

FailureOr<Value> edgec::padOrCrop(ChainBuilder &c, Operation *op, Value x, int64_t dim, int64_t before, int64_t after,
                                  double fill, std::optional<int64_t> exact) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  int64_t size = t.getDimSize(dim);
  int64_t start = std::max<int64_t>(-before, 0), end = size + std::min<int64_t>(after, 0);
  if (end < start)
    return op->emitError("pad: dimension ") << dim << " of size " << size << " cropped below zero";
  if (start != 0 || end != size) {
    x = c.slice(x, dim, start, end);
    t = cast<RankedTensorType>(x.getType());
  }
  auto block = [&](int64_t n) {
    SmallVector<int64_t> shape(t.getShape());
    shape[dim] = n;
    return splatValue(rewriter, op, t.clone(shape), fill, exact);
  };
  SmallVector<Value> parts;
  if (before > 0)
    parts.push_back(block(before));
  parts.push_back(x);
  if (after > 0)
    parts.push_back(block(after));
  if (parts.size() == 1)
    return x;
  SmallVector<int64_t> shape(t.getShape());
  shape[dim] += std::max<int64_t>(before, 0) + std::max<int64_t>(after, 0);
  return c.make<edge::CatOp>(t.clone(shape), ValueRange(parts), rewriter.getI64IntegerAttr(dim));
}

namespace {

/// constant_pad_nd, and pad: for each padded dim, from the last, padOrCrop with the fill value (mode
/// "constant"); modes "reflect", "replicate" and "circular" gather positions mapped into the input
/// (indexPad).
template <typename OpT> struct DecomposeConstantPad : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  /// The fill value (and its integer value, where it is one), or failure.
  static FailureOr<std::pair<double, std::optional<int64_t>>> fill(torch::AtenConstantPadNdOp op) {
    std::optional<double> v = torch::matchConstantScalar(op.getValue());
    if (!v)
      return failure();
    return std::make_pair(*v, torch::matchConstantInt(op.getValue()));
  }
  static FailureOr<std::pair<double, std::optional<int64_t>>> fill(torch::AtenPadOp op) {
    if (torch::isNone(op.getValue()))
      return std::make_pair(0.0, std::optional<int64_t>(0));
    std::optional<double> v = torch::matchConstantScalar(op.getValue());
    if (!v)
      return failure();
    return std::make_pair(*v, std::optional<int64_t>());
  }
  static StringRef mode(torch::AtenConstantPadNdOp) { return "constant"; }
  static StringRef mode(torch::AtenPadOp op) {
    auto str = op.getMode().template getDefiningOp<torch::ConstantStrOp>();
    return str ? str.getValue() : StringRef();
  }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> pads = torch::matchConstantIntList(op.getPad());
    Value x = adaptor.getSelf();
    int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
    StringRef how = mode(op);
    if (!pads || (how != "constant" && how != "reflect" && how != "replicate" && how != "circular"))
      return op.emitError("pad: pad and the mode (\"constant\", \"reflect\", \"replicate\" or \"circular\") "
                          "must be constants");
    if (pads->size() % 2 || int64_t(pads->size()) > 2 * rank)
      return op.emitError("pad: ") << pads->size() << " amounts for a tensor of rank " << rank;
    if (how != "constant") {
      if (!torch::isNone(op->getOperand(3)))
        return op.emitError("pad: a fill value only goes with mode \"constant\"");
      FailureOr<Value> padded = indexPad(c, op, x, *pads,
                                         how == "reflect"     ? PadMode::Reflect
                                         : how == "replicate" ? PadMode::Replicate
                                                              : PadMode::Circular);
      if (failed(padded))
        return failure();
      return SmallVector<Value>{*padded};
    }
    FailureOr<std::pair<double, std::optional<int64_t>>> value = fill(op);
    if (failed(value))
      return op.emitError("pad: the fill value must be a constant");
    for (size_t k = 0; k < pads->size() / 2; ++k) {
      FailureOr<Value> padded =
          padOrCrop(c, op, x, rank - 1 - int64_t(k), (*pads)[2 * k], (*pads)[2 * k + 1], value->first, value->second);
      if (failed(padded))
        return failure();
      x = *padded;
    }
    if (x.getType() != resultType)
      return op.emitError("pad: result type ") << resultType << " differs from the computed " << x.getType();
    return SmallVector<Value>{x};
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

/// adaptive_avg_pool2d: _adaptive_avg_pool2d.
struct DecomposeAdaptiveAvgPool2d : ChainDecomposition<torch::AtenAdaptiveAvgPool2dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAdaptiveAvgPool2dOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> size = torch::matchConstantIntList(op.getOutputSize());
    if (!size)
      return op.emitError("adaptive_avg_pool2d: output_size must be a constant");
    Value result = c.make<edge::_AdaptiveAvgPool2dOp>(resultType, adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(*size));
    return SmallVector<Value>{result};
  }
};

/// split_with_sizes, unpacked: one slice per piece (views of the input; consumers on Vulkan read them in
/// place, edge-select-kernels).
struct DecomposeSplitWithSizes : OpConversionPattern<torch::AtenSplitWithSizesOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenSplitWithSizesOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> sizes = torch::matchConstantIntList(op.getSplitSizes());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    if (!sizes || !dim)
      return op.emitError("split_with_sizes: split_sizes and dim must be constants");
    SmallVector<torch::PrimListUnpackOp> unpacks;
    for (Operation *user : op->getUsers()) {
      auto unpack = dyn_cast<torch::PrimListUnpackOp>(user);
      if (!unpack || unpack.getNumResults() != sizes->size())
        return op.emitError("split_with_sizes: its list must be unpacked into ") << sizes->size() << " tensors";
      unpacks.push_back(unpack);
    }
    SmallVector<Value> pieces;
    int64_t start = 0;
    for (auto [i, size] : llvm::enumerate(*sizes)) {
      Type resultType = unpacks.empty() ? Type() : getTypeConverter()->convertType(unpacks[0].getResult(i).getType());
      if (!resultType)
        return rewriter.notifyMatchFailure(op, "piece type has no static shape");
      auto slice = rewriter.create<edge::SliceTensorOp>(
          op.getLoc(), TypeRange{resultType}, adaptor.getSelf(), rewriter.getI64IntegerAttr(*dim),
          rewriter.getI64IntegerAttr(start), rewriter.getI64IntegerAttr(start + size), rewriter.getI64IntegerAttr(1),
          ValueRange{});
      if (failed(verify(slice)))
        return failure();
      pieces.push_back(slice.getResult(0));
      start += size;
    }
    for (torch::PrimListUnpackOp unpack : unpacks)
      rewriter.replaceOp(unpack, pieces);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A shape binding carries over to the lowered value.
struct LowerShapeBinding : OpConversionPattern<torch::BindSymbolicShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::BindSymbolicShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.create<edge::BindShapeOp>(op.getLoc(), adaptor.getOperand(), op.getShapeExpressionsAttr());
    rewriter.eraseOp(op);
    return success();
  }
};

bool isTorchConstantLike(Operation *op) {
  return isa<torch::ConstantNoneOp, torch::ConstantIntOp, torch::ConstantFloatOp, torch::ConstantBoolOp,
             torch::ConstantStrOp, torch::ConstantDeviceOp, torch::PrimListConstructOp>(op);
}

/// Shape symbols only describe dynamic shapes, which are reported as such.
bool isTorchShapeSymbol(Operation *op) { return isa<torch::SymbolicIntOp, torch::BindSymbolicShapeOp>(op); }

struct TorchToEdgePass : edgec::impl::TorchToEdgeBase<TorchToEdgePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(checkResourceData(module)))
      return signalPassFailure();
    TypeConverter converter;
    populateTorchToEdgeTypeConversion(converter);

    // Diagnose what no pattern can lower before converting: each unsupported op kind once, at its first
    // use, with its count; each value of dynamic or unknown shape at its definition.
    RewritePatternSet patterns(ctx);
    populateTorchToEdgePatterns(patterns, converter);
    bool ok = true;
    for (const UnsupportedOp &u : findUnsupportedOps(module)) {
      emitError(u.firstLoc, "unsupported op '")
          << u.name << "' (" << u.count << (u.count == 1 ? " use" : " uses") << "): " << u.reason;
      ok = false;
    }
    module.walk([&](Operation *op) {
      for (Value v : op->getResults())
        if (auto vt = dyn_cast<torch::ValueTensorType>(v.getType());
            vt && !isUnsupportedComplexTensor(vt) && !converter.convertType(vt)) {
          op->emitError("dynamic or unknown shape ") << vt << " is not supported yet";
          ok = false;
        }
    });
    for (auto func : module.getOps<func::FuncOp>())
      for (BlockArgument arg : func.getArguments())
        if (!converter.convertType(arg.getType())) {
          emitError(func.getLoc(), "argument #")
              << arg.getArgNumber() << " of type " << arg.getType() << " is not supported"
              << (isUnsupportedComplexTensor(arg.getType()) ? ": edgec computes complex64 only" : "");
          ok = false;
        }
    if (!ok)
      return signalPassFailure();

    // Complex program inputs and outputs become pairs; the .pte marks them so that runtimes exchange
    // complex64 arrays.
    for (auto func : module.getOps<func::FuncOp>()) {
      for (BlockArgument arg : func.getArguments())
        if (isComplexTensorType(arg.getType()))
          func.setArgAttr(arg.getArgNumber(), edge::attr::kComplexPairs, UnitAttr::get(ctx));
      for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
        if (isComplexTensorType(type))
          func.setResultAttr(i, edge::attr::kComplexPairs, UnitAttr::get(ctx));
    }
    // A pattern that fails verification has reported the precise error at the op; the driver's generic
    // "failed to legalize" that follows would only repeat it.
    bool reported = false;
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure();
      if (reported && StringRef(diag.str()).starts_with("failed to legalize"))
        return success();
      reported = true;
      return failure(); // let the next handler print it
    });
    if (failed(lowerComplexOps(module, converter)))
      return signalPassFailure();

    ConversionTarget target(*ctx);
    target.addLegalDialect<edge::EdgeDialect>();
    // Torch constants stay until their users are lowered, then they are erased below.
    target.addDynamicallyLegalDialect<torch::TorchDialect>(isTorchConstantLike);
    target.addLegalOp<torch::SymbolicIntOp>();           // erased below, once its bindings are lowered
    target.addLegalOp<torch::Aten_LocalScalarDenseOp>(); // erased below, once its users are lowered
    target.addDynamicallyLegalOp<func::FuncOp>(
        [&](func::FuncOp f) { return converter.isSignatureLegal(f.getFunctionType()); });
    target.addDynamicallyLegalOp<func::ReturnOp>([&](func::ReturnOp r) { return converter.isLegal(r); });
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // The complex ops were converted first: their casts between torch and builtin types meet the main
    // conversion's, back to back; each such round trip is the original value.
    SmallVector<UnrealizedConversionCastOp> casts;
    module.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    for (UnrealizedConversionCastOp cast : casts)
      if (cast->getNumOperands() == 1 && cast->getNumResults() == 1)
        if (auto inner = cast.getInputs()[0].getDefiningOp<UnrealizedConversionCastOp>();
            inner && inner->getNumOperands() == 1 && inner.getInputs()[0].getType() == cast.getResult(0).getType())
          cast.getResult(0).replaceAllUsesWith(inner.getInputs()[0]);
    for (UnrealizedConversionCastOp cast : llvm::reverse(casts))
      if (cast->use_empty())
        cast->erase();

    // Scalars and lists now live in attributes: drop the torch constants that fed them.
    SmallVector<Operation *> dead;
    module.walk([&](Operation *op) {
      if (isTorchConstantLike(op))
        dead.push_back(op);
    });
    module.walk([&](Operation *op) {
      if (isTorchShapeSymbol(op) || isa<torch::Aten_LocalScalarDenseOp>(op))
        dead.push_back(op);
    });
    for (Operation *op : llvm::reverse(dead)) {
      if (!op->use_empty()) {
        op->emitError("torch value is still used after lowering to edge");
        return signalPassFailure();
      }
      op->erase();
    }
  }
};
} // namespace

std::vector<UnsupportedOp> edgec::findUnsupportedOps(ModuleOp module) {
  TypeConverter converter;
  populateTorchToEdgeTypeConversion(converter);
  // The ops some pattern of a set is rooted at.
  auto roots = [&](void (*populate)(RewritePatternSet &, TypeConverter &)) {
    RewritePatternSet patterns(module.getContext());
    populate(patterns, converter);
    llvm::DenseSet<OperationName> names;
    for (const auto &p : patterns.getNativePatterns())
      if (std::optional<OperationName> root = p->getRootKind())
        names.insert(*root);
    return names;
  };
  llvm::DenseSet<OperationName> lowerable = roots(populateTorchToEdgePatterns);
  llvm::DenseSet<OperationName> complexLowerable = roots(populateTorchToEdgeComplexPatterns);
  std::vector<UnsupportedOp> found;
  llvm::StringMap<size_t> index;
  auto record = [&](Operation *op, std::string name, std::string reason) {
    auto [it, inserted] = index.try_emplace(name, found.size());
    if (inserted)
      found.push_back(UnsupportedOp{name, reason, 0, op->getLoc()});
    ++found[it->second].count;
  };
  module.walk([&](Operation *op) {
    if (!isa<torch::TorchDialect>(op->getDialect()) || isTorchConstantLike(op) || isTorchShapeSymbol(op))
      return;
    if (touchesComplexTensors(op)) {
      if (llvm::any_of(op->getOperandTypes(), isUnsupportedComplexTensor) ||
          llvm::any_of(op->getResultTypes(), isUnsupportedComplexTensor))
        record(op, op->getName().getStringRef().str() + " on complex128 tensors", "edgec computes complex64 only");
      else if (!complexLowerable.contains(op->getName()))
        record(op, op->getName().getStringRef().str() + " on complex tensors",
               "edgec computes complex tensors only in FFTs (_fft_r2c, _fft_c2r, _fft_c2c), abs, angle, conj, "
               "add, sub, mul, division by a real tensor or number, neg, real, imag, view_as_real, "
               "view_as_complex, _to_copy, zero padding (constant_pad_nd) and views (view, reshape, flatten, "
               "unflatten, unsqueeze, squeeze.dim(s), permute, transpose, t, expand, slice, select, clone)");
      return;
    }
    if (isa<torch::Aten_LocalScalarDenseOp>(op)) { // lowers with its users, where they take it
      if (std::optional<std::string> why = unsupportedItemUse(op))
        record(op, op->getName().getStringRef().str(), *why);
      return;
    }
    if (lowerable.contains(op->getName()))
      return;
    // Unpacking the list of an op that lowers (split_with_sizes) lowers with it.
    if (auto unpack = dyn_cast<torch::PrimListUnpackOp>(op))
      if (Operation *list = unpack->getOperand(0).getDefiningOp(); list && lowerable.contains(list->getName()))
        return;
    std::string name = op->getName().getStringRef().str();
    std::string reason = "no lowering to the edge dialect yet";
    auto isScalar = [](Type t) { return isa<torch::IntType, torch::FloatType, torch::BoolType>(t); };
    if (auto generic = dyn_cast<torch::OperatorOp>(op)) {
      name = generic.getName().str();
      if (llvm::any_of(op->getOperandTypes(), llvm::IsaPred<torch::NonValueTensorType>) ||
          llvm::any_of(op->getResultTypes(), llvm::IsaPred<torch::NonValueTensorType>))
        reason = "it mutates a tensor (!torch.tensor); edgec compiles value-semantic programs";
      else if (op->getNumResults() == 1 && isScalar(op->getResultTypes()[0]) &&
               llvm::any_of(op->getOperandTypes(), llvm::IsaPred<torch::ValueTensorType>))
        reason = "it reads a tensor's element as a host number, which needs a device-to-host read mid-program";
      else if (torch::isTorchMlirOp(name))
        reason = "torch-mlir registers it, but edgec's op table has no row for it, so it has no lowering";
      else
        reason = "printed as torch.operator and not in edgec's op table";
    } else if (const OpTableRow *row = lookupTorchOp(name); row && !row->notCompiled.empty()) {
      reason = row->notCompiled.str();
    }
    record(op, name, reason);
  });
  return found;
}

void edgec::populateTorchToEdgeTypeConversion(TypeConverter &converter) {
  converter.addConversion([](Type t) { return t; }); // tried last: every other type stays
  converter.addConversion([](torch::ValueTensorType t) -> std::optional<Type> {
    RankedTensorType builtin = t.toBuiltinTensor();
    if (!builtin || !builtin.hasStaticShape())
      return Type(); // not convertible: reported by the pass
    return Type(builtin);
  });
  // Mutable tensors and TorchScript's objects: parsed so that the ops holding them are named, never compiled.
  converter.addConversion(
      [](Type t) -> std::optional<Type> {
        if (isa<torch::NonValueTensorType, torch::GeneratorType, torch::LinearParamsType, torch::DictType>(t))
          return Type();
        return std::nullopt;
      });
  // Tried first: complex64 tensors as pairs.
  converter.addConversion([](torch::ValueTensorType t) { return convertComplexTensorType(t); });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> std::optional<Value> {
    return b.create<UnrealizedConversionCastOp>(loc, type, inputs).getResult(0);
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);
}

void edgec::populateTorchToEdgePatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  populateGeneratedLowerings(patterns, converter);
  populateTorchToEdgeComplexOpOnRealPatterns(patterns, converter);
  populateTorchToEdgeItemPatterns(patterns, converter);
  patterns.add<DecomposeBatchNormNoTraining>(converter, patterns.getContext(), /*benefit=*/2);
  patterns.add<LowerLiteral, DecomposeLinear, DecomposeMaxPoolWithIndices, DecomposeSplitWithSizes, DecomposeGelu,
               DecomposeToSplat<torch::AtenScalarTensorOp>, DecomposeToSplat<torch::AtenFullLikeOp>,
               DecomposeToSplat<torch::PrimNumToTensorScalarOp>, DecomposeToSplat<torch::AtenFullOp>,
               DecomposeToSplat<torch::AtenFillScalarOp>, DecomposeToSplat<torch::AtenZerosOp>,
               DecomposeToSplat<torch::AtenOnesOp>, DecomposeToSplat<torch::AtenZerosLikeOp>,
               DecomposeToSplat<torch::AtenOnesLikeOp>, DecomposeToSplat<torch::AtenNewZerosOp>,
               DecomposeToSplat<torch::AtenNewOnesOp>, DecomposeToSplat<torch::AtenEmptyMemoryFormatOp>,
               DecomposeToSplat<torch::AtenEmptyStridedOp>, DecomposeArange<torch::AtenArangeOp>,
               DecomposeArange<torch::AtenArangeStartStepOp>, DecomposeAny<torch::AtenAnyDimOp>,
               DecomposeAny<torch::AtenAnyDimsOp>, DecomposeAny<torch::AtenAnyOp>, DecomposeMeanAll, DecomposeProdAll,
               DecomposeVar<torch::AtenVarCorrectionOp>, DecomposeVar<torch::AtenVarDimOp>,
               DecomposeExtremumDim<torch::AtenMaxDimOp, edge::AmaxOp, edge::ArgmaxOp>,
               DecomposeExtremumDim<torch::AtenMinDimOp, edge::AminOp, edge::ArgminOp>, LowerShapeBinding,
               LowerBoolBitwiseNot, DecomposeClampTensor, DecomposeDivMode<torch::AtenDivTensorModeOp>,
               DecomposeDivMode<torch::AtenDivScalarModeOp>, LowerLayerNorm<torch::AtenNativeLayerNormOp>,
               LowerLayerNorm<torch::AtenLayerNormOp>, LowerAsView<torch::Aten_UnsafeViewOp>,
               LowerAsView<torch::AtenReshapeOp>, LowerAsView<torch::AtenFlattenUsingIntsOp>,
               LowerAsView<torch::AtenUnflattenIntOp>, LowerAsView<torch::AtenViewAsOp>,
               LowerTranspose<torch::AtenTransposeIntOp>, LowerTranspose<torch::AtenTOp>, DecomposeMatmul,
               DecomposeSoftmaxInt<torch::AtenSoftmaxIntOp, edge::_SoftmaxOp>,
               DecomposeSoftmaxInt<torch::AtenLogSoftmaxIntOp, edge::_LogSoftmaxOp>, DecomposeAdaptiveAvgPool2d,
               DecomposeScaledDotProductAttention, DecomposeConstantPad<torch::AtenConstantPadNdOp>,
               DecomposeConstantPad<torch::AtenPadOp>>(converter, patterns.getContext());
  populateTorchToEdgeIndexingPatterns(patterns, converter);
  populateTorchToEdgeLayerPatterns(patterns, converter);
}

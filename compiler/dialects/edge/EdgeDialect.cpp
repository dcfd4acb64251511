//===- EdgeDialect.cpp - the edge dialect ---------------------------------===//
#include "dialects/edge/EdgeDialect.h"
#include "dialects/edge/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;

#include "dialects/edge/EdgeDialect.cpp.inc"
#include "dialects/edge/EdgeInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/edge/EdgeOps.cpp.inc"

namespace edgec::edge {

void EdgeDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialects/edge/EdgeOps.cpp.inc"
      >();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

namespace {
/// Whether `v`'s sizes are stated as expressions (`edge.dims`: edge-infer-dims gives them to every value of
/// dynamic shape).
bool hasStatedDims(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto func = dyn_cast_or_null<func::FuncOp>(arg.getOwner()->getParentOp());
    return func && func.getArgAttr(arg.getArgNumber(), attr::kDims);
  }
  return v.getDefiningOp()->hasAttr(attr::kDims);
}
} // namespace

LogicalResult foldToSameTypeOperand(Operation *op, SmallVectorImpl<OpFoldResult> &results) {
  if (op->getNumResults() != 1 || op->getNumOperands() == 0 || op->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  // In a function with size symbols types carry only upper bounds: equal types need not mean equal sizes. The
  // sizes must be the same expressions, stated for both (after edge-infer-dims; before it a dynamic value has
  // none, and its upper bounds never equal a symbolic size).
  Value in = op->getOperand(0), out = op->getResult(0);
  if (!sizeSymbols(op).empty() && (!hasStatedDims(in) || !hasStatedDims(out) || dimsOf(in) != dimsOf(out)))
    return failure();
  results.push_back(in);
  return success();
}

LogicalResult ShaderOp::verify() {
  int64_t bindings = getNumBindings(), pushSize = getPushConstantSize();
  if (bindings < 1 || bindings > kMaxShaderBindings)
    return emitOpError("has ") << bindings << " bindings; shaders take 1 to " << kMaxShaderBindings;
  if (pushSize < 0 || pushSize % 4 || pushSize > kMaxPushConstantSize)
    return emitOpError("push constants of ")
           << pushSize << " bytes: a multiple of 4 up to " << kMaxPushConstantSize << " is required";
  return success();
}

LogicalResult DispatchOp::verify() {
  if (getOutputs().empty())
    return emitOpError("writes no output");
  if (getWorkgroups().size() != 3 || llvm::any_of(getWorkgroups(), [](int64_t g) { return g < 1 || g > 65535; }))
    return emitOpError("needs three workgroup counts from 1 to 65535");
  if (getSpecConstants().size() < 3 || llvm::any_of(getSpecConstants().take_front(3), [](int32_t s) { return s < 1; }))
    return emitOpError("needs a positive workgroup size in spec_constants[0..2]");
  std::optional<ArrayRef<int32_t>> indices = getDynamicPushIndices();
  std::optional<AffineMap> values = getDynamicPushValues();
  if (indices.has_value() != values.has_value() || (values && values->getNumResults() != indices->size()))
    return emitOpError("needs one dynamic push constant value per dynamic push constant index");
  if (indices && llvm::any_of(*indices, [&](int32_t i) { return i < 0 || i >= int32_t(getPushConstants().size()); }))
    return emitOpError("has a dynamic push constant index out of range");
  if (std::optional<AffineMap> groups = getDynamicWorkgroups(); groups && groups->getNumResults() != 3)
    return emitOpError("needs three dynamic workgroup counts");
  return success();
}

LogicalResult BindShapeOp::verify() {
  auto type = dyn_cast<ShapedType>(getOperand().getType());
  AffineMap map = getShape();
  if (!type || !type.hasRank())
    return emitOpError("binds the shape of a value without a ranked shape");
  if (map.getNumDims() != 0 || map.getNumResults() != type.getRank())
    return emitOpError("gives ") << map.getNumResults() << " sizes for a value of rank " << type.getRank();
  for (auto [i, e] : llvm::enumerate(map.getResults()))
    if (auto c = dyn_cast<AffineConstantExpr>(e); c && c.getValue() != type.getDimSize(i))
      return emitOpError("size #") << i << " is " << c.getValue() << " but " << type.getDimSize(i) << " in the type";
  return success();
}

LogicalResult DispatchOp::verifySymbolUses(SymbolTableCollection &symbols) {
  auto shader = symbols.lookupNearestSymbolFrom<ShaderOp>(*this, getShaderAttr());
  if (!shader)
    return emitOpError("refers to no edge.shader named ") << getShaderAttr();
  if (int64_t(getInputs().size() + getOutputs().size()) != int64_t(shader.getNumBindings()))
    return emitOpError("binds ") << getInputs().size() + getOutputs().size() << " buffers, shader " << getShaderAttr()
                                 << " has " << shader.getNumBindings() << " bindings";
  if (int64_t(getPushConstants().size()) * 4 != int64_t(shader.getPushConstantSize()))
    return emitOpError("passes ") << getPushConstants().size() * 4 << " bytes of push constants, shader "
                                  << getShaderAttr() << " takes " << shader.getPushConstantSize();
  return success();
}

std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, ",");
  return text;
}

std::string dtypeName(Type t) {
  if (t.isInteger(1))
    return "bool";
  if (t.isUnsignedInteger(8))
    return "u8";
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

SmallVector<int64_t> contiguousStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

int64_t normalizeDim(int64_t dim, int64_t rank) { return dim < 0 ? dim + std::max<int64_t>(rank, 1) : dim; }

int64_t byteSize(ShapedType type) {
  return type.getNumElements() * std::max<int64_t>(1, (type.getElementTypeBitWidth() + 7) / 8);
}

void getAtenOpEffects(Operation *op, SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  auto aten = cast<AtenOpInterface>(op);
  if (!aten.hasOutsForm())
    return;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    bool isOut = operand.getOperandNumber() >= op->getNumOperands() - aten.getOuts().size();
    if (isOut)
      effects.emplace_back(MemoryEffects::Write::get(), &operand, SideEffects::DefaultResource::get());
    else
      effects.emplace_back(MemoryEffects::Read::get(), &operand, SideEffects::DefaultResource::get());
  }
}

namespace {
/// ATen's type categories, in promotion order.
int category(Type t) {
  if (t.isInteger(1))
    return 0;
  if (isa<IntegerType>(t))
    return 1;
  return 2; // float
}

/// The promotion of two element types of one group of operands (null if undefined).
Type promotePair(Type a, Type b) {
  if (!a || a == b)
    return b;
  int ca = category(a), cb = category(b);
  if (ca != cb)
    return ca > cb ? a : b;
  unsigned wa = a.getIntOrFloatBitWidth(), wb = b.getIntOrFloatBitWidth();
  if (wa != wb)
    return wa > wb ? a : b;
  if (ca == 2) // f16 with bf16
    return Float32Type::get(a.getContext());
  // i8 with ui8: int16, as ATen does
  return IntegerType::get(a.getContext(), 16);
}

/// c10's combine_categories: a lower-priority group only lifts the category (an f32 zero-dim tensor with an
/// i64 tensor gives f32; an i32 tensor with the wrapped number 2 stays i32). Across categories promotion
/// yields the higher category's type, so lifting takes the lower group's type.
Type combineCategories(Type higher, Type lower) {
  if (!higher)
    return lower;
  if (lower && category(lower) > category(higher))
    return lower;
  return higher;
}
} // namespace

Type scalarType(Attribute scalar) {
  MLIRContext *ctx = scalar.getContext();
  if (isa<BoolAttr>(scalar))
    return IntegerType::get(ctx, 1);
  if (isa<IntegerAttr>(scalar))
    return IntegerType::get(ctx, 64);
  if (isa<FloatAttr>(scalar))
    return Float32Type::get(ctx);
  return {};
}

double scalarValue(Attribute scalar) {
  if (auto b = dyn_cast<BoolAttr>(scalar))
    return b.getValue() ? 1.0 : 0.0;
  if (auto i = dyn_cast<IntegerAttr>(scalar))
    return double(i.getInt());
  return cast<FloatAttr>(scalar).getValueAsDouble();
}

Type promoteTypes(TypeRange operands, ArrayRef<Type> wrappedNumbers) {
  Type dimensioned, zeroDim, wrapped;
  for (Type t : operands) {
    auto shaped = cast<ShapedType>(t);
    Type &slot = shaped.getRank() ? dimensioned : zeroDim;
    slot = promotePair(slot, shaped.getElementType());
  }
  for (Type t : wrappedNumbers)
    wrapped = promotePair(wrapped, t);
  return combineCategories(dimensioned, combineCategories(zeroDim, wrapped));
}

LogicalResult verifyAtenOp(Operation *op, FailureOr<SmallVector<SmallVector<int64_t>>> shapes, DtypeRule rule,
                           ArrayRef<StringRef> promotedScalars, ArrayRef<StringRef> extraResults) {
  if (failed(shapes))
    return failure(); // the shape rule emitted the error
  auto aten = cast<AtenOpInterface>(op);
  bool outsForm = aten.hasOutsForm();
  for (Value v : aten.getInputs())
    if (isa<MemRefType>(v.getType()) != outsForm)
      return op->emitOpError(outsForm ? "in out-variant form takes memref operands"
                                      : "in tensor form takes tensor operands");
  const size_t numResults = 1 + extraResults.size();
  SmallVector<Type> resultTypes;
  if (outsForm) {
    if (op->getNumResults() != 0 || aten.getOuts().size() != numResults)
      return op->emitOpError("in out-variant form has ") << numResults << " out buffer(s) and no results";
    if (op->hasTrait<ViewOpTrait>())
      return op->emitOpError("is a view: it has no out-variant form");
    resultTypes.append(aten.getOuts().getTypes().begin(), aten.getOuts().getTypes().end());
  } else {
    if (op->getNumResults() != numResults)
      return op->emitOpError("in tensor form has ") << numResults << " result(s)";
    resultTypes.append(op->getResultTypes().begin(), op->getResultTypes().end());
  }
  if (shapes->size() != resultTypes.size())
    return op->emitOpError("has ") << resultTypes.size() << " result(s); its shape rule gives " << shapes->size();
  // In a function with size symbols, shapes are upper bounds: a result's may be tighter than the rule gives from
  // its operands' (x of at most 31 and a pad of 32 - x concatenate to exactly 32, not at most 62). Its sizes at
  // run time are stated over the symbols (edge-infer-dims checks that they fit). An op not yet in a function (a
  // rewrite building it) is verified again once it is.
  auto func = op->getParentOfType<func::FuncOp>();
  const bool bounds = !func || func->hasAttr(attr::kSymbols);
  for (auto [t, shape] : llvm::zip(resultTypes, *shapes)) {
    ArrayRef<int64_t> given = cast<ShapedType>(t).getShape();
    bool tighter = bounds && given.size() == shape.size();
    for (size_t d = 0; tighter && d < given.size(); ++d)
      tighter = given[d] <= shape[d];
    if (given != ArrayRef<int64_t>(shape) && !tighter)
      return op->emitOpError("result shape [") << formatShape(given) << "] does not match the inferred shape ["
                                               << formatShape(shape) << "]";
  }
  for (auto [t, name] : llvm::zip(ArrayRef<Type>(resultTypes).drop_front(), extraResults)) {
    Type elem = cast<ShapedType>(t).getElementType();
    if (name == "same" ? elem != cast<ShapedType>(resultTypes[0]).getElementType() : dtypeName(elem) != name)
      return op->emitOpError("result element type ") << elem << " is not " << name;
  }
  auto shaped = cast<ShapedType>(resultTypes[0]);
  Type elem;
  switch (rule) {
  case DtypeRule::Same:
    elem = cast<ShapedType>(aten.getInputs()[0].getType()).getElementType();
    for (Value in : aten.getInputs())
      if (cast<ShapedType>(in.getType()).getElementType() != elem)
        return op->emitOpError("operands must have one element type, got ")
               << elem << " and " << cast<ShapedType>(in.getType()).getElementType();
    break;
  case DtypeRule::First:
    elem = cast<ShapedType>(aten.getInputs()[0].getType()).getElementType();
    break;
  case DtypeRule::Promote:
  case DtypeRule::PromoteToFloat: {
    SmallVector<Type> wrapped;
    for (StringRef name : promotedScalars)
      if (Attribute a = op->getAttr(name))
        wrapped.push_back(scalarType(a));
    elem = promoteTypes(aten.getInputs().getTypes(), wrapped);
    if (rule == DtypeRule::PromoteToFloat && elem && !isa<FloatType>(elem))
      elem = Float32Type::get(op->getContext());
    break;
  }
  case DtypeRule::Bool:
    elem = IntegerType::get(op->getContext(), 1);
    break;
  case DtypeRule::Index:
    elem = IntegerType::get(op->getContext(), 64);
    break;
  case DtypeRule::Sum:
    elem = cast<ShapedType>(aten.getInputs()[0].getType()).getElementType();
    if (!isa<FloatType>(elem))
      elem = IntegerType::get(op->getContext(), 64);
    break;
  case DtypeRule::Explicit:
    return success();
  }
  if (shaped.getElementType() != elem)
    return op->emitOpError("result element type ") << shaped.getElementType() << " differs from the operands' " << elem;
  return success();
}

} // namespace edgec::edge

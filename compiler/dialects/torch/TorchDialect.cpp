//===- TorchDialect.cpp - the torch input dialect -------------------------===//
#include "dialects/torch/TorchDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

#include "dialects/torch/TorchDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/torch/TorchTypes.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/torch/TorchOps.cpp.inc"

namespace edgec::torch {

void TorchDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/torch/TorchTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/torch/TorchOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Types. Nested types print without the `!torch.` prefix (`!torch.list<vtensor>`), so one recursive
// parser and printer handle every level.
//===----------------------------------------------------------------------===//

static Type parseTorchType(AsmParser &p) {
  MLIRContext *ctx = p.getContext();
  SMLoc loc = p.getCurrentLocation();
  StringRef kw;
  if (p.parseKeyword(&kw))
    return {};
  if (kw == "int")
    return IntType::get(ctx);
  if (kw == "float")
    return FloatType::get(ctx);
  if (kw == "bool")
    return BoolType::get(ctx);
  if (kw == "none")
    return NoneType::get(ctx);
  if (kw == "str")
    return StringType::get(ctx);
  if (kw == "Device")
    return DeviceType::get(ctx);
  if (kw == "number")
    return NumberType::get(ctx);
  if (kw == "list" || kw == "optional") {
    Type inner;
    if (p.parseLess() || !(inner = parseTorchType(p)) || p.parseGreater())
      return {};
    return kw == "list" ? Type(ListType::get(ctx, inner)) : Type(OptionalType::get(ctx, inner));
  }
  if (kw == "Generator")
    return GeneratorType::get(ctx);
  if (kw == "LinearParams")
    return LinearParamsType::get(ctx);
  if (kw == "dict") {
    Type key, value;
    if (p.parseLess() || !(key = parseTorchType(p)) || p.parseComma() || !(value = parseTorchType(p)) ||
        p.parseGreater())
      return {};
    return DictType::get(ctx, key, value);
  }
  if (kw == "vtensor" || kw == "tensor") {
    auto make = [&](bool hasSizes, ArrayRef<int64_t> sizes, Type dtype) -> Type {
      if (kw == "vtensor")
        return ValueTensorType::get(ctx, hasSizes, sizes, dtype);
      return NonValueTensorType::get(ctx, hasSizes, sizes, dtype);
    };
    if (failed(p.parseOptionalLess()))
      return make(false, {}, Type());
    bool hasSizes = true;
    SmallVector<int64_t> sizes;
    if (succeeded(p.parseOptionalStar())) {
      hasSizes = false;
    } else if (p.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
                 if (succeeded(p.parseOptionalQuestion())) {
                   sizes.push_back(ShapedType::kDynamic);
                   return success();
                 }
                 int64_t d;
                 if (p.parseInteger(d))
                   return failure();
                 if (d < -1)
                   return p.emitError(p.getCurrentLocation(), "dimension size must be >= 0, -1 or ?");
                 sizes.push_back(d < 0 ? ShapedType::kDynamic : d);
                 return success();
               })) {
      return {};
    }
    if (p.parseComma())
      return {};
    Type dtype;
    if (failed(p.parseOptionalKeyword("unk")) && p.parseType(dtype))
      return {};
    if (p.parseGreater())
      return {};
    return make(hasSizes, sizes, dtype);
  }
  if (kw == "tuple" || kw == "union")
    p.emitError(loc, "unsupported torch type '!torch.") << kw << "': edgec reads value-semantic programs";
  else
    p.emitError(loc, "unknown torch type '") << kw << "'";
  return {};
}

static void printTensorType(StringRef kind, bool hasSizes, ArrayRef<int64_t> sizes, Type dtype, AsmPrinter &os) {
  os << kind;
  if (!hasSizes && !dtype)
    return;
  os << "<";
  if (hasSizes) {
    os << "[";
    llvm::interleave(
        sizes, os,
        [&](int64_t d) {
          if (ShapedType::isDynamic(d))
            os << "?";
          else
            os << d;
        },
        ",");
    os << "]";
  } else {
    os << "*";
  }
  os << ",";
  if (dtype)
    os.printType(dtype);
  else
    os << "unk";
  os << ">";
}

static void printTorchType(Type type, AsmPrinter &os) {
  llvm::TypeSwitch<Type>(type)
      .Case<IntType>([&](auto) { os << "int"; })
      .Case<FloatType>([&](auto) { os << "float"; })
      .Case<BoolType>([&](auto) { os << "bool"; })
      .Case<NoneType>([&](auto) { os << "none"; })
      .Case<StringType>([&](auto) { os << "str"; })
      .Case<DeviceType>([&](auto) { os << "Device"; })
      .Case<NumberType>([&](auto) { os << "number"; })
      .Case<ListType>([&](ListType t) {
        os << "list<";
        printTorchType(t.getContainedType(), os);
        os << ">";
      })
      .Case<OptionalType>([&](OptionalType t) {
        os << "optional<";
        printTorchType(t.getContainedType(), os);
        os << ">";
      })
      .Case<GeneratorType>([&](auto) { os << "Generator"; })
      .Case<LinearParamsType>([&](auto) { os << "LinearParams"; })
      .Case<DictType>([&](DictType t) {
        os << "dict<";
        printTorchType(t.getKeyType(), os);
        os << ",";
        printTorchType(t.getValueType(), os);
        os << ">";
      })
      .Case<ValueTensorType>([&](ValueTensorType t) {
        printTensorType("vtensor", t.getHasSizes(), t.getSizes(), t.getDtype(), os);
      })
      .Case<NonValueTensorType>([&](NonValueTensorType t) {
        printTensorType("tensor", t.getHasSizes(), t.getSizes(), t.getDtype(), os);
      })
      .Default([&](Type) { llvm_unreachable("unknown torch type"); });
}

Type TorchDialect::parseType(DialectAsmParser &parser) const { return parseTorchType(parser); }
void TorchDialect::printType(Type type, DialectAsmPrinter &printer) const { printTorchType(type, printer); }

bool ValueTensorType::hasStaticShape() const {
  return getHasSizes() && llvm::none_of(getSizes(), ShapedType::isDynamic);
}

RankedTensorType ValueTensorType::toBuiltinTensor() const {
  if (!getHasSizes() || !getDtype())
    return {};
  Type elem = getDtype();
  if (auto i = llvm::dyn_cast<IntegerType>(elem); i && i.isSigned())
    elem = IntegerType::get(getContext(), i.getWidth());
  return RankedTensorType::get(getSizes(), elem);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

void ConstantNoneOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) { setNameFn(getResult(), "none"); }
void ConstantIntOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), ("int" + llvm::Twine(getValueAttr().getInt())).str());
}
void ConstantFloatOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // torch-mlir's spelling: %float1.000000e-01
  std::string text;
  llvm::raw_string_ostream os(text);
  getValueAttr().print(os, /*elideType=*/true);
  setNameFn(getResult(), "float" + text);
}
void ConstantBoolOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), getValue() ? "true" : "false");
}
void ConstantStrOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) { setNameFn(getResult(), "str"); }
void ConstantDeviceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) { setNameFn(getResult(), getValue()); }

OpFoldResult ConstantIntOp::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstantFloatOp::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstantBoolOp::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstantStrOp::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstantDeviceOp::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ValueTensorLiteralOp::fold(FoldAdaptor) { return getValueAttr(); }

static bool isContainedBy(Type elem, Type contained) {
  if (elem == contained)
    return true;
  if ((isa<ValueTensorType>(elem) && isa<ValueTensorType>(contained)) ||
      (isa<NonValueTensorType>(elem) && isa<NonValueTensorType>(contained)))
    return true; // a list<vtensor> holds tensors of any shape
  if (auto opt = dyn_cast<OptionalType>(contained))
    return isa<NoneType>(elem) || isContainedBy(elem, opt.getContainedType());
  return false;
}

LogicalResult PrimListConstructOp::verify() {
  Type contained = getType().getContainedType();
  for (auto [i, v] : llvm::enumerate(getElements()))
    if (!isContainedBy(v.getType(), contained))
      return emitOpError("element #") << i << " of type " << v.getType() << " does not fit " << getType();
  return success();
}

LogicalResult ValueTensorLiteralOp::verify() {
  auto type = cast<ValueTensorType>(getType());
  RankedTensorType builtin = type.toBuiltinTensor();
  auto valueType = cast<ShapedType>(getValue().getType());
  if (!builtin || builtin.getShape() != valueType.getShape() ||
      builtin.getElementType().getIntOrFloatBitWidth() != valueType.getElementType().getIntOrFloatBitWidth() ||
      builtin.getElementType().isa<mlir::FloatType>() != valueType.getElementType().isa<mlir::FloatType>())
    return emitOpError("value of type ") << valueType << " does not match result type " << type;
  return success();
}

LogicalResult PrimListUnpackOp::verify() {
  Type contained = getOperand().getType().getContainedType();
  for (auto [i, t] : llvm::enumerate(getResultTypes()))
    if (!isContainedBy(t, contained))
      return emitOpError("result #") << i << " of type " << t << " is not an element of " << getOperand().getType();
  return success();
}

LogicalResult SymbolicIntOp::verify() {
  int64_t min = int64_t(getMinVal()), max = int64_t(getMaxVal()); // signless: as written
  if (min > max)
    return emitOpError("min_val ") << min << " is greater than max_val " << max;
  return success();
}

LogicalResult BindSymbolicShapeOp::verify() {
  AffineMap map = getShapeExpressions();
  if (map.getNumDims() != 0 || map.getNumSymbols() != getShapeSymbols().size())
    return emitOpError("shape expressions take ")
           << map.getNumSymbols() << " symbols and " << map.getNumDims() << " dims, but "
           << getShapeSymbols().size() << " symbolic sizes are bound";
  for (Value s : getShapeSymbols())
    if (!s.getDefiningOp<SymbolicIntOp>())
      return emitOpError("binds a size that is not a torch.symbolic_int");
  auto type = cast<ValueTensorType>(getOperand().getType());
  if (type.getHasSizes() && map.getNumResults() != type.getSizes().size())
    return emitOpError("shape expressions give ")
           << map.getNumResults() << " sizes for a tensor of rank " << type.getSizes().size();
  if (type.getHasSizes())
    for (auto [i, e] : llvm::enumerate(map.getResults()))
      if (auto c = dyn_cast<AffineConstantExpr>(e); c && c.getValue() != type.getSizes()[i])
        return emitOpError("size #") << i << " is " << c.getValue() << " in the shape expressions but "
                                     << type.getSizes()[i] << " in the type";
  return success();
}

//===----------------------------------------------------------------------===//
// Matchers used by lowerings
//===----------------------------------------------------------------------===//

std::optional<int64_t> matchConstantInt(Value v) {
  if (auto c = v.getDefiningOp<ConstantIntOp>())
    return c.getValueAttr().getInt();
  return std::nullopt;
}
StringRef opName(Operation *op) {
  if (auto generic = dyn_cast<OperatorOp>(op))
    return generic.getName();
  return op->getName().getStringRef();
}
std::optional<bool> matchConstantBool(Value v) {
  if (auto c = v.getDefiningOp<ConstantBoolOp>())
    return c.getValue();
  return std::nullopt;
}
std::optional<double> matchConstantScalar(Value v) {
  if (std::optional<int64_t> i = matchConstantInt(v))
    return double(*i);
  if (std::optional<bool> b = matchConstantBool(v))
    return *b ? 1.0 : 0.0;
  if (auto c = v.getDefiningOp<ConstantFloatOp>())
    return c.getValue().convertToDouble();
  return std::nullopt;
}
std::optional<SmallVector<int64_t>> matchConstantIntList(Value v) {
  auto list = v.getDefiningOp<PrimListConstructOp>();
  if (!list)
    return std::nullopt;
  SmallVector<int64_t> out;
  for (Value e : list.getElements()) {
    std::optional<int64_t> i = matchConstantInt(e);
    if (!i)
      return std::nullopt;
    out.push_back(*i);
  }
  return out;
}
bool isNone(Value v) { return isa<NoneType>(v.getType()); }

std::optional<SmallVector<double>> matchFloatLiteral(Value v) {
  auto literal = v.getDefiningOp<ValueTensorLiteralOp>();
  auto type = literal ? dyn_cast<mlir::FloatType>(literal.getValue().getElementType()) : mlir::FloatType();
  if (!type || !(type.isF32() || type.isF16() || type.isBF16()))
    return std::nullopt;
  SmallVector<double> out;
  if (auto dense = dyn_cast<DenseFPElementsAttr>(literal.getValue())) {
    for (const APFloat &f : dense.getValues<APFloat>())
      out.push_back(f.convertToDouble());
    return out;
  }
  // A resource blob: little-endian elements of the type's width.
  auto resource = dyn_cast<DenseResourceElementsAttr>(literal.getValue());
  AsmResourceBlob *blob = resource ? resource.getRawHandle().getBlob() : nullptr;
  if (!blob)
    return std::nullopt;
  ArrayRef<char> data = blob->getData();
  unsigned bytes = type.getWidth() / 8;
  int64_t count = literal.getValue().getNumElements();
  if (int64_t(data.size()) != count * bytes)
    return std::nullopt;
  for (int64_t i = 0; i < count; ++i) {
    uint64_t bits = 0;
    for (unsigned b = 0; b < bytes; ++b)
      bits |= uint64_t(uint8_t(data[i * bytes + b])) << (8 * b);
    out.push_back(APFloat(type.getFloatSemantics(), APInt(type.getWidth(), bits)).convertToDouble());
  }
  return out;
}

bool isListOfOptionalTensor(Type type) {
  auto list = dyn_cast<ListType>(type);
  auto optional = list ? dyn_cast<OptionalType>(list.getContainedType()) : OptionalType();
  return optional && isa<ValueTensorType>(optional.getContainedType());
}
} // namespace edgec::torch

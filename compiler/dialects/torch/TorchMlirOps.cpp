//===- TorchMlirOps.cpp - the ops torch-mlir registers, in its form -------===//
//
// torch-mlir registers about 840 ops; edgec defines those of aten_ops.tsv. Every other op of torch-mlir's
// list (torch_mlir_ops.tsv) parses in torch-mlir's default form, `%r = torch.aten.X %a, %b : Ta, Tb -> R`,
// with its operand and result counts and types checked against that list, into the generic
// `torch.operator "torch.aten.X"(...)`: one representation for every op edgec has no definition of, which
// compilation names as unsupported. The list's ops of other forms (TorchScript's modules, slots and control
// flow) are named as such instead of as unknown ops.
//===----------------------------------------------------------------------===//
#include "dialects/torch/TorchDialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace edgec::torch;

namespace {
struct TorchMlirOp {
  llvm::StringLiteral name;
  llvm::StringLiteral operands; // torch-mlir's type constraints, space-separated
  llvm::StringLiteral results;
};

const TorchMlirOp kDefaultFormOps[] = {
#define EDGEC_TORCH_MLIR_OP(NAME, OPERANDS, RESULTS) {NAME, OPERANDS, RESULTS},
#include "dialects/torch/TorchMlirOps.inc"
#undef EDGEC_TORCH_MLIR_OP
};

const llvm::StringLiteral kOtherFormOps[] = {
#define EDGEC_TORCH_MLIR_OTHER_OP(NAME) NAME,
#include "dialects/torch/TorchMlirOps.inc"
#undef EDGEC_TORCH_MLIR_OTHER_OP
};

const TorchMlirOp *lookupDefaultFormOp(StringRef name) {
  static const llvm::StringMap<const TorchMlirOp *> byName = [] {
    llvm::StringMap<const TorchMlirOp *> map;
    for (const TorchMlirOp &op : kDefaultFormOps)
      map[op.name] = &op;
    return map;
  }();
  auto it = byName.find(name);
  return it == byName.end() ? nullptr : it->second;
}

bool isOptional(Type t) { return isa<edgec::torch::NoneType, OptionalType>(t); }

/// Whether `t` satisfies torch-mlir's constraint `c` (its ODS name); nullopt for a constraint edgec does not
/// know (the generated lit test parses every op of the list, so that cannot pass unnoticed).
std::optional<bool> satisfies(StringRef c, Type t) {
  auto listOf = [&](auto pred) {
    auto list = dyn_cast<ListType>(t);
    return list && pred(list.getContainedType());
  };
  auto vtensor = [](Type e) { return isa<ValueTensorType>(e); };
  auto tensor = [](Type e) { return isa<NonValueTensorType>(e); };
  auto optionalOf = [](auto pred) {
    return [pred](Type e) {
      auto opt = dyn_cast<OptionalType>(e);
      return opt && pred(opt.getContainedType());
    };
  };
  bool scalar = isa<IntType, edgec::torch::FloatType, BoolType, NumberType>(t);
  return llvm::StringSwitch<std::optional<bool>>(c)
      .Case("AnyTorchTensorType", isa<ValueTensorType>(t))
      .Case("AnyTorchOptionalTensorType", isa<ValueTensorType>(t) || isOptional(t))
      .Case("Torch_NonValueTensorType", isa<NonValueTensorType>(t))
      .Case("AnyTorchOptionalNonValueTensorType", isa<NonValueTensorType>(t) || isOptional(t))
      .Case("Torch_IntType", isa<IntType>(t))
      .Case("AnyTorchOptionalIntType", isa<IntType>(t) || isOptional(t))
      .Case("Torch_BoolType", isa<BoolType>(t))
      .Case("AnyTorchOptionalBoolType", isa<BoolType>(t) || isOptional(t))
      .Case("Torch_FloatType", isa<edgec::torch::FloatType>(t))
      .Case("AnyTorchOptionalFloatType", isa<edgec::torch::FloatType>(t) || isOptional(t))
      .Case("AnyTorchScalarType", scalar)
      .Case("AnyTorchOptionalScalarType", scalar || isOptional(t))
      .Case("Torch_StringType", isa<StringType>(t))
      .Case("AnyTorchOptionalStringType", isa<StringType>(t) || isOptional(t))
      .Case("Torch_DeviceType", isa<DeviceType>(t))
      .Case("AnyTorchOptionalDeviceType", isa<DeviceType>(t) || isOptional(t))
      .Case("AnyTorchOptionalGeneratorType", isa<GeneratorType>(t) || isOptional(t))
      .Case("Torch_LinearParamsType", isa<LinearParamsType>(t))
      .Case("Torch_DictType", isa<DictType>(t))
      .Case("AnyTorchType", isa<TorchDialect>(t.getDialect()))
      .Case("AnyTorchListType", isa<ListType>(t))
      .Case("AnyTorchListOfTorchIntType", listOf([](Type e) { return isa<IntType>(e); }))
      .Case("AnyTorchOptionalListOfTorchIntType", listOf([](Type e) { return isa<IntType>(e); }) || isOptional(t))
      .Case("AnyTorchListOfTorchBoolType", listOf([](Type e) { return isa<BoolType>(e); }))
      .Case("AnyTorchListOfTorchStringType", listOf([](Type e) { return isa<StringType>(e); }))
      .Case("AnyTorchOptionalListOfTorchFloatType",
            listOf([](Type e) { return isa<edgec::torch::FloatType>(e); }) || isOptional(t))
      .Case("AnyTorchListOfTensorType", listOf(vtensor))
      .Case("AnyTorchListOfOptionalTensorType", listOf(optionalOf(vtensor)))
      .Case("AnyTorchListOfNonValueTensorType", listOf(tensor))
      .Case("AnyTorchListOfOptionalNonValueTensorType", listOf(optionalOf(tensor)))
      .Default(std::nullopt);
}

/// Checks `types` against `constraints` ("operand" or "result" in messages).
ParseResult checkTypes(OpAsmParser &parser, SMLoc loc, StringRef opName, StringRef what,
                       ArrayRef<StringRef> constraints, ArrayRef<Type> types) {
  if (types.size() != constraints.size())
    return parser.emitError(loc) << "'" << opName << "' has " << constraints.size() << " " << what
                                 << (constraints.size() == 1 ? "" : "s") << " in torch-mlir's definition, but "
                                 << types.size() << (types.size() == 1 ? " type is" : " types are") << " given";
  for (auto [i, c, t] : llvm::enumerate(constraints, types)) {
    std::optional<bool> ok = satisfies(c, t);
    if (!ok)
      return parser.emitError(loc) << "'" << opName << "': edgec does not know torch-mlir's type constraint " << c;
    if (!*ok)
      return parser.emitError(loc) << "'" << opName << "' " << what << " #" << i << " must be " << c
                                   << " (torch-mlir's type constraint), but got " << t;
  }
  return success();
}

ParseResult parseDefaultFormOp(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringRef opName = result.name.getStringRef();
  const TorchMlirOp *op = lookupDefaultFormOp(opName);
  SmallVector<StringRef> operandConstraints, resultConstraints;
  op->operands.split(operandConstraints, ' ', -1, /*KeepEmpty=*/false);
  op->results.split(resultConstraints, ' ', -1, /*KeepEmpty=*/false);

  SMLoc operandsLoc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  NamedAttrList attrs;
  if (parser.parseOperandList(operands) || parser.parseOptionalAttrDict(attrs) || parser.parseColon())
    return failure();
  if (operands.size() != operandConstraints.size())
    return parser.emitError(operandsLoc) << "'" << opName << "' takes " << operandConstraints.size()
                                         << " operands in torch-mlir's definition, but " << operands.size()
                                         << (operands.size() == 1 ? " is" : " are") << " given";
  // `: Ta, Tb -> R`; without operands `: R`, without results `: Ta, Tb`.
  SMLoc operandTypesLoc = parser.getCurrentLocation(), resultTypesLoc = operandTypesLoc;
  SmallVector<Type> operandTypes, resultTypes;
  if (!operands.empty()) {
    if (parser.parseTypeList(operandTypes))
      return failure();
    // Without an arrow a missing result is reported at the types (the next token is the next line's).
    if (succeeded(parser.parseOptionalArrow())) {
      resultTypesLoc = parser.getCurrentLocation();
      if (parser.parseTypeList(resultTypes))
        return failure();
    }
  } else if (!resultConstraints.empty() && parser.parseTypeList(resultTypes)) {
    return failure();
  }
  if (checkTypes(parser, operandTypesLoc, opName, "operand", operandConstraints, operandTypes) ||
      checkTypes(parser, resultTypesLoc, opName, "result", resultConstraints, resultTypes))
    return failure();
  SmallVector<Value> values;
  if (parser.resolveOperands(operands, operandTypes, operandsLoc, values))
    return failure();

  result.name = OperationName(OperatorOp::getOperationName(), ctx);
  OpBuilder builder(ctx);
  OperatorOp::build(builder, result, resultTypes, StringAttr::get(ctx, opName), values);
  result.addAttributes(attrs.getAttrs()); // attributes of the op (flex attention's), kept as discardable ones
  return success();
}

ParseResult parseOtherFormOp(OpAsmParser &parser, OperationState &result) {
  return parser.emitError(parser.getCurrentLocation())
         << "'" << result.name.getStringRef()
         << "' is a torch-mlir op of TorchScript programs, not of the FX importer's, which edgec reads";
}
} // namespace

bool edgec::torch::isTorchMlirOp(StringRef name) {
  return lookupDefaultFormOp(name) || llvm::is_contained(kOtherFormOps, name);
}

std::optional<Dialect::ParseOpHook> TorchDialect::getParseOperationHook(StringRef opName) const {
  if (lookupDefaultFormOp(opName))
    return ParseOpHook(parseDefaultFormOp);
  if (llvm::is_contained(kOtherFormOps, opName))
    return ParseOpHook(parseOtherFormOp);
  return std::nullopt;
}

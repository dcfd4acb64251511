// The torch dialect: the ATen-dialect MLIR that torch-mlir's FX importer prints (`!torch.vtensor`,
// `torch.constant.*`, `torch.prim.ListConstruct`, `torch.vtensor.literal` and `torch.aten.*` ops).
// edgec parses it with this dialect; torch-to-edge lowers it to the edge dialect.

#ifndef EDGEC_TORCH_BASE_TD
#define EDGEC_TORCH_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Torch_Dialect : Dialect {
  let name = "torch";
  let cppNamespace = "::edgec::torch";
  let summary = "ATen ops on value tensors, in torch-mlir's text format";
  let description = [{
    The input dialect of edgec. Types and ops print exactly as torch-mlir prints them, so that a program
    exported by `torch_mlir.fx.export_and_import` (or by edgec's exporter) parses unchanged.
  }];
  // `!torch.list<int>` nests torch types without their `!torch.` prefix: a hand-written parser.
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type, ::mlir::DialectAsmPrinter &printer) const override;
    // The ops torch-mlir registers that edgec does not define (torch_mlir_ops.tsv): parsed in torch-mlir's
    // form into `torch.operator` (TorchMlirOps.cpp).
    std::optional<ParseOpHook> getParseOperationHook(::llvm::StringRef opName) const override;
  }];
}

class Torch_Type<string name, string typeMnemonic> : TypeDef<Torch_Dialect, name> {
  let typeName = "torch." # typeMnemonic;
}

def Torch_IntType : Torch_Type<"Int", "int"> { let summary = "`!torch.int`: a 64-bit integer (also SymInt)"; }
def Torch_FloatType : Torch_Type<"Float", "float"> { let summary = "`!torch.float`: a 64-bit float"; }
def Torch_BoolType : Torch_Type<"Bool", "bool"> { let summary = "`!torch.bool`"; }
def Torch_NoneType : Torch_Type<"None", "none"> { let summary = "`!torch.none`"; }
def Torch_StringType : Torch_Type<"String", "str"> { let summary = "`!torch.str`"; }
def Torch_DeviceType : Torch_Type<"Device", "Device"> { let summary = "`!torch.Device`"; }
def Torch_NumberType : Torch_Type<"Number", "number"> {
  let summary = "`!torch.number`: a scalar whose kind (int or float) is not known statically";
}

def Torch_ValueTensorType : Torch_Type<"ValueTensor", "vtensor"> {
  let summary = "`!torch.vtensor<[d0,d1,...],dtype>`: an immutable tensor value";
  let description = [{
    `sizes` holds `ShapedType::kDynamic` for `?`; `hasSizes` is false for `!torch.vtensor` (rank unknown),
    and `dtype` is null when the element type is unknown.
  }];
  let parameters = (ins "bool":$hasSizes, ArrayRefParameter<"int64_t">:$sizes, "::mlir::Type":$dtype);
  let extraClassDeclaration = [{
    /// The builtin tensor type of the same shape (signless integers), or null if shape or dtype is unknown.
    ::mlir::RankedTensorType toBuiltinTensor() const;
    bool hasStaticShape() const;
  }];
}

def Torch_NonValueTensorType : Torch_Type<"NonValueTensor", "tensor"> {
  let summary = "`!torch.tensor<[d0,d1,...],dtype>`: a mutable tensor";
  let description = [{
    torch-mlir's in-place ops (`aten.add_.Tensor`) take it. edgec parses them so that a program holding one is
    named as unsupported; it compiles value-semantic programs only.
  }];
  let parameters = (ins "bool":$hasSizes, ArrayRefParameter<"int64_t">:$sizes, "::mlir::Type":$dtype);
}

def Torch_GeneratorType : Torch_Type<"Generator", "Generator"> {
  let summary = "`!torch.Generator`: a random number generator (parsed; never compiled)";
}
def Torch_LinearParamsType : Torch_Type<"LinearParams", "LinearParams"> {
  let summary = "`!torch.LinearParams`: packed quantized linear weights (parsed; never compiled)";
}
def Torch_DictType : Torch_Type<"Dict", "dict"> {
  let summary = "`!torch.dict<K,V>` (parsed; never compiled)";
  let parameters = (ins "::mlir::Type":$keyType, "::mlir::Type":$valueType);
}

def Torch_ListType : Torch_Type<"List", "list"> {
  let summary = "`!torch.list<T>`";
  let parameters = (ins "::mlir::Type":$containedType);
}

def Torch_OptionalType : Torch_Type<"Optional", "optional"> {
  let summary = "`!torch.optional<T>`";
  let parameters = (ins "::mlir::Type":$containedType);
}

// Type constraints used by the generated ATen ops.
class Torch_ListOf<string elemCppType, string desc> : Type<
    CPred<"::llvm::isa<::edgec::torch::ListType>($_self) && ::llvm::isa<" # elemCppType #
          ">(::llvm::cast<::edgec::torch::ListType>($_self).getContainedType())">, desc>;

// The C++ type of these constraints stays mlir::Type so that a wrong type parses and the verifier names the
// operand (the type defs themselves would make the parser reject it without saying which operand is wrong).
class Torch_ValueOf<string cppType, string desc> : Type<CPred<"::llvm::isa<" # cppType # ">($_self)">, desc>;
def TorchIntValue : Torch_ValueOf<"::edgec::torch::IntType", "!torch.int">;
def TorchFloatValue : Torch_ValueOf<"::edgec::torch::FloatType", "!torch.float">;
def TorchBoolValue : Torch_ValueOf<"::edgec::torch::BoolType", "!torch.bool">;
def TorchStringValue : Torch_ValueOf<"::edgec::torch::StringType", "!torch.str">;
def TorchDeviceValue : Torch_ValueOf<"::edgec::torch::DeviceType", "!torch.Device">;
def AnyTorchTensorType : Type<CPred<"::llvm::isa<::edgec::torch::ValueTensorType>($_self)">, "!torch.vtensor">;
def AnyTorchScalarType : AnyTypeOf<[Torch_IntType, Torch_FloatType, Torch_BoolType, Torch_NumberType],
                                   "a torch scalar">;
def AnyTorchListOfTorchIntType : Torch_ListOf<"::edgec::torch::IntType", "!torch.list<int>">;
def AnyTorchListOfTorchFloatType : Torch_ListOf<"::edgec::torch::FloatType", "!torch.list<float>">;
def AnyTorchListOfTorchBoolType : Torch_ListOf<"::edgec::torch::BoolType", "!torch.list<bool>">;
def AnyTorchListOfTensorType : Torch_ListOf<"::edgec::torch::ValueTensorType", "!torch.list<vtensor>">;
def AnyTorchListOfOptionalTensorType : Type<
    CPred<"::edgec::torch::isListOfOptionalTensor($_self)">, "!torch.list<optional<vtensor>>">;
def AnyTorchOptionalTensorType : AnyTypeOf<[AnyTorchTensorType, Torch_NoneType]>;
def AnyTorchOptionalScalarType : AnyTypeOf<[AnyTorchScalarType, Torch_NoneType]>;
def AnyTorchOptionalIntType : AnyTypeOf<[Torch_IntType, Torch_NoneType]>;
def AnyTorchOptionalFloatType : AnyTypeOf<[Torch_FloatType, Torch_NoneType]>;
def AnyTorchOptionalBoolType : AnyTypeOf<[Torch_BoolType, Torch_NoneType]>;
def AnyTorchOptionalStringType : AnyTypeOf<[Torch_StringType, Torch_NoneType]>;
def AnyTorchOptionalDeviceType : AnyTypeOf<[Torch_DeviceType, Torch_NoneType]>;
def AnyTorchOptionalListOfTorchIntType : AnyTypeOf<[AnyTorchListOfTorchIntType, Torch_NoneType]>;
def AnyTorchOptionalListOfTorchFloatType : AnyTypeOf<[AnyTorchListOfTorchFloatType, Torch_NoneType]>;

class Torch_Op<string mnemonic, list<Trait> traits = []> : Op<Torch_Dialect, mnemonic, traits>;

#endif // EDGEC_TORCH_BASE_TD

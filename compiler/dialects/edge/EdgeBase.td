// The edge dialect: Core ATen ops on builtin tensors (and, after out-variant conversion, on buffers).

#ifndef EDGEC_EDGE_BASE_TD
#define EDGEC_EDGE_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Edge_Dialect : Dialect {
  let name = "edge";
  let cppNamespace = "::edgec::edge";
  let summary = "Core ATen ops on builtin tensors, the IR that edgec partitions, plans and compiles";
  let description = [{
    Every op mirrors one Core ATen op: tensor arguments are operands, scalars and lists are attributes,
    and the result shape is inferred and verified. Ops have a tensor form and an out-variant form in which
    they write into explicit `outs` buffers (memrefs), the form memory planning and serialization use.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect", "::mlir::func::FuncDialect"];
}

// A tensor (tensor form) or a buffer (out-variant form) of static shape.
// An ATen Scalar: an integer, a float or a bool, kept apart because the kind decides type promotion
// (an i32 tensor plus 2 stays i32, plus 2.5 becomes f32) and integers must stay exact.
def Edge_ScalarAttr : AnyAttrOf<[BoolAttr, I64Attr, F64Attr]>;

def Edge_Buffer : AnyTypeOf<[AnyStaticShapeTensor, AnyStaticShapeMemRef], "a static-shape tensor or memref">;

def Edge_AtenOpInterface : OpInterface<"AtenOpInterface"> {
  let cppNamespace = "::edgec::edge";
  let description = [{
    An edge op that mirrors one ATen op. Its operands are the ATen tensor arguments followed by `outs`
    (empty in tensor form); its attributes are the ATen scalar and list arguments.
  }];
  let methods = [
    InterfaceMethod<"The destination buffers (out-variant form), empty in tensor form.",
                    "::mlir::Operation::operand_range", "getOuts">,
    InterfaceMethod<"The destination buffers, mutable.", "::mlir::MutableOperandRange", "getOutsMutable">,
    InterfaceMethod<"Each result's shape inferred from operands and attributes (the op's shape rule over "
                    "static sizes, ShapeRules.h); emits an error on failure.",
                    "::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<int64_t>>>", "inferShapes">,
    InterfaceMethod<"Each result's sizes as expressions over the function's size symbols (the same rule over "
                    "the operands' dimsOf); emits an error where the op cannot take them.",
                    "::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::AffineExpr>>>",
                    "inferResultDims">,
    InterfaceMethod<"The ATen `name.overload` this op mirrors.", "::llvm::StringRef", "getAtenName">,
    InterfaceMethod<"The op registry's shape rule: same, broadcast or custom.", "::llvm::StringRef",
                    "getShapeRule">,
  ];
  let extraClassDeclaration = [{
    /// The ATen tensor arguments (operands less the outs).
    ::mlir::OperandRange getInputs() {
      return (*this)->getOperands().drop_back((*this).getOuts().size());
    }
    /// True once the op writes into `outs` (out-variant form).
    bool hasOutsForm() { return !getOuts().empty(); }
  }];
}

// Ops that alias their operand (ATen `Tensor(a)` views): no kernel, the out-variant pass makes them aliases.
def Edge_ViewOpTrait : NativeOpTrait<"ViewOpTrait"> { let cppNamespace = "::edgec::edge"; }

class Edge_Op<string mnemonic, list<Trait> traits = []> : Op<Edge_Dialect, mnemonic, traits>;

#endif // EDGEC_EDGE_BASE_TD

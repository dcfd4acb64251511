//===- TorchDialect.h - the torch input dialect ---------------------------===//
#ifndef EDGEC_DIALECTS_TORCH_TORCHDIALECT_H
#define EDGEC_DIALECTS_TORCH_TORCHDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/torch/TorchDialect.h.inc"

namespace edgec::torch {
/// `!torch.list<optional<vtensor>>` (a type constraint of the generated ops).
bool isListOfOptionalTensor(mlir::Type type);
} // namespace edgec::torch

#define GET_TYPEDEF_CLASSES
#include "dialects/torch/TorchTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/torch/TorchOps.h.inc"

namespace edgec::torch {
/// The value of a `torch.constant.int`, or nullopt if `v` is not one.
std::optional<int64_t> matchConstantInt(mlir::Value v);
/// The value of a constant int, float or bool scalar as a double.
std::optional<double> matchConstantScalar(mlir::Value v);
std::optional<bool> matchConstantBool(mlir::Value v);
/// The elements of a `torch.prim.ListConstruct` of constant ints.
std::optional<llvm::SmallVector<int64_t>> matchConstantIntList(mlir::Value v);
bool isNone(mlir::Value v);
/// The name of a torch op: a named op's, or the one a `torch.operator` carries ("torch.prim.max.int").
llvm::StringRef opName(mlir::Operation *op);
/// Whether torch-mlir registers the op `name` ("torch.aten.Int.bool"): torch_mlir_ops.tsv has it.
bool isTorchMlirOp(llvm::StringRef name);
/// The values of an f32, f16 or bf16 `torch.vtensor.literal` (inline or a resource blob whose data is
/// present).
std::optional<llvm::SmallVector<double>> matchFloatLiteral(mlir::Value v);
} // namespace edgec::torch

#endif

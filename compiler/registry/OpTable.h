//===- OpTable.h - the rows of aten_ops.tsv, for passes ---------------------===//
#ifndef EDGEC_REGISTRY_OPTABLE_H
#define EDGEC_REGISTRY_OPTABLE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace edgec {
/// One row of the op table (compiler/registry/aten_ops.tsv), generated into OpTable.inc.
struct OpTableRow {
  llvm::StringLiteral atenName, edgeName, lowering;
  bool cpu;                         // runtime-min has a portable kernel
  llvm::StringLiteral vulkanFamily; // shaders/<family>.comp implements it; empty for none
  llvm::StringLiteral origin;
  llvm::StringLiteral dtypes;     // the element types its kernels take, space-separated .pte names ("f32 i64")
  llvm::StringLiteral dataDtypes; // those its first tensor operand takes (argmax's input, embedding's weight)
  llvm::StringLiteral notCompiled; // why an op that does not lower never will (excluded) or cannot yet
  // Its CPU kernel finds its first result's dim 0 in the data (nonzero's rows): a size symbol that the
  // runtime takes from the kernel mid-program.
  bool dataRows;
  // The op's form that no kernel takes: where this bool attribute is true (empty: none), and why.
  llvm::StringLiteral noKernelWhen, noKernelWhy;
  // Int parameters a dynamic program may give as symbolic sizes (edge_ops.py `run_time_params`), as
  // NAME:OPERAND (the torch op's operand), space-separated.
  llvm::StringLiteral runTimeParams;
};

/// True if `atenName` is an elementwise op of the registry (one with an expression: each result element
/// computed from the operands' elements at its position, broadcast).
bool isElementwiseExpr(llvm::StringRef atenName);

/// True if elementwise op `atenName` gives the same bits with its two tensor operands swapped (edge_ops.py
/// `commutative`), given `scalar`, the value of each Scalar its expression names (nullopt where it is not a
/// compile-time constant): each must be 1 (add's alpha).
bool operandsCommute(llvm::StringRef atenName, llvm::function_ref<std::optional<double>(llvm::StringRef)> scalar);

/// The name of the run-time parameter that is operand `operand` of `row`'s torch op, if it is one.
std::optional<std::string> runTimeParam(const OpTableRow &row, unsigned operand);

/// The row of `atenName` ("aten.add.Tensor"), or null.
const OpTableRow *lookupOp(llvm::StringRef atenName);
/// The row of a torch dialect op name ("torch.aten.add.Tensor", "torch.aten.nonzero": torch-mlir drops the
/// `default` overload), or null.
const OpTableRow *lookupTorchOp(llvm::StringRef torchName);
} // namespace edgec

#endif

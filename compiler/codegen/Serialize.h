//===- Serialize.h - planned module -> .pte -------------------------------===//
#ifndef EDGEC_CODEGEN_SERIALIZE_H
#define EDGEC_CODEGEN_SERIALIZE_H

#include "codegen/OutputFile.h"

#include "mlir/IR/BuiltinOps.h"

namespace edgec {
/// The .pte bytes of a module that went through the whole compile pipeline.
mlir::LogicalResult serializeProgram(mlir::ModuleOp module, std::string &out);
/// serializeProgram, written to `path` with writeOutputFile: `path` is replaced whole or left as it was.
mlir::LogicalResult writeProgram(mlir::ModuleOp module, llvm::StringRef path);
} // namespace edgec

#endif

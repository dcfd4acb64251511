//===- Serialize.h - planned module -> .pte -------------------------------===//
#ifndef EDGEC_CODEGEN_SERIALIZE_H
#define EDGEC_CODEGEN_SERIALIZE_H

#include "codegen/OutputFile.h"
#include "edge/runtime/DType.h"
#include "edge/schema/program_generated.h"

#include "mlir/IR/BuiltinOps.h"

namespace edgec {
/// A tensor of an example the program carries: its element type, shape and data.
struct BundledTensorData {
  ::edge::DType dtype;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;
};
/// An example the program carries (edgec compile --bundle, --expect): inputs in the program's input order and
/// the outputs expected of them.
struct BundledExampleData {
  std::vector<BundledTensorData> inputs, outputs;
};

/// The .pte bytes of a module that went through the whole compile pipeline, carrying `examples`; an example
/// that does not fit the program's inputs and outputs is an error at the function. With `secretKey`
/// (edge::kSecretKeyBytes, edge/runtime/Signature.h) the program is signed: its weights' block digests in the
/// flatbuffer, the flatbuffer's Ed25519 signature after the weights.
mlir::LogicalResult serializeProgram(mlir::ModuleOp module, std::string &out,
                                     llvm::ArrayRef<BundledExampleData> examples = {},
                                     const uint8_t *secretKey = nullptr);
/// serializeProgram, written to `path` with writeOutputFile: `path` is replaced whole or left as it was.
mlir::LogicalResult writeProgram(mlir::ModuleOp module, llvm::StringRef path,
                                 llvm::ArrayRef<BundledExampleData> examples = {},
                                 const uint8_t *secretKey = nullptr);
} // namespace edgec

#endif

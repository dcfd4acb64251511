//===- Passes.h - edgec passes and pipelines ------------------------------===//
#ifndef EDGEC_PASSES_PASSES_H
#define EDGEC_PASSES_PASSES_H

#include "dialects/edge/EdgeDialect.h"
#include "dialects/torch/TorchDialect.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace edgec {
#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// torch -> edge: vtensor -> tensor conversion, the generated 1:1 lowerings and the decompositions.
void populateTorchToEdgeTypeConversion(mlir::TypeConverter &converter);
void populateTorchToEdgePatterns(mlir::RewritePatternSet &patterns, mlir::TypeConverter &converter);

/// Why `op` cannot run on `target` ("vulkan" or "cpu"), or nullopt if it can.
std::optional<std::string> unsupportedReason(mlir::Operation *op, llvm::StringRef target);

struct CompileOptions {
  std::string target = "vulkan";
};
/// torch dialect -> edge dialect on tensors (the edgec-lower pipeline).
void buildLowerPipeline(mlir::OpPassManager &pm);
/// The whole compile pipeline, torch dialect to a planned, compiled module ready to serialize.
void buildCompilePipeline(mlir::OpPassManager &pm, const CompileOptions &options);
/// Registers the named pipelines (edgec-lower, edgec-bufferize, edgec-compile).
void registerPipelines();
} // namespace edgec

#endif

//===- Passes.h - the passes from torch to out-variant edge ops ------------===//
#ifndef EDGEC_PASSES_PASSES_H
#define EDGEC_PASSES_PASSES_H

#include "dialects/edge/EdgeDialect.h"
#include "dialects/torch/TorchDialect.h"
#include "edge/runtime/Limits.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace edgec {
#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// Replaces each `torch.operator "torch.X"` whose name edgec registers by the named op; fails (with the
/// verifier's error at the op) if its operands or results do not fit the op's schema.
mlir::LogicalResult resolveOperatorOps(mlir::Operation *root);
/// torch-simplify's folds: static size.int, static shape bindings, constant NumToTensor.
void populateTorchSimplifyPatterns(mlir::RewritePatternSet &patterns);
/// edge-bias-into-products' rewrite: a product plus what broadcasts into it as a bias (BiasIntoProducts.cpp).
void populateBiasIntoProductPatterns(mlir::RewritePatternSet &patterns);
/// torch-simplify's scalar folds: scalar ops of constants, tensor-to-number conversions (TorchSimplifyScalars.cpp).
void populateTorchScalarPatterns(mlir::RewritePatternSet &patterns);
/// Erases the ops that compute nothing at inference (assertions, tensor metadata checks, range constraints)
/// and what computed only their conditions; fails, with the error at the op, where a condition is constant and
/// false or a metadata check contradicts its operand's static type.
mlir::LogicalResult dropInferenceNoOps(mlir::Operation *root);

/// An op kind torch-to-edge cannot lower, with how often and where it first occurs.
struct UnsupportedOp {
  std::string name;
  std::string reason;
  unsigned count = 0;
  mlir::Location firstLoc;
};
/// The ops of `module` that torch-to-edge cannot lower, in order of first occurrence.
std::vector<UnsupportedOp> findUnsupportedOps(mlir::ModuleOp module);

/// torch -> edge: vtensor -> tensor conversion, the generated 1:1 lowerings and the decompositions.
void populateTorchToEdgeTypeConversion(mlir::TypeConverter &converter);
void populateTorchToEdgePatterns(mlir::RewritePatternSet &patterns, mlir::TypeConverter &converter);

/// The operand of torch op `op` that may be an item() (a Scalar a zero-dim tensor on the device gives:
/// torch-to-edge makes the op its Tensor overload), or nullopt.
std::optional<unsigned> itemOperandIndex(mlir::Operation *op);

/// Whether `op`'s kernel finds its first result's dim 0 in the data (nonzero's row count: OpTableRow::dataRows).
/// That dim is a size symbol of its own, which the runtime takes from the CPU kernel mid-program.
bool findsRowsInData(mlir::Operation *op);

/// Checks every value of `func` against what the runtime's loader accepts (rank, dimensions, element count:
/// edge/runtime/Limits.h), so that edgec does not write a .pte the runtime rejects; errors name the op.
mlir::LogicalResult checkRuntimeLimits(mlir::func::FuncOp func);
/// Checks the weight blob of every `dense_resource` attribute under `root`: present in the resources section
/// and of the size its type needs. Each bad one is an error at its op. The lowering checks first, while ops
/// still have their source locations: the canonicalizer gives the constants it hoists an unknown one.
mlir::LogicalResult checkResourceData(mlir::Operation *root);
/// Why `op` cannot run on `target` ("vulkan" or "cpu"), or nullopt if it can.
/// `vulkanFeatures` are the optional device features (schema::DeviceFeature bits) Vulkan targets have,
/// `maxStorageBufferRange` the largest buffer (in bytes) their shaders can bind.
std::optional<std::string> unsupportedReason(mlir::Operation *op, llvm::StringRef target, uint32_t vulkanFeatures = ~0u,
                                             int64_t maxStorageBufferRange = EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE);

/// The schema::DeviceFeature bits `spec` names: a comma-separated list of "all", "none" and Vulkan's feature
/// names, each added in turn, or removed with a leading "-" ("all,-shaderInt64"); failure for an unknown name.
llvm::FailureOr<uint32_t> parseVulkanFeatures(llvm::StringRef spec);
/// "unknown --vulkan-features 'SPEC': expected ...": what every pass taking the option says when
/// parseVulkanFeatures fails.
std::string unknownVulkanFeaturesMessage(llvm::StringRef spec);
/// The device features a buffer of element type `t` needs in a Vulkan shader (8- and 16-bit types; int64
/// needs none: without shaderInt64 the shaders compute it as 32-bit word pairs).
uint32_t storageFeatures(mlir::Type t);
/// Whether shaders may use int64_t natively on a target with `features` (else: 32-bit word pairs).
bool hasNativeInt64(uint32_t features);
} // namespace edgec

#endif

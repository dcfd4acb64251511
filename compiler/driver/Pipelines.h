//===- Pipelines.h - the named pass pipelines of edgec --------------------===//
#ifndef EDGEC_DRIVER_PIPELINES_H
#define EDGEC_DRIVER_PIPELINES_H

#include "edge/runtime/Limits.h"
#include "mlir/Pass/PassManager.h"

#include <cstdint>
#include <string>

namespace edgec {
struct CompileOptions {
  std::string target = "vulkan";
  std::string vulkanFeatures = "all"; // see the vulkan-features option of edge-partition
  int64_t maxStorageBufferRange = EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE; // and its max-storage-buffer-range
  std::string shaderCache; // see the shader-cache option of edge-codegen-vulkan
  std::string vulkanDevice = "desktop"; // see the vulkan-device option of edge-select-kernels
};
/// torch dialect -> edge dialect on tensors (the edgec-lower pipeline), for programs of `target` (what
/// edge-fold-constants leaves to Vulkan's kernels).
void buildLowerPipeline(mlir::OpPassManager &pm, llvm::StringRef target = "vulkan");
/// The whole compile pipeline, torch dialect to a planned, compiled module ready to serialize.
void buildCompilePipeline(mlir::OpPassManager &pm, const CompileOptions &options);
/// Registers the named pipelines (edgec-lower, edgec-bufferize, edgec-compile).
void registerPipelines();
} // namespace edgec

#endif

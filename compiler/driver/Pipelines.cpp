//===- Pipelines.cpp - the named pass pipelines of edgec ------------------===//
#include "driver/Pipelines.h"
#include "codegen/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
struct BufferizePipelineOptions : PassPipelineOptions<BufferizePipelineOptions> {
  Option<std::string> target{*this, "target", llvm::cl::desc("vulkan or cpu"), llvm::cl::init("vulkan")};
  Option<std::string> vulkanFeatures{*this, "vulkan-features",
                                     llvm::cl::desc("the target's optional Vulkan features: a comma-separated list of "
                                                    "all, none, feature names and -NAME to remove one"),
                                     llvm::cl::init("all")};
  Option<int64_t> maxStorageBufferRange{
      *this, "max-storage-buffer-range",
      llvm::cl::desc("the target devices' maxStorageBufferRange: ops binding larger buffers run on the CPU"),
      llvm::cl::init(EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE)};
  Option<std::string> vulkanDevice{*this, "vulkan-device",
                                   llvm::cl::desc("the target devices, for tile and workgroup sizes: a class, then "
                                                  "key=value overrides (edge-select-kernels' option)"),
                                   llvm::cl::init("desktop")};
};

struct CompilePipelineOptions : PassPipelineOptions<CompilePipelineOptions> {
  Option<std::string> target{*this, "target", llvm::cl::desc("vulkan or cpu"), llvm::cl::init("vulkan")};
  Option<std::string> vulkanFeatures{*this, "vulkan-features",
                                     llvm::cl::desc("the target's optional Vulkan features: a comma-separated list of "
                                                    "all, none, feature names and -NAME to remove one"),
                                     llvm::cl::init("all")};
  Option<int64_t> maxStorageBufferRange{
      *this, "max-storage-buffer-range",
      llvm::cl::desc("the target devices' maxStorageBufferRange: ops binding larger buffers run on the CPU"),
      llvm::cl::init(EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE)};
  Option<std::string> vulkanDevice{*this, "vulkan-device",
                                   llvm::cl::desc("the target devices, for tile and workgroup sizes: a class, then "
                                                  "key=value overrides (edge-select-kernels' option)"),
                                   llvm::cl::init("desktop")};
  Option<std::string> shaderCache{*this, "shader-cache",
                                  llvm::cl::desc("a directory of compiled shader variants to reuse and add to")};
  Option<std::string> output{*this, "output", llvm::cl::desc("if set, serialize the program to this .pte file")};
};

void buildBufferize(OpPassManager &pm, const edgec::CompileOptions &options) {
  pm.addPass(edgec::createEdgeHoistPrologue());
  pm.addNestedPass<func::FuncOp>(edgec::createEdgePartition(
      edgec::EdgePartitionOptions{options.target, options.vulkanFeatures, options.maxStorageBufferRange}));
  pm.addPass(edgec::createEdgeOutVariants());
  pm.addPass(edgec::createEdgeSelectKernels(
      edgec::EdgeSelectKernelsOptions{options.vulkanFeatures, /*fuseEpilogues=*/true, options.vulkanDevice}));
  pm.addPass(edgec::createEdgeMemoryPlan());
}
} // namespace

void edgec::buildLowerPipeline(OpPassManager &pm, StringRef target) {
  pm.addPass(createTorchSimplify());
  pm.addPass(createTorchBoundShapes());
  pm.addPass(createTorchToEdge());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createEdgeFoldConstants(EdgeFoldConstantsOptions{target != edge::kTargetCpu}));
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createEdgeInferDims());
  pm.addPass(createEdgeBiasIntoProducts());
}

void edgec::buildCompilePipeline(OpPassManager &pm, const CompileOptions &options) {
  buildLowerPipeline(pm, options.target);
  buildBufferize(pm, options);
  pm.addPass(createEdgeCodegenVulkan(EdgeCodegenVulkanOptions{options.vulkanFeatures, options.shaderCache}));
}

void edgec::registerPipelines() {
  PassPipelineRegistration<>("edgec-lower", "torch dialect -> edge dialect (torch-simplify, torch-bound-shapes, torch-to-edge, canonicalize, edge-fold-constants, cse, edge-infer-dims, edge-bias-into-products)",
                             [](OpPassManager &pm) { buildLowerPipeline(pm); });
  PassPipelineRegistration<BufferizePipelineOptions>(
      "edgec-bufferize", "edge on tensors -> prologue hoisted, partitioned, out-variant edge on buffers, Vulkan dispatches, memory plan",
      [](OpPassManager &pm, const BufferizePipelineOptions &o) {
        buildBufferize(pm, CompileOptions{o.target, o.vulkanFeatures, o.maxStorageBufferRange, "", o.vulkanDevice});
      });
  PassPipelineRegistration<CompilePipelineOptions>(
      "edgec-compile",
      "the whole compile pipeline: torch dialect -> planned edge with compiled shaders (-> .pte with output=)",
      [](OpPassManager &pm, const CompilePipelineOptions &o) {
        buildCompilePipeline(
            pm, CompileOptions{o.target, o.vulkanFeatures, o.maxStorageBufferRange, o.shaderCache, o.vulkanDevice});
        if (!o.output.empty())
          pm.addPass(createEdgeSerialize(EdgeSerializeOptions{o.output}));
      });
}

//===- VulkanCodegen.cpp - compile the shader variants to SPIR-V ----------===//
#include "codegen/ShaderCompiler.h"
#include "edge/runtime/DeviceFeatures.h"
#include "codegen/Passes.h"

#include "llvm/Support/FileSystem.h"

namespace edgec {
#define GEN_PASS_DEF_EDGECODEGENVULKAN
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
struct EdgeCodegenVulkanPass : edgec::impl::EdgeCodegenVulkanBase<EdgeCodegenVulkanPass> {
  using EdgeCodegenVulkanBase::EdgeCodegenVulkanBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!shaderCache.empty())
      if (std::error_code error = llvm::sys::fs::create_directories(shaderCache)) {
        mlir::emitError(module.getLoc(), "cannot create the shader cache directory '")
            << shaderCache << "': " << error.message();
        return signalPassFailure();
      }
    std::map<std::vector<int32_t>, edgec::edge::ShaderOp> bySpirv; // variants whose code came out identical
    SmallVector<edgec::edge::ShaderOp> shaders(module.getOps<edgec::edge::ShaderOp>());
    for (edgec::edge::ShaderOp shader : shaders) {
      if (shader.getSpirv())
        continue; // compiled already
      SmallVector<std::string> defines;
      for (StringRef d : shader.getDefines().getAsValueRange<StringAttr>())
        defines.push_back(d.str());
      llvm::Expected<std::vector<uint32_t>> words = compileShader(shader.getFamily(), defines, shaderCache);
      if (!words) {
        shader.emitError(llvm::toString(words.takeError()));
        return signalPassFailure();
      }
      // The compiler's packing of push constants and bindings must match what the template declares.
      llvm::Expected<ShaderInterface> interface = reflectShader(*words);
      if (!interface) {
        shader.emitError(llvm::toString(interface.takeError()));
        return signalPassFailure();
      }
      if (interface->pushConstantSize != uint32_t(shader.getPushConstantSize()) ||
          interface->numBindings > uint32_t(shader.getNumBindings())) {
        shader.emitError("shader template '")
            << shader.getFamily() << "' declares " << interface->pushConstantSize << " bytes of push constants and "
            << interface->numBindings << " bindings; its dispatches pass " << shader.getPushConstantSize()
            << " bytes and " << shader.getNumBindings() << " buffers";
        return signalPassFailure();
      }
      // Every device feature the module needs must be one the target promises (the partitioner sent ops
      // needing others to the CPU).
      FailureOr<uint32_t> allowed = parseVulkanFeatures(vulkanFeatures);
      if (failed(allowed)) {
        mlir::emitError(module.getLoc(), unknownVulkanFeaturesMessage(vulkanFeatures));
        return signalPassFailure();
      }
      if (uint32_t extra = interface->requiredFeatures & ~*allowed) {
        shader.emitError("shader variant needs the Vulkan device features ")
            << ::edge::deviceFeatureNames(extra) << ", which --vulkan-features does not list";
        return signalPassFailure();
      }
      SmallVector<StringRef> features;
      for (const ::edge::DeviceFeatureInfo &f : ::edge::kDeviceFeatures)
        if (interface->requiredFeatures & f.bit)
          features.push_back(f.name);
      shader.setRequiredFeaturesAttr(Builder(module).getStrArrayAttr(features));
      std::vector<int32_t> spirv(words->begin(), words->end());
      auto [it, inserted] = bySpirv.try_emplace(spirv, shader);
      if (!inserted && it->second.getNumBindings() == shader.getNumBindings()) {
        if (failed(SymbolTable::replaceAllSymbolUses(shader.getSymNameAttr(), it->second.getSymNameAttr(), module)))
          return signalPassFailure();
        shader.erase();
        continue;
      }
      shader.setSpirv(spirv);
    }
  }
};
} // namespace

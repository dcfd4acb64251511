//===- ShaderCompiler.h - GLSL templates to validated SPIR-V --------------===//
#ifndef EDGEC_CODEGEN_SHADERCOMPILER_H
#define EDGEC_CODEGEN_SHADERCOMPILER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace edgec {
/// A template of shaders/ with its defines: what the compiler turns into one SPIR-V module.
struct ShaderSpec {
  std::string family;                                       // binary, matmul, ... (shaders/FAMILY.comp)
  std::vector<std::pair<std::string, std::string>> defines; // in a fixed order: part of the dedup key
  unsigned numBindings = 0;
  unsigned localX = 64, localY = 1;
  std::vector<uint32_t> workgroups = {1, 1, 1};
};

/// Compiles `spec` with glslang (Vulkan 1.1 SPIR-V), optimizes and validates the result with
/// SPIRV-Tools; returns the words or the compiler's/validator's message.
llvm::Expected<std::vector<uint32_t>> compileShader(const ShaderSpec &spec);
/// The embedded template source of `family`, or null.
const char *shaderTemplate(llvm::StringRef family);
} // namespace edgec

#endif

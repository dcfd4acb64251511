//===- ShaderCompiler.h - GLSL templates to validated SPIR-V --------------===//
#ifndef EDGEC_CODEGEN_SHADERCOMPILER_H
#define EDGEC_CODEGEN_SHADERCOMPILER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace edgec {
/// Compiles the template `family` (shaders/FAMILY.comp) with `defines` ("NAME=VALUE" or "NAME") and
/// MAX_RANK with glslang (Vulkan 1.1 SPIR-V), optimizes and validates the result with SPIRV-Tools;
/// returns the words or the compiler's/validator's message. With a `cacheDirectory`, the SPIR-V is looked up
/// there first, by a hash of the variant's whole source and of the compilers' versions and settings, and
/// stored there after compiling (glslang's start-up, parsing its built-in functions, dominates a small
/// program's compile time); a cached module is validated again before use.
llvm::Expected<std::vector<uint32_t>> compileShader(llvm::StringRef family, llvm::ArrayRef<std::string> defines,
                                                    llvm::StringRef cacheDirectory = "");
/// What a compiled shader expects from its dispatches.
struct ShaderInterface {
  uint32_t pushConstantSize = 0; // bytes of the push-constant block (0: none)
  uint32_t numBindings = 0;      // highest descriptor binding of set 0, plus one
  uint32_t requiredFeatures = 0; // optional device features its capabilities need (schema::DeviceFeature bits)
};
/// Reads the push-constant block's size and the bindings from SPIR-V `words`.
llvm::Expected<ShaderInterface> reflectShader(llvm::ArrayRef<uint32_t> words);
/// The embedded template source of `family`, or null.
const char *shaderTemplate(llvm::StringRef family);
} // namespace edgec

#endif

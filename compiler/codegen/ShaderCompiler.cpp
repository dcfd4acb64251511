//===- ShaderCompiler.cpp - GLSL templates to validated SPIR-V ------------===//
#include "codegen/ShaderCompiler.h"

#include <glslang/Include/glslang_c_interface.h>
#include <glslang/Public/resource_limits_c.h>
#include <spirv-tools/libspirv.hpp>
#include <spirv-tools/optimizer.hpp>

#include <mutex>

namespace {
struct EmbeddedShader {
  const char *name;
  const char *source;
};
const EmbeddedShader kShaders[] = {
#include "codegen/Shaders.inc"
};
} // namespace

const char *edgec::shaderTemplate(llvm::StringRef family) {
  for (const EmbeddedShader &s : kShaders)
    if (family == s.name)
      return s.source;
  return nullptr;
}

static llvm::Error failure(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", message.c_str());
}

/// GLSL -> SPIR-V with glslang (the front end shaderc wraps; Debian bookworm's libshaderc.so was built
/// against an older glslang than its glslang-dev, so the two cannot share a process).
static llvm::Expected<std::vector<uint32_t>> glslToSpirv(const std::string &source, const std::string &name) {
  static std::once_flag initialized;
  std::call_once(initialized, [] { glslang_initialize_process(); });
  glslang_input_t input = {};
  input.language = GLSLANG_SOURCE_GLSL;
  input.stage = GLSLANG_STAGE_COMPUTE;
  input.client = GLSLANG_CLIENT_VULKAN;
  input.client_version = GLSLANG_TARGET_VULKAN_1_1;
  input.target_language = GLSLANG_TARGET_SPV;
  input.target_language_version = GLSLANG_TARGET_SPV_1_3;
  input.code = source.c_str();
  input.default_version = 450;
  input.default_profile = GLSLANG_NO_PROFILE;
  input.messages = GLSLANG_MSG_DEFAULT_BIT;
  input.resource = glslang_default_resource();

  glslang_shader_t *shader = glslang_shader_create(&input);
  std::unique_ptr<glslang_shader_t, void (*)(glslang_shader_t *)> shaderOwner(shader, glslang_shader_delete);
  if (!glslang_shader_preprocess(shader, &input) || !glslang_shader_parse(shader, &input))
    return failure(name + ": " + glslang_shader_get_info_log(shader));
  glslang_program_t *program = glslang_program_create();
  std::unique_ptr<glslang_program_t, void (*)(glslang_program_t *)> programOwner(program, glslang_program_delete);
  glslang_program_add_shader(program, shader);
  if (!glslang_program_link(program, GLSLANG_MSG_SPV_RULES_BIT | GLSLANG_MSG_VULKAN_RULES_BIT))
    return failure(name + ": " + glslang_program_get_info_log(program));
  glslang_program_SPIRV_generate(program, GLSLANG_STAGE_COMPUTE);
  if (const char *messages = glslang_program_SPIRV_get_messages(program); messages && *messages)
    return failure(name + ": " + messages);
  std::vector<uint32_t> words(glslang_program_SPIRV_get_size(program));
  glslang_program_SPIRV_get(program, words.data());
  return words;
}

llvm::Expected<std::vector<uint32_t>> edgec::compileShader(const ShaderSpec &spec) {
  const char *common = shaderTemplate("common");
  const char *body = shaderTemplate(spec.family);
  if (!common || !body)
    return failure("no shader template '" + spec.family + "'");
  // The specialization: defines right after #version, then the shared prologue and the template.
  std::string source = "#version 450\n";
  source += "#define LOCAL_X " + std::to_string(spec.localX) + "\n";
  source += "#define LOCAL_Y " + std::to_string(spec.localY) + "\n";
  for (const auto &[name, value] : spec.defines)
    source += "#define " + name + " " + value + "\n";
  source += common;
  source += "\n";
  source += body;
  llvm::Expected<std::vector<uint32_t>> words = glslToSpirv(source, spec.family + ".comp");
  if (!words)
    return words.takeError();

  std::string messages;
  auto consumer = [&](spv_message_level_t, const char *, const spv_position_t &position, const char *message) {
    messages += "word " + std::to_string(position.index) + ": " + message + "\n";
  };
  spvtools::Optimizer optimizer(SPV_ENV_VULKAN_1_1);
  optimizer.SetMessageConsumer(consumer);
  optimizer.RegisterPerformancePasses();
  std::vector<uint32_t> optimized;
  if (!optimizer.Run(words->data(), words->size(), &optimized))
    return failure("SPIRV-Tools optimizer failed on '" + spec.family + "': " + messages);
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  tools.SetMessageConsumer(consumer);
  if (!tools.Validate(optimized))
    return failure("SPIR-V of shader '" + spec.family + "' failed validation: " + messages);
  return optimized;
}

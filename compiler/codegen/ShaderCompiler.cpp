//===- ShaderCompiler.cpp - GLSL templates to validated SPIR-V ------------===//
#include "codegen/ShaderCompiler.h"
#include "dialects/edge/EdgeDialect.h"
#include "edge/runtime/DeviceFeatures.h"

#include <glslang/Include/glslang_c_interface.h>
#include <glslang/build_info.h>
#include <glslang/Public/resource_limits_c.h>
#include <spirv-tools/libspirv.hpp>
#include <spirv-tools/optimizer.hpp>

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <functional>
#include <mutex>
#include <optional>

namespace {
struct EmbeddedShader {
  const char *name;
  const char *source;
};
const EmbeddedShader kShaders[] = {
#include "codegen/Shaders.inc"
};
/// Each family's push-constant block, generated from compiler/registry/kernel_families.py with the C++
/// structs its selector fills (PushStructs.inc).
struct PushBlock {
  const char *family;
  const char *glsl;
};
const PushBlock kPushBlocks[] = {
#include "codegen/PushBlocks.inc"
};
/// The line of a template that its push-constant block replaces.
constexpr llvm::StringLiteral kPushMarker = "#pragma push_constants";
constexpr const char *kIncludeMarker = "#pragma edgec_include";
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

/// Everything besides the source that decides the SPIR-V: the settings glslToSpirv and optimizeAndValidate
/// use and the versions of the two libraries. A cache entry is named by the hash of this and the source.
static std::string compilerIdentity() {
  return "edgec shader cache 1; glslang " + std::to_string(GLSLANG_VERSION_MAJOR) + "." +
         std::to_string(GLSLANG_VERSION_MINOR) + "." + std::to_string(GLSLANG_VERSION_PATCH) +
         GLSLANG_VERSION_FLAVOR + " compute vulkan1.1 spv1.3 glsl450; " + spvSoftwareVersionDetailsString() +
         " vulkan1.1 performance passes, validated";
}

/// Runs SPIRV-Tools' performance passes on `words` and validates the result.
static llvm::Expected<std::vector<uint32_t>> optimizeAndValidate(const std::vector<uint32_t> &words,
                                                                 llvm::StringRef family) {
  std::string messages;
  auto consumer = [&](spv_message_level_t, const char *, const spv_position_t &position, const char *message) {
    messages += "word " + std::to_string(position.index) + ": " + message + "\n";
  };
  spvtools::Optimizer optimizer(SPV_ENV_VULKAN_1_1);
  optimizer.SetMessageConsumer(consumer);
  optimizer.RegisterPerformancePasses();
  std::vector<uint32_t> optimized;
  if (!optimizer.Run(words.data(), words.size(), &optimized))
    return failure("SPIRV-Tools optimizer failed on '" + family.str() + "': " + messages);
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  tools.SetMessageConsumer(consumer);
  if (!tools.Validate(optimized))
    return failure("SPIR-V of shader '" + family.str() + "' failed validation: " + messages);
  return optimized;
}

/// The SPIR-V a cache entry holds, or nothing where there is no entry or it is not a valid module (a
/// truncated or foreign file is compiled again and replaced, never trusted).
static std::optional<std::vector<uint32_t>> readCacheEntry(const std::string &path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file = llvm::MemoryBuffer::getFile(path);
  if (!file || (*file)->getBufferSize() % 4 != 0)
    return std::nullopt;
  std::vector<uint32_t> words((*file)->getBufferSize() / 4);
  memcpy(words.data(), (*file)->getBufferStart(), (*file)->getBufferSize());
  if (!spvtools::SpirvTools(SPV_ENV_VULKAN_1_1).Validate(words))
    return std::nullopt;
  return words;
}

/// Stores `words` as the entry `path`: written to a temporary file of the same directory and renamed, so a
/// concurrent edgec reads a whole entry or none. A failed write only costs the next compile its time.
static void writeCacheEntry(const std::string &path, llvm::ArrayRef<uint32_t> words) {
  int fd;
  llvm::SmallString<256> temporary;
  if (llvm::sys::fs::createUniqueFile(path + ".tmp-%%%%%%%%", fd, temporary))
    return;
  bool written;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(reinterpret_cast<const char *>(words.data()), words.size() * sizeof(uint32_t));
    os.close();
    written = !os.has_error();
    if (!written)
      os.clear_error();
  }
  if (!written || llvm::sys::fs::rename(temporary, path))
    llvm::sys::fs::remove(temporary);
}

llvm::Expected<std::vector<uint32_t>> edgec::compileShader(llvm::StringRef family, llvm::ArrayRef<std::string> defines,
                                                           llvm::StringRef cacheDirectory) {
  const char *common = shaderTemplate("common");
  const char *int64Pairs = shaderTemplate("int64_pairs");
  const char *body = shaderTemplate(family);
  if (!common || !int64Pairs || !body)
    return failure("no shader template '" + family.str() + "'");
  // The variant: defines right after #version, then the shared prologue (common.glsl and the int64 emulation
  // of int64_pairs.glsl, which only variants defining INT64_PAIRS compile) and the template.
  std::string source = "#version 450\n#define MAX_RANK " + std::to_string(edge::kMaxVulkanRank) + "\n";
  for (const std::string &define : defines) {
    size_t eq = define.find('=');
    source += "#define " + (eq == std::string::npos ? define : define.substr(0, eq) + " " + define.substr(eq + 1));
    source += "\n";
  }
  source += common;
  source += "\n";
  source += int64Pairs;
  source += "\n";
  // The template's `#pragma push_constants` line becomes the family's generated block.
  llvm::StringRef text(body);
  size_t marker = text.find(kPushMarker);
  const char *block = nullptr;
  for (const PushBlock &b : kPushBlocks)
    if (family == b.family)
      block = b.glsl;
  if (marker == llvm::StringRef::npos || !block)
    return failure("shader template '" + family.str() + "' has no " +
                   (block ? "'#pragma push_constants' line" : "push-constant block in kernel_families.py"));
  size_t lineEnd = text.find('\n', marker);
  std::string expanded = text.substr(0, marker).str();
  expanded += block;
  expanded += text.substr(lineEnd == llvm::StringRef::npos ? text.size() : lineEnd + 1).str();
  // `#pragma edgec_include NAME` lines become shaders/NAME.glsl: a core several templates share (gemm.glsl),
  // which may include others; each file once, where it is first included (as with #pragma once, but before
  // preprocessing: a file included in both branches of an #if is only in the first).
  llvm::StringSet<> included;
  for (size_t at; (at = expanded.find(kIncludeMarker)) != std::string::npos;) {
    size_t end = expanded.find('\n', at);
    end = end == std::string::npos ? expanded.size() : end;
    std::string name = llvm::StringRef(expanded).slice(at + strlen(kIncludeMarker), end).trim().str();
    const char *text = shaderTemplate(name);
    if (!text)
      return failure("shader template '" + family.str() + "' includes '" + name + "', which does not exist");
    expanded.replace(at, end - at, included.insert(name).second ? text : "");
  }
  source += expanded;

  std::string entry;
  if (!cacheDirectory.empty()) {
    llvm::SHA256 hash;
    hash.update(compilerIdentity());
    hash.update(llvm::StringRef("\0", 1));
    hash.update(source);
    llvm::SmallString<256> path(cacheDirectory);
    llvm::sys::path::append(path, llvm::toHex(hash.final(), /*LowerCase=*/true) + ".spv");
    entry = std::string(path);
    if (std::optional<std::vector<uint32_t>> cached = readCacheEntry(entry))
      return std::move(*cached);
  }
  llvm::Expected<std::vector<uint32_t>> words = glslToSpirv(source, family.str() + ".comp");
  if (!words)
    return words.takeError();
  llvm::Expected<std::vector<uint32_t>> optimized = optimizeAndValidate(*words, family);
  if (optimized && !entry.empty())
    writeCacheEntry(entry, *optimized);
  return optimized;
}

namespace {
// The few SPIR-V opcodes, decorations and storage classes reflection needs (SPIR-V specification, 3.x).
enum : uint32_t {
  kOpTypeInt = 21,
  kOpTypeFloat = 22,
  kOpTypeVector = 23,
  kOpTypeArray = 28,
  kOpTypeStruct = 30,
  kOpTypePointer = 32,
  kOpConstant = 43,
  kOpVariable = 59,
  kOpDecorate = 71,
  kOpMemberDecorate = 72,
  kDecorationArrayStride = 6,
  kDecorationBinding = 33,
  kDecorationOffset = 35,
  kStorageClassPushConstant = 9,
};
} // namespace

llvm::Expected<edgec::ShaderInterface> edgec::reflectShader(llvm::ArrayRef<uint32_t> words) {
  if (words.size() < 5 || words[0] != 0x07230203u)
    return failure("not a SPIR-V module");
  llvm::DenseMap<uint32_t, uint64_t> scalarSize, constants, arrayStride, bindings;
  llvm::DenseMap<uint32_t, std::pair<uint32_t, uint32_t>> arrays;   // id -> (element type, length id)
  llvm::DenseMap<uint32_t, std::vector<uint32_t>> structs;          // id -> member types
  llvm::DenseMap<uint32_t, std::vector<uint64_t>> memberOffsets;    // struct id -> offsets
  llvm::DenseMap<uint32_t, std::pair<uint32_t, uint32_t>> pointers; // id -> (storage class, pointee)
  std::vector<uint32_t> pushVariables;                              // pointer types of push-constant variables
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16, opcode = words[i] & 0xffff;
    if (count == 0 || i + count > words.size())
      return failure("malformed SPIR-V instruction stream");
    llvm::ArrayRef<uint32_t> op = words.slice(i + 1, count - 1);
    switch (opcode) {
    case kOpTypeInt:
    case kOpTypeFloat:
      if (op.size() >= 2)
        scalarSize[op[0]] = op[1] / 8;
      break;
    case kOpTypeVector:
      if (op.size() >= 3 && scalarSize.count(op[1]))
        scalarSize[op[0]] = scalarSize[op[1]] * op[2];
      break;
    case kOpTypeArray:
      if (op.size() >= 3)
        arrays[op[0]] = {op[1], op[2]};
      break;
    case kOpTypeStruct:
      if (!op.empty())
        structs[op[0]] = std::vector<uint32_t>(op.begin() + 1, op.end());
      break;
    case kOpTypePointer:
      if (op.size() >= 3)
        pointers[op[0]] = {op[1], op[2]};
      break;
    case kOpConstant:
      if (op.size() >= 3)
        constants[op[1]] = op[2];
      break;
    case kOpVariable:
      if (op.size() >= 3 && op[2] == kStorageClassPushConstant)
        pushVariables.push_back(op[0]);
      break;
    case kOpDecorate:
      if (op.size() >= 3 && op[1] == kDecorationArrayStride)
        arrayStride[op[0]] = op[2];
      if (op.size() >= 3 && op[1] == kDecorationBinding)
        bindings[op[0]] = op[2];
      break;
    case kOpMemberDecorate:
      if (op.size() >= 4 && op[2] == kDecorationOffset) {
        std::vector<uint64_t> &offsets = memberOffsets[op[0]];
        if (offsets.size() <= op[1])
          offsets.resize(op[1] + 1);
        offsets[op[1]] = op[3];
      }
      break;
    default:
      break;
    }
    i += count;
  }
  // Size of a type in the push-constant block (explicit layout: offsets and array strides are decorated).
  std::function<std::optional<uint64_t>(uint32_t, int)> sizeOf = [&](uint32_t type,
                                                                     int depth) -> std::optional<uint64_t> {
    if (depth > 8)
      return std::nullopt;
    if (auto it = scalarSize.find(type); it != scalarSize.end())
      return it->second;
    if (auto it = arrays.find(type); it != arrays.end()) {
      auto length = constants.find(it->second.second);
      auto stride = arrayStride.find(type);
      if (length == constants.end() || stride == arrayStride.end())
        return std::nullopt;
      return length->second * stride->second;
    }
    if (auto it = structs.find(type); it != structs.end()) {
      const std::vector<uint64_t> &offsets = memberOffsets[type];
      uint64_t size = 0;
      for (size_t m = 0; m < it->second.size(); ++m) {
        std::optional<uint64_t> member = sizeOf(it->second[m], depth + 1);
        if (!member || m >= offsets.size())
          return std::nullopt;
        size = std::max(size, offsets[m] + *member);
      }
      return size;
    }
    return std::nullopt;
  };
  ShaderInterface interface;
  uint32_t unknown;
  if (!::edge::spirvDeviceFeatures(words.data(), words.size(), &interface.requiredFeatures, &unknown))
    return failure("the shader declares SPIR-V capability " + std::to_string(unknown) +
                   ", which runtime-min cannot enable");
  for (uint32_t pointerType : pushVariables) {
    auto pointer = pointers.find(pointerType);
    std::optional<uint64_t> size = pointer == pointers.end() ? std::nullopt : sizeOf(pointer->second.second, 0);
    if (!size)
      return failure("cannot size the push-constant block of the shader");
    interface.pushConstantSize = std::max<uint32_t>(interface.pushConstantSize, uint32_t(*size));
  }
  for (auto &[id, binding] : bindings)
    interface.numBindings = std::max<uint32_t>(interface.numBindings, uint32_t(binding) + 1);
  return interface;
}

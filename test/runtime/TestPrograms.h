// Builds small .pte programs with flatc's generated code, for the runtime tests.
#ifndef EDGE_TEST_TESTPROGRAMS_H
#define EDGE_TEST_TESTPROGRAMS_H

#include "edge/runtime/Checksum.h"
#include "edge/runtime/Signature.h"
#include "edge/schema/program_generated.h"

#include <map>

#include <string>
#include <vector>

namespace edgetest {
namespace fb = edge::schema;

struct ValueSpec {
  std::vector<int64_t> shape;
  int64_t hostOffset;
  int64_t deviceOffset;
  fb::DType dtype; // f32 when left out of a brace initializer
  std::vector<int32_t> dynamicShape; // per dim a size expression index or -1; empty: static
  int32_t aliasedPlusOne;            // 1 + the value whose bytes it shares; 0 (left out): none
};

struct SymbolSpec {
  std::string name;
  int64_t min, max;
  int32_t source; // the kernel call that finds it in the data; -1: an input's dimension
  SymbolSpec(const std::string &n, int64_t lo, int64_t hi, int32_t from = -1)
      : name(n), min(lo), max(hi), source(from) {}
};

struct CallSpec {
  std::string kernel;
  std::vector<uint32_t> args;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  uint32_t numOutputs; // 0 (left out): the usual single output
  std::vector<uint32_t> sizedInts; // pairs (index in ints, size expression): run-time parameters
};

struct ProgramSpec {
  std::vector<ValueSpec> values;
  std::vector<uint32_t> inputs, outputs;
  std::vector<CallSpec> calls;
  std::vector<uint8_t> constants;
  std::vector<uint8_t> secretKey; // sign the program with it (edge::kSecretKeyBytes), as edgec compile --sign
  uint64_t hostSize = 0, deviceSize = 0;
  uint32_t version = uint32_t(fb::FormatVersion::Current);
  int64_t nbytesDelta = 0;                     // corrupts every value's nbytes by this much
  std::map<uint32_t, int64_t> constantOffsets; // values that are constants, at these offsets
  /// One Vulkan partition with one dispatch of a stub shader binding these values (not a runnable shader:
  /// for loader tests only).
  std::vector<uint32_t> dispatchBindings;
  uint32_t dispatchOutputs = 1; // the last this many bindings are written
  std::vector<uint32_t> uploads, downloads;
  bool seal = true; // append the checksum trailer, as edgec does
  std::vector<SymbolSpec> symbols;                  // dynamic shapes: the size symbols
  std::vector<std::vector<int64_t> > sizeExprs;     // and the size expressions' code
  std::vector<uint32_t> complexInputs, complexOutputs; // positions of complex64 inputs and outputs
  uint32_t prologueInstructions = 0; // the first this many instructions run only when the sizes change
};

inline std::vector<uint8_t> build(const ProgramSpec &s) {
  flatbuffers::FlatBufferBuilder b;
  std::vector<flatbuffers::Offset<fb::Value>> values;
  for (uint32_t i = 0; i < s.values.size(); ++i) {
    const ValueSpec &v = s.values[i];
    int64_t numel = 1;
    for (int64_t d : v.shape)
      numel *= d;
    int64_t size = 1;
    switch (v.dtype) {
    case fb::DType::f32:
    case fb::DType::i32:
      size = 4;
      break;
    case fb::DType::f64:
    case fb::DType::i64:
      size = 8;
      break;
    case fb::DType::f16:
    case fb::DType::i16:
      size = 2;
      break;
    default:
      break;
    }
    std::map<uint32_t, int64_t>::const_iterator c = s.constantOffsets.find(i);
    values.push_back(fb::CreateValue(b, v.dtype, b.CreateVector(v.shape), uint64_t(numel * size + s.nbytesDelta),
                                     v.hostOffset, v.deviceOffset, c == s.constantOffsets.end() ? -1 : c->second,
                                     v.dynamicShape.empty() ? 0 : b.CreateVector(v.dynamicShape), v.aliasedPlusOne - 1));
  }
  std::vector<flatbuffers::Offset<fb::Instruction>> instructions;
  for (const CallSpec &c : s.calls) {
    auto call = fb::CreateKernelCall(b, b.CreateString(c.kernel), b.CreateVector(c.args), b.CreateVector(c.ints),
                                     b.CreateVector(c.floats), c.numOutputs ? c.numOutputs : 1,
                                     c.sizedInts.empty() ? 0 : b.CreateVector(c.sizedInts));
    instructions.push_back(fb::CreateInstruction(b, fb::Op::KernelCall, call.Union()));
  }
  std::vector<flatbuffers::Offset<fb::VulkanPartition>> partitions;
  std::vector<flatbuffers::Offset<fb::Shader>> shaders;
  std::vector<flatbuffers::Offset<fb::Pipeline>> pipelines;
  if (!s.dispatchBindings.empty()) {
    // The smallest compute module the loader's SPIR-V checks accept: `void main() {}` with a 1x1x1 workgroup.
    const std::vector<uint32_t> spirv = {
        0x07230203u, 0x00010000u, 0, 5, 0,      // header, id bound 5
        0x00020011u, 1,                         // OpCapability Shader
        0x0003000Eu, 0, 1,                      // OpMemoryModel Logical GLSL450
        0x0005000Fu, 5, 3, 0x6E69616Du, 0,      // OpEntryPoint GLCompute %3 "main"
        0x00060010u, 3, 17, 1, 1, 1,            // OpExecutionMode %3 LocalSize 1 1 1
        0x00020013u, 1,                         // %1 = OpTypeVoid
        0x00030021u, 2, 1,                      // %2 = OpTypeFunction %1
        0x00050036u, 1, 3, 0, 2,                // %3 = OpFunction %1 None %2
        0x000200F8u, 4,                         // %4 = OpLabel
        0x000100FDu,                            // OpReturn
        0x00010038u};                           // OpFunctionEnd
    shaders.push_back(
        fb::CreateShader(b, b.CreateVector(spirv), uint32_t(s.dispatchBindings.size()), b.CreateString("stub"), 0));
    pipelines.push_back(fb::CreatePipeline(b, 0, b.CreateVector(std::vector<uint32_t>{1, 1, 1})));
    const std::vector<uint32_t> groups = {1, 1, 1};
    std::vector<flatbuffers::Offset<fb::Dispatch>> dispatches = {
        fb::CreateDispatch(b, 0, b.CreateVector(s.dispatchBindings), b.CreateVector(groups),
                           b.CreateVector(std::vector<uint32_t>()), b.CreateString("stub"),
                           uint32_t(s.dispatchOutputs))};
    partitions.push_back(fb::CreateVulkanPartition(b, b.CreateVector(s.uploads), b.CreateVector(dispatches),
                                                   b.CreateVector(s.downloads)));
    instructions.push_back(fb::CreateInstruction(b, fb::Op::VulkanCall, fb::CreateVulkanCall(b, 0).Union()));
  }
  std::vector<flatbuffers::Offset<fb::SizeSymbol>> symbols;
  for (size_t i = 0; i < s.symbols.size(); ++i)
    symbols.push_back(fb::CreateSizeSymbol(b, b.CreateString(s.symbols[i].name), s.symbols[i].min, s.symbols[i].max,
                                           s.symbols[i].source));
  std::vector<flatbuffers::Offset<fb::SizeExpr>> exprs;
  for (size_t i = 0; i < s.sizeExprs.size(); ++i)
    exprs.push_back(fb::CreateSizeExpr(b, b.CreateVector(s.sizeExprs[i])));
  std::vector<uint8_t> digests;
  if (!s.secretKey.empty())
    edge::blockDigests(s.constants.data(), s.constants.size(), edge::kConstantBlockSize, digests);
  auto program = fb::CreateProgram(b, s.version, b.CreateVector(values), b.CreateVector(s.inputs),
                                   b.CreateVector(s.outputs), b.CreateVector(instructions), b.CreateVector(partitions),
                                   b.CreateVector(shaders), b.CreateVector(pipelines), s.hostSize, s.deviceSize,
                                   b.CreateVector(symbols), b.CreateVector(exprs), b.CreateVector(s.complexInputs),
                                   b.CreateVector(s.complexOutputs), 0,
                                   fb::CreateConstantSegment(b, s.constants.size(), edge::kConstantBlockSize,
                                                             b.CreateVector(edge::blockHashes(
                                                                 s.constants.data(), s.constants.size(),
                                                                 edge::kConstantBlockSize)),
                                                             s.secretKey.empty() ? 0 : b.CreateVector(digests)),
                                   s.secretKey.empty() ? 0 : uint32_t(edge::kSignatureBytes), s.prologueInstructions);
  fb::FinishProgramBuffer(b, program);
  std::vector<uint8_t> bytes(b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize());
  if (s.seal) {
    std::vector<uint8_t> flatbuffer;
    flatbuffer.swap(bytes);
    uint8_t signature[edge::kSignatureBytes];
    if (!s.secretKey.empty())
      edge::signBytes(flatbuffer.data(), flatbuffer.size(), s.secretKey.data(), signature);
    edge::assembleProgram(flatbuffer.data(), flatbuffer.size(), s.constants.data(), s.constants.size(), bytes,
                          s.secretKey.empty() ? nullptr : signature, s.secretKey.empty() ? 0 : edge::kSignatureBytes);
  }
  return bytes;
}

/// out = a + 2 * b on [2,3] host tensors: a at 0, b at 256, out at 512.
inline ProgramSpec addProgram() {
  ProgramSpec s;
  s.values = {{{2, 3}, 0, -1}, {{2, 3}, 256, -1}, {{2, 3}, 512, -1}};
  s.inputs = {0, 1};
  s.outputs = {2};
  s.calls = {{"aten.add.Tensor", {0, 1, 2}, {1}, {2.0}}}; // alpha: a float Scalar
  s.hostSize = 768;
  return s;
}

/// y = relu(x) on the CPU, x and y f32[s0, 3] with s0 in [min, 4]: x at host 0, y at host 64 (planned for
/// the upper bound [4, 3]).
inline ProgramSpec dynamicReluProgram(int64_t min = 1) {
  ProgramSpec s;
  s.symbols.push_back(SymbolSpec{"s0", min, 4});
  s.sizeExprs.push_back(std::vector<int64_t>{1, 0}); // s0
  s.values = {{{4, 3}, 0, -1, fb::DType::f32, {0, -1}}, {{4, 3}, 64, -1, fb::DType::f32, {0, -1}}};
  s.inputs = {0};
  s.outputs = {1};
  s.calls = {{"aten.relu.default", {0, 1}, {}, {}}};
  s.hostSize = 128;
  return s;
}

/// A prologue (edgec's edge-hoist-prologue) and what reads it, on the CPU: p = app.square(c, c) of the constant
/// c f32[4, 3] (1..12) as f32[s0, 3] (its first s0 rows), then y = x + p for x f32[s0, 3], s0 in [1, 4]; x at
/// host 0, p at 64, y at 128. The app registers app.square.
inline ProgramSpec prologueProgram() {
  ProgramSpec s;
  s.symbols.push_back(SymbolSpec{"s0", 1, 4});
  s.sizeExprs.push_back(std::vector<int64_t>{1, 0}); // s0
  s.values = {{{4, 3}, 0, -1, fb::DType::f32, {0, -1}},
              {{4, 3}, -1, -1},
              {{4, 3}, 64, -1, fb::DType::f32, {0, -1}},
              {{4, 3}, 128, -1, fb::DType::f32, {0, -1}}};
  s.constantOffsets[1] = 0;
  for (int i = 1; i <= 12; ++i) {
    const float f = float(i);
    const uint8_t *bytes = reinterpret_cast<const uint8_t *>(&f);
    s.constants.insert(s.constants.end(), bytes, bytes + 4);
  }
  s.inputs = {0};
  s.outputs = {3};
  s.calls = {{"app.square", {1, 1, 2}, {}, {}}, {"aten.add.Tensor", {0, 2, 3}, {1}, {1.0}}};
  s.prologueInstructions = 1;
  s.hostSize = 192;
  return s;
}

/// y = upsample_bilinear2d(x, output_size=[s0, 4]) on the CPU: x f32[1, 1, s0, 2] at host 0, y f32[1, 1, s0, 4]
/// at host 64, s0 in [1, 4]; output_size's first element is a run-time parameter (its bound, 4, in the ints).
inline ProgramSpec resizeProgram() {
  ProgramSpec s;
  s.symbols.push_back(SymbolSpec{"s0", 1, 4});
  s.sizeExprs.push_back(std::vector<int64_t>{1, 0}); // s0
  s.values = {{{1, 1, 4, 2}, 0, -1, fb::DType::f32, {-1, -1, 0, -1}},
              {{1, 1, 4, 4}, 64, -1, fb::DType::f32, {-1, -1, 0, -1}}};
  s.inputs = {0};
  s.outputs = {1};
  CallSpec call = {"aten.upsample_bilinear2d.vec", {0, 1}, {1, 2, 4, 4, 0, 0}, {}, 1};
  call.sizedInts = {2, 0}; // ints[2], output_size[0], is size expression 0
  s.calls = {call};
  s.hostSize = 128;
  return s;
}

/// n = nonzero(x), y = n + 1 on the CPU: x f32[2,3] at host 0, n and y i64[u0, 2] planned for [6, 2] at
/// hosts 64 and 192; u0 in [0, 6] is found by the nonzero call (instruction 0).
inline ProgramSpec nonzeroProgram() {
  ProgramSpec s;
  s.symbols.push_back(SymbolSpec{"u0", 0, 6, 0});
  s.sizeExprs.push_back(std::vector<int64_t>{1, 0}); // u0
  s.values = {{{2, 3}, 0, -1}, {{6, 2}, 64, -1, fb::DType::i64, {0, -1}}, {{6, 2}, 192, -1, fb::DType::i64, {0, -1}}};
  s.inputs = {0};
  s.outputs = {2};
  s.calls = {{"aten.nonzero.default", {0, 1}, {}, {}}, {"aten.add.Scalar", {1, 2}, {0, 1, 0, 1}, {}}};
  s.hostSize = 320;
  return s;
}

/// x (host 0, device 0) -> one Vulkan dispatch -> y (device 256, host 256), both f32[2,3].
inline ProgramSpec vulkanProgram() {
  ProgramSpec s;
  s.values = {{{2, 3}, 0, 0}, {{2, 3}, 256, 256}};
  s.inputs = {0};
  s.outputs = {1};
  s.dispatchBindings = {0, 1};
  s.uploads = {0};
  s.downloads = {1};
  s.hostSize = 512;
  s.deviceSize = 512;
  return s;
}

/// vulkanProgram with y's device copy where x's is (device 0): the upload of x, a dispatch that does nothing, the
/// download of y give y = x, through whatever memory holds their host copies.
inline ProgramSpec vulkanEchoProgram() {
  ProgramSpec s = vulkanProgram();
  s.values[1].deviceOffset = 0;
  return s;
}
} // namespace edgetest

#endif

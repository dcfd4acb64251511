// Builds small .pte programs with flatc's generated code, for the runtime tests.
#ifndef EDGE_TEST_TESTPROGRAMS_H
#define EDGE_TEST_TESTPROGRAMS_H

#include "edge/schema/program_generated.h"

#include <string>
#include <vector>

namespace edgetest {
namespace fb = edge::schema;

struct ValueSpec {
  std::vector<int64_t> shape;
  int64_t hostOffset;
  int64_t deviceOffset;
};

struct CallSpec {
  std::string kernel;
  std::vector<uint32_t> args;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  uint32_t numOutputs; // 0 (left out): the usual single output
};

struct ProgramSpec {
  std::vector<ValueSpec> values;
  std::vector<uint32_t> inputs, outputs;
  std::vector<CallSpec> calls;
  std::vector<uint8_t> constants;
  uint64_t hostSize = 0, deviceSize = 0;
  uint32_t version = uint32_t(fb::FormatVersion::Current);
  int64_t nbytesDelta = 0; // corrupts every value's nbytes by this much
};

inline std::vector<uint8_t> build(const ProgramSpec &s) {
  flatbuffers::FlatBufferBuilder b;
  std::vector<flatbuffers::Offset<fb::Value>> values;
  for (const ValueSpec &v : s.values) {
    int64_t numel = 1;
    for (int64_t d : v.shape)
      numel *= d;
    values.push_back(fb::CreateValue(b, fb::DType::f32, b.CreateVector(v.shape), uint64_t(numel * 4 + s.nbytesDelta),
                                     v.hostOffset, v.deviceOffset, -1));
  }
  std::vector<flatbuffers::Offset<fb::Instruction>> instructions;
  for (const CallSpec &c : s.calls) {
    auto call = fb::CreateKernelCall(b, b.CreateString(c.kernel), b.CreateVector(c.args), b.CreateVector(c.ints),
                                     b.CreateVector(c.floats), c.numOutputs ? c.numOutputs : 1);
    instructions.push_back(fb::CreateInstruction(b, fb::Op::KernelCall, call.Union()));
  }
  std::vector<flatbuffers::Offset<fb::VulkanPartition>> partitions;
  std::vector<flatbuffers::Offset<fb::Shader>> shaders;
  std::vector<flatbuffers::Offset<fb::Pipeline>> pipelines;
  auto program = fb::CreateProgram(b, s.version, b.CreateVector(values), b.CreateVector(s.inputs),
                                   b.CreateVector(s.outputs), b.CreateVector(instructions), b.CreateVector(partitions),
                                   b.CreateVector(shaders), b.CreateVector(pipelines), b.CreateVector(s.constants),
                                   s.hostSize, s.deviceSize);
  fb::FinishProgramBuffer(b, program);
  return std::vector<uint8_t>(b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize());
}

/// out = a + 2 * b on [2,3] host tensors: a at 0, b at 256, out at 512.
inline ProgramSpec addProgram() {
  ProgramSpec s;
  s.values = {{{2, 3}, 0, -1}, {{2, 3}, 256, -1}, {{2, 3}, 512, -1}};
  s.inputs = {0, 1};
  s.outputs = {2};
  s.calls = {{"aten.add.Tensor", {0, 1, 2}, {}, {2.0}}};
  s.hostSize = 768;
  return s;
}
} // namespace edgetest

#endif

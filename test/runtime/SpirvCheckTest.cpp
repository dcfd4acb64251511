// The runtime's own SPIR-V checks (runtime-min/src/SpirvCheck.h) on small hand-assembled compute modules: what
// they compute (workgroup size, shared memory, specialization constants applied) and each rule they refuse.
#include "SpirvCheck.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <initializer_list>
#include <string>
#include <vector>

namespace {

// Opcodes, decorations and enumerants (the SPIR-V specification's numbers).
enum : uint32_t {
  OpCapability = 17, OpMemoryModel = 14, OpEntryPoint = 15, OpExecutionMode = 16, OpTypeVoid = 19, OpTypeInt = 21,
  OpTypeVector = 23, OpTypeArray = 28, OpTypeStruct = 30, OpTypePointer = 32, OpTypeFunction = 33, OpConstant = 43,
  OpSpecConstant = 50, OpSpecConstantComposite = 51, OpSpecConstantOp = 52, OpFunction = 54, OpFunctionEnd = 56,
  OpFunctionCall = 57, OpVariable = 59, OpDecorate = 71, OpMemberDecorate = 72, OpLabel = 248, OpReturn = 253,
};
enum : uint32_t { Workgroup = 4, PushConstant = 9, StorageBuffer = 12 };

// Ids of the module below.
enum : uint32_t {
  kVoid = 1, kFnType, kMain, kLabel, kUint, kTile, kArray, kArrayPtr, kShared, kUvec3, kWgX, kWgY, kWgZ, kWgSize,
  kBlock, kBlockPtr, kBuffer, kPushBlock, kPushPtr, kPush, kTwice, kBound
};

struct Options {
  const char *entryName = "main";
  uint32_t localSize[3] = {8, 1, 1};
  bool workgroupBuiltIn = false; // gl_WorkGroupSize from specialization constants 0, 1, 2
  bool sharedArray = false;      // shared uint[spec constant 3, default 64]
  bool sharedOfWorkgroup = false; // shared uint[gl_WorkGroupSize.x * 2] (needs workgroupBuiltIn)
  bool recursion = false;
  bool storageBuffer = false;
  uint32_t descriptorSet = 0, binding = 0;
  bool decorateBuffer = true;
  uint32_t pushMemberOffset = 0; // a push-constant block {uint at 0, uint at this offset} when non-zero
  uint32_t extraCapability = 0;
};

class Module {
public:
  explicit Module(const Options &o) {
    w = {0x07230203u, 0x00010300u, 0, kBound, 0};
    op(OpCapability, {1});
    if (o.extraCapability)
      op(OpCapability, {o.extraCapability});
    op(OpMemoryModel, {0, 1});
    uint32_t name[2] = {0, 0};
    std::memcpy(name, o.entryName, std::min<size_t>(std::strlen(o.entryName), 7));
    op(OpEntryPoint, {5, kMain, name[0], name[1]});
    op(OpExecutionMode, {kMain, 17, o.localSize[0], o.localSize[1], o.localSize[2]});
    op(OpDecorate, {kTile, 1, 3}); // SpecId 3
    if (o.workgroupBuiltIn) {
      op(OpDecorate, {kWgX, 1, 0});
      op(OpDecorate, {kWgY, 1, 1});
      op(OpDecorate, {kWgZ, 1, 2});
      op(OpDecorate, {kWgSize, 11, 25}); // BuiltIn WorkgroupSize
    }
    if (o.storageBuffer) {
      op(OpDecorate, {kBlock, 2});                 // Block
      op(OpMemberDecorate, {kBlock, 0, 35, 0});    // Offset 0
      if (o.decorateBuffer) {
        op(OpDecorate, {kBuffer, 34, o.descriptorSet});
        op(OpDecorate, {kBuffer, 33, o.binding});
      }
    }
    if (o.pushMemberOffset) {
      op(OpDecorate, {kPushBlock, 2});
      op(OpMemberDecorate, {kPushBlock, 0, 35, 0});
      op(OpMemberDecorate, {kPushBlock, 1, 35, o.pushMemberOffset});
    }
    op(OpTypeVoid, {kVoid});
    op(OpTypeFunction, {kFnType, kVoid});
    op(OpTypeInt, {kUint, 32, 0});
    op(OpTypeVector, {kUvec3, kUint, 3});
    op(OpSpecConstant, {kUint, kTile, 64});
    op(OpSpecConstant, {kUint, kWgX, 1});
    op(OpSpecConstant, {kUint, kWgY, 1});
    op(OpSpecConstant, {kUint, kWgZ, 1});
    op(OpSpecConstantComposite, {kUvec3, kWgSize, kWgX, kWgY, kWgZ});
    if (o.sharedArray || o.sharedOfWorkgroup) {
      uint32_t length = kTile;
      if (o.sharedOfWorkgroup) {
        op(OpConstant, {kUint, kTwice + 100, 2}); // id beyond the enum's, below the bound
        op(OpSpecConstantOp, {kUint, kTwice + 101, 81, kWgSize, 0}); // gl_WorkGroupSize.x
        op(OpSpecConstantOp, {kUint, kTwice, 132, kTwice + 101, kTwice + 100}); // * 2
        length = kTwice;
      }
      op(OpTypeArray, {kArray, kUint, length});
      op(OpTypePointer, {kArrayPtr, Workgroup, kArray});
      op(OpVariable, {kArrayPtr, kShared, Workgroup});
    }
    if (o.storageBuffer) {
      op(OpTypeStruct, {kBlock, kUint});
      op(OpTypePointer, {kBlockPtr, StorageBuffer, kBlock});
      op(OpVariable, {kBlockPtr, kBuffer, StorageBuffer});
    }
    if (o.pushMemberOffset) {
      op(OpTypeStruct, {kPushBlock, kUint, kUint});
      op(OpTypePointer, {kPushPtr, PushConstant, kPushBlock});
      op(OpVariable, {kPushPtr, kPush, PushConstant});
    }
    op(OpFunction, {kVoid, kMain, 0, kFnType});
    op(OpLabel, {kLabel});
    if (o.recursion)
      op(OpFunctionCall, {kVoid, kTwice + 102, kMain});
    op(OpReturn, {});
    op(OpFunctionEnd, {});
    w[3] = kTwice + 103;
  }

  edge::Error check(edge::PipelineNeeds *needs, std::vector<uint32_t> spec = {}, uint32_t pushBytes = 16) const {
    return edge::checkSpirv(w.data(), w.size(), 2, pushBytes, spec.data(), spec.size(), needs);
  }

  std::vector<uint32_t> w;

private:
  void op(uint32_t opcode, std::initializer_list<uint32_t> operands) {
    w.push_back(uint32_t(operands.size() + 1) << 16 | opcode);
    w.insert(w.end(), operands.begin(), operands.end());
  }
};

void requireRefused(const Module &m, const std::string &why, std::vector<uint32_t> spec = {}, uint32_t push = 16) {
  edge::PipelineNeeds needs;
  edge::Error e = m.check(&needs, spec, push);
  INFO(e.message());
  REQUIRE(e.code() == edge::ErrorCode::InvalidProgram);
  REQUIRE(e.message().find(why) != std::string::npos);
}

} // namespace

TEST_CASE("SPIR-V checks: what a module needs, specialization constants applied", "[spirv]") {
  edge::PipelineNeeds needs;
  Options o;
  REQUIRE(Module(o).check(&needs).ok());
  CHECK(needs.workgroupSize[0] == 8);
  CHECK(needs.workgroupSize[1] == 1);
  CHECK(needs.workgroupMemoryBytes == 0);

  o.sharedArray = true; // uint[spec constant 3]: its default 64, or the pipeline's value
  REQUIRE(Module(o).check(&needs).ok());
  CHECK(needs.workgroupMemoryBytes == 64 * 4);
  REQUIRE(Module(o).check(&needs, {8, 1, 1, 1000}).ok());
  CHECK(needs.workgroupMemoryBytes == 1000 * 4);

  // gl_WorkGroupSize from specialization constants 0-2 overrides the LocalSize literals.
  Options b;
  b.workgroupBuiltIn = true;
  b.localSize[0] = 1024, b.localSize[1] = 1024, b.localSize[2] = 64;
  REQUIRE(Module(b).check(&needs, {32, 2, 1}).ok());
  CHECK(needs.workgroupSize[0] == 32);
  CHECK(needs.workgroupSize[1] == 2);
  CHECK(needs.workgroupSize[2] == 1);
  // Without the built-in, the literal is what runs, whatever the constants say.
  b.workgroupBuiltIn = false;
  REQUIRE(Module(b).check(&needs, {32, 2, 1}).ok());
  CHECK(needs.workgroupSize[0] == 1024);
  CHECK(needs.workgroupSize[2] == 64);

  // shared uint[gl_WorkGroupSize.x * 2]: constant expressions over the specialization constants.
  Options s;
  s.workgroupBuiltIn = s.sharedOfWorkgroup = true;
  REQUIRE(Module(s).check(&needs, {128, 1, 1}).ok());
  CHECK(needs.workgroupMemoryBytes == 128 * 2 * 4);

  Options r;
  r.storageBuffer = true;
  r.binding = 1;
  r.pushMemberOffset = 12;
  REQUIRE(Module(r).check(&needs, {}, 16).ok());
}

TEST_CASE("SPIR-V checks: each rule refuses a module that breaks it", "[spirv]") {
  Options o;
  Module bound(o);
  bound.w[3] = 0xffffffffu;
  requireRefused(bound, "an id bound of 4294967295");

  Module truncated(o);
  truncated.w.pop_back();
  truncated.w.back() = 0x00090038u; // OpFunctionEnd claiming nine words at the end
  requireRefused(truncated, "runs past the end");

  Module version(o);
  version.w[1] = 0x00020000u;
  requireRefused(version, "unknown SPIR-V version");

  Options name;
  name.entryName = "mainx";
  requireRefused(Module(name), "an entry point not named main");

  Options recursion;
  recursion.recursion = true;
  requireRefused(Module(recursion), "recursion");

  Options capability;
  capability.extraCapability = 5345; // PhysicalStorageBufferAddresses: pointers the runtime cannot check
  requireRefused(Module(capability), "capability 5345");

  Options set;
  set.storageBuffer = true;
  set.descriptorSet = 1;
  requireRefused(Module(set), "descriptor set 1");
  set.descriptorSet = 0;
  set.binding = 2;
  requireRefused(Module(set), "binding 2, the shader has 2");
  set.binding = 0;
  set.decorateBuffer = false;
  requireRefused(Module(set), "without a descriptor set and binding");

  Options push;
  push.pushMemberOffset = 60; // {uint at 0, uint at 60}: 64 bytes
  requireRefused(Module(push), "a push-constant block of 64 bytes, the shader is given 16");
  edge::PipelineNeeds needs;
  REQUIRE(Module(push).check(&needs, {}, 64).ok());

  Options zero;
  zero.localSize[1] = 0;
  requireRefused(Module(zero), "a workgroup size that is missing");

  Options shared;
  shared.sharedArray = true;
  requireRefused(Module(shared), "workgroup memory whose size cannot be computed", {8, 1, 1, 0}); // uint[0]
}

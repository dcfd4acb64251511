#include "SpirvCheck.h"

#include "edge/runtime/DeviceFeatures.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <utility>
#include <vector>

namespace edge {
namespace {

// SPIR-V opcodes, decorations, storage classes and built-ins (the specification's numbers).
enum : uint32_t {
  OpEntryPoint = 15, OpExecutionMode = 16, OpTypeBool = 20, OpTypeInt = 21, OpTypeFloat = 22, OpTypeVector = 23,
  OpTypeMatrix = 24, OpTypeArray = 28, OpTypeStruct = 30, OpTypePointer = 32, OpConstantTrue = 41,
  OpConstantFalse = 42, OpConstant = 43, OpConstantComposite = 44, OpConstantNull = 46, OpSpecConstantTrue = 48,
  OpSpecConstantFalse = 49, OpSpecConstant = 50, OpSpecConstantComposite = 51, OpSpecConstantOp = 52,
  OpFunction = 54, OpFunctionEnd = 56, OpFunctionCall = 57, OpVariable = 59, OpDecorate = 71, OpMemberDecorate = 72,
  OpDecorationGroup = 73, OpGroupDecorate = 74, OpGroupMemberDecorate = 75, OpExecutionModeId = 331, OpDecorateId = 332,
};
enum : uint32_t {
  DecorationSpecId = 1, DecorationBlock = 2, DecorationBufferBlock = 3, DecorationArrayStride = 6,
  DecorationBuiltIn = 11, DecorationBinding = 33, DecorationDescriptorSet = 34, DecorationOffset = 35,
};
enum : uint32_t {
  StorageInput = 1, StorageUniform = 2, StorageWorkgroup = 4, StoragePrivate = 6, StorageFunction = 7,
  StoragePushConstant = 9, StorageStorageBuffer = 12,
};
const uint32_t kBuiltInWorkgroupSize = 25, kExecutionModelGLCompute = 5, kModeLocalSize = 17, kModeLocalSizeId = 38;
const uint32_t kSpirvMagic = 0x07230203u;
const int kMaxDepth = 32; // nesting of types and constant expressions: edgec's shaders use a few levels

Error bad(const std::string &message) { return Error(ErrorCode::InvalidProgram, "SPIR-V module: " + message); }

class Module {
public:
  Module(const uint32_t *words, size_t count, const uint32_t *spec, size_t numSpec)
      : w_(words), count_(count), spec_(spec), numSpec_(numSpec) {}

  Error check(uint32_t numBindings, uint32_t pushConstantBytes, PipelineNeeds *needs);

private:
  // The instruction defining `id` (its word offset), or 0 where none does.
  size_t def(uint32_t id) const { return id < defs_.size() ? defs_[id] : 0; }
  uint32_t opcode(size_t at) const { return w_[at] & 0xffffu; }
  uint32_t length(size_t at) const { return w_[at] >> 16; }
  bool sizeOf(uint32_t type, bool explicitLayout, int depth, uint64_t *bytes) const;
  bool evaluate(uint32_t id, int depth, int64_t *value) const;
  bool evaluateOp(size_t at, int depth, int64_t *value) const;
  /// `value` as the integer type `type` holds it (wrapped to its width, sign-extended where signed).
  bool normalize(uint32_t type, int64_t *value) const;

  const uint32_t *w_;
  size_t count_;
  const uint32_t *spec_;
  size_t numSpec_;
  std::vector<size_t> defs_;
  std::map<uint32_t, uint32_t> specIds_, arrayStrides_;
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> memberOffsets_;
};

bool Module::normalize(uint32_t type, int64_t *value) const {
  size_t at = def(type);
  if (!at)
    return false;
  if (opcode(at) == OpTypeBool) {
    *value = *value != 0;
    return true;
  }
  if (opcode(at) != OpTypeInt || length(at) < 4)
    return false;
  uint32_t width = w_[at + 2];
  bool isSigned = w_[at + 3] != 0;
  if (width == 32)
    *value = isSigned ? int64_t(int32_t(uint32_t(*value))) : int64_t(uint32_t(*value));
  else if (width != 64)
    return false;
  return true;
}

bool Module::evaluate(uint32_t id, int depth, int64_t *value) const {
  size_t at = def(id);
  if (!at || depth > kMaxDepth)
    return false;
  uint32_t op = opcode(at), n = length(at);
  uint32_t type = w_[at + 1];
  switch (op) {
  case OpConstantTrue:
  case OpConstantFalse:
  case OpSpecConstantTrue:
  case OpSpecConstantFalse: {
    *value = op == OpConstantTrue || op == OpSpecConstantTrue;
    std::map<uint32_t, uint32_t>::const_iterator s = specIds_.find(id);
    if ((op == OpSpecConstantTrue || op == OpSpecConstantFalse) && s != specIds_.end() && s->second < numSpec_)
      *value = spec_[s->second] != 0;
    return true;
  }
  case OpConstantNull:
    *value = 0;
    return normalize(type, value);
  case OpConstant:
  case OpSpecConstant: {
    if (n < 4)
      return false;
    uint64_t bits = w_[at + 3];
    if (n >= 5)
      bits |= uint64_t(w_[at + 4]) << 32;
    std::map<uint32_t, uint32_t>::const_iterator s = specIds_.find(id);
    if (op == OpSpecConstant && s != specIds_.end() && s->second < numSpec_)
      bits = spec_[s->second];
    *value = int64_t(bits);
    return normalize(type, value);
  }
  case OpSpecConstantOp:
    return evaluateOp(at, depth, value) && normalize(type, value);
  default:
    return false; // not an integer constant: a float, a composite, or not a constant at all
  }
}

bool Module::evaluateOp(size_t at, int depth, int64_t *value) const {
  uint32_t n = length(at);
  if (n < 5)
    return false;
  uint32_t op = w_[at + 3];
  if (op == 81) { // OpCompositeExtract of one index from a constant composite (gl_WorkGroupSize.x)
    size_t composite = def(w_[at + 4]);
    if (n != 6 || !composite || (opcode(composite) != OpConstantComposite && opcode(composite) != OpSpecConstantComposite))
      return false;
    uint32_t index = w_[at + 5];
    if (index >= length(composite) - 3)
      return false;
    return evaluate(w_[composite + 3 + index], depth + 1, value);
  }
  int64_t a = 0, b = 0, c = 0;
  uint32_t operands = n - 4;
  if (operands < 1 || operands > 3 || !evaluate(w_[at + 4], depth + 1, &a) ||
      (operands >= 2 && !evaluate(w_[at + 5], depth + 1, &b)) || (operands == 3 && !evaluate(w_[at + 6], depth + 1, &c)))
    return false;
  uint64_t ua = uint64_t(a), ub = uint64_t(b);
  switch (operands * 1000 + op) {
  case 1000 + 113: // UConvert
  case 1000 + 114: // SConvert
    *value = a;
    return true;
  case 1000 + 126: // SNegate
    *value = int64_t(0 - ua);
    return true;
  case 1000 + 200: // Not
    *value = int64_t(~ua);
    return true;
  case 1000 + 168: // LogicalNot
    *value = !a;
    return true;
  case 2000 + 128: *value = int64_t(ua + ub); return true; // IAdd
  case 2000 + 130: *value = int64_t(ua - ub); return true; // ISub
  case 2000 + 132: *value = int64_t(ua * ub); return true; // IMul
  case 2000 + 134: // UDiv
  case 2000 + 137: // UMod
    if (ub == 0)
      return false;
    *value = int64_t(op == 134 ? ua / ub : ua % ub);
    return true;
  case 2000 + 135: // SDiv
  case 2000 + 138: // SRem
  case 2000 + 139: // SMod
    if (b == 0 || (a == INT64_MIN && b == -1))
      return false;
    *value = op == 135 ? a / b : a % b;
    if (op == 139 && *value != 0 && ((*value < 0) != (b < 0)))
      *value += b;
    return true;
  case 2000 + 194: *value = ub >= 64 ? 0 : int64_t(ua >> ub); return true;         // ShiftRightLogical
  case 2000 + 195: *value = ub >= 64 ? (a < 0 ? -1 : 0) : a >> ub; return true;     // ShiftRightArithmetic
  case 2000 + 196: *value = ub >= 64 ? 0 : int64_t(ua << ub); return true;         // ShiftLeftLogical
  case 2000 + 197: *value = int64_t(ua | ub); return true;                         // BitwiseOr
  case 2000 + 198: *value = int64_t(ua ^ ub); return true;                         // BitwiseXor
  case 2000 + 199: *value = int64_t(ua & ub); return true;                         // BitwiseAnd
  case 2000 + 164: *value = (a != 0) == (b != 0); return true;                     // LogicalEqual
  case 2000 + 165: *value = (a != 0) != (b != 0); return true;                     // LogicalNotEqual
  case 2000 + 166: *value = a || b; return true;                                   // LogicalOr
  case 2000 + 167: *value = a && b; return true;                                   // LogicalAnd
  case 2000 + 170: *value = a == b; return true;                                   // IEqual
  case 2000 + 171: *value = a != b; return true;                                   // INotEqual
  case 2000 + 172: *value = ua > ub; return true;                                  // UGreaterThan
  case 2000 + 173: *value = a > b; return true;                                    // SGreaterThan
  case 2000 + 174: *value = ua >= ub; return true;                                 // UGreaterThanEqual
  case 2000 + 175: *value = a >= b; return true;                                   // SGreaterThanEqual
  case 2000 + 176: *value = ua < ub; return true;                                  // ULessThan
  case 2000 + 177: *value = a < b; return true;                                    // SLessThan
  case 2000 + 178: *value = ua <= ub; return true;                                 // ULessThanEqual
  case 2000 + 179: *value = a <= b; return true;                                   // SLessThanEqual
  case 3000 + 169: *value = a ? b : c; return true;                                // Select
  default:
    return false;
  }
}

bool Module::sizeOf(uint32_t type, bool explicitLayout, int depth, uint64_t *bytes) const {
  size_t at = def(type);
  if (!at || depth > kMaxDepth)
    return false;
  const uint64_t kTooLarge = uint64_t(1) << 40; // stops overflow; every real block is far smaller
  uint32_t n = length(at);
  switch (opcode(at)) {
  case OpTypeBool:
    *bytes = 4;
    return true;
  case OpTypeInt:
  case OpTypeFloat:
    if (n < 3 || (w_[at + 2] != 8 && w_[at + 2] != 16 && w_[at + 2] != 32 && w_[at + 2] != 64))
      return false;
    *bytes = w_[at + 2] / 8;
    return true;
  case OpTypeVector:
  case OpTypeMatrix: {
    uint64_t element;
    if (n < 4 || w_[at + 3] < 2 || w_[at + 3] > 4 || !sizeOf(w_[at + 2], explicitLayout, depth + 1, &element))
      return false;
    *bytes = element * w_[at + 3];
    return true;
  }
  case OpTypeArray: {
    uint64_t element;
    int64_t count;
    if (n < 4 || !sizeOf(w_[at + 2], explicitLayout, depth + 1, &element) || !evaluate(w_[at + 3], 0, &count) ||
        count < 1 || uint64_t(count) > kTooLarge)
      return false;
    std::map<uint32_t, uint32_t>::const_iterator stride = arrayStrides_.find(type);
    if (explicitLayout && stride != arrayStrides_.end())
      element = stride->second;
    if (element > kTooLarge / uint64_t(count))
      return false;
    *bytes = element * uint64_t(count);
    return true;
  }
  case OpTypeStruct: {
    uint64_t total = 0;
    for (uint32_t m = 0; m + 2 < n; ++m) {
      uint64_t member;
      if (!sizeOf(w_[at + 2 + m], explicitLayout, depth + 1, &member))
        return false;
      if (explicitLayout) {
        std::map<std::pair<uint32_t, uint32_t>, uint32_t>::const_iterator offset =
            memberOffsets_.find(std::make_pair(type, m));
        if (offset == memberOffsets_.end())
          return false;
        total = std::max(total, offset->second + member);
      } else {
        total += member;
      }
      if (total > kTooLarge)
        return false;
    }
    *bytes = total;
    return true;
  }
  default:
    return false; // runtime arrays, pointers, images: nothing with a size in a block or in shared memory
  }
}

Error Module::check(uint32_t numBindings, uint32_t pushConstantBytes, PipelineNeeds *needs) {
  if (count_ < 5 || w_[0] != kSpirvMagic)
    return bad("no SPIR-V header");
  uint32_t version = w_[1], bound = w_[3];
  if ((version & 0xff0000ffu) != 0 || version < 0x00010000u || version > 0x00010600u)
    return bad(formatMessage("unknown SPIR-V version 0x%08x", version));
  // Drivers size tables by the bound. An optimized module leaves some ids unused (the bound can pass the word
  // count), never four per word: more than that is no compiler's module.
  if (bound == 0 || bound / 4 > count_ || w_[4] != 0)
    return bad(formatMessage("an id bound of %u for %zu words", bound, count_));
  uint32_t unknownCapability = 0;
  if (!spirvDeviceFeatures(w_, count_, &needs->deviceFeatures, &unknownCapability))
    return bad(unknownCapability ? formatMessage("capability %u is not one edgec's shaders use", unknownCapability)
                                 : std::string("an instruction runs past the end of the module"));

  defs_.assign(bound, 0);
  std::vector<std::pair<uint32_t, uint32_t> > calls; // (caller, callee)
  std::vector<size_t> variables;
  std::map<uint32_t, uint32_t> descriptorSets, bindings;
  std::map<uint32_t, bool> blocks; // struct id -> decorated BufferBlock (true) or Block (false)
  uint32_t entryPoints = 0, entry = 0, workgroupSizeId = 0, function = 0;
  size_t localSize = 0, localSizeId = 0;
  for (size_t at = 5; at < count_; at += length(at)) {
    uint32_t op = opcode(at), n = length(at);
    switch (op) {
    case OpEntryPoint: {
      ++entryPoints;
      if (n < 4 || w_[at + 1] != kExecutionModelGLCompute)
        return bad("an entry point that is not a compute shader");
      // The name "main\0" packed in words, then the interface.
      if (n < 5 || std::memcmp(&w_[at + 3], "main", 4) != 0 || (w_[at + 4] & 0xffu) != 0)
        return bad("an entry point not named main");
      entry = w_[at + 2];
      break;
    }
    case OpExecutionMode:
      if (n >= 3 && w_[at + 2] == kModeLocalSize) {
        if (n != 6)
          return bad("a malformed LocalSize");
        localSize = at;
      }
      break;
    case OpExecutionModeId:
      if (n >= 3 && w_[at + 2] == kModeLocalSizeId) {
        if (n != 6)
          return bad("a malformed LocalSizeId");
        localSizeId = at;
      }
      break;
    case OpDecorationGroup:
    case OpGroupDecorate:
    case OpGroupMemberDecorate:
    case OpDecorateId:
      return bad("decoration groups and id decorations, which edgec's shaders do not use");
    case OpDecorate: {
      if (n < 3 || w_[at + 1] >= bound)
        return bad("a malformed decoration");
      uint32_t target = w_[at + 1], decoration = w_[at + 2], literal = n >= 4 ? w_[at + 3] : 0;
      if (decoration == DecorationDescriptorSet || decoration == DecorationBinding || decoration == DecorationSpecId ||
          decoration == DecorationArrayStride || decoration == DecorationBuiltIn) {
        if (n != 4)
          return bad("a malformed decoration");
      }
      if (decoration == DecorationDescriptorSet)
        descriptorSets[target] = literal;
      else if (decoration == DecorationBinding)
        bindings[target] = literal;
      else if (decoration == DecorationSpecId)
        specIds_[target] = literal;
      else if (decoration == DecorationArrayStride)
        arrayStrides_[target] = literal;
      else if (decoration == DecorationBuiltIn && literal == kBuiltInWorkgroupSize)
        workgroupSizeId = target;
      else if (decoration == DecorationBlock || decoration == DecorationBufferBlock)
        blocks[target] = decoration == DecorationBufferBlock;
      break;
    }
    case OpMemberDecorate:
      if (n < 4 || w_[at + 1] >= bound)
        return bad("a malformed member decoration");
      if (w_[at + 3] == DecorationOffset) {
        if (n != 5)
          return bad("a malformed member offset");
        memberOffsets_[std::make_pair(w_[at + 1], w_[at + 2])] = w_[at + 4];
      }
      break;
    case OpFunction:
      if (n != 5 || w_[at + 2] >= bound || function)
        return bad("a malformed function");
      function = w_[at + 2];
      defs_[function] = at;
      break;
    case OpFunctionEnd:
      function = 0;
      break;
    case OpFunctionCall:
      if (n < 4 || !function || w_[at + 3] >= bound)
        return bad("a malformed function call");
      calls.push_back(std::make_pair(function, w_[at + 3]));
      break;
    case OpVariable:
      if (n < 4)
        return bad("a malformed variable");
      variables.push_back(at);
      break;
    default:
      break;
    }
    // Types and constants, which sizes and counts are computed from: result id in word 1.
    if ((op >= OpTypeBool && op <= OpTypeStruct) || op == OpTypePointer) {
      if (n < 2 || w_[at + 1] >= bound)
        return bad("a type id beyond the bound");
      defs_[w_[at + 1]] = at;
    } else if ((op >= OpConstantTrue && op <= OpConstantNull) || (op >= OpSpecConstantTrue && op <= OpSpecConstantOp) ||
               op == OpVariable) {
      if (n < 3 || w_[at + 2] >= bound)
        return bad("a constant or variable id beyond the bound");
      defs_[w_[at + 2]] = at;
    }
  }
  if (entryPoints != 1 || !entry || !def(entry) || opcode(def(entry)) != OpFunction)
    return bad(formatMessage("%u entry points (one compute shader \"main\" expected)", entryPoints));

  // No recursion (Vulkan forbids it; drivers inline and do not stop): a call graph without cycles.
  std::map<uint32_t, std::vector<uint32_t> > callees;
  for (size_t i = 0; i < calls.size(); ++i)
    callees[calls[i].first].push_back(calls[i].second);
  std::map<uint32_t, int> state; // 1: on the path, 2: done
  for (std::map<uint32_t, std::vector<uint32_t> >::const_iterator root = callees.begin(); root != callees.end();
       ++root) {
    std::vector<std::pair<uint32_t, size_t> > path(1, std::make_pair(root->first, size_t(0)));
    if (state[root->first] == 2)
      continue;
    state[root->first] = 1;
    while (!path.empty()) {
      uint32_t f = path.back().first;
      const std::vector<uint32_t> &next = callees[f];
      if (path.back().second == next.size()) {
        state[f] = 2;
        path.pop_back();
        continue;
      }
      uint32_t callee = next[path.back().second++];
      if (state[callee] == 1)
        return bad("recursion (a function calls itself, directly or not)");
      if (state[callee] == 0) {
        state[callee] = 1;
        path.push_back(std::make_pair(callee, size_t(0)));
      }
    }
  }

  // Resources: storage buffers in set 0 below numBindings, one push-constant block that fits.
  uint64_t workgroupBytes = 0;
  for (size_t i = 0; i < variables.size(); ++i) {
    size_t at = variables[i];
    uint32_t id = w_[at + 2], storage = w_[at + 3];
    size_t pointer = def(w_[at + 1]);
    if (!pointer || opcode(pointer) != OpTypePointer || length(pointer) != 4 || w_[pointer + 2] != storage)
      return bad("a variable whose type is not a pointer of its storage class");
    uint32_t pointee = w_[pointer + 3];
    switch (storage) {
    case StorageUniform:
    case StorageStorageBuffer: {
      std::map<uint32_t, bool>::const_iterator block = blocks.find(pointee);
      // A Uniform block is a uniform buffer, which the pipeline layout (storage buffers only) has none of.
      if (block == blocks.end() || (storage == StorageUniform && !block->second))
        return bad("a resource that is not a storage buffer");
      std::map<uint32_t, uint32_t>::const_iterator set = descriptorSets.find(id), binding = bindings.find(id);
      if (set == descriptorSets.end() || binding == bindings.end())
        return bad("a storage buffer without a descriptor set and binding");
      if (set->second != 0)
        return bad(formatMessage("a storage buffer in descriptor set %u (only set 0 is bound)", set->second));
      if (binding->second >= numBindings)
        return bad(formatMessage("a storage buffer at binding %u, the shader has %u", binding->second, numBindings));
      break;
    }
    case StoragePushConstant: {
      uint64_t bytes;
      if (!sizeOf(pointee, true, 0, &bytes))
        return bad("a push-constant block whose size cannot be computed");
      if (bytes > pushConstantBytes)
        return bad(formatMessage("a push-constant block of %llu bytes, the shader is given %u",
                                 (unsigned long long)bytes, pushConstantBytes));
      break;
    }
    case StorageWorkgroup: {
      uint64_t bytes;
      if (!sizeOf(pointee, false, 0, &bytes))
        return bad("workgroup memory whose size cannot be computed");
      workgroupBytes += bytes;
      break;
    }
    case StorageInput:
    case StoragePrivate:
    case StorageFunction:
      break;
    default:
      return bad(formatMessage("a variable of storage class %u, which edgec's shaders do not use", storage));
    }
  }
  needs->workgroupMemoryBytes = workgroupBytes;

  // The workgroup size: the WorkgroupSize built-in (specialization constants) overrides the execution mode.
  for (int k = 0; k < 3; ++k) {
    int64_t size = 0;
    bool known;
    if (workgroupSizeId) {
      size_t composite = def(workgroupSizeId);
      known = composite && (opcode(composite) == OpConstantComposite || opcode(composite) == OpSpecConstantComposite) &&
              length(composite) == 6 && evaluate(w_[composite + 3 + k], 0, &size);
    } else if (localSizeId) {
      known = evaluate(w_[localSizeId + 3 + k], 0, &size);
    } else {
      known = localSize != 0;
      size = localSize ? int64_t(w_[localSize + 3 + k]) : 0;
    }
    if (!known || size < 1 || size > 65535)
      return bad("a workgroup size that is missing, not computable or out of range");
    needs->workgroupSize[k] = uint32_t(size);
  }
  return Error::success();
}

} // namespace

Error checkSpirv(const uint32_t *words, size_t count, uint32_t numBindings, uint32_t pushConstantBytes,
                 const uint32_t *spec, size_t numSpec, PipelineNeeds *needs) {
  return Module(words, count, spec, numSpec).check(numBindings, pushConstantBytes, needs);
}

} // namespace edge

#include "edge/runtime/Model.h"

#include "SpirvValidate.h"
#include "Vulkan.h"
#include "edge/runtime/DeviceFeatures.h"
#include "edge/runtime/Kernels.h"
#include "edge/runtime/SizeExpr.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <cstdlib>
#include <cstring>

namespace edge {

/// What a Device is: a context that Models share.
struct Device::Impl {
  std::unique_ptr<vk::Context> context;
  // Vulkan's queue needs external synchronization: Models sharing the device hold this while they submit to
  // it and wait for it (an execute, the constants' upload, the wait before a Model's objects are destroyed),
  // so that Models on different threads take turns.
  std::mutex queue;
};

namespace {
/// Host memory aligned for any element type, owned.
struct AlignedBytes {
  void *data;
  AlignedBytes() : data(nullptr) {}
  ~AlignedBytes() { std::free(data); }
  /// Never null, even for 0 bytes: empty tensors then still have a valid (never dereferenced) address.
  bool allocate(size_t size) {
    data = std::calloc(1, size ? size : 1); // calloc: malloc alignment suffices for every dtype
    return data != nullptr;
  }
};

struct KernelInstruction {
  const Kernel *kernel;
  std::vector<TensorArg> tensors;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  // Int parameters that are sizes known at run time: pairs (index in ints, size expression), evaluated
  // before each check.
  std::vector<uint32_t> sizedInts;
  bool dynamic;  // a tensor's shape or a parameter changes with the size symbols: checked again when they change
  int rowSymbol; // the size symbol this call finds in the data (Kernel::findsRows), or -1
  int64_t rows;  // the count it found on its last run
  KernelArgs args() {
    KernelArgs a = {tensors.data(),
                    tensors.size(),
                    ints.data(),
                    ints.size(),
                    floats.data(),
                    floats.size(),
                    rowSymbol >= 0 ? &rows : nullptr,
                    kernel->context};
    return a;
  }
};

struct VulkanPartitionState {
  VkCommandBuffer commands;
  std::vector<VkDescriptorSet> sets;
  bool dynamic; // a transfer or dispatch depends on the size symbols: recorded again when they change
  VulkanPartitionState() : commands(VK_NULL_HANDLE), dynamic(false) {}
};

const VkPipelineStageFlags kChainWaitStage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;

/// One step of an execute: a Vulkan partition, or a run of consecutive CPU kernel calls (schedule[begin, end)).
/// A call that finds a size symbol in the data ends its step: what follows is sized and recorded for it.
struct Step {
  int partition; // -1: CPU kernels
  size_t begin, end;
  int rowSymbol; // the size symbol the step's last kernel finds, or -1
};

/// A shader module with the layouts its pipelines share.
struct ShaderState {
  vk::ShaderModule module;
  vk::DescriptorSetLayout setLayout;
  vk::PipelineLayout layout;
  uint32_t pushConstantSize;
  ShaderState() : pushConstantSize(0) {}
};

/// A shader specialized with its specialization constants.
struct PipelineState {
  vk::Pipeline pipeline;
  uint32_t shader;
  PipelineState() : shader(0) {}
};
} // namespace

/// Holds a Model's in-use flag for one call, if no other thread holds it.
class InUse {
public:
  explicit InUse(std::atomic<bool> &flag) : flag_(flag), held_(!flag.exchange(true)) {}
  ~InUse() {
    if (held_)
      flag_.store(false);
  }
  /// Success, or the error of a call made while another thread's is running.
  Error check() const {
    return held_ ? Error::success()
                 : Error(ErrorCode::InvalidArgument,
                         "the Model is in use by another thread: a Model is used by one thread at a time");
  }

private:
  InUse(const InUse &);
  InUse &operator=(const InUse &);
  std::atomic<bool> &flag_;
  bool held_;
};

struct Model::Impl {
  Program program;
  // Every value's metadata at its current shape (CPU kernels see these): the program's, with dynamic sizes
  // evaluated for the last execute's inputs.
  std::vector<TensorInfo> live;
  std::vector<std::vector<int64_t> > inputShapes; // as setInput received them
  std::vector<int64_t> symbolValues;              // of the last execute (the upper bounds before the first)
  std::vector<VkBufferCopy> regionScratch;        // reserved at load: recording again allocates nothing
  // Sizes changed but not every kernel check and recording succeeded for them yet: the next execute
  // redoes them before anything runs (a failed execute leaves no half-recorded or unchecked work behind).
  bool stale;
  AlignedBytes hostArena; // used when no Vulkan partition exists
  // The constant segment as the host sees it (CPU kernels' operands, constant outputs): in place where the
  // program is in memory (mapped, viewed), else constantCopy, which holds only the blocks the host reads.
  const uint8_t *constantBase;
  AlignedBytes constantCopy;
  std::vector<bool> hostBlocks; // the constant segment's blocks the host reads
  uint8_t *hostBase;      // the host arena (a mapped Vulkan buffer or hostArena)
  // instruction i: kernel index >= 0 into kernels, or -(partition + 1)
  std::vector<int> schedule;
  std::vector<KernelInstruction> kernels;

  std::shared_ptr<Device> device; // the device it runs on: ModelOptions::device, else one of its own
  vk::Context *vulkan;                     // either of them; null without Vulkan partitions
  unsigned validationBaseline;             // the device's validation messages before this model's load
  vk::AllocatedBuffer hostBuffer, deviceBuffer, constantBuffer;
  // The weights' staging chunk: a member, so that after a failed wait (a copy may still read it) it lives
  // until ~Impl has waited for the device.
  vk::AllocatedBuffer uploadStaging;
  VkBuffer deviceArena;               // deviceBuffer's, or the app's (ModelOptions::deviceArena)
  VkDeviceSize deviceArenaOffset;     // where the arena starts in it
  std::vector<ShaderState> shaders;
  std::vector<PipelineState> pipelines;
  vk::DescriptorPool descriptorPool;
  vk::CommandPool commandPool;
  vk::Fence fence;
  std::vector<VulkanPartitionState> partitions;
  // With timeline semaphores, an execute is one chain: step j waits until the semaphore reaches
  // base + j and raises it to base + j + 1 once done (base: its value before the execute). Every Vulkan step
  // is submitted at once before the host runs its kernels, so the queue starts a partition as soon as the
  // host signals, without a fence wait and a new submission in between. Without them, each partition is
  // submitted and waited for in turn. A kernel that finds a size symbol in the data (nonzero) ends a chain:
  // the steps after it are sized, recorded and chained once its count is known.
  std::vector<Step> steps;
  vk::Semaphore timeline;
  uint64_t timelineValue;            // reached by the last execute
  bool chainBroken;                  // a wait or signal failed mid-chain: the semaphore's value is unknown
  uint32_t waitTimeoutMs;            // ModelOptions::waitTimeoutMs
  std::vector<VkSubmitInfo> submits; // one per Vulkan step, pointing into the vectors below (sized at load)
  std::vector<VkTimelineSemaphoreSubmitInfo> submitValues;
  std::vector<uint64_t> waitValues, signalValues;
  std::vector<size_t> submitStep; // the step each submission is
  // ModelOptions::profile: partition p writes timestamps [queryBase[p], queryBase[p] + dispatches + 1): one
  // after its uploads, then one after each dispatch.
  vk::QueryPool timestamps;
  std::vector<uint32_t> queryBase;
  bool profiled; // the last execute completed, so every timestamp of the pool is written

  Impl()
      : stale(false), constantBase(nullptr), hostBase(nullptr), deviceArena(VK_NULL_HANDLE), deviceArenaOffset(0), vulkan(nullptr), validationBaseline(0), timelineValue(0), chainBroken(false),
        waitTimeoutMs(600000), profiled(false), inUse(false) {}
  // Work submitted before a failure (a wait that timed out at load or execute) may still use the buffers
  // and command buffers about to be destroyed.
  ~Impl() {
    if (vulkan) {
      std::lock_guard<std::mutex> lock(device->impl()->queue);
      vk::api.vkDeviceWaitIdle(vulkan->device());
    }
  }
  // Set while a thread is in setInput or execute: a Model is used by one thread at a time, and a second
  // thread's call meanwhile is refused rather than left to race.
  std::atomic<bool> inUse;
  void *dataOf(uint32_t value);
  /// Reads (or checks in place) the constants the host reads, block by block; the rest stays unread.
  Error setUpHostConstants();
  Error setUpKernels(const KernelRegistry *registry);
  Error setUpVulkan(const ModelOptions &options);
  Error createTimestamps();
  Error uploadConstants();
  Error createShader(uint32_t index, const schema::Shader &shader);
  Error createPipeline(uint32_t index, const schema::Pipeline &pipeline);
  /// Records (or records again, with the current sizes) partition `p`'s command buffer.
  Error recordPartition(uint32_t p);
  /// Copy regions between the host and device copies of `values` (upload: host to device), in regionScratch.
  void transferRegions(const flatbuffers::Vector<uint32_t> &values, bool upload);
  /// Dynamic shapes: the size symbols from the inputs' shapes, checked against their bounds, and every
  /// value's sizes from them; `changed` tells whether the symbols differ from the last execute's.
  /// Solves the symbols from the inputs' shapes and checks their bounds; sizes every value again where they
  /// changed or `resize` is set (the last sizing may not have completed).
  Error resolveShapes(bool resize, bool *changed);
  /// Every value's current sizes from the symbols (live), within the upper bounds.
  Error sizeValues();
  /// Checks again the dynamic kernel calls and records again the dynamic partitions of schedule[begin, end),
  /// for sizes that changed.
  Error refreshInstructions(size_t begin, size_t end);
  /// Takes the row count step `j`'s last kernel found as its size symbol; `changed` if it differs.
  Error takeRowSymbol(size_t j, bool *changed);
  /// Evaluates size expression `index` at the current symbols.
  Error evaluateSize(int32_t index, int64_t *value) const;
  /// Allocates a primary command buffer from the pool and begins recording it.
  Error beginCommands(VkCommandBufferUsageFlags usage, VkCommandBuffer *out);
  /// Submits one command buffer and waits for it.
  Error submitAndWait(VkCommandBuffer commands);
  /// A wait's result: a timeout says so, naming the option that sets it.
  Error waited(VkResult result, const char *what) const;
  /// Groups the schedule into steps and, where the device has timeline semaphores, prepares the chain.
  Error planSteps();
  void runKernels(const Step &step);
  /// Runs steps [first, end) as a timeline-semaphore chain, or one partition at a time; nothing is left
  /// pending when they return.
  Error runChained(size_t first, size_t end);
  Error runInTurn(size_t first, size_t end);
  Error waitTimeline(uint64_t value);
  Error signalTimeline(uint64_t value);
  /// After a failed vkQueueSubmit, lets the submissions [kBegin, kSubmitted) already queued finish (they wait
  /// for host signals; the chain started at step `first`, timeline value `start`): the host gives the
  /// signals up to the last of them without running its kernels, then waits. Nothing is left pending, so the
  /// model can execute again or be destroyed.
  void drainChain(uint64_t start, size_t first, size_t kBegin, size_t kSubmitted);
};

void *Model::Impl::dataOf(uint32_t value) {
  const TensorInfo &t = program.value(value);
  if (t.isConstant()) // read only: kernels write outputs alone, none of them a constant (checked at load)
    return const_cast<uint8_t *>(constantBase) + t.constantOffset;
  if (t.hostOffset >= 0)
    return hostBase + t.hostOffset;
  return nullptr; // device copy only: the host never touches it (checked at load)
}

Error Model::Impl::setUpKernels(const KernelRegistry *registry) {
  const schema::Program &fb = program.fb();
  for (uint32_t i = 0; i < fb.instructions()->size(); ++i) {
    const schema::Instruction *inst = fb.instructions()->Get(i);
    if (const schema::VulkanCall *call = inst->op_as_VulkanCall()) {
      schedule.push_back(-int(call->partition()) - 1);
      continue;
    }
    const schema::KernelCall *call = inst->op_as_KernelCall();
    KernelInstruction k;
    k.kernel = registry ? registry->find(call->kernel()->c_str()) : findKernel(call->kernel()->c_str());
    if (!k.kernel)
      return Error(ErrorCode::Unsupported,
                   formatMessage("instruction %u: no CPU kernel '%s' in this runtime", i, call->kernel()->c_str()));
    k.dynamic = false;
    k.rowSymbol = -1;
    k.rows = 0;
    for (size_t s = 0; s < program.numSymbols(); ++s)
      if (fb.symbols()->Get(uint32_t(s))->source_instruction() == int32_t(i))
        k.rowSymbol = int(s);
    if ((k.rowSymbol >= 0) != k.kernel->findsRows)
      return Error(ErrorCode::InvalidProgram,
                   formatMessage(k.kernel->findsRows
                                     ? "instruction %u: kernel '%s' finds a row count no size symbol takes"
                                     : "instruction %u: kernel '%s' finds no size symbol",
                                 i, call->kernel()->c_str()));
    for (uint32_t a = 0; a < call->args()->size(); ++a) {
      uint32_t v = call->args()->Get(a);
      // A row-finding kernel's output has its planned rows (the room it may fill), whatever the count.
      bool planned = k.rowSymbol >= 0 && a + 1 == call->args()->size();
      TensorArg arg = {dataOf(v), planned ? &program.value(v) : &live[v]};
      k.tensors.push_back(arg);
      k.dynamic |= !planned && !live[v].dynamicShape.empty();
    }
    if (call->int_params())
      k.ints.assign(call->int_params()->begin(), call->int_params()->end());
    if (call->dynamic_int_params())
      k.sizedInts.assign(call->dynamic_int_params()->begin(), call->dynamic_int_params()->end());
    k.dynamic |= !k.sizedInts.empty();
    for (size_t p = 0; p < k.sizedInts.size(); p += 2) // at the sizes of load time, as the tensors' shapes
      EDGE_RETURN_IF_ERROR(evaluateSize(int32_t(k.sizedInts[p + 1]), &k.ints[k.sizedInts[p]]));
    if (call->float_params())
      k.floats.assign(call->float_params()->begin(), call->float_params()->end());
    Error e = k.kernel->check(k.args());
    if (!e.ok())
      return Error(e.code(), formatMessage("instruction %u: ", i) + e.message());
    schedule.push_back(int(kernels.size()));
    kernels.push_back(k);
  }
  return Error::success();
}

Error Model::Impl::setUpVulkan(const ModelOptions &options) {
  const schema::Program &fb = program.fb();
  if (options.device) {
    device = options.device;
  } else {
    DeviceOptions own;
    own.validation = options.validation;
    own.deviceIndex = options.deviceIndex;
    own.robustBufferAccess = options.robustBufferAccess;
    Result<std::shared_ptr<Device> > opened = Device::open(own);
    if (!opened.ok())
      return opened.error();
    device = opened.value();
  }
  vulkan = device->impl()->context.get();
  validationBaseline = vulkan->validationMessages();
  VkDevice device = vulkan->device();
  const VkPhysicalDeviceLimits &limits = vulkan->properties().limits;

  // Every binding must respect the device's offset alignment and range limits.
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p)
    for (const schema::Dispatch *d : *fb.vulkan_partitions()->Get(p)->dispatches()) {
      for (uint32_t v : *d->bindings()) {
        const TensorInfo &t = program.value(v);
        if (t.nbytes == 0)
          continue; // bound to a placeholder (recordPartition)
        uint64_t offset = uint64_t(t.isConstant() ? t.constantOffset : t.deviceOffset);
        if (offset % limits.minStorageBufferOffsetAlignment)
          return Error(ErrorCode::Unsupported,
                       formatMessage("value %u at offset %llu breaks the device's storage "
                                     "buffer alignment of %llu",
                                     v, (unsigned long long)offset,
                                     (unsigned long long)limits.minStorageBufferOffsetAlignment));
        if (t.nbytes > limits.maxStorageBufferRange)
          return Error(ErrorCode::Unsupported, formatMessage("value %u of %llu bytes exceeds maxStorageBufferRange", v,
                                                             (unsigned long long)t.nbytes));
      }
      const uint32_t *g = d->workgroups()->data();
      if (g[0] > limits.maxComputeWorkGroupCount[0] || g[1] > limits.maxComputeWorkGroupCount[1] ||
          g[2] > limits.maxComputeWorkGroupCount[2])
        return Error(ErrorCode::Unsupported, "a dispatch exceeds the device's workgroup count limits");
    }

  // Arenas: the host arena is host-visible memory that CPU kernels and I/O use directly and that stages
  // copies to and from the device arena, device-local memory the dispatches use. Vulkan cannot create
  // empty buffers: size them at least 256 bytes.
  if (options.hostArena) // the app's memory, imported (VK_EXT_external_memory_host)
    EDGE_RETURN_IF_ERROR(vulkan->importHostBuffer(options.hostArena, std::max<uint64_t>(fb.host_arena_size(), 256),
                                                  options.hostArenaBytes, &hostBuffer));
  else
    EDGE_RETURN_IF_ERROR(vulkan->createBuffer(std::max<uint64_t>(fb.host_arena_size(), 256), true, &hostBuffer));
  if (options.deviceArena) {
    if (vulkan->owned())
      return Error(ErrorCode::InvalidArgument, "ModelOptions::deviceArena is a buffer of the app's own device: set "
                                               "ModelOptions::device to it (Device::adopt)");
    if (options.deviceArenaOffset % uint64_t(kDeviceAlignment) || options.deviceArenaBytes < fb.device_arena_size())
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("ModelOptions::deviceArena must hold %llu bytes from an offset that is a multiple "
                                 "of %lld",
                                 (unsigned long long)fb.device_arena_size(), (long long)kDeviceAlignment));
    deviceArena = vk::bufferFromHandle(options.deviceArena);
    deviceArenaOffset = options.deviceArenaOffset;
  } else {
    EDGE_RETURN_IF_ERROR(
        vulkan->createBuffer(std::max<uint64_t>(fb.device_arena_size(), 256), false, &deviceBuffer));
    deviceArena = deviceBuffer.buffer.get();
  }
  EDGE_RETURN_IF_ERROR(
      vulkan->createBuffer(std::max<uint64_t>(program.constantBytes(), 256), false, &constantBuffer, true));
  hostBase = static_cast<uint8_t *>(hostBuffer.mapped);
  memset(hostBase, 0, hostBuffer.size);

  VkCommandPoolCreateInfo poolInfo = {};
  poolInfo.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  poolInfo.queueFamilyIndex = vulkan->queueFamily();
  poolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT; // dynamic shapes record again
  VkCommandPool commands;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateCommandPool(device, &poolInfo, nullptr, &commands), "vkCreateCommandPool"));
  commandPool = vk::CommandPool(device, commands);
  VkFenceCreateInfo fenceInfo = {};
  fenceInfo.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  VkFence f;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateFence(device, &fenceInfo, nullptr, &f), "vkCreateFence"));
  fence = vk::Fence(device, f);
  EDGE_RETURN_IF_ERROR(uploadConstants()); // takes the queue only to submit: reading weights stalls no other Model

  for (uint32_t s = 0; s < fb.shaders()->size(); ++s)
    EDGE_RETURN_IF_ERROR(createShader(s, *fb.shaders()->Get(s)));
  for (uint32_t p = 0; p < fb.pipelines()->size(); ++p)
    EDGE_RETURN_IF_ERROR(createPipeline(p, *fb.pipelines()->Get(p)));

  uint32_t numSets = 0, numDescriptors = 0;
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p)
    for (const schema::Dispatch *d : *fb.vulkan_partitions()->Get(p)->dispatches()) {
      numSets++;
      numDescriptors += d->bindings()->size();
    }
  VkDescriptorPoolSize poolSize = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, std::max(numDescriptors, 1u)};
  VkDescriptorPoolCreateInfo descriptorPoolInfo = {};
  descriptorPoolInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
  descriptorPoolInfo.maxSets = std::max(numSets, 1u);
  descriptorPoolInfo.poolSizeCount = 1;
  descriptorPoolInfo.pPoolSizes = &poolSize;
  VkDescriptorPool pool;
  EDGE_RETURN_IF_ERROR(
      vk::check(vk::api.vkCreateDescriptorPool(device, &descriptorPoolInfo, nullptr, &pool), "vkCreateDescriptorPool"));
  descriptorPool = vk::DescriptorPool(device, pool);

  partitions.resize(fb.vulkan_partitions()->size());
  if (options.profile)
    EDGE_RETURN_IF_ERROR(createTimestamps());
  size_t transfers = fb.values()->size();
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p) // duplicates in a list could exceed the values
    transfers = std::max<size_t>(transfers, std::max(fb.vulkan_partitions()->Get(p)->uploads()->size(),
                                                     fb.vulkan_partitions()->Get(p)->downloads()->size()));
  regionScratch.reserve(transfers);
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p) {
    const schema::VulkanPartition *part = fb.vulkan_partitions()->Get(p);
    for (const flatbuffers::Vector<uint32_t> *transfers : {part->uploads(), part->downloads()})
      for (uint32_t v : *transfers)
        partitions[p].dynamic |= !program.value(v).dynamicShape.empty();
    for (const schema::Dispatch *d : *part->dispatches())
      partitions[p].dynamic |= (d->dynamic_push() && d->dynamic_push()->size()) ||
                               (d->dynamic_workgroups() && d->dynamic_workgroups()->size());
    EDGE_RETURN_IF_ERROR(recordPartition(p));
  }
  return Error::success();
}

Error Model::Impl::createTimestamps() {
  if (!vulkan->timestampValidBits() || vulkan->properties().limits.timestampPeriod <= 0)
    return Error(ErrorCode::Unsupported,
                 formatMessage("profiling: the compute queue of '%s' writes no timestamps", vulkan->deviceName().c_str()));
  const schema::Program &fb = program.fb();
  uint64_t count = 0;
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p) {
    queryBase.push_back(uint32_t(count));
    count += fb.vulkan_partitions()->Get(p)->dispatches()->size() + 1;
    if (count > UINT32_MAX)
      return Error(ErrorCode::Unsupported, "profiling: too many dispatches for one query pool");
  }
  VkQueryPoolCreateInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
  info.queryType = VK_QUERY_TYPE_TIMESTAMP;
  info.queryCount = uint32_t(std::max<uint64_t>(count, 1));
  VkQueryPool pool;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateQueryPool(vulkan->device(), &info, nullptr, &pool), "vkCreateQueryPool"));
  timestamps = vk::QueryPool(vulkan->device(), pool);
  return Error::success();
}

Error Model::Impl::createShader(uint32_t index, const schema::Shader &shader) {
  VkDevice device = vulkan->device();
  std::vector<uint32_t> code(shader.spirv()->begin(), shader.spirv()->end()); // aligned copy
  // The features its capabilities ask for, read from the SPIR-V when the program loaded (SpirvCheck.h).
  if (uint32_t missing = program.shaderFeatures(index) & ~vulkan->features())
    return Error(ErrorCode::Unsupported,
                 formatMessage("a shader (family %s) needs device features the device '%s' lacks: %s",
                               shader.family() ? shader.family()->c_str() : "?", vulkan->deviceName().c_str(),
                               deviceFeatureNames(missing).c_str()));
  const VkPhysicalDeviceLimits &limits = vulkan->properties().limits;
  if (shader.push_constant_size() > limits.maxPushConstantsSize)
    return Error(ErrorCode::Unsupported, formatMessage("a shader takes %u bytes of push constants, the device %u",
                                                       shader.push_constant_size(), limits.maxPushConstantsSize));
  // The module's own rules were checked when the program loaded (SpirvCheck.h); the validator checks all.
  EDGE_RETURN_IF_ERROR(validateSpirv(code.data(), code.size()));
  ShaderState state;
  VkShaderModuleCreateInfo moduleInfo = {};
  moduleInfo.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  moduleInfo.codeSize = shader.spirv()->size() * 4;
  moduleInfo.pCode = code.data();
  VkShaderModule module;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateShaderModule(device, &moduleInfo, nullptr, &module), "vkCreateShaderModule"));
  state.module = vk::ShaderModule(device, module);

  std::vector<VkDescriptorSetLayoutBinding> bindings(shader.num_bindings());
  for (uint32_t b = 0; b < bindings.size(); ++b) {
    bindings[b] = VkDescriptorSetLayoutBinding();
    bindings[b].binding = b;
    bindings[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    bindings[b].descriptorCount = 1;
    bindings[b].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  VkDescriptorSetLayoutCreateInfo setInfo = {};
  setInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
  setInfo.bindingCount = uint32_t(bindings.size());
  setInfo.pBindings = bindings.data();
  VkDescriptorSetLayout setLayout;
  EDGE_RETURN_IF_ERROR(
      vk::check(vk::api.vkCreateDescriptorSetLayout(device, &setInfo, nullptr, &setLayout), "vkCreateDescriptorSetLayout"));
  state.setLayout = vk::DescriptorSetLayout(device, setLayout);
  VkPushConstantRange pushRange = {VK_SHADER_STAGE_COMPUTE_BIT, 0, shader.push_constant_size()};
  VkPipelineLayoutCreateInfo layoutInfo = {};
  layoutInfo.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &setLayout;
  layoutInfo.pushConstantRangeCount = shader.push_constant_size() ? 1 : 0;
  layoutInfo.pPushConstantRanges = &pushRange;
  VkPipelineLayout layout;
  EDGE_RETURN_IF_ERROR(
      vk::check(vk::api.vkCreatePipelineLayout(device, &layoutInfo, nullptr, &layout), "vkCreatePipelineLayout"));
  state.layout = vk::PipelineLayout(device, layout);
  state.pushConstantSize = shader.push_constant_size();
  shaders.push_back(std::move(state));
  return Error::success();
}

Error Model::Impl::createPipeline(uint32_t index, const schema::Pipeline &pipeline) {
  VkDevice device = vulkan->device();
  const VkPhysicalDeviceLimits &limits = vulkan->properties().limits;
  const ShaderState &shader = shaders[pipeline.shader()];
  // The workgroup and shared memory the module declares, its specialization constants applied (read from
  // the SPIR-V at load: what the driver will run, whatever the constants claim).
  const PipelineNeeds &needs = program.pipelineNeeds(index);
  const uint32_t *size = needs.workgroupSize;
  uint64_t invocations = uint64_t(size[0]) * size[1] * size[2];
  if (size[0] > limits.maxComputeWorkGroupSize[0] || size[1] > limits.maxComputeWorkGroupSize[1] ||
      size[2] > limits.maxComputeWorkGroupSize[2] || invocations > limits.maxComputeWorkGroupInvocations)
    return Error(ErrorCode::Unsupported,
                 formatMessage("a workgroup of %ux%ux%u exceeds the device's limits", size[0], size[1], size[2]));
  if (needs.workgroupMemoryBytes > limits.maxComputeSharedMemorySize)
    return Error(ErrorCode::Unsupported,
                 formatMessage("a shader uses %llu bytes of shared memory, the device has %u",
                               (unsigned long long)needs.workgroupMemoryBytes, limits.maxComputeSharedMemorySize));
  const flatbuffers::Vector<uint32_t> &spec = *pipeline.spec_constants();
  std::vector<VkSpecializationMapEntry> entries(spec.size());
  std::vector<uint32_t> values(spec.begin(), spec.end());
  for (uint32_t i = 0; i < entries.size(); ++i) {
    entries[i].constantID = i;
    entries[i].offset = i * uint32_t(sizeof(uint32_t));
    entries[i].size = sizeof(uint32_t);
  }
  VkSpecializationInfo specInfo = {};
  specInfo.mapEntryCount = uint32_t(entries.size());
  specInfo.pMapEntries = entries.data();
  specInfo.dataSize = values.size() * sizeof(uint32_t);
  specInfo.pData = values.data();
  VkComputePipelineCreateInfo pipelineInfo = {};
  pipelineInfo.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  pipelineInfo.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipelineInfo.stage.module = shader.module.get();
  pipelineInfo.stage.pName = "main";
  pipelineInfo.stage.pSpecializationInfo = &specInfo;
  pipelineInfo.layout = shader.layout.get();
  VkPipeline created;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &pipelineInfo, nullptr, &created),
                                 "vkCreateComputePipelines"));
  PipelineState state;
  state.pipeline = vk::Pipeline(device, created);
  state.shader = pipeline.shader();
  pipelines.push_back(std::move(state));
  return Error::success();
}

/// Calls fn(begin, end) for each run of consecutive blocks in [first, last) whose flag is `value`, in bytes of a
/// segment of `size` bytes in blocks of `block`.
template <typename Fn>
static Error forEachBlockRun(const std::vector<bool> &flags, bool value, uint64_t block, uint64_t size, Fn fn,
                             size_t first = 0, size_t last = size_t(-1)) {
  last = std::min(last, flags.size());
  for (size_t b = first; b < last;) {
    if (flags[b] != value) {
      ++b;
      continue;
    }
    size_t e = b;
    while (e < last && flags[e] == value)
      ++e;
    EDGE_RETURN_IF_ERROR(fn(uint64_t(b) * block, std::min<uint64_t>(uint64_t(e) * block, size)));
    b = e;
  }
  return Error::success();
}

Error Model::Impl::setUpHostConstants() {
  const schema::Program &fb = program.fb();
  const uint64_t size = program.constantBytes(), block = program.constantBlockSize();
  hostBlocks.assign(size_t((size + block - 1) / block), false);
  bool any = false;
  auto need = [&](uint32_t v) {
    const TensorInfo &t = program.value(v);
    if (!t.isConstant() || t.nbytes == 0)
      return;
    for (uint64_t b = uint64_t(t.constantOffset) / block; b * block < uint64_t(t.constantOffset) + t.nbytes; ++b)
      hostBlocks[size_t(b)] = true;
    any = true;
  };
  for (const schema::Instruction *inst : *fb.instructions())
    if (const schema::KernelCall *call = inst->op_as_KernelCall())
      for (uint32_t v : *call->args())
        need(v);
  for (uint32_t v : *fb.outputs())
    need(v);
  const uint8_t *inPlace = program.constantsInPlace();
  if (inPlace && reinterpret_cast<uintptr_t>(inPlace) % 8 == 0) { // aligned for every element type
    constantBase = inPlace;
    return forEachBlockRun(hostBlocks, true, block, size,
                           [&](uint64_t begin, uint64_t end) { return program.checkConstants(begin, end); });
  }
  // calloc'd: the blocks never read are pages never touched, which take no memory.
  if (size > uint64_t(SIZE_MAX) || !constantCopy.allocate(any ? size_t(size) : 0))
    return Error(ErrorCode::InvalidArgument, "out of memory for the constants CPU kernels read");
  uint8_t *copy = static_cast<uint8_t *>(constantCopy.data);
  constantBase = copy;
  return forEachBlockRun(hostBlocks, true, block, size, [&](uint64_t begin, uint64_t end) {
    return program.readConstants(begin, end - begin, copy + begin);
  });
}

/// The weights are uploaded in chunks of this many bytes (whole blocks): the most host memory staging takes,
/// and the most pages of a mapped program held at once before they are let go.
static const uint64_t kUploadChunkBytes = 16u << 20;

Error Model::Impl::uploadConstants() {
  VkDevice device = vulkan->device();
  const uint64_t size = program.constantBytes(), block = program.constantBlockSize();
  if (size == 0)
    return Error::success();
  const uint64_t chunk = std::min<uint64_t>(size, std::max<uint64_t>(block, kUploadChunkBytes / block * block));
  // A device sharing the host's memory has the constant buffer mapped: the weights are read straight into it.
  // Otherwise through a staging buffer of one chunk, used again chunk after chunk.
  vk::AllocatedBuffer &staging = uploadStaging;
  if (!constantBuffer.mapped)
    EDGE_RETURN_IF_ERROR(vulkan->createBuffer(chunk, true, &staging));
  for (uint64_t offset = 0; offset < size; offset += chunk) {
    const uint64_t n = std::min(chunk, size - offset);
    if (constantBuffer.mapped) {
      EDGE_RETURN_IF_ERROR(program.readConstants(offset, n, static_cast<uint8_t *>(constantBuffer.mapped) + offset));
    } else {
      EDGE_RETURN_IF_ERROR(program.readConstants(offset, n, staging.mapped));
      VkCommandBuffer cb;
      EDGE_RETURN_IF_ERROR(beginCommands(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT, &cb));
      VkBufferCopy region = {0, offset, n};
      vk::api.vkCmdCopyBuffer(cb, staging.buffer.get(), constantBuffer.buffer.get(), 1, &region);
      Error e = vk::check(vk::api.vkEndCommandBuffer(cb), "vkEndCommandBuffer");
      if (e.ok()) {
        std::lock_guard<std::mutex> lock(this->device->impl()->queue);
        e = submitAndWait(cb);
      }
      // After a failed wait the copy may still be pending: the command buffer goes with the pool, the staging
      // buffer with the Model, both after ~Impl's wait.
      if (!e.ok())
        return e;
      vk::api.vkFreeCommandBuffers(device, commandPool.get(), 1, &cb);
    }
    // What the host does not read again may leave memory (a mapped program's pages), a run of blocks at once
    // (a page straddling two blocks goes too).
    forEachBlockRun(
        hostBlocks, false, block, size,
        [&](uint64_t begin, uint64_t end) {
          program.releaseConstants(begin, end - begin);
          return Error::success();
        },
        size_t(offset / block), size_t((offset + n + block - 1) / block));
  }
  uploadStaging.buffer.reset(); // the buffer before its memory
  uploadStaging.memory.reset();
  uploadStaging.mapped = nullptr;
  return Error::success();
}

Error Model::Impl::beginCommands(VkCommandBufferUsageFlags usage, VkCommandBuffer *out) {
  VkCommandBufferAllocateInfo alloc = {};
  alloc.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  alloc.commandPool = commandPool.get();
  alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  alloc.commandBufferCount = 1;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkAllocateCommandBuffers(vulkan->device(), &alloc, out), "vkAllocateCommandBuffers"));
  VkCommandBufferBeginInfo begin = {};
  begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  begin.flags = usage;
  return vk::check(vk::api.vkBeginCommandBuffer(*out, &begin), "vkBeginCommandBuffer");
}

void Model::Impl::transferRegions(const flatbuffers::Vector<uint32_t> &values, bool upload) {
  regionScratch.clear();
  for (uint32_t v : values) {
    const TensorInfo &t = live[v]; // the bytes of its current shape
    VkBufferCopy region;
    region.srcOffset = upload ? VkDeviceSize(t.hostOffset) : deviceArenaOffset + VkDeviceSize(t.deviceOffset);
    region.dstOffset = upload ? deviceArenaOffset + VkDeviceSize(t.deviceOffset) : VkDeviceSize(t.hostOffset);
    region.size = t.nbytes;
    if (region.size)
      regionScratch.push_back(region);
  }
}

Error Model::Impl::recordPartition(uint32_t p) {
  const schema::VulkanPartition &part = *program.fb().vulkan_partitions()->Get(p);
  VulkanPartitionState *state = &partitions[p];
  VkDevice device = vulkan->device();
  bool first = state->commands == VK_NULL_HANDLE;
  if (first) {
    EDGE_RETURN_IF_ERROR(beginCommands(0, &state->commands)); // replayed on every execute
  } else {
    EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkResetCommandBuffer(state->commands, 0), "vkResetCommandBuffer"));
    VkCommandBufferBeginInfo begin = {};
    begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkBeginCommandBuffer(state->commands, &begin), "vkBeginCommandBuffer"));
  }
  VkCommandBuffer cb = state->commands;
  const bool profiling = timestamps.get() != VK_NULL_HANDLE;
  if (profiling)
    vk::api.vkCmdResetQueryPool(cb, timestamps.get(), queryBase[p], part.dispatches()->size() + 1);

  VkMemoryBarrier barrier = {};
  barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  // Uploads: what the host wrote (inputs, CPU kernel outputs) that this partition reads.
  transferRegions(*part.uploads(), true);
  if (!regionScratch.empty()) {
    barrier.srcAccessMask = VK_ACCESS_HOST_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &barrier, 0, nullptr, 0,
                         nullptr);
    vk::api.vkCmdCopyBuffer(cb, hostBuffer.buffer.get(), deviceArena, uint32_t(regionScratch.size()),
                    regionScratch.data());
  }
  // Earlier transfers (uploads, an earlier submission's downloads) before the dispatches touch that memory.
  barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT;
  barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
  vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  // Written once everything before has completed: the end of the uploads, then the end of each dispatch.
  if (profiling)
    vk::api.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps.get(), queryBase[p]);
  for (uint32_t i = 0; i < part.dispatches()->size(); ++i) {
    const schema::Dispatch *d = part.dispatches()->Get(i);
    const PipelineState &pipeline = pipelines[d->pipeline()];
    const ShaderState &shader = shaders[pipeline.shader];
    if (first) {
      // Descriptor sets bind each buffer at its upper-bound range, once: they hold for every shape.
      VkDescriptorSetLayout layout = shader.setLayout.get();
      VkDescriptorSetAllocateInfo setAlloc = {};
      setAlloc.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
      setAlloc.descriptorPool = descriptorPool.get();
      setAlloc.descriptorSetCount = 1;
      setAlloc.pSetLayouts = &layout;
      VkDescriptorSet set;
      EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkAllocateDescriptorSets(device, &setAlloc, &set), "vkAllocateDescriptorSets"));
      state->sets.push_back(set);
      std::vector<VkDescriptorBufferInfo> infos(d->bindings()->size());
      std::vector<VkWriteDescriptorSet> writes(d->bindings()->size());
      for (uint32_t b = 0; b < infos.size(); ++b) {
        const TensorInfo &t = program.value(d->bindings()->Get(b));
        infos[b].buffer = t.isConstant() ? constantBuffer.buffer.get() : deviceArena;
        infos[b].offset = t.isConstant() ? VkDeviceSize(t.constantOffset) : deviceArenaOffset + VkDeviceSize(t.deviceOffset);
        infos[b].range = t.nbytes;
        if (t.nbytes == 0) {
          // Vulkan has no empty buffers: a zero-element tensor (an empty operand of a reduction or a matmul
          // over zero terms) binds the first 4 bytes of the constant buffer (at least 256 bytes), which the
          // shader never touches.
          infos[b].buffer = constantBuffer.buffer.get();
          infos[b].offset = 0;
          infos[b].range = 4;
        }
        writes[b] = VkWriteDescriptorSet();
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &infos[b];
      }
      vk::api.vkUpdateDescriptorSets(device, uint32_t(writes.size()), writes.data(), 0, nullptr);
    }
    VkDescriptorSet set = state->sets[i];
    if (i > 0) {
      // Each dispatch may read what the previous ones wrote.
      barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
      barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
      vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1,
                           &barrier, 0, nullptr, 0, nullptr);
    }
    vk::api.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.pipeline.get());
    vk::api.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, shader.layout.get(), 0, 1, &set, 0, nullptr);
    if (shader.pushConstantSize) { // the size was checked against the dispatch's words at load
      uint32_t words[EDGE_MAX_PUSH_CONSTANT_SIZE / 4];
      memcpy(words, d->push_constants()->data(), shader.pushConstantSize);
      const flatbuffers::Vector<uint32_t> *dynamicPush = d->dynamic_push();
      for (uint32_t k = 0; dynamicPush && k < dynamicPush->size(); k += 2) {
        int64_t value;
        EDGE_RETURN_IF_ERROR(evaluateSize(int32_t(dynamicPush->Get(k + 1)), &value));
        if (value < INT32_MIN || value > int64_t(UINT32_MAX))
          return Error(ErrorCode::InvalidArgument, "a dynamic push constant does not fit 32 bits");
        words[dynamicPush->Get(k)] = uint32_t(value);
      }
      vk::api.vkCmdPushConstants(cb, shader.layout.get(), VK_SHADER_STAGE_COMPUTE_BIT, 0, shader.pushConstantSize, words);
    }
    uint32_t groups[3];
    for (uint32_t k = 0; k < 3; ++k) {
      groups[k] = d->workgroups()->Get(k);
      const flatbuffers::Vector<int32_t> *dynamicGroups = d->dynamic_workgroups();
      if (dynamicGroups && dynamicGroups->size() == 3 && dynamicGroups->Get(k) >= 0) {
        int64_t value;
        EDGE_RETURN_IF_ERROR(evaluateSize(dynamicGroups->Get(k), &value));
        // Sizes never exceed their upper bounds, so neither does a count (an empty dispatch runs one group).
        if (value > int64_t(groups[k]))
          return Error(ErrorCode::InvalidProgram, "a dynamic workgroup count exceeds its upper bound");
        groups[k] = value < 1 ? 1u : uint32_t(value);
      }
    }
    vk::api.vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
    if (profiling)
      vk::api.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps.get(), queryBase[p] + i + 1);
  }
  // Downloads: what this partition wrote that the host reads (outputs, CPU kernel inputs), visible to the
  // host once the fence signals.
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
  vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  transferRegions(*part.downloads(), false);
  if (!regionScratch.empty())
    vk::api.vkCmdCopyBuffer(cb, deviceArena, hostBuffer.buffer.get(), uint32_t(regionScratch.size()),
                    regionScratch.data());
  barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, nullptr, 0,
                       nullptr);
  return vk::check(vk::api.vkEndCommandBuffer(cb), "vkEndCommandBuffer");
}

Error Model::Impl::evaluateSize(int32_t index, int64_t *value) const {
  const flatbuffers::Vector<int64_t> *code = program.fb().size_exprs()->Get(uint32_t(index))->code();
  if (!evaluateSizeExpr(code->data(), code->size(), symbolValues.data(), value))
    return Error(ErrorCode::InvalidArgument, formatMessage("size expression %d overflows", index));
  return Error::success();
}

Error Model::Impl::resolveShapes(bool resize, bool *changed) {
  const schema::Program &fb = program.fb();
  size_t numSymbols = program.numSymbols();
  int64_t values[kMaxSizeSymbols];
  size_t fromInput[kMaxSizeSymbols], fromDim[kMaxSizeSymbols];
  bool known[kMaxSizeSymbols] = {};
  // Symbols found in the data keep their last values until their kernel runs again.
  std::copy(symbolValues.begin(), symbolValues.end(), values);
  // Each other symbol is a dimension of an input (torch.export names the inputs' dynamic dims).
  for (size_t i = 0; i < program.numInputs(); ++i) {
    const TensorInfo &t = program.value(program.inputValue(i));
    for (size_t d = 0; d < t.dynamicShape.size(); ++d) {
      if (t.dynamicShape[d] < 0)
        continue;
      const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(t.dynamicShape[d]))->code();
      int s = loneSymbol(code->data(), code->size());
      if (s < 0)
        continue;
      int64_t size = inputShapes[i][d];
      if (known[s] && values[s] != size)
        return Error(ErrorCode::InvalidArgument,
                     formatMessage("input %zu dimension %zu is %lld, but input %zu dimension %zu makes %s %lld", i, d,
                                   (long long)size, fromInput[s], fromDim[s], fb.symbols()->Get(s)->name()->c_str(),
                                   (long long)values[s]));
      if (!known[s]) {
        known[s] = true;
        values[s] = size;
        fromInput[s] = i;
        fromDim[s] = d;
      }
    }
  }
  for (size_t s = 0; s < numSymbols; ++s) {
    const schema::SizeSymbol *sym = fb.symbols()->Get(uint32_t(s));
    if (sym->source_instruction() >= 0)
      continue; // found in the data (Program::check: no input gives it)
    // known: Program::check saw an input give it
    if (values[s] < sym->min() || values[s] > sym->max())
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("input %zu dimension %zu is %lld, outside [%lld, %lld], the bounds of dynamic size %s",
                                 fromInput[s], fromDim[s], (long long)values[s], (long long)sym->min(),
                                 (long long)sym->max(), sym->name()->c_str()));
  }
  *changed = !std::equal(values, values + numSymbols, symbolValues.begin());
  std::copy(values, values + numSymbols, symbolValues.begin());
  // The same symbols give the same sizes: executes at one size do not evaluate every value's sizes again.
  if (*changed || resize)
    EDGE_RETURN_IF_ERROR(sizeValues());
  for (size_t i = 0; i < program.numInputs(); ++i) {
    const TensorInfo &t = live[program.inputValue(i)];
    for (size_t d = 0; d < t.shape.size(); ++d)
      if (t.shape[d] != inputShapes[i][d])
        return Error(
            ErrorCode::InvalidArgument,
            formatMessage("input %zu dimension %zu is %lld; with the other dimensions the program expects %lld", i, d,
                          (long long)inputShapes[i][d], (long long)t.shape[d]));
  }
  return Error::success();
}

Error Model::Impl::sizeValues() {
  // Every value's sizes, within its upper bounds; inputs must have the sizes their expressions give.
  for (uint32_t v = 0; v < live.size(); ++v) {
    const TensorInfo &bound = program.value(v);
    if (bound.dynamicShape.empty())
      continue;
    TensorInfo &t = live[v];
    uint64_t numel = 1;
    for (size_t d = 0; d < bound.shape.size(); ++d) {
      int64_t size = bound.shape[d];
      if (bound.dynamicShape[d] >= 0) {
        EDGE_RETURN_IF_ERROR(evaluateSize(bound.dynamicShape[d], &size));
        if (size < 0 || size > bound.shape[d])
          return Error(ErrorCode::InvalidProgram,
                       formatMessage("value %u dimension %zu evaluates to %lld, outside [0, %lld]", v, d,
                                     (long long)size, (long long)bound.shape[d]));
      }
      t.shape[d] = size;
      numel *= uint64_t(size);
    }
    t.numel = int64_t(numel);
    t.nbytes = numel * elementSize(t.dtype);
  }
  return Error::success();
}

Error Model::Impl::refreshInstructions(size_t begin, size_t end) {
  for (size_t i = begin; i < end; ++i) {
    int s = schedule[i];
    if (s >= 0 && kernels[size_t(s)].dynamic) {
      KernelInstruction &k = kernels[size_t(s)];
      for (size_t p = 0; p < k.sizedInts.size(); p += 2) // indices checked at load (Program::load)
        EDGE_RETURN_IF_ERROR(evaluateSize(int32_t(k.sizedInts[p + 1]), &k.ints[k.sizedInts[p]]));
      Error e = k.kernel->check(k.args());
      if (!e.ok())
        return Error(e.code(), formatMessage("instruction %zu: ", i) + e.message());
    } else if (s < 0 && partitions[size_t(-s - 1)].dynamic) {
      EDGE_RETURN_IF_ERROR(recordPartition(uint32_t(-s - 1)));
    }
  }
  return Error::success();
}

Error Model::Impl::takeRowSymbol(size_t j, bool *changed) {
  const Step &step = steps[j];
  const KernelInstruction &k = kernels[size_t(schedule[step.end - 1])];
  const schema::SizeSymbol *sym = program.fb().symbols()->Get(uint32_t(step.rowSymbol));
  if (k.rows < sym->min() || k.rows > sym->max())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("%s found %lld rows, outside [%lld, %lld], the bounds of size %s", k.kernel->name,
                               (long long)k.rows, (long long)sym->min(), (long long)sym->max(), sym->name()->c_str()));
  *changed = symbolValues[size_t(step.rowSymbol)] != k.rows;
  symbolValues[size_t(step.rowSymbol)] = k.rows;
  return *changed ? sizeValues() : Error::success();
}

Error Model::Impl::submitAndWait(VkCommandBuffer commands) {
  VkSubmitInfo submit = {};
  submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &commands;
  VkFence f = fence.get();
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkQueueSubmit(vulkan->queue(), 1, &submit, f), "vkQueueSubmit"));
  Error done = waited(vk::api.vkWaitForFences(vulkan->device(), 1, &f, VK_TRUE, uint64_t(waitTimeoutMs) * 1000000u),
                      "vkWaitForFences");
  if (!done.ok()) {
    chainBroken = true; // the command buffer and the fence may still be pending: nothing may reuse them
    return done;
  }
  return vk::check(vk::api.vkResetFences(vulkan->device(), 1, &f), "vkResetFences");
}

Error Model::Impl::waited(VkResult result, const char *what) const {
  if (result == VK_TIMEOUT)
    return Error(ErrorCode::Vulkan,
                 formatMessage("the device did not finish within %u ms (ModelOptions::waitTimeoutMs, edge-run "
                               "--wait-timeout-ms); the model refuses further executes: load the program again",
                               waitTimeoutMs));
  return vk::check(result, what);
}

Error Model::Impl::planSteps() {
  for (size_t i = 0; i < schedule.size(); ++i) {
    int s = schedule[i];
    if (s < 0 || steps.empty() || steps.back().partition >= 0 || steps.back().rowSymbol >= 0) {
      Step step = {s < 0 ? -s - 1 : -1, i, i + 1, -1};
      steps.push_back(step);
    } else {
      steps.back().end = i + 1;
    }
    if (s >= 0)
      steps.back().rowSymbol = kernels[size_t(s)].rowSymbol;
  }
  if (!vulkan || !vulkan->timelineSemaphores())
    return Error::success();
  VkSemaphoreTypeCreateInfo type = {};
  type.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO;
  type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  type.initialValue = 0;
  VkSemaphoreCreateInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
  info.pNext = &type;
  VkSemaphore created;
  EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkCreateSemaphore(vulkan->device(), &info, nullptr, &created), "vkCreateSemaphore"));
  timeline = vk::Semaphore(vulkan->device(), created);
  for (size_t j = 0; j < steps.size(); ++j)
    if (steps[j].partition >= 0)
      submitStep.push_back(j);
  const size_t n = submitStep.size();
  submits.resize(n);
  submitValues.resize(n);
  waitValues.resize(n);
  signalValues.resize(n);
  for (size_t k = 0; k < n; ++k) {
    VkTimelineSemaphoreSubmitInfo &values = submitValues[k];
    values = VkTimelineSemaphoreSubmitInfo();
    values.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO;
    values.waitSemaphoreValueCount = 1;
    values.pWaitSemaphoreValues = &waitValues[k];
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &signalValues[k];
    VkSubmitInfo &submit = submits[k];
    submit = VkSubmitInfo();
    submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    submit.pNext = &values;
    // Every step waits for its predecessor, even a Vulkan one (its writes then become visible to this
    // one's dispatches); the first waits for the previous execute.
    submit.waitSemaphoreCount = 1;
    submit.pWaitSemaphores = timeline.ptr();
    submit.pWaitDstStageMask = &kChainWaitStage;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &partitions[size_t(steps[submitStep[k]].partition)].commands;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = timeline.ptr();
  }
  return Error::success();
}

void Model::Impl::runKernels(const Step &step) {
  for (size_t i = step.begin; i < step.end; ++i) {
    KernelInstruction &k = kernels[size_t(schedule[i])];
    k.kernel->run(k.args());
  }
}

Error Model::Impl::waitTimeline(uint64_t value) {
  VkSemaphoreWaitInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO;
  info.semaphoreCount = 1;
  info.pSemaphores = timeline.ptr();
  info.pValues = &value;
  return waited(vk::api.vkWaitSemaphores(vulkan->device(), &info, uint64_t(waitTimeoutMs) * 1000000u), "vkWaitSemaphores");
}

Error Model::Impl::signalTimeline(uint64_t value) {
  VkSemaphoreSignalInfo signal = {};
  signal.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO;
  signal.semaphore = timeline.get();
  signal.value = value;
  return vk::check(vk::api.vkSignalSemaphore(vulkan->device(), &signal), "vkSignalSemaphore");
}

void Model::Impl::drainChain(uint64_t start, size_t first, size_t kBegin, size_t kSubmitted) {
  if (kSubmitted == kBegin) {
    chainBroken = false;
    return;
  }
  const uint64_t last = start + (submitStep[kSubmitted - 1] - first) + 1;
  for (size_t j = first; start + (j - first) + 1 < last; ++j)
    if (steps[j].partition < 0 &&
        (!waitTimeline(start + (j - first)).ok() || !signalTimeline(start + (j - first) + 1).ok()))
      return; // the device is lost: nothing waits any more
  if (waitTimeline(last).ok()) {
    timelineValue = last;
    chainBroken = false;
  }
}

Error Model::Impl::runChained(size_t first, size_t end) {
  if (chainBroken)
    return Error(ErrorCode::Vulkan, "an earlier execute failed mid-chain; load the program again");
  // Step j waits until the semaphore reaches start + (j - first) and raises it by one once done.
  const uint64_t start = timelineValue;
  size_t kBegin = 0, kEnd = 0;
  while (kBegin < submits.size() && submitStep[kBegin] < first)
    ++kBegin;
  for (kEnd = kBegin; kEnd < submits.size() && submitStep[kEnd] < end; ++kEnd) {
    waitValues[kEnd] = start + (submitStep[kEnd] - first);
    signalValues[kEnd] = waitValues[kEnd] + 1;
  }
  // One vkQueueSubmit per partition, all before the host runs anything. (The NVIDIA 580 driver ran the later
  // batches of a single multi-batch vkQueueSubmit without waiting for the host's signal: wrong results on
  // an H100, with no validation message.)
  chainBroken = true; // until the chain completes: submitted steps may wait for host signals yet to come
  for (size_t k = kBegin; k < kEnd; ++k) {
    Error submitted = vk::check(vk::api.vkQueueSubmit(vulkan->queue(), 1, &submits[k], VK_NULL_HANDLE), "vkQueueSubmit");
    if (!submitted.ok()) {
      drainChain(start, first, kBegin, k);
      return submitted;
    }
  }
  for (size_t j = first; j < end; ++j) {
    if (steps[j].partition >= 0)
      continue;
    // The step before (if any) wrote what these kernels read; the host then lets the next one go.
    EDGE_RETURN_IF_ERROR(waitTimeline(start + (j - first)));
    runKernels(steps[j]);
    EDGE_RETURN_IF_ERROR(signalTimeline(start + (j - first) + 1));
  }
  EDGE_RETURN_IF_ERROR(waitTimeline(start + (end - first)));
  timelineValue = start + (end - first);
  chainBroken = false;
  return Error::success();
}

Error Model::Impl::runInTurn(size_t first, size_t end) {
  for (size_t j = first; j < end; ++j) {
    if (steps[j].partition >= 0)
      EDGE_RETURN_IF_ERROR(submitAndWait(partitions[size_t(steps[j].partition)].commands));
    else
      runKernels(steps[j]);
  }
  return Error::success();
}

Result<std::unique_ptr<Model>> Model::load(Program program, const ModelOptions &options) {
  if (options.waitTimeoutMs == 0)
    return Error(ErrorCode::InvalidArgument, "ModelOptions::waitTimeoutMs must be above 0");
  std::unique_ptr<Impl> impl(new Impl());
  impl->program = std::move(program);
  if (options.publicKey) // before anything of the program is used
    EDGE_RETURN_IF_ERROR(impl->program.requireSignature(options.publicKey));
  impl->waitTimeoutMs = options.waitTimeoutMs;
  const schema::Program &fb = impl->program.fb();
  // Until the first execute, every value has its upper-bound shape.
  impl->live = impl->program.values();
  for (size_t i = 0; i < impl->program.numInputs(); ++i)
    impl->inputShapes.push_back(impl->program.value(impl->program.inputValue(i)).shape);
  for (size_t s = 0; s < impl->program.numSymbols(); ++s)
    impl->symbolValues.push_back(fb.symbols()->Get(uint32_t(s))->max());
  // Kernels are checked and partitions recorded at these sizes, which an execute at the bounds then keeps.
  if (impl->program.numSymbols())
    EDGE_RETURN_IF_ERROR(impl->sizeValues());
  EDGE_RETURN_IF_ERROR(impl->setUpHostConstants());
  if (options.deviceArena && !impl->program.hasVulkanPartitions())
    return Error(ErrorCode::InvalidArgument, "ModelOptions::deviceArena is for Vulkan programs: this one has no "
                                             "Vulkan partition");
  if (impl->program.hasVulkanPartitions()) {
    // The host arena is memory the device maps: its own, or the caller's imported (ModelOptions::hostArena).
    EDGE_RETURN_IF_ERROR(impl->setUpVulkan(options));
  } else if (options.hostArena) {
    // The caller's memory (ModelOptions::hostArena): a CPU program's arena, planned size or more, aligned for
    // every element type.
    if (options.hostArenaBytes < fb.host_arena_size() || reinterpret_cast<uintptr_t>(options.hostArena) % 16)
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("the caller's host arena must hold %llu bytes at a 16-byte aligned address",
                                 (unsigned long long)fb.host_arena_size()));
    impl->hostBase = static_cast<uint8_t *>(options.hostArena);
  } else {
    if (!impl->hostArena.allocate(fb.host_arena_size()))
      return Error(ErrorCode::InvalidArgument, "out of memory for the host arena");
    impl->hostBase = static_cast<uint8_t *>(impl->hostArena.data);
  }
  EDGE_RETURN_IF_ERROR(impl->setUpKernels(options.kernels));
  EDGE_RETURN_IF_ERROR(impl->planSteps());
  // Messages are counted only with the validation layer on.
  std::unique_ptr<Model> model(new Model(impl.release()));
  if (unsigned messages = model->validationMessages())
    return Error(ErrorCode::Vulkan, formatMessage("%u Vulkan validation message(s) while loading", messages));
  return std::move(model);
}

Model::Model(Impl *impl) : impl_(impl) {}
Model::Model(Model &&other) : impl_(other.impl_) { other.impl_ = nullptr; }
Model &Model::operator=(Model &&other) {
  if (this != &other) {
    Model old(impl_); // destroys what this held, as ~Model does
    impl_ = other.impl_;
    other.impl_ = nullptr;
  }
  return *this;
}
Model::~Model() {
  delete impl_; // null when moved from; ~Impl waits for the device
}

const Program &Model::program() const { return impl_->program; }

std::string Model::submission() const {
  size_t gpu = 0, cpu = 0;
  for (size_t j = 0; j < impl_->steps.size(); ++j)
    (impl_->steps[j].partition >= 0 ? gpu : cpu)++;
  std::string counts = formatMessage("%zu vulkan step(s), %zu cpu step(s)", gpu, cpu);
  if (!impl_->vulkan)
    return counts;
  size_t chains = 1;
  for (size_t j = 0; j + 1 < impl_->steps.size(); ++j)
    chains += impl_->steps[j].rowSymbol >= 0;
  if (impl_->timeline.get() != VK_NULL_HANDLE && chains > 1)
    return counts + formatMessage(", %zu submissions chained on a timeline semaphore (split where a kernel finds a "
                                  "size in the data)",
                                  chains);
  if (impl_->timeline.get() != VK_NULL_HANDLE)
    return counts + ", one submission chained on a timeline semaphore";
  return counts + ", each vulkan step submitted and waited for in turn (the device has no timeline semaphores)";
}

std::string Model::deviceName() const { return impl_->vulkan ? impl_->vulkan->deviceName() : std::string("CPU"); }

unsigned Model::validationMessages() const {
  return impl_->vulkan ? impl_->vulkan->validationMessages() - impl_->validationBaseline : 0;
}

Result<std::shared_ptr<Device> > Device::adopt(const ExternalDevice &external) {
  Result<vk::Context *> ctx = vk::Context::adopt(
      static_cast<VkInstance>(external.instance), static_cast<VkPhysicalDevice>(external.physicalDevice),
      static_cast<VkDevice>(external.device), static_cast<VkQueue>(external.queue), external.queueFamily,
      external.features, external.timelineSemaphores, external.robustBufferAccess, external.externalMemoryHost);
  if (!ctx.ok())
    return ctx.error();
  Impl *impl = new Impl;
  impl->context.reset(ctx.value());
  return std::shared_ptr<Device>(new Device(impl));
}

Result<std::shared_ptr<Device> > Device::open(const DeviceOptions &options) {
  vk::Context::Options vopts;
  vopts.validation = options.validation;
  vopts.deviceIndex = options.deviceIndex;
  vopts.robustBufferAccess = options.robustBufferAccess;
  Result<vk::Context *> ctx = vk::Context::create(vopts);
  if (!ctx.ok())
    return ctx.error();
  Impl *impl = new Impl;
  impl->context.reset(ctx.value());
  return std::shared_ptr<Device>(new Device(impl));
}
Device::Device(Impl *impl) : impl_(impl) {}
Device::~Device() { delete impl_; }
std::string Device::name() const { return impl_->context->deviceName(); }
bool Device::robustBufferAccess() const { return impl_->context->robustBufferAccess(); }
std::string Device::compileOptions() const {
  const vk::Context &c = *impl_->context;
  const VkPhysicalDeviceProperties &p = c.properties();
  // The class of --vulkan-device by PCI vendor (Arm, Qualcomm, Imagination: phones and boards) or type.
  const char *cls = "desktop";
  if (p.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU)
    cls = "lavapipe";
  else if (p.vendorID == 0x10DE)
    cls = "nvidia";
  else if (p.vendorID == 0x1002)
    cls = "amd";
  else if (p.vendorID == 0x8086)
    cls = "intel";
  else if (p.vendorID == 0x13B5 || p.vendorID == 0x5143 || p.vendorID == 0x1010)
    cls = "mobile";
  std::string spec = std::string("--vulkan-device=") + cls;
  if (c.computeUnits())
    spec += formatMessage(",compute-units=%u", c.computeUnits());
  spec += formatMessage(",max-invocations=%u,shared-memory=%u", p.limits.maxComputeWorkGroupInvocations,
                        p.limits.maxComputeSharedMemorySize);
  std::string features = deviceFeatureNames(c.features(), ","); // as --vulkan-features takes them
  return spec + " --vulkan-features=" + (features.empty() ? "none" : features) +
         formatMessage(" --vulkan-max-storage-buffer-range=%u", p.limits.maxStorageBufferRange);
}
unsigned Device::validationMessages() const { return impl_->context->validationMessages(); }

Error Model::setInput(size_t index, const void *data, size_t nbytes) {
  if (index >= impl_->program.numInputs())
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu of %zu", index, impl_->program.numInputs()));
  const std::vector<int64_t> &shape = impl_->program.value(impl_->program.inputValue(index)).shape;
  return setInput(index, data, nbytes, shape.data(), shape.size());
}

Error Model::setInput(size_t index, const void *data, size_t nbytes, const int64_t *shape, size_t rank) {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  if (index >= impl_->program.numInputs())
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu of %zu", index, impl_->program.numInputs()));
  uint32_t v = impl_->program.inputValue(index);
  const TensorInfo &t = impl_->program.value(v);
  if (rank != t.shape.size())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("input %zu has rank %zu, the program takes rank %zu", index, rank, t.shape.size()));
  uint64_t numel = 1;
  for (size_t d = 0; d < rank; ++d) {
    bool dynamic = !t.dynamicShape.empty() && t.dynamicShape[d] >= 0;
    if (shape[d] < 0 || (!dynamic && shape[d] != t.shape[d]))
      return Error(ErrorCode::InvalidArgument, formatMessage("input %zu dimension %zu is %lld, the program takes %lld",
                                                             index, d, (long long)shape[d], (long long)t.shape[d]));
    if (shape[d] > t.shape[d]) {
      const schema::Program &fb = impl_->program.fb();
      const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(t.dynamicShape[d]))->code();
      int s = loneSymbol(code->data(), code->size());
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("input %zu dimension %zu is %lld, above its upper bound %lld%s%s", index, d,
                                 (long long)shape[d], (long long)t.shape[d], s >= 0 ? " (dynamic size " : "",
                                 s >= 0 ? (std::string(fb.symbols()->Get(uint32_t(s))->name()->c_str()) + ")").c_str()
                                        : ""));
    }
    numel *= uint64_t(shape[d]);
  }
  if (nbytes != numel * elementSize(t.dtype))
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu takes %llu bytes at that shape, got %zu", index,
                                                           (unsigned long long)(numel * elementSize(t.dtype)), nbytes));
  std::copy(shape, shape + rank, impl_->inputShapes[index].begin());
  if (nbytes == 0)
    return Error::success(); // an empty tensor: data may be null, and memcpy with null is UB even for 0 bytes
  if (!data)
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu: null data for %zu bytes", index, nbytes));
  memcpy(impl_->dataOf(v), data, nbytes);
  return Error::success();
}

Error Model::execute() {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  std::unique_lock<std::mutex> queue;
  if (impl_->device)
    queue = std::unique_lock<std::mutex>(impl_->device->impl()->queue);
  // Command buffers of a chain that failed midway may still be pending: nothing may record them again.
  if (impl_->chainBroken)
    return Error(ErrorCode::Vulkan, "an earlier execute failed mid-chain; load the program again");
  impl_->profiled = false;
  bool changed = false, stale = impl_->stale;
  if (impl_->program.numSymbols()) {
    impl_->stale = true; // until the sizes, checks, recordings and runs below all succeed
    EDGE_RETURN_IF_ERROR(impl_->resolveShapes(stale, &changed));
  }
  // New sizes: kernels check their arguments again, partitions record their sizes again.
  if (changed || stale)
    EDGE_RETURN_IF_ERROR(impl_->refreshInstructions(0, impl_->schedule.size()));
  // Runs of steps up to each one that finds a size symbol in the data; what follows it is sized for the
  // count found before it runs. A failure on the way leaves the model stale: the next execute redoes all.
  bool chained = impl_->timeline.get() != VK_NULL_HANDLE;
  for (size_t first = 0, j = 0; j < impl_->steps.size(); ++j) {
    const Step &step = impl_->steps[j];
    if (step.rowSymbol < 0 && j + 1 < impl_->steps.size())
      continue;
    EDGE_RETURN_IF_ERROR(chained ? impl_->runChained(first, j + 1) : impl_->runInTurn(first, j + 1));
    first = j + 1;
    if (step.rowSymbol >= 0) {
      // A count that cannot be taken (out of bounds, or sizes or kernel checks that fail for it) is not
      // kept: the next execute starts from the last good one.
      const int64_t last = impl_->symbolValues[size_t(step.rowSymbol)];
      bool found = false;
      Error e = impl_->takeRowSymbol(j, &found);
      if (e.ok() && found)
        e = impl_->refreshInstructions(step.end, impl_->schedule.size());
      if (!e.ok()) {
        impl_->symbolValues[size_t(step.rowSymbol)] = last;
        (void)impl_->sizeValues(); // succeeded for these symbols before
        return e;
      }
    }
  }
  impl_->stale = false;
  impl_->profiled = true;
  if (unsigned messages = validationMessages())
    return Error(ErrorCode::Vulkan, formatMessage("%u Vulkan validation message(s)", messages));
  return Error::success();
}

Error Model::dispatchTimes(std::vector<DispatchTime> *times) const {
  times->clear();
  if (impl_->timestamps.get() == VK_NULL_HANDLE)
    return Error(ErrorCode::InvalidArgument, "the model was loaded without profiling (ModelOptions::profile)");
  if (!impl_->profiled)
    return Error(ErrorCode::InvalidArgument, "no execute has completed since the model was loaded or last failed");
  const schema::Program &fb = impl_->program.fb();
  const uint32_t bits = impl_->vulkan->timestampValidBits();
  const uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  const double period = impl_->vulkan->properties().limits.timestampPeriod; // nanoseconds per tick
  std::vector<uint64_t> stamps;
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p) {
    uint32_t n = fb.vulkan_partitions()->Get(p)->dispatches()->size();
    stamps.resize(n + 1);
    EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkGetQueryPoolResults(impl_->vulkan->device(), impl_->timestamps.get(),
                                                         impl_->queryBase[p], n + 1, stamps.size() * sizeof(uint64_t),
                                                         stamps.data(), sizeof(uint64_t), VK_QUERY_RESULT_64_BIT),
                                   "vkGetQueryPoolResults"));
    for (uint32_t i = 0; i < n; ++i) {
      DispatchTime t = {p, i, double((stamps[i + 1] - stamps[i]) & mask) * period / 1000.0};
      times->push_back(t);
    }
  }
  return Error::success();
}

const TensorInfo &Model::outputInfo(size_t index) const { return impl_->live[impl_->program.outputValue(index)]; }

const TensorInfo &Model::valueInfo(uint32_t value) const { return impl_->live[value]; }

const void *Model::output(size_t index) const {
  if (index >= impl_->program.numOutputs())
    return nullptr;
  return impl_->dataOf(impl_->program.outputValue(index));
}

} // namespace edge

// The Vulkan backend: a program's partitions recorded once per size, submitted as one timeline-semaphore chain
// per execute (or in turn where the device has no timeline semaphores), and the Device Models share.
#include "Backend.h"
#include "SpirvValidate.h"
#include "Vulkan.h"
#include "edge/runtime/DeviceFeatures.h"
#include "edge/schema/program_generated.h"
#include "edge/runtime/SizeExpr.h"

#include <algorithm>
#include <cstring>
#include <mutex>

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

const VkPipelineStageFlags kChainWaitStage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;

struct VulkanPartitionState {
  VkCommandBuffer commands;
  std::vector<VkDescriptorSet> sets;
  bool dynamic; // a transfer or dispatch depends on the size symbols: recorded again when they change
  VulkanPartitionState() : commands(VK_NULL_HANDLE), dynamic(false) {}
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

/// Units: the program's Vulkan partitions.
class VulkanBackend : public Backend {
public:
  explicit VulkanBackend(ValueState &state)
      : state_(state), vulkan(nullptr), validationBaseline(0), deviceArena(VK_NULL_HANDLE), deviceArenaOffset(0),
        timelineValue(0), chainBroken(false), waitTimeoutMs(600000), profiled(false), executeFirst(0), steps_(nullptr) {}
  // Work submitted before a failure (a wait that timed out at load or execute) may still use the buffers
  // and command buffers about to be destroyed.
  ~VulkanBackend() {
    if (vulkan) {
      std::lock_guard<std::mutex> lock(device->impl()->queue);
      vk::api.vkDeviceWaitIdle(vulkan->device());
    }
  }
  Error setUp(const ModelOptions &options);

  std::string deviceName() const { return vulkan->deviceName(); }
  bool sizeDependent(uint32_t unit) const { return partitions[unit].dynamic; }
  Error prepare(uint32_t unit) { return recordPartition(unit); }
  Error plan(const std::vector<Step> &steps);
  Error begin(std::unique_lock<std::mutex> *lock) {
    *lock = std::unique_lock<std::mutex>(device->impl()->queue);
    profiled = false;
    executeFirst = size_t(-1);
    // Command buffers of a chain that failed midway may still be pending: nothing may record them again.
    if (chainBroken)
      return Error(ErrorCode::Vulkan, "an earlier execute failed mid-chain; load the program again");
    return Error::success();
  }
  Error run(size_t first, size_t end, StepRunner &others) {
    EDGE_RETURN_IF_ERROR(timeline.get() != VK_NULL_HANDLE ? runChained(first, end, others)
                                                           : runInTurn(first, end, others));
    executeFirst = std::min(executeFirst, first);
    profiled = end == steps_->size(); // every timestamp of the steps run is written
    return Error::success();
  }
  std::string submission(const std::string &counts) const;
  unsigned validationMessages() const { return vulkan->validationMessages() - validationBaseline; }
  Error dispatchTimes(std::vector<DispatchTime> *times) const;
  Error bindHostMemory(uint32_t root, void *data, size_t nbytes);

private:
  Error createTimestamps();
  Error uploadConstants();
  Error createShader(uint32_t index, const schema::Shader &shader);
  Error createPipeline(uint32_t index, const schema::Pipeline &pipeline);
  /// Records (or records again, with the current sizes) partition `p`'s command buffer.
  Error recordPartition(uint32_t p);
  /// Whether any of `values` has bytes to copy at the current sizes.
  bool anyTransfer(const flatbuffers::Vector<uint32_t> &values) const;
  /// Records the copies between the host and device copies of `values` (upload: host to device): those in the
  /// host arena as one vkCmdCopyBuffer (regions in regionScratch), each value in the app's memory
  /// (bindHostMemory) as one of its own.
  void recordTransfers(VkCommandBuffer cb, const flatbuffers::Vector<uint32_t> &values, bool upload);
  /// The app's buffer holding `value`'s host copy (bindHostMemory), or null: the host arena holds it.
  const vk::AllocatedBuffer *boundBuffer(uint32_t value) const;
  /// Allocates a primary command buffer from the pool and begins recording it.
  Error beginCommands(VkCommandBufferUsageFlags usage, VkCommandBuffer *out);
  /// Submits one command buffer and waits for it.
  Error submitAndWait(VkCommandBuffer commands);
  /// A wait's result: a timeout says so, naming the option that sets it.
  Error waited(VkResult result, const char *what) const;
  /// Runs steps [first, end) as a timeline-semaphore chain, or one partition at a time; nothing is left
  /// pending when they return.
  Error runChained(size_t first, size_t end, StepRunner &others);
  Error runInTurn(size_t first, size_t end, StepRunner &others);
  Error waitTimeline(uint64_t value);
  Error signalTimeline(uint64_t value);
  /// After a failed vkQueueSubmit, lets the submissions [kBegin, kSubmitted) already queued finish (they wait
  /// for host signals; the chain started at step `first`, timeline value `start`): the host gives the
  /// signals up to the last of them without running its kernels, then waits. Nothing is left pending, so the
  /// model can execute again or be destroyed.
  void drainChain(uint64_t start, size_t first, size_t kBegin, size_t kSubmitted);

  ValueState &state_;
  std::shared_ptr<Device> device; // the device it runs on: ModelOptions::device, else one of its own
  vk::Context *vulkan;
  unsigned validationBaseline;             // the device's validation messages before this model's load
  vk::AllocatedBuffer hostBuffer, deviceBuffer, constantBuffer;
  // The weights' staging chunk: a member, so that after a failed wait (a copy may still read it) it lives
  // until the destructor has waited for the device.
  vk::AllocatedBuffer uploadStaging;
  VkBuffer deviceArena;               // deviceBuffer's, or the app's (MemoryManager::deviceArena)
  VkDeviceSize deviceArenaOffset;     // where the arena starts in it
  std::vector<ShaderState> shaders;
  std::vector<PipelineState> pipelines;
  vk::DescriptorPool descriptorPool;
  vk::CommandPool commandPool;
  vk::Fence fence;
  std::vector<VulkanPartitionState> partitions;
  std::vector<VkBufferCopy> regionScratch; // reserved at load: recording again allocates nothing
  // Per value that is the root of an input or output bound to the app's memory (Model::bindInput, bindOutput):
  // that memory, imported (VK_EXT_external_memory_host); the transfers copy to and from it.
  std::vector<std::unique_ptr<vk::AllocatedBuffer> > boundHost;
  // With timeline semaphores, an execute is one chain: step j waits until the semaphore reaches
  // base + j and raises it to base + j + 1 once done (base: its value before the execute). Every Vulkan step
  // is submitted at once before the host runs its kernels, so the queue starts a partition as soon as the
  // host signals, without a fence wait and a new submission in between. Without them, each partition is
  // submitted and waited for in turn. A kernel that finds a size symbol in the data (nonzero) ends a chain:
  // the steps after it are sized, recorded and chained once its count is known.
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
  bool profiled; // the last execute completed, so every timestamp of the steps it ran is written
  size_t executeFirst; // the step the last execute began at (after the prologue where it was skipped)
  const std::vector<Step> *steps_;
};

} // namespace

Result<Backend *> createVulkanBackend(ValueState &state, const ModelOptions &options) {
  std::unique_ptr<VulkanBackend> backend(new VulkanBackend(state));
  EDGE_RETURN_IF_ERROR(backend->setUp(options));
  return static_cast<Backend *>(backend.release());
}

std::string VulkanBackend::submission(const std::string &counts) const {
  size_t chains = 1;
  for (size_t j = 0; j + 1 < steps_->size(); ++j)
    chains += (*steps_)[j].rowSymbol >= 0;
  if (timeline.get() != VK_NULL_HANDLE && chains > 1)
    return counts + formatMessage(", %zu submissions chained on a timeline semaphore (split where a kernel finds a "
                                  "size in the data)",
                                  chains);
  if (timeline.get() != VK_NULL_HANDLE)
    return counts + ", one submission chained on a timeline semaphore";
  return counts + ", each vulkan step submitted and waited for in turn (the device has no timeline semaphores)";
}

Error VulkanBackend::setUp(const ModelOptions &options) {
  const schema::Program &fb = state_.program.fb();
  waitTimeoutMs = options.waitTimeoutMs;
  if (options.device) {
    device = options.device;
  } else {
    Result<std::shared_ptr<Device> > opened = Device::open(options.deviceOptions());
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
        const TensorInfo &t = state_.program.value(v);
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
  if (options.memory.hostArena) // the app's memory, imported (VK_EXT_external_memory_host)
    EDGE_RETURN_IF_ERROR(vulkan->importHostBuffer(options.memory.hostArena, std::max<uint64_t>(fb.host_arena_size(), 256),
                                                  options.memory.hostArenaBytes, &hostBuffer));
  else
    EDGE_RETURN_IF_ERROR(vulkan->createBuffer(std::max<uint64_t>(fb.host_arena_size(), 256), true, &hostBuffer));
  if (options.memory.deviceArena) {
    if (vulkan->owned())
      return Error(ErrorCode::InvalidArgument, "MemoryManager::deviceArena is a buffer of the app's own device: set "
                                               "ModelOptions::device to it (Device::adopt)");
    if (options.memory.deviceArenaOffset % uint64_t(kDeviceAlignment) || options.memory.deviceArenaBytes < fb.device_arena_size())
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("MemoryManager::deviceArena must hold %llu bytes from an offset that is a multiple "
                                 "of %lld",
                                 (unsigned long long)fb.device_arena_size(), (long long)kDeviceAlignment));
    deviceArena = vk::bufferFromHandle(options.memory.deviceArena);
    deviceArenaOffset = options.memory.deviceArenaOffset;
  } else {
    EDGE_RETURN_IF_ERROR(
        vulkan->createBuffer(std::max<uint64_t>(fb.device_arena_size(), 256), false, &deviceBuffer));
    deviceArena = deviceBuffer.buffer.get();
  }
  EDGE_RETURN_IF_ERROR(
      vulkan->createBuffer(std::max<uint64_t>(state_.program.constantBytes(), 256), false, &constantBuffer, true));
  state_.hostBase = static_cast<uint8_t *>(hostBuffer.mapped);
  memset(state_.hostBase, 0, hostBuffer.size);

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
        partitions[p].dynamic |= !state_.program.value(v).dynamicShape.empty();
    for (const schema::Dispatch *d : *part->dispatches())
      partitions[p].dynamic |= (d->dynamic_push() && d->dynamic_push()->size()) ||
                               (d->dynamic_workgroups() && d->dynamic_workgroups()->size());
    EDGE_RETURN_IF_ERROR(recordPartition(p));
  }
  return Error::success();
}

Error VulkanBackend::createTimestamps() {
  if (!vulkan->timestampValidBits() || vulkan->properties().limits.timestampPeriod <= 0)
    return Error(ErrorCode::Unsupported,
                 formatMessage("profiling: the compute queue of '%s' writes no timestamps", vulkan->deviceName().c_str()));
  const schema::Program &fb = state_.program.fb();
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

Error VulkanBackend::createShader(uint32_t index, const schema::Shader &shader) {
  VkDevice device = vulkan->device();
  std::vector<uint32_t> code(shader.spirv()->begin(), shader.spirv()->end()); // aligned copy
  // The features its capabilities ask for, read from the SPIR-V when the program loaded (SpirvCheck.h).
  if (uint32_t missing = state_.program.shaderFeatures(index) & ~vulkan->features())
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

Error VulkanBackend::createPipeline(uint32_t index, const schema::Pipeline &pipeline) {
  VkDevice device = vulkan->device();
  const VkPhysicalDeviceLimits &limits = vulkan->properties().limits;
  const ShaderState &shader = shaders[pipeline.shader()];
  // The workgroup and shared memory the module declares, its specialization constants applied (read from
  // the SPIR-V at load: what the driver will run, whatever the constants claim).
  const PipelineNeeds &needs = state_.program.pipelineNeeds(index);
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


/// The weights are uploaded in chunks of this many bytes (whole blocks): the most host memory staging takes,
/// and the most pages of a mapped program held at once before they are let go.
static const uint64_t kUploadChunkBytes = 16u << 20;

Error VulkanBackend::uploadConstants() {
  VkDevice device = vulkan->device();
  const uint64_t size = state_.program.constantBytes(), block = state_.program.constantBlockSize();
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
      EDGE_RETURN_IF_ERROR(state_.program.readConstants(offset, n, static_cast<uint8_t *>(constantBuffer.mapped) + offset));
    } else {
      EDGE_RETURN_IF_ERROR(state_.program.readConstants(offset, n, staging.mapped));
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
        state_.hostBlocks, false, block, size,
        [&](uint64_t begin, uint64_t end) {
          state_.program.releaseConstants(begin, end - begin);
          return Error::success();
        },
        size_t(offset / block), size_t((offset + n + block - 1) / block));
  }
  uploadStaging.buffer.reset(); // the buffer before its memory
  uploadStaging.memory.reset();
  uploadStaging.mapped = nullptr;
  return Error::success();
}

Error VulkanBackend::beginCommands(VkCommandBufferUsageFlags usage, VkCommandBuffer *out) {
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

const vk::AllocatedBuffer *VulkanBackend::boundBuffer(uint32_t value) const {
  const uint32_t root = state_.program.rootOf(value);
  return root < boundHost.size() ? boundHost[root].get() : nullptr;
}

bool VulkanBackend::anyTransfer(const flatbuffers::Vector<uint32_t> &values) const {
  for (uint32_t v : values)
    if (state_.live[v].nbytes)
      return true;
  return false;
}

void VulkanBackend::recordTransfers(VkCommandBuffer cb, const flatbuffers::Vector<uint32_t> &values, bool upload) {
  regionScratch.clear();
  for (uint32_t v : values) {
    const TensorInfo &t = state_.live[v]; // the bytes of its current shape
    if (!t.nbytes)
      continue;
    const vk::AllocatedBuffer *bound = boundBuffer(v);
    // In the app's memory, the value's bytes start where they start in its root's.
    const TensorInfo &root = state_.program.value(state_.program.rootOf(v));
    const VkDeviceSize host = VkDeviceSize(t.hostOffset) - (bound ? VkDeviceSize(root.hostOffset) : 0);
    const VkDeviceSize device = deviceArenaOffset + VkDeviceSize(t.deviceOffset);
    VkBufferCopy region;
    region.srcOffset = upload ? host : device;
    region.dstOffset = upload ? device : host;
    region.size = t.nbytes;
    if (!bound) {
      regionScratch.push_back(region);
      continue;
    }
    VkBuffer app = bound->buffer.get();
    vk::api.vkCmdCopyBuffer(cb, upload ? app : deviceArena, upload ? deviceArena : app, 1, &region);
  }
  if (!regionScratch.empty()) {
    VkBuffer arena = hostBuffer.buffer.get();
    vk::api.vkCmdCopyBuffer(cb, upload ? arena : deviceArena, upload ? deviceArena : arena,
                            uint32_t(regionScratch.size()), regionScratch.data());
  }
}

Error VulkanBackend::bindHostMemory(uint32_t root, void *data, size_t nbytes) {
  std::unique_ptr<vk::AllocatedBuffer> imported;
  if (data) {
    imported.reset(new vk::AllocatedBuffer());
    const uint64_t size = std::max<uint64_t>(state_.program.value(root).nbytes, 4);
    EDGE_RETURN_IF_ERROR(vulkan->importHostBuffer(data, size, nbytes, imported.get()));
  }
  if (boundHost.size() <= root)
    boundHost.resize(state_.program.values().size());
  // Nothing is pending between executes: the old buffer can go, and the partitions record their copies again.
  boundHost[root].swap(imported);
  for (uint32_t p = 0; p < partitions.size(); ++p)
    if (partitions[p].commands != VK_NULL_HANDLE)
      EDGE_RETURN_IF_ERROR(recordPartition(p));
  return Error::success();
}

Error VulkanBackend::recordPartition(uint32_t p) {
  const schema::VulkanPartition &part = *state_.program.fb().vulkan_partitions()->Get(p);
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
  if (anyTransfer(*part.uploads())) {
    barrier.srcAccessMask = VK_ACCESS_HOST_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &barrier, 0, nullptr, 0,
                         nullptr);
    recordTransfers(cb, *part.uploads(), true);
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
        const TensorInfo &t = state_.program.value(d->bindings()->Get(b));
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
        EDGE_RETURN_IF_ERROR(state_.evaluateSize(int32_t(dynamicPush->Get(k + 1)), &value));
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
        EDGE_RETURN_IF_ERROR(state_.evaluateSize(dynamicGroups->Get(k), &value));
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
  recordTransfers(cb, *part.downloads(), false);
  barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vk::api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, nullptr, 0,
                       nullptr);
  return vk::check(vk::api.vkEndCommandBuffer(cb), "vkEndCommandBuffer");
}


Error VulkanBackend::submitAndWait(VkCommandBuffer commands) {
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

Error VulkanBackend::waited(VkResult result, const char *what) const {
  if (result == VK_TIMEOUT)
    return Error(ErrorCode::Vulkan,
                 formatMessage("the device did not finish within %u ms (ModelOptions::waitTimeoutMs, edge-run "
                               "--wait-timeout-ms); the model refuses further executes: load the program again",
                               waitTimeoutMs));
  return vk::check(result, what);
}


Error VulkanBackend::plan(const std::vector<Step> &steps) {
  steps_ = &steps;
  if (!vulkan->timelineSemaphores())
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
    if ((*steps_)[j].partition >= 0)
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
    submit.pCommandBuffers = &partitions[size_t((*steps_)[submitStep[k]].partition)].commands;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = timeline.ptr();
  }
  return Error::success();
}


Error VulkanBackend::waitTimeline(uint64_t value) {
  VkSemaphoreWaitInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO;
  info.semaphoreCount = 1;
  info.pSemaphores = timeline.ptr();
  info.pValues = &value;
  return waited(vk::api.vkWaitSemaphores(vulkan->device(), &info, uint64_t(waitTimeoutMs) * 1000000u), "vkWaitSemaphores");
}

Error VulkanBackend::signalTimeline(uint64_t value) {
  VkSemaphoreSignalInfo signal = {};
  signal.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO;
  signal.semaphore = timeline.get();
  signal.value = value;
  return vk::check(vk::api.vkSignalSemaphore(vulkan->device(), &signal), "vkSignalSemaphore");
}

void VulkanBackend::drainChain(uint64_t start, size_t first, size_t kBegin, size_t kSubmitted) {
  if (kSubmitted == kBegin) {
    chainBroken = false;
    return;
  }
  const uint64_t last = start + (submitStep[kSubmitted - 1] - first) + 1;
  for (size_t j = first; start + (j - first) + 1 < last; ++j)
    if ((*steps_)[j].partition < 0 &&
        (!waitTimeline(start + (j - first)).ok() || !signalTimeline(start + (j - first) + 1).ok()))
      return; // the device is lost: nothing waits any more
  if (waitTimeline(last).ok()) {
    timelineValue = last;
    chainBroken = false;
  }
}

Error VulkanBackend::runChained(size_t first, size_t end, StepRunner &others) {
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
    if ((*steps_)[j].partition >= 0)
      continue;
    // The step before (if any) wrote what these kernels read; the host then lets the next one go.
    EDGE_RETURN_IF_ERROR(waitTimeline(start + (j - first)));
    others.runStep(j);
    EDGE_RETURN_IF_ERROR(signalTimeline(start + (j - first) + 1));
  }
  EDGE_RETURN_IF_ERROR(waitTimeline(start + (end - first)));
  timelineValue = start + (end - first);
  chainBroken = false;
  return Error::success();
}

Error VulkanBackend::runInTurn(size_t first, size_t end, StepRunner &others) {
  for (size_t j = first; j < end; ++j) {
    if ((*steps_)[j].partition >= 0)
      EDGE_RETURN_IF_ERROR(submitAndWait(partitions[size_t((*steps_)[j].partition)].commands));
    else
      others.runStep(j);
  }
  return Error::success();
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


Error VulkanBackend::dispatchTimes(std::vector<DispatchTime> *times) const {
  times->clear();
  if (timestamps.get() == VK_NULL_HANDLE)
    return Error(ErrorCode::InvalidArgument, "the model was loaded without profiling (ModelOptions::profile)");
  if (!profiled)
    return Error(ErrorCode::InvalidArgument, "no execute has completed since the model was loaded or last failed");
  const schema::Program &fb = state_.program.fb();
  const uint32_t bits = vulkan->timestampValidBits();
  const uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  const double period = vulkan->properties().limits.timestampPeriod; // nanoseconds per tick
  std::vector<uint64_t> stamps;
  // The partitions the last execute ran: a prologue it skipped still holds the timestamps of its last run.
  std::vector<bool> ran(fb.vulkan_partitions()->size(), false);
  for (size_t j = executeFirst; j < steps_->size(); ++j)
    if ((*steps_)[j].partition >= 0)
      ran[size_t((*steps_)[j].partition)] = true;
  for (uint32_t p = 0; p < fb.vulkan_partitions()->size(); ++p) {
    if (!ran[p])
      continue;
    uint32_t n = fb.vulkan_partitions()->Get(p)->dispatches()->size();
    stamps.resize(n + 1);
    EDGE_RETURN_IF_ERROR(vk::check(vk::api.vkGetQueryPoolResults(vulkan->device(), timestamps.get(),
                                                         queryBase[p], n + 1, stamps.size() * sizeof(uint64_t),
                                                         stamps.data(), sizeof(uint64_t), VK_QUERY_RESULT_64_BIT),
                                   "vkGetQueryPoolResults"));
    for (uint32_t i = 0; i < n; ++i) {
      DispatchTime t = {p, i, double((stamps[i + 1] - stamps[i]) & mask) * period / 1000.0};
      times->push_back(t);
    }
  }
  return Error::success();
}

} // namespace edge

// The Vulkan backend of runtime-min: small RAII owners and the objects one program needs.
#ifndef EDGE_RUNTIME_SRC_VULKAN_H
#define EDGE_RUNTIME_SRC_VULKAN_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include "VulkanFunctions.h"

#include <string>
#include <vector>

namespace edge {
namespace vk {

/// The VkResult's enumerator name, e.g. "VK_ERROR_DEVICE_LOST".
const char *resultName(VkResult result);
/// Success, or a Vulkan error "<what> failed: <name> (<value>)".
Error check(VkResult result, const char *what);

/// Owns one Vulkan handle; destroyed with `(api.*Destroy)(device, handle, nullptr)`.
template <typename Handle, void (VKAPI_PTR *Functions::*Destroy)(VkDevice, Handle, const VkAllocationCallbacks *)>
class Owned {
public:
  Owned() : device_(VK_NULL_HANDLE), handle_(VK_NULL_HANDLE) {}
  Owned(VkDevice device, Handle handle) : device_(device), handle_(handle) {}
  Owned(Owned &&o) : device_(o.device_), handle_(o.handle_) { o.handle_ = VK_NULL_HANDLE; }
  Owned &operator=(Owned &&o) {
    reset();
    device_ = o.device_;
    handle_ = o.handle_;
    o.handle_ = VK_NULL_HANDLE;
    return *this;
  }
  ~Owned() { reset(); }
  Handle get() const { return handle_; }
  /// For create-info structs that take arrays of handles.
  const Handle *ptr() const { return &handle_; }
  void reset() {
    if (handle_ != VK_NULL_HANDLE)
      (api.*Destroy)(device_, handle_, nullptr);
    handle_ = VK_NULL_HANDLE;
  }

private:
  Owned(const Owned &);
  Owned &operator=(const Owned &);
  VkDevice device_;
  Handle handle_;
};

typedef Owned<VkBuffer, &Functions::vkDestroyBuffer> Buffer;
typedef Owned<VkDeviceMemory, &Functions::vkFreeMemory> Memory;
typedef Owned<VkShaderModule, &Functions::vkDestroyShaderModule> ShaderModule;
typedef Owned<VkDescriptorSetLayout, &Functions::vkDestroyDescriptorSetLayout> DescriptorSetLayout;
typedef Owned<VkPipelineLayout, &Functions::vkDestroyPipelineLayout> PipelineLayout;
typedef Owned<VkPipeline, &Functions::vkDestroyPipeline> Pipeline;
typedef Owned<VkDescriptorPool, &Functions::vkDestroyDescriptorPool> DescriptorPool;
typedef Owned<VkCommandPool, &Functions::vkDestroyCommandPool> CommandPool;
typedef Owned<VkFence, &Functions::vkDestroyFence> Fence;
typedef Owned<VkSemaphore, &Functions::vkDestroySemaphore> Semaphore;
typedef Owned<VkQueryPool, &Functions::vkDestroyQueryPool> QueryPool;

/// A VkBuffer from its handle's 64 bits (a pointer on 64-bit platforms, an integer on 32-bit ones).
inline VkBuffer bufferFromHandle(uint64_t handle) {
#if VK_USE_64_BIT_PTR_DEFINES
  return reinterpret_cast<VkBuffer>(static_cast<uintptr_t>(handle));
#else
  return static_cast<VkBuffer>(handle);
#endif
}

/// A buffer with its own memory; `mapped` is set for host-visible buffers. Members are destroyed in
/// reverse order: the buffer before the memory bound to it.

struct AllocatedBuffer {
  Memory memory;
  Buffer buffer;
  void *mapped;
  VkDeviceSize size;
  AllocatedBuffer() : mapped(nullptr), size(0) {}
};

/// The instance, the chosen physical device, the logical device and its compute queue.
class Context {
public:
  struct Options {
    bool validation; // enable VK_LAYER_KHRONOS_validation and count its messages
    int deviceIndex; // -1: prefer a discrete GPU, then integrated, then any
    bool robustBufferAccess; // enable the device's robustBufferAccess where it has it
    Options() : validation(false), deviceIndex(-1), robustBufferAccess(true) {}
  };
  static Result<Context *> create(const Options &options);
  /// An app's own instance, physical device, device and queue (edge::ExternalDevice), which the Context uses
  /// but never destroys; `features` are the optional features the app enabled (DeviceFeature bits).
  static Result<Context *> adopt(VkInstance instance, VkPhysicalDevice physical, VkDevice device, VkQueue queue,
                                 uint32_t queueFamily, uint32_t features, bool timelineSemaphores,
                                 bool robustBufferAccess, bool externalMemoryHost);
  ~Context();

  VkDevice device() const { return device_; }
  VkQueue queue() const { return queue_; }
  uint32_t queueFamily() const { return queueFamily_; }
  /// The queue's timestamp width in bits; 0 where it writes no timestamps.
  uint32_t timestampValidBits() const { return timestampValidBits_; }
  const VkPhysicalDeviceProperties &properties() const { return properties_; }
  std::string deviceName() const { return properties_.deviceName; }
  /// The optional features (schema::DeviceFeature bits) the device has; all of them are enabled.
  uint32_t features() const { return features_; }
  /// Workgroups the device runs side by side (SMs, CUs, shader cores) where its driver tells them through
  /// VK_NV_shader_sm_builtins, VK_AMD_shader_core_properties or VK_ARM_shader_core_properties; 0 where not.
  uint32_t computeUnits() const { return computeUnits_; }
  /// Whether timeline semaphores (Vulkan 1.2) are enabled: host and queue work then chain on one semaphore.
  bool timelineSemaphores() const { return timelineSemaphores_; }
  bool robustBufferAccess() const { return robustBufferAccess_; }
  /// Whether the instance and device are this Context's (create), not an app's (adopt).
  bool owned() const { return owned_; }
  /// Validation messages of severity warning or error seen so far (0 without validation).
  unsigned validationMessages() const { return validationMessages_; }

  /// A buffer in host-visible memory (mapped) or device-local memory. With `mapShared`, device-local memory
  /// that is also host-visible, coherent and cached (a device sharing the host's memory: integrated GPUs,
  /// lavapipe) is mapped too, so the host may write it without staging.
  Error createBuffer(VkDeviceSize size, bool hostVisible, AllocatedBuffer *out, bool mapShared = false);
  /// The alignment of host memory the device can import (VK_EXT_external_memory_host enabled), else 0.
  VkDeviceSize hostImportAlignment() const { return hostImportAlignment_; }
  /// A host-visible buffer of `size` bytes over the app's memory at `pointer` (VK_EXT_external_memory_host):
  /// `pointer` aligned to hostImportAlignment(), `available` bytes there (at least `size` rounded up to it).
  Error importHostBuffer(void *pointer, VkDeviceSize size, VkDeviceSize available, AllocatedBuffer *out);

private:
  Context();
  /// A storage and transfer buffer of `size` bytes (`next`: its create info's pNext), without memory yet.
  Error makeBuffer(VkDeviceSize size, const void *next, AllocatedBuffer *out, VkMemoryRequirements *req);
  /// Takes `physical` as the device (its properties, memory types and compute units) and returns its queue
  /// families.
  std::vector<VkQueueFamilyProperties> describe(VkPhysicalDevice physical);
  static VKAPI_ATTR VkBool32 VKAPI_CALL onMessage(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                  VkDebugUtilsMessageTypeFlagsEXT types,
                                                  const VkDebugUtilsMessengerCallbackDataEXT *data, void *self);
  VkInstance instance_;
  VkDebugUtilsMessengerEXT messenger_;
  VkPhysicalDevice physical_;
  VkPhysicalDeviceProperties properties_;
  VkPhysicalDeviceMemoryProperties memory_;
  VkDevice device_;
  VkQueue queue_;
  uint32_t queueFamily_;
  uint32_t timestampValidBits_;
  VkDeviceSize hostImportAlignment_;
  uint32_t features_;
  uint32_t computeUnits_;
  bool timelineSemaphores_;
  bool robustBufferAccess_;
  unsigned validationMessages_;
  bool owned_; // the instance and device are this Context's (create), not an app's (adopt)
};

} // namespace vk
} // namespace edge

#endif

// The Vulkan functions runtime-min calls, loaded at run time from the Vulkan loader (libvulkan.so.1) instead of
// linked: an app linked with the runtime starts on a machine without Vulkan and runs CPU programs there, and
// the runtime defines no vk* symbol that could clash with an app's own use of Vulkan.
#ifndef EDGE_RUNTIME_SRC_VULKANFUNCTIONS_H
#define EDGE_RUNTIME_SRC_VULKANFUNCTIONS_H

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#include "edge/runtime/Error.h"

namespace edge {
namespace vk {

// Looked up before an instance exists.
#define EDGE_VULKAN_GLOBAL_FUNCTIONS(X) X(vkCreateInstance) X(vkEnumerateInstanceLayerProperties)
// Vulkan 1.0 instance and device functions.
#define EDGE_VULKAN_INSTANCE_FUNCTIONS(X)                                                                              \
  X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)                                  \
  X(vkGetPhysicalDeviceMemoryProperties) X(vkGetPhysicalDeviceQueueFamilyProperties)                                   \
  X(vkEnumerateDeviceExtensionProperties) X(vkCreateDevice) X(vkDestroyDevice) X(vkGetDeviceQueue)                     \
  X(vkDeviceWaitIdle) X(vkQueueSubmit) X(vkCreateBuffer) X(vkDestroyBuffer) X(vkGetBufferMemoryRequirements)           \
  X(vkAllocateMemory) X(vkFreeMemory) X(vkBindBufferMemory) X(vkMapMemory) X(vkCreateShaderModule)                     \
  X(vkDestroyShaderModule) X(vkCreateDescriptorSetLayout) X(vkDestroyDescriptorSetLayout) X(vkCreatePipelineLayout)    \
  X(vkDestroyPipelineLayout) X(vkCreateComputePipelines) X(vkDestroyPipeline) X(vkCreateDescriptorPool)                \
  X(vkDestroyDescriptorPool) X(vkAllocateDescriptorSets) X(vkUpdateDescriptorSets) X(vkCreateCommandPool)              \
  X(vkDestroyCommandPool) X(vkAllocateCommandBuffers) X(vkFreeCommandBuffers) X(vkBeginCommandBuffer)                  \
  X(vkEndCommandBuffer) X(vkResetCommandBuffer) X(vkCreateFence) X(vkDestroyFence) X(vkResetFences)                    \
  X(vkWaitForFences) X(vkCreateSemaphore) X(vkDestroySemaphore) X(vkCreateQueryPool) X(vkDestroyQueryPool)             \
  X(vkGetQueryPoolResults) X(vkCmdBindPipeline) X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch)      \
  X(vkCmdCopyBuffer) X(vkCmdPipelineBarrier) X(vkCmdResetQueryPool) X(vkCmdWriteTimestamp)
// Vulkan 1.1 and 1.2 functions, and VK_EXT_external_memory_host's: null where the loader predates them;
// callers check the device's version (or the extension) and the pointer.
#define EDGE_VULKAN_OPTIONAL_FUNCTIONS(X)                                                                              \
  X(vkGetPhysicalDeviceFeatures2) X(vkGetPhysicalDeviceProperties2) X(vkWaitSemaphores) X(vkSignalSemaphore)          \
  X(vkGetMemoryHostPointerPropertiesEXT)

struct Functions {
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
#define EDGE_VULKAN_FUNCTION_MEMBER(name) PFN_##name name;
  EDGE_VULKAN_GLOBAL_FUNCTIONS(EDGE_VULKAN_FUNCTION_MEMBER)
  EDGE_VULKAN_INSTANCE_FUNCTIONS(EDGE_VULKAN_FUNCTION_MEMBER)
  EDGE_VULKAN_OPTIONAL_FUNCTIONS(EDGE_VULKAN_FUNCTION_MEMBER)
#undef EDGE_VULKAN_FUNCTION_MEMBER
};

/// The functions, filled by loadLoader and loadInstanceFunctions; null before.
extern Functions api;

/// Opens the Vulkan loader (EDGE_VULKAN_LIBRARY, else libvulkan.so.1, else libvulkan.so) and looks up the
/// global functions, once per process; later calls return the first one's result. An Unsupported error says
/// what is missing.
Error loadLoader();
/// Looks up the instance and device functions through `instance`, once per process. The loader returns its
/// trampolines, which dispatch on the handle they are given: they serve every instance and device.
Error loadInstanceFunctions(VkInstance instance);

} // namespace vk
} // namespace edge

#endif

// An app's own Vulkan device shared with the runtime (edge::Device::adopt): this test is such an app. It links
// the Vulkan loader and calls Vulkan directly, as apps do, while the runtime opens the same loader at run time
// and defines no vk* symbol of its own.
#include "edge/runtime/Model.h"
#include "TestPrograms.h"

#include <catch2/catch.hpp>
#include <vulkan/vulkan.h>

#include <cstring>
#include <vector>

using namespace edgetest;

TEST_CASE("Models run on a Vulkan device the app created and keeps", "[model][vulkan][external]") {
  VkApplicationInfo app = {};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo instanceInfo = {};
  instanceInfo.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  instanceInfo.pApplicationInfo = &app;
  VkInstance instance;
  REQUIRE(vkCreateInstance(&instanceInfo, nullptr, &instance) == VK_SUCCESS);
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance, &count, nullptr);
  REQUIRE(count > 0);
  std::vector<VkPhysicalDevice> physical(count);
  vkEnumeratePhysicalDevices(instance, &count, physical.data());
  uint32_t families = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical[0], &families, nullptr);
  std::vector<VkQueueFamilyProperties> properties(families);
  vkGetPhysicalDeviceQueueFamilyProperties(physical[0], &families, properties.data());
  uint32_t family = 0;
  while (family < families && !(properties[family].queueFlags & VK_QUEUE_COMPUTE_BIT))
    ++family;
  REQUIRE(family < families);
  float priority = 1;
  VkDeviceQueueCreateInfo queueInfo = {};
  queueInfo.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queueInfo.queueFamilyIndex = family;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  VkDeviceCreateInfo deviceInfo = {};
  deviceInfo.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  deviceInfo.queueCreateInfoCount = 1;
  deviceInfo.pQueueCreateInfos = &queueInfo;
  VkDevice device;
  REQUIRE(vkCreateDevice(physical[0], &deviceInfo, nullptr, &device) == VK_SUCCESS);
  VkQueue queue;
  vkGetDeviceQueue(device, family, 0, &queue);

  {
    edge::ExternalDevice external;
    external.instance = instance;
    external.physicalDevice = physical[0];
    external.device = device;
    external.queue = queue;
    external.queueFamily = family;
    edge::Result<std::shared_ptr<edge::Device>> adopted = edge::Device::adopt(external);
    REQUIRE(adopted.ok());
    edge::ModelOptions options;
    options.device = adopted.value();
    for (int run = 0; run < 2; ++run) { // a second Model on the same device after the first is gone
      edge::Result<edge::Program> p = edge::Program::load(build(vulkanProgram()));
      REQUIRE(p.ok());
      edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), options);
      REQUIRE(m.ok());
      CHECK(m.value()->deviceName() == adopted.value()->name());
      const float x[6] = {1, 2, 3, 4, 5, 6};
      REQUIRE(m.value()->setInput(0, x, sizeof(x)).ok());
      REQUIRE(m.value()->execute().ok());
    }
    // The device arena in the app's own buffer (host-visible here, so the test can look into it): the input's
    // upload lands there, at the program's device offset after the app's offset.
    {
      edge::Result<edge::Program> p = edge::Program::load(build(vulkanProgram()));
      REQUIRE(p.ok());
      const VkDeviceSize offset = 256, size = offset + p.value().deviceArenaBytes();
      VkBufferCreateInfo bufferInfo = {};
      bufferInfo.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
      bufferInfo.size = size;
      bufferInfo.usage =
          VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
      VkBuffer buffer;
      REQUIRE(vkCreateBuffer(device, &bufferInfo, nullptr, &buffer) == VK_SUCCESS);
      VkMemoryRequirements req;
      vkGetBufferMemoryRequirements(device, buffer, &req);
      VkPhysicalDeviceMemoryProperties memory;
      vkGetPhysicalDeviceMemoryProperties(physical[0], &memory);
      const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
      uint32_t type = 0;
      while (type < memory.memoryTypeCount &&
             !((req.memoryTypeBits & (1u << type)) && (memory.memoryTypes[type].propertyFlags & want) == want))
        ++type;
      REQUIRE(type < memory.memoryTypeCount);
      VkMemoryAllocateInfo alloc = {};
      alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
      alloc.allocationSize = req.size;
      alloc.memoryTypeIndex = type;
      VkDeviceMemory deviceMemory;
      REQUIRE(vkAllocateMemory(device, &alloc, nullptr, &deviceMemory) == VK_SUCCESS);
      REQUIRE(vkBindBufferMemory(device, buffer, deviceMemory, 0) == VK_SUCCESS);
      void *mapped = nullptr;
      REQUIRE(vkMapMemory(device, deviceMemory, 0, VK_WHOLE_SIZE, 0, &mapped) == VK_SUCCESS);
      memset(mapped, 0, size_t(size));

      edge::ModelOptions arenaOptions = options;
      arenaOptions.memory.deviceArena = uint64_t(reinterpret_cast<uintptr_t>(buffer));
      arenaOptions.memory.deviceArenaOffset = offset;
      arenaOptions.memory.deviceArenaBytes = size - offset;
      edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(p.take(), arenaOptions);
      REQUIRE(m.ok());
      const float x[6] = {1, 2, 3, 4, 5, 6};
      REQUIRE(m.value()->setInput(0, x, sizeof(x)).ok());
      REQUIRE(m.value()->execute().ok());
      const float *arena = reinterpret_cast<const float *>(static_cast<const uint8_t *>(mapped) + offset);
      CHECK(std::vector<float>(arena, arena + 6) == std::vector<float>(x, x + 6)); // input 0 at device offset 0
      CHECK(static_cast<const float *>(mapped)[0] == 0); // nothing before the app's offset
      m.value().reset();

      // Refused: too small, a misaligned offset, and a device arena for a device the runtime opened itself.
      edge::Result<edge::Program> again = edge::Program::load(build(vulkanProgram()));
      arenaOptions.memory.deviceArenaBytes = 16;
      CHECK(edge::Model::load(again.take(), arenaOptions).error().code() == edge::ErrorCode::InvalidArgument);
      again = edge::Program::load(build(vulkanProgram()));
      arenaOptions.memory.deviceArenaBytes = size - offset;
      arenaOptions.memory.deviceArenaOffset = 4;
      CHECK(edge::Model::load(again.take(), arenaOptions).error().code() == edge::ErrorCode::InvalidArgument);
      vkUnmapMemory(device, deviceMemory);
      vkDestroyBuffer(device, buffer, nullptr);
      vkFreeMemory(device, deviceMemory, nullptr);
    }
    edge::ExternalDevice incomplete = external;
    incomplete.queue = nullptr;
    CHECK(edge::Device::adopt(incomplete).error().code() == edge::ErrorCode::InvalidArgument);
  }
  // The Device and its Models are gone; the app's device and instance are still the app's to use and destroy.
  CHECK(vkDeviceWaitIdle(device) == VK_SUCCESS);
  vkDestroyDevice(device, nullptr);
  vkDestroyInstance(instance, nullptr);
}

#include "Vulkan.h"
#include "edge/runtime/DeviceFeatures.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace edge {
namespace vk {

const char *resultName(VkResult result) {
  switch (result) {
#define EDGE_VK_RESULT(name)                                                                                           \
  case name:                                                                                                           \
    return #name;
    EDGE_VK_RESULT(VK_SUCCESS)
    EDGE_VK_RESULT(VK_NOT_READY)
    EDGE_VK_RESULT(VK_TIMEOUT)
    EDGE_VK_RESULT(VK_EVENT_SET)
    EDGE_VK_RESULT(VK_EVENT_RESET)
    EDGE_VK_RESULT(VK_INCOMPLETE)
    EDGE_VK_RESULT(VK_ERROR_OUT_OF_HOST_MEMORY)
    EDGE_VK_RESULT(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    EDGE_VK_RESULT(VK_ERROR_INITIALIZATION_FAILED)
    EDGE_VK_RESULT(VK_ERROR_DEVICE_LOST)
    EDGE_VK_RESULT(VK_ERROR_MEMORY_MAP_FAILED)
    EDGE_VK_RESULT(VK_ERROR_LAYER_NOT_PRESENT)
    EDGE_VK_RESULT(VK_ERROR_EXTENSION_NOT_PRESENT)
    EDGE_VK_RESULT(VK_ERROR_FEATURE_NOT_PRESENT)
    EDGE_VK_RESULT(VK_ERROR_INCOMPATIBLE_DRIVER)
    EDGE_VK_RESULT(VK_ERROR_TOO_MANY_OBJECTS)
    EDGE_VK_RESULT(VK_ERROR_FORMAT_NOT_SUPPORTED)
    EDGE_VK_RESULT(VK_ERROR_FRAGMENTED_POOL)
    EDGE_VK_RESULT(VK_ERROR_UNKNOWN)
    EDGE_VK_RESULT(VK_ERROR_OUT_OF_POOL_MEMORY)
    EDGE_VK_RESULT(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    EDGE_VK_RESULT(VK_ERROR_FRAGMENTATION)
    EDGE_VK_RESULT(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
    EDGE_VK_RESULT(VK_ERROR_VALIDATION_FAILED_EXT)
    EDGE_VK_RESULT(VK_ERROR_INVALID_SHADER_NV)
    EDGE_VK_RESULT(VK_ERROR_NOT_PERMITTED_KHR)
#undef EDGE_VK_RESULT
  default:
    return "an unknown VkResult";
  }
}

Error check(VkResult result, const char *what) {
  if (result == VK_SUCCESS)
    return Error::success();
  return Error(ErrorCode::Vulkan, formatMessage("%s failed: %s (%d)", what, resultName(result), int(result)));
}

namespace {
// What to do when no driver is there: the loader's own VkResult says little.
const char kNoDriverHelp[] =
    "no Vulkan driver (ICD) was found. Install one (e.g. Debian's mesa-vulkan-drivers, whose lavapipe runs "
    "on the CPU, or your GPU vendor's driver), or point VK_DRIVER_FILES (VK_ICD_FILENAMES for older loaders) "
    "at its ICD .json file. Programs compiled with --target=cpu run without Vulkan.";
} // namespace

Context::Context()
    : instance_(VK_NULL_HANDLE), messenger_(VK_NULL_HANDLE), physical_(VK_NULL_HANDLE), device_(VK_NULL_HANDLE),
      queue_(VK_NULL_HANDLE), queueFamily_(0), timestampValidBits_(0), hostImportAlignment_(0), features_(0), computeUnits_(0), timelineSemaphores_(false), robustBufferAccess_(false),
      validationMessages_(0), owned_(true) {
  memset(&properties_, 0, sizeof(properties_));
  memset(&memory_, 0, sizeof(memory_));
}

Context::~Context() {
  if (!owned_)
    return;
  if (device_ != VK_NULL_HANDLE)
    api.vkDestroyDevice(device_, nullptr);
  if (messenger_ != VK_NULL_HANDLE) {
    PFN_vkDestroyDebugUtilsMessengerEXT destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        api.vkGetInstanceProcAddr(instance_, "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy)
      destroy(instance_, messenger_, nullptr);
  }
  if (instance_ != VK_NULL_HANDLE && api.vkDestroyInstance) // null where loading the functions failed
    api.vkDestroyInstance(instance_, nullptr);
}

VKAPI_ATTR VkBool32 VKAPI_CALL Context::onMessage(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                  VkDebugUtilsMessageTypeFlagsEXT,
                                                  const VkDebugUtilsMessengerCallbackDataEXT *data, void *self) {
  if (severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
    static_cast<Context *>(self)->validationMessages_++;
    fprintf(stderr, "edge: Vulkan validation: %s\n", data->pMessage ? data->pMessage : "(no message)");
  }
  return VK_FALSE;
}

static bool hasLayer(const char *name) {
  uint32_t n = 0;
  api.vkEnumerateInstanceLayerProperties(&n, nullptr);
  std::vector<VkLayerProperties> layers(n);
  api.vkEnumerateInstanceLayerProperties(&n, layers.data());
  for (uint32_t i = 0; i < n; ++i)
    if (strcmp(layers[i].layerName, name) == 0)
      return true;
  return false;
}

/// Whether `physical` has device extension `name`.
static bool hasDeviceExtension(VkPhysicalDevice physical, const char *name) {
  uint32_t count = 0;
  if (api.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr) != VK_SUCCESS)
    return false;
  std::vector<VkExtensionProperties> extensions(count);
  if (api.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, extensions.data()) != VK_SUCCESS)
    return false;
  for (uint32_t i = 0; i < count && i < extensions.size(); ++i)
    if (strcmp(extensions[i].extensionName, name) == 0)
      return true;
  return false;
}

/// The alignment of host memory `physical` imports (VK_EXT_external_memory_host), or 0 where it cannot.
static VkDeviceSize hostImportAlignmentOf(VkPhysicalDevice physical) {
  if (!api.vkGetPhysicalDeviceProperties2 || !api.vkGetMemoryHostPointerPropertiesEXT)
    return 0;
  VkPhysicalDeviceExternalMemoryHostPropertiesEXT host = {};
  host.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT;
  VkPhysicalDeviceProperties2 properties = {};
  properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
  properties.pNext = &host;
  api.vkGetPhysicalDeviceProperties2(physical, &properties);
  return host.minImportedHostPointerAlignment;
}

/// The number of compute units of `physical`, where an extension tells it; else 0.
static void describeCores(VkPhysicalDevice physical, uint32_t apiVersion, uint32_t *computeUnits) {
  *computeUnits = 0;
  if (apiVersion < VK_API_VERSION_1_1 || !api.vkGetPhysicalDeviceProperties2)
    return;
  uint32_t count = 0;
  std::vector<VkExtensionProperties> extensions;
  if (api.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr) == VK_SUCCESS) {
    extensions.resize(count);
    if (api.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, extensions.data()) != VK_SUCCESS)
      extensions.clear();
    extensions.resize(count < extensions.size() ? count : extensions.size());
  }
  struct Has {
    const std::vector<VkExtensionProperties> &all;
    bool operator()(const char *name) const {
      for (size_t i = 0; i < all.size(); ++i)
        if (strcmp(all[i].extensionName, name) == 0)
          return true;
      return false;
    }
  } has = {extensions};
  VkPhysicalDeviceShaderSMBuiltinsPropertiesNV nvidia = {};
  nvidia.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV;
  VkPhysicalDeviceShaderCorePropertiesAMD amd = {};
  amd.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_AMD;
  VkPhysicalDeviceProperties2 properties = {};
  properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
  if (has(VK_NV_SHADER_SM_BUILTINS_EXTENSION_NAME))
    nvidia.pNext = properties.pNext, properties.pNext = &nvidia;
  if (has(VK_AMD_SHADER_CORE_PROPERTIES_EXTENSION_NAME))
    amd.pNext = properties.pNext, properties.pNext = &amd;
#ifdef VK_ARM_SHADER_CORE_PROPERTIES_EXTENSION_NAME
  VkPhysicalDeviceShaderCorePropertiesARM arm = {};
  arm.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_ARM;
  if (has(VK_ARM_SHADER_CORE_PROPERTIES_EXTENSION_NAME))
    arm.pNext = properties.pNext, properties.pNext = &arm;
#endif
  if (!properties.pNext)
    return;
  api.vkGetPhysicalDeviceProperties2(physical, &properties);
  if (nvidia.shaderSMCount)
    *computeUnits = nvidia.shaderSMCount;
  else if (amd.shaderEngineCount)
    *computeUnits = amd.shaderEngineCount * amd.shaderArraysPerEngineCount * amd.computeUnitsPerShaderArray;
#ifdef VK_ARM_SHADER_CORE_PROPERTIES_EXTENSION_NAME
  else if (arm.shaderCoreCount)
    *computeUnits = arm.shaderCoreCount;
#endif
}

std::vector<VkQueueFamilyProperties> Context::describe(VkPhysicalDevice physical) {
  physical_ = physical;
  api.vkGetPhysicalDeviceProperties(physical, &properties_);
  api.vkGetPhysicalDeviceMemoryProperties(physical, &memory_);
  describeCores(physical, properties_.apiVersion, &computeUnits_);
  uint32_t count = 0;
  api.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  api.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families.data());
  families.resize(count);
  return families;
}

Result<Context *> Context::create(const Options &options) {
  EDGE_RETURN_IF_ERROR(loadLoader());
  Context *ctx = new Context();
  struct Guard {
    Context *c;
    ~Guard() { delete c; }
  } guard = {ctx};

  VkApplicationInfo app = {};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "edge-runtime";
  app.pEngineName = "edgec";
  app.apiVersion = VK_API_VERSION_1_2; // 8-bit storage and 16-bit arithmetic are core features of 1.2
  const char *layers[] = {"VK_LAYER_KHRONOS_validation"};
  const char *extensions[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
  VkInstanceCreateInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  info.pApplicationInfo = &app;
  VkDebugUtilsMessengerCreateInfoEXT messenger = {};
  messenger.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
  messenger.messageSeverity =
      VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
  messenger.pfnUserCallback = &Context::onMessage;
  messenger.pUserData = ctx;
  if (options.validation) {
    if (!hasLayer(layers[0]))
      return Error(ErrorCode::Unsupported, "validation requested but VK_LAYER_KHRONOS_validation is not installed");
    info.enabledLayerCount = 1;
    info.ppEnabledLayerNames = layers;
    info.enabledExtensionCount = 1;
    info.ppEnabledExtensionNames = extensions;
    info.pNext = &messenger; // also reports problems of instance creation itself
  }
  VkResult created = api.vkCreateInstance(&info, nullptr, &ctx->instance_);
  if (created == VK_ERROR_INCOMPATIBLE_DRIVER)
    return Error(ErrorCode::Vulkan, check(created, "vkCreateInstance").message() + ": " + kNoDriverHelp);
  EDGE_RETURN_IF_ERROR(check(created, "vkCreateInstance"));
  EDGE_RETURN_IF_ERROR(loadInstanceFunctions(ctx->instance_));
  if (options.validation) {
    PFN_vkCreateDebugUtilsMessengerEXT create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        api.vkGetInstanceProcAddr(ctx->instance_, "vkCreateDebugUtilsMessengerEXT"));
    if (!create)
      return Error(ErrorCode::Unsupported, "VK_EXT_debug_utils is not available");
    EDGE_RETURN_IF_ERROR(
        check(create(ctx->instance_, &messenger, nullptr, &ctx->messenger_), "vkCreateDebugUtilsMessengerEXT"));
  }

  uint32_t count = 0;
  EDGE_RETURN_IF_ERROR(
      check(api.vkEnumeratePhysicalDevices(ctx->instance_, &count, nullptr), "vkEnumeratePhysicalDevices"));
  if (count == 0)
    return Error(ErrorCode::Unsupported, std::string("no Vulkan device found: ") + kNoDriverHelp);
  std::vector<VkPhysicalDevice> devices(count);
  EDGE_RETURN_IF_ERROR(
      check(api.vkEnumeratePhysicalDevices(ctx->instance_, &count, devices.data()), "vkEnumeratePhysicalDevices"));
  int chosen = -1;
  if (options.deviceIndex >= 0) {
    if (uint32_t(options.deviceIndex) >= count)
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("Vulkan device %d requested, %u available", options.deviceIndex, count));
    chosen = options.deviceIndex;
  } else {
    const VkPhysicalDeviceType preference[] = {
        VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU,
        VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU, VK_PHYSICAL_DEVICE_TYPE_CPU, VK_PHYSICAL_DEVICE_TYPE_OTHER};
    for (size_t p = 0; p < 5 && chosen < 0; ++p)
      for (uint32_t i = 0; i < count && chosen < 0; ++i) {
        VkPhysicalDeviceProperties props;
        api.vkGetPhysicalDeviceProperties(devices[i], &props);
        if (props.deviceType == preference[p])
          chosen = int(i);
      }
  }
  std::vector<VkQueueFamilyProperties> families = ctx->describe(devices[size_t(chosen)]);
  int family = -1;
  for (uint32_t i = 0; i < families.size() && family < 0; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
      family = int(i);
  if (family < 0)
    return Error(ErrorCode::Unsupported,
                 formatMessage("device '%s' has no compute queue", ctx->properties_.deviceName));
  ctx->queueFamily_ = uint32_t(family);
  ctx->timestampValidBits_ = families[size_t(family)].timestampValidBits;

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo = {};
  queueInfo.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queueInfo.queueFamilyIndex = ctx->queueFamily_;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  // The optional features shaders may need (program.fbs DeviceFeature): every one the device has is
  // enabled; a program needing one it lacks is rejected at load.
  VkPhysicalDeviceVulkan12Features v12 = {};
  v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
  VkPhysicalDeviceVulkan11Features v11 = {};
  v11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
  VkPhysicalDeviceFeatures2 available = {};
  available.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  const bool has12 = ctx->properties_.apiVersion >= VK_API_VERSION_1_2;
  if (has12) {
    available.pNext = &v11;
    v11.pNext = &v12;
  }
  if (!api.vkGetPhysicalDeviceFeatures2)
    return Error(ErrorCode::Unsupported, "the Vulkan loader predates Vulkan 1.1 (no vkGetPhysicalDeviceFeatures2)");
  api.vkGetPhysicalDeviceFeatures2(ctx->physical_, &available);
  VkPhysicalDeviceVulkan12Features enable12 = {};
  enable12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
  VkPhysicalDeviceVulkan11Features enable11 = {};
  enable11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
  VkPhysicalDeviceFeatures2 enable = {};
  enable.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  uint32_t features = 0;
  if (available.features.shaderInt64)
    enable.features.shaderInt64 = VK_TRUE, features |= kShaderInt64;
  if (available.features.shaderInt16)
    enable.features.shaderInt16 = VK_TRUE, features |= kShaderInt16;
  if (available.features.shaderFloat64)
    enable.features.shaderFloat64 = VK_TRUE, features |= kShaderFloat64;
  // Out-of-bounds accesses of a shader stay inside its buffers (reads give 0 or in-bounds values, writes are
  // dropped): a program that slipped past the loader's checks cannot read or corrupt other memory.
  if (options.robustBufferAccess && available.features.robustBufferAccess)
    enable.features.robustBufferAccess = VK_TRUE, ctx->robustBufferAccess_ = true;
  if (has12) {
    enable.pNext = &enable11;
    enable11.pNext = &enable12;
    if (v11.storageBuffer16BitAccess)
      enable11.storageBuffer16BitAccess = VK_TRUE, features |= kStorageBuffer16BitAccess;
    if (v12.storageBuffer8BitAccess)
      enable12.storageBuffer8BitAccess = VK_TRUE, features |= kStorageBuffer8BitAccess;
    if (v12.shaderInt8)
      enable12.shaderInt8 = VK_TRUE, features |= kShaderInt8;
    if (v12.shaderFloat16)
      enable12.shaderFloat16 = VK_TRUE, features |= kShaderFloat16;
    if (v12.timelineSemaphore && api.vkWaitSemaphores && api.vkSignalSemaphore)
      enable12.timelineSemaphore = VK_TRUE, ctx->timelineSemaphores_ = true;
  }
  ctx->features_ = features;
  VkDeviceCreateInfo deviceInfo = {};
  deviceInfo.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  deviceInfo.pNext = &enable;
  deviceInfo.queueCreateInfoCount = 1;
  deviceInfo.pQueueCreateInfos = &queueInfo;
  // Host memory import, where the device has it: a Vulkan program's host arena in the app's memory
  // (MemoryManager::hostArena).
  const char *hostImport = VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME;
  const VkDeviceSize importAlignment = hasDeviceExtension(ctx->physical_, hostImport)
                                           ? hostImportAlignmentOf(ctx->physical_) : 0;
  if (importAlignment) {
    deviceInfo.enabledExtensionCount = 1;
    deviceInfo.ppEnabledExtensionNames = &hostImport;
  }
  EDGE_RETURN_IF_ERROR(check(api.vkCreateDevice(ctx->physical_, &deviceInfo, nullptr, &ctx->device_), "vkCreateDevice"));
  api.vkGetDeviceQueue(ctx->device_, ctx->queueFamily_, 0, &ctx->queue_);
  ctx->hostImportAlignment_ = importAlignment;
  guard.c = nullptr;
  return ctx;
}

Result<Context *> Context::adopt(VkInstance instance, VkPhysicalDevice physical, VkDevice device, VkQueue queue,
                                 uint32_t queueFamily, uint32_t features, bool timelineSemaphores,
                                 bool robustBufferAccess, bool externalMemoryHost) {
  if (!instance || !physical || !device || !queue)
    return Error(ErrorCode::InvalidArgument, "an external Vulkan device needs its instance, physical device, device "
                                             "and queue");
  EDGE_RETURN_IF_ERROR(loadLoader());
  EDGE_RETURN_IF_ERROR(loadInstanceFunctions(instance));
  Context *ctx = new Context();
  ctx->owned_ = false;
  ctx->instance_ = instance;
  ctx->device_ = device;
  ctx->queue_ = queue;
  ctx->queueFamily_ = queueFamily;
  struct Guard {
    Context *c;
    ~Guard() { delete c; }
  } guard = {ctx};
  std::vector<VkQueueFamilyProperties> families = ctx->describe(physical);
  if (queueFamily >= families.size() || !(families[queueFamily].queueFlags & VK_QUEUE_COMPUTE_BIT))
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("queue family %u of device '%s' has no compute queue", queueFamily,
                               ctx->properties_.deviceName));
  ctx->timestampValidBits_ = families[queueFamily].timestampValidBits;
  ctx->features_ = features;
  ctx->timelineSemaphores_ = timelineSemaphores && ctx->properties_.apiVersion >= VK_API_VERSION_1_2 &&
                             api.vkWaitSemaphores && api.vkSignalSemaphore;
  ctx->robustBufferAccess_ = robustBufferAccess;
  ctx->hostImportAlignment_ = externalMemoryHost ? hostImportAlignmentOf(physical) : 0;
  guard.c = nullptr;
  return ctx;
}

Error Context::importHostBuffer(void *pointer, VkDeviceSize size, VkDeviceSize available, AllocatedBuffer *out) {
  const VkDeviceSize alignment = hostImportAlignment_;
  if (!alignment)
    return Error(ErrorCode::Unsupported, formatMessage("device '%s' cannot use the app's memory (no "
                                                       "VK_EXT_external_memory_host)",
                                                       properties_.deviceName));
  VkExternalMemoryBufferCreateInfo external = {};
  external.sType = VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO;
  external.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  VkMemoryRequirements req;
  EDGE_RETURN_IF_ERROR(makeBuffer(size, &external, out, &req));
  VkBuffer buffer = out->buffer.get();
  // The import covers whole units of the alignment; the app's memory must hold them.
  const VkDeviceSize bytes = (std::max(req.size, size) + alignment - 1) / alignment * alignment;
  if (reinterpret_cast<uintptr_t>(pointer) % alignment || available < bytes)
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("the app's memory must be aligned to %llu bytes and hold %llu (device '%s')",
                               (unsigned long long)alignment, (unsigned long long)bytes, properties_.deviceName));
  VkMemoryHostPointerPropertiesEXT pointerProperties = {};
  pointerProperties.sType = VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT;
  EDGE_RETURN_IF_ERROR(check(api.vkGetMemoryHostPointerPropertiesEXT(
                                 device_, VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT, pointer,
                                 &pointerProperties),
                             "vkGetMemoryHostPointerPropertiesEXT"));
  const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  int type = -1;
  for (uint32_t i = 0; i < memory_.memoryTypeCount && type < 0; ++i)
    if ((req.memoryTypeBits & pointerProperties.memoryTypeBits & (1u << i)) &&
        (memory_.memoryTypes[i].propertyFlags & want) == want)
      type = int(i);
  if (type < 0)
    return Error(ErrorCode::Unsupported, "no host-coherent memory type imports the app's memory");
  VkImportMemoryHostPointerInfoEXT import = {};
  import.sType = VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT;
  import.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  import.pHostPointer = pointer;
  VkMemoryAllocateInfo alloc = {};
  alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  alloc.pNext = &import;
  alloc.allocationSize = bytes;
  alloc.memoryTypeIndex = uint32_t(type);
  VkDeviceMemory memory;
  EDGE_RETURN_IF_ERROR(check(api.vkAllocateMemory(device_, &alloc, nullptr, &memory), "vkAllocateMemory (import)"));
  out->memory = Memory(device_, memory);
  EDGE_RETURN_IF_ERROR(check(api.vkBindBufferMemory(device_, buffer, memory, 0), "vkBindBufferMemory"));
  out->mapped = pointer; // the app's memory is the buffer's
  return Error::success();
}

Error Context::makeBuffer(VkDeviceSize size, const void *next, AllocatedBuffer *out, VkMemoryRequirements *req) {
  VkBufferCreateInfo info = {};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.pNext = next;
  info.size = size;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkBuffer buffer;
  EDGE_RETURN_IF_ERROR(check(api.vkCreateBuffer(device_, &info, nullptr, &buffer), "vkCreateBuffer"));
  out->buffer = Buffer(device_, buffer);
  out->size = size;
  api.vkGetBufferMemoryRequirements(device_, buffer, req);
  return Error::success();
}

Error Context::createBuffer(VkDeviceSize size, bool hostVisible, AllocatedBuffer *out, bool mapShared) {
  VkMemoryRequirements req;
  EDGE_RETURN_IF_ERROR(makeBuffer(size, nullptr, out, &req));
  VkBuffer buffer = out->buffer.get();
  VkMemoryPropertyFlags want =
      hostVisible ? VkMemoryPropertyFlags(VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)
                  : VkMemoryPropertyFlags(VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  // Host-visible memory is also cached where the device offers it: CPU kernels and the caller read it, and
  // uncached (write-combined) memory reads 10-100x slower (an H100's was).
  int type = -1;
  for (int pass = hostVisible ? 0 : 1; pass < 2 && type < 0; ++pass) {
    VkMemoryPropertyFlags flags = pass == 0 ? want | VK_MEMORY_PROPERTY_HOST_CACHED_BIT : want;
    for (uint32_t i = 0; i < memory_.memoryTypeCount && type < 0; ++i)
      if ((req.memoryTypeBits & (1u << i)) && (memory_.memoryTypes[i].propertyFlags & flags) == flags)
        type = int(i);
  }
  if (type < 0)
    return Error(ErrorCode::Unsupported,
                 hostVisible ? "no host-visible coherent memory type" : "no device-local memory type");
  VkMemoryAllocateInfo alloc = {};
  alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = uint32_t(type);
  VkDeviceMemory memory;
  EDGE_RETURN_IF_ERROR(check(api.vkAllocateMemory(device_, &alloc, nullptr, &memory),
                             formatMessage("vkAllocateMemory of %llu bytes", (unsigned long long)req.size).c_str()));
  out->memory = Memory(device_, memory);
  EDGE_RETURN_IF_ERROR(check(api.vkBindBufferMemory(device_, buffer, memory, 0), "vkBindBufferMemory"));
  // Cached too: the host reads what it wrote there (each block's hash), and uncached memory reads slowly.
  const VkMemoryPropertyFlags shared =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT | VK_MEMORY_PROPERTY_HOST_CACHED_BIT;
  if (hostVisible || (mapShared && (memory_.memoryTypes[type].propertyFlags & shared) == shared))
    EDGE_RETURN_IF_ERROR(check(api.vkMapMemory(device_, memory, 0, VK_WHOLE_SIZE, 0, &out->mapped), "vkMapMemory"));
  return Error::success();
}

} // namespace vk
} // namespace edge

#include "VulkanFunctions.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>
#include <string>

namespace edge {
namespace vk {

Functions api;

namespace {
std::mutex loadMutex;
bool loaderTried = false, instanceFunctionsLoaded = false;
Error loaderResult;
} // namespace

Error loadLoader() {
  std::lock_guard<std::mutex> lock(loadMutex);
  if (loaderTried)
    return loaderResult;
  loaderTried = true;
  // EDGE_VULKAN_LIBRARY names the loader to open instead (one shipped with the app, or none: tests).
  const char *chosen = std::getenv("EDGE_VULKAN_LIBRARY");
  const char *defaults[] = {"libvulkan.so.1", "libvulkan.so"};
  const char *const *names = chosen && *chosen ? &chosen : defaults;
  size_t count = chosen && *chosen ? 1 : 2;
  void *library = nullptr;
  std::string tried;
  for (size_t i = 0; i < count && !library; ++i) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL); // never closed: the functions live in it
    if (!library) {
      const char *why = dlerror();
      tried += std::string(tried.empty() ? "" : "; ") + (why ? why : names[i]);
    }
  }
  if (!library) {
    loaderResult = Error(ErrorCode::Unsupported,
                         "Vulkan is not available: cannot open the Vulkan loader (" + tried +
                             "). Install it (Debian: libvulkan1) or run a program compiled with --target=cpu");
    return loaderResult;
  }
  api.vkGetInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(library, "vkGetInstanceProcAddr"));
  if (!api.vkGetInstanceProcAddr) {
    loaderResult = Error(ErrorCode::Unsupported, "Vulkan is not available: the Vulkan loader has no vkGetInstanceProcAddr");
    return loaderResult;
  }
#define EDGE_VULKAN_LOAD_GLOBAL(name)                                                                                  \
  api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(VK_NULL_HANDLE, #name));                          \
  if (!api.name) {                                                                                                     \
    loaderResult = Error(ErrorCode::Unsupported, "Vulkan is not available: the Vulkan loader has no " #name);         \
    return loaderResult;                                                                                               \
  }
  EDGE_VULKAN_GLOBAL_FUNCTIONS(EDGE_VULKAN_LOAD_GLOBAL)
#undef EDGE_VULKAN_LOAD_GLOBAL
  return loaderResult;
}

Error loadInstanceFunctions(VkInstance instance) {
  std::lock_guard<std::mutex> lock(loadMutex);
  if (instanceFunctionsLoaded)
    return Error::success();
#define EDGE_VULKAN_LOAD(name) api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(instance, #name));
  EDGE_VULKAN_INSTANCE_FUNCTIONS(EDGE_VULKAN_LOAD)
  EDGE_VULKAN_OPTIONAL_FUNCTIONS(EDGE_VULKAN_LOAD)
#undef EDGE_VULKAN_LOAD
#define EDGE_VULKAN_CHECK(name)                                                                                        \
  if (!api.name)                                                                                                       \
    return Error(ErrorCode::Unsupported, "the Vulkan loader has no " #name);
  EDGE_VULKAN_INSTANCE_FUNCTIONS(EDGE_VULKAN_CHECK)
#undef EDGE_VULKAN_CHECK
  instanceFunctionsLoaded = true;
  return Error::success();
}

} // namespace vk
} // namespace edge

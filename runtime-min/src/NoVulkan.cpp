// The runtime built without its Vulkan backend (EDGEC_RUNTIME_VULKAN=OFF): it runs programs compiled for the
// CPU, and refuses a program with Vulkan partitions and every request for a Vulkan device, saying why.
#include "Backend.h"

namespace edge {

static Error noVulkan(const char *what) {
  return Error(ErrorCode::Unsupported,
               formatMessage("%s: this runtime was built without its Vulkan backend (EDGEC_RUNTIME_VULKAN=OFF); it "
                             "runs programs compiled for the CPU (edgec compile --target=cpu)",
                             what));
}

Result<Backend *> createVulkanBackend(ValueState &, const ModelOptions &) {
  return noVulkan("the program has Vulkan partitions");
}

// No Device is ever made in this build: open and adopt fail, so the members below are never reached.
struct Device::Impl {};
Result<std::shared_ptr<Device> > Device::open(const DeviceOptions &) { return noVulkan("no Vulkan device"); }
Result<std::shared_ptr<Device> > Device::adopt(const ExternalDevice &) { return noVulkan("no Vulkan device"); }
Device::Device(Impl *impl) : impl_(impl) {}
Device::~Device() { delete impl_; }
std::string Device::name() const { return std::string(); }
bool Device::robustBufferAccess() const { return false; }
std::string Device::compileOptions() const { return std::string(); }
unsigned Device::validationMessages() const { return 0; }

} // namespace edge

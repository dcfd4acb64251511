//===- TargetDevice.cpp - the device classes of --vulkan-device ---------------===//
#include "codegen/TargetDevice.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace edgec;

namespace {
struct DeviceClass {
  const char *name;
  VulkanDeviceProperties properties;
  const char *what;
};
// Representative values of each class; a device's own (edge-run --device-info) are better. Vulkan guarantees
// 128 invocations and 16 KiB of shared memory per workgroup: `minimum` runs on every conforming device.
const DeviceClass kClasses[] = {
    {"desktop", {128, 1024, 32768}, "a discrete desktop or data-centre GPU (the default)"},
    {"nvidia", {128, 1024, 49152}, "NVIDIA GeForce, RTX and data-centre GPUs"},
    {"amd", {64, 1024, 65536}, "AMD Radeon and Instinct GPUs"},
    {"intel", {32, 1024, 65536}, "Intel Arc and integrated Xe GPUs"},
    {"mobile", {8, 384, 32768}, "phone and board GPUs: Arm Mali, Qualcomm Adreno, Imagination PowerVR"},
    {"lavapipe", {8, 1024, 32768}, "Mesa's lavapipe, Vulkan on the CPU"},
    {"minimum", {4, 128, 16384}, "only what Vulkan guarantees: runs on every device"},
};
} // namespace

std::string edgec::vulkanDeviceClasses() {
  std::string text;
  for (const DeviceClass &c : kClasses)
    text += std::string("  ") + c.name + ": " + c.what + "\n    (compute-units=" +
            std::to_string(c.properties.computeUnits) + ",max-invocations=" + std::to_string(c.properties.maxInvocations) +
            ",shared-memory=" + std::to_string(c.properties.sharedMemory) + ")\n";
  return text;
}

std::optional<VulkanDeviceProperties> edgec::parseVulkanDevice(llvm::StringRef spec, std::string &error) {
  VulkanDeviceProperties p = kClasses[0].properties;
  llvm::SmallVector<llvm::StringRef> items;
  spec.split(items, ',', -1, /*KeepEmpty=*/false);
  for (auto [i, item] : llvm::enumerate(items)) {
    item = item.trim();
    // (not a structured binding: clang 14 cannot capture one in the lambdas below)
    std::pair<llvm::StringRef, llvm::StringRef> keyValue = item.split('=');
    llvm::StringRef key = keyValue.first, value = keyValue.second;
    if (!item.contains('=')) {
      const DeviceClass *c = llvm::find_if(kClasses, [&](const DeviceClass &d) { return key == d.name; });
      if (i != 0 || c == std::end(kClasses)) {
        error = "unknown Vulkan device class '" + key.str() + "' (a class comes first); the classes:\n" +
                vulkanDeviceClasses();
        return std::nullopt;
      }
      p = c->properties;
      continue;
    }
    struct Field {
      const char *name;
      int64_t *value;
      int64_t least; // Vulkan's guaranteed minimum (compute units: 1)
    } fields[] = {{"compute-units", &p.computeUnits, 1},
                  {"max-invocations", &p.maxInvocations, 128},
                  {"shared-memory", &p.sharedMemory, 16384}};
    Field *f = llvm::find_if(fields, [&](const Field &x) { return key == x.name; });
    if (f == std::end(fields)) {
      error = "unknown Vulkan device property '" + key.str() +
              "' (compute-units, max-invocations, shared-memory)";
      return std::nullopt;
    }
    int64_t v = 0;
    if (value.getAsInteger(10, v) || v < f->least || v > (int64_t(1) << 31)) {
      error = std::string(f->name) + " must be a whole number from " + std::to_string(f->least) +
              " (what Vulkan guarantees) to 2^31, not '" + value.str() + "'";
      return std::nullopt;
    }
    *f->value = v;
  }
  return p;
}

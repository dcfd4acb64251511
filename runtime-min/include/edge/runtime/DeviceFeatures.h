// The optional Vulkan device features a shader may need, and the SPIR-V capability that asks for each.
// edgec records them per shader (Shader.required_features); runtime-min reads them again from the SPIR-V
// itself before it hands a module to the driver, enables what the device has and rejects what it lacks.
#ifndef EDGE_RUNTIME_DEVICEFEATURES_H
#define EDGE_RUNTIME_DEVICEFEATURES_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace edge {

/// The optional features as bits (ExternalDevice::features; the .pte format's DeviceFeature, checked against
/// them where the loader reads the format).
enum DeviceFeature : uint32_t {
  kShaderInt64 = 1u << 0,
  kShaderInt16 = 1u << 1,
  kShaderInt8 = 1u << 2,
  kShaderFloat16 = 1u << 3,
  kShaderFloat64 = 1u << 4,
  kStorageBuffer16BitAccess = 1u << 5,
  kStorageBuffer8BitAccess = 1u << 6,
};

struct DeviceFeatureInfo {
  uint32_t bit;             // a DeviceFeature
  uint32_t spirvCapability; // the SPIR-V capability (specification 3.31) that needs it
  const char *name;         // Vulkan's name of the feature
};

static const DeviceFeatureInfo kDeviceFeatures[] = {
    {kShaderInt64, 11, "shaderInt64"},
    {kShaderInt16, 22, "shaderInt16"},
    {kShaderInt8, 39, "shaderInt8"},
    {kShaderFloat16, 9, "shaderFloat16"},
    {kShaderFloat64, 10, "shaderFloat64"},
    {kStorageBuffer16BitAccess, 4433, "storageBuffer16BitAccess"},
    {kStorageBuffer8BitAccess, 4448, "storageBuffer8BitAccess"},
};

/// The features (DeviceFeature bits) the OpCapability instructions of SPIR-V `words` ask for. False, with
/// the capability in *unknown (0 for a malformed stream), if one is neither Shader nor in the table.
inline bool spirvDeviceFeatures(const uint32_t *words, size_t size, uint32_t *features, uint32_t *unknown) {
  const uint32_t kOpCapability = 17, kCapabilityShader = 1;
  *features = 0;
  *unknown = 0;
  for (size_t i = 5; i < size;) {
    uint32_t count = words[i] >> 16, opcode = words[i] & 0xffff;
    if (count == 0 || count > size - i)
      return false;
    if (opcode == kOpCapability) {
      if (count < 2)
        return false;
      uint32_t capability = words[i + 1];
      bool known = capability == kCapabilityShader;
      for (size_t f = 0; f < sizeof(kDeviceFeatures) / sizeof(kDeviceFeatures[0]); ++f)
        if (kDeviceFeatures[f].spirvCapability == capability) {
          *features |= kDeviceFeatures[f].bit;
          known = true;
        }
      if (!known)
        return *unknown = capability, false;
    }
    i += count;
  }
  return true;
}

/// "shaderInt64, storageBuffer8BitAccess": the names of the features in `bits`.
inline std::string deviceFeatureNames(uint32_t bits, const char *separator = ", ") {
  std::string text;
  for (size_t f = 0; f < sizeof(kDeviceFeatures) / sizeof(kDeviceFeatures[0]); ++f)
    if (bits & kDeviceFeatures[f].bit)
      text += (text.empty() ? "" : separator) + std::string(kDeviceFeatures[f].name);
  return text;
}

} // namespace edge

#endif

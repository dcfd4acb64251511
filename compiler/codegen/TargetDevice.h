//===- TargetDevice.h - what kernel selection knows of the target devices ---===//
//
// Tile and grid sizes depend on the devices a program will run on: how many workgroups fill them, how many
// invocations and how much shared memory a workgroup may have. `edgec compile --vulkan-device SPEC` names
// them: a class from a small table (default: `desktop`), optionally with measured values instead of the
// class's (`nvidia,compute-units=132`; `edge-run --device-info` prints the spec of the device it runs on).
// A program whose workgroups exceed a device's invocations is refused when that device loads it; runtime-min
// does not yet check shared memory against maxComputeSharedMemorySize (issue 22, item 7).
//
//===----------------------------------------------------------------------===//
#ifndef EDGEC_CODEGEN_TARGETDEVICE_H
#define EDGEC_CODEGEN_TARGETDEVICE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace edgec {
struct VulkanDeviceProperties {
  /// Workgroups that run side by side (NVIDIA's SMs, AMD's CUs, a mobile GPU's shader cores): a GEMM grid of
  /// fewer leaves some idle, so smaller tiles or a split K are chosen.
  int64_t computeUnits;
  /// maxComputeWorkGroupInvocations: the largest workgroup any kernel may use.
  int64_t maxInvocations;
  /// maxComputeSharedMemorySize, in bytes: what one workgroup's shared memory may take.
  int64_t sharedMemory;
};

/// The properties SPEC names: a class of the table, then `key=value` pairs (compute-units, max-invocations,
/// shared-memory) that replace the class's values; a spec of only pairs starts from `desktop`.
/// nullopt with `error` set for an unknown class or key, or a value below Vulkan's guaranteed minimum.
std::optional<VulkanDeviceProperties> parseVulkanDevice(llvm::StringRef spec, std::string &error);
/// The table, one line per class, for --help and errors.
std::string vulkanDeviceClasses();
} // namespace edgec

#endif

// A loaded program ready to execute: arenas allocated once, kernels resolved, Vulkan partitions recorded.
#ifndef EDGE_RUNTIME_MODEL_H
#define EDGE_RUNTIME_MODEL_H

#include "edge/runtime/Allocator.h"
#include "edge/runtime/Error.h"
#include "edge/runtime/Kernels.h"
#include "edge/runtime/Program.h"

#include <memory>
#include <string>
#include <vector>

namespace edge {

struct DeviceOptions {
  bool validation; // enable the Khronos validation layer; a Model's load() and execute() fail on any message
  int deviceIndex; // -1 picks the first discrete GPU, else integrated, else any
  /// Enable the device's robustBufferAccess where it has it (out-of-bounds shader accesses stay inside their
  /// buffers); false opts out (measured cost: bench/RESULTS.md).
  bool robustBufferAccess;
  DeviceOptions() : validation(false), deviceIndex(-1), robustBufferAccess(true) {}
};

/// An app's own Vulkan device, for Device::adopt: its dispatchable handles (VkInstance, VkPhysicalDevice,
/// VkDevice, VkQueue) as pointers, so that this header needs no Vulkan header, and what the app enabled on it.
struct ExternalDevice {
  void *instance;
  void *physicalDevice;
  void *device;
  void *queue; // a queue of `queueFamily`, which must take compute work
  uint32_t queueFamily;
  /// The optional features the app enabled on the device, as DeviceFeature bits (DeviceFeatures.h):
  /// programs whose shaders need others are refused at load.
  uint32_t features;
  bool timelineSemaphores; // the app enabled Vulkan 1.2's timelineSemaphore (one submission chain per execute)
  bool robustBufferAccess; // the app enabled robustBufferAccess
  bool externalMemoryHost; // the app enabled VK_EXT_external_memory_host (MemoryManager::hostArena for Vulkan)
  ExternalDevice()
      : instance(nullptr), physicalDevice(nullptr), device(nullptr), queue(nullptr), queueFamily(0), features(0),
        timelineSemaphores(false), robustBufferAccess(false), externalMemoryHost(false) {}
};

/// A Vulkan device (instance, physical device, logical device and compute queue) that several Models
/// share: opening one costs far more than loading a small program (lavapipe: about 0.3 s, most of it the
/// driver's and the validation layer's start-up). Models on one Device may be used from different threads:
/// they take turns on its queue. The Device lives as long as any Model using it.
class Device {
public:
  static Result<std::shared_ptr<Device> > open(const DeviceOptions &options);
  /// The app's own device, shared with its Models: the handles stay the app's (never destroyed here), and the
  /// app keeps them alive while the Device lives and does not use the queue while a Model executes. Its
  /// instance must be of Vulkan 1.1 or later.
  static Result<std::shared_ptr<Device> > adopt(const ExternalDevice &external);
  ~Device();
  std::string name() const;
  /// Whether robustBufferAccess is on (asked for, and the device has it).
  bool robustBufferAccess() const;
  /// The edgec options that compile for this device (edge-run --device-info): --vulkan-device (the class of
  /// its vendor, then its compute units where the driver tells them, workgroup invocations and shared memory),
  /// --vulkan-features and --vulkan-max-storage-buffer-range.
  std::string compileOptions() const;
  /// Validation messages (warnings and errors) seen on the device so far, by every Model using it.
  unsigned validationMessages() const;

  struct Impl;
  Impl *impl() const { return impl_; }

private:
  explicit Device(Impl *impl);
  Device(const Device &);
  Device &operator=(const Device &);
  Impl *impl_;
};

/// Where a Model's memory comes from (ExecuTorch's MemoryManager): the planned arenas (Program::hostArenaBytes,
/// deviceArenaBytes) in the caller's memory or the Model's own, and the allocator for the buffers the Model makes
/// for itself. The device it shares with the app is ModelOptions::device (Device::adopt).
struct MemoryManager {
  /// The host arena in the caller's memory instead of the Model's own, kept by the caller as long as the Model
  /// (inputs, outputs and every value CPU kernels use live there). A CPU program's: at least
  /// Program::hostArenaBytes() bytes, 16-byte aligned. A Vulkan program's, on a device that imports host memory
  /// (VK_EXT_external_memory_host: enabled on a device the runtime opens where it has it; an adopted device
  /// says so in ExternalDevice::externalMemoryHost): aligned to the device's minImportedHostPointerAlignment
  /// (4096 on lavapipe) and that many bytes rounded up; the device then reads inputs and writes outputs there.
  /// Null: the Model allocates it.
  void *hostArena;
  uint64_t hostArenaBytes;
  /// Vulkan, on the app's own device (ModelOptions::device from Device::adopt): the device arena (the values the
  /// dispatches use, Program::deviceArenaBytes()) in the app's VkBuffer (its handle as 64 bits) instead of
  /// memory of the Model's own: made with STORAGE_BUFFER, TRANSFER_SRC and TRANSFER_DST usage, at least
  /// deviceArenaBytes long from deviceArenaOffset (a multiple of 256), kept by the app as long as the Model.
  /// Models that never execute at the same time may share one (a model's values do not outlive its execute: its
  /// prologue, Model::execute, then runs every time).
  /// 0: the Model allocates its own.
  uint64_t deviceArena;
  uint64_t deviceArenaOffset;
  uint64_t deviceArenaBytes;
  /// The app's allocator for the host buffers the Model makes for itself (Allocator.h): kept by the caller as
  /// long as the Model. Null: calloc.
  Allocator *allocator;
  MemoryManager()
      : hostArena(nullptr), hostArenaBytes(0), deviceArena(0), deviceArenaOffset(0), deviceArenaBytes(0),
        allocator(nullptr) {}
};

struct ModelOptions {
  bool validation; // Vulkan: enable the Khronos validation layer; execute() fails on any message
  int deviceIndex; // Vulkan: -1 picks the first discrete GPU, else integrated, else any
  /// Vulkan: run on this device (its validation and device index apply) instead of opening one of the
  /// model's own.
  std::shared_ptr<Device> device;
  /// Vulkan: write a GPU timestamp after every dispatch, for Model::dispatchTimes (edge-run --profile).
  /// Load fails where the device's queue has no timestamps.
  bool profile;
  /// Vulkan: DeviceOptions::robustBufferAccess of the device the model opens (not of `device`).
  bool robustBufferAccess;
  /// Vulkan: how long a wait for the device may take (the constants' upload at load, each partition or chain
  /// of an execute), in milliseconds, above 0 (default ten minutes: lavapipe on a busy machine is slow). Past
  /// it the call fails with an error saying so, and the model refuses further executes (work may still be
  /// pending on the device): a hung dispatch never hangs the app.
  uint32_t waitTimeoutMs;
  /// The CPU kernels to call: an app's own before the built-in ones (Kernels.h); null: the built-in ones. Must
  /// outlive the Model.
  const KernelRegistry *kernels;
  /// A trusted Ed25519 public key (kPublicKeyBytes, edge/runtime/Signature.h): the program must carry its
  /// signature (edgec compile --sign), checked before the Model uses anything of it (opening checked only the
  /// flatbuffer's checksum and structure), and each block of its weights is checked
  /// against its signed digest as it is read (Program::requireSignature). Null: no signature required.
  const uint8_t *publicKey;
  /// Where the Model's memory comes from: its planned arenas and the allocator for its own buffers.
  MemoryManager memory;
  ModelOptions()
      : validation(false), deviceIndex(-1), profile(false), robustBufferAccess(true), waitTimeoutMs(600000),
        kernels(nullptr), publicKey(nullptr) {}
  /// The options of the device a Model opens for itself (no `device` given): validation, device index and
  /// robust buffer access as set here.
  DeviceOptions deviceOptions() const {
    DeviceOptions d;
    d.validation = validation;
    d.deviceIndex = deviceIndex;
    d.robustBufferAccess = robustBufferAccess;
    return d;
  }
};

/// One Vulkan dispatch's GPU time in an execute (ModelOptions::profile): from the end of the work before it
/// in its partition (the uploads, or the previous dispatch) to its own end, so it includes the barrier that
/// orders it after that work.
struct DispatchTime {
  uint32_t partition; // index into the program's Vulkan partitions
  uint32_t dispatch;  // index into that partition's dispatches
  double microseconds;
};

/// Threads: a Model is used by one thread at a time (its setInput, execute and the outputs they leave); a
/// second thread's setInput or execute while one runs is refused with an error rather than left to race.
/// Distinct Models may run on distinct threads at once, also when they share a Device: they then take turns
/// on its queue. A Program is moved into its Model; KernelRegistry lookups do not change it, so Models on
/// several threads may share one (test/runtime/ModelTest.cpp, "[threads]", run under ThreadSanitizer by
/// scripts/tsan.sh).
class Model {
public:
  /// Checks every kernel call, allocates the arenas and, if the program has Vulkan partitions, creates
  /// the device objects and records one command buffer per partition. Nothing is allocated afterwards.
  static Result<std::unique_ptr<Model>> load(Program program, const ModelOptions &options);
  ~Model();
  /// Move-only: a Model owns its device objects and arenas. A moved-from Model may only be destroyed or
  /// assigned to.
  Model(Model &&other);
  Model &operator=(Model &&other);
  Model(const Model &) = delete;
  Model &operator=(const Model &) = delete;

  const Program &program() const;
  /// "CPU" or the Vulkan device's name.
  std::string deviceName() const;
  /// How an execute runs: its Vulkan and CPU steps, and whether they form one submission chain.
  std::string submission() const;

  /// Input `index` at the shape the program was compiled with (the upper bounds of a dynamic one).
  Error setInput(size_t index, const void *data, size_t nbytes);
  /// Input `index` of shape `shape` (`rank` sizes): a program with dynamic shapes takes any size within
  /// the bounds of its dynamic dimensions; `nbytes` must be the shape's size in bytes. A size above its
  /// bound is an error here, one outside its symbol's bounds or inconsistent with another input at execute.
  Error setInput(size_t index, const void *data, size_t nbytes, const int64_t *shape, size_t rank);
  /// Only the shape of input `index` (as setInput takes it), for an input written in place (inputData) or read
  /// from the caller's memory (bindInput).
  Error setInputShape(size_t index, const int64_t *shape, size_t rank);
  /// Where input `index` is read from (the host arena, or the caller's memory it is bound to): an app may write
  /// the input there itself, with no copy, instead of calling setInput. Null for an index out of range.
  void *inputData(size_t index);
  /// Input `index` read straight from the caller's memory by every execute, with no copy into the Model's arena,
  /// until bound again (null data: back to the Model's arena). `nbytes`: at least its size at the bounds, at a
  /// 16-byte aligned address; the memory stays valid and unchanged while an execute runs. A dynamic input's
  /// shape: by setInputShape. A Vulkan program's device copies it from there: the device must import host
  /// memory (VK_EXT_external_memory_host: enabled on a device the runtime opens where it has it; an adopted
  /// device says so in ExternalDevice::externalMemoryHost), the address aligned to its
  /// minImportedHostPointerAlignment (4096 on lavapipe) and `nbytes` that many rounded up; otherwise an error
  /// that says so, and the input stays where it was.
  Error bindInput(size_t index, void *data, size_t nbytes);
  /// The same for output `index`: the kernel that computes it (or the copy from the device) writes the caller's
  /// memory, which output() then returns. An output that is one tensor with an input or another output is bound by the first of them only.
  Error bindOutput(size_t index, void *data, size_t nbytes);
  /// Runs the program on the inputs set. Its prologue (what edgec found to depend on constants and sizes alone:
  /// positions, masks and counts made from the sizes) runs at the first execute, after a failed one, and when
  /// the sizes change; at the last execute's sizes its results are still in place and it does not run again.
  /// With the caller's host or device arena (MemoryManager::hostArena, deviceArena), which other Models may
  /// share between executes, it runs at every execute.
  Error execute();
  /// The output's bytes, valid until the next execute().
  const void *output(size_t index) const;
  /// The output's shape, element count and bytes as the last execute() computed them (index < numOutputs).
  const TensorInfo &outputInfo(size_t index) const;
  /// Any value's metadata as the last execute() sized it (index < the program's values).
  const TensorInfo &valueInfo(uint32_t value) const;
  /// With ModelOptions::profile, after a successful execute(): every dispatch's GPU time in it (a prologue it
  /// skipped has none), in program order (partitions, then their dispatches). Allocates: call it outside the
  /// timed loop.
  Error dispatchTimes(std::vector<DispatchTime> *times) const;
  /// Validation-layer messages on its device since this model began loading (0 without validation; on a
  /// shared Device, those of the other models using it meanwhile too).
  unsigned validationMessages() const;

  struct Impl;

private:
  explicit Model(Impl *impl);
  Impl *impl_;
};

} // namespace edge

#endif

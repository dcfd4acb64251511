// What edge-run does, as a library: load a .pte, run it on .npy inputs, write and check .npy outputs.
#ifndef EDGE_RUN_RUNNER_H
#define EDGE_RUN_RUNNER_H

#include "Npy.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Verify.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace edge {

struct RunOptions {
  std::string program;
  std::vector<std::string> inputs;
  std::vector<std::string> outputs; // where to write each output (optional)
  std::vector<std::string> checks;  // reference .npy per output (optional)
  double tolerance;                 // max |out - ref| <= tolerance * max |ref|; finite, >= 0
  int iterations;                   // > 0: time this many executions and print the median; >= 0
  bool validation;
  int deviceIndex; // -1: the default device, else >= 0
  bool cpuOnly;    // refuse programs with Vulkan partitions (a check for tests)
  /// Time every Vulkan dispatch with GPU timestamps over the timed executes (20 unless `iterations` says)
  /// and print the per-op table; with `profileJson`, also write the dispatches there as JSON.
  bool profile;
  std::string profileJson;
  uint32_t waitTimeoutMs; // ModelOptions::waitTimeoutMs: how long to wait for the device, above 0
  bool robustBufferAccess; // DeviceOptions::robustBufferAccess
  /// Where set, the Vulkan device to run on: opened (with `validation` and `deviceIndex`) by the first
  /// program that needs one and kept there for the next (edge-run --batch).
  std::shared_ptr<Device> *sharedDevice;
  /// Run the examples the program carries (edgec compile --bundle) instead of `inputs`, and compare each output
  /// with the expected one (`tolerance`).
  bool verify;
  /// Map the program (Program::mapFile) instead of reading it with pread (Program::loadFile).
  bool map;
  /// A trusted public key's file (32 bytes, edgec keygen): refuse programs it did not sign.
  std::string publicKey;
  RunOptions()
      : tolerance(1e-4), iterations(0), validation(false), deviceIndex(-1), cpuOnly(false), profile(false),
        waitTimeoutMs(ModelOptions().waitTimeoutMs), robustBufferAccess(true), sharedDevice(nullptr), verify(false),
        map(false) {}
};

/// An output compared with its .npy reference (compareTensors).
Comparison compareOutput(const TensorInfo &output, const void *data, const NpyArray &reference, double tolerance);

/// Runs as edge-run does and returns its exit status: 0 success, 1 any failure (reported on stderr).
int runProgram(const RunOptions &options);

} // namespace edge

#endif

// What edge-run does, as a library: load a .pte, run it on .npy inputs, write and check .npy outputs.
#ifndef EDGE_RUN_RUNNER_H
#define EDGE_RUN_RUNNER_H

#include "Npy.h"
#include "edge/runtime/Model.h"

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
  RunOptions()
      : tolerance(1e-4), iterations(0), validation(false), deviceIndex(-1), cpuOnly(false), profile(false),
        waitTimeoutMs(ModelOptions().waitTimeoutMs), robustBufferAccess(true), sharedDevice(nullptr) {}
};

/// An output compared with its reference. Floating-point outputs pass when max |out - ref| over the
/// finite references is <= tolerance * max |ref| and every non-finite reference is matched exactly (NaN
/// by NaN, as torch.allclose(equal_nan=True), an infinity by the same infinity), with no NaN or infinity
/// where the reference is finite. f16 and bf16 outputs allow at least two units in the last place of
/// max |ref| whatever the tolerance (2^-9 and 2^-6 of it): one rounding apart from PyTorch's own is
/// expected. Integer and bool outputs must equal the reference.
struct Comparison {
  bool ok;
  std::string problem;   // why the two cannot be compared (dtype or shape differ); empty otherwise
  double maxError;       // over the elements where both are finite
  double maxReference;   // max |ref| over the finite references
  double allowed;        // tolerance (or the dtype's floor) * maxReference (0 for integer dtypes)
  int64_t mismatches;    // elements that fail: non-finite ones, or unequal integers
  int64_t firstMismatch; // the first of them, -1 if none
  double firstOutput, firstReference;
  Comparison()
      : ok(false), maxError(0), maxReference(0), allowed(0), mismatches(0), firstMismatch(-1), firstOutput(0),
        firstReference(0) {}
};
Comparison compareOutput(const TensorInfo &output, const void *data, const NpyArray &reference, double tolerance);

/// Runs as edge-run does and returns its exit status: 0 success, 1 any failure (reported on stderr).
int runProgram(const RunOptions &options);

} // namespace edge

#endif

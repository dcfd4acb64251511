// What edge-run does, as a library: load a .pte, run it on .npy inputs, write and check .npy outputs.
#ifndef EDGE_RUNTIME_RUNNER_H
#define EDGE_RUNTIME_RUNNER_H

#include <string>
#include <vector>

namespace edge {

struct RunOptions {
  std::string program;
  std::vector<std::string> inputs;
  std::vector<std::string> outputs; // where to write each output (optional)
  std::vector<std::string> checks;  // reference .npy per output (optional)
  double tolerance;                 // max |out - ref| <= tolerance * max |ref|
  int iterations;                   // > 0: time this many executions and print the median
  bool validation;
  int deviceIndex;
  bool cpuOnly; // refuse programs with Vulkan partitions (a check for tests)
  RunOptions() : tolerance(1e-4), iterations(0), validation(false), deviceIndex(-1), cpuOnly(false) {}
};

/// Runs as edge-run does and returns its exit status: 0 success, 1 any failure (reported on stderr).
int runProgram(const RunOptions &options);

} // namespace edge

#endif

// A loaded program ready to execute: arenas allocated once, kernels resolved, Vulkan partitions recorded.
#ifndef EDGE_RUNTIME_MODEL_H
#define EDGE_RUNTIME_MODEL_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <memory>
#include <string>

namespace edge {

struct ModelOptions {
  bool validation; // Vulkan: enable the Khronos validation layer; execute() fails on any message
  int deviceIndex; // Vulkan: -1 picks the first discrete GPU, else integrated, else any
  ModelOptions() : validation(false), deviceIndex(-1) {}
};

class Model {
public:
  /// Checks every kernel call, allocates the arenas and, if the program has Vulkan partitions, creates
  /// the device objects and records one command buffer per partition. Nothing is allocated afterwards.
  static Result<std::unique_ptr<Model>> load(Program program, const ModelOptions &options);
  ~Model();

  const Program &program() const;
  /// "CPU" or the Vulkan device's name.
  std::string deviceName() const;

  Error setInput(size_t index, const void *data, size_t nbytes);
  Error execute();
  /// The output's bytes, valid until the next execute().
  const void *output(size_t index) const;
  /// Validation-layer messages seen so far (0 without validation).
  unsigned validationMessages() const;

  struct Impl;

private:
  explicit Model(Impl *impl);
  Impl *impl_;
};

} // namespace edge

#endif

// Portable CPU kernels, one per ATen op, looked up by name at load.
#ifndef EDGE_RUNTIME_KERNELS_H
#define EDGE_RUNTIME_KERNELS_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>

namespace edge {

/// A tensor argument: its data and the (checked) metadata of its value.
struct TensorArg {
  void *data;
  const TensorInfo *info;
};

/// What a kernel call sees: tensor inputs then outputs, and the op's attributes encoded as program.fbs
/// describes (ints: integers, bools, list lengths and elements; floats: floats).
struct KernelArgs {
  const TensorArg *tensors;
  size_t numTensors;
  const int64_t *ints;
  size_t numInts;
  const double *floats;
  size_t numFloats;
  // Kernels that find their output's row count in the data (Kernel::findsRows) store it here; null for
  // the others. Their output's info holds the rows planned (the room there is), not the count.
  int64_t *rows;
  // The kernel's own Kernel::context (an app's state for its kernel; the C interface's callbacks).
  void *context;
};

/// `check` runs once at load and rejects arguments the kernel cannot run safely (shapes, counts, dtypes);
/// `run` runs on every execute and does not allocate.
struct Kernel {
  const char *name;
  Error (*check)(const KernelArgs &args);
  void (*run)(const KernelArgs &args);
  // Its output's dim 0 is a count found in the input's values (aten.nonzero): `run` writes at most the
  // planned rows and stores the count in KernelArgs::rows, a size symbol for the rest of the program.
  bool findsRows;
  // Handed to `check` and `run` as KernelArgs::context (null for the built-in kernels).
  void *context;
};

/// The built-in kernel named `name` (an ATen name such as "aten.add.Tensor"), or null.
const Kernel *findKernel(const char *name);

/// The CPU kernels a Model calls: an app's own, registered here by ATen name, then the built-in ones. An app
/// replaces a built-in kernel (its own faster or instrumented one) or adds one this runtime lacks. A kernel's
/// `args` are as KernelArgs describes; its `check` runs once at load, `run` at every execute. Register before
/// loading the Models that use the registry (ModelOptions::kernels), and keep it, and what its kernels point
/// to, alive as long as they are; lookups do not change it, so Models on several threads may share one.
class KernelRegistry {
public:
  KernelRegistry() {}
  /// Registers `kernel` under `kernel.name` (copied): replaces a built-in kernel or an earlier registration of
  /// that name, or adds one. InvalidArgument without a name or a `check` and a `run`.
  Error add(const Kernel &kernel);
  /// The registered kernel named `name`, else the built-in one, else null.
  const Kernel *find(const char *name) const;
  size_t size() const { return kernels_.size(); }

private:
  struct Entry {
    std::string name;
    Kernel kernel;
  };
  std::deque<Entry> kernels_;
};

} // namespace edge

#endif

// The seam between a Model and what runs its instructions: the CPU kernels and the Vulkan partitions are two
// implementations of Backend. A Model's parts: ValueState (what every part reads: the program, the values'
// current sizes, the size symbols, where values live on the host), a CpuBackend for its kernel calls, a Vulkan
// backend for its partitions where it has any, and the Model itself (shapes, the schedule and its steps).
#ifndef EDGE_RUNTIME_SRC_BACKEND_H
#define EDGE_RUNTIME_SRC_BACKEND_H

#include "edge/runtime/Model.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace edge {

/// Host memory aligned for any element type, owned: from the app's Allocator (MemoryManager::allocator) or calloc.
struct AlignedBytes {
  void *data;
  AlignedBytes() : data(nullptr), size_(0), allocator_(nullptr) {}
  ~AlignedBytes();
  /// Never null, even for 0 bytes: empty tensors then still have a valid (never dereferenced) address. Zeroed
  /// from calloc (untouched pages take no memory), or where `zero` asks for it.
  bool allocate(size_t size, Allocator *allocator, bool zero);

private:
  void release();
  size_t size_;
  Allocator *allocator_;
  AlignedBytes(const AlignedBytes &);
  AlignedBytes &operator=(const AlignedBytes &);
};

/// What every part of a Model reads.
struct ValueState {
  Program program;
  // Every value's metadata at its current shape (CPU kernels see these): the program's, with dynamic sizes
  // evaluated for the last execute's inputs.
  std::vector<TensorInfo> live;
  std::vector<int64_t> symbolValues; // of the last execute (the upper bounds before the first)
  // The constant segment as the host sees it (CPU kernels' operands, constant outputs): in place where the
  // program is in memory (mapped, viewed), else constantCopy, which holds only the blocks the host reads.
  const uint8_t *constantBase;
  AlignedBytes constantCopy;
  std::vector<bool> hostBlocks; // the constant segment's blocks the host reads
  uint8_t *hostBase;            // the host arena: the caller's, the Model's own, or a backend's mapped buffer
  // Values the app bound to its own memory (Model::bindInput, bindOutput), with their aliases: per value that
  // aliases none, the caller's address, or null (its place in the host arena); and who bound it.
  std::vector<uint8_t *> bound;
  std::vector<std::string> boundBy;

  ValueState() : constantBase(nullptr), hostBase(nullptr) {}
  /// Where the host reads or writes `value`; null for a value only a device holds (checked at load).
  void *dataOf(uint32_t value);
  /// Evaluates size expression `index` at the current symbols.
  Error evaluateSize(int32_t index, int64_t *value) const;
  /// Reads (or checks in place) the constants the host reads, block by block, into memory from `allocator` (null:
  /// calloc); the rest stays unread.
  Error setUpHostConstants(Allocator *allocator);
};

/// Calls fn(begin, end) for each run of consecutive blocks in [first, last) whose flag is `value`, in bytes of a
/// segment of `size` bytes in blocks of `block`.
template <typename Fn>
inline Error forEachBlockRun(const std::vector<bool> &flags, bool value, uint64_t block, uint64_t size, Fn fn,
                             size_t first = 0, size_t last = size_t(-1)) {
  last = std::min(last, flags.size());
  for (size_t b = first; b < last;) {
    if (flags[b] != value) {
      ++b;
      continue;
    }
    size_t e = b;
    while (e < last && flags[e] == value)
      ++e;
    EDGE_RETURN_IF_ERROR(fn(uint64_t(b) * block, std::min<uint64_t>(uint64_t(e) * block, size)));
    b = e;
  }
  return Error::success();
}

/// One step of an execute: a Vulkan partition, or a run of consecutive CPU kernel calls (schedule[begin, end)).
/// A call that finds a size symbol in the data ends its step: what follows is sized and recorded for it.
struct Step {
  int partition; // -1: CPU kernels
  size_t begin, end;
  int rowSymbol; // the size symbol the step's last kernel finds, or -1
};

/// Runs the steps of another backend where a backend's sequence reaches them.
class StepRunner {
public:
  virtual ~StepRunner() {}
  virtual void runStep(size_t step) = 0;
};

/// What runs a program's instructions of one kind. Its units are its own instructions as the program numbers
/// them: a CPU backend's kernel calls in order, a Vulkan backend's partitions.
class Backend {
public:
  virtual ~Backend() {}
  /// "CPU" or the device's name.
  virtual std::string deviceName() const = 0;
  /// Whether unit `unit` changes with the size symbols (prepared again when they change).
  virtual bool sizeDependent(uint32_t unit) const = 0;
  /// Makes unit `unit` ready for the current sizes: checks a kernel call's arguments, records a partition.
  virtual Error prepare(uint32_t unit) = 0;
  /// After load: the execute's steps (kept by the Model as long as the backend), for the submissions to prepare.
  virtual Error plan(const std::vector<Step> &steps) = 0;
  /// Before an execute prepares or runs anything: holds what the backend shares with other Models (a device
  /// queue) in `lock` until the execute ends, and refuses an execute where earlier work may still be pending.
  virtual Error begin(std::unique_lock<std::mutex> *lock) = 0;
  /// Runs steps [first, end): its own, and those of another backend through `others`, each once the steps
  /// before it have completed. Nothing is pending when it returns.
  virtual Error run(size_t first, size_t end, StepRunner &others) = 0;
  /// How an execute submits its work (Model::submission), given the counts of steps.
  virtual std::string submission(const std::string &counts) const = 0;
  /// Validation messages since the backend was set up.
  virtual unsigned validationMessages() const = 0;
  /// ModelOptions::profile's figures of the last execute (Model::dispatchTimes).
  virtual Error dispatchTimes(std::vector<DispatchTime> *times) const = 0;
  /// Value `root` (an input's or output's, ValueState::bound) now has its host copy in the app's memory at
  /// `data` (`nbytes` there), or back in the host arena where `data` is null; called between executes.
  virtual Error bindHostMemory(uint32_t root, void *data, size_t nbytes) = 0;
};

/// The program's Vulkan partitions on ModelOptions::device or a device of their own: arenas, the weights
/// uploaded, shaders and pipelines created, each partition recorded at the current sizes. It maps the host
/// arena (state.hostBase). Without the Vulkan backend (EDGEC_RUNTIME_VULKAN off), an error.
Result<Backend *> createVulkanBackend(ValueState &state, const ModelOptions &options);

} // namespace edge

#endif

// The CPU kernels as a Backend: the program's kernel calls, resolved in a KernelRegistry and checked at load.
#ifndef EDGE_RUNTIME_SRC_CPUBACKEND_H
#define EDGE_RUNTIME_SRC_CPUBACKEND_H

#include "Backend.h"

namespace edge {

class CpuBackend : public Backend {
public:
  explicit CpuBackend(ValueState &state) : state_(state), steps_(nullptr) {}
  /// Resolves and checks each kernel call of the program (its values on the host: state.hostBase set). Unit k
  /// is the program's k-th kernel call.
  Error setUp(const KernelRegistry *registry);
  /// The program's instruction each unit is.
  uint32_t instruction(uint32_t unit) const { return calls_[unit].instruction; }
  uint32_t numUnits() const { return uint32_t(calls_.size()); }
  /// The size symbol unit `unit` finds in the data (Kernel::findsRows), or -1; and the count it found last.
  int rowSymbol(uint32_t unit) const { return calls_[unit].rowSymbol; }
  int64_t rowsFound(uint32_t unit) const { return calls_[unit].rows; }
  const char *kernelName(uint32_t unit) const { return calls_[unit].kernel->name; }
  /// Unit of instruction `i`, or -1 where it is no kernel call.
  int unitOf(size_t instruction) const { return unitOf_[instruction]; }
  /// Points every call's tensors at where their values are now (after an app bound one to its own memory).
  void rebind();
  /// Runs the kernel calls of a CPU step.
  void runStep(const Step &step);

  std::string deviceName() const { return "CPU"; }
  bool sizeDependent(uint32_t unit) const { return calls_[unit].dynamic; }
  Error prepare(uint32_t unit);
  Error plan(const std::vector<Step> &steps) {
    steps_ = &steps;
    return Error::success();
  }
  Error begin(std::unique_lock<std::mutex> *) { return Error::success(); }
  Error run(size_t first, size_t end, StepRunner &others);
  std::string submission(const std::string &counts) const { return counts; }
  unsigned validationMessages() const { return 0; }
  Error dispatchTimes(std::vector<DispatchTime> *times) const;
  /// Kernels read and write ValueState::bound's addresses (rebind): nothing of the backend's own changes.
  Error bindHostMemory(uint32_t, void *, size_t) { return Error::success(); }

private:
  struct Call {
    const Kernel *kernel;
    uint32_t instruction;
    std::vector<TensorArg> tensors;
    std::vector<uint32_t> values; // each tensor's value
    std::vector<int64_t> ints;
    std::vector<double> floats;
    // Int parameters that are sizes known at run time: pairs (index in ints, size expression), evaluated
    // before each check.
    std::vector<uint32_t> sizedInts;
    bool dynamic;  // a tensor's shape or a parameter changes with the size symbols: checked again when they change
    int rowSymbol; // the size symbol this call finds in the data (Kernel::findsRows), or -1
    int64_t rows;  // the count it found on its last run
    KernelArgs args();
  };
  ValueState &state_;
  std::vector<Call> calls_;
  std::vector<int> unitOf_; // each instruction's unit, or -1 (a Vulkan call)
  const std::vector<Step> *steps_;
};

} // namespace edge

#endif

// A .pte file, verified and bounds-checked: nothing read from it is used before this passes.
#ifndef EDGE_RUNTIME_PROGRAM_H
#define EDGE_RUNTIME_PROGRAM_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Limits.h"
#include "edge/schema/program_generated.h"

#include <cstdint>
#include <vector>

namespace edge {

/// A value of the program, every copy's range checked against its segment. Offsets are -1 where the
/// value has no such copy; a constant has only constantOffset.
struct TensorInfo {
  schema::DType dtype;
  std::vector<int64_t> shape;
  int64_t numel;
  uint64_t nbytes;
  int64_t hostOffset;
  int64_t deviceOffset;
  int64_t constantOffset;
  // With dynamic shapes: per dim, the index of its size expression (Program.size_exprs), or -1 where the
  // size is static; empty for a value of static shape. `shape`, `numel` and `nbytes` are then the upper
  // bounds in the Program and the actual sizes in an executing Model.
  std::vector<int32_t> dynamicShape;

  bool isConstant() const { return constantOffset >= 0; }
  /// Readable by the host: a host copy or a constant.
  bool onHost() const { return hostOffset >= 0 || isConstant(); }
  /// Bindable by a dispatch: a device copy or a constant (constants are copied to the GPU at load).
  bool onDevice() const { return deviceOffset >= 0 || isConstant(); }
};

/// What a pipeline needs from the device, read from its SPIR-V (its specialization constants applied) when the
/// program loads; the device's limits are checked against it when a Model creates the pipeline.
struct PipelineNeeds {
  uint32_t workgroupSize[3];
  uint64_t workgroupMemoryBytes; // shared memory
  uint32_t deviceFeatures;       // schema::DeviceFeature bits of the capabilities the module declares
};

/// Whether a tensor of `dtype` and `shape` (`rank` sizes) can stand for a value of `valueDtype` whose sizes
/// are `bounds`, each dynamic one (`dynamicShape[d] >= 0`; empty: all static) at most its bound and the others
/// exactly: an input or, with `output`, an expected output of a bundled example (a bf16 output may be expected
/// as f32, which NumPy has). One rule for the compiler, which stores examples, and the loader, which checks them.
inline bool bundledTensorFits(schema::DType dtype, const int64_t *shape, size_t rank, schema::DType valueDtype,
                              const std::vector<int64_t> &bounds, const std::vector<int32_t> &dynamicShape,
                              bool output) {
  if ((dtype != valueDtype && !(output && valueDtype == schema::DType::bf16 && dtype == schema::DType::f32)) ||
      rank != bounds.size())
    return false;
  for (size_t d = 0; d < rank; ++d) {
    bool dynamic = !dynamicShape.empty() && dynamicShape[d] >= 0;
    if (shape[d] < 0 || (dynamic ? shape[d] > bounds[d] : shape[d] != bounds[d]))
      return false;
  }
  return true;
}

size_t elementSize(schema::DType dtype);
/// Device copies start at multiples of this (the compiler's planner alignment, the most Vulkan's
/// minStorageBufferOffsetAlignment can be).
const int64_t kDeviceAlignment = 256;
const char *dtypeName(schema::DType dtype);

class Program {
public:
  /// Takes the file's bytes; verifies the flatbuffer, the identifier and version, and every index,
  /// offset and size in it.
  static Result<Program> load(std::vector<uint8_t> bytes);
  /// Reads the whole file, then load.
  static Result<Program> loadFile(const char *path);
  /// Maps the file read-only instead of reading it: nothing is copied, and the system reads pages as they are
  /// used. The file must not change while the Program lives (a mapping sees later changes to the file, which
  /// the checks at load did not see): for a file others may write, use loadFile.
  static Result<Program> mapFile(const char *path);
  /// Checks and uses the `size` bytes at `data` where they are, without copying them (a program linked into
  /// the app: edgec embed). They must stay, unchanged, as long as the Program and its Model live, at an 8-byte
  /// aligned address.
  static Result<Program> view(const void *data, size_t size);

  Program() : program_(nullptr), data_(nullptr), size_(0), mapping_(nullptr) {}
  ~Program();
  /// Move-only: program_ points into the bytes, which a copy would share (or unmap twice).
  Program(Program &&other);
  Program &operator=(Program &&other);
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;

  const schema::Program &fb() const { return *program_; }
  const std::vector<TensorInfo> &values() const { return values_; }
  const TensorInfo &value(uint32_t i) const { return values_[i]; }
  size_t numInputs() const { return program_->inputs()->size(); }
  size_t numOutputs() const { return program_->outputs()->size(); }
  uint32_t inputValue(size_t i) const { return program_->inputs()->Get(i); }
  uint32_t outputValue(size_t i) const { return program_->outputs()->Get(i); }
  /// Whether input or output i is a complex64 tensor, held as f32 with a last dim of 2 (real, imaginary).
  bool inputIsComplex(size_t i) const { return isListed(program_->complex_inputs(), i); }
  bool outputIsComplex(size_t i) const { return isListed(program_->complex_outputs(), i); }
  bool hasVulkanPartitions() const { return program_->vulkan_partitions()->size() != 0; }
  /// The planned memory: the host arena (inputs, outputs, CPU kernels' values; ModelOptions::hostArena), the
  /// device arena (Vulkan partitions' values) and the constants, in bytes.
  uint64_t hostArenaBytes() const { return program_->host_arena_size(); }
  uint64_t deviceArenaBytes() const { return program_->device_arena_size(); }
  uint64_t constantBytes() const { return program_->constant_data()->size(); }
  const PipelineNeeds &pipelineNeeds(uint32_t pipeline) const { return pipelineNeeds_[pipeline]; }
  /// The device features shader `shader`'s SPIR-V needs (schema::DeviceFeature bits), read from it at load.
  uint32_t shaderFeatures(uint32_t shader) const { return shaderFeatures_[shader]; }
  /// The number of size symbols: 0 for a program of static shapes.
  size_t numSymbols() const { return program_->symbols() ? program_->symbols()->size() : 0; }

private:
  static bool isListed(const flatbuffers::Vector<uint32_t> *list, size_t i) {
    if (list)
      for (uint32_t e : *list)
        if (e == i)
          return true;
    return false;
  }
  Error check();
  /// Size symbols found in the data (SizeSymbol.source_instruction): a kernel call with the symbol as its
  /// output's dim 0, and no use of the symbol before it.
  Error checkDataDependentSymbols() const;
  /// The size symbols (bit mask) value `value`'s dynamic shape, size expression `expr` (-1: none), or
  /// instruction `i` uses: its operands' shapes, its dynamic push constants and workgroup counts, and with
  /// `outputsToo` its outputs' shapes.
  uint32_t symbolsOf(uint32_t value) const;
  uint32_t exprSymbols(int32_t expr) const;
  uint32_t instructionSymbols(uint32_t i, bool outputsToo) const;
  /// The last `numOutputs` of `args` (value indices, checked) are written: at least one, none a constant.
  Error checkOutputs(const flatbuffers::Vector<uint32_t> &args, uint32_t numOutputs, const std::string &what) const;

  /// Checks the bytes `p` holds (data_, size_) and returns it loaded.
  static Result<Program> verify(Program p);
  void release();

  std::vector<uint8_t> bytes_; // the bytes when the Program owns them (load, loadFile), else empty
  const schema::Program *program_;
  const uint8_t *data_; // the file's bytes: bytes_'s, the mapping's or the caller's (view)
  size_t size_;
  void *mapping_; // mapFile's, unmapped with the Program
  std::vector<TensorInfo> values_;
  std::vector<PipelineNeeds> pipelineNeeds_;
  std::vector<uint32_t> shaderFeatures_;
};

} // namespace edge

#endif

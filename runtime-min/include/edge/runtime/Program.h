// A .pte file, verified and bounds-checked: nothing read from it is used before this passes.
#ifndef EDGE_RUNTIME_PROGRAM_H
#define EDGE_RUNTIME_PROGRAM_H

#include "edge/runtime/DType.h"
#include "edge/runtime/DataLoader.h"
#include "edge/runtime/Error.h"
#include "edge/runtime/Limits.h"

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace edge {

namespace schema {
struct Program; // the format's own table (edge/schema/program_generated.h), for Program::fb()
}

/// A value of the program, every copy's range checked against its segment. Offsets are -1 where the
/// value has no such copy; a constant has only constantOffset.
struct TensorInfo {
  DType dtype;
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
  // The value whose bytes this one shares (a view the planner made an alias), or -1.
  int32_t aliasOf;

  TensorInfo() : dtype(DType::f32), numel(0), nbytes(0), hostOffset(-1), deviceOffset(-1), constantOffset(-1), aliasOf(-1) {}

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
  uint32_t deviceFeatures;       // DeviceFeature bits (DeviceFeatures.h) of the capabilities the module declares
};

/// Whether a tensor of `dtype` and `shape` (`rank` sizes) can stand for a value of `valueDtype` whose sizes
/// are `bounds`, each dynamic one (`dynamicShape[d] >= 0`; empty: all static) at most its bound and the others
/// exactly: an input or, with `output`, an expected output of a bundled example (a bf16 output may be expected
/// as f32, which NumPy has). One rule for the compiler, which stores examples, and the loader, which checks them.
inline bool bundledTensorFits(DType dtype, const int64_t *shape, size_t rank, DType valueDtype,
                              const std::vector<int64_t> &bounds, const std::vector<int32_t> &dynamicShape,
                              bool output) {
  if ((dtype != valueDtype && !(output && valueDtype == DType::bf16 && dtype == DType::f32)) ||
      rank != bounds.size())
    return false;
  for (size_t d = 0; d < rank; ++d) {
    bool dynamic = !dynamicShape.empty() && dynamicShape[d] >= 0;
    if (shape[d] < 0 || (dynamic ? shape[d] > bounds[d] : shape[d] != bounds[d]))
      return false;
  }
  return true;
}

/// One dimension of an input or output as an app sees it: a static size (min == max), or a dynamic one within
/// [min, max]; `symbol` names the size symbol it is (the name given at export: edgec_export --dynamic-dim
/// INPUT:DIM:MIN:MAX:NAME), or is empty for a static size or one derived from symbols (at most max); it points
/// into the program, valid as long as the Program (or its Model).
struct DimMeta {
  bool dynamic;
  int64_t min;
  int64_t max;
  const char *symbol;
};
/// An input or output: its element type and dimensions; `complex` for a complex64 tensor (held as f32 with a
/// last dim of 2).
struct TensorMeta {
  DType dtype;
  std::vector<DimMeta> dims;
  bool complex;
};

/// Device copies start at multiples of this (the compiler's planner alignment, the most Vulkan's
/// minStorageBufferOffsetAlignment can be).
const int64_t kDeviceAlignment = 256;

/// What a program runs as, as an app sees it before loading it (ExecuTorch's MethodMeta; the Model is the
/// Method): its inputs and outputs, the memory it plans, whether it has Vulkan partitions.
struct MethodMeta {
  std::vector<TensorMeta> inputs;
  std::vector<TensorMeta> outputs;
  uint64_t hostArenaBytes;   // MemoryManager::hostArena
  uint64_t deviceArenaBytes; // MemoryManager::deviceArena
  uint64_t constantBytes;    // the weights
  bool vulkan;               // has Vulkan partitions (else runs on the CPU kernels alone)
  size_t numSizeSymbols;     // its dynamic sizes (named in DimMeta::symbol); 0: static shapes
};

class Program {
public:
  /// Opens the program `loader` reads: reads the trailer and the head (the flatbuffer) alone, and verifies the
  /// checksum, the identifier and version, and every index, offset and size in it. The constant segment is
  /// read later (readConstants), by the Model, into where the weights go.
  static Result<Program> load(std::unique_ptr<DataLoader> loader);
  /// The file's bytes, owned by the Program.
  static Result<Program> load(std::vector<uint8_t> bytes);
  /// Reads the file's head with pread, keeping it open for the constants: nothing else is held in memory.
  static Result<Program> loadFile(const char *path);
  /// Maps the file read-only instead of reading it: the head is copied (DataLoader::paged), the constants are
  /// not, and the system reads their pages as they are used (CPU kernels read their constants in place). The
  /// file must not change while the Program lives (a mapping sees later changes to the file, which the checks
  /// did not see): for a file others may write, use loadFile.
  static Result<Program> mapFile(const char *path);
  /// Checks and uses the `size` bytes at `data` where they are, without copying them (a program linked into
  /// the app: edgec embed). They must stay, unchanged, as long as the Program and its Model live, at an 8-byte
  /// aligned address.
  static Result<Program> view(const void *data, size_t size);

  Program()
      : program_(nullptr), data_(nullptr), flatbufferSize_(0), segmentOffset_(0), digestsRequired_(false),
        constantsInPlace_(false), numSymbols_(0) {}
  /// Move-only: program_ points into the head's bytes.
  Program(Program &&other);
  Program &operator=(Program &&other);
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;

  /// The constant segment: `constantBytes()` bytes, read and checked in blocks of `constantBlockSize()`.
  uint64_t constantBytes() const;
  uint32_t constantBlockSize() const;
  /// Reads segment bytes [offset, offset + count) into `dst`, checking each block against its hash: `offset`
  /// is a multiple of constantBlockSize(), and `count` too unless the range ends the segment.
  Error readConstants(uint64_t offset, uint64_t count, void *dst) const;
  /// The constant segment where the loader holds the file in memory (a mapping, a buffer, a view), else null
  /// (also for a signed program whose signature was required: its checked bytes are copied, never used where
  /// another process could change them). Its bytes are unchecked until checkConstants passes over them.
  const uint8_t *constantsInPlace() const;
  /// Checks the blocks holding segment bytes [begin, end) against their hashes, where they lie in memory
  /// (constantsInPlace) or read through a scratch buffer otherwise. checkConstants(0, constantBytes()) checks
  /// the whole program.
  Error checkConstants(uint64_t begin, uint64_t end) const;
  /// A hint that segment bytes [offset, offset + count) will not be read again (a mapping lets them go).
  void releaseConstants(uint64_t offset, uint64_t count) const;
  /// Whether the program carries a signature (edgec compile --sign).
  bool isSigned() const;
  /// Refuses a program that `publicKey` (kPublicKeyBytes, Signature.h) did not sign, and from then on checks
  /// each block of the weights against its signed BLAKE2b digest too as it is read (ModelOptions::publicKey).
  Error requireSignature(const uint8_t *publicKey);

  /// The format's own table, for tools that read the format itself (edgec inspect, edge-run's profile): using it
  /// takes edge/schema/program_generated.h and flatbuffers' headers, which apps need not have.
  const schema::Program &fb() const { return *program_; }
  const std::vector<TensorInfo> &values() const { return values_; }
  const TensorInfo &value(uint32_t i) const { return values_[i]; }
  /// The value whose bytes value `i` shares (TensorInfo::aliasOf), or `i` itself.
  uint32_t rootOf(uint32_t i) const { return values_[i].aliasOf >= 0 ? uint32_t(values_[i].aliasOf) : i; }
  size_t numInputs() const { return inputs_.size(); }
  size_t numOutputs() const { return outputs_.size(); }
  uint32_t inputValue(size_t i) const { return inputs_[i]; }
  uint32_t outputValue(size_t i) const { return outputs_[i]; }
  /// Input or output i as an app sees it: dtype, sizes and, for a dynamic program, each dynamic size's bounds and
  /// name (the names and bounds also errors about sizes use).
  TensorMeta inputMeta(size_t i) const { return tensorMeta(inputValue(i), inputIsComplex(i)); }
  TensorMeta outputMeta(size_t i) const { return tensorMeta(outputValue(i), outputIsComplex(i)); }
  /// Every input and output, and the memory the program plans. Allocates: not for a timed loop.
  MethodMeta methodMeta() const;
  /// Whether input or output i is a complex64 tensor, held as f32 with a last dim of 2 (real, imaginary).
  bool inputIsComplex(size_t i) const;
  bool outputIsComplex(size_t i) const;
  bool hasVulkanPartitions() const;
  /// The planned memory: the host arena (inputs, outputs, CPU kernels' values; MemoryManager::hostArena), the
  /// device arena (Vulkan partitions' values) and the constants, in bytes.
  uint64_t hostArenaBytes() const;
  uint64_t deviceArenaBytes() const;
  const PipelineNeeds &pipelineNeeds(uint32_t pipeline) const { return pipelineNeeds_[pipeline]; }
  /// The device features shader `shader`'s SPIR-V needs (DeviceFeature bits, DeviceFeatures.h), read from it at load.
  uint32_t shaderFeatures(uint32_t shader) const { return shaderFeatures_[shader]; }
  /// The number of size symbols: 0 for a program of static shapes.
  size_t numSymbols() const { return numSymbols_; }

private:
  Error check();
  TensorMeta tensorMeta(uint32_t value, bool complex) const;
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
  Error checkOutputs(const uint32_t *args, uint32_t numArgs, uint32_t numOutputs, const std::string &what) const;

  /// The blocks holding segment bytes [begin, end): [*first, *last) in bytes, the last block cut at the end.
  void blockRange(uint64_t begin, uint64_t end, uint64_t *first, uint64_t *last) const;

  /// Copies the flatbuffer into head_ (null: out of memory) and points at the copy.
  Error copyHead();

  struct FreeBytes {
    void operator()(uint8_t *p) const { std::free(p); }
  };
  std::unique_ptr<DataLoader> loader_;
  // The flatbuffer, where it is not used in the loader's memory (a file read with pread, memory not 8-byte
  // aligned, a signed program from memory others could change). malloc'd: running out of memory is an error.
  std::unique_ptr<uint8_t, FreeBytes> head_;
  const schema::Program *program_;
  const uint8_t *data_;     // the flatbuffer: the loader's bytes or head_'s
  uint64_t flatbufferSize_;
  uint64_t segmentOffset_;  // the constant segment's offset in the file; the signature follows it
  bool digestsRequired_;    // requireSignature passed: blocks are checked against their digests too
  bool constantsInPlace_;   // CPU kernels may read the constants where the loader holds them
  std::vector<TensorInfo> values_;
  std::vector<uint32_t> inputs_, outputs_; // value indices, checked
  size_t numSymbols_;
  std::vector<PipelineNeeds> pipelineNeeds_;
  std::vector<uint32_t> shaderFeatures_;
};

} // namespace edge

#endif

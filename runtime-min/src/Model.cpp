#include "edge/runtime/Model.h"
#include "edge/schema/program_generated.h"

#include "Backend.h"
#include "CpuBackend.h"
#include "edge/runtime/Kernels.h"
#include "edge/runtime/SizeExpr.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace edge {

/// Holds a Model's in-use flag for one call, if no other thread holds it.
class InUse {
public:
  explicit InUse(std::atomic<bool> &flag) : flag_(flag), held_(!flag.exchange(true)) {}
  ~InUse() {
    if (held_)
      flag_.store(false);
  }
  /// Success, or the error of a call made while another thread's is running.
  Error check() const {
    return held_ ? Error::success()
                 : Error(ErrorCode::InvalidArgument,
                         "the Model is in use by another thread: a Model is used by one thread at a time");
  }

private:
  InUse(const InUse &);
  InUse &operator=(const InUse &);
  std::atomic<bool> &flag_;
  bool held_;
};

/// A Model's parts (Backend.h): the values' state, the CPU kernels, the Vulkan partitions where the program has
/// any; and what is the Model's own: the inputs' shapes, the schedule and its steps.
struct Model::Impl : StepRunner {
  ValueState state;
  std::vector<std::vector<int64_t> > inputShapes; // as setInput received them
  // Sizes changed but not every kernel check and recording succeeded for them yet: the next execute
  // redoes them before anything runs (a failed execute leaves no half-recorded or unchecked work behind).
  bool stale;
  AlignedBytes hostArena; // used when no Vulkan partition exists
  // instruction i: a CPU unit >= 0, or -(partition + 1)
  std::vector<int> schedule;
  std::vector<Step> steps;
  // Steps [0, prologueSteps) are the program's prologue (Program.prologue_instructions): run when the sizes
  // change, skipped at an execute whose sizes are the last one's.
  size_t prologueSteps;
  bool prologueCurrent; // the prologue's results are in place for the current sizes (a successful execute ran it)
  // The arenas are the Model's own: with the caller's, which other Models may share between executes, the
  // prologue's results may not survive one, so it runs at every execute.
  bool prologueKept;
  CpuBackend cpu;
  std::unique_ptr<Backend> vulkan; // null without Vulkan partitions; destroyed first (it waits for the device)
  // Set while a thread is in setInput or execute: a Model is used by one thread at a time, and a second
  // thread's call meanwhile is refused rather than left to race.
  std::atomic<bool> inUse;

  Impl() : stale(false), prologueSteps(0), prologueCurrent(false), prologueKept(true), cpu(state), inUse(false) {}
  /// The backend whose sequence an execute follows: Vulkan's where the program has partitions (the CPU steps
  /// run where the chain reaches them), else the CPU's.
  Backend &sequencer() { return vulkan ? *vulkan : static_cast<Backend &>(cpu); }
  const Backend &sequencer() const { return vulkan ? *vulkan : static_cast<const Backend &>(cpu); }
  void runStep(size_t step) { cpu.runStep(steps[step]); }
  /// Solves the symbols from the inputs' shapes and checks their bounds; sizes every value again where they
  /// changed or `resize` is set (the last sizing may not have completed); `changed` tells whether the symbols
  /// differ from the last execute's.
  Error resolveShapes(bool resize, bool *changed);
  /// Every value's current sizes from the symbols (live), within the upper bounds.
  Error sizeValues();
  /// Checks again the dynamic kernel calls and records again the dynamic partitions of schedule[begin, end),
  /// for sizes that changed.
  Error refreshInstructions(size_t begin, size_t end);
  /// Takes the row count step `j`'s last kernel found as its size symbol; `changed` if it differs.
  Error takeRowSymbol(size_t j, bool *changed);
  /// Checks input `index`'s shape against the program's and keeps it for the next execute.
  Error takeInputShape(size_t index, const int64_t *shape, size_t rank);
  /// Binds `value` (input or output `what`) and its aliases to the caller's memory (null: back to the arena).
  Error bind(uint32_t value, const std::string &what, void *data, size_t nbytes);
  /// Groups the schedule into steps and lets the sequencing backend prepare its submissions.
  Error planSteps();
};

AlignedBytes::~AlignedBytes() { release(); }

void AlignedBytes::release() {
  if (data && allocator_)
    allocator_->deallocate(data, size_);
  else
    std::free(data);
  data = nullptr;
}

bool AlignedBytes::allocate(size_t size, Allocator *allocator, bool zero) {
  release();
  size_ = size ? size : 1;
  allocator_ = allocator;
  if (!allocator) {
    data = std::calloc(1, size_); // calloc: malloc alignment suffices for every dtype
    return data != nullptr;
  }
  data = allocator->allocate(size_, 16);
  if (data && reinterpret_cast<uintptr_t>(data) % 16) { // an allocator that broke its contract
    allocator->deallocate(data, size_);
    data = nullptr;
  }
  if (data && zero)
    std::memset(data, 0, size_);
  return data != nullptr;
}

void *ValueState::dataOf(uint32_t value) {
  const TensorInfo &t = program.value(value);
  if (t.isConstant()) // read only: kernels write outputs alone, none of them a constant (checked at load)
    return const_cast<uint8_t *>(constantBase) + t.constantOffset;
  if (t.hostOffset >= 0) {
    const uint32_t root = program.rootOf(value);
    if (!bound.empty() && bound[root]) // the app's memory, for the value and its aliases alike
      return bound[root] + (t.hostOffset - program.value(root).hostOffset);
    return hostBase + t.hostOffset;
  }
  return nullptr; // device copy only: the host never touches it (checked at load)
}

Error ValueState::setUpHostConstants(Allocator *allocator) {
  const schema::Program &fb = program.fb();
  const uint64_t size = program.constantBytes(), block = program.constantBlockSize();
  hostBlocks.assign(size_t((size + block - 1) / block), false);
  bool any = false;
  auto need = [&](uint32_t v) {
    const TensorInfo &t = program.value(v);
    if (!t.isConstant() || t.nbytes == 0)
      return;
    for (uint64_t b = uint64_t(t.constantOffset) / block; b * block < uint64_t(t.constantOffset) + t.nbytes; ++b)
      hostBlocks[size_t(b)] = true;
    any = true;
  };
  for (const schema::Instruction *inst : *fb.instructions())
    if (const schema::KernelCall *call = inst->op_as_KernelCall())
      for (uint32_t v : *call->args())
        need(v);
  for (uint32_t v : *fb.outputs())
    need(v);
  const uint8_t *inPlace = program.constantsInPlace();
  if (inPlace && reinterpret_cast<uintptr_t>(inPlace) % 8 == 0) { // aligned for every element type
    constantBase = inPlace;
    return forEachBlockRun(hostBlocks, true, block, size,
                           [&](uint64_t begin, uint64_t end) { return program.checkConstants(begin, end); });
  }
  // calloc'd: the blocks never read are pages never touched, which take no memory.
  if (size > uint64_t(SIZE_MAX) || !constantCopy.allocate(any ? size_t(size) : 0, allocator, false))
    return Error(ErrorCode::InvalidArgument, "out of memory for the constants CPU kernels read");
  uint8_t *copy = static_cast<uint8_t *>(constantCopy.data);
  constantBase = copy;
  return forEachBlockRun(hostBlocks, true, block, size, [&](uint64_t begin, uint64_t end) {
    return program.readConstants(begin, end - begin, copy + begin);
  });
}

Error ValueState::evaluateSize(int32_t index, int64_t *value) const {
  const flatbuffers::Vector<int64_t> *code = program.fb().size_exprs()->Get(uint32_t(index))->code();
  if (!evaluateSizeExpr(code->data(), code->size(), symbolValues.data(), value))
    return Error(ErrorCode::InvalidArgument, formatMessage("size expression %d overflows", index));
  return Error::success();
}

Error Model::Impl::resolveShapes(bool resize, bool *changed) {
  const schema::Program &fb = state.program.fb();
  size_t numSymbols = state.program.numSymbols();
  int64_t values[kMaxSizeSymbols];
  size_t fromInput[kMaxSizeSymbols], fromDim[kMaxSizeSymbols];
  bool known[kMaxSizeSymbols] = {};
  // Symbols found in the data keep their last values until their kernel runs again.
  std::copy(state.symbolValues.begin(), state.symbolValues.end(), values);
  // Each other symbol is a dimension of an input (torch.export names the inputs' dynamic dims).
  for (size_t i = 0; i < state.program.numInputs(); ++i) {
    const TensorInfo &t = state.program.value(state.program.inputValue(i));
    for (size_t d = 0; d < t.dynamicShape.size(); ++d) {
      if (t.dynamicShape[d] < 0)
        continue;
      const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(t.dynamicShape[d]))->code();
      int s = loneSymbol(code->data(), code->size());
      if (s < 0)
        continue;
      int64_t size = inputShapes[i][d];
      if (known[s] && values[s] != size)
        return Error(ErrorCode::InvalidArgument,
                     formatMessage("input %zu dimension %zu is %lld, but input %zu dimension %zu makes %s %lld", i, d,
                                   (long long)size, fromInput[s], fromDim[s], fb.symbols()->Get(s)->name()->c_str(),
                                   (long long)values[s]));
      if (!known[s]) {
        known[s] = true;
        values[s] = size;
        fromInput[s] = i;
        fromDim[s] = d;
      }
    }
  }
  for (size_t s = 0; s < numSymbols; ++s) {
    const schema::SizeSymbol *sym = fb.symbols()->Get(uint32_t(s));
    if (sym->source_instruction() >= 0)
      continue; // found in the data (Program::check: no input gives it)
    // known: Program::check saw an input give it
    if (values[s] < sym->min() || values[s] > sym->max())
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("input %zu dimension %zu is %lld, outside [%lld, %lld], the bounds of dynamic size %s",
                                 fromInput[s], fromDim[s], (long long)values[s], (long long)sym->min(),
                                 (long long)sym->max(), sym->name()->c_str()));
  }
  *changed = !std::equal(values, values + numSymbols, state.symbolValues.begin());
  std::copy(values, values + numSymbols, state.symbolValues.begin());
  // The same symbols give the same sizes: executes at one size do not evaluate every value's sizes again.
  if (*changed || resize)
    EDGE_RETURN_IF_ERROR(sizeValues());
  for (size_t i = 0; i < state.program.numInputs(); ++i) {
    const TensorInfo &t = state.live[state.program.inputValue(i)];
    for (size_t d = 0; d < t.shape.size(); ++d)
      if (t.shape[d] != inputShapes[i][d])
        return Error(
            ErrorCode::InvalidArgument,
            formatMessage("input %zu dimension %zu is %lld; with the other dimensions the program expects %lld", i, d,
                          (long long)inputShapes[i][d], (long long)t.shape[d]));
  }
  return Error::success();
}

Error Model::Impl::sizeValues() {
  // Every value's sizes, within its upper bounds; inputs must have the sizes their expressions give.
  for (uint32_t v = 0; v < state.live.size(); ++v) {
    const TensorInfo &bound = state.program.value(v);
    if (bound.dynamicShape.empty())
      continue;
    TensorInfo &t = state.live[v];
    uint64_t numel = 1;
    for (size_t d = 0; d < bound.shape.size(); ++d) {
      int64_t size = bound.shape[d];
      if (bound.dynamicShape[d] >= 0) {
        EDGE_RETURN_IF_ERROR(state.evaluateSize(bound.dynamicShape[d], &size));
        if (size < 0 || size > bound.shape[d])
          return Error(ErrorCode::InvalidProgram,
                       formatMessage("value %u dimension %zu evaluates to %lld, outside [0, %lld]", v, d,
                                     (long long)size, (long long)bound.shape[d]));
      }
      t.shape[d] = size;
      numel *= uint64_t(size);
    }
    t.numel = int64_t(numel);
    t.nbytes = numel * elementSize(t.dtype);
  }
  return Error::success();
}

Error Model::Impl::refreshInstructions(size_t begin, size_t end) {
  for (size_t i = begin; i < end; ++i) {
    int s = schedule[i];
    Backend &backend = s >= 0 ? static_cast<Backend &>(cpu) : *vulkan;
    uint32_t unit = uint32_t(s >= 0 ? s : -s - 1);
    if (backend.sizeDependent(unit))
      EDGE_RETURN_IF_ERROR(backend.prepare(unit));
  }
  return Error::success();
}

Error Model::Impl::takeRowSymbol(size_t j, bool *changed) {
  const Step &step = steps[j];
  const uint32_t unit = uint32_t(schedule[step.end - 1]);
  const int64_t rows = cpu.rowsFound(unit);
  const schema::SizeSymbol *sym = state.program.fb().symbols()->Get(uint32_t(step.rowSymbol));
  if (rows < sym->min() || rows > sym->max())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("%s found %lld rows, outside [%lld, %lld], the bounds of size %s", cpu.kernelName(unit),
                               (long long)rows, (long long)sym->min(), (long long)sym->max(), sym->name()->c_str()));
  *changed = state.symbolValues[size_t(step.rowSymbol)] != rows;
  state.symbolValues[size_t(step.rowSymbol)] = rows;
  return *changed ? sizeValues() : Error::success();
}

Error Model::Impl::planSteps() {
  const schema::Program &fb = state.program.fb();
  for (uint32_t i = 0; i < fb.instructions()->size(); ++i) {
    const schema::VulkanCall *call = fb.instructions()->Get(i)->op_as_VulkanCall();
    schedule.push_back(call ? -int(call->partition()) - 1 : cpu.unitOf(i));
  }
  const size_t prologue = fb.prologue_instructions(); // at most the instructions (Program::check)
  for (size_t i = 0; i < schedule.size(); ++i) {
    int s = schedule[i];
    if (s < 0 || steps.empty() || steps.back().partition >= 0 || steps.back().rowSymbol >= 0 || i == prologue) {
      Step step = {s < 0 ? -s - 1 : -1, i, i + 1, -1};
      steps.push_back(step);
    } else {
      steps.back().end = i + 1;
    }
    if (s >= 0)
      steps.back().rowSymbol = cpu.rowSymbol(uint32_t(s));
    if (i + 1 == prologue)
      prologueSteps = steps.size();
  }
  EDGE_RETURN_IF_ERROR(cpu.plan(steps));
  return vulkan ? vulkan->plan(steps) : Error::success();
}

Result<std::unique_ptr<Model>> Model::load(Program program, const ModelOptions &options) {
  if (options.waitTimeoutMs == 0)
    return Error(ErrorCode::InvalidArgument, "ModelOptions::waitTimeoutMs must be above 0");
  std::unique_ptr<Impl> impl(new Impl());
  impl->state.program = std::move(program);
  impl->prologueKept = !options.memory.hostArena && !options.memory.deviceArena;
  if (options.publicKey) // before anything of the program is used
    EDGE_RETURN_IF_ERROR(impl->state.program.requireSignature(options.publicKey));
  const schema::Program &fb = impl->state.program.fb();
  // Until the first execute, every value has its upper-bound shape.
  impl->state.live = impl->state.program.values();
  for (size_t i = 0; i < impl->state.program.numInputs(); ++i)
    impl->inputShapes.push_back(impl->state.program.value(impl->state.program.inputValue(i)).shape);
  for (size_t s = 0; s < impl->state.program.numSymbols(); ++s)
    impl->state.symbolValues.push_back(fb.symbols()->Get(uint32_t(s))->max());
  // Kernels are checked and partitions recorded at these sizes, which an execute at the bounds then keeps.
  if (impl->state.program.numSymbols())
    EDGE_RETURN_IF_ERROR(impl->sizeValues());
  EDGE_RETURN_IF_ERROR(impl->state.setUpHostConstants(options.memory.allocator));
  if (options.memory.deviceArena && !impl->state.program.hasVulkanPartitions())
    return Error(ErrorCode::InvalidArgument, "MemoryManager::deviceArena is for Vulkan programs: this one has no "
                                             "Vulkan partition");
  if (impl->state.program.hasVulkanPartitions()) {
    // The host arena is memory the device maps: its own, or the caller's imported (MemoryManager::hostArena).
    Result<Backend *> vulkan = createVulkanBackend(impl->state, options);
    if (!vulkan.ok())
      return vulkan.error();
    impl->vulkan.reset(vulkan.value());
  } else if (options.memory.hostArena) {
    // The caller's memory (MemoryManager::hostArena): a CPU program's arena, planned size or more, aligned for
    // every element type.
    if (options.memory.hostArenaBytes < fb.host_arena_size() || reinterpret_cast<uintptr_t>(options.memory.hostArena) % 16)
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("the caller's host arena must hold %llu bytes at a 16-byte aligned address",
                                 (unsigned long long)fb.host_arena_size()));
    impl->state.hostBase = static_cast<uint8_t *>(options.memory.hostArena);
  } else {
    if (!impl->hostArena.allocate(fb.host_arena_size(), options.memory.allocator, true))
      return Error(ErrorCode::InvalidArgument, "out of memory for the host arena");
    impl->state.hostBase = static_cast<uint8_t *>(impl->hostArena.data);
  }
  EDGE_RETURN_IF_ERROR(impl->cpu.setUp(options.kernels));
  EDGE_RETURN_IF_ERROR(impl->planSteps());
  // Messages are counted only with the validation layer on.
  std::unique_ptr<Model> model(new Model(impl.release()));
  if (unsigned messages = model->validationMessages())
    return Error(ErrorCode::Vulkan, formatMessage("%u Vulkan validation message(s) while loading", messages));
  return std::move(model);
}

Model::Model(Impl *impl) : impl_(impl) {}
Model::Model(Model &&other) : impl_(other.impl_) { other.impl_ = nullptr; }
Model &Model::operator=(Model &&other) {
  if (this != &other) {
    Model old(impl_); // destroys what this held, as ~Model does
    impl_ = other.impl_;
    other.impl_ = nullptr;
  }
  return *this;
}
Model::~Model() {
  delete impl_; // null when moved from; ~Impl waits for the device
}

const Program &Model::program() const { return impl_->state.program; }

std::string Model::submission() const {
  size_t gpu = 0, cpu = 0;
  for (size_t j = 0; j < impl_->steps.size(); ++j)
    (impl_->steps[j].partition >= 0 ? gpu : cpu)++;
  return impl_->sequencer().submission(formatMessage("%zu vulkan step(s), %zu cpu step(s)", gpu, cpu));
}

std::string Model::deviceName() const { return impl_->sequencer().deviceName(); }

unsigned Model::validationMessages() const { return impl_->sequencer().validationMessages(); }

Error Model::setInput(size_t index, const void *data, size_t nbytes) {
  if (index >= impl_->state.program.numInputs())
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu of %zu", index, impl_->state.program.numInputs()));
  const std::vector<int64_t> &shape = impl_->state.program.value(impl_->state.program.inputValue(index)).shape;
  return setInput(index, data, nbytes, shape.data(), shape.size());
}

Error Model::setInput(size_t index, const void *data, size_t nbytes, const int64_t *shape, size_t rank) {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  EDGE_RETURN_IF_ERROR(impl_->takeInputShape(index, shape, rank));
  uint32_t v = impl_->state.program.inputValue(index);
  uint64_t need = elementSize(impl_->state.program.value(v).dtype);
  for (size_t d = 0; d < rank; ++d)
    need *= uint64_t(shape[d]); // within the bounds (takeInputShape): no overflow
  if (nbytes != need)
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu takes %llu bytes at that shape, got %zu", index,
                                                           (unsigned long long)need, nbytes));
  if (nbytes == 0)
    return Error::success(); // an empty tensor: data may be null, and memcpy with null is UB even for 0 bytes
  if (!data)
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu: null data for %zu bytes", index, nbytes));
  memcpy(impl_->state.dataOf(v), data, nbytes);
  return Error::success();
}

Error Model::setInputShape(size_t index, const int64_t *shape, size_t rank) {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  return impl_->takeInputShape(index, shape, rank);
}

void *Model::inputData(size_t index) {
  if (index >= impl_->state.program.numInputs())
    return nullptr;
  return impl_->state.dataOf(impl_->state.program.inputValue(index));
}

Error Model::bindInput(size_t index, void *data, size_t nbytes) {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  if (index >= impl_->state.program.numInputs())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("input %zu of %zu", index, impl_->state.program.numInputs()));
  return impl_->bind(impl_->state.program.inputValue(index), formatMessage("input %zu", index), data, nbytes);
}

Error Model::bindOutput(size_t index, void *data, size_t nbytes) {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  if (index >= impl_->state.program.numOutputs())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("output %zu of %zu", index, impl_->state.program.numOutputs()));
  return impl_->bind(impl_->state.program.outputValue(index), formatMessage("output %zu", index), data, nbytes);
}

Error Model::Impl::bind(uint32_t value, const std::string &what, void *data, size_t nbytes) {
  const Program &program = state.program;
  const TensorInfo &t = program.value(value);
  if (t.isConstant())
    return Error(ErrorCode::InvalidArgument, what + " is a constant of the program, read where output() says");
  const uint32_t root = program.rootOf(value);
  const TensorInfo &r = program.value(root);
  if (data && (nbytes < r.nbytes || reinterpret_cast<uintptr_t>(data) % 16))
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("%s: the caller's memory must hold %llu bytes (its size at the bounds) at a 16-byte "
                               "aligned address",
                               what.c_str(), (unsigned long long)r.nbytes));
  if (state.bound.empty()) {
    state.bound.assign(program.values().size(), nullptr);
    state.boundBy.assign(program.values().size(), std::string());
  }
  // An input and an output (or two outputs) that are one tensor: bound once, by the first.
  if (state.bound[root] && state.boundBy[root] != what)
    return Error(ErrorCode::InvalidArgument,
                 what + " shares its bytes with " + state.boundBy[root] + ", which is bound to the caller's memory");
  // A Vulkan program's transfers copy to and from the caller's memory, imported (where the device can).
  if (vulkan) {
    Error imported = vulkan->bindHostMemory(root, data, nbytes);
    if (!imported.ok())
      return Error(imported.code(), what + ": " + imported.message());
  }
  state.bound[root] = static_cast<uint8_t *>(data);
  state.boundBy[root] = data ? what : std::string();
  cpu.rebind();
  return Error::success();
}

Error Model::Impl::takeInputShape(size_t index, const int64_t *shape, size_t rank) {
  if (index >= state.program.numInputs())
    return Error(ErrorCode::InvalidArgument, formatMessage("input %zu of %zu", index, state.program.numInputs()));
  const TensorInfo &t = state.program.value(state.program.inputValue(index));
  if (rank != t.shape.size())
    return Error(ErrorCode::InvalidArgument,
                 formatMessage("input %zu has rank %zu, the program takes rank %zu", index, rank, t.shape.size()));
  for (size_t d = 0; d < rank; ++d) {
    bool dynamic = !t.dynamicShape.empty() && t.dynamicShape[d] >= 0;
    if (shape[d] < 0 || (!dynamic && shape[d] != t.shape[d]))
      return Error(ErrorCode::InvalidArgument, formatMessage("input %zu dimension %zu is %lld, the program takes %lld",
                                                             index, d, (long long)shape[d], (long long)t.shape[d]));
    if (shape[d] > t.shape[d]) {
      const schema::Program &fb = state.program.fb();
      const flatbuffers::Vector<int64_t> *code = fb.size_exprs()->Get(uint32_t(t.dynamicShape[d]))->code();
      int s = loneSymbol(code->data(), code->size());
      return Error(ErrorCode::InvalidArgument,
                   formatMessage("input %zu dimension %zu is %lld, above its upper bound %lld%s%s", index, d,
                                 (long long)shape[d], (long long)t.shape[d], s >= 0 ? " (dynamic size " : "",
                                 s >= 0 ? (std::string(fb.symbols()->Get(uint32_t(s))->name()->c_str()) + ")").c_str()
                                        : ""));
    }
  }
  std::copy(shape, shape + rank, inputShapes[index].begin());
  return Error::success();
}

Error Model::execute() {
  InUse use(impl_->inUse);
  EDGE_RETURN_IF_ERROR(use.check());
  std::unique_lock<std::mutex> queue;
  EDGE_RETURN_IF_ERROR(impl_->sequencer().begin(&queue));
  bool changed = false, stale = impl_->stale;
  if (impl_->state.program.numSymbols()) {
    impl_->stale = true; // until the sizes, checks, recordings and runs below all succeed
    EDGE_RETURN_IF_ERROR(impl_->resolveShapes(stale, &changed));
  }
  // New sizes: kernels check their arguments again, partitions record their sizes again.
  if (changed || stale)
    EDGE_RETURN_IF_ERROR(impl_->refreshInstructions(0, impl_->schedule.size()));
  // Runs of steps up to each one that finds a size symbol in the data; what follows it is sized for the
  // count found before it runs. A failure on the way leaves the model stale: the next execute redoes all,
  // the prologue included. At the last execute's sizes, the prologue's results are still in place.
  const size_t start = changed || stale || !impl_->prologueCurrent || !impl_->prologueKept ? 0 : impl_->prologueSteps;
  impl_->prologueCurrent = false; // until this execute succeeds
  for (size_t first = start, j = start; j < impl_->steps.size(); ++j) {
    const Step &step = impl_->steps[j];
    if (step.rowSymbol < 0 && j + 1 < impl_->steps.size())
      continue;
    EDGE_RETURN_IF_ERROR(impl_->sequencer().run(first, j + 1, *impl_));
    first = j + 1;
    if (step.rowSymbol >= 0) {
      // A count that cannot be taken (out of bounds, or sizes or kernel checks that fail for it) is not
      // kept: the next execute starts from the last good one.
      const int64_t last = impl_->state.symbolValues[size_t(step.rowSymbol)];
      bool found = false;
      Error e = impl_->takeRowSymbol(j, &found);
      if (e.ok() && found)
        e = impl_->refreshInstructions(step.end, impl_->schedule.size());
      if (!e.ok()) {
        impl_->state.symbolValues[size_t(step.rowSymbol)] = last;
        (void)impl_->sizeValues(); // succeeded for these symbols before
        return e;
      }
    }
  }
  impl_->stale = false;
  impl_->prologueCurrent = true;
  if (unsigned messages = validationMessages())
    return Error(ErrorCode::Vulkan, formatMessage("%u Vulkan validation message(s)", messages));
  return Error::success();
}

Error Model::dispatchTimes(std::vector<DispatchTime> *times) const { return impl_->sequencer().dispatchTimes(times); }

const TensorInfo &Model::outputInfo(size_t index) const { return impl_->state.live[impl_->state.program.outputValue(index)]; }

const TensorInfo &Model::valueInfo(uint32_t value) const { return impl_->state.live[value]; }

const void *Model::output(size_t index) const {
  if (index >= impl_->state.program.numOutputs())
    return nullptr;
  return impl_->state.dataOf(impl_->state.program.outputValue(index));
}

} // namespace edge

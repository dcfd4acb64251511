// fuzz-pte-load: libFuzzer target for the .pte loader and, for programs that load and use only CPU
// kernels, the model set-up and one execution with zeroed inputs. No Vulkan device is ever created.
//
// Inputs that lack a valid checksum trailer are also sealed and loaded again: mutations of a sealed seed
// almost always break the checksum, and the verifier and bounds checks behind it must be fuzzed too.
#include "edge/runtime/Checksum.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Program.h"

#include <cstddef>
#include <cstdint>
#include <vector>
#include "edge/schema/program_generated.h"

namespace {
// Arenas larger than this are not executed: the fuzzer looks for memory errors, not for slow or huge
// (but valid) programs, and libFuzzer treats a big allocation as a failure.
const uint64_t kMaxArenaBytes = 1 << 16;

void loadAndRun(std::vector<uint8_t> bytes) {
  edge::Result<edge::Program> loaded = edge::Program::load(std::move(bytes));
  if (!loaded.ok())
    return;
  edge::Program program = loaded.take();
  const edge::schema::Program &fb = program.fb();
  if (program.hasVulkanPartitions() || fb.host_arena_size() > kMaxArenaBytes ||
      program.constantBytes() > kMaxArenaBytes)
    return;
  // Model::load makes no Vulkan call for programs without partitions.
  edge::Result<std::unique_ptr<edge::Model>> model = edge::Model::load(std::move(program), edge::ModelOptions());
  if (!model.ok())
    return;
  const edge::Program &p = model.value()->program();
  for (size_t i = 0; i < p.numInputs(); ++i) {
    std::vector<uint8_t> zeros(size_t(p.value(p.inputValue(i)).nbytes));
    if (!model.value()->setInput(i, zeros.data(), zeros.size()).ok())
      __builtin_trap(); // the right size for a loaded program's input must be accepted
  }
  // CPU execution has no failure mode once loaded, except where a count found in the data sizes what
  // follows: the count (any value within its bounds) may make a corrupt program's later kernel checks
  // fail, which execute reports.
  bool countsInData = false;
  for (size_t s = 0; s < p.numSymbols(); ++s)
    countsInData |= p.fb().symbols()->Get(uint32_t(s))->source_instruction() >= 0;
  // Twice: the second execute starts from the state the first left (sizes, recordings, a failed count).
  for (int run = 0; run < 2; ++run)
    if (!model.value()->execute().ok() && !countsInData)
      __builtin_trap();
  // Read every output byte so that ASan checks the whole range.
  volatile uint8_t sink = 0;
  for (size_t i = 0; i < p.numOutputs(); ++i) {
    const uint8_t *out = static_cast<const uint8_t *>(model.value()->output(i));
    for (uint64_t b = 0; b < p.value(p.outputValue(i)).nbytes; ++b)
      sink = sink ^ out[b];
  }
  (void)sink;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<uint8_t> bytes(data, data + size);
  // As it is, then with its checksum made right again (a mutated flatbuffer, or bytes without a trailer).
  loadAndRun(bytes);
  std::vector<uint8_t> resealed(data, data + size);
  edge::resealProgram(resealed);
  if (resealed != bytes)
    loadAndRun(resealed);
  return 0;
}

// fuzz-pte-vulkan: libFuzzer target for programs with Vulkan partitions, run on a real Vulkan device
// (lavapipe in CI): every input is sealed again with a valid checksum (a crafted file, not an accident), loaded,
// and where it loads, set up on the device (shader modules, pipelines, recorded commands) and executed twice
// with zeroed inputs. What it looks for: anything of a program that passes the runtime's checks and crashes,
// corrupts or hangs the driver. Without a Vulkan device every input is skipped.
#include "edge/runtime/Checksum.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Program.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>
#include "edge/schema/program_generated.h"

// The Vulkan driver (lavapipe: not instrumented, with its own JIT) keeps allocations until the process exits,
// which LeakSanitizer's check at exit would report as the target's leaks. Leaks are not what this target looks
// for (scripts/fuzz.sh runs every target with -detect_leaks=0); fuzz-pte-load covers the runtime without a driver.
extern "C" const char *__asan_default_options() { return "detect_leaks=0"; }

namespace {
// Larger programs are not run: the fuzzer looks for what breaks the driver, not for slow (but valid) work.
const uint64_t kMaxArenaBytes = 1 << 20;

std::shared_ptr<edge::Device> device() {
  static std::shared_ptr<edge::Device> opened;
  static bool tried = false;
  if (!tried) {
    tried = true;
    edge::Result<std::shared_ptr<edge::Device> > d = edge::Device::open(edge::DeviceOptions());
    if (d.ok())
      opened = d.take();
  }
  return opened;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::shared_ptr<edge::Device> vulkan = device();
  if (!vulkan)
    return 0;
  // Its checksum made right again: a mutated flatbuffer reaches the checks behind it.
  std::vector<uint8_t> bytes(data, data + size);
  edge::resealProgram(bytes);
  edge::Result<edge::Program> loaded = edge::Program::load(std::move(bytes));
  if (!loaded.ok())
    return 0;
  const edge::schema::Program &fb = loaded.value().fb();
  if (!loaded.value().hasVulkanPartitions() || fb.host_arena_size() > kMaxArenaBytes ||
      fb.device_arena_size() > kMaxArenaBytes || loaded.value().constantBytes() > kMaxArenaBytes)
    return 0;
  edge::ModelOptions options;
  options.device = vulkan;
  options.waitTimeoutMs = 20000; // libFuzzer's -timeout: a hang is reported, not waited out
  edge::Result<std::unique_ptr<edge::Model> > model = edge::Model::load(loaded.take(), options);
  if (!model.ok())
    return 0;
  const edge::Program &p = model.value()->program();
  for (size_t i = 0; i < p.numInputs(); ++i) {
    std::vector<uint8_t> zeros(size_t(p.value(p.inputValue(i)).nbytes));
    if (!model.value()->setInput(i, zeros.data(), zeros.size()).ok())
      return 0;
  }
  for (int run = 0; run < 2; ++run)
    if (!model.value()->execute().ok())
      break;
  return 0;
}

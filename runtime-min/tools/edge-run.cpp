// edge-run: runs a .pte on .npy inputs. Arguments are parsed with CLI11; the work is edge::runProgram.
#include "Runner.h"

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>

// CLI11 2.1's NonNegativeNumber words its error as a range up to DBL_MAX written out in full; this says it
// plainly. Text that is no number at all is left to the option's own conversion to report.
static const CLI::Validator kNonNegative(
    [](std::string &text) -> std::string {
      char *end = nullptr;
      double v = std::strtod(text.c_str(), &end);
      if (end == text.c_str() || *end != 0 || (v >= 0 && std::isfinite(v)))
        return std::string();
      return "must be a finite number >= 0, not " + text;
    },
    "NUMBER >= 0");

/// The options of one program's run: the command line's, and each line of a --batch file.
static void addRunOptions(CLI::App &app, edge::RunOptions &o) {
  app.add_option("program", o.program, "the .pte file");
  app.add_option("--input,-i", o.inputs, "input .npy, one per model input, in order");
  app.add_option("--output,-o", o.outputs, "where to write each output as .npy, in order");
  app.add_option("--check", o.checks,
                 "reference .npy per output, same dtype and shape: fail unless max|out-ref| <= tolerance*max|ref| "
                 "(floats; NaN must meet NaN, infinity the same infinity) or equal (integers, bool)");
  app.add_option("--tolerance", o.tolerance, "relative tolerance of --check (default 1e-4)")->check(kNonNegative);
  app.add_option("--iters", o.iterations, "time this many executions and print the median latency")
      ->check(kNonNegative);
  app.add_flag("--cpu-only", o.cpuOnly, "fail if the program has Vulkan partitions");
  app.add_option("--public-key", o.publicKey,
                 "refuse the program unless this Ed25519 public key (a 32-byte file: edgec keygen) signed it");
  app.add_flag("--map", o.map,
               "map the program file instead of reading it (CPU kernels then read their weights in place)");
  app.add_flag("--verify", o.verify,
               "run the examples the program carries (edgec compile --bundle, --expect) on this device and check "
               "each output (--tolerance); fail on any mismatch");
  app.add_flag("--profile", o.profile,
               "time every Vulkan dispatch with GPU timestamps over the --iters executes (default 20) and print the "
               "time per op and per dispatch kind (op, operand shapes, shader variant) with GB/s and TFLOP/s");
  app.add_option("--profile-json", o.profileJson, "as --profile, and write every dispatch's time to FILE as JSON");
  app.add_option("--wait-timeout-ms", o.waitTimeoutMs,
                 "fail when the device has not finished a wait within this many milliseconds (default 600000: ten minutes)")
      ->check(CLI::Range(1u, 86400000u));
}

/// --batch: each line of `path` is a run's arguments (program, --input, --check, ...; no --validation or
/// --device, which `shared` gives every run). The runs share one Vulkan device, opened by the first that needs
/// it. Each run's output is framed by "== [N] LINE" and "== [N] ok" or "== [N] FAILED"; the status is 1 if
/// any failed.
static int runBatch(const std::string &path, const edge::RunOptions &shared) {
  std::ifstream file(path.c_str());
  if (!file) {
    fprintf(stderr, "edge-run: error: cannot read the batch file '%s'\n", path.c_str());
    return 1;
  }
  std::shared_ptr<edge::Device> device;
  int status = 0;
  std::string line;
  for (unsigned n = 1; std::getline(file, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    printf("== [%u] %s\n", n, line.c_str());
    fflush(stdout);
    edge::RunOptions o = shared;
    o.sharedDevice = &device;
    CLI::App app("one run of the batch");
    addRunOptions(app, o);
    int result = 1;
    try {
      app.parse(line, /*program_name_included=*/false);
      if (o.program.empty())
        fprintf(stderr, "edge-run: error: no program\n");
      else
        result = edge::runProgram(o);
    } catch (const CLI::ParseError &e) {
      fprintf(stderr, "edge-run: error: %s\n", e.what());
    }
    fflush(stderr);
    printf("== [%u] %s\n", n, result == 0 ? "ok" : "FAILED");
    fflush(stdout);
    status |= result != 0;
  }
  return status;
}

int main(int argc, char **argv) {
  edge::RunOptions o;
  std::string batch;
  CLI::App app("edge-run: run an edgec program (.pte) on .npy inputs with runtime-min");
  addRunOptions(app, o);
  app.add_flag("--validation", o.validation, "enable the Vulkan validation layer; any message fails the run");
  app.add_option("--device", o.deviceIndex, "Vulkan physical device index (default: prefer a discrete GPU)")
      ->check(kNonNegative);
  bool noRobustBufferAccess = false;
  app.add_flag("--no-robust-buffer-access", noRobustBufferAccess,
               "leave the device's robustBufferAccess off (on by default where the device has it: out-of-bounds "
               "shader accesses stay inside their buffers)");
  bool deviceInfo = false;
  app.add_flag("--device-info", deviceInfo,
               "print the Vulkan device (--device) and the edgec compile options for it (--vulkan-device, "
               "--vulkan-features, --vulkan-max-storage-buffer-range), then exit");
  app.add_option("--batch", batch,
                 "run each line of FILE (a program and its options, as on this command line) on one shared Vulkan "
                 "device, with --validation and --device as given here");
  CLI11_PARSE(app, argc, argv);
  o.robustBufferAccess = !noRobustBufferAccess;
  if (deviceInfo) {
    edge::DeviceOptions options;
    options.validation = o.validation;
    options.deviceIndex = o.deviceIndex;
    options.robustBufferAccess = o.robustBufferAccess;
    edge::Result<std::shared_ptr<edge::Device> > device = edge::Device::open(options);
    if (!device.ok()) {
      fprintf(stderr, "edge-run: error: %s: %s\n", edge::errorCodeName(device.error().code()),
              device.error().message().c_str());
      return 1;
    }
    printf("device: %s\nedgec options: %s\nrobust buffer access: %s\n", device.value()->name().c_str(),
           device.value()->compileOptions().c_str(),
           device.value()->robustBufferAccess() ? "on" : o.robustBufferAccess ? "off (the device lacks it)" : "off");
    return 0;
  }
  if (!batch.empty()) {
    if (!o.program.empty() || !o.inputs.empty() || !o.outputs.empty() || !o.checks.empty()) {
      fprintf(stderr, "edge-run: error: --batch takes the programs and their options from its file\n");
      return 1;
    }
    return runBatch(batch, o);
  }
  if (o.program.empty()) {
    fprintf(stderr, "edge-run: error: program is required\n");
    return 1;
  }
  return edge::runProgram(o);
}

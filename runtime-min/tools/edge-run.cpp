// edge-run: runs a .pte on .npy inputs. Arguments are parsed with CLI11; the work is edge::runProgram.
#include "Runner.h"

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdlib>

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

int main(int argc, char **argv) {
  edge::RunOptions o;
  CLI::App app("edge-run: run an edgec program (.pte) on .npy inputs with runtime-min");
  app.add_option("program", o.program, "the .pte file")->required();
  app.add_option("--input,-i", o.inputs, "input .npy, one per model input, in order");
  app.add_option("--output,-o", o.outputs, "where to write each output as .npy, in order");
  app.add_option("--check", o.checks,
                 "reference .npy per output, same dtype and shape: fail unless max|out-ref| <= tolerance*max|ref| "
                 "(floats; NaN must meet NaN, infinity the same infinity) or equal (integers, bool)");
  app.add_option("--tolerance", o.tolerance, "relative tolerance of --check (default 1e-4)")->check(kNonNegative);
  app.add_option("--iters", o.iterations, "time this many executions and print the median latency")
      ->check(kNonNegative);
  app.add_flag("--validation", o.validation, "enable the Vulkan validation layer; any message fails the run");
  app.add_option("--device", o.deviceIndex, "Vulkan physical device index (default: prefer a discrete GPU)")
      ->check(kNonNegative);
  app.add_flag("--cpu-only", o.cpuOnly, "fail if the program has Vulkan partitions");
  CLI11_PARSE(app, argc, argv);
  return edge::runProgram(o);
}

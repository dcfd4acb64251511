// edge-run: runs a .pte on .npy inputs. Arguments are parsed with CLI11; the work is edge::runProgram.
#include "edge/runtime/Runner.h"

#include <CLI/CLI.hpp>

int main(int argc, char **argv) {
  edge::RunOptions o;
  CLI::App app("edge-run: run an edgec program (.pte) on .npy inputs with runtime-min");
  app.add_option("program", o.program, "the .pte file")->required();
  app.add_option("--input,-i", o.inputs, "input .npy, one per model input, in order");
  app.add_option("--output,-o", o.outputs, "where to write each output as .npy, in order");
  app.add_option("--check", o.checks, "reference .npy per output: fail unless max|out-ref| <= tolerance*max|ref|");
  app.add_option("--tolerance", o.tolerance, "relative tolerance of --check (default 1e-4)");
  app.add_option("--iters", o.iterations, "time this many executions and print the median latency");
  app.add_flag("--validation", o.validation, "enable the Vulkan validation layer; any message fails the run");
  app.add_option("--device", o.deviceIndex, "Vulkan physical device index (default: prefer a discrete GPU)");
  app.add_flag("--cpu-only", o.cpuOnly, "fail if the program has Vulkan partitions");
  CLI11_PARSE(app, argc, argv);
  return edge::runProgram(o);
}

//===- edgec.cpp - the edgec command line ---------------------------------===//
// Arguments are parsed with CLI11; MLIR's own options (--mlir-*) pass through to llvm::cl.
#include "driver/Driver.h"

#include "llvm/Support/CommandLine.h"

#include <CLI/CLI.hpp>

int main(int argc, char **argv) {
  CLI::App app("edgec: ahead-of-time compiler from ATen MLIR to .pte programs");
  app.require_subcommand(1);
  edgec::CompileRequest request;
  CLI::App *compile = app.add_subcommand("compile", "compile a torch-dialect MLIR file to a .pte program");
  compile->add_option("input", request.input, "input .mlir (torch-mlir text format)")->required();
  compile->add_option("-o,--output", request.output, "output file");
  compile->add_option("--target", request.target, "vulkan (GPU where supported, else CPU) or cpu")
      ->check(CLI::IsMember({"vulkan", "cpu"}));
  compile->add_option("--vulkan-features", request.vulkanFeatures,
                      "the optional Vulkan features the target devices have: a comma-separated list of all "
                      "(default), none, shaderInt64, shaderInt16, shaderInt8, shaderFloat16, shaderFloat64, "
                      "storageBuffer16BitAccess, storageBuffer8BitAccess, each removed with a leading - "
                      "(all,-shaderInt64); without shaderInt64, int64 is computed as 32-bit word pairs; ops "
                      "needing another missing feature run on the CPU");
  compile->add_option("--vulkan-max-storage-buffer-range", request.vulkanMaxStorageBufferRange,
                      "the largest storage buffer the target devices bind (Vulkan's maxStorageBufferRange), in "
                      "bytes; ops binding a larger one run on the CPU (default: 134217728 = 2^27, what every "
                      "Vulkan device has)");
  compile->add_option("--shader-cache", request.shaderCache,
                      "a directory where compiled shader variants are kept and reused across compiles (created if "
                      "missing); entries are named by a hash of the variant's source and the compilers' versions")
      ->envname("EDGEC_SHADER_CACHE");
  compile->add_option("--emit", request.emit, "pte (default), edge (IR after lowering) or planned (final IR)")
      ->check(CLI::IsMember({"pte", "edge", "planned"}));
  compile->add_flag("--list-unsupported", request.listUnsupported,
                    "list the ops that cannot be compiled yet, with counts, and exit (1 if there are any)");
  compile->allow_extras(); // --mlir-print-ir-after-all, --mlir-timing, ... go to llvm::cl
  std::string inspectPath;
  CLI::App *inspect = app.add_subcommand("inspect", "print the partitions, instructions, arenas and shaders of a .pte");
  inspect->add_option("file", inspectPath, "a .pte file")->required();
  CLI11_PARSE(app, argc, argv);

  if (compile->parsed()) {
    edgec::registerCompileCLOptions();
    std::vector<std::string> extras = compile->remaining();
    std::vector<const char *> args = {argv[0]};
    for (const std::string &extra : extras)
      args.push_back(extra.c_str());
    if (!llvm::cl::ParseCommandLineOptions(int(args.size()), args.data(), "edgec compile\n", &llvm::errs()))
      return 2;
    return edgec::compile(request);
  }
  return edgec::inspect(inspectPath);
}

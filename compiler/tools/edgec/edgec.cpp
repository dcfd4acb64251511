//===- edgec.cpp - the edgec command line ---------------------------------===//
// Arguments are parsed with CLI11; MLIR's own options (--mlir-*) pass through to llvm::cl.
#include "codegen/TargetDevice.h"
#include "driver/Driver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <CLI/CLI.hpp>

#include <fstream>
#include <string>

/// The options of one compile: the command line's, and each line of a --batch file.
static void addCompileOptions(CLI::App &compile, edgec::CompileRequest &request) {
  compile.add_option("input", request.input, "input .mlir (torch-mlir text format)");
  compile.add_option("-o,--output", request.output, "output file");
  compile.add_option("--target", request.target, "vulkan (GPU where supported, else CPU) or cpu")
      ->check(CLI::IsMember({"vulkan", "cpu"}));
  compile.add_option("--vulkan-features", request.vulkanFeatures,
                     "the optional Vulkan features the target devices have: a comma-separated list of all "
                     "(default), none, shaderInt64, shaderInt16, shaderInt8, shaderFloat16, shaderFloat64, "
                     "storageBuffer16BitAccess, storageBuffer8BitAccess, each removed with a leading - "
                     "(all,-shaderInt64); without shaderInt64, int64 is computed as 32-bit word pairs; ops "
                     "needing another missing feature run on the CPU");
  compile.add_option("--vulkan-max-storage-buffer-range", request.vulkanMaxStorageBufferRange,
                     "the largest storage buffer the target devices bind (Vulkan's maxStorageBufferRange), in "
                     "bytes; ops binding a larger one run on the CPU (default: 134217728 = 2^27, what every "
                     "Vulkan device has)");
  compile.add_option("--vulkan-device", request.vulkanDevice,
                     "the target devices, for tile and workgroup sizes: a class, then the device's own values "
                     "if known (nvidia,compute-units=132; edge-run --device-info prints a device's): compute-units, "
                     "max-invocations (maxComputeWorkGroupInvocations), shared-memory (maxComputeSharedMemorySize, "
                     "bytes). The classes:\n" +
                         edgec::vulkanDeviceClasses());
  compile.add_option("--emit", request.emit, "pte (default), edge (IR after lowering) or planned (final IR)")
      ->check(CLI::IsMember({"pte", "edge", "planned"}));
  CLI::Option *bundle = compile.add_option(
      "--bundle", request.bundleInputs,
      "an input of an example the program carries, as .npy (one per input, in order; again for each further "
      "example, such as other sizes of a dynamic program); edge-run --verify runs them in turn on one model");
  CLI::Option *expect = compile.add_option("--expect", request.expectOutputs,
                                           "an output a bundled example must give, as .npy (one per output, per "
                                           "example in the order of --bundle's)");
  bundle->needs(expect);
  expect->needs(bundle);
  compile.add_option("--sign", request.signingKey,
                     "sign the program with this Ed25519 secret key (a 64-byte file: edgec keygen); a runtime given "
                     "the public key (ModelOptions::publicKey, edge-run --public-key) refuses any other program");
}

/// `edgec compile --batch FILE`: each line of FILE is one compile's input and options. One process compiles
/// them all: starting edgec (loading LLVM and MLIR) costs most of a small program's compile. Each compile
/// is framed by "== [LINE] ..." and "== [LINE] ok" or "FAILED" on stderr, where its diagnostics go; the
/// status is 1 if any failed.
static int compileBatch(const std::string &path, const edgec::CompileRequest &shared) {
  std::ifstream file(path);
  if (!file) {
    llvm::errs() << "edgec: error: cannot read the batch file '" << path << "'\n";
    return 1;
  }
  int status = 0;
  std::string line;
  for (unsigned n = 1; std::getline(file, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    llvm::errs() << "== [" << n << "] " << line << "\n";
    edgec::CompileRequest request = shared;
    CLI::App app("one compile of the batch");
    addCompileOptions(app, request);
    int result = 1;
    try {
      app.parse(line, /*program_name_included=*/false);
      if (request.input.empty())
        llvm::errs() << "edgec: error: no input\n";
      else
        result = edgec::compile(request);
    } catch (const CLI::ParseError &e) {
      llvm::errs() << "edgec: error: " << e.what() << "\n";
    }
    llvm::errs() << "== [" << n << "] " << (result == 0 ? "ok" : "FAILED") << "\n";
    llvm::errs().flush();
    status |= result != 0;
  }
  return status;
}

int main(int argc, char **argv) {
  CLI::App app("edgec: ahead-of-time compiler from ATen MLIR to .pte programs");
  app.require_subcommand(1);
  edgec::CompileRequest request;
  std::string batch;
  CLI::App *compile = app.add_subcommand("compile", "compile a torch-dialect MLIR file to a .pte program");
  addCompileOptions(*compile, request);
  compile->add_option("--shader-cache", request.shaderCache,
                      "a directory where compiled shader variants are kept and reused across compiles (created if "
                      "missing); entries are named by a hash of the variant's source and the compilers' versions")
      ->envname("EDGEC_SHADER_CACHE");
  compile->add_flag("--list-unsupported", request.listUnsupported,
                    "list the ops that cannot be compiled yet, with counts, and exit (1 if there are any)");
  compile->add_option("--batch", batch,
                      "compile each line of FILE (an input and its options, as on this command line) in this one "
                      "process, with --shader-cache and the MLIR options given here");
  compile->allow_extras(); // --mlir-print-ir-after-all, --mlir-timing, ... go to llvm::cl
  std::string inspectPath;
  CLI::App *inspect = app.add_subcommand("inspect", "print the partitions, instructions, arenas and shaders of a .pte");
  inspect->add_option("file", inspectPath, "a .pte file")->required();
  std::string inspectFormat = "text";
  CLI::Option *json = inspect->add_flag_callback("--json", [&] { inspectFormat = "json"; },
                             "print it as JSON: symbols, inputs and outputs (dtypes, shapes, bounds), arenas, shaders, "
                             "pipelines, partitions and their dispatches, instructions, the CPU kernels called");
  inspect->add_flag_callback("--kernels", [&] { inspectFormat = "kernels"; },
                             "print only the CPU kernels it calls (ATen names), one per line")
      ->excludes(json);
  std::string embedPath, embedSource, embedHeader, embedSymbol;
  CLI::App *embed = app.add_subcommand(
      "embed", "write a .pte as C++ source defining a byte array, and a header declaring it, to link it into an app");
  embed->add_option("file", embedPath, "a .pte file")->required();
  embed->add_option("-o,--output", embedSource, "the C++ source to write")->required();
  embed->add_option("--header", embedHeader, "the header to write, declaring SYMBOL and SYMBOL_size for C and C++");
  embed->add_option("--symbol", embedSymbol, "the array's name (a C identifier)")->required();
  std::string publicKeyPath, secretKeyPath;
  CLI::App *keygen = app.add_subcommand("keygen", "write a new Ed25519 key pair for signed programs (compile --sign)");
  keygen->add_option("--public", publicKeyPath, "the public key to write (32 bytes): what runtimes trust")->required();
  keygen->add_option("--secret", secretKeyPath, "the secret key to write (64 bytes, readable by its owner alone)")
      ->required();
  CLI11_PARSE(app, argc, argv);

  if (compile->parsed()) {
    edgec::registerCompileCLOptions();
    std::vector<std::string> extras = compile->remaining();
    std::vector<const char *> args = {argv[0]};
    for (const std::string &extra : extras)
      args.push_back(extra.c_str());
    if (!llvm::cl::ParseCommandLineOptions(int(args.size()), args.data(), "edgec compile\n", &llvm::errs()))
      return 2;
    if (!batch.empty()) {
      if (!request.input.empty() || !request.output.empty() || request.listUnsupported) {
        llvm::errs() << "edgec: error: --batch takes the inputs and their options from its file\n";
        return 2;
      }
      return compileBatch(batch, request);
    }
    if (request.input.empty()) {
      llvm::errs() << "edgec: error: no input file\n";
      return 2;
    }
    return edgec::compile(request);
  }
  if (embed->parsed())
    return edgec::embed(embedPath, embedSource, embedHeader, embedSymbol);
  if (keygen->parsed())
    return edgec::keygen(publicKeyPath, secretKeyPath);
  return edgec::inspect(inspectPath, inspectFormat);
}

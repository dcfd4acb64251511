//===- Driver.h - what the edgec commands do ------------------------------===//
#ifndef EDGEC_DRIVER_DRIVER_H
#define EDGEC_DRIVER_DRIVER_H

#include <string>

namespace edgec {
struct CompileRequest {
  std::string input;
  std::string output;
  std::string target = "vulkan";
  /// pte: write the .pte; edge: print the edge-dialect IR after lowering; planned: print the final IR.
  std::string emit = "pte";
  /// List the ops the compiler cannot handle yet, with counts, instead of compiling.
  bool listUnsupported = false;
};

/// Registers the MLIR command-line options that `edgec compile` forwards (--mlir-print-ir-after-all,
/// --mlir-timing, ...). Call before parsing them with llvm::cl.
void registerCompileCLOptions();
/// Compiles as `edgec compile` does; diagnostics go to stderr as file:line:col. Returns the exit status.
int compile(const CompileRequest &request);
/// Prints what a .pte holds (`edgec inspect`). Returns the exit status.
int inspect(const std::string &path);
} // namespace edgec

#endif

//===- OutputFile.h - replacing an output file atomically ------------------===//
#ifndef EDGEC_CODEGEN_OUTPUTFILE_H
#define EDGEC_CODEGEN_OUTPUTFILE_H

#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

namespace edgec {
/// Writes `bytes` to `path` ("-": stdout). A regular file is written to a temporary file in its directory,
/// synced and renamed over `path`, so `path` holds either its previous contents or all of `bytes`, whatever
/// happens to the process or the machine. The temporary file is unnamed while it is written where the file
/// system allows (O_TMPFILE), and removed on SIGINT, SIGTERM and SIGXFSZ. On failure prints one line,
/// `edgec: error: cannot write 'path': reason`, and leaves no file. With `ownerOnly` (a secret key) a new file
/// is readable and writable by its owner alone.
mlir::LogicalResult writeOutputFile(llvm::StringRef path, llvm::StringRef bytes, bool ownerOnly = false);
} // namespace edgec

#endif

//===- Driver.h - what the edgec commands do ------------------------------===//
#ifndef EDGEC_DRIVER_DRIVER_H
#define EDGEC_DRIVER_DRIVER_H

#include "edge/runtime/Limits.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace edgec {
struct CompileRequest {
  std::string input;
  std::string output;
  std::string target = "vulkan";
  std::string vulkanFeatures = "all";
  /// The target devices' class and properties (codegen/TargetDevice.h), for tile and workgroup sizes.
  std::string vulkanDevice = "desktop";
  /// The largest buffer the target devices bind (their maxStorageBufferRange); ops binding more run on the CPU.
  int64_t vulkanMaxStorageBufferRange = EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE;
  /// A directory of compiled shader variants to reuse and add to (empty: none).
  std::string shaderCache;
  /// pte: write the .pte; edge: print the edge-dialect IR after lowering; planned: print the final IR.
  std::string emit = "pte";
  /// List the ops the compiler cannot handle yet, with counts, instead of compiling.
  bool listUnsupported = false;
  /// An example for the program to carry (edge-run --verify): its inputs' and expected outputs' .npy files, in
  /// the program's order; both empty for none.
  std::vector<std::string> bundleInputs, expectOutputs;
  /// An Ed25519 secret key's file (edgec keygen) to sign the program with; empty: unsigned.
  std::string signingKey;
};

/// `contents` as a buffer that MLIR's parser cannot read past, however the text ends. MLIR 19's parser
/// consumes the token after `key:` in `{-# dialect_resources ... #-}` even when it is an error or the end of
/// the file (an assertion that release builds drop), and the lexer, stopped at the end, then lexes the memory
/// after the buffer's terminator: a file truncated inside a resource blob read out of bounds and crashed.
/// The returned buffer is followed by padding that lexes as ':' tokens, which that parser rejects.
std::unique_ptr<llvm::MemoryBuffer> copyForParsing(llvm::StringRef contents, llvm::StringRef name);
/// Reads `path` ("-": stdin) with copyForParsing; null with `message` set if it cannot be read.
std::unique_ptr<llvm::MemoryBuffer> openInputForParsing(llvm::StringRef path, std::string *message);

/// A resource blob of `{-# dialect_resources ... #-}` that MLIR's parser must not see: `offset` is where its
/// hex string starts in the text.
struct BadResourceBlob {
  size_t offset;
  std::string message;
};
/// The first blob whose leading alignment word is 0. MLIR 19's parser allocates the blob with that alignment
/// and aborts (std::bad_alloc) instead of reporting it, so callers check before parsing (it reports the
/// other alignments that are not powers of two itself).
std::optional<BadResourceBlob> findBadResourceBlob(llvm::StringRef text);
/// findBadResourceBlob on `buffer`, reported on stderr as `file:line:col: error: ...`.
bool hasBadResourceBlob(const llvm::MemoryBuffer &buffer);

/// Registers the MLIR command-line options that `edgec compile` forwards (--mlir-print-ir-after-all,
/// --mlir-timing, ...). Call before parsing them with llvm::cl.
void registerCompileCLOptions();
/// Compiles as `edgec compile` does; diagnostics go to stderr as file:line:col. Returns the exit status.
int compile(const CompileRequest &request);
/// Prints what a .pte holds (`edgec inspect`): `format` text (for people), json (for tools: partitions, ops,
/// shapes, dtypes, arenas, shaders, kernels) or kernels (the CPU kernels it calls, one per line). Returns the
/// exit status.
int inspect(const std::string &path, const std::string &format);
/// `edgec embed`: writes the .pte at `path`, checked as the runtime loads it, as C++ source defining
/// `const unsigned char symbol[]` (aligned to 64 bytes) and `const size_t symbol_size` with C linkage, and a
/// header declaring them for C and C++ (edgec_add_model's EMBED). Returns the exit status.
int embed(const std::string &path, const std::string &source, const std::string &header, const std::string &symbol);
/// `edgec keygen`: a new Ed25519 key pair, the public key (32 bytes, for ModelOptions::publicKey and edge-run
/// --public-key) and the secret key (64 bytes, for edgec compile --sign; written readable by its owner alone).
/// Returns the exit status.
int keygen(const std::string &publicPath, const std::string &secretPath);
} // namespace edgec

#endif

//===- OutputFile.cpp - replacing an output file atomically ----------------===//
#include "codegen/OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static LogicalResult cannotWrite(llvm::StringRef path, const llvm::Twine &reason) {
  llvm::errs() << "edgec: error: cannot write '" << path << "': " << reason << "\n";
  return failure();
}

/// Writes and closes `os`; the stream's error, if any, is taken (raw_fd_ostream aborts when destroyed with one).
static std::error_code writeAll(llvm::raw_fd_ostream &os, llvm::StringRef bytes) {
  os << bytes;
  os.flush();
  std::error_code ec = os.error();
  os.clear_error();
  return ec;
}

LogicalResult edgec::writeOutputFile(llvm::StringRef path, llvm::StringRef bytes) {
  namespace fs = llvm::sys::fs;
  if (path == "-") {
    llvm::outs() << bytes;
    llvm::outs().flush();
    return success();
  }
  // A device or pipe (/dev/null, /dev/stdout) cannot be replaced by a rename, nor should it be: write into it.
  fs::file_status status;
  if (!fs::status(path, status) && fs::exists(status) && !fs::is_regular_file(status)) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return cannotWrite(path, ec.message());
    if (std::error_code writeError = writeAll(os, bytes))
      return cannotWrite(path, writeError.message());
    return success();
  }
  llvm::Expected<fs::TempFile> temp = fs::TempFile::create(path + ".tmp-%%%%%%", fs::all_read | fs::all_write);
  if (!temp)
    return cannotWrite(path, llvm::toString(temp.takeError()));
  std::error_code writeError;
  {
    llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    writeError = writeAll(os, bytes);
  }
  if (writeError) {
    llvm::consumeError(temp->discard());
    return cannotWrite(path, writeError.message());
  }
  std::string tempName = temp->TmpName;
  if (llvm::Error e = temp->keep(path)) {
    fs::remove(tempName); // keep() leaves the temporary file when the rename fails
    return cannotWrite(path, llvm::toString(std::move(e)));
  }
  return success();
}

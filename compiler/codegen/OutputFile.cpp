//===- OutputFile.cpp - replacing an output file atomically ----------------===//
#include "codegen/OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

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

/// fsync(fd), retried when a signal interrupts it.
static std::error_code sync(int fd) {
  while (::fsync(fd) != 0)
    if (errno != EINTR)
      return std::error_code(errno, std::generic_category());
  return std::error_code();
}

/// Syncs the directory holding `path`, so that a rename into it survives a crash.
static std::error_code syncDirectoryOf(llvm::StringRef path) {
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  std::string name = dir.empty() ? "." : dir.str();
  int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return std::error_code(errno, std::generic_category());
  std::error_code ec = sync(fd);
  ::close(fd);
  return ec;
}

static std::error_code lastError() { return std::error_code(errno, std::generic_category()); }

/// Writes all of `bytes` to `fd`, retrying interrupted and partial writes.
static std::error_code writeFd(int fd, llvm::StringRef bytes) {
  for (size_t done = 0; done < bytes.size();) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno != EINTR)
      return lastError();
    if (n == 0)
      return std::make_error_code(std::errc::io_error); // no progress: do not spin
    done += n > 0 ? size_t(n) : 0;
  }
  return std::error_code();
}

namespace {
/// How replaceWithUnnamedFile ended: done, failed with `error`, or not possible here (then nothing was done).
enum class Unnamed { Done, Failed, Unsupported };
} // namespace

/// Replaces `path` with `bytes` written first to an unnamed file (O_TMPFILE) in its directory: a process
/// killed while writing, even by SIGKILL, leaves nothing behind. Only once the data is synced does the file
/// get a temporary name, for the instant until the rename (a signal LLVM handles removes it then).
static Unnamed replaceWithUnnamedFile(llvm::StringRef path, llvm::StringRef bytes, bool ownerOnly,
                                     std::error_code &error) {
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  std::string dirName = dir.empty() ? "." : dir.str();
  int fd = ::open(dirName.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, ownerOnly ? 0600 : 0666);
  if (fd < 0) {
    // File systems without O_TMPFILE say EOPNOTSUPP, older kernels EISDIR or EINVAL.
    if (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL)
      return Unnamed::Unsupported;
    error = lastError();
    return Unnamed::Failed;
  }
  auto fail = [&](std::error_code ec) {
    ::close(fd);
    error = ec;
    return Unnamed::Failed;
  };
  if (std::error_code ec = writeFd(fd, bytes))
    return fail(ec);
  // The data must be on disk before the rename makes it the output: otherwise a crash soon after can leave
  // `path` empty or partial, which the rename is meant to rule out.
  if (std::error_code ec = sync(fd))
    return fail(ec);
  // linkat cannot replace a file: link under a unique temporary name, then rename that over `path`.
  std::string procPath = "/proc/self/fd/" + std::to_string(fd);
  llvm::SmallString<128> tempName;
  for (int attempt = 0;; ++attempt) {
    llvm::sys::fs::createUniquePath(path + ".tmp-%%%%%%", tempName, /*MakeAbsolute=*/false);
    // Registered before it exists, so that no signal finds it named but unregistered.
    (void)llvm::sys::RemoveFileOnSignal(tempName);
    if (::linkat(AT_FDCWD, procPath.c_str(), AT_FDCWD, tempName.c_str(), AT_SYMLINK_FOLLOW) == 0)
      break;
    int linkError = errno;
    llvm::sys::DontRemoveFileOnSignal(tempName); // not ours (EEXIST) or not made
    errno = linkError;
    if (errno == EEXIST && attempt < 100)
      continue;
    if (errno == ENOENT && attempt == 0 && ::access("/proc/self/fd", F_OK) != 0) { // no /proc
      ::close(fd);
      return Unnamed::Unsupported;
    }
    return fail(lastError());
  }
  bool renamed = ::rename(tempName.c_str(), path.str().c_str()) == 0;
  std::error_code ec = renamed ? std::error_code() : lastError();
  if (!renamed)
    ::unlink(tempName.c_str());
  llvm::sys::DontRemoveFileOnSignal(tempName);
  if (!renamed)
    return fail(ec);
  ::close(fd);
  return Unnamed::Done;
}

LogicalResult edgec::writeOutputFile(llvm::StringRef path, llvm::StringRef bytes, bool ownerOnly) {
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
  std::error_code unnamedError;
  switch (replaceWithUnnamedFile(path, bytes, ownerOnly, unnamedError)) {
  case Unnamed::Done:
    // The rename is durable once the directory is synced. Best effort: `path` is already complete and in
    // place, and some file systems refuse fsync on a directory (EINVAL).
    (void)syncDirectoryOf(path);
    return success();
  case Unnamed::Failed:
    return cannotWrite(path, unnamedError.message());
  case Unnamed::Unsupported:
    break; // a named temporary file instead
  }
  llvm::Expected<fs::TempFile> temp = fs::TempFile::create(
      path + ".tmp-%%%%%%", ownerOnly ? fs::owner_read | fs::owner_write : fs::all_read | fs::all_write);
  if (!temp)
    return cannotWrite(path, llvm::toString(temp.takeError()));
  // TempFile::create registers the temporary file with llvm::sys::RemoveFileOnSignal: a SIGINT, SIGTERM or
  // SIGXFSZ (a full file size limit) while it exists unlinks it from LLVM's async-signal-safe handler
  // (SIGKILL cannot be handled: only the unnamed file above avoids a leftover then).
  std::error_code writeError;
  {
    llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    writeError = writeAll(os, bytes);
  }
  if (!writeError)
    writeError = sync(temp->FD);
  if (writeError) {
    llvm::consumeError(temp->discard());
    return cannotWrite(path, writeError.message());
  }
  std::string tempName = temp->TmpName;
  if (llvm::Error e = temp->keep(path)) {
    fs::remove(tempName); // keep() leaves the temporary file when the rename fails
    return cannotWrite(path, llvm::toString(std::move(e)));
  }
  // The rename is durable once the directory is synced. Best effort: `path` is already complete and in
  // place, and some file systems refuse fsync on a directory (EINVAL).
  (void)syncDirectoryOf(path);
  return success();
}

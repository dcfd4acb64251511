#include "edge/runtime/DataLoader.h"

#include "edge/runtime/Limits.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace edge {

namespace {

/// Opens `path` read-only as a regular file of a .pte's possible size.
Error openRegular(const char *path, int *fd, uint64_t *size) {
  // Non-blocking, so that a FIFO is refused below instead of waiting for a writer.
  *fd = ::open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (*fd < 0)
    return Error(ErrorCode::Io, formatMessage("cannot open '%s': %s", path, std::strerror(errno)));
  struct stat info;
  if (::fstat(*fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    ::close(*fd);
    // A program is read in parts (its head, then its weights where they go): a pipe or a device cannot be.
    return Error(ErrorCode::Io, formatMessage("'%s' is not a regular file", path));
  }
  if (uint64_t(info.st_size) > uint64_t(SIZE_MAX)) { // a 32-bit process
    ::close(*fd);
    return Error(ErrorCode::InvalidProgram, formatMessage("'%s' is larger than this process can address", path));
  }
  ::fcntl(*fd, F_SETFL, ::fcntl(*fd, F_GETFL) & ~O_NONBLOCK);
  *size = uint64_t(info.st_size);
  return Error::success();
}

class FileLoader : public DataLoader {
public:
  FileLoader(int fd, uint64_t size, const char *path) : fd_(fd), size_(size), path_(path) {}
  ~FileLoader() { ::close(fd_); }
  uint64_t size() const { return size_; }
  Error read(uint64_t offset, uint64_t count, void *dst) const {
    uint8_t *out = static_cast<uint8_t *>(dst);
    while (count) {
      size_t chunk = size_t(count < (uint64_t(1) << 30) ? count : (uint64_t(1) << 30));
      ssize_t n = ::pread(fd_, out, chunk, off_t(offset));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) // 0: the file shrank since it was opened
        return Error(ErrorCode::Io, formatMessage("cannot read '%s' at byte %llu: %s", path_.c_str(),
                                                  (unsigned long long)offset, n ? std::strerror(errno) : "truncated"));
      out += n;
      offset += uint64_t(n);
      count -= uint64_t(n);
    }
    return Error::success();
  }

private:
  int fd_;
  uint64_t size_;
  std::string path_;
};

class MemoryLoader : public DataLoader {
public:
  MemoryLoader(const uint8_t *data, uint64_t size) : data_(data), size_(size) {}
  uint64_t size() const { return size_; }
  Error read(uint64_t offset, uint64_t count, void *dst) const {
    memcpy(dst, data_ + offset, size_t(count));
    return Error::success();
  }
  const uint8_t *data() const { return data_; }

protected:
  const uint8_t *data_;
  uint64_t size_;
};

class BufferLoader : public MemoryLoader {
public:
  explicit BufferLoader(std::vector<uint8_t> bytes) : MemoryLoader(nullptr, 0), bytes_(std::move(bytes)) {
    data_ = bytes_.data();
    size_ = bytes_.size();
  }

private:
  std::vector<uint8_t> bytes_;
};

class MappedLoader : public MemoryLoader {
public:
  MappedLoader(void *mapping, uint64_t size) : MemoryLoader(static_cast<const uint8_t *>(mapping), size) {}
  ~MappedLoader() { ::munmap(const_cast<uint8_t *>(data_), size_t(size_)); }
  void release(uint64_t offset, uint64_t count) const {
    // Whole pages inside the range only; MADV_DONTNEED on a private read-only file mapping drops the pages,
    // which a later read faults in again from the file.
    const uint64_t page = uint64_t(sysconf(_SC_PAGESIZE));
    uint64_t begin = (offset + page - 1) / page * page, end = (offset + count) / page * page;
    if (end > begin)
      ::madvise(const_cast<uint8_t *>(data_) + begin, size_t(end - begin), MADV_DONTNEED);
  }
  bool paged() const { return true; }
};

} // namespace

Result<std::unique_ptr<DataLoader> > DataLoader::openFile(const char *path) {
  int fd;
  uint64_t size;
  EDGE_RETURN_IF_ERROR(openRegular(path, &fd, &size));
  return std::unique_ptr<DataLoader>(new FileLoader(fd, size, path));
}

Result<std::unique_ptr<DataLoader> > DataLoader::mapFile(const char *path) {
  int fd;
  uint64_t size;
  EDGE_RETURN_IF_ERROR(openRegular(path, &fd, &size));
  void *mapping = ::mmap(nullptr, size_t(size), PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd); // the mapping keeps the file
  if (mapping == MAP_FAILED)
    return Error(ErrorCode::Io, formatMessage("cannot map '%s': %s", path, std::strerror(errno)));
  return std::unique_ptr<DataLoader>(new MappedLoader(mapping, size));
}

std::unique_ptr<DataLoader> DataLoader::fromBuffer(std::vector<uint8_t> bytes) {
  return std::unique_ptr<DataLoader>(new BufferLoader(std::move(bytes)));
}

std::unique_ptr<DataLoader> DataLoader::fromMemory(const void *data, size_t size) {
  return std::unique_ptr<DataLoader>(new MemoryLoader(static_cast<const uint8_t *>(data), size));
}

} // namespace edge

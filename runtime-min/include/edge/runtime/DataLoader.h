// Where a program's bytes come from. A Program reads its head (the flatbuffer) through a DataLoader when it
// opens and the constant segment later, straight into where the weights go (GPU memory, host memory for CPU
// kernels), so a program is never copied whole. An app may implement its own (an Android asset, a network
// cache, a file inside an archive): read() must be safe to call from several threads at once.
#ifndef EDGE_RUNTIME_DATA_LOADER_H
#define EDGE_RUNTIME_DATA_LOADER_H

#include "edge/runtime/Error.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace edge {

class DataLoader {
public:
  virtual ~DataLoader() {}
  /// The file's size in bytes.
  virtual uint64_t size() const = 0;
  /// Copies bytes [offset, offset + count) into `dst`. The range lies within size() (the Program checks it).
  virtual Error read(uint64_t offset, uint64_t count, void *dst) const = 0;
  /// The whole file in memory, where the loader has it so (a buffer or a mapping), else null: a Program then
  /// uses its bytes in place (the flatbuffer, and the constants CPU kernels read) instead of copying them.
  virtual const uint8_t *data() const { return nullptr; }
  /// A hint that bytes [offset, offset + count) will not be read again soon: a mapping lets their pages go.
  virtual void release(uint64_t offset, uint64_t count) const {}
  /// Whether data()'s bytes are read in from a file as they are touched and may leave memory again (release):
  /// a mapping. A Program then copies its head rather than using it in place, since the system maps a file's
  /// pages in runs (on Linux 6, up to 2 MiB of a large folio at a time): a head read in place would keep the
  /// weights that share its run resident after they were released.
  virtual bool paged() const { return false; }

  /// A file read with pread: nothing is held in memory but what is read.
  static Result<std::unique_ptr<DataLoader> > openFile(const char *path);
  /// A file mapped read-only: the system reads its pages as they are used. The file must not change while the
  /// loader lives (the mapping sees later changes, which the checks did not see): for a file others may write,
  /// use openFile.
  static Result<std::unique_ptr<DataLoader> > mapFile(const char *path);
  /// Bytes the loader owns.
  static std::unique_ptr<DataLoader> fromBuffer(std::vector<uint8_t> bytes);
  /// The caller's bytes, used in place: they must stay, unchanged, while the loader lives.
  static std::unique_ptr<DataLoader> fromMemory(const void *data, size_t size);
};

} // namespace edge

#endif

// Reading and writing NumPy .npy files (version 1.0/2.0, little-endian, C order).
#ifndef EDGE_RUN_NPY_H
#define EDGE_RUN_NPY_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <cstdint>
#include <vector>

namespace edge {

struct NpyArray {
  DType dtype;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;
  // A complex64 array ('<c8'), held as f32 with a last dim of 2 (real, imaginary): its shape has that dim.
  bool complexPairs = false;
};

/// Reads an .npy file of at most `maxBytes` (a larger one, or a device such as /dev/zero, is refused before
/// more is read).
Result<NpyArray> readNpy(const char *path, uint64_t maxBytes);
/// The most bytes an .npy file of the values `t` holds (at its upper bounds) can take: 8 bytes an element (the
/// widest dtype an input may come as, f32 narrowed to bf16 included) and a megabyte of header.
uint64_t npyFileLimit(const TensorInfo &t);
/// Parses .npy bytes (for tests and in-memory use).
Result<NpyArray> parseNpy(const uint8_t *bytes, size_t size);
/// Writes the concatenation of `count` byte ranges to `path` through a temporary file renamed over it: a
/// failed write leaves no partial file at `path`.
Error writeFileAtomically(const char *path, const void *const *parts, const size_t *sizes, size_t count);
/// With `complexPairs`, f32 data whose last dim (2) holds real and imaginary parts, written as complex64.
/// Atomic, as writeFileAtomically.
Error writeNpy(const char *path, DType dtype, const std::vector<int64_t> &shape, const void *data,
               size_t nbytes, bool complexPairs = false);

} // namespace edge

#endif

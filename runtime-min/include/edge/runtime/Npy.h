// Reading and writing NumPy .npy files (version 1.0/2.0, little-endian, C order).
#ifndef EDGE_RUNTIME_NPY_H
#define EDGE_RUNTIME_NPY_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <cstdint>
#include <vector>

namespace edge {

struct NpyArray {
  schema::DType dtype;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;
};

Result<NpyArray> readNpy(const char *path);
/// Parses .npy bytes (for tests and in-memory use).
Result<NpyArray> parseNpy(const uint8_t *bytes, size_t size);
Error writeNpy(const char *path, schema::DType dtype, const std::vector<int64_t> &shape, const void *data,
               size_t nbytes);

} // namespace edge

#endif

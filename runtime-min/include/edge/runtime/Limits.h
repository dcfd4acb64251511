// What runtime-min accepts, in one place: the compiler includes this header too, so that it rejects at
// compile time a program the loader would reject. C++11, constants only.
#ifndef EDGE_RUNTIME_LIMITS_H
#define EDGE_RUNTIME_LIMITS_H

#include <cstdint>

namespace edge {
namespace limits {
/// Highest tensor rank: the CPU kernels that broadcast, permute or reduce index with arrays of this size.
const int kMaxRank = 8;
/// Largest dimension of a value, and most elements of one, that Program::check accepts.
const int64_t kMaxDimension = int64_t(1) << 40;
const int64_t kMaxElements = int64_t(1) << 40;
} // namespace limits
} // namespace edge

#endif

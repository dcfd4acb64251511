// Where a Model's own host memory comes from, when the app wants it from its own pools.
#ifndef EDGE_RUNTIME_ALLOCATOR_H
#define EDGE_RUNTIME_ALLOCATOR_H

#include <cstddef>

namespace edge {

/// The app's allocator for the large host buffers a Model makes for itself (MemoryManager::allocator): the host
/// arena of a CPU program where the app gives none (MemoryManager::hostArena), and the copy of the constants CPU
/// kernels read where the program is not in memory (read from a file). Each buffer is allocated at load and
/// deallocated when the Model is destroyed, never during an execute. The Model's small bookkeeping (a few KB per
/// instruction) and a Vulkan program's device memory are not its business. Calls come from the thread loading
/// or destroying the Model; it must outlive the Model.
class Allocator {
public:
  virtual ~Allocator() {}
  /// `size` bytes (at least 1) at an address aligned to `alignment` (a power of two, at most 64); null when out
  /// of memory (the load then fails saying so). The bytes need not be zeroed.
  virtual void *allocate(size_t size, size_t alignment) = 0;
  /// Gives back what allocate returned for `size` bytes.
  virtual void deallocate(void *data, size_t size) = 0;
};

} // namespace edge

#endif

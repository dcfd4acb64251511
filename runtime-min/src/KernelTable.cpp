// The runtime's table of every built-in CPU kernel (linkedKernels, Kernels.h), from generated/KernelList.inc.
// A file of its own: a selective build defines linkedKernels itself, and the linker then leaves this out.
#include "edge/runtime/Kernels.h"

namespace edge {
namespace kernels {
#define EDGE_KERNEL(name, check, run, findsRows)                                                               \
  Error check(const KernelArgs &args);                                                                         \
  void run(const KernelArgs &args);
#include "generated/KernelList.inc"
#undef EDGE_KERNEL
} // namespace kernels

namespace {
const Kernel kLinkedKernels[] = {
#define EDGE_KERNEL(name, check, run, findsRows) {name, kernels::check, kernels::run, findsRows, nullptr},
#include "generated/KernelList.inc"
#undef EDGE_KERNEL
};
} // namespace

KernelTableRef linkedKernels() {
  KernelTableRef table = {kLinkedKernels, sizeof(kLinkedKernels) / sizeof(kLinkedKernels[0])};
  return table;
}

} // namespace edge

// Portable CPU kernels. Each `check` validates everything `run` relies on, once, at load. Parameters are
// read into the structs generated from the op registry (KernelParams.h). Elementwise kernels take every
// dtype (DTypes.h), the others the dtypes the registry gives them. Built with -fwrapv: integer kernels wrap
// on overflow as PyTorch's do, rather than being undefined. Each family's kernels are a file
// (Kernels<Family>.cpp, over KernelSupport.h), each kernel defined with EDGE_KERNEL; their table is
// generated from the registry (generated/KernelList.inc, KernelTable.cpp, or an app's selection), and this
// finds a kernel in it by name.
#include "KernelSupport.h"

namespace edge {

const Kernel *findKernel(const char *name) {
  const KernelTableRef table = linkedKernels();
  const Kernel *begin = table.kernels;
  const Kernel *end = begin + table.count;
  const Kernel *k =
      std::lower_bound(begin, end, name, [](const Kernel &a, const char *b) { return std::strcmp(a.name, b) < 0; });
  return k != end && std::strcmp(k->name, name) == 0 ? k : nullptr;
}

Error KernelRegistry::add(const Kernel &kernel) {
  if (!kernel.name || !*kernel.name || !kernel.check || !kernel.run)
    return Error(ErrorCode::InvalidArgument, "a kernel needs a name, a check and a run function");
  for (size_t i = 0; i < kernels_.size(); ++i)
    if (kernels_[i].name == kernel.name) {
      kernels_[i].kernel = kernel;
      kernels_[i].kernel.name = kernels_[i].name.c_str();
      return Error::success();
    }
  kernels_.push_back(Entry());
  Entry &entry = kernels_.back(); // a deque's push_back moves no entry: each kernel's name stays where it is
  entry.name = kernel.name;
  entry.kernel = kernel;
  entry.kernel.name = entry.name.c_str();
  return Error::success();
}

const Kernel *KernelRegistry::find(const char *name) const {
  for (size_t i = 0; i < kernels_.size(); ++i)
    if (kernels_[i].name == name)
      return &kernels_[i].kernel;
  return findKernel(name);
}

} // namespace edge

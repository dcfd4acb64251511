// Portable CPU kernels. Each `check` validates everything `run` relies on, once, at load. Parameters are
// read into the structs generated from the op registry (KernelParams.h). Elementwise kernels take every
// dtype (DTypes.h), the others f32 for now. Built with -fwrapv: integer kernels wrap on overflow as
// PyTorch's do, rather than being undefined. Each family's kernels are a file and a table of their own
// (Kernels<Family>.cpp, over KernelSupport.h); this finds a kernel in them by name.
#include "KernelSupport.h"

namespace edge {

const Kernel *findKernel(const char *name) {
  static const kernels::KernelTable *const families[] = {
      &kernels::kElementwiseKernels, &kernels::kPoolingKernels, &kernels::kMatmulKernels,
      &kernels::kCopyKernels,        &kernels::kIndexingKernels, &kernels::kConvolutionKernels,
      &kernels::kReduceKernels,      &kernels::kSoftmaxKernels, &kernels::kNormKernels};
  for (const kernels::KernelTable *family : families)
    for (size_t i = 0; i < family->count; ++i)
      if (std::strcmp(family->kernels[i].name, name) == 0)
        return &family->kernels[i];
  return nullptr;
}

} // namespace edge

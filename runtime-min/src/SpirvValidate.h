// SPIRV-Tools' validator over a module before vkCreateShaderModule, where the runtime is built with it
// (EDGEC_RUNTIME_SPIRV_VALIDATOR, on by default): it checks every rule of the SPIR-V and Vulkan specifications,
// where the runtime's own checks (SpirvCheck.h) cover only those that crashed drivers. Off, for small builds,
// the own checks and robust buffer access remain.
#ifndef EDGE_RUNTIME_SRC_SPIRVVALIDATE_H
#define EDGE_RUNTIME_SRC_SPIRVVALIDATE_H

#include "edge/runtime/Error.h"

#include <cstddef>
#include <cstdint>

namespace edge {

/// Success, or InvalidProgram with the validator's message; success without the validator.
Error validateSpirv(const uint32_t *words, size_t count);

} // namespace edge

#endif

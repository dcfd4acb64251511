// The rules a SPIR-V module from a .pte must keep before any of it reaches a Vulkan driver. A checksum catches
// accidents, not a crafted file, and drivers trust their input: lavapipe crashed on modules with a huge id
// bound, a descriptor set other than 0, recursion, or a workgroup above the device's limits. The module rules
// are checked when a Program loads (Program::check), the device's limits when a Model creates the pipeline.
#ifndef EDGE_RUNTIME_SRC_SPIRVCHECK_H
#define EDGE_RUNTIME_SRC_SPIRVCHECK_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <cstddef>
#include <cstdint>

namespace edge {

/// Checks module `words` (`count` words, 4-byte aligned) as runtime-min runs it, with specialization constant
/// i set to `spec[i]` (i < numSpec), and sizes what it needs: a SPIR-V 1.0-1.6 header whose id bound is no
/// more than the module could define; well-formed instructions; only the capabilities edgec emits; one
/// GLCompute entry point "main"; no recursion; storage buffers in descriptor set 0 at bindings below
/// `numBindings`, and no other kind of resource; a push-constant block of at most `pushConstantBytes`; a
/// workgroup size and workgroup memory it can compute (from literals, constants and specialization constants).
/// Errors are InvalidProgram, saying which rule failed.
Error checkSpirv(const uint32_t *words, size_t count, uint32_t numBindings, uint32_t pushConstantBytes,
                 const uint32_t *spec, size_t numSpec, PipelineNeeds *needs);

} // namespace edge

#endif

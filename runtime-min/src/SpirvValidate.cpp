#include "SpirvValidate.h"

#if EDGE_SPIRV_VALIDATOR
#include <spirv-tools/libspirv.h>
#endif

#include <string>

namespace edge {

#if EDGE_SPIRV_VALIDATOR
Error validateSpirv(const uint32_t *words, size_t count) {
  // Vulkan 1.1's rules (SPIR-V 1.3), as edgec validates what it writes (compiler/codegen/ShaderCompiler.cpp).
  spv_context context = spvContextCreate(SPV_ENV_VULKAN_1_1);
  if (!context)
    return Error(ErrorCode::Unsupported, "the SPIR-V validator could not start");
  spv_const_binary_t binary = {words, count};
  spv_diagnostic diagnostic = nullptr;
  spv_result_t result = spvValidate(context, &binary, &diagnostic);
  std::string message = diagnostic && diagnostic->error ? diagnostic->error : "no message";
  spvDiagnosticDestroy(diagnostic);
  spvContextDestroy(context);
  if (result != SPV_SUCCESS)
    return Error(ErrorCode::InvalidProgram, "SPIR-V module fails validation: " + message);
  return Error::success();
}
#else
Error validateSpirv(const uint32_t *, size_t) { return Error::success(); }
#endif

} // namespace edge

//===- Passes.h - the passes from out-variant edge ops to a .pte -----------===//
#ifndef EDGEC_CODEGEN_PASSES_H
#define EDGEC_CODEGEN_PASSES_H

#include "passes/Passes.h"

namespace edgec {
#define GEN_PASS_DECL
#include "codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "codegen/Passes.h.inc"
} // namespace edgec

#endif

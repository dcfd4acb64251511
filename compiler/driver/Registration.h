//===- Registration.h - dialects and passes of edgec ----------------------===//
#ifndef EDGEC_DRIVER_REGISTRATION_H
#define EDGEC_DRIVER_REGISTRATION_H

#include "mlir/IR/DialectRegistry.h"

namespace edgec {
/// The dialects every edgec tool reads: torch, edge, func, memref and builtin.
void registerAllDialects(mlir::DialectRegistry &registry);
/// Registers every edgec pass and named pipeline with the global pass registry.
void registerAllPasses();
} // namespace edgec

#endif

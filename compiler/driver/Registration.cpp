#include "driver/Registration.h"

#include "dialects/edge/EdgeDialect.h"
#include "dialects/torch/TorchDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/Passes.h"
#include "passes/Passes.h"

namespace edgec {
void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<torch::TorchDialect, edge::EdgeDialect, mlir::func::FuncDialect, mlir::memref::MemRefDialect>();
}
void registerAllPasses() {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  registerEdgecPasses();
  registerPipelines();
}
} // namespace edgec

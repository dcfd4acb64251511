#include "driver/Registration.h"

#include "dialects/edge/EdgeDialect.h"
#include "dialects/torch/TorchDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/Passes.h"
#include "codegen/Passes.h"
#include "driver/Pipelines.h"

namespace edgec {
void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<torch::TorchDialect, edge::EdgeDialect, mlir::func::FuncDialect, mlir::memref::MemRefDialect>();
}
void registerAllPasses() {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  registerEdgecPasses();
  registerEdgecCodegenPasses();
  registerPipelines();
}
} // namespace edgec

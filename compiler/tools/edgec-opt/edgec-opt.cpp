//===- edgec-opt.cpp - mlir-opt with every edgec dialect and pass ---------===//
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "driver/Registration.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  edgec::registerAllDialects(registry);
  edgec::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, "edgec optimizer driver\n", registry));
}

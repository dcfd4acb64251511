//===- edgec-opt.cpp - mlir-opt with every edgec dialect and pass ---------===//
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"

#include <utility>

#include "driver/Driver.h"
#include "driver/Registration.h"

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  mlir::DialectRegistry registry;
  edgec::registerAllDialects(registry);
  edgec::registerAllPasses();
  auto [inputFilename, outputFilename] =
      mlir::registerAndParseCLIOptions(argc, argv, "edgec optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects())
    return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  // What MlirOptMain(argc, argv, ...) does, but the input is read with edgec::openInputForParsing so that a
  // truncated file cannot make the parser read past its end; with -split-input-file each part is padded
  // the same way (MLIR's own splitting copies each part unpadded).
  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> input = edgec::openInputForParsing(inputFilename, &message);
  if (!input) {
    llvm::errs() << message << "\n";
    return 1;
  }
  if (std::as_const(config).inputSplitMarker().empty() && edgec::hasBadResourceBlob(*input))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output = mlir::openOutputFile(outputFilename, &message);
  if (!output) {
    llvm::errs() << message << "\n";
    return 1;
  }
  mlir::LogicalResult result = mlir::success();
  if (std::as_const(config).inputSplitMarker().empty()) {
    result = mlir::MlirOptMain(output->os(), std::move(input), registry, config);
  } else {
    mlir::MlirOptMainConfig perChunk = config;
    perChunk.splitInputFile("");
    result = mlir::splitAndProcessBuffer(
        std::move(input),
        [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &os) {
          if (edgec::hasBadResourceBlob(*chunk))
            return mlir::failure();
          return mlir::MlirOptMain(os, edgec::copyForParsing(chunk->getBuffer(), chunk->getBufferIdentifier()),
                                   registry, perChunk);
        },
        output->os(), std::as_const(config).inputSplitMarker(), std::as_const(config).outputSplitMarker());
  }
  if (mlir::failed(result))
    return 1;
  output->keep();
  return 0;
}

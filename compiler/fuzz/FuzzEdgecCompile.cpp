//===- FuzzEdgecCompile.cpp - libFuzzer target: parse and compile ---------===//
//
// What `edgec compile` does with a file, on the fuzzer's bytes and in memory: parse (through the same padded
// buffer as the driver), run the edgec-compile pipeline for Vulkan (with the CPU fallback; for one of three
// feature sets of target devices), serialize. A
// program that compiles must also load: edgec must not write a .pte its own runtime rejects.
//
//===----------------------------------------------------------------------===//
#include "codegen/Serialize.h"
#include "driver/Driver.h"
#include "driver/Pipelines.h"
#include "driver/Registration.h"
#include "passes/Passes.h"

#include "edge/runtime/Program.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdio>
#include <cstdlib>

using namespace mlir;

// The LLVM headers see AddressSanitizer and poison BumpPtrAllocator slabs in inlined code, which the
// uninstrumented LLVM/MLIR libraries then use without unpoisoning: false reports, so user poisoning is off.
// Leaks are not what this target looks for (MLIR keeps some allocations for the process's lifetime).
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0:detect_leaks=0"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    edgec::registerAllDialects(*r);
    return r;
  }();
  // A fresh context per input: nothing a previous input uniqued or loaded changes this one.
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  // Errors are the expected outcome for most inputs; printing them would only slow the fuzzer down.
  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });

  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (edgec::findBadResourceBlob(text))
    return 0; // edgec refuses it before parsing, as this does
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(edgec::copyForParsing(text, "fuzz-input"), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 0;
  // The target devices' features, picked from the bytes (each input always the same): all of them, none but
  // int64's absence (int64 as word pairs), or none at all (8- and 16-bit types on the CPU too).
  static const char *const kFeatures[] = {"all", "all,-shaderInt64", "none"};
  unsigned hash = 0;
  for (size_t i = 0; i < size; ++i)
    hash = hash * 31 + data[i];
  PassManager pm(&context);
  edgec::buildCompilePipeline(pm, edgec::CompileOptions{"vulkan", kFeatures[hash % 3]});
  if (failed(pm.run(*module)))
    return 0;
  std::string bytes;
  if (failed(edgec::serializeProgram(*module, bytes)))
    return 0;
  ::edge::Result<::edge::Program> loaded = ::edge::Program::load(std::vector<uint8_t>(bytes.begin(), bytes.end()));
  if (!loaded.ok()) {
    std::fprintf(stderr, "edgec compiled a program its runtime rejects: %s\n", loaded.error().message().c_str());
    std::abort();
  }
  return 0;
}
